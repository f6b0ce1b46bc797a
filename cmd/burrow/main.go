// Command burrow runs the Burrow analytics read API and its admin tools.
//
//	burrow serve    [--db URL] [--addr HOST:PORT] [--demo]
//	burrow migrate  [--db URL]
//	burrow project create --name NAME [--db URL]
//	burrow apikey create --scopes LIST [--projects IDS] [--label L] [--email E] [--db URL]
//	burrow apikey list   [--db URL]
//	burrow apikey revoke [--db URL] ID|MASK
//	burrow seed     --project ID [--persons N] [--events N] [--seed S] [--db URL]
//	burrow import   --project ID [--skip-invalid] [--db URL] FILE...
//	burrow sql      --project ID [--db URL] [--format table|json|csv] "SELECT ..."
//
// --db defaults to $BURROW_DATABASE_URL, then sqlite:burrow.db.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
)

// env is what a subcommand may touch of the process: no globals.
type env struct {
	stdin  io.Reader // nil: no input
	stdout io.Writer
	stderr io.Writer
	getenv func(string) string
	logger *slog.Logger
}

// command is one subcommand.
type command struct {
	name  string
	usage string
	run   func(ctx context.Context, e env, args []string) error
}

func commands() []command {
	return []command{
		{"serve", "run the HTTP API (REST, GraphQL, playground)", runServe},
		{"migrate", "apply database migrations", runMigrate},
		{"project", "manage projects: project create --name NAME", runProject},
		{"apikey", "manage personal API keys: apikey create|list|revoke", runAPIKey},
		{"seed", "write a deterministic demo dataset into a project", runSeed},
		{"import", "load NDJSON files of events, persons, recordings and log entries", runImport},
		{"sql", "run a SQL statement against a project", runSQL},
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	e := env{
		stdin:  os.Stdin,
		stdout: os.Stdout,
		stderr: os.Stderr,
		getenv: os.Getenv,
		logger: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: logLevel(os.Getenv("BURROW_LOG_LEVEL"))})),
	}
	if err := run(ctx, e, os.Args[1:]); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "burrow:", err)
		}
		os.Exit(1)
	}
}

func run(ctx context.Context, e env, args []string) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(e.stderr)
		if len(args) == 0 {
			return errors.New("no command given")
		}
		return nil
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(ctx, e, args[1:])
		}
	}
	usage(e.stderr)
	return fmt.Errorf("unknown command %q", args[0])
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: burrow <command> [flags]\n\ncommands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.usage)
	}
	fmt.Fprintln(w, "\nRun 'burrow <command> -h' for the flags of a command.")
}

func logLevel(s string) slog.Level {
	var l slog.Level
	if err := l.UnmarshalText([]byte(s)); err != nil {
		return slog.LevelInfo
	}
	return l
}

// dbFlag registers --db with its environment default.
func dbFlag(fs *flag.FlagSet, e env) *string {
	def := e.getenv("BURROW_DATABASE_URL")
	if def == "" {
		def = "sqlite:burrow.db"
	}
	return fs.String("db", def, "database URL: sqlite:PATH or postgres://… (env BURROW_DATABASE_URL)")
}

// newFlagSet returns a FlagSet that reports errors instead of exiting.
func newFlagSet(e env, name string) *flag.FlagSet {
	fs := flag.NewFlagSet("burrow "+name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	return fs
}
