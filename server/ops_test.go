package server_test

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"github.com/burrow-analytics/burrow/ratelimit"
	"github.com/burrow-analytics/burrow/server/servertest"
)

// send makes a request with extra headers and returns the raw response
// (the body is read, not decompressed: Accept-Encoding set by hand turns the
// transport's transparent gzip off).
func send(t *testing.T, env *servertest.Env, method, path, key string, body string, headers map[string]string) (*http.Response, []byte) {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, env.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, data
}

// TestRateLimitReads: a key's reads budget ends in 429 throttled_error with
// Retry-After on REST and GraphQL alike; another key keeps its own budget.
func TestRateLimitReads(t *testing.T) {
	opts := servertest.Options{RateLimits: ratelimit.Config{Reads: ratelimit.Rate{Count: 3, Per: time.Hour}}}
	servertest.EachWith(t, opts, func(t *testing.T, env *servertest.Env) {
		path := fmt.Sprintf("/api/environments/%d/persons/", env.Project.ID)
		for i := range 3 {
			if r := env.Get(t, path, env.Key); r.Status != http.StatusOK {
				t.Fatalf("request %d: %d %s", i+1, r.Status, r.Body)
			}
		}
		r := env.Get(t, path, env.Key)
		body := r.ExpectError(t, http.StatusTooManyRequests, "throttled", "")
		if body["type"] != "throttled_error" {
			t.Errorf("type %v, want throttled_error", body["type"])
		}
		// One token comes back every 20 minutes (3 per hour).
		secs, err := strconv.Atoi(r.Header.Get("Retry-After"))
		if err != nil || secs < 1 || secs > 1200 {
			t.Errorf("Retry-After %q, want 1..1200 seconds", r.Header.Get("Retry-After"))
		}
		if !strings.Contains(body["detail"].(string), "throttled") {
			t.Errorf("detail %q", body["detail"])
		}

		gq := env.Do(t, http.MethodPost, "/graphql", env.Key, map[string]any{"query": "{ projects { count } }"})
		if gq.Status != http.StatusTooManyRequests || gq.Header.Get("Retry-After") == "" {
			t.Fatalf("graphql: %d Retry-After %q: %s", gq.Status, gq.Header.Get("Retry-After"), gq.Body)
		}
		var res servertest.GQLResult
		gq.JSON(t, &res)
		res.ExpectError(t, "throttled", "", "")
		if res.Errors[0].Extensions["type"] != "throttled_error" || res.Errors[0].Extensions["retry_after"] == nil {
			t.Errorf("graphql extensions %v", res.Errors[0].Extensions)
		}

		// Refused before routing, the 429s still count under their route.
		if n, _ := scrape(t, env)["burrow_http_requests_total"].value(map[string]string{
			"route": "/api/environments/{project_id}/persons", "status": "429"}); n != 1 {
			t.Errorf("429s counted under the persons route: %v, want 1", n)
		}
		other := env.NewKey(t, []string{"*"}, nil)
		if r := env.Get(t, path, other); r.Status != http.StatusOK {
			t.Errorf("another key: %d %s", r.Status, r.Body)
		}
		// Requests without a valid key are refused by authentication, not counted.
		env.Get(t, path, "").ExpectError(t, http.StatusUnauthorized, "not_authenticated", "")
	})
}

