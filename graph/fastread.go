package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"
	"sync/atomic"

	"github.com/99designs/gqlgen/complexity"
	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/validator"

	"github.com/burrow-analytics/burrow/internal/jsonappend"
	"github.com/burrow-analytics/burrow/service"
)

// Fast reads.
//
// gqlgen executes every field of every list element through its generic
// machinery: a goroutine per element, a field context, closures and a
// deferred recover per field. For the hottest reads (a page of recordings
// with their persons, a page of persons) that machinery cost most of the CPU
// of a request (gqlgen has no switch for it: upstream PR #4322, issue #4269).
// fastReads executes those reads directly: a document whose root fields are
// list pages (fastRootFields) and whose every selection below is a field the
// generated writers write (fastObjectFields: plain fields of the bound Go
// types; no fragments, no directives, no field arguments) is planned once,
// and then each request calls the same resolver that gqlgen would call and
// writes the selected fields as gqlgen's marshalers would. The roots, the
// field bindings and the writers are generated from gqlgen's own model
// (fastread_gen.go, by internal/gqlfast; see docs/design.md §3), and the
// handler's extensions are checked when it is built (newFastReads).
//
// Anything else, and any request that does not go exactly to plan (invalid
// variables, too complex, a resolver error, a null where the schema allows
// none, a value a marshaler refuses), is handed to gqlgen unchanged, so
// errors and every other feature come from the one executor; the fast reads
// are side-effect free, so running one again there is safe.
// TestFastReadsMatchGqlgen compares the two byte for byte.
type fastReads struct {
	next http.Handler
	// limits and complexityLimits are the handler's extensions' (nil when it
	// has none): documents are measured as gqlgen's path measures them.
	limits           *documentLimits
	complexityLimits []func(ctx context.Context, oc *graphql.OperationContext) int
	schema           *ast.Schema
	exec             *executableSchema
	roots            map[string]fastRoot
	plans            *lru.LRU[*fastPlan]
	// bodies remembers, by its exact bytes, a small body without variables
	// or extensions: the same document sent the same way each time (a
	// dashboard's, a script's) is not decoded again (fastBody).
	bodies *lru.LRU[*fastBody]
	bufs   jsonappend.Buffers
	// scratch lends the pages each request resolves their memory: what a
	// root field returns is written at once and dropped (service.Scratch).
	scratch service.Scratches
}

// fastRoot is one root field the fast path executes (fastRootFields,
// generated): the GraphQL object it returns, gqlgen's argument parser, and
// run, which calls the resolver gqlgen calls and writes its answer as o
// selects; ok false (a null where the schema allows none, a value a
// marshaler refuses) hands the request to gqlgen.
type fastRoot struct {
	object string
	args   func(ec *executionContext, ctx context.Context, raw map[string]any) (map[string]any, error)
	run    func(ec *executionContext, ctx context.Context, fc *graphql.FieldContext, b []byte, o *fastObject) (_ []byte, ok bool, _ error)
}

// fastFieldDef is a field the generated writers write (fastObjectFields):
// its number in its type's writer and, for an object-typed field, the
// object's name.
type fastFieldDef struct {
	id     int
	object string
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
	obj   *fastObject
}

// fastObject is the planned selection of an object: what its generated
// writer writes, in order.
type fastObject struct {
	fields []fastSel
}

// fastSel is one selected field: its response key (written out with its
// quotes and colon), its number in the writer (0: __typename) and the
// selection below it.
type fastSel struct {
	key []byte
	id  int
	sub *fastObject
}

