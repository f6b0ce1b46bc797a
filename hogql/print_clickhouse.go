package hogql

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// clickhouseDialect prints SQL for ClickHouse, over the tables of package
// clickhouse/schema: DateTime64(6, 'UTC') timestamps, properties as JSON
// text, native arrays. Constants are query parameters ({p1:String}). The
// statement ends with the SETTINGS that give ClickHouse the
// other engines' meaning (NULLs from outer joins, UTC); resource limits are
// the runner's, passed as settings of the query, not in the text.
type clickhouseDialect struct{}

func (clickhouseDialect) name() Engine { return ClickHouse }

// clickhouseSettings end every ClickHouse statement: join_use_nulls gives
// the right side of an unmatched LEFT JOIN NULLs, as SQL does, instead of
// the type's default value; optimize_rewrite_aggregate_function_with_if = 0
// keeps count(DISTINCT if(c, NULL, x)) from becoming uniqExactIf(x, NOT c),
// which drops the rows where c is NULL (if takes its else branch there).
const clickhouseSettings = " SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, " +
	"optimize_rewrite_aggregate_function_with_if = 0"

// clickhouseTables are the read forms of the tables mirrored from the store:
// ReplacingMergeTree tables read with FINAL show each row's latest version
// and hide deleted rows (clickhouse/schema/0002_persons.sql).
var clickhouseTables = map[string]string{
	"persons":             `(SELECT * FROM "persons" FINAL)`,
	"person_distinct_ids": `(SELECT * FROM "person_distinct_ids" FINAL)`,
	"session_recordings":  `(SELECT * FROM "session_recordings" FINAL)`,
	"plugin_log_entries":  `(SELECT * FROM "plugin_log_entries" FINAL)`,
	"sessions":            clickhouseSessions,
}

func (clickhouseDialect) table(p *printer, t *tableDef) {
	if sql, ok := clickhouseTables[t.physical]; ok {
		p.w(sql)
		return
	}
	p.ident(t.physical)
}

// clickhouseSessions reads the sessions kept by ClickHouse as aggregate
// states (raw_sessions_v2, clickhouse/schema/0006_raw_sessions_v2.sql) as
// the columns of the store's sessions table, computed as store/session.go
// computes them. The urls state holds (key, url) pairs, the key ordering as
// the events' (timestamp, uuid) do; the first and last times are Int64
// microseconds, and the duration their whole seconds' difference, each
// rounded down as Go's Time.Unix (store.Session) rounds them.
var clickhouseSessions = `(SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", ` +
	`fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", ` +
	`toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", ` +
	`"s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", ` +
	`"s_events" AS "event_count", ` +
	`nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", ` +
	`nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", ` +
	`nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", ` +
	`nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", ` +
	`arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", ` +
	clickhouseChannelType + ` AS "channel_type", ` +
	`("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce" ` +
	`FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", ` +
	`min("start_micros") AS "s_start", max("end_micros") AS "s_end", ` +
	`sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", ` +
	`sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", ` +
	`argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", ` +
	`argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", ` +
	`argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", ` +
	`argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", ` +
	`groupArrayIfMerge("urls") AS "s_urls" ` +
	`FROM "raw_sessions_v2" GROUP BY "team_id", "session_id"))`

// The lists of store/session.go's channelType.
var (
	chSearchEngines = []string{"google.", "bing.com", "duckduckgo.com", "yahoo.", "baidu.com", "yandex.", "ecosia.org", "search.brave.com"}
	chSocialSites   = []string{"facebook.com", "twitter.com", "t.co", "x.com", "linkedin.com", "lnkd.in", "reddit.com", "instagram.com",
		"youtube.com", "pinterest.com", "tiktok.com", "news.ycombinator.com"}
)

// clickhouseChannelType is store/session.go's channelType as an expression
// of the entry columns.
var clickhouseChannelType = func() string {
	d := `lower("s_referring_domain")`
	src := `lower("s_utm_source")`
	med := `lower("s_utm_medium")`
	matches := func(host string, list []string) string {
		var parts []string
		for _, s := range list {
			parts = append(parts, "("+host+" = '"+s+"' OR endsWith("+host+", '."+s+"'))")
			if strings.HasSuffix(s, ".") {
				parts = append(parts, "position("+host+", '"+s+"') > 0")
			}
		}
		return "(" + strings.Join(parts, " OR ") + ")"
	}
	paid := "(" + med + " IN ('cpc', 'ppc', 'paid') OR startsWith(" + med + ", 'paid'))"
	return "multiIf(" +
		paid + " AND (" + matches(src, chSearchEngines) + " OR " + matches(d, chSearchEngines) + " OR " + src + " IN ('google', 'bing')), 'Paid Search', " +
		paid + " AND (" + matches(d, chSocialSites) + " OR " + src + " IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', " +
		paid + ", 'Paid Unknown', " +
		"(" + med + " = 'email' OR " + src + " IN ('email', 'newsletter')), 'Email', " +
		matches(d, chSearchEngines) + ", 'Organic Search', " +
		"(" + matches(d, chSocialSites) + " OR " + med + " = 'social'), 'Organic Social', " +
		med + " = 'affiliate', 'Affiliate', " +
		"(" + d + " IN ('', '$direct')), if(" + src + " = '' AND " + med + " = '', 'Direct', 'Unknown'), " +
		"'Referral')"
}()

func (clickhouseDialect) collate() string { return "" }

// chParamTypes are the types of the query parameters by base type; Date
// and DateTime constants are canonical strings, parsed by the statement.
var chParamTypes = [...]string{
	tString: "String", tInt: "Int64", tUInt: "Int64", tFloat: "Float64", tBool: "Bool",
	tDate: "String", tDateTime: "String", tJSON: "String", tNothing: "String", tInterval: "String", tArray: "String",
}

