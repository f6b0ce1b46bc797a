package rest_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// insertEvents writes n "$pageview" events for project into the store.
func insertEvents(t testing.TB, db *store.DB, project int64, n int) {
	t.Helper()
	ctx := context.Background()
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	batch := make([]store.Event, 0, 500)
	flush := func() {
		if len(batch) == 0 {
			return
		}
		if _, err := db.Bun.NewInsert().Model(&batch).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		batch = batch[:0]
	}
	offset, err := db.Bun.NewSelect().Model((*store.Event)(nil)).Where("team_id = ?", project).Count(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		k := int(offset) + i
		batch = append(batch, store.Event{
			UUID: fmt.Sprintf("%d-%d", project, k), TeamID: project, Event: "$pageview", DistinctID: fmt.Sprint("user", k%7),
			Properties: json.RawMessage(fmt.Sprintf(`{"$browser":%q,"n":%d}`, []string{"Chrome", "Firefox", "Safari"}[k%3], k)),
			Timestamp:  t0.Add(time.Duration(k) * time.Minute), CreatedAt: t0,
		})
		if len(batch) == cap(batch) {
			flush()
		}
	}
	flush()
}

func queryPath(env *servertest.Env, suffix string) string {
	return fmt.Sprintf("/api/environments/%d/query/%s", env.Project.ID, suffix)
}

func sqlBody(statement string, extra map[string]any) map[string]any {
	body := map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": statement}}
	for k, v := range extra {
		body[k] = v
	}
	return body
}

// post runs POST query/ and decodes the answer, failing unless it is a 200.
func post(t testing.TB, env *servertest.Env, body any) map[string]any {
	t.Helper()
	r := env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, body)
	if r.Status != http.StatusOK {
		t.Fatalf("POST query/: %d %s", r.Status, r.Body)
	}
	return r.Map(t)
}

// count reads the single number of a count() result.
func count(t testing.TB, res map[string]any) float64 {
	t.Helper()
	rows, ok := res["results"].([]any)
	if !ok || len(rows) != 1 {
		t.Fatalf("results: %v", res)
	}
	return rows[0].([]any)[0].(float64)
}

// status reads GET query/{id}/.
func status(t testing.TB, env *servertest.Env, id string) map[string]any {
	t.Helper()
	r := env.Get(t, queryPath(env, id+"/"), env.Key)
	if r.Status != http.StatusOK {
		t.Fatalf("GET query/%s/: %d %s", id, r.Status, r.Body)
	}
	return r.Map(t)["query_status"].(map[string]any)
}

