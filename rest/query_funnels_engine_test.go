package rest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"reflect"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// chromeOnly is the property filter $browser = Chrome (read only: the
// tests share it).
var chromeOnly = []any{map[string]any{"type": "event", "key": "$browser", "operator": "exact", "value": []any{"Chrome"}}}

// TestFunnelsOnEngine is a differential test of FunnelsQuery on
// ClickHouse (which folds ordered, strict and unordered funnels in the
// database)
// against SQLite (which folds every funnel in Go): random events for many
// actors, no two of an actor at the same time (the order of equal
// timestamps is undefined), and random funnels over them (order, windows
// of every unit, exclusions, breakdowns, visualisations, aggregation by
// HogQL, from/to steps). Every answer, 400s included, is the same.
func TestFunnelsOnEngine(t *testing.T) {
	t.Parallel()
	db := storetest.Open(t, storetest.SQLiteURL(t))
	onStore, onEngine, c := storeAndEngine(t, db)

	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 7))
	names := []string{"$pageview", "signup", "purchase", "$pageleave", "other"}
	browsers := []string{"Chrome", "Safari", "Firefox", ""}
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var events []insightEvent
	for a := 0; a < 60; a++ {
		person := fmt.Sprintf("p%d", a)
		if a%15 == 14 {
			person = "" // resolved to no one: the distinct id is the actor
		}
		// Distinct seconds: events clustered in bursts so that short
		// windows matter, spread over the month and beyond it.
		used := map[int64]bool{}
		n := 1 + rng.IntN(25)
		burst := start.Add(time.Duration(rng.Int64N(40*24*3600)) * time.Second)
		for range n {
			if rng.IntN(4) == 0 {
				burst = start.Add(time.Duration(rng.Int64N(40*24*3600)) * time.Second)
			}
			var at time.Time
			for {
				spread := []int64{60, 3600, 2 * 86400, 20 * 86400}[rng.IntN(4)]
				at = burst.Add(time.Duration(rng.Int64N(spread)) * time.Second)
				if !used[at.Unix()] {
					used[at.Unix()] = true
					break
				}
			}
			at = at.Add(time.Duration(rng.IntN(1000)) * time.Millisecond) // fractions: the means must not depend on the actors' order
			events = append(events, insightEvent{person: person, event: names[rng.IntN(len(names))], at: at,
				browser: browsers[rng.IntN(len(browsers))]})
		}
	}
	// The 31st of a month, for the month windows' overflow (31 January
	// plus one month is 3 March).
	events = append(events,
		insightEvent{person: "m31", event: "$pageview", at: time.Date(2026, 1, 31, 10, 0, 0, 0, time.UTC), browser: "Chrome"},
		insightEvent{person: "m31", event: "signup", at: time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)},
		insightEvent{person: "m31", event: "purchase", at: time.Date(2026, 3, 3, 11, 0, 0, 0, time.UTC)})
	persons := seedInsights(t, onStore, events)
	// The persons deleted below have a second distinct id, which then
	// counts apart.
	for _, name := range []string{"p3", "p7"} {
		if _, err := db.Bun.NewUpdate().Model((*store.Event)(nil)).Set("distinct_id = ?", name+"-alt").
			Where("person_id = ? AND uuid < ?", persons[name].ID, "8").Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := c.SyncProject(context.Background(), db, onStore.Project.ID, 0); err != nil {
		t.Fatal(err)
	}
	// Events of deleted persons count by distinct id (ClickHouse keys the
	// actors by the events' stored person id, checked against persons).
	for _, name := range []string{"p3", "p7"} {
		if r := onStore.Do(t, http.MethodDelete, fmt.Sprintf("/api/projects/%d/persons/%d/", onStore.Project.ID, persons[name].ID), onStore.Key, nil); r.Status != http.StatusNoContent {
			t.Fatalf("delete = %d %s", r.Status, r.Body)
		}
	}
	if _, err := c.MirrorProject(context.Background(), db, onStore.Project.ID); err != nil {
		t.Fatal(err)
	}

	units := []string{"second", "minute", "hour", "day", "week", "month"}
	folded, foldedUnordered := 0, 0
	for i := 0; i < 150; i++ {
		nSteps := 2 + rng.IntN(3)
		var series []any
		for range nSteps {
			series = append(series, eventsNode(names[rng.IntN(3)], nil))
		}
		filter := map[string]any{}
		order := []string{"ordered", "strict", "unordered", "ordered"}[rng.IntN(4)]
		filter["funnelOrderType"] = order
		if rng.IntN(4) > 0 {
			unit := units[rng.IntN(len(units))]
			filter["funnelWindowIntervalUnit"] = unit
			filter["funnelWindowInterval"] = 1 + rng.IntN(map[string]int{"second": 600, "minute": 90, "hour": 48}[unit]+3)
		}
		if rng.IntN(3) == 0 {
			var exclusions []any
			for range 1 + rng.IntN(2) {
				from := rng.IntN(nSteps - 1)
				to := from + 1 + rng.IntN(nSteps-1-from)
				exclusions = append(exclusions, map[string]any{"kind": "EventsNode", "event": []string{"$pageleave", "other", "signup"}[rng.IntN(3)],
					"funnelFromStep": from, "funnelToStep": to})
			}
			filter["exclusions"] = exclusions
		}
		viz := []string{"steps", "steps", "time_to_convert", "trends"}[rng.IntN(4)]
		filter["funnelVizType"] = viz
		if rng.IntN(3) == 0 {
			from := rng.IntN(nSteps - 1)
			filter["funnelFromStep"] = from
			filter["funnelToStep"] = from + 1 + rng.IntN(nSteps-1-from)
		}
		if rng.IntN(5) == 0 {
			filter["funnelAggregateByHogQL"] = "properties.$browser"
		}
		extra := map[string]any{"dateRange": map[string]any{"date_from": "2026-01-01", "date_to": []string{"2026-01-31", "2026-02-20"}[rng.IntN(2)]}}
		if rng.IntN(3) == 0 {
			bd := map[string]any{"breakdown": "$browser", "breakdown_type": "event"}
			if rng.IntN(2) == 0 {
				bd["breakdown_limit"] = 2
			}
			extra["breakdownFilter"] = bd
		}
		if viz == "trends" {
			extra["interval"] = []string{"day", "week"}[rng.IntN(2)]
		}
		q := funnelQuery(filter, extra)
		q["series"] = series
		want := onStore.Do(t, http.MethodPost, fmt.Sprintf("/api/environments/%d/query/", onStore.Project.ID), onStore.Key, map[string]any{"query": q})
		got := onEngine.Do(t, http.MethodPost, fmt.Sprintf("/api/environments/%d/query/", onStore.Project.ID), onEngine.Key, map[string]any{"query": q})
		raw, _ := json.Marshal(q)
		if want.Status != got.Status {
			t.Fatalf("query %s: status %d on SQLite (%s), %d on ClickHouse (%s)", raw, want.Status, want.Body, got.Status, got.Body)
		}
		if want.Status != http.StatusOK {
			continue
		}
		if order != "unordered" {
			folded++
		} else {
			foldedUnordered++
		}
		w, g := want.Map(t), got.Map(t)
		for _, k := range []string{"results", "hasMore", "resolved_date_range"} {
			if !reflect.DeepEqual(w[k], g[k]) {
				wk, _ := json.Marshal(w[k])
				gk, _ := json.Marshal(g[k])
				t.Fatalf("query %s: %s differ\nSQLite:     %s\nClickHouse: %s", raw, k, wk, gk)
			}
		}
	}
	if folded < 30 || foldedUnordered < 5 {
		t.Errorf("only %d ordered or strict and %d unordered funnels folded on ClickHouse", folded, foldedUnordered)
	}
}

