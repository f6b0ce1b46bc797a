package clickhouse_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
	"github.com/burrow-analytics/burrow/clickhouse/clickhousetest"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// cancelPair starts a cluster of two nodes, runs a slow statement
// through node 0, stops it through a replica connected to node 1 only,
// and checks that it is gone from both nodes. It returns the run's error
// when that is not ErrCanceled.
func cancelPair(t *testing.T, name string, stop func(r *clickhouse.Runner, tag string) error) error {
	nodes := chdbtest.Cluster(t, "pair", 2)
	runner := openCluster(t, nodes[0].Addr(), "pair")
	other := openCluster(t, nodes[1].Addr(), "pair")
	// Every node's numbers, slowly: runs for minutes unless stopped.
	if err := runner.Conn.Exec(context.Background(), "CREATE TABLE all_numbers AS system.numbers ENGINE = Distributed(pair, system, numbers)"); err != nil {
		t.Fatal(err)
	}
	slow := compiled("SELECT sleepEachRow(0.1) FROM all_numbers LIMIT 6000 SETTINGS max_block_size = 1", "x UInt8")
	tag := fmt.Sprintf("query:1:%s-%d:1", name, time.Now().UnixNano())
	done := make(chan error, 1)
	go func() {
		_, err := clickhouse.NewRunner(runner, clickhouse.RunnerOptions{}).Run(context.Background(), slow, hogql.RunOptions{Tag: tag})
		done <- err
	}()
	waitFor(t, "the statement to run on both nodes", func() bool {
		return runningAnywhere(t, runner, tag) && runningAnywhere(t, other, tag)
	})
	if running(t, other, tag) {
		t.Fatal("node 1 runs the statement itself: the test would not show a cancel reaching another host")
	}
	sent := time.Now()
	if err := stop(clickhouse.NewRunner(other, clickhouse.RunnerOptions{}), tag); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if !errors.Is(err, hogql.ErrCanceled) {
			return err
		}
	case <-time.After(time.Minute): // a bound on a hang, not a measured time
		t.Fatal("the run did not end")
	}
	for i, c := range []*clickhouse.Client{runner, other} {
		waitFor(t, fmt.Sprintf("the statement to end on node %d", i), func() bool { return !runningAnywhere(t, c, tag) })
	}
	// Logged, not asserted (BENCHMARKS.md): how soon both nodes are clear.
	t.Logf("%s: gone from both nodes %s after the call", name, time.Since(sent).Round(time.Millisecond))
	return nil
}

