package service

import (
	"context"
	"sync"
)

// Scratch lends the pages of recordings that a request reads the memory
// they are built in, taken from a pool and given back once the answer is
// written. A page of 50 recordings with their persons is 18 KiB of structs,
// a third to two fifths of everything a list request allocated, and so of
// the garbage collector's work (BENCHMARKS.md, round 7). Kept on an end to
// end figure: without it, in the peer bench's side-by-side run of issue 30,
// the server allocated twice as much per request (PostgreSQL GraphQL op b
// 12 → 30 KiB, REST op b 20 → 39 KiB) and spent 6-24% more CPU per request
// in every cell; with it both came back to the figures before (BENCHMARKS.md,
// "List reads beside PostGraphile").
//
// A caller that writes an answer and then drops it (the REST handler, the
// GraphQL fast path) asks for one with Scratches.With and releases it after the
// write; nothing of the page may be kept past Release. Reads without one
// (gqlgen's executor, which may keep results longer) allocate as before. A
// second page of a kind in one request, while the first is lent, is
// allocated too.
type Scratch struct {
	pool        *sync.Pool
	recordings  []SessionRecording
	withPersons []RecordingWithPerson
	people      []Person
	lent        uint8 // of the slices above: lentRecordings, …
}

const (
	lentRecordings = 1 << iota
	lentWithPersons
	lentPeople
)

// Scratches is a pool of Scratch; its zero value is ready. A surface that
// writes answers keeps one (REST's Handler, GraphQL's fast path).
type Scratches struct{ pool sync.Pool }

type scratchKey struct{}

// With returns ctx carrying a Scratch from the pool, and the Scratch to
// release once the answer is written.
func (p *Scratches) With(ctx context.Context) (context.Context, *Scratch) {
	s, _ := p.pool.Get().(*Scratch)
	if s == nil {
		s = &Scratch{}
	}
	s.pool = &p.pool
	return context.WithValue(ctx, scratchKey{}, s), s
}

// Release clears what was lent (so that the pool keeps no strings of the
// answer alive) and gives the Scratch back. It is safe on a nil Scratch.
func (s *Scratch) Release() {
	if s == nil {
		return
	}
	clear(s.recordings)
	clear(s.withPersons)
	clear(s.people)
	s.recordings, s.withPersons, s.people = s.recordings[:0], s.withPersons[:0], s.people[:0]
	s.lent = 0
	pool := s.pool
	s.pool = nil
	pool.Put(s)
}

func scratchFrom(ctx context.Context) *Scratch {
	s, _ := ctx.Value(scratchKey{}).(*Scratch)
	return s
}

// maxLent is the largest page a Scratch lends for (the default and the
// usual sizes of a page are 50 and 100): the pool keeps no pages of a
// thousand rows.
const maxLent = 128

// lend returns an empty slice with room for exactly n (appending more
// allocates a new one) from *buf, marking it lent and leaving *buf as long
// as what may be appended, for Release to clear; or nil when it is lent
// already or n is over maxLent.
func lend[T any](s *Scratch, buf *[]T, bit uint8, n int) []T {
	if s.lent&bit != 0 || n > maxLent {
		return nil
	}
	s.lent |= bit
	if cap(*buf) < n {
		*buf = make([]T, n)
	}
	*buf = (*buf)[:n]
	return (*buf)[:0:n]
}

// pageItems returns an empty slice with room for n items of a page: lent
// by ctx's Scratch when it has one of that kind free, else allocated.
func pageItems[T any](ctx context.Context, n int) []T {
	if s := scratchFrom(ctx); s != nil {
		switch any((*T)(nil)).(type) {
		case *SessionRecording:
			if b := lend(s, &s.recordings, lentRecordings, n); b != nil {
				return any(b).([]T)
			}
		case *RecordingWithPerson:
			if b := lend(s, &s.withPersons, lentWithPersons, n); b != nil {
				return any(b).([]T)
			}
		}
	}
	return make([]T, 0, n)
}

// pagePeople is pageItems for the persons of a page.
func pagePeople(ctx context.Context, n int) []Person {
	if s := scratchFrom(ctx); s != nil {
		if b := lend(s, &s.people, lentPeople, n); b != nil {
			return b
		}
	}
	return make([]Person, 0, n)
}
