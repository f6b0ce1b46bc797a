package server

import (
	"bufio"
	"encoding/binary"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
)

// CloseServiceRestart is the websocket close code (1012, "service restart")
// sent to subscribers when the server shuts down: the graphql-ws client
// treats it as retryable, so it reconnects (to any replica) and subscribes
// again, getting the current status at once.
const CloseServiceRestart = 1012

// sockets tracks the websocket connections of the server. net/http's
// Shutdown does not see hijacked connections, and closing a subscription's
// context would make gqlgen send the operation's "complete" before the
// connection closes, which a client takes as the end of the stream. Closing
// the connection itself, with a close frame the client retries, happens
// below gqlgen: between two frames, on the raw connection.
type sockets struct {
	mu    sync.Mutex
	conns map[*frameConn]struct{}
}

func newSockets() *sockets { return &sockets{conns: make(map[*frameConn]struct{})} }

// track wraps websocket upgrades so their connections are registered.
func (s *sockets) track(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
			next.ServeHTTP(w, r)
			return
		}
		next.ServeHTTP(&hijackWriter{ResponseWriter: w, sockets: s}, r)
	})
}

// closeAll sends every websocket a close frame with code and closes it,
// waiting at most wait for a frame being written to end.
func (s *sockets) closeAll(code uint16, reason string, wait time.Duration) int {
	s.mu.Lock()
	conns := make([]*frameConn, 0, len(s.conns))
	for c := range s.conns {
		conns = append(conns, c)
	}
	s.mu.Unlock()
	var wg sync.WaitGroup
	for _, c := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.closeWith(code, reason, wait)
		}()
	}
	wg.Wait()
	return len(conns)
}

func (s *sockets) remove(c *frameConn) {
	s.mu.Lock()
	delete(s.conns, c)
	s.mu.Unlock()
}

// hijackWriter hands the websocket library a connection that sockets tracks.
type hijackWriter struct {
	http.ResponseWriter
	sockets *sockets
}

func (h *hijackWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	hj, ok := h.ResponseWriter.(http.Hijacker)
	if !ok {
		return nil, nil, http.ErrNotSupported
	}
	conn, brw, err := hj.Hijack()
	if err != nil {
		return nil, nil, err
	}
	if err := brw.Writer.Flush(); err != nil {
		conn.Close()
		return nil, nil, err
	}
	fc := &frameConn{Conn: conn, sockets: h.sockets, idle: make(chan struct{}, 1)}
	h.sockets.mu.Lock()
	h.sockets.conns[fc] = struct{}{}
	h.sockets.mu.Unlock()
	// Writes go through fc, so it knows where frames end.
	return fc, bufio.NewReadWriter(brw.Reader, bufio.NewWriter(fc)), nil
}

func (h *hijackWriter) Unwrap() http.ResponseWriter { return h.ResponseWriter }

// frameConn is a server-side websocket connection that follows the frames
// written to it, so that a close frame can be put between two of them.
type frameConn struct {
	net.Conn
	sockets *sockets

	mu        sync.Mutex
	closed    bool
	header    []byte // a frame header being written
	remaining uint64 // payload bytes of the current frame still to come
	idle      chan struct{}
}

// Write passes p on and advances over the frames it holds.
func (c *frameConn) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return 0, net.ErrClosed
	}
	n, err := c.Conn.Write(p)
	c.advance(p[:n])
	if c.atBoundary() {
		select {
		case c.idle <- struct{}{}:
		default:
		}
	}
	return n, err
}

func (c *frameConn) atBoundary() bool { return c.remaining == 0 && len(c.header) == 0 }

// advance reads RFC 6455 frame headers (server frames are unmasked, but a
// mask key is skipped if present) and counts payload bytes.
func (c *frameConn) advance(p []byte) {
	for len(p) > 0 {
		if c.remaining > 0 {
			n := min(uint64(len(p)), c.remaining)
			c.remaining -= n
			p = p[n:]
			continue
		}
		c.header = append(c.header, p[0])
		p = p[1:]
		if len(c.header) < 2 {
			continue
		}
		size := 2
		switch c.header[1] & 0x7f {
		case 126:
			size += 2
		case 127:
			size += 8
		}
		if c.header[1]&0x80 != 0 {
			size += 4
		}
		if len(c.header) < size {
			continue
		}
		switch n := c.header[1] & 0x7f; n {
		case 126:
			c.remaining = uint64(binary.BigEndian.Uint16(c.header[2:4]))
		case 127:
			c.remaining = binary.BigEndian.Uint64(c.header[2:10])
		default:
			c.remaining = uint64(n)
		}
		c.header = c.header[:0]
	}
}

// closeWith writes a close frame (code, reason) once no frame is half
// written, waiting at most wait, and closes the connection.
func (c *frameConn) closeWith(code uint16, reason string, wait time.Duration) {
	deadline := time.NewTimer(wait)
	defer deadline.Stop()
	for {
		c.mu.Lock()
		if c.closed {
			c.mu.Unlock()
			return
		}
		if c.atBoundary() {
			break
		}
		c.mu.Unlock()
		select {
		case <-c.idle:
		case <-deadline.C:
			c.mu.Lock()
			c.closed = true
			c.mu.Unlock()
			c.Close()
			return
		}
	}
	// Holding mu: no frame can start meanwhile.
	frame := make([]byte, 0, 4+len(reason))
	frame = append(frame, 0x88, byte(2+len(reason)), byte(code>>8), byte(code))
	frame = append(frame, reason...)
	c.Conn.SetWriteDeadline(time.Now().Add(time.Second)) //nolint:errcheck // best effort before closing
	c.Conn.Write(frame)                                  //nolint:errcheck // the connection closes either way
	c.closed = true
	c.mu.Unlock()
	c.Close()
}

// Close closes the connection and forgets it.
func (c *frameConn) Close() error {
	c.sockets.remove(c)
	return c.Conn.Close()
}
