package insight

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// TrendsQuery is PostHog's TrendsQuery.
type TrendsQuery struct {
	Common
	InsightFilters
	Series                    []SeriesNode     `json:"series"`
	Interval                  string           `json:"interval"`
	BreakdownFilter           *BreakdownFilter `json:"breakdownFilter"`
	CompareFilter             *CompareFilter   `json:"compareFilter"`
	TrendsFilter              *TrendsFilter    `json:"trendsFilter"`
	AggregationGroupTypeIndex *int             `json:"aggregation_group_type_index"`
	ConversionGoal            json.RawMessage  `json:"conversionGoal"`
}

// BreakdownFilter is PostHog's breakdownFilter.
type BreakdownFilter struct {
	BreakdownType                 *string         `json:"breakdown_type"`
	Breakdown                     json.RawMessage `json:"breakdown"`
	BreakdownLimit                *int            `json:"breakdown_limit"`
	BreakdownGroupTypeIndex       *int            `json:"breakdown_group_type_index"`
	BreakdownNormalizeURL         *bool           `json:"breakdown_normalize_url"`
	BreakdownPathCleaning         *bool           `json:"breakdown_path_cleaning"`
	BreakdownHistogramBinCount    *int            `json:"breakdown_histogram_bin_count"`
	BreakdownHideOtherAggregation *bool           `json:"breakdown_hide_other_aggregation"`
	Breakdowns                    []Breakdown     `json:"breakdowns"`
}

// Breakdown is one item of breakdownFilter.breakdowns.
type Breakdown struct {
	Type              *string `json:"type"`
	Property          any     `json:"property"`
	GroupTypeIndex    *int    `json:"group_type_index"`
	NormalizeURL      *bool   `json:"normalize_url"`
	HistogramBinCount *int    `json:"histogram_bin_count"`
}

// CompareFilter is PostHog's compareFilter.
type CompareFilter struct {
	Compare   *bool   `json:"compare"`
	CompareTo *string `json:"compare_to"`
}

// TrendsFilter is PostHog's trendsFilter; only display and the formulas
// change results, the rest is presentation.
type TrendsFilter struct {
	Display                        *string         `json:"display"`
	Formula                        *string         `json:"formula"`
	Formulas                       []string        `json:"formulas"`
	FormulaNodes                   []FormulaNode   `json:"formulaNodes"`
	SmoothingIntervals             *int            `json:"smoothingIntervals"`
	BreakdownHistogramBinCount     *int            `json:"breakdown_histogram_bin_count"`
	AggregationAxisFormat          *string         `json:"aggregationAxisFormat"`
	AggregationAxisPrefix          *string         `json:"aggregationAxisPrefix"`
	AggregationAxisPostfix         *string         `json:"aggregationAxisPostfix"`
	DecimalPlaces                  *float64        `json:"decimalPlaces"`
	MinDecimalPlaces               *float64        `json:"minDecimalPlaces"`
	ShowLegend                     *bool           `json:"showLegend"`
	ShowValuesOnSeries             *bool           `json:"showValuesOnSeries"`
	ShowLabelsOnSeries             *bool           `json:"showLabelsOnSeries"`
	ShowPercentStackView           *bool           `json:"showPercentStackView"`
	ShowMultipleYAxes              *bool           `json:"showMultipleYAxes"`
	ShowAlertThresholdLines        *bool           `json:"showAlertThresholdLines"`
	ShowTrendLines                 *bool           `json:"showTrendLines"`
	ShowConfidenceIntervals        *bool           `json:"showConfidenceIntervals"`
	ShowMovingAverage              *bool           `json:"showMovingAverage"`
	MovingAverageIntervals         *int            `json:"movingAverageIntervals"`
	ConfidenceLevel                *float64        `json:"confidenceLevel"`
	YAxisScaleType                 *string         `json:"yAxisScaleType"`
	HiddenLegendIndexes            []int           `json:"hiddenLegendIndexes"`
	ResultCustomizationBy          *string         `json:"resultCustomizationBy"`
	ResultCustomizations           json.RawMessage `json:"resultCustomizations"`
	GoalLines                      json.RawMessage `json:"goalLines"`
	DetailedResultsAggregationType *string         `json:"detailedResultsAggregationType"`
}

// FormulaNode is one formula of trendsFilter.formulaNodes.
type FormulaNode struct {
	Formula    string  `json:"formula"`
	CustomName *string `json:"custom_name"`
}

// Special breakdown values (PostHog's sentinels).
const (
	breakdownOther        = "$$_posthog_breakdown_other_$$"
	breakdownNull         = "$$_posthog_breakdown_null_$$"
	defaultBreakdownLimit = 25
)

// totalValueDisplays give one number per series instead of a time series.
var totalValueDisplays = map[string]bool{"BoldNumber": true, "ActionsPie": true, "ActionsBarValue": true,
	"ActionsTable": true, "WorldMap": true, "CalendarHeatmap": true, "Progress": true, "Metric": true}

