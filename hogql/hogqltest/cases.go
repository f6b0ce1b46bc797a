// Package hogqltest holds the dialect's test statements, shared by the
// compiler's own tests (hogql: guards, fuzzing, printing) and the tests that
// run statements on an engine (store/engine: known answers on SQLite and
// PostgreSQL, parity between them). Cases have known answers over the
// fixture that store/engine's tests load; the corpora have none. Golden
// (golden.go) writes and checks the golden files of printed SQL of hogql's
// and insight's tests.
package hogqltest

// Case is a statement with its known answer over the fixture (nil: run it,
// but any rows will do).
type Case struct {
	Name string
	SQL  string
	Want [][]any
}

// The uuids of the fixture's events of project A.
const (
	Ev1 = "a0000000-0000-4000-8000-000000000001"
	Ev2 = "a0000000-0000-4000-8000-000000000002"
	Ev3 = "a0000000-0000-4000-8000-000000000003"
	Ev4 = "a0000000-0000-4000-8000-000000000004"
	Ev5 = "a0000000-0000-4000-8000-000000000005"
	Ev6 = "a0000000-0000-4000-8000-000000000006"
	Ev7 = "a0000000-0000-4000-8000-000000000007"
	Ev8 = "a0000000-0000-4000-8000-000000000008"
)

