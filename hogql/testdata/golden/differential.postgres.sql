-- Golden file of hogql's TestGoldenPrint (hogql/golden_test.go): the statements of hogqltest.Differential,
-- printed for postgres with TeamID 42. Regenerate with: go test ./hogql/ -run TestGoldenPrint -update

-- ====
-- source:
--   SELECT uuid, groupArray(event) OVER (ORDER BY timestamp, uuid ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM events ORDER BY timestamp, uuid
-- normalized:
--   SELECT uuid, groupArray(event) OVER (ORDER BY timestamp, uuid ROWS BETWEEN 1 PRECEDING AND CURRENT ROW)
--   FROM events
--   ORDER BY timestamp, uuid
-- columns:
--   uuid String
--   "groupArray(event) OVER (ORDER BY timestamp, uuid ROWS BETWEEN 1 PRECEDING AND CURRENT ROW)" Array(String)
-- args: 42
SELECT "_t1"."uuid" AS "uuid", COALESCE(jsonb_agg("_t1"."event") FILTER (WHERE "_t1"."event" IS NOT NULL) OVER (ORDER BY "_t1"."timestamp" NULLS LAST, "_t1"."uuid" COLLATE "C" NULLS LAST ROWS BETWEEN 1 PRECEDING AND CURRENT ROW), '[]'::jsonb) AS "_c2"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST, "_t1"."uuid" COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT uuid, groupArray(distinct_id) OVER w, count() OVER w FROM events WINDOW w AS (PARTITION BY event ORDER BY timestamp, uuid) ORDER BY timestamp, uuid
-- normalized:
--   SELECT uuid, groupArray(distinct_id) OVER w, count() OVER w
--   FROM events
--   WINDOW w AS (PARTITION BY event
--     ORDER BY timestamp, uuid)
--   ORDER BY timestamp, uuid
-- columns: uuid String, "groupArray(distinct_id) OVER w" Array(String), "count() OVER w" UInt64
-- args: 42
SELECT "_t1"."uuid" AS "uuid", COALESCE(jsonb_agg("_t1"."distinct_id") FILTER (WHERE "_t1"."distinct_id" IS NOT NULL) OVER (PARTITION BY "_t1"."event"
    ORDER BY "_t1"."timestamp" NULLS LAST, "_t1"."uuid" COLLATE "C" NULLS LAST), '[]'::jsonb) AS "groupArray(distinct_id) OVER w", COUNT(*) OVER (PARTITION BY "_t1"."event"
  ORDER BY "_t1"."timestamp" NULLS LAST, "_t1"."uuid" COLLATE "C" NULLS LAST) AS "count() OVER w"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST, "_t1"."uuid" COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT uuid, groupArrayIf(event, event != 'signup') OVER (ORDER BY timestamp, uuid) FROM events ORDER BY timestamp, uuid
-- normalized:
--   SELECT uuid, groupArrayIf(event, event != 'signup') OVER (ORDER BY timestamp, uuid)
--   FROM events
--   ORDER BY timestamp, uuid
-- columns:
--   uuid String
--   "groupArrayIf(event, event != 'signup') OVER (ORDER BY timestamp, uuid)" Array(String)
-- args: "signup", 42
SELECT "_t1"."uuid" AS "uuid", COALESCE(jsonb_agg("_t1"."event") FILTER (WHERE "_t1"."event" IS NOT NULL AND ("_t1"."event" <> $1::text)) OVER (ORDER BY "_t1"."timestamp" NULLS LAST, "_t1"."uuid" COLLATE "C" NULLS LAST), '[]'::jsonb) AS "_c2"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST, "_t1"."uuid" COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT * FROM events
-- normalized: SELECT * FROM events
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
-- args: "$elements_chain", "", 42
SELECT "_t1"."uuid" AS "uuid", "_t1"."event" AS "event", "_t1"."distinct_id" AS "distinct_id", "_t1"."properties" AS "properties", "_t1"."timestamp" AS "timestamp", "_t1"."created_at" AS "created_at", "_t2"."uuid" AS "person_id", "_t1"."session_id" AS "$session_id", COALESCE(("_t1"."properties" ->> $1::text), $2::text) AS "elements_chain"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $3::bigint))
WHERE ("_t1"."team_id" = $3::bigint)
LIMIT 101

-- ====
-- source: SELECT * FROM persons
-- normalized: SELECT * FROM persons
-- columns: id String, created_at DateTime, properties JSON, is_identified Bool
-- args: 42
SELECT "_t1"."uuid" AS "id", "_t1"."created_at" AS "created_at", "_t1"."properties" AS "properties", "_t1"."is_identified" AS "is_identified"
FROM "persons" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
LIMIT 101

-- ====
-- source: SELECT * FROM person_distinct_ids
-- normalized: SELECT * FROM person_distinct_ids
-- columns: distinct_id String, person_id Nullable(String)
-- args: 42
SELECT "_t1"."distinct_id" AS "distinct_id", "_t2"."uuid" AS "person_id"
FROM "person_distinct_ids" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $1::bigint))
WHERE ("_t1"."team_id" = $1::bigint)
LIMIT 101

-- ====
-- source: SELECT * FROM sessions
-- normalized: SELECT * FROM sessions
-- columns:
--   session_id String
--   distinct_id String
--   $start_timestamp DateTime
--   $end_timestamp DateTime
--   $session_duration Int64
--   $pageview_count Int64
--   $autocapture_count Int64
--   $screen_count Int64
--   $entry_current_url Nullable(String)
--   $end_current_url Nullable(String)
--   $entry_pathname Nullable(String)
--   $end_pathname Nullable(String)
--   $entry_referring_domain Nullable(String)
--   $entry_utm_source Nullable(String)
--   $entry_utm_medium Nullable(String)
--   $entry_utm_campaign Nullable(String)
--   $channel_type String
--   $is_bounce Bool
--   $urls Array(String)
-- args: 42
SELECT "_t1"."session_id" AS "session_id", "_t1"."distinct_id" AS "distinct_id", "_t1"."start_timestamp" AS "$start_timestamp", "_t1"."end_timestamp" AS "$end_timestamp", "_t1"."duration" AS "$session_duration", "_t1"."pageview_count" AS "$pageview_count", "_t1"."autocapture_count" AS "$autocapture_count", "_t1"."screen_count" AS "$screen_count", "_t1"."entry_current_url" AS "$entry_current_url", "_t1"."end_current_url" AS "$end_current_url", "_t1"."entry_pathname" AS "$entry_pathname", "_t1"."end_pathname" AS "$end_pathname", "_t1"."entry_referring_domain" AS "$entry_referring_domain", "_t1"."entry_utm_source" AS "$entry_utm_source", "_t1"."entry_utm_medium" AS "$entry_utm_medium", "_t1"."entry_utm_campaign" AS "$entry_utm_campaign", "_t1"."channel_type" AS "$channel_type", "_t1"."is_bounce" AS "$is_bounce", "_t1"."urls" AS "$urls"
FROM "sessions" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
LIMIT 101

-- ====
-- source: SELECT * FROM plugin_log_entries
-- normalized: SELECT * FROM plugin_log_entries
-- columns:
--   id String
--   plugin_id Int64
--   plugin_config_id Int64
--   timestamp DateTime
--   source String
--   type String
--   message String
--   instance_id String
-- args: 42
SELECT "_t1"."id" AS "id", "_t1"."plugin_id" AS "plugin_id", "_t1"."plugin_config_id" AS "plugin_config_id", "_t1"."timestamp" AS "timestamp", "_t1"."source" AS "source", "_t1"."type" AS "type", "_t1"."message" AS "message", "_t1"."instance_id" AS "instance_id"
FROM "plugin_log_entries" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT event, toStartOfDay(timestamp) AS day, count(), uniq(distinct_id) FROM events GROUP BY event, day
-- normalized:
--   SELECT event, toStartOfDay(timestamp) AS day, count(), uniq(distinct_id)
--   FROM events
--   GROUP BY event, day
-- columns: event String, day DateTime, count() UInt64, uniq(distinct_id) UInt64
-- args: 42
SELECT "_t1"."event" AS "event", date_trunc('day', "_t1"."timestamp") AS "day", COUNT(*) AS "count()", COUNT(DISTINCT "_t1"."distinct_id") AS "uniq(distinct_id)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t1"."event", 2
LIMIT 101

