package insight

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// EventsQuery is PostHog's EventsQuery: a table of events, or of aggregates
// over events when a column aggregates.
type EventsQuery struct {
	Common
	Select             []string        `json:"select"`
	Where              []string        `json:"where"`
	Properties         Properties      `json:"properties"`
	FixedProperties    Properties      `json:"fixedProperties"`
	FilterTestAccounts *bool           `json:"filterTestAccounts"`
	Event              *string         `json:"event"`
	Events             []string        `json:"events"`
	ActionID           *int            `json:"actionId"`
	PersonID           *string         `json:"personId"`
	After              *string         `json:"after"`
	Before             *string         `json:"before"`
	OrderBy            []string        `json:"orderBy"`
	Limit              *int            `json:"limit"`
	Offset             *int            `json:"offset"`
	Source             json.RawMessage `json:"source"`
}

// Default and largest EventsQuery page.
const (
	eventsDefaultLimit = 100
	eventsMaxLimit     = hogql.MaxLimit
)

// aggregateNames are the functions that make an EventsQuery group.
var aggregateNames = map[string]bool{"count": true, "countif": true, "uniq": true, "uniqexact": true, "uniqif": true,
	"sum": true, "sumif": true, "avg": true, "avgif": true, "min": true, "minif": true, "max": true, "maxif": true,
	"any": true, "anyif": true}

// isAggregate reports whether e calls an aggregate outside a window.
func isAggregate(e hogql.Expr) bool {
	found := false
	var walk func(e hogql.Expr)
	walk = func(e hogql.Expr) {
		if e == nil || found {
			return
		}
		switch n := e.(type) {
		case *hogql.Call:
			if n.Over == nil && aggregateNames[strings.ToLower(n.Name)] {
				found = true
				return
			}
			for _, a := range n.Args {
				walk(a)
			}
		case *hogql.Unary:
			walk(n.X)
		case *hogql.Binary:
			walk(n.L)
			walk(n.R)
		case *hogql.Between:
			walk(n.X)
			walk(n.Lo)
			walk(n.Hi)
		case *hogql.In:
			walk(n.X)
			for _, a := range n.List {
				walk(a)
			}
		case *hogql.Like:
			walk(n.X)
		case *hogql.IsNull:
			walk(n.X)
		case *hogql.Case:
			walk(n.Operand)
			for _, w := range n.Whens {
				walk(w.Cond)
				walk(w.Then)
			}
			walk(n.Else)
		case *hogql.Cast:
			walk(n.X)
		}
	}
	walk(e)
	return found
}

// eventsColumn is one requested column: the SQL columns it reads and how
// its value is assembled from them.
type eventsColumn struct {
	name      string
	exprs     []*hogql.SelectItem
	aggregate bool
	assemble  func(vals []any) any
}

// starFields are the columns behind "*", in PostHog's order.
var starFields = []string{"uuid", "event", "properties", "timestamp", "distinct_id", "created_at"}

func (c compiler) eventsColumns(sel []string) ([]eventsColumn, error) {
	if len(sel) == 0 {
		sel = []string{"*"}
	}
	out := make([]eventsColumn, 0, len(sel))
	for i, raw := range sel {
		attr := fmt.Sprintf("query.select.%d", i)
		text := raw
		if j := strings.Index(text, " -- "); j >= 0 {
			text = text[:j]
		}
		text = strings.TrimSpace(text)
		col := eventsColumn{name: raw}
		switch text {
		case "*":
			for _, f := range starFields {
				col.exprs = append(col.exprs, hogql.Item(hogql.Ref(f), ""))
			}
			col.assemble = func(v []any) any {
				m := map[string]any{"elements_chain": "", "person_mode": "full"}
				for i, f := range starFields {
					m[f] = v[i]
				}
				return m
			}
		case "person", "person_display_name":
			col.exprs = []*hogql.SelectItem{hogql.Item(hogql.MustTemplate("person.uuid"), ""), hogql.Item(hogql.MustTemplate("person.created_at"), ""),
				hogql.Item(hogql.MustTemplate("person.properties"), ""), hogql.Item(hogql.MustTemplate("distinct_id"), "")}
			display := text == "person_display_name"
			col.assemble = func(v []any) any {
				if v[0] == nil {
					return map[string]any{"distinct_id": v[3]}
				}
				if display {
					return personDisplayName(v[0], v[2], []any{v[3]})
				}
				return map[string]any{"uuid": v[0], "created_at": v[1], "properties": v[2], "distinct_id": v[3]}
			}
		default:
			e, err := hogql.ParseExpr(text)
			if err != nil {
				return nil, withAttr(err, attr)
			}
			col.aggregate = isAggregate(e)
			col.exprs = []*hogql.SelectItem{hogql.Item(e, "")}
			col.assemble = func(v []any) any { return v[0] }
		}
		out = append(out, col)
	}
	return out, nil
}

// displayNameProperties are the person properties a display name is taken
// from, the first one set winning (PostHog's
// PERSON_DEFAULT_DISPLAY_NAME_PROPERTIES); without any, the distinct id.
var displayNameProperties = []string{"email", "Email", "name", "Name", "username", "Username", "UserName"}