// breakdownExprs are the breakdown columns of a query ([] without one).
func breakdownExprs(bf *BreakdownFilter) ([]hogql.Expr, error) {
	dims, err := breakdownList(bf)
	if err != nil || len(dims) == 0 {
		return nil, err
	}
	raw, err := breakdownDims(dims)
	if err != nil {
		return nil, err
	}
	out := make([]hogql.Expr, 0, len(raw))
	for _, v := range raw {
		out = append(out, hogql.MustTemplate("ifNull(nullIf(toString(__1), ''), __2)", v, hogql.String(breakdownNull)))
	}
	return out, nil
}

// breakdownList reads the breakdowns of bf (none without one).
func breakdownList(bf *BreakdownFilter) ([]breakdownDim, error) {
	if bf == nil {
		return nil, nil
	}
	var dims []breakdownDim
	typ := "event"
	if bf.BreakdownType != nil && *bf.BreakdownType != "" {
		typ = *bf.BreakdownType
	}
	if len(bf.Breakdown) > 0 && string(bf.Breakdown) != "null" {
		if typ == "cohort" {
			return nil, apierror.Validation("query.breakdownFilter.breakdown",
				"Cohort breakdowns are not supported: Burrow stores no cohort definitions, so a cohort id cannot be resolved.")
		}
		var s string
		var list []any
		var n float64
		switch {
		case json.Unmarshal(bf.Breakdown, &s) == nil:
			dims = append(dims, breakdownDim{typ, s})
		case json.Unmarshal(bf.Breakdown, &list) == nil:
			for _, v := range list {
				s, ok := v.(string)
				if !ok {
					return nil, apierror.Validation("query.breakdownFilter.breakdown", "Expected property names.")
				}
				dims = append(dims, breakdownDim{typ, s})
			}
		case json.Unmarshal(bf.Breakdown, &n) == nil:
			return nil, apierror.Validation("query.breakdownFilter.breakdown", "Cohort breakdowns are not supported: Burrow stores no cohort definitions, so a cohort id cannot be resolved.")
		default:
			return nil, apierror.Validation("query.breakdownFilter.breakdown", "Expected a property name.")
		}
	}
	for i, b := range bf.Breakdowns {
		t := "event"
		if b.Type != nil && *b.Type != "" {
			t = *b.Type
		}
		s, ok := b.Property.(string)
		if !ok || s == "" {
			return nil, apierror.Validation(fmt.Sprintf("query.breakdownFilter.breakdowns.%d.property", i), "Expected a property name.")
		}
		dims = append(dims, breakdownDim{t, s})
	}
	if len(dims) > 3 {
		return nil, apierror.Validation("query.breakdownFilter.breakdowns", "At most 3 breakdowns are allowed.")
	}
	return dims, nil
}

// breakdownDim is one breakdown: its type and property (or expression).
type breakdownDim struct {
	typ  string
	prop string
}

// breakdownDims are the expressions the breakdowns read, unwrapped.
func breakdownDims(dims []breakdownDim) ([]hogql.Expr, error) {
	out := make([]hogql.Expr, 0, len(dims))
	for _, d := range dims {
		var v hogql.Expr
		switch d.typ {
		case "event":
			v = hogql.MustTemplate("properties[__1]", hogql.String(d.prop))
		case "person":
			v = hogql.MustTemplate("person.properties[__1]", hogql.String(d.prop))
		case "session":
			v = sessionField(d.prop)
		case "hogql":
			e, err := hogql.ParseExpr(d.prop)
			if err != nil {
				return nil, err
			}
			v = e
		case "cohort":
			return nil, apierror.Validation("query.breakdownFilter.breakdown_type",
				"Cohort breakdowns are not supported: Burrow stores no cohort definitions, so a cohort id cannot be resolved.")
		case "group":
			return nil, apierror.Validation("query.breakdownFilter.breakdown_type",
				"Group breakdowns are not supported: Burrow stores persons only (no group types or groups).")
		default:
			return nil, apierror.Validation("query.breakdownFilter.breakdown_type",
				fmt.Sprintf("Breakdown type %q is not supported: use event, person, session or hogql.", d.typ))
		}
		out = append(out, v)
	}
	return out, nil
}

// trendSeries is one (series, period) member of the statement.
type trendSeries struct {
	node    *SeriesNode
	order   int
	w       window
	compare string // "", "current" or "previous"
}

func (c compiler) trends(q *TrendsQuery) (*Plan, error) {
	p, _, err := c.trendsPlan(q)
	return p, err
}

