package hogql

import (
	"strconv"
	"strings"
)

// The resolver binds names (tables, CTEs, aliases, columns, JSON properties,
// lazy joins) in their scopes, checks functions and types, and produces the
// typed tree the guard and the printers work on.

const (
	// maxExprDepth bounds recursion while resolving (aliases are inlined, so
	// the resolved tree can be deeper than the syntax tree).
	maxExprDepth = 250
	// resolveBudget bounds the number of expression nodes resolved, so that
	// chains of aliases referring to each other cannot blow up.
	resolveBudget = 100_000
	// MaxUnionMembers is SQLite's limit on the terms of a compound SELECT.
	MaxUnionMembers = 500
)

type clause uint8

const (
	clauseSelect clause = iota
	clauseWhere
	clauseGroupBy
	clauseHaving
	clauseOrderBy
	clauseOn
)

var clauseNames = [...]string{"SELECT", "WHERE", "GROUP BY", "HAVING", "ORDER BY", "JOIN ... ON"}

// scope is one level of name visibility. A query scope holds its WITH
// names; a select scope holds its FROM sources and select-list aliases. The
// parent chain leads to enclosing queries (for correlated subqueries).
type scope struct {
	parent *scope
	// query level
	ctes  map[string]*boundCTE
	withs map[string]*withAlias
	// select level
	isSelect   bool
	sources    []*source
	owned      []*source // sources (and lazy joins) of this SELECT
	items      []*SelectItem
	resolving  []string // aliases being resolved: they refer to columns meanwhile
	sawAgg     bool
	inline     map[string]*Aliased // (expr AS name) written inside expressions
	windows    map[string]*Window  // the WINDOW clause
	arrayJoins []*source           // arrayJoin(arr) calls: joined to the FROM clause
	bound      map[string]expr     // names of ARRAY JOIN elements
}

// owns reports whether src is read by this SELECT.
func (sc *scope) owns(src *source) bool {
	for _, s := range sc.owned {
		if s == src {
			return true
		}
	}
	return false
}

// alias returns the index of the select item named name, if it may be
// used now.
func (sc *scope) alias(name string) (int, bool) {
	for _, r := range sc.resolving {
		if r == name {
			return 0, false
		}
	}
	for i, it := range sc.items {
		if it.Alias == name {
			return i, true
		}
	}
	return 0, false
}

type withAlias struct {
	e         Expr
	resolving bool
}

type resolver struct {
	src     string
	tables  int // sources created, for unique aliases
	ctes    int
	queries int
	depth   int
	budget  int
	cur     *scope // the SELECT whose clauses are being resolved
	clause  clause
	inAgg   bool         // inside the arguments of an aggregate
	lambdas []*lambdaVar // parameters of the lambdas being resolved, innermost last
}

func resolveStatement(src string, q *Query) (*boundQuery, error) {
	r := &resolver{src: src, budget: resolveBudget}
	return r.query(q, nil)
}

func (r *resolver) newSource() string {
	r.tables++
	return "_t" + strconv.Itoa(r.tables)
}

func (r *resolver) query(q *Query, parent *scope) (*boundQuery, error) {
	// A subquery starts a fresh context: its aggregates are its own.
	savedCur, savedClause, savedAgg := r.cur, r.clause, r.inAgg
	defer func() { r.cur, r.clause, r.inAgg = savedCur, savedClause, savedAgg }()
	r.inAgg = false

	if len(q.Selects) > MaxUnionMembers {
		// SQLite refuses more; one limit keeps both databases alike.
		return nil, errorf(q.Selects[MaxUnionMembers].At, "too many UNION ALL members: at most %d", MaxUnionMembers)
	}
	q = bindTrailingOrder(q)
	r.queries++
	bq := &boundQuery{id: r.queries, limit: -1}
	qs := &scope{parent: parent}
	for _, c := range q.With {
		if qs.ctes[c.Name] != nil || qs.withs[c.Name] != nil {
			return nil, errorf(c.At, "duplicate WITH name %s", c.Name)
		}
		if c.Query == nil {
			if qs.withs == nil {
				qs.withs = map[string]*withAlias{}
			}
			qs.withs[c.Name] = &withAlias{e: c.Expr}
			continue
		}
		// A CTE sees the CTEs before it, never itself (no recursion).
		sub, err := r.query(c.Query, qs)
		if err != nil {
			return nil, err
		}
		r.ctes++
		cte := &boundCTE{name: c.Name, printed: "_c" + strconv.Itoa(r.ctes), q: sub}
		if qs.ctes == nil {
			qs.ctes = map[string]*boundCTE{}
		}
		qs.ctes[c.Name] = cte
		bq.ctes = append(bq.ctes, cte)
	}
	for _, s := range q.Selects {
		var bs *boundSelect
		if s.Nested != nil {
			nq, err := r.query(s.Nested, qs)
			if err != nil {
				return nil, err
			}
			bs = &boundSelect{nested: nq, limit: -1}
		} else {
			var err error
			if bs, err = r.selectStmt(s, qs); err != nil {
				return nil, err
			}
		}
		bq.selects = append(bq.selects, bs)
	}
	if err := r.unionColumns(q, bq); err != nil {
		return nil, err
	}
	for _, o := range q.OrderBy {
		pos, err := outputPosition(o.Expr, bq.cols)
		if err != nil {
			return nil, err
		}
		bq.order = append(bq.order, orderKey{pos: pos, desc: o.Desc, nullsFirst: o.Nulls == NullsFirst})
	}
	if q.Limit != nil {
		setLimit(&bq.limit, &bq.offset, q.Limit)
	}
	return bq, nil
}

func setLimit(limit, offset *int64, l *Limit) {
	if l.HasCount {
		*limit = l.Count
	}
	if l.HasOffset {
		*offset = l.Offset
	}
}

func memberColumns(bs *boundSelect) []outCol {
	if bs.nested != nil {
		return bs.nested.cols
	}
	cols := make([]outCol, len(bs.items))
	for i, it := range bs.items {
		cols[i] = it.col
	}
	return cols
}

// unionColumns sets the output columns of bq: those of its first member,
// with types merged over all UNION ALL members.
func (r *resolver) unionColumns(q *Query, bq *boundQuery) error {
	first := memberColumns(bq.selects[0])
	if len(bq.selects) == 1 {
		bq.cols = first
		return nil
	}
	cols := make([]outCol, len(first))
	copy(cols, first)
	for m, bs := range bq.selects[1:] {
		mc := memberColumns(bs)
		if len(mc) != len(cols) {
			return errorf(q.Selects[m+1].At, "UNION ALL members must return the same number of columns (%d and %d)", len(cols), len(mc))
		}
		for i := range cols {
			t, ok := mergeTypes(cols[i].t, mc[i].t)
			if !ok {
				return errorf(q.Selects[m+1].At, "UNION ALL column %d has incompatible types %s and %s", i+1, cols[i].t, mc[i].t)
			}
			cols[i].t = t
		}
	}
	// Members whose values need converting (Date in a DateTime column, Bool in
	// a number column) get the conversion in their select list.
	for m, bs := range bq.selects {
		mc := memberColumns(bs)
		for i := range cols {
			if needsConversion(mc[i].t.base, cols[i].t.base) {
				if bs.nested != nil {
					return errorf(q.Selects[m].At, "UNION ALL column %d has incompatible types %s and %s", i+1, mc[i].t, cols[i].t)
				}
				bs.items[i].e = convert(bs.items[i].e, cols[i].t.base)
			}
		}
	}
	bq.cols = cols
	return nil
}

