//go:build linux && !nochdb

package chdb_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse/chdb"
	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
)

// start runs chdb.Start on dir and closes it at the end of the test.
func start(t *testing.T, dir string) *chdb.Server {
	t.Helper()
	s, err := chdb.Start(context.Background(), dir, slog.New(slog.DiscardHandler))
	if err != nil {
		chdbtest.Unavailable(t, err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// query runs sql over the server's HTTP interface.
func query(t *testing.T, s *chdb.Server, sql string) string {
	t.Helper()
	resp, err := http.Post("http://"+s.HTTPAddr()+"/", "text/plain", strings.NewReader(sql))
	if err != nil {
		t.Fatalf("query %q: %v", sql, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("query %q: %s: %s", sql, resp.Status, b)
	}
	return string(b)
}

func TestSharedServer(t *testing.T) {
	s := chdbtest.Server(t)
	if got := query(t, s, "SELECT 1 + 1"); got != "2\n" {
		t.Fatalf("SELECT 1 + 1 = %q", got)
	}
}

func TestTwoProcessesShareOneServer(t *testing.T) {
	dir := t.TempDir()
	a := start(t, dir)
	b := start(t, dir) // its own lock file handle: a second process as far as flock goes
	if !a.Owner() || b.Owner() {
		t.Fatalf("owners: first %v, second %v; want the first only", a.Owner(), b.Owner())
	}
	if a.Addr() != b.Addr() || a.PID() != b.PID() {
		t.Fatalf("two servers on one directory: %s (pid %d) and %s (pid %d)", a.Addr(), a.PID(), b.Addr(), b.PID())
	}
	query(t, a, "CREATE TABLE t (x UInt8) ENGINE = MergeTree ORDER BY x")
	query(t, b, "INSERT INTO t VALUES (7)")
	if got := query(t, a, "SELECT x FROM t"); got != "7\n" {
		t.Fatalf("read back %q", got)
	}

	// The owner goes: the other process takes over the directory, data included.
	old := a.PID()
	a.Close()
	waitFor(t, "the second process to take over", func() bool { return b.Owner() && b.PID() != old && ping(b) })
	if got := query(t, b, "SELECT x FROM t"); got != "7\n" {
		t.Fatalf("after takeover read back %q", got)
	}
	if alive(old) {
		t.Fatalf("the first owner's server (pid %d) still runs", old)
	}
}

func TestKilledServerIsRestarted(t *testing.T) {
	s := start(t, t.TempDir())
	old := s.PID()
	if err := syscall.Kill(old, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "a new server", func() bool { return s.PID() != old && ping(s) })
	if got := query(t, s, "SELECT 42"); got != "42\n" {
		t.Fatalf("after restart: %q", got)
	}
}

func TestStaleStateFileIsRecovered(t *testing.T) {
	dir := t.TempDir()
	// A state file left by a dead owner: a pid that is no server, ports nothing answers on.
	stale := `{"pid":1,"owner_pid":1,"tcp_port":1,"http_port":1}`
	if err := os.WriteFile(filepath.Join(dir, "burrow-chdb.json"), []byte(stale), 0o600); err != nil {
		t.Fatal(err)
	}
	s := start(t, dir)
	if !s.Owner() || s.PID() == 1 {
		t.Fatalf("owner %v, pid %d: the stale file was trusted", s.Owner(), s.PID())
	}
	if got := query(t, s, "SELECT 1"); got != "1\n" {
		t.Fatalf("%q", got)
	}
	b, err := os.ReadFile(filepath.Join(dir, "burrow-chdb.json"))
	if err != nil || string(b) == stale {
		t.Fatalf("state file not rewritten: %s %v", b, err)
	}
}

func TestCloseStopsServer(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir)
	pid := s.PID()
	s.Close()
	if alive(pid) {
		t.Fatalf("server pid %d still runs after Close", pid)
	}
	if _, err := os.Stat(filepath.Join(dir, "burrow-chdb.json")); !os.IsNotExist(err) {
		t.Fatalf("state file left after Close: %v", err)
	}
}

func TestMissingLibrary(t *testing.T) {
	t.Setenv(chdb.EnvLibPath, filepath.Join(t.TempDir(), "libchdb.so"))
	_, err := chdb.Start(context.Background(), t.TempDir(), nil)
	if !errors.Is(err, chdb.ErrNoLibrary) {
		t.Fatalf("err = %v, want ErrNoLibrary", err)
	}
	for _, want := range []string{"CHDB_LIB_PATH", "@chdb/lib-linux-x64-gnu@26.7.3-stable.1", "scripts/chdb-lib.sh"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not name %s", err, want)
		}
	}
}

// alive reports whether pid is a running (not zombie) process.
func alive(pid int) bool {
	b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return false
	}
	// "pid (comm) S ...": the state follows the last parenthesis.
	i := strings.LastIndexByte(string(b), ')')
	return i > 0 && i+2 < len(b) && b[i+2] != 'Z'
}

func ping(s *chdb.Server) bool {
	resp, err := http.Get("http://" + s.HTTPAddr() + "/ping")
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

// waitFor polls cond until it holds, failing after a minute (a bound on a
// hang, not a measured time).
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestOwnerProcessDies(t *testing.T) {
	dir := t.TempDir()
	if _, err := chdb.LibraryPath(); err != nil {
		chdbtest.Unavailable(t, err)
	}
	owner := exec.Command(os.Args[0])
	owner.Env = append(os.Environ(), envOwner+"="+dir)
	out, err := owner.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := owner.Start(); err != nil {
		t.Fatal(err)
	}
	defer owner.Process.Kill()
	line, err := bufio.NewReader(out).ReadString('\n')
	var pid int
	if _, scanErr := fmt.Sscanf(line, "ready %d", &pid); err != nil || scanErr != nil {
		t.Fatalf("owner process said %q (%v)", line, err)
	}
	s := start(t, dir)
	if s.Owner() || s.PID() != pid {
		t.Fatalf("second process: owner %v, server pid %d; want a client of pid %d", s.Owner(), s.PID(), pid)
	}
	owner.Process.Kill()
	owner.Wait()
	waitFor(t, "the dead owner's server to exit", func() bool { return !alive(pid) })
	waitFor(t, "this process to take over", func() bool { return s.Owner() && ping(s) })
	if got := query(t, s, "SELECT 3"); got != "3\n" {
		t.Fatalf("%q", got)
	}
}
