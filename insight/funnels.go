package insight

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"slices"
	"sort"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// FunnelsQuery is PostHog's FunnelsQuery.
type FunnelsQuery struct {
	Common
	InsightFilters
	Series                    []SeriesNode     `json:"series"`
	Interval                  string           `json:"interval"`
	BreakdownFilter           *BreakdownFilter `json:"breakdownFilter"`
	CompareFilter             *CompareFilter   `json:"compareFilter"`
	FunnelsFilter             *FunnelsFilter   `json:"funnelsFilter"`
	AggregationGroupTypeIndex *int             `json:"aggregation_group_type_index"`
}

// FunnelsFilter is PostHog's funnelsFilter.
type FunnelsFilter struct {
	FunnelOrderType           *string         `json:"funnelOrderType"`
	FunnelVizType             *string         `json:"funnelVizType"`
	FunnelWindowInterval      *int            `json:"funnelWindowInterval"`
	FunnelWindowIntervalUnit  *string         `json:"funnelWindowIntervalUnit"`
	FunnelStepReference       *string         `json:"funnelStepReference"`
	Exclusions                []SeriesNode    `json:"exclusions"`
	BreakdownAttributionType  *string         `json:"breakdownAttributionType"`
	BreakdownAttributionValue *int            `json:"breakdownAttributionValue"`
	FunnelFromStep            *int            `json:"funnelFromStep"`
	FunnelToStep              *int            `json:"funnelToStep"`
	FunnelAggregateByHogQL    *string         `json:"funnelAggregateByHogQL"`
	BinCount                  *int            `json:"binCount"`
	Layout                    *string         `json:"layout"`
	HiddenLegendBreakdowns    []string        `json:"hiddenLegendBreakdowns"`
	UseUdf                    *bool           `json:"useUdf"`
	ShowValuesOnSeries        *bool           `json:"showValuesOnSeries"`
	ResultCustomizations      json.RawMessage `json:"resultCustomizations"`
	GoalLines                 json.RawMessage `json:"goalLines"`
}

// funnelMaxRows bounds the step events a funnel reads (one row each) when
// its rows are collected (trends, the actors of a step), and the events
// of one actor and the actors when they are streamed (Plan.Fold).
const funnelMaxRows = 1_000_000

// funnelStreamMaxRows bounds the step events of a streamed funnel (steps
// and time_to_convert on the row stores, and the funnels ClickHouse does
// not fold): their memory is the actors', not the events'.
const funnelStreamMaxRows = 50_000_000

// funnelWindow is the conversion window as a function of the start.
type funnelWindow struct {
	n    int
	unit string
}

func (w funnelWindow) end(t time.Time) time.Time {
	switch w.unit {
	case "second":
		return t.Add(time.Duration(w.n) * time.Second)
	case "minute":
		return t.Add(time.Duration(w.n) * time.Minute)
	case "hour":
		return t.Add(time.Duration(w.n) * time.Hour)
	case "week":
		return t.AddDate(0, 0, 7*w.n)
	case "month":
		return t.AddDate(0, w.n, 0)
	}
	return t.AddDate(0, 0, w.n)
}

func (c compiler) funnels(q *FunnelsQuery) (*Plan, error) {
	p, sh, err := c.funnelsPlan(q)
	if err != nil {
		return nil, err
	}
	if !c.funnelFoldsOnClickHouse(sh) {
		if sh.viz != "trends" { // trends keep every actor's events
			p.Query.Selects[0].Limit = &hogql.Limit{Count: funnelStreamMaxRows + 1, HasCount: true}
			p.MaxRows = funnelStreamMaxRows + 1
			p.Fold = sh.fold
		}
		return p, nil
	}
	rows := p.Query.Selects[0]
	rows.OrderBy, rows.Limit = nil, nil
	if !sh.byHogQL {
		// The fold groups by the cheap key of the same actors, with no
		// persons join for it (the actors' ids are not shown).
		rows.Items[0] = hogql.Item(actorKey(hogql.ClickHouse), "actor")
	}
	p.Query = query(0, sh.clickhouseFunnel(rows))
	switch sh.viz {
	case "time_to_convert":
		p.Shape = sh.clickhouseConvertResult
	case "trends":
		p.Shape = sh.clickhouseTrendsResult
	default:
		p.Shape = sh.clickhouseStepsResult
	}
	return p, nil
}

