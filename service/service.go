// Package service holds Burrow's use cases. REST handlers and GraphQL
// resolvers are thin adapters over it: both call the same methods, which
// check the caller's key (through auth) before touching the store.
package service

import (
	"context"
	"log/slog"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/notify"
	"github.com/burrow-analytics/burrow/ratelimit"
	"github.com/burrow-analytics/burrow/store"
)

// Services bundles every use case; it is built once in New and shared.
type Services struct {
	DB     *store.DB
	Auth   *auth.Authenticator
	Logger *slog.Logger
	// Notifier carries key and project changes between replicas (the auth
	// cache's invalidations); the query service keeps its own.
	Notifier notify.Notifier

	Projects   *Projects
	Plugins    *Plugins
	Recordings *Recordings
	Persons    *Persons
	Queries    *Queries
}

// Config holds service settings; the zero value means defaults everywhere.
type Config struct {
	// Query holds the query settings (timeouts, cache windows, concurrency);
	// see QueryConfig for the defaults.
	Query QueryConfig
	// Observer hears about query runs and cache lookups (metrics); nil
	// observes nothing.
	Observer QueryObserver
	// Limits throttles query runs per key (class queries); nil limits nothing.
	Limits *ratelimit.Limiter
}

// New wires the services over db.
func New(db *store.DB, logger *slog.Logger, cfg Config) *Services {
	a := auth.New(db, logger)
	s := &Services{DB: db, Auth: a, Logger: logger, Notifier: notify.New(db, logger)}
	s.Projects = &Projects{db: db, auth: a}
	s.Plugins = &Plugins{db: db, auth: a}
	s.Persons = newPersons(db, a)
	s.Recordings = &Recordings{db: db, auth: a, persons: s.Persons}
	queryCfg := cfg.Query
	if cfg.Observer != nil {
		queryCfg.Observer = cfg.Observer
	}
	s.Queries = newQueries(db, a, logger, queryCfg)
	s.Queries.limits = cfg.Limits
	if cfg.Query.Engine != nil {
		// With an analytics engine, events live there: persons/trends and
		// persons/values run there too.
		s.Persons.analytics = s.Queries.runtime
	}
	return s
}

// Start begins the services' background work (background queries, status
// notifications, purges) until ctx ends or stop is called; stop waits for it
// to end. A server calls it once; tools that only read need not.
func (s *Services) Start(ctx context.Context) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	stopWatch := s.Auth.Watch(s.Notifier)
	stopAuth := s.Auth.Start(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		s.Notifier.Run(ctx) //nolint:errcheck // returns only when ctx ends
	}()
	stopQueries := s.Queries.Start(ctx)
	return func() {
		stopQueries()
		cancel()
		<-done
		stopWatch()
		stopAuth() // after the queries: their last uses of keys are written
	}
}

// Scopes of the endpoints (docs/design.md §4); "*" holds them all and X:write
// implies X:read. REST checks them before decoding parameters, the services
// check them again before touching the store.
const (
	ScopeProjectRead   = "project:read"
	ScopePersonRead    = "person:read"
	ScopePersonWrite   = "person:write"
	ScopePluginRead    = "plugin:read"
	ScopeRecordingRead = "session_recording:read"
	ScopeQueryRead     = "query:read"
)

// Page limits shared by every list (docs/design.md §6).
const (
	DefaultLimit = 100
	MaxLimit     = 1000
)

// PageParams is a requested window; nil fields take defaults.
type PageParams struct {
	Limit  *int
	Offset *int
}

// Resolve validates p against a default and maximum limit.
func (p PageParams) Resolve(def, max int) (store.Page, error) {
	page := store.Page{Limit: def}
	if p.Limit != nil {
		switch {
		case *p.Limit < 1:
			return page, apierror.Validation("limit", "Ensure this value is greater than or equal to 1.")
		case *p.Limit > max:
			return page, apierror.Validation("limit", "Ensure this value is less than or equal to "+itoa(max)+".")
		}
		page.Limit = *p.Limit
	}
	if p.Offset != nil {
		if *p.Offset < 0 {
			return page, apierror.Validation("offset", "Ensure this value is greater than or equal to 0.")
		}
		page.Offset = *p.Offset
	}
	return page, nil
}

// ListResult is one page of a list and the total count.
type ListResult[T any] struct {
	Items []T
	Count int
	Page  store.Page
	// Uncounted says Count was not computed (nobody asked for it and the
	// page could not tell it); More then says whether rows follow the page.
	Uncounted bool
	More      bool
}

// NextOffset returns the offset of the page after this one, or false when
// this page reaches the end (a short page never has a next one).
func (l ListResult[T]) NextOffset() (int, bool) {
	if l.Uncounted {
		return l.Page.Offset + l.Page.Limit, l.More
	}
	if l.Page.Offset+len(l.Items) >= l.Count {
		return 0, false
	}
	return l.Page.Offset + l.Page.Limit, true
}

// countFromPage returns the exact total when a page read with one extra row
// tells it: a page with no row after it ends the list, so the total is its
// offset plus its rows, unless it is empty past the start (then the rows
// before the offset are unknown).
func countFromPage(page store.Page, rows int, more bool) (int, bool) {
	if more || (rows == 0 && page.Offset > 0) {
		return 0, false
	}
	return page.Offset + rows, true
}

// PreviousOffset returns the offset of the page before this one, or false
// on the first page. From an offset past the end it is the last page that
// has rows (not the empty window one limit back), so that following
// previous links from a stale offset reaches data at once.
func (l ListResult[T]) PreviousOffset() (int, bool) {
	if l.Page.Offset <= 0 {
		return 0, false
	}
	prev := l.Page.Offset - l.Page.Limit
	// An uncounted page has rows (an empty one is always counted), so its
	// offset is inside the list.
	if !l.Uncounted && l.Page.Offset >= l.Count {
		prev = l.Count - l.Page.Limit
	}
	return max(0, prev), true
}
