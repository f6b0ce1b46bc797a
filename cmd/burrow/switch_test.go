package main

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestMigrateSwitchesEngine: a store whose events live on engine A,
// switched to engine B by `migrate --analytics B`, keeps every event (copied
// from A, as the store does not hold them) and its persons; a second run
// copies nothing twice; an old engine that does not answer stops the switch.
func TestMigrateSwitchesEngine(t *testing.T) {
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			url := target.URL(t)
			a, b := localEngine(t), localEngine(t)
			pid := createProjectCLI(t, url)
			if _, stderr, err := runCapture("seed", "--project", pid, "--persons", "20", "--events", "900", "--seed", "2",
				"--now", "2025-06-01", "--db", url, "--analytics", a); err != nil {
				chdbtest.Unavailable(t, fmt.Errorf("%w\n%s", err, stderr))
			}
			const counts = "SELECT count(), count(DISTINCT uuid), (SELECT count() FROM persons) FROM events"
			want := sqlJSON(t, "--project", pid, "--db", url, counts)
			if want != "[[900,900,20]]" {
				t.Fatalf("on engine A: %s", want)
			}
			for run, copied := range []string{"copied 900 events from the previous analytics engine", ""} {
				_, stderr, err := runCapture("migrate", "--db", url, "--analytics", b)
				if err != nil || !strings.Contains(stderr, copied) {
					t.Fatalf("migrate to B (run %d): %v\n%s", run+1, err, stderr)
				}
			}
			if got := sqlJSON(t, "--project", pid, "--db", url, counts); got != want {
				t.Errorf("after the switch to B (bound, no --analytics): %s, want %s", got, want)
			}
			// Back to A while A answers works; to A when B, the engine the
			// store feeds now, is gone does not.
			gone := "clickhouse://default@127.0.0.1:1/default?dial_timeout=200ms"
			other := target.URL(t)
			createProjectCLI(t, other)
			if _, stderr, err := runCapture("migrate", "--db", other, "--analytics", a); err != nil {
				t.Fatalf("bind another store to A: %v\n%s", err, stderr)
			}
			if err := bindRaw(t, other, gone); err != nil {
				t.Fatal(err)
			}
			_, stderr, err := runCapture("migrate", "--db", other, "--analytics", a)
			if err == nil || !strings.Contains(err.Error()+stderr, "switching now would leave them there") {
				t.Errorf("switch away from an engine that does not answer: %v\n%s", err, stderr)
			}
		})
	}
}

// bindRaw records url as the engine the store at dbURL feeds, as a store
// whose engine has since gone away would.
func bindRaw(t *testing.T, dbURL, url string) error {
	t.Helper()
	return store.BindAnalyticsEngine(context.Background(), storetest.Open(t, dbURL).Bun, url)
}
