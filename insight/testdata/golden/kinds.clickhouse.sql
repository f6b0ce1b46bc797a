-- Golden file of insight's TestGoldenKinds (insight/golden_test.go): the statements of the insight kinds,
-- printed for clickhouse with TeamID 42 and now 2026-11-21T12:00:00Z. Regenerate with: go test ./insight/ -run TestGoldenKinds -update

-- ==== trends: total count per day
-- request:
--   {"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"$pageview"}],"dateRange":{"date_from":"2026-11-01","date_to":"2026-11-07"},"interval":"day"}
-- normalized:
--   SELECT 0 AS series, toStartOfDay(timestamp) AS bucket, count() AS value
--   FROM events
--   WHERE event = '$pageview' AND (timestamp >= toDateTime('2026-11-01 00:00:00') AND timestamp < toDateTime('2026-11-08 00:00:00'))
--   GROUP BY toStartOfDay(timestamp)
--   LIMIT 24
-- columns: series Int64, bucket DateTime, value UInt64
-- args: 0, 42, "$pageview", "2026-11-01 00:00:00+00:00", "2026-11-08 00:00:00+00:00"
SELECT {p1:Int64} AS "series", fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC') AS "bucket", count(*) AS "value"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p2:Int64}) AND (("_t1"."event" = {p3:String}) AND (("_t1"."timestamp" >= parseDateTime64BestEffort({p4:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p5:String}, 6, 'UTC')))))
GROUP BY fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC')
LIMIT 24 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== trends: dau per hour, -2d in New York
-- request:
--   {"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"$pageview","math":"dau"}],"dateRange":{"date_from":"-2d"},"interval":"hour"}
-- timezone: America/New_York
-- normalized:
--   SELECT 0 AS series, toStartOfHour(multiIf(timestamp < toDateTime('2026-11-01 06:00:00'), timestamp + INTERVAL -14400 SECOND, timestamp + INTERVAL -18000 SECOND)) AS bucket, count(DISTINCT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--         FROM persons), person_rest_id, NULL)) + count(DISTINCT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--         FROM persons), NULL, distinct_id)) AS value
--   FROM events
--   WHERE event = '$pageview' AND (timestamp >= toDateTime('2026-11-19 05:00:00') AND timestamp < toDateTime('2026-11-21 13:00:00'))
--   GROUP BY toStartOfHour(multiIf(timestamp < toDateTime('2026-11-01 06:00:00'), timestamp + INTERVAL -14400 SECOND, timestamp + INTERVAL -18000 SECOND))
--   LIMIT 122
-- columns: series Int64, bucket DateTime, value UInt64
-- args:
--   0
--   "2026-11-01 06:00:00+00:00"
--   -14400
--   -18000
--   42
--   "$pageview"
--   "2026-11-19 05:00:00+00:00"
--   "2026-11-21 13:00:00+00:00"
SELECT {p1:Int64} AS "series", fromUnixTimestamp64Micro(toUnixTimestamp64Micro(CASE WHEN ("_t1"."timestamp" < parseDateTime64BestEffort({p2:String}, 6, 'UTC')) THEN addSeconds("_t1"."timestamp", {p3:Int64}) ELSE addSeconds("_t1"."timestamp", {p4:Int64}) END) - positiveModulo(toUnixTimestamp64Micro(CASE WHEN ("_t1"."timestamp" < parseDateTime64BestEffort({p2:String}, 6, 'UTC')) THEN addSeconds("_t1"."timestamp", {p3:Int64}) ELSE addSeconds("_t1"."timestamp", {p4:Int64}) END), toInt64(3600000000)), 'UTC') AS "bucket", (count(DISTINCT CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t2"."id" AS "rest_id"
          FROM (SELECT *
            FROM "persons" FINAL) AS "_t2"
          WHERE ("_t2"."team_id" = {p5:Int64})))) THEN "_t1"."person_id" ELSE NULL END) + count(DISTINCT CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t3"."id" AS "rest_id"
          FROM (SELECT *
            FROM "persons" FINAL) AS "_t3"
          WHERE ("_t3"."team_id" = {p5:Int64})))) THEN NULL ELSE "_t1"."distinct_id" END)) AS "value"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p5:Int64}) AND (("_t1"."event" = {p6:String}) AND (("_t1"."timestamp" >= parseDateTime64BestEffort({p7:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p8:String}, 6, 'UTC')))))
GROUP BY fromUnixTimestamp64Micro(toUnixTimestamp64Micro(CASE WHEN ("_t1"."timestamp" < parseDateTime64BestEffort({p2:String}, 6, 'UTC')) THEN addSeconds("_t1"."timestamp", {p3:Int64}) ELSE addSeconds("_t1"."timestamp", {p4:Int64}) END) - positiveModulo(toUnixTimestamp64Micro(CASE WHEN ("_t1"."timestamp" < parseDateTime64BestEffort({p2:String}, 6, 'UTC')) THEN addSeconds("_t1"."timestamp", {p3:Int64}) ELSE addSeconds("_t1"."timestamp", {p4:Int64}) END), toInt64(3600000000)), 'UTC')
LIMIT 122 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== trends: breakdown with limit, compare to previous
-- request:
--   {"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"$pageview","math":"dau"}],"dateRange":{"date_from":"-7d"},"breakdownFilter":{"breakdown":"$browser","breakdown_limit":3},"compareFilter":{"compare":true}}
-- normalized:
--   SELECT 0 AS series, toStartOfDay(timestamp) AS bucket, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0, count(DISTINCT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--         FROM persons), person_rest_id, NULL)) + count(DISTINCT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--         FROM persons), NULL, distinct_id)) AS value
--   FROM events
--   WHERE event = '$pageview' AND (timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00'))
--   GROUP BY toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')
--   UNION ALL
--   SELECT 1 AS series, toStartOfDay(timestamp) AS bucket, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0, count(DISTINCT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--         FROM persons), person_rest_id, NULL)) + count(DISTINCT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--         FROM persons), NULL, distinct_id)) AS value
--   FROM events
--   WHERE event = '$pageview' AND (timestamp >= toDateTime('2026-11-06 00:00:00') AND timestamp < toDateTime('2026-11-14 00:00:00'))
--   GROUP BY toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')
--   LIMIT 50000
-- columns: series Int64, bucket DateTime, breakdown_0 String, value UInt64
-- args:
--   0
--   ""
--   "$$_posthog_breakdown_null_$$"
--   42
--   "$pageview"
--   "2026-11-14 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
--   1
--   "2026-11-06 00:00:00+00:00"
SELECT *
FROM (SELECT {p1:Int64} AS "series", fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC') AS "bucket", coalesce(NULLIF("_t1"."mat_browser", {p2:String}), {p3:String}) AS "breakdown_0", (count(DISTINCT CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t2"."id" AS "rest_id"
            FROM (SELECT *
              FROM "persons" FINAL) AS "_t2"
            WHERE ("_t2"."team_id" = {p4:Int64})))) THEN "_t1"."person_id" ELSE NULL END) + count(DISTINCT CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t3"."id" AS "rest_id"
            FROM (SELECT *
              FROM "persons" FINAL) AS "_t3"
            WHERE ("_t3"."team_id" = {p4:Int64})))) THEN NULL ELSE "_t1"."distinct_id" END)) AS "value"
  FROM "events" AS "_t1"
  WHERE (("_t1"."team_id" = {p4:Int64}) AND (("_t1"."event" = {p5:String}) AND (("_t1"."timestamp" >= parseDateTime64BestEffort({p6:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p7:String}, 6, 'UTC')))))
  GROUP BY fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC'), coalesce(NULLIF("_t1"."mat_browser", {p2:String}), {p3:String})
  UNION ALL
  SELECT {p8:Int64} AS "series", fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t4"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t4"."timestamp"), toInt64(86400000000)), 'UTC') AS "bucket", coalesce(NULLIF("_t4"."mat_browser", {p2:String}), {p3:String}) AS "breakdown_0", (count(DISTINCT CASE WHEN (("_t4"."person_id" IS NOT NULL) AND ("_t4"."person_id" IN (SELECT "_t5"."id" AS "rest_id"
            FROM (SELECT *
              FROM "persons" FINAL) AS "_t5"
            WHERE ("_t5"."team_id" = {p4:Int64})))) THEN "_t4"."person_id" ELSE NULL END) + count(DISTINCT CASE WHEN (("_t4"."person_id" IS NOT NULL) AND ("_t4"."person_id" IN (SELECT "_t6"."id" AS "rest_id"
            FROM (SELECT *
              FROM "persons" FINAL) AS "_t6"
            WHERE ("_t6"."team_id" = {p4:Int64})))) THEN NULL ELSE "_t4"."distinct_id" END)) AS "value"
  FROM "events" AS "_t4"
  WHERE (("_t4"."team_id" = {p4:Int64}) AND (("_t4"."event" = {p5:String}) AND (("_t4"."timestamp" >= parseDateTime64BestEffort({p9:String}, 6, 'UTC')) AND ("_t4"."timestamp" < parseDateTime64BestEffort({p6:String}, 6, 'UTC')))))
  GROUP BY fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t4"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t4"."timestamp"), toInt64(86400000000)), 'UTC'), coalesce(NULLIF("_t4"."mat_browser", {p2:String}), {p3:String})) AS "_o1"
LIMIT 50000 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== trends: property math, two series, formula, filters
-- request:
--   {"kind":"TrendsQuery","interval":"week","series":[{"kind":"EventsNode","event":"purchase","math":"sum","math_property":"price"},{"kind":"EventsNode","event":"purchase","math":"p90","math_property":"price"}],"trendsFilter":{"formula":"A / 2 + B"},"properties":{"type":"OR","values":[{"type":"AND","values":[{"type":"event","key":"$browser","operator":"exact","value":["Chrome","Safari"]},{"type":"person","key":"email","operator":"icontains","value":"@example.com"}]}]},"filterTestAccounts":true}
-- normalized:
--   SELECT 0 AS series, toStartOfWeek(timestamp) AS bucket, ifNull(toFloat(sum(toFloat(properties['price']))), 0) AS value
--   FROM events
--   WHERE event = 'purchase' AND (timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00')) AND ((toString(properties['$browser']) = 'Chrome' OR toString(properties['$browser']) = 'Safari') AND toString(person.properties['email']) ILIKE '%@example.com%')
--   GROUP BY toStartOfWeek(timestamp)
--   UNION ALL
--   SELECT 1 AS series, bucket AS bucket, sum(if(rn - 1 = floor((n - 1) * 0.9), v * (1 - ((n - 1) * 0.9 - floor((n - 1) * 0.9))), 0) + if(rn - 1 = floor((n - 1) * 0.9) + 1, v * ((n - 1) * 0.9 - floor((n - 1) * 0.9)), 0)) AS value
--   FROM (SELECT v AS v, row_number() OVER (PARTITION BY bucket
--       ORDER BY v) AS rn, count() OVER (PARTITION BY bucket) AS n, bucket AS bucket
--     FROM (SELECT toFloat(properties['price']) AS v, toStartOfWeek(timestamp) AS bucket
--       FROM events
--       WHERE timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = 'purchase' AND ((toString(properties['$browser']) = 'Chrome' OR toString(properties['$browser']) = 'Safari') AND toString(person.properties['email']) ILIKE '%@example.com%') AND toFloat(properties['price']) IS NOT NULL) AS vals) AS ranked
--   GROUP BY bucket
--   LIMIT 18
-- columns: series Int64, bucket Date, value Nullable(Float64)
-- args:
--   0
--   42
--   "purchase"
--   "2026-11-14 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
--   "Chrome"
--   "Safari"
--   "%@example.com%"
--   1
--   0.9
SELECT *
FROM (SELECT {p1:Int64} AS "series", toStartOfWeek("_t1"."timestamp", 0) AS "bucket", coalesce(sumOrNull(if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL)), toFloat64({p1:Int64})) AS "value"
  FROM "events" AS "_t1"
  LEFT JOIN (SELECT *
    FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p2:Int64}))
  WHERE (("_t1"."team_id" = {p2:Int64}) AND ((("_t1"."event" = {p3:String}) AND (("_t1"."timestamp" >= parseDateTime64BestEffort({p4:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p5:String}, 6, 'UTC')))) AND ((("_t1"."mat_browser" = {p6:String}) OR ("_t1"."mat_browser" = {p7:String})) AND (multiIf(JSONType("_t2"."properties", 'email') = 'String', JSONExtractString("_t2"."properties", 'email'), JSONType("_t2"."properties", 'email') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'email')) ILIKE {p8:String}))))
  GROUP BY toStartOfWeek("_t1"."timestamp", 0)
  UNION ALL
  SELECT {p9:Int64} AS "series", "_t6"."bucket" AS "bucket", sumOrNull((CASE WHEN (("_t6"."rn" - {p9:Int64}) = floor((("_t6"."n" - {p9:Int64}) * {p10:Float64}))) THEN ("_t6"."v" * ({p9:Int64} - ((("_t6"."n" - {p9:Int64}) * {p10:Float64}) - floor((("_t6"."n" - {p9:Int64}) * {p10:Float64}))))) ELSE toFloat64({p1:Int64}) END + CASE WHEN (("_t6"."rn" - {p9:Int64}) = (floor((("_t6"."n" - {p9:Int64}) * {p10:Float64})) + {p9:Int64})) THEN ("_t6"."v" * ((("_t6"."n" - {p9:Int64}) * {p10:Float64}) - floor((("_t6"."n" - {p9:Int64}) * {p10:Float64})))) ELSE toFloat64({p1:Int64}) END)) AS "value"
  FROM (SELECT "_t5"."v" AS "v", row_number() OVER (PARTITION BY "_t5"."bucket"
      ORDER BY "_t5"."v" NULLS LAST) AS "rn", count(*) OVER (PARTITION BY "_t5"."bucket") AS "n", "_t5"."bucket" AS "bucket"
    FROM (SELECT if(match(multiIf(JSONType("_t3"."properties", 'price') = 'String', JSONExtractString("_t3"."properties", 'price'), JSONType("_t3"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t3"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t3"."properties", 'price') = 'String', JSONExtractString("_t3"."properties", 'price'), JSONType("_t3"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t3"."properties", 'price')))), NULL) AS "v", toStartOfWeek("_t3"."timestamp", 0) AS "bucket"
      FROM "events" AS "_t3"
      LEFT JOIN (SELECT *
        FROM "persons" FINAL) AS "_t4" ON (("_t4"."id" = "_t3"."person_id") AND ("_t4"."team_id" = {p2:Int64}))
      WHERE (("_t3"."team_id" = {p2:Int64}) AND ((((("_t3"."timestamp" >= parseDateTime64BestEffort({p4:String}, 6, 'UTC')) AND ("_t3"."timestamp" < parseDateTime64BestEffort({p5:String}, 6, 'UTC'))) AND ("_t3"."event" = {p3:String})) AND ((("_t3"."mat_browser" = {p6:String}) OR ("_t3"."mat_browser" = {p7:String})) AND (multiIf(JSONType("_t4"."properties", 'email') = 'String', JSONExtractString("_t4"."properties", 'email'), JSONType("_t4"."properties", 'email') = 'Null', NULL, JSONExtractRaw("_t4"."properties", 'email')) ILIKE {p8:String}))) AND (if(match(multiIf(JSONType("_t3"."properties", 'price') = 'String', JSONExtractString("_t3"."properties", 'price'), JSONType("_t3"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t3"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t3"."properties", 'price') = 'String', JSONExtractString("_t3"."properties", 'price'), JSONType("_t3"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t3"."properties", 'price')))), NULL) IS NOT NULL)))) AS "_t5") AS "_t6"
  GROUP BY 2) AS "_o1"
LIMIT 18 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== trends: weekly active, month interval, multiple breakdowns
-- request:
--   {"kind":"TrendsQuery","interval":"month","dateRange":{"date_from":"-90d"},"series":[{"kind":"EventsNode","event":null,"math":"weekly_active"}],"breakdownFilter":{"breakdowns":[{"property":"$browser","type":"event"},{"property":"plan","type":"person"}]}}
-- normalized:
--   SELECT 0 AS series, toStartOfMonth(timestamp) AS bucket, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0, ifNull(nullIf(toString(person.properties['plan']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_1, count(DISTINCT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--         FROM persons), person_rest_id, NULL)) + count(DISTINCT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--         FROM persons), NULL, distinct_id)) AS value
--   FROM events
--   WHERE timestamp >= toDateTime('2026-08-01 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00')
--   GROUP BY toStartOfMonth(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$'), ifNull(nullIf(toString(person.properties['plan']), ''), '$$_posthog_breakdown_null_$$')
--   LIMIT 50000
-- columns: series Int64, bucket Date, breakdown_0 String, breakdown_1 String, value UInt64
-- args:
--   0
--   ""
--   "$$_posthog_breakdown_null_$$"
--   42
--   "2026-08-01 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
SELECT {p1:Int64} AS "series", toStartOfMonth("_t1"."timestamp") AS "bucket", coalesce(NULLIF("_t1"."mat_browser", {p2:String}), {p3:String}) AS "breakdown_0", coalesce(NULLIF(multiIf(JSONType("_t2"."properties", 'plan') = 'String', JSONExtractString("_t2"."properties", 'plan'), JSONType("_t2"."properties", 'plan') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'plan')), {p2:String}), {p3:String}) AS "breakdown_1", (count(DISTINCT CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t3"."id" AS "rest_id"
          FROM (SELECT *
            FROM "persons" FINAL) AS "_t3"
          WHERE ("_t3"."team_id" = {p4:Int64})))) THEN "_t1"."person_id" ELSE NULL END) + count(DISTINCT CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t4"."id" AS "rest_id"
          FROM (SELECT *
            FROM "persons" FINAL) AS "_t4"
          WHERE ("_t4"."team_id" = {p4:Int64})))) THEN NULL ELSE "_t1"."distinct_id" END)) AS "value"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p4:Int64}))
WHERE (("_t1"."team_id" = {p4:Int64}) AND (("_t1"."timestamp" >= parseDateTime64BestEffort({p5:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p6:String}, 6, 'UTC'))))
GROUP BY toStartOfMonth("_t1"."timestamp"), coalesce(NULLIF("_t1"."mat_browser", {p2:String}), {p3:String}), coalesce(NULLIF(multiIf(JSONType("_t2"."properties", 'plan') = 'String', JSONExtractString("_t2"."properties", 'plan'), JSONType("_t2"."properties", 'plan') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'plan')), {p2:String}), {p3:String})
LIMIT 50000 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== trends: monthly active per day, breakdown
-- request:
--   {"kind":"TrendsQuery","interval":"day","dateRange":{"date_from":"-7d"},"series":[{"kind":"EventsNode","event":"$pageview","math":"monthly_active"}],"breakdownFilter":{"breakdown":"$browser"}}
-- normalized:
--   SELECT 0 AS series, bucket AS bucket, breakdown_0 AS breakdown_0, count(DISTINCT actor) AS value
--   FROM (SELECT actor AS actor, day + INTERVAL shift DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--           FROM persons), toString(person_rest_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY actor, toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     ARRAY JOIN range(30) AS shift) AS shifted
--   WHERE bucket >= toDateTime('2026-11-14 00:00:00') AND bucket <= toDateTime('2026-11-21 23:59:59')
--   GROUP BY bucket, breakdown_0
--   LIMIT 50000
-- columns: series Int64, bucket DateTime, breakdown_0 String, value UInt64
-- args:
--   0
--   42
--   "distinct:"
--   ""
--   "$$_posthog_breakdown_null_$$"
--   "2026-10-16 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
--   "$pageview"
--   30
--   "2026-11-14 00:00:00+00:00"
--   "2026-11-21 23:59:59+00:00"
SELECT {p1:Int64} AS "series", "_t5"."bucket" AS "bucket", "_t5"."breakdown_0" AS "breakdown_0", count(DISTINCT "_t5"."actor") AS "value"
FROM (SELECT "_t3"."actor" AS "actor", addDays("_t3"."day", "_t4") AS "bucket", "_t3"."breakdown_0" AS "breakdown_0"
  FROM (SELECT CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t2"."id" AS "rest_id"
          FROM (SELECT *
            FROM "persons" FINAL) AS "_t2"
          WHERE ("_t2"."team_id" = {p2:Int64})))) THEN toString("_t1"."person_id") ELSE concat(ifNull({p3:String}, ''), ifNull("_t1"."distinct_id", ''), '') END AS "actor", fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC') AS "day", coalesce(NULLIF("_t1"."mat_browser", {p4:String}), {p5:String}) AS "breakdown_0"
    FROM "events" AS "_t1"
    WHERE (("_t1"."team_id" = {p2:Int64}) AND ((("_t1"."timestamp" >= parseDateTime64BestEffort({p6:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p7:String}, 6, 'UTC'))) AND ("_t1"."event" = {p8:String})))
    GROUP BY 1, fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC'), coalesce(NULLIF("_t1"."mat_browser", {p4:String}), {p5:String})) AS "_t3"
  ARRAY JOIN arrayMap(x -> toInt64(x), range(greatest({p1:Int64}, 0), least({p9:Int64}, 100000))) AS "_t4") AS "_t5"
