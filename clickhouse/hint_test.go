package clickhouse_test

import (
	"context"
	"log/slog"
	"net"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/clickhouse"
)

// TestNativeURLOnHTTPPort: a clickhouse:// URL naming an HTTP port (which
// answers the native hello with "HTTP/1.1 400") fails naming the likely
// mistake and its fix.
func TestNativeURLOnHTTPPort(t *testing.T) {
	// ClickHouse's HTTP interface answers the native hello at once with a
	// 400 (Go's http.Server waits for a request line instead).
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			conn.Write([]byte("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")) //nolint:errcheck // the client reads what it can
			conn.Close()
		}
	}()
	cfg, err := clickhouse.ParseURL("clickhouse://default@" + ln.Addr().String() + "/default?dial_timeout=2s")
	if err != nil {
		t.Fatal(err)
	}
	c, err := clickhouse.Open(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err == nil {
		c.Close()
		t.Fatal("Open of an HTTP port over the native protocol succeeded")
	}
	if !strings.Contains(err.Error(), "add protocol=http to the URL") {
		t.Errorf("error lacks the hint: %v", err)
	}
}
