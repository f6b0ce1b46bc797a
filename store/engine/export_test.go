package engine

import (
	"testing"

	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store"
)

// OpenClickHouse is set by clickhouse_test.go (package engine_test, which
// may import clickhouse without an import cycle): it loads the rows of db
// into the test binary's local ClickHouse server and returns its runner.
// The test is skipped (failed with CI=true) without libchdb.so.
var OpenClickHouse func(t testing.TB, db *store.DB) hogql.Runner

// NewClickHouseRunner, set by clickhouse_test.go, returns a runner on the
// server OpenClickHouse loaded, with its own memory bound per statement.
var NewClickHouseRunner func(maxMemoryUsage int64) hogql.Runner
