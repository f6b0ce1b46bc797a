package store_test

import (
	"context"
	"testing"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

func TestMigrateAndProjects(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		// Migrating twice is a no-op.
		if err := db.Migrate(ctx); err != nil {
			t.Fatalf("second migrate: %v", err)
		}
		p, err := store.CreateProject(ctx, db.Bun, "Demo")
		if err != nil {
			t.Fatal(err)
		}
		got, err := store.GetProject(ctx, db.Bun, p.ID)
		if err != nil || got.Name != "Demo" || got.UUID != p.UUID {
			t.Fatalf("GetProject = %+v, %v", got, err)
		}
		if _, err := store.GetProject(ctx, db.Bun, p.ID+100); err != store.ErrNotFound {
			t.Fatalf("missing project: err = %v, want ErrNotFound", err)
		}
		list, n, err := store.ListProjects(ctx, db.Bun, nil, store.Page{Limit: 10})
		if err != nil || n != 1 || len(list) != 1 {
			t.Fatalf("ListProjects = %v, %d, %v", list, n, err)
		}
	})
}
