package rest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// newYorkProject creates a project in America/New_York (UTC-4 until 06:00
// UTC on 1 November 2026, UTC-5 after) holding events.
func newYorkProject(t *testing.T, env *servertest.Env, name string, events []insightEvent) int64 {
	t.Helper()
	p := env.NewProject(t, name)
	// As `burrow project update --timezone` does.
	if _, err := store.UpdateProject(context.Background(), env.DB.Bun, p.ID, "", "America/New_York"); err != nil {
		t.Fatal(err)
	}
	if len(events) > 0 {
		seedInsightsIn(t, env, p.ID, events)
	}
	return p.ID
}

// TestTrendsAcrossDaylightSaving checks, against answers worked out with
// Go's own time zone arithmetic, the trends corners found by a black-box
// review: the previous period of a range that spans a daylight saving
// change, cumulative daily users, hour buckets at the exact transition
// instant, and formulas naming a series that does not exist.
func TestTrendsAcrossDaylightSaving(t *testing.T) {
	t.Parallel()
	ny, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		at := func(m time.Month, d, h, mi int) time.Time { return time.Date(2026, m, d, h, mi, 0, 0, time.UTC) }
		events := []insightEvent{
			{"a", "$pageview", at(10, 24, 14, 0), "", 0, ""}, // 24 Oct: before the previous period
			{"a", "$pageview", at(10, 25, 3, 59), "", 0, ""}, // 24 Oct 23:59 EDT
			{"a", "$pageview", at(10, 25, 4, 1), "", 0, ""},  // 25 Oct 00:01 EDT
			{"b", "$pageview", at(10, 28, 12, 0), "", 0, ""},
			{"b", "$pageview", at(10, 31, 23, 0), "", 0, ""},
			{"a", "$pageview", at(11, 1, 3, 30), "", 0, ""}, // 31 Oct 23:30 EDT
			{"a", "$pageview", at(11, 1, 4, 30), "", 0, ""}, // 1 Nov 00:30 EDT
			{"b", "$pageview", at(11, 2, 12, 0), "", 0, ""},
			{"c", "$pageview", at(11, 3, 12, 0), "", 0, ""},
			{"a", "$pageview", at(11, 5, 12, 0), "", 0, ""},
			{"c", "$pageview", at(11, 8, 4, 30), "", 0, ""}, // 7 Nov 23:30 EST
			{"b", "$pageview", at(11, 8, 5, 30), "", 0, ""}, // 8 Nov 00:30 EST: after the range
			{"b", "signup", at(11, 2, 13, 0), "", 0, ""},
		}
		pid := newYorkProject(t, env, "DST review", events)
		isPageview := func(ev insightEvent) bool { return ev.event == "$pageview" }
		localDate := func(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

		t.Run("previous period of a range spanning the change", func(t *testing.T) {
			body := runInsightIn(t, env, pid, map[string]any{"kind": "TrendsQuery",
				"dateRange":     map[string]any{"date_from": "2026-11-01", "date_to": "2026-11-07"},
				"series":        []any{eventsNode("$pageview", nil)},
				"compareFilter": map[string]any{"compare": true}})
			res := results(t, body)
			if len(res) != 2 || res[0]["compare_label"] != "current" || res[1]["compare_label"] != "previous" {
				t.Fatalf("results %v", res)
			}
			// The range is 1-7 November on the wall clock (7 days, 7 buckets; 169 real
			// hours): the previous period is 25-31 October, as many buckets.
			wantCur := referenceTrend(events, ny, localDate(2026, 11, 1), localDate(2026, 11, 7), isPageview, false)
			wantPrev := referenceTrend(events, ny, localDate(2026, 10, 25), localDate(2026, 10, 31), isPageview, false)
			if !reflect.DeepEqual(wantPrev, []float64{1, 0, 0, 1, 0, 0, 2}) { // by hand
				t.Fatalf("reference previous %v", wantPrev)
			}
			if got := floats(t, res[0]["data"]); !reflect.DeepEqual(got, wantCur) {
				t.Errorf("current: got %v, want %v", got, wantCur)
			}
			if got := floats(t, res[1]["data"]); !reflect.DeepEqual(got, wantPrev) {
				t.Errorf("previous: got %v, want %v (days %v)", got, wantPrev, res[1]["days"])
			}
			if days := res[1]["days"].([]any); len(days) != 7 || days[0] != "2026-10-25" || days[6] != "2026-10-31" {
				t.Errorf("previous days %v", days)
			}
		})

		t.Run("labels of week and hour buckets", func(t *testing.T) {
			// PostHog's trends labels: weeks (from Sunday) as their days clamped
			// to the range, hours without the year.
			body := runInsightIn(t, env, pid, map[string]any{"kind": "TrendsQuery", "interval": "week",
				"dateRange": map[string]any{"date_from": "2026-10-21", "date_to": "2026-11-12"},
				"series":    []any{eventsNode("$pageview", nil)}})
			r := results(t, body)[0]
			wantDays := []any{"2026-10-18", "2026-10-25", "2026-11-01", "2026-11-08"}
			wantLabels := []any{"21–24 Oct", "25–31 Oct", "1–7 Nov", "8–12 Nov"}
			if !reflect.DeepEqual(r["days"], wantDays) || !reflect.DeepEqual(r["labels"], wantLabels) {
				t.Errorf("week days %v labels %v", r["days"], r["labels"])
			}
			// 21-24 Oct: 2; 25-31 Oct: 4; 1-7 Nov: 5; 8-12 Nov: 1 (by hand, New York days).
			if got := floats(t, r["data"]); !reflect.DeepEqual(got, []float64{2, 4, 5, 1}) {
				t.Errorf("week data %v", got)
			}
			body = runInsightIn(t, env, pid, map[string]any{"kind": "TrendsQuery", "interval": "hour",
				"dateRange": map[string]any{"date_from": "2026-11-01T00:00:00", "date_to": "2026-11-01T02:00:00"},
				"series":    []any{eventsNode("$pageview", nil)}})
			r = results(t, body)[0]
			if l := r["labels"].([]any); len(l) == 0 || l[0] != "1-Nov 00:00" {
				t.Errorf("hour labels %v", l)
			}
		})

		t.Run("lifecycle labels name the period's first day", func(t *testing.T) {
			// PostHog's lifecycle runner formats every label "%-d-%b-%Y" (plus
			// " %H:%M" for hours), months included.
			body := runInsightIn(t, env, pid, map[string]any{"kind": "LifecycleQuery", "interval": "month",
				"dateRange": map[string]any{"date_from": "2026-10-01", "date_to": "2026-11-30"},
				"series":    []any{eventsNode("$pageview", nil)}})
			for _, r := range results(t, body) {
				if !reflect.DeepEqual(r["labels"], []any{"1-Oct-2026", "1-Nov-2026"}) || !reflect.DeepEqual(r["days"], []any{"2026-10-01", "2026-11-01"}) {
					t.Errorf("%v: labels %v days %v", r["status"], r["labels"], r["days"])
				}
			}
		})

		t.Run("cumulative daily users count each person once", func(t *testing.T) {
			body := runInsightIn(t, env, pid, map[string]any{"kind": "TrendsQuery",
				"dateRange":    map[string]any{"date_from": "2026-10-31", "date_to": "2026-11-07"},
				"series":       []any{eventsNode("$pageview", map[string]any{"math": "dau"})},
				"trendsFilter": map[string]any{"display": "ActionsLineGraphCumulative"}})
			r := results(t, body)[0]
			// Reference: the persons seen so far, per local day.
			var want []float64
			seen := map[string]bool{}
			for d := localDate(2026, 10, 31); !d.After(localDate(2026, 11, 7)); d = d.AddDate(0, 0, 1) {
				for _, ev := range events {
					l := ev.at.In(ny)
					if ev.event == "$pageview" && l.Year() == d.Year() && l.YearDay() == d.YearDay() {
						seen[ev.person] = true
					}
				}
				want = append(want, float64(len(seen)))
			}
			if !reflect.DeepEqual(want, []float64{2, 2, 2, 3, 3, 3, 3, 3}) { // by hand: b and a on 31 Oct, c on 3 Nov
				t.Fatalf("reference %v", want)
			}
			if got := floats(t, r["data"]); !reflect.DeepEqual(got, want) {
				t.Errorf("got %v, want %v", got, want)
			}
			if r["count"].(float64) != 3 {
				t.Errorf("count %v", r["count"])
			}
		})

		t.Run("hour buckets at the exact transition", func(t *testing.T) {
			edge := []insightEvent{
				{"h", "$pageview", time.Date(2026, 11, 1, 5, 59, 59, 900_000_000, time.UTC), "", 0, ""}, // 01:59:59.9 EDT
				{"h", "$pageview", time.Date(2026, 11, 1, 6, 0, 0, 100_000_000, time.UTC), "", 0, ""},   // 01:00:00.1 EST
				{"h", "$pageview", time.Date(2026, 11, 1, 6, 0, 0, 900_000_000, time.UTC), "", 0, ""},   // 01:00:00.9 EST
				{"h", "$pageview", time.Date(2026, 11, 1, 7, 0, 0, 0, time.UTC), "", 0, ""},             // 02:00 EST
			}
			p := newYorkProject(t, env, "DST hours", edge)
			body := runInsightIn(t, env, p, map[string]any{"kind": "TrendsQuery", "interval": "hour",
				"dateRange": map[string]any{"date_from": "2026-11-01T00:00:00", "date_to": "2026-11-01T03:00:00"},
				"series":    []any{eventsNode("$pageview", nil)}})
			r := results(t, body)[0]
			want := map[string]float64{}
			for _, ev := range edge {
				want[ev.at.In(ny).Format("2006-01-02 15:00:00")]++
			}
			got := map[string]float64{}
			data := floats(t, r["data"])
			for i, d := range r["days"].([]any) {
				got[d.(string)] += data[i]
			}
			for k, v := range want {
				if got[k] != v {
					t.Errorf("bucket %s: got %v, want %v (days %v, data %v)", k, got[k], v, r["days"], data)
				}
			}
			if want["2026-11-01 01:00:00"] != 3 { // by hand: both 01:00 hours of that night
				t.Fatalf("reference %v", want)
			}
		})

		t.Run("formula naming a missing series", func(t *testing.T) {
			resp := env.Do(t, http.MethodPost, fmt.Sprintf("/api/environments/%d/query/", pid), env.Key, map[string]any{"query": map[string]any{
				"kind": "TrendsQuery", "series": []any{eventsNode("$pageview", nil), eventsNode("signup", nil)},
				"trendsFilter": map[string]any{"formula": "A + C"}}})
			if resp.Status != http.StatusBadRequest || !strings.Contains(string(resp.Body), "query.trendsFilter.formula") ||
				!strings.Contains(string(resp.Body), "series C") {
				t.Errorf("status %d: %s", resp.Status, resp.Body)
			}
			body := runInsightIn(t, env, pid, map[string]any{"kind": "TrendsQuery",
				"dateRange":    map[string]any{"date_from": "2026-11-01", "date_to": "2026-11-03"},
				"series":       []any{eventsNode("$pageview", nil), eventsNode("signup", nil)},
				"trendsFilter": map[string]any{"formula": "B - A"}})
			r := results(t, body)[0]
			pv := referenceTrend(events, ny, localDate(2026, 11, 1), localDate(2026, 11, 3), isPageview, false)
			su := referenceTrend(events, ny, localDate(2026, 11, 1), localDate(2026, 11, 3), func(ev insightEvent) bool { return ev.event == "signup" }, false)
			want := make([]float64, len(pv))
			for i := range pv {
				want[i] = su[i] - pv[i]
			}
			if got := floats(t, r["data"]); !reflect.DeepEqual(got, want) || r["label"] != "Formula (B - A)" {
				t.Errorf("got %v %v, want %v", got, r["label"], want)
			}
		})
	})
}

