package hogql

import (
	"strconv"
)

// sqliteDialect prints SQL for SQLite. Timestamps there are TEXT in one
// canonical form ("2006-01-02 15:04:05.999999+00:00", what the store writes),
// so every DateTime expression below yields that form too and text
// comparison orders instants; Dates are 'YYYY-MM-DD' text; JSON is TEXT.
type sqliteDialect struct{}

func (sqliteDialect) name() Engine { return SQLite }

func (sqliteDialect) table(p *printer, t *tableDef) { p.ident(t.physical) }

func (sqliteDialect) collate() string { return "" }

func (sqliteDialect) bind(p *printer, v any, _ Kind) {
	p.args = append(p.args, v)
	p.w("?")
}

// numbers counts with a recursive CTE (the series extension is not built in).
func (d sqliteDialect) numbers(p *printer, r *numbersRange) {
	p.w(`(WITH RECURSIVE "_n"("number") AS (SELECT `)
	d.bind(p, r.from, tInt)
	p.w(` WHERE `)
	d.bind(p, r.from, tInt)
	p.w(` < `)
	d.bind(p, r.to, tInt)
	p.w(` UNION ALL SELECT "number" + 1 FROM "_n" WHERE "number" + 1 < `)
	d.bind(p, r.to, tInt)
	p.w(`) SELECT "number" FROM "_n")`)
}

func (sqliteDialect) limit(p *printer, limit, offset int64) {
	if limit < 0 && offset == 0 {
		return
	}
	p.w(" LIMIT " + strconv.FormatInt(limit, 10)) // -1 means "no limit" to SQLite
	if offset > 0 {
		p.w(" OFFSET " + strconv.FormatInt(offset, 10))
	}
}

// jsonText reads strings with json_extract (unquoted) and everything else
// with -> (its JSON spelling, as PostgreSQL's ->> gives it).
func (sqliteDialect) jsonText(p *printer, e *jsonExpr) {
	path := jsonPathText(e.path)
	p.tmpl("(CASE json_type({}, {}) WHEN 'text' THEN json_extract({}, {}) WHEN 'null' THEN NULL ELSE ({} -> {}) END)",
		p.x(e.base), p.param(path, tString), p.x(e.base), p.param(path, tString), p.x(e.base), p.param(path, tString))
}

func (sqliteDialect) convert(p *printer, e *convExpr) {
	x := p.x(e.x)
	from := e.x.typ().base
	switch e.to {
	case tJSON:
		p.tmpl("(CASE WHEN json_valid({}) THEN {} END)", x, x)
	case tString:
		switch from {
		case tInt, tUInt:
			p.tmpl("CAST({} AS TEXT)", x)
		case tFloat:
			// 15 significant digits, as PostgreSQL's float8 -> numeric gives.
			p.tmpl("(CASE WHEN {} IS NOT NULL THEN printf('%.15g', {}) END)", x, x)
		case tBool:
			p.tmpl("(CASE WHEN {} THEN 'true' WHEN NOT {} THEN 'false' END)", x, x)
		case tDate:
			x()
		case tDateTime:
			p.tmpl("strftime('%Y-%m-%d %H:%M:%S', {})", x)
		case tJSON:
			// A JSON string reads as its text, as on PostgreSQL.
			p.tmpl("(CASE json_type({}) WHEN 'text' THEN {} ->> '$' ELSE json({}) END)", x, x, x)
		default:
			x()
		}
	case tInt, tUInt:
		// Values beyond Int64 give NULL: SQLite's CAST would clamp them,
		// PostgreSQL's fail. The bound is compared in floating point on
		// both databases, so they agree on every value.
		switch from {
		case tFloat:
			p.tmpl("(CASE WHEN abs({}) < 9223372036854775808.0 THEN CAST({} AS INTEGER) END)", x, x)
		case tBool:
			p.tmpl("CAST({} AS INTEGER)", x)
		case tString:
			p.tmpl("(CASE WHEN json_valid({}) THEN CASE WHEN json_type({}) = 'integer' AND abs(CAST({} AS REAL)) < 9223372036854775808.0 THEN CAST({} AS INTEGER) END END)", x, x, x, x)
		case tDate:
			p.tmpl("CAST(julianday({}) - 2440587.5 AS INTEGER)", x)
		case tDateTime:
			p.tmpl("unixepoch({})", x)
		default:
			x()
		}
	case tFloat:
		switch from {
		case tInt, tUInt, tBool:
			p.tmpl("CAST({} AS REAL)", x)
		case tString:
			p.tmpl("(CASE WHEN json_valid({}) THEN CASE WHEN json_type({}) IN ('integer', 'real') THEN CAST({} AS REAL) END END)", x, x, x)
		case tDateTime:
			p.tmpl("unixepoch({}, 'subsec')", x)
		default:
			x()
		}
	case tBool:
		switch from {
		case tString:
			p.tmpl("(CASE lower(trim({})) WHEN 'true' THEN TRUE WHEN '1' THEN TRUE WHEN 'false' THEN FALSE WHEN '0' THEN FALSE END)", x)
		default:
			p.tmpl("({} <> 0)", x)
		}
	case tDate:
		p.tmpl("date({})", x)
	case tDateTime:
		switch from {
		case tDate:
			p.tmpl("({} || ' 00:00:00+00:00')", x)
		case tInt, tUInt, tFloat:
			p.tmpl("(strftime('%Y-%m-%d %H:%M:%S', {}, 'unixepoch') || '+00:00')", x)
		default:
			p.tmpl("(strftime('%Y-%m-%d %H:%M:%S', {}) || '+00:00')", x)
		}
	default:
		x()
	}
}

