package engine

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/hogql/hogqltest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// chShared is the fixture loaded once into the test binary's ClickHouse
// server (from a SQLite database of its own), shared by every ClickHouse
// test.
var chShared struct {
	once    sync.Once
	runner  hogql.Runner
	fixture fixture
	skip    string
}

// clickHouse returns a runner on the shared ClickHouse server holding the
// fixture, and the fixture's ids. The first caller loads it.
func clickHouse(t *testing.T) (hogql.Runner, fixture) {
	t.Helper()
	if OpenClickHouse == nil {
		t.Fatal("OpenClickHouse is not set (clickhouse_test.go's TestMain)")
	}
	chShared.once.Do(func() {
		// The load runs in a subtest of its own so that a skip (no
		// libchdb.so) is recorded and repeated for every caller.
		t.Run("load fixture into ClickHouse", func(t *testing.T) {
			db := storetest.Open(t, storetest.SQLiteURL(t))
			chShared.fixture = loadFixture(t, db)
			chShared.skip = "ClickHouse unavailable (see the load subtest)"
			chShared.runner = OpenClickHouse(t, db)
			chShared.skip = ""
		})
	})
	if chShared.runner == nil {
		t.Skip(chShared.skip)
	}
	return chShared.runner, chShared.fixture
}

// runOn compiles q for team on r's engine and runs it.
func runOn(r hogql.Runner, team int64, q string) (*hogql.Result, error) {
	c, err := hogql.Compile(q, hogql.Options{TeamID: team, Engine: r.Engine()})
	if err != nil {
		return nil, err
	}
	res, err := r.Run(context.Background(), c, hogql.RunOptions{})
	if err != nil {
		return nil, fmt.Errorf("%w\nSQL: %s\nargs: %v", err, c.SQL, c.Args)
	}
	return res, nil
}

// Reasons of the differences that are ClickHouse's own documented
// semantics (docs/sql.md, "On ClickHouse").
const (
	chRespells    = "ClickHouse re-spells a JSON number when it reads it (19.90 reads as 19.9)"
	chCorrelated  = "ClickHouse cannot decorrelate a scalar subquery reading an outer column through a join: sql_query_error"
	chRawElements = "JSONExtractArrayRaw's elements are JSON text on ClickHouse (Array(String), as PostHog's); the other engines decode them"
)

// chKnown lists the statements whose answers differ on ClickHouse, with the
// reason; every entry must be met (TestClickHouse checks).
var chKnown = map[string]string{
	`SELECT properties.price, properties.$screen_width, properties.is_cool FROM events WHERE uuid = '` + hogqltest.Ev1 + `'`:                                                     chRespells,
	`SELECT properties.$browser, properties.$screen_width, properties.price, properties.items[1].sku, properties.nested.a.b, properties.is_cool, properties.missing FROM events`: chRespells,
	`SELECT JSONExtractRaw(properties, 'price') AS v FROM events ORDER BY uuid`:                                                                                                  chRespells,
	`SELECT p.properties.name AS n, (SELECT count() FROM events e WHERE e.person_id = p.id) AS c FROM persons p ORDER BY n`:                                                      chCorrelated,
	`SELECT p.properties.name, (SELECT count() FROM events e WHERE e.person_id = p.id) FROM persons p ORDER BY 1`:                                                                chCorrelated,
	`SELECT JSONExtractArrayRaw(properties, 'items') AS v FROM events ORDER BY uuid`:                                                                                             chRawElements,
}

// knownOnClickHouse says whether src is a known difference, noting it.
func knownOnClickHouse(src string) bool {
	_, ok := chKnown[src]
	if ok {
		chMet.Store(src, true)
	}
	return ok
}

// chMet records the entries of chKnown that a test met.
var chMet sync.Map

// TestClickHouse runs the ClickHouse tests on one shared server, one load
// of the fixture, and then checks that every known difference was met (an
// entry no statement matches any more is stale).
func TestClickHouse(t *testing.T) {
	t.Parallel()
	all := true
	for _, sub := range []struct {
		name string
		run  func(t *testing.T)
	}{
		{"Corpus", testClickHouseCorpus},
		{"ProjectIsolation", testClickHouseProjectIsolation},
		{"FunctionTable", testClickHouseFunctionTable},
	} {
		all = t.Run(sub.name, sub.run) && all
	}
	if !all || chShared.runner == nil {
		return
	}
	for src := range chKnown {
		if _, ok := chMet.Load(src); !ok {
			t.Errorf("known ClickHouse difference no test meets: %s", src)
		}
	}
}

