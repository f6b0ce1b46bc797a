package auth

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// VersionPollEvery is how often a started Authenticator reads the keys'
// version (store.AuthVersion) to learn of changes nobody announced on
// InvalidateChannel: a key revoked by another process on SQLite (`burrow
// apikey revoke` beside `serve`), a row edited by hand. A change drops the
// caches and wakes OnInvalidate's functions with Invalidation{All: true},
// so the websockets of a revoked key close within about this long.
const VersionPollEvery = time.Second

// UsesFlushEvery is how often a started Authenticator writes the keys' last
// uses (last_used_at) it recorded.
const UsesFlushEvery = 10 * time.Second

// usesFlushTimeout bounds the last write of uses when the Authenticator stops.
const usesFlushTimeout = 10 * time.Second

// syncVersion reads the keys' version and drops the caches when it changed
// since the last read, then tells the OnInvalidate functions.
func (a *Authenticator) syncVersion(ctx context.Context) error {
	v, err := a.db.AuthVersion(ctx)
	if err != nil {
		return err
	}
	if a.cache.syncVersion(v) {
		a.notifyWatchers(Invalidation{All: true})
	}
	return nil
}

// Start runs the Authenticator's background work until stop is called: it
// polls the keys' version every VersionPollEvery and writes the keys' last
// uses every UsesFlushEvery. stop waits for it to end and writes the uses
// still pending (bounded by usesFlushTimeout, errors logged).
func (a *Authenticator) Start(ctx context.Context) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		poll := time.NewTicker(VersionPollEvery)
		defer poll.Stop()
		flush := time.NewTicker(UsesFlushEvery)
		defer flush.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-poll.C:
				if err := a.syncVersion(ctx); err != nil && ctx.Err() == nil {
					a.logger.WarnContext(ctx, "poll the version of the API keys", "err", err)
				}
			case <-flush.C:
				a.flushUses(ctx)
			}
		}
	}()
	return func() {
		cancel()
		wg.Wait()
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), usesFlushTimeout)
		defer cancel()
		a.flushUses(ctx)
	}
}

// FlushUses writes the keys' last uses recorded since the last write.
func (a *Authenticator) FlushUses(ctx context.Context) error {
	pending := a.uses.take()
	if len(pending) == 0 {
		return nil
	}
	if err := writeUses(ctx, a, pending); err != nil {
		a.uses.putBack(pending)
		return fmt.Errorf("auth: record the last use of %d keys: %w", len(pending), err)
	}
	return nil
}

// flushUses is FlushUses with its error logged: the uses stay pending for
// the next write.
func (a *Authenticator) flushUses(ctx context.Context) {
	if err := a.FlushUses(ctx); err != nil {
		a.logger.WarnContext(ctx, "record key uses", "err", err)
	}
}
