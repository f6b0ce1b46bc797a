-- Golden file of hogql's TestGoldenPrint (hogql/golden_test.go): the statements of hogqltest.Differential,
-- printed for clickhouse with TeamID 42. Regenerate with: go test ./hogql/ -run TestGoldenPrint -update

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
SELECT "_t1"."uuid" AS "uuid", groupArray("_t1"."event") OVER (ORDER BY "_t1"."timestamp" NULLS LAST, "_t1"."uuid" NULLS LAST ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) AS "_c2"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST, "_t1"."uuid" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT "_t1"."uuid" AS "uuid", groupArray("_t1"."distinct_id") OVER (PARTITION BY "_t1"."event"
  ORDER BY "_t1"."timestamp" NULLS LAST, "_t1"."uuid" NULLS LAST) AS "groupArray(distinct_id) OVER w", count(*) OVER (PARTITION BY "_t1"."event"
  ORDER BY "_t1"."timestamp" NULLS LAST, "_t1"."uuid" NULLS LAST) AS "count() OVER w"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST, "_t1"."uuid" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT "_t1"."uuid" AS "uuid", groupArray("_t1"."event") FILTER (WHERE ("_t1"."event" <> {p1:String})) OVER (ORDER BY "_t1"."timestamp" NULLS LAST, "_t1"."uuid" NULLS LAST) AS "_c2"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p2:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST, "_t1"."uuid" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
