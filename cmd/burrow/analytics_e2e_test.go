package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	neturl "net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// analyticsStatements are the questions asked of the store and of the
// engine, which must answer them alike (ordered, so that rows compare).
var analyticsStatements = []string{
	"SELECT event, count() AS c FROM events GROUP BY event ORDER BY event",
	"SELECT toDate(timestamp) AS day, uniq(distinct_id) AS u FROM events GROUP BY day ORDER BY day",
	"SELECT properties.$browser AS browser, count() AS c FROM events WHERE event = '$pageview' GROUP BY browser ORDER BY c DESC, browser LIMIT 1",
	"SELECT p.is_identified AS identified, count() AS c FROM events AS e INNER JOIN persons AS p ON e.person_id = p.id GROUP BY identified ORDER BY identified",
	"SELECT count() FROM persons",
	"SELECT count() FROM person_distinct_ids",
}

// TestAnalyticsEngineAnswers seeds two projects into a store with a local
// ClickHouse as the analytics engine, and the same two into a store of its
// own (no engine: a store bound to an engine reads from it), then asks the
// same questions of the store alone and of the engine, with `burrow sql`
// and over REST (POST query/: SQL and insight kinds on two servers): the
// answers agree, and a project reads only its own rows on the engine.
func TestAnalyticsEngineAnswers(t *testing.T) {
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			// The same seeds into two stores: one alone, one whose events
			// live on the engine only.
			url, engineDB := target.URL(t), target.URL(t)
			engineURL := localEngine(t)
			pidA, pidB := createProjectCLI(t, url), createProjectCLI(t, url)
			if a, b := createProjectCLI(t, engineDB), createProjectCLI(t, engineDB); a != pidA || b != pidB {
				t.Fatalf("projects %s, %s on the engine's store, %s, %s on the other", a, b, pidA, pidB)
			}
			for i, pid := range []string{pidA, pidB} {
				args := []string{"seed", "--project", pid, "--persons", "30", "--events", fmt.Sprint(1500 + 500*i),
					"--seed", fmt.Sprint(5 + i), "--now", "2025-06-01"}
				if _, stderr, err := runCapture(append(args, "--db", url)...); err != nil {
					t.Fatalf("seed: %v\n%s", err, stderr)
				}
				_, stderr, err := runCapture(append(args, "--db", engineDB, "--analytics", engineURL)...)
				if err != nil {
					chdbtest.Unavailable(t, err)
				}
				for _, want := range []string{
					fmt.Sprintf("seed: %d events sent to the analytics engine\n", 1500+500*i),
					"changes of persons, distinct ids, recordings and plugin log entries written",
				} {
					if !strings.Contains(stderr, want) {
						t.Fatalf("seed stderr lacks %q:\n%s", want, stderr)
					}
				}
			}
			// The engine's store holds no event: they live on the engine.
			if n, err := storetest.Open(t, engineDB).Bun.NewSelect().Table("events").Count(context.Background()); err != nil || n != 0 {
				t.Fatalf("the store of an engine holds %d events (%v)", n, err)
			}

			// burrow sql: the same answers on both.
			for _, pid := range []string{pidA, pidB} {
				for _, stmt := range analyticsStatements {
					onStore := sqlJSON(t, "--project", pid, "--db", url, stmt)
					onEngine := sqlJSON(t, "--project", pid, "--db", engineDB, "--analytics", engineURL, stmt)
					if onStore != onEngine {
						t.Errorf("project %s: %s\nstore:  %s\nengine: %s", pid, stmt, onStore, onEngine)
					}
				}
			}
			// The team guard: each project counts its own events only.
			for pid, want := range map[string]string{pidA: "[[1500]]", pidB: "[[2000]]"} {
				got := sqlJSON(t, "--project", pid, "--db", engineDB, "--analytics", engineURL, "SELECT count() FROM events")
				if got != want {
					t.Errorf("project %s on the engine counts %s events, want %s", pid, got, want)
				}
			}

			// REST: a server on the store and one on the engine.
			storeKey, engineKey := apiKeyCLI(t, url), apiKeyCLI(t, engineDB)
			store := startServe(t, "--db", url)
			engine := startServe(t, "--db", engineDB, "--analytics", engineURL)
			dateRange := map[string]any{"date_from": "2025-05-01", "date_to": "2025-06-01"}
			queries := []map[string]any{
				{"kind": "TrendsQuery", "dateRange": dateRange, "series": []any{
					map[string]any{"kind": "EventsNode", "event": "$pageview", "math": "dau"}},
					"breakdownFilter": map[string]any{"breakdown": "$browser"}},
				{"kind": "TrendsQuery", "dateRange": dateRange, "series": []any{
					map[string]any{"kind": "EventsNode", "event": "$pageview"}}},
				{"kind": "FunnelsQuery", "dateRange": dateRange, "series": []any{
					map[string]any{"kind": "EventsNode", "event": "$pageview"},
					map[string]any{"kind": "EventsNode", "event": "signed_up"},
					map[string]any{"kind": "EventsNode", "event": "purchase"}},
					"funnelsFilter": map[string]any{"funnelWindowInterval": 14, "funnelWindowIntervalUnit": "day"}},
				{"kind": "RetentionQuery", "dateRange": dateRange, "retentionFilter": map[string]any{
					"targetEntity":    map[string]any{"id": "$pageview", "type": "events"},
					"returningEntity": map[string]any{"id": "$pageview", "type": "events"},
					"period":          "Week", "totalIntervals": 4}},
			}
			for _, stmt := range analyticsStatements {
				queries = append(queries, map[string]any{"kind": "HogQLQuery", "query": stmt})
			}
			for _, pid := range []string{pidA, pidB} {
				for _, q := range queries {
					a, b := postQuery(t, store, storeKey, pid, q), postQuery(t, engine, engineKey, pid, q)
					if a == "[]" || a == "null" {
						t.Errorf("project %s: %v has no results on the store: a vacuous comparison", pid, q)
					}
					if a != b {
						t.Errorf("project %s: %v\nstore:  %s\nengine: %s", pid, q, a, b)
					}
				}
			}
			// SQL drafts read their vocabulary (event names, property
			// keys) where the events are.
			for _, prompt := range []string{"how many signups in the last 7 days", "which browsers do people use"} {
				if a, b := draftSQL(t, store, storeKey, pidA, prompt), draftSQL(t, engine, engineKey, pidA, prompt); a != b {
					t.Errorf("draft of %q\nstore:  %s\nengine: %s", prompt, a, b)
				}
			}
			// persons/trends and persons/values run on the engine (whose
			// store has no event): the same answers as the store alone.
			for _, pid := range []string{pidA, pidB} {
				for _, path := range []string{
					"persons/trends/?date_from=2025-05-01&date_to=2025-06-01&limit=7&offset=7",
					"persons/trends/?date_from=2025-05-25&date_to=2025-06-01&events=" + neturl.QueryEscape(`[{"id":"purchase"}]`),
					"persons/values/?key=plan",
				} {
					a, b := getREST(t, store, storeKey, pid, path), getREST(t, engine, engineKey, pid, path)
					if !strings.Contains(a, `"count":`) || strings.Contains(a, `"people":[]`) {
						t.Errorf("project %s: %s has no rows on the store: a vacuous comparison: %s", pid, path, a)
					}
					if a != b {
						t.Errorf("project %s: %s\nstore:  %s\nengine: %s", pid, path, a, b)
					}
				}
			}
			// An async run on the engine lands with the blocking answer.
			trends := queries[0]
			want := postQuery(t, engine, engineKey, pidB, trends)
			if got := asyncQuery(t, engine, engineKey, pidB, trends, "async-on-engine"); got != want {
				t.Errorf("async run on the engine: %s\nblocking: %s", got, want)
			}
			// A server and `burrow sql` without --analytics answer from the
			// engine the store records.
			count := map[string]any{"kind": "HogQLQuery", "query": "SELECT count() FROM events"}
			recorded := startServe(t, "--db", engineDB)
			if got := postQuery(t, recorded, engineKey, pidA, count); got != "[[1500]]" {
				t.Errorf("a server without --analytics counts %s events; want 1500 (the recorded engine's)", got)
			}
			if got := sqlJSON(t, "--project", pidA, "--db", engineDB, "SELECT count() FROM events"); got != "[[1500]]" {
				t.Errorf("burrow sql without --analytics counts %s events; want 1500", got)
			}
		})
	}
}