// unorderedFixture: steps $pageview, signup, purchase in any order, 14-day
// window. By hand (unordered, no exclusion):
//
//	w1: purchase 10:00, view 10:10, signup 10:20 on 1 Jan (three; Chrome)
//	w2: signup 1 Jan, purchase 20 Jan, view 21 Jan (two, from 20 Jan; Safari)
//	w3: view 00:00, $pageleave 00:30, signup 00:45, purchase 00:50 on 5 Jan
//	    (three; with $pageleave excluded from 0 to 1: two, from signup)
//	w4: view 10:00, view 11:00, signup 12:00 on 3 Jan (two; Chrome)
//	w5: signup 7 Jan, signup 8 Jan, view 9 Jan 10:00, $pageleave 9 Jan
//	    12:00, purchase 10 Jan (three; with $pageleave excluded from 1 to
//	    2: two, from the view)
//
// With steps view, signup, view: w1 two, w2 one, w3 two, w4 three (its
// second view counts for the third step), w5 two.
var unorderedFixture = []insightEvent{
	{"w1", "purchase", time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC), "Chrome", 0, ""},
	{"w1", "$pageview", time.Date(2026, 1, 1, 10, 10, 0, 0, time.UTC), "Safari", 0, ""},
	{"w1", "signup", time.Date(2026, 1, 1, 10, 20, 0, 0, time.UTC), "", 0, ""},
	{"w2", "signup", time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC), "Safari", 0, ""},
	{"w2", "purchase", time.Date(2026, 1, 20, 9, 0, 0, 0, time.UTC), "Chrome", 0, ""},
	{"w2", "$pageview", time.Date(2026, 1, 21, 9, 0, 0, 0, time.UTC), "", 0, ""},
	{"w3", "$pageview", time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC), "Firefox", 0, ""},
	{"w3", "$pageleave", time.Date(2026, 1, 5, 0, 30, 0, 0, time.UTC), "", 0, ""},
	{"w3", "signup", time.Date(2026, 1, 5, 0, 45, 0, 0, time.UTC), "", 0, ""},
	{"w3", "purchase", time.Date(2026, 1, 5, 0, 50, 0, 0, time.UTC), "", 0, ""},
	{"w4", "$pageview", time.Date(2026, 1, 3, 10, 0, 0, 0, time.UTC), "Chrome", 0, ""},
	{"w4", "$pageview", time.Date(2026, 1, 3, 11, 0, 0, 0, time.UTC), "Safari", 0, ""},
	{"w4", "signup", time.Date(2026, 1, 3, 12, 0, 0, 0, time.UTC), "", 0, ""},
	{"w5", "signup", time.Date(2026, 1, 7, 9, 0, 0, 0, time.UTC), "", 0, ""},
	{"w5", "signup", time.Date(2026, 1, 8, 9, 0, 0, 0, time.UTC), "Chrome", 0, ""},
	{"w5", "$pageview", time.Date(2026, 1, 9, 10, 0, 0, 0, time.UTC), "", 0, ""},
	{"w5", "$pageleave", time.Date(2026, 1, 9, 12, 0, 0, 0, time.UTC), "", 0, ""},
	{"w5", "purchase", time.Date(2026, 1, 10, 9, 0, 0, 0, time.UTC), "", 0, ""},
}