func (c compiler) funnelsPlan(q *FunnelsQuery) (*Plan, *funnelShaper, error) {
	var err error
	if err := refuseGroups(q.AggregationGroupTypeIndex, "query.aggregation_group_type_index"); err != nil {
		return nil, nil, err
	}
	if q.CompareFilter != nil && q.CompareFilter.Compare != nil && *q.CompareFilter.Compare {
		return nil, nil, apierror.Validation("query.compareFilter", "Funnel comparisons are not supported yet: run the funnel once per period.")
	}
	if ff := q.FunnelsFilter; ff != nil && ff.BreakdownAttributionType != nil {
		switch *ff.BreakdownAttributionType {
		case "", "first_touch":
		default:
			return nil, nil, apierror.Validation("query.funnelsFilter.breakdownAttributionType",
				fmt.Sprintf("%q is not supported yet: Burrow attributes a funnel's breakdown by first_touch (the value at the first step).", *ff.BreakdownAttributionType))
		}
	}
	if len(q.Series) < 2 {
		return nil, nil, apierror.Validation("query.series", "A funnel needs at least 2 steps.")
	}
	ff := q.FunnelsFilter
	if ff == nil {
		ff = &FunnelsFilter{}
	}
	order := "ordered"
	if ff.FunnelOrderType != nil && *ff.FunnelOrderType != "" {
		order = *ff.FunnelOrderType
	}
	switch order {
	case "ordered", "strict", "unordered":
	default:
		return nil, nil, apierror.Validation("query.funnelsFilter.funnelOrderType", fmt.Sprintf("%q is not valid: use ordered, strict or unordered.", order))
	}
	viz := "steps"
	if ff.FunnelVizType != nil && *ff.FunnelVizType != "" {
		viz = *ff.FunnelVizType
	}
	switch viz {
	case "steps", "time_to_convert", "trends":
	default:
		return nil, nil, apierror.Validation("query.funnelsFilter.funnelVizType", fmt.Sprintf("%q is not valid: use steps, time_to_convert or trends.", viz))
	}
	fromStep, toStep := 0, len(q.Series)-1
	if ff.FunnelFromStep != nil {
		fromStep = *ff.FunnelFromStep
	}
	if ff.FunnelToStep != nil {
		toStep = *ff.FunnelToStep
	}
	if fromStep < 0 || fromStep >= len(q.Series)-1 {
		return nil, nil, apierror.Validation("query.funnelsFilter.funnelFromStep", fmt.Sprintf("Must be a step index from 0 to %d.", len(q.Series)-2))
	}
	if toStep <= fromStep || toStep > len(q.Series)-1 {
		return nil, nil, apierror.Validation("query.funnelsFilter.funnelToStep", fmt.Sprintf("Must be a step index after funnelFromStep, at most %d.", len(q.Series)-1))
	}
	binCount := 0 // automatic
	if ff.BinCount != nil {
		binCount = min(max(*ff.BinCount, 1), 90)
	}
	win := funnelWindow{n: 14, unit: "day"}
	if ff.FunnelWindowInterval != nil {
		if *ff.FunnelWindowInterval < 1 {
			return nil, nil, apierror.Validation("query.funnelsFilter.funnelWindowInterval", "Must be a positive integer.")
		}
		win.n = *ff.FunnelWindowInterval
	}
	if ff.FunnelWindowIntervalUnit != nil && *ff.FunnelWindowIntervalUnit != "" {
		win.unit = *ff.FunnelWindowIntervalUnit
	}
	switch win.unit {
	case "second", "minute", "hour", "day", "week", "month":
	default:
		return nil, nil, apierror.Validation("query.funnelsFilter.funnelWindowIntervalUnit", fmt.Sprintf("%q is not a valid unit: use second, minute, hour, day, week or month.", win.unit))
	}
	for i, ex := range ff.Exclusions {
		attr := fmt.Sprintf("query.funnelsFilter.exclusions.%d", i)
		if err := ex.check(attr); err != nil {
			return nil, nil, err
		}
		from, to := 0, 1
		if ex.FunnelFromStep != nil {
			from = *ex.FunnelFromStep
		}
		if ex.FunnelToStep != nil {
			to = *ex.FunnelToStep
		}
		if from < 0 || from >= to || to >= len(q.Series) {
			return nil, nil, apierror.Validation(attr, fmt.Sprintf("Exclusion steps must satisfy 0 <= funnelFromStep < funnelToStep <= %d.", len(q.Series)-1))
		}
		for s := from; s <= to; s++ {
			if q.Series[s].eventName() == ex.eventName() && len(q.Series[s].Properties.raw) == 0 && len(ex.Properties.raw) == 0 {
				return nil, nil, apierror.Validation(attr, "An exclusion cannot be the same as a step it spans.")
			}
		}
	}
	interval := intervalDay
	if viz == "trends" {
		if interval, err = checkInterval(q.Interval); err != nil {
			return nil, nil, err
		}
	}
	w, err := resolveWindow(q.DateRange, interval, c.now, c.loc)
	if err != nil {
		return nil, nil, err
	}
	if viz == "trends" && w.all {
		return nil, nil, apierror.Validation("query.dateRange.date_from", `"all" is not supported for funnel trends.`)
	}
	global, err := q.Properties.where("query.properties")
	if err != nil {
		return nil, nil, err
	}
	bds, err := breakdownExprs(q.BreakdownFilter)
	if err != nil {
		return nil, nil, err
	}
	// The aggregation target: the person, or funnelAggregateByHogQL (e.g.
	// "properties.$session_id"; events where it is null take no part).
	actor, byHogQL := actorExpr(), false
	if h := ff.FunnelAggregateByHogQL; h != nil && *h != "" && *h != "person_id" {
		e, err := hogql.ParseExpr(*h)
		if err != nil {
			return nil, nil, withAttr(err, "query.funnelsFilter.funnelAggregateByHogQL")
		}
		actor, byHogQL = hogql.MustTemplate("toString(__1)", e), true
	}
	items := []*hogql.SelectItem{hogql.Item(actor, "actor"), hogql.Item(hogql.MustTemplate("timestamp"), "timestamp")}
	var any []hogql.Expr
	for i := range q.Series {
		attr := fmt.Sprintf("query.series.%d", i)
		if err := q.Series[i].check(attr); err != nil {
			return nil, nil, err
		}
		cond, err := q.Series[i].where(attr)
		if err != nil {
			return nil, nil, err
		}
		if cond == nil {
			cond = hogql.MustTemplate("1 = 1")
		}
		any = append(any, cond)
		items = append(items, hogql.Item(hogql.MustTemplate("if(__1, 1, 0)", cond), fmt.Sprintf("step_%d", i)))
	}
	for i := range ff.Exclusions {
		cond, err := ff.Exclusions[i].where(fmt.Sprintf("query.funnelsFilter.exclusions.%d", i))
		if err != nil {
			return nil, nil, err
		}
		if cond == nil {
			cond = hogql.MustTemplate("1 = 1")
		}
		any = append(any, cond)
		items = append(items, hogql.Item(hogql.MustTemplate("if(__1, 1, 0)", cond), fmt.Sprintf("exclusion_%d", i)))
	}
	for i, b := range bds {
		items = append(items, hogql.Item(b, fmt.Sprintf("breakdown_%d", i)))
	}
	where := hogql.And(w.timeBounds(hogql.MustTemplate("timestamp")), global)
	if byHogQL {
		where = hogql.And(where, hogql.MustTemplate("__1 IS NOT NULL", actor))
	}
	if order != "strict" { // strict funnels see every event between steps
		where = hogql.And(where, hogql.Or(any...))
	}
	sel := selectFrom(table("events"), where, nil, items...)
	sel.OrderBy = []*hogql.OrderItem{{Expr: hogql.MustTemplate("actor")}, {Expr: hogql.MustTemplate("timestamp")}}
	sel.Limit = &hogql.Limit{Count: funnelMaxRows + 1, HasCount: true}
	limit := defaultBreakdownLimit
	if q.BreakdownFilter != nil && q.BreakdownFilter.BreakdownLimit != nil && *q.BreakdownFilter.BreakdownLimit > 0 {
		limit = *q.BreakdownFilter.BreakdownLimit
	}
	sh := &funnelShaper{q: q, ff: ff, order: order, win: win, steps: len(q.Series), breakdowns: len(bds), limit: limit,
		viz: viz, fromStep: fromStep, toStep: toStep, binCount: binCount, w: w, byHogQL: byHogQL}
	return &Plan{Query: &hogql.Query{Selects: []*hogql.Select{sel}}, Shape: sh.shape, MaxRows: funnelMaxRows + 1}, sh, nil
}

