package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// QueryState is where a QueryJob is in its life: queued → running →
// succeeded, failed or cancelled (a queued job can be cancelled too). The
// wire's complete/error/error_message are derived from it (package query).
type QueryState string

// The states of a QueryJob.
const (
	QueryQueued    QueryState = "queued"    // waiting for a replica to claim it
	QueryRunning   QueryState = "running"   // claimed: Owner runs it and renews LeaseUntil
	QuerySucceeded QueryState = "succeeded" // Results holds the result
	QueryFailed    QueryState = "failed"    // ErrorMessage says why
	QueryCancelled QueryState = "cancelled" // a client cancelled it
)

// Finished reports whether s is a final state (the job is purged after its
// ExpirationTime).
func (s QueryState) Finished() bool {
	return s == QuerySucceeded || s == QueryFailed || s == QueryCancelled
}

// finishedStates is the SQL list of the final states.
var finishedStates = bun.List([]QueryState{QuerySucceeded, QueryFailed, QueryCancelled})

// QueryJob is one query run, identified per project by its status id (the
// client_query_id, or a generated uuid). Background runs are claimed from
// this table by any replica; blocking runs that carry a client id have a row
// too, so that any replica can see and cancel them.
type QueryJob struct {
	bun.BaseModel `bun:"table:query_jobs"`

	TeamID int64  `bun:"team_id,pk"`
	ID     string `bun:"id,pk"`
	// Version grows by one on every change, so that subscribers can drop a
	// status older than one they already sent.
	Version    int64      `bun:"version"`
	State      QueryState `bun:"state"`
	QueryAsync bool       `bun:"query_async"`
	Statement  string     `bun:"statement"`
	CacheKey   string     `bun:"cache_key"`
	Timezone   string     `bun:"timezone"`

	// ErrorMessage says why a failed run failed.
	ErrorMessage *string `bun:"error_message"`
	// Results is the JSON of the blocking-result object once the run succeeded.
	Results *string `bun:"results"`
	TaskID  *string `bun:"task_id"`

	Owner      *string    `bun:"owner"`       // replica running it
	Attempts   int        `bun:"attempts"`    // claims so far; fences a replica that lost its lease
	LeaseUntil *time.Time `bun:"lease_until"` // a running job whose lease passed is recovered
	BackendPID *int64     `bun:"backend_pid"` // PostgreSQL backend running the statement

	StartTime      time.Time  `bun:"start_time"`
	PickupTime     *time.Time `bun:"pickup_time"`
	EndTime        *time.Time `bun:"end_time"`
	ExpirationTime *time.Time `bun:"expiration_time"`
}

// QueryCacheEntry is a cached query result.
type QueryCacheEntry struct {
	bun.BaseModel `bun:"table:query_cache"`

	TeamID      int64     `bun:"team_id,pk"`
	CacheKey    string    `bun:"cache_key,pk"`
	Result      string    `bun:"result"` // JSON of the blocking-result object
	LastRefresh time.Time `bun:"last_refresh"`
}

// StartQueryJob inserts job, replacing a finished run with the same id. When
// a run with that id is still queued or running it is left alone and
// returned with started == false: a client re-submitting its id gets the
// running status instead of a second run.
func StartQueryJob(ctx context.Context, db bun.IDB, job *QueryJob) (started bool, current *QueryJob, err error) {
	// One statement, so two replicas racing on one id cannot both start it.
	var version int64
	err = db.NewRaw(`INSERT INTO query_jobs (team_id, id, version, state, query_async, statement, cache_key, timezone,
			owner, attempts, lease_until, task_id, start_time, pickup_time)
		VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (team_id, id) DO UPDATE SET version = query_jobs.version + 1, state = excluded.state,
			query_async = excluded.query_async, statement = excluded.statement, cache_key = excluded.cache_key,
			timezone = excluded.timezone, error_message = NULL, results = NULL,
			owner = excluded.owner, attempts = excluded.attempts, lease_until = excluded.lease_until,
			task_id = excluded.task_id, backend_pid = NULL, start_time = excluded.start_time,
			pickup_time = excluded.pickup_time, end_time = NULL, expiration_time = NULL
		WHERE query_jobs.state IN (?)
		RETURNING version`,
		job.TeamID, job.ID, job.State, job.QueryAsync, job.Statement, job.CacheKey, job.Timezone,
		job.Owner, job.Attempts, job.LeaseUntil, job.TaskID, job.StartTime, job.PickupTime, finishedStates,
	).Scan(ctx, &version)
	switch {
	case err == nil:
		job.Version = version
		return true, job, nil
	case errors.Is(err, sql.ErrNoRows):
		current, err := GetQueryJob(ctx, db, job.TeamID, job.ID)
		if errors.Is(err, ErrNotFound) {
			// Purged between the two statements: extremely unlikely; try once more.
			return StartQueryJob(ctx, db, job)
		}
		return false, current, err
	default:
		return false, nil, fmt.Errorf("store: start query %s: %w", job.ID, err)
	}
}

