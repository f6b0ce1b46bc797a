package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/lexer"
)

// Limits bound what one GraphQL request may ask before any of it is parsed,
// validated or run. gqlparser's validation costs grow faster than a
// document (fragment spreads doubling per level, thousands of repeated
// fields compared pairwise), so a document is measured first with the
// lexer alone, in time linear in its bytes and never past MaxTokens.
// Zero fields take the defaults of DefaultLimits.
type Limits struct {
	MaxBytes   int // bytes of the document
	MaxTokens  int // lexical tokens of the document
	MaxDepth   int // nesting of selection sets, through fragment spreads
	MaxFields  int // field selections once every fragment spread is expanded
	MaxAliases int // aliased fields
	// MaxRunQueries bounds the runQuery fields of one operation: each may
	// run a statement for up to the statement timeout.
	MaxRunQueries int
}

// DefaultLimits are the defaults of Limits: far above what the playground,
// the console and PostHog-style clients send (graphql-js's introspection
// query: 15 levels and 268 fields once expanded), far below what costs
// seconds (2,000 repeated fields validate in about half a second).
var DefaultLimits = Limits{MaxBytes: 128 << 10, MaxTokens: 5000, MaxDepth: 20, MaxFields: 2000, MaxAliases: 100, MaxRunQueries: 1}

// withDefaults fills zero fields with DefaultLimits.
func (l Limits) withDefaults() Limits {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&l.MaxBytes, DefaultLimits.MaxBytes)
	def(&l.MaxTokens, DefaultLimits.MaxTokens)
	def(&l.MaxDepth, DefaultLimits.MaxDepth)
	def(&l.MaxFields, DefaultLimits.MaxFields)
	def(&l.MaxAliases, DefaultLimits.MaxAliases)
	def(&l.MaxRunQueries, DefaultLimits.MaxRunQueries)
	return l
}

// Error codes (extensions.code) of refused documents. Both are protocol
// errors for gqlgen: HTTP 422 for application/json clients, 400 for
// application/graphql-response+json ones, as for documents that fail to
// parse.
const (
	CodeDocumentTooLarge = "document_too_large"
	CodeTooManyRunQuery  = "too_many_run_queries"
)

func init() {
	errcode.RegisterErrorType(CodeDocumentTooLarge, errcode.KindProtocol)
	errcode.RegisterErrorType(CodeTooManyRunQuery, errcode.KindProtocol)
}

// documentLimits is the gqlgen extension enforcing Limits on every
// transport (POST, GET and websocket operations alike): the document
// measures before parsing (MutateOperationParameters runs first), the
// runQuery count once the operation is known and before anything runs.
type documentLimits struct{ Limits }

var (
	_ graphql.HandlerExtension          = documentLimits{}
	_ graphql.OperationParameterMutator = documentLimits{}
	_ graphql.OperationContextMutator   = documentLimits{}
)

func (documentLimits) ExtensionName() string                   { return "DocumentLimits" }
func (documentLimits) Validate(graphql.ExecutableSchema) error { return nil }
func (l documentLimits) MutateOperationParameters(_ context.Context, p *graphql.RawParams) *gqlerror.Error {
	return l.check(p.Query)
}

func (l documentLimits) MutateOperationContext(_ context.Context, op *graphql.OperationContext) *gqlerror.Error {
	if op.Operation == nil || op.Operation.Operation != ast.Mutation {
		return nil
	}
	if n := countField(op.Operation.SelectionSet, "runQuery", 0); n > l.MaxRunQueries {
		err := gqlerror.Errorf("A request may run at most %d runQuery (setting --graphql-max-run-queries); this one asks for %d: send them in separate requests.", l.MaxRunQueries, n)
		errcode.Set(err, CodeTooManyRunQuery)
		return err
	}
	return nil
}

// countField counts the fields called name in a root selection set,
// through fragments (validation has bounded their depth and resolved them).
func countField(set ast.SelectionSet, name string, depth int) int {
	if depth > 64 {
		return 0
	}
	n := 0
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if s.Name == name {
				n++
			}
		case *ast.InlineFragment:
			n += countField(s.SelectionSet, name, depth+1)
		case *ast.FragmentSpread:
			if s.Definition != nil {
				n += countField(s.Definition.SelectionSet, name, depth+1)
			}
		}
	}
	return n
}

// check measures doc against the limits; a document the lexer cannot read
// passes (the parser then reports the syntax error, in its usual words).
func (l documentLimits) check(doc string) *gqlerror.Error {
	if len(doc) > l.MaxBytes {
		return tooLarge("The document is %d bytes, more than %d (setting --graphql-max-bytes); pass large values as variables.", len(doc), l.MaxBytes)
	}
	m, ok := measure(doc, l.MaxTokens)
	switch {
	case !ok:
		return tooLarge("The document has more than %d tokens (setting --graphql-max-tokens).", l.MaxTokens)
	case m.depth > l.MaxDepth:
		return tooLarge("The document nests selections %d deep, more than %d (setting --graphql-max-depth).", m.depth, l.MaxDepth)
	case m.fields > l.MaxFields:
		return tooLarge("The document selects %d fields once its fragments are expanded, more than %d (setting --graphql-max-fields).", m.fields, l.MaxFields)
	case m.aliases > l.MaxAliases:
		return tooLarge("The document has %d aliases, more than %d (setting --graphql-max-aliases).", m.aliases, l.MaxAliases)
	}
	return nil
}

