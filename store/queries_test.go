package store_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

func queuedJob(team int64, id string, start time.Time) *store.QueryJob {
	return &store.QueryJob{TeamID: team, ID: id, State: store.QueryQueued, QueryAsync: true,
		Statement: "SELECT 1", CacheKey: "k", Timezone: "UTC", StartTime: start}
}

func claim(t *testing.T, db *store.DB, owner string, perProject int, now time.Time) *store.QueryJob {
	t.Helper()
	job, err := store.ClaimQueryJob(context.Background(), db, store.ClaimParams{
		Owner: owner, TaskID: "task", PerProject: perProject, Now: now, LeaseUntil: now.Add(30 * time.Second)})
	if err != nil {
		t.Fatal(err)
	}
	return job
}

func TestQueryJobLifecycle(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		p, _ := store.CreateProject(ctx, db.Bun, "A")
		t0 := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)

		started, cur, err := store.StartQueryJob(ctx, db.Bun, queuedJob(p.ID, "q1", t0))
		if err != nil || !started || cur.Version != 1 {
			t.Fatalf("start: %v %v %+v", started, err, cur)
		}
		// The same id while it is queued: not started again.
		again := queuedJob(p.ID, "q1", t0.Add(time.Second))
		again.Statement = "SELECT 2"
		started, cur, err = store.StartQueryJob(ctx, db.Bun, again)
		if err != nil || started || cur.Statement != "SELECT 1" {
			t.Fatalf("restart while queued: %v %v %+v", started, err, cur)
		}

		job := claim(t, db, "r1", 2, t0.Add(2*time.Second))
		if job == nil || job.ID != "q1" || job.State != store.QueryRunning || job.Attempts != 1 || *job.Owner != "r1" || job.PickupTime == nil {
			t.Fatalf("claim: %+v", job)
		}
		if again := claim(t, db, "r2", 2, t0); again != nil {
			t.Fatalf("claimed a running job twice: %+v", again)
		}
		ref := store.RunRef{TeamID: p.ID, ID: "q1", Owner: "r1", Attempt: 1}
		if ok, err := store.RenewQueryLease(ctx, db.Bun, ref, t0.Add(time.Minute)); !ok || err != nil {
			t.Fatalf("renew: %v %v", ok, err)
		}
		if err := store.SetQueryJobBackend(ctx, db.Bun, ref, 4242); err != nil {
			t.Fatal(err)
		}
		// Another replica's ref (wrong owner) changes nothing.
		if done, err := store.FinishQueryJob(ctx, db.Bun, store.RunRef{TeamID: p.ID, ID: "q1", Owner: "r2", Attempt: 1}, store.QueryOutcome{End: t0}); done != nil || err != nil {
			t.Fatalf("finish by a stranger: %+v %v", done, err)
		}
		res := `{"results":[[1]]}`
		done, err := store.FinishQueryJob(ctx, db.Bun, ref, store.QueryOutcome{Results: &res, End: t0.Add(3 * time.Second), Expiration: t0.Add(time.Hour)})
		if err != nil || done == nil || done.State != store.QuerySucceeded || *done.Results != res || done.BackendPID != nil || done.Version != 3 {
			t.Fatalf("finish: %+v %v", done, err)
		}
		// A finished id can be started again; its version keeps growing.
		started, cur, err = store.StartQueryJob(ctx, db.Bun, again)
		if err != nil || !started || cur.Version != 4 {
			t.Fatalf("restart after finish: %v %v %+v", started, err, cur)
		}
		got, _ := store.GetQueryJob(ctx, db.Bun, p.ID, "q1")
		if got.State != store.QueryQueued || got.Results != nil || got.Statement != "SELECT 2" || got.EndTime != nil {
			t.Fatalf("restarted row: %+v", got)
		}

		// Cancel: ends the run; a second cancel reports it already finished.
		job, cancelled, err := store.CancelQueryJob(ctx, db.Bun, p.ID, "q1", t0, t0.Add(time.Hour))
		if err != nil || !cancelled || job.State != store.QueryCancelled {
			t.Fatalf("cancel: %+v %v %v", job, cancelled, err)
		}
		if _, cancelled, err := store.CancelQueryJob(ctx, db.Bun, p.ID, "q1", t0, t0.Add(time.Hour)); cancelled || err != nil {
			t.Fatalf("second cancel: %v %v", cancelled, err)
		}
		if _, _, err := store.CancelQueryJob(ctx, db.Bun, p.ID, "nope", t0, t0); err != store.ErrNotFound {
			t.Fatalf("cancel unknown: %v", err)
		}
		if claim(t, db, "r1", 2, t0) != nil {
			t.Fatal("claimed a cancelled job")
		}

		// Purge removes finished rows past their expiration only.
		if n, err := store.PurgeQueryJobs(ctx, db.Bun, t0.Add(59*time.Minute)); n != 0 || err != nil {
			t.Fatalf("early purge: %d %v", n, err)
		}
		if n, err := store.PurgeQueryJobs(ctx, db.Bun, t0.Add(61*time.Minute)); n != 1 || err != nil {
			t.Fatalf("purge: %d %v", n, err)
		}
		if _, err := store.GetQueryJob(ctx, db.Bun, p.ID, "q1"); err != store.ErrNotFound {
			t.Fatalf("purged row: %v", err)
		}
	})
}

