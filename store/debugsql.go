package store

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/extra/bundebug"
)

// EnvDebugSQL names the environment variable that logs every SQL statement
// to stderr: any value but "", "0" and "false".
const EnvDebugSQL = "BURROW_DEBUG_SQL"

// debugSQLFromEnv reports whether EnvDebugSQL asks for statement logging.
func debugSQLFromEnv() bool {
	v := strings.TrimSpace(os.Getenv(EnvDebugSQL))
	return v != "" && v != "0" && !strings.EqualFold(v, "false")
}

// LogSQL makes db log every statement to w: those bun runs (repositories,
// migrations) through a bundebug hook in verbose mode, and the compiled user
// SQL the query engine runs on the pools directly, through LogStatement.
// Handles that share db's pool under another bun.DB add DebugSQLHook.
// Like AddQueryHook, call it before db is in use.
func (db *DB) LogSQL(w io.Writer) {
	db.debugSQL = w
	separateRead := db.Read != nil && db.Read != db.Bun
	db.AddQueryHook(DebugSQLHook(w))
	if separateRead {
		db.Read = db.Read.WithQueryHook(DebugSQLHook(w))
	}
}

// AddQueryHook adds h to the statements bun runs through db.Bun, and through
// db.Read where it is the same handle (PostgreSQL). It replaces those
// handles with copies carrying h (bun's WithQueryHook), so call it before db
// is in use: a handle taken from db earlier does not run h.
func (db *DB) AddQueryHook(h bun.QueryHook) {
	old := db.Bun
	db.Bun = old.WithQueryHook(h)
	if db.Read == old {
		db.Read = db.Bun
	}
}

// DebugSQL returns where db logs statements, nil when it does not.
func (db *DB) DebugSQL() io.Writer { return db.debugSQL }

// DebugSQLHook returns a bun hook logging every statement (failed or not) to w.
func DebugSQLHook(w io.Writer) bun.QueryHook {
	return bundebug.NewQueryHook(bundebug.WithEnabled(true), bundebug.WithVerbose(true), bundebug.WithWriter(w))
}

// LogStatement logs one statement run outside bun, when LogSQL is on.
func (db *DB) LogStatement(query string, args []any, took time.Duration, err error) {
	if db.debugSQL == nil {
		return
	}
	suffix := ""
	if err != nil {
		suffix = "  error: " + err.Error()
	}
	fmt.Fprintf(db.debugSQL, "[sql]  %s  %10s  %s  args=%v%s\n",
		time.Now().Format("15:04:05.000"), took.Round(time.Microsecond), query, args, suffix)
}
