package insight

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// SeriesNode is an EventsNode (or an ActionsNode, refused: Burrow has no
// saved actions).
type SeriesNode struct {
	Kind                        string          `json:"kind"`
	Event                       *string         `json:"event"`
	ID                          json.RawMessage `json:"id"`
	Name                        *string         `json:"name"`
	CustomName                  *string         `json:"custom_name"`
	Math                        *string         `json:"math"`
	MathProperty                *string         `json:"math_property"`
	MathPropertyType            *string         `json:"math_property_type"`
	MathHogQL                   *string         `json:"math_hogql"`
	MathGroupTypeIndex          *int            `json:"math_group_type_index"`
	MathMultiplier              *float64        `json:"math_multiplier"`
	MathPropertyRevenueCurrency json.RawMessage `json:"math_property_revenue_currency"`
	Properties                  Properties      `json:"properties"`
	FixedProperties             Properties      `json:"fixedProperties"`
	OptionalInFunnel            *bool           `json:"optionalInFunnel"`
	Limit                       *int            `json:"limit"`
	OrderBy                     []string        `json:"orderBy"`
	Response                    json.RawMessage `json:"response"`
	Version                     json.RawMessage `json:"version"`
	// Funnel exclusions.
	FunnelFromStep *int `json:"funnelFromStep"`
	FunnelToStep   *int `json:"funnelToStep"`
	// GroupNode: its nodes, joined by operator (OR by default) into one series.
	Operator *string      `json:"operator"`
	Nodes    []SeriesNode `json:"nodes"`
}

// check refuses node kinds Burrow cannot answer.
func (n *SeriesNode) check(attr string) error {
	switch n.Kind {
	case "EventsNode", "":
		return nil
	case "ActionsNode":
		return apierror.Validation(attr+".kind", "ActionsNode is not supported: Burrow stores no saved actions (it reads events only), so an action id cannot be resolved; use an EventsNode with the action's event and properties.")
	case "GroupNode":
		if len(n.Nodes) == 0 {
			return apierror.Validation(attr+".nodes", "This field is required: the EventsNodes the group joins.")
		}
		if op := n.operator(); op != "OR" && op != "AND" {
			return apierror.Validation(attr+".operator", fmt.Sprintf("%q is not valid: use OR or AND.", op))
		}
		for i := range n.Nodes {
			sub := fmt.Sprintf("%s.nodes.%d", attr, i)
			if n.Nodes[i].Kind == "GroupNode" {
				return apierror.Validation(sub+".kind", "A GroupNode cannot hold another GroupNode.")
			}
			if err := n.Nodes[i].check(sub); err != nil {
				return err
			}
		}
		return nil
	case "DataWarehouseNode", "FunnelsDataWarehouseNode", "LifecycleDataWarehouseNode":
		return apierror.Validation(attr+".kind", fmt.Sprintf("%s is not supported: Burrow has no data warehouse tables; use an EventsNode.", n.Kind))
	}
	return apierror.Validation(attr+".kind", fmt.Sprintf("Unsupported series kind %q: use EventsNode.", n.Kind))
}

// refuseGroups refuses aggregation by a group type: Burrow keeps persons
// only (no group types or groups), so a group index cannot be answered.
func refuseGroups(index *int, attr string) error {
	if index == nil {
		return nil
	}
	return apierror.Validation(attr, "Groups are not supported: Burrow stores persons only (no group types), so insights aggregate by person; leave this field out.")
}

// operator is a GroupNode's operator (OR by default).
func (n *SeriesNode) operator() string {
	if n.Operator == nil || *n.Operator == "" {
		return "OR"
	}
	return strings.ToUpper(*n.Operator)
}

// eventName is the node's event ("" for all events).
func (n *SeriesNode) eventName() string {
	if n.Event == nil {
		return ""
	}
	return *n.Event
}

// label is how PostHog names the series.
func (n *SeriesNode) label() string {
	if n.Kind == "GroupNode" { // PostHog's clients name a group by its events
		if n.Name != nil && *n.Name != "" {
			return *n.Name
		}
		names := make([]string, len(n.Nodes))
		for i := range n.Nodes {
			names[i] = n.Nodes[i].label()
		}
		return strings.Join(names, ", ")
	}
	if n.Event == nil {
		return "All events"
	}
	return *n.Event
}

// where is the node's own condition: its event and its filters.
func (n *SeriesNode) where(attr string) (hogql.Expr, error) {
	var ev hogql.Expr
	if n.Event != nil {
		ev = hogql.MustTemplate("event = __1", hogql.String(*n.Event))
	}
	if n.Kind == "GroupNode" {
		var conds []hogql.Expr
		for i := range n.Nodes {
			c, err := n.Nodes[i].where(fmt.Sprintf("%s.nodes.%d", attr, i))
			if err != nil {
				return nil, err
			}
			if c == nil {
				c = hogql.MustTemplate("1 = 1")
			}
			conds = append(conds, c)
		}
		if n.operator() == "AND" {
			ev = hogql.And(conds...)
		} else {
			ev = hogql.Or(conds...)
		}
	}
	props, err := n.Properties.where(attr + ".properties")
	if err != nil {
		return nil, err
	}
	fixed, err := n.FixedProperties.where(attr + ".fixedProperties")
	if err != nil {
		return nil, err
	}
	return hogql.And(ev, props, fixed), nil
}

