-- Golden file of insight's TestGoldenKinds (insight/golden_test.go): the statements of the insight kinds,
-- printed for postgres with TeamID 42 and now 2026-11-21T12:00:00Z. Regenerate with: go test ./insight/ -run TestGoldenKinds -update

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
SELECT $1::bigint AS "series", date_trunc('day', "_t1"."timestamp") AS "bucket", COUNT(*) AS "value"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND (("_t1"."event" = $3::text) AND (("_t1"."timestamp" >= $4::timestamptz) AND ("_t1"."timestamp" < $5::timestamptz))))
GROUP BY date_trunc('day', "_t1"."timestamp")
LIMIT 24

-- ==== trends: dau per hour, -2d in New York
-- request:
--   {"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"$pageview","math":"dau"}],"dateRange":{"date_from":"-2d"},"interval":"hour"}
-- timezone: America/New_York
-- normalized:
--   SELECT 0 AS series, toStartOfHour(multiIf(timestamp < toDateTime('2026-11-01 06:00:00'), timestamp + INTERVAL -14400 SECOND, timestamp + INTERVAL -18000 SECOND)) AS bucket, count(DISTINCT coalesce(toString(person_id), concat('distinct:', distinct_id))) AS value
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
--   "distinct:"
--   42
--   "$pageview"
--   "2026-11-19 05:00:00+00:00"
--   "2026-11-21 13:00:00+00:00"
SELECT $1::bigint AS "series", date_trunc('hour', CASE WHEN ("_t1"."timestamp" < $2::timestamptz) THEN (("_t1"."timestamp") + ($3::bigint) * INTERVAL '1 second') ELSE (("_t1"."timestamp") + ($4::bigint) * INTERVAL '1 second') END) AS "bucket", COUNT(DISTINCT COALESCE("_t2"."uuid", burrow_cap(COALESCE($5::text, '') || COALESCE("_t1"."distinct_id", '')))) AS "value"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $6::bigint))
WHERE (("_t1"."team_id" = $6::bigint) AND (("_t1"."event" = $7::text) AND (("_t1"."timestamp" >= $8::timestamptz) AND ("_t1"."timestamp" < $9::timestamptz))))
GROUP BY date_trunc('hour', CASE WHEN ("_t1"."timestamp" < $2::timestamptz) THEN (("_t1"."timestamp") + ($3::bigint) * INTERVAL '1 second') ELSE (("_t1"."timestamp") + ($4::bigint) * INTERVAL '1 second') END)
LIMIT 122

