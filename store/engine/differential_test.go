package engine

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/hogql/hogqltest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

func TestDifferential(t *testing.T) {
	t.Parallel()
	if os.Getenv(storetest.EnvPostgres) == "" {
		t.Skipf("set %s to compare SQLite with PostgreSQL", storetest.EnvPostgres)
	}
	lite := storetest.Open(t, storetest.SQLiteURL(t))
	pg := storetest.Open(t, storetest.PostgresURL(t))
	fl, fp := loadFixture(t, lite), loadFixture(t, pg)
	corpus := append([]string{}, hogqltest.Differential...)
	for _, tc := range hogqltest.Cases() {
		corpus = append(corpus, tc.SQL)
	}
	compared := 0
	for _, src := range corpus {
		if strings.Contains(src, "now()") && strings.Contains(src, "dateDiff('second', now(), now())") {
			continue // the clock differs between the two runs, not the answer
		}
		rl, err := runQuery(t, lite, fl.a, src)
		if err != nil {
			t.Errorf("sqlite: %s: %v", src, err)
			continue
		}
		rp, err := runQuery(t, pg, fp.a, src)
		if err != nil {
			t.Errorf("postgres: %s: %v", src, err)
			continue
		}
		if !strings.Contains(strings.ToUpper(src), "ORDER BY") {
			sortRows(rl.Rows)
			sortRows(rp.Rows)
		}
		if !sameRows(rl.Rows, rp.Rows) {
			t.Errorf("%s\nsqlite:   %s\npostgres: %s", src, showRows(rl.Rows), showRows(rp.Rows))
		}
		if fmt.Sprint(rl.Types) != fmt.Sprint(rp.Types) || fmt.Sprint(rl.Columns) != fmt.Sprint(rp.Columns) {
			t.Errorf("%s: columns/types differ: %v %v / %v %v", src, rl.Columns, rl.Types, rp.Columns, rp.Types)
		}
		compared++
	}
	t.Logf("compared %d statements", compared)
}

func sortRows(rows [][]any) {
	sort.SliceStable(rows, func(i, j int) bool { return fmt.Sprint(rows[i]) < fmt.Sprint(rows[j]) })
}
