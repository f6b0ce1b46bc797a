package hogql

import "strconv"

// Printing of array functions, written once over the dialect's array
// primitives (arrayOf, elements, elemValue, elemIndex, groupArray): an
// array function is a scalar subquery over the array's elements.

// newAlias returns a fresh alias for a FROM item inside an expression.
func (p *printer) newAlias() string {
	p.unions++
	return "_e" + strconv.Itoa(p.unions)
}

// rawExpr is SQL text the printer writes as is (column names it chose).
type rawExpr struct {
	sql string
	t   Type
}

func (e *rawExpr) typ() Type { return e.t }

// elemAnchored is a lambda's body inside an aggregate over an array's
// elements: CASE WHEN <element index> IS NOT NULL THEN body END, the same
// value, but reading the element, so that the aggregate is the element
// query's even when body reads only outer columns.
type elemAnchored struct {
	body  expr
	alias string // the elements' FROM alias
}

func (e *elemAnchored) typ() Type { return e.body.typ() }

// elementQuery writes head FROM <elements of arr> [where] tail.
func elementQuery(p *printer, arr expr, head string, where func(v func()), tail string) {
	alias := p.newAlias()
	p.w(head)
	p.w(" FROM ")
	p.d.elements(p, arr, alias)
	where(func() { p.d.elemValue(p, alias, arr.typ().elemType()) })
	p.w(tail)
}

// arrayLambda prints the array functions that take a lambda. With several
// arrays ((x, y) -> ..., a, b), their elements are joined by position, so
// the shortest array sets the length.
func arrayLambda(p *printer, e *callExpr) {
	arr := e.args[0]
	var lam *lambdaExpr
	alias := p.newAlias()
	if len(e.args) > 1 {
		lam = e.args[1].(*lambdaExpr)
		alias = lam.params[0].alias
	}
	elem := expr(&lambdaVar{alias: alias, t: arr.typ().elemType()})
	body := elem
	if lam != nil {
		body = lam.body
	}
	// An aggregate of the body must aggregate the elements, even when the
	// body reads only the outer row's columns (arrayMap(x -> event, …)):
	// SQL would make such an aggregate the outer query's.
	agg := body
	if lam != nil {
		agg = &elemAnchored{body: body, alias: alias}
	}
	from := func() {
		p.w(" FROM ")
		p.d.elements(p, arr, alias)
		if lam == nil {
			return
		}
		for i, v := range lam.params[1:] {
			p.w(" JOIN ")
			p.d.elements(p, e.args[2+i], v.alias)
			p.w(" ON ")
			p.d.elemIndex(p, v.alias)
			p.w(" = ")
			p.d.elemIndex(p, alias)
		}
	}
	switch e.fn.name {
	case "arrayMap":
		p.w("(SELECT ")
		p.d.groupArray(p, agg, func() { p.d.elemIndex(p, alias) }, false)
		from()
		p.w(")")
	case "arrayFilter":
		p.w("(SELECT ")
		p.d.groupArray(p, elem, func() { p.d.elemIndex(p, alias) }, false)
		from()
		p.w(" WHERE ")
		p.expr(body)
		p.w(")")
	case "arrayFirst":
		p.w("(SELECT ")
		p.expr(elem)
		from()
		p.w(" WHERE ")
		p.expr(body)
		p.w(" ORDER BY ")
		p.d.elemIndex(p, alias)
		p.w(" LIMIT 1)")
	case "arrayExists":
		p.w("EXISTS (SELECT 1")
		from()
		p.w(" WHERE ")
		p.expr(body)
		p.w(")")
	case "arrayAll":
		p.w("NOT EXISTS (SELECT 1")
		from()
		p.w(" WHERE NOT COALESCE(")
		p.expr(body)
		p.w(", FALSE))")
	case "arrayCount":
		p.w("(SELECT count(*)")
		from()
		if lam != nil {
			p.w(" WHERE ")
			p.expr(body)
		}
		p.w(")")
	case "arrayReverseFill":
		arrayReverseFill(p, arr, alias, body)
	case "arrayMax", "arrayMin":
		// 0 for an empty array (ClickHouse's, printed by chArrayMax),
		// NULL when every value is.
		fn := "max("
		if e.fn.name == "arrayMin" {
			fn = "min("
		}
		p.w("(SELECT CASE WHEN count(*) = 0 THEN 0 ELSE " + fn)
		p.expr(agg)
		p.w(") END")
		from()
		p.w(")")
	case "arraySum":
		p.w("(SELECT COALESCE(sum(")
		p.expr(agg)
		p.w("), 0)")
		from()
		p.w(")")
	}
}

