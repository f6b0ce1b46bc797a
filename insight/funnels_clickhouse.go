package insight

import (
	"fmt"
	"strings"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// On ClickHouse, an ordered or strict funnel's steps and time_to_convert
// are folded inside the database: the statement returns one row per actor
// (its first-touch breakdown, the step its best path reached and the
// times of that path's steps) instead of one row per step event, and
// funnelShaper ranks and counts those rows as it does the paths it
// follows itself. The path from each start is the one orderedFrom
// follows, computed for every position of the actor's sorted events at
// once, from the last step back to the first: at a step-k event, the path
// goes on with the path of the next step-(k+1) event (ordered:
// arrayReverseFill carries it back; strict: the very next event), so every
// array is walked once per step. excluded reads, for each exclusion, the
// first exclusion event after the event of its from-step. Unordered
// funnels (which step an event counts for depends on the steps done
// before it) and trends (paths per entrance period) keep the step rows.
//
// The layers, each a subquery (hogql inlines the aliases of one SELECT):
//
//	rows:   the step rows of funnelsPlan (actor, timestamp, step_i, exclusion_i, breakdown_i)
//	events: per actor, ev = its rows as sorted tuples (timestamp, -exclusion_i…, step_i…, breakdown_i…)
//	arrays: ts, s_i (step flags), nx_e (time of the next exclusion-e event after each position)
//	c_k / d_k for k = n-1 … 1: c_k = (T_k, T_k+1, …, NX…) at step-k positions (sentinels elsewhere),
//	        d_k = c_k of the next step-k event after each position
//	score:  per position, the step the path from it reaches (-1: no start, or excluded)
//	best:   the best score and its first position; the output row.

// funnelNever is the sentinel time of a step not reached: later than any
// window's end.
const funnelNever = "toDateTime('2200-01-01 00:00:00')"

// funnelFoldsOnClickHouse reports whether the plan folds the paths in the
// database: on ClickHouse, ordered or strict, steps or time_to_convert.
func (c compiler) funnelFoldsOnClickHouse(order, viz string) bool {
	return c.engine == hogql.ClickHouse && order != "unordered" && viz != "trends"
}

// funnelExclusionSteps are the from and to steps of each exclusion.
func funnelExclusionSteps(ff *FunnelsFilter) (from, to []int) {
	for _, ex := range ff.Exclusions {
		f, t := 0, 1
		if ex.FunnelFromStep != nil {
			f = *ex.FunnelFromStep
		}
		if ex.FunnelToStep != nil {
			t = *ex.FunnelToStep
		}
		from, to = append(from, f), append(to, t)
	}
	return from, to
}

// windowEnd is funnelWindow.end of the time t as an expression: calendar
// months overflow into the next month as Go's AddDate does (31 January
// plus one month is 3 March), from the first of t's month.
func (w funnelWindow) endExpr(t hogql.Expr) hogql.Expr {
	n := hogql.Int(int64(w.n))
	switch w.unit {
	case "second":
		return hogql.MustTemplate("__1 + toIntervalSecond(__2)", t, n)
	case "minute":
		return hogql.MustTemplate("__1 + toIntervalMinute(__2)", t, n)
	case "hour":
		return hogql.MustTemplate("__1 + toIntervalHour(__2)", t, n)
	case "week":
		return hogql.MustTemplate("__1 + toIntervalDay(__2)", t, hogql.Int(int64(7*w.n)))
	case "month":
		return hogql.MustTemplate("__1 - toIntervalDay(toDayOfMonth(__1) - 1) + toIntervalMonth(__2) + toIntervalDay(toDayOfMonth(__1) - 1)", t, n)
	}
	return hogql.MustTemplate("__1 + toIntervalDay(__2)", t, n)
}

// clickhouseFunnel wraps rows (the step rows, unordered) into the
// statement that returns one row per actor: actor, breakdown_i…, reached,
// time_0…time_{n-1}.
func (s *funnelShaper) clickhouseFunnel(rows *hogql.Select) *hogql.Select {
	n, nEx, nBd := s.steps, len(s.ff.Exclusions), s.breakdowns
	exFrom, exTo := funnelExclusionSteps(s.ff)
	never := hogql.MustTemplate(funnelNever)
	col := func(name string) hogql.Expr { return hogql.MustTemplate(name) }
	sub := func(sel *hogql.Select) hogql.TableExpr { return subquery(query(0, sel), "") }
	pass := func(names ...string) []*hogql.SelectItem {
		var items []*hogql.SelectItem
		for _, name := range names {
			items = append(items, hogql.Item(col(name), name))
		}
		return items
	}
	// Tuple positions in ev: 1 timestamp, then -exclusion_e, step_i,
	// breakdown_b.
	exPos := func(e int) int { return 2 + e }
	stepPos := func(i int) int { return 2 + nEx + i }
	bdPos := func(b int) int { return 2 + nEx + n + b }

	parts := []hogql.Expr{col("timestamp")}
	for e := 0; e < nEx; e++ {
		parts = append(parts, hogql.MustTemplate(fmt.Sprintf("0 - exclusion_%d", e)))
	}
	for i := 0; i < n; i++ {
		parts = append(parts, col(fmt.Sprintf("step_%d", i)))
	}
	for b := 0; b < nBd; b++ {
		parts = append(parts, col(fmt.Sprintf("breakdown_%d", b)))
	}
	events := selectFrom(sub(rows), nil, []hogql.Expr{col("actor")}, hogql.Item(col("actor"), "actor"),
		hogql.Item(hogql.MustTemplate("arraySort(groupArray(__1))", call("tuple", parts...)), "ev"))

	// The next exclusion-e event after each position.
	kept := []string{"actor", "ev"}
	items := pass("actor", "ev")
	for e := 0; e < nEx; e++ {
		name := fmt.Sprintf("nx_%d", e)
		flagged := hogql.MustTemplate(fmt.Sprintf("arrayMap(x -> if(x.%d = -1, x.1, __1), ev)", exPos(e)), never)
		items = append(items, hogql.Item(shiftArray(hogql.MustTemplate("arrayReverseFill(y -> y < __2, __1)", flagged, never), never), name))
		kept = append(kept, name)
	}
	layer := selectFrom(sub(events), nil, nil, items...)

	var carried []int // the exclusions whose NX d_{k+1} carries, in its order
	for k := n - 1; k >= 1; k-- {
		// c_k = (T_k, d_{k+1}…, NX_e from k) at step-k events, sentinels
		// elsewhere; d_k = c_k of the next step-k event after each position.
		params := []string{"e"}
		arrays := []hogql.Expr{col("ev")}
		if k < n-1 {
			params, arrays = append(params, "d"), append(arrays, col(fmt.Sprintf("d_%d", k+1)))
		}
		var fromK []int
		for e := 0; e < nEx; e++ {
			if exFrom[e] == k {
				fromK = append(fromK, e)
				params, arrays = append(params, fmt.Sprintf("x%d", e)), append(arrays, col(fmt.Sprintf("nx_%d", e)))
			}
		}
		comps := []string{"e.1"}
		if k < n-1 {
			for j := 1; j <= (n-1-k)+len(carried); j++ {
				comps = append(comps, fmt.Sprintf("d.%d", j))
			}
		}
		for _, e := range fromK {
			comps = append(comps, fmt.Sprintf("x%d", e))
		}
		carried = append(carried, fromK...)
		width := len(comps)
		for j, c := range comps {
			comps[j] = fmt.Sprintf("if(e.%d = 1, %s, __1)", stepPos(k), c)
		}
		lam := fmt.Sprintf("%s -> tuple(%s)", lambdaParams(params), strings.Join(comps, ", "))
		dk := arrayMapCall(lam, []hogql.Expr{never}, arrays)
		if s.order != "strict" {
			dk = hogql.MustTemplate("arrayReverseFill(y -> y.1 < __2, __1)", dk, never)
		}
		nevers := make([]hogql.Expr, width)
		for j := range nevers {
			nevers[j] = never
		}
		dName := fmt.Sprintf("d_%d", k)
		layer = selectFrom(sub(layer), nil, nil, append(pass(kept...), hogql.Item(shiftArray(dk, call("tuple", nevers...)), dName))...)
		kept = append(kept, dName)
	}

	// The score of each position: the step its path reaches, -1 when it
	// is no start or an exclusion voids the path. The times of a path
	// only grow, and a step not reached is never: the path reaches the
	// last step whose time is inside the window.
	params := []string{"e", "d"}
	arrays := []hogql.Expr{col("ev"), col("d_1")}
	for e := 0; e < nEx; e++ {
		if exFrom[e] == 0 {
			params, arrays = append(params, fmt.Sprintf("x%d", e)), append(arrays, col(fmt.Sprintf("nx_%d", e)))
		}
	}
	dl := s.win.endExpr(hogql.MustTemplate("e.1"))
	reach := "multiIf("
	for m := n - 1; m >= 1; m-- {
		reach += fmt.Sprintf("d.%d <= __1, %d, ", m, m)
	}
	reach += "0)"
	stepTime := func(m int) string {
		if m == 0 {
			return "e.1"
		}
		return fmt.Sprintf("d.%d", m)
	}
	valid := fmt.Sprintf("e.%d = 1", stepPos(0))
	for e := 0; e < nEx; e++ {
		nx := fmt.Sprintf("x%d", e)
		if exFrom[e] > 0 {
			for j, x := range carried {
				if x == e {
					nx = fmt.Sprintf("d.%d", n-1+j+1)
				}
			}
		}
		valid += fmt.Sprintf(" AND NOT (%s >= %d AND %s > %s AND %s < if(%s >= %d, %s, __1))",
			reach, exFrom[e], nx, stepTime(exFrom[e]), nx, reach, exTo[e], stepTime(exTo[e]))
	}
	lam := fmt.Sprintf("%s -> if(%s, %s, -1)", lambdaParams(params), valid, reach)
	score := arrayMapCall(lam, []hogql.Expr{dl}, arrays)
	layer = selectFrom(sub(layer), nil, nil, append(pass(kept...), hogql.Item(score, "score"))...)
	// The best path: the furthest, from the earliest start among equals.
	best := "multiIf("
	for m := n - 1; m >= 0; m-- {
		best += fmt.Sprintf("has(score, %d), %d, ", m, m)
	}
	best += "-1)"
	layer = selectFrom(sub(layer), nil, nil, append(pass(append(kept, "score")...),
		hogql.Item(hogql.MustTemplate(best), "reached"))...)
	layer = selectFrom(sub(layer), hogql.MustTemplate("reached >= 0"), nil, append(pass(append(kept, "reached")...),
		hogql.Item(hogql.MustTemplate("indexOf(score, reached)"), "start"))...)

	out := pass("actor")
	for b := 0; b < nBd; b++ {
		// First touch: the value at the first step-0 event.
		first := fmt.Sprintf("tupleElement(arrayElement(ev, indexOf(arrayMap(x -> x.%d, ev), 1)), %d)", stepPos(0), bdPos(b))
		out = append(out, hogql.Item(hogql.MustTemplate(first), fmt.Sprintf("breakdown_%d", b)))
	}
	out = append(out, hogql.Item(col("reached"), "reached"), hogql.Item(hogql.MustTemplate("tupleElement(arrayElement(ev, start), 1)"), "time_0"))
	for m := 1; m < n; m++ {
		out = append(out, hogql.Item(hogql.MustTemplate(fmt.Sprintf("tupleElement(arrayElement(d_1, start), %d)", m)), fmt.Sprintf("time_%d", m)))
	}
	final := selectFrom(sub(layer), nil, nil, out...)
	// The actors in the order of the step rows elsewhere: the means of
	// the conversion times add them up in that order.
	final.OrderBy = []*hogql.OrderItem{{Expr: col("actor")}}
	final.Limit = &hogql.Limit{Count: funnelMaxRows + 1, HasCount: true}
	return final
}

// shiftArray is arr without its first element, then last: the value of
// the next position at each one.
func shiftArray(arr, last hogql.Expr) hogql.Expr {
	return hogql.MustTemplate("arrayConcat(arraySlice(__1, 2), [__2])", arr, last)
}

// arrayMapCall is arrayMap(lam, arrays...), where lam's placeholders
// __1… are lamArgs.
func arrayMapCall(lam string, lamArgs, arrays []hogql.Expr) hogql.Expr {
	src := "arrayMap(" + lam
	for i := range arrays {
		src += fmt.Sprintf(", __%d", len(lamArgs)+i+1)
	}
	return hogql.MustTemplate(src+")", append(append([]hogql.Expr{}, lamArgs...), arrays...)...)
}

// lambdaParams writes a lambda's parameters: x, or (x, y, …).
func lambdaParams(params []string) string {
	if len(params) == 1 {
		return params[0]
	}
	return "(" + strings.Join(params, ", ") + ")"
}

// call is the call of a function on arguments.
func call(name string, args ...hogql.Expr) hogql.Expr {
	ph := make([]string, len(args))
	for i := range args {
		ph[i] = fmt.Sprintf("__%d", i+1)
	}
	return hogql.MustTemplate(name+"("+strings.Join(ph, ", ")+")", args...)
}

// clickhouseActors reads the rows of clickhouseFunnel.
func (s funnelShaper) clickhouseActors(t *Table) ([]funnelActor, error) {
	if len(t.Rows) > funnelMaxRows {
		return nil, apierror.Validation("query.dateRange", fmt.Sprintf("The funnel has more than %d actors: narrow the date range or the steps.", funnelMaxRows))
	}
	actors := make([]funnelActor, 0, len(t.Rows))
	for _, r := range t.Rows {
		k := 1
		a := funnelActor{id: fmt.Sprint(r[0])}
		if s.breakdowns > 0 {
			bd := make([]any, s.breakdowns)
			for i := range bd {
				bd[i] = r[k]
				k++
			}
			a.breakdown = marshalBreakdown(bd)
		}
		a.best.reached = int(toFloat(r[k]))
		k++
		for m := 0; m <= a.best.reached; m++ {
			at, err := time.Parse(time.RFC3339Nano, fmt.Sprint(r[k+m]))
			if err != nil {
				return nil, fmt.Errorf("insight: funnel step time %v: %w", r[k+m], err)
			}
			a.best.times = append(a.best.times, at)
		}
		actors = append(actors, a)
	}
	return actors, nil
}
