package insight

import (
	"fmt"

	"github.com/burrow-analytics/burrow/hogql"
)

// Statements are built as engine trees. Constant fragments are written as
// dialect text with placeholders __1, __2, … and parsed by the engine's own
// parser; every value that came from the client (event names, property keys
// and values, dates) is substituted as a tree node (a Literal), so it is
// bound as a parameter by the printers and never spliced into text.

// x parses the constant template src and substitutes args for __1, __2, ….
// src never holds client text, so a parse failure is a bug in this package.
func x(src string, args ...hogql.Expr) hogql.Expr {
	e, err := hogql.ParseExpr(src)
	if err != nil {
		panic(fmt.Sprintf("insight: bad template %q: %v", src, err))
	}
	return subst(e, args)
}

// str, num and flt are literal nodes.
func str(s string) hogql.Expr   { return &hogql.Literal{Kind: hogql.LitString, Str: s} }
func num(n int64) hogql.Expr    { return &hogql.Literal{Kind: hogql.LitInt, Int: n} }
func flt(f float64) hogql.Expr  { return &hogql.Literal{Kind: hogql.LitFloat, Float: f} }
func boolean(b bool) hogql.Expr { return &hogql.Literal{Kind: hogql.LitBool, Bool: b} } //lint:ignore U1000 unused; left while other branches edit this file (issue 30): delete it
func null() hogql.Expr          { return &hogql.Literal{Kind: hogql.LitNull} }          //lint:ignore U1000 unused; left while other branches edit this file (issue 30): delete it

// and joins conditions; nil items are skipped, none at all is nil.
func and(conds ...hogql.Expr) hogql.Expr {
	var out hogql.Expr
	for _, c := range conds {
		switch {
		case c == nil:
		case out == nil:
			out = c
		default:
			out = &hogql.Binary{Op: "AND", L: out, R: c}
		}
	}
	return out
}

// or joins conditions; none at all is nil.
func or(conds ...hogql.Expr) hogql.Expr {
	var out hogql.Expr
	for _, c := range conds {
		switch {
		case c == nil:
		case out == nil:
			out = c
		default:
			out = &hogql.Binary{Op: "OR", L: out, R: c}
		}
	}
	return out
}

// item is a select item with an alias.
func item(e hogql.Expr, alias string) *hogql.SelectItem {
	return &hogql.SelectItem{Expr: e, Alias: alias}
}

// ref names a column or alias.
func ref(name string) hogql.Expr {
	return &hogql.Field{Parts: []hogql.FieldPart{{Name: name, Quoted: true}}}
}

// placeholderIndex returns n for a field __n.
func placeholderIndex(f *hogql.Field) (int, bool) {
	if len(f.Parts) != 1 || f.Parts[0].IsIndex {
		return 0, false
	}
	name := f.Parts[0].Name
	if len(name) < 3 || name[:2] != "__" {
		return 0, false
	}
	n := 0
	for _, c := range name[2:] {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// subst replaces the placeholders of e (a freshly parsed tree) in place.
func subst(e hogql.Expr, args []hogql.Expr) hogql.Expr {
	if e == nil {
		return nil
	}
	s := func(e hogql.Expr) hogql.Expr { return subst(e, args) }
	switch n := e.(type) {
	case *hogql.Field:
		if i, ok := placeholderIndex(n); ok {
			if i < 1 || i > len(args) {
				panic(fmt.Sprintf("insight: template placeholder __%d without argument", i))
			}
			return args[i-1]
		}
		for i := range n.Parts {
			if n.Parts[i].Index != nil {
				n.Parts[i].Index = s(n.Parts[i].Index)
			}
		}
	case *hogql.Call:
		for i := range n.Args {
			n.Args[i] = s(n.Args[i])
		}
	case *hogql.Unary:
		n.X = s(n.X)
	case *hogql.Binary:
		n.L, n.R = s(n.L), s(n.R)
	case *hogql.Between:
		n.X, n.Lo, n.Hi = s(n.X), s(n.Lo), s(n.Hi)
	case *hogql.In:
		n.X = s(n.X)
		for i := range n.List {
			n.List[i] = s(n.List[i])
		}
		substQuery(n.Query, args)
	case *hogql.Subquery:
		substQuery(n.Query, args)
	case *hogql.Exists:
		substQuery(n.Query, args)
	case *hogql.Like:
		n.X, n.Pattern = s(n.X), s(n.Pattern)
	case *hogql.IsNull:
		n.X = s(n.X)
	case *hogql.Case:
		n.Operand = s(n.Operand)
		for i := range n.Whens {
			n.Whens[i].Cond, n.Whens[i].Then = s(n.Whens[i].Cond), s(n.Whens[i].Then)
		}
		n.Else = s(n.Else)
	case *hogql.Cast:
		n.X = s(n.X)
	case *hogql.Interval:
		n.Value = s(n.Value)
	}
	return e
}

// substQuery replaces the placeholders of a subquery of a template.
func substQuery(q *hogql.Query, args []hogql.Expr) {
	if q == nil {
		return
	}
	for _, sel := range q.Selects {
		substQuery(sel.Nested, args)
		for _, it := range sel.Items {
			it.Expr = subst(it.Expr, args)
		}
		sel.Where = subst(sel.Where, args)
		sel.Having = subst(sel.Having, args)
		for i := range sel.GroupBy {
			sel.GroupBy[i] = subst(sel.GroupBy[i], args)
		}
	}
}

// selectFrom builds SELECT items FROM table WHERE where GROUP BY groupBy.
func selectFrom(table hogql.TableExpr, where hogql.Expr, groupBy []hogql.Expr, items ...*hogql.SelectItem) *hogql.Select {
	return &hogql.Select{Items: items, From: table, Where: where, GroupBy: groupBy}
}

func table(name string) hogql.TableExpr { return &hogql.TableRef{Name: name} }

func subquery(q *hogql.Query, alias string) hogql.TableExpr {
	return &hogql.SubqueryTable{Query: q, Alias: alias}
}

// query wraps selects into a UNION ALL with a LIMIT.
func query(limit int64, selects ...*hogql.Select) *hogql.Query {
	q := &hogql.Query{Selects: selects}
	if limit > 0 {
		q.Limit = &hogql.Limit{Count: limit, HasCount: true}
	}
	return q
}