// arrayIntersect prints hasAny (some element of b is in a) and hasAll
// (every element of b is in a).
func arrayIntersect(p *printer, e *callExpr, all bool) {
	ab, aa := p.newAlias(), p.newAlias()
	et := e.args[0].typ().elemType()
	if et.base == tNothing {
		et = e.args[1].typ().elemType()
	}
	if all {
		p.w("NOT EXISTS (SELECT 1 FROM ")
	} else {
		p.w("EXISTS (SELECT 1 FROM ")
	}
	p.d.elements(p, e.args[1], ab)
	if all {
		p.w(" WHERE NOT EXISTS (SELECT 1 FROM ")
	} else {
		p.w(" WHERE EXISTS (SELECT 1 FROM ")
	}
	p.d.elements(p, e.args[0], aa)
	p.w(" WHERE ")
	p.d.elemValue(p, aa, et)
	p.w(" = ")
	p.d.elemValue(p, ab, et)
	p.w("))")
}

// arrayReorder prints arraySort, arrayReverseSort and arrayReverse.
func arrayReorder(p *printer, e *callExpr, how string) {
	alias := p.newAlias()
	et := e.args[0].typ().elemType()
	v := &lambdaVar{alias: alias, t: et}
	p.w("(SELECT ")
	p.d.groupArray(p, v, func() {
		switch how {
		case "reverse":
			p.d.elemIndex(p, alias)
			p.w(" DESC")
		default:
			p.d.elemValue(p, alias, et)
			if et.base == tString {
				p.w(p.d.collate())
			}
			if how == "rsort" {
				p.w(" DESC")
			}
		}
	}, false)
	p.w(" FROM ")
	p.d.elements(p, e.args[0], alias)
	p.w(")")
}

// printSlice prints x[lo:hi] (sliceDef).
func printSlice(p *printer, e *callExpr) {
	// x[lo:hi]: 1-based, both ends included, negative from the end.
	alias := p.newAlias()
	p.w("(SELECT ")
	p.d.groupArray(p, &lambdaVar{alias: alias, t: e.args[0].typ().elemType()}, func() { p.d.elemIndex(p, alias) }, false)
	p.w(" FROM ")
	p.d.elements(p, e.args[0], alias)
	p.w(" WHERE ")
	// pos writes the 0-based index of bound b; zero selects nothing.
	count := func() {
		p.w("(SELECT count(*) FROM ")
		p.d.elements(p, e.args[0], p.newAlias())
		p.w(")")
	}
	pos := func(b expr, zero func()) {
		p.tmpl("(CASE WHEN {} > 0 THEN {} - 1 WHEN {} < 0 THEN {} + {} ELSE {} END)", p.x(b), p.x(b), p.x(b), count, p.x(b), zero)
	}
	p.d.elemIndex(p, alias)
	p.w(" >= ")
	pos(e.args[1], count)
	p.w(" AND ")
	p.d.elemIndex(p, alias)
	p.w(" <= ")
	pos(e.args[2], p.s("-1"))
	p.w(")")
}

// arrayReverseFill prints arrayReverseFill(x -> cond, arr) on the engines
// without it: each element i takes the element of the first index j >= i
// whose cond holds, or keeps its own when there is none. The flags (index,
// cond) are a subquery over the elements, read twice: once per element and
// once to find the next flagged index.
func arrayReverseFill(p *printer, arr expr, alias string, cond expr) {
	flags := func(as string) {
		p.w("(SELECT ")
		p.d.elemIndex(p, alias)
		p.w(` AS "i", CASE WHEN `)
		p.expr(cond)
		p.w(` THEN 1 ELSE 0 END AS "m" FROM `)
		p.d.elements(p, arr, alias)
		p.w(") AS ")
		p.ident(as)
	}
	f1, f2, v := p.newAlias(), p.newAlias(), p.newAlias()
	col := func(t, c string) { p.ident(t); p.w(`."` + c + `"`) }
	p.w("(SELECT ")
	p.d.groupArray(p, &lambdaVar{alias: v, t: arr.typ().elemType()}, func() { col(f1, "i") }, false)
	p.w(" FROM ")
	flags(f1)
	p.w(" JOIN ")
	p.d.elements(p, arr, v)
	p.w(" ON ")
	p.d.elemIndex(p, v)
	p.w(" = COALESCE(CASE WHEN ")
	col(f1, "m")
	p.w(" = 1 THEN ")
	col(f1, "i")
	p.w(" END, (SELECT min(")
	col(f2, "i")
	p.w(") FROM ")
	flags(f2)
	p.w(" WHERE ")
	col(f2, "m")
	p.w(" = 1 AND ")
	col(f2, "i")
	p.w(" > ")
	col(f1, "i")
	p.w("), ")
	col(f1, "i")
	p.w("))")
}