// needsConversion reports whether a value of base from must be converted to
// be used as a value of base to (numbers of either kind mix freely).
func needsConversion(from, to Kind) bool {
	if from == to || from == tNothing {
		return false
	}
	if (from == tInt || from == tUInt || from == tFloat) && (to == tInt || to == tUInt || to == tFloat) {
		return false
	}
	return true
}

// mergeTypes returns the type that holds values of a and b.
func mergeTypes(a, b Type) (Type, bool) {
	n := a.nullable || b.nullable
	switch {
	case a.base == tNothing:
		return b.orNull(), true
	case b.base == tNothing:
		return a.orNull(), true
	case a.base == tArray && b.base == tArray:
		switch {
		case a.elem == b.elem && a.shape == b.shape || b.elem == tNothing:
			return Type{base: tArray, elem: a.elem, shape: a.shape, nullable: n}, true
		case a.elem == tNothing:
			return Type{base: tArray, elem: b.elem, shape: b.shape, nullable: n}, true
		}
		return Type{}, false
	case a.base == tTuple || b.base == tTuple:
		if a.base == b.base && a.shape == b.shape {
			return Type{base: tTuple, shape: a.shape, nullable: n}, true
		}
		return Type{}, false
	case a.base == b.base:
		return Type{base: a.base, nullable: n}, true
	case a.isNumeric() && b.isNumeric():
		if a.base == tFloat || b.base == tFloat {
			return Type{base: tFloat, nullable: n}, true
		}
		return Type{base: tInt, nullable: n}, true
	case a.isTemporal() && b.isTemporal():
		return Type{base: tDateTime, nullable: n}, true
	case a.base == tBool && b.isNumeric():
		return Type{base: b.base, nullable: n}, true
	case b.base == tBool && a.isNumeric():
		return Type{base: a.base, nullable: n}, true
	}
	return Type{}, false
}

// bindTrailingOrder handles an ORDER BY after the last member of a UNION
// ALL that orders by an expression, not by an output column or position:
// ClickHouse applies ORDER BY and LIMIT there to the last member alone, and
// so does Burrow, on a copy of q (keys that name output columns order the
// whole union, as in standard SQL).
func bindTrailingOrder(q *Query) *Query {
	if len(q.Selects) < 2 || len(q.OrderBy) == 0 {
		return q
	}
	byOutput := true
	for _, o := range q.OrderBy {
		switch e := o.Expr.(type) {
		case *Literal:
			byOutput = byOutput && e.Kind == LitInt
		case *Field:
			byOutput = byOutput && len(e.Parts) == 1 && !e.Parts[0].IsIndex
		default:
			byOutput = false
		}
	}
	last := q.Selects[len(q.Selects)-1]
	if byOutput || last.Nested != nil || len(last.OrderBy) > 0 || last.Limit != nil {
		return q
	}
	member := *last
	member.OrderBy, member.Limit = q.OrderBy, q.Limit
	bound := *q
	bound.Selects = append(q.Selects[:len(q.Selects)-1:len(q.Selects)-1], &member)
	bound.OrderBy, bound.Limit = nil, nil
	return &bound
}

// outputPosition resolves a union-level ORDER BY key: a column position or
// an output column name.
func outputPosition(e Expr, cols []outCol) (int, error) {
	switch e := e.(type) {
	case *Literal:
		if e.Kind == LitInt {
			if e.Int < 1 || e.Int > int64(len(cols)) {
				return 0, errorf(e.At, "ORDER BY position %d is out of range (1 to %d)", e.Int, len(cols))
			}
			return int(e.Int), nil
		}
	case *Field:
		if len(e.Parts) == 1 && !e.Parts[0].IsIndex {
			for i, c := range cols {
				if c.name == e.Parts[0].Name {
					return i + 1, nil
				}
			}
			return 0, errorf(e.At, "unknown column %s in ORDER BY of UNION ALL", e.Parts[0].Name)
		}
	}
	return 0, errorf(e.Position(), "ORDER BY of a UNION ALL must name an output column or its position")
}

func (r *resolver) selectStmt(s *Select, qs *scope) (*boundSelect, error) {
	sc := &scope{parent: qs, isSelect: true}
	bs := &boundSelect{distinct: s.Distinct, limit: -1}
	if s.From != nil {
		from, err := r.from(s.From, sc, qs)
		if err != nil {
			return nil, err
		}
		bs.from = from
	}
	sc.items = s.Items
	sc.windows = s.Windows
	sc.inline = inlineAliases(s)
	if len(s.ArrayJoins) > 0 {
		r.cur, r.clause = sc, clauseSelect
		sc.bound = map[string]expr{}
		for _, aj := range s.ArrayJoins {
			v, err := r.expr(&Call{At: aj.At, Name: "arrayJoin", Args: []Expr{aj.X}})
			if err != nil {
				return nil, err
			}
			if aj.Name != "" {
				sc.bound[aj.Name] = v
			}
		}
	}
	for i, it := range s.Items {
		for _, prev := range s.Items[:i] {
			if it.Alias != "" && prev.Alias == it.Alias {
				return nil, errorf(it.At, "duplicate alias %s", it.Alias)
			}
		}
	}
	r.cur = sc

	// Select list.
	r.clause = clauseSelect
	itemOf := make([]int, 0, len(s.Items)) // AST item index of each output column
	for i, it := range s.Items {
		if star, ok := it.Expr.(*Star); ok {
			if it.Alias != "" {
				return nil, errorf(it.At, "* cannot have an alias")
			}
			cols, err := r.expandStar(star, sc)
			if err != nil {
				return nil, err
			}
			for _, c := range cols {
				bs.items = append(bs.items, c)
				itemOf = append(itemOf, i)
			}
			continue
		}
		e, err := r.selectItem(sc, i)
		if err != nil {
			return nil, err
		}
		if e.typ().base == tInterval {
			return nil, errorf(it.At, "an INTERVAL cannot be selected: add it to a date")
		}
		name := it.Alias
		if name == "" {
			name = defaultName(it.Expr, e)
		}
		bs.items = append(bs.items, selItem{e: e, col: outCol{name: name, t: e.typ()}})
		itemOf = append(itemOf, i)
	}
	assignPrinted(bs.items)

	var err error
	if s.Where != nil {
		r.clause = clauseWhere
		if bs.where, err = r.condition(s.Where); err != nil {
			return nil, err
		}
	}
	r.clause = clauseGroupBy
	for _, g := range s.GroupBy {
		key, err := r.orderTarget(g, sc, bs, itemOf)
		if err != nil {
			return nil, err
		}
		if key.pos > 0 && containsAggregate(bs.items[key.pos-1].e) {
			return nil, errorf(g.Position(), "GROUP BY cannot refer to an aggregate")
		}
		bs.groupBy = append(bs.groupBy, key)
	}
	if s.Having != nil {
		r.clause = clauseHaving
		if bs.having, err = r.condition(s.Having); err != nil {
			return nil, err
		}
	}
	r.clause = clauseOrderBy
	for _, o := range s.OrderBy {
		key, err := r.orderTarget(o.Expr, sc, bs, itemOf)
		if err != nil {
			return nil, err
		}
		key.desc, key.nullsFirst = o.Desc, o.Nulls == NullsFirst
		bs.order = append(bs.order, key)
	}
	if s.Limit != nil {
		setLimit(&bs.limit, &bs.offset, s.Limit)
	}
	for _, aj := range sc.arrayJoins {
		if bs.from == nil {
			bs.from = &fromClause{base: aj}
			continue
		}
		bs.from.joins = append(bs.from.joins, &joinClause{src: aj})
	}
	if len(bs.groupBy) > 0 || sc.sawAgg {
		if err := checkGrouped(s, bs, sc, itemOf); err != nil {
			return nil, err
		}
	}
	if bs.distinct {
		for i, o := range bs.order {
			if o.pos > 0 {
				continue
			}
			k := exprKey(o.e)
			for j, it := range bs.items {
				if exprKey(it.e) == k {
					bs.order[i] = orderKey{pos: j + 1, desc: o.desc, nullsFirst: o.nullsFirst}
					break
				}
			}
			if bs.order[i].pos == 0 {
				return nil, errorf(s.OrderBy[i].At, "with SELECT DISTINCT, ORDER BY expressions must appear in the select list")
			}
		}
	}
	return bs, nil
}

