package hogql

import (
	"math"
	"time"
)

// Constant folding for the places that need a constant (the bounds of
// numbers()): integer arithmetic, conversions and date differences of
// constant arguments are computed at compile time, as ClickHouse does.

// foldInt returns the value of e when it is an integer constant expression.
func foldInt(e expr) (int64, bool) {
	switch e := e.(type) {
	case *litExpr:
		switch v := e.v.(type) {
		case int64:
			return v, true
		case float64:
			if v == math.Trunc(v) && math.Abs(v) < 1<<53 {
				return int64(v), true
			}
		}
	case *unaryExpr:
		if v, ok := foldInt(e.x); ok && e.op == "-" {
			return -v, true
		}
	case *convExpr:
		if e.to == tInt || e.to == tUInt {
			return foldInt(e.x)
		}
	case *binExpr:
		l, okL := foldInt(e.l)
		r, okR := foldInt(e.r)
		if !okL || !okR {
			return 0, false
		}
		return foldArith(e.op, l, r)
	case *callExpr:
		return foldCall(e)
	}
	return 0, false
}

// foldArith computes l op r, refusing overflow and division by zero.
func foldArith(op string, l, r int64) (int64, bool) {
	const lim = 1 << 52
	if l > lim || l < -lim || r > lim || r < -lim {
		return 0, false
	}
	switch op {
	case "+":
		return l + r, true
	case "-":
		return l - r, true
	case "*":
		if p := float64(l) * float64(r); math.Abs(p) < lim {
			return l * r, true
		}
	case "/":
		if r != 0 && l%r == 0 {
			return l / r, true
		}
	case "%":
		if r != 0 {
			return l % r, true
		}
	}
	return 0, false
}

func foldCall(e *callExpr) (int64, bool) {
	if e.over != nil || e.fn.kind != fnScalar {
		return 0, false
	}
	args := make([]int64, 0, len(e.args))
	switch e.fn.name {
	case "dateDiff":
		if len(e.args) != 2 {
			return 0, false
		}
		a, okA := foldTime(e.args[0])
		b, okB := foldTime(e.args[1])
		if !okA || !okB {
			return 0, false
		}
		return dateDiffConst(e.unit, a, b)
	}
	for _, a := range e.args {
		v, ok := foldInt(a)
		if !ok {
			return 0, false
		}
		args = append(args, v)
	}
	switch {
	case e.fn.name == "intDiv" && len(args) == 2 && args[1] != 0:
		return args[0] / args[1], true
	case e.fn.name == "abs" && len(args) == 1 && args[0] != math.MinInt64:
		if args[0] < 0 {
			return -args[0], true
		}
		return args[0], true
	case (e.fn.name == "greatest" || e.fn.name == "least") && len(args) > 0:
		v := args[0]
		for _, a := range args[1:] {
			if e.fn.name == "greatest" && a > v || e.fn.name == "least" && a < v {
				v = a
			}
		}
		return v, true
	}
	return 0, false
}

// foldTime returns the instant of a Date or DateTime constant.
func foldTime(e expr) (time.Time, bool) {
	if c, ok := e.(*convExpr); ok {
		t, ok := foldTime(c.x)
		switch {
		case !ok:
			return t, false
		case c.to == tDate:
			return t.UTC().Truncate(24 * time.Hour), true
		case c.to == tDateTime:
			return t, true
		}
		return t, false
	}
	l, ok := e.(*litExpr)
	if !ok {
		return time.Time{}, false
	}
	s, ok := l.v.(string)
	if !ok {
		return time.Time{}, false
	}
	switch l.t.base {
	case tDateTime:
		t, err := time.Parse(TimeLayout, s)
		return t, err == nil
	case tDate:
		t, err := time.Parse(time.DateOnly, s)
		return t, err == nil
	}
	return time.Time{}, false
}

// dateDiffConst counts the unit boundaries crossed from a to b, as the
// printed dateDiff does (weeks start on Monday).
func dateDiffConst(unit string, a, b time.Time) (int64, bool) {
	a, b = a.UTC(), b.UTC()
	floorDiv := func(x, y int64) int64 {
		q := x / y
		if x%y != 0 && (x < 0) != (y < 0) {
			q--
		}
		return q
	}
	epoch := func(t time.Time, n int64) int64 { return floorDiv(t.Unix(), n) }
	switch unit {
	case "second":
		return b.Unix() - a.Unix(), true
	case "minute":
		return epoch(b, 60) - epoch(a, 60), true
	case "hour":
		return epoch(b, 3600) - epoch(a, 3600), true
	case "day":
		return epoch(b, 86400) - epoch(a, 86400), true
	case "week":
		week := func(t time.Time) int64 { return floorDiv(epoch(t, 86400)+3, 7) }
		return week(b) - week(a), true
	case "month":
		m := func(t time.Time) int64 { return int64(t.Year())*12 + int64(t.Month()) }
		return m(b) - m(a), true
	case "quarter":
		q := func(t time.Time) int64 { return int64(t.Year())*4 + (int64(t.Month())-1)/3 }
		return q(b) - q(a), true
	case "year":
		return int64(b.Year() - a.Year()), true
	}
	return 0, false
}
