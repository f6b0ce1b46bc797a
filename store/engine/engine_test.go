package engine

import (
	"testing"

	"github.com/burrow-analytics/burrow/hogql/hogqltest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

func TestEngineCases(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := loadFixture(t, db)
		for _, tc := range hogqltest.Cases() {
			t.Run(tc.Name, func(t *testing.T) {
				res, err := runQuery(t, db, f.a, tc.SQL)
				if err != nil {
					t.Fatalf("%s\n%v", tc.SQL, err)
				}
				if tc.Want == nil {
					return
				}
				if !sameRows(res.Rows, tc.Want) {
					t.Errorf("%s\n got: %s\nwant: %s", tc.SQL, showRows(res.Rows), showRows(tc.Want))
				}
			})
		}
	})
}
