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

// engineCount counts the engine's events of a project.
func engineCount(t *testing.T, c *clickhouse.Client, team int64) uint64 {
	t.Helper()
	var n uint64
	if err := c.Conn.QueryRow(context.Background(), "SELECT count() FROM events WHERE team_id = ?", team).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestSinkQueuesAndDrain writes batches through a Sink: the engine takes
// them (once, however often they are sent); while its events table is
// gone, they are queued in the store and the sink goes on; two drains at
// once then land every queued event exactly once and empty the queue.
func TestSinkQueuesAndDrain(t *testing.T) {
	ctx := context.Background()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			db := storetest.Open(t, target.URL(t))
			c := eventsClient(t)
			p, err := store.CreateProject(ctx, db.Bun, "p")
			if err != nil {
				t.Fatal(err)
			}
			ts := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
			batch := func(name string, n int) []store.Event {
				var events []store.Event
				for i := range n {
					s := fmt.Sprintf("s-%s", name)
					events = append(events, store.Event{UUID: fmt.Sprintf("%s-%03d", name, i), TeamID: p.ID, Event: "e",
						DistinctID: "d", Properties: json.RawMessage(`{"i":1}`), Timestamp: ts.Add(time.Duration(i) * time.Second),
						CreatedAt: ts, SessionID: &s})
				}
				return events
			}
			sink := clickhouse.NewSink(c, db)
			if err := sink.WriteEvents(ctx, batch("a", 10)); err != nil {
				t.Fatal(err)
			}
			// The same batch again (an import run twice) is not sent again.
			if err := sink.WriteEvents(ctx, batch("a", 10)); err != nil {
				t.Fatal(err)
			}
			if n := engineCount(t, c, p.ID); n != 10 {
				t.Fatalf("engine holds %d events, want 10", n)
			}
			// The engine fails: batches are queued, the sink goes on.
			if err := c.Conn.Exec(ctx, "RENAME TABLE events TO events_away"); err != nil {
				t.Fatal(err)
			}
			for _, name := range []string{"b", "c"} {
				if err := sink.WriteEvents(ctx, batch(name, 7)); err != nil {
					t.Fatal(err)
				}
			}
			// Queuing a batch twice keeps it once.
			if err := sink.WriteEvents(ctx, batch("c", 7)); err != nil {
				t.Fatal(err)
			}
			st := sink.Stats()
			if st.Written != 10 || st.Skipped != 10 || st.Queued != 21 || st.Reason == "" {
				t.Fatalf("sink stats %+v, want 10 written, 10 skipped (already there), 21 queued with a reason", st)
			}
			if n, err := store.PendingEventsCount(ctx, db.Bun); err != nil || n != 14 {
				t.Fatalf("queued in the store: %d (%v), want 14", n, err)
			}
			// A drain while the engine still fails keeps everything queued.
			if n, err := c.DrainPendingEvents(ctx, db); err == nil || n != 0 {
				t.Fatalf("drain into a failing engine: %d, %v", n, err)
			}
			if n, _ := store.PendingEventsCount(ctx, db.Bun); n != 14 {
				t.Fatalf("after a failed drain %d events are queued, want 14", n)
			}
			if err := c.Conn.Exec(ctx, "RENAME TABLE events_away TO events"); err != nil {
				t.Fatal(err)
			}
			var wg sync.WaitGroup
			sent := make([]int, 2)
			errs := make([]error, 2)
			for i := range 2 {
				wg.Go(func() { sent[i], errs[i] = c.DrainPendingEvents(ctx, db) })
			}
			wg.Wait()
			if errs[0] != nil || errs[1] != nil || sent[0]+sent[1] < 14 {
				t.Fatalf("drains sent %v (%v)", sent, errs)
			}
			if n := engineCount(t, c, p.ID); n != 24 {
				t.Fatalf("engine holds %d events after the drain, want 24", n)
			}
			var props string
			var session *string
			if err := c.Conn.QueryRow(ctx, "SELECT properties, session_id FROM events WHERE uuid = 'c-003'").Scan(&props, &session); err != nil ||
				props != `{"i":1}` || session == nil || *session != "s-c" {
				t.Fatalf("drained event: %q %v (%v)", props, session, err)
			}
			if n, _ := store.PendingEventsCount(ctx, db.Bun); n != 0 {
				t.Fatalf("%d events still queued after the drain", n)
			}
			if n, err := c.DrainPendingEvents(ctx, db); err != nil || n != 0 {
				t.Fatalf("second drain: %d, %v", n, err)
			}
		})
	}
}