-- ====
-- source:
--   SELECT toStartOfHour(timestamp), toStartOfMinute(created_at), toStartOfWeek(timestamp), toStartOfMonth(timestamp), toStartOfYear(timestamp) FROM events
-- normalized:
--   SELECT toStartOfHour(timestamp), toStartOfMinute(created_at), toStartOfWeek(timestamp), toStartOfMonth(timestamp), toStartOfYear(timestamp)
--   FROM events
-- columns:
--   toStartOfHour(timestamp) DateTime
--   toStartOfMinute(created_at) DateTime
--   toStartOfWeek(timestamp) Date
--   toStartOfMonth(timestamp) Date
--   toStartOfYear(timestamp) Date
-- args: 42
SELECT date_trunc('hour', "_t1"."timestamp") AS "toStartOfHour(timestamp)", date_trunc('minute', "_t1"."created_at") AS "toStartOfMinute(created_at)", (date_trunc('week', "_t1"."timestamp" + INTERVAL '1 day') - INTERVAL '1 day')::date AS "toStartOfWeek(timestamp)", (date_trunc('month', "_t1"."timestamp"))::date AS "toStartOfMonth(timestamp)", (date_trunc('year', "_t1"."timestamp"))::date AS "toStartOfYear(timestamp)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT toYear(timestamp), toMonth(timestamp), toDayOfWeek(timestamp), toHour(timestamp), toMinute(timestamp), toSecond(timestamp), toQuarter(timestamp) FROM events
-- normalized:
--   SELECT toYear(timestamp), toMonth(timestamp), toDayOfWeek(timestamp), toHour(timestamp), toMinute(timestamp), toSecond(timestamp), toQuarter(timestamp)
--   FROM events
-- columns:
--   toYear(timestamp) Int64
--   toMonth(timestamp) Int64
--   toDayOfWeek(timestamp) Int64
--   toHour(timestamp) Int64
--   toMinute(timestamp) Int64
--   toSecond(timestamp) Int64
--   toQuarter(timestamp) Int64
-- args: 42
SELECT EXTRACT(YEAR
  FROM "_t1"."timestamp")::bigint AS "toYear(timestamp)", EXTRACT(MONTH
  FROM "_t1"."timestamp")::bigint AS "toMonth(timestamp)", EXTRACT(ISODOW
  FROM "_t1"."timestamp")::bigint AS "toDayOfWeek(timestamp)", EXTRACT(HOUR
  FROM "_t1"."timestamp")::bigint AS "toHour(timestamp)", EXTRACT(MINUTE
  FROM "_t1"."timestamp")::bigint AS "toMinute(timestamp)", floor(EXTRACT(SECOND
    FROM "_t1"."timestamp"))::bigint AS "toSecond(timestamp)", EXTRACT(QUARTER
  FROM "_t1"."timestamp")::bigint AS "toQuarter(timestamp)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT uuid, dateDiff('second', created_at, timestamp), dateDiff('minute', toDateTime('2026-01-01'), timestamp), dateDiff('hour', toDateTime('2026-01-01'), timestamp), dateDiff('day', toDateTime('2026-01-01'), timestamp), dateDiff('week', toDateTime('2025-12-01'), timestamp), dateDiff('month', toDateTime('2025-06-15'), timestamp), dateDiff('quarter', toDateTime('2025-06-15'), timestamp), dateDiff('year', toDateTime('2020-06-15'), timestamp) FROM events
-- normalized:
--   SELECT uuid, dateDiff('second', created_at, timestamp), dateDiff('minute', toDateTime('2026-01-01'), timestamp), dateDiff('hour', toDateTime('2026-01-01'), timestamp), dateDiff('day', toDateTime('2026-01-01'), timestamp), dateDiff('week', toDateTime('2025-12-01'), timestamp), dateDiff('month', toDateTime('2025-06-15'), timestamp), dateDiff('quarter', toDateTime('2025-06-15'), timestamp), dateDiff('year', toDateTime('2020-06-15'), timestamp)
--   FROM events
-- columns:
--   uuid String
--   "dateDiff('second', created_at, timestamp)" Int64
--   "dateDiff('minute', toDateTime('2026-01-01'), timestamp)" Int64
--   "dateDiff('hour', toDateTime('2026-01-01'), timestamp)" Int64
--   "dateDiff('day', toDateTime('2026-01-01'), timestamp)" Int64
--   "dateDiff('week', toDateTime('2025-12-01'), timestamp)" Int64
--   "dateDiff('month', toDateTime('2025-06-15'), timestamp)" Int64
--   "dateDiff('quarter', toDateTime('2025-06-15'), timestamp)" Int64
--   "dateDiff('year', toDateTime('2020-06-15'), timestamp)" Int64
-- args:
--   "2026-01-01 00:00:00+00:00"
--   "2025-12-01 00:00:00+00:00"
--   "2025-06-15 00:00:00+00:00"
--   "2020-06-15 00:00:00+00:00"
--   42
SELECT "_t1"."uuid" AS "uuid", (floor(extract(epoch
      FROM "_t1"."timestamp")) - floor(extract(epoch
      FROM "_t1"."created_at")))::bigint AS "dateDiff('second', created_at, timestamp)", (floor(extract(epoch
      FROM "_t1"."timestamp") / 60) - floor(extract(epoch
      FROM $1::timestamptz) / 60))::bigint AS "dateDiff('minute', toDateTime('2026-01-01'), timestamp)", (floor(extract(epoch
      FROM "_t1"."timestamp") / 3600) - floor(extract(epoch
      FROM $1::timestamptz) / 3600))::bigint AS "dateDiff('hour', toDateTime('2026-01-01'), timestamp)", (floor(extract(epoch
      FROM "_t1"."timestamp") / 86400) - floor(extract(epoch
      FROM $1::timestamptz) / 86400))::bigint AS "dateDiff('day', toDateTime('2026-01-01'), timestamp)", (floor((floor(extract(epoch
          FROM "_t1"."timestamp") / 86400) + 3) / 7) - floor((floor(extract(epoch
          FROM $2::timestamptz) / 86400) + 3) / 7))::bigint AS "dateDiff('week', toDateTime('2025-12-01'), timestamp)", ((EXTRACT(YEAR
      FROM "_t1"."timestamp") * 12 + EXTRACT(MONTH
      FROM "_t1"."timestamp")) - (EXTRACT(YEAR
      FROM $3::timestamptz) * 12 + EXTRACT(MONTH
      FROM $3::timestamptz)))::bigint AS "dateDiff('month', toDateTime('2025-06-15'), timestamp)", ((EXTRACT(YEAR
      FROM "_t1"."timestamp") * 4 + EXTRACT(QUARTER
      FROM "_t1"."timestamp")) - (EXTRACT(YEAR
      FROM $3::timestamptz) * 4 + EXTRACT(QUARTER
      FROM $3::timestamptz)))::bigint AS "dateDiff('quarter', toDateTime('2025-06-15'), timestamp)", (EXTRACT(YEAR
    FROM "_t1"."timestamp") - EXTRACT(YEAR
    FROM $4::timestamptz))::bigint AS "dateDiff('year', toDateTime('2020-06-15'), timestamp)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $5::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT uuid, timestamp + INTERVAL 1 SECOND, timestamp - INTERVAL 2 MINUTE, timestamp + INTERVAL 3 HOUR, timestamp + INTERVAL 4 DAY, timestamp - INTERVAL 5 WEEK, timestamp + INTERVAL 6 MONTH, timestamp - INTERVAL 1 QUARTER, timestamp + INTERVAL 1 YEAR FROM events
-- normalized:
--   SELECT uuid, timestamp + INTERVAL 1 SECOND, timestamp - INTERVAL 2 MINUTE, timestamp + INTERVAL 3 HOUR, timestamp + INTERVAL 4 DAY, timestamp - INTERVAL 5 WEEK, timestamp + INTERVAL 6 MONTH, timestamp - INTERVAL 1 QUARTER, timestamp + INTERVAL 1 YEAR
--   FROM events
-- columns:
--   uuid String
--   "timestamp + INTERVAL 1 SECOND" DateTime
--   "timestamp - INTERVAL 2 MINUTE" DateTime
--   "timestamp + INTERVAL 3 HOUR" DateTime
--   "timestamp + INTERVAL 4 DAY" DateTime
--   "timestamp - INTERVAL 5 WEEK" DateTime
--   "timestamp + INTERVAL 6 MONTH" DateTime
--   "timestamp - INTERVAL 1 QUARTER" DateTime
--   "timestamp + INTERVAL 1 YEAR" DateTime
-- args: 1, -2, 3, 4, -5, 6, -1, 42
SELECT "_t1"."uuid" AS "uuid", (("_t1"."timestamp") + ($1::bigint) * INTERVAL '1 second') AS "timestamp + INTERVAL 1 SECOND", (("_t1"."timestamp") + ($2::bigint) * INTERVAL '1 minute') AS "timestamp - INTERVAL 2 MINUTE", (("_t1"."timestamp") + ($3::bigint) * INTERVAL '1 hour') AS "timestamp + INTERVAL 3 HOUR", (("_t1"."timestamp") + ($4::bigint) * INTERVAL '1 day') AS "timestamp + INTERVAL 4 DAY", (("_t1"."timestamp") + ($5::bigint) * INTERVAL '7 days') AS "timestamp - INTERVAL 5 WEEK", (("_t1"."timestamp") + ($6::bigint) * INTERVAL '1 month') AS "timestamp + INTERVAL 6 MONTH", (("_t1"."timestamp") + ($7::bigint) * INTERVAL '3 months') AS "timestamp - INTERVAL 1 QUARTER", (("_t1"."timestamp") + ($1::bigint) * INTERVAL '1 year') AS "timestamp + INTERVAL 1 YEAR"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $8::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT uuid, toDate(timestamp) + INTERVAL 1 MONTH, toDate(timestamp) - INTERVAL 1 YEAR, toDate(timestamp) + INTERVAL 3 HOUR, toDate(timestamp) - 3 FROM events
-- normalized:
--   SELECT uuid, toDate(timestamp) + INTERVAL 1 MONTH, toDate(timestamp) - INTERVAL 1 YEAR, toDate(timestamp) + INTERVAL 3 HOUR, toDate(timestamp) - 3
--   FROM events
-- columns:
--   uuid String
--   "toDate(timestamp) + INTERVAL 1 MONTH" Date
--   "toDate(timestamp) - INTERVAL 1 YEAR" Date
--   "toDate(timestamp) + INTERVAL 3 HOUR" DateTime
--   "toDate(timestamp) - 3" Date
-- args: 1, -1, 3, -3, 42
SELECT "_t1"."uuid" AS "uuid", ((("_t1"."timestamp")::date) + ($1::bigint) * INTERVAL '1 month')::date AS "toDate(timestamp) + INTERVAL 1 MONTH", ((("_t1"."timestamp")::date) + ($2::bigint) * INTERVAL '1 year')::date AS "toDate(timestamp) - INTERVAL 1 YEAR", (((("_t1"."timestamp")::date)::timestamptz) + ($3::bigint) * INTERVAL '1 hour') AS "toDate(timestamp) + INTERVAL 3 HOUR", ((("_t1"."timestamp")::date) + ($4::bigint) * INTERVAL '1 day')::date AS "toDate(timestamp) - 3"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $5::bigint)
LIMIT 101

