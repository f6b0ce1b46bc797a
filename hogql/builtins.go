package hogql

import "strings"

// builtins is the function table of the dialect, one entry per function:
// its name and aliases, kind, argument kinds, result type and an example
// call. TestFunctionTable compiles and runs every example on every database;
// docs/sql.md lists the same table. Functions whose arguments need more than
// a conversion have their own check below the table.
func builtins() []*funcDef {
	S, I, N, T, A, C := aString, aInt, aNumber, aTemporal, aAny, aCond
	return append([]*funcDef{
		// Aggregates.
		{name: "count", kind: fnAggregate, args: []argKind{A}, optional: 1, distinct: true, result: tUInt,
			sample: "count()", check: checkCount,
			print: everywhere(aggregate("COUNT"))},
		{name: "countIf", kind: fnAggregate, args: []argKind{C}, result: tUInt, printAs: "count",
			sample: "countIf(event = '$pageview')", check: checkCountIf},
		{name: "uniq", aliases: []string{"uniqExact", "countDistinct", "uniqCombined", "uniqCombined64", "uniqHLL12", "uniqTheta"}, kind: fnAggregate, args: []argKind{A}, distinct: true,
			result: tUInt, printAs: "count", sample: "uniq(distinct_id)", check: checkUniq},
		{name: "uniqIf", aliases: []string{"uniqExactIf", "countDistinctIf"}, kind: fnAggregate, args: []argKind{A, C},
			result: tUInt, printAs: "count", sample: "uniqIf(distinct_id, event = '$pageview')", check: checkUniq},
		{name: "sum", kind: fnAggregate, args: []argKind{N}, distinct: true, nullable: true,
			sample: "sum(toFloat(properties.price))", check: checkNumericAgg,
			print: everywhere(aggregate("SUM"))},
		{name: "avg", kind: fnAggregate, args: []argKind{N}, distinct: true, result: tFloat, nullable: true,
			sample: "avg(toFloat(properties.price))", check: checkNumericAgg,
			print: everywhere(aggregate("AVG"))},
		{name: "sumIf", kind: fnAggregate, args: []argKind{N, C}, nullable: true, printAs: "sum",
			sample: "sumIf(toFloat(properties.price), event = 'purchase')", check: checkNumericAgg},
		{name: "avgIf", kind: fnAggregate, args: []argKind{N, C}, result: tFloat, nullable: true, printAs: "avg",
			sample: "avgIf(toFloat(properties.price), event = 'purchase')", check: checkNumericAgg},
		{name: "min", kind: fnAggregate, args: []argKind{A}, distinct: true, nullable: true, sample: "min(timestamp)", check: checkOrderedAgg,
			print: printRules{
				sqlite:   aggregate("MIN"),
				postgres: pgOrdered("MIN", "bool_and"),
			}},
		{name: "max", kind: fnAggregate, args: []argKind{A}, distinct: true, nullable: true, sample: "max(event)", check: checkOrderedAgg,
			print: printRules{
				sqlite:   aggregate("MAX"),
				postgres: pgOrdered("MAX", "bool_or"),
			}},
		{name: "any", kind: fnAggregate, args: []argKind{A}, nullable: true, sample: "any(event)", check: checkOrderedAgg,
			print: printRules{
				sqlite:   aggregate("MIN"),
				postgres: pgOrdered("MIN", "bool_and"),
			}},
		{name: "minIf", kind: fnAggregate, args: []argKind{A, C}, nullable: true, printAs: "min",
			sample: "minIf(timestamp, event = 'signup')", check: checkOrderedAgg},
		{name: "maxIf", kind: fnAggregate, args: []argKind{A, C}, nullable: true, printAs: "max",
			sample: "maxIf(timestamp, event = 'signup')", check: checkOrderedAgg},
		{name: "anyIf", kind: fnAggregate, args: []argKind{A, C}, nullable: true, printAs: "any",
			sample: "anyIf(distinct_id, event = 'signup')", check: checkOrderedAgg},

		// Window functions.
		{name: "row_number", kind: fnWindow, result: tUInt, sample: "row_number() OVER (ORDER BY timestamp)",
			print: everywhere(named("row_number"))},
		{name: "rank", kind: fnWindow, result: tUInt, sample: "rank() OVER (ORDER BY event)",
			print: everywhere(named("rank"))},
		{name: "dense_rank", kind: fnWindow, result: tUInt, sample: "dense_rank() OVER (ORDER BY event)",
			print: everywhere(named("dense_rank"))},
		{name: "lag", aliases: []string{"lagInFrame"}, kind: fnWindow, args: []argKind{A, aConstInt, A}, optional: 2, nullable: true,
			sample: "lag(event, 1, 'none') OVER (ORDER BY timestamp)", check: checkLagLead,
			print: everywhere(lagLead)},
		{name: "lead", aliases: []string{"leadInFrame"}, kind: fnWindow, args: []argKind{A, aConstInt, A}, optional: 2, nullable: true,
			sample: "lead(event) OVER (ORDER BY timestamp)", check: checkLagLead,
			print: everywhere(lagLead)},
		{name: "first_value", kind: fnWindow, args: []argKind{A}, nullable: true, sample: "first_value(event) OVER (ORDER BY timestamp)",
			print: everywhere(named("first_value"))},
		{name: "last_value", kind: fnWindow, args: []argKind{A}, nullable: true, sample: "last_value(event) OVER (ORDER BY timestamp)",
			print: everywhere(named("last_value"))},

		// Dates and times.
		{name: "now", aliases: []string{"now64"}, result: tDateTime, sample: "now() > timestamp",
			print: printRules{
				sqlite:   tpl("(strftime('%Y-%m-%d %H:%M:%S', 'now') || '+00:00')"),
				postgres: tpl("date_trunc('second', now())"),
			}},
		{name: "yesterday", result: tDate, sample: "yesterday() > toDate(timestamp)",
			print: printRules{
				sqlite:   tpl("date('now', '-1 day')"),
				postgres: tpl("(CURRENT_DATE - 1)"),
			}},
		{name: "today", result: tDate, sample: "today() > toDate(timestamp)",
			print: printRules{
				sqlite:   tpl("date('now')"),
				postgres: tpl("CURRENT_DATE"),
			}},
		{name: "toDate", aliases: []string{"toDateOrNull"}, args: []argKind{A, aConstString}, optional: 1, result: tDate, sample: "toDate(timestamp)", check: checkConversion,
			print: rewritten},
		{name: "toDateTime", aliases: []string{"toDateTimeOrNull"}, args: []argKind{A, aConstString}, optional: 1, result: tDateTime,
			sample: "toDateTime('2026-01-02 03:04:05', 'UTC')", check: checkConversion,
			print: printRules{
				sqlite:   tpl("(strftime('%Y-%m-%d %H:%M:%S', {0}) || '+00:00')"),
				postgres: tpl("date_trunc('second', {0})"),
			}},
		{name: "toString", args: []argKind{A}, result: tString, sample: "toString(timestamp)", check: checkConversion,
			print: rewritten},
		{name: "toInt", aliases: []string{"toInt8", "toInt16", "toInt32", "toInt64", "toUInt8", "toUInt16", "toUInt32",
			"toUInt64", "toIntOrNull", "toInt64OrNull", "toInt32OrNull"}, args: []argKind{A}, result: tInt,
			sample: "toInt(properties.$screen_width)", check: checkConversion,
			print: rewritten},
		{name: "toFloat", aliases: []string{"toFloat32", "toFloat64", "toFloatOrNull", "toFloat64OrNull"}, args: []argKind{A},
			result: tFloat, sample: "toFloat(properties.price)", check: checkConversion,
			print: rewritten},
		{name: "toBool", args: []argKind{A}, result: tBool, sample: "toBool(properties.is_cool)", check: checkConversion,
			print: rewritten},
		{name: "toStartOfMinute", args: []argKind{T}, result: tDateTime, sample: "toStartOfMinute(timestamp)",
			print: printRules{
				sqlite:   tpl("strftime('%Y-%m-%d %H:%M:00+00:00', {0})"),
				postgres: pgTrunc("minute", false),
			}},
		{name: "toStartOfHour", args: []argKind{T}, result: tDateTime, sample: "toStartOfHour(timestamp)",
			print: printRules{
				sqlite:   tpl("strftime('%Y-%m-%d %H:00:00+00:00', {0})"),
				postgres: pgTrunc("hour", false),
			}},
		{name: "toStartOfDay", args: []argKind{T}, result: tDateTime, sample: "toStartOfDay(timestamp)",
			print: printRules{
				sqlite:   tpl("strftime('%Y-%m-%d 00:00:00+00:00', {0})"),
				postgres: pgTrunc("day", false),
			}},
		{name: "toStartOfWeek", args: []argKind{T, aConstInt}, optional: 1, result: tDate, sample: "toStartOfWeek(timestamp, 1)", check: checkStartOfWeek,
			print: printRules{
				sqlite: func(p *printer, e *callExpr) {
					if e.mode == 1 {
						p.tmplArgs("date({0}, '-' || ((CAST(strftime('%w', {0}) AS INTEGER) + 6) % 7) || ' days')", e.args)
					} else {
						p.tmplArgs("date({0}, '-' || strftime('%w', {0}) || ' days')", e.args)
					}
				},
				postgres: func(p *printer, e *callExpr) {
					ts := postgresDialect{}.timestamp(p, e.args[0])
					if e.mode == 1 {
						p.tmpl("(date_trunc('week', {}))::date", ts)
					} else {
						p.tmpl("(date_trunc('week', {} + INTERVAL '1 day') - INTERVAL '1 day')::date", ts)
					}
				},
			}},
		{name: "toStartOfMonth", args: []argKind{T}, result: tDate, sample: "toStartOfMonth(timestamp)",
			print: printRules{
				sqlite:   tpl("date({0}, 'start of month')"),
				postgres: pgTrunc("month", true),
			}},
		{name: "toStartOfQuarter", args: []argKind{T}, result: tDate, sample: "toStartOfQuarter(timestamp)",
			print: printRules{
				sqlite:   tpl("date({0}, 'start of month', '-' || ((CAST(strftime('%m', {0}) AS INTEGER) - 1) % 3) || ' months')"),
				postgres: pgTrunc("quarter", true),
			}},
		{name: "toStartOfYear", args: []argKind{T}, result: tDate, sample: "toStartOfYear(timestamp)",
			print: printRules{
				sqlite:   tpl("date({0}, 'start of year')"),
				postgres: pgTrunc("year", true),
			}},
		{name: "toYear", args: []argKind{T}, result: tInt, sample: "toYear(timestamp)",
			print: printRules{
				sqlite:   tpl("CAST(strftime('%Y', {0}) AS INTEGER)"),
				postgres: tpl("EXTRACT(YEAR FROM {0})::bigint"),
			}},
		{name: "toQuarter", args: []argKind{T}, result: tInt, sample: "toQuarter(timestamp)",
			print: printRules{
				sqlite:   tpl("((CAST(strftime('%m', {0}) AS INTEGER) + 2) / 3)"),
				postgres: tpl("EXTRACT(QUARTER FROM {0})::bigint"),
			}},
		{name: "toMonth", args: []argKind{T}, result: tInt, sample: "toMonth(timestamp)",
			print: printRules{
				sqlite:   tpl("CAST(strftime('%m', {0}) AS INTEGER)"),
				postgres: tpl("EXTRACT(MONTH FROM {0})::bigint"),
			}},
		{name: "toDayOfMonth", args: []argKind{T}, result: tInt, sample: "toDayOfMonth(timestamp)",
			print: printRules{
				sqlite:   tpl("CAST(strftime('%d', {0}) AS INTEGER)"),
				postgres: tpl("EXTRACT(DAY FROM {0})::bigint"),
			}},
		{name: "toDayOfWeek", args: []argKind{T}, result: tInt, sample: "toDayOfWeek(timestamp)",
			print: printRules{
				sqlite:   tpl("CAST(strftime('%u', {0}) AS INTEGER)"),
				postgres: tpl("EXTRACT(ISODOW FROM {0})::bigint"),
			}},
		{name: "toHour", args: []argKind{T}, result: tInt, sample: "toHour(timestamp)",
			print: printRules{
				sqlite:   tpl("CAST(strftime('%H', {0}) AS INTEGER)"),
				postgres: tpl("EXTRACT(HOUR FROM {0})::bigint"),
			}},
		{name: "toMinute", args: []argKind{T}, result: tInt, sample: "toMinute(timestamp)",
			print: printRules{
				sqlite:   tpl("CAST(strftime('%M', {0}) AS INTEGER)"),
				postgres: tpl("EXTRACT(MINUTE FROM {0})::bigint"),
			}},
		{name: "toSecond", args: []argKind{T}, result: tInt, sample: "toSecond(timestamp)",
			print: printRules{
				sqlite:   tpl("CAST(strftime('%S', {0}) AS INTEGER)"),
				postgres: tpl("floor(EXTRACT(SECOND FROM {0}))::bigint"),
			}},
		{name: "toUnixTimestamp", args: []argKind{T}, result: tInt, sample: "toUnixTimestamp(timestamp)",
			print: printRules{
				sqlite:   tpl("unixepoch({0})"),
				postgres: tpl("floor(extract(epoch FROM {0}))::bigint"),
			}},
		// The µs since 1970. SQLite reads times to the millisecond (its
		// date functions' precision): docs/sql.md.
		{name: "toUnixTimestamp64Micro", args: []argKind{T}, result: tInt, sample: "toUnixTimestamp64Micro(timestamp)",
			print: printRules{
				sqlite:   tpl("CAST(round(unixepoch({0}, 'subsec') * 1000000) AS INTEGER)"),
				postgres: tpl("round(extract(epoch FROM {0}) * 1000000)::bigint"),
			}},
		{name: "dateDiff", aliases: []string{"date_diff"}, args: []argKind{aConstString, T, T}, result: tInt,
			sample: "dateDiff('hour', created_at, timestamp)", check: checkDateDiff,
			print: printRules{
				sqlite:   sqliteDialect{}.dateDiff,
				postgres: postgresDialect{}.dateDiff,
			}},
		{name: "dateAdd", aliases: []string{"date_add"}, args: []argKind{aConstString, I, T}, optional: 1, result: tDateTime,
			takesInterval: true, sample: "dateAdd('day', 2, timestamp)", check: checkDateAdd,
			print: rewritten},
		{name: "dateSub", aliases: []string{"date_sub"}, args: []argKind{aConstString, I, T}, optional: 1, result: tDateTime,
			takesInterval: true, sample: "dateSub(timestamp, INTERVAL 1 MONTH)", check: checkDateAdd,
			print: rewritten},
		{name: "formatDateTime", args: []argKind{T, aConstString}, result: tString,
			sample: "formatDateTime(timestamp, '%Y-%m-%d %H:%i')", check: checkFormatDateTime,
			print: printRules{
				sqlite:   func(p *printer, e *callExpr) { formatDate(p, e.args[0], e.unit, 0) },
				postgres: func(p *printer, e *callExpr) { formatDate(p, e.args[0], e.unit, 1) },
			}},

		// Strings.
		{name: "lower", aliases: []string{"lowerUTF8"}, args: []argKind{S}, result: tString, sample: "lower(event)",
			print: everywhere(named("lower"))},
		{name: "upper", aliases: []string{"upperUTF8"}, args: []argKind{S}, result: tString, sample: "upper(event)",
			print: everywhere(named("upper"))},
		{name: "length", aliases: []string{"lengthUTF8", "char_length"}, args: []argKind{A}, result: tUInt, sample: "length(event)", check: checkLength,
			print: everywhere(named("length"))},
		{name: "arrayLength", args: []argKind{aArray}, result: tUInt, sample: "arrayLength(['a', 'b'])",
			print: printRules{
				sqlite:   tpl("json_array_length({0})"),
				postgres: tpl("jsonb_array_length({0})"),
			}},
		{name: "trim", aliases: []string{"trimBoth"}, args: []argKind{S}, result: tString, sample: "trim(concat(' ', event, ' '))",
			print: everywhere(named("trim"))},
		{name: "trimLeft", aliases: []string{"ltrim"}, args: []argKind{S}, result: tString, sample: "trimLeft(concat(' ', event))",
			print: everywhere(named("ltrim"))},
		{name: "trimRight", aliases: []string{"rtrim"}, args: []argKind{S}, result: tString, sample: "trimRight(concat(event, ' '))",
			print: everywhere(named("rtrim"))},
		{name: "replaceAll", aliases: []string{"replace"}, args: []argKind{S, S, S}, result: tString, sample: "replaceAll(event, 'page', 'P')",
			print: everywhere(named("burrow_replace"))},
		{name: "position", aliases: []string{"positionUTF8", "locate"}, args: []argKind{S, S}, result: tUInt, sample: "position(event, 'view')",
			print: printRules{
				sqlite:   named("instr"),
				postgres: named("strpos"),
			}},
		{name: "startsWith", args: []argKind{S, S}, result: tBool, sample: "startsWith(event, '$')",
			print: everywhere(tpl("(substr({0}, 1, length({1})) = {1})"))},
		{name: "endsWith", args: []argKind{S, S}, result: tBool, sample: "endsWith(event, 'view')",
			print: everywhere(tpl("(length({1}) <= length({0}) AND substr({0}, length({0}) - length({1}) + 1) = {1})"))},
		{name: "empty", args: []argKind{S}, result: tBool, sample: "empty(distinct_id)",
			print: everywhere(tpl("({0} = '')"))},
		{name: "notEmpty", args: []argKind{S}, result: tBool, sample: "notEmpty(distinct_id)",
			print: everywhere(tpl("({0} <> '')"))},
		{name: "domain", args: []argKind{S}, result: tString, sample: "domain(properties.$current_url)",
			print: printRules{
				sqlite:   func(p *printer, e *callExpr) { urlHost(p, e.args[0], "instr") },
				postgres: func(p *printer, e *callExpr) { urlHost(p, e.args[0], "strpos") },
			}},
		{name: "path", args: []argKind{S}, result: tString, sample: "path(properties.$current_url)",
			print: printRules{
				sqlite:   func(p *printer, e *callExpr) { urlPath(p, e.args[0], "instr") },
				postgres: func(p *printer, e *callExpr) { urlPath(p, e.args[0], "strpos") },
			}},
		{name: "concat", args: []argKind{A}, variadic: true, result: tString, sample: "concat(event, ':', 1)", check: checkConcat,
			print: everywhere(concatArgs)},
		{name: "substring", aliases: []string{"substr", "substringUTF8"}, args: []argKind{S, I, I}, optional: 1, result: tString,
			sample: "substring(event, 2, 3)", check: checkSubstring,
			print: printRules{
				sqlite: named("substr"),
				postgres: func(p *printer, e *callExpr) {
					if len(e.args) > 2 {
						p.tmplArgs("substr({0}, ({1})::integer, ({2})::integer)", e.args)
					} else {
						p.tmplArgs("substr({0}, ({1})::integer)", e.args)
					}
				},
			}},

		// Conditionals and NULL handling.
		{name: "coalesce", args: []argKind{A}, variadic: true, sample: "coalesce(properties.plan, 'none')", check: checkCoalesce,
			print: everywhere(named("COALESCE"))},
		{name: "ifNull", args: []argKind{A, A}, printAs: "coalesce", sample: "ifNull(properties.plan, 'none')", check: checkCoalesce},
		{name: "nullIf", args: []argKind{A, A}, nullable: true, sample: "nullIf(event, '$pageview')", check: checkNullIf,
			print: everywhere(named("NULLIF"))},
		{name: "if", args: []argKind{C, A, A}, sample: "if(event = 'signup', 1, 0)", check: checkIf,
			print: rewritten},
		{name: "multiIf", args: []argKind{C, A, A}, variadic: true, sample: "multiIf(event = 'signup', 'a', event = 'purchase', 'b', 'c')", check: checkMultiIf,
			print: rewritten},
		{name: "isNull", args: []argKind{A}, result: tBool, sample: "isNull(person_id)", check: checkIsNull,
			print: rewritten},
		{name: "isNotNull", args: []argKind{A}, result: tBool, sample: "isNotNull(person_id)", check: checkIsNull,
			print: rewritten},

		// Numbers.
		{name: "round", args: []argKind{N, aConstInt}, optional: 1, result: tFloat, sample: "round(toFloat(properties.price), 1)", check: checkRound,
			print: everywhere(roundHalfAway)},
		{name: "floor", args: []argKind{N}, sample: "floor(toFloat(properties.price))", check: checkFloorCeil,
			print: everywhere(named("floor"))},
		{name: "ceil", aliases: []string{"ceiling"}, args: []argKind{N}, sample: "ceil(toFloat(properties.price))", check: checkFloorCeil,
			print: everywhere(named("ceil"))},
		{name: "abs", args: []argKind{N}, sample: "abs(0 - toFloat(properties.price))",
			print: everywhere(named("abs"))},
	}, hogqlBuiltins()...)
}

