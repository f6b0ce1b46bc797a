package insight

import (
	"encoding/json"
	"fmt"
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
	p, _, err := c.retentionPlan(q)
	return p, err
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
		cumulative: rf.Cumulative != nil && *rf.Cumulative, breakdown: bd != nil, limit: limit, minOccurrences: minOccurrences}
	return &Plan{Query: &hogql.Query{Selects: []*hogql.Select{sel}}, Shape: sh.shape, MaxRows: funnelMaxRows + 1}, sh, nil
}

// prev is the bucket before b.
func (w window) prev(b time.Time) time.Time {
	y, m, d := b.Date()
	switch w.interval {
	case intervalHour:
		return w.bucketStart(b.Add(-time.Hour))
	case intervalWeek:
		return time.Date(y, m, d-7, 0, 0, 0, 0, w.loc)
	case intervalMonth:
		return time.Date(y, m-1, 1, 0, 0, 0, 0, w.loc)
	}
	return time.Date(y, m, d-1, 0, 0, 0, 0, w.loc)
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
		if i >= s.limit {
			under[v] = breakdownOther
		}
	}
	if len(values) > s.limit {
		values = append(values[:s.limit:s.limit], breakdownOther)
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
	n := len(s.cohorts)
	counts := map[string][][]int{}
	for _, v := range values {
		c := make([][]int, n)
		for i := range c {
			c[i] = make([]int, s.total)
		}
		counts[v] = c
	}
	for _, a := range actors {
		c := counts[under[a.breakdown]]
		s.cells(a, func(i, k int) { c[i][k]++ })
	}
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
	return &Result{Results: results, ResolvedDateRange: &ResolvedDateRange{DateFrom: s.cohorts[0], DateTo: s.w.next(s.cohorts[n-1]).Add(-time.Microsecond)}}, nil
}
