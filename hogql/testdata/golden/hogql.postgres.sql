-- Golden file of hogql's TestGoldenPrint (hogql/golden_test.go): the statements of hogqltest.HogQL,
-- printed for postgres with TeamID 42. Regenerate with: go test ./hogql/ -run TestGoldenPrint -update

-- ====
-- source: SELECT event, count() FROM events GROUP BY event ORDER BY count() DESC LIMIT 10
-- normalized: SELECT event, count() FROM events GROUP BY event ORDER BY count() DESC LIMIT 10
-- columns: event String, count() UInt64
-- args: 42
SELECT "_t1"."event" AS "event", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t1"."event"
ORDER BY COUNT(*) DESC NULLS LAST
LIMIT 10

-- ====
-- source: SELECT count() FROM events WHERE event = '$pageview'
-- normalized: SELECT count() FROM events WHERE event = '$pageview'
-- columns: count() UInt64
-- args: 42, "$pageview"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."event" = $2::text))
LIMIT 101

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
SELECT "_t1"."event" AS "event", COUNT(*) AS "c"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."timestamp" > ((date_trunc('second', now())) + ($2::bigint) * INTERVAL '1 day')))
GROUP BY "_t1"."event"
ORDER BY 2 DESC NULLS LAST
LIMIT 101

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
-- args: "$current_url", 42, "$pageview"
SELECT ("_t1"."properties" ->> $1::text) AS "current_url", COUNT(*) AS "url_count"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ((("_t1"."event" = $3::text) AND (("_t1"."distinct_id", "_t1"."timestamp") IN (SELECT "_t2"."distinct_id" AS "distinct_id", MIN("_t2"."timestamp") AS "min(timestamp)"
          FROM "events" AS "_t2"
          WHERE (("_t2"."team_id" = $2::bigint) AND ("_t2"."event" = $3::text))
          GROUP BY "_t2"."distinct_id"))) AND TRUE))
GROUP BY 1
ORDER BY 2 DESC NULLS LAST
LIMIT 101

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
SELECT date_trunc('day', "_t1"."timestamp") AS "day", COUNT(*) AS "pageviews", COUNT(DISTINCT "_t1"."distinct_id") AS "visitors"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."event" = $2::text))
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

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
SELECT (date_trunc('week', "_t1"."timestamp" + INTERVAL '1 day') - INTERVAL '1 day')::date AS "week", COUNT(DISTINCT "_t2"."uuid") AS "uniq(person_id)"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $1::bigint))
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

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
-- args: "$browser", 42, "$pageview"
SELECT ("_t1"."properties" ->> $1::text) AS "browser", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."event" = $3::text))
GROUP BY 1
ORDER BY COUNT(*) DESC NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT properties['$browser'], count(*) FROM events GROUP BY properties['$browser'] ORDER BY 2 DESC
-- normalized:
--   SELECT properties['$browser'], count(*)
--   FROM events
--   GROUP BY properties['$browser']
--   ORDER BY 2 DESC
-- columns: properties['$browser'] Nullable(String), count(*) UInt64
-- args: "$browser", 42
SELECT ("_t1"."properties" ->> $1::text) AS "properties['$browser']", COUNT(*) AS "count(*)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
GROUP BY ("_t1"."properties" ->> $1::text)
ORDER BY 2 DESC NULLS LAST
LIMIT 101

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
SELECT "_t1"."distinct_id" AS "distinct_id", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t1"."distinct_id"
HAVING (COUNT(*) > $2::bigint)
ORDER BY COUNT(*) DESC NULLS LAST
LIMIT 101

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
-- args: "$elements_chain", "", 42, "$pageview"
SELECT "_t1"."uuid" AS "uuid", "_t1"."event" AS "event", "_t1"."distinct_id" AS "distinct_id", "_t1"."properties" AS "properties", "_t1"."timestamp" AS "timestamp", "_t1"."created_at" AS "created_at", "_t2"."uuid" AS "person_id", "_t1"."session_id" AS "$session_id", COALESCE(("_t1"."properties" ->> $1::text), $2::text) AS "elements_chain"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $3::bigint))
WHERE (("_t1"."team_id" = $3::bigint) AND ("_t1"."event" = $4::text))
ORDER BY "_t1"."timestamp" DESC NULLS LAST
LIMIT 100

-- ====
-- source: SELECT uuid, event, timestamp, distinct_id FROM events ORDER BY timestamp DESC LIMIT 5
-- normalized: SELECT uuid, event, timestamp, distinct_id FROM events ORDER BY timestamp DESC LIMIT 5
-- columns: uuid String, event String, timestamp DateTime, distinct_id String
-- args: 42
SELECT "_t1"."uuid" AS "uuid", "_t1"."event" AS "event", "_t1"."timestamp" AS "timestamp", "_t1"."distinct_id" AS "distinct_id"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."timestamp" DESC NULLS LAST
LIMIT 5

-- ====
-- source: SELECT count(DISTINCT person_id) FROM events WHERE event = 'signup'
-- normalized: SELECT count(DISTINCT person_id) FROM events WHERE event = 'signup'
-- columns: "count(DISTINCT person_id)" UInt64
-- args: 42, "signup"
SELECT COUNT(DISTINCT "_t2"."uuid") AS "count(DISTINCT person_id)"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."event" = $2::text))
LIMIT 101

-- ====
-- source: SELECT countIf(event = '$pageview') / count() AS pageview_share FROM events
-- normalized: SELECT countIf(event = '$pageview') / count() AS pageview_share FROM events
-- columns: pageview_share Nullable(Float64)
-- args: "$pageview", 42
SELECT ((COUNT(*) FILTER (WHERE ("_t1"."event" = $1::text)))::double precision / NULLIF(COUNT(*), 0)) AS "pageview_share"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT multiIf(properties.$os == 'Android', 'mobile', properties.$os == 'iOS', 'mobile', 'desktop') AS device, count() FROM events GROUP BY device ORDER BY device
-- normalized:
--   SELECT multiIf(properties.$os = 'Android', 'mobile', properties.$os = 'iOS', 'mobile', 'desktop') AS device, count()
--   FROM events
--   GROUP BY device
--   ORDER BY device
-- columns: device String, count() UInt64
-- args: "$os", "Android", "mobile", "iOS", "desktop", 42
SELECT CASE WHEN (("_t1"."properties" ->> $1::text) = $2::text) THEN $3::text WHEN (("_t1"."properties" ->> $1::text) = $4::text) THEN $3::text ELSE $5::text END AS "device", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $6::bigint)
GROUP BY 1
ORDER BY CASE WHEN (("_t1"."properties" ->> $1::text) = $2::text) THEN $3::text WHEN (("_t1"."properties" ->> $1::text) = $4::text) THEN $3::text ELSE $5::text END COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT if(properties.$browser = 'Chrome', 'chrome', 'other') AS b, count() FROM events GROUP BY b ORDER BY b
-- normalized:
--   SELECT if(properties.$browser = 'Chrome', 'chrome', 'other') AS b, count()
--   FROM events
--   GROUP BY b
--   ORDER BY b
-- columns: b String, count() UInt64
-- args: "$browser", "Chrome", "chrome", "other", 42
SELECT CASE WHEN (("_t1"."properties" ->> $1::text) = $2::text) THEN $3::text ELSE $4::text END AS "b", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $5::bigint)
GROUP BY 1
ORDER BY CASE WHEN (("_t1"."properties" ->> $1::text) = $2::text) THEN $3::text ELSE $4::text END COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT ("_t1"."timestamp")::date AS "date", "_t1"."event" AS "event", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."timestamp" >= $2::timestamptz))
GROUP BY 1, "_t1"."event"
ORDER BY 1 NULLS LAST, "_t1"."event" COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT formatDateTime(timestamp, '%Y-%m') AS month, count() FROM events GROUP BY month ORDER BY month
-- normalized:
--   SELECT formatDateTime(timestamp, '%Y-%m') AS month, count()
--   FROM events
--   GROUP BY month
--   ORDER BY month
-- columns: month String, count() UInt64
-- args: "-", 42
SELECT ((to_char("_t1"."timestamp", 'YYYY')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $1::text END) || (to_char("_t1"."timestamp", 'MM'))) AS "month", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
GROUP BY 1
ORDER BY ((to_char("_t1"."timestamp", 'YYYY')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $1::text END) || (to_char("_t1"."timestamp", 'MM'))) COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT (floor(extract(epoch
      FROM MAX("_t1"."timestamp")) / 86400) - floor(extract(epoch
      FROM MIN("_t1"."timestamp")) / 86400))::bigint AS "days_active", "_t1"."distinct_id" AS "distinct_id"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t1"."distinct_id"
