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
			p.tmpl("json({})", x)
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

func (sqliteDialect) calls() map[string]callPrinter { return sqliteCalls }

// sqliteCalls is SQLite's print table (see portableCalls for the rest),
// built in init like portableCalls.
var sqliteCalls map[string]callPrinter

func init() {
	sqliteCalls = map[string]callPrinter{
		"min":             aggregate("MIN"),
		"any":             aggregate("MIN"),
		"max":             aggregate("MAX"),
		"now":             tpl("(strftime('%Y-%m-%d %H:%M:%S', 'now') || '+00:00')"),
		"today":           tpl("date('now')"),
		"yesterday":       tpl("date('now', '-1 day')"),
		"toDateTime":      tpl("(strftime('%Y-%m-%d %H:%M:%S', {0}) || '+00:00')"),
		"toStartOfMinute": tpl("strftime('%Y-%m-%d %H:%M:00+00:00', {0})"),
		"toStartOfHour":   tpl("strftime('%Y-%m-%d %H:00:00+00:00', {0})"),
		"toStartOfDay":    tpl("strftime('%Y-%m-%d 00:00:00+00:00', {0})"),
		"toStartOfWeek": func(p *printer, e *callExpr) {
			if e.mode == 1 {
				p.tmplArgs("date({0}, '-' || ((CAST(strftime('%w', {0}) AS INTEGER) + 6) % 7) || ' days')", e.args)
			} else {
				p.tmplArgs("date({0}, '-' || strftime('%w', {0}) || ' days')", e.args)
			}
		},
		"toStartOfMonth":   tpl("date({0}, 'start of month')"),
		"toStartOfQuarter": tpl("date({0}, 'start of month', '-' || ((CAST(strftime('%m', {0}) AS INTEGER) - 1) % 3) || ' months')"),
		"toStartOfYear":    tpl("date({0}, 'start of year')"),
		"toYear":           tpl("CAST(strftime('%Y', {0}) AS INTEGER)"),
		"toMonth":          tpl("CAST(strftime('%m', {0}) AS INTEGER)"),
		"toDayOfMonth":     tpl("CAST(strftime('%d', {0}) AS INTEGER)"),
		"toDayOfWeek":      tpl("CAST(strftime('%u', {0}) AS INTEGER)"),
		"toHour":           tpl("CAST(strftime('%H', {0}) AS INTEGER)"),
		"toMinute":         tpl("CAST(strftime('%M', {0}) AS INTEGER)"),
		"toSecond":         tpl("CAST(strftime('%S', {0}) AS INTEGER)"),
		"toQuarter":        tpl("((CAST(strftime('%m', {0}) AS INTEGER) + 2) / 3)"),
		"toUnixTimestamp":  tpl("unixepoch({0})"),
		"dateDiff":         sqliteDialect{}.dateDiff,
		"formatDateTime":   func(p *printer, e *callExpr) { formatDate(p, e.args[0], e.unit, 0) },
		"position":         named("instr"),
		"substring":        named("substr"),
		"domain":           func(p *printer, e *callExpr) { urlHost(p, e.args[0], "instr") },
		"path":             func(p *printer, e *callExpr) { urlPath(p, e.args[0], "instr") },
	}
	for name, f := range sqliteHogQLCalls() {
		sqliteCalls[name] = f
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
	x := p.x(e.x)
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
	p.exprList(elems)
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
		// json_each gives strings unquoted: quote them back into JSON.
		p.w("(CASE ")
		p.ident(alias)
		p.w(`."type" WHEN 'text' THEN json_quote(`)
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
	if value.typ().base == tArray {
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
func sqliteHogQLCalls() map[string]callPrinter {
	jsonPath := func(p *printer, j *jsonExpr) func() { return p.param(jsonPathText(j.path), tString) }
	return map[string]callPrinter{
		"JSONExtractRaw": func(p *printer, e *callExpr) {
			j := e.args[0].(*jsonExpr)
			p.tmpl("({} -> {})", p.x(j.base), jsonPath(p, j))
		},
		"JSONHas": func(p *printer, e *callExpr) {
			j := e.args[0].(*jsonExpr)
			p.tmpl("(json_type({}, {}) IS NOT NULL)", p.x(j.base), jsonPath(p, j))
		},
		"JSONLength": func(p *printer, e *callExpr) {
			j := e.args[0].(*jsonExpr)
			p.tmpl("(CASE WHEN json_type({}, {}) IN ('array', 'object') THEN (SELECT count(*) FROM json_each({}, {})) ELSE 0 END)",
				p.x(j.base), jsonPath(p, j), p.x(j.base), jsonPath(p, j))
		},
		"groupArray": func(p *printer, e *callExpr) {
			if e.mode >= 0 {
				p.tmpl("burrow_head(json_group_array({}) FILTER (WHERE {} IS NOT NULL), {})", p.x(e.args[0]), p.x(e.args[0]), p.param(e.mode, tInt))
				return
			}
			p.tmpl("json_group_array({}) FILTER (WHERE {} IS NOT NULL)", p.x(e.args[0]), p.x(e.args[0]))
		},
		"groupUniqArray": func(p *printer, e *callExpr) {
			p.tmpl("burrow_sort(json_group_array(DISTINCT {}) FILTER (WHERE {} IS NOT NULL))", p.x(e.args[0]), p.x(e.args[0]))
		},
		"argMax": named("burrow_argmax"),
		"argMin": named("burrow_argmin"),
		"quantile": func(p *printer, e *callExpr) {
			p.tmpl("burrow_quantile({}, {})", p.x(e.args[0]), p.param(e.level, tFloat))
		},
		"quantiles": func(p *printer, e *callExpr) {
			p.tmpl("burrow_quantiles({}, {})", p.x(e.args[0]), p.param(e.unit, tString))
		},
		"topK":             func(p *printer, e *callExpr) { p.tmpl("burrow_topk({}, {})", p.x(e.args[0]), p.param(e.mode, tInt)) },
		"corr":             named("burrow_corr"),
		"stddevPop":        named("burrow_stddev_pop"),
		"stddevSamp":       named("burrow_stddev_samp"),
		"varPop":           named("burrow_var_pop"),
		"varSamp":          named("burrow_var_samp"),
		"match":            tpl("burrow_match({0}, {1})"),
		"imatch":           tpl("burrow_match({0}, '(?i)' || {1})"),
		"extract":          named("burrow_extract"),
		"extractAll":       named("burrow_extract_all"),
		"replaceRegexpOne": named("burrow_replace_one"),
		"replaceRegexpAll": named("burrow_replace_all"),
		"splitByChar":      tpl("burrow_split({1}, {0})"),
		"splitByString":    tpl("burrow_split({1}, {0})"),
		"toStartOfInterval": func(p *printer, e *callExpr) {
			p.tmpl("(strftime('%Y-%m-%d %H:%M:%S', (unixepoch({}) / {}) * {}, 'unixepoch') || '+00:00')", p.x(e.args[0]), p.param(e.mode, tInt), p.param(e.mode, tInt))
		},
		"toYYYYMM":       tpl("CAST(strftime('%Y%m', {0}) AS INTEGER)"),
		"toYYYYMMDD":     tpl("CAST(strftime('%Y%m%d', {0}) AS INTEGER)"),
		"toDayOfYear":    tpl("CAST(strftime('%j', {0}) AS INTEGER)"),
		"toISOWeek":      tpl("CAST(strftime('%V', {0}) AS INTEGER)"),
		"left":           tpl("substr({0}, 1, max({1}, 0))"),
		"right":          tpl("(CASE WHEN {1} <= 0 THEN '' ELSE substr({0}, -{1}) END)"),
		"leftPad":        func(p *printer, e *callExpr) { sqlitePad(p, e, 1) },
		"rightPad":       func(p *printer, e *callExpr) { sqlitePad(p, e, 0) },
		"replaceOne":     tpl("(CASE WHEN instr({0}, {1}) > 0 AND {1} <> '' THEN substr({0}, 1, instr({0}, {1}) - 1) || {2} || substr({0}, instr({0}, {1}) + length({1})) ELSE {0} END)"),
		"reverse":        named("burrow_reverse"),
		"repeat":         named("burrow_repeat"),
		"cutQueryString": tpl("(CASE WHEN instr({0}, '?') > 0 THEN substr({0}, 1, instr({0}, '?') - 1) || CASE WHEN instr({0}, '#') > instr({0}, '?') THEN substr({0}, instr({0}, '#')) ELSE '' END ELSE {0} END)"),
		"cutFragment":    tpl("(CASE WHEN instr({0}, '#') > 0 THEN substr({0}, 1, instr({0}, '#') - 1) ELSE {0} END)"),
		"protocol":       tpl("(CASE WHEN instr({0}, '://') > 0 THEN substr({0}, 1, instr({0}, '://') - 1) ELSE '' END)"),
		"greatest":       named("max"),
		"least":          named("min"),
		"sign":           tpl("sign({0})"),
		"sqrt":           tpl("(CASE WHEN {0} >= 0 THEN sqrt({0}) END)"),
		"pow":            tpl("pow({0}, {1})"),
		"exp":            tpl("exp({0})"),
		"log":            tpl("(CASE WHEN {0} > 0 THEN ln({0}) END)"),
		"log10":          tpl("(CASE WHEN {0} > 0 THEN log10({0}) END)"),
		"log2":           tpl("(CASE WHEN {0} > 0 THEN log2({0}) END)"),
		"intDiv":         tpl("({0} / NULLIF({1}, 0))"),
		"arrayLength":    tpl("json_array_length({0})"),
		// 1-based; negative indexes count from the end; out of range is NULL.
		"arrayElement": tpl("(CASE WHEN {1} > 0 THEN json_extract({0}, '$[' || ({1} - 1) || ']') WHEN {1} < 0 THEN json_extract({0}, '$[#' || {1} || ']') END)"),
		"JSONExtractArrayRaw": func(p *printer, e *callExpr) {
			j := e.args[0].(*jsonExpr)
			p.tmpl("(CASE WHEN json_type({}, {}) = 'array' THEN json_extract({}, {}) ELSE '[]' END)", p.x(j.base), jsonPath(p, j), p.x(j.base), jsonPath(p, j))
		},
	}
}

func sqlitePad(p *printer, e *callExpr, left int64) {
	fill := func() { p.w("' '") }
	if len(e.args) > 2 {
		fill = p.x(e.args[2])
	}
	p.tmpl("burrow_pad({}, {}, {}, {})", p.x(e.args[0]), p.x(e.args[1]), fill, p.param(left, tInt))
}

func (sqliteDialect) lateral() string { return "" }
