package hogql

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// maxSQLBytes bounds the printed statement; maxParams stays below SQLite's
// limit on bound parameters.
const (
	maxSQLBytes = 1 << 20
	maxParams   = 30_000
)

// dialect is everything that differs between the SQL of two databases. The
// printer walks the resolved query and asks the dialect for each of these;
// a ClickHouse printer would be a third implementation.
type dialect interface {
	name() Engine
	// table writes the physical table of virtual table t: each engine maps
	// the virtual tables to its own layout (SQLite and PostgreSQL share the
	// store's, so both write t.physical).
	table(p *printer, t *tableDef)
	// bind writes a placeholder for a constant of base type t.
	bind(p *printer, v any, t Kind)
	// jsonText writes the text of a JSON property (see jsonExpr).
	jsonText(p *printer, e *jsonExpr)
	// convert writes a type conversion.
	convert(p *printer, e *convExpr)
	// dateAdd writes date arithmetic.
	dateAdd(p *printer, e *dateAddExpr)
	// like writes LIKE/ILIKE against a constant pattern.
	like(p *printer, e *likeExpr)
	// collate is appended to string operands of orderings, so that strings
	// sort by code point on every database.
	collate() string
	// numbers writes a subquery of one column "number" holding the range.
	numbers(p *printer, r *numbersRange)
	// arrayOf writes an array built from values of one base type.
	arrayOf(p *printer, elems []expr)
	// elements writes a FROM item named alias whose rows are the elements of
	// arr; elemValue and elemIndex (0-based) read the current one.
	elements(p *printer, arr expr, alias string)
	elemValue(p *printer, alias string, t Type)
	elemIndex(p *printer, alias string)
	// groupArray writes an aggregate collecting value (ordered by order,
	// when set) into an array; an empty group gives [].
	groupArray(p *printer, value expr, order func(), distinct bool)
	// lateral is the keyword letting a FROM item read the items before it.
	lateral() string
	// stringAgg names the aggregate concatenating strings with a separator.
	stringAgg() string
	// limit writes LIMIT/OFFSET (limit < 0: none).
	limit(p *printer, limit, offset int64)
}

// printer writes one statement for one dialect.
type printer struct {
	d      dialect
	b      strings.Builder
	args   []any
	params map[paramKey]int // PostgreSQL: one $n per distinct constant
	teamID int64
	unions int
	err    error
	// patternWeight adds up the statement's LIKE patterns and regular
	// expressions (patterns.go).
	patternWeight int
	// lifted maps the alias of a lazily joined table to the alias of the
	// subquery holding its columns, and inGroup is set while that subquery
	// prints (ClickHouse, see lazyGroup).
	lifted  map[string]string
	inGroup bool
	// unionCols, while the members of a UNION ALL print on ClickHouse, are
	// the union's columns, whose types their items take (branch).
	unionCols []outCol
	// filterWritten: the call being printed wrote its FILTER and OVER
	// itself (writeFilter), inside its SQL, right after the aggregate.
	filterWritten bool
}

// writeFilter writes an aggregate's FILTER clause (rows where notNull, when
// set, is not NULL and the call's -If condition, when set, holds) and its
// OVER clause. A printer whose aggregate sits inside other SQL
// (COALESCE(jsonb_agg(x) FILTER ... OVER (...), '[]')) writes them there,
// right after the aggregate; otherwise call appends them to the call.
func (p *printer) writeFilter(e *callExpr, notNull expr) {
	switch {
	case notNull != nil && e.filter != nil:
		p.tmpl(" FILTER (WHERE {} IS NOT NULL AND {})", p.x(notNull), p.x(e.filter))
	case notNull != nil:
		p.tmpl(" FILTER (WHERE {} IS NOT NULL)", p.x(notNull))
	case e.filter != nil:
		p.tmpl(" FILTER (WHERE {})", p.x(e.filter))
	}
	p.over(e)
	p.filterWritten = true
}

type paramKey struct {
	t Kind
	v any
}

func printStatement(q *boundQuery, d dialect, teamID int64) (string, []any, error) {
	p := &printer{d: d, teamID: teamID, args: make([]any, 0, 16)}
	p.b.Grow(1024)
	p.query(q)
	if d.name() == ClickHouse {
		p.w(clickhouseSettings)
	}
	if p.err == nil && p.b.Len() > maxSQLBytes {
		p.err = errTooComplex
	}
	if p.err == nil && len(p.args) > maxParams {
		p.err = errTooComplex
	}
	if p.err == nil && p.patternWeight > maxPatternWeight {
		p.err = errPatternsTooCostly(p.patternWeight)
	}
	if p.err != nil {
		return "", nil, p.err
	}
	return p.b.String(), p.args, nil
}

