package clickhouse_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestDrainOutbox: while an engine is bound, every insert, update and
// delete of the mirrored tables reaches the engine at the next drain (a
// move between projects too), the outbox is then empty, a batch sent twice
// (a crash before its outbox rows were deleted) changes nothing, and a
// change after a full mirror supersedes it. Before the binding the store
// records nothing.
func TestDrainOutbox(t *testing.T) {
	ctx := context.Background()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			db := storetest.Open(t, target.URL(t))
			c := eventsClient(t)
			ts := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
			a, err := store.CreateProject(ctx, db.Bun, "a")
			if err != nil {
				t.Fatal(err)
			}
			b, err := store.CreateProject(ctx, db.Bun, "b")
			if err != nil {
				t.Fatal(err)
			}
			insert := func(model any) {
				t.Helper()
				if _, err := db.Bun.NewInsert().Model(model).Exec(ctx); err != nil {
					t.Fatal(err)
				}
			}
			exec := func(query string, args ...any) {
				t.Helper()
				if _, err := db.Bun.ExecContext(ctx, query, args...); err != nil {
					t.Fatal(err)
				}
			}
			p1 := store.Person{UUID: "u1", TeamID: a.ID, Properties: json.RawMessage(`{"plan":"free"}`), CreatedAt: ts}
			insert(&p1)
			if n := outboxLen(t, db); n != 0 {
				t.Fatalf("a store without an engine holds %d outbox rows, want 0", n)
			}

			if err := store.BindAnalyticsEngine(ctx, db.Bun, "chdb:/engine"); err != nil {
				t.Fatal(err)
			}
			p2 := store.Person{UUID: "u2", TeamID: a.ID, Properties: json.RawMessage(`{}`), CreatedAt: ts}
			insert(&p2)
			insert(&store.PersonDistinctID{TeamID: a.ID, PersonID: p2.ID, DistinctID: "d2"})
			insert(&store.SessionRecording{TeamID: a.ID, SessionID: "s1", DistinctID: "d2", StartTime: ts, EndTime: ts.Add(time.Minute),
				Duration: 60, Storage: "object_storage", SnapshotSource: "web"})
			insert(&store.PluginLogEntry{ID: "log1", TeamID: a.ID, PluginID: 1, PluginConfigID: 7, Timestamp: ts, Source: "SYSTEM",
				Type: "INFO", Message: "hello", InstanceID: "i"})
			exec("UPDATE persons SET properties = ? WHERE id = ?", `{"plan":"paid"}`, p1.ID)
			if n := outboxLen(t, db); n < 5 {
				t.Fatalf("the outbox holds %d rows after 5 changes", n)
			}
			before := outboxRows(t, db)
			drain(t, c, db)
			want := map[string]string{
				"persons":             fmt.Sprintf("%d:paid %d:", p1.ID, p2.ID),
				"person_distinct_ids": fmt.Sprintf("d2:%d", p2.ID),
				"session_recordings":  "s1:60",
				"plugin_log_entries":  "7:log1:hello",
			}
			checkEngine(t, c, a.ID, want)

			// The same batch again, as after a crash between the engine's
			// write and the outbox's delete: the same versions, no change.
			if _, err := db.Bun.NewInsert().Model(&before).Exec(ctx); err != nil {
				t.Fatal(err)
			}
			drain(t, c, db)
			checkEngine(t, c, a.ID, want)

			// Deletions (the distinct id goes with its person) and a
			// recording moved to project b.
			exec("DELETE FROM persons WHERE id = ?", p2.ID)
			exec("UPDATE session_recordings SET team_id = ? WHERE session_id = 's1'", b.ID)
			exec("DELETE FROM plugin_log_entries WHERE id = 'log1'")
			drain(t, c, db)
			checkEngine(t, c, a.ID, map[string]string{"persons": fmt.Sprintf("%d:paid", p1.ID)})
			checkEngine(t, c, b.ID, map[string]string{"session_recordings": "s1:60"})

			// A full mirror, then a change: the change wins.
			if _, err := c.MirrorProject(ctx, db, a.ID); err != nil {
				t.Fatal(err)
			}
			exec("UPDATE persons SET properties = ? WHERE id = ?", `{"plan":"pro"}`, p1.ID)
			drain(t, c, db)
			checkEngine(t, c, a.ID, map[string]string{"persons": fmt.Sprintf("%d:pro", p1.ID)})
		})
	}
}

