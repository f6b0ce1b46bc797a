-- Golden file of hogql's TestGoldenPrint (hogql/golden_test.go): the statements of hogqltest.HogQL,
-- printed for clickhouse with TeamID 42. Regenerate with: go test ./hogql/ -run TestGoldenPrint -update

-- ====
-- source: SELECT event, count() FROM events GROUP BY event ORDER BY count() DESC LIMIT 10
-- normalized: SELECT event, count() FROM events GROUP BY event ORDER BY count() DESC LIMIT 10
-- columns: event String, count() UInt64
-- args: 42
SELECT "_t1"."event" AS "event", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."event"
ORDER BY count(*) DESC NULLS LAST
LIMIT 10 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events WHERE event = '$pageview'
-- normalized: SELECT count() FROM events WHERE event = '$pageview'
-- columns: count() UInt64
-- args: 42, "$pageview"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   select event, count() as c from events where timestamp > now() - interval 30 day group by event order by c desc
-- normalized:
--   SELECT event, count() AS c
--   FROM events
--   WHERE timestamp > now() - INTERVAL 30 DAY
--   GROUP BY event
--   ORDER BY c DESC
-- columns: event String, c UInt64
-- args: 42, -30
SELECT "_t1"."event" AS "event", count(*) AS "c"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."timestamp" > addDays(toDateTime64(now(), 6, 'UTC'), {p2:Int64})))
GROUP BY "_t1"."event"
ORDER BY 2 DESC NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT properties.$current_url AS current_url, count() AS url_count FROM events WHERE event = '$pageview' AND (distinct_id, timestamp) IN (SELECT distinct_id, min(timestamp) FROM events WHERE event = '$pageview' GROUP BY distinct_id) AND {filters} GROUP BY current_url ORDER BY url_count DESC
-- normalized:
--   SELECT properties.$current_url AS current_url, count() AS url_count
--   FROM events
--   WHERE event = '$pageview' AND (distinct_id, timestamp) IN (SELECT distinct_id, min(timestamp)
--     FROM events
--     WHERE event = '$pageview'
--     GROUP BY distinct_id) AND TRUE
--   GROUP BY current_url
--   ORDER BY url_count DESC
-- columns: current_url Nullable(String), url_count UInt64
-- args: 42, "$pageview"
SELECT "_t1"."mat_current_url" AS "current_url", count(*) AS "url_count"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ((("_t1"."event" = {p2:String}) AND (("_t1"."distinct_id", "_t1"."timestamp") IN (SELECT "_t2"."distinct_id" AS "distinct_id", minOrNull("_t2"."timestamp") AS "min(timestamp)"
          FROM "events" AS "_t2"
          WHERE (("_t2"."team_id" = {p1:Int64}) AND ("_t2"."event" = {p2:String}))
          GROUP BY "_t2"."distinct_id"))) AND TRUE))
