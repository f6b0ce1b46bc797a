package rest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"net/http"
	"reflect"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestCohortsOnEngine is a differential test of the retention and
// lifecycle statements ClickHouse folds itself: random events of many
// actors (persons created at random times, anonymous distinct ids,
// browsers) in a UTC project and a New York one (clocks change on 8 March
// and 1 November 2026) are read from SQLite and, synced, from ClickHouse,
// with random configurations of both kinds; every answer must be the same.
func TestCohortsOnEngine(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Open(t, storetest.SQLiteURL(t))
	onStore, onEngine, c := storeAndEngine(t, db)

	seed := time.Now().UnixNano()
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewSource(seed))
	ny := onStore.NewProject(t, "New York")
	if _, err := store.UpdateProject(ctx, db.Bun, ny.ID, "", "America/New_York"); err != nil {
		t.Fatal(err)
	}
	projects := []int64{onStore.Project.ID, ny.ID}
	for _, pid := range projects {
		persons := seedCohortEvents(t, onStore, pid, rng)
		if _, err := c.SyncProject(ctx, db, pid, 0); err != nil {
			t.Fatal(err)
		}
		// Events of deleted persons count by distinct id.
		for _, p := range persons[:3] {
			if r := onStore.Do(t, http.MethodDelete, fmt.Sprintf("/api/projects/%d/persons/%d/", pid, p.ID), onStore.Key, nil); r.Status != http.StatusNoContent {
				t.Fatalf("delete = %d %s", r.Status, r.Body)
			}
		}
		if _, err := c.MirrorProject(ctx, db, pid); err != nil {
			t.Fatal(err)
		}
	}

	compared, errors, counted := 0, 0, 0
	for i := range 48 {
		pid := projects[i%len(projects)]
		q := randomRetention(rng)
		if i%3 == 2 {
			q = randomLifecycle(rng)
		}
		want := cohortAnswer(t, onStore, pid, q)
		got := cohortAnswer(t, onEngine, pid, q)
		if !reflect.DeepEqual(got, want) {
			raw, _ := json.Marshal(q)
			t.Errorf("project %d, %s:\nsqlite:     %.2000v\nclickhouse: %.2000v", pid, raw, want, got)
			continue
		}
		compared++
		switch {
		case want["status"] != nil:
			errors++
		case nonZero(want["results"]):
			counted++
		}
	}
	t.Logf("%d answers the same: %d with actors, %d errors", compared, counted, errors)
	if counted < 24 {
		t.Errorf("only %d answers count actors: the random data misses the ranges", counted)
	}
}

// nonZero reports whether a response's results count any actor.
func nonZero(v any) bool {
	switch v := v.(type) {
	case []any:
		for _, x := range v {
			if nonZero(x) {
				return true
			}
		}
	case map[string]any:
		for k, x := range v {
			if (k == "count" || k == "data" || k == "values") && nonZero(x) {
				return true
			}
		}
	case float64:
		return v != 0
	}
	return false
}

// cohortAnswer is the results and resolved date range of query q, or its
// 400 error.
func cohortAnswer(t *testing.T, env *servertest.Env, pid int64, q map[string]any) map[string]any {
	t.Helper()
	resp := env.Do(t, http.MethodPost, fmt.Sprintf("/api/environments/%d/query/", pid), env.Key, map[string]any{"query": q})
	body := resp.Map(t)
	if resp.Status != http.StatusOK {
		return map[string]any{"status": resp.Status, "attr": body["attr"], "detail": body["detail"]}
	}
	return map[string]any{"results": body["results"], "resolved_date_range": body["resolved_date_range"]}
}

// cohortStart is the first day of the random events: they span 150 days,
// across both of 2026's clock changes in New York.
var cohortStart = time.Date(2026, 2, 20, 0, 0, 0, 0, time.UTC)

