package graph_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// BenchmarkGraphQLRecordings measures the peer bench's two reads over HTTP
// (50 newest recordings; op b with each recording's person) over 5,000
// recordings of 1,000 persons, on SQLite and, with BURROW_TEST_POSTGRES, on
// PostgreSQL. Compare ns/op and allocs/op of two commits side by side:
//
//	go test ./graph -run XXX -bench GraphQLRecordings -benchmem -count 5
func BenchmarkGraphQLRecordings(b *testing.B) {
	ops := map[string]string{
		"a": `{ sessionRecordings(projectId: "%d", limit: 50) { results { id distinctId startTime clickCount } } }`,
		"b": `{ sessionRecordings(projectId: "%d", limit: 50) { results { id distinctId startTime clickCount person { id uuid properties } } } }`,
	}
	for _, target := range storetest.Targets(b) {
		env := servertest.Start(b, storetest.Open(b, target.URL(b)))
		seedRecordings(b, env, 1000, 5000)
		for _, op := range []string{"a", "b"} {
			b.Run(target.Name+"/op-"+op, func(b *testing.B) {
				query := fmt.Sprintf(ops[op], env.Project.ID)
				b.ReportAllocs()
				for b.Loop() {
					if r := env.GraphQL(b, env.Key, query, nil); len(r.Errors) > 0 {
						b.Fatalf("%+v", r.Errors)
					}
				}
			})
		}
	}
}

func seedRecordings(b *testing.B, env *servertest.Env, persons, recordings int) {
	b.Helper()
	ctx := context.Background()
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for start := 0; start < persons; start += 500 {
		batch := make([]store.Person, 500)
		for i := range batch {
			batch[i] = store.Person{UUID: uuid.NewString(), TeamID: env.Project.ID, CreatedAt: base,
				Properties: json.RawMessage(fmt.Sprintf(`{"email":"user%d@example.com","plan":"paid","visits":%d,"country":"BR"}`, start+i, i%17))}
		}
		if _, err := env.DB.Bun.NewInsert().Model(&batch).Returning("id").Exec(ctx); err != nil {
			b.Fatal(err)
		}
		ids := make([]store.PersonDistinctID, len(batch))
		for i, p := range batch {
			ids[i] = store.PersonDistinctID{TeamID: env.Project.ID, PersonID: p.ID, DistinctID: fmt.Sprint("bench-", start+i)}
		}
		if _, err := env.DB.Bun.NewInsert().Model(&ids).Exec(ctx); err != nil {
			b.Fatal(err)
		}
	}
	for start := 0; start < recordings; start += 1000 {
		batch := make([]store.SessionRecording, 1000)
		for i := range batch {
			n := start + i
			batch[i] = store.SessionRecording{TeamID: env.Project.ID, SessionID: fmt.Sprint("bench-s-", n),
				DistinctID: fmt.Sprint("bench-", n%persons), StartTime: base.Add(time.Duration(n) * time.Second),
				EndTime: base.Add(time.Duration(n+60) * time.Second), Duration: float64(n % 600), ClickCount: int64(n % 37),
				StartURL: "https://example.com/", Storage: "object_storage", SnapshotSource: "web"}
			batch[i].ComputeActivityScore()
		}
		if _, err := env.DB.Bun.NewInsert().Model(&batch).Exec(ctx); err != nil {
			b.Fatal(err)
		}
	}
}
