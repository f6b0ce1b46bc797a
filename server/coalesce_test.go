package server

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// recordingConn is a net.Conn that records what is written to it.
type recordingConn struct {
	net.Conn // nil: only what the tests call is implemented
	mu       sync.Mutex
	writes   [][]byte
}

func (c *recordingConn) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.writes = append(c.writes, bytes.Clone(p))
	return len(p), nil
}

func (c *recordingConn) Close() error                       { return nil }
func (c *recordingConn) SetReadDeadline(time.Time) error    { return nil }
func (c *recordingConn) SetDeadline(time.Time) error        { return nil }
func (c *recordingConn) written() string                    { return string(bytes.Join(c.writes, nil)) }
func (c *recordingConn) count() int                         { return len(c.writes) }
func (c *recordingConn) LocalAddr() net.Addr                { return &net.TCPAddr{} }
func (c *recordingConn) RemoteAddr() net.Addr               { return &net.TCPAddr{} }
func (c *recordingConn) SetWriteDeadline(t time.Time) error { return nil }

// head is a first write of a large response: the buffer's size, starting
// with the status line.
func head() []byte {
	b := bytes.Repeat([]byte("h"), netHTTPBufferSize)
	copy(b, "HTTP/1.1 200 OK\r\n")
	return b
}

func TestCoalescingConnHoldsTheHeadForTheNextWrite(t *testing.T) {
	inner := &recordingConn{}
	c := &coalescingConn{Conn: inner, buffers: newHeldBuffers()}
	h := head()
	if n, err := c.Write(h); n != netHTTPBufferSize || err != nil {
		t.Fatalf("held write: %d, %v", n, err)
	}
	h[0] = 'X' // net/http reuses its buffer once Write returns
	if inner.count() != 0 {
		t.Fatalf("the head went out alone: %d writes", inner.count())
	}
	if n, err := c.Write([]byte("rest")); n != 4 || err != nil {
		t.Fatalf("next write: %d, %v (want the caller's own length)", n, err)
	}
	if got, want := inner.written(), string(head())+"rest"; got != want {
		t.Fatalf("sent %d bytes, want the head then the rest (%d)", len(got), len(want))
	}
	// Nothing is held now: the next write goes out as it comes.
	c.Write([]byte("next"))
	if !strings.HasSuffix(inner.written(), "restnext") {
		t.Fatal("a later write was not sent")
	}
}

func TestCoalescingConnHoldsOnlyResponseHeads(t *testing.T) {
	inner := &recordingConn{}
	c := &coalescingConn{Conn: inner, buffers: newHeldBuffers()}
	body := bytes.Repeat([]byte("b"), netHTTPBufferSize) // a body chunk, not a status line
	c.Write(body)
	c.Write(head()[:100])
	if inner.count() != 2 {
		t.Fatalf("%d writes, want both sent at once", inner.count())
	}
}

func TestCoalescingConnReleasesTheHead(t *testing.T) {
	for name, release := range map[string]func(c *coalescingConn){
		"read deadline (end of response)": func(c *coalescingConn) { c.SetReadDeadline(time.Now()) },
		"deadline":                        func(c *coalescingConn) { c.SetDeadline(time.Now()) },
		"idle":                            func(c *coalescingConn) { CoalescingConnState(c, http.StateIdle) },
		"closed state":                    func(c *coalescingConn) { CoalescingConnState(c, http.StateClosed) },
		"close":                           func(c *coalescingConn) { c.Close() },
		"hijack":                          func(c *coalescingConn) { CoalescingConnState(c, http.StateHijacked) },
	} {
		t.Run(name, func(t *testing.T) {
			inner := &recordingConn{}
			c := &coalescingConn{Conn: inner, buffers: newHeldBuffers()}
			c.Write(head())
			release(c)
			if inner.written() != string(head()) {
				t.Fatalf("the held head was not sent (%d writes)", inner.count())
			}
		})
	}
}

func TestCoalescingConnAfterHijackHoldsNothing(t *testing.T) {
	inner := &recordingConn{}
	c := &coalescingConn{Conn: inner, buffers: newHeldBuffers()}
	CoalescingConnState(c, http.StateHijacked)
	c.Write(head())
	if inner.count() != 1 {
		t.Fatal("a write on a hijacked connection was held")
	}
}

// TestCoalescingServer serves responses of every size around the buffer's
// over one keep-alive connection, with and without Content-Length, and a
// streamed one: each arrives whole, and none waits for the next request (a
// response of exactly the buffer's size is held until the response ends,
// and a hold not released there would stall the client until its timeout).
func TestCoalescingServer(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			n, _ := strconv.Atoi(r.URL.Query().Get("n"))
			body := bytes.Repeat([]byte("x"), n)
			switch r.URL.Path {
			case "/length":
				w.Header().Set("Content-Length", strconv.Itoa(n))
				w.Write(body)
			case "/chunked":
				w.Write(body)
			case "/stream":
				w.Write(body)
				http.NewResponseController(w).Flush()
				w.Write([]byte("after the flush"))
			}
		}),
		ConnState:         CoalescingConnState,
		ReadHeaderTimeout: 10 * time.Second,
	}
	go srv.Serve(CoalescingListener(ln))
	t.Cleanup(func() { srv.Close() })

	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxConnsPerHost: 1}}
	get := func(path string, n int) string {
		t.Helper()
		resp, err := client.Get(fmt.Sprintf("http://%s%s?n=%d", ln.Addr(), path, n))
		if err != nil {
			t.Fatalf("%s n=%d: %v", path, n, err)
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatalf("%s n=%d: %v", path, n, err)
		}
		return string(b)
	}
	sizes := []int{0, 1, 2048, 40000, 200000}
	for n := 3800; n <= 4200; n++ {
		sizes = append(sizes, n)
	}
	for _, path := range []string{"/length", "/chunked", "/stream"} {
		for _, n := range sizes {
			want := strings.Repeat("x", n)
			if path == "/stream" {
				want += "after the flush"
			}
			if got := get(path, n); got != want {
				t.Fatalf("%s n=%d: got %d bytes, want %d", path, n, len(got), len(want))
			}
		}
	}
}

// blockingConn's writes wait until it is closed, like a write to a client
// that reads nothing.
type blockingConn struct {
	recordingConn
	writing chan struct{}
	closed  chan struct{}
}

func (c *blockingConn) Write(p []byte) (int, error) {
	close(c.writing)
	<-c.closed
	return 0, net.ErrClosed
}

func (c *blockingConn) Close() error { close(c.closed); return nil }

// TestCoalescingConnCloseDoesNotWaitForAWrite: closing a connection (as
// Server.Close and the websocket shutdown do) unblocks a write stuck on a
// client that reads nothing, instead of waiting for it.
func TestCoalescingConnCloseDoesNotWaitForAWrite(t *testing.T) {
	inner := &blockingConn{writing: make(chan struct{}), closed: make(chan struct{})}
	c := &coalescingConn{Conn: inner, buffers: newHeldBuffers()}
	wrote := make(chan error, 1)
	go func() {
		c.Write(head()) // held
		_, err := c.Write([]byte("rest"))
		wrote <- err
	}()
	<-inner.writing
	closed := make(chan struct{})
	go func() { c.Close(); close(closed) }()
	select {
	case <-closed:
	case <-time.After(10 * time.Second):
		t.Fatal("Close waited for a blocked write")
	}
	if err := <-wrote; err == nil {
		t.Fatal("the blocked write did not fail after Close")
	}
}
