package hogql

import (
	"slices"
	"strconv"
	"strings"
	"time"
)

// hogqlBuiltins are the ClickHouse functions HogQL users write most, beyond
// the core of builtins: operator forms, JSON, arrays, regular expressions,
// more aggregates, dates and scalars. Same table shape as builtins.
func hogqlBuiltins() []*funcDef {
	S, I, N, T, A, C, R, L := aString, aInt, aNumber, aTemporal, aAny, aCond, aArray, aLambda
	defs := []*funcDef{
		// Operator forms.
		{name: "and", args: []argKind{C, C}, variadic: true, result: tBool, sample: "and(event = 'signup', 1 = 1)", check: checkLogic,
			print: rewritten},
		{name: "or", args: []argKind{C, C}, variadic: true, result: tBool, sample: "or(event = 'signup', event = 'purchase')", check: checkLogic,
			print: rewritten},
		{name: "not", args: []argKind{C}, result: tBool, sample: "not(event = 'signup')", check: checkLogic,
			print: rewritten},
		{name: "equals", args: []argKind{A, A}, result: tBool, sample: "equals(event, 'signup')", check: checkCompare("="),
			print: rewritten},
		{name: "in", aliases: []string{"globalIn"}, args: []argKind{A, A}, result: tBool,
			sample: "in(event, ('signup', 'purchase'))", rewrite: inForm(false), print: rewritten},
		{name: "notIn", aliases: []string{"globalNotIn"}, args: []argKind{A, A}, result: tBool,
			sample: "notIn(event, tuple('signup'))", rewrite: inForm(true), print: rewritten},
		{name: "notEquals", args: []argKind{A, A}, result: tBool, sample: "notEquals(event, 'signup')", check: checkCompare("!="),
			print: rewritten},
		{name: "less", args: []argKind{A, A}, result: tBool, sample: "less(timestamp, '2026-01-06')", check: checkCompare("<"),
			print: rewritten},
		{name: "greater", args: []argKind{A, A}, result: tBool, sample: "greater(timestamp, '2026-01-06')", check: checkCompare(">"),
			print: rewritten},
		{name: "lessOrEquals", args: []argKind{A, A}, result: tBool, sample: "lessOrEquals(1, 2)", check: checkCompare("<="),
			print: rewritten},
		{name: "greaterOrEquals", args: []argKind{A, A}, result: tBool, sample: "greaterOrEquals(1, 2)", check: checkCompare(">="),
			print: rewritten},
		{name: "plus", args: []argKind{A, A}, sample: "plus(1, 2)", check: checkArith("+"),
			print: rewritten},
		{name: "minus", args: []argKind{A, A}, sample: "minus(timestamp, INTERVAL 1 DAY)", takesInterval: true, check: checkArith("-"),
			print: rewritten},
		{name: "multiply", args: []argKind{A, A}, sample: "multiply(2, 3.5)", check: checkArith("*"),
			print: rewritten},
		{name: "divide", args: []argKind{A, A}, result: tFloat, sample: "divide(7, 2)", check: checkArith("/"),
			print: rewritten},
		{name: "modulo", args: []argKind{A, A}, result: tInt, sample: "modulo(7, 3)", check: checkArith("%"),
			print: rewritten},

		// JSON.
		{name: "JSONExtractString", args: []argKind{A, A}, optional: 1, variadic: true, result: tString, nullable: true,
			sample: "JSONExtractString(properties, '$browser')", check: checkJSONExtract(tString),
			print: rewritten},
		{name: "JSONExtractInt", aliases: []string{"JSONExtractUInt"}, args: []argKind{A, A}, optional: 1, variadic: true, result: tInt, nullable: true,
			sample: "JSONExtractInt(properties, '$screen_width')", check: checkJSONExtract(tInt),
			print: rewritten},
		{name: "JSONExtractFloat", args: []argKind{A, A}, optional: 1, variadic: true, result: tFloat, nullable: true,
			sample: "JSONExtractFloat(properties, 'price')", check: checkJSONExtract(tFloat),
			print: rewritten},
		{name: "JSONExtractBool", args: []argKind{A, A}, optional: 1, variadic: true, result: tBool, nullable: true,
			sample: "JSONExtractBool(properties, 'is_cool')", check: checkJSONExtract(tBool),
			print: rewritten},
		{name: "JSONExtractRaw", args: []argKind{A, A}, optional: 1, variadic: true, result: tString, nullable: true,
			sample: "JSONExtractRaw(properties, 'price')", check: checkJSONExtract(tNothing),
			print: printRules{
				sqlite: func(p *printer, e *callExpr) {
					j := e.args[0].(*jsonExpr)
					p.tmpl("({} -> {})", p.x(j.base), sqliteJSONPath(p, j))
				},
				postgres: func(p *printer, e *callExpr) { p.tmpl("({})::text", pgSteps(p, e)) },
			}},
		{name: "JSONExtractArrayRaw", args: []argKind{A, A}, optional: 1, variadic: true, result: tArray,
			sample: "JSONExtractArrayRaw(properties, 'items')", check: checkJSONPathCall,
			print: printRules{
				sqlite: func(p *printer, e *callExpr) {
					j := e.args[0].(*jsonExpr)
					p.tmpl("(CASE WHEN json_type({}, {}) = 'array' THEN json_extract({}, {}) ELSE '[]' END)", p.x(j.base), sqliteJSONPath(p, j), p.x(j.base), sqliteJSONPath(p, j))
				},
				postgres: func(p *printer, e *callExpr) {
					p.tmpl("(CASE WHEN jsonb_typeof({}) = 'array' THEN {} ELSE '[]'::jsonb END)", pgSteps(p, e), pgSteps(p, e))
				},
			}},
		// JSONExtract(json, path..., 'Type') is the function of the type.
		{name: "JSONExtract", args: []argKind{A, A}, variadic: true, result: tNothing,
			sample: "JSONExtract(properties, 'price', 'Float64')", rewrite: rewriteJSONExtract, print: rewritten},
		// JSONExtractKeys sorts the keys (ClickHouse keeps the document's
		// order, which PostgreSQL's jsonb does not).
		{name: "JSONExtractKeys", args: []argKind{A, A}, optional: 1, variadic: true, result: tArray,
			sample: "JSONExtractKeys(properties)", check: checkJSONKeys,
			print: printRules{
				sqlite: func(p *printer, e *callExpr) {
					j := e.args[0].(*jsonExpr)
					k := p.newAlias()
					p.tmpl(`(SELECT json_group_array("`+k+`"."key" ORDER BY "`+k+`"."key") FROM json_each({}, {}) AS "`+k+`" WHERE json_type({}, {}) = 'object')`,
						p.x(j.base), sqliteJSONPath(p, j), p.x(j.base), sqliteJSONPath(p, j))
				},
				postgres: func(p *printer, e *callExpr) {
					k := p.newAlias()
					p.tmpl(`(SELECT COALESCE(jsonb_agg("`+k+`"."k" ORDER BY "`+k+`"."k" COLLATE "C"), '[]'::jsonb) FROM jsonb_object_keys(CASE WHEN jsonb_typeof({}) = 'object' THEN {} END) AS "`+k+`"("k"))`,
						pgSteps(p, e), pgSteps(p, e))
				},
			}},
		{name: "JSONExtractKeysAndValues", args: []argKind{A, A, A}, optional: 1, variadic: true, result: tArray,
			sample: "JSONExtractKeysAndValues(properties, 'Int64')", check: checkJSONKeysAndValues,
			print: printRules{
				sqlite: func(p *printer, e *callExpr) {
					j := e.args[0].(*jsonExpr)
					k := p.newAlias()
					p.tmpl(`(SELECT json_group_array(json_array("`+k+`"."key", {}) ORDER BY "`+k+`"."key") FROM json_each({}, {}) AS "`+k+`" WHERE json_type({}, {}) = 'object')`,
						jsonEachValue(p, k, e), p.x(j.base), sqliteJSONPath(p, j), p.x(j.base), sqliteJSONPath(p, j))
				},
				postgres: func(p *printer, e *callExpr) {
					k := p.newAlias()
					p.tmpl(`(SELECT COALESCE(jsonb_agg(jsonb_build_array("`+k+`"."key", {}) ORDER BY "`+k+`"."key" COLLATE "C"), '[]'::jsonb) FROM jsonb_each(CASE WHEN jsonb_typeof({}) = 'object' THEN {} END) AS "`+k+`"("key", "value"))`,
						jsonEachValue(p, k, e), pgSteps(p, e), pgSteps(p, e))
				},
			}},
		{name: "JSONHas", args: []argKind{A, A}, variadic: true, result: tBool, sample: "JSONHas(properties, 'nested', 'a')", check: checkJSONPathCall,
			print: printRules{
				sqlite: func(p *printer, e *callExpr) {
					j := e.args[0].(*jsonExpr)
					p.tmpl("(json_type({}, {}) IS NOT NULL)", p.x(j.base), sqliteJSONPath(p, j))
				},
				postgres: func(p *printer, e *callExpr) { p.tmpl("({} IS NOT NULL)", pgSteps(p, e)) },
			}},
		{name: "JSONLength", args: []argKind{A, A}, optional: 1, variadic: true, result: tUInt, sample: "JSONLength(properties, 'items')", check: checkJSONPathCall,
			print: printRules{
				sqlite: func(p *printer, e *callExpr) {
					j := e.args[0].(*jsonExpr)
					p.tmpl("(CASE WHEN json_type({}, {}) IN ('array', 'object') THEN (SELECT count(*) FROM json_each({}, {})) ELSE 0 END)",
						p.x(j.base), sqliteJSONPath(p, j), p.x(j.base), sqliteJSONPath(p, j))
				},
				postgres: func(p *printer, e *callExpr) {
					p.tmpl(`(SELECT CASE jsonb_typeof("_j"."v") WHEN 'array' THEN jsonb_array_length("_j"."v") WHEN 'object' THEN (SELECT count(*) FROM jsonb_object_keys("_j"."v")) ELSE 0 END FROM (SELECT {} AS "v") AS "_j")`, pgSteps(p, e))
				},
			}},

		// Arrays.
		// sumMap(keys, values) sums the values of each key over the rows:
		// (sorted keys, their sums).
		{name: "sumMap", kind: fnAggregate, args: []argKind{aArray, aArray}, result: tTuple,
			sample: "sumMap(['a', event], [1, 2])", check: checkSumMap,
			print: printRules{
				sqlite: func(p *printer, e *callExpr) {
					r, ka, va := p.newAlias(), p.newAlias(), p.newAlias()
					p.w(`(SELECT json_array(json_group_array("k" ORDER BY "k"), json_group_array("s" ORDER BY "k")) FROM (SELECT "` + ka + `"."value" AS "k", sum("` + va + `"."value") AS "s" FROM json_each(`)
					p.tmpl("json_group_array(json_array(json({}), json({})))", p.x(e.args[0]), p.x(e.args[1]))
					p.writeFilter(e, nil)
					p.w(`) AS "` + r + `", json_each("` + r + `"."value", '$[0]') AS "` + ka + `", json_each("` + r + `"."value", '$[1]') AS "` + va + `" WHERE "` + ka + `"."key" = "` + va + `"."key" GROUP BY "` + ka + `"."value") AS "` + r + `s")`)
				},
				postgres: func(p *printer, e *callExpr) {
					r, ka, va := p.newAlias(), p.newAlias(), p.newAlias()
					kt, vt := e.args[0].typ().elemType(), e.args[1].typ().elemType()
					p.w(`(SELECT jsonb_build_array(COALESCE(jsonb_agg("k" ORDER BY "k"), '[]'::jsonb), COALESCE(jsonb_agg("s" ORDER BY "k"), '[]'::jsonb)) FROM (SELECT ("` + ka + `"."value")` + pgElemCast[kt.base] + ` AS "k", sum(("` + va + `"."value")` + pgElemCast[vt.base] + `) AS "s" FROM jsonb_array_elements(`)
					p.tmpl("jsonb_agg(jsonb_build_array({}, {}))", p.x(e.args[0]), p.x(e.args[1]))
					p.writeFilter(e, nil)
					p.w(`) AS "` + r + `"("value"), jsonb_array_elements_text("` + r + `"."value" -> 0) WITH ORDINALITY AS "` + ka + `"("value", "key"), jsonb_array_elements_text("` + r + `"."value" -> 1) WITH ORDINALITY AS "` + va + `"("value", "key") WHERE "` + ka + `"."key" = "` + va + `"."key" GROUP BY 1) AS "` + r + `s")`)
				},
			}},
		{name: "groupArray", kind: fnAggregate, args: []argKind{A}, parametric: true, distinct: true, result: tArray,
			sample: "arraySort(groupArray(event))", check: checkGroupArray,
			print: printRules{
				sqlite: func(p *printer, e *callExpr) {
					if e.mode >= 0 {
						p.tmpl("burrow_head(json_group_array({})", p.x(e.args[0]))
						p.writeFilter(e, e.args[0])
						p.tmpl(", {})", p.param(e.mode, tInt))
						return
					}
					p.tmpl("json_group_array({})", p.x(e.args[0]))
					p.writeFilter(e, e.args[0])
				},
				postgres: func(p *printer, e *callExpr) {
					if e.mode >= 0 {
						p.w(`(SELECT COALESCE(jsonb_agg("_h"."v" ORDER BY "_h"."i"), '[]'::jsonb) FROM jsonb_array_elements(`)
						p.tmpl("jsonb_agg({})", p.x(e.args[0]))
						pgNotNull(p, e)
						p.tmpl(`) WITH ORDINALITY AS "_h"("v", "i") WHERE "_h"."i" <= {})`, p.param(e.mode, tInt))
						return
					}
					p.tmpl("COALESCE(jsonb_agg({})", p.x(e.args[0]))
					pgNotNull(p, e)
					p.w(", '[]'::jsonb)")
				},
			}},
		{name: "groupUniqArray", kind: fnAggregate, args: []argKind{A}, parametric: true, distinct: true, result: tArray,
			sample: "groupUniqArray(event)", check: checkGroupArray,
			print: printRules{
				sqlite: func(p *printer, e *callExpr) {
					p.tmpl("burrow_sort(json_group_array(DISTINCT {})", p.x(e.args[0]))
					p.writeFilter(e, e.args[0])
					p.w(")")
				},
				postgres: func(p *printer, e *callExpr) {
					p.tmpl("COALESCE(to_jsonb(array_agg(DISTINCT {})", pgOrderKey(p, e.args[0]))
					pgNotNull(p, e)
					p.w("), '[]'::jsonb)")
				},
			}},
		{name: "arrayMap", args: []argKind{L, R}, takesLambda: true, variadic: true, result: tArray, sample: "arrayMap(x -> x * 2, [1, 2, 3])", check: checkArrayLambda,
			print: everywhere(arrayLambda)},
		{name: "arrayFilter", args: []argKind{L, R}, takesLambda: true, variadic: true, result: tArray, sample: "arrayFilter(x -> x > 1, [1, 2, 3])", check: checkArrayLambda,
			print: everywhere(arrayLambda)},
		{name: "arrayExists", args: []argKind{L, R}, takesLambda: true, variadic: true, result: tBool, sample: "arrayExists(x -> x = event, ['signup', 'purchase'])", check: checkArrayLambda,
			print: everywhere(arrayLambda)},
		{name: "arrayAll", args: []argKind{L, R}, takesLambda: true, variadic: true, result: tBool, sample: "arrayAll(x -> x > 0, [1, 2])", check: checkArrayLambda,
			print: everywhere(arrayLambda)},
		{name: "arrayCount", args: []argKind{A, R}, optional: 1, takesLambda: true, variadic: true, result: tUInt, sample: "arrayCount(x -> x > 1, [1, 2, 3])", check: checkArrayLambda,
			print: everywhere(arrayLambda)},
		{name: "arraySum", args: []argKind{A, R}, optional: 1, takesLambda: true, variadic: true, sample: "arraySum([1, 2, 3])", check: checkArrayLambda,
			print: everywhere(arrayLambda)},
		// arrayMax and arrayMin: the largest and smallest number (of the
		// lambda's values with one), NULLs left out, as ClickHouse's: 0 for
		// an empty array, NULL when every element is NULL.
		{name: "arrayMax", args: []argKind{A, R}, optional: 1, takesLambda: true, variadic: true, sample: "arrayMax([1, 3, 2])", check: checkArrayLambda,
			print: everywhere(arrayLambda)},
		{name: "arrayMin", args: []argKind{A, R}, optional: 1, takesLambda: true, variadic: true, sample: "arrayMin([2, 1, 3])", check: checkArrayLambda,
			print: everywhere(arrayLambda)},
		{name: "arrayFirst", args: []argKind{L, R}, takesLambda: true, variadic: true, nullable: true, sample: "arrayFirst(x -> x > 1, [1, 2, 3])", check: checkArrayLambda,
			print: everywhere(arrayLambda)},
		// arrayReverseFill replaces each element for which the lambda is
		// false by the next element for which it is true (elements after
		// the last such one stay as they are), as ClickHouse's. One array.
		{name: "arrayReverseFill", args: []argKind{L, R}, takesLambda: true, result: tArray, sample: "arrayReverseFill(x -> x > 0, [0, 1, 0, 2, 0])", check: checkArrayLambda,
			print: everywhere(arrayLambda)},
		{name: "has", args: []argKind{R, A}, result: tBool, sample: "has(['signup', 'purchase'], event)", check: checkArrayElem,
			print: everywhere(func(p *printer, e *callExpr) {
				elementQuery(p, e.args[0], "EXISTS (SELECT 1", func(v func()) { p.w(" WHERE "); v(); p.w(" = "); p.expr(e.args[1]) }, ")")
			})},
		{name: "indexOf", args: []argKind{R, A}, result: tUInt, sample: "indexOf(['signup', 'purchase'], event)", check: checkArrayElem,
			print: everywhere(func(p *printer, e *callExpr) {
				alias := p.newAlias()
				p.w("COALESCE((SELECT min(")
				p.d.elemIndex(p, alias)
				p.w(") + 1 FROM ")
				p.d.elements(p, e.args[0], alias)
				p.w(" WHERE ")
				p.d.elemValue(p, alias, e.args[0].typ().elemType())
				p.w(" = ")
				p.expr(e.args[1])
				p.w("), 0)")
			})},
		{name: "countEqual", args: []argKind{R, A}, result: tUInt, sample: "countEqual([1, 2, 1], 1)", check: checkArrayElem,
			print: everywhere(func(p *printer, e *callExpr) {
				elementQuery(p, e.args[0], "(SELECT count(*)", func(v func()) { p.w(" WHERE "); v(); p.w(" = "); p.expr(e.args[1]) }, ")")
			})},
		{name: "hasAny", args: []argKind{R, R}, result: tBool, sample: "hasAny(['a', 'b'], ['b', 'c'])", check: checkTwoArrays,
			print: everywhere(func(p *printer, e *callExpr) { arrayIntersect(p, e, false) })},
		{name: "hasAll", args: []argKind{R, R}, result: tBool, sample: "hasAll(['a', 'b'], ['b'])", check: checkTwoArrays,
			print: everywhere(func(p *printer, e *callExpr) { arrayIntersect(p, e, true) })},
		{name: "arrayElement", args: []argKind{R, I}, nullable: true, sample: "arrayElement(['a', 'b'], -1)", check: checkArrayElement,
			print: printRules{
				sqlite: tpl("(CASE WHEN {1} > 0 THEN json_extract({0}, '$[' || ({1} - 1) || ']') WHEN {1} < 0 THEN json_extract({0}, '$[#' || {1} || ']') END)"),
				postgres: func(p *printer, e *callExpr) {
					p.tmplArgs("(CASE WHEN {1} > 0 THEN ({0} ->> ({1} - 1)::integer) WHEN {1} < 0 THEN ({0} ->> ({1})::integer) END)", e.args)
					p.w(pgElemCast[e.t.base])
				},
			}},
		// Tuples are JSON arrays on both databases (docs/sql.md).
		{name: "tuple", args: []argKind{A}, variadic: true, result: tTuple, sample: "tuple(event, 1)", check: checkTuple, print: rewritten},
		{name: "tupleElement", args: []argKind{A, aConstInt}, result: tNothing, sample: "tupleElement(tuple(event, 1), 2)", check: checkTupleElement, print: rewritten},
		{name: "arrayZip", args: []argKind{aArray, aArray}, variadic: true, result: tArray, sample: "arrayZip(['a', 'b'], [1, 2])",
			rewrite: rewriteArrayZip, print: rewritten},
		// parseDateTimeBestEffortOrZero is parseDateTimeBestEffort giving
		// 1970-01-01 00:00:00 for text it cannot read.
		{name: "parseDateTimeBestEffortOrZero", aliases: []string{"parseDateTime64BestEffortOrZero"},
			args: []argKind{A, A}, optional: 1, result: tDateTime, sample: "parseDateTimeBestEffortOrZero('not a date')", check: checkParseDateTime,
			print: rewritten},
		{name: "arrayEnumerate", args: []argKind{aArray}, result: tArray, sample: "arrayEnumerate(['a', 'b', 'c'])",
			rewrite: templateRewrite("range(1, arrayLength(__1) + 1)"), print: rewritten},
		// sortableSemVer is HogQL's: the numbers of the first dotted version in
		// a string, as an array that sorts as versions do.
		{name: "sortableSemVer", args: []argKind{S}, result: tArray, sample: "sortableSemVer('v1.10.2-beta')",
			rewrite: templateRewrite(`arrayMap(x -> toIntOrZero(x), splitByChar('.', extract(assumeNotNull(__1), '(\\d+(\\.\\d+)+)')))`), print: rewritten},
		{name: "range", args: []argKind{I, I}, optional: 1, result: tArray, sample: "range(1, 4)", check: checkRange,
			print: everywhere(func(p *printer, e *callExpr) {
				// At most maxRange elements.
				p.w("(SELECT ")
				p.d.groupArray(p, &rawExpr{sql: `"_r"."number"`, t: typ(tInt)}, func() { p.w(`"_r"."number"`) }, false)
				p.w(" FROM ")
				p.d.numbers(p, &numbersRange{from: 0, to: maxRange})
				p.tmpl(` AS "_r" WHERE "_r"."number" >= {} AND "_r"."number" < {})`, p.x(e.args[0]), p.x(e.args[1]))
			})},
		{name: "arraySlice", args: []argKind{R, I, I}, optional: 1, result: tArray, sample: "arraySlice([1, 2, 3, 4], 2, 2)", check: checkSameArray,
			print: everywhere(func(p *printer, e *callExpr) {
				// 1-based offset (negative: from the end), optional length.
				alias := p.newAlias()
				p.w("(SELECT ")
				p.d.groupArray(p, &lambdaVar{alias: alias, t: e.args[0].typ().elemType()}, func() { p.d.elemIndex(p, alias) }, false)
				p.w(" FROM ")
				p.d.elements(p, e.args[0], alias)
				p.w(" WHERE ")
				start := func() {
					p.tmpl("(CASE WHEN {} > 0 THEN {} - 1 ELSE (SELECT count(*) FROM ", p.x(e.args[1]), p.x(e.args[1]))
					a2 := p.newAlias()
					p.d.elements(p, e.args[0], a2)
					p.tmpl(") + {} END)", p.x(e.args[1]))
				}
				p.d.elemIndex(p, alias)
				p.w(" >= ")
				start()
				if len(e.args) > 2 {
					p.w(" AND ")
					p.d.elemIndex(p, alias)
					p.w(" < ")
					start()
					p.tmpl(" + {}", p.x(e.args[2]))
				}
				p.w(")")
			})},
		{name: "arraySort", args: []argKind{R}, result: tArray, sample: "arraySort(['b', 'a', 'c'])", check: checkSameArray,
			print: everywhere(func(p *printer, e *callExpr) { arrayReorder(p, e, "sort") })},
		{name: "arrayReverseSort", args: []argKind{R}, result: tArray, sample: "arrayReverseSort([2, 3, 1])", check: checkSameArray,
			print: everywhere(func(p *printer, e *callExpr) { arrayReorder(p, e, "rsort") })},
		{name: "arrayReverse", args: []argKind{R}, result: tArray, sample: "arrayReverse([1, 2, 3])", check: checkSameArray,
			print: everywhere(func(p *printer, e *callExpr) { arrayReorder(p, e, "reverse") })},
		{name: "arrayDistinct", args: []argKind{R}, result: tArray, sample: "arrayDistinct([1, 2, 1])", check: checkSameArray,
			print: everywhere(func(p *printer, e *callExpr) {
				// The first occurrence of each value, in order.
				alias, inner := p.newAlias(), p.newAlias()
				et := e.args[0].typ().elemType()
				p.w("(SELECT ")
				p.d.groupArray(p, &rawExpr{sql: `"_v"`, t: et}, func() { p.w(`"_k"`) }, false)
				p.w(" FROM (SELECT ")
				p.d.elemValue(p, inner, et)
				p.w(` AS "_v", min(`)
				p.d.elemIndex(p, inner)
				p.w(`) AS "_k" FROM `)
				p.d.elements(p, e.args[0], inner)
				p.w(" GROUP BY 1) AS ")
				p.ident(alias)
				p.w(")")
			})},
		{name: "arrayCompact", args: []argKind{R}, result: tArray, sample: "arrayCompact([1, 1, 2, 1])", check: checkSameArray,
			print: everywhere(func(p *printer, e *callExpr) {
				// Drops consecutive duplicates.
				alias := p.newAlias()
				et := e.args[0].typ().elemType()
				p.w("(SELECT ")
				p.d.groupArray(p, &rawExpr{sql: `"_v"`, t: et}, func() { p.w(`"_k"`) }, false)
				p.w(" FROM (SELECT ")
				p.d.elemValue(p, alias, et)
				p.w(` AS "_v", `)
				p.d.elemIndex(p, alias)
				p.w(` AS "_k", lag(`)
				p.d.elemValue(p, alias, et)
				p.w(") OVER (ORDER BY ")
				p.d.elemIndex(p, alias)
				p.w(`) AS "_p" FROM `)
				p.d.elements(p, e.args[0], alias)
				p.w(`) AS "_c" WHERE "_p" IS NULL OR "_p" <> "_v")`)
			})},
		{name: "arrayConcat", args: []argKind{R, R}, variadic: true, result: tArray, sample: "arrayConcat([1], [2, 3])", check: checkSameArray,
			print: everywhere(func(p *printer, e *callExpr) {
				alias := p.newAlias()
				et := e.t.elemType()
				p.w("(SELECT ")
				p.d.groupArray(p, &rawExpr{sql: `"_v"`, t: et}, func() { p.w(`"_a", "_k"`) }, false)
				p.w(" FROM (")
				for i, a := range e.args {
					if i > 0 {
						p.w(" UNION ALL ")
					}
					inner := p.newAlias()
					p.w("SELECT " + strconv.Itoa(i) + ` AS "_a", `)
					p.d.elemIndex(p, inner)
					p.w(` AS "_k", `)
					p.d.elemValue(p, inner, et)
					p.w(` AS "_v" FROM `)
					p.d.elements(p, a, inner)
				}
				p.w(") AS ")
				p.ident(alias)
				p.w(")")
			})},
		{name: "arrayStringConcat", aliases: []string{"arrayJoinString"}, args: []argKind{R, S}, optional: 1, result: tString,
			sample: "arrayStringConcat(['a', 'b'], '-')", check: checkArrayStringConcat,
			print: everywhere(func(p *printer, e *callExpr) {
				alias := p.newAlias()
				p.w("(SELECT COALESCE(")
				p.w(p.d.stringAgg())
				p.w("(")
				p.d.elemValue(p, alias, typ(tString))
				p.w(", ")
				p.expr(e.args[1])
				p.w(" ORDER BY ")
				p.d.elemIndex(p, alias)
				p.w("), '') FROM ")
				p.d.elements(p, e.args[0], alias)
				p.w(")")
			})},
		{name: "splitByChar", args: []argKind{S, S}, result: tArray, sample: "splitByChar('$', event)", check: checkSplit,
			print: printRules{
				sqlite: tpl("burrow_split({1}, {0})"),
				// string_to_array('', sep) is {}; ClickHouse (and SQLite) give [''].
				postgres: tpl("to_jsonb(CASE WHEN {1} = '' THEN ARRAY['']::text[] ELSE string_to_array({1}, {0}) END)"),
			}},
		{name: "splitByString", args: []argKind{S, S}, result: tArray, sample: "splitByString('ge', event)", check: checkSplit,
			print: printRules{
				sqlite: tpl("burrow_split({1}, {0})"),
				// string_to_array('', sep) is {}; ClickHouse (and SQLite) give [''].
				postgres: tpl("to_jsonb(CASE WHEN {1} = '' THEN ARRAY['']::text[] ELSE string_to_array({1}, {0}) END)"),
			}},
		{name: "arrayJoin", args: []argKind{R}, sample: "arrayJoin(splitByChar('$', event))", check: checkArrayJoin,
			print: rewritten},
		{name: "emptyArrayString", result: tArray, sample: "emptyArrayString()", check: checkEmptyArray,
			print: rewritten},

		// Aggregates.
		{name: "argMax", kind: fnAggregate, args: []argKind{A, A}, nullable: true, sample: "argMax(event, timestamp)", check: checkArgMinMax,
			print: printRules{
				sqlite:   named("burrow_argmax"),
				postgres: pgArgBest("DESC"),
			}},
		{name: "argMin", kind: fnAggregate, args: []argKind{A, A}, nullable: true, sample: "argMin(event, timestamp)", check: checkArgMinMax,
			print: printRules{
				sqlite:   named("burrow_argmin"),
				postgres: pgArgBest("ASC"),
			}},
		{name: "argMaxIf", kind: fnAggregate, args: []argKind{A, A, C}, nullable: true, printAs: "argMax",
			sample: "argMaxIf(event, timestamp, event != 'purchase')", check: checkArgMinMax},
		{name: "argMinIf", kind: fnAggregate, args: []argKind{A, A, C}, nullable: true, printAs: "argMin",
			sample: "argMinIf(event, timestamp, event != '$pageview')", check: checkArgMinMax},
		{name: "anyLast", kind: fnAggregate, args: []argKind{A}, nullable: true, printAs: "max", sample: "anyLast(event)", check: checkOrderedAgg},
		{name: "quantile", kind: fnAggregate, args: []argKind{N}, parametric: true, result: tFloat, nullable: true,
			sample: "quantile(0.9)(toFloat(properties.$screen_width))", check: checkQuantile,
			print: printRules{
				sqlite: func(p *printer, e *callExpr) {
					p.tmpl("burrow_quantile({}, {})", p.x(e.args[0]), p.param(e.level, tFloat))
				},
				postgres: func(p *printer, e *callExpr) {
					p.tmpl("percentile_cont({}) WITHIN GROUP (ORDER BY {})", p.param(e.level, tFloat), p.x(e.args[0]))
				},
			}},
		{name: "quantileIf", kind: fnAggregate, args: []argKind{N, C}, parametric: true, result: tFloat, nullable: true, printAs: "quantile",
			sample: "quantileIf(0.5)(toFloat(properties.price), event != 'purchase')", check: checkQuantile},
		{name: "median", kind: fnAggregate, args: []argKind{N}, result: tFloat, nullable: true, printAs: "quantile",
			sample: "median(toFloat(properties.price))", check: checkQuantile},
		{name: "quantiles", kind: fnAggregate, args: []argKind{N}, parametric: true, result: tArray,
			sample: "quantiles(0.1, 0.5, 0.9)(toFloat(properties.price))", check: checkQuantiles,
			print: printRules{
				sqlite: func(p *printer, e *callExpr) {
					p.tmpl("burrow_quantiles({}, {})", p.x(e.args[0]), p.param(e.unit, tString))
				},
				postgres: func(p *printer, e *callExpr) {
					p.tmpl("to_jsonb(percentile_cont(string_to_array({}, ',')::double precision[]) WITHIN GROUP (ORDER BY {})", p.param(e.unit, tString), p.x(e.args[0]))
					p.writeFilter(e, nil)
					p.w(")")
				},
			}},
		{name: "topK", kind: fnAggregate, args: []argKind{A}, parametric: true, result: tArray, sample: "topK(2)(event)", check: checkTopK,
			print: printRules{
				sqlite: func(p *printer, e *callExpr) { p.tmpl("burrow_topk({}, {})", p.x(e.args[0]), p.param(e.mode, tInt)) },
				postgres: func(p *printer, e *callExpr) {
					t := pgTypes[e.args[0].typ().base]
					collate := ""
					if e.args[0].typ().base == tString {
						collate = ` COLLATE "C"`
					}
					p.w(`(SELECT COALESCE(jsonb_agg("_t"."v" ORDER BY "_t"."c" DESC, "_t"."v"` + collate + `), '[]'::jsonb) FROM (SELECT "_u"."v", count(*) AS "c" FROM unnest(`)
					p.tmpl("array_agg({})", p.x(e.args[0]))
					pgNotNull(p, e)
					p.w(`::` + t + `[]) AS "_u"("v") GROUP BY "_u"."v" ORDER BY count(*) DESC, "_u"."v"` + collate + ` LIMIT `)
					p.d.bind(p, e.mode, tInt)
					p.w(`) AS "_t")`)
				},
			}},
		{name: "corr", kind: fnAggregate, args: []argKind{N, N}, result: tFloat, nullable: true,
			sample: "corr(toFloat(properties.$screen_width), toFloat(toHour(timestamp)))", check: checkStat,
			print: printRules{
				sqlite:   named("burrow_corr"),
				postgres: named("corr"),
			}},
		{name: "stddevPop", kind: fnAggregate, args: []argKind{N}, result: tFloat, nullable: true, sample: "stddevPop(toFloat(properties.price))", check: checkStat,
			print: printRules{
				sqlite:   named("burrow_stddev_pop"),
				postgres: named("stddev_pop"),
			}},
		{name: "stddevSamp", kind: fnAggregate, args: []argKind{N}, result: tFloat, nullable: true, sample: "stddevSamp(toFloat(properties.price))", check: checkStat,
			print: printRules{
				sqlite:   named("burrow_stddev_samp"),
				postgres: named("stddev_samp"),
			}},
		{name: "varPop", kind: fnAggregate, args: []argKind{N}, result: tFloat, nullable: true, sample: "varPop(toFloat(properties.price))", check: checkStat,
			print: printRules{
				sqlite:   named("burrow_var_pop"),
				postgres: named("var_pop"),
			}},
		{name: "varSamp", kind: fnAggregate, args: []argKind{N}, result: tFloat, nullable: true, sample: "varSamp(toFloat(properties.price))", check: checkStat,
			print: printRules{
				sqlite:   named("burrow_var_samp"),
				postgres: named("var_samp"),
			}},

		// Regular expressions (RE2 syntax on SQLite, PostgreSQL's on PostgreSQL:
		// the common subset behaves the same).
		{name: "match", args: []argKind{S, S}, result: tBool, sample: "match(event, '^\\$p.*w$')", check: checkRegex,
			print: printRules{
				sqlite:   tpl("burrow_match({0}, {1})"),
				postgres: pgRegex("~"),
			}},
		{name: "imatch", args: []argKind{S, S}, result: tBool, sample: "imatch(event, '^SIGN')", check: checkRegex,
			print: printRules{
				sqlite:   tpl("burrow_match({0}, '(?i)' || {1})"),
				postgres: pgRegex("~*"),
			}},
		// multiMatchAny and multiMatchAnyIndex take a constant array of
		// patterns; the index is the first matching pattern's (ClickHouse
		// answers any matching one).
		{name: "multiMatchAny", args: []argKind{S, aArray}, result: tBool, sample: "multiMatchAny(event, ['^sign', 'view$'])",
			rewrite: multiMatch(false), print: rewritten},
		{name: "multiMatchAnyIndex", args: []argKind{S, aArray}, result: tInt, sample: "multiMatchAnyIndex(event, ['^sign', 'view$'])",
			rewrite: multiMatch(true), print: rewritten},
		{name: "extract", args: []argKind{S, S}, result: tString, sample: "extract(properties.$current_url, '://([^/]+)')", check: checkRegex,
			print: printRules{
				sqlite:   named("burrow_extract"),
				postgres: tpl("(CASE WHEN {0} IS NOT NULL AND {1} IS NOT NULL THEN COALESCE(substring(burrow_cap({0}) FROM burrow_pattern({1})), '') END)"),
			}},
		{name: "extractAll", args: []argKind{S, S}, result: tArray, sample: "extractAll(event, '[a-z]')", check: checkRegex,
			print: printRules{
				sqlite:   named("burrow_extract_all"),
				postgres: tpl(`(CASE WHEN {0} IS NOT NULL AND {1} IS NOT NULL THEN (SELECT COALESCE(jsonb_agg("_m"."m"[1] ORDER BY "_m"."n"), '[]'::jsonb) FROM regexp_matches(burrow_cap({0}), burrow_pattern({1}), 'g') WITH ORDINALITY AS "_m"("m", "n")) END)`),
			}},
		{name: "replaceRegexpOne", args: []argKind{S, S, S}, result: tString, sample: "replaceRegexpOne(event, '([a-z]+)', '<\\\\1>')", check: checkRegex,
			print: printRules{
				sqlite:   named("burrow_replace_one"),
				postgres: tpl("burrow_cap(regexp_replace(burrow_cap({0}), burrow_pattern({1}), replace({2}, '\\0', '\\&')))"),
			}},
		{name: "replaceRegexpAll", args: []argKind{S, S, S}, result: tString, sample: "replaceRegexpAll(event, '[aeiou]', '_')", check: checkRegex,
			print: printRules{
				sqlite:   named("burrow_replace_all"),
				postgres: tpl("burrow_cap(regexp_replace(burrow_cap({0}), burrow_pattern({1}), replace({2}, '\\0', '\\&'), 'g'))"),
			}},
		{name: "like", args: []argKind{S, aConstString}, result: tBool, sample: "like(event, '%view')", check: checkLikeFunc,
			print: rewritten},
		{name: "notLike", args: []argKind{S, aConstString}, result: tBool, sample: "notLike(event, '%view')", check: checkLikeFunc,
			print: rewritten},
		{name: "ilike", args: []argKind{S, aConstString}, result: tBool, sample: "ilike(event, '%VIEW')", check: checkLikeFunc,
			print: rewritten},
		{name: "notILike", args: []argKind{S, aConstString}, result: tBool, sample: "notILike(event, '%VIEW')", check: checkLikeFunc,
			print: rewritten},

		// Dates.
		{name: "dateTrunc", aliases: []string{"date_trunc"}, args: []argKind{aConstString, T}, result: tDateTime,
			sample: "dateTrunc('week', timestamp)", check: checkDateTrunc,
			print: rewritten},
		{name: "toStartOfInterval", args: []argKind{T, aInterval}, takesInterval: true, result: tDateTime,
			sample: "toStartOfInterval(timestamp, INTERVAL 15 MINUTE)", check: checkStartOfInterval,
			print: printRules{
				sqlite: func(p *printer, e *callExpr) {
					p.tmpl("(strftime('%Y-%m-%d %H:%M:%S', (unixepoch({}) / {}) * {}, 'unixepoch') || '+00:00')", p.x(e.args[0]), p.param(e.mode, tInt), p.param(e.mode, tInt))
				},
				postgres: func(p *printer, e *callExpr) {
					p.tmpl("to_timestamp(floor(extract(epoch FROM {}) / {}) * {})", p.x(e.args[0]), p.param(e.mode, tInt), p.param(e.mode, tInt))
				},
			}},
		{name: "toStartOfFiveMinutes", aliases: []string{"toStartOfFiveMinute"}, args: []argKind{T}, result: tDateTime,
			sample: "toStartOfFiveMinutes(timestamp)", check: checkStartOfMinutes(5),
			print: rewritten},
		{name: "toStartOfTenMinutes", args: []argKind{T}, result: tDateTime, sample: "toStartOfTenMinutes(timestamp)", check: checkStartOfMinutes(10),
			print: rewritten},
		{name: "toStartOfFifteenMinutes", args: []argKind{T}, result: tDateTime, sample: "toStartOfFifteenMinutes(timestamp)", check: checkStartOfMinutes(15),
			print: rewritten},
		{name: "toTimeZone", args: []argKind{T, aConstString}, result: tDateTime, sample: "toTimeZone(timestamp, 'UTC')", check: checkTimeZone,
			print: rewritten},
		{name: "toYYYYMM", args: []argKind{T}, result: tUInt, sample: "toYYYYMM(timestamp)",
			print: printRules{
				sqlite:   tpl("CAST(strftime('%Y%m', {0}) AS INTEGER)"),
				postgres: tpl("(EXTRACT(YEAR FROM {0}) * 100 + EXTRACT(MONTH FROM {0}))::bigint"),
			}},
		{name: "toYYYYMMDD", args: []argKind{T}, result: tUInt, sample: "toYYYYMMDD(timestamp)",
			print: printRules{
				sqlite:   tpl("CAST(strftime('%Y%m%d', {0}) AS INTEGER)"),
				postgres: tpl("(EXTRACT(YEAR FROM {0}) * 10000 + EXTRACT(MONTH FROM {0}) * 100 + EXTRACT(DAY FROM {0}))::bigint"),
			}},
		{name: "toDayOfYear", args: []argKind{T}, result: tInt, sample: "toDayOfYear(timestamp)",
			print: printRules{
				sqlite:   tpl("CAST(strftime('%j', {0}) AS INTEGER)"),
				postgres: tpl("EXTRACT(DOY FROM {0})::bigint"),
			}},
		{name: "toISOWeek", aliases: []string{"toWeek"}, args: []argKind{T}, result: tInt, sample: "toISOWeek(timestamp)",
			print: printRules{
				sqlite:   tpl("CAST(strftime('%V', {0}) AS INTEGER)"),
				postgres: tpl("EXTRACT(WEEK FROM {0})::bigint"),
			}},
		{name: "toMonday", args: []argKind{T}, result: tDate, sample: "toMonday(timestamp)", check: checkAlias("toStartOfWeek", 1),
			print: rewritten},
		{name: "parseDateTimeBestEffort", aliases: []string{"parseDateTimeBestEffortOrNull", "parseDateTime64BestEffortOrNull", "toDateTime64"},
			args: []argKind{A, A}, optional: 1, result: tDateTime, sample: "parseDateTimeBestEffort('2026-01-02 03:04:05')", check: checkParseDateTime,
			print: rewritten},
		{name: "fromUnixTimestamp", aliases: []string{"FROM_UNIXTIME"}, args: []argKind{N}, result: tDateTime,
			sample: "fromUnixTimestamp(1767225600)", check: checkFromUnix,
			print: rewritten},
	}
	for _, u := range []string{"Second", "Minute", "Hour", "Day", "Week", "Month", "Quarter", "Year"} {
		unit := strings.ToLower(u)
		defs = append(defs,
			&funcDef{name: "toInterval" + u, args: []argKind{I}, result: tInterval, sample: "timestamp + toInterval" + u + "(2)",
				check: checkToInterval(unit),
				print: rewritten},
			&funcDef{name: "add" + u + "s", args: []argKind{T, I}, result: tDateTime, sample: "add" + u + "s(timestamp, 2)",
				check: checkAddUnit(unit, false),
				print: rewritten},
			&funcDef{name: "subtract" + u + "s", args: []argKind{T, I}, result: tDateTime, sample: "subtract" + u + "s(timestamp, 2)",
				check: checkAddUnit(unit, true),
				print: rewritten})
	}
	defs = append(defs, []*funcDef{
		// Scalars.
		{name: "assumeNotNull", aliases: []string{"toNullable"}, args: []argKind{A}, sample: "assumeNotNull(properties.$browser)", check: checkIdentity,
			print: rewritten},
		{name: "toUUID", aliases: []string{"toUUIDOrNull"}, args: []argKind{S}, result: tString, sample: "toUUID(uuid)", check: checkIdentity,
			print: rewritten},
		{name: "toIntOrZero", aliases: []string{"toInt64OrZero", "toInt32OrZero", "toUInt64OrZero"}, args: []argKind{A}, result: tInt,
			sample: "toIntOrZero(properties.$screen_width)", check: checkOrZero,
			print: rewritten},
		{name: "toFloatOrZero", aliases: []string{"toFloat64OrZero"}, args: []argKind{A}, result: tFloat,
			sample: "toFloatOrZero(properties.price)", check: checkOrZero,
			print: rewritten},
		{name: "left", args: []argKind{S, I}, result: tString, sample: "left(event, 3)",
			print: printRules{
				sqlite:   tpl("substr({0}, 1, max({1}, 0))"),
				postgres: tpl("left({0}, GREATEST({1}, 0)::integer)"),
			}},
		{name: "right", args: []argKind{S, I}, result: tString, sample: "right(event, 3)",
			print: printRules{
				sqlite:   tpl("(CASE WHEN {1} <= 0 THEN '' ELSE substr({0}, -{1}) END)"),
				postgres: tpl("right({0}, GREATEST({1}, 0)::integer)"),
			}},
		{name: "leftPad", aliases: []string{"lpad"}, args: []argKind{S, I, S}, optional: 1, result: tString, sample: "leftPad(event, 10, '*')",
			print: printRules{
				sqlite:   func(p *printer, e *callExpr) { sqlitePad(p, e, 1) },
				postgres: func(p *printer, e *callExpr) { pgPad(p, e, "lpad") },
			}},
		{name: "rightPad", aliases: []string{"rpad"}, args: []argKind{S, I, S}, optional: 1, result: tString, sample: "rightPad(event, 10, '*')",
			print: printRules{
				sqlite:   func(p *printer, e *callExpr) { sqlitePad(p, e, 0) },
				postgres: func(p *printer, e *callExpr) { pgPad(p, e, "rpad") },
			}},
		{name: "replaceOne", args: []argKind{S, S, S}, result: tString, sample: "replaceOne(event, 'e', 'E')",
			print: printRules{
				sqlite:   tpl("(CASE WHEN instr({0}, {1}) > 0 AND {1} <> '' THEN substr({0}, 1, instr({0}, {1}) - 1) || {2} || substr({0}, instr({0}, {1}) + length({1})) ELSE {0} END)"),
				postgres: tpl("(CASE WHEN strpos({0}, {1}) > 0 AND {1} <> '' THEN substr({0}, 1, strpos({0}, {1}) - 1) || {2} || substr({0}, strpos({0}, {1}) + length({1})) ELSE {0} END)"),
			}},
		{name: "reverse", args: []argKind{S}, result: tString, sample: "reverse(event)",
			print: printRules{
				sqlite:   named("burrow_reverse"),
				postgres: named("reverse"),
			}},
		{name: "repeat", args: []argKind{S, I}, result: tString, sample: "repeat(event, 2)",
			print: printRules{
				sqlite:   named("burrow_repeat"),
				postgres: tpl("repeat({0}, LEAST({1}, 1048576 / GREATEST(length({0}), 1))::integer)"),
			}},
		{name: "cutQueryString", args: []argKind{S}, result: tString, sample: "cutQueryString(properties.$current_url)",
			print: printRules{
				sqlite:   tpl("(CASE WHEN instr({0}, '?') > 0 THEN substr({0}, 1, instr({0}, '?') - 1) || CASE WHEN instr({0}, '#') > instr({0}, '?') THEN substr({0}, instr({0}, '#')) ELSE '' END ELSE {0} END)"),
				postgres: tpl("(CASE WHEN strpos({0}, '?') > 0 THEN substr({0}, 1, strpos({0}, '?') - 1) || CASE WHEN strpos({0}, '#') > strpos({0}, '?') THEN substr({0}, strpos({0}, '#')) ELSE '' END ELSE {0} END)"),
			}},
		{name: "cutFragment", args: []argKind{S}, result: tString, sample: "cutFragment(properties.$current_url)",
			print: printRules{
				sqlite:   tpl("(CASE WHEN instr({0}, '#') > 0 THEN substr({0}, 1, instr({0}, '#') - 1) ELSE {0} END)"),
				postgres: tpl("(CASE WHEN strpos({0}, '#') > 0 THEN substr({0}, 1, strpos({0}, '#') - 1) ELSE {0} END)"),
			}},
		{name: "protocol", args: []argKind{S}, result: tString, sample: "protocol(properties.$current_url)",
			print: printRules{
				sqlite:   tpl("(CASE WHEN instr({0}, '://') > 0 THEN substr({0}, 1, instr({0}, '://') - 1) ELSE '' END)"),
				postgres: tpl("(CASE WHEN strpos({0}, '://') > 0 THEN substr({0}, 1, strpos({0}, '://') - 1) ELSE '' END)"),
			}},
		{name: "greatest", args: []argKind{A, A}, variadic: true, sample: "greatest(1, 5, 3)", check: checkGreatestLeast,
			print: printRules{
				sqlite:   named("max"),
				postgres: func(p *printer, e *callExpr) { pgNullStrict(p, e, "GREATEST") },
			}},
		{name: "least", args: []argKind{A, A}, variadic: true, sample: "least(timestamp, created_at)", check: checkGreatestLeast,
			print: printRules{
				sqlite:   named("min"),
				postgres: func(p *printer, e *callExpr) { pgNullStrict(p, e, "LEAST") },
			}},
		{name: "sign", args: []argKind{N}, result: tInt, sample: "sign(-3)",
			print: printRules{
				sqlite:   tpl("sign({0})"),
				postgres: tpl("sign({0})::bigint"),
			}},
		{name: "sqrt", args: []argKind{N}, result: tFloat, nullable: true, sample: "sqrt(16)",
			print: printRules{
				sqlite:   tpl("(CASE WHEN {0} >= 0 THEN sqrt({0}) END)"),
				postgres: tpl("(CASE WHEN {0} >= 0 THEN sqrt(({0})::double precision) END)"),
			}},
		{name: "pow", aliases: []string{"power"}, args: []argKind{N, N}, result: tFloat, sample: "pow(2, 10)",
			print: printRules{
				sqlite:   tpl("pow({0}, {1})"),
				postgres: tpl("power(({0})::double precision, ({1})::double precision)"),
			}},
		{name: "exp", args: []argKind{N}, result: tFloat, sample: "exp(1)",
			print: printRules{
				sqlite:   tpl("exp({0})"),
				postgres: tpl("exp(({0})::double precision)"),
			}},
		{name: "log", aliases: []string{"ln"}, args: []argKind{N}, result: tFloat, nullable: true, sample: "log(10)",
			print: printRules{
				sqlite:   tpl("(CASE WHEN {0} > 0 THEN ln({0}) END)"),
				postgres: tpl("(CASE WHEN {0} > 0 THEN ln(({0})::double precision) END)"),
			}},
		{name: "log10", args: []argKind{N}, result: tFloat, nullable: true, sample: "log10(1000)",
			print: printRules{
				sqlite:   tpl("(CASE WHEN {0} > 0 THEN log10({0}) END)"),
				postgres: tpl("(CASE WHEN {0} > 0 THEN log(({0})::double precision) END)"),
			}},
		{name: "log2", args: []argKind{N}, result: tFloat, nullable: true, sample: "log2(8)",
			print: printRules{
				sqlite:   tpl("(CASE WHEN {0} > 0 THEN log2({0}) END)"),
				postgres: tpl("(CASE WHEN {0} > 0 THEN ln(({0})::double precision) / ln(2::double precision) END)"),
			}},
		{name: "intDiv", args: []argKind{I, I}, result: tInt, nullable: true, sample: "intDiv(7, 2)",
			print: printRules{
				sqlite:   tpl("({0} / NULLIF({1}, 0))"),
				postgres: tpl("div({0}, NULLIF({1}, 0))::bigint"),
			}},
		// Bits of Int64 (two's complement). A shift by less than 0 or more
		// than 63 places is NULL: the engines disagree there.
		{name: "bitAnd", args: []argKind{I, I}, result: tInt, sample: "bitAnd(6, 3)",
			print: printRules{
				sqlite:   tpl("({0} & {1})"),
				postgres: tpl("(({0})::bigint & ({1})::bigint)"),
			}},
		{name: "bitOr", args: []argKind{I, I}, result: tInt, sample: "bitOr(6, 3)",
			print: printRules{
				sqlite:   tpl("({0} | {1})"),
				postgres: tpl("(({0})::bigint | ({1})::bigint)"),
			}},
		{name: "bitShiftLeft", args: []argKind{I, I}, result: tInt, nullable: true, sample: "bitShiftLeft(1, 4)",
			print: printRules{
				sqlite:   tpl("(CASE WHEN {1} BETWEEN 0 AND 63 THEN {0} << {1} END)"),
				postgres: tpl("(CASE WHEN {1} BETWEEN 0 AND 63 THEN ({0})::bigint << ({1})::int END)"),
			}},
		{name: "groupBitOr", kind: fnAggregate, args: []argKind{I}, result: tInt, nullable: true,
			sample: "groupBitOr(bitShiftLeft(1, toDayOfWeek(timestamp)))",
			print: printRules{
				sqlite:   aggregate("burrow_bit_or"),
				postgres: tpl("bit_or(({0})::bigint)"),
			}},
		{name: "toTypeName", args: []argKind{A}, result: tString, sample: "toTypeName(event)", check: checkTypeName,
			print: rewritten},
	}...)
	_ = T
	return defs
}

