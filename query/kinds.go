package query

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/insight"
)

// The runtime dispatches on a request's kind here: SqlQuery compiles its
// text, an insight kind (package insight) builds its statement tree; both
// give one engine statement, which the runtime caches, runs (now or in the
// background), cancels and reports the same way. An insight statement
// also carries how its rows become PostHog's response.

// kindStatement is a request compiled for the runtime.
type kindStatement struct {
	compiled *hogql.Compiled
	// shape is nil for SqlQuery, whose result is the rows themselves.
	shape func(*insight.Table) (*insight.Result, error)
	// next, when set, builds a second statement from the first one's rows
	// (the actors behind a funnel step, a retention cohort…); its plan
	// shapes the response.
	next func(*insight.Table) (*insight.Plan, error)
	// fold, when set, replaces shape: the rows are streamed to it
	// (insight.Plan.Fold).
	fold func() (func(row []any) error, func() (*insight.Result, error))
}

// statement is a request's query, decoded once (Request.decode): SQL text,
// or an insight kind's query object.
type statement struct {
	sql     string
	insight *insight.Query
}

// stored is what a status row keeps to compile the statement again in a
// background run: the SQL text, or the insight kind's query object as JSON
// (SQL cannot start with "{").
func (st statement) stored() string {
	if st.insight != nil {
		return string(st.insight.Source())
	}
	return st.sql
}

// storedStatement decodes what stored kept.
func storedStatement(stored string) (statement, error) {
	if !strings.HasPrefix(stored, "{") {
		return statement{sql: stored}, nil
	}
	var probe struct {
		Kind string `json:"kind"`
	}
	if err := json.Unmarshal([]byte(stored), &probe); err != nil {
		return statement{}, fmt.Errorf("queries: stored query object: %w", err)
	}
	q, err := insight.Decode(probe.Kind, json.RawMessage(stored))
	if err != nil {
		return statement{}, fmt.Errorf("queries: stored %s: %w", probe.Kind, err)
	}
	return statement{insight: q}, nil
}

// cacheSource is the insight query object for the cache key (nil for SQL,
// whose key is its statement).
func (st statement) cacheSource() any {
	if st.insight == nil {
		return nil
	}
	return canonicalJSON(st.insight.Source())
}

// compileStored compiles a statement kept by statement.stored.
func (s *Runtime) compileStored(stored string, teamID int64, timezone string) (*kindStatement, error) {
	st, err := storedStatement(stored)
	if err != nil {
		return nil, err
	}
	return s.compileStatement(st, teamID, timezone)
}

// compileStatement compiles st for the project: SQL text, or an insight
// kind's plan, whose tree is compiled under the same guard.
func (s *Runtime) compileStatement(st statement, teamID int64, timezone string) (*kindStatement, error) {
	if st.insight == nil {
		c, err := s.compile(st.sql, teamID)
		if err != nil {
			return nil, err
		}
		return &kindStatement{compiled: c}, nil
	}
	kind := st.insight.Kind()
	plan, err := st.insight.Plan(insight.Env{Timezone: timezone, Now: s.now(), Engine: s.engine.Engine()})
	if err != nil {
		return nil, fmt.Errorf("queries: %s: %w", kind, err)
	}
	c, err := hogql.CompileQuery(plan.Query, hogql.Options{TeamID: teamID, Engine: s.engine.Engine(), MaxLimit: plan.MaxRows})
	if err != nil {
		return nil, fmt.Errorf("queries: %s: compile: %w", kind, err)
	}
	return &kindStatement{compiled: c, shape: plan.Shape, next: plan.Next, fold: plan.Fold}, nil
}

// compileNext compiles the follow-up plan an insight statement built from
// its rows, guarded to the same project.
func (s *Runtime) compileNext(plan *insight.Plan, teamID int64) (*hogql.Compiled, error) {
	c, err := hogql.CompileQuery(plan.Query, hogql.Options{TeamID: teamID, Engine: s.engine.Engine(), MaxLimit: plan.MaxRows})
	if err != nil {
		return nil, fmt.Errorf("queries: follow-up statement: compile: %w", err)
	}
	return c, nil
}