-- args: "", 42
SELECT "_t1"."uuid" AS "uuid", "_t1"."event" AS "event", "_t1"."distinct_id" AS "distinct_id", "_t1"."properties" AS "properties", "_t1"."timestamp" AS "timestamp", "_t1"."created_at" AS "created_at", "_t2"."uuid" AS "person_id", "_t1"."session_id" AS "$session_id", coalesce(multiIf(JSONType("_t1"."properties", '$elements_chain') = 'String', JSONExtractString("_t1"."properties", '$elements_chain'), JSONType("_t1"."properties", '$elements_chain') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$elements_chain')), {p1:String}) AS "elements_chain"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p2:Int64}))
WHERE ("_t1"."team_id" = {p2:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT * FROM persons
-- normalized: SELECT * FROM persons
-- columns: id String, created_at DateTime, properties JSON, is_identified Bool
-- args: 42
SELECT "_t1"."uuid" AS "id", "_t1"."created_at" AS "created_at", "_t1"."properties" AS "properties", "_t1"."is_identified" AS "is_identified"
FROM (SELECT *
  FROM "persons" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT * FROM person_distinct_ids
-- normalized: SELECT * FROM person_distinct_ids
-- columns: distinct_id String, person_id Nullable(String)
-- args: 42
SELECT "_t1"."distinct_id" AS "distinct_id", "_t2"."uuid" AS "person_id"
FROM (SELECT *
  FROM "person_distinct_ids" FINAL) AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
FROM (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
FROM (SELECT *
  FROM "plugin_log_entries" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT event, toStartOfDay(timestamp) AS day, count(), uniq(distinct_id) FROM events GROUP BY event, day
-- normalized:
--   SELECT event, toStartOfDay(timestamp) AS day, count(), uniq(distinct_id)
--   FROM events
--   GROUP BY event, day
-- columns: event String, day DateTime, count() UInt64, uniq(distinct_id) UInt64
-- args: 42
SELECT "_t1"."event" AS "event", fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC') AS "day", count(*) AS "count()", count(DISTINCT "_t1"."distinct_id") AS "uniq(distinct_id)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."event", 2
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(3600000000)), 'UTC') AS "toStartOfHour(timestamp)", fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."created_at") - positiveModulo(toUnixTimestamp64Micro("_t1"."created_at"), toInt64(60000000)), 'UTC') AS "toStartOfMinute(created_at)", toStartOfWeek("_t1"."timestamp", 0) AS "toStartOfWeek(timestamp)", toStartOfMonth("_t1"."timestamp") AS "toStartOfMonth(timestamp)", toStartOfYear("_t1"."timestamp") AS "toStartOfYear(timestamp)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT toInt64(toYear("_t1"."timestamp")) AS "toYear(timestamp)", toInt64(toMonth("_t1"."timestamp")) AS "toMonth(timestamp)", toInt64(toDayOfWeek("_t1"."timestamp")) AS "toDayOfWeek(timestamp)", toInt64(toHour("_t1"."timestamp")) AS "toHour(timestamp)", toInt64(toMinute("_t1"."timestamp")) AS "toMinute(timestamp)", toInt64(toSecond("_t1"."timestamp")) AS "toSecond(timestamp)", toInt64(toQuarter("_t1"."timestamp")) AS "toQuarter(timestamp)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT "_t1"."uuid" AS "uuid", toInt64(dateDiff('second', "_t1"."created_at", "_t1"."timestamp")) AS "dateDiff('second', created_at, timestamp)", toInt64(dateDiff('minute', parseDateTime64BestEffort({p1:String}, 6, 'UTC'), "_t1"."timestamp")) AS "dateDiff('minute', toDateTime('2026-01-01'), timestamp)", toInt64(dateDiff('hour', parseDateTime64BestEffort({p1:String}, 6, 'UTC'), "_t1"."timestamp")) AS "dateDiff('hour', toDateTime('2026-01-01'), timestamp)", toInt64(dateDiff('day', parseDateTime64BestEffort({p1:String}, 6, 'UTC'), "_t1"."timestamp")) AS "dateDiff('day', toDateTime('2026-01-01'), timestamp)", toInt64(dateDiff('week', parseDateTime64BestEffort({p2:String}, 6, 'UTC'), "_t1"."timestamp")) AS "dateDiff('week', toDateTime('2025-12-01'), timestamp)", toInt64(dateDiff('month', parseDateTime64BestEffort({p3:String}, 6, 'UTC'), "_t1"."timestamp")) AS "dateDiff('month', toDateTime('2025-06-15'), timestamp)", toInt64(dateDiff('quarter', parseDateTime64BestEffort({p3:String}, 6, 'UTC'), "_t1"."timestamp")) AS "dateDiff('quarter', toDateTime('2025-06-15'), timestamp)", toInt64(dateDiff('year', parseDateTime64BestEffort({p4:String}, 6, 'UTC'), "_t1"."timestamp")) AS "dateDiff('year', toDateTime('2020-06-15'), timestamp)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p5:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT "_t1"."uuid" AS "uuid", addSeconds("_t1"."timestamp", {p1:Int64}) AS "timestamp + INTERVAL 1 SECOND", addMinutes("_t1"."timestamp", {p2:Int64}) AS "timestamp - INTERVAL 2 MINUTE", addHours("_t1"."timestamp", {p3:Int64}) AS "timestamp + INTERVAL 3 HOUR", addDays("_t1"."timestamp", {p4:Int64}) AS "timestamp + INTERVAL 4 DAY", addWeeks("_t1"."timestamp", {p5:Int64}) AS "timestamp - INTERVAL 5 WEEK", addMonths("_t1"."timestamp", {p6:Int64}) AS "timestamp + INTERVAL 6 MONTH", addQuarters("_t1"."timestamp", {p7:Int64}) AS "timestamp - INTERVAL 1 QUARTER", addYears("_t1"."timestamp", {p1:Int64}) AS "timestamp + INTERVAL 1 YEAR"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p8:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT "_t1"."uuid" AS "uuid", addMonths(toDate32("_t1"."timestamp"), {p1:Int64}) AS "toDate(timestamp) + INTERVAL 1 MONTH", addYears(toDate32("_t1"."timestamp"), {p2:Int64}) AS "toDate(timestamp) - INTERVAL 1 YEAR", addHours(toDateTime64(toDate32("_t1"."timestamp"), 6, 'UTC'), {p3:Int64}) AS "toDate(timestamp) + INTERVAL 3 HOUR", addDays(toDate32("_t1"."timestamp"), {p4:Int64}) AS "toDate(timestamp) - 3"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p5:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT formatDateTime(timestamp, '%Y/%m/%d %H:%i:%S %j %u %I %p %R') FROM events
-- normalized: SELECT formatDateTime(timestamp, '%Y/%m/%d %H:%i:%S %j %u %I %p %R') FROM events
-- columns: "formatDateTime(timestamp, '%Y/%m/%d %H:%i:%S %j %u %I %p %R')" String
-- args: 42
SELECT formatDateTime("_t1"."timestamp", '%Y/%m/%d %H:%i:%S %j %u %I %p %R', 'UTC') AS "_c1"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT formatDateTime("_t1"."start_time", '%Y-%m-%d %H:%i:%S', 'UTC') AS "toString(start_time)", toString(toDate32("_t1"."end_time")) AS "toString(toDate(end_time))", printf('%.15g', "_t1"."duration") AS "toString(duration)", printf('%.15g', "_t1"."activity_score") AS "toString(activity_score)", toString("_t1"."click_count") AS "toString(click_count)", printf('%.15g', ("_t1"."duration" / {p1:Int64})) AS "toString(duration / 3)"
FROM (SELECT *
  FROM "session_recordings" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p2:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT toInt64(toUnixTimestamp("_t1"."timestamp")) AS "toUnixTimestamp(timestamp)", toFloat64(toUnixTimestamp64Micro("_t1"."timestamp")) / 1000000 AS "toFloat(timestamp)", toInt64(toUnixTimestamp("_t1"."timestamp")) AS "toInt(timestamp)", toInt64(toUInt16(toDate32("_t1"."timestamp"))) AS "toInt(toDate(timestamp))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
-- args: 42
SELECT "_t1"."mat_browser" AS "properties.$browser", multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')) AS "properties.$screen_width", multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')) AS "properties.price", multiIf(JSONType("_t1"."properties", 'items', 1, 'sku') = 'String', JSONExtractString("_t1"."properties", 'items', 1, 'sku'), JSONType("_t1"."properties", 'items', 1, 'sku') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'items', 1, 'sku')) AS "properties.items[1].sku", multiIf(JSONType("_t1"."properties", 'nested', 'a', 'b') = 'String', JSONExtractString("_t1"."properties", 'nested', 'a', 'b'), JSONType("_t1"."properties", 'nested', 'a', 'b') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'nested', 'a', 'b')) AS "properties.nested.a.b", multiIf(JSONType("_t1"."properties", 'is_cool') = 'String', JSONExtractString("_t1"."properties", 'is_cool'), JSONType("_t1"."properties", 'is_cool') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'is_cool')) AS "properties.is_cool", multiIf(JSONType("_t1"."properties", 'missing') = 'String', JSONExtractString("_t1"."properties", 'missing'), JSONType("_t1"."properties", 'missing') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'missing')) AS "properties.missing"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
-- args: 2, 1, 1300, 50, 42
SELECT (if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL) * {p1:Int64}) AS "toFloat(properties.$screen_width) * 2", accurateCast(toInt128(if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL)) + {p2:Int64}, 'Nullable(Int64)') AS "toInt(properties.$screen_width) + 1", (if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL) > {p3:Int64}) AS "properties.$screen_width > 1300", (if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL) < {p4:Int64}) AS "properties.price < 50"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p5:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
-- args: 2, 42
SELECT multiIf(JSONType("_t2"."properties", 'email') = 'String', JSONExtractString("_t2"."properties", 'email'), JSONType("_t2"."properties", 'email') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'email')) AS "person.properties.email", multiIf(JSONType("_t2"."properties", 'age') = 'String', JSONExtractString("_t2"."properties", 'age'), JSONType("_t2"."properties", 'age') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'age')) AS "person.properties.age", accurateCast(toInt128(if(match(multiIf(JSONType("_t2"."properties", 'age') = 'String', JSONExtractString("_t2"."properties", 'age'), JSONType("_t2"."properties", 'age') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'age')), '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth(multiIf(JSONType("_t2"."properties", 'age') = 'String', JSONExtractString("_t2"."properties", 'age'), JSONType("_t2"."properties", 'age') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'age')))), NULL)) * {p1:Int64}, 'Nullable(Int64)') AS "toInt(person.properties.age) * 2", "_t2"."created_at" AS "created_at", "_t2"."is_identified" AS "is_identified"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p2:Int64}))
WHERE ("_t1"."team_id" = {p2:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
-- args: 42
SELECT domain("_t1"."mat_current_url") AS "domain(properties.$current_url)", ifNull(path("_t1"."mat_current_url"), '') AS "path(properties.$current_url)", domain("_t2"."start_url") AS "domain(start_url)"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "session_recordings" FINAL) AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT lowerUTF8("_t1"."event") AS "lower(event)", upperUTF8("_t1"."event") AS "upper(event)", lengthUTF8("_t1"."event") AS "length(event)", substringUTF8("_t1"."event", {p1:Int64}, {p2:Int64}) AS "substring(event, 2, 3)", replaceAll("_t1"."event", {p3:String}, {p4:String}) AS "replaceAll(event, 'a', 'A')", positionUTF8("_t1"."event", {p5:String}) AS "position(event, 'e')", (substr("_t1"."event", 1, length({p6:String})) = {p6:String}) AS "startsWith(event, '$')", (length({p7:String}) <= length("_t1"."event") AND substr("_t1"."event", length("_t1"."event") - length({p7:String}) + 1) = {p7:String}) AS "endsWith(event, 'view')", concat(ifNull("_t1"."event", ''), ifNull({p8:String}, ''), ifNull("_t1"."distinct_id", ''), '') AS "concat(event, ':', distinct_id)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p9:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT (sign(("_t1"."duration" / {p1:Int64}) * {p2:Float64}) * floor(abs(("_t1"."duration" / {p1:Int64}) * {p2:Float64}) + 0.5) / {p2:Float64}) AS "round(duration / 7, 2)", (sign("_t1"."activity_score") * floor(abs("_t1"."activity_score") + 0.5)) AS "round(activity_score)", floor(("_t1"."duration" / {p1:Int64})) AS "floor(duration / 7)", ceil(("_t1"."duration" / {p1:Int64})) AS "ceil(duration / 7)", abs(({p3:Int64} - "_t1"."duration")) AS "abs(0 - duration)", (sign("_t1"."click_count" / {p4:Float64}) * floor(abs("_t1"."click_count" / {p4:Float64}) + 0.5) * {p4:Float64}) AS "round(click_count, -1)", ("_t1"."duration" / NULLIF({p3:Int64}, 0)) AS "duration / 0", ("_t1"."click_count" % {p5:Int64}) AS "click_count % 2"
FROM (SELECT *
  FROM "session_recordings" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p6:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT "_t1"."distinct_id" AS "distinct_id", count(*) AS "c", minOrNull("_t1"."timestamp") AS "min(timestamp)", maxOrNull("_t1"."timestamp") AS "max(timestamp)", minOrNull("_t1"."event") AS "any(event)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."distinct_id"
HAVING (count(*) >= {p2:Int64})
ORDER BY 2 DESC NULLS LAST, "_t1"."distinct_id" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
-- args: "$pageview", 42
SELECT "_t1"."event" AS "event", count(*) FILTER (WHERE ("_t2"."uuid" IS NULL)) AS "countIf(person_id IS NULL)", sumOrNull(if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL)) FILTER (WHERE (multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')) IS NOT NULL)) AS "_c3", avgOrNull(if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL)) FILTER (WHERE ("_t1"."event" = {p1:String})) AS "_c4"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p2:Int64}))
WHERE ("_t1"."team_id" = {p2:Int64})
GROUP BY "_t1"."event"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT e.event, p.properties.name, count() FROM events e LEFT JOIN persons p ON p.id = e.person_id GROUP BY e.event, p.properties.name
-- normalized:
--   SELECT e.event, p.properties.name, count()
--   FROM events AS e
--   LEFT JOIN persons AS p ON p.id = e.person_id
--   GROUP BY e.event, p.properties.name
-- columns: event String, p.properties.name Nullable(String), count() UInt64
-- args: 42
SELECT "_t1"."event" AS "event", multiIf(JSONType("_t2"."properties", 'name') = 'String', JSONExtractString("_t2"."properties", 'name'), JSONType("_t2"."properties", 'name') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'name')) AS "p.properties.name", count(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = {p1:Int64}))
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."uuid" = "_t3"."uuid") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."event", multiIf(JSONType("_t2"."properties", 'name') = 'String', JSONExtractString("_t2"."properties", 'name'), JSONType("_t2"."properties", 'name') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'name'))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT p.properties.name, count(e.uuid) FROM persons p LEFT JOIN events e ON e.person_id = p.id AND e.event = '$pageview' GROUP BY p.properties.name
-- normalized:
--   SELECT p.properties.name, count(e.uuid)
--   FROM persons AS p
--   LEFT JOIN events AS e ON e.person_id = p.id AND e.event = '$pageview'
--   GROUP BY p.properties.name
-- columns: p.properties.name Nullable(String), count(e.uuid) UInt64
-- args: 42, "$pageview"
SELECT multiIf(JSONType("_t1"."properties", 'name') = 'String', JSONExtractString("_t1"."properties", 'name'), JSONType("_t1"."properties", 'name') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'name')) AS "p.properties.name", count("_t2"."uuid") AS "count(e.uuid)"
FROM (SELECT *
  FROM "persons" FINAL) AS "_t1"
LEFT JOIN (SELECT "_t2".*, "_t2"."mat_browser" AS "mat_browser", "_t2"."mat_current_url" AS "mat_current_url", "_t2"."mat_device_type" AS "mat_device_type", "_t2"."mat_host" AS "mat_host", "_t2"."mat_os" AS "mat_os", "_t2"."mat_pathname" AS "mat_pathname", "_t2"."mat_referring_domain" AS "mat_referring_domain", "_t3"."uuid" AS "_t3__uuid", "_t3"."created_at" AS "_t3__created_at", "_t3"."properties" AS "_t3__properties", "_t3"."is_identified" AS "_t3__is_identified", "_t3"."id" AS "_t3__id"
  FROM "events" AS "_t2"
  LEFT JOIN (SELECT *
    FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = {p1:Int64}))) AS "_t2" ON ((("_t2"."_t3__uuid" = "_t1"."uuid") AND ("_t2"."event" = {p2:String})) AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY multiIf(JSONType("_t1"."properties", 'name') = 'String', JSONExtractString("_t1"."properties", 'name'), JSONType("_t1"."properties", 'name') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'name'))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT "_t1"."distinct_id" AS "distinct_id", row_number() OVER (ORDER BY "_t1"."timestamp" DESC NULLS LAST) AS "rn", lag(toNullable("_t1"."timestamp"), 2) OVER (PARTITION BY "_t1"."event"
  ORDER BY "_t1"."timestamp" NULLS LAST) AS "prev2", last_value_respect_nulls("_t1"."event") OVER (ORDER BY "_t1"."timestamp" NULLS LAST ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) AS "lv"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY 2 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT event, avg(toFloat(properties.$screen_width)) OVER (PARTITION BY event) FROM events