// checkLogic types and(...), or(...) and not(x) as the operators.
func checkLogic(def *funcDef, c *Call, args []expr) (expr, error) {
	conds := make([]expr, len(args))
	nullable := false
	for i := range args {
		b, err := toBool(args[i], argAt(c, i))
		if err != nil {
			return nil, err
		}
		conds[i] = b
		nullable = nullable || b.typ().nullable
	}
	if def.name == "not" {
		return &unaryExpr{op: "NOT", x: conds[0], t: conds[0].typ()}, nil
	}
	op := strings.ToUpper(def.name)
	out := conds[0]
	for _, x := range conds[1:] {
		out = &binExpr{op: op, l: out, r: x, t: typ(tBool).withNull(nullable)}
	}
	return out, nil
}

// checkCompare types equals/less/... as the operators.
func checkCompare(op string) checkFunc {
	return func(def *funcDef, c *Call, args []expr) (expr, error) {
		l, r, err := coerceCompare(args[0], args[1], c.At)
		if err != nil {
			return nil, err
		}
		return &binExpr{op: op, l: l, r: r, t: typ(tBool).withNull(l.typ().nullable || r.typ().nullable)}, nil
	}
}

// checkArith types plus/minus/... as the operators.
func checkArith(op string) checkFunc {
	return func(def *funcDef, c *Call, args []expr) (expr, error) {
		return arith(op, args[0], args[1], c.At)
	}
}

