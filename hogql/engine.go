package hogql

import "fmt"

// Engine names a database that runs the dialect. Each has a printer here
// that writes its SQL and maps the virtual tables to its physical layout
// (print_sqlite.go, print_postgres.go, print_clickhouse.go); running the SQL is a Runner's job,
// outside this package.
type Engine string

// The engines.
const (
	SQLite     Engine = "sqlite"
	PostgreSQL Engine = "postgres"
	ClickHouse Engine = "clickhouse"
)

// printedEngines are the engines with a printer.
var printedEngines = []Engine{SQLite, PostgreSQL, ClickHouse}

// printerFor returns the printer of engine e.
func printerFor(e Engine) (dialect, error) {
	switch e {
	case SQLite:
		return sqliteDialect{}, nil
	case PostgreSQL:
		return postgresDialect{}, nil
	case ClickHouse:
		return clickhouseDialect{}, nil
	}
	return nil, fmt.Errorf("hogql: no printer for engine %q", e)
}
