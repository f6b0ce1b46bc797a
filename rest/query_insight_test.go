package rest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// insightEvent is one event of the insight fixtures.
type insightEvent struct {
	person  string // "" for an event resolved to no one
	event   string
	at      time.Time
	browser string
	price   float64
	session string
}

// insightFixture is a small project whose expected answers the tests work
// out by hand or with the reference functions below.
var insightFixture = []insightEvent{
	{"a", "$pageview", day(1, 10), "Chrome", 10, "s1"},
	{"a", "$pageview", day(1, 11), "Chrome", 20, "s1"},
	{"b", "$pageview", day(1, 12), "Safari", 5, "s2"},
	{"a", "signup", day(2, 8), "Chrome", 0, "s3"},
	{"b", "$pageview", day(2, 3), "Firefox", 0, "s4"}, // 1 Jan 22:00 in New York
	{"a", "$pageview", day(3, 9), "Firefox", 1, "s5"},
	{"b", "$pageview", day(4, 23), "Chrome", 4, "s6"},
	{"", "$pageview", day(4, 12), "", 0, ""},          // no person, no browser
	{"c", "$pageview", day(9, 12), "Chrome", 0, "s7"}, // outside the usual range
}

// day is 2026-01-d at hour h UTC.
func day(d, h int) time.Time { return time.Date(2026, 1, d, h, 0, 0, 0, time.UTC) }

// seedInsights writes the fixture into the env's project, with persons.
func seedInsights(t *testing.T, env *servertest.Env, events []insightEvent) map[string]*store.Person {
	t.Helper()
	return seedInsightsIn(t, env, env.Project.ID, events)
}

// seedInsightsIn writes the fixture into project projectID.
func seedInsightsIn(t *testing.T, env *servertest.Env, projectID int64, events []insightEvent) map[string]*store.Person {
	t.Helper()
	persons := map[string]*store.Person{}
	for _, ev := range events {
		if ev.person != "" && persons[ev.person] == nil {
			persons[ev.person] = env.AddPerson(t, projectID, fmt.Sprintf(`{"email":"%s@example.com"}`, ev.person), day(1, 0), ev.person)
		}
	}
	rows := make([]store.Event, 0, len(events))
	for _, ev := range events {
		props := map[string]any{"price": ev.price}
		if ev.browser != "" {
			props["$browser"] = ev.browser
		}
		raw, _ := json.Marshal(props)
		distinct := ev.person
		if distinct == "" {
			distinct = "anonymous"
		}
		row := store.Event{UUID: uuid.NewString(), TeamID: projectID, Event: ev.event, DistinctID: distinct,
			Properties: raw, Timestamp: ev.at, CreatedAt: ev.at}
		if p := persons[ev.person]; p != nil {
			row.PersonID = &p.ID
		}
		if ev.session != "" {
			s := ev.session
			row.SessionID = &s
		}
		rows = append(rows, row)
	}
	if _, err := env.DB.Bun.NewInsert().Model(&rows).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	return persons
}

// referenceTrend counts the fixture events matching keep per local day of
// loc between from and to (inclusive dates), independently of the code
// under test.
func referenceTrend(events []insightEvent, loc *time.Location, from, to time.Time, keep func(insightEvent) bool, distinct bool) []float64 {
	var out []float64
	for d := from; !d.After(to); d = d.AddDate(0, 0, 1) {
		seen := map[string]bool{}
		n := 0.0
		for _, ev := range events {
			local := ev.at.In(loc)
			if local.Year() != d.Year() || local.YearDay() != d.YearDay() || !keep(ev) {
				continue
			}
			if distinct {
				id := ev.person
				if id == "" {
					id = "distinct:anonymous"
				}
				if seen[id] {
					continue
				}
				seen[id] = true
			}
			n++
		}
		out = append(out, n)
	}
	return out
}

func runInsight(t *testing.T, env *servertest.Env, query map[string]any) map[string]any {
	t.Helper()
	return runInsightIn(t, env, env.Project.ID, query)
}

func runInsightIn(t *testing.T, env *servertest.Env, projectID int64, query map[string]any) map[string]any {
	t.Helper()
	resp := env.Do(t, http.MethodPost, fmt.Sprintf("/api/environments/%d/query/", projectID), env.Key, map[string]any{"query": query})
	if resp.Status != http.StatusOK {
		t.Fatalf("status %d: %s", resp.Status, resp.Body)
	}
	return resp.Map(t)
}

