package store_test

import (
	"context"
	"database/sql"
	"testing"

	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestPageConnectionsWithoutMemoize: every connection of the pool of list
// pages has Memoize off (see pageConnSettings), however many the pool opens;
// the main pool keeps the server's setting.
func TestPageConnectionsWithoutMemoize(t *testing.T) {
	t.Parallel()
	db := storetest.Open(t, storetest.PostgresURL(t))
	ctx := context.Background()
	pool := db.PageReads()
	if pool == nil {
		t.Fatal("no pool of list pages on PostgreSQL")
	}
	var version int
	if err := pool.QueryRowContext(ctx, "SELECT current_setting('server_version_num')::int").Scan(&version); err != nil {
		t.Fatal(err)
	}
	if version < 140000 {
		t.Skipf("PostgreSQL %d has no Memoize", version)
	}
	conns := make([]*sql.Conn, 3) // held at once: three connections of their own
	for i := range conns {
		c, err := pool.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		conns[i] = c
		var memoize string
		if err := c.QueryRowContext(ctx, "SHOW enable_memoize").Scan(&memoize); err != nil {
			t.Fatal(err)
		}
		if memoize != "off" {
			t.Errorf("connection %d of the page pool: enable_memoize = %s, want off", i, memoize)
		}
	}
	var memoize string
	if err := db.Bun.QueryRowContext(ctx, "SHOW enable_memoize").Scan(&memoize); err != nil || memoize != "on" {
		t.Errorf("main pool: enable_memoize = %q (%v), want the server's default, on", memoize, err)
	}
}
