package insight

import (
	"encoding/json"
	"fmt"
	"sort"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/store/engine"
)

// FunnelsQuery is PostHog's FunnelsQuery.
type FunnelsQuery struct {
	Kind                      string           `json:"kind"`
	Series                    []SeriesNode     `json:"series"`
	Interval                  string           `json:"interval"`
	DateRange                 *DateRange       `json:"dateRange"`
	Properties                Properties       `json:"properties"`
	FilterTestAccounts        *bool            `json:"filterTestAccounts"`
	BreakdownFilter           *BreakdownFilter `json:"breakdownFilter"`
	CompareFilter             *CompareFilter   `json:"compareFilter"`
	FunnelsFilter             *FunnelsFilter   `json:"funnelsFilter"`
	AggregationGroupTypeIndex *int             `json:"aggregation_group_type_index"`
	SamplingFactor            *float64         `json:"samplingFactor"`
	DataColorTheme            json.RawMessage  `json:"dataColorTheme"`
	Modifiers                 json.RawMessage  `json:"modifiers"`
	Tags                      json.RawMessage  `json:"tags"`
	Response                  json.RawMessage  `json:"response"`
	Version                   json.RawMessage  `json:"version"`
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

// funnelMaxRows bounds the step events a funnel reads (one row each).
const funnelMaxRows = 1_000_000

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
	if len(q.Series) < 2 {
		return nil, apierror.Validation("query.series", "A funnel needs at least 2 steps.")
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
		return nil, apierror.Validation("query.funnelsFilter.funnelOrderType", fmt.Sprintf("%q is not valid: use ordered, strict or unordered.", order))
	}
	if ff.FunnelVizType != nil && *ff.FunnelVizType != "" && *ff.FunnelVizType != "steps" {
		return nil, apierror.Validation("query.funnelsFilter.funnelVizType", fmt.Sprintf("funnelVizType %q is not supported yet: use steps.", *ff.FunnelVizType))
	}
	win := funnelWindow{n: 14, unit: "day"}
	if ff.FunnelWindowInterval != nil {
		if *ff.FunnelWindowInterval < 1 {
			return nil, apierror.Validation("query.funnelsFilter.funnelWindowInterval", "Must be a positive integer.")
		}
		win.n = *ff.FunnelWindowInterval
	}
	if ff.FunnelWindowIntervalUnit != nil && *ff.FunnelWindowIntervalUnit != "" {
		win.unit = *ff.FunnelWindowIntervalUnit
	}
	switch win.unit {
	case "second", "minute", "hour", "day", "week", "month":
	default:
		return nil, apierror.Validation("query.funnelsFilter.funnelWindowIntervalUnit", fmt.Sprintf("%q is not a valid unit: use second, minute, hour, day, week or month.", win.unit))
	}
	for i, ex := range ff.Exclusions {
		attr := fmt.Sprintf("query.funnelsFilter.exclusions.%d", i)
		if err := ex.check(attr); err != nil {
			return nil, err
		}
		from, to := 0, 1
		if ex.FunnelFromStep != nil {
			from = *ex.FunnelFromStep
		}
		if ex.FunnelToStep != nil {
			to = *ex.FunnelToStep
		}
		if from < 0 || from >= to || to >= len(q.Series) {
			return nil, apierror.Validation(attr, fmt.Sprintf("Exclusion steps must satisfy 0 <= funnelFromStep < funnelToStep <= %d.", len(q.Series)-1))
		}
		for s := from; s <= to; s++ {
			if q.Series[s].eventName() == ex.eventName() && len(q.Series[s].Properties.raw) == 0 && len(ex.Properties.raw) == 0 {
				return nil, apierror.Validation(attr, "An exclusion cannot be the same as a step it spans.")
			}
		}
	}
	w, err := resolveWindow(q.DateRange, intervalDay, c.now, c.loc)
	if err != nil {
		return nil, err
	}
	global, err := q.Properties.where("query.properties")
	if err != nil {
		return nil, err
	}
	bds, err := breakdownExprs(q.BreakdownFilter)
	if err != nil {
		return nil, err
	}
	items := []*engine.SelectItem{item(actorExpr(), "actor"), item(x("timestamp"), "timestamp")}
	var any []engine.Expr
	for i := range q.Series {
		attr := fmt.Sprintf("query.series.%d", i)
		if err := q.Series[i].check(attr); err != nil {
			return nil, err
		}
		cond, err := q.Series[i].where(attr)
		if err != nil {
			return nil, err
		}
		if cond == nil {
			cond = x("1 = 1")
		}
		any = append(any, cond)
		items = append(items, item(x("if(__1, 1, 0)", cond), fmt.Sprintf("step_%d", i)))
	}
	for i := range ff.Exclusions {
		cond, err := ff.Exclusions[i].where(fmt.Sprintf("query.funnelsFilter.exclusions.%d", i))
		if err != nil {
			return nil, err
		}
		if cond == nil {
			cond = x("1 = 1")
		}
		any = append(any, cond)
		items = append(items, item(x("if(__1, 1, 0)", cond), fmt.Sprintf("exclusion_%d", i)))
	}
	for i, b := range bds {
		items = append(items, item(b, fmt.Sprintf("breakdown_%d", i)))
	}
	where := and(w.timeBounds(x("timestamp")), global)
	if order != "strict" { // strict funnels see every event between steps
		where = and(where, or(any...))
	}
	sel := selectFrom(table("events"), where, nil, items...)
	sel.OrderBy = []*engine.OrderItem{{Expr: x("actor")}, {Expr: x("timestamp")}}
	sel.Limit = &engine.Limit{Count: funnelMaxRows + 1, HasCount: true}
	limit := defaultBreakdownLimit
	if q.BreakdownFilter != nil && q.BreakdownFilter.BreakdownLimit != nil && *q.BreakdownFilter.BreakdownLimit > 0 {
		limit = *q.BreakdownFilter.BreakdownLimit
	}
	sh := funnelShaper{q: q, ff: ff, order: order, win: win, steps: len(q.Series), breakdowns: len(bds), limit: limit}
	return &Plan{Query: &engine.Query{Selects: []*engine.Select{sel}}, Shape: sh.shape, MaxRows: funnelMaxRows + 1}, nil
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
}

