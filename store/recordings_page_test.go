package store_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestRecordingRowCounts: the counts kept by triggers equal count(*) after
// inserts (plain and upserts that update), deletes, moves between projects
// and a project's deletion, and a page reads them with its rows.
func TestRecordingRowCounts(t *testing.T) {
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
		base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		upsert := func(team int64, ids ...string) {
			t.Helper()
			rows := make([]store.SessionRecording, len(ids))
			for i, id := range ids {
				rows[i] = store.SessionRecording{TeamID: team, SessionID: id, DistinctID: "d-" + id,
					StartTime: base.Add(time.Duration(i) * time.Minute), EndTime: base.Add(time.Hour)}
			}
			if _, err := db.Bun.NewInsert().Model(&rows).ExcludeColumn("id").
				On("CONFLICT (team_id, session_id) DO UPDATE").Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		check := func(when string) {
			t.Helper()
			for _, p := range []*store.Project{a, b} {
				var want int
				if err := db.Bun.NewSelect().Table("session_recordings").ColumnExpr("count(*)").
					Where("team_id = ?", p.ID).Scan(ctx, &want); err != nil {
					t.Fatal(err)
				}
				page, err := store.ListRecordingPage(ctx, db, p.ID, store.RecordingFilter{}, store.Page{Limit: 1},
					store.RecordingPageOptions{Total: true})
				if err != nil {
					t.Fatal(err)
				}
				if want == 0 {
					if len(page.Rows) != 0 {
						t.Errorf("%s: project %s: rows %v", when, p.Name, page.Rows)
					}
					continue
				}
				if page.Total == nil || *page.Total != want {
					t.Errorf("%s: project %s: total %v, want %d", when, p.Name, page.Total, want)
				}
				if n, err := store.CountRecordings(ctx, db, p.ID, store.RecordingFilter{}); err != nil || n != want {
					t.Errorf("%s: project %s: CountRecordings %d %v, want %d", when, p.Name, n, err, want)
				}
			}
		}
		var ids []string
		for i := range 30 {
			ids = append(ids, fmt.Sprintf("s%02d", i))
		}
		upsert(a.ID, ids...)
		upsert(b.ID, ids[:5]...)
		check("inserted")
		upsert(a.ID, ids[:10]...) // updates only
		upsert(a.ID, "new-1", ids[0], "new-2")
		check("upserted")
		if _, err := db.Bun.NewDelete().Model((*store.SessionRecording)(nil)).
			Where("team_id = ? AND session_id IN (?)", a.ID, bun.List(ids[:7])).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("deleted")
		if _, err := db.Bun.NewUpdate().Model((*store.SessionRecording)(nil)).Set("team_id = ?", b.ID).
			Where("team_id = ? AND session_id IN (?)", a.ID, bun.List([]string{"new-1", "new-2"})).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("moved")
		if _, err := db.Bun.NewDelete().Model((*store.Project)(nil)).Where("id = ?", b.ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("project deleted")
		if err := db.Bun.NewSelect().Table("team_row_counts").ColumnExpr("count(*)").
			Where("team_id = ?", b.ID).Scan(ctx, new(int)); err != nil {
			t.Fatal(err)
		}
	})
}

