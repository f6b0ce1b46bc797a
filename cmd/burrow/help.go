package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

// usageDoc is the help of one command: `burrow <command> -h` prints it with
// the command's flags, and exits 0.
type usageDoc struct {
	synopsis string // the command line, e.g. "burrow seed --project ID [flags]"
	about    string // what it does, a sentence or two
	args     string // positional arguments, one "NAME  meaning" per line; "" for none
	example  string // one or more example command lines
}

// usageDocs returns the help of every flag set, by the name given to
// newFlagSet. A command without an entry fails TestEveryCommandHelp.
func usageDocs() map[string]usageDoc {
	return map[string]usageDoc{
		"serve": {
			synopsis: "burrow serve [flags]",
			about: "Migrates the database, then serves /api/…, /graphql, the playground at /, /healthz, /readyz\n" +
				"and /metrics until SIGINT or SIGTERM.",
			example: "burrow serve --demo\n" +
				"burrow serve --db postgres://postgres@127.0.0.1:5432/burrow --addr 0.0.0.0:8000 --rate-queries 120/h --log-format json",
		},
		"migrate": {
			synopsis: "burrow migrate [--db URL]",
			about:    "Applies the database migrations that have not run yet.",
			example:  "burrow migrate --db postgres://postgres@127.0.0.1:5432/burrow?sslmode=disable",
		},
		"project create": {
			synopsis: "burrow project create --name NAME [--db URL]",
			about:    "Creates a project and prints its id alone.",
			example:  `burrow project create --name "My product"`,
		},
		"project list": {
			synopsis: "burrow project list [--db URL] [--format table|json]",
			about:    "Lists the projects: id, name, created_at, timezone.",
			example:  "burrow project list --format json",
		},
		"apikey create": {
			synopsis: "burrow apikey create --scopes LIST [--projects IDS] [--label L] [--email E] [--db URL]",
			about:    "Issues a personal API key and prints it alone (only its hash is stored).",
			example:  "burrow apikey create --scopes query:read,person:read --projects 1 --label dashboards",
		},
		"apikey list": {
			synopsis: "burrow apikey list [--db URL]",
			about:    "Lists every key, masked, with its owner, scopes, projects, last use and revocation time.",
			example:  "burrow apikey list --db postgres://postgres@127.0.0.1:5432/burrow",
		},
		"apikey revoke": {
			synopsis: "burrow apikey revoke [--db URL] ID|MASK",
			about:    "Revokes a key: it answers 401 at once and its open GraphQL websockets close with 4401.",
			args:     "ID|MASK  the key's id or its mask (phx_...abcd) as apikey list shows it",
			example:  "burrow apikey revoke 3\nburrow apikey revoke 'phx_...Wx3d' --db postgres://burrow@db/burrow",
		},
		"seed": {
			synopsis: "burrow seed --project ID [flags]",
			about:    "Writes a deterministic demo dataset (persons, 30 days of events, recordings, plugin logs) into an empty project.",
			example:  "burrow seed --project 1 --persons 200 --events 20000 --now 2025-06-01",
		},
		"import": {
			synopsis: "burrow import --project ID [--skip-invalid] [--db URL] FILE...",
			about:    "Loads NDJSON files of events, persons, recordings and plugin log entries, one transaction per file.",
			args:     "FILE...  one or more NDJSON files (flags may come before or after them)",
			example:  "burrow import --project 1 events.ndjson persons.ndjson",
		},
		"sql": {
			synopsis: `burrow sql --project ID [--db URL] [--format table|json|csv] [--timeout D] "SELECT ..."`,
			about:    "Runs one statement of Burrow's SQL dialect against a project and prints the rows.",
			args:     "STATEMENT  the SELECT statement (several arguments are joined with spaces)",
			example:  `burrow sql --project 1 --format csv "SELECT event, count() FROM events GROUP BY event"`,
		},
		"version": {
			synopsis: "burrow version",
			about:    "Prints the version, commit and Go version the binary was built from.",
			example:  "burrow version",
		},
	}
}

// newFlagSet returns a FlagSet that reports errors instead of exiting and
// whose -h prints the command's usageDoc with its flags.
func newFlagSet(e env, name string) *flag.FlagSet {
	fs := flag.NewFlagSet("burrow "+name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() { printUsage(fs.Output(), fs, usageDocs()[name]) }
	return fs
}

func printUsage(w io.Writer, fs *flag.FlagSet, doc usageDoc) {
	synopsis := doc.synopsis
	if synopsis == "" {
		synopsis = fs.Name() + " [flags]"
	}
	fmt.Fprintf(w, "usage: %s\n", synopsis)
	if doc.about != "" {
		fmt.Fprintf(w, "\n%s\n", doc.about)
	}
	fmt.Fprintln(w, "\nflags:")
	fs.PrintDefaults()
	if doc.args != "" {
		fmt.Fprintf(w, "\narguments:\n%s\n", indent(doc.args))
	}
	if doc.example != "" {
		fmt.Fprintf(w, "\nexample:\n%s\n", indent(doc.example))
	}
}

func indent(s string) string {
	return "  " + strings.ReplaceAll(s, "\n", "\n  ")
}

// noArgs refuses positional arguments for commands that take none.
func noArgs(fs *flag.FlagSet) error {
	if fs.NArg() > 0 {
		return fmt.Errorf("%s: unexpected argument %q (see -h)", strings.TrimPrefix(fs.Name(), "burrow "), fs.Arg(0))
	}
	return nil
}

// isHelp reports whether arg asks for help.
func isHelp(arg string) bool {
	return arg == "-h" || arg == "--help" || arg == "-help" || arg == "help"
}

// printGroupUsage prints the subcommands of a command group such as
// `burrow project`.
func printGroupUsage(w io.Writer, c command) {
	fmt.Fprintf(w, "usage: burrow %s <subcommand> [flags]\n\n%s\n\nsubcommands:\n", c.name, c.usage)
	for _, sub := range c.subs {
		doc := usageDocs()[c.name+" "+sub]
		fmt.Fprintf(w, "  %-8s %s\n", sub, doc.about)
	}
	fmt.Fprintf(w, "\nRun 'burrow %s <subcommand> -h' for its flags and an example.\n", c.name)
	if len(c.subs) > 0 {
		if doc := usageDocs()[c.name+" "+c.subs[0]]; doc.example != "" {
			fmt.Fprintf(w, "\nexample:\n%s\n", indent(doc.example))
		}
	}
}
