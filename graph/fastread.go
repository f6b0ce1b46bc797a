package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math"
	"mime"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/complexity"
	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/validator"

	"github.com/burrow-analytics/burrow/graph/model"
	"github.com/burrow-analytics/burrow/internal/jsonappend"
)

// Fast reads.
//
// gqlgen executes every field of every list element through its generic
// machinery: a goroutine per element, a field context, closures and a
// deferred recover per field. For the hottest reads (a page of recordings
// with their persons, a page of persons) that machinery cost most of the CPU
// of a request. fastReads executes those reads directly: a document whose
// root fields are list pages (fastRoots) and whose every selection below is a
// plain field of the service's structs (no fragments, no directives, no
// field arguments) is planned once, and then each request calls the same
// resolver that gqlgen would call and writes the selected fields with the
// same marshalers gqlgen's generated code uses.
//
// Anything else, and any request that does not go exactly to plan (invalid
// variables, too complex, a resolver error, a null where the schema allows
// none, a value a marshaler refuses), is handed to gqlgen unchanged, so
// errors and every other feature come from the one executor; the fast reads
// are side-effect free, so running one again there is safe.
// TestFastReadsMatchGqlgen compares the two byte for byte.
type fastReads struct {
	next   http.Handler
	limits documentLimits // checked before a document is parsed, as gqlgen's path does
	schema *ast.Schema
	exec   *executableSchema
	roots  map[string]fastRoot
	plans  *lru.LRU[*fastPlan]
	// bodies remembers, by its exact bytes, a small body without variables
	// or extensions: the same document sent the same way each time (a
	// dashboard's, a script's) is not decoded again (fastBody).
	bodies *lru.LRU[*fastBody]
	bufs   jsonappend.Buffers
}

// fastRoot is one root field the fast path executes: its generated argument
// parser, its resolver call and the Go type the resolver returns.
type fastRoot struct {
	args    func(ec *executionContext, ctx context.Context, raw map[string]any) (map[string]any, error)
	resolve func(ec *executionContext, ctx context.Context, args map[string]any) (any, error)
	result  reflect.Type
}

// fastPlan is a planned document: ok false means gqlgen serves it.
type fastPlan struct {
	ok    bool
	doc   *ast.QueryDocument
	op    *ast.OperationDefinition
	roots []fastRootField
	// complexity is the document's cost when fixedComplexity (it has no
	// variables, so every request costs the same).
	complexity      int
	fixedComplexity bool
}

type fastRootField struct {
	key   []byte
	field *ast.Field
	root  fastRoot
	value fastValue
}

// fastValue writes one value of a planned type.
type fastValue struct {
	scalar   func(b []byte, v reflect.Value) ([]byte, error)
	object   []fastField // set for objects
	list     *fastValue  // set for lists: the element
	nullable bool        // a nil pointer (or slice) is written as null
}

// fastField is one selected field of an object: its response key (written
// out with its quotes and colon) and either the literal __typename or the
// struct field index.
type fastField struct {
	key      []byte
	typename string
	index    int
	value    fastValue
}

// errFastAbort sends a request back to gqlgen.
var errFastAbort = errors.New("graph: fast read aborted")

func newFastReads(next http.Handler, es graphql.ExecutableSchema, limits documentLimits) *fastReads {
	e, _ := es.(*executableSchema)
	f := &fastReads{
		next:   next,
		limits: limits,
		schema: es.Schema(),
		exec:   e,
		plans:  lru.New[*fastPlan](1000),
		bodies: lru.New[*fastBody](maxFastBodies),
		roots: map[string]fastRoot{
			"sessionRecordings": {
				args: (*executionContext).field_Query_sessionRecordings_args,
				resolve: func(ec *executionContext, ctx context.Context, a map[string]any) (any, error) {
					return ec.Resolvers.Query().SessionRecordings(ctx, a["projectId"].(string), a["limit"].(*int), a["offset"].(*int),
						a["dateFrom"].(*string), a["dateTo"].(*string), a["personUuid"].(*string), a["distinctId"].(*string),
						a["order"].(*model.RecordingOrder), a["orderDirection"].(*model.OrderDirection))
				},
				result: reflect.TypeFor[*model.SessionRecordingPage](),
			},
			"persons": {
				args: (*executionContext).field_Query_persons_args,
				resolve: func(ec *executionContext, ctx context.Context, a map[string]any) (any, error) {
					return ec.Resolvers.Query().Persons(ctx, a["projectId"].(string), a["search"].(*string),
						a["distinctId"].(*string), a["email"].(*string), a["limit"].(*int), a["offset"].(*int))
				},
				result: reflect.TypeFor[*model.PersonPage](),
			},
		},
	}
	if e == nil {
		f.roots = nil // not this package's schema: nothing is fast
	}
	return f
}