// actorExpr identifies the person behind an event: its person id, or its
// distinct id for an event no person was resolved to (PostHog gives such
// events a person id derived from the distinct id, so each counts apart).
func actorExpr() hogql.Expr {
	return hogql.MustTemplate("coalesce(toString(person_id), concat('distinct:', distinct_id))")
}

// actorKey names the actor of an event (actorExpr) on engine e, for a
// statement that groups or counts by it. On ClickHouse it is a live
// person's integer id, or 'distinct:' and the distinct id for an event of
// no live person: the same actors as actorExpr's (a live person's id names
// it as its UUID does), checked with a semi-join on persons instead of the
// join person_id reads through.
func actorKey(e hogql.Engine) hogql.Expr {
	if e != hogql.ClickHouse {
		return actorExpr()
	}
	return hogql.MustTemplate("if(__1, toString(person_rest_id), concat('distinct:', distinct_id))", livePerson())
}

// livePerson holds for an event whose person exists (in the project, not
// deleted), and is never NULL: ClickHouse rewrites count(DISTINCT if(c,
// NULL, x)) as uniqExactIf(x, NOT c), which leaves out the rows where c is
// NULL (an event of no person) instead of counting them.
func livePerson() hogql.Expr {
	return hogql.MustTemplate("person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id FROM persons)")
}

// actorCount counts the distinct actors of the events (actorExpr) on
// engine e. On ClickHouse it counts the events' live persons by integer id
// and the events of no live person by distinct id, and adds the two: the
// same actors (a live person's id names it as its UUID does; the two sets
// are disjoint, as UUIDs and 'distinct:' keys are), checked with a
// semi-join on persons instead of the join person_id reads through, and
// with no string built per event. The other engines count actorExpr.
func actorCount(e hogql.Engine) hogql.Expr {
	if e != hogql.ClickHouse {
		return hogql.MustTemplate("count(DISTINCT __1)", actorExpr())
	}
	return hogql.MustTemplate("count(DISTINCT if(__1, person_rest_id, NULL)) + count(DISTINCT if(__2, NULL, distinct_id))", livePerson(), livePerson())
}

// mathProperty is the numeric value aggregated by property math.
func (n *SeriesNode) mathProperty(attr string) (hogql.Expr, error) {
	if n.MathProperty == nil || *n.MathProperty == "" {
		return nil, apierror.Validation(attr+".math_property", fmt.Sprintf("math %q needs math_property.", *n.Math))
	}
	p := *n.MathProperty
	if n.MathPropertyType != nil && *n.MathPropertyType == "person_properties" {
		return hogql.MustTemplate("toFloat(person.properties[__1])", hogql.String(p)), nil
	}
	return hogql.MustTemplate("toFloat(properties[__1])", hogql.String(p)), nil
}

// aggregation is the node's math as an aggregate over events on engine e.
func (n *SeriesNode) aggregation(attr string, e hogql.Engine) (hogql.Expr, error) {
	math := ""
	if n.Math != nil {
		math = *n.Math
	}
	switch math {
	case "", "total":
		return hogql.MustTemplate("count()"), nil
	case "dau", "weekly_active", "monthly_active":
		return actorCount(e), nil
	case "unique_session":
		return hogql.MustTemplate("count(DISTINCT nullIf(`$session_id`, ''))"), nil
	case "sum", "avg", "min", "max":
		p, err := n.mathProperty(attr)
		if err != nil {
			return nil, err
		}
		return hogql.MustTemplate("ifNull(toFloat("+math+"(__1)), 0)", p), nil
	case "hogql":
		if n.MathHogQL == nil {
			return nil, apierror.Validation(attr+".math_hogql", "math \"hogql\" needs math_hogql.")
		}
		return hogql.ParseExpr(*n.MathHogQL)
	case "median", "p75", "p90", "p95", "p99":
		// Built by quantileSelect; here only math_property is checked.
		if _, err := n.mathProperty(attr); err != nil {
			return nil, err
		}
		return hogql.MustTemplate("count()"), nil
	}
	if math == "unique_group" {
		return nil, apierror.Validation(attr+".math", "math \"unique_group\" is not supported: Burrow stores persons only (no group types or groups).")
	}
	return nil, apierror.Validation(attr+".math", fmt.Sprintf("math %q is not supported: use total, dau, weekly_active, monthly_active, unique_session, sum, avg, min, max or hogql.", math))
}

// quantiles maps the quantile maths to their level.
var quantiles = map[string]float64{"median": 0.5, "p75": 0.75, "p90": 0.9, "p95": 0.95, "p99": 0.99}

// action is the series' "action" object in trends responses.
func (n *SeriesNode) action(order int) map[string]any {
	id := any(nil)
	if n.Event != nil {
		id = *n.Event
	}
	name := n.label()
	if n.Name != nil {
		name = *n.Name
	}
	props := any([]any{})
	if len(n.Properties.raw) > 0 && string(n.Properties.raw) != "null" {
		var v any
		if json.Unmarshal(n.Properties.raw, &v) == nil {
			props = v
		}
	}
	typ := "events"
	if n.Kind == "GroupNode" {
		typ, id = "groups", n.label()
	}
	return map[string]any{
		"id": id, "type": typ, "order": order, "name": name, "custom_name": n.CustomName,
		"math": n.Math, "math_property": n.MathProperty, "math_hogql": n.MathHogQL,
		"math_group_type_index": n.MathGroupTypeIndex, "properties": props,
	}
}