// TestRateLimitQueries: the queries budget counts query runs on both
// surfaces, and leaves other reads alone.
func TestRateLimitQueries(t *testing.T) {
	opts := servertest.Options{RateLimits: ratelimit.Config{Queries: ratelimit.Rate{Count: 2, Per: time.Hour}}}
	servertest.EachWith(t, opts, func(t *testing.T, env *servertest.Env) {
		path := fmt.Sprintf("/api/environments/%d/query/", env.Project.ID)
		query := map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": "SELECT 1"}}
		if r := env.Do(t, http.MethodPost, path, env.Key, query); r.Status != http.StatusOK {
			t.Fatalf("first query: %d %s", r.Status, r.Body)
		}
		gql := `mutation($p: ID!) { runQuery(projectId: $p, input: {query: {kind: "SqlQuery", query: "SELECT 1"}}) { cacheKey } }`
		vars := map[string]any{"p": strconv.FormatInt(env.Project.ID, 10)}
		var ok struct{ RunQuery struct{ CacheKey string } }
		env.GraphQL(t, env.Key, gql, vars).Decode(t, &ok)

		r := env.Do(t, http.MethodPost, path, env.Key, query)
		r.ExpectError(t, http.StatusTooManyRequests, "throttled", "")
		if r.Header.Get("Retry-After") == "" {
			t.Error("429 without Retry-After")
		}
		res := env.GraphQL(t, env.Key, gql, vars)
		res.ExpectError(t, "throttled", "", "")
		if res.Errors[0].Extensions["type"] != "throttled_error" || res.Errors[0].Extensions["retry_after"] == nil {
			t.Errorf("graphql extensions %v", res.Errors[0].Extensions)
		}
		if r := env.Get(t, fmt.Sprintf("/api/environments/%d/persons/", env.Project.ID), env.Key); r.Status != http.StatusOK {
			t.Errorf("reads are not limited by the queries budget: %d", r.Status)
		}
	})
}

// TestCORS: preflights from an allowed origin are answered without a key;
// other origins get no CORS headers.
func TestCORS(t *testing.T) {
	t.Parallel()
	opts := servertest.Options{CORSOrigins: []string{"https://app.example.com"}}
	servertest.EachWith(t, opts, func(t *testing.T, env *servertest.Env) {
		path := fmt.Sprintf("/api/environments/%d/query/", env.Project.ID)
		pre, _ := send(t, env, http.MethodOptions, path, "", "", map[string]string{
			"Origin": "https://app.example.com", "Access-Control-Request-Method": "POST",
			"Access-Control-Request-Headers": "authorization, content-type",
		})
		if pre.StatusCode/100 != 2 {
			t.Fatalf("preflight status %d", pre.StatusCode)
		}
		if got := pre.Header.Get("Access-Control-Allow-Origin"); got != "https://app.example.com" {
			t.Errorf("Allow-Origin %q", got)
		}
		if got := strings.ToLower(pre.Header.Get("Access-Control-Allow-Headers")); !strings.Contains(got, "authorization") {
			t.Errorf("Allow-Headers %q", got)
		}
		if got := pre.Header.Get("Access-Control-Allow-Methods"); !strings.Contains(got, "POST") {
			t.Errorf("Allow-Methods %q", got)
		}

		get, _ := send(t, env, http.MethodGet, fmt.Sprintf("/api/environments/%d/persons/", env.Project.ID), env.Key, "",
			map[string]string{"Origin": "https://app.example.com"})
		if get.StatusCode != 200 || get.Header.Get("Access-Control-Allow-Origin") != "https://app.example.com" {
			t.Errorf("GET: %d Allow-Origin %q", get.StatusCode, get.Header.Get("Access-Control-Allow-Origin"))
		}
		if !strings.Contains(get.Header.Get("Access-Control-Expose-Headers"), "X-Request-Id") {
			t.Errorf("Expose-Headers %q", get.Header.Get("Access-Control-Expose-Headers"))
		}

		evil, _ := send(t, env, http.MethodOptions, path, "", "", map[string]string{
			"Origin": "https://evil.example.org", "Access-Control-Request-Method": "POST",
		})
		if got := evil.Header.Get("Access-Control-Allow-Origin"); got != "" {
			t.Errorf("other origin got Allow-Origin %q", got)
		}
	})
}

