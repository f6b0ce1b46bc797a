package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/seed"
)

// runSeed writes the deterministic demo dataset into an existing, empty project.
func runSeed(ctx context.Context, e env, args []string) error {
	fs := newFlagSet(e, "seed")
	dbURL := dbFlag(fs, e)
	analyticsURL := analyticsFlag(fs, e)
	project := fs.Int64("project", 0, "id of the project to seed (required; it must have no persons or events)")
	persons := fs.Int("persons", seed.DefaultPersons, "number of persons")
	events := fs.Int("events", seed.DefaultEvents, "number of events")
	seedValue := fs.Int64("seed", seed.DefaultSeed, "random seed: the same seed (and --now) gives identical rows")
	now := fs.String("now", "", "end of the 30-day window of events, RFC 3339 or YYYY-MM-DD (default: start of the current UTC day)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("seed: unexpected argument %q", fs.Arg(0))
	}
	if *project <= 0 {
		return errors.New("seed: --project is required (create one with: burrow project create --name NAME)")
	}
	if *persons <= 0 || *events <= 0 {
		return errors.New("seed: --persons and --events must be positive")
	}
	opts := seed.Options{Persons: *persons, Events: *events, Seed: *seedValue, Progress: e.stderr}
	if *now != "" {
		t, err := parseNow(*now)
		if err != nil {
			return err
		}
		opts.Now = t
	}
	db, err := openDB(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	// With an engine, events go to it only; the rest is then mirrored.
	analytics, err := openAnalytics(ctx, e, *analyticsURL)
	if err != nil {
		return err
	}
	defer closeAnalytics(analytics)
	return seedProject(ctx, e, db, analytics, *project, opts)
}

// seedProject runs a seed, its events into the engine when there is one
// (draining what is queued before and after, then mirroring the rest).
func seedProject(ctx context.Context, e env, db *store.DB, analytics *clickhouse.Client, projectID int64, opts seed.Options) error {
	if err := drainAnalytics(ctx, e, analytics, db); err != nil {
		return err
	}
	sink := eventSink(analytics, db)
	if sink != nil {
		opts.Sink = sink
	}
	if _, err := seed.Run(ctx, db, projectID, opts); err != nil {
		return err
	}
	if sink != nil {
		printSink(e.stderr, "seed", clickhouse.SinkStats{}, sink.Stats())
	}
	if err := drainAnalytics(ctx, e, analytics, db); err != nil {
		return err
	}
	return mirrorAnalytics(ctx, e, analytics, db, projectID)
}

func parseNow(s string) (time.Time, error) {
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("seed: --now %q: want RFC 3339 (2025-06-01T00:00:00Z) or a date (2025-06-01)", s)
}

// seedDemo fills the demo project of `serve --demo` with the dataset that
// `burrow seed` writes by default, or with events events (persons scaled
// along) when events is positive.
func seedDemo(ctx context.Context, e env, db *store.DB, analytics *clickhouse.Client, projectID int64, events int) error {
	opts := seed.Options{Seed: seed.DefaultSeed}
	if events > 0 {
		opts.Events = events
		opts.Persons = max(10, events*seed.DefaultPersons/seed.DefaultEvents)
	}
	return seedProject(ctx, e, db, analytics, projectID, opts)
}