// dateDiff counts unit boundaries crossed from a to b, as ClickHouse does.
func (sqliteDialect) dateDiff(p *printer, e *callExpr) {
	a, b := p.x(e.args[0]), p.x(e.args[1])
	epochDiv := func(n string) {
		p.tmpl("(CAST(floor(unixepoch({}) / "+n+") AS INTEGER) - CAST(floor(unixepoch({}) / "+n+") AS INTEGER))", b, a)
	}
	switch e.unit {
	case "second":
		p.tmpl("(unixepoch({}) - unixepoch({}))", b, a)
	case "minute":
		epochDiv("60.0")
	case "hour":
		epochDiv("3600.0")
	case "day":
		epochDiv("86400.0")
	case "week":
		// Weeks start on Monday; day 0 (1970-01-01) was a Thursday.
		p.tmpl("(CAST(floor((floor(unixepoch({}) / 86400.0) + 3) / 7.0) AS INTEGER) - CAST(floor((floor(unixepoch({}) / 86400.0) + 3) / 7.0) AS INTEGER))", b, a)
	case "month":
		p.tmpl("((CAST(strftime('%Y', {}) AS INTEGER) * 12 + CAST(strftime('%m', {}) AS INTEGER)) - (CAST(strftime('%Y', {}) AS INTEGER) * 12 + CAST(strftime('%m', {}) AS INTEGER)))", b, b, a, a)
	case "quarter":
		p.tmpl("((CAST(strftime('%Y', {}) AS INTEGER) * 4 + (CAST(strftime('%m', {}) AS INTEGER) - 1) / 3) - (CAST(strftime('%Y', {}) AS INTEGER) * 4 + (CAST(strftime('%m', {}) AS INTEGER) - 1) / 3))", b, b, a, a)
	case "year":
		p.tmpl("(CAST(strftime('%Y', {}) AS INTEGER) - CAST(strftime('%Y', {}) AS INTEGER))", b, a)
	}
}

// dateAdd keeps the canonical text form: date and time parts are computed
// with SQLite's modifiers, fractional seconds and the zone are copied from x.
// Adding months clamps to the end of the month (Jan 31 + 1 month = Feb 28),
// like PostgreSQL and ClickHouse.
func (sqliteDialect) dateAdd(p *printer, e *dateAddExpr) {
	if !bindable(e.x) {
		sqliteDateAdd(p, e, p.x(e.x))
		return
	}
	// The formulas repeat their operand; a nested sum (x + interval +
	// interval ...) would otherwise grow exponentially. The operand is
	// computed once in a one-row subquery.
	p.w("(SELECT ")
	sqliteDateAdd(p, e, p.s(`"_v"`))
	p.tmpl(` FROM (SELECT {} AS "_v") AS "_dv")`, p.x(e.x))
}

// bindable reports whether e is worth computing once in a one-row subquery
// (SELECT f(v) FROM (SELECT e AS v)): more than a column, a constant or one
// call over those, and with no aggregate or window call, which would then
// belong to the subquery.
func bindable(e expr) bool {
	leaf := func(e expr) bool {
		switch e.(type) {
		case *colExpr, *litExpr:
			return true
		}
		return false
	}
	if leaf(e) {
		return false
	}
	small := true
	forEachChild(e, func(c expr) { small = small && leaf(c) })
	return !small && !containsAggOrWindow(e)
}

func containsAggOrWindow(e expr) bool {
	if c, ok := e.(*callExpr); ok && (c.fn.kind == fnAggregate || c.over != nil || c.fn.kind == fnWindow) {
		return true
	}
	found := false
	forEachChild(e, func(c expr) {
		if !found {
			found = containsAggOrWindow(c)
		}
	})
	return found
}

