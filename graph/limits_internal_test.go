package graph

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
)

// fragmentBomb is the document: each fragment spreads the previous
// one twice, so levels fragments select 2^levels fields.
func fragmentBomb(levels int) string {
	var b strings.Builder
	b.WriteString("query { projects { results { ...F0 } } }\nfragment F0 on Project { id name }\n")
	for i := 1; i <= levels; i++ {
		fmt.Fprintf(&b, "fragment F%d on Project { ...F%d ...F%d }\n", i, i-1, i-1)
	}
	// The operation spreads the last level.
	return strings.Replace(b.String(), "...F0 } } }", fmt.Sprintf("...F%d } } }", levels), 1)
}

func TestMeasure(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		doc                    string
		depth, fields, aliases int
	}{
		{`{ projects { count } }`, 2, 2, 0},
		{`query Q($l: Int = 3, $o: In = {a: {b: 1}}) @x(y: {z: 1}) { a: projects(limit: $l) { count results { id name } } b: projects { count } }`, 3, 7, 2},
		{`query { persons(projectId: "1") { results { ...P } } } fragment P on Person { id ... on Person { name } ... @skip(if: false) { uuid } }`, 4, 8, 0},
		{`subscription { queryStatus(projectId: 1, id: "x") { id complete } }`, 2, 3, 0},
		{`{ a { ...A } } fragment A on T { ...B b } fragment B on T { ...A c { d } }`, 3, 7, 0}, // a cycle stops the expansion
		{`{ a`, 1, 1, 0}, // malformed: measured as far as it goes
		{fragmentBomb(3), 3, 2 + 2*2*2*2 + 2, 0},
	} {
		m, ok := measure(c.doc, 10000)
		if !ok || m.depth != c.depth || m.fields != c.fields || m.aliases != c.aliases {
			t.Errorf("measure(%q) = %+v %v, want depth %d fields %d aliases %d", c.doc, m, ok, c.depth, c.fields, c.aliases)
		}
	}
	if _, ok := measure(strings.Repeat("a ", 101), 100); ok {
		t.Error("101 tokens passed a limit of 100")
	}
}

func TestDocumentLimitsCheck(t *testing.T) {
	t.Parallel()
	l := documentLimits{DefaultLimits}
	for name, doc := range map[string]string{
		"fragment bomb (24 levels)": fragmentBomb(24),
		"30,000 repeated fields":    "{ projects { " + strings.Repeat("count ", 30000) + "} }",
		"deep":                      strings.Repeat("{ a ", 40) + strings.Repeat("} ", 40),
		"aliases":                   "{ " + strings.Repeat("x: projects { count } ", 200) + "}",
		"bytes":                     `{ projects { count } } # ` + strings.Repeat("x", 200<<10),
	} {
		err := l.check(doc)
		if err == nil || err.Extensions["code"] != CodeDocumentTooLarge {
			t.Errorf("%s: %v, want %s", name, err, CodeDocumentTooLarge)
		}
	}
	if err := l.check(fragmentBomb(8)); err != nil {
		t.Errorf("fragment tree of 8 levels (256 fields): %v", err)
	}
}

