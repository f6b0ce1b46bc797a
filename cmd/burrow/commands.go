package main

import (
	"context"
	"strings"
)

// command is one row of the command table: a command, a group of
// subcommands (project, apikey) or one subcommand of a group.
//
// The table is the only list of Burrow's commands: `burrow -h`, a group's
// -h, every command's -h header and README.md's command table
// (TestREADMECommandTable; rewrite it with `go test ./cmd/burrow -run
// TestREADMECommandTable -update`) are made from it. A new command is a new
// row; a new flag is registered on the command's flag set and, when it
// belongs in the one-line synopsis, added to the synopsis field.
type command struct {
	// name is the word typed after `burrow` (after the group's word for a
	// subcommand).
	name string
	// summary is one line in lower case for `burrow -h` and a group's list.
	// A group's summary is followed there by its subcommands' names.
	summary string
	// synopsis is what follows `burrow <name>` on the usage line: flags and
	// arguments, "" for none. Every --flag in it must be one of the
	// command's flags (TestSynopsisFlagsExist). Unused for a group.
	synopsis string
	// about says what the command does: the paragraph under the usage line
	// of -h and the second column of README.md's table. It is Markdown kept
	// simple: `code` (printed without the backticks by -h), [text](path)
	// and [text](#readme-heading) links.
	about string
	// args lists positional arguments, one "NAME  meaning" per line; "" for
	// none.
	args string
	// example holds one or more example command lines.
	example string
	// run runs the command with the arguments after its name; nil for a
	// group, whose subcommands run instead.
	run  func(ctx context.Context, e env, args []string) error
	subs []command
}