// Cases are statements with known answers over the fixture, one or
// more per construct and function of the dialect.
func Cases() []Case {
	cases := []Case{
		{"count", `SELECT count() FROM events`, [][]any{{int64(8)}}},
		{"count forms", `SELECT count(*), count(person_id), count(DISTINCT distinct_id), uniq(event) FROM events`,
			// person_id is the person's UUID, read through the person join: the
			// event pointing at another project's person has none.
			[][]any{{int64(8), int64(6), int64(6), int64(4)}}},
		// A NULL condition takes if's else branch on every engine:
		// ClickHouse must not rewrite these as countIf(1, NOT c), which
		// drops the rows where c is NULL (the events of no person here).
		{"aggregate of if with a NULL condition", `SELECT count(if(person_id = 'x', NULL, 1)), sum(if(person_id = 'x', NULL, 1)), count(DISTINCT if(person_id = 'x', NULL, uuid)) FROM events`,
			[][]any{{int64(8), int64(8), int64(8)}}},
		{"group order", `SELECT event, count() AS c FROM events GROUP BY event ORDER BY c DESC, event`,
			[][]any{{"$pageview", int64(5)}, {"$autocapture", int64(1)}, {"purchase", int64(1)}, {"signup", int64(1)}}},
		{"timestamp literal range", `SELECT uuid FROM events WHERE timestamp >= '2026-01-07' AND timestamp < '2026-01-10' ORDER BY timestamp`,
			[][]any{{Ev5}, {Ev6}}},
		{"fractional timestamp equality", `SELECT event, timestamp FROM events WHERE timestamp = '2026-01-05 10:05:30.25'`,
			[][]any{{"$pageview", "2026-01-05T10:05:30.25Z"}}},
		{"iso timestamp literal", `SELECT count() FROM events WHERE timestamp < '2026-01-05T10:05:30.250Z'`, [][]any{{int64(1)}}},
		{"property group", `SELECT properties.$browser AS b, count() FROM events GROUP BY b ORDER BY b`,
			[][]any{{"Chrome", int64(3)}, {"Firefox", int64(1)}, {"Safari", int64(1)}, {nil, int64(3)}}},
		{"property subscript", `SELECT properties['$browser'] FROM events WHERE uuid = '` + Ev4 + `'`, [][]any{{"Firefox"}}},
		{"nested properties", `SELECT properties.nested.a.b, properties.items[2].sku, properties.price, properties.items[3] FROM events WHERE event = 'purchase'`,
			[][]any{{"deep", "b", "100", nil}}},
		{"property number text", `SELECT properties.price, properties.$screen_width, properties.is_cool FROM events WHERE uuid = '` + Ev1 + `'`,
			[][]any{{"19.90", "1920", "true"}}},
		{"property vs number", `SELECT count() FROM events WHERE properties.$screen_width > 1500`, [][]any{{int64(2)}}},
		{"toFloat sum", `SELECT sum(toFloat(properties.price)) FROM events`, [][]any{{169.4}}},
		{"person join", `SELECT person.properties.email AS email, count() FROM events GROUP BY email ORDER BY email`,
			[][]any{{"alice@example.com", int64(3)}, {"bob@example.com", int64(2)}, {nil, int64(3)}}},
		{"person of another project", `SELECT person.id, person.is_identified, person.properties.email FROM events WHERE uuid = '` + Ev8 + `'`,
			[][]any{{nil, nil, nil}}},
		{"person via alias", `SELECT e.person.properties.name FROM events AS e WHERE e.distinct_id = 'd3'`, [][]any{{"Carol"}}},
		{"pdi person", `SELECT distinct_id, person.properties.name FROM person_distinct_ids ORDER BY distinct_id`,
			[][]any{{"d1", "Alice"}, {"d1b", "Alice"}, {"d2", "Bob"}, {"d3", "Carol"}}},
		{"inner join", `SELECT pdi.distinct_id, p.properties.name FROM person_distinct_ids pdi JOIN persons p ON p.id = pdi.person_id ORDER BY pdi.distinct_id`,
			[][]any{{"d1", "Alice"}, {"d1b", "Alice"}, {"d2", "Bob"}, {"d3", "Carol"}}},
		{"left join", `SELECT e.uuid, p.uuid FROM events e LEFT JOIN persons p ON p.id = e.person_id WHERE e.event = '$autocapture'`,
			[][]any{{Ev8, nil}}},
		{"join count", `SELECT count() FROM events e INNER JOIN person_distinct_ids pdi ON pdi.distinct_id = e.distinct_id`, [][]any{{int64(6)}}},
		{"in subquery", `SELECT count() FROM events WHERE person_id IN (SELECT id FROM persons WHERE properties.plan = 'pro')`, [][]any{{int64(3)}}},
		{"not in list", `SELECT count() FROM events WHERE event NOT IN ('$pageview', 'signup')`, [][]any{{int64(2)}}},
		{"from subquery", `SELECT max(c) FROM (SELECT distinct_id, count() AS c FROM events GROUP BY distinct_id)`, [][]any{{int64(2)}}},
		{"from subquery alias", `SELECT s.d, s.c FROM (SELECT distinct_id AS d, count() AS c FROM events GROUP BY d) AS s WHERE s.c > 1 ORDER BY s.d`,
			[][]any{{"d1", int64(2)}, {"d2", int64(2)}}},
		{"cte", `WITH pv AS (SELECT * FROM events WHERE event = '$pageview') SELECT count(), uniq(distinct_id) FROM pv`,
			[][]any{{int64(5), int64(5)}}},
		{"two ctes joined", `WITH a AS (SELECT distinct_id FROM events WHERE event = 'signup'), b AS (SELECT distinct_id FROM events WHERE event = '$pageview') SELECT count() FROM a JOIN b ON a.distinct_id = b.distinct_id`,
			[][]any{{int64(1)}}},
		{"aggregate modifiers", `SELECT groupArray(DISTINCT event), groupUniqArray(DISTINCT event) = groupUniqArray(event), groupArrayIf(event, event = 'signup'), length(groupUniqArrayIf(distinct_id, event = '$pageview')), topKIf(1)(event, event != '$pageview'), arraySort(groupArray(DISTINCT event)) = groupArray(DISTINCT event) FROM events`,
			// Five events are $pageviews; signup, purchase and $autocapture once each
			// (topK breaks the tie by value).
			[][]any{{[]any{"$autocapture", "$pageview", "purchase", "signup"}, true, []any{"signup"}, int64(5), []any{"$autocapture"}, true}}},
		{"inline aliases in arguments", `SELECT concat(event AS e, '!'), e, arrayMap(x -> x * 2, [1, 2] AS xs), xs FROM events WHERE uuid = '` + Ev3 + `'`,
			[][]any{{"signup!", "signup", []any{int64(2), int64(4)}, []any{int64(1), int64(2)}}}},
		{"union with a trailing order by an expression", `SELECT 'x' AS e UNION ALL SELECT event FROM events ORDER BY lower(event) DESC LIMIT 2`,
			// As in ClickHouse, ORDER BY and LIMIT belong to the last member.
			[][]any{{"x"}, {"signup"}, {"purchase"}}},
		{"arrayEnumerate and sortableSemVer", `SELECT arrayEnumerate(['a', 'b', 'c']), sortableSemVer('v1.10.2-beta'), sortableSemVer('no version')`,
			[][]any{{[]any{int64(1), int64(2), int64(3)}, []any{int64(1), int64(10), int64(2)}, []any{int64(0)}}}},
		{"in and notIn as functions", `SELECT countIf(in(event, ('signup', 'purchase'))) = countIf(event IN ('signup', 'purchase')), countIf(notIn(event, tuple('signup'))), count() - countIf(event = 'signup'), countIf(in(event, 'signup')), countIf(in(distinct_id, (SELECT distinct_id FROM events WHERE event = 'signup'))) = countIf(distinct_id IN (SELECT distinct_id FROM events WHERE event = 'signup')) FROM events`,
			[][]any{{true, int64(7), int64(7), int64(1), true}}},
		{"cte shadows table", `WITH events AS (SELECT * FROM events WHERE event = 'signup') SELECT count() FROM events`, [][]any{{int64(1)}}},
		{"scalar subquery", `SELECT event, (SELECT count() FROM session_replay_events) AS s FROM events WHERE uuid = '` + Ev3 + `'`,
			[][]any{{"signup", int64(2)}}},
		{"correlated subquery", `SELECT p.properties.name AS n, (SELECT count() FROM events e WHERE e.person_id = p.id) AS c FROM persons p ORDER BY n`,
			[][]any{{"Alice", int64(3)}, {"Bob", int64(2)}, {"Carol", int64(1)}}},
		{"exists", `SELECT count() FROM persons p WHERE EXISTS (SELECT 1 FROM events e WHERE e.person_id = p.id AND e.event = 'purchase')`,
			[][]any{{int64(1)}}},
		{"having", `SELECT distinct_id FROM events GROUP BY distinct_id HAVING count() > 1 ORDER BY distinct_id`, [][]any{{"d1"}, {"d2"}}},
		{"distinct", `SELECT DISTINCT event FROM events ORDER BY event`,
			[][]any{{"$autocapture"}, {"$pageview"}, {"purchase"}, {"signup"}}},
		{"nulls first", `SELECT DISTINCT properties.$browser AS b FROM events ORDER BY b DESC NULLS FIRST`,
			[][]any{{nil}, {"Safari"}, {"Firefox"}, {"Chrome"}}},
		{"limit offset", `SELECT uuid FROM events ORDER BY timestamp LIMIT 2 OFFSET 1`, [][]any{{Ev2}, {Ev3}}},
		{"limit comma", `SELECT uuid FROM events ORDER BY timestamp LIMIT 1, 2`, [][]any{{Ev2}, {Ev3}}},
		{"union all", `SELECT event AS name FROM events WHERE event = 'signup' UNION ALL SELECT type FROM plugin_log_entries WHERE type = 'ERROR' ORDER BY 1`,
			[][]any{{"ERROR"}, {"signup"}}},
		{"union members with limits", `(SELECT uuid FROM events ORDER BY timestamp LIMIT 1) UNION ALL (SELECT uuid FROM events ORDER BY timestamp DESC LIMIT 1) ORDER BY uuid`,
			[][]any{{Ev1}, {Ev8}}},
		{"union type merge", `SELECT 1 AS x UNION ALL SELECT 2.5 ORDER BY x`, [][]any{{1.0}, {2.5}}},
		{"case", `SELECT CASE WHEN properties.$browser = 'Chrome' THEN 'c' WHEN properties.$browser IS NULL THEN 'none' ELSE 'other' END AS k, count() FROM events GROUP BY k ORDER BY k`,
			[][]any{{"c", int64(3)}, {"none", int64(3)}, {"other", int64(2)}}},
		{"case operand", `SELECT CASE event WHEN 'signup' THEN 1 WHEN 'purchase' THEN 2 ELSE 0 END AS k, count() FROM events GROUP BY k ORDER BY k`,
			[][]any{{int64(0), int64(6)}, {int64(1), int64(1)}, {int64(2), int64(1)}}},
		{"like", `SELECT count() FROM events WHERE properties.$current_url LIKE 'https://www.%'`, [][]any{{int64(3)}}},
		{"like is case sensitive", `SELECT count() FROM events WHERE properties.$current_url LIKE 'HTTPS%'`, [][]any{{int64(0)}}},
		{"ilike", `SELECT count() FROM events WHERE properties.$current_url ILIKE 'HTTPS://WWW.%'`, [][]any{{int64(3)}}},
		{"not like", `SELECT count() FROM events WHERE event NOT LIKE '$%'`, [][]any{{int64(2)}}},
		{"like escapes", `SELECT count() FROM events WHERE properties.note LIKE '%\% off\_%' AND event LIKE 'pur_hase' AND event NOT LIKE 'pur*'`, [][]any{{int64(1)}}},
		{"between", `SELECT count() FROM events WHERE timestamp BETWEEN '2026-01-05' AND '2026-01-06 08:00:00'`, [][]any{{int64(4)}}},
		{"not between", `SELECT count() FROM events WHERE timestamp NOT BETWEEN '2026-01-05' AND '2026-01-06 08:00:00'`, [][]any{{int64(4)}}},
		{"is null", `SELECT countIf(person_id IS NULL), countIf($session_id IS NOT NULL) FROM events`, [][]any{{int64(2), int64(3)}}},
		{"session id column", `SELECT $session_id, count() FROM events WHERE $session_id IS NOT NULL GROUP BY $session_id ORDER BY 1`,
			[][]any{{"s1", int64(2)}, {"s2", int64(1)}}},
		{"arithmetic", `SELECT 1 + 2 * 3, 7 / 2, 7 % 3, -5 + 2, 2.5 * 2, 10 / 0, 7 % 0, (1 + 2) * 3, - (2 - 5)`,
			[][]any{{int64(7), 3.5, int64(1), int64(-3), 5.0, nil, nil, int64(9), int64(3)}}},
		{"booleans", `SELECT 1 < 2, 1 = 1 AND 2 > 3, NOT (1 = 1) OR 1 = 1, 'a' != 'b', 'a' < 'b', 1 == 1, 1 <> 1`,
			[][]any{{true, false, true, true, true, true, false}}},
		{"conversions", `SELECT CAST('42' AS Int64), toInt(properties.$screen_width), toInt(3.9), toInt(-3.9), toFloat('2.5'), toString(42), toString(1.5), toString(2.0), toString(true), CAST(1 AS Bool), toFloat(properties.$screen_width), CAST(12 AS String), toInt('  7 '), toString(toDate('2026-01-02')) FROM events WHERE uuid = '` + Ev5 + `'`,
			[][]any{{int64(42), nil, int64(3), int64(-3), 2.5, "42", "1.5", "2", "true", true, nil, "12", int64(7), "2026-01-02"}}},
		{"string to number at run time", `SELECT toInt(properties.$screen_width), toFloat(properties.price), toString(timestamp), toInt(timestamp), toBool(properties.is_cool) FROM events WHERE uuid = '` + Ev1 + `'`,
			[][]any{{int64(1920), 19.9, "2026-01-05 10:00:00", int64(1767607200), true}}},
		{"date parts", `SELECT toDate(timestamp), toDateTime(timestamp), toStartOfMinute(timestamp), toStartOfHour(timestamp), toStartOfDay(timestamp), toStartOfWeek(timestamp), toStartOfWeek(timestamp, 1), toStartOfMonth(timestamp), toStartOfQuarter(timestamp), toStartOfYear(timestamp) FROM events WHERE uuid = '` + Ev2 + `'`,
			[][]any{{"2026-01-05", "2026-01-05T10:05:30Z", "2026-01-05T10:05:00Z", "2026-01-05T10:00:00Z", "2026-01-05T00:00:00Z", "2026-01-04", "2026-01-05", "2026-01-01", "2026-01-01", "2026-01-01"}}},
		// The last quarter second of a day before 1970 starts that day, its
		// last hour and minute (ClickHouse's own toStartOfDay & co round it
		// up to the next unit).
		{"start of a unit before 1970", `SELECT toStartOfMinute(t), toStartOfHour(t), toStartOfDay(t) FROM (SELECT timestamp + INTERVAL 50069 SECOND - INTERVAL 60 YEAR AS t FROM events WHERE uuid = '` + Ev2 + `')`,
			[][]any{{"1966-01-05T23:59:00Z", "1966-01-05T23:00:00Z", "1966-01-05T00:00:00Z"}}},
		{"date numbers", `SELECT toYear(timestamp), toQuarter(timestamp), toMonth(timestamp), toDayOfMonth(timestamp), toDayOfWeek(timestamp), toHour(timestamp), toMinute(timestamp), toSecond(timestamp), toUnixTimestamp(timestamp) FROM events WHERE uuid = '` + Ev2 + `'`,
			[][]any{{int64(2026), int64(1), int64(1), int64(5), int64(1), int64(10), int64(5), int64(30), int64(1767607530)}}},
		{"unix µs", `SELECT toUnixTimestamp64Micro(timestamp), toUnixTimestamp64Micro(toDate(timestamp)), toUnixTimestamp64Micro(timestamp - INTERVAL 60 YEAR) FROM events WHERE uuid = '` + Ev2 + `'`,
			[][]any{{int64(1767607530250000), int64(1767571200000000), int64(-125848469750000)}}},
		{"week start of a wednesday", `SELECT toStartOfWeek(timestamp), toStartOfWeek(timestamp, 1), toDayOfWeek(timestamp), toStartOfQuarter(toDate('2026-05-17')) FROM events WHERE uuid = '` + Ev5 + `'`,
			[][]any{{"2026-01-04", "2026-01-05", int64(3), "2026-04-01"}}},
		{"dateDiff", `SELECT dateDiff('day', '2026-01-05 23:00:00', '2026-01-06 01:00:00'), dateDiff('hour', '2026-01-05 10:59:00', '2026-01-05 11:01:00'), dateDiff('second', '2026-01-05 10:00:00', '2026-01-05 10:01:01'), dateDiff('minute', '2026-01-05 10:00:59', '2026-01-05 10:01:00'), dateDiff('week', '2026-01-04', '2026-01-05'), dateDiff('month', '2026-01-31', '2026-02-01'), dateDiff('quarter', '2026-03-31', '2026-04-01'), dateDiff('year', '2025-12-31', '2026-01-01'), dateDiff('day', toDate('2026-01-10'), toDate('2026-01-01'))`,
			[][]any{{int64(1), int64(1), int64(61), int64(1), int64(1), int64(1), int64(1), int64(1), int64(-9)}}},
		{"date arithmetic", `SELECT toDateTime('2026-01-31 10:00:00') + INTERVAL 1 MONTH, toDate('2026-01-31') + INTERVAL 1 MONTH, toDate('2024-02-29') + INTERVAL 1 YEAR, timestamp - INTERVAL 90 MINUTE, timestamp + INTERVAL 1 DAY, toDate(timestamp) - INTERVAL 1 WEEK, dateAdd('hour', 2, timestamp), dateSub('day', 1, toDate(timestamp)), timestamp + 60, toDate(timestamp) + 1, toDate(timestamp) - toDate('2026-01-01'), timestamp - toDateTime('2026-01-05 10:00:00'), timestamp + INTERVAL '2 quarter', dateAdd(timestamp, INTERVAL 3 second), INTERVAL 1 HOUR + timestamp FROM events WHERE uuid = '` + Ev2 + `'`,
			[][]any{{"2026-02-28T10:00:00Z", "2026-02-28", "2025-02-28", "2026-01-05T08:35:30.25Z", "2026-01-06T10:05:30.25Z", "2025-12-29", "2026-01-05T12:05:30.25Z", "2026-01-04", "2026-01-05T10:06:30.25Z", "2026-01-06", int64(4), int64(330), "2026-07-05T10:05:30.25Z", "2026-01-05T10:05:33.25Z", "2026-01-05T11:05:30.25Z"}}},
		{"interval with expression", `SELECT count() FROM events WHERE timestamp + INTERVAL toInt(properties.$screen_width) SECOND > '2026-01-05 10:30:00'`, [][]any{{int64(3)}}},
		{"now and today", `SELECT now() > '2026-01-01', today() >= toDate('2026-01-01'), dateDiff('second', now(), now()), toDate(now()) = today()`,
			[][]any{{true, true, int64(0), true}}},
		{"formatDateTime", `SELECT formatDateTime(timestamp, '%Y-%m-%d %H:%i:%S'), formatDateTime(timestamp, '%F %T'), formatDateTime(timestamp, 'day %j of %Y, %I%p, weekday %u, 100%%') FROM events WHERE uuid = '` + Ev2 + `'`,
			[][]any{{"2026-01-05 10:05:30", "2026-01-05 10:05:30", "day 005 of 2026, 10AM, weekday 1, 100%"}}},
		{"strings", `SELECT lower('AbC'), upper('AbC'), length('héllo'), concat('a', NULL, 'b', 1), substring('abcdef', 2, 3), substring('abcdef', 3), trim('  x  '), trimLeft('  x  '), trimRight('  x  '), replaceAll('a-b-c', '-', '+'), position('hello', 'll'), position('hello', 'z'), startsWith('hello', 'he'), endsWith('hello', 'lo'), endsWith('lo', 'hello'), empty(''), notEmpty(''), 'x' || 1`,
			[][]any{{"abc", "ABC", int64(5), "ab1", "bcd", "cdef", "x", "x  ", "  x", "a+b+c", int64(3), int64(0), true, true, false, true, false, "x1"}}},
		{"string escapes and comments", "-- leading comment\nSELECT /* inline */ 'it''s', 'a\\nb', 'tab\\there', 'back\\\\slash', 'q\\'s' -- trailing",
			[][]any{{"it's", "a\nb", "tab\there", `back\slash`, "q's"}}},
		{"quoted identifiers", "SELECT `event`, \"distinct_id\" AS \"my col\" FROM events WHERE uuid = '" + Ev3 + "'", [][]any{{"signup", "d1"}}},
		{"null handling", `SELECT coalesce(NULL, properties.$browser, 'none'), ifNull(properties.$browser, 'none'), if(event = 'signup', 'yes', 'no'), multiIf(event = 'signup', 1, event = 'purchase', 2, 3), nullIf(event, 'signup'), isNull(person_id), isNotNull(person_id), coalesce(person_id, '') FROM events WHERE uuid = '` + Ev3 + `'`,
			[][]any{{"none", "none", "yes", int64(1), nil, false, true, "0000000a-0000-4000-8000-000000000001"}}},
		{"math", `SELECT round(2.5), round(-2.5), round(2.675, 2), round(1234.5, -2), round(7), floor(2.7), ceil(2.1), abs(-3), abs(-2.5), floor(-2.5), round(duration / 7, 3) FROM session_replay_events WHERE session_id = 's1'`,
			[][]any{{3.0, -3.0, 2.68, 1200.0, int64(7), 2.0, 3.0, int64(3), 2.5, -3.0, 85.714}}},
		{"url helpers", `SELECT domain(properties.$current_url) AS d, path(properties.$current_url) AS p FROM events WHERE properties.$current_url IS NOT NULL ORDER BY timestamp`,
			[][]any{{"www.example.com", "/pricing"}, {"www.example.com", "/docs"}, {"example.org", ""}, {"blog.example.com", "/a/b"}, {"www.example.com", "/"}}},
		{"url helpers in group by", `SELECT domain(properties.$current_url) AS d, count() FROM events GROUP BY d ORDER BY d`,
			[][]any{{"blog.example.com", int64(1)}, {"example.org", int64(1)}, {"www.example.com", int64(3)}, {nil, int64(3)}}},
		{"window functions", `SELECT uuid, row_number() OVER (PARTITION BY distinct_id ORDER BY timestamp) AS rn, rank() OVER (ORDER BY event) AS r, dense_rank() OVER (ORDER BY event) AS dr, lag(event) OVER (ORDER BY timestamp) AS prev, lead(event, 1, 'none') OVER (ORDER BY timestamp) AS next, count() OVER (PARTITION BY event) AS per_event, sum(toFloat(properties.price)) OVER (ORDER BY timestamp ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running FROM events ORDER BY timestamp`,
			[][]any{
				{Ev1, int64(1), int64(2), int64(2), nil, "$pageview", int64(5), 19.9},
				{Ev2, int64(1), int64(2), int64(2), "$pageview", "signup", int64(5), 19.9},
				{Ev3, int64(2), int64(8), int64(4), "$pageview", "$pageview", int64(1), 69.4},
				{Ev4, int64(1), int64(2), int64(2), "signup", "$pageview", int64(5), 69.4},
				{Ev5, int64(1), int64(2), int64(2), "$pageview", "purchase", int64(5), 69.4},
				{Ev6, int64(2), int64(7), int64(3), "$pageview", "$pageview", int64(1), 169.4},
				{Ev7, int64(1), int64(2), int64(2), "purchase", "$autocapture", int64(5), 169.4},
				{Ev8, int64(1), int64(1), int64(1), "$pageview", "none", int64(1), 169.4},
			}},
		{"window over aggregate", `SELECT event, count() AS c, sum(count()) OVER () AS total, first_value(event) OVER (ORDER BY count() DESC, event) AS top FROM events GROUP BY event ORDER BY event`,
			[][]any{{"$autocapture", int64(1), int64(8), "$pageview"}, {"$pageview", int64(5), int64(8), "$pageview"}, {"purchase", int64(1), int64(8), "$pageview"}, {"signup", int64(1), int64(8), "$pageview"}}},
		{"sessions", `SELECT session_id, duration, click_count, start_time, end_time, start_url FROM session_replay_events ORDER BY session_id`,
			[][]any{{"s1", 600.0, int64(5), "2026-01-05T10:00:00Z", "2026-01-05T10:10:00Z", "https://www.example.com/pricing"},
				{"s2", 90.5, int64(1), "2026-01-06T08:00:00Z", "2026-01-06T08:01:30Z", "http://example.org/"}}},
		{"plugin logs", `SELECT type, source, message FROM plugin_log_entries WHERE plugin_config_id = 10 ORDER BY timestamp`,
			[][]any{{"INFO", "SYSTEM", "started"}, {"ERROR", "PLUGIN", "boom: it's broken"}}},
		{"persons", `SELECT uuid, is_identified, created_at, properties.age FROM persons ORDER BY created_at`,
			[][]any{{"0000000a-0000-4000-8000-000000000001", true, "2026-01-01T09:00:00Z", "30"},
				{"0000000a-0000-4000-8000-000000000002", true, "2026-01-02T10:30:00Z", "25"},
				{"0000000a-0000-4000-8000-000000000003", false, "2026-01-03T12:00:00.5Z", nil}}},
		{"json column", `SELECT properties FROM events WHERE uuid = '` + Ev6 + `'`,
			[][]any{{map[string]any{"price": int64(100), "items": []any{map[string]any{"sku": "a"}, map[string]any{"sku": "b"}},
				"nested": map[string]any{"a": map[string]any{"b": "deep"}}, "note": "50% off_now"}}}},
		{"aggregates", `SELECT sum(click_count), avg(duration), min(start_time), max(duration), any(session_id), countIf(click_count > 1), sumIf(click_count, duration > 100), avgIf(duration, click_count > 1), minIf(session_id, click_count = 1), maxIf(duration, click_count > 100), uniqIf(distinct_id, duration > 0), min(session_id), max(is_identified = false), anyIf(session_id, click_count = 1) FROM session_replay_events LEFT JOIN persons ON persons.id = 0`,
			[][]any{{int64(6), 345.25, "2026-01-05T10:00:00Z", 600.0, "s1", int64(1), int64(5), 600.0, "s2", nil, int64(2), "s1", nil, "s2"}}},
		{"last_value over a whole partition", `SELECT uuid, last_value(event) OVER (PARTITION BY distinct_id ORDER BY timestamp ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) FROM events WHERE distinct_id IN ('d1', 'd2') ORDER BY timestamp`,
			[][]any{{Ev1, "signup"}, {Ev3, "signup"}, {Ev4, "purchase"}, {Ev6, "purchase"}}},
		{"sum distinct", `SELECT sum(DISTINCT toInt(properties.$screen_width)) FROM events`, [][]any{{int64(3200)}}},
		{"alias in where", `SELECT toDate(timestamp) AS day, count() FROM events WHERE day = '2026-01-05' GROUP BY day`,
			[][]any{{"2026-01-05", int64(3)}}},
		{"alias named like column", `SELECT toDate(timestamp) AS timestamp, count() FROM events GROUP BY timestamp ORDER BY timestamp LIMIT 2`,
			[][]any{{"2026-01-05", int64(3)}, {"2026-01-06", int64(1)}}},
		{"group by position", `SELECT event, count() FROM events GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`, [][]any{{"$pageview", int64(5)}}},
		{"concat operator", `SELECT event || '-' || distinct_id FROM events WHERE uuid = '` + Ev3 + `'`, [][]any{{"signup-d1"}}},
		{"with expression", `WITH 'Chrome' AS br SELECT count() FROM events WHERE properties.$browser = br`, [][]any{{int64(3)}}},
		{"created after timestamp", `SELECT count() FROM events WHERE created_at > timestamp`, [][]any{{int64(8)}}},
		{"in list of dates", `SELECT count() FROM events WHERE toDate(timestamp) IN ('2026-01-05', '2026-01-06')`, [][]any{{int64(4)}}},
		{"bool column", `SELECT count() FROM persons WHERE is_identified AND NOT is_identified = false OR 0`, [][]any{{int64(2)}}},
		{"select without from", `SELECT 'x' AS a, NULL AS n, TRUE`, [][]any{{"x", nil, true}}},
		{"star with join", `SELECT * FROM person_distinct_ids pdi JOIN persons p ON p.id = pdi.person_id WHERE pdi.distinct_id = 'd3'`, nil},
		{"hex and float literals", `SELECT 0x10, 1e3, .5`, [][]any{{int64(16), 1000.0, 0.5}}},
	}
	return append(cases, hogqlCases()...)
}
