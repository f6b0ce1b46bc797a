package insight

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/store/engine"
)

// StickinessQuery is PostHog's StickinessQuery.
type StickinessQuery struct {
	Kind               string            `json:"kind"`
	Series             []SeriesNode      `json:"series"`
	Interval           string            `json:"interval"`
	IntervalCount      *int              `json:"intervalCount"`
	DateRange          *DateRange        `json:"dateRange"`
	Properties         Properties        `json:"properties"`
	FilterTestAccounts *bool             `json:"filterTestAccounts"`
	CompareFilter      *CompareFilter    `json:"compareFilter"`
	SamplingFactor     *float64          `json:"samplingFactor"`
	StickinessFilter   *StickinessFilter `json:"stickinessFilter"`
	DataColorTheme     json.RawMessage   `json:"dataColorTheme"`
	Modifiers          json.RawMessage   `json:"modifiers"`
	Tags               json.RawMessage   `json:"tags"`
	Response           json.RawMessage   `json:"response"`
	Version            json.RawMessage   `json:"version"`
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
	if len(q.Series) == 0 {
		return nil, apierror.Validation("query.series", "This field is required: at least one EventsNode.")
	}
	interval, err := checkInterval(q.Interval)
	if err != nil {
		return nil, err
	}
	per := 1
	if q.IntervalCount != nil {
		if *q.IntervalCount < 1 {
			return nil, apierror.Validation("query.intervalCount", "Must be a positive integer.")
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
			return nil, apierror.Validation("query.stickinessFilter.stickinessCriteria.operator", "Use gte, lte or exact.")
		}
		if cr.Value < 1 {
			return nil, apierror.Validation("query.stickinessFilter.stickinessCriteria.value", "Must be a positive integer.")
		}
	}
	cumulative := false
	if sf.ComputedAs != nil {
		switch *sf.ComputedAs {
		case "non_cumulative", "":
		case "cumulative":
			cumulative = true
		default:
			return nil, apierror.Validation("query.stickinessFilter.computedAs", "Use non_cumulative or cumulative.")
		}
	}
	if q.CompareFilter != nil && q.CompareFilter.Compare != nil && *q.CompareFilter.Compare {
		return nil, apierror.Validation("query.compareFilter", "Stickiness comparisons are not supported yet.")
	}
	w, err := resolveWindow(q.DateRange, interval, c.now, c.loc)
	if err != nil {
		return nil, err
	}
	if w.all {
		return nil, apierror.Validation("query.dateRange.date_from", `"all" is not supported for stickiness.`)
	}
	buckets, err := w.buckets(w.from)
	if err != nil {
		return nil, err
	}
	global, err := q.Properties.where("query.properties")
	if err != nil {
		return nil, err
	}
	lo, hi := w.scanRange(c.now)
	bucket := w.bucketExpr(x("timestamp"), lo, hi)
	var selects []*engine.Select
	for i := range q.Series {
		attr := fmt.Sprintf("query.series.%d", i)
		if err := q.Series[i].check(attr); err != nil {
			return nil, err
		}
		own, err := q.Series[i].where(attr)
		if err != nil {
			return nil, err
		}
		selects = append(selects, selectFrom(table("events"), and(w.timeBounds(x("timestamp")), own, global),
			[]engine.Expr{actorExpr(), bucket},
			item(num(int64(i)), "series"), item(actorExpr(), "actor"), item(bucket, "bucket"), item(x("count()"), "events")))
	}
	stmt := query(funnelMaxRows+1, selects...)
	sh := stickinessShaper{q: q, buckets: buckets, per: per, criteria: sf.StickinessCriteria, cumulative: cumulative, w: w}
	return &Plan{Query: stmt, Shape: sh.shape, MaxRows: funnelMaxRows + 1}, nil
}

type stickinessShaper struct {
	q          *StickinessQuery
	buckets    []time.Time
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

func (s stickinessShaper) shape(t *Table) (*Result, error) {
	if len(t.Rows) > funnelMaxRows {
		return nil, apierror.Validation("query.dateRange", "Stickiness reads too many actor periods: narrow the date range.")
	}
	index := map[string]int{}
	for i, b := range s.buckets {
		index[bucketKey(b)] = i
	}
	periods := (len(s.buckets) + s.per - 1) / s.per
	// series → actor → period → events
	active := make([]map[string]map[int]int, len(s.q.Series))
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
		i, ok := index[bucketKey(b)]
		if !ok {
			continue
		}
		if active[tag][id] == nil {
			active[tag][id] = map[int]int{}
		}
		active[tag][id][i/s.per] += int(toFloat(r[3]))
	}
	unit := s.w.interval
	results := make([]map[string]any, len(s.q.Series))
	for k := range s.q.Series {
		node := &s.q.Series[k]
		data := make([]float64, periods)
		for _, byPeriod := range active[k] {
			n := 0
			for _, events := range byPeriod {
				if s.counts(events) {
					n++
				}
			}
			if n > 0 {
				data[n-1]++
			}
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
		action := map[string]any{"id": node.Event, "name": node.label(), "type": "events", "order": k, "custom_name": node.CustomName, "math": node.Math}
		results[k] = map[string]any{"action": action, "data": data, "count": count, "days": days, "labels": labels, "label": node.label()}
	}
	return &Result{Results: results, ResolvedDateRange: &ResolvedDateRange{DateFrom: s.w.from, DateTo: s.w.to}}, nil
}