// commands returns the command table in the order `burrow -h` and the
// README list it.
func commands() []command {
	return []command{
		{
			name:     "serve",
			summary:  "run the HTTP API (REST, GraphQL, playground, metrics)",
			synopsis: "[--db URL] [--analytics URL] [--addr HOST:PORT] [--demo] [--demo-events N] [--shutdown-grace D]",
			about: "Migrates the database, then serves `/api/…`, `/graphql`, the GraphiQL playground at `/`, the SQL console " +
				"at `/console`, `/healthz` (process up), `/readyz` (database reachable; with `--analytics`, the engine's state as `analytics`) and " +
				"`/metrics` (Prometheus). " +
				"Default address `127.0.0.1:8000`. An unreachable analytics engine does not stop it: SQL and insights answer " +
				"503 until the engine answers. `--demo` on an empty database seeds a demo project (`--demo-events`, " +
				"default 20000) and creates a key with all scopes. Stops gracefully on SIGINT/SIGTERM: requests in " +
				"flight get `--shutdown-grace` (15s) to finish (see [Queries](#queries), \"Replicas and failures\"). " +
				"Operational flags: see [Operating Burrow](#operating-burrow).",
			example: "burrow serve --demo\n" +
				"burrow serve --db postgres://postgres@127.0.0.1:5432/burrow --addr 0.0.0.0:8000 --rate-queries 120/h --log-format json",
			run: runServe,
		},
		{
			name:     "migrate",
			summary:  "apply database migrations",
			synopsis: "[--db URL] [--analytics URL]",
			about: "Applies the database migrations that have not run yet, and those of the analytics engine the store " +
				"records. With `--analytics` it binds the store to that engine (every command on the store then uses it) and " +
				"copies the store there: its events in batches (run again, it resumes after the last batch copied) and its " +
				"persons, distinct ids, recordings and plugin log entries (see `--analytics` below).",
			example: "burrow migrate --db postgres://postgres@127.0.0.1:5432/burrow?sslmode=disable",
			run:     runMigrate,
		},
		{
			name:    "project",
			summary: "manage projects",
			subs: []command{
				{
					name:     "create",
					summary:  "create a project and print its id",
					synopsis: "--name NAME [--timezone ZONE] [--db URL]",
					about: "Creates a project and prints its id alone. `--timezone` (default UTC) is an IANA zone name: " +
						"insights bucket their days, weeks and months in it.",
					example: `burrow project create --name "My product" --timezone Europe/Paris`,
					run:     runProjectCreate,
				},
				{
					name:     "update",
					summary:  "rename a project or change its timezone",
					synopsis: "--project ID [--name NAME] [--timezone ZONE] [--db URL]",
					about: "Sets a project's name and/or timezone (an IANA zone name) and prints id, name and timezone. " +
						"Insights asked after the change bucket in the new zone; running servers see it within 2 seconds " +
						"(their project cache) and cached results, keyed by the zone, are not reused.",
					example: "burrow project update --project 1 --timezone America/New_York",
					run:     runProjectUpdate,
				},
				{
					name:     "list",
					summary:  "list the projects",
					synopsis: "[--db URL] [--format table|json]",
					about:    "Lists the projects: id, name, created_at, timezone.",
					example:  "burrow project list --format json",
					run:      runProjectList,
				},
			},
		},
		{
			name:    "apikey",
			summary: "manage personal API keys",
			subs: []command{
				{
					name:     "create",
					summary:  "issue a personal API key and print it",
					synopsis: "--scopes LIST [--projects IDS] [--label L] [--email E] [--db URL]",
					about: "Issues a personal API key and prints it alone (only its hash is stored). `LIST` is " +
						"comma-separated (`*` for all); `--projects` restricts the key to those project ids.",
					example: "burrow apikey create --scopes query:read,person:read --projects 1 --label dashboards",
					run:     runAPIKeyCreate,
				},
				{
					name:     "list",
					summary:  "list the keys, masked",
					synopsis: "[--db URL]",
					about: "Lists every key, masked (`phx_...abcd`; the secret is never stored), with its owner, scopes, " +
						"projects, last use and revocation time.",
					example: "burrow apikey list --db postgres://postgres@127.0.0.1:5432/burrow",
					run:     runAPIKeyList,
				},
				{
					name:     "revoke",
					summary:  "revoke a key by its id or mask",
					synopsis: "[--db URL] ID|MASK",
					about: "Revokes a key (kept for audit with `revoked_at`): it answers 401 at once, and its open GraphQL " +
						"websockets close with 4401. Replicas sharing PostgreSQL hear of it at once (LISTEN/NOTIFY on " +
						"`burrow_auth`); a server on SQLite reads the keys' version before every request, so the next request " +
						"of the key fails there too, and every server polls the version each second, closing the key's sockets.",
					args:    "ID|MASK  the key's id or its mask (phx_...abcd) as apikey list shows it",
					example: "burrow apikey revoke 3\nburrow apikey revoke 'phx_...Wx3d' --db postgres://burrow@db/burrow",
					run:     runAPIKeyRevoke,
				},
			},
		},
		{
			name:     "seed",
			summary:  "write a deterministic demo dataset into a project",
			synopsis: "--project ID [--persons N] [--events N] [--seed S] [--now DATE] [--db URL] [--analytics URL]",
			about: "Writes a deterministic, realistic demo dataset into an empty project: 30 days of events ending at " +
				"`--now` (default: today, midnight UTC), persons, recordings, plugin logs; the same seed and `--now` " +
				"give identical rows.",
			example: "burrow seed --project 1 --persons 200 --events 20000 --now 2025-06-01",
			run:     runSeed,
		},
		{
			name:     "import",
			summary:  "load NDJSON files of events, persons, recordings and log entries",
			synopsis: "--project ID [--skip-invalid] [--db URL] [--analytics URL] FILE...",
			about: "Loads NDJSON files of events, persons, recordings and plugin log entries (format: " +
				"[Importing data (NDJSON)](#importing-data-ndjson)), one transaction per file: a file with a bad line " +
				"imports nothing unless `--skip-invalid` is given.",
			args:    "FILE...  one or more NDJSON files (flags may come before or after them)",
			example: "burrow import --project 1 events.ndjson persons.ndjson",
			run:     runImport,
		},
		{
			name:     "sql",
			summary:  "run a SQL statement against a project",
			synopsis: `--project ID [--db URL] [--analytics URL] [--format table|json|csv] [--timeout D] [--file PATH] ["SELECT ..." | -]`,
			about: "Runs a HogQL statement (see [docs/sql.md](docs/sql.md)) against a project and prints the rows; the " +
				"statement may start with a `--` comment, and is read from `--file` or standard input (`-`, or piped " +
				"input) when not given as an argument.",
			args:    "STATEMENT  the SELECT statement (several arguments are joined with spaces)",
			example: `burrow sql --project 1 --format csv "SELECT event, count() FROM events GROUP BY event"`,
			run:     runSQL,
		},
		{
			name:    "version",
			summary: "print the version and build information",
			about: "Prints the version, the commit it was built from and the Go version (from the binary's build " +
				"information).",
			example: "burrow version",
			run:     runVersion,
		},
	}
}

// lookupCommand returns the row of path: a command's name, or a group's and
// a subcommand's separated by a space ("project create").
func lookupCommand(path string) (command, bool) {
	group, sub, isSub := strings.Cut(path, " ")
	for _, c := range commands() {
		if c.name != group {
			continue
		}
		if !isSub {
			return c, true
		}
		for _, s := range c.subs {
			if s.name == sub {
				return s, true
			}
		}
	}
	return command{}, false
}

// subNames lists a group's subcommands: "create, list".
func (c command) subNames() string {
	names := make([]string, len(c.subs))
	for i, s := range c.subs {
		names[i] = s.name
	}
	return strings.Join(names, ", ")
}

// usageLine is the usage line of path: "burrow seed --project ID …".
func usageLine(path string, c command) string {
	if c.synopsis == "" {
		return "burrow " + path
	}
	return "burrow " + path + " " + c.synopsis
}