// CountQueuedQueryJobs counts background runs waiting to be claimed, in
// every project (the metrics' queue depth).
func CountQueuedQueryJobs(ctx context.Context, db bun.IDB) (int, error) {
	n, err := db.NewSelect().Model((*QueryJob)(nil)).Where("state = ?", QueryQueued).Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("store: count queued query jobs: %w", err)
	}
	return int(n), nil
}

// GetQueryJob returns the run id of project teamID, or ErrNotFound.
func GetQueryJob(ctx context.Context, db bun.IDB, teamID int64, id string) (*QueryJob, error) {
	pool, ok := db.(*bun.DB)
	if !ok || pool.Dialect().Name() != dialect.PG {
		return getQueryJob(ctx, db, teamID, id)
	}
	conn, err := pool.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("store: get query %s: %w", id, err)
	}
	defer conn.Close()
	job, err := getQueryJob(ctx, conn, teamID, id)
	if err == nil && job.Results != nil && len(*job.Results) > largeRowBytes {
		// pgx decodes every row into one reused message whose column values
		// point into the buffer the row was read into: an idle connection
		// keeps the last row it read, a background result up to the result
		// cap, reachable until it reads a row as wide. A row of NULLs as
		// wide as query_jobs lets it go.
		if _, err := conn.ExecContext(ctx, releaseRowSQL); err != nil {
			return nil, fmt.Errorf("store: get query %s: release the row read: %w", id, err)
		}
	}
	return job, err
}

// largeRowBytes is the size of a stored result past which GetQueryJob
// releases the row pgx read (one more round trip).
const largeRowBytes = 1 << 20

// releaseRowSQL returns one row of NULLs, wider than query_jobs.
var releaseRowSQL = "SELECT " + strings.Repeat("NULL, ", 31) + "NULL"

func getQueryJob(ctx context.Context, db bun.IDB, teamID int64, id string) (*QueryJob, error) {
	job := new(QueryJob)
	err := db.NewSelect().Model(job).Where("team_id = ? AND id = ?", teamID, id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: get query %s: %w", id, err)
	}
	return job, nil
}

// ClaimParams describe the replica claiming a background job.
type ClaimParams struct {
	Owner      string
	TaskID     string
	PerProject int // at most this many running background jobs per project, across replicas
	Now        time.Time
	LeaseUntil time.Time
}

// projectLockClass namespaces the advisory locks that serialise claims per project.
const projectLockClass = int64(724203) << 32

// ClaimQueryJob claims the oldest queued background job of a project that is
// under its concurrency limit, or returns nil when there is none. On
// PostgreSQL replicas skip each other's candidate rows (FOR UPDATE SKIP
// LOCKED) and recount a project's running jobs under an advisory lock, so the
// per-project limit holds across replicas; SQLite serialises writers anyway.
func ClaimQueryJob(ctx context.Context, db *DB, p ClaimParams) (*QueryJob, error) {
	var claimed *QueryJob
	err := db.Bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var saturated []int64
		for range 8 {
			q := tx.NewSelect().Model((*QueryJob)(nil)).Column("team_id", "id").
				Where("state = ?", QueryQueued).
				Where(`(SELECT count(*) FROM query_jobs r WHERE r.team_id = query_job.team_id AND r.state = ? AND r.query_async) < ?`,
					QueryRunning, p.PerProject).
				OrderExpr("start_time, id").Limit(1)
			if len(saturated) > 0 {
				q = q.Where("team_id NOT IN (?)", bun.List(saturated))
			}
			if db.Dialect == Postgres {
				q = q.For("UPDATE SKIP LOCKED")
			}
			var cand struct {
				TeamID int64  `bun:"team_id"`
				ID     string `bun:"id"`
			}
			if err := q.Scan(ctx, &cand); errors.Is(err, sql.ErrNoRows) {
				return nil
			} else if err != nil {
				return err
			}
			if db.Dialect == Postgres {
				if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(?)", projectLockClass|cand.TeamID&0xffffffff); err != nil {
					return err
				}
				running, err := tx.NewSelect().Model((*QueryJob)(nil)).
					Where("team_id = ? AND state = ? AND query_async", cand.TeamID, QueryRunning).Count(ctx)
				if err != nil {
					return err
				}
				if running >= int64(p.PerProject) {
					saturated = append(saturated, cand.TeamID)
					continue
				}
			}
			job := new(QueryJob)
			// A job submitted after p.Now was taken is picked up no earlier
			// than it started: pickup_time never precedes start_time.
			err := tx.NewRaw(`UPDATE query_jobs SET state = ?, owner = ?, task_id = ?, attempts = attempts + 1,
					pickup_time = CASE WHEN start_time > ? THEN start_time ELSE ? END, lease_until = ?, version = version + 1
				WHERE team_id = ? AND id = ? AND state = ? RETURNING *`,
				QueryRunning, p.Owner, p.TaskID, p.Now, p.Now, p.LeaseUntil, cand.TeamID, cand.ID, QueryQueued).Scan(ctx, job)
			if err != nil {
				return err
			}
			claimed = job
			return nil
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: claim query job: %w", err)
	}
	return claimed, nil
}

