package engine_test

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/engine"
	"github.com/burrow-analytics/burrow/store/storetest"
)

type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestDebugSQLLogsEveryStatement: with SQL logging on (BURROW_DEBUG_SQL),
// statements that succeed are logged, not only failed ones, and so is the
// user SQL the engine runs outside bun.
func TestDebugSQLLogsEveryStatement(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		log := &lockedBuffer{}
		db.LogSQL(log)
		ctx := context.Background()
		p, err := store.CreateProject(ctx, db.Bun, "Logged")
		if err != nil {
			t.Fatal(err)
		}
		c, err := hogql.Compile("SELECT 'marker-7421' AS m, count() FROM events", hogql.Options{TeamID: p.ID, Engine: engine.Of(db)})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := engine.New(db).Run(ctx, c, hogql.RunOptions{}); err != nil {
			t.Fatal(err)
		}
		out := log.String()
		if !strings.Contains(out, `INSERT INTO "projects"`) {
			t.Errorf("a successful bun statement is not logged:\n%s", out)
		}
		if !strings.Contains(out, "[sql]") || !strings.Contains(out, "marker-7421") {
			t.Errorf("the engine's statement is not logged with its arguments:\n%s", out)
		}
	})
}
