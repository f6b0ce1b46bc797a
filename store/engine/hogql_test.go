package engine

// hogqlCases are statements with known answers for the tables, syntax and
// functions that HogQL users write (issue #10); engineCases runs them on
// both databases and TestDifferential compares the databases on them.
func hogqlCases() []struct {
	name string
	sql  string
	want [][]any
} {
	const (
		alice = "0000000a-0000-4000-8000-000000000001"
		bob   = "0000000a-0000-4000-8000-000000000002"
		carol = "0000000a-0000-4000-8000-000000000003"
	)
	return append([]struct {
		name string
		sql  string
		want [][]any
	}{
		// Tables and fields named as in HogQL.
		{"person id is the uuid", `SELECT id FROM persons ORDER BY created_at`, [][]any{{alice}, {bob}, {carol}}},
		{"events person_id", `SELECT person_id, count() FROM events GROUP BY person_id ORDER BY person_id NULLS FIRST`,
			[][]any{{nil, int64(2)}, {alice, int64(3)}, {bob, int64(2)}, {carol, int64(1)}}},
		{"join persons on person_id", `SELECT p.properties.name, count() FROM events e JOIN persons p ON p.id = e.person_id GROUP BY 1 ORDER BY 1`,
			[][]any{{"Alice", int64(3)}, {"Bob", int64(2)}, {"Carol", int64(1)}}},
		{"person_distinct_ids person_id", `SELECT distinct_id, person_id FROM person_distinct_ids ORDER BY distinct_id`,
			[][]any{{"d1", alice}, {"d1b", alice}, {"d2", bob}, {"d3", carol}}},
		{"events.pdi", `SELECT pdi.distinct_id, pdi.person_id, pdi.person.properties.name FROM events WHERE uuid = '` + ev2 + `'`,
			[][]any{{"d1b", alice, "Alice"}}},
		{"events.poe", `SELECT poe.id, poe.properties.email FROM events WHERE uuid = '` + ev4 + `'`,
			[][]any{{bob, "bob@example.com"}}},
		{"events.person.id", `SELECT person.id FROM events WHERE uuid = '` + ev1 + `'`, [][]any{{alice}}},
		{"sessions table", `SELECT session_id, distinct_id, $start_timestamp, $end_timestamp, $session_duration, $pageview_count, $autocapture_count, $entry_current_url, $end_current_url, $entry_pathname, $entry_referring_domain, $channel_type, $is_bounce, $urls FROM sessions ORDER BY session_id`,
			[][]any{
				{"s1", "d1", "2026-01-05T10:00:00Z", "2026-01-05T10:05:30.25Z", int64(330), int64(2), int64(0),
					"https://www.example.com/pricing?x=1", "https://www.example.com/docs#intro", "/pricing", nil, "Direct", false,
					[]any{"https://www.example.com/pricing?x=1", "https://www.example.com/docs#intro"}},
				{"s2", "d2", "2026-01-06T08:00:00Z", "2026-01-06T08:00:00Z", int64(0), int64(1), int64(0),
					"http://user@example.org:8080", "http://user@example.org:8080", nil, nil, "Direct", true,
					[]any{"http://user@example.org:8080"}},
			}},
		{"sessions id", `SELECT id FROM sessions WHERE session_id = 's2'`, [][]any{{"s2"}}},
		{"events.session", `SELECT event, session.$session_duration, session.$is_bounce FROM events WHERE $session_id IS NOT NULL ORDER BY timestamp`,
			[][]any{{"$pageview", int64(330), false}, {"$pageview", int64(330), false}, {"$pageview", int64(0), true}}},
		{"bounce rate", `SELECT countIf(session.$is_bounce) / uniq($session_id) FROM events WHERE $session_id IS NOT NULL`,
			[][]any{{0.5}}},
		{"session_replay_events", `SELECT session_id, min_first_timestamp, max_last_timestamp, first_url, click_count, active_milliseconds FROM session_replay_events ORDER BY session_id`,
			[][]any{{"s1", "2026-01-05T10:00:00Z", "2026-01-05T10:10:00Z", "https://www.example.com/pricing", int64(5), 300000.0},
				{"s2", "2026-01-06T08:00:00Z", "2026-01-06T08:01:30Z", "http://example.org/", int64(1), 60000.0}}},
		{"elements_chain", `SELECT elements_chain FROM events WHERE uuid = '` + ev8 + `'`, [][]any{{""}}},
		{"numbers(n)", `SELECT number FROM numbers(3)`, [][]any{{int64(0)}, {int64(1)}, {int64(2)}}},
		{"numbers(a, b)", `SELECT sum(number), count() FROM numbers(5, 10)`, [][]any{{int64(35), int64(5)}}},
		{"numbers empty", `SELECT count() FROM numbers(5, 5)`, [][]any{{int64(0)}}},
		{"numbers joined", `SELECT n.number, count(e.uuid) FROM numbers(2) n LEFT JOIN events e ON toHour(e.timestamp) = n.number GROUP BY n.number ORDER BY 1`,
			[][]any{{int64(0), int64(1)}, {int64(1), int64(0)}}},
	}, hogqlFunctionCases()...)
}

