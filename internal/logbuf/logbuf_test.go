package logbuf

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

// sink records every write it gets.
type sink struct {
	mu     sync.Mutex
	writes []string
}

func (s *sink) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.writes = append(s.writes, string(p))
	return len(p), nil
}

func (s *sink) all() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.writes...)
}

func TestAccessLinesWaitOtherLinesDoNot(t *testing.T) {
	out := &sink{}
	w := New(out, time.Hour) // never by the timer in this test
	access := w.Deferred()
	access.Write([]byte("a1\n"))
	access.Write([]byte("a2\n"))
	if got := out.all(); len(got) != 0 {
		t.Fatalf("access lines went out at once: %q", got)
	}
	w.Write([]byte("error\n"))
	if got := out.all(); len(got) != 1 || got[0] != "a1\na2\nerror\n" {
		t.Fatalf("another line must send the waiting ones first, in order, in one write: %q", got)
	}
	w.Write([]byte("info\n"))
	access.Write([]byte("a3\n"))
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	want := []string{"a1\na2\nerror\n", "info\n", "a3\n"}
	if got := out.all(); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("writes %q, want %q", got, want)
	}
	if err := w.Flush(); err != nil || len(out.all()) != 3 {
		t.Fatalf("a Flush with nothing waiting wrote: %q %v", out.all(), err)
	}
}

func TestAccessLinesLeaveAfterTheDelay(t *testing.T) {
	out := &sink{}
	w := New(out, 10*time.Millisecond)
	for round := range 3 { // the timer is armed again after each send
		line := fmt.Sprintf("round %d\n", round)
		w.Deferred().Write([]byte(line))
		deadline := time.Now().Add(10 * time.Second)
		for len(out.all()) <= round {
			if time.Now().After(deadline) {
				t.Fatalf("round %d: the access line never left: %q", round, out.all())
			}
			time.Sleep(time.Millisecond)
		}
		if got := out.all()[round]; got != line {
			t.Fatalf("round %d: wrote %q", round, got)
		}
	}
}

func TestAccessLinesLeaveWhenManyWait(t *testing.T) {
	out := &sink{}
	w := New(out, time.Hour)
	line := bytes.Repeat([]byte("x"), 1000)
	line[len(line)-1] = '\n'
	n := 0
	for len(out.all()) == 0 {
		w.Deferred().Write(line)
		n++
		if n > 100 {
			t.Fatal("more than 100 KB waited")
		}
	}
	if got := out.all()[0]; len(got) != n*len(line) || n*len(line) < maxWaiting {
		t.Fatalf("sent %d bytes after %d lines", len(got), n)
	}
}

func TestConcurrentLinesStayWhole(t *testing.T) {
	out := &sink{}
	w := New(out, time.Millisecond)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				line := []byte(fmt.Sprintf("g%d-%d\n", g, i))
				if i%10 == 0 {
					w.Write(line)
				} else {
					w.Deferred().Write(line)
				}
			}
		}()
	}
	wg.Wait()
	w.Flush()
	lines := strings.Split(strings.TrimSuffix(strings.Join(out.all(), ""), "\n"), "\n")
	if len(lines) != 8*200 {
		t.Fatalf("%d lines, want %d", len(lines), 8*200)
	}
	next := map[string]int{}
	for _, l := range lines {
		var g, i int
		if _, err := fmt.Sscanf(l, "g%d-%d", &g, &i); err != nil {
			t.Fatalf("torn line %q", l)
		}
		key := fmt.Sprint(g)
		if i != next[key] {
			t.Fatalf("goroutine %d: line %d after %d: out of order", g, i, next[key]-1)
		}
		next[key]++
	}
}