GROUP BY 1
ORDER BY 2 DESC NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT toStartOfDay(timestamp) AS day, count() AS pageviews, uniq(distinct_id) AS visitors FROM events WHERE event = '$pageview' GROUP BY day ORDER BY day
-- normalized:
--   SELECT toStartOfDay(timestamp) AS day, count() AS pageviews, uniq(distinct_id) AS visitors
--   FROM events
--   WHERE event = '$pageview'
--   GROUP BY day
--   ORDER BY day
-- columns: day DateTime, pageviews UInt64, visitors UInt64
-- args: 42, "$pageview"
SELECT fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC') AS "day", count(*) AS "pageviews", count(DISTINCT "_t1"."distinct_id") AS "visitors"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT toStartOfWeek(timestamp) AS week, uniq(person_id) FROM events GROUP BY week ORDER BY week
-- normalized:
--   SELECT toStartOfWeek(timestamp) AS week, uniq(person_id)
--   FROM events
--   GROUP BY week
--   ORDER BY week
-- columns: week Date, uniq(person_id) UInt64
-- args: 42
SELECT toStartOfWeek("_t1"."timestamp", 0) AS "week", count(DISTINCT "_t2"."uuid") AS "uniq(person_id)"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT properties.$browser AS browser, count() FROM events WHERE event = '$pageview' GROUP BY browser ORDER BY count() DESC
-- normalized:
--   SELECT properties.$browser AS browser, count()
--   FROM events
--   WHERE event = '$pageview'
--   GROUP BY browser
--   ORDER BY count() DESC
-- columns: browser Nullable(String), count() UInt64
-- args: 42, "$pageview"
SELECT "_t1"."mat_browser" AS "browser", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
GROUP BY 1
ORDER BY count(*) DESC NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT properties['$browser'], count(*) FROM events GROUP BY properties['$browser'] ORDER BY 2 DESC
-- normalized:
--   SELECT properties['$browser'], count(*)
--   FROM events
--   GROUP BY properties['$browser']
--   ORDER BY 2 DESC
-- columns: properties['$browser'] Nullable(String), count(*) UInt64
-- args: 42
SELECT "_t1"."mat_browser" AS "properties['$browser']", count(*) AS "count(*)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."mat_browser"
ORDER BY 2 DESC NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT distinct_id, count() FROM events GROUP BY distinct_id HAVING count() > 1 ORDER BY count() DESC
-- normalized:
--   SELECT distinct_id, count()
--   FROM events
--   GROUP BY distinct_id
--   HAVING count() > 1
--   ORDER BY count() DESC
-- columns: distinct_id String, count() UInt64
-- args: 42, 1
SELECT "_t1"."distinct_id" AS "distinct_id", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."distinct_id"
HAVING (count(*) > {p2:Int64})
ORDER BY count(*) DESC NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT * FROM events WHERE event = '$pageview' ORDER BY timestamp DESC LIMIT 100;
-- normalized: SELECT * FROM events WHERE event = '$pageview' ORDER BY timestamp DESC LIMIT 100
-- columns:
--   uuid String
--   event String
--   distinct_id String
--   properties JSON
--   timestamp DateTime
--   created_at DateTime
--   person_id Nullable(String)
--   $session_id Nullable(String)
--   elements_chain String
-- args: "", 42, "$pageview"
SELECT "_t1"."uuid" AS "uuid", "_t1"."event" AS "event", "_t1"."distinct_id" AS "distinct_id", "_t1"."properties" AS "properties", "_t1"."timestamp" AS "timestamp", "_t1"."created_at" AS "created_at", "_t2"."uuid" AS "person_id", "_t1"."session_id" AS "$session_id", coalesce(multiIf(JSONType("_t1"."properties", '$elements_chain') = 'String', JSONExtractString("_t1"."properties", '$elements_chain'), JSONType("_t1"."properties", '$elements_chain') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$elements_chain')), {p1:String}) AS "elements_chain"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p2:Int64}))
WHERE (("_t1"."team_id" = {p2:Int64}) AND ("_t1"."event" = {p3:String}))
ORDER BY "_t1"."timestamp" DESC NULLS LAST
LIMIT 100 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT uuid, event, timestamp, distinct_id FROM events ORDER BY timestamp DESC LIMIT 5
-- normalized: SELECT uuid, event, timestamp, distinct_id FROM events ORDER BY timestamp DESC LIMIT 5
-- columns: uuid String, event String, timestamp DateTime, distinct_id String
-- args: 42
SELECT "_t1"."uuid" AS "uuid", "_t1"."event" AS "event", "_t1"."timestamp" AS "timestamp", "_t1"."distinct_id" AS "distinct_id"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."timestamp" DESC NULLS LAST
LIMIT 5 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count(DISTINCT person_id) FROM events WHERE event = 'signup'
-- normalized: SELECT count(DISTINCT person_id) FROM events WHERE event = 'signup'
-- columns: "count(DISTINCT person_id)" UInt64
-- args: 42, "signup"
SELECT count(DISTINCT "_t2"."uuid") AS "count(DISTINCT person_id)"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT countIf(event = '$pageview') / count() AS pageview_share FROM events
-- normalized: SELECT countIf(event = '$pageview') / count() AS pageview_share FROM events
-- columns: pageview_share Nullable(Float64)
-- args: "$pageview", 42
SELECT (toFloat64(count(*) FILTER (WHERE ("_t1"."event" = {p1:String}))) / NULLIF(count(*), 0)) AS "pageview_share"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p2:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT multiIf(properties.$os == 'Android', 'mobile', properties.$os == 'iOS', 'mobile', 'desktop') AS device, count() FROM events GROUP BY device ORDER BY device
-- normalized:
--   SELECT multiIf(properties.$os = 'Android', 'mobile', properties.$os = 'iOS', 'mobile', 'desktop') AS device, count()
--   FROM events
--   GROUP BY device
--   ORDER BY device
-- columns: device String, count() UInt64
-- args: "Android", "mobile", "iOS", "desktop", 42
SELECT CASE WHEN ("_t1"."mat_os" = {p1:String}) THEN {p2:String} WHEN ("_t1"."mat_os" = {p3:String}) THEN {p2:String} ELSE {p4:String} END AS "device", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p5:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT if(properties.$browser = 'Chrome', 'chrome', 'other') AS b, count() FROM events GROUP BY b ORDER BY b
-- normalized:
--   SELECT if(properties.$browser = 'Chrome', 'chrome', 'other') AS b, count()
--   FROM events
--   GROUP BY b
--   ORDER BY b
-- columns: b String, count() UInt64
-- args: "Chrome", "chrome", "other", 42
SELECT CASE WHEN ("_t1"."mat_browser" = {p1:String}) THEN {p2:String} ELSE {p3:String} END AS "b", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p4:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT toDate(timestamp) AS date, event, count() FROM events WHERE timestamp >= toDateTime('2026-01-01') GROUP BY date, event ORDER BY date, event
-- normalized:
--   SELECT toDate(timestamp) AS date, event, count()
--   FROM events
--   WHERE timestamp >= toDateTime('2026-01-01')
--   GROUP BY date, event
--   ORDER BY date, event
-- columns: date Date, event String, count() UInt64
-- args: 42, "2026-01-01 00:00:00+00:00"
SELECT toDate32("_t1"."timestamp") AS "date", "_t1"."event" AS "event", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."timestamp" >= parseDateTime64BestEffort({p2:String}, 6, 'UTC')))
GROUP BY 1, "_t1"."event"
ORDER BY 1 NULLS LAST, "_t1"."event" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT formatDateTime(timestamp, '%Y-%m') AS month, count() FROM events GROUP BY month ORDER BY month
-- normalized:
--   SELECT formatDateTime(timestamp, '%Y-%m') AS month, count()
--   FROM events
--   GROUP BY month
--   ORDER BY month
-- columns: month String, count() UInt64
-- args: 42
SELECT formatDateTime("_t1"."timestamp", '%Y-%m', 'UTC') AS "month", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT dateDiff('day', min(timestamp), max(timestamp)) AS days_active, distinct_id FROM events GROUP BY distinct_id ORDER BY distinct_id
-- normalized:
--   SELECT dateDiff('day', min(timestamp), max(timestamp)) AS days_active, distinct_id
--   FROM events
--   GROUP BY distinct_id
--   ORDER BY distinct_id
-- columns: days_active Nullable(Int64), distinct_id String
-- args: 42
SELECT toInt64(dateDiff('day', minOrNull("_t1"."timestamp"), maxOrNull("_t1"."timestamp"))) AS "days_active", "_t1"."distinct_id" AS "distinct_id"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."distinct_id"
ORDER BY "_t1"."distinct_id" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT date_trunc('hour', timestamp) AS hour, count() FROM events GROUP BY hour ORDER BY hour
-- normalized:
--   SELECT date_trunc('hour', timestamp) AS hour, count()
--   FROM events
--   GROUP BY hour
--   ORDER BY hour
-- columns: hour DateTime, count() UInt64
-- args: 42
SELECT fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(3600000000)), 'UTC') AS "hour", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT toStartOfInterval(timestamp, INTERVAL 10 MINUTE) AS bucket, count() FROM events GROUP BY bucket ORDER BY bucket
-- normalized:
--   SELECT toStartOfInterval(timestamp, INTERVAL 10 MINUTE) AS bucket, count()
--   FROM events
--   GROUP BY bucket
--   ORDER BY bucket
-- columns: bucket DateTime, count() UInt64
-- args: 42
SELECT toDateTime64(intDiv(toUnixTimestamp("_t1"."timestamp"), 600) * 600, 6, 'UTC') AS "bucket", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT toHour(timestamp) AS hour, count() FROM events GROUP BY hour ORDER BY hour
-- normalized: SELECT toHour(timestamp) AS hour, count() FROM events GROUP BY hour ORDER BY hour
-- columns: hour Int64, count() UInt64
-- args: 42
SELECT toInt64(toHour("_t1"."timestamp")) AS "hour", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT toDayOfWeek(timestamp) AS dow, count() FROM events GROUP BY dow ORDER BY dow
-- normalized: SELECT toDayOfWeek(timestamp) AS dow, count() FROM events GROUP BY dow ORDER BY dow
-- columns: dow Int64, count() UInt64
-- args: 42
SELECT toInt64(toDayOfWeek("_t1"."timestamp")) AS "dow", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT event FROM events WHERE timestamp > '2026-01-06' AND timestamp < '2026-01-09' ORDER BY timestamp
-- normalized:
--   SELECT event
--   FROM events
--   WHERE timestamp > '2026-01-06' AND timestamp < '2026-01-09'
--   ORDER BY timestamp
-- columns: event String
-- args: 42, "2026-01-06 00:00:00+00:00", "2026-01-09 00:00:00+00:00"
SELECT "_t1"."event" AS "event"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (("_t1"."timestamp" > parseDateTime64BestEffort({p2:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p3:String}, 6, 'UTC'))))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events WHERE toDate(timestamp) BETWEEN '2026-01-05' AND '2026-01-07'
-- normalized: SELECT count() FROM events WHERE toDate(timestamp) BETWEEN '2026-01-05' AND '2026-01-07'
-- columns: count() UInt64
-- args: 42, "2026-01-05", "2026-01-07"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (toDate32("_t1"."timestamp") BETWEEN (toDate32({p2:String})) AND (toDate32({p3:String}))))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events WHERE properties.$current_url LIKE '%example.com%'
-- normalized: SELECT count() FROM events WHERE properties.$current_url LIKE '%example.com%'
-- columns: count() UInt64
-- args: 42, "%example.com%"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."mat_current_url" LIKE {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events WHERE properties.$current_url ILIKE '%PRICING%'
-- normalized: SELECT count() FROM events WHERE properties.$current_url ILIKE '%PRICING%'
-- columns: count() UInt64
-- args: 42, "%PRICING%"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."mat_current_url" ILIKE {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events WHERE match(properties.$current_url, '/docs')
-- normalized: SELECT count() FROM events WHERE match(properties.$current_url, '/docs')
-- columns: count() UInt64
-- args: 42, "/docs"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND match("_t1"."mat_current_url", {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events WHERE properties.$current_url =~ '^https://www'
-- normalized: SELECT count() FROM events WHERE match(properties.$current_url, '^https://www')
-- columns: count() UInt64
-- args: 42, "^https://www"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND match("_t1"."mat_current_url", {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT extract(properties.$current_url, 'https?://([^/]+)') AS host, count() FROM events WHERE event = '$pageview' GROUP BY host ORDER BY host
-- normalized:
--   SELECT extract(properties.$current_url, 'https?://([^/]+)') AS host, count()
--   FROM events
--   WHERE event = '$pageview'
--   GROUP BY host
--   ORDER BY host
-- columns: host Nullable(String), count() UInt64
-- args: "https?://([^/]+)", 42, "$pageview"
SELECT extract("_t1"."mat_current_url", {p1:String}) AS "host", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p2:Int64}) AND ("_t1"."event" = {p3:String}))
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT domain(properties.$current_url) AS d, count() FROM events GROUP BY d ORDER BY d
-- normalized: SELECT domain(properties.$current_url) AS d, count() FROM events GROUP BY d ORDER BY d
-- columns: d Nullable(String), count() UInt64
-- args: 42
SELECT domain("_t1"."mat_current_url") AS "d", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT path(properties.$current_url) AS p FROM events WHERE event = '$pageview' ORDER BY timestamp
-- normalized:
--   SELECT path(properties.$current_url) AS p
--   FROM events
--   WHERE event = '$pageview'
--   ORDER BY timestamp
-- columns: p Nullable(String)
-- args: 42, "$pageview"
SELECT ifNull(path("_t1"."mat_current_url"), '') AS "p"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT cutQueryString(properties.$current_url) FROM events WHERE event = '$pageview' ORDER BY timestamp
-- normalized:
--   SELECT cutQueryString(properties.$current_url)
--   FROM events
--   WHERE event = '$pageview'
--   ORDER BY timestamp
-- columns: cutQueryString(properties.$current_url) Nullable(String)
-- args: 42, "$pageview"
SELECT cutQueryString("_t1"."mat_current_url") AS "cutQueryString(properties.$current_url)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT replaceRegexpAll(properties.$current_url, '\\?.*$', '') AS url FROM events WHERE event = '$pageview' ORDER BY timestamp
-- normalized:
--   SELECT replaceRegexpAll(properties.$current_url, '\\?.*$', '') AS url
--   FROM events
--   WHERE event = '$pageview'
--   ORDER BY timestamp
-- columns: url Nullable(String)
-- args: "\\?.*$", "", 42, "$pageview"
SELECT replaceRegexpAll("_t1"."mat_current_url", {p1:String}, {p2:String}) AS "url"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p3:Int64}) AND ("_t1"."event" = {p4:String}))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT splitByChar('/', path(properties.$current_url))[2] AS section, count() FROM events WHERE event = '$pageview' GROUP BY section ORDER BY section
-- normalized:
--   SELECT splitByChar('/', path(properties.$current_url))[2] AS section, count()
--   FROM events
--   WHERE event = '$pageview'
--   GROUP BY section
--   ORDER BY section
-- columns: section Nullable(String), count() UInt64
-- args: "/", 2, 42, "$pageview"
SELECT arrayElementOrNull(splitByChar({p1:String}, ifNull(path("_t1"."mat_current_url"), '')), {p2:Int64}) AS "section", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p3:Int64}) AND ("_t1"."event" = {p4:String}))
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT lower(properties.$browser) AS b FROM events WHERE b IS NOT NULL ORDER BY timestamp
-- normalized: SELECT lower(properties.$browser) AS b FROM events WHERE b IS NOT NULL ORDER BY timestamp
-- columns: b Nullable(String)
-- args: 42
SELECT lowerUTF8("_t1"."mat_browser") AS "b"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (lowerUTF8("_t1"."mat_browser") IS NOT NULL))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT coalesce(properties.$browser, 'unknown') AS browser, count() FROM events GROUP BY browser ORDER BY browser
-- normalized:
--   SELECT coalesce(properties.$browser, 'unknown') AS browser, count()
--   FROM events
--   GROUP BY browser
--   ORDER BY browser
-- columns: browser String, count() UInt64
-- args: "unknown", 42
SELECT coalesce("_t1"."mat_browser", {p1:String}) AS "browser", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p2:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT ifNull(properties.plan, 'none') AS plan, count() FROM events GROUP BY plan ORDER BY plan
-- normalized:
--   SELECT ifNull(properties.plan, 'none') AS plan, count()
--   FROM events
--   GROUP BY plan
--   ORDER BY plan
-- columns: plan String, count() UInt64
-- args: "none", 42
SELECT coalesce(multiIf(JSONType("_t1"."properties", 'plan') = 'String', JSONExtractString("_t1"."properties", 'plan'), JSONType("_t1"."properties", 'plan') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'plan')), {p1:String}) AS "plan", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p2:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT concat(event, ' by ', distinct_id) FROM events ORDER BY timestamp
-- normalized: SELECT concat(event, ' by ', distinct_id) FROM events ORDER BY timestamp
-- columns: "concat(event, ' by ', distinct_id)" String
-- args: " by ", 42
SELECT concat(ifNull("_t1"."event", ''), ifNull({p1:String}, ''), ifNull("_t1"."distinct_id", ''), '') AS "concat(event, ' by ', distinct_id)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p2:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT sum(toFloat(properties.price)) AS revenue FROM events WHERE event = 'purchase'
-- normalized: SELECT sum(toFloat(properties.price)) AS revenue FROM events WHERE event = 'purchase'
-- columns: revenue Nullable(Float64)
-- args: 42, "purchase"
SELECT sumOrNull(if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL)) AS "revenue"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT sumIf(toFloatOrZero(properties.price), event = 'purchase') AS revenue, avgIf(toFloat(properties.price), event = 'purchase') AS aov FROM events
-- normalized:
--   SELECT sumIf(toFloatOrZero(properties.price), event = 'purchase') AS revenue, avgIf(toFloat(properties.price), event = 'purchase') AS aov
--   FROM events
-- columns: revenue Nullable(Float64), aov Nullable(Float64)
-- args: 0.0, "purchase", 42
SELECT sumOrNull(coalesce(if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL), {p1:Float64})) FILTER (WHERE ("_t1"."event" = {p2:String})) AS "revenue", avgOrNull(if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL)) FILTER (WHERE ("_t1"."event" = {p2:String})) AS "aov"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p3:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT round(avg(toFloat(properties.$screen_width)), 1) FROM events
-- normalized: SELECT round(avg(toFloat(properties.$screen_width)), 1) FROM events
-- columns: "round(avg(toFloat(properties.$screen_width)), 1)" Nullable(Float64)
-- args: 10.0, 42
SELECT (sign(avgOrNull(if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL)) * {p1:Float64}) * floor(abs(avgOrNull(if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL)) * {p1:Float64}) + 0.5) / {p1:Float64}) AS "round(avg(toFloat(properties.$screen_width)), 1)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p2:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT quantile(0.5)(toFloat(properties.$screen_width)) AS median_width FROM events
-- normalized: SELECT quantile(0.5)(toFloat(properties.$screen_width)) AS median_width FROM events
-- columns: median_width Nullable(Float64)
-- args: 42
SELECT quantileExactInclusiveOrNull(0.5)(if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL)) AS "median_width"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT quantiles(0.5, 0.9)(toFloat(properties.$screen_width)) FROM events
-- normalized: SELECT quantiles(0.5, 0.9)(toFloat(properties.$screen_width)) FROM events
-- columns: "quantiles(0.5, 0.9)(toFloat(properties.$screen_width))" Array(Float64)
-- args: 42
SELECT quantilesExactInclusive(0.5,0.9)(if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL)) AS "quantiles(0.5, 0.9)(toFloat(properties.$screen_width))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT median(toFloat(properties.price)) FROM events WHERE event IN ('purchase', 'signup')
-- normalized: SELECT median(toFloat(properties.price)) FROM events WHERE event IN ('purchase', 'signup')
-- columns: median(toFloat(properties.price)) Nullable(Float64)
-- args: 42, "purchase", "signup"
SELECT quantileExactInclusiveOrNull(0.5)(if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL)) AS "median(toFloat(properties.price))"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" IN ({p2:String}, {p3:String})))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT argMax(properties.$current_url, timestamp) AS last_url, distinct_id FROM events WHERE event = '$pageview' GROUP BY distinct_id ORDER BY distinct_id
-- normalized:
--   SELECT argMax(properties.$current_url, timestamp) AS last_url, distinct_id
--   FROM events
--   WHERE event = '$pageview'
--   GROUP BY distinct_id
--   ORDER BY distinct_id
-- columns: last_url Nullable(String), distinct_id String
-- args: 42, "$pageview"
SELECT argMaxOrNull("_t1"."mat_current_url", ("_t1"."timestamp", "_t1"."mat_current_url")) FILTER (WHERE "_t1"."timestamp" IS NOT NULL) AS "last_url", "_t1"."distinct_id" AS "distinct_id"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
GROUP BY "_t1"."distinct_id"
ORDER BY "_t1"."distinct_id" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT argMin(event, timestamp) AS first_event, person_id FROM events WHERE person_id IS NOT NULL GROUP BY person_id ORDER BY person_id
-- normalized:
--   SELECT argMin(event, timestamp) AS first_event, person_id
--   FROM events
--   WHERE person_id IS NOT NULL
--   GROUP BY person_id
--   ORDER BY person_id
-- columns: first_event Nullable(String), person_id Nullable(String)
-- args: 42
SELECT argMinOrNull("_t1"."event", ("_t1"."timestamp", "_t1"."event")) FILTER (WHERE "_t1"."timestamp" IS NOT NULL) AS "first_event", "_t2"."uuid" AS "person_id"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t2"."uuid" IS NOT NULL))
GROUP BY "_t2"."uuid"
ORDER BY "_t2"."uuid" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT topK(3)(properties.$browser) FROM events
-- normalized: SELECT topK(3)(properties.$browser) FROM events
-- columns: topK(3)(properties.$browser) Array(String)
-- args: 42
SELECT arraySlice(arrayMap(t -> t.1, arraySort(t -> (-t.2, t.1), arrayZip(tupleElement(sumMap(["_t1"."mat_browser"], [toInt64(1)]) FILTER (WHERE "_t1"."mat_browser" IS NOT NULL), 1), tupleElement(sumMap(["_t1"."mat_browser"], [toInt64(1)]) FILTER (WHERE "_t1"."mat_browser" IS NOT NULL), 2)))), 1, 3) AS "topK(3)(properties.$browser)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT groupArray(event) FROM (SELECT event FROM events ORDER BY timestamp LIMIT 3)
-- normalized: SELECT groupArray(event) FROM (SELECT event FROM events ORDER BY timestamp LIMIT 3)
-- columns: groupArray(event) Array(String)
-- args: 42
SELECT groupArray("_t2"."event") AS "groupArray(event)"
FROM (SELECT "_t1"."event" AS "event"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = {p1:Int64})
  ORDER BY "_t1"."timestamp" NULLS LAST
  LIMIT 3) AS "_t2"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT distinct_id, arraySort(groupUniqArray(event)) AS events FROM events GROUP BY distinct_id ORDER BY distinct_id