ORDER BY "_t1"."distinct_id" COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT date_trunc('hour', timestamp) AS hour, count() FROM events GROUP BY hour ORDER BY hour
-- normalized:
--   SELECT date_trunc('hour', timestamp) AS hour, count()
--   FROM events
--   GROUP BY hour
--   ORDER BY hour
-- columns: hour DateTime, count() UInt64
-- args: 42
SELECT date_trunc('hour', "_t1"."timestamp") AS "hour", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT toStartOfInterval(timestamp, INTERVAL 10 MINUTE) AS bucket, count() FROM events GROUP BY bucket ORDER BY bucket
-- normalized:
--   SELECT toStartOfInterval(timestamp, INTERVAL 10 MINUTE) AS bucket, count()
--   FROM events
--   GROUP BY bucket
--   ORDER BY bucket
-- columns: bucket DateTime, count() UInt64
-- args: 600, 42
SELECT to_timestamp(floor(extract(epoch
      FROM "_t1"."timestamp") / $1::bigint) * $1::bigint) AS "bucket", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT toHour(timestamp) AS hour, count() FROM events GROUP BY hour ORDER BY hour
-- normalized: SELECT toHour(timestamp) AS hour, count() FROM events GROUP BY hour ORDER BY hour
-- columns: hour Int64, count() UInt64
-- args: 42
SELECT EXTRACT(HOUR
  FROM "_t1"."timestamp")::bigint AS "hour", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT toDayOfWeek(timestamp) AS dow, count() FROM events GROUP BY dow ORDER BY dow
-- normalized: SELECT toDayOfWeek(timestamp) AS dow, count() FROM events GROUP BY dow ORDER BY dow
-- columns: dow Int64, count() UInt64
-- args: 42
SELECT EXTRACT(ISODOW
  FROM "_t1"."timestamp")::bigint AS "dow", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

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
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t1"."timestamp" > $2::timestamptz) AND ("_t1"."timestamp" < $3::timestamptz)))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE toDate(timestamp) BETWEEN '2026-01-05' AND '2026-01-07'
-- normalized: SELECT count() FROM events WHERE toDate(timestamp) BETWEEN '2026-01-05' AND '2026-01-07'
-- columns: count() UInt64
-- args: 42, "2026-01-05", "2026-01-07"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t1"."timestamp")::date BETWEEN ($2::date) AND ($3::date)))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE properties.$current_url LIKE '%example.com%'
-- normalized: SELECT count() FROM events WHERE properties.$current_url LIKE '%example.com%'
-- columns: count() UInt64
-- args: 42, "$current_url", "%example.com%"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (burrow_cap(("_t1"."properties" ->> $2::text)) LIKE $3::text))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE properties.$current_url ILIKE '%PRICING%'
-- normalized: SELECT count() FROM events WHERE properties.$current_url ILIKE '%PRICING%'
-- columns: count() UInt64
-- args: 42, "$current_url", "%PRICING%"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (burrow_cap(("_t1"."properties" ->> $2::text)) ILIKE $3::text))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE match(properties.$current_url, '/docs')
-- normalized: SELECT count() FROM events WHERE match(properties.$current_url, '/docs')
-- columns: count() UInt64
-- args: 42, "$current_url", "/docs"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (burrow_cap(("_t1"."properties" ->> $2::text)) ~ burrow_pattern($3::text)))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE properties.$current_url =~ '^https://www'
-- normalized: SELECT count() FROM events WHERE match(properties.$current_url, '^https://www')
-- columns: count() UInt64
-- args: 42, "$current_url", "^https://www"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (burrow_cap(("_t1"."properties" ->> $2::text)) ~ burrow_pattern($3::text)))
LIMIT 101

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
-- args: "$current_url", "https?://([^/]+)", 42, "$pageview"
SELECT (CASE WHEN ("_t1"."properties" ->> $1::text) IS NOT NULL AND $2::text IS NOT NULL THEN COALESCE(substring(burrow_cap(("_t1"."properties" ->> $1::text))
      FROM burrow_pattern($2::text)), '') END) AS "host", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $3::bigint) AND ("_t1"."event" = $4::text))
GROUP BY 1
ORDER BY (CASE WHEN ("_t1"."properties" ->> $1::text) IS NOT NULL AND $2::text IS NOT NULL THEN COALESCE(substring(burrow_cap(("_t1"."properties" ->> $1::text))
      FROM burrow_pattern($2::text)), '') END) COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT domain(properties.$current_url) AS d, count() FROM events GROUP BY d ORDER BY d
-- normalized: SELECT domain(properties.$current_url) AS d, count() FROM events GROUP BY d ORDER BY d
-- columns: d Nullable(String), count() UInt64
-- args: "$current_url", 42
SELECT (SELECT CASE WHEN strpos(h, ':') > 0 THEN substr(h, 1, strpos(h, ':') - 1) ELSE h END
  FROM (SELECT CASE WHEN strpos(h0, '@') > 0 THEN substr(h0, strpos(h0, '@') + 1) ELSE h0 END AS h
    FROM (SELECT substr(r, 1, strpos(replace(replace(r, '?', '/'), '#', '/') || '/', '/') - 1) AS h0
      FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
        FROM (SELECT ("_t1"."properties" ->> $1::text) AS u) AS "_d1") AS "_d2") AS "_d3") AS "_d4") AS "d", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
GROUP BY 1
ORDER BY (SELECT CASE WHEN strpos(h, ':') > 0 THEN substr(h, 1, strpos(h, ':') - 1) ELSE h END
  FROM (SELECT CASE WHEN strpos(h0, '@') > 0 THEN substr(h0, strpos(h0, '@') + 1) ELSE h0 END AS h
    FROM (SELECT substr(r, 1, strpos(replace(replace(r, '?', '/'), '#', '/') || '/', '/') - 1) AS h0
      FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
        FROM (SELECT ("_t1"."properties" ->> $1::text) AS u) AS "_d1") AS "_d2") AS "_d3") AS "_d4") COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT path(properties.$current_url) AS p FROM events WHERE event = '$pageview' ORDER BY timestamp
-- normalized:
--   SELECT path(properties.$current_url) AS p
--   FROM events
--   WHERE event = '$pageview'
--   ORDER BY timestamp
-- columns: p Nullable(String)
-- args: "$current_url", 42, "$pageview"
SELECT (SELECT CASE WHEN strpos(r2, '/') > 0 THEN substr(r2, strpos(r2, '/')) ELSE '' END
  FROM (SELECT substr(r, 1, strpos(replace(r, '#', '?') || '?', '?') - 1) AS r2
    FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
      FROM (SELECT ("_t1"."properties" ->> $1::text) AS u) AS "_d1") AS "_d2") AS "_d3") AS "p"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."event" = $3::text))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT cutQueryString(properties.$current_url) FROM events WHERE event = '$pageview' ORDER BY timestamp
