package clickhouse_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/clickhouse/clickhousetest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// eventsClient connects to a database of its own on the test server
// holding an events table with the columns InsertEvents writes (the
// engine's schema adds materialized ones).
func eventsClient(t testing.TB) *clickhouse.Client {
	t.Helper()
	ctx := context.Background()
	c := clickhousetest.Migrated(t, "ingest")
	err := c.Conn.Exec(ctx, `CREATE TABLE IF NOT EXISTS events (
		uuid String, team_id Int64, event String, distinct_id String, properties String,
		timestamp DateTime64(6, 'UTC'), created_at DateTime64(6, 'UTC'), person_id Nullable(Int64), session_id Nullable(String)
	) ENGINE = MergeTree ORDER BY (team_id, toDate(timestamp), event) SETTINGS non_replicated_deduplication_window = 10000`)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestInsertEvents(t *testing.T) {
	ctx := context.Background()
	c := eventsClient(t)
	person, session := int64(42), "s1"
	ts := time.Date(2026, 11, 1, 12, 30, 15, 123456000, time.UTC)
	events := []store.Event{
		{UUID: "u1", TeamID: 1, Event: "$pageview", DistinctID: "d1", Properties: json.RawMessage(`{"$browser":"Firefox"}`),
			Timestamp: ts, CreatedAt: ts.Add(time.Second), PersonID: &person, SessionID: &session},
		{UUID: "u2", TeamID: 2, Event: "signed_up", DistinctID: "d2", Timestamp: ts, CreatedAt: ts},
	}
	if err := c.InsertEvents(ctx, events, "batch-1"); err != nil {
		t.Fatal(err)
	}
	// The same batch again (a retry) lands once; another batch lands.
	if err := c.InsertEvents(ctx, events, "batch-1"); err != nil {
		t.Fatal(err)
	}
	if err := c.InsertEvents(ctx, events[:1], "batch-2"); err != nil {
		t.Fatal(err)
	}
	var n uint64
	if err := c.Conn.QueryRow(ctx, "SELECT count() FROM events").Scan(&n); err != nil || n != 3 {
		t.Fatalf("count = %d, %v; want 3 (a retried batch twice?)", n, err)
	}
	var (
		props, sid string
		pid        int64
		got        time.Time
	)
	err := c.Conn.QueryRow(ctx, "SELECT properties, timestamp, person_id, session_id FROM events WHERE uuid = 'u1' LIMIT 1").Scan(&props, &got, &pid, &sid)
	if err != nil || props != `{"$browser":"Firefox"}` || !got.Equal(ts) || pid != 42 || sid != "s1" {
		t.Fatalf("read back %q %s %d %q, %v", props, got, pid, sid, err)
	}
	err = c.Conn.QueryRow(ctx, "SELECT properties, isNull(person_id) FROM events WHERE uuid = 'u2' LIMIT 1").Scan(&props, new(uint8))
	if err != nil || props != "{}" {
		t.Fatalf("empty properties read back %q, %v", props, err)
	}
}

// BenchmarkInsertEvents writes batches of 100,000 events; events/s is the
// import rate into the engine.
func BenchmarkInsertEvents(b *testing.B) {
	c := eventsClient(b)
	const size = 100_000
	events := make([]store.Event, size)
	ts := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	for i := range events {
		events[i] = store.Event{UUID: fmt.Sprintf("%032x", i), TeamID: 1, Event: "$pageview", DistinctID: fmt.Sprintf("d%d", i%5000),
			Properties: json.RawMessage(`{"$browser":"Chrome","$current_url":"https://example.com/a/b","$os":"Linux"}`),
			Timestamp:  ts.Add(time.Duration(i) * time.Second), CreatedAt: ts}
	}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if err := c.InsertEvents(context.Background(), events, fmt.Sprint("bench-", i)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(size*b.N)/b.Elapsed().Seconds(), "events/s")
}

// TestSinkSkipsPresentRandom: random batches (timestamps over months, so
// several partitions and days; uuids shared with another project's events)
// of which a random part is in the engine already; the sink sends exactly
// the rest, so that each uuid is there once, and counts both exactly.
func TestSinkSkipsPresentRandom(t *testing.T) {
	ctx := context.Background()
	c := eventsClient(t)
	sink := clickhouse.NewSink(c, storetest.Open(t, storetest.SQLiteURL(t)))
	rng := rand.New(rand.NewPCG(26, 1))
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var want clickhouse.SinkStats
	for round := range 12 {
		team := int64(100 + round)
		n := 1 + rng.IntN(3000)
		events := make([]store.Event, n)
		var present, other []store.Event
		for i := range events {
			events[i] = store.Event{UUID: fmt.Sprintf("r%d-%d", round, i), TeamID: team, Event: "e", DistinctID: "d",
				Timestamp: base.Add(time.Duration(rng.Int64N(int64(200 * 24 * time.Hour)))), CreatedAt: base}
			switch rng.IntN(4) {
			case 0:
				present = append(present, events[i])
			case 1: // the same uuid in another project is not this one's
				ev := events[i]
				ev.TeamID = team + 1000
				other = append(other, ev)
			}
		}
		if round%3 == 0 {
			present = nil
		}
		if round%5 == 1 {
			present = events
		}
		for _, batch := range [][]store.Event{present, other} {
			if err := c.InsertEvents(ctx, batch, ""); err != nil {
				t.Fatal(err)
			}
		}
		if err := sink.WriteEvents(ctx, events); err != nil {
			t.Fatal(err)
		}
		want.Written += n - len(present)
		want.Skipped += len(present)
		if got := sink.Stats(); got != want {
			t.Fatalf("round %d (%d events, %d present): sink %+v, want %+v", round, n, len(present), got, want)
		}
		var total, distinct uint64
		if err := c.Conn.QueryRow(ctx, "SELECT count(), uniqExact(uuid) FROM events WHERE team_id = ?", team).Scan(&total, &distinct); err != nil {
			t.Fatal(err)
		}
		if total != uint64(n) || distinct != uint64(n) {
			t.Fatalf("round %d: project holds %d events, %d distinct, want %d each", round, total, distinct, n)
		}
	}
}