-- normalized:
--   SELECT distinct_id, arraySort(groupUniqArray(event)) AS events
--   FROM events
--   GROUP BY distinct_id
--   ORDER BY distinct_id
-- columns: distinct_id String, events Array(String)
-- args: 42
SELECT "_t1"."distinct_id" AS "distinct_id", arraySort(arraySort(groupUniqArray("_t1"."event"))) AS "events"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."distinct_id"
ORDER BY "_t1"."distinct_id" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT uniqExact(distinct_id), uniqIf(distinct_id, event = '$pageview'), countDistinctIf(person_id, event = 'signup') FROM events
-- normalized:
--   SELECT uniqExact(distinct_id), uniqIf(distinct_id, event = '$pageview'), countDistinctIf(person_id, event = 'signup')
--   FROM events
-- columns:
--   uniqExact(distinct_id) UInt64
--   "uniqIf(distinct_id, event = '$pageview')" UInt64
--   "countDistinctIf(person_id, event = 'signup')" UInt64
-- args: "$pageview", "signup", 42
SELECT count(DISTINCT "_t1"."distinct_id") AS "uniqExact(distinct_id)", count(DISTINCT "_t1"."distinct_id") FILTER (WHERE ("_t1"."event" = {p1:String})) AS "uniqIf(distinct_id, event = '$pageview')", count(DISTINCT "_t2"."uuid") FILTER (WHERE ("_t1"."event" = {p2:String})) AS "countDistinctIf(person_id, event = 'signup')"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p3:Int64}))
WHERE ("_t1"."team_id" = {p3:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT min(timestamp), max(timestamp), any(event) FROM events
-- normalized: SELECT min(timestamp), max(timestamp), any(event) FROM events
-- columns:
--   min(timestamp) Nullable(DateTime)
--   max(timestamp) Nullable(DateTime)
--   any(event) Nullable(String)
-- args: 42
SELECT minOrNull("_t1"."timestamp") AS "min(timestamp)", maxOrNull("_t1"."timestamp") AS "max(timestamp)", minOrNull("_t1"."event") AS "any(event)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT JSONExtractString(properties, '$browser') AS browser FROM events WHERE event = '$pageview' ORDER BY timestamp
-- normalized:
--   SELECT JSONExtractString(properties, '$browser') AS browser
--   FROM events
--   WHERE event = '$pageview'
--   ORDER BY timestamp
-- columns: browser Nullable(String)
-- args: 42, "$pageview"
SELECT "_t1"."mat_browser" AS "browser"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT JSONExtractInt(properties, '$screen_width') AS w FROM events WHERE JSONHas(properties, '$screen_width') ORDER BY timestamp
-- normalized:
--   SELECT JSONExtractInt(properties, '$screen_width') AS w
--   FROM events
--   WHERE JSONHas(properties, '$screen_width')
--   ORDER BY timestamp
-- columns: w Nullable(Int64)
-- args: 42
SELECT if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL) AS "w"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND JSONHas("_t1"."properties", '$screen_width'))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT JSONLength(properties, 'items') AS n FROM events WHERE event = 'purchase'
-- normalized: SELECT JSONLength(properties, 'items') AS n FROM events WHERE event = 'purchase'
-- columns: n UInt64
-- args: 42, "purchase"
SELECT JSONLength("_t1"."properties", 'items') AS "n"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT properties.items.1.sku FROM events WHERE event = 'purchase'
-- normalized: SELECT properties.items.1.sku FROM events WHERE event = 'purchase'
-- columns: properties.items.1.sku Nullable(String)
-- args: 42, "purchase"
SELECT multiIf(JSONType("_t1"."properties", 'items', 1, 'sku') = 'String', JSONExtractString("_t1"."properties", 'items', 1, 'sku'), JSONType("_t1"."properties", 'items', 1, 'sku') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'items', 1, 'sku')) AS "properties.items.1.sku"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT arrayJoin(JSONExtractArrayRaw(properties, 'items')) AS item FROM events WHERE event = 'purchase'
-- normalized:
--   SELECT arrayJoin(JSONExtractArrayRaw(properties, 'items')) AS item
--   FROM events
--   WHERE event = 'purchase'
-- columns: item JSON
-- args: 42, "purchase"
SELECT "_t2" AS "item"
FROM "events" AS "_t1"
ARRAY JOIN JSONExtractArrayRaw("_t1"."properties", 'items') AS "_t2"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT toString(timestamp), toInt(properties.$screen_width), toFloat(properties.price) FROM events ORDER BY timestamp
-- normalized:
--   SELECT toString(timestamp), toInt(properties.$screen_width), toFloat(properties.price)
--   FROM events
--   ORDER BY timestamp
-- columns:
--   toString(timestamp) String
--   toInt(properties.$screen_width) Nullable(Int64)
--   toFloat(properties.price) Nullable(Float64)
-- args: 42
SELECT formatDateTime("_t1"."timestamp", '%Y-%m-%d %H:%i:%S', 'UTC') AS "toString(timestamp)", if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL) AS "toInt(properties.$screen_width)", if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL) AS "toFloat(properties.price)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT CAST(properties.$screen_width AS Int64) FROM events ORDER BY timestamp
-- normalized: SELECT CAST(properties.$screen_width AS Int64) FROM events ORDER BY timestamp
-- columns: "CAST(properties.$screen_width AS Int64)" Nullable(Int64)
-- args: 42
SELECT if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL) AS "CAST(properties.$screen_width AS Int64)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT event, timestamp, lagInFrame(timestamp) OVER (PARTITION BY distinct_id ORDER BY timestamp) AS prev FROM events ORDER BY timestamp
-- normalized:
--   SELECT event, timestamp, lagInFrame(timestamp) OVER (PARTITION BY distinct_id
--     ORDER BY timestamp) AS prev
--   FROM events
--   ORDER BY timestamp
-- columns: event String, timestamp DateTime, prev Nullable(DateTime)
-- args: 42
SELECT "_t1"."event" AS "event", "_t1"."timestamp" AS "timestamp", lag(toNullable("_t1"."timestamp"), 1) OVER (PARTITION BY "_t1"."distinct_id"
  ORDER BY "_t1"."timestamp" NULLS LAST) AS "prev"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT distinct_id, event, row_number() OVER (PARTITION BY distinct_id ORDER BY timestamp) AS n FROM events ORDER BY distinct_id, n
