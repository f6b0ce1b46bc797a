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

// goldenKinds are the shapes of the insight kinds' statements: every kind
// and its major options. Timezone "" is UTC.
var goldenKinds = []struct{ name, timezone, query string }{
	{"trends: total count per day", "",
		`{"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"$pageview"}],"dateRange":{"date_from":"2026-11-01","date_to":"2026-11-07"},"interval":"day"}`},
	{"trends: dau per hour, -2d in New York", "America/New_York",
		`{"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"$pageview","math":"dau"}],"dateRange":{"date_from":"-2d"},"interval":"hour"}`},
	{"trends: breakdown with limit, compare to previous", "",
		`{"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"$pageview","math":"dau"}],"dateRange":{"date_from":"-7d"},"breakdownFilter":{"breakdown":"$browser","breakdown_limit":3},"compareFilter":{"compare":true}}`},
	{"trends: property math, two series, formula, filters", "",
		`{"kind":"TrendsQuery","interval":"week","series":[{"kind":"EventsNode","event":"purchase","math":"sum","math_property":"price"},{"kind":"EventsNode","event":"purchase","math":"p90","math_property":"price"}],"trendsFilter":{"formula":"A / 2 + B"},"properties":{"type":"OR","values":[{"type":"AND","values":[{"type":"event","key":"$browser","operator":"exact","value":["Chrome","Safari"]},{"type":"person","key":"email","operator":"icontains","value":"@example.com"}]}]},"filterTestAccounts":true}`},
	{"trends: weekly active, month interval, multiple breakdowns", "",
		`{"kind":"TrendsQuery","interval":"month","dateRange":{"date_from":"-90d"},"series":[{"kind":"EventsNode","event":null,"math":"weekly_active"}],"breakdownFilter":{"breakdowns":[{"property":"$browser","type":"event"},{"property":"plan","type":"person"}]}}`},
	{"funnels: three steps, one hour window", "",
		`{"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"$pageview"},{"kind":"EventsNode","event":"signup"},{"kind":"EventsNode","event":"purchase"}],"dateRange":{"date_from":"-30d"},"funnelsFilter":{"funnelWindowInterval":1,"funnelWindowIntervalUnit":"hour"}}`},
	{"funnels: strict order, exclusion, breakdown", "",
		`{"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"}],"funnelsFilter":{"funnelOrderType":"strict","exclusions":[{"kind":"EventsNode","event":"c","funnelFromStep":0,"funnelToStep":1}]},"breakdownFilter":{"breakdown":"$browser"}}`},
	{"funnels: trends by week", "",
		`{"kind":"FunnelsQuery","interval":"week","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"}],"funnelsFilter":{"funnelVizType":"trends"}}`},
	{"retention: day periods", "",
		`{"kind":"RetentionQuery","dateRange":{"date_from":"-7d"},"retentionFilter":{"targetEntity":{"id":"$pageview","type":"events"},"returningEntity":{"id":"$pageview","type":"events"},"period":"Day","totalIntervals":4}}`},
	{"retention: first time, weeks, breakdown", "",
		`{"kind":"RetentionQuery","retentionFilter":{"period":"Week","totalIntervals":3,"retentionType":"retention_first_time"},"breakdownFilter":{"breakdown":"$browser"}}`},
	{"lifecycle: days", "",
		`{"kind":"LifecycleQuery","series":[{"kind":"EventsNode","event":"$pageview"}],"dateRange":{"date_from":"-14d"},"interval":"day"}`},
	{"stickiness: criteria, cumulative", "",
		`{"kind":"StickinessQuery","series":[{"kind":"EventsNode","event":"$pageview"}],"dateRange":{"date_from":"-7d"},"stickinessFilter":{"computedAs":"cumulative","stickinessCriteria":{"operator":"gte","value":2}}}`},
	{"events: select, where, order, after", "",
		`{"kind":"EventsQuery","select":["*","event","person","count()"],"where":["event = '$pageview'"],"after":"-24h","orderBy":["count() DESC"],"limit":5}`},
	{"actors: all persons, search", "",
		`{"kind":"ActorsQuery","search":"alice","select":["person","id"],"orderBy":["id"]}`},
	{"actors: of a trends data point", "",
		`{"kind":"ActorsQuery","source":{"kind":"InsightActorsQuery","day":"2026-11-20","source":{"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"$pageview"}]}}}`},
	{"actors: of a funnel step, breakdown value", "",
		`{"kind":"ActorsQuery","source":{"kind":"FunnelsActorsQuery","funnelStep":-2,"funnelStepBreakdown":"Chrome","source":{"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"}],"breakdownFilter":{"breakdown":"$browser"}}}}`},
	{"actors: of a retention cohort", "",
		`{"kind":"ActorsQuery","source":{"kind":"InsightActorsQuery","interval":1,"source":{"kind":"RetentionQuery","retentionFilter":{"period":"Day","totalIntervals":3}}}}`},
	{"actors: of a lifecycle status", "",
		`{"kind":"ActorsQuery","source":{"kind":"InsightActorsQuery","day":"2026-11-20","status":"dormant","source":{"kind":"LifecycleQuery","series":[{"kind":"EventsNode","event":"a"}]}}}`},
	{"actors: of a stickiness bar", "",
		`{"kind":"ActorsQuery","source":{"kind":"InsightActorsQuery","day":2,"source":{"kind":"StickinessQuery","series":[{"kind":"EventsNode","event":"a"}]}}}`},
}

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
			for _, k := range goldenKinds {
				var probe struct {
					Kind string `json:"kind"`
				}
				if err := json.Unmarshal([]byte(k.query), &probe); err != nil {
					t.Fatalf("%s: %v", k.name, err)
				}
				g.Entry(k.name)
				g.Field("request", k.query)
				if k.timezone != "" {
					g.Field("timezone", k.timezone)
				}
				plan, err := Compile(probe.Kind, json.RawMessage(k.query), Env{Timezone: k.timezone, Now: goldenNow})
				if err != nil {
					g.Error(err)
					continue
				}
				goldenStatement(g, plan, e)
				if plan.Next != nil {
					next, err := plan.Next(&Table{})
					g.Entry(k.name + " (next statement, over no rows)")
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