WHERE (("_t5"."bucket" >= parseDateTime64BestEffort({p10:String}, 6, 'UTC')) AND ("_t5"."bucket" <= parseDateTime64BestEffort({p11:String}, 6, 'UTC')))
GROUP BY 2, 3
LIMIT 50000 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== trends: cumulative dau
-- request:
--   {"kind":"TrendsQuery","interval":"day","dateRange":{"date_from":"-7d"},"series":[{"kind":"EventsNode","event":"$pageview","math":"dau"}],"trendsFilter":{"display":"ActionsLineGraphCumulative"}}
-- normalized:
--   SELECT 0 AS series, toStartOfDay(first_seen) AS bucket, count() AS value
--   FROM (SELECT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--         FROM persons), toString(person_rest_id), concat('distinct:', distinct_id)) AS actor, min(timestamp) AS first_seen
--     FROM events
--     WHERE event = '$pageview' AND (timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00'))
--     GROUP BY actor) AS first
--   GROUP BY toStartOfDay(first_seen)
--   LIMIT 26
-- columns: series Int64, bucket Nullable(DateTime), value UInt64
-- args: 0, 42, "distinct:", "$pageview", "2026-11-14 00:00:00+00:00", "2026-11-22 00:00:00+00:00"
SELECT {p1:Int64} AS "series", fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t3"."first_seen") - positiveModulo(toUnixTimestamp64Micro("_t3"."first_seen"), toInt64(86400000000)), 'UTC') AS "bucket", count(*) AS "value"
FROM (SELECT CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t2"."id" AS "rest_id"
        FROM (SELECT *
          FROM "persons" FINAL) AS "_t2"
        WHERE ("_t2"."team_id" = {p2:Int64})))) THEN toString("_t1"."person_id") ELSE concat(ifNull({p3:String}, ''), ifNull("_t1"."distinct_id", ''), '') END AS "actor", minOrNull("_t1"."timestamp") AS "first_seen"
  FROM "events" AS "_t1"
  WHERE (("_t1"."team_id" = {p2:Int64}) AND (("_t1"."event" = {p4:String}) AND (("_t1"."timestamp" >= parseDateTime64BestEffort({p5:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p6:String}, 6, 'UTC')))))
  GROUP BY 1) AS "_t3"