// call builds a call of def.
func call(def *funcDef, args []expr, t Type) *callExpr { return &callExpr{fn: def, args: args, t: t} }

// withFilter sets the FILTER of an -If aggregate (ClickHouse's -If
// combinator: the condition is the last argument).
func withFilter(ce *callExpr, def *funcDef, c *Call, args []expr) (expr, error) {
	if !strings.HasSuffix(def.name, "If") {
		return ce, nil
	}
	cond, err := toBool(args[len(args)-1], argAt(c, len(args)-1))
	if err != nil {
		return nil, err
	}
	ce.filter = cond
	return ce, nil
}

func checkCount(def *funcDef, c *Call, args []expr) (expr, error) {
	if len(args) == 0 {
		return &callExpr{fn: def, star: true, t: typ(tUInt)}, nil
	}
	return &callExpr{fn: def, args: args, distinct: c.Distinct, t: typ(tUInt)}, nil
}

func checkCountIf(def *funcDef, c *Call, args []expr) (expr, error) {
	return withFilter(&callExpr{fn: mustFunc("count"), star: true, t: typ(tUInt)}, def, c, args)
}

func checkUniq(def *funcDef, c *Call, args []expr) (expr, error) {
	if _, err := comparableArg(c, args, 0); err != nil {
		return nil, err
	}
	return withFilter(&callExpr{fn: mustFunc("count"), args: args[:1], distinct: true, t: typ(tUInt)}, def, c, args)
}

