package auth_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/uptrace/bun"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// writes records the statements that change api_keys.
type writes struct {
	mu    sync.Mutex
	stmts []string
}

func (w *writes) BeforeQuery(ctx context.Context, e *bun.QueryEvent) context.Context {
	if q := strings.ToUpper(e.Query); strings.Contains(q, "UPDATE") && strings.Contains(q, "API_KEYS") {
		w.mu.Lock()
		w.stmts = append(w.stmts, e.Query)
		w.mu.Unlock()
	}
	return ctx
}

func (w *writes) AfterQuery(context.Context, *bun.QueryEvent) {}

func (w *writes) count() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.stmts)
}

// TestLastUseOffRequestPath: a key's first use, which records last_used_at,
// is answered while another connection holds the lock that write needs
// (SQLite: BEGIN IMMEDIATE, as an import does; PostgreSQL: the key's row
// locked), without writing on the request's path; the use is written when
// the Authenticator stops.
func TestLastUseOffRequestPath(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		secret, k, err := auth.IssueKey(ctx, db.Bun, auth.NewKeyRequest{Scopes: []string{"*"}})
		if err != nil {
			t.Fatal(err)
		}
		other, err := store.Open(ctx, db.URL)
		if err != nil {
			t.Fatal(err)
		}
		defer other.Close()
		lock, err := other.Bun.BeginTx(ctx, nil) // BEGIN IMMEDIATE on SQLite (_txlock)
		if err != nil {
			t.Fatal(err)
		}
		defer lock.Rollback() //nolint:errcheck // released below
		if db.Dialect == store.Postgres {
			if _, err := lock.ExecContext(ctx, "SELECT id FROM api_keys WHERE id = ? FOR UPDATE", k.ID); err != nil {
				t.Fatal(err)
			}
		}

		w := &writes{}
		hooked := *db
		hooked.Bun = db.Bun.WithQueryHook(w)
		a := auth.New(&hooked, discard())
		stop := a.Start(ctx)
		srv := httptest.NewServer(a.Middleware(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
			if _, err := auth.Require(r.Context(), ""); err != nil {
				http.Error(rw, err.Error(), http.StatusUnauthorized)
				return
			}
			rw.WriteHeader(http.StatusNoContent)
		})))
		defer srv.Close()
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL, nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Authorization", "Bearer "+secret)
		resp, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusNoContent {
			t.Fatalf("status %d", resp.StatusCode)
		}
		if n := w.count(); n != 0 {
			t.Fatalf("the request wrote api_keys %d times: %v", n, w.stmts)
		}
		if err := lock.Rollback(); err != nil {
			t.Fatal(err)
		}
		stop()
		if n := w.count(); n != 1 {
			t.Errorf("stopping wrote api_keys %d times, want 1", n)
		}
		var used store.APIKey
		if err := db.Bun.NewSelect().Model(&used).Where("id = ?", k.ID).Scan(ctx); err != nil {
			t.Fatal(err)
		}
		if used.LastUsedAt == nil {
			t.Fatal("last_used_at not written on stop")
		}
	})
}
