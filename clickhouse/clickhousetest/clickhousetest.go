// Package clickhousetest gives tests outside package clickhouse a client
// of a database of their own on the test binary's local ClickHouse
// (chdbtest.Database). It is a package of its own because chdbtest is
// imported by package clickhouse's internal tests, so it cannot import
// clickhouse itself.
package clickhousetest

import (
	"context"
	"log/slog"
	"testing"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
)

// Open makes a database of its own (named from prefix, dropped when t
// ends) and returns its clickhouse:// URL and a client of it, closed when
// t ends. The engine's schema is not applied (see Migrated). Without
// libchdb.so t is skipped as chdbtest.Server skips it.
func Open(t testing.TB, prefix string) (string, *clickhouse.Client) {
	t.Helper()
	_, url := chdbtest.Database(t, prefix)
	return url, OpenURL(t, url)
}

// OpenURL is a client of the clickhouse:// URL, closed when t ends.
func OpenURL(t testing.TB, url string) *clickhouse.Client {
	t.Helper()
	cfg, err := clickhouse.ParseURL(url)
	if err != nil {
		t.Fatal(err)
	}
	c, err := clickhouse.Open(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// Migrated is Open with the engine's schema applied.
func Migrated(t testing.TB, prefix string) *clickhouse.Client {
	t.Helper()
	_, c := Open(t, prefix)
	if _, err := c.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	return c
}