var errTooComplex = &queryError{msg: "query is too complex"}

func (p *printer) w(s string) { p.b.WriteString(s) }

// ident writes an always-quoted identifier.
func (p *printer) ident(s string) {
	p.b.WriteByte('"')
	p.b.WriteString(strings.ReplaceAll(s, `"`, `""`))
	p.b.WriteByte('"')
}

func (p *printer) query(q *boundQuery) {
	if p.needsOrderWrap(q.order, q.cols) || p.d.name() == ClickHouse && len(q.selects) > 1 && (len(q.order) > 0 || q.limit >= 0 || q.offset > 0) {
		// On ClickHouse, ORDER BY and LIMIT after a UNION ALL belong to its
		// last member: the union is sorted from outside.
		// A union can only be sorted by output columns, which cannot carry a
		// collation: sort it from outside instead.
		p.orderedWrap(q.cols, q.order, q.limit, q.offset, func() { p.queryBody(q) })
		return
	}
	p.queryBody(q)
	p.orderBy(q.order, nil)
	p.d.limit(p, q.limit, q.offset)
}

// queryBody writes the WITH clause and the UNION ALL members of q.
func (p *printer) queryBody(q *boundQuery) {
	if len(q.ctes) > 0 {
		p.w("WITH ")
		for i, c := range q.ctes {
			if i > 0 {
				p.w(", ")
			}
			p.ident(c.printed)
			p.w(" AS (")
			p.query(c.q)
			p.w(")")
		}
		p.w(" ")
	}
	union := len(q.selects) > 1
	saved := p.unionCols
	p.unionCols = nil
	if union && p.d.name() == ClickHouse {
		p.unionCols = q.cols
	}
	defer func() { p.unionCols = saved }()
	for i, s := range q.selects {
		if i > 0 {
			p.w(" UNION ALL ")
		}
		// Nested members, and union members with their own ORDER BY or
		// LIMIT, become subqueries: neither database accepts them inline.
		if s.nested != nil || union && (len(s.order) > 0 || s.limit >= 0 || s.offset > 0) {
			p.wrap("_u", func() {
				if s.nested != nil {
					p.query(s.nested)
				} else {
					p.selectStmt(s)
				}
			})
			continue
		}
		p.selectStmt(s)
	}
}

// wrap writes SELECT * FROM (body) AS "<prefix>N" and returns the alias.
func (p *printer) wrap(prefix string, body func()) string {
	p.unions++
	alias := prefix + strconv.Itoa(p.unions)
	p.w("SELECT * FROM (")
	body()
	p.w(") AS ")
	p.ident(alias)
	return alias
}

// needsOrderWrap reports whether keys sort a string output column by
// position on a database where that would use the default collation.
func (p *printer) needsOrderWrap(keys []orderKey, cols []outCol) bool {
	if p.d.collate() == "" {
		return false
	}
	for _, k := range keys {
		if k.pos > 0 && cols[k.pos-1].t.base == tString {
			return true
		}
	}
	return false
}

// orderedWrap sorts and cuts the rows of body from an enclosing SELECT,
// where every key can name its column and carry the collation.
func (p *printer) orderedWrap(cols []outCol, keys []orderKey, limit, offset int64, body func()) {
	alias := p.wrap("_o", body)
	if len(keys) > 0 {
		p.w(" ORDER BY ")
	}
	for i, k := range keys {
		if i > 0 {
			p.w(", ")
		}
		if k.pos > 0 {
			p.ident(alias)
			p.w(".")
			p.ident(cols[k.pos-1].printed)
			if cols[k.pos-1].t.base == tString {
				p.w(p.d.collate())
			}
		} else {
			p.expr(k.e)
		}
		p.orderSuffix(k)
	}
	p.d.limit(p, limit, offset)
}

func (p *printer) selectStmt(s *boundSelect) {
	if p.err != nil {
		return
	}
	if s.distinct && p.needsOrderWrap(s.order, selectColumns(s)) {
		// With DISTINCT, ORDER BY may only repeat output columns: sort
		// from outside so that the keys can carry the collation.
		p.orderedWrap(selectColumns(s), s.order, s.limit, s.offset, func() { p.selectBody(s) })
		return
	}
	p.selectBody(s)
	p.orderBy(s.order, s.items)
	p.d.limit(p, s.limit, s.offset)
}