// checkNumericAgg types sum/avg and their -If forms.
func checkNumericAgg(def *funcDef, c *Call, args []expr) (expr, error) {
	x, err := numericArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	t := nullableType(x.typ().base)
	if def.result == tFloat || t.base == tNothing {
		t = nullableType(tFloat)
	}
	return withFilter(&callExpr{fn: mustFunc(def.printName()), args: []expr{x}, distinct: c.Distinct, t: t}, def, c, args)
}

// checkOrderedAgg types min/max/any and their -If forms.
func checkOrderedAgg(def *funcDef, c *Call, args []expr) (expr, error) {
	x, err := comparableArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	ce := &callExpr{fn: mustFunc(def.printName()), args: []expr{x}, distinct: c.Distinct, t: x.typ().orNull()}
	return withFilter(ce, def, c, args)
}

func checkLagLead(def *funcDef, c *Call, args []expr) (expr, error) {
	x, err := comparableArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	ce := call(def, []expr{x}, x.typ().orNull())
	ce.mode = 1
	if len(args) > 1 {
		if ce.mode, err = constInt(c, args, 1); err != nil {
			return nil, err
		}
		if ce.mode < 0 {
			return nil, errorf(argAt(c, 1), "the offset of %s cannot be negative", def.name)
		}
	}
	if len(args) > 2 {
		vals, t, err := unify([]expr{x, args[2]}, argAt(c, 2))
		if err != nil {
			return nil, err
		}
		ce.args = vals
		ce.t = t.orNull()
	}
	return ce, nil
}

