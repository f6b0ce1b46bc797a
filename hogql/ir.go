package hogql

import (
	"strconv"
	"strings"
)

// The resolved form of a query: every name is bound to a source column,
// every expression has a type, lazy joins are materialised, and dialect
// choices are left to the printers. The guard stage adds team guards to it.

// expr is a resolved expression.
type expr interface{ typ() Type }

// colExpr is a column of a FROM source.
type colExpr struct {
	src   *source
	name  string // physical column (tables) or printed output name (subqueries, CTEs)
	label string // the name the user wrote, for messages
	t     Type
}

// jsonExpr is the text of a JSON property: strings as they are, other
// values in their JSON spelling, JSON null and missing keys as NULL.
type jsonExpr struct {
	base expr // a JSON-typed expression
	path []pathKey
}

type pathKey struct {
	key     string
	index   int64 // 0-based array index when isIndex
	isIndex bool
}

// litExpr is a constant; v is nil, bool, int64, float64 or string (Date and
// DateTime constants are canonical strings, see canonicalDateTime).
type litExpr struct {
	v any
	t Type
}

type unaryExpr struct {
	op string // "-" or "NOT"
	x  expr
	t  Type
}

// binExpr is an arithmetic, comparison, logical or || operation whose
// operands already have compatible types.
type binExpr struct {
	op   string
	l, r expr
	t    Type
	// noOverflow: integer arithmetic proved to fit Int64 (Binary.NoOverflow).
	noOverflow bool
}

// convExpr converts x to another base type (toString, toInt, CAST ...).
type convExpr struct {
	x  expr
	to Kind
	t  Type
}

// callExpr is a function call; fn says which, the printers say how.
type callExpr struct {
	fn       *funcDef
	args     []expr
	distinct bool
	star     bool        // count(*)
	filter   expr        // aggregate FILTER (countIf, sumIf ...)
	over     *windowSpec // window call
	unit     string      // dateDiff unit, formatDateTime format
	mode     int64       // toStartOfWeek mode, round digits, lag offset
	level    float64     // quantile level
	t        Type
	// sameLength: the arrays of a higher-order call have one length
	// (Call.SameLength).
	sameLength bool
}

// arrayExpr is an array literal [a, b].
type arrayExpr struct {
	elems []expr
	t     Type
}

// tupleExpr is a row value (a, b), only used as the left side of IN.
type tupleExpr struct{ elems []expr }

// lambdaVar is the parameter of a lambda: the current element of the array
// the function iterates, read from the FROM item named alias.
type lambdaVar struct {
	alias string
	name  string
	t     Type
}

// lambdaExpr is x -> body or (x, y) -> body, an argument of an array
// function: params[i] is the current element of the function's i-th array.
type lambdaExpr struct {
	params []*lambdaVar
	body   expr
}

type windowSpec struct {
	partition []expr
	order     []orderKey
	frame     *Frame
}

type caseArm struct{ cond, then expr }

// caseExpr is CASE [operand] WHEN ... END; with an operand, each arm's
// cond is the value compared with it.
type caseExpr struct {
	operand expr
	whens   []caseArm
	els     expr
	t       Type
}

type inExpr struct {
	x    expr
	list []expr
	sub  *boundQuery
	not  bool
}

// likeExpr matches x against a constant pattern with LIKE semantics
// (% and _ wildcards, backslash escapes).
type likeExpr struct {
	x       expr
	pattern string
	not     bool
	ilike   bool
}

type isNullExpr struct {
	x   expr
	not bool
}

type betweenExpr struct {
	x, lo, hi expr
	not       bool
}

type subqueryExpr struct {
	q *boundQuery
	t Type
}

type existsExpr struct{ q *boundQuery }

// dateAddExpr adds n units to a Date or DateTime.
type dateAddExpr struct {
	x    expr
	n    expr // integer
	unit string
	t    Type
}

// intervalExpr is INTERVAL n unit; it only lives until the + or - that uses it.
type intervalExpr struct {
	n    expr
	unit string
}

// guardExpr restricts a physical table read to the caller's project.
type guardExpr struct{ src *source }

