package insight

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// StickinessQuery is PostHog's StickinessQuery.
type StickinessQuery struct {
	Common
	InsightFilters
	Series           []SeriesNode      `json:"series"`
	Interval         string            `json:"interval"`
	IntervalCount    *int              `json:"intervalCount"`
	CompareFilter    *CompareFilter    `json:"compareFilter"`
	StickinessFilter *StickinessFilter `json:"stickinessFilter"`
}

// StickinessFilter is PostHog's stickinessFilter.
type StickinessFilter struct {
	StickinessCriteria   *StickinessCriteria `json:"stickinessCriteria"`
	ComputedAs           *string             `json:"computedAs"`
	Display              *string             `json:"display"`
	ShowLegend           *bool               `json:"showLegend"`
	ShowValuesOnSeries   *bool               `json:"showValuesOnSeries"`
	ShowMultipleYAxes    *bool               `json:"showMultipleYAxes"`
	HiddenLegendIndexes  []int               `json:"hiddenLegendIndexes"`
	ResultCustomizations json.RawMessage     `json:"resultCustomizations"`
}

// StickinessCriteria is the per-interval event count an interval needs.
type StickinessCriteria struct {
	Operator string `json:"operator"`
	Value    int    `json:"value"`
}

func (c compiler) stickiness(q *StickinessQuery) (*Plan, error) {
	p, _, err := c.stickinessPlan(q)
	return p, err
}

func (c compiler) stickinessPlan(q *StickinessQuery) (*Plan, *stickinessShaper, error) {
	if len(q.Series) == 0 {
		return nil, nil, apierror.Validation("query.series", "This field is required: at least one EventsNode.")
	}
	interval, err := checkInterval(q.Interval)
	if err != nil {
		return nil, nil, err
	}
	per := 1
	if q.IntervalCount != nil {
		if *q.IntervalCount < 1 {
			return nil, nil, apierror.Validation("query.intervalCount", "Must be a positive integer.")
		}
		per = *q.IntervalCount
	}
	sf := q.StickinessFilter
	if sf == nil {
		sf = &StickinessFilter{}
	}
	if cr := sf.StickinessCriteria; cr != nil {
		switch cr.Operator {
		case "gte", "lte", "exact":
		default:
			return nil, nil, apierror.Validation("query.stickinessFilter.stickinessCriteria.operator", "Use gte, lte or exact.")
		}
		if cr.Value < 1 {
			return nil, nil, apierror.Validation("query.stickinessFilter.stickinessCriteria.value", "Must be a positive integer.")
		}
	}
	cumulative := false
	if sf.ComputedAs != nil {
		switch *sf.ComputedAs {
		case "non_cumulative", "":
		case "cumulative":
			cumulative = true
		default:
			return nil, nil, apierror.Validation("query.stickinessFilter.computedAs", "Use non_cumulative or cumulative.")
		}
	}
	w, err := resolveWindow(q.DateRange, interval, c.now, c.loc)
	if err != nil {
		return nil, nil, err
	}
	if w.all {
		return nil, nil, apierror.Validation("query.dateRange.date_from", `"all" is not supported for stickiness.`)
	}
	windows := []window{w}
	labels := []string{""}
	if q.CompareFilter != nil && q.CompareFilter.Compare != nil && *q.CompareFilter.Compare {
		prev, err := previousWindow(w, q.CompareFilter.CompareTo)
		if err != nil {
			return nil, nil, err
		}
		windows = append(windows, prev)
		labels = []string{"current", "previous"}
	}
	global, err := q.Properties.where("query.properties")
	if err != nil {
		return nil, nil, err
	}
	var members []stickinessMember
	var selects []*hogql.Select
	for p, pw := range windows {
		buckets, err := pw.buckets(pw.from)
		if err != nil {
			return nil, nil, err
		}
		lo, hi := pw.scanRange(c.now)
		bucket := pw.bucketExpr(hogql.MustTemplate("timestamp"), lo, hi)
		for i := range q.Series {
			attr := fmt.Sprintf("query.series.%d", i)
			if err := q.Series[i].check(attr); err != nil {
				return nil, nil, err
			}
			own, err := q.Series[i].where(attr)
			if err != nil {
				return nil, nil, err
			}
			tag := len(members)
			members = append(members, stickinessMember{node: &q.Series[i], order: i, w: pw, buckets: buckets, compare: labels[p]})
			selects = append(selects, selectFrom(table("events"), hogql.And(pw.timeBounds(hogql.MustTemplate("timestamp")), own, global),
				[]hogql.Expr{actorExpr(), bucket},
				hogql.Item(hogql.Int(int64(tag)), "series"), hogql.Item(actorExpr(), "actor"), hogql.Item(bucket, "bucket"), hogql.Item(hogql.MustTemplate("count()"), "events")))
		}
	}
	stmt := query(funnelMaxRows+1, selects...)
	sh := &stickinessShaper{q: q, members: members, per: per, criteria: sf.StickinessCriteria, cumulative: cumulative, w: w}
	return &Plan{Query: stmt, Shape: sh.shape, MaxRows: funnelMaxRows + 1}, sh, nil
}