// newFastReads returns the fast path in front of next, gqlgen's handler of
// the executable schema es with the extensions exts installed; an error
// names an extension the fast path does not know, beside which it cannot
// answer as gqlgen would. The fast path knows:
//   - extension.Introspection: introspection fields are not planned;
//   - extension.AutomaticPersistedQuery: bodies with extensions go to gqlgen;
//   - documentLimits and extension.ComplexityLimit: the fast path measures
//     each document with them, before planning it and before running it;
//   - socketRecheck: it acts on websockets only, which the fast path never
//     serves.
func newFastReads(next http.Handler, es graphql.ExecutableSchema, exts []graphql.HandlerExtension) (*fastReads, error) {
	e, ok := es.(*executableSchema)
	if !ok {
		return nil, fmt.Errorf("graph: fast reads: %T is not this package's schema", es)
	}
	f := &fastReads{
		next:   next,
		schema: es.Schema(),
		exec:   e,
		plans:  lru.New[*fastPlan](1000),
		bodies: lru.New[*fastBody](maxFastBodies),
		roots:  fastRootFields,
	}
	for _, ext := range exts {
		switch ext := ext.(type) {
		case extension.Introspection, socketRecheck:
		case extension.AutomaticPersistedQuery, *extension.AutomaticPersistedQuery:
		case documentLimits:
			f.limits = &ext
		case *extension.ComplexityLimit:
			f.complexityLimits = append(f.complexityLimits, ext.Func)
		default:
			return nil, fmt.Errorf("graph: fast reads: unknown extension %s (%T)", ext.ExtensionName(), ext)
		}
	}
	return f, nil
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
	if r.Method != http.MethodPost || r.Header.Get("Upgrade") != "" || !fastAccepts(r) {
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
	ctx, scratch := f.scratch.With(ctx) // only once the document is planned and within bounds
	defer scratch.Release()
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
		var written bool
		var err error
		b, written, err = rf.root.run(ec, graphql.WithFieldContext(ctx, fc), fc, b, rf.obj)
		if err != nil || !written || len(graphql.GetErrors(ctx)) > 0 {
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
	if len(f.complexityLimits) > 0 {
		cost := plan.complexity
		if !plan.fixedComplexity {
			cost = complexity.Calculate(ctx, f.exec, plan.op, vars)
		}
		for _, limit := range f.complexityLimits {
			if cost > limit(ctx, oc) {
				return nil, false
			}
		}
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
	if f.limits != nil && f.limits.check(query) != nil {
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
		obj, ok := planObject(root.object, field.SelectionSet)
		if !ok {
			return no
		}
		p.roots = append(p.roots, fastRootField{key: fastKey(field.Alias), field: field, root: root, obj: obj})
	}
	if len(op.VariableDefinitions) == 0 {
		// Without variables the cost is the document's own: computed once.
		p.complexity = complexity.Calculate(context.Background(), f.exec, op, nil)
		p.fixedComplexity = true
	}
	return p
}

// planObject plans the writing of the GraphQL object typeName with the
// given selections: only fields the generated writers write (fastObjectFields),
// without fragments, directives or arguments.
func planObject(typeName string, sel ast.SelectionSet) (*fastObject, bool) {
	defs := fastObjectFields[typeName]
	if defs == nil {
		return nil, false
	}
	o := &fastObject{}
	seen := map[string]bool{}
	for _, s := range sel {
		field, ok := s.(*ast.Field)
		if !ok || len(field.Directives) > 0 || len(field.Arguments) > 0 || seen[field.Alias] {
			return nil, false
		}
		seen[field.Alias] = true
		if field.Name == "__typename" {
			o.fields = append(o.fields, fastSel{key: fastKey(field.Alias)})
			continue
		}
		def, ok := defs[field.Name]
		if !ok {
			return nil, false
		}
		f := fastSel{key: fastKey(field.Alias), id: def.id}
		if def.object != "" {
			if f.sub, ok = planObject(def.object, field.SelectionSet); !ok {
				return nil, false
			}
		}
		o.fields = append(o.fields, f)
	}
	return o, true
}

// fastKey is a response key as written: quoted, with its colon. Keys are
// GraphQL names ([_A-Za-z][_0-9A-Za-z]*): nothing to escape.
func fastKey(name string) []byte {
	return []byte(`"` + name + `":`)
}

// errorReader returns its error: the rest of a body whose read failed.
type errorReader struct{ err error }

func (r errorReader) Read([]byte) (int, error) { return 0, r.err }
