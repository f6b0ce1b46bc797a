package insight

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// On ClickHouse, ordered and strict funnels are folded inside the
// database: a layer of the statement holds one row per actor (its
// first-touch breakdown, the step its best path reached and the keys,
// hence times, of that path's steps; for trends also the bucket of every
// start whose path counts, with the step it reaches) instead of one row
// per step event, and the statement sums those rows per breakdown value
// (steps: clickhouseSteps; trends, per bucket too: clickhouseTrends) or
// collects the conversion times (time_to_convert: clickhouseConvert);
// funnelShaper ranks the values and shapes the answer as it does for the
// paths it follows itself. The path from each start is the one orderedFrom
// follows, computed for every position of the actor's sorted events at
// once, from the last step back to the first: at a step-k event, the path
// goes on with the path of the next step-(k+1) event (ordered:
// arrayReverseFill carries it back; strict: the very next event), so every
// array is walked once per step. excluded reads, for each exclusion, the
// first exclusion event at a later instant than its from-step's (one at
// that instant, sorting after the from-step, is not strictly after it and
// must not hide a later one). Unordered
// funnels fold when their steps are EventsNodes, steps of one event having
// one condition (clickhouseUnordered): an event then matches no step or
// all the steps of its class, so from a start the j-th step of a class is
// done at the class's j-th event in the window, whatever the steps done
// before. Other unordered funnels (which step an event counts for depends
// on the steps done before it: a fold over the events per start) keep the
// step rows, as do funnels of more than funnelKeyMaxBits steps
// and exclusions (their flags would not fit in the keys) or with a window
// over a century.
//
// The layers, each a subquery (hogql inlines the aliases of one SELECT):
//
//	rows:   the step rows of funnelsPlan (actor, timestamp, step_i, exclusion_i, breakdown_i)
//	events: per actor, ev = its rows as sorted keys (time and flags, below); the breakdowns
//	        (raw, bds), for month windows each position's window end (ends) and for
//	        trends each position's bucket (bk)
//	ux_e:   the first exclusion-e key at a later instant than each position's
//	        (laterExclusions)
//	d_k for k = n-1 … 1: at each position, c_k of the next step-k event, c_k being
//	        (K_k, K_k+1, …, UX…) at step-k events (sentinels elsewhere), one array
//	        per component: d_k_1 (K_k), d_k_2, …, as for the last step
//	score:  per position, the step the path from it reaches (-1: no start, or excluded)
//	best:   the best score and its first position; the output row.
//
// Unordered (clickhouseUnordered), after events:
//
//	ux_e:   as above
//	u_k:    at each position, (K, ux_0, …) of the first step-k event at or after it (the
//	        class's j-th for its j-th step: at a class event, u of the step before, shifted)
//	score:  the u_k inside the window, less one; their keys sorted are the path
//	best:   as above.

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

// The events of an actor are sorted as Int64 keys, far cheaper to gather
// and sort than tuples: key = (µs since 1900) * 2^bits + flags, the flags
// being exclusion_e (bit e) and step_i (bit nEx+i), so that at one instant
// an event that is only an exclusion sorts before the steps. A key
// compares with a time's bound in key space: at or before the µs u is
// key < (u+1) * 2^bits.
const (
	funnelKeyMaxBits = 9                // steps + exclusions: keys of 2299 (< 6.5e18), plus funnelMaxWindow, still fit in Int64
	funnelKeyOffset  = 2208988800000000 // µs from 1900-01-01 to 1970-01-01
	funnelNeverKey   = "4611686018427387904"
	// funnelHoleKey marks, in a component of d_k other than K_k, a
	// position that is no step-k event: above never, so that it compares
	// as never does.
	funnelHoleKey = "4611686018427387905"
	// funnelMaxWindow bounds the window in µs (fixed units), far from
	// the keys' overflow.
	funnelMaxWindow = int64(100 * 366 * 24 * time.Hour / time.Microsecond)
)

// funnelFoldsOnClickHouse reports whether the funnel's paths are folded in
// the database: on ClickHouse, ordered, strict or unordered with one
// condition per step event (unorderedClasses), with at most
// funnelKeyMaxBits steps and exclusions and a window of at most a century.
func (c compiler) funnelFoldsOnClickHouse(sh *funnelShaper) bool {
	if c.engine != hogql.ClickHouse || sh.order == "unordered" && !unorderedFolds(sh) ||
		sh.steps+len(sh.ff.Exclusions) > funnelKeyMaxBits {
		return false
	}
	if sh.viz == "trends" {
		// The fold buckets each start by its wall time (bucketIndex), the
		// shaper by instants: the same where the zone keeps one offset over
		// the range. Elsewhere (a clock change inside it), and past the
		// most buckets (the shaper's error), the step rows.
		bs, err := sh.w.buckets(sh.w.from)
		if err != nil || len(bs) == 0 || !oneOffset(sh.w.loc, bs[0], sh.w.next(bs[len(bs)-1])) {
			return false
		}
	}
	return sh.win.unit == "month" && sh.win.n <= 1200 || sh.win.micros() <= funnelMaxWindow
}