// apiKeyCLI issues a key with every scope in the store at url.
func apiKeyCLI(t *testing.T, url string) string {
	t.Helper()
	key, err := runCLI(t, "apikey", "create", "--scopes", "*", "--db", url)
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(key)
}

// emptyFile is an empty NDJSON file to import.
func emptyFile(t *testing.T) string {
	t.Helper()
	name := t.TempDir() + "/empty.ndjson"
	if err := os.WriteFile(name, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	return name
}

// sqlJSON runs `burrow sql --format json` and returns its results.
func sqlJSON(t *testing.T, args ...string) string {
	t.Helper()
	stdout, stderr, err := runCapture(append([]string{"sql", "--format", "json"}, args...)...)
	if err != nil {
		t.Fatalf("sql %v: %v\n%s", args, err, stderr)
	}
	var out struct{ Results json.RawMessage }
	if err := json.Unmarshal([]byte(stdout), &out); err != nil {
		t.Fatalf("sql %v: %v: %s", args, err, stdout)
	}
	return string(out.Results)
}

// startServe runs `burrow serve` in this process until the test ends and
// returns its base URL.
func startServe(t *testing.T, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	logs := &syncBuffer{}
	e := env{stdout: io.Discard, stderr: logs, getenv: func(string) string { return "" }, logger: slog.New(slog.DiscardHandler)}
	done := make(chan error, 1)
	go func() { done <- run(ctx, e, append([]string{"serve", "--addr", "127.0.0.1:0"}, args...)) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("serve %v: %v", args, err)
		}
		if t.Failed() {
			t.Logf("serve %v logs:\n%s", args, logs)
		}
	})
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if m := listenRE.FindStringSubmatch(logs.String()); m != nil {
			return "http://" + m[1]
		}
		select {
		case err := <-done:
			done <- err
			t.Fatalf("serve %v exited: %v\n%s", args, err, logs)
		default:
		}
	}
	t.Fatalf("serve %v did not start:\n%s", args, logs)
	return ""
}

