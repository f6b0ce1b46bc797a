package query

// The background side of the query runtime. Every replica runs the same
// loops over the shared store, so there is no leader:
//
//   - dispatch: claims queued runs (store.ClaimQueryJob) while this replica
//     has free workers, woken by a notification or a slow poll;
//   - heartbeat: renews the lease of every run executing here, and stops a
//     run whose row says it is no longer ours (cancelled elsewhere);
//   - janitor: recovers runs whose replica died (lease passed), purges
//     expired statuses and cache rows.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/insight"
	"github.com/burrow-analytics/burrow/notify"
	"github.com/burrow-analytics/burrow/store"
)

// Causes of a run's context ending early.
var (
	errCancelled = errors.New("query cancelled by a client")
	errRunLost   = errors.New("run no longer owned by this replica")
	errShutdown  = errors.New("replica shutting down")
)

// Start begins the query service's background work on this replica: it
// delivers notifications, runs background queries, keeps leases alive,
// recovers lost runs and purges expired statuses, until ctx ends or stop is
// called. stop waits for it to end; background runs still executing here by
// then have been stopped and put back in the queue for another replica.
func (s *Runtime) Start(ctx context.Context) (stop func()) {
	var wg sync.WaitGroup
	ctx, cancel := context.WithCancel(ctx)
	stops := []func(){
		s.notifier.Listen(chanJobs, func(notify.Message) { s.runner.poke() }),
		s.notifier.Listen(chanCancel, s.onCancelMessage),
		s.notifier.Listen(chanStatus, s.hub.onMessage),
	}
	for _, loop := range []func(context.Context){
		func(ctx context.Context) { s.notifier.Run(ctx) }, //nolint:errcheck // returns only when ctx ends
		s.runner.dispatch,
		s.runner.heartbeat,
		s.runner.janitor,
		s.hub.run,
	} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			loop(ctx)
		}()
	}
	return func() {
		cancel()
		wg.Wait()
		for _, stop := range stops {
			stop()
		}
	}
}

// onCancelMessage stops a run executing here when any replica cancelled it;
// on a Resync it checks every local run against the store.
func (s *Runtime) onCancelMessage(msg notify.Message) {
	if msg.Resync {
		s.runner.poke()
		select {
		case s.runner.renewNow <- struct{}{}:
		default:
		}
		return
	}
	if key, ok := parseStatusPayload(msg.Payload); ok {
		s.runs.cancel(key, errCancelled)
	}
}

// runner claims and executes background runs on this replica.
type runner struct {
	q        *Runtime
	wake     chan struct{} // capacity 1: "look for queued runs"
	renewNow chan struct{} // capacity 1: "check local runs against the store now"
	wg       sync.WaitGroup

	health dbHealth // logs an outage once, not per loop turn
	// engineDown is set when a run found the analytics engine unreachable:
	// dispatch claims nothing until the engine answers again, so that an
	// outage costs a run one of its attempts, not all of them at once.
	engineDown atomic.Bool
	lastPurge  time.Time // janitor only
}

// dbHealth logs the background loops' database failures once per outage
// (and once when the database answers again) instead of on every turn.
type dbHealth struct {
	logger *slog.Logger
	mu     sync.Mutex
	down   bool
}

func (h *dbHealth) failed(ctx context.Context, what string, err error) {
	h.mu.Lock()
	first := !h.down
	h.down = true
	h.mu.Unlock()
	if first {
		h.logger.ErrorContext(ctx, "queries: database unavailable to background work", "during", what, "err", err)
	}
}

func (h *dbHealth) ok(ctx context.Context) {
	h.mu.Lock()
	was := h.down
	h.down = false
	h.mu.Unlock()
	if was {
		h.logger.InfoContext(ctx, "queries: database answers again")
	}
}

func (r *runner) poke() {
	select {
	case r.wake <- struct{}{}:
	default:
	}
}

