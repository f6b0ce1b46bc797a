package clickhouse_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestSyncProject brings the engine up to date with one project: its
// events once, whatever the engine already holds, and its persons as their
// latest version; another project's rows stay where they are.
func TestSyncProject(t *testing.T) {
	ctx := context.Background()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			db := storetest.Open(t, target.URL(t))
			c := eventsClient(t)
			ts := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
			var teams []int64
			var events []store.Event
			for _, name := range []string{"a", "b"} {
				p, err := store.CreateProject(ctx, db.Bun, name)
				if err != nil {
					t.Fatal(err)
				}
				teams = append(teams, p.ID)
				for i := range 5 {
					events = append(events, store.Event{UUID: fmt.Sprintf("%s-%02d", name, i), TeamID: p.ID, Event: "e", DistinctID: "d",
						Properties: json.RawMessage(`{}`), Timestamp: ts, CreatedAt: ts})
				}
			}
			if _, err := db.Bun.NewInsert().Model(&events).Exec(ctx); err != nil {
				t.Fatal(err)
			}
			person := store.Person{UUID: "u1", TeamID: teams[0], Properties: json.RawMessage(`{"plan":"free"}`), CreatedAt: ts}
			if _, err := db.Bun.NewInsert().Model(&person).Exec(ctx); err != nil {
				t.Fatal(err)
			}
			// The engine already has one of the project's events (a sync
			// that stopped half-way): the others are written, it is not.
			if err := c.InsertEvents(ctx, events[2:3], ""); err != nil {
				t.Fatal(err)
			}
			st, err := c.SyncProject(ctx, db, teams[0], 2)
			if err != nil || st.Events != 4 || st.EventsAlreadyThere != 1 || st.Persons != 1 {
				t.Fatalf("sync: %+v, %v; want 4 events written, 1 already there, 1 person", st, err)
			}
			person.Properties = json.RawMessage(`{"plan":"paid"}`)
			if _, err := db.Bun.NewUpdate().Model(&person).WherePK().Exec(ctx); err != nil {
				t.Fatal(err)
			}
			if st, err = c.SyncProject(ctx, db, teams[0], 2); err != nil || st.Events != 0 || st.EventsAlreadyThere != 5 {
				t.Fatalf("second sync: %+v, %v", st, err)
			}
			var a, b uint64
			if err := c.Conn.QueryRow(ctx, "SELECT countIf(team_id = ?), countIf(team_id = ?) FROM events", teams[0], teams[1]).Scan(&a, &b); err != nil || a != 5 || b != 0 {
				t.Fatalf("engine holds %d events of project a, %d of b (%v); want 5 and 0", a, b, err)
			}
			var props string
			var n uint64
			if err := c.Conn.QueryRow(ctx, "SELECT any(JSONExtractString(properties, 'plan')), count() FROM persons FINAL WHERE team_id = ?", teams[0]).Scan(&props, &n); err != nil || props != "paid" || n != 1 {
				t.Fatalf("engine's person: %s (%d rows), %v; want the update", props, n, err)
			}
			// A person deleted from the store is deleted on the engine.
			if _, err := db.Bun.NewDelete().Model(&person).WherePK().Exec(ctx); err != nil {
				t.Fatal(err)
			}
			if _, err := c.MirrorProject(ctx, db, teams[0]); err != nil {
				t.Fatal(err)
			}
			if err := c.Conn.QueryRow(ctx, "SELECT count() FROM persons FINAL WHERE team_id = ?", teams[0]).Scan(&n); err != nil || n != 0 {
				t.Fatalf("engine holds %d persons after the deletion (%v), want 0", n, err)
			}
		})
	}
}
