// Package seed writes a deterministic, realistic demo dataset into a
// project: persons with several distinct ids, 30 days of events
// ($pageview, $autocapture, $identify, signed_up, purchase, …) grouped in
// sessions, session recordings of those sessions, and plugin configs with log
// entries of every source and type. The same seed, project id and Now give
// the same rows, UUIDs and timestamps included.
//
// Rows are generated directly (the generator knows every person already) and
// written in multi-row INSERTs inside one transaction, so a million events
// take about a minute and a failed seed leaves nothing behind.
package seed

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"
	"time"

	"github.com/uptrace/bun"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/ingest"
)

// Defaults of Options.
const (
	DefaultPersons = 200
	DefaultEvents  = 20000
	DefaultSeed    = 1
	// Days is the length of the window of events, ending at Options.Now.
	Days = 30
)

// Options configures Run. The zero value seeds the defaults.
type Options struct {
	Persons int   // number of persons (DefaultPersons when 0)
	Events  int   // number of events (DefaultEvents when 0)
	Seed    int64 // RNG seed; 0 is a seed like any other
	// Now ends the window of events, which covers the Days before it. Zero
	// means the start of the current UTC day: the demo always shows recent
	// data, and two runs on the same day are identical. Pass a fixed time
	// for output that does not depend on the date.
	Now time.Time
	// BatchSize is the number of rows per INSERT (1000 when 0).
	BatchSize int
	// Progress, when set, receives progress lines (about one per second).
	Progress io.Writer
	// Sink, when set, takes the events instead of the store (an analytics
	// engine keeps them), in batches of at most ingest.DefaultSinkBatch
	// events cut the same way on every run, after the rest is committed;
	// the store's sessions table is then left empty (the engine keeps its
	// own).
	Sink ingest.EventSink
}

// Stats counts what Run wrote.
type Stats struct {
	Persons       int
	DistinctIDs   int
	Events        int
	Sessions      int
	Recordings    int
	PluginConfigs int
	LogEntries    int
	From, To      time.Time // the window of events
	Elapsed       time.Duration
}

// ErrNotEmpty is returned when the project already has persons or events:
// seeding twice would collide on the generated ids.
var ErrNotEmpty = errors.New("seed: project already has data; seed an empty project")

// Run seeds projectID, which must exist and be empty.
func Run(ctx context.Context, db *store.DB, projectID int64, opts Options) (Stats, error) {
	began := time.Now()
	opts, err := withDefaults(opts)
	if err != nil {
		return Stats{}, err
	}
	end := opts.Now
	start := end.Add(-Days * 24 * time.Hour)
	stats := Stats{From: start, To: end}

	if _, err := store.GetProject(ctx, db.Bun, projectID); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return stats, fmt.Errorf("seed: project %d not found", projectID)
		}
		return stats, err
	}
	var spool *ingest.Spool
	if opts.Sink != nil {
		if spool, err = ingest.NewSpool(); err != nil {
			return stats, fmt.Errorf("seed: %w", err)
		}
		defer spool.Close() //nolint:errcheck // a temporary file
	}
	err = db.Bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, table := range []string{"persons", "events"} {
			exists, err := tx.NewSelect().Table(table).Where("team_id = ?", projectID).Exists(ctx)
			if err != nil {
				return fmt.Errorf("seed: check project %d: %w", projectID, err)
			}
			if exists {
				return fmt.Errorf("%w (project %d has %s)", ErrNotEmpty, projectID, table)
			}
		}
		restore, err := ingest.GrowPageCache(ctx, tx)
		if err != nil {
			return err
		}
		defer restore()
		w := &writer{db: db.Bun, tx: tx, batch: opts.BatchSize, progress: newProgress(opts.Progress, opts.Events, began)}
		if spool != nil {
			w.sink = spool
		}
		return write(ctx, w, newGen(opts.Seed, projectID, start, end), opts, &stats)
	})
	if err == nil && spool != nil {
		if err = spool.Replay(ctx, opts.Sink); err != nil {
			err = fmt.Errorf("seed: events: %w", err)
		}
	}
	stats.Elapsed = time.Since(began)
	if err != nil {
		return stats, err
	}
	if opts.Progress != nil {
		fmt.Fprintf(opts.Progress, "seed: wrote %d persons, %d events in %d sessions, %d recordings, %d plugin configs with %d log entries in %s (%.0f events/s)\n",
			stats.Persons, stats.Events, stats.Sessions, stats.Recordings, stats.PluginConfigs, stats.LogEntries,
			stats.Elapsed.Round(10*time.Millisecond), float64(stats.Events)/stats.Elapsed.Seconds())
	}
	return stats, nil
}

