// Package query is Burrow's query runtime: it runs a project's SqlQuery
// statements blocking or in the background, caches results, and keeps the
// status of every run, which any replica sharing the database can read,
// cancel and watch. Callers (service) check the caller's access first and
// hand over the project.
//
// A run's life: runtime.go (requests, cache, blocking runs, cancel),
// runner.go (claiming, heartbeats, recovery, executing), status.go (the wire
// status, derived from the stored state), channels.go (the notifications
// between replicas), hub.go (this replica's subscribers). Statements are
// stopped across replicas by the engine (hogql.Runner's Cancel and Terminate).
package query

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/insight"
	"github.com/burrow-analytics/burrow/notify"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/engine"
)

// DefaultMaxResultBytes is the default of Config.MaxResultBytes.
const DefaultMaxResultBytes = 64 << 20

// Config holds the query settings. Zero fields take the default noted
// beside them (see withDefaults).
type Config struct {
	// StatementTimeout bounds one statement in the database. Default 60s.
	StatementTimeout time.Duration
	// FreshFor is how long a cached result is served to blocking, async and
	// force_cache requests. Default 5m.
	FreshFor time.Duration
	// LazyFreshFor is the longer window of lazy_async requests. Default 15m.
	LazyFreshFor time.Duration
	// StatusRetention is how long a finished query status stays readable
	// before it is purged. Default 20m.
	StatusRetention time.Duration
	// Workers bounds the background runs of this replica. Default 4.
	Workers int
	// PerProject bounds the background runs of one project across all
	// replicas. Default 2.
	PerProject int
	// BlockingPerProject bounds the blocking runs of one project on this
	// replica; more wait for a slot. Default 4 (SQLite reads through 8
	// connections: another project always finds some).
	BlockingPerProject int
	// MaxResultBytes bounds the bytes of one result (blocking and
	// background runs; exports stream and are not bound): a larger result
	// fails with a client error while its rows are read, so memory stays
	// proportional to it. Default DefaultMaxResultBytes (64 MiB).
	MaxResultBytes int64
	// Lease is how long a run stays claimed without a heartbeat; another
	// replica recovers a run whose lease passed (its replica died): it ends
	// the run's statement in the database, frees its slot and queues it
	// again. A run is taken over within Lease + JanitorInterval of its
	// replica's death. Default 3s.
	Lease time.Duration
	// Heartbeat is how often a replica renews the leases of its runs; it
	// must be well under Lease. Default Lease/3.
	Heartbeat time.Duration
	// MaxAttempts is how often a background run is claimed before a lost run
	// fails instead of going back to the queue. Default 3.
	MaxAttempts int
	// PollInterval is how often a replica looks for queued runs without
	// being notified (a safety net for lost notifications). Default 5s.
	PollInterval time.Duration
	// JanitorInterval is how often lost runs are recovered. Default 1s.
	// Expired statuses and cache rows are purged every PurgeInterval.
	JanitorInterval time.Duration
	// PurgeInterval is how often expired statuses and cache rows are
	// deleted. Default ten JanitorIntervals.
	PurgeInterval time.Duration
	// ReplicaID names this replica in the store. Default host-pid-random.
	ReplicaID string
	// Observer hears about runs and cache lookups (metrics). Default none.
	Observer Observer
	// Engine is the analytics engine that compiles and runs the statements
	// (docs/design.md §13). Default: the store's own database (store/engine).
	Engine hogql.Runner
}

// withDefaults fills zero fields with their defaults.
func (c Config) withDefaults() Config {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&c.StatementTimeout, 60*time.Second)
	def(&c.FreshFor, 5*time.Minute)
	def(&c.LazyFreshFor, 15*time.Minute)
	def(&c.StatusRetention, 20*time.Minute)
	def(&c.Lease, 3*time.Second)
	def(&c.Heartbeat, c.Lease/3)
	def(&c.PollInterval, 5*time.Second)
	def(&c.JanitorInterval, time.Second)
	def(&c.PurgeInterval, 10*c.JanitorInterval)
	if c.MaxResultBytes <= 0 {
		c.MaxResultBytes = DefaultMaxResultBytes
	}
	if c.Workers <= 0 {
		c.Workers = 4
	}
	if c.BlockingPerProject <= 0 {
		c.BlockingPerProject = 4
	}
	if c.PerProject <= 0 {
		c.PerProject = 2
	}
	if c.MaxAttempts <= 0 {
		c.MaxAttempts = 3
	}
	if c.ReplicaID == "" {
		host, _ := os.Hostname()
		var b [4]byte
		rand.Read(b[:])
		c.ReplicaID = fmt.Sprintf("%s-%d-%s", host, os.Getpid(), hex.EncodeToString(b[:]))
	}
	return c
}

