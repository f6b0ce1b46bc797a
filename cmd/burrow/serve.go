package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"runtime/debug"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/graph"
	"github.com/burrow-analytics/burrow/internal/logbuf"
	"github.com/burrow-analytics/burrow/metrics"
	"github.com/burrow-analytics/burrow/pgwire"
	"github.com/burrow-analytics/burrow/ratelimit"
	"github.com/burrow-analytics/burrow/server"
	"github.com/burrow-analytics/burrow/service"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/seed"
)

// serveConfig is the typed configuration of `burrow serve`.
type serveConfig struct {
	dbURL string // database URL
	addr  string // listen address, default 127.0.0.1:8000 (env BURROW_ADDR)
	demo  bool   // seed a demo project and print a key when the database is empty
	// demoEvents is the demo's size in events (persons scale along); 0 means
	// burrow seed's default.
	demoEvents int
	query      service.QueryConfig
	server     server.Options
	ops        opsConfig // metrics, rate limits, CORS, gzip, log format
	graphql    graph.Limits
	// memoryLimit is Go's soft memory limit in bytes; 0 leaves the
	// runtime's (GOMEMLIMIT when set).
	memoryLimit int64
	// pageConns sizes the PostgreSQL pool of list pages.
	pageConns int
	// analyticsURL names the analytics engine (--analytics); "" for none.
	analyticsURL string
	pg           pgConfig // the PostgreSQL wire listener
}

func parseServeConfig(e env, args []string) (serveConfig, error) {
	fs := newFlagSet(e, "serve")
	var c serveConfig
	dbURL := dbFlag(fs, e)
	analyticsURL := analyticsFlag(fs, e)
	addr := e.getenv("BURROW_ADDR")
	if addr == "" {
		addr = "127.0.0.1:8000"
	}
	fs.StringVar(&c.addr, "addr", addr, "listen address HOST:PORT (env BURROW_ADDR)")
	fs.BoolVar(&c.demo, "demo", false, "on an empty database: seed a demo project, create a key with all scopes and print it")
	fs.IntVar(&c.demoEvents, "demo-events", seed.DefaultEvents, "events seeded by --demo (persons scale along)")
	checkQuery := queryFlags(fs, e, &c.query)
	checkOps := opsFlags(fs, e, &c.ops)
	checkGraphQL := graphqlFlags(fs, e, &c.graphql)
	resolveMemory := memoryFlags(fs, e)
	checkPG := pgFlags(fs, e, &c.pg)
	dbFlags := &envFlags{fs: fs, e: e}
	dbFlags.intVar(&c.pageConns, "db-page-conns", "BURROW_DB_PAGE_CONNS", store.DefaultPageReadConns(),
		"PostgreSQL connections for list pages, apart from the main pool (default: 2 × CPUs + 1)")
	grace := 15 * time.Second
	if raw := e.getenv("BURROW_SHUTDOWN_GRACE"); raw != "" {
		d, err := time.ParseDuration(raw)
		if err != nil || d <= 0 {
			return c, fmt.Errorf("serve: BURROW_SHUTDOWN_GRACE=%q: want a positive duration such as 15s", raw)
		}
		grace = d
	}
	fs.DurationVar(&c.server.ReadTimeout, "http-read-timeout", 30*time.Second, "how long a client may take to send a whole request")
	fs.DurationVar(&c.server.IdleTimeout, "http-idle-timeout", 2*time.Minute, "an idle keep-alive connection is closed after this long")
	fs.DurationVar(&c.server.ShutdownGrace, "shutdown-grace", grace, "on SIGTERM, how long requests in flight may take to finish before they are cut with 503 (env BURROW_SHUTDOWN_GRACE)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if err := noArgs(fs); err != nil {
		return c, err
	}
	c.dbURL = *dbURL
	c.analyticsURL = *analyticsURL
	if err := checkQuery(); err != nil {
		return c, err
	}
	if err := checkOps(); err != nil {
		return c, err
	}
	if err := checkGraphQL(); err != nil {
		return c, err
	}
	if err := dbFlags.err(); err != nil {
		return c, err
	}
	if err := checkPG(c.demo); err != nil {
		return c, err
	}
	if c.pageConns <= 0 {
		return c, fmt.Errorf("serve: --db-page-conns must be positive, got %d", c.pageConns)
	}
	limit, err := resolveMemory(c.query.MaxResultBytes)
	if err != nil {
		return c, err
	}
	c.memoryLimit = limit
	if c.server.ReadTimeout <= 0 || c.server.IdleTimeout <= 0 {
		return c, fmt.Errorf("serve: --http-read-timeout and --http-idle-timeout must be positive")
	}
	if c.server.ShutdownGrace <= 0 {
		return c, fmt.Errorf("serve: --shutdown-grace must be positive, got %s", c.server.ShutdownGrace)
	}
	if _, _, err := net.SplitHostPort(c.addr); err != nil {
		return c, fmt.Errorf("serve: --addr %q: %w", c.addr, err)
	}
	return c, nil
}

