-- Golden file of hogql's TestGoldenPrint (hogql/golden_test.go): the statements of hogqltest.HogQL,
-- printed for sqlite with TeamID 42. Regenerate with: go test ./hogql/ -run TestGoldenPrint -update

-- ====
-- source: SELECT event, count() FROM events GROUP BY event ORDER BY count() DESC LIMIT 10
-- normalized: SELECT event, count() FROM events GROUP BY event ORDER BY count() DESC LIMIT 10
-- columns: event String, count() UInt64
-- args: 42
SELECT "_t1"."event" AS "event", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
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
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
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
-- args: 42, "-30 days"
SELECT "_t1"."event" AS "event", COUNT(*) AS "c"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."timestamp" > (date((strftime('%Y-%m-%d %H:%M:%S', 'now') || '+00:00'), ?) || substr((strftime('%Y-%m-%d %H:%M:%S', 'now') || '+00:00'), 11))))
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
-- args:
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   42
--   "$pageview"
--   42
--   "$pageview"
SELECT (CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS "current_url", COUNT(*) AS "url_count"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ((("_t1"."event" = ?) AND (("_t1"."distinct_id", "_t1"."timestamp") IN (SELECT "_t2"."distinct_id" AS "distinct_id", MIN("_t2"."timestamp") AS "min(timestamp)"
          FROM "events" AS "_t2"
          WHERE (("_t2"."team_id" = ?) AND ("_t2"."event" = ?))
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
SELECT strftime('%Y-%m-%d 00:00:00+00:00', "_t1"."timestamp") AS "day", COUNT(*) AS "pageviews", COUNT(DISTINCT "_t1"."distinct_id") AS "visitors"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
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
-- args: 42, 42
SELECT date("_t1"."timestamp", '-' || strftime('%w', "_t1"."timestamp") || ' days') AS "week", COUNT(DISTINCT "_t2"."uuid") AS "uniq(person_id)"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = ?))
WHERE ("_t1"."team_id" = ?)
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
-- args: "$.\"$browser\"", "$.\"$browser\"", "$.\"$browser\"", 42, "$pageview"
SELECT (CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS "browser", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
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
-- args:
--   "$.\"$browser\""
--   "$.\"$browser\""
--   "$.\"$browser\""
--   42
--   "$.\"$browser\""
--   "$.\"$browser\""
--   "$.\"$browser\""
SELECT (CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS "properties['$browser']", COUNT(*) AS "count(*)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
GROUP BY (CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)
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
WHERE ("_t1"."team_id" = ?)
GROUP BY "_t1"."distinct_id"
HAVING (COUNT(*) > ?)
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
-- args:
--   "$.\"$elements_chain\""
--   "$.\"$elements_chain\""
--   "$.\"$elements_chain\""
--   ""
--   42
--   42
--   "$pageview"
SELECT "_t1"."uuid" AS "uuid", "_t1"."event" AS "event", "_t1"."distinct_id" AS "distinct_id", "_t1"."properties" AS "properties", "_t1"."timestamp" AS "timestamp", "_t1"."created_at" AS "created_at", "_t2"."uuid" AS "person_id", "_t1"."session_id" AS "$session_id", COALESCE((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), ?) AS "elements_chain"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = ?))
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
ORDER BY "_t1"."timestamp" DESC NULLS LAST
LIMIT 100

-- ====
-- source: SELECT uuid, event, timestamp, distinct_id FROM events ORDER BY timestamp DESC LIMIT 5
-- normalized: SELECT uuid, event, timestamp, distinct_id FROM events ORDER BY timestamp DESC LIMIT 5
-- columns: uuid String, event String, timestamp DateTime, distinct_id String
-- args: 42
SELECT "_t1"."uuid" AS "uuid", "_t1"."event" AS "event", "_t1"."timestamp" AS "timestamp", "_t1"."distinct_id" AS "distinct_id"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
ORDER BY "_t1"."timestamp" DESC NULLS LAST
LIMIT 5

-- ====
-- source: SELECT count(DISTINCT person_id) FROM events WHERE event = 'signup'
-- normalized: SELECT count(DISTINCT person_id) FROM events WHERE event = 'signup'
-- columns: "count(DISTINCT person_id)" UInt64
-- args: 42, 42, "signup"
SELECT COUNT(DISTINCT "_t2"."uuid") AS "count(DISTINCT person_id)"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = ?))
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
LIMIT 101

-- ====
-- source: SELECT countIf(event = '$pageview') / count() AS pageview_share FROM events
-- normalized: SELECT countIf(event = '$pageview') / count() AS pageview_share FROM events
-- columns: pageview_share Nullable(Float64)
-- args: "$pageview", 42
SELECT (CAST(COUNT(*) FILTER (WHERE ("_t1"."event" = ?)) AS REAL) / NULLIF(COUNT(*), 0)) AS "pageview_share"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
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
-- args:
--   "$.\"$os\""
--   "$.\"$os\""
--   "$.\"$os\""
--   "Android"
--   "mobile"
--   "$.\"$os\""
--   "$.\"$os\""
--   "$.\"$os\""
--   "iOS"
--   "mobile"
--   "desktop"
--   42
SELECT CASE WHEN ((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) = ?) THEN ? WHEN ((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) = ?) THEN ? ELSE ? END AS "device", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
GROUP BY 1
ORDER BY 1 NULLS LAST
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
-- args: "$.\"$browser\"", "$.\"$browser\"", "$.\"$browser\"", "Chrome", "chrome", "other", 42
SELECT CASE WHEN ((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) = ?) THEN ? ELSE ? END AS "b", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
GROUP BY 1
ORDER BY 1 NULLS LAST
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
SELECT date("_t1"."timestamp") AS "date", "_t1"."event" AS "event", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."timestamp" >= ?))
GROUP BY 1, "_t1"."event"
ORDER BY 1 NULLS LAST, "_t1"."event" NULLS LAST
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
SELECT ((strftime('%Y', "_t1"."timestamp")) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN ? END) || (strftime('%m', "_t1"."timestamp"))) AS "month", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
GROUP BY 1
ORDER BY 1 NULLS LAST
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
SELECT (CAST(floor(unixepoch(MAX("_t1"."timestamp")) / 86400.0) AS INTEGER) - CAST(floor(unixepoch(MIN("_t1"."timestamp")) / 86400.0) AS INTEGER)) AS "days_active", "_t1"."distinct_id" AS "distinct_id"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
GROUP BY "_t1"."distinct_id"
ORDER BY "_t1"."distinct_id" NULLS LAST
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
SELECT strftime('%Y-%m-%d %H:00:00+00:00', "_t1"."timestamp") AS "hour", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
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
-- args: 600, 600, 42
SELECT (strftime('%Y-%m-%d %H:%M:%S', (unixepoch("_t1"."timestamp") / ?) * ?, 'unixepoch') || '+00:00') AS "bucket", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT toHour(timestamp) AS hour, count() FROM events GROUP BY hour ORDER BY hour
-- normalized: SELECT toHour(timestamp) AS hour, count() FROM events GROUP BY hour ORDER BY hour
-- columns: hour Int64, count() UInt64
-- args: 42
SELECT CAST(strftime('%H', "_t1"."timestamp") AS INTEGER) AS "hour", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT toDayOfWeek(timestamp) AS dow, count() FROM events GROUP BY dow ORDER BY dow
-- normalized: SELECT toDayOfWeek(timestamp) AS dow, count() FROM events GROUP BY dow ORDER BY dow
-- columns: dow Int64, count() UInt64
-- args: 42
SELECT CAST(strftime('%u', "_t1"."timestamp") AS INTEGER) AS "dow", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
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
WHERE (("_t1"."team_id" = ?) AND (("_t1"."timestamp" > ?) AND ("_t1"."timestamp" < ?)))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE toDate(timestamp) BETWEEN '2026-01-05' AND '2026-01-07'
-- normalized: SELECT count() FROM events WHERE toDate(timestamp) BETWEEN '2026-01-05' AND '2026-01-07'
-- columns: count() UInt64
-- args: 42, "2026-01-05", "2026-01-07"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND (date("_t1"."timestamp") BETWEEN (?) AND (?)))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE properties.$current_url LIKE '%example.com%'
-- normalized: SELECT count() FROM events WHERE properties.$current_url LIKE '%example.com%'
-- columns: count() UInt64
-- args: 42, "$.\"$current_url\"", "$.\"$current_url\"", "$.\"$current_url\"", "*example.com*"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND (burrow_cap((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) GLOB ?))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE properties.$current_url ILIKE '%PRICING%'
-- normalized: SELECT count() FROM events WHERE properties.$current_url ILIKE '%PRICING%'
-- columns: count() UInt64
-- args: 42, "$.\"$current_url\"", "$.\"$current_url\"", "$.\"$current_url\"", "%PRICING%"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND (burrow_cap((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) LIKE ? ESCAPE '\')) LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE match(properties.$current_url, '/docs')
-- normalized: SELECT count() FROM events WHERE match(properties.$current_url, '/docs')
-- columns: count() UInt64
-- args: 42, "$.\"$current_url\"", "$.\"$current_url\"", "$.\"$current_url\"", "/docs"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND burrow_match((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), ?))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE properties.$current_url =~ '^https://www'
-- normalized: SELECT count() FROM events WHERE match(properties.$current_url, '^https://www')
-- columns: count() UInt64
-- args: 42, "$.\"$current_url\"", "$.\"$current_url\"", "$.\"$current_url\"", "^https://www"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND burrow_match((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), ?))
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
-- args:
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "https?://([^/]+)"
--   42
--   "$pageview"
SELECT burrow_extract((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), ?) AS "host", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT domain(properties.$current_url) AS d, count() FROM events GROUP BY d ORDER BY d
-- normalized: SELECT domain(properties.$current_url) AS d, count() FROM events GROUP BY d ORDER BY d
-- columns: d Nullable(String), count() UInt64
-- args: "$.\"$current_url\"", "$.\"$current_url\"", "$.\"$current_url\"", 42
SELECT (SELECT CASE WHEN instr(h, ':') > 0 THEN substr(h, 1, instr(h, ':') - 1) ELSE h END
  FROM (SELECT CASE WHEN instr(h0, '@') > 0 THEN substr(h0, instr(h0, '@') + 1) ELSE h0 END AS h
    FROM (SELECT substr(r, 1, instr(replace(replace(r, '?', '/'), '#', '/') || '/', '/') - 1) AS h0
      FROM (SELECT CASE WHEN instr(u, '://') > 0 THEN substr(u, instr(u, '://') + 3) ELSE u END AS r
        FROM (SELECT (CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS u) AS "_d1") AS "_d2") AS "_d3") AS "_d4") AS "d", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
GROUP BY 1
ORDER BY 1 NULLS LAST
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
-- args: "$.\"$current_url\"", "$.\"$current_url\"", "$.\"$current_url\"", 42, "$pageview"
SELECT (SELECT CASE WHEN instr(r2, '/') > 0 THEN substr(r2, instr(r2, '/')) ELSE '' END
  FROM (SELECT substr(r, 1, instr(replace(r, '#', '?') || '?', '?') - 1) AS r2
    FROM (SELECT CASE WHEN instr(u, '://') > 0 THEN substr(u, instr(u, '://') + 3) ELSE u END AS r
      FROM (SELECT (CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS u) AS "_d1") AS "_d2") AS "_d3") AS "p"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
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
-- args:
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   42
--   "$pageview"
SELECT (CASE WHEN instr((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), '?') > 0 THEN substr((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), 1, instr((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), '?') - 1) || CASE WHEN instr((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), '#') > instr((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), '?') THEN substr((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), instr((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), '#')) ELSE '' END ELSE (CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) END) AS "cutQueryString(properties.$current_url)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
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
-- args: "$.\"$current_url\"", "$.\"$current_url\"", "$.\"$current_url\"", "\\?.*$", "", 42, "$pageview"
SELECT burrow_replace_all((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), ?, ?) AS "url"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
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
-- args:
--   2
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "/"
--   2
--   2
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "/"
--   2
--   42
--   "$pageview"
SELECT (CASE WHEN ? > 0 THEN json_extract(burrow_split((SELECT CASE WHEN instr(r2, '/') > 0 THEN substr(r2, instr(r2, '/')) ELSE '' END
        FROM (SELECT substr(r, 1, instr(replace(r, '#', '?') || '?', '?') - 1) AS r2
          FROM (SELECT CASE WHEN instr(u, '://') > 0 THEN substr(u, instr(u, '://') + 3) ELSE u END AS r
            FROM (SELECT (CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS u) AS "_d1") AS "_d2") AS "_d3"), ?), '$[' || (? - 1) || ']') WHEN ? < 0 THEN json_extract(burrow_split((SELECT CASE WHEN instr(r2, '/') > 0 THEN substr(r2, instr(r2, '/')) ELSE '' END
        FROM (SELECT substr(r, 1, instr(replace(r, '#', '?') || '?', '?') - 1) AS r2
          FROM (SELECT CASE WHEN instr(u, '://') > 0 THEN substr(u, instr(u, '://') + 3) ELSE u END AS r
            FROM (SELECT (CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS u) AS "_d1") AS "_d2") AS "_d3"), ?), '$[#' || ? || ']') END) AS "section", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT lower(properties.$browser) AS b FROM events WHERE b IS NOT NULL ORDER BY timestamp
-- normalized: SELECT lower(properties.$browser) AS b FROM events WHERE b IS NOT NULL ORDER BY timestamp
-- columns: b Nullable(String)
-- args:
--   "$.\"$browser\""
--   "$.\"$browser\""
--   "$.\"$browser\""
--   42
--   "$.\"$browser\""
--   "$.\"$browser\""
--   "$.\"$browser\""
SELECT lower((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) AS "b"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND (lower((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) IS NOT NULL))
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
-- args: "$.\"$browser\"", "$.\"$browser\"", "$.\"$browser\"", "unknown", 42
SELECT COALESCE((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), ?) AS "browser", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
GROUP BY 1
ORDER BY 1 NULLS LAST
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
-- args: "$.\"plan\"", "$.\"plan\"", "$.\"plan\"", "none", 42
SELECT COALESCE((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), ?) AS "plan", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT concat(event, ' by ', distinct_id) FROM events ORDER BY timestamp
-- normalized: SELECT concat(event, ' by ', distinct_id) FROM events ORDER BY timestamp
-- columns: "concat(event, ' by ', distinct_id)" String
-- args: " by ", 42
SELECT burrow_cap(COALESCE("_t1"."event", '') || COALESCE(?, '') || COALESCE("_t1"."distinct_id", '')) AS "concat(event, ' by ', distinct_id)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT sum(toFloat(properties.price)) AS revenue FROM events WHERE event = 'purchase'
-- normalized: SELECT sum(toFloat(properties.price)) AS revenue FROM events WHERE event = 'purchase'
-- columns: revenue Nullable(Float64)
-- args:
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   42
--   "purchase"
SELECT SUM((CASE WHEN json_valid((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) THEN CASE WHEN json_type((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) IN ('integer', 'real') THEN CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS REAL) END END)) AS "revenue"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
LIMIT 101

-- ====
-- source:
--   SELECT sumIf(toFloatOrZero(properties.price), event = 'purchase') AS revenue, avgIf(toFloat(properties.price), event = 'purchase') AS aov FROM events
-- normalized:
--   SELECT sumIf(toFloatOrZero(properties.price), event = 'purchase') AS revenue, avgIf(toFloat(properties.price), event = 'purchase') AS aov
--   FROM events
-- columns: revenue Nullable(Float64), aov Nullable(Float64)
-- args:
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   0.0
--   "purchase"
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "purchase"
--   42
SELECT SUM(COALESCE((CASE WHEN json_valid((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) THEN CASE WHEN json_type((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) IN ('integer', 'real') THEN CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS REAL) END END), ?)) FILTER (WHERE ("_t1"."event" = ?)) AS "revenue", AVG((CASE WHEN json_valid((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) THEN CASE WHEN json_type((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) IN ('integer', 'real') THEN CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS REAL) END END)) FILTER (WHERE ("_t1"."event" = ?)) AS "aov"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
LIMIT 101

-- ====
-- source: SELECT round(avg(toFloat(properties.$screen_width)), 1) FROM events
-- normalized: SELECT round(avg(toFloat(properties.$screen_width)), 1) FROM events
-- columns: "round(avg(toFloat(properties.$screen_width)), 1)" Nullable(Float64)
-- args:
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   10.0
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   10.0
--   10.0
--   42
SELECT (sign(AVG((CASE WHEN json_valid((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) THEN CASE WHEN json_type((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) IN ('integer', 'real') THEN CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS REAL) END END)) * ?) * floor(abs(AVG((CASE WHEN json_valid((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) THEN CASE WHEN json_type((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) IN ('integer', 'real') THEN CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS REAL) END END)) * ?) + 0.5) / ?) AS "round(avg(toFloat(properties.$screen_width)), 1)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
LIMIT 101

-- ====
-- source: SELECT quantile(0.5)(toFloat(properties.$screen_width)) AS median_width FROM events
-- normalized: SELECT quantile(0.5)(toFloat(properties.$screen_width)) AS median_width FROM events
-- columns: median_width Nullable(Float64)
-- args:
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   0.5
--   42
SELECT burrow_quantile((CASE WHEN json_valid((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) THEN CASE WHEN json_type((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) IN ('integer', 'real') THEN CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS REAL) END END), ?) AS "median_width"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
LIMIT 101

-- ====
-- source: SELECT quantiles(0.5, 0.9)(toFloat(properties.$screen_width)) FROM events
-- normalized: SELECT quantiles(0.5, 0.9)(toFloat(properties.$screen_width)) FROM events
-- columns: "quantiles(0.5, 0.9)(toFloat(properties.$screen_width))" Array(Float64)
-- args:
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "0.5,0.9"
--   42
SELECT burrow_quantiles((CASE WHEN json_valid((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) THEN CASE WHEN json_type((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) IN ('integer', 'real') THEN CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS REAL) END END), ?) AS "quantiles(0.5, 0.9)(toFloat(properties.$screen_width))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
LIMIT 101

-- ====
-- source: SELECT median(toFloat(properties.price)) FROM events WHERE event IN ('purchase', 'signup')
-- normalized: SELECT median(toFloat(properties.price)) FROM events WHERE event IN ('purchase', 'signup')
-- columns: median(toFloat(properties.price)) Nullable(Float64)
-- args:
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   0.5
--   42
--   "purchase"
--   "signup"
SELECT burrow_quantile((CASE WHEN json_valid((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) THEN CASE WHEN json_type((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) IN ('integer', 'real') THEN CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS REAL) END END), ?) AS "median(toFloat(properties.price))"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" IN (?, ?)))
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
-- args: "$.\"$current_url\"", "$.\"$current_url\"", "$.\"$current_url\"", 42, "$pageview"
SELECT burrow_argmax((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), "_t1"."timestamp") AS "last_url", "_t1"."distinct_id" AS "distinct_id"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
GROUP BY "_t1"."distinct_id"
ORDER BY "_t1"."distinct_id" NULLS LAST
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
-- args: 42, 42
SELECT burrow_argmin("_t1"."event", "_t1"."timestamp") AS "first_event", "_t2"."uuid" AS "person_id"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = ?))
WHERE (("_t1"."team_id" = ?) AND ("_t2"."uuid" IS NOT NULL))
GROUP BY "_t2"."uuid"
ORDER BY "_t2"."uuid" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT topK(3)(properties.$browser) FROM events
-- normalized: SELECT topK(3)(properties.$browser) FROM events
-- columns: topK(3)(properties.$browser) Array(String)
-- args: "$.\"$browser\"", "$.\"$browser\"", "$.\"$browser\"", 3, 42
SELECT burrow_topk((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), ?) AS "topK(3)(properties.$browser)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
LIMIT 101

-- ====
-- source: SELECT groupArray(event) FROM (SELECT event FROM events ORDER BY timestamp LIMIT 3)
-- normalized: SELECT groupArray(event) FROM (SELECT event FROM events ORDER BY timestamp LIMIT 3)
-- columns: groupArray(event) Array(String)
-- args: 42
SELECT json_group_array("_t2"."event") FILTER (WHERE "_t2"."event" IS NOT NULL) AS "groupArray(event)"
FROM (SELECT "_t1"."event" AS "event"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = ?)
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
SELECT "_t1"."distinct_id" AS "distinct_id", (SELECT json_group_array("_e1"."value"
    ORDER BY "_e1"."value")
  FROM json_each(burrow_sort(json_group_array(DISTINCT "_t1"."event") FILTER (WHERE "_t1"."event" IS NOT NULL))) AS "_e1") AS "events"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
GROUP BY "_t1"."distinct_id"
ORDER BY "_t1"."distinct_id" NULLS LAST
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
-- args: "$pageview", "signup", 42, 42
SELECT COUNT(DISTINCT "_t1"."distinct_id") AS "uniqExact(distinct_id)", COUNT(DISTINCT "_t1"."distinct_id") FILTER (WHERE ("_t1"."event" = ?)) AS "uniqIf(distinct_id, event = '$pageview')", COUNT(DISTINCT "_t2"."uuid") FILTER (WHERE ("_t1"."event" = ?)) AS "countDistinctIf(person_id, event = 'signup')"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = ?))
WHERE ("_t1"."team_id" = ?)
LIMIT 101

-- ====
-- source: SELECT min(timestamp), max(timestamp), any(event) FROM events
-- normalized: SELECT min(timestamp), max(timestamp), any(event) FROM events
-- columns:
--   min(timestamp) Nullable(DateTime)
--   max(timestamp) Nullable(DateTime)
--   any(event) Nullable(String)
-- args: 42
SELECT MIN("_t1"."timestamp") AS "min(timestamp)", MAX("_t1"."timestamp") AS "max(timestamp)", MIN("_t1"."event") AS "any(event)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
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
-- args: "$.\"$browser\"", "$.\"$browser\"", "$.\"$browser\"", 42, "$pageview"
SELECT (CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS "browser"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
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
-- args:
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   42
--   "$.\"$screen_width\""
SELECT (CASE WHEN json_valid((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) THEN CASE WHEN json_type((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) = 'integer' AND abs(CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS REAL)) < 9223372036854775808.0 THEN CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS INTEGER) END END) AS "w"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND (json_type("_t1"."properties", ?) IS NOT NULL))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT JSONLength(properties, 'items') AS n FROM events WHERE event = 'purchase'
-- normalized: SELECT JSONLength(properties, 'items') AS n FROM events WHERE event = 'purchase'
-- columns: n UInt64
-- args: "$.\"items\"", "$.\"items\"", 42, "purchase"
SELECT (CASE WHEN json_type("_t1"."properties", ?) IN ('array', 'object') THEN (SELECT count(*)
    FROM json_each("_t1"."properties", ?)) ELSE 0 END) AS "n"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
LIMIT 101

-- ====
-- source: SELECT properties.items.1.sku FROM events WHERE event = 'purchase'
-- normalized: SELECT properties.items.1.sku FROM events WHERE event = 'purchase'
-- columns: properties.items.1.sku Nullable(String)
-- args: "$.\"items\"[0].\"sku\"", "$.\"items\"[0].\"sku\"", "$.\"items\"[0].\"sku\"", 42, "purchase"
SELECT (CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS "properties.items.1.sku"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
LIMIT 101

-- ====
-- source:
--   SELECT arrayJoin(JSONExtractArrayRaw(properties, 'items')) AS item FROM events WHERE event = 'purchase'
-- normalized:
--   SELECT arrayJoin(JSONExtractArrayRaw(properties, 'items')) AS item
--   FROM events
--   WHERE event = 'purchase'
-- columns: item JSON
-- args: "$.\"items\"", "$.\"items\"", 42, "purchase"
SELECT (CASE "_t2"."type" WHEN 'true' THEN 'true' WHEN 'false' THEN 'false' WHEN 'text' THEN json_quote("_t2"."value") ELSE "_t2"."value" END) AS "item"
FROM "events" AS "_t1"
CROSS JOIN json_each((CASE WHEN json_type("_t1"."properties", ?) = 'array' THEN json_extract("_t1"."properties", ?) ELSE '[]' END)) AS "_t2"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
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
-- args:
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   42
SELECT strftime('%Y-%m-%d %H:%M:%S', "_t1"."timestamp") AS "toString(timestamp)", (CASE WHEN json_valid((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) THEN CASE WHEN json_type((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) = 'integer' AND abs(CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS REAL)) < 9223372036854775808.0 THEN CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS INTEGER) END END) AS "toInt(properties.$screen_width)", (CASE WHEN json_valid((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) THEN CASE WHEN json_type((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) IN ('integer', 'real') THEN CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS REAL) END END) AS "toFloat(properties.price)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT CAST(properties.$screen_width AS Int64) FROM events ORDER BY timestamp
-- normalized: SELECT CAST(properties.$screen_width AS Int64) FROM events ORDER BY timestamp
-- columns: "CAST(properties.$screen_width AS Int64)" Nullable(Int64)
-- args:
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   42
SELECT (CASE WHEN json_valid((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) THEN CASE WHEN json_type((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) = 'integer' AND abs(CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS REAL)) < 9223372036854775808.0 THEN CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS INTEGER) END END) AS "CAST(properties.$screen_width AS Int64)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
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
WHERE ("_t1"."team_id" = ?)
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
WHERE ("_t1"."team_id" = ?)
ORDER BY "_t1"."distinct_id" NULLS LAST, 3 NULLS LAST
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
WHERE ("_t1"."team_id" = ?)
GROUP BY "_t1"."event"
ORDER BY "_t1"."event" NULLS LAST
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
WHERE ("_t1"."team_id" = ?)
ORDER BY "_t1"."distinct_id" NULLS LAST, "_t1"."timestamp" NULLS LAST
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
  WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
  GROUP BY "_t1"."distinct_id")
SELECT AVG("_t2"."c") AS "avg(c)"
FROM "_c1" AS "_t2"
LIMIT 101

-- ====
-- source: WITH 7 AS days SELECT count() FROM events WHERE timestamp > now() - toIntervalDay(days)
-- normalized: WITH 7 AS days SELECT count() FROM events WHERE timestamp > now() - toIntervalDay(days)
-- columns: count() UInt64
-- args: 42, "-7 days"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."timestamp" > (date((strftime('%Y-%m-%d %H:%M:%S', 'now') || '+00:00'), ?) || substr((strftime('%Y-%m-%d %H:%M:%S', 'now') || '+00:00'), 11))))
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
  WHERE ("_t1"."team_id" = ?)
  GROUP BY "_t1"."distinct_id") AS "_t2"
WHERE ("_t2"."c" > ?)
ORDER BY "_t2"."distinct_id" NULLS LAST
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
-- args: 42, 42
SELECT "_t1"."event" AS "event"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."distinct_id" IN (SELECT "_t2"."distinct_id" AS "distinct_id"
      FROM "person_distinct_ids" AS "_t2"
      WHERE ("_t2"."team_id" = ?))))
GROUP BY "_t1"."event"
ORDER BY "_t1"."event" NULLS LAST
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
-- args: "$.\"email\"", "$.\"email\"", "$.\"email\"", 42, 42, 42
SELECT "_t1"."event" AS "event", (CASE json_type("_t2"."properties", ?) WHEN 'text' THEN json_extract("_t2"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t2"."properties" -> ?) END) AS "p.properties.email"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = ?))
LEFT JOIN "persons" AS "_t2" ON (("_t3"."uuid" = "_t2"."uuid") AND ("_t2"."team_id" = ?))
WHERE ("_t1"."team_id" = ?)
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
-- args: 42, 42, 42, "$.\"plan\"", "$.\"plan\"", "$.\"plan\"", "pro"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = ?))
JOIN "persons" AS "_t2" ON (("_t3"."uuid" = "_t2"."uuid") AND ("_t2"."team_id" = ?))
WHERE (("_t1"."team_id" = ?) AND ((CASE json_type("_t2"."properties", ?) WHEN 'text' THEN json_extract("_t2"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t2"."properties" -> ?) END) = ?))
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
-- args: 42, 42
SELECT "_t1"."event" AS "event", "_t2"."duration" AS "$session_duration"
FROM "events" AS "_t1"
JOIN "sessions" AS "_t2" ON (("_t1"."session_id" = "_t2"."session_id") AND ("_t2"."team_id" = ?))
WHERE ("_t1"."team_id" = ?)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT count() FROM events, persons WHERE events.person_id = persons.id
-- normalized: SELECT count() FROM events CROSS JOIN persons WHERE events.person_id = persons.id
-- columns: count() UInt64
-- args: 42, 42, 42
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = ?))
JOIN "persons" AS "_t2" ON ("_t2"."team_id" = ?)
WHERE (("_t1"."team_id" = ?) AND ("_t3"."uuid" = "_t2"."uuid"))
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
-- args: 0, 0, 2, 2, 42, "signup"
SELECT "_t1"."event" AS "event", "_t2"."number" AS "number"
FROM "events" AS "_t1"
CROSS JOIN (WITH RECURSIVE "_n"("number") AS (SELECT ?
    WHERE ? < ?
    UNION ALL
    SELECT "number" + 1
    FROM "_n"
    WHERE "number" + 1 < ?)
  SELECT "number"
  FROM "_n") AS "_t2"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
ORDER BY "_t2"."number" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT event FROM events UNION ALL SELECT 'x' ORDER BY 1
-- normalized: SELECT event FROM events UNION ALL SELECT 'x' ORDER BY 1
-- columns: event String
-- args: 42, "x"
SELECT "_t1"."event" AS "event"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
UNION ALL
SELECT ? AS "'x'"
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT id, properties.email FROM persons ORDER BY created_at
-- normalized: SELECT id, properties.email FROM persons ORDER BY created_at
-- columns: id String, properties.email Nullable(String)
-- args: "$.\"email\"", "$.\"email\"", "$.\"email\"", 42
SELECT "_t1"."uuid" AS "id", (CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS "properties.email"
FROM "persons" AS "_t1"
WHERE ("_t1"."team_id" = ?)
ORDER BY "_t1"."created_at" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT count() FROM persons WHERE properties.email IS NOT NULL
-- normalized: SELECT count() FROM persons WHERE properties.email IS NOT NULL
-- columns: count() UInt64
-- args: 42, "$.\"email\"", "$.\"email\"", "$.\"email\""
SELECT COUNT(*) AS "count()"
FROM "persons" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) IS NOT NULL))
LIMIT 101

-- ====
-- source: SELECT properties.plan AS plan, count() FROM persons GROUP BY plan ORDER BY plan
-- normalized: SELECT properties.plan AS plan, count() FROM persons GROUP BY plan ORDER BY plan
-- columns: plan Nullable(String), count() UInt64
-- args: "$.\"plan\"", "$.\"plan\"", "$.\"plan\"", 42
SELECT (CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS "plan", COUNT(*) AS "count()"
FROM "persons" AS "_t1"
WHERE ("_t1"."team_id" = ?)
GROUP BY 1
ORDER BY 1 NULLS LAST
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
-- args:
--   "$.\"email\""
--   "$.\"email\""
--   "$.\"email\""
--   42
--   42
--   "$.\"email\""
--   "$.\"email\""
--   "$.\"email\""
--   "$.\"email\""
--   "$.\"email\""
--   "$.\"email\""
SELECT (CASE json_type("_t2"."properties", ?) WHEN 'text' THEN json_extract("_t2"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t2"."properties" -> ?) END) AS "person.properties.email", COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = ?))
WHERE (("_t1"."team_id" = ?) AND ((CASE json_type("_t2"."properties", ?) WHEN 'text' THEN json_extract("_t2"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t2"."properties" -> ?) END) IS NOT NULL))
GROUP BY (CASE json_type("_t2"."properties", ?) WHEN 'text' THEN json_extract("_t2"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t2"."properties" -> ?) END)
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT person_id, person.properties.name FROM events WHERE event = 'signup'
-- normalized: SELECT person_id, person.properties.name FROM events WHERE event = 'signup'
-- columns: person_id Nullable(String), person.properties.name Nullable(String)
-- args: "$.\"name\"", "$.\"name\"", "$.\"name\"", 42, 42, "signup"
SELECT "_t2"."uuid" AS "person_id", (CASE json_type("_t2"."properties", ?) WHEN 'text' THEN json_extract("_t2"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t2"."properties" -> ?) END) AS "person.properties.name"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = ?))
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
LIMIT 101

-- ====
-- source: SELECT pdi.person_id, pdi.distinct_id FROM events WHERE event = 'purchase'
-- normalized: SELECT pdi.person_id, pdi.distinct_id FROM events WHERE event = 'purchase'
-- columns: person_id Nullable(String), distinct_id Nullable(String)
-- args: 42, 42, 42, "purchase"
SELECT "_t3"."uuid" AS "person_id", "_t2"."distinct_id" AS "distinct_id"
FROM "events" AS "_t1"
LEFT JOIN "person_distinct_ids" AS "_t2" ON (("_t2"."distinct_id" = "_t1"."distinct_id") AND ("_t2"."team_id" = ?))
LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = ?))
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
LIMIT 101

-- ====
-- source: SELECT poe.properties.plan, count() FROM events GROUP BY poe.properties.plan ORDER BY 1
-- normalized: SELECT poe.properties.plan, count() FROM events GROUP BY poe.properties.plan ORDER BY 1
-- columns: poe.properties.plan Nullable(String), count() UInt64
-- args: "$.\"plan\"", "$.\"plan\"", "$.\"plan\"", 42, 42, "$.\"plan\"", "$.\"plan\"", "$.\"plan\""
SELECT (CASE json_type("_t2"."properties", ?) WHEN 'text' THEN json_extract("_t2"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t2"."properties" -> ?) END) AS "poe.properties.plan", COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = ?))
WHERE ("_t1"."team_id" = ?)
GROUP BY (CASE json_type("_t2"."properties", ?) WHEN 'text' THEN json_extract("_t2"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t2"."properties" -> ?) END)
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT distinct_id, person_id FROM person_distinct_ids ORDER BY distinct_id
-- normalized: SELECT distinct_id, person_id FROM person_distinct_ids ORDER BY distinct_id
-- columns: distinct_id String, person_id Nullable(String)
-- args: 42, 42
SELECT "_t1"."distinct_id" AS "distinct_id", "_t2"."uuid" AS "person_id"
FROM "person_distinct_ids" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = ?))
WHERE ("_t1"."team_id" = ?)
ORDER BY "_t1"."distinct_id" NULLS LAST
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
-- args: 42, 42, 42
SELECT "_t1"."uuid" AS "id", COUNT("_t2"."distinct_id") AS "count(pdi.distinct_id)"
FROM "persons" AS "_t1"
LEFT JOIN ("person_distinct_ids" AS "_t2"
  LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = ?))) ON (("_t3"."uuid" = "_t1"."uuid") AND ("_t2"."team_id" = ?))
WHERE ("_t1"."team_id" = ?)
GROUP BY "_t1"."uuid"
ORDER BY "_t1"."uuid" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT toStartOfMonth(created_at) AS m, count() FROM persons GROUP BY m ORDER BY m
-- normalized: SELECT toStartOfMonth(created_at) AS m, count() FROM persons GROUP BY m ORDER BY m
-- columns: m Date, count() UInt64
-- args: 42
SELECT date("_t1"."created_at", 'start of month') AS "m", COUNT(*) AS "count()"
FROM "persons" AS "_t1"
WHERE ("_t1"."team_id" = ?)
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
WHERE ("_t1"."team_id" = ?)
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
WHERE ("_t1"."team_id" = ?)
LIMIT 101

-- ====
-- source: SELECT $channel_type, count() FROM sessions GROUP BY $channel_type ORDER BY $channel_type
-- normalized: SELECT $channel_type, count() FROM sessions GROUP BY $channel_type ORDER BY $channel_type
-- columns: $channel_type String, count() UInt64
-- args: 42
SELECT "_t1"."channel_type" AS "$channel_type", COUNT(*) AS "count()"
FROM "sessions" AS "_t1"
WHERE ("_t1"."team_id" = ?)
GROUP BY "_t1"."channel_type"
ORDER BY "_t1"."channel_type" NULLS LAST
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
WHERE ("_t1"."team_id" = ?)
GROUP BY "_t1"."entry_pathname"
ORDER BY 2 DESC NULLS LAST, "_t1"."entry_pathname" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT countIf($is_bounce) / count() AS bounce_rate FROM sessions
-- normalized: SELECT countIf($is_bounce) / count() AS bounce_rate FROM sessions
-- columns: bounce_rate Nullable(Float64)
-- args: 42
SELECT (CAST(COUNT(*) FILTER (WHERE "_t1"."is_bounce") AS REAL) / NULLIF(COUNT(*), 0)) AS "bounce_rate"
FROM "sessions" AS "_t1"
WHERE ("_t1"."team_id" = ?)
LIMIT 101

-- ====
-- source: SELECT session_id, $pageview_count, $urls FROM sessions ORDER BY session_id
-- normalized: SELECT session_id, $pageview_count, $urls FROM sessions ORDER BY session_id
-- columns: session_id String, $pageview_count Int64, $urls Array(String)
-- args: 42
SELECT "_t1"."session_id" AS "session_id", "_t1"."pageview_count" AS "$pageview_count", "_t1"."urls" AS "$urls"
FROM "sessions" AS "_t1"
WHERE ("_t1"."team_id" = ?)
ORDER BY "_t1"."session_id" NULLS LAST
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
WHERE (("_t1"."team_id" = ?) AND ("_t1"."start_timestamp" > ?))
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
-- args: 42, 42, "$pageview"
SELECT "_t2"."channel_type" AS "$channel_type", COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "sessions" AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = ?))
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
GROUP BY "_t2"."channel_type"
ORDER BY 1 NULLS LAST
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
-- args: 42, 42
SELECT "_t1"."event" AS "event", "_t2"."entry_current_url" AS "$entry_current_url"
FROM "events" AS "_t1"
LEFT JOIN "sessions" AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = ?))
WHERE (("_t1"."team_id" = ?) AND ("_t1"."session_id" IS NOT NULL))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT avg(session.$session_duration) FROM events WHERE event = '$pageview'
-- normalized: SELECT avg(session.$session_duration) FROM events WHERE event = '$pageview'
-- columns: avg(session.$session_duration) Nullable(Float64)
-- args: 42, 42, "$pageview"
SELECT AVG("_t2"."duration") AS "avg(session.$session_duration)"
FROM "events" AS "_t1"
LEFT JOIN "sessions" AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = ?))
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
LIMIT 101

-- ====
-- source: SELECT count(DISTINCT $session_id) FROM events WHERE timestamp > now() - INTERVAL 90 DAY
-- normalized: SELECT count(DISTINCT $session_id) FROM events WHERE timestamp > now() - INTERVAL 90 DAY
-- columns: "count(DISTINCT $session_id)" UInt64
-- args: 42, "-90 days"
SELECT COUNT(DISTINCT "_t1"."session_id") AS "count(DISTINCT $session_id)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."timestamp" > (date((strftime('%Y-%m-%d %H:%M:%S', 'now') || '+00:00'), ?) || substr((strftime('%Y-%m-%d %H:%M:%S', 'now') || '+00:00'), 11))))
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
WHERE ("_t1"."team_id" = ?)
ORDER BY "_t1"."session_id" NULLS LAST
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
SELECT strftime('%Y-%m-%d 00:00:00+00:00', "_t1"."start_timestamp") AS "day", COUNT(DISTINCT "_t1"."distinct_id") AS "uniq(distinct_id)", AVG("_t1"."duration") AS "avg($session_duration)"
FROM "sessions" AS "_t1"
WHERE ("_t1"."team_id" = ?)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT elements_chain FROM events WHERE event = '$autocapture'
-- normalized: SELECT elements_chain FROM events WHERE event = '$autocapture'
-- columns: elements_chain String
-- args:
--   "$.\"$elements_chain\""
--   "$.\"$elements_chain\""
--   "$.\"$elements_chain\""
--   ""
--   42
--   "$autocapture"
SELECT COALESCE((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), ?) AS "elements_chain"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE event = '$autocapture' AND elements_chain LIKE '%button%'
-- normalized: SELECT count() FROM events WHERE event = '$autocapture' AND elements_chain LIKE '%button%'
-- columns: count() UInt64
-- args:
--   42
--   "$autocapture"
--   "$.\"$elements_chain\""
--   "$.\"$elements_chain\""
--   "$.\"$elements_chain\""
--   ""
--   "*button*"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND (("_t1"."event" = ?) AND (burrow_cap(COALESCE((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), ?)) GLOB ?)))
LIMIT 101

-- ====
-- source: SELECT elements_chain_texts, elements_chain_href FROM events WHERE event = '$autocapture'
-- normalized: SELECT elements_chain_texts, elements_chain_href FROM events WHERE event = '$autocapture'
-- columns: elements_chain_texts Array(String), elements_chain_href String
-- args:
--   "$.\"$elements_chain\""
--   "$.\"$elements_chain\""
--   "$.\"$elements_chain\""
--   ""
--   "(?::|\")text=\"(.*?)\""
--   "$.\"$elements_chain\""
--   "$.\"$elements_chain\""
--   "$.\"$elements_chain\""
--   ""
--   "(?::|\")href=\"(.*?)\""
--   42
--   "$autocapture"
SELECT (SELECT json_group_array("_v"
    ORDER BY "_k")
  FROM (SELECT "_e2"."value" AS "_v", min("_e2"."key") AS "_k"
    FROM json_each(burrow_extract_all(COALESCE((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), ?), ?)) AS "_e2"
    GROUP BY 1) AS "_e1") AS "elements_chain_texts", burrow_extract(COALESCE((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), ?), ?) AS "elements_chain_href"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
LIMIT 101

-- ====
-- source: SELECT arrayMap(x -> x * 2, [1, 2, 3])
-- normalized: SELECT arrayMap(x -> x * 2, [1, 2, 3])
-- columns: "arrayMap(x -> x * 2, [1, 2, 3])" Array(Int64)
-- args: 2, 1, 2, 3
SELECT (SELECT json_group_array(CASE WHEN "_t1"."key" IS NOT NULL THEN ("_t1"."value" * ?) END
    ORDER BY "_t1"."key")
  FROM json_each(json_array(?, ?, ?)) AS "_t1") AS "arrayMap(x -> x * 2, [1, 2, 3])"
LIMIT 101

-- ====
-- source: SELECT arrayFilter(x -> x LIKE '%view', groupArray(event)) FROM events
-- normalized: SELECT arrayFilter(x -> x LIKE '%view', groupArray(event)) FROM events
-- columns: "arrayFilter(x -> x LIKE '%view', groupArray(event))" Array(String)
-- args: "*view", 42
SELECT (SELECT json_group_array("_t2"."value"
    ORDER BY "_t2"."key")
  FROM json_each(json_group_array("_t1"."event") FILTER (WHERE "_t1"."event" IS NOT NULL)) AS "_t2"
  WHERE (burrow_cap("_t2"."value") GLOB ?)) AS "arrayFilter(x -> x LIKE '%view', groupArray(event))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
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
  FROM json_each(json_array(?, ?)) AS "_e1"
  WHERE "_e1"."value" = "_t1"."event") AS "interesting", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT arrayStringConcat(arraySort(groupUniqArray(properties.$browser)), ', ') FROM events
-- normalized: SELECT arrayStringConcat(arraySort(groupUniqArray(properties.$browser)), ', ') FROM events
-- columns: "arrayStringConcat(arraySort(groupUniqArray(properties.$browser)), ', ')" String
-- args:
--   ", "
--   "$.\"$browser\""
--   "$.\"$browser\""
--   "$.\"$browser\""
--   "$.\"$browser\""
--   "$.\"$browser\""
--   "$.\"$browser\""
--   42
SELECT (SELECT COALESCE(group_concat("_e1"."value", ?
      ORDER BY "_e1"."key"), '')
  FROM json_each((SELECT json_group_array("_e2"."value"
        ORDER BY "_e2"."value")
      FROM json_each(burrow_sort(json_group_array(DISTINCT (CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) FILTER (WHERE (CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) IS NOT NULL))) AS "_e2")) AS "_e1") AS "_c1"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
LIMIT 101

-- ====
-- source: SELECT length(splitByChar('.', 'a.b.c'))
-- normalized: SELECT length(splitByChar('.', 'a.b.c'))
-- columns: "length(splitByChar('.', 'a.b.c'))" UInt64
-- args: "a.b.c", "."
SELECT json_array_length(burrow_split(?, ?)) AS "length(splitByChar('.', 'a.b.c'))" LIMIT 101

-- ====
-- source: SELECT range(5)
-- normalized: SELECT range(5)
-- columns: range(5) Array(Int64)
-- args: 0, 0, 100000, 100000, 0, 5
SELECT (SELECT json_group_array("_r"."number"
    ORDER BY "_r"."number")
  FROM (WITH RECURSIVE "_n"("number") AS (SELECT ?
      WHERE ? < ?
      UNION ALL
      SELECT "number" + 1
      FROM "_n"
      WHERE "number" + 1 < ?)
    SELECT "number"
    FROM "_n") AS "_r"
  WHERE "_r"."number" >= ? AND "_r"."number" < ?) AS "range(5)"
LIMIT 101

-- ====
-- source: SELECT number, number * number AS sq FROM numbers(5)
-- normalized: SELECT number, number * number AS sq FROM numbers(5)
-- columns: number Int64, sq Int64
-- args: 0, 0, 5, 5
SELECT "_t1"."number" AS "number", ("_t1"."number" * "_t1"."number") AS "sq"
FROM (WITH RECURSIVE "_n"("number") AS (SELECT ?
    WHERE ? < ?
    UNION ALL
    SELECT "number" + 1
    FROM "_n"
    WHERE "number" + 1 < ?)
  SELECT "number"
  FROM "_n") AS "_t1"
LIMIT 101

-- ====
-- source: SELECT arrayJoin(['a', 'b', 'c']) AS letter
-- normalized: SELECT arrayJoin(['a', 'b', 'c']) AS letter
-- columns: letter String
-- args: "a", "b", "c"
SELECT "_t1"."value" AS "letter" FROM json_each(json_array(?, ?, ?)) AS "_t1" LIMIT 101

-- ====
-- source: SELECT (1, 'a').2
-- normalized: SELECT (1, 'a').2
-- columns: "(1, 'a').2" String
-- args: "a"
SELECT ? AS "(1, 'a').2" LIMIT 101

-- ====
-- source: SELECT [1, 2, 3][2]
-- normalized: SELECT [1, 2, 3][2]
-- columns: "[1, 2, 3][2]" Nullable(Int64)
-- args: 2, 1, 2, 3, 2, 2, 1, 2, 3, 2
SELECT (CASE WHEN ? > 0 THEN json_extract(json_array(?, ?, ?), '$[' || (? - 1) || ']') WHEN ? < 0 THEN json_extract(json_array(?, ?, ?), '$[#' || ? || ']') END) AS "[1, 2, 3][2]"
LIMIT 101

-- ====
-- source: SELECT now() > toDateTime('2020-01-01')
-- normalized: SELECT now() > toDateTime('2020-01-01')
-- columns: "now() > toDateTime('2020-01-01')" Bool
-- args: "2020-01-01 00:00:00+00:00"
SELECT ((strftime('%Y-%m-%d %H:%M:%S', 'now') || '+00:00') > ?) AS "now() > toDateTime('2020-01-01')"
LIMIT 101

-- ====
-- source: SELECT today() >= toDate('2020-01-01')
-- normalized: SELECT today() >= toDate('2020-01-01')
-- columns: "today() >= toDate('2020-01-01')" Bool
-- args: "2020-01-01"
SELECT (date('now') >= ?) AS "today() >= toDate('2020-01-01')" LIMIT 101

-- ====
-- source: SELECT 1 + 1, 2 * 3, 10 / 4, 10 % 3, -5
-- normalized: SELECT 1 + 1, 2 * 3, 10 / 4, 10 % 3, -5
-- columns: "1 + 1" Int64, "2 * 3" Int64, "10 / 4" Nullable(Float64), "10 % 3" Nullable(Int64), -5 Int64
-- args: 1, 1, 2, 3, 10, 4, 10, 3, -5
SELECT (? + ?) AS "1 + 1", (? * ?) AS "2 * 3", (CAST(? AS REAL) / ?) AS "10 / 4", (? % ?) AS "10 % 3", ? AS "-5"
LIMIT 101

-- ====
-- source: SELECT plus(1, 2), minus(5, 3), equals(1, 1), greaterOrEquals(3, 2)
-- normalized: SELECT plus(1, 2), minus(5, 3), equals(1, 1), greaterOrEquals(3, 2)
-- columns: "plus(1, 2)" Int64, "minus(5, 3)" Int64, "equals(1, 1)" Bool, "greaterOrEquals(3, 2)" Bool
-- args: 1, 2, 5, 3, 1, 1, 3, 2
SELECT (? + ?) AS "plus(1, 2)", (? - ?) AS "minus(5, 3)", (? = ?) AS "equals(1, 1)", (? >= ?) AS "greaterOrEquals(3, 2)"
LIMIT 101

-- ====
-- source:
--   -- count events
--   SELECT count() FROM events
-- normalized: SELECT count() FROM events
-- columns: count() UInt64
-- args: 42
SELECT COUNT(*) AS "count()" FROM "events" AS "_t1" WHERE ("_t1"."team_id" = ?) LIMIT 101

-- ====
-- source: SELECT count() FROM events /* all of them */
-- normalized: SELECT count() FROM events
-- columns: count() UInt64
-- args: 42
SELECT COUNT(*) AS "count()" FROM "events" AS "_t1" WHERE ("_t1"."team_id" = ?) LIMIT 101

-- ====
-- source: SELECT event AS e FROM events WHERE (event AS x) = 'signup'
-- normalized: SELECT event AS e FROM events WHERE (event AS x) = 'signup'
-- columns: e String
-- args: 42, "signup"
SELECT "_t1"."event" AS "e"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
LIMIT 101

-- ====
-- source: SELECT toTimeZone(timestamp, 'UTC') FROM events ORDER BY timestamp LIMIT 1
-- normalized: SELECT toTimeZone(timestamp, 'UTC') FROM events ORDER BY timestamp LIMIT 1
-- columns: "toTimeZone(timestamp, 'UTC')" DateTime
-- args: 42
SELECT "_t1"."timestamp" AS "toTimeZone(timestamp, 'UTC')"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
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
SELECT unixepoch("_t1"."timestamp") AS "toUnixTimestamp(timestamp)", (strftime('%Y-%m-%d %H:%M:%S', unixepoch("_t1"."timestamp"), 'unixepoch') || '+00:00') AS "fromUnixTimestamp(toUnixTimestamp(timestamp))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 2

-- ====
-- source: SELECT parseDateTimeBestEffort('2026-01-05T10:00:00Z')
-- normalized: SELECT parseDateTimeBestEffort('2026-01-05T10:00:00Z')
-- columns: parseDateTimeBestEffort('2026-01-05T10:00:00Z') DateTime
-- args: "2026-01-05 10:00:00+00:00"
SELECT ? AS "parseDateTimeBestEffort('2026-01-05T10:00:00Z')" LIMIT 101

-- ====
-- source: SELECT toYYYYMM(timestamp) AS ym, count() FROM events GROUP BY ym ORDER BY ym
-- normalized: SELECT toYYYYMM(timestamp) AS ym, count() FROM events GROUP BY ym ORDER BY ym
-- columns: ym UInt64, count() UInt64
-- args: 42
SELECT CAST(strftime('%Y%m', "_t1"."timestamp") AS INTEGER) AS "ym", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT extract(year FROM timestamp) AS y, count() FROM events GROUP BY y
-- normalized: SELECT toYear(timestamp) AS y, count() FROM events GROUP BY y
-- columns: y Int64, count() UInt64
-- args: 42
SELECT CAST(strftime('%Y', "_t1"."timestamp") AS INTEGER) AS "y", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
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
-- args:
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   50
--   1
--   2
--   42
--   "purchase"
SELECT max((CASE WHEN json_valid((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) THEN CASE WHEN json_type((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) IN ('integer', 'real') THEN CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS REAL) END END), ?) AS "greatest(toFloat(properties.price), 50)", min(?, ?) AS "least(1, 2)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ("_t1"."event" = ?))
LIMIT 101

-- ====
-- source: SELECT leftPad(toString(toMonth(timestamp)), 2, '0') FROM events ORDER BY timestamp LIMIT 1
-- normalized:
--   SELECT leftPad(toString(toMonth(timestamp)), 2, '0')
--   FROM events
--   ORDER BY timestamp
--   LIMIT 1
-- columns: "leftPad(toString(toMonth(timestamp)), 2, '0')" String
-- args: 2, "0", 1, 42
SELECT burrow_pad(CAST(CAST(strftime('%m', "_t1"."timestamp") AS INTEGER) AS TEXT), ?, ?, ?) AS "leftPad(toString(toMonth(timestamp)), 2, '0')"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
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
-- args:
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "$.\"$current_url\""
--   "https"
--   "https"
--   "view"
--   "view"
--   "view"
--   42
SELECT (substr((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), 1, length(?)) = ?) AS "startsWith(properties.$current_url, 'https')", (length(?) <= length("_t1"."event") AND substr("_t1"."event", length("_t1"."event") - length(?) + 1) = ?) AS "endsWith(event, 'view')"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
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
SELECT substr("_t1"."event", ?, ?) AS "substring(event, 1, 3)", instr("_t1"."event", ?) AS "position(event, 'e')", trim(?) AS "trim('  x  ')", upper("_t1"."event") AS "upper(event)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
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
-- args:
--   "$.\"$browser\""
--   "$.\"$browser\""
--   "$.\"$browser\""
--   42
--   "$.\"$browser\""
--   "$.\"$browser\""
--   "$.\"$browser\""
SELECT (CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS "assumeNotNull(properties.$browser)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = ?) AND ((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) IS NOT NULL))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT isNull(properties.$browser), isNotNull(person_id) FROM events ORDER BY timestamp
-- normalized: SELECT isNull(properties.$browser), isNotNull(person_id) FROM events ORDER BY timestamp
-- columns: isNull(properties.$browser) Bool, isNotNull(person_id) Bool
-- args: "$.\"$browser\"", "$.\"$browser\"", "$.\"$browser\"", 42, 42
SELECT ((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) IS NULL) AS "isNull(properties.$browser)", ("_t2"."uuid" IS NOT NULL) AS "isNotNull(person_id)"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = ?))
WHERE ("_t1"."team_id" = ?)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT nullIf(properties.$browser, 'Chrome') FROM events ORDER BY timestamp
-- normalized: SELECT nullIf(properties.$browser, 'Chrome') FROM events ORDER BY timestamp
-- columns: "nullIf(properties.$browser, 'Chrome')" Nullable(String)
-- args: "$.\"$browser\"", "$.\"$browser\"", "$.\"$browser\"", "Chrome", 42
SELECT NULLIF((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END), ?) AS "nullIf(properties.$browser, 'Chrome')"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT corr(toFloat(properties.$screen_width), toFloat(toHour(timestamp))) FROM events
-- normalized: SELECT corr(toFloat(properties.$screen_width), toFloat(toHour(timestamp))) FROM events
-- columns: "corr(toFloat(properties.$screen_width), toFloat(toHour(timestamp)))" Nullable(Float64)
-- args:
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   "$.\"$screen_width\""
--   42
SELECT burrow_corr((CASE WHEN json_valid((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) THEN CASE WHEN json_type((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) IN ('integer', 'real') THEN CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS REAL) END END), CAST(CAST(strftime('%H', "_t1"."timestamp") AS INTEGER) AS REAL)) AS "_c1"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
LIMIT 101

-- ====
-- source: SELECT stddevPop(toFloat(properties.price)), varSamp(toFloat(properties.price)) FROM events
-- normalized:
--   SELECT stddevPop(toFloat(properties.price)), varSamp(toFloat(properties.price))
--   FROM events
-- columns:
--   stddevPop(toFloat(properties.price)) Nullable(Float64)
--   varSamp(toFloat(properties.price)) Nullable(Float64)
-- args:
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   "$.\"price\""
--   42
SELECT burrow_stddev_pop((CASE WHEN json_valid((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) THEN CASE WHEN json_type((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) IN ('integer', 'real') THEN CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS REAL) END END)) AS "stddevPop(toFloat(properties.price))", burrow_var_samp((CASE WHEN json_valid((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) THEN CASE WHEN json_type((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END)) IN ('integer', 'real') THEN CAST((CASE json_type("_t1"."properties", ?) WHEN 'text' THEN json_extract("_t1"."properties", ?) WHEN 'null' THEN NULL ELSE ("_t1"."properties" -> ?) END) AS REAL) END END)) AS "varSamp(toFloat(properties.price))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = ?)
LIMIT 101
