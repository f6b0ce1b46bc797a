package graph_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/graph"
	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// BenchmarkGraphQLRecordings measures the peer bench's two reads over HTTP
// (50 newest recordings; op b with each recording's person) over 5,000
// recordings of 1,000 persons, on SQLite and, with BURROW_TEST_POSTGRES, on
// PostgreSQL. cpu-ns/op is the process's CPU time per request (server,
// client and SQLite; not PostgreSQL's), steadier than ns/op on a loaded
// machine. Compare two commits side by side:
//
//	go test ./graph -run XXX -bench GraphQLRecordings -benchmem -count 5
func BenchmarkGraphQLRecordings(b *testing.B) {
	ops := map[string]string{
		"a": `{ sessionRecordings(projectId: "%d", limit: 50) { results { id distinctId startTime clickCount } } }`,
		"b": `{ sessionRecordings(projectId: "%d", limit: 50) { results { id distinctId startTime clickCount person { id uuid properties } } } }`,
	}
	for _, target := range storetest.Targets(b) {
		env := servertest.Start(b, storetest.Open(b, target.URL(b)))
		env.AddManyRecordings(b, env.Project.ID, 1000, 5000, time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
		for _, op := range []string{"a", "b"} {
			b.Run(target.Name+"/op-"+op, func(b *testing.B) {
				query := fmt.Sprintf(ops[op], env.Project.ID)
				b.ReportAllocs()
				cpu := graph.ProcessCPU()
				for b.Loop() {
					if r := env.GraphQL(b, env.Key, query, nil); len(r.Errors) > 0 {
						b.Fatalf("%+v", r.Errors)
					}
				}
				b.ReportMetric(float64(graph.ProcessCPU()-cpu)/float64(b.N), "cpu-ns/op")
			})
		}
	}
}