// accessLogDelay is how long an access log line may wait to be written
// with others.
const accessLogDelay = 200 * time.Millisecond

func runServe(ctx context.Context, e env, args []string) error {
	cfg, err := parseServeConfig(e, args)
	if err != nil {
		return err
	}
	// Every line goes out at once but the access log's, which waits up to
	// accessLogDelay to leave with others (package logbuf).
	logs := logbuf.New(e.stderr, accessLogDelay)
	defer logs.Flush() //nolint:errcheck // stderr: nowhere to report it
	level := e.getenv("BURROW_LOG_LEVEL")
	e.logger = newLogger(logs, cfg.ops.logFormat, level)
	accessLog := newLogger(logs.Deferred(), cfg.ops.logFormat, level)
	if cfg.memoryLimit > 0 {
		debug.SetMemoryLimit(cfg.memoryLimit)
		e.logger.Info("serve: memory limit", "mib", cfg.memoryLimit>>20)
	}
	db, err := openDBWith(ctx, cfg.dbURL, store.OpenOptions{PageReadConns: cfg.pageConns})
	if err != nil {
		return err
	}
	defer db.Close()
	// With an analytics engine, it answers SQL and insights: the query
	// runtime compiles for ClickHouse and runs there (async runs, cancel,
	// the cache and exports go through the same hogql.Runner).
	analytics, err := openStoreAnalytics(ctx, e, db, "serve", cfg.analyticsURL, bindUnbound)
	if err != nil {
		return err
	}
	defer closeAnalytics(analytics)
	// Changes of the mirrored tables reach the engine through the outbox,
	// and event batches the engine did not take wait in the store's queue;
	// every replica drains both.
	if analytics != nil {
		stopDrains := startDrains(ctx, e.logger, time.Second, []drainer{
			{name: "outbox", drain: func(ctx context.Context) (int, error) { return analytics.DrainOutbox(ctx, db) }},
			{name: "queued events", drain: func(ctx context.Context) (int, error) { return analytics.DrainPendingEvents(ctx, db) }},
		})
		defer stopDrains()
	}
	cfg.query.Engine = analyticsRunner(analytics)

	reg := prometheus.NewRegistry()
	m := metrics.New(reg)
	limits := ratelimit.New(ratelimit.Config{Reads: cfg.ops.rateReads, Queries: cfg.ops.rateQueries})
	if limits != nil {
		limits.OnThrottle = func(c ratelimit.Class) { m.Throttled(string(c)) }
	}
	svc := service.New(db, e.logger, service.Config{Query: cfg.query, Observer: m, Limits: limits})
	server.Instrument(m, svc)
	// Background queries, status notifications and purges run until the
	// HTTP server has drained (requests in flight still publish statuses);
	// stopping hands this replica's unfinished runs to the others.
	bgCtx, endBackground := context.WithCancel(context.WithoutCancel(ctx))
	stopBackground := svc.Start(bgCtx)
	defer func() {
		endBackground()
		stopBackground()
	}()
	ln, err := net.Listen("tcp", cfg.addr)
	if err != nil {
		return fmt.Errorf("serve: listen on %s: %w", cfg.addr, err)
	}
	base := "http://" + ln.Addr().String()
	var pgln net.Listener
	if cfg.pg.addr != "" {
		if pgln, err = net.Listen("tcp", cfg.pg.addr); err != nil {
			ln.Close()
			return fmt.Errorf("serve: listen on %s (PostgreSQL wire): %w", cfg.pg.addr, err)
		}
		defer pgln.Close()
	}
	if cfg.demo {
		pgAddr := ""
		if pgln != nil {
			pgAddr = pgln.Addr().String()
		}
		if err := setUpDemo(ctx, e, db, analytics, base, pgAddr, cfg.demoEvents); err != nil {
			ln.Close()
			return err
		}
	}
	if pgln != nil {
		pgCtx, stopPG := context.WithCancel(ctx)
		errc := servePG(pgCtx, pgwire.New(svc, e.logger, cfg.pg.cfg), pgln)
		defer func() {
			stopPG()
			<-errc
		}()
		e.logger.Info("PostgreSQL wire listening", "addr", pgln.Addr().String())
	}
	if cfg.ops.metricsAddr != "" {
		mln, err := net.Listen("tcp", cfg.ops.metricsAddr)
		if err != nil {
			ln.Close()
			return fmt.Errorf("serve: listen on %s (metrics): %w", cfg.ops.metricsAddr, err)
		}
		msrv := &http.Server{Handler: metricsOnly(m), ReadHeaderTimeout: 10 * time.Second}
		defer msrv.Close()
		e.logger.Info("metrics listening", "addr", mln.Addr().String())
		go msrv.Serve(mln) //nolint:errcheck // ends with msrv.Close
	}
	cfg.server.HTTP = server.Config{
		Metrics: m, MetricsElsewhere: cfg.ops.metricsAddr != "", Limits: limits,
		CORSOrigins: cfg.ops.corsOrigins, Gzip: cfg.ops.gzip, GraphQL: cfg.graphql, AccessLog: accessLog,
		Analytics: analyticsReady(analytics),
	}
	e.logger.Info("burrow listening", "addr", ln.Addr().String(), "database", string(db.Dialect))
	return server.Serve(ctx, ln, svc, e.logger, cfg.server)
}

