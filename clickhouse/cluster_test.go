package clickhouse_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
	"github.com/burrow-analytics/burrow/hogql"
)

// openCluster connects to one node of a cluster as cluster=NAME.
func openCluster(t *testing.T, addr, cluster string) *clickhouse.Client {
	t.Helper()
	cfg, err := clickhouse.ParseURL("clickhouse://default@" + addr + "/default?cluster=" + cluster + "&cluster_ddl=each")
	if err != nil {
		t.Fatal(err)
	}
	c, err := clickhouse.Open(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// runningAnywhere reports whether a node runs query id, or a part of it
// for another node (initial_query_id).
func runningAnywhere(t *testing.T, c *clickhouse.Client, id string) bool {
	t.Helper()
	var n uint64
	if err := c.Conn.QueryRow(context.Background(), "SELECT count() FROM system.processes WHERE query_id = ? OR initial_query_id = ?", id, id).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n > 0
}

// TestRunnerCancelAcrossCluster: a statement run through node 0 reads a
// Distributed table, so node 1 runs part of it; a replica connected to
// node 1 only cancels it (Cancel, as the cancel endpoint does) or ends it
// (Terminate, as the taker of a lost run does), and the statement is gone
// from both nodes.
func TestRunnerCancelAcrossCluster(t *testing.T) {
	nodes := chdbtest.Cluster(t, "pair", 2)
	runner := openCluster(t, nodes[0].Addr(), "pair")
	other := openCluster(t, nodes[1].Addr(), "pair") // another replica, on the other host
	// Every node's numbers, slowly: runs for minutes unless stopped.
	if err := runner.Conn.Exec(context.Background(), "CREATE TABLE IF NOT EXISTS all_numbers AS system.numbers ENGINE = Distributed(pair, system, numbers)"); err != nil {
		t.Fatal(err)
	}
	slowOnBoth := compiled("SELECT sleepEachRow(0.1) FROM all_numbers LIMIT 6000 SETTINGS max_block_size = 1", "x UInt8")
	for name, stop := range map[string]func(r *clickhouse.Runner, tag string) error{
		"cancel":    func(r *clickhouse.Runner, tag string) error { return r.Cancel(context.Background(), tag, 0) },
		"terminate": func(r *clickhouse.Runner, tag string) error { return r.Terminate(context.Background(), tag, 0) },
	} {
		t.Run(name, func(t *testing.T) {
			tag := fmt.Sprintf("query:1:%s-%d:1", name, time.Now().UnixNano())
			done := make(chan error, 1)
			go func() {
				_, err := clickhouse.NewRunner(runner, clickhouse.RunnerOptions{}).Run(context.Background(), slowOnBoth, hogql.RunOptions{Tag: tag})
				done <- err
			}()
			waitFor(t, "the statement to run on both nodes", func() bool {
				return runningAnywhere(t, runner, tag) && runningAnywhere(t, other, tag)
			})
			if running(t, other, tag) {
				t.Fatal("node 1 runs the statement itself: the test would not show a cancel reaching another host")
			}
			if err := stop(clickhouse.NewRunner(other, clickhouse.RunnerOptions{}), tag); err != nil {
				t.Fatal(err)
			}
			select {
			case err := <-done:
				if !errors.Is(err, hogql.ErrCanceled) {
					t.Fatalf("err = %v, want ErrCanceled", err)
				}
			case <-time.After(time.Minute): // a bound on a hang, not a measured time
				t.Fatal("the run did not end")
			}
			for i, c := range []*clickhouse.Client{runner, other} {
				waitFor(t, fmt.Sprintf("the statement to end on node %d", i), func() bool { return !runningAnywhere(t, c, tag) })
			}
		})
	}
	// A cluster missing from the servers' configuration is a clear error.
	cfg := other.Config
	cfg.Cluster.Name = "nosuch"
	missing, err := clickhouse.Open(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer missing.Close()
	if err := clickhouse.NewRunner(missing, clickhouse.RunnerOptions{}).Cancel(context.Background(), "x", 0); err == nil {
		t.Error("cancel on a cluster the servers do not know succeeded")
	}
}
