package store

import (
	"context"
	"errors"
	"fmt"
)

// authVersionQuery reads the version of the API keys: one row, bumped by
// triggers in the transaction of every change of a key but its last use
// (migration 20261127000300_auth_version).
const authVersionQuery = "SELECT version FROM auth_version WHERE id = 1"

// errNoAuthVersion is returned when the version row is missing.
var errNoAuthVersion = errors.New("store: auth_version has no row")

// AuthVersion returns the current version of the API keys: when it differs
// from one read earlier, a key was created, changed, revoked or deleted
// since, by this process or another. On SQLite it is a prepared single-row
// read on connections of its own (it runs before every authentication, and
// must not wait behind list pages for a read connection); read hooks do not
// see it. There it costs 3.3 µs of CPU (BenchmarkAuthVersionSQLite; 13 µs
// in a profile on a busier machine), most of it the WAL index's locks that
// begin and end a read transaction: PRAGMA data_version, which needs one too,
// costs 3.1 µs. BenchmarkAuthenticate went from 2.8 to 27 µs serially on a
// loaded machine, GraphQL op a from 0.54 to 0.57 ms of CPU per request
// (BENCHMARKS.md, "Authentication and the two bypasses").
func (db *DB) AuthVersion(ctx context.Context) (int64, error) {
	var v int64
	var err error
	if db.authReads != nil {
		rows := 0
		err = db.authReads.each(ctx, authVersionQuery, nil, []any{&v}, func() error { rows++; return nil })
		if err == nil && rows != 1 {
			err = errNoAuthVersion
		}
	} else if db.authSQL != nil {
		err = db.authSQL.QueryRowContext(ctx, authVersionQuery).Scan(&v)
	} else {
		err = db.Read.QueryRowContext(ctx, authVersionQuery).Scan(&v)
	}
	if err != nil {
		return 0, fmt.Errorf("store: read auth version: %w", err)
	}
	return v, nil
}
