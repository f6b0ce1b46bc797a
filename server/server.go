// Package server assembles Burrow's HTTP surface: REST under /api, GraphQL
// at /graphql, the browser pages of package web (the playground at /, the
// SQL console at /console), health checks, /metrics, and the middleware
// every request goes through (request ids, logging, metrics, panic recovery,
// CORS, compression, body limits, authentication, rate limits; NewWith lists
// their order).
package server

import (
	"context"
	"database/sql"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/graph"
	"github.com/burrow-analytics/burrow/metrics"
	"github.com/burrow-analytics/burrow/ratelimit"
	"github.com/burrow-analytics/burrow/rest"
	"github.com/burrow-analytics/burrow/service"
	"github.com/burrow-analytics/burrow/web"
)

// MaxBodyBytes bounds every request body; larger ones get 413.
const MaxBodyBytes = 1 << 20

// Config holds the operational settings of the HTTP surface. The zero value
// serves without metrics, rate limits or CORS, and compresses nothing.
type Config struct {
	// Metrics, when set, counts every request; /metrics serves it unless
	// MetricsElsewhere (a separate listen address serves metrics.Handler).
	Metrics          *metrics.Metrics
	MetricsElsewhere bool
	// Limits throttles each key's requests (class reads here; the query
	// service spends class queries). Nil limits nothing.
	Limits *ratelimit.Limiter
	// CORSOrigins are the origins browsers may call from ("*" for any,
	// "https://*.example.com" wildcards); empty turns CORS off.
	CORSOrigins []string
	// Gzip compresses responses of compressible types for clients that
	// accept it.
	Gzip bool
	// GraphQL bounds GraphQL documents and the runQuery fields of one
	// request; zero fields take graph.DefaultLimits.
	GraphQL graph.Limits
	// AccessLog, when set, takes the one line each request is logged with
	// (requestLogger) instead of the server's logger: `burrow serve` writes
	// it in batches (package logbuf).
	AccessLog *slog.Logger
	// Analytics, when set, reports whether the analytics engine answers:
	// /readyz shows it beside the store as "analytics" (the store alone
	// decides the status: REST keeps answering without the engine).
	Analytics func(context.Context) error
}

// New returns the HTTP handler serving every surface from svc with the
// zero Config.
func New(svc *service.Services, logger *slog.Logger) http.Handler {
	return NewWith(svc, logger, Config{})
}

// NewWith returns the HTTP handler serving every surface from svc.
//
// Middleware runs in this order, outermost first; each depends on the ones
// before it:
//
//  1. requestID: takes X-Request-Id from the client (or makes one) and echoes it,
//     so every later log line carries it;
//  2. requestLogger: one line per request (method, route pattern, status,
//     duration, request id) once the request is done;
//  3. metrics: counts and times the request under its route pattern;
//  4. recoverer: a panic below becomes a logged 500 that 2 and 3 still see;
//  5. CORS: answers preflights before anything reads credentials;
//  6. compress: gzip for large compressible bodies (websocket upgrades and
//     streamed responses pass through: it flushes and hijacks);
//  7. stripSlashes, headAsGet: routing fixes;
//  8. limitBody: 413 before any handler reads a body;
//  9. authentication: stores the key's principal in the context;
//  10. rateLimit: spends the key's reads budget (429 with Retry-After), after
//     authentication because budgets are per key.
func NewWith(svc *service.Services, logger *slog.Logger, cfg Config) http.Handler {
	r := chi.NewRouter()
	r.Use(requestID)
	accessLog := cfg.AccessLog
	if accessLog == nil {
		accessLog = logger
	}
	r.Use(requestLogger(accessLog))
	if cfg.Metrics != nil {
		r.Use(cfg.Metrics.Middleware)
	}
	r.Use(recoverer(logger))
	if len(cfg.CORSOrigins) > 0 {
		r.Use(corsHandler(cfg.CORSOrigins))
	}
	if cfg.Gzip {
		r.Use(compressor())
	}
	r.Use(stripSlashes)
	r.Use(headAsGet)
	r.Use(limitBody(logger))
	r.Use(svc.Auth.Middleware)
	if cfg.Limits != nil {
		r.Use(rateLimit(cfg.Limits, logger))
	}

	if cfg.Metrics != nil && !cfg.MetricsElsewhere {
		r.Handle("/metrics", cfg.Metrics.Handler())
	}
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"status":"ok"}` + "\n"))
	})
	r.Get("/readyz", func(w http.ResponseWriter, req *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		analytics := ""
		if cfg.Analytics != nil {
			analytics = `,"analytics":"clickhouse"`
			ctx, cancel := context.WithTimeout(req.Context(), 2*time.Second)
			if err := cfg.Analytics(ctx); err != nil {
				logger.DebugContext(ctx, "readiness check: analytics engine", "err", err)
				analytics = `,"analytics":"unreachable"`
			}
			cancel()
		}
		ctx, cancel := context.WithTimeout(req.Context(), 2*time.Second)
		defer cancel()
		if err := svc.DB.Ping(ctx); err != nil {
			logger.WarnContext(ctx, "readiness check failed", "err", err)
			w.WriteHeader(http.StatusServiceUnavailable)
			w.Write([]byte(`{"status":"unavailable","database":"unreachable"` + analytics + "}\n"))
			return
		}
		w.Write([]byte(`{"status":"ok","database":"` + string(svc.DB.Dialect) + `"` + analytics + "}\n"))
	})
	r.Handle("/graphql", graph.NewHandler(graph.NewResolver(svc, logger), cfg.GraphQL))
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

// requestLogger logs one line per request at info level once it is
// answered, whatever its status: a failure's cause is logged once more, at
// ERROR, where it is known (rest.WriteError, the GraphQL error presenter,
// recoverer), with the same request id. The route is chi's pattern (ids stay
// out of it); the path is logged without its query string (it may hold a key).
func requestLogger(logger *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			start := time.Now()
			ww := middleware.NewWrapResponseWriter(w, r.ProtoMajor)
			next.ServeHTTP(ww, r)
			status := metrics.Status(ww, r)
			ctx := r.Context()
			if !logger.Enabled(ctx, slog.LevelInfo) {
				return
			}
			// The record is made here rather than by LogAttrs, which would
			// look up the caller's frame for a source the handler never
			// writes (1% of a small request's CPU went to it).
			rec := slog.NewRecord(time.Now(), slog.LevelInfo, "request", 0)
			rec.AddAttrs(
				slog.String("method", r.Method),
				slog.String("route", metrics.RoutePattern(r)),
				slog.String("path", r.URL.Path),
				slog.Int("status", status),
				slog.Duration("duration", time.Since(start)),
				slog.Int("bytes", ww.BytesWritten()),
				slog.String("request_id", middleware.GetReqID(ctx)))
			_ = logger.Handler().Handle(ctx, rec) // as LogAttrs: a handler's error is dropped
		})
	}
}

// Instrument registers the gauges m reads from svc at scrape time: the pools
// of its database, the background queue depth and the live subscribers.
func Instrument(m *metrics.Metrics, svc *service.Services) {
	dbs := map[string]*sql.DB{"main": svc.DB.Bun.DB}
	if svc.DB.ReadOnly != nil && svc.DB.ReadOnly != svc.DB.Bun.DB {
		dbs["readonly"] = svc.DB.ReadOnly
	}
	if pages := svc.DB.PageReads(); pages != nil {
		dbs["pages"] = pages
	}
	m.Watch(metrics.Sources{DBs: dbs, QueueDepth: svc.Queries.QueueDepth, Subscribers: svc.Queries.Subscribers})
}
