package insight

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// ActorsQuery is PostHog's ActorsQuery: persons, optionally those behind
// one data point of an insight (source: InsightActorsQuery).
type ActorsQuery struct {
	Common
	Source          json.RawMessage `json:"source"`
	Select          []string        `json:"select"`
	Search          *string         `json:"search"`
	Properties      Properties      `json:"properties"`
	FixedProperties Properties      `json:"fixedProperties"`
	OrderBy         []string        `json:"orderBy"`
	Limit           *int            `json:"limit"`
	Offset          *int            `json:"offset"`
}

// InsightActorsQuery names a data point of an insight.
type InsightActorsQuery struct {
	Common
	Source            json.RawMessage `json:"source"`
	Day               json.RawMessage `json:"day"`
	Status            *string         `json:"status"`
	Interval          *int            `json:"interval"`
	Series            *int            `json:"series"`
	Breakdown         json.RawMessage `json:"breakdown"`
	Compare           *string         `json:"compare"`
	IncludeRecordings *bool           `json:"includeRecordings"`
}

// actorsColumn is one requested column.
type actorsColumn struct {
	name     string
	assemble func(row map[string]any, distinctIDs []any) any
	typ      string // the ClickHouse type, when not actorColumnType's
}

// FunnelsActorsQuery names the actors of a funnel step (funnelStep,
// 1-based: positive for those who reached it, negative for those who
// dropped off before it) or of a funnel trends period.
type FunnelsActorsQuery struct {
	Common
	Source                          json.RawMessage `json:"source"`
	FunnelStep                      *int            `json:"funnelStep"`
	FunnelStepBreakdown             json.RawMessage `json:"funnelStepBreakdown"`
	FunnelTrendsDropOff             *bool           `json:"funnelTrendsDropOff"`
	FunnelTrendsEntrancePeriodStart *string         `json:"funnelTrendsEntrancePeriodStart"`
	FunnelCustomSteps               []int           `json:"funnelCustomSteps"`
	Compare                         *string         `json:"compare"`
	IncludeRecordings               *bool           `json:"includeRecordings"`
}

// sourceKind reads the kind of a nested query object.
func sourceKind(raw json.RawMessage) string {
	var probe struct {
		Kind string `json:"kind"`
	}
	json.Unmarshal(raw, &probe) //nolint:errcheck // the kind's own decoding reports errors
	return probe.Kind
}

func (c compiler) actors(q *ActorsQuery) (*Plan, error) {
	if len(q.Source) == 0 || string(q.Source) == "null" {
		return c.actorsPlan(q, nil, nil, nil)
	}
	switch kind := sourceKind(q.Source); kind {
	case "InsightActorsQuery":
		var iq InsightActorsQuery
		if err := strictDecode(q.Source, &iq, "query.source"); err != nil {
			return nil, err
		}
		switch inner := sourceKind(iq.Source); inner {
		case KindTrends:
			if iq.isOther() {
				return c.trendsOtherActors(q, &iq)
			}
			cond, err := c.insightActorsEvents(&iq, nil)
			if err != nil {
				return nil, err
			}
			return c.actorsPlan(q, cond, nil, nil)
		case KindRetention:
			return c.retentionActors(q, &iq)
		case KindLifecycle:
			return c.lifecycleActors(q, &iq)
		case KindStickiness:
			return c.stickinessActors(q, &iq)
		case KindFunnels:
			return nil, apierror.Validation("query.source.kind", "The actors of a FunnelsQuery are asked with a FunnelsActorsQuery (funnelStep, funnelStepBreakdown).")
		default:
			return nil, apierror.Validation("query.source.source.kind", fmt.Sprintf("Actors of %q are not supported: use a TrendsQuery, RetentionQuery, LifecycleQuery or StickinessQuery source.", inner))
		}
	case "FunnelsActorsQuery":
		var fq FunnelsActorsQuery
		if err := strictDecode(q.Source, &fq, "query.source"); err != nil {
			return nil, err
		}
		return c.funnelActors(q, &fq)
	default:
		return nil, apierror.Validation("query.source.kind", fmt.Sprintf("Source kind %q is not supported: use InsightActorsQuery or FunnelsActorsQuery.", kind))
	}
}