// RunRef names one attempt of a run by one replica; updates made through it
// do nothing once the run was cancelled, recovered or claimed again.
type RunRef struct {
	TeamID  int64
	ID      string
	Owner   string
	Attempt int
}

func (r RunRef) where(q *bun.UpdateQuery) *bun.UpdateQuery {
	return q.Where("team_id = ? AND id = ? AND owner = ? AND attempts = ? AND state = ?",
		r.TeamID, r.ID, r.Owner, r.Attempt, QueryRunning)
}

// SetQueryJobBackend records the PostgreSQL backend running the statement.
func SetQueryJobBackend(ctx context.Context, db bun.IDB, r RunRef, pid int64) error {
	_, err := r.where(db.NewUpdate().Model((*QueryJob)(nil)).Set("backend_pid = ?", pid)).Exec(ctx)
	if err != nil {
		return fmt.Errorf("store: record backend of query %s: %w", r.ID, err)
	}
	return nil
}

// RenewQueryLease extends the lease of a run; false means the run is no
// longer this replica's (cancelled, recovered or purged) and must stop.
func RenewQueryLease(ctx context.Context, db bun.IDB, r RunRef, until time.Time) (bool, error) {
	res, err := r.where(db.NewUpdate().Model((*QueryJob)(nil)).Set("lease_until = ?", until)).Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("store: renew lease of query %s: %w", r.ID, err)
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// QueryOutcome is how a run ended: Results (success) or ErrorMessage.
type QueryOutcome struct {
	Results      *string
	ErrorMessage *string
	End          time.Time
	Expiration   time.Time
}

// FinishQueryJob records the outcome of a run (succeeded with Results, or
// failed with ErrorMessage) and returns the finished job, or nil when the
// run was no longer this replica's (e.g. cancelled).
func FinishQueryJob(ctx context.Context, db bun.IDB, r RunRef, o QueryOutcome) (*QueryJob, error) {
	state := QuerySucceeded
	if o.ErrorMessage != nil {
		state = QueryFailed
	}
	conn, err := driverConn(db)
	if err != nil {
		return nil, err
	}
	// The results (up to the result cap) are bound by the driver: bun would
	// escape them into the statement's text, a few copies more in memory
	// (and on SQLite, in the statement SQLite compiles). Everything else is
	// formatted by bun as usual.
	placeholder := "?"
	if db.Dialect().Name() == dialect.PG {
		placeholder = "$1"
	}
	update := db.NewRaw(`UPDATE query_jobs SET state = ?, error_message = ?, results = ?,
			end_time = ?, expiration_time = ?, lease_until = NULL, backend_pid = NULL, version = version + 1
		WHERE team_id = ? AND id = ? AND owner = ? AND attempts = ? AND state = ?`,
		state, o.ErrorMessage, bun.Safe(placeholder), o.End, o.Expiration,
		r.TeamID, r.ID, r.Owner, r.Attempt, QueryRunning).String()
	var results any // NULL unless the run succeeded
	if o.Results != nil {
		results = *o.Results
	}
	res, err := conn.ExecContext(ctx, update, results)
	if err != nil {
		return nil, fmt.Errorf("store: finish query %s: %w", r.ID, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return nil, err
	}
	// The row as finished, but its results, which the caller has: reading
	// them back would hold the result in memory twice more.
	job := new(QueryJob)
	err = db.NewSelect().Model(job).ExcludeColumn("results").Where("team_id = ? AND id = ?", r.TeamID, r.ID).Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("store: finish query %s: read it back: %w", r.ID, err)
	}
	job.Results = o.Results
	return job, nil
}

// driverConn is the database/sql handle under db, whose statements take
// arguments the driver binds (bun's own handles format them into the text).
func driverConn(db bun.IDB) (bun.IConn, error) {
	switch db := db.(type) {
	case *bun.DB:
		return db.DB, nil
	case bun.Tx:
		return db.Tx, nil
	case bun.Conn:
		return db.Conn, nil
	}
	return nil, fmt.Errorf("store: no database/sql handle under %T", db)
}

// ReleaseQueryJob puts a background run back in the queue (its replica is
// shutting down); it reports whether the run was still this replica's.
func ReleaseQueryJob(ctx context.Context, db bun.IDB, r RunRef) (bool, error) {
	res, err := r.where(db.NewUpdate().Model((*QueryJob)(nil)).
		Set("state = ?", QueryQueued).Set("owner = NULL").Set("pickup_time = NULL").Set("lease_until = NULL").
		Set("backend_pid = NULL").Set("task_id = NULL").Set("version = version + 1").
		Where("query_async")).Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("store: release query %s: %w", r.ID, err)
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// CancelQueryJob ends a queued or running run as cancelled and returns it
// (Owner and BackendPID tell who runs it); cancelled is false when the run
// had already finished. ErrNotFound when there is no such run.
func CancelQueryJob(ctx context.Context, db bun.IDB, teamID int64, id string, now, expiration time.Time) (job *QueryJob, cancelled bool, err error) {
	job = new(QueryJob)
	err = db.NewRaw(`UPDATE query_jobs SET state = ?, end_time = ?, expiration_time = ?, lease_until = NULL,
			version = version + 1
		WHERE team_id = ? AND id = ? AND state IN (?, ?) RETURNING *`,
		QueryCancelled, now, expiration, teamID, id, QueryQueued, QueryRunning).Scan(ctx, job)
	if errors.Is(err, sql.ErrNoRows) {
		job, err := GetQueryJob(ctx, db, teamID, id)
		return job, false, err
	}
	if err != nil {
		return nil, false, fmt.Errorf("store: cancel query %s: %w", id, err)
	}
	return job, true, nil
}

// JobRef names a run.
type JobRef struct {
	TeamID int64  `bun:"team_id"`
	ID     string `bun:"id"`
}

// LostRun is a running job whose lease passed: its replica died, or lost
// the database, while the statement may still run on BackendPID.
type LostRun struct {
	TeamID     int64  `bun:"team_id"`
	ID         string `bun:"id"`
	Attempts   int    `bun:"attempts"`
	BackendPID *int64 `bun:"backend_pid"`
}

// LostQueryRuns lists the running jobs whose lease passed before now and
// that have a recorded backend, so that the replica recovering them can end
// their statements first.
func LostQueryRuns(ctx context.Context, db bun.IDB, now time.Time) ([]LostRun, error) {
	var lost []LostRun
	err := db.NewSelect().Model((*QueryJob)(nil)).Column("team_id", "id", "attempts", "backend_pid").
		Where("state = ? AND lease_until < ? AND backend_pid IS NOT NULL", QueryRunning, now).Scan(ctx, &lost)
	if err != nil {
		return nil, fmt.Errorf("store: lost queries: %w", err)
	}
	return lost, nil
}

// LostRunMessage is the error of a run whose replica stopped renewing its lease.
const LostRunMessage = "Query failed: the server running it stopped responding"

// RecoverQueryJobs handles runs whose lease passed before now (their replica
// died): background runs with fewer than maxAttempts claims go back to the
// queue, the others fail. The two statements select disjoint runs, so a run
// that appears between them waits for the next pass rather than failing. It
// returns the runs it changed.
func RecoverQueryJobs(ctx context.Context, db bun.IDB, now, expiration time.Time, maxAttempts int) (requeued, failed []JobRef, err error) {
	err = db.NewRaw(`UPDATE query_jobs SET state = ?, owner = NULL, pickup_time = NULL, lease_until = NULL,
			backend_pid = NULL, task_id = NULL, version = version + 1
		WHERE state = ? AND lease_until < ? AND query_async AND attempts < ? RETURNING team_id, id`,
		QueryQueued, QueryRunning, now, maxAttempts).Scan(ctx, &requeued)
	if err != nil {
		return nil, nil, fmt.Errorf("store: requeue lost queries: %w", err)
	}
	err = db.NewRaw(`UPDATE query_jobs SET state = ?, error_message = ?,
			end_time = ?, expiration_time = ?, lease_until = NULL, backend_pid = NULL, version = version + 1
		WHERE state = ? AND lease_until < ? AND (NOT query_async OR attempts >= ?) RETURNING team_id, id`,
		QueryFailed, LostRunMessage, now, expiration, QueryRunning, now, maxAttempts).Scan(ctx, &failed)
	if err != nil {
		return requeued, nil, fmt.Errorf("store: fail lost queries: %w", err)
	}
	return requeued, failed, nil
}

// PurgeQueryJobs deletes finished runs whose expiration time passed.
func PurgeQueryJobs(ctx context.Context, db bun.IDB, now time.Time) (int64, error) {
	res, err := db.NewDelete().Model((*QueryJob)(nil)).
		Where("state IN (?) AND expiration_time < ?", finishedStates, now).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("store: purge query statuses: %w", err)
	}
	return res.RowsAffected()
}

// GetQueryCache returns the cached result for key, or ErrNotFound.
func GetQueryCache(ctx context.Context, db bun.IDB, teamID int64, key string) (*QueryCacheEntry, error) {
	e := new(QueryCacheEntry)
	err := db.NewSelect().Model(e).Where("team_id = ? AND cache_key = ?", teamID, key).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: read query cache: %w", err)
	}
	return e, nil
}

