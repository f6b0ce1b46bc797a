package rest_test

import (
	"context"
	"net/http"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// sortedEmails is the emails of an actors result, sorted.
func sortedEmails(t *testing.T, body map[string]any) []string {
	t.Helper()
	emails, _ := actorRows(t, body)
	sort.Strings(emails)
	if emails == nil {
		emails = []string{}
	}
	return emails
}

func emailsOf(names ...string) []string {
	out := []string{}
	for _, n := range names {
		out = append(out, n+"@example.com")
	}
	sort.Strings(out)
	return out
}

// The persons behind a data point of a funnel (FunnelsActorsQuery), worked
// out by hand from funnelFixture (see its comment): ordered paths reach
// step index u1 2, u2 1, u3 0, u4 0, u5 2.
func TestFunnelActors(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		seedInsights(t, env, funnelFixture)
		actors := func(source map[string]any, extra map[string]any) map[string]any {
			src := map[string]any{"kind": "FunnelsActorsQuery", "source": source}
			for k, v := range extra {
				src[k] = v
			}
			return runInsight(t, env, map[string]any{"kind": "ActorsQuery", "source": src})
		}
		cases := []struct {
			name  string
			extra map[string]any
			want  []string
		}{
			{"step 1", map[string]any{"funnelStep": 1}, emailsOf("u1", "u2", "u3", "u4", "u5")},
			{"step 2", map[string]any{"funnelStep": 2}, emailsOf("u1", "u2", "u5")},
			{"step 3", map[string]any{"funnelStep": 3}, emailsOf("u1", "u5")},
			{"dropped before step 2", map[string]any{"funnelStep": -2}, emailsOf("u3", "u4")},
			{"dropped before step 3", map[string]any{"funnelStep": -3}, emailsOf("u2")},
			// funnelCustomSteps overrides funnelStep: furthest step 1 or 3.
			{"custom steps", map[string]any{"funnelStep": 2, "funnelCustomSteps": []any{1, 3}}, emailsOf("u1", "u3", "u4", "u5")},
		}
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				body := actors(funnelQuery(nil, nil), tc.extra)
				if got := sortedEmails(t, body); !reflect.DeepEqual(got, tc.want) {
					t.Errorf("got %v, want %v", got, tc.want)
				}
				// Two statements ran, the funnel's then the persons'.
				if sql, _ := body["hogql"].(string); !strings.Contains(sql, ";\n") || !strings.Contains(sql, "person") {
					t.Errorf("sql %q", sql)
				}
			})
		}
		t.Run("one hour window", func(t *testing.T) {
			// Within an hour of the view: u1 and u2 sign up at +1 h (inclusive), only u5 buys in time.
			src := funnelQuery(map[string]any{"funnelWindowInterval": 1, "funnelWindowIntervalUnit": "hour"}, nil)
			if got := sortedEmails(t, actors(src, map[string]any{"funnelStep": 3})); !reflect.DeepEqual(got, emailsOf("u5")) {
				t.Errorf("step 3: %v", got)
			}
			if got := sortedEmails(t, actors(src, map[string]any{"funnelStep": -3})); !reflect.DeepEqual(got, emailsOf("u1", "u2")) {
				t.Errorf("dropped before step 3: %v", got)
			}
		})
		t.Run("strict order", func(t *testing.T) {
			// Strict: u2's purchase and u5's $pageleave come between view and signup.
			body := actors(funnelQuery(map[string]any{"funnelOrderType": "strict"}, nil), map[string]any{"funnelStep": -2})
			if got := sortedEmails(t, body); !reflect.DeepEqual(got, emailsOf("u2", "u3", "u4", "u5")) {
				t.Errorf("got %v", got)
			}
		})
		t.Run("breakdown and Other", func(t *testing.T) {
			// $browser at step 0: Chrome u1 u2, Safari u3 u4, Firefox u5 (Other with limit 2).
			src := funnelQuery(nil, map[string]any{"breakdownFilter": map[string]any{"breakdown": "$browser", "breakdown_limit": 2}})
			body := actors(src, map[string]any{"funnelStep": 3, "funnelStepBreakdown": "Chrome"})
			if got := sortedEmails(t, body); !reflect.DeepEqual(got, emailsOf("u1")) {
				t.Errorf("Chrome: %v", got)
			}
			body = actors(src, map[string]any{"funnelStep": 1, "funnelStepBreakdown": "Other"})
			if got := sortedEmails(t, body); !reflect.DeepEqual(got, emailsOf("u5")) {
				t.Errorf("Other: %v", got)
			}
			body = actors(src, map[string]any{"funnelStep": -2, "funnelStepBreakdown": []any{"Safari"}})
			if got := sortedEmails(t, body); !reflect.DeepEqual(got, emailsOf("u3", "u4")) {
				t.Errorf("Safari: %v", got)
			}
		})
		t.Run("trends entrance period", func(t *testing.T) {
			src := funnelQuery(map[string]any{"funnelVizType": "trends"}, map[string]any{
				"dateRange": map[string]any{"date_from": "2026-01-01", "date_to": "2026-01-05"}})
			// Entered on 1 Jan: u1 (converted), u2 and u3 (dropped off).
			body := actors(src, map[string]any{"funnelTrendsEntrancePeriodStart": "2026-01-01 00:00:00"})
			if got := sortedEmails(t, body); !reflect.DeepEqual(got, emailsOf("u1")) {
				t.Errorf("converted: %v", got)
			}
			body = actors(src, map[string]any{"funnelTrendsEntrancePeriodStart": "2026-01-01", "funnelTrendsDropOff": true})
			if got := sortedEmails(t, body); !reflect.DeepEqual(got, emailsOf("u2", "u3")) {
				t.Errorf("dropped off: %v", got)
			}
		})
		t.Run("bad requests", func(t *testing.T) {
			for _, tc := range []struct {
				extra map[string]any
				attr  string
			}{
				{map[string]any{"funnelStep": 0}, "query.source.funnelStep"},
				{map[string]any{"funnelStep": -1}, "query.source.funnelStep"},
				{map[string]any{"funnelStep": 4}, "query.source.funnelStep"},
				{map[string]any{}, "query.source.funnelStep"},
				{map[string]any{"funnelStep": 1, "funnelStepBreakdown": "Chrome"}, "query.source.funnelStepBreakdown"},
				{map[string]any{"funnelStep": 1, "funnel_step": 1}, "query.source.funnel_step"},
			} {
				src := map[string]any{"kind": "FunnelsActorsQuery", "source": funnelQuery(nil, nil)}
				for k, v := range tc.extra {
					src[k] = v
				}
				env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{"kind": "ActorsQuery", "source": src}}).
					ExpectError(t, http.StatusBadRequest, "invalid_input", tc.attr)
			}
		})
	})
}