// dispatch claims runs while workers are free. A run's completion pokes the
// loop; the poll interval covers notifications lost while reconnecting.
func (r *runner) dispatch(ctx context.Context) {
	q := r.q
	slots := make(chan struct{}, q.cfg.Workers)
	ticker := time.NewTicker(q.cfg.PollInterval)
	defer ticker.Stop()
	defer r.wg.Wait()
	for {
	claim:
		for r.engineReady(ctx) {
			select {
			case slots <- struct{}{}:
				if ctx.Err() != nil {
					<-slots
					break claim
				}
			default:
				break claim // every worker is busy; a finishing run pokes us
			}
			now := q.now()
			// The claim runs to its end even if shutdown begins meanwhile: a
			// claimed run is then released, never half-claimed.
			claimCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
			job, err := store.ClaimQueryJob(claimCtx, q.jobs, store.ClaimParams{
				Owner: q.cfg.ReplicaID, TaskID: uuid.NewString(), PerProject: q.cfg.PerProject,
				Now: now, LeaseUntil: now.Add(q.cfg.Lease),
			})
			cancel()
			if err != nil || job == nil {
				<-slots
				if err != nil && ctx.Err() == nil {
					r.health.failed(ctx, "claim", err)
				} else if err == nil {
					r.health.ok(ctx)
				}
				break
			}
			r.wg.Add(1)
			go func() {
				defer r.wg.Done()
				r.runJob(ctx, job)
				<-slots
				r.poke()
			}()
		}
		var retry <-chan time.Time // while the engine is down: ask it again soon
		if r.engineDown.Load() {
			retry = time.After(engineRetry)
		}
		select {
		case <-ctx.Done():
			return
		case <-r.wake:
		case <-ticker.C:
		case <-retry:
		}
	}
}

// engineRetry is how often dispatch asks an unreachable engine whether it
// answers again.
const engineRetry = time.Second

// engineReady reports whether runs may be claimed: always, unless a run
// found the engine unreachable; then when it answers again (an engine
// with a Ready method, such as ClickHouse's runner).
func (r *runner) engineReady(ctx context.Context) bool {
	if !r.engineDown.Load() {
		return true
	}
	if ready, ok := r.q.engine.(interface{ Ready(context.Context) error }); ok {
		cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		err := ready.Ready(cctx)
		cancel()
		if err != nil {
			return false
		}
	}
	if r.engineDown.CompareAndSwap(true, false) {
		r.q.logger.InfoContext(ctx, "queries: the analytics engine answers again; claiming background runs")
	}
	return true
}

// runJob executes one claimed background run and records how it ended.
func (r *runner) runJob(ctx context.Context, job *store.QueryJob) {
	q := r.q
	ref := store.RunRef{TeamID: job.TeamID, ID: job.ID, Owner: q.cfg.ReplicaID, Attempt: job.Attempts}
	runCtx, done := q.runs.add(ctx, ref)
	q.publishStatus(ctx, job.TeamID, job.ID) // picked up
	var res *Result
	compiled, err := q.compileStored(job.Statement, job.TeamID, job.Timezone)
	if err == nil {
		start := time.Now()
		res, err = q.execute(runCtx, job.TeamID, job.Timezone, compiled, job.CacheKey, &ref)
		q.observer.QueryRun(storedKind(job.Statement), ModeBackground, runOutcome(err, context.Cause(runCtx)), time.Since(start))
	}
	cause := context.Cause(runCtx)
	done()
	base := context.WithoutCancel(ctx)
	switch {
	case errors.Is(cause, errShutdown) || (err != nil && ctx.Err() != nil):
		// Not the query's fault: hand it to another replica (or our restart).
		r.release(base, ref, 0)
		return
	case err != nil && cause == nil && job.Attempts < q.cfg.MaxAttempts && q.cutByDatabase(err):
		// The database went away under the statement (a restart, a lost
		// connection): run it again as soon as the database answers.
		q.logger.WarnContext(ctx, "queries: run cut by the database; retrying when it answers", "id", job.ID, "err", err)
		if errors.Is(err, hogql.ErrUnavailable) {
			r.engineDown.Store(true)
		}
		r.release(base, ref, q.cfg.Lease)
		return
	}
	q.finish(base, ref, res, err, cause, true)
	q.publishJobs(base) // a per-project slot freed up
}

// cutByDatabase reports whether a run's error is the database failing
// rather than the statement: not a client error, timeout or cancellation.
func (s *Runtime) cutByDatabase(err error) bool {
	return apierror.From(err) == nil && !errors.Is(err, hogql.ErrTimeout) && !errors.Is(err, hogql.ErrCanceled) &&
		!errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded)
}