func (s funnelShaper) shape(t *Table) (*Result, error) {
	if len(t.Rows) > funnelMaxRows {
		return nil, apierror.Validation("query.dateRange", fmt.Sprintf("The funnel reads more than %d events: narrow the date range or the steps.", funnelMaxRows))
	}
	type actorPaths struct {
		breakdown string
		best      funnelPath
	}
	var actors []actorPaths
	nEx := len(s.ff.Exclusions)
	flush := func(events []funnelEvent) {
		if len(events) == 0 {
			return
		}
		best, ok := s.bestPath(events)
		if !ok {
			return
		}
		bd := ""
		for _, e := range events { // first touch: the value at the first step-0 event
			if e.steps[0] || s.order == "unordered" && anyTrue(e.steps) {
				bd = e.breakdown
				break
			}
		}
		actors = append(actors, actorPaths{breakdown: bd, best: best})
	}
	var cur []funnelEvent
	var curActor any
	for _, r := range t.Rows {
		if curActor != nil && r[0] != curActor {
			flush(cur)
			cur = cur[:0]
		}
		curActor = r[0]
		at, err := time.Parse(time.RFC3339Nano, fmt.Sprint(r[1]))
		if err != nil {
			return nil, fmt.Errorf("insight: funnel timestamp %v: %w", r[1], err)
		}
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
			raw, _ := json.Marshal(bd)
			ev.breakdown = string(raw)
		}
		cur = append(cur, ev)
	}
	flush(cur)

	if s.breakdowns == 0 {
		var paths []funnelPath
		for _, a := range actors {
			paths = append(paths, a.best)
		}
		return &Result{Results: s.steps_(paths, nil)}, nil
	}
	byValue := map[string][]funnelPath{}
	for _, a := range actors {
		byValue[a.breakdown] = append(byValue[a.breakdown], a.best)
	}
	values := make([]string, 0, len(byValue))
	for v := range byValue {
		values = append(values, v)
	}
	sort.Slice(values, func(i, j int) bool {
		if len(byValue[values[i]]) != len(byValue[values[j]]) {
			return len(byValue[values[i]]) > len(byValue[values[j]])
		}
		return values[i] < values[j]
	})
	other := false
	if len(values) > s.limit {
		other = true
		var rest []funnelPath
		for _, v := range values[s.limit:] {
			rest = append(rest, byValue[v]...)
		}
		values = values[:s.limit]
		otherKey := `"Other"`
		if s.multiBreakdown() {
			list := make([]string, s.breakdowns)
			for i := range list {
				list[i] = "Other"
			}
			raw, _ := json.Marshal(list)
			otherKey = string(raw)
		}
		byValue[otherKey] = rest
		values = append(values, otherKey)
	}
	var out [][]map[string]any
	for _, v := range values {
		var decoded any
		var list []any
		if json.Unmarshal([]byte(v), &list) == nil && !s.multiBreakdown() && len(list) == 1 {
			decoded = list[0]
		} else if list != nil {
			decoded = list
		} else {
			json.Unmarshal([]byte(v), &decoded) //nolint:errcheck // our own encoding
		}
		out = append(out, s.steps_(byValue[v], decoded))
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
	best := funnelPath{reached: -1}
	for i, e := range events {
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
	out := make([]map[string]any, s.steps)
	for i := 0; i < s.steps; i++ {
		count := 0
		var conv []float64
		for _, p := range paths {
			if p.reached >= i {
				count++
				if i > 0 {
					conv = append(conv, p.times[i].Sub(p.times[i-1]).Seconds())
				}
			}
		}
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
			"people": []any{}, "count": count, "type": "events",
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

func mean(v []float64) float64 {
	sum := 0.0
	for _, x := range v {
		sum += x
	}
	return sum / float64(len(v))
}

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}