// TestGzip: a large JSON answer is gzipped for a client that accepts it and
// decodes to the same body; a client that does not gets it plain.
func TestGzip(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		for i := range 60 {
			env.AddPerson(t, env.Project.ID, fmt.Sprintf(`{"email":"user%d@example.com","plan":"free"}`, i), time.Now(), fmt.Sprintf("user-%d", i))
		}
		path := fmt.Sprintf("/api/environments/%d/persons/?limit=100", env.Project.ID)
		resp, data := send(t, env, http.MethodGet, path, env.Key, "", map[string]string{"Accept-Encoding": "gzip"})
		if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != "gzip" {
			t.Fatalf("status %d Content-Encoding %q", resp.StatusCode, resp.Header.Get("Content-Encoding"))
		}
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		plainFromGzip, err := io.ReadAll(zr)
		if err != nil {
			t.Fatal(err)
		}
		var page struct{ Count int }
		if err := json.Unmarshal(plainFromGzip, &page); err != nil || page.Count != 60 {
			t.Fatalf("gunzipped body: %v count %d", err, page.Count)
		}
		if len(data) >= len(plainFromGzip) {
			t.Errorf("gzip did not shrink the body: %d >= %d", len(data), len(plainFromGzip))
		}
		plain, raw := send(t, env, http.MethodGet, path, env.Key, "", map[string]string{"Accept-Encoding": "identity"})
		if plain.Header.Get("Content-Encoding") != "" || !json.Valid(raw) {
			t.Errorf("identity: Content-Encoding %q", plain.Header.Get("Content-Encoding"))
		}
	})
}

// syncBuffer is a bytes.Buffer safe for the server's goroutines.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// lines returns the JSON log lines written so far.
func (b *syncBuffer) lines(t *testing.T) []map[string]any {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []map[string]any
	sc := bufio.NewScanner(bytes.NewReader(b.buf.Bytes()))
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("log line is not JSON: %s", sc.Text())
		}
		out = append(out, m)
	}
	return out
}

// TestRequestLogAndID: each request is logged once at info level with its
// method, route pattern, status, duration and request id; the client's
// X-Request-Id is kept and echoed, a bad one replaced.
func TestRequestLogAndID(t *testing.T) {
	t.Parallel()
	logs := &syncBuffer{}
	servertest.EachWith(t, servertest.Options{Log: logs}, func(t *testing.T, env *servertest.Env) {
		path := fmt.Sprintf("/api/environments/%d/persons/", env.Project.ID)
		resp, _ := send(t, env, http.MethodGet, path, env.Key, "", map[string]string{"X-Request-Id": "trace-" + t.Name()})
		if got := resp.Header.Get("X-Request-Id"); got != "trace-"+t.Name() {
			t.Errorf("echoed X-Request-Id %q", got)
		}
		var line map[string]any
		for _, l := range logs.lines(t) {
			if l["msg"] == "request" && l["request_id"] == "trace-"+t.Name() {
				if line != nil {
					t.Errorf("request logged twice: %v", l)
				}
				line = l
			}
		}
		if line == nil {
			t.Fatalf("no request line for the id in %d lines", len(logs.lines(t)))
		}
		want := map[string]any{"level": "INFO", "method": "GET", "route": "/api/environments/{project_id}/persons", "status": float64(200)}
		for k, v := range want {
			if line[k] != v {
				t.Errorf("log %s = %v, want %v (line %v)", k, line[k], v, line)
			}
		}
		if d, ok := line["duration"].(float64); !ok || d <= 0 {
			t.Errorf("duration %v", line["duration"])
		}

		bad := strings.Repeat("x", 200)
		resp, _ = send(t, env, http.MethodGet, "/healthz", "", "", map[string]string{"X-Request-Id": bad})
		if got := resp.Header.Get("X-Request-Id"); got == "" || got == bad {
			t.Errorf("an oversize X-Request-Id was kept or dropped: %q", got)
		}
		resp, _ = send(t, env, http.MethodGet, "/healthz", "", "", nil)
		if resp.Header.Get("X-Request-Id") == "" {
			t.Error("no X-Request-Id made for a request without one")
		}
	})
}

// scrape reads /metrics and parses it.
func scrape(t *testing.T, env *servertest.Env) map[string]*dto {
	t.Helper()
	r := env.Get(t, "/metrics", "")
	if r.Status != 200 {
		t.Fatalf("/metrics: %d %s", r.Status, r.Body)
	}
	parser := expfmt.NewTextParser(model.UTF8Validation)
	families, err := parser.TextToMetricFamilies(bytes.NewReader(r.Body))
	if err != nil {
		t.Fatalf("/metrics is not the text format: %v", err)
	}
	out := map[string]*dto{}
	for name, f := range families {
		d := &dto{}
		for _, m := range f.GetMetric() {
			labels := map[string]string{}
			for _, l := range m.GetLabel() {
				labels[l.GetName()] = l.GetValue()
			}
			var v float64
			switch {
			case m.GetCounter() != nil:
				v = m.GetCounter().GetValue()
			case m.GetGauge() != nil:
				v = m.GetGauge().GetValue()
			case m.GetHistogram() != nil:
				v = float64(m.GetHistogram().GetSampleCount())
			}
			d.samples = append(d.samples, sample{labels, v})
		}
		out[name] = d
	}
	return out
}