// checkConversion types toDate, toDateTime, toString, toInt ...: constants
// convert at compile time, everything else through a convExpr.
func checkConversion(def *funcDef, c *Call, args []expr) (expr, error) {
	if len(args) > 1 {
		tz, err := constString(c, args, 1)
		if err != nil {
			return nil, err
		}
		if tz != "UTC" {
			return nil, errorf(argAt(c, 1), "only the UTC time zone is supported")
		}
	}
	x, err := convertTo(args[0], def.result, argAt(c, 0))
	if err != nil {
		return nil, err
	}
	// toDateTime truncates to whole seconds, like ClickHouse's DateTime.
	if def.result == tDateTime && args[0].typ().base == tDateTime {
		return call(def, []expr{x}, x.typ()), nil
	}
	return x, nil
}

func checkStartOfWeek(def *funcDef, c *Call, args []expr) (expr, error) {
	x, err := temporalArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	ce := call(def, []expr{x}, typ(tDate).withNull(x.typ().nullable))
	if len(args) > 1 {
		mode, err := constInt(c, args, 1)
		if err != nil {
			return nil, err
		}
		if mode < 0 || mode > 9 {
			return nil, errorf(argAt(c, 1), "toStartOfWeek mode must be between 0 and 9")
		}
		ce.mode = mode % 2 // odd modes start weeks on Monday, even ones on Sunday
	}
	return ce, nil
}

