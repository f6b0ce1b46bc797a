package ingest_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

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

// failingSink takes n batches, then fails.
type failingSink struct {
	n     int
	calls int
}

func (s *failingSink) WriteEvents(_ context.Context, _ []store.Event) error {
	s.calls++
	if s.calls > s.n {
		return errors.New("engine down")
	}
	return nil
}

// TestSpoolReplay: a spool hands back its batches unchanged and in order
// (it decodes the next one while the sink writes), can be replayed again,
// and stops at the first batch the sink refuses or when the context ends.
func TestSpoolReplay(t *testing.T) {
	ctx := context.Background()
	spool, err := ingest.NewSpool()
	if err != nil {
		t.Fatal(err)
	}
	defer spool.Close()
	ts := time.Date(2026, 11, 1, 0, 0, 0, 123456000, time.UTC)
	var want [][]store.Event
	for b, size := range []int{3, 1, 5, 2, 4} {
		var batch []store.Event
		for i := range size {
			person, session := int64(b*10+i+1), fmt.Sprintf("s%d", i)
			ev := store.Event{UUID: fmt.Sprintf("u-%d-%d", b, i), TeamID: 2, Event: "e", DistinctID: "d",
				Properties: []byte(fmt.Sprintf(`{"i":%d}`, i)), Timestamp: ts.Add(time.Duration(b*10+i) * time.Second), CreatedAt: ts, PersonID: &person}
			if i%2 == 0 {
				ev.SessionID = &session
			}
			batch = append(batch, ev)
		}
		if err := spool.WriteEvents(ctx, batch); err != nil {
			t.Fatal(err)
		}
		want = append(want, batch)
	}
	if spool.Events() != 15 {
		t.Fatalf("spool holds %d events, want 15", spool.Events())
	}
	for round := range 2 {
		got := &recordingSink{}
		if err := spool.Replay(ctx, got); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got.batches, want) {
			t.Fatalf("replay %d: %+v, want %+v", round, got.batches, want)
		}
	}
	failing := &failingSink{n: 2}
	if err := spool.Replay(ctx, failing); err == nil || err.Error() != "engine down" || failing.calls != 3 {
		t.Fatalf("replay into a sink failing at its third batch: %v after %d calls", err, failing.calls)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if err := spool.Replay(cctx, &recordingSink{}); !errors.Is(err, context.Canceled) {
		t.Fatalf("replay with a cancelled context: %v", err)
	}
}
