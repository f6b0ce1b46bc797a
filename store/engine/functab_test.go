package engine

import (
	"os"
	"strings"
	"testing"

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
		for _, def := range functions.all {
			if def.sample == "" {
				t.Errorf("function %s has no example call", def.name)
				continue
			}
			q := "SELECT " + def.sample + " AS v FROM events ORDER BY uuid"
			if def.kind == fnAggregate {
				q = "SELECT " + def.sample + " AS v FROM events"
			}
			res, err := runQuery(t, conn, f.a, q)
			if err != nil {
				t.Errorf("%s: %s: %v", d.name, def.name, err)
				continue
			}
			results[def.name] = append(results[def.name], res.Rows)
		}
	}
	for name, rs := range results {
		if len(rs) == 2 && !sameRows(rs[0], rs[1]) {
			t.Errorf("%s gives different rows:\nsqlite:   %s\npostgres: %s", name, showRows(rs[0]), showRows(rs[1]))
		}
	}
}

// TestPrintTables checks that every print-table entry names a function of
// the table, so that a renamed function leaves no dead printer behind.
func TestPrintTables(t *testing.T) {
	t.Parallel()
	printed := map[string]bool{sliceDef.name: true} // made by x[i:j], not callable
	for _, def := range functions.all {
		printed[def.printName()] = true
	}
	for name, table := range map[string]map[string]callPrinter{"portable": portableCalls, "sqlite": sqliteCalls, "postgres": postgresCalls} {
		for fn := range table {
			if !printed[fn] && functions.exact[fn] == nil {
				t.Errorf("%s print table has %s, which is not a function", name, fn)
			}
		}
	}
	for _, def := range functions.all {
		if strings.TrimSpace(def.signature()) == "" {
			t.Errorf("%s has no signature", def.name)
		}
	}
}
