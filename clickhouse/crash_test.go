//go:build linux && !nochdb

package clickhouse_test

import (
	"context"
	"errors"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
	"github.com/burrow-analytics/burrow/clickhouse/clickhousetest"
	"github.com/burrow-analytics/burrow/hogql"
)

// TestRunnerEngineCrash: a server that dies of a signal while it runs a
// statement fails the run with ErrUnavailable, a 503 the client may retry,
// not a client error; the server's log says why it died, and once the
// supervisor has restarted it, statements run. (A fault inside ClickHouse
// goes through chDB's own handler, which first fails the statement with
// ABORTED: TestClassifyAborted.)
func TestRunnerEngineCrash(t *testing.T) {
	srv := chdbtest.Cluster(t, "alone", 1)[0]
	c := clickhousetest.OpenURL(t, "clickhouse://default@"+srv.Addr()+"/default")
	r := clickhouse.NewRunner(c, clickhouse.RunnerOptions{})
	tag := "crash-" + time.Now().Format("150405.000000")
	done := make(chan error, 1)
	go func() {
		_, err := r.Run(context.Background(), compiled("SELECT sleepEachRow(0.1) FROM system.numbers LIMIT 6000 SETTINGS max_block_size = 1", "x UInt8"), hogql.RunOptions{Tag: tag})
		done <- err
	}()
	waitFor(t, "the statement to run", func() bool { return running(t, c, tag) })
	pid := srv.PID()
	if err := syscall.Kill(pid, syscall.SIGSEGV); err != nil {
		t.Fatal(err)
	}
	wantUnavailable(t, done, "run on a crashing server")
	// The server's log (ClickHouse's fatal messages only) says why.
	if b, err := os.ReadFile(srv.LogPath()); err != nil || !strings.Contains(string(b), "Received signal Segmentation fault") {
		t.Errorf("the server's log (%v) does not name the signal:\n%s", err, b)
	}
	deadline := time.Now().Add(3 * time.Minute)
	for {
		_, err := r.Run(context.Background(), compiled("SELECT 1 AS x", "x UInt8"), hogql.RunOptions{})
		if err == nil && srv.PID() != pid {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the server did not come back: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestClusterNodeLost: a node killed under a distributed read fails the
// run through the other node with ErrUnavailable (the initiator reports
// the lost connection), not a client error.
func TestClusterNodeLost(t *testing.T) {
	nodes := chdbtest.Cluster(t, "pair", 2)
	runner := openCluster(t, nodes[0].Addr(), "pair")
	other := openCluster(t, nodes[1].Addr(), "pair")
	if err := runner.Conn.Exec(context.Background(), "CREATE TABLE all_numbers AS system.numbers ENGINE = Distributed(pair, system, numbers)"); err != nil {
		t.Fatal(err)
	}
	tag := "lost-" + time.Now().Format("150405.000000")
	done := make(chan error, 1)
	go func() {
		_, err := clickhouse.NewRunner(runner, clickhouse.RunnerOptions{}).Run(context.Background(),
			compiled("SELECT sleepEachRow(0.1) FROM all_numbers LIMIT 6000 SETTINGS max_block_size = 1", "x UInt8"), hogql.RunOptions{Tag: tag})
		done <- err
	}()
	waitFor(t, "the statement to run on both nodes", func() bool {
		return runningAnywhere(t, runner, tag) && runningAnywhere(t, other, tag)
	})
	if err := syscall.Kill(nodes[1].PID(), syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	wantUnavailable(t, done, "run with a node lost")
}

// wantUnavailable waits for the run whose error done delivers and
// requires ErrUnavailable (a failing engine), not a client error.
func wantUnavailable(t *testing.T, done <-chan error, what string) {
	t.Helper()
	select {
	case err := <-done:
		if !errors.Is(err, hogql.ErrUnavailable) || apierror.From(err) != nil {
			t.Errorf("%s: %v, want ErrUnavailable", what, err)
		}
		t.Logf("the run failed with: %v", err)
	case <-time.After(3 * time.Minute): // a bound on a hang, not a measured time
		t.Fatal("the run did not end")
	}
}
