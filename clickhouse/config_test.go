package clickhouse_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
)

func TestParseURL(t *testing.T) {
	abs, _ := filepath.Abs("data/ch")
	// base is a clickhouse:// config with the defaults of every option.
	base := func(user, db string, addrs ...string) clickhouse.Config {
		return clickhouse.Config{Addrs: addrs, User: user, Database: db, Protocol: clickhouse.Native,
			MaxOpenConns: clickhouse.DefaultMaxOpenConns, DialTimeout: clickhouse.DefaultDialTimeout,
			ReadTimeout: clickhouse.DefaultReadTimeout}
	}
	with := func(c clickhouse.Config, change func(*clickhouse.Config)) clickhouse.Config {
		change(&c)
		return c
	}
	for _, tc := range []struct {
		in   string
		want clickhouse.Config
	}{
		{"clickhouse://u:p%40ss@db.example:9440/analytics", with(base("u", "analytics", "db.example:9440"), func(c *clickhouse.Config) { c.Password = "p@ss" })},
		{"clickhouse://db.example", base("default", "default", "db.example:9000")},
		{"clickhouse://reader@[::1]:9000/", base("reader", "default", "[::1]:9000")},
		// Failover: several hosts, each with its port or the default.
		{"clickhouse://u:p@ch1:9001,ch2,[::1]/db", with(base("u", "db", "ch1:9001", "ch2:9000", "[::1]:9000"), func(c *clickhouse.Config) { c.Password = "p" })},
		// Default ports follow the protocol and TLS.
		{"clickhouse://h?secure=true", with(base("default", "default", "h:9440"), func(c *clickhouse.Config) { c.Secure = true })},
		{"clickhouse://h/?protocol=http", with(base("default", "default", "h:8123"), func(c *clickhouse.Config) { c.Protocol = clickhouse.HTTP })},
		{"clickhouse://h?protocol=http&secure=1&skip_verify=true", with(base("default", "default", "h:8443"), func(c *clickhouse.Config) {
			c.Protocol, c.Secure, c.SkipVerify = clickhouse.HTTP, true, true
		})},
		{"clickhouse://h:1/db?secure=true&ca_file=/etc/ca.pem&max_open_conns=4&dial_timeout=500ms&read_timeout=1m", with(base("default", "db", "h:1"), func(c *clickhouse.Config) {
			c.Secure, c.CAFile, c.MaxOpenConns, c.DialTimeout, c.ReadTimeout = true, "/etc/ca.pem", 4, 500*time.Millisecond, time.Minute
		})},
		// Cluster options beside the connection's.
		{"clickhouse://h/db?cluster=burrow&cluster_ddl=each&secure=true", with(base("default", "db", "h:9440"), func(c *clickhouse.Config) {
			c.Secure, c.Cluster = true, clickhouse.ClusterOptions{Name: "burrow", EachNode: true}
		})},
		{"chdb:/var/lib/burrow/ch", clickhouse.Config{Local: true, Dir: "/var/lib/burrow/ch", User: "default", Database: "default"}},
		{"chdb:data/ch", clickhouse.Config{Local: true, Dir: abs, User: "default", Database: "default"}},
	} {
		got, err := clickhouse.ParseURL(tc.in)
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ParseURL(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
	}
	for in, want := range map[string]string{
		"":                                      "empty analytics URL",
		"chdb:":                                 "names no directory",
		"postgres://x@y/z":                      `scheme "postgres" is not supported`,
		"clickhouse:///db":                      "names no host",
		"clickhouse://h1,/db":                   "names no host",
		"clickhouse://u:secret@h1,,h2/db":       "names no host",
		"clickhouse://h:9000/a/b":               "is not one database name",
		"clickhouse://h:9000/db?x=1":            `option "x" is unknown; options: protocol=native|http`,
		"clickhouse://h:9000/db#f":              "no fragment",
		"clickhouse://h:port/db":                "",
		"clickhouse://h1:9000,h2:port/db":       `port "port" of host "h2:port"`,
		"clickhouse://h1:9000,h2:0/db":          "from 1 to 65535",
		"clickhouse://u:secret@:1/db?q":         "",
		"clickhouse://h?protocol=https":         `protocol="https": want native or http (https is http with secure=true)`,
		"clickhouse://h?secure=yes":             `secure="yes": want true or false`,
		"clickhouse://h?skip_verify=true":       "need secure=true",
		"clickhouse://h?max_open_conns=0":       "from 1 to 10000",
		"clickhouse://h?dial_timeout=3":         `dial_timeout="3": want a positive duration`,
		"clickhouse://h?read_timeout=-1s":       `read_timeout="-1s"`,
		"clickhouse://h?secure=1&secure=0":      "option secure is given 2 times",
		"clickhouse://h?secure=1&ca_file=":      "ca_file",
		"clickhouse://u:secret@h?protocol=grpc": "protocol",
		"clickhouse://h?cluster=a-b&secure=1":   "not a cluster name",
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
	cfg, _ := clickhouse.ParseURL("clickhouse://u:secret@h:1,h2:2/db?protocol=http&secure=true&cluster=c")
	if s := cfg.String(); strings.Contains(s, "secret") || s != "clickhouse://u:xxxxx@h:1,h2:2/db?cluster=c&protocol=http&secure=true" {
		t.Errorf("String() = %s", s)
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