// testClickHouseCorpus runs the Differential corpus, every hogqltest case
// and the HogQL corpus on ClickHouse and on SQLite, and checks that both
// give the same rows (rows that tie on the ORDER BY keys compared as
// multisets, as TestCorpus does).
func testClickHouseCorpus(t *testing.T) {
	ch, fc := clickHouse(t)
	lite := storetest.Open(t, storetest.SQLiteURL(t))
	fl := loadFixture(t, lite)
	if fl != fc {
		t.Fatalf("fixture ids differ: sqlite %+v, clickhouse %+v", fl, fc)
	}
	corpus := append([]string{}, hogqltest.Differential...)
	for _, tc := range hogqltest.Cases() {
		corpus = append(corpus, tc.SQL)
	}
	corpus = append(corpus, hogqltest.HogQL...)
	seen := map[string]bool{}
	compared, known := 0, 0
	for _, src := range corpus {
		if seen[src] {
			continue
		}
		seen[src] = true
		if strings.Contains(src, "now()") && strings.Contains(src, "dateDiff('second', now(), now())") {
			continue // the clock differs between the two runs, not the answer
		}
		rl, errL := runQuery(t, lite, fl.a, src)
		rc, errC := runOn(ch, fc.a, src)
		if knownOnClickHouse(src) {
			known++
			continue
		}
		switch {
		case errL != nil && errC != nil:
			continue // refused on both
		case errL != nil:
			t.Errorf("%s\nsqlite: %v\nclickhouse: %s", src, errL, showRows(rc.Rows))
			continue
		case errC != nil:
			t.Errorf("clickhouse: %s: %v", src, errC)
			continue
		}
		if !sameRows(rl.Rows, rc.Rows) {
			sortRows(rl.Rows)
			sortRows(rc.Rows)
		}
		if !sameRows(rl.Rows, rc.Rows) {
			t.Errorf("%s\nsqlite:     %s\nclickhouse: %s", src, showRows(rl.Rows), showRows(rc.Rows))
		}
		compared++
	}
	t.Logf("compared %d statements on ClickHouse and SQLite, %d known differences", compared, known)
}

// testClickHouseProjectIsolation runs the isolation cases on ClickHouse:
// each statement sees only its own project's rows.
func testClickHouseProjectIsolation(t *testing.T) {
	ch, f := clickHouse(t)
	for _, tc := range isolationCases {
		t.Run(tc.name, func(t *testing.T) {
			for _, p := range []struct {
				name string
				team int64
				want [][]any
			}{{"A", f.a, tc.wantA}, {"B", f.b, tc.wantB}} {
				res, err := runOn(ch, p.team, tc.sql)
				if knownOnClickHouse(tc.sql) {
					if err == nil {
						t.Errorf("project %s: %s runs on ClickHouse now: drop it from chKnown", p.name, chKnown[tc.sql])
					}
					continue
				}
				if err != nil {
					t.Fatalf("project %s: %v", p.name, err)
				}
				text := fmt.Sprint(res.Rows)
				for _, marker := range foreign[p.name] {
					if strings.Contains(text, marker) {
						t.Errorf("project %s sees %q: %s", p.name, marker, showRows(res.Rows))
					}
				}
				if p.want != nil && !sameRows(res.Rows, p.want) {
					t.Errorf("project %s\n got: %s\nwant: %s", p.name, showRows(res.Rows), showRows(p.want))
				}
			}
			res, err := runOn(ch, f.b+100, tc.sql)
			if knownOnClickHouse(tc.sql) {
				return
			}
			if err != nil {
				t.Fatalf("unknown project: %v", err)
			}
			for _, r := range res.Rows {
				for _, v := range r {
					if s, ok := v.(string); ok {
						t.Errorf("unknown project sees %q", s)
					}
				}
			}
		})
	}
}

// testClickHouseFunctionTable runs every function's example call on
// ClickHouse and on SQLite and checks that both give the same rows.
func testClickHouseFunctionTable(t *testing.T) {
	ch, fc := clickHouse(t)
	lite := storetest.Open(t, storetest.SQLiteURL(t))
	fl := loadFixture(t, lite)
	for _, def := range hogql.Functions() {
		q := "SELECT " + def.Example + " AS v FROM events ORDER BY uuid"
		if def.Kind == "aggregate" {
			q = "SELECT " + def.Example + " AS v FROM events"
		}
		if knownOnClickHouse(q) {
			continue
		}
		rl, err := runQuery(t, lite, fl.a, q)
		if err != nil {
			t.Errorf("sqlite: %s: %v", def.Name, err)
			continue
		}
		rc, err := runOn(ch, fc.a, q)
		if err != nil {
			t.Errorf("clickhouse: %s: %v", def.Name, err)
			continue
		}
		if !sameRows(rl.Rows, rc.Rows) {
			t.Errorf("%s: %s\nsqlite:     %s\nclickhouse: %s", def.Name, q, showRows(rl.Rows), showRows(rc.Rows))
		}
	}
}