// waitStatus polls a status until cond holds (20 s at most).
func waitStatus(t testing.TB, env *servertest.Env, id string, what string, cond func(map[string]any) bool) map[string]any {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		st := status(t, env, id)
		if cond(st) {
			return st
		}
		if time.Now().After(deadline) {
			t.Fatalf("status %s never %s: %v", id, what, st)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func complete(st map[string]any) bool { return st["complete"] == true }
func pickedUp(st map[string]any) bool { return st["pickup_time"] != nil }

func parseTime(t testing.TB, v any) time.Time {
	t.Helper()
	s, _ := v.(string)
	tm, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		t.Fatalf("time %v: %v", v, err)
	}
	return tm
}

func TestQueryBlockingAndCache(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		insertEvents(t, env.DB, env.Project.ID, 30)
		other := env.NewProject(t, "Other")
		insertEvents(t, env.DB, other.ID, 5)

		res := post(t, env, sqlBody("SELECT count() FROM events", nil))
		for _, k := range []string{"results", "columns", "types", "sql", "hasMore", "limit", "offset", "is_cached",
			"last_refresh", "next_allowed_client_refresh", "cache_key", "timezone", "query_status"} {
			if _, ok := res[k]; !ok {
				t.Errorf("result lacks %q: %v", k, res)
			}
		}
		if count(t, res) != 30 || res["is_cached"] != false || res["hasMore"] != false || res["query_status"] != nil ||
			res["timezone"] != "UTC" || res["limit"] != float64(100) || res["offset"] != float64(0) {
			t.Fatalf("blocking result: %v", res)
		}
		types := res["types"].([]any)
		if len(types) != 1 || len(types[0].([]any)) != 2 || types[0].([]any)[0] != res["columns"].([]any)[0] {
			t.Errorf("types %v", res["types"])
		}
		if res["sql"] == "" || res["cache_key"] == "" {
			t.Errorf("sql/cache_key: %v", res)
		}
		last, next := parseTime(t, res["last_refresh"]), parseTime(t, res["next_allowed_client_refresh"])
		if next.Sub(last) != 5*time.Minute {
			t.Errorf("next_allowed_client_refresh %v after last_refresh %v", next, last)
		}

		// New rows arrive; a cache hit does not run the statement, so it
		// still says 30. Both path prefixes share the cache.
		insertEvents(t, env.DB, env.Project.ID, 12)
		for _, path := range []string{queryPath(env, ""), fmt.Sprintf("/api/projects/%d/query/", env.Project.ID)} {
			r := env.Do(t, http.MethodPost, path, env.Key, sqlBody("SELECT count() FROM events", nil))
			hit := r.Map(t)
			if count(t, hit) != 30 || hit["is_cached"] != true || hit["cache_key"] != res["cache_key"] || hit["last_refresh"] != res["last_refresh"] {
				t.Fatalf("%s: cache hit: %v", path, hit)
			}
		}
		// HogQLQuery is the same dialect and the same cache entry.
		hit := post(t, env, map[string]any{"query": map[string]any{"kind": "HogQLQuery", "query": "SELECT count() FROM events"}})
		if hit["is_cached"] != true || count(t, hit) != 30 {
			t.Fatalf("HogQLQuery: %v", hit)
		}
		// force_blocking recalculates and refreshes the cache.
		fresh := post(t, env, sqlBody("SELECT count() FROM events", map[string]any{"refresh": "force_blocking"}))
		if count(t, fresh) != 42 || fresh["is_cached"] != false {
			t.Fatalf("force_blocking: %v", fresh)
		}
		if again := post(t, env, sqlBody("SELECT count() FROM events", nil)); count(t, again) != 42 || again["is_cached"] != true {
			t.Fatalf("after force_blocking: %v", again)
		}
		// The legacy boolean refresh: true forces a run.
		if r := post(t, env, sqlBody("SELECT count() FROM events", map[string]any{"refresh": true})); r["is_cached"] != false {
			t.Fatalf("refresh=true: %v", r)
		}

		// The cache key covers the project, the statement, the limits and the overrides.
		keys := map[any]string{res["cache_key"]: "base"}
		for name, body := range map[string]map[string]any{
			"statement": sqlBody("SELECT count() FROM events WHERE event = '$pageview'", nil),
			"limit":     sqlBody("SELECT count() FROM events LIMIT 5", nil),
			"variables": sqlBody("SELECT count() FROM events", map[string]any{"variables_override": map[string]any{"a": 1}}),
			"filters":   sqlBody("SELECT count() FROM events", map[string]any{"filters_override": map[string]any{"date_from": "-7d"}}),
		} {
			r := post(t, env, body)
			if prev, dup := keys[r["cache_key"]]; dup {
				t.Errorf("%s shares the cache key of %s", name, prev)
			}
			keys[r["cache_key"]] = name
		}
		// Override key order does not matter.
		a := post(t, env, sqlBody("SELECT count() FROM events", map[string]any{"variables_override": json.RawMessage(`{"a":1,"b":2}`)}))
		b := post(t, env, sqlBody("SELECT count() FROM events", map[string]any{"variables_override": json.RawMessage(`{"b":2, "a":1}`)}))
		if a["cache_key"] != b["cache_key"] || b["is_cached"] != true {
			t.Errorf("override order changed the key: %v / %v", a["cache_key"], b["cache_key"])
		}
		// Another project never sees this project's rows or cache.
		r := env.Do(t, http.MethodPost, fmt.Sprintf("/api/environments/%d/query/", other.ID), env.Key, sqlBody("SELECT count() FROM events", nil))
		if m := r.Map(t); count(t, m) != 5 || m["is_cached"] != false || m["cache_key"] == res["cache_key"] {
			t.Fatalf("other project: %v", m)
		}
	})
}

