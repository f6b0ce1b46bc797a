package hogql

import (
	"flag"
	"path/filepath"
	"testing"

	"github.com/burrow-analytics/burrow/hogql/hogqltest"
)

// update rewrites the golden files instead of comparing with them. The
// golden files of hogql and insight are regenerated together with
//
//	go test ./hogql/... ./insight/ -update
//
// (go test hands -update to every package it tests: a package under hogql/
// that gets tests of its own must define the flag too.)
var update = flag.Bool("update", false, "rewrite the golden files under testdata/golden")

// goldenEngines are the engines the golden files are printed for: a new
// engine is one more entry (and one more file per corpus).
var goldenEngines = []Engine{SQLite, PostgreSQL, ClickHouse}

// goldenTeam is the project the golden statements are compiled for.
const goldenTeam = 42

const goldenRegenerate = "go test ./hogql/ -run TestGoldenPrint -update"

// TestGoldenPrint compiles every statement of hogqltest (Cases, HogQL,
// Differential, Typical) for every engine and compares what it prints with
// testdata/golden/<corpus>.<engine>.sql: the source, the canonical form,
// the result columns and types, the bound arguments and the SQL (or the
// compile error, so that a statement that stops compiling shows as a diff
// too). A change in printing fails the test with the first entry that
// differs; when it is intended, regenerate the files with
//
//	go test ./hogql/ -run TestGoldenPrint -update
//
// and review their diff. insight's TestGoldenKinds does the same for the
// insight kinds' statements (go test ./insight/ -update; both at once:
// go test ./hogql/... ./insight/ -update).
//
// The printed SQL holds no time: now() and today() print as the database's
// own functions, and the arguments are only the statement's constants and
// the project id (int64, float64 and string values).
func TestGoldenPrint(t *testing.T) {
	type stmt struct{ name, src string }
	var cases, hogqlStmts, differential []stmt
	for _, c := range hogqltest.Cases() {
		cases = append(cases, stmt{c.Name, c.SQL})
	}
	for _, s := range hogqltest.HogQL {
		hogqlStmts = append(hogqlStmts, stmt{"", s})
	}
	for _, s := range hogqltest.Differential {
		differential = append(differential, stmt{"", s})
	}
	corpora := []struct {
		name, what string
		stmts      []stmt
	}{
		{"cases", "hogqltest.Cases()", cases},
		{"hogql", "hogqltest.HogQL", hogqlStmts},
		{"differential", "hogqltest.Differential", differential},
		{"typical", "hogqltest.Typical", []stmt{{"Typical", hogqltest.Typical}}},
	}
	dir := filepath.Join("testdata", "golden")
	var written []string
	for _, corpus := range corpora {
		for _, e := range goldenEngines {
			path := filepath.Join(dir, corpus.name+"."+string(e)+".sql")
			written = append(written, path)
			t.Run(corpus.name+"."+string(e), func(t *testing.T) {
				g := hogqltest.NewGolden(
					"Golden file of hogql's TestGoldenPrint (hogql/golden_test.go): the statements of "+corpus.what+",",
					"printed for "+string(e)+" with TeamID 42. Regenerate with: "+goldenRegenerate,
				)
				for _, s := range corpus.stmts {
					g.Entry(s.name)
					g.Field("source", s.src)
					c, err := Compile(s.src, Options{TeamID: goldenTeam, Engine: e})
					if err != nil {
						// The canonical form, when the statement parses.
						if q, perr := parse(s.src); perr == nil {
							g.Statement("normalized", Format(q))
						}
						g.Error(err)
						continue
					}
					g.Statement("normalized", c.Normalized)
					g.Columns(c.Columns, c.Types)
					g.Args(c.Args)
					g.SQL(c.SQL)
				}
				g.Check(t, path, *update, goldenRegenerate)
			})
		}
	}
	hogqltest.CheckDir(t, dir, written, *update, goldenRegenerate)
}
