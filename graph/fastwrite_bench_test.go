package graph

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"github.com/burrow-analytics/burrow/graph/model"
	"github.com/burrow-analytics/burrow/service"
)

// BenchmarkFastWrite measures the fast path's writing of the peer bench's op
// b answer alone (50 recordings with their persons, planned once), without
// HTTP or a database: the part the generated writers replace.
//
//	go test ./graph -run XXX -bench FastWrite -benchmem -count 10
func BenchmarkFastWrite(b *testing.B) {
	f, err := newFastReads(http.NotFoundHandler(), NewExecutableSchema(Config{Resolvers: &Resolver{}}), []graphql.HandlerExtension{})
	if err != nil {
		b.Fatal(err)
	}
	plan := f.plan(context.Background(), `{ sessionRecordings(projectId: "1", limit: 50) { results { id distinctId startTime clickCount person { id uuid properties } } } }`, "")
	if !plan.ok {
		b.Fatal("not planned")
	}
	page := benchPage()
	buf := make([]byte, 0, 64<<10)
	b.ReportAllocs()
	cpu := processCPU()
	for b.Loop() {
		out, ok := fastWriteSessionRecordingPage(buf[:0], plan.roots[0].obj, page)
		if !ok || len(out) < 1000 {
			b.Fatalf("%v %s", ok, out)
		}
	}
	b.ReportMetric(float64(processCPU()-cpu)/float64(b.N), "cpu-ns/op")
}

// benchPage is a page of 50 recordings, each with its person.
func benchPage() *model.SessionRecordingPage {
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	page := &model.SessionRecordingPage{Count: 50}
	for i := range 50 {
		p := &service.Person{ID: int64(i + 1), UUID: fmt.Sprintf("0190a7e2-0000-7000-8000-%012d", i),
			Properties: json.RawMessage(fmt.Sprintf(`{"email":"user%d@example.com","plan":"pro","n":%d}`, i, i))}
		page.Results = append(page.Results, service.SessionRecording{ID: fmt.Sprintf("s-%d", i), DistinctID: fmt.Sprintf("d-%d", i),
			StartTime: start.Add(time.Duration(i) * time.Minute), ClickCount: int64(i * 3), Person: p})
	}
	return page
}
