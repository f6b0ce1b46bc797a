package main

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// drainer is one task of serve's drain loop: it moves what the store holds
// for the analytics engine there (the outbox of mirrored rows; queued event
// batches) and returns how many items it moved.
type drainer struct {
	name  string
	drain func(ctx context.Context) (int, error)
}

// Backoff of a drainer that fails: the wait doubles from the loop's period
// up to maxDrainBackoff, and is the period again after a success.
const maxDrainBackoff = 30 * time.Second

// finalDrainTimeout bounds the last pass of each drainer when serve stops.
const finalDrainTimeout = 5 * time.Second

// drainPassTimeout bounds one pass of a drainer: an engine that stops
// answering fails the pass (on PostgreSQL the outbox rows it held are
// released) instead of holding it forever.
const drainPassTimeout = 2 * time.Minute

// startDrains runs each drainer every period in a goroutine of its own
// (one slow engine write does not hold the others), until stop, which
// waits for them after a last pass (bounded by finalDrainTimeout), so that
// a change made just before a shutdown is not left for another replica.
// Failures are logged, and the failing drainer waits longer each time.
// Every replica runs them: the drainers are safe to run at once.
func startDrains(ctx context.Context, logger *slog.Logger, period time.Duration, drainers []drainer) (stop func()) {
	ctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	var wg sync.WaitGroup
	for _, d := range drainers {
		wg.Go(func() { runDrainer(ctx, logger, period, d) })
	}
	return func() {
		cancel()
		wg.Wait()
	}
}

// runDrainer is the loop of one drainer.
func runDrainer(ctx context.Context, logger *slog.Logger, period time.Duration, d drainer) {
	wait, failures := period, 0
	t := time.NewTimer(period)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			final, cancel := context.WithTimeout(context.WithoutCancel(ctx), finalDrainTimeout)
			defer cancel()
			if _, err := d.drain(final); err != nil {
				logger.Warn("analytics drain: last pass failed; another replica or the next start sends the rest",
					"drainer", d.name, "err", err)
			}
			return
		case <-t.C:
		}
		pass, cancel := context.WithTimeout(ctx, drainPassTimeout)
		n, err := d.drain(pass)
		cancel()
		switch {
		case err != nil && ctx.Err() == nil:
			failures++
			wait = min(2*wait, maxDrainBackoff)
			logger.Error("analytics drain failed; retrying", "drainer", d.name, "failures", failures, "retry_in", wait, "err", err)
		case err == nil:
			if failures > 0 {
				logger.Info("analytics drain recovered", "drainer", d.name, "after_failures", failures)
			}
			wait, failures = period, 0
			if n > 0 {
				logger.Debug("analytics drain", "drainer", d.name, "items", n)
			}
		}
		t.Reset(wait)
	}
}
