package seed_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/seed"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// eventSink keeps the events it is given.
type eventSink struct{ events []store.Event }

func (s *eventSink) WriteEvents(_ context.Context, events []store.Event) error {
	s.events = append(s.events, events...)
	return nil
}

// TestSeedWithSink seeds with an EventSink: it gets exactly the events a
// seed into the store writes (same uuids, persons and sessions), and the
// store's events and sessions stay empty while its persons are written.
func TestSeedWithSink(t *testing.T) {
	t.Parallel()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) { seedWithSink(t, target) })
	}
}

func seedWithSink(t *testing.T, target storetest.Target) {
	// The same project id in two stores: the seed's rows depend on it.
	ctx := context.Background()
	other, db := storetest.Open(t, target.URL(t)), storetest.Open(t, target.URL(t))
	opts := seed.Options{Persons: 20, Events: 600, Now: testNow}
	inStore := newProject(t, other)
	want, err := seed.Run(ctx, other, inStore, opts)
	if err != nil {
		t.Fatal(err)
	}
	var stored []store.Event
	if err := other.Bun.NewSelect().Model(&stored).Where("team_id = ?", inStore).Order("uuid").Scan(ctx); err != nil {
		t.Fatal(err)
	}

	sink := &eventSink{}
	opts.Sink = sink
	pid := newProject(t, db)
	if pid != inStore {
		t.Fatalf("project %d, want %d", pid, inStore)
	}
	got, err := seed.Run(ctx, db, pid, opts)
	if err != nil {
		t.Fatal(err)
	}
	if got.Events != want.Events || got.Persons != want.Persons || got.Sessions != want.Sessions || len(sink.events) != want.Events {
		t.Fatalf("with a sink: %+v and %d events sent; into the store: %+v", got, len(sink.events), want)
	}
	slices.SortFunc(sink.events, func(a, b store.Event) int { return strings.Compare(a.UUID, b.UUID) })
	for i, ev := range sink.events {
		s := stored[i]
		if ev.UUID != s.UUID || ev.Event != s.Event || ev.DistinctID != s.DistinctID || !ev.Timestamp.Equal(s.Timestamp) ||
			(ev.SessionID == nil) != (s.SessionID == nil) || ev.TeamID != pid || ev.PersonID == nil {
			t.Fatalf("event %d: sent %+v, stored %+v", i, ev, s)
		}
	}
	for _, table := range []string{"events", "sessions"} {
		if n, err := db.Bun.NewSelect().Table(table).Where("team_id = ?", pid).Count(ctx); err != nil || n != 0 {
			t.Fatalf("the store's %s holds %d rows of the project (%v)", table, n, err)
		}
	}
	if n, err := db.Bun.NewSelect().Table("persons").Where("team_id = ?", pid).Count(ctx); err != nil || int(n) != want.Persons {
		t.Fatalf("persons: %d (%v), want %d", n, err, want.Persons)
	}
}