// Refresh modes of a query request (docs/design.md §7).
const (
	RefreshBlocking      = "blocking"
	RefreshAsync         = "async"
	RefreshLazyAsync     = "lazy_async"
	RefreshForceBlocking = "force_blocking"
	RefreshForceAsync    = "force_async"
	RefreshForceCache    = "force_cache"
)

// Query kinds: HogQLQuery is the name PostHog's clients send for the same dialect.
const (
	KindSQL   = "SqlQuery"
	KindHogQL = "HogQLQuery"
)

// Request is a request to run a query, as decoded by REST or GraphQL.
type Request struct {
	// Kind and Query are the {"kind","query"} object; Query is the statement.
	Kind  string
	Query string
	// HasQuery is false when the request carried no query object at all.
	HasQuery bool
	// ClientQueryID becomes the status id; empty means a generated uuid.
	ClientQueryID string
	// Refresh is one of the Refresh* modes; empty means Async decides
	// (true: async, false or unset: blocking).
	Refresh string
	Async   *bool
	// FiltersOverride and VariablesOverride are JSON objects (or null). The
	// SqlQuery dialect has no placeholders for them to fill, so they do not
	// change the statement; they are part of the cache key, so a request
	// that carries them never gets the result of one that does not.
	FiltersOverride   json.RawMessage
	VariablesOverride json.RawMessage
	// Name labels the request in logs.
	Name string
	// Source is the whole query object as sent ({"kind": ..., ...}); the
	// insight kinds read their fields from it.
	Source json.RawMessage

	// stmt is the query decoded once by decode: the SQL text, or the
	// insight kind's query object.
	stmt statement
}

// maxClientQueryID bounds a client_query_id.
const maxClientQueryID = 128

// decode checks r, decodes its query into r.stmt and returns its refresh
// mode.
func (r *Request) decode() (string, error) {
	if !r.HasQuery {
		return "", apierror.Validation("query", "This field is required.")
	}
	isInsight := false
	switch {
	case r.Kind == KindSQL, r.Kind == KindHogQL:
		if strings.TrimSpace(r.Query) == "" {
			return "", apierror.Validation("query.query", "This field is required.")
		}
	case insight.IsKind(r.Kind):
		if len(r.Source) == 0 {
			return "", apierror.Validation("query", "This field is required.")
		}
		isInsight = true // decoded below, once the request's other fields are checked
	case r.Kind == "":
		return "", apierror.Validation("query.kind", "This field is required.")
	case r.Kind == "InsightActorsQuery" || r.Kind == "FunnelsActorsQuery":
		// PostHog's clients send these as the source of an ActorsQuery, which
		// is how Burrow answers them.
		return "", apierror.Validation("query.kind", fmt.Sprintf("%s is answered as the source of an ActorsQuery: send "+
			`{"kind": "ActorsQuery", "source": {"kind": %q, …}}.`, r.Kind, r.Kind))
	default:
		return "", apierror.Validation("query.kind", fmt.Sprintf("Unknown query kind %q: expected %q (or %q), %s, %s, %s, %s, %s, %s or %s.",
			r.Kind, KindSQL, KindHogQL, insight.KindEvents, insight.KindTrends, insight.KindFunnels, insight.KindRetention,
			insight.KindLifecycle, insight.KindStickiness, insight.KindActors))
	}
	if r.ClientQueryID != "" && !validStatusID(r.ClientQueryID) {
		return "", apierror.Validation("client_query_id",
			fmt.Sprintf("Use 1 to %d letters, digits, '-', '_', '.' or ':'.", maxClientQueryID))
	}
	for attr, raw := range map[string]json.RawMessage{"filters_override": r.FiltersOverride, "variables_override": r.VariablesOverride} {
		if err := checkObject(attr, raw); err != nil {
			return "", err
		}
	}
	var mode string
	switch r.Refresh {
	case RefreshBlocking, RefreshAsync, RefreshLazyAsync, RefreshForceBlocking, RefreshForceAsync, RefreshForceCache:
		mode = r.Refresh
	case "":
		mode = RefreshBlocking
		if r.Async != nil && *r.Async {
			mode = RefreshAsync
		}
	default:
		return "", apierror.Validation("refresh", fmt.Sprintf("%q is not a valid choice: use one of blocking, async, lazy_async, force_blocking, force_async, force_cache.", r.Refresh))
	}
	r.stmt = statement{sql: r.Query}
	if isInsight {
		q, err := insight.Decode(r.Kind, r.Source)
		if err != nil {
			return "", fmt.Errorf("queries: %s: %w", r.Kind, err)
		}
		r.stmt = statement{insight: q}
	}
	return mode, nil
}

