// Package chdbtest gives tests a local ClickHouse server: one per test
// binary, started on first use in a temporary directory and stopped by
// Main. Packages using it call Main from their TestMain, which also lets
// the test binary act as the server's child process.
package chdbtest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse/chdb"
)

// shared is the test binary's server, started once.
var shared struct {
	once   sync.Once
	dir    string
	server *chdb.Server
	err    error
}

// Main runs a package's tests: call it as os.Exit(chdbtest.Main(m)) from
// TestMain. It turns the binary into the server's child when started as
// one, and stops the shared server after the tests.
func Main(m *testing.M) int {
	chdb.RunChildIfRequested()
	code := m.Run()
	if shared.server != nil {
		shared.server.Close()
	}
	if shared.dir != "" {
		os.RemoveAll(shared.dir)
	}
	return code
}

// Server returns the test binary's local ClickHouse server, starting it on
// first use. Without libchdb.so the test is skipped (failed with CI=true)
// with a message saying how to get it.
func Server(t testing.TB) *chdb.Server {
	t.Helper()
	shared.once.Do(func() {
		shared.dir, shared.err = os.MkdirTemp("", "burrow-chdbtest-")
		if shared.err != nil {
			return
		}
		shared.server, shared.err = chdb.Start(context.Background(), shared.dir, slog.New(slog.DiscardHandler))
	})
	if shared.err != nil {
		Unavailable(t, shared.err)
	}
	return shared.server
}

// URL is the clickhouse:// URL of the test binary's server now.
func URL(t testing.TB) string {
	t.Helper()
	return "clickhouse://default@" + Server(t).Addr() + "/default"
}

// databases numbers the databases Database makes in this test binary.
var databases atomic.Int64

// Database makes a database of its own on the test binary's server (tests
// whose stores number their projects alike must not share one), dropped
// when t ends, and returns its name and its clickhouse:// URL.
func Database(t testing.TB, prefix string) (name, dbURL string) {
	t.Helper()
	srv := Server(t)
	name = fmt.Sprintf("%s_%d_%d_%d", prefix, os.Getpid(), time.Now().UnixNano(), databases.Add(1))
	exec(t, srv, "CREATE DATABASE "+name)
	t.Cleanup(func() { exec(t, srv, "DROP DATABASE IF EXISTS "+name) })
	return name, "clickhouse://default@" + srv.Addr() + "/" + name
}

// exec runs one statement over the server's HTTP interface.
func exec(t testing.TB, srv *chdb.Server, stmt string) {
	t.Helper()
	resp, err := http.Post("http://"+srv.HTTPAddr()+"/?query="+url.QueryEscape(stmt), "text/plain", strings.NewReader(""))
	if err != nil {
		t.Fatalf("%s: %v", stmt, err)
	}
	defer resp.Body.Close()
	if body, _ := io.ReadAll(resp.Body); resp.StatusCode != http.StatusOK {
		t.Fatalf("%s: %s %s", stmt, resp.Status, body)
	}
}

// Unavailable skips t (or fails it with CI=true) when err says libchdb.so
// is missing, and fails it otherwise.
func Unavailable(t testing.TB, err error) {
	t.Helper()
	if errors.Is(err, chdb.ErrNoLibrary) {
		msg := fmt.Sprintf("ClickHouse tests need libchdb.so: run `export CHDB_LIB_PATH=$(scripts/chdb-lib.sh)` (%v)", err)
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	t.Fatalf("start local ClickHouse: %v", err)
}