func checkDateDiff(def *funcDef, c *Call, args []expr) (expr, error) {
	u, err := constString(c, args, 0)
	if err != nil {
		return nil, err
	}
	unit, ok := dateDiffUnit(u)
	if !ok {
		return nil, errorf(argAt(c, 0), "unknown dateDiff unit %s", quoteString(u))
	}
	a, err := temporalArg(c, args, 1)
	if err != nil {
		return nil, err
	}
	b, err := temporalArg(c, args, 2)
	if err != nil {
		return nil, err
	}
	if a, b, err = coerceCompare(a, b, c.At); err != nil {
		return nil, err
	}
	ce := call(def, []expr{a, b}, typ(tInt).withNull(nullIfAny([]expr{a, b})))
	ce.unit = unit
	return ce, nil
}

// checkDateAdd types dateAdd/dateSub(unit, n, date) and (date, INTERVAL).
func checkDateAdd(def *funcDef, c *Call, args []expr) (expr, error) {
	var x, n expr
	var unit string
	if len(args) == 2 {
		iv, ok := args[1].(*intervalExpr)
		if !ok {
			return nil, errorf(argAt(c, 1), "%s(date, interval) expects an INTERVAL", def.name)
		}
		n, unit = iv.n, iv.unit
		x = args[0]
	} else {
		u, err := constString(c, args, 0)
		if err != nil {
			return nil, err
		}
		var ok bool
		if unit, ok = dateDiffUnit(u); !ok {
			return nil, errorf(argAt(c, 0), "unknown %s unit %s", def.name, quoteString(u))
		}
		if n, err = intArg(c, args, 1); err != nil {
			return nil, err
		}
		x = args[2]
	}
	if x.typ().base == tInterval {
		return nil, errorf(c.At, "%s expects a date", def.name)
	}
	x, err := temporalOperand(x, c.At)
	if err != nil {
		return nil, err
	}
	if def.name == "dateSub" {
		n = negate(n)
	}
	return dateAdd(x, n, unit), nil
}

