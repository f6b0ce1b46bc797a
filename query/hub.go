package query

// The one hub of this replica's status subscribers.

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/burrow-analytics/burrow/notify"
	"github.com/burrow-analytics/burrow/store"
)

// Subscribe streams the status of run id of project teamID: the current
// status at once, then every change, and closes the channel after the
// complete status (or when ctx ends, or when the status is purged). A slow
// reader never holds up the replica: it skips to the latest status.
func (s *Runtime) Subscribe(ctx context.Context, teamID int64, id string) (<-chan *Status, error) {
	key := jobKey{teamID, id}
	sub := s.hub.add(key) // before reading, so no change falls between the two
	job, err := s.loadJob(ctx, teamID, id)
	if err != nil {
		s.hub.remove(key, sub)
		return nil, err
	}
	sub.push(s.statusView(job))
	out := make(chan *Status)
	go func() {
		defer close(out)
		defer s.hub.remove(key, sub)
		var sent int64
		for {
			select {
			case <-ctx.Done():
				return
			case <-sub.ready:
			}
			st, gone := sub.latest()
			if gone {
				return
			}
			if st == nil || st.version <= sent {
				continue
			}
			select {
			case out <- st:
			case <-ctx.Done():
				return
			}
			sent = st.version
			if st.Complete {
				return
			}
		}
	}()
	return out, nil
}

// statusSub is one subscriber's mailbox: it holds only the newest status, so
// pushing never blocks and a slow reader skips intermediate ones.
type statusSub struct {
	mu     sync.Mutex
	status *Status
	gone   bool          // the status was purged
	ready  chan struct{} // capacity 1: "something new"
}

func (s *statusSub) push(st *Status) {
	s.mu.Lock()
	if s.status == nil || st.version > s.status.version {
		s.status = st
	}
	s.mu.Unlock()
	s.signal()
}

func (s *statusSub) vanish() {
	s.mu.Lock()
	s.gone = true
	s.mu.Unlock()
	s.signal()
}

func (s *statusSub) signal() {
	select {
	case s.ready <- struct{}{}:
	default:
	}
}

func (s *statusSub) latest() (*Status, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.status, s.gone
}

// statusHub fans status changes out to this replica's subscribers: a
// notification marks the run dirty, and one goroutine reads each dirty
// status once and hands it to every subscriber of that run.
type statusHub struct {
	q      *Runtime
	mu     sync.Mutex
	subs   map[jobKey]map[*statusSub]struct{}
	dirty  map[jobKey]struct{}
	resync bool
	signal chan struct{}
}

func newStatusHub(q *Runtime) *statusHub {
	return &statusHub{
		q: q, subs: make(map[jobKey]map[*statusSub]struct{}), dirty: make(map[jobKey]struct{}),
		signal: make(chan struct{}, 1),
	}
}

func (h *statusHub) add(key jobKey) *statusSub {
	sub := &statusSub{ready: make(chan struct{}, 1)}
	h.mu.Lock()
	if h.subs[key] == nil {
		h.subs[key] = make(map[*statusSub]struct{})
	}
	h.subs[key][sub] = struct{}{}
	h.mu.Unlock()
	return sub
}

func (h *statusHub) remove(key jobKey, sub *statusSub) {
	h.mu.Lock()
	delete(h.subs[key], sub)
	if len(h.subs[key]) == 0 {
		delete(h.subs, key)
	}
	h.mu.Unlock()
}

// onMessage runs on the notifier's goroutine: it only marks work.
func (h *statusHub) onMessage(msg notify.Message) {
	h.mu.Lock()
	if msg.Resync {
		h.resync = true
	} else if key, ok := parseStatusPayload(msg.Payload); ok {
		if _, watched := h.subs[key]; watched {
			h.dirty[key] = struct{}{}
		}
	}
	h.mu.Unlock()
	select {
	case h.signal <- struct{}{}:
	default:
	}
}

// run delivers dirty statuses until ctx ends.
func (h *statusHub) run(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-h.signal:
		}
		h.mu.Lock()
		keys := make([]jobKey, 0, len(h.dirty))
		if h.resync {
			for key := range h.subs {
				keys = append(keys, key)
			}
		} else {
			for key := range h.dirty {
				keys = append(keys, key)
			}
		}
		h.dirty = make(map[jobKey]struct{})
		h.resync = false
		h.mu.Unlock()
		for _, key := range keys {
			h.refresh(ctx, key)
		}
	}
}

// refresh reads one run's status and pushes it to its subscribers.
func (h *statusHub) refresh(ctx context.Context, key jobKey) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	job, err := store.GetQueryJob(ctx, h.q.jobs.Read, key.teamID, key.id)
	var st *Status
	switch {
	case errors.Is(err, store.ErrNotFound):
	case err != nil:
		if ctx.Err() == nil {
			h.q.logger.WarnContext(ctx, "queries: read status for subscribers", "id", key.id, "err", err)
		}
		return
	default:
		st = h.q.statusView(job)
	}
	h.mu.Lock()
	subs := make([]*statusSub, 0, len(h.subs[key]))
	for sub := range h.subs[key] {
		subs = append(subs, sub)
	}
	h.mu.Unlock()
	for _, sub := range subs {
		if st == nil {
			sub.vanish()
		} else {
			sub.push(st)
		}
	}
}