func (c compiler) trendsPlan(q *TrendsQuery) (*Plan, *trendsShaper, error) {
	if err := refuseGroups(q.AggregationGroupTypeIndex, "query.aggregation_group_type_index"); err != nil {
		return nil, nil, err
	}
	if len(q.Series) == 0 {
		return nil, nil, apierror.Validation("query.series", "This field is required: at least one EventsNode.")
	}
	interval := q.Interval
	if interval == "" {
		interval = intervalDay
	}
	switch interval {
	case intervalHour, intervalDay, intervalWeek, intervalMonth:
	default:
		return nil, nil, apierror.Validation("query.interval", fmt.Sprintf("%q is not a valid interval: use hour, day, week or month.", interval))
	}
	display := "ActionsLineGraph"
	if q.TrendsFilter != nil && q.TrendsFilter.Display != nil {
		display = *q.TrendsFilter.Display
	}
	totalValue := totalValueDisplays[display]
	if totalValue {
		interval = intervalDay
	}
	w, err := resolveWindow(q.DateRange, interval, c.now, c.loc)
	if err != nil {
		return nil, nil, err
	}
	global, err := q.Properties.where("query.properties")
	if err != nil {
		return nil, nil, err
	}
	bds, err := breakdownExprs(q.BreakdownFilter)
	if err != nil {
		return nil, nil, err
	}
	var members []trendSeries
	for i := range q.Series {
		if err := q.Series[i].check(fmt.Sprintf("query.series.%d", i)); err != nil {
			return nil, nil, err
		}
		members = append(members, trendSeries{node: &q.Series[i], order: i, w: w})
	}
	if q.CompareFilter != nil && q.CompareFilter.Compare != nil && *q.CompareFilter.Compare && !w.all {
		prev, err := previousWindow(w, q.CompareFilter.CompareTo)
		if err != nil {
			return nil, nil, err
		}
		n := len(members)
		for i := 0; i < n; i++ {
			members[i].compare = "current"
			members = append(members, trendSeries{node: members[i].node, order: i, w: prev, compare: "previous"})
		}
	}
	selects := make([]*hogql.Select, 0, len(members))
	for tag, m := range members {
		attr := fmt.Sprintf("query.series.%d", m.order)
		agg, err := m.node.aggregation(attr, c.engine)
		if err != nil {
			return nil, nil, err
		}
		own, err := m.node.where(attr)
		if err != nil {
			return nil, nil, err
		}
		lo, hi := m.w.scanRange(c.now)
		bucket := m.w.bucketExpr(hogql.MustTemplate("timestamp"), lo, hi)
		math := ""
		if m.node.Math != nil {
			math = *m.node.Math
		}
		active := 0
		if !totalValue && interval == intervalDay {
			active = map[string]int{"weekly_active": 7, "monthly_active": 30}[math]
		}
		if !totalValue && interval == intervalHour && (math == "weekly_active" || math == "monthly_active") {
			return nil, nil, apierror.Validation(attr+".math", fmt.Sprintf("math %q needs interval day, week or month.", math))
		}
		if level, ok := quantiles[math]; ok {
			prop, _ := m.node.mathProperty(attr)
			var bucketExpr hogql.Expr
			if !totalValue {
				bucketExpr = bucket
			}
			selects = append(selects, quantileSelect(tag, bucketExpr, bds, hogql.And(m.w.timeBounds(hogql.MustTemplate("timestamp")), own, global), prop, level))
			continue
		}
		if math == "dau" && display == "ActionsLineGraphCumulative" {
			selects = append(selects, firstSeenSelect(tag, m.w, hogql.And(own, m.w.timeBounds(hogql.MustTemplate("timestamp")), global), bds, lo, hi, c.engine))
			continue
		}
		if active > 0 {
			sel, err := activeUsersSelect(tag, m.w, own, global, bds, active, lo, hi, c.engine)
			if err != nil {
				return nil, nil, err
			}
			selects = append(selects, sel)
			continue
		}
		items := []*hogql.SelectItem{hogql.Item(hogql.Int(int64(tag)), "series")}
		var group []hogql.Expr
		if !totalValue {
			items = append(items, hogql.Item(bucket, "bucket"))
			group = append(group, bucket)
		}
		for i, b := range bds {
			items = append(items, hogql.Item(b, fmt.Sprintf("breakdown_%d", i)))
			group = append(group, b) // resolve never changes a tree: nodes can be shared
		}
		items = append(items, hogql.Item(agg, "value"))
		sel := selectFrom(table("events"), hogql.And(own, m.w.timeBounds(hogql.MustTemplate("timestamp")), global), group, items...)
		selects = append(selects, sel)
	}
	stmt := query(trendsRowBound(members, len(bds) > 0, totalValue), selects...)
	limit := defaultBreakdownLimit
	hideOther := false
	if q.BreakdownFilter != nil {
		if q.BreakdownFilter.BreakdownLimit != nil && *q.BreakdownFilter.BreakdownLimit > 0 {
			limit = *q.BreakdownFilter.BreakdownLimit
		}
		if q.BreakdownFilter.BreakdownHideOtherAggregation != nil {
			hideOther = *q.BreakdownFilter.BreakdownHideOtherAggregation
		}
	}
	sh := &trendsShaper{q: q, members: members, breakdowns: len(bds), totalValue: totalValue, display: display,
		interval: interval, limit: limit, hideOther: hideOther, loc: c.loc}
	return &Plan{Query: stmt, Shape: sh.shape}, sh, nil
}