// withAttr points an engine error at a request field.
func withAttr(err error, attr string) error {
	if e := apierror.From(err); e != nil {
		c := *e
		c.Attr = &attr
		return &c
	}
	return err
}

func (c compiler) events(q *EventsQuery) (*Plan, error) {
	if q.Select == nil {
		return nil, apierror.Validation("query.select", "This field is required: the columns, e.g. [\"*\"] or [\"event\", \"count()\"].")
	}
	if q.ActionID != nil {
		return nil, apierror.Validation("query.actionId", "Actions are not supported: Burrow stores no saved actions (it reads events only), so an action id cannot be resolved; use event or events.")
	}
	// source: the events behind one data point of a TrendsQuery (PostHog's
	// InsightActorsQuery.to_events_query); its window replaces the default
	// 24 hours.
	var sourceCond hogql.Expr
	if len(q.Source) > 0 && string(q.Source) != "null" {
		if k := sourceKind(q.Source); k != "InsightActorsQuery" {
			return nil, apierror.Validation("query.source.kind", fmt.Sprintf("Source kind %q is not supported: use an InsightActorsQuery.", k))
		}
		var iq InsightActorsQuery
		if err := strictDecode(q.Source, &iq, "query.source"); err != nil {
			return nil, err
		}
		if k := sourceKind(iq.Source); k != KindTrends {
			return nil, apierror.Validation("query.source.source.kind", fmt.Sprintf("The events behind a %q data point are not supported yet: use a TrendsQuery source.", k))
		}
		if iq.isOther() {
			return nil, apierror.Validation("query.source.breakdown", "The events of the Other bucket are not supported yet: list its actors with an ActorsQuery.")
		}
		cond, err := c.insightActorsEvents(&iq, nil)
		if err != nil {
			return nil, err
		}
		sourceCond = cond
	}
	cols, err := c.eventsColumns(q.Select)
	if err != nil {
		return nil, err
	}
	grouped := false
	for _, col := range cols {
		grouped = grouped || col.aggregate
	}
	var items []*hogql.SelectItem
	var group []hogql.Expr
	for _, col := range cols {
		for _, it := range col.exprs {
			items = append(items, it)
			if grouped && !col.aggregate {
				group = append(group, it.Expr) // resolve never changes a tree: nodes can be shared
			}
		}
	}
	var where, having []hogql.Expr
	for i, w := range q.Where {
		e, err := hogql.ParseExpr(w)
		if err != nil {
			return nil, withAttr(err, fmt.Sprintf("query.where.%d", i))
		}
		if isAggregate(e) {
			having = append(having, e)
		} else {
			where = append(where, e)
		}
	}
	props, err := q.Properties.where("query.properties")
	if err != nil {
		return nil, err
	}
	fixed, err := q.FixedProperties.where("query.fixedProperties")
	if err != nil {
		return nil, err
	}
	where = append(where, props, fixed)
	if q.Event != nil && *q.Event != "" {
		where = append(where, hogql.MustTemplate("event = __1", hogql.String(*q.Event)))
	}
	if len(q.Events) > 0 {
		in := &hogql.In{X: hogql.MustTemplate("event")}
		for _, e := range q.Events {
			in.List = append(in.List, hogql.String(e))
		}
		where = append(where, in)
	}
	if q.PersonID != nil && *q.PersonID != "" {
		where = append(where, hogql.MustTemplate("toString(person.uuid) = __1 OR toString(person_id) = __2", hogql.String(*q.PersonID), hogql.String(*q.PersonID)))
	}
	where = append(where, sourceCond)
	after := "-24h"
	if sourceCond != nil {
		after = "all"
	}
	if q.After != nil {
		after = *q.After
	}
	if after != "all" {
		t, _, _, err := parseDate(after, c.now, c.loc, "query.after")
		if err != nil {
			return nil, err
		}
		where = append(where, hogql.MustTemplate("timestamp > toDateTime(__1)", hogql.String(utcText(t))))
	}
	if q.Before != nil && *q.Before != "" {
		t, _, _, err := parseDate(*q.Before, c.now, c.loc, "query.before")
		if err != nil {
			return nil, err
		}
		where = append(where, hogql.MustTemplate("timestamp < toDateTime(__1)", hogql.String(utcText(t))))
	}
	order, err := eventsOrder(q.OrderBy, cols, items)
	if err != nil {
		return nil, err
	}
	limit := eventsDefaultLimit
	if q.Limit != nil {
		if *q.Limit < 1 {
			return nil, apierror.Validation("query.limit", "Must be a positive integer.")
		}
		limit = min(*q.Limit, eventsMaxLimit)
	}
	offset := 0
	if q.Offset != nil {
		if *q.Offset < 0 {
			return nil, apierror.Validation("query.offset", "Must be a non-negative integer.")
		}
		offset = *q.Offset
	}
	// nextCursor (PostHog's newer responses): a page ordered by timestamp
	// first, without aggregation, tells the last row's timestamp; sending it
	// back as before (DESC) or after (ASC) reads the next page. It is read
	// from a trailing column the shaper does not show.
	cursor := !grouped && sourceCond == nil && len(order) > 0 && isTimestamp(order[0].Expr)
	shown := len(items)
	if cursor {
		items = append(items, hogql.Item(hogql.MustTemplate("timestamp"), "__cursor"))
	}
	sel := selectFrom(table("events"), hogql.And(where...), group, items...)
	sel.Having = hogql.And(having...)
	// One row more than the page tells whether there is a next page; the
	// engine caps the count at its maximum, so the last page of the cap
	// cannot tell (hasMore stays false there).
	sel.OrderBy = order
	sel.Limit = &hogql.Limit{Count: int64(min(limit+1, eventsMaxLimit)), HasCount: true, Offset: int64(offset), HasOffset: offset > 0}
	stmt := &hogql.Query{Selects: []*hogql.Select{sel}}
	shape := func(t *Table) (*Result, error) {
		rows := t.Rows
		hasMore := len(rows) > limit
		if hasMore {
			rows = rows[:limit]
		}
		results := make([][]any, len(rows))
		types := make([]string, len(cols))
		for i, r := range rows {
			out := make([]any, len(cols))
			k := 0
			for j, col := range cols {
				n := len(col.exprs)
				out[j] = col.assemble(r[k : k+n])
				k += n
			}
			results[i] = out
		}
		k := 0
		for j, col := range cols {
			n := len(col.exprs)
			switch {
			case n == 1 && k < len(t.Types):
				types[j] = t.Types[k]
			case col.name == "*" || strings.HasPrefix(col.name, "*"):
				types[j] = "Tuple(String, String, String, DateTime, String, DateTime)"
			default:
				types[j] = "Tuple(String, DateTime, String, String)"
			}
			k += n
		}
		names := make([]string, len(cols))
		for j, col := range cols {
			names[j] = col.name
			if it := col.exprs[0]; len(col.exprs) == 1 && it.Alias != "" {
				names[j] = it.Alias
			}
		}
		res := &Result{Results: results, Columns: names, Types: types, HasMore: hasMore, Limit: limit, Offset: offset}
		if cursor && hasMore && len(rows) > 0 {
			if last := rows[len(rows)-1]; len(last) > shown {
				if t, err := time.Parse(time.RFC3339Nano, fmt.Sprint(last[shown])); err == nil {
					s := t.UTC().Format("2006-01-02T15:04:05.999999Z07:00")
					res.NextCursor = &s
				}
			}
		}
		return res, nil
	}
	return &Plan{Query: stmt, Shape: shape}, nil
}