// twoStage is the plan of actors chosen from a source's rows: the source's
// statement runs first, pick reads its rows, and the persons statement
// lists the chosen actors.
func (c compiler) twoStage(q *ActorsQuery, first *Plan, columns map[string]string, pick func(t *Table) ([]string, *actorExtras, error)) (*Plan, error) {
	// The persons statement is checked now, so that a bad select or
	// orderBy is refused before anything runs.
	if _, err := c.actorsPlan(q, nil, []string{}, &actorExtras{types: columns}); err != nil {
		return nil, err
	}
	return &Plan{Query: first.Query, MaxRows: first.MaxRows, Next: func(t *Table) (*Plan, error) {
		ids, extra, err := pick(t)
		if err != nil {
			return nil, err
		}
		if ids == nil {
			ids = []string{}
		}
		if extra == nil {
			extra = &actorExtras{}
		}
		extra.types = columns
		return c.actorsPlan(q, nil, ids, extra)
	}}, nil
}

// actorExtras are columns a source computes per actor besides the persons'
// (a retention cohort's appearances): their ClickHouse types, and each
// actor's value by actor id.
type actorExtras struct {
	types  map[string]string
	values map[string]map[string]any
}

// set records actor id's value of column name.
func (e *actorExtras) set(name, id string, v any) {
	if e.values == nil {
		e.values = map[string]map[string]any{}
	}
	if e.values[name] == nil {
		e.values[name] = map[string]any{}
	}
	e.values[name][id] = v
}

// maxPickedActors bounds the actors a source can hand to the persons
// statement (each is a bound parameter).
const maxPickedActors = 10_000