// PutQueryCache stores e, replacing an older result for the same key.
func PutQueryCache(ctx context.Context, db bun.IDB, e *QueryCacheEntry) error {
	_, err := db.NewInsert().Model(e).
		On("CONFLICT (team_id, cache_key) DO UPDATE").
		Set("result = EXCLUDED.result, last_refresh = EXCLUDED.last_refresh").
		Where("query_cache_entry.last_refresh <= EXCLUDED.last_refresh").
		Exec(ctx)
	if err != nil {
		return fmt.Errorf("store: write query cache: %w", err)
	}
	return nil
}

// PurgeQueryCache deletes results refreshed before cutoff.
func PurgeQueryCache(ctx context.Context, db bun.IDB, cutoff time.Time) (int64, error) {
	res, err := db.NewDelete().Model((*QueryCacheEntry)(nil)).Where("last_refresh < ?", cutoff).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("store: purge query cache: %w", err)
	}
	return res.RowsAffected()
}

// EventNames returns up to limit event names of a project, most frequent
// first among its latest events (the vocabulary of SQL drafts).
func EventNames(ctx context.Context, db bun.IDB, teamID int64, limit int) ([]string, error) {
	var names []string
	err := db.NewRaw(`SELECT event FROM (SELECT event FROM events WHERE team_id = ? ORDER BY timestamp DESC LIMIT 10000) recent
		GROUP BY event ORDER BY count(*) DESC, event LIMIT ?`, teamID, limit).Scan(ctx, &names)
	if err != nil {
		return nil, fmt.Errorf("store: event names: %w", err)
	}
	return names, nil
}

