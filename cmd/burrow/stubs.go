package main

// Placeholders replaced as the subcommands land (each in its own file).

import (
	"context"
	"errors"
)

func runSQL(ctx context.Context, e env, args []string) error { return errors.New("sql: not built yet") }
