package service

import (
	"context"
	"testing"
)

func TestScratchLendsOnePageOfAKindAtATime(t *testing.T) {
	var pool Scratches
	if got := pageItems[SessionRecording](context.Background(), 50); cap(got) != 50 || len(got) != 0 {
		t.Fatalf("without a scratch: len %d cap %d, want an empty slice with room for 50", len(got), cap(got))
	}
	ctx, s := pool.With(context.Background())
	first := pageItems[SessionRecording](ctx, 50)
	if len(first) != 0 || cap(first) != 50 || s.lent&lentRecordings == 0 {
		t.Fatalf("first page: len %d cap %d lent %b, want lent, empty, room for exactly 50", len(first), cap(first), s.lent)
	}
	first = append(first, SessionRecording{ID: "kept"})
	second := pageItems[SessionRecording](ctx, 50)
	second = append(second, SessionRecording{ID: "other"})
	if first[0].ID != "kept" || second[0].ID != "other" {
		t.Fatalf("a second page of the same kind shared the first's array: first %q, second %q", first[0].ID, second[0].ID)
	}
	withPersons := pageItems[RecordingWithPerson](ctx, 10)
	people := pagePeople(ctx, 10)
	if s.lent != lentRecordings|lentWithPersons|lentPeople || cap(withPersons) != 10 || cap(people) != 10 {
		t.Fatalf("lent %b, caps %d %d: want every kind lent once", s.lent, cap(withPersons), cap(people))
	}
	big := pageItems[SessionRecording](context.Background(), maxLent+1)
	if cap(big) != maxLent+1 {
		t.Fatalf("a page over maxLent: cap %d", cap(big))
	}
	// Appending past the room must not write into the lent array.
	grown := append(first[:50], SessionRecording{ID: "past"})
	if &grown[0] == &first[0] {
		t.Fatal("appending past the room wrote into the lent array")
	}

	s.Release()
	if s.lent != 0 || len(s.recordings) != 0 || cap(s.recordings) < 50 {
		t.Fatalf("after Release: lent %b, len %d cap %d", s.lent, len(s.recordings), cap(s.recordings))
	}
	if got := s.recordings[:1][0].ID; got != "" {
		t.Fatalf("Release kept %q alive in the pool", got)
	}
	var none *Scratch
	none.Release() // safe on nil
}