// actorsPlan lists persons: all of them, those with events matching events
// (with event_count), or those whose ids are in ids (when ids is not nil;
// actors without a person, "distinct:<id>", count as missing).
func (c compiler) actorsPlan(q *ActorsQuery, events hogql.Expr, ids []string, extra *actorExtras) (*Plan, error) {
	missing := 0
	var idCond hogql.Expr
	if ids != nil {
		var list []hogql.Expr
		for _, id := range ids {
			if strings.HasPrefix(id, "distinct:") {
				missing++
				continue
			}
			list = append(list, hogql.String(id))
		}
		if len(list) > maxPickedActors {
			return nil, apierror.Validation("query.source", fmt.Sprintf("The data point has more than %d actors: narrow the source's date range or filters.", maxPickedActors))
		}
		idCond = hogql.MustTemplate("1 = 0")
		if len(list) > 0 {
			idCond = &hogql.In{X: hogql.MustTemplate("toString(p.id)"), List: list}
		}
	}
	sel := q.Select
	if len(sel) == 0 {
		sel = []string{"person", "id", "person.$delete"}
		if events != nil { // PostHog adds the distinct ids of the matching events for a trends source
			sel = append(sel, "event_distinct_ids")
		}
	}
	inner := []*hogql.SelectItem{hogql.Item(hogql.MustTemplate("p.id"), "pid"), hogql.Item(hogql.MustTemplate("p.uuid"), "uuid"), hogql.Item(hogql.MustTemplate("p.properties"), "properties"),
		hogql.Item(hogql.MustTemplate("p.is_identified"), "is_identified"), hogql.Item(hogql.MustTemplate("p.created_at"), "created_at")}
	if extra != nil {
		inner = append(inner, hogql.Item(hogql.MustTemplate("toString(p.id)"), "actor_key"))
	}
	if events != nil {
		inner = append(inner, hogql.Item(hogql.MustTemplate("e.event_count"), "event_count"), hogql.Item(hogql.MustTemplate("e.event_distinct_ids"), "event_distinct_ids"))
	}
	var cols []actorsColumn
	for i, raw := range sel {
		text := raw
		if j := strings.Index(text, " -- "); j >= 0 {
			text = text[:j]
		}
		text = strings.TrimSpace(text)
		col := actorsColumn{name: raw}
		switch text {
		case "person", "actor":
			col.assemble = func(r map[string]any, ids []any) any {
				return map[string]any{"id": r["uuid"], "properties": r["properties"], "is_identified": r["is_identified"],
					"created_at": r["created_at"], "distinct_ids": ids}
			}
		case "person_display_name":
			// PostHog's persons list asks for it: the first display-name
			// property set (displayNameProperties), else the first
			// distinct id, else the id.
			col.assemble = func(r map[string]any, ids []any) any {
				return personDisplayName(r["uuid"], r["properties"], ids)
			}
		case "id":
			col.assemble = func(r map[string]any, _ []any) any { return r["uuid"] }
		case "person.$delete":
			col.assemble = func(map[string]any, []any) any { return 1 }
		case "event_count":
			if events == nil {
				return nil, apierror.Validation(fmt.Sprintf("query.select.%d", i), "event_count needs a source.")
			}
			col.assemble = func(r map[string]any, _ []any) any { return r["event_count"] }
		case "event_distinct_ids":
			if events != nil { // the distinct ids of the matching events
				col.assemble = func(r map[string]any, _ []any) any { return r["event_distinct_ids"] }
				break
			}
			col.assemble = func(_ map[string]any, ids []any) any { return ids }
		case "distinct_ids":
			col.assemble = func(_ map[string]any, ids []any) any { return ids }
		default:
			if extra != nil && extra.types[text] != "" {
				name := text
				col.typ = extra.types[text]
				col.assemble = func(r map[string]any, _ []any) any { return extra.values[name][fmt.Sprint(r["actor_key"])] }
				break
			}
			e, err := hogql.ParseExpr(text)
			if err != nil {
				return nil, withAttr(err, fmt.Sprintf("query.select.%d", i))
			}
			alias := fmt.Sprintf("col_%d", i)
			inner = append(inner, hogql.Item(e, alias))
			col.assemble = func(r map[string]any, _ []any) any { return r[alias] }
		}
		cols = append(cols, col)
	}
	where := []hogql.Expr{idCond}
	for _, p := range []struct {
		props Properties
		attr  string
	}{{q.Properties, "query.properties"}, {q.FixedProperties, "query.fixedProperties"}} {
		cond, err := p.props.whereOnPersons(p.attr)
		if err != nil {
			return nil, err
		}
		where = append(where, cond)
	}
	if q.Search != nil && strings.TrimSpace(*q.Search) != "" {
		pattern := hogql.String("%" + strings.TrimSpace(*q.Search) + "%")
		where = append(where, hogql.MustTemplate("toString(p.properties.email) ILIKE __1 OR toString(p.properties.name) ILIKE __2 OR toString(p.uuid) ILIKE __3 "+
			"OR p.id IN (SELECT person_id FROM person_distinct_ids WHERE distinct_id ILIKE __4)", pattern, pattern, pattern, pattern))
	}
	order, err := actorsOrder(q.OrderBy, events != nil)
	if err != nil {
		return nil, err
	}
	inner = append(inner, hogql.Item(&hogql.Call{Name: "row_number", Over: &hogql.Window{OrderBy: order}}, "rn"))
	limit := eventsDefaultLimit
	if q.Limit != nil {
		if *q.Limit < 1 {
			return nil, apierror.Validation("query.limit", "Must be a positive integer.")
		}
		limit = min(*q.Limit, eventsMaxLimit-1)
	}
	offset := 0
	if q.Offset != nil {
		if *q.Offset < 0 {
			return nil, apierror.Validation("query.offset", "Must be a non-negative integer.")
		}
		offset = *q.Offset
	}
	var from hogql.TableExpr = &hogql.TableRef{Name: "persons", Alias: "p"}
	if events != nil {
		src := selectFrom(table("events"), hogql.And(events, hogql.MustTemplate("person_id IS NOT NULL")), []hogql.Expr{hogql.MustTemplate("person_id")},
			hogql.Item(hogql.MustTemplate("person_id"), "actor_pid"), hogql.Item(hogql.MustTemplate("count()"), "event_count"),
			hogql.Item(hogql.MustTemplate("arraySort(groupUniqArray(distinct_id))"), "event_distinct_ids"))
		from = &hogql.Join{Kind: hogql.InnerJoin, Left: from, Right: &hogql.SubqueryTable{Query: query(0, src), Alias: "e"},
			On: hogql.MustTemplate("e.actor_pid = p.id")}
	}
	page := selectFrom(from, hogql.And(where...), nil, inner...)
	page.OrderBy = order
	page.Limit = &hogql.Limit{Count: int64(limit + 1), HasCount: true, Offset: int64(offset), HasOffset: offset > 0}
	var outer []*hogql.SelectItem
	for _, it := range inner {
		outer = append(outer, hogql.Item(hogql.Column("i", it.Alias), it.Alias))
	}
	outer = append(outer, hogql.Item(hogql.MustTemplate("d.distinct_id"), "distinct_id"))
	stmt := selectFrom(&hogql.Join{Kind: hogql.LeftJoin, Left: &hogql.SubqueryTable{Query: query(0, page), Alias: "i"},
		Right: &hogql.TableRef{Name: "person_distinct_ids", Alias: "d"}, On: hogql.MustTemplate("d.person_id = i.pid")}, nil, nil, outer...)
	stmt.OrderBy = []*hogql.OrderItem{{Expr: hogql.MustTemplate("i.rn")}, {Expr: hogql.MustTemplate("d.distinct_id")}}
	stmt.Limit = &hogql.Limit{Count: eventsMaxLimit, HasCount: true}
	shape := func(t *Table) (*Result, error) {
		type person struct {
			row map[string]any
			ids []any
		}
		var people []*person
		var last any
		for _, r := range t.Rows {
			row := map[string]any{}
			for i, name := range t.Columns {
				row[name] = r[i]
			}
			if len(people) == 0 || row["pid"] != last {
				people = append(people, &person{row: row, ids: []any{}})
				last = row["pid"]
			}
			if id := row["distinct_id"]; id != nil {
				p := people[len(people)-1]
				p.ids = append(p.ids, id)
			}
		}
		hasMore := len(people) > limit
		if hasMore {
			people = people[:limit]
		}
		results := make([][]any, len(people))
		for i, p := range people {
			out := make([]any, len(cols))
			for j, col := range cols {
				out[j] = col.assemble(p.row, p.ids)
			}
			results[i] = out
		}
		names := make([]string, len(cols))
		types := make([]string, len(cols))
		for j, col := range cols {
			names[j] = col.name
			types[j] = actorColumnType(col.name)
			if col.typ != "" {
				types[j] = col.typ
			}
		}
		return &Result{Results: results, Columns: names, Types: types, HasMore: hasMore, Limit: limit, Offset: offset, MissingActorsCount: &missing}, nil
	}
	return &Plan{Query: &hogql.Query{Selects: []*hogql.Select{stmt}}, Shape: shape}, nil
}

