package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"time"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/server"
	"github.com/burrow-analytics/burrow/service"
	"github.com/burrow-analytics/burrow/store"
)

// serveConfig is the typed configuration of `burrow serve`.
type serveConfig struct {
	dbURL  string // database URL
	addr   string // listen address, default 127.0.0.1:8000 (env BURROW_ADDR)
	demo   bool   // seed a demo project and print a key when the database is empty
	query  service.QueryConfig
	server server.Options
}

func parseServeConfig(e env, args []string) (serveConfig, error) {
	fs := newFlagSet(e, "serve")
	var c serveConfig
	dbURL := dbFlag(fs, e)
	addr := e.getenv("BURROW_ADDR")
	if addr == "" {
		addr = "127.0.0.1:8000"
	}
	fs.StringVar(&c.addr, "addr", addr, "listen address HOST:PORT (env BURROW_ADDR)")
	fs.BoolVar(&c.demo, "demo", false, "on an empty database: seed a demo project, create a key with all scopes and print it")
	checkQuery := queryFlags(fs, e, &c.query)
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
	c.dbURL = *dbURL
	if err := checkQuery(); err != nil {
		return c, err
	}
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

func runServe(ctx context.Context, e env, args []string) error {
	cfg, err := parseServeConfig(e, args)
	if err != nil {
		return err
	}
	db, err := openDB(ctx, cfg.dbURL)
	if err != nil {
		return err
	}
	defer db.Close()

	svc := service.New(db, e.logger, service.Config{Query: cfg.query})
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
	if cfg.demo {
		if err := setUpDemo(ctx, e, db, base); err != nil {
			ln.Close()
			return err
		}
	}
	e.logger.Info("burrow listening", "addr", ln.Addr().String(), "database", string(db.Dialect))
	return server.Serve(ctx, ln, svc, e.logger, cfg.server)
}

// setUpDemo seeds a demo project on an empty database and prints a key with
// all scopes and ready-to-paste calls. On a database that already has
// projects it only issues a fresh key, so restarts keep working.
func setUpDemo(ctx context.Context, e env, db *store.DB, base string) error {
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
		if err := seedDemo(ctx, db, projectID); err != nil {
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