// floats reads a JSON array of numbers.
func floats(t *testing.T, v any) []float64 {
	t.Helper()
	list, ok := v.([]any)
	if !ok {
		t.Fatalf("not an array: %#v", v)
	}
	out := make([]float64, len(list))
	for i, x := range list {
		out[i] = x.(float64)
	}
	return out
}

func results(t *testing.T, body map[string]any) []map[string]any {
	t.Helper()
	list, ok := body["results"].([]any)
	if !ok {
		t.Fatalf("results is not an array: %v", body)
	}
	out := make([]map[string]any, len(list))
	for i, r := range list {
		out[i] = r.(map[string]any)
	}
	return out
}

func eventsNode(event string, extra map[string]any) map[string]any {
	n := map[string]any{"kind": "EventsNode", "event": event}
	for k, v := range extra {
		n[k] = v
	}
	return n
}

var janRange = map[string]any{"date_from": "2026-01-01", "date_to": "2026-01-05"}

func TestTrendsQuery(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		seedInsights(t, env, insightFixture)
		from, to := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC)
		isPageview := func(ev insightEvent) bool { return ev.event == "$pageview" }

		t.Run("total and dau per day, zero-filled", func(t *testing.T) {
			body := runInsight(t, env, map[string]any{"kind": "TrendsQuery", "dateRange": janRange, "interval": "day",
				"series": []any{eventsNode("$pageview", nil), eventsNode("$pageview", map[string]any{"math": "dau"})}})
			res := results(t, body)
			if len(res) != 2 {
				t.Fatalf("%d results", len(res))
			}
			want := referenceTrend(insightFixture, time.UTC, from, to, isPageview, false)
			if got := floats(t, res[0]["data"]); !reflect.DeepEqual(got, want) {
				t.Errorf("total: got %v, want %v", got, want)
			}
			if !reflect.DeepEqual(want, []float64{3, 1, 1, 2, 0}) { // by hand
				t.Errorf("reference total %v", want)
			}
			wantDAU := referenceTrend(insightFixture, time.UTC, from, to, isPageview, true)
			if got := floats(t, res[1]["data"]); !reflect.DeepEqual(got, wantDAU) {
				t.Errorf("dau: got %v, want %v", got, wantDAU)
			}
			if res[0]["count"].(float64) != 7 || res[0]["label"] != "$pageview" {
				t.Errorf("count/label: %v %v", res[0]["count"], res[0]["label"])
			}
			days := res[0]["days"].([]any)
			labels := res[0]["labels"].([]any)
			if days[0] != "2026-01-01" || days[4] != "2026-01-05" || labels[0] != "1-Jan-2026" {
				t.Errorf("days %v labels %v", days, labels)
			}
			action := res[1]["action"].(map[string]any)
			if action["math"] != "dau" || action["id"] != "$pageview" || action["type"] != "events" || action["order"].(float64) != 1 {
				t.Errorf("action %v", action)
			}
			if body["sql"] == "" || body["hogql"] != body["sql"] || body["timezone"] != "UTC" {
				t.Errorf("envelope: sql %v hogql %v tz %v", body["sql"], body["hogql"], body["timezone"])
			}
		})

		t.Run("timezone buckets", func(t *testing.T) {
			ny, _ := time.LoadLocation("America/New_York")
			p := env.NewProject(t, "New York")
			if _, err := store.UpdateProject(context.Background(), env.DB.Bun, p.ID, "", "America/New_York"); err != nil {
				t.Fatal(err)
			}
			seedInsightsIn(t, env, p.ID, insightFixture)
			body := runInsightIn(t, env, p.ID, map[string]any{"kind": "TrendsQuery", "dateRange": janRange,
				"series": []any{eventsNode("$pageview", nil)}})
			want := referenceTrend(insightFixture, ny, from, to, isPageview, false)
			if got := floats(t, results(t, body)[0]["data"]); !reflect.DeepEqual(got, want) {
				t.Errorf("got %v, want %v", got, want)
			}
			if !reflect.DeepEqual(want, []float64{4, 0, 1, 2, 0}) { // by hand: 2 Jan 03:00 UTC is 1 Jan in New York
				t.Errorf("reference %v", want)
			}
			if body["timezone"] != "America/New_York" {
				t.Errorf("timezone %v", body["timezone"])
			}
		})

		t.Run("daylight saving time", func(t *testing.T) {
			p := env.NewProject(t, "DST")
			if _, err := store.UpdateProject(context.Background(), env.DB.Bun, p.ID, "", "America/New_York"); err != nil {
				t.Fatal(err)
			}
			// New York moves from UTC-5 to UTC-4 at 07:00 UTC on 8 March 2026.
			dst := []insightEvent{
				{"x", "$pageview", time.Date(2026, 3, 8, 6, 30, 0, 0, time.UTC), "", 0, ""}, // 01:30 EST
				{"x", "$pageview", time.Date(2026, 3, 8, 7, 30, 0, 0, time.UTC), "", 0, ""}, // 03:30 EDT
				{"x", "$pageview", time.Date(2026, 3, 9, 4, 30, 0, 0, time.UTC), "", 0, ""}, // 00:30 EDT on the 9th
				{"x", "$pageview", time.Date(2026, 3, 7, 4, 30, 0, 0, time.UTC), "", 0, ""}, // 23:30 EST on the 6th
			}
			seedInsightsIn(t, env, p.ID, dst)
			body := runInsightIn(t, env, p.ID, map[string]any{"kind": "TrendsQuery",
				"dateRange": map[string]any{"date_from": "2026-03-06", "date_to": "2026-03-09"}, "series": []any{eventsNode("$pageview", nil)}})
			ny, _ := time.LoadLocation("America/New_York")
			want := referenceTrend(dst, ny, time.Date(2026, 3, 6, 0, 0, 0, 0, time.UTC), time.Date(2026, 3, 9, 0, 0, 0, 0, time.UTC),
				func(insightEvent) bool { return true }, false)
			if got := floats(t, results(t, body)[0]["data"]); !reflect.DeepEqual(got, want) || !reflect.DeepEqual(want, []float64{1, 0, 2, 1}) {
				t.Errorf("days: got %v, want %v", got, want)
			}
			body = runInsightIn(t, env, p.ID, map[string]any{"kind": "TrendsQuery", "interval": "hour",
				"dateRange": map[string]any{"date_from": "2026-03-08T00:00:00", "date_to": "2026-03-08T04:00:00"},
				"series":    []any{eventsNode("$pageview", nil)}})
			r := results(t, body)[0]
			// 02:00 does not exist that night: buckets 00, 01, 03, 04.
			if got := floats(t, r["data"]); !reflect.DeepEqual(got, []float64{0, 1, 1, 0}) ||
				!reflect.DeepEqual(r["days"], []any{"2026-03-08 00:00:00", "2026-03-08 01:00:00", "2026-03-08 03:00:00", "2026-03-08 04:00:00"}) {
				t.Errorf("hours: %v %v", got, r["days"])
			}
		})

		t.Run("hour and week and month intervals", func(t *testing.T) {
			body := runInsight(t, env, map[string]any{"kind": "TrendsQuery", "interval": "hour",
				"dateRange": map[string]any{"date_from": "2026-01-01T09:00:00Z", "date_to": "2026-01-01T12:00:00Z"},
				"series":    []any{eventsNode("$pageview", nil)}})
			r := results(t, body)[0]
			if got := floats(t, r["data"]); !reflect.DeepEqual(got, []float64{0, 1, 1, 1}) {
				t.Errorf("hour data %v", got)
			}
			if d := r["days"].([]any); d[0] != "2026-01-01 09:00:00" {
				t.Errorf("hour days %v", d)
			}
			body = runInsight(t, env, map[string]any{"kind": "TrendsQuery", "interval": "week",
				"dateRange": map[string]any{"date_from": "2026-01-01", "date_to": "2026-01-14"},
				"series":    []any{eventsNode("$pageview", nil)}})
			r = results(t, body)[0]
			// Weeks start on Sunday: 28 Dec (1-3 Jan: 5 views), 4 Jan (4 Jan: 2, 9 Jan: 1), 11 Jan.
			if got := floats(t, r["data"]); !reflect.DeepEqual(got, []float64{5, 3, 0}) {
				t.Errorf("week data %v days %v", got, r["days"])
			}
			body = runInsight(t, env, map[string]any{"kind": "TrendsQuery", "interval": "month",
				"dateRange": map[string]any{"date_from": "2025-12-01", "date_to": "2026-01-31"},
				"series":    []any{eventsNode("$pageview", nil)}})
			r = results(t, body)[0]
			if got := floats(t, r["data"]); !reflect.DeepEqual(got, []float64{0, 8}) || r["labels"].([]any)[1] != "Jan 2026" {
				t.Errorf("month data %v labels %v", got, r["labels"])
			}
		})

		t.Run("breakdown with limit and other", func(t *testing.T) {
			body := runInsight(t, env, map[string]any{"kind": "TrendsQuery", "dateRange": janRange,
				"series":          []any{eventsNode("$pageview", nil)},
				"breakdownFilter": map[string]any{"breakdown": "$browser", "breakdown_type": "event", "breakdown_limit": 2}})
			res := results(t, body)
			got := map[string][]float64{}
			var order []string
			for _, r := range res {
				bv := r["breakdown_value"].(string)
				got[bv] = floats(t, r["data"])
				order = append(order, bv)
			}
			// Totals: Chrome 3, Firefox 2, Safari 1, none 1: Safari and none fold into Other.
			want := map[string][]float64{
				"Chrome": {2, 0, 0, 1, 0}, "Firefox": {0, 1, 1, 0, 0},
				"$$_posthog_breakdown_other_$$": {1, 0, 0, 1, 0},
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("got %v, want %v", got, want)
			}
			if order[len(order)-1] != "$$_posthog_breakdown_other_$$" || body["hasMore"] != true {
				t.Errorf("order %v hasMore %v", order, body["hasMore"])
			}
		})

		t.Run("property math, filters, formula, compare, total value", func(t *testing.T) {
			body := runInsight(t, env, map[string]any{"kind": "TrendsQuery", "dateRange": janRange,
				"series": []any{eventsNode("$pageview", map[string]any{"math": "sum", "math_property": "price"}),
					eventsNode("$pageview", map[string]any{"math": "max", "math_property": "price"})}})
			res := results(t, body)
			if got := floats(t, res[0]["data"]); !reflect.DeepEqual(got, []float64{35, 0, 1, 4, 0}) {
				t.Errorf("sum %v", got)
			}
			if got := floats(t, res[1]["data"]); !reflect.DeepEqual(got, []float64{20, 0, 1, 4, 0}) {
				t.Errorf("max %v", got)
			}
			// Prices by day: 1st 10, 20, 5; 2nd 0; 3rd 1; 4th 4, 0. Quantiles interpolate between
			// ranks at (n-1)·q: the 90th percentile of 5, 10, 20 is 10 + 0.8·10.
			body = runInsight(t, env, map[string]any{"kind": "TrendsQuery", "dateRange": janRange,
				"series": []any{eventsNode("$pageview", map[string]any{"math": "median", "math_property": "price"}),
					eventsNode("$pageview", map[string]any{"math": "p90", "math_property": "price"})}})
			res = results(t, body)
			for i, want := range [][]float64{{10, 0, 1, 2, 0}, {18, 0, 1, 3.6, 0}} {
				got := floats(t, res[i]["data"])
				for k := range want {
					if k >= len(got) || math.Abs(got[k]-want[k]) > 1e-9 {
						t.Errorf("quantile %d: got %v, want %v", i, got, want)
						break
					}
				}
			}
			body = runInsight(t, env, map[string]any{"kind": "TrendsQuery", "dateRange": janRange,
				"properties": []any{map[string]any{"type": "event", "key": "$browser", "operator": "exact", "value": []any{"Chrome", "Safari"}}},
				"series": []any{eventsNode("$pageview", map[string]any{"properties": []any{
					map[string]any{"type": "person", "key": "email", "operator": "icontains", "value": "A@"}}})}})
			if got := floats(t, results(t, body)[0]["data"]); !reflect.DeepEqual(got, []float64{2, 0, 0, 0, 0}) {
				t.Errorf("filtered %v", got)
			}
			body = runInsight(t, env, map[string]any{"kind": "TrendsQuery", "dateRange": janRange,
				"properties": []any{map[string]any{"type": "event", "key": "$browser", "operator": "regex", "value": "^(Chrome|Safari)$"},
					map[string]any{"type": "event", "key": "$browser", "operator": "not_regex", "value": "^S"}},
				"series": []any{eventsNode("$pageview", nil)}})
			if got := floats(t, results(t, body)[0]["data"]); !reflect.DeepEqual(got, []float64{2, 0, 0, 1, 0}) {
				t.Errorf("regex %v", got)
			}
			// Session s1 (a's two page views on the 1st, an hour apart) is the only one longer than 100 s.
			var sessions []string
			for _, ev := range insightFixture {
				if ev.session != "" {
					sessions = append(sessions, ev.session)
				}
			}
			if err := store.RebuildSessions(context.Background(), env.DB.Bun, env.Project.ID, sessions); err != nil {
				t.Fatal(err)
			}
			body = runInsight(t, env, map[string]any{"kind": "TrendsQuery", "dateRange": janRange,
				"properties": []any{map[string]any{"type": "session", "key": "$session_duration", "operator": "gt", "value": 100}},
				"series":     []any{eventsNode("$pageview", nil)}})
			if got := floats(t, results(t, body)[0]["data"]); !reflect.DeepEqual(got, []float64{2, 0, 0, 0, 0}) {
				t.Errorf("session filter %v", got)
			}
			body = runInsight(t, env, map[string]any{"kind": "TrendsQuery", "dateRange": janRange,
				"properties": []any{map[string]any{"type": "event", "key": "$browser", "operator": "is_not", "value": "Chrome"}},
				"series":     []any{eventsNode("$pageview", nil)}})
			// is_not keeps events without the property.
			if got := floats(t, results(t, body)[0]["data"]); !reflect.DeepEqual(got, []float64{1, 1, 1, 1, 0}) {
				t.Errorf("is_not %v", got)
			}
			body = runInsight(t, env, map[string]any{"kind": "TrendsQuery", "dateRange": janRange,
				"series":       []any{eventsNode("$pageview", nil), eventsNode("signup", nil)},
				"trendsFilter": map[string]any{"formula": "A / 2 + B"}})
			res = results(t, body)
			if len(res) != 1 || res[0]["label"] != "Formula (A / 2 + B)" || res[0]["action"] != nil {
				t.Fatalf("formula result %v", res)
			}
			if got := floats(t, res[0]["data"]); !reflect.DeepEqual(got, []float64{1.5, 1.5, 0.5, 1, 0}) {
				t.Errorf("formula %v", got)
			}
			body = runInsight(t, env, map[string]any{"kind": "TrendsQuery",
				"dateRange":     map[string]any{"date_from": "2026-01-06", "date_to": "2026-01-10"},
				"series":        []any{eventsNode("$pageview", nil)},
				"compareFilter": map[string]any{"compare": true}})
			res = results(t, body)
			if len(res) != 2 || res[0]["compare_label"] != "current" || res[1]["compare_label"] != "previous" {
				t.Fatalf("compare %v", res)
			}
			if got := floats(t, res[0]["data"]); !reflect.DeepEqual(got, []float64{0, 0, 0, 1, 0}) {
				t.Errorf("current %v", got)
			}
			if got := floats(t, res[1]["data"]); !reflect.DeepEqual(got, []float64{3, 1, 1, 2, 0}) || res[1]["days"].([]any)[0] != "2026-01-01" {
				t.Errorf("previous %v %v", got, res[1]["days"])
			}
			body = runInsight(t, env, map[string]any{"kind": "TrendsQuery", "dateRange": janRange,
				"series":       []any{eventsNode("$pageview", map[string]any{"math": "dau"})},
				"trendsFilter": map[string]any{"display": "BoldNumber"}})
			r := results(t, body)[0]
			// a, b and the anonymous distinct id.
			if r["aggregated_value"].(float64) != 3 || len(r["data"].([]any)) != 0 {
				t.Errorf("bold number %v", r)
			}
			if _, ok := r["labels"]; ok {
				t.Errorf("total value has labels")
			}
		})

		t.Run("weekly active", func(t *testing.T) {
			body := runInsight(t, env, map[string]any{"kind": "TrendsQuery",
				"dateRange": map[string]any{"date_from": "2026-01-03", "date_to": "2026-01-10"},
				"series":    []any{eventsNode("$pageview", map[string]any{"math": "weekly_active"})}})
			// Window of the 7 days ending each day; active days: a 1st and 3rd,
			// b 1st, 2nd and 4th, anonymous 4th, c 9th. The 8th sees a, b and
			// anonymous (2nd-8th), the 9th adds c, the 10th (4th-10th) loses a.
			want := []float64{2, 3, 3, 3, 3, 3, 4, 3}
			if got := floats(t, results(t, body)[0]["data"]); !reflect.DeepEqual(got, want) {
				t.Errorf("got %v, want %v", got, want)
			}
			// By browser on the 3rd and 4th: Chrome a (1st), b (4th); Firefox b (2nd), a (3rd);
			// Safari b (1st); no browser: anonymous (4th).
			body = runInsight(t, env, map[string]any{"kind": "TrendsQuery",
				"dateRange":       map[string]any{"date_from": "2026-01-03", "date_to": "2026-01-04"},
				"series":          []any{eventsNode("$pageview", map[string]any{"math": "weekly_active"})},
				"breakdownFilter": map[string]any{"breakdown": "$browser"}})
			got := map[string][]float64{}
			for _, r := range results(t, body) {
				got[r["breakdown_value"].(string)] = floats(t, r["data"])
			}
			wantBD := map[string][]float64{"Chrome": {1, 2}, "Firefox": {2, 2}, "Safari": {1, 1}, "$$_posthog_breakdown_null_$$": {0, 1}}
			if !reflect.DeepEqual(got, wantBD) {
				t.Errorf("by browser: got %v, want %v", got, wantBD)
			}
		})

		t.Run("bad requests", func(t *testing.T) {
			resp := env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{
				"kind": "TrendsQuery", "series": []any{eventsNode("$pageview", nil)}, "breakdown": "$browser"}})
			e := resp.ExpectError(t, http.StatusBadRequest, "invalid_input", "query.breakdown")
			if d := e["detail"].(string); !strings.Contains(d, "breakdownFilter") {
				t.Errorf("detail %q", d)
			}
			resp = env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{
				"kind": "TrendsQuery", "series": []any{eventsNode("$pageview", nil)}, "interval": "fortnight"}})
			resp.ExpectError(t, http.StatusBadRequest, "invalid_input", "query.interval")
			resp = env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{
				"kind": "TrendsQuery", "series": []any{eventsNode("$pageview", map[string]any{"math": "sum"})}}})
			resp.ExpectError(t, http.StatusBadRequest, "invalid_input", "query.series.0.math_property")
			resp = env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{
				"kind": "TrendsQuery", "series": []any{eventsNode("$pageview", nil)},
				"properties": []any{map[string]any{"type": "hogql", "key": "nosuchcolumn = 1"}}}})
			resp.ExpectError(t, http.StatusBadRequest, "sql_query_error", "query")
		})
	})
}

