package rest_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store/engine"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// BenchmarkQueryEndpoint measures POST query/ through the real HTTP server
// over 20,000 events: a cache hit, a calculated (force_blocking) run, and
// the same compiled SQL run raw through database/sql as the floor.
// cmd/burrow-load gives rates and percentiles over a 1M-event project.
func BenchmarkQueryEndpoint(b *testing.B) {
	const stmt = "SELECT event, count() FROM events GROUP BY event ORDER BY count() DESC"
	for _, target := range storetest.Targets(b) {
		b.Run(target.Name, func(b *testing.B) {
			db := storetest.Open(b, target.URL(b))
			env := servertest.Start(b, db)
			insertEvents(b, db, env.Project.ID, 20_000)
			run := func(b *testing.B, refresh string) {
				body := sqlBody(stmt, map[string]any{"refresh": refresh})
				for b.Loop() {
					if r := env.Do(b, http.MethodPost, queryPath(env, ""), env.Key, body); r.Status != http.StatusOK {
						b.Fatalf("%d %s", r.Status, r.Body)
					}
				}
			}
			b.Run("cached", func(b *testing.B) {
				post(b, env, sqlBody(stmt, nil)) // fill the cache
				run(b, "blocking")
			})
			b.Run("force_blocking", func(b *testing.B) { run(b, "force_blocking") })
			b.Run("raw_database_sql", func(b *testing.B) {
				c, err := hogql.Compile(stmt, hogql.Options{TeamID: env.Project.ID, Engine: engine.Of(db)})
				if err != nil {
					b.Fatal(err)
				}
				ctx := context.Background()
				for b.Loop() {
					rows, err := db.ReadOnly.QueryContext(ctx, c.SQL, c.Args...)
					if err != nil {
						b.Fatal(err)
					}
					for rows.Next() {
					}
					rows.Close()
				}
			})
		})
	}
}
