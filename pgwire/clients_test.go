package pgwire_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/pgwire"
	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/service"
)

// The real clients (psql, node-postgres, psycopg2 and SQLAlchemy, JDBC)
// connect to a seeded server on each test database. Outside CI a missing
// client skips its test with a message; with CI=true it fails.

// need returns the path of a client's program, or skips (fails in CI).
func need(t *testing.T, program, why string) string {
	t.Helper()
	path, err := exec.LookPath(program)
	if err == nil {
		return path
	}
	if os.Getenv("CI") == "true" {
		t.Fatalf("%s is not installed: CI must run the %s test (%s)", program, why, err)
	}
	t.Skipf("%s is not installed: skipping the %s test", program, why)
	return ""
}

// clientStatement is the statement every client runs and compares with REST.
const clientStatement = "SELECT distinct_id, count() AS n FROM events GROUP BY distinct_id ORDER BY distinct_id LIMIT 10"

// streamStatement answers 90,000 rows over 300 events: past the default
// LIMIT and the 50,000-row cut of a query result.
const streamStatement = "SELECT a.uuid, a.timestamp FROM events a CROSS JOIN events b"

// clientEnv is a seeded server and the keys and projects a client test uses.
type clientEnv struct {
	w                    *wire
	key, scoped, revoked string
	project, other       int64
	want                 [][]any // REST's answer to clientStatement
}

// clientQueryConfig is the test servers' query settings with room for the
// clients' streamed cross join (90,000 rows, each client buffering them):
// under the race detector on a loaded 2-core machine it has taken longer
// than servertest's 30 s statement timeout. No client test waits on the
// timeout (cancel is sent by the client).
func clientQueryConfig() service.QueryConfig {
	cfg := servertest.QueryConfig()
	cfg.StatementTimeout = 5 * time.Minute
	return cfg
}