func actorColumnType(name string) string {
	switch name {
	case "person", "actor":
		return "Tuple(UUID, String, UInt8, DateTime, Array(String))"
	case "id":
		return "UUID"
	case "person.$delete":
		return "UInt8"
	case "event_count":
		return "UInt64"
	case "distinct_ids", "event_distinct_ids":
		return "Array(String)"
	}
	return "String"
}

// actorsOrder reads orderBy, or orders by event_count (with a source) or
// created_at, newest first; the person id breaks ties.
func actorsOrder(orderBy []string, withEvents bool) ([]*hogql.OrderItem, error) {
	var out []*hogql.OrderItem
	for i, o := range orderBy {
		text, desc := splitOrderItem(o)
		var e hogql.Expr
		switch text {
		case "person":
			e = hogql.MustTemplate("toString(p.properties.email)")
		case "event_count":
			if !withEvents {
				return nil, apierror.Validation(fmt.Sprintf("query.orderBy.%d", i), "event_count needs a source.")
			}
			e = hogql.MustTemplate("e.event_count")
		default:
			var err error
			if e, err = hogql.ParseExpr(text); err != nil {
				return nil, withAttr(err, fmt.Sprintf("query.orderBy.%d", i))
			}
		}
		out = append(out, &hogql.OrderItem{Expr: e, Desc: desc})
	}
	if len(out) == 0 {
		if withEvents {
			out = append(out, &hogql.OrderItem{Expr: hogql.MustTemplate("e.event_count"), Desc: true})
		}
		out = append(out, &hogql.OrderItem{Expr: hogql.MustTemplate("p.created_at"), Desc: true})
	}
	// p.id is the UUID in SQL: rest_id keeps ties in creation order.
	return append(out, &hogql.OrderItem{Expr: hogql.MustTemplate("p.rest_id")}), nil
}

