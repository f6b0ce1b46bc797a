package hogql

import (
	"fmt"
	"strconv"
)

// Programs build statements as trees, never as text: the insight kinds and
// sqldraft write constant templates of the dialect, parsed by its own
// parser, in which the names __1, __2, … stand for tree nodes given as
// arguments. Whatever came from a client (an event name, a property key or
// value, a date) enters only as such an argument, usually a literal node
// (String, Int, Float, Bool, Null), which the printers bind as a parameter:
// it is never part of the template's text. A template is a constant of the
// program, so one that does not parse, or whose placeholders and arguments
// do not match, is a bug: Template and QueryTemplate return it as an error,
// MustTemplate and MustQueryTemplate panic. Users cannot write __1 to reach
// an argument: user statements are parsed without arguments, where __1 is
// an unknown column like any other.

// Template parses the expression template src and substitutes args for its
// placeholders __1, __2, … (each may appear several times; every argument
// must be used).
func Template(src string, args ...Expr) (Expr, error) {
	e, err := ParseExpr(src)
	if err != nil {
		return nil, fmt.Errorf("hogql: template %q: %w", src, err)
	}
	s := substituter{args: args, used: make([]bool, len(args))}
	e = s.expr(e)
	if err := s.check(src); err != nil {
		return nil, err
	}
	return e, nil
}

// MustTemplate is Template for a template of the program: it panics on an
// error, which is a bug of the caller.
func MustTemplate(src string, args ...Expr) Expr {
	e, err := Template(src, args...)
	if err != nil {
		panic(err)
	}
	return e
}

// QueryTemplate parses the statement template src and substitutes args
// for its placeholders, as Template does.
func QueryTemplate(src string, args ...Expr) (*Query, error) {
	q, err := Parse(src)
	if err != nil {
		return nil, fmt.Errorf("hogql: template %q: %w", src, err)
	}
	s := substituter{args: args, used: make([]bool, len(args))}
	s.query(q)
	if err := s.check(src); err != nil {
		return nil, err
	}
	return q, nil
}

// MustQueryTemplate is QueryTemplate for a template of the program.
func MustQueryTemplate(src string, args ...Expr) *Query {
	q, err := QueryTemplate(src, args...)
	if err != nil {
		panic(err)
	}
	return q
}

// String, Int, Float, Bool and Null are literal nodes: how client values
// enter a built statement. Ref names a column or alias, Column one of a
// table (t.name), both as names (quoted when printed if they need it);
// Item is a SELECT item with its alias.
func String(s string) Expr { return &Literal{Kind: LitString, Str: s} }
func Int(n int64) Expr     { return &Literal{Kind: LitInt, Int: n} }
func Float(f float64) Expr { return &Literal{Kind: LitFloat, Float: f} }
func Bool(b bool) Expr     { return &Literal{Kind: LitBool, Bool: b} }
func Null() Expr           { return &Literal{Kind: LitNull} }
func Ref(name string) Expr { return &Field{Parts: []FieldPart{{Name: name, Quoted: true}}} }
func Column(table, name string) Expr {
	return &Field{Parts: []FieldPart{{Name: table, Quoted: true}, {Name: name, Quoted: true}}}
}
func Item(e Expr, alias string) *SelectItem { return &SelectItem{Expr: e, Alias: alias} }

// And joins conditions with AND; nil ones are skipped, and none at all is
// nil (no condition).
func And(conds ...Expr) Expr { return join("AND", conds) }

// Or joins conditions with OR, as And does.
func Or(conds ...Expr) Expr { return join("OR", conds) }

func join(op string, conds []Expr) Expr {
	var out Expr
	for _, c := range conds {
		switch {
		case c == nil:
		case out == nil:
			out = c
		default:
			out = &Binary{Op: op, L: out, R: c}
		}
	}
	return out
}

// NoOverflow marks the integer +, - and * of e, everywhere inside it, as
// unable to overflow Int64, which its caller has proved (from the ranges
// of the values): ClickHouse, whose Int64 arithmetic wraps, then computes
// them as they are instead of in Int128 with a checked cast back, a cost
// per row and per array element. The other engines print them as ever. e
// is changed in place and returned.
func NoOverflow(e Expr) Expr {
	s := substituter{noOverflow: true}
	return s.expr(e)
}

// SameLength marks e, a call of an array function with a lambda over
// several arrays (arrayMap((x, y) -> ..., a, b)), as taking arrays of one
// length, which its caller has proved (for every row): ClickHouse, which
// fails on arrays of different lengths, then gets them as they are instead
// of each cut to the shortest (the other engines' semantics), which costs
// a copy of every array. Arrays that differ after all fail the statement
// on ClickHouse. The other engines print e as ever. e is changed in place
// and returned; an e that is not a call is returned unchanged.
func SameLength(e Expr) Expr {
	if c, ok := e.(*Call); ok {
		c.SameLength = true
	}
	return e
}