// release puts a run back in the queue, retrying for up to patience while
// the database does not answer (after that the lease passes and any
// replica recovers it), and wakes the dispatchers.
func (r *runner) release(ctx context.Context, ref store.RunRef, patience time.Duration) {
	q := r.q
	deadline := time.Now().Add(patience)
	wait := 100 * time.Millisecond
	for {
		ok, err := store.ReleaseQueryJob(ctx, q.jobs.Bun, ref)
		if err == nil {
			if ok {
				q.publishStatus(ctx, ref.TeamID, ref.ID)
				q.publishJobs(ctx)
				r.poke()
			}
			return
		}
		if time.Now().Add(wait).After(deadline) {
			q.logger.ErrorContext(ctx, "queries: release run", "id", ref.ID, "err", err)
			return
		}
		time.Sleep(wait)
		wait = min(2*wait, time.Second)
	}
}

// execute runs compiled and returns the blocking-result object, stored in
// the cache under key. A run with a status row (ref) is tagged, and its
// PostgreSQL backend recorded, so that any replica can stop its statement
// through the engine (Cancel, and recovery of a dead replica's runs).
func (s *Runtime) execute(ctx context.Context, teamID int64, timezone string, stmt *kindStatement, key string, ref *store.RunRef) (*Result, error) {
	c := *stmt.compiled
	opts := hogql.RunOptions{Timeout: s.cfg.StatementTimeout, MaxResultBytes: s.cfg.MaxResultBytes}
	if ref != nil {
		opts.Tag = runTag(ref.TeamID, ref.ID, ref.Attempt)
		opts.OnBackend = func(pid int64) {
			if err := store.SetQueryJobBackend(context.WithoutCancel(ctx), s.jobs.Bun, *ref, pid); err != nil {
				s.logger.WarnContext(ctx, "queries: record backend pid", "id", ref.ID, "err", err)
			}
		}
	}
	var out *hogql.Result
	shape := stmt.shape
	if stmt.fold != nil {
		// The rows go to the insight's fold as they are read, past the
		// result byte cap: the fold holds what it keeps of them.
		each, done := stmt.fold()
		streamed := opts
		streamed.MaxResultBytes = 0 // ClickHouse would apply it on the server
		// A fold that refuses the rows (too many) stops the statement at
		// once, rather than letting the driver read the rest of them.
		sctx, stop := context.WithCancel(ctx)
		err := s.engine.Stream(sctx, &c, streamed, func(row []any) error {
			err := each(row)
			if err != nil {
				stop()
			}
			return err
		})
		stop()
		if err != nil {
			return nil, err
		}
		shaped, err := done()
		if err != nil {
			return nil, err
		}
		out = &hogql.Result{Columns: c.Columns, Types: c.Types}
		shape = func(*insight.Table) (*insight.Result, error) { return shaped, nil }
	} else {
		run := s.engine.Run
		if stmt.shape == nil && stmt.next == nil {
			// The rows are the response: encode them as they are read.
			run = s.engine.RunJSON
		}
		var err error
		if out, err = run(ctx, &c, opts); err != nil {
			return nil, err
		}
	}
	if stmt.next != nil {
		// A two-statement kind: the second is built from the first's rows,
		// compiled by the engine under the same guard, and run the same way;
		// sql shows both, in the order they ran.
		plan, err := stmt.next(&insight.Table{Columns: out.Columns, Types: out.Types, Rows: out.Rows, HasMore: out.HasMore})
		if err != nil {
			return nil, err
		}
		// No second plan: the first statement's rows are the answer.
		if plan != nil {
			c2, err := s.compileNext(plan, teamID)
			if err != nil {
				return nil, err
			}
			if out, err = s.engine.Run(ctx, c2, opts); err != nil {
				return nil, err
			}
			c.Normalized += ";\n" + c2.Normalized
			c.Limit, c.Offset = c2.Limit, c2.Offset
			shape = plan.Shape
		}
	}
	encoded := out.JSON
	if shape == nil && encoded == nil { // an insight's shape replaces the rows
		var err error
		if encoded, err = encodeRows(out); err != nil {
			return nil, err
		}
	}
	types := make([][]string, len(out.Columns))
	for i, name := range out.Columns {
		typ := ""
		if i < len(out.Types) {
			typ = out.Types[i]
		}
		types[i] = []string{name, typ}
	}
	now := s.now()
	res := &Result{
		Results: encoded, Columns: out.Columns, Types: types, SQL: c.Normalized, HasMore: out.HasMore,
		Limit: c.Limit, Offset: c.Offset, LastRefresh: now, NextAllowedClientRefresh: now.Add(s.cfg.FreshFor),
		CacheKey: key, Timezone: timezone,
	}
	if res.Columns == nil {
		res.Columns = []string{}
	}
	if shape != nil {
		if err := shapeInsight(shape, out, res); err != nil {
			return nil, err
		}
	}
	if len(res.Results) > maxCachedResultBytes {
		return res, nil
	}
	blob, err := res.MarshalJSON()
	if err != nil {
		return nil, fmt.Errorf("queries: encode result: %w", err)
	}
	entry := &store.QueryCacheEntry{TeamID: teamID, CacheKey: key, Result: string(blob), LastRefresh: now}
	// The answer waits for the cache write only briefly: on SQLite another
	// writer (an import) may hold the lock for seconds, and the result is
	// good without it; the write goes on, bounded by its own timeout.
	written := make(chan struct{})
	go func() {
		defer close(written)
		wctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), store.SQLiteBusyTimeout+time.Second)
		defer cancel()
		if err := store.PutQueryCache(wctx, s.jobs.Bun, entry); err != nil {
			// Only the next request pays for the miss.
			s.logger.WarnContext(ctx, "queries: write cache", "err", err)
		}
	}()
	select {
	case <-written:
	case <-time.After(cacheWriteWait):
	}
	return res, nil
}