// TestUnorderedFunnelsOnEngines runs unordered funnels (steps of distinct
// events and two steps of one event, which ClickHouse folds in the
// database; two steps of one event with different properties, which it
// does not; exclusions, breakdowns, windows, time_to_convert and
// trends) over unorderedFixture on SQLite, PostgreSQL and ClickHouse: the
// answers are the same everywhere, and the step counts those worked out
// by hand.
func TestUnorderedFunnelsOnEngines(t *testing.T) {
	t.Parallel()
	pageleave := func(from, to int) map[string]any {
		return map[string]any{"kind": "EventsNode", "event": "$pageleave", "funnelFromStep": from, "funnelToStep": to}
	}
	unordered := func(extra map[string]any) map[string]any {
		f := map[string]any{"funnelOrderType": "unordered"}
		for k, v := range extra {
			f[k] = v
		}
		return f
	}
	byBrowser := map[string]any{"breakdownFilter": map[string]any{"breakdown": "$browser"}}
	cases := []engineFunnelCase{
		{"distinct steps", funnelQuery(unordered(nil), nil), []float64{5, 5, 3}},
		{"exclusion from 0 to 1", funnelQuery(unordered(map[string]any{"exclusions": []any{pageleave(0, 1)}}), nil), []float64{5, 5, 2}},
		{"exclusion from 1 to 2", funnelQuery(unordered(map[string]any{"exclusions": []any{pageleave(1, 2)}}), nil), []float64{5, 5, 2}},
		{"two exclusions", funnelQuery(unordered(map[string]any{"exclusions": []any{pageleave(0, 1), pageleave(1, 2)}}), nil), nil},
		{"breakdown", funnelQuery(unordered(nil), byBrowser), nil},
		{"breakdown, exclusion", funnelQuery(unordered(map[string]any{"exclusions": []any{pageleave(0, 2)}}), byBrowser), nil},
		{"one hour window", funnelQuery(unordered(map[string]any{"funnelWindowInterval": 1, "funnelWindowIntervalUnit": "hour"}), nil), nil},
		{"one month window", funnelQuery(unordered(map[string]any{"funnelWindowInterval": 1, "funnelWindowIntervalUnit": "month"}), nil), nil},
		{"time to convert", funnelQuery(unordered(map[string]any{"funnelVizType": "time_to_convert"}), nil), nil},
		{"time to convert, steps 1 to 2", funnelQuery(unordered(map[string]any{"funnelVizType": "time_to_convert", "funnelFromStep": 1, "funnelToStep": 2}), nil), nil},
		{"trends", funnelQuery(unordered(map[string]any{"funnelVizType": "trends"}), map[string]any{"interval": "day"}), nil},
		{"trends, exclusion, breakdown", funnelQuery(unordered(map[string]any{"funnelVizType": "trends", "exclusions": []any{pageleave(1, 2)}}),
			map[string]any{"interval": "week", "breakdownFilter": map[string]any{"breakdown": "$browser"}}), nil},
	}
	// Steps of one event with one condition: folded (the j-th such event does the j-th such step).
	same := funnelQuery(unordered(nil), nil)
	same["series"] = []any{eventsNode("$pageview", nil), eventsNode("signup", nil), eventsNode("$pageview", nil)}
	cases = append(cases, engineFunnelCase{"two steps of one event", same, []float64{5, 4, 1}})
	sameProps := funnelQuery(unordered(map[string]any{"exclusions": []any{pageleave(0, 2)}}), byBrowser)
	sameProps["series"] = []any{eventsNode("signup", nil), eventsNode("$pageview", nil), eventsNode("signup", nil), eventsNode("signup", nil)}
	cases = append(cases, engineFunnelCase{"three steps of one event, exclusion, breakdown", sameProps, nil})
	mixed := funnelQuery(unordered(nil), nil)
	mixed["series"] = []any{eventsNode("$pageview", nil), eventsNode("signup", nil), eventsNode("$pageview", map[string]any{"properties": chromeOnly})}
	cases = append(cases, engineFunnelCase{"two steps of one event, different properties", mixed, nil})
	four := funnelQuery(unordered(map[string]any{"exclusions": []any{pageleave(2, 3)}}), byBrowser)
	four["series"] = []any{eventsNode("purchase", nil), eventsNode("signup", nil), eventsNode("$pageview", nil), eventsNode("other", nil)}
	cases = append(cases, engineFunnelCase{"four steps, one never done", four, nil})

	funnelsOnEngines(t, unorderedFixture, cases)
}

