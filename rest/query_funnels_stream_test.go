package rest_test

import (
	"fmt"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/server/servertest"
)

// TestFunnelStreamsPastByteCap: a funnel whose step events are far larger
// than the result byte cap answers its steps and time_to_convert (the rows
// stream through the fold, which keeps each actor's best path), while the
// same rows asked as SQL are refused by the cap. Funnel trends, which keep
// every actor's events, are still bounded by it.
func TestFunnelStreamsPastByteCap(t *testing.T) {
	t.Parallel()
	cfg := servertest.QueryConfig()
	cfg.MaxResultBytes = 8000
	servertest.EachQuery(t, cfg, func(t *testing.T, env *servertest.Env) {
		// 40 persons, 5 page views each from 08:00, a signup at 13:00 for
		// every second one and a purchase at 14:00 for every fourth: 260
		// step events of about 100 bytes each.
		var events []insightEvent
		for i := range 40 {
			p := fmt.Sprintf("p%02d", i)
			for h := 8; h < 13; h++ {
				events = append(events, insightEvent{p, "$pageview", day(1, h), "Chrome", 0, ""})
			}
			if i%2 == 0 {
				events = append(events, insightEvent{p, "signup", day(1, 13), "Chrome", 0, ""})
			}
			if i%4 == 0 {
				events = append(events, insightEvent{p, "purchase", day(1, 14), "Chrome", 0, ""})
			}
		}
		seedInsights(t, env, events)

		r := env.Do(t, http.MethodPost, fmt.Sprintf("/api/environments/%d/query/", env.Project.ID), env.Key,
			map[string]any{"query": map[string]any{"kind": "HogQLQuery", "query": "SELECT distinct_id, timestamp, event FROM events ORDER BY distinct_id, timestamp LIMIT 1000"}})
		if body := r.ExpectError(t, http.StatusBadRequest, "sql_query_error", "query"); !strings.Contains(fmt.Sprint(body["detail"]), "larger than 8000 bytes") {
			t.Fatalf("the step events fit the cap, the test would prove nothing: %v", body)
		}

		funnel := map[string]any{"kind": "FunnelsQuery", "dateRange": janRange,
			"series": []any{eventsNode("$pageview", nil), eventsNode("signup", nil), eventsNode("purchase", nil)}}
		body := runInsight(t, env, funnel)
		var counts, avg []float64
		for _, s := range body["results"].([]any) {
			step := s.(map[string]any)
			counts = append(counts, step["count"].(float64))
			if v, ok := step["average_conversion_time"].(float64); ok {
				avg = append(avg, v)
			}
		}
		// The best path starts at 08:00: signup 5 hours later, purchase 1 hour after it.
		if !reflect.DeepEqual(counts, []float64{40, 20, 10}) || !reflect.DeepEqual(avg, []float64{5 * 3600, 3600}) {
			t.Errorf("steps: counts %v, average times %v", counts, avg)
		}

		funnel["funnelsFilter"] = map[string]any{"funnelVizType": "time_to_convert", "funnelFromStep": 0, "funnelToStep": 1}
		body = runInsight(t, env, funnel)
		if res := body["results"].(map[string]any); res["average_conversion_time"].(float64) != 5*3600 {
			t.Errorf("time_to_convert: %v", res)
		}

		funnel["funnelsFilter"] = map[string]any{"funnelVizType": "trends"}
		r = env.Do(t, http.MethodPost, fmt.Sprintf("/api/environments/%d/query/", env.Project.ID), env.Key, map[string]any{"query": funnel})
		r.ExpectError(t, http.StatusBadRequest, "sql_query_error", "query")
	})
}