// encodeRows encodes out's rows as a JSON array of arrays, dropping each
// row once encoded so that the rows and their encoding are not held whole
// at once (a result may be as large as Config.MaxResultBytes).
func encodeRows(out *hogql.Result) ([]byte, error) {
	buf := bytes.NewBuffer(make([]byte, 0, out.Bytes+2))
	buf.WriteByte('[')
	for i, row := range out.Rows {
		if i > 0 {
			buf.WriteByte(',')
		}
		b, err := json.Marshal(row)
		if err != nil {
			return nil, fmt.Errorf("queries: encode rows: %w", err)
		}
		buf.Write(b)
		out.Rows[i] = nil
	}
	buf.WriteByte(']')
	out.Rows = nil
	return buf.Bytes(), nil
}

// finish records how a run with a status row ended and publishes it. It does
// nothing when the run is no longer ours (cancelled, recovered), and
// reports whether it recorded the outcome. With dropRows, res's encoded
// rows are dropped once stored (a background run: nobody answers with them).
func (s *Runtime) finish(ctx context.Context, ref store.RunRef, res *Result, runErr, cause error, dropRows bool) bool {
	now := s.now()
	outcome := store.QueryOutcome{End: now, Expiration: now.Add(s.cfg.StatusRetention)}
	if runErr != nil {
		msg := s.failureMessage(ctx, runErr, cause)
		outcome.ErrorMessage = &msg
	} else {
		blob, err := res.MarshalJSON()
		if dropRows {
			// The blob holds the rows now: dropping them frees up to
			// Config.MaxResultBytes while the database driver copies it.
			res.Results = nil
		}
		if err != nil {
			msg := "Query failed: its result could not be encoded"
			outcome.ErrorMessage = &msg
		} else {
			// blob is not changed after this: share its bytes rather than
			// copy a result that may be as large as Config.MaxResultBytes.
			str := unsafe.String(unsafe.SliceData(blob), len(blob))
			outcome.Results = &str
		}
	}
	job, err := store.FinishQueryJob(ctx, s.jobs.Bun, ref, outcome)
	if err != nil {
		s.logger.ErrorContext(ctx, "queries: finish run", "id", ref.ID, "err", err)
		return false
	}
	if job == nil {
		return false
	}
	s.publishStatus(ctx, ref.TeamID, ref.ID)
	return true
}