// fastBody is what a remembered body decodes to: its document and operation
// name, with their plan (it has no variables and no extensions).
type fastBody struct {
	query, operationName string
	plan                 *fastPlan
	// prepared is set once a request of the body passed the checks: without
	// variables every request of it has the same operation context and
	// arguments, so they share them.
	prepared atomic.Pointer[fastPrepared]
}

// fastPrepared is a request's operation, checked and ready to resolve: its
// operation context and the arguments of each root field (by the index of
// fastPlan.roots; nil for __typename). Shared by the requests of a
// remembered body: nothing writes to it once made (gqlgen's cache of
// collected fields, in the operation context, is safe for concurrent use).
type fastPrepared struct {
	oc   *graphql.OperationContext
	args []map[string]any
}

// A body is remembered when it is at most maxFastBody bytes long, up to
// maxFastBodies of them: at most 1 MiB.
const (
	maxFastBody   = 4 << 10
	maxFastBodies = 256
)

// fastParams is a GraphQL POST body, decoded as gqlgen's POST transport does.
type fastParams struct {
	Query         string         `json:"query"`
	OperationName string         `json:"operationName"`
	Variables     map[string]any `json:"variables"`
	Extensions    map[string]any `json:"extensions"`
}

func (f *fastReads) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if f.roots == nil || r.Method != http.MethodPost || r.Header.Get("Upgrade") != "" || !fastAccepts(r) {
		f.next.ServeHTTP(w, r)
		return
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		// gqlgen reads the same bytes and then the same error.
		r.Body = io.NopCloser(io.MultiReader(bytes.NewReader(body), errorReader{err}))
		f.next.ServeHTTP(w, r)
		return
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	out, ok := f.serve(r.Context(), body)
	if !ok {
		f.next.ServeHTTP(w, r)
		return
	}
	defer f.bufs.Put(out)
	jsonappend.WriteBody(w, http.StatusOK, "application/json", *out)
}

// fastAccepts reports whether gqlgen's POST transport would take the request
// and answer application/json.
func fastAccepts(r *http.Request) bool {
	if ct := r.Header.Get("Content-Type"); ct != "application/json" { // the usual spelling needs no parsing
		mediaType, _, err := mime.ParseMediaType(ct)
		if err != nil || mediaType != "application/json" {
			return false
		}
	}
	accept := r.Header.Get("Accept")
	switch accept {
	case "", "application/json", "*/*":
		return true
	}
	first, _, _ := strings.Cut(accept, ",") // a later part goes to gqlgen
	mediaType, _, err := mime.ParseMediaType(strings.TrimSpace(first))
	return err == nil && (mediaType == "application/json" || mediaType == "*/*" || mediaType == "application/*")
}

// serve runs the request on the fast path; ok false hands it to gqlgen
// (also after a panic, which gqlgen then recovers and reports as it does).
func (f *fastReads) serve(ctx context.Context, body []byte) (out *[]byte, ok bool) {
	var buf *[]byte
	defer func() {
		if recover() != nil {
			out, ok = nil, false
		}
		if !ok && buf != nil {
			f.bufs.Put(buf)
		}
	}()
	var params fastParams
	var plan *fastPlan
	var prepared *fastPrepared
	known, remembered := f.bodies.Get(ctx, string(body))
	if remembered {
		params.Query, params.OperationName, plan = known.query, known.operationName, known.plan
		prepared = known.prepared.Load()
	} else {
		dec := json.NewDecoder(bytes.NewReader(body))
		dec.UseNumber()
		if err := dec.Decode(&params); err != nil || params.Extensions != nil || params.Query == "" {
			return nil, false
		}
		plan = f.plan(ctx, params.Query, params.OperationName)
		if !plan.ok {
			return nil, false
		}
		if len(params.Variables) == 0 && len(plan.op.VariableDefinitions) == 0 && len(body) <= maxFastBody {
			known = &fastBody{query: params.Query, operationName: params.OperationName, plan: plan}
			f.bodies.Add(ctx, string(body), known)
		}
	}
	if prepared == nil {
		var ready bool
		if prepared, ready = f.prepare(ctx, plan, params); !ready {
			return nil, false
		}
		if known != nil {
			known.prepared.Store(prepared)
		}
	}
	ctx = graphql.WithOperationContext(ctx, prepared.oc)
	ctx = graphql.WithResponseContext(ctx, graphql.DefaultErrorPresenter, graphql.DefaultRecover)
	ec := newExecutionContext(prepared.oc, f.exec, nil)

	// The answer is written as gqlgen's transport writes it (json.Marshal
	// of the response: compact, HTML characters escaped), in one pass.
	buf = f.bufs.Get()
	b := append(*buf, `{"data":{`...)
	for i, rf := range plan.roots {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, rf.key...)
		if rf.field == nil {
			b = append(b, `"Query"`...)
			continue
		}
		args := prepared.args[i]
		fc := &graphql.FieldContext{
			Object:     "Query",
			Field:      graphql.CollectedField{Field: rf.field, Selections: rf.field.SelectionSet},
			Args:       args,
			IsMethod:   true,
			IsResolver: true,
		}
		res, err := rf.root.resolve(ec, graphql.WithFieldContext(ctx, fc), args)
		if err != nil || res == nil || len(graphql.GetErrors(ctx)) > 0 {
			return nil, false
		}
		if b, err = rf.value.write(b, reflect.ValueOf(res)); err != nil {
			return nil, false
		}
	}
	*buf = append(b, "}}"...)
	return buf, true
}

