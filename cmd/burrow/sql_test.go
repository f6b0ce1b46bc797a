package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store"
)

// sqlFixture creates a SQLite database with a project holding three events
// and another project holding one, and returns its URL and the first id.
func sqlFixture(t *testing.T) (string, int64) {
	t.Helper()
	ctx := context.Background()
	url := "sqlite:" + filepath.Join(t.TempDir(), "burrow.db")
	db, err := openDB(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	a, err := store.CreateProject(ctx, db.Bun, "A")
	if err != nil {
		t.Fatal(err)
	}
	b, err := store.CreateProject(ctx, db.Bun, "B")
	if err != nil {
		t.Fatal(err)
	}
	base := time.Date(2026, 1, 5, 10, 0, 0, 0, time.UTC)
	for i, ev := range []store.Event{
		{TeamID: a.ID, Event: "$pageview", DistinctID: "d1", Properties: json.RawMessage(`{"$browser":"Chrome"}`)},
		{TeamID: a.ID, Event: "$pageview", DistinctID: "d2", Properties: json.RawMessage(`{"$browser":"Firefox, \"beta\""}`)},
		{TeamID: a.ID, Event: "signup", DistinctID: "d1", Properties: json.RawMessage(`{}`)},
		{TeamID: b.ID, Event: "secret", DistinctID: "x", Properties: json.RawMessage(`{}`)},
	} {
		ev.UUID = "00000000-0000-4000-8000-00000000000" + strconv.Itoa(i)
		ev.Timestamp = base.Add(time.Duration(i) * time.Hour)
		ev.CreatedAt = ev.Timestamp
		if _, err := db.Bun.NewInsert().Model(&ev).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	return url, a.ID
}

func TestSQLCommand(t *testing.T) {
	t.Parallel()
	url, project := sqlFixture(t)
	id := strconv.FormatInt(project, 10)

	out, err := runCLI(t, "sql", "--project", id, "--db", url, "--format", "json",
		"SELECT event, count() AS c, min(timestamp) FROM events GROUP BY event ORDER BY c DESC")
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Columns []string `json:"columns"`
		Types   []string `json:"types"`
		Results [][]any  `json:"results"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("json output %q: %v", out, err)
	}
	want := `{"columns":["event","c","min(timestamp)"],"types":["String","UInt64","Nullable(DateTime)"],"results":[["$pageview",2,"2026-01-05T10:00:00Z"],["signup",1,"2026-01-05T12:00:00Z"]]}` + "\n"
	if out != want {
		t.Fatalf("json output\n got %s\nwant %s", out, want)
	}

	out, err = runCLI(t, "sql", "--project", id, "--db", url, "--format", "csv",
		"SELECT distinct_id, properties.$browser AS browser FROM events ORDER BY timestamp")
	if err != nil {
		t.Fatal(err)
	}
	if want := "distinct_id,browser\nd1,Chrome\nd2,\"Firefox, \"\"beta\"\"\"\nd1,\n"; out != want {
		t.Fatalf("csv output %q, want %q", out, want)
	}

	// The statement may be split over several arguments; table is the default.
	out, err = runCLI(t, "sql", "--project", id, "--db", url, "SELECT", "event, properties.$browser", "FROM events ORDER BY timestamp")
	if err != nil {
		t.Fatal(err)
	}
	wantTable := "" +
		"event     | properties.$browser\n" +
		"----------+--------------------\n" +
		"$pageview | Chrome\n" +
		"$pageview | Firefox, \"beta\"\n" +
		"signup    | NULL\n" +
		"(3 rows)\n"
	if out != wantTable {
		t.Fatalf("table output\n%s\nwant\n%s", out, wantTable)
	}

	// The other project's event is not visible.
	out, err = runCLI(t, "sql", "--project", id, "--db", url, "--format", "json", "SELECT count() FROM events WHERE event = 'secret'")
	if err != nil || !strings.Contains(out, `"results":[[0]]`) {
		t.Fatalf("isolation: %q, %v", out, err)
	}

	// The database URL can come from the environment.
	var stdout, stderr bytes.Buffer
	e := env{stdout: &stdout, stderr: &stderr, logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		getenv: func(k string) string {
			if k == "BURROW_DATABASE_URL" {
				return url
			}
			return ""
		}}
	if err := run(context.Background(), e, []string{"sql", "--project", id, "--format", "csv", "SELECT 1 AS one"}); err != nil || stdout.String() != "one\n1\n" {
		t.Fatalf("env database: %q, %v", stdout.String(), err)
	}

	// A statement may start with a comment, and come after or before flags.
	out, err = runCLI(t, "sql", "--project", id, "-- how many events?\nSELECT count() AS n FROM events", "--db", url, "--format", "csv")
	if err != nil || out != "n\n3\n" {
		t.Fatalf("comment first: %q, %v", out, err)
	}
	// "--" ends the flags: what follows is the statement, on one line or
	// several, even when it looks like a flag.
	out, err = runCLI(t, "sql", "--project", id, "--db", url, "--format", "csv", "--", "SELECT count() AS n\nFROM events")
	if err != nil || out != "n\n3\n" {
		t.Fatalf("after --: %q, %v", out, err)
	}
	out, err = runCLI(t, "sql", "--project", id, "--db", url, "--format", "csv", "--", "SELECT", "-1", "AS", "n")
	if err != nil || out != "n\n-1\n" {
		t.Fatalf("after --, a word like a flag: %q, %v", out, err)
	}
	// From a file, and from standard input.
	path := filepath.Join(t.TempDir(), "q.sql")
	if err := os.WriteFile(path, []byte("-- from a file\nSELECT count() AS n FROM events;\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	out, err = runCLI(t, "sql", "--project", id, "--db", url, "--format", "csv", "--file", path)
	if err != nil || out != "n\n3\n" {
		t.Fatalf("--file: %q, %v", out, err)
	}
	stdout.Reset()
	e.stdin = strings.NewReader("SELECT 2 AS two")
	if err := run(context.Background(), e, []string{"sql", "--project", id, "--format", "csv", "-"}); err != nil || stdout.String() != "two\n2\n" {
		t.Fatalf("stdin: %q, %v", stdout.String(), err)
	}

	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"sql", "--project", id, "--db", url, "--file", "/nonexistent/q.sql"}, "no such file"},
		{[]string{"sql", "--project", id, "--db", url, "--file", path, "SELECT 1"}, "not both"},
		{[]string{"sql", "--db", url, "SELECT 1"}, "--project is required"},
		{[]string{"sql", "--project", id, "--db", url}, "give the statement"},
		{[]string{"sql", "--project", id, "--db", url, "--format", "xml", "SELECT 1"}, "unknown --format"},
		{[]string{"sql", "--project", "999", "--db", url, "SELECT 1"}, "project 999 not found"},
		{[]string{"sql", "--project", id, "--db", url, "SELECT count( FROM events"}, "Syntax error: unexpected keyword FROM, expected an expression at line 1, column 15"},
		{[]string{"sql", "--project", id, "--db", url, "SELECT team_id FROM events"}, "unknown column team_id at line 1, column 8"},
		{[]string{"sql", "--project", id, "--db", url, "DELETE FROM events"}, "only SELECT"},
	} {
		_, err := runCLI(t, tc.args...)
		if err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("burrow %v: err = %v, want it to mention %q", tc.args, err, tc.msg)
		}
	}
}