// TestEventsQueryPersonDisplayName checks the display name PostHog's
// events table shows: the first of email, Email, name, Name, username,
// Username, UserName that is set, else the distinct id.
func TestEventsQueryPersonDisplayName(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		at := time.Date(2026, 11, 2, 12, 0, 0, 0, time.UTC)
		want := map[string]string{}
		for i, c := range []struct{ props, distinct, display string }{
			{`{"email":"ada@example.com","name":"Ada"}`, "d-email", "ada@example.com"},
			{`{"name":"Zoë","plan":"pro"}`, "d-name", "Zoë"},
			{`{"email":"","username":"bob42"}`, "d-username", "bob42"},
			{`{"plan":"free"}`, "d-none", "d-none"},
		} {
			p := env.AddPerson(t, env.Project.ID, c.props, at, c.distinct)
			env.AddEvent(t, env.Project.ID, "$pageview", c.distinct, p, at.Add(time.Duration(i)*time.Minute))
			want[c.distinct] = c.display
		}
		body := runInsight(t, env, map[string]any{"kind": "EventsQuery", "after": "all",
			"select": []any{"person_display_name -- Person", "distinct_id"}, "orderBy": []any{"timestamp ASC"}})
		rows := body["results"].([]any)
		if len(rows) != len(want) {
			t.Fatalf("%d rows: %v", len(rows), rows)
		}
		for _, r := range rows {
			row := r.([]any)
			cell := row[0].(map[string]any)
			if cell["display_name"] != want[row[1].(string)] || cell["distinct_id"] != row[1] || cell["id"] == nil {
				t.Errorf("%v: got %v, want display name %q", row[1], cell, want[row[1].(string)])
			}
		}
	})
}

