// Package chdb runs a local ClickHouse server from chDB's libchdb.so
// (ClickHouse as a library) on a directory, for Burrow's chdb:DIR
// analytics engine and for tests.
//
// The library's clickhouse-local entry point (chdb_query_cmdline) opens
// real native and HTTP listeners when told SYSTEM START LISTEN, and serves
// until its keep-alive query ends. It runs in a child process, the current
// executable started again with BURROW_CHDB_SERVER set: main (and the
// TestMain of packages that start servers) calls RunChildIfRequested first.
// The library is loaded with purego only in that child, so Burrow stays
// one pure-Go binary and a missing library is an error, not a crash.
//
// One server per directory: the process holding the flock on DIR/burrow-chdb.lock
// owns it, runs the child, restarts it when it dies and stops it on Close;
// DIR/burrow-chdb.json names its ports for the other processes on DIR, which
// connect to it and take over when the owner is gone. The child exits when
// its owner does. The default user has no password, so the server listens
// on 127.0.0.1 only.
package chdb

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Version is the chDB npm package scripts/chdb-lib.sh fetches.
const Version = "26.7.3-stable.1"

// Package is the npm package that holds libchdb.so (as package/libchdb.so).
const Package = "@chdb/lib-linux-x64-gnu"

// EnvLibPath names the library file.
const EnvLibPath = "CHDB_LIB_PATH"

// ErrNoLibrary is matched (errors.Is) by the error of a missing library.
var ErrNoLibrary = errors.New("chdb: libchdb.so not found")

// LibraryPath finds libchdb.so: CHDB_LIB_PATH when set, else the cache
// directory scripts/chdb-lib.sh fills, LD_LIBRARY_PATH and the usual
// library directories. The error says how to get it.
func LibraryPath() (string, error) {
	if p := os.Getenv(EnvLibPath); p != "" {
		if st, err := os.Stat(p); err != nil || st.IsDir() {
			return "", fmt.Errorf("%w: %s=%s is not a file; %s", ErrNoLibrary, EnvLibPath, p, howToGet)
		}
		return p, nil
	}
	var dirs []string
	if cache, err := os.UserCacheDir(); err == nil {
		dirs = append(dirs, filepath.Join(cache, "burrow", "chdb", Version))
	}
	dirs = append(dirs, filepath.SplitList(os.Getenv("LD_LIBRARY_PATH"))...)
	dirs = append(dirs, "/usr/local/lib", "/usr/lib", "/usr/lib/x86_64-linux-gnu", "/usr/lib64")
	for _, d := range dirs {
		if d == "" {
			continue
		}
		p := filepath.Join(d, "libchdb.so")
		if st, err := os.Stat(p); err == nil && !st.IsDir() {
			return p, nil
		}
	}
	return "", fmt.Errorf("%w (looked in %s); %s", ErrNoLibrary, strings.Join(dirs, ", "), howToGet)
}

const howToGet = "set " + EnvLibPath + " to the path of libchdb.so: scripts/chdb-lib.sh fetches it (npm pack " +
	Package + "@" + Version + ", the file package/libchdb.so) and prints its path"