// jsonSteps reads the constant keys (strings) and indexes (1-based
// integers) of a JSONExtract path.
func jsonSteps(c *Call, args []expr) ([]pathKey, error) {
	var path []pathKey
	for i := 1; i < len(args); i++ {
		l, ok := args[i].(*litExpr)
		if !ok {
			return nil, errorf(argAt(c, i), "the path of %s must be constant strings or integers", canonicalFuncName(c.Name))
		}
		switch v := l.v.(type) {
		case string:
			path = append(path, pathKey{key: v})
		case int64:
			if v < 1 {
				return nil, errorf(argAt(c, i), "JSON indexes start at 1")
			}
			path = append(path, pathKey{index: v - 1, isIndex: true})
		default:
			return nil, errorf(argAt(c, i), "the path of %s must be constant strings or integers", canonicalFuncName(c.Name))
		}
	}
	return path, nil
}

// jsonTarget returns the JSON document and path a JSONExtract call reads:
// the first argument is a JSON column (properties) or a property of one.
func jsonTarget(c *Call, args []expr) (expr, []pathKey, error) {
	path, err := jsonSteps(c, args)
	if err != nil {
		return nil, nil, err
	}
	switch x := args[0].(type) {
	case *jsonExpr:
		return x.base, append(append([]pathKey{}, x.path...), path...), nil
	}
	switch args[0].typ().base {
	case tJSON:
		return args[0], path, nil
	case tString:
		// A String is read as JSON text (NULL when it is not JSON), as
		// ClickHouse's JSON functions read it.
		return &convExpr{x: args[0], to: tJSON, t: nullableType(tJSON)}, path, nil
	}
	return nil, nil, errorf(argAt(c, 0), "%s reads JSON (a JSON column such as properties, or JSON text), not %s", canonicalFuncName(c.Name), args[0].typ())
}

