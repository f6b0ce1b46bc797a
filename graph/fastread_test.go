package graph_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/burrow-analytics/burrow/graph"
	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// TestFastReadsMatchGqlgen sends the same requests to the server (fast reads
// on) and to a /graphql handler with fast reads off over the same services,
// and requires the same status, content type and body, byte for byte: the
// fast path must be invisible. The data has the values that are easy to get
// wrong: HTML and control characters, Unicode line separators, floats,
// persons without properties, recordings without persons.
func TestFastReadsMatchGqlgen(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		base := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
		env.AddPerson(t, pid, `{"email":"<ann>&co@example.com","note":"line\u2028sep \"quoted\" \\ tab\t","n":1.5e300,"nested":{"a":[1,2,{"b":null}]}}`,
			base.Add(-time.Hour), "ann-1", "ann-2")
		env.AddPerson(t, pid, `{}`, base.Add(-2*time.Hour), "bob")
		env.AddPerson(t, pid, `{"name":"Zoë 🦡"}`, base.Add(-3*time.Hour))
		for i, d := range []string{"ann-2", "bob", "no\x1fbody\t&<>\u2029\"\\", "ann-1"} {
			env.AddRecording(t, pid, "s<"+d+">", d, base.Add(time.Duration(i)*time.Minute+time.Duration(i)*time.Millisecond), func(r *store.SessionRecording) {
				r.Duration, r.ActiveSeconds, r.ClickCount = 0.1*float64(i+1), 1.0/3, int64(i)*100000
				if i == 3 {
					r.Duration, r.InactiveSeconds = 1e21, 123456789.125
				}
				r.StartURL = "https://example.com/?q=<script>&x=\u2029"
			})
		}
		other := env.NewProject(t, "Other")
		env.AddRecording(t, other.ID, "o-1", "ann-1", base, nil)
		narrow := env.NewKey(t, []string{"person:read"}, []int64{pid})

		slow := httptest.NewServer(env.Svc.Auth.Middleware(graph.NewHandlerWith(
			graph.NewResolver(env.Svc, slog.New(slog.NewTextHandler(io.Discard, nil))), graph.HandlerOptions{})))
		t.Cleanup(slow.Close)

		sels := fastRootSelections(t)
		opB := map[string]any{"query": `{ sessionRecordings(projectId: "` + jsonNum(pid) + `", limit: 2) { results { id distinctId startTime clickCount person { id uuid properties } } } }`}
		all := sels["sessionRecordings"] // every field of the page, from the schema
		requests := []struct {
			name, key string
			body      map[string]any
		}{
			{"every recording field", env.Key, map[string]any{"query": `query($p: ID!) { sessionRecordings(projectId: $p) ` + all + ` }`,
				"variables": map[string]any{"p": pid}}},
			{"every person field", env.Key, map[string]any{"query": `query($p: ID!) { persons(projectId: $p) ` + sels["persons"] + ` }`,
				"variables": map[string]any{"p": pid}}},
			{"peer bench op b", env.Key, opB},
			// The same body again, remembered and prepared by the requests
			// above, with a key that may not read recordings.
			{"peer bench op b, key without the scope", narrow, opB},
			{"aliases and paging", env.Key, map[string]any{"query": `query Page($p: ID!, $l: Int, $o: Int) { __typename first: sessionRecordings(projectId: $p, limit: $l, offset: $o, order: CLICK_COUNT, orderDirection: ASC) { total: count n: next p: previous r: results { sid: id at: startTime who: person { pid: id } } } again: sessionRecordings(projectId: $p, limit: 1) { count } }`,
				"operationName": "Page", "variables": map[string]any{"p": jsonNum(pid), "l": 1, "o": 1}}},
			{"two pages with persons in one request", env.Key, map[string]any{"query": `query($p: ID!) { a: sessionRecordings(projectId: $p, order: CLICK_COUNT, orderDirection: ASC) { results { id clickCount person { id distinctIds properties } } } b: sessionRecordings(projectId: $p, limit: 3) { results { id startUrl person { uuid name } } } }`,
				"variables": map[string]any{"p": pid}}},
			{"default variable", env.Key, map[string]any{"query": `query($l: Int = 2) { sessionRecordings(projectId: "` + jsonNum(pid) + `", limit: $l) { count results { id } } }`}},
			{"filters", env.Key, map[string]any{"query": `query($p: ID!) { sessionRecordings(projectId: $p, dateFrom: "2026-03-01T12:01:00Z", distinctId: "bob") { count results { id } } }`,
				"variables": map[string]any{"p": pid}}},
			{"persons", env.Key, map[string]any{"query": `query($p: ID!) { persons(projectId: $p) { count next previous results { id uuid name distinctIds properties createdAt } } }`,
				"variables": map[string]any{"p": pid}}},
			{"persons search", env.Key, map[string]any{"query": `query($p: ID!) { persons(projectId: $p, search: "ann", limit: 1) { count next results { name } } }`,
				"variables": map[string]any{"p": pid}}},
			// Errors: the fast path hands these to gqlgen.
			{"other project's key", narrow, map[string]any{"query": `{ sessionRecordings(projectId: "` + jsonNum(other.ID) + `") { count } }`}},
			{"missing scope", narrow, map[string]any{"query": `query($p: ID!) { sessionRecordings(projectId: $p) { count } }`, "variables": map[string]any{"p": pid}}},
			{"no key", "", map[string]any{"query": `query($p: ID!) { sessionRecordings(projectId: $p) { count } }`, "variables": map[string]any{"p": pid}}},
			{"unknown project", env.Key, map[string]any{"query": `{ persons(projectId: "999999") { count } }`}},
			{"bad variable", env.Key, map[string]any{"query": `query($l: Int) { sessionRecordings(projectId: "1", limit: $l) { count } }`, "variables": map[string]any{"l": "many"}}},
			{"limit out of range", env.Key, map[string]any{"query": `query($p: ID!) { sessionRecordings(projectId: $p, limit: -1) { count } }`, "variables": map[string]any{"p": pid}}},
			{"too complex", env.Key, map[string]any{"query": `query($p: ID!) { a: sessionRecordings(projectId: $p, limit: 1000) ` + all + ` b: sessionRecordings(projectId: $p, limit: 1000) ` + all + ` }`, "variables": map[string]any{"p": pid}}},
			{"too complex without variables", env.Key, map[string]any{"query": `{ a: sessionRecordings(projectId: "` + jsonNum(pid) + `", limit: 1000) ` + all + ` b: sessionRecordings(projectId: "` + jsonNum(pid) + `", limit: 1000) ` + all + ` }`}},
			{"bad date", env.Key, map[string]any{"query": `query($p: ID!) { sessionRecordings(projectId: $p, dateFrom: "yesterday-ish") { count } }`, "variables": map[string]any{"p": pid}}},
			{"fragment", env.Key, map[string]any{"query": `query($p: ID!) { sessionRecordings(projectId: $p) { results { ...R } } } fragment R on SessionRecording { id person { id } }`, "variables": map[string]any{"p": pid}}},
			{"unknown field", env.Key, map[string]any{"query": `{ sessionRecordings(projectId: "1") { nope } }`}},
		}
		for _, r := range requests {
			// Twice: the second time a body without variables is one the
			// fast path remembers.
			fast, again, slowRes := post(t, env.URL, r.key, r.body), post(t, env.URL, r.key, r.body), post(t, slow.URL, r.key, r.body)
			for i, fast := range []answer{fast, again} {
				if fast.status != slowRes.status || fast.contentType != slowRes.contentType || !bytes.Equal(fast.body, slowRes.body) {
					t.Errorf("%s, request %d: fast path answered %d %s\n%s\ngqlgen answered %d %s\n%s", r.name, i+1,
						fast.status, fast.contentType, fast.body, slowRes.status, slowRes.contentType, slowRes.body)
				}
			}
			if strings.HasPrefix(r.name, "too complex") && !bytes.Contains(fast.body, []byte("COMPLEXITY_LIMIT_EXCEEDED")) {
				t.Errorf("%s: not refused: %s", r.name, fast.body)
			}
			if r.name == "every recording field" && !bytes.Contains(fast.body, []byte(`\u003cscript\u003e`)) {
				t.Errorf("%s: the data was not as planned: %s", r.name, fast.body)
			}
			if strings.HasSuffix(r.name, "without the scope") && fast.status == http.StatusOK && !bytes.Contains(fast.body, []byte(`"errors"`)) {
				t.Errorf("%s: answered: %s", r.name, fast.body)
			}
		}

		// Requests of one remembered body share its operation context and
		// arguments (fastPrepared): concurrent ones (under -race in CI)
		// must each get gqlgen's answer.
		want := post(t, slow.URL, env.Key, opB)
		var wg sync.WaitGroup
		for range 8 {
			wg.Go(func() {
				for range 10 {
					got, err := tryPost(env.URL, env.Key, opB)
					if err != nil || got.status != want.status || !bytes.Equal(got.body, want.body) {
						t.Errorf("concurrent op b: %v %d %s, want %d %s", err, got.status, got.body, want.status, want.body)
						return
					}
				}
			})
		}
		wg.Wait()
	})
}

