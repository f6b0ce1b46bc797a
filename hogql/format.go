package hogql

import (
	"sort"
	"strconv"
	"strings"
)

// Format prints q in the dialect's canonical form: keywords in upper case,
// canonical function names, single spaces, only the parentheses precedence
// needs, literals re-escaped. Parsing the result gives the same tree, so the
// text serves as the statement shown back to users and as a cache key.
func Format(q *Query) string {
	var f formatter
	f.b.Grow(256)
	f.query(q)
	return f.b.String()
}

// FormatPretty prints q as Format does, but with each clause of the
// outermost SELECT on its own line and the conditions of its WHERE one per
// line: for statements shown to people to read and edit (sqldraft's
// drafts). It parses to the same tree as Format's text.
func FormatPretty(q *Query) string {
	f := formatter{pretty: true}
	f.b.Grow(256)
	f.query(q)
	return f.b.String()
}

// FormatExpr prints one expression in canonical form; it also names output
// columns that have no alias.
func FormatExpr(e Expr) string {
	var f formatter
	f.expr(e, 0)
	return f.b.String()
}

type formatter struct {
	b      strings.Builder
	pretty bool // FormatPretty: the outermost SELECT's clauses on lines of their own
	depth  int  // queries entered: 1 in the outermost
}

func (f *formatter) s(s string) { f.b.WriteString(s) }

// clause starts clause kw (" FROM "): on a new line in the outermost query
// of FormatPretty, indented by kw's spaces past the first ("   ON " is
// indented by two).
func (f *formatter) clause(kw string) {
	if f.pretty && f.depth == 1 {
		f.s("\n" + kw[1:])
		return
	}
	f.s(" " + strings.TrimLeft(kw, " "))
}

func (f *formatter) query(q *Query) {
	f.depth++
	defer func() { f.depth-- }()
	if len(q.With) > 0 {
		f.s("WITH ")
		for i, c := range q.With {
			if i > 0 {
				f.s(", ")
			}
			if c.Query != nil {
				f.s(quoteIdent(c.Name))
				f.s(" AS (")
				f.query(c.Query)
				f.s(")")
			} else {
				f.expr(c.Expr, 0)
				f.s(" AS ")
				f.s(quoteIdent(c.Name))
			}
		}
		f.s(" ")
	}
	for i, s := range q.Selects {
		if i > 0 {
			f.s(" UNION ALL ")
		}
		f.selectStmt(s)
	}
	f.orderLimit(q.OrderBy, q.Limit)
}

