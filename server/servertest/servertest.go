// Package servertest starts the real Burrow HTTP server (httptest) over a real
// database for tests, and offers small clients for REST and GraphQL.
package servertest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/graph"
	"github.com/burrow-analytics/burrow/metrics"
	"github.com/burrow-analytics/burrow/ratelimit"
	"github.com/burrow-analytics/burrow/server"
	"github.com/burrow-analytics/burrow/service"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// Env is a running server with one project and an all-scopes key.
type Env struct {
	URL     string
	DB      *store.DB
	Svc     *service.Services
	Project *store.Project
	Key     string // scopes ["*"], every project
	// Metrics are the server's instruments, on a registry of its own.
	Metrics *metrics.Metrics
}

// Options adjusts a test server. Every test server counts metrics (served at
// /metrics) and compresses responses, as `burrow serve` does by default.
type Options struct {
	// Config is given to service.New (e.g. short query timeouts and windows).
	Config service.Config
	// RateLimits and CORSOrigins are the server's settings (default off).
	RateLimits  ratelimit.Config
	CORSOrigins []string
	// GraphQL bounds GraphQL documents (zero fields: graph.DefaultLimits).
	GraphQL graph.Limits
	// Log, when set, receives the server's log lines at info level as JSON
	// (one object per line); otherwise warnings go to the test log with -v.
	Log io.Writer
}

// Start serves db (already migrated) on a test server.
func Start(t testing.TB, db *store.DB) *Env {
	t.Helper()
	return StartWith(t, db, Options{})
}

// StartWith is Start with options. The services' background work (query
// runner, notifications) runs until the test ends.
func StartWith(t testing.TB, db *store.DB, opts Options) *Env {
	t.Helper()
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	switch {
	case opts.Log != nil:
		logger = slog.New(slog.NewJSONHandler(opts.Log, nil))
	case testing.Verbose():
		logger = slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelWarn}))
	}
	m := metrics.New(prometheus.NewRegistry())
	limits := ratelimit.New(opts.RateLimits)
	cfg := opts.Config
	cfg.Observer = m
	cfg.Limits = limits
	svc := service.New(db, logger, cfg)
	server.Instrument(m, svc)
	t.Cleanup(svc.Start(context.Background())) // after the server closes (cleanups run last-in first-out)
	ts := httptest.NewUnstartedServer(server.NewWith(svc, logger, server.Config{
		Metrics: m, Limits: limits, CORSOrigins: opts.CORSOrigins, Gzip: true, GraphQL: opts.GraphQL,
	}))
	// Connections as server.Serve has them: responses leave in one write.
	ts.Listener = server.CoalescingListener(ts.Listener)
	ts.Config.ConnState = server.CoalescingConnState
	ts.Start()
	t.Cleanup(ts.Close)
	ctx := context.Background()
	p, err := store.CreateProject(ctx, db.Bun, "Test project")
	if err != nil {
		t.Fatal(err)
	}
	env := &Env{URL: ts.URL, DB: db, Svc: svc, Project: p, Metrics: m}
	env.Key = env.NewKey(t, []string{"*"}, nil)
	return env
}

// Each runs fn against a fresh server on every test database.
func Each(t *testing.T, fn func(t *testing.T, env *Env)) {
	t.Helper()
	storetest.Each(t, func(t *testing.T, db *store.DB) { fn(t, Start(t, db)) })
}

// EachWith is Each with options.
func EachWith(t *testing.T, opts Options, fn func(t *testing.T, env *Env)) {
	t.Helper()
	storetest.Each(t, func(t *testing.T, db *store.DB) { fn(t, StartWith(t, db, opts)) })
}

type testWriter struct{ t testing.TB }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

// NewKey issues a key with scopes, restricted to projects when non-nil.
func (e *Env) NewKey(t testing.TB, scopes []string, projects []int64) string {
	t.Helper()
	key, _, err := auth.IssueKey(context.Background(), e.DB.Bun, auth.NewKeyRequest{Email: "test@example.com", Scopes: scopes, Projects: projects})
	if err != nil {
		t.Fatal(err)
	}
	return key
}

// NewProject creates another project.
func (e *Env) NewProject(t testing.TB, name string) *store.Project {
	t.Helper()
	p, err := store.CreateProject(context.Background(), e.DB.Bun, name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Response is a finished HTTP exchange.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
}

// JSON decodes the body into v, failing the test when it is not JSON.
func (r Response) JSON(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Body, v); err != nil {
		t.Fatalf("response is not JSON (%v): %s", err, r.Body)
	}
}