// TestFastReadsStepAsideForUnknownExtension: beside an extension the fast
// path does not know, gqlgen executes every document, the fast path's too:
// the extension sees each operation.
func TestFastReadsStepAsideForUnknownExtension(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		env.AddRecording(t, env.Project.ID, "s-1", "d-1", time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC), nil)
		var seen countingExtension
		srv := httptest.NewServer(env.Svc.Auth.Middleware(graph.NewHandlerWith(
			graph.NewResolver(env.Svc, slog.New(slog.NewTextHandler(io.Discard, nil))),
			graph.HandlerOptions{FastReads: true, Extensions: []graphql.HandlerExtension{&seen}})))
		t.Cleanup(srv.Close)
		body := map[string]any{"query": `{ sessionRecordings(projectId: "` + jsonNum(env.Project.ID) + `") { results { id } } }`}
		if !graph.PlansFast(body["query"].(string)) {
			t.Fatal("not a fast document")
		}
		for range 3 {
			if a := post(t, srv.URL, env.Key, body); a.status != http.StatusOK || !bytes.Contains(a.body, []byte(`"s-1"`)) {
				t.Fatalf("%d %s", a.status, a.body)
			}
		}
		if n := seen.n.Load(); n != 3 {
			t.Errorf("the extension saw %d of 3 operations", n)
		}
	})
}