// splitOrderItem splits an orderBy entry such as "timestamp DESC" into its
// expression text and whether it sorts descending (ASC or nothing: ascending).
func splitOrderItem(item string) (text string, desc bool) {
	text = strings.TrimSpace(item)
	upper := strings.ToUpper(text)
	switch {
	case strings.HasSuffix(upper, " DESC"):
		return strings.TrimSpace(text[:len(text)-5]), true
	case strings.HasSuffix(upper, " ASC"):
		return strings.TrimSpace(text[:len(text)-4]), false
	}
	return text, false
}

// eventsOrder reads orderBy ("timestamp DESC"), or PostHog's default:
// count() DESC, else the first aggregate DESC, else timestamp DESC when
// selected, else the first column.
func eventsOrder(orderBy []string, cols []eventsColumn, items []*hogql.SelectItem) ([]*hogql.OrderItem, error) {
	var out []*hogql.OrderItem
	for i, o := range orderBy {
		text, desc := splitOrderItem(o)
		e, err := hogql.ParseExpr(text)
		if err != nil {
			return nil, withAttr(err, fmt.Sprintf("query.orderBy.%d", i))
		}
		out = append(out, &hogql.OrderItem{Expr: e, Desc: desc})
	}
	if len(out) > 0 {
		return out, nil
	}
	for _, col := range cols {
		if strings.TrimSpace(col.name) == "count()" {
			return []*hogql.OrderItem{{Expr: hogql.MustTemplate("count()"), Desc: true}}, nil
		}
	}
	for _, col := range cols {
		if col.aggregate {
			return []*hogql.OrderItem{{Expr: col.exprs[0].Expr, Desc: true}}, nil
		}
	}
	for _, col := range cols {
		if col.name == "timestamp" || col.name == "*" {
			return []*hogql.OrderItem{{Expr: hogql.MustTemplate("timestamp"), Desc: true}}, nil
		}
	}
	if len(items) > 0 {
		return []*hogql.OrderItem{{Expr: items[0].Expr}}, nil
	}
	return nil, nil
}

// isTimestamp reports whether e is the column timestamp.
func isTimestamp(e hogql.Expr) bool {
	f, ok := e.(*hogql.Field)
	return ok && len(f.Parts) == 1 && !f.Parts[0].IsIndex && strings.EqualFold(f.Parts[0].Name, "timestamp")
}