// postQuery runs q blocking on the project and returns its results.
func postQuery(t *testing.T, base, key, project string, q map[string]any) string {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": q, "refresh": "force_blocking"})
	req, _ := http.NewRequest(http.MethodPost, base+"/api/environments/"+project+"/query/", bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("POST query/ %v on %s: %d %s", q, base, resp.StatusCode, data)
	}
	var out struct{ Results json.RawMessage }
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatalf("POST query/: %v: %s", err, data)
	}
	return string(out.Results)
}

// getREST GETs path under the project's /api/environments/ on the server at
// base and returns the body, base written as BASE (in next/previous links).
func getREST(t *testing.T, base, key, project, path string) string {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, base+"/api/environments/"+project+"/"+path, nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s on %s: %d %s", path, base, resp.StatusCode, data)
	}
	return strings.ReplaceAll(string(data), base, "BASE")
}

// draftSQL asks the server at base for a draft of prompt.
func draftSQL(t *testing.T, base, key, project, prompt string) string {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, base+"/api/environments/"+project+"/query/draft_sql/?prompt="+neturl.QueryEscape(prompt), nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct{ SQL string }
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || resp.StatusCode != http.StatusOK || out.SQL == "" {
		t.Fatalf("draft_sql on %s: %d, %v", base, resp.StatusCode, err)
	}
	return out.SQL
}

// asyncQuery starts q as a background run named id and returns its
// results once it has succeeded.
func asyncQuery(t *testing.T, base, key, project string, q map[string]any, id string) string {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": q, "refresh": "force_async", "client_query_id": id})
	req, _ := http.NewRequest(http.MethodPost, base+"/api/environments/"+project+"/query/", bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("POST query/ async: %d %s", resp.StatusCode, data)
	}
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		req, _ := http.NewRequest(http.MethodGet, base+"/api/environments/"+project+"/query/"+id+"/", nil)
		req.Header.Set("Authorization", "Bearer "+key)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		var st struct {
			QueryStatus struct {
				Complete     bool    `json:"complete"`
				ErrorMessage *string `json:"error_message"`
				Results      struct {
					Results json.RawMessage `json:"results"`
				} `json:"results"`
			} `json:"query_status"`
		}
		if resp.StatusCode != http.StatusOK || json.Unmarshal(data, &st) != nil {
			t.Fatalf("GET query/%s/: %d %s", id, resp.StatusCode, data)
		}
		if st.QueryStatus.Complete {
			if st.QueryStatus.ErrorMessage != nil {
				t.Fatalf("async run %s failed: %s", id, *st.QueryStatus.ErrorMessage)
			}
			return string(st.QueryStatus.Results.Results)
		}
	}
	t.Fatalf("async run %s did not complete", id)
	return ""
}

// TestServeDemoAnalytics: `serve --demo` with an engine writes the demo
// project to it, which then answers.
func TestServeDemoAnalytics(t *testing.T) {
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			url := target.URL(t)
			engineURL := localEngine(t)
			if _, err := runCLI(t, "migrate", "--db", url, "--analytics", engineURL); err != nil {
				chdbtest.Unavailable(t, err)
			}
			base := startServe(t, "--db", url, "--analytics", engineURL, "--demo", "--demo-events", "500")
			key, err := runCLI(t, "apikey", "create", "--scopes", "*", "--db", url)
			if err != nil {
				t.Fatal(err)
			}
			q := map[string]any{"kind": "HogQLQuery", "query": "SELECT count() FROM events"}
			if got := postQuery(t, base, strings.TrimSpace(key), "1", q); got != "[[500]]" {
				t.Errorf("the demo project on the engine counts %s events, want 500", got)
			}
		})
	}
}