// funnelEvent is one row of the funnel statement.
type funnelEvent struct {
	at         time.Time
	steps      []bool
	exclusions []bool
	breakdown  string
}

// funnelPath is how far one actor got from one start.
type funnelPath struct {
	reached int         // index of the last step reached
	times   []time.Time // time of each reached step
}

type funnelShaper struct {
	q          *FunnelsQuery
	ff         *FunnelsFilter
	order      string
	win        funnelWindow
	steps      int
	breakdowns int
	limit      int
	viz        string // steps, time_to_convert or trends
	// fromStep and toStep are the steps time_to_convert and trends measure.
	fromStep, toStep int
	binCount         int    // time_to_convert bins (0: automatic)
	w                window // the date range (its interval buckets trends)
	byHogQL          bool   // actors are funnelAggregateByHogQL values, not persons
}

// funnelActor is one actor's best path and breakdown value.
type funnelActor struct {
	id        string // read by funnelActors, from the step rows (the fold returns none)
	breakdown string // JSON of the breakdown values ("" without a breakdown)
	best      funnelPath
	events    []funnelEvent // kept for trends (paths by entrance period)
}

// actors follows every actor of the statement's rows through the funnel.
func (s funnelShaper) actors(t *Table) ([]funnelActor, error) {
	if len(t.Rows) > funnelMaxRows {
		return nil, apierror.Validation("query.dateRange", fmt.Sprintf("The funnel reads more than %d events: narrow the date range or the steps.", funnelMaxRows))
	}
	f := s.newFold(true)
	for _, r := range t.Rows {
		if err := f.add(r); err != nil {
			return nil, err
		}
	}
	if err := f.flush(); err != nil {
		return nil, err
	}
	return f.actors, nil
}