// insightActorsEvents is the condition on events behind one data point of
// a TrendsQuery: its series, the bucket of day, the breakdown value.
// With kept (the Other bucket), the breakdown condition is instead that the
// value is none of the kept ones.
func (c compiler) insightActorsEvents(iq *InsightActorsQuery, kept [][]string) (hogql.Expr, error) {
	var tq TrendsQuery
	if err := strictDecode(iq.Source, &tq, "query.source.source"); err != nil {
		return nil, err
	}
	series := 0
	if iq.Series != nil {
		series = *iq.Series
	}
	if series < 0 || series >= len(tq.Series) {
		return nil, apierror.Validation("query.source.series", fmt.Sprintf("There is no series %d.", series))
	}
	node := &tq.Series[series]
	if err := node.check("query.source.source.series"); err != nil {
		return nil, err
	}
	interval, err := checkInterval(tq.Interval)
	if err != nil {
		return nil, err
	}
	display := ""
	if tq.TrendsFilter != nil && tq.TrendsFilter.Display != nil {
		display = *tq.TrendsFilter.Display
	}
	if totalValueDisplays[display] {
		interval = intervalDay
	}
	w, err := resolveWindow(tq.DateRange, interval, c.now, c.loc)
	if err != nil {
		return nil, err
	}
	if iq.Compare != nil && *iq.Compare == "previous" {
		if w, err = previousWindow(w, compareTo(tq.CompareFilter)); err != nil {
			return nil, err
		}
	}
	own, err := node.where("query.source.source.series")
	if err != nil {
		return nil, err
	}
	global, err := tq.Properties.where("query.source.source.properties")
	if err != nil {
		return nil, err
	}
	conds := []hogql.Expr{w.timeBounds(hogql.MustTemplate("timestamp")), own, global}
	if len(iq.Day) > 0 && string(iq.Day) != "null" && !totalValueDisplays[display] {
		var day string
		if err := json.Unmarshal(iq.Day, &day); err != nil {
			return nil, apierror.Validation("query.source.day", "Expected the bucket's date, e.g. \"2024-01-15\".")
		}
		t, _, _, err := parseDate(day, c.now, c.loc, "query.source.day")
		if err != nil {
			return nil, err
		}
		b := w.bucketStart(t)
		conds = append(conds, hogql.MustTemplate("timestamp >= toDateTime(__1)", hogql.String(utcText(b))), hogql.MustTemplate("timestamp < toDateTime(__1)", hogql.String(utcText(w.next(b)))))
	}
	if len(iq.Breakdown) > 0 && string(iq.Breakdown) != "null" {
		bds, err := breakdownExprs(tq.BreakdownFilter)
		if err != nil {
			return nil, err
		}
		var values []string
		var one string
		if json.Unmarshal(iq.Breakdown, &one) == nil {
			values = []string{one}
		} else if err := json.Unmarshal(iq.Breakdown, &values); err != nil {
			return nil, apierror.Validation("query.source.breakdown", "Expected a breakdown value.")
		}
		if len(values) != len(bds) {
			return nil, apierror.Validation("query.source.breakdown", "The breakdown does not match the source's breakdownFilter.")
		}
		if kept != nil {
			var any []hogql.Expr
			for _, k := range kept {
				var all []hogql.Expr
				for i, v := range k {
					all = append(all, hogql.MustTemplate("__1 = __2", bds[i], hogql.String(v)))
				}
				any = append(any, hogql.And(all...))
			}
			if len(any) > 0 {
				conds = append(conds, hogql.MustTemplate("NOT (__1)", hogql.Or(any...)))
			}
		} else {
			for i, v := range values {
				conds = append(conds, hogql.MustTemplate("__1 = __2", bds[i], hogql.String(v)))
			}
		}
	}
	if math := node.Math; math != nil && (*math == "weekly_active" || *math == "monthly_active") {
		return nil, apierror.Validation("query.source.source.series", "The actors of weekly_active and monthly_active series are not supported yet.")
	}
	return hogql.And(conds...), nil
}

func compareTo(cf *CompareFilter) *string {
	if cf == nil {
		return nil
	}
	return cf.CompareTo
}

// personDisplayName is the person_display_name column of a person: its
// display name, id and first distinct id, as PostHog returns it.
func personDisplayName(id, properties any, distinctIDs []any) map[string]any {
	var first any
	if len(distinctIDs) > 0 {
		first = distinctIDs[0]
	}
	name := first
	if name == nil || name == "" {
		name = id
	}
	if props, ok := properties.(map[string]any); ok {
		for _, k := range displayNameProperties {
			if p, ok := props[k]; ok && p != nil && p != "" {
				name = p
				break
			}
		}
	}
	return map[string]any{"display_name": name, "id": id, "distinct_id": first}
}
