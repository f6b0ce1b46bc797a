package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	"math"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5/middleware"
	"github.com/go-chi/cors"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/ratelimit"
	"github.com/burrow-analytics/burrow/rest"
)

// RequestIDHeader carries a request's id in both directions.
const RequestIDHeader = "X-Request-Id"

// maxRequestIDLen bounds a client-chosen request id.
const maxRequestIDLen = 128

// requestID takes the request id from X-Request-Id when the client sent a
// usable one (printable ASCII, at most 128 bytes; a proxy's id then links
// its logs to ours), otherwise makes a random one, and echoes it in the
// response. chi's middleware.GetReqID reads it back.
func requestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get(RequestIDHeader)
		if !validRequestID(id) {
			id = newRequestID()
		}
		w.Header().Set(RequestIDHeader, id)
		ctx := context.WithValue(r.Context(), middleware.RequestIDKey, id)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func validRequestID(id string) bool {
	if id == "" || len(id) > maxRequestIDLen {
		return false
	}
	for i := 0; i < len(id); i++ {
		if id[i] < 0x21 || id[i] > 0x7e {
			return false
		}
	}
	return true
}

func newRequestID() string {
	var b [16]byte
	rand.Read(b[:]) //nolint:errcheck // crypto/rand.Read never fails
	return hex.EncodeToString(b[:])
}

// corsHandler lets browsers on origins call the API with a key in the
// Authorization header (no cookies: credentials stay off). Preflights are
// answered here, before authentication.
func corsHandler(origins []string) func(http.Handler) http.Handler {
	return cors.Handler(cors.Options{
		AllowedOrigins: origins,
		AllowedMethods: []string{http.MethodGet, http.MethodHead, http.MethodPost, http.MethodDelete, http.MethodOptions},
		AllowedHeaders: []string{"Authorization", "Content-Type", "Accept", RequestIDHeader},
		ExposedHeaders: []string{RequestIDHeader, "Retry-After", "Content-Disposition"},
		MaxAge:         600,
	})
}

// compressibleTypes are the content types gzip pays off for.
var compressibleTypes = []string{
	"application/json", "application/graphql-response+json", "application/problem+json",
	"application/vnd.oai.openapi+json", "application/yaml", "application/x-ndjson",
	"text/csv", "text/plain", "text/html", "text/css", "text/javascript", "application/javascript",
	"image/svg+xml",
}

// compressor gzips responses of compressibleTypes for clients that send
// Accept-Encoding: gzip. chi's compressor flushes (streamed exports keep
// streaming) and hijacks (websocket upgrades pass through untouched).
func compressor() func(http.Handler) http.Handler {
	return middleware.NewCompressor(5, compressibleTypes...).Handler
}

// rateLimit spends one request of the calling key's reads budget; a request
// without a valid key spends nothing (authentication refuses it). The 429
// comes in the surface's own shape: a GraphQL response on /graphql, the
// error envelope elsewhere.
func rateLimit(l *ratelimit.Limiter, logger *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			err := l.Allow(r.Context(), ratelimit.Reads)
			if err == nil {
				next.ServeHTTP(w, r)
				return
			}
			if r.URL.Path == "/graphql" {
				writeGraphQLError(w, err)
				return
			}
			rest.WriteError(w, r, logger, err)
		})
	}
}

// writeGraphQLError answers a GraphQL request refused before execution with
// a GraphQL response carrying the error's code, and the HTTP status.
func writeGraphQLError(w http.ResponseWriter, err error) {
	e := apierror.From(err)
	if e == nil {
		e = apierror.Internal()
	}
	ext := map[string]any{"code": e.Code, "type": e.Type, "status": e.Status}
	if e.RetryAfter > 0 {
		secs := int(math.Ceil(e.RetryAfter.Seconds()))
		ext["retry_after"] = secs
		w.Header().Set("Retry-After", strconv.Itoa(secs))
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(e.Status)
	json.NewEncoder(w).Encode(map[string]any{ //nolint:errcheck // the client went away
		"errors": []map[string]any{{"message": e.Detail, "extensions": ext}},
		"data":   nil,
	})
}
