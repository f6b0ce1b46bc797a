-- Golden file of hogql's TestGoldenPrint (hogql/golden_test.go): the statements of hogqltest.Typical,
-- printed for postgres with TeamID 42. Regenerate with: go test ./hogql/ -run TestGoldenPrint -update

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
-- args: "$browser", 42, "$pageview", "2026-01-01 00:00:00+00:00", -7
SELECT date_trunc('day', "_t1"."timestamp") AS "day", ("_t1"."properties" ->> $1::text) AS "browser", COUNT(*) AS "pageviews", COUNT(DISTINCT "_t1"."distinct_id") AS "users"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND (("_t1"."event" = $3::text) AND ("_t1"."timestamp" >= (($4::timestamptz) + ($5::bigint) * INTERVAL '1 day'))))
GROUP BY 1, 2
ORDER BY 1 NULLS LAST, 3 DESC NULLS LAST
LIMIT 101
