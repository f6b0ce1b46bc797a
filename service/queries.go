package service

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/query"
	"github.com/burrow-analytics/burrow/ratelimit"
	"github.com/burrow-analytics/burrow/store"
)

// The query types REST and GraphQL exchange with the service.
type (
	QueryConfig   = query.Config
	QueryRequest  = query.Request
	QueryResponse = query.Response
	QueryResult   = query.Result
	QueryStatus   = query.Status
	// QueryStatusEnvelope is the body of a status read: {"query_status": …}.
	QueryStatusEnvelope = query.StatusEnvelope
)

// Refresh modes of a query request (docs/design.md §7).
const (
	RefreshBlocking      = query.RefreshBlocking
	RefreshForceBlocking = query.RefreshForceBlocking
)

// QueryObserver hears about query runs and cache lookups; see query.Observer.
type QueryObserver = query.Observer

// Queries checks access to the query endpoints (scope query:read) and hands
// the request to the query runtime.
type Queries struct {
	db      *store.DB
	auth    *auth.Authenticator
	logger  *slog.Logger
	runtime *query.Runtime
	limits  *ratelimit.Limiter // per-key budget of query runs (nil: none)
}

func newQueries(db *store.DB, a *auth.Authenticator, logger *slog.Logger, cfg QueryConfig) *Queries {
	return &Queries{db: db, auth: a, logger: logger, runtime: query.New(db, logger, cfg)}
}

// Start begins the runtime's background work; see query.Runtime.Start.
func (s *Queries) Start(ctx context.Context) (stop func()) { return s.runtime.Start(ctx) }

// Run executes req for the project as its refresh mode says.
func (s *Queries) Run(ctx context.Context, rawProjectID string, req QueryRequest) (*QueryResponse, error) {
	project, _, err := requireProject(ctx, s.auth, rawProjectID, ScopeQueryRead)
	if err != nil {
		return nil, err
	}
	if err := s.limits.Allow(ctx, ratelimit.Queries); err != nil {
		return nil, err
	}
	return s.runtime.Run(ctx, project, req)
}

// QueueDepth counts background runs waiting for a replica (metrics).
func (s *Queries) QueueDepth(ctx context.Context) (int, error) { return s.runtime.QueueDepth(ctx) }

// Subscribers counts this replica's live status subscriptions (metrics).
func (s *Queries) Subscribers() int { return s.runtime.Subscribers() }

// Status returns the status of run id; an unknown or expired id is a 404.
func (s *Queries) Status(ctx context.Context, rawProjectID, id string) (*QueryStatus, error) {
	project, _, err := requireProject(ctx, s.auth, rawProjectID, ScopeQueryRead)
	if err != nil {
		return nil, err
	}
	return s.runtime.Status(ctx, project.ID, id)
}

// Cancel stops run id wherever it runs.
func (s *Queries) Cancel(ctx context.Context, rawProjectID, id string) error {
	project, _, err := requireProject(ctx, s.auth, rawProjectID, ScopeQueryRead)
	if err != nil {
		return err
	}
	return s.runtime.Cancel(ctx, project.ID, id)
}

// Subscribe streams the status of run id until it is complete.
func (s *Queries) Subscribe(ctx context.Context, rawProjectID, id string) (<-chan *QueryStatus, error) {
	project, _, err := requireProject(ctx, s.auth, rawProjectID, ScopeQueryRead)
	if err != nil {
		return nil, err
	}
	return s.runtime.Subscribe(ctx, project.ID, id)
}

// CheckAuthForAsync tells a client its key may run background queries.
func (s *Queries) CheckAuthForAsync(ctx context.Context, rawProjectID string) error {
	_, _, err := requireProject(ctx, s.auth, rawProjectID, ScopeQueryRead)
	return err
}

// compile checks that a statement compiles for the analytics engine.
func (s *Queries) compile(statement string, teamID int64) (*hogql.Compiled, error) {
	c, err := hogql.Compile(statement, hogql.Options{TeamID: teamID, Engine: s.runtime.Engine()})
	if err != nil {
		return nil, fmt.Errorf("queries: compile: %w", err)
	}
	return c, nil
}

// ExportSink receives a streamed export; see query.ExportSink.
type ExportSink = query.ExportSink

// Export streams every row of req's result to sink (scope query:read); see
// query.Runtime.Export.
func (s *Queries) Export(ctx context.Context, rawProjectID string, req QueryRequest, sink ExportSink) error {
	project, _, err := s.auth.RequireProject(ctx, rawProjectID, ScopeQueryRead)
	if err != nil {
		return err
	}
	return s.runtime.Export(ctx, project, req, sink)
}