// validStatusID reports whether id can name a query status: it travels in
// URL paths, notifications and SQL comments, so it is kept to a safe alphabet.
func validStatusID(id string) bool {
	if len(id) == 0 || len(id) > maxClientQueryID {
		return false
	}
	for _, c := range id {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '-', c == '_', c == '.', c == ':':
		default:
			return false
		}
	}
	return true
}

// checkObject accepts an absent value, null or a JSON object.
func checkObject(attr string, raw json.RawMessage) error {
	trimmed := strings.TrimSpace(string(raw))
	if trimmed == "" || trimmed == "null" {
		return nil
	}
	var obj map[string]any
	if err := json.Unmarshal(raw, &obj); err != nil {
		return apierror.Validation(attr, "Expected a JSON object.")
	}
	return nil
}

// Result is the blocking-result object (docs/design.md §7).
type Result struct {
	// Results holds the rows as a JSON array of arrays, kept encoded so a
	// cache hit never decodes and re-encodes them.
	Results                  json.RawMessage `json:"results"`
	Columns                  []string        `json:"columns"`
	Types                    [][]string      `json:"types"`
	SQL                      string          `json:"sql"`
	HasMore                  bool            `json:"hasMore"`
	Limit                    int             `json:"limit"`
	Offset                   int             `json:"offset"`
	IsCached                 bool            `json:"is_cached"`
	LastRefresh              time.Time       `json:"last_refresh"`
	NextAllowedClientRefresh time.Time       `json:"next_allowed_client_refresh"`
	CacheKey                 string          `json:"cache_key"`
	Timezone                 string          `json:"timezone"`
	// QueryStatus is always null in a result; it is here for wire compatibility.
	QueryStatus *Status `json:"query_status"`

	// Fields of the insight kinds' responses (package insight).
	Hogql              string                     `json:"hogql,omitempty"`
	ResolvedDateRange  *insight.ResolvedDateRange `json:"resolved_date_range,omitempty"`
	MissingActorsCount *int                       `json:"missing_actors_count,omitempty"`
	NextCursor         *string                    `json:"nextCursor,omitempty"`
	// FlatTypes writes types as type names alone (see MarshalJSON).
	FlatTypes bool `json:"-"`
}

// Response answers a query request: a Result (computed now or from the
// cache), or the status of a background run, or a cache miss (force_cache)
// with neither.
type Response struct {
	CacheKey    string
	Result      *Result
	QueryStatus *Status
}

// MarshalJSON renders the blocking-result object for a result, otherwise
// {"cache_key", "query_status"} (as PostHog does for a cache miss).
func (r Response) MarshalJSON() ([]byte, error) {
	if r.Result != nil {
		return r.Result.MarshalJSON() // not json.Marshal: a result may be large, and that copies it once more
	}
	return json.Marshal(struct {
		CacheKey    string  `json:"cache_key"`
		QueryStatus *Status `json:"query_status"`
	}{r.CacheKey, r.QueryStatus})
}

// WriteJSON writes what MarshalJSON returns to w, a result's rows as they
// are (Result.WriteJSON).
func (r Response) WriteJSON(w io.Writer) error {
	if r.Result != nil {
		return r.Result.WriteJSON(w)
	}
	return writeMarshalled(w, r)
}