// oneOffset reports whether loc keeps one UTC offset from lo to hi.
func oneOffset(loc *time.Location, lo, hi time.Time) bool {
	_, off := lo.In(loc).Zone()
	for t := lo.In(loc); t.Before(hi); {
		_, end := t.ZoneBounds()
		if end.IsZero() || !end.After(t) || !end.Before(hi) {
			return true
		}
		if _, o := end.In(loc).Zone(); o != off {
			return false
		}
		t = end.In(loc)
	}
	return true
}

// unorderedFolds reports whether an unordered funnel folds.
func unorderedFolds(sh *funnelShaper) bool {
	_, ok := sh.unorderedClasses()
	return ok
}

// unorderedClasses returns, for each step of an unordered funnel, the
// step before it that matches the same events (-1 for none); ok is false
// when some event could match two steps of different conditions. Every
// step must be an EventsNode of one event, and steps of one event must
// have the same condition: then an event matches no step or all the steps
// of its class, the j-th event of a class counting for its j-th step.
func (s *funnelShaper) unorderedClasses() (prev []int, ok bool) {
	conds := make([]string, len(s.q.Series))
	for i := range s.q.Series {
		node := &s.q.Series[i]
		if node.Kind != "EventsNode" && node.Kind != "" || node.Event == nil {
			return nil, false
		}
		cond, err := node.where(fmt.Sprintf("query.series.%d", i))
		if err != nil {
			return nil, false
		}
		conds[i] = hogql.FormatExpr(cond)
		prev = append(prev, -1)
		for j := i - 1; j >= 0; j-- {
			if *s.q.Series[j].Event != *node.Event {
				continue
			}
			if conds[j] != conds[i] {
				return nil, false
			}
			prev[i] = j
			break
		}
	}
	return prev, true
}

// micros is a window of a fixed unit in µs (0 for months).
func (w funnelWindow) micros() int64 {
	unit := map[string]time.Duration{"second": time.Second, "minute": time.Minute, "hour": time.Hour,
		"day": 24 * time.Hour, "week": 7 * 24 * time.Hour}[w.unit]
	if unit == 0 {
		return 0
	}
	if int64(w.n) > funnelMaxWindow/int64(unit/time.Microsecond) {
		return funnelMaxWindow + 1
	}
	return int64(w.n) * int64(unit/time.Microsecond)
}

// funnelMicros is a time as µs since 1900.
func funnelMicros(t hogql.Expr) hogql.Expr {
	return hogql.MustTemplate("ifNull(toUnixTimestamp64Micro(__1), 0) + __2", t, hogql.Int(funnelKeyOffset))
}

