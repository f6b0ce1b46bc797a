package engine

import (
	"strconv"

	"github.com/burrow-analytics/burrow/store"
)

// postgresDialect prints SQL for PostgreSQL (TIMESTAMPTZ, DATE, JSONB). The
// statement runs with TimeZone set to UTC (see Run), so date_trunc and
// date/timestamptz casts work in UTC like the SQLite forms.
type postgresDialect struct{}

func (postgresDialect) name() store.Dialect { return store.Postgres }

// collate sorts strings by code point, as SQLite does, whatever the
// database's default collation.
func (postgresDialect) collate() string { return ` COLLATE "C"` }

var pgTypes = [...]string{
	tString: "text", tInt: "bigint", tUInt: "bigint", tFloat: "double precision", tBool: "boolean",
	tDate: "date", tDateTime: "timestamptz", tJSON: "jsonb", tNothing: "text", tInterval: "text",
}

// bind writes a typed placeholder ($n::type), reusing $n for a constant
// bound before: the same expression printed twice (SELECT and GROUP BY) must
// be the same SQL for PostgreSQL to match them.
func (postgresDialect) bind(p *printer, v any, t baseType) {
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
	pgDatePattern  = `'^[0-9]{4}-[0-9]{2}-[0-9]{2}'`
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
		"formatDateTime": func(p *printer, e *callExpr) {
			f, err := translateDateFormat(e.unit, true)
			if err != nil {
				p.err = err
				return
			}
			p.tmpl("to_char({}, {})", p.x(e.args[0]), p.param(f, tString))
		},
		"position": named("strpos"),
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
	p.tmpl("({} "+op+" {})", p.x(e.x), p.param(e.pattern, tString))
}