// funnelFold follows the actors of the statement's rows through the
// funnel one row at a time: the rows come in actor order, so only the
// current actor's events are held, with each actor's best path.
type funnelFold struct {
	s        funnelShaper
	keepIDs  bool // the actors' ids (their statements need them; the steps do not)
	actors   []funnelActor
	cur      []funnelEvent
	curActor any
	rows     int
}

func (s funnelShaper) newFold(keepIDs bool) *funnelFold { return &funnelFold{s: s, keepIDs: keepIDs} }

// add takes the next row of the statement.
func (f *funnelFold) add(r []any) error {
	s := f.s
	if f.curActor != nil && r[0] != f.curActor {
		if err := f.flush(); err != nil {
			return err
		}
	}
	f.curActor = r[0]
	if f.rows++; f.rows > funnelStreamMaxRows {
		return apierror.Validation("query.dateRange", fmt.Sprintf("The funnel reads more than %d events: narrow the date range or the steps.", funnelStreamMaxRows))
	}
	if len(f.cur) == funnelMaxRows {
		return apierror.Validation("query.dateRange", fmt.Sprintf("An actor has more than %d of the funnel's events: narrow the date range or the steps.", funnelMaxRows))
	}
	at, err := time.Parse(time.RFC3339Nano, fmt.Sprint(r[1]))
	if err != nil {
		return fmt.Errorf("insight: funnel timestamp %v: %w", r[1], err)
	}
	nEx := len(s.ff.Exclusions)
	ev := funnelEvent{at: at, steps: make([]bool, s.steps), exclusions: make([]bool, nEx)}
	k := 2
	for i := range ev.steps {
		ev.steps[i] = toFloat(r[k]) == 1
		k++
	}
	for i := range ev.exclusions {
		ev.exclusions[i] = toFloat(r[k]) == 1
		k++
	}
	if s.breakdowns > 0 {
		bd := make([]any, s.breakdowns)
		for i := range bd {
			bd[i] = r[k]
			k++
		}
		ev.breakdown = marshalBreakdown(bd)
	}
	f.cur = append(f.cur, ev)
	return nil
}