// orderTarget resolves a GROUP BY or ORDER BY key: a position, an alias of
// the select list (both become output positions) or an expression.
func (r *resolver) orderTarget(e Expr, sc *scope, bs *boundSelect, itemOf []int) (orderKey, error) {
	if lit, ok := e.(*Literal); ok && lit.Kind == LitInt {
		if lit.Int < 1 || lit.Int > int64(len(bs.items)) {
			return orderKey{}, errorf(lit.At, "%s position %d is out of range (1 to %d)", clauseNames[r.clause], lit.Int, len(bs.items))
		}
		return orderKey{pos: int(lit.Int)}, nil
	}
	if f, ok := e.(*Field); ok && len(f.Parts) == 1 {
		if i, ok := sc.alias(f.Parts[0].Name); ok {
			for pos, ai := range itemOf {
				if ai == i {
					return orderKey{pos: pos + 1}, nil
				}
			}
		}
	}
	x, err := r.expr(e)
	if err != nil {
		return orderKey{}, err
	}
	if x.typ().base == tInterval {
		return orderKey{}, errorf(e.Position(), "cannot sort or group by an INTERVAL")
	}
	if x.typ().base == tJSON && r.clause == clauseOrderBy {
		// SQLite orders JSON text, PostgreSQL JSONB values: they disagree.
		return orderKey{}, errorf(e.Position(), "cannot sort by a JSON object: sort by one of its properties")
	}
	return orderKey{e: x}, nil
}

// checkGrouped enforces the aggregation rule both databases would apply
// differently: outside aggregates, a grouped SELECT may only use GROUP BY
// expressions (or columns of enclosing queries).
func checkGrouped(s *Select, bs *boundSelect, sc *scope, itemOf []int) error {
	keys := map[string]bool{}
	for _, g := range bs.groupBy {
		if g.pos > 0 {
			keys[exprKey(bs.items[g.pos-1].e)] = true
		} else {
			keys[exprKey(g.e)] = true
		}
	}
	check := func(e expr, at Pos) error {
		if bad := ungrouped(e, keys, sc); bad != nil {
			return errorf(at, "column %s must appear in GROUP BY or be used in an aggregate function", bad.label)
		}
		return nil
	}
	for i, it := range bs.items {
		if err := check(it.e, s.Items[itemOf[i]].At); err != nil {
			return err
		}
	}
	if bs.having != nil {
		if err := check(bs.having, s.Having.Position()); err != nil {
			return err
		}
	}
	for i, o := range bs.order {
		if o.e != nil {
			if err := check(o.e, s.OrderBy[i].At); err != nil {
				return err
			}
		}
	}
	return nil
}

// ungrouped returns a column of sc used in e outside aggregates and GROUP BY
// keys, or nil.
func ungrouped(e expr, keys map[string]bool, sc *scope) *colExpr {
	if e == nil || !usesColumnsOf(e, sc) || keys[exprKey(e)] {
		return nil
	}
	var bad *colExpr
	switch e := e.(type) {
	case *colExpr:
		if sc.owns(e.src) {
			return e
		}
		return nil
	case *callExpr:
		if e.fn.kind == fnAggregate && e.over == nil {
			return nil
		}
	case *subqueryExpr, *existsExpr:
		return nil
	}
	forEachChild(e, func(c expr) {
		if bad == nil {
			bad = ungrouped(c, keys, sc)
		}
	})
	return bad
}

// forEachChild calls fn for each direct sub-expression of e (not descending
// into subqueries).
func forEachChild(e expr, fn func(expr)) {
	switch e := e.(type) {
	case *jsonExpr:
		fn(e.base)
	case *unaryExpr:
		fn(e.x)
	case *binExpr:
		fn(e.l)
		fn(e.r)
	case *convExpr:
		fn(e.x)
	case *callExpr:
		for _, a := range e.args {
			fn(a)
		}
		if e.filter != nil {
			fn(e.filter)
		}
		if e.over != nil {
			for _, p := range e.over.partition {
				fn(p)
			}
			for _, o := range e.over.order {
				fn(o.e)
			}
		}
	case *caseExpr:
		if e.operand != nil {
			fn(e.operand)
		}
		for _, w := range e.whens {
			fn(w.cond)
			fn(w.then)
		}
		if e.els != nil {
			fn(e.els)
		}
	case *inExpr:
		fn(e.x)
		for _, x := range e.list {
			fn(x)
		}
	case *likeExpr:
		fn(e.x)
	case *isNullExpr:
		fn(e.x)
	case *betweenExpr:
		fn(e.x)
		fn(e.lo)
		fn(e.hi)
	case *dateAddExpr:
		fn(e.x)
		fn(e.n)
	case *intervalExpr:
		fn(e.n)
	case *arrayExpr:
		for _, x := range e.elems {
			fn(x)
		}
	case *tupleExpr:
		for _, x := range e.elems {
			fn(x)
		}
	case *lambdaExpr:
		fn(e.body)
	}
}

// usesColumnsOf reports whether e reads a column of sc outside aggregates.
func usesColumnsOf(e expr, sc *scope) bool {
	switch e := e.(type) {
	case *colExpr:
		return sc.owns(e.src)
	case *callExpr:
		if e.fn.kind == fnAggregate && e.over == nil {
			return false
		}
	case *subqueryExpr, *existsExpr:
		return false
	}
	found := false
	forEachChild(e, func(c expr) {
		if !found {
			found = usesColumnsOf(c, sc)
		}
	})
	return found
}

func containsAggregate(e expr) bool {
	if c, ok := e.(*callExpr); ok && c.fn.kind == fnAggregate && c.over == nil {
		return true
	}
	found := false
	forEachChild(e, func(c expr) {
		if !found {
			found = containsAggregate(c)
		}
	})
	return found
}

// selectItem resolves item i of the current select list; while it does, the
// item's own alias refers to a column, so "SELECT event AS event" works.
func (r *resolver) selectItem(sc *scope, i int) (expr, error) {
	it := sc.items[i]
	if it.Alias != "" {
		sc.resolving = append(sc.resolving, it.Alias)
		defer func() { sc.resolving = sc.resolving[:len(sc.resolving)-1] }()
	}
	return r.expr(it.Expr)
}