-- ====
-- source: SELECT formatDateTime(timestamp, '%Y/%m/%d %H:%i:%S %j %u %I %p %R') FROM events
-- normalized: SELECT formatDateTime(timestamp, '%Y/%m/%d %H:%i:%S %j %u %I %p %R') FROM events
-- columns: "formatDateTime(timestamp, '%Y/%m/%d %H:%i:%S %j %u %I %p %R')" String
-- args: "/", " ", ":", 42
SELECT ((to_char("_t1"."timestamp", 'YYYY')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $1::text END) || (to_char("_t1"."timestamp", 'MM')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $1::text END) || (to_char("_t1"."timestamp", 'DD')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $2::text END) || (to_char("_t1"."timestamp", 'HH24')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $3::text END) || (to_char("_t1"."timestamp", 'MI')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $3::text END) || (to_char("_t1"."timestamp", 'SS')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $2::text END) || (to_char("_t1"."timestamp", 'DDD')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $2::text END) || (to_char("_t1"."timestamp", 'ID')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $2::text END) || (to_char("_t1"."timestamp", 'HH12')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $2::text END) || (to_char("_t1"."timestamp", 'AM')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $2::text END) || (to_char("_t1"."timestamp", 'HH24:MI'))) AS "_c1"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $4::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT toString(start_time), toString(toDate(end_time)), toString(duration), toString(activity_score), toString(click_count), toString(duration / 3) FROM session_replay_events
-- normalized:
--   SELECT toString(start_time), toString(toDate(end_time)), toString(duration), toString(activity_score), toString(click_count), toString(duration / 3)
--   FROM session_replay_events
-- columns:
--   toString(start_time) String
--   toString(toDate(end_time)) String
--   toString(duration) String
--   toString(activity_score) String
--   toString(click_count) String
--   "toString(duration / 3)" Nullable(String)
-- args: 3, 42
SELECT to_char("_t1"."start_time", 'YYYY-MM-DD HH24:MI:SS') AS "toString(start_time)", to_char(("_t1"."end_time")::date, 'YYYY-MM-DD') AS "toString(toDate(end_time))", (("_t1"."duration")::numeric)::text AS "toString(duration)", (("_t1"."activity_score")::numeric)::text AS "toString(activity_score)", ("_t1"."click_count")::text AS "toString(click_count)", ((("_t1"."duration" / $1::bigint))::numeric)::text AS "toString(duration / 3)"
FROM "session_recordings" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT toUnixTimestamp(timestamp), toFloat(timestamp), toInt(timestamp), toInt(toDate(timestamp)) FROM events
-- normalized:
--   SELECT toUnixTimestamp(timestamp), toFloat(timestamp), toInt(timestamp), toInt(toDate(timestamp))
--   FROM events
-- columns:
--   toUnixTimestamp(timestamp) Int64
--   toFloat(timestamp) Float64
--   toInt(timestamp) Int64
--   toInt(toDate(timestamp)) Int64
-- args: 42
SELECT floor(extract(epoch
    FROM "_t1"."timestamp"))::bigint AS "toUnixTimestamp(timestamp)", extract(epoch
  FROM "_t1"."timestamp")::double precision AS "toFloat(timestamp)", floor(extract(epoch
    FROM "_t1"."timestamp"))::bigint AS "toInt(timestamp)", ((("_t1"."timestamp")::date) - DATE '1970-01-01')::bigint AS "toInt(toDate(timestamp))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT properties.$browser, properties.$screen_width, properties.price, properties.items[1].sku, properties.nested.a.b, properties.is_cool, properties.missing FROM events
-- normalized:
--   SELECT properties.$browser, properties.$screen_width, properties.price, properties.items[1].sku, properties.nested.a.b, properties.is_cool, properties.missing
--   FROM events
-- columns:
--   properties.$browser Nullable(String)
--   properties.$screen_width Nullable(String)
--   properties.price Nullable(String)
--   properties.items[1].sku Nullable(String)
--   properties.nested.a.b Nullable(String)
--   properties.is_cool Nullable(String)
--   properties.missing Nullable(String)
-- args:
--   "$browser"
--   "$screen_width"
--   "price"
--   "items"
--   "sku"
--   "nested"
--   "a"
--   "b"
--   "is_cool"
--   "missing"
--   42
SELECT ("_t1"."properties" ->> $1::text) AS "properties.$browser", ("_t1"."properties" ->> $2::text) AS "properties.$screen_width", ("_t1"."properties" ->> $3::text) AS "properties.price", ("_t1"."properties" -> $4::text -> 0 ->> $5::text) AS "properties.items[1].sku", ("_t1"."properties" -> $6::text -> $7::text ->> $8::text) AS "properties.nested.a.b", ("_t1"."properties" ->> $9::text) AS "properties.is_cool", ("_t1"."properties" ->> $10::text) AS "properties.missing"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $11::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT toFloat(properties.$screen_width) * 2, toInt(properties.$screen_width) + 1, properties.$screen_width > 1300, properties.price < 50 FROM events
-- normalized:
--   SELECT toFloat(properties.$screen_width) * 2, toInt(properties.$screen_width) + 1, properties.$screen_width > 1300, properties.price < 50
--   FROM events
-- columns:
--   "toFloat(properties.$screen_width) * 2" Nullable(Float64)
--   "toInt(properties.$screen_width) + 1" Nullable(Int64)
--   "properties.$screen_width > 1300" Nullable(Bool)
--   "properties.price < 50" Nullable(Bool)
-- args: "$screen_width", 2, 1, 1300, "price", 50, 42
SELECT ((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END) * $2::bigint) AS "toFloat(properties.$screen_width) * 2", ((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs((("_t1"."properties" ->> $1::text))::double precision) < 9223372036854775808 THEN (("_t1"."properties" ->> $1::text))::bigint END END) + $3::bigint) AS "toInt(properties.$screen_width) + 1", ((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END) > $4::bigint) AS "properties.$screen_width > 1300", ((CASE WHEN ("_t1"."properties" ->> $5::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $5::text))::double precision END) < $6::bigint) AS "properties.price < 50"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $7::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT person.properties.email, person.properties.age, toInt(person.properties.age) * 2, person.created_at, person.is_identified FROM events
-- normalized:
--   SELECT person.properties.email, person.properties.age, toInt(person.properties.age) * 2, person.created_at, person.is_identified
--   FROM events
-- columns:
--   person.properties.email Nullable(String)
--   person.properties.age Nullable(String)
--   "toInt(person.properties.age) * 2" Nullable(Int64)
--   created_at Nullable(DateTime)
--   is_identified Nullable(Bool)
-- args: "email", "age", 2, 42
SELECT ("_t2"."properties" ->> $1::text) AS "person.properties.email", ("_t2"."properties" ->> $2::text) AS "person.properties.age", ((CASE WHEN ("_t2"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs((("_t2"."properties" ->> $2::text))::double precision) < 9223372036854775808 THEN (("_t2"."properties" ->> $2::text))::bigint END END) * $3::bigint) AS "toInt(person.properties.age) * 2", "_t2"."created_at" AS "created_at", "_t2"."is_identified" AS "is_identified"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $4::bigint))
WHERE ("_t1"."team_id" = $4::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT domain(properties.$current_url), path(properties.$current_url), domain(start_url) FROM events LEFT JOIN session_replay_events s ON s.session_id = events.$session_id
-- normalized:
--   SELECT domain(properties.$current_url), path(properties.$current_url), domain(start_url)
--   FROM events
--   LEFT JOIN session_replay_events AS s ON s.session_id = events.$session_id
-- columns:
--   domain(properties.$current_url) Nullable(String)
--   path(properties.$current_url) Nullable(String)
--   domain(start_url) Nullable(String)
-- args: "$current_url", 42
SELECT (SELECT CASE WHEN strpos(h, ':') > 0 THEN substr(h, 1, strpos(h, ':') - 1) ELSE h END
  FROM (SELECT CASE WHEN strpos(h0, '@') > 0 THEN substr(h0, strpos(h0, '@') + 1) ELSE h0 END AS h
    FROM (SELECT substr(r, 1, strpos(replace(replace(r, '?', '/'), '#', '/') || '/', '/') - 1) AS h0
      FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
        FROM (SELECT ("_t1"."properties" ->> $1::text) AS u) AS "_d1") AS "_d2") AS "_d3") AS "_d4") AS "domain(properties.$current_url)", (SELECT CASE WHEN strpos(r2, '/') > 0 THEN substr(r2, strpos(r2, '/')) ELSE '' END
  FROM (SELECT substr(r, 1, strpos(replace(r, '#', '?') || '?', '?') - 1) AS r2
    FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
      FROM (SELECT ("_t1"."properties" ->> $1::text) AS u) AS "_d1") AS "_d2") AS "_d3") AS "path(properties.$current_url)", (SELECT CASE WHEN strpos(h, ':') > 0 THEN substr(h, 1, strpos(h, ':') - 1) ELSE h END
  FROM (SELECT CASE WHEN strpos(h0, '@') > 0 THEN substr(h0, strpos(h0, '@') + 1) ELSE h0 END AS h
    FROM (SELECT substr(r, 1, strpos(replace(replace(r, '?', '/'), '#', '/') || '/', '/') - 1) AS h0
      FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
        FROM (SELECT "_t2"."start_url" AS u) AS "_d1") AS "_d2") AS "_d3") AS "_d4") AS "domain(start_url)"
