package insight

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// PropertyFilter is one of PostHog's property filters.
type PropertyFilter struct {
	Type           string          `json:"type"`
	Key            json.RawMessage `json:"key"`
	Operator       string          `json:"operator"`
	Value          json.RawMessage `json:"value"`
	Label          *string         `json:"label"`
	GroupTypeIndex *int            `json:"group_type_index"`
	CohortName     *string         `json:"cohort_name"`
}

// Properties is a list of filters (AND) or a PropertyGroupFilter
// {"type": "AND"|"OR", "values": [filters or groups]}.
type Properties struct {
	raw json.RawMessage
}

// UnmarshalJSON keeps the raw value; where() reads it.
func (p *Properties) UnmarshalJSON(b []byte) error {
	p.raw = append(json.RawMessage(nil), b...)
	return nil
}

// MarshalJSON writes the raw value back.
func (p Properties) MarshalJSON() ([]byte, error) {
	if p.raw == nil {
		return []byte("null"), nil
	}
	return p.raw, nil
}

type propertyGroup struct {
	Type   string            `json:"type"`
	Values []json.RawMessage `json:"values"`
}

// where compiles the filters to a condition on the events table (nil: none).
func (p Properties) where(attr string) (hogql.Expr, error) {
	return compileProperties(p.raw, attr, 0, onEvents)
}

// whereOnPersons compiles person filters to a condition on the persons
// table (ActorsQuery); other filter types are refused.
func (p Properties) whereOnPersons(attr string) (hogql.Expr, error) {
	return compileProperties(p.raw, attr, 0, onPersons)
}

// filterTable is the table a filter condition reads.
type filterTable uint8

const (
	onEvents filterTable = iota
	onPersons
)

func compileProperties(raw json.RawMessage, attr string, depth int, on filterTable) (hogql.Expr, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	if depth > 10 {
		return nil, apierror.Validation(attr, "Property groups are nested too deeply.")
	}
	if raw[0] == '[' {
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			return nil, apierror.Validation(attr, "Expected a list of property filters.")
		}
		var conds []hogql.Expr
		for i, it := range items {
			c, err := compilePropertyItem(it, fmt.Sprintf("%s.%d", attr, i), depth, on)
			if err != nil {
				return nil, err
			}
			conds = append(conds, c)
		}
		return hogql.And(conds...), nil
	}
	return compilePropertyItem(raw, attr, depth, on)
}

// compilePropertyItem compiles a filter or a group.
func compilePropertyItem(raw json.RawMessage, attr string, depth int, on filterTable) (hogql.Expr, error) {
	var probe struct {
		Type   string          `json:"type"`
		Values json.RawMessage `json:"values"`
	}
	if err := json.Unmarshal(raw, &probe); err != nil {
		return nil, apierror.Validation(attr, "Expected a property filter object.")
	}
	if probe.Type == "AND" || probe.Type == "OR" {
		var g propertyGroup
		if err := strictDecode(raw, &g, attr); err != nil {
			return nil, err
		}
		var conds []hogql.Expr
		for i, v := range g.Values {
			c, err := compileProperties(v, fmt.Sprintf("%s.values.%d", attr, i), depth+1, on)
			if err != nil {
				return nil, err
			}
			conds = append(conds, c)
		}
		if g.Type == "OR" {
			return hogql.Or(conds...), nil
		}
		return hogql.And(conds...), nil
	}
	var f PropertyFilter
	if err := strictDecode(raw, &f, attr); err != nil {
		return nil, err
	}
	return f.compile(attr, on)
}

// propertyValue is a decoded filter value.
type propertyValue struct {
	isNum bool
	num   float64
	text  string
}

func (v propertyValue) literal() hogql.Expr {
	if v.isNum {
		return hogql.Float(v.num)
	}
	return hogql.String(v.text)
}