// Funnel time_to_convert and trends, worked out by hand from funnelFixture.
func TestFunnelVizTypes(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		seedInsights(t, env, funnelFixture)
		t.Run("time to convert", func(t *testing.T) {
			// Step 0 → 2: u1 7200 s, u5 3000 s. Automatic bins: ceil(cbrt(2)) = 2,
			// width ceil((7200-3000)/2) = 2100 from 3000: bins 3000, 5100, 7200.
			body := runInsight(t, env, funnelQuery(map[string]any{"funnelVizType": "time_to_convert"}, nil))
			res := body["results"].(map[string]any)
			want := []any{[]any{3000.0, 1.0}, []any{5100.0, 0.0}, []any{7200.0, 1.0}}
			if !reflect.DeepEqual(res["bins"], want) || res["average_conversion_time"].(float64) != 5100 {
				t.Errorf("got %v", res)
			}
			// binCount 1: one bin 4200 s wide, and the bin of the slowest time.
			body = runInsight(t, env, funnelQuery(map[string]any{"funnelVizType": "time_to_convert", "binCount": 1}, nil))
			if got := body["results"].(map[string]any)["bins"]; !reflect.DeepEqual(got, []any{[]any{3000.0, 1.0}, []any{7200.0, 1.0}}) {
				t.Errorf("binCount 1: %v", got)
			}
			// Step 0 → 1: u1 3600, u2 3600, u5 2700; 2 bins of 450 s from 2700.
			body = runInsight(t, env, funnelQuery(map[string]any{"funnelVizType": "time_to_convert", "funnelFromStep": 0, "funnelToStep": 1}, nil))
			res = body["results"].(map[string]any)
			want = []any{[]any{2700.0, 1.0}, []any{3150.0, 0.0}, []any{3600.0, 2.0}}
			if !reflect.DeepEqual(res["bins"], want) || res["average_conversion_time"].(float64) != 3300 {
				t.Errorf("steps 0-1: %v", res)
			}
			// Nobody converts: PostHog's defaults (fastest 0, slowest 1 s, one bin 1 s wide) and null times.
			body = runInsight(t, env, funnelQuery(map[string]any{"funnelVizType": "time_to_convert"}, map[string]any{
				"series": []any{eventsNode("$pageview", nil), eventsNode("refund", nil)}}))
			res = body["results"].(map[string]any)
			if !reflect.DeepEqual(res["bins"], []any{[]any{0.0, 0.0}, []any{1.0, 0.0}}) || res["average_conversion_time"] != nil {
				t.Errorf("no conversions: %v", res)
			}
			env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": funnelQuery(map[string]any{
				"funnelVizType": "time_to_convert", "funnelFromStep": 2, "funnelToStep": 1}, nil)}).
				ExpectError(t, http.StatusBadRequest, "invalid_input", "query.funnelsFilter.funnelFromStep")
		})
		t.Run("trends", func(t *testing.T) {
			// Entrance days 1-5 Jan: 1st u1 (3 steps), u2 (2), u3 (1): 1 of 3;
			// 2nd nobody views; 3rd u4 views, goes no further; 4th nobody; 5th u5 converts.
			body := runInsight(t, env, funnelQuery(map[string]any{"funnelVizType": "trends"}, map[string]any{
				"dateRange": map[string]any{"date_from": "2026-01-01", "date_to": "2026-01-05"}}))
			items := results(t, body)
			if len(items) != 1 {
				t.Fatalf("items %v", items)
			}
			it := items[0]
			if got := floats(t, it["data"]); !reflect.DeepEqual(got, []float64{33.33, 0, 0, 0, 100}) {
				t.Errorf("data %v", got)
			}
			if it["count"].(float64) != 5 || it["days"].([]any)[0] != "2026-01-01" || it["labels"].([]any)[4] != "5-Jan-2026" {
				t.Errorf("item %v", it)
			}
			// From step 0 to step 1 on the 1st: u1 and u2 of 3.
			body = runInsight(t, env, funnelQuery(map[string]any{"funnelVizType": "trends", "funnelToStep": 1}, map[string]any{
				"dateRange": map[string]any{"date_from": "2026-01-01", "date_to": "2026-01-02"}}))
			if got := floats(t, results(t, body)[0]["data"]); !reflect.DeepEqual(got, []float64{66.67, 0}) {
				t.Errorf("to step 1: %v", got)
			}
		})
		t.Run("trends by breakdown", func(t *testing.T) {
			// First-touch browser: Chrome u1 (converts) and u2 (not) on the 1st;
			// Firefox u5 converts on the 5th; Safari u3 (1st) and u4 (3rd) never do.
			body := runInsight(t, env, funnelQuery(map[string]any{"funnelVizType": "trends"}, map[string]any{
				"dateRange":       map[string]any{"date_from": "2026-01-01", "date_to": "2026-01-05"},
				"breakdownFilter": map[string]any{"breakdown": "$browser"}}))
			got := map[string][]float64{}
			var order []string
			for _, it := range results(t, body) {
				v := it["breakdown_value"].(string)
				order = append(order, v)
				got[v] = floats(t, it["data"])
			}
			want := map[string][]float64{"Chrome": {50, 0, 0, 0, 0}, "Firefox": {0, 0, 0, 0, 100}, "Safari": {0, 0, 0, 0, 0}}
			if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(order, []string{"Chrome", "Firefox", "Safari"}) {
				t.Errorf("got %v in order %v", got, order)
			}
		})
		t.Run("trends in the project timezone", func(t *testing.T) {
			p := env.NewProject(t, "New York funnels")
			if _, err := store.UpdateProject(context.Background(), env.DB.Bun, p.ID, "", "America/New_York"); err != nil {
				t.Fatal(err)
			}
			seedInsightsIn(t, env, p.ID, funnelFixture)
			// In New York u5's view (5 Jan 00:00 UTC) is on the 4th; the others keep their days.
			body := runInsightIn(t, env, p.ID, funnelQuery(map[string]any{"funnelVizType": "trends"}, map[string]any{
				"dateRange": map[string]any{"date_from": "2026-01-01", "date_to": "2026-01-05"}}))
			if got := floats(t, results(t, body)[0]["data"]); !reflect.DeepEqual(got, []float64{33.33, 0, 0, 100, 0}) {
				t.Errorf("data %v", got)
			}
		})
	})
}

