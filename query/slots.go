package query

import (
	"context"
	"sync"
)

// projectSlots bounds the blocking runs of each project on this replica, so
// that one project's heavy statements cannot take every database
// connection from the others (background runs have their own limit,
// counted across replicas in the store).
type projectSlots struct {
	per int
	mu  sync.Mutex
	sem map[int64]*projectSem
}

type projectSem struct {
	slots chan struct{}
	users int // holders and waiters; the entry goes when it drops to 0
}

func newProjectSlots(per int) *projectSlots {
	return &projectSlots{per: per, sem: make(map[int64]*projectSem)}
}

// acquire waits for a slot of project teamID until ctx ends; release gives
// it back.
func (p *projectSlots) acquire(ctx context.Context, teamID int64) (release func(), err error) {
	p.mu.Lock()
	s := p.sem[teamID]
	if s == nil {
		s = &projectSem{slots: make(chan struct{}, p.per)}
		p.sem[teamID] = s
	}
	s.users++
	p.mu.Unlock()
	done := func() {
		p.mu.Lock()
		s.users--
		if s.users == 0 {
			delete(p.sem, teamID)
		}
		p.mu.Unlock()
	}
	select {
	case s.slots <- struct{}{}:
		return func() {
			<-s.slots
			done()
		}, nil
	case <-ctx.Done():
		done()
		return nil, context.Cause(ctx)
	}
}