func TestClaimOrderAndLimits(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		a, _ := store.CreateProject(ctx, db.Bun, "A")
		b, _ := store.CreateProject(ctx, db.Bun, "B")
		t0 := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
		for i, j := range []*store.QueryJob{
			queuedJob(a.ID, "a1", t0), queuedJob(a.ID, "a2", t0.Add(1*time.Second)),
			queuedJob(a.ID, "a3", t0.Add(2*time.Second)), queuedJob(b.ID, "b1", t0.Add(3*time.Second)),
		} {
			if _, _, err := store.StartQueryJob(ctx, db.Bun, j); err != nil {
				t.Fatal(i, err)
			}
		}
		// Oldest first, but project A may only run two at once: b1 jumps a3.
		var order []string
		for {
			job := claim(t, db, "r1", 2, t0.Add(time.Minute))
			if job == nil {
				break
			}
			order = append(order, job.ID)
		}
		if fmt.Sprint(order) != "[a1 a2 b1]" {
			t.Fatalf("claim order %v", order)
		}
	})
}

// TestClaimConcurrent has many claimers race (on PostgreSQL each in its own
// transaction, as replicas do): every job is claimed once and the
// per-project limit holds.
func TestClaimConcurrent(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		p, _ := store.CreateProject(ctx, db.Bun, "A")
		t0 := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
		for i := range 12 {
			store.StartQueryJob(ctx, db.Bun, queuedJob(p.ID, fmt.Sprint("q", i), t0.Add(time.Duration(i)*time.Millisecond)))
		}
		var mu sync.Mutex
		claimed := map[string]string{}
		var wg sync.WaitGroup
		for w := range 6 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				owner := fmt.Sprint("r", w)
				job, err := store.ClaimQueryJob(ctx, db, store.ClaimParams{Owner: owner, PerProject: 3, Now: t0, LeaseUntil: t0.Add(time.Minute)})
				if err != nil {
					t.Error(err)
					return
				}
				if job != nil {
					mu.Lock()
					if prev, dup := claimed[job.ID]; dup {
						t.Errorf("%s claimed by %s and %s", job.ID, prev, owner)
					}
					claimed[job.ID] = owner
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if len(claimed) != 3 {
			t.Fatalf("claimed %d jobs with a per-project limit of 3: %v", len(claimed), claimed)
		}
	})
}

func TestRecoverLostRuns(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		p, _ := store.CreateProject(ctx, db.Bun, "A")
		t0 := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
		store.StartQueryJob(ctx, db.Bun, queuedJob(p.ID, "q1", t0))
		job := claim(t, db, "dead", 2, t0) // lease until t0+30s
		if job == nil {
			t.Fatal("nothing claimed")
		}
		// Before the lease passes nothing happens.
		if rq, failed, err := store.RecoverQueryJobs(ctx, db.Bun, t0.Add(10*time.Second), t0.Add(time.Hour), 2); len(rq)+len(failed) != 0 || err != nil {
			t.Fatalf("early recovery: %v %v %v", rq, failed, err)
		}
		// After: back in the queue (attempt 1 of 2).
		rq, failed, err := store.RecoverQueryJobs(ctx, db.Bun, t0.Add(31*time.Second), t0.Add(time.Hour), 2)
		if err != nil || len(rq) != 1 || len(failed) != 0 || rq[0].ID != "q1" {
			t.Fatalf("recovery: %v %v %v", rq, failed, err)
		}
		// The dead replica's late writes are ignored.
		if ok, _ := store.RenewQueryLease(ctx, db.Bun, store.RunRef{TeamID: p.ID, ID: "q1", Owner: "dead", Attempt: 1}, t0.Add(time.Hour)); ok {
			t.Fatal("lost run renewed its lease")
		}
		job = claim(t, db, "alive", 2, t0.Add(40*time.Second))
		if job == nil || job.Attempts != 2 {
			t.Fatalf("reclaim: %+v", job)
		}
		// Lost again on its last attempt: it fails with a message.
		_, failed, err = store.RecoverQueryJobs(ctx, db.Bun, t0.Add(2*time.Minute), t0.Add(time.Hour), 2)
		if err != nil || len(failed) != 1 {
			t.Fatalf("final recovery: %v %v", failed, err)
		}
		got, _ := store.GetQueryJob(ctx, db.Bun, p.ID, "q1")
		if got.State != store.QueryFailed || *got.ErrorMessage != store.LostRunMessage || got.EndTime == nil {
			t.Fatalf("lost run: %+v", got)
		}
		// Releasing (shutdown) puts a run back without counting against it.
		store.StartQueryJob(ctx, db.Bun, queuedJob(p.ID, "q2", t0))
		job = claim(t, db, "r", 2, t0)
		if ok, err := store.ReleaseQueryJob(ctx, db.Bun, store.RunRef{TeamID: p.ID, ID: "q2", Owner: "r", Attempt: job.Attempts}); !ok || err != nil {
			t.Fatalf("release: %v %v", ok, err)
		}
		got, _ = store.GetQueryJob(ctx, db.Bun, p.ID, "q2")
		if got.State != store.QueryQueued || got.Owner != nil || got.PickupTime != nil {
			t.Fatalf("released: %+v", got)
		}
	})
}

