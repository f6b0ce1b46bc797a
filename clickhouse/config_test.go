package clickhouse_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
)

func TestParseURL(t *testing.T) {
	abs, _ := filepath.Abs("data/ch")
	for _, tc := range []struct {
		in   string
		want clickhouse.Config
	}{
		{"clickhouse://u:p%40ss@db.example:9440/analytics", clickhouse.Config{Addr: "db.example:9440", User: "u", Password: "p@ss", Database: "analytics"}},
		{"clickhouse://db.example", clickhouse.Config{Addr: "db.example:9000", User: "default", Database: "default"}},
		{"clickhouse://reader@[::1]:9000/", clickhouse.Config{Addr: "[::1]:9000", User: "reader", Database: "default"}},
		{"chdb:/var/lib/burrow/ch", clickhouse.Config{Local: true, Dir: "/var/lib/burrow/ch", User: "default", Database: "default"}},
		{"chdb:data/ch", clickhouse.Config{Local: true, Dir: abs, User: "default", Database: "default"}},
	} {
		got, err := clickhouse.ParseURL(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseURL(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
	}
	for in, want := range map[string]string{
		"":                              "empty analytics URL",
		"chdb:":                         "names no directory",
		"postgres://x@y/z":              `scheme "postgres" is not supported`,
		"clickhouse:///db":              "names no host",
		"clickhouse://h:9000/a/b":       "is not one database name",
		"clickhouse://h:9000/db?x=1":    `option "x" is not supported`,
		"clickhouse://h:port/db":        "",
		"clickhouse://u:secret@:1/db?q": "",
	} {
		_, err := clickhouse.ParseURL(in)
		if err == nil {
			t.Errorf("ParseURL(%q) accepted", in)
			continue
		}
		if !strings.Contains(err.Error(), want) {
			t.Errorf("ParseURL(%q) = %v, want it to say %q", in, err, want)
		}
		if strings.Contains(err.Error(), "secret") {
			t.Errorf("ParseURL(%q) error shows the password: %v", in, err)
		}
	}
	cfg, _ := clickhouse.ParseURL("clickhouse://u:secret@h:1/db")
	if s := cfg.String(); strings.Contains(s, "secret") {
		t.Errorf("String() shows the password: %s", s)
	}
}

func TestOpen(t *testing.T) {
	ctx := context.Background()
	logger := slog.New(slog.DiscardHandler)
	cfg, err := clickhouse.ParseURL(chdbtest.URL(t))
	if err != nil {
		t.Fatal(err)
	}
	c, err := clickhouse.Open(ctx, cfg, logger)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var v string
	if err := c.Conn.QueryRow(ctx, "SELECT version()").Scan(&v); err != nil || !strings.HasPrefix(v, "26.") {
		t.Fatalf("version() = %q, %v", v, err)
	}

	// chdb:DIR starts a server of its own on DIR.
	local, err := clickhouse.ParseURL("chdb:" + t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	lc, err := clickhouse.Open(ctx, local, logger)
	if err != nil {
		chdbtest.Unavailable(t, err)
	}
	defer lc.Close()
	var n uint64
	if err := lc.Conn.QueryRow(ctx, "SELECT count() FROM numbers(10)").Scan(&n); err != nil || n != 10 {
		t.Fatalf("count() = %d, %v", n, err)
	}

	// The server dies: the owner starts another (other ports), and the
	// pool's connections follow it.
	pid := serverPID(t, local.Dir)
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "a query on the restarted server", func() bool {
		return serverPID(t, local.Dir) != pid && lc.Conn.QueryRow(ctx, "SELECT count() FROM numbers(3)").Scan(&n) == nil && n == 3
	})

	// Nothing listens: a clear error naming the server.
	bad, _ := clickhouse.ParseURL("clickhouse://default@127.0.0.1:1/default")
	if _, err := clickhouse.Open(ctx, bad, logger); err == nil || !strings.Contains(err.Error(), "127.0.0.1:1") {
		t.Fatalf("Open of a closed port: %v", err)
	}
}

// serverPID reads the pid of the local server on dir from its state file.
func serverPID(t *testing.T, dir string) int {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "burrow-chdb.json"))
	if err != nil {
		return 0
	}
	var st struct {
		PID int `json:"pid"`
	}
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	return st.PID
}