// TestRecordingPageColumns: a page reads only the columns asked for (the
// others stay zero), in the same order and with the same rows as a full
// page; viewed is computed only when asked; an unknown column is an error.
func TestRecordingPageColumns(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		p, err := store.CreateProject(ctx, db.Bun, "C")
		if err != nil {
			t.Fatal(err)
		}
		base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		rows := make([]store.SessionRecording, 5)
		for i := range rows {
			rows[i] = store.SessionRecording{TeamID: p.ID, SessionID: fmt.Sprint("c-", i), DistinctID: fmt.Sprint("d-", i),
				StartTime: base.Add(time.Duration(i) * time.Minute), EndTime: base.Add(time.Hour), ClickCount: int64(10 + i),
				Duration: 3.5, StartURL: "https://example.com/", Storage: "object_storage", SnapshotSource: "web"}
		}
		if _, err := db.Bun.NewInsert().Model(&rows).ExcludeColumn("id").Exec(ctx); err != nil {
			t.Fatal(err)
		}
		f := store.RecordingFilter{Order: "start_time", Descending: true}
		full, err := store.ListRecordingPage(ctx, db, p.ID, f, store.Page{Limit: 3}, store.RecordingPageOptions{})
		if err != nil {
			t.Fatal(err)
		}
		lean, err := store.ListRecordingPage(ctx, db, p.ID, f, store.Page{Limit: 3},
			store.RecordingPageOptions{Columns: []string{"click_count", "distinct_id"}})
		if err != nil {
			t.Fatal(err)
		}
		if len(full.Rows) != 3 || len(lean.Rows) != 3 || lean.More != full.More {
			t.Fatalf("rows: full %d, lean %d", len(full.Rows), len(lean.Rows))
		}
		for i, r := range lean.Rows {
			want := full.Rows[i]
			if r.SessionID != want.SessionID || r.ID != want.ID || r.ClickCount != want.ClickCount || r.DistinctID != want.DistinctID {
				t.Errorf("row %d: lean %+v, full %+v", i, r.SessionRecording, want.SessionRecording)
			}
			if !r.StartTime.IsZero() || r.Duration != 0 || r.StartURL != "" || want.StartURL == "" || want.Duration != 3.5 {
				t.Errorf("row %d: columns not asked for were read: %+v", i, r.SessionRecording)
			}
		}
		if _, err := store.ListRecordingPage(ctx, db, p.ID, f, store.Page{Limit: 3},
			store.RecordingPageOptions{Columns: []string{"click_count; DROP TABLE persons"}}); err == nil {
			t.Fatal("an unknown column was accepted")
		}
	})
}

