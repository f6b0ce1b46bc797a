package ingest_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/ingest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// benchFile builds an NDJSON file of n events from n/50 distinct ids, one in
// ten carrying $set, shaped like web SDK events.
func benchFile(n int) []byte {
	var b bytes.Buffer
	base := time.Date(2025, 5, 1, 0, 0, 0, 0, time.UTC)
	for i := range n {
		user := i % max(1, n/50)
		ts := base.Add(time.Duration(i) * 2 * time.Second).Format(time.RFC3339Nano)
		set := ""
		if i%10 == 0 {
			set = fmt.Sprintf(`,"$set":{"plan":"pro","last_seen_index":%d}`, i)
		}
		fmt.Fprintf(&b, `{"type":"event","event":"$pageview","distinct_id":"user-%d","timestamp":"%s","properties":{"$current_url":"https://app.acme.example/dashboard?tab=%d","$browser":"Chrome","$os":"Mac OS X","$session_id":"s-%d-%d","$lib":"web"%s}}`+"\n",
			user, ts, i%7, user, i/200, set)
	}
	return b.Bytes()
}

// BenchmarkImport imports BURROW_IMPORT_BENCH_EVENTS events (default
// 100,000) into a fresh database per engine and reports events/s. Run it
// with -benchtime=1x; the numbers are in BENCHMARKS.md.
func BenchmarkImport(b *testing.B) {
	events := 100_000
	if s := os.Getenv("BURROW_IMPORT_BENCH_EVENTS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil {
			b.Fatal(err)
		}
		events = n
	}
	file := benchFile(events)
	for _, target := range storetest.Targets(b) {
		b.Run(target.Name, func(b *testing.B) {
			for range b.N {
				b.StopTimer()
				db := storetest.Open(b, target.URL(b))
				p, err := store.CreateProject(context.Background(), db.Bun, "Bench")
				if err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				began := time.Now()
				res, err := ingest.ImportFile(context.Background(), db, p.ID, "bench.ndjson", bytes.NewReader(file), ingest.ImportOptions{})
				if err != nil {
					b.Fatal(err)
				}
				if res.Stats.Events != events {
					b.Fatalf("imported %d events, want %d", res.Stats.Events, events)
				}
				b.ReportMetric(float64(events)/time.Since(began).Seconds(), "events/s")
			}
		})
	}
}

// BenchmarkImportPersonsOutbox imports 100,000 persons (a distinct id and
// properties each) into a fresh database per engine, once into a store
// without an analytics engine and once into one bound to an engine, whose
// triggers then record each person and distinct id in analytics_outbox
// (nothing drains it here: the figure is the store's cost). Run it with
// -benchtime=1x; the numbers are in BENCHMARKS.md.
func BenchmarkImportPersonsOutbox(b *testing.B) {
	const persons = 100_000
	var file bytes.Buffer
	for i := range persons {
		fmt.Fprintf(&file, `{"type":"person","distinct_ids":["user-%d"],"properties":{"email":"user-%d@example.com","plan":"free"}}`+"\n", i, i)
	}
	ctx := context.Background()
	for _, target := range storetest.Targets(b) {
		for _, bound := range []bool{false, true} {
			b.Run(fmt.Sprintf("%s/engine=%t", target.Name, bound), func(b *testing.B) {
				for range b.N {
					b.StopTimer()
					db := storetest.Open(b, target.URL(b))
					p, err := store.CreateProject(ctx, db.Bun, "Bench")
					if err != nil {
						b.Fatal(err)
					}
					if bound {
						if err := store.BindAnalyticsEngine(ctx, db.Bun, "chdb:/bench"); err != nil {
							b.Fatal(err)
						}
					}
					b.StartTimer()
					began := time.Now()
					res, err := ingest.ImportFile(ctx, db, p.ID, "persons.ndjson", bytes.NewReader(file.Bytes()), ingest.ImportOptions{})
					if err != nil {
						b.Fatal(err)
					}
					elapsed := time.Since(began)
					b.StopTimer()
					if res.Stats.PersonsCreated != persons {
						b.Fatalf("created %d persons, want %d", res.Stats.PersonsCreated, persons)
					}
					n, err := store.OutboxLen(ctx, db.Bun)
					if err != nil {
						b.Fatal(err)
					}
					if want := map[bool]int{false: 0, true: 2 * persons}[bound]; n < want || !bound && n != 0 {
						b.Fatalf("%d outbox rows, want %d", n, want)
					}
					b.ReportMetric(float64(persons)/elapsed.Seconds(), "persons/s")
					b.ReportMetric(float64(n), "outbox_rows")
					b.StartTimer()
				}
			})
		}
	}
}
