package query

import (
	"context"
	"testing"
)

// TestProjectSlots: a project's blocking runs beyond the limit wait, while
// another project's run at once; a released slot goes to a waiter.
func TestProjectSlots(t *testing.T) {
	p := newProjectSlots(2)
	ctx := context.Background()
	var held []func()
	for range 2 {
		release, err := p.acquire(ctx, 1)
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, release)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := p.acquire(cancelled, 1); err == nil {
		t.Fatal("a third run of project 1 got a slot")
	}
	if release, err := p.acquire(ctx, 2); err != nil {
		t.Fatalf("project 2 waits for project 1: %v", err)
	} else {
		release()
	}
	got := make(chan func(), 1)
	go func() {
		release, err := p.acquire(ctx, 1)
		if err != nil {
			t.Error(err)
		}
		got <- release
	}()
	held[0]()
	(<-got)()
	held[1]()
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.sem) != 0 {
		t.Fatalf("entries left: %v", p.sem)
	}
}