// Map decodes the body as a JSON object.
func (r Response) Map(t testing.TB) map[string]any {
	t.Helper()
	var m map[string]any
	r.JSON(t, &m)
	return m
}

// Do sends a request; body is sent as JSON unless it is a string or []byte
// (sent as is). An empty key sends no Authorization header.
func (e *Env) Do(t testing.TB, method, path, key string, body any) Response {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		buf, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(buf)
	}
	req, err := http.NewRequest(method, e.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
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
	return Response{Status: resp.StatusCode, Header: resp.Header, Body: data}
}

// Get is Do with GET and no body.
func (e *Env) Get(t testing.TB, path, key string) Response {
	return e.Do(t, http.MethodGet, path, key, nil)
}

// GQLError is one GraphQL error.
type GQLError struct {
	Message    string         `json:"message"`
	Path       []any          `json:"path"`
	Extensions map[string]any `json:"extensions"`
}

// Code returns extensions.code.
func (g GQLError) Code() string { s, _ := g.Extensions["code"].(string); return s }

// GQLResult is a GraphQL response.
type GQLResult struct {
	Data   json.RawMessage `json:"data"`
	Errors []GQLError      `json:"errors"`
}

// GraphQL posts query with variables to /graphql.
func (e *Env) GraphQL(t testing.TB, key, query string, vars map[string]any) GQLResult {
	t.Helper()
	resp := e.Do(t, http.MethodPost, "/graphql", key, map[string]any{"query": query, "variables": vars})
	var res GQLResult
	resp.JSON(t, &res)
	return res
}

// Decode unmarshals the data into v, failing on errors.
func (g GQLResult) Decode(t testing.TB, v any) {
	t.Helper()
	if len(g.Errors) > 0 {
		t.Fatalf("graphql errors: %+v", g.Errors)
	}
	if err := json.Unmarshal(g.Data, v); err != nil {
		t.Fatalf("decode data: %v: %s", err, g.Data)
	}
}

// errorTypes are the envelope types docs/design.md §5 allows for each status.
var errorTypes = map[int][]string{
	400: {"validation_error", "invalid_request"},
	401: {"authentication_error"},
	403: {"authentication_error"},
	404: {"invalid_request"},
	405: {"invalid_request"},
	429: {"throttled_error"},
	500: {"server_error"},
}

// ExpectError checks a REST error answer: its status, its code, its attr
// ("" for null) and a type that docs/design.md §5 allows for the status. It
// returns the decoded body.
func (r Response) ExpectError(t testing.TB, status int, code, attr string) map[string]any {
	t.Helper()
	if r.Status != status {
		t.Fatalf("status %d, want %d: %s", r.Status, status, r.Body)
	}
	body := r.Map(t)
	var wantAttr any
	if attr != "" {
		wantAttr = attr
	}
	if body["code"] != code || body["attr"] != wantAttr {
		t.Errorf("error body %s, want code %s attr %q", r.Body, code, attr)
	}
	if typ, _ := body["type"].(string); !slices.Contains(errorTypes[status], typ) {
		t.Errorf("error type %q is not one of %v for status %d: %s", typ, errorTypes[status], status, r.Body)
	}
	if _, ok := body["detail"].(string); !ok {
		t.Errorf("error without a detail: %s", r.Body)
	}
	return body
}

// ExpectError checks the first GraphQL error's extensions.code, and its
// extensions.attr and message when given.
func (g GQLResult) ExpectError(t testing.TB, code, attr, message string) {
	t.Helper()
	if len(g.Errors) == 0 {
		t.Fatalf("no error, want %s: %s", code, g.Data)
	}
	e := g.Errors[0]
	if e.Code() != code || (attr != "" && e.Extensions["attr"] != attr) || (message != "" && e.Message != message) {
		t.Errorf("error %+v, want code %s attr %q message %q", e, code, attr, message)
	}
}

// LinkWindow returns "limit=L&offset=O" of an absolute next/previous link,
// "" for null; a relative link fails the test.
func LinkWindow(t testing.TB, link *string) string {
	t.Helper()
	if link == nil {
		return ""
	}
	u, err := url.Parse(*link)
	if err != nil || u.Scheme != "http" || u.Host == "" {
		t.Fatalf("link %q is not an absolute URL", *link)
	}
	q := u.Query()
	return "limit=" + q.Get("limit") + "&offset=" + q.Get("offset")
}
