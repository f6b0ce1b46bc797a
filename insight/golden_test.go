package insight

import (
	"encoding/json"
	"flag"
	"path/filepath"
	"testing"
	"time"
	_ "time/tzdata" // America/New_York's offsets from Go's own copy when the machine has none

	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/hogql/hogqltest"
)

// update rewrites the golden files instead of comparing with them. The
// golden files of hogql and insight are regenerated together with
//
//	go test ./hogql/... ./insight/ -update
var update = flag.Bool("update", false, "rewrite the golden files under testdata/golden")

// goldenEngines are the engines the golden files are printed for: a new
// engine is one more entry (and one more file).
var goldenEngines = []hogql.Engine{hogql.SQLite, hogql.PostgreSQL, hogql.ClickHouse}

const goldenRegenerate = "go test ./insight/ -run TestGoldenKinds -update"

// goldenNow is the time relative dates are read from: with it, the bounds
// the kinds bind as arguments are the same on every run.
var goldenNow = time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)

// TestGoldenKinds compiles a query object of every insight kind (with its
// major options: breakdowns, intervals, funnel windows, retention periods,
// the actors of each kind's data points) at a fixed now, and compares the
// statements printed for every engine with
// testdata/golden/kinds.<engine>.sql: the request, the canonical statement,
// the result columns and types, the bound arguments and the SQL. A kind
// whose actors take two statements (Plan.Next) shows the second one too,
// as built from a source without rows. When a change is intended,
// regenerate the files with
//
//	go test ./insight/ -run TestGoldenKinds -update
//
// (hogql's and insight's together: go test ./hogql/... ./insight/ -update)
// and review their diff.
func TestGoldenKinds(t *testing.T) {
	dir := filepath.Join("testdata", "golden")
	var written []string
	for _, e := range goldenEngines {
		path := filepath.Join(dir, "kinds."+string(e)+".sql")
		written = append(written, path)
		t.Run(string(e), func(t *testing.T) {
			g := hogqltest.NewGolden(
				"Golden file of insight's TestGoldenKinds (insight/golden_test.go): the statements of the insight kinds,",
				"printed for "+string(e)+" with TeamID 42 and now "+goldenNow.Format(time.RFC3339)+". Regenerate with: "+goldenRegenerate,
			)
			for _, k := range hogqltest.InsightKinds() {
				var probe struct {
					Kind string `json:"kind"`
				}
				if err := json.Unmarshal([]byte(k.Query), &probe); err != nil {
					t.Fatalf("%s: %v", k.Name, err)
				}
				g.Entry(k.Name)
				g.Field("request", k.Query)
				if k.Timezone != "" {
					g.Field("timezone", k.Timezone)
				}
				plan, err := Compile(probe.Kind, json.RawMessage(k.Query), Env{Timezone: k.Timezone, Now: goldenNow, Engine: e})
				if err != nil {
					g.Error(err)
					continue
				}
				goldenStatement(g, plan, e)
				if plan.Next != nil {
					next, err := plan.Next(&Table{})
					if next == nil && err == nil {
						continue // none over no rows (mask plans: TestMaskPlansFallBack)
					}
					g.Entry(k.Name + " (next statement, over no rows)")
					if err != nil {
						g.Error(err)
						continue
					}
					goldenStatement(g, next, e)
				}
			}
			g.Check(t, path, *update, goldenRegenerate)
		})
	}
	hogqltest.CheckDir(t, dir, written, *update, goldenRegenerate)
}

// goldenStatement writes a plan's statement as printed for engine e.
func goldenStatement(g *hogqltest.Golden, plan *Plan, e hogql.Engine) {
	c, err := hogql.CompileQuery(plan.Query, hogql.Options{TeamID: 42, Engine: e, MaxLimit: plan.MaxRows})
	if err != nil {
		g.Statement("normalized", hogql.Format(plan.Query))
		g.Error(err)
		return
	}
	g.Statement("normalized", c.Normalized)
	g.Columns(c.Columns, c.Types)
	g.Args(c.Args)
	g.SQL(c.SQL)
}