// failureMessage is the error_message of a failed run: the client error's
// detail, the timeout, the cancellation, or a generic message for failures
// that are not the query's (logged with their cause).
func (s *Runtime) failureMessage(ctx context.Context, err, cause error) string {
	if ae := apierror.From(s.clientError(ctx, err, cause)); ae != nil {
		return ae.Detail
	}
	switch {
	case errors.Is(cause, errShutdown):
		return "Query failed: the server running it shut down"
	case errors.Is(cause, errRunLost):
		return store.LostRunMessage
	case errors.Is(err, hogql.ErrUnavailable):
		s.logger.WarnContext(ctx, "queries: run failed: analytics engine unreachable", "err", err)
		return "Query failed: the analytics engine was unreachable"
	}
	// Nobody else logs a background run's failure.
	s.logger.ErrorContext(ctx, "queries: run failed", "err", err)
	return "Query failed: internal error"
}

// clientError maps a run's error to what the client sees: the engine's
// client errors (a statement the database rejected) as they are, a timeout
// or a cancellation as a 400 naming it, a run cut by the server's shutdown
// as a 503. Anything else is not the query's fault: it is returned wrapped,
// for the surface to log once and answer 500.
func (s *Runtime) clientError(ctx context.Context, err, cause error) error {
	switch {
	case errors.Is(context.Cause(ctx), apierror.ErrShutdown):
		return apierror.Unavailable("The server is shutting down; retry the request.")
	case errors.Is(cause, errCancelled):
		return &apierror.Error{Status: 400, Type: apierror.TypeInvalidRequest, Code: "query_cancelled", Detail: CancelledMessage}
	case errors.Is(cause, errRunLost) || errors.Is(cause, errShutdown):
		return fmt.Errorf("queries: run stopped: %w", cause)
	case errors.Is(err, hogql.ErrTimeout) || errors.Is(err, context.DeadlineExceeded):
		// A cancel the database honoured late ends on a deadline too.
		return &apierror.Error{Status: 400, Type: apierror.TypeInvalidRequest, Code: "query_timeout",
			Detail: fmt.Sprintf("Query exceeded the statement timeout of %s.", s.cfg.StatementTimeout)}
	case errors.Is(err, hogql.ErrCanceled):
		return &apierror.Error{Status: 400, Type: apierror.TypeInvalidRequest, Code: "query_cancelled",
			Detail: "Query aborted: the request ended before it finished."}
	}
	if e := apierror.From(err); e != nil {
		return e
	}
	return err
}

// maxCachedResultBytes bounds the results written to the cache: writing
// one costs a few times its size in the server's memory (the statement is
// formatted with the value inline, and SQLite writes from this process),
// which for results near Config.MaxResultBytes doubled the memory a run
// needs; such a result is computed again when asked again.
const maxCachedResultBytes = 8 << 20

// cacheWriteWait is how long an answer waits for its result to be cached.
const cacheWriteWait = 250 * time.Millisecond

// runTag names one attempt of a run for the engine, which marks its
// statement with it so that any replica can stop it.
func runTag(teamID int64, id string, attempt int) string {
	return fmt.Sprintf("query:%d:%s:%d", teamID, id, attempt)
}

// heartbeat renews the leases of the runs executing here every Heartbeat.
func (r *runner) heartbeat(ctx context.Context) {
	ticker := time.NewTicker(r.q.cfg.Heartbeat)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			r.q.runs.cancelAll(errShutdown)
			return
		case <-ticker.C:
			r.renewAll(ctx)
		case <-r.renewNow:
			r.renewAll(ctx)
		}
	}
}

// renewAll renews every local run's lease; a run whose row is no longer
// ours (cancelled while a notification was lost, or recovered) is stopped.
func (r *runner) renewAll(ctx context.Context) {
	q := r.q
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), q.cfg.Lease)
	defer cancel()
	until := q.now().Add(q.cfg.Lease)
	for _, ref := range q.runs.list() {
		ok, err := store.RenewQueryLease(ctx, q.jobs.Bun, ref, until)
		if err != nil {
			if ctx.Err() == nil {
				r.health.failed(ctx, "renew lease", err)
			}
			continue
		}
		r.health.ok(ctx)
		if !ok {
			cause := errRunLost
			if job, err := store.GetQueryJob(ctx, q.jobs.Bun, ref.TeamID, ref.ID); err == nil && job.State == store.QueryCancelled {
				cause = errCancelled
			}
			q.runs.cancel(jobKey{ref.TeamID, ref.ID}, cause)
		}
	}
}

