package jsonappend

import (
	"net/http"
	"strconv"
	"sync"
)

// Buffers recycles the byte slices whole responses are appended to: a page
// of 50 recordings with their persons is about 40 KiB, which a fresh slice
// reaches through three allocations, per request. The zero value is ready.
type Buffers struct {
	pool sync.Pool
}

// maxPooledBuffer is the largest buffer kept: a rare large answer is left
// to the collector instead of pinning its memory in the pool.
const maxPooledBuffer = 1 << 20

// Get returns an empty buffer.
func (p *Buffers) Get() *[]byte {
	if b, ok := p.pool.Get().(*[]byte); ok {
		*b = (*b)[:0]
		return b
	}
	b := make([]byte, 0, 16<<10)
	return &b
}

// Put gives b back; b must not be used after.
func (p *Buffers) Put(b *[]byte) {
	if cap(*b) > maxPooledBuffer {
		return
	}
	p.pool.Put(b)
}

// WriteBody writes body as the whole response with its Content-Length (a
// compressing writer drops the length), so net/http sends it in one piece
// rather than chunked.
func WriteBody(w http.ResponseWriter, status int, contentType string, body []byte) {
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	w.Write(body) //nolint:errcheck // the client went away; nothing to do
}