// clickhouseFunnel wraps rows (the step rows, unordered) into the
// statement of the fold: one row per actor (breakdown_i…, reached,
// key_0…key_{n-1}, the keys of the path's steps; for trends actor,
// starts and scores), summed as clickhouseBest says.
func (s *funnelShaper) clickhouseFunnel(rows *hogql.Select) *hogql.Select {
	n, nEx, nBd := s.steps, len(s.ff.Exclusions), s.breakdowns
	exFrom, exTo := funnelExclusionSteps(s.ff)
	m := int64(1) << (n + nEx) // 2^bits
	never := hogql.MustTemplate(funnelNeverKey)
	stepBit := func(i int) int { return nEx + i }

	key := fmt.Sprintf("__1 * %d", m)
	for e := 0; e < nEx; e++ {
		key += fmt.Sprintf(" + exclusion_%d * %d", e, int64(1)<<e)
	}
	for i := 0; i < n; i++ {
		key += fmt.Sprintf(" + step_%d * %d", i, int64(1)<<stepBit(i))
	}
	// A key is below 2^63 (funnelKeyMaxBits): no overflow check.
	keyExpr := hogql.NoOverflow(hogql.MustTemplate(key, funnelMicros(foldCol("timestamp"))))
	groups := []*hogql.SelectItem{hogql.Item(foldCol("actor"), "actor"), hogql.Item(hogql.MustTemplate("arraySort(groupArray(__1))", keyExpr), "ev")}
	kept := []string{"actor", "ev"}
	if nBd > 0 {
		// The breakdown values in the order of raw, the keys unsorted.
		var bds []hogql.Expr
		for b := 0; b < nBd; b++ {
			bds = append(bds, foldCol(fmt.Sprintf("breakdown_%d", b)))
		}
		groups = append(groups, hogql.Item(hogql.MustTemplate("groupArray(__1)", keyExpr), "raw"),
			hogql.Item(hogql.MustTemplate("groupArray(__1)", call("tuple", bds...)), "bds"))
		kept = append(kept, "raw", "bds")
	}
	if s.win.unit == "month" {
		// The window's end of each position, in key space: at one instant
		// every key ends the same.
		end := s.win.endExpr(foldCol("t"))
		groups = append(groups, hogql.Item(hogql.MustTemplate(fmt.Sprintf("arrayMap(t -> (__1) * %d, arraySort(groupArray(timestamp)))", m), funnelMicros(end)), "ends"))
		kept = append(kept, "ends")
	}
	if s.viz == "trends" {
		// Each position's bucket of the interval (ifNull: -1 for none),
		// in the order of ev: at one instant every key has the same.
		lo, hi := s.w.scanRange(time.Time{}) // "all" is refused for funnel trends
		buckets, _ := s.w.buckets(s.w.from)  // funnelFoldsOnClickHouse checked it
		idx := hogql.MustTemplate("ifNull(__1, -1)", s.w.bucketIndex(foldCol("t"), lo, hi, buckets))
		groups = append(groups, hogql.Item(hogql.MustTemplate("arrayMap(t -> __1, arraySort(groupArray(timestamp)))", idx), "bk"))
		kept = append(kept, "bk")
	}
	events := selectFrom(foldSub(rows), nil, []hogql.Expr{foldCol("actor")}, groups...)

	if s.order == "unordered" {
		return s.clickhouseUnordered(events, kept)
	}

	layer, kept := laterExclusions(events, kept, nEx, m)

	var carried []int // the exclusions whose UX d_{k+1} carries, in its order
	width := 0        // of d_{k+1}'s paths
	hole := hogql.MustTemplate(funnelHoleKey)
	for k := n - 1; k >= 1; k-- {
		// c_k = (K_k, d_{k+1}…, UX_e from k) at step-k events, sentinels
		// elsewhere; d_k = c_k of the next step-k event after each
		// position, one array per component (d_k_j): arrays of tuples
		// cost ClickHouse about a tenth of the statement more.
		srcs := []hogql.Expr{foldCol("ev")}
		if k < n-1 {
			for j := 1; j <= width; j++ {
				srcs = append(srcs, foldCol(funnelPathCol(k+1, j)))
			}
		}
		for e := 0; e < nEx; e++ {
			if exFrom[e] == k {
				carried = append(carried, e)
				srcs = append(srcs, foldCol(fmt.Sprintf("ux_%d", e)))
			}
		}
		width = len(srcs)
		items := foldPass(kept...)
		for j, src := range srcs {
			// K_k keeps its key at step-k events, never elsewhere; the
			// other components their value (never too, at times), a
			// hole elsewhere, which the fill replaces by the next step-k
			// event's, and which compares as never does.
			var vals, filled hogql.Expr
			if j == 0 {
				vals = hogql.MustTemplate(fmt.Sprintf("arrayMap(e -> if(%s, e, __1), ev)", keyBit("e", stepBit(k))), never)
				filled = hogql.MustTemplate("arrayReverseFill(y -> y < __2, __1)", vals, never)
			} else {
				vals = arrayMapCall(fmt.Sprintf("(e, c) -> if(%s, c, __1)", keyBit("e", stepBit(k))), []hogql.Expr{hole}, []hogql.Expr{foldCol("ev"), src})
				filled = hogql.MustTemplate("arrayReverseFill(y -> y != __2, __1)", vals, hole)
			}
			if s.order != "strict" {
				vals = filled
			}
			name := funnelPathCol(k, j+1)
			items = append(items, hogql.Item(shiftArray(vals, never), name))
			kept = append(kept, name)
		}
		layer = selectFrom(foldSub(layer), nil, nil, items...)
	}

	// The score of each position: the step its path reaches, -1 when it
	// is no start or an exclusion voids the path. The keys of a path
	// only grow, and a step not reached is never: the path reaches the
	// last step inside the window.
	params := []string{"e"}
	arrays := []hogql.Expr{foldCol("ev")}
	for j := 1; j <= width; j++ {
		params, arrays = append(params, fmt.Sprintf("d%d", j)), append(arrays, foldCol(funnelPathCol(1, j)))
	}
	end := fmt.Sprintf("(%s + %d)", keyFloor("e", m), s.win.micros()*m) // the window's end in key space
	if s.win.unit == "month" {
		params, arrays, end = append(params, "w"), append(arrays, foldCol("ends")), "w"
	}
	for e := 0; e < nEx; e++ {
		if exFrom[e] == 0 {
			params, arrays = append(params, fmt.Sprintf("x%d", e)), append(arrays, foldCol(fmt.Sprintf("ux_%d", e)))
		}
	}
	reach := "multiIf("
	for j := n - 1; j >= 1; j-- {
		reach += fmt.Sprintf("d%d < %s + %d, %d, ", j, end, m, j)
	}
	reach += "0)"
	stepKey := func(j int) string {
		if j == 0 {
			return "e"
		}
		return fmt.Sprintf("d%d", j)
	}
	valid := keyBit("e", stepBit(0))
	for e := 0; e < nEx; e++ {
		ux := fmt.Sprintf("x%d", e)
		if exFrom[e] > 0 {
			for j, x := range carried {
				if x == e {
					ux = fmt.Sprintf("d%d", n-1+j+1)
				}
			}
		}
		// The first exclusion event after the from-step's instant
		// (ux), strictly before the to-step (or the window's end).
		valid += fmt.Sprintf(" AND NOT (%s >= %d AND %s < if(%s >= %d, %s, %s))",
			reach, exFrom[e], ux, reach, exTo[e], keyFloor(stepKey(exTo[e]), m), end)
	}
	lam := fmt.Sprintf("%s -> if(%s, %s, -1)", lambdaParams(params), valid, reach)
	score := arrayMapCall(lam, nil, arrays)
	if s.win.unit != "month" {
		// A key or never plus a window of at most funnelMaxWindow and one
		// µs stays below 2^63 (funnelKeyMaxBits): no overflow check, a cost
		// per element. A month window's ends come from date arithmetic.
		score = hogql.NoOverflow(score)
	}
	layer = selectFrom(foldSub(layer), nil, nil, append(foldPass(kept...), hogql.Item(score, "score"))...)
	keys := []hogql.Expr{hogql.MustTemplate("arrayElement(ev, start)")}
	for j := 1; j < n; j++ {
		keys = append(keys, hogql.MustTemplate(fmt.Sprintf("arrayElement(%s, start)", funnelPathCol(1, j))))
	}
	return s.clickhouseBest(layer, kept, keys)
}