func selectColumns(s *boundSelect) []outCol {
	cols := make([]outCol, len(s.items))
	for i, it := range s.items {
		cols[i] = it.col
	}
	return cols
}

// selectBody writes a SELECT up to HAVING.
func (p *printer) selectBody(s *boundSelect) {
	p.w("SELECT ")
	if s.distinct {
		p.w("DISTINCT ")
	}
	union := p.unionCols
	p.unionCols = nil
	if s.from != nil && p.d.name() == ClickHouse {
		for _, j := range s.from.joins {
			if len(j.src.lazy) > 0 {
				p.liftLazy(j.src.alias, j.src.lazy)
			}
		}
	}
	for i, it := range s.items {
		if i > 0 {
			p.w(", ")
		}
		if i < len(union) {
			p.branch(it.e, union[i].t)
		} else {
			p.expr(it.e)
		}
		p.w(" AS ")
		p.ident(it.col.printed)
	}
	if s.from != nil {
		p.w(" FROM ")
		p.sourceWithLazy(s.from.base)
		for _, j := range s.from.joins {
			if j.src.arrayJoin != nil && p.d.name() == ClickHouse {
				// ClickHouse has no lateral FROM items: ARRAY JOIN.
				if j.left {
					p.w(" LEFT")
				}
				p.w(" ARRAY JOIN ")
				p.d.elements(p, j.src.arrayJoin, j.src.alias)
				continue
			}
			switch {
			case j.on == nil:
				p.w(" CROSS JOIN ")
			case j.left:
				p.w(" LEFT JOIN ")
			default:
				p.w(" JOIN ")
			}
			// A joined table with lazy joins is parenthesised with them, so
			// that its ON condition may use them.
			if len(j.src.lazy) > 0 && p.d.name() == ClickHouse {
				p.lazyGroup(j.src)
			} else if len(j.src.lazy) > 0 {
				p.w("(")
				p.sourceWithLazy(j.src)
				p.w(")")
			} else {
				p.source(j.src)
			}
			if j.on != nil {
				p.w(" ON ")
				p.expr(j.on)
			}
		}
	}
	if s.where != nil {
		p.w(" WHERE ")
		p.expr(s.where)
	}
	if len(s.groupBy) > 0 {
		p.w(" GROUP BY ")
		for i, g := range s.groupBy {
			if i > 0 {
				p.w(", ")
			}
			if g.pos > 0 {
				p.w(strconv.Itoa(g.pos))
			} else {
				p.expr(g.e)
			}
		}
	}
	if s.having != nil {
		p.w(" HAVING ")
		p.expr(s.having)
	}
}

func (p *printer) sourceWithLazy(s *source) {
	p.source(s)
	p.lazyJoins(s)
}

// lazyJoins writes the lazy joins of s, and theirs (events.pdi.person).
func (p *printer) lazyJoins(s *source) {
	for _, l := range s.lazy {
		p.w(" LEFT JOIN ")
		p.source(l.src)
		p.w(" ON ")
		p.expr(l.on)
		p.lazyJoins(l.src)
	}
}

func (p *printer) source(s *source) {
	switch {
	case s.table != nil:
		p.d.table(p, s.table)
	case s.sub != nil:
		p.w("(")
		p.query(s.sub)
		p.w(")")
	case s.numbers != nil:
		p.d.numbers(p, s.numbers)
	case s.arrayJoin != nil:
		if p.d.name() == ClickHouse {
			p.w(`(SELECT 1) AS "_one" ARRAY JOIN `)
		}
		p.w(p.d.lateral())
		p.d.elements(p, s.arrayJoin, s.alias)
		return
	default:
		p.ident(s.cte.printed)
	}
	p.w(" AS ")
	p.ident(s.alias)
}

// orderBy writes ORDER BY keys; NULLs go last unless asked otherwise, as in
// ClickHouse (the databases disagree on the default). A key naming a string
// output column is written as that column's expression where the dialect
// needs a collation on it (items is nil for union-level keys, which the
// caller has wrapped when needed).
func (p *printer) orderBy(keys []orderKey, items []selItem) {
	if len(keys) == 0 {
		return
	}
	p.w(" ORDER BY ")
	for i, k := range keys {
		if i > 0 {
			p.w(", ")
		}
		e := k.e
		if k.pos > 0 && items != nil && p.d.collate() != "" && items[k.pos-1].e.typ().base == tString {
			e = items[k.pos-1].e
		}
		if e == nil {
			p.w(strconv.Itoa(k.pos))
		} else {
			p.expr(e)
			if e.typ().base == tString {
				p.w(p.d.collate())
			}
		}
		p.orderSuffix(k)
	}
}