// countingExtension counts the operations gqlgen executes.
type countingExtension struct{ n atomic.Int64 }

func (*countingExtension) ExtensionName() string                   { return "Counting" }
func (*countingExtension) Validate(graphql.ExecutableSchema) error { return nil }
func (c *countingExtension) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	c.n.Add(1)
	return next(ctx)
}

// fastRootSelections returns, for each root field of the fast path, the
// selection of every field of its type and of the objects below it, with
// __typename at each level, read from the schema files (gqlparser): a field
// added to the schema is compared with gqlgen's answer without being named
// here. Each field must be one the fast path writes: a field it leaves to
// gqlgen (a resolver, a method that needs a context) would silently slow
// every read that selects it, so it fails the test, which names it.
func fastRootSelections(t *testing.T) map[string]string {
	t.Helper()
	files, err := filepath.Glob("*.graphqls")
	if err != nil || len(files) == 0 {
		t.Fatalf("schema files: %v %v", files, err)
	}
	var sources []*ast.Source
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		sources = append(sources, &ast.Source{Name: name, Input: string(b)})
	}
	schema, gerr := gqlparser.LoadSchema(sources...)
	if gerr != nil {
		t.Fatalf("schema: %v", gerr)
	}
	out := map[string]string{}
	for _, root := range graph.FastRootNames() {
		field := schema.Query.Fields.ForName(root)
		if field == nil {
			t.Fatalf("no Query.%s in the schema", root)
		}
		var leaves []string
		sel := everyField(schema, schema.Types[field.Type.Name()], map[string]bool{}, "", &leaves)
		if len(leaves) == 0 {
			t.Fatalf("Query.%s: no fields", root)
		}
		out[root] = sel
		// Each field alone, so that the failure names it.
		for _, path := range leaves {
			doc := `{ ` + root + `(projectId: "1") ` + path + ` }`
			if !graph.PlansFast(doc) {
				t.Errorf("the fast path does not write %s: %s", path, doc)
			}
		}
		if doc := `{ ` + root + `(projectId: "1") ` + sel + ` }`; !graph.PlansFast(doc) {
			t.Errorf("the fast path does not take every field of Query.%s: %s", root, doc)
		}
	}
	return out
}

// everyField is the selection of every field of the object def without
// required arguments, objects below included (an object already on the
// path is not entered again); leaves collects one selection per field.
func everyField(schema *ast.Schema, def *ast.Definition, onPath map[string]bool, prefix string, leaves *[]string) string {
	onPath[def.Name] = true
	defer delete(onPath, def.Name)
	var b strings.Builder
	b.WriteString("{ __typename")
	*leaves = append(*leaves, wrapPath(prefix, "__typename"))
	for _, f := range def.Fields {
		if strings.HasPrefix(f.Name, "__") || slices.ContainsFunc(f.Arguments, func(a *ast.ArgumentDefinition) bool {
			return a.Type.NonNull && a.DefaultValue == nil
		}) {
			continue
		}
		inner := schema.Types[f.Type.Name()]
		switch {
		case inner.Kind == ast.Object && onPath[inner.Name]:
			continue
		case inner.Kind == ast.Object:
			b.WriteString(" " + f.Name + " " + everyField(schema, inner, onPath, prefix+" "+f.Name+" {", leaves))
		default:
			b.WriteString(" " + f.Name)
			*leaves = append(*leaves, wrapPath(prefix, f.Name))
		}
	}
	b.WriteString(" }")
	return b.String()
}

// wrapPath closes the braces opened by prefix around a leaf field.
func wrapPath(prefix, leaf string) string {
	return "{" + prefix + " " + leaf + strings.Repeat(" }", strings.Count(prefix, "{")) + " }"
}

type answer struct {
	status      int
	contentType string
	body        []byte
}

func post(t *testing.T, url, key string, body map[string]any) answer {
	t.Helper()
	a, err := tryPost(url, key, body)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// tryPost is post for goroutines other than the test's.
func tryPost(url, key string, body map[string]any) (answer, error) {
	buf, err := json.Marshal(body)
	if err != nil {
		return answer{}, err
	}
	req, err := http.NewRequest(http.MethodPost, url+"/graphql", bytes.NewReader(buf))
	if err != nil {
		return answer{}, err
	}
	req.Header.Set("Content-Type", "application/json")
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return answer{}, err
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	if err != nil {
		return answer{}, err
	}
	return answer{resp.StatusCode, resp.Header.Get("Content-Type"), out}, nil
}

func jsonNum(n int64) string {
	b, _ := json.Marshal(n)
	return string(b)
}
