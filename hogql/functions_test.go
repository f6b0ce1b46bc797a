package hogql

import (
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/hogql/hogqltest"
)

// TestPrintRules checks that every function record says how every engine
// prints it: a printer for all, one per engine, another function's rules
// (printAs), or none because its check rewrites every call. An engine
// added to printedEngines without its printers fails here, function by
// function.
func TestPrintRules(t *testing.T) {
	t.Parallel()
	for _, def := range append(functions.all[:len(functions.all):len(functions.all)], sliceDef) {
		switch {
		case strings.TrimSpace(def.signature()) == "":
			t.Errorf("%s has no signature", def.name)
		case def.printAs != "":
			if target := functions.exact[def.printAs]; target == nil || target.printAs != "" {
				t.Errorf("%s prints as %s, which is not a function with print rules", def.name, def.printAs)
			}
			if r := def.print; r.all != nil || r.sqlite != nil || r.postgres != nil || r.rewritten {
				t.Errorf("%s has print rules and prints as %s", def.name, def.printAs)
			}
		case def.print.rewritten:
			if def.print.all != nil || def.print.sqlite != nil || def.print.postgres != nil {
				t.Errorf("%s is rewritten but has printers", def.name)
			}
		default:
			for _, e := range printedEngines {
				if callPrinterOf(def, e) == nil {
					t.Errorf("%s has no printer for %s", def.name, e)
				}
			}
			if def.print.all != nil && (def.print.sqlite != nil || def.print.postgres != nil) {
				t.Errorf("%s has a printer for all engines and one per engine", def.name)
			}
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

// Every ClickHouse print rule belongs to a function with print rules of its
// own (a misspelt name would leave the function on the shared SQL).
func TestClickHouseRulesNameFunctions(t *testing.T) {
	t.Parallel()
	for name := range clickhouseCalls {
		def := functions.exact[name]
		if name == sliceDef.name {
			def = sliceDef
		}
		switch {
		case def == nil:
			t.Errorf("clickhouseCalls has %s, which is not a function", name)
		case def.printAs != "" || def.print.rewritten:
			t.Errorf("clickhouseCalls has %s, which prints as another function or is rewritten", name)
		}
	}
}
