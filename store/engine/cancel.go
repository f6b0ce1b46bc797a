package engine

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/burrow-analytics/burrow/store"
)

// A run can be stopped from any process sharing the database, not only by
// the context of the one running it: Run marks a tagged statement on
// PostgreSQL with a comment naming the tag and reports its backend pid
// (RunOptions.OnBackend); Cancel and Terminate stop that backend, but only
// while it still runs the tagged statement (a pooled connection may have
// moved on to other work). On SQLite the statement runs inside the one
// process that owns the file, whose context already stops it: both are
// no-ops there.

// marker is the comment Run puts before a tagged statement. It is a hash:
// the tag may be client-chosen text.
func marker(tag string) string {
	sum := sha256.Sum256([]byte(tag))
	return "/* burrow-query " + hex.EncodeToString(sum[:12]) + " */ "
}

// Cancel asks PostgreSQL to cancel the statement of run tag on backend pid
// (pg_cancel_backend): the run's replica gets a query_canceled error.
func (r *Runner) Cancel(ctx context.Context, tag string, pid int64) error {
	return signalBackend(ctx, r.db, "pg_cancel_backend", tag, pid)
}

// Terminate ends backend pid if it still runs the statement of run tag
// (pg_terminate_backend): for a run whose replica died, whose session would
// otherwise keep the statement running until it next writes to the socket.
func (r *Runner) Terminate(ctx context.Context, tag string, pid int64) error {
	return signalBackend(ctx, r.db, "pg_terminate_backend", tag, pid)
}

func signalBackend(ctx context.Context, db *store.DB, fn, tag string, pid int64) error {
	if db.Dialect != store.Postgres || tag == "" || pid == 0 {
		return nil
	}
	// fn is one of two constants above, never input.
	_, err := db.ReadOnly.ExecContext(ctx,
		`SELECT `+fn+`(pid) FROM pg_stat_activity WHERE pid = $1 AND state <> 'idle' AND starts_with(query, $2)`,
		pid, marker(tag))
	if err != nil {
		return fmt.Errorf("engine: %s %d: %w", fn, pid, err)
	}
	return nil
}
