// Package rest serves Burrow's PostHog-compatible REST surface. Handlers are
// thin: decode → call the service → reply through one JSON helper.
package rest

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"math"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5/middleware"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/service"
)

// writeJSON writes v as a JSON response with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	if m, ok := v.(interface{ WriteJSON(io.Writer) error }); ok {
		// A query result or status: its encoded rows go out as they are,
		// never copied into one more buffer (a result may be as large as
		// the result cap).
		if err := m.WriteJSON(w); err == nil {
			w.Write([]byte("\n")) //nolint:errcheck // the client went away; nothing to do
		}
		return
	}
	if m, ok := v.(json.Marshaler); ok {
		// Written as is: a query result may be large, and an Encoder would
		// copy it into a buffer of its own first.
		if b, err := m.MarshalJSON(); err == nil {
			w.Write(b)            //nolint:errcheck // the client went away; nothing to do
			w.Write([]byte("\n")) //nolint:errcheck // as above
			return
		}
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(v) //nolint:errcheck // the client went away; nothing to do
}

// WriteError renders err in the error envelope of docs/design.md §5. Errors that
// are not *apierror.Error are logged once, with the request id, and shown as
// a 503 when they will pass (shutdown, busy database; with Retry-After) or
// a generic 500; a client that went away gets nothing and is no error.
func WriteError(w http.ResponseWriter, r *http.Request, logger *slog.Logger, err error) {
	ctx := r.Context()
	e := apierror.From(err)
	if e == nil {
		var maxErr *http.MaxBytesError
		switch {
		case errors.As(err, &maxErr):
			e = apierror.TooLarge(maxErr.Limit)
		case service.ClientGone(ctx):
			// Nobody reads the answer, and it is not a server error.
			logger.DebugContext(ctx, "client went away", "method", r.Method, "path", r.URL.Path,
				"request_id", middleware.GetReqID(ctx), "err", err)
			return
		default:
			if e = service.Transient(ctx, err); e != nil {
				logger.WarnContext(ctx, "request unavailable", "method", r.Method, "path", r.URL.Path,
					"request_id", middleware.GetReqID(ctx), "err", err)
			} else {
				logger.ErrorContext(ctx, "request failed", "method", r.Method, "path", r.URL.Path,
					"request_id", middleware.GetReqID(ctx), "err", err)
				e = apierror.Internal()
			}
		}
	}
	switch {
	case e.RetryAfter > 0: // a throttled key: when its bucket has a token again
		w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(e.RetryAfter.Seconds()))))
	case e.Status == http.StatusServiceUnavailable:
		w.Header().Set("Retry-After", strconv.Itoa(apierror.RetryAfterSeconds))
	}
	writeJSON(w, e.Status, e) // *apierror.Error marshals as the envelope
}