// clickhouseBest wraps layer, whose columns are kept and score (per
// position, the step the path from it reaches, -1 for none), into a row
// per actor (keys are the path's keys from the position start) and those
// into the visualization's sums (clickhouseSteps, clickhouseConvert,
// clickhouseTrends).
func (s *funnelShaper) clickhouseBest(layer *hogql.Select, kept []string, keys []hogql.Expr) *hogql.Select {
	n, nEx := s.steps, len(s.ff.Exclusions)
	m := int64(1) << (n + nEx)
	// The best path: the furthest (scores are -1 to n-1, and ev is never
	// empty: foldArrays), from the earliest start among equals.
	layer = selectFrom(foldSub(layer), nil, nil, append(foldPass(append(kept, "score")...),
		hogql.Item(hogql.MustTemplate("arrayMax(score)"), "reached"))...)
	layer = selectFrom(foldSub(layer), hogql.MustTemplate("reached >= 0"), nil, append(foldPass(append(kept, "reached", "score")...),
		hogql.Item(hogql.MustTemplate("indexOf(score, reached)"), "start"))...)

	// The actor's id is only kept for trends (one count per actor and
	// bucket): the actors behind a data point have statements of their
	// own.
	var out []*hogql.SelectItem
	// First touch: the value at the first step-0 event (unordered: the
	// first step event).
	touch := keyBit("x", nEx)
	if s.order == "unordered" {
		touch = fmt.Sprintf("x %% %d >= %d", m, int64(1)<<nEx)
	}
	for b := 0; b < s.breakdowns; b++ {
		first := fmt.Sprintf("tupleElement(arrayElement(bds, indexOf(raw, arrayFirst(x -> %s, ev))), %d)", touch, b+1)
		out = append(out, hogql.Item(hogql.MustTemplate(first), fmt.Sprintf("breakdown_%d", b)))
	}
	if s.viz == "trends" {
		// Trends: the bucket of every start whose path counts, with the
		// step it reaches.
		out = append(out, hogql.Item(foldCol("actor"), "actor"),
			hogql.Item(hogql.SameLength(hogql.MustTemplate("arrayFilter((b, c) -> c >= 0, bk, score)")), "starts"),
			hogql.Item(hogql.MustTemplate("arrayFilter(c -> c >= 0, score)"), "scores"))
	}
	out = append(out, hogql.Item(foldCol("reached"), "reached"))
	for j, key := range keys {
		out = append(out, hogql.Item(key, fmt.Sprintf("key_%d", j)))
	}
	// The actors come in any order: the means of the conversion times do
	// not depend on it (mean).
	final := selectFrom(foldSub(layer), nil, nil, out...)
	switch s.viz {
	case "time_to_convert":
		return s.clickhouseConvert(final)
	case "trends":
		return s.clickhouseTrends(final)
	}
	return s.clickhouseSteps(final)
}

// clickhouseTrends counts, from the actor rows of clickhouseBest (with
// trends' actor, starts and scores), per breakdown value and bucket the
// actors whose best path from a start in the bucket reached fromStep
// (n_from) and toStep (n_to); a row of kind 1 per breakdown value counts
// its actors (for the ranking), those of kind 0 the buckets.
func (s *funnelShaper) clickhouseTrends(actors *hogql.Select) *hogql.Select {
	bds, bdCols := s.breakdownItems()
	// Per actor and bucket, the furthest step from a start in it.
	perBucket := selectFrom(foldSub(actors), nil,
		append(append([]hogql.Expr{foldCol("actor")}, bdCols...), foldCol("kind"), foldCol("b")),
		append(append([]*hogql.SelectItem{}, bds...),
			hogql.Item(hogql.MustTemplate("tupleElement(x, 1)"), "kind"),
			hogql.Item(hogql.MustTemplate("tupleElement(x, 2)"), "b"),
			hogql.Item(hogql.MustTemplate("max(tupleElement(x, 3))"), "r"))...)
	// starts and scores are filtered alike from bk and score, of one length.
	pairs := hogql.SameLength(hogql.MustTemplate("arrayMap((b, c) -> (0, b, c), starts, scores)"))
	perBucket.ArrayJoins = []*hogql.Aliased{{X: hogql.MustTemplate("arrayConcat([(1, -1, 0)], __1)", pairs), Name: "x"}}
	sums := selectFrom(foldSub(perBucket), nil, append(append([]hogql.Expr{}, bdCols...), foldCol("kind"), foldCol("b")),
		append(append([]*hogql.SelectItem{}, bds...),
			hogql.Item(foldCol("kind"), "kind"), hogql.Item(foldCol("b"), "b"),
			hogql.Item(hogql.MustTemplate("count()"), "actors"),
			hogql.Item(hogql.MustTemplate(fmt.Sprintf("countIf(r >= %d)", s.fromStep)), "n_from"),
			hogql.Item(hogql.MustTemplate(fmt.Sprintf("countIf(r >= %d)", s.toStep)), "n_to"))...)
	sums.Limit = &hogql.Limit{Count: funnelMaxRows + 1, HasCount: true}
	return sums
}

