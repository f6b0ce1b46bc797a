package main

import (
	"context"
	"flag"
	"fmt"

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

// syncAnalytics brings the engine (when there is one) up to date with the
// project after a seed or an import, and reports what it wrote.
func syncAnalytics(ctx context.Context, e env, c *clickhouse.Client, db *store.DB, projectID int64) error {
	if c == nil {
		return nil
	}
	st, err := c.SyncProject(ctx, db, projectID, 0)
	if err != nil {
		return fmt.Errorf("analytics engine: sync project %d: %w", projectID, err)
	}
	fmt.Fprintf(e.stderr, "analytics engine: project %d: %d events written (%d already there), %s\n",
		projectID, st.Events, st.EventsAlreadyThere, mirrorSummary(st))
	return nil
}

// mirrorSummary says what a mirror of a project wrote.
func mirrorSummary(st clickhouse.SyncStats) string {
	return fmt.Sprintf("mirrored %d persons, %d distinct ids, %d recordings, %d plugin log entries",
		st.Persons, st.DistinctIDs, st.Recordings, st.PluginLogEntries)
}
