package rest_test

import (
	"net/http"
	"reflect"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
)

// funnelFixture: steps $pageview → signup → purchase. By hand:
//
//	u1: view 10:00, signup 11:00, purchase 12:00 (all three, 1 h apart)
//	u2: view 10:00, purchase 10:30, signup 11:00 (ordered: two steps; strict: one; unordered: three)
//	u3: view 1 Jan, signup 20 Jan (outside the 14-day window: one step)
//	u4: signup 2 Jan, view 3 Jan (ordered: one step; unordered: two)
//	u5: view 00:00, $pageleave 00:30, signup 00:45, purchase 00:50 on 5 Jan (three; excluded by $pageleave)
var funnelFixture = []insightEvent{
	{"u1", "$pageview", time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC), "Chrome", 0, ""},
	{"u1", "signup", time.Date(2026, 1, 1, 11, 0, 0, 0, time.UTC), "", 0, ""},
	{"u1", "purchase", time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC), "", 0, ""},
	{"u2", "$pageview", time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC), "Chrome", 0, ""},
	{"u2", "purchase", time.Date(2026, 1, 1, 10, 30, 0, 0, time.UTC), "", 0, ""},
	{"u2", "signup", time.Date(2026, 1, 1, 11, 0, 0, 0, time.UTC), "", 0, ""},
	{"u3", "$pageview", time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC), "Safari", 0, ""},
	{"u3", "signup", time.Date(2026, 1, 20, 9, 0, 0, 0, time.UTC), "", 0, ""},
	{"u4", "signup", time.Date(2026, 1, 2, 9, 0, 0, 0, time.UTC), "", 0, ""},
	{"u4", "$pageview", time.Date(2026, 1, 3, 9, 0, 0, 0, time.UTC), "Safari", 0, ""},
	{"u5", "$pageview", time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC), "Firefox", 0, ""},
	{"u5", "$pageleave", time.Date(2026, 1, 5, 0, 30, 0, 0, time.UTC), "", 0, ""},
	{"u5", "signup", time.Date(2026, 1, 5, 0, 45, 0, 0, time.UTC), "", 0, ""},
	{"u5", "purchase", time.Date(2026, 1, 5, 0, 50, 0, 0, time.UTC), "", 0, ""},
}

func funnelQuery(filter map[string]any, extra map[string]any) map[string]any {
	q := map[string]any{"kind": "FunnelsQuery",
		"dateRange": map[string]any{"date_from": "2026-01-01", "date_to": "2026-01-31"},
		"series":    []any{eventsNode("$pageview", nil), eventsNode("signup", nil), eventsNode("purchase", nil)}}
	if filter != nil {
		q["funnelsFilter"] = filter
	}
	for k, v := range extra {
		q[k] = v
	}
	return q
}

func stepCounts(t *testing.T, steps []any) []float64 {
	t.Helper()
	out := make([]float64, len(steps))
	for i, s := range steps {
		out[i] = s.(map[string]any)["count"].(float64)
	}
	return out
}

func TestFunnelsQuery(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		seedInsights(t, env, funnelFixture)
		cases := []struct {
			name   string
			filter map[string]any
			want   []float64
		}{
			{"ordered", nil, []float64{5, 3, 2}},
			{"strict", map[string]any{"funnelOrderType": "strict"}, []float64{5, 1, 1}},
			{"unordered", map[string]any{"funnelOrderType": "unordered"}, []float64{5, 4, 3}},
			{"one hour window", map[string]any{"funnelWindowInterval": 1, "funnelWindowIntervalUnit": "hour"}, []float64{5, 3, 1}},
			{"exclusion", map[string]any{"exclusions": []any{map[string]any{"kind": "EventsNode", "event": "$pageleave",
				"funnelFromStep": 0, "funnelToStep": 1}}}, []float64{4, 2, 1}},
		}
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				body := runInsight(t, env, funnelQuery(tc.filter, nil))
				steps := body["results"].([]any)
				if got := stepCounts(t, steps); !reflect.DeepEqual(got, tc.want) {
					t.Errorf("got %v, want %v", got, tc.want)
				}
			})
		}
		t.Run("step objects and conversion times", func(t *testing.T) {
			steps := runInsight(t, env, funnelQuery(nil, nil))["results"].([]any)
			s0, s1, s2 := steps[0].(map[string]any), steps[1].(map[string]any), steps[2].(map[string]any)
			if s0["action_id"] != "$pageview" || s0["name"] != "$pageview" || s0["order"].(float64) != 0 || s0["type"] != "events" ||
				s0["average_conversion_time"] != nil || len(s0["people"].([]any)) != 0 {
				t.Errorf("step 0 %v", s0)
			}
			// Step 1: u1 3600 s, u2 3600 s, u5 2700 s; step 2: u1 3600 s, u5 300 s.
			if s1["average_conversion_time"].(float64) != 3300 || s1["median_conversion_time"].(float64) != 3600 {
				t.Errorf("step 1 %v", s1)
			}
			if s2["average_conversion_time"].(float64) != 1950 || s2["median_conversion_time"].(float64) != 1950 {
				t.Errorf("step 2 %v", s2)
			}
			un := runInsight(t, env, funnelQuery(map[string]any{"funnelOrderType": "unordered"}, nil))["results"].([]any)
			if n := un[1].(map[string]any)["name"]; n != "Completed 2 steps" {
				t.Errorf("unordered name %v", n)
			}
		})
		t.Run("bad requests", func(t *testing.T) {
			env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": funnelQuery(map[string]any{
				"exclusions": []any{map[string]any{"kind": "EventsNode", "event": "$pageleave", "funnelFromStep": 1, "funnelToStep": 1}}}, nil)}).
				ExpectError(t, http.StatusBadRequest, "invalid_input", "query.funnelsFilter.exclusions.0")
			env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": funnelQuery(map[string]any{
				"funnelWindowIntervalUnit": "fortnight"}, nil)}).
				ExpectError(t, http.StatusBadRequest, "invalid_input", "query.funnelsFilter.funnelWindowIntervalUnit")
			env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{"kind": "FunnelsQuery",
				"series": []any{eventsNode("$pageview", nil)}}}).ExpectError(t, http.StatusBadRequest, "invalid_input", "query.series")
		})
		t.Run("breakdown with other", func(t *testing.T) {
			body := runInsight(t, env, funnelQuery(nil, map[string]any{
				"breakdownFilter": map[string]any{"breakdown": "$browser", "breakdown_limit": 2}}))
			groups := body["results"].([]any)
			got := map[string][]float64{}
			for _, g := range groups {
				steps := g.([]any)
				got[steps[0].(map[string]any)["breakdown_value"].(string)] = stepCounts(t, steps)
			}
			want := map[string][]float64{"Chrome": {2, 2, 1}, "Safari": {2, 0, 0}, "Other": {1, 1, 1}}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("got %v, want %v", got, want)
			}
		})
	})
}