GROUP BY fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t3"."first_seen") - positiveModulo(toUnixTimestamp64Micro("_t3"."first_seen"), toInt64(86400000000)), 'UTC')
LIMIT 26 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== funnels: three steps, one hour window
-- request:
--   {"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"$pageview"},{"kind":"EventsNode","event":"signup"},{"kind":"EventsNode","event":"purchase"}],"dateRange":{"date_from":"-30d"},"funnelsFilter":{"funnelWindowInterval":1,"funnelWindowIntervalUnit":"hour"}}
-- normalized:
--   SELECT countIf(reached >= 0) AS count_0, countIf(reached >= 1) AS count_1, arrayStringConcat(groupArrayIf(key_1 - key_1 % 8 - (key_0 - key_0 % 8), reached >= 1), ',') AS conv_1, countIf(reached >= 2) AS count_2, arrayStringConcat(groupArrayIf(key_2 - key_2 % 8 - (key_1 - key_1 % 8), reached >= 2), ',') AS conv_2
--   FROM (SELECT reached AS reached, arrayElement(ev, start) AS key_0, arrayElement(d_1_1, start) AS key_1, arrayElement(d_1_2, start) AS key_2
--     FROM (SELECT actor AS actor, ev AS ev, d_2_1 AS d_2_1, d_1_1 AS d_1_1, d_1_2 AS d_1_2, reached AS reached, score AS score, indexOf(score, reached) AS start
--       FROM (SELECT actor AS actor, ev AS ev, d_2_1 AS d_2_1, d_1_1 AS d_1_1, d_1_2 AS d_1_2, score AS score, arrayMax(score) AS reached
--         FROM (SELECT actor AS actor, ev AS ev, d_2_1 AS d_2_1, d_1_1 AS d_1_1, d_1_2 AS d_1_2, arrayMap((e, d1, d2) -> if(e % 2 >= 1, multiIf(d2 < e - e % 8 + 28800000000 + 8, 2, d1 < e - e % 8 + 28800000000 + 8, 1, 0), -1), ev, d_1_1, d_1_2) AS score
--           FROM (SELECT actor AS actor, ev AS ev, d_2_1 AS d_2_1, arrayConcat(arraySlice(arrayReverseFill(y -> y < 4611686018427387904, arrayMap(e -> if(e % 4 >= 2, e, 4611686018427387904), ev)), 2), [4611686018427387904]) AS d_1_1, arrayConcat(arraySlice(arrayReverseFill(y -> y != 4611686018427387905, arrayMap((e, c) -> if(e % 4 >= 2, c, 4611686018427387905), ev, d_2_1)), 2), [4611686018427387904]) AS d_1_2
--             FROM (SELECT actor AS actor, ev AS ev, arrayConcat(arraySlice(arrayReverseFill(y -> y < 4611686018427387904, arrayMap(e -> if(e % 8 >= 4, e, 4611686018427387904), ev)), 2), [4611686018427387904]) AS d_2_1
--               FROM (SELECT actor AS actor, arraySort(groupArray((ifNull(toUnixTimestamp64Micro(timestamp), 0) + 2208988800000000) * 8 + step_0 * 1 + step_1 * 2 + step_2 * 4)) AS ev
--                 FROM (SELECT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--                       FROM persons), toString(person_rest_id), concat('distinct:', distinct_id)) AS actor, timestamp AS timestamp, if(event = '$pageview', 1, 0) AS step_0, if(event = 'signup', 1, 0) AS step_1, if(event = 'purchase', 1, 0) AS step_2
--                   FROM events
--                   WHERE timestamp >= toDateTime('2026-10-22 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND (event = '$pageview' OR event = 'signup' OR event = 'purchase'))
--                 GROUP BY actor)))))
--       WHERE reached >= 0))
--   LIMIT 1000001
-- columns: count_0 UInt64, count_1 UInt64, conv_1 String, count_2 UInt64, conv_2 String
-- args:
--   0
--   1
--   8
--   ","
--   2
--   28800000000
--   -1
--   4611686018427387904
--   4
--   4611686018427387905
--   2208988800000000
--   42
--   "distinct:"
--   "$pageview"
--   "signup"
--   "purchase"
--   "2026-10-22 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
SELECT count(*) FILTER (WHERE ("_t20"."reached" >= {p1:Int64})) AS "count_0", count(*) FILTER (WHERE ("_t20"."reached" >= {p2:Int64})) AS "count_1", arrayStringConcat(groupArray((("_t20"."key_1" - ("_t20"."key_1" % {p3:Int64})) - ("_t20"."key_0" - ("_t20"."key_0" % {p3:Int64})))) FILTER (WHERE ("_t20"."reached" >= {p2:Int64})), {p4:String}) AS "conv_1", count(*) FILTER (WHERE ("_t20"."reached" >= {p5:Int64})) AS "count_2", arrayStringConcat(groupArray((("_t20"."key_2" - ("_t20"."key_2" % {p3:Int64})) - ("_t20"."key_1" - ("_t20"."key_1" % {p3:Int64})))) FILTER (WHERE ("_t20"."reached" >= {p5:Int64})), {p4:String}) AS "conv_2"
FROM (SELECT "_t19"."reached" AS "reached", arrayElementOrNull("_t19"."ev", "_t19"."start") AS "key_0", arrayElementOrNull("_t19"."d_1_1", "_t19"."start") AS "key_1", arrayElementOrNull("_t19"."d_1_2", "_t19"."start") AS "key_2"
  FROM (SELECT "_t18"."actor" AS "actor", "_t18"."ev" AS "ev", "_t18"."d_2_1" AS "d_2_1", "_t18"."d_1_1" AS "d_1_1", "_t18"."d_1_2" AS "d_1_2", "_t18"."reached" AS "reached", "_t18"."score" AS "score", toInt64(indexOf("_t18"."score", "_t18"."reached")) AS "start"
    FROM (SELECT "_t17"."actor" AS "actor", "_t17"."ev" AS "ev", "_t17"."d_2_1" AS "d_2_1", "_t17"."d_1_1" AS "d_1_1", "_t17"."d_1_2" AS "d_1_2", "_t17"."score" AS "score", if(empty("_t17"."score"), 0, arrayMax("_t17"."score")) AS "reached"
      FROM (SELECT "_t13"."actor" AS "actor", "_t13"."ev" AS "ev", "_t13"."d_2_1" AS "d_2_1", "_t13"."d_1_1" AS "d_1_1", "_t13"."d_1_2" AS "d_1_2", arrayMap(("_t14", "_t15", "_t16") -> CASE WHEN (("_t14" % {p5:Int64}) >= {p2:Int64}) THEN CASE WHEN ("_t16" < ((("_t14" - ("_t14" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN {p5:Int64} WHEN ("_t15" < ((("_t14" - ("_t14" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN {p2:Int64} ELSE {p1:Int64} END ELSE {p7:Int64} END, "_t13"."ev", "_t13"."d_1_1", "_t13"."d_1_2") AS "score"
        FROM (SELECT "_t7"."actor" AS "actor", "_t7"."ev" AS "ev", "_t7"."d_2_1" AS "d_2_1", arrayConcat(arraySlice(arrayReverseFill(("_t9") -> ifNull(("_t9" < {p8:Int64}), false), arrayMap(("_t8") -> CASE WHEN (("_t8" % {p9:Int64}) >= {p5:Int64}) THEN "_t8" ELSE {p8:Int64} END, "_t7"."ev")), {p5:Int64}), [{p8:Int64}]) AS "d_1_1", arrayConcat(arraySlice(arrayReverseFill(("_t12") -> ifNull(("_t12" <> {p10:Int64}), false), arrayMap(("_t10", "_t11") -> CASE WHEN (("_t10" % {p9:Int64}) >= {p5:Int64}) THEN "_t11" ELSE {p10:Int64} END, "_t7"."ev", "_t7"."d_2_1")), {p5:Int64}), [{p8:Int64}]) AS "d_1_2"
          FROM (SELECT "_t4"."actor" AS "actor", "_t4"."ev" AS "ev", arrayConcat(arraySlice(arrayReverseFill(("_t6") -> ifNull(("_t6" < {p8:Int64}), false), arrayMap(("_t5") -> CASE WHEN (("_t5" % {p3:Int64}) >= {p9:Int64}) THEN "_t5" ELSE {p8:Int64} END, "_t4"."ev")), {p5:Int64}), [{p8:Int64}]) AS "d_2_1"
            FROM (SELECT "_t3"."actor" AS "actor", arraySort(groupArray((((((coalesce(toUnixTimestamp64Micro("_t3"."timestamp"), {p1:Int64}) + {p11:Int64}) * {p3:Int64}) + ("_t3"."step_0" * {p2:Int64})) + ("_t3"."step_1" * {p5:Int64})) + ("_t3"."step_2" * {p9:Int64})))) AS "ev"
              FROM (SELECT CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t2"."id" AS "rest_id"
                      FROM (SELECT *
                        FROM "persons" FINAL) AS "_t2"
                      WHERE ("_t2"."team_id" = {p12:Int64})))) THEN toString("_t1"."person_id") ELSE concat(ifNull({p13:String}, ''), ifNull("_t1"."distinct_id", ''), '') END AS "actor", "_t1"."timestamp" AS "timestamp", CASE WHEN ("_t1"."event" = {p14:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "step_0", CASE WHEN ("_t1"."event" = {p15:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "step_1", CASE WHEN ("_t1"."event" = {p16:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "step_2"
                FROM "events" AS "_t1"
                WHERE (("_t1"."team_id" = {p12:Int64}) AND ((("_t1"."timestamp" >= parseDateTime64BestEffort({p17:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p18:String}, 6, 'UTC'))) AND ((("_t1"."event" = {p14:String}) OR ("_t1"."event" = {p15:String})) OR ("_t1"."event" = {p16:String}))))) AS "_t3"
              GROUP BY 1) AS "_t4") AS "_t7") AS "_t13") AS "_t17") AS "_t18"
    WHERE ("_t18"."reached" >= {p1:Int64})) AS "_t19") AS "_t20"
LIMIT 1000001 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== funnels: strict order, exclusion, breakdown
-- request:
--   {"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"}],"funnelsFilter":{"funnelOrderType":"strict","exclusions":[{"kind":"EventsNode","event":"c","funnelFromStep":0,"funnelToStep":1}]},"breakdownFilter":{"breakdown":"$browser"}}
-- normalized:
--   SELECT breakdown_0 AS breakdown_0, countIf(reached >= 0) AS count_0, countIf(reached >= 1) AS count_1, arrayStringConcat(groupArrayIf(key_1 - key_1 % 8 - (key_0 - key_0 % 8), reached >= 1), ',') AS conv_1
--   FROM (SELECT tupleElement(arrayElement(bds, indexOf(raw, arrayFirst(x -> x % 4 >= 2, ev))), 1) AS breakdown_0, reached AS reached, arrayElement(ev, start) AS key_0, arrayElement(d_1_1, start) AS key_1
--     FROM (SELECT actor AS actor, ev AS ev, raw AS raw, bds AS bds, ux_0 AS ux_0, d_1_1 AS d_1_1, reached AS reached, score AS score, indexOf(score, reached) AS start
--       FROM (SELECT actor AS actor, ev AS ev, raw AS raw, bds AS bds, ux_0 AS ux_0, d_1_1 AS d_1_1, score AS score, arrayMax(score) AS reached
--         FROM (SELECT actor AS actor, ev AS ev, raw AS raw, bds AS bds, ux_0 AS ux_0, d_1_1 AS d_1_1, arrayMap((e, d1, x0) -> if(e % 4 >= 2 AND NOT (multiIf(d1 < e - e % 8 + 9676800000000 + 8, 1, 0) >= 0 AND x0 < if(multiIf(d1 < e - e % 8 + 9676800000000 + 8, 1, 0) >= 1, d1 - d1 % 8, e - e % 8 + 9676800000000)), multiIf(d1 < e - e % 8 + 9676800000000 + 8, 1, 0), -1), ev, d_1_1, ux_0) AS score
--           FROM (SELECT actor AS actor, ev AS ev, raw AS raw, bds AS bds, ux_0 AS ux_0, arrayConcat(arraySlice(arrayMap(e -> if(e % 8 >= 4, e, 4611686018427387904), ev), 2), [4611686018427387904]) AS d_1_1
--             FROM (SELECT actor AS actor, ev AS ev, raw AS raw, bds AS bds, arraySlice(arrayReverseFill(y -> y >= 0, arrayConcat(arrayMap((a, x, p) -> if(x - x % 8 = p - p % 8, -1, a), arrayReverseFill(y -> y < 4611686018427387904, arrayMap(x -> if(x % 2 >= 1, x, 4611686018427387904), ev)), ev, arrayConcat([-8], arraySlice(ev, 1, length(ev) - 1))), [4611686018427387904])), 2) AS ux_0
--               FROM (SELECT actor AS actor, arraySort(groupArray((ifNull(toUnixTimestamp64Micro(timestamp), 0) + 2208988800000000) * 8 + exclusion_0 * 1 + step_0 * 2 + step_1 * 4)) AS ev, groupArray((ifNull(toUnixTimestamp64Micro(timestamp), 0) + 2208988800000000) * 8 + exclusion_0 * 1 + step_0 * 2 + step_1 * 4) AS raw, groupArray(tuple(breakdown_0)) AS bds
--                 FROM (SELECT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--                       FROM persons), toString(person_rest_id), concat('distinct:', distinct_id)) AS actor, timestamp AS timestamp, if(event = 'a', 1, 0) AS step_0, if(event = 'b', 1, 0) AS step_1, if(event = 'c', 1, 0) AS exclusion_0, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--                   FROM events
--                   WHERE timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00'))
--                 GROUP BY actor)))))
--       WHERE reached >= 0))
--   GROUP BY breakdown_0
--   LIMIT 1000001
-- columns: breakdown_0 Nullable(String), count_0 UInt64, count_1 UInt64, conv_1 String
-- args:
--   0
--   1
--   8
--   ","
--   4
--   2
--   9676800000000
--   -1
--   4611686018427387904
--   -8
--   2208988800000000
--   42
--   "distinct:"
--   "a"
--   "b"
--   "c"
--   ""
--   "$$_posthog_breakdown_null_$$"
--   "2026-11-14 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
SELECT "_t21"."breakdown_0" AS "breakdown_0", count(*) FILTER (WHERE ("_t21"."reached" >= {p1:Int64})) AS "count_0", count(*) FILTER (WHERE ("_t21"."reached" >= {p2:Int64})) AS "count_1", arrayStringConcat(groupArray((("_t21"."key_1" - ("_t21"."key_1" % {p3:Int64})) - ("_t21"."key_0" - ("_t21"."key_0" % {p3:Int64})))) FILTER (WHERE ("_t21"."reached" >= {p2:Int64})), {p4:String}) AS "conv_1"
FROM (SELECT tupleElement(arrayElementOrNull("_t19"."bds", toInt64(indexOf("_t19"."raw", arrayFirstOrNull(("_t20") -> (("_t20" % {p5:Int64}) >= {p6:Int64}), "_t19"."ev")))), 1) AS "breakdown_0", "_t19"."reached" AS "reached", arrayElementOrNull("_t19"."ev", "_t19"."start") AS "key_0", arrayElementOrNull("_t19"."d_1_1", "_t19"."start") AS "key_1"
  FROM (SELECT "_t18"."actor" AS "actor", "_t18"."ev" AS "ev", "_t18"."raw" AS "raw", "_t18"."bds" AS "bds", "_t18"."ux_0" AS "ux_0", "_t18"."d_1_1" AS "d_1_1", "_t18"."reached" AS "reached", "_t18"."score" AS "score", toInt64(indexOf("_t18"."score", "_t18"."reached")) AS "start"
    FROM (SELECT "_t17"."actor" AS "actor", "_t17"."ev" AS "ev", "_t17"."raw" AS "raw", "_t17"."bds" AS "bds", "_t17"."ux_0" AS "ux_0", "_t17"."d_1_1" AS "d_1_1", "_t17"."score" AS "score", if(empty("_t17"."score"), 0, arrayMax("_t17"."score")) AS "reached"
      FROM (SELECT "_t13"."actor" AS "actor", "_t13"."ev" AS "ev", "_t13"."raw" AS "raw", "_t13"."bds" AS "bds", "_t13"."ux_0" AS "ux_0", "_t13"."d_1_1" AS "d_1_1", arrayMap(("_t14", "_t15", "_t16") -> CASE WHEN ((("_t14" % {p5:Int64}) >= {p6:Int64}) AND (NOT ((CASE WHEN ("_t15" < ((("_t14" - ("_t14" % {p3:Int64})) + {p7:Int64}) + {p3:Int64})) THEN {p2:Int64} ELSE {p1:Int64} END >= {p1:Int64}) AND ("_t16" < CASE WHEN (CASE WHEN ("_t15" < ((("_t14" - ("_t14" % {p3:Int64})) + {p7:Int64}) + {p3:Int64})) THEN {p2:Int64} ELSE {p1:Int64} END >= {p2:Int64}) THEN ("_t15" - ("_t15" % {p3:Int64})) ELSE (("_t14" - ("_t14" % {p3:Int64})) + {p7:Int64}) END)))) THEN CASE WHEN ("_t15" < ((("_t14" - ("_t14" % {p3:Int64})) + {p7:Int64}) + {p3:Int64})) THEN {p2:Int64} ELSE {p1:Int64} END ELSE {p8:Int64} END, "_t13"."ev", "_t13"."d_1_1", "_t13"."ux_0") AS "score"
        FROM (SELECT "_t11"."actor" AS "actor", "_t11"."ev" AS "ev", "_t11"."raw" AS "raw", "_t11"."bds" AS "bds", "_t11"."ux_0" AS "ux_0", arrayConcat(arraySlice(arrayMap(("_t12") -> CASE WHEN (("_t12" % {p3:Int64}) >= {p5:Int64}) THEN "_t12" ELSE {p9:Int64} END, "_t11"."ev"), {p6:Int64}), [{p9:Int64}]) AS "d_1_1"
          FROM (SELECT "_t4"."actor" AS "actor", "_t4"."ev" AS "ev", "_t4"."raw" AS "raw", "_t4"."bds" AS "bds", arraySlice(arrayReverseFill(("_t10") -> ifNull(("_t10" >= {p1:Int64}), false), arrayConcat(arrayMap(("_t7", "_t8", "_t9") -> CASE WHEN (("_t8" - ("_t8" % {p3:Int64})) = ("_t9" - ("_t9" % {p3:Int64}))) THEN {p8:Int64} ELSE "_t7" END, arrayReverseFill(("_t6") -> ifNull(("_t6" < {p9:Int64}), false), arrayMap(("_t5") -> CASE WHEN (("_t5" % {p6:Int64}) >= {p2:Int64}) THEN "_t5" ELSE {p9:Int64} END, "_t4"."ev")), "_t4"."ev", arrayConcat([{p10:Int64}], arraySlice("_t4"."ev", {p2:Int64}, (length("_t4"."ev") - {p2:Int64})))), [{p9:Int64}])), {p6:Int64}) AS "ux_0"
            FROM (SELECT "_t3"."actor" AS "actor", arraySort(groupArray((((((coalesce(toUnixTimestamp64Micro("_t3"."timestamp"), {p1:Int64}) + {p11:Int64}) * {p3:Int64}) + ("_t3"."exclusion_0" * {p2:Int64})) + ("_t3"."step_0" * {p6:Int64})) + ("_t3"."step_1" * {p5:Int64})))) AS "ev", groupArray((((((coalesce(toUnixTimestamp64Micro("_t3"."timestamp"), {p1:Int64}) + {p11:Int64}) * {p3:Int64}) + ("_t3"."exclusion_0" * {p2:Int64})) + ("_t3"."step_0" * {p6:Int64})) + ("_t3"."step_1" * {p5:Int64}))) AS "raw", groupArray(tuple("_t3"."breakdown_0")) AS "bds"
              FROM (SELECT CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t2"."id" AS "rest_id"
                      FROM (SELECT *
                        FROM "persons" FINAL) AS "_t2"
                      WHERE ("_t2"."team_id" = {p12:Int64})))) THEN toString("_t1"."person_id") ELSE concat(ifNull({p13:String}, ''), ifNull("_t1"."distinct_id", ''), '') END AS "actor", "_t1"."timestamp" AS "timestamp", CASE WHEN ("_t1"."event" = {p14:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "step_0", CASE WHEN ("_t1"."event" = {p15:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "step_1", CASE WHEN ("_t1"."event" = {p16:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "exclusion_0", coalesce(NULLIF("_t1"."mat_browser", {p17:String}), {p18:String}) AS "breakdown_0"
                FROM "events" AS "_t1"
                WHERE (("_t1"."team_id" = {p12:Int64}) AND (("_t1"."timestamp" >= parseDateTime64BestEffort({p19:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p20:String}, 6, 'UTC'))))) AS "_t3"
              GROUP BY 1) AS "_t4") AS "_t11") AS "_t13") AS "_t17") AS "_t18"
    WHERE ("_t18"."reached" >= {p1:Int64})) AS "_t19") AS "_t21"
GROUP BY 1
LIMIT 1000001 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== funnels: unordered, exclusion, breakdown
-- request:
--   {"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"},{"kind":"EventsNode","event":"c"}],"funnelsFilter":{"funnelOrderType":"unordered","exclusions":[{"kind":"EventsNode","event":"d","funnelFromStep":1,"funnelToStep":2}]},"breakdownFilter":{"breakdown":"$browser"}}
-- normalized:
--   SELECT breakdown_0 AS breakdown_0, countIf(reached >= 0) AS count_0, countIf(reached >= 1) AS count_1, arrayStringConcat(groupArrayIf(key_1 - key_1 % 16 - (key_0 - key_0 % 16), reached >= 1), ',') AS conv_1, countIf(reached >= 2) AS count_2, arrayStringConcat(groupArrayIf(key_2 - key_2 % 16 - (key_1 - key_1 % 16), reached >= 2), ',') AS conv_2
--   FROM (SELECT tupleElement(arrayElement(bds, indexOf(raw, arrayFirst(x -> x % 16 >= 2, ev))), 1) AS breakdown_0, reached AS reached, arrayElement(arraySort([if(arrayElement(u_0, start).1 < arrayElement(ev, start) - arrayElement(ev, start) % 16 + 19353600000000 + 16, arrayElement(u_0, start).1, 4611686018427387904), if(arrayElement(u_1, start).1 < arrayElement(ev, start) - arrayElement(ev, start) % 16 + 19353600000000 + 16, arrayElement(u_1, start).1, 4611686018427387904), if(arrayElement(u_2, start).1 < arrayElement(ev, start) - arrayElement(ev, start) % 16 + 19353600000000 + 16, arrayElement(u_2, start).1, 4611686018427387904)]), 1) AS key_0, arrayElement(arraySort([if(arrayElement(u_0, start).1 < arrayElement(ev, start) - arrayElement(ev, start) % 16 + 19353600000000 + 16, arrayElement(u_0, start).1, 4611686018427387904), if(arrayElement(u_1, start).1 < arrayElement(ev, start) - arrayElement(ev, start) % 16 + 19353600000000 + 16, arrayElement(u_1, start).1, 4611686018427387904), if(arrayElement(u_2, start).1 < arrayElement(ev, start) - arrayElement(ev, start) % 16 + 19353600000000 + 16, arrayElement(u_2, start).1, 4611686018427387904)]), 2) AS key_1, arrayElement(arraySort([if(arrayElement(u_0, start).1 < arrayElement(ev, start) - arrayElement(ev, start) % 16 + 19353600000000 + 16, arrayElement(u_0, start).1, 4611686018427387904), if(arrayElement(u_1, start).1 < arrayElement(ev, start) - arrayElement(ev, start) % 16 + 19353600000000 + 16, arrayElement(u_1, start).1, 4611686018427387904), if(arrayElement(u_2, start).1 < arrayElement(ev, start) - arrayElement(ev, start) % 16 + 19353600000000 + 16, arrayElement(u_2, start).1, 4611686018427387904)]), 3) AS key_2
--     FROM (SELECT actor AS actor, ev AS ev, raw AS raw, bds AS bds, ux_0 AS ux_0, u_0 AS u_0, u_1 AS u_1, u_2 AS u_2, reached AS reached, score AS score, indexOf(score, reached) AS start
--       FROM (SELECT actor AS actor, ev AS ev, raw AS raw, bds AS bds, ux_0 AS ux_0, u_0 AS u_0, u_1 AS u_1, u_2 AS u_2, score AS score, arrayMax(score) AS reached
--         FROM (SELECT actor AS actor, ev AS ev, raw AS raw, bds AS bds, ux_0 AS ux_0, u_0 AS u_0, u_1 AS u_1, u_2 AS u_2, arrayMap((e, v0, v1, v2) -> if(e % 16 >= 2 AND NOT (if(v0.1 < e - e % 16 + 19353600000000 + 16, 1, 0) + if(v1.1 < e - e % 16 + 19353600000000 + 16, 1, 0) + if(v2.1 < e - e % 16 + 19353600000000 + 16, 1, 0) - 1 >= 1 AND tupleElement(arrayElement(arraySort([if(v0.1 < e - e % 16 + 19353600000000 + 16, v0, tuple(4611686018427387904, 4611686018427387904)), if(v1.1 < e - e % 16 + 19353600000000 + 16, v1, tuple(4611686018427387904, 4611686018427387904)), if(v2.1 < e - e % 16 + 19353600000000 + 16, v2, tuple(4611686018427387904, 4611686018427387904))]), 2), 2) < if(if(v0.1 < e - e % 16 + 19353600000000 + 16, 1, 0) + if(v1.1 < e - e % 16 + 19353600000000 + 16, 1, 0) + if(v2.1 < e - e % 16 + 19353600000000 + 16, 1, 0) - 1 >= 2, tupleElement(arrayElement(arraySort([if(v0.1 < e - e % 16 + 19353600000000 + 16, v0, tuple(4611686018427387904, 4611686018427387904)), if(v1.1 < e - e % 16 + 19353600000000 + 16, v1, tuple(4611686018427387904, 4611686018427387904)), if(v2.1 < e - e % 16 + 19353600000000 + 16, v2, tuple(4611686018427387904, 4611686018427387904))]), 3), 1) - tupleElement(arrayElement(arraySort([if(v0.1 < e - e % 16 + 19353600000000 + 16, v0, tuple(4611686018427387904, 4611686018427387904)), if(v1.1 < e - e % 16 + 19353600000000 + 16, v1, tuple(4611686018427387904, 4611686018427387904)), if(v2.1 < e - e % 16 + 19353600000000 + 16, v2, tuple(4611686018427387904, 4611686018427387904))]), 3), 1) % 16, e - e % 16 + 19353600000000)), if(v0.1 < e - e % 16 + 19353600000000 + 16, 1, 0) + if(v1.1 < e - e % 16 + 19353600000000 + 16, 1, 0) + if(v2.1 < e - e % 16 + 19353600000000 + 16, 1, 0) - 1, -1), ev, u_0, u_1, u_2) AS score
--           FROM (SELECT actor AS actor, ev AS ev, raw AS raw, bds AS bds, ux_0 AS ux_0, u_0 AS u_0, u_1 AS u_1, arrayReverseFill(y -> y.1 < 4611686018427387904, arrayMap((x, c0) -> if(x % 16 >= 8, tuple(x, c0), tuple(4611686018427387904, 4611686018427387904)), ev, ux_0)) AS u_2
--             FROM (SELECT actor AS actor, ev AS ev, raw AS raw, bds AS bds, ux_0 AS ux_0, u_0 AS u_0, arrayReverseFill(y -> y.1 < 4611686018427387904, arrayMap((x, c0) -> if(x % 8 >= 4, tuple(x, c0), tuple(4611686018427387904, 4611686018427387904)), ev, ux_0)) AS u_1
--               FROM (SELECT actor AS actor, ev AS ev, raw AS raw, bds AS bds, ux_0 AS ux_0, arrayReverseFill(y -> y.1 < 4611686018427387904, arrayMap((x, c0) -> if(x % 4 >= 2, tuple(x, c0), tuple(4611686018427387904, 4611686018427387904)), ev, ux_0)) AS u_0
--                 FROM (SELECT actor AS actor, ev AS ev, raw AS raw, bds AS bds, arraySlice(arrayReverseFill(y -> y >= 0, arrayConcat(arrayMap((a, x, p) -> if(x - x % 16 = p - p % 16, -1, a), arrayReverseFill(y -> y < 4611686018427387904, arrayMap(x -> if(x % 2 >= 1, x, 4611686018427387904), ev)), ev, arrayConcat([-16], arraySlice(ev, 1, length(ev) - 1))), [4611686018427387904])), 2) AS ux_0
--                   FROM (SELECT actor AS actor, arraySort(groupArray((ifNull(toUnixTimestamp64Micro(timestamp), 0) + 2208988800000000) * 16 + exclusion_0 * 1 + step_0 * 2 + step_1 * 4 + step_2 * 8)) AS ev, groupArray((ifNull(toUnixTimestamp64Micro(timestamp), 0) + 2208988800000000) * 16 + exclusion_0 * 1 + step_0 * 2 + step_1 * 4 + step_2 * 8) AS raw, groupArray(tuple(breakdown_0)) AS bds
--                     FROM (SELECT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--                           FROM persons), toString(person_rest_id), concat('distinct:', distinct_id)) AS actor, timestamp AS timestamp, if(event = 'a', 1, 0) AS step_0, if(event = 'b', 1, 0) AS step_1, if(event = 'c', 1, 0) AS step_2, if(event = 'd', 1, 0) AS exclusion_0, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--                       FROM events
--                       WHERE timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND (event = 'a' OR event = 'b' OR event = 'c' OR event = 'd'))
--                     GROUP BY actor)))))))
--       WHERE reached >= 0))
--   GROUP BY breakdown_0
--   LIMIT 1000001
-- columns:
--   breakdown_0 Nullable(String)
--   count_0 UInt64
--   count_1 UInt64
--   conv_1 String
--   count_2 UInt64
--   conv_2 String
-- args:
--   0
--   1
--   16
--   ","
--   2
--   19353600000000
--   4611686018427387904
--   3
--   -1
--   8
--   4
--   -16
--   2208988800000000
--   42
--   "distinct:"
--   "a"
--   "b"
--   "c"
--   "d"
--   ""
--   "$$_posthog_breakdown_null_$$"
--   "2026-11-14 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
SELECT "_t32"."breakdown_0" AS "breakdown_0", count(*) FILTER (WHERE ("_t32"."reached" >= {p1:Int64})) AS "count_0", count(*) FILTER (WHERE ("_t32"."reached" >= {p2:Int64})) AS "count_1", arrayStringConcat(groupArray((("_t32"."key_1" - ("_t32"."key_1" % {p3:Int64})) - ("_t32"."key_0" - ("_t32"."key_0" % {p3:Int64})))) FILTER (WHERE ("_t32"."reached" >= {p2:Int64})), {p4:String}) AS "conv_1", count(*) FILTER (WHERE ("_t32"."reached" >= {p5:Int64})) AS "count_2", arrayStringConcat(groupArray((("_t32"."key_2" - ("_t32"."key_2" % {p3:Int64})) - ("_t32"."key_1" - ("_t32"."key_1" % {p3:Int64})))) FILTER (WHERE ("_t32"."reached" >= {p5:Int64})), {p4:String}) AS "conv_2"
FROM (SELECT tupleElement(arrayElementOrNull("_t30"."bds", toInt64(indexOf("_t30"."raw", arrayFirstOrNull(("_t31") -> (("_t31" % {p3:Int64}) >= {p5:Int64}), "_t30"."ev")))), 1) AS "breakdown_0", "_t30"."reached" AS "reached", arrayElementOrNull(arraySort([CASE WHEN (tupleElement(arrayElementOrNull("_t30"."u_0", "_t30"."start"), 1) < (((arrayElementOrNull("_t30"."ev", "_t30"."start") - (arrayElementOrNull("_t30"."ev", "_t30"."start") % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN tupleElement(arrayElementOrNull("_t30"."u_0", "_t30"."start"), 1) ELSE {p7:Int64} END, CASE WHEN (tupleElement(arrayElementOrNull("_t30"."u_1", "_t30"."start"), 1) < (((arrayElementOrNull("_t30"."ev", "_t30"."start") - (arrayElementOrNull("_t30"."ev", "_t30"."start") % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN tupleElement(arrayElementOrNull("_t30"."u_1", "_t30"."start"), 1) ELSE {p7:Int64} END, CASE WHEN (tupleElement(arrayElementOrNull("_t30"."u_2", "_t30"."start"), 1) < (((arrayElementOrNull("_t30"."ev", "_t30"."start") - (arrayElementOrNull("_t30"."ev", "_t30"."start") % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN tupleElement(arrayElementOrNull("_t30"."u_2", "_t30"."start"), 1) ELSE {p7:Int64} END]), {p2:Int64}) AS "key_0", arrayElementOrNull(arraySort([CASE WHEN (tupleElement(arrayElementOrNull("_t30"."u_0", "_t30"."start"), 1) < (((arrayElementOrNull("_t30"."ev", "_t30"."start") - (arrayElementOrNull("_t30"."ev", "_t30"."start") % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN tupleElement(arrayElementOrNull("_t30"."u_0", "_t30"."start"), 1) ELSE {p7:Int64} END, CASE WHEN (tupleElement(arrayElementOrNull("_t30"."u_1", "_t30"."start"), 1) < (((arrayElementOrNull("_t30"."ev", "_t30"."start") - (arrayElementOrNull("_t30"."ev", "_t30"."start") % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN tupleElement(arrayElementOrNull("_t30"."u_1", "_t30"."start"), 1) ELSE {p7:Int64} END, CASE WHEN (tupleElement(arrayElementOrNull("_t30"."u_2", "_t30"."start"), 1) < (((arrayElementOrNull("_t30"."ev", "_t30"."start") - (arrayElementOrNull("_t30"."ev", "_t30"."start") % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN tupleElement(arrayElementOrNull("_t30"."u_2", "_t30"."start"), 1) ELSE {p7:Int64} END]), {p5:Int64}) AS "key_1", arrayElementOrNull(arraySort([CASE WHEN (tupleElement(arrayElementOrNull("_t30"."u_0", "_t30"."start"), 1) < (((arrayElementOrNull("_t30"."ev", "_t30"."start") - (arrayElementOrNull("_t30"."ev", "_t30"."start") % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN tupleElement(arrayElementOrNull("_t30"."u_0", "_t30"."start"), 1) ELSE {p7:Int64} END, CASE WHEN (tupleElement(arrayElementOrNull("_t30"."u_1", "_t30"."start"), 1) < (((arrayElementOrNull("_t30"."ev", "_t30"."start") - (arrayElementOrNull("_t30"."ev", "_t30"."start") % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN tupleElement(arrayElementOrNull("_t30"."u_1", "_t30"."start"), 1) ELSE {p7:Int64} END, CASE WHEN (tupleElement(arrayElementOrNull("_t30"."u_2", "_t30"."start"), 1) < (((arrayElementOrNull("_t30"."ev", "_t30"."start") - (arrayElementOrNull("_t30"."ev", "_t30"."start") % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN tupleElement(arrayElementOrNull("_t30"."u_2", "_t30"."start"), 1) ELSE {p7:Int64} END]), {p8:Int64}) AS "key_2"
  FROM (SELECT "_t29"."actor" AS "actor", "_t29"."ev" AS "ev", "_t29"."raw" AS "raw", "_t29"."bds" AS "bds", "_t29"."ux_0" AS "ux_0", "_t29"."u_0" AS "u_0", "_t29"."u_1" AS "u_1", "_t29"."u_2" AS "u_2", "_t29"."reached" AS "reached", "_t29"."score" AS "score", toInt64(indexOf("_t29"."score", "_t29"."reached")) AS "start"
    FROM (SELECT "_t28"."actor" AS "actor", "_t28"."ev" AS "ev", "_t28"."raw" AS "raw", "_t28"."bds" AS "bds", "_t28"."ux_0" AS "ux_0", "_t28"."u_0" AS "u_0", "_t28"."u_1" AS "u_1", "_t28"."u_2" AS "u_2", "_t28"."score" AS "score", if(empty("_t28"."score"), 0, arrayMax("_t28"."score")) AS "reached"
      FROM (SELECT "_t23"."actor" AS "actor", "_t23"."ev" AS "ev", "_t23"."raw" AS "raw", "_t23"."bds" AS "bds", "_t23"."ux_0" AS "ux_0", "_t23"."u_0" AS "u_0", "_t23"."u_1" AS "u_1", "_t23"."u_2" AS "u_2", arrayMap(("_t24", "_t25", "_t26", "_t27") -> CASE WHEN ((("_t24" % {p3:Int64}) >= {p5:Int64}) AND (NOT (((((CASE WHEN (tupleElement("_t25", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN {p2:Int64} ELSE {p1:Int64} END + CASE WHEN (tupleElement("_t26", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN {p2:Int64} ELSE {p1:Int64} END) + CASE WHEN (tupleElement("_t27", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN {p2:Int64} ELSE {p1:Int64} END) - {p2:Int64}) >= {p2:Int64}) AND (tupleElement(arrayElementOrNull(arraySort([CASE WHEN (tupleElement("_t25", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN "_t25" ELSE tuple({p7:Int64}, {p7:Int64}) END, CASE WHEN (tupleElement("_t26", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN "_t26" ELSE tuple({p7:Int64}, {p7:Int64}) END, CASE WHEN (tupleElement("_t27", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN "_t27" ELSE tuple({p7:Int64}, {p7:Int64}) END]), {p5:Int64}), 2) < CASE WHEN ((((CASE WHEN (tupleElement("_t25", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN {p2:Int64} ELSE {p1:Int64} END + CASE WHEN (tupleElement("_t26", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN {p2:Int64} ELSE {p1:Int64} END) + CASE WHEN (tupleElement("_t27", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN {p2:Int64} ELSE {p1:Int64} END) - {p2:Int64}) >= {p5:Int64}) THEN (tupleElement(arrayElementOrNull(arraySort([CASE WHEN (tupleElement("_t25", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN "_t25" ELSE tuple({p7:Int64}, {p7:Int64}) END, CASE WHEN (tupleElement("_t26", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN "_t26" ELSE tuple({p7:Int64}, {p7:Int64}) END, CASE WHEN (tupleElement("_t27", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN "_t27" ELSE tuple({p7:Int64}, {p7:Int64}) END]), {p8:Int64}), 1) - (tupleElement(arrayElementOrNull(arraySort([CASE WHEN (tupleElement("_t25", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN "_t25" ELSE tuple({p7:Int64}, {p7:Int64}) END, CASE WHEN (tupleElement("_t26", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN "_t26" ELSE tuple({p7:Int64}, {p7:Int64}) END, CASE WHEN (tupleElement("_t27", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN "_t27" ELSE tuple({p7:Int64}, {p7:Int64}) END]), {p8:Int64}), 1) % {p3:Int64})) ELSE (("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) END)))) THEN (((CASE WHEN (tupleElement("_t25", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN {p2:Int64} ELSE {p1:Int64} END + CASE WHEN (tupleElement("_t26", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN {p2:Int64} ELSE {p1:Int64} END) + CASE WHEN (tupleElement("_t27", 1) < ((("_t24" - ("_t24" % {p3:Int64})) + {p6:Int64}) + {p3:Int64})) THEN {p2:Int64} ELSE {p1:Int64} END) - {p2:Int64}) ELSE {p9:Int64} END, "_t23"."ev", "_t23"."u_0", "_t23"."u_1", "_t23"."u_2") AS "score"
        FROM (SELECT "_t19"."actor" AS "actor", "_t19"."ev" AS "ev", "_t19"."raw" AS "raw", "_t19"."bds" AS "bds", "_t19"."ux_0" AS "ux_0", "_t19"."u_0" AS "u_0", "_t19"."u_1" AS "u_1", arrayReverseFill(("_t22") -> ifNull((tupleElement("_t22", 1) < {p7:Int64}), false), arrayMap(("_t20", "_t21") -> CASE WHEN (("_t20" % {p3:Int64}) >= {p10:Int64}) THEN tuple("_t20", "_t21") ELSE tuple({p7:Int64}, {p7:Int64}) END, "_t19"."ev", "_t19"."ux_0")) AS "u_2"
          FROM (SELECT "_t15"."actor" AS "actor", "_t15"."ev" AS "ev", "_t15"."raw" AS "raw", "_t15"."bds" AS "bds", "_t15"."ux_0" AS "ux_0", "_t15"."u_0" AS "u_0", arrayReverseFill(("_t18") -> ifNull((tupleElement("_t18", 1) < {p7:Int64}), false), arrayMap(("_t16", "_t17") -> CASE WHEN (("_t16" % {p10:Int64}) >= {p11:Int64}) THEN tuple("_t16", "_t17") ELSE tuple({p7:Int64}, {p7:Int64}) END, "_t15"."ev", "_t15"."ux_0")) AS "u_1"
            FROM (SELECT "_t11"."actor" AS "actor", "_t11"."ev" AS "ev", "_t11"."raw" AS "raw", "_t11"."bds" AS "bds", "_t11"."ux_0" AS "ux_0", arrayReverseFill(("_t14") -> ifNull((tupleElement("_t14", 1) < {p7:Int64}), false), arrayMap(("_t12", "_t13") -> CASE WHEN (("_t12" % {p11:Int64}) >= {p5:Int64}) THEN tuple("_t12", "_t13") ELSE tuple({p7:Int64}, {p7:Int64}) END, "_t11"."ev", "_t11"."ux_0")) AS "u_0"
              FROM (SELECT "_t4"."actor" AS "actor", "_t4"."ev" AS "ev", "_t4"."raw" AS "raw", "_t4"."bds" AS "bds", arraySlice(arrayReverseFill(("_t10") -> ifNull(("_t10" >= {p1:Int64}), false), arrayConcat(arrayMap(("_t7", "_t8", "_t9") -> CASE WHEN (("_t8" - ("_t8" % {p3:Int64})) = ("_t9" - ("_t9" % {p3:Int64}))) THEN {p9:Int64} ELSE "_t7" END, arrayReverseFill(("_t6") -> ifNull(("_t6" < {p7:Int64}), false), arrayMap(("_t5") -> CASE WHEN (("_t5" % {p5:Int64}) >= {p2:Int64}) THEN "_t5" ELSE {p7:Int64} END, "_t4"."ev")), "_t4"."ev", arrayConcat([{p12:Int64}], arraySlice("_t4"."ev", {p2:Int64}, (length("_t4"."ev") - {p2:Int64})))), [{p7:Int64}])), {p5:Int64}) AS "ux_0"
                FROM (SELECT "_t3"."actor" AS "actor", arraySort(groupArray(((((((coalesce(toUnixTimestamp64Micro("_t3"."timestamp"), {p1:Int64}) + {p13:Int64}) * {p3:Int64}) + ("_t3"."exclusion_0" * {p2:Int64})) + ("_t3"."step_0" * {p5:Int64})) + ("_t3"."step_1" * {p11:Int64})) + ("_t3"."step_2" * {p10:Int64})))) AS "ev", groupArray(((((((coalesce(toUnixTimestamp64Micro("_t3"."timestamp"), {p1:Int64}) + {p13:Int64}) * {p3:Int64}) + ("_t3"."exclusion_0" * {p2:Int64})) + ("_t3"."step_0" * {p5:Int64})) + ("_t3"."step_1" * {p11:Int64})) + ("_t3"."step_2" * {p10:Int64}))) AS "raw", groupArray(tuple("_t3"."breakdown_0")) AS "bds"
                  FROM (SELECT CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t2"."id" AS "rest_id"
                          FROM (SELECT *
                            FROM "persons" FINAL) AS "_t2"
                          WHERE ("_t2"."team_id" = {p14:Int64})))) THEN toString("_t1"."person_id") ELSE concat(ifNull({p15:String}, ''), ifNull("_t1"."distinct_id", ''), '') END AS "actor", "_t1"."timestamp" AS "timestamp", CASE WHEN ("_t1"."event" = {p16:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "step_0", CASE WHEN ("_t1"."event" = {p17:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "step_1", CASE WHEN ("_t1"."event" = {p18:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "step_2", CASE WHEN ("_t1"."event" = {p19:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "exclusion_0", coalesce(NULLIF("_t1"."mat_browser", {p20:String}), {p21:String}) AS "breakdown_0"
                    FROM "events" AS "_t1"
                    WHERE (("_t1"."team_id" = {p14:Int64}) AND ((("_t1"."timestamp" >= parseDateTime64BestEffort({p22:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p23:String}, 6, 'UTC'))) AND (((("_t1"."event" = {p16:String}) OR ("_t1"."event" = {p17:String})) OR ("_t1"."event" = {p18:String})) OR ("_t1"."event" = {p19:String}))))) AS "_t3"
                  GROUP BY 1) AS "_t4") AS "_t11") AS "_t15") AS "_t19") AS "_t23") AS "_t28") AS "_t29"
    WHERE ("_t29"."reached" >= {p1:Int64})) AS "_t30") AS "_t32"
GROUP BY 1
LIMIT 1000001 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== funnels: unordered trends, month window, two steps of one event
-- request:
--   {"kind":"FunnelsQuery","interval":"week","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"},{"kind":"EventsNode","event":"a"}],"funnelsFilter":{"funnelOrderType":"unordered","funnelVizType":"trends","funnelWindowInterval":1,"funnelWindowIntervalUnit":"month"}}
-- normalized:
--   SELECT kind AS kind, b AS b, count() AS actors, countIf(r >= 0) AS n_from, countIf(r >= 2) AS n_to
--   FROM (SELECT tupleElement(x, 1) AS kind, tupleElement(x, 2) AS b, max(tupleElement(x, 3)) AS r
--     FROM (SELECT actor AS actor, arrayFilter((b, c) -> c >= 0, bk, score) AS starts, arrayFilter(c -> c >= 0, score) AS scores, reached AS reached, arrayElement(arraySort([if(arrayElement(u_0, start) < arrayElement(ends, start) + 8, arrayElement(u_0, start), 4611686018427387904), if(arrayElement(u_1, start) < arrayElement(ends, start) + 8, arrayElement(u_1, start), 4611686018427387904), if(arrayElement(u_2, start) < arrayElement(ends, start) + 8, arrayElement(u_2, start), 4611686018427387904)]), 1) AS key_0, arrayElement(arraySort([if(arrayElement(u_0, start) < arrayElement(ends, start) + 8, arrayElement(u_0, start), 4611686018427387904), if(arrayElement(u_1, start) < arrayElement(ends, start) + 8, arrayElement(u_1, start), 4611686018427387904), if(arrayElement(u_2, start) < arrayElement(ends, start) + 8, arrayElement(u_2, start), 4611686018427387904)]), 2) AS key_1, arrayElement(arraySort([if(arrayElement(u_0, start) < arrayElement(ends, start) + 8, arrayElement(u_0, start), 4611686018427387904), if(arrayElement(u_1, start) < arrayElement(ends, start) + 8, arrayElement(u_1, start), 4611686018427387904), if(arrayElement(u_2, start) < arrayElement(ends, start) + 8, arrayElement(u_2, start), 4611686018427387904)]), 3) AS key_2
--       FROM (SELECT actor AS actor, ev AS ev, ends AS ends, bk AS bk, u_0 AS u_0, u_1 AS u_1, u_2 AS u_2, reached AS reached, score AS score, indexOf(score, reached) AS start
--         FROM (SELECT actor AS actor, ev AS ev, ends AS ends, bk AS bk, u_0 AS u_0, u_1 AS u_1, u_2 AS u_2, score AS score, arrayMax(score) AS reached
--           FROM (SELECT actor AS actor, ev AS ev, ends AS ends, bk AS bk, u_0 AS u_0, u_1 AS u_1, u_2 AS u_2, arrayMap((e, w, v0, v1, v2) -> if(e % 8 >= 1, if(v0 < w + 8, 1, 0) + if(v1 < w + 8, 1, 0) + if(v2 < w + 8, 1, 0) - 1, -1), ev, ends, u_0, u_1, u_2) AS score
--             FROM (SELECT actor AS actor, ev AS ev, ends AS ends, bk AS bk, u_0 AS u_0, u_1 AS u_1, arrayReverseFill(y -> y < 4611686018427387904, arrayMap((x, d) -> if(x % 8 >= 4, d, 4611686018427387904), ev, arrayConcat(arraySlice(u_0, 2), [4611686018427387904]))) AS u_2
--               FROM (SELECT actor AS actor, ev AS ev, ends AS ends, bk AS bk, u_0 AS u_0, arrayReverseFill(y -> y < 4611686018427387904, arrayMap(x -> if(x % 4 >= 2, x, 4611686018427387904), ev)) AS u_1
--                 FROM (SELECT actor AS actor, ev AS ev, ends AS ends, bk AS bk, arrayReverseFill(y -> y < 4611686018427387904, arrayMap(x -> if(x % 2 >= 1, x, 4611686018427387904), ev)) AS u_0
--                   FROM (SELECT actor AS actor, arraySort(groupArray((ifNull(toUnixTimestamp64Micro(timestamp), 0) + 2208988800000000) * 8 + step_0 * 1 + step_1 * 2 + step_2 * 4)) AS ev, arrayMap(t -> (ifNull(toUnixTimestamp64Micro(t - toIntervalDay(toDayOfMonth(t) - 1) + toIntervalMonth(1) + toIntervalDay(toDayOfMonth(t) - 1)), 0) + 2208988800000000) * 8, arraySort(groupArray(timestamp))) AS ends, arrayMap(t -> ifNull(dateDiff('week', toDate('2026-11-08'), toStartOfWeek(t)), -1), arraySort(groupArray(timestamp))) AS bk
--                     FROM (SELECT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--                           FROM persons), toString(person_rest_id), concat('distinct:', distinct_id)) AS actor, timestamp AS timestamp, if(event = 'a', 1, 0) AS step_0, if(event = 'b', 1, 0) AS step_1, if(event = 'a', 1, 0) AS step_2
--                       FROM events
--                       WHERE timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND (event = 'a' OR event = 'b' OR event = 'a'))
--                     GROUP BY actor))))))
--         WHERE reached >= 0))
--     ARRAY JOIN arrayConcat([(1, -1, 0)], arrayMap((b, c) -> (0, b, c), starts, scores)) AS x
--     GROUP BY actor, kind, b)
--   GROUP BY kind, b
--   LIMIT 1000001
-- columns: kind Int64, b Int64, actors UInt64, n_from UInt64, n_to UInt64
-- args:
--   0
--   2
--   8
--   4611686018427387904
--   1
--   3
--   -1
--   4
--   2208988800000000
--   "2026-11-08"
--   42
--   "distinct:"
--   "a"
--   "b"
--   "2026-11-14 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
SELECT "_t32"."kind" AS "kind", "_t32"."b" AS "b", count(*) AS "actors", count(*) FILTER (WHERE ("_t32"."r" >= {p1:Int64})) AS "n_from", count(*) FILTER (WHERE ("_t32"."r" >= {p2:Int64})) AS "n_to"
FROM (SELECT tupleElement("_t31", 1) AS "kind", tupleElement("_t31", 2) AS "b", maxOrNull(tupleElement("_t31", 3)) AS "r"
  FROM (SELECT "_t24"."actor" AS "actor", arrayFilter(("_t25", "_t26") -> ("_t26" >= {p1:Int64}), "_t24"."bk", "_t24"."score") AS "starts", arrayFilter(("_t27") -> ("_t27" >= {p1:Int64}), "_t24"."score") AS "scores", "_t24"."reached" AS "reached", arrayElementOrNull(arraySort([CASE WHEN (arrayElementOrNull("_t24"."u_0", "_t24"."start") < accurateCast(toInt128(arrayElementOrNull("_t24"."ends", "_t24"."start")) + {p3:Int64}, 'Nullable(Int64)')) THEN arrayElementOrNull("_t24"."u_0", "_t24"."start") ELSE {p4:Int64} END, CASE WHEN (arrayElementOrNull("_t24"."u_1", "_t24"."start") < accurateCast(toInt128(arrayElementOrNull("_t24"."ends", "_t24"."start")) + {p3:Int64}, 'Nullable(Int64)')) THEN arrayElementOrNull("_t24"."u_1", "_t24"."start") ELSE {p4:Int64} END, CASE WHEN (arrayElementOrNull("_t24"."u_2", "_t24"."start") < accurateCast(toInt128(arrayElementOrNull("_t24"."ends", "_t24"."start")) + {p3:Int64}, 'Nullable(Int64)')) THEN arrayElementOrNull("_t24"."u_2", "_t24"."start") ELSE {p4:Int64} END]), {p5:Int64}) AS "key_0", arrayElementOrNull(arraySort([CASE WHEN (arrayElementOrNull("_t24"."u_0", "_t24"."start") < accurateCast(toInt128(arrayElementOrNull("_t24"."ends", "_t24"."start")) + {p3:Int64}, 'Nullable(Int64)')) THEN arrayElementOrNull("_t24"."u_0", "_t24"."start") ELSE {p4:Int64} END, CASE WHEN (arrayElementOrNull("_t24"."u_1", "_t24"."start") < accurateCast(toInt128(arrayElementOrNull("_t24"."ends", "_t24"."start")) + {p3:Int64}, 'Nullable(Int64)')) THEN arrayElementOrNull("_t24"."u_1", "_t24"."start") ELSE {p4:Int64} END, CASE WHEN (arrayElementOrNull("_t24"."u_2", "_t24"."start") < accurateCast(toInt128(arrayElementOrNull("_t24"."ends", "_t24"."start")) + {p3:Int64}, 'Nullable(Int64)')) THEN arrayElementOrNull("_t24"."u_2", "_t24"."start") ELSE {p4:Int64} END]), {p2:Int64}) AS "key_1", arrayElementOrNull(arraySort([CASE WHEN (arrayElementOrNull("_t24"."u_0", "_t24"."start") < accurateCast(toInt128(arrayElementOrNull("_t24"."ends", "_t24"."start")) + {p3:Int64}, 'Nullable(Int64)')) THEN arrayElementOrNull("_t24"."u_0", "_t24"."start") ELSE {p4:Int64} END, CASE WHEN (arrayElementOrNull("_t24"."u_1", "_t24"."start") < accurateCast(toInt128(arrayElementOrNull("_t24"."ends", "_t24"."start")) + {p3:Int64}, 'Nullable(Int64)')) THEN arrayElementOrNull("_t24"."u_1", "_t24"."start") ELSE {p4:Int64} END, CASE WHEN (arrayElementOrNull("_t24"."u_2", "_t24"."start") < accurateCast(toInt128(arrayElementOrNull("_t24"."ends", "_t24"."start")) + {p3:Int64}, 'Nullable(Int64)')) THEN arrayElementOrNull("_t24"."u_2", "_t24"."start") ELSE {p4:Int64} END]), {p6:Int64}) AS "key_2"
    FROM (SELECT "_t23"."actor" AS "actor", "_t23"."ev" AS "ev", "_t23"."ends" AS "ends", "_t23"."bk" AS "bk", "_t23"."u_0" AS "u_0", "_t23"."u_1" AS "u_1", "_t23"."u_2" AS "u_2", "_t23"."reached" AS "reached", "_t23"."score" AS "score", toInt64(indexOf("_t23"."score", "_t23"."reached")) AS "start"
      FROM (SELECT "_t22"."actor" AS "actor", "_t22"."ev" AS "ev", "_t22"."ends" AS "ends", "_t22"."bk" AS "bk", "_t22"."u_0" AS "u_0", "_t22"."u_1" AS "u_1", "_t22"."u_2" AS "u_2", "_t22"."score" AS "score", if(empty("_t22"."score"), 0, arrayMax("_t22"."score")) AS "reached"
        FROM (SELECT "_t16"."actor" AS "actor", "_t16"."ev" AS "ev", "_t16"."ends" AS "ends", "_t16"."bk" AS "bk", "_t16"."u_0" AS "u_0", "_t16"."u_1" AS "u_1", "_t16"."u_2" AS "u_2", arrayMap(("_t17", "_t18", "_t19", "_t20", "_t21") -> CASE WHEN (("_t17" % {p3:Int64}) >= {p5:Int64}) THEN accurateCast(toInt128(accurateCast(toInt128(accurateCast(toInt128(CASE WHEN ("_t19" < accurateCast(toInt128("_t18") + {p3:Int64}, 'Int64')) THEN {p5:Int64} ELSE {p1:Int64} END) + CASE WHEN ("_t20" < accurateCast(toInt128("_t18") + {p3:Int64}, 'Int64')) THEN {p5:Int64} ELSE {p1:Int64} END, 'Int64')) + CASE WHEN ("_t21" < accurateCast(toInt128("_t18") + {p3:Int64}, 'Int64')) THEN {p5:Int64} ELSE {p1:Int64} END, 'Int64')) - {p5:Int64}, 'Int64') ELSE {p7:Int64} END, "_t16"."ev", "_t16"."ends", "_t16"."u_0", "_t16"."u_1", "_t16"."u_2") AS "score"
          FROM (SELECT "_t12"."actor" AS "actor", "_t12"."ev" AS "ev", "_t12"."ends" AS "ends", "_t12"."bk" AS "bk", "_t12"."u_0" AS "u_0", "_t12"."u_1" AS "u_1", arrayReverseFill(("_t15") -> ifNull(("_t15" < {p4:Int64}), false), arrayMap(("_t13", "_t14") -> CASE WHEN (("_t13" % {p3:Int64}) >= {p8:Int64}) THEN "_t14" ELSE {p4:Int64} END, "_t12"."ev", arrayConcat(arraySlice("_t12"."u_0", {p2:Int64}), [{p4:Int64}]))) AS "u_2"
            FROM (SELECT "_t9"."actor" AS "actor", "_t9"."ev" AS "ev", "_t9"."ends" AS "ends", "_t9"."bk" AS "bk", "_t9"."u_0" AS "u_0", arrayReverseFill(("_t11") -> ifNull(("_t11" < {p4:Int64}), false), arrayMap(("_t10") -> CASE WHEN (("_t10" % {p8:Int64}) >= {p2:Int64}) THEN "_t10" ELSE {p4:Int64} END, "_t9"."ev")) AS "u_1"
              FROM (SELECT "_t6"."actor" AS "actor", "_t6"."ev" AS "ev", "_t6"."ends" AS "ends", "_t6"."bk" AS "bk", arrayReverseFill(("_t8") -> ifNull(("_t8" < {p4:Int64}), false), arrayMap(("_t7") -> CASE WHEN (("_t7" % {p2:Int64}) >= {p5:Int64}) THEN "_t7" ELSE {p4:Int64} END, "_t6"."ev")) AS "u_0"
                FROM (SELECT "_t3"."actor" AS "actor", arraySort(groupArray((((((coalesce(toUnixTimestamp64Micro("_t3"."timestamp"), {p1:Int64}) + {p9:Int64}) * {p3:Int64}) + ("_t3"."step_0" * {p5:Int64})) + ("_t3"."step_1" * {p2:Int64})) + ("_t3"."step_2" * {p8:Int64})))) AS "ev", arrayMap(("_t4") -> accurateCast(toInt128(accurateCast(toInt128(coalesce(toUnixTimestamp64Micro(addDays(addMonths(addDays("_t4", (-accurateCast(toInt128(toInt64(toDayOfMonth("_t4"))) - {p5:Int64}, 'Int64'))), {p5:Int64}), accurateCast(toInt128(toInt64(toDayOfMonth("_t4"))) - {p5:Int64}, 'Int64'))), {p1:Int64})) + {p9:Int64}, 'Int64')) * {p3:Int64}, 'Int64'), arraySort(groupArray("_t3"."timestamp"))) AS "ends", arrayMap(("_t5") -> coalesce(toInt64(dateDiff('week', toDate32({p10:String}), toStartOfWeek("_t5", 0))), {p7:Int64}), arraySort(groupArray("_t3"."timestamp"))) AS "bk"
                  FROM (SELECT CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t2"."id" AS "rest_id"
                          FROM (SELECT *
                            FROM "persons" FINAL) AS "_t2"
                          WHERE ("_t2"."team_id" = {p11:Int64})))) THEN toString("_t1"."person_id") ELSE concat(ifNull({p12:String}, ''), ifNull("_t1"."distinct_id", ''), '') END AS "actor", "_t1"."timestamp" AS "timestamp", CASE WHEN ("_t1"."event" = {p13:String}) THEN {p5:Int64} ELSE {p1:Int64} END AS "step_0", CASE WHEN ("_t1"."event" = {p14:String}) THEN {p5:Int64} ELSE {p1:Int64} END AS "step_1", CASE WHEN ("_t1"."event" = {p13:String}) THEN {p5:Int64} ELSE {p1:Int64} END AS "step_2"
                    FROM "events" AS "_t1"
                    WHERE (("_t1"."team_id" = {p11:Int64}) AND ((("_t1"."timestamp" >= parseDateTime64BestEffort({p15:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p16:String}, 6, 'UTC'))) AND ((("_t1"."event" = {p13:String}) OR ("_t1"."event" = {p14:String})) OR ("_t1"."event" = {p13:String}))))) AS "_t3"
                  GROUP BY 1) AS "_t6") AS "_t9") AS "_t12") AS "_t16") AS "_t22") AS "_t23"
      WHERE ("_t23"."reached" >= {p1:Int64})) AS "_t24") AS "_t28"
  ARRAY JOIN arrayConcat([tuple({p5:Int64}, {p7:Int64}, {p1:Int64})], arrayMap(("_t29", "_t30") -> tuple({p1:Int64}, "_t29", "_t30"), "_t28"."starts", "_t28"."scores")) AS "_t31"
  GROUP BY "_t28"."actor", 1, 2) AS "_t32"
GROUP BY 1, 2
LIMIT 1000001 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== funnels: trends by week
-- request:
--   {"kind":"FunnelsQuery","interval":"week","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"}],"funnelsFilter":{"funnelVizType":"trends"}}
-- normalized:
--   SELECT kind AS kind, b AS b, count() AS actors, countIf(r >= 0) AS n_from, countIf(r >= 1) AS n_to
--   FROM (SELECT tupleElement(x, 1) AS kind, tupleElement(x, 2) AS b, max(tupleElement(x, 3)) AS r
--     FROM (SELECT actor AS actor, arrayFilter((b, c) -> c >= 0, bk, score) AS starts, arrayFilter(c -> c >= 0, score) AS scores, reached AS reached, arrayElement(ev, start) AS key_0, arrayElement(d_1_1, start) AS key_1
--       FROM (SELECT actor AS actor, ev AS ev, bk AS bk, d_1_1 AS d_1_1, reached AS reached, score AS score, indexOf(score, reached) AS start
--         FROM (SELECT actor AS actor, ev AS ev, bk AS bk, d_1_1 AS d_1_1, score AS score, arrayMax(score) AS reached
--           FROM (SELECT actor AS actor, ev AS ev, bk AS bk, d_1_1 AS d_1_1, arrayMap((e, d1) -> if(e % 2 >= 1, multiIf(d1 < e - e % 4 + 4838400000000 + 4, 1, 0), -1), ev, d_1_1) AS score
--             FROM (SELECT actor AS actor, ev AS ev, bk AS bk, arrayConcat(arraySlice(arrayReverseFill(y -> y < 4611686018427387904, arrayMap(e -> if(e % 4 >= 2, e, 4611686018427387904), ev)), 2), [4611686018427387904]) AS d_1_1
--               FROM (SELECT actor AS actor, arraySort(groupArray((ifNull(toUnixTimestamp64Micro(timestamp), 0) + 2208988800000000) * 4 + step_0 * 1 + step_1 * 2)) AS ev, arrayMap(t -> ifNull(dateDiff('week', toDate('2026-11-08'), toStartOfWeek(t)), -1), arraySort(groupArray(timestamp))) AS bk
--                 FROM (SELECT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--                       FROM persons), toString(person_rest_id), concat('distinct:', distinct_id)) AS actor, timestamp AS timestamp, if(event = 'a', 1, 0) AS step_0, if(event = 'b', 1, 0) AS step_1
--                   FROM events
--                   WHERE timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND (event = 'a' OR event = 'b'))
--                 GROUP BY actor))))
--         WHERE reached >= 0))
--     ARRAY JOIN arrayConcat([(1, -1, 0)], arrayMap((b, c) -> (0, b, c), starts, scores)) AS x
--     GROUP BY actor, kind, b)
--   GROUP BY kind, b
--   LIMIT 1000001
-- columns: kind Int64, b Int64, actors UInt64, n_from UInt64, n_to UInt64
-- args:
--   0
--   1
--   2
--   4
--   4838400000000
--   -1
--   4611686018427387904
--   2208988800000000
--   "2026-11-08"
--   42
--   "distinct:"
--   "a"
--   "b"
--   "2026-11-14 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
SELECT "_t21"."kind" AS "kind", "_t21"."b" AS "b", count(*) AS "actors", count(*) FILTER (WHERE ("_t21"."r" >= {p1:Int64})) AS "n_from", count(*) FILTER (WHERE ("_t21"."r" >= {p2:Int64})) AS "n_to"
FROM (SELECT tupleElement("_t20", 1) AS "kind", tupleElement("_t20", 2) AS "b", maxOrNull(tupleElement("_t20", 3)) AS "r"
  FROM (SELECT "_t13"."actor" AS "actor", arrayFilter(("_t14", "_t15") -> ("_t15" >= {p1:Int64}), "_t13"."bk", "_t13"."score") AS "starts", arrayFilter(("_t16") -> ("_t16" >= {p1:Int64}), "_t13"."score") AS "scores", "_t13"."reached" AS "reached", arrayElementOrNull("_t13"."ev", "_t13"."start") AS "key_0", arrayElementOrNull("_t13"."d_1_1", "_t13"."start") AS "key_1"
    FROM (SELECT "_t12"."actor" AS "actor", "_t12"."ev" AS "ev", "_t12"."bk" AS "bk", "_t12"."d_1_1" AS "d_1_1", "_t12"."reached" AS "reached", "_t12"."score" AS "score", toInt64(indexOf("_t12"."score", "_t12"."reached")) AS "start"
      FROM (SELECT "_t11"."actor" AS "actor", "_t11"."ev" AS "ev", "_t11"."bk" AS "bk", "_t11"."d_1_1" AS "d_1_1", "_t11"."score" AS "score", if(empty("_t11"."score"), 0, arrayMax("_t11"."score")) AS "reached"
        FROM (SELECT "_t8"."actor" AS "actor", "_t8"."ev" AS "ev", "_t8"."bk" AS "bk", "_t8"."d_1_1" AS "d_1_1", arrayMap(("_t9", "_t10") -> CASE WHEN (("_t9" % {p3:Int64}) >= {p2:Int64}) THEN CASE WHEN ("_t10" < ((("_t9" - ("_t9" % {p4:Int64})) + {p5:Int64}) + {p4:Int64})) THEN {p2:Int64} ELSE {p1:Int64} END ELSE {p6:Int64} END, "_t8"."ev", "_t8"."d_1_1") AS "score"
          FROM (SELECT "_t5"."actor" AS "actor", "_t5"."ev" AS "ev", "_t5"."bk" AS "bk", arrayConcat(arraySlice(arrayReverseFill(("_t7") -> ifNull(("_t7" < {p7:Int64}), false), arrayMap(("_t6") -> CASE WHEN (("_t6" % {p4:Int64}) >= {p3:Int64}) THEN "_t6" ELSE {p7:Int64} END, "_t5"."ev")), {p3:Int64}), [{p7:Int64}]) AS "d_1_1"
            FROM (SELECT "_t3"."actor" AS "actor", arraySort(groupArray(((((coalesce(toUnixTimestamp64Micro("_t3"."timestamp"), {p1:Int64}) + {p8:Int64}) * {p4:Int64}) + ("_t3"."step_0" * {p2:Int64})) + ("_t3"."step_1" * {p3:Int64})))) AS "ev", arrayMap(("_t4") -> coalesce(toInt64(dateDiff('week', toDate32({p9:String}), toStartOfWeek("_t4", 0))), {p6:Int64}), arraySort(groupArray("_t3"."timestamp"))) AS "bk"
              FROM (SELECT CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t2"."id" AS "rest_id"
                      FROM (SELECT *
                        FROM "persons" FINAL) AS "_t2"
                      WHERE ("_t2"."team_id" = {p10:Int64})))) THEN toString("_t1"."person_id") ELSE concat(ifNull({p11:String}, ''), ifNull("_t1"."distinct_id", ''), '') END AS "actor", "_t1"."timestamp" AS "timestamp", CASE WHEN ("_t1"."event" = {p12:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "step_0", CASE WHEN ("_t1"."event" = {p13:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "step_1"
                FROM "events" AS "_t1"
                WHERE (("_t1"."team_id" = {p10:Int64}) AND ((("_t1"."timestamp" >= parseDateTime64BestEffort({p14:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p15:String}, 6, 'UTC'))) AND (("_t1"."event" = {p12:String}) OR ("_t1"."event" = {p13:String}))))) AS "_t3"
              GROUP BY 1) AS "_t5") AS "_t8") AS "_t11") AS "_t12"
      WHERE ("_t12"."reached" >= {p1:Int64})) AS "_t13") AS "_t17"
  ARRAY JOIN arrayConcat([tuple({p2:Int64}, {p6:Int64}, {p1:Int64})], arrayMap(("_t18", "_t19") -> tuple({p1:Int64}, "_t18", "_t19"), "_t17"."starts", "_t17"."scores")) AS "_t20"
  GROUP BY "_t17"."actor", 1, 2) AS "_t21"
GROUP BY 1, 2
LIMIT 1000001 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== funnels: trends per day in Kolkata
-- request:
--   {"kind":"FunnelsQuery","interval":"day","dateRange":{"date_from":"2025-12-20","date_to":"2026-01-12"},"series":[{"kind":"EventsNode","event":"$pageview"},{"kind":"EventsNode","event":"signup"},{"kind":"EventsNode","event":"purchase"}],"funnelsFilter":{"funnelVizType":"trends","funnelFromStep":0,"funnelToStep":1}}
-- timezone: Asia/Kolkata
-- normalized:
--   SELECT kind AS kind, b AS b, count() AS actors, countIf(r >= 0) AS n_from, countIf(r >= 1) AS n_to
--   FROM (SELECT tupleElement(x, 1) AS kind, tupleElement(x, 2) AS b, max(tupleElement(x, 3)) AS r
--     FROM (SELECT actor AS actor, arrayFilter((b, c) -> c >= 0, bk, score) AS starts, arrayFilter(c -> c >= 0, score) AS scores, reached AS reached, arrayElement(ev, start) AS key_0, arrayElement(d_1_1, start) AS key_1, arrayElement(d_1_2, start) AS key_2
--       FROM (SELECT actor AS actor, ev AS ev, bk AS bk, d_2_1 AS d_2_1, d_1_1 AS d_1_1, d_1_2 AS d_1_2, reached AS reached, score AS score, indexOf(score, reached) AS start
--         FROM (SELECT actor AS actor, ev AS ev, bk AS bk, d_2_1 AS d_2_1, d_1_1 AS d_1_1, d_1_2 AS d_1_2, score AS score, arrayMax(score) AS reached
--           FROM (SELECT actor AS actor, ev AS ev, bk AS bk, d_2_1 AS d_2_1, d_1_1 AS d_1_1, d_1_2 AS d_1_2, arrayMap((e, d1, d2) -> if(e % 2 >= 1, multiIf(d2 < e - e % 8 + 9676800000000 + 8, 2, d1 < e - e % 8 + 9676800000000 + 8, 1, 0), -1), ev, d_1_1, d_1_2) AS score
--             FROM (SELECT actor AS actor, ev AS ev, bk AS bk, d_2_1 AS d_2_1, arrayConcat(arraySlice(arrayReverseFill(y -> y < 4611686018427387904, arrayMap(e -> if(e % 4 >= 2, e, 4611686018427387904), ev)), 2), [4611686018427387904]) AS d_1_1, arrayConcat(arraySlice(arrayReverseFill(y -> y != 4611686018427387905, arrayMap((e, c) -> if(e % 4 >= 2, c, 4611686018427387905), ev, d_2_1)), 2), [4611686018427387904]) AS d_1_2
--               FROM (SELECT actor AS actor, ev AS ev, bk AS bk, arrayConcat(arraySlice(arrayReverseFill(y -> y < 4611686018427387904, arrayMap(e -> if(e % 8 >= 4, e, 4611686018427387904), ev)), 2), [4611686018427387904]) AS d_2_1
--                 FROM (SELECT actor AS actor, arraySort(groupArray((ifNull(toUnixTimestamp64Micro(timestamp), 0) + 2208988800000000) * 8 + step_0 * 1 + step_1 * 2 + step_2 * 4)) AS ev, arrayMap(t -> ifNull(dateDiff('day', toDate('2025-12-20'), t + INTERVAL 19800 SECOND), -1), arraySort(groupArray(timestamp))) AS bk
--                   FROM (SELECT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--                         FROM persons), toString(person_rest_id), concat('distinct:', distinct_id)) AS actor, timestamp AS timestamp, if(event = '$pageview', 1, 0) AS step_0, if(event = 'signup', 1, 0) AS step_1, if(event = 'purchase', 1, 0) AS step_2
--                     FROM events
--                     WHERE timestamp >= toDateTime('2025-12-19 18:30:00') AND timestamp < toDateTime('2026-01-12 18:30:00') AND (event = '$pageview' OR event = 'signup' OR event = 'purchase'))
--                   GROUP BY actor)))))
--         WHERE reached >= 0))
--     ARRAY JOIN arrayConcat([(1, -1, 0)], arrayMap((b, c) -> (0, b, c), starts, scores)) AS x
--     GROUP BY actor, kind, b)
--   GROUP BY kind, b
--   LIMIT 1000001
-- columns: kind Int64, b Int64, actors UInt64, n_from UInt64, n_to UInt64
-- args:
--   0
--   1
--   2
--   8
--   9676800000000
--   -1
--   4611686018427387904
--   4
--   4611686018427387905
--   2208988800000000
--   "2025-12-20"
--   19800
--   42
--   "distinct:"
--   "$pageview"
--   "signup"
--   "purchase"
--   "2025-12-19 18:30:00+00:00"
--   "2026-01-12 18:30:00+00:00"
SELECT "_t28"."kind" AS "kind", "_t28"."b" AS "b", count(*) AS "actors", count(*) FILTER (WHERE ("_t28"."r" >= {p1:Int64})) AS "n_from", count(*) FILTER (WHERE ("_t28"."r" >= {p2:Int64})) AS "n_to"
FROM (SELECT tupleElement("_t27", 1) AS "kind", tupleElement("_t27", 2) AS "b", maxOrNull(tupleElement("_t27", 3)) AS "r"
  FROM (SELECT "_t20"."actor" AS "actor", arrayFilter(("_t21", "_t22") -> ("_t22" >= {p1:Int64}), "_t20"."bk", "_t20"."score") AS "starts", arrayFilter(("_t23") -> ("_t23" >= {p1:Int64}), "_t20"."score") AS "scores", "_t20"."reached" AS "reached", arrayElementOrNull("_t20"."ev", "_t20"."start") AS "key_0", arrayElementOrNull("_t20"."d_1_1", "_t20"."start") AS "key_1", arrayElementOrNull("_t20"."d_1_2", "_t20"."start") AS "key_2"
    FROM (SELECT "_t19"."actor" AS "actor", "_t19"."ev" AS "ev", "_t19"."bk" AS "bk", "_t19"."d_2_1" AS "d_2_1", "_t19"."d_1_1" AS "d_1_1", "_t19"."d_1_2" AS "d_1_2", "_t19"."reached" AS "reached", "_t19"."score" AS "score", toInt64(indexOf("_t19"."score", "_t19"."reached")) AS "start"
      FROM (SELECT "_t18"."actor" AS "actor", "_t18"."ev" AS "ev", "_t18"."bk" AS "bk", "_t18"."d_2_1" AS "d_2_1", "_t18"."d_1_1" AS "d_1_1", "_t18"."d_1_2" AS "d_1_2", "_t18"."score" AS "score", if(empty("_t18"."score"), 0, arrayMax("_t18"."score")) AS "reached"
        FROM (SELECT "_t14"."actor" AS "actor", "_t14"."ev" AS "ev", "_t14"."bk" AS "bk", "_t14"."d_2_1" AS "d_2_1", "_t14"."d_1_1" AS "d_1_1", "_t14"."d_1_2" AS "d_1_2", arrayMap(("_t15", "_t16", "_t17") -> CASE WHEN (("_t15" % {p3:Int64}) >= {p2:Int64}) THEN CASE WHEN ("_t17" < ((("_t15" - ("_t15" % {p4:Int64})) + {p5:Int64}) + {p4:Int64})) THEN {p3:Int64} WHEN ("_t16" < ((("_t15" - ("_t15" % {p4:Int64})) + {p5:Int64}) + {p4:Int64})) THEN {p2:Int64} ELSE {p1:Int64} END ELSE {p6:Int64} END, "_t14"."ev", "_t14"."d_1_1", "_t14"."d_1_2") AS "score"
          FROM (SELECT "_t8"."actor" AS "actor", "_t8"."ev" AS "ev", "_t8"."bk" AS "bk", "_t8"."d_2_1" AS "d_2_1", arrayConcat(arraySlice(arrayReverseFill(("_t10") -> ifNull(("_t10" < {p7:Int64}), false), arrayMap(("_t9") -> CASE WHEN (("_t9" % {p8:Int64}) >= {p3:Int64}) THEN "_t9" ELSE {p7:Int64} END, "_t8"."ev")), {p3:Int64}), [{p7:Int64}]) AS "d_1_1", arrayConcat(arraySlice(arrayReverseFill(("_t13") -> ifNull(("_t13" <> {p9:Int64}), false), arrayMap(("_t11", "_t12") -> CASE WHEN (("_t11" % {p8:Int64}) >= {p3:Int64}) THEN "_t12" ELSE {p9:Int64} END, "_t8"."ev", "_t8"."d_2_1")), {p3:Int64}), [{p7:Int64}]) AS "d_1_2"
            FROM (SELECT "_t5"."actor" AS "actor", "_t5"."ev" AS "ev", "_t5"."bk" AS "bk", arrayConcat(arraySlice(arrayReverseFill(("_t7") -> ifNull(("_t7" < {p7:Int64}), false), arrayMap(("_t6") -> CASE WHEN (("_t6" % {p4:Int64}) >= {p8:Int64}) THEN "_t6" ELSE {p7:Int64} END, "_t5"."ev")), {p3:Int64}), [{p7:Int64}]) AS "d_2_1"
              FROM (SELECT "_t3"."actor" AS "actor", arraySort(groupArray((((((coalesce(toUnixTimestamp64Micro("_t3"."timestamp"), {p1:Int64}) + {p10:Int64}) * {p4:Int64}) + ("_t3"."step_0" * {p2:Int64})) + ("_t3"."step_1" * {p3:Int64})) + ("_t3"."step_2" * {p8:Int64})))) AS "ev", arrayMap(("_t4") -> coalesce(toInt64(dateDiff('day', toDateTime64(toDate32({p11:String}), 6, 'UTC'), addSeconds("_t4", {p12:Int64}))), {p6:Int64}), arraySort(groupArray("_t3"."timestamp"))) AS "bk"
                FROM (SELECT CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t2"."id" AS "rest_id"
                        FROM (SELECT *
                          FROM "persons" FINAL) AS "_t2"
                        WHERE ("_t2"."team_id" = {p13:Int64})))) THEN toString("_t1"."person_id") ELSE concat(ifNull({p14:String}, ''), ifNull("_t1"."distinct_id", ''), '') END AS "actor", "_t1"."timestamp" AS "timestamp", CASE WHEN ("_t1"."event" = {p15:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "step_0", CASE WHEN ("_t1"."event" = {p16:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "step_1", CASE WHEN ("_t1"."event" = {p17:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "step_2"
                  FROM "events" AS "_t1"
                  WHERE (("_t1"."team_id" = {p13:Int64}) AND ((("_t1"."timestamp" >= parseDateTime64BestEffort({p18:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p19:String}, 6, 'UTC'))) AND ((("_t1"."event" = {p15:String}) OR ("_t1"."event" = {p16:String})) OR ("_t1"."event" = {p17:String}))))) AS "_t3"
                GROUP BY 1) AS "_t5") AS "_t8") AS "_t14") AS "_t18") AS "_t19"
      WHERE ("_t19"."reached" >= {p1:Int64})) AS "_t20") AS "_t24"
  ARRAY JOIN arrayConcat([tuple({p2:Int64}, {p6:Int64}, {p1:Int64})], arrayMap(("_t25", "_t26") -> tuple({p1:Int64}, "_t25", "_t26"), "_t24"."starts", "_t24"."scores")) AS "_t27"
  GROUP BY "_t24"."actor", 1, 2) AS "_t28"
GROUP BY 1, 2
LIMIT 1000001 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== funnels: trends per hour in New York, breakdown
-- request:
--   {"kind":"FunnelsQuery","interval":"hour","dateRange":{"date_from":"-10d"},"series":[{"kind":"EventsNode","event":"$pageview"},{"kind":"EventsNode","event":"signup"}],"funnelsFilter":{"funnelVizType":"trends"},"breakdownFilter":{"breakdown":"$browser","breakdown_limit":1}}
-- timezone: America/New_York
-- normalized:
--   SELECT breakdown_0 AS breakdown_0, kind AS kind, b AS b, count() AS actors, countIf(r >= 0) AS n_from, countIf(r >= 1) AS n_to
--   FROM (SELECT breakdown_0 AS breakdown_0, tupleElement(x, 1) AS kind, tupleElement(x, 2) AS b, max(tupleElement(x, 3)) AS r
--     FROM (SELECT tupleElement(arrayElement(bds, indexOf(raw, arrayFirst(x -> x % 2 >= 1, ev))), 1) AS breakdown_0, actor AS actor, arrayFilter((b, c) -> c >= 0, bk, score) AS starts, arrayFilter(c -> c >= 0, score) AS scores, reached AS reached, arrayElement(ev, start) AS key_0, arrayElement(d_1_1, start) AS key_1
--       FROM (SELECT actor AS actor, ev AS ev, raw AS raw, bds AS bds, bk AS bk, d_1_1 AS d_1_1, reached AS reached, score AS score, indexOf(score, reached) AS start
--         FROM (SELECT actor AS actor, ev AS ev, raw AS raw, bds AS bds, bk AS bk, d_1_1 AS d_1_1, score AS score, arrayMax(score) AS reached
--           FROM (SELECT actor AS actor, ev AS ev, raw AS raw, bds AS bds, bk AS bk, d_1_1 AS d_1_1, arrayMap((e, d1) -> if(e % 2 >= 1, multiIf(d1 < e - e % 4 + 4838400000000 + 4, 1, 0), -1), ev, d_1_1) AS score
--             FROM (SELECT actor AS actor, ev AS ev, raw AS raw, bds AS bds, bk AS bk, arrayConcat(arraySlice(arrayReverseFill(y -> y < 4611686018427387904, arrayMap(e -> if(e % 4 >= 2, e, 4611686018427387904), ev)), 2), [4611686018427387904]) AS d_1_1
--               FROM (SELECT actor AS actor, arraySort(groupArray((ifNull(toUnixTimestamp64Micro(timestamp), 0) + 2208988800000000) * 4 + step_0 * 1 + step_1 * 2)) AS ev, groupArray((ifNull(toUnixTimestamp64Micro(timestamp), 0) + 2208988800000000) * 4 + step_0 * 1 + step_1 * 2) AS raw, groupArray(tuple(breakdown_0)) AS bds, arrayMap(t -> ifNull(dateDiff('hour', toDateTime('2026-11-11 00:00:00'), multiIf(t < toDateTime('2026-11-01 06:00:00'), t + INTERVAL -14400 SECOND, t + INTERVAL -18000 SECOND)), -1), arraySort(groupArray(timestamp))) AS bk
--                 FROM (SELECT if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--                       FROM persons), toString(person_rest_id), concat('distinct:', distinct_id)) AS actor, timestamp AS timestamp, if(event = '$pageview', 1, 0) AS step_0, if(event = 'signup', 1, 0) AS step_1, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--                   FROM events
--                   WHERE timestamp >= toDateTime('2026-11-11 05:00:00') AND timestamp < toDateTime('2026-11-21 13:00:00') AND (event = '$pageview' OR event = 'signup'))
--                 GROUP BY actor))))
--         WHERE reached >= 0))
--     ARRAY JOIN arrayConcat([(1, -1, 0)], arrayMap((b, c) -> (0, b, c), starts, scores)) AS x
--     GROUP BY actor, breakdown_0, kind, b)
--   GROUP BY breakdown_0, kind, b
--   LIMIT 1000001
-- columns: breakdown_0 Nullable(String), kind Int64, b Int64, actors UInt64, n_from UInt64, n_to UInt64
-- args:
--   0
--   1
--   2
--   4
--   4838400000000
--   -1
--   4611686018427387904
--   2208988800000000
--   "2026-11-11 00:00:00+00:00"
--   "2026-11-01 06:00:00+00:00"
--   -14400
--   -18000
--   42
--   "distinct:"
--   "$pageview"
--   "signup"
--   ""
--   "$$_posthog_breakdown_null_$$"
--   "2026-11-11 05:00:00+00:00"
--   "2026-11-21 13:00:00+00:00"
SELECT "_t22"."breakdown_0" AS "breakdown_0", "_t22"."kind" AS "kind", "_t22"."b" AS "b", count(*) AS "actors", count(*) FILTER (WHERE ("_t22"."r" >= {p1:Int64})) AS "n_from", count(*) FILTER (WHERE ("_t22"."r" >= {p2:Int64})) AS "n_to"
FROM (SELECT "_t18"."breakdown_0" AS "breakdown_0", tupleElement("_t21", 1) AS "kind", tupleElement("_t21", 2) AS "b", maxOrNull(tupleElement("_t21", 3)) AS "r"
  FROM (SELECT tupleElement(arrayElementOrNull("_t13"."bds", toInt64(indexOf("_t13"."raw", arrayFirstOrNull(("_t14") -> (("_t14" % {p3:Int64}) >= {p2:Int64}), "_t13"."ev")))), 1) AS "breakdown_0", "_t13"."actor" AS "actor", arrayFilter(("_t15", "_t16") -> ("_t16" >= {p1:Int64}), "_t13"."bk", "_t13"."score") AS "starts", arrayFilter(("_t17") -> ("_t17" >= {p1:Int64}), "_t13"."score") AS "scores", "_t13"."reached" AS "reached", arrayElementOrNull("_t13"."ev", "_t13"."start") AS "key_0", arrayElementOrNull("_t13"."d_1_1", "_t13"."start") AS "key_1"
    FROM (SELECT "_t12"."actor" AS "actor", "_t12"."ev" AS "ev", "_t12"."raw" AS "raw", "_t12"."bds" AS "bds", "_t12"."bk" AS "bk", "_t12"."d_1_1" AS "d_1_1", "_t12"."reached" AS "reached", "_t12"."score" AS "score", toInt64(indexOf("_t12"."score", "_t12"."reached")) AS "start"
      FROM (SELECT "_t11"."actor" AS "actor", "_t11"."ev" AS "ev", "_t11"."raw" AS "raw", "_t11"."bds" AS "bds", "_t11"."bk" AS "bk", "_t11"."d_1_1" AS "d_1_1", "_t11"."score" AS "score", if(empty("_t11"."score"), 0, arrayMax("_t11"."score")) AS "reached"
        FROM (SELECT "_t8"."actor" AS "actor", "_t8"."ev" AS "ev", "_t8"."raw" AS "raw", "_t8"."bds" AS "bds", "_t8"."bk" AS "bk", "_t8"."d_1_1" AS "d_1_1", arrayMap(("_t9", "_t10") -> CASE WHEN (("_t9" % {p3:Int64}) >= {p2:Int64}) THEN CASE WHEN ("_t10" < ((("_t9" - ("_t9" % {p4:Int64})) + {p5:Int64}) + {p4:Int64})) THEN {p2:Int64} ELSE {p1:Int64} END ELSE {p6:Int64} END, "_t8"."ev", "_t8"."d_1_1") AS "score"
          FROM (SELECT "_t5"."actor" AS "actor", "_t5"."ev" AS "ev", "_t5"."raw" AS "raw", "_t5"."bds" AS "bds", "_t5"."bk" AS "bk", arrayConcat(arraySlice(arrayReverseFill(("_t7") -> ifNull(("_t7" < {p7:Int64}), false), arrayMap(("_t6") -> CASE WHEN (("_t6" % {p4:Int64}) >= {p3:Int64}) THEN "_t6" ELSE {p7:Int64} END, "_t5"."ev")), {p3:Int64}), [{p7:Int64}]) AS "d_1_1"
            FROM (SELECT "_t3"."actor" AS "actor", arraySort(groupArray(((((coalesce(toUnixTimestamp64Micro("_t3"."timestamp"), {p1:Int64}) + {p8:Int64}) * {p4:Int64}) + ("_t3"."step_0" * {p2:Int64})) + ("_t3"."step_1" * {p3:Int64})))) AS "ev", groupArray(((((coalesce(toUnixTimestamp64Micro("_t3"."timestamp"), {p1:Int64}) + {p8:Int64}) * {p4:Int64}) + ("_t3"."step_0" * {p2:Int64})) + ("_t3"."step_1" * {p3:Int64}))) AS "raw", groupArray(tuple("_t3"."breakdown_0")) AS "bds", arrayMap(("_t4") -> coalesce(toInt64(dateDiff('hour', parseDateTime64BestEffort({p9:String}, 6, 'UTC'), CASE WHEN ("_t4" < parseDateTime64BestEffort({p10:String}, 6, 'UTC')) THEN addSeconds("_t4", {p11:Int64}) ELSE addSeconds("_t4", {p12:Int64}) END)), {p6:Int64}), arraySort(groupArray("_t3"."timestamp"))) AS "bk"
              FROM (SELECT CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t2"."id" AS "rest_id"
                      FROM (SELECT *
                        FROM "persons" FINAL) AS "_t2"
                      WHERE ("_t2"."team_id" = {p13:Int64})))) THEN toString("_t1"."person_id") ELSE concat(ifNull({p14:String}, ''), ifNull("_t1"."distinct_id", ''), '') END AS "actor", "_t1"."timestamp" AS "timestamp", CASE WHEN ("_t1"."event" = {p15:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "step_0", CASE WHEN ("_t1"."event" = {p16:String}) THEN {p2:Int64} ELSE {p1:Int64} END AS "step_1", coalesce(NULLIF("_t1"."mat_browser", {p17:String}), {p18:String}) AS "breakdown_0"
                FROM "events" AS "_t1"
                WHERE (("_t1"."team_id" = {p13:Int64}) AND ((("_t1"."timestamp" >= parseDateTime64BestEffort({p19:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p20:String}, 6, 'UTC'))) AND (("_t1"."event" = {p15:String}) OR ("_t1"."event" = {p16:String}))))) AS "_t3"
              GROUP BY 1) AS "_t5") AS "_t8") AS "_t11") AS "_t12"
      WHERE ("_t12"."reached" >= {p1:Int64})) AS "_t13") AS "_t18"
  ARRAY JOIN arrayConcat([tuple({p2:Int64}, {p6:Int64}, {p1:Int64})], arrayMap(("_t19", "_t20") -> tuple({p1:Int64}, "_t19", "_t20"), "_t18"."starts", "_t18"."scores")) AS "_t21"
  GROUP BY "_t18"."actor", 1, 2, 3) AS "_t22"
GROUP BY 1, 2, 3
LIMIT 1000001 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== retention: day periods
-- request:
--   {"kind":"RetentionQuery","dateRange":{"date_from":"-7d"},"retentionFilter":{"targetEntity":{"id":"$pageview","type":"events"},"returningEntity":{"id":"$pageview","type":"events"},"period":"Day","totalIntervals":4}}
-- normalized:
--   SELECT breakdown_value AS breakdown_value, bitAnd(cohort_bits, 255) AS cohorts, bitAnd(return_bits, 255) AS returns, count() AS actors
--   FROM (SELECT '' AS breakdown_value, ifNull(groupBitOr(bitShiftLeft(1, dateDiff('day', toDate('2026-11-14'), timestamp))), 0) AS cohort_bits, cohort_bits AS return_bits
--     FROM events
--     WHERE timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--     GROUP BY if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--         FROM persons), toString(person_rest_id), concat('distinct:', distinct_id)), '') AS a
--   GROUP BY breakdown_value, bitAnd(cohort_bits, 255), bitAnd(return_bits, 255)
--   LIMIT 100001
-- columns: breakdown_value String, cohorts Int64, returns Int64, actors UInt64
-- args:
--   255
--   ""
--   "2026-11-14"
--   1
--   0
--   42
--   "2026-11-14 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
--   "$pageview"
--   "distinct:"
SELECT "_t3"."breakdown_value" AS "breakdown_value", toInt64(bitAnd("_t3"."cohort_bits", {p1:Int64})) AS "cohorts", toInt64(bitAnd("_t3"."return_bits", {p1:Int64})) AS "returns", count(*) AS "actors"
FROM (SELECT {p2:String} AS "breakdown_value", coalesce(groupBitOrOrNull(if(toInt64(dateDiff('day', toDateTime64(toDate32({p3:String}), 6, 'UTC'), "_t1"."timestamp")) BETWEEN 0 AND 63, bitShiftLeft(toInt64({p4:Int64}), toUInt8(least(greatest(toInt64(dateDiff('day', toDateTime64(toDate32({p3:String}), 6, 'UTC'), "_t1"."timestamp")), 0), 63))), NULL)), {p5:Int64}) AS "cohort_bits", coalesce(groupBitOrOrNull(if(toInt64(dateDiff('day', toDateTime64(toDate32({p3:String}), 6, 'UTC'), "_t1"."timestamp")) BETWEEN 0 AND 63, bitShiftLeft(toInt64({p4:Int64}), toUInt8(least(greatest(toInt64(dateDiff('day', toDateTime64(toDate32({p3:String}), 6, 'UTC'), "_t1"."timestamp")), 0), 63))), NULL)), {p5:Int64}) AS "return_bits"
  FROM "events" AS "_t1"
  WHERE (("_t1"."team_id" = {p6:Int64}) AND ((("_t1"."timestamp" >= parseDateTime64BestEffort({p7:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p8:String}, 6, 'UTC'))) AND ("_t1"."event" = {p9:String})))
  GROUP BY CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t2"."id" AS "rest_id"
        FROM (SELECT *
          FROM "persons" FINAL) AS "_t2"
        WHERE ("_t2"."team_id" = {p6:Int64})))) THEN toString("_t1"."person_id") ELSE concat(ifNull({p10:String}, ''), ifNull("_t1"."distinct_id", ''), '') END, {p2:String}) AS "_t3"
GROUP BY 1, toInt64(bitAnd("_t3"."cohort_bits", {p1:Int64})), toInt64(bitAnd("_t3"."return_bits", {p1:Int64}))
LIMIT 100001 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== retention: first time, weeks, breakdown
-- request:
--   {"kind":"RetentionQuery","retentionFilter":{"period":"Week","totalIntervals":3,"retentionType":"retention_first_time"},"breakdownFilter":{"breakdown":"$browser"}}
-- normalized:
--   SELECT breakdown_value AS breakdown_value, bitAnd(cohort_bits, 7) AS cohorts, bitAnd(return_bits, 7) AS returns, count() AS actors
--   FROM (SELECT ifNull(toString(properties['$browser']), '') AS breakdown_value, ifNull(bitShiftLeft(1, min(if(event = '$pageview', dateDiff('week', toDate('2026-11-01'), toStartOfWeek(timestamp)), NULL))), 0) AS cohort_bits, ifNull(groupBitOr(if(event = '$pageview', bitShiftLeft(1, dateDiff('week', toDate('2026-11-01'), toStartOfWeek(timestamp))), NULL)), 0) AS return_bits
--     FROM events
--     WHERE timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview' OR timestamp >= toDateTime('2026-11-01 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--     GROUP BY if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--         FROM persons), toString(person_rest_id), concat('distinct:', distinct_id)), ifNull(toString(properties['$browser']), '')) AS a
--   GROUP BY breakdown_value, bitAnd(cohort_bits, 7), bitAnd(return_bits, 7)
--   LIMIT 100001
-- columns: breakdown_value String, cohorts Int64, returns Int64, actors UInt64
-- args:
--   7
--   ""
--   "$pageview"
--   "2026-11-01"
--   1
--   0
--   42
--   "2026-11-22 00:00:00+00:00"
--   "2026-11-01 00:00:00+00:00"
--   "distinct:"
SELECT "_t3"."breakdown_value" AS "breakdown_value", toInt64(bitAnd("_t3"."cohort_bits", {p1:Int64})) AS "cohorts", toInt64(bitAnd("_t3"."return_bits", {p1:Int64})) AS "returns", count(*) AS "actors"
FROM (SELECT coalesce("_t1"."mat_browser", {p2:String}) AS "breakdown_value", coalesce(if(minOrNull(CASE WHEN ("_t1"."event" = {p3:String}) THEN toInt64(dateDiff('week', toDate32({p4:String}), toStartOfWeek("_t1"."timestamp", 0))) ELSE NULL END) BETWEEN 0 AND 63, bitShiftLeft(toInt64({p5:Int64}), toUInt8(least(greatest(minOrNull(CASE WHEN ("_t1"."event" = {p3:String}) THEN toInt64(dateDiff('week', toDate32({p4:String}), toStartOfWeek("_t1"."timestamp", 0))) ELSE NULL END), 0), 63))), NULL), {p6:Int64}) AS "cohort_bits", coalesce(groupBitOrOrNull(CASE WHEN ("_t1"."event" = {p3:String}) THEN if(toInt64(dateDiff('week', toDate32({p4:String}), toStartOfWeek("_t1"."timestamp", 0))) BETWEEN 0 AND 63, bitShiftLeft(toInt64({p5:Int64}), toUInt8(least(greatest(toInt64(dateDiff('week', toDate32({p4:String}), toStartOfWeek("_t1"."timestamp", 0))), 0), 63))), NULL) ELSE NULL END), {p6:Int64}) AS "return_bits"
  FROM "events" AS "_t1"
  WHERE (("_t1"."team_id" = {p7:Int64}) AND ((("_t1"."timestamp" < parseDateTime64BestEffort({p8:String}, 6, 'UTC')) AND ("_t1"."event" = {p3:String})) OR ((("_t1"."timestamp" >= parseDateTime64BestEffort({p9:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p8:String}, 6, 'UTC'))) AND ("_t1"."event" = {p3:String}))))
  GROUP BY CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t2"."id" AS "rest_id"
        FROM (SELECT *
          FROM "persons" FINAL) AS "_t2"
        WHERE ("_t2"."team_id" = {p7:Int64})))) THEN toString("_t1"."person_id") ELSE concat(ifNull({p10:String}, ''), ifNull("_t1"."distinct_id", ''), '') END, coalesce("_t1"."mat_browser", {p2:String})) AS "_t3"
GROUP BY 1, toInt64(bitAnd("_t3"."cohort_bits", {p1:Int64})), toInt64(bitAnd("_t3"."return_bits", {p1:Int64}))
LIMIT 100001 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== lifecycle: days
-- request:
--   {"kind":"LifecycleQuery","series":[{"kind":"EventsNode","event":"$pageview"}],"dateRange":{"date_from":"-14d"},"interval":"day"}
-- normalized:
--   SELECT active AS active, created AS created, count() AS actors
--   FROM (SELECT bitAnd(e.active_bits, 65535) AS active, bitAnd(ifNull(bitShiftLeft(1, dateDiff('day', toDate('2026-11-06'), p.created_at)), 0), 65535) AS created
--     FROM (SELECT ifNull(groupBitOr(bitShiftLeft(1, dateDiff('day', toDate('2026-11-06'), timestamp))), 0) AS active_bits, any(person_rest_id) AS rid
--       FROM events
--       WHERE timestamp >= toDateTime('2026-11-06 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY if(person_rest_id IS NOT NULL AND person_rest_id IN (SELECT rest_id
--           FROM persons), toString(person_rest_id), concat('distinct:', distinct_id))) AS e
--     LEFT JOIN persons AS p ON p.rest_id = e.rid) AS a
--   GROUP BY active, created
--   LIMIT 100001
-- columns: active Int64, created Int64, actors UInt64
-- args:
--   65535
--   "2026-11-06"
--   1
--   0
--   42
--   "2026-11-06 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
--   "$pageview"
--   "distinct:"
SELECT "_t5"."active" AS "active", "_t5"."created" AS "created", count(*) AS "actors"
FROM (SELECT toInt64(bitAnd("_t3"."active_bits", {p1:Int64})) AS "active", toInt64(bitAnd(coalesce(if(toInt64(dateDiff('day', toDateTime64(toDate32({p2:String}), 6, 'UTC'), "_t4"."created_at")) BETWEEN 0 AND 63, bitShiftLeft(toInt64({p3:Int64}), toUInt8(least(greatest(toInt64(dateDiff('day', toDateTime64(toDate32({p2:String}), 6, 'UTC'), "_t4"."created_at")), 0), 63))), NULL), {p4:Int64}), {p1:Int64})) AS "created"
  FROM (SELECT coalesce(groupBitOrOrNull(if(toInt64(dateDiff('day', toDateTime64(toDate32({p2:String}), 6, 'UTC'), "_t1"."timestamp")) BETWEEN 0 AND 63, bitShiftLeft(toInt64({p3:Int64}), toUInt8(least(greatest(toInt64(dateDiff('day', toDateTime64(toDate32({p2:String}), 6, 'UTC'), "_t1"."timestamp")), 0), 63))), NULL)), {p4:Int64}) AS "active_bits", minOrNull("_t1"."person_id") AS "rid"
    FROM "events" AS "_t1"
    WHERE (("_t1"."team_id" = {p5:Int64}) AND ((("_t1"."timestamp" >= parseDateTime64BestEffort({p6:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p7:String}, 6, 'UTC'))) AND ("_t1"."event" = {p8:String})))
    GROUP BY CASE WHEN (("_t1"."person_id" IS NOT NULL) AND ("_t1"."person_id" IN (SELECT "_t2"."id" AS "rest_id"
          FROM (SELECT *
            FROM "persons" FINAL) AS "_t2"
          WHERE ("_t2"."team_id" = {p5:Int64})))) THEN toString("_t1"."person_id") ELSE concat(ifNull({p9:String}, ''), ifNull("_t1"."distinct_id", ''), '') END) AS "_t3"
  LEFT JOIN (SELECT *
    FROM "persons" FINAL) AS "_t4" ON (("_t4"."id" = "_t3"."rid") AND ("_t4"."team_id" = {p5:Int64}))) AS "_t5"
GROUP BY 1, 2
LIMIT 100001 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== stickiness: criteria, cumulative
-- request:
--   {"kind":"StickinessQuery","series":[{"kind":"EventsNode","event":"$pageview"}],"dateRange":{"date_from":"-7d"},"stickinessFilter":{"computedAs":"cumulative","stickinessCriteria":{"operator":"gte","value":2}}}
-- normalized:
--   SELECT 0 AS series, coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS bucket, count() AS events
--   FROM events
--   WHERE timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--   GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp)
--   LIMIT 1000001
-- columns: series Int64, actor String, bucket DateTime, events UInt64
-- args: 0, "distinct:", 42, "2026-11-14 00:00:00+00:00", "2026-11-22 00:00:00+00:00", "$pageview"
SELECT {p1:Int64} AS "series", coalesce("_t2"."uuid", concat(ifNull({p2:String}, ''), ifNull("_t1"."distinct_id", ''), '')) AS "actor", fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC') AS "bucket", count(*) AS "events"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p3:Int64}))
WHERE (("_t1"."team_id" = {p3:Int64}) AND ((("_t1"."timestamp" >= parseDateTime64BestEffort({p4:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p5:String}, 6, 'UTC'))) AND ("_t1"."event" = {p6:String})))
GROUP BY coalesce("_t2"."uuid", concat(ifNull({p2:String}, ''), ifNull("_t1"."distinct_id", ''), '')), fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC')
LIMIT 1000001 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== events: select, where, order, after
-- request:
--   {"kind":"EventsQuery","select":["*","event","person","count()"],"where":["event = '$pageview'"],"after":"-24h","orderBy":["count() DESC"],"limit":5}
-- normalized:
--   SELECT uuid, event, properties, timestamp, distinct_id, created_at, event, person.uuid, person.created_at, person.properties, distinct_id, count()
--   FROM events
--   WHERE event = '$pageview' AND timestamp > toDateTime('2026-11-20 12:00:00')
--   GROUP BY uuid, event, properties, timestamp, distinct_id, created_at, event, person.uuid, person.created_at, person.properties, distinct_id
--   ORDER BY count() DESC
--   LIMIT 6
-- columns:
--   uuid String
--   event String
--   properties JSON
--   timestamp DateTime
--   distinct_id String
--   created_at DateTime
--   event String
--   uuid Nullable(String)
--   created_at Nullable(DateTime)
--   properties Nullable(JSON)
--   distinct_id String
--   count() UInt64
-- args: 42, "$pageview", "2026-11-20 12:00:00+00:00"
SELECT "_t1"."uuid" AS "uuid", "_t1"."event" AS "event", "_t1"."properties" AS "properties", "_t1"."timestamp" AS "timestamp", "_t1"."distinct_id" AS "distinct_id", "_t1"."created_at" AS "created_at", "_t1"."event" AS "_c7", "_t2"."uuid" AS "_c8", "_t2"."created_at" AS "_c9", "_t2"."properties" AS "_c10", "_t1"."distinct_id" AS "_c11", count(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND (("_t1"."event" = {p2:String}) AND ("_t1"."timestamp" > parseDateTime64BestEffort({p3:String}, 6, 'UTC'))))
GROUP BY "_t1"."uuid", "_t1"."event", "_t1"."properties", "_t1"."timestamp", "_t1"."distinct_id", "_t1"."created_at", "_t1"."event", "_t2"."uuid", "_t2"."created_at", "_t2"."properties", "_t1"."distinct_id"
ORDER BY count(*) DESC NULLS LAST
LIMIT 6 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== actors: all persons, search
-- request: {"kind":"ActorsQuery","search":"alice","select":["person","id"],"orderBy":["id"]}
-- normalized:
--   SELECT i.pid AS pid, i.uuid AS uuid, i.properties AS properties, i.is_identified AS is_identified, i.created_at AS created_at, i.rn AS rn, d.distinct_id AS distinct_id
--   FROM (SELECT p.id AS pid, p.uuid AS uuid, p.properties AS properties, p.is_identified AS is_identified, p.created_at AS created_at, row_number() OVER (ORDER BY id, p.rest_id) AS rn
--     FROM persons AS p
--     WHERE toString(p.properties.email) ILIKE '%alice%' OR toString(p.properties.name) ILIKE '%alice%' OR toString(p.uuid) ILIKE '%alice%' OR p.id IN (SELECT person_id
--       FROM person_distinct_ids
--       WHERE distinct_id ILIKE '%alice%')
--     ORDER BY id, p.rest_id
--     LIMIT 101) AS i
--   LEFT JOIN person_distinct_ids AS d ON d.person_id = i.pid
--   ORDER BY i.rn, d.distinct_id
--   LIMIT 50000
-- columns:
--   pid String
--   uuid String
--   properties JSON
--   is_identified Bool
--   created_at DateTime
--   rn UInt64
--   distinct_id Nullable(String)
-- args: 42, "%alice%"
SELECT "_t4"."pid" AS "pid", "_t4"."uuid" AS "uuid", "_t4"."properties" AS "properties", "_t4"."is_identified" AS "is_identified", "_t4"."created_at" AS "created_at", "_t4"."rn" AS "rn", "_t5"."distinct_id" AS "distinct_id"
FROM (SELECT "_t1"."uuid" AS "pid", "_t1"."uuid" AS "uuid", "_t1"."properties" AS "properties", "_t1"."is_identified" AS "is_identified", "_t1"."created_at" AS "created_at", row_number() OVER (ORDER BY "_t1"."uuid" NULLS LAST, "_t1"."id" NULLS LAST) AS "rn"
  FROM (SELECT *
    FROM "persons" FINAL) AS "_t1"
  WHERE (("_t1"."team_id" = {p1:Int64}) AND ((((multiIf(JSONType("_t1"."properties", 'email') = 'String', JSONExtractString("_t1"."properties", 'email'), JSONType("_t1"."properties", 'email') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'email')) ILIKE {p2:String}) OR (multiIf(JSONType("_t1"."properties", 'name') = 'String', JSONExtractString("_t1"."properties", 'name'), JSONType("_t1"."properties", 'name') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'name')) ILIKE {p2:String})) OR ("_t1"."uuid" ILIKE {p2:String})) OR ("_t1"."uuid" IN (SELECT "_t3"."uuid" AS "person_id"
          FROM (SELECT *
            FROM "person_distinct_ids" FINAL) AS "_t2"
          LEFT JOIN (SELECT *
            FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = {p1:Int64}))
          WHERE (("_t2"."team_id" = {p1:Int64}) AND ("_t2"."distinct_id" ILIKE {p2:String}))))))
  ORDER BY "_t1"."uuid" NULLS LAST, "_t1"."id" NULLS LAST
  LIMIT 101) AS "_t4"
LEFT JOIN (SELECT "_t5".*, "_t6"."uuid" AS "_t6__uuid", "_t6"."created_at" AS "_t6__created_at", "_t6"."properties" AS "_t6__properties", "_t6"."is_identified" AS "_t6__is_identified", "_t6"."id" AS "_t6__id"
  FROM (SELECT *
    FROM "person_distinct_ids" FINAL) AS "_t5"
  LEFT JOIN (SELECT *
    FROM "persons" FINAL) AS "_t6" ON (("_t6"."id" = "_t5"."person_id") AND ("_t6"."team_id" = {p1:Int64}))) AS "_t5" ON (("_t5"."_t6__uuid" = "_t4"."pid") AND ("_t5"."team_id" = {p1:Int64}))
ORDER BY "_t4"."rn" NULLS LAST, "_t5"."distinct_id" NULLS LAST
LIMIT 50000 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== actors: of a trends data point
-- request:
--   {"kind":"ActorsQuery","source":{"kind":"InsightActorsQuery","day":"2026-11-20","source":{"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"$pageview"}]}}}
-- normalized:
--   SELECT i.pid AS pid, i.uuid AS uuid, i.properties AS properties, i.is_identified AS is_identified, i.created_at AS created_at, i.event_count AS event_count, i.event_distinct_ids AS event_distinct_ids, i.rn AS rn, d.distinct_id AS distinct_id
--   FROM (SELECT p.id AS pid, p.uuid AS uuid, p.properties AS properties, p.is_identified AS is_identified, p.created_at AS created_at, e.event_count AS event_count, e.event_distinct_ids AS event_distinct_ids, row_number() OVER (ORDER BY e.event_count DESC, p.created_at DESC, p.rest_id) AS rn
--     FROM persons AS p
--     JOIN (SELECT person_id AS actor_pid, count() AS event_count, arraySort(groupUniqArray(distinct_id)) AS event_distinct_ids
--       FROM events
--       WHERE timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview' AND timestamp >= toDateTime('2026-11-20 00:00:00') AND timestamp < toDateTime('2026-11-21 00:00:00') AND person_id IS NOT NULL
--       GROUP BY person_id) AS e ON e.actor_pid = p.id
--     ORDER BY e.event_count DESC, p.created_at DESC, p.rest_id
--     LIMIT 101) AS i
--   LEFT JOIN person_distinct_ids AS d ON d.person_id = i.pid
--   ORDER BY i.rn, d.distinct_id
--   LIMIT 50000
-- columns:
--   pid String
--   uuid String
--   properties JSON
--   is_identified Bool
--   created_at DateTime
--   event_count UInt64
--   event_distinct_ids Array(String)
--   rn UInt64
--   distinct_id Nullable(String)
-- args:
--   42
--   "2026-11-14 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
--   "$pageview"
--   "2026-11-20 00:00:00+00:00"
--   "2026-11-21 00:00:00+00:00"
SELECT "_t5"."pid" AS "pid", "_t5"."uuid" AS "uuid", "_t5"."properties" AS "properties", "_t5"."is_identified" AS "is_identified", "_t5"."created_at" AS "created_at", "_t5"."event_count" AS "event_count", "_t5"."event_distinct_ids" AS "event_distinct_ids", "_t5"."rn" AS "rn", "_t6"."distinct_id" AS "distinct_id"
FROM (SELECT "_t1"."uuid" AS "pid", "_t1"."uuid" AS "uuid", "_t1"."properties" AS "properties", "_t1"."is_identified" AS "is_identified", "_t1"."created_at" AS "created_at", "_t4"."event_count" AS "event_count", "_t4"."event_distinct_ids" AS "event_distinct_ids", row_number() OVER (ORDER BY "_t4"."event_count" DESC NULLS LAST, "_t1"."created_at" DESC NULLS LAST, "_t1"."id" NULLS LAST) AS "rn"
  FROM (SELECT *
    FROM "persons" FINAL) AS "_t1"
  JOIN (SELECT "_t3"."uuid" AS "actor_pid", count(*) AS "event_count", arraySort(arraySort(groupUniqArray("_t2"."distinct_id"))) AS "event_distinct_ids"
    FROM "events" AS "_t2"
    LEFT JOIN (SELECT *
      FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = {p1:Int64}))
    WHERE (("_t2"."team_id" = {p1:Int64}) AND (((((("_t2"."timestamp" >= parseDateTime64BestEffort({p2:String}, 6, 'UTC')) AND ("_t2"."timestamp" < parseDateTime64BestEffort({p3:String}, 6, 'UTC'))) AND ("_t2"."event" = {p4:String})) AND ("_t2"."timestamp" >= parseDateTime64BestEffort({p5:String}, 6, 'UTC'))) AND ("_t2"."timestamp" < parseDateTime64BestEffort({p6:String}, 6, 'UTC'))) AND ("_t3"."uuid" IS NOT NULL)))
    GROUP BY "_t3"."uuid") AS "_t4" ON ("_t4"."actor_pid" = "_t1"."uuid")
  WHERE ("_t1"."team_id" = {p1:Int64})
  ORDER BY "_t4"."event_count" DESC NULLS LAST, "_t1"."created_at" DESC NULLS LAST, "_t1"."id" NULLS LAST
  LIMIT 101) AS "_t5"
LEFT JOIN (SELECT "_t6".*, "_t7"."uuid" AS "_t7__uuid", "_t7"."created_at" AS "_t7__created_at", "_t7"."properties" AS "_t7__properties", "_t7"."is_identified" AS "_t7__is_identified", "_t7"."id" AS "_t7__id"
  FROM (SELECT *
    FROM "person_distinct_ids" FINAL) AS "_t6"
  LEFT JOIN (SELECT *
    FROM "persons" FINAL) AS "_t7" ON (("_t7"."id" = "_t6"."person_id") AND ("_t7"."team_id" = {p1:Int64}))) AS "_t6" ON (("_t6"."_t7__uuid" = "_t5"."pid") AND ("_t6"."team_id" = {p1:Int64}))
ORDER BY "_t5"."rn" NULLS LAST, "_t6"."distinct_id" NULLS LAST
LIMIT 50000 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== actors: of a funnel step, breakdown value
-- request:
--   {"kind":"ActorsQuery","source":{"kind":"FunnelsActorsQuery","funnelStep":-2,"funnelStepBreakdown":"Chrome","source":{"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"}],"breakdownFilter":{"breakdown":"$browser"}}}}
-- normalized:
--   SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, timestamp AS timestamp, if(event = 'a', 1, 0) AS step_0, if(event = 'b', 1, 0) AS step_1, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--   FROM events
--   WHERE timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND (event = 'a' OR event = 'b')
--   ORDER BY actor, timestamp
--   LIMIT 1000001
-- columns: actor String, timestamp DateTime, step_0 Int64, step_1 Int64, breakdown_0 String
-- args:
--   "distinct:"
--   "a"
--   1
--   0
--   "b"
--   ""
--   "$$_posthog_breakdown_null_$$"
--   42
--   "2026-11-14 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
SELECT coalesce("_t2"."uuid", concat(ifNull({p1:String}, ''), ifNull("_t1"."distinct_id", ''), '')) AS "actor", "_t1"."timestamp" AS "timestamp", CASE WHEN ("_t1"."event" = {p2:String}) THEN {p3:Int64} ELSE {p4:Int64} END AS "step_0", CASE WHEN ("_t1"."event" = {p5:String}) THEN {p3:Int64} ELSE {p4:Int64} END AS "step_1", coalesce(NULLIF("_t1"."mat_browser", {p6:String}), {p7:String}) AS "breakdown_0"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p8:Int64}))
WHERE (("_t1"."team_id" = {p8:Int64}) AND ((("_t1"."timestamp" >= parseDateTime64BestEffort({p9:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p10:String}, 6, 'UTC'))) AND (("_t1"."event" = {p2:String}) OR ("_t1"."event" = {p5:String}))))
ORDER BY 1 NULLS LAST, 2 NULLS LAST
LIMIT 1000001 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== actors: of a funnel step, breakdown value (next statement, over no rows)
-- normalized:
--   SELECT i.pid AS pid, i.uuid AS uuid, i.properties AS properties, i.is_identified AS is_identified, i.created_at AS created_at, i.actor_key AS actor_key, i.rn AS rn, d.distinct_id AS distinct_id
--   FROM (SELECT p.id AS pid, p.uuid AS uuid, p.properties AS properties, p.is_identified AS is_identified, p.created_at AS created_at, toString(p.id) AS actor_key, row_number() OVER (ORDER BY p.created_at DESC, p.rest_id) AS rn
--     FROM persons AS p
--     WHERE 1 = 0
--     ORDER BY p.created_at DESC, p.rest_id
--     LIMIT 101) AS i
--   LEFT JOIN person_distinct_ids AS d ON d.person_id = i.pid
--   ORDER BY i.rn, d.distinct_id
--   LIMIT 50000
-- columns:
--   pid String
--   uuid String
--   properties JSON
--   is_identified Bool
--   created_at DateTime
--   actor_key String
--   rn UInt64
--   distinct_id Nullable(String)
-- args: 42, 1, 0
SELECT "_t2"."pid" AS "pid", "_t2"."uuid" AS "uuid", "_t2"."properties" AS "properties", "_t2"."is_identified" AS "is_identified", "_t2"."created_at" AS "created_at", "_t2"."actor_key" AS "actor_key", "_t2"."rn" AS "rn", "_t3"."distinct_id" AS "distinct_id"
FROM (SELECT "_t1"."uuid" AS "pid", "_t1"."uuid" AS "uuid", "_t1"."properties" AS "properties", "_t1"."is_identified" AS "is_identified", "_t1"."created_at" AS "created_at", "_t1"."uuid" AS "actor_key", row_number() OVER (ORDER BY "_t1"."created_at" DESC NULLS LAST, "_t1"."id" NULLS LAST) AS "rn"
  FROM (SELECT *
    FROM "persons" FINAL) AS "_t1"
  WHERE (("_t1"."team_id" = {p1:Int64}) AND ({p2:Int64} = {p3:Int64}))
  ORDER BY "_t1"."created_at" DESC NULLS LAST, "_t1"."id" NULLS LAST
  LIMIT 101) AS "_t2"
LEFT JOIN (SELECT "_t3".*, "_t4"."uuid" AS "_t4__uuid", "_t4"."created_at" AS "_t4__created_at", "_t4"."properties" AS "_t4__properties", "_t4"."is_identified" AS "_t4__is_identified", "_t4"."id" AS "_t4__id"
  FROM (SELECT *
    FROM "person_distinct_ids" FINAL) AS "_t3"
  LEFT JOIN (SELECT *
    FROM "persons" FINAL) AS "_t4" ON (("_t4"."id" = "_t3"."person_id") AND ("_t4"."team_id" = {p1:Int64}))) AS "_t3" ON (("_t3"."_t4__uuid" = "_t2"."pid") AND ("_t3"."team_id" = {p1:Int64}))
ORDER BY "_t2"."rn" NULLS LAST, "_t3"."distinct_id" NULLS LAST
LIMIT 50000 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== actors: of a retention cohort
-- request:
--   {"kind":"ActorsQuery","source":{"kind":"InsightActorsQuery","interval":1,"source":{"kind":"RetentionQuery","retentionFilter":{"period":"Day","totalIntervals":3}}}}
-- normalized:
--   SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS bucket, max(if(event = '$pageview', 1, 0)) AS is_target, sum(if(event = '$pageview', 1, 0)) AS is_returning
--   FROM events
--   WHERE timestamp >= toDateTime('2026-11-19 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview' OR timestamp >= toDateTime('2026-11-19 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--   GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp)
--   LIMIT 1000001
-- columns: actor String, bucket DateTime, is_target Nullable(Int64), is_returning Nullable(Int64)
-- args: "distinct:", "$pageview", 1, 0, 42, "2026-11-19 00:00:00+00:00", "2026-11-22 00:00:00+00:00"
SELECT coalesce("_t2"."uuid", concat(ifNull({p1:String}, ''), ifNull("_t1"."distinct_id", ''), '')) AS "actor", fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC') AS "bucket", maxOrNull(CASE WHEN ("_t1"."event" = {p2:String}) THEN {p3:Int64} ELSE {p4:Int64} END) AS "is_target", sumOrNull(CASE WHEN ("_t1"."event" = {p2:String}) THEN {p3:Int64} ELSE {p4:Int64} END) AS "is_returning"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p5:Int64}))
WHERE (("_t1"."team_id" = {p5:Int64}) AND (((("_t1"."timestamp" >= parseDateTime64BestEffort({p6:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p7:String}, 6, 'UTC'))) AND ("_t1"."event" = {p2:String})) OR ((("_t1"."timestamp" >= parseDateTime64BestEffort({p6:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p7:String}, 6, 'UTC'))) AND ("_t1"."event" = {p2:String}))))
GROUP BY coalesce("_t2"."uuid", concat(ifNull({p1:String}, ''), ifNull("_t1"."distinct_id", ''), '')), fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC')
LIMIT 1000001 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== actors: of a retention cohort (next statement, over no rows)
-- normalized:
--   SELECT i.pid AS pid, i.uuid AS uuid, i.properties AS properties, i.is_identified AS is_identified, i.created_at AS created_at, i.actor_key AS actor_key, i.rn AS rn, d.distinct_id AS distinct_id
--   FROM (SELECT p.id AS pid, p.uuid AS uuid, p.properties AS properties, p.is_identified AS is_identified, p.created_at AS created_at, toString(p.id) AS actor_key, row_number() OVER (ORDER BY p.created_at DESC, p.rest_id) AS rn
--     FROM persons AS p
--     WHERE 1 = 0
--     ORDER BY p.created_at DESC, p.rest_id
--     LIMIT 101) AS i
--   LEFT JOIN person_distinct_ids AS d ON d.person_id = i.pid
--   ORDER BY i.rn, d.distinct_id
--   LIMIT 50000
-- columns:
--   pid String
--   uuid String
--   properties JSON
--   is_identified Bool
--   created_at DateTime
--   actor_key String
--   rn UInt64
--   distinct_id Nullable(String)
-- args: 42, 1, 0
SELECT "_t2"."pid" AS "pid", "_t2"."uuid" AS "uuid", "_t2"."properties" AS "properties", "_t2"."is_identified" AS "is_identified", "_t2"."created_at" AS "created_at", "_t2"."actor_key" AS "actor_key", "_t2"."rn" AS "rn", "_t3"."distinct_id" AS "distinct_id"
FROM (SELECT "_t1"."uuid" AS "pid", "_t1"."uuid" AS "uuid", "_t1"."properties" AS "properties", "_t1"."is_identified" AS "is_identified", "_t1"."created_at" AS "created_at", "_t1"."uuid" AS "actor_key", row_number() OVER (ORDER BY "_t1"."created_at" DESC NULLS LAST, "_t1"."id" NULLS LAST) AS "rn"
  FROM (SELECT *
    FROM "persons" FINAL) AS "_t1"
  WHERE (("_t1"."team_id" = {p1:Int64}) AND ({p2:Int64} = {p3:Int64}))
  ORDER BY "_t1"."created_at" DESC NULLS LAST, "_t1"."id" NULLS LAST
  LIMIT 101) AS "_t2"
LEFT JOIN (SELECT "_t3".*, "_t4"."uuid" AS "_t4__uuid", "_t4"."created_at" AS "_t4__created_at", "_t4"."properties" AS "_t4__properties", "_t4"."is_identified" AS "_t4__is_identified", "_t4"."id" AS "_t4__id"
  FROM (SELECT *
    FROM "person_distinct_ids" FINAL) AS "_t3"
  LEFT JOIN (SELECT *
    FROM "persons" FINAL) AS "_t4" ON (("_t4"."id" = "_t3"."person_id") AND ("_t4"."team_id" = {p1:Int64}))) AS "_t3" ON (("_t3"."_t4__uuid" = "_t2"."pid") AND ("_t3"."team_id" = {p1:Int64}))
ORDER BY "_t2"."rn" NULLS LAST, "_t3"."distinct_id" NULLS LAST
LIMIT 50000 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== actors: of a lifecycle status
-- request:
--   {"kind":"ActorsQuery","source":{"kind":"InsightActorsQuery","day":"2026-11-20","status":"dormant","source":{"kind":"LifecycleQuery","series":[{"kind":"EventsNode","event":"a"}]}}}
-- normalized:
--   SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS bucket, min(toStartOfDay(person.created_at)) AS created
--   FROM events
--   WHERE timestamp >= toDateTime('2026-11-13 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = 'a'
--   GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp)
--   LIMIT 1000001
-- columns: actor String, bucket DateTime, created Nullable(DateTime)
-- args: "distinct:", 42, "2026-11-13 00:00:00+00:00", "2026-11-22 00:00:00+00:00", "a"
SELECT coalesce("_t2"."uuid", concat(ifNull({p1:String}, ''), ifNull("_t1"."distinct_id", ''), '')) AS "actor", fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC') AS "bucket", minOrNull(fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t2"."created_at") - positiveModulo(toUnixTimestamp64Micro("_t2"."created_at"), toInt64(86400000000)), 'UTC')) AS "created"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p2:Int64}))
WHERE (("_t1"."team_id" = {p2:Int64}) AND ((("_t1"."timestamp" >= parseDateTime64BestEffort({p3:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p4:String}, 6, 'UTC'))) AND ("_t1"."event" = {p5:String})))
GROUP BY coalesce("_t2"."uuid", concat(ifNull({p1:String}, ''), ifNull("_t1"."distinct_id", ''), '')), fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC')
LIMIT 1000001 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== actors: of a lifecycle status (next statement, over no rows)
-- normalized:
--   SELECT i.pid AS pid, i.uuid AS uuid, i.properties AS properties, i.is_identified AS is_identified, i.created_at AS created_at, i.actor_key AS actor_key, i.rn AS rn, d.distinct_id AS distinct_id
--   FROM (SELECT p.id AS pid, p.uuid AS uuid, p.properties AS properties, p.is_identified AS is_identified, p.created_at AS created_at, toString(p.id) AS actor_key, row_number() OVER (ORDER BY p.created_at DESC, p.rest_id) AS rn
--     FROM persons AS p
--     WHERE 1 = 0
--     ORDER BY p.created_at DESC, p.rest_id
--     LIMIT 101) AS i
--   LEFT JOIN person_distinct_ids AS d ON d.person_id = i.pid
--   ORDER BY i.rn, d.distinct_id
--   LIMIT 50000
-- columns:
--   pid String
--   uuid String
--   properties JSON
--   is_identified Bool
--   created_at DateTime
--   actor_key String
--   rn UInt64
--   distinct_id Nullable(String)
-- args: 42, 1, 0
SELECT "_t2"."pid" AS "pid", "_t2"."uuid" AS "uuid", "_t2"."properties" AS "properties", "_t2"."is_identified" AS "is_identified", "_t2"."created_at" AS "created_at", "_t2"."actor_key" AS "actor_key", "_t2"."rn" AS "rn", "_t3"."distinct_id" AS "distinct_id"
FROM (SELECT "_t1"."uuid" AS "pid", "_t1"."uuid" AS "uuid", "_t1"."properties" AS "properties", "_t1"."is_identified" AS "is_identified", "_t1"."created_at" AS "created_at", "_t1"."uuid" AS "actor_key", row_number() OVER (ORDER BY "_t1"."created_at" DESC NULLS LAST, "_t1"."id" NULLS LAST) AS "rn"
  FROM (SELECT *
    FROM "persons" FINAL) AS "_t1"
  WHERE (("_t1"."team_id" = {p1:Int64}) AND ({p2:Int64} = {p3:Int64}))
  ORDER BY "_t1"."created_at" DESC NULLS LAST, "_t1"."id" NULLS LAST
  LIMIT 101) AS "_t2"
LEFT JOIN (SELECT "_t3".*, "_t4"."uuid" AS "_t4__uuid", "_t4"."created_at" AS "_t4__created_at", "_t4"."properties" AS "_t4__properties", "_t4"."is_identified" AS "_t4__is_identified", "_t4"."id" AS "_t4__id"
  FROM (SELECT *
    FROM "person_distinct_ids" FINAL) AS "_t3"
  LEFT JOIN (SELECT *
    FROM "persons" FINAL) AS "_t4" ON (("_t4"."id" = "_t3"."person_id") AND ("_t4"."team_id" = {p1:Int64}))) AS "_t3" ON (("_t3"."_t4__uuid" = "_t2"."pid") AND ("_t3"."team_id" = {p1:Int64}))
ORDER BY "_t2"."rn" NULLS LAST, "_t3"."distinct_id" NULLS LAST
LIMIT 50000 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== actors: of a stickiness bar
-- request:
--   {"kind":"ActorsQuery","source":{"kind":"InsightActorsQuery","day":2,"source":{"kind":"StickinessQuery","series":[{"kind":"EventsNode","event":"a"}]}}}
-- normalized:
--   SELECT 0 AS series, coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS bucket, count() AS events
--   FROM events
--   WHERE timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = 'a'
--   GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp)
--   LIMIT 1000001
-- columns: series Int64, actor String, bucket DateTime, events UInt64
-- args: 0, "distinct:", 42, "2026-11-14 00:00:00+00:00", "2026-11-22 00:00:00+00:00", "a"
SELECT {p1:Int64} AS "series", coalesce("_t2"."uuid", concat(ifNull({p2:String}, ''), ifNull("_t1"."distinct_id", ''), '')) AS "actor", fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC') AS "bucket", count(*) AS "events"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p3:Int64}))
WHERE (("_t1"."team_id" = {p3:Int64}) AND ((("_t1"."timestamp" >= parseDateTime64BestEffort({p4:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p5:String}, 6, 'UTC'))) AND ("_t1"."event" = {p6:String})))
GROUP BY coalesce("_t2"."uuid", concat(ifNull({p2:String}, ''), ifNull("_t1"."distinct_id", ''), '')), fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC')
LIMIT 1000001 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== actors: of a stickiness bar (next statement, over no rows)
-- normalized:
--   SELECT i.pid AS pid, i.uuid AS uuid, i.properties AS properties, i.is_identified AS is_identified, i.created_at AS created_at, i.actor_key AS actor_key, i.rn AS rn, d.distinct_id AS distinct_id
--   FROM (SELECT p.id AS pid, p.uuid AS uuid, p.properties AS properties, p.is_identified AS is_identified, p.created_at AS created_at, toString(p.id) AS actor_key, row_number() OVER (ORDER BY p.created_at DESC, p.rest_id) AS rn
--     FROM persons AS p
--     WHERE 1 = 0
--     ORDER BY p.created_at DESC, p.rest_id
--     LIMIT 101) AS i
--   LEFT JOIN person_distinct_ids AS d ON d.person_id = i.pid
--   ORDER BY i.rn, d.distinct_id
--   LIMIT 50000
-- columns:
--   pid String
--   uuid String
--   properties JSON
--   is_identified Bool
--   created_at DateTime
--   actor_key String
--   rn UInt64
--   distinct_id Nullable(String)
-- args: 42, 1, 0
SELECT "_t2"."pid" AS "pid", "_t2"."uuid" AS "uuid", "_t2"."properties" AS "properties", "_t2"."is_identified" AS "is_identified", "_t2"."created_at" AS "created_at", "_t2"."actor_key" AS "actor_key", "_t2"."rn" AS "rn", "_t3"."distinct_id" AS "distinct_id"
FROM (SELECT "_t1"."uuid" AS "pid", "_t1"."uuid" AS "uuid", "_t1"."properties" AS "properties", "_t1"."is_identified" AS "is_identified", "_t1"."created_at" AS "created_at", "_t1"."uuid" AS "actor_key", row_number() OVER (ORDER BY "_t1"."created_at" DESC NULLS LAST, "_t1"."id" NULLS LAST) AS "rn"
  FROM (SELECT *
    FROM "persons" FINAL) AS "_t1"
  WHERE (("_t1"."team_id" = {p1:Int64}) AND ({p2:Int64} = {p3:Int64}))
  ORDER BY "_t1"."created_at" DESC NULLS LAST, "_t1"."id" NULLS LAST
  LIMIT 101) AS "_t2"
LEFT JOIN (SELECT "_t3".*, "_t4"."uuid" AS "_t4__uuid", "_t4"."created_at" AS "_t4__created_at", "_t4"."properties" AS "_t4__properties", "_t4"."is_identified" AS "_t4__is_identified", "_t4"."id" AS "_t4__id"
  FROM (SELECT *
    FROM "person_distinct_ids" FINAL) AS "_t3"
  LEFT JOIN (SELECT *
    FROM "persons" FINAL) AS "_t4" ON (("_t4"."id" = "_t3"."person_id") AND ("_t4"."team_id" = {p1:Int64}))) AS "_t3" ON (("_t3"."_t4__uuid" = "_t2"."pid") AND ("_t3"."team_id" = {p1:Int64}))
ORDER BY "_t2"."rn" NULLS LAST, "_t3"."distinct_id" NULLS LAST
LIMIT 50000 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0
