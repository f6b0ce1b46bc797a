// Package service holds Burrow's use cases. REST handlers and GraphQL
// resolvers are thin adapters over it: both call the same methods, which
// check the caller's key (through auth) before touching the store.
package service

import (
	"log/slog"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/store"
)

// Services bundles every use case; it is built once in New and shared.
type Services struct {
	DB     *store.DB
	Auth   *auth.Authenticator
	Logger *slog.Logger

	Projects   *Projects
	Plugins    *Plugins
	Recordings *Recordings
	Persons    *Persons
}

// Config holds service settings; the zero value means defaults everywhere.
type Config struct {
	// Query settings (timeouts, cache windows, concurrency) are added by the
	// query service.
}

// New wires the services over db.
func New(db *store.DB, logger *slog.Logger, cfg Config) *Services {
	a := auth.New(db, logger)
	s := &Services{DB: db, Auth: a, Logger: logger}
	s.Projects = &Projects{db: db, auth: a}
	s.Plugins = &Plugins{db: db, auth: a}
	s.Persons = newPersons(db, a)
	s.Recordings = &Recordings{db: db, auth: a, persons: s.Persons}
	return s
}

// Page limits shared by every list (DESIGN.md §4).
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
}

// HasNext reports whether a page follows this one.
func (l ListResult[T]) HasNext() bool { return l.Page.Offset+len(l.Items) < l.Count }

// HasPrevious reports whether a page precedes this one.
func (l ListResult[T]) HasPrevious() bool { return l.Page.Offset > 0 }