func checkJSONExtract(to Kind) checkFunc {
	return func(def *funcDef, c *Call, args []expr) (expr, error) {
		base, path, err := jsonTarget(c, args)
		if err != nil {
			return nil, err
		}
		if len(path) == 0 {
			if to == tNothing || to == tString {
				return convert(base, tString), nil
			}
			return nil, errorf(c.At, "%s needs a key", def.name)
		}
		j := &jsonExpr{base: base, path: path}
		switch to {
		case tNothing:
			return &callExpr{fn: def, args: []expr{j}, t: nullableType(tString)}, nil
		case tString:
			return j, nil
		}
		return convert(j, to), nil
	}
}

// checkJSONPathCall types JSONHas and JSONLength, whose argument is kept as
// a jsonExpr for the printers to read its path.
func checkJSONPathCall(def *funcDef, c *Call, args []expr) (expr, error) {
	base, path, err := jsonTarget(c, args)
	if err != nil {
		return nil, err
	}
	t := typ(def.result)
	if def.result == tArray {
		t = arrayType(tJSON)
	}
	return &callExpr{fn: def, args: []expr{&jsonExpr{base: base, path: path}}, t: t}, nil
}

func arrayArg(c *Call, args []expr, i int) (expr, error) {
	switch args[i].typ().base {
	case tArray:
		return args[i], nil
	case tNothing:
		return &litExpr{v: nil, t: nullableType(tArray)}, nil
	}
	return nil, errorf(argAt(c, i), "%s expects an Array, got %s", canonicalFuncName(c.Name), args[i].typ())
}

