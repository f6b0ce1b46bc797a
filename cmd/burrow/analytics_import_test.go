package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// eventsFile writes an NDJSON file of one person and n events of theirs,
// with uuids 0000000TAG-…, in sessions of 10 events.
func eventsFile(t *testing.T, tag, n int, extra string) string {
	t.Helper()
	var b strings.Builder
	b.WriteString(`{"type":"person","distinct_ids":["d1"],"properties":{"plan":"pro"}}` + "\n")
	for i := range n {
		fmt.Fprintf(&b, `{"type":"event","uuid":"0000000%d-0000-7000-8000-%012d","event":"$pageview","distinct_id":"d1","timestamp":"2026-11-01T00:%02d:%02dZ","properties":{"$session_id":"s%d","$current_url":"https://x/%d"}}`+"\n",
			tag, i, i/60%60, i%60, i/10, i%3)
	}
	b.WriteString(extra)
	name := t.TempDir() + "/events.ndjson"
	if err := os.WriteFile(name, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	return name
}

// TestImportIntoEngine imports with an analytics engine: events land on the
// engine only (the store's events and sessions stay empty, the engine
// keeps the sessions), a second import of the same file adds none, a
// refused file sends none, and while the engine fails the batches are
// queued in the store and land once, at the next import's drain.
func TestImportIntoEngine(t *testing.T) {
	ctx := context.Background()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			url := target.URL(t)
			dir := t.TempDir()
			engineURL := "chdb:" + dir
			// A client of the test's own keeps the local server running
			// between commands, and breaks it on purpose below.
			cfg, err := clickhouse.ParseURL(engineURL)
			if err != nil {
				t.Fatal(err)
			}
			c, err := clickhouse.Open(ctx, cfg, slog.New(slog.DiscardHandler))
			if err != nil {
				chdbtest.Unavailable(t, err)
			}
			defer c.Close()
			if _, err := c.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			pid := createProjectCLI(t, url)
			db := storetest.Open(t, url)
			count := func(table string) int {
				t.Helper()
				n, err := db.Bun.NewSelect().Table(table).Count(ctx)
				if err != nil {
					t.Fatal(err)
				}
				return int(n)
			}
			engine := func(stmt string) string {
				return sqlJSON(t, "--project", pid, "--db", url, "--analytics", engineURL, stmt)
			}
			file := eventsFile(t, 1, 2000, "")
			for i, sent := range []string{"2000 events sent to the analytics engine\n",
				"0 events sent to the analytics engine (2000 already there, skipped)\n"} {
				_, stderr, err := runCapture("import", "--project", pid, "--db", url, "--analytics", engineURL, file)
				if err != nil || !strings.Contains(stderr, "imported 2001 of 2001 lines: 2000 events") ||
					!strings.Contains(stderr, file+": "+sent) ||
					i == 0 && !strings.Contains(stderr, "analytics engine: 2 changes of persons, distinct ids") {
					t.Fatalf("import: %v\n%s", err, stderr)
				}
			}
			if n, s := count("events"), count("sessions"); n != 0 || s != 0 || count("persons") != 1 {
				t.Fatalf("the store holds %d events, %d sessions, %d persons; want 0, 0, 1", n, s, count("persons"))
			}
			if got := engine("SELECT count(), uniq(person.properties.plan) FROM events"); got != `[[2000,1]]` {
				t.Fatalf("engine events: %s", got)
			}
			if got := engine("SELECT count(), sum(`$pageview_count`) FROM sessions"); got != `[[200,2000]]` {
				t.Fatalf("engine sessions: %s", got)
			}
			// A refused file sends nothing.
			bad := eventsFile(t, 2, 50, "{\"type\":\"event\"}\n")
			if _, stderr, err := runCapture("import", "--project", pid, "--db", url, "--analytics", engineURL, bad); err == nil ||
				!strings.Contains(stderr, "event: required") {
				t.Fatalf("refused file: %v\n%s", err, stderr)
			}
			if got := engine("SELECT count() FROM events"); got != `[[2000]]` {
				t.Fatalf("after a refused file the engine counts %s", got)
			}

			// The engine fails: the events are queued in the store, the
			// import goes on and says so.
			if err := c.Conn.Exec(ctx, "RENAME TABLE events TO events_away"); err != nil {
				t.Fatal(err)
			}
			_, stderr, err := runCapture("import", "--project", pid, "--db", url, "--analytics", engineURL, eventsFile(t, 3, 300, ""))
			if err != nil || !strings.Contains(stderr, "0 events sent to the analytics engine, 300 queued in the store") ||
				!strings.Contains(stderr, "300 events stay queued in the store") {
				t.Fatalf("import into a failing engine: %v\n%s", err, stderr)
			}
			if n, err := store.PendingEventsCount(ctx, db.Bun); err != nil || n != 300 || count("events") != 0 {
				t.Fatalf("queued: %d (%v), store events %d", n, err, count("events"))
			}
			if err := c.Conn.Exec(ctx, "RENAME TABLE events_away TO events"); err != nil {
				t.Fatal(err)
			}
			// The next import drains them first, exactly once.
			_, stderr, err = runCapture("import", "--project", pid, "--db", url, "--analytics", engineURL, emptyFile(t))
			if err != nil || !strings.Contains(stderr, "analytics engine: 300 queued events sent") {
				t.Fatalf("import after the engine is back: %v\n%s", err, stderr)
			}
			if got := engine("SELECT count(), countIf(uuid LIKE '00000003-%') FROM events"); got != `[[2300,300]]` {
				t.Fatalf("after the drain the engine counts %s", got)
			}
			if n, _ := store.PendingEventsCount(ctx, db.Bun); n != 0 {
				t.Fatalf("%d events still queued", n)
			}

			// A seed into a failing engine likewise: queued, then drained.
			seeded := createProjectCLI(t, url)
			if err := c.Conn.Exec(ctx, "RENAME TABLE events TO events_away"); err != nil {
				t.Fatal(err)
			}
			_, stderr, err = runCapture("seed", "--project", seeded, "--persons", "10", "--events", "500", "--now", "2025-06-01",
				"--db", url, "--analytics", engineURL)
			if err != nil || !strings.Contains(stderr, "seed: 0 events sent to the analytics engine, 500 queued in the store") {
				t.Fatalf("seed into a failing engine: %v\n%s", err, stderr)
			}
			if err := c.Conn.Exec(ctx, "RENAME TABLE events_away TO events"); err != nil {
				t.Fatal(err)
			}
			_, stderr, err = runCapture("import", "--project", seeded, "--db", url, "--analytics", engineURL, emptyFile(t))
			if err != nil || !strings.Contains(stderr, "analytics engine: 500 queued events sent") {
				t.Fatalf("import after the engine is back: %v\n%s", err, stderr)
			}
			got := sqlJSON(t, "--project", seeded, "--db", url, "--analytics", engineURL,
				"SELECT count(), count(DISTINCT uuid) FROM events")
			if got != `[[500,500]]` || count("events") != 0 {
				t.Fatalf("seeded project on the engine: %s, %d events in the store", got, count("events"))
			}

			// A file overlapping what the engine holds sends only its new
			// events (by uuid), as an import into the store skips those
			// already present.
			more := eventsFile(t, 1, 2050, "")
			_, stderr, err = runCapture("import", "--project", pid, "--db", url, "--analytics", engineURL, more)
			if err != nil || !strings.Contains(stderr, more+": 50 events sent to the analytics engine (2000 already there, skipped)\n") {
				t.Fatalf("overlapping import: %v\n%s", err, stderr)
			}
			if got := engine("SELECT count(), count(DISTINCT uuid) FROM events WHERE uuid LIKE '00000001-%'"); got != `[[2050,2050]]` {
				t.Fatalf("after an overlapping import the engine holds %s", got)
			}
		})
	}
}
