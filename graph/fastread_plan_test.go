package graph

import (
	"bytes"
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/extension"
)

// manyAliases is n aliased sessionRecordings roots (the alias limit is 100).
func manyAliases(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, ` r%d: sessionRecordings(projectId: "1") { count }`, i)
	}
	return b.String()
}

// TestFastReadsPlans pins which documents the fast path takes: list pages of
// plain fields; everything else stays with gqlgen.
func TestFastReadsPlans(t *testing.T) {
	t.Parallel()
	f, err := newFastReads(http.NotFoundHandler(), NewExecutableSchema(Config{Resolvers: &Resolver{}}),
		[]graphql.HandlerExtension{documentLimits{Limits{}.withDefaults()}})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		doc  string
		fast bool
	}{
		{`{ sessionRecordings(projectId: "1") { results { id clickCount } } }`, true},
		{`query B($p: ID!) { sessionRecordings(projectId: $p, limit: 5) { count next previous results { id startTime person { id uuid properties distinctIds name createdAt } } } }`, true},
		{`{ __typename a: persons(projectId: "1") { __typename results { __typename id name } } b: sessionRecordings(projectId: "1") { count } }`, true},
		{`{ persons(projectId: "1", search: "x") { count results { id uuid name distinctIds properties createdAt } } }`, true},
		// Fragments, directives, other roots, mutations, invalid documents: gqlgen.
		{`{ sessionRecordings(projectId: "1") { results { ...R } } } fragment R on SessionRecording { id }`, false},
		{`{ sessionRecordings(projectId: "1") { results { ... on SessionRecording { id } } } }`, false},
		{`{ sessionRecordings(projectId: "1") @include(if: true) { count } }`, false},
		{`{ sessionRecordings(projectId: "1") { results { id @skip(if: false) } } }`, false},
		{`{ sessionRecording(projectId: "1", id: "x") { id } }`, false},
		{`{ sessionRecordings(projectId: "1") { count } me { email } }`, false},
		{`{ sessionRecordings(projectId: "1") { count x: count } }`, true},
		{`{ sessionRecordings(projectId: "1") { count count } }`, false},
		{`{ sessionRecordings(projectId: "1") { nope } }`, false},
		{`{ sessionRecordings { count } }`, false},
		{`mutation { cancelQuery(projectId: "1", id: "x") }`, false},
		{`subscription { queryStatus(projectId: "1", id: "x") { id } }`, false},
		{`{ __schema { types { name } } }`, false},
		// Over the document limits (checked before parsing): gqlgen refuses it.
		{`{ sessionRecordings(projectId: "1") { count } ` + manyAliases(150) + ` }`, false},
		{`{ sessionRecordings(projectId: "1") { count } ` + manyAliases(50) + ` }`, true},
	}
	for _, c := range cases {
		if got := f.plan(context.Background(), c.doc, "").ok; got != c.fast {
			t.Errorf("fast=%v, want %v: %s", got, c.fast, c.doc)
		}
	}
	// The operation is chosen by name.
	two := `query A { sessionRecordings(projectId: "1") { count } } query B { me { email } }`
	if !f.plan(context.Background(), two, "A").ok || f.plan(context.Background(), two, "B").ok || f.plan(context.Background(), two, "").ok {
		t.Errorf("operation choice: A fast, B and unnamed not")
	}
}