FROM "events" AS "_t1"
LEFT JOIN "session_recordings" AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = $2::bigint))
WHERE ("_t1"."team_id" = $2::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT lower(event), upper(event), length(event), substring(event, 2, 3), replaceAll(event, 'a', 'A'), position(event, 'e'), startsWith(event, '$'), endsWith(event, 'view'), concat(event, ':', distinct_id) FROM events
-- normalized:
--   SELECT lower(event), upper(event), length(event), substring(event, 2, 3), replaceAll(event, 'a', 'A'), position(event, 'e'), startsWith(event, '$'), endsWith(event, 'view'), concat(event, ':', distinct_id)
--   FROM events
-- columns:
--   lower(event) String
--   upper(event) String
--   length(event) UInt64
--   "substring(event, 2, 3)" String
--   "replaceAll(event, 'a', 'A')" String
--   "position(event, 'e')" UInt64
--   "startsWith(event, '$')" Bool
--   "endsWith(event, 'view')" Bool
--   "concat(event, ':', distinct_id)" String
-- args: 2, 3, "a", "A", "e", "$", "view", ":", 42
SELECT lower("_t1"."event") AS "lower(event)", upper("_t1"."event") AS "upper(event)", length("_t1"."event") AS "length(event)", substr("_t1"."event", ($1::bigint)::integer, ($2::bigint)::integer) AS "substring(event, 2, 3)", burrow_replace("_t1"."event", $3::text, $4::text) AS "replaceAll(event, 'a', 'A')", strpos("_t1"."event", $5::text) AS "position(event, 'e')", (substr("_t1"."event", 1, length($6::text)) = $6::text) AS "startsWith(event, '$')", (length($7::text) <= length("_t1"."event") AND substr("_t1"."event", length("_t1"."event") - length($7::text) + 1) = $7::text) AS "endsWith(event, 'view')", burrow_cap(COALESCE("_t1"."event", '') || COALESCE($8::text, '') || COALESCE("_t1"."distinct_id", '')) AS "concat(event, ':', distinct_id)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $9::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT round(duration / 7, 2), round(activity_score), floor(duration / 7), ceil(duration / 7), abs(0 - duration), round(click_count, -1), duration / 0, click_count % 2 FROM session_replay_events
-- normalized:
--   SELECT round(duration / 7, 2), round(activity_score), floor(duration / 7), ceil(duration / 7), abs(0 - duration), round(click_count, -1), duration / 0, click_count % 2
--   FROM session_replay_events
-- columns:
--   "round(duration / 7, 2)" Nullable(Float64)
--   round(activity_score) Float64
--   "floor(duration / 7)" Nullable(Float64)
--   "ceil(duration / 7)" Nullable(Float64)
--   "abs(0 - duration)" Float64
--   "round(click_count, -1)" Float64
--   "duration / 0" Nullable(Float64)
--   "click_count % 2" Nullable(Int64)
-- args: 7, 100.0, 0, 10.0, 2, 42
SELECT (sign(("_t1"."duration" / $1::bigint) * $2::double precision) * floor(abs(("_t1"."duration" / $1::bigint) * $2::double precision) + 0.5) / $2::double precision) AS "round(duration / 7, 2)", (sign("_t1"."activity_score") * floor(abs("_t1"."activity_score") + 0.5)) AS "round(activity_score)", floor(("_t1"."duration" / $1::bigint)) AS "floor(duration / 7)", ceil(("_t1"."duration" / $1::bigint)) AS "ceil(duration / 7)", abs(($3::bigint - "_t1"."duration")) AS "abs(0 - duration)", (sign("_t1"."click_count" / $4::double precision) * floor(abs("_t1"."click_count" / $4::double precision) + 0.5) * $4::double precision) AS "round(click_count, -1)", ("_t1"."duration" / NULLIF($3::bigint, 0)) AS "duration / 0", ("_t1"."click_count" % $5::bigint) AS "click_count % 2"
FROM "session_recordings" AS "_t1"
WHERE ("_t1"."team_id" = $6::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT distinct_id, count() AS c, min(timestamp), max(timestamp), any(event) FROM events GROUP BY distinct_id HAVING c >= 1 ORDER BY c DESC, distinct_id
-- normalized:
--   SELECT distinct_id, count() AS c, min(timestamp), max(timestamp), any(event)
--   FROM events
--   GROUP BY distinct_id
--   HAVING c >= 1
--   ORDER BY c DESC, distinct_id
-- columns:
--   distinct_id String
--   c UInt64
--   min(timestamp) Nullable(DateTime)
--   max(timestamp) Nullable(DateTime)
--   any(event) Nullable(String)
-- args: 42, 1
SELECT "_t1"."distinct_id" AS "distinct_id", COUNT(*) AS "c", MIN("_t1"."timestamp") AS "min(timestamp)", MAX("_t1"."timestamp") AS "max(timestamp)", MIN("_t1"."event" COLLATE "C") AS "any(event)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t1"."distinct_id"
HAVING (COUNT(*) >= $2::bigint)
ORDER BY 2 DESC NULLS LAST, "_t1"."distinct_id" COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT event, countIf(person_id IS NULL), sumIf(toFloat(properties.price), properties.price IS NOT NULL), avgIf(toFloat(properties.$screen_width), event = '$pageview') FROM events GROUP BY event
-- normalized:
--   SELECT event, countIf(person_id IS NULL), sumIf(toFloat(properties.price), properties.price IS NOT NULL), avgIf(toFloat(properties.$screen_width), event = '$pageview')
--   FROM events
--   GROUP BY event
-- columns:
--   event String
--   "countIf(person_id IS NULL)" UInt64
--   "sumIf(toFloat(properties.price), properties.price IS NOT NULL)" Nullable(Float64)
--   "avgIf(toFloat(properties.$screen_width), event = '$pageview')" Nullable(Float64)
-- args: "price", "$screen_width", "$pageview", 42
SELECT "_t1"."event" AS "event", COUNT(*) FILTER (WHERE ("_t2"."uuid" IS NULL)) AS "countIf(person_id IS NULL)", SUM((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END)) FILTER (WHERE (("_t1"."properties" ->> $1::text) IS NOT NULL)) AS "_c3", AVG((CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END)) FILTER (WHERE ("_t1"."event" = $3::text)) AS "_c4"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $4::bigint))
WHERE ("_t1"."team_id" = $4::bigint)
GROUP BY "_t1"."event"
LIMIT 101

-- ====
-- source:
--   SELECT e.event, p.properties.name, count() FROM events e LEFT JOIN persons p ON p.id = e.person_id GROUP BY e.event, p.properties.name
-- normalized:
--   SELECT e.event, p.properties.name, count()
--   FROM events AS e
--   LEFT JOIN persons AS p ON p.id = e.person_id
--   GROUP BY e.event, p.properties.name
-- columns: event String, p.properties.name Nullable(String), count() UInt64
-- args: "name", 42
SELECT "_t1"."event" AS "event", ("_t2"."properties" ->> $1::text) AS "p.properties.name", COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = $2::bigint))
LEFT JOIN "persons" AS "_t2" ON (("_t2"."uuid" = "_t3"."uuid") AND ("_t2"."team_id" = $2::bigint))
WHERE ("_t1"."team_id" = $2::bigint)
GROUP BY "_t1"."event", ("_t2"."properties" ->> $1::text)
LIMIT 101