// trendsRowBound is the statement's LIMIT: without a breakdown the rows are
// at most one per member and bucket, and a bound near that keeps the
// planner's cost estimate where the hand-written GROUP BY has it (with
// LIMIT 50000 PostgreSQL's estimate crossed jit_above_cost on a million
// events and every run paid for JIT compilation, see BENCHMARKS.md).
// With a breakdown (or "all", whose buckets are not known yet) it is the
// engine's cap, whose overflow the shaper reports.
func trendsRowBound(members []trendSeries, breakdown, totalValue bool) int64 {
	if breakdown {
		return maxRows
	}
	n := 0
	for _, m := range members {
		if totalValue {
			n++
			continue
		}
		if m.w.all {
			return maxRows
		}
		buckets, err := m.w.buckets(m.w.from)
		if err != nil {
			return maxRows
		}
		n += len(buckets)
	}
	// Twice as many, and then some: a bound, not a count, so that no odd
	// bucket (a daylight saving change) can ever be cut.
	return int64(min(2*n+10, maxRows))
}

// activeUsersSelect counts, for each day d, the actors active in the days
// d-(days-1) … d: each actor's active days are shifted forward by 0 …
// days-1 and counted once per bucket.
func activeUsersSelect(tag int, w window, own, global hogql.Expr, bds []hogql.Expr, days int, lo, hi time.Time, engine hogql.Engine) (*hogql.Select, error) {
	wide := w
	wide.from = addDate(w.from, 0, 0, -(days - 1))
	dayExpr := func() hogql.Expr {
		return hogql.MustTemplate("toStartOfDay(__1)", localTime(hogql.MustTemplate("timestamp"), w.loc, lo, hi))
	}
	inner := []*hogql.SelectItem{hogql.Item(actorKey(engine), "actor"), hogql.Item(dayExpr(), "day")}
	group := []hogql.Expr{actorGroup(engine), dayExpr()}
	var outerBD []*hogql.SelectItem
	var outerGroup []hogql.Expr
	for i, b := range bds {
		name := fmt.Sprintf("breakdown_%d", i)
		inner = append(inner, hogql.Item(b, name))
		group = append(group, b)
		outerBD = append(outerBD, hogql.Item(hogql.Ref(name), name))
		outerGroup = append(outerGroup, hogql.Ref(name))
	}
	activeQ := query(0, selectFrom(table("events"), hogql.And(wide.timeBounds(hogql.MustTemplate("timestamp")), own, global), group, inner...))
	var unionQ *hogql.Query
	if engine == hogql.ClickHouse {
		// One scan of the events, each active day shifted by ARRAY JOIN,
		// instead of one scan per shift.
		items := []*hogql.SelectItem{hogql.Item(hogql.Ref("actor"), "actor"), hogql.Item(hogql.MustTemplate("__1 + INTERVAL __2 DAY", hogql.Ref("day"), hogql.Ref("shift")), "bucket")}
		for i := range bds {
			name := fmt.Sprintf("breakdown_%d", i)
			items = append(items, hogql.Item(hogql.Ref(name), name))
		}
		sel := selectFrom(subquery(activeQ, "active"), nil, nil, items...)
		sel.ArrayJoins = []*hogql.Aliased{{X: hogql.MustTemplate("range(__1)", hogql.Int(int64(days))), Name: "shift"}}
		unionQ = query(0, sel)
	}
	var shifted []*hogql.Select
	for k := 0; k < days; k++ {
		items := []*hogql.SelectItem{hogql.Item(hogql.Ref("actor"), "actor"), hogql.Item(hogql.MustTemplate("__1 + INTERVAL __2 DAY", hogql.Ref("day"), hogql.Int(int64(k))), "bucket")}
		for i := range bds {
			name := fmt.Sprintf("breakdown_%d", i)
			items = append(items, hogql.Item(hogql.Ref(name), name))
		}
		shifted = append(shifted, selectFrom(subquery(activeQ, "active"), nil, nil, items...))
	}
	if unionQ == nil {
		unionQ = &hogql.Query{Selects: shifted}
	}
	items := []*hogql.SelectItem{hogql.Item(hogql.Int(int64(tag)), "series"), hogql.Item(hogql.Ref("bucket"), "bucket")}
	items = append(items, outerBD...)
	items = append(items, hogql.Item(hogql.MustTemplate("count(DISTINCT actor)"), "value"))
	where := hogql.And(hogql.MustTemplate("bucket >= toDateTime(__1)", hogql.String(dayWall(w.from))), hogql.MustTemplate("bucket <= toDateTime(__1)", hogql.String(bucketKey(w.to))))
	return selectFrom(subquery(unionQ, "shifted"), where, append([]hogql.Expr{hogql.Ref("bucket")}, outerGroup...), items...), nil
}

// actorGroup groups by the actor item of a select (actorKey) on engine e:
// on ClickHouse by its alias, so that the key (and its semi-join) is
// computed once per event.
func actorGroup(e hogql.Engine) hogql.Expr {
	if e != hogql.ClickHouse {
		return actorExpr()
	}
	return hogql.Ref("actor")
}

