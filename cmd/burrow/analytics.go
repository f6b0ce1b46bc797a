package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"strings"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store"
)

// analyticsFlag registers --analytics with its environment default: the
// analytics engine's URL, "" for none (the store answers SQL and insights).
func analyticsFlag(fs *flag.FlagSet, e env) *string {
	return fs.String("analytics", e.getenv("BURROW_ANALYTICS_URL"),
		"analytics engine: clickhouse://USER:PASSWORD@HOST:PORT/DATABASE?OPTIONS (ClickHouse "+clickhouse.MinVersion+
			" or later; "+clickhouse.URLOptions+"), or chdb:DIR for a local ClickHouse that "+
			"Burrow runs on DIR (needs libchdb.so: CHDB_LIB_PATH); empty: none (env BURROW_ANALYTICS_URL)")
}

// analyticsUse says what a command does with --analytics on a store that
// records no engine yet.
type analyticsUse int

const (
	// bindUnbound: the command binds the store to the engine, copying
	// what the store holds there first (serve, import, seed, migrate):
	// from then on every command on the store writes to that engine.
	bindUnbound analyticsUse = iota
	// readOnly: the command reads the engine and leaves the store as it
	// is (sql).
	readOnly
)

// openStoreAnalytics opens the analytics engine of a command on the store
// db, nil when it has none. flagURL is --analytics (or
// BURROW_ANALYTICS_URL), "" when absent:
//   - absent: the engine the store records, if any (an import into such a
//     store reaches the engine, never the store alone);
//   - the recorded engine: that engine; migrate also copies the store to it
//     again (resuming the events' copy);
//   - another engine than the recorded one: refused with both named (their
//     passwords masked), except by migrate, which switches the store to it:
//     it binds the store, then copies what the store holds there;
//   - on a store that records none: serve, import, seed and migrate bind the
//     store and copy it there (on an empty store, nothing to copy); sql
//     reads the engine without binding.
//
// The caller closes the engine.
func openStoreAnalytics(ctx context.Context, e env, db *store.DB, cmd, flagURL string, use analyticsUse) (*clickhouse.Client, error) {
	recorded, err := store.BoundAnalyticsEngine(ctx, db.Bun)
	if err != nil {
		return nil, err
	}
	var recordedCfg clickhouse.Config
	if recorded != "" {
		if recordedCfg, err = clickhouse.ParseURL(recorded); err != nil {
			return nil, fmt.Errorf("%s: the store records the analytics engine %s, which does not parse: %w "+
				"(bind another with: burrow migrate --analytics URL)", cmd, maskURL(recorded), err)
		}
	}
	// serve, import and seed go on while the engine is unreachable (unless
	// they must bind the store, which copies it there first): serve answers
	// 503 for analytics, import and seed queue their events and the outbox
	// keeps the rest, all sent once the engine answers.
	open := openAnalytics
	switch cmd {
	case "serve", "import", "seed":
		open = openServingAnalytics
	}
	switch {
	case flagURL == "" && recorded == "":
		return nil, nil
	case flagURL == "":
		c, err := open(ctx, e, recorded)
		if err != nil {
			return nil, fmt.Errorf("%s: the analytics engine the store records: %w", cmd, err)
		}
		return c, nil
	}
	cfg, err := clickhouse.ParseURL(flagURL)
	if err != nil {
		return nil, fmt.Errorf("--analytics: %w", err)
	}
	same := recorded != "" && cfg.SameEngine(recordedCfg)
	if recorded != "" && !same && cmd != "migrate" {
		return nil, fmt.Errorf("%s: --analytics %s is not the analytics engine this store feeds, %s; "+
			"run without --analytics to use %[3]s, or switch the store to the new engine with "+
			"`burrow migrate --db ... --analytics NEW_URL` (it copies the store's data there, then every command uses it)",
			cmd, cfg, recordedCfg)
	}
	if same && cmd != "migrate" || recorded == "" && use == readOnly {
		return open(ctx, e, flagURL)
	}
	if cmd == "serve" {
		// A store with nothing to copy is bound at once, and serve starts
		// while the engine is unreachable, as it does on a bound store.
		holds, err := store.HoldsMirroredData(ctx, db.Bun)
		if err != nil {
			return nil, err
		}
		if !holds {
			// Opened first: an engine refused (too old) is not bound.
			c, err := open(ctx, e, flagURL)
			if err != nil {
				return nil, err
			}
			if err := store.BindAnalyticsEngine(ctx, db.Bun, engineURL(flagURL, cfg)); err != nil {
				c.Close()
				return nil, fmt.Errorf("%s: %w", cmd, err)
			}
			fmt.Fprintf(e.stderr, "the store now feeds the analytics engine %s\n", cfg)
			return c, nil
		}
	}
	c, err := openAnalytics(ctx, e, flagURL)
	if err != nil {
		return nil, err
	}
	if recorded != "" && !same {
		// migrate switches engines: the events live on the old one only,
		// so they are copied from it first (run again, the copy resumes).
		if err := copyFromEngine(ctx, e, c, recorded, recordedCfg); err != nil {
			c.Close()
			return nil, err
		}
	}
	if err := bindAnalytics(ctx, e, db, c, engineURL(flagURL, cfg)); err != nil {
		c.Close()
		return nil, fmt.Errorf("%s: %w", cmd, err)
	}
	return c, nil
}