// hogqlFunctionCases have known answers for the functions of
// builtins_hogql.go, mostly over constants.
func hogqlFunctionCases() []struct {
	name string
	sql  string
	want [][]any
} {
	arr := func(v ...any) []any { return v }
	return []struct {
		name string
		sql  string
		want [][]any
	}{
		{"trailing semicolon and comment", "-- first\nSELECT count() FROM events;  -- done", [][]any{{int64(8)}}},
		{"cross join", `SELECT count() FROM events CROSS JOIN numbers(2)`, [][]any{{int64(16)}}},
		{"comma join", `SELECT p.properties.name FROM events e, persons p WHERE e.person_id = p.id AND e.event = 'signup'`, [][]any{{"Alice"}}},
		{"named window", `SELECT uuid, row_number() OVER w, count() OVER w FROM events WHERE distinct_id = 'd2' WINDOW w AS (ORDER BY timestamp) ORDER BY timestamp`,
			[][]any{{ev4, int64(1), int64(1)}, {ev6, int64(2), int64(2)}}},
		{"inline alias", `SELECT (event AS e) = 'signup', upper(e) FROM events WHERE uuid = '` + ev3 + `'`, [][]any{{true, "SIGNUP"}}},
		{"ternary", `SELECT event = 'signup' ? 'yes' : 'no' FROM events WHERE uuid = '` + ev3 + `'`, [][]any{{"yes"}}},
		{"row value in", `SELECT count() FROM events WHERE (distinct_id, timestamp) IN (SELECT distinct_id, min(timestamp) FROM events GROUP BY distinct_id)`, [][]any{{int64(6)}}},
		{"tuple element and subscripts", `SELECT (1, 'a').2, splitByChar('.', 'x.y')[2], [[1][1], 2][2]`, [][]any{{"a", "y", int64(2)}}},
		{"filters placeholder", `SELECT count() FROM events WHERE {filters}`, [][]any{{int64(8)}}},
		{"extract part from", `SELECT extract(year FROM timestamp), extract(MONTH FROM timestamp) FROM events WHERE uuid = '` + ev1 + `'`, [][]any{{int64(2026), int64(1)}}},
		{"ARRAY JOIN", `SELECT event, part FROM events ARRAY JOIN splitByChar('$', event) AS part WHERE uuid = '` + ev8 + `' ORDER BY part`,
			[][]any{{"$autocapture", ""}, {"$autocapture", "autocapture"}}},
		{"ARRAY JOIN of JSON", `SELECT item.sku FROM events ARRAY JOIN JSONExtractArrayRaw(properties, 'items') AS item WHERE uuid = '` + ev6 + `' ORDER BY 1`,
			[][]any{{"a"}, {"b"}}},
		{"JSONExtractArrayRaw", `SELECT JSONExtractString(arrayJoin(JSONExtractArrayRaw(properties, 'items')), 'sku') AS sku FROM events WHERE uuid = '` + ev6 + `' ORDER BY sku`,
			[][]any{{"a"}, {"b"}}},
		{"operator forms", `SELECT plus(1, 2), minus(5, 2), multiply(2, 3.5), divide(7, 2), modulo(7, 3), and(1 = 1, 2 = 2), or(1 = 2, 2 = 2), not(1 = 2), equals(1, 1), notEquals(1, 1), less(1, 2), greater(1, 2), lessOrEquals(2, 2), greaterOrEquals(1, 2)`,
			[][]any{{int64(3), int64(3), 7.0, 3.5, int64(1), true, true, true, true, false, true, false, true, false}}},
		{"minus interval", `SELECT minus(toDateTime('2026-01-05 10:00:00'), INTERVAL 1 DAY)`, [][]any{{"2026-01-04T10:00:00Z"}}},
		{"JSON functions", `SELECT JSONExtractString(properties, '$browser'), JSONExtractInt(properties, '$screen_width'), JSONExtractFloat(properties, 'price'), JSONExtractBool(properties, 'is_cool'), JSONHas(properties, 'price'), JSONHas(properties, 'nope'), JSONLength(properties) FROM events WHERE uuid = '` + ev1 + `'`,
			[][]any{{"Chrome", int64(1920), 19.9, true, true, false, int64(6)}}},
		{"JSON paths", `SELECT JSONExtractString(properties, 'items', 1, 'sku'), JSONExtractRaw(properties, 'price'), JSONLength(properties, 'items'), JSONHas(properties, 'nested', 'a'), properties.items.2.sku, JSONExtractString(properties.nested, 'a', 'b') FROM events WHERE uuid = '` + ev6 + `'`,
			[][]any{{"a", "100", int64(2), true, "b", "deep"}}},
		{"array lambdas", `SELECT arrayMap(x -> x * 2, [1, 2, 3]), arrayFilter(x -> x > 1, [1, 2, 3]), arrayExists(x -> x = 2, [1, 2]), arrayAll(x -> x > 0, [1, 2]), arrayCount(x -> x > 1, [1, 2, 3]), arraySum([1, 2, 3]), arraySum(x -> x * 10, [1, 2]), arrayFirst(x -> x > 1, [1, 2, 3]), arrayCount([1, 2])`,
			[][]any{{arr(int64(2), int64(4), int64(6)), arr(int64(2), int64(3)), true, true, int64(2), int64(6), int64(30), int64(2), int64(2)}}},
		{"array lookups", `SELECT has([1, 2], 2), indexOf(['a', 'b'], 'b'), indexOf(['a'], 'z'), countEqual([1, 2, 1], 1), hasAny(['a', 'b'], ['b', 'c']), hasAll(['a', 'b'], ['c']), [10, 20, 30][2], [10, 20, 30][-1], arrayElement([1], 5), length([1, 2]), arrayLength(['x'])`,
			[][]any{{true, int64(2), int64(0), int64(2), true, false, int64(20), int64(30), nil, int64(2), int64(1)}}},
		{"array builders", `SELECT range(3), range(1, 4), arraySlice([1, 2, 3, 4], 2, 2), arraySlice([1, 2, 3, 4], -2), arraySort(['b', 'a', 'c']), arrayReverseSort([2, 3, 1]), arrayReverse([1, 2, 3]), arrayDistinct([1, 2, 1, 3]), arrayCompact([1, 1, 2, 1]), arrayConcat([1], [2, 3])`,
			[][]any{{arr(int64(0), int64(1), int64(2)), arr(int64(1), int64(2), int64(3)), arr(int64(2), int64(3)), arr(int64(3), int64(4)),
				arr("a", "b", "c"), arr(int64(3), int64(2), int64(1)), arr(int64(3), int64(2), int64(1)), arr(int64(1), int64(2), int64(3)),
				arr(int64(1), int64(2), int64(1)), arr(int64(1), int64(2), int64(3))}}},
		{"array strings", `SELECT arrayStringConcat(['a', 'b'], '-'), arrayStringConcat(['a', 'b']), splitByChar('.', 'a.b.c'), splitByString('::', 'a::b'), splitByChar('.', 'a.b')[1], emptyArrayString()`,
			[][]any{{"a-b", "ab", arr("a", "b", "c"), arr("a", "b"), "a", arr()}}},
		{"groupArray", `SELECT arraySort(groupArray(distinct_id)), groupUniqArray(event), length(groupArray(2)(event)) FROM events WHERE event != '$autocapture'`,
			[][]any{{arr("anon", "d1", "d1", "d1b", "d2", "d2", "d3"), arr("$pageview", "purchase", "signup"), int64(2)}}},
		{"arrayJoin", `SELECT arrayJoin(['a', 'b']) AS x, count() FROM events GROUP BY x ORDER BY x`, [][]any{{"a", int64(8)}, {"b", int64(8)}}},
		{"arrayJoin of a column", `SELECT event, arrayJoin(splitByChar('$', event)) AS part FROM events WHERE uuid = '` + ev8 + `' ORDER BY part`,
			[][]any{{"$autocapture", ""}, {"$autocapture", "autocapture"}}},
		{"argMax and friends", `SELECT argMax(event, timestamp), argMin(event, timestamp), argMaxIf(event, timestamp, event != '$autocapture'), argMinIf(distinct_id, timestamp, event = '$pageview'), anyLast(event) FROM events`,
			[][]any{{"$autocapture", "$pageview", "$pageview", "d1", "signup"}}},
		{"quantiles", `SELECT quantile(0.5)(number), quantile(0.9)(number), median(number), quantiles(0.25, 0.75)(number), quantileIf(0.5)(number, number > 5) FROM numbers(11)`,
			[][]any{{5.0, 9.0, 5.0, arr(2.5, 7.5), 8.0}}},
		{"topK", `SELECT topK(2)(event) FROM events`, [][]any{{arr("$pageview", "$autocapture")}}},
		{"statistics", `SELECT varPop(number), varSamp(number), stddevPop(number), stddevSamp(number), corr(number, number * 2) FROM numbers(5)`,
			[][]any{{2.0, 2.5, 1.4142135623730951, 1.5811388300841898, 1.0}}},
		{"regular expressions", `SELECT match('abc', '^a.c$'), 'abc' =~ 'B', 'abc' =~* 'B', 'abc' !~ 'z', 'ABC' !~* 'b', extract('key=val', 'key=(\\w+)'), extract('abc', 'z'), extractAll('a1b22c333', '[0-9]+'), replaceRegexpOne('aaa', 'a', 'b'), replaceRegexpAll('aaa', 'a', 'b'), replaceRegexpOne('john smith', '(\\w+) (\\w+)', '\\2 \\1'), imatch('ABC', 'b')`,
			[][]any{{true, false, true, true, false, "val", "", arr("1", "22", "333"), "baa", "bbb", "smith john", true}}},
		{"like functions", `SELECT like('abc', 'a%'), notLike('abc', 'a%'), ilike('ABC', 'a%'), notILike('ABC', 'a%')`, [][]any{{true, false, true, false}}},
		{"date truncation", `SELECT dateTrunc('month', toDateTime('2026-01-15 10:20:30')), date_trunc('week', toDateTime('2026-01-15 10:20:30')), dateTrunc('hour', toDateTime('2026-01-15 10:20:30')), toStartOfInterval(toDateTime('2026-01-15 10:20:30'), INTERVAL 15 MINUTE), toStartOfInterval(toDateTime('2026-01-15 10:20:30'), INTERVAL 1 DAY), toTimeZone(toDateTime('2026-01-15 10:20:30'), 'UTC')`,
			[][]any{{"2026-01-01T00:00:00Z", "2026-01-12T00:00:00Z", "2026-01-15T10:00:00Z", "2026-01-15T10:15:00Z", "2026-01-15T00:00:00Z", "2026-01-15T10:20:30Z"}}},
		{"formatDateTime codes", `SELECT formatDateTime(toDateTime('2026-01-05 09:07:03'), '%a %b %e %M %W %y %D %h %k %l %Q %w %V %c %Y-%m-%d %H:%i:%S %p %j %u'), formatDateTime(toDateTime('2026-12-27 21:00:00'), '%e|%l|%a|%b|%W|%M')`,
			[][]any{{"Mon Jan  5 January Monday 26 01/05/26 09  9  9 1 1 02 01 2026-01-05 09:07:03 AM 005 1", "27| 9|Sun|Dec|Sunday|December"}}},
		{"more dates", `SELECT toStartOfFiveMinutes(toDateTime('2026-01-15 10:23:30')), toStartOfTenMinutes(toDateTime('2026-01-15 10:23:30')), toStartOfFifteenMinutes(toDateTime('2026-01-15 10:23:30')), yesterday() < today(), date_add('day', 1, toDate('2026-01-01')), date_sub('day', 1, toDate('2026-01-01')), toDate('2026-01-02 10:00:00', 'UTC'), uniqCombined(1), now64() > toDateTime('2020-01-01')`,
			[][]any{{"2026-01-15T10:20:00Z", "2026-01-15T10:20:00Z", "2026-01-15T10:15:00Z", true, "2026-01-02", "2025-12-31", "2026-01-02", int64(1), true}}},
		{"date parts", `SELECT toYYYYMM(toDate('2026-01-15')), toYYYYMMDD(toDate('2026-01-15')), toDayOfYear(toDate('2026-02-01')), toISOWeek(toDate('2026-01-15')), toMonday(toDate('2026-01-15')), parseDateTimeBestEffort('2026-01-02 03:04:05'), fromUnixTimestamp(86400)`,
			[][]any{{int64(202601), int64(20260115), int64(32), int64(3), "2026-01-12", "2026-01-02T03:04:05Z", "1970-01-02T00:00:00Z"}}},
		{"intervals", `SELECT toDateTime('2026-01-01 00:00:00') + toIntervalSecond(1) + toIntervalMinute(1) + toIntervalHour(1) + toIntervalDay(1) + toIntervalWeek(1) + toIntervalMonth(1) + toIntervalQuarter(1) + toIntervalYear(1), toDate('2026-01-01') + toIntervalDay(2)`,
			[][]any{{"2027-05-09T01:01:01Z", "2026-01-03"}}},
		{"add units", `WITH toDateTime('2026-01-31 00:00:00') AS d SELECT addSeconds(d, 1), addMinutes(d, 1), addHours(d, 1), addDays(d, 1), addWeeks(d, 1), addMonths(d, 1), addQuarters(d, 1), addYears(d, 1)`,
			[][]any{{"2026-01-31T00:00:01Z", "2026-01-31T00:01:00Z", "2026-01-31T01:00:00Z", "2026-02-01T00:00:00Z", "2026-02-07T00:00:00Z", "2026-02-28T00:00:00Z", "2026-04-30T00:00:00Z", "2027-01-31T00:00:00Z"}}},
		{"subtract units", `WITH toDateTime('2026-01-31 00:00:00') AS d SELECT subtractSeconds(d, 1), subtractMinutes(d, 1), subtractHours(d, 1), subtractDays(d, 1), subtractWeeks(d, 1), subtractMonths(d, 1), subtractQuarters(d, 1), subtractYears(d, 1)`,
			[][]any{{"2026-01-30T23:59:59Z", "2026-01-30T23:59:00Z", "2026-01-30T23:00:00Z", "2026-01-30T00:00:00Z", "2026-01-24T00:00:00Z", "2025-12-31T00:00:00Z", "2025-10-31T00:00:00Z", "2025-01-31T00:00:00Z"}}},
		{"scalars", `SELECT assumeNotNull(1), toUUID('0000000a-0000-4000-8000-000000000001'), toIntOrZero('x'), toIntOrZero('12'), toFloatOrZero('x'), toFloatOrZero('1.5'), left('hello', 2), right('hello', 3), leftPad('7', 3, '0'), rightPad('ab', 4), replaceOne('aXbX', 'X', '-'), reverse('abc'), repeat('ab', 3)`,
			[][]any{{int64(1), "0000000a-0000-4000-8000-000000000001", int64(0), int64(12), 0.0, 1.5, "he", "llo", "007", "ab  ", "a-bX", "cba", "ababab"}}},
		{"built strings are bounded", `SELECT length(repeat('ab', 10000000)), length(leftPad('x', 5000000, 'y'))`, [][]any{{int64(1048576), int64(1048576)}}},
		{"url and math scalars", `SELECT cutQueryString('https://a.com/p?x=1#f'), cutFragment('https://a.com/p?x=1#f'), protocol('https://a.com'), greatest(1, 5, 3), least('b', 'a'), sign(-3), sqrt(16), pow(2, 10), exp(0), log(1), log10(1000), log2(8), intDiv(7, 2), toTypeName(1), toNullable(2)`,
			[][]any{{"https://a.com/p#f", "https://a.com/p?x=1", "https", int64(5), "a", int64(-1), 4.0, 1024.0, 1.0, 0.0, 3.0, 3.0, int64(3), "Int64", int64(2)}}},
	}
}