// checkGroupArray types groupArray(x), groupArray(n)(x) and groupUniqArray.
func checkGroupArray(def *funcDef, c *Call, args []expr) (expr, error) {
	x, err := comparableArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	if x.typ().base == tArray {
		return nil, errorf(argAt(c, 0), "%s of arrays is not supported", def.name)
	}
	ce := &callExpr{fn: def, args: []expr{x}, t: arrayOf(x.typ()), mode: -1}
	if len(c.Params) > 1 {
		return nil, errorf(c.At, "%s takes at most one parameter", def.name)
	}
	if c.Distinct {
		// groupArray(DISTINCT x) is groupUniqArray(x): ClickHouse leaves the
		// order of its values open; Burrow sorts them, as groupUniqArray's.
		if len(c.Params) > 0 {
			return nil, errorf(c.At, "%s(n)(DISTINCT x) is not supported: use arraySlice(groupUniqArray(x), 1, n)", def.name)
		}
		ce.fn = mustFunc("groupUniqArray")
	}
	if len(c.Params) == 1 {
		n, err := constIntParam(c, 0)
		if err != nil {
			return nil, err
		}
		ce.mode = n
	}
	return ce, nil
}

// constIntParam reads parameter i of a parametric aggregate.
func constIntParam(c *Call, i int) (int64, error) {
	if l, ok := c.Params[i].(*Literal); ok && l.Kind == LitInt && l.Int >= 0 {
		return l.Int, nil
	}
	return 0, errorf(c.Params[i].Position(), "parameter %d of %s must be a non-negative integer constant", i+1, canonicalFuncName(c.Name))
}