// copyFromEngine copies the events of the engine the store fed until now
// (at url) into c, before migrate binds the store to c. The old engine
// must answer: without it the events would stay behind.
func copyFromEngine(ctx context.Context, e env, c *clickhouse.Client, url string, cfg clickhouse.Config) error {
	old, err := openAnalytics(ctx, e, url)
	if err != nil {
		return fmt.Errorf("migrate: the store's events live on the analytics engine it feeds, %s, which cannot be "+
			"read (%w); switching now would leave them there: bring it back and run this again", cfg, err)
	}
	defer old.Close()
	n, err := c.CopyEventsFrom(ctx, old, 0, func(total uint64) {
		fmt.Fprintf(e.stderr, "analytics engine: %d events copied from %s\n", total, cfg)
	})
	if err != nil {
		return fmt.Errorf("migrate: copy the events of %s: %w (run again to resume)", cfg, err)
	}
	fmt.Fprintf(e.stderr, "copied %d events from the previous analytics engine %s\n", n, cfg)
	return nil
}

// engineURL is the URL the store records for the engine cfg read from raw:
// raw, but a chdb: directory made absolute (commands may run elsewhere).
func engineURL(raw string, cfg clickhouse.Config) string {
	if cfg.Local {
		return "chdb:" + cfg.Dir
	}
	return strings.TrimSpace(raw)
}

// maskURL is a URL with its password masked, for messages.
func maskURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.User == nil {
		return raw
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}

// bindAnalytics records the engine c (at url) as the one the store feeds,
// then copies what the store holds there: its events (resuming after the
// last batch copied), then each project's persons, distinct ids, recordings
// and plugin log entries as a new version, and the outbox. The store is
// bound first, so a change during the copy reaches the engine through the
// outbox; run again, it resumes.
func bindAnalytics(ctx context.Context, e env, db *store.DB, c *clickhouse.Client, url string) error {
	if err := store.BindAnalyticsEngine(ctx, db.Bun, url); err != nil {
		return err
	}
	fmt.Fprintf(e.stderr, "the store now feeds the analytics engine %s\n", c.Config)
	n, err := c.CopyEvents(ctx, db, 0, func(total uint64) {
		fmt.Fprintf(e.stderr, "analytics engine: %d events copied\n", total)
	})
	if err != nil {
		return fmt.Errorf("copy events to the analytics engine: %w", err)
	}
	fmt.Fprintf(e.stderr, "copied %d events to the analytics engine\n", n)
	for page := (store.Page{Limit: 500}); ; page.Offset += page.Limit {
		projects, _, err := store.ListProjects(ctx, db.Bun, nil, page)
		if err != nil {
			return fmt.Errorf("list projects: %w", err)
		}
		for _, p := range projects {
			st, err := c.MirrorProject(ctx, db, p.ID)
			if err != nil {
				return fmt.Errorf("mirror project %d to the analytics engine: %w", p.ID, err)
			}
			fmt.Fprintf(e.stderr, "project %d: %s\n", p.ID, mirrorSummary(st))
		}
		if len(projects) < page.Limit {
			break
		}
	}
	return drainOutbox(ctx, e, c, db)
}

// drainOutbox writes the changes waiting in the store's outbox to the
// engine, at the end of a command that wrote to the store.
func drainOutbox(ctx context.Context, e env, c *clickhouse.Client, db *store.DB) error {
	if c == nil {
		return nil
	}
	n, err := c.DrainOutbox(ctx, db)
	if err != nil && ctx.Err() == nil {
		// The changes stay in the outbox for the next drain (any serve
		// replica's loop, or the next command).
		fmt.Fprintf(e.stderr, "analytics engine: the changes of persons, distinct ids, recordings and plugin log entries "+
			"stay in the store's outbox for a later drain (%v)\n", err)
		return nil
	}
	if err != nil {
		return fmt.Errorf("analytics engine: %w", err)
	}
	if n > 0 {
		fmt.Fprintf(e.stderr, "analytics engine: %d changes of persons, distinct ids, recordings and plugin log entries written\n", n)
	}
	return nil
}

