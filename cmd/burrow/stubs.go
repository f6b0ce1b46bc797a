package main

// Placeholders replaced as the subcommands land (each in its own file).

import (
	"context"
	"errors"

	"github.com/burrow-analytics/burrow/store"
)

func runSeed(ctx context.Context, e env, args []string) error {
	return errors.New("seed: not built yet")
}
func runImport(ctx context.Context, e env, args []string) error {
	return errors.New("import: not built yet")
}
func runSQL(ctx context.Context, e env, args []string) error { return errors.New("sql: not built yet") }

// seedDemo is replaced by the seed package's demo generator.
func seedDemo(ctx context.Context, db *store.DB, projectID int64) error { return nil }
