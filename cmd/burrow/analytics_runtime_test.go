package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/clickhouse/chdb"
	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// engineSlowSQL runs for minutes on ClickHouse (10^11 joined rows) unless
// it is cancelled; numbers() keeps it independent of the seeded data.
const engineSlowSQL = "SELECT count() FROM numbers(1000000) AS a INNER JOIN numbers(1000000) AS b ON a.number % 10 = b.number % 10"

// TestAnalyticsEngineRuntime: the query runtime works unchanged on the
// analytics engine over REST: the cache answers a repeated question, an
// export streams the engine's rows, and DELETE query/{id}/ stops a
// background run on the ClickHouse server itself (gone from
// system.processes), not just in Burrow's status.
func TestAnalyticsEngineRuntime(t *testing.T) {
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			url := target.URL(t)
			engineURL := localEngine(t)
			pid := createProjectCLI(t, url)
			if _, stderr, err := runCapture("seed", "--project", pid, "--persons", "20", "--events", "800",
				"--seed", "3", "--now", "2025-06-01", "--db", url, "--analytics", engineURL); err != nil {
				chdbtest.Unavailable(t, fmt.Errorf("%w\n%s", err, stderr))
			}
			key := apiKeyCLI(t, url)
			base := startServe(t, "--db", url, "--analytics", engineURL)
			do := func(method, path string, body any) (int, []byte) {
				t.Helper()
				a := call(t, method, base+"/api/environments/"+pid+"/"+path, key, body)
				return a.status, []byte(a.body)
			}
			decode := func(data []byte) map[string]any {
				t.Helper()
				var m map[string]any
				if err := json.Unmarshal(data, &m); err != nil {
					t.Fatalf("%v: %s", err, data)
				}
				return m
			}

			// The cache: a blocking run, then the same question from the cache.
			byEvent := "SELECT event, count() AS c FROM events GROUP BY event ORDER BY event"
			sql := map[string]any{"kind": "HogQLQuery", "query": byEvent}
			status, data := do(http.MethodPost, "query/", map[string]any{"query": sql, "refresh": "force_blocking"})
			first := decode(data)
			if status != http.StatusOK || first["is_cached"] != false {
				t.Fatalf("first run: %d %s", status, data)
			}
			status, data = do(http.MethodPost, "query/", map[string]any{"query": sql, "refresh": "blocking"})
			hit := decode(data)
			if status != http.StatusOK || hit["is_cached"] != true || fmt.Sprint(hit["results"]) != fmt.Sprint(first["results"]) {
				t.Fatalf("cached run: %d %s\nfirst: %v", status, data, first["results"])
			}

			// An export streams what the engine holds, row for row.
			status, data = do(http.MethodPost, "query/export/?format=ndjson", map[string]any{"query": sql})
			if status != http.StatusOK {
				t.Fatalf("export: %d %s", status, data)
			}
			var exported []any
			for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
				var row map[string]any
				if err := json.Unmarshal([]byte(line), &row); err != nil {
					t.Fatalf("export line %q: %v", line, err)
				}
				exported = append(exported, []any{row["event"], row["c"]})
			}
			if fmt.Sprint(exported) != fmt.Sprint(first["results"]) {
				t.Errorf("export:\n%v\nblocking run:\n%v", exported, first["results"])
			}

			// Cancel: a background run stops on the ClickHouse server.
			cfg, err := clickhouse.ParseURL(engineURL)
			if err != nil {
				t.Fatal(err)
			}
			ch, err := clickhouse.Open(context.Background(), cfg, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer ch.Close()
			onServer := func() uint64 {
				var n uint64
				if err := ch.Conn.QueryRow(context.Background(),
					"SELECT count() FROM system.processes WHERE query_id LIKE ?", "%engine-slow%").Scan(&n); err != nil {
					t.Fatal(err)
				}
				return n
			}
			slow := map[string]any{"kind": "HogQLQuery", "query": engineSlowSQL}
			if status, data := do(http.MethodPost, "query/", map[string]any{"query": slow, "refresh": "force_async", "client_query_id": "engine-slow"}); status != http.StatusOK {
				t.Fatalf("async slow run: %d %s", status, data)
			}
			waitUntil(t, "the slow statement to run on ClickHouse", func() bool { return onServer() > 0 })
			if status, data := do(http.MethodDelete, "query/engine-slow/", nil); status != http.StatusNoContent {
				t.Fatalf("DELETE: %d %s", status, data)
			}
			waitUntil(t, "the cancelled statement to leave ClickHouse", func() bool { return onServer() == 0 })
			status, data = do(http.MethodGet, "query/engine-slow/", nil)
			st, _ := decode(data)["query_status"].(map[string]any)
			if status != http.StatusOK || st["complete"] != true || st["error_message"] != "Query cancelled" {
				t.Fatalf("status after cancel: %d %s", status, data)
			}
		})
	}
}

// localEngine returns a chdb: URL whose local ClickHouse this test owns
// until it ends, so that the commands it runs (seed, sql, serve) connect to
// one running server instead of each starting and stopping its own.
func localEngine(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	srv, err := chdb.Start(context.Background(), dir, slog.New(slog.DiscardHandler))
	if err != nil {
		chdbtest.Unavailable(t, err)
	}
	t.Cleanup(func() { srv.Close() })
	return "chdb:" + dir
}

// waitUntil polls cond until it holds; the minute is a bound on a hang,
// not a measured time.
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); !cond(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}
