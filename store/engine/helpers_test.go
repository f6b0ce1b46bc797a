package engine

import (
	"context"
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store"
)

// runQuery compiles q for project team and runs it on db.
func runQuery(t testing.TB, db *store.DB, team int64, q string) (*hogql.Result, error) {
	t.Helper()
	c, err := hogql.Compile(q, hogql.Options{TeamID: team, Engine: Of(db)})
	if err != nil {
		return nil, err
	}
	res, err := New(db).Run(context.Background(), c, hogql.RunOptions{})
	if err != nil {
		return nil, fmt.Errorf("%w\nSQL: %s\nargs: %v", err, c.SQL, c.Args)
	}
	return res, nil
}

func mustQuery(t testing.TB, db *store.DB, team int64, q string) *hogql.Result {
	t.Helper()
	res, err := runQuery(t, db, team, q)
	if err != nil {
		t.Fatalf("%s\n%v", q, err)
	}
	return res
}

// sameValue compares result values, floats with a relative tolerance (the
// databases may sum floating-point numbers in different orders).
func sameValue(a, b any) bool {
	switch a := a.(type) {
	case float64:
		bf, ok := b.(float64)
		if !ok {
			return false
		}
		if a == bf {
			return true
		}
		return math.Abs(a-bf) <= 1e-9*math.Max(math.Abs(a), math.Abs(bf))
	case []any:
		bs, ok := b.([]any)
		if !ok || len(a) != len(bs) {
			return false
		}
		for i := range a {
			if !sameValue(a[i], bs[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		bm, ok := b.(map[string]any)
		if !ok || len(a) != len(bm) {
			return false
		}
		for k, v := range a {
			if !sameValue(v, bm[k]) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(a, b)
}

func sameRows(a, b [][]any) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !sameValue([]any(a[i]), []any(b[i])) {
			return false
		}
	}
	return true
}

func showRows(rows [][]any) string {
	var b strings.Builder
	for _, r := range rows {
		b.WriteString("\n    [")
		for i, v := range r {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%T(%v)", v, v)
		}
		b.WriteString("]")
	}
	return b.String()
}
