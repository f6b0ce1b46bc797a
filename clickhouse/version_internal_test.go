package clickhouse

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"

	"github.com/burrow-analytics/burrow/hogql"
)

// fakeServer answers a ping and SELECT version() with version; nothing
// else is called before the version check.
type fakeServer struct {
	driver.Conn
	version string
}

func (fakeServer) Ping(context.Context) error { return nil }

func (s fakeServer) QueryRow(_ context.Context, query string, _ ...any) driver.Row {
	if query != "SELECT version()" {
		panic("unexpected query before the version check: " + query)
	}
	return versionRow(s.version)
}

type versionRow string

func (versionRow) Err() error { return nil }

func (r versionRow) Scan(dest ...any) error {
	*dest[0].(*string) = string(r)
	return nil
}

func (versionRow) ScanStruct(any) error { return errors.New("not used") }

// TestOldServerRefused: Debian's 18.16 answers; Open's check (migrate, sql)
// and a serving client's first contact (OpenServing, then every statement)
// refuse it naming both versions, as a lasting error, not a 503.
func TestOldServerRefused(t *testing.T) {
	ctx := context.Background()
	cfg, err := ParseURL("clickhouse://default@old.example:9000/default")
	if err != nil {
		t.Fatal(err)
	}
	c := &Client{Conn: fakeServer{version: "18.16.1"}, Config: cfg, logger: slog.New(slog.DiscardHandler),
		prepare: true, preparing: make(chan struct{}, 1)}
	const want = "the server runs ClickHouse 18.16.1; Burrow needs 23.6 or later"
	if err := c.Check(ctx); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Check = %v, want it to say %q", err, want)
	}
	if _, err := c.prepareOnce(ctx); err == nil || !strings.Contains(err.Error(), want) || errors.Is(err, hogql.ErrUnavailable) {
		t.Errorf("prepareOnce = %v, want %q and not ErrUnavailable", err, want)
	}
	_, err = NewRunner(c, RunnerOptions{}).Run(ctx, &hogql.Compiled{SQL: "SELECT 1", Engine: hogql.ClickHouse}, hogql.RunOptions{})
	if err == nil || !strings.Contains(err.Error(), want) || errors.Is(err, hogql.ErrUnavailable) {
		t.Errorf("Run = %v, want %q and not ErrUnavailable", err, want)
	}

	// A recent one passes the check.
	c.Conn = fakeServer{version: "24.8.4.13"}
	if err := c.Check(ctx); err != nil {
		t.Errorf("Check of 24.8: %v", err)
	}
}