// clickhouseConvert collects, from the actor rows of clickhouseBest, the
// time each actor that reached toStep took from fromStep (µs times
// 2^bits, as clickhouseSteps' conv_i): one row, for time_to_convert.
func (s *funnelShaper) clickhouseConvert(actors *hogql.Select) *hogql.Select {
	m := int64(1) << (s.steps + len(s.ff.Exclusions))
	conv := convList(fmt.Sprintf("groupArrayIf(%s - %s, reached >= %d)",
		keyFloor(fmt.Sprintf("key_%d", s.toStep), m), keyFloor(fmt.Sprintf("key_%d", s.fromStep), m), s.toStep))
	return selectFrom(foldSub(actors), nil, nil, hogql.Item(conv, "conv"))
}

// convList is the array of key differences diffs as one string, the
// numbers separated by commas (convTimes reads them): the ClickHouse
// client decodes an array cell element by element through reflection, 6.7
// CPU-ms for a 3-step funnel's 14,000 conversion times in a profile of
// Burrow answering it; parsing them as text took 1.0 ms.
func convList(diffs string) hogql.Expr {
	return hogql.MustTemplate("arrayStringConcat(__1, ',')", hogql.NoOverflow(hogql.MustTemplate(diffs)))
}

// clickhouseSteps sums the actor rows of clickhouseBest per breakdown
// value, for the steps visualization: breakdown_i…, then per step i the
// actors that reached it (count_i) and, from the second step on, each
// one's time from step i-1 to step i in µs times 2^bits (conv_i, in any
// order). The shaper ranks the values by count_0 and merges those folded
// into Other (clickhouseStepsResult), so the statement returns a row per
// breakdown value instead of one per actor.
func (s *funnelShaper) clickhouseSteps(actors *hogql.Select) *hogql.Select {
	m := int64(1) << (s.steps + len(s.ff.Exclusions))
	out, groupBy := s.breakdownItems()
	for i := 0; i < s.steps; i++ {
		out = append(out, hogql.Item(hogql.MustTemplate(fmt.Sprintf("countIf(reached >= %d)", i)), fmt.Sprintf("count_%d", i)))
		if i > 0 {
			// A key is (µs + offset) * m + flags: the difference of
			// the floors is the time in µs, times m.
			conv := convList(fmt.Sprintf("groupArrayIf(%s - %s, reached >= %d)",
				keyFloor(fmt.Sprintf("key_%d", i), m), keyFloor(fmt.Sprintf("key_%d", i-1), m), i))
			out = append(out, hogql.Item(conv, fmt.Sprintf("conv_%d", i)))
		}
	}
	sums := selectFrom(foldSub(actors), nil, groupBy, out...)
	sums.Limit = &hogql.Limit{Count: funnelMaxRows + 1, HasCount: true}
	return sums
}