-- normalized:
--   SELECT distinct_id, event, row_number() OVER (PARTITION BY distinct_id
--     ORDER BY timestamp) AS n
--   FROM events
--   ORDER BY distinct_id, n
-- columns: distinct_id String, event String, n UInt64
-- args: 42
SELECT "_t1"."distinct_id" AS "distinct_id", "_t1"."event" AS "event", row_number() OVER (PARTITION BY "_t1"."distinct_id"
  ORDER BY "_t1"."timestamp" NULLS LAST) AS "n"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."distinct_id" NULLS LAST, 3 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT event, count() AS c, sum(count()) OVER () AS total FROM events GROUP BY event ORDER BY event
-- normalized:
--   SELECT event, count() AS c, sum(count()) OVER () AS total
--   FROM events
--   GROUP BY event
--   ORDER BY event
-- columns: event String, c UInt64, total Nullable(UInt64)
-- args: 42
SELECT "_t1"."event" AS "event", count(*) AS "c", sumOrNull(count(*)) OVER () AS "total"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."event"
ORDER BY "_t1"."event" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT distinct_id, timestamp, count() OVER w AS running FROM events WINDOW w AS (PARTITION BY distinct_id ORDER BY timestamp) ORDER BY distinct_id, timestamp
-- normalized:
--   SELECT distinct_id, timestamp, count() OVER w AS running
--   FROM events
--   WINDOW w AS (PARTITION BY distinct_id
--     ORDER BY timestamp)
--   ORDER BY distinct_id, timestamp
-- columns: distinct_id String, timestamp DateTime, running UInt64
-- args: 42
SELECT "_t1"."distinct_id" AS "distinct_id", "_t1"."timestamp" AS "timestamp", count(*) OVER (PARTITION BY "_t1"."distinct_id"
  ORDER BY "_t1"."timestamp" NULLS LAST) AS "running"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."distinct_id" NULLS LAST, "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   WITH pageviews AS (SELECT distinct_id, count() AS c FROM events WHERE event = '$pageview' GROUP BY distinct_id) SELECT avg(c) FROM pageviews
-- normalized:
--   WITH pageviews AS (SELECT distinct_id, count() AS c
--     FROM events
--     WHERE event = '$pageview'
--     GROUP BY distinct_id)
--   SELECT avg(c)
--   FROM pageviews
-- columns: avg(c) Nullable(Float64)
-- args: 42, "$pageview"
WITH "_c1" AS (SELECT "_t1"."distinct_id" AS "distinct_id", count(*) AS "c"
  FROM "events" AS "_t1"
  WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
  GROUP BY "_t1"."distinct_id")
SELECT avgOrNull("_t2"."c") AS "avg(c)"
FROM "_c1" AS "_t2"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: WITH 7 AS days SELECT count() FROM events WHERE timestamp > now() - toIntervalDay(days)
-- normalized: WITH 7 AS days SELECT count() FROM events WHERE timestamp > now() - toIntervalDay(days)
-- columns: count() UInt64
-- args: 42, -7
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."timestamp" > addDays(toDateTime64(now(), 6, 'UTC'), {p2:Int64})))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT * FROM (SELECT distinct_id, count() AS c FROM events GROUP BY distinct_id) WHERE c > 1 ORDER BY distinct_id
-- normalized:
--   SELECT *
--   FROM (SELECT distinct_id, count() AS c
--     FROM events
--     GROUP BY distinct_id)
--   WHERE c > 1
--   ORDER BY distinct_id
-- columns: distinct_id String, c UInt64
-- args: 42, 1
SELECT "_t2"."distinct_id" AS "distinct_id", "_t2"."c" AS "c"
FROM (SELECT "_t1"."distinct_id" AS "distinct_id", count(*) AS "c"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = {p1:Int64})
  GROUP BY "_t1"."distinct_id") AS "_t2"
