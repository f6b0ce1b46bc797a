package store_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// personsByID tells the cache's second statement (both engines' texts).
const personsByID = "LEFT JOIN persons AS p ON p.team_id = "

// addPerson inserts a person of project team with distinct ids and returns
// its id.
func addPerson(t *testing.T, db *store.DB, team int64, uuid, props string, identified bool, created time.Time, distinctIDs ...string) int64 {
	t.Helper()
	ctx := context.Background()
	p := &store.Person{UUID: uuid, TeamID: team, Properties: json.RawMessage(props), IsIdentified: identified, CreatedAt: created}
	if _, err := db.Bun.NewInsert().Model(p).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	if len(distinctIDs) > 0 {
		linkDistinctIDs(t, db, team, p.ID, distinctIDs...)
	}
	return p.ID
}

// addRecording inserts the recording of session id by distinctID.
func addRecording(t *testing.T, db *store.DB, team int64, id, distinctID string, start time.Time) {
	t.Helper()
	r := &store.SessionRecording{TeamID: team, SessionID: id, DistinctID: distinctID, StartTime: start, EndTime: start.Add(time.Hour)}
	if _, err := db.Bun.NewInsert().Model(r).ExcludeColumn("id").Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// truncatePersons removes every person (TRUNCATE on PostgreSQL, which no
// row trigger sees).
func truncatePersons(t *testing.T, db *store.DB) {
	t.Helper()
	statements := []string{"TRUNCATE persons CASCADE"}
	if db.Dialect == store.SQLite {
		statements = []string{"DELETE FROM person_distinct_ids", "DELETE FROM persons"}
	}
	for _, q := range statements {
		if _, err := db.Bun.ExecContext(context.Background(), q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

// TestRecordingPagePersonsCache: a page's persons come from the replica's
// cache when it knows them at the version the page read, and the page is then
// the same as with the join, through every kind of change to persons,
// committed or not, seen by this replica or another one: properties, distinct
// ids, deletion, a person for a distinct id that had none, a move to another
// project, a truncation. A page whose persons are known costs one statement;
// one with unknown persons two.
func TestRecordingPagePersonsCache(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		a, err := store.CreateProject(ctx, db.Bun, "A")
		if err != nil {
			t.Fatal(err)
		}
		b, err := store.CreateProject(ctx, db.Bun, "B")
		if err != nil {
			t.Fatal(err)
		}
		exec := func(query string, args ...any) {
			t.Helper()
			if _, err := db.Bun.ExecContext(ctx, query, args...); err != nil {
				t.Fatalf("%s: %v", query, err)
			}
		}
		base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		for i := range 6 {
			addPerson(t, db, a.ID, fmt.Sprintf("00000000-0000-4000-8000-%012d", i), fmt.Sprintf(`{"email":"p%d@example.com","n":%d}`, i, i),
				i%2 == 0, base.Add(time.Duration(i)*time.Hour), fmt.Sprintf("d%d", i))
		}
		// Eight recordings: d0 twice, d1..d5 once, and "nobody" (no person).
		for i, d := range []string{"d0", "d1", "d2", "d3", "d4", "d5", "d0", "nobody"} {
			addRecording(t, db, a.ID, fmt.Sprintf("s%d", i), d, base.Add(time.Duration(i)*time.Minute))
		}
		replica := storetest.Open(t, db.URL)
		var statements atomic.Int64
		db.AddReadHook(func(context.Context, string) { statements.Add(1) })
		opts := store.RecordingPageOptions{Persons: true, DistinctIDs: true, Total: true}
		render := func(d *store.DB, teamID int64) string {
			t.Helper()
			page, err := store.ListRecordingPage(ctx, d, teamID, store.RecordingFilter{Order: "start_time", Descending: true},
				store.Page{Limit: 20}, opts)
			if err != nil {
				t.Fatal(err)
			}
			out, err := json.Marshal(page)
			if err != nil {
				t.Fatal(err)
			}
			return string(out)
		}
		// check compares this replica's page and the other's with the join's,
		// and returns how many statements this replica's took.
		check := func(when string, wantStatements int) {
			t.Helper()
			want := render(store.WithoutPersonCache(db), a.ID)
			before := statements.Load()
			got := render(db, a.ID)
			n := statements.Load() - before
			if got != want {
				t.Errorf("%s: page with the cache:\n%s\nwith the join:\n%s", when, got, want)
			}
			if other := render(replica, a.ID); other != want {
				t.Errorf("%s: the other replica's page:\n%s\nwith the join:\n%s", when, other, want)
			}
			if wantStatements > 0 && n != int64(wantStatements) {
				t.Errorf("%s: %d statements, want %d", when, n, wantStatements)
			}
		}
		check("first page", 2)
		check("the same page again", 1)
		if !strings.Contains(render(db, a.ID), `"p3@example.com"`) {
			t.Fatalf("the page has no person: %s", render(db, a.ID))
		}

		exec(`UPDATE persons SET properties = '{"email":"new@example.com"}' WHERE uuid = '00000000-0000-4000-8000-000000000001'`)
		check("after a change of properties", 2)
		check("after a change of properties, again", 1)
		exec(`UPDATE persons SET is_identified = is_identified WHERE false`)
		check("after an update of no person", 1)
		exec(`UPDATE persons SET is_identified = is_identified WHERE uuid = '00000000-0000-4000-8000-000000000002'`)
		check("after an update that changes nothing", 2)
		exec(`INSERT INTO person_distinct_ids (team_id, person_id, distinct_id)
SELECT team_id, id, 'd2-alias' FROM persons WHERE uuid = '00000000-0000-4000-8000-000000000002'`)
		check("after a new distinct id", 0)
		exec(`DELETE FROM person_distinct_ids WHERE distinct_id = 'd3'`)
		exec(`DELETE FROM persons WHERE uuid = '00000000-0000-4000-8000-000000000003'`)
		check("after a deletion", 0)
		check("after a deletion, again", 1)
		addPerson(t, db, a.ID, "00000000-0000-4000-8000-000000000099", `{"name":"Late"}`, false, base, "nobody")
		check("after a person for a distinct id that had none", 0)
		exec(`UPDATE persons SET team_id = ? WHERE uuid = '00000000-0000-4000-8000-000000000004'`, b.ID)
		check("after a move to another project", 0)

		// A change not committed yet is not shown; once committed it is.
		tx, err := db.Bun.BeginTx(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE persons SET properties = '{"email":"pending@example.com"}'
WHERE uuid = '00000000-0000-4000-8000-000000000005'`); err != nil {
			t.Fatal(err)
		}
		check("during an uncommitted change", 1)
		if strings.Contains(render(db, a.ID), "pending@") {
			t.Fatal("an uncommitted change is shown")
		}
		if err := tx.Commit(); err != nil {
			t.Fatal(err)
		}
		check("after the commit", 0)
		if !strings.Contains(render(replica, a.ID), "pending@") {
			t.Fatal("the committed change is not shown by the other replica")
		}

		// Two pages of one version: the persons are taken from the cache again.
		check("a page after the commit", 0)
		check("a page after the commit, again", 0)
		check("the cache again", 1)

		// A change committed between the page and its persons: the page
		// is read again with the join, in one snapshot.
		var once sync.Once
		db.AddReadHook(func(_ context.Context, query string) {
			if strings.Contains(query, personsByID) {
				once.Do(func() {
					exec(`UPDATE persons SET properties = '{"email":"between@example.com"}'
WHERE uuid = '00000000-0000-4000-8000-000000000000'`)
				})
			}
		})
		exec(`UPDATE persons SET properties = '{"email":"before@example.com"}' WHERE uuid = '00000000-0000-4000-8000-000000000000'`)
		before := statements.Load()
		got := render(db, a.ID)
		if n := statements.Load() - before; n != 3 {
			t.Errorf("a change between the page and its persons: %d statements, want 3 (page, persons, page with the join)", n)
		}
		if !strings.Contains(got, "between@") || strings.Contains(got, "before@") {
			t.Errorf("a change between the page and its persons: %s", got)
		}
		check("after a change between the page and its persons", 1)

		// While persons change before every page, pages are read with the
		// join: one statement, as without the cache. Once they stop, two
		// pages read one version and the cache takes over again.
		for i := range 4 {
			exec(`UPDATE persons SET properties = ? WHERE uuid = '00000000-0000-4000-8000-000000000000'`, fmt.Sprintf(`{"email":"churn%d@example.com"}`, i))
			check(fmt.Sprintf("while persons change before every page (%d)", i), 1)
		}
		check("once persons stopped changing", 1)
		check("once persons stopped changing, the persons by id", 2)
		check("once persons stopped changing, from the cache", 1)

		truncatePersons(t, db)
		check("after a truncation", 0)
		if strings.Contains(render(db, a.ID), "@example.com") {
			t.Fatalf("persons shown after a truncation: %s", render(db, a.ID))
		}
	})
}

// TestPersonVersions: every statement that writes a project's persons bumps
// its version (and only its own, but for moves, which bump both), and the
// count kept beside it stays exact, through to the project's deletion.
func TestPersonVersions(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		a, err := store.CreateProject(ctx, db.Bun, "A")
		if err != nil {
			t.Fatal(err)
		}
		b, err := store.CreateProject(ctx, db.Bun, "B")
		if err != nil {
			t.Fatal(err)
		}
		state := func(team int64) (version, n, want int64) {
			t.Helper()
			if err := db.Bun.QueryRowContext(ctx, `SELECT COALESCE((SELECT version FROM team_row_counts WHERE team_id = ? AND table_name = 'persons'), 0),
COALESCE((SELECT n FROM team_row_counts WHERE team_id = ? AND table_name = 'persons'), 0),
(SELECT count(*) FROM persons WHERE team_id = ?)`, team, team, team).Scan(&version, &n, &want); err != nil {
				t.Fatal(err)
			}
			return version, n, want
		}
		step := func(what string, bumpA, bumpB bool, query string, args ...any) {
			t.Helper()
			va, _, _ := state(a.ID)
			vb, _, _ := state(b.ID)
			if _, err := db.Bun.ExecContext(ctx, query, args...); err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			for _, c := range []struct {
				name   string
				team   int64
				before int64
				bump   bool
			}{{"A", a.ID, va, bumpA}, {"B", b.ID, vb, bumpB}} {
				v, n, want := state(c.team)
				if (v > c.before) != c.bump {
					t.Errorf("%s: project %s's version %d → %d, bumped: want %t", what, c.name, c.before, v, c.bump)
				}
				if n != want {
					t.Errorf("%s: project %s's count %d, count(*) %d", what, c.name, n, want)
				}
			}
		}
		const insert = `INSERT INTO persons (uuid, team_id, properties, created_at) VALUES `
		const row = `(?, ?, '{}', '2026-01-01 00:00:00')`
		step("insert", true, false, insert+row+", "+row+", "+row, uuid.NewString(), a.ID, uuid.NewString(), a.ID, uuid.NewString(), a.ID)
		step("insert in both", true, true, insert+row+", "+row, uuid.NewString(), a.ID, uuid.NewString(), b.ID)
		step("update", true, false, `UPDATE persons SET properties = '{"a":1}' WHERE team_id = ?`, a.ID)
		step("update of nothing", false, false, `UPDATE persons SET properties = '{}' WHERE false`)
		step("move", true, true, `UPDATE persons SET team_id = ? WHERE id = (SELECT min(id) FROM persons WHERE team_id = ?)`, b.ID, a.ID)
		// A project that never had a person has no row (version 0): a move
		// into it must still change its version, and its count.
		c, err := store.CreateProject(ctx, db.Bun, "C")
		if err != nil {
			t.Fatal(err)
		}
		step("move into a project without persons", true, false,
			`UPDATE persons SET team_id = ? WHERE id = (SELECT min(id) FROM persons WHERE team_id = ?)`, c.ID, a.ID)
		if v, n, want := state(c.ID); v == 0 || n != 1 || want != 1 {
			t.Errorf("a move into a project without persons: its version %d, count %d, count(*) %d", v, n, want)
		}
		step("distinct id", true, false, `INSERT INTO person_distinct_ids (team_id, person_id, distinct_id)
SELECT team_id, min(id), 'x' FROM persons WHERE team_id = ? GROUP BY team_id`, a.ID)
		step("delete", false, true, `DELETE FROM persons WHERE team_id = ?`, b.ID)
		va, _, _ := state(a.ID)
		vb, _, _ := state(b.ID)
		truncatePersons(t, db)
		if v, n, _ := state(a.ID); v <= va || n != 0 {
			t.Errorf("truncation: project A's version %d → %d, count %d", va, v, n)
		}
		// Row triggers (SQLite) see no person of B; TRUNCATE's trigger
		// (PostgreSQL) bumps every project.
		if v, _, _ := state(b.ID); (v > vb) != (db.Dialect == store.Postgres) {
			t.Errorf("truncation: project B's version %d → %d", vb, v)
		}
		step("insert after a truncation", true, false, insert+row, uuid.NewString(), a.ID)
		if _, err := db.Bun.ExecContext(ctx, `DELETE FROM projects WHERE id = ?`, a.ID); err != nil {
			t.Fatalf("a project's deletion: %v", err)
		}
	})
}

// TestRecordingPagePersonsCacheConcurrent: pages read while another
// connection rewrites every person of the project in one statement at a
// time each show all their persons as of one of those statements (never a
// mix of two, which a cache without versions, or persons read in another
// snapshot, would show), on two replicas, under the race detector in CI.
func TestRecordingPagePersonsCacheConcurrent(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		a, err := store.CreateProject(ctx, db.Bun, "A")
		if err != nil {
			t.Fatal(err)
		}
		base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		for i := range 30 {
			addPerson(t, db, a.ID, uuid.NewString(), `{"v":0}`, false, base, fmt.Sprintf("d%d", i))
			addRecording(t, db, a.ID, fmt.Sprintf("s%d", i), fmt.Sprintf("d%d", i), base.Add(time.Duration(i)*time.Minute))
		}
		replicas := []*store.DB{db, storetest.Open(t, db.URL)}
		done := make(chan struct{})
		var committed atomic.Int64 // the last version of the properties written
		var writes sync.WaitGroup
		writes.Add(1)
		go func() {
			defer writes.Done()
			for v := 1; ; v++ {
				select {
				case <-done:
					return
				default:
				}
				if _, err := db.Bun.ExecContext(ctx, `UPDATE persons SET properties = ? WHERE team_id = ?`, fmt.Sprintf(`{"v":%d}`, v), a.ID); err != nil {
					t.Error(err)
					return
				}
				committed.Store(int64(v))
			}
		}()
		var reads sync.WaitGroup
		for g := range 8 {
			reads.Add(1)
			go func() {
				defer reads.Done()
				d := replicas[g%2]
				for i := range 40 {
					// Windows that overlap: the cache holds persons read
					// by pages of other windows.
					offset := (g + i) % 3 * 10
					low := committed.Load()
					page, err := store.ListRecordingPage(ctx, d, a.ID, store.RecordingFilter{Descending: true},
						store.Page{Limit: 10, Offset: offset}, store.RecordingPageOptions{Persons: true, DistinctIDs: true})
					high := committed.Load() + 1 // the write in flight may have committed
					if err != nil {
						t.Error(err)
						return
					}
					seen := map[int64]bool{}
					for _, r := range page.Rows {
						if r.Person == nil {
							t.Errorf("recording %s without its person", r.SessionID)
							return
						}
						var p struct{ V int64 }
						if err := json.Unmarshal(r.Person.Properties, &p); err != nil {
							t.Error(err)
							return
						}
						seen[p.V] = true
						if p.V < low || p.V > high {
							t.Errorf("a page read while version %d..%d was committed shows version %d", low, high, p.V)
							return
						}
					}
					if len(page.Rows) != 10 || len(seen) != 1 {
						t.Errorf("a page of %d rows shows persons of %d versions: %v", len(page.Rows), len(seen), seen)
						return
					}
				}
			}()
		}
		reads.Wait()
		close(done)
		writes.Wait()
	})
}