func (p *printer) orderSuffix(k orderKey) {
	if k.desc {
		p.w(" DESC")
	}
	if k.nullsFirst {
		p.w(" NULLS FIRST")
	} else {
		p.w(" NULLS LAST")
	}
}

func (p *printer) exprList(list []expr) {
	for i, e := range list {
		if i > 0 {
			p.w(", ")
		}
		p.expr(e)
	}
}

func (p *printer) expr(e expr) {
	if p.err != nil {
		return
	}
	if p.b.Len() > maxSQLBytes {
		p.err = errTooComplex
		return
	}
	switch e := e.(type) {
	case *colExpr:
		if base, ok := p.lifted[e.src.alias]; ok && !p.inGroup {
			p.ident(base)
			p.w(".")
			p.ident(e.src.alias + "__" + e.name)
			return
		}
		p.ident(e.src.alias)
		p.w(".")
		p.ident(e.name)
	case *litExpr:
		switch v := e.v.(type) {
		case nil:
			p.w("NULL")
		case bool:
			if v {
				p.w("TRUE")
			} else {
				p.w("FALSE")
			}
		default:
			p.d.bind(p, v, e.t.base)
		}
	case *jsonExpr:
		p.d.jsonText(p, e)
	case *unaryExpr:
		p.w("(")
		if e.op == "NOT" {
			p.w("NOT ")
		} else {
			p.w("-")
		}
		p.expr(e.x)
		p.w(")")
	case *binExpr:
		p.binary(e)
	case *convExpr:
		p.d.convert(p, e)
	case *callExpr:
		p.call(e)
	case *caseExpr:
		p.w("CASE")
		if e.operand != nil {
			p.w(" ")
			p.expr(e.operand)
		}
		for _, w := range e.whens {
			p.w(" WHEN ")
			p.expr(w.cond)
			p.w(" THEN ")
			p.branch(w.then, e.t)
		}
		if e.els != nil {
			p.w(" ELSE ")
			p.branch(e.els, e.t)
		}
		p.w(" END")
	case *inExpr:
		p.w("(")
		p.expr(e.x)
		if e.not {
			p.w(" NOT")
		}
		p.w(" IN (")
		if e.sub != nil {
			p.query(e.sub)
		} else {
			p.exprList(e.list)
		}
		p.w("))")
	case *likeExpr:
		p.countPattern(e, nil)
		p.d.like(p, e)
	case *isNullExpr:
		p.w("(")
		p.expr(e.x)
		if e.not {
			p.w(" IS NOT NULL)")
		} else {
			p.w(" IS NULL)")
		}
	case *betweenExpr:
		collate := ""
		if e.x.typ().base == tString {
			collate = p.d.collate()
		}
		// BETWEEN's bounds are restricted expressions: a COLLATE needs parentheses.
		p.w("(")
		p.expr(e.x)
		if e.not {
			p.w(" NOT")
		}
		p.w(" BETWEEN (")
		p.expr(e.lo)
		p.w(collate)
		p.w(") AND (")
		p.expr(e.hi)
		p.w(collate)
		p.w("))")
	case *subqueryExpr:
		p.w("(")
		p.query(e.q)
		p.w(")")
	case *existsExpr:
		p.w("EXISTS (")
		p.query(e.q)
		p.w(")")
	case *dateAddExpr:
		p.d.dateAdd(p, e)
	case *guardExpr:
		p.w("(")
		p.ident(e.src.alias)
		p.w(`."team_id" = `)
		p.d.bind(p, p.teamID, tInt)
		p.w(")")
	case *arrayExpr:
		if t, ok := p.d.(tupleDialect); ok && e.t.base == tTuple {
			t.tupleOf(p, e.elems)
			return
		}
		p.d.arrayOf(p, e.elems)
	case *tupleExpr:
		p.w("(")
		p.exprList(e.elems)
		p.w(")")
	case *lambdaVar:
		p.d.elemValue(p, e.alias, e.t)
	case *lambdaExpr:
		p.expr(e.body)
	case *rawExpr:
		p.w(e.sql)
	case *elemAnchored:
		p.w("CASE WHEN ")
		p.d.elemIndex(p, e.alias)
		p.w(" IS NOT NULL THEN ")
		p.expr(e.body)
		p.w(" END")
	default:
		p.err = fmt.Errorf("engine: cannot print %T", e)
	}
}

