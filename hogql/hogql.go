// Package hogql implements Burrow's SQL dialect: a read-only,
// ClickHouse-flavoured SELECT language over virtual tables (events, persons,
// person_distinct_ids, sessions, session_replay_events, plugin_log_entries),
// compiled to SQLite, PostgreSQL or ClickHouse SQL in which every table
// read is restricted to one project.
//
// A statement goes through lex → parse → resolve → guard → print (Compile);
// each stage has its own file. Statements built as trees (the insight
// kinds) enter at resolve (CompileQuery). One printer per Engine writes the
// SQL of that database. The package imports nothing of Burrow and knows no
// database connection: running a compiled statement (pools, timeouts, tags
// for cancel, result decoding) is the job of a Runner (run.go), which
// store/engine implements for the store's own SQLite or PostgreSQL
// database. Client mistakes are *Error, which apierror maps to the API's
// error shape.
//
// Where SQLite and PostgreSQL (or ClickHouse) differ, the dialect picks one
// meaning and prints it for both databases: NULLs sort last unless NULLS
// FIRST is written; strings sort and compare by code point; / is floating
// point and x / 0 or x % 0 is NULL; LIKE is case-sensitive; round() rounds
// half away from zero; toInt/toFloat give NULL for text that is not a
// number; dates and times are UTC; concat() treats NULL as an empty string. The default
// LIMIT applies to the statement's result, never inside subqueries, so it
// cannot change what an aggregate or IN sees. Known differences that remain:
// ILIKE, lower and upper fold ASCII letters only on SQLite; a property that
// holds an object or array reads as JSON text spelled by each database;
// toString of floats beyond 1e15 or below 1e-4 differs in notation.
//
// What the printers write is kept in golden files: testdata/golden holds
// every statement of hogqltest printed for each engine (TestGoldenPrint),
// and insight/testdata/golden the insight kinds' statements
// (TestGoldenKinds), so that a change in printing shows up in review as a
// diff. Regenerate both with
//
//	go test ./hogql/... ./insight/ -update
package hogql

import (
	"math"
)

// Options controls compilation.
type Options struct {
	TeamID       int64  // the project every physical table read is restricted to
	Engine       Engine // the database the SQL is printed for
	DefaultLimit int    // 0 → 100: LIMIT added to the statement when it has none
	MaxLimit     int    // 0 → 50000: cap for constant LIMITs
	// Unlimited compiles for a streamed export: no default LIMIT is added
	// and constant LIMITs are not capped (the statement timeout still
	// bounds the run). DefaultLimit and MaxLimit are ignored.
	Unlimited bool
	// Placeholders makes $1, $2 ... placeholders (the PostgreSQL wire
	// protocol) instead of fields; Params holds their values, bound as
	// literals (params.go). Without Placeholders, $1 is a field name.
	Placeholders bool
	Params       []any
}

// Defaults of Options.
const (
	DefaultLimit = 100
	MaxLimit     = 50_000
)

// Compiled is a statement ready to run.
type Compiled struct {
	SQL              string   // dialect SQL with positional placeholders (? for SQLite, $1.. for PostgreSQL)
	Args             []any    // values of the placeholders
	Columns          []string // output column names (alias, else the expression's text)
	Types            []string // ClickHouse-style type names, e.g. "String", "UInt64", "Nullable(String)"
	Normalized       string   // the user statement re-printed in canonical form
	Limit            int      // effective top-level limit (0 with Unlimited and no LIMIT: none)
	Offset           int
	HasExplicitLimit bool   // without one, SQL fetches Limit+1 rows so Run can report HasMore
	Engine           Engine // the database SQL is written for
	// ParamTypes are the types of the placeholders $1..$n (Options.Placeholders).
	ParamTypes []ParamType
}

// Compile turns a statement into SQL for opts.Engine. Client mistakes are
// *Error: code CodeSyntax or CodeQuery, with the line, column and an
// excerpt of the statement.
func Compile(src string, opts Options) (*Compiled, error) {
	d, err := printerFor(opts.Engine)
	if err != nil {
		return nil, err
	}
	switch {
	case opts.Unlimited:
		opts.DefaultLimit, opts.MaxLimit = 0, math.MaxInt
	default:
		if opts.DefaultLimit <= 0 {
			opts.DefaultLimit = DefaultLimit
		}
		if opts.MaxLimit <= 0 {
			opts.MaxLimit = MaxLimit
		}
		if opts.DefaultLimit > opts.MaxLimit {
			opts.DefaultLimit = opts.MaxLimit
		}
	}
	q, paramTypes, err := parseWith(src, opts)
	if err != nil {
		return nil, toClientError(src, err)
	}
	normalized := Format(q)
	bq, err := resolveStatement(src, q)
	if err != nil {
		return nil, toClientError(src, err)
	}
	lim := guard(bq, opts.DefaultLimit, opts.MaxLimit)
	sql, args, err := printStatement(bq, d, opts.TeamID)
	if err != nil {
		return nil, toClientError(src, err)
	}
	c := &Compiled{
		SQL:              sql,
		Args:             args,
		Columns:          make([]string, len(bq.cols)),
		Types:            make([]string, len(bq.cols)),
		Normalized:       normalized,
		Limit:            lim.limit,
		Offset:           lim.offset,
		HasExplicitLimit: lim.explicit,
		Engine:           opts.Engine,
		ParamTypes:       paramTypes,
	}
	for i, col := range bq.cols {
		c.Columns[i] = col.name
		c.Types[i] = col.t.String()
	}
	return c, nil
}
