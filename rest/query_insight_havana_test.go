package rest_test

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// havanaEvents are page views around 8 March 2026 in America/Havana,
// whose clocks go from 00:00 to 01:00 that day: the day has no midnight.
var havanaEvents = []insightEvent{
	{"c", "$pageview", time.Date(2026, 2, 20, 17, 0, 0, 0, time.UTC), "", 0, ""}, // 20 Feb 12:00 CST
	{"a", "$pageview", time.Date(2026, 3, 7, 17, 0, 0, 0, time.UTC), "", 0, ""},  // 7 Mar 12:00 CST
	{"a", "$pageview", time.Date(2026, 3, 8, 5, 30, 0, 0, time.UTC), "", 0, ""},  // 8 Mar 01:30 CDT
	{"b", "$pageview", time.Date(2026, 3, 8, 16, 0, 0, 0, time.UTC), "", 0, ""},  // 8 Mar 12:00 CDT
	{"c", "$pageview", time.Date(2026, 3, 9, 3, 30, 0, 0, time.UTC), "", 0, ""},  // 8 Mar 23:30 CDT
	{"a", "$pageview", time.Date(2026, 3, 9, 16, 0, 0, 0, time.UTC), "", 0, ""},  // 9 Mar 12:00 CDT
	{"b", "$pageview", time.Date(2026, 3, 15, 16, 0, 0, 0, time.UTC), "", 0, ""}, // 15 Mar 12:00 CDT
}

// havanaProject creates a project in America/Havana holding havanaEvents.
func havanaProject(t *testing.T, env *servertest.Env) int64 {
	t.Helper()
	p := env.NewProject(t, "Havana")
	if _, err := store.UpdateProject(context.Background(), env.DB.Bun, p.ID, "", "America/Havana"); err != nil {
		t.Fatal(err)
	}
	seedInsightsIn(t, env, p.ID, havanaEvents)
	return p.ID
}

// checkHavanaBuckets checks that the day whose midnight the zone skips is
// a bucket of its own, holding its events, in trends (days, weeks,
// months), lifecycle and retention.
func checkHavanaBuckets(t *testing.T, env *servertest.Env, pid int64) {
	pageviews := []any{eventsNode("$pageview", nil)}
	for _, tc := range []struct {
		interval, from, to string
		days               []any
		data               []float64
	}{
		{"day", "2026-03-06", "2026-03-10", []any{"2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"}, []float64{0, 1, 3, 1, 0}},
		{"week", "2026-03-01", "2026-03-21", []any{"2026-03-01", "2026-03-08", "2026-03-15"}, []float64{1, 4, 1}},
		{"month", "2026-02-01", "2026-03-31", []any{"2026-02-01", "2026-03-01"}, []float64{1, 6}},
	} {
		body := runInsightIn(t, env, pid, map[string]any{"kind": "TrendsQuery", "interval": tc.interval,
			"dateRange": map[string]any{"date_from": tc.from, "date_to": tc.to}, "series": pageviews})
		r := results(t, body)[0]
		if got := floats(t, r["data"]); !reflect.DeepEqual(got, tc.data) || !reflect.DeepEqual(r["days"], tc.days) {
			t.Errorf("trends by %s: data %v days %v, want %v %v", tc.interval, got, r["days"], tc.data, tc.days)
		}
	}

	// A range from the day without midnight: its first bucket is that day,
	// for counts and for weekly active users (the days 2–8 March hold a, b
	// and c; 3–9 and 4–10 March too).
	for _, tc := range []struct {
		math string
		data []float64
	}{{"total", []float64{3, 1, 0}}, {"weekly_active", []float64{3, 3, 3}}} {
		body := runInsightIn(t, env, pid, map[string]any{"kind": "TrendsQuery", "interval": "day",
			"dateRange": map[string]any{"date_from": "2026-03-08", "date_to": "2026-03-10"},
			"series":    []any{map[string]any{"kind": "EventsNode", "event": "$pageview", "math": tc.math}}})
		r := results(t, body)[0]
		want := []any{"2026-03-08", "2026-03-09", "2026-03-10"}
		if got := floats(t, r["data"]); !reflect.DeepEqual(got, tc.data) || !reflect.DeepEqual(r["days"], want) {
			t.Errorf("trends %s from 8 March: data %v days %v, want %v %v", tc.math, got, r["days"], tc.data, want)
		}
	}

	days := []any{"2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"}
	body := runInsightIn(t, env, pid, map[string]any{"kind": "LifecycleQuery", "interval": "day",
		"dateRange": map[string]any{"date_from": "2026-03-06", "date_to": "2026-03-10"}, "series": pageviews})
	active := make([]float64, len(days))
	for _, r := range results(t, body) {
		if !reflect.DeepEqual(r["days"], days) {
			t.Errorf("lifecycle %v days %v, want %v", r["status"], r["days"], days)
		}
		if r["status"] == "dormant" {
			continue
		}
		for i, v := range floats(t, r["data"]) {
			if i < len(active) {
				active[i] += v
			}
		}
	}
	if want := []float64{0, 1, 3, 1, 0}; !reflect.DeepEqual(active, want) {
		t.Errorf("lifecycle: active %v, want %v", active, want)
	}

	body = runInsightIn(t, env, pid, map[string]any{"kind": "RetentionQuery",
		"dateRange":       map[string]any{"date_from": "2026-03-06", "date_to": "2026-03-10"},
		"retentionFilter": map[string]any{"period": "Day", "totalIntervals": 3}})
	m := retentionMatrix(t, body)
	want := [][]float64{{0, 0, 0}, {1, 1, 1}, {3, 1, 0}, {1, 0, 0}, {0, 0, 0}}
	if !reflect.DeepEqual(m, want) {
		t.Errorf("retention: %v, want %v", m, want)
	}
	for i, r := range results(t, body) {
		if d, _ := r["date"].(string); i < len(days) && !strings.HasPrefix(d, days[i].(string)) {
			t.Errorf("retention cohort %d: date %q, want %s", i, d, days[i])
		}
	}
}

// TestInsightsWhereMidnightIsSkipped runs trends, lifecycle and retention
// in America/Havana across 8 March 2026 (00:00 → 01:00) on the store's
// engines and, synced, on ClickHouse.
func TestInsightsWhereMidnightIsSkipped(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		checkHavanaBuckets(t, env, havanaProject(t, env))
	})
	t.Run("clickhouse", func(t *testing.T) {
		ctx := context.Background()
		db := storetest.Open(t, storetest.SQLiteURL(t))
		onStore, onEngine, c := storeAndEngine(t, db)
		pid := havanaProject(t, onStore)
		if _, err := c.SyncProject(ctx, db, pid, 0); err != nil {
			t.Fatal(err)
		}
		if _, err := c.MirrorProject(ctx, db, pid); err != nil {
			t.Fatal(err)
		}
		checkHavanaBuckets(t, onEngine, pid)
	})
}
