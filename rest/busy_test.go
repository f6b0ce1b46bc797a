package rest_test

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestSQLiteWriterHoldsLock: while another process holds SQLite's write
// lock (what `burrow import` into the live file does), reads and queries
// answer at once, and a write waits the bounded busy timeout and then
// answers 503 with Retry-After, not 500. (SQLite only: PostgreSQL has no
// database-wide write lock.)
func TestSQLiteWriterHoldsLock(t *testing.T) {
	db := storetest.Open(t, storetest.SQLiteURL(t))
	env := servertest.StartWith(t, db, servertest.Options{})
	pid := env.Project.ID
	env.AddRecording(t, pid, "busy-1", "someone", time.Now().Add(-time.Hour), nil)
	env.Get(t, fmt.Sprintf("/api/environments/%d/persons/", pid), env.Key) // the key's use is recorded now

	// Another connection, as another process would, takes the write lock.
	holder, err := sql.Open("sqlite", "file:"+db.Path+"?_pragma=busy_timeout(1000)")
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	ctx := context.Background()
	conn, err := holder.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(ctx, "UPDATE projects SET name = name"); err != nil {
		t.Fatal(err)
	}
	defer conn.ExecContext(ctx, "ROLLBACK") //nolint:errcheck

	for _, path := range []string{"persons/", "session_recordings/", "plugin_configs/"} {
		start := time.Now()
		resp := env.Get(t, fmt.Sprintf("/api/environments/%d/%s", pid, path), env.Key)
		if resp.Status != http.StatusOK || time.Since(start) >= store.SQLiteBusyTimeout {
			t.Errorf("read %s during the lock: %d after %s: %s", path, resp.Status, time.Since(start), resp.Body)
		}
	}
	start := time.Now()
	q := env.Do(t, http.MethodPost, fmt.Sprintf("/api/environments/%d/query/", pid), env.Key,
		map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": "SELECT count() FROM events"}, "refresh": "force_blocking"})
	if q.Status != http.StatusOK || time.Since(start) >= store.SQLiteBusyTimeout {
		t.Errorf("query during the lock: %d after %s: %s", q.Status, time.Since(start), q.Body)
	}
	// Retrieving a recording marks it viewed: a write.
	resp := env.Get(t, fmt.Sprintf("/api/environments/%d/session_recordings/busy-1/", pid), env.Key)
	if resp.Status != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" || !strings.Contains(string(resp.Body), `"code":"server_error"`) {
		t.Fatalf("write during the lock: %d %v %s", resp.Status, resp.Header, resp.Body)
	}
}
