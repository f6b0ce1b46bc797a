package clickhouse

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"reflect"
	"strconv"
	"strings"
	"time"

	ch "github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"
	"github.com/ClickHouse/clickhouse-go/v2/lib/proto"
	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store/engine"
)

// DefaultMaxMemoryUsage bounds the memory of one statement on the engine
// (the max_memory_usage setting) when RunnerOptions leaves it zero.
const DefaultMaxMemoryUsage = 4 << 30

// killGrace is how long a run waits past its timeout for the server's own
// TIMEOUT_EXCEEDED before the client gives up (and kills the query).
const killGrace = 2 * time.Second

// RunnerOptions configures a Runner.
type RunnerOptions struct {
	MaxMemoryUsage int64 // bytes per statement (max_memory_usage); 0: DefaultMaxMemoryUsage
}

// Runner runs compiled statements on ClickHouse: the hogql.Runner of the
// analytics engine. Every statement runs read-only (readonly=2) under its
// timeout (max_execution_time), byte cap (max_result_bytes, throw) and
// memory bound, with its run tag as query_id, so that Cancel stops it from
// any process with KILL QUERY.
type Runner struct {
	client *Client
	opts   RunnerOptions
}

var _ hogql.Runner = (*Runner)(nil)

// NewRunner returns the runner of c.
func NewRunner(c *Client, opts RunnerOptions) *Runner {
	if opts.MaxMemoryUsage <= 0 {
		opts.MaxMemoryUsage = DefaultMaxMemoryUsage
	}
	return &Runner{client: c, opts: opts}
}

// Ready reports whether the engine answers (Client.Ready): background
// runs wait for it after an outage rather than fail.
func (r *Runner) Ready(ctx context.Context) error { return r.client.Ready(ctx) }

// Engine is hogql.ClickHouse.
func (r *Runner) Engine() hogql.Engine { return hogql.ClickHouse }

