package engine

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/hogql/hogqltest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// Regression tests for problems found by the security and correctness
// audit; each runs on both databases.

// wantQueryError asserts err is a client error with code sql_query_error
// whose detail contains want.
func wantQueryError(t *testing.T, q string, err error, want string) {
	t.Helper()
	e := apierror.From(err)
	if e == nil || e.Code != hogql.CodeQuery {
		t.Fatalf("%s: err = %v, want a sql_query_error", q, err)
	}
	if !strings.Contains(e.Detail, want) {
		t.Fatalf("%s: detail %q does not contain %q", q, e.Detail, want)
	}
}

// Property names holding '"', '\' or control characters used to break
// SQLite's JSON path (a database error) or were refused.
func TestPropertyKeysWithQuotesAndBackslashes(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := loadFixture(t, db)
		ev := store.Event{UUID: "a0000000-0000-4000-8000-0000000000aa", TeamID: f.a, Event: "odd keys", DistinctID: "d1",
			Timestamp: ts("2026-01-12 00:00:00"), CreatedAt: ts("2026-01-12 00:00:01"),
			Properties: json.RawMessage(`{"a\"b":"quote","a\\b":"backslash","a\\":"trailing","x\ny":"newline","$.x":"dollar","n":{"k\"":"nested"}}`)}
		if _, err := db.Bun.NewInsert().Model(&ev).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		q := `SELECT properties['a"b'], properties['a\\b'], properties['a\\'], properties['x\ny'], properties['$.x'], properties.n['k"'], properties.` + "`a\"b`" +
			` FROM events WHERE event = 'odd keys'`
		res := mustQuery(t, db, f.a, q)
		want := [][]any{{"quote", "backslash", "trailing", "newline", "dollar", "nested", "quote"}}
		if !sameRows(res.Rows, want) {
			t.Fatalf("got %s, want %s", showRows(res.Rows), showRows(want))
		}
	})
}

// SQLite turned overflowing arithmetic into floats (an Int64 column holding
// 9.2e18, or +Inf that JSON cannot encode); PostgreSQL fails. Both now give
// a client error.
func TestOverflowIsAClientError(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := loadFixture(t, db)
		for _, q := range []string{
			`SELECT 9223372036854775807 + 1`,
			`SELECT -9223372036854775807 - 2`,
			`SELECT 9223372036854775807 * 2`,
			`SELECT 1e308 * 10`,
			`SELECT round(1e308, 2)`,
		} {
			_, err := runQuery(t, db, f.a, q)
			if e := apierror.From(err); e == nil || e.Code != hogql.CodeQuery {
				t.Errorf("%s: err = %v, want a sql_query_error", q, err)
			}
		}
	})
}

// Converting to Int64 a value beyond its range gave the clamped maximum on
// SQLite and an error on PostgreSQL; both give NULL now.
func TestToIntOutOfRangeIsNull(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := loadFixture(t, db)
		res := mustQuery(t, db, f.a, `SELECT toInt('99999999999999999999'), toInt(1e30), CAST(-1e19 AS Int64), toInt(-3.7), toInt(toString(1e19)),
			toInt(concat('9223372036854775', '807')), toInt(concat('-12', '')), toInt(toFloat(properties.price) * 1e30), toInt(properties.$screen_width)
			FROM events WHERE uuid = '`+hogqltest.Ev1+`'`)
		want := [][]any{{nil, nil, nil, int64(-3), nil, nil, int64(-12), nil, int64(1920)}}
		if !sameRows(res.Rows, want) {
			t.Fatalf("got %s, want %s", showRows(res.Rows), showRows(want))
		}
		for i, typ := range res.Types[:3] {
			if !strings.HasPrefix(typ, "Nullable(") {
				t.Errorf("column %d has type %s, want Nullable", i+1, typ)
			}
		}
	})
}