func TestQueryCache(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		p, _ := store.CreateProject(ctx, db.Bun, "A")
		t0 := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
		if _, err := store.GetQueryCache(ctx, db.Bun, p.ID, "k"); err != store.ErrNotFound {
			t.Fatalf("empty cache: %v", err)
		}
		put := func(result string, at time.Time) {
			if err := store.PutQueryCache(ctx, db.Bun, &store.QueryCacheEntry{TeamID: p.ID, CacheKey: "k", Result: result, LastRefresh: at}); err != nil {
				t.Fatal(err)
			}
		}
		put("one", t0)
		put("two", t0.Add(time.Minute))
		put("stale", t0.Add(30*time.Second)) // an older result never replaces a newer one
		e, err := store.GetQueryCache(ctx, db.Bun, p.ID, "k")
		if err != nil || e.Result != "two" || !e.LastRefresh.Equal(t0.Add(time.Minute)) {
			t.Fatalf("cache: %+v %v", e, err)
		}
		if n, err := store.PurgeQueryCache(ctx, db.Bun, t0.Add(2*time.Minute)); n != 1 || err != nil {
			t.Fatalf("purge: %d %v", n, err)
		}
	})
}

func TestDraftVocabulary(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		p, _ := store.CreateProject(ctx, db.Bun, "A")
		other, _ := store.CreateProject(ctx, db.Bun, "B")
		t0 := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
		insert := func(team int64, i int, event, props string) {
			e := &store.Event{UUID: fmt.Sprintf("%d-%d", team, i), TeamID: team, Event: event, DistinctID: "d",
				Properties: json.RawMessage(props), Timestamp: t0.Add(time.Duration(i) * time.Second), CreatedAt: t0}
			if _, err := db.Bun.NewInsert().Model(e).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		insert(p.ID, 1, "$pageview", `{"$browser":"Chrome","$current_url":"/"}`)
		insert(p.ID, 2, "$pageview", `{"$browser":"Firefox"}`)
		insert(p.ID, 3, "signed_up", `{"plan":"free"}`)
		insert(other.ID, 4, "secret_event", `{"secret_key":1}`)
		names, err := store.EventNames(ctx, db.Bun, p.ID, 10)
		if err != nil || fmt.Sprint(names) != "[$pageview signed_up]" {
			t.Fatalf("event names %v %v", names, err)
		}
		keys, err := store.EventPropertyKeys(ctx, db, p.ID, 10)
		if err != nil || fmt.Sprint(keys) != "[$browser $current_url plan]" {
			t.Fatalf("property keys %v %v", keys, err)
		}
		for team, props := range map[int64][]string{p.ID: {`{"country":"US","email":"a"}`, `{"country":"DE"}`}, other.ID: {`{"secret":1}`}} {
			for i, pr := range props {
				person := &store.Person{UUID: fmt.Sprintf("p-%d-%d", team, i), TeamID: team, Properties: json.RawMessage(pr), CreatedAt: t0}
				if _, err := db.Bun.NewInsert().Model(person).Exec(ctx); err != nil {
					t.Fatal(err)
				}
			}
		}
		personKeys, err := store.PersonPropertyKeys(ctx, db, p.ID, 10)
		if err != nil || fmt.Sprint(personKeys) != "[country email]" {
			t.Fatalf("person property keys %v %v", personKeys, err)
		}
	})
}