func (p *printer) binary(e *binExpr) {
	if p.d.name() == ClickHouse && (e.op == "+" || e.op == "-" || e.op == "*") && e.l.typ().base == tInt && e.r.typ().base == tInt && !e.noOverflow {
		// ClickHouse's Int64 arithmetic wraps on overflow; the other engines
		// fail. Computed in Int128, a result past Int64 fails the cast
		// (unless the builder proved there is no overflow: NoOverflow).
		target := "'Int64'"
		if e.l.typ().nullable || e.r.typ().nullable {
			target = "'Nullable(Int64)'"
		}
		p.w("accurateCast(toInt128(")
		p.expr(e.l)
		p.w(") " + e.op + " ")
		p.expr(e.r)
		p.w(", " + target + ")")
		return
	}
	p.w("(")
	p.expr(e.l)
	switch e.op {
	case "/", "%":
		if nonZeroLiteral(e.r) {
			// A divisor that is a constant other than 0 needs no guard
			// (which ClickHouse would pay for on every row, a Nullable
			// result).
			p.w(" " + e.op + " ")
			break
		}
		// x / 0 and x % 0 are NULL on both databases (PostgreSQL would fail).
		p.w(" ")
		p.w(e.op)
		p.w(" NULLIF(")
		p.expr(e.r)
		p.w(", 0))")
		return
	case "!=":
		p.w(" <> ")
	default:
		p.w(" ")
		p.w(e.op)
		p.w(" ")
	}
	p.expr(e.r)
	switch e.op {
	case "<", "<=", ">", ">=":
		if e.l.typ().base == tString || e.r.typ().base == tString {
			p.w(p.d.collate())
		}
	}
	p.w(")")
}

// nonZeroLiteral reports whether x is a numeric constant other than 0.
func nonZeroLiteral(x expr) bool {
	l, ok := x.(*litExpr)
	if !ok {
		return false
	}
	switch v := l.v.(type) {
	case int64:
		return v != 0
	case uint64:
		return v != 0
	case float64:
		return v != 0
	}
	return false
}

// callPrinter writes one function call.
type callPrinter func(p *printer, e *callExpr)

func (p *printer) call(e *callExpr) {
	p.countPattern(nil, e)
	f := callPrinterOf(e.fn, p.d.name())
	if f == nil {
		p.err = fmt.Errorf("engine: function %s has no %s form", e.fn.name, p.d.name())
		return
	}
	saved := p.filterWritten
	p.filterWritten = false
	f(p, e)
	if !p.filterWritten {
		if e.filter != nil {
			p.w(" FILTER (WHERE ")
			p.expr(e.filter)
			p.w(")")
		}
		p.over(e)
	}
	p.filterWritten = saved
}

// over writes a window call's OVER clause.
func (p *printer) over(e *callExpr) {
	if e.over == nil {
		return
	}
	p.w(" OVER (")
	sep := ""
	if len(e.over.partition) > 0 {
		p.w("PARTITION BY ")
		p.exprList(e.over.partition)
		sep = " "
	}
	if len(e.over.order) > 0 {
		p.w(sep)
		p.w("ORDER BY ")
		for i, k := range e.over.order {
			if i > 0 {
				p.w(", ")
			}
			p.expr(k.e)
			if k.e.typ().base == tString {
				p.w(p.d.collate())
			}
			p.orderSuffix(k)
		}
		sep = " "
	}
	if f := e.over.frame; f != nil {
		// Frame offsets are integers checked by the parser, printed as numbers.
		p.w(sep)
		if f.Range {
			p.w("RANGE ")
		} else {
			p.w("ROWS ")
		}
		if f.End != nil {
			p.w("BETWEEN " + frameBoundText(f.Start) + " AND " + frameBoundText(*f.End))
		} else {
			p.w(frameBoundText(f.Start))
		}
	}
	p.w(")")
}

// fn writes name(args...).
func (p *printer) fn(name string, args ...expr) {
	p.w(name)
	p.w("(")
	p.exprList(args)
	p.w(")")
}

// aggregate writes NAME([DISTINCT] x) or COUNT(*).
func (p *printer) aggregate(name string, e *callExpr, arg func()) {
	p.w(name)
	p.w("(")
	if e.star {
		p.w("*")
	} else {
		if e.distinct {
			p.w("DISTINCT ")
		}
		arg()
	}
	p.w(")")
}

// tmpl writes a template in which each "{}" is replaced by the next part;
// it keeps the long dialect formulas readable.
func (p *printer) tmpl(t string, parts ...func()) {
	for {
		i := strings.Index(t, "{}")
		if i < 0 {
			p.w(t)
			return
		}
		p.w(t[:i])
		if len(parts) == 0 {
			p.err = errors.New("engine: template has more holes than parts")
			return
		}
		parts[0]()
		parts = parts[1:]
		t = t[i+2:]
	}
}