// TestQueryRefreshModes walks the table of docs/design.md §7 with a fresh cache
// (default windows) and a stale one (a 1 ns window, a 1 h lazy window).
func TestQueryRefreshModes(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		insertEvents(t, env.DB, env.Project.ID, 10)
		stmt := "SELECT count() FROM events"
		// force_cache with nothing cached: a miss, and nothing is calculated.
		miss := post(t, env, sqlBody(stmt, map[string]any{"refresh": "force_cache"}))
		if len(miss) != 2 || miss["cache_key"] == nil || miss["query_status"] != nil {
			t.Fatalf("force_cache miss: %v", miss)
		}
		if again := post(t, env, sqlBody(stmt, map[string]any{"refresh": "force_cache"})); again["results"] != nil {
			t.Fatalf("force_cache calculated: %v", again)
		}
		first := post(t, env, sqlBody(stmt, nil)) // blocking fills the cache
		insertEvents(t, env.DB, env.Project.ID, 5)
		for _, mode := range []string{"blocking", "async", "lazy_async", "force_cache"} {
			r := post(t, env, sqlBody(stmt, map[string]any{"refresh": mode}))
			if r["is_cached"] != true || count(t, r) != 10 || r["cache_key"] != first["cache_key"] {
				t.Errorf("%s with a fresh cache: %v", mode, r)
			}
		}
		// The legacy async flag follows the same rule.
		if r := post(t, env, sqlBody(stmt, map[string]any{"async": true})); r["is_cached"] != true {
			t.Errorf("async=true with a fresh cache: %v", r)
		}
		// force_async starts a background run even so.
		st := post(t, env, sqlBody(stmt, map[string]any{"refresh": "force_async", "client_query_id": "fa1"}))
		if st["query_status"] == nil || st["cache_key"] != first["cache_key"] || st["results"] != nil {
			t.Fatalf("force_async: %v", st)
		}
		done := waitStatus(t, env, "fa1", "complete", complete)
		if done["error"] != false || count(t, done["results"].(map[string]any)) != 15 {
			t.Fatalf("force_async result: %v", done)
		}
	})

	cfg := servertest.QueryConfig()
	cfg.FreshFor, cfg.LazyFreshFor = time.Nanosecond, time.Hour
	servertest.EachQuery(t, cfg, func(t *testing.T, env *servertest.Env) {
		insertEvents(t, env.DB, env.Project.ID, 10)
		stmt := "SELECT count() FROM events"
		post(t, env, sqlBody(stmt, nil))
		insertEvents(t, env.DB, env.Project.ID, 5)
		// lazy_async still finds it fresh enough.
		if r := post(t, env, sqlBody(stmt, map[string]any{"refresh": "lazy_async"})); r["is_cached"] != true || count(t, r) != 10 {
			t.Errorf("lazy_async with a cache younger than its window: %v", r)
		}
		// The others find it stale.
		if r := post(t, env, sqlBody(stmt, map[string]any{"refresh": "force_cache"})); r["results"] != nil || r["query_status"] != nil {
			t.Errorf("force_cache with a stale cache: %v", r)
		}
		if r := post(t, env, sqlBody(stmt, nil)); r["is_cached"] != false || count(t, r) != 15 {
			t.Errorf("blocking with a stale cache: %v", r)
		}
		r := post(t, env, sqlBody(stmt, map[string]any{"refresh": "async", "client_query_id": "stale-async"}))
		if r["query_status"] == nil {
			t.Fatalf("async with a stale cache: %v", r)
		}
		if st := waitStatus(t, env, "stale-async", "complete", complete); st["error"] != false {
			t.Fatalf("async run: %v", st)
		}
	})
}