// constFloatParam reads parameter i of a parametric aggregate as a level in [0, 1].
func constFloatParam(c *Call, i int) (float64, error) {
	var v float64
	switch l, _ := c.Params[i].(*Literal); {
	case l != nil && l.Kind == LitFloat:
		v = l.Float
	case l != nil && l.Kind == LitInt:
		v = float64(l.Int)
	default:
		return 0, errorf(c.Params[i].Position(), "the level of %s must be a constant number", canonicalFuncName(c.Name))
	}
	if v < 0 || v > 1 {
		return 0, errorf(c.Params[i].Position(), "the level of %s must be between 0 and 1", canonicalFuncName(c.Name))
	}
	return v, nil
}

func checkArrayLambda(def *funcDef, c *Call, args []expr) (expr, error) {
	var lam *lambdaExpr
	var arr expr
	var more []expr // the arrays of the second and later lambda parameters
	switch x := args[0].(type) {
	case *lambdaExpr:
		lam = x
		if len(args) != 1+len(lam.params) {
			return nil, errorf(c.At, "%s needs one array after the lambda for each of its %d parameters", def.name, len(lam.params))
		}
		for i := 1; i < len(args); i++ {
			a, err := arrayArg(c, args, i)
			if err != nil {
				return nil, err
			}
			if i == 1 {
				arr = a
			} else {
				more = append(more, a)
			}
		}
	default:
		if len(args) != 1 || !slices.Contains([]string{"arrayCount", "arraySum", "arrayMax", "arrayMin"}, def.name) {
			return nil, errorf(argAt(c, 0), "%s expects a lambda (x -> ...) and an array", def.name)
		}
		a, err := arrayArg(c, args, 0)
		if err != nil {
			return nil, err
		}
		arr = a
	}
	t := typ(def.result)
	switch def.name {
	case "arrayMap":
		if b := lam.body.typ().base; b == tArray {
			return nil, errorf(c.At, "arrayMap returning arrays is not supported")
		}
		t = arrayOf(lam.body.typ())
	case "arrayFilter":
		t = arr.typ()
		b, err := toBool(lam.body, c.At)
		if err != nil {
			return nil, err
		}
		lam.body = b
	case "arrayReverseFill":
		t = arr.typ()
		b, err := toBool(lam.body, c.At)
		if err != nil {
			return nil, err
		}
		lam.body = b
	case "arrayFirst":
		t = arr.typ().elemType().orNull()
		b, err := toBool(lam.body, c.At)
		if err != nil {
			return nil, err
		}
		lam.body = b
	case "arrayExists", "arrayAll", "arrayCount":
		if lam != nil {
			b, err := toBool(lam.body, c.At)
			if err != nil {
				return nil, err
			}
			lam.body = b
		}
	case "arrayMax", "arrayMin":
		et := arr.typ().elemType()
		if lam != nil {
			et = lam.body.typ()
		}
		if !et.isNumeric() {
			return nil, errorf(c.At, "%s needs numbers, got %s", def.name, et)
		}
		t = et
	case "arraySum":
		et := arr.typ().elemType()
		if lam != nil {
			et = lam.body.typ()
		}
		if !et.isNumeric() && et.base != tNothing {
			return nil, errorf(c.At, "arraySum needs numbers, got %s", et)
		}
		t = typ(et.base)
		if et.base == tNothing {
			t = typ(tInt)
		}
	}
	out := []expr{arr}
	nullable := arr.typ().nullable
	if lam != nil {
		out = append(out, lam)
	}
	for _, a := range more {
		out = append(out, a)
		nullable = nullable || a.typ().nullable
	}
	return &callExpr{fn: def, args: out, t: t.withNull(nullable)}, nil
}

// elemArg converts x for a comparison with the elements of arr.
func elemArg(c *Call, arr, x expr, i int) (expr, error) {
	probe := &colExpr{t: arr.typ().elemType(), label: "element"}
	if arr.typ().elem == tNothing {
		return x, nil
	}
	nx, np, err := coerceCompare(x, probe, argAt(c, i))
	if err != nil {
		return nil, err
	}
	if np != expr(probe) {
		return nil, errorf(argAt(c, i), "cannot compare %s with elements of %s", x.typ(), arr.typ())
	}
	return nx, nil
}

func checkArrayElem(def *funcDef, c *Call, args []expr) (expr, error) {
	arr, err := arrayArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	x, err := elemArg(c, arr, args[1], 1)
	if err != nil {
		return nil, err
	}
	return &callExpr{fn: def, args: []expr{arr, x}, t: typ(def.result).withNull(arr.typ().nullable)}, nil
}

func checkTwoArrays(def *funcDef, c *Call, args []expr) (expr, error) {
	a, err := arrayArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	b, err := arrayArg(c, args, 1)
	if err != nil {
		return nil, err
	}
	if _, ok := mergeTypes(a.typ(), b.typ()); !ok {
		return nil, errorf(c.At, "%s cannot compare %s with %s", def.name, a.typ(), b.typ())
	}
	return &callExpr{fn: def, args: []expr{a, b}, t: typ(def.result).withNull(a.typ().nullable || b.typ().nullable)}, nil
}

func checkArrayElement(def *funcDef, c *Call, args []expr) (expr, error) {
	arr, err := arrayArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	i, err := intArg(c, args, 1)
	if err != nil {
		return nil, err
	}
	return &callExpr{fn: def, args: []expr{arr, i}, t: arr.typ().elemType().orNull()}, nil
}

// maxRange bounds the arrays range() builds.
const maxRange = 100_000