WHERE ("_t2"."c" > {p2:Int64})
ORDER BY "_t2"."distinct_id" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT event FROM events WHERE distinct_id IN (SELECT distinct_id FROM person_distinct_ids) GROUP BY event ORDER BY event
-- normalized:
--   SELECT event
--   FROM events
--   WHERE distinct_id IN (SELECT distinct_id
--     FROM person_distinct_ids)
--   GROUP BY event
--   ORDER BY event
-- columns: event String
-- args: 42
SELECT "_t1"."event" AS "event"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."distinct_id" IN (SELECT "_t2"."distinct_id" AS "distinct_id"
      FROM (SELECT *
        FROM "person_distinct_ids" FINAL) AS "_t2"
      WHERE ("_t2"."team_id" = {p1:Int64}))))
GROUP BY "_t1"."event"
ORDER BY "_t1"."event" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT e.event, p.properties.email FROM events e LEFT JOIN persons p ON e.person_id = p.id ORDER BY e.timestamp
-- normalized:
--   SELECT e.event, p.properties.email
--   FROM events AS e
--   LEFT JOIN persons AS p ON e.person_id = p.id
--   ORDER BY e.timestamp
-- columns: event String, p.properties.email Nullable(String)
-- args: 42
SELECT "_t1"."event" AS "event", multiIf(JSONType("_t2"."properties", 'email') = 'String', JSONExtractString("_t2"."properties", 'email'), JSONType("_t2"."properties", 'email') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'email')) AS "p.properties.email"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = {p1:Int64}))
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t3"."uuid" = "_t2"."uuid") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT count() FROM events e INNER JOIN persons p ON e.person_id = p.id WHERE p.properties.plan = 'pro'
-- normalized:
--   SELECT count()
--   FROM events AS e
--   JOIN persons AS p ON e.person_id = p.id
--   WHERE p.properties.plan = 'pro'
-- columns: count() UInt64
-- args: 42, "pro"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = {p1:Int64}))
JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t3"."uuid" = "_t2"."uuid") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND (multiIf(JSONType("_t2"."properties", 'plan') = 'String', JSONExtractString("_t2"."properties", 'plan'), JSONType("_t2"."properties", 'plan') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'plan')) = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT e.event, s.$session_duration FROM events e JOIN sessions s ON e.$session_id = s.session_id ORDER BY e.timestamp
-- normalized:
--   SELECT e.event, s.$session_duration
--   FROM events AS e
--   JOIN sessions AS s ON e.$session_id = s.session_id
--   ORDER BY e.timestamp
-- columns: event String, $session_duration Int64
-- args: 42
SELECT "_t1"."event" AS "event", "_t2"."duration" AS "$session_duration"
FROM "events" AS "_t1"
JOIN (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t2" ON (("_t1"."session_id" = "_t2"."session_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events, persons WHERE events.person_id = persons.id
-- normalized: SELECT count() FROM events CROSS JOIN persons WHERE events.person_id = persons.id
-- columns: count() UInt64
-- args: 42
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = {p1:Int64}))
JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON ("_t2"."team_id" = {p1:Int64})
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t3"."uuid" = "_t2"."uuid"))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT e.event, n.number FROM events e CROSS JOIN numbers(2) n WHERE e.event = 'signup' ORDER BY n.number
-- normalized:
--   SELECT e.event, n.number
--   FROM events AS e
--   CROSS JOIN numbers(2) AS n
--   WHERE e.event = 'signup'
--   ORDER BY n.number
-- columns: event String, number Int64
-- args: 42, "signup"
SELECT "_t1"."event" AS "event", "_t2"."number" AS "number"
FROM "events" AS "_t1"
CROSS JOIN (SELECT toInt64(number) + 0 AS "number"
  FROM numbers(2)) AS "_t2"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
ORDER BY "_t2"."number" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT event FROM events UNION ALL SELECT 'x' ORDER BY 1
-- normalized: SELECT event FROM events UNION ALL SELECT 'x' ORDER BY 1
-- columns: event String
-- args: 42, "x"
SELECT *
FROM (SELECT "_t1"."event" AS "event"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = {p1:Int64})
  UNION ALL
  SELECT {p2:String} AS "'x'") AS "_o1"
ORDER BY "_o1"."event" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT id, properties.email FROM persons ORDER BY created_at
-- normalized: SELECT id, properties.email FROM persons ORDER BY created_at
-- columns: id String, properties.email Nullable(String)
-- args: 42
SELECT "_t1"."uuid" AS "id", multiIf(JSONType("_t1"."properties", 'email') = 'String', JSONExtractString("_t1"."properties", 'email'), JSONType("_t1"."properties", 'email') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'email')) AS "properties.email"
FROM (SELECT *
  FROM "persons" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."created_at" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM persons WHERE properties.email IS NOT NULL
-- normalized: SELECT count() FROM persons WHERE properties.email IS NOT NULL
-- columns: count() UInt64
-- args: 42
SELECT count(*) AS "count()"
FROM (SELECT *
  FROM "persons" FINAL) AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (multiIf(JSONType("_t1"."properties", 'email') = 'String', JSONExtractString("_t1"."properties", 'email'), JSONType("_t1"."properties", 'email') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'email')) IS NOT NULL))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT properties.plan AS plan, count() FROM persons GROUP BY plan ORDER BY plan
-- normalized: SELECT properties.plan AS plan, count() FROM persons GROUP BY plan ORDER BY plan
-- columns: plan Nullable(String), count() UInt64
-- args: 42
SELECT multiIf(JSONType("_t1"."properties", 'plan') = 'String', JSONExtractString("_t1"."properties", 'plan'), JSONType("_t1"."properties", 'plan') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'plan')) AS "plan", count(*) AS "count()"
FROM (SELECT *
  FROM "persons" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT person.properties.email, count() FROM events WHERE person.properties.email IS NOT NULL GROUP BY person.properties.email ORDER BY 1
-- normalized:
--   SELECT person.properties.email, count()
--   FROM events
--   WHERE person.properties.email IS NOT NULL
--   GROUP BY person.properties.email
--   ORDER BY 1
-- columns: person.properties.email Nullable(String), count() UInt64
-- args: 42
SELECT multiIf(JSONType("_t2"."properties", 'email') = 'String', JSONExtractString("_t2"."properties", 'email'), JSONType("_t2"."properties", 'email') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'email')) AS "person.properties.email", count(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND (multiIf(JSONType("_t2"."properties", 'email') = 'String', JSONExtractString("_t2"."properties", 'email'), JSONType("_t2"."properties", 'email') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'email')) IS NOT NULL))
GROUP BY multiIf(JSONType("_t2"."properties", 'email') = 'String', JSONExtractString("_t2"."properties", 'email'), JSONType("_t2"."properties", 'email') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'email'))
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT person_id, person.properties.name FROM events WHERE event = 'signup'
-- normalized: SELECT person_id, person.properties.name FROM events WHERE event = 'signup'
-- columns: person_id Nullable(String), person.properties.name Nullable(String)
-- args: 42, "signup"
SELECT "_t2"."uuid" AS "person_id", multiIf(JSONType("_t2"."properties", 'name') = 'String', JSONExtractString("_t2"."properties", 'name'), JSONType("_t2"."properties", 'name') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'name')) AS "person.properties.name"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT pdi.person_id, pdi.distinct_id FROM events WHERE event = 'purchase'
-- normalized: SELECT pdi.person_id, pdi.distinct_id FROM events WHERE event = 'purchase'
-- columns: person_id Nullable(String), distinct_id Nullable(String)
-- args: 42, "purchase"
SELECT "_t3"."uuid" AS "person_id", "_t2"."distinct_id" AS "distinct_id"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "person_distinct_ids" FINAL) AS "_t2" ON (("_t2"."distinct_id" = "_t1"."distinct_id") AND ("_t2"."team_id" = {p1:Int64}))
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT poe.properties.plan, count() FROM events GROUP BY poe.properties.plan ORDER BY 1
-- normalized: SELECT poe.properties.plan, count() FROM events GROUP BY poe.properties.plan ORDER BY 1
-- columns: poe.properties.plan Nullable(String), count() UInt64
-- args: 42
SELECT multiIf(JSONType("_t2"."properties", 'plan') = 'String', JSONExtractString("_t2"."properties", 'plan'), JSONType("_t2"."properties", 'plan') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'plan')) AS "poe.properties.plan", count(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY multiIf(JSONType("_t2"."properties", 'plan') = 'String', JSONExtractString("_t2"."properties", 'plan'), JSONType("_t2"."properties", 'plan') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'plan'))
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT distinct_id, person_id FROM person_distinct_ids ORDER BY distinct_id
-- normalized: SELECT distinct_id, person_id FROM person_distinct_ids ORDER BY distinct_id
-- columns: distinct_id String, person_id Nullable(String)
-- args: 42
SELECT "_t1"."distinct_id" AS "distinct_id", "_t2"."uuid" AS "person_id"
FROM (SELECT *
  FROM "person_distinct_ids" FINAL) AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."distinct_id" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT p.id, count(pdi.distinct_id) FROM persons p LEFT JOIN person_distinct_ids pdi ON pdi.person_id = p.id GROUP BY p.id ORDER BY p.id