// x returns a part printing e, for tmpl.
func (p *printer) x(e expr) func() { return func() { p.expr(e) } }

// s returns a part writing literal SQL, for tmpl.
func (p *printer) s(sql string) func() { return func() { p.w(sql) } }

// param returns a part binding a constant, for tmpl.
func (p *printer) param(v any, t Kind) func() { return func() { p.d.bind(p, v, t) } }

// jsonPathText renders a path as SQLite's JSON path syntax ($."a"[0]).
// SQLite decodes JSON escapes in a quoted label, so a key is written as a
// JSON string body: a '"' or '\' in it would otherwise end the label early
// or make the path invalid.
func jsonPathText(path []pathKey) string {
	var b strings.Builder
	b.WriteByte('$')
	for _, k := range path {
		if k.isIndex {
			b.WriteString("[" + strconv.FormatInt(k.index, 10) + "]")
			continue
		}
		b.WriteString(`."`)
		for _, r := range k.key {
			switch {
			case r == '"' || r == '\\':
				b.WriteByte('\\')
				b.WriteRune(r)
			case r < 0x20:
				fmt.Fprintf(&b, `\u%04x`, r)
			default:
				b.WriteRune(r)
			}
		}
		b.WriteByte('"')
	}
	return b.String()
}

// likeToGlob translates a LIKE pattern (% _ and backslash escapes) into a
// GLOB pattern with the same meaning, so that SQLite matches case-sensitively.
func likeToGlob(pattern string) string {
	var b strings.Builder
	escaped := false
	for _, r := range pattern {
		if escaped {
			escaped = false
			b.WriteString(globLiteral(r))
			continue
		}
		switch r {
		case '\\':
			escaped = true
		case '%':
			b.WriteByte('*')
		case '_':
			b.WriteByte('?')
		default:
			b.WriteString(globLiteral(r))
		}
	}
	return b.String()
}

func globLiteral(r rune) string {
	switch r {
	case '*', '?', '[':
		return "[" + string(r) + "]"
	}
	return string(r)
}

// dateFormatSpecs are the ClickHouse formatDateTime specifiers, each as a
// SQLite and a PostgreSQL expression of the date {} (the printers join the
// pieces of a format with ||; text between specifiers is a bound string).
var dateFormatSpecs = map[byte][2]string{
	'Y': {"strftime('%Y', {})", "to_char({}, 'YYYY')"},
	'm': {"strftime('%m', {})", "to_char({}, 'MM')"},
	'c': {"strftime('%m', {})", "to_char({}, 'MM')"},
	'd': {"strftime('%d', {})", "to_char({}, 'DD')"},
	'e': {"printf('%2d', CAST(strftime('%d', {}) AS INTEGER))", "lpad(to_char({}, 'FMDD'), 2, ' ')"},
	'H': {"strftime('%H', {})", "to_char({}, 'HH24')"},
	'k': {"printf('%2d', CAST(strftime('%H', {}) AS INTEGER))", "lpad(to_char({}, 'FMHH24'), 2, ' ')"},
	'I': {"strftime('%I', {})", "to_char({}, 'HH12')"},
	'h': {"strftime('%I', {})", "to_char({}, 'HH12')"},
	'l': {"printf('%2d', CAST(strftime('%I', {}) AS INTEGER))", "lpad(to_char({}, 'FMHH12'), 2, ' ')"},
	'i': {"strftime('%M', {})", "to_char({}, 'MI')"},
	'S': {"strftime('%S', {})", "to_char({}, 'SS')"},
	's': {"strftime('%S', {})", "to_char({}, 'SS')"},
	'p': {"strftime('%p', {})", "to_char({}, 'AM')"},
	'F': {"strftime('%Y-%m-%d', {})", "to_char({}, 'YYYY-MM-DD')"},
	'T': {"strftime('%H:%M:%S', {})", "to_char({}, 'HH24:MI:SS')"},
	'R': {"strftime('%H:%M', {})", "to_char({}, 'HH24:MI')"},
	'D': {"strftime('%m/%d/', {}) || substr(strftime('%Y', {}), 3, 2)", "to_char({}, 'MM/DD/YY')"},
	'y': {"substr(strftime('%Y', {}), 3, 2)", "to_char({}, 'YY')"},
	'j': {"strftime('%j', {})", "to_char({}, 'DDD')"},
	'u': {"strftime('%u', {})", "to_char({}, 'ID')"},
	'w': {"strftime('%w', {})", "(EXTRACT(DOW FROM {}))::integer::text"},
	'V': {"strftime('%V', {})", "to_char({}, 'IW')"},
	'Q': {"CAST((CAST(strftime('%m', {}) AS INTEGER) + 2) / 3 AS TEXT)", "to_char({}, 'Q')"},
	'a': {"substr('SunMonTueWedThuFriSat', 1 + 3 * CAST(strftime('%w', {}) AS INTEGER), 3)", "to_char({}, 'Dy')"},
	'b': {"substr('JanFebMarAprMayJunJulAugSepOctNovDec', 3 * CAST(strftime('%m', {}) AS INTEGER) - 2, 3)", "to_char({}, 'Mon')"},
	'W': {"(CASE CAST(strftime('%w', {}) AS INTEGER) WHEN 0 THEN 'Sunday' WHEN 1 THEN 'Monday' WHEN 2 THEN 'Tuesday' WHEN 3 THEN 'Wednesday' WHEN 4 THEN 'Thursday' WHEN 5 THEN 'Friday' ELSE 'Saturday' END)",
		"to_char({}, 'FMDay')"},
	'M': {"(CASE CAST(strftime('%m', {}) AS INTEGER) WHEN 1 THEN 'January' WHEN 2 THEN 'February' WHEN 3 THEN 'March' WHEN 4 THEN 'April' WHEN 5 THEN 'May' WHEN 6 THEN 'June' WHEN 7 THEN 'July' WHEN 8 THEN 'August' WHEN 9 THEN 'September' WHEN 10 THEN 'October' WHEN 11 THEN 'November' ELSE 'December' END)",
		"to_char({}, 'FMMonth')"},
}

