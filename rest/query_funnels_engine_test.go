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

// TestFunnelsOnEngine is a differential test of FunnelsQuery on
// ClickHouse (which folds ordered and strict funnels in the database)
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
	folded := 0
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
	if folded < 30 {
		t.Errorf("only %d funnels folded on ClickHouse", folded)
	}
}
