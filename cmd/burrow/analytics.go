package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"

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

// openAnalytics connects to the analytics engine at url and applies its
// schema; nil without an engine. The caller closes it.
func openAnalytics(ctx context.Context, e env, url string) (*clickhouse.Client, error) {
	if url == "" {
		return nil, nil
	}
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

// printSink says where the events handed to sink since before went. "Sent"
// counts batches the engine acknowledged, among them any it had already
// (a batch sent again lands once, and ClickHouse does not say which).
func printSink(w io.Writer, what string, before, after clickhouse.SinkStats) {
	fmt.Fprintf(w, "%s: %d events sent to the analytics engine", what, after.Written-before.Written)
	if q := after.Queued - before.Queued; q > 0 {
		fmt.Fprintf(w, ", %d queued in the store for a later drain (the engine did not take them: %s)", q, after.Reason)
	}
	fmt.Fprintln(w)
}

// mirrorAnalytics writes the project's persons, distinct ids, recordings
// and plugin log entries to the engine (when there is one) after a seed or
// an import, and reports what it wrote. Events do not need it: they went
// to the engine only.
func mirrorAnalytics(ctx context.Context, e env, c *clickhouse.Client, db *store.DB, projectID int64) error {
	if c == nil {
		return nil
	}
	st, err := c.MirrorProject(ctx, db, projectID)
	if err != nil {
		return fmt.Errorf("analytics engine: mirror project %d: %w", projectID, err)
	}
	fmt.Fprintf(e.stderr, "analytics engine: project %d: %s\n", projectID, mirrorSummary(st))
	return nil
}

// mirrorSummary says what a mirror of a project wrote.
func mirrorSummary(st clickhouse.SyncStats) string {
	return fmt.Sprintf("mirrored %d persons, %d distinct ids, %d recordings, %d plugin log entries",
		st.Persons, st.DistinctIDs, st.Recordings, st.PluginLogEntries)
}