// datePiece is a piece of a formatDateTime format: a specifier or text.
type datePiece struct {
	spec byte // 0 for text
	text string
}

// parseDateFormat splits a ClickHouse formatDateTime format into pieces.
func parseDateFormat(f string) ([]datePiece, error) {
	var out []datePiece
	var text strings.Builder
	flush := func() {
		if text.Len() > 0 {
			out = append(out, datePiece{text: text.String()})
			text.Reset()
		}
	}
	for i := 0; i < len(f); i++ {
		c := f[i]
		if c != '%' {
			text.WriteByte(c)
			continue
		}
		if i+1 >= len(f) {
			return nil, errors.New("formatDateTime format ends with '%'")
		}
		i++
		switch f[i] {
		case '%':
			text.WriteByte('%')
			continue
		case 'n':
			text.WriteByte('\n')
			continue
		case 't':
			text.WriteByte('\t')
			continue
		}
		if _, ok := dateFormatSpecs[f[i]]; !ok {
			return nil, fmt.Errorf("unsupported formatDateTime specifier %%%c (supported: %%a %%b %%c %%D %%d %%e %%F %%H %%h %%I %%i %%j %%k %%l %%M %%m %%n %%p %%Q %%R %%S %%s %%T %%t %%u %%V %%W %%w %%Y %%y %%%%)", f[i])
		}
		flush()
		out = append(out, datePiece{spec: f[i]})
	}
	flush()
	return out, nil
}

// formatDate prints formatDateTime(x, format) for the dialect (0: SQLite,
// 1: PostgreSQL) as a concatenation of pieces; NULL x gives NULL.
func formatDate(p *printer, x expr, format string, dialect int) {
	pieces, err := parseDateFormat(format)
	if err != nil {
		p.err = err
		return
	}
	if len(pieces) == 0 {
		p.tmpl("(CASE WHEN {} IS NOT NULL THEN '' END)", p.x(x))
		return
	}
	p.w("(")
	for i, pc := range pieces {
		if i > 0 {
			p.w(" || ")
		}
		if pc.spec == 0 {
			p.tmpl("(CASE WHEN {} IS NOT NULL THEN {} END)", p.x(x), p.param(pc.text, tString))
			continue
		}
		t := dateFormatSpecs[pc.spec][dialect]
		parts := make([]func(), strings.Count(t, "{}"))
		for k := range parts {
			parts[k] = p.x(x)
		}
		p.w("(")
		p.tmpl(t, parts...)
		p.w(")")
	}
	p.w(")")
}

// named prints a call as NAME(args...).
func named(name string) callPrinter {
	return func(p *printer, e *callExpr) { p.fn(name, e.args...) }
}

