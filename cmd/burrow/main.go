// Command burrow runs the Burrow analytics read API and its admin tools.
//
// Every command, its synopsis and its help are one row of the table in
// commands.go: `burrow -h` lists them, `burrow <command> -h` prints a
// command's flags, arguments and an example, and README.md's command table
// is generated from the same rows.
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
	_ "time/tzdata" // projects' timezones on machines without a zoneinfo database

	"github.com/burrow-analytics/burrow/clickhouse/chdb"
)

// env is what a subcommand may touch of the process: no globals.
type env struct {
	stdin  io.Reader // nil: no input
	stdout io.Writer
	stderr io.Writer
	getenv func(string) string
	logger *slog.Logger
}

func main() {
	// A local ClickHouse server (--analytics chdb:DIR) is this binary
	// started again; it never returns from here.
	chdb.RunChildIfRequested()
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
		if len(c.subs) > 0 {
			if len(rest) == 0 || isHelp(rest[0]) {
				printGroupUsage(e.stderr, c)
				if len(rest) == 0 {
					return fmt.Errorf("%s: give a subcommand: %s", c.name, c.subNames())
				}
				return nil
			}
			sub, ok := lookupCommand(c.name + " " + rest[0])
			if !ok {
				printGroupUsage(e.stderr, c)
				return fmt.Errorf("%s: unknown subcommand %q (want %s)", c.name, rest[0], c.subNames())
			}
			c, rest = sub, rest[1:]
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
		summary := c.summary
		if len(c.subs) > 0 {
			summary += ": " + c.subNames()
		}
		fmt.Fprintf(w, "  %-8s %s\n", c.name, summary)
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