// engineFunnelCase is a funnel of funnelsOnEngines.
type engineFunnelCase struct {
	name   string
	query  map[string]any
	counts []float64 // the steps' counts (nil: not checked by hand)
}

// funnelsOnEngines runs the funnels of cases over fixture on every store
// and on ClickHouse: the answers are the same everywhere, and the step
// counts those given.
func funnelsOnEngines(t *testing.T, fixture []insightEvent, cases []engineFunnelCase) {
	t.Helper()
	first := map[string][]byte{} // the answers of the first store, by case
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		onStore, onEngine, c := storeAndEngine(t, db)
		seedInsights(t, onStore, fixture)
		if _, err := c.SyncProject(ctx, db, onStore.Project.ID, 0); err != nil {
			t.Fatal(err)
		}
		if _, err := c.MirrorProject(ctx, db, onStore.Project.ID); err != nil {
			t.Fatal(err)
		}
		for _, tc := range cases {
			path := fmt.Sprintf("/api/environments/%d/query/", onStore.Project.ID)
			want := onStore.Do(t, http.MethodPost, path, onStore.Key, map[string]any{"query": tc.query})
			got := onEngine.Do(t, http.MethodPost, path, onEngine.Key, map[string]any{"query": tc.query})
			if want.Status != http.StatusOK || got.Status != http.StatusOK {
				t.Fatalf("%s: status %d (%s) on the store, %d (%s) on ClickHouse", tc.name, want.Status, want.Body, got.Status, got.Body)
			}
			w, g := want.Map(t), got.Map(t)
			wr, _ := json.Marshal([]any{w["results"], w["hasMore"], w["resolved_date_range"]})
			gr, _ := json.Marshal([]any{g["results"], g["hasMore"], g["resolved_date_range"]})
			if string(wr) != string(gr) {
				t.Errorf("%s: the answers differ\nstore:      %s\nClickHouse: %s", tc.name, wr, gr)
			}
			if prev, ok := first[tc.name]; ok && string(prev) != string(wr) {
				t.Errorf("%s: the stores' answers differ\nfirst: %s\nthis:  %s", tc.name, prev, wr)
			}
			first[tc.name] = wr
			if tc.counts != nil {
				if got := stepCounts(t, g["results"].([]any)); !reflect.DeepEqual(got, tc.counts) {
					t.Errorf("%s: counts %v, want %v", tc.name, got, tc.counts)
				}
			}
		}
	})
}

