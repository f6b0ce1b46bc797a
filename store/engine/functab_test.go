package engine

import (
	"context"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/hogql/hogqltest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestFunctionTable compiles and runs the example call of every function of
// the table on SQLite and PostgreSQL, and checks that both give the same
// rows: a function without a printer for an engine, or printed differently in
// meaning, fails here rather than at a user's first call.
func TestFunctionTable(t *testing.T) {
	t.Parallel()
	type db struct {
		name string
		url  func(testing.TB) string
	}
	dbs := []db{{"sqlite", storetest.SQLiteURL}}
	if os.Getenv(storetest.EnvPostgres) != "" {
		dbs = append(dbs, db{"postgres", storetest.PostgresURL})
	} else {
		t.Logf("set %s to run the PostgreSQL half", storetest.EnvPostgres)
	}
	results := map[string][][][]any{}
	for _, d := range dbs {
		conn := storetest.Open(t, d.url(t))
		f := loadFixture(t, conn)
		for _, def := range hogql.Functions() {
			if def.Example == "" {
				t.Errorf("function %s has no example call", def.Name)
				continue
			}
			q := "SELECT " + def.Example + " AS v FROM events ORDER BY uuid"
			if def.Kind == "aggregate" {
				q = "SELECT " + def.Example + " AS v FROM events"
			}
			res, err := runQuery(t, conn, f.a, q)
			if err != nil {
				t.Errorf("%s: %s: %v", d.name, def.Name, err)
				continue
			}
			results[def.Name] = append(results[def.Name], res.Rows)
		}
	}
	for name, rs := range results {
		if len(rs) == 2 && !sameRows(rs[0], rs[1]) {
			t.Errorf("%s gives different rows:\nsqlite:   %s\npostgres: %s", name, showRows(rs[0]), showRows(rs[1]))
		}
	}
}

// TestRuntimeFunctions checks the function records against the bodies the
// engines get outside hogql: the Go functions registered on SQLite
// (sqlite_funcs.go) and the SQL functions PostgreSQL's migrations create.
// Every burrow_* function a record's printed example calls must exist on
// the engine, and every one the engine has must be called by some record
// or statement of hogqltest (or be a helper of another body), so neither a
// missing body nor a dead one goes unnoticed.
func TestRuntimeFunctions(t *testing.T) {
	t.Parallel()
	// Helpers called by other bodies, never printed by a record.
	helpers := map[string]bool{"burrow_refuse": true} // PostgreSQL: raised by burrow_cap and burrow_replace
	name := regexp.MustCompile(`\bburrow_[a-z0-9_]+\b`)
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		query := `SELECT name FROM pragma_function_list WHERE name LIKE 'burrow\_%' ESCAPE '\'`
		if db.Dialect == store.Postgres {
			query = `SELECT DISTINCT proname FROM pg_proc WHERE proname LIKE 'burrow\_%'`
		}
		var present []string
		if err := db.Bun.NewRaw(query).Scan(ctx, &present); err != nil {
			t.Fatal(err)
		}
		has := map[string]bool{}
		for _, n := range present {
			has[n] = true
		}
		used := map[string]bool{}
		check := func(what, src string) {
			c, err := hogql.Compile(src, hogql.Options{TeamID: 1, Engine: Of(db)})
			if err != nil {
				t.Errorf("%s: %v", what, err)
				return
			}
			for _, n := range name.FindAllString(c.SQL, -1) {
				used[n] = true
				if !has[n] {
					t.Errorf("%s prints %s, which %s does not have", what, n, db.Dialect)
				}
			}
		}
		for _, def := range hogql.Functions() {
			check(def.Name, "SELECT "+def.Example+" AS v FROM events")
		}
		// The other forms of the functions (groupArray(n)(x), ...).
		for _, tc := range hogqltest.Cases() {
			check(tc.Name, tc.SQL)
		}
		for _, n := range present {
			if !used[n] && !helpers[n] {
				t.Errorf("%s has %s, which no function record prints", db.Dialect, n)
			}
		}
		if len(present) == 0 {
			t.Errorf("%s has no burrow_* functions: the query found none", db.Dialect)
		}
	})
}

// TestIfCombinator checks ClickHouse's -If combinator on every aggregate:
// fIf(args..., cond) over all events gives the rows f(args...) gives over
// the events where cond holds, on every database.
func TestIfCombinator(t *testing.T) {
	t.Parallel()
	const cond = "event != 'signup'"
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := loadFixture(t, db)
		n := 0
		for _, def := range hogql.Functions() {
			if def.Kind != "aggregate" || strings.HasSuffix(def.Name, "If") {
				continue
			}
			q, err := hogql.Parse("SELECT " + def.Example + " AS v FROM events")
			if err != nil {
				t.Fatalf("%s: %v", def.Name, err)
			}
			call := findCall(q.Selects[0].Items[0].Expr, def)
			if call == nil {
				t.Errorf("%s: its example %q does not call it", def.Name, def.Example)
				continue
			}
			filtered := hogql.Format(q) + " WHERE " + cond
			call.Name += "If"
			call.Args = append(call.Args, hogql.MustTemplate(cond))
			combined := hogql.Format(q)
			want, err := runQuery(t, db, f.a, filtered)
			if err != nil {
				t.Fatalf("%s: %v", def.Name, err)
			}
			got, err := runQuery(t, db, f.a, combined)
			if err != nil {
				t.Errorf("%s: %v", combined, err)
				continue
			}
			if !sameRows(got.Rows, want.Rows) {
				t.Errorf("%s gives %s, %s gives %s", combined, showRows(got.Rows), filtered, showRows(want.Rows))
			}
			n++
		}
		if n < 15 {
			t.Errorf("only %d aggregates tried", n)
		}
	})
}

// findCall returns the first call of def (by name or alias) in e.
func findCall(e hogql.Expr, def hogql.Function) *hogql.Call {
	c, ok := e.(*hogql.Call)
	if !ok {
		return nil
	}
	if strings.EqualFold(c.Name, def.Name) || slices.ContainsFunc(def.Aliases, func(a string) bool { return strings.EqualFold(a, c.Name) }) {
		return c
	}
	for _, a := range c.Args {
		if found := findCall(a, def); found != nil {
			return found
		}
	}
	return nil
}