// Actors behind retention, lifecycle, stickiness and a trends Other
// bucket, worked out by hand from insightFixture. Page views by day (UTC):
// a 1st (Chrome twice), 3rd (Firefox); b 1st (Safari), 2nd (Firefox), 4th
// (Chrome); the anonymous id 4th (no browser); c 9th. a signs up on the
// 2nd (Chrome).
func TestInsightActorsOfSources(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		seedInsights(t, env, insightFixture)
		janToFourth := map[string]any{"date_from": "2026-01-01", "date_to": "2026-01-04"}
		pageview := map[string]any{"id": "$pageview", "type": "events"}
		actors := func(source map[string]any, extra map[string]any) map[string]any {
			src := map[string]any{"kind": "InsightActorsQuery", "source": source}
			for k, v := range extra {
				src[k] = v
			}
			return runInsight(t, env, map[string]any{"kind": "ActorsQuery", "source": src})
		}
		check := func(t *testing.T, body map[string]any, want []string, missing float64) {
			t.Helper()
			if got := sortedEmails(t, body); !reflect.DeepEqual(got, want) {
				t.Errorf("got %v, want %v", got, want)
			}
			if got := body["missing_actors_count"].(float64); got != missing {
				t.Errorf("missing_actors_count %v, want %v", got, missing)
			}
		}
		retention := map[string]any{"kind": "RetentionQuery", "dateRange": janToFourth,
			"retentionFilter": map[string]any{"targetEntity": pageview, "returningEntity": pageview, "period": "Day", "totalIntervals": 4}}

		t.Run("retention cohort", func(t *testing.T) {
			check(t, actors(retention, map[string]any{"interval": 0}), emailsOf("a", "b"), 0)
			check(t, actors(retention, map[string]any{"interval": 2}), emailsOf("a"), 0)
			// 4 Jan: b and the anonymous id, who has no person.
			check(t, actors(retention, map[string]any{"interval": 3}), emailsOf("b"), 1)
			// Cohort 0 (1 Jan): a returns on the 3rd (period 2), b on the 2nd and 4th (1 and 3).
			body := runInsight(t, env, map[string]any{"kind": "ActorsQuery", "select": []any{"person", "appearances", "day_1"},
				"orderBy": []any{"person"}, "source": map[string]any{"kind": "InsightActorsQuery", "source": retention, "interval": 0}})
			_, rows := actorRows(t, body)
			if len(rows) != 2 || !reflect.DeepEqual(rows[0][1:], []any{[]any{0.0, 2.0}, false}) || !reflect.DeepEqual(rows[1][1:], []any{[]any{0.0, 1.0, 3.0}, true}) {
				t.Errorf("appearances: %v", rows)
			}
			if !reflect.DeepEqual(body["types"], []any{"Tuple(UUID, String, UInt8, DateTime, Array(String))", "Array(UInt64)", "UInt8"}) {
				t.Errorf("types %v", body["types"])
			}
		})
		retentionBD := map[string]any{"kind": "RetentionQuery", "dateRange": janToFourth,
			"breakdownFilter": map[string]any{"breakdown": "$browser", "breakdown_type": "event", "breakdown_limit": 2},
			"retentionFilter": map[string]any{"targetEntity": pageview, "returningEntity": map[string]any{"id": "signup", "type": "events"},
				"period": "Day", "totalIntervals": 4}}

		t.Run("retention breakdown", func(t *testing.T) {
			// Each (actor, browser) counts apart: Chrome a 1st (signup, Chrome, on
			// the 2nd) and b 4th; Firefox b 2nd and a 3rd; Safari b 1st and "" the
			// anonymous id 4th: both in Other (limit 2; ties ranked by value).
			body := runInsight(t, env, retentionBD)
			got := map[string][][]float64{}
			var order []string
			for _, row := range results(t, body) {
				v := row["breakdown_value"].(string)
				if len(got[v]) == 0 {
					order = append(order, v)
				}
				var counts []float64
				for _, c := range row["values"].([]any) {
					counts = append(counts, c.(map[string]any)["count"].(float64))
				}
				got[v] = append(got[v], counts)
			}
			other := "$$_posthog_breakdown_other_$$"
			want := map[string][][]float64{
				"Chrome":  {{1, 1, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 0, 0}},
				"Firefox": {{0, 0, 0, 0}, {1, 0, 0, 0}, {1, 0, 0, 0}, {0, 0, 0, 0}},
				other:     {{1, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 0, 0}},
			}
			if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(order, []string{"Chrome", "Firefox", other}) {
				t.Errorf("got %v in order %v", got, order)
			}
			check(t, actors(retentionBD, map[string]any{"interval": 0, "breakdown": []any{"Chrome"}}), emailsOf("a"), 0)
			check(t, actors(retentionBD, map[string]any{"interval": 3, "breakdown": []any{other}}), emailsOf(), 1)
			check(t, actors(retentionBD, map[string]any{"interval": 0, "breakdown": []any{other}}), emailsOf("b"), 0)
		})
		t.Run("lifecycle status", func(t *testing.T) {
			// 1st: a, b new. 2nd: a dormant, b returning. 3rd: a resurrecting, b
			// dormant. 4th: a dormant, b and the anonymous id resurrecting.
			lifecycle := map[string]any{"kind": "LifecycleQuery", "dateRange": janToFourth, "series": []any{eventsNode("$pageview", nil)}}
			check(t, actors(lifecycle, map[string]any{"day": "2026-01-01", "status": "new"}), emailsOf("a", "b"), 0)
			check(t, actors(lifecycle, map[string]any{"day": "2026-01-02", "status": "dormant"}), emailsOf("a"), 0)
			check(t, actors(lifecycle, map[string]any{"day": "2026-01-02", "status": "returning"}), emailsOf("b"), 0)
			check(t, actors(lifecycle, map[string]any{"day": "2026-01-04", "status": "resurrecting"}), emailsOf("b"), 1)
			env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{"kind": "ActorsQuery",
				"source": map[string]any{"kind": "InsightActorsQuery", "source": lifecycle, "day": "2026-01-01", "status": "gone"}}}).
				ExpectError(t, http.StatusBadRequest, "invalid_input", "query.source.status")
		})
		t.Run("stickiness day", func(t *testing.T) {
			// Active days 1-4 Jan: a 2, b 3, the anonymous id 1.
			stickiness := map[string]any{"kind": "StickinessQuery", "dateRange": janToFourth, "series": []any{eventsNode("$pageview", nil)}}
			check(t, actors(stickiness, map[string]any{"day": 3}), emailsOf("b"), 0)
			check(t, actors(stickiness, map[string]any{"day": 2}), emailsOf("a"), 0)
			check(t, actors(stickiness, map[string]any{"day": 1}), emailsOf(), 1)
			stickiness["stickinessFilter"] = map[string]any{"computedAs": "cumulative"}
			check(t, actors(stickiness, map[string]any{"day": 2}), emailsOf("a", "b"), 0)
		})
		t.Run("trends Other bucket", func(t *testing.T) {
			// Page views 1-5 Jan by browser: Chrome 3, Firefox 2, Safari 1, none 1.
			// Limit 1 keeps Chrome; Other: b (Safari, Firefox), a (Firefox), the anonymous id.
			trends := map[string]any{"kind": "TrendsQuery", "dateRange": janRange, "series": []any{eventsNode("$pageview", nil)},
				"breakdownFilter": map[string]any{"breakdown": "$browser", "breakdown_limit": 1}}
			body := runInsight(t, env, map[string]any{"kind": "ActorsQuery", "select": []any{"person", "event_count"},
				"source": map[string]any{"kind": "InsightActorsQuery", "source": trends, "breakdown": "$$_posthog_breakdown_other_$$"}})
			emails, rows := actorRows(t, body)
			if !reflect.DeepEqual(emails, []string{"b@example.com", "a@example.com"}) || rows[0][1].(float64) != 2 || rows[1][1].(float64) != 1 {
				t.Errorf("Other: %v %v", emails, rows)
			}
			// The default columns for a trends source end with the distinct ids of the matching events.
			body = runInsight(t, env, map[string]any{"kind": "ActorsQuery", "source": map[string]any{"kind": "InsightActorsQuery",
				"source": trends, "breakdown": "$$_posthog_breakdown_other_$$"}})
			if !reflect.DeepEqual(body["columns"], []any{"person", "id", "person.$delete", "event_distinct_ids"}) {
				t.Errorf("default columns %v", body["columns"])
			}
			for _, r := range body["results"].([]any) {
				row := r.([]any)
				email := row[0].(map[string]any)["properties"].(map[string]any)["email"].(string)
				if want := []any{strings.TrimSuffix(email, "@example.com")}; !reflect.DeepEqual(row[3], want) {
					t.Errorf("%s: event_distinct_ids %v, want %v", email, row[3], want)
				}
			}
			// The same day of the Other bucket: 2 Jan, b's Firefox view.
			body = runInsight(t, env, map[string]any{"kind": "ActorsQuery",
				"source": map[string]any{"kind": "InsightActorsQuery", "source": trends, "breakdown": "$$_posthog_breakdown_other_$$", "day": "2026-01-02"}})
			if got := sortedEmails(t, body); !reflect.DeepEqual(got, emailsOf("b")) {
				t.Errorf("Other on the 2nd: %v", got)
			}
		})
	})
}