func TestQueryValidation(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		ok := map[string]any{"kind": "SqlQuery", "query": "SELECT 1"}
		cases := []struct {
			name       string
			body       any
			status     int
			code, attr string
		}{
			{"malformed JSON", `{"query": `, 400, "parse_error", ""},
			{"trailing garbage", `{"query": {"kind":"SqlQuery","query":"SELECT 1"}} x`, 400, "parse_error", ""},
			{"not an object", `[1]`, 400, "parse_error", ""},
			{"empty body", ``, 400, "invalid_input", "query"},
			{"no query", map[string]any{}, 400, "invalid_input", "query"},
			{"null query", map[string]any{"query": nil}, 400, "invalid_input", "query"},
			{"query not an object", map[string]any{"query": "SELECT 1"}, 400, "invalid_input", "query"},
			{"no kind", map[string]any{"query": map[string]any{"query": "SELECT 1"}}, 400, "invalid_input", "query.kind"},
			{"unknown kind", map[string]any{"query": map[string]any{"kind": "NoSuchQuery", "query": "SELECT 1"}}, 400, "invalid_input", "query.kind"},
			{"kind not a string", map[string]any{"query": map[string]any{"kind": 3, "query": "SELECT 1"}}, 400, "invalid_input", "query.kind"},
			{"no statement", map[string]any{"query": map[string]any{"kind": "SqlQuery"}}, 400, "invalid_input", "query.query"},
			{"blank statement", map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": "  "}}, 400, "invalid_input", "query.query"},
			{"statement not a string", map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": []int{1}}}, 400, "invalid_input", "query.query"},
			{"bad refresh", map[string]any{"query": ok, "refresh": "sometimes"}, 400, "invalid_input", "refresh"},
			{"empty refresh", map[string]any{"query": ok, "refresh": ""}, 400, "invalid_input", "refresh"},
			{"numeric refresh", map[string]any{"query": ok, "refresh": 1}, 400, "invalid_input", "refresh"},
			{"bad async", map[string]any{"query": ok, "async": "yes"}, 400, "invalid_input", "async"},
			{"numeric client id", map[string]any{"query": ok, "client_query_id": 5}, 400, "invalid_input", "client_query_id"},
			{"client id with a slash", map[string]any{"query": ok, "client_query_id": "a/b"}, 400, "invalid_input", "client_query_id"},
			{"client id too long", map[string]any{"query": ok, "client_query_id": strings.Repeat("x", 129)}, 400, "invalid_input", "client_query_id"},
			{"filters not an object", map[string]any{"query": ok, "filters_override": "x"}, 400, "invalid_input", "filters_override"},
			{"variables not an object", map[string]any{"query": ok, "variables_override": []int{1}}, 400, "invalid_input", "variables_override"},
			{"name not a string", map[string]any{"query": ok, "name": 5}, 400, "invalid_input", "name"},
			{"syntax error", map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": "SELEC 1"}}, 400, "sql_syntax_error", ""},
			{"unknown table", map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": "SELECT count() FROM nosuchtable"}}, 400, "sql_query_error", ""},
		}
		for _, c := range cases {
			r := env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, c.body)
			if r.Status != c.status {
				t.Errorf("%s: status %d, want %d: %s", c.name, r.Status, c.status, r.Body)
				continue
			}
			m := r.Map(t)
			if m["code"] != c.code {
				t.Errorf("%s: code %v, want %s: %s", c.name, m["code"], c.code, r.Body)
			}
			if c.attr != "" && m["attr"] != c.attr {
				t.Errorf("%s: attr %v, want %s", c.name, m["attr"], c.attr)
			}
			if c.code == "parse_error" && m["type"] != "invalid_request" || c.code == "invalid_input" && m["type"] != "validation_error" {
				t.Errorf("%s: type %v", c.name, m["type"])
			}
		}
		// Accepted spellings: nulls for optional fields, unknown fields ignored.
		r := env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": ok, "refresh": nil, "async": nil,
			"client_query_id": nil, "filters_override": nil, "variables_override": nil, "name": nil, "personal_api_key": env.Key, "extra": 1})
		if r.Status != 200 {
			t.Errorf("nulls and extras: %d %s", r.Status, r.Body)
		}

		// Oversize bodies: 413 whether or not the length is announced.
		big := append([]byte(`{"query":{"kind":"SqlQuery","query":"SELECT 1"},"name":"`), bytes.Repeat([]byte("x"), 2<<20)...)
		big = append(big, `"}`...)
		if r := env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, big); r.Status != http.StatusRequestEntityTooLarge {
			t.Errorf("oversize body: %d %s", r.Status, r.Body)
		}
		req, _ := http.NewRequest(http.MethodPost, env.URL+queryPath(env, ""), io.MultiReader(bytes.NewReader(big))) // no ContentLength: chunked
		req.Header.Set("Authorization", "Bearer "+env.Key)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusRequestEntityTooLarge || !bytes.Contains(body, []byte(`"request_too_large"`)) {
			t.Errorf("chunked oversize body: %d %s", resp.StatusCode, body)
		}
	})
}