// metricsOnly serves /metrics alone, for a separate listen address.
func metricsOnly(m *metrics.Metrics) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m.Handler())
	return mux
}

// setUpDemo seeds a demo project on an empty database and prints a key with
// all scopes and ready-to-paste calls. On a database that already has
// projects it only issues a fresh key, so restarts keep working. With an
// analytics engine the seeded project is written to it too.
func setUpDemo(ctx context.Context, e env, db *store.DB, analytics *clickhouse.Client, base, pgAddr string, events int) error {
	projects, count, err := store.ListProjects(ctx, db.Bun, nil, store.Page{Limit: 1})
	if err != nil {
		return err
	}
	var projectID int64
	if count == 0 {
		p, err := store.CreateProject(ctx, db.Bun, "Demo project")
		if err != nil {
			return err
		}
		projectID = p.ID
		fmt.Fprintln(e.stderr, "seeding demo data into project", projectID, "...")
		if err := seedDemo(ctx, e, db, analytics, projectID, events); err != nil {
			return fmt.Errorf("serve --demo: seed: %w", err)
		}
	} else {
		projectID = projects[0].ID
	}
	key, _, err := auth.IssueKey(ctx, db.Bun, auth.NewKeyRequest{Email: "demo@burrow.local", Label: "demo", Scopes: []string{"*"}})
	if err != nil {
		return err
	}
	printDemo(e.stdout, base, projectID, key)
	if pgAddr != "" {
		printPSQL(e.stdout, pgAddr, projectID, key)
	}
	return nil
}

func printDemo(w io.Writer, base string, projectID int64, key string) {
	fmt.Fprintf(w, `
Burrow is running with demo data (project %[2]d).

  API key:     %[3]s

Try it:

  curl -s -H 'Authorization: Bearer %[3]s' '%[1]s/api/environments/%[2]d/persons/?limit=3'

  curl -s -H 'Authorization: Bearer %[3]s' -H 'Content-Type: application/json' \
    -d '{"query":"{ persons(projectId: \"%[2]d\", limit: 3) { count results { name distinctIds } } }"}' %[1]s/graphql

  curl -s -H 'Authorization: Bearer %[3]s' -H 'Content-Type: application/json' \
    -d '{"query":{"kind":"SqlQuery","query":"SELECT event, count() FROM events GROUP BY event ORDER BY count() DESC"}}' \
    %[1]s/api/environments/%[2]d/query/

Or open in a browser (the links carry the key; it stays in the browser):

  SQL console:         %[1]s/console#key=%[3]s&project=%[2]d
  GraphQL playground:  %[1]s/#key=%[3]s&project=%[2]d

`, base, projectID, key)
}