// stickinessMember is one (series, period) of the statement.
type stickinessMember struct {
	node    *SeriesNode
	order   int
	w       window
	buckets []time.Time
	compare string // "", "current" or "previous"
}

type stickinessShaper struct {
	q          *StickinessQuery
	members    []stickinessMember
	per        int
	criteria   *StickinessCriteria
	cumulative bool
	w          window
}

func (s stickinessShaper) counts(n int) bool {
	if s.criteria == nil {
		return n > 0
	}
	switch s.criteria.Operator {
	case "gte":
		return n >= s.criteria.Value
	case "lte":
		return n > 0 && n <= s.criteria.Value
	}
	return n == s.criteria.Value
}

// intervals counts, per member and actor, the periods the actor was active
// in (by the criteria).
func (s stickinessShaper) intervals(t *Table) ([]map[string]int, error) {
	if len(t.Rows) > funnelMaxRows {
		return nil, apierror.Validation("query.dateRange", "Stickiness reads too many actor periods: narrow the date range.")
	}
	index := make([]map[string]int, len(s.members))
	for k, m := range s.members {
		index[k] = map[string]int{}
		for i, b := range m.buckets {
			index[k][bucketKey(b)] = i
		}
	}
	// member → actor → period → events
	active := make([]map[string]map[int]int, len(s.members))
	for i := range active {
		active[i] = map[string]map[int]int{}
	}
	for _, r := range t.Rows {
		tag := int(toFloat(r[0]))
		id := fmt.Sprint(r[1])
		b, ok := parseBucket(r[2], s.w.loc)
		if !ok {
			return nil, fmt.Errorf("insight: unreadable bucket %v", r[2])
		}
		i, ok := index[tag][bucketKey(b)]
		if !ok {
			continue
		}
		if active[tag][id] == nil {
			active[tag][id] = map[int]int{}
		}
		active[tag][id][i/s.per] += int(toFloat(r[3]))
	}
	out := make([]map[string]int, len(s.members))
	for k := range s.members {
		out[k] = map[string]int{}
		for id, byPeriod := range active[k] {
			n := 0
			for _, events := range byPeriod {
				if s.counts(events) {
					n++
				}
			}
			if n > 0 {
				out[k][id] = n
			}
		}
	}
	return out, nil
}

func (s stickinessShaper) shape(t *Table) (*Result, error) {
	perActor, err := s.intervals(t)
	if err != nil {
		return nil, err
	}
	unit := s.w.interval
	results := make([]map[string]any, len(s.members))
	for k, m := range s.members {
		node := m.node
		periods := (len(m.buckets) + s.per - 1) / s.per
		data := make([]float64, periods)
		for _, n := range perActor[k] {
			data[n-1]++
		}
		count := 0.0
		for _, v := range data {
			count += v
		}
		if s.cumulative {
			for i := len(data) - 2; i >= 0; i-- {
				data[i] += data[i+1]
			}
		}
		days := make([]int, periods)
		labels := make([]string, periods)
		for i := range days {
			days[i] = i + 1
			labels[i] = fmt.Sprintf("%d %s", i+1, unit)
			if i > 0 {
				labels[i] += "s"
			}
			if s.cumulative {
				labels[i] += " or more"
			}
		}
		action := map[string]any{"id": node.Event, "name": node.label(), "type": "events", "order": m.order, "custom_name": node.CustomName, "math": node.Math}
		results[k] = map[string]any{"action": action, "data": data, "count": count, "days": days, "labels": labels, "label": node.label()}
		if m.compare != "" {
			results[k]["compare"] = true
			results[k]["compare_label"] = m.compare
		}
	}
	return &Result{Results: results, ResolvedDateRange: &ResolvedDateRange{DateFrom: s.w.from, DateTo: s.w.to}}, nil
}