// StickinessQuery compareFilter: the previous period of the same length,
// worked out by hand from insightFixture.
func TestStickinessCompare(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		seedInsights(t, env, insightFixture)
		// Current 3-4 Jan: a (3rd), b (4th), the anonymous id (4th), one day each.
		// Previous 1-2 Jan: a 1 day, b 2 days.
		body := runInsight(t, env, map[string]any{"kind": "StickinessQuery", "series": []any{eventsNode("$pageview", nil)},
			"dateRange": map[string]any{"date_from": "2026-01-03", "date_to": "2026-01-04"}, "compareFilter": map[string]any{"compare": true}})
		items := results(t, body)
		if len(items) != 2 {
			t.Fatalf("items %v", items)
		}
		cur, prev := items[0], items[1]
		if cur["compare_label"] != "current" || prev["compare_label"] != "previous" || cur["compare"] != true {
			t.Errorf("labels %v %v", cur["compare_label"], prev["compare_label"])
		}
		if got := floats(t, cur["data"]); !reflect.DeepEqual(got, []float64{3, 0}) || cur["count"].(float64) != 3 {
			t.Errorf("current %v", cur)
		}
		if got := floats(t, prev["data"]); !reflect.DeepEqual(got, []float64{1, 1}) || prev["count"].(float64) != 2 {
			t.Errorf("previous %v", prev)
		}
		// The previous period's actors active 2 days: b.
		body = runInsight(t, env, map[string]any{"kind": "ActorsQuery", "source": map[string]any{"kind": "InsightActorsQuery",
			"source": map[string]any{"kind": "StickinessQuery", "series": []any{eventsNode("$pageview", nil)},
				"dateRange": map[string]any{"date_from": "2026-01-03", "date_to": "2026-01-04"}, "compareFilter": map[string]any{"compare": true}},
			"day": 2, "compare": "previous"}})
		if got := sortedEmails(t, body); !reflect.DeepEqual(got, emailsOf("b")) {
			t.Errorf("previous actors %v", got)
		}
	})
}