// firstSeenSelect counts each actor once, in the bucket of its first
// matching event in the window (per breakdown value): PostHog's dau under
// ActionsLineGraphCumulative, whose running sum is then the number of
// distinct actors seen so far, not a sum of daily uniques.
func firstSeenSelect(tag int, w window, where hogql.Expr, bds []hogql.Expr, lo, hi time.Time, engine hogql.Engine) *hogql.Select {
	inner := []*hogql.SelectItem{hogql.Item(actorKey(engine), "actor"), hogql.Item(hogql.MustTemplate("min(timestamp)"), "first_seen")}
	group := []hogql.Expr{actorGroup(engine)}
	var outerBD []*hogql.SelectItem
	var outerGroup []hogql.Expr
	for i, b := range bds {
		name := fmt.Sprintf("breakdown_%d", i)
		inner = append(inner, hogql.Item(b, name))
		group = append(group, b)
		outerBD = append(outerBD, hogql.Item(hogql.Ref(name), name))
		outerGroup = append(outerGroup, hogql.Ref(name))
	}
	firstQ := query(0, selectFrom(table("events"), where, group, inner...))
	bucket := func() hogql.Expr { return w.bucketExpr(hogql.Ref("first_seen"), lo, hi) }
	items := []*hogql.SelectItem{hogql.Item(hogql.Int(int64(tag)), "series"), hogql.Item(bucket(), "bucket")}
	items = append(items, outerBD...)
	items = append(items, hogql.Item(hogql.MustTemplate("count()"), "value"))
	return selectFrom(subquery(firstQ, "first"), nil, append([]hogql.Expr{bucket()}, outerGroup...), items...)
}

// quantileSelect computes a quantile of prop per bucket and breakdown
// with linear interpolation between the closest ranks (ClickHouse's and
// PostHog's quantile on data of this size): the values are ranked by a
// window function, and the two ranks around (n-1)·level are weighted.
func quantileSelect(tag int, bucket hogql.Expr, bds []hogql.Expr, where, prop hogql.Expr, level float64) *hogql.Select {
	inner := []*hogql.SelectItem{hogql.Item(prop, "v")}
	var keys []string
	if bucket != nil {
		inner = append(inner, hogql.Item(bucket, "bucket"))
		keys = append(keys, "bucket")
	}
	for i, b := range bds {
		name := fmt.Sprintf("breakdown_%d", i)
		inner = append(inner, hogql.Item(b, name))
		keys = append(keys, name)
	}
	values := selectFrom(table("events"), hogql.And(where, hogql.MustTemplate("__1 IS NOT NULL", prop)), nil, inner...)
	partition := func() []hogql.Expr {
		var out []hogql.Expr
		for _, k := range keys {
			out = append(out, hogql.Ref(k))
		}
		return out
	}
	ranked := []*hogql.SelectItem{hogql.Item(hogql.Ref("v"), "v"),
		hogql.Item(&hogql.Call{Name: "row_number", Over: &hogql.Window{PartitionBy: partition(), OrderBy: []*hogql.OrderItem{{Expr: hogql.Ref("v")}}}}, "rn"),
		hogql.Item(&hogql.Call{Name: "count", Over: &hogql.Window{PartitionBy: partition()}}, "n")}
	for _, k := range keys {
		ranked = append(ranked, hogql.Item(hogql.Ref(k), k))
	}
	rankedQ := query(0, selectFrom(subquery(query(0, values), "vals"), nil, nil, ranked...))
	pos := func() hogql.Expr { return hogql.MustTemplate("(n - 1) * __1", hogql.Float(level)) }
	weight := hogql.MustTemplate("sum(if(rn - 1 = floor(__1), v * (1 - (__2 - floor(__3))), 0) + if(rn - 1 = floor(__4) + 1, v * (__5 - floor(__6)), 0))",
		pos(), pos(), pos(), pos(), pos(), pos())
	items := []*hogql.SelectItem{hogql.Item(hogql.Int(int64(tag)), "series")}
	var group []hogql.Expr
	for _, k := range keys {
		items = append(items, hogql.Item(hogql.Ref(k), k))
		group = append(group, hogql.Ref(k))
	}
	items = append(items, hogql.Item(weight, "value"))
	return selectFrom(subquery(rankedQ, "ranked"), nil, group, items...)
}

