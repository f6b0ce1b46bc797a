package clickhouse_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/ingest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestMergeMovesEngineEvents: a person merged into another by a later
// import ($identify) takes its events along on the engine, as it does in
// the store: those already on the engine (moved by the outbox's mutation)
// and those that waited in the queue while the engine was away (sent under
// the person that owns their distinct id by then).
func TestMergeMovesEngineEvents(t *testing.T) {
	ctx := context.Background()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			db := storetest.Open(t, target.URL(t))
			c := eventsClient(t)
			p, err := store.CreateProject(ctx, db.Bun, "p")
			if err != nil {
				t.Fatal(err)
			}
			if err := store.BindAnalyticsEngine(ctx, db.Bun, "chdb:/engine"); err != nil {
				t.Fatal(err)
			}
			now := func() time.Time { return time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC) }
			sink := clickhouse.NewSink(c, db)
			load := func(name string, lines ...string) {
				t.Helper()
				_, err := ingest.ImportFile(ctx, db, p.ID, name, strings.NewReader(strings.Join(lines, "\n")),
					ingest.ImportOptions{Sink: sink, Now: now})
				if err != nil {
					t.Fatal(err)
				}
			}
			load("first.ndjson",
				`{"type":"event","event":"$pageview","distinct_id":"anon","timestamp":"2026-10-01T10:00:00Z"}`,
				`{"type":"event","event":"$pageview","distinct_id":"anon","timestamp":"2026-10-01T10:01:00Z"}`,
				`{"type":"person","distinct_ids":["user"],"created_at":"2026-10-01T00:00:00Z","is_identified":true}`,
				`{"type":"event","event":"$pageview","distinct_id":"user","timestamp":"2026-10-02T10:00:00Z"}`)
			// The engine's events table goes away: anon2's events wait in
			// the queue under anon2's own person.
			if err := c.Conn.Exec(ctx, "RENAME TABLE events TO events_away"); err != nil {
				t.Fatal(err)
			}
			load("second.ndjson", `{"type":"event","event":"$pageview","distinct_id":"anon2","timestamp":"2026-10-03T10:00:00Z"}`)
			if err := c.Conn.Exec(ctx, "RENAME TABLE events_away TO events"); err != nil {
				t.Fatal(err)
			}
			load("third.ndjson",
				`{"type":"event","event":"$identify","distinct_id":"user","timestamp":"2026-10-04T10:00:00Z","properties":{"$anon_distinct_id":"anon"}}`,
				`{"type":"event","event":"$identify","distinct_id":"user","timestamp":"2026-10-04T11:00:00Z","properties":{"$anon_distinct_id":"anon2"}}`)
			// The merges reach the engine before the queued event does.
			drain(t, c, db)
			if _, err := c.DrainPendingEvents(ctx, db); err != nil {
				t.Fatal(err)
			}
			user := personOf(t, db, p.ID, "user")
			for _, d := range []string{"anon", "anon2"} {
				if got := personOf(t, db, p.ID, d); got != user {
					t.Fatalf("the store's %s is person %d, want %d (merged)", d, got, user)
				}
			}
			var n, others uint64
			err = c.Conn.QueryRow(ctx, "SELECT count(), countIf(person_id IS NULL OR person_id != ?) FROM events WHERE team_id = ?",
				user, p.ID).Scan(&n, &others)
			if err != nil {
				t.Fatal(err)
			}
			if n != 6 || others != 0 {
				t.Fatalf("engine: %d events, %d not under person %d; want 6, all under it", n, others, user)
			}
			// Draining the same merges again changes nothing.
			if err := store.RecordPersonMerge(ctx, db.Bun, p.ID, user+1000, user); err != nil {
				t.Fatal(err)
			}
			drain(t, c, db)
			if err := c.Conn.QueryRow(ctx, "SELECT countIf(person_id != ?) FROM events WHERE team_id = ?", user, p.ID).Scan(&others); err != nil || others != 0 {
				t.Fatalf("after a second drain %d events moved away (%v)", others, err)
			}
		})
	}
}

// personOf is the store's person of a distinct id.
func personOf(t *testing.T, db *store.DB, team int64, distinctID string) int64 {
	t.Helper()
	var id int64
	err := db.Bun.NewSelect().Table("person_distinct_ids").Column("person_id").
		Where("team_id = ? AND distinct_id = ?", team, distinctID).Scan(context.Background(), &id)
	if err != nil {
		t.Fatal(err)
	}
	return id
}