// Run collects the rows of c into Result.Rows.
func (r *Runner) Run(ctx context.Context, c *hogql.Compiled, opts hogql.RunOptions) (*hogql.Result, error) {
	res := &hogql.Result{Columns: c.Columns, Types: c.Types, Rows: [][]any{}}
	err := r.run(ctx, c, opts, func(rows driver.Rows) (err error) {
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

// RunJSON runs c like Run but encodes the rows into Result.JSON as they
// are read.
func (r *Runner) RunJSON(ctx context.Context, c *hogql.Compiled, opts hogql.RunOptions) (*hogql.Result, error) {
	res := &hogql.Result{Columns: c.Columns, Types: c.Types}
	buf := []byte{'['}
	err := r.run(ctx, c, opts, func(rows driver.Rows) (err error) {
		res.HasMore, res.Bytes, err = eachRow(rows, c, opts.MaxResultBytes, func(row []any) error {
			if len(buf) > 1 {
				buf = append(buf, ',')
			}
			b, err := json.Marshal(row) // what the other engines write, byte for byte
			if err != nil {
				return fmt.Errorf("clickhouse: encode row: %w", err)
			}
			buf = append(buf, b...)
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

// Stream hands each row to emit as it is read; the statement timeout bounds
// the whole transfer. An error from emit stops the statement and is
// returned as is.
func (r *Runner) Stream(ctx context.Context, c *hogql.Compiled, opts hogql.RunOptions, emit func(row []any) error) error {
	var emitErr error
	err := r.run(ctx, c, opts, func(rows driver.Rows) error {
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

// Cancel stops the statement of run tag wherever it runs on the server
// (KILL QUERY by query_id), or on a cluster on whichever host runs it;
// backend is not used.
func (r *Runner) Cancel(ctx context.Context, tag string, backend int64) error {
	return r.kill(ctx, tag, false)
}

// Terminate is Cancel, waiting until the statement has stopped: ClickHouse
// has no session to end.
func (r *Runner) Terminate(ctx context.Context, tag string, backend int64) error {
	return r.kill(ctx, tag, true)
}

func (r *Runner) kill(ctx context.Context, queryID string, wait bool) error {
	if queryID == "" {
		return nil
	}
	mode := "ASYNC"
	if wait {
		mode = "SYNC"
	}
	if r.client.Config.Cluster.Name != "" {
		return r.client.killOnCluster(ctx, queryID, mode)
	}
	// mode is one of two constants; the id is a server-side parameter.
	ctx = ch.Context(ctx, ch.WithParameters(ch.Parameters{"id": queryID}))
	if err := r.client.Conn.Exec(ctx, "KILL QUERY WHERE query_id = {id:String} "+mode); err != nil {
		return fmt.Errorf("clickhouse: kill query %q: %w", queryID, err)
	}
	return nil
}

// run executes c with the run's settings and hands the rows to consume.
func (r *Runner) run(ctx context.Context, c *hogql.Compiled, opts hogql.RunOptions, consume func(driver.Rows) error) error {
	if c.Engine != hogql.ClickHouse {
		return fmt.Errorf("clickhouse: statement compiled for %s", c.Engine)
	}
	if opts.Timeout <= 0 {
		opts.Timeout = hogql.DefaultTimeout
	}
	if _, err := r.client.prepareOnce(ctx); err != nil {
		return classify(ctx, ctx, err, 0)
	}
	queryID := opts.Tag
	if queryID == "" {
		queryID = "burrow-" + uuid.NewString()
	}
	settings := ch.Settings{
		"readonly":           2,
		"max_execution_time": strconv.FormatFloat(opts.Timeout.Seconds(), 'f', -1, 64),
		"max_memory_usage":   r.opts.MaxMemoryUsage,
	}
	if opts.MaxResultBytes > 0 {
		settings["max_result_bytes"] = opts.MaxResultBytes
		settings["result_overflow_mode"] = "throw"
	}
	// The server ends the statement at max_execution_time; the client's
	// deadline is a backstop a little later.
	qctx, cancel := context.WithTimeoutCause(ctx, opts.Timeout+killGrace, hogql.ErrTimeout)
	defer cancel()
	if opts.OnBackend != nil {
		opts.OnBackend(0) // no backend to record: Cancel finds the run by its tag
	}
	// A run whose context ends is killed on the server too: closing the
	// connection alone leaves it running until it next writes.
	stopKill := context.AfterFunc(qctx, func() {
		kctx, kcancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer kcancel()
		if err := r.kill(kctx, queryID, false); err != nil {
			r.client.logger.Warn("clickhouse: kill query", "query_id", queryID, "err", err)
		}
	})
	defer stopKill()
	start := time.Now()
	err := r.query(ch.Context(qctx, ch.WithQueryID(queryID), ch.WithSettings(settings)), c, consume)
	r.client.logger.Debug("clickhouse: statement", "query_id", queryID, "elapsed", time.Since(start), "err", err)
	if err != nil {
		return classify(ctx, qctx, err, opts.MaxResultBytes)
	}
	return nil
}

func (r *Runner) query(ctx context.Context, c *hogql.Compiled, consume func(driver.Rows) error) error {
	rows, err := r.client.Conn.Query(ctx, c.SQL, parameters(c.Args)...)
	if err != nil {
		return err
	}
	defer rows.Close()
	if err := consume(rows); err != nil {
		return err
	}
	return rows.Err()
}

// parameters names the compiled statement's values for its {pN:Type}
// placeholders (Args[N-1] is pN): ClickHouse's server-side parameters,
// sent apart from the SQL text and parsed by the server as their type.
func parameters(args []any) []any {
	named := make([]any, len(args))
	for i, v := range args {
		named[i] = ch.Named("p"+strconv.Itoa(i+1), v)
	}
	return named
}

// eachRow decodes rows into JSON-ready values and hands each to emit. It
// stops at the default limit of a statement without LIMIT, reporting that
// more rows exist, and fails once the rows pass maxBytes (when positive).
func eachRow(rows driver.Rows, c *hogql.Compiled, maxBytes int64, emit func(row []any) error) (hasMore bool, size int64, err error) {
	cts := rows.ColumnTypes()
	if len(cts) != len(c.Columns) {
		return false, 0, fmt.Errorf("clickhouse: statement returned %d columns, expected %d", len(cts), len(c.Columns))
	}
	cols := make([]column, len(cts))
	dest := make([]any, len(cts))
	for i, ct := range cts {
		cols[i] = newColumn(ct.DatabaseTypeName(), hogql.ParseType(c.Types[i]))
		dest[i] = reflect.New(ct.ScanType()).Interface()
	}
	limit := -1
	if !c.HasExplicitLimit && c.Limit > 0 {
		limit = c.Limit
	}
	n := 0
	for rows.Next() {
		if limit >= 0 && n == limit {
			return true, size, nil
		}
		if err := rows.Scan(dest...); err != nil {
			return false, size, fmt.Errorf("clickhouse: scan row: %w", err)
		}
		row := make([]any, len(dest))
		for i, d := range dest {
			scanned := scannedValue(d)
			v, err := cols[i].value(scanned)
			if err != nil {
				if errors.Is(err, errOutOfRange) {
					return false, size, apierror.Invalid(hogql.CodeQuery, "query", fmt.Sprintf(
						"The database rejected the query: a value of column %s is out of range for %s (integer overflow or infinite number)",
						c.Columns[i], c.Types[i]))
				}
				return false, size, fmt.Errorf("clickhouse: column %s: %w", c.Columns[i], err)
			}
			row[i] = v
			size += scannedSize(scanned, v)
		}
		if maxBytes > 0 && size > maxBytes {
			return false, size, engine.ResultTooLarge(maxBytes)
		}
		if err := emit(row); err != nil {
			return false, size, err
		}
		n++
	}
	return false, size, nil
}

// scannedValue is the value Scan wrote to the pointer d: the common
// scalars without reflection.
func scannedValue(d any) any {
	switch p := d.(type) {
	case *int64:
		return *p
	case **int64:
		return *p
	case *string:
		return *p
	case **string:
		return *p
	case *time.Time:
		return *p
	case **time.Time:
		return *p
	}
	return reflect.ValueOf(d).Elem().Interface()
}

// deadlineNear reports whether ctx's deadline is less than a second away.
func deadlineNear(ctx context.Context) bool {
	d, ok := ctx.Deadline()
	return ok && time.Until(d) < time.Second
}

// ClickHouse error codes the runner tells apart.
const (
	codeTimeoutExceeded    = 159
	codeAborted            = 236 // also a server's answer while it dies of a fatal signal
	codeReadAfterEOF       = 32
	codeQueryWasCancelled  = 394
	codeTooManyRowsOrBytes = 396
)

// statementCodes are the ClickHouse errors about the statement itself (its
// text, names, types, values or size): client errors. Others are the
// server's.
var statementCodes = map[int32]bool{
	1: true, 6: true, 10: true, 25: true, 27: true, 32: true, 36: true, 38: true, 41: true, 42: true, 43: true,
	44: true, 46: true, 47: true, 48: true, 49: true, 53: true, 60: true, 62: true, 69: true, 70: true, 72: true,
	76: true, 81: true, 128: true, 131: true, 153: true, 158: true, 160: true, 161: true, 164: true, 168: true,
	169: true, 179: true, 184: true, 190: true, 215: true, 241: true, 307: true, 352: true, 386: true, 395: true,
	403: true, 407: true, 497: true,
}

// classify turns a failure into hogql.ErrCanceled, hogql.ErrTimeout,
// hogql.ErrUnavailable, the byte cap's client error, a client error for a statement ClickHouse
// rejected, or a wrapped server error. ctx is the caller's, qctx the run's.
func classify(ctx, qctx context.Context, err error, maxBytes int64) error {
	var ex *proto.Exception
	hasEx := errors.As(err, &ex)
	var netErr net.Error
	switch {
	case apierror.From(err) != nil:
		return err
	case errors.Is(ctx.Err(), context.Canceled):
		return fmt.Errorf("%w: %w", hogql.ErrCanceled, context.Canceled)
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return fmt.Errorf("%w: %w", hogql.ErrTimeout, context.DeadlineExceeded)
	case hasEx && ex.Code == codeTimeoutExceeded,
		qctx.Err() != nil && errors.Is(context.Cause(qctx), hogql.ErrTimeout),
		// clickhouse-go reads under the context's deadline: its read may
		// time out a moment before the context reports it.
		errors.As(err, &netErr) && netErr.Timeout() && deadlineNear(qctx):
		return fmt.Errorf("%w: %w", hogql.ErrTimeout, err)
	case !hasEx && isUnreachable(err),
		// A server dying of a fatal signal fails its statements with
		// ABORTED ("The server is shutting down due to a fatal error").
		hasEx && ex.Code == codeAborted,
		// A cluster node lost under a distributed read: the initiator
		// reports its connection's end (otherwise, a statement's value
		// read past its end: a client error below).
		hasEx && ex.Code == codeReadAfterEOF && strings.Contains(ex.Message, "while receiving packet from"):
		// No connection (or handshake) within the dial timeout, no answer
		// within the read timeout, the connection lost, or the server
		// going down: the engine, not the statement (a 503 the client may
		// retry).
		return fmt.Errorf("%w: %w", hogql.ErrUnavailable, err)
	case !hasEx:
		return fmt.Errorf("clickhouse: run query: %w", err)
	case ex.Code == codeQueryWasCancelled:
		return fmt.Errorf("%w: %w", hogql.ErrCanceled, err)
	case ex.Code == codeTooManyRowsOrBytes && maxBytes > 0:
		return engine.ResultTooLarge(maxBytes)
	case statementCodes[ex.Code] || ex.Code == codeTooManyRowsOrBytes:
		return apierror.Invalid(hogql.CodeQuery, "query", "The database rejected the query: "+ex.Message)
	}
	return fmt.Errorf("clickhouse: run query: %w", err)
}
