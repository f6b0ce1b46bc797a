package engine

import (
	"os"
	"testing"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql/hogqltest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// Dates outside the years 1-9999 (before year 1, infinity, overflowing
// arithmetic) give the same answer on both databases: NULL, or the same
// client error.
func TestDatesOutOfRange(t *testing.T) {
	t.Parallel()
	if os.Getenv(storetest.EnvPostgres) == "" {
		t.Skipf("set %s to compare SQLite with PostgreSQL", storetest.EnvPostgres)
	}
	lite := storetest.Open(t, storetest.SQLiteURL(t))
	pg := storetest.Open(t, storetest.PostgresURL(t))
	fl, fp := loadFixture(t, lite), loadFixture(t, pg)
	for _, src := range outOfRangeDates {
		rl, errL := runQuery(t, lite, fl.a, src)
		rp, errP := runQuery(t, pg, fp.a, src)
		switch {
		case errL != nil || errP != nil:
			al, ap := apierror.From(errL), apierror.From(errP)
			if al == nil || ap == nil || al.Code != ap.Code || al.Status != ap.Status {
				t.Errorf("%s: errors differ or are not client errors:\nsqlite:   %v\npostgres: %v", src, errL, errP)
			}
		case !sameRows(rl.Rows, rp.Rows):
			t.Errorf("%s\nsqlite:   %s\npostgres: %s", src, showRows(rl.Rows), showRows(rp.Rows))
		}
	}
}

// outOfRangeDates are statements with dates outside the years 1-9999: every
// engine gives NULL or the same client error.
var outOfRangeDates = []string{
	`SELECT toDateTime(x) FROM (SELECT 'infinity' AS x)`,
	`SELECT toDate(x) FROM (SELECT '-infinity' AS x)`,
	`SELECT toDateTime(x) FROM (SELECT '0000-01-01 00:00:00' AS x)`,
	`SELECT toDate(x) FROM (SELECT '0000-12-31' AS x)`,
	`SELECT timestamp - INTERVAL 3000 YEAR FROM events WHERE uuid = '` + hogqltest.Ev1 + `'`,
	`SELECT timestamp + INTERVAL 8000 YEAR FROM events WHERE uuid = '` + hogqltest.Ev1 + `'`,
	`SELECT toDate(timestamp) - 800000 FROM events WHERE uuid = '` + hogqltest.Ev1 + `'`,
	`SELECT fromUnixTimestamp(-70000000000)`,
	`SELECT fromUnixTimestamp(300000000000)`,
	`SELECT parseDateTimeBestEffort(x) FROM (SELECT '10000-01-01' AS x)`,
}