func TestQueryAuthAndNotFound(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		other := env.NewProject(t, "Other")
		noScope := env.NewKey(t, []string{"person:read"}, nil)
		queryOnly := env.NewKey(t, []string{"query:read"}, nil)
		otherOnly := env.NewKey(t, []string{"*"}, []int64{other.ID})
		body := sqlBody("SELECT 1", nil)
		type call struct{ method, suffix string }
		calls := []call{{"POST", ""}, {"GET", "some-id/"}, {"DELETE", "some-id/"}, {"POST", "check_auth_for_async/"}, {"GET", "draft_sql/?prompt=count"}}
		for _, c := range calls {
			var b any
			if c.method == "POST" {
				b = body
			}
			for _, k := range []struct {
				key    string
				status int
				code   string
			}{{"", 401, "not_authenticated"}, {"phx_bad", 401, "authentication_failed"}, {noScope, 403, "permission_denied"}, {otherOnly, 403, "permission_denied"}} {
				r := env.Do(t, c.method, queryPath(env, c.suffix), k.key, b)
				if r.Status != k.status || r.Map(t)["code"] != k.code {
					t.Errorf("%s %s with key %q: %d %s", c.method, c.suffix, k.key, r.Status, r.Body)
				}
			}
			r := env.Do(t, c.method, "/api/environments/999999/query/"+c.suffix, env.Key, b)
			if r.Status != 404 || r.Map(t)["detail"] != "Project not found." {
				t.Errorf("%s %s on an unknown project: %d %s", c.method, c.suffix, r.Status, r.Body)
			}
		}
		if r := env.Do(t, "POST", queryPath(env, "check_auth_for_async/"), queryOnly, nil); r.Status != 200 || string(bytes.TrimSpace(r.Body)) != `{"user":"ok"}` {
			t.Errorf("check_auth_for_async: %d %s", r.Status, r.Body)
		}
		// A query:read key is enough for everything.
		if r := env.Do(t, "POST", queryPath(env, ""), queryOnly, body); r.Status != 200 {
			t.Errorf("query:read key: %d %s", r.Status, r.Body)
		}

		// Unknown ids: 404 with PostHog's message, for GET and DELETE alike.
		want := fmt.Sprintf("Query nope not found for team %d", env.Project.ID)
		for _, method := range []string{"GET", "DELETE"} {
			r := env.Do(t, method, queryPath(env, "nope/"), env.Key, nil)
			if r.Status != 404 || r.Map(t)["detail"] != want || r.Map(t)["code"] != "not_found" {
				t.Errorf("%s unknown id: %d %s", method, r.Status, r.Body)
			}
		}
		// A status belongs to its project.
		post(t, env, sqlBody("SELECT 1", map[string]any{"refresh": "force_async", "client_query_id": "mine"}))
		waitStatus(t, env, "mine", "complete", complete)
		r := env.Get(t, fmt.Sprintf("/api/environments/%d/query/mine/", other.ID), env.Key)
		if r.Status != 404 {
			t.Errorf("another project's status: %d %s", r.Status, r.Body)
		}
		// The id is found under the other prefix too.
		if r := env.Get(t, fmt.Sprintf("/api/projects/%d/query/mine/", env.Project.ID), env.Key); r.Status != 200 {
			t.Errorf("status under /api/projects/: %d %s", r.Status, r.Body)
		}
	})
}

// TestQueryAsyncLifecycle follows a background run from start to end.
func TestQueryAsyncLifecycle(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		insertEvents(t, env.DB, env.Project.ID, 25)
		r := post(t, env, sqlBody("SELECT count() FROM events", map[string]any{"refresh": "async", "client_query_id": "life-1"}))
		st := r["query_status"].(map[string]any)
		fields := []string{"id", "team_id", "complete", "error", "query_async", "error_message", "dashboard_id", "insight_id",
			"labels", "query_progress", "results", "task_id", "start_time", "pickup_time", "end_time", "expiration_time"}
		for _, f := range fields {
			if _, ok := st[f]; !ok {
				t.Errorf("status lacks %q: %v", f, st)
			}
		}
		if st["id"] != "life-1" || st["team_id"] != float64(env.Project.ID) || st["query_async"] != true || st["start_time"] == nil || st["end_time"] != nil || st["results"] != nil {
			t.Fatalf("started status: %v", st)
		}
		if len(r) != 2 || r["cache_key"] == nil {
			t.Fatalf("async response: %v", r)
		}
		done := waitStatus(t, env, "life-1", "complete", complete)
		start, pickup, end := parseTime(t, done["start_time"]), parseTime(t, done["pickup_time"]), parseTime(t, done["end_time"])
		expiration := parseTime(t, done["expiration_time"])
		if pickup.Before(start) || end.Before(pickup) || expiration.Sub(end) != 20*time.Minute {
			t.Errorf("times: start %v pickup %v end %v expiration %v", start, pickup, end, expiration)
		}
		if done["error"] != false || done["error_message"] != nil || done["task_id"] == nil {
			t.Errorf("finished status: %v", done)
		}
		res := done["results"].(map[string]any)
		if count(t, res) != 25 || res["cache_key"] != r["cache_key"] || res["columns"] == nil {
			t.Errorf("results object: %v", res)
		}
		// The background run filled the cache.
		if hit := post(t, env, sqlBody("SELECT count() FROM events", nil)); hit["is_cached"] != true {
			t.Errorf("no cache after the background run: %v", hit)
		}
		// Without a client id the status id is generated.
		r = post(t, env, sqlBody("SELECT count() FROM events", map[string]any{"refresh": "force_async"}))
		id := r["query_status"].(map[string]any)["id"].(string)
		if len(id) != 36 {
			t.Errorf("generated id %q", id)
		}
		waitStatus(t, env, id, "complete", complete)
		// A finished id can be reused for a new run.
		r = post(t, env, sqlBody("SELECT count() FROM events", map[string]any{"refresh": "force_async", "client_query_id": "life-1"}))
		if again := r["query_status"].(map[string]any); again["complete"] != false || again["results"] != nil {
			t.Errorf("reused id: %v", again)
		}
		waitStatus(t, env, "life-1", "complete", complete)
	})
}