// defaultName names an unaliased output column: a plain column keeps its
// name, anything else is named by its canonical text.
func defaultName(e Expr, x expr) string {
	if f, ok := e.(*Field); ok {
		if _, isCol := x.(*colExpr); isCol {
			last := f.Parts[len(f.Parts)-1]
			if !last.IsIndex {
				return last.Name
			}
		}
	}
	return FormatExpr(e)
}

// assignPrinted chooses the column names used in the printed SQL: the
// output name when it is short and unique (case-insensitively, as SQLite
// compares names), otherwise a generated one.
func assignPrinted(items []selItem) {
	seen := make(map[string]bool, len(items))
	for i := range items {
		n := items[i].col.name
		if len(n) > 60 || n == "" || seen[strings.ToLower(n)] {
			n = "_c" + strconv.Itoa(i+1)
			for seen[strings.ToLower(n)] {
				n += "_"
			}
		}
		seen[strings.ToLower(n)] = true
		items[i].col.printed = n
	}
}

func (r *resolver) expandStar(star *Star, sc *scope) ([]selItem, error) {
	if len(sc.sources) == 0 {
		return nil, errorf(star.At, "SELECT * needs a FROM clause")
	}
	var items []selItem
	for _, src := range sc.sources {
		if star.Table != "" && src.name != star.Table {
			continue
		}
		// Each expanded column costs as much as an expression: joins of
		// joins would otherwise double the column count at every level.
		cols := src.columns()
		if r.budget -= len(cols); r.budget < 0 {
			return nil, errorf(star.At, "query is too complex")
		}
		for i, c := range cols {
			if src.table != nil && (src.table.columns[i].hidden || src.table.columns[i].expr != "") {
				if src.table.columns[i].hidden {
					continue
				}
				e, err := r.sourceField(src, []FieldPart{{At: star.At, Name: c.name}})
				if err != nil {
					return nil, err
				}
				items = append(items, selItem{e: e, col: outCol{name: c.name, t: e.typ()}})
				continue
			}
			items = append(items, selItem{
				e:   &colExpr{src: src, name: c.printed, label: c.name, t: c.t},
				col: outCol{name: c.name, t: c.t},
			})
		}
		if star.Table != "" {
			return items, nil
		}
	}
	if star.Table != "" {
		return nil, errorf(star.At, "unknown table %s in %s.*", star.Table, star.Table)
	}
	return items, nil
}

func (r *resolver) from(t TableExpr, sc, qs *scope) (*fromClause, error) {
	j, ok := t.(*Join)
	if !ok {
		src, err := r.tableSource(t, qs)
		if err != nil {
			return nil, err
		}
		if err := sc.addSource(src, t.Position()); err != nil {
			return nil, err
		}
		return &fromClause{base: src}, nil
	}
	fc, err := r.from(j.Left, sc, qs)
	if err != nil {
		return nil, err
	}
	src, err := r.tableSource(j.Right, qs)
	if err != nil {
		return nil, err
	}
	src.nullable = j.Kind == LeftJoin
	if err := sc.addSource(src, j.Right.Position()); err != nil {
		return nil, err
	}
	if j.Kind == CrossJoin {
		fc.joins = append(fc.joins, &joinClause{src: src})
		return fc, nil
	}
	savedCur, savedClause := r.cur, r.clause
	r.cur, r.clause = sc, clauseOn
	on, err := r.condition(j.On)
	r.cur, r.clause = savedCur, savedClause
	if err != nil {
		return nil, err
	}
	fc.joins = append(fc.joins, &joinClause{left: j.Kind == LeftJoin, src: src, on: on})
	return fc, nil
}

func (sc *scope) addSource(src *source, at Pos) error {
	if src.name != "" {
		for _, s := range sc.sources {
			if s.name == src.name {
				return errorf(at, "table name %s is used twice in FROM: give one of them an alias", src.name)
			}
		}
	}
	sc.sources = append(sc.sources, src)
	sc.owned = append(sc.owned, src)
	return nil
}

func (r *resolver) tableSource(t TableExpr, qs *scope) (*source, error) {
	switch t := t.(type) {
	case *TableRef:
		name := t.Alias
		if name == "" {
			name = t.Name
		}
		for s := qs; s != nil; s = s.parent {
			if cte := s.ctes[t.Name]; cte != nil {
				return &source{alias: r.newSource(), name: name, cte: cte}, nil
			}
		}
		if def := virtualTables[t.Name]; def != nil {
			return &source{alias: r.newSource(), name: name, table: def}, nil
		}
		if hint := didYouMean(t.Name, tableCandidates(qs)); hint != "" {
			return nil, errorf(t.At, "unknown table %s%s", t.Name, hint)
		}
		return nil, errorf(t.At, "unknown table %s (tables: events, persons, person_distinct_ids, sessions, session_replay_events, plugin_log_entries)", t.Name)
	case *SubqueryTable:
		sub, err := r.query(t.Query, qs)
		if err != nil {
			return nil, err
		}
		return &source{alias: r.newSource(), name: t.Alias, sub: sub}, nil
	case *TableFunc:
		return r.tableFunc(t)
	}
	return nil, errorf(t.Position(), "unsupported FROM element")
}

// maxNumbers bounds the rows of numbers(): a statement cannot make the
// database generate more.
const maxNumbers = 1_000_000

// tableFunc resolves a table function: numbers(n) or numbers(a, b) (the
// integers a <= number < b), with constant bounds.
func (r *resolver) tableFunc(t *TableFunc) (*source, error) {
	if !strings.EqualFold(t.Name, "numbers") {
		return nil, errorf(t.At, "unknown table function %s (table functions: numbers)", t.Name)
	}
	if len(t.Args) < 1 || len(t.Args) > 2 {
		return nil, errorf(t.At, "numbers expects 1 or 2 arguments, got %d", len(t.Args))
	}
	var bounds []int64
	for _, a := range t.Args {
		v, err := r.constInt(a)
		if err != nil {
			return nil, err
		}
		bounds = append(bounds, v)
	}
	rng := &numbersRange{to: bounds[0]}
	if len(bounds) == 2 {
		rng.from, rng.to = bounds[0], bounds[1]
	}
	if rng.to < rng.from {
		rng.to = rng.from
	}
	if rng.to-rng.from > maxNumbers || rng.to-rng.from < 0 {
		return nil, errorf(t.At, "numbers can generate at most %d rows", maxNumbers)
	}
	name := t.Alias
	if name == "" {
		name = "numbers"
	}
	return &source{alias: r.newSource(), name: name, numbers: rng}, nil
}

// constInt resolves an argument that must be an integer constant: a
// literal, or an expression of constants folded at compile time
// (dateDiff('day', toDate('2026-01-01'), toDate('2026-02-01')) + 1). It is
// resolved in a scope of its own, without the FROM clause's columns.
func (r *resolver) constInt(a Expr) (int64, error) {
	if lit, ok := a.(*Literal); ok && lit.Kind == LitInt {
		return lit.Int, nil
	}
	bad := errorf(a.Position(), "the arguments of numbers must be integer constants")
	saved := r.cur
	r.cur = &scope{isSelect: true}
	x, err := r.expr(a)
	r.cur = saved
	if err != nil {
		return 0, bad
	}
	v, ok := foldInt(x)
	if !ok {
		return 0, bad
	}
	return v, nil
}

func (s *source) hasColumn(name string) bool {
	if s.table != nil {
		return s.table.column(name) != nil || s.table.lazyJoin(name) != nil
	}
	for _, c := range s.columns() {
		if c.name == name {
			return true
		}
	}
	return false
}