// Runtime runs analytics SQL for clients: blocking, in the background, from
// the cache, with statuses that can be polled, cancelled and watched. Its
// callers have checked the caller's access to the project.
type Runtime struct {
	db *store.DB
	// engine runs the statements (the analytics engine): the store's own
	// database unless another is configured.
	engine hogql.Runner
	// jobs reaches the query tables: the same pool as db, through a bun
	// handle of its own, so that hooks added to db.Bun for request code
	// (statement counters in tests, debugging) neither count nor race with
	// the background loops.
	jobs     *store.DB
	logger   *slog.Logger
	cfg      Config
	notifier notify.Notifier
	now      func() time.Time

	observer Observer // metrics of runs and cache lookups

	runs   *runRegistry  // runs executing on this replica
	slots  *projectSlots // blocking runs per project on this replica
	hub    *statusHub    // subscribers on this replica
	runner *runner
}

// Engine is the analytics engine statements are compiled for.
func (s *Runtime) Engine() hogql.Engine { return s.engine.Engine() }

// New returns the query runtime over db; Start begins its background work.
func New(db *store.DB, logger *slog.Logger, cfg Config) *Runtime {
	jobs := *db
	jobs.Bun = bun.NewDB(db.Bun.DB, db.Bun.Dialect())
	debug := db.DebugSQL()
	if debug != nil {
		jobs.Bun = jobs.Bun.WithQueryHook(store.DebugSQLHook(debug))
	}
	jobs.Read = jobs.Bun
	if db.Read != nil && db.Read != db.Bun {
		jobs.Read = bun.NewDB(db.Read.DB, db.Read.Dialect())
		if debug != nil {
			jobs.Read = jobs.Read.WithQueryHook(store.DebugSQLHook(debug))
		}
	}
	run := cfg.Engine
	if run == nil {
		run = engine.New(db)
	}
	q := &Runtime{
		db:       db,
		engine:   run,
		jobs:     &jobs,
		logger:   logger,
		cfg:      cfg.withDefaults(),
		notifier: notify.New(db, logger),
		now:      func() time.Time { return time.Now().UTC().Truncate(time.Microsecond) }, // the stores' precision
		runs:     newRunRegistry(),
		slots:    newProjectSlots(cfg.withDefaults().BlockingPerProject),
		observer: cfg.Observer,
	}
	if q.observer == nil {
		q.observer = noObserver{}
	}
	q.hub = newStatusHub(q)
	q.runner = &runner{q: q, wake: make(chan struct{}, 1), renewNow: make(chan struct{}, 1), health: dbHealth{logger: logger}}
	return q
}

// Run executes req for project as its refresh mode says: from the cache,
// now, or in the background.
func (s *Runtime) Run(ctx context.Context, project *store.Project, req Request) (*Response, error) {
	mode, err := req.decode()
	if err != nil {
		return nil, err
	}
	stmt, err := s.compileStatement(req.stmt, project.ID, project.Timezone)
	if err != nil {
		return nil, err
	}
	key := cacheKey(project, stmt.compiled, req)

	if mode != RefreshForceBlocking && mode != RefreshForceAsync {
		window := s.cfg.FreshFor
		if mode == RefreshLazyAsync {
			window = s.cfg.LazyFreshFor
		}
		res, err := s.cached(ctx, project.ID, key, window)
		if err != nil {
			return nil, err
		}
		s.observer.CacheLookup(res != nil)
		if res != nil {
			return &Response{CacheKey: key, Result: res}, nil
		}
	}
	switch mode {
	case RefreshForceCache:
		return &Response{CacheKey: key}, nil
	case RefreshBlocking, RefreshForceBlocking:
		return s.runBlocking(ctx, project, req, stmt, key)
	default:
		return s.enqueue(ctx, project, req, key)
	}
}

// compile turns the statement into SQL for the store's dialect.
func (s *Runtime) compile(statement string, teamID int64) (*hogql.Compiled, error) {
	c, err := hogql.Compile(statement, hogql.Options{TeamID: teamID, Engine: s.engine.Engine()})
	if err != nil {
		return nil, fmt.Errorf("queries: compile: %w", err)
	}
	return c, nil
}

