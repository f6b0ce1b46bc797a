package main

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestStartDrains: each drainer runs repeatedly, a failure is logged and
// retried, a recovery is logged, and stop ends the loop after a last pass.
func TestStartDrains(t *testing.T) {
	t.Parallel()
	var logs syncBuffer
	logger := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	var calls, okCalls atomic.Int32
	var mu sync.Mutex
	stopped := false
	var afterStop int
	stop := startDrains(context.Background(), logger, time.Millisecond, []drainer{
		{name: "failing", drain: func(ctx context.Context) (int, error) {
			mu.Lock()
			defer mu.Unlock()
			if stopped {
				afterStop++
			}
			if calls.Add(1) <= 2 {
				return 0, errors.New("engine down")
			}
			return 1, nil
		}},
		{name: "steady", drain: func(ctx context.Context) (int, error) { okCalls.Add(1); return 0, nil }},
	})
	for deadline := time.Now().Add(30 * time.Second); calls.Load() < 4 || okCalls.Load() < 2; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("drainers ran %d and %d times", calls.Load(), okCalls.Load())
		}
	}
	mu.Lock()
	stopped = true
	mu.Unlock()
	stop()
	// The last pass, and perhaps one regular pass that began between
	// stopped and stop's cancel (the period is a millisecond).
	if afterStop < 1 || afterStop > 2 {
		t.Errorf("the failing drainer ran %d times after stop, want the last pass (and at most one regular pass)", afterStop)
	}
	n := calls.Load()
	time.Sleep(20 * time.Millisecond)
	if calls.Load() != n {
		t.Error("a drainer ran after stop returned")
	}
	out := logs.String()
	for _, want := range []string{`msg="analytics drain failed; retrying" drainer=failing failures=1`, "failures=2",
		`msg="analytics drain recovered" drainer=failing after_failures=2`} {
		if !strings.Contains(out, want) {
			t.Errorf("the log lacks %q:\n%s", want, out)
		}
	}
}