func newClientEnv(t *testing.T, env *servertest.Env) *clientEnv {
	t.Helper()
	env.AddEvents(t, env.Project.ID, 300)
	other := env.NewProject(t, "other")
	revoked, k, err := auth.IssueKey(context.Background(), env.DB.Bun, auth.NewKeyRequest{Email: "r@example.com", Scopes: []string{"*"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.Svc.Auth.Revoke(context.Background(), strconv.FormatInt(k.ID, 10)); err != nil {
		t.Fatal(err)
	}
	return &clientEnv{
		w: startWire(t, env, pgwire.Config{}), key: env.Key, revoked: revoked,
		scoped:  env.NewKey(t, []string{"query:read"}, []int64{env.Project.ID}),
		project: env.Project.ID, other: other.ID,
		want: restRows(t, env, clientStatement),
	}
}

// environ is what the client scripts read.
func (c *clientEnv) environ() []string {
	host, port, _ := strings.Cut(c.w.addr, ":")
	return append(os.Environ(),
		"PGW_HOST="+host, "PGW_PORT="+port, "PGW_KEY="+c.key, "PGW_SCOPED_KEY="+c.scoped, "PGW_REVOKED_KEY="+c.revoked,
		"PGW_PROJECT="+strconv.FormatInt(c.project, 10), "PGW_OTHER_PROJECT="+strconv.FormatInt(c.other, 10),
		"PGW_STATEMENT="+clientStatement, "PGW_SLOW="+servertest.SlowQuerySQL,
		"PGW_STREAM="+streamStatement)
}

// clientReport is what a client script prints, as JSON.
type clientReport struct {
	Tables   []string `json:"tables"`
	Columns  []string `json:"columns"` // of events
	Rows     [][]any  `json:"rows"`    // of clientStatement
	Streamed int      `json:"streamed"`
	Cancel   string   `json:"cancel"`  // SQLSTATE of the cancelled statement
	BadKey   string   `json:"bad_key"` // SQLSTATEs of the refused connections
	Foreign  string   `json:"foreign"`
	Revoked  string   `json:"revoked"`
}

// check compares a client's report with what Burrow must answer.
func (c *clientEnv) check(t *testing.T, out []byte) {
	t.Helper()
	var r clientReport
	if err := json.Unmarshal(out, &r); err != nil {
		t.Fatalf("client output is not a report (%v):\n%s", err, out)
	}
	if !contains(r.Tables, "events") || !contains(r.Tables, "persons") || !contains(r.Tables, "sessions") {
		t.Errorf("tables %v", r.Tables)
	}
	if !contains(r.Columns, "event") || !contains(r.Columns, "timestamp") || !contains(r.Columns, "properties") {
		t.Errorf("columns of events %v", r.Columns)
	}
	if !reflect.DeepEqual(r.Rows, c.want) {
		t.Errorf("rows %v, REST answers %v", r.Rows, c.want)
	}
	if r.Streamed != 300*300 {
		t.Errorf("streamed %d rows, want %d", r.Streamed, 300*300)
	}
	for name, got := range map[string][2]string{
		"cancel": {r.Cancel, "57014"}, "bad key": {r.BadKey, "28P01"}, "foreign project": {r.Foreign, "3D000"}, "revoked key": {r.Revoked, "28P01"},
	} {
		if got[0] != got[1] {
			t.Errorf("%s: SQLSTATE %q, want %s", name, got[0], got[1])
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// run runs a client program with the environment and a time bound.
func (c *clientEnv) run(t *testing.T, dir, program string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, program, args...)
	cmd.Dir, cmd.Env = dir, c.environ()
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %v: %v\n%s\n%s", program, args, err, out, stderr.String())
	}
	return out
}

func TestPsql(t *testing.T) {
	psql := need(t, "psql", "psql client")
	servertest.EachQuery(t, clientQueryConfig(), func(t *testing.T, env *servertest.Env) {
		c := newClientEnv(t, env)
		url := c.w.url(c.key, strconv.FormatInt(c.project, 10))
		run := func(args ...string) (string, error) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			out, err := exec.CommandContext(ctx, psql, append([]string{"-X", "-v", "ON_ERROR_STOP=1"}, args...)...).CombinedOutput()
			return string(out), err
		}
		out, err := run(url, "-c", `\dt`, "-c", `\d events`)
		if err != nil || !strings.Contains(out, "public | events") || !strings.Contains(out, `Table "public.events"`) ||
			!strings.Contains(out, "timestamptz") || !strings.Contains(out, "| json ") {
			t.Errorf("\\dt, \\d events: %v\n%s", err, out)
		}
		// Rows as JSON arrays, compared with REST's.
		out, err = run(url, "-A", "-t", "-F", ",", "-c", clientStatement)
		if err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		var rows [][]any
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			id, n, _ := strings.Cut(line, ",")
			f, _ := strconv.ParseFloat(n, 64)
			rows = append(rows, []any{id, f})
		}
		if !reflect.DeepEqual(rows, c.want) {
			t.Errorf("psql rows %v, REST %v", rows, c.want)
		}
		out, err = run(url, "-A", "-t", "-c", streamStatement)
		if n := strings.Count(out, "\n"); err != nil || n != 90000 {
			t.Errorf("streamed %d lines: %v", n, err)
		}
		// psql's Ctrl-C sends a cancel request.
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, psql, "-X", url, "-c", servertest.SlowQuerySQL)
		var buf strings.Builder
		cmd.Stdout, cmd.Stderr = &buf, &buf
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
	signal:
		for {
			select {
			case <-done:
				break signal
			case <-time.After(200 * time.Millisecond):
				// Once the statement runs: psql interrupted while it
				// connects exits without a word (seen under load, when
				// an open connection was the sign).
				if c.w.srv.Running() > 0 {
					cmd.Process.Signal(os.Interrupt)
				}
			}
		}
		if !strings.Contains(buf.String(), "canceling statement due to user request") {
			t.Errorf("Ctrl-C: %s", buf.String())
		}
		for name, tc := range map[string]struct{ url, want string }{
			"bad key":         {c.w.url("phx_wrong", strconv.FormatInt(c.project, 10)), "password authentication failed"},
			"foreign project": {c.w.url(c.scoped, strconv.FormatInt(c.other, 10)), "database does not exist"},
			"revoked key":     {c.w.url(c.revoked, strconv.FormatInt(c.project, 10)), "password authentication failed"},
		} {
			out, err := run(tc.url, "-c", "SELECT 1")
			if err == nil || !strings.Contains(out, tc.want) {
				t.Errorf("%s: %v %s", name, err, out)
			}
		}
	})
}

func TestPsycopg2AndSQLAlchemy(t *testing.T) {
	// Debian's python3-psycopg2 and python3-sqlalchemy live in its own
	// interpreter, not in a pyenv python first on PATH.
	python := "/usr/bin/python3"
	if err := exec.Command(python, "-c", "import psycopg2, sqlalchemy").Run(); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s cannot import psycopg2 and sqlalchemy (apt-get install python3-psycopg2 python3-sqlalchemy): %v", python, err)
		}
		t.Skipf("%s cannot import psycopg2 and sqlalchemy: skipping the psycopg2/SQLAlchemy test", python)
	}
	servertest.EachQuery(t, clientQueryConfig(), func(t *testing.T, env *servertest.Env) {
		c := newClientEnv(t, env)
		c.check(t, c.run(t, "testdata/python", python, "client.py"))
	})
}

func TestNodePostgres(t *testing.T) {
	node := need(t, "node", "node-postgres client")
	const dir = "testdata/nodeclient"
	if _, err := os.Stat(dir + "/node_modules/pg/package.json"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s/node_modules is missing: run `npm ci` in pgwire/%s", dir, dir)
		}
		t.Skipf("%s/node_modules is missing (run `npm ci` there): skipping the node-postgres test", dir)
	}
	servertest.EachQuery(t, clientQueryConfig(), func(t *testing.T, env *servertest.Env) {
		c := newClientEnv(t, env)
		c.check(t, c.run(t, dir, node, "client.mjs"))
	})
}

// jdbcJar is Debian's libpostgresql-jdbc-java.
const jdbcJar = "/usr/share/java/postgresql.jar"

func TestJDBC(t *testing.T) {
	java := need(t, "java", "JDBC client")
	if _, err := os.Stat(jdbcJar); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is missing (apt-get install libpostgresql-jdbc-java): %v", jdbcJar, err)
		}
		t.Skipf("%s is missing: skipping the JDBC test", jdbcJar)
	}
	servertest.EachQuery(t, clientQueryConfig(), func(t *testing.T, env *servertest.Env) {
		c := newClientEnv(t, env)
		c.check(t, c.run(t, "testdata/jdbc", java, "-cp", jdbcJar, "Client.java"))
	})
}
