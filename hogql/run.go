package hogql

import (
	"context"
	"errors"
	"time"
)

// Statements compiled here run elsewhere: a Runner runs them on one engine.
// store/engine runs them on the store's own database (SQLite or
// PostgreSQL); a ClickHouse runner is the other kind. Callers hold a
// Runner, compile for its Engine and run on it, so an engine is one printer
// here plus one Runner.

// A Runner runs statements compiled for its Engine. Every method honours
// RunOptions.Timeout and the caller's context: cancelling ctx stops the
// statement on the engine and returns an error matching ErrCanceled (and
// context.Canceled); running out of time returns one matching ErrTimeout.
// Errors the engine raises about the statement are client errors.
type Runner interface {
	// Engine is the engine to compile for (Options.Engine).
	Engine() Engine
	// Run collects the rows into Result.Rows.
	Run(ctx context.Context, c *Compiled, opts RunOptions) (*Result, error)
	// RunJSON encodes the rows into Result.JSON as they are read.
	RunJSON(ctx context.Context, c *Compiled, opts RunOptions) (*Result, error)
	// Stream hands each row to emit as it is read (an export: compile with
	// Options.Unlimited); an error from emit stops the run and is returned.
	Stream(ctx context.Context, c *Compiled, opts RunOptions, emit func(row []any) error) error
	// Cancel stops the run tagged tag (RunOptions.Tag) from any process
	// sharing the engine; backend is what RunOptions.OnBackend reported
	// for it. Terminate also ends the session that runs it, for a run whose
	// caller is gone.
	Cancel(ctx context.Context, tag string, backend int64) error
	Terminate(ctx context.Context, tag string, backend int64) error
}

// DefaultTimeout is the statement timeout when RunOptions.Timeout is zero.
const DefaultTimeout = 60 * time.Second

// RunOptions controls a run.
type RunOptions struct {
	Timeout time.Duration // statement timeout (0 → DefaultTimeout)
	// Tag names the run so that any process can stop it with Cancel or
	// Terminate; OnBackend is then called, before the statement runs, with
	// where it runs (PostgreSQL: the backend pid), for the caller to record
	// where the others can read it.
	Tag       string
	OnBackend func(backend int64)
	// MaxResultBytes bounds the bytes of the rows a run collects (the sum
	// of the values' sizes as the engine returns them); past it the run
	// stops reading and fails with a client error. 0: no bound.
	MaxResultBytes int64
}

// Result is the outcome of a statement.
type Result struct {
	Columns []string
	Types   []string
	// Rows are JSON-ready: timestamps as ISO 8601 UTC strings, dates as
	// YYYY-MM-DD, integers int64, floats float64, bools bool, JSON decoded.
	Rows [][]any
	// HasMore is set when the statement had no LIMIT and more rows exist
	// than the default limit.
	HasMore bool
	// Bytes is about the size of Rows as JSON (see RunOptions.MaxResultBytes).
	Bytes int64
	// JSON holds the rows encoded as a JSON array of arrays when the result
	// comes from RunJSON, which leaves Rows nil.
	JSON []byte
}

// ErrCanceled is returned by a run whose caller's context was cancelled or
// which was cancelled from elsewhere; it also matches context.Canceled with
// errors.Is when the caller's context ended.
var ErrCanceled = errors.New("engine: query cancelled")

// ErrTimeout is returned by a run longer than its timeout (the
// RunOptions.Timeout, the engine's own statement timeout or the caller's
// deadline).
var ErrTimeout = errors.New("engine: query timed out")

// ErrUnavailable is returned by a run that could not reach the engine (no
// connection within its connect timeout, or the connection lost): the
// request may be retried once the engine answers again.
var ErrUnavailable = errors.New("engine: unreachable")
