package engine

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/hogql/hogqltest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

func TestCorpus(t *testing.T) {
	t.Parallel()
	if os.Getenv(storetest.EnvPostgres) == "" {
		t.Skipf("set %s to compare SQLite with PostgreSQL", storetest.EnvPostgres)
	}
	lite := storetest.Open(t, storetest.SQLiteURL(t))
	pg := storetest.Open(t, storetest.PostgresURL(t))
	fl, fp := loadFixture(t, lite), loadFixture(t, pg)
	var failed []string
	same := 0
	for _, src := range hogqltest.HogQL {
		rl, errL := runQuery(t, lite, fl.a, src)
		rp, errP := runQuery(t, pg, fp.a, src)
		switch {
		case errL != nil || errP != nil:
			failed = append(failed, fmt.Sprintf("%s\n    sqlite: %v\n    postgres: %v", src, errL, errP))
			continue
		}
		if !strings.Contains(strings.ToUpper(src), "ORDER BY") {
			sortRows(rl.Rows)
			sortRows(rp.Rows)
		}
		if !sameRows(rl.Rows, rp.Rows) {
			// Rows that tie on the ORDER BY keys may come in any order (as in
			// ClickHouse): compare them as multisets.
			sortRows(rl.Rows)
			sortRows(rp.Rows)
		}
		if !sameRows(rl.Rows, rp.Rows) {
			// Both run but disagree: a parity bug, never acceptable.
			t.Errorf("results differ: %s\nsqlite:   %s\npostgres: %s", src, showRows(rl.Rows), showRows(rp.Rows))
			continue
		}
		same++
	}
	share := float64(same) / float64(len(hogqltest.HogQL)) * 100
	t.Logf("HogQL corpus: %d of %d statements run with identical results on SQLite and PostgreSQL (%.1f%%)", same, len(hogqltest.HogQL), share)
	for _, f := range failed {
		t.Logf("does not run: %s", f)
	}
	if share < 90 {
		t.Errorf("corpus share %.1f%% is below 90%%", share)
	}
}
