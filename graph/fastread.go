package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"reflect"
	"strings"
	"sync"
	"time"

	"github.com/99designs/gqlgen/complexity"
	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/validator"

	"github.com/burrow-analytics/burrow/graph/model"
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
	schema *ast.Schema
	exec   *executableSchema
	roots  map[string]fastRoot
	plans  *lru.LRU[*fastPlan]
	bufs   sync.Pool
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
}

type fastRootField struct {
	key   string
	field *ast.Field
	root  fastRoot
	value fastValue
}

// fastValue writes one value of a planned type.
type fastValue struct {
	scalar   func(ctx context.Context, w *bytes.Buffer, v reflect.Value) error
	object   []fastField // set for objects
	typename string      // the object's GraphQL type name
	list     *fastValue  // set for lists: the element
	nullable bool        // a nil pointer (or slice) is written as null
}

// fastField is one selected field of an object: its response key and either
// the literal __typename or the struct field index.
type fastField struct {
	key      string
	typename string
	index    int
	value    fastValue
}

// errFastAbort sends a request back to gqlgen.
var errFastAbort = errors.New("graph: fast read aborted")

func newFastReads(next http.Handler, es graphql.ExecutableSchema) *fastReads {
	e, _ := es.(*executableSchema)
	f := &fastReads{
		next:   next,
		schema: es.Schema(),
		exec:   e,
		plans:  lru.New[*fastPlan](1000),
		bufs:   sync.Pool{New: func() any { return new(bytes.Buffer) }},
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
	w.Header().Set("Content-Type", "application/json")
	w.Write(out.Bytes()) //nolint:errcheck // the client went away
}

// fastAccepts reports whether gqlgen's POST transport would take the request
// and answer application/json.
func fastAccepts(r *http.Request) bool {
	mediaType, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mediaType != "application/json" {
		return false
	}
	switch accept := r.Header.Get("Accept"); accept {
	case "", "*/*", "application/json", "application/*":
		return true
	default:
		first, _, _ := strings.Cut(accept, ",")
		mediaType, _, err := mime.ParseMediaType(strings.TrimSpace(first))
		return err == nil && (mediaType == "application/json" || mediaType == "*/*" || mediaType == "application/*")
	}
}

// serve runs the request on the fast path; ok false hands it to gqlgen
// (also after a panic, which gqlgen then recovers and reports as it does).
func (f *fastReads) serve(ctx context.Context, body []byte) (out *bytes.Buffer, ok bool) {
	defer func() {
		if recover() != nil {
			out, ok = nil, false
		}
	}()
	var params fastParams
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(&params); err != nil || params.Extensions != nil || params.Query == "" {
		return nil, false
	}
	plan := f.plan(ctx, params.Query, params.OperationName)
	if !plan.ok {
		return nil, false
	}
	vars, verr := validator.VariableValues(f.schema, plan.op, params.Variables)
	if verr != nil {
		return nil, false
	}
	if complexity.Calculate(ctx, f.exec, plan.op, vars) > ComplexityLimit {
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

	data := f.bufs.Get().(*bytes.Buffer)
	data.Reset()
	defer f.bufs.Put(data)
	data.WriteByte('{')
	for i, rf := range plan.roots {
		if i > 0 {
			data.WriteByte(',')
		}
		writeKey(data, rf.key)
		if rf.field == nil {
			graphql.MarshalString("Query").MarshalGQL(data)
			continue
		}
		args, err := rf.root.args(ec, ctx, rf.field.ArgumentMap(vars))
		if err != nil {
			return nil, false
		}
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
		if err := rf.value.write(ctx, data, reflect.ValueOf(res)); err != nil {
			return nil, false
		}
	}
	data.WriteByte('}')

	// The envelope as gqlgen's transport writes it: json.Marshal of the
	// response, which compacts and HTML-escapes the data.
	out = f.bufs.Get().(*bytes.Buffer)
	out.Reset()
	b, err := json.Marshal(&graphql.Response{Data: data.Bytes()})
	if err != nil {
		f.bufs.Put(out)
		return nil, false
	}
	out.Write(b)
	return out, true
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
	doc, errs := gqlparser.LoadQuery(f.schema, query)
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
			p.roots = append(p.roots, fastRootField{key: field.Alias})
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
		p.roots = append(p.roots, fastRootField{key: field.Alias, field: field, root: root, value: value})
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
	v.typename = t.NamedType
	seen := map[string]bool{}
	for _, s := range sel {
		field, ok := s.(*ast.Field)
		if !ok || len(field.Directives) > 0 || len(field.Arguments) > 0 || seen[field.Alias] {
			return v, false
		}
		seen[field.Alias] = true
		if field.Name == "__typename" {
			v.object = append(v.object, fastField{key: field.Alias, typename: t.NamedType})
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
		v.object = append(v.object, fastField{key: field.Alias, index: index, value: fv})
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
		scalar: func(ctx context.Context, w *bytes.Buffer, v reflect.Value) error {
			if v.IsNil() {
				if !nullable {
					return errFastAbort
				}
				w.WriteString("null")
				return nil
			}
			return elem.write(ctx, w, v.Elem())
		},
	}
}

// write writes v as planned.
func (p *fastValue) write(ctx context.Context, w *bytes.Buffer, v reflect.Value) error {
	switch {
	case p.scalar != nil:
		return p.scalar(ctx, w, v)
	case p.list != nil:
		if v.IsNil() {
			if !p.nullable {
				return errFastAbort
			}
			w.WriteString("null")
			return nil
		}
		w.WriteByte('[')
		for i := range v.Len() {
			if i > 0 {
				w.WriteByte(',')
			}
			if err := p.list.write(ctx, w, v.Index(i)); err != nil {
				return err
			}
		}
		w.WriteByte(']')
		return nil
	default:
		w.WriteByte('{')
		for i, f := range p.object {
			if i > 0 {
				w.WriteByte(',')
			}
			writeKey(w, f.key)
			if f.typename != "" {
				graphql.MarshalString(f.typename).MarshalGQL(w)
				continue
			}
			if err := f.value.write(ctx, w, v.Field(f.index)); err != nil {
				return err
			}
		}
		w.WriteByte('}')
		return nil
	}
}

func writeKey(w *bytes.Buffer, key string) {
	graphql.MarshalString(key).MarshalGQL(w)
	w.WriteByte(':')
}

// fastScalar returns the writer of a GraphQL scalar held in a Go type: the
// marshaler gqlgen's generated code calls for the pair, or nil when the pair
// is not planned.
func fastScalar(name string, t reflect.Type) func(ctx context.Context, w *bytes.Buffer, v reflect.Value) error {
	switch {
	case name == "ID" && t == reflect.TypeFor[string]():
		return func(_ context.Context, w *bytes.Buffer, v reflect.Value) error {
			graphql.MarshalID(v.String()).MarshalGQL(w)
			return nil
		}
	case name == "ID" && t == reflect.TypeFor[int64]():
		return func(_ context.Context, w *bytes.Buffer, v reflect.Value) error {
			model.MarshalInt64ID(v.Int()).MarshalGQL(w)
			return nil
		}
	case name == "String" && t == reflect.TypeFor[string]():
		return func(_ context.Context, w *bytes.Buffer, v reflect.Value) error {
			graphql.MarshalString(v.String()).MarshalGQL(w)
			return nil
		}
	case name == "Int" && t == reflect.TypeFor[int]():
		return func(_ context.Context, w *bytes.Buffer, v reflect.Value) error {
			graphql.MarshalInt(int(v.Int())).MarshalGQL(w)
			return nil
		}
	case name == "Int" && t == reflect.TypeFor[int64]():
		return func(_ context.Context, w *bytes.Buffer, v reflect.Value) error {
			graphql.MarshalInt64(v.Int()).MarshalGQL(w)
			return nil
		}
	case name == "Float" && t == reflect.TypeFor[float64]():
		return func(ctx context.Context, w *bytes.Buffer, v reflect.Value) error {
			if err := graphql.MarshalFloatContext(v.Float()).MarshalGQLContext(ctx, w); err != nil {
				return errFastAbort
			}
			return nil
		}
	case name == "Boolean" && t == reflect.TypeFor[bool]():
		return func(_ context.Context, w *bytes.Buffer, v reflect.Value) error {
			graphql.MarshalBoolean(v.Bool()).MarshalGQL(w)
			return nil
		}
	case name == "DateTime" && t == reflect.TypeFor[time.Time]():
		return func(ctx context.Context, w *bytes.Buffer, v reflect.Value) error {
			if err := model.MarshalDateTime(v.Interface().(time.Time)).MarshalGQLContext(ctx, w); err != nil {
				return errFastAbort
			}
			return nil
		}
	case name == "JSON" && t == reflect.TypeFor[json.RawMessage]():
		return func(_ context.Context, w *bytes.Buffer, v reflect.Value) error {
			if v.IsNil() {
				return errFastAbort
			}
			model.MarshalRawJSON(json.RawMessage(v.Bytes())).MarshalGQL(w)
			return nil
		}
	}
	return nil
}

// errorReader returns its error: the rest of a body whose read failed.
type errorReader struct{ err error }

func (r errorReader) Read([]byte) (int, error) { return 0, r.err }