// TestInsightRefreshModes runs an insight kind through the refresh modes
// of SqlQuery: force_cache misses, async runs in the background and is
// polled, the cache then answers, force_cache hits.
func TestInsightRefreshModes(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		seedInsights(t, env, insightFixture)
		query := map[string]any{"kind": "StickinessQuery", "dateRange": janRange, "series": []any{eventsNode("$pageview", nil)}}
		post := func(extra map[string]any) map[string]any {
			body := map[string]any{"query": query}
			for k, v := range extra {
				body[k] = v
			}
			r := env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, body)
			if r.Status != http.StatusOK {
				t.Fatalf("%d %s", r.Status, r.Body)
			}
			return r.Map(t)
		}
		miss := post(map[string]any{"refresh": "force_cache"})
		if miss["query_status"] != nil || miss["cache_key"] == "" || miss["results"] != nil {
			t.Fatalf("force_cache miss: %v", miss)
		}
		started := post(map[string]any{"refresh": "async", "client_query_id": "stickiness-1"})
		st := started["query_status"].(map[string]any)
		if st["id"] != "stickiness-1" || st["query_async"] != true {
			t.Fatalf("async: %v", started)
		}
		done := waitStatus(t, env, "stickiness-1", "complete", complete)
		res := done["results"].(map[string]any)
		items := res["results"].([]any)
		// a on 2 days, b on 3, the anonymous id on 1 (see TestRetentionLifecycleStickiness).
		if done["error"] != false || len(items) != 1 || !reflect.DeepEqual(floats(t, items[0].(map[string]any)["data"]), []float64{1, 1, 1, 0, 0}) {
			t.Fatalf("background result: %v", done)
		}
		hit := post(map[string]any{"refresh": "force_cache"})
		if hit["is_cached"] != true || !reflect.DeepEqual(hit["results"], res["results"]) || hit["cache_key"] != miss["cache_key"] {
			t.Fatalf("force_cache hit: %v", hit)
		}
		// Another shaping option is another result, even where the statement is the same.
		query["stickinessFilter"] = map[string]any{"computedAs": "cumulative"}
		other := post(map[string]any{"refresh": "force_cache"})
		if other["cache_key"] == miss["cache_key"] || other["results"] != nil {
			t.Fatalf("shaping options share the cache entry: %v", other)
		}
	})
}