// TestDatePropertyFilters checks is_date_before/is_date_after with relative
// dates (PostHog resolves "-7d" from now in the team's timezone) and with
// absolute days read in the project's timezone.
func TestDatePropertyFilters(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := newYorkProject(t, env, "date filters", nil)
		at := time.Date(2026, 1, 5, 12, 0, 0, 0, time.UTC)
		// Dates far from any clock this test may run at, and two around New York's midnight.
		seen := []string{"2001-02-03T00:00:00Z", "2999-01-01T00:00:00Z", "2026-01-01T03:00:00Z", "2026-01-01T06:00:00Z"}
		rows := make([]store.Event, 0, len(seen))
		for _, s := range seen {
			raw, _ := json.Marshal(map[string]any{"seen_at": s})
			rows = append(rows, store.Event{UUID: uuid.NewString(), TeamID: pid, Event: "visit", DistinctID: "d-" + s,
				Properties: raw, Timestamp: at, CreatedAt: at})
		}
		if _, err := env.DB.Bun.NewInsert().Model(&rows).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		count := func(op, value string) any {
			t.Helper()
			body := runInsightIn(t, env, pid, map[string]any{"kind": "TrendsQuery", "trendsFilter": map[string]any{"display": "BoldNumber"},
				"dateRange":  map[string]any{"date_from": "2026-01-05", "date_to": "2026-01-05"},
				"series":     []any{eventsNode("visit", nil)},
				"properties": []any{map[string]any{"type": "event", "key": "seen_at", "operator": op, "value": value}}})
			return results(t, body)[0]["aggregated_value"]
		}
		for _, c := range []struct {
			op, value string
			want      float64
		}{
			{"is_date_after", "-7d", 1},  // 2999
			{"is_date_before", "-7d", 3}, // 2001 and the two of 2026
			{"is_date_after", "-1000y", 4},
			// Midnight of 1 Jan in New York is 05:00 UTC: 03:00 UTC is still 31 Dec there.
			{"is_date_before", "2026-01-01", 2}, // 2001 and 03:00 UTC
			{"is_date_after", "2026-01-01", 2},  // 06:00 UTC and 2999
		} {
			if got := count(c.op, c.value); got != c.want {
				t.Errorf("%s %s: got %v, want %v", c.op, c.value, got, c.want)
			}
		}
	})
}