func (r *resolver) field(f *Field) (expr, error) {
	name := f.Parts[0].Name
	for i := len(r.lambdas) - 1; i >= 0; i-- {
		if v := r.lambdas[i]; v.name == name {
			if len(f.Parts) > 1 {
				return r.elementAccess(v, f.Parts[1:])
			}
			return v, nil
		}
	}
	for sc := r.cur; sc != nil; sc = sc.parent {
		if !sc.isSelect {
			if w := sc.withs[name]; w != nil && !w.resolving {
				w.resolving = true
				e, err := r.expr(w.e)
				w.resolving = false
				if err != nil {
					return nil, err
				}
				return r.jsonPath(e, f.Parts[1:])
			}
			continue
		}
		if sc == r.cur && len(f.Parts) == 1 && r.clause != clauseOn {
			if i, ok := sc.alias(name); ok {
				return r.selectItem(sc, i)
			}
		}
		if a := sc.inline[name]; a != nil && len(f.Parts) == 1 && sc.isSelect {
			return r.expr(a.X)
		}
		if v := sc.bound[name]; v != nil {
			if len(f.Parts) > 1 {
				return r.jsonPath(v, f.Parts[1:])
			}
			return v, nil
		}
		if len(f.Parts) > 1 {
			for _, src := range sc.sources {
				if src.name == name {
					return r.sourceField(src, f.Parts[1:])
				}
			}
		}
		var found *source
		for _, src := range sc.sources {
			if src.hasColumn(name) {
				if found != nil {
					return nil, errorf(f.At, "column %s is ambiguous: qualify it with a table name or alias", name)
				}
				found = src
			}
		}
		if found != nil {
			return r.sourceField(found, f.Parts)
		}
	}
	if sc := r.cur; len(f.Parts) > 1 && sc != nil && sc.isSelect && r.clause != clauseOn {
		// g[1].2, t.1: a part of an alias of the select list, when no
		// table or column has the name.
		if i, ok := sc.alias(name); ok {
			e, err := r.selectItem(sc, i)
			if err != nil {
				return nil, err
			}
			return r.jsonPath(e, f.Parts[1:])
		}
		if a := sc.inline[name]; a != nil {
			e, err := r.expr(a.X)
			if err != nil {
				return nil, err
			}
			return r.jsonPath(e, f.Parts[1:])
		}
	}
	if len(f.Parts) > 1 {
		return nil, errorf(f.At, "unknown table or column %s%s", name, didYouMean(name, r.columnCandidates()))
	}
	return nil, errorf(f.At, "unknown column %s%s", name, didYouMean(name, r.columnCandidates()))
}

func (r *resolver) sourceField(src *source, parts []FieldPart) (expr, error) {
	p := parts[0]
	if p.IsIndex {
		return nil, errorf(p.At, "a table cannot be subscripted")
	}
	if src.table != nil {
		if col := src.table.column(p.Name); col != nil {
			if col.expr != "" {
				e, err := r.columnExpr(src, col, p.At)
				if err != nil {
					return nil, err
				}
				return r.jsonPath(e, parts[1:])
			}
			e := &colExpr{src: src, name: col.physical, label: p.Name, t: col.t.withNull(src.nullable)}
			return r.jsonPath(e, parts[1:])
		}
		if lj := src.table.lazyJoin(p.Name); lj != nil {
			if len(parts) == 1 {
				return nil, errorf(p.At, "%s is a joined table: select one of its columns, e.g. %s.properties", p.Name, p.Name)
			}
			return r.sourceField(r.lazySource(src, lj), parts[1:])
		}
		return nil, errorf(p.At, "unknown column %s in table %s%s", p.Name, src.table.name, didYouMean(p.Name, src.columnNames()))
	}
	for _, c := range src.columns() {
		if c.name == p.Name {
			return r.jsonPath(&colExpr{src: src, name: c.printed, label: p.Name, t: c.t}, parts[1:])
		}
	}
	return nil, errorf(p.At, "unknown column %s in %s%s", p.Name, src.displayName(), didYouMean(p.Name, src.columnNames()))
}

// columnExpr resolves the definition of an expression column of src, in a
// scope that sees only src (its lazy joins still belong to src's SELECT).
func (r *resolver) columnExpr(src *source, col *column, at Pos) (expr, error) {
	def, err := col.definition()
	if err != nil {
		return nil, errorf(at, "column %s: %v", col.name, err)
	}
	saved, savedClause := r.cur, r.clause
	r.cur = &scope{parent: saved, isSelect: true, sources: []*source{src}}
	r.clause = clauseWhere
	e, err := r.expr(def)
	r.cur, r.clause = saved, savedClause
	if err != nil {
		return nil, err
	}
	return e, nil
}

func (s *source) displayName() string {
	if s.name != "" {
		return s.name
	}
	return "subquery"
}

// lazySource returns the table joined to src through lj, joining it on first use.
func (r *resolver) lazySource(src *source, lj *lazyJoinDef) *source {
	for _, l := range src.lazy {
		if l.def == lj {
			return l.src
		}
	}
	joined := &source{alias: r.newSource(), name: lj.name, table: lj.table, nullable: true}
	on := &binExpr{op: "=",
		l: &colExpr{src: joined, name: lj.toCol, label: lj.name + "." + lj.toCol, t: lj.t},
		r: &colExpr{src: src, name: lj.fromCol, label: lj.fromCol, t: lj.t},
		t: nullableType(tBool)}
	src.lazy = append(src.lazy, &lazySource{def: lj, src: joined, on: on})
	// The lazy join belongs to the SELECT that owns its parent.
	for sc := r.cur; sc != nil; sc = sc.parent {
		if sc.owns(src) {
			sc.owned = append(sc.owned, joined)
			break
		}
	}
	return joined
}

// jsonPath applies the rest of a name chain to a JSON value.
func (r *resolver) jsonPath(e expr, parts []FieldPart) (expr, error) {
	if len(parts) == 0 {
		return e, nil
	}
	if e.typ().base == tTuple || e.typ().base == tArray {
		// t.1 on a tuple, a[1] on an array, then the rest of the chain.
		p := parts[0]
		n, err := strconv.ParseInt(p.Name, 10, 64)
		if lit, ok := p.Index.(*Literal); ok && p.IsIndex && lit.Kind == LitInt {
			n, err = lit.Int, nil
		}
		if err == nil && !p.Quoted {
			var x expr
			if e.typ().base == tTuple {
				x, err = tupleElement(e, n, p.At)
			} else {
				idx := &litExpr{v: n, t: typ(tInt)}
				x, err = &callExpr{fn: mustFunc("arrayElement"), args: []expr{e, idx}, t: e.typ().elemType().orNull()}, nil
			}
			if err != nil {
				return nil, err
			}
			return r.jsonPath(x, parts[1:])
		}
	}
	if e.typ().base != tJSON {
		return nil, errorf(parts[0].At, "cannot read a property of a %s value", e.typ())
	}
	path := make([]pathKey, 0, len(parts))
	for _, p := range parts {
		var k pathKey
		if p.IsIndex {
			lit, ok := p.Index.(*Literal)
			switch {
			case ok && lit.Kind == LitString:
				k.key = lit.Str
			case ok && lit.Kind == LitInt:
				if lit.Int < 1 {
					return nil, errorf(p.At, "array subscripts start at 1")
				}
				k.index, k.isIndex = lit.Int-1, true
			default:
				return nil, errorf(p.At, "a subscript must be a constant string or integer")
			}
		} else if n, err := strconv.ParseInt(p.Name, 10, 64); err == nil && !p.Quoted && n >= 1 {
			// A numeric step (properties.items.1.sku) is a 1-based index.
			k.index, k.isIndex = n-1, true
		} else {
			k.key = p.Name
		}
		path = append(path, k)
	}
	return &jsonExpr{base: e, path: path}, nil
}

