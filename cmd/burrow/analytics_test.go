package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestMigrateAnalytics runs `burrow migrate --analytics chdb:DIR`: the
// local server starts, the engine's schema is applied once, and the server
// stops with the command.
func TestMigrateAnalytics(t *testing.T) {
	dir := t.TempDir()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			url := target.URL(t)
			var stderr bytes.Buffer
			e := env{stdout: io.Discard, stderr: &stderr, getenv: func(k string) string {
				if k == "BURROW_ANALYTICS_URL" {
					return "chdb:" + dir
				}
				return ""
			}, logger: slog.New(slog.DiscardHandler)}
			if err := run(context.Background(), e, []string{"migrate", "--db", url}); err != nil {
				chdbtest.Unavailable(t, err)
			}
			if !strings.Contains(stderr.String(), "analytics engine migrations applied") {
				t.Fatalf("stderr: %s", stderr.String())
			}
			// The flag overrides the environment; a bad URL is a clear error.
			_, err := runCLI(t, "migrate", "--db", url, "--analytics", "mysql://x")
			if err == nil || !strings.Contains(err.Error(), "--analytics") || !strings.Contains(err.Error(), "chdb:DIR") {
				t.Fatalf("bad --analytics: %v", err)
			}
		})
	}
}