// prepare checks a request of a planned document (its variables and its
// cost) and makes its operation context and root arguments; ok false hands
// the request to gqlgen.
func (f *fastReads) prepare(ctx context.Context, plan *fastPlan, params fastParams) (_ *fastPrepared, ok bool) {
	vars, verr := validator.VariableValues(f.schema, plan.op, params.Variables)
	if verr != nil {
		return nil, false
	}
	cost := plan.complexity
	if !plan.fixedComplexity {
		cost = complexity.Calculate(ctx, f.exec, plan.op, vars)
	}
	if cost > ComplexityLimit {
		return nil, false
	}
	oc := &graphql.OperationContext{
		RawQuery:      params.Query,
		Variables:     vars,
		OperationName: params.OperationName,
		Doc:           plan.doc,
		Operation:     plan.op,
		ResolverMiddleware: func(ctx context.Context, next graphql.Resolver) (any, error) {
			return next(ctx)
		},
		RootResolverMiddleware: func(ctx context.Context, next graphql.RootResolver) graphql.Marshaler {
			return next(ctx)
		},
	}
	ctx = graphql.WithOperationContext(ctx, oc)
	ctx = graphql.WithResponseContext(ctx, graphql.DefaultErrorPresenter, graphql.DefaultRecover)
	ec := newExecutionContext(oc, f.exec, nil)
	p := &fastPrepared{oc: oc, args: make([]map[string]any, len(plan.roots))}
	for i, rf := range plan.roots {
		if rf.field == nil {
			continue
		}
		args, err := rf.root.args(ec, ctx, rf.field.ArgumentMap(vars))
		if err != nil || len(graphql.GetErrors(ctx)) > 0 {
			return nil, false
		}
		p.args[i] = args
	}
	return p, true
}

// plan returns the cached plan of a document, planning it on first use.
func (f *fastReads) plan(ctx context.Context, query, operationName string) *fastPlan {
	key := operationName + "\x00" + query
	if p, ok := f.plans.Get(ctx, key); ok {
		return p
	}
	p := f.compile(query, operationName)
	f.plans.Add(ctx, key, p)
	return p
}

// compile plans a document; a plan that is not ok leaves it to gqlgen.
func (f *fastReads) compile(query, operationName string) *fastPlan {
	no := &fastPlan{}
	if f.limits.check(query) != nil {
		return no // gqlgen refuses it
	}
	doc, errs := gqlparser.LoadQueryWithRules(f.schema, query, nil)
	if len(errs) > 0 || len(doc.Fragments) > 0 {
		return no
	}
	op := doc.Operations.ForName(operationName)
	if op == nil || op.Operation != ast.Query || len(op.Directives) > 0 {
		return no
	}
	p := &fastPlan{ok: true, doc: doc, op: op}
	seen := map[string]bool{}
	for _, sel := range op.SelectionSet {
		field, ok := sel.(*ast.Field)
		if !ok || len(field.Directives) > 0 || seen[field.Alias] {
			return no
		}
		seen[field.Alias] = true
		if field.Name == "__typename" {
			p.roots = append(p.roots, fastRootField{key: fastKey(field.Alias)})
			continue
		}
		root, ok := f.roots[field.Name]
		if !ok {
			return no
		}
		value, ok := planValue(field.Definition.Type, root.result, field.SelectionSet)
		if !ok {
			return no
		}
		p.roots = append(p.roots, fastRootField{key: fastKey(field.Alias), field: field, root: root, value: value})
	}
	if len(op.VariableDefinitions) == 0 {
		// Without variables the cost is the document's own: computed once.
		p.complexity = complexity.Calculate(context.Background(), f.exec, op, nil)
		p.fixedComplexity = true
	}
	return p
}