-- ====
-- source:
--   SELECT p.properties.name, count(e.uuid) FROM persons p LEFT JOIN events e ON e.person_id = p.id AND e.event = '$pageview' GROUP BY p.properties.name
-- normalized:
--   SELECT p.properties.name, count(e.uuid)
--   FROM persons AS p
--   LEFT JOIN events AS e ON e.person_id = p.id AND e.event = '$pageview'
--   GROUP BY p.properties.name
-- columns: p.properties.name Nullable(String), count(e.uuid) UInt64
-- args: "name", 42, "$pageview"
SELECT ("_t1"."properties" ->> $1::text) AS "p.properties.name", COUNT("_t2"."uuid") AS "count(e.uuid)"
FROM "persons" AS "_t1"
LEFT JOIN ("events" AS "_t2"
  LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = $2::bigint))) ON ((("_t3"."uuid" = "_t1"."uuid") AND ("_t2"."event" = $3::text)) AND ("_t2"."team_id" = $2::bigint))
WHERE ("_t1"."team_id" = $2::bigint)
GROUP BY ("_t1"."properties" ->> $1::text)
LIMIT 101

-- ====
-- source:
--   SELECT distinct_id, row_number() OVER (ORDER BY timestamp DESC) AS rn, lag(timestamp, 2) OVER (PARTITION BY event ORDER BY timestamp) AS prev2, last_value(event) OVER (ORDER BY timestamp ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) AS lv FROM events ORDER BY rn
-- normalized:
--   SELECT distinct_id, row_number() OVER (ORDER BY timestamp DESC) AS rn, lag(timestamp, 2) OVER (PARTITION BY event
--     ORDER BY timestamp) AS prev2, last_value(event) OVER (ORDER BY timestamp ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) AS lv
--   FROM events
--   ORDER BY rn
-- columns: distinct_id String, rn UInt64, prev2 Nullable(DateTime), lv Nullable(String)
-- args: 42
SELECT "_t1"."distinct_id" AS "distinct_id", row_number() OVER (ORDER BY "_t1"."timestamp" DESC NULLS LAST) AS "rn", lag("_t1"."timestamp", 2) OVER (PARTITION BY "_t1"."event"
  ORDER BY "_t1"."timestamp" NULLS LAST) AS "prev2", last_value("_t1"."event") OVER (ORDER BY "_t1"."timestamp" NULLS LAST ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) AS "lv"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY 2 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT event, avg(toFloat(properties.$screen_width)) OVER (PARTITION BY event) FROM events
-- normalized: SELECT event, avg(toFloat(properties.$screen_width)) OVER (PARTITION BY event) FROM events
-- columns:
--   event String
--   "avg(toFloat(properties.$screen_width)) OVER (PARTITION BY event)" Nullable(Float64)
-- args: "$screen_width", 42
SELECT "_t1"."event" AS "event", AVG((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END)) OVER (PARTITION BY "_t1"."event") AS "_c2"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
LIMIT 101

-- ====
-- source:
--   WITH daily AS (SELECT toDate(timestamp) AS d, count() AS c FROM events GROUP BY d) SELECT d, c, sum(c) OVER (ORDER BY d) FROM daily ORDER BY d
-- normalized:
--   WITH daily AS (SELECT toDate(timestamp) AS d, count() AS c
--     FROM events
--     GROUP BY d)
--   SELECT d, c, sum(c) OVER (ORDER BY d)
--   FROM daily
--   ORDER BY d
-- columns: d Date, c UInt64, "sum(c) OVER (ORDER BY d)" Nullable(UInt64)
-- args: 42
WITH "_c1" AS (SELECT ("_t1"."timestamp")::date AS "d", COUNT(*) AS "c"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = $1::bigint)
  GROUP BY 1)
SELECT "_t2"."d" AS "d", "_t2"."c" AS "c", SUM("_t2"."c") OVER (ORDER BY "_t2"."d" NULLS LAST) AS "sum(c) OVER (ORDER BY d)"
FROM "_c1" AS "_t2"
ORDER BY "_t2"."d" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT * FROM (SELECT distinct_id, count() AS n FROM events GROUP BY distinct_id) WHERE n > 1
-- normalized:
--   SELECT *
--   FROM (SELECT distinct_id, count() AS n
--     FROM events
--     GROUP BY distinct_id)
--   WHERE n > 1
-- columns: distinct_id String, n UInt64
-- args: 42, 1
SELECT "_t2"."distinct_id" AS "distinct_id", "_t2"."n" AS "n"
FROM (SELECT "_t1"."distinct_id" AS "distinct_id", COUNT(*) AS "n"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = $1::bigint)
  GROUP BY "_t1"."distinct_id") AS "_t2"
WHERE ("_t2"."n" > $2::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT event FROM events UNION ALL SELECT session_id FROM sessions UNION ALL SELECT type FROM plugin_log_entries
-- normalized:
--   SELECT event
--   FROM events
--   UNION ALL
--   SELECT session_id
--   FROM sessions
--   UNION ALL
--   SELECT type
--   FROM plugin_log_entries
-- columns: event String
-- args: 42
SELECT "_t1"."event" AS "event"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
UNION ALL
SELECT "_t2"."session_id" AS "session_id"
FROM "sessions" AS "_t2"
WHERE ("_t2"."team_id" = $1::bigint)
UNION ALL
SELECT "_t3"."type" AS "type"
FROM "plugin_log_entries" AS "_t3"
WHERE ("_t3"."team_id" = $1::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT timestamp FROM events UNION ALL SELECT toDate(start_time) FROM session_replay_events ORDER BY 1
-- normalized:
--   SELECT timestamp
--   FROM events
--   UNION ALL
--   SELECT toDate(start_time)
--   FROM session_replay_events
--   ORDER BY 1
-- columns: timestamp DateTime
-- args: 42
SELECT "_t1"."timestamp" AS "timestamp"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
UNION ALL
SELECT (("_t2"."start_time")::date)::timestamptz AS "toDate(start_time)"
FROM "session_recordings" AS "_t2"
WHERE ("_t2"."team_id" = $1::bigint)
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT if(is_identified, 'yes', 'no'), multiIf(properties.age > 28, 'old', properties.age > 0, 'young', 'unknown') FROM persons
-- normalized:
--   SELECT if(is_identified, 'yes', 'no'), multiIf(properties.age > 28, 'old', properties.age > 0, 'young', 'unknown')
--   FROM persons
-- columns:
--   "if(is_identified, 'yes', 'no')" String
--   "multiIf(properties.age > 28, 'old', properties.age > 0, 'young', 'unknown')" String
-- args: "yes", "no", "age", 28, "old", 0, "young", "unknown", 42
SELECT CASE WHEN "_t1"."is_identified" THEN $1::text ELSE $2::text END AS "if(is_identified, 'yes', 'no')", CASE WHEN ((CASE WHEN ("_t1"."properties" ->> $3::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $3::text))::double precision END) > $4::bigint) THEN $5::text WHEN ((CASE WHEN ("_t1"."properties" ->> $3::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $3::text))::double precision END) > $6::bigint) THEN $7::text ELSE $8::text END AS "_c2"
FROM "persons" AS "_t1"
WHERE ("_t1"."team_id" = $9::bigint)
LIMIT 101

-- ====
-- source: SELECT CASE WHEN duration > 100 THEN duration ELSE click_count END FROM session_replay_events
-- normalized:
--   SELECT CASE WHEN duration > 100 THEN duration ELSE click_count END
--   FROM session_replay_events
-- columns: "CASE WHEN duration > 100 THEN duration ELSE click_count END" Float64
-- args: 100, 42
SELECT CASE WHEN ("_t1"."duration" > $1::bigint) THEN "_t1"."duration" ELSE "_t1"."click_count" END AS "CASE WHEN duration > 100 THEN duration ELSE click_count END"
FROM "session_recordings" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
LIMIT 101

-- ====
-- source: SELECT coalesce(properties.$browser, properties.plan, 'none') FROM events
-- normalized: SELECT coalesce(properties.$browser, properties.plan, 'none') FROM events
-- columns: "coalesce(properties.$browser, properties.plan, 'none')" String
-- args: "$browser", "plan", "none", 42
SELECT COALESCE(("_t1"."properties" ->> $1::text), ("_t1"."properties" ->> $2::text), $3::text) AS "coalesce(properties.$browser, properties.plan, 'none')"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $4::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT count() FROM events WHERE timestamp > now() - INTERVAL 10 YEAR AND timestamp < today() + INTERVAL 10 YEAR
-- normalized:
--   SELECT count()
--   FROM events
--   WHERE timestamp > now() - INTERVAL 10 YEAR AND timestamp < today() + INTERVAL 10 YEAR
-- columns: count() UInt64
-- args: 42, -10, 10
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t1"."timestamp" > ((date_trunc('second', now())) + ($2::bigint) * INTERVAL '1 year')) AND ("_t1"."timestamp" < (((CURRENT_DATE) + ($3::bigint) * INTERVAL '1 year')::date)::timestamptz)))
LIMIT 101

