package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/hogql/hogqltest"
	"github.com/burrow-analytics/burrow/insight"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// chShared is the fixture loaded once into the test binary's ClickHouse
// server (from a SQLite database of its own), shared by every ClickHouse
// test.
var chShared struct {
	once    sync.Once
	runner  hogql.Runner
	fixture fixture
	oddKeys int64 // the project of the event with odd property keys
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
			chShared.oddKeys = loadOddKeys(t, db)
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
	chDateRange   = "ClickHouse's DateTime64 holds the years 1900-2299: a date past them is not NULL there but wraps (a printer range check is to do)"
	chRawElements = "JSONExtractArrayRaw's elements are JSON text on ClickHouse (Array(String), as PostHog's); the other engines decode them"
	chObjectIndex = "a numeric step into an object reads its n-th value on ClickHouse, NULL on the other engines (docs/sql.md)"
)

// chKnown lists the statements whose answers differ on ClickHouse, with the
// reason; every entry must be met (TestClickHouse checks).
var chKnown = map[string]string{
	`SELECT properties.price, properties.$screen_width, properties.is_cool FROM events WHERE uuid = '` + hogqltest.Ev1 + `'`:                                                     chRespells,
	`SELECT properties.$browser, properties.$screen_width, properties.price, properties.items[1].sku, properties.nested.a.b, properties.is_cool, properties.missing FROM events`: chRespells,
	`SELECT JSONExtractRaw(properties, 'price') AS v FROM events ORDER BY uuid`:                                                                                                  chRespells,
	`SELECT p.properties.name AS n, (SELECT count() FROM events e WHERE e.person_id = p.id) AS c FROM persons p ORDER BY n`:                                                      chCorrelated,
	`SELECT p.properties.name, (SELECT count() FROM events e WHERE e.person_id = p.id) FROM persons p ORDER BY 1`:                                                                chCorrelated,
	`SELECT properties.items.2.sku, properties.items.1.1, JSONExtractString('{"a":[[5,6],[7]]}', 'a', 2, 1) FROM events WHERE event = 'purchase'`:                                chObjectIndex,
	`SELECT JSONExtractArrayRaw(properties, 'items') AS v FROM events ORDER BY uuid`:                                                                                             chRawElements,
	`SELECT toDateTime(x) FROM (SELECT '0000-01-01 00:00:00' AS x)`:                                                                                                              chDateRange,
	`SELECT toDate(x) FROM (SELECT '0000-12-31' AS x)`:                                                                                                                           chDateRange,
	`SELECT timestamp - INTERVAL 3000 YEAR FROM events WHERE uuid = '` + hogqltest.Ev1 + `'`:                                                                                     chDateRange,
	`SELECT timestamp + INTERVAL 8000 YEAR FROM events WHERE uuid = '` + hogqltest.Ev1 + `'`:                                                                                     chDateRange,
	`SELECT toDate(timestamp) - 800000 FROM events WHERE uuid = '` + hogqltest.Ev1 + `'`:                                                                                         chDateRange,
	`SELECT fromUnixTimestamp(-70000000000)`:                                                                                                                                     chDateRange,
	`SELECT fromUnixTimestamp(300000000000)`:                                                                                                                                     chDateRange,
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
	subs := []struct {
		name string
		run  func(t *testing.T)
	}{
		{"Corpus", testClickHouseCorpus},
		{"ProjectIsolation", testClickHouseProjectIsolation},
		{"FunctionTable", testClickHouseFunctionTable},
		{"InsightKinds", testClickHouseInsightKinds},
		{"Refusals", testClickHouseRefusals},
		{"ProjectIdTricks", testClickHouseProjectIDTricks},
	}
	all, ran := true, 0
	for _, sub := range subs {
		all = t.Run(sub.name, func(t *testing.T) { ran++; sub.run(t) }) && all
	}
	// Only when every subtest ran (-run may pick some) is an unmet
	// difference stale.
	if !all || ran < len(subs) || chShared.runner == nil {
		return
	}
	for src := range chKnown {
		if _, ok := chMet.Load(src); !ok {
			t.Errorf("known ClickHouse difference no test meets: %s", src)
		}
	}
}