func (e *colExpr) typ() Type      { return e.t }
func (e *jsonExpr) typ() Type     { return nullableType(tString) }
func (e *litExpr) typ() Type      { return e.t }
func (e *unaryExpr) typ() Type    { return e.t }
func (e *binExpr) typ() Type      { return e.t }
func (e *convExpr) typ() Type     { return e.t }
func (e *callExpr) typ() Type     { return e.t }
func (e *caseExpr) typ() Type     { return e.t }
func (e *inExpr) typ() Type       { return typ(tBool).withNull(e.x.typ().nullable) }
func (e *likeExpr) typ() Type     { return typ(tBool).withNull(e.x.typ().nullable) }
func (e *isNullExpr) typ() Type   { return typ(tBool) }
func (e *betweenExpr) typ() Type  { return typ(tBool).withNull(e.x.typ().nullable) }
func (e *subqueryExpr) typ() Type { return e.t }
func (e *existsExpr) typ() Type   { return typ(tBool) }
func (e *dateAddExpr) typ() Type  { return e.t }
func (e *intervalExpr) typ() Type { return typ(tInterval) }
func (e *guardExpr) typ() Type    { return typ(tBool) }
func (e *arrayExpr) typ() Type    { return e.t }
func (e *tupleExpr) typ() Type    { return typ(tNothing) }
func (e *lambdaVar) typ() Type    { return e.t }
func (e *lambdaExpr) typ() Type   { return e.body.typ() }

// orderKey is one ORDER BY key: an expression, or pos > 0 for "the pos-th
// output column" (ORDER BY 2, or an alias of the select list).
type orderKey struct {
	e          expr
	pos        int
	desc       bool
	nullsFirst bool
}

// outCol is an output column of a query.
type outCol struct {
	name    string // the name users see and refer to
	printed string // the name in the printed SQL (safe, unique, short)
	t       Type
}

// boundQuery is a resolved Query.
type boundQuery struct {
	id      int // unique in the statement
	ctes    []*boundCTE
	selects []*boundSelect
	order   []orderKey // union level, by position
	limit   int64      // -1: none
	offset  int64
	cols    []outCol
}

type boundCTE struct {
	name    string
	printed string
	q       *boundQuery
}

// boundSelect is one SELECT, or a nested query used as a union member.
type boundSelect struct {
	nested   *boundQuery
	distinct bool
	items    []selItem
	from     *fromClause
	where    expr
	groupBy  []orderKey // only e or pos
	having   expr
	order    []orderKey
	limit    int64 // -1: none
	offset   int64
}

type selItem struct {
	e   expr
	col outCol
}

type fromClause struct {
	base  *source
	joins []*joinClause
}

type joinClause struct {
	left bool
	src  *source
	on   expr
}

// source is a FROM element: a physical table, a subquery or a CTE reference.
type source struct {
	alias    string // printed alias, unique in the statement
	name     string // name users refer to it by
	table    *tableDef
	sub      *boundQuery
	cte      *boundCTE
	nullable bool // right side of a LEFT JOIN: its columns may be NULL
	lazy     []*lazySource
	numbers  *numbersRange // the table function numbers(a, b)
	// arrayJoin is the array an arrayJoin(arr) call turns into rows.
	arrayJoin expr
}

// numbersRange is numbers(n) or numbers(a, b): the integers a <= number < b.
type numbersRange struct{ from, to int64 }

// lazySource is a table joined on demand through a lazy join (events.person).
type lazySource struct {
	def *lazyJoinDef
	src *source
	on  expr
}

// columns lists the columns of s: for a table, all of them (hidden and
// expression columns too; printed is "" for an expression column).
func (s *source) columns() []outCol {
	switch {
	case s.table != nil:
		cols := make([]outCol, len(s.table.columns))
		for i, c := range s.table.columns {
			cols[i] = outCol{name: c.name, printed: c.physical, t: c.t.withNull(s.nullable)}
		}
		return cols
	case s.numbers != nil:
		return []outCol{{name: "number", printed: "number", t: typ(tInt)}}
	case s.sub != nil:
		return withNull(s.sub.cols, s.nullable)
	default:
		return withNull(s.cte.q.cols, s.nullable)
	}
}

func withNull(cols []outCol, n bool) []outCol {
	if !n {
		return cols
	}
	out := make([]outCol, len(cols))
	for i, c := range cols {
		out[i] = outCol{name: c.name, printed: c.printed, t: c.t.orNull()}
	}
	return out
}

// exprKey returns a canonical text of e, equal for equal expressions. The
// resolver compares keys to check GROUP BY and DISTINCT rules.
func exprKey(e expr) string {
	var b strings.Builder
	writeKey(&b, e)
	return b.String()
}

