package auth

import (
	"context"
	"sync"
	"time"

	"github.com/uptrace/bun"

	"github.com/burrow-analytics/burrow/store"
)

// uses are the keys' last uses not yet written (last_used_at), one time per
// key (the latest): recording one is a map write, and the writes happen in
// the background (Start), where waiting behind another writer's lock (an
// import on SQLite) holds up no request.
type uses struct {
	mu      sync.Mutex
	pending map[int64]time.Time
}

func newUses() *uses { return &uses{pending: map[int64]time.Time{}} }

// record notes that key id was used at t.
func (u *uses) record(id int64, t time.Time) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if old, ok := u.pending[id]; !ok || t.After(old) {
		u.pending[id] = t
	}
}

// take returns the pending uses and forgets them.
func (u *uses) take() map[int64]time.Time {
	u.mu.Lock()
	defer u.mu.Unlock()
	if len(u.pending) == 0 {
		return nil
	}
	p := u.pending
	u.pending = map[int64]time.Time{}
	return p
}

// putBack makes uses whose write failed pending again, unless a later use
// of the same key was recorded meanwhile.
func (u *uses) putBack(p map[int64]time.Time) {
	for id, t := range p {
		u.record(id, t)
	}
}

// writeUses writes p in one transaction (on SQLite, one turn of the write
// lock for every key).
func writeUses(ctx context.Context, a *Authenticator, p map[int64]time.Time) error {
	return a.db.Bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for id, t := range p {
			if err := store.TouchAPIKey(ctx, tx, id, t); err != nil {
				return err
			}
		}
		return nil
	})
}