// sameInstantFixture has events at one instant that an exclusion also
// matches (steps $pageview, signup, purchase; 14-day window; exclusions
// of a step's event with a property, or of a step's event outside the
// span):
//
//	i1: view 10:00, two signups 11:00, signup 11:30, purchase 12:00 on
//	    2 Jan (Chrome signups excluded from 1 to 2: the 11:30 signup voids
//	    the path, ordered or strict; strict stops at the second signup)
//	i2: two views 10:00, view 10:30, signup 11:00, purchase 11:30 on 3 Jan
//	    (Chrome views excluded from 0 to 1: the 10:30 view voids the paths
//	    from 10:00, the path from 10:30 reaches the purchase)
//	i3: view and purchase 10:00, purchase 10:30, signup 11:00, purchase
//	    12:00 on 4 Jan (purchase excluded from 0 to 1: the 10:30 purchase
//	    voids the path)
//	i4: view 10:00, signup 10:10 on 5 Jan (two)
var sameInstantFixture = []insightEvent{
	{"i1", "$pageview", time.Date(2026, 1, 2, 10, 0, 0, 0, time.UTC), "Chrome", 0, ""},
	{"i1", "signup", time.Date(2026, 1, 2, 11, 0, 0, 0, time.UTC), "Chrome", 0, ""},
	{"i1", "signup", time.Date(2026, 1, 2, 11, 0, 0, 0, time.UTC), "Chrome", 0, ""},
	{"i1", "signup", time.Date(2026, 1, 2, 11, 30, 0, 0, time.UTC), "Chrome", 0, ""},
	{"i1", "purchase", time.Date(2026, 1, 2, 12, 0, 0, 0, time.UTC), "", 0, ""},
	{"i2", "$pageview", time.Date(2026, 1, 3, 10, 0, 0, 0, time.UTC), "Chrome", 0, ""},
	{"i2", "$pageview", time.Date(2026, 1, 3, 10, 0, 0, 0, time.UTC), "Chrome", 0, ""},
	{"i2", "$pageview", time.Date(2026, 1, 3, 10, 30, 0, 0, time.UTC), "Chrome", 0, ""},
	{"i2", "signup", time.Date(2026, 1, 3, 11, 0, 0, 0, time.UTC), "", 0, ""},
	{"i2", "purchase", time.Date(2026, 1, 3, 11, 30, 0, 0, time.UTC), "", 0, ""},
	{"i3", "$pageview", time.Date(2026, 1, 4, 10, 0, 0, 0, time.UTC), "Safari", 0, ""},
	{"i3", "purchase", time.Date(2026, 1, 4, 10, 0, 0, 0, time.UTC), "", 0, ""},
	{"i3", "purchase", time.Date(2026, 1, 4, 10, 30, 0, 0, time.UTC), "", 0, ""},
	{"i3", "signup", time.Date(2026, 1, 4, 11, 0, 0, 0, time.UTC), "", 0, ""},
	{"i3", "purchase", time.Date(2026, 1, 4, 12, 0, 0, 0, time.UTC), "", 0, ""},
	{"i4", "$pageview", time.Date(2026, 1, 5, 10, 0, 0, 0, time.UTC), "Firefox", 0, ""},
	{"i4", "signup", time.Date(2026, 1, 5, 10, 10, 0, 0, time.UTC), "", 0, ""},
}