func checkFormatDateTime(def *funcDef, c *Call, args []expr) (expr, error) {
	x, err := temporalArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	f, err := constString(c, args, 1)
	if err != nil {
		return nil, err
	}
	if _, err := parseDateFormat(f); err != nil {
		return nil, errorf(argAt(c, 1), "%s", err.Error())
	}
	ce := call(def, []expr{x}, typ(tString).withNull(x.typ().nullable))
	ce.unit = f
	return ce, nil
}

func checkConcat(def *funcDef, c *Call, args []expr) (expr, error) {
	for i := range args {
		args[i] = convert(args[i], tString)
	}
	return call(def, args, typ(tString)), nil
}

func checkSubstring(def *funcDef, c *Call, args []expr) (expr, error) {
	s, err := stringArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	out := []expr{s}
	for i := 1; i < len(args); i++ {
		x, err := intArg(c, args, i)
		if err != nil {
			return nil, err
		}
		if l, ok := x.(*litExpr); ok {
			if v, ok := l.v.(int64); ok && (i == 1 && v < 1 || i == 2 && v < 0) {
				return nil, errorf(argAt(c, i), "substring offsets start at 1 and lengths cannot be negative")
			}
		}
		out = append(out, x)
	}
	return call(def, out, typ(tString).withNull(nullIfAny(out))), nil
}