// flush follows the current actor's events.
func (f *funnelFold) flush() error {
	s, events := f.s, f.cur
	f.cur = nil
	if len(events) == 0 {
		return nil
	}
	best, ok := s.bestPath(events)
	if !ok {
		return nil
	}
	if len(f.actors) == funnelMaxRows {
		return apierror.Validation("query.dateRange", fmt.Sprintf("The funnel has more than %d actors: narrow the date range or the steps.", funnelMaxRows))
	}
	bd := ""
	for _, e := range events { // first touch: the value at the first step-0 event
		if e.steps[0] || s.order == "unordered" && anyTrue(e.steps) {
			bd = e.breakdown
			break
		}
	}
	a := funnelActor{breakdown: bd, best: best}
	if f.keepIDs {
		a.id = fmt.Sprint(f.curActor)
	}
	if s.viz == "trends" {
		a.events = events
	}
	f.actors = append(f.actors, a)
	return nil
}

// fold is the plan's Fold (steps and time_to_convert): the rows streamed
// into a funnelFold, so that neither the engine's result byte cap nor
// funnelMaxRows bound the events, only funnelStreamMaxRows, and the memory
// is the actors' best paths plus one actor's events.
func (s funnelShaper) fold() (func(row []any) error, func() (*Result, error)) {
	f := s.newFold(false)
	return f.add, func() (*Result, error) {
		if err := f.flush(); err != nil {
			return nil, err
		}
		return s.result(f.actors)
	}
}

// rank orders the breakdown values by actors (most first) and folds those
// past the limit into Other: it returns the values shown and, per raw
// value, the shown value it counts under.
func (s funnelShaper) rank(actors []funnelActor) (values []string, under map[string]string, other bool) {
	size := map[string]int{}
	for _, a := range actors {
		size[a.breakdown]++
	}
	values, under = rankSizes(size, s.limit, s.otherKey())
	return values, under, len(size) > s.limit
}

// otherKey is the breakdown key of the Other bucket.
func (s funnelShaper) otherKey() string {
	if !s.multiBreakdown() {
		return `"Other"`
	}
	list := make([]string, s.breakdowns)
	for i := range list {
		list[i] = "Other"
	}
	raw, _ := json.Marshal(list)
	return string(raw)
}

// decodeBreakdown is the response form of a breakdown key.
func (s funnelShaper) decodeBreakdown(v string) any {
	var decoded any
	var list []any
	if json.Unmarshal([]byte(v), &list) == nil && !s.multiBreakdown() && len(list) == 1 {
		decoded = list[0]
	} else if list != nil {
		decoded = list
	} else {
		json.Unmarshal([]byte(v), &decoded) //nolint:errcheck // our own encoding
	}
	return decoded
}

// marshalBreakdown is the key of an actor's breakdown values.
func marshalBreakdown(values []any) string {
	raw, _ := json.Marshal(values)
	return string(raw)
}

func (s funnelShaper) shape(t *Table) (*Result, error) {
	actors, err := s.actors(t)
	if err != nil {
		return nil, err
	}
	return s.result(actors)
}

// result is the response for the actors' best paths.
func (s funnelShaper) result(actors []funnelActor) (*Result, error) {
	if s.viz == "time_to_convert" {
		return s.timeToConvert(actors)
	}
	if s.viz == "trends" {
		return s.trends(actors)
	}
	if s.breakdowns == 0 {
		paths := make([]funnelPath, 0, len(actors))
		for _, a := range actors {
			paths = append(paths, a.best)
		}
		return &Result{Results: s.steps_(paths, nil)}, nil
	}
	values, under, other := s.rank(actors)
	byValue := map[string][]funnelPath{}
	for _, a := range actors {
		byValue[under[a.breakdown]] = append(byValue[under[a.breakdown]], a.best)
	}
	var out [][]map[string]any
	for _, v := range values {
		out = append(out, s.steps_(byValue[v], s.decodeBreakdown(v)))
	}
	return &Result{Results: out, HasMore: other}, nil
}

