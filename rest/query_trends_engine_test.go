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

	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// actorEvent is an event of TestTrendsActorsOnEngine's random projects, as
// the reference reads it.
type actorEvent struct {
	event, distinct, browser string
	person                   *store.Person // nil: resolved to no one
	at                       time.Time
}

// seedActorEvents writes n random events into project pid: persons with one
// or two distinct ids (their events carry the person), anonymous distinct
// ids (no person, or a distinct id of a person's without it), events
// pointing at a person of project other, and browsers (some absent). It
// returns the events and the persons of pid.
func seedActorEvents(t *testing.T, env *servertest.Env, rng *rand.Rand, pid int64, others []*store.Person, n int) ([]actorEvent, []*store.Person) {
	t.Helper()
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	type who struct {
		distinct string
		person   *store.Person
	}
	var ids []who
	var persons []*store.Person
	for i := range 10 {
		d := []string{fmt.Sprintf("p%d-%d", pid, i)}
		if i%3 == 0 {
			d = append(d, fmt.Sprintf("p%d-%d-b", pid, i))
		}
		p := env.AddPerson(t, pid, `{}`, base, d...)
		persons = append(persons, p)
		for _, x := range d {
			ids = append(ids, who{x, p})
		}
	}
	for i := range 5 {
		ids = append(ids, who{fmt.Sprintf("anon-%d", i), nil})
	}
	ids = append(ids, who{fmt.Sprintf("p%d-1", pid), nil}) // a person's distinct id, on an event resolved to no one
	for _, p := range others {
		ids = append(ids, who{fmt.Sprintf("stray-%d", p.ID), p}) // another project's person
	}
	browsers := []string{"Chrome", "Safari", "Firefox", ""}
	events := make([]actorEvent, 0, n)
	rows := make([]store.Event, 0, n)
	for range n {
		w := ids[rng.IntN(len(ids))]
		ev := actorEvent{event: []string{"$pageview", "$pageview", "signup"}[rng.IntN(3)], distinct: w.distinct, person: w.person,
			browser: browsers[rng.IntN(len(browsers))], at: base.Add(time.Duration(rng.IntN(40*24*60)) * time.Minute)}
		props := map[string]any{}
		if ev.browser != "" {
			props["$browser"] = ev.browser
		}
		raw, _ := json.Marshal(props)
		row := store.Event{UUID: uuid.NewString(), TeamID: pid, Event: ev.event, DistinctID: ev.distinct, Properties: raw, Timestamp: ev.at, CreatedAt: ev.at}
		if ev.person != nil {
			row.PersonID = &ev.person.ID
		}
		events = append(events, ev)
		rows = append(rows, row)
	}
	if _, err := env.DB.Bun.NewInsert().Model(&rows).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	return events, persons
}

// referenceDAU counts, per UTC day from from to to (inclusive), the actors
// of the events named event: a live person of project pid by its id, any
// other event by its distinct id.
func referenceDAU(events []actorEvent, pid int64, live map[int64]bool, event string, from, to time.Time) []float64 {
	var out []float64
	for d := from; !d.After(to); d = d.AddDate(0, 0, 1) {
		seen := map[string]bool{}
		for _, ev := range events {
			if ev.event != event || ev.at.Before(d) || !ev.at.Before(d.AddDate(0, 0, 1)) {
				continue
			}
			key := "distinct:" + ev.distinct
			if ev.person != nil && ev.person.TeamID == pid && live[ev.person.ID] {
				key = fmt.Sprint(ev.person.ID)
			}
			seen[key] = true
		}
		out = append(out, float64(len(seen)))
	}
	return out
}

