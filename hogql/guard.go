package hogql

// The guard stage makes the resolved query safe to run: every read of a
// physical table gets "alias.team_id = <project>" (in WHERE for the first
// table of a FROM, in the ON condition for joined tables, so a LEFT JOIN
// never pulls rows of another project), and LIMITs are defaulted and capped.

// limits is what the guard decided about the top-level LIMIT.
type limits struct {
	limit    int // rows returned to the caller
	offset   int
	explicit bool // the statement has its own LIMIT
}

func guard(q *boundQuery, defaultLimit, maxLimit int) limits {
	guardQuery(q, int64(maxLimit))
	// The top-level LIMIT lives on the only SELECT of a plain statement, on
	// the query for unions and parenthesised statements.
	lim, off := &q.limit, &q.offset
	if len(q.selects) == 1 && q.selects[0].nested == nil && len(q.order) == 0 && q.limit < 0 && q.offset == 0 {
		lim, off = &q.selects[0].limit, &q.selects[0].offset
	}
	l := limits{offset: int(*off)}
	if *lim >= 0 {
		l.limit, l.explicit = int(*lim), true
		return l
	}
	if defaultLimit <= 0 {
		return l // no LIMIT: every row (an export)
	}
	// Fetch one row more than the default, so Run can tell there are more.
	l.limit = defaultLimit
	*lim = int64(defaultLimit) + 1
	return l
}

func guardQuery(q *boundQuery, maxLimit int64) {
	for _, c := range q.ctes {
		guardQuery(c.q, maxLimit)
	}
	for _, s := range q.selects {
		guardSelect(s, maxLimit)
	}
	q.limit = capLimit(q.limit, maxLimit)
}

func capLimit(limit, maxLimit int64) int64 {
	if limit > maxLimit {
		return maxLimit
	}
	return limit
}

func guardSelect(s *boundSelect, maxLimit int64) {
	s.limit = capLimit(s.limit, maxLimit)
	if s.nested != nil {
		guardQuery(s.nested, maxLimit)
		return
	}
	sub := func(e expr) { guardSubqueries(e, maxLimit) }
	if s.from != nil {
		if g := guardSource(s.from.base, maxLimit); g != nil {
			s.where = and(g, s.where)
		}
		for _, j := range s.from.joins {
			sub(j.on)
			if g := guardSource(j.src, maxLimit); g != nil {
				j.on = and(j.on, g)
			}
		}
	}
	for _, it := range s.items {
		sub(it.e)
	}
	sub(s.where)
	for _, g := range s.groupBy {
		sub(g.e)
	}
	sub(s.having)
	for _, o := range s.order {
		sub(o.e)
	}
}

// guardSource guards src's lazy joins and subquery, and returns the guard
// src itself needs (nil for subqueries and CTE references, whose own SELECTs
// are guarded).
func guardSource(src *source, maxLimit int64) expr {
	guardLazy(src)
	switch {
	case src.sub != nil:
		guardQuery(src.sub, maxLimit)
		return nil
	case src.table != nil:
		return &guardExpr{src: src}
	}
	return nil
}

// guardLazy guards the lazy joins of src, and theirs.
func guardLazy(src *source) {
	for _, l := range src.lazy {
		l.on = and(l.on, &guardExpr{src: l.src})
		guardLazy(l.src)
	}
}

// guardSubqueries guards the subqueries inside an expression.
func guardSubqueries(e expr, maxLimit int64) {
	switch e := e.(type) {
	case nil:
		return
	case *subqueryExpr:
		guardQuery(e.q, maxLimit)
	case *existsExpr:
		guardQuery(e.q, maxLimit)
	case *inExpr:
		if e.sub != nil {
			guardQuery(e.sub, maxLimit)
		}
	}
	forEachChild(e, func(c expr) { guardSubqueries(c, maxLimit) })
}

// and joins two conditions; the guard comes first so it reads first.
func and(a, b expr) expr {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	return &binExpr{op: "AND", l: a, r: b, t: typ(tBool)}
}