func (s funnelShaper) multiBreakdown() bool {
	return s.breakdowns > 1 || s.q.BreakdownFilter != nil && len(s.q.BreakdownFilter.Breakdowns) > 0
}

func anyTrue(b []bool) bool {
	for _, v := range b {
		if v {
			return true
		}
	}
	return false
}

// bestPath is the furthest an actor got over all starts (the earliest
// start among equals); ok is false when no start qualifies.
func (s funnelShaper) bestPath(events []funnelEvent) (funnelPath, bool) {
	return s.bestPathFrom(events, nil)
}

// bestPathFrom is bestPath over the starts for which keep is true (nil:
// every start).
func (s funnelShaper) bestPathFrom(events []funnelEvent, keep func(time.Time) bool) (funnelPath, bool) {
	best := funnelPath{reached: -1}
	for i, e := range events {
		if keep != nil && !keep(e.at) {
			continue
		}
		var p funnelPath
		switch s.order {
		case "unordered":
			if !anyTrue(e.steps) {
				continue
			}
			p = s.unorderedFrom(events, i)
		default:
			if !e.steps[0] {
				continue
			}
			p = s.orderedFrom(events, i, s.order == "strict")
		}
		if s.excluded(events, p) {
			continue
		}
		if p.reached > best.reached {
			best = p
		}
		if best.reached == s.steps-1 {
			break
		}
	}
	return best, best.reached >= 0
}

// orderedFrom follows the steps from events[start]: each next step is the
// earliest later event matching it inside the window (strict: it must be
// the very next event).
func (s funnelShaper) orderedFrom(events []funnelEvent, start int, strict bool) funnelPath {
	t0 := events[start].at
	deadline := s.win.end(t0)
	p := funnelPath{reached: 0, times: []time.Time{t0}}
	next := 1
	for j := start + 1; j < len(events) && next < s.steps; j++ {
		e := events[j]
		if e.at.After(deadline) {
			break
		}
		if e.steps[next] {
			p.reached, p.times = next, append(p.times, e.at)
			next++
			continue
		}
		if strict {
			break
		}
	}
	return p
}

// unorderedFrom counts the distinct steps done within the window of
// events[start]; their times are taken in the order they happened.
func (s funnelShaper) unorderedFrom(events []funnelEvent, start int) funnelPath {
	t0 := events[start].at
	deadline := s.win.end(t0)
	done := make([]bool, s.steps)
	var times []time.Time
	for j := start; j < len(events); j++ {
		e := events[j]
		if e.at.After(deadline) {
			break
		}
		for k, m := range e.steps {
			if m && !done[k] {
				done[k] = true
				times = append(times, e.at)
				break
			}
		}
	}
	return funnelPath{reached: len(times) - 1, times: times}
}

// excluded reports whether an exclusion event falls strictly between the
// steps it spans on path p; such a path does not count (PostHog drops it).
func (s funnelShaper) excluded(events []funnelEvent, p funnelPath) bool {
	for k, ex := range s.ff.Exclusions {
		from, to := 0, 1
		if ex.FunnelFromStep != nil {
			from = *ex.FunnelFromStep
		}
		if ex.FunnelToStep != nil {
			to = *ex.FunnelToStep
		}
		if p.reached < from {
			continue
		}
		lo := p.times[from]
		hi := s.win.end(p.times[0])
		if p.reached >= to {
			hi = p.times[to]
		}
		for _, e := range events {
			if e.exclusions[k] && e.at.After(lo) && e.at.Before(hi) {
				return true
			}
		}
	}
	return false
}

// steps_ builds the step objects for the actors' best paths.
func (s funnelShaper) steps_(paths []funnelPath, breakdown any) []map[string]any {
	sum := newStepSums(s.steps)
	for _, p := range paths {
		for i := 0; i <= p.reached && i < s.steps; i++ {
			sum.counts[i]++
			if i > 0 {
				sum.conv[i] = append(sum.conv[i], p.times[i].Sub(p.times[i-1]))
			}
		}
	}
	return s.stepObjects(sum, breakdown)
}

