package main

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestQueryTakeover: `kill -9` of the replica running a background query;
// another replica (on SQLite: the restarted process) takes the run over
// once the lease passes, with the default lease and heartbeat, and on
// PostgreSQL ends the dead replica's statement (its backend pid). The time
// to takeover is logged (BENCHMARKS.md), not asserted.
func TestQueryTakeover(t *testing.T) {
	t.Parallel()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			dbURL := target.URL(t)
			db := storetest.Open(t, dbURL)
			ctx := context.Background()
			project, err := store.CreateProject(ctx, db.Bun, "Takeover")
			if err != nil {
				t.Fatal(err)
			}
			key, _, err := auth.IssueKey(ctx, db.Bun, auth.NewKeyRequest{Email: "k@example.com", Scopes: []string{"*"}})
			if err != nil {
				t.Fatal(err)
			}
			insertReplicaEvents(t, db, project.ID, replicaSlowRows)
			bin := buildBurrow(t)
			defaults := []string{"--query-lease", "3s"} // the default, stated: startReplica passes a shorter one
			victim := startReplica(t, bin, dbURL, "victim", defaults...)
			c := &replicaClient{t: t, key: key, project: project.ID}
			c.post(victim, replicaSlowSQL, "take-1")
			c.waitStatus(victim, "take-1", func(st map[string]any) bool { return st["pickup_time"] != nil })
			var deadPID *int64
			if target.Name == "postgres" {
				waitActive(t, db, project.ID, "take-1", true)
				job, _ := store.GetQueryJob(ctx, db.Bun, project.ID, "take-1")
				deadPID = job.BackendPID
				if deadPID == nil {
					t.Fatal("no backend pid recorded")
				}
			}
			var survivor *replica
			if target.Name == "postgres" {
				survivor = startReplica(t, bin, dbURL, "survivor", defaults...)
			}
			killed := time.Now()
			victim.kill()
			if survivor == nil { // SQLite: one process owns the file; it restarts
				survivor = startReplica(t, bin, dbURL, "survivor", defaults...)
			}
			deadline := time.Now().Add(60 * time.Second)
			for {
				job, err := store.GetQueryJob(ctx, db.Bun, project.ID, "take-1")
				if err == nil && job.Owner != nil && *job.Owner == "survivor" && job.Attempts == 2 {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("take-1 never taken over: %+v %v", job, err)
				}
				time.Sleep(20 * time.Millisecond)
			}
			t.Logf("%s: taken over %s after kill -9", target.Name, time.Since(killed).Round(10*time.Millisecond))
			if deadPID != nil {
				var n int
				for range 500 {
					if err := db.Bun.DB.QueryRowContext(ctx, `SELECT count(*) FROM pg_stat_activity WHERE pid = $1`, *deadPID).Scan(&n); err != nil {
						t.Fatal(err)
					}
					if n == 0 {
						break
					}
					time.Sleep(20 * time.Millisecond)
				}
				if n != 0 {
					t.Fatalf("the dead replica's backend %d still runs", *deadPID)
				}
				t.Logf("dead replica's backend ended %s after kill -9", time.Since(killed).Round(10*time.Millisecond))
			}
			if code := c.do(survivor, http.MethodDelete, "take-1/", nil); code != http.StatusNoContent {
				t.Fatalf("DELETE: %d", code)
			}
		})
	}
}

// TestQueryRetriedAfterDatabaseCut: a run whose database session is cut
// under it (what a PostgreSQL restart does) goes back to the queue at once
// and runs again, instead of waiting for its lease or failing.
func TestQueryRetriedAfterDatabaseCut(t *testing.T) {
	t.Parallel()
	pgURL := postgresURL(t)
	db := storetest.Open(t, pgURL)
	ctx := context.Background()
	project, err := store.CreateProject(ctx, db.Bun, "Cut")
	if err != nil {
		t.Fatal(err)
	}
	key, _, err := auth.IssueKey(ctx, db.Bun, auth.NewKeyRequest{Email: "c@example.com", Scopes: []string{"*"}})
	if err != nil {
		t.Fatal(err)
	}
	insertReplicaEvents(t, db, project.ID, replicaSlowRows)
	r := startReplica(t, buildBurrow(t), pgURL, "cut", "--query-lease", "1m")
	c := &replicaClient{t: t, key: key, project: project.ID}
	c.post(r, replicaSlowSQL, "cut-1")
	waitActive(t, db, project.ID, "cut-1", true)
	job, _ := store.GetQueryJob(ctx, db.Bun, project.ID, "cut-1")
	if job.BackendPID == nil {
		t.Fatal("no backend pid")
	}
	cut := time.Now()
	if _, err := db.Bun.DB.ExecContext(ctx, "SELECT pg_terminate_backend($1)", *job.BackendPID); err != nil {
		t.Fatal(err)
	}
	// With a one-minute lease, only the retry path can restart it this soon.
	deadline := time.Now().Add(30 * time.Second)
	for {
		job, err := store.GetQueryJob(ctx, db.Bun, project.ID, "cut-1")
		if err == nil && job.State == store.QueryRunning && job.Attempts == 2 {
			break
		}
		if err == nil && job.State.Finished() {
			t.Fatalf("cut run finished instead of restarting: %+v", job)
		}
		if time.Now().After(deadline) {
			t.Fatalf("cut run never restarted: %+v %v", job, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Logf("restarted %s after its session was cut", time.Since(cut).Round(10*time.Millisecond))
	if code := c.do(r, http.MethodDelete, "cut-1/", nil); code != http.StatusNoContent {
		t.Fatalf("DELETE: %d", code)
	}
}