func withDefaults(opts Options) (Options, error) {
	if opts.Persons < 0 || opts.Events < 0 {
		return opts, errors.New("seed: persons and events must not be negative")
	}
	if opts.Persons == 0 {
		opts.Persons = DefaultPersons
	}
	if opts.Events == 0 {
		opts.Events = DefaultEvents
	}
	if opts.BatchSize <= 0 {
		opts.BatchSize = 1000
	}
	if opts.Now.IsZero() {
		opts.Now = time.Now().UTC().Truncate(24 * time.Hour)
	}
	opts.Now = opts.Now.UTC().Truncate(time.Millisecond)
	return opts, nil
}

// write generates and inserts everything, in an order that gives every row
// the ids it refers to: persons, their distinct ids, plugin configs and
// logs, then the events day by day.
func write(ctx context.Context, w *writer, g *gen, opts Options, stats *Stats) error {
	persons := g.persons(opts.Persons)
	if err := w.persons(ctx, persons); err != nil {
		return err
	}
	stats.Persons = len(persons)
	ids := distinctIDs(persons)
	if err := insert(ctx, w, ids); err != nil {
		return fmt.Errorf("seed: insert distinct ids: %w", err)
	}
	stats.DistinctIDs = len(ids)

	configs := make([]store.PluginConfig, len(plugins))
	for i, pl := range plugins {
		configs[i] = store.PluginConfig{TeamID: g.projectID, PluginID: pl.id, Enabled: pl.enabled, Order: i,
			CreatedAt: g.start.Add(-time.Duration(10+5*i) * 24 * time.Hour)}
	}
	if _, err := w.tx.NewInsert().Model(&configs).Returning("id").Exec(ctx); err != nil {
		return fmt.Errorf("seed: insert plugin configs: %w", err)
	}
	stats.PluginConfigs = len(configs)
	logs := g.pluginLogs(configs, max(60, min(opts.Events/100, 20000)))
	if err := insert(ctx, w, logs); err != nil {
		return fmt.Errorf("seed: insert plugin log entries: %w", err)
	}
	stats.LogEntries = len(logs)

	if err := writeEvents(ctx, w, g, persons, opts.Events, stats); err != nil {
		return err
	}
	if w.sink != nil {
		return nil // the engine keeps the sessions of its events
	}
	// The web-analytics sessions table is derived from the events.
	if err := store.RebuildAllSessions(ctx, w.tx, g.projectID); err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	return nil
}

// dayBatch is one generated day, as ready-to-run INSERT statements.
type dayBatch struct {
	statements                   []string
	rows                         []store.Event // the events, for a sink (not in statements)
	events, recordings, sessions int
}

// writeEvents generates the days in one goroutine (drawing from the RNG in
// the same order as ever, so the output stays deterministic) while this one
// runs the previous day's INSERTs: on two cores, generating and formatting
// overlap with the database's work.
func writeEvents(ctx context.Context, w *writer, g *gen, persons []*person, events int, stats *Stats) error {
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	defer wg.Wait()
	defer cancel()

	days := make(chan dayBatch, 1)
	genErr := make(chan error, 1)
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(days)
		byJoin, cumWeight := joinOrder(persons)
		weights := g.dayWeights(Days)
		total := 0.0
		for _, x := range weights {
			total += x
		}
		cum, written := 0.0, 0
		for d := range Days {
			cum += weights[d]
			// Cumulative rounding: the days add up to exactly events, and a
			// day that could not fill its share passes it on.
			target := int(float64(events)*cum/total + 0.5)
			if d == Days-1 {
				target = events
			}
			out := g.generateDay(g.start.Add(time.Duration(d)*24*time.Hour), target-written, byJoin, cumWeight)
			written += len(out.events)
			batch := dayBatch{events: len(out.events), recordings: len(out.recordings), sessions: out.sessions}
			var err error
			if w.sink != nil {
				batch.rows = out.events
			} else {
				batch.statements, err = appendInserts(w, batch.statements, out.events)
			}
			if err == nil {
				batch.statements, err = appendInserts(w, batch.statements, out.recordings)
			}
			if err != nil {
				genErr <- err
				return
			}
			select {
			case days <- batch:
			case <-ctx.Done():
				return
			}
		}
	}()

	for batch := range days {
		for _, stmt := range batch.statements {
			// The statement is fully formatted: run it on the transaction
			// itself, past bun's formatter (which would read a "?" in a URL
			// as a placeholder).
			if _, err := w.tx.Tx.ExecContext(ctx, stmt); err != nil {
				return fmt.Errorf("seed: insert events: %w", err)
			}
		}
		for chunk := range slices.Chunk(batch.rows, ingest.DefaultSinkBatch) {
			if err := w.sink.WriteEvents(ctx, chunk); err != nil {
				return fmt.Errorf("seed: events: %w", err)
			}
		}
		stats.Events += batch.events
		stats.Sessions += batch.sessions
		stats.Recordings += batch.recordings
		w.progress.report(stats.Events)
	}
	select {
	case err := <-genErr:
		return fmt.Errorf("seed: %w", err)
	default:
	}
	return ctx.Err()
}