func tooLarge(format string, args ...any) *gqlerror.Error {
	err := gqlerror.Errorf(format, args...)
	errcode.Set(err, CodeDocumentTooLarge)
	return err
}

// measurement is what measure finds in a document. Counts saturate at
// maxCount, so that a fragment bomb cannot overflow them.
type measurement struct {
	depth, fields, aliases int
}

const maxCount = 1 << 30

// definition is one operation or fragment of a document, as the lexer sees
// it: its own fields, its own nesting and the fragments it spreads (with
// the nesting at which each is spread).
type definition struct {
	fragment string // "" for an operation
	fields   int
	depth    int
	spreads  []spread
}

type spread struct {
	name  string
	depth int
}

// measure reads doc's tokens (at most maxTokens; false beyond) and returns
// its measurement, fragments expanded. It never fails on a malformed
// document: whatever it reads is measured, and the parser judges the rest.
func measure(doc string, maxTokens int) (measurement, bool) {
	toks, ok := tokens(doc, maxTokens)
	if !ok {
		return measurement{}, false
	}
	var m measurement
	var defs []*definition
	var cur *definition
	braces, parens := 0, 0
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch t.Kind {
		case lexer.ParenL:
			parens++
		case lexer.ParenR:
			parens = max(parens-1, 0)
		case lexer.BraceL:
			if parens > 0 {
				continue // an input object
			}
			if braces == 0 && cur == nil {
				cur = &definition{} // a shorthand query: { ... }
				defs = append(defs, cur)
			}
			braces++
			if cur != nil {
				cur.depth = max(cur.depth, braces)
			}
		case lexer.BraceR:
			if parens > 0 {
				continue
			}
			braces = max(braces-1, 0)
			if braces == 0 {
				cur = nil
			}
		case lexer.Name:
			if parens > 0 {
				continue // argument names and values, variable definitions
			}
			if braces == 0 {
				if cur == nil {
					cur = &definition{}
					if t.Value == "fragment" && i+1 < len(toks) {
						cur.fragment = toks[i+1].Value
						i++
					}
					defs = append(defs, cur)
				}
				continue
			}
			if cur == nil {
				continue
			}
			if i+1 < len(toks) && toks[i+1].Kind == lexer.Colon {
				m.aliases++ // alias: the field's name follows
				i++
				continue
			}
			cur.fields++
		case lexer.At:
			i++ // a directive's name is no field
		case lexer.Spread:
			if braces == 0 || cur == nil || i+1 >= len(toks) || toks[i+1].Kind != lexer.Name {
				continue // an inline fragment without a type condition
			}
			i++
			if toks[i].Value == "on" {
				i++ // an inline fragment's type condition
				continue
			}
			cur.spreads = append(cur.spreads, spread{name: toks[i].Value, depth: braces})
		}
	}
	fragments := map[string]*definition{}
	for _, d := range defs {
		if d.fragment != "" {
			if _, dup := fragments[d.fragment]; !dup {
				fragments[d.fragment] = d
			}
		}
	}
	x := expander{fragments: fragments, memo: map[string][2]int{}, busy: map[string]bool{}}
	for _, d := range defs {
		if d.fragment != "" {
			m.fields = sat(m.fields + d.fields) // every fragment is validated once on its own
			continue
		}
		fields, depth := x.expand(d)
		m.fields = sat(m.fields + fields)
		m.depth = max(m.depth, depth)
	}
	return m, true
}

// tokens lexes doc, stopping (false) past maxTokens tokens; a lexing error
// ends the list where it occurred.
func tokens(doc string, maxTokens int) ([]lexer.Token, bool) {
	lx := lexer.New(&ast.Source{Input: doc})
	var toks []lexer.Token
	for {
		t, err := lx.ReadToken()
		if err != nil || t.Kind == lexer.EOF {
			return toks, true
		}
		if len(toks) == maxTokens {
			return nil, false
		}
		toks = append(toks, t)
	}
}

// expander expands fragment spreads, each fragment once (memoised); a
// spread cycle counts nothing (validation rejects it).
type expander struct {
	fragments map[string]*definition
	memo      map[string][2]int
	busy      map[string]bool
}

// expand returns d's fields and depth with its spreads expanded.
func (x *expander) expand(d *definition) (fields, depth int) {
	fields, depth = d.fields, d.depth
	for _, s := range d.spreads {
		f := x.fragments[s.name]
		if f == nil || x.busy[s.name] {
			continue
		}
		got, ok := x.memo[s.name]
		if !ok {
			x.busy[s.name] = true
			got[0], got[1] = x.expand(f)
			delete(x.busy, s.name)
			x.memo[s.name] = got
		}
		fields = sat(fields + got[0])
		depth = max(depth, sat(s.depth-1+got[1]))
	}
	return fields, depth
}

func sat(n int) int { return min(n, maxCount) }
