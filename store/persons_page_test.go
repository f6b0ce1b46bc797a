package store_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestPersonRowCounts: the person counts kept by triggers equal count(*)
// after inserts, deletes, moves between projects and a project's deletion,
// and an unfiltered page reads them with its rows.
func TestPersonRowCounts(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		a, err := store.CreateProject(ctx, db.Bun, "A")
		if err != nil {
			t.Fatal(err)
		}
		b, err := store.CreateProject(ctx, db.Bun, "B")
		if err != nil {
			t.Fatal(err)
		}
		base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		insert := func(team int64, n int) []store.Person {
			t.Helper()
			rows := make([]store.Person, n)
			for i := range rows {
				rows[i] = store.Person{UUID: uuid.NewString(), TeamID: team, Properties: json.RawMessage(`{}`),
					CreatedAt: base.Add(time.Duration(i) * time.Minute)}
			}
			if _, err := db.Bun.NewInsert().Model(&rows).Returning("id").Exec(ctx); err != nil {
				t.Fatal(err)
			}
			return rows
		}
		check := func(when string) {
			t.Helper()
			for _, p := range []*store.Project{a, b} {
				want, err := store.CountPersons(ctx, db, p.ID, store.PersonFilter{})
				if err != nil {
					t.Fatal(err)
				}
				page, err := store.ListPersonPage(ctx, db, p.ID, store.PersonFilter{}, store.Page{Limit: 1},
					store.PersonPageOptions{Total: true})
				if err != nil {
					t.Fatal(err)
				}
				if want == 0 {
					if len(page.Rows) != 0 {
						t.Errorf("%s: project %s: rows %v", when, p.Name, page.Rows)
					}
					continue
				}
				if page.Total == nil || *page.Total != want {
					t.Errorf("%s: project %s: total %v, want %d", when, p.Name, page.Total, want)
				}
			}
		}
		inA := insert(a.ID, 30)
		insert(b.ID, 5)
		check("inserted")
		if err := store.DeletePerson(ctx, db.Bun, a.ID, inA[0].ID); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Bun.NewDelete().Model((*store.Person)(nil)).
			Where("team_id = ? AND id IN (?)", a.ID, bun.List([]int64{inA[1].ID, inA[2].ID})).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("deleted")
		if _, err := db.Bun.NewUpdate().Model((*store.Person)(nil)).Set("team_id = ?", b.ID).
			Where("team_id = ? AND id IN (?)", a.ID, bun.List([]int64{inA[3].ID, inA[4].ID})).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Bun.NewUpdate().Model((*store.Person)(nil)).Set("is_identified = ?", true).
			Where("team_id = ?", a.ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("moved and updated")
		if _, err := db.Bun.NewDelete().Model((*store.Project)(nil)).Where("id = ?", b.ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("project deleted")
	})
}

// TestPersonPageWindow: pages of persons follow one another newest first
// without gap or repeat (ties on created_at broken by id), More says whether
// rows follow, and every person carries its distinct ids, oldest first.
func TestPersonPageWindow(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		p, err := store.CreateProject(ctx, db.Bun, "W")
		if err != nil {
			t.Fatal(err)
		}
		at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		for i := range 7 {
			person := &store.Person{UUID: uuid.NewString(), TeamID: p.ID, Properties: json.RawMessage(`{"a":1}`),
				CreatedAt: at.Add(time.Duration(i/2) * time.Hour)} // pairs share a created_at
			if _, err := db.Bun.NewInsert().Model(person).Returning("id").Exec(ctx); err != nil {
				t.Fatal(err)
			}
			for j := range i % 3 {
				id := &store.PersonDistinctID{TeamID: p.ID, PersonID: person.ID, DistinctID: fmt.Sprintf("d%d-%d", i, j)}
				if _, err := db.Bun.NewInsert().Model(id).Exec(ctx); err != nil {
					t.Fatal(err)
				}
			}
		}
		var seen []int64
		for offset := 0; offset < 9; offset += 3 {
			page, err := store.ListPersonPage(ctx, db, p.ID, store.PersonFilter{}, store.Page{Limit: 3, Offset: offset}, store.PersonPageOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if page.More != (offset+3 < 7) || page.Total != nil {
				t.Errorf("offset %d: more %v, total %v", offset, page.More, page.Total)
			}
			for _, r := range page.Rows {
				seen = append(seen, r.ID)
				want, err := store.GetPerson(ctx, db.Bun, p.ID, r.ID)
				if err != nil {
					t.Fatal(err)
				}
				if r.UUID != want.UUID || !r.CreatedAt.Equal(want.CreatedAt) || string(r.Properties) != string(want.Properties) ||
					r.TeamID != p.ID || len(r.DistinctIDs) != len(want.DistinctIDs) {
					t.Errorf("person %d: %+v, want %+v", r.ID, r, want)
					continue
				}
				for i, d := range r.DistinctIDs {
					if d.DistinctID != want.DistinctIDs[i].DistinctID {
						t.Errorf("person %d: distinct ids %v, want %v", r.ID, r.DistinctIDs, want.DistinctIDs)
					}
				}
			}
		}
		if len(seen) != 7 {
			t.Fatalf("seen %v", seen)
		}
		for i := 1; i < len(seen); i++ {
			if seen[i] >= seen[i-1] { // ids grow with created_at here
				t.Errorf("order: %v", seen)
			}
		}
	})
}