-- normalized: SELECT event, avg(toFloat(properties.$screen_width)) OVER (PARTITION BY event) FROM events
-- columns:
--   event String
--   "avg(toFloat(properties.$screen_width)) OVER (PARTITION BY event)" Nullable(Float64)
-- args: 42
SELECT "_t1"."event" AS "event", avgOrNull(if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL)) OVER (PARTITION BY "_t1"."event") AS "_c2"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
WITH "_c1" AS (SELECT toDate32("_t1"."timestamp") AS "d", count(*) AS "c"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = {p1:Int64})
  GROUP BY 1)
SELECT "_t2"."d" AS "d", "_t2"."c" AS "c", sumOrNull("_t2"."c") OVER (ORDER BY "_t2"."d" NULLS LAST) AS "sum(c) OVER (ORDER BY d)"
FROM "_c1" AS "_t2"
ORDER BY "_t2"."d" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
FROM (SELECT "_t1"."distinct_id" AS "distinct_id", count(*) AS "n"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = {p1:Int64})
  GROUP BY "_t1"."distinct_id") AS "_t2"
WHERE ("_t2"."n" > {p2:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT *
FROM (SELECT "_t1"."event" AS "event"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = {p1:Int64})
  UNION ALL
  SELECT "_t2"."session_id" AS "session_id"
  FROM (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
    FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
      FROM "raw_sessions_v2"
      GROUP BY "team_id", "session_id")) AS "_t2"
  WHERE ("_t2"."team_id" = {p1:Int64})
  UNION ALL
  SELECT "_t3"."type" AS "type"
  FROM (SELECT *
    FROM "plugin_log_entries" FINAL) AS "_t3"
  WHERE ("_t3"."team_id" = {p1:Int64})) AS "_o1"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT *
FROM (SELECT "_t1"."timestamp" AS "timestamp"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = {p1:Int64})
  UNION ALL
  SELECT toDateTime64(toDate32("_t2"."start_time"), 6, 'UTC') AS "toDate(start_time)"
  FROM (SELECT *
    FROM "session_recordings" FINAL) AS "_t2"
  WHERE ("_t2"."team_id" = {p1:Int64})) AS "_o1"
ORDER BY "_o1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT if(is_identified, 'yes', 'no'), multiIf(properties.age > 28, 'old', properties.age > 0, 'young', 'unknown') FROM persons
-- normalized:
--   SELECT if(is_identified, 'yes', 'no'), multiIf(properties.age > 28, 'old', properties.age > 0, 'young', 'unknown')
--   FROM persons
-- columns:
--   "if(is_identified, 'yes', 'no')" String
--   "multiIf(properties.age > 28, 'old', properties.age > 0, 'young', 'unknown')" String
-- args: "yes", "no", 28, "old", 0, "young", "unknown", 42
SELECT CASE WHEN "_t1"."is_identified" THEN {p1:String} ELSE {p2:String} END AS "if(is_identified, 'yes', 'no')", CASE WHEN (if(match(multiIf(JSONType("_t1"."properties", 'age') = 'String', JSONExtractString("_t1"."properties", 'age'), JSONType("_t1"."properties", 'age') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'age')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'age') = 'String', JSONExtractString("_t1"."properties", 'age'), JSONType("_t1"."properties", 'age') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'age')))), NULL) > {p3:Int64}) THEN {p4:String} WHEN (if(match(multiIf(JSONType("_t1"."properties", 'age') = 'String', JSONExtractString("_t1"."properties", 'age'), JSONType("_t1"."properties", 'age') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'age')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'age') = 'String', JSONExtractString("_t1"."properties", 'age'), JSONType("_t1"."properties", 'age') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'age')))), NULL) > {p5:Int64}) THEN {p6:String} ELSE {p7:String} END AS "_c2"
FROM (SELECT *
  FROM "persons" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p8:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT CASE WHEN duration > 100 THEN duration ELSE click_count END FROM session_replay_events
-- normalized:
--   SELECT CASE WHEN duration > 100 THEN duration ELSE click_count END
--   FROM session_replay_events
-- columns: "CASE WHEN duration > 100 THEN duration ELSE click_count END" Float64
-- args: 100, 42
SELECT CASE WHEN ("_t1"."duration" > {p1:Int64}) THEN "_t1"."duration" ELSE toFloat64("_t1"."click_count") END AS "CASE WHEN duration > 100 THEN duration ELSE click_count END"
FROM (SELECT *
  FROM "session_recordings" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p2:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT coalesce(properties.$browser, properties.plan, 'none') FROM events
-- normalized: SELECT coalesce(properties.$browser, properties.plan, 'none') FROM events
-- columns: "coalesce(properties.$browser, properties.plan, 'none')" String
-- args: "none", 42
SELECT coalesce("_t1"."mat_browser", multiIf(JSONType("_t1"."properties", 'plan') = 'String', JSONExtractString("_t1"."properties", 'plan'), JSONType("_t1"."properties", 'plan') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'plan')), {p1:String}) AS "coalesce(properties.$browser, properties.plan, 'none')"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p2:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT count() FROM events WHERE timestamp > now() - INTERVAL 10 YEAR AND timestamp < today() + INTERVAL 10 YEAR
-- normalized:
--   SELECT count()
--   FROM events
--   WHERE timestamp > now() - INTERVAL 10 YEAR AND timestamp < today() + INTERVAL 10 YEAR
-- columns: count() UInt64
-- args: 42, -10, 10
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (("_t1"."timestamp" > addYears(toDateTime64(now(), 6, 'UTC'), {p2:Int64})) AND ("_t1"."timestamp" < toDateTime64(addYears(today(), {p3:Int64}), 6, 'UTC'))))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT count() FROM events WHERE toDate(timestamp) = '2026-01-05' OR toDate(timestamp) BETWEEN '2026-01-07' AND '2026-01-08'
-- normalized:
--   SELECT count()
--   FROM events
--   WHERE toDate(timestamp) = '2026-01-05' OR toDate(timestamp) BETWEEN '2026-01-07' AND '2026-01-08'
-- columns: count() UInt64
-- args: 42, "2026-01-05", "2026-01-07", "2026-01-08"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ((toDate32("_t1"."timestamp") = toDate32({p2:String})) OR (toDate32("_t1"."timestamp") BETWEEN (toDate32({p3:String})) AND (toDate32({p4:String})))))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events WHERE distinct_id LIKE 'd_' OR distinct_id ILIKE 'ANON'
-- normalized: SELECT count() FROM events WHERE distinct_id LIKE 'd_' OR distinct_id ILIKE 'ANON'
-- columns: count() UInt64
-- args: 42, "d_", "ANON"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (("_t1"."distinct_id" LIKE {p2:String}) OR ("_t1"."distinct_id" ILIKE {p3:String})))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT DISTINCT person_id FROM events ORDER BY person_id NULLS FIRST
-- normalized: SELECT DISTINCT person_id FROM events ORDER BY person_id NULLS FIRST
-- columns: person_id Nullable(String)
-- args: 42
SELECT DISTINCT "_t2"."uuid" AS "person_id"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY 1 NULLS FIRST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT event, timestamp FROM events ORDER BY event DESC, timestamp LIMIT 3 OFFSET 2
-- normalized: SELECT event, timestamp FROM events ORDER BY event DESC, timestamp LIMIT 3 OFFSET 2
-- columns: event String, timestamp DateTime
-- args: 42
SELECT "_t1"."event" AS "event", "_t1"."timestamp" AS "timestamp"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."event" DESC NULLS LAST, "_t1"."timestamp" NULLS LAST
LIMIT 3 OFFSET 2 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT printf('%.15g', ({p1:Float64} / {p2:Int64})) AS "toString(1.0 / 3)", printf('%.15g', ({p3:Float64} + {p4:Float64})) AS "toString(0.1 + 0.2)", toString({p5:Int64}) AS "toString(100)", printf('%.15g', {p6:Float64}) AS "toString(-2.5)", printf('%.15g', {p7:Float64}) AS "toString(1e+14)"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT {p1:Int64} AS "toInt('12')", {p2:Int64} AS "toInt(' -3 ')", if(abs({p3:Float64}) < 9223372036854775808., toInt64(trunc({p3:Float64})), NULL) AS "toInt('1.5')", {p4:Float64} AS "toFloat('1e3')", {p5:Float64} AS "toFloat('.5')", {p6:Float64} AS "toFloat('-0.25')", toDate32({p7:String}) AS "toDate('2026-02-03')", parseDateTime64BestEffort({p8:String}, 6, 'UTC') AS "toDateTime('2026-02-03 04:05:06')"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT 'a' < 'B', 'Z' < 'a', min(event), max(event) FROM events
-- normalized: SELECT 'a' < 'B', 'Z' < 'a', min(event), max(event) FROM events
-- columns: "'a' < 'B'" Bool, "'Z' < 'a'" Bool, min(event) Nullable(String), max(event) Nullable(String)
-- args: "a", "B", "Z", 42
SELECT ({p1:String} < {p2:String}) AS "'a' < 'B'", ({p3:String} < {p1:String}) AS "'Z' < 'a'", minOrNull("_t1"."event") AS "min(event)", maxOrNull("_t1"."event") AS "max(event)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p4:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT properties.note, properties['note'] LIKE '%\%%' FROM events
-- normalized: SELECT properties.note, properties['note'] LIKE '%\\%%' FROM events
-- columns: properties.note Nullable(String), "properties['note'] LIKE '%\\\\%%'" Nullable(Bool)
-- args: "%\\%%", 42
SELECT multiIf(JSONType("_t1"."properties", 'note') = 'String', JSONExtractString("_t1"."properties", 'note'), JSONType("_t1"."properties", 'note') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'note')) AS "properties.note", (multiIf(JSONType("_t1"."properties", 'note') = 'String', JSONExtractString("_t1"."properties", 'note'), JSONType("_t1"."properties", 'note') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'note')) LIKE {p1:String}) AS "properties['note'] LIKE '%\\%%'"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p2:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT sumOrNull("_t1"."duration") AS "sum(duration)", avgOrNull("_t1"."click_count") AS "avg(click_count)", (toFloat64(sumOrNull("_t1"."click_count")) / NULLIF(count(*), 0)) AS "sum(click_count) / count()"
FROM (SELECT *
  FROM "session_recordings" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT countIf(event = '$pageview') AS views, countIf(event = 'signup') AS signups, countIf(event = 'purchase') AS purchases FROM events
-- normalized:
--   SELECT countIf(event = '$pageview') AS views, countIf(event = 'signup') AS signups, countIf(event = 'purchase') AS purchases
--   FROM events
-- columns: views UInt64, signups UInt64, purchases UInt64
-- args: "$pageview", "signup", "purchase", 42
SELECT count(*) FILTER (WHERE ("_t1"."event" = {p1:String})) AS "views", count(*) FILTER (WHERE ("_t1"."event" = {p2:String})) AS "signups", count(*) FILTER (WHERE ("_t1"."event" = {p3:String})) AS "purchases"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p4:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT "_t2"."uuid" AS "person_id", toInt64(dateDiff('day', minOrNull("_t1"."timestamp"), maxOrNull("_t1"."timestamp"))) AS "span"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t2"."uuid"
ORDER BY 2 DESC NULLS LAST, "_t2"."uuid" NULLS FIRST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
-- args: 42, "$pageview"
SELECT domain("_t1"."mat_current_url") AS "d", ifNull(path("_t1"."mat_current_url"), '') AS "p", count(*) AS "c"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
GROUP BY 1, 2
ORDER BY 3 DESC NULLS LAST, 1 NULLS LAST, 2 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC') AS "day", count(DISTINCT "_t1"."distinct_id") AS "u"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 DESC NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT person.properties.plan AS plan, count() FROM events GROUP BY plan ORDER BY plan NULLS FIRST
-- normalized:
--   SELECT person.properties.plan AS plan, count()
--   FROM events
--   GROUP BY plan
--   ORDER BY plan NULLS FIRST
-- columns: plan Nullable(String), count() UInt64
-- args: 42
SELECT multiIf(JSONType("_t2"."properties", 'plan') = 'String', JSONExtractString("_t2"."properties", 'plan'), JSONType("_t2"."properties", 'plan') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'plan')) AS "plan", count(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 NULLS FIRST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT properties['$browser'] AS b, count(DISTINCT person_id) FROM events GROUP BY b ORDER BY 2 DESC, b
-- normalized:
--   SELECT properties['$browser'] AS b, count(DISTINCT person_id)
--   FROM events
--   GROUP BY b
--   ORDER BY 2 DESC, b
-- columns: b Nullable(String), "count(DISTINCT person_id)" UInt64
-- args: 42
SELECT "_t1"."mat_browser" AS "b", count(DISTINCT "_t2"."uuid") AS "count(DISTINCT person_id)"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 2 DESC NULLS LAST, 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events WHERE timestamp > now() - interval 7 day
-- normalized: SELECT count() FROM events WHERE timestamp > now() - INTERVAL 7 DAY
-- columns: count() UInt64
-- args: 42, -7
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."timestamp" > addDays(toDateTime64(now(), 6, 'UTC'), {p2:Int64})))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events WHERE toDate(timestamp) = today()
-- normalized: SELECT count() FROM events WHERE toDate(timestamp) = today()
-- columns: count() UInt64
-- args: 42
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (toDate32("_t1"."timestamp") = today()))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events WHERE properties.$current_url ilike '%PRICING%'
-- normalized: SELECT count() FROM events WHERE properties.$current_url ILIKE '%PRICING%'
-- columns: count() UInt64
-- args: 42, "%PRICING%"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."mat_current_url" ILIKE {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT multiIf(properties.price > 50, 'big', properties.price > 20, 'mid', properties.price IS NULL, 'none', 'small') AS k, count() FROM events GROUP BY k ORDER BY k
-- normalized:
--   SELECT multiIf(properties.price > 50, 'big', properties.price > 20, 'mid', properties.price IS NULL, 'none', 'small') AS k, count()
--   FROM events
--   GROUP BY k
--   ORDER BY k
-- columns: k String, count() UInt64
-- args: 50, "big", 20, "mid", "none", "small", 42
SELECT CASE WHEN (if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL) > {p1:Int64}) THEN {p2:String} WHEN (if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL) > {p3:Int64}) THEN {p4:String} WHEN (multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')) IS NULL) THEN {p5:String} ELSE {p6:String} END AS "k", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p7:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT formatDateTime(timestamp, '%Y-%m-%d %H:%i') FROM events ORDER BY timestamp
-- normalized: SELECT formatDateTime(timestamp, '%Y-%m-%d %H:%i') FROM events ORDER BY timestamp
-- columns: "formatDateTime(timestamp, '%Y-%m-%d %H:%i')" String
-- args: 42
SELECT formatDateTime("_t1"."timestamp", '%Y-%m-%d %H:%i', 'UTC') AS "formatDateTime(timestamp, '%Y-%m-%d %H:%i')"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT count() FROM events WHERE properties.nonexistent IS NULL AND properties.nested.a.b IS NOT NULL
-- normalized:
--   SELECT count()
--   FROM events
--   WHERE properties.nonexistent IS NULL AND properties.nested.a.b IS NOT NULL
-- columns: count() UInt64
-- args: 42
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ((multiIf(JSONType("_t1"."properties", 'nonexistent') = 'String', JSONExtractString("_t1"."properties", 'nonexistent'), JSONType("_t1"."properties", 'nonexistent') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'nonexistent')) IS NULL) AND (multiIf(JSONType("_t1"."properties", 'nested', 'a', 'b') = 'String', JSONExtractString("_t1"."properties", 'nested', 'a', 'b'), JSONType("_t1"."properties", 'nested', 'a', 'b') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'nested', 'a', 'b')) IS NOT NULL)))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events WHERE properties.price > 50
-- normalized: SELECT count() FROM events WHERE properties.price > 50
-- columns: count() UInt64
-- args: 42, 50
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL) > {p2:Int64}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events WHERE properties.price >= 19.9 AND properties.price < 50
-- normalized: SELECT count() FROM events WHERE properties.price >= 19.9 AND properties.price < 50
-- columns: count() UInt64
-- args: 42, 19.9, 50
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ((if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL) >= {p2:Float64}) AND (if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL) < {p3:Int64})))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events WHERE properties.price = 100 OR properties.price IN (49.5)
-- normalized: SELECT count() FROM events WHERE properties.price = 100 OR properties.price IN (49.5)
-- columns: count() UInt64
-- args: 42, 100, 49.5
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ((if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL) = {p2:Int64}) OR (if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL) IN ({p3:Float64}))))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events WHERE properties.$screen_width > 1300
-- normalized: SELECT count() FROM events WHERE properties.$screen_width > 1300
-- columns: count() UInt64
-- args: 42, 1300
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL) > {p2:Int64}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT count() FROM events WHERE properties.is_cool = true
-- normalized: SELECT count() FROM events WHERE properties.is_cool = TRUE
-- columns: count() UInt64
-- args: 42
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (multiIf(JSONType("_t1"."properties", 'is_cool') = 'String', JSONExtractString("_t1"."properties", 'is_cool'), JSONType("_t1"."properties", 'is_cool') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'is_cool')) = if(TRUE, 'true', 'false')))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
-- args: 1, 2, 42
SELECT "_t1"."uuid" AS "uuid", (if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL) + {p1:Int64}) AS "properties.$screen_width + 1", (if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL) * {p2:Int64}) AS "toFloat(properties.price) * 2"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p3:Int64})
ORDER BY "_t1"."uuid" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT person.properties.plan, sumIf(toFloat(properties.price), event = 'purchase') AS rev FROM events GROUP BY 1 ORDER BY rev DESC NULLS LAST, 1 NULLS FIRST
-- normalized:
--   SELECT person.properties.plan, sumIf(toFloat(properties.price), event = 'purchase') AS rev
--   FROM events
--   GROUP BY 1
--   ORDER BY rev DESC NULLS LAST, 1 NULLS FIRST
-- columns: person.properties.plan Nullable(String), rev Nullable(Float64)
-- args: "purchase", 42
SELECT multiIf(JSONType("_t2"."properties", 'plan') = 'String', JSONExtractString("_t2"."properties", 'plan'), JSONType("_t2"."properties", 'plan') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'plan')) AS "person.properties.plan", sumOrNull(if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL)) FILTER (WHERE ("_t1"."event" = {p1:String})) AS "rev"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p2:Int64}))
WHERE ("_t1"."team_id" = {p2:Int64})
GROUP BY 1
ORDER BY 2 DESC NULLS LAST, 1 NULLS FIRST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT toStartOfWeek("_t1"."timestamp", 0) AS "w", toStartOfMonth("_t1"."timestamp") AS "m", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1, 2
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT count(DISTINCT "_t2"."uuid") AS "uniq(person_id)"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND (("_t1"."event" = {p2:String}) AND ("_t2"."uuid" IN (SELECT "_t4"."uuid" AS "person_id"
        FROM "events" AS "_t3"
        LEFT JOIN (SELECT *
          FROM "persons" FINAL) AS "_t4" ON (("_t4"."id" = "_t3"."person_id") AND ("_t4"."team_id" = {p1:Int64}))
        WHERE (("_t3"."team_id" = {p1:Int64}) AND ("_t3"."event" = {p3:String}))))))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source:
--   SELECT count() FROM events e JOIN persons p ON p.id = e.person_id WHERE p.properties.plan = 'pro'
-- normalized:
--   SELECT count()
--   FROM events AS e
--   JOIN persons AS p ON p.id = e.person_id
--   WHERE p.properties.plan = 'pro'
-- columns: count() UInt64
-- args: 42, "pro"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = {p1:Int64}))
JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."uuid" = "_t3"."uuid") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND (multiIf(JSONType("_t2"."properties", 'plan') = 'String', JSONExtractString("_t2"."properties", 'plan'), JSONType("_t2"."properties", 'plan') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'plan')) = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT properties.$browser AS b, count() FROM events WHERE b LIKE 'Chr%' GROUP BY b
-- normalized: SELECT properties.$browser AS b, count() FROM events WHERE b LIKE 'Chr%' GROUP BY b
-- columns: b Nullable(String), count() UInt64
-- args: 42, "Chr%"
SELECT "_t1"."mat_browser" AS "b", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."mat_browser" LIKE {p2:String}))
GROUP BY 1
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
SELECT "_t1"."distinct_id" AS "distinct_id", count(*) AS "c", row_number() OVER (ORDER BY count(*) DESC NULLS LAST, "_t1"."distinct_id" NULLS LAST) AS "rn"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."distinct_id"
ORDER BY 3 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT DISTINCT event FROM events ORDER BY event
-- normalized: SELECT DISTINCT event FROM events ORDER BY event
-- columns: event String
-- args: 42
SELECT DISTINCT "_t1"."event" AS "event"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT event FROM events GROUP BY event ORDER BY count() DESC, event LIMIT 1
-- normalized: SELECT event FROM events GROUP BY event ORDER BY count() DESC, event LIMIT 1
-- columns: event String
-- args: 42
SELECT "_t1"."event" AS "event"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."event"
ORDER BY count(*) DESC NULLS LAST, "_t1"."event" NULLS LAST
LIMIT 1 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

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
-- args: 1e+20, 1e+30, 42
SELECT if(abs({p1:Float64}) < 9223372036854775808., toInt64(trunc({p1:Float64})), NULL) AS "toInt('99999999999999999999')", if(abs({p2:Float64}) < 9223372036854775808., toInt64(trunc({p2:Float64})), NULL) AS "toInt(1e+30)", if(abs((if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL) * {p1:Float64})) < 9223372036854775808., toInt64(trunc((if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL) * {p1:Float64}))), NULL) AS "toInt(toFloat(properties.price) * 1e+20)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p3:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ====
-- source: SELECT properties['a"b'], properties['a\b'] FROM events
-- normalized: SELECT properties['a"b'], properties['a\x08'] FROM events
-- columns: "properties['a\"b']" Nullable(String), properties['a\x08'] Nullable(String)
-- args: 42
SELECT multiIf(JSONType("_t1"."properties", 'a"b') = 'String', JSONExtractString("_t1"."properties", 'a"b'), JSONType("_t1"."properties", 'a"b') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'a"b')) AS "properties['a""b']", multiIf(JSONType("_t1"."properties", 'a\x08') = 'String', JSONExtractString("_t1"."properties", 'a\x08'), JSONType("_t1"."properties", 'a\x08') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'a\x08')) AS "properties['a\x08']"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0
