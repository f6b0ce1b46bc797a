package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/seed"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// runCapture runs the command line and returns stdout and stderr.
func runCapture(args ...string) (stdout, stderr string, err error) {
	var out, errOut bytes.Buffer
	e := env{stdout: &out, stderr: &errOut, getenv: func(string) string { return "" }, logger: slog.New(slog.DiscardHandler)}
	err = run(context.Background(), e, args)
	return out.String(), errOut.String(), err
}

func createProjectCLI(t *testing.T, url string) string {
	t.Helper()
	out, _, err := runCapture("project", "create", "--name", "CLI", "--db", url)
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(out)
}

func TestSeedCommand(t *testing.T) {
	t.Parallel()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			ctx := context.Background()
			url := target.URL(t)
			pid := createProjectCLI(t, url)
			stdout, stderr, err := runCapture("seed", "--project", pid, "--persons", "30", "--events", "1500",
				"--seed", "5", "--now", "2025-06-01", "--db", url)
			if err != nil {
				t.Fatalf("seed: %v\n%s", err, stderr)
			}
			if stdout != "" || !strings.Contains(stderr, "seed: wrote 30 persons, 1500 events") {
				t.Errorf("stdout %q, stderr %q", stdout, stderr)
			}
			db := storetest.Open(t, url)
			id, _ := strconv.ParseInt(pid, 10, 64)
			var bounds struct {
				First time.Time `bun:"first"`
				Last  time.Time `bun:"last"`
				N     int       `bun:"n"`
			}
			if err := db.Bun.NewSelect().Table("events").ColumnExpr("MIN(timestamp) AS first, MAX(timestamp) AS last, COUNT(*) AS n").
				Where("team_id = ?", id).Scan(ctx, &bounds); err != nil {
				t.Fatal(err)
			}
			now := time.Date(2025, 6, 1, 0, 0, 0, 0, time.UTC)
			if bounds.N != 1500 || bounds.First.Before(now.AddDate(0, 0, -seed.Days)) || !bounds.Last.Before(now) ||
				bounds.Last.Before(now.AddDate(0, 0, -1)) {
				t.Errorf("events: %+v, want 1500 in the 30 days before %v", bounds, now)
			}
			// Seeding again is refused; bad flags are refused before touching the database.
			for _, args := range [][]string{
				{"seed", "--project", pid, "--db", url},
				{"seed", "--db", url},
				{"seed", "--project", pid, "--now", "last week", "--db", url},
				{"seed", "--project", pid, "--events", "-5", "--db", url},
				{"seed", "--project", "999", "--db", url},
				{"seed", "--project", pid, "extra", "--db", url},
			} {
				if _, _, err := runCapture(args...); err == nil {
					t.Errorf("burrow %v: no error", args)
				}
			}
		})
	}
}

func TestSeedDemo(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		p, err := store.CreateProject(ctx, db.Bun, "Demo")
		if err != nil {
			t.Fatal(err)
		}
		e := env{stdout: io.Discard, stderr: io.Discard, getenv: func(string) string { return "" }}
		if err := seedDemo(ctx, e, db, nil, p.ID, 2000); err != nil {
			t.Fatal(err)
		}
		// The demo shows recent data: the last 7 days have events.
		n, err := db.Bun.NewSelect().Table("events").Where("team_id = ? AND timestamp >= ?", p.ID,
			time.Now().UTC().AddDate(0, 0, -7)).Count(ctx)
		if err != nil || n == 0 {
			t.Fatalf("events in the last 7 days: %d, %v", n, err)
		}
	})
}
