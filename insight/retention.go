package insight

import (
	"encoding/json"
	"fmt"
	"math/bits"
	"sort"
	"strings"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// RetentionQuery is PostHog's RetentionQuery.
type RetentionQuery struct {
	Common
	InsightFilters
	RetentionFilter           *RetentionFilter `json:"retentionFilter"`
	BreakdownFilter           *BreakdownFilter `json:"breakdownFilter"`
	AggregationGroupTypeIndex *int             `json:"aggregation_group_type_index"`
}

// RetentionFilter is PostHog's retentionFilter.
type RetentionFilter struct {
	TargetEntity             *RetentionEntity `json:"targetEntity"`
	ReturningEntity          *RetentionEntity `json:"returningEntity"`
	Period                   *string          `json:"period"`
	TotalIntervals           *int             `json:"totalIntervals"`
	RetentionType            *string          `json:"retentionType"`
	RetentionReference       *string          `json:"retentionReference"`
	Cumulative               *bool            `json:"cumulative"`
	MinimumOccurrences       *int             `json:"minimumOccurrences"`
	TimeWindowMode           *string          `json:"timeWindowMode"`
	RetentionCustomBrackets  []float64        `json:"retentionCustomBrackets"`
	AggregationType          *string          `json:"aggregationType"`
	AggregationProperty      *string          `json:"aggregationProperty"`
	AggregationPropertyType  *string          `json:"aggregationPropertyType"`
	ShowMean                 json.RawMessage  `json:"showMean"`
	MeanRetentionCalculation *string          `json:"meanRetentionCalculation"`
	Display                  *string          `json:"display"`
	DashboardDisplay         *string          `json:"dashboardDisplay"`
	SelectedInterval         *int             `json:"selectedInterval"`
	ShowTrendLines           *bool            `json:"showTrendLines"`
}

// RetentionEntity is a target or returning entity: {id: event, type: "events"}.
type RetentionEntity struct {
	ID         json.RawMessage `json:"id"`
	Type       *string         `json:"type"`
	Name       *string         `json:"name"`
	CustomName *string         `json:"custom_name"`
	Kind       *string         `json:"kind"`
	Order      *int            `json:"order"`
	UUID       *string         `json:"uuid"`
	Properties Properties      `json:"properties"`
}

// where is the entity's condition (nil: every event).
func (e *RetentionEntity) where(attr string) (hogql.Expr, error) {
	if e == nil {
		return hogql.MustTemplate("event = '$pageview'"), nil
	}
	if e.Type != nil && *e.Type == "actions" || e.Kind != nil && *e.Kind == "ActionsNode" {
		return nil, apierror.Validation(attr+".type", "Actions are not supported: Burrow stores no saved actions (it reads events only), so an action id cannot be resolved; use type events with the event name as id.")
	}
	var ev hogql.Expr
	if len(e.ID) > 0 && string(e.ID) != "null" {
		var name string
		if err := json.Unmarshal(e.ID, &name); err != nil {
			return nil, apierror.Validation(attr+".id", "Expected the event name.")
		}
		ev = hogql.MustTemplate("event = __1", hogql.String(name))
	}
	props, err := e.Properties.where(attr + ".properties")
	if err != nil {
		return nil, err
	}
	return hogql.And(ev, props), nil
}

// periodInterval maps a retention period to an interval.
func periodInterval(p *string, attr string) (string, string, error) {
	if p == nil || *p == "" {
		return intervalDay, "Day", nil
	}
	switch *p {
	case "Hour", "Day", "Week", "Month":
		return strings.ToLower(*p), *p, nil
	}
	return "", "", apierror.Validation(attr, fmt.Sprintf("%q is not a valid period: use Hour, Day, Week or Month.", *p))
}

func (c compiler) retention(q *RetentionQuery) (*Plan, error) {
	p, sh, err := c.retentionPlan(q)
	if err != nil || c.engine != hogql.ClickHouse {
		return p, err
	}
	return sh.foldedPlan(p.Query.Selects[0]), nil
}

func (c compiler) retentionPlan(q *RetentionQuery) (*Plan, *retentionShaper, error) {
	if err := refuseGroups(q.AggregationGroupTypeIndex, "query.aggregation_group_type_index"); err != nil {
		return nil, nil, err
	}
	rf := q.RetentionFilter
	if rf == nil {
		// Required by PostHog's schema (RetentionQuery.retentionFilter).
		return nil, nil, apierror.Validation("query.retentionFilter", "This field is required.")
	}
	// One breakdown, as PostHog (breakdowns[0] or breakdown): an actor's
	// events are split by its value (a missing one is ""), each part
	// counting apart.
	dims, err := breakdownList(q.BreakdownFilter)
	if err != nil {
		return nil, nil, err
	}
	var bd hogql.Expr
	if len(dims) > 0 {
		raw, err := breakdownDims(dims[:1])
		if err != nil {
			return nil, nil, err
		}
		bd = hogql.MustTemplate("ifNull(toString(__1), '')", raw[0])
	}
	limit := defaultBreakdownLimit
	if q.BreakdownFilter != nil && q.BreakdownFilter.BreakdownLimit != nil && *q.BreakdownFilter.BreakdownLimit > 0 {
		limit = *q.BreakdownFilter.BreakdownLimit
	}
	interval, period, err := periodInterval(rf.Period, "query.retentionFilter.period")
	if err != nil {
		return nil, nil, err
	}
	total := 8
	if rf.TotalIntervals != nil {
		if *rf.TotalIntervals < 1 || *rf.TotalIntervals > 500 {
			return nil, nil, apierror.Validation("query.retentionFilter.totalIntervals", "Must be between 1 and 500.")
		}
		total = *rf.TotalIntervals
	}
	minOccurrences := 1
	if rf.MinimumOccurrences != nil {
		if *rf.MinimumOccurrences < 1 {
			return nil, nil, apierror.Validation("query.retentionFilter.minimumOccurrences", "Must be a positive integer.")
		}
		minOccurrences = *rf.MinimumOccurrences
	}
	if rf.AggregationType != nil && *rf.AggregationType != "" && *rf.AggregationType != "count" {
		return nil, nil, apierror.Validation("query.retentionFilter.aggregationType", fmt.Sprintf("%q is not supported yet: retention counts actors (count).", *rf.AggregationType))
	}
	if rf.TimeWindowMode != nil && *rf.TimeWindowMode != "" && *rf.TimeWindowMode != "strict_calendar_dates" {
		return nil, nil, apierror.Validation("query.retentionFilter.timeWindowMode", fmt.Sprintf("%q is not supported yet: periods are calendar periods (strict_calendar_dates).", *rf.TimeWindowMode))
	}
	if len(rf.RetentionCustomBrackets) > 0 {
		return nil, nil, apierror.Validation("query.retentionFilter.retentionCustomBrackets", "Custom brackets are not supported yet: each period is one interval.")
	}
	firstTime := false
	if rf.RetentionType != nil {
		switch *rf.RetentionType {
		case "retention_recurring", "":
		case "retention_first_time":
			firstTime = true
		default:
			return nil, nil, apierror.Validation("query.retentionFilter.retentionType", fmt.Sprintf("%q is not supported: use retention_recurring or retention_first_time.", *rf.RetentionType))
		}
	}
	w, err := resolveWindow(q.DateRange, interval, c.now, c.loc)
	if err != nil {
		return nil, nil, err
	}
	if w.all {
		return nil, nil, apierror.Validation("query.dateRange.date_from", `"all" is not supported for retention.`)
	}
	// Cohorts: without a date_from, the totalIntervals periods ending with
	// the one of date_to; otherwise every period from date_from to date_to.
	if q.DateRange == nil || q.DateRange.DateFrom == nil || *q.DateRange.DateFrom == "" {
		last := w.bucketStart(w.to)
		first := last
		for i := 1; i < total; i++ {
			first = w.prev(first)
		}
		w.from = first
	}
	cohorts, err := w.buckets(w.from)
	if err != nil {
		return nil, nil, err
	}
	end := w.next(cohorts[len(cohorts)-1])
	target, err := rf.TargetEntity.where("query.retentionFilter.targetEntity")
	if err != nil {
		return nil, nil, err
	}
	returning, err := rf.ReturningEntity.where("query.retentionFilter.returningEntity")
	if err != nil {
		return nil, nil, err
	}
	if target == nil {
		target = hogql.MustTemplate("1 = 1")
	}
	if returning == nil {
		returning = hogql.MustTemplate("1 = 1")
	}
	global, err := q.Properties.where("query.properties")
	if err != nil {
		return nil, nil, err
	}
	lo, hi := w.scanRange(c.now)
	if firstTime {
		lo = c.now.AddDate(-30, 0, 0)
	}
	bucket := w.bucketExpr(hogql.MustTemplate("timestamp"), lo, hi)
	scope := window{from: cohorts[0], to: end.Add(-time.Microsecond), interval: interval, loc: c.loc}
	inRange := scope.timeBounds(hogql.MustTemplate("timestamp"))
	targetRows := hogql.And(inRange, target)
	if firstTime { // the first target event ever decides the cohort
		targetRows = hogql.And(hogql.MustTemplate("timestamp < toDateTime(__1)", hogql.String(utcText(end))), target)
	}
	group := []hogql.Expr{actorExpr(), bucket}
	items := []*hogql.SelectItem{hogql.Item(actorExpr(), "actor"), hogql.Item(bucket, "bucket"),
		hogql.Item(hogql.MustTemplate("max(if(__1, 1, 0))", target), "is_target"), hogql.Item(hogql.MustTemplate("sum(if(__1, 1, 0))", returning), "is_returning")}
	if bd != nil {
		group = append(group, bd)
		items = append(items, hogql.Item(bd, "breakdown_value"))
	}
	sel := selectFrom(table("events"), hogql.And(global, hogql.Or(targetRows, hogql.And(inRange, returning))), group, items...)
	sel.Limit = &hogql.Limit{Count: funnelMaxRows + 1, HasCount: true}
	sh := &retentionShaper{cohorts: cohorts, total: total, period: period, firstTime: firstTime, w: w,
		cumulative: rf.Cumulative != nil && *rf.Cumulative, breakdown: bd != nil, limit: limit, minOccurrences: minOccurrences,
		src: retentionSource{where: sel.Where, bucket: bucket, lo: lo, hi: hi, target: target, returning: returning, breakdown: bd}}
	if !firstTime && hogql.FormatExpr(target) == hogql.FormatExpr(returning) {
		// One condition: the events in range that meet it.
		sh.src.same, sh.src.where = true, hogql.And(global, inRange, target)
	}
	return &Plan{Query: &hogql.Query{Selects: []*hogql.Select{sel}}, Shape: sh.shape, MaxRows: funnelMaxRows + 1}, sh, nil
}

// prev is the bucket before b.
func (w window) prev(b time.Time) time.Time {
	y, m, d := b.Date()
	switch w.interval {
	case intervalHour:
		return w.bucketStart(b.Add(-time.Hour))
	case intervalWeek:
		return dateStart(y, m, d-7, w.loc)
	case intervalMonth:
		return dateStart(y, m-1, 1, w.loc)
	}
	return dateStart(y, m, d-1, w.loc)
}

type retentionShaper struct {
	cohorts    []time.Time
	total      int
	period     string
	firstTime  bool
	cumulative bool
	w          window
	breakdown  bool // rows carry a breakdown value
	limit      int  // breakdown values shown; the rest are Other
	// minOccurrences is the returning events a period needs to count.
	minOccurrences int
	src            retentionSource
}

// retentionSource is what the rows statement is made of, for foldedPlan.
type retentionSource struct {
	where, bucket, target, returning hogql.Expr
	breakdown                        hogql.Expr // nil: none
	// lo and hi are the span bucket knows the zone's offsets over.
	lo, hi time.Time
	// same: a recurring retention whose target and returning events are
	// the same; where reads only those, and each actor's cohorts are its
	// returns.
	same bool
}

// retentionActor is one actor (with one breakdown value) of the rows.
type retentionActor struct {
	id        string
	breakdown string
	targets   map[int]bool
	returns   map[int]bool
	firstEver *time.Time
}

// actors reads the rows: each actor (and breakdown value) with the cohort
// periods it did the target event in and those it returned in.
func (s retentionShaper) actors(t *Table) ([]*retentionActor, error) {
	if len(t.Rows) > funnelMaxRows {
		return nil, apierror.Validation("query.dateRange", "Retention reads too many actor periods: narrow the date range.")
	}
	index := map[string]int{}
	for i, c := range s.cohorts {
		index[bucketKey(c)] = i
	}
	byKey := map[string]*retentionActor{}
	var out []*retentionActor
	for _, r := range t.Rows {
		id := fmt.Sprint(r[0])
		bd := ""
		if s.breakdown {
			bd = fmt.Sprint(r[4])
		}
		b, ok := parseBucket(r[1], s.w.loc)
		if !ok {
			return nil, fmt.Errorf("insight: unreadable bucket %v", r[1])
		}
		key := id + "\x00" + bd
		a := byKey[key]
		if a == nil {
			a = &retentionActor{id: id, breakdown: bd, targets: map[int]bool{}, returns: map[int]bool{}}
			byKey[key] = a
			out = append(out, a)
		}
		i, inRange := index[bucketKey(b)]
		if toFloat(r[2]) == 1 {
			if a.firstEver == nil || b.Before(*a.firstEver) {
				bb := b
				a.firstEver = &bb
			}
			if inRange {
				a.targets[i] = true
			}
		}
		// A return counts in a period with at least minimumOccurrences
		// returning events (PostHog's minimumOccurrences; default 1).
		if toFloat(r[3]) >= float64(s.minOccurrences) && inRange {
			a.returns[i] = true
		}
	}
	return out, nil
}

// cells calls fn for every (cohort i, period k) actor a counts in.
func (s retentionShaper) cells(a *retentionActor, fn func(i, k int)) {
	n := len(s.cohorts)
	for i := 0; i < n; i++ {
		in := a.targets[i]
		if s.firstTime {
			in = a.firstEver != nil && bucketKey(*a.firstEver) == bucketKey(s.cohorts[i])
		}
		if !in {
			continue
		}
		fn(i, 0)
		last := 0
		for k := 1; k < s.total && i+k < n; k++ {
			if a.returns[i+k] {
				last = k
				if !s.cumulative {
					fn(i, k)
				}
			}
		}
		if s.cumulative {
			for k := 1; k <= last; k++ {
				fn(i, k)
			}
		}
	}
}

// rank orders the breakdown values by cohort size (the sum of every
// cohort's period 0), largest first, then by value, and maps those past
// the limit to Other, as PostHog does.
func (s retentionShaper) rank(actors []*retentionActor) (values []string, under map[string]string) {
	size := map[string]int{}
	for _, a := range actors {
		s.cells(a, func(_, k int) {
			if k == 0 {
				size[a.breakdown]++
			}
		})
	}
	return rankSizes(size, s.limit, breakdownOther)
}

// rankSizes orders the breakdown values of size, largest first, then by
// value, and maps those past limit to other (the key of Other).
func rankSizes(size map[string]int, limit int, other string) (values []string, under map[string]string) {
	for v := range size {
		values = append(values, v)
	}
	sort.Slice(values, func(i, j int) bool {
		if size[values[i]] != size[values[j]] {
			return size[values[i]] > size[values[j]]
		}
		return values[i] < values[j]
	})
	under = map[string]string{}
	for i, v := range values {
		under[v] = v
		if i >= limit {
			under[v] = other
		}
	}
	if len(values) > limit {
		values = append(values[:limit:limit], other)
	}
	return values, under
}

func (s retentionShaper) shape(t *Table) (*Result, error) {
	actors, err := s.actors(t)
	if err != nil {
		return nil, err
	}
	values, under := []string{""}, map[string]string{"": ""}
	if s.breakdown {
		values, under = s.rank(actors)
	}
	counts := s.emptyCounts(values)
	for _, a := range actors {
		c := counts[under[a.breakdown]]
		s.cells(a, func(i, k int) { c[i][k]++ })
	}
	return s.result(values, counts), nil
}

// emptyCounts is a cohort × period table of zeros for every value.
func (s retentionShaper) emptyCounts(values []string) map[string][][]int {
	counts := map[string][][]int{}
	for _, v := range values {
		c := make([][]int, len(s.cohorts))
		for i := range c {
			c[i] = make([]int, s.total)
		}
		counts[v] = c
	}
	return counts
}

// result is the response of the counts of each breakdown value.
func (s retentionShaper) result(values []string, counts map[string][][]int) *Result {
	n := len(s.cohorts)
	results := make([]map[string]any, 0, n*len(values))
	for _, v := range values {
		for i, c := range s.cohorts {
			vals := make([]map[string]any, s.total)
			for k := range vals {
				vals[k] = map[string]any{"count": counts[v][i][k], "label": fmt.Sprintf("%s %d", s.period, k)}
			}
			row := map[string]any{"label": fmt.Sprintf("%s %d", s.period, i), "date": c.Format(time.RFC3339), "values": vals}
			if s.breakdown {
				row["breakdown_value"] = v
			}
			results = append(results, row)
		}
	}
	return &Result{Results: results, ResolvedDateRange: &ResolvedDateRange{DateFrom: s.cohorts[0], DateTo: s.w.next(s.cohorts[n-1]).Add(-time.Microsecond)}}
}

// foldedPlan is the retention plan for ClickHouse: the per-actor fold of
// cells (what actors and cells do in Go) runs in the statement, which
// returns only (breakdown value, cohort, period, actors); Go then ranks the
// breakdown values and fills the cells. Up to maskBuckets cohorts, see
// maskPlan; beyond, periods are 1-based indices into the constant list of
// cohort starts (0: a bucket before the cohorts, read for first-time
// retention only), so the statement does no date arithmetic (hours, weeks,
// months and the project timezone's offsets stay in w.bucketExpr). rows is
// the rows statement of the Go fold, read when a period needs more than one
// returning event.
func (s *retentionShaper) foldedPlan(rows *hogql.Select) *Plan {
	if len(s.cohorts) <= maskBuckets {
		return s.maskPlan(rows)
	}
	n := hogql.Int(int64(len(s.cohorts)))
	list := s.w.bucketList(s.cohorts)
	bd := hogql.MustTemplate("''")
	if s.breakdown {
		bd = s.src.breakdown
	}
	// Per actor (and breakdown value): the cohorts it is in and the periods
	// it returned in.
	var perActor *hogql.Select
	if s.minOccurrences == 1 {
		// One pass over the events: each actor's distinct buckets.
		indices := func(cond hogql.Expr) hogql.Expr {
			return hogql.MustTemplate("arrayFilter(x -> x > 0, arrayMap(b -> indexOf(__1, b), groupUniqArray(if(__2, __3, NULL))))", list, cond, s.src.bucket)
		}
		cohorts := indices(s.src.target)
		if s.firstTime {
			cohorts = hogql.MustTemplate("arrayFilter(x -> x > 0, [indexOf(__1, min(if(__2, __3, NULL)))])", list, s.src.target, s.src.bucket)
		}
		returns := indices(s.src.returning)
		if s.src.same {
			returns = hogql.MustTemplate("cohorts")
		}
		perActor = selectFrom(table("events"), s.src.where, []hogql.Expr{actorKey(hogql.ClickHouse), bd},
			hogql.Item(bd, "breakdown_value"), hogql.Item(cohorts, "cohorts"), hogql.Item(returns, "returns"))
	} else {
		// Over the rows statement: a period counts with at least
		// minimumOccurrences returning events.
		// The rows statement, grouped by the cheap key of the same actors.
		inner := *rows
		inner.Limit = nil
		inner.Items = append([]*hogql.SelectItem{hogql.Item(actorKey(hogql.ClickHouse), "actor")}, inner.Items[1:]...)
		inner.GroupBy = append([]hogql.Expr{actorGroup(hogql.ClickHouse)}, inner.GroupBy[1:]...)
		index := hogql.MustTemplate("indexOf(__1, bucket)", list)
		cohorts := hogql.MustTemplate("arrayFilter(x -> x > 0, groupArray(if(is_target = 1, __1, 0)))", index)
		if s.firstTime {
			cohorts = hogql.MustTemplate("arrayFilter(x -> x > 0 AND x <= __1, [min(if(is_target = 1, __2, __1 + 1))])", n, index)
		}
		returns := hogql.MustTemplate("arrayFilter(x -> x > 0, groupArray(if(is_returning >= __1, __2, 0)))", hogql.Int(int64(s.minOccurrences)), index)
		rbd := hogql.MustTemplate("''")
		if s.breakdown {
			rbd = hogql.MustTemplate("breakdown_value")
		}
		perActor = selectFrom(subquery(&hogql.Query{Selects: []*hogql.Select{&inner}}, "r"), nil,
			[]hogql.Expr{hogql.MustTemplate("actor"), rbd},
			hogql.Item(rbd, "breakdown_value"), hogql.Item(cohorts, "cohorts"), hogql.Item(returns, "returns"))
	}
	// Per actor and cohort c: period 0 and the periods k = r - c of its
	// returns r within totalIntervals (cumulative: every k up to the last).
	later := hogql.MustTemplate("arrayMap(r -> r - c, arrayFilter(r -> r > c AND r < c + __1, returns))", hogql.Int(int64(s.total)))
	periods := hogql.MustTemplate("arrayConcat([0], __1)", later)
	if s.cumulative {
		periods = hogql.MustTemplate("range(0, arrayReverseSort(arrayConcat([0], __1))[1] + 1)", later)
	}
	perCohort := selectFrom(subquery(&hogql.Query{Selects: []*hogql.Select{perActor}}, "a"), nil, nil,
		hogql.Item(hogql.MustTemplate("breakdown_value"), "breakdown_value"), hogql.Item(hogql.MustTemplate("arrayJoin(cohorts)"), "c"),
		hogql.Item(hogql.MustTemplate("returns"), "returns"))
	cells := selectFrom(subquery(&hogql.Query{Selects: []*hogql.Select{perCohort}}, "p"), nil,
		[]hogql.Expr{hogql.MustTemplate("breakdown_value"), hogql.MustTemplate("c"), hogql.MustTemplate("k")},
		hogql.Item(hogql.MustTemplate("breakdown_value"), "breakdown_value"), hogql.Item(hogql.MustTemplate("c"), "cohort"),
		hogql.Item(hogql.MustTemplate("arrayJoin(__1)", periods), "k"), hogql.Item(hogql.MustTemplate("count()"), "actors"))
	cells.Limit = &hogql.Limit{Count: funnelMaxRows + 1, HasCount: true}
	return &Plan{Query: &hogql.Query{Selects: []*hogql.Select{cells}}, Shape: s.shapeCells, MaxRows: funnelMaxRows + 1}
}

// shapeCells shapes the rows of foldedPlan: (breakdown value, cohort
// index from 1, period, actors).
func (s retentionShaper) shapeCells(t *Table) (*Result, error) {
	if len(t.Rows) > funnelMaxRows {
		return nil, apierror.Validation("query.dateRange", "Retention has too many cells: narrow the date range.")
	}
	n := len(s.cohorts)
	type cell struct {
		bd     string
		i, k   int
		actors int
	}
	cells := make([]cell, 0, len(t.Rows))
	size := map[string]int{}
	for _, r := range t.Rows {
		c := cell{bd: fmt.Sprint(r[0]), i: int(toFloat(r[1])) - 1, k: int(toFloat(r[2])), actors: int(toFloat(r[3]))}
		if c.i < 0 || c.i >= n || c.k < 0 || c.k >= s.total {
			return nil, fmt.Errorf("insight: retention cell (%v, %v) out of range", r[1], r[2])
		}
		cells = append(cells, c)
		if c.k == 0 {
			size[c.bd] += c.actors
		}
	}
	values, under := s.rankValues(size)
	counts := s.emptyCounts(values)
	for _, c := range cells {
		counts[under[c.bd]][c.i][c.k] += c.actors
	}
	return s.result(values, counts), nil
}

// rankValues are the breakdown values shown for the actors of each value
// at period 0 and, per value, the one it counts under (rankSizes), or the
// one value "" without a breakdown.
func (s retentionShaper) rankValues(size map[string]int) (values []string, under map[string]string) {
	if !s.breakdown {
		return []string{""}, map[string]string{"": ""}
	}
	return rankSizes(size, s.limit, breakdownOther)
}

// maskPlan is foldedPlan for at most maskBuckets cohorts: each actor's
// cohorts and returns are bit masks (bit i: the cohort of index i), ORed
// over its events by groupBitOr from an index computed per event
// (bucketIndex), far cheaper than gathering and searching arrays of
// bucket starts. The actors are then counted per (breakdown value, cohorts,
// returns), and each such row's cells come from its masks.
func (s *retentionShaper) maskPlan(rows *hogql.Select) *Plan {
	n := int64(len(s.cohorts))
	bd := hogql.MustTemplate("''")
	if s.breakdown {
		bd = s.src.breakdown
	}
	var perActor *hogql.Select
	if s.minOccurrences == 1 {
		// One pass over the events.
		lo, hi := s.src.lo, s.src.hi
		index := s.w.bucketIndex(hogql.MustTemplate("timestamp"), lo, hi, s.cohorts)
		mask := func(cond hogql.Expr) hogql.Expr {
			return hogql.MustTemplate("ifNull(groupBitOr(if(__1, bitShiftLeft(1, __2), NULL)), 0)", cond, index)
		}
		cohorts := mask(s.src.target)
		if s.src.same {
			// Every event read is a target event.
			cohorts = hogql.MustTemplate("ifNull(groupBitOr(bitShiftLeft(1, __1)), 0)", index)
		}
		if s.firstTime {
			// The bucket of the first target event ever: its unit is the
			// least, whether or not it is a cohort.
			unit := s.w.bucketUnit(hogql.MustTemplate("timestamp"), lo, hi, s.cohorts[0])
			first := s.w.unitIndex(hogql.MustTemplate("min(if(__1, __2, NULL))", s.src.target, unit), s.cohorts)
			cohorts = hogql.MustTemplate("ifNull(bitShiftLeft(1, __1), 0)", first)
		}
		returns := mask(s.src.returning)
		if s.src.same {
			returns = hogql.MustTemplate("cohort_bits")
		}
		perActor = selectFrom(table("events"), s.src.where, []hogql.Expr{actorKey(hogql.ClickHouse), bd},
			hogql.Item(bd, "breakdown_value"), hogql.Item(cohorts, "cohort_bits"), hogql.Item(returns, "return_bits"))
	} else {
		// Over the rows statement, grouped by the cheap key of the same
		// actors: a period counts with at least minimumOccurrences
		// returning events.
		inner := *rows
		inner.Limit = nil
		inner.Items = append([]*hogql.SelectItem{hogql.Item(actorKey(hogql.ClickHouse), "actor")}, inner.Items[1:]...)
		inner.GroupBy = append([]hogql.Expr{actorGroup(hogql.ClickHouse)}, inner.GroupBy[1:]...)
		index := hogql.MustTemplate("indexOf(__1, bucket)", s.w.bucketList(s.cohorts)) // from 1; 0: none
		cohorts := hogql.MustTemplate("ifNull(groupBitOr(if(is_target = 1 AND __1 > 0, bitShiftLeft(1, __1 - 1), NULL)), 0)", index)
		if s.firstTime {
			// The first target bucket ever: 0 when before the cohorts.
			cohorts = hogql.MustTemplate("ifNull(bitShiftLeft(1, min(if(is_target = 1, __2, __1 + 1)) - 1), 0)", hogql.Int(n), index)
		}
		returns := hogql.MustTemplate("ifNull(groupBitOr(if(is_returning >= __1 AND __2 > 0, bitShiftLeft(1, __2 - 1), NULL)), 0)",
			hogql.Int(int64(s.minOccurrences)), index)
		rbd := hogql.MustTemplate("''")
		if s.breakdown {
			rbd = hogql.MustTemplate("breakdown_value")
		}
		perActor = selectFrom(subquery(&hogql.Query{Selects: []*hogql.Select{&inner}}, "r"), nil,
			[]hogql.Expr{hogql.MustTemplate("actor"), rbd},
			hogql.Item(rbd, "breakdown_value"), hogql.Item(cohorts, "cohort_bits"), hogql.Item(returns, "return_bits"))
	}
	// Bits past the cohorts (an index out of range) are cleared.
	col := hogql.MustTemplate
	cohorts, returns := hogql.MustTemplate("bitAnd(cohort_bits, __1)", hogql.Int(1<<n-1)), hogql.MustTemplate("bitAnd(return_bits, __1)", hogql.Int(1<<n-1))
	masks := selectFrom(subquery(&hogql.Query{Selects: []*hogql.Select{perActor}}, "a"), nil,
		[]hogql.Expr{col("breakdown_value"), cohorts, returns},
		hogql.Item(col("breakdown_value"), "breakdown_value"), hogql.Item(cohorts, "cohorts"),
		hogql.Item(returns, "returns"), hogql.Item(col("count()"), "actors"))
	// Burrow expands each mask row into its cells (shapeMasks): the array
	// joins that did it in the statement cost ClickHouse 5-7 ms of
	// planning whatever the data. Past maskRowsMax rows (as many patterns
	// as actors, at scale) the statement does it after all (Next).
	limited := *masks
	limited.Limit = &hogql.Limit{Count: maskRowsMax + 1, HasCount: true}
	return &Plan{Query: &hogql.Query{Selects: []*hogql.Select{&limited}}, Shape: s.shapeMasks, MaxRows: maskRowsMax + 1,
		Next: func(t *Table) (*Plan, error) {
			if len(t.Rows) <= maskRowsMax {
				return nil, nil
			}
			return s.maskCellsPlan(masks), nil
		}}
}

// maskRowsMax is the most mask rows of retention and lifecycle that
// Burrow expands itself (shapeMasks); past it, the statement does.
const maskRowsMax = 100_000

// maskCellsPlan expands the rows of masks (maskPlan) into cells in the
// statement: per mask row and cohort c, period 0 and the periods k of its
// returns c + k within totalIntervals and the cohorts (cumulative: every
// k up to the last).
func (s *retentionShaper) maskCellsPlan(masks *hogql.Select) *Plan {
	n := int64(len(s.cohorts))
	col := hogql.MustTemplate
	later := hogql.MustTemplate("arrayFilter(k -> bitAnd(returns, bitShiftLeft(1, c + k)) != 0, range(1, least(__1, __2 - c)))",
		hogql.Int(int64(s.total)), hogql.Int(n))
	periods := hogql.MustTemplate("arrayConcat([0], __1)", later)
	if s.cumulative {
		periods = hogql.MustTemplate("range(0, arrayReverseSort(arrayConcat([0], __1))[1] + 1)", later)
	}
	perCohort := selectFrom(subquery(&hogql.Query{Selects: []*hogql.Select{masks}}, "m"), nil, nil,
		hogql.Item(col("breakdown_value"), "breakdown_value"),
		hogql.Item(hogql.MustTemplate("arrayJoin(arrayFilter(c -> bitAnd(cohorts, bitShiftLeft(1, c)) != 0, range(0, __1)))", hogql.Int(n)), "c"),
		hogql.Item(col("returns"), "returns"), hogql.Item(col("actors"), "actors"))
	cells := selectFrom(subquery(&hogql.Query{Selects: []*hogql.Select{perCohort}}, "p"), nil,
		[]hogql.Expr{col("breakdown_value"), col("cohort"), col("k")},
		hogql.Item(col("breakdown_value"), "breakdown_value"), hogql.Item(col("c + 1"), "cohort"),
		hogql.Item(hogql.MustTemplate("arrayJoin(__1)", periods), "k"), hogql.Item(col("sum(actors)"), "actors"))
	cells.Limit = &hogql.Limit{Count: funnelMaxRows + 1, HasCount: true}
	return &Plan{Query: &hogql.Query{Selects: []*hogql.Select{cells}}, Shape: s.shapeCells, MaxRows: funnelMaxRows + 1}
}

// shapeMasks shapes the rows of maskPlan: (breakdown value, cohorts,
// returns, actors), the masks' bit i standing for the cohort of index i.
// The actors of a row are in each of its cohorts c at period 0 and at
// each period k (1 <= k < totalIntervals, c + k a cohort) of its returns
// c + k (cumulative: every k up to the last).
func (s retentionShaper) shapeMasks(t *Table) (*Result, error) {
	n := len(s.cohorts)
	type maskRow struct {
		bd               string
		cohorts, returns int64
		actors           int
	}
	rows := make([]maskRow, 0, len(t.Rows))
	size := map[string]int{} // actors at period 0, of every cohort
	for _, r := range t.Rows {
		cohorts, err := int64Cell(r[1])
		if err != nil {
			return nil, fmt.Errorf("insight: retention cohorts %v: %w", r[1], err)
		}
		returns, err := int64Cell(r[2])
		if err != nil {
			return nil, fmt.Errorf("insight: retention returns %v: %w", r[2], err)
		}
		in := bits.OnesCount64(uint64(cohorts) & (1<<n - 1))
		if in == 0 {
			continue // in no cohort: no cell, and no breakdown value of its own
		}
		m := maskRow{bd: fmt.Sprint(r[0]), cohorts: cohorts, returns: returns, actors: int(toFloat(r[3]))}
		rows = append(rows, m)
		size[m.bd] += m.actors * in
	}
	values, under := s.rankValues(size)
	counts := s.emptyCounts(values)
	for _, m := range rows {
		cells := counts[under[m.bd]]
		for c := 0; c < n; c++ {
			if m.cohorts>>c&1 == 0 {
				continue
			}
			cells[c][0] += m.actors
			last := 0
			for k := 1; k < min(s.total, n-c); k++ {
				if m.returns>>(c+k)&1 == 0 {
					continue
				}
				last = k
				if !s.cumulative {
					cells[c][k] += m.actors
				}
			}
			for k := 1; s.cumulative && k <= last; k++ {
				cells[c][k] += m.actors
			}
		}
	}
	return s.result(values, counts), nil
}