// A few nested replaceAll calls used to build a 1 GB string inside the
// server process on SQLite, and without bound on PostgreSQL; both now refuse
// a built value over 1 MiB (maxBuiltBytes) before building it.
func TestBuiltValueSizeLimit(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := loadFixture(t, db)
		s := "'aaaa'"
		for range 7 {
			s = "replaceAll(" + s + ", 'a', 'aaaaaaaaaa')" // 4 × 10^7 characters
		}
		for _, q := range []string{"SELECT length(" + s + ")", "SELECT length(concat(" + s + ", 'x'))"} {
			c, err := hogql.Compile(q, hogql.Options{TeamID: f.a, Engine: Of(db)})
			if err != nil {
				t.Fatal(err)
			}
			_, err = New(db).Run(context.Background(), c, hogql.RunOptions{Timeout: time.Minute})
			wantQueryError(t, q, err, "1 MiB")
		}
		// Just under the bound: 10^6 characters.
		res := mustQuery(t, db, f.a, "SELECT length(replaceAll(replaceAll(replaceAll(repeat('a', 1000), 'a', 'aaaaaaaaaa'), 'a', 'aaaaaaaaaa'), 'a', 'aaaaaaaaaa'))")
		if got := res.Rows[0][0]; got != int64(1_000_000) {
			t.Fatalf("length = %v", got)
		}
	})
}

// SQLite refuses compound SELECTs of more than 500 terms with a database
// error while PostgreSQL runs them: the compiler now refuses them on both.
func TestUnionMemberLimit(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := loadFixture(t, db)
		union := func(n int) string {
			return "SELECT 1 AS x" + strings.Repeat(" UNION ALL SELECT 1", n-1) + " LIMIT 1000"
		}
		res := mustQuery(t, db, f.a, union(hogql.MaxUnionMembers))
		if len(res.Rows) != hogql.MaxUnionMembers {
			t.Fatalf("%d rows", len(res.Rows))
		}
		q := union(hogql.MaxUnionMembers + 1)
		_, err := runQuery(t, db, f.a, q)
		wantQueryError(t, "501 members", err, "too many UNION ALL members")
		// Inside a subquery as well.
		q = "SELECT count() FROM (" + union(hogql.MaxUnionMembers+1) + ")"
		_, err = runQuery(t, db, f.a, q)
		wantQueryError(t, "501 members in a subquery", err, "too many UNION ALL members")
	})
}

// Unknown names suggest the closest known one.
func TestDidYouMean(t *testing.T) {
	t.Parallel()
	cases := []struct{ sql, want string }{
		{"SELECT count() FROM event", "unknown table event (did you mean events?)"},
		{"SELECT count() FROM EVENTS", "unknown table EVENTS (did you mean events?)"},
		{"SELECT count() FROM sesions", "(did you mean sessions?)"},
		{"WITH daily AS (SELECT 1 AS n) SELECT * FROM dayly", "(did you mean daily?)"},
		{"SELECT evnt FROM events", "unknown column evnt (did you mean event?)"},
		{"SELECT e.timestmp FROM events e", "unknown column timestmp in table events (did you mean timestamp?)"},
		{"SELECT x.nn FROM (SELECT 1 AS n) x", "(did you mean n?)"},
		{"SELECT persn.properties.email FROM events", "(did you mean person?)"},
		{"SELECT cout() FROM events", "unknown function cout (did you mean count?)"},
		{"SELECT toStartOfDya(timestamp) FROM events", "(did you mean toStartOfDay?)"},
		{"SELECT TOSTARTOFDAY(timestamp) FROM events", ""},
		{"SELECT foo FROM events", "unknown column foo at line"},
		{"SELECT * FROM api_keys", "unknown table api_keys (tables: events"},
	}
	for _, d := range []hogql.Engine{hogql.SQLite, hogql.PostgreSQL} {
		for _, tc := range cases {
			_, err := hogql.Compile(tc.sql, hogql.Options{TeamID: 1, Engine: d})
			if tc.want == "" {
				if err != nil {
					t.Errorf("%s: %v", tc.sql, err)
				}
				continue
			}
			wantQueryError(t, tc.sql, err, tc.want)
		}
	}
}
