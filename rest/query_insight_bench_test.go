package rest_test

import (
	"context"
	"net/http"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/service"
	"github.com/burrow-analytics/burrow/store/seed"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// BenchmarkTrendsQuery compares a TrendsQuery with the hand-written SqlQuery
// that computes the same series, both calculated through POST query/
// (force_blocking) over a seeded project of BURROW_BENCH_EVENTS events
// (default 20,000; BENCHMARKS.md uses 1,000,000). Each iteration runs both
// requests one after the other (alternating which goes first), so a busy machine slows both alike; the
// metrics are the mean time of each and their ratio.
func BenchmarkTrendsQuery(b *testing.B) {
	events := 20_000
	if v := os.Getenv("BURROW_BENCH_EVENTS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			b.Fatal(err)
		}
		events = n
	}
	now := time.Date(2026, 11, 21, 0, 0, 0, 0, time.UTC)
	dateRange := map[string]any{"date_from": "2026-10-22", "date_to": "2026-11-20"}
	const bounds = "timestamp >= toDateTime('2026-10-22 00:00:00') AND timestamp < toDateTime('2026-11-21 00:00:00')"
	cases := []struct {
		name  string
		trend map[string]any
		sql   string
	}{
		{"total", map[string]any{"kind": "EventsNode", "event": "$pageview"},
			"SELECT toStartOfDay(timestamp) AS day, count() FROM events WHERE event = '$pageview' AND " + bounds + " GROUP BY day"},
		{"dau", map[string]any{"kind": "EventsNode", "event": "$pageview", "math": "dau"},
			"SELECT toStartOfDay(timestamp) AS day, count(DISTINCT person_id) FROM events WHERE event = '$pageview' AND " + bounds + " GROUP BY day"},
	}
	for _, target := range storetest.Targets(b) {
		b.Run(target.Name, func(b *testing.B) {
			db := storetest.Open(b, target.URL(b))
			env := servertest.StartWith(b, db, servertest.Options{Config: service.Config{Query: service.QueryConfig{StatementTimeout: 30 * time.Minute}}})
			if _, err := seed.Run(context.Background(), db, env.Project.ID, seed.Options{Events: events, Persons: events / 100, Now: now}); err != nil {
				b.Fatal(err)
			}
			post := func(b *testing.B, body map[string]any) time.Duration {
				start := time.Now()
				if r := env.Do(b, http.MethodPost, queryPath(env, ""), env.Key, body); r.Status != http.StatusOK {
					b.Fatalf("%d %s", r.Status, r.Body)
				}
				return time.Since(start)
			}
			for _, tc := range cases {
				trends := map[string]any{"query": map[string]any{"kind": "TrendsQuery", "dateRange": dateRange,
					"series": []any{tc.trend}}, "refresh": "force_blocking"}
				sql := sqlBody(tc.sql, map[string]any{"refresh": "force_blocking"})
				b.Run(tc.name, func(b *testing.B) {
					var inTrends, inSQL time.Duration
					n := 0
					for b.Loop() {
						// Alternate which goes first, so neither always meets a cold cache.
						if n%2 == 0 {
							inTrends += post(b, trends)
							inSQL += post(b, sql)
						} else {
							inSQL += post(b, sql)
							inTrends += post(b, trends)
						}
						n++
					}
					b.ReportMetric(float64(inTrends.Milliseconds())/float64(n), "trends-ms/op")
					b.ReportMetric(float64(inSQL.Milliseconds())/float64(n), "sql-ms/op")
					b.ReportMetric(float64(inTrends)/float64(inSQL), "ratio")
				})
			}
		})
	}
}