// cacheKey identifies a result: the project (and its timezone), the engine,
// the normalised statement and the compiled SQL with its arguments (which
// carry the limits and the project guard), and the overrides.
func cacheKey(project *store.Project, c *hogql.Compiled, req Request) string {
	h := sha256.New()
	enc := json.NewEncoder(h)
	enc.Encode(struct { //nolint:errcheck // hashing cannot fail
		Version    int
		Team       int64
		Timezone   string
		Engine     hogql.Engine
		Normalized string
		SQL        string
		Args       []any
		Limit      int
		Offset     int
		Filters    any
		Variables  any
		Source     any // an insight kind's fields also shape the response
	}{1, project.ID, project.Timezone, c.Engine, c.Normalized, c.SQL, c.Args, c.Limit, c.Offset,
		canonicalJSON(req.FiltersOverride), canonicalJSON(req.VariablesOverride), req.stmt.cacheSource()})
	return "query_" + hex.EncodeToString(h.Sum(nil)[:20])
}

// canonicalJSON decodes raw so that key order and spacing do not change a
// cache key (encoding/json sorts map keys when it encodes).
func canonicalJSON(raw json.RawMessage) any {
	if len(raw) == 0 {
		return nil
	}
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return string(raw)
	}
	return v
}

// cached returns the cached result for key when it is younger than window,
// nil otherwise.
func (s *Runtime) cached(ctx context.Context, teamID int64, key string, window time.Duration) (*Result, error) {
	entry, err := store.GetQueryCache(ctx, s.jobs.Read, teamID, key)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if s.now().Sub(entry.LastRefresh) >= window {
		return nil, nil
	}
	res := new(Result)
	if err := json.Unmarshal([]byte(entry.Result), res); err != nil {
		// A row this replica cannot read (older format): treat as a miss.
		s.logger.WarnContext(ctx, "queries: unreadable cache entry", "cache_key", key, "err", err)
		return nil, nil
	}
	res.IsCached = true
	res.CacheKey = key
	res.LastRefresh = entry.LastRefresh.UTC()
	res.NextAllowedClientRefresh = res.LastRefresh.Add(s.cfg.FreshFor)
	return res, nil
}

// runBlocking calculates now. With a client_query_id the run gets a status
// row, so it can be polled and cancelled from any replica while it runs; a
// run already going under that id is returned instead of starting another.
func (s *Runtime) runBlocking(ctx context.Context, project *store.Project, req Request, compiled *kindStatement, key string) (*Response, error) {
	release, err := s.slots.acquire(ctx, project.ID)
	if err != nil {
		return nil, s.clientError(ctx, err, nil)
	}
	defer release()
	if req.ClientQueryID == "" {
		start := time.Now()
		res, err := s.execute(ctx, project.ID, project.Timezone, compiled, key, nil)
		s.observer.QueryRun(req.Kind, ModeBlocking, runOutcome(err, context.Cause(ctx)), time.Since(start))
		if err != nil {
			return nil, s.clientError(ctx, err, nil)
		}
		return &Response{CacheKey: key, Result: res}, nil
	}
	now := s.now()
	owner, lease := s.cfg.ReplicaID, now.Add(s.cfg.Lease)
	job := &store.QueryJob{
		TeamID: project.ID, ID: req.ClientQueryID, State: store.QueryRunning, QueryAsync: false,
		Statement: req.stmt.stored(), CacheKey: key, Timezone: project.Timezone,
		Owner: &owner, Attempts: 1, LeaseUntil: &lease, StartTime: now, PickupTime: &now,
	}
	started, current, err := store.StartQueryJob(ctx, s.jobs.Bun, job)
	if err != nil {
		return nil, err
	}
	if !started {
		return &Response{CacheKey: current.CacheKey, QueryStatus: s.statusView(current)}, nil
	}
	s.publishStatus(ctx, job.TeamID, job.ID)
	ref := store.RunRef{TeamID: job.TeamID, ID: job.ID, Owner: owner, Attempt: 1}
	runCtx, done := s.runs.add(ctx, ref)
	start := time.Now()
	res, runErr := s.execute(runCtx, project.ID, project.Timezone, compiled, key, &ref)
	cause := context.Cause(runCtx)
	s.observer.QueryRun(req.Kind, ModeBlocking, runOutcome(runErr, cause), time.Since(start))
	done()
	base := context.WithoutCancel(ctx)
	recorded := s.finish(base, ref, res, runErr, cause, false)
	if runErr != nil {
		if cause == nil && !recorded && s.cancelled(base, ref) {
			// PostgreSQL stopped the statement on a DELETE before this
			// replica heard of it: the client asked for the cancellation,
			// not the request ending.
			cause = errCancelled
		}
		return nil, s.clientError(ctx, runErr, cause)
	}
	return &Response{CacheKey: key, Result: res}, nil
}