-- ====
-- source:
--   SELECT count() FROM events WHERE toDate(timestamp) = '2026-01-05' OR toDate(timestamp) BETWEEN '2026-01-07' AND '2026-01-08'
-- normalized:
--   SELECT count()
--   FROM events
--   WHERE toDate(timestamp) = '2026-01-05' OR toDate(timestamp) BETWEEN '2026-01-07' AND '2026-01-08'
-- columns: count() UInt64
-- args: 42, "2026-01-05", "2026-01-07", "2026-01-08"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ((("_t1"."timestamp")::date = $2::date) OR (("_t1"."timestamp")::date BETWEEN ($3::date) AND ($4::date))))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE distinct_id LIKE 'd_' OR distinct_id ILIKE 'ANON'
-- normalized: SELECT count() FROM events WHERE distinct_id LIKE 'd_' OR distinct_id ILIKE 'ANON'
-- columns: count() UInt64
-- args: 42, "d_", "ANON"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ((burrow_cap("_t1"."distinct_id") LIKE $2::text) OR (burrow_cap("_t1"."distinct_id") ILIKE $3::text)))
LIMIT 101

-- ====
-- source: SELECT DISTINCT person_id FROM events ORDER BY person_id NULLS FIRST
-- normalized: SELECT DISTINCT person_id FROM events ORDER BY person_id NULLS FIRST
-- columns: person_id Nullable(String)
-- args: 42
SELECT *
FROM (SELECT DISTINCT "_t2"."uuid" AS "person_id"
  FROM "events" AS "_t1"
  LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $1::bigint))
  WHERE ("_t1"."team_id" = $1::bigint)) AS "_o1"
ORDER BY "_o1"."person_id" COLLATE "C" NULLS FIRST
LIMIT 101

-- ====
-- source: SELECT event, timestamp FROM events ORDER BY event DESC, timestamp LIMIT 3 OFFSET 2
-- normalized: SELECT event, timestamp FROM events ORDER BY event DESC, timestamp LIMIT 3 OFFSET 2
-- columns: event String, timestamp DateTime
-- args: 42
SELECT "_t1"."event" AS "event", "_t1"."timestamp" AS "timestamp"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."event" COLLATE "C" DESC NULLS LAST, "_t1"."timestamp" NULLS LAST
LIMIT 3 OFFSET 2

-- ====
-- source: SELECT toString(1.0 / 3), toString(0.1 + 0.2), toString(100), toString(-2.5), toString(1e14)
-- normalized:
--   SELECT toString(1.0 / 3), toString(0.1 + 0.2), toString(100), toString(-2.5), toString(1e+14)
-- columns:
--   "toString(1.0 / 3)" Nullable(String)
--   "toString(0.1 + 0.2)" String
--   toString(100) String
--   toString(-2.5) String
--   toString(1e+14) String
-- args: 1.0, 3, 0.1, 0.2, 100, -2.5, 1e+14
SELECT ((($1::double precision / $2::bigint))::numeric)::text AS "toString(1.0 / 3)", ((($3::double precision + $4::double precision))::numeric)::text AS "toString(0.1 + 0.2)", ($5::bigint)::text AS "toString(100)", (($6::double precision)::numeric)::text AS "toString(-2.5)", (($7::double precision)::numeric)::text AS "toString(1e+14)"
LIMIT 101

-- ====
-- source:
--   SELECT toInt('12'), toInt(' -3 '), toInt('1.5'), toFloat('1e3'), toFloat('.5'), toFloat('-0.25'), toDate('2026-02-03'), toDateTime('2026-02-03 04:05:06')
-- normalized:
--   SELECT toInt('12'), toInt(' -3 '), toInt('1.5'), toFloat('1e3'), toFloat('.5'), toFloat('-0.25'), toDate('2026-02-03'), toDateTime('2026-02-03 04:05:06')
-- columns:
--   toInt('12') Int64
--   "toInt(' -3 ')" Int64
--   toInt('1.5') Nullable(Int64)
--   toFloat('1e3') Float64
--   toFloat('.5') Float64
--   toFloat('-0.25') Float64
--   toDate('2026-02-03') Date
--   "toDateTime('2026-02-03 04:05:06')" DateTime
-- args: 12, -3, 1.5, 1000.0, 0.5, -0.25, "2026-02-03", "2026-02-03 04:05:06+00:00"
SELECT $1::bigint AS "toInt('12')", $2::bigint AS "toInt(' -3 ')", (CASE WHEN abs($3::double precision) < 9223372036854775808 THEN trunc($3::double precision)::bigint END) AS "toInt('1.5')", $4::double precision AS "toFloat('1e3')", $5::double precision AS "toFloat('.5')", $6::double precision AS "toFloat('-0.25')", $7::date AS "toDate('2026-02-03')", $8::timestamptz AS "toDateTime('2026-02-03 04:05:06')"
LIMIT 101

-- ====
-- source: SELECT 'a' < 'B', 'Z' < 'a', min(event), max(event) FROM events
-- normalized: SELECT 'a' < 'B', 'Z' < 'a', min(event), max(event) FROM events
-- columns: "'a' < 'B'" Bool, "'Z' < 'a'" Bool, min(event) Nullable(String), max(event) Nullable(String)
-- args: "a", "B", "Z", 42
SELECT ($1::text < $2::text COLLATE "C") AS "'a' < 'B'", ($3::text < $1::text COLLATE "C") AS "'Z' < 'a'", MIN("_t1"."event" COLLATE "C") AS "min(event)", MAX("_t1"."event" COLLATE "C") AS "max(event)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $4::bigint)
LIMIT 101

-- ====
-- source: SELECT properties.note, properties['note'] LIKE '%\%%' FROM events
-- normalized: SELECT properties.note, properties['note'] LIKE '%\\%%' FROM events
-- columns: properties.note Nullable(String), "properties['note'] LIKE '%\\\\%%'" Nullable(Bool)
-- args: "note", "%\\%%", 42
SELECT ("_t1"."properties" ->> $1::text) AS "properties.note", (burrow_cap(("_t1"."properties" ->> $1::text)) LIKE $2::text) AS "properties['note'] LIKE '%\\%%'"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $3::bigint)
LIMIT 101

-- ====
-- source: SELECT sum(duration), avg(click_count), sum(click_count) / count() FROM session_replay_events
-- normalized:
--   SELECT sum(duration), avg(click_count), sum(click_count) / count()
--   FROM session_replay_events
-- columns:
--   sum(duration) Nullable(Float64)
--   avg(click_count) Nullable(Float64)
--   "sum(click_count) / count()" Nullable(Float64)
-- args: 42
SELECT SUM("_t1"."duration") AS "sum(duration)", AVG("_t1"."click_count") AS "avg(click_count)", ((SUM("_t1"."click_count"))::double precision / NULLIF(COUNT(*), 0)) AS "sum(click_count) / count()"
FROM "session_recordings" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT countIf(event = '$pageview') AS views, countIf(event = 'signup') AS signups, countIf(event = 'purchase') AS purchases FROM events
-- normalized:
--   SELECT countIf(event = '$pageview') AS views, countIf(event = 'signup') AS signups, countIf(event = 'purchase') AS purchases
--   FROM events
-- columns: views UInt64, signups UInt64, purchases UInt64
-- args: "$pageview", "signup", "purchase", 42
SELECT COUNT(*) FILTER (WHERE ("_t1"."event" = $1::text)) AS "views", COUNT(*) FILTER (WHERE ("_t1"."event" = $2::text)) AS "signups", COUNT(*) FILTER (WHERE ("_t1"."event" = $3::text)) AS "purchases"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $4::bigint)
LIMIT 101

-- ====
-- source:
--   SELECT person_id, dateDiff('day', min(timestamp), max(timestamp)) AS span FROM events GROUP BY person_id ORDER BY span DESC, person_id NULLS FIRST
-- normalized:
--   SELECT person_id, dateDiff('day', min(timestamp), max(timestamp)) AS span
--   FROM events
--   GROUP BY person_id
--   ORDER BY span DESC, person_id NULLS FIRST
-- columns: person_id Nullable(String), span Nullable(Int64)
-- args: 42
SELECT "_t2"."uuid" AS "person_id", (floor(extract(epoch
      FROM MAX("_t1"."timestamp")) / 86400) - floor(extract(epoch
      FROM MIN("_t1"."timestamp")) / 86400))::bigint AS "span"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $1::bigint))
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t2"."uuid"
ORDER BY 2 DESC NULLS LAST, "_t2"."uuid" COLLATE "C" NULLS FIRST
LIMIT 101