// clickhouseUnordered is clickhouseFunnel's fold of an unordered funnel
// whose steps form classes of one condition (unorderedClasses): from a
// start, the j-th step of a class is done when the class's j-th event from
// the start falls in the start's window, at that event, so the path's keys
// are those of each step's event, sorted. events is the events layer, with
// columns kept.
func (s *funnelShaper) clickhouseUnordered(events *hogql.Select, kept []string) *hogql.Select {
	n, nEx := s.steps, len(s.ff.Exclusions)
	exFrom, exTo := funnelExclusionSteps(s.ff)
	m := int64(1) << (n + nEx)
	never := hogql.MustTemplate(funnelNeverKey)

	layer, kept := laterExclusions(events, kept, nEx, m)

	// u_k: at each position, (K, ux_0, …) of the first step-k event at or
	// after it; K alone without exclusions.
	nevers := []hogql.Expr{never}
	params := []string{"x"}
	arrays := []hogql.Expr{foldCol("ev")}
	for e := 0; e < nEx; e++ {
		nevers = append(nevers, never)
		params, arrays = append(params, fmt.Sprintf("c%d", e)), append(arrays, foldCol(fmt.Sprintf("ux_%d", e)))
	}
	path, none, noneText := "x", never, funnelNeverKey
	if nEx > 0 {
		path, none = "tuple(x, "+strings.Join(params[1:], ", ")+")", call("tuple", nevers...)
		noneText = "tuple(" + strings.Repeat(funnelNeverKey+", ", nEx) + funnelNeverKey + ")"
	}
	width := 1 + nEx // of the u_k's paths: the key, then ux_0…
	prev, _ := s.unorderedClasses()
	var us []string
	for k := 0; k < n; k++ {
		var vals hogql.Expr
		if prev[k] < 0 {
			lam := fmt.Sprintf("%s -> if(%s, %s, __1)", lambdaParams(params), keyBit("x", nEx+k), path)
			vals = arrayMapCall(lam, []hogql.Expr{none}, arrays)
		} else {
			// The step after prev[k] in its class: at an event of the
			// class, the event prev[k] takes after this one.
			lam := fmt.Sprintf("(x, d) -> if(%s, d, __1)", keyBit("x", nEx+k))
			vals = arrayMapCall(lam, []hogql.Expr{none}, []hogql.Expr{foldCol("ev"), shiftArray(foldCol(us[prev[k]]), none)})
		}
		uk := hogql.MustTemplate(fmt.Sprintf("arrayReverseFill(y -> %s < __2, __1)", pathElem("y", width, 1)), vals, never)
		name := fmt.Sprintf("u_%d", k)
		// A layer per step: the next reads the one before.
		layer = selectFrom(foldSub(layer), nil, nil, append(foldPass(kept...), hogql.Item(uk, name))...)
		kept = append(kept, name)
		us = append(us, name)
	}

	// The score of each position: the steps done in its window, less one;
	// -1 when it is no step event or an exclusion voids the path.
	params = []string{"e"}
	arrays = []hogql.Expr{foldCol("ev")}
	end := fmt.Sprintf("(%s + %d)", keyFloor("e", m), s.win.micros()*m) // the window's end in key space
	if s.win.unit == "month" {
		params, arrays, end = append(params, "w"), append(arrays, foldCol("ends")), "w"
	}
	for k := 0; k < n; k++ {
		params, arrays = append(params, fmt.Sprintf("v%d", k)), append(arrays, foldCol(us[k]))
	}
	inWindow := func(v string) string { return fmt.Sprintf("%s < %s + %d", pathElem(v, width, 1), end, m) }
	var counts, sorted []string
	for k := 0; k < n; k++ {
		v := fmt.Sprintf("v%d", k)
		counts = append(counts, fmt.Sprintf("if(%s, 1, 0)", inWindow(v)))
		sorted = append(sorted, fmt.Sprintf("if(%s, %s, %s)", inWindow(v), v, noneText))
	}
	reach := "(" + strings.Join(counts, " + ") + " - 1)"
	// The path's steps in the order they happen (sentinels last).
	pathKeys := "arraySort([" + strings.Join(sorted, ", ") + "])"
	valid := fmt.Sprintf("e %% %d >= %d", m, int64(1)<<nEx)
	for e := 0; e < nEx; e++ {
		// The first exclusion event after the from-step, before the
		// to-step (or the window's end).
		nx := fmt.Sprintf("tupleElement(arrayElement(%s, %d), %d)", pathKeys, exFrom[e]+1, e+2)
		to := fmt.Sprintf("tupleElement(arrayElement(%s, %d), 1)", pathKeys, exTo[e]+1)
		valid += fmt.Sprintf(" AND NOT (%s >= %d AND %s < if(%s >= %d, %s, %s))", reach, exFrom[e], nx, reach, exTo[e], keyFloor(to, m), end)
	}
	lam := fmt.Sprintf("%s -> if(%s, %s, -1)", lambdaParams(params), valid, reach)
	score := arrayMapCall(lam, nil, arrays)
	if s.win.unit != "month" {
		score = hogql.NoOverflow(score) // as clickhouseFunnel's
	}
	layer = selectFrom(foldSub(layer), nil, nil, append(foldPass(kept...), hogql.Item(score, "score"))...)

	// The best path's keys, sorted.
	startEnd := fmt.Sprintf("(%s + %d)", keyFloor("arrayElement(ev, start)", m), s.win.micros()*m)
	if s.win.unit == "month" {
		startEnd = "arrayElement(ends, start)"
	}
	var at []string
	for k := 0; k < n; k++ {
		v := pathElem(fmt.Sprintf("arrayElement(%s, start)", us[k]), width, 1)
		at = append(at, fmt.Sprintf("if(%s < %s + %d, %s, %s)", v, startEnd, m, v, funnelNeverKey))
	}
	var keys []hogql.Expr
	for j := 0; j < n; j++ {
		key := hogql.MustTemplate(fmt.Sprintf("arrayElement(arraySort([%s]), %d)", strings.Join(at, ", "), j+1))
		if s.win.unit != "month" {
			key = hogql.NoOverflow(key)
		}
		keys = append(keys, key)
	}
	return s.clickhouseBest(layer, kept, keys)
}