// TestFastReadsRememberBodies: a body without variables or extensions is
// remembered by its bytes once planned, and answered from there the next
// time; a body with variables, or an operation that declares some, is not.
func TestFastReadsRememberBodies(t *testing.T) {
	t.Parallel()
	cfg := Config{Resolvers: &Resolver{}}
	setComplexity(&cfg.Complexity)
	f, err := newFastReads(http.NotFoundHandler(), NewExecutableSchema(cfg),
		[]graphql.HandlerExtension{documentLimits{Limits{}.withDefaults()}, extension.FixedComplexityLimit(ComplexityLimit)})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	plain := `{"query":"{ sessionRecordings(projectId: \"1\") { count } }"}`
	for _, body := range []string{
		plain,
		`{"query":"query($p: ID!) { sessionRecordings(projectId: $p) { count } }","variables":{"p":"1"}}`,
		`{"query":"query($p: ID = \"1\") { sessionRecordings(projectId: $p) { count } }"}`,
		`{"query":"{ sessionRecordings(projectId: \"1\") { count } }","extensions":{"x":1}}`,
		`{"query":"{ nope }"}`,
	} {
		f.serve(ctx, []byte(body)) // no services behind the resolver: planned, then not answered
	}
	known, ok := f.bodies.Get(ctx, plain)
	if !ok || known.plan == nil || !known.plan.ok || known.query != `{ sessionRecordings(projectId: "1") { count } }` {
		t.Fatalf("the plain body was not remembered with its plan: %+v %v", known, ok)
	}
	if p := known.prepared.Load(); p == nil || len(p.args) != 1 || p.args[0]["projectId"] != "1" {
		t.Errorf("the plain body was not prepared with its arguments: %+v", p)
	}
	fields := "id distinctId startTime endTime clickCount keypressCount mouseActivityCount consoleLogCount consoleWarnCount consoleErrorCount startUrl storage snapshotSource activityScore"
	root := `sessionRecordings(projectId: \"1\", limit: 1000) { results { ` + fields + ` } }`
	tooComplex := `{"query":"{ a: ` + root + ` b: ` + root + ` c: ` + root + ` d: ` + root + ` }"}`
	f.serve(ctx, []byte(tooComplex))
	if known, ok := f.bodies.Get(ctx, tooComplex); !ok || known.prepared.Load() != nil {
		t.Errorf("a body over the complexity limit: remembered %v, prepared %+v", ok, known)
	}
	for _, body := range []string{
		`{"query":"query($p: ID!) { sessionRecordings(projectId: $p) { count } }","variables":{"p":"1"}}`,
		`{"query":"query($p: ID = \"1\") { sessionRecordings(projectId: $p) { count } }"}`,
		`{"query":"{ sessionRecordings(projectId: \"1\") { count } }","extensions":{"x":1}}`,
		`{"query":"{ nope }"}`,
	} {
		if _, ok := f.bodies.Get(ctx, body); ok {
			t.Errorf("remembered %s", body)
		}
	}
}

// TestHandlerFastPathKnowsItsExtensions: the handler NewHandlerWith builds
// keeps its fast path with Burrow's own extensions, and turns it off, saying
// why, beside one the fast path does not know (TestFastReadsStepAsideForUnknownExtension
// shows gqlgen then serves every request).
func TestHandlerFastPathKnowsItsExtensions(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		extra []graphql.HandlerExtension
		off   bool
	}{
		{nil, false},
		{[]graphql.HandlerExtension{extension.FixedComplexityLimit(10)}, false}, // known: both limits apply
		{[]graphql.HandlerExtension{countOperations{}}, true},
	} {
		var logs bytes.Buffer
		r := &Resolver{logger: slog.New(slog.NewTextHandler(&logs, nil))}
		NewHandlerWith(r, HandlerOptions{FastReads: true, Extensions: c.extra})
		if off := strings.Contains(logs.String(), "graphql fast path off"); off != c.off {
			t.Errorf("extensions %T: fast path off %v, want %v; log: %s", c.extra, off, c.off, logs.String())
		}
	}
	if _, err := newFastReads(http.NotFoundHandler(), NewExecutableSchema(Config{Resolvers: &Resolver{}}),
		[]graphql.HandlerExtension{countOperations{}}); err == nil || !strings.Contains(err.Error(), "CountOperations") {
		t.Errorf("an unknown extension: %v", err)
	}
}

// countOperations is an extension the fast path does not know.
type countOperations struct{}

func (countOperations) ExtensionName() string                   { return "CountOperations" }
func (countOperations) Validate(graphql.ExecutableSchema) error { return nil }
func (countOperations) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	return next(ctx)
}

// TestHandlerInstallsExtensionsThroughUse: the package installs gqlgen
// extensions in one place, NewHandlerWith's use, which also hands them to
// the fast path; a srv.Use or srv.Around... call anywhere else would give
// gqlgen an extension the fast path never hears of.
func TestHandlerInstallsExtensionsThroughUse(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	installs := map[string]bool{"Use": true, "AroundFields": true, "AroundRootFields": true, "AroundOperations": true, "AroundResponses": true}
	var calls []string
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if sel, ok := call.Fun.(*ast.SelectorExpr); ok && installs[sel.Sel.Name] {
					calls = append(calls, fset.Position(call.Pos()).String())
				}
			}
			return true
		})
	}
	if len(calls) != 1 || !strings.HasPrefix(calls[0], "handler.go:") {
		t.Errorf("extension installs at %v, want one, in handler.go's use", calls)
	}
}