// previousWindow is the period compared with w: the same length just
// before it, or w shifted by compare_to (e.g. "-1y").
func previousWindow(w window, compareTo *string) (window, error) {
	p := w
	if compareTo != nil && *compareTo != "" {
		m := relativeDate.FindStringSubmatch(*compareTo)
		if m == nil {
			return w, apierror.Validation("query.compareFilter.compare_to", fmt.Sprintf("%q is not a relative date such as -1y or -14d.", *compareTo))
		}
		// Both ends move back by the same calendar amount.
		amount := strings.TrimSuffix(strings.TrimSuffix(*compareTo, "Start"), "End")
		var err error
		if p.from, _, _, err = parseDate(amount, w.from, w.loc, "query.compareFilter.compare_to"); err != nil {
			return w, err
		}
		if p.to, _, _, err = parseDate(amount, w.to, w.loc, "query.compareFilter.compare_to"); err != nil {
			return w, err
		}
		return p, nil
	}
	// The length is measured on the wall clock, as PostHog's Python does
	// (date_to - date_from of one timezone ignores the UTC offsets): a
	// current period that spans a daylight saving change is an hour longer
	// or shorter in real time, and its previous period must still have as
	// many buckets. A date's first instant reads as its midnight
	// (dayWallTime), even where daylight saving skips it: the hour before
	// the skip's end is not in the current period.
	local := func(t time.Time) time.Time { return wallIn(t, w.loc) }
	from, to := dayWallTime(w.from), dayWallTime(w.to)
	length := to.Sub(from)
	pTo := from.Add(-time.Microsecond)
	pFrom := from.Add(-length - time.Microsecond)
	if w.interval != intervalHour {
		pFrom = startOfUnit(pFrom, "d")
		if pFrom.Add(length).After(pTo) {
			pFrom = startOfUnit(pTo.Add(-length), "d")
		}
	}
	p.from, p.to = local(pFrom), local(pTo)
	return p, nil
}

// trendsShaper turns rows (series, [bucket], [breakdown…], value) into
// PostHog's trends results.
type trendsShaper struct {
	q          *TrendsQuery
	members    []trendSeries
	breakdowns int
	totalValue bool
	display    string
	interval   string
	limit      int
	hideOther  bool
	loc        *time.Location
}

// seriesData is the values of one (member, breakdown value).
type seriesData struct {
	member    int
	breakdown []string
	byBucket  map[string]float64
	total     float64
}

// grouped is the statement's rows summed per (member, breakdown value).
type grouped struct {
	groups   map[string]*seriesData
	order    []string
	earliest []time.Time
}

func (s trendsShaper) group(t *Table) (*grouped, error) {
	rows := t.Rows
	if t.HasMore {
		return nil, apierror.Validation("query.breakdownFilter", fmt.Sprintf("The breakdown has too many values to compute (over %d rows): narrow the date range or the breakdown.", maxRows))
	}
	groups := map[string]*seriesData{}
	var order []string
	earliest := make([]time.Time, len(s.members))
	for _, r := range rows {
		i := 0
		tag := int(toFloat(r[i]))
		i++
		bucket := ""
		if !s.totalValue {
			t, ok := parseBucket(r[i], s.loc)
			if !ok {
				return nil, fmt.Errorf("insight: unreadable bucket %v", r[i])
			}
			if earliest[tag].IsZero() || t.Before(earliest[tag]) {
				earliest[tag] = t
			}
			bucket = bucketKey(t)
			i++
		}
		bd := make([]string, s.breakdowns)
		for k := range bd {
			bd[k] = fmt.Sprint(r[i])
			i++
		}
		v := toFloat(r[i])
		key := fmt.Sprintf("%d\x00%s", tag, strings.Join(bd, "\x00"))
		g := groups[key]
		if g == nil {
			g = &seriesData{member: tag, breakdown: bd, byBucket: map[string]float64{}}
			groups[key] = g
			order = append(order, key)
		}
		g.byBucket[bucket] += v
		g.total += v
	}
	return &grouped{groups: groups, order: order, earliest: earliest}, nil
}

// keptBreakdowns are the breakdown values member keeps (those not folded
// into Other).
func (s trendsShaper) keptBreakdowns(t *Table, member int) ([][]string, error) {
	gr, err := s.group(t)
	if err != nil {
		return nil, err
	}
	list, _ := s.foldOther(gr.groups, gr.order)
	var out [][]string
	for _, g := range list {
		if g.member == member && (len(g.breakdown) == 0 || g.breakdown[0] != breakdownOther) {
			out = append(out, g.breakdown)
		}
	}
	return out, nil
}

func (s trendsShaper) shape(t *Table) (*Result, error) {
	gr, err := s.group(t)
	if err != nil {
		return nil, err
	}
	groups, order, earliest := gr.groups, gr.order, gr.earliest
	other := false
	var list []*seriesData
	if s.breakdowns > 0 {
		list, other = s.foldOther(groups, order)
	} else {
		for tag := range s.members {
			key := fmt.Sprintf("%d\x00", tag)
			g := groups[key]
			if g == nil {
				g = &seriesData{member: tag, breakdown: []string{}, byBucket: map[string]float64{}}
			}
			list = append(list, g)
		}
	}
	results := make([]map[string]any, 0, len(list))
	for _, g := range list {
		m := s.members[g.member]
		item, err := s.item(g, m, earliest[g.member])
		if err != nil {
			return nil, err
		}
		results = append(results, item)
	}
	results, err = s.applyFormula(results)
	if err != nil {
		return nil, err
	}
	w := s.members[0].w
	from := w.from
	if w.all && !earliest[0].IsZero() {
		from = earliest[0]
	}
	return &Result{Results: results, HasMore: other && !s.hideOther,
		ResolvedDateRange: &ResolvedDateRange{DateFrom: from, DateTo: w.to}}, nil
}