// janitor recovers lost runs and purges expired statuses and cache rows.
func (r *runner) janitor(ctx context.Context) {
	ticker := time.NewTicker(r.q.cfg.JanitorInterval)
	defer ticker.Stop()
	for {
		r.sweep(ctx)
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

func (r *runner) sweep(ctx context.Context) {
	q := r.q
	// A sweep finishes even when shutdown starts meanwhile (its statements are short).
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	now := q.now()
	// The statements of a dead replica's runs would keep running (its
	// session notices the lost client only when it next writes): end them.
	lost, err := store.LostQueryRuns(ctx, q.jobs.Read, now)
	if err != nil {
		r.health.failed(ctx, "list lost runs", err)
		return
	}
	r.health.ok(ctx)
	for _, run := range lost {
		if err := q.engine.Terminate(ctx, runTag(run.TeamID, run.ID, run.Attempts), *run.BackendPID); err != nil {
			q.logger.WarnContext(ctx, "queries: end a lost run's statement", "id", run.ID, "err", err)
		}
	}
	requeued, failed, err := store.RecoverQueryJobs(ctx, q.jobs.Bun, now, now.Add(q.cfg.StatusRetention), q.cfg.MaxAttempts)
	if err != nil && ctx.Err() == nil {
		r.health.failed(ctx, "recover lost runs", err)
	}
	for _, ref := range append(requeued, failed...) {
		q.logger.WarnContext(ctx, "queries: recovered a lost run", "team_id", ref.TeamID, "id", ref.ID)
		q.publishStatus(ctx, ref.TeamID, ref.ID)
	}
	if len(requeued) > 0 {
		q.publishJobs(ctx)
		r.poke()
	}
	if time.Since(r.lastPurge) < q.cfg.PurgeInterval {
		return
	}
	r.lastPurge = time.Now()
	if _, err := store.PurgeQueryJobs(ctx, q.jobs.Bun, now); err != nil && ctx.Err() == nil {
		r.health.failed(ctx, "purge statuses", err)
	}
	if _, err := store.PurgeQueryCache(ctx, q.jobs.Bun, now.Add(-max(q.cfg.FreshFor, q.cfg.LazyFreshFor))); err != nil && ctx.Err() == nil {
		r.health.failed(ctx, "purge cache", err)
	}
}

// runRegistry tracks the runs executing on this replica, so that a
// cancellation or a lost lease can stop them.
type runRegistry struct {
	mu   sync.Mutex
	runs map[jobKey]*localRun
}

type localRun struct {
	ref    store.RunRef
	cancel context.CancelCauseFunc
}

func newRunRegistry() *runRegistry { return &runRegistry{runs: make(map[jobKey]*localRun)} }

// add registers a run and returns its context; done unregisters it.
func (r *runRegistry) add(ctx context.Context, ref store.RunRef) (context.Context, func()) {
	runCtx, cancel := context.WithCancelCause(ctx)
	key := jobKey{ref.TeamID, ref.ID}
	run := &localRun{ref: ref, cancel: cancel}
	r.mu.Lock()
	r.runs[key] = run
	r.mu.Unlock()
	return runCtx, func() {
		r.mu.Lock()
		if r.runs[key] == run {
			delete(r.runs, key)
		}
		r.mu.Unlock()
		cancel(nil)
	}
}

// cancel stops the local run key, if any, with cause.
func (r *runRegistry) cancel(key jobKey, cause error) bool {
	r.mu.Lock()
	run := r.runs[key]
	r.mu.Unlock()
	if run == nil {
		return false
	}
	run.cancel(cause)
	return true
}

func (r *runRegistry) cancelAll(cause error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, run := range r.runs {
		run.cancel(cause)
	}
}

func (r *runRegistry) list() []store.RunRef {
	r.mu.Lock()
	defer r.mu.Unlock()
	refs := make([]store.RunRef, 0, len(r.runs))
	for _, run := range r.runs {
		refs = append(refs, run.ref)
	}
	return refs
}
