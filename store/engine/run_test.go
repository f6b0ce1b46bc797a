package engine

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

func TestHasMoreAndLimits(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := loadFixture(t, db)
		ctx := context.Background()
		for _, tc := range []struct {
			sql          string
			defaultLimit int
			rows         int
			hasMore      bool
			limit        int
			explicit     bool
		}{
			{`SELECT uuid FROM events ORDER BY uuid`, 3, 3, true, 3, false},
			{`SELECT uuid FROM events ORDER BY uuid`, 8, 8, false, 8, false},
			{`SELECT uuid FROM events ORDER BY uuid`, 0, 8, false, 100, false},
			{`SELECT uuid FROM events ORDER BY uuid LIMIT 3`, 2, 3, false, 3, true},
			{`SELECT uuid FROM events ORDER BY uuid LIMIT 100000`, 0, 8, false, 50000, true},
			{`SELECT uuid FROM events UNION ALL SELECT uuid FROM events`, 10, 10, true, 10, false},
			{`(SELECT uuid FROM events ORDER BY uuid)`, 5, 5, true, 5, false},
		} {
			c, err := hogql.Compile(tc.sql, hogql.Options{TeamID: f.a, Engine: Of(db), DefaultLimit: tc.defaultLimit})
			if err != nil {
				t.Fatal(err)
			}
			if c.Limit != tc.limit || c.HasExplicitLimit != tc.explicit {
				t.Errorf("%s: limit %d explicit %v, want %d %v", tc.sql, c.Limit, c.HasExplicitLimit, tc.limit, tc.explicit)
			}
			res, err := New(db).Run(ctx, c, hogql.RunOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Rows) != tc.rows || res.HasMore != tc.hasMore {
				t.Errorf("%s (default %d): %d rows, hasMore %v; want %d, %v", tc.sql, tc.defaultLimit, len(res.Rows), res.HasMore, tc.rows, tc.hasMore)
			}
		}
		c, err := hogql.Compile(`SELECT 1 LIMIT 5 OFFSET 3`, hogql.Options{TeamID: f.a, Engine: Of(db)})
		if err != nil || c.Offset != 3 || c.Limit != 5 {
			t.Errorf("offset: %+v, %v", c, err)
		}
		// Subquery limits are capped as well.
		c, err = hogql.Compile(`SELECT count() FROM (SELECT 1 FROM events LIMIT 999999)`, hogql.Options{TeamID: f.a, Engine: Of(db), MaxLimit: 2})
		if err != nil {
			t.Fatal(err)
		}
		res, err := New(db).Run(ctx, c, hogql.RunOptions{})
		if err != nil || res.Rows[0][0] != int64(2) {
			t.Errorf("capped subquery: %v, %v", res, err)
		}
	})
}

func TestResultShape(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := loadFixture(t, db)
		res := mustQuery(t, db, f.a, `SELECT event AS name, count() AS c, max(timestamp), toDate(max(timestamp)), avg(toFloat(properties.price)), any(person.is_identified), properties.$browser FROM events GROUP BY name, properties.$browser ORDER BY c DESC, name LIMIT 1`)
		wantCols := []string{"name", "c", "max(timestamp)", "toDate(max(timestamp))", "avg(toFloat(properties.price))", "any(person.is_identified)", "properties.$browser"}
		wantTypes := []string{"String", "UInt64", "Nullable(DateTime)", "Nullable(Date)", "Nullable(Float64)", "Nullable(Bool)", "Nullable(String)"}
		if !sameValue(toAny(res.Columns), toAny(wantCols)) || !sameValue(toAny(res.Types), toAny(wantTypes)) {
			t.Errorf("columns %v types %v\nwant %v %v", res.Columns, res.Types, wantCols, wantTypes)
		}
		want := [][]any{{"$pageview", int64(3), "2026-01-10T00:00:00Z", "2026-01-10", 19.9, true, "Chrome"}}
		if !sameRows(res.Rows, want) {
			t.Errorf("got %s", showRows(res.Rows))
		}
		empty := mustQuery(t, db, f.a, `SELECT event FROM events WHERE 1 = 0`)
		if empty.Rows == nil || len(empty.Rows) != 0 {
			t.Errorf("empty result rows = %#v, want an empty slice", empty.Rows)
		}
	})
}

func toAny(s []string) []any {
	out := make([]any, len(s))
	for i, v := range s {
		out[i] = v
	}
	return out
}

func TestRunIsReadOnly(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := loadFixture(t, db)
		// Even SQL that did not come from hogql.Compile cannot write.
		c := &hogql.Compiled{SQL: "DELETE FROM events", Columns: []string{}, Types: []string{}, Engine: Of(db)}
		if _, err := New(db).Run(context.Background(), c, hogql.RunOptions{}); err == nil {
			t.Fatal("DELETE through Run succeeded")
		}
		if got := mustQuery(t, db, f.a, `SELECT count() FROM events`).Rows[0][0]; got != int64(8) {
			t.Fatalf("events after DELETE: %v", got)
		}
	})
}

func TestDatabaseErrorsAreClientErrors(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := loadFixture(t, db)
		// Integer overflow fails in PostgreSQL; SQLite's float result is
		// refused while scanning (see TestOverflowIsAClientError).
		_, err := runQuery(t, db, f.a, `SELECT toInt(properties.$screen_width) * 9223372036854775807 FROM events`)
		if e := apierror.From(err); e == nil || e.Code != "sql_query_error" {
			t.Fatalf("bigint overflow: err = %v, want sql_query_error", err)
		}
	})
}