// What Burrow has no data for (saved actions, cohorts, groups, the data
// warehouse) is refused with a 400 naming the field and saying why, never
// ignored.
func TestInsightUnsupportedNodes(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		trends := func(extra map[string]any) map[string]any {
			q := map[string]any{"kind": "TrendsQuery", "dateRange": janRange, "series": []any{eventsNode("$pageview", nil)}}
			for k, v := range extra {
				q[k] = v
			}
			return q
		}
		cases := []struct {
			name   string
			query  map[string]any
			attr   string
			reason string
		}{
			{"actions node", trends(map[string]any{"series": []any{map[string]any{"kind": "ActionsNode", "id": 7}}}),
				"query.series.0.kind", "no saved actions"},
			{"data warehouse node", trends(map[string]any{"series": []any{map[string]any{"kind": "DataWarehouseNode"}}}),
				"query.series.0.kind", "no data warehouse"},
			{"cohort filter", trends(map[string]any{"properties": []any{map[string]any{"type": "cohort", "key": "id", "value": 3}}}),
				"query.properties.0.type", "no cohort definitions"},
			{"cohort filter on a series", trends(map[string]any{"series": []any{eventsNode("$pageview", map[string]any{
				"properties": []any{map[string]any{"type": "cohort", "key": "id", "value": 3, "operator": "in"}}})}}),
				"query.series.0.properties.0.type", "no cohort definitions"},
			{"cohort breakdown", trends(map[string]any{"breakdownFilter": map[string]any{"breakdown_type": "cohort", "breakdown": []any{3}}}),
				"query.breakdownFilter.breakdown", "no cohort definitions"},
			{"group aggregation", trends(map[string]any{"aggregation_group_type_index": 0}),
				"query.aggregation_group_type_index", "persons only"},
			{"group filter", trends(map[string]any{"properties": []any{map[string]any{"type": "group", "key": "name", "value": "x", "group_type_index": 0}}}),
				"query.properties.0.type", "persons only"},
			{"retention actions", map[string]any{"kind": "RetentionQuery", "retentionFilter": map[string]any{
				"targetEntity": map[string]any{"id": 7, "type": "actions"}}},
				"query.retentionFilter.targetEntity.type", "no saved actions"},
			{"funnel actions step", funnelQuery(nil, map[string]any{"series": []any{eventsNode("$pageview", nil), map[string]any{"kind": "ActionsNode", "id": 2}}}),
				"query.series.1.kind", "no saved actions"},
			{"funnel last touch", funnelQuery(map[string]any{"breakdownAttributionType": "last_touch"}, nil),
				"query.funnelsFilter.breakdownAttributionType", "first_touch"},
			{"funnel compare", funnelQuery(nil, map[string]any{"compareFilter": map[string]any{"compare": true}}),
				"query.compareFilter", "not supported yet"},
			{"retention sum", map[string]any{"kind": "RetentionQuery", "retentionFilter": map[string]any{"aggregationType": "sum"}},
				"query.retentionFilter.aggregationType", "not supported yet"},
			{"retention 24 hour windows", map[string]any{"kind": "RetentionQuery", "retentionFilter": map[string]any{"timeWindowMode": "24_hour_windows"}},
				"query.retentionFilter.timeWindowMode", "not supported yet"},
		}
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				body := env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": tc.query}).
					ExpectError(t, http.StatusBadRequest, "invalid_input", tc.attr)
				if detail, _ := body["detail"].(string); !strings.Contains(detail, tc.reason) {
					t.Errorf("detail %q does not say %q", detail, tc.reason)
				}
			})
		}
	})
}