// TestFunnelExclusionsAtOneInstantOnEngines runs ordered and strict
// funnels whose exclusion matches a step's event over sameInstantFixture
// on SQLite, PostgreSQL and ClickHouse: an exclusion event at the
// from-step's instant does not hide a later one inside the span.
func TestFunnelExclusionsAtOneInstantOnEngines(t *testing.T) {
	t.Parallel()
	exclude := func(event string, props []any, from, to int) []any {
		ex := map[string]any{"kind": "EventsNode", "event": event, "funnelFromStep": from, "funnelToStep": to}
		if props != nil {
			ex["properties"] = props
		}
		return []any{ex}
	}
	signup, view, purchase := exclude("signup", chromeOnly, 1, 2), exclude("$pageview", chromeOnly, 0, 1), exclude("purchase", nil, 0, 1)
	counts := map[string][][]float64{
		"ordered": {{3, 3, 2}, {4, 4, 3}, {3, 3, 2}},
		"strict":  {{3, 2, 1}, {4, 3, 1}, {3, 3, 1}},
	}
	var cases []engineFunnelCase
	for _, order := range []string{"ordered", "strict"} {
		f := func(extra map[string]any) map[string]any {
			f := map[string]any{"funnelOrderType": order}
			for k, v := range extra {
				f[k] = v
			}
			return f
		}
		cases = append(cases,
			engineFunnelCase{order + ", Chrome signup excluded from 1 to 2", funnelQuery(f(map[string]any{"exclusions": signup}), nil), counts[order][0]},
			engineFunnelCase{order + ", Chrome view excluded from 0 to 1", funnelQuery(f(map[string]any{"exclusions": view}), nil), counts[order][1]},
			engineFunnelCase{order + ", purchase excluded from 0 to 1", funnelQuery(f(map[string]any{"exclusions": purchase}), nil), counts[order][2]},
			engineFunnelCase{order + ", time to convert", funnelQuery(f(map[string]any{"funnelVizType": "time_to_convert", "exclusions": view}), nil), nil},
			engineFunnelCase{order + ", trends", funnelQuery(f(map[string]any{"funnelVizType": "trends", "exclusions": purchase}), map[string]any{"interval": "day"}), nil},
			engineFunnelCase{order + ", breakdown", funnelQuery(f(map[string]any{"exclusions": append(signup, purchase...)}),
				map[string]any{"breakdownFilter": map[string]any{"breakdown": "$browser"}}), nil},
		)
	}
	funnelsOnEngines(t, sameInstantFixture, cases)
}

