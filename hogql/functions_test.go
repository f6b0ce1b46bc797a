package hogql

import (
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/hogql/hogqltest"
)

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

// Every function of the whitelist appears in engineCases, so each is run on
// both databases against known answers (or compared by TestDifferential).
func TestEveryFunctionIsExercised(t *testing.T) {
	t.Parallel()
	var corpus strings.Builder
	for _, tc := range hogqltest.Cases() {
		corpus.WriteString(strings.ToLower(tc.SQL))
		corpus.WriteString("\n")
	}
	for _, def := range functions.all {
		if !strings.Contains(corpus.String(), strings.ToLower(def.name)+"(") {
			t.Errorf("function %s is not exercised by engineCases", def.name)
		}
	}
}
