package main

import (
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestAnalyticsCluster seeds a project into a two-shard ClickHouse cluster
// (two local servers, analytics URL with cluster=two) and into one server,
// and asks both the same SQL and insight questions, with `burrow sql` and
// over REST: the answers agree, and both shards hold part of the events.
// The local servers have no Keeper, so the DDL is applied to each node
// (cluster_ddl=each); the ON CLUSTER form is checked by golden files
// (clickhouse.TestClusterDDL).
func TestAnalyticsCluster(t *testing.T) {
	nodes := chdbtest.Cluster(t, "two", 2)
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			// Each store's projects in a database of their own on the cluster.
			database := "cluster_" + target.Name
			for i := range nodes {
				execOn(t, nodes[i].Addr(), "default", "CREATE DATABASE IF NOT EXISTS "+database)
			}
			nodeURL := func(i int) string {
				return "clickhouse://default@" + nodes[i].Addr() + "/" + database + "?cluster=two&cluster_ddl=each"
			}
			// A store is bound to one engine URL: url to the cluster
			// through node 1, viaNode0 to it through node 0 (its migrate
			// gives node 0 its tables), alone to one server.
			url, viaNode0, alone := target.URL(t), target.URL(t), target.URL(t)
			single := localEngine(t)
			for _, m := range []struct{ db, engine string }{{viaNode0, nodeURL(0)}, {url, nodeURL(1)}, {alone, single}} {
				if _, stderr, err := runCapture("migrate", "--db", m.db, "--analytics", m.engine); err != nil {
					t.Fatalf("migrate %s: %v\n%s", m.engine, err, stderr)
				}
			}
			pid := createProjectCLI(t, url)
			if a, b := createProjectCLI(t, viaNode0), createProjectCLI(t, alone); a != pid || b != pid {
				t.Fatalf("projects %s, %s, %s", pid, a, b)
			}
			// The same seed into the cluster and into one server.
			for _, db := range []string{url, alone} {
				_, stderr, err := runCapture("seed", "--project", pid, "--persons", "25", "--events", "1200",
					"--seed", "3", "--now", "2025-06-01", "--db", db)
				if err != nil || !strings.Contains(stderr, "seed: 1200 events sent to the analytics engine") {
					t.Fatalf("seed: %v\n%s", err, stderr)
				}
			}
			// Rows are spread over both shards (each holds a share).
			total := 0
			for i := range nodes {
				n := localCount(t, nodes[i].Addr(), database, pid)
				if n == 0 {
					t.Errorf("shard %d holds no events of project %s", i, pid)
				}
				total += n
			}
			if total != 1200 {
				t.Errorf("the shards hold %d events in all, want 1200", total)
			}

			statements := append(analyticsStatements,
				"SELECT count() FROM sessions",
				"SELECT person.properties.email AS email, count() AS c FROM events GROUP BY email ORDER BY c DESC, email LIMIT 3")
			for n, stmt := range statements {
				one := sqlJSON(t, "--project", pid, "--db", alone, stmt)
				i := n % len(nodes) // the cluster answers alike through either node
				if got := sqlJSON(t, "--project", pid, "--db", []string{viaNode0, url}[i], stmt); got != one {
					t.Errorf("%s\none server: %s\ncluster via node %d: %s", stmt, one, i, got)
				}
			}

			keyOne, keyCluster := apiKeyCLI(t, alone), apiKeyCLI(t, url)
			onOne := startServe(t, "--db", alone)
			onCluster := startServe(t, "--db", url)
			dateRange := map[string]any{"date_from": "2025-05-01", "date_to": "2025-06-01"}
			for _, q := range []map[string]any{
				{"kind": "TrendsQuery", "dateRange": dateRange, "series": []any{
					map[string]any{"kind": "EventsNode", "event": "$pageview", "math": "dau"}},
					"breakdownFilter": map[string]any{"breakdown": "$browser"}},
				{"kind": "FunnelsQuery", "dateRange": dateRange, "series": []any{
					map[string]any{"kind": "EventsNode", "event": "$pageview"},
					map[string]any{"kind": "EventsNode", "event": "signed_up"}},
					"funnelsFilter": map[string]any{"funnelWindowInterval": 14, "funnelWindowIntervalUnit": "day"}},
				{"kind": "RetentionQuery", "dateRange": dateRange, "retentionFilter": map[string]any{
					"targetEntity":    map[string]any{"id": "$pageview", "type": "events"},
					"returningEntity": map[string]any{"id": "$pageview", "type": "events"},
					"period":          "Week", "totalIntervals": 4}},
			} {
				a, b := postQuery(t, onOne, keyOne, pid, q), postQuery(t, onCluster, keyCluster, pid, q)
				if a == "[]" || a == "null" {
					t.Errorf("%v has no results on one server: a vacuous comparison", q["kind"])
				}
				if a != b {
					t.Errorf("%v\none server: %s\ncluster:    %s", q["kind"], a, b)
				}
			}
		})
	}
}

// openNode connects to one node's database.
func openNode(t *testing.T, addr, database string) *clickhouse.Client {
	t.Helper()
	cfg, err := clickhouse.ParseURL("clickhouse://default@" + addr + "/" + database)
	if err != nil {
		t.Fatal(err)
	}
	c, err := clickhouse.Open(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// execOn runs a statement on one node.
func execOn(t *testing.T, addr, database, stmt string) {
	t.Helper()
	c := openNode(t, addr, database)
	defer c.Close()
	if err := c.Conn.Exec(context.Background(), stmt); err != nil {
		t.Fatalf("%s on %s: %v", stmt, addr, err)
	}
}

// localCount counts the project's events in the local table of one node.
func localCount(t *testing.T, addr, database, project string) int {
	t.Helper()
	c := openNode(t, addr, database)
	defer c.Close()
	var n uint64
	if err := c.Conn.QueryRow(context.Background(), "SELECT count() FROM events_local WHERE team_id = "+project).Scan(&n); err != nil {
		t.Fatalf("count on %s: %v", addr, err)
	}
	return int(n)
}