// classFixture: unordered funnels whose steps repeat an event with one
// property filter (a class ClickHouse folds), exclusions of that event
// without the filter, and step events at one instant.
//
//	k1: Chrome signup 10:00, view 10:05, Safari signup 10:10, Chrome
//	    signup 10:20 on 2 Jan
//	k2: view, Chrome signup and Chrome signup at 11:00, Safari signup
//	    11:30, view 12:00 on 3 Jan
//	k3: Chrome signup 09:00, Chrome signup 09:00, Safari signup 09:10,
//	    view 09:20 on 4 Jan
var classFixture = []insightEvent{
	{"k1", "signup", time.Date(2026, 1, 2, 10, 0, 0, 0, time.UTC), "Chrome", 0, ""},
	{"k1", "$pageview", time.Date(2026, 1, 2, 10, 5, 0, 0, time.UTC), "", 0, ""},
	{"k1", "signup", time.Date(2026, 1, 2, 10, 10, 0, 0, time.UTC), "Safari", 0, ""},
	{"k1", "signup", time.Date(2026, 1, 2, 10, 20, 0, 0, time.UTC), "Chrome", 0, ""},
	{"k2", "$pageview", time.Date(2026, 1, 3, 11, 0, 0, 0, time.UTC), "", 0, ""},
	{"k2", "signup", time.Date(2026, 1, 3, 11, 0, 0, 0, time.UTC), "Chrome", 0, ""},
	{"k2", "signup", time.Date(2026, 1, 3, 11, 0, 0, 0, time.UTC), "Chrome", 0, ""},
	{"k2", "signup", time.Date(2026, 1, 3, 11, 30, 0, 0, time.UTC), "Safari", 0, ""},
	{"k2", "$pageview", time.Date(2026, 1, 3, 12, 0, 0, 0, time.UTC), "", 0, ""},
	{"k3", "signup", time.Date(2026, 1, 4, 9, 0, 0, 0, time.UTC), "Chrome", 0, ""},
	{"k3", "signup", time.Date(2026, 1, 4, 9, 0, 0, 0, time.UTC), "Chrome", 0, ""},
	{"k3", "signup", time.Date(2026, 1, 4, 9, 10, 0, 0, time.UTC), "Safari", 0, ""},
	{"k3", "$pageview", time.Date(2026, 1, 4, 9, 20, 0, 0, time.UTC), "", 0, ""},
}

// TestUnorderedFunnelClassesOnEngines runs unordered funnels of steps
// signup (Chrome), view, signup (Chrome) over classFixture, with
// exclusions of any signup, on SQLite, PostgreSQL and ClickHouse.
func TestUnorderedFunnelClassesOnEngines(t *testing.T) {
	t.Parallel()
	series := []any{eventsNode("signup", map[string]any{"properties": chromeOnly}), eventsNode("$pageview", nil), eventsNode("signup", map[string]any{"properties": chromeOnly})}
	signup := func(from, to int) []any {
		return []any{map[string]any{"kind": "EventsNode", "event": "signup", "funnelFromStep": from, "funnelToStep": to}}
	}
	var cases []engineFunnelCase
	for _, c := range []struct {
		name   string
		filter map[string]any
		counts []float64
	}{
		{"no exclusion", nil, []float64{3, 3, 3}},
		{"signup excluded from 0 to 1", map[string]any{"exclusions": signup(0, 1)}, nil},
		{"signup excluded from 1 to 2", map[string]any{"exclusions": signup(1, 2)}, nil},
		{"signup excluded from 0 to 2", map[string]any{"exclusions": signup(0, 2)}, nil},
		{"time to convert", map[string]any{"funnelVizType": "time_to_convert", "exclusions": signup(1, 2)}, nil},
		{"trends", map[string]any{"funnelVizType": "trends", "exclusions": signup(1, 2)}, nil},
		{"one minute window", map[string]any{"funnelWindowInterval": 1, "funnelWindowIntervalUnit": "minute"}, nil},
	} {
		f := map[string]any{"funnelOrderType": "unordered"}
		for k, v := range c.filter {
			f[k] = v
		}
		extra := map[string]any{}
		if c.filter["funnelVizType"] == "trends" {
			extra["interval"] = "day"
		}
		q := funnelQuery(f, extra)
		q["series"] = series
		cases = append(cases, engineFunnelCase{c.name, q, c.counts})
	}
	// Nine bits (funnelKeyMaxBits): seven steps, two exclusions, a month window.
	nine := funnelQuery(map[string]any{"funnelOrderType": "unordered", "funnelWindowInterval": 1, "funnelWindowIntervalUnit": "month",
		"exclusions": append(signup(0, 3), signup(2, 6)...)}, nil)
	nine["series"] = append(append([]any{}, series...), eventsNode("$pageview", nil), series[0], eventsNode("purchase", nil), eventsNode("other", nil))
	cases = append(cases, engineFunnelCase{"seven steps, two exclusions, month window", nine, nil})
	funnelsOnEngines(t, classFixture, cases)
}
