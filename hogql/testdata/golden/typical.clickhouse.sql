-- Golden file of hogql's TestGoldenPrint (hogql/golden_test.go): the statements of hogqltest.Typical,
-- printed for clickhouse with TeamID 42. Regenerate with: go test ./hogql/ -run TestGoldenPrint -update

-- ==== Typical
-- source:
--   SELECT
--       toStartOfDay(timestamp) AS day,
--       properties.$browser AS browser,
--       count() AS pageviews,
--       uniq(distinct_id) AS users
--   FROM events
--   WHERE event = '$pageview'
--       AND timestamp >= '2026-01-01' - INTERVAL 7 DAY
--   GROUP BY day, browser
--   ORDER BY day, pageviews DESC
-- normalized:
--   SELECT toStartOfDay(timestamp) AS day, properties.$browser AS browser, count() AS pageviews, uniq(distinct_id) AS users
--   FROM events
--   WHERE event = '$pageview' AND timestamp >= '2026-01-01' - INTERVAL 7 DAY
--   GROUP BY day, browser
--   ORDER BY day, pageviews DESC
-- columns: day DateTime, browser Nullable(String), pageviews UInt64, users UInt64
-- args: 42, "$pageview", "2026-01-01 00:00:00+00:00", -7
SELECT fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC') AS "day", "_t1"."mat_browser" AS "browser", count(*) AS "pageviews", count(DISTINCT "_t1"."distinct_id") AS "users"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (("_t1"."event" = {p2:String}) AND ("_t1"."timestamp" >= addDays(parseDateTime64BestEffort({p3:String}, 6, 'UTC'), {p4:Int64}))))
GROUP BY 1, 2
ORDER BY 1 NULLS LAST, 3 DESC NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0
