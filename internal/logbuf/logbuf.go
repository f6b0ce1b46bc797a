// Package logbuf lets a server write its per-request access log in batches
// while every other log line goes out at once, in order.
//
// One line per request was one write system call per request: about 2% of
// the CPU of a small GraphQL read (BENCHMARKS.md, round 7). A Writer keeps
// access lines (written through Deferred) for at most its delay, or until
// 32 KiB wait, and writes them together; any other line (written through the
// Writer itself: errors, warnings, startup) first sends what waits, so the
// log keeps its order and nothing but access lines is ever late. Flush
// sends what waits; a server calls it when it stops. What a crash loses is
// at most the delay's worth of access lines, the trade nginx's
// `access_log … buffer= flush=` makes.
package logbuf

import (
	"io"
	"sync"
	"time"
)

// maxWaiting is how many bytes of access lines wait at most.
const maxWaiting = 32 << 10

// Writer writes log lines to an underlying writer: at once through Write,
// in batches through Deferred.
type Writer struct {
	mu      sync.Mutex
	w       io.Writer
	delay   time.Duration
	waiting []byte
	timer   *time.Timer // sends what waits after delay; armed while waiting is not empty
}

// New returns a Writer to w that keeps access lines for at most delay.
func New(w io.Writer, delay time.Duration) *Writer {
	return &Writer{w: w, delay: delay}
}

// Write sends what waits, then p, in one write.
func (b *Writer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.waiting) == 0 {
		return b.w.Write(p)
	}
	b.waiting = append(b.waiting, p...)
	if err := b.sendLocked(); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Flush sends what waits.
func (b *Writer) Flush() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.sendLocked()
}

// Deferred is the writer of access lines: what it is given waits (see the
// package comment).
func (b *Writer) Deferred() io.Writer { return deferred{b} }

type deferred struct{ b *Writer }

func (d deferred) Write(p []byte) (int, error) {
	b := d.b
	b.mu.Lock()
	defer b.mu.Unlock()
	b.waiting = append(b.waiting, p...)
	if len(b.waiting) >= maxWaiting {
		if err := b.sendLocked(); err != nil {
			return 0, err
		}
		return len(p), nil
	}
	if len(b.waiting) == len(p) { // the first line waiting
		if b.timer == nil {
			b.timer = time.AfterFunc(b.delay, func() { b.Flush() }) //nolint:errcheck // nowhere to report it
		} else {
			b.timer.Reset(b.delay)
		}
	}
	return len(p), nil
}

func (b *Writer) sendLocked() error {
	if len(b.waiting) == 0 {
		return nil
	}
	if b.timer != nil {
		b.timer.Stop()
	}
	_, err := b.w.Write(b.waiting)
	if cap(b.waiting) > 2*maxWaiting { // one long line: do not keep its room
		b.waiting = nil
	} else {
		b.waiting = b.waiting[:0]
	}
	return err
}
