package clickhouse_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/ingest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// importBenchFile is store/ingest's benchmark file: n $pageview events
// from n/50 distinct ids, one in ten carrying $set, shaped like web SDK
// events, with v7-like uuids (so that a second import deduplicates).
func importBenchFile(n int) []byte {
	var b bytes.Buffer
	base := time.Date(2025, 5, 1, 0, 0, 0, 0, time.UTC)
	for i := range n {
		user := i % max(1, n/50)
		ts := base.Add(time.Duration(i) * 2 * time.Second)
		set := ""
		if i%10 == 0 {
			set = fmt.Sprintf(`,"$set":{"plan":"pro","last_seen_index":%d}`, i)
		}
		fmt.Fprintf(&b, `{"type":"event","uuid":"%08x-%04x-7000-8000-%012x","event":"$pageview","distinct_id":"user-%d","timestamp":"%s","properties":{"$current_url":"https://app.acme.example/dashboard?tab=%d","$browser":"Chrome","$os":"Mac OS X","$session_id":"s-%d-%d","$lib":"web"%s}}`+"\n",
			ts.Unix(), i>>48&0xffff, i, user, ts.Format(time.RFC3339Nano), i%7, user, i/200, set)
	}
	return b.Bytes()
}

// BenchmarkImportEngine imports BURROW_IMPORT_BENCH_EVENTS events (default
// 100,000) with `burrow import`'s code into a fresh store per run, side by
// side: into the store alone, with the events into the engine (the test
// server) through a Sink, and the same file imported again into the engine
// (every event already there: the sink's lookup leaves them all out). It
// reports events/s. Run it with -benchtime=1x; the numbers are in
// BENCHMARKS.md.
func BenchmarkImportEngine(b *testing.B) {
	events := 100_000
	if s := os.Getenv("BURROW_IMPORT_BENCH_EVENTS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil {
			b.Fatal(err)
		}
		events = n
	}
	file := importBenchFile(events)
	ctx := context.Background()
	for _, target := range storetest.Targets(b) {
		for _, into := range []string{"store", "engine", "engine-again"} {
			b.Run(target.Name+"/"+into, func(b *testing.B) {
				for range b.N {
					b.StopTimer()
					db := storetest.Open(b, target.URL(b))
					p, err := store.CreateProject(ctx, db.Bun, "Bench")
					if err != nil {
						b.Fatal(err)
					}
					opts := ingest.ImportOptions{}
					var (
						c    *clickhouse.Client
						sink *clickhouse.Sink
					)
					if into != "store" {
						c = eventsClient(b)
						sink = clickhouse.NewSink(c, db)
						opts.Sink = sink
					}
					if into == "engine-again" {
						if _, err := ingest.ImportFile(ctx, db, p.ID, "bench.ndjson", bytes.NewReader(file), opts); err != nil {
							b.Fatal(err)
						}
						sink = clickhouse.NewSink(c, db)
						opts.Sink = sink
					}
					cpu := cpuTime(b)
					b.StartTimer()
					began := time.Now()
					res, err := ingest.ImportFile(ctx, db, p.ID, "bench.ndjson", bytes.NewReader(file), opts)
					if err != nil {
						b.Fatal(err)
					}
					elapsed := time.Since(began)
					b.StopTimer()
					// On a shared machine the wall clock says more about the
					// neighbours than about the import: the process's own
					// CPU time says what it costs here.
					b.ReportMetric(float64((cpuTime(b)-cpu).Microseconds())/float64(events), "cpu-µs/event")
					if res.Stats.Events != events {
						b.Fatalf("imported %d events, want %d", res.Stats.Events, events)
					}
					if st := sink; st != nil {
						want := clickhouse.SinkStats{Written: events}
						if into == "engine-again" {
							want = clickhouse.SinkStats{Skipped: events}
						}
						if got := st.Stats(); got != want {
							b.Fatalf("sink: %+v, want %+v", got, want)
						}
					}
					if c != nil {
						var n uint64
						if err := c.Conn.QueryRow(ctx, "SELECT count() FROM events").Scan(&n); err != nil || n != uint64(events) {
							b.Fatalf("the engine holds %d events (%v), want %d", n, err, events)
						}
					}
					b.ReportMetric(float64(events)/elapsed.Seconds(), "events/s")
					b.StartTimer()
				}
			})
		}
	}
}

// cpuTime is the user and system CPU time the process has used.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