// astMeasure measures a parsed document the way measure does, from its
// syntax tree: the reference the fuzzer compares measure with.
func astMeasure(doc *ast.QueryDocument) measurement {
	frags := map[string]*ast.FragmentDefinition{}
	for _, f := range doc.Fragments {
		if _, dup := frags[f.Name]; !dup {
			frags[f.Name] = f
		}
	}
	memo := map[string][2]int{}
	busy := map[string]bool{}
	var m measurement
	var walk func(set ast.SelectionSet, level int) (fields, depth int)
	walk = func(set ast.SelectionSet, level int) (fields, depth int) {
		depth = level + 1
		for _, sel := range set {
			switch s := sel.(type) {
			case *ast.Field:
				fields++
				if s.SelectionSet != nil {
					f, d := walk(s.SelectionSet, level+1)
					fields, depth = sat(fields+f), max(depth, d)
				}
			case *ast.InlineFragment:
				f, d := walk(s.SelectionSet, level+1)
				fields, depth = sat(fields+f), max(depth, d)
			case *ast.FragmentSpread:
				def := frags[s.Name]
				if def == nil || busy[s.Name] {
					continue
				}
				got, ok := memo[s.Name]
				if !ok {
					busy[s.Name] = true
					got[0], got[1] = walk(def.SelectionSet, 0)
					delete(busy, s.Name)
					memo[s.Name] = got
				}
				fields, depth = sat(fields+got[0]), max(depth, sat(level+got[1]))
			}
		}
		return fields, depth
	}
	for _, f := range doc.Fragments {
		ownFields := 0
		var count func(set ast.SelectionSet)
		count = func(set ast.SelectionSet) {
			for _, sel := range set {
				switch s := sel.(type) {
				case *ast.Field:
					ownFields++
					count(s.SelectionSet)
				case *ast.InlineFragment:
					count(s.SelectionSet)
				}
			}
		}
		count(f.SelectionSet)
		m.fields = sat(m.fields + ownFields)
	}
	for _, op := range doc.Operations {
		f, d := walk(op.SelectionSet, 0)
		m.fields, m.depth = sat(m.fields+f), max(m.depth, d)
	}
	return m
}

// FuzzDocumentLimits checks measure against the parser: on any document it
// neither panics nor passes its token limit, and on a document gqlparser
// parses its depth and expanded field count agree with the syntax tree.
func FuzzDocumentLimits(f *testing.F) {
	for _, seed := range []string{
		`{ projects { count } }`,
		`query Q($l: Int = 3) { a: projects(limit: $l) { count results { id name } } }`,
		`{ persons(projectId: "1") { results { ...P } } } fragment P on Person { id ... on Person { name } }`,
		`mutation { runQuery(projectId: 1, input: {query: {kind: "SqlQuery", query: "SELECT 1"}}) { cacheKey } }`,
		`subscription { queryStatus(projectId: 1, id: "x") { id complete } }`,
		`{ a { ...A } } fragment A on T { ...B b } fragment B on T { ...A c { d } }`,
		fragmentBomb(4),
		`{ a(x: """block { string"""  y: "{") @d(z: [1, {w: 2}]) { b } }`,
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		const maxTokens = 500
		m, ok := measure(doc, maxTokens)
		toks, within := tokens(doc, maxTokens)
		if ok != within || len(toks) > maxTokens {
			t.Fatalf("measure ok %v, tokens within %v (%d)", ok, within, len(toks))
		}
		if !ok {
			return
		}
		parsed, err := parser.ParseQuery(&ast.Source{Input: doc})
		if err != nil {
			return
		}
		want := astMeasure(parsed)
		if m.depth != want.depth || m.fields != want.fields {
			t.Fatalf("measure %+v, syntax tree %+v", m, want)
		}
	})
}

// introspection is graphql-js's introspection query (what the playground sends).
const introspectionQuery = `query IntrospectionQuery {
  __schema {
    queryType { name } mutationType { name } subscriptionType { name }
    types { ...FullType }
    directives { name description locations args { ...InputValue } }
  }
}
fragment FullType on __Type {
  kind name description
  fields(includeDeprecated: true) { name description args { ...InputValue } type { ...TypeRef } isDeprecated deprecationReason }
  inputFields { ...InputValue }
  interfaces { ...TypeRef }
  enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }
  possibleTypes { ...TypeRef }
}
fragment InputValue on __InputValue { name description type { ...TypeRef } defaultValue }
fragment TypeRef on __Type {
  kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name
  ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } } }
}`

func TestIntrospectionWithinLimits(t *testing.T) {
	t.Parallel()
	if err := (documentLimits{DefaultLimits}).check(introspectionQuery); err != nil {
		t.Fatal(err)
	}
	if m, _ := measure(introspectionQuery, DefaultLimits.MaxTokens); m.depth != 15 || m.fields != 268 {
		t.Errorf("introspection measures %+v, want depth 15 and 268 fields", m)
	}
}