// TestActorsSourceKindAtTopLevel checks that an InsightActorsQuery sent on
// its own is a 400 saying how to send it (inside an ActorsQuery), and that
// the wrapped form answers.
func TestActorsSourceKindAtTopLevel(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		seedInsights(t, env, insightFixture)
		source := map[string]any{"kind": "InsightActorsQuery", "day": "2026-01-01",
			"source": map[string]any{"kind": "TrendsQuery", "dateRange": janRange, "series": []any{eventsNode("$pageview", nil)}}}
		resp := env.Do(t, http.MethodPost, fmt.Sprintf("/api/projects/%d/query/", env.Project.ID), env.Key, map[string]any{"query": source})
		if resp.Status != http.StatusBadRequest || !strings.Contains(string(resp.Body), `\"kind\": \"ActorsQuery\"`) {
			t.Errorf("status %d: %s", resp.Status, resp.Body)
		}
		body := runInsight(t, env, map[string]any{"kind": "ActorsQuery", "select": []any{"person", "event_count"}, "source": source})
		// 1 Jan (UTC): a views twice, b once.
		got := map[string]float64{}
		for _, r := range body["results"].([]any) {
			row := r.([]any)
			got[row[0].(map[string]any)["properties"].(map[string]any)["email"].(string)] = row[1].(float64)
		}
		if want := map[string]float64{"a@example.com": 2, "b@example.com": 1}; !reflect.DeepEqual(got, want) {
			t.Errorf("got %v, want %v", got, want)
		}
	})
}