// laterExclusions wraps events (columns kept, ev among them; m = 2^bits)
// into a layer that adds ux_e for each of the nEx exclusions: the first
// exclusion-e key at a later instant than each position's (the first at
// or after each position, read at the first position of the next
// instant). An exclusion at the position's instant is never strictly
// after it, and reading it would hide a later one. It returns the layer
// and its columns (events and kept when nEx is 0).
func laterExclusions(events *hogql.Select, kept []string, nEx int, m int64) (*hogql.Select, []string) {
	if nEx == 0 {
		return events, kept
	}
	never := hogql.MustTemplate(funnelNeverKey)
	items := foldPass(kept...)
	kept = append([]string{}, kept...)
	prev := hogql.MustTemplate(fmt.Sprintf("arrayConcat([%d], arraySlice(ev, 1, length(ev) - 1))", -m))
	for e := 0; e < nEx; e++ {
		flagged := hogql.MustTemplate(fmt.Sprintf("arrayMap(x -> if(%s, x, __1), ev)", keyBit("x", e)), never)
		atOrAfter := hogql.MustTemplate("arrayReverseFill(y -> y < __2, __1)", flagged, never)
		// -1 marks the positions after the first of their instant.
		marked := hogql.SameLength(hogql.MustTemplate(fmt.Sprintf("arrayMap((a, x, p) -> if(%s = %s, -1, a), __1, ev, __2)", keyFloor("x", m), keyFloor("p", m)), atOrAfter, prev))
		later := hogql.MustTemplate("arraySlice(arrayReverseFill(y -> y >= 0, arrayConcat(__1, [__2])), 2)", marked, never)
		name := fmt.Sprintf("ux_%d", e)
		items = append(items, hogql.Item(hogql.NoOverflow(later), name))
		kept = append(kept, name)
	}
	return selectFrom(foldSub(events), nil, nil, items...), kept
}

// The folds' layers, each a subquery of the next, name their columns
// with these.
//
// foldArrays: every array of a fold has one element per position of ev,
// so the fold zips them as they are (hogql.SameLength): ev has at least
// one element (an actor's group has a row, and a key is never NULL, which
// groupArray would leave out), a map, fill or sort of an array keeps its
// length, and shiftArray and laterExclusions' prev drop one element and
// add one. raw, bds and ends are gathered from the same rows as ev.

// funnelPathCol names component j (from 1) of d_k: K_k, then those of
// d_{k+1}, then the UX of the exclusions from step k.
func funnelPathCol(k, j int) string { return fmt.Sprintf("d_%d_%d", k, j) }

// foldCol is the column name of the layer below.
func foldCol(name string) hogql.Expr { return hogql.MustTemplate(name) }

// foldSub is the layer sel as the FROM of the next.
func foldSub(sel *hogql.Select) hogql.TableExpr { return subquery(query(0, sel), "") }

// foldPass selects the columns names of the layer below unchanged.
func foldPass(names ...string) []*hogql.SelectItem {
	items := make([]*hogql.SelectItem, 0, len(names))
	for _, name := range names {
		items = append(items, hogql.Item(foldCol(name), name))
	}
	return items
}

// keyBit tests bit b of the key x.
func keyBit(x string, b int) string {
	return fmt.Sprintf("%s %% %d >= %d", x, int64(2)<<b, int64(1)<<b)
}

// keyFloor is the key x without its flags (m = 2^bits): the first key of
// its instant.
func keyFloor(x string, m int64) string { return fmt.Sprintf("(%s - %s %% %d)", x, x, m) }

// pathElem is component j (from 1) of the path x of width components: a
// path of one key is that key, not a tuple of one.
func pathElem(x string, width, j int) string {
	if width == 1 {
		return x
	}
	return fmt.Sprintf("%s.%d", x, j)
}

// shiftArray is arr without its first element, then last: the value of
// the next position at each one.
func shiftArray(arr, last hogql.Expr) hogql.Expr {
	return hogql.MustTemplate("arrayConcat(arraySlice(__1, 2), [__2])", arr, last)
}

// arrayMapCall is arrayMap(lam, arrays...), where lam's placeholders
// __1… are lamArgs. The arrays are the fold's, one element per position
// of ev (foldArrays), hence of one length: hogql.SameLength.
func arrayMapCall(lam string, lamArgs, arrays []hogql.Expr) hogql.Expr {
	src := "arrayMap(" + lam
	for i := range arrays {
		src += fmt.Sprintf(", __%d", len(lamArgs)+i+1)
	}
	return hogql.SameLength(hogql.MustTemplate(src+")", append(append([]hogql.Expr{}, lamArgs...), arrays...)...))
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

// int64Cell reads an Int64 cell exactly (a fold's key, a difference of
// keys, a bit mask): an int64, as the runner gives an Int64; another form
// is read from its text. toFloat would round past 2^53.
func int64Cell(v any) (int64, error) {
	n, ok := v.(int64)
	if !ok {
		var err error
		if n, err = strconv.ParseInt(fmt.Sprint(v), 10, 64); err != nil {
			return 0, fmt.Errorf("insight: Int64 cell %v: %w", v, err)
		}
	}
	return n, nil
}

// convTimes appends to into the conversion times of cell, key
// differences (µs times 2^bits) separated by commas (convList).
func (s funnelShaper) convTimes(into []time.Duration, cell any) ([]time.Duration, error) {
	list, ok := cell.(string)
	if !ok && cell != nil {
		return nil, fmt.Errorf("insight: funnel conversion times %T", cell)
	}
	bits := s.steps + len(s.ff.Exclusions)
	for list != "" {
		var v string
		v, list, _ = strings.Cut(list, ",")
		d, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("insight: funnel conversion time %q: %w", v, err)
		}
		into = append(into, time.Duration(d>>bits)*time.Microsecond)
	}
	return into, nil
}