// seedCohortEvents writes random events of 80 actors into project pid: 64
// persons (created before or during the events, each with two distinct
// ids), 16 anonymous distinct ids. A third of the events fall within a day
// of a clock change, so that hours see them. It returns the persons.
func seedCohortEvents(t *testing.T, env *servertest.Env, pid int64, rng *rand.Rand) []*store.Person {
	t.Helper()
	names := []string{"$pageview", "$pageview", "signup", "purchase"}
	browsers := []string{"Chrome", "Firefox", "Safari", "Edge", ""}
	changes := []time.Time{time.Date(2026, 3, 8, 7, 0, 0, 0, time.UTC), time.Date(2026, 11, 1, 6, 0, 0, 0, time.UTC)}
	var rows []store.Event
	var persons []*store.Person
	for a := range 80 {
		ids := []string{fmt.Sprintf("anon-%d", a)}
		var person *store.Person
		if a < 64 {
			ids = []string{fmt.Sprintf("user-%d", a), fmt.Sprintf("alias-%d", a)}
			created := cohortStart.Add(time.Duration(rng.Int63n(int64(200*24*time.Hour)))).AddDate(0, 0, -40)
			person = env.AddPerson(t, pid, `{}`, created, ids...)
			persons = append(persons, person)
		}
		browser := browsers[rng.Intn(len(browsers))]
		for range rng.Intn(40) {
			var at time.Time
			switch rng.Intn(3) {
			case 0: // within a day of a clock change
				at = changes[rng.Intn(2)].Add(time.Duration(rng.Int63n(int64(48*time.Hour))) - 24*time.Hour)
			default:
				at = cohortStart.Add(time.Duration(rng.Int63n(int64(300 * 24 * time.Hour))))
			}
			if rng.Intn(6) == 0 {
				browser = browsers[rng.Intn(len(browsers))]
			}
			props, _ := json.Marshal(map[string]any{"$browser": browser})
			if browser == "" {
				props = []byte(`{}`)
			}
			ev := store.Event{UUID: uuid.NewString(), TeamID: pid, Event: names[rng.Intn(len(names))], DistinctID: ids[rng.Intn(len(ids))],
				Properties: props, Timestamp: at, CreatedAt: at}
			if person != nil {
				ev.PersonID = &person.ID
			}
			rows = append(rows, ev)
		}
	}
	if _, err := env.DB.Bun.NewInsert().Model(&rows).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	return persons
}

// randomRange is a date range of interval iv around one of the clock
// changes (or the whole span for months), sometimes the default one (the
// events go on past the day this test was written).
func randomRange(rng *rand.Rand, iv string) map[string]any {
	base := []time.Time{time.Date(2026, 3, 8, 0, 0, 0, 0, time.UTC), time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)}[rng.Intn(2)]
	var from, to time.Time
	layout := "2006-01-02"
	switch iv {
	case "hour":
		layout = "2006-01-02T15:04:05"
		from = base.Add(time.Duration(rng.Intn(12)-10) * time.Hour)
		to = from.Add(time.Duration(2+rng.Intn(20)) * time.Hour)
	case "day":
		from = base.AddDate(0, 0, -rng.Intn(10))
		to = from.AddDate(0, 0, 1+rng.Intn(20))
	case "week":
		from = base.AddDate(0, 0, -rng.Intn(40))
		to = from.AddDate(0, 0, 7+rng.Intn(60))
	default:
		from = cohortStart.AddDate(0, rng.Intn(4), rng.Intn(20))
		to = from.AddDate(0, 1+rng.Intn(6), rng.Intn(20))
	}
	if rng.Intn(5) == 0 {
		// The defaults: up to now (retention: totalIntervals periods).
		return map[string]any{}
	}
	return map[string]any{"date_from": from.Format(layout), "date_to": to.Format(layout)}
}

// randomEntity is a retention entity: an event, every event or the default.
func randomEntity(rng *rand.Rand) any {
	switch rng.Intn(4) {
	case 0:
		return nil
	case 1:
		return map[string]any{"type": "events"}
	case 2:
		return map[string]any{"id": "signup", "type": "events"}
	}
	return map[string]any{"id": "$pageview", "type": "events"}
}

func randomRetention(rng *rand.Rand) map[string]any {
	periods := []string{"Hour", "Day", "Week", "Month"}
	period := periods[rng.Intn(len(periods))]
	rf := map[string]any{"period": period, "totalIntervals": 1 + rng.Intn(10)}
	if e := randomEntity(rng); e != nil {
		rf["targetEntity"] = e
	}
	if e := randomEntity(rng); e != nil {
		rf["returningEntity"] = e
	}
	if rng.Intn(3) == 0 {
		rf["retentionType"] = "retention_first_time"
	}
	if rng.Intn(3) == 0 {
		rf["cumulative"] = true
	}
	if rng.Intn(3) == 0 {
		rf["minimumOccurrences"] = 1 + rng.Intn(3)
	}
	q := map[string]any{"kind": "RetentionQuery", "retentionFilter": rf, "dateRange": randomRange(rng, map[string]string{
		"Hour": "hour", "Day": "day", "Week": "week", "Month": "month"}[period])}
	if rng.Intn(2) == 0 {
		bf := map[string]any{"breakdown": "$browser"}
		if rng.Intn(3) > 0 {
			bf["breakdown_limit"] = 1 + rng.Intn(3)
		}
		q["breakdownFilter"] = bf
	}
	return q
}

func randomLifecycle(rng *rand.Rand) map[string]any {
	ivs := []string{"hour", "day", "week", "month"}
	iv := ivs[rng.Intn(len(ivs))]
	event := []string{"$pageview", "signup", "purchase"}[rng.Intn(3)]
	return map[string]any{"kind": "LifecycleQuery", "interval": iv, "dateRange": randomRange(rng, iv),
		"series": []any{map[string]any{"kind": "EventsNode", "event": event}}}
}