// values reads the filter value: a scalar or a list.
func (f PropertyFilter) values(attr string) ([]propertyValue, error) {
	raw := bytes.TrimSpace(f.Value)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var list []json.RawMessage
	if raw[0] == '[' {
		if err := json.Unmarshal(raw, &list); err != nil {
			return nil, apierror.Validation(attr+".value", "Expected a value or a list of values.")
		}
	} else {
		list = []json.RawMessage{raw}
	}
	out := make([]propertyValue, 0, len(list))
	for _, r := range list {
		var v any
		if err := json.Unmarshal(r, &v); err != nil {
			return nil, apierror.Validation(attr+".value", "Expected a value or a list of values.")
		}
		switch v := v.(type) {
		case string:
			out = append(out, propertyValue{text: v})
		case float64:
			out = append(out, propertyValue{isNum: true, num: v, text: strconv.FormatFloat(v, 'f', -1, 64)})
		case bool:
			out = append(out, propertyValue{text: strconv.FormatBool(v)})
		default:
			return nil, apierror.Validation(attr+".value", "Values must be strings, numbers or booleans.")
		}
	}
	return out, nil
}

// keyString reads the filter key (a string; cohort filters use numbers).
func (f PropertyFilter) keyString(attr string) (string, error) {
	var s string
	if err := json.Unmarshal(f.Key, &s); err != nil || s == "" {
		return "", apierror.Validation(attr+".key", "This field is required: the property name.")
	}
	return s, nil
}

// subject is the expression a filter of this type reads.
func (f PropertyFilter) subject(attr string, on filterTable) (hogql.Expr, error) {
	key, err := f.keyString(attr)
	if err != nil {
		return nil, err
	}
	if on == onPersons {
		switch f.Type {
		case "person":
			return hogql.MustTemplate("properties[__1]", hogql.String(key)), nil
		case "hogql":
			return hogql.ParseExpr(key)
		}
		return nil, apierror.Validation(attr+".type", "Only person and hogql filters apply to actors.")
	}
	switch f.Type {
	case "event", "":
		return hogql.MustTemplate("properties[__1]", hogql.String(key)), nil
	case "feature":
		return hogql.MustTemplate("properties[__1]", hogql.String("$feature/"+key)), nil
	case "person":
		return hogql.MustTemplate("person.properties[__1]", hogql.String(key)), nil
	case "hogql":
		return hogql.ParseExpr(key)
	case "session":
		// The key names a column of the sessions table, checked by the
		// engine against that table's columns (never printed as given).
		return sessionField(key), nil
	}
	switch f.Type {
	case "cohort":
		return nil, apierror.Validation(attr+".type", "Cohort filters are not supported: Burrow stores no cohort definitions, so a cohort id cannot be resolved; filter on person properties (type person) instead.")
	case "group":
		return nil, apierror.Validation(attr+".type", "Group filters are not supported: Burrow stores persons only (no group types or groups).")
	}
	return nil, apierror.Validation(attr+".type", fmt.Sprintf("Unsupported property filter type %q: use event, person, session, feature or hogql.", f.Type))
}

