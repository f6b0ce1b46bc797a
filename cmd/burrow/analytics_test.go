package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestMigrateAnalytics runs `burrow migrate --analytics chdb:DIR`: the
// local server starts, the engine's schema is applied once, and the server
// stops with the command.
func TestMigrateAnalytics(t *testing.T) {
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			dir := t.TempDir() // one engine per store: copies resume per engine
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
			if !strings.Contains(stderr.String(), "analytics engine migrations applied") || !strings.Contains(stderr.String(), "copied 0 events") {
				t.Fatalf("stderr: %s", stderr.String())
			}
			// Events in the store are copied once.
			db := storetest.Open(t, url)
			p, err := store.CreateProject(context.Background(), db.Bun, "p")
			if err != nil {
				t.Fatal(err)
			}
			ts := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
			events := []store.Event{
				{UUID: target.Name + "-1", TeamID: p.ID, Event: "e", DistinctID: "d", Properties: json.RawMessage(`{}`), Timestamp: ts, CreatedAt: ts},
				{UUID: target.Name + "-2", TeamID: p.ID, Event: "e", DistinctID: "d", Properties: json.RawMessage(`{}`), Timestamp: ts, CreatedAt: ts},
			}
			if _, err := db.Bun.NewInsert().Model(&events).Exec(context.Background()); err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{"copied 2 events", "copied 0 events"} {
				stderr.Reset()
				if err := run(context.Background(), e, []string{"migrate", "--db", url}); err != nil || !strings.Contains(stderr.String(), want) {
					t.Fatalf("migrate: %v, stderr %s; want %q", err, stderr.String(), want)
				}
			}
			// The flag overrides the environment; a bad URL is a clear error.
			_, err = runCLI(t, "migrate", "--db", url, "--analytics", "mysql://x")
			if err == nil || !strings.Contains(err.Error(), "--analytics") || !strings.Contains(err.Error(), "chdb:DIR") {
				t.Fatalf("bad --analytics: %v", err)
			}
		})
	}
}
