package hogql

import (
	"strconv"
)

// postgresDialect prints SQL for PostgreSQL (TIMESTAMPTZ, DATE, JSONB). The
// statement runs with TimeZone set to UTC (see Run), so date_trunc and
// date/timestamptz casts work in UTC like the SQLite forms.
type postgresDialect struct{}

func (postgresDialect) name() Engine { return PostgreSQL }

func (postgresDialect) table(p *printer, t *tableDef) { p.ident(t.physical) }

// collate sorts strings by code point, as SQLite does, whatever the
// database's default collation.
func (postgresDialect) collate() string { return ` COLLATE "C"` }

var pgTypes = [...]string{
	tString: "text", tInt: "bigint", tUInt: "bigint", tFloat: "double precision", tBool: "boolean",
	tDate: "date", tDateTime: "timestamptz", tJSON: "jsonb", tNothing: "text", tInterval: "text", tArray: "jsonb", tTuple: "jsonb",
}

// bind writes a typed placeholder ($n::type), reusing $n for a constant
// bound before: the same expression printed twice (SELECT and GROUP BY) must
// be the same SQL for PostgreSQL to match them.
func (postgresDialect) bind(p *printer, v any, t Kind) {
	if p.params == nil {
		p.params = map[paramKey]int{}
	}
	key := paramKey{t: t, v: v}
	n, ok := p.params[key]
	if !ok {
		p.args = append(p.args, v)
		n = len(p.args)
		p.params[key] = n
	}
	p.w("$" + strconv.Itoa(n) + "::" + pgTypes[t])
}

func (d postgresDialect) numbers(p *printer, r *numbersRange) {
	p.w(`(SELECT generate_series(`)
	d.bind(p, r.from, tInt)
	p.w(`, `)
	d.bind(p, r.to-1, tInt)
	p.w(`) AS "number")`)
}

func (postgresDialect) limit(p *printer, limit, offset int64) {
	if limit >= 0 {
		p.w(" LIMIT " + strconv.FormatInt(limit, 10))
	}
	if offset > 0 {
		p.w(" OFFSET " + strconv.FormatInt(offset, 10))
	}
}

func (postgresDialect) jsonText(p *printer, e *jsonExpr) {
	p.w("(")
	p.expr(e.base)
	for i, k := range e.path {
		if i == len(e.path)-1 {
			p.w(" ->> ")
		} else {
			p.w(" -> ")
		}
		if k.isIndex {
			p.w(strconv.FormatInt(k.index, 10)) // a checked integer, not user text
		} else {
			p.d.bind(p, k.key, tString)
		}
	}
	p.w(")")
}

// Patterns of the strings toInt and toFloat accept: JSON numbers, the same
// test SQLite's json_valid/json_type make.
const (
	pgIntPattern   = `'^\s*-?(0|[1-9][0-9]*)\s*$'`
	pgFloatPattern = `'^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$'`
	// Years 0001 to 9999: PostgreSQL fails on year 0 where SQLite reads it.
	pgDatePattern = `'^(000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-[0-9]{2}-[0-9]{2}'`
)

