// Package rest serves Burrow's PostHog-compatible REST surface. Handlers are
// thin: decode → call the service → reply through one JSON helper.
package rest

import (
	"encoding/json"
	"errors"
	"log/slog"
	"math"
	"net/http"
	"strconv"

	"github.com/burrow-analytics/burrow/apierror"
)

// writeJSON writes v as a JSON response with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(v) //nolint:errcheck // the client went away; nothing to do
}

// WriteError renders err in the error envelope of DESIGN.md §3. Errors that
// are not *apierror.Error are logged and shown as a generic 500.
func WriteError(w http.ResponseWriter, r *http.Request, logger *slog.Logger, err error) {
	e := apierror.From(err)
	if e == nil {
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			e = apierror.TooLarge(maxErr.Limit)
		} else {
			logger.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", r.URL.Path, "err", err)
			e = apierror.Internal()
		}
	}
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(e.RetryAfter.Seconds()))))
	}
	writeJSON(w, e.Status, e) // *apierror.Error marshals as the envelope
}