// compile builds the filter's condition with PostHog's null semantics:
// negative operators match rows that lack the property.
func (f PropertyFilter) compile(attr string, on filterTable) (hogql.Expr, error) {
	subj, err := f.subject(attr, on)
	if err != nil {
		return nil, err
	}
	if f.Type == "hogql" {
		return hogql.MustTemplate("__1", subj), nil
	}
	op := f.Operator
	if op == "" {
		if f.Type == "person" {
			return nil, apierror.Validation(attr+".operator", "This field is required for person filters.")
		}
		op = "exact"
	}
	vals, err := f.values(attr)
	if err != nil {
		return nil, err
	}
	text := func() hogql.Expr { return hogql.MustTemplate("toString(__1)", subj) }
	num := func() hogql.Expr { return hogql.MustTemplate("toFloat(__1)", subj) }
	cmp := func(v propertyValue, sqlOp string) hogql.Expr {
		if v.isNum {
			return hogql.MustTemplate("__1 "+sqlOp+" __2", num(), v.literal())
		}
		if _, err := strconv.ParseFloat(v.text, 64); err == nil && sqlOp != "=" && sqlOp != "!=" {
			n, _ := strconv.ParseFloat(v.text, 64)
			return hogql.MustTemplate("__1 "+sqlOp+" __2", num(), hogql.Float(n))
		}
		return hogql.MustTemplate("__1 "+sqlOp+" __2", text(), hogql.String(v.text))
	}
	need := func() error {
		if len(vals) == 0 {
			return apierror.Validation(attr+".value", fmt.Sprintf("Operator %q needs a value.", op))
		}
		return nil
	}
	anyOf := func(build func(v propertyValue) hogql.Expr) hogql.Expr {
		var cs []hogql.Expr
		for _, v := range vals {
			cs = append(cs, build(v))
		}
		return hogql.Or(cs...)
	}
	allOf := func(build func(v propertyValue) hogql.Expr) hogql.Expr {
		var cs []hogql.Expr
		for _, v := range vals {
			cs = append(cs, build(v))
		}
		return hogql.And(cs...)
	}
	missing := hogql.MustTemplate("__1 IS NULL", subj)
	switch op {
	case "exact", "in", "is_date_exact":
		if len(vals) == 0 {
			return nil, nil // PostHog: an empty list is no filter
		}
		return anyOf(func(v propertyValue) hogql.Expr { return cmp(v, "=") }), nil
	case "is_not", "not_in":
		if len(vals) == 0 {
			return nil, nil
		}
		return hogql.Or(missing, allOf(func(v propertyValue) hogql.Expr { return cmp(v, "!=") })), nil
	case "icontains":
		if err := need(); err != nil {
			return nil, err
		}
		return anyOf(func(v propertyValue) hogql.Expr {
			return hogql.MustTemplate("__1 ILIKE __2", text(), hogql.String("%"+v.text+"%"))
		}), nil
	case "not_icontains":
		if err := need(); err != nil {
			return nil, err
		}
		return hogql.Or(missing, allOf(func(v propertyValue) hogql.Expr {
			return hogql.MustTemplate("__1 NOT ILIKE __2", text(), hogql.String("%"+v.text+"%"))
		})), nil
	case "gt", "gte", "lt", "lte", "min", "max":
		if err := need(); err != nil {
			return nil, err
		}
		sqlOp := map[string]string{"gt": ">", "gte": ">=", "lt": "<", "lte": "<=", "min": ">=", "max": "<="}[op]
		return anyOf(func(v propertyValue) hogql.Expr { return cmp(v, sqlOp) }), nil
	case "is_date_before", "is_date_after":
		if err := need(); err != nil {
			return nil, err
		}
		sqlOp := map[string]string{"is_date_before": "<", "is_date_after": ">"}[op]
		return anyOf(func(v propertyValue) hogql.Expr {
			return hogql.MustTemplate("toDateTimeOrNull(toString(__1)) "+sqlOp+" toDateTime(__2)", subj, hogql.String(v.text))
		}), nil
	case "between", "not_between":
		if len(vals) != 2 || !vals[0].isNum || !vals[1].isNum {
			return nil, apierror.Validation(attr+".value", fmt.Sprintf("Operator %q needs two numbers.", op))
		}
		if op == "between" {
			return hogql.MustTemplate("__1 >= __2 AND __4 <= __3", num(), vals[0].literal(), vals[1].literal(), num()), nil
		}
		return hogql.MustTemplate("__1 < __2 OR __4 > __3", num(), vals[0].literal(), vals[1].literal(), num()), nil
	case "is_set":
		return hogql.MustTemplate("__1 IS NOT NULL", subj), nil
	case "is_not_set":
		return missing, nil
	case "regex":
		if err := need(); err != nil {
			return nil, err
		}
		return anyOf(func(v propertyValue) hogql.Expr {
			return hogql.MustTemplate("ifNull(match(__1, __2), false)", text(), hogql.String(v.text))
		}), nil
	case "not_regex":
		if err := need(); err != nil {
			return nil, err
		}
		return allOf(func(v propertyValue) hogql.Expr {
			return hogql.MustTemplate("ifNull(NOT match(__1, __2), true)", text(), hogql.String(v.text))
		}), nil
	}
	return nil, apierror.Validation(attr+".operator", fmt.Sprintf("Unknown operator %q: use one of %s.", op, strings.Join(operators, ", ")))
}

// sessionField reads a column of the event's session (session.$session_duration).
func sessionField(key string) hogql.Expr {
	return &hogql.Field{Parts: []hogql.FieldPart{{Name: "session"}, {Name: key, Quoted: true}}}
}

var operators = []string{"regex", "not_regex", "exact", "is_not", "icontains", "not_icontains", "gt", "gte", "lt", "lte", "is_set", "is_not_set",
	"in", "not_in", "is_date_exact", "is_date_before", "is_date_after", "between", "not_between", "min", "max"}