// TestQueryFailures: a statement that times out fails its status with a
// message (async) or answers 400 (blocking); the status stays readable.
func TestQueryFailures(t *testing.T) {
	t.Parallel()
	cfg := servertest.QueryConfig()
	cfg.StatementTimeout = 300 * time.Millisecond
	servertest.EachQuery(t, cfg, func(t *testing.T, env *servertest.Env) {
		insertEvents(t, env.DB, env.Project.ID, servertest.SlowQueryRows)
		post(t, env, sqlBody(servertest.SlowQuerySQL, map[string]any{"refresh": "async", "client_query_id": "too-slow"}))
		st := waitStatus(t, env, "too-slow", "complete", complete)
		msg, _ := st["error_message"].(string)
		if st["error"] != true || !strings.Contains(msg, "statement timeout") || st["results"] != nil || st["end_time"] == nil {
			t.Fatalf("timed-out status: %v", st)
		}
		r := env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, sqlBody(servertest.SlowQuerySQL, map[string]any{"client_query_id": "too-slow-blocking"}))
		if r.Status != 400 || r.Map(t)["code"] != "query_timeout" {
			t.Fatalf("blocking timeout: %d %s", r.Status, r.Body)
		}
		if st := status(t, env, "too-slow-blocking"); st["complete"] != true || st["error"] != true || st["query_async"] != false {
			t.Fatalf("blocking timed-out status: %v", st)
		}
	})
}