// sqliteDateAdd prints x + interval, x being the operand's SQL.
func sqliteDateAdd(p *printer, e *dateAddExpr, x func()) {
	isDate := e.t.base == tDate
	amount, unit := e.n, e.unit
	mult := int64(1)
	switch unit {
	case "week":
		unit, mult = "day", 7
	case "quarter":
		unit, mult = "month", 3
	case "year":
		unit, mult = "month", 12
	}
	modifier := func() {
		if l, ok := amount.(*litExpr); ok {
			if v, ok := l.v.(int64); ok {
				p.d.bind(p, strconv.FormatInt(v*mult, 10)+" "+unit+"s", tString)
				return
			}
		}
		if mult != 1 {
			p.tmpl("(CAST(({}) * "+strconv.FormatInt(mult, 10)+" AS TEXT) || ' "+unit+"s')", p.x(amount))
		} else {
			p.tmpl("(CAST({} AS TEXT) || ' "+unit+"s')", p.x(amount))
		}
	}
	switch unit {
	case "second", "minute", "hour":
		p.tmpl("(strftime('%Y-%m-%d %H:%M:%S', {}, {}) || substr({}, 20))", x, modifier, x)
	case "day":
		if isDate {
			p.tmpl("date({}, {})", x, modifier)
		} else {
			p.tmpl("(date({}, {}) || substr({}, 11))", x, modifier, x)
		}
	case "month":
		p.tmpl("min(date({}, 'start of month', {}, '+' || (CAST(strftime('%d', {}) AS INTEGER) - 1) || ' days'), date({}, 'start of month', {}, '+1 month', '-1 day'))",
			x, modifier, x, x, modifier)
		if !isDate {
			p.tmpl(" || substr({}, 11)", x)
		}
	}
}

// like matches case-sensitively with GLOB (SQLite's LIKE ignores ASCII
// case); ILIKE uses LIKE, whose case folding covers ASCII letters only.
func (sqliteDialect) like(p *printer, e *likeExpr) {
	not := ""
	if e.not {
		not = "NOT "
	}
	if e.ilike {
		p.tmpl("(burrow_cap({}) "+not+"LIKE {} ESCAPE '\\')", p.x(e.x), p.param(e.pattern, tString)) // burrow_cap: see patterns.go
		return
	}
	p.tmpl("(burrow_cap({}) "+not+"GLOB {})", p.x(e.x), p.param(likeToGlob(e.pattern), tString))
}

// Arrays are JSON text on SQLite.

func (sqliteDialect) arrayOf(p *printer, elems []expr) {
	p.w("json_array(")
	for i, e := range elems {
		if i > 0 {
			p.w(", ")
		}
		if b := e.typ().base; b == tArray || b == tTuple {
			p.tmpl("json({})", p.x(e)) // nested as JSON, not as a string
		} else {
			p.expr(e)
		}
	}
	p.w(")")
}

func (sqliteDialect) elements(p *printer, arr expr, alias string) {
	p.w("json_each(")
	p.expr(arr)
	p.w(") AS ")
	p.ident(alias)
}

func (sqliteDialect) elemValue(p *printer, alias string, t Type) {
	if t.base == tJSON {
		// json_each gives strings unquoted and booleans as 1 and 0: spell
		// them back as JSON.
		p.w("(CASE ")
		p.ident(alias)
		p.w(`."type" WHEN 'true' THEN 'true' WHEN 'false' THEN 'false' WHEN 'text' THEN json_quote(`)
		p.ident(alias)
		p.w(`."value") ELSE `)
		p.ident(alias)
		p.w(`."value" END)`)
		return
	}
	p.ident(alias)
	p.w(`."value"`) // nested arrays and objects come as JSON text
}

func (sqliteDialect) elemIndex(p *printer, alias string) {
	p.ident(alias)
	p.w(`."key"`)
}

func (sqliteDialect) groupArray(p *printer, value expr, order func(), distinct bool) {
	p.w("json_group_array(")
	if distinct {
		p.w("DISTINCT ")
	}
	if b := value.typ().base; b == tArray || b == tTuple {
		p.tmpl("json({})", p.x(value))
	} else {
		p.expr(value)
	}
	if order != nil {
		p.w(" ORDER BY ")
		order()
	}
	p.w(")")
}

func (sqliteDialect) stringAgg() string { return "group_concat" }

// sqliteHogQLCalls prints the functions SQLite has no SQL for through the Go
// functions of sqlite_funcs.go.
// sqliteJSONPath binds the JSON path of j's steps.
func sqliteJSONPath(p *printer, j *jsonExpr) func() { return p.param(jsonPathText(j.path), tString) }

func sqlitePad(p *printer, e *callExpr, left int64) {
	fill := func() { p.w("' '") }
	if len(e.args) > 2 {
		fill = p.x(e.args[2])
	}
	p.tmpl("burrow_pad({}, {}, {}, {})", p.x(e.args[0]), p.x(e.args[1]), fill, p.param(left, tInt))
}

func (sqliteDialect) lateral() string { return "" }