// bind writes a query parameter, {pN:Type} (ClickHouse's server-side
// parameters), reusing N for a constant bound before, as on PostgreSQL: the
// runner sends Args[N-1] as parameter pN.
func (clickhouseDialect) bind(p *printer, v any, t Kind) {
	if p.params == nil {
		p.params = map[paramKey]int{}
	}
	pt := chParamTypes[t]
	if _, ok := v.(string); ok && (t == tInt || t == tUInt || t == tFloat || t == tBool) {
		pt = "String"
	}
	if _, ok := v.(float64); ok && t != tFloat {
		pt = "Float64"
	}
	key := paramKey{t: t, v: v}
	n, ok := p.params[key]
	if !ok {
		p.args = append(p.args, v)
		n = len(p.args)
		p.params[key] = n
	}
	ref := "{p" + strconv.Itoa(n) + ":" + pt + "}"
	switch t {
	case tDate:
		p.w("toDate32(" + ref + ")")
	case tDateTime:
		p.w("parseDateTime64BestEffort(" + ref + ", 6, 'UTC')")
	default:
		p.w(ref)
	}
}

// chString quotes s as a ClickHouse string literal: backslash escapes for
// the quote, the backslash and every control byte.
func chString(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('\'')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\'' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < 0x20 || c == 0x7f:
			fmt.Fprintf(&b, `\x%02X`, c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('\'')
	return b.String()
}

func (clickhouseDialect) numbers(p *printer, r *numbersRange) {
	n := r.to - r.from
	if n < 0 {
		n = 0
	}
	p.w(`(SELECT toInt64(number) + ` + strconv.FormatInt(r.from, 10) + ` AS "number" FROM numbers(` + strconv.FormatInt(n, 10) + `))`)
}

func (clickhouseDialect) limit(p *printer, limit, offset int64) {
	if limit >= 0 {
		p.w(" LIMIT " + strconv.FormatInt(limit, 10))
	}
	if offset > 0 {
		p.w(" OFFSET " + strconv.FormatInt(offset, 10))
	}
}

// chJSONPath writes the JSONExtract path arguments of a path: keys as
// strings, array indexes 1-based.
func chJSONPath(p *printer, path []pathKey) {
	for _, k := range path {
		p.w(", ")
		if k.isIndex {
			p.w(strconv.FormatInt(k.index+1, 10))
		} else {
			p.w(chString(k.key))
		}
	}
}

// jsonCall writes fn(base, path...[, extra]).
func chJSONCall(p *printer, fn string, base expr, path []pathKey, extra string) {
	p.w(fn + "(")
	p.expr(base)
	chJSONPath(p, path)
	if extra != "" {
		p.w(", " + extra)
	}
	p.w(")")
}

// clickhouseMaterialized are the materialized columns of events
// (clickhouse/schema/0001_events.sql) by property: each holds exactly what
// jsonText prints for the property (ClickHouseMaterialized), so reading it
// changes no answer.
var clickhouseMaterialized = map[string]string{
	"$browser": "mat_browser", "$pathname": "mat_pathname", "$current_url": "mat_current_url", "$os": "mat_os",
	"$device_type": "mat_device_type", "$host": "mat_host", "$referring_domain": "mat_referring_domain",
}

// MaterializedColumn is a column of ClickHouse's events table computed from
// a property at insert: the printer reads it instead of the property.
type MaterializedColumn struct {
	Property, Column string
	// Expr is its definition, over the column properties: the text of the
	// property as a statement reads it.
	Expr string
}

// ClickHouseMaterialized lists the materialized columns the ClickHouse
// printer reads; clickhouse/schema's DDL defines each with Expr (its test
// checks it).
func ClickHouseMaterialized() []MaterializedColumn {
	var out []MaterializedColumn
	for prop, col := range clickhouseMaterialized {
		p := &printer{d: clickhouseDialect{}}
		clickhouseDialect{}.jsonText(p, &jsonExpr{base: &rawExpr{sql: "properties", t: typ(tJSON)}, path: []pathKey{{key: prop}}})
		out = append(out, MaterializedColumn{Property: prop, Column: col, Expr: p.b.String()})
	}
	slices.SortFunc(out, func(a, b MaterializedColumn) int { return strings.Compare(a.Column, b.Column) })
	return out
}

// jsonText writes strings unquoted, JSON null and missing keys as NULL and
// other values in their JSON spelling, as the other engines do.
func (clickhouseDialect) jsonText(p *printer, e *jsonExpr) {
	if c, ok := e.base.(*colExpr); ok && len(e.path) == 1 && !e.path[0].isIndex && c.name == "properties" &&
		c.src != nil && c.src.table == eventsTable {
		if col, ok := clickhouseMaterialized[e.path[0].key]; ok {
			p.ident(c.src.alias)
			p.w(".")
			p.ident(col)
			return
		}
	}
	p.w("multiIf(")
	chJSONCall(p, "JSONType", e.base, e.path, "")
	p.w(" = 'String', ")
	chJSONCall(p, "JSONExtractString", e.base, e.path, "")
	p.w(", ")
	chJSONCall(p, "JSONType", e.base, e.path, "")
	p.w(" = 'Null', NULL, ")
	chJSONCall(p, "JSONExtractRaw", e.base, e.path, "")
	p.w(")")
}

func (clickhouseDialect) convert(p *printer, e *convExpr) {
	x := p.x(e.x)
	from := e.x.typ().base
	switch e.to {
	case tString:
		switch from {
		case tInt, tUInt:
			p.tmpl("toString({})", x)
		case tFloat:
			// 15 significant digits, as the other engines write them.
			p.tmpl("printf('%.15g', {})", x)
		case tBool:
			p.tmpl("if({}, 'true', 'false')", x)
		case tDate:
			p.tmpl("toString({})", x)
		case tDateTime:
			p.tmpl("formatDateTime({}, '%Y-%m-%d %H:%i:%S', 'UTC')", x)
		case tJSON:
			if _, ok := e.x.(*lambdaVar); ok {
				// An element of JSONExtractArrayRaw or a value of
				// JSONExtractKeysAndValuesRaw is JSON text: a string
				// gives its text, null gives NULL, as on the other engines.
				p.tmpl("multiIf(JSONType({}) = 'String', JSONExtractString({}), JSONType({}) = 'Null', NULL, {})", x, x, x, x)
				return
			}
			p.tmpl("toString({})", x)
		default:
			p.tmpl("toString({})", x)
		}
	case tInt, tUInt:
		switch from {
		case tFloat:
			p.tmpl("if(abs({}) < 9223372036854775808., toInt64(trunc({})), NULL)", x, x)
		case tBool:
			p.tmpl("toInt64({})", x)
		case tString:
			p.tmpl("if(match({}, '^\\\\s*-?(0|[1-9][0-9]*)\\\\s*$'), toInt64OrNull(trimBoth({})), NULL)", x, x)
		case tDate:
			p.tmpl("toInt64(toUInt16({}))", x)
		case tDateTime:
			p.tmpl("toInt64(toUnixTimestamp({}))", x)
		default:
			p.tmpl("toInt64({})", x)
		}
	case tFloat:
		switch from {
		case tString:
			p.tmpl("if(match({}, '^\\\\s*-?(0|[1-9][0-9]*)(\\\\.[0-9]+)?([eE][-+]?[0-9]+)?\\\\s*$'), toFloat64OrNull(trimBoth({})), NULL)", x, x)
		case tDateTime:
			p.tmpl("toFloat64(toUnixTimestamp64Micro({})) / 1000000", x)
		default:
			p.tmpl("toFloat64({})", x)
		}
	case tBool:
		switch from {
		case tString:
			p.tmpl("multiIf(lower(trimBoth({})) IN ('true', '1'), true, lower(trimBoth({})) IN ('false', '0'), false, NULL)", x, x)
		default:
			p.tmpl("({} != 0)", x)
		}
	case tDate:
		switch from {
		case tString:
			// A date first, as the other engines read it (best effort alone
			// would read more forms).
			p.tmpl("if(match({}, "+chDatePattern+"), toDate32(parseDateTime64BestEffortOrNull({}, 6, 'UTC')), NULL)", x, x)
		default:
			p.tmpl("toDate32({})", x)
		}
	case tDateTime:
		switch from {
		case tDate:
			p.tmpl("toDateTime64({}, 6, 'UTC')", x)
		case tInt, tUInt, tFloat:
			p.tmpl("toDateTime64(toInt64(floor({})), 6, 'UTC')", x)
		case tString:
			p.tmpl("if(match({}, "+chDatePattern+"), toStartOfSecond(parseDateTime64BestEffortOrNull({}, 6, 'UTC')), NULL)", x, x)
		default:
			p.tmpl("toStartOfSecond({})", x)
		}
	default:
		x()
	}
}

// chDatePattern is what a string read as a Date or DateTime starts with.
const chDatePattern = `'^[0-9]{4}-[0-9]{2}-[0-9]{2}'`

var chAddUnit = map[string]string{
	"second": "addSeconds", "minute": "addMinutes", "hour": "addHours", "day": "addDays", "week": "addWeeks",
	"month": "addMonths", "quarter": "addQuarters", "year": "addYears",
}

func (clickhouseDialect) dateAdd(p *printer, e *dateAddExpr) {
	p.tmpl(chAddUnit[e.unit]+"({}, {})", p.x(e.x), p.x(e.n))
}

func (clickhouseDialect) like(p *printer, e *likeExpr) {
	op := "LIKE"
	if e.ilike {
		op = "ILIKE"
	}
	if e.not {
		op = "NOT " + op
	}
	p.tmpl("({} "+op+" {})", p.x(e.x), p.param(e.pattern, tString))
}

func (clickhouseDialect) arrayOf(p *printer, elems []expr) {
	t := typ(tNothing)
	for _, e := range elems {
		if e.typ().base == tFloat {
			t = typ(tFloat)
		}
	}
	p.w("[")
	for i, e := range elems {
		if i > 0 {
			p.w(", ")
		}
		p.branch(e, t)
	}
	p.w("]")
}

// tupleDialect is a dialect that holds tuples as tuples: the others hold
// them as JSON arrays (docs/sql.md), which arrayOf prints.
type tupleDialect interface {
	tupleOf(p *printer, elems []expr)
}

// tupleOf prints tuple(a, ...): never (a), which is a parenthesis.
func (clickhouseDialect) tupleOf(p *printer, elems []expr) {
	p.w("tuple(")
	p.exprList(elems)
	p.w(")")
}

// elements is only reached through ARRAY JOIN (see selectBody): every array
// function has a native ClickHouse form.
func (clickhouseDialect) elements(p *printer, arr expr, alias string) {
	p.expr(arr)
	p.w(" AS ")
	p.ident(alias)
}

func (clickhouseDialect) elemValue(p *printer, alias string, _ Type) { p.ident(alias) }

func (clickhouseDialect) elemIndex(p *printer, alias string) {
	p.err = fmt.Errorf("engine: ClickHouse reads no element index of %s", alias)
}

func (clickhouseDialect) groupArray(p *printer, value expr, order func(), distinct bool) {
	if distinct {
		p.tmpl("groupUniqArray({})", p.x(value))
		return
	}
	if order != nil {
		p.err = fmt.Errorf("engine: ClickHouse has no ordered groupArray")
		return
	}
	p.tmpl("groupArray({})", p.x(value))
}

func (clickhouseDialect) lateral() string { return "" }

func (clickhouseDialect) stringAgg() string { return "groupConcat" }

// chLambda writes the lambda argument of an array function natively:
// ("_e1", "_e2") -> body.
func chLambda(p *printer, lam *lambdaExpr) {
	chLambdaParams(p, lam)
	p.expr(lam.body)
}

// chLambdaParams writes the parameters of lam and its arrow: "(a, b) -> ".
func chLambdaParams(p *printer, lam *lambdaExpr) {
	p.w("(")
	for i, v := range lam.params {
		if i > 0 {
			p.w(", ")
		}
		p.ident(v.alias)
	}
	p.w(") -> ")
}

// chArrayLambda prints the array functions that take a lambda by their
// ClickHouse names; without a lambda, arrayCount counts every element (as
// on the other engines) and arraySum adds them.
// chArrayMax prints arrayMax and arrayMin with 0 for an empty array, as
// ClickHouse gives for non-nullable elements and the other engines for any
// (ClickHouse gives NULL for an empty array of nullable ones, which the
// compiler's types do not tell apart).
func chArrayMax(p *printer, e *callExpr) {
	arrays := append([]expr{e.args[0]}, e.args[min(2, len(e.args)):]...)
	p.w("if(")
	for i, a := range arrays {
		if i > 0 {
			p.w(" OR ")
		}
		p.fn("empty", a)
	}
	p.w(", 0, ")
	chArrayLambda(p, e)
	p.w(")")
}

func chArrayLambda(p *printer, e *callExpr) {
	var lam *lambdaExpr
	if len(e.args) > 1 {
		lam, _ = e.args[1].(*lambdaExpr)
	}
	arrays := append([]expr{e.args[0]}, e.args[min(2, len(e.args)):]...)
	name := e.fn.name
	switch {
	case lam == nil && name == "arrayCount":
		p.tmpl("toUInt64(length({}))", p.x(e.args[0]))
		return
	case lam == nil:
		p.fn(name, e.args[0])
		return
	case name == "arrayFirst":
		name = "arrayFirstOrNull"
	}
	p.w(name + "(")
	if name == "arrayAll" || name == "arrayReverseFill" {
		// A NULL condition fails, as NOT COALESCE(cond, FALSE) does.
		chLambdaParams(p, lam)
		p.w("ifNull(")
		p.expr(lam.body)
		p.w(", false)")
	} else {
		chLambda(p, lam)
	}
	for _, a := range arrays {
		p.w(", ")
		if len(arrays) == 1 || e.sameLength {
			p.expr(a)
			continue
		}
		// The shortest array sets the length, as on the other engines
		// (ClickHouse wants arrays of one size), unless the builder proved
		// them of one length (SameLength).
		p.tmpl("arraySlice({}, 1, least(", p.x(a))
		for i, b := range arrays {
			if i > 0 {
				p.w(", ")
			}
			p.tmpl("length({})", p.x(b))
		}
		p.w("))")
	}
	p.w(")")
}

// chAgg prints an aggregate NAME([DISTINCT] args...), its FILTER and OVER
// written right after it.
func chAgg(name string) callPrinter {
	return func(p *printer, e *callExpr) {
		p.aggregate(name, e, func() { p.exprList(e.args) })
		p.writeFilter(e, nil)
	}
}

// chFinite prints a statistical aggregate whose undefined results (NaN,
// infinity: too few rows, no variance) are NULL, as on the other engines.
func chFinite(name string) callPrinter {
	return func(p *printer, e *callExpr) {
		agg := func() {
			p.fn(name, e.args...)
			p.writeFilter(e, nil)
		}
		p.tmpl("if(isFinite({}), {}, NULL)", agg, agg)
	}
}

// chArgBest prints argMin/argMax: ties broken by the first argument, rows
// with a NULL second argument skipped, NULL over no rows.
func chArgBest(name string) callPrinter {
	return func(p *printer, e *callExpr) {
		p.tmpl(name+"OrNull({}, ({}, {}))", p.x(e.args[0]), p.x(e.args[1]), p.x(e.args[0]))
		p.writeFilter(e, e.args[1])
	}
}

// chNullStrict prints greatest/least, NULL when an argument is.
func chNullStrict(name string) callPrinter {
	return func(p *printer, e *callExpr) {
		p.w("if(")
		for i, a := range e.args {
			if i > 0 {
				p.w(" OR ")
			}
			p.tmpl("isNull({})", p.x(a))
		}
		p.w(", NULL, ")
		p.branches(name, e.args, e.t)
		p.w(")")
	}
}

// chJSON prints fn(base, path...) of a call whose first argument is a JSON
// path (jsonExpr).
func chJSON(fn string) callPrinter {
	return func(p *printer, e *callExpr) {
		j := e.args[0].(*jsonExpr)
		chJSONCall(p, fn, j.base, j.path, "")
	}
}

// chInt64 prints toInt64(fn(args...)).
func chInt64(fn string) callPrinter {
	return func(p *printer, e *callExpr) {
		p.w("toInt64(")
		p.fn(fn, e.args...)
		p.w(")")
	}
}

// chTruncate prints toStartOfMinute, toStartOfHour and toStartOfDay for
// a unit of that many µs: a DateTime (a DateTime64 in UTC) floored to a
// multiple of the unit in integer arithmetic, exact over the whole range of
// DateTime64, where ClickHouse's own functions round an instant before 1970
// with a fraction of a second in the unit's last second up to the next
// unit (1966-01-05 23:59:59.25 starts the day 1966-01-06); a Date is its
// midnight. The divisor is an Int64: an Int64 modulo a UInt64 constant is
// taken as unsigned.
func chTruncate(unitMicros int64) callPrinter {
	unit := "toInt64(" + strconv.FormatInt(unitMicros, 10) + ")"
	return func(p *printer, e *callExpr) {
		x := p.x(e.args[0])
		if e.args[0].typ().base != tDateTime {
			p.tmpl("toDateTime64({}, 6, 'UTC')", x)
			return
		}
		p.tmpl("fromUnixTimestamp64Micro(toUnixTimestamp64Micro({}) - positiveModulo(toUnixTimestamp64Micro({}), "+unit+"), 'UTC')", x, x)
	}
}

// chUnixMicros prints toUnixTimestamp64Micro, whose argument must be a
// DateTime64 (a Date becomes one: its midnight).
func chUnixMicros(p *printer, e *callExpr) {
	x := p.x(e.args[0])
	if e.args[0].typ().base != tDateTime {
		p.tmpl("toUnixTimestamp64Micro(toDateTime64({}, 6, 'UTC'))", x)
		return
	}
	p.tmpl("toUnixTimestamp64Micro({})", x)
}

// chPositive prints fn(x) for x > 0 (sqrt: x >= 0), NULL otherwise.
func chPositive(fn, cmp string) callPrinter {
	return func(p *printer, e *callExpr) {
		p.tmpl("if({} "+cmp+" 0, "+fn+"({}), NULL)", p.x(e.args[0]), p.x(e.args[0]))
	}
}

// printSliceClickHouse prints x[lo:hi] (sliceDef): 1-based, both ends
// included, negative from the end, as printSlice.
func printSliceClickHouse(p *printer, e *callExpr) {
	v, i := p.newAlias(), p.newAlias()
	arr, lo, hi := p.x(e.args[0]), p.x(e.args[1]), p.x(e.args[2])
	p.w("arrayFilter((")
	p.ident(v)
	p.w(", ")
	p.ident(i)
	p.w(") -> ")
	p.ident(i)
	p.tmpl(" - 1 >= multiIf({} > 0, {} - 1, {} < 0, length({}) + {}, length({})) AND ", lo, lo, lo, arr, lo, arr)
	p.ident(i)
	p.tmpl(" - 1 <= multiIf({} > 0, {} - 1, {} < 0, length({}) + {}, -1), {}, arrayEnumerate({}))", hi, hi, hi, arr, hi, arr, arr)
}

// clickhouseCalls are the ClickHouse print rules of the functions, by name:
// they take precedence over a record's rules for every engine (which the
// other engines' shared SQL, written with their own helper functions,
// would not run here). TestPrintRules requires one for every function with
// per-engine rules.
var clickhouseCalls map[string]callPrinter

// The table refers to printers that reach call, hence the init.
func init() {
	clickhouseCalls = clickhouseCallTable()
	clickhouseInternal = clickhouseInternalTable()
}

// clickhouseInternal are the ClickHouse print rules of the functions that
// checks produce and users cannot name (their names are taken by public
// records, which are rewritten into them).
var clickhouseInternal map[*funcDef]callPrinter

func clickhouseInternalTable() map[*funcDef]callPrinter {
	return map[*funcDef]callPrinter{
		tupleElementDef: func(p *printer, e *callExpr) {
			p.tmpl("tupleElement({}, "+strconv.FormatInt(e.mode, 10)+")", p.x(e.args[0]))
		},
		// parseDateTimeBestEffort reads day before month where ambiguous, as
		// Burrow's own reader (ParseDateTimeBestEffort) does; mode 1 is -OrZero.
		bestEffortDef: func(p *printer, e *callExpr) {
			if e.mode == 1 {
				p.tmpl("ifNull(toStartOfSecond(parseDateTime64BestEffortOrNull({}, 6, 'UTC')), toDateTime64(0, 6, 'UTC'))", p.x(e.args[0]))
				return
			}
			p.tmpl("toStartOfSecond(parseDateTime64BestEffortOrNull({}, 6, 'UTC'))", p.x(e.args[0]))
		},
	}
}

func clickhouseCallTable() map[string]callPrinter {
	return map[string]callPrinter{
		// Aggregates: -OrNull gives NULL over no rows, as SQL does; count of
		// DISTINCT is exact (uniqExact): uniq prints as count(DISTINCT x).
		"count":       chAgg("count"),
		"sum":         chAgg("sumOrNull"),
		"groupBitOr":  chAgg("groupBitOrOrNull"),
		"avg":         chAgg("avgOrNull"),
		"min":         chAgg("minOrNull"),
		"max":         chAgg("maxOrNull"),
		"any":         chAgg("minOrNull"),
		"lag":         chLagLead,
		"lead":        chLagLead,
		"first_value": named("first_value_respect_nulls"),
		"last_value":  named("last_value_respect_nulls"),

		// Dates and times.
		"now":                    tpl("toDateTime64(now(), 6, 'UTC')"),
		"yesterday":              tpl("yesterday()"),
		"today":                  tpl("today()"),
		"toDateTime":             tpl("toStartOfSecond({0})"),
		"toStartOfMinute":        chTruncate(60_000_000),
		"toStartOfHour":          chTruncate(3_600_000_000),
		"toStartOfDay":           chTruncate(86_400_000_000),
		"toStartOfMonth":         named("toStartOfMonth"),
		"toStartOfQuarter":       named("toStartOfQuarter"),
		"toStartOfYear":          named("toStartOfYear"),
		"toYear":                 chInt64("toYear"),
		"toQuarter":              chInt64("toQuarter"),
		"toMonth":                chInt64("toMonth"),
		"toDayOfMonth":           chInt64("toDayOfMonth"),
		"toDayOfWeek":            chInt64("toDayOfWeek"),
		"toHour":                 chInt64("toHour"),
		"toMinute":               chInt64("toMinute"),
		"toSecond":               chInt64("toSecond"),
		"toUnixTimestamp":        chInt64("toUnixTimestamp"),
		"toUnixTimestamp64Micro": chUnixMicros,
		"toYYYYMM":               chInt64("toYYYYMM"),
		"toYYYYMMDD":             chInt64("toYYYYMMDD"),
		"toDayOfYear":            chInt64("toDayOfYear"),
		"toISOWeek":              chInt64("toISOWeek"),
		"toStartOfWeek": func(p *printer, e *callExpr) {
			p.tmpl("toStartOfWeek({}, "+strconv.FormatInt(e.mode, 10)+")", p.x(e.args[0]))
		},
		"dateDiff": func(p *printer, e *callExpr) {
			p.tmpl("toInt64(dateDiff("+chString(e.unit)+", {}, {}))", p.x(e.args[0]), p.x(e.args[1]))
		},
		"formatDateTime": chFormatDate,
		"toStartOfInterval": func(p *printer, e *callExpr) {
			n := strconv.FormatInt(e.mode, 10)
			p.tmpl("toDateTime64(intDiv(toUnixTimestamp({}), "+n+") * "+n+", 6, 'UTC')", p.x(e.args[0]))
		},

		// Strings: by characters (the UTF8 forms), as on the other engines.
		"lower": named("lowerUTF8"),
		"upper": named("upperUTF8"),
		"length": func(p *printer, e *callExpr) {
			if e.args[0].typ().base == tString {
				p.fn("lengthUTF8", e.args...)
			} else {
				p.fn("length", e.args...)
			}
		},
		"arrayLength": named("length"),
		"trim":        named("trimBoth"),
		"trimLeft":    named("trimLeft"),
		"trimRight":   named("trimRight"),
		"replaceAll":  named("replaceAll"),
		"position":    named("positionUTF8"),
		"domain":      named("domain"),
		"path":        tpl("ifNull(path({0}), '')"),
		"concat": func(p *printer, e *callExpr) {
			p.w("concat(")
			for _, a := range e.args {
				p.tmpl("ifNull({}, ''), ", p.x(a))
			}
			p.w("'')")
		},
		"substring":        named("substringUTF8"),
		"left":             tpl("leftUTF8({0}, greatest({1}, 0))"),
		"right":            tpl("rightUTF8({0}, greatest({1}, 0))"),
		"leftPad":          chPad(true),
		"rightPad":         chPad(false),
		"replaceOne":       named("replaceOne"),
		"reverse":          named("reverseUTF8"),
		"repeat":           chRepeat,
		"cutQueryString":   named("cutQueryString"),
		"cutFragment":      named("cutFragment"),
		"protocol":         tpl("ifNull(protocol({0}), '')"),
		"match":            named("match"),
		"imatch":           tpl("match({0}, concat('(?i)', {1}))"),
		"extract":          named("extract"),
		"extractAll":       named("extractAll"),
		"replaceRegexpOne": named("replaceRegexpOne"),
		"replaceRegexpAll": named("replaceRegexpAll"),

		// Numbers.
		"coalesce": func(p *printer, e *callExpr) { p.branches("coalesce", e.args, e.t) },
		"greatest": chNullStrict("greatest"),
		"least":    chNullStrict("least"),
		"sign":     chInt64("sign"),
		"sqrt":     chPositive("sqrt", ">="),
		"pow":      named("pow"),
		"exp":      named("exp"),
		"log":      chPositive("log", ">"),
		"log10":    chPositive("log10", ">"),
		"log2":     chPositive("log2", ">"),
		"intDiv":   tpl("if({1} = 0, NULL, intDivOrZero({0}, {1}))"),
		"bitAnd":   chInt64("bitAnd"),
		"bitOr":    chInt64("bitOr"),
		// The shift is clamped in the branch not taken too: ClickHouse
		// evaluates it and refuses a negative one.
		"bitShiftLeft": tpl("if({1} BETWEEN 0 AND 63, bitShiftLeft(toInt64({0}), toUInt8(least(greatest({1}, 0), 63))), NULL)"),

		// JSON.
		"JSONExtractRaw": func(p *printer, e *callExpr) {
			j := e.args[0].(*jsonExpr)
			p.w("nullIf(")
			chJSONCall(p, "JSONExtractRaw", j.base, j.path, "")
			p.w(", '')")
		},
		"JSONExtractArrayRaw": chJSON("JSONExtractArrayRaw"),
		// Keys sorted, as on the other engines (PostgreSQL's jsonb keeps no
		// document order).
		"JSONExtractKeys": func(p *printer, e *callExpr) {
			j := e.args[0].(*jsonExpr)
			p.w("arraySort(")
			chJSONCall(p, "JSONExtractKeys", j.base, j.path, "")
			p.w(")")
		},
		// Each value converted from its JSON text as the other engines do
		// (jsonEachValue), pairs sorted by key.
		"JSONExtractKeysAndValues": func(p *printer, e *callExpr) {
			j := e.args[0].(*jsonExpr)
			k, v := p.newAlias(), p.newAlias()
			pairs := func() {
				p.w("arraySort(t -> t.1, ")
				chJSONCall(p, "JSONExtractKeysAndValuesRaw", j.base, j.path, "")
				p.w(")")
			}
			val := &lambdaVar{alias: v, name: "value", t: typ(tJSON)}
			p.w("arrayMap((")
			p.ident(k)
			p.w(", ")
			p.ident(v)
			p.tmpl(") -> tuple({}, {}), arrayMap(t -> t.1, {}), arrayMap(t -> t.2, {}))",
				func() { p.ident(k) }, p.x(convert(convert(val, tString), Kind(e.mode))), pairs, pairs)
		},
		"JSONHas":    chJSON("JSONHas"),
		"JSONLength": chJSON("JSONLength"),

		// Arrays, natively.
		"groupArray": func(p *printer, e *callExpr) {
			if e.mode >= 0 {
				p.w("groupArray(" + strconv.FormatInt(e.mode, 10) + ")")
			} else {
				p.w("groupArray")
			}
			p.aggregate("", e, p.x(e.args[0]))
			p.writeFilter(e, nil)
		},
		"groupUniqArray": func(p *printer, e *callExpr) {
			p.tmpl("arraySort(groupUniqArray({})", p.x(e.args[0]))
			p.writeFilter(e, nil)
			p.w(")")
		},
		"arrayMap":          chArrayLambda,
		"arrayFilter":       chArrayLambda,
		"arrayExists":       chArrayLambda,
		"arrayAll":          chArrayLambda,
		"arrayCount":        chArrayLambda,
		"arraySum":          chArrayLambda,
		"arrayMax":          chArrayMax,
		"arrayMin":          chArrayMax,
		"arrayFirst":        chArrayLambda,
		"arrayReverseFill":  chArrayLambda,
		"has":               named("has"),
		"indexOf":           chInt64("indexOf"),
		"countEqual":        named("countEqual"),
		"hasAny":            named("hasAny"),
		"hasAll":            named("hasAll"),
		"arrayElement":      named("arrayElementOrNull"),
		"range":             tpl("arrayMap(x -> toInt64(x), range(greatest({0}, 0), least({1}, " + strconv.Itoa(maxRange) + ")))"),
		"arraySlice":        named("arraySlice"),
		"arraySort":         named("arraySort"),
		"arrayReverseSort":  named("arrayReverseSort"),
		"arrayReverse":      named("arrayReverse"),
		"arrayDistinct":     named("arrayDistinct"),
		"arrayCompact":      named("arrayCompact"),
		"arrayConcat":       named("arrayConcat"),
		"arrayStringConcat": named("arrayStringConcat"),
		"splitByChar":       named("splitByChar"),
		"splitByString":     named("splitByString"),
		sliceDef.name:       printSliceClickHouse,

		// Aggregates of values: exact, so that they agree with the other
		// engines (quantileExactInclusive interpolates as percentile_cont).
		"argMax": chArgBest("argMax"),
		"argMin": chArgBest("argMin"),
		"quantile": func(p *printer, e *callExpr) {
			p.tmpl("quantileExactInclusiveOrNull("+strconv.FormatFloat(e.level, 'g', -1, 64)+")({})", p.x(e.args[0]))
			p.writeFilter(e, nil)
		},
		"quantiles": func(p *printer, e *callExpr) {
			for _, r := range e.unit {
				if !strings.ContainsRune("0123456789.,e-+", r) {
					p.err = fmt.Errorf("engine: bad quantile levels %q", e.unit)
					return
				}
			}
			p.tmpl("quantilesExactInclusive("+e.unit+")({})", p.x(e.args[0]))
			p.writeFilter(e, nil)
		},
		"topK": func(p *printer, e *callExpr) {
			// Exact: the k most frequent values, ties by value (topK is approximate).
			agg := func() {
				p.tmpl("sumMap([{}], [toInt64(1)])", p.x(e.args[0]))
				p.writeFilter(e, e.args[0])
			}
			p.tmpl("arraySlice(arrayMap(t -> t.1, arraySort(t -> (-t.2, t.1), arrayZip(tupleElement({}, 1), tupleElement({}, 2)))), 1, "+strconv.FormatInt(e.mode, 10)+")", agg, agg)
		},
		// sumMap natively: keys sorted, as on the other engines; ClickHouse
		// leaves out a key whose sum is 0 (docs/sql.md).
		"sumMap":     chAgg("sumMap"),
		"corr":       chFinite("corr"),
		"stddevPop":  chFinite("stddevPop"),
		"stddevSamp": chFinite("stddevSamp"),
		"varPop":     chFinite("varPop"),
		"varSamp":    chFinite("varSamp"),
	}
}

// callPrinterOf returns the printer of function def on engine e, nil when
// it has none.
func callPrinterOf(def *funcDef, e Engine) callPrinter {
	if e == ClickHouse {
		if f := clickhouseInternal[def]; f != nil {
			return f
		}
		if f := clickhouseCalls[def.name]; f != nil {
			return f
		}
	}
	return def.print.printer(e)
}

// chLagLead prints lag/lead(x, offset[, default]); without a default, NULL
// (ClickHouse would give the type's default value).
func chLagLead(p *printer, e *callExpr) {
	p.w(e.fn.name + "(")
	if len(e.args) > 1 {
		p.expr(e.args[0])
	} else {
		p.tmpl("toNullable({})", p.x(e.args[0]))
	}
	p.w(", " + strconv.FormatInt(e.mode, 10))
	if len(e.args) > 1 {
		p.w(", ")
		p.expr(e.args[1])
	}
	p.w(")")
}

// branch writes x, one of the values of an expression of type t (a CASE
// branch, a coalesce argument): on ClickHouse an integer among floats is
// made a float, as Int64 and Float64 have no common type there.
func (p *printer) branch(x expr, t Type) {
	if p.d.name() == ClickHouse && t.base == tFloat && x.typ().base != tFloat && x.typ().base != tNothing {
		p.tmpl("toFloat64({})", p.x(x))
		return
	}
	p.expr(x)
}

// branches writes fn(args...) with each argument a branch of type t.
func (p *printer) branches(fn string, args []expr, t Type) {
	p.w(fn + "(")
	for i, a := range args {
		if i > 0 {
			p.w(", ")
		}
		p.branch(a, t)
	}
	p.w(")")
}

// chFormatDate prints formatDateTime: ClickHouse's own, except that %e, %k
// and %l are space-padded to two characters, as the other engines write
// them (ClickHouse no longer pads them).
func chFormatDate(p *printer, e *callExpr) {
	pieces, err := parseDateFormat(e.unit)
	if err != nil {
		p.err = err
		return
	}
	if len(pieces) == 0 {
		p.tmpl("if(isNull({}), NULL, '')", p.x(e.args[0]))
		return
	}
	var parts []func()
	var run strings.Builder
	flush := func() {
		if run.Len() > 0 {
			f := run.String()
			parts = append(parts, func() { p.tmpl("formatDateTime({}, "+chString(f)+", 'UTC')", p.x(e.args[0])) })
			run.Reset()
		}
	}
	for _, pc := range pieces {
		switch {
		case pc.spec == 0:
			run.WriteString(strings.ReplaceAll(pc.text, "%", "%%"))
		case pc.spec == 'e' || pc.spec == 'k' || pc.spec == 'l':
			flush()
			num := map[byte]string{'e': "toDayOfMonth({})", 'k': "toHour({})", 'l': "if(toHour({}) % 12 = 0, 12, toHour({}) % 12)"}[pc.spec]
			parts = append(parts, func() {
				p.w("leftPad(toString(")
				p.tmpl(num, p.x(e.args[0]), p.x(e.args[0]))
				p.w("), 2, ' ')")
			})
		default:
			run.WriteString("%" + string(pc.spec))
		}
	}
	flush()
	if len(parts) == 1 {
		parts[0]()
		return
	}
	p.w("concat(")
	for i, f := range parts {
		if i > 0 {
			p.w(", ")
		}
		f()
	}
	p.w(")")
}

// chPad prints leftPad/rightPad: the string cut or filled to n characters
// (at most 1 MiB, as on the other engines; ClickHouse's own pad functions
// stop at 1,000,000).
// chRepeat is repeat with its count clamped so that the value stays within
// 1 MiB, as on the other engines; ClickHouse's repeat takes at most
// 1,000,000 repetitions, so a larger count repeats blocks of 1024.
func chRepeat(p *printer, e *callExpr) {
	s := p.x(e.args[0])
	n := func() {
		p.tmpl("toUInt64(greatest(least({}, intDiv(1048576, greatest(length({}), 1))), 0))", p.x(e.args[1]), s)
	}
	p.tmpl("if({} <= 1000000, repeat({}, {}), substring(repeat(repeat({}, 1024), intDiv({}, 1024) + 1), 1, {} * length({})))",
		n, s, n, s, n, n, s)
}

func chPad(left bool) callPrinter {
	return func(p *printer, e *callExpr) {
		fill := p.s("' '")
		if len(e.args) > 2 {
			fill = p.x(e.args[2])
		}
		s := p.x(e.args[0])
		n := func() { p.tmpl("toUInt64(greatest(least({}, 1048576), 0))", p.x(e.args[1])) }
		// repeat repeats at most 1,000,000 times: by blocks of 1024.
		pad := func() {
			p.tmpl("substringUTF8(repeat(repeat({}, 1024), intDiv({}, 1024) + 1), 1, {} - lengthUTF8({}))", fill, n, n, s)
		}
		if left {
			p.tmpl("if(lengthUTF8({}) >= {}, substringUTF8({}, 1, {}), concat({}, {}))", s, n, s, n, pad, s)
		} else {
			p.tmpl("if(lengthUTF8({}) >= {}, substringUTF8({}, 1, {}), concat({}, {}))", s, n, s, n, s, pad)
		}
	}
}

// liftLazy records that the columns of the lazy joins ls (and theirs) of
// the joined source base are read from base's group (lazyGroup).
func (p *printer) liftLazy(base string, ls []*lazySource) {
	if p.lifted == nil {
		p.lifted = map[string]string{}
	}
	for _, l := range ls {
		p.lifted[l.src.alias] = base
		p.liftLazy(base, l.src.lazy)
	}
}

// lazyGroup writes a joined source with lazy joins on ClickHouse, which
// cannot parenthesise joins: a subquery named as the source, holding the
// source's columns and those of its lazy joins as "<alias>__<column>", so
// that the ON condition and the rest of the SELECT may read them
// (colExpr reads them there through p.lifted).
func (p *printer) lazyGroup(s *source) {
	saved := p.inGroup
	p.inGroup = true
	p.w("(SELECT ")
	p.ident(s.alias)
	p.w(".*")
	if s.table == eventsTable {
		// * leaves out materialized columns.
		for _, m := range ClickHouseMaterialized() {
			p.w(", ")
			p.ident(s.alias)
			p.w(".")
			p.ident(m.Column)
			p.w(" AS ")
			p.ident(m.Column)
		}
	}
	var cols func(ls []*lazySource)
	cols = func(ls []*lazySource) {
		for _, l := range ls {
			seen := map[string]bool{}
			for _, c := range l.src.table.columns {
				if c.physical == "" || seen[c.physical] {
					continue
				}
				seen[c.physical] = true
				p.w(", ")
				p.ident(l.src.alias)
				p.w(".")
				p.ident(c.physical)
				p.w(" AS ")
				p.ident(l.src.alias + "__" + c.physical)
			}
			cols(l.src.lazy)
		}
	}
	cols(s.lazy)
	p.w(" FROM ")
	p.sourceWithLazy(s)
	p.w(") AS ")
	p.ident(s.alias)
	p.inGroup = saved
}
