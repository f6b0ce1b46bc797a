// Package server assembles Burrow's HTTP surface: REST under /api, GraphQL
// at /graphql, the browser pages of package web (the playground at /, the
// SQL console at /console), health checks, and the middleware every request
// goes through (request ids, logging, panic recovery, body limits,
// authentication).
package server

import (
	"context"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/graph"
	"github.com/burrow-analytics/burrow/rest"
	"github.com/burrow-analytics/burrow/service"
	"github.com/burrow-analytics/burrow/web"
)

// MaxBodyBytes bounds every request body; larger ones get 413.
const MaxBodyBytes = 1 << 20

// New returns the HTTP handler serving every surface from svc.
func New(svc *service.Services, logger *slog.Logger) http.Handler {
	r := chi.NewRouter()
	r.Use(middleware.RequestID)
	r.Use(requestLogger(logger))
	r.Use(recoverer(logger))
	r.Use(stripSlashes)
	r.Use(headAsGet)
	r.Use(limitBody(logger))
	r.Use(svc.Auth.Middleware)

	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"status":"ok"}` + "\n"))
	})
	r.Get("/readyz", func(w http.ResponseWriter, req *http.Request) {
		ctx, cancel := context.WithTimeout(req.Context(), 2*time.Second)
		defer cancel()
		w.Header().Set("Content-Type", "application/json")
		if err := svc.DB.Ping(ctx); err != nil {
			logger.WarnContext(ctx, "readiness check failed", "err", err)
			w.WriteHeader(http.StatusServiceUnavailable)
			w.Write([]byte(`{"status":"unavailable","database":"unreachable"}` + "\n"))
			return
		}
		w.Write([]byte(`{"status":"ok","database":"` + string(svc.DB.Dialect) + `"}` + "\n"))
	})
	r.Handle("/graphql", graph.NewHandler(graph.NewResolver(svc, logger)))
	pages := web.Handler() // the GraphQL playground at /, the SQL console at /console, their assets
	for _, path := range web.Paths() {
		r.Get(path, pages.ServeHTTP)
	}
	r.Mount(rest.Prefix, rest.Routes(svc, logger))
	r.NotFound(func(w http.ResponseWriter, req *http.Request) {
		rest.WriteError(w, req, logger, apierror.NotFound("Not found."))
	})
	r.MethodNotAllowed(func(w http.ResponseWriter, req *http.Request) {
		rest.WriteError(w, req, logger, apierror.MethodNotAllowed(req.Method))
	})
	return r
}

// stripSlashes routes "/x/" as "/x", so every path answers with and without
// its trailing slash. Unlike chi's StripSlashes it starts from the escaped
// path when the request has one, as chi's router does: an id holding an
// encoded "/" then routes the same with and without the slash.
func stripSlashes(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rctx := chi.RouteContext(r.Context())
		path := rctx.RoutePath
		if path == "" {
			path = r.URL.RawPath
		}
		if path == "" {
			path = r.URL.Path
		}
		if len(path) > 1 && strings.HasSuffix(path, "/") {
			rctx.RoutePath = strings.TrimSuffix(path, "/")
		}
		next.ServeHTTP(w, r)
	})
}

// headAsGet routes HEAD requests as GET (net/http drops the body), as HTTP
// asks of every GET resource. chi's GetHead first looks for a HEAD route and
// finds one at every mount point (a mount takes all methods), so HEAD on a
// sub-router's root path, such as /api/projects/1/, answered 405.
func headAsGet(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodHead {
			chi.RouteContext(r.Context()).RouteMethod = http.MethodGet
		}
		next.ServeHTTP(w, r)
	})
}

// limitBody caps request bodies at MaxBodyBytes (413 beyond).
func limitBody(logger *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.ContentLength > MaxBodyBytes {
				rest.WriteError(w, r, logger, apierror.TooLarge(MaxBodyBytes))
				return
			}
			if r.Body != nil {
				r.Body = http.MaxBytesReader(w, r.Body, MaxBodyBytes)
			}
			next.ServeHTTP(w, r)
		})
	}
}

// recoverer turns a handler panic into a logged 500 in the error envelope.
func recoverer(logger *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			defer func() {
				if v := recover(); v != nil {
					if v == http.ErrAbortHandler {
						panic(v)
					}
					logger.ErrorContext(r.Context(), "handler panic", "panic", v, "path", r.URL.Path)
					rest.WriteError(w, r, logger, apierror.Internal())
				}
			}()
			next.ServeHTTP(w, r)
		})
	}
}

// requestLogger logs one line per request at debug level. A failure is
// logged once, where its cause is known (rest.WriteError, the GraphQL error
// presenter, recoverer), with the same request id: not again here.
func requestLogger(logger *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			start := time.Now()
			ww := middleware.NewWrapResponseWriter(w, r.ProtoMajor)
			next.ServeHTTP(ww, r)
			logger.DebugContext(r.Context(), "request", "method", r.Method, "path", r.URL.Path,
				"status", ww.Status(), "duration", time.Since(start), "request_id", middleware.GetReqID(r.Context()))
		})
	}
}
