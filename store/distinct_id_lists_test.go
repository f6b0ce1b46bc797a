package store_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestPersonDistinctIDListsConcurrentWriters: on PostgreSQL two transactions
// that give the same person a distinct id at the same time both end up in
// persons.distinct_ids. The second one's trigger waits for the first's lock
// on the person and must then read the first's committed id (under READ
// COMMITTED a statement that had started before would not see it, and
// write the list without it). SQLite has one writer at a time.
func TestPersonDistinctIDListsConcurrentWriters(t *testing.T) {
	t.Parallel()
	db := storetest.Open(t, storetest.PostgresURL(t))
	ctx := context.Background()
	team, err := store.CreateProject(ctx, db.Bun, "C")
	if err != nil {
		t.Fatal(err)
	}
	person := insertPersons(t, db, team.ID, 1, time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))[0]
	linkDistinctIDs(t, db, team.ID, person.ID, "d0")

	const link = "INSERT INTO person_distinct_ids (team_id, person_id, distinct_id) VALUES (?, ?, ?)"
	first, err := db.Bun.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer first.Rollback() //nolint:errcheck // committed below
	if _, err := first.ExecContext(ctx, link, team.ID, person.ID, "d1"); err != nil {
		t.Fatal(err)
	}
	second := make(chan error, 1)
	go func() {
		tx, err := db.Bun.BeginTx(ctx, nil)
		if err != nil {
			second <- err
			return
		}
		defer tx.Rollback() //nolint:errcheck // committed below
		if _, err := tx.ExecContext(ctx, link, team.ID, person.ID, "d2"); err != nil {
			second <- err
			return
		}
		second <- tx.Commit()
	}()
	// Commit the first once the second waits for its lock on the person.
	deadline := time.Now().Add(30 * time.Second)
	for {
		var waiting int
		if err := db.Bun.NewRaw("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'").
			Scan(ctx, &waiting); err != nil {
			t.Fatal(err)
		}
		if waiting > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the second transaction never waited for the first")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := first.Commit(); err != nil {
		t.Fatal(err)
	}
	if err := <-second; err != nil {
		t.Fatal(err)
	}
	var raw string
	if err := db.Bun.NewSelect().Table("persons").Column("distinct_ids").Where("id = ?", person.ID).Scan(ctx, &raw); err != nil {
		t.Fatal(err)
	}
	var got []string
	if err := json.Unmarshal([]byte(raw), &got); err != nil {
		t.Fatal(err)
	}
	if want := []string{"d0", "d1", "d2"}; !slices.Equal(got, want) {
		t.Errorf("distinct_ids %q, want %q", raw, want)
	}
}
