package insight

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/store/engine"
)

// RetentionQuery is PostHog's RetentionQuery.
type RetentionQuery struct {
	Kind                      string           `json:"kind"`
	RetentionFilter           *RetentionFilter `json:"retentionFilter"`
	DateRange                 *DateRange       `json:"dateRange"`
	Properties                Properties       `json:"properties"`
	FilterTestAccounts        *bool            `json:"filterTestAccounts"`
	BreakdownFilter           *BreakdownFilter `json:"breakdownFilter"`
	AggregationGroupTypeIndex *int             `json:"aggregation_group_type_index"`
	SamplingFactor            *float64         `json:"samplingFactor"`
	DataColorTheme            json.RawMessage  `json:"dataColorTheme"`
	Modifiers                 json.RawMessage  `json:"modifiers"`
	Tags                      json.RawMessage  `json:"tags"`
	Response                  json.RawMessage  `json:"response"`
	Version                   json.RawMessage  `json:"version"`
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
func (e *RetentionEntity) where(attr string) (engine.Expr, error) {
	if e == nil {
		return x("event = '$pageview'"), nil
	}
	if e.Type != nil && *e.Type == "actions" || e.Kind != nil && *e.Kind == "ActionsNode" {
		return nil, apierror.Validation(attr+".type", "Actions are not supported: Burrow has no saved actions; use type events.")
	}
	var ev engine.Expr
	if len(e.ID) > 0 && string(e.ID) != "null" {
		var name string
		if err := json.Unmarshal(e.ID, &name); err != nil {
			return nil, apierror.Validation(attr+".id", "Expected the event name.")
		}
		ev = x("event = __1", str(name))
	}
	props, err := e.Properties.where(attr + ".properties")
	if err != nil {
		return nil, err
	}
	return and(ev, props), nil
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
	rf := q.RetentionFilter
	if rf == nil {
		rf = &RetentionFilter{}
	}
	if q.BreakdownFilter != nil && (len(q.BreakdownFilter.Breakdown) > 0 && string(q.BreakdownFilter.Breakdown) != "null" || len(q.BreakdownFilter.Breakdowns) > 0) {
		return nil, apierror.Validation("query.breakdownFilter", "Retention breakdowns are not supported yet.")
	}
	interval, period, err := periodInterval(rf.Period, "query.retentionFilter.period")
	if err != nil {
		return nil, err
	}
	total := 8
	if rf.TotalIntervals != nil {
		if *rf.TotalIntervals < 1 || *rf.TotalIntervals > 500 {
			return nil, apierror.Validation("query.retentionFilter.totalIntervals", "Must be between 1 and 500.")
		}
		total = *rf.TotalIntervals
	}
	firstTime := false
	if rf.RetentionType != nil {
		switch *rf.RetentionType {
		case "retention_recurring", "":
		case "retention_first_time":
			firstTime = true
		default:
			return nil, apierror.Validation("query.retentionFilter.retentionType", fmt.Sprintf("%q is not supported: use retention_recurring or retention_first_time.", *rf.RetentionType))
		}
	}
	w, err := resolveWindow(q.DateRange, interval, c.now, c.loc)
	if err != nil {
		return nil, err
	}
	if w.all {
		return nil, apierror.Validation("query.dateRange.date_from", `"all" is not supported for retention.`)
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
		return nil, err
	}
	end := w.next(cohorts[len(cohorts)-1])
	target, err := rf.TargetEntity.where("query.retentionFilter.targetEntity")
	if err != nil {
		return nil, err
	}
	returning, err := rf.ReturningEntity.where("query.retentionFilter.returningEntity")
	if err != nil {
		return nil, err
	}
	if target == nil {
		target = x("1 = 1")
	}
	if returning == nil {
		returning = x("1 = 1")
	}
	global, err := q.Properties.where("query.properties")
	if err != nil {
		return nil, err
	}
	lo, hi := w.scanRange(c.now)
	if firstTime {
		lo = c.now.AddDate(-30, 0, 0)
	}
	bucket := w.bucketExpr(x("timestamp"), lo, hi)
	scope := window{from: cohorts[0], to: end.Add(-time.Microsecond), interval: interval, loc: c.loc}
	inRange := scope.timeBounds(x("timestamp"))
	targetRows := and(inRange, target)
	if firstTime { // the first target event ever decides the cohort
		targetRows = and(x("timestamp < toDateTime(__1)", str(utcText(end))), target)
	}
	sel := selectFrom(table("events"), and(global, or(targetRows, and(inRange, returning))),
		[]engine.Expr{actorExpr(), bucket},
		item(actorExpr(), "actor"), item(bucket, "bucket"),
		item(x("max(if(__1, 1, 0))", target), "is_target"), item(x("max(if(__1, 1, 0))", returning), "is_returning"))
	sel.Limit = &engine.Limit{Count: funnelMaxRows + 1, HasCount: true}
	sh := retentionShaper{cohorts: cohorts, total: total, period: period, firstTime: firstTime, w: w,
		cumulative: rf.Cumulative != nil && *rf.Cumulative}
	return &Plan{Query: &engine.Query{Selects: []*engine.Select{sel}}, Shape: sh.shape, MaxRows: funnelMaxRows + 1}, nil
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
}

func (s retentionShaper) shape(t *Table) (*Result, error) {
	if len(t.Rows) > funnelMaxRows {
		return nil, apierror.Validation("query.dateRange", "Retention reads too many actor periods: narrow the date range.")
	}
	index := map[string]int{}
	for i, c := range s.cohorts {
		index[bucketKey(c)] = i
	}
	type actor struct {
		targets   map[int]bool
		returns   map[int]bool
		firstEver *time.Time
	}
	actors := map[string]*actor{}
	for _, r := range t.Rows {
		id := fmt.Sprint(r[0])
		b, ok := parseBucket(r[1], s.w.loc)
		if !ok {
			return nil, fmt.Errorf("insight: unreadable bucket %v", r[1])
		}
		a := actors[id]
		if a == nil {
			a = &actor{targets: map[int]bool{}, returns: map[int]bool{}}
			actors[id] = a
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
		if toFloat(r[3]) == 1 && inRange {
			a.returns[i] = true
		}
	}
	n := len(s.cohorts)
	counts := make([][]int, n)
	for i := range counts {
		counts[i] = make([]int, s.total)
	}
	for _, a := range actors {
		for i := 0; i < n; i++ {
			in := a.targets[i]
			if s.firstTime {
				in = a.firstEver != nil && bucketKey(*a.firstEver) == bucketKey(s.cohorts[i])
			}
			if !in {
				continue
			}
			counts[i][0]++
			last := 0
			for k := 1; k < s.total && i+k < n; k++ {
				if a.returns[i+k] {
					last = k
					if !s.cumulative {
						counts[i][k]++
					}
				}
			}
			if s.cumulative {
				for k := 1; k <= last; k++ {
					counts[i][k]++
				}
			}
		}
	}
	results := make([]map[string]any, n)
	for i, c := range s.cohorts {
		values := make([]map[string]any, s.total)
		for k := range values {
			values[k] = map[string]any{"count": counts[i][k], "label": fmt.Sprintf("%s %d", s.period, k)}
		}
		results[i] = map[string]any{"label": fmt.Sprintf("%s %d", s.period, i), "date": c.Format(time.RFC3339), "values": values}
	}
	return &Result{Results: results, ResolvedDateRange: &ResolvedDateRange{DateFrom: s.cohorts[0], DateTo: s.w.next(s.cohorts[n-1]).Add(-time.Microsecond)}}, nil
}
