package ingest_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/ingest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// recordingSink keeps the batches it is given.
type recordingSink struct{ batches [][]store.Event }

func (s *recordingSink) WriteEvents(_ context.Context, events []store.Event) error {
	s.batches = append(s.batches, events)
	return nil
}

// TestImportWithSink imports with an EventSink: the events go to it only,
// after the store committed, in batches cut by count alone, each event
// with the id of the person that owns it after the file's merges; the
// store's events and sessions stay empty. A refused file hands it nothing.
func TestImportWithSink(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		pid := mustProject(t, db, "p")
		var b strings.Builder
		for i := range 7 {
			fmt.Fprintf(&b, `{"type":"event","event":"$pageview","distinct_id":"anon","timestamp":"2025-05-01T00:00:0%dZ","properties":{"$session_id":"s1"}}`+"\n", i)
		}
		b.WriteString(`{"type":"event","event":"$identify","distinct_id":"user","timestamp":"2025-05-01T00:00:09Z","properties":{"$anon_distinct_id":"anon"}}` + "\n")
		sink := &recordingSink{}
		res, err := importString(t, db, pid, "f.ndjson", b.String(), ingest.ImportOptions{Sink: sink, SinkBatch: 3})
		if err != nil {
			t.Fatal(err)
		}
		if res.Stats.Events != 8 || res.Stats.PersonsCreated != 1 {
			t.Fatalf("stats %+v", res.Stats)
		}
		var sizes []int
		owner := personOf(t, db, pid, "anon").ID
		for _, batch := range sink.batches {
			sizes = append(sizes, len(batch))
			for _, ev := range batch {
				if ev.PersonID == nil || *ev.PersonID != owner || ev.TeamID != pid || ev.UUID == "" {
					t.Fatalf("event %+v: want person %d of project %d", ev, owner, pid)
				}
			}
		}
		if fmt.Sprint(sizes) != "[3 3 2]" {
			t.Fatalf("batches of %v, want [3 3 2]", sizes)
		}
		for _, table := range []string{"events", "sessions"} {
			if n, err := db.Bun.NewSelect().Table(table).Count(ctx); err != nil || n != 0 {
				t.Fatalf("the store's %s holds %d rows (%v)", table, n, err)
			}
		}
		// A refused file: nothing reaches the sink.
		refused := &recordingSink{}
		_, err = importString(t, db, pid, "bad.ndjson", b.String()+`{"type":"event"}`+"\n", ingest.ImportOptions{Sink: refused})
		if err == nil || len(refused.batches) != 0 {
			t.Fatalf("refused file: %v, %d batches sent", err, len(refused.batches))
		}
	})
}