// planValue plans the writing of a Go value of type goType as the GraphQL
// type t with the given selections.
func planValue(t *ast.Type, goType reflect.Type, sel ast.SelectionSet) (fastValue, bool) {
	v := fastValue{nullable: !t.NonNull}
	if goType.Kind() == reflect.Pointer {
		if t.Elem != nil { // a pointer to a slice: not planned
			return v, false
		}
		inner, ok := planValue(&ast.Type{NamedType: t.NamedType, NonNull: true}, goType.Elem(), sel)
		if !ok {
			return v, false
		}
		return fastPointer(inner, !t.NonNull), true
	}
	if t.Elem != nil {
		if goType.Kind() != reflect.Slice {
			return v, false
		}
		elem, ok := planValue(t.Elem, goType.Elem(), sel)
		if !ok {
			return v, false
		}
		v.list = &elem
		return v, true
	}
	if len(sel) == 0 {
		scalar := fastScalar(t.NamedType, goType)
		if scalar == nil {
			return v, false
		}
		v.scalar = scalar
		return v, true
	}
	if goType.Kind() != reflect.Struct {
		return v, false
	}
	seen := map[string]bool{}
	for _, s := range sel {
		field, ok := s.(*ast.Field)
		if !ok || len(field.Directives) > 0 || len(field.Arguments) > 0 || seen[field.Alias] {
			return v, false
		}
		seen[field.Alias] = true
		if field.Name == "__typename" {
			v.object = append(v.object, fastField{key: fastKey(field.Alias), typename: t.NamedType})
			continue
		}
		index, ok := boundField(goType, field.Name)
		if !ok {
			return v, false
		}
		fv, ok := planValue(field.Definition.Type, goType.Field(index).Type, field.SelectionSet)
		if !ok {
			return v, false
		}
		v.object = append(v.object, fastField{key: fastKey(field.Alias), index: index, value: fv})
	}
	return v, true
}

// boundField finds the struct field gqlgen binds a GraphQL field to: an
// exported field whose name matches case-insensitively, when no method of
// that name (which gqlgen would prefer) exists.
func boundField(t reflect.Type, name string) (int, bool) {
	for _, typ := range []reflect.Type{t, reflect.PointerTo(t)} {
		for i := range typ.NumMethod() {
			if strings.EqualFold(typ.Method(i).Name, name) {
				return 0, false
			}
		}
	}
	found := -1
	for i := range t.NumField() {
		sf := t.Field(i)
		if sf.IsExported() && !sf.Anonymous && strings.EqualFold(sf.Name, name) {
			if found >= 0 {
				return 0, false
			}
			found = i
		}
	}
	return found, found >= 0
}

// fastPointer wraps the plan of a pointed-to value: a nil pointer is null
// where the schema allows it, else the request goes to gqlgen.
func fastPointer(elem fastValue, nullable bool) fastValue {
	return fastValue{
		nullable: nullable,
		scalar: func(b []byte, v reflect.Value) ([]byte, error) {
			if v.IsNil() {
				if !nullable {
					return b, errFastAbort
				}
				return append(b, "null"...), nil
			}
			return elem.write(b, v.Elem())
		},
	}
}

// write appends v as planned.
func (p *fastValue) write(b []byte, v reflect.Value) ([]byte, error) {
	var err error
	switch {
	case p.scalar != nil:
		return p.scalar(b, v)
	case p.list != nil:
		if v.IsNil() {
			if !p.nullable {
				return b, errFastAbort
			}
			return append(b, "null"...), nil
		}
		b = append(b, '[')
		for i := range v.Len() {
			if i > 0 {
				b = append(b, ',')
			}
			if b, err = p.list.write(b, v.Index(i)); err != nil {
				return b, err
			}
		}
		return append(b, ']'), nil
	default:
		b = append(b, '{')
		for i := range p.object {
			f := &p.object[i] // not a copy: a copy would escape to the heap
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, f.key...)
			if f.typename != "" {
				b = appendString(b, f.typename)
				continue
			}
			if b, err = f.value.write(b, v.Field(f.index)); err != nil {
				return b, err
			}
		}
		return append(b, '}'), nil
	}
}

// fastKey is a response key as written: quoted, with its colon. Keys are
// GraphQL names ([_A-Za-z][_0-9A-Za-z]*): nothing to escape.
func fastKey(name string) []byte {
	return []byte(`"` + name + `":`)
}

