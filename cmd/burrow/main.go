// Command burrow runs the Burrow analytics read API and its admin tools.
//
//	burrow serve    [--db URL] [--addr HOST:PORT] [--demo] [--log-format text|json] ...
//	burrow migrate  [--db URL]
//	burrow project create --name NAME [--db URL]
//	burrow project list [--db URL] [--format table|json]
//	burrow apikey create --scopes LIST [--projects IDS] [--label L] [--email E] [--db URL]
//	burrow apikey list   [--db URL]
//	burrow apikey revoke [--db URL] ID|MASK
//	burrow seed     --project ID [--persons N] [--events N] [--seed S] [--db URL]
//	burrow import   --project ID [--skip-invalid] [--db URL] FILE...
//	burrow sql      --project ID [--db URL] [--format table|json|csv] "SELECT ..."
//	burrow version
//
// Every command prints its flags, arguments and an example with -h.
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
	"strings"
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
	// subs names the subcommands of a group such as project; `burrow
	// project -h` lists them.
	subs []string
}

func commands() []command {
	return []command{
		{name: "serve", usage: "run the HTTP API (REST, GraphQL, playground, metrics)", run: runServe},
		{name: "migrate", usage: "apply database migrations", run: runMigrate},
		{name: "project", usage: "manage projects: create, list", run: runProject, subs: []string{"create", "list"}},
		{name: "apikey", usage: "manage personal API keys: create, list, revoke", run: runAPIKey, subs: []string{"create", "list", "revoke"}},
		{name: "seed", usage: "write a deterministic demo dataset into a project", run: runSeed},
		{name: "import", usage: "load NDJSON files of events, persons, recordings and log entries", run: runImport},
		{name: "sql", usage: "run a SQL statement against a project", run: runSQL},
		{name: "version", usage: "print the version and build information", run: runVersion},
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
		logger: newLogger(os.Stderr, os.Getenv("BURROW_LOG_FORMAT"), os.Getenv("BURROW_LOG_LEVEL")),
	}
	if err := run(ctx, e, os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "burrow:", err)
		os.Exit(1)
	}
}

// newLogger returns a slog logger writing format ("json", else text) at
// level (debug, info, warn, error; default info) to w.
func newLogger(w io.Writer, format, level string) *slog.Logger {
	opts := &slog.HandlerOptions{Level: logLevel(level)}
	if format == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}

// run dispatches args to a command. Help (-h on any command or group)
// is not an error: it prints to stderr and returns nil, so the exit status is 0.
func run(ctx context.Context, e env, args []string) error {
	if len(args) == 0 || isHelp(args[0]) {
		usage(e.stderr)
		if len(args) == 0 {
			return errors.New("no command given")
		}
		return nil
	}
	for _, c := range commands() {
		if c.name != args[0] {
			continue
		}
		rest := args[1:]
		if len(c.subs) > 0 && (len(rest) == 0 || isHelp(rest[0])) {
			printGroupUsage(e.stderr, c)
			if len(rest) == 0 {
				return fmt.Errorf("%s: give a subcommand: %s", c.name, strings.Join(c.subs, ", "))
			}
			return nil
		}
		err := c.run(ctx, e, rest)
		if errors.Is(err, flag.ErrHelp) {
			return nil // the flag set printed the command's usage
		}
		return err
	}
	usage(e.stderr)
	return fmt.Errorf("unknown command %q", args[0])
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: burrow <command> [flags]\n\ncommands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.usage)
	}
	fmt.Fprintln(w, "\nRun 'burrow <command> -h' for the flags, arguments and an example of a command.")
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