func (f *formatter) selectStmt(s *Select) {
	if s.Nested != nil {
		f.s("(")
		f.query(s.Nested)
		f.s(")")
		return
	}
	f.s("SELECT ")
	if s.Distinct {
		f.s("DISTINCT ")
	}
	for i, it := range s.Items {
		if i > 0 {
			f.s(", ")
		}
		f.expr(it.Expr, 0)
		if it.Alias != "" {
			f.s(" AS ")
			f.s(quoteIdent(it.Alias))
		}
	}
	if s.From != nil {
		f.clause(" FROM ")
		f.table(s.From)
	}
	for i, aj := range s.ArrayJoins {
		if i == 0 {
			f.s(" ARRAY JOIN ")
		} else {
			f.s(", ")
		}
		f.expr(aj.X, 0)
		if aj.Name != "" {
			f.s(" AS ")
			f.s(quoteIdent(aj.Name))
		}
	}
	if s.Where != nil {
		f.clause(" WHERE ")
		f.where(s.Where)
	}
	if len(s.GroupBy) > 0 {
		f.clause(" GROUP BY ")
		f.exprList(s.GroupBy)
	}
	if s.Having != nil {
		f.clause(" HAVING ")
		f.expr(s.Having, 0)
	}
	if len(s.Windows) > 0 {
		names := make([]string, 0, len(s.Windows))
		for n := range s.Windows {
			names = append(names, n)
		}
		sort.Strings(names)
		f.s(" WINDOW ")
		for i, n := range names {
			if i > 0 {
				f.s(", ")
			}
			f.s(quoteIdent(n))
			f.s(" AS (")
			f.window(s.Windows[n])
			f.s(")")
		}
	}
	f.orderLimit(s.OrderBy, s.Limit)
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// where prints a WHERE condition; in the outermost query of FormatPretty
// the conditions of its AND chain go one per line.
func (f *formatter) where(e Expr) {
	if !f.pretty || f.depth != 1 {
		f.expr(e, 0)
		return
	}
	var conds []Expr
	for {
		b, ok := e.(*Binary)
		if !ok || b.Op != "AND" {
			break
		}
		conds = append(conds, b.R)
		e = b.L
	}
	f.expr(e, bpAnd)
	for i := len(conds) - 1; i >= 0; i-- {
		f.s("\n  AND ")
		f.expr(conds[i], bpAnd+1)
	}
}

func (f *formatter) orderLimit(order []*OrderItem, l *Limit) {
	if len(order) > 0 {
		f.clause(" ORDER BY ")
		f.orderItems(order)
	}
	if l != nil {
		if l.HasCount {
			f.clause(" LIMIT ")
			f.s(strconv.FormatInt(l.Count, 10))
		}
		if l.HasOffset {
			f.s(" OFFSET ")
			f.s(strconv.FormatInt(l.Offset, 10))
		}
	}
}

func (f *formatter) orderItems(items []*OrderItem) {
	for i, it := range items {
		if i > 0 {
			f.s(", ")
		}
		f.expr(it.Expr, 0)
		if it.Desc {
			f.s(" DESC")
		}
		switch it.Nulls {
		case NullsFirst:
			f.s(" NULLS FIRST")
		case NullsLast:
			f.s(" NULLS LAST")
		}
	}
}

func (f *formatter) table(t TableExpr) {
	switch t := t.(type) {
	case *TableRef:
		for i, part := range strings.Split(t.Name, ".") {
			if i > 0 {
				f.s(".")
			}
			f.s(quoteIdent(part))
		}
		if t.Alias != "" {
			f.s(" AS ")
			f.s(quoteIdent(t.Alias))
		}
	case *SubqueryTable:
		f.s("(")
		f.query(t.Query)
		f.s(")")
		if t.Alias != "" {
			f.s(" AS ")
			f.s(quoteIdent(t.Alias))
		}
	case *TableFunc:
		f.s(t.Name + "(")
		f.exprList(t.Args)
		f.s(")")
		if t.Alias != "" {
			f.s(" AS ")
			f.s(quoteIdent(t.Alias))
		}
	case *Join:
		f.table(t.Left)
		switch t.Kind {
		case LeftJoin:
			f.clause(" LEFT JOIN ")
		case CrossJoin:
			f.clause(" CROSS JOIN ")
			f.table(t.Right)
			return
		default:
			f.clause(" JOIN ")
		}
		f.table(t.Right)
		f.clause("   ON ")
		f.expr(t.On, 0)
	}
}

func (f *formatter) exprList(list []Expr) {
	for i, e := range list {
		if i > 0 {
			f.s(", ")
		}
		f.expr(e, 0)
	}
}

// precedence returns the binding power of e's outermost operator (10 for
// primaries), matching the parser's binding powers.
func precedence(e Expr) int {
	switch e := e.(type) {
	case *Binary:
		switch e.Op {
		case "OR":
			return bpOr
		case "AND":
			return bpAnd
		case "||":
			return bpConcat
		case "+", "-":
			return bpAdd
		case "*", "/", "%":
			return bpMul
		}
		return bpCompare
	case *Unary:
		if e.Op == "NOT" {
			return bpNot
		}
		return bpUnary
	case *Between, *In, *Like, *IsNull:
		return bpCompare
	case *Literal:
		if e.Kind == LitInt && e.Int < 0 || e.Kind == LitFloat && (e.Float < 0 || e.Float == 0 && strconv.FormatFloat(e.Float, 'g', -1, 64)[0] == '-') {
			return bpUnary
		}
	}
	return 10
}

// expr prints e, parenthesised when its precedence is below min.
func (f *formatter) expr(e Expr, min int) {
	paren := precedence(e) < min
	if paren {
		f.s("(")
	}
	switch e := e.(type) {
	case *Literal:
		f.literal(e)
	case *Field:
		for i, p := range e.Parts {
			if p.IsIndex {
				f.s("[")
				f.expr(p.Index, 0)
				f.s("]")
				continue
			}
			if i > 0 {
				f.s(".")
			}
			if i > 0 && !p.Quoted && isDigits(p.Name) {
				f.s(p.Name) // a numeric step: properties.items.1
				continue
			}
			f.s(quoteIdent(p.Name))
		}
	case *Star:
		if e.Table != "" {
			f.s(quoteIdent(e.Table))
			f.s(".")
		}
		f.s("*")
	case *Call:
		f.s(canonicalFuncName(e.Name))
		f.s("(")
		if e.Params != nil {
			f.exprList(e.Params)
			f.s(")(")
		}
		if e.Star {
			f.s("*")
		}
		if e.Distinct {
			f.s("DISTINCT ")
		}
		f.exprList(e.Args)
		f.s(")")
		switch {
		case e.Over != nil && e.Over.Name != "":
			f.s(" OVER ")
			f.s(quoteIdent(e.Over.Name))
		case e.Over != nil:
			f.s(" OVER (")
			f.window(e.Over)
			f.s(")")
		}
	case *ArrayLit:
		f.s("[")
		f.exprList(e.Elems)
		f.s("]")
	case *Tuple:
		f.s("(")
		f.exprList(e.Elems)
		f.s(")")
	case *Subscript:
		switch e.X.(type) {
		case *Literal, *Field, *Lambda:
			// 'a'[1] and x -> x[1] do not parse as the subscript, and a
			// field's steps (a.b[1], a.b.1) are a different tree.
			f.s("(")
			f.expr(e.X, 0)
			f.s(")")
		default:
			f.expr(e.X, 10)
		}
		if e.Tuple {
			f.s(".")
			f.expr(e.Index, 0)
		} else {
			f.s("[")
			if e.Index != nil {
				f.expr(e.Index, 0)
			}
			if e.Slice {
				f.s(":")
				if e.Hi != nil {
					f.expr(e.Hi, 0)
				}
			}
			f.s("]")
		}
	case *Lambda:
		if len(e.Params) == 1 {
			f.s(quoteIdent(e.Params[0]))
		} else {
			f.s("(")
			for i, n := range e.Params {
				if i > 0 {
					f.s(", ")
				}
				f.s(quoteIdent(n))
			}
			f.s(")")
		}
		f.s(" -> ")
		f.expr(e.Body, 0)
	case *Aliased:
		f.s("(")
		f.expr(e.X, 0)
		f.s(" AS ")
		f.s(quoteIdent(e.Name))
		f.s(")")
	case *Unary:
		if e.Op == "NOT" {
			f.s("NOT ")
			f.expr(e.X, bpNot)
		} else {
			f.s("-")
			// Keep "- -x" from reading as a "--" comment, and "-(5)" from
			// reading back as the literal -5.
			if _, lit := e.X.(*Literal); lit || precedence(e.X) == bpUnary {
				f.s("(")
				f.expr(e.X, 0)
				f.s(")")
			} else {
				f.expr(e.X, bpUnary)
			}
		}
	case *Binary:
		p := precedence(e)
		f.expr(e.L, p)
		f.s(" ")
		f.s(e.Op)
		f.s(" ")
		f.expr(e.R, p+1)
	case *Between:
		f.expr(e.X, bpCompare)
		if e.Not {
			f.s(" NOT")
		}
		f.s(" BETWEEN ")
		f.expr(e.Lo, bpCompare+1)
		f.s(" AND ")
		f.expr(e.Hi, bpCompare+1)
	case *In:
		f.expr(e.X, bpCompare)
		if e.Not {
			f.s(" NOT")
		}
		f.s(" IN (")
		if e.Query != nil {
			f.query(e.Query)
		} else {
			f.exprList(e.List)
		}
		f.s(")")
	case *Like:
		f.expr(e.X, bpCompare)
		if e.Not {
			f.s(" NOT")
		}
		if e.ILike {
			f.s(" ILIKE ")
		} else {
			f.s(" LIKE ")
		}
		f.expr(e.Pattern, bpCompare+1)
	case *IsNull:
		f.expr(e.X, bpCompare)
		if e.Not {
			f.s(" IS NOT NULL")
		} else {
			f.s(" IS NULL")
		}
	case *Case:
		f.s("CASE")
		if e.Operand != nil {
			f.s(" ")
			f.expr(e.Operand, 0)
		}
		for _, w := range e.Whens {
			f.s(" WHEN ")
			f.expr(w.Cond, 0)
			f.s(" THEN ")
			f.expr(w.Then, 0)
		}
		if e.Else != nil {
			f.s(" ELSE ")
			f.expr(e.Else, 0)
		}
		f.s(" END")
	case *Cast:
		f.s("CAST(")
		f.expr(e.X, 0)
		f.s(" AS ")
		f.s(e.TypeName)
		f.s(")")
	case *Interval:
		f.s("INTERVAL ")
		f.expr(e.Value, bpMul+1)
		f.s(" ")
		f.s(strings.ToUpper(e.Unit))
	case *Subquery:
		f.s("(")
		f.query(e.Query)
		f.s(")")
	case *Exists:
		f.s("EXISTS (")
		f.query(e.Query)
		f.s(")")
	}
	if paren {
		f.s(")")
	}
}

func (f *formatter) window(w *Window) {
	sep := ""
	if len(w.PartitionBy) > 0 {
		f.s("PARTITION BY ")
		f.exprList(w.PartitionBy)
		sep = " "
	}
	if len(w.OrderBy) > 0 {
		f.s(sep)
		f.s("ORDER BY ")
		f.orderItems(w.OrderBy)
		sep = " "
	}
	if w.Frame != nil {
		f.s(sep)
		if w.Frame.Range {
			f.s("RANGE ")
		} else {
			f.s("ROWS ")
		}
		if w.Frame.End != nil {
			f.s("BETWEEN ")
			f.s(frameBoundText(w.Frame.Start))
			f.s(" AND ")
			f.s(frameBoundText(*w.Frame.End))
		} else {
			f.s(frameBoundText(w.Frame.Start))
		}
	}
}

func frameBoundText(b FrameBound) string {
	switch b.Kind {
	case UnboundedPreceding:
		return "UNBOUNDED PRECEDING"
	case Preceding:
		return strconv.FormatInt(b.N, 10) + " PRECEDING"
	case CurrentRow:
		return "CURRENT ROW"
	case Following:
		return strconv.FormatInt(b.N, 10) + " FOLLOWING"
	default:
		return "UNBOUNDED FOLLOWING"
	}
}

func (f *formatter) literal(l *Literal) {
	switch l.Kind {
	case LitNull:
		f.s("NULL")
	case LitBool:
		if l.Bool {
			f.s("TRUE")
		} else {
			f.s("FALSE")
		}
	case LitInt:
		f.s(strconv.FormatInt(l.Int, 10))
	case LitFloat:
		f.s(formatFloatLiteral(l.Float))
	case LitString:
		f.s(quoteString(l.Str))
	}
}

// formatFloatLiteral prints f so that it lexes back as the same float.
func formatFloatLiteral(v float64) string {
	s := strconv.FormatFloat(v, 'g', -1, 64)
	if !strings.ContainsAny(s, ".e") {
		s += ".0"
	}
	return s
}

// quoteString renders s as a single-quoted literal with ClickHouse escapes.
func quoteString(s string) string { return quoted(s, '\'') }

// quoteIdent leaves plain identifiers bare and back-quotes the rest.
func quoteIdent(s string) string {
	plain := s != "" && isIdentStart(s[0]) && !lookupKeyword(s).reserved()
	for i := 0; plain && i < len(s); i++ {
		plain = isIdentPart(s[i])
	}
	if plain {
		return s
	}
	return quoted(s, '`')
}

// quoted wraps s in quote with ClickHouse's backslash escapes: the quote and
// backslash are escaped, control characters written as \n, \t, \r or \xHH.
// String literals and identifiers share them.
func quoted(s string, quote byte) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte(quote)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case quote, '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case '\n':
			b.WriteString(`\n`)
		case '\t':
			b.WriteString(`\t`)
		case '\r':
			b.WriteString(`\r`)
		default:
			if c < 0x20 || c == 0x7f {
				b.WriteString(`\x`)
				b.WriteByte("0123456789abcdef"[c>>4])
				b.WriteByte("0123456789abcdef"[c&15])
			} else {
				b.WriteByte(c)
			}
		}
	}
	b.WriteByte(quote)
	return b.String()
}
