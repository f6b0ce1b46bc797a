package engine

import (
	"os"
	"testing"

	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestFunctionTable compiles and runs the example call of every function of
// the table on SQLite and PostgreSQL, and checks that both give the same
// rows: a function missing from a print table, or printed differently in
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