// FuzzPlainStringArray: the shortcut decodes exactly what json.Unmarshal
// decodes, or leaves the array to it.
func FuzzPlainStringArray(f *testing.F) {
	for _, s := range []string{`[]`, `["a"]`, `["a","b c",""]`, `["a", "b"]`, `["a\"b"]`, `null`, `["é","😀"]`, `[1]`, `["a",1]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		got, ok := store.PlainStringArray(raw)
		if !ok {
			return
		}
		var want []string
		if err := json.Unmarshal(raw, &want); err != nil {
			t.Fatalf("%q: decoded %q, but json.Unmarshal fails: %v", raw, got, err)
		}
		if !slices.Equal(got, want) || (want != nil && got == nil) {
			t.Fatalf("%q: got %q, want %q", raw, got, want)
		}
	})
}

// TestPersonDistinctIDLists: persons.distinct_ids, kept by triggers, equals
// the person's distinct ids oldest first after inserts (one and many per
// statement), a merge (ids moved to another person), deletes of an id and of
// a person, with ids that need escaping, and a page of recordings reads it.
func TestPersonDistinctIDLists(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		team, err := store.CreateProject(ctx, db.Bun, "L")
		if err != nil {
			t.Fatal(err)
		}
		now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		persons := insertPersons(t, db, team.ID, 3, now)
		insert := func(person int64, ids ...string) { t.Helper(); linkDistinctIDs(t, db, team.ID, person, ids...) }
		check := func(when string) {
			t.Helper()
			var pids []int64
			if err := db.Bun.NewSelect().Table("persons").Column("id").Where("team_id = ?", team.ID).Order("id").Scan(ctx, &pids); err != nil {
				t.Fatal(err)
			}
			for _, pid := range pids {
				var want []string
				if err := db.Bun.NewSelect().Table("person_distinct_ids").Column("distinct_id").
					Where("person_id = ?", pid).Order("id").Scan(ctx, &want); err != nil {
					t.Fatal(err)
				}
				var raw string
				if err := db.Bun.NewSelect().Table("persons").Column("distinct_ids").Where("id = ?", pid).Scan(ctx, &raw); err != nil {
					t.Fatal(err)
				}
				var got []string
				if err := json.Unmarshal([]byte(raw), &got); err != nil {
					t.Fatalf("%s: person %d: %q: %v", when, pid, raw, err)
				}
				if !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
					t.Errorf("%s: person %d: distinct_ids %q, want %q", when, pid, raw, want)
				}
			}
		}
		insert(persons[0].ID, "a")
		insert(persons[1].ID, "b1", `quote " back \ slash`, "tab\tand é ✓", "b4")
		insert(persons[2].ID, "c")
		check("inserted")
		// A merge moves person 1's ids to person 0.
		if _, err := db.Bun.NewUpdate().Table("person_distinct_ids").Set("person_id = ?", persons[0].ID).
			Where("person_id = ?", persons[1].ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("merged")
		if _, err := db.Bun.NewDelete().Table("person_distinct_ids").Where("distinct_id = ?", "b1").Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("one id deleted")
		if _, err := db.Bun.NewDelete().Table("persons").Where("id = ?", persons[2].ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("person deleted")

		rec := store.SessionRecording{TeamID: team.ID, SessionID: "s", DistinctID: "b4", StartTime: now, EndTime: now}
		if _, err := db.Bun.NewInsert().Model(&rec).ExcludeColumn("id").Exec(ctx); err != nil {
			t.Fatal(err)
		}
		page, err := store.ListRecordingPage(ctx, db, team.ID, store.RecordingFilter{}, store.Page{Limit: 5},
			store.RecordingPageOptions{Persons: true, DistinctIDs: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(page.Rows) != 1 || page.Rows[0].Person == nil {
			t.Fatalf("page: %+v", page)
		}
		var ids []string
		for _, d := range page.Rows[0].Person.DistinctIDs {
			ids = append(ids, d.DistinctID)
		}
		if want := []string{"a", `quote " back \ slash`, "tab\tand é ✓", "b4"}; !slices.Equal(ids, want) {
			t.Errorf("page's person: distinct ids %q, want %q", ids, want)
		}
	})
}

// TestRecordingPersonIDs: session_recordings.person_id, kept by triggers,
// equals the person person_distinct_ids gives the recording's project and
// distinct id after every kind of write that changes either side, and a page
// reads each recording's person through it.
func TestRecordingPersonIDs(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		team, err := store.CreateProject(ctx, db.Bun, "P")
		if err != nil {
			t.Fatal(err)
		}
		other, err := store.CreateProject(ctx, db.Bun, "Q")
		if err != nil {
			t.Fatal(err)
		}
		now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		persons := insertPersons(t, db, team.ID, 3, now)
		link := func(person int64, ids ...string) { t.Helper(); linkDistinctIDs(t, db, team.ID, person, ids...) }
		record := func(team int64, session, distinctID string) {
			t.Helper()
			rec := store.SessionRecording{TeamID: team, SessionID: session, DistinctID: distinctID,
				StartTime: now, EndTime: now}
			if _, err := db.Bun.NewInsert().Model(&rec).ExcludeColumn("id").
				On("CONFLICT (team_id, session_id) DO UPDATE").Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		// want is each recording's person as person_distinct_ids has it.
		check := func(when string, want map[string]int64) {
			t.Helper()
			var rows []struct {
				SessionID string `bun:"session_id"`
				PersonID  *int64 `bun:"person_id"`
				Derived   *int64 `bun:"derived"`
			}
			if err := db.Bun.NewSelect().TableExpr("session_recordings AS r").Column("r.session_id", "r.person_id").
				ColumnExpr(`(SELECT d.person_id FROM person_distinct_ids AS d
				 WHERE d.team_id = r.team_id AND d.distinct_id = r.distinct_id) AS derived`).
				Where("r.team_id IN (?, ?)", team.ID, other.ID).Order("r.session_id").Scan(ctx, &rows); err != nil {
				t.Fatal(err)
			}
			for _, r := range rows {
				got, derived := int64(0), int64(0)
				if r.PersonID != nil {
					got = *r.PersonID
				}
				if r.Derived != nil {
					derived = *r.Derived
				}
				if got != derived || got != want[r.SessionID] {
					t.Errorf("%s: recording %s: person_id %d, person_distinct_ids says %d, want %d", when, r.SessionID, got, derived, want[r.SessionID])
				}
			}
			page, err := store.ListRecordingPage(ctx, db, team.ID, store.RecordingFilter{}, store.Page{Limit: 50},
				store.RecordingPageOptions{Persons: true})
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range page.Rows {
				got := int64(0)
				if r.Person != nil {
					got = r.Person.ID
				}
				if got != want[r.SessionID] {
					t.Errorf("%s: page: recording %s has person %d, want %d", when, r.SessionID, got, want[r.SessionID])
				}
			}
		}
		p0, p1, p2 := persons[0].ID, persons[1].ID, persons[2].ID
		record(team.ID, "s-early", "a") // before its distinct id has a person
		check("recording before its person", map[string]int64{})
		link(p0, "a")
		link(p1, "b1", "b2")
		link(p2, "c")
		record(team.ID, "s-b1", "b1")
		record(team.ID, "s-b2", "b2")
		record(team.ID, "s-c", "c")
		record(other.ID, "s-other", "a") // same distinct id, another project: no person
		check("linked", map[string]int64{"s-early": p0, "s-b1": p1, "s-b2": p1, "s-c": p2})
		// A merge moves person 1's ids to person 0.
		if _, err := db.Bun.NewUpdate().Table("person_distinct_ids").Set("person_id = ?", p0).
			Where("person_id = ?", p1).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("merged", map[string]int64{"s-early": p0, "s-b1": p0, "s-b2": p0, "s-c": p2})
		// A distinct id renamed, then one deleted.
		if _, err := db.Bun.NewUpdate().Table("person_distinct_ids").Set("distinct_id = ?", "b2-renamed").
			Where("team_id = ? AND distinct_id = ?", team.ID, "b2").Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("renamed", map[string]int64{"s-early": p0, "s-b1": p0, "s-c": p2})
		if _, err := db.Bun.NewDelete().Table("person_distinct_ids").Where("team_id = ? AND distinct_id = ?", team.ID, "b1").
			Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("id deleted", map[string]int64{"s-early": p0, "s-c": p2})
		// A recording's distinct id changed by an upsert, then one moved
		// to another project, then a person deleted (its ids cascade).
		record(team.ID, "s-b2", "c")
		check("upserted", map[string]int64{"s-early": p0, "s-b2": p2, "s-c": p2})
		if _, err := db.Bun.NewUpdate().Table("session_recordings").Set("team_id = ?", other.ID).
			Where("session_id = ?", "s-early").Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("moved", map[string]int64{"s-b2": p2, "s-c": p2})
		if _, err := db.Bun.NewDelete().Table("persons").Where("id = ?", p2).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("person deleted", map[string]int64{})
		// A write of person_id itself is overruled.
		if _, err := db.Bun.NewUpdate().Table("session_recordings").Set("person_id = ?", p0).
			Where("team_id = ?", team.ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("person_id written", map[string]int64{})
	})
}

// TestRecordingPersonFallback: on PostgreSQL a recording whose person_id is
// NULL although its distinct id has a person (a distinct id inserted while
// the recording was) still gets its person on a page.
func TestRecordingPersonFallback(t *testing.T) {
	t.Parallel()
	db := storetest.Open(t, storetest.PostgresURL(t))
	ctx := context.Background()
	team, err := store.CreateProject(ctx, db.Bun, "F")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	person := insertPersons(t, db, team.ID, 1, now)[0]
	linkDistinctIDs(t, db, team.ID, person.ID, "f")
	rec := store.SessionRecording{TeamID: team.ID, SessionID: "s-f", DistinctID: "f", StartTime: now, EndTime: now}
	if _, err := db.Bun.NewInsert().Model(&rec).ExcludeColumn("id").Exec(ctx); err != nil {
		t.Fatal(err)
	}
	// What the race leaves behind, written with the trigger set aside.
	tx, err := db.Bun.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback() //nolint:errcheck // committed below
	for _, q := range []string{
		"ALTER TABLE session_recordings DISABLE TRIGGER session_recordings_set_person",
		fmt.Sprintf("UPDATE session_recordings SET person_id = NULL WHERE team_id = %d", team.ID),
		"ALTER TABLE session_recordings ENABLE TRIGGER session_recordings_set_person",
	} {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	for _, f := range []store.RecordingFilter{{}, {DistinctID: "f"}} {
		page, err := store.ListRecordingPage(ctx, db, team.ID, f, store.Page{Limit: 5}, store.RecordingPageOptions{Persons: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(page.Rows) != 1 || page.Rows[0].Person == nil || page.Rows[0].Person.ID != person.ID {
			t.Errorf("filter %+v: page %+v, want the recording with person %d", f, page.Rows, person.ID)
		}
	}
}

// insertPersons inserts n persons of the project (uuids u-0, u-1, ...) and
// returns them with their ids.
func insertPersons(t *testing.T, db *store.DB, teamID int64, n int, created time.Time) []store.Person {
	t.Helper()
	persons := make([]store.Person, n)
	for i := range persons {
		persons[i] = store.Person{UUID: fmt.Sprintf("u-%d", i), TeamID: teamID, Properties: json.RawMessage(`{}`), CreatedAt: created}
	}
	if _, err := db.Bun.NewInsert().Model(&persons).Returning("id").Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	return persons
}

// linkDistinctIDs gives the person the distinct ids, in one statement.
func linkDistinctIDs(t *testing.T, db *store.DB, teamID, person int64, ids ...string) {
	t.Helper()
	rows := make([]store.PersonDistinctID, len(ids))
	for i, id := range ids {
		rows[i] = store.PersonDistinctID{TeamID: teamID, PersonID: person, DistinctID: id}
	}
	if _, err := db.Bun.NewInsert().Model(&rows).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
}