// shapeInsight fills res from the shaped insight result.
func shapeInsight(shape func(*insight.Table) (*insight.Result, error), out *hogql.Result, res *Result) error {
	shaped, err := shape(&insight.Table{Columns: out.Columns, Types: out.Types, Rows: out.Rows, HasMore: out.HasMore})
	if err != nil {
		return err
	}
	encoded, err := json.Marshal(shaped.Results)
	if err != nil {
		return fmt.Errorf("queries: encode results: %w", err)
	}
	res.Results = encoded
	res.Hogql = res.SQL
	res.HasMore = shaped.HasMore
	res.Limit, res.Offset = shaped.Limit, shaped.Offset
	res.ResolvedDateRange = shaped.ResolvedDateRange
	res.MissingActorsCount = shaped.MissingActorsCount
	res.NextCursor = shaped.NextCursor
	res.Columns = shaped.Columns
	res.Types = nil
	res.FlatTypes = shaped.Types != nil
	if shaped.Types != nil {
		res.Types = make([][]string, len(shaped.Types))
		for i, t := range shaped.Types {
			res.Types[i] = []string{shaped.Columns[i], t}
		}
	}
	if res.Columns == nil {
		res.Columns = []string{}
	}
	if res.Types == nil {
		res.Types = [][]string{}
	}
	return nil
}

// MarshalJSON writes types as [name, type] pairs (SqlQuery) or as type
// names alone (the tables of EventsQuery and ActorsQuery, as PostHog does).
// The rows, already encoded, are spliced in rather than re-encoded: a
// result may be as large as Config.MaxResultBytes, and encoding/json would
// copy them through growing buffers.
func (r Result) MarshalJSON() ([]byte, error) {
	rows, tail, err := r.parts()
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(resultsKey)+len(rows)+len(tail))
	out = append(out, resultsKey...)
	out = append(out, rows...)
	return append(out, tail...), nil
}

// WriteJSON writes what MarshalJSON returns to w without building it in
// memory first: the encoded rows go out as they are.
func (r Result) WriteJSON(w io.Writer) error {
	rows, tail, err := r.parts()
	if err != nil {
		return err
	}
	for _, part := range [][]byte{[]byte(resultsKey), rows, tail} {
		if _, err := w.Write(part); err != nil {
			return err
		}
	}
	return nil
}

// resultsKey opens a result object: results is its first field.
const resultsKey = `{"results":`

// parts splits r's JSON object into its encoded rows and what follows
// them (the other fields and the closing brace).
func (r Result) parts() (rows, tail []byte, err error) {
	type plain Result
	rows = r.Results
	if rows == nil {
		rows = json.RawMessage("null")
	}
	r.Results = nil
	var head []byte
	if !r.FlatTypes {
		head, err = json.Marshal(plain(r))
	} else {
		flat := make([]string, len(r.Types))
		for i, t := range r.Types {
			flat[i] = t[len(t)-1]
		}
		head, err = json.Marshal(struct {
			plain
			Types []string `json:"types"`
		}{plain(r), flat})
	}
	if err != nil {
		return nil, nil, err
	}
	const slot = resultsKey + `null`
	if !bytes.HasPrefix(head, []byte(slot)) {
		return nil, nil, fmt.Errorf("queries: encode result: results is not the first field: %.40s", head)
	}
	return rows, head[len(slot):], nil
}

// UnmarshalJSON reads both forms of MarshalJSON (cached results, stored
// background results). Results shares b's bytes rather than copying up to
// Config.MaxResultBytes: b must not change afterwards.
func (r *Result) UnmarshalJSON(b []byte) error {
	type plain Result
	var v struct {
		plain
		Results sharedJSON      `json:"results"`
		Types   json.RawMessage `json:"types"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*r = Result(v.plain)
	r.Results = json.RawMessage(v.Results)
	r.Types, r.FlatTypes = nil, false
	t := bytes.TrimSpace(v.Types)
	if len(t) == 0 || string(t) == "null" {
		return nil
	}
	if err := json.Unmarshal(t, &r.Types); err == nil {
		return nil
	}
	var flat []string
	if err := json.Unmarshal(t, &flat); err != nil {
		return fmt.Errorf("queries: result types: %w", err)
	}
	r.FlatTypes = true
	r.Types = make([][]string, len(flat))
	for i, typ := range flat {
		name := ""
		if i < len(r.Columns) {
			name = r.Columns[i]
		}
		r.Types[i] = []string{name, typ}
	}
	return nil
}

// sharedJSON is a JSON value kept as the bytes it was decoded from:
// encoding/json hands UnmarshalJSON a part of its input, which
// json.RawMessage copies and this does not.
type sharedJSON []byte

// UnmarshalJSON keeps data itself.
func (j *sharedJSON) UnmarshalJSON(data []byte) error {
	*j = data
	return nil
}
