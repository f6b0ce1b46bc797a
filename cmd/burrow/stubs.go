package main

// Placeholders replaced as the subcommands land (each in its own file).

import (
	"context"
	"errors"
)

func runServe(ctx context.Context, e env, args []string) error {
	return errors.New("serve: not built yet")
}
func runSeed(ctx context.Context, e env, args []string) error {
	return errors.New("seed: not built yet")
}
func runImport(ctx context.Context, e env, args []string) error {
	return errors.New("import: not built yet")
}
func runSQL(ctx context.Context, e env, args []string) error { return errors.New("sql: not built yet") }