// stepSums are, per step, the actors that reached it and the time each
// took from the step before (conv[0] is empty).
type stepSums struct {
	counts []int
	conv   [][]time.Duration
}

func newStepSums(steps int) *stepSums {
	return &stepSums{counts: make([]int, steps), conv: make([][]time.Duration, steps)}
}

// add counts other's actors in sum.
func (sum *stepSums) add(other *stepSums) {
	for i := range sum.counts {
		sum.counts[i] += other.counts[i]
		sum.conv[i] = append(sum.conv[i], other.conv[i]...)
	}
}

// stepObjects builds the step objects of sum.
func (s funnelShaper) stepObjects(sum *stepSums, breakdown any) []map[string]any {
	out := make([]map[string]any, s.steps)
	for i := 0; i < s.steps; i++ {
		conv := sum.conv[i]
		node := &s.q.Series[i]
		name := node.label()
		var actionID any = node.eventName()
		if node.Event == nil {
			actionID = nil
		}
		if s.order == "unordered" {
			name = fmt.Sprintf("Completed %d step", i+1)
			if i > 0 {
				name += "s"
			}
			actionID = nil
		}
		step := map[string]any{"action_id": actionID, "name": name, "custom_name": node.CustomName, "order": i,
			"people": []any{}, "count": sum.counts[i], "type": "events",
			"average_conversion_time": nil, "median_conversion_time": nil}
		if len(conv) > 0 {
			step["average_conversion_time"] = mean(conv)
			step["median_conversion_time"] = median(conv)
		}
		if breakdown != nil {
			step["breakdown"] = breakdown
			step["breakdown_value"] = breakdown
		}
		out[i] = step
	}
	return out
}

// mean is the mean of the durations in seconds, the same whatever their
// order (a float sum is not: the actors of a funnel may come in any
// order): the whole seconds and the microseconds are summed exactly as
// integers, and the exact mean is rounded once.
func mean(v []time.Duration) float64 {
	var secs, micros int64
	for _, d := range v {
		secs += int64(d / time.Second)
		micros += int64(d % time.Second / time.Microsecond)
	}
	total := new(big.Int).Mul(big.NewInt(secs), big.NewInt(1_000_000))
	total.Add(total, big.NewInt(micros))
	m, _ := new(big.Rat).SetFrac(total, new(big.Int).Mul(big.NewInt(int64(len(v))), big.NewInt(1_000_000))).Float64()
	return m
}

// seconds is each duration in seconds.
func seconds(v []time.Duration) []float64 {
	out := make([]float64, len(v))
	for i, d := range v {
		out[i] = d.Seconds()
	}
	return out
}

// median is the median of the durations in seconds, the mean of the two
// middle ones for an even count. They are sorted as integers, not as
// float seconds (2.6 CPU-ms of a 3-step funnel's 14,000 times in a
// profile); Seconds keeps their order.
func median(v []time.Duration) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2].Seconds()
	}
	return (s[n/2-1].Seconds() + s[n/2].Seconds()) / 2
}

// timeToConvert is the time_to_convert response for the actors' best
// paths: the time each that reached toStep took from fromStep.
func (s funnelShaper) timeToConvert(actors []funnelActor) (*Result, error) {
	var durations []time.Duration
	for _, a := range actors {
		if a.best.reached >= s.toStep {
			durations = append(durations, a.best.times[s.toStep].Sub(a.best.times[s.fromStep]))
		}
	}
	return s.convertHistogram(durations), nil
}