-- normalized:
--   SELECT p.id, count(pdi.distinct_id)
--   FROM persons AS p
--   LEFT JOIN person_distinct_ids AS pdi ON pdi.person_id = p.id
--   GROUP BY p.id
--   ORDER BY p.id
-- columns: id String, count(pdi.distinct_id) UInt64
-- args: 42
SELECT "_t1"."uuid" AS "id", count("_t2"."distinct_id") AS "count(pdi.distinct_id)"
FROM (SELECT *
  FROM "persons" FINAL) AS "_t1"
LEFT JOIN (SELECT "_t2".*, "_t3"."uuid" AS "_t3__uuid", "_t3"."created_at" AS "_t3__created_at", "_t3"."properties" AS "_t3__properties", "_t3"."is_identified" AS "_t3__is_identified", "_t3"."id" AS "_t3__id"
  FROM (SELECT *
    FROM "person_distinct_ids" FINAL) AS "_t2"
  LEFT JOIN (SELECT *
    FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = {p1:Int64}))) AS "_t2" ON (("_t2"."_t3__uuid" = "_t1"."uuid") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."uuid"
ORDER BY "_t1"."uuid" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT toStartOfMonth(created_at) AS m, count() FROM persons GROUP BY m ORDER BY m
-- normalized: SELECT toStartOfMonth(created_at) AS m, count() FROM persons GROUP BY m ORDER BY m
-- columns: m Date, count() UInt64
-- args: 42
SELECT toStartOfMonth("_t1"."created_at") AS "m", count(*) AS "count()"
FROM (SELECT *
  FROM "persons" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT is_identified, count() FROM persons GROUP BY is_identified ORDER BY is_identified
-- normalized: SELECT is_identified, count() FROM persons GROUP BY is_identified ORDER BY is_identified
-- columns: is_identified Bool, count() UInt64
-- args: 42
SELECT "_t1"."is_identified" AS "is_identified", count(*) AS "count()"
FROM (SELECT *
  FROM "persons" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."is_identified"
ORDER BY "_t1"."is_identified" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() AS sessions, avg($session_duration) AS avg_duration FROM sessions
-- normalized: SELECT count() AS sessions, avg($session_duration) AS avg_duration FROM sessions
-- columns: sessions UInt64, avg_duration Nullable(Float64)
-- args: 42
SELECT count(*) AS "sessions", avgOrNull("_t1"."duration") AS "avg_duration"
FROM (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT $channel_type, count() FROM sessions GROUP BY $channel_type ORDER BY $channel_type
-- normalized: SELECT $channel_type, count() FROM sessions GROUP BY $channel_type ORDER BY $channel_type
-- columns: $channel_type String, count() UInt64
-- args: 42
SELECT "_t1"."channel_type" AS "$channel_type", count(*) AS "count()"
FROM (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."channel_type"
ORDER BY "_t1"."channel_type" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT $entry_pathname, count() AS c FROM sessions GROUP BY $entry_pathname ORDER BY c DESC, $entry_pathname
-- normalized:
--   SELECT $entry_pathname, count() AS c
--   FROM sessions
--   GROUP BY $entry_pathname
--   ORDER BY c DESC, $entry_pathname
-- columns: $entry_pathname Nullable(String), c UInt64
-- args: 42
SELECT "_t1"."entry_pathname" AS "$entry_pathname", count(*) AS "c"
FROM (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."entry_pathname"
ORDER BY 2 DESC NULLS LAST, "_t1"."entry_pathname" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT countIf($is_bounce) / count() AS bounce_rate FROM sessions
-- normalized: SELECT countIf($is_bounce) / count() AS bounce_rate FROM sessions
-- columns: bounce_rate Nullable(Float64)
-- args: 42
SELECT (toFloat64(count(*) FILTER (WHERE "_t1"."is_bounce")) / NULLIF(count(*), 0)) AS "bounce_rate"
FROM (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT session_id, $pageview_count, $urls FROM sessions ORDER BY session_id
-- normalized: SELECT session_id, $pageview_count, $urls FROM sessions ORDER BY session_id
-- columns: session_id String, $pageview_count Int64, $urls Array(String)
-- args: 42
SELECT "_t1"."session_id" AS "session_id", "_t1"."pageview_count" AS "$pageview_count", "_t1"."urls" AS "$urls"
FROM (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."session_id" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT $entry_current_url, $end_current_url FROM sessions WHERE $start_timestamp > '2026-01-01' ORDER BY $start_timestamp
-- normalized:
--   SELECT $entry_current_url, $end_current_url
--   FROM sessions
--   WHERE $start_timestamp > '2026-01-01'
--   ORDER BY $start_timestamp
-- columns: $entry_current_url Nullable(String), $end_current_url Nullable(String)
-- args: 42, "2026-01-01 00:00:00+00:00"
SELECT "_t1"."entry_current_url" AS "$entry_current_url", "_t1"."end_current_url" AS "$end_current_url"
FROM (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."start_timestamp" > parseDateTime64BestEffort({p2:String}, 6, 'UTC')))
ORDER BY "_t1"."start_timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT session.$channel_type, count() FROM events WHERE event = '$pageview' GROUP BY session.$channel_type ORDER BY 1
-- normalized:
--   SELECT session.$channel_type, count()
--   FROM events
--   WHERE event = '$pageview'
--   GROUP BY session.$channel_type
--   ORDER BY 1
-- columns: $channel_type Nullable(String), count() UInt64
-- args: 42, "$pageview"
SELECT "_t2"."channel_type" AS "$channel_type", count(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
GROUP BY "_t2"."channel_type"
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT event, session.$entry_current_url FROM events WHERE $session_id IS NOT NULL ORDER BY timestamp
-- normalized:
--   SELECT event, session.$entry_current_url
--   FROM events
--   WHERE $session_id IS NOT NULL
--   ORDER BY timestamp
-- columns: event String, $entry_current_url Nullable(String)
-- args: 42
SELECT "_t1"."event" AS "event", "_t2"."entry_current_url" AS "$entry_current_url"
FROM "events" AS "_t1"
LEFT JOIN (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."session_id" IS NOT NULL))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT avg(session.$session_duration) FROM events WHERE event = '$pageview'
-- normalized: SELECT avg(session.$session_duration) FROM events WHERE event = '$pageview'
-- columns: avg(session.$session_duration) Nullable(Float64)
-- args: 42, "$pageview"
SELECT avgOrNull("_t2"."duration") AS "avg(session.$session_duration)"
FROM "events" AS "_t1"
LEFT JOIN (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count(DISTINCT $session_id) FROM events WHERE timestamp > now() - INTERVAL 90 DAY
-- normalized: SELECT count(DISTINCT $session_id) FROM events WHERE timestamp > now() - INTERVAL 90 DAY
-- columns: "count(DISTINCT $session_id)" UInt64
-- args: 42, -90
SELECT count(DISTINCT "_t1"."session_id") AS "count(DISTINCT $session_id)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."timestamp" > addDays(toDateTime64(now(), 6, 'UTC'), {p2:Int64})))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT session_id, min_first_timestamp, click_count FROM session_replay_events ORDER BY session_id
-- normalized:
--   SELECT session_id, min_first_timestamp, click_count
--   FROM session_replay_events
--   ORDER BY session_id
-- columns: session_id String, min_first_timestamp DateTime, click_count Int64
-- args: 42
SELECT "_t1"."session_id" AS "session_id", "_t1"."start_time" AS "min_first_timestamp", "_t1"."click_count" AS "click_count"
FROM (SELECT *
  FROM "session_recordings" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."session_id" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT toStartOfDay($start_timestamp) AS day, uniq(distinct_id), avg($session_duration) FROM sessions GROUP BY day ORDER BY day
-- normalized:
--   SELECT toStartOfDay($start_timestamp) AS day, uniq(distinct_id), avg($session_duration)
--   FROM sessions
--   GROUP BY day
--   ORDER BY day
-- columns: day DateTime, uniq(distinct_id) UInt64, avg($session_duration) Nullable(Float64)
-- args: 42
SELECT fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."start_timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."start_timestamp"), toInt64(86400000000)), 'UTC') AS "day", count(DISTINCT "_t1"."distinct_id") AS "uniq(distinct_id)", avgOrNull("_t1"."duration") AS "avg($session_duration)"
FROM (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT elements_chain FROM events WHERE event = '$autocapture'
-- normalized: SELECT elements_chain FROM events WHERE event = '$autocapture'
-- columns: elements_chain String
-- args: "", 42, "$autocapture"
SELECT coalesce(multiIf(JSONType("_t1"."properties", '$elements_chain') = 'String', JSONExtractString("_t1"."properties", '$elements_chain'), JSONType("_t1"."properties", '$elements_chain') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$elements_chain')), {p1:String}) AS "elements_chain"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p2:Int64}) AND ("_t1"."event" = {p3:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events WHERE event = '$autocapture' AND elements_chain LIKE '%button%'
-- normalized: SELECT count() FROM events WHERE event = '$autocapture' AND elements_chain LIKE '%button%'
-- columns: count() UInt64
-- args: 42, "$autocapture", "", "%button%"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (("_t1"."event" = {p2:String}) AND (coalesce(multiIf(JSONType("_t1"."properties", '$elements_chain') = 'String', JSONExtractString("_t1"."properties", '$elements_chain'), JSONType("_t1"."properties", '$elements_chain') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$elements_chain')), {p3:String}) LIKE {p4:String})))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT elements_chain_texts, elements_chain_href FROM events WHERE event = '$autocapture'
-- normalized: SELECT elements_chain_texts, elements_chain_href FROM events WHERE event = '$autocapture'
-- columns: elements_chain_texts Array(String), elements_chain_href String
-- args: "", "(?::|\")text=\"(.*?)\"", "(?::|\")href=\"(.*?)\"", 42, "$autocapture"
SELECT arrayDistinct(extractAll(coalesce(multiIf(JSONType("_t1"."properties", '$elements_chain') = 'String', JSONExtractString("_t1"."properties", '$elements_chain'), JSONType("_t1"."properties", '$elements_chain') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$elements_chain')), {p1:String}), {p2:String})) AS "elements_chain_texts", extract(coalesce(multiIf(JSONType("_t1"."properties", '$elements_chain') = 'String', JSONExtractString("_t1"."properties", '$elements_chain'), JSONType("_t1"."properties", '$elements_chain') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$elements_chain')), {p1:String}), {p3:String}) AS "elements_chain_href"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p4:Int64}) AND ("_t1"."event" = {p5:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT arrayMap(x -> x * 2, [1, 2, 3])
-- normalized: SELECT arrayMap(x -> x * 2, [1, 2, 3])
-- columns: "arrayMap(x -> x * 2, [1, 2, 3])" Array(Int64)
-- args: 2, 1, 3
SELECT arrayMap(("_t1") -> accurateCast(toInt128("_t1") * {p1:Int64}, 'Int64'), [{p2:Int64}, {p1:Int64}, {p3:Int64}]) AS "arrayMap(x -> x * 2, [1, 2, 3])"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT arrayFilter(x -> x LIKE '%view', groupArray(event)) FROM events
-- normalized: SELECT arrayFilter(x -> x LIKE '%view', groupArray(event)) FROM events
-- columns: "arrayFilter(x -> x LIKE '%view', groupArray(event))" Array(String)
-- args: "%view", 42
SELECT arrayFilter(("_t2") -> ("_t2" LIKE {p1:String}), groupArray("_t1"."event")) AS "arrayFilter(x -> x LIKE '%view', groupArray(event))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p2:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT has(['$pageview', 'signup'], event) AS interesting, count() FROM events GROUP BY interesting ORDER BY interesting
-- normalized:
--   SELECT has(['$pageview', 'signup'], event) AS interesting, count()
--   FROM events
--   GROUP BY interesting
--   ORDER BY interesting
-- columns: interesting Bool, count() UInt64
-- args: "$pageview", "signup", 42
SELECT has([{p1:String}, {p2:String}], "_t1"."event") AS "interesting", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p3:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT arrayStringConcat(arraySort(groupUniqArray(properties.$browser)), ', ') FROM events
-- normalized: SELECT arrayStringConcat(arraySort(groupUniqArray(properties.$browser)), ', ') FROM events
-- columns: "arrayStringConcat(arraySort(groupUniqArray(properties.$browser)), ', ')" String
-- args: ", ", 42
SELECT arrayStringConcat(arraySort(arraySort(groupUniqArray("_t1"."mat_browser"))), {p1:String}) AS "_c1"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p2:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT length(splitByChar('.', 'a.b.c'))
-- normalized: SELECT length(splitByChar('.', 'a.b.c'))
-- columns: "length(splitByChar('.', 'a.b.c'))" UInt64
-- args: ".", "a.b.c"
SELECT length(splitByChar({p1:String}, {p2:String})) AS "length(splitByChar('.', 'a.b.c'))"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT range(5)
-- normalized: SELECT range(5)
-- columns: range(5) Array(Int64)
-- args: 0, 5
SELECT arrayMap(x -> toInt64(x), range(greatest({p1:Int64}, 0), least({p2:Int64}, 100000))) AS "range(5)"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT number, number * number AS sq FROM numbers(5)
-- normalized: SELECT number, number * number AS sq FROM numbers(5)
-- columns: number Int64, sq Int64
-- args:
SELECT "_t1"."number" AS "number", accurateCast(toInt128("_t1"."number") * "_t1"."number", 'Int64') AS "sq"
FROM (SELECT toInt64(number) + 0 AS "number"
  FROM numbers(5)) AS "_t1"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT arrayJoin(['a', 'b', 'c']) AS letter
-- normalized: SELECT arrayJoin(['a', 'b', 'c']) AS letter
-- columns: letter String
-- args: "a", "b", "c"
SELECT "_t1" AS "letter"
FROM (SELECT 1) AS "_one"
ARRAY JOIN [{p1:String}, {p2:String}, {p3:String}] AS "_t1"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT (1, 'a').2
-- normalized: SELECT (1, 'a').2
-- columns: "(1, 'a').2" String
-- args: "a"
SELECT {p1:String} AS "(1, 'a').2"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT [1, 2, 3][2]
-- normalized: SELECT [1, 2, 3][2]
-- columns: "[1, 2, 3][2]" Nullable(Int64)
-- args: 1, 2, 3
SELECT arrayElementOrNull([{p1:Int64}, {p2:Int64}, {p3:Int64}], {p2:Int64}) AS "[1, 2, 3][2]"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT now() > toDateTime('2020-01-01')
-- normalized: SELECT now() > toDateTime('2020-01-01')
-- columns: "now() > toDateTime('2020-01-01')" Bool
-- args: "2020-01-01 00:00:00+00:00"
SELECT (toDateTime64(now(), 6, 'UTC') > parseDateTime64BestEffort({p1:String}, 6, 'UTC')) AS "now() > toDateTime('2020-01-01')"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT today() >= toDate('2020-01-01')
-- normalized: SELECT today() >= toDate('2020-01-01')
-- columns: "today() >= toDate('2020-01-01')" Bool
-- args: "2020-01-01"
SELECT (today() >= toDate32({p1:String})) AS "today() >= toDate('2020-01-01')"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT 1 + 1, 2 * 3, 10 / 4, 10 % 3, -5
-- normalized: SELECT 1 + 1, 2 * 3, 10 / 4, 10 % 3, -5
-- columns: "1 + 1" Int64, "2 * 3" Int64, "10 / 4" Nullable(Float64), "10 % 3" Nullable(Int64), -5 Int64
-- args: 1, 2, 3, 10, 4, -5
SELECT accurateCast(toInt128({p1:Int64}) + {p1:Int64}, 'Int64') AS "1 + 1", accurateCast(toInt128({p2:Int64}) * {p3:Int64}, 'Int64') AS "2 * 3", (toFloat64({p4:Int64}) / {p5:Int64}) AS "10 / 4", ({p4:Int64} % {p3:Int64}) AS "10 % 3", {p6:Int64} AS "-5"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT plus(1, 2), minus(5, 3), equals(1, 1), greaterOrEquals(3, 2)
-- normalized: SELECT plus(1, 2), minus(5, 3), equals(1, 1), greaterOrEquals(3, 2)
-- columns: "plus(1, 2)" Int64, "minus(5, 3)" Int64, "equals(1, 1)" Bool, "greaterOrEquals(3, 2)" Bool
-- args: 1, 2, 5, 3
SELECT accurateCast(toInt128({p1:Int64}) + {p2:Int64}, 'Int64') AS "plus(1, 2)", accurateCast(toInt128({p3:Int64}) - {p4:Int64}, 'Int64') AS "minus(5, 3)", ({p1:Int64} = {p1:Int64}) AS "equals(1, 1)", ({p4:Int64} >= {p2:Int64}) AS "greaterOrEquals(3, 2)"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   -- count events
--   SELECT count() FROM events
-- normalized: SELECT count() FROM events
-- columns: count() UInt64
-- args: 42
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events /* all of them */
-- normalized: SELECT count() FROM events
-- columns: count() UInt64
-- args: 42
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT event AS e FROM events WHERE (event AS x) = 'signup'
-- normalized: SELECT event AS e FROM events WHERE (event AS x) = 'signup'
-- columns: e String
-- args: 42, "signup"
SELECT "_t1"."event" AS "e"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT toTimeZone(timestamp, 'UTC') FROM events ORDER BY timestamp LIMIT 1
-- normalized: SELECT toTimeZone(timestamp, 'UTC') FROM events ORDER BY timestamp LIMIT 1
-- columns: "toTimeZone(timestamp, 'UTC')" DateTime
-- args: 42
SELECT "_t1"."timestamp" AS "toTimeZone(timestamp, 'UTC')"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 1 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT toUnixTimestamp(timestamp), fromUnixTimestamp(toUnixTimestamp(timestamp)) FROM events ORDER BY timestamp LIMIT 2
-- normalized:
--   SELECT toUnixTimestamp(timestamp), fromUnixTimestamp(toUnixTimestamp(timestamp))
--   FROM events
--   ORDER BY timestamp
--   LIMIT 2
-- columns: toUnixTimestamp(timestamp) Int64, fromUnixTimestamp(toUnixTimestamp(timestamp)) DateTime
-- args: 42
SELECT toInt64(toUnixTimestamp("_t1"."timestamp")) AS "toUnixTimestamp(timestamp)", toDateTime64(toInt64(floor(toInt64(toUnixTimestamp("_t1"."timestamp")))), 6, 'UTC') AS "fromUnixTimestamp(toUnixTimestamp(timestamp))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 2 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT parseDateTimeBestEffort('2026-01-05T10:00:00Z')
-- normalized: SELECT parseDateTimeBestEffort('2026-01-05T10:00:00Z')
-- columns: parseDateTimeBestEffort('2026-01-05T10:00:00Z') DateTime
-- args: "2026-01-05 10:00:00+00:00"
SELECT parseDateTime64BestEffort({p1:String}, 6, 'UTC') AS "parseDateTimeBestEffort('2026-01-05T10:00:00Z')"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT toYYYYMM(timestamp) AS ym, count() FROM events GROUP BY ym ORDER BY ym
-- normalized: SELECT toYYYYMM(timestamp) AS ym, count() FROM events GROUP BY ym ORDER BY ym
-- columns: ym UInt64, count() UInt64
-- args: 42
SELECT toInt64(toYYYYMM("_t1"."timestamp")) AS "ym", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT extract(year FROM timestamp) AS y, count() FROM events GROUP BY y
-- normalized: SELECT toYear(timestamp) AS y, count() FROM events GROUP BY y
-- columns: y Int64, count() UInt64
-- args: 42
SELECT toInt64(toYear("_t1"."timestamp")) AS "y", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT greatest(toFloat(properties.price), 50), least(1, 2) FROM events WHERE event = 'purchase'
-- normalized:
--   SELECT greatest(toFloat(properties.price), 50), least(1, 2)
--   FROM events
--   WHERE event = 'purchase'
-- columns: "greatest(toFloat(properties.price), 50)" Nullable(Float64), "least(1, 2)" Int64
-- args: 50, 1, 2, 42, "purchase"
SELECT if(isNull(if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL)) OR isNull({p1:Int64}), NULL, greatest(if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL), toFloat64({p1:Int64}))) AS "greatest(toFloat(properties.price), 50)", if(isNull({p2:Int64}) OR isNull({p3:Int64}), NULL, least({p2:Int64}, {p3:Int64})) AS "least(1, 2)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p4:Int64}) AND ("_t1"."event" = {p5:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT leftPad(toString(toMonth(timestamp)), 2, '0') FROM events ORDER BY timestamp LIMIT 1
-- normalized:
--   SELECT leftPad(toString(toMonth(timestamp)), 2, '0')
--   FROM events
--   ORDER BY timestamp
--   LIMIT 1
-- columns: "leftPad(toString(toMonth(timestamp)), 2, '0')" String
-- args: 2, "0", 42
SELECT if(lengthUTF8(toString(toInt64(toMonth("_t1"."timestamp")))) >= toUInt64(greatest(least({p1:Int64}, 1048576), 0)), substringUTF8(toString(toInt64(toMonth("_t1"."timestamp"))), 1, toUInt64(greatest(least({p1:Int64}, 1048576), 0))), concat(substringUTF8(repeat(repeat({p2:String}, 1024), intDiv(toUInt64(greatest(least({p1:Int64}, 1048576), 0)), 1024) + 1), 1, toUInt64(greatest(least({p1:Int64}, 1048576), 0)) - lengthUTF8(toString(toInt64(toMonth("_t1"."timestamp"))))), toString(toInt64(toMonth("_t1"."timestamp"))))) AS "leftPad(toString(toMonth(timestamp)), 2, '0')"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p3:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 1 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT startsWith(properties.$current_url, 'https'), endsWith(event, 'view') FROM events ORDER BY timestamp
-- normalized:
--   SELECT startsWith(properties.$current_url, 'https'), endsWith(event, 'view')
--   FROM events
--   ORDER BY timestamp
-- columns: "startsWith(properties.$current_url, 'https')" Nullable(Bool), "endsWith(event, 'view')" Bool
-- args: "https", "view", 42
SELECT (substr("_t1"."mat_current_url", 1, length({p1:String})) = {p1:String}) AS "startsWith(properties.$current_url, 'https')", (length({p2:String}) <= length("_t1"."event") AND substr("_t1"."event", length("_t1"."event") - length({p2:String}) + 1) = {p2:String}) AS "endsWith(event, 'view')"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p3:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT substring(event, 1, 3), position(event, 'e'), trim('  x  '), upper(event) FROM events ORDER BY timestamp
-- normalized:
--   SELECT substring(event, 1, 3), position(event, 'e'), trim('  x  '), upper(event)
--   FROM events
--   ORDER BY timestamp
-- columns:
--   "substring(event, 1, 3)" String
--   "position(event, 'e')" UInt64
--   "trim('  x  ')" String
--   upper(event) String
-- args: 1, 3, "e", "  x  ", 42
SELECT substringUTF8("_t1"."event", {p1:Int64}, {p2:Int64}) AS "substring(event, 1, 3)", positionUTF8("_t1"."event", {p3:String}) AS "position(event, 'e')", trimBoth({p4:String}) AS "trim('  x  ')", upperUTF8("_t1"."event") AS "upper(event)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p5:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT assumeNotNull(properties.$browser) FROM events WHERE properties.$browser IS NOT NULL ORDER BY timestamp
-- normalized:
--   SELECT assumeNotNull(properties.$browser)
--   FROM events
--   WHERE properties.$browser IS NOT NULL
--   ORDER BY timestamp
-- columns: assumeNotNull(properties.$browser) Nullable(String)
-- args: 42
SELECT "_t1"."mat_browser" AS "assumeNotNull(properties.$browser)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."mat_browser" IS NOT NULL))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT isNull(properties.$browser), isNotNull(person_id) FROM events ORDER BY timestamp
-- normalized: SELECT isNull(properties.$browser), isNotNull(person_id) FROM events ORDER BY timestamp
-- columns: isNull(properties.$browser) Bool, isNotNull(person_id) Bool
-- args: 42
SELECT ("_t1"."mat_browser" IS NULL) AS "isNull(properties.$browser)", ("_t2"."uuid" IS NOT NULL) AS "isNotNull(person_id)"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT nullIf(properties.$browser, 'Chrome') FROM events ORDER BY timestamp
-- normalized: SELECT nullIf(properties.$browser, 'Chrome') FROM events ORDER BY timestamp
-- columns: "nullIf(properties.$browser, 'Chrome')" Nullable(String)
-- args: "Chrome", 42
SELECT NULLIF("_t1"."mat_browser", {p1:String}) AS "nullIf(properties.$browser, 'Chrome')"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p2:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT corr(toFloat(properties.$screen_width), toFloat(toHour(timestamp))) FROM events
-- normalized: SELECT corr(toFloat(properties.$screen_width), toFloat(toHour(timestamp))) FROM events
-- columns: "corr(toFloat(properties.$screen_width), toFloat(toHour(timestamp)))" Nullable(Float64)
-- args: 42
SELECT if(isFinite(corr(if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL), toFloat64(toInt64(toHour("_t1"."timestamp"))))), corr(if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL), toFloat64(toInt64(toHour("_t1"."timestamp")))), NULL) AS "_c1"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT stddevPop(toFloat(properties.price)), varSamp(toFloat(properties.price)) FROM events
-- normalized:
--   SELECT stddevPop(toFloat(properties.price)), varSamp(toFloat(properties.price))
--   FROM events
-- columns:
--   stddevPop(toFloat(properties.price)) Nullable(Float64)
--   varSamp(toFloat(properties.price)) Nullable(Float64)
-- args: 42
SELECT if(isFinite(stddevPop(if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL))), stddevPop(if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL)), NULL) AS "stddevPop(toFloat(properties.price))", if(isFinite(varSamp(if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL))), varSamp(if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL)), NULL) AS "varSamp(toFloat(properties.price))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0
