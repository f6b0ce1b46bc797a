package rest_test

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// TestQueryBlockingCancelledInDatabaseFirst: a DELETE stops a blocking run's
// statement in PostgreSQL directly, and that can happen before the replica
// running it hears the cancel notification. The blocking request must still
// answer "Query cancelled", not "the request ended". The test plays the
// DELETE's two store steps itself (mark the row cancelled, cancel the
// backend) and sends no notification, so the order is certain.
func TestQueryBlockingCancelledInDatabaseFirst(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		if env.DB.Dialect != store.Postgres {
			t.Skip("only PostgreSQL statements are cancelled from outside the replica running them")
		}
		insertEvents(t, env.DB, env.Project.ID, servertest.SlowQueryRows)
		var wg sync.WaitGroup
		var blocking servertest.Response
		wg.Add(1)
		go func() {
			defer wg.Done()
			blocking = env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, sqlBody(servertest.SlowQuerySQL, map[string]any{"client_query_id": "db-first"}))
		}()
		waitBackend(t, env, "db-first", true)
		ctx := context.Background()
		now := time.Now().UTC()
		job, cancelled, err := store.CancelQueryJob(ctx, env.DB.Bun, env.Project.ID, "db-first", now, now.Add(time.Hour))
		if err != nil || !cancelled || job.BackendPID == nil {
			t.Fatalf("cancel in the store: %+v %v %v", job, cancelled, err)
		}
		if _, err := env.DB.Bun.DB.ExecContext(ctx, "SELECT pg_cancel_backend($1)", *job.BackendPID); err != nil {
			t.Fatal(err)
		}
		wg.Wait()
		if blocking.Status != http.StatusBadRequest || !strings.Contains(string(blocking.Body), `"detail":"Query cancelled"`) {
			t.Fatalf("blocking request answered %d %s", blocking.Status, blocking.Body)
		}
		if st := status(t, env, "db-first"); st["error_message"] != "Query cancelled" {
			t.Fatalf("status: %v", st)
		}
	})
}