// TestQueryDedupeAndCancel: re-submitting a running client_query_id
// returns the running status; DELETE stops it for real.
func TestQueryDedupeAndCancel(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		insertEvents(t, env.DB, env.Project.ID, servertest.SlowQueryRows)
		first := post(t, env, sqlBody(servertest.SlowQuerySQL, map[string]any{"refresh": "async", "client_query_id": "slow-1"}))["query_status"].(map[string]any)
		running := waitStatus(t, env, "slow-1", "picked up", pickedUp)
		if env.DB.Dialect == store.Postgres {
			waitBackend(t, env, "slow-1", true)
		}
		// Same id again, async or blocking: the running status, no second run.
		for _, refresh := range []string{"async", "force_async", "blocking"} {
			again := post(t, env, sqlBody(servertest.SlowQuerySQL, map[string]any{"refresh": refresh, "client_query_id": "slow-1"}))["query_status"].(map[string]any)
			if again["start_time"] != first["start_time"] || again["task_id"] != running["task_id"] || again["complete"] != false {
				t.Fatalf("%s re-submit: %v, first %v", refresh, again, first)
			}
		}
		cancelledAt := time.Now()
		if r := env.Do(t, http.MethodDelete, queryPath(env, "slow-1/"), env.Key, nil); r.Status != http.StatusNoContent || len(r.Body) != 0 {
			t.Fatalf("DELETE: %d %s", r.Status, r.Body)
		}
		st := status(t, env, "slow-1")
		if st["complete"] != true || st["error"] != true || st["error_message"] != "Query cancelled" || st["end_time"] == nil {
			t.Fatalf("cancelled status: %v", st)
		}
		if env.DB.Dialect == store.Postgres {
			waitBackend(t, env, "slow-1", false) // the statement is gone from the database
			t.Logf("statement gone from pg_stat_activity %s after DELETE was sent", time.Since(cancelledAt).Round(time.Millisecond))
		}
		// The runner frees its worker: a new run completes.
		post(t, env, sqlBody("SELECT 1", map[string]any{"refresh": "force_async", "client_query_id": "after"}))
		waitStatus(t, env, "after", "complete", complete)
		// Deleting a finished run changes nothing.
		if r := env.Do(t, http.MethodDelete, queryPath(env, "after/"), env.Key, nil); r.Status != 204 {
			t.Fatalf("DELETE finished: %d", r.Status)
		}
		if st := status(t, env, "after"); st["error"] != false {
			t.Fatalf("finished run changed by DELETE: %v", st)
		}
		// The cancelled one stays cancelled (the runner did not overwrite it).
		if st := status(t, env, "slow-1"); st["error_message"] != "Query cancelled" {
			t.Fatalf("cancelled status changed: %v", st)
		}

		// A blocking run with a client id is cancelled from another request.
		var wg sync.WaitGroup
		var blocking servertest.Response
		wg.Add(1)
		go func() {
			defer wg.Done()
			blocking = env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, sqlBody(servertest.SlowQuerySQL, map[string]any{"client_query_id": "slow-blocking"}))
		}()
		deadline := time.Now().Add(20 * time.Second)
		for {
			r := env.Get(t, queryPath(env, "slow-blocking/"), env.Key)
			if r.Status == 200 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("blocking run never showed a status")
			}
			time.Sleep(10 * time.Millisecond)
		}
		if env.DB.Dialect == store.Postgres {
			waitBackend(t, env, "slow-blocking", true)
		}
		if r := env.Do(t, http.MethodDelete, queryPath(env, "slow-blocking/"), env.Key, nil); r.Status != 204 {
			t.Fatalf("DELETE blocking: %d %s", r.Status, r.Body)
		}
		wg.Wait()
		if blocking.Status != 400 || !strings.Contains(string(blocking.Body), "Query cancelled") {
			t.Fatalf("cancelled blocking request answered %d %s", blocking.Status, blocking.Body)
		}
		if st := status(t, env, "slow-blocking"); st["error_message"] != "Query cancelled" || st["query_async"] != false {
			t.Fatalf("cancelled blocking status: %v", st)
		}
		if env.DB.Dialect == store.Postgres {
			waitBackend(t, env, "slow-blocking", false)
		}
	})
}