// funnelAggregateByHogQL counts distinct values of the expression instead
// of persons: by $browser, only page views carry one (Chrome, Safari,
// Firefox), so 3 enter and none go further.
func TestFunnelAggregateByHogQL(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		seedInsights(t, env, funnelFixture)
		body := runInsight(t, env, funnelQuery(map[string]any{"funnelAggregateByHogQL": "properties.$browser"}, nil))
		if got := stepCounts(t, body["results"].([]any)); !reflect.DeepEqual(got, []float64{3, 0, 0}) {
			t.Errorf("got %v", got)
		}
	})
}

// An insight run in the background is cancelled as a SqlQuery run is: the
// statement stops in the database and the status says so.
func TestInsightCancel(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		insertEvents(t, env.DB, env.Project.ID, servertest.SlowQueryRows)
		slow := map[string]any{"kind": "TrendsQuery", "dateRange": map[string]any{"date_from": "all"},
			"series": []any{eventsNode("$pageview", map[string]any{"properties": []any{
				map[string]any{"type": "hogql", "key": "(" + servertest.SlowQuerySQL + ") > 0"}}})}}
		post(t, env, map[string]any{"query": slow, "refresh": "force_async", "client_query_id": "slow-trends"})
		waitStatus(t, env, "slow-trends", "picked up", pickedUp)
		if env.DB.Dialect == store.Postgres {
			waitBackend(t, env, "slow-trends", true)
		}
		if r := env.Do(t, http.MethodDelete, queryPath(env, "slow-trends/"), env.Key, nil); r.Status != http.StatusNoContent {
			t.Fatalf("DELETE: %d %s", r.Status, r.Body)
		}
		st := status(t, env, "slow-trends")
		if st["complete"] != true || st["error"] != true || st["error_message"] != "Query cancelled" {
			t.Fatalf("cancelled status: %v", st)
		}
		if env.DB.Dialect == store.Postgres {
			waitBackend(t, env, "slow-trends", false)
		}
	})
}