// condition resolves a WHERE/HAVING/ON condition.
func (r *resolver) condition(e Expr) (expr, error) {
	x, err := r.expr(e)
	if err != nil {
		return nil, err
	}
	return toBool(x, e.Position())
}

// toBool makes x usable as a condition: numbers compare with zero.
func toBool(x expr, at Pos) (expr, error) {
	t := x.typ()
	switch {
	case t.base == tBool || t.base == tNothing:
		return x, nil
	case t.isNumeric():
		return &binExpr{op: "!=", l: x, r: &litExpr{v: int64(0), t: typ(tInt)}, t: typ(tBool).withNull(t.nullable)}, nil
	}
	return nil, errorf(at, "expected a condition (Bool), got %s", t)
}

func (r *resolver) expr(e Expr) (expr, error) {
	r.budget--
	if r.budget < 0 {
		return nil, errorf(e.Position(), "query is too complex")
	}
	r.depth++
	defer func() { r.depth-- }()
	if r.depth > maxExprDepth {
		return nil, errorf(e.Position(), "query is nested too deeply")
	}
	switch e := e.(type) {
	case *Literal:
		return literal(e), nil
	case *Field:
		return r.field(e)
	case *Star:
		return nil, errorf(e.At, "* can only be used in the select list or in count(*)")
	case *Call:
		return r.call(e)
	case *Unary:
		return r.unary(e)
	case *Binary:
		return r.binary(e)
	case *Between:
		return r.between(e)
	case *In:
		return r.in(e)
	case *Like:
		x, err := r.expr(e.X)
		if err != nil {
			return nil, err
		}
		if b := x.typ().base; b != tString && b != tNothing {
			return nil, errorf(e.At, "LIKE needs a String, got %s", x.typ())
		}
		pat, err := r.expr(e.Pattern)
		if err != nil {
			return nil, err
		}
		lit, ok := pat.(*litExpr)
		s, isStr := lit.stringValue()
		if !ok || !isStr {
			return nil, errorf(e.Pattern.Position(), "the LIKE pattern must be a constant string")
		}
		if len(s) > maxPatternBytes {
			return nil, errorf(e.Pattern.Position(), "the LIKE pattern is longer than %d bytes", maxPatternBytes)
		}
		if trailingEscape(s) {
			return nil, errorf(e.Pattern.Position(), `the LIKE pattern ends with an unfinished escape '\'`)
		}
		return &likeExpr{x: x, pattern: s, not: e.Not, ilike: e.ILike}, nil
	case *IsNull:
		x, err := r.expr(e.X)
		if err != nil {
			return nil, err
		}
		return &isNullExpr{x: x, not: e.Not}, nil
	case *Case:
		return r.caseExpr(e)
	case *Cast:
		x, err := r.expr(e.X)
		if err != nil {
			return nil, err
		}
		to, ok := castTarget(e.TypeName)
		if !ok {
			return nil, errorf(e.TypeAt, "unsupported type %s (use String, Int64, Float64, Bool, Date or DateTime)", e.TypeName)
		}
		return convertTo(x, to, e.X.Position())
	case *Interval:
		n, err := r.expr(e.Value)
		if err != nil {
			return nil, err
		}
		if !n.typ().isInteger() {
			return nil, errorf(e.Value.Position(), "an INTERVAL needs an integer, got %s", n.typ())
		}
		return &intervalExpr{n: n, unit: e.Unit}, nil
	case *Subquery:
		q, err := r.query(e.Query, r.cur)
		if err != nil {
			return nil, err
		}
		if len(q.cols) != 1 {
			return nil, errorf(e.At, "a scalar subquery must return one column, not %d", len(q.cols))
		}
		return &subqueryExpr{q: q, t: q.cols[0].t.orNull()}, nil
	case *Exists:
		q, err := r.query(e.Query, r.cur)
		if err != nil {
			return nil, err
		}
		return &existsExpr{q: q}, nil
	case *ArrayLit:
		return r.arrayLit(e)
	case *Tuple:
		return r.tupleValue(e.Elems, e.At)
	case *Subscript:
		return r.subscript(e)
	case *Lambda:
		return nil, errorf(e.At, "a lambda (x -> ...) can only be an argument of an array function such as arrayMap")
	case *Aliased:
		return r.aliased(e)
	}
	return nil, errorf(e.Position(), "unsupported expression")
}

func literal(l *Literal) *litExpr {
	switch l.Kind {
	case LitBool:
		return &litExpr{v: l.Bool, t: typ(tBool)}
	case LitInt:
		return &litExpr{v: l.Int, t: typ(tInt)}
	case LitFloat:
		return &litExpr{v: l.Float, t: typ(tFloat)}
	case LitString:
		return &litExpr{v: l.Str, t: typ(tString)}
	}
	return &litExpr{v: nil, t: nullableType(tNothing)}
}

func (l *litExpr) stringValue() (string, bool) {
	if l == nil || l.t.base != tString {
		return "", false
	}
	s, ok := l.v.(string)
	return s, ok
}

func isStringLiteral(e expr) bool {
	l, ok := e.(*litExpr)
	return ok && l.t.base == tString
}

func (r *resolver) unary(e *Unary) (expr, error) {
	x, err := r.expr(e.X)
	if err != nil {
		return nil, err
	}
	if e.Op == "NOT" {
		b, err := toBool(x, e.X.Position())
		if err != nil {
			return nil, err
		}
		return &unaryExpr{op: "NOT", x: b, t: b.typ()}, nil
	}
	if iv, ok := x.(*intervalExpr); ok {
		return &intervalExpr{n: negate(iv.n), unit: iv.unit}, nil
	}
	x, err = numericOperand(x, e.X.Position())
	if err != nil {
		return nil, err
	}
	return negate(x), nil
}

func negate(x expr) expr {
	if l, ok := x.(*litExpr); ok {
		switch v := l.v.(type) {
		case int64:
			if v != -v || v == 0 {
				return &litExpr{v: -v, t: l.t}
			}
		case float64:
			return &litExpr{v: -v, t: l.t}
		}
	}
	if x.typ().base == tNothing {
		return x
	}
	return &unaryExpr{op: "-", x: x, t: x.typ()}
}

// numericOperand makes x usable in arithmetic: Bool counts as 0/1, string
// constants are parsed, other strings are read as numbers (NULL when they
// are not).
func numericOperand(x expr, at Pos) (expr, error) {
	t := x.typ()
	switch {
	case t.isNumeric() || t.base == tNothing:
		return x, nil
	case t.base == tBool:
		return convert(x, tInt), nil
	case isStringLiteral(x):
		return constConvert(x.(*litExpr), tFloat, at)
	case t.base == tString:
		return convert(x, tFloat), nil
	}
	return nil, errorf(at, "expected a number, got %s", t)
}