-- normalized:
--   SELECT cutQueryString(properties.$current_url)
--   FROM events
--   WHERE event = '$pageview'
--   ORDER BY timestamp
-- columns: cutQueryString(properties.$current_url) Nullable(String)
-- args: "$current_url", 42, "$pageview"
SELECT (CASE WHEN strpos(("_t1"."properties" ->> $1::text), '?') > 0 THEN substr(("_t1"."properties" ->> $1::text), 1, strpos(("_t1"."properties" ->> $1::text), '?') - 1) || CASE WHEN strpos(("_t1"."properties" ->> $1::text), '#') > strpos(("_t1"."properties" ->> $1::text), '?') THEN substr(("_t1"."properties" ->> $1::text), strpos(("_t1"."properties" ->> $1::text), '#')) ELSE '' END ELSE ("_t1"."properties" ->> $1::text) END) AS "cutQueryString(properties.$current_url)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."event" = $3::text))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT replaceRegexpAll(properties.$current_url, '\\?.*$', '') AS url FROM events WHERE event = '$pageview' ORDER BY timestamp
-- normalized:
--   SELECT replaceRegexpAll(properties.$current_url, '\\?.*$', '') AS url
--   FROM events
--   WHERE event = '$pageview'
--   ORDER BY timestamp
-- columns: url Nullable(String)
-- args: "$current_url", "\\?.*$", "", 42, "$pageview"
SELECT burrow_cap(regexp_replace(burrow_cap(("_t1"."properties" ->> $1::text)), burrow_pattern($2::text), replace($3::text, '\0', '\&'), 'g')) AS "url"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $4::bigint) AND ("_t1"."event" = $5::text))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

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
-- args: 2, "$current_url", "/", 42, "$pageview"
SELECT (CASE WHEN $1::bigint > 0 THEN (to_jsonb(CASE WHEN (SELECT CASE WHEN strpos(r2, '/') > 0 THEN substr(r2, strpos(r2, '/')) ELSE '' END
        FROM (SELECT substr(r, 1, strpos(replace(r, '#', '?') || '?', '?') - 1) AS r2
          FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
            FROM (SELECT ("_t1"."properties" ->> $2::text) AS u) AS "_d1") AS "_d2") AS "_d3") = '' THEN ARRAY['']::text[] ELSE string_to_array((SELECT CASE WHEN strpos(r2, '/') > 0 THEN substr(r2, strpos(r2, '/')) ELSE '' END
          FROM (SELECT substr(r, 1, strpos(replace(r, '#', '?') || '?', '?') - 1) AS r2
            FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
              FROM (SELECT ("_t1"."properties" ->> $2::text) AS u) AS "_d1") AS "_d2") AS "_d3"), $3::text) END) ->> ($1::bigint - 1)::integer) WHEN $1::bigint < 0 THEN (to_jsonb(CASE WHEN (SELECT CASE WHEN strpos(r2, '/') > 0 THEN substr(r2, strpos(r2, '/')) ELSE '' END
        FROM (SELECT substr(r, 1, strpos(replace(r, '#', '?') || '?', '?') - 1) AS r2
          FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
            FROM (SELECT ("_t1"."properties" ->> $2::text) AS u) AS "_d1") AS "_d2") AS "_d3") = '' THEN ARRAY['']::text[] ELSE string_to_array((SELECT CASE WHEN strpos(r2, '/') > 0 THEN substr(r2, strpos(r2, '/')) ELSE '' END
          FROM (SELECT substr(r, 1, strpos(replace(r, '#', '?') || '?', '?') - 1) AS r2
            FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
              FROM (SELECT ("_t1"."properties" ->> $2::text) AS u) AS "_d1") AS "_d2") AS "_d3"), $3::text) END) ->> ($1::bigint)::integer) END) AS "section", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $4::bigint) AND ("_t1"."event" = $5::text))
GROUP BY 1
ORDER BY (CASE WHEN $1::bigint > 0 THEN (to_jsonb(CASE WHEN (SELECT CASE WHEN strpos(r2, '/') > 0 THEN substr(r2, strpos(r2, '/')) ELSE '' END
        FROM (SELECT substr(r, 1, strpos(replace(r, '#', '?') || '?', '?') - 1) AS r2
          FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
            FROM (SELECT ("_t1"."properties" ->> $2::text) AS u) AS "_d1") AS "_d2") AS "_d3") = '' THEN ARRAY['']::text[] ELSE string_to_array((SELECT CASE WHEN strpos(r2, '/') > 0 THEN substr(r2, strpos(r2, '/')) ELSE '' END
          FROM (SELECT substr(r, 1, strpos(replace(r, '#', '?') || '?', '?') - 1) AS r2
            FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
              FROM (SELECT ("_t1"."properties" ->> $2::text) AS u) AS "_d1") AS "_d2") AS "_d3"), $3::text) END) ->> ($1::bigint - 1)::integer) WHEN $1::bigint < 0 THEN (to_jsonb(CASE WHEN (SELECT CASE WHEN strpos(r2, '/') > 0 THEN substr(r2, strpos(r2, '/')) ELSE '' END
        FROM (SELECT substr(r, 1, strpos(replace(r, '#', '?') || '?', '?') - 1) AS r2
          FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
            FROM (SELECT ("_t1"."properties" ->> $2::text) AS u) AS "_d1") AS "_d2") AS "_d3") = '' THEN ARRAY['']::text[] ELSE string_to_array((SELECT CASE WHEN strpos(r2, '/') > 0 THEN substr(r2, strpos(r2, '/')) ELSE '' END
          FROM (SELECT substr(r, 1, strpos(replace(r, '#', '?') || '?', '?') - 1) AS r2
            FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
              FROM (SELECT ("_t1"."properties" ->> $2::text) AS u) AS "_d1") AS "_d2") AS "_d3"), $3::text) END) ->> ($1::bigint)::integer) END) COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT lower(properties.$browser) AS b FROM events WHERE b IS NOT NULL ORDER BY timestamp
-- normalized: SELECT lower(properties.$browser) AS b FROM events WHERE b IS NOT NULL ORDER BY timestamp
-- columns: b Nullable(String)
-- args: "$browser", 42
SELECT lower(("_t1"."properties" ->> $1::text)) AS "b"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND (lower(("_t1"."properties" ->> $1::text)) IS NOT NULL))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT coalesce(properties.$browser, 'unknown') AS browser, count() FROM events GROUP BY browser ORDER BY browser
-- normalized:
--   SELECT coalesce(properties.$browser, 'unknown') AS browser, count()
--   FROM events
--   GROUP BY browser
--   ORDER BY browser
-- columns: browser String, count() UInt64
-- args: "$browser", "unknown", 42
SELECT COALESCE(("_t1"."properties" ->> $1::text), $2::text) AS "browser", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $3::bigint)
GROUP BY 1
ORDER BY COALESCE(("_t1"."properties" ->> $1::text), $2::text) COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT ifNull(properties.plan, 'none') AS plan, count() FROM events GROUP BY plan ORDER BY plan
-- normalized:
--   SELECT ifNull(properties.plan, 'none') AS plan, count()
--   FROM events
--   GROUP BY plan
--   ORDER BY plan
-- columns: plan String, count() UInt64
-- args: "plan", "none", 42
SELECT COALESCE(("_t1"."properties" ->> $1::text), $2::text) AS "plan", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $3::bigint)
GROUP BY 1
ORDER BY COALESCE(("_t1"."properties" ->> $1::text), $2::text) COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT concat(event, ' by ', distinct_id) FROM events ORDER BY timestamp
-- normalized: SELECT concat(event, ' by ', distinct_id) FROM events ORDER BY timestamp
-- columns: "concat(event, ' by ', distinct_id)" String
-- args: " by ", 42
SELECT burrow_cap(COALESCE("_t1"."event", '') || COALESCE($1::text, '') || COALESCE("_t1"."distinct_id", '')) AS "concat(event, ' by ', distinct_id)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT sum(toFloat(properties.price)) AS revenue FROM events WHERE event = 'purchase'
-- normalized: SELECT sum(toFloat(properties.price)) AS revenue FROM events WHERE event = 'purchase'
-- columns: revenue Nullable(Float64)
-- args: "price", 42, "purchase"
SELECT SUM((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END)) AS "revenue"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."event" = $3::text))
LIMIT 101

-- ====
-- source:
--   SELECT sumIf(toFloatOrZero(properties.price), event = 'purchase') AS revenue, avgIf(toFloat(properties.price), event = 'purchase') AS aov FROM events
-- normalized:
--   SELECT sumIf(toFloatOrZero(properties.price), event = 'purchase') AS revenue, avgIf(toFloat(properties.price), event = 'purchase') AS aov
--   FROM events
-- columns: revenue Nullable(Float64), aov Nullable(Float64)
-- args: "price", 0.0, "purchase", 42
SELECT SUM(COALESCE((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END), $2::double precision)) FILTER (WHERE ("_t1"."event" = $3::text)) AS "revenue", AVG((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END)) FILTER (WHERE ("_t1"."event" = $3::text)) AS "aov"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $4::bigint)
LIMIT 101

-- ====
-- source: SELECT round(avg(toFloat(properties.$screen_width)), 1) FROM events
-- normalized: SELECT round(avg(toFloat(properties.$screen_width)), 1) FROM events
-- columns: "round(avg(toFloat(properties.$screen_width)), 1)" Nullable(Float64)
-- args: "$screen_width", 10.0, 42
SELECT (sign(AVG((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END)) * $2::double precision) * floor(abs(AVG((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END)) * $2::double precision) + 0.5) / $2::double precision) AS "round(avg(toFloat(properties.$screen_width)), 1)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $3::bigint)
LIMIT 101

-- ====
-- source: SELECT quantile(0.5)(toFloat(properties.$screen_width)) AS median_width FROM events
-- normalized: SELECT quantile(0.5)(toFloat(properties.$screen_width)) AS median_width FROM events
-- columns: median_width Nullable(Float64)
-- args: 0.5, "$screen_width", 42
SELECT percentile_cont($1::double precision) WITHIN GROUP (ORDER BY (CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END)) AS "median_width"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $3::bigint)
LIMIT 101

