package insight

import (
	"fmt"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// LifecycleQuery is PostHog's LifecycleQuery.
type LifecycleQuery struct {
	Common
	InsightFilters
	Series                    []SeriesNode     `json:"series"`
	Interval                  string           `json:"interval"`
	AggregationGroupTypeIndex *int             `json:"aggregation_group_type_index"`
	LifecycleFilter           *LifecycleFilter `json:"lifecycleFilter"`
}

// LifecycleFilter is display-only: all four statuses are always returned.
type LifecycleFilter struct {
	ToggledLifecycles  []string `json:"toggledLifecycles"`
	ShowValuesOnSeries *bool    `json:"showValuesOnSeries"`
	ShowLegend         *bool    `json:"showLegend"`
	Stacked            *bool    `json:"stacked"`
}

// lifecycleStatuses in PostHog's order.
var lifecycleStatuses = []string{"new", "returning", "resurrecting", "dormant"}

// checkInterval reads an interval (default day).
func checkInterval(iv string) (string, error) {
	if iv == "" {
		return intervalDay, nil
	}
	switch iv {
	case intervalHour, intervalDay, intervalWeek, intervalMonth:
		return iv, nil
	}
	return "", apierror.Validation("query.interval", fmt.Sprintf("%q is not a valid interval: use hour, day, week or month.", iv))
}

func (c compiler) lifecycle(q *LifecycleQuery) (*Plan, error) {
	p, sh, err := c.lifecyclePlan(q)
	if err != nil || c.engine != hogql.ClickHouse {
		return p, err
	}
	return sh.foldedPlan(), nil
}

func (c compiler) lifecyclePlan(q *LifecycleQuery) (*Plan, *lifecycleShaper, error) {
	if err := refuseGroups(q.AggregationGroupTypeIndex, "query.aggregation_group_type_index"); err != nil {
		return nil, nil, err
	}
	if len(q.Series) != 1 {
		return nil, nil, apierror.Validation("query.series", "A lifecycle takes exactly one series.")
	}
	if err := q.Series[0].check("query.series.0"); err != nil {
		return nil, nil, err
	}
	interval, err := checkInterval(q.Interval)
	if err != nil {
		return nil, nil, err
	}
	w, err := resolveWindow(q.DateRange, interval, c.now, c.loc)
	if err != nil {
		return nil, nil, err
	}
	if w.all {
		return nil, nil, apierror.Validation("query.dateRange.date_from", `"all" is not supported for lifecycle.`)
	}
	buckets, err := w.buckets(w.from)
	if err != nil {
		return nil, nil, err
	}
	own, err := q.Series[0].where("query.series.0")
	if err != nil {
		return nil, nil, err
	}
	global, err := q.Properties.where("query.properties")
	if err != nil {
		return nil, nil, err
	}
	// One period before the first is read, to classify the first one.
	scan := w
	scan.from = w.prev(buckets[0])
	lo, hi := w.scanRange(c.now)
	bucket := w.bucketExpr(hogql.MustTemplate("timestamp"), lo, hi)
	created := w.bucketExpr(hogql.MustTemplate("person.created_at"), lo.AddDate(-30, 0, 0), hi)
	sel := selectFrom(table("events"), hogql.And(scan.timeBounds(hogql.MustTemplate("timestamp")), own, global),
		[]hogql.Expr{actorExpr(), bucket},
		hogql.Item(actorExpr(), "actor"), hogql.Item(bucket, "bucket"), hogql.Item(hogql.MustTemplate("min(__1)", created), "created"))
	sel.Limit = &hogql.Limit{Count: funnelMaxRows + 1, HasCount: true}
	sh := &lifecycleShaper{node: &q.Series[0], buckets: buckets, w: w, where: sel.Where, bucket: bucket, scanFrom: lo, createdFrom: lo.AddDate(-30, 0, 0), scanTo: hi}
	return &Plan{Query: &hogql.Query{Selects: []*hogql.Select{sel}}, Shape: sh.shape, MaxRows: funnelMaxRows + 1}, sh, nil
}

type lifecycleShaper struct {
	node    *SeriesNode
	buckets []time.Time
	w       window
	// What the rows statement is made of, for foldedPlan: its filter, its
	// bucket, the span bucket knows the zone's offsets over (scanFrom to
	// scanTo) and the start of the one its created bucket reads.
	where, bucket                 hogql.Expr
	scanFrom, createdFrom, scanTo time.Time
}

// foldedPlan is the lifecycle plan for ClickHouse: the statement folds
// each actor's active buckets (what classify does in Go) and returns only
// (cell, actors), a cell being 4 × the period's 1-based index into the
// buckets read (the one before the first, then the buckets) plus the
// status's index in lifecycleStatuses.
// Up to maskBuckets buckets read, see maskPlan.
func (s *lifecycleShaper) foldedPlan() *Plan {
	read := append([]time.Time{s.w.prev(s.buckets[0])}, s.buckets...)
	if len(read) <= maskBuckets {
		return s.maskPlan(read)
	}
	list := s.w.bucketList(read)
	// Grouped by the cheap actor key (no persons join on the events); the
	// person's created_at is joined to the actors' rows after (withPerson).
	perEvents := selectFrom(table("events"), s.where, []hogql.Expr{actorKey(hogql.ClickHouse)},
		hogql.Item(hogql.MustTemplate("arrayFilter(x -> x > 0, arrayMap(b -> indexOf(__1, b), groupUniqArray(__2)))", list, s.bucket), "active"),
		hogql.Item(hogql.MustTemplate("any(person_rest_id)"), "rid"))
	created := s.w.bucketExpr(hogql.MustTemplate("p.created_at"), s.createdFrom, s.scanTo)
	perActor := withPerson(perEvents,
		hogql.Item(hogql.MustTemplate("e.active"), "active"),
		hogql.Item(hogql.MustTemplate("indexOf(__1, __2)", list, created), "created"))
	// Active in a (a bucket, not the one before): new in its created
	// bucket, returning after an active bucket, else resurrecting; dormant
	// in the bucket after an active one when inactive in it.
	cell := hogql.MustTemplate(`arrayJoin(arrayConcat(
		arrayMap(a -> a * 4 + multiIf(a = created, 0, has(active, a - 1), 1, 2), arrayFilter(a -> a >= 2, active)),
		arrayMap(a -> (a + 1) * 4 + 3, arrayFilter(a -> a <= __1 AND NOT has(active, a + 1), active))))`, hogql.Int(int64(len(s.buckets))))
	cells := selectFrom(subquery(&hogql.Query{Selects: []*hogql.Select{perActor}}, "a"), nil, []hogql.Expr{hogql.MustTemplate("cell")},
		hogql.Item(cell, "cell"), hogql.Item(hogql.MustTemplate("count()"), "actors"))
	// At most 4 cells a bucket: the limit only lifts the default one.
	cells.Limit = &hogql.Limit{Count: int64(4*len(read) + 1), HasCount: true}
	return &Plan{Query: &hogql.Query{Selects: []*hogql.Select{cells}}, Shape: s.shapeCells, MaxRows: 4*len(read) + 1}
}

// withPerson selects items over the actors' rows of perEvents (as e, with
// their person_rest_id as rid) joined to their person (as p), for its
// created_at. An actor of a live person has one person_rest_id; the
// others' are NULL or no live person's, which the join does not find, as
// the persons join of the rows statement does not.
func withPerson(perEvents *hogql.Select, items ...*hogql.SelectItem) *hogql.Select {
	return selectFrom(&hogql.Join{Kind: hogql.LeftJoin, Left: subquery(&hogql.Query{Selects: []*hogql.Select{perEvents}}, "e"),
		Right: &hogql.TableRef{Name: "persons", Alias: "p"}, On: hogql.MustTemplate("p.rest_id = e.rid")}, nil, nil, items...)
}

// maskPlan is foldedPlan for at most maskBuckets buckets read: each
// actor's active buckets are a bit mask (bit b: read[b]) ORed over its
// events by groupBitOr from an index computed per event (bucketIndex), its
// created bucket one more bit; the actors are counted per (active,
// created) and each such row's cells come from its masks.
func (s *lifecycleShaper) maskPlan(read []time.Time) *Plan {
	n := int64(len(read))
	perEvents := selectFrom(table("events"), s.where, []hogql.Expr{actorKey(hogql.ClickHouse)},
		hogql.Item(hogql.MustTemplate("ifNull(groupBitOr(bitShiftLeft(1, __1)), 0)", s.w.bucketIndex(hogql.MustTemplate("timestamp"), s.scanFrom, s.scanTo, read)), "active_bits"),
		hogql.Item(hogql.MustTemplate("any(person_rest_id)"), "rid"))
	created := s.w.bucketIndex(hogql.MustTemplate("p.created_at"), s.createdFrom, s.scanTo, read)
	// Bits past the buckets read (an index out of range) are cleared.
	full := hogql.Int(1<<n - 1)
	perActor := withPerson(perEvents,
		hogql.Item(hogql.MustTemplate("bitAnd(e.active_bits, __1)", full), "active"),
		hogql.Item(hogql.MustTemplate("bitAnd(ifNull(bitShiftLeft(1, __1), 0), __2)", created, full), "created"))
	masks := selectFrom(subquery(&hogql.Query{Selects: []*hogql.Select{perActor}}, "a"), nil,
		[]hogql.Expr{hogql.MustTemplate("active"), hogql.MustTemplate("created")},
		hogql.Item(hogql.MustTemplate("active"), "active"), hogql.Item(hogql.MustTemplate("created"), "created"),
		hogql.Item(hogql.MustTemplate("count()"), "actors"))
	// Burrow counts each mask row's cells (shapeMasks): the statement's
	// array join per mask row cost more than reading the rows. Past
	// maskRowsMax rows (as many patterns as actors, at scale) the
	// statement does it after all (Next).
	limited := *masks
	limited.Limit = &hogql.Limit{Count: maskRowsMax + 1, HasCount: true}
	return &Plan{Query: &hogql.Query{Selects: []*hogql.Select{&limited}}, Shape: s.shapeMasks(int(n)), MaxRows: maskRowsMax + 1,
		Next: func(t *Table) (*Plan, error) {
			if len(t.Rows) <= maskRowsMax {
				return nil, nil
			}
			return s.maskCellsPlan(masks, n), nil
		}}
}

// maskCellsPlan counts the cells of the rows of masks (maskPlan) in the
// statement. Active in bucket b >= 1 (not the one before): new in its
// created bucket, returning after an active bucket, else resurrecting;
// dormant in the bucket b + 1 after an active b when inactive in it. A
// cell is 4 × (b + 1) plus the status's index, as in foldedPlan.
func (s *lifecycleShaper) maskCellsPlan(masks *hogql.Select, n int64) *Plan {
	cell := hogql.MustTemplate(`arrayJoin(arrayConcat(
		arrayMap(b -> (b + 1) * 4 + multiIf(bitAnd(created, bitShiftLeft(1, b)) != 0, 0, bitAnd(active, bitShiftLeft(1, b - 1)) != 0, 1, 2),
			arrayFilter(b -> bitAnd(active, bitShiftLeft(1, b)) != 0, range(1, __1))),
		arrayMap(b -> (b + 2) * 4 + 3,
			arrayFilter(b -> bitAnd(active, bitShiftLeft(1, b)) != 0 AND bitAnd(active, bitShiftLeft(1, b + 1)) = 0, range(0, __2)))))`,
		hogql.Int(n), hogql.Int(n-1))
	cells := selectFrom(subquery(&hogql.Query{Selects: []*hogql.Select{masks}}, "m"), nil, []hogql.Expr{hogql.MustTemplate("cell")},
		hogql.Item(cell, "cell"), hogql.Item(hogql.MustTemplate("sum(actors)"), "actors"))
	// At most 4 cells a bucket: the limit only lifts the default one.
	cells.Limit = &hogql.Limit{Count: 4*n + 1, HasCount: true}
	return &Plan{Query: &hogql.Query{Selects: []*hogql.Select{cells}}, Shape: s.shapeCells, MaxRows: int(4*n + 1)}
}

// shapeMasks shapes the rows of maskPlan, (active, created, actors) over
// the n buckets read, bit b standing for bucket b: active in bucket b >= 1
// is new in its created bucket, returning after an active bucket, else
// resurrecting; active in b and not in b + 1 is dormant in b + 1. Bucket
// b of those read is bucket b - 1 of the response.
func (s lifecycleShaper) shapeMasks(n int) func(t *Table) (*Result, error) {
	return func(t *Table) (*Result, error) {
		on := func(mask int64, b int) bool { return mask>>b&1 != 0 }
		counts := s.emptyCounts()
		for _, r := range t.Rows {
			active, err := int64Cell(r[0])
			if err != nil {
				return nil, fmt.Errorf("insight: lifecycle active %v: %w", r[0], err)
			}
			created, err := int64Cell(r[1])
			if err != nil {
				return nil, fmt.Errorf("insight: lifecycle created %v: %w", r[1], err)
			}
			actors := toFloat(r[2])
			for b := 1; b < n; b++ {
				if !on(active, b) {
					continue
				}
				st := "resurrecting"
				switch {
				case on(created, b):
					st = "new"
				case on(active, b-1):
					st = "returning"
				}
				counts[st][b-1] += actors
			}
			for b := 0; b < n-1; b++ {
				if on(active, b) && !on(active, b+1) {
					counts["dormant"][b] -= actors
				}
			}
		}
		return s.result(counts), nil
	}
}

// shapeCells shapes the rows of foldedPlan.
func (s lifecycleShaper) shapeCells(t *Table) (*Result, error) {
	counts := s.emptyCounts()
	for _, r := range t.Rows {
		cell, actors := int(toFloat(r[0])), toFloat(r[1])
		i, status := cell/4-2, cell%4
		if i < 0 || i >= len(s.buckets) {
			return nil, fmt.Errorf("insight: lifecycle cell %v out of range", r[0])
		}
		st := lifecycleStatuses[status]
		if st == "dormant" {
			actors = -actors
		}
		counts[st][i] += actors
	}
	return s.result(counts), nil
}

// emptyCounts is a series of zeros for every status.
func (s lifecycleShaper) emptyCounts() map[string][]float64 {
	counts := map[string][]float64{}
	for _, st := range lifecycleStatuses {
		counts[st] = make([]float64, len(s.buckets))
	}
	return counts
}

// classify calls fn with the status of every actor in every bucket i it
// has one in (dormant: the bucket after its last active one).
func (s lifecycleShaper) classify(t *Table, fn func(id string, i int, status string)) error {
	if len(t.Rows) > funnelMaxRows {
		return apierror.Validation("query.dateRange", "Lifecycle reads too many actor periods: narrow the date range.")
	}
	type actor struct {
		active  map[string]bool
		created string
	}
	actors := map[string]*actor{}
	var ids []string
	for _, r := range t.Rows {
		id := fmt.Sprint(r[0])
		b, ok := parseBucket(r[1], s.w.loc)
		if !ok {
			return fmt.Errorf("insight: unreadable bucket %v", r[1])
		}
		a := actors[id]
		if a == nil {
			a = &actor{active: map[string]bool{}}
			actors[id] = a
			ids = append(ids, id)
		}
		a.active[bucketKey(b)] = true
		if c, ok := parseBucket(r[2], s.w.loc); ok {
			a.created = bucketKey(c)
		}
	}
	for _, id := range ids {
		a := actors[id]
		for i, b := range s.buckets {
			key := bucketKey(b)
			prevActive := a.active[bucketKey(s.w.prev(b))]
			switch {
			case a.active[key] && a.created == key:
				fn(id, i, "new")
			case a.active[key] && prevActive:
				fn(id, i, "returning")
			case a.active[key]:
				fn(id, i, "resurrecting")
			case prevActive:
				fn(id, i, "dormant")
			}
		}
	}
	return nil
}

func (s lifecycleShaper) shape(t *Table) (*Result, error) {
	counts := s.emptyCounts()
	err := s.classify(t, func(_ string, i int, status string) {
		if status == "dormant" {
			counts[status][i]--
		} else {
			counts[status][i]++
		}
	})
	if err != nil {
		return nil, err
	}
	return s.result(counts), nil
}

// result is the response of the counts of each status.
func (s lifecycleShaper) result(counts map[string][]float64) *Result {
	days := make([]string, len(s.buckets))
	labels := make([]string, len(s.buckets))
	for i, b := range s.buckets {
		days[i] = dayString(b, s.w.interval)
		labels[i] = labelString(b, s.w.interval)
	}
	name := s.node.label()
	action := map[string]any{"id": s.node.Event, "name": name, "type": "events", "order": 0, "math": "total", "custom_name": s.node.CustomName}
	results := make([]map[string]any, 0, 4)
	for _, st := range lifecycleStatuses {
		sum := 0.0
		for _, v := range counts[st] {
			sum += v
		}
		results = append(results, map[string]any{"action": action, "data": counts[st], "count": sum, "labels": labels,
			"days": days, "label": name + " - " + st, "status": st})
	}
	return &Result{Results: results, ResolvedDateRange: &ResolvedDateRange{DateFrom: s.w.from, DateTo: s.w.to}}
}