type sample struct {
	labels map[string]string
	value  float64
}

type dto struct{ samples []sample }

// value returns the sample whose labels include want, and whether there is one.
func (d *dto) value(want map[string]string) (float64, bool) {
	if d == nil {
		return 0, false
	}
next:
	for _, s := range d.samples {
		for k, v := range want {
			if s.labels[k] != v {
				continue next
			}
		}
		return s.value, true
	}
	return 0, false
}

// TestMetrics: after real requests, /metrics counts them by route pattern,
// times them, counts query runs and cache lookups, and reports the queue,
// subscribers, database pools and the Go runtime.
func TestMetrics(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		persons := fmt.Sprintf("/api/environments/%d/persons/", env.Project.ID)
		for range 2 {
			env.Get(t, persons, env.Key)
		}
		env.Get(t, fmt.Sprintf("/api/environments/%d/persons/nope/", env.Project.ID), env.Key)
		query := map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": "SELECT count() FROM events"}}
		for range 2 { // a miss that runs, then a cache hit
			if r := env.Do(t, http.MethodPost, fmt.Sprintf("/api/environments/%d/query/", env.Project.ID), env.Key, query); r.Status != 200 {
				t.Fatalf("query: %d %s", r.Status, r.Body)
			}
		}
		bad := map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": "SELECT nope FROM events"}}
		env.Do(t, http.MethodPost, fmt.Sprintf("/api/environments/%d/query/", env.Project.ID), env.Key, bad)

		m := scrape(t, env)
		checks := []struct {
			family string
			labels map[string]string
			want   float64
		}{
			{"burrow_http_requests_total", map[string]string{"method": "GET", "route": "/api/environments/{project_id}/persons", "status": "200"}, 2},
			{"burrow_http_requests_total", map[string]string{"method": "GET", "route": "/api/environments/{project_id}/persons/{person_id}", "status": "404"}, 1},
			{"burrow_http_requests_total", map[string]string{"method": "POST", "route": "/api/environments/{project_id}/query", "status": "200"}, 2},
			{"burrow_http_request_duration_seconds", map[string]string{"method": "GET", "route": "/api/environments/{project_id}/persons"}, 2},
			{"burrow_query_run_duration_seconds", map[string]string{"kind": "SqlQuery", "mode": "blocking", "outcome": "succeeded"}, 1},
			{"burrow_query_cache_lookups_total", map[string]string{"result": "hit"}, 1},
			{"burrow_query_cache_lookups_total", map[string]string{"result": "miss"}, 1},
			{"burrow_query_queue_depth", nil, 0},
			{"burrow_query_subscribers", nil, 0},
		}
		for _, c := range checks {
			got, ok := m[c.family].value(c.labels)
			if !ok || got != c.want {
				t.Errorf("%s%v = %v (present %v), want %v", c.family, c.labels, got, ok, c.want)
			}
		}
		for _, family := range []string{"go_goroutines", "go_memstats_alloc_bytes", "go_sql_open_connections", "go_sql_max_open_connections"} {
			if _, ok := m[family].value(nil); !ok {
				t.Errorf("no %s", family)
			}
		}
		if _, ok := m["go_sql_open_connections"].value(map[string]string{"db_name": "main"}); !ok {
			t.Error("no pool stats for the main database")
		}
		// /metrics answers without a key and counts itself under its route.
		if _, ok := scrape(t, env)["burrow_http_requests_total"].value(map[string]string{"route": "/metrics"}); !ok {
			t.Error("the scrape itself is not counted")
		}
	})
}