// retentionFilter.minimumOccurrences: a later period counts only with that
// many returning events. By hand: x views on 1 Jan, twice on the 2nd, once
// on the 3rd; y once on each of the three days.
func TestRetentionMinimumOccurrences(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		seedInsights(t, env, []insightEvent{
			{"x", "$pageview", day(1, 9), "", 0, ""},
			{"x", "$pageview", day(2, 9), "", 0, ""},
			{"x", "$pageview", day(2, 10), "", 0, ""},
			{"x", "$pageview", day(3, 9), "", 0, ""},
			{"y", "$pageview", day(1, 9), "", 0, ""},
			{"y", "$pageview", day(2, 9), "", 0, ""},
			{"y", "$pageview", day(3, 9), "", 0, ""},
		})
		pageview := map[string]any{"id": "$pageview", "type": "events"}
		query := func(min int) map[string]any {
			return map[string]any{"kind": "RetentionQuery", "dateRange": map[string]any{"date_from": "2026-01-01", "date_to": "2026-01-03"},
				"retentionFilter": map[string]any{"targetEntity": pageview, "returningEntity": pageview, "period": "Day",
					"totalIntervals": 3, "minimumOccurrences": min}}
		}
		if got := retentionMatrix(t, runInsight(t, env, query(1))); !reflect.DeepEqual(got, [][]float64{{2, 2, 2}, {2, 2, 0}, {2, 0, 0}}) {
			t.Errorf("minimumOccurrences 1: %v", got)
		}
		// 2: only x's 2nd counts as a return (from the 1st); cohort sizes stay.
		if got := retentionMatrix(t, runInsight(t, env, query(2))); !reflect.DeepEqual(got, [][]float64{{2, 1, 0}, {2, 0, 0}, {2, 0, 0}}) {
			t.Errorf("minimumOccurrences 2: %v", got)
		}
	})
}