func (r *resolver) binary(e *Binary) (expr, error) {
	l, err := r.expr(e.L)
	if err != nil {
		return nil, err
	}
	rt, err := r.expr(e.R)
	if err != nil {
		return nil, err
	}
	switch e.Op {
	case "AND", "OR":
		if l, err = toBool(l, e.L.Position()); err != nil {
			return nil, err
		}
		if rt, err = toBool(rt, e.R.Position()); err != nil {
			return nil, err
		}
		return &binExpr{op: e.Op, l: l, r: rt, t: typ(tBool).withNull(l.typ().nullable || rt.typ().nullable)}, nil
	case "=", "!=", "<", "<=", ">", ">=":
		l, rt, err := coerceCompare(l, rt, e.At)
		if err != nil {
			return nil, err
		}
		return &binExpr{op: e.Op, l: l, r: rt, t: typ(tBool).withNull(l.typ().nullable || rt.typ().nullable)}, nil
	case "||":
		if l, err = toStringOperand(l, e.L.Position()); err != nil {
			return nil, err
		}
		if rt, err = toStringOperand(rt, e.R.Position()); err != nil {
			return nil, err
		}
		return &binExpr{op: "||", l: l, r: rt, t: typ(tString).withNull(l.typ().nullable || rt.typ().nullable)}, nil
	}
	x, err := arith(e.Op, l, rt, e.At)
	if b, ok := x.(*binExpr); ok && e.NoOverflow {
		b.noOverflow = true
	}
	return x, err
}

func toStringOperand(x expr, at Pos) (expr, error) {
	if x.typ().base == tInterval {
		return nil, errorf(at, "an INTERVAL cannot be converted to String")
	}
	return convert(x, tString), nil
}

// arith types an arithmetic operation, including date arithmetic:
// date ± INTERVAL, DateTime ± seconds, Date ± days, date - date.
func arith(op string, l, r expr, at Pos) (expr, error) {
	lt, rt := l.typ(), r.typ()
	if lt.base == tInterval || rt.base == tInterval {
		if op == "+" && lt.base == tInterval {
			l, r, lt, rt = r, l, rt, lt
		}
		iv, ok := r.(*intervalExpr)
		if !ok || lt.base == tInterval || op != "+" && op != "-" {
			return nil, errorf(at, "an INTERVAL can only be added to or subtracted from a Date or DateTime")
		}
		x, err := temporalOperand(l, at)
		if err != nil {
			return nil, err
		}
		n := iv.n
		if op == "-" {
			n = negate(n)
		}
		return dateAdd(x, n, iv.unit), nil
	}
	if lt.isTemporal() || rt.isTemporal() {
		switch {
		case op == "-" && (lt.isTemporal() || isStringLiteral(l)) && (rt.isTemporal() || isStringLiteral(r)):
			l, r, err := coerceCompare(l, r, at)
			if err != nil {
				return nil, err
			}
			unit := "second"
			if l.typ().base == tDate && r.typ().base == tDate {
				unit = "day"
			}
			return &callExpr{fn: mustFunc("dateDiff"), args: []expr{r, l}, unit: unit,
				t: typ(tInt).withNull(l.typ().nullable || r.typ().nullable)}, nil
		case (op == "+" || op == "-") && lt.isTemporal() && rt.isInteger():
			if op == "-" {
				r = negate(r)
			}
			return dateAdd(l, r, unitForNumber(lt)), nil
		case op == "+" && rt.isTemporal() && lt.isInteger():
			return dateAdd(r, l, unitForNumber(rt)), nil
		}
		return nil, errorf(at, "cannot apply %s to %s and %s", op, lt, rt)
	}
	var err error
	if l, err = numericOperand(l, at); err != nil {
		return nil, err
	}
	if r, err = numericOperand(r, at); err != nil {
		return nil, err
	}
	lt, rt = l.typ(), r.typ()
	nullable := lt.nullable || rt.nullable
	switch op {
	case "/":
		// Division is always in floating point; x / 0 is NULL on both databases.
		if lt.base != tFloat {
			l = convert(l, tFloat)
		}
		return &binExpr{op: "/", l: l, r: r, t: nullableType(tFloat)}, nil
	case "%":
		if lt.base == tFloat || rt.base == tFloat {
			return nil, errorf(at, "%% needs integers, got %s and %s", lt, rt)
		}
		return &binExpr{op: "%", l: l, r: r, t: nullableType(tInt)}, nil
	}
	t := typ(tInt)
	switch {
	case lt.base == tFloat || rt.base == tFloat:
		t = typ(tFloat)
	case lt.base == tUInt && rt.base == tUInt && op != "-":
		t = typ(tUInt)
	}
	t.nullable = nullable || lt.base == tNothing || rt.base == tNothing
	return &binExpr{op: op, l: l, r: r, t: t}, nil
}

func unitForNumber(t Type) string {
	if t.base == tDate {
		return "day"
	}
	return "second"
}

// temporalOperand makes x a Date or DateTime: string constants are parsed,
// other strings converted.
func temporalOperand(x expr, at Pos) (expr, error) {
	t := x.typ()
	switch {
	case t.isTemporal():
		return x, nil
	case t.base == tNothing:
		return &litExpr{v: nil, t: nullableType(tDateTime)}, nil
	case isStringLiteral(x):
		return constConvert(x.(*litExpr), tDateTime, at)
	case t.base == tString:
		return convert(x, tDateTime), nil
	}
	return nil, errorf(at, "expected a Date or DateTime, got %s", t)
}

// dateAdd adds n units to x. Whole days and more keep a Date a Date.
func dateAdd(x, n expr, unit string) expr {
	t := x.typ()
	nullable := t.nullable || n.typ().nullable
	if t.base == tDate {
		switch unit {
		case "day", "week", "month", "quarter", "year":
			return &dateAddExpr{x: x, n: n, unit: unit, t: typ(tDate).withNull(nullable)}
		}
		x = convert(x, tDateTime)
	}
	return &dateAddExpr{x: x, n: n, unit: unit, t: typ(tDateTime).withNull(nullable)}
}

// coerceCompare makes l and r comparable: numbers compare with numbers,
// Date with DateTime, and a string constant is read as the other side's type
// at compile time (so timestamp > '2026-01-01' compares instants).
func coerceCompare(l, r expr, at Pos) (expr, expr, error) {
	for range 3 {
		lt, rt := l.typ().base, r.typ().base
		var err error
		switch {
		case lt == tNothing || rt == tNothing:
			return l, r, nil
		case lt == tJSON || rt == tJSON:
			return nil, nil, errorf(at, "JSON objects cannot be compared: compare one property, e.g. properties.$browser")
		case lt == tInterval || rt == tInterval:
			return nil, nil, errorf(at, "an INTERVAL can only be added to or subtracted from a date")
		case lt == rt:
			return l, r, nil
		case (lt == tInt || lt == tUInt || lt == tFloat) && (rt == tInt || rt == tUInt || rt == tFloat):
			return l, r, nil
		case lt == tDate && rt == tDateTime:
			l = convert(l, tDateTime)
		case lt == tDateTime && rt == tDate:
			r = convert(r, tDateTime)
		case lt == tString && isStringLiteral(l):
			if l, err = constConvert(l.(*litExpr), rt, at); err != nil {
				return nil, nil, err
			}
		case rt == tString && isStringLiteral(r):
			if r, err = constConvert(r.(*litExpr), lt, at); err != nil {
				return nil, nil, err
			}
		case lt == tString:
			l, r = stringAgainst(l, r)
		case rt == tString:
			r, l = stringAgainst(r, l)
		case lt == tBool && (rt == tInt || rt == tUInt || rt == tFloat):
			l = convert(l, tInt)
		case rt == tBool && (lt == tInt || lt == tUInt || lt == tFloat):
			r = convert(r, tInt)
		default:
			return nil, nil, errorf(at, "cannot compare %s with %s", l.typ(), r.typ())
		}
	}
	return l, r, nil
}

