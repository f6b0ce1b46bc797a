package engine

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store"
	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
)

// cancelGrace is how long Run waits for PostgreSQL to acknowledge a cancel
// request before it gives up on the connection; cancelRetry is how often the
// request is repeated meanwhile.
const (
	cancelGrace = 5 * time.Second
	cancelRetry = 250 * time.Millisecond
)

// Runner runs compiled statements on the store's database: the
// hogql.Runner of SQLite and PostgreSQL.
type Runner struct{ db *store.DB }

var _ hogql.Runner = (*Runner)(nil)

// New returns the runner of db.
func New(db *store.DB) *Runner { return &Runner{db: db} }

// Of is the engine of db, to compile for.
func Of(db *store.DB) hogql.Engine {
	if db.Dialect == store.Postgres {
		return hogql.PostgreSQL
	}
	return hogql.SQLite
}

// Engine is the engine of the runner's database.
func (r *Runner) Engine() hogql.Engine { return Of(r.db) }

// Run executes c on the database's read-only handle. Cancelling ctx stops the
// statement in the database and returns an error matching hogql.ErrCanceled (and
// context.Canceled); running out of time returns one matching hogql.ErrTimeout.
// Errors the database raises about the statement are *apierror.Error with
// code "sql_query_error".
func (r *Runner) Run(ctx context.Context, c *hogql.Compiled, opts hogql.RunOptions) (*hogql.Result, error) {
	res := &hogql.Result{Columns: c.Columns, Types: c.Types, Rows: [][]any{}}
	err := run(ctx, r.db, c, opts, func(rows *sql.Rows) (err error) {
		res.HasMore, res.Bytes, err = eachRow(rows, c, opts.MaxResultBytes, func(row []any) error {
			res.Rows = append(res.Rows, row)
			return nil
		})
		return err
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}

// RunJSON runs c like Run but encodes each row into Result.JSON as it is
// read, instead of keeping the rows: a result near MaxResultBytes is then
// held once, as the bytes a response sends, rather than as decoded values
// plus their encoding.
func (r *Runner) RunJSON(ctx context.Context, c *hogql.Compiled, opts hogql.RunOptions) (*hogql.Result, error) {
	res := &hogql.Result{Columns: c.Columns, Types: c.Types}
	buf := []byte{'['}
	err := run(ctx, r.db, c, opts, func(rows *sql.Rows) (err error) {
		res.HasMore, res.Bytes, err = eachRow(rows, c, opts.MaxResultBytes, func(row []any) error {
			if len(buf) > 1 {
				buf = append(buf, ',')
			}
			buf, err = appendRowJSON(buf, row)
			if err != nil {
				return fmt.Errorf("engine: encode row: %w", err)
			}
			return nil
		})
		return err
	})
	if err != nil {
		return nil, err
	}
	res.JSON = append(buf, ']')
	return res, nil
}

// Stream runs c like Run but hands each row to emit as the database
// returns it, so a result of any size passes through in constant memory
// (compile with Options.Unlimited for an export). The statement timeout
// bounds the whole transfer, a slow reader included. An error from emit
// stops the statement and is returned as is.
func (r *Runner) Stream(ctx context.Context, c *hogql.Compiled, opts hogql.RunOptions, emit func(row []any) error) error {
	var emitErr error
	err := run(ctx, r.db, c, opts, func(rows *sql.Rows) error {
		_, _, err := eachRow(rows, c, 0, func(row []any) error {
			if emitErr = emit(row); emitErr != nil {
				return emitErr
			}
			return nil
		})
		return err
	})
	if emitErr != nil {
		return emitErr
	}
	return err
}

// run executes c on db's read-only handle and hands the rows to consume.
func run(ctx context.Context, db *store.DB, c *hogql.Compiled, opts hogql.RunOptions, consume func(*sql.Rows) error) error {
	if opts.Timeout <= 0 {
		opts.Timeout = hogql.DefaultTimeout
	}
	if c.Engine != Of(db) {
		return fmt.Errorf("engine: statement compiled for %s, database is %s", c.Engine, db.Dialect)
	}
	var err error
	start := time.Now()
	switch db.Dialect {
	case store.SQLite:
		err = runSQLite(ctx, db, c, opts, consume)
	case store.Postgres:
		err = runPostgres(ctx, db, c, opts, consume)
	default:
		return fmt.Errorf("engine: unsupported dialect %q", db.Dialect)
	}
	db.LogStatement(c.SQL, c.Args, time.Since(start), err) // BURROW_DEBUG_SQL
	if err != nil {
		return classify(ctx, err)
	}
	return nil
}

// MaxValueBytes bounds every string SQLite builds or reads while running a
// statement (SQLITE_LIMIT_LENGTH), aggregates included: SQLite runs inside
// the server's process. It stays above ingest.MaxLineBytes so that stored
// values read back; string functions are bound far lower (maxBuiltBytes).
const MaxValueBytes = 16 << 20

// sqliteLimitLength is SQLITE_LIMIT_LENGTH of sqlite3_limit.
const sqliteLimitLength = 0

func runSQLite(ctx context.Context, db *store.DB, c *hogql.Compiled, opts hogql.RunOptions, consume func(*sql.Rows) error) error {
	// modernc's driver interrupts the statement when the context ends.
	qctx, cancel := context.WithTimeoutCause(ctx, opts.Timeout, hogql.ErrTimeout)
	defer cancel()
	conn, err := db.ReadOnly.Conn(qctx)
	if err != nil {
		return withCause(qctx, fmt.Errorf("engine: get connection: %w", err))
	}
	defer conn.Close()
	// Limits belong to the connection; setting it every time is cheap and
	// covers connections the pool opened since.
	if _, err := sqlite.Limit(conn, sqliteLimitLength, MaxValueBytes); err != nil {
		return fmt.Errorf("engine: limit value size: %w", err)
	}
	rows, err := conn.QueryContext(qctx, c.SQL, c.Args...)
	if err != nil {
		return withCause(qctx, err)
	}
	defer rows.Close()
	return withCause(qctx, consume(rows))
}

// runPostgres runs the statement in a READ ONLY transaction on a dedicated
// connection, with statement_timeout as the server-side backstop. pgx only
// closes the socket when a context ends, which leaves the statement running
// on the server, so cancellation is done here with pg_cancel_backend.
func runPostgres(ctx context.Context, db *store.DB, c *hogql.Compiled, opts hogql.RunOptions, consume func(*sql.Rows) error) error {
	conn, err := db.ReadOnly.Conn(ctx)
	if err != nil {
		return fmt.Errorf("engine: get connection: %w", err)
	}
	defer conn.Close()
	// The transaction runs on a context that outlives ctx: when ctx ends,
	// the server is asked to cancel the statement and answers with an error;
	// only if it does not within cancelGrace is the connection dropped.
	// (database/sql would also roll back a transaction whose context ends,
	// under the running statement.)
	qctx, qcancel := context.WithTimeout(context.WithoutCancel(ctx), opts.Timeout+cancelGrace)
	defer qcancel()
	tx, err := conn.BeginTx(qctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return fmt.Errorf("engine: begin: %w", err)
	}
	var pid int64
	var ignored string
	ms := strconv.FormatInt(max(opts.Timeout.Milliseconds(), 1), 10)
	err = tx.QueryRowContext(qctx, "SELECT pg_backend_pid(), set_config('statement_timeout', $1, true), set_config('TimeZone', 'UTC', true)", ms).
		Scan(&pid, &ignored, &ignored)
	if err != nil {
		tx.Rollback() //nolint:errcheck // the error above is the one to report
		return fmt.Errorf("engine: configure transaction: %w", err)
	}
	if ctx.Err() != nil {
		tx.Rollback() //nolint:errcheck // nothing ran
		return ctx.Err()
	}
	if opts.OnBackend != nil {
		opts.OnBackend(pid)
	}
	if opts.Tag != "" {
		tagged := *c
		tagged.SQL = marker(opts.Tag) + c.SQL
		c = &tagged
	}
	stopCancel := watchCancel(ctx, db, pid, qcancel)
	err = runStatement(qctx, tx, c, consume)
	// No cancel request may be in flight once the connection is reused.
	stopCancel()
	if rbErr := tx.Rollback(); rbErr != nil && !errors.Is(rbErr, sql.ErrTxDone) {
		// A late cancel may have hit the ROLLBACK: never reuse the connection.
		conn.Raw(func(any) error { return driver.ErrBadConn }) //nolint:errcheck // marks the connection bad
	}
	return err
}

func runStatement(ctx context.Context, tx *sql.Tx, c *hogql.Compiled, consume func(*sql.Rows) error) error {
	rows, err := tx.QueryContext(ctx, c.SQL, c.Args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	return consume(rows)
}

// watchCancel asks the server to cancel backend pid's statement once ctx
// ends, and again every cancelRetry until stopped (a request that arrives
// just before the statement starts is ignored by the server); after
// cancelGrace it gives up on the server and calls dropConn. The returned
// function stops the watch and waits until no request is in flight.
func watchCancel(ctx context.Context, db *store.DB, pid int64, dropConn func()) (stop func()) {
	done := make(chan struct{})
	exited := make(chan struct{})
	stopAfter := context.AfterFunc(ctx, func() {
		defer close(exited)
		grace := time.NewTimer(cancelGrace)
		defer grace.Stop()
		retry := time.NewTicker(cancelRetry)
		defer retry.Stop()
		for {
			cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), cancelGrace)
			if _, err := db.ReadOnly.ExecContext(cctx, "SELECT pg_cancel_backend($1)", pid); err != nil {
				slog.Warn("engine: cancel query", "pid", pid, "err", err)
			}
			cancel()
			select {
			case <-done:
				return
			case <-grace.C:
				dropConn()
			case <-retry.C:
			}
		}
	})
	return func() {
		if !stopAfter() {
			close(done)
			<-exited
		}
	}
}

// eachRow decodes rows into JSON-ready values and hands each to emit. It
// stops at the default limit of a statement without LIMIT, reporting that
// more rows exist. It returns about how many bytes the rows hold, and fails
// as soon as that passes maxBytes (when positive), before decoding the row
// that crossed it.
func eachRow(rows *sql.Rows, c *hogql.Compiled, maxBytes int64, emit func(row []any) error) (hasMore bool, size int64, err error) {
	cols, err := rows.Columns()
	if err != nil {
		return false, size, err
	}
	if len(cols) != len(c.Columns) {
		return false, 0, fmt.Errorf("engine: statement returned %d columns, expected %d", len(cols), len(c.Columns))
	}
	types := make([]hogql.Type, len(c.Types))
	for i, name := range c.Types {
		types[i] = hogql.ParseType(name)
	}
	max := -1
	if !c.HasExplicitLimit && c.Limit > 0 {
		max = c.Limit
	}
	n := 0
	raw := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range raw {
		ptrs[i] = &raw[i]
	}
	for rows.Next() {
		if max >= 0 && n == max {
			return true, size, nil
		}
		if err := rows.Scan(ptrs...); err != nil {
			return false, size, err
		}
		for _, v := range raw {
			size += scannedSize(v)
		}
		if maxBytes > 0 && size > maxBytes {
			return false, size, ResultTooLarge(maxBytes)
		}
		row := make([]any, len(raw))
		for i, v := range raw {
			if row[i], err = jsonValue(v, types[i]); err != nil {
				if errors.Is(err, errOutOfRange) {
					return false, size, apierror.Invalid(hogql.CodeQuery, "query", fmt.Sprintf(
						"The database rejected the query: a value of column %s is out of range for %s (integer overflow or infinite number)",
						c.Columns[i], c.Types[i]))
				}
				return false, size, fmt.Errorf("engine: column %s: %w", c.Columns[i], err)
			}
		}
		if err := emit(row); err != nil {
			return false, size, err
		}
		n++
	}
	return false, size, rows.Err()
}

// ResultTooLarge is the client error of a result larger than maxBytes.
func ResultTooLarge(maxBytes int64) *apierror.Error {
	return apierror.Invalid(hogql.CodeQuery, "query", fmt.Sprintf(
		"The query's result is larger than %s: select fewer rows (WHERE, LIMIT), fewer columns or shorter values (substring, left), or aggregate; a streamed export has no such bound.",
		formatBytes(maxBytes)))
}

// formatBytes spells n in MiB when it is a whole number of them.
func formatBytes(n int64) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d bytes", n)
}