-- ====
-- source: SELECT quantiles(0.5, 0.9)(toFloat(properties.$screen_width)) FROM events
-- normalized: SELECT quantiles(0.5, 0.9)(toFloat(properties.$screen_width)) FROM events
-- columns: "quantiles(0.5, 0.9)(toFloat(properties.$screen_width))" Array(Float64)
-- args: "0.5,0.9", "$screen_width", 42
SELECT to_jsonb(percentile_cont(string_to_array($1::text, ',')::double precision[]) WITHIN GROUP (ORDER BY (CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END))) AS "quantiles(0.5, 0.9)(toFloat(properties.$screen_width))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $3::bigint)
LIMIT 101

-- ====
-- source: SELECT median(toFloat(properties.price)) FROM events WHERE event IN ('purchase', 'signup')
-- normalized: SELECT median(toFloat(properties.price)) FROM events WHERE event IN ('purchase', 'signup')
-- columns: median(toFloat(properties.price)) Nullable(Float64)
-- args: 0.5, "price", 42, "purchase", "signup"
SELECT percentile_cont($1::double precision) WITHIN GROUP (ORDER BY (CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END)) AS "median(toFloat(properties.price))"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $3::bigint) AND ("_t1"."event" IN ($4::text, $5::text)))
LIMIT 101

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
-- args: "$current_url", 42, "$pageview"
SELECT (array_agg(("_t1"."properties" ->> $1::text)
    ORDER BY "_t1"."timestamp" DESC, ("_t1"."properties" ->> $1::text) COLLATE "C" DESC NULLS LAST) FILTER (WHERE "_t1"."timestamp" IS NOT NULL))[1] AS "last_url", "_t1"."distinct_id" AS "distinct_id"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."event" = $3::text))
GROUP BY "_t1"."distinct_id"
ORDER BY "_t1"."distinct_id" COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT (array_agg("_t1"."event"
    ORDER BY "_t1"."timestamp" ASC, "_t1"."event" COLLATE "C" ASC NULLS LAST) FILTER (WHERE "_t1"."timestamp" IS NOT NULL))[1] AS "first_event", "_t2"."uuid" AS "person_id"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t2"."uuid" IS NOT NULL))
GROUP BY "_t2"."uuid"
ORDER BY "_t2"."uuid" COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT topK(3)(properties.$browser) FROM events
-- normalized: SELECT topK(3)(properties.$browser) FROM events
-- columns: topK(3)(properties.$browser) Array(String)
-- args: "$browser", 3, 42
SELECT (SELECT COALESCE(jsonb_agg("_t"."v"
      ORDER BY "_t"."c" DESC, "_t"."v" COLLATE "C"), '[]'::jsonb)
  FROM (SELECT "_u"."v", count(*) AS "c"
    FROM unnest(array_agg(("_t1"."properties" ->> $1::text)) FILTER (WHERE ("_t1"."properties" ->> $1::text) IS NOT NULL)::text[]) AS "_u"("v")
    GROUP BY "_u"."v"
    ORDER BY count(*) DESC, "_u"."v" COLLATE "C"
    LIMIT $2::bigint) AS "_t") AS "topK(3)(properties.$browser)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $3::bigint)
LIMIT 101

-- ====
-- source: SELECT groupArray(event) FROM (SELECT event FROM events ORDER BY timestamp LIMIT 3)
-- normalized: SELECT groupArray(event) FROM (SELECT event FROM events ORDER BY timestamp LIMIT 3)
-- columns: groupArray(event) Array(String)
-- args: 42
SELECT COALESCE(jsonb_agg("_t2"."event") FILTER (WHERE "_t2"."event" IS NOT NULL), '[]'::jsonb) AS "groupArray(event)"
FROM (SELECT "_t1"."event" AS "event"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = $1::bigint)
  ORDER BY "_t1"."timestamp" NULLS LAST
  LIMIT 3) AS "_t2"
LIMIT 101

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
SELECT "_t1"."distinct_id" AS "distinct_id", (SELECT COALESCE(jsonb_agg("_e1"."value"
      ORDER BY "_e1"."value" COLLATE "C"), '[]'::jsonb)
  FROM jsonb_array_elements_text(COALESCE(to_jsonb(array_agg(DISTINCT "_t1"."event" COLLATE "C") FILTER (WHERE "_t1"."event" IS NOT NULL)), '[]'::jsonb)) WITH ORDINALITY AS "_e1"("value", "key")) AS "events"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t1"."distinct_id"
ORDER BY "_t1"."distinct_id" COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT COUNT(DISTINCT "_t1"."distinct_id") AS "uniqExact(distinct_id)", COUNT(DISTINCT "_t1"."distinct_id") FILTER (WHERE ("_t1"."event" = $1::text)) AS "uniqIf(distinct_id, event = '$pageview')", COUNT(DISTINCT "_t2"."uuid") FILTER (WHERE ("_t1"."event" = $2::text)) AS "countDistinctIf(person_id, event = 'signup')"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $3::bigint))
WHERE ("_t1"."team_id" = $3::bigint)
LIMIT 101

-- ====
-- source: SELECT min(timestamp), max(timestamp), any(event) FROM events
-- normalized: SELECT min(timestamp), max(timestamp), any(event) FROM events
-- columns:
--   min(timestamp) Nullable(DateTime)
--   max(timestamp) Nullable(DateTime)
--   any(event) Nullable(String)
-- args: 42
SELECT MIN("_t1"."timestamp") AS "min(timestamp)", MAX("_t1"."timestamp") AS "max(timestamp)", MIN("_t1"."event" COLLATE "C") AS "any(event)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT JSONExtractString(properties, '$browser') AS browser FROM events WHERE event = '$pageview' ORDER BY timestamp
-- normalized:
--   SELECT JSONExtractString(properties, '$browser') AS browser
--   FROM events
--   WHERE event = '$pageview'
--   ORDER BY timestamp
-- columns: browser Nullable(String)
-- args: "$browser", 42, "$pageview"
SELECT ("_t1"."properties" ->> $1::text) AS "browser"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."event" = $3::text))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT JSONExtractInt(properties, '$screen_width') AS w FROM events WHERE JSONHas(properties, '$screen_width') ORDER BY timestamp
-- normalized:
--   SELECT JSONExtractInt(properties, '$screen_width') AS w
--   FROM events
--   WHERE JSONHas(properties, '$screen_width')
--   ORDER BY timestamp
-- columns: w Nullable(Int64)
-- args: "$screen_width", 42
SELECT (CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs((("_t1"."properties" ->> $1::text))::double precision) < 9223372036854775808 THEN (("_t1"."properties" ->> $1::text))::bigint END END) AS "w"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND (("_t1"."properties" -> $1::text) IS NOT NULL))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT JSONLength(properties, 'items') AS n FROM events WHERE event = 'purchase'
-- normalized: SELECT JSONLength(properties, 'items') AS n FROM events WHERE event = 'purchase'
-- columns: n UInt64
-- args: "items", 42, "purchase"
SELECT (SELECT CASE jsonb_typeof("_j"."v") WHEN 'array' THEN jsonb_array_length("_j"."v") WHEN 'object' THEN (SELECT count(*)
    FROM jsonb_object_keys("_j"."v")) ELSE 0 END
  FROM (SELECT ("_t1"."properties" -> $1::text) AS "v") AS "_j") AS "n"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."event" = $3::text))
LIMIT 101

-- ====
-- source: SELECT properties.items.1.sku FROM events WHERE event = 'purchase'
-- normalized: SELECT properties.items.1.sku FROM events WHERE event = 'purchase'
-- columns: properties.items.1.sku Nullable(String)
-- args: "items", "sku", 42, "purchase"
SELECT ("_t1"."properties" -> $1::text -> 0 ->> $2::text) AS "properties.items.1.sku"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $3::bigint) AND ("_t1"."event" = $4::text))
LIMIT 101