// foldOther keeps, per series, the breakdown values with the largest totals
// and folds the rest into the Other bucket.
func (s trendsShaper) foldOther(groups map[string]*seriesData, order []string) ([]*seriesData, bool) {
	perMember := make([][]*seriesData, len(s.members))
	for _, key := range order {
		g := groups[key]
		perMember[g.member] = append(perMember[g.member], g)
	}
	anyOther := false
	var out []*seriesData
	for tag, gs := range perMember {
		sort.SliceStable(gs, func(i, j int) bool {
			if gs[i].total != gs[j].total {
				return gs[i].total > gs[j].total
			}
			return strings.Join(gs[i].breakdown, "\x00") < strings.Join(gs[j].breakdown, "\x00")
		})
		if len(gs) > s.limit {
			anyOther = true
			o := &seriesData{member: tag, byBucket: map[string]float64{}}
			for k := 0; k < s.breakdowns; k++ {
				o.breakdown = append(o.breakdown, breakdownOther)
			}
			for _, g := range gs[s.limit:] {
				for b, v := range g.byBucket {
					o.byBucket[b] += v
				}
				o.total += g.total
			}
			gs = gs[:s.limit]
			if !s.hideOther {
				gs = append(gs, o)
			}
		}
		out = append(out, gs...)
	}
	return out, anyOther
}

// item builds one result object.
func (s trendsShaper) item(g *seriesData, m trendSeries, earliest time.Time) (map[string]any, error) {
	label := m.node.label()
	var breakdownValue any
	if s.breakdowns > 0 {
		bl := strings.Join(g.breakdown, "::")
		if len(s.q.Series) > 1 {
			label = label + " - " + bl
		} else {
			label = bl
		}
		if s.breakdowns == 1 && (s.q.BreakdownFilter == nil || len(s.q.BreakdownFilter.Breakdowns) == 0) {
			breakdownValue = g.breakdown[0]
		} else {
			breakdownValue = g.breakdown
		}
	}
	action := m.node.action(m.order)
	out := map[string]any{"label": label, "action": action, "filter": s.filter()}
	if s.breakdowns > 0 {
		out["breakdown_value"] = breakdownValue
	}
	if m.compare != "" {
		out["compare"] = true
		out["compare_label"] = m.compare
	}
	from := m.w.from
	if m.w.all {
		from = m.w.bucketStart(m.w.to)
		if !earliest.IsZero() {
			from = earliest
		}
	}
	buckets, err := m.w.buckets(from)
	if err != nil {
		return nil, err
	}
	days := make([]string, len(buckets))
	for i, b := range buckets {
		days[i] = dayString(b, s.interval)
	}
	if s.totalValue {
		out["data"] = []float64{}
		out["days"] = days
		out["count"] = 0
		out["aggregated_value"] = g.total
		return out, nil
	}
	labels := make([]string, len(buckets))
	data := make([]float64, len(buckets))
	for i, b := range buckets {
		labels[i] = trendsLabel(b, s.interval, from, m.w.to)
		data[i] = g.byBucket[bucketKey(b)]
	}
	count := 0.0
	if s.display == "ActionsLineGraphCumulative" {
		run := 0.0
		for i := range data {
			run += data[i]
			data[i] = run
		}
		if len(data) > 0 {
			count = data[len(data)-1]
		}
	} else {
		for _, v := range data {
			count += v
		}
	}
	action["days"] = days
	out["data"], out["labels"], out["days"], out["count"] = data, labels, days, count
	return out, nil
}

// filter is the legacy filter object PostHog attaches to each result.
func (s trendsShaper) filter() map[string]any {
	w := s.members[0].w
	f := map[string]any{"insight": "TRENDS", "interval": s.interval, "display": s.display,
		"date_to": w.to.Format(time.RFC3339)}
	if w.all {
		f["date_from"] = "all"
	} else {
		f["date_from"] = w.from.Format(time.RFC3339)
	}
	return f
}

// toFloat reads a numeric cell.
func toFloat(v any) float64 {
	switch v := v.(type) {
	case int64:
		return float64(v)
	case float64:
		return v
	case int:
		return float64(v)
	case json.Number:
		f, _ := v.Float64()
		return f
	}
	return 0
}

// formulas lists the trends formulas of the request.
func (s trendsShaper) formulas() []FormulaNode {
	tf := s.q.TrendsFilter
	if tf == nil {
		return nil
	}
	if len(tf.FormulaNodes) > 0 {
		return tf.FormulaNodes
	}
	if len(tf.Formulas) > 0 {
		out := make([]FormulaNode, len(tf.Formulas))
		for i, f := range tf.Formulas {
			out[i] = FormulaNode{Formula: f}
		}
		return out
	}
	if tf.Formula != nil && strings.TrimSpace(*tf.Formula) != "" {
		return []FormulaNode{{Formula: *tf.Formula}}
	}
	return nil
}