// slowSQL runs for much longer than any test waits.
func slowSQL(d hogql.Engine) *hogql.Compiled {
	if d == hogql.PostgreSQL {
		return &hogql.Compiled{SQL: "SELECT pg_sleep(60)::text", Columns: []string{"x"}, Types: []string{"Nullable(String)"}, Engine: d}
	}
	return &hogql.Compiled{
		SQL:     "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 10000000000) SELECT count(*) FROM c",
		Columns: []string{"n"}, Types: []string{"UInt64"}, Engine: d,
	}
}

func TestRunTimeout(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		_, err := New(db).Run(context.Background(), slowSQL(Of(db)), hogql.RunOptions{Timeout: 200 * time.Millisecond})
		if !errors.Is(err, hogql.ErrTimeout) {
			t.Fatalf("err = %v, want ErrTimeout", err)
		}
		if errors.Is(err, hogql.ErrCanceled) {
			t.Fatalf("a timeout reported as a cancellation: %v", err)
		}
		// The connection pool is still usable.
		if _, err := New(db).Run(context.Background(), &hogql.Compiled{SQL: "SELECT 1", Columns: []string{"x"}, Types: []string{"Int64"}, Engine: Of(db)}, hogql.RunOptions{}); err != nil {
			t.Fatalf("after timeout: %v", err)
		}
	})
}

func TestRunCancelSQLite(t *testing.T) {
	db := storetest.Open(t, storetest.SQLiteURL(t))
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	_, err := New(db).Run(ctx, slowSQL(Of(db)), hogql.RunOptions{})
	if !errors.Is(err, hogql.ErrCanceled) || !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want ErrCanceled", err)
	}
}

// TestRunCancelPostgres checks that cancelling the context stops the
// statement on the server: pg_stat_activity no longer shows it running.
func TestRunCancelPostgres(t *testing.T) {
	if os.Getenv(storetest.EnvPostgres) == "" {
		t.Skipf("set %s to run", storetest.EnvPostgres)
	}
	db := storetest.Open(t, storetest.PostgresURL(t))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pids := make(chan int64, 1)
	done := make(chan error, 1)
	go func() {
		_, err := New(db).Run(ctx, slowSQL(Of(db)), hogql.RunOptions{OnBackend: func(pid int64) { pids <- pid }})
		done <- err
	}()
	pid := <-pids
	// Wait until the statement is running on the server.
	running := func() bool {
		var n int
		err := db.Bun.DB.QueryRow(`SELECT count(*) FROM pg_stat_activity WHERE pid = $1 AND state = 'active' AND query = 'SELECT pg_sleep(60)::text'`, pid).Scan(&n)
		if err != nil {
			t.Fatal(err)
		}
		return n == 1
	}
	for !running() {
		select {
		case err := <-done:
			t.Fatalf("Run returned before it was cancelled: %v", err)
		case <-time.After(10 * time.Millisecond):
		}
	}
	cancel()
	err := <-done
	if !errors.Is(err, hogql.ErrCanceled) || !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want ErrCanceled", err)
	}
	// Run returns once the server has stopped the statement.
	if running() {
		var state, query string
		db.Bun.DB.QueryRow(`SELECT state, query FROM pg_stat_activity WHERE pid = $1`, pid).Scan(&state, &query)
		t.Logf("err=%v state=%s query=%s", err, state, query)
		t.Fatal("the statement is still running on the server after Run returned")
	}
	// The pool still works.
	if _, err := New(db).Run(context.Background(), &hogql.Compiled{SQL: "SELECT 1", Columns: []string{"x"}, Types: []string{"Int64"}, Engine: Of(db)}, hogql.RunOptions{}); err != nil {
		t.Fatalf("after cancel: %v", err)
	}
}

// A cancel sent by another process (another replica cancelling a query it
// does not run) is a cancellation, not a timeout.
func TestRunCancelledElsewherePostgres(t *testing.T) {
	if os.Getenv(storetest.EnvPostgres) == "" {
		t.Skipf("set %s to run", storetest.EnvPostgres)
	}
	db := storetest.Open(t, storetest.PostgresURL(t))
	_, err := New(db).Run(context.Background(), slowSQL(Of(db)), hogql.RunOptions{OnBackend: func(pid int64) {
		go func() {
			for {
				var active bool
				if err := db.Bun.DB.QueryRow(`SELECT count(*) = 1 FROM pg_stat_activity WHERE pid = $1 AND state = 'active' AND query = 'SELECT pg_sleep(60)::text'`, pid).Scan(&active); err != nil {
					t.Error(err)
					return
				}
				if active {
					db.Bun.DB.Exec(`SELECT pg_cancel_backend($1)`, pid) //nolint:errcheck
					return
				}
				time.Sleep(10 * time.Millisecond)
			}
		}()
	}})
	if !errors.Is(err, hogql.ErrCanceled) || errors.Is(err, hogql.ErrTimeout) {
		t.Fatalf("err = %v, want ErrCanceled", err)
	}
}

// The compiler writes DateTime constants in the form the store writes
// timestamps in, so that SQLite compares them as text in time order.
func TestStoredTimeLayout(t *testing.T) {
	t.Parallel()
	for _, ts := range []time.Time{
		time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC),
		time.Date(2026, 1, 2, 3, 4, 5, 123456000, time.FixedZone("x", 3600)),
	} {
		if got, want := ts.UTC().Format(hogql.TimeLayout), store.FormatTime(ts); got != want {
			t.Errorf("hogql.TimeLayout gives %q, the store writes %q", got, want)
		}
	}
}
