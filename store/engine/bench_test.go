package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/hogql/hogqltest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// addBenchEvents adds n events to project team, spread over two weeks.
func addBenchEvents(b *testing.B, db *store.DB, team int64, n int) {
	b.Helper()
	browsers := []string{"Chrome", "Firefox", "Safari", "Edge"}
	events := make([]store.Event, 0, 500)
	flush := func() {
		if len(events) == 0 {
			return
		}
		if _, err := db.Bun.NewInsert().Model(&events).Exec(context.Background()); err != nil {
			b.Fatal(err)
		}
		events = events[:0]
	}
	base := time.Date(2025, 12, 20, 0, 0, 0, 0, time.UTC)
	for i := range n {
		ts := base.Add(time.Duration(i) * 14 * 24 * time.Hour / time.Duration(n))
		events = append(events, store.Event{
			UUID: fmt.Sprintf("e0000000-0000-4000-8000-%012d", i), TeamID: team, Event: []string{"$pageview", "$pageview", "click"}[i%3],
			DistinctID: fmt.Sprintf("user%d", i%97), Timestamp: ts, CreatedAt: ts,
			Properties: json.RawMessage(fmt.Sprintf(`{"$browser":%q,"n":%d}`, browsers[i%len(browsers)], i)),
		})
		if len(events) == cap(events) {
			flush()
		}
	}
	flush()
}

// BenchmarkRun compares Run with running the same compiled SQL directly
// through database/sql and scanning into []any: the difference is what the
// engine adds (read-only transaction and timeout on PostgreSQL, value
// conversion on both).
func BenchmarkRun(b *testing.B) {
	targets := []storetest.Target{{Name: "sqlite", URL: storetest.SQLiteURL}}
	if os.Getenv(storetest.EnvPostgres) != "" {
		targets = append(targets, storetest.Target{Name: "postgres", URL: storetest.PostgresURL})
	}
	for _, target := range targets {
		b.Run(target.Name, func(b *testing.B) {
			db := storetest.Open(b, target.URL(b))
			f := loadFixture(b, db)
			addBenchEvents(b, db, f.a, 5000)
			for _, q := range []struct{ name, sql string }{
				{"typical", hogqltest.Typical},
				{"point", `SELECT uuid, event, timestamp FROM events WHERE uuid = '` + hogqltest.Ev3 + `'`},
			} {
				c, err := hogql.Compile(q.sql, hogql.Options{TeamID: f.a, Engine: Of(db)})
				if err != nil {
					b.Fatal(err)
				}
				ctx := context.Background()
				b.Run(q.name+"/engine", func(b *testing.B) {
					for b.Loop() {
						res, err := New(db).Run(ctx, c, hogql.RunOptions{})
						if err != nil || len(res.Rows) == 0 {
							b.Fatal(err)
						}
					}
				})
				b.Run(q.name+"/compile+engine", func(b *testing.B) {
					for b.Loop() {
						c, err := hogql.Compile(q.sql, hogql.Options{TeamID: f.a, Engine: Of(db)})
						if err != nil {
							b.Fatal(err)
						}
						if _, err := New(db).Run(ctx, c, hogql.RunOptions{}); err != nil {
							b.Fatal(err)
						}
					}
				})
				b.Run(q.name+"/direct", func(b *testing.B) {
					for b.Loop() {
						rows, err := db.ReadOnly.QueryContext(ctx, c.SQL, c.Args...)
						if err != nil {
							b.Fatal(err)
						}
						vals := make([]any, len(c.Columns))
						ptrs := make([]any, len(vals))
						for i := range vals {
							ptrs[i] = &vals[i]
						}
						n := 0
						for rows.Next() {
							if err := rows.Scan(ptrs...); err != nil {
								b.Fatal(err)
							}
							n++
						}
						if err := rows.Close(); err != nil || n == 0 {
							b.Fatal(err)
						}
					}
				})
			}
		})
	}
}
