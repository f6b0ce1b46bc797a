package service

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestProjectResolvedOnce: a project an adapter already loaded for the
// request (WithProject) is reused, not read again, while scope and the
// key's project restriction are still checked.
func TestProjectResolvedOnce(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		a := auth.NewWithTTL(db, slog.New(slog.NewTextHandler(io.Discard, nil)), 0)
		svc := &Persons{db: db, auth: a}
		p, err := store.CreateProject(ctx, db.Bun, "Real")
		if err != nil {
			t.Fatal(err)
		}
		key, _, err := auth.IssueKey(ctx, db.Bun, auth.NewKeyRequest{Email: "a@example.com", Scopes: []string{"person:read"}})
		if err != nil {
			t.Fatal(err)
		}
		principal, err := a.Authenticate(ctx, auth.Credentials{Key: key, Where: "Authorization header"})
		if err != nil {
			t.Fatal(err)
		}
		ctx = auth.WithResult(ctx, principal, nil)
		// Project 4242 is not in the database: only the resolved one can answer.
		ghost := &store.Project{ID: 4242, Name: "resolved by the adapter", Timezone: "UTC"}
		if _, _, err := requireProject(ctx, a, "4242", ScopePersonRead); err == nil {
			t.Fatal("an unknown project without WithProject was found")
		}
		got, _, err := requireProject(WithProject(ctx, "4242", ghost), a, "4242", ScopePersonRead)
		if err != nil || got != ghost {
			t.Fatalf("resolved project not reused: %v %v", got, err)
		}
		// Another raw id in the path is loaded as usual.
		if got, _, err := requireProject(WithProject(ctx, "4242", ghost), a, "4243", ScopePersonRead); err == nil && got == ghost {
			t.Fatal("resolved project reused for another id")
		}
		// The scope is still checked.
		if _, _, err := requireProject(WithProject(ctx, "4242", ghost), a, "4242", ScopeQueryRead); err == nil {
			t.Fatal("missing scope accepted")
		}
		// And so is the key's project restriction.
		restricted, _, err := auth.IssueKey(context.Background(), db.Bun, auth.NewKeyRequest{Email: "b@example.com", Scopes: []string{"*"}, Projects: []int64{p.ID}})
		if err != nil {
			t.Fatal(err)
		}
		rp, err := a.Authenticate(context.Background(), auth.Credentials{Key: restricted, Where: "Authorization header"})
		if err != nil {
			t.Fatal(err)
		}
		rctx := auth.WithResult(context.Background(), rp, nil)
		if _, _, err := requireProject(WithProject(rctx, "4242", ghost), a, "4242", ScopePersonRead); err == nil {
			t.Fatal("project outside the key's scope accepted")
		}
		if _, err := svc.List(WithProject(ctx, "4242", ghost), "4242", PersonFilter{}, PageParams{}); err != nil {
			t.Fatalf("list with the resolved project: %v", err)
		}
	})
}
