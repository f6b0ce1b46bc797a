package server

import (
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

// Write coalescing.
//
// net/http writes a response through a 4 KiB buffer per connection: a
// response larger than that leaves in two writes, the full buffer (status
// line, headers and the start of the body) and then the rest. On a loopback
// or LAN connection each write is a system call that wakes the client, which
// reads a partial response and waits again: for a 5 KiB page the second
// write was 6% of the server's CPU per request (BENCHMARKS.md, round 6).
//
// coalescingConn holds back the first write of a large response (exactly
// the buffer's size, starting with the status line) and sends it, with
// writev, together with the write that follows: the rest of the response,
// which comes at once (the same Write call, or the flush at the end of the
// handler). Whatever else happens on the connection first sends what is
// held: net/http setting a read deadline (it does at the end of every
// response, before reading the next request), the connection going idle,
// closing or being hijacked (websockets are never touched). So a response is
// never kept waiting for another one, and only a handler that flushes exactly
// its first 4 KiB and then pauses (none of Burrow's does) sees them a little
// later, with its next write.

// netHTTPBufferSize is the size of net/http's per-connection write buffer,
// the length of the first write of a larger response.
const netHTTPBufferSize = 4 << 10

// CoalescingListener wraps every connection ln accepts so that a response
// leaves in one write (see above). A server that serves it needs
// CoalescingConnState as its ConnState hook.
func CoalescingListener(ln net.Listener) net.Listener {
	return coalescingListener{Listener: ln, held: newHeldBuffers()}
}

type coalescingListener struct {
	net.Listener
	held *sync.Pool // copies of held writes: a connection keeps none between responses
}

func (l coalescingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &coalescingConn{Conn: c, buffers: l.held}, nil
}

// newHeldBuffers makes the pool of a listener's held writes.
func newHeldBuffers() *sync.Pool {
	return &sync.Pool{New: func() any { b := make([]byte, 0, netHTTPBufferSize); return &b }}
}

// coalescingConn is a connection that holds the first write of a large
// response for the next one (see above). Writes come from one goroutine at a
// time (net/http's, or the websocket's after a hijack); mu also covers the
// other calls that send what is held, which never wait for a write in
// progress: that write sends it.
type coalescingConn struct {
	net.Conn
	mu      sync.Mutex
	held    atomic.Pointer[[]byte] // a held write, from buffers; set under mu, read without it
	buffers *sync.Pool
	direct  bool  // hijacked: every write goes out as it comes
	pending error // a failed send of a held write, returned by the next Write
}

func (c *coalescingConn) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.pending != nil {
		return 0, c.pending
	}
	if held := c.held.Load(); held != nil {
		bufs, heldLen := net.Buffers{*held, p}, len(*held)
		n, err := bufs.WriteTo(c.Conn)
		c.putHeld(held) // no longer ours
		return max(0, int(n)-heldLen), err
	}
	if len(p) == netHTTPBufferSize && !c.direct && string(p[:len(httpVersionPrefix)]) == httpVersionPrefix {
		held := c.buffers.Get().(*[]byte)
		*held = append((*held)[:0], p...)
		c.held.Store(held)
		return len(p), nil
	}
	return c.Conn.Write(p)
}

// httpVersionPrefix starts the status line, the first write of a response.
const httpVersionPrefix = "HTTP/1."

// putHeld recycles the held write, once sent.
func (c *coalescingConn) putHeld(held *[]byte) {
	c.held.Store(nil)
	c.buffers.Put(held)
}

// release sends a held write alone; a failure is returned by the next
// Write. It does not wait for a write in progress (which sends what is held).
func (c *coalescingConn) release() {
	if c.held.Load() == nil || !c.mu.TryLock() {
		return
	}
	defer c.mu.Unlock()
	c.releaseLocked()
}

func (c *coalescingConn) releaseLocked() {
	held := c.held.Load()
	if held == nil {
		return
	}
	if _, err := c.Conn.Write(*held); err != nil && c.pending == nil {
		c.pending = err
	}
	c.putHeld(held)
}

func (c *coalescingConn) SetReadDeadline(t time.Time) error {
	c.release()
	return c.Conn.SetReadDeadline(t)
}

func (c *coalescingConn) SetDeadline(t time.Time) error {
	c.release()
	return c.Conn.SetDeadline(t)
}

// Close sends what is held (the end of a response) first, but waits for a
// client that reads nothing at most closeSendTimeout.
func (c *coalescingConn) Close() error {
	if c.held.Load() != nil && c.mu.TryLock() {
		c.Conn.SetWriteDeadline(time.Now().Add(closeSendTimeout)) //nolint:errcheck // closing anyway
		c.releaseLocked()
		c.mu.Unlock()
	}
	return c.Conn.Close()
}

// closeSendTimeout bounds the send of a held write when the connection closes.
const closeSendTimeout = time.Second

// CloseWrite lets net/http half-close the connection (its lingering close
// after an error), as it does with a *net.TCPConn.
func (c *coalescingConn) CloseWrite() error {
	c.release()
	if cw, ok := c.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}

// CoalescingConnState, the ConnState hook of a server serving a
// CoalescingListener, sends what a connection holds when its response is
// over (idle, closed) and stops holding writes on connections handed to a
// websocket.
func CoalescingConnState(c net.Conn, state http.ConnState) {
	cc, ok := c.(*coalescingConn)
	if !ok {
		return
	}
	switch state {
	case http.StateIdle, http.StateClosed:
		cc.release()
	case http.StateHijacked:
		cc.mu.Lock()
		cc.releaseLocked()
		cc.direct = true
		cc.mu.Unlock()
	}
}