// aggregate prints NAME([DISTINCT] x) or NAME(*).
func aggregate(name string) callPrinter {
	return func(p *printer, e *callExpr) {
		p.aggregate(name, e, func() { p.expr(e.args[0]) })
	}
}

// tpl prints a call from a template in which {0}, {1} ... stand for the
// call's arguments (each may appear several times).
func tpl(t string) callPrinter {
	return func(p *printer, e *callExpr) { p.tmplArgs(t, e.args) }
}

// tmplArgs writes t with {i} replaced by args[i].
func (p *printer) tmplArgs(t string, args []expr) {
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 || i+2 >= len(t) || t[i+2] != '}' || t[i+1] < '0' || t[i+1] > '9' {
			if i < 0 {
				p.w(t)
				return
			}
			p.w(t[:i+1])
			t = t[i+1:]
			continue
		}
		p.w(t[:i])
		n := int(t[i+1] - '0')
		if n >= len(args) {
			p.err = errors.New("engine: template refers to a missing argument")
			return
		}
		p.expr(args[n])
		t = t[i+3:]
	}
}

// lagLead prints lag/lead(x, offset[, default]).
func lagLead(p *printer, e *callExpr) {
	p.w(e.fn.name + "(")
	p.expr(e.args[0])
	p.w(", " + strconv.FormatInt(e.mode, 10))
	if len(e.args) > 1 {
		p.w(", ")
		p.expr(e.args[1])
	}
	p.w(")")
}

// concatArgs treats NULL as an empty string, as ClickHouse's concat does;
// burrow_cap refuses a result over maxBuiltBytes (nested concats would
// otherwise double a value per level).
func concatArgs(p *printer, e *callExpr) {
	p.w("burrow_cap(")
	for i, a := range e.args {
		if i > 0 {
			p.w(" || ")
		}
		p.tmpl("COALESCE({}, '')", p.x(a))
	}
	p.w(")")
}

// urlHost extracts the host of a URL with plain string functions, the same
// steps on both databases: drop "scheme://", cut at the first / ? or #, drop
// "user@", drop ":port". find is instr (SQLite) or strpos (PostgreSQL).
func urlHost(p *printer, u expr, find string) {
	p.tmpl("(SELECT CASE WHEN "+find+"(h, ':') > 0 THEN substr(h, 1, "+find+"(h, ':') - 1) ELSE h END FROM "+
		"(SELECT CASE WHEN "+find+"(h0, '@') > 0 THEN substr(h0, "+find+"(h0, '@') + 1) ELSE h0 END AS h FROM "+
		"(SELECT substr(r, 1, "+find+"(replace(replace(r, '?', '/'), '#', '/') || '/', '/') - 1) AS h0 FROM "+
		"(SELECT CASE WHEN "+find+"(u, '://') > 0 THEN substr(u, "+find+"(u, '://') + 3) ELSE u END AS r FROM "+
		"(SELECT {} AS u) AS \"_d1\") AS \"_d2\") AS \"_d3\") AS \"_d4\")", p.x(u))
}

// urlPath extracts the path of a URL: after "scheme://host", before ? or #.
func urlPath(p *printer, u expr, find string) {
	p.tmpl("(SELECT CASE WHEN "+find+"(r2, '/') > 0 THEN substr(r2, "+find+"(r2, '/')) ELSE '' END FROM "+
		"(SELECT substr(r, 1, "+find+"(replace(r, '#', '?') || '?', '?') - 1) AS r2 FROM "+
		"(SELECT CASE WHEN "+find+"(u, '://') > 0 THEN substr(u, "+find+"(u, '://') + 3) ELSE u END AS r FROM "+
		"(SELECT {} AS u) AS \"_d1\") AS \"_d2\") AS \"_d3\")", p.x(u))
}

// roundHalfAway rounds half away from zero with the same floating-point
// steps on both databases (their own round functions disagree on ties).
func roundHalfAway(p *printer, e *callExpr) {
	x := p.x(e.args[0])
	n := e.mode
	if n == 0 {
		p.tmpl("(sign({}) * floor(abs({}) + 0.5))", x, x)
		return
	}
	scale := 1.0
	for i := int64(0); i < n || i < -n; i++ {
		scale *= 10
	}
	s := p.param(scale, tFloat)
	if n > 0 {
		p.tmpl("(sign({} * {}) * floor(abs({} * {}) + 0.5) / {})", x, s, x, s, s)
	} else {
		p.tmpl("(sign({} / {}) * floor(abs({} / {}) + 0.5) * {})", x, s, x, s, s)
	}
}