// stringAgainst converts the non-constant string s for a comparison with other.
func stringAgainst(s, other expr) (expr, expr) {
	switch b := other.typ().base; b {
	case tDateTime, tDate:
		return convert(s, b), other
	case tInt, tUInt, tFloat:
		return convert(s, tFloat), other
	}
	return s, convert(other, tString)
}

func (r *resolver) between(e *Between) (expr, error) {
	x, err := r.expr(e.X)
	if err != nil {
		return nil, err
	}
	lo, err := r.expr(e.Lo)
	if err != nil {
		return nil, err
	}
	hi, err := r.expr(e.Hi)
	if err != nil {
		return nil, err
	}
	for range 2 {
		before := x
		if x, lo, err = coerceCompare(x, lo, e.At); err != nil {
			return nil, err
		}
		if x, hi, err = coerceCompare(x, hi, e.At); err != nil {
			return nil, err
		}
		if x == before {
			break
		}
	}
	return &betweenExpr{x: x, lo: lo, hi: hi, not: e.Not}, nil
}

func (r *resolver) in(e *In) (expr, error) {
	if tup, ok := e.X.(*Tuple); ok {
		if e.Query == nil {
			return nil, errorf(e.At, "a row (a, b) can only be compared with IN (SELECT ...)")
		}
		row, err := r.rowValue(tup)
		if err != nil {
			return nil, err
		}
		q, err := r.query(e.Query, r.cur)
		if err != nil {
			return nil, err
		}
		if len(q.cols) != len(row.elems) {
			return nil, errorf(e.At, "the IN subquery must return %d columns, not %d", len(row.elems), len(q.cols))
		}
		for i, el := range row.elems {
			probe := &colExpr{t: q.cols[i].t, label: q.cols[i].name}
			nx, np, err := coerceCompare(el, probe, e.At)
			if err != nil {
				return nil, err
			}
			if np != expr(probe) {
				return nil, errorf(e.At, "cannot compare %s with the subquery's %s", el.typ(), q.cols[i].t)
			}
			row.elems[i] = nx
		}
		return &inExpr{x: row, sub: q, not: e.Not}, nil
	}
	x, err := r.expr(e.X)
	if err != nil {
		return nil, err
	}
	if e.Query != nil {
		q, err := r.query(e.Query, r.cur)
		if err != nil {
			return nil, err
		}
		if len(q.cols) != 1 {
			return nil, errorf(e.At, "an IN subquery must return one column, not %d", len(q.cols))
		}
		// Only x can be converted; the subquery column is what it is.
		probe := &colExpr{t: q.cols[0].t, label: q.cols[0].name}
		nx, np, err := coerceCompare(x, probe, e.At)
		if err != nil {
			return nil, err
		}
		if np != expr(probe) {
			return nil, errorf(e.At, "cannot compare %s with the subquery's %s", x.typ(), q.cols[0].t)
		}
		return &inExpr{x: nx, sub: q, not: e.Not}, nil
	}
	list := make([]expr, len(e.List))
	for i, el := range e.List {
		if list[i], err = r.expr(el); err != nil {
			return nil, err
		}
	}
	for range 3 {
		before := x
		for i := range list {
			if x, list[i], err = coerceCompare(x, list[i], e.List[i].Position()); err != nil {
				return nil, err
			}
		}
		if x == before {
			break
		}
	}
	return &inExpr{x: x, list: list, not: e.Not}, nil
}

func (r *resolver) caseExpr(e *Case) (expr, error) {
	c := &caseExpr{}
	var err error
	if e.Operand != nil {
		if c.operand, err = r.expr(e.Operand); err != nil {
			return nil, err
		}
	}
	values := make([]expr, 0, len(e.Whens)+1)
	for _, w := range e.Whens {
		cond, err := r.expr(w.Cond)
		if err != nil {
			return nil, err
		}
		if c.operand == nil {
			if cond, err = toBool(cond, w.Cond.Position()); err != nil {
				return nil, err
			}
		}
		then, err := r.expr(w.Then)
		if err != nil {
			return nil, err
		}
		c.whens = append(c.whens, caseArm{cond: cond, then: then})
		values = append(values, then)
	}
	if c.operand != nil {
		// CASE x WHEN v ...: x is compared with every v, so it is converted
		// until it suits all of them (as for IN lists) and printed once.
		for range 3 {
			before := c.operand
			for i := range c.whens {
				if c.operand, c.whens[i].cond, err = coerceCompare(c.operand, c.whens[i].cond, e.Whens[i].Cond.Position()); err != nil {
					return nil, err
				}
			}
			if c.operand == before {
				break
			}
		}
	}
	if e.Else != nil {
		els, err := r.expr(e.Else)
		if err != nil {
			return nil, err
		}
		values = append(values, els)
	}
	values, t, err := unify(values, e.At)
	if err != nil {
		return nil, err
	}
	for i := range c.whens {
		c.whens[i].then = values[i]
	}
	if e.Else != nil {
		c.els = values[len(values)-1]
	} else {
		t.nullable = true
	}
	c.t = t
	return c, nil
}

// unify gives branch values (CASE, if, coalesce ...) one type, converting
// where the databases would not.
func unify(values []expr, at Pos) ([]expr, Type, error) {
	// String constants take the type of a date among the values, wherever
	// they stand, as in ClickHouse (coalesce('2026-01-01', timestamp)).
	t := nullableType(tNothing)
	for _, v := range values {
		if v.typ().isTemporal() {
			t = nullableType(v.typ().base)
			break
		}
	}
	for _, v := range values {
		if isStringLiteral(v) && t.base != tNothing && t.base != tString {
			continue // converted below
		}
		if v.typ().base == tInterval {
			return nil, Type{}, errorf(at, "an INTERVAL can only be added to or subtracted from a date")
		}
		m, ok := mergeTypes(t, v.typ())
		if !ok {
			return nil, Type{}, errorf(at, "branches have incompatible types %s and %s", t, v.typ())
		}
		t = m
	}
	// mergeTypes marks the result nullable because of the NULL placeholder t
	// starts from; recompute nullability from the values themselves.
	t.nullable = false
	out := make([]expr, len(values))
	for i, v := range values {
		if v.typ().nullable || v.typ().base == tNothing {
			t.nullable = true
		}
		switch {
		case isStringLiteral(v) && t.base != tString && t.base != tNothing:
			c, err := constConvert(v.(*litExpr), t.base, at)
			if err != nil {
				return nil, Type{}, err
			}
			if c.typ().base != t.base && needsConversion(c.typ().base, t.base) {
				c = convert(c, t.base)
			}
			out[i] = c
		case needsConversion(v.typ().base, t.base):
			out[i] = convert(v, t.base)
		default:
			out[i] = v
		}
	}
	if t.base == tNothing {
		t.nullable = true
	}
	return out, t, nil
}

// trailingEscape reports whether a LIKE pattern ends with a lone backslash.
func trailingEscape(p string) bool {
	n := 0
	for i := len(p) - 1; i >= 0 && p[i] == '\\'; i-- {
		n++
	}
	return n%2 == 1
}