// chDates are dates outside ClickHouse's Date (1970-2149) but inside
// Date32 and DateTime64 (1900-2299): the same dates on every engine.
var chDates = []string{
	`SELECT toDate('1960-05-01'), toDate('2200-01-01'), toDate(toDateTime('1960-05-01 00:00:00')), toDate('1960-05-01') + 3`,
	`SELECT toStartOfMonth(toDate('1960-05-03')), toStartOfWeek(toDateTime('1960-05-03 10:00:00')), toStartOfDay(toDateTime('1930-01-02 10:00:00')), toMonday(toDate('2250-01-01'))`,
	`SELECT dateDiff('day', toDate('1960-01-01'), toDate('2200-01-01')), toDate('1960-05-01') < toDate('1970-01-01'), toDateTime('1969-12-31 23:59:59')`,
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
	corpus = append(corpus, outOfRangeDates...)
	corpus = append(corpus, chDates...)
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
			if errL == nil && errC == nil && sameRows(rl.Rows, rc.Rows) {
				t.Errorf("%s: same answer on ClickHouse now: drop it from chKnown (%s)", src, chKnown[src])
			}
			known++
			continue
		}
		switch {
		case errL != nil && errC != nil:
			// Refused on both: with the same client error.
			al, ac := apierror.From(errL), apierror.From(errC)
			if al == nil || ac == nil || al.Code != ac.Code || al.Status != ac.Status {
				t.Errorf("%s: errors differ or are not client errors:\nsqlite:     %v\nclickhouse: %v", src, errL, errC)
			}
			continue
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
	// The cases with known answers hold on ClickHouse itself.
	for _, tc := range hogqltest.Cases() {
		if tc.Want == nil || knownOnClickHouse(tc.SQL) {
			continue
		}
		res, err := runOn(ch, fc.a, tc.SQL)
		if err != nil {
			t.Errorf("%s: %v", tc.Name, err)
			continue
		}
		if !sameRows(res.Rows, tc.Want) {
			t.Errorf("%s: %s\n got: %s\nwant: %s", tc.Name, tc.SQL, showRows(res.Rows), showRows(tc.Want))
		}
	}
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

// oddKeysProps are properties whose names hold '"', '\' or control
// characters, for TestPropertyKeysWithQuotesAndBackslashes's statement.
const oddKeysProps = `{"a\"b":"quote","a\\b":"backslash","a\\":"trailing","x\ny":"newline","$.x":"dollar","n":{"k\"":"nested"}}`

// loadOddKeys adds a third project holding one event with odd property
// keys (a project of its own leaves the fixture's answers as they are).
func loadOddKeys(t *testing.T, db *store.DB) int64 {
	t.Helper()
	ctx := context.Background()
	p, err := store.CreateProject(ctx, db.Bun, "C")
	if err != nil {
		t.Fatal(err)
	}
	ev := store.Event{UUID: "c0000000-0000-4000-8000-0000000000aa", TeamID: p.ID, Event: "odd keys", DistinctID: "d1",
		Timestamp: ts("2026-01-12 00:00:00"), CreatedAt: ts("2026-01-12 00:00:01"), Properties: json.RawMessage(oddKeysProps)}
	if _, err := db.Bun.NewInsert().Model(&ev).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	return p.ID
}

// testClickHouseRefusals runs the audit's regression statements on
// ClickHouse: odd property keys, overflow, out-of-range conversions, the
// built-value and UNION bounds.
func testClickHouseRefusals(t *testing.T) {
	ch, f := clickHouse(t)
	ctx := context.Background()
	run := func(q string) (*hogql.Result, error) { return runOn(ch, f.a, q) }

	q := `SELECT properties['a"b'], properties['a\\b'], properties['a\\'], properties['x\ny'], properties['$.x'], properties.n['k"'], properties.` + "`a\"b`" +
		` FROM events WHERE event = 'odd keys'`
	res, err := runOn(ch, chShared.oddKeys, q)
	if err != nil {
		t.Fatalf("odd keys: %v", err)
	}
	if want := [][]any{{"quote", "backslash", "trailing", "newline", "dollar", "nested", "quote"}}; !sameRows(res.Rows, want) {
		t.Errorf("odd keys: got %s, want %s", showRows(res.Rows), showRows(want))
	}

	for _, q := range []string{
		`SELECT 9223372036854775807 + 1`,
		`SELECT -9223372036854775807 - 2`,
		`SELECT 9223372036854775807 * 2`,
		`SELECT 1e308 * 10`,
		`SELECT round(1e308, 2)`,
		`SELECT toInt(properties.$screen_width) * 9223372036854775807 FROM events`,
	} {
		res, err := run(q)
		if e := apierror.From(err); e == nil || e.Code != hogql.CodeQuery {
			t.Errorf("overflow: %s: err = %v, want a sql_query_error (rows %v)", q, err, res)
		}
	}

	res, err = run(`SELECT toInt('99999999999999999999'), toInt(1e30), CAST(-1e19 AS Int64), toInt(-3.7), toInt(toString(1e19)),
		toInt(concat('9223372036854775', '807')), toInt(concat('-12', '')), toInt(toFloat(properties.price) * 1e30), toInt(properties.$screen_width)
		FROM events WHERE uuid = '` + hogqltest.Ev1 + `'`)
	if err != nil {
		t.Fatalf("toInt out of range: %v", err)
	}
	// 2^63 - 1 itself is in range: ClickHouse reads it exactly, where SQLite
	// cannot tell it from a clamped overflow and the other engines answer
	// NULL (docs/sql.md, "On ClickHouse").
	if want := [][]any{{nil, nil, nil, int64(-3), nil, int64(9223372036854775807), int64(-12), nil, int64(1920)}}; !sameRows(res.Rows, want) {
		t.Errorf("toInt out of range: got %s, want %s", showRows(res.Rows), showRows(want))
	}

	// A built value is bounded by the statement's memory on ClickHouse
	// (max_memory_usage), not by the 1 MiB check of the other engines'
	// functions: 4 × 10^7 characters are computed, 4 × 10^8 under a 64 MiB
	// bound are a client error.
	s := "'aaaa'"
	for range 7 {
		s = "replaceAll(" + s + ", 'a', 'aaaaaaaaaa')"
	}
	res, err = run("SELECT length(" + s + ")")
	if err != nil || res.Rows[0][0] != int64(40_000_000) {
		t.Errorf("4 × 10^7 characters: %v %v", res, err)
	}
	c, err := hogql.Compile("SELECT length(replaceAll("+s+", 'a', 'aaaaaaaaaa'))", hogql.Options{TeamID: f.a, Engine: hogql.ClickHouse})
	if err != nil {
		t.Fatal(err)
	}
	_, err = NewClickHouseRunner(64<<20).Run(ctx, c, hogql.RunOptions{Timeout: time.Minute})
	if e := apierror.From(err); e == nil || e.Code != hogql.CodeQuery {
		t.Errorf("4 × 10^8 characters under a 64 MiB bound: err = %v, want a sql_query_error", err)
	}

	union := func(n int) string {
		return "SELECT 1 AS x" + strings.Repeat(" UNION ALL SELECT 1", n-1) + " LIMIT 1000"
	}
	if res, err := run(union(hogql.MaxUnionMembers)); err != nil || len(res.Rows) != hogql.MaxUnionMembers {
		t.Errorf("%d UNION members: %v", hogql.MaxUnionMembers, err)
	}
	_, err = run("SELECT count() FROM (" + union(hogql.MaxUnionMembers+1) + ")")
	wantQueryError(t, "501 members in a subquery", err, "too many UNION ALL members")
}

// chTricks try to read another project's rows, or the server's, from
// project A on ClickHouse: each is refused, or answers with A's rows only.
var chTricks = []string{
	`SELECT uuid, event FROM events WHERE 1 = 1 OR 1 = 1`,
	`SELECT uuid FROM events WHERE event = 'secret' OR true`,
	`SELECT count() FROM events WHERE team_id = 2`,
	`SELECT team_id FROM events`,
	`SELECT uuid FROM events AS team_id`,
	`SELECT e.uuid FROM events e, events team_id`,
	`SELECT uuid FROM events -- ) OR (1 = 1`,
	`SELECT uuid FROM events /* WHERE 1 */`,
	`SELECT uuid FROM events WHERE distinct_id = '{p1:Int64}'`,
	`SELECT uuid FROM events WHERE distinct_id = '\') OR (1 = 1 --'`,
	`SELECT uuid FROM default.events`,
	`SELECT uuid FROM "events" FINAL`,
	`SELECT * FROM system.tables`,
	`SELECT * FROM numbers(10)`,
	`SELECT * FROM merge('default', 'events')`,
	`SELECT * FROM remote('127.0.0.1', default.events)`,
	`SELECT * FROM url('http://127.0.0.1/', CSV, 'x String')`,
	`SELECT * FROM file('/etc/passwd', LineAsString)`,
	`SELECT * FROM raw_sessions`,
	`SELECT * FROM raw_sessions_v2`,
	`SELECT * FROM burrow_copy_events`,
	`SELECT uuid FROM events SETTINGS readonly = 0`,
	`SELECT uuid FROM events LIMIT 1 SETTINGS max_result_bytes = 0`,
	`SELECT uuid FROM events; SELECT uuid FROM events`,
	`SELECT arrayJoin(groupArray(uuid)) FROM events`,
	`SELECT uuid FROM events UNION ALL SELECT uuid FROM events WHERE 1`,
	`SELECT s.session_id, s.distinct_id FROM sessions s`,
	`SELECT distinct_id FROM sessions WHERE session_id = 's1'`,
	`SELECT e.uuid FROM events e RIGHT JOIN persons p ON p.id = e.person_id`,
	`SELECT e.uuid FROM events e FULL OUTER JOIN session_replay_events r ON r.session_id = e.$session_id`,
	`SELECT p.properties FROM events e CROSS JOIN persons p`,
	`SELECT uuid FROM events WHERE person_id IN (SELECT id FROM persons WHERE properties.name = 'Mallory')`,
	`SELECT uuid FROM events ARRAY JOIN [1, 2] AS x`,
}

// testClickHouseProjectIDTricks runs chTricks as project A on ClickHouse.
func testClickHouseProjectIDTricks(t *testing.T) {
	ch, f := clickHouse(t)
	for _, q := range chTricks {
		res, err := runOn(ch, f.a, q)
		if err != nil {
			if e := apierror.From(err); e == nil || e.Status >= 500 {
				t.Errorf("%s: err = %v, want a client error", q, err)
			}
			continue
		}
		text := fmt.Sprint(res.Rows)
		for _, marker := range foreign["A"] {
			if strings.Contains(text, marker) {
				t.Errorf("%s: project A sees %q: %s", q, marker, showRows(res.Rows))
			}
		}
	}
}

// testClickHouseInsightKinds compiles every insight kind's statement
// (hogqltest.InsightKinds) at a now just after the fixture's events for
// each engine (Env.Engine), runs it on ClickHouse and on SQLite, and checks
// that both give the same rows, or the same shaped answer when ClickHouse's
// statement folds its rows itself (other columns).
func testClickHouseInsightKinds(t *testing.T) {
	ch, fc := clickHouse(t)
	lite := storetest.Open(t, storetest.SQLiteURL(t))
	fl := loadFixture(t, lite)
	ctx := context.Background()
	now := time.Date(2026, 1, 12, 12, 0, 0, 0, time.UTC)
	compared, withRows := 0, 0
	for _, k := range hogqltest.InsightKinds() {
		var probe struct {
			Kind string `json:"kind"`
		}
		if err := json.Unmarshal([]byte(k.Query), &probe); err != nil {
			t.Fatalf("%s: %v", k.Name, err)
		}
		if _, err := insight.Compile(probe.Kind, json.RawMessage(k.Query), insight.Env{Timezone: k.Timezone, Now: now}); err != nil {
			continue // a kind refused as such (its golden entry holds the error)
		}
		rows := make([][][]any, 2)
		plans := make([]*insight.Plan, 2)
		tables := make([]*insight.Table, 2)
		for i, r := range []struct {
			runner hogql.Runner
			team   int64
		}{{New(lite), fl.a}, {ch, fc.a}} {
			// Each engine runs the plan made for it (Env.Engine).
			plan, err := insight.Compile(probe.Kind, json.RawMessage(k.Query), insight.Env{Timezone: k.Timezone, Now: now, Engine: r.runner.Engine()})
			if err != nil {
				t.Fatalf("%s: %s: %v", k.Name, r.runner.Engine(), err)
			}
			c, err := hogql.CompileQuery(plan.Query, hogql.Options{TeamID: r.team, Engine: r.runner.Engine(), MaxLimit: plan.MaxRows})
			if err != nil {
				t.Fatalf("%s: %s: %v", k.Name, r.runner.Engine(), err)
			}
			res, err := r.runner.Run(ctx, c, hogql.RunOptions{})
			if err != nil {
				t.Errorf("%s: %s: %v\nSQL: %s", k.Name, r.runner.Engine(), err, c.SQL)
				break
			}
			rows[i] = res.Rows
			plans[i] = plan
			tables[i] = &insight.Table{Columns: res.Columns, Types: res.Types, Rows: res.Rows, HasMore: res.HasMore}
		}
		if rows[0] == nil || rows[1] == nil {
			continue
		}
		if !slices.Equal(tables[0].Columns, tables[1].Columns) {
			// ClickHouse's statement folds its rows itself (Env.Engine):
			// the shaped answers must be the same.
			if want, got := shaped(t, k.Name, plans[0], tables[0]), shaped(t, k.Name, plans[1], tables[1]); got != want {
				t.Errorf("%s: shaped\nsqlite:     %s\nclickhouse: %s", k.Name, want, got)
			}
		} else {
			if !sameRows(rows[0], rows[1]) {
				sortRows(rows[0])
				sortRows(rows[1])
			}
			if !sameRows(rows[0], rows[1]) {
				t.Errorf("%s\nsqlite:     %s\nclickhouse: %s", k.Name, showRows(rows[0]), showRows(rows[1]))
			}
		}
		compared++
		if len(rows[0]) > 0 {
			withRows++
		}
	}
	t.Logf("compared %d insight kinds on ClickHouse and SQLite, %d with rows", compared, withRows)
	if withRows == 0 {
		t.Error("no insight kind returned rows: the comparison proves nothing")
	}
}

// shaped is a plan's response to its statement's output, as JSON.
func shaped(t *testing.T, name string, plan *insight.Plan, table *insight.Table) string {
	t.Helper()
	if plan.Shape == nil {
		t.Fatalf("%s: the plans' columns differ and there is no Shape to compare", name)
	}
	r, err := plan.Shape(table)
	if err != nil {
		t.Fatalf("%s: shape: %v", name, err)
	}
	b, err := json.Marshal(r.Results)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