// waitBackend waits until a run's statement is (or is no longer) active in
// PostgreSQL, found through the backend pid recorded in its row.
func waitBackend(t testing.TB, env *servertest.Env, id string, active bool) {
	t.Helper()
	ctx := context.Background()
	var pid int64
	deadline := time.Now().Add(10 * time.Second)
	for {
		var running int
		var err error
		if pid == 0 {
			job, jerr := store.GetQueryJob(ctx, env.DB.Bun, env.Project.ID, id)
			if jerr == nil && job.BackendPID != nil {
				pid = *job.BackendPID
			}
		}
		if pid != 0 {
			err = env.DB.Bun.DB.QueryRowContext(ctx, `SELECT count(*) FROM pg_stat_activity
				WHERE pid = $1 AND state = 'active' AND query LIKE '/* burrow-query %'`, pid).Scan(&running)
			if err != nil {
				t.Fatal(err)
			}
		}
		if pid != 0 && (running > 0) == active {
			return
		}
		if !active && pid == 0 {
			// Not recorded (never started or already cleared): check no marked statement runs at all.
			err = env.DB.Bun.DB.QueryRowContext(ctx, `SELECT count(*) FROM pg_stat_activity WHERE state = 'active' AND query LIKE '/* burrow-query %'`).Scan(&running)
			if err == nil && running == 0 {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("statement of %s active=%v never reached (pid %d)", id, active, pid)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestQueryStatusPurge: finished statuses expire after the retention
// setting and are then purged from the store.
func TestQueryStatusPurge(t *testing.T) {
	t.Parallel()
	cfg := servertest.QueryConfig()
	cfg.StatusRetention = 200 * time.Millisecond
	servertest.EachQuery(t, cfg, func(t *testing.T, env *servertest.Env) {
		r := post(t, env, sqlBody("SELECT 1", map[string]any{"client_query_id": "short-lived"}))
		if r["results"] == nil {
			t.Fatalf("blocking: %v", r)
		}
		ctx := context.Background()
		deadline := time.Now().Add(10 * time.Second)
		for {
			_, err := store.GetQueryJob(ctx, env.DB.Bun, env.Project.ID, "short-lived")
			if err == store.ErrNotFound {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("status never purged")
			}
			time.Sleep(20 * time.Millisecond)
		}
		if r := env.Get(t, queryPath(env, "short-lived/"), env.Key); r.Status != 404 {
			t.Fatalf("purged status: %d %s", r.Status, r.Body)
		}
	})
}

// TestQueryLeaseRecovery: runs left "running" by a replica that died are
// taken over (retried) or failed once their lease passes.
func TestQueryLeaseRecovery(t *testing.T) {
	t.Parallel()
	cfg := servertest.QueryConfig()
	cfg.MaxAttempts = 2
	servertest.EachQuery(t, cfg, func(t *testing.T, env *servertest.Env) {
		insertEvents(t, env.DB, env.Project.ID, 3)
		ctx := context.Background()
		dead := "dead-replica"
		past := time.Now().UTC().Add(-time.Minute)
		for _, j := range []struct {
			id       string
			attempts int
		}{{"orphan-retry", 1}, {"orphan-fail", 2}} {
			job := &store.QueryJob{TeamID: env.Project.ID, ID: j.id, State: store.QueryRunning, QueryAsync: true,
				Statement: "SELECT count() FROM events", CacheKey: "k-" + j.id, Timezone: "UTC", Owner: &dead,
				Attempts: j.attempts, LeaseUntil: &past, StartTime: past, PickupTime: &past}
			if _, _, err := store.StartQueryJob(ctx, env.DB.Bun, job); err != nil {
				t.Fatal(err)
			}
		}
		retried := waitStatus(t, env, "orphan-retry", "complete", complete)
		if retried["error"] != false || count(t, retried["results"].(map[string]any)) != 3 {
			t.Fatalf("retried run: %v", retried)
		}
		job, _ := store.GetQueryJob(ctx, env.DB.Bun, env.Project.ID, "orphan-retry")
		if job.Attempts != 2 || *job.Owner == dead {
			t.Fatalf("retried by %v after %d attempts", *job.Owner, job.Attempts)
		}
		failed := waitStatus(t, env, "orphan-fail", "complete", complete)
		if failed["error"] != true || failed["error_message"] != store.LostRunMessage {
			t.Fatalf("failed run: %v", failed)
		}
	})
}

func TestDraftSQL(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		insertEvents(t, env.DB, env.Project.ID, 20)
		cases := map[string][]string{
			"pageviews per day in the last 7 days":     {"toDate(timestamp) AS day", "count() AS count", "event = '$pageview'", "timestamp >= now() - INTERVAL 7 DAY", "GROUP BY day"},
			"top 5 browsers":                           {"properties['$browser'] AS browser", "ORDER BY count DESC", "LIMIT 5"},
			"how many unique users":                    {"uniq(distinct_id) AS users", "FROM events"},
			"number of persons created per week":       {"FROM persons", "toStartOfWeek(created_at)"},
			"latest pageviews":                         {"FROM events", "ORDER BY timestamp DESC", "LIMIT 100"},
			"average session duration by day today":    {"FROM session_replay_events", "avg(duration)", "start_time >= today()"},
			"error logs from plugins in the past hour": {"FROM plugin_log_entries", "timestamp >= now() - INTERVAL 1 HOUR"},
		}
		for prompt, wants := range cases {
			r := env.Get(t, queryPath(env, "draft_sql/?prompt="+strings.ReplaceAll(prompt, " ", "+")), env.Key)
			if r.Status != 200 {
				t.Errorf("%q: %d %s", prompt, r.Status, r.Body)
				continue
			}
			sql, _ := r.Map(t)["sql"].(string)
			for _, want := range wants {
				if !strings.Contains(sql, want) {
					t.Errorf("%q drafted\n%s\nwithout %q", prompt, sql, want)
				}
			}
			// Every draft runs.
			if r := env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, sqlBody(sql, nil)); r.Status != 200 {
				t.Errorf("%q: draft does not run: %d %s\n%s", prompt, r.Status, r.Body, sql)
			}
		}
		if r := env.Get(t, queryPath(env, "draft_sql/"), env.Key); r.Status != 400 || r.Map(t)["attr"] != "prompt" {
			t.Errorf("no prompt: %d %s", r.Status, r.Body)
		}
	})
}