-- ====
-- source:
--   SELECT domain(properties.$current_url) AS d, path(properties.$current_url) AS p, count() AS c FROM events WHERE event = '$pageview' GROUP BY d, p ORDER BY c DESC, d, p
-- normalized:
--   SELECT domain(properties.$current_url) AS d, path(properties.$current_url) AS p, count() AS c
--   FROM events
--   WHERE event = '$pageview'
--   GROUP BY d, p
--   ORDER BY c DESC, d, p
-- columns: d Nullable(String), p Nullable(String), c UInt64
-- args: "$current_url", 42, "$pageview"
SELECT (SELECT CASE WHEN strpos(h, ':') > 0 THEN substr(h, 1, strpos(h, ':') - 1) ELSE h END
  FROM (SELECT CASE WHEN strpos(h0, '@') > 0 THEN substr(h0, strpos(h0, '@') + 1) ELSE h0 END AS h
    FROM (SELECT substr(r, 1, strpos(replace(replace(r, '?', '/'), '#', '/') || '/', '/') - 1) AS h0
      FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
        FROM (SELECT ("_t1"."properties" ->> $1::text) AS u) AS "_d1") AS "_d2") AS "_d3") AS "_d4") AS "d", (SELECT CASE WHEN strpos(r2, '/') > 0 THEN substr(r2, strpos(r2, '/')) ELSE '' END
  FROM (SELECT substr(r, 1, strpos(replace(r, '#', '?') || '?', '?') - 1) AS r2
    FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
      FROM (SELECT ("_t1"."properties" ->> $1::text) AS u) AS "_d1") AS "_d2") AS "_d3") AS "p", COUNT(*) AS "c"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."event" = $3::text))
GROUP BY 1, 2
ORDER BY 3 DESC NULLS LAST, (SELECT CASE WHEN strpos(h, ':') > 0 THEN substr(h, 1, strpos(h, ':') - 1) ELSE h END
  FROM (SELECT CASE WHEN strpos(h0, '@') > 0 THEN substr(h0, strpos(h0, '@') + 1) ELSE h0 END AS h
    FROM (SELECT substr(r, 1, strpos(replace(replace(r, '?', '/'), '#', '/') || '/', '/') - 1) AS h0
      FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
        FROM (SELECT ("_t1"."properties" ->> $1::text) AS u) AS "_d1") AS "_d2") AS "_d3") AS "_d4") COLLATE "C" NULLS LAST, (SELECT CASE WHEN strpos(r2, '/') > 0 THEN substr(r2, strpos(r2, '/')) ELSE '' END
  FROM (SELECT substr(r, 1, strpos(replace(r, '#', '?') || '?', '?') - 1) AS r2
    FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
      FROM (SELECT ("_t1"."properties" ->> $1::text) AS u) AS "_d1") AS "_d2") AS "_d3") COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT toStartOfDay(timestamp) AS day, uniq(distinct_id) AS u FROM events GROUP BY day ORDER BY day DESC
-- normalized:
--   SELECT toStartOfDay(timestamp) AS day, uniq(distinct_id) AS u
--   FROM events
--   GROUP BY day
--   ORDER BY day DESC
-- columns: day DateTime, u UInt64
-- args: 42
SELECT date_trunc('day', "_t1"."timestamp") AS "day", COUNT(DISTINCT "_t1"."distinct_id") AS "u"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY 1
ORDER BY 1 DESC NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT person.properties.plan AS plan, count() FROM events GROUP BY plan ORDER BY plan NULLS FIRST
-- normalized:
--   SELECT person.properties.plan AS plan, count()
--   FROM events
--   GROUP BY plan
--   ORDER BY plan NULLS FIRST
-- columns: plan Nullable(String), count() UInt64
-- args: "plan", 42
SELECT ("_t2"."properties" ->> $1::text) AS "plan", COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $2::bigint))
WHERE ("_t1"."team_id" = $2::bigint)
GROUP BY 1
ORDER BY ("_t2"."properties" ->> $1::text) COLLATE "C" NULLS FIRST
LIMIT 101

-- ====
-- source:
--   SELECT properties['$browser'] AS b, count(DISTINCT person_id) FROM events GROUP BY b ORDER BY 2 DESC, b
-- normalized:
--   SELECT properties['$browser'] AS b, count(DISTINCT person_id)
--   FROM events
--   GROUP BY b
--   ORDER BY 2 DESC, b
-- columns: b Nullable(String), "count(DISTINCT person_id)" UInt64
-- args: "$browser", 42
SELECT ("_t1"."properties" ->> $1::text) AS "b", COUNT(DISTINCT "_t2"."uuid") AS "count(DISTINCT person_id)"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $2::bigint))
WHERE ("_t1"."team_id" = $2::bigint)
GROUP BY 1
ORDER BY 2 DESC NULLS LAST, ("_t1"."properties" ->> $1::text) COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE timestamp > now() - interval 7 day
-- normalized: SELECT count() FROM events WHERE timestamp > now() - INTERVAL 7 DAY
-- columns: count() UInt64
-- args: 42, -7
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."timestamp" > ((date_trunc('second', now())) + ($2::bigint) * INTERVAL '1 day')))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE toDate(timestamp) = today()
-- normalized: SELECT count() FROM events WHERE toDate(timestamp) = today()
-- columns: count() UInt64
-- args: 42
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t1"."timestamp")::date = CURRENT_DATE))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE properties.$current_url ilike '%PRICING%'
-- normalized: SELECT count() FROM events WHERE properties.$current_url ILIKE '%PRICING%'
-- columns: count() UInt64
-- args: 42, "$current_url", "%PRICING%"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (burrow_cap(("_t1"."properties" ->> $2::text)) ILIKE $3::text))
LIMIT 101

-- ====
-- source:
--   SELECT multiIf(properties.price > 50, 'big', properties.price > 20, 'mid', properties.price IS NULL, 'none', 'small') AS k, count() FROM events GROUP BY k ORDER BY k
-- normalized:
--   SELECT multiIf(properties.price > 50, 'big', properties.price > 20, 'mid', properties.price IS NULL, 'none', 'small') AS k, count()
--   FROM events
--   GROUP BY k
--   ORDER BY k
-- columns: k String, count() UInt64
-- args: "price", 50, "big", 20, "mid", "none", "small", 42
SELECT CASE WHEN ((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END) > $2::bigint) THEN $3::text WHEN ((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END) > $4::bigint) THEN $5::text WHEN (("_t1"."properties" ->> $1::text) IS NULL) THEN $6::text ELSE $7::text END AS "k", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $8::bigint)
GROUP BY 1
ORDER BY CASE WHEN ((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END) > $2::bigint) THEN $3::text WHEN ((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END) > $4::bigint) THEN $5::text WHEN (("_t1"."properties" ->> $1::text) IS NULL) THEN $6::text ELSE $7::text END COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT formatDateTime(timestamp, '%Y-%m-%d %H:%i') FROM events ORDER BY timestamp
-- normalized: SELECT formatDateTime(timestamp, '%Y-%m-%d %H:%i') FROM events ORDER BY timestamp
-- columns: "formatDateTime(timestamp, '%Y-%m-%d %H:%i')" String
-- args: "-", " ", ":", 42
SELECT ((to_char("_t1"."timestamp", 'YYYY')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $1::text END) || (to_char("_t1"."timestamp", 'MM')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $1::text END) || (to_char("_t1"."timestamp", 'DD')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $2::text END) || (to_char("_t1"."timestamp", 'HH24')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $3::text END) || (to_char("_t1"."timestamp", 'MI'))) AS "formatDateTime(timestamp, '%Y-%m-%d %H:%i')"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $4::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT count() FROM events WHERE properties.nonexistent IS NULL AND properties.nested.a.b IS NOT NULL
-- normalized:
--   SELECT count()
--   FROM events
--   WHERE properties.nonexistent IS NULL AND properties.nested.a.b IS NOT NULL
-- columns: count() UInt64
-- args: 42, "nonexistent", "nested", "a", "b"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ((("_t1"."properties" ->> $2::text) IS NULL) AND (("_t1"."properties" -> $3::text -> $4::text ->> $5::text) IS NOT NULL)))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE properties.price > 50
-- normalized: SELECT count() FROM events WHERE properties.price > 50
-- columns: count() UInt64
-- args: 42, "price", 50
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ((CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END) > $3::bigint))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE properties.price >= 19.9 AND properties.price < 50
-- normalized: SELECT count() FROM events WHERE properties.price >= 19.9 AND properties.price < 50
-- columns: count() UInt64
-- args: 42, "price", 19.9, 50
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (((CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END) >= $3::double precision) AND ((CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END) < $4::bigint)))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE properties.price = 100 OR properties.price IN (49.5)
-- normalized: SELECT count() FROM events WHERE properties.price = 100 OR properties.price IN (49.5)
-- columns: count() UInt64
-- args: 42, "price", 100, 49.5
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (((CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END) = $3::bigint) OR ((CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END) IN ($4::double precision))))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE properties.$screen_width > 1300
-- normalized: SELECT count() FROM events WHERE properties.$screen_width > 1300
-- columns: count() UInt64
-- args: 42, "$screen_width", 1300
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ((CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END) > $3::bigint))
LIMIT 101