// openAnalytics connects to the analytics engine at url and applies its
// schema. The caller closes it.
func openAnalytics(ctx context.Context, e env, url string) (*clickhouse.Client, error) {
	cfg, err := clickhouse.ParseURL(url)
	if err != nil {
		return nil, fmt.Errorf("--analytics: %w", err)
	}
	c, err := clickhouse.Open(ctx, cfg, e.logger)
	if err != nil {
		return nil, err
	}
	applied, err := c.Migrate(ctx)
	if err != nil {
		c.Close()
		return nil, err
	}
	if e.logger != nil {
		e.logger.Info("analytics engine ready", "engine", cfg.String(), "migrations_applied", len(applied))
	}
	return c, nil
}

// openServingAnalytics is openAnalytics for `serve`, which starts even
// while the engine is unreachable: analytics requests answer 503 until it
// answers, when its version is checked and its schema applied
// (clickhouse.OpenServing). An engine too old is refused at once.
func openServingAnalytics(ctx context.Context, e env, url string) (*clickhouse.Client, error) {
	if url == "" {
		return nil, nil
	}
	cfg, err := clickhouse.ParseURL(url)
	if err != nil {
		return nil, fmt.Errorf("--analytics: %w", err)
	}
	c, _, err := clickhouse.OpenServing(ctx, cfg, e.logger)
	return c, err
}

// analyticsReady is the readiness check of the engine c for /readyz, nil
// without one.
func analyticsReady(c *clickhouse.Client) func(context.Context) error {
	if c == nil {
		return nil
	}
	return c.Ready
}

// analyticsRunner is the hogql.Runner of the engine c, nil without one (the
// store's own database answers).
func analyticsRunner(c *clickhouse.Client) hogql.Runner {
	if c == nil {
		return nil
	}
	return clickhouse.NewRunner(c, clickhouse.RunnerOptions{})
}

// closeAnalytics closes c when there is one.
func closeAnalytics(c *clickhouse.Client) {
	if c != nil {
		c.Close()
	}
}

// eventSink is where an import or a seed writes events: the engine's
// (queuing in db what the engine does not take), nil without an engine
// (the store's events table).
func eventSink(c *clickhouse.Client, db *store.DB) *clickhouse.Sink {
	if c == nil {
		return nil
	}
	return clickhouse.NewSink(c, db)
}

// drainAnalytics sends the events queued in the store for the engine, when
// there is one, and says what it did. An engine that still does not take
// them is reported, not an error: they stay queued for the next drain.
func drainAnalytics(ctx context.Context, e env, c *clickhouse.Client, db *store.DB) error {
	if c == nil {
		return nil
	}
	n, err := c.DrainPendingEvents(ctx, db)
	if n > 0 {
		fmt.Fprintf(e.stderr, "analytics engine: %d queued events sent\n", n)
	}
	if err == nil {
		return nil
	}
	if ctx.Err() != nil {
		return err
	}
	left, cerr := store.PendingEventsCount(ctx, db.Bun)
	if cerr != nil {
		return errors.Join(err, cerr)
	}
	fmt.Fprintf(e.stderr, "analytics engine: %d events stay queued in the store (%v)\n", left, err)
	return nil
}

// printSink says where the events handed to sink since before went: sent
// to the engine, skipped as already there (by uuid), or queued.
func printSink(w io.Writer, what string, before, after clickhouse.SinkStats) {
	fmt.Fprintf(w, "%s: %d events sent to the analytics engine", what, after.Written-before.Written)
	if k := after.Skipped - before.Skipped; k > 0 {
		fmt.Fprintf(w, " (%d already there, skipped)", k)
	}
	if q := after.Queued - before.Queued; q > 0 {
		fmt.Fprintf(w, ", %d queued in the store for a later drain (the engine did not take them: %s)", q, after.Reason)
	}
	fmt.Fprintln(w)
}

// mirrorSummary says what a mirror of a project wrote.
func mirrorSummary(st clickhouse.SyncStats) string {
	return fmt.Sprintf("mirrored %d persons, %d distinct ids, %d recordings, %d plugin log entries",
		st.Persons, st.DistinctIDs, st.Recordings, st.PluginLogEntries)
}
