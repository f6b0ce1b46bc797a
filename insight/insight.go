// Package insight compiles PostHog's insight query kinds (TrendsQuery,
// EventsQuery, FunnelsQuery, RetentionQuery, LifecycleQuery,
// StickinessQuery, ActorsQuery) into statements of the SQL engine, and
// shapes the statement's rows into PostHog's response objects.
//
// It is its own package because it sits between two others: it knows
// PostHog's request and response shapes but neither HTTP nor the query
// runtime (service), and it builds engine trees but never reaches the
// database itself. Each kind builds one statement (several series are one
// UNION ALL), so the runtime runs, caches, cancels and reports it exactly as
// it does a SqlQuery. The actors behind a data point of a funnel,
// retention, lifecycle or stickiness insight (or a trends Other bucket) take
// two: the insight's statement, then one listing the persons its rows
// decide (Plan.Next), both compiled by the engine.
package insight

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// Kinds answered by this package.
const (
	KindEvents     = "EventsQuery"
	KindTrends     = "TrendsQuery"
	KindFunnels    = "FunnelsQuery"
	KindRetention  = "RetentionQuery"
	KindLifecycle  = "LifecycleQuery"
	KindStickiness = "StickinessQuery"
	KindActors     = "ActorsQuery"
)

// options is the query object of one kind, decoded: what its plan reads.
type options interface {
	plan(c compiler) (*Plan, error)
}

// kinds is the one list of the insight kinds: each makes the options its
// query object decodes into.
var kinds = map[string]func() options{
	KindEvents:     func() options { return new(EventsQuery) },
	KindTrends:     func() options { return new(TrendsQuery) },
	KindFunnels:    func() options { return new(FunnelsQuery) },
	KindRetention:  func() options { return new(RetentionQuery) },
	KindLifecycle:  func() options { return new(LifecycleQuery) },
	KindStickiness: func() options { return new(StickinessQuery) },
	KindActors:     func() options { return new(ActorsQuery) },
}

func (q *EventsQuery) plan(c compiler) (*Plan, error)     { return c.events(q) }
func (q *TrendsQuery) plan(c compiler) (*Plan, error)     { return c.trends(q) }
func (q *FunnelsQuery) plan(c compiler) (*Plan, error)    { return c.funnels(q) }
func (q *RetentionQuery) plan(c compiler) (*Plan, error)  { return c.retention(q) }
func (q *LifecycleQuery) plan(c compiler) (*Plan, error)  { return c.lifecycle(q) }
func (q *StickinessQuery) plan(c compiler) (*Plan, error) { return c.stickiness(q) }
func (q *ActorsQuery) plan(c compiler) (*Plan, error)     { return c.actors(q) }

// IsKind reports whether kind is an insight kind.
func IsKind(kind string) bool {
	_, ok := kinds[kind]
	return ok
}

// Common holds the fields of every query object that do not shape its
// statement: the kind, and what PostHog's clients send along.
type Common struct {
	Kind      string          `json:"kind"`
	Modifiers json.RawMessage `json:"modifiers"`
	Tags      json.RawMessage `json:"tags"`
	Response  json.RawMessage `json:"response"`
	Version   json.RawMessage `json:"version"`
}

// InsightFilters holds the filters every time-series insight (trends,
// funnels, retention, lifecycle, stickiness) takes.
type InsightFilters struct {
	DateRange          *DateRange      `json:"dateRange"`
	Properties         Properties      `json:"properties"`
	FilterTestAccounts *bool           `json:"filterTestAccounts"`
	SamplingFactor     *float64        `json:"samplingFactor"`
	DataColorTheme     json.RawMessage `json:"dataColorTheme"`
}

// Query is a query object of an insight kind, decoded and validated once:
// the runtime carries it from the request to its plan, in a blocking run or
// a background one (Source is what a status row keeps).
type Query struct {
	kind string
	raw  json.RawMessage
	opts options
}

// Decode decodes and validates the query object raw of an insight kind.
// Unknown fields are refused as PostHog's models refuse them; client
// mistakes are *apierror.Error (400) naming the field.
func Decode(kind string, raw json.RawMessage) (*Query, error) {
	newOptions, ok := kinds[kind]
	if !ok {
		return nil, apierror.Validation("query.kind", fmt.Sprintf("Query kind %q is not supported yet.", kind))
	}
	opts := newOptions()
	if err := strictDecode(raw, opts, "query"); err != nil {
		return nil, err
	}
	return &Query{kind: kind, raw: raw, opts: opts}, nil
}

// Kind is the query's kind.
func (q *Query) Kind() string { return q.kind }

// Source is the query object as it was sent.
func (q *Query) Source() json.RawMessage { return q.raw }

// Plan builds the statement of q for env. Relative dates of property
// filters (is_date_before/after) are read at env.Now, so a query kept for a
// background run gets its dates when it runs.
func (q *Query) Plan(env Env) (*Plan, error) {
	loc := time.UTC
	if env.Timezone != "" {
		l, err := time.LoadLocation(env.Timezone)
		if err != nil {
			return nil, fmt.Errorf("insight: project timezone %q: %w", env.Timezone, err)
		}
		loc = l
	}
	if env.Now.IsZero() {
		env.Now = time.Now()
	}
	c := compiler{now: env.Now, loc: loc, engine: env.Engine}
	opts := q.opts
	resolved, err := c.resolvePropertyDates(q.raw)
	if err != nil {
		return nil, err
	}
	if !bytes.Equal(resolved, q.raw) {
		opts = kinds[q.kind]()
		if err := strictDecode(resolved, opts, "query"); err != nil {
			return nil, err
		}
	}
	return opts.plan(c)
}