-- ====
-- source:
--   SELECT arrayJoin(JSONExtractArrayRaw(properties, 'items')) AS item FROM events WHERE event = 'purchase'
-- normalized:
--   SELECT arrayJoin(JSONExtractArrayRaw(properties, 'items')) AS item
--   FROM events
--   WHERE event = 'purchase'
-- columns: item JSON
-- args: "items", 42, "purchase"
SELECT "_t2"."value" AS "item"
FROM "events" AS "_t1"
CROSS JOIN LATERAL jsonb_array_elements((CASE WHEN jsonb_typeof(("_t1"."properties" -> $1::text)) = 'array' THEN ("_t1"."properties" -> $1::text) ELSE '[]'::jsonb END)) WITH ORDINALITY AS "_t2"("value", "key")
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."event" = $3::text))
LIMIT 101

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
-- args: "$screen_width", "price", 42
SELECT to_char("_t1"."timestamp", 'YYYY-MM-DD HH24:MI:SS') AS "toString(timestamp)", (CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs((("_t1"."properties" ->> $1::text))::double precision) < 9223372036854775808 THEN (("_t1"."properties" ->> $1::text))::bigint END END) AS "toInt(properties.$screen_width)", (CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END) AS "toFloat(properties.price)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $3::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT CAST(properties.$screen_width AS Int64) FROM events ORDER BY timestamp
-- normalized: SELECT CAST(properties.$screen_width AS Int64) FROM events ORDER BY timestamp
-- columns: "CAST(properties.$screen_width AS Int64)" Nullable(Int64)
-- args: "$screen_width", 42
SELECT (CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs((("_t1"."properties" ->> $1::text))::double precision) < 9223372036854775808 THEN (("_t1"."properties" ->> $1::text))::bigint END END) AS "CAST(properties.$screen_width AS Int64)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

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
SELECT "_t1"."event" AS "event", "_t1"."timestamp" AS "timestamp", lag("_t1"."timestamp", 1) OVER (PARTITION BY "_t1"."distinct_id"
  ORDER BY "_t1"."timestamp" NULLS LAST) AS "prev"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

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
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."distinct_id" COLLATE "C" NULLS LAST, 3 NULLS LAST
LIMIT 101

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
SELECT "_t1"."event" AS "event", COUNT(*) AS "c", SUM(COUNT(*)) OVER () AS "total"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t1"."event"
ORDER BY "_t1"."event" COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT "_t1"."distinct_id" AS "distinct_id", "_t1"."timestamp" AS "timestamp", COUNT(*) OVER (PARTITION BY "_t1"."distinct_id"
  ORDER BY "_t1"."timestamp" NULLS LAST) AS "running"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."distinct_id" COLLATE "C" NULLS LAST, "_t1"."timestamp" NULLS LAST
LIMIT 101

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
WITH "_c1" AS (SELECT "_t1"."distinct_id" AS "distinct_id", COUNT(*) AS "c"
  FROM "events" AS "_t1"
  WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."event" = $2::text))
  GROUP BY "_t1"."distinct_id")
SELECT AVG("_t2"."c") AS "avg(c)"
FROM "_c1" AS "_t2"
LIMIT 101

-- ====
-- source: WITH 7 AS days SELECT count() FROM events WHERE timestamp > now() - toIntervalDay(days)
-- normalized: WITH 7 AS days SELECT count() FROM events WHERE timestamp > now() - toIntervalDay(days)
-- columns: count() UInt64
-- args: 42, -7
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."timestamp" > ((date_trunc('second', now())) + ($2::bigint) * INTERVAL '1 day')))
LIMIT 101

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
FROM (SELECT "_t1"."distinct_id" AS "distinct_id", COUNT(*) AS "c"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = $1::bigint)
  GROUP BY "_t1"."distinct_id") AS "_t2"
WHERE ("_t2"."c" > $2::bigint)
ORDER BY "_t2"."distinct_id" COLLATE "C" NULLS LAST
LIMIT 101

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
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."distinct_id" IN (SELECT "_t2"."distinct_id" AS "distinct_id"
      FROM "person_distinct_ids" AS "_t2"
      WHERE ("_t2"."team_id" = $1::bigint))))
GROUP BY "_t1"."event"
ORDER BY "_t1"."event" COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT e.event, p.properties.email FROM events e LEFT JOIN persons p ON e.person_id = p.id ORDER BY e.timestamp
-- normalized:
--   SELECT e.event, p.properties.email
--   FROM events AS e
--   LEFT JOIN persons AS p ON e.person_id = p.id
--   ORDER BY e.timestamp
-- columns: event String, p.properties.email Nullable(String)
-- args: "email", 42
SELECT "_t1"."event" AS "event", ("_t2"."properties" ->> $1::text) AS "p.properties.email"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = $2::bigint))
LEFT JOIN "persons" AS "_t2" ON (("_t3"."uuid" = "_t2"."uuid") AND ("_t2"."team_id" = $2::bigint))
WHERE ("_t1"."team_id" = $2::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT count() FROM events e INNER JOIN persons p ON e.person_id = p.id WHERE p.properties.plan = 'pro'
-- normalized:
--   SELECT count()
--   FROM events AS e
--   JOIN persons AS p ON e.person_id = p.id
--   WHERE p.properties.plan = 'pro'
-- columns: count() UInt64
-- args: 42, "plan", "pro"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = $1::bigint))
JOIN "persons" AS "_t2" ON (("_t3"."uuid" = "_t2"."uuid") AND ("_t2"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t2"."properties" ->> $2::text) = $3::text))
LIMIT 101

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
JOIN "sessions" AS "_t2" ON (("_t1"."session_id" = "_t2"."session_id") AND ("_t2"."team_id" = $1::bigint))
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT count() FROM events, persons WHERE events.person_id = persons.id
-- normalized: SELECT count() FROM events CROSS JOIN persons WHERE events.person_id = persons.id
-- columns: count() UInt64
-- args: 42
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = $1::bigint))
JOIN "persons" AS "_t2" ON ("_t2"."team_id" = $1::bigint)
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t3"."uuid" = "_t2"."uuid"))
LIMIT 101

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
-- args: 0, 1, 42, "signup"
SELECT "_t1"."event" AS "event", "_t2"."number" AS "number"
FROM "events" AS "_t1"
CROSS JOIN (SELECT generate_series($1::bigint, $2::bigint) AS "number") AS "_t2"
WHERE (("_t1"."team_id" = $3::bigint) AND ("_t1"."event" = $4::text))
ORDER BY "_t2"."number" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT event FROM events UNION ALL SELECT 'x' ORDER BY 1
-- normalized: SELECT event FROM events UNION ALL SELECT 'x' ORDER BY 1
-- columns: event String
-- args: 42, "x"
SELECT *
FROM (SELECT "_t1"."event" AS "event"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = $1::bigint)
  UNION ALL
  SELECT $2::text AS "'x'") AS "_o1"
ORDER BY "_o1"."event" COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT id, properties.email FROM persons ORDER BY created_at
-- normalized: SELECT id, properties.email FROM persons ORDER BY created_at
-- columns: id String, properties.email Nullable(String)
-- args: "email", 42
SELECT "_t1"."uuid" AS "id", ("_t1"."properties" ->> $1::text) AS "properties.email"
FROM "persons" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
ORDER BY "_t1"."created_at" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT count() FROM persons WHERE properties.email IS NOT NULL
-- normalized: SELECT count() FROM persons WHERE properties.email IS NOT NULL
-- columns: count() UInt64
-- args: 42, "email"
SELECT COUNT(*) AS "count()"
FROM "persons" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t1"."properties" ->> $2::text) IS NOT NULL))
LIMIT 101

-- ====
-- source: SELECT properties.plan AS plan, count() FROM persons GROUP BY plan ORDER BY plan
-- normalized: SELECT properties.plan AS plan, count() FROM persons GROUP BY plan ORDER BY plan
-- columns: plan Nullable(String), count() UInt64
-- args: "plan", 42
SELECT ("_t1"."properties" ->> $1::text) AS "plan", COUNT(*) AS "count()"
FROM "persons" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
GROUP BY 1
ORDER BY ("_t1"."properties" ->> $1::text) COLLATE "C" NULLS LAST
LIMIT 101

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
-- args: "email", 42
SELECT ("_t2"."properties" ->> $1::text) AS "person.properties.email", COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $2::bigint))
WHERE (("_t1"."team_id" = $2::bigint) AND (("_t2"."properties" ->> $1::text) IS NOT NULL))
GROUP BY ("_t2"."properties" ->> $1::text)
ORDER BY ("_t2"."properties" ->> $1::text) COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT person_id, person.properties.name FROM events WHERE event = 'signup'
-- normalized: SELECT person_id, person.properties.name FROM events WHERE event = 'signup'
-- columns: person_id Nullable(String), person.properties.name Nullable(String)
-- args: "name", 42, "signup"
SELECT "_t2"."uuid" AS "person_id", ("_t2"."properties" ->> $1::text) AS "person.properties.name"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $2::bigint))
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."event" = $3::text))
LIMIT 101

-- ====
-- source: SELECT pdi.person_id, pdi.distinct_id FROM events WHERE event = 'purchase'
-- normalized: SELECT pdi.person_id, pdi.distinct_id FROM events WHERE event = 'purchase'
-- columns: person_id Nullable(String), distinct_id Nullable(String)
-- args: 42, "purchase"
SELECT "_t3"."uuid" AS "person_id", "_t2"."distinct_id" AS "distinct_id"
FROM "events" AS "_t1"
LEFT JOIN "person_distinct_ids" AS "_t2" ON (("_t2"."distinct_id" = "_t1"."distinct_id") AND ("_t2"."team_id" = $1::bigint))
LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."event" = $2::text))
LIMIT 101

