package server_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/server"
	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/service"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// lockedBuffer collects log lines from concurrent handlers.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) errorLines() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var lines []string
	for _, line := range strings.Split(l.b.String(), "\n") {
		// The background loops' one line per database outage is not a request's.
		if strings.Contains(line, "level=ERROR") && !strings.Contains(line, "background work") {
			lines = append(lines, line)
		}
	}
	return lines
}

// TestOneLogLinePerFailure: a server failure is logged once at ERROR, with
// its request id; a client that goes away mid-request is not an error.
func TestOneLogLinePerFailure(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		logs := &lockedBuffer{}
		logger := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
		svc := service.New(db, logger, service.Config{Query: servertest.QueryConfig()})
		stop := svc.Start(context.Background())
		defer stop()
		ts := httptest.NewServer(server.New(svc, logger))
		defer ts.Close()
		ctx := context.Background()
		p, err := store.CreateProject(ctx, db.Bun, "Logs")
		if err != nil {
			t.Fatal(err)
		}
		key, _, err := auth.IssueKey(ctx, db.Bun, auth.NewKeyRequest{Email: "l@example.com", Scopes: []string{"*"}})
		if err != nil {
			t.Fatal(err)
		}
		get := func(ctx context.Context, path string) (int, error) {
			req, _ := http.NewRequestWithContext(ctx, http.MethodGet, ts.URL+path, nil)
			req.Header.Set("Authorization", "Bearer "+key)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				return 0, err
			}
			resp.Body.Close()
			return resp.StatusCode, nil
		}
		if status, err := get(ctx, fmt.Sprintf("/api/environments/%d/persons/", p.ID)); status != 200 || err != nil {
			t.Fatalf("warm-up: %d %v", status, err)
		}

		// A client that gives up on a slow query: not a server error.
		rows := make([]store.Event, servertest.SlowQueryRows)
		for i := range rows {
			rows[i] = store.Event{UUID: fmt.Sprintf("ln-%d", i), TeamID: p.ID, Event: "$pageview", DistinctID: "u",
				Properties: []byte(`{}`), Timestamp: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
		}
		if _, err := db.Bun.NewInsert().Model(&rows).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		abortCtx, abort := context.WithTimeout(ctx, 300*time.Millisecond)
		body := fmt.Sprintf(`{"query":{"kind":"SqlQuery","query":%q}}`, servertest.SlowQuerySQL)
		req, _ := http.NewRequestWithContext(abortCtx, http.MethodPost, fmt.Sprintf("%s/api/environments/%d/query/", ts.URL, p.ID), strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+key)
		if resp, err := http.DefaultClient.Do(req); err == nil {
			resp.Body.Close()
			t.Fatalf("the slow query answered %d before the client gave up", resp.StatusCode)
		}
		abort()
		// The server notices the abort; give it time to (not) log.
		time.Sleep(500 * time.Millisecond)
		if lines := logs.errorLines(); len(lines) != 0 {
			t.Fatalf("client abort logged as an error:\n%s", strings.Join(lines, "\n"))
		}

		// A real server failure (the database handle closed under the
		// server): one ERROR line per failed request, with its request id.
		db.Close() // every pool: SQLite reads lists through a read-only pool of their own
		if status, err := get(ctx, fmt.Sprintf("/api/environments/%d/persons/", p.ID)); err != nil || status < 500 {
			t.Fatalf("with the database closed: %d %v", status, err)
		}
		lines := logs.errorLines()
		if len(lines) != 1 || !strings.Contains(lines[0], "request_id=") {
			t.Fatalf("want one ERROR line with a request id, got %d:\n%s", len(lines), strings.Join(lines, "\n"))
		}

		// GraphQL says the same: server_error with the generic message, not
		// invalid_request with the driver's text.
		gql := fmt.Sprintf(`{"query":"{ persons(projectId: \"%d\") { count } }"}`, p.ID)
		greq, _ := http.NewRequest(http.MethodPost, ts.URL+"/graphql", strings.NewReader(gql))
		greq.Header.Set("Authorization", "Bearer "+key)
		greq.Header.Set("Content-Type", "application/json")
		gresp, err := http.DefaultClient.Do(greq)
		if err != nil {
			t.Fatal(err)
		}
		var gbody bytes.Buffer
		gbody.ReadFrom(gresp.Body)
		gresp.Body.Close()
		if out := gbody.String(); !strings.Contains(out, `"code":"server_error"`) || strings.Contains(out, "closed") || strings.Contains(out, "invalid_request") {
			t.Fatalf("GraphQL internal failure: %s", out)
		}
	})
}