// fastScalar returns the writer of a GraphQL scalar held in a Go type, or nil
// when the pair is not planned. Each writes what gqlgen's marshaler for the
// pair writes, as json.Marshal then re-encodes it (TestFastReadsMatchGqlgen).
func fastScalar(name string, t reflect.Type) func(b []byte, v reflect.Value) ([]byte, error) {
	switch {
	case (name == "ID" || name == "String") && t == reflect.TypeFor[string]():
		return func(b []byte, v reflect.Value) ([]byte, error) {
			return appendString(b, v.String()), nil
		}
	case name == "ID" && t == reflect.TypeFor[int64](): // model.MarshalInt64ID
		return func(b []byte, v reflect.Value) ([]byte, error) {
			b = append(b, '"')
			b = strconv.AppendInt(b, v.Int(), 10)
			return append(b, '"'), nil
		}
	case name == "Int" && (t == reflect.TypeFor[int]() || t == reflect.TypeFor[int64]()):
		return func(b []byte, v reflect.Value) ([]byte, error) {
			return strconv.AppendInt(b, v.Int(), 10), nil
		}
	case name == "Float" && t == reflect.TypeFor[float64](): // graphql.MarshalFloatContext: %g
		return func(b []byte, v reflect.Value) ([]byte, error) {
			f := v.Float()
			if math.IsInf(f, 0) || math.IsNaN(f) {
				return b, errFastAbort // gqlgen reports the error
			}
			return strconv.AppendFloat(b, f, 'g', -1, 64), nil
		}
	case name == "Boolean" && t == reflect.TypeFor[bool]():
		return func(b []byte, v reflect.Value) ([]byte, error) {
			return strconv.AppendBool(b, v.Bool()), nil
		}
	case name == "DateTime" && t == reflect.TypeFor[time.Time](): // model.MarshalDateTime
		return func(b []byte, v reflect.Value) ([]byte, error) {
			var t time.Time
			if v.CanAddr() {
				t = *v.Addr().Interface().(*time.Time) // a pointer: no copy to the heap
			} else {
				t = v.Interface().(time.Time)
			}
			if t.IsZero() {
				return append(b, "null"...), nil
			}
			b = append(b, '"')
			b = t.UTC().AppendFormat(b, time.RFC3339Nano)
			return append(b, '"'), nil
		}
	case name == "JSON" && t == reflect.TypeFor[json.RawMessage](): // model.MarshalRawJSON
		return func(b []byte, v reflect.Value) ([]byte, error) {
			if v.IsNil() {
				return b, errFastAbort // non-null: gqlgen reports it
			}
			return appendRawJSON(b, v.Bytes())
		}
	}
	return nil
}

// appendString appends s quoted as gqlgen writes it and json.Marshal then
// re-encodes it: gqlgen escapes quotes, backslashes and control characters
// (\t, \r, \n, else \u00XX); json.Marshal escapes <, >, & and U+2028/U+2029.
func appendString(b []byte, s string) []byte {
	const hex = "0123456789ABCDEF"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		var esc string
		switch {
		case c == '"':
			esc = `\"`
		case c == '\\':
			esc = `\\`
		case c == '\n':
			esc = `\n`
		case c == '\r':
			esc = `\r`
		case c == '\t':
			esc = `\t`
		case c < 0x20:
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			start = i + 1
			continue
		case c == '<':
			esc = `\u003c`
		case c == '>':
			esc = `\u003e`
		case c == '&':
			esc = `\u0026`
		case c == 0xE2 && i+2 < len(s) && s[i+1] == 0x80 && s[i+2]&^1 == 0xA8:
			b = append(b, s[start:i]...)
			b = append(b, `\u202`...)
			b = append(b, hex[s[i+2]&0xf])
			i += 2
			start = i + 1
			continue
		default:
			continue
		}
		b = append(b, s[start:i]...)
		b = append(b, esc...)
		start = i + 1
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// appendRawJSON appends stored JSON as json.Marshal re-encodes what
// model.MarshalRawJSON writes: compact, HTML characters escaped. The only
// JSON field planned is Person.properties, which the service has validated
// (service.Person.Properties is always a valid object), so it is not
// validated again.
func appendRawJSON(b, raw []byte) ([]byte, error) {
	if len(raw) == 0 {
		return append(b, "null"...), nil
	}
	return jsonappend.CompactValid(b, raw, true), nil
}

// errorReader returns its error: the rest of a body whose read failed.
type errorReader struct{ err error }

func (r errorReader) Read([]byte) (int, error) { return 0, r.err }