// TestUnknownFieldPath checks that an unknown field anywhere in a query is
// refused with its full path in attr.
func TestUnknownFieldPath(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		two := []any{eventsNode("a", nil), eventsNode("b", nil)}
		for _, c := range []struct {
			query map[string]any
			attr  string
		}{
			{map[string]any{"kind": "TrendsQuery", "series": []any{eventsNode("a", nil), eventsNode("b", map[string]any{"bogus": 1})}}, "query.series.1.bogus"},
			{map[string]any{"kind": "TrendsQuery", "series": two, "trendsFilter": map[string]any{"bogus": 1}}, "query.trendsFilter.bogus"},
			{map[string]any{"kind": "TrendsQuery", "series": two, "dateRange": map[string]any{"from": "-7d"}}, "query.dateRange.from"},
			{map[string]any{"kind": "FunnelsQuery", "series": two, "funnelsFilter": map[string]any{"funnelWindowDays": 3}}, "query.funnelsFilter.funnelWindowDays"},
			{map[string]any{"kind": "RetentionQuery", "retentionFilter": map[string]any{"targetEntity": map[string]any{"id": "a", "type": "events", "bogus": 1}}}, "query.retentionFilter.targetEntity.bogus"},
			{map[string]any{"kind": "TrendsQuery", "series": two, "breakdown": "$browser"}, "query.breakdown"},
		} {
			resp := env.Do(t, http.MethodPost, fmt.Sprintf("/api/environments/%d/query/", env.Project.ID), env.Key, map[string]any{"query": c.query})
			if resp.Status != http.StatusBadRequest || resp.Map(t)["attr"] != c.attr {
				t.Errorf("%v: status %d: %s, want attr %s", c.query, resp.Status, resp.Body, c.attr)
			}
		}
	})
}
