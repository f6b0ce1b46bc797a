package main

import (
	"context"
	"flag"
	"fmt"

	"github.com/burrow-analytics/burrow/clickhouse"
)

// analyticsFlag registers --analytics with its environment default: the
// analytics engine's URL, "" for none (the store answers SQL and insights).
func analyticsFlag(fs *flag.FlagSet, e env) *string {
	return fs.String("analytics", e.getenv("BURROW_ANALYTICS_URL"),
		"analytics engine: clickhouse://USER:PASSWORD@HOST:PORT/DATABASE, or chdb:DIR for a local ClickHouse that "+
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

// closeAnalytics closes c when there is one.
func closeAnalytics(c *clickhouse.Client) {
	if c != nil {
		c.Close()
	}
}