// convertHistogram is the histogram of the time actors took from fromStep
// to toStep (durations, in any order), as PostHog bins it: the automatic
// bin count is the cube root of the number of conversions (1 to 60;
// binCount: 1 to 90), bins start at the fastest time (floored) and are
// ceil((slowest - fastest) / count) seconds wide (60 when that is 0); every
// bin up to the slowest time is listed, empty ones with 0.
// average_conversion_time is rounded to 2 decimals.
func (s funnelShaper) convertHistogram(durations []time.Duration) *Result {
	times := seconds(durations)
	lo, hi := 0.0, 1.0
	if len(times) > 0 {
		lo, hi = times[0], times[0]
		for _, t := range times {
			lo, hi = min(lo, t), max(hi, t)
		}
		lo, hi = math.Floor(lo), math.Ceil(hi)
	}
	bins := float64(s.binCount)
	if s.binCount == 0 {
		bins = min(60, max(1, math.Ceil(math.Cbrt(float64(len(times))))))
	}
	width := math.Ceil((hi - lo) / bins)
	if width <= 0 {
		width = 60
	}
	counts := map[float64]int{}
	for _, t := range times {
		counts[math.Floor((t-lo)/width)*width+lo]++
	}
	out := [][]float64{}
	for b := lo; b < hi+width; b += width {
		out = append(out, []float64{b, float64(counts[b])})
	}
	res := map[string]any{"bins": out, "average_conversion_time": nil, "median_conversion_time": nil}
	if len(times) > 0 {
		res["average_conversion_time"] = math.Round(mean(durations)*100) / 100
		res["median_conversion_time"] = median(durations)
	}
	return &Result{Results: res, ResolvedDateRange: &ResolvedDateRange{DateFrom: s.w.from, DateTo: s.w.to}}
}

// trends is the conversion rate from fromStep to toStep per entrance
// period (the period of an actor's first step; an actor who starts in
// several periods counts in each, with the furthest path started there):
// the percentage of those who reached fromStep that reached toStep,
// rounded to 2 decimals, 0 for a period nobody entered.
func (s funnelShaper) trends(actors []funnelActor) (*Result, error) {
	buckets, err := s.w.buckets(s.w.from)
	if err != nil {
		return nil, err
	}
	values, under, other := []string{""}, map[string]string{"": ""}, false
	if s.breakdowns > 0 {
		values, under, other = s.rank(actors)
	}
	tallies := newTrendTallies(values, len(buckets))
	for _, a := range actors {
		t := tallies[under[a.breakdown]]
		for i, b := range buckets {
			end := s.w.next(b)
			p, ok := s.bestPathFrom(a.events, func(at time.Time) bool { return !at.Before(b) && at.Before(end) })
			if !ok || s.excluded(a.events, p) {
				continue
			}
			if p.reached >= s.fromStep {
				t.from[i]++
			}
			if p.reached >= s.toStep {
				t.to[i]++
			}
		}
	}
	return s.trendsResult(buckets, values, tallies, other), nil
}

// trendTally counts, per bucket, the actors whose best path from a start
// in the bucket reached fromStep and toStep.
type trendTally struct{ from, to []int }

// newTrendTallies is an empty tally of n buckets per shown value.
func newTrendTallies(values []string, n int) map[string]*trendTally {
	tallies := map[string]*trendTally{}
	for _, v := range values {
		tallies[v] = &trendTally{from: make([]int, n), to: make([]int, n)}
	}
	return tallies
}

// trendsResult is the trends response of the tallies of the shown values.
func (s funnelShaper) trendsResult(buckets []time.Time, values []string, tallies map[string]*trendTally, other bool) *Result {
	if s.breakdowns > 0 {
		// PostHog groups the periods by breakdown value, in value order.
		values = append([]string(nil), values...)
		sort.Strings(values)
	}
	days := make([]string, len(buckets))
	labels := make([]string, len(buckets))
	for i, b := range buckets {
		days[i] = dayString(b, s.w.interval)
		labels[i] = b.Format("2-Jan-2006") // PostHog's funnel trends: "%-d-%b-%Y" whatever the interval
	}
	out := make([]map[string]any, 0, len(values))
	for _, v := range values {
		t := tallies[v]
		data := make([]float64, len(buckets))
		for i := range data {
			if t.from[i] > 0 {
				data[i] = math.Round(float64(t.to[i])/float64(t.from[i])*10000) / 100
			}
		}
		item := map[string]any{"count": len(buckets), "data": data, "days": days, "labels": labels}
		if s.breakdowns > 0 {
			item["breakdown_value"] = s.decodeBreakdown(v)
		}
		out = append(out, item)
	}
	return &Result{Results: out, HasMore: other, ResolvedDateRange: &ResolvedDateRange{DateFrom: s.w.from, DateTo: s.w.to}}
}