// rowBreakdown is the breakdown key of a row whose first columns are the
// breakdown values ("" without a breakdown).
func (s funnelShaper) rowBreakdown(r []any) string {
	if s.breakdowns == 0 {
		return ""
	}
	return marshalBreakdown(r[:s.breakdowns])
}

// checkValueRows refuses the rows of a statement with a row per breakdown
// value (and period) past funnelMaxRows.
func checkValueRows(t *Table) error {
	if len(t.Rows) > funnelMaxRows {
		return apierror.Validation("query.breakdownFilter", fmt.Sprintf("The funnel has more than %d breakdown values: narrow the date range or the breakdown.", funnelMaxRows))
	}
	return nil
}

// breakdownItems are the breakdown columns of the layer below, selected
// as they are and as grouping keys.
func (s *funnelShaper) breakdownItems() (items []*hogql.SelectItem, keys []hogql.Expr) {
	for b := 0; b < s.breakdowns; b++ {
		col := fmt.Sprintf("breakdown_%d", b)
		items = append(items, hogql.Item(foldCol(col), col))
		keys = append(keys, foldCol(col))
	}
	return items, keys
}

// clickhouseTrendsResult reads the rows of clickhouseTrends into the
// trends response: the values ranked by their actors (rows of kind 1),
// those past the limit summed into Other.
func (s funnelShaper) clickhouseTrendsResult(t *Table) (*Result, error) {
	if err := checkValueRows(t); err != nil {
		return nil, err
	}
	buckets, err := s.w.buckets(s.w.from)
	if err != nil {
		return nil, err
	}
	type row struct {
		bd          string
		b, from, to int
	}
	size := map[string]int{}
	var rows []row
	for _, r := range t.Rows {
		bd, k := s.rowBreakdown(r), s.breakdowns
		if int(toFloat(r[k])) == 1 {
			size[bd] += int(toFloat(r[k+2]))
			continue
		}
		rows = append(rows, row{bd: bd, b: int(toFloat(r[k+1])), from: int(toFloat(r[k+3])), to: int(toFloat(r[k+4]))})
	}
	values, under, other := []string{""}, map[string]string{"": ""}, false
	if s.breakdowns > 0 {
		values, under = rankSizes(size, s.limit, s.otherKey())
		other = len(size) > s.limit
	}
	tallies := newTrendTallies(values, len(buckets))
	for _, r := range rows {
		if r.b < 0 || r.b >= len(buckets) {
			continue // a start in no bucket of the range
		}
		t := tallies[under[r.bd]]
		t.from[r.b] += r.from
		t.to[r.b] += r.to
	}
	return s.trendsResult(buckets, values, tallies, other), nil
}

// clickhouseConvertResult reads the row of clickhouseConvert into the
// time_to_convert response.
func (s funnelShaper) clickhouseConvertResult(t *Table) (*Result, error) {
	var durations []time.Duration
	for _, r := range t.Rows {
		var err error
		if durations, err = s.convTimes(durations, r[0]); err != nil {
			return nil, err
		}
	}
	return s.convertHistogram(durations), nil
}

// clickhouseStepsResult reads the rows of clickhouseSteps, one per
// breakdown value, into the steps response: the values ranked by their
// actors, those past the limit summed into Other.
func (s funnelShaper) clickhouseStepsResult(t *Table) (*Result, error) {
	if err := checkValueRows(t); err != nil {
		return nil, err
	}
	size := map[string]int{}
	byValue := map[string]*stepSums{}
	for _, r := range t.Rows {
		bd := s.rowBreakdown(r)
		sum := byValue[bd]
		if sum == nil {
			sum = newStepSums(s.steps)
			byValue[bd] = sum
		}
		k := s.breakdowns
		for i := 0; i < s.steps; i++ {
			sum.counts[i] += int(toFloat(r[k]))
			k++
			if i == 0 {
				continue
			}
			var err error
			if sum.conv[i], err = s.convTimes(sum.conv[i], r[k]); err != nil {
				return nil, err
			}
			k++
		}
		size[bd] = sum.counts[0]
	}
	if s.breakdowns == 0 {
		sum := byValue[""]
		if sum == nil { // no row: no actor
			sum = newStepSums(s.steps)
		}
		return &Result{Results: s.stepObjects(sum, nil)}, nil
	}
	values, under := rankSizes(size, s.limit, s.otherKey())
	shown := map[string]*stepSums{}
	for v, sum := range byValue {
		into := shown[under[v]]
		if into == nil {
			into = newStepSums(s.steps)
			shown[under[v]] = into
		}
		into.add(sum)
	}
	var out [][]map[string]any // null without a value, as funnelShaper.result
	for _, v := range values {
		out = append(out, s.stepObjects(shown[v], s.decodeBreakdown(v)))
	}
	return &Result{Results: out, HasMore: len(size) > s.limit}, nil
}
