package hogql

import "fmt"

// Engine names a database that runs the dialect. Each has a printer here
// that writes its SQL and maps the virtual tables to its physical layout
// (print_sqlite.go, print_postgres.go); running the SQL is a Runner's job,
// outside this package.
type Engine string

// The engines.
const (
	SQLite     Engine = "sqlite"
	PostgreSQL Engine = "postgres"
	// ClickHouse is named for the runner that will come with its printer;
	// Compile refuses it until then.
	ClickHouse Engine = "clickhouse"
)

// printedEngines are the engines with a printer.
var printedEngines = []Engine{SQLite, PostgreSQL}

// printerFor returns the printer of engine e.
func printerFor(e Engine) (dialect, error) {
	switch e {
	case SQLite:
		return sqliteDialect{}, nil
	case PostgreSQL:
		return postgresDialect{}, nil
	}
	return nil, fmt.Errorf("hogql: no printer for engine %q", e)
}
