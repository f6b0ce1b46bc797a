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

func TestCopyEvents(t *testing.T) {
	ctx := context.Background()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			db := storetest.Open(t, target.URL(t))
			c := eventsClient(t)
			var events []store.Event
			ts := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
			for _, name := range []string{"a", "b"} {
				p, err := store.CreateProject(ctx, db.Bun, name)
				if err != nil {
					t.Fatal(err)
				}
				for i := range 5 {
					events = append(events, store.Event{UUID: fmt.Sprintf("%s-%02d", name, i), TeamID: p.ID, Event: "e", DistinctID: "d",
						Properties: json.RawMessage(`{"i":` + fmt.Sprint(i) + `}`), Timestamp: ts, CreatedAt: ts})
				}
			}
			if _, err := db.Bun.NewInsert().Model(&events).Exec(ctx); err != nil {
				t.Fatal(err)
			}
			var seen []uint64
			n, err := c.CopyEvents(ctx, db, 4, func(total uint64) { seen = append(seen, total) })
			if err != nil || n != 10 || fmt.Sprint(seen) != "[4 8 10]" {
				t.Fatalf("copied %d (progress %v), %v; want 10 in batches of 4", n, seen, err)
			}
			// Nothing new: nothing copied. New events: only they are.
			if n, err := c.CopyEvents(ctx, db, 4, nil); err != nil || n != 0 {
				t.Fatalf("second copy: %d, %v", n, err)
			}
			more := []store.Event{{UUID: "c-00", TeamID: events[0].TeamID, Event: "e", DistinctID: "d", Timestamp: ts, CreatedAt: ts}}
			if _, err := db.Bun.NewInsert().Model(&more).Exec(ctx); err != nil {
				t.Fatal(err)
			}
			// A crash after the batch but before its record: the batch is
			// sent again and lands once.
			if err := c.InsertEvents(ctx, more, "copy:c-00:c-00:1"); err != nil {
				t.Fatal(err)
			}
			if n, err := c.CopyEvents(ctx, db, 4, nil); err != nil || n != 1 {
				t.Fatalf("third copy: %d, %v", n, err)
			}
			var count, distinct uint64
			if err := c.Conn.QueryRow(ctx, "SELECT count(), uniqExact(uuid) FROM events").Scan(&count, &distinct); err != nil || count != 11 || distinct != 11 {
				t.Fatalf("engine holds %d events (%d distinct), %v; want 11", count, distinct, err)
			}
		})
	}
}
