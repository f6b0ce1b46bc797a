package hogql

import (
	"strconv"
)

// postgresDialect prints SQL for PostgreSQL (TIMESTAMPTZ, DATE, JSONB). The
// statement runs with TimeZone set to UTC (see Run), so date_trunc and
// date/timestamptz casts work in UTC like the SQLite forms.
type postgresDialect struct{}

func (postgresDialect) name() Engine { return PostgreSQL }

// collate sorts strings by code point, as SQLite does, whatever the
// database's default collation.
func (postgresDialect) collate() string { return ` COLLATE "C"` }

var pgTypes = [...]string{
	tString: "text", tInt: "bigint", tUInt: "bigint", tFloat: "double precision", tBool: "boolean",
	tDate: "date", tDateTime: "timestamptz", tJSON: "jsonb", tNothing: "text", tInterval: "text", tArray: "jsonb",
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
			p.tmpl("({})::text", x)
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

func (postgresDialect) calls() map[string]callPrinter { return postgresCalls }

// postgresCalls is PostgreSQL's print table (see portableCalls for the
// rest), built in init like portableCalls.
var postgresCalls map[string]callPrinter

func init() {
	postgresCalls = map[string]callPrinter{
		"min":             pgOrdered("MIN", "bool_and"),
		"any":             pgOrdered("MIN", "bool_and"),
		"max":             pgOrdered("MAX", "bool_or"),
		"now":             tpl("date_trunc('second', now())"),
		"today":           tpl("CURRENT_DATE"),
		"yesterday":       tpl("(CURRENT_DATE - 1)"),
		"toDateTime":      tpl("date_trunc('second', {0})"),
		"toStartOfMinute": pgTrunc("minute", false),
		"toStartOfHour":   pgTrunc("hour", false),
		"toStartOfDay":    pgTrunc("day", false),
		"toStartOfWeek": func(p *printer, e *callExpr) {
			ts := postgresDialect{}.timestamp(p, e.args[0])
			if e.mode == 1 {
				p.tmpl("(date_trunc('week', {}))::date", ts)
			} else {
				p.tmpl("(date_trunc('week', {} + INTERVAL '1 day') - INTERVAL '1 day')::date", ts)
			}
		},
		"toStartOfMonth":   pgTrunc("month", true),
		"toStartOfQuarter": pgTrunc("quarter", true),
		"toStartOfYear":    pgTrunc("year", true),
		"toYear":           tpl("EXTRACT(YEAR FROM {0})::bigint"),
		"toQuarter":        tpl("EXTRACT(QUARTER FROM {0})::bigint"),
		"toMonth":          tpl("EXTRACT(MONTH FROM {0})::bigint"),
		"toDayOfMonth":     tpl("EXTRACT(DAY FROM {0})::bigint"),
		"toDayOfWeek":      tpl("EXTRACT(ISODOW FROM {0})::bigint"),
		"toHour":           tpl("EXTRACT(HOUR FROM {0})::bigint"),
		"toMinute":         tpl("EXTRACT(MINUTE FROM {0})::bigint"),
		"toSecond":         tpl("floor(EXTRACT(SECOND FROM {0}))::bigint"),
		"toUnixTimestamp":  tpl("floor(extract(epoch FROM {0}))::bigint"),
		"dateDiff":         postgresDialect{}.dateDiff,
		"formatDateTime":   func(p *printer, e *callExpr) { formatDate(p, e.args[0], e.unit, 1) },
		"position":         named("strpos"),
		// substr takes integer (int4) positions.
		"substring": func(p *printer, e *callExpr) {
			if len(e.args) > 2 {
				p.tmplArgs("substr({0}, ({1})::integer, ({2})::integer)", e.args)
			} else {
				p.tmplArgs("substr({0}, ({1})::integer)", e.args)
			}
		},
		"domain": func(p *printer, e *callExpr) { urlHost(p, e.args[0], "strpos") },
		"path":   func(p *printer, e *callExpr) { urlPath(p, e.args[0], "strpos") },
	}
	for name, f := range postgresHogQLCalls() {
		postgresCalls[name] = f
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
	p.w("jsonb_array_elements_text(")
	p.expr(arr)
	p.w(") WITH ORDINALITY AS ")
	p.ident(alias)
	p.w(`("value", "key")`)
}

// pgElemCast reads an element (text) back as its type.
var pgElemCast = [...]string{
	tInt: "::bigint", tUInt: "::bigint", tFloat: "::double precision", tBool: "::boolean",
	tDate: "::date", tDateTime: "::timestamptz", tArray: "::jsonb", tJSON: "::jsonb",
	tString: "", tNothing: "", tInterval: "",
}

func (postgresDialect) elemValue(p *printer, alias string, t Type) {
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

// postgresHogQLCalls prints the ClickHouse functions with PostgreSQL's
// built-in equivalents.
func postgresHogQLCalls() map[string]callPrinter {
	steps := func(p *printer, e *callExpr) func() {
		return func() { pgJSONSteps(p, e.args[0].(*jsonExpr)) }
	}
	ordered := func(p *printer, x expr) func() {
		return func() {
			p.expr(x)
			if x.typ().base == tString {
				p.w(` COLLATE "C"`)
			}
		}
	}
	notNull := func(p *printer, e *callExpr) {
		p.tmpl(" FILTER (WHERE {} IS NOT NULL)", p.x(e.args[0]))
	}
	argBest := func(dir string) callPrinter {
		return func(p *printer, e *callExpr) {
			cond := "WHERE {} IS NOT NULL"
			_ = cond
			p.tmpl("(array_agg({} ORDER BY {} "+dir+", {} "+dir+" NULLS LAST)", p.x(e.args[0]), ordered(p, e.args[1]), ordered(p, e.args[0]))
			// The FILTER must be inside the subscript: build it here.
			if e.filter != nil {
				p.tmpl(" FILTER (WHERE {} IS NOT NULL AND {}))[1]", p.x(e.args[1]), p.x(e.filter))
				e.filter = nil
				return
			}
			p.tmpl(" FILTER (WHERE {} IS NOT NULL))[1]", p.x(e.args[1]))
		}
	}
	regex := func(op string) callPrinter {
		return func(p *printer, e *callExpr) {
			p.tmpl("(burrow_cap({}) "+op+" burrow_pattern({}))", p.x(e.args[0]), p.x(e.args[1]))
		}
	}
	return map[string]callPrinter{
		"JSONExtractRaw": func(p *printer, e *callExpr) { p.tmpl("({})::text", steps(p, e)) },
		"JSONHas":        func(p *printer, e *callExpr) { p.tmpl("({} IS NOT NULL)", steps(p, e)) },
		"JSONLength": func(p *printer, e *callExpr) {
			p.tmpl(`(SELECT CASE jsonb_typeof("_j"."v") WHEN 'array' THEN jsonb_array_length("_j"."v") WHEN 'object' THEN (SELECT count(*) FROM jsonb_object_keys("_j"."v")) ELSE 0 END FROM (SELECT {} AS "v") AS "_j")`, steps(p, e))
		},
		"groupArray": func(p *printer, e *callExpr) {
			if e.mode >= 0 {
				p.w(`(SELECT COALESCE(jsonb_agg("_h"."v" ORDER BY "_h"."i"), '[]'::jsonb) FROM jsonb_array_elements(`)
				p.tmpl("jsonb_agg({})", p.x(e.args[0]))
				notNull(p, e)
				p.tmpl(`) WITH ORDINALITY AS "_h"("v", "i") WHERE "_h"."i" <= {})`, p.param(e.mode, tInt))
				return
			}
			p.tmpl("COALESCE(jsonb_agg({})", p.x(e.args[0]))
			notNull(p, e)
			p.w(", '[]'::jsonb)")
		},
		"groupUniqArray": func(p *printer, e *callExpr) {
			p.tmpl("COALESCE(to_jsonb(array_agg(DISTINCT {})", ordered(p, e.args[0]))
			notNull(p, e)
			p.w("), '[]'::jsonb)")
		},
		"argMax": argBest("DESC"),
		"argMin": argBest("ASC"),
		"quantile": func(p *printer, e *callExpr) {
			p.tmpl("percentile_cont({}) WITHIN GROUP (ORDER BY {})", p.param(e.level, tFloat), p.x(e.args[0]))
		},
		"quantiles": func(p *printer, e *callExpr) {
			p.tmpl("to_jsonb(percentile_cont(string_to_array({}, ',')::double precision[]) WITHIN GROUP (ORDER BY {}))", p.param(e.unit, tString), p.x(e.args[0]))
		},
		"topK": func(p *printer, e *callExpr) {
			t := pgTypes[e.args[0].typ().base]
			collate := ""
			if e.args[0].typ().base == tString {
				collate = ` COLLATE "C"`
			}
			p.w(`(SELECT COALESCE(jsonb_agg("_t"."v" ORDER BY "_t"."c" DESC, "_t"."v"` + collate + `), '[]'::jsonb) FROM (SELECT "_u"."v", count(*) AS "c" FROM unnest(`)
			p.tmpl("array_agg({})", p.x(e.args[0]))
			notNull(p, e)
			p.w(`::` + t + `[]) AS "_u"("v") GROUP BY "_u"."v" ORDER BY count(*) DESC, "_u"."v"` + collate + ` LIMIT `)
			p.d.bind(p, e.mode, tInt)
			p.w(`) AS "_t")`)
		},
		"corr":             named("corr"),
		"stddevPop":        named("stddev_pop"),
		"stddevSamp":       named("stddev_samp"),
		"varPop":           named("var_pop"),
		"varSamp":          named("var_samp"),
		"match":            regex("~"),
		"imatch":           regex("~*"),
		"extract":          tpl("(CASE WHEN {0} IS NOT NULL AND {1} IS NOT NULL THEN COALESCE(substring(burrow_cap({0}) FROM burrow_pattern({1})), '') END)"),
		"extractAll":       tpl(`(CASE WHEN {0} IS NOT NULL AND {1} IS NOT NULL THEN (SELECT COALESCE(jsonb_agg("_m"."m"[1] ORDER BY "_m"."n"), '[]'::jsonb) FROM regexp_matches(burrow_cap({0}), burrow_pattern({1}), 'g') WITH ORDINALITY AS "_m"("m", "n")) END)`),
		"replaceRegexpOne": tpl("burrow_cap(regexp_replace(burrow_cap({0}), burrow_pattern({1}), replace({2}, '\\0', '\\&')))"),
		"replaceRegexpAll": tpl("burrow_cap(regexp_replace(burrow_cap({0}), burrow_pattern({1}), replace({2}, '\\0', '\\&'), 'g'))"),
		"splitByChar":      tpl("to_jsonb(string_to_array({1}, {0}))"),
		"splitByString":    tpl("to_jsonb(string_to_array({1}, {0}))"),
		"toStartOfInterval": func(p *printer, e *callExpr) {
			p.tmpl("to_timestamp(floor(extract(epoch FROM {}) / {}) * {})", p.x(e.args[0]), p.param(e.mode, tInt), p.param(e.mode, tInt))
		},
		"toYYYYMM":    tpl("(EXTRACT(YEAR FROM {0}) * 100 + EXTRACT(MONTH FROM {0}))::bigint"),
		"toYYYYMMDD":  tpl("(EXTRACT(YEAR FROM {0}) * 10000 + EXTRACT(MONTH FROM {0}) * 100 + EXTRACT(DAY FROM {0}))::bigint"),
		"toDayOfYear": tpl("EXTRACT(DOY FROM {0})::bigint"),
		"toISOWeek":   tpl("EXTRACT(WEEK FROM {0})::bigint"),
		"left":        tpl("left({0}, GREATEST({1}, 0)::integer)"),
		"right":       tpl("right({0}, GREATEST({1}, 0)::integer)"),
		"leftPad":     func(p *printer, e *callExpr) { pgPad(p, e, "lpad") },
		"rightPad":    func(p *printer, e *callExpr) { pgPad(p, e, "rpad") },
		"replaceOne":  tpl("(CASE WHEN strpos({0}, {1}) > 0 AND {1} <> '' THEN substr({0}, 1, strpos({0}, {1}) - 1) || {2} || substr({0}, strpos({0}, {1}) + length({1})) ELSE {0} END)"),
		"reverse":     named("reverse"),
		// At most 1 MiB characters: the count is clamped as on SQLite.
		"repeat":         tpl("repeat({0}, LEAST({1}, 1048576 / GREATEST(length({0}), 1))::integer)"),
		"cutQueryString": tpl("(CASE WHEN strpos({0}, '?') > 0 THEN substr({0}, 1, strpos({0}, '?') - 1) || CASE WHEN strpos({0}, '#') > strpos({0}, '?') THEN substr({0}, strpos({0}, '#')) ELSE '' END ELSE {0} END)"),
		"cutFragment":    tpl("(CASE WHEN strpos({0}, '#') > 0 THEN substr({0}, 1, strpos({0}, '#') - 1) ELSE {0} END)"),
		"protocol":       tpl("(CASE WHEN strpos({0}, '://') > 0 THEN substr({0}, 1, strpos({0}, '://') - 1) ELSE '' END)"),
		"greatest":       func(p *printer, e *callExpr) { pgNullStrict(p, e, "GREATEST") },
		"least":          func(p *printer, e *callExpr) { pgNullStrict(p, e, "LEAST") },
		"sign":           tpl("sign({0})::bigint"),
		"sqrt":           tpl("(CASE WHEN {0} >= 0 THEN sqrt(({0})::double precision) END)"),
		"pow":            tpl("power(({0})::double precision, ({1})::double precision)"),
		"exp":            tpl("exp(({0})::double precision)"),
		"log":            tpl("(CASE WHEN {0} > 0 THEN ln(({0})::double precision) END)"),
		"log10":          tpl("(CASE WHEN {0} > 0 THEN log(({0})::double precision) END)"),
		"log2":           tpl("(CASE WHEN {0} > 0 THEN ln(({0})::double precision) / ln(2::double precision) END)"),
		"intDiv":         tpl("div({0}, NULLIF({1}, 0))::bigint"),
		"arrayLength":    tpl("jsonb_array_length({0})"),
		"arrayElement": func(p *printer, e *callExpr) {
			p.tmplArgs("(CASE WHEN {1} > 0 THEN ({0} ->> ({1} - 1)::integer) WHEN {1} < 0 THEN ({0} ->> ({1})::integer) END)", e.args)
			p.w(pgElemCast[e.t.base])
		},
		"JSONExtractArrayRaw": func(p *printer, e *callExpr) {
			p.tmpl("(CASE WHEN jsonb_typeof({}) = 'array' THEN {} ELSE '[]'::jsonb END)", steps(p, e), steps(p, e))
		},
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