// GroupNode joins its EventsNodes into one series (OR by default), in
// trends and funnels; expected answers from the fixtures, worked out in the
// test.
func TestGroupNode(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		seedInsights(t, env, insightFixture)
		group := map[string]any{"kind": "GroupNode", "operator": "OR", "custom_name": "Views or signups",
			"nodes": []any{eventsNode("$pageview", nil), eventsNode("signup", nil)}}
		body := runInsight(t, env, map[string]any{"kind": "TrendsQuery", "dateRange": janRange, "series": []any{group}})
		from, to := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC)
		want := referenceTrend(insightFixture, time.UTC, from, to, func(ev insightEvent) bool {
			return ev.event == "$pageview" || ev.event == "signup"
		}, false)
		item := results(t, body)[0]
		if got := floats(t, item["data"]); !reflect.DeepEqual(got, want) || !reflect.DeepEqual(want, []float64{3, 2, 1, 2, 0}) {
			t.Errorf("data %v, want %v", got, want)
		}
		if item["label"] != "$pageview, signup" || item["action"].(map[string]any)["type"] != "groups" {
			t.Errorf("label %v action %v", item["label"], item["action"])
		}
		// AND of two nodes of different events matches nothing.
		group["operator"] = "AND"
		body = runInsight(t, env, map[string]any{"kind": "TrendsQuery", "dateRange": janRange, "series": []any{group}})
		if got := floats(t, results(t, body)[0]["data"]); !reflect.DeepEqual(got, []float64{0, 0, 0, 0, 0}) {
			t.Errorf("AND: %v", got)
		}
		env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{"kind": "TrendsQuery",
			"series": []any{map[string]any{"kind": "GroupNode", "nodes": []any{}}}}}).ExpectError(t, http.StatusBadRequest, "invalid_input", "query.series.0.nodes")
	})
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		seedInsights(t, env, funnelFixture)
		// View, then signup or purchase within 14 days: u1 (signup), u2 (purchase at 10:30), u5;
		// u3's signup is past the window, u4 signs up before viewing.
		body := runInsight(t, env, funnelQuery(nil, map[string]any{"series": []any{eventsNode("$pageview", nil),
			map[string]any{"kind": "GroupNode", "nodes": []any{eventsNode("signup", nil), eventsNode("purchase", nil)}}}}))
		if got := stepCounts(t, body["results"].([]any)); !reflect.DeepEqual(got, []float64{5, 3}) {
			t.Errorf("funnel: %v", got)
		}
	})
}