// applyFormula replaces the series by the formulas over them (A is the
// first series, B the second, …), matched by breakdown value and compare
// label; a side without a match counts as zeros.
func (s trendsShaper) applyFormula(results []map[string]any) ([]map[string]any, error) {
	fs := s.formulas()
	if len(fs) == 0 {
		return results, nil
	}
	type key struct{ breakdown, compare string }
	bySeries := map[key]map[int]map[string]any{}
	var keys []key
	for _, r := range results {
		act := r["action"].(map[string]any)
		k := key{fmt.Sprint(r["breakdown_value"]), fmt.Sprint(r["compare_label"])}
		if bySeries[k] == nil {
			bySeries[k] = map[int]map[string]any{}
			keys = append(keys, k)
		}
		bySeries[k][act["order"].(int)] = r
	}
	var out []map[string]any
	for _, f := range fs {
		ast, err := hogql.ParseExpr(f.Formula)
		if err != nil {
			return nil, apierror.Validation("query.trendsFilter.formula", fmt.Sprintf("%q is not a formula: use series letters, numbers, + - * / and parentheses.", f.Formula))
		}
		maxLetter := -1
		_, _ = evalFormula(ast, func(letter int) float64 {
			maxLetter = max(maxLetter, letter)
			return 1
		})
		if maxLetter >= len(s.q.Series) {
			return nil, apierror.Validation("query.trendsFilter.formula", fmt.Sprintf("%q uses series %c, but the query has %d series (A to %c).",
				f.Formula, 'A'+maxLetter, len(s.q.Series), 'A'+len(s.q.Series)-1))
		}
		for _, k := range keys {
			var base map[string]any
			for order := range len(s.q.Series) { // the first series present, not a random one
				if r := bySeries[k][order]; r != nil {
					base = r
					break
				}
			}
			n := 0
			if s.totalValue {
				n = 1
			} else {
				n = len(base["data"].([]float64))
			}
			values := make([]float64, n)
			for i := 0; i < n; i++ {
				v, err := evalFormula(ast, func(letter int) float64 {
					r := bySeries[k][letter]
					if r == nil {
						return 0
					}
					if s.totalValue {
						return r["aggregated_value"].(float64)
					}
					d := r["data"].([]float64)
					if i < len(d) {
						return d[i]
					}
					return 0
				})
				if err != nil {
					return nil, apierror.Validation("query.trendsFilter.formula", err.Error())
				}
				values[i] = v
			}
			item := map[string]any{}
			for kk, vv := range base {
				item[kk] = vv
			}
			item["action"] = nil
			label := "Formula (" + f.Formula + ")"
			if f.CustomName != nil && *f.CustomName != "" {
				label = *f.CustomName
			}
			if _, ok := base["breakdown_value"]; ok {
				item["label"] = fmt.Sprint(base["breakdown_value"])
			} else {
				item["label"] = label
			}
			if s.totalValue {
				item["aggregated_value"] = values[0]
			} else {
				sum := 0.0
				for _, v := range values {
					sum += v
				}
				item["data"], item["count"] = values, sum
				if s.display == "ActionsLineGraphCumulative" && len(values) > 0 {
					item["count"] = values[len(values)-1]
				}
			}
			out = append(out, item)
		}
	}
	return out, nil
}

// evalFormula evaluates a formula tree over series values; division by
// zero gives 0, as PostHog's formulas do.
func evalFormula(e hogql.Expr, series func(int) float64) (float64, error) {
	switch n := e.(type) {
	case *hogql.Literal:
		switch n.Kind {
		case hogql.LitInt:
			return float64(n.Int), nil
		case hogql.LitFloat:
			return n.Float, nil
		}
	case *hogql.Field:
		if len(n.Parts) == 1 && len(n.Parts[0].Name) == 1 {
			c := n.Parts[0].Name[0] | 0x20
			if c >= 'a' && c <= 'z' {
				return series(int(c - 'a')), nil
			}
		}
	case *hogql.Unary:
		v, err := evalFormula(n.X, series)
		if n.Op == "-" {
			v = -v
		}
		return v, err
	case *hogql.Binary:
		l, err := evalFormula(n.L, series)
		if err != nil {
			return 0, err
		}
		r, err := evalFormula(n.R, series)
		if err != nil {
			return 0, err
		}
		switch n.Op {
		case "+":
			return l + r, nil
		case "-":
			return l - r, nil
		case "*":
			return l * r, nil
		case "/":
			if r == 0 {
				return 0, nil
			}
			return l / r, nil
		}
	case *hogql.Call:
		if len(n.Args) == 1 && strings.EqualFold(n.Name, "abs") {
			v, err := evalFormula(n.Args[0], series)
			return math.Abs(v), err
		}
	}
	return 0, fmt.Errorf("unsupported formula term %q: use series letters (A, B, …), numbers, + - * / and parentheses", hogql.FormatExpr(e))
}
