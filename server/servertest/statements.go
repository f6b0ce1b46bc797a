package servertest

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/uptrace/bun"
)

// StatementRecorder is a bun query hook recording the statements sent to the
// database, for tests that prove a page costs a fixed number of them.
type StatementRecorder struct {
	mu         sync.Mutex
	statements []string
	// flush writes the keys' pending last uses, which the server otherwise
	// writes in the background at any time (auth.UsesFlushEvery).
	flush func()
}

// RecordStatements installs a recorder on the test database (before the
// requests it counts: see store.DB.AddQueryHook).
func (e *Env) RecordStatements(t testing.TB) *StatementRecorder {
	t.Helper()
	rec := &StatementRecorder{flush: func() {
		if err := e.Svc.Auth.FlushUses(context.Background()); err != nil {
			t.Errorf("write the keys' last uses: %v", err)
		}
	}}
	e.DB.AddQueryHook(rec)
	e.DB.AddReadHook(func(_ context.Context, query string) { rec.add(query) })
	return rec
}

// BeforeQuery implements bun.QueryHook.
func (r *StatementRecorder) BeforeQuery(ctx context.Context, e *bun.QueryEvent) context.Context {
	r.add(e.Query)
	return ctx
}

func (r *StatementRecorder) add(query string) {
	r.mu.Lock()
	r.statements = append(r.statements, query)
	r.mu.Unlock()
}

// AfterQuery implements bun.QueryHook.
func (r *StatementRecorder) AfterQuery(context.Context, *bun.QueryEvent) {}

// During runs fn and returns the statements sent while it ran. The keys'
// last uses recorded before are written first, so that their background
// write cannot fall inside fn (a key records a use at most once a minute).
func (r *StatementRecorder) During(fn func()) []string {
	r.flush()
	r.mu.Lock()
	r.statements = nil
	r.mu.Unlock()
	fn()
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.statements)
}

// WithoutAuth is statements without the key's and the project's lookups,
// which the auth cache (2 s) repeats when a test runs longer than that: a
// statement count that must not depend on the test's speed leaves them out.
func WithoutAuth(statements []string) []string {
	return slices.DeleteFunc(slices.Clone(statements), func(q string) bool {
		return strings.Contains(q, `FROM "api_keys" AS "api_key"`) || strings.Contains(q, `FROM "projects" AS "project" WHERE (id = `)
	})
}
