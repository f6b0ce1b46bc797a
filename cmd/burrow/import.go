package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/ingest"
)

// runImport loads NDJSON files (format in README.md, "Importing data (NDJSON)").
// Each file is imported in its own transaction: a file with a bad line imports
// nothing unless --skip-invalid is given.
func runImport(ctx context.Context, e env, args []string) error {
	fs := newFlagSet(e, "import")
	dbURL := dbFlag(fs, e)
	analyticsURL := analyticsFlag(fs, e)
	project := fs.Int64("project", 0, "id of the project to import into (required)")
	skipInvalid := fs.Bool("skip-invalid", false, "import the good lines of files with bad ones, and list the bad ones")
	// Flags may come before or after the files.
	var files []string
	for rest := args; ; {
		if err := fs.Parse(rest); err != nil {
			return err
		}
		if fs.NArg() == 0 {
			break
		}
		files = append(files, fs.Arg(0))
		rest = fs.Args()[1:]
	}
	if *project <= 0 {
		return errors.New("import: --project is required")
	}
	if len(files) == 0 {
		c, _ := lookupCommand("import")
		return errors.New("usage: " + usageLine("import", c))
	}
	db, err := openDB(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	// With an engine, events go to it only (queued in the store when it
	// does not take them); the project's other rows are mirrored to it
	// after the files.
	analytics, err := openAnalytics(ctx, e, *analyticsURL)
	if err != nil {
		return err
	}
	defer closeAnalytics(analytics)
	if err := drainAnalytics(ctx, e, analytics, db); err != nil {
		return err
	}
	sink := eventSink(analytics, db)

	refused := 0
	for _, name := range files {
		var before clickhouse.SinkStats
		if sink != nil {
			before = sink.Stats()
		}
		res, err := importFile(ctx, e, db, *project, name, *skipInvalid, sink)
		var invalid *ingest.InvalidFileError
		switch {
		case errors.As(err, &invalid):
			fmt.Fprintln(e.stderr, err)
			refused++
		case err != nil:
			return err
		default:
			printImport(e.stderr, res)
			if sink != nil {
				printSink(e.stderr, name, before, sink.Stats())
			}
		}
	}
	if err := drainAnalytics(ctx, e, analytics, db); err != nil {
		return err
	}
	if err := mirrorAnalytics(ctx, e, analytics, db, *project); err != nil {
		return err
	}
	if refused > 0 {
		return fmt.Errorf("import: %d of %d files had invalid lines and were not imported (use --skip-invalid to import their good lines)", refused, len(files))
	}
	return nil
}

// importFile imports one file; with sink (an engine's) its events go there.
func importFile(ctx context.Context, e env, db *store.DB, projectID int64, name string, skipInvalid bool, sink *clickhouse.Sink) (ingest.ImportResult, error) {
	f, err := os.Open(name)
	if err != nil {
		return ingest.ImportResult{}, fmt.Errorf("import: %w", err)
	}
	defer f.Close()
	opts := ingest.ImportOptions{SkipInvalid: skipInvalid, Progress: e.stderr}
	if sink != nil {
		opts.Sink = sink
	}
	return ingest.ImportFile(ctx, db, projectID, name, f, opts)
}

// printImport summarises one imported file, then lists its skipped lines.
func printImport(w io.Writer, res ingest.ImportResult) {
	s := res.Stats
	fmt.Fprintf(w, "%s: imported %d of %d lines: %d events", res.File, res.Imported, res.Lines, s.Events)
	if s.DuplicateEvents > 0 {
		fmt.Fprintf(w, " (%d already present, skipped)", s.DuplicateEvents)
	}
	fmt.Fprintf(w, ", persons %d created / %d updated / %d merged, %d recordings, %d log entries",
		s.PersonsCreated, s.PersonsUpdated, s.PersonsMerged, s.Recordings, s.LogEntries)
	if s.PluginConfigsCreated > 0 {
		fmt.Fprintf(w, " (%d plugin configs created)", s.PluginConfigsCreated)
	}
	fmt.Fprintln(w)
	if res.RejectedCount == 0 {
		return
	}
	noun := "lines"
	if res.RejectedCount == 1 {
		noun = "line"
	}
	fmt.Fprintf(w, "%s: skipped %d invalid %s:\n", res.File, res.RejectedCount, noun)
	for _, l := range res.Rejected {
		fmt.Fprintln(w, "  "+l.Error())
	}
	if more := res.RejectedCount - len(res.Rejected); more > 0 {
		fmt.Fprintf(w, "  ... and %d more\n", more)
	}
}
