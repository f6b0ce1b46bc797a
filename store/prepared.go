package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"
	"sync"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// reads is the state of a DB's hand-written reads: their connections and
// the hooks that watch them.
type reads struct {
	// pool runs them: on PostgreSQL a pool of its own, on SQLite the
	// reads pool (DB.Read), not the read-only one of user SQL.
	pool *sql.DB
	// slots admits list pages to pool in the order they came, one per
	// connection: database/sql hands a freed connection to a random waiter,
	// which left some pages waiting for many turns (p99) when more pages
	// were in flight than connections.
	slots chan struct{}
	// sqlite, on SQLite, runs the reads on connections of its own (and
	// takes the place of slots).
	sqlite *sqliteReads

	mu    sync.RWMutex
	hooks []func(ctx context.Context, query string)
}

func newReads(pool *sql.DB, conns int) *reads {
	return &reads{pool: pool, slots: make(chan struct{}, max(1, conns))}
}

// newSQLiteDBReads are SQLite's reads: conns connections opened with dsn by
// pool's driver, beside pool (DB.Read) for the reads that go through bun.
func newSQLiteDBReads(pool *sql.DB, dsn string, conns int) *reads {
	return &reads{pool: pool, sqlite: newSQLiteReads(func() (driver.Conn, error) { return pool.Driver().Open(dsn) }, conns)}
}

// acquire waits for a turn on the pool (first come, first served); release
// ends it.
func (r *reads) acquire(ctx context.Context) error {
	select {
	case r.slots <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (r *reads) release() { <-r.slots }

func (r *reads) observe(ctx context.Context, query string) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	for _, h := range r.hooks {
		h(ctx, query)
	}
}

// AddReadHook calls fn with the text of every hand-written read before it
// runs (they bypass bun, so bun's query hooks do not see them). Tests use it
// to count statements, along with a bun.QueryHook for the rest.
func (db *DB) AddReadHook(fn func(ctx context.Context, query string)) {
	db.reads.mu.Lock()
	defer db.reads.mu.Unlock()
	db.reads.hooks = append(db.reads.hooks, fn)
}

// scanEach scans every row of rows into dest (pgx's Rows.Scan) and calls
// row after each. Decoding pgx's raw values by hand (store/pgrows.go, round
// 8) saved 42 of 338 allocations of a GraphQL page of 50 recordings with
// their persons and no time measurable end to end (BENCHMARKS.md, "The two
// bypasses"); it was removed.
func scanEach(rows pgx.Rows, dest []any, row func() error) error {
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return fmt.Errorf("scan: %w", err)
		}
		if err := row(); err != nil {
			return err
		}
	}
	return rows.Err()
}

// eachRead runs a hand-written read with positional arguments (bypassing
// bun's formatter, which would write the values into the text), scanning
// every row into dest, the same targets for each row, and calling row after
// each scan. It runs on the pool of page reads, never the one of user SQL,
// so that pages do not wait behind long analytics queries. PostgreSQL: pgx's
// own interface, with the prepared statement of every text cached per
// connection; values go straight into typed targets instead of being boxed
// as driver values and converted again by database/sql (a tenth of a list
// page's CPU). SQLite: connections of their own (sqliteReads).
func (db *DB) eachRead(ctx context.Context, query string, args, dest []any, row func() error) error {
	if db.reads.sqlite != nil {
		db.reads.observe(ctx, query)
		return db.reads.sqlite.each(ctx, query, args, dest, row)
	}
	if err := db.reads.acquire(ctx); err != nil {
		return err
	}
	defer db.reads.release()
	db.reads.observe(ctx, query)
	conn, err := db.reads.pool.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	return conn.Raw(func(driverConn any) error {
		c, ok := driverConn.(*stdlib.Conn)
		if !ok {
			return fmt.Errorf("unexpected PostgreSQL driver connection %T", driverConn)
		}
		rows, err := c.Conn().Query(ctx, query, args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		return scanEach(rows, dest, row)
	})
}

// PageReads is the pool of list pages' reads when it is one of its own (on
// PostgreSQL; nil on SQLite, where it is DB.Read): for metrics.
func (db *DB) PageReads() *sql.DB {
	if db.reads == nil || db.Dialect != Postgres {
		return nil
	}
	return db.reads.pool
}
