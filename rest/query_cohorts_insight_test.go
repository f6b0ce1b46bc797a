package rest_test

import (
	"net/http"
	"reflect"
	"testing"

	"github.com/burrow-analytics/burrow/server/servertest"
)

// Page views per actor of insightFixture, by day of January (UTC):
// a 1st (twice) and 3rd, b 1st, 2nd and 4th, the anonymous distinct id 4th,
// c 9th; every person was created on the 1st.

func retentionMatrix(t *testing.T, body map[string]any) [][]float64 {
	t.Helper()
	var out [][]float64
	for _, row := range results(t, body) {
		var counts []float64
		for _, v := range row["values"].([]any) {
			counts = append(counts, v.(map[string]any)["count"].(float64))
		}
		out = append(out, counts)
	}
	return out
}

func TestRetentionLifecycleStickiness(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		seedInsights(t, env, insightFixture)
		janToFourth := map[string]any{"date_from": "2026-01-01", "date_to": "2026-01-04"}
		pageview := map[string]any{"id": "$pageview", "type": "events"}

		t.Run("retention recurring", func(t *testing.T) {
			body := runInsight(t, env, map[string]any{"kind": "RetentionQuery", "dateRange": janToFourth,
				"retentionFilter": map[string]any{"targetEntity": pageview, "returningEntity": pageview, "period": "Day", "totalIntervals": 4}})
			want := [][]float64{{2, 1, 1, 1}, {1, 0, 1, 0}, {1, 0, 0, 0}, {2, 0, 0, 0}}
			if got := retentionMatrix(t, body); !reflect.DeepEqual(got, want) {
				t.Errorf("got %v, want %v", got, want)
			}
			rows := results(t, body)
			if rows[1]["label"] != "Day 1" || rows[1]["date"] != "2026-01-02T00:00:00Z" ||
				rows[0]["values"].([]any)[2].(map[string]any)["label"] != "Day 2" {
				t.Errorf("labels %v %v", rows[1]["label"], rows[1]["date"])
			}
		})
		t.Run("retention first time and cumulative", func(t *testing.T) {
			body := runInsight(t, env, map[string]any{"kind": "RetentionQuery", "dateRange": janToFourth,
				"retentionFilter": map[string]any{"targetEntity": pageview, "returningEntity": pageview, "totalIntervals": 4,
					"retentionType": "retention_first_time"}})
			want := [][]float64{{2, 1, 1, 1}, {0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 0, 0}}
			if got := retentionMatrix(t, body); !reflect.DeepEqual(got, want) {
				t.Errorf("first time: got %v, want %v", got, want)
			}
			body = runInsight(t, env, map[string]any{"kind": "RetentionQuery", "dateRange": janToFourth,
				"retentionFilter": map[string]any{"totalIntervals": 4, "cumulative": true}})
			if got := retentionMatrix(t, body)[0]; !reflect.DeepEqual(got, []float64{2, 2, 2, 1}) {
				t.Errorf("cumulative: got %v", got)
			}
		})
		t.Run("retention weeks", func(t *testing.T) {
			body := runInsight(t, env, map[string]any{"kind": "RetentionQuery",
				"dateRange":       map[string]any{"date_from": "2026-01-01", "date_to": "2026-01-10"},
				"retentionFilter": map[string]any{"period": "Week", "totalIntervals": 2}})
			// Week of 28 Dec: a, b; week of 4 Jan: b, anonymous, c. Only b returns.
			want := [][]float64{{2, 1}, {3, 0}}
			if got := retentionMatrix(t, body); !reflect.DeepEqual(got, want) {
				t.Errorf("got %v, want %v", got, want)
			}
		})

		t.Run("lifecycle", func(t *testing.T) {
			body := runInsight(t, env, map[string]any{"kind": "LifecycleQuery", "dateRange": janRange,
				"series": []any{eventsNode("$pageview", nil)}})
			want := map[string][]float64{
				"new": {2, 0, 0, 0, 0}, "returning": {0, 1, 0, 0, 0},
				"resurrecting": {0, 0, 1, 2, 0}, "dormant": {0, -1, -1, -1, -2},
			}
			res := results(t, body)
			if len(res) != 4 || res[0]["status"] != "new" || res[3]["status"] != "dormant" || res[3]["label"] != "$pageview - dormant" {
				t.Fatalf("statuses %v", res)
			}
			for _, r := range res {
				if got := floats(t, r["data"]); !reflect.DeepEqual(got, want[r["status"].(string)]) {
					t.Errorf("%s: got %v, want %v", r["status"], got, want[r["status"].(string)])
				}
			}
		})

		t.Run("stickiness", func(t *testing.T) {
			body := runInsight(t, env, map[string]any{"kind": "StickinessQuery", "dateRange": janRange,
				"series": []any{eventsNode("$pageview", nil)}})
			r := results(t, body)[0]
			if got := floats(t, r["data"]); !reflect.DeepEqual(got, []float64{1, 1, 1, 0, 0}) || r["count"].(float64) != 3 {
				t.Errorf("data %v count %v", got, r["count"])
			}
			if r["labels"].([]any)[1] != "2 days" || r["days"].([]any)[1].(float64) != 2 {
				t.Errorf("labels %v days %v", r["labels"], r["days"])
			}
			body = runInsight(t, env, map[string]any{"kind": "StickinessQuery", "dateRange": janRange,
				"series": []any{eventsNode("$pageview", nil)}, "stickinessFilter": map[string]any{"computedAs": "cumulative"}})
			if got := floats(t, results(t, body)[0]["data"]); !reflect.DeepEqual(got, []float64{3, 2, 1, 0, 0}) {
				t.Errorf("cumulative %v", got)
			}
			body = runInsight(t, env, map[string]any{"kind": "StickinessQuery", "dateRange": janRange,
				"series":           []any{eventsNode("$pageview", nil)},
				"stickinessFilter": map[string]any{"stickinessCriteria": map[string]any{"operator": "gte", "value": 2}}})
			if got := floats(t, results(t, body)[0]["data"]); !reflect.DeepEqual(got, []float64{1, 0, 0, 0, 0}) {
				t.Errorf("criteria %v", got)
			}
		})

		t.Run("bad requests", func(t *testing.T) {
			env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{"kind": "RetentionQuery",
				"retentionFilter": map[string]any{"period": "day"}}}).ExpectError(t, http.StatusBadRequest, "invalid_input", "query.retentionFilter.period")
			// retentionFilter is required, as in PostHog's schema.
			env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{"kind": "RetentionQuery"}}).
				ExpectError(t, http.StatusBadRequest, "invalid_input", "query.retentionFilter")
			env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{"kind": "LifecycleQuery",
				"series": []any{eventsNode("a", nil), eventsNode("b", nil)}}}).ExpectError(t, http.StatusBadRequest, "invalid_input", "query.series")
		})
	})
}
