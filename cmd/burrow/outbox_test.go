package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/clickhouse/clickhousetest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestStoreFeedsItsEngine: an unbound store records no outbox rows;
// `migrate --analytics` binds the store to an engine and copies it there;
// then an import without --analytics reaches that engine (a $set shows), a
// command naming another engine is refused with both named (passwords
// masked), and serve, without --analytics, drains a person deleted through
// REST to the engine within seconds.
func TestStoreFeedsItsEngine(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			url := target.URL(t)
			engineURL, c := engineDatabase(t)
			pid := createProjectCLI(t, url)
			db := storetest.Open(t, url)

			importNDJSON(t, url, pid, `{"type":"person","distinct_ids":["ada"],"properties":{"plan":"free"}}`)
			if n, err := store.OutboxLen(ctx, db.Bun); err != nil || n != 0 {
				t.Fatalf("a store without an engine holds %d outbox rows (%v), want 0", n, err)
			}

			if _, err := runCLI(t, "migrate", "--db", url, "--analytics", engineURL); err != nil {
				t.Fatal(err)
			}
			if got, err := store.BoundAnalyticsEngine(ctx, db.Bun); err != nil || got != engineURL {
				t.Fatalf("the store records the engine %q (%v), want %q", got, err, engineURL)
			}
			enginePersons(t, c, pid, "ada:free")

			importNDJSON(t, url, pid,
				`{"type":"event","event":"$pageview","distinct_id":"ada","timestamp":"2025-05-02T10:00:00Z","properties":{"$set":{"plan":"pro"}}}`,
				`{"type":"person","distinct_ids":["bob"],"properties":{"plan":"free"}}`)
			enginePersons(t, c, pid, "ada:pro bob:free")
			if got := sqlJSON(t, "--project", pid, "--db", url, "SELECT count() FROM events"); got != "[[1]]" {
				t.Errorf("sql without --analytics counts %s events on the store's engine, want [[1]]", got)
			}
			if n, err := store.OutboxLen(ctx, db.Bun); err != nil || n != 0 {
				t.Fatalf("%d outbox rows left after the import (%v)", n, err)
			}

			const other = "clickhouse://bob:secret@127.0.0.1:1/other"
			recorded, _ := clickhouse.ParseURL(engineURL)
			for _, args := range [][]string{
				{"import", "--project", pid, emptyFile(t)}, {"seed", "--project", pid}, {"sql", "--project", pid, "SELECT 1"},
				{"serve", "--addr", "127.0.0.1:0"},
			} {
				_, err := runCLI(t, append(args, "--db", url, "--analytics", other)...)
				if err == nil || !strings.Contains(err.Error(), "clickhouse://bob:xxxxx@127.0.0.1:1/other") ||
					!strings.Contains(err.Error(), recorded.String()) || !strings.Contains(err.Error(), "burrow migrate") ||
					strings.Contains(err.Error(), "secret") {
					t.Errorf("%s --analytics %s on a store bound to %s: %v; want a refusal naming both, the password masked, and migrate",
						args[0], other, engineURL, err)
				}
			}

			base := startServe(t, "--db", url)
			key, err := runCLI(t, "apikey", "create", "--scopes", "*", "--db", url)
			if err != nil {
				t.Fatal(err)
			}
			var bob store.Person
			if err := db.Bun.NewSelect().Model(&bob).Where("id = (SELECT person_id FROM person_distinct_ids WHERE distinct_id = 'bob')").Scan(ctx); err != nil {
				t.Fatal(err)
			}
			req, _ := http.NewRequest(http.MethodDelete, fmt.Sprintf("%s/api/environments/%s/persons/%s/", base, pid, bob.UUID), nil)
			req.Header.Set("Authorization", "Bearer "+strings.TrimSpace(key))
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusNoContent {
				t.Fatalf("DELETE person: %d", resp.StatusCode)
			}
			// serve's drain loop runs every second: poll, without a bound
			// on the time but the test's deadline of 30 s.
			for deadline := time.Now().Add(30 * time.Second); persons(t, c, pid) != "ada:pro"; time.Sleep(100 * time.Millisecond) {
				if time.Now().After(deadline) {
					t.Fatalf("the engine still holds %q 30 s after the deletion", persons(t, c, pid))
				}
			}
			if got := sqlJSON(t, "--project", pid, "--db", url, "SELECT count() FROM persons"); got != "[[1]]" {
				t.Errorf("SELECT count() FROM persons on the engine: %s, want [[1]]", got)
			}
		})
	}
}

// engineDatabase makes a database of its own on the test binary's local
// ClickHouse and returns its URL and a client of it.
func engineDatabase(t *testing.T) (string, *clickhouse.Client) {
	t.Helper()
	return clickhousetest.Open(t, "burrow_cmd")
}

// importNDJSON runs `burrow import` of lines into the project, without
// --analytics.
func importNDJSON(t *testing.T, url, pid string, lines ...string) {
	t.Helper()
	name := t.TempDir() + "/data.ndjson"
	if err := os.WriteFile(name, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := runCLI(t, "import", "--project", pid, "--db", url, name); err != nil {
		t.Fatal(err)
	}
}

// persons lists the project's persons on the engine as they read (FINAL):
// "distinct id:plan", sorted.
func persons(t *testing.T, c *clickhouse.Client, pid string) string {
	t.Helper()
	var got string
	err := c.Conn.QueryRow(context.Background(), `SELECT arrayStringConcat(arraySort(groupArray(
		concat(d.distinct_id, ':', JSONExtractString(p.properties, 'plan')))), ' ')
		FROM (SELECT * FROM persons FINAL) AS p JOIN (SELECT * FROM person_distinct_ids FINAL) AS d
		ON d.person_id = p.id AND d.team_id = p.team_id WHERE p.team_id = ?`, pid).Scan(&got)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// enginePersons checks the project's persons on the engine (see persons).
func enginePersons(t *testing.T, c *clickhouse.Client, pid, want string) {
	t.Helper()
	if got := persons(t, c, pid); got != want {
		t.Fatalf("the engine's persons: %q, want %q", got, want)
	}
}