// TestTrendsActorsOnEngine is a differential test of the actor counts of
// TrendsQuery (dau, weekly and monthly active, by interval, breakdown,
// compare, cumulative and total displays) on random projects: the store's engine (SQLite, PostgreSQL) and
// ClickHouse, which counts actors its own way (insight's actorCount), give
// the same results, and the daily counts equal a reference computed here.
// Deleted persons' events count by distinct id, events pointing at another
// project's person too.
func TestTrendsActorsOnEngine(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		onStore, onEngine, c := storeAndEngine(t, db)

		seed := time.Now().UnixNano()
		t.Logf("seed %d", seed)
		rng := rand.New(rand.NewPCG(uint64(seed), 26))
		pid := onStore.Project.ID
		other := onStore.NewProject(t, "Other")
		otherEvents, otherPersons := seedActorEvents(t, onStore, rng, other.ID, nil, 150)
		events, persons := seedActorEvents(t, onStore, rng, pid, otherPersons[:2], 600)
		for _, team := range []int64{pid, other.ID} {
			if _, err := c.SyncProject(ctx, db, team, 0); err != nil {
				t.Fatal(err)
			}
		}
		// Delete some persons (one of the other project's that pid's events
		// point at too); the engine learns of it at the next sync.
		live := map[int64]bool{}
		for _, p := range persons {
			live[p.ID] = true
		}
		for _, p := range []*store.Person{persons[1], persons[3], persons[4], otherPersons[0]} {
			if r := onStore.Do(t, http.MethodDelete, fmt.Sprintf("/api/projects/%d/persons/%d/", p.TeamID, p.ID), onStore.Key, nil); r.Status != 204 {
				t.Fatalf("delete = %d %s", r.Status, r.Body)
			}
			delete(live, p.ID)
		}
		for _, team := range []int64{pid, other.ID} {
			if _, err := c.MirrorProject(ctx, db, team); err != nil {
				t.Fatal(err)
			}
		}

		run := func(env *servertest.Env, project int64, q map[string]any) []any {
			t.Helper()
			body := runInsightIn(t, env, project, q)
			res, ok := body["results"].([]any)
			if !ok {
				t.Fatalf("results: %v", body)
			}
			return res
		}
		// The daily dau of both projects against the reference.
		from, to := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 2, 9, 0, 0, 0, 0, time.UTC)
		otherLive := map[int64]bool{}
		for _, x := range otherPersons[1:] {
			otherLive[x.ID] = true
		}
		for _, p := range []struct {
			id     int64
			events []actorEvent
			live   map[int64]bool
		}{{pid, events, live}, {other.ID, otherEvents, otherLive}} {
			for _, event := range []string{"$pageview", "signup"} {
				q := map[string]any{"kind": "TrendsQuery", "interval": "day",
					"dateRange": map[string]any{"date_from": "2026-01-01", "date_to": "2026-02-09"},
					"series":    []any{eventsNode(event, map[string]any{"math": "dau"})}}
				want := referenceDAU(p.events, p.id, p.live, event, from, to)
				for name, env := range map[string]*servertest.Env{"store": onStore, "engine": onEngine} {
					res := run(env, p.id, q)
					if got := floats(t, res[0].(map[string]any)["data"]); !reflect.DeepEqual(got, want) {
						t.Errorf("project %d %s dau on the %s: got %v, want %v", p.id, event, name, got, want)
					}
				}
			}
		}

		// Random configurations: the same results on both.
		maths := []string{"dau", "dau", "weekly_active", "monthly_active", "total"}
		intervals := []string{"hour", "day", "day", "week", "month"}
		nonEmpty := 0
		const configs = 60
		for i := range configs {
			math, interval := maths[rng.IntN(len(maths))], intervals[rng.IntN(len(intervals))]
			start := time.Date(2026, 1, 1+rng.IntN(30), 0, 0, 0, 0, time.UTC)
			days := 1 + rng.IntN(20)
			if interval == "hour" {
				days = 1 + rng.IntN(3)
				if math == "weekly_active" || math == "monthly_active" {
					math = "dau"
				}
			}
			series := []any{eventsNode("$pageview", map[string]any{"math": math})}
			if rng.IntN(3) == 0 {
				series = append(series, eventsNode("signup", map[string]any{"math": "dau"}))
			}
			q := map[string]any{"kind": "TrendsQuery", "interval": interval, "series": series,
				"dateRange": map[string]any{"date_from": start.Format("2006-01-02"), "date_to": start.AddDate(0, 0, days).Format("2006-01-02")}}
			if rng.IntN(2) == 0 {
				bd := map[string]any{"breakdown": "$browser"}
				if rng.IntN(2) == 0 {
					bd["breakdown_limit"] = 1 + rng.IntN(3)
				}
				q["breakdownFilter"] = bd
			}
			if rng.IntN(3) == 0 {
				q["compareFilter"] = map[string]any{"compare": true}
			}
			switch rng.IntN(5) {
			case 0:
				q["trendsFilter"] = map[string]any{"display": "BoldNumber"}
			case 1:
				q["trendsFilter"] = map[string]any{"display": "ActionsLineGraphCumulative"}
			}
			project := pid
			if rng.IntN(4) == 0 {
				project = other.ID
			}
			want, got := run(onStore, project, q), run(onEngine, project, q)
			if !reflect.DeepEqual(got, want) {
				w, _ := json.Marshal(want)
				g, _ := json.Marshal(got)
				qs, _ := json.Marshal(q)
				t.Errorf("config %d, project %d: %s\nstore:  %.2000s\nengine: %.2000s", i, project, qs, w, g)
			}
			if !allZero(want) {
				nonEmpty++
			}
		}
		if nonEmpty < configs/2 {
			t.Errorf("only %d of %d configurations have a count: a vacuous comparison", nonEmpty, configs)
		}
	})
}

// allZero reports whether every series of a trends result counts nothing.
func allZero(results []any) bool {
	for _, r := range results {
		if c, ok := r.(map[string]any)["count"].(float64); ok && c != 0 {
			return false
		}
		if v, ok := r.(map[string]any)["aggregated_value"].(float64); ok && v != 0 {
			return false
		}
	}
	return true
}