-- ====
-- source: SELECT count() FROM events WHERE properties.is_cool = true
-- normalized: SELECT count() FROM events WHERE properties.is_cool = TRUE
-- columns: count() UInt64
-- args: 42, "is_cool"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t1"."properties" ->> $2::text) = (CASE WHEN TRUE THEN 'true' WHEN NOT TRUE THEN 'false' END)))
LIMIT 101

-- ====
-- source:
--   SELECT uuid, properties.$screen_width + 1, toFloat(properties.price) * 2 FROM events ORDER BY uuid
-- normalized:
--   SELECT uuid, properties.$screen_width + 1, toFloat(properties.price) * 2
--   FROM events
--   ORDER BY uuid
-- columns:
--   uuid String
--   "properties.$screen_width + 1" Nullable(Float64)
--   "toFloat(properties.price) * 2" Nullable(Float64)
-- args: "$screen_width", 1, "price", 2, 42
SELECT "_t1"."uuid" AS "uuid", ((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END) + $2::bigint) AS "properties.$screen_width + 1", ((CASE WHEN ("_t1"."properties" ->> $3::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $3::text))::double precision END) * $4::bigint) AS "toFloat(properties.price) * 2"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $5::bigint)
ORDER BY "_t1"."uuid" COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT person.properties.plan, sumIf(toFloat(properties.price), event = 'purchase') AS rev FROM events GROUP BY 1 ORDER BY rev DESC NULLS LAST, 1 NULLS FIRST
-- normalized:
--   SELECT person.properties.plan, sumIf(toFloat(properties.price), event = 'purchase') AS rev
--   FROM events
--   GROUP BY 1
--   ORDER BY rev DESC NULLS LAST, 1 NULLS FIRST
-- columns: person.properties.plan Nullable(String), rev Nullable(Float64)
-- args: "plan", "price", "purchase", 42
SELECT ("_t2"."properties" ->> $1::text) AS "person.properties.plan", SUM((CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END)) FILTER (WHERE ("_t1"."event" = $3::text)) AS "rev"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $4::bigint))
WHERE ("_t1"."team_id" = $4::bigint)
GROUP BY 1
ORDER BY 2 DESC NULLS LAST, ("_t2"."properties" ->> $1::text) COLLATE "C" NULLS FIRST
LIMIT 101

-- ====
-- source:
--   SELECT toStartOfWeek(timestamp) AS w, toStartOfMonth(timestamp) AS m, count() FROM events GROUP BY w, m ORDER BY w
-- normalized:
--   SELECT toStartOfWeek(timestamp) AS w, toStartOfMonth(timestamp) AS m, count()
--   FROM events
--   GROUP BY w, m
--   ORDER BY w
-- columns: w Date, m Date, count() UInt64
-- args: 42
SELECT (date_trunc('week', "_t1"."timestamp" + INTERVAL '1 day') - INTERVAL '1 day')::date AS "w", (date_trunc('month', "_t1"."timestamp"))::date AS "m", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY 1, 2
ORDER BY 1 NULLS LAST
LIMIT 101

-- ====
-- source:
--   SELECT uniq(person_id) FROM events WHERE event = 'purchase' AND person_id IN (SELECT person_id FROM events WHERE event = '$pageview')
-- normalized:
--   SELECT uniq(person_id)
--   FROM events
--   WHERE event = 'purchase' AND person_id IN (SELECT person_id
--     FROM events
--     WHERE event = '$pageview')
-- columns: uniq(person_id) UInt64
-- args: 42, "purchase", "$pageview"
SELECT COUNT(DISTINCT "_t2"."uuid") AS "uniq(person_id)"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t1"."event" = $2::text) AND ("_t2"."uuid" IN (SELECT "_t4"."uuid" AS "person_id"
        FROM "events" AS "_t3"
        LEFT JOIN "persons" AS "_t4" ON (("_t4"."id" = "_t3"."person_id") AND ("_t4"."team_id" = $1::bigint))
        WHERE (("_t3"."team_id" = $1::bigint) AND ("_t3"."event" = $3::text))))))
LIMIT 101

-- ====
-- source:
--   SELECT count() FROM events e JOIN persons p ON p.id = e.person_id WHERE p.properties.plan = 'pro'
-- normalized:
--   SELECT count()
--   FROM events AS e
--   JOIN persons AS p ON p.id = e.person_id
--   WHERE p.properties.plan = 'pro'
-- columns: count() UInt64
-- args: 42, "plan", "pro"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = $1::bigint))
JOIN "persons" AS "_t2" ON (("_t2"."uuid" = "_t3"."uuid") AND ("_t2"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t2"."properties" ->> $2::text) = $3::text))
LIMIT 101

-- ====
-- source: SELECT properties.$browser AS b, count() FROM events WHERE b LIKE 'Chr%' GROUP BY b
-- normalized: SELECT properties.$browser AS b, count() FROM events WHERE b LIKE 'Chr%' GROUP BY b
-- columns: b Nullable(String), count() UInt64
-- args: "$browser", 42, "Chr%"
SELECT ("_t1"."properties" ->> $1::text) AS "b", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND (burrow_cap(("_t1"."properties" ->> $1::text)) LIKE $3::text))
GROUP BY 1
LIMIT 101

-- ====
-- source:
--   SELECT distinct_id, count() AS c, row_number() OVER (ORDER BY count() DESC, distinct_id) AS rn FROM events GROUP BY distinct_id ORDER BY rn
-- normalized:
--   SELECT distinct_id, count() AS c, row_number() OVER (ORDER BY count() DESC, distinct_id) AS rn
--   FROM events
--   GROUP BY distinct_id
--   ORDER BY rn
-- columns: distinct_id String, c UInt64, rn UInt64
-- args: 42
SELECT "_t1"."distinct_id" AS "distinct_id", COUNT(*) AS "c", row_number() OVER (ORDER BY COUNT(*) DESC NULLS LAST, "_t1"."distinct_id" COLLATE "C" NULLS LAST) AS "rn"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t1"."distinct_id"
ORDER BY 3 NULLS LAST
LIMIT 101

-- ====
-- source: SELECT DISTINCT event FROM events ORDER BY event
-- normalized: SELECT DISTINCT event FROM events ORDER BY event
-- columns: event String
-- args: 42
SELECT *
FROM (SELECT DISTINCT "_t1"."event" AS "event"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = $1::bigint)) AS "_o1"
ORDER BY "_o1"."event" COLLATE "C" NULLS LAST
LIMIT 101

-- ====
-- source: SELECT event FROM events GROUP BY event ORDER BY count() DESC, event LIMIT 1
-- normalized: SELECT event FROM events GROUP BY event ORDER BY count() DESC, event LIMIT 1
-- columns: event String
-- args: 42
SELECT "_t1"."event" AS "event"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t1"."event"
ORDER BY COUNT(*) DESC NULLS LAST, "_t1"."event" COLLATE "C" NULLS LAST
LIMIT 1

-- ====
-- source:
--   SELECT toInt('99999999999999999999'), toInt(1e30), toInt(toFloat(properties.price) * 1e20) FROM events
-- normalized:
--   SELECT toInt('99999999999999999999'), toInt(1e+30), toInt(toFloat(properties.price) * 1e+20)
--   FROM events
-- columns:
--   toInt('99999999999999999999') Nullable(Int64)
--   toInt(1e+30) Nullable(Int64)
--   "toInt(toFloat(properties.price) * 1e+20)" Nullable(Int64)
-- args: 1e+20, 1e+30, "price", 42
SELECT (CASE WHEN abs($1::double precision) < 9223372036854775808 THEN trunc($1::double precision)::bigint END) AS "toInt('99999999999999999999')", (CASE WHEN abs($2::double precision) < 9223372036854775808 THEN trunc($2::double precision)::bigint END) AS "toInt(1e+30)", (CASE WHEN abs(((CASE WHEN ("_t1"."properties" ->> $3::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $3::text))::double precision END) * $1::double precision)) < 9223372036854775808 THEN trunc(((CASE WHEN ("_t1"."properties" ->> $3::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $3::text))::double precision END) * $1::double precision))::bigint END) AS "toInt(toFloat(properties.price) * 1e+20)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $4::bigint)
LIMIT 101

-- ====
-- source: SELECT properties['a"b'], properties['a\b'] FROM events
-- normalized: SELECT properties['a"b'], properties['a\x08'] FROM events
-- columns: "properties['a\"b']" Nullable(String), properties['a\x08'] Nullable(String)
-- args: "a\"b", "a\b", 42
SELECT ("_t1"."properties" ->> $1::text) AS "properties['a""b']", ("_t1"."properties" ->> $2::text) AS "properties['a\x08']"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $3::bigint)
LIMIT 101