// EventPropertyKeys returns up to limit property keys seen on a project's
// latest events, most frequent first.
func EventPropertyKeys(ctx context.Context, db *DB, teamID int64, limit int) ([]string, error) {
	keys, err := propertyKeys(ctx, db, "events", "timestamp", teamID, limit)
	if err != nil {
		return nil, fmt.Errorf("store: event property keys: %w", err)
	}
	return keys, nil
}

// PersonPropertyKeys returns up to limit property keys seen on a project's
// latest persons, most frequent first.
func PersonPropertyKeys(ctx context.Context, db *DB, teamID int64, limit int) ([]string, error) {
	keys, err := propertyKeys(ctx, db, "persons", "created_at", teamID, limit)
	if err != nil {
		return nil, fmt.Errorf("store: person property keys: %w", err)
	}
	return keys, nil
}

// propertyKeys counts the keys of the properties objects of the 1000
// latest rows of table (ordered by timeCol). Both names are constants of
// the callers, never client input.
func propertyKeys(ctx context.Context, db *DB, table, timeCol string, teamID int64, limit int) ([]string, error) {
	each := "json_each"
	if db.Dialect == Postgres {
		each = "jsonb_each"
	}
	var names []string
	err := db.Bun.NewRaw(`WITH recent AS (SELECT properties FROM `+table+` WHERE team_id = ? ORDER BY `+timeCol+` DESC LIMIT 1000)
		SELECT key FROM (SELECT k.key FROM recent, `+each+`(recent.properties) AS k) keys
		GROUP BY key ORDER BY count(*) DESC, key LIMIT ?`, teamID, limit).Scan(ctx, &names)
	return names, err
}