func writeKey(b *strings.Builder, e expr) {
	switch e := e.(type) {
	case nil:
		b.WriteString("∅")
	case *colExpr:
		b.WriteString(e.src.alias)
		b.WriteByte('.')
		b.WriteString(e.name)
	case *jsonExpr:
		writeKey(b, e.base)
		for _, k := range e.path {
			if k.isIndex {
				b.WriteString("[" + strconv.FormatInt(k.index, 10) + "]")
			} else {
				b.WriteString("[" + strconv.Quote(k.key) + "]")
			}
		}
	case *litExpr:
		b.WriteString(e.t.String())
		b.WriteByte(':')
		switch v := e.v.(type) {
		case string:
			b.WriteString(strconv.Quote(v))
		case nil:
			b.WriteString("NULL")
		case bool:
			b.WriteString(strconv.FormatBool(v))
		case int64:
			b.WriteString(strconv.FormatInt(v, 10))
		case float64:
			b.WriteString(strconv.FormatFloat(v, 'g', -1, 64))
		}
	case *unaryExpr:
		b.WriteString(e.op + "(")
		writeKey(b, e.x)
		b.WriteByte(')')
	case *binExpr:
		b.WriteByte('(')
		writeKey(b, e.l)
		b.WriteString(" " + e.op + " ")
		writeKey(b, e.r)
		b.WriteByte(')')
	case *convExpr:
		b.WriteString("conv:" + baseNames[e.to] + "(")
		writeKey(b, e.x)
		b.WriteByte(')')
	case *callExpr:
		b.WriteString(e.fn.name + "(")
		if e.distinct {
			b.WriteString("DISTINCT ")
		}
		if e.star {
			b.WriteByte('*')
		}
		for i, a := range e.args {
			if i > 0 {
				b.WriteByte(',')
			}
			writeKey(b, a)
		}
		b.WriteString(")" + e.unit + ":" + strconv.FormatInt(e.mode, 10) + ":" + strconv.FormatFloat(e.level, 'g', -1, 64))
		if e.filter != nil {
			b.WriteString(" FILTER ")
			writeKey(b, e.filter)
		}
		if e.over != nil {
			b.WriteString(" OVER(")
			for _, p := range e.over.partition {
				writeKey(b, p)
				b.WriteByte(',')
			}
			b.WriteString(";")
			for _, o := range e.over.order {
				writeKey(b, o.e)
				b.WriteString(strconv.FormatBool(o.desc) + strconv.FormatBool(o.nullsFirst) + ",")
			}
			if f := e.over.frame; f != nil {
				b.WriteString(strconv.FormatBool(f.Range) + frameBoundText(f.Start))
				if f.End != nil {
					b.WriteString(frameBoundText(*f.End))
				}
			}
			b.WriteByte(')')
		}
	case *caseExpr:
		b.WriteString("CASE")
		if e.operand != nil {
			b.WriteByte(' ')
			writeKey(b, e.operand)
		}
		for _, w := range e.whens {
			b.WriteString(" WHEN ")
			writeKey(b, w.cond)
			b.WriteString(" THEN ")
			writeKey(b, w.then)
		}
		b.WriteString(" ELSE ")
		writeKey(b, e.els)
		b.WriteString(" END")
	case *inExpr:
		writeKey(b, e.x)
		b.WriteString(" IN" + strconv.FormatBool(e.not) + "(")
		for _, x := range e.list {
			writeKey(b, x)
			b.WriteByte(',')
		}
		if e.sub != nil {
			b.WriteString("subquery@" + strconv.Itoa(e.sub.id))
		}
		b.WriteByte(')')
	case *likeExpr:
		writeKey(b, e.x)
		b.WriteString(" LIKE" + strconv.FormatBool(e.not) + strconv.FormatBool(e.ilike) + strconv.Quote(e.pattern))
	case *isNullExpr:
		writeKey(b, e.x)
		b.WriteString(" ISNULL" + strconv.FormatBool(e.not))
	case *betweenExpr:
		writeKey(b, e.x)
		b.WriteString(" BETWEEN" + strconv.FormatBool(e.not) + " ")
		writeKey(b, e.lo)
		b.WriteString(" AND ")
		writeKey(b, e.hi)
	case *subqueryExpr:
		b.WriteString("subquery@" + strconv.Itoa(e.q.id))
	case *existsExpr:
		b.WriteString("exists@" + strconv.Itoa(e.q.id))
	case *dateAddExpr:
		b.WriteString("dateAdd:" + e.unit + "(")
		writeKey(b, e.x)
		b.WriteByte(',')
		writeKey(b, e.n)
		b.WriteByte(')')
	case *intervalExpr:
		b.WriteString("interval:" + e.unit + "(")
		writeKey(b, e.n)
		b.WriteByte(')')
	case *guardExpr:
		b.WriteString("guard:" + e.src.alias)
	case *arrayExpr:
		b.WriteString("array(")
		for _, x := range e.elems {
			writeKey(b, x)
			b.WriteByte(',')
		}
		b.WriteByte(')')
	case *tupleExpr:
		b.WriteString("tuple(")
		for _, x := range e.elems {
			writeKey(b, x)
			b.WriteByte(',')
		}
		b.WriteByte(')')
	case *lambdaVar:
		b.WriteString("λ" + e.name)
	case *lambdaExpr:
		for _, v := range e.params {
			b.WriteString("λ" + v.name + ",")
		}
		b.WriteString("->")
		writeKey(b, e.body)
	}
}