-- ====
-- source: SELECT poe.properties.plan, count() FROM events GROUP BY poe.properties.plan ORDER BY 1
-- normalized: SELECT poe.properties.plan, count() FROM events GROUP BY poe.properties.plan ORDER BY 1
-- columns: poe.properties.plan Nullable(String), count() UInt64
-- args: "plan", 42
SELECT ("_t2"."properties" ->> $1::text) AS "poe.properties.plan", COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $2::bigint))
WHERE ("_t1"."team_id" = $2::bigint)
GROUP BY ("_t2"."properties" ->> $1::text)
ORDER BY ("_t2"."properties" ->> $1::text) COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT distinct_id, person_id FROM person_distinct_ids ORDER BY distinct_id
-- normalized: SELECT distinct_id, person_id FROM person_distinct_ids ORDER BY distinct_id
-- columns: distinct_id String, person_id Nullable(String)
-- args: 42
SELECT "_t1"."distinct_id" AS "distinct_id", "_t2"."uuid" AS "person_id"
FROM "person_distinct_ids" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $1::bigint))
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."distinct_id" COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT "_t1"."uuid" AS "id", COUNT("_t2"."distinct_id") AS "count(pdi.distinct_id)"
FROM "persons" AS "_t1"
LEFT JOIN ("person_distinct_ids" AS "_t2"
  LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = $1::bigint))) ON (("_t3"."uuid" = "_t1"."uuid") AND ("_t2"."team_id" = $1::bigint))
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t1"."uuid"
ORDER BY "_t1"."uuid" COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT toStartOfMonth(created_at) AS m, count() FROM persons GROUP BY m ORDER BY m
-- normalized: SELECT toStartOfMonth(created_at) AS m, count() FROM persons GROUP BY m ORDER BY m
-- columns: m Date, count() UInt64
-- args: 42
SELECT (date_trunc('month', "_t1"."created_at"))::date AS "m", COUNT(*) AS "count()"
FROM "persons" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT is_identified, count() FROM persons GROUP BY is_identified ORDER BY is_identified
-- normalized: SELECT is_identified, count() FROM persons GROUP BY is_identified ORDER BY is_identified
-- columns: is_identified Bool, count() UInt64
-- args: 42
SELECT "_t1"."is_identified" AS "is_identified", COUNT(*) AS "count()"
FROM "persons" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t1"."is_identified"
ORDER BY "_t1"."is_identified" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT count() AS sessions, avg($session_duration) AS avg_duration FROM sessions
-- normalized: SELECT count() AS sessions, avg($session_duration) AS avg_duration FROM sessions
-- columns: sessions UInt64, avg_duration Nullable(Float64)
-- args: 42
SELECT COUNT(*) AS "sessions", AVG("_t1"."duration") AS "avg_duration"
FROM "sessions" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
LIMIT 101

-- ====
-- source: SELECT $channel_type, count() FROM sessions GROUP BY $channel_type ORDER BY $channel_type
-- normalized: SELECT $channel_type, count() FROM sessions GROUP BY $channel_type ORDER BY $channel_type
-- columns: $channel_type String, count() UInt64
-- args: 42
SELECT "_t1"."channel_type" AS "$channel_type", COUNT(*) AS "count()"
FROM "sessions" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t1"."channel_type"
ORDER BY "_t1"."channel_type" COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT "_t1"."entry_pathname" AS "$entry_pathname", COUNT(*) AS "c"
FROM "sessions" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t1"."entry_pathname"
ORDER BY 2 DESC NULLS LAST, "_t1"."entry_pathname" COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT countIf($is_bounce) / count() AS bounce_rate FROM sessions
-- normalized: SELECT countIf($is_bounce) / count() AS bounce_rate FROM sessions
-- columns: bounce_rate Nullable(Float64)
-- args: 42
SELECT ((COUNT(*) FILTER (WHERE "_t1"."is_bounce"))::double precision / NULLIF(COUNT(*), 0)) AS "bounce_rate"
FROM "sessions" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
LIMIT 101

-- ====
-- source: SELECT session_id, $pageview_count, $urls FROM sessions ORDER BY session_id
-- normalized: SELECT session_id, $pageview_count, $urls FROM sessions ORDER BY session_id
-- columns: session_id String, $pageview_count Int64, $urls Array(String)
-- args: 42
SELECT "_t1"."session_id" AS "session_id", "_t1"."pageview_count" AS "$pageview_count", "_t1"."urls" AS "$urls"
FROM "sessions" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."session_id" COLLATE "C" NULLS LAST
LIMIT 101

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
FROM "sessions" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."start_timestamp" > $2::timestamptz))
ORDER BY "_t1"."start_timestamp" NULLS LAST
LIMIT 101

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
SELECT "_t2"."channel_type" AS "$channel_type", COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "sessions" AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."event" = $2::text))
GROUP BY "_t2"."channel_type"
ORDER BY "_t2"."channel_type" COLLATE "C" NULLS LAST
LIMIT 101

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
LEFT JOIN "sessions" AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."session_id" IS NOT NULL))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT avg(session.$session_duration) FROM events WHERE event = '$pageview'
-- normalized: SELECT avg(session.$session_duration) FROM events WHERE event = '$pageview'
-- columns: avg(session.$session_duration) Nullable(Float64)
-- args: 42, "$pageview"
SELECT AVG("_t2"."duration") AS "avg(session.$session_duration)"
FROM "events" AS "_t1"
LEFT JOIN "sessions" AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."event" = $2::text))
LIMIT 101

-- ====
-- source: SELECT count(DISTINCT $session_id) FROM events WHERE timestamp > now() - INTERVAL 90 DAY
-- normalized: SELECT count(DISTINCT $session_id) FROM events WHERE timestamp > now() - INTERVAL 90 DAY
-- columns: "count(DISTINCT $session_id)" UInt64
-- args: 42, -90
SELECT COUNT(DISTINCT "_t1"."session_id") AS "count(DISTINCT $session_id)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."timestamp" > ((date_trunc('second', now())) + ($2::bigint) * INTERVAL '1 day')))
LIMIT 101

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
FROM "session_recordings" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."session_id" COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT date_trunc('day', "_t1"."start_timestamp") AS "day", COUNT(DISTINCT "_t1"."distinct_id") AS "uniq(distinct_id)", AVG("_t1"."duration") AS "avg($session_duration)"
FROM "sessions" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT elements_chain FROM events WHERE event = '$autocapture'
-- normalized: SELECT elements_chain FROM events WHERE event = '$autocapture'
-- columns: elements_chain String
-- args: "$elements_chain", "", 42, "$autocapture"
SELECT COALESCE(("_t1"."properties" ->> $1::text), $2::text) AS "elements_chain"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $3::bigint) AND ("_t1"."event" = $4::text))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE event = '$autocapture' AND elements_chain LIKE '%button%'
-- normalized: SELECT count() FROM events WHERE event = '$autocapture' AND elements_chain LIKE '%button%'
-- columns: count() UInt64
-- args: 42, "$autocapture", "$elements_chain", "", "%button%"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t1"."event" = $2::text) AND (burrow_cap(COALESCE(("_t1"."properties" ->> $3::text), $4::text)) LIKE $5::text)))
LIMIT 101

-- ====
-- source: SELECT elements_chain_texts, elements_chain_href FROM events WHERE event = '$autocapture'
-- normalized: SELECT elements_chain_texts, elements_chain_href FROM events WHERE event = '$autocapture'
-- columns: elements_chain_texts Array(String), elements_chain_href String
-- args: "$elements_chain", "", "(?::|\")text=\"(.*?)\"", "(?::|\")href=\"(.*?)\"", 42, "$autocapture"
SELECT (SELECT COALESCE(jsonb_agg("_v"
      ORDER BY "_k"), '[]'::jsonb)
  FROM (SELECT "_e2"."value" AS "_v", min(("_e2"."key" - 1)) AS "_k"
    FROM jsonb_array_elements_text((CASE WHEN COALESCE(("_t1"."properties" ->> $1::text), $2::text) IS NOT NULL AND $3::text IS NOT NULL THEN (SELECT COALESCE(jsonb_agg("_m"."m"[1]
              ORDER BY "_m"."n"), '[]'::jsonb)
          FROM regexp_matches(burrow_cap(COALESCE(("_t1"."properties" ->> $1::text), $2::text)), burrow_pattern($3::text), 'g') WITH ORDINALITY AS "_m"("m", "n")) END)) WITH ORDINALITY AS "_e2"("value", "key")
    GROUP BY 1) AS "_e1") AS "elements_chain_texts", (CASE WHEN COALESCE(("_t1"."properties" ->> $1::text), $2::text) IS NOT NULL AND $4::text IS NOT NULL THEN COALESCE(substring(burrow_cap(COALESCE(("_t1"."properties" ->> $1::text), $2::text))
      FROM burrow_pattern($4::text)), '') END) AS "elements_chain_href"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $5::bigint) AND ("_t1"."event" = $6::text))