func checkCoalesce(def *funcDef, c *Call, args []expr) (expr, error) {
	vals, t, err := unify(args, c.At)
	if err != nil {
		return nil, err
	}
	t.nullable = true
	for _, v := range vals {
		if !v.typ().nullable && v.typ().base != tNothing {
			t.nullable = false
		}
	}
	return call(mustFunc("coalesce"), vals, t), nil
}

func checkNullIf(def *funcDef, c *Call, args []expr) (expr, error) {
	a, b, err := coerceCompare(args[0], args[1], c.At)
	if err != nil {
		return nil, err
	}
	return call(def, []expr{a, b}, a.typ().orNull()), nil
}

func checkIf(def *funcDef, c *Call, args []expr) (expr, error) {
	cond, err := toBool(args[0], argAt(c, 0))
	if err != nil {
		return nil, err
	}
	vals, t, err := unify(args[1:], c.At)
	if err != nil {
		return nil, err
	}
	return &caseExpr{whens: []caseArm{{cond: cond, then: vals[0]}}, els: vals[1], t: t}, nil
}

func checkMultiIf(def *funcDef, c *Call, args []expr) (expr, error) {
	if len(args)%2 == 0 {
		return nil, errorf(c.At, "multiIf expects cond1, then1, ..., else: an odd number of arguments")
	}
	values := make([]expr, 0, len(args)/2+1)
	ce := &caseExpr{}
	for i := 0; i+1 < len(args); i += 2 {
		cond, err := toBool(args[i], argAt(c, i))
		if err != nil {
			return nil, err
		}
		ce.whens = append(ce.whens, caseArm{cond: cond})
		values = append(values, args[i+1])
	}
	values = append(values, args[len(args)-1])
	vals, t, err := unify(values, c.At)
	if err != nil {
		return nil, err
	}
	for i := range ce.whens {
		ce.whens[i].then = vals[i]
	}
	ce.els, ce.t = vals[len(vals)-1], t
	return ce, nil
}