func (postgresDialect) convert(p *printer, e *convExpr) {
	x := p.x(e.x)
	from := e.x.typ().base
	switch e.to {
	case tJSON:
		p.tmpl("burrow_json({})", x)
	case tString:
		switch from {
		case tInt, tUInt:
			p.tmpl("({})::text", x)
		case tFloat:
			// float8 -> numeric keeps 15 significant digits, like SQLite's %.15g.
			p.tmpl("(({})::numeric)::text", x)
		case tBool:
			p.tmpl("(CASE WHEN {} THEN 'true' WHEN NOT {} THEN 'false' END)", x, x)
		case tDate:
			p.tmpl("to_char({}, 'YYYY-MM-DD')", x)
		case tDateTime:
			p.tmpl("to_char({}, 'YYYY-MM-DD HH24:MI:SS')", x)
		case tJSON:
			// A JSON string reads as its text, as on SQLite.
			p.tmpl("(({}) #>> '{}')", x, p.s("{}"))
		default:
			x()
		}
	case tInt, tUInt:
		switch from {
		// Values beyond Int64 give NULL, as on SQLite (see there).
		case tFloat:
			p.tmpl("(CASE WHEN abs({}) < 9223372036854775808 THEN trunc({})::bigint END)", x, x)
		case tBool:
			p.tmpl("({})::integer::bigint", x)
		case tString:
			p.tmpl("(CASE WHEN {} ~ "+pgIntPattern+" THEN CASE WHEN abs(({})::double precision) < 9223372036854775808 THEN ({})::bigint END END)", x, x, x)
		case tDate:
			p.tmpl("(({}) - DATE '1970-01-01')::bigint", x)
		case tDateTime:
			p.tmpl("floor(extract(epoch FROM {}))::bigint", x)
		default:
			x()
		}
	case tFloat:
		switch from {
		case tInt, tUInt:
			p.tmpl("({})::double precision", x)
		case tBool:
			p.tmpl("({})::integer::double precision", x)
		case tString:
			p.tmpl("(CASE WHEN {} ~ "+pgFloatPattern+" THEN ({})::double precision END)", x, x)
		case tDateTime:
			p.tmpl("extract(epoch FROM {})::double precision", x)
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
		if from == tString {
			p.tmpl("(CASE WHEN {} ~ "+pgDatePattern+" THEN (({})::timestamptz)::date END)", x, x)
		} else {
			p.tmpl("({})::date", x)
		}
	case tDateTime:
		switch from {
		case tDate:
			p.tmpl("({})::timestamptz", x)
		case tInt, tUInt, tFloat:
			p.tmpl("date_trunc('second', to_timestamp({}))", x)
		case tString:
			p.tmpl("(CASE WHEN {} ~ "+pgDatePattern+" THEN date_trunc('second', ({})::timestamptz) END)", x, x)
		default:
			p.tmpl("date_trunc('second', {})", x)
		}
	default:
		x()
	}
}

// pgOrdered prints MIN/MAX with strings compared by code point and Bool
// values through bool_and/bool_or (PostgreSQL has no MIN(boolean)).
func pgOrdered(name, boolName string) callPrinter {
	return func(p *printer, e *callExpr) {
		switch e.args[0].typ().base {
		case tBool:
			p.aggregate(boolName, e, p.x(e.args[0]))
		case tString:
			p.aggregate(name, e, func() { p.expr(e.args[0]); p.w(postgresDialect{}.collate()) })
		default:
			p.aggregate(name, e, p.x(e.args[0]))
		}
	}
}

// pgTrunc prints date_trunc(unit, x), as a date when asDate.
func pgTrunc(unit string, asDate bool) callPrinter {
	return func(p *printer, e *callExpr) {
		if asDate {
			p.tmpl("(date_trunc('"+unit+"', {}))::date", postgresDialect{}.timestamp(p, e.args[0]))
		} else {
			p.tmpl("date_trunc('"+unit+"', {})", postgresDialect{}.timestamp(p, e.args[0]))
		}
	}
}

// timestamp returns a part printing a Date or DateTime as a timestamptz.
func (postgresDialect) timestamp(p *printer, x expr) func() {
	if x.typ().base == tDate {
		return func() { p.tmpl("({})::timestamptz", p.x(x)) }
	}
	return p.x(x)
}

func (postgresDialect) dateDiff(p *printer, e *callExpr) {
	a, b := p.x(e.args[0]), p.x(e.args[1])
	epochDiv := func(n string) {
		p.tmpl("(floor(extract(epoch FROM {}) / "+n+") - floor(extract(epoch FROM {}) / "+n+"))::bigint", b, a)
	}
	switch e.unit {
	case "second":
		p.tmpl("(floor(extract(epoch FROM {})) - floor(extract(epoch FROM {})))::bigint", b, a)
	case "minute":
		epochDiv("60")
	case "hour":
		epochDiv("3600")
	case "day":
		epochDiv("86400")
	case "week":
		p.tmpl("(floor((floor(extract(epoch FROM {}) / 86400) + 3) / 7) - floor((floor(extract(epoch FROM {}) / 86400) + 3) / 7))::bigint", b, a)
	case "month":
		p.tmpl("((EXTRACT(YEAR FROM {}) * 12 + EXTRACT(MONTH FROM {})) - (EXTRACT(YEAR FROM {}) * 12 + EXTRACT(MONTH FROM {})))::bigint", b, b, a, a)
	case "quarter":
		p.tmpl("((EXTRACT(YEAR FROM {}) * 4 + EXTRACT(QUARTER FROM {})) - (EXTRACT(YEAR FROM {}) * 4 + EXTRACT(QUARTER FROM {})))::bigint", b, b, a, a)
	case "year":
		p.tmpl("(EXTRACT(YEAR FROM {}) - EXTRACT(YEAR FROM {}))::bigint", b, a)
	}
}

var pgIntervalUnit = map[string]string{
	"second": "1 second", "minute": "1 minute", "hour": "1 hour", "day": "1 day", "week": "7 days",
	"month": "1 month", "quarter": "3 months", "year": "1 year",
}

func (postgresDialect) dateAdd(p *printer, e *dateAddExpr) {
	p.tmpl("(({}) + ({}) * INTERVAL '"+pgIntervalUnit[e.unit]+"')", p.x(e.x), p.x(e.n))
	if e.t.base == tDate {
		p.w("::date")
	}
}

func (postgresDialect) like(p *printer, e *likeExpr) {
	op := "LIKE"
	if e.ilike {
		op = "ILIKE"
	}
	if e.not {
		op = "NOT " + op
	}
	p.tmpl("(burrow_cap({}) "+op+" {})", p.x(e.x), p.param(e.pattern, tString)) // burrow_cap: see patterns.go
}

// Arrays are JSONB on PostgreSQL, as JSON text is on SQLite, so that both
// spell and compare them alike.

func (postgresDialect) arrayOf(p *printer, elems []expr) {
	p.w("jsonb_build_array(")
	p.exprList(elems)
	p.w(")")
}

func (postgresDialect) elements(p *printer, arr expr, alias string) {
	if arr.typ().elem == tJSON {
		p.w("jsonb_array_elements(")
	} else {
		p.w("jsonb_array_elements_text(")
	}
	p.expr(arr)
	p.w(") WITH ORDINALITY AS ")
	p.ident(alias)
	p.w(`("value", "key")`)
}

// pgElemCast reads an element (text) back as its type.
var pgElemCast = [...]string{
	tInt: "::bigint", tUInt: "::bigint", tFloat: "::double precision", tBool: "::boolean",
	tDate: "::date", tDateTime: "::timestamptz", tArray: "::jsonb", tJSON: "::jsonb", tTuple: "::jsonb",
	tString: "", tNothing: "", tInterval: "",
}

func (postgresDialect) elemValue(p *printer, alias string, t Type) {
	if t.base == tJSON {
		p.ident(alias) // elements: jsonb_array_elements, values kept as jsonb
		p.w(`."value"`)
		return
	}
	cast := pgElemCast[t.base]
	if cast != "" {
		p.w("(")
	}
	p.ident(alias)
	p.w(`."value"`)
	if cast != "" {
		p.w(")" + cast)
	}
}

func (postgresDialect) elemIndex(p *printer, alias string) {
	p.w("(")
	p.ident(alias)
	p.w(`."key" - 1)`)
}

func (d postgresDialect) groupArray(p *printer, value expr, order func(), distinct bool) {
	p.w("COALESCE(jsonb_agg(")
	if distinct {
		p.w("DISTINCT ")
	}
	p.expr(value)
	if order != nil {
		p.w(" ORDER BY ")
		order()
	}
	p.w("), '[]'::jsonb)")
}

func (postgresDialect) stringAgg() string { return "string_agg" }

// pgJSONSteps writes base -> k1 -> k2 ... (jsonb).
func pgJSONSteps(p *printer, j *jsonExpr) {
	p.w("(")
	p.expr(j.base)
	for _, k := range j.path {
		p.w(" -> ")
		if k.isIndex {
			p.w(strconv.FormatInt(k.index, 10))
		} else {
			p.d.bind(p, k.key, tString)
		}
	}
	p.w(")")
}

// pgSteps writes the JSON steps of a call's first argument.
func pgSteps(p *printer, e *callExpr) func() {
	return func() { pgJSONSteps(p, e.args[0].(*jsonExpr)) }
}

// pgOrderKey writes x as an ordering key: strings by code point.
func pgOrderKey(p *printer, x expr) func() {
	return func() {
		p.expr(x)
		if x.typ().base == tString {
			p.w(` COLLATE "C"`)
		}
	}
}

// pgNotNull writes a FILTER skipping rows whose first argument is NULL.
func pgNotNull(p *printer, e *callExpr) { p.writeFilter(e, e.args[0]) }

// pgArgBest prints argMin/argMax: the first argument of the row whose
// second is least (dir ASC) or greatest (DESC).
func pgArgBest(dir string) callPrinter {
	return func(p *printer, e *callExpr) {
		p.tmpl("(array_agg({} ORDER BY {} "+dir+", {} "+dir+" NULLS LAST)", p.x(e.args[0]), pgOrderKey(p, e.args[1]), pgOrderKey(p, e.args[0]))
		// The FILTER must be inside the subscript.
		p.writeFilter(e, e.args[1])
		p.w(")[1]")
	}
}

// pgRegex prints a regular-expression match with operator op.
func pgRegex(op string) callPrinter {
	return func(p *printer, e *callExpr) {
		p.tmpl("(burrow_cap({}) "+op+" burrow_pattern({}))", p.x(e.args[0]), p.x(e.args[1]))
	}
}

func pgPad(p *printer, e *callExpr, fn string) {
	fill := func() { p.w("' '") }
	if len(e.args) > 2 {
		fill = p.x(e.args[2])
	}
	p.tmpl(fn+"({}, LEAST({}, 1048576)::integer, {})", p.x(e.args[0]), p.x(e.args[1]), fill)
}

// pgNullStrict prints GREATEST/LEAST giving NULL when an argument is NULL,
// as ClickHouse (and SQLite's max/min) do.
func pgNullStrict(p *printer, e *callExpr, fn string) {
	p.w("(CASE WHEN ")
	for i, a := range e.args {
		if i > 0 {
			p.w(" OR ")
		}
		p.tmpl("{} IS NULL", p.x(a))
	}
	p.w(" THEN NULL ELSE " + fn + "(")
	for i, a := range e.args {
		if i > 0 {
			p.w(", ")
		}
		p.expr(a)
		if a.typ().base == tString {
			p.w(` COLLATE "C"`)
		}
	}
	p.w(") END)")
}

func (postgresDialect) lateral() string { return "LATERAL " }