func checkRange(def *funcDef, c *Call, args []expr) (expr, error) {
	out := make([]expr, 0, 2)
	for i := range args {
		x, err := intArg(c, args, i)
		if err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	if len(out) == 1 {
		out = []expr{&litExpr{v: int64(0), t: typ(tInt)}, out[0]}
	}
	return &callExpr{fn: def, args: out, t: arrayType(tInt).withNull(nullIfAny(out))}, nil
}

func checkSameArray(def *funcDef, c *Call, args []expr) (expr, error) {
	arr, err := arrayArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	out := []expr{arr}
	t := arr.typ()
	for i := 1; i < len(args); i++ {
		if def.name == "arrayConcat" {
			b, err := arrayArg(c, args, i)
			if err != nil {
				return nil, err
			}
			m, ok := mergeTypes(t, b.typ())
			if !ok {
				return nil, errorf(argAt(c, i), "arrayConcat cannot join %s and %s", t, b.typ())
			}
			t = m
			out = append(out, b)
			continue
		}
		x, err := intArg(c, args, i)
		if err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	return &callExpr{fn: def, args: out, t: t.withNull(nullIfAny(out))}, nil
}

func checkArrayStringConcat(def *funcDef, c *Call, args []expr) (expr, error) {
	arr, err := arrayArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	out := []expr{arr}
	if len(args) > 1 {
		sep, err := stringArg(c, args, 1)
		if err != nil {
			return nil, err
		}
		out = append(out, sep)
	} else {
		out = append(out, &litExpr{v: "", t: typ(tString)})
	}
	return &callExpr{fn: def, args: out, t: typ(tString).withNull(nullIfAny(out))}, nil
}

func checkSplit(def *funcDef, c *Call, args []expr) (expr, error) {
	sep, err := stringArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	s, err := stringArg(c, args, 1)
	if err != nil {
		return nil, err
	}
	if l, ok := sep.(*litExpr); ok {
		if v, _ := l.stringValue(); v == "" || def.name == "splitByChar" && len([]rune(v)) != 1 {
			return nil, errorf(argAt(c, 0), "%s needs a separator of one character", def.name)
		}
	} else {
		return nil, errorf(argAt(c, 0), "the separator of %s must be a constant string", def.name)
	}
	return &callExpr{fn: def, args: []expr{sep, s}, t: arrayType(tString).withNull(s.typ().nullable)}, nil
}

// checkArrayJoin is never reached: the resolver handles arrayJoin itself
// (see resolver.arrayJoin), since it adds a join to the SELECT.
func checkArrayJoin(def *funcDef, c *Call, args []expr) (expr, error) {
	return nil, errorf(c.At, "arrayJoin cannot be used here")
}

func checkEmptyArray(def *funcDef, c *Call, args []expr) (expr, error) {
	return &arrayExpr{t: arrayType(tString)}, nil
}

func checkArgMinMax(def *funcDef, c *Call, args []expr) (expr, error) {
	x, err := comparableArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	y, err := comparableArg(c, args, 1)
	if err != nil {
		return nil, err
	}
	for _, a := range []expr{x, y} {
		if a.typ().base == tArray {
			return nil, errorf(c.At, "%s of arrays is not supported", def.name)
		}
	}
	ce := &callExpr{fn: mustFunc(def.printName()), args: []expr{x, y}, t: x.typ().orNull()}
	return withFilter(ce, def, c, args)
}

func checkQuantile(def *funcDef, c *Call, args []expr) (expr, error) {
	x, err := numericArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	level := 0.5
	if def.name != "median" {
		if len(c.Params) != 1 {
			return nil, errorf(c.At, "%s needs a level: %s(0.9)(x)", def.name, def.name)
		}
		if level, err = constFloatParam(c, 0); err != nil {
			return nil, err
		}
	}
	ce := &callExpr{fn: mustFunc("quantile"), args: []expr{x}, level: level, t: nullableType(tFloat)}
	return withFilter(ce, def, c, args)
}

func checkQuantiles(def *funcDef, c *Call, args []expr) (expr, error) {
	x, err := numericArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	if len(c.Params) == 0 {
		return nil, errorf(c.At, "quantiles needs levels: quantiles(0.5, 0.9)(x)")
	}
	var levels []string
	for i := range c.Params {
		v, err := constFloatParam(c, i)
		if err != nil {
			return nil, err
		}
		levels = append(levels, strconv.FormatFloat(v, 'g', -1, 64))
	}
	return &callExpr{fn: def, args: []expr{x}, unit: strings.Join(levels, ","), t: arrayType(tFloat)}, nil
}

func checkTopK(def *funcDef, c *Call, args []expr) (expr, error) {
	x, err := comparableArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	if x.typ().base == tArray {
		return nil, errorf(c.At, "topK of arrays is not supported")
	}
	n := int64(10)
	if len(c.Params) > 0 {
		if n, err = constIntParam(c, 0); err != nil {
			return nil, err
		}
	}
	if n < 1 || n > 1000 {
		return nil, errorf(c.At, "topK's count must be between 1 and 1000")
	}
	return &callExpr{fn: def, args: []expr{x}, mode: n, t: arrayType(x.typ().base)}, nil
}

func checkStat(def *funcDef, c *Call, args []expr) (expr, error) {
	out := make([]expr, len(args))
	for i := range args {
		x, err := numericArg(c, args, i)
		if err != nil {
			return nil, err
		}
		if x.typ().base != tFloat {
			x = convert(x, tFloat)
		}
		out[i] = x
	}
	return &callExpr{fn: def, args: out, t: nullableType(tFloat)}, nil
}

// maxPatternBytes bounds regular expressions and LIKE patterns, constant or
// built at run time: no statement compiles a huge automaton, and one match
// against a value of at most maxBuiltBytes (which neither database can
// interrupt) stays around a second.
const maxPatternBytes = 1000

func checkRegex(def *funcDef, c *Call, args []expr) (expr, error) {
	out := make([]expr, len(args))
	for i := range args {
		x, err := stringArg(c, args, i)
		if err != nil {
			return nil, err
		}
		out[i] = x
	}
	if l, ok := out[1].(*litExpr); ok {
		if v, _ := l.stringValue(); len(v) > maxPatternBytes {
			return nil, errorf(argAt(c, 1), "the pattern is longer than %d bytes", maxPatternBytes)
		} else if err := checkPattern(v); err != nil {
			return nil, errorf(argAt(c, 1), "invalid regular expression: %v", err)
		}
	}
	t := typ(def.result)
	if def.result == tArray {
		t = arrayType(tString)
	}
	return &callExpr{fn: def, args: out, t: t.withNull(nullIfAny(out))}, nil
}

func checkLikeFunc(def *funcDef, c *Call, args []expr) (expr, error) {
	x, err := stringArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	pat, err := constString(c, args, 1)
	if err != nil {
		return nil, err
	}
	if len(pat) > maxPatternBytes {
		return nil, errorf(argAt(c, 1), "the LIKE pattern is longer than %d bytes", maxPatternBytes)
	}
	if trailingEscape(pat) {
		return nil, errorf(argAt(c, 1), `the LIKE pattern ends with an unfinished escape '\'`)
	}
	n := strings.ToLower(def.name)
	return &likeExpr{x: x, pattern: pat, not: strings.HasPrefix(n, "not"), ilike: strings.HasSuffix(n, "ilike")}, nil
}

// truncUnits are the units of dateTrunc.
var truncUnits = map[string]string{
	"second": "toStartOfSecond", "minute": "toStartOfMinute", "hour": "toStartOfHour", "day": "toStartOfDay",
	"week": "toStartOfWeek", "month": "toStartOfMonth", "quarter": "toStartOfQuarter", "year": "toStartOfYear",
}

func checkDateTrunc(def *funcDef, c *Call, args []expr) (expr, error) {
	u, err := constString(c, args, 0)
	if err != nil {
		return nil, err
	}
	unit, ok := intervalUnit(u)
	if !ok || unit == "second" {
		return nil, errorf(argAt(c, 0), "unknown dateTrunc unit %s (minute, hour, day, week, month, quarter, year)", quoteString(u))
	}
	x, err := temporalArg(c, args, 1)
	if err != nil {
		return nil, err
	}
	target := mustFunc(truncUnits[unit])
	ce := call(target, []expr{x}, typ(tDateTime).withNull(x.typ().nullable))
	if unit == "week" {
		ce.mode = 1 // dateTrunc weeks start on Monday
	}
	// dateTrunc returns a DateTime, where toStartOfMonth & co return a Date.
	if target.result == tDate {
		ce.t = typ(tDate).withNull(x.typ().nullable)
		return convert(ce, tDateTime), nil
	}
	return ce, nil
}

func checkStartOfInterval(def *funcDef, c *Call, args []expr) (expr, error) {
	x, err := temporalArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	iv, ok := args[1].(*intervalExpr)
	if !ok {
		return nil, errorf(argAt(c, 1), "toStartOfInterval expects an INTERVAL such as INTERVAL 15 MINUTE")
	}
	l, ok := iv.n.(*litExpr)
	n, _ := l.v.(int64)
	if !ok || n < 1 {
		return nil, errorf(argAt(c, 1), "the interval of toStartOfInterval must be a positive constant")
	}
	if n == 1 && iv.unit != "second" {
		target := mustFunc(truncUnits[iv.unit])
		ce := call(target, []expr{x}, typ(target.result).withNull(x.typ().nullable))
		if target.result == tDate && x.typ().base == tDateTime {
			return convert(ce, tDateTime), nil
		}
		return ce, nil
	}
	switch iv.unit {
	case "second", "minute", "hour", "day":
		secs := map[string]int64{"second": 1, "minute": 60, "hour": 3600, "day": 86400}[iv.unit] * n
		return &callExpr{fn: def, args: []expr{x}, mode: secs, t: typ(tDateTime).withNull(x.typ().nullable)}, nil
	}
	return nil, errorf(argAt(c, 1), "toStartOfInterval supports multiples of seconds, minutes, hours and days (and 1 week, month, quarter or year)")
}

// checkStartOfMinutes types toStartOfFiveMinutes & co as toStartOfInterval.
func checkStartOfMinutes(n int64) checkFunc {
	return func(def *funcDef, c *Call, args []expr) (expr, error) {
		x, err := temporalArg(c, args, 0)
		if err != nil {
			return nil, err
		}
		return &callExpr{fn: mustFunc("toStartOfInterval"), args: []expr{x}, mode: n * 60, t: typ(tDateTime).withNull(x.typ().nullable)}, nil
	}
}

func checkTimeZone(def *funcDef, c *Call, args []expr) (expr, error) {
	tz, err := constString(c, args, 1)
	if err != nil {
		return nil, err
	}
	if tz != "UTC" && tz != "Etc/UTC" {
		return nil, errorf(argAt(c, 1), "only the UTC time zone is supported")
	}
	return temporalArg(c, args, 0)
}

// checkAlias builds a call of another function with a mode.
func checkAlias(name string, mode int64) checkFunc {
	return func(def *funcDef, c *Call, args []expr) (expr, error) {
		x, err := temporalArg(c, args, 0)
		if err != nil {
			return nil, err
		}
		target := mustFunc(name)
		ce := call(target, []expr{x}, typ(target.result).withNull(x.typ().nullable))
		ce.mode = mode
		return ce, nil
	}
}

func checkParseDateTime(def *funcDef, c *Call, args []expr) (expr, error) {
	if len(args) > 1 {
		if _, ok := args[1].(*litExpr); !ok {
			return nil, errorf(argAt(c, 1), "the second argument of %s must be a constant", canonicalFuncName(c.Name))
		}
	}
	if b := args[0].typ().base; strings.HasPrefix(strings.ToLower(c.Name), "parsedatetime") && (b == tString || b == tJSON) {
		// Text in the formats of ParseDateTimeBestEffort (besteffort.go);
		// a constant is read now.
		orZero := def.name == "parseDateTimeBestEffortOrZero"
		if l, ok := args[0].(*litExpr); ok {
			if s, ok := l.stringValue(); ok {
				t, ok := ParseDateTimeBestEffort(s)
				switch {
				case ok:
					return &litExpr{v: canonicalDateTime(t), t: typ(tDateTime)}, nil
				case orZero:
					return &litExpr{v: canonicalDateTime(time.Unix(0, 0)), t: typ(tDateTime)}, nil
				}
				return &litExpr{v: nil, t: nullableType(tDateTime)}, nil
			}
		}
		x := convert(args[0], tString)
		if orZero {
			return &callExpr{fn: bestEffortDef, args: []expr{x}, mode: 1, t: typ(tDateTime)}, nil
		}
		return &callExpr{fn: bestEffortDef, args: []expr{x}, t: nullableType(tDateTime)}, nil
	}
	x, err := convertTo(args[0], tDateTime, argAt(c, 0))
	if err != nil {
		return nil, err
	}
	return x, nil
}

func checkFromUnix(def *funcDef, c *Call, args []expr) (expr, error) {
	x, err := numericArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	return convert(x, tDateTime), nil
}

func checkToInterval(unit string) checkFunc {
	return func(def *funcDef, c *Call, args []expr) (expr, error) {
		n, err := intArg(c, args, 0)
		if err != nil {
			return nil, err
		}
		return &intervalExpr{n: n, unit: unit}, nil
	}
}

func checkAddUnit(unit string, sub bool) checkFunc {
	return func(def *funcDef, c *Call, args []expr) (expr, error) {
		x, err := temporalArg(c, args, 0)
		if err != nil {
			return nil, err
		}
		n, err := intArg(c, args, 1)
		if err != nil {
			return nil, err
		}
		if sub {
			n = negate(n)
		}
		return dateAdd(x, n, unit), nil
	}
}

func checkIdentity(def *funcDef, c *Call, args []expr) (expr, error) {
	if def.name == "toUUID" {
		return stringArg(c, args, 0)
	}
	return args[0], nil
}

func checkOrZero(def *funcDef, c *Call, args []expr) (expr, error) {
	zero := &litExpr{v: int64(0), t: typ(tInt)}
	if def.result == tFloat {
		zero = &litExpr{v: 0.0, t: typ(tFloat)}
	}
	x, err := convertTo(args[0], def.result, argAt(c, 0))
	if err != nil {
		if isStringLiteral(args[0]) {
			return zero, nil // a constant that is not a number
		}
		return nil, err
	}
	return call(mustFunc("coalesce"), []expr{x, zero}, typ(def.result)), nil
}

func checkGreatestLeast(def *funcDef, c *Call, args []expr) (expr, error) {
	for i := range args {
		if _, err := comparableArg(c, args, i); err != nil {
			return nil, err
		}
		if args[i].typ().base == tArray {
			return nil, errorf(argAt(c, i), "%s of arrays is not supported", def.name)
		}
	}
	vals, t, err := unify(args, c.At)
	if err != nil {
		return nil, err
	}
	return call(def, vals, t), nil
}

func checkTypeName(def *funcDef, c *Call, args []expr) (expr, error) {
	return &litExpr{v: args[0].typ().String(), t: typ(tString)}, nil
}

// inForm rewrites in(x, set) and notIn(x, set), the function forms of
// x [NOT] IN set, into the operator before their arguments are resolved: set
// is a tuple ((a, b) or tuple(a, b)), a subquery, or one value.
func inForm(not bool) func(c *Call) (Expr, error) {
	return func(c *Call) (Expr, error) {
		in := &In{At: c.At, X: c.Args[0], Not: not}
		switch set := c.Args[1].(type) {
		case *Tuple:
			in.List = set.Elems
		case *Subquery:
			in.Query = set.Query
		case *Call:
			if strings.EqualFold(set.Name, "tuple") && set.Over == nil && len(set.Args) > 0 {
				in.List = set.Args
			} else {
				in.List = []Expr{set}
			}
		default:
			in.List = []Expr{set}
		}
		return in, nil
	}
}

// templateRewrite rewrites a call of one argument into the template src of
// other functions (__1 is the argument).
func templateRewrite(src string) func(c *Call) (Expr, error) {
	return func(c *Call) (Expr, error) { return Template(src, c.Args[0]) }
}

// multiMatch rewrites multiMatchAny(h, [p1, p2]) as match(h, p1) OR
// match(h, p2), and multiMatchAnyIndex as multiIf(match(h, p1), 1, ..., 0).
func multiMatch(index bool) func(c *Call) (Expr, error) {
	return func(c *Call) (Expr, error) {
		arr, ok := c.Args[1].(*ArrayLit)
		if !ok {
			return nil, errorf(argAt(c, 1), "%s needs a constant array of patterns", c.Name)
		}
		if len(arr.Elems) == 0 {
			if index {
				return &Literal{At: c.At, Kind: LitInt}, nil
			}
			return &Literal{At: c.At, Kind: LitBool}, nil
		}
		var b strings.Builder
		args := []Expr{c.Args[0]}
		if index {
			b.WriteString("multiIf(")
		}
		for i, p := range arr.Elems {
			if l, ok := p.(*Literal); !ok || l.Kind != LitString {
				return nil, errorf(p.Position(), "%s needs a constant array of patterns", c.Name)
			}
			args = append(args, p)
			n := strconv.Itoa(i + 2)
			switch {
			case index:
				b.WriteString("match(__1, __" + n + "), " + strconv.Itoa(i+1) + ", ")
			case i > 0:
				b.WriteString(" OR match(__1, __" + n + ")")
			default:
				b.WriteString("match(__1, __" + n + ")")
			}
		}
		if index {
			b.WriteString("0)")
		}
		return Template(b.String(), args...)
	}
}

// rewriteJSONExtract turns JSONExtract(json, path..., 'Type') into the
// function reading that type: String, the integer and float types, Bool,
// Nullable(T) and LowCardinality(T) of those, and Array(T) of String,
// integers and floats (elements that are not numbers read as 0).
func rewriteJSONExtract(c *Call) (Expr, error) {
	last := c.Args[len(c.Args)-1]
	lit, ok := last.(*Literal)
	if !ok || lit.Kind != LitString {
		return nil, errorf(last.Position(), "the last argument of JSONExtract must be a constant type name such as 'String' or 'Array(Int64)'")
	}
	target := &Call{At: c.At, Args: c.Args[:len(c.Args)-1]}
	name := unwrapTypeName(lit.Str)
	elem, isArray := strings.CutPrefix(name, "Array(")
	if isArray {
		elem = unwrapTypeName(strings.TrimSuffix(elem, ")"))
		var conv string
		switch jsonScalarFunc(elem) {
		case "JSONExtractString":
			conv = "toString(x)"
		case "JSONExtractInt":
			conv = "toIntOrZero(toString(x))"
		case "JSONExtractFloat":
			conv = "toFloatOrZero(toString(x))"
		default:
			return nil, errorf(last.Position(), "JSONExtract does not support the type %s", quoteString(lit.Str))
		}
		target.Name = "JSONExtractArrayRaw"
		return Template("arrayMap(x -> "+conv+", __1)", target)
	}
	target.Name = jsonScalarFunc(name)
	if target.Name == "" {
		return nil, errorf(last.Position(), "JSONExtract does not support the type %s", quoteString(lit.Str))
	}
	return target, nil
}

// unwrapTypeName drops Nullable(...) and LowCardinality(...) around a type.
func unwrapTypeName(s string) string {
	s = strings.TrimSpace(s)
	for _, w := range []string{"Nullable(", "LowCardinality("} {
		if inner, ok := strings.CutPrefix(s, w); ok && strings.HasSuffix(inner, ")") {
			return unwrapTypeName(inner[:len(inner)-1])
		}
	}
	return s
}

// jsonScalarFunc names the JSONExtract function of a scalar type.
func jsonScalarFunc(t string) string {
	switch t {
	case "String", "UUID":
		return "JSONExtractString"
	case "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64":
		return "JSONExtractInt"
	case "Float32", "Float64":
		return "JSONExtractFloat"
	case "Bool":
		return "JSONExtractBool"
	}
	return ""
}

func checkTuple(def *funcDef, c *Call, args []expr) (expr, error) {
	return tupleOf(args, c.Args, c.At)
}

func checkTupleElement(def *funcDef, c *Call, args []expr) (expr, error) {
	if args[0].typ().base != tTuple {
		return nil, errorf(argAt(c, 0), "tupleElement expects a Tuple, got %s", args[0].typ())
	}
	n, err := constInt(c, args, 1)
	if err != nil {
		return nil, err
	}
	return tupleElement(args[0], n, c.At)
}

// rewriteArrayZip writes arrayZip(a, b, ...) as arrayMap((x1, x2, ...) ->
// tuple(x1, x2, ...), a, b, ...): the tuples of the elements at each
// position, up to the shortest array.
func rewriteArrayZip(c *Call) (Expr, error) {
	var params, refs, arrs []string
	for i := range c.Args {
		n := strconv.Itoa(i + 1)
		params = append(params, "_z"+n)
		refs = append(refs, "__"+n)
	}
	arrs = refs
	src := "arrayMap((" + strings.Join(params, ", ") + ") -> tuple(" + strings.Join(params, ", ") + "), " + strings.Join(arrs, ", ") + ")"
	return Template(src, c.Args...)
}

func checkJSONKeys(def *funcDef, c *Call, args []expr) (expr, error) {
	base, path, err := jsonTarget(c, args)
	if err != nil {
		return nil, err
	}
	return &callExpr{fn: def, args: []expr{&jsonExpr{base: base, path: path}}, t: arrayType(tString)}, nil
}

// checkJSONKeysAndValues types JSONExtractKeysAndValues(json, path...,
// 'T'): Array(Tuple(String, Nullable(T))), the (key, value) tuples of an
// object sorted by key; mode holds T.
func checkJSONKeysAndValues(def *funcDef, c *Call, args []expr) (expr, error) {
	n := len(args)
	name, err := constString(c, args, n-1)
	if err != nil {
		return nil, err
	}
	var k Kind
	switch jsonScalarFunc(unwrapTypeName(name)) {
	case "JSONExtractString":
		k = tString
	case "JSONExtractInt":
		k = tInt
	case "JSONExtractFloat":
		k = tFloat
	case "JSONExtractBool":
		k = tBool
	default:
		return nil, errorf(argAt(c, n-1), "JSONExtractKeysAndValues does not support the type %s", quoteString(name))
	}
	target := *c
	target.Args = c.Args[:n-1]
	base, path, err := jsonTarget(&target, args[:n-1])
	if err != nil {
		return nil, err
	}
	t, _ := tupleType([]Type{typ(tString), nullableType(k)})
	return &callExpr{fn: def, args: []expr{&jsonExpr{base: base, path: path}}, mode: int64(k), t: arrayOf(t)}, nil
}

// jsonEachValue prints the value of the json_each/jsonb_each row alias as
// the type JSONExtractKeysAndValues asks for.
func jsonEachValue(p *printer, alias string, e *callExpr) func() {
	v := &lambdaVar{alias: alias, name: "value", t: typ(tJSON)}
	return p.x(convert(convert(v, tString), Kind(e.mode)))
}

// bestEffortDef prints parseDateTimeBestEffort of text: burrow_parse_datetime
// (a Go function on SQLite, a migration's on PostgreSQL); mode 1 is -OrZero.
var bestEffortDef = &funcDef{name: "parseDateTimeBestEffort", result: tDateTime, print: printRules{
	sqlite: func(p *printer, e *callExpr) {
		if e.mode == 1 {
			p.tmpl("COALESCE(burrow_parse_datetime({}), '1970-01-01 00:00:00+00:00')", p.x(e.args[0]))
			return
		}
		p.tmpl("burrow_parse_datetime({})", p.x(e.args[0]))
	},
	postgres: func(p *printer, e *callExpr) {
		if e.mode == 1 {
			p.tmpl("COALESCE(burrow_parse_datetime({}), to_timestamp(0))", p.x(e.args[0]))
			return
		}
		p.tmpl("burrow_parse_datetime({})", p.x(e.args[0]))
	},
}}

// checkSumMap types sumMap(keys, values): Tuple(Array(K), Array(Int64 or
// Float64)).
func checkSumMap(def *funcDef, c *Call, args []expr) (expr, error) {
	for i := range args {
		if _, err := arrayArg(c, args, i); err != nil {
			return nil, err
		}
	}
	kt, vt := args[0].typ().elemType(), args[1].typ().elemType()
	switch {
	case kt.base == tTuple || kt.base == tArray || kt.base == tJSON:
		return nil, errorf(argAt(c, 0), "sumMap needs an array of scalar keys, got %s", args[0].typ())
	case !vt.isNumeric():
		return nil, errorf(argAt(c, 1), "sumMap needs an array of numbers, got %s", args[1].typ())
	}
	sum := tInt
	if vt.base == tFloat {
		sum = tFloat
	}
	t, _ := tupleType([]Type{arrayType(kt.base), arrayType(sum)})
	return &callExpr{fn: def, args: args, t: t}, nil
}