// TestDrainOutboxReplicas: drains running at once handle every outbox row,
// and on PostgreSQL each exactly once (SKIP LOCKED).
func TestDrainOutboxReplicas(t *testing.T) {
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
			c.OutboxBatch = 20
			const persons = 3*20 + 7
			rows := make([]store.Person, persons)
			for i := range rows {
				rows[i] = store.Person{UUID: fmt.Sprint("u", i), TeamID: p.ID, Properties: json.RawMessage(`{}`), CreatedAt: time.Now()}
			}
			if _, err := db.Bun.NewInsert().Model(&rows).Exec(ctx); err != nil {
				t.Fatal(err)
			}
			var wg sync.WaitGroup
			handled := make([]int, 3)
			errs := make([]error, 3)
			for i := range handled {
				wg.Go(func() { handled[i], errs[i] = c.DrainOutbox(ctx, db) })
			}
			wg.Wait()
			total := 0
			for i, n := range handled {
				if errs[i] != nil {
					t.Fatal(errs[i])
				}
				total += n
			}
			if total < persons || db.Dialect == store.Postgres && total != persons {
				t.Fatalf("3 drains handled %v outbox rows, want %d in all", handled, persons)
			}
			drain(t, c, db) // what a drain that found every row locked left
			var n uint64
			if err := c.Conn.QueryRow(ctx, "SELECT count() FROM persons FINAL WHERE team_id = ?", p.ID).Scan(&n); err != nil || n != persons {
				t.Fatalf("the engine holds %d persons (%v), want %d", n, err, persons)
			}
		})
	}
}

// drain drains the outbox and checks that it is empty after.
func drain(t *testing.T, c *clickhouse.Client, db *store.DB) {
	t.Helper()
	if _, err := c.DrainOutbox(context.Background(), db); err != nil {
		t.Fatal(err)
	}
	if n := outboxLen(t, db); n != 0 {
		t.Fatalf("%d outbox rows left after a drain", n)
	}
}

func outboxLen(t *testing.T, db *store.DB) int {
	t.Helper()
	n, err := store.OutboxLen(context.Background(), db.Bun)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func outboxRows(t *testing.T, db *store.DB) []store.OutboxRow {
	t.Helper()
	var rows []store.OutboxRow
	if err := db.Bun.NewSelect().Model(&rows).Order("id").Scan(context.Background()); err != nil {
		t.Fatal(err)
	}
	return rows
}

// checkEngine compares the project's live rows on the engine, read as the
// printer reads them (FINAL), with want by table; a table left out of want
// must have no row.
func checkEngine(t *testing.T, c *clickhouse.Client, team int64, want map[string]string) {
	t.Helper()
	queries := map[string]string{
		"persons": "SELECT arrayStringConcat(arraySort(groupArray(concat(toString(id), ':', " +
			"JSONExtractString(properties, 'plan')))), ' ') FROM persons FINAL WHERE team_id = ?",
		"person_distinct_ids": "SELECT arrayStringConcat(arraySort(groupArray(concat(distinct_id, ':', toString(person_id)))), ' ') " +
			"FROM person_distinct_ids FINAL WHERE team_id = ?",
		"session_recordings": "SELECT arrayStringConcat(arraySort(groupArray(concat(session_id, ':', toString(duration)))), ' ') " +
			"FROM session_recordings FINAL WHERE team_id = ?",
		"plugin_log_entries": "SELECT arrayStringConcat(arraySort(groupArray(concat(toString(plugin_config_id), ':', id, ':', message))), ' ') " +
			"FROM plugin_log_entries FINAL WHERE team_id = ?",
	}
	for table, q := range queries {
		var got string
		if err := c.Conn.QueryRow(context.Background(), q, team).Scan(&got); err != nil {
			t.Fatalf("%s: %v", table, err)
		}
		if got != want[table] {
			t.Errorf("project %d: the engine's %s are %q, want %q", team, table, got, want[table])
		}
	}
}

// BenchmarkDrainOutbox drains the outbox rows of 20,000 new persons (a
// fresh store and engine database each time) and reports rows/s.
func BenchmarkDrainOutbox(b *testing.B) {
	const persons = 20_000
	ctx := context.Background()
	for _, target := range storetest.Targets(b) {
		b.Run(target.Name, func(b *testing.B) {
			for range b.N {
				b.StopTimer()
				db := storetest.Open(b, target.URL(b))
				c := eventsClient(b)
				p, err := store.CreateProject(ctx, db.Bun, "p")
				if err != nil {
					b.Fatal(err)
				}
				if err := store.BindAnalyticsEngine(ctx, db.Bun, "chdb:/bench"); err != nil {
					b.Fatal(err)
				}
				rows := make([]store.Person, persons)
				for i := range rows {
					rows[i] = store.Person{UUID: fmt.Sprint("u", i), TeamID: p.ID, Properties: json.RawMessage(`{"plan":"free"}`), CreatedAt: time.Now()}
				}
				for i := 0; i < persons; i += 1000 {
					chunk := rows[i : i+1000]
					if _, err := db.Bun.NewInsert().Model(&chunk).Exec(ctx); err != nil {
						b.Fatal(err)
					}
				}
				b.StartTimer()
				began := time.Now()
				n, err := c.DrainOutbox(ctx, db)
				if err != nil || n != persons {
					b.Fatalf("drained %d rows (%v), want %d", n, err, persons)
				}
				b.ReportMetric(float64(n)/time.Since(began).Seconds(), "rows/s")
			}
		})
	}
}