// scannedSize is about how many bytes a scanned value adds to a JSON
// result: its text for strings and blobs, a number's or literal's width
// otherwise, plus a separator.
func scannedSize(v any) int64 {
	switch v := v.(type) {
	case string:
		return int64(len(v)) + 3
	case []byte:
		return int64(len(v)) + 3
	case nil:
		return 5
	}
	return 21
}

// withCause replaces a context error by the context's cause (hogql.ErrTimeout for
// our own deadline).
func withCause(ctx context.Context, err error) error {
	if err == nil {
		return nil
	}
	if ctx.Err() != nil {
		if cause := context.Cause(ctx); errors.Is(cause, hogql.ErrTimeout) {
			return fmt.Errorf("%w: %w", hogql.ErrTimeout, err)
		}
	}
	return err
}

// classify turns a failure into hogql.ErrCanceled, hogql.ErrTimeout, a client error for
// a statement the database rejected, or a wrapped server error.
func classify(ctx context.Context, err error) error {
	switch {
	case apierror.From(err) != nil:
		return err
	case errors.Is(err, hogql.ErrTimeout):
		return err
	case errors.Is(ctx.Err(), context.Canceled):
		return fmt.Errorf("%w: %w", hogql.ErrCanceled, context.Canceled)
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return fmt.Errorf("%w: %w", hogql.ErrTimeout, context.DeadlineExceeded)
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		switch {
		case pgErr.Code == "57014": // query_canceled: by statement_timeout, or by pg_cancel_backend from elsewhere
			if strings.Contains(pgErr.Message, "statement timeout") {
				return fmt.Errorf("%w: %w", hogql.ErrTimeout, err)
			}
			return fmt.Errorf("%w: %w", hogql.ErrCanceled, err)
		case len(pgErr.Code) == 5 && (pgErr.Code[:2] == "22" || pgErr.Code[:2] == "42" || pgErr.Code[:2] == "21" || pgErr.Code[:2] == "54"):
			return apierror.Invalid(hogql.CodeQuery, "query", "The database rejected the query: "+pgErr.Message)
		}
	}
	var liteErr *sqlite.Error
	if errors.As(err, &liteErr) {
		switch liteErr.Code() & 0xff {
		case 9: // SQLITE_INTERRUPT
			return fmt.Errorf("%w: %w", hogql.ErrTimeout, err)
		case 18: // SQLITE_TOOBIG
			return apierror.Invalid(hogql.CodeQuery, "query", fmt.Sprintf(
				"The database rejected the query: a value grew beyond %d MiB; shorten the strings the query builds", MaxValueBytes>>20))
		case 1, 20, 25: // SQLITE_ERROR, MISMATCH, RANGE: about the statement
			return apierror.Invalid(hogql.CodeQuery, "query", "The database rejected the query: "+liteErr.Error())
		}
	}
	return fmt.Errorf("engine: run query: %w", err)
}
