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
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/auth"
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
}

// Start serves db (already migrated) on a test server.
func Start(t testing.TB, db *store.DB) *Env {
	t.Helper()
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	if testing.Verbose() {
		logger = slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelWarn}))
	}
	svc := service.New(db, logger, service.Config{})
	ts := httptest.NewServer(server.New(svc, logger))
	t.Cleanup(ts.Close)
	ctx := context.Background()
	p, err := store.CreateProject(ctx, db.Bun, "Test project")
	if err != nil {
		t.Fatal(err)
	}
	env := &Env{URL: ts.URL, DB: db, Svc: svc, Project: p}
	env.Key = env.NewKey(t, []string{"*"}, nil)
	return env
}

// Each runs fn against a fresh server on every test database.
func Each(t *testing.T, fn func(t *testing.T, env *Env)) {
	t.Helper()
	storetest.Each(t, func(t *testing.T, db *store.DB) { fn(t, Start(t, db)) })
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