LIMIT 101

-- ====
-- source: SELECT arrayMap(x -> x * 2, [1, 2, 3])
-- normalized: SELECT arrayMap(x -> x * 2, [1, 2, 3])
-- columns: "arrayMap(x -> x * 2, [1, 2, 3])" Array(Int64)
-- args: 2, 1, 3
SELECT (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t1"."key" - 1) IS NOT NULL THEN (("_t1"."value")::bigint * $1::bigint) END
      ORDER BY ("_t1"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($2::bigint, $1::bigint, $3::bigint)) WITH ORDINALITY AS "_t1"("value", "key")) AS "arrayMap(x -> x * 2, [1, 2, 3])"
LIMIT 101

-- ====
-- source: SELECT arrayFilter(x -> x LIKE '%view', groupArray(event)) FROM events
-- normalized: SELECT arrayFilter(x -> x LIKE '%view', groupArray(event)) FROM events
-- columns: "arrayFilter(x -> x LIKE '%view', groupArray(event))" Array(String)
-- args: "%view", 42
SELECT (SELECT COALESCE(jsonb_agg("_t2"."value"
      ORDER BY ("_t2"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(COALESCE(jsonb_agg("_t1"."event") FILTER (WHERE "_t1"."event" IS NOT NULL), '[]'::jsonb)) WITH ORDINALITY AS "_t2"("value", "key")
  WHERE (burrow_cap("_t2"."value") LIKE $1::text)) AS "arrayFilter(x -> x LIKE '%view', groupArray(event))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
LIMIT 101

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
SELECT EXISTS (SELECT 1
  FROM jsonb_array_elements_text(jsonb_build_array($1::text, $2::text)) WITH ORDINALITY AS "_e1"("value", "key")
  WHERE "_e1"."value" = "_t1"."event") AS "interesting", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $3::bigint)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT arrayStringConcat(arraySort(groupUniqArray(properties.$browser)), ', ') FROM events
-- normalized: SELECT arrayStringConcat(arraySort(groupUniqArray(properties.$browser)), ', ') FROM events
-- columns: "arrayStringConcat(arraySort(groupUniqArray(properties.$browser)), ', ')" String
-- args: ", ", "$browser", 42
SELECT (SELECT COALESCE(string_agg("_e1"."value", $1::text
      ORDER BY ("_e1"."key" - 1)), '')
  FROM jsonb_array_elements_text((SELECT COALESCE(jsonb_agg("_e2"."value"
          ORDER BY "_e2"."value" COLLATE "C"), '[]'::jsonb)
      FROM jsonb_array_elements_text(COALESCE(to_jsonb(array_agg(DISTINCT ("_t1"."properties" ->> $2::text) COLLATE "C") FILTER (WHERE ("_t1"."properties" ->> $2::text) IS NOT NULL)), '[]'::jsonb)) WITH ORDINALITY AS "_e2"("value", "key"))) WITH ORDINALITY AS "_e1"("value", "key")) AS "_c1"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $3::bigint)
LIMIT 101

-- ====
-- source: SELECT length(splitByChar('.', 'a.b.c'))
-- normalized: SELECT length(splitByChar('.', 'a.b.c'))
-- columns: "length(splitByChar('.', 'a.b.c'))" UInt64
-- args: "a.b.c", "."
SELECT jsonb_array_length(to_jsonb(CASE WHEN $1::text = '' THEN ARRAY['']::text[] ELSE string_to_array($1::text, $2::text) END)) AS "length(splitByChar('.', 'a.b.c'))"
LIMIT 101

-- ====
-- source: SELECT range(5)
-- normalized: SELECT range(5)
-- columns: range(5) Array(Int64)
-- args: 0, 99999, 5
SELECT (SELECT COALESCE(jsonb_agg("_r"."number"
      ORDER BY "_r"."number"), '[]'::jsonb)
  FROM (SELECT generate_series($1::bigint, $2::bigint) AS "number") AS "_r"
  WHERE "_r"."number" >= $1::bigint AND "_r"."number" < $3::bigint) AS "range(5)"
LIMIT 101

-- ====
-- source: SELECT number, number * number AS sq FROM numbers(5)
-- normalized: SELECT number, number * number AS sq FROM numbers(5)
-- columns: number Int64, sq Int64
-- args: 0, 4
SELECT "_t1"."number" AS "number", ("_t1"."number" * "_t1"."number") AS "sq"
FROM (SELECT generate_series($1::bigint, $2::bigint) AS "number") AS "_t1"
LIMIT 101

-- ====
-- source: SELECT arrayJoin(['a', 'b', 'c']) AS letter
-- normalized: SELECT arrayJoin(['a', 'b', 'c']) AS letter
-- columns: letter String
-- args: "a", "b", "c"
SELECT "_t1"."value" AS "letter"
FROM LATERAL jsonb_array_elements_text(jsonb_build_array($1::text, $2::text, $3::text)) WITH ORDINALITY AS "_t1"("value", "key")
LIMIT 101

-- ====
-- source: SELECT (1, 'a').2
-- normalized: SELECT (1, 'a').2
-- columns: "(1, 'a').2" String
-- args: "a"
SELECT $1::text AS "(1, 'a').2" LIMIT 101

-- ====
-- source: SELECT [1, 2, 3][2]
-- normalized: SELECT [1, 2, 3][2]
-- columns: "[1, 2, 3][2]" Nullable(Int64)
-- args: 2, 1, 3
SELECT (CASE WHEN $1::bigint > 0 THEN (jsonb_build_array($2::bigint, $1::bigint, $3::bigint) ->> ($1::bigint - 1)::integer) WHEN $1::bigint < 0 THEN (jsonb_build_array($2::bigint, $1::bigint, $3::bigint) ->> ($1::bigint)::integer) END)::bigint AS "[1, 2, 3][2]"
LIMIT 101

-- ====
-- source: SELECT now() > toDateTime('2020-01-01')
-- normalized: SELECT now() > toDateTime('2020-01-01')
-- columns: "now() > toDateTime('2020-01-01')" Bool
-- args: "2020-01-01 00:00:00+00:00"
SELECT (date_trunc('second', now()) > $1::timestamptz) AS "now() > toDateTime('2020-01-01')"
LIMIT 101

-- ====
-- source: SELECT today() >= toDate('2020-01-01')
-- normalized: SELECT today() >= toDate('2020-01-01')
-- columns: "today() >= toDate('2020-01-01')" Bool
-- args: "2020-01-01"
SELECT (CURRENT_DATE >= $1::date) AS "today() >= toDate('2020-01-01')" LIMIT 101

-- ====
-- source: SELECT 1 + 1, 2 * 3, 10 / 4, 10 % 3, -5
-- normalized: SELECT 1 + 1, 2 * 3, 10 / 4, 10 % 3, -5
-- columns: "1 + 1" Int64, "2 * 3" Int64, "10 / 4" Nullable(Float64), "10 % 3" Nullable(Int64), -5 Int64
-- args: 1, 2, 3, 10, 4, -5
SELECT ($1::bigint + $1::bigint) AS "1 + 1", ($2::bigint * $3::bigint) AS "2 * 3", (($4::bigint)::double precision / $5::bigint) AS "10 / 4", ($4::bigint % $3::bigint) AS "10 % 3", $6::bigint AS "-5"
LIMIT 101

-- ====
-- source: SELECT plus(1, 2), minus(5, 3), equals(1, 1), greaterOrEquals(3, 2)
-- normalized: SELECT plus(1, 2), minus(5, 3), equals(1, 1), greaterOrEquals(3, 2)
-- columns: "plus(1, 2)" Int64, "minus(5, 3)" Int64, "equals(1, 1)" Bool, "greaterOrEquals(3, 2)" Bool
-- args: 1, 2, 5, 3
SELECT ($1::bigint + $2::bigint) AS "plus(1, 2)", ($3::bigint - $4::bigint) AS "minus(5, 3)", ($1::bigint = $1::bigint) AS "equals(1, 1)", ($4::bigint >= $2::bigint) AS "greaterOrEquals(3, 2)"
LIMIT 101

-- ====
-- source:
--   -- count events
--   SELECT count() FROM events
-- normalized: SELECT count() FROM events
-- columns: count() UInt64
-- args: 42
SELECT COUNT(*) AS "count()" FROM "events" AS "_t1" WHERE ("_t1"."team_id" = $1::bigint) LIMIT 101

-- ====
-- source: SELECT count() FROM events /* all of them */
-- normalized: SELECT count() FROM events
-- columns: count() UInt64
-- args: 42
SELECT COUNT(*) AS "count()" FROM "events" AS "_t1" WHERE ("_t1"."team_id" = $1::bigint) LIMIT 101

-- ====
-- source: SELECT event AS e FROM events WHERE (event AS x) = 'signup'
-- normalized: SELECT event AS e FROM events WHERE (event AS x) = 'signup'
-- columns: e String
-- args: 42, "signup"
SELECT "_t1"."event" AS "e"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."event" = $2::text))
LIMIT 101

