package service

import (
	"context"
	"errors"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store"
)

// Transient maps a failure that is neither the client's nor a bug, and that
// will pass, to a 503 the client may retry: the server shutting down under
// the request, the database busy (SQLite) or unreachable, the analytics
// engine unreachable. It returns nil for anything else.
func Transient(ctx context.Context, err error) *apierror.Error {
	switch {
	case errors.Is(context.Cause(ctx), apierror.ErrShutdown) || errors.Is(err, apierror.ErrShutdown):
		return apierror.Unavailable("The server is shutting down; retry the request.")
	case store.IsBusy(err):
		return apierror.Unavailable("The database is busy; retry the request.")
	case errors.Is(err, hogql.ErrUnavailable):
		e := apierror.Unavailable("The analytics engine is unreachable; retry the request.")
		e.RetryAfter = apierror.RetryAfterSeconds * time.Second // GraphQL's retry_after too
		return e
	case store.IsUnreachable(err):
		return apierror.Unavailable("The database is unreachable; retry the request.")
	}
	return nil
}

// ClientGone reports whether a request failed because its client went away
// (it closed the connection): nobody reads the answer, and it is not a
// server error.
func ClientGone(ctx context.Context) bool {
	return ctx.Err() != nil && context.Cause(ctx) == context.Canceled
}
