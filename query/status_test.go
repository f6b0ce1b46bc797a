package query

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestStatusSubKeepsLatest: a mailbox never blocks the pusher and never
// goes back to an older version.
func TestStatusSubKeepsLatest(t *testing.T) {
	sub := &statusSub{ready: make(chan struct{}, 1)}
	for _, v := range []int64{1, 3, 2} { // 2 arrives late: dropped
		sub.push(&Status{ID: fmt.Sprint(v), version: v})
	}
	if st, gone := sub.latest(); gone || st.version != 3 {
		t.Fatalf("latest = %+v, gone %v", st, gone)
	}
	sub.vanish()
	if _, gone := sub.latest(); !gone {
		t.Fatal("vanish not recorded")
	}
}

func TestParseStatusPayload(t *testing.T) {
	k, ok := parseStatusPayload(statusPayload(42, "a:b-c"))
	if !ok || k.teamID != 42 || k.id != "a:b-c" {
		t.Fatalf("got %+v %v", k, ok)
	}
	for _, bad := range []string{"", "x", "x:y", ":y"} {
		if _, ok := parseStatusPayload(bad); ok {
			t.Errorf("%q parsed", bad)
		}
	}
}

// TestSubscriberDoesNotBlockHub: a subscriber that never reads does not
// hold up delivery to another one.
func TestSubscriberDoesNotBlockHub(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		q, job := hubFixture(t, db)
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		stop := q.Start(ctx)
		defer stop()
		key := jobKey{job.TeamID, job.ID}
		stuck := q.hub.add(key) // nobody drains it
		_ = stuck
		live := q.hub.add(key)
		for i := range 50 {
			bumpJob(t, db, job)
			q.publishStatus(ctx, job.TeamID, job.ID)
			waitVersion(t, live, job.Version, fmt.Sprint("change ", i))
		}
	})
}

// hubFixture opens a Runtime over db with one queued job.
func hubFixture(t testing.TB, db *store.DB) (*Runtime, *store.QueryJob) {
	t.Helper()
	ctx := context.Background()
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	q := New(db, logger, Config{Workers: 1})
	p, err := store.CreateProject(ctx, db.Bun, "hub")
	if err != nil {
		t.Fatal(err)
	}
	job := &store.QueryJob{TeamID: p.ID, ID: "fanout", State: store.QueryRunning, QueryAsync: false,
		Statement: "SELECT 1", CacheKey: "k", Timezone: "UTC", StartTime: time.Now().UTC()}
	if _, _, err := store.StartQueryJob(ctx, db.Bun, job); err != nil {
		t.Fatal(err)
	}
	return q, job
}

// bumpJob changes the job's row (a new version), as a status change does.
func bumpJob(t testing.TB, db *store.DB, job *store.QueryJob) {
	t.Helper()
	if err := db.Bun.NewRaw("UPDATE query_jobs SET version = version + 1 WHERE team_id = ? AND id = ? RETURNING version",
		job.TeamID, job.ID).Scan(context.Background(), &job.Version); err != nil {
		t.Fatal(err)
	}
}

func waitVersion(t testing.TB, sub *statusSub, version int64, what string) {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		if st, _ := sub.latest(); st != nil && st.version >= version {
			return
		}
		select {
		case <-sub.ready:
		case <-timeout:
			t.Fatalf("%s: version %d never delivered", what, version)
		}
	}
}

// BenchmarkStatusFanout1000 measures one status change reaching 1,000
// subscribers of one run on this replica: notification, one store read, and
// the hand-off to every subscriber's mailbox (the websocket write is not
// included; cmd/burrow-load measures the whole path).
func BenchmarkStatusFanout1000(b *testing.B) {
	for _, target := range storetest.Targets(b) {
		b.Run(target.Name, func(b *testing.B) {
			db := storetest.Open(b, target.URL(b))
			q, job := hubFixture(b, db)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			stop := q.Start(ctx)
			defer stop()
			key := jobKey{job.TeamID, job.ID}
			subs := make([]*statusSub, 1000)
			for i := range subs {
				subs[i] = q.hub.add(key)
			}
			b.ResetTimer()
			for b.Loop() {
				b.StopTimer()
				bumpJob(b, db, job)
				b.StartTimer()
				q.publishStatus(ctx, job.TeamID, job.ID)
				for _, sub := range subs { // done when the last one has it
					waitVersion(b, sub, job.Version, "fanout")
				}
			}
		})
	}
}