// Env is what a statement depends on besides the request.
type Env struct {
	Timezone string    // the project's IANA timezone ("" is UTC)
	Now      time.Time // the time relative dates are read from
	// Engine is the database the plan's statement will run on. A kind may
	// build a different statement for an engine that can fold its rows
	// itself (ClickHouse's arrays), as long as the shaped answer is the
	// same; "" plans for any engine.
	Engine hogql.Engine
}

// Plan is a compiled request: the statement to run and how to shape its rows.
type Plan struct {
	Query *hogql.Query
	// MaxRows, when set, raises the engine's row cap for a statement whose
	// rows are folded by Shape (funnels read each actor's step events).
	MaxRows int
	// Shape turns the statement's output into the response.
	Shape func(t *Table) (*Result, error)
	// Fold, when set, is used instead of Shape by a runtime that can
	// stream: it returns each, to which the statement's rows go one at a
	// time as the engine reads them (not collected, so the result byte cap
	// does not bound them), and done, which makes the response after the
	// last. Each call starts a new fold. Funnels' step rows use it: their
	// memory is then the actors', not the events'.
	Fold func() (each func(row []any) error, done func() (*Result, error))
	// Next, when set, builds a second plan from the statement's output
	// (the actors behind a funnel step, a retention cohort, …): the runtime
	// compiles and runs it the same way, and its Shape makes the response
	// (Shape of this plan is then not used). A nil plan means none: Shape
	// makes the response from the first statement's rows.
	Next func(t *Table) (*Plan, error)
}

// Table is the output of a plan's statement.
type Table struct {
	Columns []string
	Types   []string // ClickHouse type names
	Rows    [][]any
	HasMore bool
}

// Result is a shaped response: the fields PostHog's response of the kind
// has besides the envelope the runtime adds.
type Result struct {
	Results any
	// Columns and Types are set by the kinds that return a table
	// (EventsQuery, ActorsQuery); Types are ClickHouse type names.
	Columns []string
	Types   []string
	HasMore bool
	Limit   int
	Offset  int
	// ResolvedDateRange is the window the time-based kinds covered.
	ResolvedDateRange *ResolvedDateRange
	// MissingActorsCount is set by ActorsQuery.
	MissingActorsCount *int
	// NextCursor is set by EventsQuery pages ordered by timestamp that have
	// more rows: the last row's timestamp, to send back as before/after.
	NextCursor *string
}

// ResolvedDateRange is the window a query covered, in the project's timezone.
type ResolvedDateRange struct {
	DateFrom time.Time `json:"date_from"`
	DateTo   time.Time `json:"date_to"`
}

// maxRows bounds the rows of an insight statement (the engine's cap).
const maxRows = hogql.MaxLimit

// Compile decodes and plans a query object of an insight kind (Decode,
// then Plan).
func Compile(kind string, raw json.RawMessage, env Env) (*Plan, error) {
	q, err := Decode(kind, raw)
	if err != nil {
		return nil, err
	}
	return q.Plan(env)
}

// compiler holds what every kind reads.
type compiler struct {
	now    time.Time
	loc    *time.Location
	engine hogql.Engine // Env.Engine
}

// hints name the field a known mistake meant.
var hints = map[string]string{
	"breakdown":            "breakdownFilter",
	"breakdown_type":       "breakdownFilter",
	"filter_test_accounts": "filterTestAccounts",
	"date_from":            "dateRange",
	"date_to":              "dateRange",
	"compare":              "compareFilter",
	"display":              "trendsFilter",
	"formula":              "trendsFilter",
	"events":               "series",
	"groupBy":              "select",
	"group_by":             "select",
	"math_property_name":   "math_property",
}

// strictDecode decodes raw into v refusing unknown fields, as PostHog's
// models do (extra="forbid"): 400 naming the field under attr, with what
// was meant for known mistakes.
func strictDecode(raw json.RawMessage, v any, attr string) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if err == nil {
		return nil
	}
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, `json: unknown field "`); ok {
		name = strings.TrimSuffix(name, `"`)
		detail := fmt.Sprintf("Unknown field %q: extra inputs are not permitted.", name)
		if h, ok := hints[name]; ok && h != name {
			detail = fmt.Sprintf("Unknown field %q: extra inputs are not permitted. Did you mean %q?", name, h)
		}
		field := attr + "." + name
		if p := unknownFieldPath(raw, reflect.TypeOf(v), name); p != "" {
			field = attr + "." + p
		}
		return apierror.Validation(field, detail)
	}
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) {
		field := attr
		if typeErr.Field != "" {
			field = attr + "." + typeErr.Field
		}
		return apierror.Validation(field, fmt.Sprintf("Expected %s, got %s.", typeName(typeErr.Type.String()), typeErr.Value))
	}
	return apierror.Validation(attr, "Invalid JSON: "+strings.TrimPrefix(msg, "json: "))
}

func typeName(goType string) string {
	switch {
	case strings.HasPrefix(goType, "[]"):
		return "a list"
	case strings.Contains(goType, "string"):
		return "a string"
	case strings.Contains(goType, "int"), strings.Contains(goType, "float"):
		return "a number"
	case strings.Contains(goType, "bool"):
		return "a boolean"
	}
	return "an object"
}
