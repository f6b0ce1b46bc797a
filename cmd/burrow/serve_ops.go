package main

import (
	"flag"
	"fmt"
	"net"
	"strconv"

	"github.com/burrow-analytics/burrow/ratelimit"
)

// opsConfig holds the operational settings of `burrow serve`.
type opsConfig struct {
	logFormat   string         // "text" or "json"; "" keeps the process default
	metricsAddr string         // "" serves /metrics on the API address
	rateReads   ratelimit.Rate // per key, every API request; zero: off
	rateQueries ratelimit.Rate // per key, query runs; zero: off
	corsOrigins []string       // empty: CORS off
	gzip        bool
}

// opsFlags registers the operational settings on fs, each defaulting to its
// environment variable. The returned check validates them once fs is parsed.
func opsFlags(fs *flag.FlagSet, e env, c *opsConfig) (check func() error) {
	fs.StringVar(&c.logFormat, "log-format", e.getenv("BURROW_LOG_FORMAT"), "log format: text or json (env BURROW_LOG_FORMAT; default text)")
	fs.StringVar(&c.metricsAddr, "metrics-addr", e.getenv("BURROW_METRICS_ADDR"), "serve /metrics on this HOST:PORT instead of the API address (env BURROW_METRICS_ADDR)")
	reads := fs.String("rate-reads", e.getenv("BURROW_RATE_READS"), "per-key budget of API requests, e.g. 600/m, 20/s, 1000/h; off when empty (env BURROW_RATE_READS)")
	queries := fs.String("rate-queries", e.getenv("BURROW_RATE_QUERIES"), "per-key budget of query runs (POST query/, runQuery), e.g. 120/h; off when empty (env BURROW_RATE_QUERIES)")
	cors := fs.String("cors-origins", e.getenv("BURROW_CORS_ORIGINS"), "comma-separated origins browsers may call from, * for any; off when empty (env BURROW_CORS_ORIGINS)")
	gzipDefault := true
	gzipEnv := e.getenv("BURROW_GZIP")
	var gzipErr error
	if gzipEnv != "" {
		gzipDefault, gzipErr = strconv.ParseBool(gzipEnv)
	}
	fs.BoolVar(&c.gzip, "gzip", gzipDefault, "gzip compressible responses for clients that accept it (env BURROW_GZIP)")
	return func() error {
		if gzipErr != nil {
			return fmt.Errorf("serve: BURROW_GZIP=%q: %w", gzipEnv, gzipErr)
		}
		switch c.logFormat {
		case "", "text", "json":
		default:
			return fmt.Errorf("serve: --log-format %q: want text or json", c.logFormat)
		}
		if c.metricsAddr != "" {
			if _, _, err := net.SplitHostPort(c.metricsAddr); err != nil {
				return fmt.Errorf("serve: --metrics-addr %q: %w", c.metricsAddr, err)
			}
		}
		var err error
		if c.rateReads, err = ratelimit.ParseRate(*reads); err != nil {
			return fmt.Errorf("serve: --rate-reads: %w", err)
		}
		if c.rateQueries, err = ratelimit.ParseRate(*queries); err != nil {
			return fmt.Errorf("serve: --rate-queries: %w", err)
		}
		c.corsOrigins = splitList(*cors)
		return nil
	}
}