func checkIsNull(def *funcDef, c *Call, args []expr) (expr, error) {
	return &isNullExpr{x: args[0], not: def.name == "isNotNull"}, nil
}

func checkRound(def *funcDef, c *Call, args []expr) (expr, error) {
	x, err := numericArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	var digits int64
	if len(args) > 1 {
		if digits, err = constInt(c, args, 1); err != nil {
			return nil, err
		}
		if digits < -15 || digits > 15 {
			return nil, errorf(argAt(c, 1), "round digits must be between -15 and 15")
		}
	}
	if x.typ().base != tFloat && digits >= 0 {
		return x, nil // rounding an integer to >= 0 digits changes nothing
	}
	ce := call(def, []expr{x}, typ(tFloat).withNull(x.typ().nullable))
	ce.mode = digits
	return ce, nil
}

// checkLength types length of a String or of an Array.
func checkLength(def *funcDef, c *Call, args []expr) (expr, error) {
	if args[0].typ().base == tArray {
		return call(mustFunc("arrayLength"), args, typ(tUInt).withNull(args[0].typ().nullable)), nil
	}
	x, err := stringArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	return call(def, []expr{x}, typ(tUInt).withNull(x.typ().nullable)), nil
}

func checkFloorCeil(def *funcDef, c *Call, args []expr) (expr, error) {
	x, err := numericArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	if x.typ().base != tFloat {
		return x, nil
	}
	return call(def, []expr{x}, x.typ()), nil
}