// openCluster connects to one node of a cluster as cluster=NAME.
func openCluster(t *testing.T, addr, cluster string) *clickhouse.Client {
	t.Helper()
	return clickhousetest.OpenURL(t, "clickhouse://default@"+addr+"/default?cluster="+cluster+"&cluster_ddl=each")
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

// TestCluster runs on two local servers forming the cluster "pair".
func TestCluster(t *testing.T) {
	nodes := chdbtest.Cluster(t, "pair", 2)
	runner := openCluster(t, nodes[0].Addr(), "pair")
	other := openCluster(t, nodes[1].Addr(), "pair") // another replica, on the other host
	t.Run("migrate and insert", func(t *testing.T) { testClusterMigrateInsert(t, runner, other) })
	t.Run("cancel across hosts", func(t *testing.T) { testClusterCancel(t, other) })
	t.Run("merge moves events on every shard", func(t *testing.T) { testClusterMerge(t, runner, other) })
}

// testClusterMerge: a person merge drained through one node moves the
// person's events on both shards.
func testClusterMerge(t *testing.T, a, b *clickhouse.Client) {
	ctx := context.Background()
	var events []store.Event
	ts := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	for i := range 100 {
		person := int64(1 + i%2)
		events = append(events, store.Event{UUID: fmt.Sprintf("m%d", i), TeamID: 8, Event: "$pageview",
			DistinctID: fmt.Sprintf("d%d", i), Properties: json.RawMessage(`{}`), Timestamp: ts.Add(time.Duration(i) * time.Minute),
			CreatedAt: ts, PersonID: &person})
	}
	if err := a.InsertEvents(ctx, events, "cluster-merge-1"); err != nil {
		t.Fatal(err)
	}
	db := storetest.Open(t, storetest.Targets(t)[0].URL(t))
	if err := store.BindAnalyticsEngine(ctx, db.Bun, "clickhouse://cluster"); err != nil {
		t.Fatal(err)
	}
	if err := store.RecordPersonMerge(ctx, db.Bun, 8, 1, 2); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DrainOutbox(ctx, db); err != nil {
		t.Fatal(err)
	}
	for i, c := range []*clickhouse.Client{a, b} {
		var moved, left uint64
		if err := c.Conn.QueryRow(ctx, "SELECT countIf(person_id = 2), countIf(person_id = 1) FROM events_local WHERE team_id = 8").Scan(&moved, &left); err != nil {
			t.Fatal(err)
		}
		if moved == 0 || left != 0 {
			t.Errorf("shard %d holds %d events of person 2 and %d of merged-away person 1, want some and none", i, moved, left)
		}
	}
}

// testClusterMigrateInsert: the schema's cluster form applies on each node
// once; events inserted through one node spread over both shards, read
// alike through either, and a retried batch lands once.
func testClusterMigrateInsert(t *testing.T, a, b *clickhouse.Client) {
	ctx := context.Background()
	for _, c := range []*clickhouse.Client{b, a} {
		if applied, err := c.Migrate(ctx); err != nil || len(applied) == 0 {
			t.Fatalf("migrate: %v, %v", applied, err)
		}
		if applied, err := c.Migrate(ctx); err != nil || len(applied) != 0 {
			t.Fatalf("migrate again applied %v, %v", applied, err)
		}
	}
	var events []store.Event
	ts := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	for i := range 200 {
		session := fmt.Sprintf("s%d", i%20)
		events = append(events, store.Event{UUID: fmt.Sprintf("u%d", i), TeamID: 7, Event: "$pageview",
			DistinctID: fmt.Sprintf("d%d", i%40), Properties: json.RawMessage(`{"$current_url":"https://x.test/p"}`),
			Timestamp: ts.Add(time.Duration(i) * time.Minute), CreatedAt: ts, SessionID: &session})
	}
	for range 2 { // the second is a retry of the first
		if err := a.InsertEvents(ctx, events, "cluster-batch-1"); err != nil {
			t.Fatal(err)
		}
	}
	var local [2]uint64
	for i, c := range []*clickhouse.Client{a, b} {
		var total, sessions uint64
		if err := c.Conn.QueryRow(ctx, "SELECT count() FROM events WHERE team_id = 7").Scan(&total); err != nil {
			t.Fatal(err)
		}
		if err := c.Conn.QueryRow(ctx, "SELECT count() FROM events_local WHERE team_id = 7").Scan(&local[i]); err != nil {
			t.Fatal(err)
		}
		if err := c.Conn.QueryRow(ctx, "SELECT uniqExact(session_id) FROM raw_sessions_v2 WHERE team_id = 7").Scan(&sessions); err != nil {
			t.Fatal(err)
		}
		if total != 200 || sessions != 20 {
			t.Errorf("node %d reads %d events in %d sessions, want 200 in 20", i, total, sessions)
		}
	}
	if local[0] == 0 || local[1] == 0 || local[0]+local[1] != 200 {
		t.Errorf("shards hold %d and %d events, want a share each of 200", local[0], local[1])
	}
	// Through the other node, a sink leaves out the events either shard
	// holds (its lookup's external table reaches both) and sends the rest.
	more := slices.Clone(events)
	for i := range 50 {
		more = append(more, store.Event{UUID: fmt.Sprintf("v%d", i), TeamID: 7, Event: "$pageview", DistinctID: "d0",
			Timestamp: ts.Add(time.Duration(i) * time.Minute), CreatedAt: ts})
	}
	sink := clickhouse.NewSink(b, storetest.Open(t, storetest.SQLiteURL(t)))
	if err := sink.WriteEvents(ctx, more); err != nil {
		t.Fatal(err)
	}
	if st := sink.Stats(); st.Written != 50 || st.Skipped != 200 || st.Queued != 0 {
		t.Errorf("sink through node 1: %+v, want 50 written and 200 skipped", st)
	}
	var total uint64
	if err := a.Conn.QueryRow(ctx, "SELECT count() FROM events WHERE team_id = 7").Scan(&total); err != nil || total != 250 {
		t.Errorf("the cluster holds %d events (%v), want 250", total, err)
	}
}

// testClusterCancel: a statement run through node 0 reads a Distributed
// table, so node 1 runs part of it; a replica connected to node 1 only
// cancels it (Cancel, as the cancel endpoint does) or ends it (Terminate,
// as the taker of a lost run does), and the statement is gone from both
// nodes. Each runs on a cluster of its own (cancelPair).
func testClusterCancel(t *testing.T, other *clickhouse.Client) {
	for name, stop := range map[string]func(r *clickhouse.Runner, tag string) error{
		"cancel":    func(r *clickhouse.Runner, tag string) error { return r.Cancel(context.Background(), tag, 0) },
		"terminate": func(r *clickhouse.Runner, tag string) error { return r.Terminate(context.Background(), tag, 0) },
	} {
		t.Run(name, func(t *testing.T) {
			for attempt := 1; ; attempt++ {
				err := cancelPair(t, name, stop)
				if err == nil {
					return
				}
				if attempt == 2 || !errors.Is(err, hogql.ErrUnavailable) {
					t.Fatalf("err = %v, want ErrCanceled", err)
				}
				// Once in about 130 runs (CI, 2026-11-27) node 1 died
				// under the cancel, in chDB (its fatal-signal handler
				// failed the statement with ABORTED): not Burrow's fault,
				// and the supervisor restarts such a node; once more on
				// a new pair.
				t.Logf("a node died under the %s (%v): once more on a new pair", name, err)
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
	for what, err := range map[string]error{
		"cancel":  clickhouse.NewRunner(missing, clickhouse.RunnerOptions{}).Cancel(context.Background(), "x", 0),
		"migrate": func() error { _, err := missing.Migrate(context.Background()); return err }(),
	} {
		if err == nil || !strings.Contains(err.Error(), "cluster nosuch is not in system.clusters") {
			t.Errorf("%s on a cluster the servers do not know: %v", what, err)
		}
	}
}