// substituter replaces the placeholders of a freshly parsed template in
// place, or (noOverflow) marks the arithmetic of a tree.
type substituter struct {
	args       []Expr
	used       []bool
	err        error
	noOverflow bool
}

// placeholder returns n for the name __n.
func placeholder(f *Field) (int, bool) {
	if len(f.Parts) != 1 || f.Parts[0].IsIndex || f.Parts[0].Quoted {
		return 0, false
	}
	name := f.Parts[0].Name
	if len(name) < 3 || name[:2] != "__" {
		return 0, false
	}
	n, err := strconv.Atoi(name[2:])
	if err != nil || name[2] == '+' || name[2] == '-' {
		return 0, false
	}
	return n, true
}

func (s *substituter) check(src string) error {
	if s.err != nil {
		return fmt.Errorf("hogql: template %q: %w", src, s.err)
	}
	for i, u := range s.used {
		if !u {
			return fmt.Errorf("hogql: template %q does not use argument __%d", src, i+1)
		}
	}
	return nil
}

func (s *substituter) exprs(list []Expr) {
	for i := range list {
		list[i] = s.expr(list[i])
	}
}

func (s *substituter) expr(e Expr) Expr {
	switch n := e.(type) {
	case nil:
		return nil
	case *Field:
		if i, ok := placeholder(n); ok && !s.noOverflow {
			if i < 1 || i > len(s.args) {
				if s.err == nil {
					s.err = fmt.Errorf("placeholder __%d has no argument (%d given)", i, len(s.args))
				}
				return n
			}
			s.used[i-1] = true
			return s.args[i-1]
		}
		for i := range n.Parts {
			n.Parts[i].Index = s.expr(n.Parts[i].Index)
		}
	case *Call:
		s.exprs(n.Params)
		s.exprs(n.Args)
		s.window(n.Over)
	case *ArrayLit:
		s.exprs(n.Elems)
	case *Tuple:
		s.exprs(n.Elems)
	case *Subscript:
		n.X, n.Index, n.Hi = s.expr(n.X), s.expr(n.Index), s.expr(n.Hi)
	case *Lambda:
		n.Body = s.expr(n.Body)
	case *Aliased:
		n.X = s.expr(n.X)
	case *Unary:
		n.X = s.expr(n.X)
	case *Binary:
		n.L, n.R = s.expr(n.L), s.expr(n.R)
		n.NoOverflow = n.NoOverflow || s.noOverflow
	case *Between:
		n.X, n.Lo, n.Hi = s.expr(n.X), s.expr(n.Lo), s.expr(n.Hi)
	case *In:
		n.X = s.expr(n.X)
		s.exprs(n.List)
		s.query(n.Query)
	case *Like:
		n.X, n.Pattern = s.expr(n.X), s.expr(n.Pattern)
	case *IsNull:
		n.X = s.expr(n.X)
	case *Case:
		n.Operand = s.expr(n.Operand)
		for i := range n.Whens {
			n.Whens[i].Cond, n.Whens[i].Then = s.expr(n.Whens[i].Cond), s.expr(n.Whens[i].Then)
		}
		n.Else = s.expr(n.Else)
	case *Cast:
		n.X = s.expr(n.X)
	case *Interval:
		n.Value = s.expr(n.Value)
	case *Subquery:
		s.query(n.Query)
	case *Exists:
		s.query(n.Query)
	}
	return e
}

func (s *substituter) window(w *Window) {
	if w == nil {
		return
	}
	s.exprs(w.PartitionBy)
	s.order(w.OrderBy)
}

func (s *substituter) order(items []*OrderItem) {
	for _, o := range items {
		o.Expr = s.expr(o.Expr)
	}
}

func (s *substituter) query(q *Query) {
	if q == nil {
		return
	}
	for _, c := range q.With {
		s.query(c.Query)
		c.Expr = s.expr(c.Expr)
	}
	for _, sel := range q.Selects {
		s.query(sel.Nested)
		for _, it := range sel.Items {
			it.Expr = s.expr(it.Expr)
		}
		s.table(sel.From)
		sel.Where = s.expr(sel.Where)
		s.exprs(sel.GroupBy)
		sel.Having = s.expr(sel.Having)
		for _, w := range sel.Windows {
			s.window(w)
		}
		for _, a := range sel.ArrayJoins {
			a.X = s.expr(a.X)
		}
		s.order(sel.OrderBy)
	}
	s.order(q.OrderBy)
}

func (s *substituter) table(t TableExpr) {
	switch n := t.(type) {
	case *TableFunc:
		s.exprs(n.Args)
	case *SubqueryTable:
		s.query(n.Query)
	case *Join:
		s.table(n.Left)
		s.table(n.Right)
		n.On = s.expr(n.On)
	}
}
