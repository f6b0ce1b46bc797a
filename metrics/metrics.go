// Package metrics holds Burrow's Prometheus instruments: HTTP requests by
// route pattern, query runs, cache lookups, the background queue, live
// subscribers, database pools and the Go runtime. Everything is registered on
// a registry the caller passes in (never the global default), so two servers
// in one process, as in tests, keep separate counts.
package metrics

import (
	"context"
	"database/sql"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Namespace prefixes every Burrow metric name.
const Namespace = "burrow"

// Sources are the live values read at scrape time. Nil fields are left out.
type Sources struct {
	// DBs are the database pools to report, by name (e.g. "main", "readonly").
	DBs map[string]*sql.DB
	// QueueDepth counts background query runs waiting to be claimed, across
	// replicas (read from the shared store, so every replica reports the same).
	QueueDepth func(ctx context.Context) (int, error)
	// Subscribers counts the live status subscriptions on this replica.
	Subscribers func() int
}

// Metrics is the set of instruments of one server.
type Metrics struct {
	registry        *prometheus.Registry
	requests        *prometheus.CounterVec
	requestDuration *prometheus.HistogramVec
	queryDuration   *prometheus.HistogramVec
	cacheLookups    *prometheus.CounterVec
	throttled       *prometheus.CounterVec
}

// New creates Burrow's instruments on reg, with the Go runtime and process
// collectors. Watch adds the gauges read from the database and services.
func New(reg *prometheus.Registry) *Metrics {
	m := &Metrics{
		registry: reg,
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Subsystem: "http", Name: "requests_total",
			Help: "HTTP requests answered, by method, route pattern and status.",
		}, []string{"method", "route", "status"}),
		requestDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: Namespace, Subsystem: "http", Name: "request_duration_seconds",
			Help:    "Time to answer an HTTP request, by method and route pattern.",
			Buckets: prometheus.DefBuckets,
		}, []string{"method", "route"}),
		queryDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: Namespace, Subsystem: "query", Name: "run_duration_seconds",
			Help: "Query runs against the database, by kind, mode (blocking or background) and outcome " +
				"(succeeded, failed, cancelled); the _count series counts runs.",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 120},
		}, []string{"kind", "mode", "outcome"}),
		cacheLookups: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Subsystem: "query", Name: "cache_lookups_total",
			Help: "Query result cache lookups, by result (hit or miss).",
		}, []string{"result"}),
		throttled: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Subsystem: "http", Name: "throttled_total",
			Help: "Requests refused with 429 by the per-key rate limits, by class.",
		}, []string{"class"}),
	}
	// Both cache results exist from the start, so a hit ratio is defined.
	m.cacheLookups.WithLabelValues("hit")
	m.cacheLookups.WithLabelValues("miss")
	reg.MustRegister(m.requests, m.requestDuration, m.queryDuration, m.cacheLookups, m.throttled,
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{Namespace: Namespace}))
	return m
}

// Watch registers the gauges of src: pool statistics of each database, the
// background queue depth and the live subscribers. Call it once, after the
// services exist (they report through m, so m comes first).
func (m *Metrics) Watch(src Sources) {
	reg := m.registry
	for name, db := range src.DBs {
		reg.MustRegister(collectors.NewDBStatsCollector(db, name))
	}
	if src.QueueDepth != nil {
		reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Namespace: Namespace, Subsystem: "query", Name: "queue_depth",
			Help: "Background query runs waiting to be claimed (all replicas; -1 when the database cannot be read).",
		}, func() float64 {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			defer cancel()
			n, err := src.QueueDepth(ctx)
			if err != nil {
				return -1
			}
			return float64(n)
		}))
	}
	if src.Subscribers != nil {
		reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Namespace: Namespace, Subsystem: "query", Name: "subscribers",
			Help: "Live query status subscriptions on this replica.",
		}, func() float64 { return float64(src.Subscribers()) }))
	}
}

// Handler serves the registry in the Prometheus exposition format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{Registry: m.registry})
}

// Middleware counts and times every request under its chi route pattern
// (e.g. /api/environments/{project_id}/persons), so ids do not multiply the
// series. A request no route matched is counted under "unmatched". It must
// run inside the chi router (r.Use) so the pattern is known when it returns.
func (m *Metrics) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		ww, ok := w.(middleware.WrapResponseWriter)
		if !ok {
			ww = middleware.NewWrapResponseWriter(w, r.ProtoMajor)
		}
		next.ServeHTTP(ww, r)
		route := RoutePattern(r)
		status := Status(ww, r)
		m.requests.WithLabelValues(r.Method, route, strconv.Itoa(status)).Inc()
		m.requestDuration.WithLabelValues(r.Method, route).Observe(time.Since(start).Seconds())
	})
}

// RoutePattern returns the chi route pattern of r (chi joins the patterns
// of mounted routers), or "unmatched". A request answered by middleware
// before routing (a 429, a CORS preflight) is looked up in the router, so
// it is counted under the route it asked for; a preflight under the method
// it announces.
func RoutePattern(r *http.Request) string {
	rctx := chi.RouteContext(r.Context())
	if rctx == nil {
		return "unmatched"
	}
	if p := rctx.RoutePattern(); p != "" {
		return p
	}
	if rctx.Routes == nil {
		return "unmatched"
	}
	method := r.Method
	if m := r.Header.Get("Access-Control-Request-Method"); method == http.MethodOptions && m != "" {
		method = m
	}
	path := r.URL.RawPath
	if path == "" {
		path = r.URL.Path
	}
	if len(path) > 1 {
		path = strings.TrimSuffix(path, "/")
	}
	if p := rctx.Routes.Find(chi.NewRouteContext(), method, path); p != "" {
		if len(p) > 1 {
			p = strings.TrimSuffix(p, "/")
		}
		return p
	}
	return "unmatched"
}

// Status is the status ww answered r with: 101 for a hijacked websocket
// upgrade, 200 when the handler wrote nothing (net/http's default).
func Status(ww middleware.WrapResponseWriter, r *http.Request) int {
	if s := ww.Status(); s != 0 {
		return s
	}
	if strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
		return http.StatusSwitchingProtocols
	}
	return http.StatusOK
}

// QueryRun records one query run against the database.
func (m *Metrics) QueryRun(kind, mode, outcome string, took time.Duration) {
	if kind == "" {
		kind = "unknown"
	}
	m.queryDuration.WithLabelValues(kind, mode, outcome).Observe(took.Seconds())
}

// CacheLookup records one query cache lookup.
func (m *Metrics) CacheLookup(hit bool) {
	result := "miss"
	if hit {
		result = "hit"
	}
	m.cacheLookups.WithLabelValues(result).Inc()
}

// Throttled records a request refused by the rate limit of class.
func (m *Metrics) Throttled(class string) {
	m.throttled.WithLabelValues(class).Inc()
}