-- ====
-- source: SELECT toTimeZone(timestamp, 'UTC') FROM events ORDER BY timestamp LIMIT 1
-- normalized: SELECT toTimeZone(timestamp, 'UTC') FROM events ORDER BY timestamp LIMIT 1
-- columns: "toTimeZone(timestamp, 'UTC')" DateTime
-- args: 42
SELECT "_t1"."timestamp" AS "toTimeZone(timestamp, 'UTC')"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 1

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
SELECT floor(extract(epoch
    FROM "_t1"."timestamp"))::bigint AS "toUnixTimestamp(timestamp)", date_trunc('second', to_timestamp(floor(extract(epoch
        FROM "_t1"."timestamp"))::bigint)) AS "fromUnixTimestamp(toUnixTimestamp(timestamp))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 2

-- ====
-- source: SELECT parseDateTimeBestEffort('2026-01-05T10:00:00Z')
-- normalized: SELECT parseDateTimeBestEffort('2026-01-05T10:00:00Z')
-- columns: parseDateTimeBestEffort('2026-01-05T10:00:00Z') DateTime
-- args: "2026-01-05 10:00:00+00:00"
SELECT $1::timestamptz AS "parseDateTimeBestEffort('2026-01-05T10:00:00Z')" LIMIT 101

-- ====
-- source: SELECT toYYYYMM(timestamp) AS ym, count() FROM events GROUP BY ym ORDER BY ym
-- normalized: SELECT toYYYYMM(timestamp) AS ym, count() FROM events GROUP BY ym ORDER BY ym
-- columns: ym UInt64, count() UInt64
-- args: 42
SELECT (EXTRACT(YEAR
    FROM "_t1"."timestamp") * 100 + EXTRACT(MONTH
    FROM "_t1"."timestamp"))::bigint AS "ym", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT extract(year FROM timestamp) AS y, count() FROM events GROUP BY y
-- normalized: SELECT toYear(timestamp) AS y, count() FROM events GROUP BY y
-- columns: y Int64, count() UInt64
-- args: 42
SELECT EXTRACT(YEAR
  FROM "_t1"."timestamp")::bigint AS "y", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY 1
LIMIT 101

-- ====
-- source:
--   SELECT greatest(toFloat(properties.price), 50), least(1, 2) FROM events WHERE event = 'purchase'
-- normalized:
--   SELECT greatest(toFloat(properties.price), 50), least(1, 2)
--   FROM events
--   WHERE event = 'purchase'
-- columns: "greatest(toFloat(properties.price), 50)" Nullable(Float64), "least(1, 2)" Int64
-- args: "price", 50, 1, 2, 42, "purchase"
SELECT (CASE WHEN (CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END) IS NULL OR $2::bigint IS NULL THEN NULL ELSE GREATEST((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END), $2::bigint) END) AS "greatest(toFloat(properties.price), 50)", (CASE WHEN $3::bigint IS NULL OR $4::bigint IS NULL THEN NULL ELSE LEAST($3::bigint, $4::bigint) END) AS "least(1, 2)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $5::bigint) AND ("_t1"."event" = $6::text))
LIMIT 101

-- ====
-- source: SELECT leftPad(toString(toMonth(timestamp)), 2, '0') FROM events ORDER BY timestamp LIMIT 1
-- normalized:
--   SELECT leftPad(toString(toMonth(timestamp)), 2, '0')
--   FROM events
--   ORDER BY timestamp
--   LIMIT 1
-- columns: "leftPad(toString(toMonth(timestamp)), 2, '0')" String
-- args: 2, "0", 42
SELECT lpad((EXTRACT(MONTH
      FROM "_t1"."timestamp")::bigint)::text, LEAST($1::bigint, 1048576)::integer, $2::text) AS "leftPad(toString(toMonth(timestamp)), 2, '0')"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $3::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 1

-- ====
-- source:
--   SELECT startsWith(properties.$current_url, 'https'), endsWith(event, 'view') FROM events ORDER BY timestamp
-- normalized:
--   SELECT startsWith(properties.$current_url, 'https'), endsWith(event, 'view')
--   FROM events
--   ORDER BY timestamp
-- columns: "startsWith(properties.$current_url, 'https')" Nullable(Bool), "endsWith(event, 'view')" Bool
-- args: "$current_url", "https", "view", 42
SELECT (substr(("_t1"."properties" ->> $1::text), 1, length($2::text)) = $2::text) AS "startsWith(properties.$current_url, 'https')", (length($3::text) <= length("_t1"."event") AND substr("_t1"."event", length("_t1"."event") - length($3::text) + 1) = $3::text) AS "endsWith(event, 'view')"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $4::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

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
SELECT substr("_t1"."event", ($1::bigint)::integer, ($2::bigint)::integer) AS "substring(event, 1, 3)", strpos("_t1"."event", $3::text) AS "position(event, 'e')", trim($4::text) AS "trim('  x  ')", upper("_t1"."event") AS "upper(event)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $5::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT assumeNotNull(properties.$browser) FROM events WHERE properties.$browser IS NOT NULL ORDER BY timestamp
-- normalized:
--   SELECT assumeNotNull(properties.$browser)
--   FROM events
--   WHERE properties.$browser IS NOT NULL
--   ORDER BY timestamp
-- columns: assumeNotNull(properties.$browser) Nullable(String)
-- args: "$browser", 42
SELECT ("_t1"."properties" ->> $1::text) AS "assumeNotNull(properties.$browser)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND (("_t1"."properties" ->> $1::text) IS NOT NULL))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT isNull(properties.$browser), isNotNull(person_id) FROM events ORDER BY timestamp
-- normalized: SELECT isNull(properties.$browser), isNotNull(person_id) FROM events ORDER BY timestamp
-- columns: isNull(properties.$browser) Bool, isNotNull(person_id) Bool
-- args: "$browser", 42
SELECT (("_t1"."properties" ->> $1::text) IS NULL) AS "isNull(properties.$browser)", ("_t2"."uuid" IS NOT NULL) AS "isNotNull(person_id)"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $2::bigint))
WHERE ("_t1"."team_id" = $2::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT nullIf(properties.$browser, 'Chrome') FROM events ORDER BY timestamp
-- normalized: SELECT nullIf(properties.$browser, 'Chrome') FROM events ORDER BY timestamp
-- columns: "nullIf(properties.$browser, 'Chrome')" Nullable(String)
-- args: "$browser", "Chrome", 42
SELECT NULLIF(("_t1"."properties" ->> $1::text), $2::text) AS "nullIf(properties.$browser, 'Chrome')"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $3::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT corr(toFloat(properties.$screen_width), toFloat(toHour(timestamp))) FROM events
-- normalized: SELECT corr(toFloat(properties.$screen_width), toFloat(toHour(timestamp))) FROM events
-- columns: "corr(toFloat(properties.$screen_width), toFloat(toHour(timestamp)))" Nullable(Float64)
-- args: "$screen_width", 42
SELECT corr((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END), (EXTRACT(HOUR
      FROM "_t1"."timestamp")::bigint)::double precision) AS "_c1"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
LIMIT 101

-- ====
-- source: SELECT stddevPop(toFloat(properties.price)), varSamp(toFloat(properties.price)) FROM events
-- normalized:
--   SELECT stddevPop(toFloat(properties.price)), varSamp(toFloat(properties.price))
--   FROM events
-- columns:
--   stddevPop(toFloat(properties.price)) Nullable(Float64)
--   varSamp(toFloat(properties.price)) Nullable(Float64)
-- args: "price", 42
SELECT stddev_pop((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END)) AS "stddevPop(toFloat(properties.price))", var_samp((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END)) AS "varSamp(toFloat(properties.price))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
LIMIT 101