-- ==== trends: breakdown with limit, compare to previous
-- request:
--   {"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"$pageview","math":"dau"}],"dateRange":{"date_from":"-7d"},"breakdownFilter":{"breakdown":"$browser","breakdown_limit":3},"compareFilter":{"compare":true}}
-- normalized:
--   SELECT 0 AS series, toStartOfDay(timestamp) AS bucket, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0, count(DISTINCT coalesce(toString(person_id), concat('distinct:', distinct_id))) AS value
--   FROM events
--   WHERE event = '$pageview' AND (timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00'))
--   GROUP BY toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')
--   UNION ALL
--   SELECT 1 AS series, toStartOfDay(timestamp) AS bucket, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0, count(DISTINCT coalesce(toString(person_id), concat('distinct:', distinct_id))) AS value
--   FROM events
--   WHERE event = '$pageview' AND (timestamp >= toDateTime('2026-11-06 00:00:00') AND timestamp < toDateTime('2026-11-14 00:00:00'))
--   GROUP BY toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')
--   LIMIT 50000
-- columns: series Int64, bucket DateTime, breakdown_0 String, value UInt64
-- args:
--   0
--   "$browser"
--   ""
--   "$$_posthog_breakdown_null_$$"
--   "distinct:"
--   42
--   "$pageview"
--   "2026-11-14 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
--   1
--   "2026-11-06 00:00:00+00:00"
SELECT $1::bigint AS "series", date_trunc('day', "_t1"."timestamp") AS "bucket", COALESCE(NULLIF(("_t1"."properties" ->> $2::text), $3::text), $4::text) AS "breakdown_0", COUNT(DISTINCT COALESCE("_t2"."uuid", burrow_cap(COALESCE($5::text, '') || COALESCE("_t1"."distinct_id", '')))) AS "value"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $6::bigint))
WHERE (("_t1"."team_id" = $6::bigint) AND (("_t1"."event" = $7::text) AND (("_t1"."timestamp" >= $8::timestamptz) AND ("_t1"."timestamp" < $9::timestamptz))))
GROUP BY date_trunc('day', "_t1"."timestamp"), COALESCE(NULLIF(("_t1"."properties" ->> $2::text), $3::text), $4::text)
UNION ALL
SELECT $10::bigint AS "series", date_trunc('day', "_t3"."timestamp") AS "bucket", COALESCE(NULLIF(("_t3"."properties" ->> $2::text), $3::text), $4::text) AS "breakdown_0", COUNT(DISTINCT COALESCE("_t4"."uuid", burrow_cap(COALESCE($5::text, '') || COALESCE("_t3"."distinct_id", '')))) AS "value"
FROM "events" AS "_t3"
LEFT JOIN "persons" AS "_t4" ON (("_t4"."id" = "_t3"."person_id") AND ("_t4"."team_id" = $6::bigint))
WHERE (("_t3"."team_id" = $6::bigint) AND (("_t3"."event" = $7::text) AND (("_t3"."timestamp" >= $11::timestamptz) AND ("_t3"."timestamp" < $8::timestamptz))))
GROUP BY date_trunc('day', "_t3"."timestamp"), COALESCE(NULLIF(("_t3"."properties" ->> $2::text), $3::text), $4::text)
LIMIT 50000

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
--   "price"
--   42
--   "purchase"
--   "2026-11-14 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
--   "$browser"
--   "Chrome"
--   "Safari"
--   "email"
--   "%@example.com%"
--   1
--   0.9
SELECT $1::bigint AS "series", (date_trunc('week', "_t1"."timestamp" + INTERVAL '1 day') - INTERVAL '1 day')::date AS "bucket", COALESCE(SUM((CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END)), $1::bigint) AS "value"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $3::bigint))
WHERE (("_t1"."team_id" = $3::bigint) AND ((("_t1"."event" = $4::text) AND (("_t1"."timestamp" >= $5::timestamptz) AND ("_t1"."timestamp" < $6::timestamptz))) AND (((("_t1"."properties" ->> $7::text) = $8::text) OR (("_t1"."properties" ->> $7::text) = $9::text)) AND (burrow_cap(("_t2"."properties" ->> $10::text)) ILIKE $11::text))))
GROUP BY (date_trunc('week', "_t1"."timestamp" + INTERVAL '1 day') - INTERVAL '1 day')::date
UNION ALL
SELECT $12::bigint AS "series", "_t6"."bucket" AS "bucket", SUM((CASE WHEN (("_t6"."rn" - $12::bigint) = floor((("_t6"."n" - $12::bigint) * $13::double precision))) THEN ("_t6"."v" * ($12::bigint - ((("_t6"."n" - $12::bigint) * $13::double precision) - floor((("_t6"."n" - $12::bigint) * $13::double precision))))) ELSE $1::bigint END + CASE WHEN (("_t6"."rn" - $12::bigint) = (floor((("_t6"."n" - $12::bigint) * $13::double precision)) + $12::bigint)) THEN ("_t6"."v" * ((("_t6"."n" - $12::bigint) * $13::double precision) - floor((("_t6"."n" - $12::bigint) * $13::double precision)))) ELSE $1::bigint END)) AS "value"
FROM (SELECT "_t5"."v" AS "v", row_number() OVER (PARTITION BY "_t5"."bucket"
    ORDER BY "_t5"."v" NULLS LAST) AS "rn", COUNT(*) OVER (PARTITION BY "_t5"."bucket") AS "n", "_t5"."bucket" AS "bucket"
  FROM (SELECT (CASE WHEN ("_t3"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t3"."properties" ->> $2::text))::double precision END) AS "v", (date_trunc('week', "_t3"."timestamp" + INTERVAL '1 day') - INTERVAL '1 day')::date AS "bucket"
    FROM "events" AS "_t3"
    LEFT JOIN "persons" AS "_t4" ON (("_t4"."id" = "_t3"."person_id") AND ("_t4"."team_id" = $3::bigint))
    WHERE (("_t3"."team_id" = $3::bigint) AND ((((("_t3"."timestamp" >= $5::timestamptz) AND ("_t3"."timestamp" < $6::timestamptz)) AND ("_t3"."event" = $4::text)) AND (((("_t3"."properties" ->> $7::text) = $8::text) OR (("_t3"."properties" ->> $7::text) = $9::text)) AND (burrow_cap(("_t4"."properties" ->> $10::text)) ILIKE $11::text))) AND ((CASE WHEN ("_t3"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t3"."properties" ->> $2::text))::double precision END) IS NOT NULL)))) AS "_t5") AS "_t6"
GROUP BY 2
LIMIT 18

-- ==== trends: weekly active, month interval, multiple breakdowns
-- request:
--   {"kind":"TrendsQuery","interval":"month","dateRange":{"date_from":"-90d"},"series":[{"kind":"EventsNode","event":null,"math":"weekly_active"}],"breakdownFilter":{"breakdowns":[{"property":"$browser","type":"event"},{"property":"plan","type":"person"}]}}
-- normalized:
--   SELECT 0 AS series, toStartOfMonth(timestamp) AS bucket, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0, ifNull(nullIf(toString(person.properties['plan']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_1, count(DISTINCT coalesce(toString(person_id), concat('distinct:', distinct_id))) AS value
--   FROM events
--   WHERE timestamp >= toDateTime('2026-08-01 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00')
--   GROUP BY toStartOfMonth(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$'), ifNull(nullIf(toString(person.properties['plan']), ''), '$$_posthog_breakdown_null_$$')
--   LIMIT 50000
-- columns: series Int64, bucket Date, breakdown_0 String, breakdown_1 String, value UInt64
-- args:
--   0
--   "$browser"
--   ""
--   "$$_posthog_breakdown_null_$$"
--   "plan"
--   "distinct:"
--   42
--   "2026-08-01 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
SELECT $1::bigint AS "series", (date_trunc('month', "_t1"."timestamp"))::date AS "bucket", COALESCE(NULLIF(("_t1"."properties" ->> $2::text), $3::text), $4::text) AS "breakdown_0", COALESCE(NULLIF(("_t2"."properties" ->> $5::text), $3::text), $4::text) AS "breakdown_1", COUNT(DISTINCT COALESCE("_t2"."uuid", burrow_cap(COALESCE($6::text, '') || COALESCE("_t1"."distinct_id", '')))) AS "value"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $7::bigint))
WHERE (("_t1"."team_id" = $7::bigint) AND (("_t1"."timestamp" >= $8::timestamptz) AND ("_t1"."timestamp" < $9::timestamptz)))
GROUP BY (date_trunc('month', "_t1"."timestamp"))::date, COALESCE(NULLIF(("_t1"."properties" ->> $2::text), $3::text), $4::text), COALESCE(NULLIF(("_t2"."properties" ->> $5::text), $3::text), $4::text)
LIMIT 50000

-- ==== trends: monthly active per day, breakdown
-- request:
--   {"kind":"TrendsQuery","interval":"day","dateRange":{"date_from":"-7d"},"series":[{"kind":"EventsNode","event":"$pageview","math":"monthly_active"}],"breakdownFilter":{"breakdown":"$browser"}}
-- normalized:
--   SELECT 0 AS series, bucket AS bucket, breakdown_0 AS breakdown_0, count(DISTINCT actor) AS value
--   FROM (SELECT actor AS actor, day + INTERVAL 0 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 1 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 2 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 3 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 4 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 5 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 6 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 7 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 8 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 9 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 10 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 11 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 12 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 13 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 14 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 15 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 16 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 17 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 18 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 19 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 20 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 21 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 22 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 23 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 24 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 25 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 26 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 27 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 28 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active
--     UNION ALL
--     SELECT actor AS actor, day + INTERVAL 29 DAY AS bucket, breakdown_0 AS breakdown_0
--     FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS day, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--       FROM events
--       WHERE timestamp >= toDateTime('2026-10-16 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--       GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp), ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$')) AS active) AS shifted
--   WHERE bucket >= toDateTime('2026-11-14 00:00:00') AND bucket <= toDateTime('2026-11-21 23:59:59')
--   GROUP BY bucket, breakdown_0
--   LIMIT 50000
-- columns: series Int64, bucket DateTime, breakdown_0 String, value UInt64
-- args:
--   0
--   "distinct:"
--   "$browser"
--   ""
--   "$$_posthog_breakdown_null_$$"
--   42
--   "2026-10-16 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
--   "$pageview"
--   1
--   2
--   3
--   4
--   5
--   6
--   7
--   8
--   9
--   10
--   11
--   12
--   13
--   14
--   15
--   16
--   17
--   18
--   19
--   20
--   21
--   22
--   23
--   24
--   25
--   26
--   27
--   28
--   29
--   "2026-11-14 00:00:00+00:00"
--   "2026-11-21 23:59:59+00:00"
SELECT $1::bigint AS "series", "_t91"."bucket" AS "bucket", "_t91"."breakdown_0" AS "breakdown_0", COUNT(DISTINCT "_t91"."actor") AS "value"
FROM (SELECT "_t3"."actor" AS "actor", (("_t3"."day") + ($1::bigint) * INTERVAL '1 day') AS "bucket", "_t3"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t2"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", date_trunc('day', "_t1"."timestamp") AS "day", COALESCE(NULLIF(("_t1"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t1"
    LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $6::bigint))
    WHERE (("_t1"."team_id" = $6::bigint) AND ((("_t1"."timestamp" >= $7::timestamptz) AND ("_t1"."timestamp" < $8::timestamptz)) AND ("_t1"."event" = $9::text)))
    GROUP BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t1"."distinct_id", ''))), date_trunc('day', "_t1"."timestamp"), COALESCE(NULLIF(("_t1"."properties" ->> $3::text), $4::text), $5::text)) AS "_t3"
  UNION ALL
  SELECT "_t6"."actor" AS "actor", (("_t6"."day") + ($10::bigint) * INTERVAL '1 day') AS "bucket", "_t6"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t5"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t4"."distinct_id", ''))) AS "actor", date_trunc('day', "_t4"."timestamp") AS "day", COALESCE(NULLIF(("_t4"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t4"
    LEFT JOIN "persons" AS "_t5" ON (("_t5"."id" = "_t4"."person_id") AND ("_t5"."team_id" = $6::bigint))
    WHERE (("_t4"."team_id" = $6::bigint) AND ((("_t4"."timestamp" >= $7::timestamptz) AND ("_t4"."timestamp" < $8::timestamptz)) AND ("_t4"."event" = $9::text)))
    GROUP BY COALESCE("_t5"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t4"."distinct_id", ''))), date_trunc('day', "_t4"."timestamp"), COALESCE(NULLIF(("_t4"."properties" ->> $3::text), $4::text), $5::text)) AS "_t6"
  UNION ALL
  SELECT "_t9"."actor" AS "actor", (("_t9"."day") + ($11::bigint) * INTERVAL '1 day') AS "bucket", "_t9"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t8"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t7"."distinct_id", ''))) AS "actor", date_trunc('day', "_t7"."timestamp") AS "day", COALESCE(NULLIF(("_t7"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t7"
    LEFT JOIN "persons" AS "_t8" ON (("_t8"."id" = "_t7"."person_id") AND ("_t8"."team_id" = $6::bigint))
    WHERE (("_t7"."team_id" = $6::bigint) AND ((("_t7"."timestamp" >= $7::timestamptz) AND ("_t7"."timestamp" < $8::timestamptz)) AND ("_t7"."event" = $9::text)))
    GROUP BY COALESCE("_t8"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t7"."distinct_id", ''))), date_trunc('day', "_t7"."timestamp"), COALESCE(NULLIF(("_t7"."properties" ->> $3::text), $4::text), $5::text)) AS "_t9"
  UNION ALL
  SELECT "_t12"."actor" AS "actor", (("_t12"."day") + ($12::bigint) * INTERVAL '1 day') AS "bucket", "_t12"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t11"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t10"."distinct_id", ''))) AS "actor", date_trunc('day', "_t10"."timestamp") AS "day", COALESCE(NULLIF(("_t10"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t10"
    LEFT JOIN "persons" AS "_t11" ON (("_t11"."id" = "_t10"."person_id") AND ("_t11"."team_id" = $6::bigint))
    WHERE (("_t10"."team_id" = $6::bigint) AND ((("_t10"."timestamp" >= $7::timestamptz) AND ("_t10"."timestamp" < $8::timestamptz)) AND ("_t10"."event" = $9::text)))
    GROUP BY COALESCE("_t11"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t10"."distinct_id", ''))), date_trunc('day', "_t10"."timestamp"), COALESCE(NULLIF(("_t10"."properties" ->> $3::text), $4::text), $5::text)) AS "_t12"
  UNION ALL
  SELECT "_t15"."actor" AS "actor", (("_t15"."day") + ($13::bigint) * INTERVAL '1 day') AS "bucket", "_t15"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t14"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t13"."distinct_id", ''))) AS "actor", date_trunc('day', "_t13"."timestamp") AS "day", COALESCE(NULLIF(("_t13"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t13"
    LEFT JOIN "persons" AS "_t14" ON (("_t14"."id" = "_t13"."person_id") AND ("_t14"."team_id" = $6::bigint))
    WHERE (("_t13"."team_id" = $6::bigint) AND ((("_t13"."timestamp" >= $7::timestamptz) AND ("_t13"."timestamp" < $8::timestamptz)) AND ("_t13"."event" = $9::text)))
    GROUP BY COALESCE("_t14"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t13"."distinct_id", ''))), date_trunc('day', "_t13"."timestamp"), COALESCE(NULLIF(("_t13"."properties" ->> $3::text), $4::text), $5::text)) AS "_t15"
  UNION ALL
  SELECT "_t18"."actor" AS "actor", (("_t18"."day") + ($14::bigint) * INTERVAL '1 day') AS "bucket", "_t18"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t17"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t16"."distinct_id", ''))) AS "actor", date_trunc('day', "_t16"."timestamp") AS "day", COALESCE(NULLIF(("_t16"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t16"
    LEFT JOIN "persons" AS "_t17" ON (("_t17"."id" = "_t16"."person_id") AND ("_t17"."team_id" = $6::bigint))
    WHERE (("_t16"."team_id" = $6::bigint) AND ((("_t16"."timestamp" >= $7::timestamptz) AND ("_t16"."timestamp" < $8::timestamptz)) AND ("_t16"."event" = $9::text)))
    GROUP BY COALESCE("_t17"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t16"."distinct_id", ''))), date_trunc('day', "_t16"."timestamp"), COALESCE(NULLIF(("_t16"."properties" ->> $3::text), $4::text), $5::text)) AS "_t18"
  UNION ALL
  SELECT "_t21"."actor" AS "actor", (("_t21"."day") + ($15::bigint) * INTERVAL '1 day') AS "bucket", "_t21"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t20"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t19"."distinct_id", ''))) AS "actor", date_trunc('day', "_t19"."timestamp") AS "day", COALESCE(NULLIF(("_t19"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t19"
    LEFT JOIN "persons" AS "_t20" ON (("_t20"."id" = "_t19"."person_id") AND ("_t20"."team_id" = $6::bigint))
    WHERE (("_t19"."team_id" = $6::bigint) AND ((("_t19"."timestamp" >= $7::timestamptz) AND ("_t19"."timestamp" < $8::timestamptz)) AND ("_t19"."event" = $9::text)))
    GROUP BY COALESCE("_t20"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t19"."distinct_id", ''))), date_trunc('day', "_t19"."timestamp"), COALESCE(NULLIF(("_t19"."properties" ->> $3::text), $4::text), $5::text)) AS "_t21"
  UNION ALL
  SELECT "_t24"."actor" AS "actor", (("_t24"."day") + ($16::bigint) * INTERVAL '1 day') AS "bucket", "_t24"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t23"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t22"."distinct_id", ''))) AS "actor", date_trunc('day', "_t22"."timestamp") AS "day", COALESCE(NULLIF(("_t22"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t22"
    LEFT JOIN "persons" AS "_t23" ON (("_t23"."id" = "_t22"."person_id") AND ("_t23"."team_id" = $6::bigint))
    WHERE (("_t22"."team_id" = $6::bigint) AND ((("_t22"."timestamp" >= $7::timestamptz) AND ("_t22"."timestamp" < $8::timestamptz)) AND ("_t22"."event" = $9::text)))
    GROUP BY COALESCE("_t23"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t22"."distinct_id", ''))), date_trunc('day', "_t22"."timestamp"), COALESCE(NULLIF(("_t22"."properties" ->> $3::text), $4::text), $5::text)) AS "_t24"
  UNION ALL
  SELECT "_t27"."actor" AS "actor", (("_t27"."day") + ($17::bigint) * INTERVAL '1 day') AS "bucket", "_t27"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t26"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t25"."distinct_id", ''))) AS "actor", date_trunc('day', "_t25"."timestamp") AS "day", COALESCE(NULLIF(("_t25"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t25"
    LEFT JOIN "persons" AS "_t26" ON (("_t26"."id" = "_t25"."person_id") AND ("_t26"."team_id" = $6::bigint))
    WHERE (("_t25"."team_id" = $6::bigint) AND ((("_t25"."timestamp" >= $7::timestamptz) AND ("_t25"."timestamp" < $8::timestamptz)) AND ("_t25"."event" = $9::text)))
    GROUP BY COALESCE("_t26"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t25"."distinct_id", ''))), date_trunc('day', "_t25"."timestamp"), COALESCE(NULLIF(("_t25"."properties" ->> $3::text), $4::text), $5::text)) AS "_t27"
  UNION ALL
  SELECT "_t30"."actor" AS "actor", (("_t30"."day") + ($18::bigint) * INTERVAL '1 day') AS "bucket", "_t30"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t29"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t28"."distinct_id", ''))) AS "actor", date_trunc('day', "_t28"."timestamp") AS "day", COALESCE(NULLIF(("_t28"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t28"
    LEFT JOIN "persons" AS "_t29" ON (("_t29"."id" = "_t28"."person_id") AND ("_t29"."team_id" = $6::bigint))
    WHERE (("_t28"."team_id" = $6::bigint) AND ((("_t28"."timestamp" >= $7::timestamptz) AND ("_t28"."timestamp" < $8::timestamptz)) AND ("_t28"."event" = $9::text)))
    GROUP BY COALESCE("_t29"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t28"."distinct_id", ''))), date_trunc('day', "_t28"."timestamp"), COALESCE(NULLIF(("_t28"."properties" ->> $3::text), $4::text), $5::text)) AS "_t30"
  UNION ALL
  SELECT "_t33"."actor" AS "actor", (("_t33"."day") + ($19::bigint) * INTERVAL '1 day') AS "bucket", "_t33"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t32"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t31"."distinct_id", ''))) AS "actor", date_trunc('day', "_t31"."timestamp") AS "day", COALESCE(NULLIF(("_t31"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t31"
    LEFT JOIN "persons" AS "_t32" ON (("_t32"."id" = "_t31"."person_id") AND ("_t32"."team_id" = $6::bigint))
    WHERE (("_t31"."team_id" = $6::bigint) AND ((("_t31"."timestamp" >= $7::timestamptz) AND ("_t31"."timestamp" < $8::timestamptz)) AND ("_t31"."event" = $9::text)))
    GROUP BY COALESCE("_t32"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t31"."distinct_id", ''))), date_trunc('day', "_t31"."timestamp"), COALESCE(NULLIF(("_t31"."properties" ->> $3::text), $4::text), $5::text)) AS "_t33"
  UNION ALL
  SELECT "_t36"."actor" AS "actor", (("_t36"."day") + ($20::bigint) * INTERVAL '1 day') AS "bucket", "_t36"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t35"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t34"."distinct_id", ''))) AS "actor", date_trunc('day', "_t34"."timestamp") AS "day", COALESCE(NULLIF(("_t34"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t34"
    LEFT JOIN "persons" AS "_t35" ON (("_t35"."id" = "_t34"."person_id") AND ("_t35"."team_id" = $6::bigint))
    WHERE (("_t34"."team_id" = $6::bigint) AND ((("_t34"."timestamp" >= $7::timestamptz) AND ("_t34"."timestamp" < $8::timestamptz)) AND ("_t34"."event" = $9::text)))
    GROUP BY COALESCE("_t35"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t34"."distinct_id", ''))), date_trunc('day', "_t34"."timestamp"), COALESCE(NULLIF(("_t34"."properties" ->> $3::text), $4::text), $5::text)) AS "_t36"
  UNION ALL
  SELECT "_t39"."actor" AS "actor", (("_t39"."day") + ($21::bigint) * INTERVAL '1 day') AS "bucket", "_t39"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t38"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t37"."distinct_id", ''))) AS "actor", date_trunc('day', "_t37"."timestamp") AS "day", COALESCE(NULLIF(("_t37"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t37"
    LEFT JOIN "persons" AS "_t38" ON (("_t38"."id" = "_t37"."person_id") AND ("_t38"."team_id" = $6::bigint))
    WHERE (("_t37"."team_id" = $6::bigint) AND ((("_t37"."timestamp" >= $7::timestamptz) AND ("_t37"."timestamp" < $8::timestamptz)) AND ("_t37"."event" = $9::text)))
    GROUP BY COALESCE("_t38"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t37"."distinct_id", ''))), date_trunc('day', "_t37"."timestamp"), COALESCE(NULLIF(("_t37"."properties" ->> $3::text), $4::text), $5::text)) AS "_t39"
  UNION ALL
  SELECT "_t42"."actor" AS "actor", (("_t42"."day") + ($22::bigint) * INTERVAL '1 day') AS "bucket", "_t42"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t41"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t40"."distinct_id", ''))) AS "actor", date_trunc('day', "_t40"."timestamp") AS "day", COALESCE(NULLIF(("_t40"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t40"
    LEFT JOIN "persons" AS "_t41" ON (("_t41"."id" = "_t40"."person_id") AND ("_t41"."team_id" = $6::bigint))
    WHERE (("_t40"."team_id" = $6::bigint) AND ((("_t40"."timestamp" >= $7::timestamptz) AND ("_t40"."timestamp" < $8::timestamptz)) AND ("_t40"."event" = $9::text)))
    GROUP BY COALESCE("_t41"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t40"."distinct_id", ''))), date_trunc('day', "_t40"."timestamp"), COALESCE(NULLIF(("_t40"."properties" ->> $3::text), $4::text), $5::text)) AS "_t42"
  UNION ALL
  SELECT "_t45"."actor" AS "actor", (("_t45"."day") + ($23::bigint) * INTERVAL '1 day') AS "bucket", "_t45"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t44"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t43"."distinct_id", ''))) AS "actor", date_trunc('day', "_t43"."timestamp") AS "day", COALESCE(NULLIF(("_t43"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t43"
    LEFT JOIN "persons" AS "_t44" ON (("_t44"."id" = "_t43"."person_id") AND ("_t44"."team_id" = $6::bigint))
    WHERE (("_t43"."team_id" = $6::bigint) AND ((("_t43"."timestamp" >= $7::timestamptz) AND ("_t43"."timestamp" < $8::timestamptz)) AND ("_t43"."event" = $9::text)))
    GROUP BY COALESCE("_t44"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t43"."distinct_id", ''))), date_trunc('day', "_t43"."timestamp"), COALESCE(NULLIF(("_t43"."properties" ->> $3::text), $4::text), $5::text)) AS "_t45"
  UNION ALL
  SELECT "_t48"."actor" AS "actor", (("_t48"."day") + ($24::bigint) * INTERVAL '1 day') AS "bucket", "_t48"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t47"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t46"."distinct_id", ''))) AS "actor", date_trunc('day', "_t46"."timestamp") AS "day", COALESCE(NULLIF(("_t46"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t46"
    LEFT JOIN "persons" AS "_t47" ON (("_t47"."id" = "_t46"."person_id") AND ("_t47"."team_id" = $6::bigint))
    WHERE (("_t46"."team_id" = $6::bigint) AND ((("_t46"."timestamp" >= $7::timestamptz) AND ("_t46"."timestamp" < $8::timestamptz)) AND ("_t46"."event" = $9::text)))
    GROUP BY COALESCE("_t47"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t46"."distinct_id", ''))), date_trunc('day', "_t46"."timestamp"), COALESCE(NULLIF(("_t46"."properties" ->> $3::text), $4::text), $5::text)) AS "_t48"
  UNION ALL
  SELECT "_t51"."actor" AS "actor", (("_t51"."day") + ($25::bigint) * INTERVAL '1 day') AS "bucket", "_t51"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t50"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t49"."distinct_id", ''))) AS "actor", date_trunc('day', "_t49"."timestamp") AS "day", COALESCE(NULLIF(("_t49"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t49"
    LEFT JOIN "persons" AS "_t50" ON (("_t50"."id" = "_t49"."person_id") AND ("_t50"."team_id" = $6::bigint))
    WHERE (("_t49"."team_id" = $6::bigint) AND ((("_t49"."timestamp" >= $7::timestamptz) AND ("_t49"."timestamp" < $8::timestamptz)) AND ("_t49"."event" = $9::text)))
    GROUP BY COALESCE("_t50"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t49"."distinct_id", ''))), date_trunc('day', "_t49"."timestamp"), COALESCE(NULLIF(("_t49"."properties" ->> $3::text), $4::text), $5::text)) AS "_t51"
  UNION ALL
  SELECT "_t54"."actor" AS "actor", (("_t54"."day") + ($26::bigint) * INTERVAL '1 day') AS "bucket", "_t54"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t53"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t52"."distinct_id", ''))) AS "actor", date_trunc('day', "_t52"."timestamp") AS "day", COALESCE(NULLIF(("_t52"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t52"
    LEFT JOIN "persons" AS "_t53" ON (("_t53"."id" = "_t52"."person_id") AND ("_t53"."team_id" = $6::bigint))
    WHERE (("_t52"."team_id" = $6::bigint) AND ((("_t52"."timestamp" >= $7::timestamptz) AND ("_t52"."timestamp" < $8::timestamptz)) AND ("_t52"."event" = $9::text)))
    GROUP BY COALESCE("_t53"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t52"."distinct_id", ''))), date_trunc('day', "_t52"."timestamp"), COALESCE(NULLIF(("_t52"."properties" ->> $3::text), $4::text), $5::text)) AS "_t54"
  UNION ALL
  SELECT "_t57"."actor" AS "actor", (("_t57"."day") + ($27::bigint) * INTERVAL '1 day') AS "bucket", "_t57"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t56"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t55"."distinct_id", ''))) AS "actor", date_trunc('day', "_t55"."timestamp") AS "day", COALESCE(NULLIF(("_t55"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t55"
    LEFT JOIN "persons" AS "_t56" ON (("_t56"."id" = "_t55"."person_id") AND ("_t56"."team_id" = $6::bigint))
    WHERE (("_t55"."team_id" = $6::bigint) AND ((("_t55"."timestamp" >= $7::timestamptz) AND ("_t55"."timestamp" < $8::timestamptz)) AND ("_t55"."event" = $9::text)))
    GROUP BY COALESCE("_t56"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t55"."distinct_id", ''))), date_trunc('day', "_t55"."timestamp"), COALESCE(NULLIF(("_t55"."properties" ->> $3::text), $4::text), $5::text)) AS "_t57"
  UNION ALL
  SELECT "_t60"."actor" AS "actor", (("_t60"."day") + ($28::bigint) * INTERVAL '1 day') AS "bucket", "_t60"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t59"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t58"."distinct_id", ''))) AS "actor", date_trunc('day', "_t58"."timestamp") AS "day", COALESCE(NULLIF(("_t58"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t58"
    LEFT JOIN "persons" AS "_t59" ON (("_t59"."id" = "_t58"."person_id") AND ("_t59"."team_id" = $6::bigint))
    WHERE (("_t58"."team_id" = $6::bigint) AND ((("_t58"."timestamp" >= $7::timestamptz) AND ("_t58"."timestamp" < $8::timestamptz)) AND ("_t58"."event" = $9::text)))
    GROUP BY COALESCE("_t59"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t58"."distinct_id", ''))), date_trunc('day', "_t58"."timestamp"), COALESCE(NULLIF(("_t58"."properties" ->> $3::text), $4::text), $5::text)) AS "_t60"
  UNION ALL
  SELECT "_t63"."actor" AS "actor", (("_t63"."day") + ($29::bigint) * INTERVAL '1 day') AS "bucket", "_t63"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t62"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t61"."distinct_id", ''))) AS "actor", date_trunc('day', "_t61"."timestamp") AS "day", COALESCE(NULLIF(("_t61"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t61"
    LEFT JOIN "persons" AS "_t62" ON (("_t62"."id" = "_t61"."person_id") AND ("_t62"."team_id" = $6::bigint))
    WHERE (("_t61"."team_id" = $6::bigint) AND ((("_t61"."timestamp" >= $7::timestamptz) AND ("_t61"."timestamp" < $8::timestamptz)) AND ("_t61"."event" = $9::text)))
    GROUP BY COALESCE("_t62"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t61"."distinct_id", ''))), date_trunc('day', "_t61"."timestamp"), COALESCE(NULLIF(("_t61"."properties" ->> $3::text), $4::text), $5::text)) AS "_t63"
  UNION ALL
  SELECT "_t66"."actor" AS "actor", (("_t66"."day") + ($30::bigint) * INTERVAL '1 day') AS "bucket", "_t66"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t65"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t64"."distinct_id", ''))) AS "actor", date_trunc('day', "_t64"."timestamp") AS "day", COALESCE(NULLIF(("_t64"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t64"
    LEFT JOIN "persons" AS "_t65" ON (("_t65"."id" = "_t64"."person_id") AND ("_t65"."team_id" = $6::bigint))
    WHERE (("_t64"."team_id" = $6::bigint) AND ((("_t64"."timestamp" >= $7::timestamptz) AND ("_t64"."timestamp" < $8::timestamptz)) AND ("_t64"."event" = $9::text)))
    GROUP BY COALESCE("_t65"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t64"."distinct_id", ''))), date_trunc('day', "_t64"."timestamp"), COALESCE(NULLIF(("_t64"."properties" ->> $3::text), $4::text), $5::text)) AS "_t66"
  UNION ALL
  SELECT "_t69"."actor" AS "actor", (("_t69"."day") + ($31::bigint) * INTERVAL '1 day') AS "bucket", "_t69"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t68"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t67"."distinct_id", ''))) AS "actor", date_trunc('day', "_t67"."timestamp") AS "day", COALESCE(NULLIF(("_t67"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t67"
    LEFT JOIN "persons" AS "_t68" ON (("_t68"."id" = "_t67"."person_id") AND ("_t68"."team_id" = $6::bigint))
    WHERE (("_t67"."team_id" = $6::bigint) AND ((("_t67"."timestamp" >= $7::timestamptz) AND ("_t67"."timestamp" < $8::timestamptz)) AND ("_t67"."event" = $9::text)))
    GROUP BY COALESCE("_t68"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t67"."distinct_id", ''))), date_trunc('day', "_t67"."timestamp"), COALESCE(NULLIF(("_t67"."properties" ->> $3::text), $4::text), $5::text)) AS "_t69"
  UNION ALL
  SELECT "_t72"."actor" AS "actor", (("_t72"."day") + ($32::bigint) * INTERVAL '1 day') AS "bucket", "_t72"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t71"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t70"."distinct_id", ''))) AS "actor", date_trunc('day', "_t70"."timestamp") AS "day", COALESCE(NULLIF(("_t70"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t70"
    LEFT JOIN "persons" AS "_t71" ON (("_t71"."id" = "_t70"."person_id") AND ("_t71"."team_id" = $6::bigint))
    WHERE (("_t70"."team_id" = $6::bigint) AND ((("_t70"."timestamp" >= $7::timestamptz) AND ("_t70"."timestamp" < $8::timestamptz)) AND ("_t70"."event" = $9::text)))
    GROUP BY COALESCE("_t71"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t70"."distinct_id", ''))), date_trunc('day', "_t70"."timestamp"), COALESCE(NULLIF(("_t70"."properties" ->> $3::text), $4::text), $5::text)) AS "_t72"
  UNION ALL
  SELECT "_t75"."actor" AS "actor", (("_t75"."day") + ($33::bigint) * INTERVAL '1 day') AS "bucket", "_t75"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t74"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t73"."distinct_id", ''))) AS "actor", date_trunc('day', "_t73"."timestamp") AS "day", COALESCE(NULLIF(("_t73"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t73"
    LEFT JOIN "persons" AS "_t74" ON (("_t74"."id" = "_t73"."person_id") AND ("_t74"."team_id" = $6::bigint))
    WHERE (("_t73"."team_id" = $6::bigint) AND ((("_t73"."timestamp" >= $7::timestamptz) AND ("_t73"."timestamp" < $8::timestamptz)) AND ("_t73"."event" = $9::text)))
    GROUP BY COALESCE("_t74"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t73"."distinct_id", ''))), date_trunc('day', "_t73"."timestamp"), COALESCE(NULLIF(("_t73"."properties" ->> $3::text), $4::text), $5::text)) AS "_t75"
  UNION ALL
  SELECT "_t78"."actor" AS "actor", (("_t78"."day") + ($34::bigint) * INTERVAL '1 day') AS "bucket", "_t78"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t77"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t76"."distinct_id", ''))) AS "actor", date_trunc('day', "_t76"."timestamp") AS "day", COALESCE(NULLIF(("_t76"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t76"
    LEFT JOIN "persons" AS "_t77" ON (("_t77"."id" = "_t76"."person_id") AND ("_t77"."team_id" = $6::bigint))
    WHERE (("_t76"."team_id" = $6::bigint) AND ((("_t76"."timestamp" >= $7::timestamptz) AND ("_t76"."timestamp" < $8::timestamptz)) AND ("_t76"."event" = $9::text)))
    GROUP BY COALESCE("_t77"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t76"."distinct_id", ''))), date_trunc('day', "_t76"."timestamp"), COALESCE(NULLIF(("_t76"."properties" ->> $3::text), $4::text), $5::text)) AS "_t78"
  UNION ALL
  SELECT "_t81"."actor" AS "actor", (("_t81"."day") + ($35::bigint) * INTERVAL '1 day') AS "bucket", "_t81"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t80"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t79"."distinct_id", ''))) AS "actor", date_trunc('day', "_t79"."timestamp") AS "day", COALESCE(NULLIF(("_t79"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t79"
    LEFT JOIN "persons" AS "_t80" ON (("_t80"."id" = "_t79"."person_id") AND ("_t80"."team_id" = $6::bigint))
    WHERE (("_t79"."team_id" = $6::bigint) AND ((("_t79"."timestamp" >= $7::timestamptz) AND ("_t79"."timestamp" < $8::timestamptz)) AND ("_t79"."event" = $9::text)))
    GROUP BY COALESCE("_t80"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t79"."distinct_id", ''))), date_trunc('day', "_t79"."timestamp"), COALESCE(NULLIF(("_t79"."properties" ->> $3::text), $4::text), $5::text)) AS "_t81"
  UNION ALL
  SELECT "_t84"."actor" AS "actor", (("_t84"."day") + ($36::bigint) * INTERVAL '1 day') AS "bucket", "_t84"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t83"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t82"."distinct_id", ''))) AS "actor", date_trunc('day', "_t82"."timestamp") AS "day", COALESCE(NULLIF(("_t82"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t82"
    LEFT JOIN "persons" AS "_t83" ON (("_t83"."id" = "_t82"."person_id") AND ("_t83"."team_id" = $6::bigint))
    WHERE (("_t82"."team_id" = $6::bigint) AND ((("_t82"."timestamp" >= $7::timestamptz) AND ("_t82"."timestamp" < $8::timestamptz)) AND ("_t82"."event" = $9::text)))
    GROUP BY COALESCE("_t83"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t82"."distinct_id", ''))), date_trunc('day', "_t82"."timestamp"), COALESCE(NULLIF(("_t82"."properties" ->> $3::text), $4::text), $5::text)) AS "_t84"
  UNION ALL
  SELECT "_t87"."actor" AS "actor", (("_t87"."day") + ($37::bigint) * INTERVAL '1 day') AS "bucket", "_t87"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t86"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t85"."distinct_id", ''))) AS "actor", date_trunc('day', "_t85"."timestamp") AS "day", COALESCE(NULLIF(("_t85"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t85"
    LEFT JOIN "persons" AS "_t86" ON (("_t86"."id" = "_t85"."person_id") AND ("_t86"."team_id" = $6::bigint))
    WHERE (("_t85"."team_id" = $6::bigint) AND ((("_t85"."timestamp" >= $7::timestamptz) AND ("_t85"."timestamp" < $8::timestamptz)) AND ("_t85"."event" = $9::text)))
    GROUP BY COALESCE("_t86"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t85"."distinct_id", ''))), date_trunc('day', "_t85"."timestamp"), COALESCE(NULLIF(("_t85"."properties" ->> $3::text), $4::text), $5::text)) AS "_t87"
  UNION ALL
  SELECT "_t90"."actor" AS "actor", (("_t90"."day") + ($38::bigint) * INTERVAL '1 day') AS "bucket", "_t90"."breakdown_0" AS "breakdown_0"
  FROM (SELECT COALESCE("_t89"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t88"."distinct_id", ''))) AS "actor", date_trunc('day', "_t88"."timestamp") AS "day", COALESCE(NULLIF(("_t88"."properties" ->> $3::text), $4::text), $5::text) AS "breakdown_0"
    FROM "events" AS "_t88"
    LEFT JOIN "persons" AS "_t89" ON (("_t89"."id" = "_t88"."person_id") AND ("_t89"."team_id" = $6::bigint))
    WHERE (("_t88"."team_id" = $6::bigint) AND ((("_t88"."timestamp" >= $7::timestamptz) AND ("_t88"."timestamp" < $8::timestamptz)) AND ("_t88"."event" = $9::text)))
    GROUP BY COALESCE("_t89"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t88"."distinct_id", ''))), date_trunc('day', "_t88"."timestamp"), COALESCE(NULLIF(("_t88"."properties" ->> $3::text), $4::text), $5::text)) AS "_t90") AS "_t91"
WHERE (("_t91"."bucket" >= $39::timestamptz) AND ("_t91"."bucket" <= $40::timestamptz))
GROUP BY 2, 3
LIMIT 50000

-- ==== trends: cumulative dau
-- request:
--   {"kind":"TrendsQuery","interval":"day","dateRange":{"date_from":"-7d"},"series":[{"kind":"EventsNode","event":"$pageview","math":"dau"}],"trendsFilter":{"display":"ActionsLineGraphCumulative"}}
-- normalized:
--   SELECT 0 AS series, toStartOfDay(first_seen) AS bucket, count() AS value
--   FROM (SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, min(timestamp) AS first_seen
--     FROM events
--     WHERE event = '$pageview' AND (timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00'))
--     GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id))) AS first
--   GROUP BY toStartOfDay(first_seen)
--   LIMIT 26
-- columns: series Int64, bucket Nullable(DateTime), value UInt64
-- args: 0, "distinct:", 42, "$pageview", "2026-11-14 00:00:00+00:00", "2026-11-22 00:00:00+00:00"
SELECT $1::bigint AS "series", date_trunc('day', "_t3"."first_seen") AS "bucket", COUNT(*) AS "value"
FROM (SELECT COALESCE("_t2"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", MIN("_t1"."timestamp") AS "first_seen"
  FROM "events" AS "_t1"
  LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $3::bigint))
  WHERE (("_t1"."team_id" = $3::bigint) AND (("_t1"."event" = $4::text) AND (("_t1"."timestamp" >= $5::timestamptz) AND ("_t1"."timestamp" < $6::timestamptz))))
  GROUP BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t1"."distinct_id", '')))) AS "_t3"
GROUP BY date_trunc('day', "_t3"."first_seen")
LIMIT 26

-- ==== funnels: three steps, one hour window
-- request:
--   {"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"$pageview"},{"kind":"EventsNode","event":"signup"},{"kind":"EventsNode","event":"purchase"}],"dateRange":{"date_from":"-30d"},"funnelsFilter":{"funnelWindowInterval":1,"funnelWindowIntervalUnit":"hour"}}
-- normalized:
--   SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, timestamp AS timestamp, if(event = '$pageview', 1, 0) AS step_0, if(event = 'signup', 1, 0) AS step_1, if(event = 'purchase', 1, 0) AS step_2
--   FROM events
--   WHERE timestamp >= toDateTime('2026-10-22 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND (event = '$pageview' OR event = 'signup' OR event = 'purchase')
--   ORDER BY actor, timestamp
--   LIMIT 50000001
-- columns: actor String, timestamp DateTime, step_0 Int64, step_1 Int64, step_2 Int64
-- args:
--   "distinct:"
--   "$pageview"
--   1
--   0
--   "signup"
--   "purchase"
--   42
--   "2026-10-22 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
SELECT COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", "_t1"."timestamp" AS "timestamp", CASE WHEN ("_t1"."event" = $2::text) THEN $3::bigint ELSE $4::bigint END AS "step_0", CASE WHEN ("_t1"."event" = $5::text) THEN $3::bigint ELSE $4::bigint END AS "step_1", CASE WHEN ("_t1"."event" = $6::text) THEN $3::bigint ELSE $4::bigint END AS "step_2"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $7::bigint))
WHERE (("_t1"."team_id" = $7::bigint) AND ((("_t1"."timestamp" >= $8::timestamptz) AND ("_t1"."timestamp" < $9::timestamptz)) AND ((("_t1"."event" = $2::text) OR ("_t1"."event" = $5::text)) OR ("_t1"."event" = $6::text))))
ORDER BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) COLLATE "C" NULLS LAST, 2 NULLS LAST
LIMIT 50000001

-- ==== funnels: strict order, exclusion, breakdown
-- request:
--   {"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"}],"funnelsFilter":{"funnelOrderType":"strict","exclusions":[{"kind":"EventsNode","event":"c","funnelFromStep":0,"funnelToStep":1}]},"breakdownFilter":{"breakdown":"$browser"}}
-- normalized:
--   SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, timestamp AS timestamp, if(event = 'a', 1, 0) AS step_0, if(event = 'b', 1, 0) AS step_1, if(event = 'c', 1, 0) AS exclusion_0, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--   FROM events
--   WHERE timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00')
--   ORDER BY actor, timestamp
--   LIMIT 50000001
-- columns:
--   actor String
--   timestamp DateTime
--   step_0 Int64
--   step_1 Int64
--   exclusion_0 Int64
--   breakdown_0 String
-- args:
--   "distinct:"
--   "a"
--   1
--   0
--   "b"
--   "c"
--   "$browser"
--   ""
--   "$$_posthog_breakdown_null_$$"
--   42
--   "2026-11-14 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
SELECT COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", "_t1"."timestamp" AS "timestamp", CASE WHEN ("_t1"."event" = $2::text) THEN $3::bigint ELSE $4::bigint END AS "step_0", CASE WHEN ("_t1"."event" = $5::text) THEN $3::bigint ELSE $4::bigint END AS "step_1", CASE WHEN ("_t1"."event" = $6::text) THEN $3::bigint ELSE $4::bigint END AS "exclusion_0", COALESCE(NULLIF(("_t1"."properties" ->> $7::text), $8::text), $9::text) AS "breakdown_0"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $10::bigint))
WHERE (("_t1"."team_id" = $10::bigint) AND (("_t1"."timestamp" >= $11::timestamptz) AND ("_t1"."timestamp" < $12::timestamptz)))
ORDER BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) COLLATE "C" NULLS LAST, 2 NULLS LAST
LIMIT 50000001

-- ==== funnels: unordered, exclusion, breakdown
-- request:
--   {"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"},{"kind":"EventsNode","event":"c"}],"funnelsFilter":{"funnelOrderType":"unordered","exclusions":[{"kind":"EventsNode","event":"d","funnelFromStep":1,"funnelToStep":2}]},"breakdownFilter":{"breakdown":"$browser"}}
-- normalized:
--   SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, timestamp AS timestamp, if(event = 'a', 1, 0) AS step_0, if(event = 'b', 1, 0) AS step_1, if(event = 'c', 1, 0) AS step_2, if(event = 'd', 1, 0) AS exclusion_0, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--   FROM events
--   WHERE timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND (event = 'a' OR event = 'b' OR event = 'c' OR event = 'd')
--   ORDER BY actor, timestamp
--   LIMIT 50000001
-- columns:
--   actor String
--   timestamp DateTime
--   step_0 Int64
--   step_1 Int64
--   step_2 Int64
--   exclusion_0 Int64
--   breakdown_0 String
-- args:
--   "distinct:"
--   "a"
--   1
--   0
--   "b"
--   "c"
--   "d"
--   "$browser"
--   ""
--   "$$_posthog_breakdown_null_$$"
--   42
--   "2026-11-14 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
SELECT COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", "_t1"."timestamp" AS "timestamp", CASE WHEN ("_t1"."event" = $2::text) THEN $3::bigint ELSE $4::bigint END AS "step_0", CASE WHEN ("_t1"."event" = $5::text) THEN $3::bigint ELSE $4::bigint END AS "step_1", CASE WHEN ("_t1"."event" = $6::text) THEN $3::bigint ELSE $4::bigint END AS "step_2", CASE WHEN ("_t1"."event" = $7::text) THEN $3::bigint ELSE $4::bigint END AS "exclusion_0", COALESCE(NULLIF(("_t1"."properties" ->> $8::text), $9::text), $10::text) AS "breakdown_0"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $11::bigint))
WHERE (("_t1"."team_id" = $11::bigint) AND ((("_t1"."timestamp" >= $12::timestamptz) AND ("_t1"."timestamp" < $13::timestamptz)) AND (((("_t1"."event" = $2::text) OR ("_t1"."event" = $5::text)) OR ("_t1"."event" = $6::text)) OR ("_t1"."event" = $7::text))))
ORDER BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) COLLATE "C" NULLS LAST, 2 NULLS LAST
LIMIT 50000001

-- ==== funnels: unordered trends, month window, two steps of one event
-- request:
--   {"kind":"FunnelsQuery","interval":"week","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"},{"kind":"EventsNode","event":"a"}],"funnelsFilter":{"funnelOrderType":"unordered","funnelVizType":"trends","funnelWindowInterval":1,"funnelWindowIntervalUnit":"month"}}
-- normalized:
--   SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, timestamp AS timestamp, if(event = 'a', 1, 0) AS step_0, if(event = 'b', 1, 0) AS step_1, if(event = 'a', 1, 0) AS step_2
--   FROM events
--   WHERE timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND (event = 'a' OR event = 'b' OR event = 'a')
--   ORDER BY actor, timestamp
--   LIMIT 1000001
-- columns: actor String, timestamp DateTime, step_0 Int64, step_1 Int64, step_2 Int64
-- args: "distinct:", "a", 1, 0, "b", 42, "2026-11-14 00:00:00+00:00", "2026-11-22 00:00:00+00:00"
SELECT COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", "_t1"."timestamp" AS "timestamp", CASE WHEN ("_t1"."event" = $2::text) THEN $3::bigint ELSE $4::bigint END AS "step_0", CASE WHEN ("_t1"."event" = $5::text) THEN $3::bigint ELSE $4::bigint END AS "step_1", CASE WHEN ("_t1"."event" = $2::text) THEN $3::bigint ELSE $4::bigint END AS "step_2"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $6::bigint))
WHERE (("_t1"."team_id" = $6::bigint) AND ((("_t1"."timestamp" >= $7::timestamptz) AND ("_t1"."timestamp" < $8::timestamptz)) AND ((("_t1"."event" = $2::text) OR ("_t1"."event" = $5::text)) OR ("_t1"."event" = $2::text))))
ORDER BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) COLLATE "C" NULLS LAST, 2 NULLS LAST
LIMIT 1000001

-- ==== funnels: trends by week
-- request:
--   {"kind":"FunnelsQuery","interval":"week","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"}],"funnelsFilter":{"funnelVizType":"trends"}}
-- normalized:
--   SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, timestamp AS timestamp, if(event = 'a', 1, 0) AS step_0, if(event = 'b', 1, 0) AS step_1
--   FROM events
--   WHERE timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND (event = 'a' OR event = 'b')
--   ORDER BY actor, timestamp
--   LIMIT 1000001
-- columns: actor String, timestamp DateTime, step_0 Int64, step_1 Int64
-- args: "distinct:", "a", 1, 0, "b", 42, "2026-11-14 00:00:00+00:00", "2026-11-22 00:00:00+00:00"
SELECT COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", "_t1"."timestamp" AS "timestamp", CASE WHEN ("_t1"."event" = $2::text) THEN $3::bigint ELSE $4::bigint END AS "step_0", CASE WHEN ("_t1"."event" = $5::text) THEN $3::bigint ELSE $4::bigint END AS "step_1"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $6::bigint))
WHERE (("_t1"."team_id" = $6::bigint) AND ((("_t1"."timestamp" >= $7::timestamptz) AND ("_t1"."timestamp" < $8::timestamptz)) AND (("_t1"."event" = $2::text) OR ("_t1"."event" = $5::text))))
ORDER BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) COLLATE "C" NULLS LAST, 2 NULLS LAST
LIMIT 1000001

-- ==== funnels: trends per day in Kolkata
-- request:
--   {"kind":"FunnelsQuery","interval":"day","dateRange":{"date_from":"2025-12-20","date_to":"2026-01-12"},"series":[{"kind":"EventsNode","event":"$pageview"},{"kind":"EventsNode","event":"signup"},{"kind":"EventsNode","event":"purchase"}],"funnelsFilter":{"funnelVizType":"trends","funnelFromStep":0,"funnelToStep":1}}
-- timezone: Asia/Kolkata
-- normalized:
--   SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, timestamp AS timestamp, if(event = '$pageview', 1, 0) AS step_0, if(event = 'signup', 1, 0) AS step_1, if(event = 'purchase', 1, 0) AS step_2
--   FROM events
--   WHERE timestamp >= toDateTime('2025-12-19 18:30:00') AND timestamp < toDateTime('2026-01-12 18:30:00') AND (event = '$pageview' OR event = 'signup' OR event = 'purchase')
--   ORDER BY actor, timestamp
--   LIMIT 1000001
-- columns: actor String, timestamp DateTime, step_0 Int64, step_1 Int64, step_2 Int64
-- args:
--   "distinct:"
--   "$pageview"
--   1
--   0
--   "signup"
--   "purchase"
--   42
--   "2025-12-19 18:30:00+00:00"
--   "2026-01-12 18:30:00+00:00"
SELECT COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", "_t1"."timestamp" AS "timestamp", CASE WHEN ("_t1"."event" = $2::text) THEN $3::bigint ELSE $4::bigint END AS "step_0", CASE WHEN ("_t1"."event" = $5::text) THEN $3::bigint ELSE $4::bigint END AS "step_1", CASE WHEN ("_t1"."event" = $6::text) THEN $3::bigint ELSE $4::bigint END AS "step_2"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $7::bigint))
WHERE (("_t1"."team_id" = $7::bigint) AND ((("_t1"."timestamp" >= $8::timestamptz) AND ("_t1"."timestamp" < $9::timestamptz)) AND ((("_t1"."event" = $2::text) OR ("_t1"."event" = $5::text)) OR ("_t1"."event" = $6::text))))
ORDER BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) COLLATE "C" NULLS LAST, 2 NULLS LAST
LIMIT 1000001

-- ==== funnels: trends per hour in New York, breakdown
-- request:
--   {"kind":"FunnelsQuery","interval":"hour","dateRange":{"date_from":"-10d"},"series":[{"kind":"EventsNode","event":"$pageview"},{"kind":"EventsNode","event":"signup"}],"funnelsFilter":{"funnelVizType":"trends"},"breakdownFilter":{"breakdown":"$browser","breakdown_limit":1}}
-- timezone: America/New_York
-- normalized:
--   SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, timestamp AS timestamp, if(event = '$pageview', 1, 0) AS step_0, if(event = 'signup', 1, 0) AS step_1, ifNull(nullIf(toString(properties['$browser']), ''), '$$_posthog_breakdown_null_$$') AS breakdown_0
--   FROM events
--   WHERE timestamp >= toDateTime('2026-11-11 05:00:00') AND timestamp < toDateTime('2026-11-21 13:00:00') AND (event = '$pageview' OR event = 'signup')
--   ORDER BY actor, timestamp
--   LIMIT 1000001
-- columns: actor String, timestamp DateTime, step_0 Int64, step_1 Int64, breakdown_0 String
-- args:
--   "distinct:"
--   "$pageview"
--   1
--   0
--   "signup"
--   "$browser"
--   ""
--   "$$_posthog_breakdown_null_$$"
--   42
--   "2026-11-11 05:00:00+00:00"
--   "2026-11-21 13:00:00+00:00"
SELECT COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", "_t1"."timestamp" AS "timestamp", CASE WHEN ("_t1"."event" = $2::text) THEN $3::bigint ELSE $4::bigint END AS "step_0", CASE WHEN ("_t1"."event" = $5::text) THEN $3::bigint ELSE $4::bigint END AS "step_1", COALESCE(NULLIF(("_t1"."properties" ->> $6::text), $7::text), $8::text) AS "breakdown_0"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $9::bigint))
WHERE (("_t1"."team_id" = $9::bigint) AND ((("_t1"."timestamp" >= $10::timestamptz) AND ("_t1"."timestamp" < $11::timestamptz)) AND (("_t1"."event" = $2::text) OR ("_t1"."event" = $5::text))))
ORDER BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) COLLATE "C" NULLS LAST, 2 NULLS LAST
LIMIT 1000001

-- ==== retention: day periods
-- request:
--   {"kind":"RetentionQuery","dateRange":{"date_from":"-7d"},"retentionFilter":{"targetEntity":{"id":"$pageview","type":"events"},"returningEntity":{"id":"$pageview","type":"events"},"period":"Day","totalIntervals":4}}
-- normalized:
--   SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS bucket, max(if(event = '$pageview', 1, 0)) AS is_target, sum(if(event = '$pageview', 1, 0)) AS is_returning
--   FROM events
--   WHERE timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview' OR timestamp >= toDateTime('2026-11-14 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--   GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp)
--   LIMIT 1000001
-- columns: actor String, bucket DateTime, is_target Nullable(Int64), is_returning Nullable(Int64)
-- args: "distinct:", "$pageview", 1, 0, 42, "2026-11-14 00:00:00+00:00", "2026-11-22 00:00:00+00:00"
SELECT COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", date_trunc('day', "_t1"."timestamp") AS "bucket", MAX(CASE WHEN ("_t1"."event" = $2::text) THEN $3::bigint ELSE $4::bigint END) AS "is_target", SUM(CASE WHEN ("_t1"."event" = $2::text) THEN $3::bigint ELSE $4::bigint END) AS "is_returning"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $5::bigint))
WHERE (("_t1"."team_id" = $5::bigint) AND (((("_t1"."timestamp" >= $6::timestamptz) AND ("_t1"."timestamp" < $7::timestamptz)) AND ("_t1"."event" = $2::text)) OR ((("_t1"."timestamp" >= $6::timestamptz) AND ("_t1"."timestamp" < $7::timestamptz)) AND ("_t1"."event" = $2::text))))
GROUP BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))), date_trunc('day', "_t1"."timestamp")
LIMIT 1000001

-- ==== retention: first time, weeks, breakdown
-- request:
--   {"kind":"RetentionQuery","retentionFilter":{"period":"Week","totalIntervals":3,"retentionType":"retention_first_time"},"breakdownFilter":{"breakdown":"$browser"}}
-- normalized:
--   SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfWeek(timestamp) AS bucket, max(if(event = '$pageview', 1, 0)) AS is_target, sum(if(event = '$pageview', 1, 0)) AS is_returning, ifNull(toString(properties['$browser']), '') AS breakdown_value
--   FROM events
--   WHERE timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview' OR timestamp >= toDateTime('2026-11-01 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--   GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfWeek(timestamp), ifNull(toString(properties['$browser']), '')
--   LIMIT 1000001
-- columns:
--   actor String
--   bucket Date
--   is_target Nullable(Int64)
--   is_returning Nullable(Int64)
--   breakdown_value String
-- args:
--   "distinct:"
--   "$pageview"
--   1
--   0
--   "$browser"
--   ""
--   42
--   "2026-11-22 00:00:00+00:00"
--   "2026-11-01 00:00:00+00:00"
SELECT COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", (date_trunc('week', "_t1"."timestamp" + INTERVAL '1 day') - INTERVAL '1 day')::date AS "bucket", MAX(CASE WHEN ("_t1"."event" = $2::text) THEN $3::bigint ELSE $4::bigint END) AS "is_target", SUM(CASE WHEN ("_t1"."event" = $2::text) THEN $3::bigint ELSE $4::bigint END) AS "is_returning", COALESCE(("_t1"."properties" ->> $5::text), $6::text) AS "breakdown_value"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $7::bigint))
WHERE (("_t1"."team_id" = $7::bigint) AND ((("_t1"."timestamp" < $8::timestamptz) AND ("_t1"."event" = $2::text)) OR ((("_t1"."timestamp" >= $9::timestamptz) AND ("_t1"."timestamp" < $8::timestamptz)) AND ("_t1"."event" = $2::text))))
GROUP BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))), (date_trunc('week', "_t1"."timestamp" + INTERVAL '1 day') - INTERVAL '1 day')::date, COALESCE(("_t1"."properties" ->> $5::text), $6::text)
LIMIT 1000001

-- ==== lifecycle: days
-- request:
--   {"kind":"LifecycleQuery","series":[{"kind":"EventsNode","event":"$pageview"}],"dateRange":{"date_from":"-14d"},"interval":"day"}
-- normalized:
--   SELECT coalesce(toString(person_id), concat('distinct:', distinct_id)) AS actor, toStartOfDay(timestamp) AS bucket, min(toStartOfDay(person.created_at)) AS created
--   FROM events
--   WHERE timestamp >= toDateTime('2026-11-06 00:00:00') AND timestamp < toDateTime('2026-11-22 00:00:00') AND event = '$pageview'
--   GROUP BY coalesce(toString(person_id), concat('distinct:', distinct_id)), toStartOfDay(timestamp)
--   LIMIT 1000001
-- columns: actor String, bucket DateTime, created Nullable(DateTime)
-- args: "distinct:", 42, "2026-11-06 00:00:00+00:00", "2026-11-22 00:00:00+00:00", "$pageview"
SELECT COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", date_trunc('day', "_t1"."timestamp") AS "bucket", MIN(date_trunc('day', "_t2"."created_at")) AS "created"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $2::bigint))
WHERE (("_t1"."team_id" = $2::bigint) AND ((("_t1"."timestamp" >= $3::timestamptz) AND ("_t1"."timestamp" < $4::timestamptz)) AND ("_t1"."event" = $5::text)))
GROUP BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))), date_trunc('day', "_t1"."timestamp")
LIMIT 1000001

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
SELECT $1::bigint AS "series", COALESCE("_t2"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", date_trunc('day', "_t1"."timestamp") AS "bucket", COUNT(*) AS "events"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $3::bigint))
WHERE (("_t1"."team_id" = $3::bigint) AND ((("_t1"."timestamp" >= $4::timestamptz) AND ("_t1"."timestamp" < $5::timestamptz)) AND ("_t1"."event" = $6::text)))
GROUP BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t1"."distinct_id", ''))), date_trunc('day', "_t1"."timestamp")
LIMIT 1000001

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
SELECT "_t1"."uuid" AS "uuid", "_t1"."event" AS "event", "_t1"."properties" AS "properties", "_t1"."timestamp" AS "timestamp", "_t1"."distinct_id" AS "distinct_id", "_t1"."created_at" AS "created_at", "_t1"."event" AS "_c7", "_t2"."uuid" AS "_c8", "_t2"."created_at" AS "_c9", "_t2"."properties" AS "_c10", "_t1"."distinct_id" AS "_c11", COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t1"."event" = $2::text) AND ("_t1"."timestamp" > $3::timestamptz)))
GROUP BY "_t1"."uuid", "_t1"."event", "_t1"."properties", "_t1"."timestamp", "_t1"."distinct_id", "_t1"."created_at", "_t1"."event", "_t2"."uuid", "_t2"."created_at", "_t2"."properties", "_t1"."distinct_id"
ORDER BY COUNT(*) DESC NULLS LAST
LIMIT 6

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
-- args: 42, "email", "%alice%", "name"
SELECT "_t4"."pid" AS "pid", "_t4"."uuid" AS "uuid", "_t4"."properties" AS "properties", "_t4"."is_identified" AS "is_identified", "_t4"."created_at" AS "created_at", "_t4"."rn" AS "rn", "_t5"."distinct_id" AS "distinct_id"
FROM (SELECT "_t1"."uuid" AS "pid", "_t1"."uuid" AS "uuid", "_t1"."properties" AS "properties", "_t1"."is_identified" AS "is_identified", "_t1"."created_at" AS "created_at", row_number() OVER (ORDER BY "_t1"."uuid" COLLATE "C" NULLS LAST, "_t1"."id" NULLS LAST) AS "rn"
  FROM "persons" AS "_t1"
  WHERE (("_t1"."team_id" = $1::bigint) AND ((((burrow_cap(("_t1"."properties" ->> $2::text)) ILIKE $3::text) OR (burrow_cap(("_t1"."properties" ->> $4::text)) ILIKE $3::text)) OR (burrow_cap("_t1"."uuid") ILIKE $3::text)) OR ("_t1"."uuid" IN (SELECT "_t3"."uuid" AS "person_id"
          FROM "person_distinct_ids" AS "_t2"
          LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = $1::bigint))
          WHERE (("_t2"."team_id" = $1::bigint) AND (burrow_cap("_t2"."distinct_id") ILIKE $3::text))))))
  ORDER BY "_t1"."uuid" COLLATE "C" NULLS LAST, "_t1"."id" NULLS LAST
  LIMIT 101) AS "_t4"
LEFT JOIN ("person_distinct_ids" AS "_t5"
  LEFT JOIN "persons" AS "_t6" ON (("_t6"."id" = "_t5"."person_id") AND ("_t6"."team_id" = $1::bigint))) ON (("_t6"."uuid" = "_t4"."pid") AND ("_t5"."team_id" = $1::bigint))
ORDER BY "_t4"."rn" NULLS LAST, "_t5"."distinct_id" COLLATE "C" NULLS LAST
LIMIT 50000

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
  FROM "persons" AS "_t1"
  JOIN (SELECT "_t3"."uuid" AS "actor_pid", COUNT(*) AS "event_count", (SELECT COALESCE(jsonb_agg("_e1"."value"
          ORDER BY "_e1"."value" COLLATE "C"), '[]'::jsonb)
      FROM jsonb_array_elements_text(COALESCE(to_jsonb(array_agg(DISTINCT "_t2"."distinct_id" COLLATE "C") FILTER (WHERE "_t2"."distinct_id" IS NOT NULL)), '[]'::jsonb)) WITH ORDINALITY AS "_e1"("value", "key")) AS "event_distinct_ids"
    FROM "events" AS "_t2"
    LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = $1::bigint))
    WHERE (("_t2"."team_id" = $1::bigint) AND (((((("_t2"."timestamp" >= $2::timestamptz) AND ("_t2"."timestamp" < $3::timestamptz)) AND ("_t2"."event" = $4::text)) AND ("_t2"."timestamp" >= $5::timestamptz)) AND ("_t2"."timestamp" < $6::timestamptz)) AND ("_t3"."uuid" IS NOT NULL)))
    GROUP BY "_t3"."uuid") AS "_t4" ON ("_t4"."actor_pid" = "_t1"."uuid")
  WHERE ("_t1"."team_id" = $1::bigint)
  ORDER BY "_t4"."event_count" DESC NULLS LAST, "_t1"."created_at" DESC NULLS LAST, "_t1"."id" NULLS LAST
  LIMIT 101) AS "_t5"
LEFT JOIN ("person_distinct_ids" AS "_t6"
  LEFT JOIN "persons" AS "_t7" ON (("_t7"."id" = "_t6"."person_id") AND ("_t7"."team_id" = $1::bigint))) ON (("_t7"."uuid" = "_t5"."pid") AND ("_t6"."team_id" = $1::bigint))
ORDER BY "_t5"."rn" NULLS LAST, "_t6"."distinct_id" COLLATE "C" NULLS LAST
LIMIT 50000

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
--   "$browser"
--   ""
--   "$$_posthog_breakdown_null_$$"
--   42
--   "2026-11-14 00:00:00+00:00"
--   "2026-11-22 00:00:00+00:00"
SELECT COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", "_t1"."timestamp" AS "timestamp", CASE WHEN ("_t1"."event" = $2::text) THEN $3::bigint ELSE $4::bigint END AS "step_0", CASE WHEN ("_t1"."event" = $5::text) THEN $3::bigint ELSE $4::bigint END AS "step_1", COALESCE(NULLIF(("_t1"."properties" ->> $6::text), $7::text), $8::text) AS "breakdown_0"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $9::bigint))
WHERE (("_t1"."team_id" = $9::bigint) AND ((("_t1"."timestamp" >= $10::timestamptz) AND ("_t1"."timestamp" < $11::timestamptz)) AND (("_t1"."event" = $2::text) OR ("_t1"."event" = $5::text))))
ORDER BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) COLLATE "C" NULLS LAST, 2 NULLS LAST
LIMIT 1000001

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
  FROM "persons" AS "_t1"
  WHERE (("_t1"."team_id" = $1::bigint) AND ($2::bigint = $3::bigint))
  ORDER BY "_t1"."created_at" DESC NULLS LAST, "_t1"."id" NULLS LAST
  LIMIT 101) AS "_t2"
LEFT JOIN ("person_distinct_ids" AS "_t3"
  LEFT JOIN "persons" AS "_t4" ON (("_t4"."id" = "_t3"."person_id") AND ("_t4"."team_id" = $1::bigint))) ON (("_t4"."uuid" = "_t2"."pid") AND ("_t3"."team_id" = $1::bigint))
ORDER BY "_t2"."rn" NULLS LAST, "_t3"."distinct_id" COLLATE "C" NULLS LAST
LIMIT 50000

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
SELECT COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", date_trunc('day', "_t1"."timestamp") AS "bucket", MAX(CASE WHEN ("_t1"."event" = $2::text) THEN $3::bigint ELSE $4::bigint END) AS "is_target", SUM(CASE WHEN ("_t1"."event" = $2::text) THEN $3::bigint ELSE $4::bigint END) AS "is_returning"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $5::bigint))
WHERE (("_t1"."team_id" = $5::bigint) AND (((("_t1"."timestamp" >= $6::timestamptz) AND ("_t1"."timestamp" < $7::timestamptz)) AND ("_t1"."event" = $2::text)) OR ((("_t1"."timestamp" >= $6::timestamptz) AND ("_t1"."timestamp" < $7::timestamptz)) AND ("_t1"."event" = $2::text))))
GROUP BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))), date_trunc('day', "_t1"."timestamp")
LIMIT 1000001

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
  FROM "persons" AS "_t1"
  WHERE (("_t1"."team_id" = $1::bigint) AND ($2::bigint = $3::bigint))
  ORDER BY "_t1"."created_at" DESC NULLS LAST, "_t1"."id" NULLS LAST
  LIMIT 101) AS "_t2"
LEFT JOIN ("person_distinct_ids" AS "_t3"
  LEFT JOIN "persons" AS "_t4" ON (("_t4"."id" = "_t3"."person_id") AND ("_t4"."team_id" = $1::bigint))) ON (("_t4"."uuid" = "_t2"."pid") AND ("_t3"."team_id" = $1::bigint))
ORDER BY "_t2"."rn" NULLS LAST, "_t3"."distinct_id" COLLATE "C" NULLS LAST
LIMIT 50000

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
SELECT COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", date_trunc('day', "_t1"."timestamp") AS "bucket", MIN(date_trunc('day', "_t2"."created_at")) AS "created"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $2::bigint))
WHERE (("_t1"."team_id" = $2::bigint) AND ((("_t1"."timestamp" >= $3::timestamptz) AND ("_t1"."timestamp" < $4::timestamptz)) AND ("_t1"."event" = $5::text)))
GROUP BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", ''))), date_trunc('day', "_t1"."timestamp")
LIMIT 1000001

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
  FROM "persons" AS "_t1"
  WHERE (("_t1"."team_id" = $1::bigint) AND ($2::bigint = $3::bigint))
  ORDER BY "_t1"."created_at" DESC NULLS LAST, "_t1"."id" NULLS LAST
  LIMIT 101) AS "_t2"
LEFT JOIN ("person_distinct_ids" AS "_t3"
  LEFT JOIN "persons" AS "_t4" ON (("_t4"."id" = "_t3"."person_id") AND ("_t4"."team_id" = $1::bigint))) ON (("_t4"."uuid" = "_t2"."pid") AND ("_t3"."team_id" = $1::bigint))
ORDER BY "_t2"."rn" NULLS LAST, "_t3"."distinct_id" COLLATE "C" NULLS LAST
LIMIT 50000

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
SELECT $1::bigint AS "series", COALESCE("_t2"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t1"."distinct_id", ''))) AS "actor", date_trunc('day', "_t1"."timestamp") AS "bucket", COUNT(*) AS "events"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $3::bigint))
WHERE (("_t1"."team_id" = $3::bigint) AND ((("_t1"."timestamp" >= $4::timestamptz) AND ("_t1"."timestamp" < $5::timestamptz)) AND ("_t1"."event" = $6::text)))
GROUP BY COALESCE("_t2"."uuid", burrow_cap(COALESCE($2::text, '') || COALESCE("_t1"."distinct_id", ''))), date_trunc('day', "_t1"."timestamp")
LIMIT 1000001

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
  FROM "persons" AS "_t1"
  WHERE (("_t1"."team_id" = $1::bigint) AND ($2::bigint = $3::bigint))
  ORDER BY "_t1"."created_at" DESC NULLS LAST, "_t1"."id" NULLS LAST
  LIMIT 101) AS "_t2"
LEFT JOIN ("person_distinct_ids" AS "_t3"
  LEFT JOIN "persons" AS "_t4" ON (("_t4"."id" = "_t3"."person_id") AND ("_t4"."team_id" = $1::bigint))) ON (("_t4"."uuid" = "_t2"."pid") AND ("_t3"."team_id" = $1::bigint))
ORDER BY "_t2"."rn" NULLS LAST, "_t3"."distinct_id" COLLATE "C" NULLS LAST
LIMIT 50000