// cancelled reports whether run ref ended cancelled.
func (s *Runtime) cancelled(ctx context.Context, ref store.RunRef) bool {
	job, err := store.GetQueryJob(ctx, s.jobs.Bun, ref.TeamID, ref.ID)
	return err == nil && job.State == store.QueryCancelled
}

// enqueue starts a background run and returns its status.
func (s *Runtime) enqueue(ctx context.Context, project *store.Project, req Request, key string) (*Response, error) {
	id := req.ClientQueryID
	if id == "" {
		id = uuid.NewString()
	}
	job := &store.QueryJob{
		TeamID: project.ID, ID: id, State: store.QueryQueued, QueryAsync: true,
		Statement: req.stmt.stored(), CacheKey: key, Timezone: project.Timezone, StartTime: s.now(),
	}
	started, current, err := store.StartQueryJob(ctx, s.jobs.Bun, job)
	if err != nil {
		return nil, err
	}
	if started {
		s.logger.DebugContext(ctx, "queries: queued", "team_id", project.ID, "id", id, "name", req.Name)
		s.publishJobs(ctx)
		s.publishStatus(ctx, job.TeamID, job.ID)
	}
	return &Response{CacheKey: current.CacheKey, QueryStatus: s.statusView(current)}, nil
}

// Status returns the status of run id of project teamID; an unknown or
// expired id is a 404.
func (s *Runtime) Status(ctx context.Context, teamID int64, id string) (*Status, error) {
	job, err := s.loadJob(ctx, teamID, id)
	if err != nil {
		return nil, err
	}
	return s.statusView(job), nil
}

// loadJob reads a run that has not expired, or returns the 404.
func (s *Runtime) loadJob(ctx context.Context, teamID int64, id string) (*store.QueryJob, error) {
	if !validStatusID(id) {
		return nil, queryNotFound(teamID, id)
	}
	job, err := store.GetQueryJob(ctx, s.jobs.Read, teamID, id)
	if errors.Is(err, store.ErrNotFound) || (err == nil && s.expired(job)) {
		return nil, queryNotFound(teamID, id)
	}
	return job, err
}

// queryNotFound is PostHog's 404 for an unknown or expired status id.
func queryNotFound(teamID int64, id string) error {
	return apierror.Absent(fmt.Sprintf("Query %s not found for team %d", id, teamID))
}

func (s *Runtime) expired(job *store.QueryJob) bool {
	return job.ExpirationTime != nil && !s.now().Before(*job.ExpirationTime)
}

// Cancel stops run id of project teamID wherever it runs: the status ends
// "Query cancelled" and the statement stops in the database. Cancelling a
// finished run changes nothing; an unknown id is a 404.
func (s *Runtime) Cancel(ctx context.Context, teamID int64, id string) error {
	if _, err := s.loadJob(ctx, teamID, id); err != nil {
		return err
	}
	now := s.now()
	job, cancelled, err := store.CancelQueryJob(ctx, s.jobs.Bun, teamID, id, now, now.Add(s.cfg.StatusRetention))
	if errors.Is(err, store.ErrNotFound) { // purged meanwhile
		return queryNotFound(teamID, id)
	}
	if err != nil || !cancelled {
		return err
	}
	// The replica running it (perhaps this one) cancels the statement's context...
	s.publishCancel(ctx, teamID, id)
	s.publishStatus(ctx, teamID, id)
	// ...and the engine stops the statement in the database too, in case
	// that replica is slow to hear about it.
	if job.BackendPID != nil {
		if err := s.engine.Cancel(ctx, runTag(job.TeamID, job.ID, job.Attempts), *job.BackendPID); err != nil {
			s.logger.WarnContext(ctx, "queries: cancel statement", "id", id, "err", err)
		}
	}
	return nil
}
