-- Golden file of hogql's TestGoldenPrint (hogql/golden_test.go): the statements of hogqltest.Cases(),
-- printed for clickhouse with TeamID 42. Regenerate with: go test ./hogql/ -run TestGoldenPrint -update

-- ==== count
-- source: SELECT count() FROM events
-- normalized: SELECT count() FROM events
-- columns: count() UInt64
-- args: 42
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== count forms
-- source: SELECT count(*), count(person_id), count(DISTINCT distinct_id), uniq(event) FROM events
-- normalized: SELECT count(*), count(person_id), count(DISTINCT distinct_id), uniq(event) FROM events
-- columns:
--   count(*) UInt64
--   count(person_id) UInt64
--   "count(DISTINCT distinct_id)" UInt64
--   uniq(event) UInt64
-- args: 42
SELECT count(*) AS "count(*)", count("_t2"."uuid") AS "count(person_id)", count(DISTINCT "_t1"."distinct_id") AS "count(DISTINCT distinct_id)", count(DISTINCT "_t1"."event") AS "uniq(event)"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== aggregate of if with a NULL condition
-- source:
--   SELECT count(if(person_id = 'x', NULL, 1)), sum(if(person_id = 'x', NULL, 1)), count(DISTINCT if(person_id = 'x', NULL, uuid)) FROM events
-- normalized:
--   SELECT count(if(person_id = 'x', NULL, 1)), sum(if(person_id = 'x', NULL, 1)), count(DISTINCT if(person_id = 'x', NULL, uuid))
--   FROM events
-- columns:
--   "count(if(person_id = 'x', NULL, 1))" UInt64
--   "sum(if(person_id = 'x', NULL, 1))" Nullable(Int64)
--   "count(DISTINCT if(person_id = 'x', NULL, uuid))" UInt64
-- args: "x", 1, 42
SELECT count(CASE WHEN ("_t2"."uuid" = {p1:String}) THEN NULL ELSE {p2:Int64} END) AS "count(if(person_id = 'x', NULL, 1))", sumOrNull(CASE WHEN ("_t2"."uuid" = {p1:String}) THEN NULL ELSE {p2:Int64} END) AS "sum(if(person_id = 'x', NULL, 1))", count(DISTINCT CASE WHEN ("_t2"."uuid" = {p1:String}) THEN NULL ELSE "_t1"."uuid" END) AS "count(DISTINCT if(person_id = 'x', NULL, uuid))"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p3:Int64}))
WHERE ("_t1"."team_id" = {p3:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== group order
-- source: SELECT event, count() AS c FROM events GROUP BY event ORDER BY c DESC, event
-- normalized: SELECT event, count() AS c FROM events GROUP BY event ORDER BY c DESC, event
-- columns: event String, c UInt64
-- args: 42
SELECT "_t1"."event" AS "event", count(*) AS "c"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."event"
ORDER BY 2 DESC NULLS LAST, "_t1"."event" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== timestamp literal range
-- source:
--   SELECT uuid FROM events WHERE timestamp >= '2026-01-07' AND timestamp < '2026-01-10' ORDER BY timestamp
-- normalized:
--   SELECT uuid
--   FROM events
--   WHERE timestamp >= '2026-01-07' AND timestamp < '2026-01-10'
--   ORDER BY timestamp
-- columns: uuid String
-- args: 42, "2026-01-07 00:00:00+00:00", "2026-01-10 00:00:00+00:00"
SELECT "_t1"."uuid" AS "uuid"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (("_t1"."timestamp" >= parseDateTime64BestEffort({p2:String}, 6, 'UTC')) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p3:String}, 6, 'UTC'))))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== fractional timestamp equality
-- source: SELECT event, timestamp FROM events WHERE timestamp = '2026-01-05 10:05:30.25'
-- normalized: SELECT event, timestamp FROM events WHERE timestamp = '2026-01-05 10:05:30.25'
-- columns: event String, timestamp DateTime
-- args: 42, "2026-01-05 10:05:30.25+00:00"
SELECT "_t1"."event" AS "event", "_t1"."timestamp" AS "timestamp"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."timestamp" = parseDateTime64BestEffort({p2:String}, 6, 'UTC')))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== iso timestamp literal
-- source: SELECT count() FROM events WHERE timestamp < '2026-01-05T10:05:30.250Z'
-- normalized: SELECT count() FROM events WHERE timestamp < '2026-01-05T10:05:30.250Z'
-- columns: count() UInt64
-- args: 42, "2026-01-05 10:05:30.25+00:00"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."timestamp" < parseDateTime64BestEffort({p2:String}, 6, 'UTC')))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== property group
-- source: SELECT properties.$browser AS b, count() FROM events GROUP BY b ORDER BY b
-- normalized: SELECT properties.$browser AS b, count() FROM events GROUP BY b ORDER BY b
-- columns: b Nullable(String), count() UInt64
-- args: 42
SELECT "_t1"."mat_browser" AS "b", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== property subscript
-- source: SELECT properties['$browser'] FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000004'
-- normalized:
--   SELECT properties['$browser']
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000004'
-- columns: properties['$browser'] Nullable(String)
-- args: 42, "a0000000-0000-4000-8000-000000000004"
SELECT "_t1"."mat_browser" AS "properties['$browser']"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== nested properties
-- source:
--   SELECT properties.nested.a.b, properties.items[2].sku, properties.price, properties.items[3] FROM events WHERE event = 'purchase'
-- normalized:
--   SELECT properties.nested.a.b, properties.items[2].sku, properties.price, properties.items[3]
--   FROM events
--   WHERE event = 'purchase'
-- columns:
--   properties.nested.a.b Nullable(String)
--   properties.items[2].sku Nullable(String)
--   properties.price Nullable(String)
--   properties.items[3] Nullable(String)
-- args: 42, "purchase"
SELECT multiIf(JSONType("_t1"."properties", 'nested', 'a', 'b') = 'String', JSONExtractString("_t1"."properties", 'nested', 'a', 'b'), JSONType("_t1"."properties", 'nested', 'a', 'b') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'nested', 'a', 'b')) AS "properties.nested.a.b", multiIf(JSONType("_t1"."properties", 'items', 2, 'sku') = 'String', JSONExtractString("_t1"."properties", 'items', 2, 'sku'), JSONType("_t1"."properties", 'items', 2, 'sku') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'items', 2, 'sku')) AS "properties.items[2].sku", multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')) AS "properties.price", multiIf(JSONType("_t1"."properties", 'items', 3) = 'String', JSONExtractString("_t1"."properties", 'items', 3), JSONType("_t1"."properties", 'items', 3) = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'items', 3)) AS "properties.items[3]"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== property number text
-- source:
--   SELECT properties.price, properties.$screen_width, properties.is_cool FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- normalized:
--   SELECT properties.price, properties.$screen_width, properties.is_cool
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- columns:
--   properties.price Nullable(String)
--   properties.$screen_width Nullable(String)
--   properties.is_cool Nullable(String)
-- args: 42, "a0000000-0000-4000-8000-000000000001"
SELECT multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')) AS "properties.price", multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')) AS "properties.$screen_width", multiIf(JSONType("_t1"."properties", 'is_cool') = 'String', JSONExtractString("_t1"."properties", 'is_cool'), JSONType("_t1"."properties", 'is_cool') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'is_cool')) AS "properties.is_cool"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== property vs number
-- source: SELECT count() FROM events WHERE properties.$screen_width > 1500
-- normalized: SELECT count() FROM events WHERE properties.$screen_width > 1500
-- columns: count() UInt64
-- args: 42, 1500
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL) > {p2:Int64}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== toFloat sum
-- source: SELECT sum(toFloat(properties.price)) FROM events
-- normalized: SELECT sum(toFloat(properties.price)) FROM events
-- columns: sum(toFloat(properties.price)) Nullable(Float64)
-- args: 42
SELECT sumOrNull(if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL)) AS "sum(toFloat(properties.price))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== person join
-- source: SELECT person.properties.email AS email, count() FROM events GROUP BY email ORDER BY email
-- normalized: SELECT person.properties.email AS email, count() FROM events GROUP BY email ORDER BY email
-- columns: email Nullable(String), count() UInt64
-- args: 42
SELECT multiIf(JSONType("_t2"."properties", 'email') = 'String', JSONExtractString("_t2"."properties", 'email'), JSONType("_t2"."properties", 'email') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'email')) AS "email", count(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== person of another project
-- source:
--   SELECT person.id, person.is_identified, person.properties.email FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000008'
-- normalized:
--   SELECT person.id, person.is_identified, person.properties.email
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000008'
-- columns: id Nullable(String), is_identified Nullable(Bool), person.properties.email Nullable(String)
-- args: 42, "a0000000-0000-4000-8000-000000000008"
SELECT "_t2"."uuid" AS "id", "_t2"."is_identified" AS "is_identified", multiIf(JSONType("_t2"."properties", 'email') = 'String', JSONExtractString("_t2"."properties", 'email'), JSONType("_t2"."properties", 'email') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'email')) AS "person.properties.email"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== person via alias
-- source: SELECT e.person.properties.name FROM events AS e WHERE e.distinct_id = 'd3'
-- normalized: SELECT e.person.properties.name FROM events AS e WHERE e.distinct_id = 'd3'
-- columns: e.person.properties.name Nullable(String)
-- args: 42, "d3"
SELECT multiIf(JSONType("_t2"."properties", 'name') = 'String', JSONExtractString("_t2"."properties", 'name'), JSONType("_t2"."properties", 'name') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'name')) AS "e.person.properties.name"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."distinct_id" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== pdi person
-- source: SELECT distinct_id, person.properties.name FROM person_distinct_ids ORDER BY distinct_id
-- normalized: SELECT distinct_id, person.properties.name FROM person_distinct_ids ORDER BY distinct_id
-- columns: distinct_id String, person.properties.name Nullable(String)
-- args: 42
SELECT "_t1"."distinct_id" AS "distinct_id", multiIf(JSONType("_t2"."properties", 'name') = 'String', JSONExtractString("_t2"."properties", 'name'), JSONType("_t2"."properties", 'name') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'name')) AS "person.properties.name"
FROM (SELECT *
  FROM "person_distinct_ids" FINAL) AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."distinct_id" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== inner join
-- source:
--   SELECT pdi.distinct_id, p.properties.name FROM person_distinct_ids pdi JOIN persons p ON p.id = pdi.person_id ORDER BY pdi.distinct_id
-- normalized:
--   SELECT pdi.distinct_id, p.properties.name
--   FROM person_distinct_ids AS pdi
--   JOIN persons AS p ON p.id = pdi.person_id
--   ORDER BY pdi.distinct_id
-- columns: distinct_id String, p.properties.name Nullable(String)
-- args: 42
SELECT "_t1"."distinct_id" AS "distinct_id", multiIf(JSONType("_t2"."properties", 'name') = 'String', JSONExtractString("_t2"."properties", 'name'), JSONType("_t2"."properties", 'name') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'name')) AS "p.properties.name"
FROM (SELECT *
  FROM "person_distinct_ids" FINAL) AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = {p1:Int64}))
JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."uuid" = "_t3"."uuid") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."distinct_id" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== left join
-- source:
--   SELECT e.uuid, p.uuid FROM events e LEFT JOIN persons p ON p.id = e.person_id WHERE e.event = '$autocapture'
-- normalized:
--   SELECT e.uuid, p.uuid
--   FROM events AS e
--   LEFT JOIN persons AS p ON p.id = e.person_id
--   WHERE e.event = '$autocapture'
-- columns: uuid String, uuid Nullable(String)
-- args: 42, "$autocapture"
SELECT "_t1"."uuid" AS "uuid", "_t2"."uuid" AS "_c2"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = {p1:Int64}))
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."uuid" = "_t3"."uuid") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== join count
-- source:
--   SELECT count() FROM events e INNER JOIN person_distinct_ids pdi ON pdi.distinct_id = e.distinct_id
-- normalized:
--   SELECT count()
--   FROM events AS e
--   JOIN person_distinct_ids AS pdi ON pdi.distinct_id = e.distinct_id
-- columns: count() UInt64
-- args: 42
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
JOIN (SELECT *
  FROM "person_distinct_ids" FINAL) AS "_t2" ON (("_t2"."distinct_id" = "_t1"."distinct_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== in subquery
-- source:
--   SELECT count() FROM events WHERE person_id IN (SELECT id FROM persons WHERE properties.plan = 'pro')
-- normalized:
--   SELECT count()
--   FROM events
--   WHERE person_id IN (SELECT id
--     FROM persons
--     WHERE properties.plan = 'pro')
-- columns: count() UInt64
-- args: 42, "pro"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t2"."uuid" IN (SELECT "_t3"."uuid" AS "id"
      FROM (SELECT *
        FROM "persons" FINAL) AS "_t3"
      WHERE (("_t3"."team_id" = {p1:Int64}) AND (multiIf(JSONType("_t3"."properties", 'plan') = 'String', JSONExtractString("_t3"."properties", 'plan'), JSONType("_t3"."properties", 'plan') = 'Null', NULL, JSONExtractRaw("_t3"."properties", 'plan')) = {p2:String})))))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== not in list
-- source: SELECT count() FROM events WHERE event NOT IN ('$pageview', 'signup')
-- normalized: SELECT count() FROM events WHERE event NOT IN ('$pageview', 'signup')
-- columns: count() UInt64
-- args: 42, "$pageview", "signup"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" NOT IN ({p2:String}, {p3:String})))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== from subquery
-- source: SELECT max(c) FROM (SELECT distinct_id, count() AS c FROM events GROUP BY distinct_id)
-- normalized: SELECT max(c) FROM (SELECT distinct_id, count() AS c FROM events GROUP BY distinct_id)
-- columns: max(c) Nullable(UInt64)
-- args: 42
SELECT maxOrNull("_t2"."c") AS "max(c)"
FROM (SELECT "_t1"."distinct_id" AS "distinct_id", count(*) AS "c"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = {p1:Int64})
  GROUP BY "_t1"."distinct_id") AS "_t2"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== from subquery alias
-- source:
--   SELECT s.d, s.c FROM (SELECT distinct_id AS d, count() AS c FROM events GROUP BY d) AS s WHERE s.c > 1 ORDER BY s.d
-- normalized:
--   SELECT s.d, s.c
--   FROM (SELECT distinct_id AS d, count() AS c
--     FROM events
--     GROUP BY d) AS s
--   WHERE s.c > 1
--   ORDER BY s.d
-- columns: d String, c UInt64
-- args: 42, 1
SELECT "_t2"."d" AS "d", "_t2"."c" AS "c"
FROM (SELECT "_t1"."distinct_id" AS "d", count(*) AS "c"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = {p1:Int64})
  GROUP BY 1) AS "_t2"
WHERE ("_t2"."c" > {p2:Int64})
ORDER BY "_t2"."d" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== cte
-- source:
--   WITH pv AS (SELECT * FROM events WHERE event = '$pageview') SELECT count(), uniq(distinct_id) FROM pv
-- normalized:
--   WITH pv AS (SELECT *
--     FROM events
--     WHERE event = '$pageview')
--   SELECT count(), uniq(distinct_id)
--   FROM pv
-- columns: count() UInt64, uniq(distinct_id) UInt64
-- args: "", 42, "$pageview"
WITH "_c1" AS (SELECT "_t1"."uuid" AS "uuid", "_t1"."event" AS "event", "_t1"."distinct_id" AS "distinct_id", "_t1"."properties" AS "properties", "_t1"."timestamp" AS "timestamp", "_t1"."created_at" AS "created_at", "_t2"."uuid" AS "person_id", "_t1"."session_id" AS "$session_id", coalesce(multiIf(JSONType("_t1"."properties", '$elements_chain') = 'String', JSONExtractString("_t1"."properties", '$elements_chain'), JSONType("_t1"."properties", '$elements_chain') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$elements_chain')), {p1:String}) AS "elements_chain"
  FROM "events" AS "_t1"
  LEFT JOIN (SELECT *
    FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p2:Int64}))
  WHERE (("_t1"."team_id" = {p2:Int64}) AND ("_t1"."event" = {p3:String})))
SELECT count(*) AS "count()", count(DISTINCT "_t3"."distinct_id") AS "uniq(distinct_id)"
FROM "_c1" AS "_t3"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== two ctes joined
-- source:
--   WITH a AS (SELECT distinct_id FROM events WHERE event = 'signup'), b AS (SELECT distinct_id FROM events WHERE event = '$pageview') SELECT count() FROM a JOIN b ON a.distinct_id = b.distinct_id
-- normalized:
--   WITH a AS (SELECT distinct_id
--     FROM events
--     WHERE event = 'signup'), b AS (SELECT distinct_id
--     FROM events
--     WHERE event = '$pageview')
--   SELECT count()
--   FROM a
--   JOIN b ON a.distinct_id = b.distinct_id
-- columns: count() UInt64
-- args: 42, "signup", "$pageview"
WITH "_c1" AS (SELECT "_t1"."distinct_id" AS "distinct_id"
  FROM "events" AS "_t1"
  WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))), "_c2" AS (SELECT "_t2"."distinct_id" AS "distinct_id"
  FROM "events" AS "_t2"
  WHERE (("_t2"."team_id" = {p1:Int64}) AND ("_t2"."event" = {p3:String})))
SELECT count(*) AS "count()"
FROM "_c1" AS "_t3"
JOIN "_c2" AS "_t4" ON ("_t3"."distinct_id" = "_t4"."distinct_id")
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== aggregate modifiers
-- source:
--   SELECT groupArray(DISTINCT event), groupUniqArray(DISTINCT event) = groupUniqArray(event), groupArrayIf(event, event = 'signup'), length(groupUniqArrayIf(distinct_id, event = '$pageview')), topKIf(1)(event, event != '$pageview'), arraySort(groupArray(DISTINCT event)) = groupArray(DISTINCT event) FROM events
-- normalized:
--   SELECT groupArray(DISTINCT event), groupUniqArray(DISTINCT event) = groupUniqArray(event), groupArrayIf(event, event = 'signup'), length(groupUniqArrayIf(distinct_id, event = '$pageview')), topKIf(1)(event, event != '$pageview'), arraySort(groupArray(DISTINCT event)) = groupArray(DISTINCT event)
--   FROM events
-- columns:
--   "groupArray(DISTINCT event)" Array(String)
--   "groupUniqArray(DISTINCT event) = groupUniqArray(event)" Bool
--   "groupArrayIf(event, event = 'signup')" Array(String)
--   "length(groupUniqArrayIf(distinct_id, event = '$pageview'))" UInt64
--   "topKIf(1)(event, event != '$pageview')" Array(String)
--   "arraySort(groupArray(DISTINCT event)) = groupArray(DISTINCT event)" Bool
-- args: "signup", "$pageview", 42
SELECT arraySort(groupUniqArray("_t1"."event")) AS "groupArray(DISTINCT event)", (arraySort(groupUniqArray("_t1"."event")) = arraySort(groupUniqArray("_t1"."event"))) AS "groupUniqArray(DISTINCT event) = groupUniqArray(event)", groupArray("_t1"."event") FILTER (WHERE ("_t1"."event" = {p1:String})) AS "groupArrayIf(event, event = 'signup')", length(arraySort(groupUniqArray("_t1"."distinct_id") FILTER (WHERE ("_t1"."event" = {p2:String})))) AS "length(groupUniqArrayIf(distinct_id, event = '$pageview'))", arraySlice(arrayMap(t -> t.1, arraySort(t -> (-t.2, t.1), arrayZip(tupleElement(sumMap(["_t1"."event"], [toInt64(1)]) FILTER (WHERE "_t1"."event" IS NOT NULL AND ("_t1"."event" <> {p2:String})), 1), tupleElement(sumMap(["_t1"."event"], [toInt64(1)]) FILTER (WHERE "_t1"."event" IS NOT NULL AND ("_t1"."event" <> {p2:String})), 2)))), 1, 1) AS "topKIf(1)(event, event != '$pageview')", (arraySort(arraySort(groupUniqArray("_t1"."event"))) = arraySort(groupUniqArray("_t1"."event"))) AS "_c6"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p3:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== inline aliases in arguments
-- source:
--   SELECT concat(event AS e, '!'), e, arrayMap(x -> x * 2, [1, 2] AS xs), xs FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- normalized:
--   SELECT concat((event AS e), '!'), e, arrayMap(x -> x * 2, ([1, 2] AS xs)), xs
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- columns:
--   "concat((event AS e), '!')" String
--   e String
--   "arrayMap(x -> x * 2, ([1, 2] AS xs))" Array(Int64)
--   xs Array(Int64)
-- args: "!", 2, 1, 42, "a0000000-0000-4000-8000-000000000003"
SELECT concat(ifNull("_t1"."event", ''), ifNull({p1:String}, ''), '') AS "concat((event AS e), '!')", "_t1"."event" AS "e", arrayMap(("_t2") -> accurateCast(toInt128("_t2") * {p2:Int64}, 'Int64'), [{p3:Int64}, {p2:Int64}]) AS "arrayMap(x -> x * 2, ([1, 2] AS xs))", [{p3:Int64}, {p2:Int64}] AS "xs"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p4:Int64}) AND ("_t1"."uuid" = {p5:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== union with a trailing order by an expression
-- source: SELECT 'x' AS e UNION ALL SELECT event FROM events ORDER BY lower(event) DESC LIMIT 2
-- normalized: SELECT 'x' AS e UNION ALL SELECT event FROM events ORDER BY lower(event) DESC LIMIT 2
-- columns: e String
-- args: "x", 42
SELECT *
FROM (SELECT {p1:String} AS "e"
  UNION ALL
  SELECT *
  FROM (SELECT "_t1"."event" AS "event"
    FROM "events" AS "_t1"
    WHERE ("_t1"."team_id" = {p2:Int64})
    ORDER BY lowerUTF8("_t1"."event") DESC NULLS LAST
    LIMIT 2) AS "_u2") AS "_o1"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== arrayEnumerate and sortableSemVer
-- source:
--   SELECT arrayEnumerate(['a', 'b', 'c']), sortableSemVer('v1.10.2-beta'), sortableSemVer('no version')
-- normalized:
--   SELECT arrayEnumerate(['a', 'b', 'c']), sortableSemVer('v1.10.2-beta'), sortableSemVer('no version')
-- columns:
--   "arrayEnumerate(['a', 'b', 'c'])" Array(Int64)
--   sortableSemVer('v1.10.2-beta') Array(Int64)
--   "sortableSemVer('no version')" Array(Int64)
-- args: 1, "a", "b", "c", 0, ".", "v1.10.2-beta", "(\\d+(\\.\\d+)+)", "no version"
SELECT arrayMap(x -> toInt64(x), range(greatest({p1:Int64}, 0), least((length([{p2:String}, {p3:String}, {p4:String}]) + {p1:Int64}), 100000))) AS "arrayEnumerate(['a', 'b', 'c'])", arrayMap(("_t1") -> coalesce(if(match("_t1", '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth("_t1")), NULL), {p5:Int64}), splitByChar({p6:String}, extract({p7:String}, {p8:String}))) AS "sortableSemVer('v1.10.2-beta')", arrayMap(("_t2") -> coalesce(if(match("_t2", '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth("_t2")), NULL), {p5:Int64}), splitByChar({p6:String}, extract({p9:String}, {p8:String}))) AS "sortableSemVer('no version')"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== in and notIn as functions
-- source:
--   SELECT countIf(in(event, ('signup', 'purchase'))) = countIf(event IN ('signup', 'purchase')), countIf(notIn(event, tuple('signup'))), count() - countIf(event = 'signup'), countIf(in(event, 'signup')), countIf(in(distinct_id, (SELECT distinct_id FROM events WHERE event = 'signup'))) = countIf(distinct_id IN (SELECT distinct_id FROM events WHERE event = 'signup')) FROM events
-- normalized:
--   SELECT countIf(in(event, ('signup', 'purchase'))) = countIf(event IN ('signup', 'purchase')), countIf(notIn(event, tuple('signup'))), count() - countIf(event = 'signup'), countIf(in(event, 'signup')), countIf(in(distinct_id, (SELECT distinct_id
--         FROM events
--         WHERE event = 'signup'))) = countIf(distinct_id IN (SELECT distinct_id
--       FROM events
--       WHERE event = 'signup'))
--   FROM events
-- columns:
--   "countIf(in(event, ('signup', 'purchase'))) = countIf(event IN ('signup', 'purchase'))" Bool
--   "countIf(notIn(event, tuple('signup')))" UInt64
--   "count() - countIf(event = 'signup')" Int64
--   "countIf(in(event, 'signup'))" UInt64
--   "countIf(in(distinct_id, (SELECT distinct_id FROM events WHERE event = 'signup'))) = countIf(distinct_id IN (SELECT distinct_id FROM events WHERE event = 'signup'))" Bool
-- args: "signup", "purchase", 42
SELECT (count(*) FILTER (WHERE ("_t1"."event" IN ({p1:String}, {p2:String}))) = count(*) FILTER (WHERE ("_t1"."event" IN ({p1:String}, {p2:String})))) AS "_c1", count(*) FILTER (WHERE ("_t1"."event" NOT IN ({p1:String}))) AS "countIf(notIn(event, tuple('signup')))", (count(*) - count(*) FILTER (WHERE ("_t1"."event" = {p1:String}))) AS "count() - countIf(event = 'signup')", count(*) FILTER (WHERE ("_t1"."event" IN ({p1:String}))) AS "countIf(in(event, 'signup'))", (count(*) FILTER (WHERE ("_t1"."distinct_id" IN (SELECT "_t2"."distinct_id" AS "distinct_id"
        FROM "events" AS "_t2"
        WHERE (("_t2"."team_id" = {p3:Int64}) AND ("_t2"."event" = {p1:String}))))) = count(*) FILTER (WHERE ("_t1"."distinct_id" IN (SELECT "_t3"."distinct_id" AS "distinct_id"
        FROM "events" AS "_t3"
        WHERE (("_t3"."team_id" = {p3:Int64}) AND ("_t3"."event" = {p1:String})))))) AS "_c5"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p3:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== cte shadows table
-- source: WITH events AS (SELECT * FROM events WHERE event = 'signup') SELECT count() FROM events
-- normalized: WITH events AS (SELECT * FROM events WHERE event = 'signup') SELECT count() FROM events
-- columns: count() UInt64
-- args: "", 42, "signup"
WITH "_c1" AS (SELECT "_t1"."uuid" AS "uuid", "_t1"."event" AS "event", "_t1"."distinct_id" AS "distinct_id", "_t1"."properties" AS "properties", "_t1"."timestamp" AS "timestamp", "_t1"."created_at" AS "created_at", "_t2"."uuid" AS "person_id", "_t1"."session_id" AS "$session_id", coalesce(multiIf(JSONType("_t1"."properties", '$elements_chain') = 'String', JSONExtractString("_t1"."properties", '$elements_chain'), JSONType("_t1"."properties", '$elements_chain') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$elements_chain')), {p1:String}) AS "elements_chain"
  FROM "events" AS "_t1"
  LEFT JOIN (SELECT *
    FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p2:Int64}))
  WHERE (("_t1"."team_id" = {p2:Int64}) AND ("_t1"."event" = {p3:String})))
SELECT count(*) AS "count()"
FROM "_c1" AS "_t3"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== scalar subquery
-- source:
--   SELECT event, (SELECT count() FROM session_replay_events) AS s FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- normalized:
--   SELECT event, (SELECT count()
--     FROM session_replay_events) AS s
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- columns: event String, s Nullable(UInt64)
-- args: 42, "a0000000-0000-4000-8000-000000000003"
SELECT "_t1"."event" AS "event", (SELECT count(*) AS "count()"
  FROM (SELECT *
    FROM "session_recordings" FINAL) AS "_t2"
  WHERE ("_t2"."team_id" = {p1:Int64})) AS "s"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== correlated subquery
-- source:
--   SELECT p.properties.name AS n, (SELECT count() FROM events e WHERE e.person_id = p.id) AS c FROM persons p ORDER BY n
-- normalized:
--   SELECT p.properties.name AS n, (SELECT count()
--     FROM events AS e
--     WHERE e.person_id = p.id) AS c
--   FROM persons AS p
--   ORDER BY n
-- columns: n Nullable(String), c Nullable(UInt64)
-- args: 42
SELECT multiIf(JSONType("_t1"."properties", 'name') = 'String', JSONExtractString("_t1"."properties", 'name'), JSONType("_t1"."properties", 'name') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'name')) AS "n", (SELECT count(*) AS "count()"
  FROM "events" AS "_t2"
  LEFT JOIN (SELECT *
    FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = {p1:Int64}))
  WHERE (("_t2"."team_id" = {p1:Int64}) AND ("_t3"."uuid" = "_t1"."uuid"))) AS "c"
FROM (SELECT *
  FROM "persons" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== exists
-- source:
--   SELECT count() FROM persons p WHERE EXISTS (SELECT 1 FROM events e WHERE e.person_id = p.id AND e.event = 'purchase')
-- normalized:
--   SELECT count()
--   FROM persons AS p
--   WHERE EXISTS (SELECT 1
--     FROM events AS e
--     WHERE e.person_id = p.id AND e.event = 'purchase')
-- columns: count() UInt64
-- args: 42, 1, "purchase"
SELECT count(*) AS "count()"
FROM (SELECT *
  FROM "persons" FINAL) AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND EXISTS (SELECT {p2:Int64} AS "1"
    FROM "events" AS "_t2"
    LEFT JOIN (SELECT *
      FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = {p1:Int64}))
    WHERE (("_t2"."team_id" = {p1:Int64}) AND (("_t3"."uuid" = "_t1"."uuid") AND ("_t2"."event" = {p3:String})))))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== having
-- source: SELECT distinct_id FROM events GROUP BY distinct_id HAVING count() > 1 ORDER BY distinct_id
-- normalized:
--   SELECT distinct_id
--   FROM events
--   GROUP BY distinct_id
--   HAVING count() > 1
--   ORDER BY distinct_id
-- columns: distinct_id String
-- args: 42, 1
SELECT "_t1"."distinct_id" AS "distinct_id"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."distinct_id"
HAVING (count(*) > {p2:Int64})
ORDER BY "_t1"."distinct_id" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== distinct
-- source: SELECT DISTINCT event FROM events ORDER BY event
-- normalized: SELECT DISTINCT event FROM events ORDER BY event
-- columns: event String
-- args: 42
SELECT DISTINCT "_t1"."event" AS "event"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== nulls first
-- source: SELECT DISTINCT properties.$browser AS b FROM events ORDER BY b DESC NULLS FIRST
-- normalized: SELECT DISTINCT properties.$browser AS b FROM events ORDER BY b DESC NULLS FIRST
-- columns: b Nullable(String)
-- args: 42
SELECT DISTINCT "_t1"."mat_browser" AS "b"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY 1 DESC NULLS FIRST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== limit offset
-- source: SELECT uuid FROM events ORDER BY timestamp LIMIT 2 OFFSET 1
-- normalized: SELECT uuid FROM events ORDER BY timestamp LIMIT 2 OFFSET 1
-- columns: uuid String
-- args: 42
SELECT "_t1"."uuid" AS "uuid"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 2 OFFSET 1 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== limit comma
-- source: SELECT uuid FROM events ORDER BY timestamp LIMIT 1, 2
-- normalized: SELECT uuid FROM events ORDER BY timestamp LIMIT 2 OFFSET 1
-- columns: uuid String
-- args: 42
SELECT "_t1"."uuid" AS "uuid"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 2 OFFSET 1 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== union all
-- source:
--   SELECT event AS name FROM events WHERE event = 'signup' UNION ALL SELECT type FROM plugin_log_entries WHERE type = 'ERROR' ORDER BY 1
-- normalized:
--   SELECT event AS name
--   FROM events
--   WHERE event = 'signup'
--   UNION ALL
--   SELECT type
--   FROM plugin_log_entries
--   WHERE type = 'ERROR'
--   ORDER BY 1
-- columns: name String
-- args: 42, "signup", "ERROR"
SELECT *
FROM (SELECT "_t1"."event" AS "name"
  FROM "events" AS "_t1"
  WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
  UNION ALL
  SELECT "_t2"."type" AS "type"
  FROM (SELECT *
    FROM "plugin_log_entries" FINAL) AS "_t2"
  WHERE (("_t2"."team_id" = {p1:Int64}) AND ("_t2"."type" = {p3:String}))) AS "_o1"
ORDER BY "_o1"."name" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== union members with limits
-- source:
--   (SELECT uuid FROM events ORDER BY timestamp LIMIT 1) UNION ALL (SELECT uuid FROM events ORDER BY timestamp DESC LIMIT 1) ORDER BY uuid
-- normalized:
--   (SELECT uuid
--     FROM events
--     ORDER BY timestamp
--     LIMIT 1)
--   UNION ALL (SELECT uuid
--     FROM events
--     ORDER BY timestamp DESC
--     LIMIT 1)
--   ORDER BY uuid
-- columns: uuid String
-- args: 42
SELECT *
FROM (SELECT *
  FROM (SELECT "_t1"."uuid" AS "uuid"
    FROM "events" AS "_t1"
    WHERE ("_t1"."team_id" = {p1:Int64})
    ORDER BY "_t1"."timestamp" NULLS LAST
    LIMIT 1) AS "_u2"
  UNION ALL
  SELECT *
  FROM (SELECT "_t2"."uuid" AS "uuid"
    FROM "events" AS "_t2"
    WHERE ("_t2"."team_id" = {p1:Int64})
    ORDER BY "_t2"."timestamp" DESC NULLS LAST
    LIMIT 1) AS "_u3") AS "_o1"
ORDER BY "_o1"."uuid" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== union type merge
-- source: SELECT 1 AS x UNION ALL SELECT 2.5 ORDER BY x
-- normalized: SELECT 1 AS x UNION ALL SELECT 2.5 ORDER BY x
-- columns: x Float64
-- args: 1, 2.5
SELECT *
FROM (SELECT toFloat64({p1:Int64}) AS "x"
  UNION ALL
  SELECT {p2:Float64} AS "2.5") AS "_o1"
ORDER BY "_o1"."x" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== case
-- source:
--   SELECT CASE WHEN properties.$browser = 'Chrome' THEN 'c' WHEN properties.$browser IS NULL THEN 'none' ELSE 'other' END AS k, count() FROM events GROUP BY k ORDER BY k
-- normalized:
--   SELECT CASE WHEN properties.$browser = 'Chrome' THEN 'c' WHEN properties.$browser IS NULL THEN 'none' ELSE 'other' END AS k, count()
--   FROM events
--   GROUP BY k
--   ORDER BY k
-- columns: k String, count() UInt64
-- args: "Chrome", "c", "none", "other", 42
SELECT CASE WHEN ("_t1"."mat_browser" = {p1:String}) THEN {p2:String} WHEN ("_t1"."mat_browser" IS NULL) THEN {p3:String} ELSE {p4:String} END AS "k", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p5:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== case operand
-- source:
--   SELECT CASE event WHEN 'signup' THEN 1 WHEN 'purchase' THEN 2 ELSE 0 END AS k, count() FROM events GROUP BY k ORDER BY k
-- normalized:
--   SELECT CASE event WHEN 'signup' THEN 1 WHEN 'purchase' THEN 2 ELSE 0 END AS k, count()
--   FROM events
--   GROUP BY k
--   ORDER BY k
-- columns: k Int64, count() UInt64
-- args: "signup", 1, "purchase", 2, 0, 42
SELECT CASE "_t1"."event" WHEN {p1:String} THEN {p2:Int64} WHEN {p3:String} THEN {p4:Int64} ELSE {p5:Int64} END AS "k", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p6:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== like
-- source: SELECT count() FROM events WHERE properties.$current_url LIKE 'https://www.%'
-- normalized: SELECT count() FROM events WHERE properties.$current_url LIKE 'https://www.%'
-- columns: count() UInt64
-- args: 42, "https://www.%"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."mat_current_url" LIKE {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== like is case sensitive
-- source: SELECT count() FROM events WHERE properties.$current_url LIKE 'HTTPS%'
-- normalized: SELECT count() FROM events WHERE properties.$current_url LIKE 'HTTPS%'
-- columns: count() UInt64
-- args: 42, "HTTPS%"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."mat_current_url" LIKE {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== ilike
-- source: SELECT count() FROM events WHERE properties.$current_url ILIKE 'HTTPS://WWW.%'
-- normalized: SELECT count() FROM events WHERE properties.$current_url ILIKE 'HTTPS://WWW.%'
-- columns: count() UInt64
-- args: 42, "HTTPS://WWW.%"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."mat_current_url" ILIKE {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== not like
-- source: SELECT count() FROM events WHERE event NOT LIKE '$%'
-- normalized: SELECT count() FROM events WHERE event NOT LIKE '$%'
-- columns: count() UInt64
-- args: 42, "$%"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" NOT LIKE {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== like escapes
-- source:
--   SELECT count() FROM events WHERE properties.note LIKE '%\% off\_%' AND event LIKE 'pur_hase' AND event NOT LIKE 'pur*'
-- normalized:
--   SELECT count()
--   FROM events
--   WHERE properties.note LIKE '%\\% off\\_%' AND event LIKE 'pur_hase' AND event NOT LIKE 'pur*'
-- columns: count() UInt64
-- args: 42, "%\\% off\\_%", "pur_hase", "pur*"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (((multiIf(JSONType("_t1"."properties", 'note') = 'String', JSONExtractString("_t1"."properties", 'note'), JSONType("_t1"."properties", 'note') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'note')) LIKE {p2:String}) AND ("_t1"."event" LIKE {p3:String})) AND ("_t1"."event" NOT LIKE {p4:String})))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== between
-- source: SELECT count() FROM events WHERE timestamp BETWEEN '2026-01-05' AND '2026-01-06 08:00:00'
-- normalized: SELECT count() FROM events WHERE timestamp BETWEEN '2026-01-05' AND '2026-01-06 08:00:00'
-- columns: count() UInt64
-- args: 42, "2026-01-05 00:00:00+00:00", "2026-01-06 08:00:00+00:00"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."timestamp" BETWEEN (parseDateTime64BestEffort({p2:String}, 6, 'UTC')) AND (parseDateTime64BestEffort({p3:String}, 6, 'UTC'))))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== not between
-- source: SELECT count() FROM events WHERE timestamp NOT BETWEEN '2026-01-05' AND '2026-01-06 08:00:00'
-- normalized:
--   SELECT count()
--   FROM events
--   WHERE timestamp NOT BETWEEN '2026-01-05' AND '2026-01-06 08:00:00'
-- columns: count() UInt64
-- args: 42, "2026-01-05 00:00:00+00:00", "2026-01-06 08:00:00+00:00"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."timestamp" NOT BETWEEN (parseDateTime64BestEffort({p2:String}, 6, 'UTC')) AND (parseDateTime64BestEffort({p3:String}, 6, 'UTC'))))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== is null
-- source: SELECT countIf(person_id IS NULL), countIf($session_id IS NOT NULL) FROM events
-- normalized: SELECT countIf(person_id IS NULL), countIf($session_id IS NOT NULL) FROM events
-- columns: "countIf(person_id IS NULL)" UInt64, "countIf($session_id IS NOT NULL)" UInt64
-- args: 42
SELECT count(*) FILTER (WHERE ("_t2"."uuid" IS NULL)) AS "countIf(person_id IS NULL)", count(*) FILTER (WHERE ("_t1"."session_id" IS NOT NULL)) AS "countIf($session_id IS NOT NULL)"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== session id column
-- source:
--   SELECT $session_id, count() FROM events WHERE $session_id IS NOT NULL GROUP BY $session_id ORDER BY 1
-- normalized:
--   SELECT $session_id, count()
--   FROM events
--   WHERE $session_id IS NOT NULL
--   GROUP BY $session_id
--   ORDER BY 1
-- columns: $session_id Nullable(String), count() UInt64
-- args: 42
SELECT "_t1"."session_id" AS "$session_id", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."session_id" IS NOT NULL))
GROUP BY "_t1"."session_id"
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== arithmetic
-- source: SELECT 1 + 2 * 3, 7 / 2, 7 % 3, -5 + 2, 2.5 * 2, 10 / 0, 7 % 0, (1 + 2) * 3, - (2 - 5)
-- normalized: SELECT 1 + 2 * 3, 7 / 2, 7 % 3, -5 + 2, 2.5 * 2, 10 / 0, 7 % 0, (1 + 2) * 3, -(2 - 5)
-- columns:
--   "1 + 2 * 3" Int64
--   "7 / 2" Nullable(Float64)
--   "7 % 3" Nullable(Int64)
--   "-5 + 2" Int64
--   "2.5 * 2" Float64
--   "10 / 0" Nullable(Float64)
--   "7 % 0" Nullable(Int64)
--   "(1 + 2) * 3" Int64
--   "-(2 - 5)" Int64
-- args: 1, 2, 3, 7, -5, 2.5, 10, 0, 5
SELECT accurateCast(toInt128({p1:Int64}) + accurateCast(toInt128({p2:Int64}) * {p3:Int64}, 'Int64'), 'Int64') AS "1 + 2 * 3", (toFloat64({p4:Int64}) / {p2:Int64}) AS "7 / 2", ({p4:Int64} % {p3:Int64}) AS "7 % 3", accurateCast(toInt128({p5:Int64}) + {p2:Int64}, 'Int64') AS "-5 + 2", ({p6:Float64} * {p2:Int64}) AS "2.5 * 2", (toFloat64({p7:Int64}) / NULLIF({p8:Int64}, 0)) AS "10 / 0", ({p4:Int64} % NULLIF({p8:Int64}, 0)) AS "7 % 0", accurateCast(toInt128(accurateCast(toInt128({p1:Int64}) + {p2:Int64}, 'Int64')) * {p3:Int64}, 'Int64') AS "(1 + 2) * 3", (-accurateCast(toInt128({p2:Int64}) - {p9:Int64}, 'Int64')) AS "-(2 - 5)"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== booleans
-- source: SELECT 1 < 2, 1 = 1 AND 2 > 3, NOT (1 = 1) OR 1 = 1, 'a' != 'b', 'a' < 'b', 1 == 1, 1 <> 1
-- normalized: SELECT 1 < 2, 1 = 1 AND 2 > 3, NOT 1 = 1 OR 1 = 1, 'a' != 'b', 'a' < 'b', 1 = 1, 1 != 1
-- columns:
--   "1 < 2" Bool
--   "1 = 1 AND 2 > 3" Bool
--   "NOT 1 = 1 OR 1 = 1" Bool
--   "'a' != 'b'" Bool
--   "'a' < 'b'" Bool
--   "1 = 1" Bool
--   "1 != 1" Bool
-- args: 1, 2, 3, "a", "b"
SELECT ({p1:Int64} < {p2:Int64}) AS "1 < 2", (({p1:Int64} = {p1:Int64}) AND ({p2:Int64} > {p3:Int64})) AS "1 = 1 AND 2 > 3", ((NOT ({p1:Int64} = {p1:Int64})) OR ({p1:Int64} = {p1:Int64})) AS "NOT 1 = 1 OR 1 = 1", ({p4:String} <> {p5:String}) AS "'a' != 'b'", ({p4:String} < {p5:String}) AS "'a' < 'b'", ({p1:Int64} = {p1:Int64}) AS "1 = 1", ({p1:Int64} <> {p1:Int64}) AS "1 != 1"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== conversions
-- source:
--   SELECT CAST('42' AS Int64), toInt(properties.$screen_width), toInt(3.9), toInt(-3.9), toFloat('2.5'), toString(42), toString(1.5), toString(2.0), toString(true), CAST(1 AS Bool), toFloat(properties.$screen_width), CAST(12 AS String), toInt('  7 '), toString(toDate('2026-01-02')) FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000005'
-- normalized:
--   SELECT CAST('42' AS Int64), toInt(properties.$screen_width), toInt(3.9), toInt(-3.9), toFloat('2.5'), toString(42), toString(1.5), toString(2.0), toString(TRUE), CAST(1 AS Bool), toFloat(properties.$screen_width), CAST(12 AS String), toInt('  7 '), toString(toDate('2026-01-02'))
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000005'
-- columns:
--   "CAST('42' AS Int64)" Int64
--   toInt(properties.$screen_width) Nullable(Int64)
--   toInt(3.9) Nullable(Int64)
--   toInt(-3.9) Nullable(Int64)
--   toFloat('2.5') Float64
--   toString(42) String
--   toString(1.5) String
--   toString(2.0) String
--   toString(TRUE) String
--   "CAST(1 AS Bool)" Bool
--   toFloat(properties.$screen_width) Nullable(Float64)
--   "CAST(12 AS String)" String
--   "toInt('  7 ')" Int64
--   toString(toDate('2026-01-02')) String
-- args: 42, 3.9, -3.9, 2.5, 1.5, 2.0, 1, 12, 7, "2026-01-02", "a0000000-0000-4000-8000-000000000005"
SELECT {p1:Int64} AS "CAST('42' AS Int64)", if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL) AS "toInt(properties.$screen_width)", if(abs({p2:Float64}) < 9223372036854775808., toInt64(trunc({p2:Float64})), NULL) AS "toInt(3.9)", if(abs({p3:Float64}) < 9223372036854775808., toInt64(trunc({p3:Float64})), NULL) AS "toInt(-3.9)", {p4:Float64} AS "toFloat('2.5')", toString({p1:Int64}) AS "toString(42)", printf('%.15g', {p5:Float64}) AS "toString(1.5)", printf('%.15g', {p6:Float64}) AS "toString(2.0)", if(TRUE, 'true', 'false') AS "toString(TRUE)", ({p7:Int64} != 0) AS "CAST(1 AS Bool)", if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL) AS "toFloat(properties.$screen_width)", toString({p8:Int64}) AS "CAST(12 AS String)", {p9:Int64} AS "toInt('  7 ')", toString(toDate32({p10:String})) AS "toString(toDate('2026-01-02'))"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p11:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== string to number at run time
-- source:
--   SELECT toInt(properties.$screen_width), toFloat(properties.price), toString(timestamp), toInt(timestamp), toBool(properties.is_cool) FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- normalized:
--   SELECT toInt(properties.$screen_width), toFloat(properties.price), toString(timestamp), toInt(timestamp), toBool(properties.is_cool)
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- columns:
--   toInt(properties.$screen_width) Nullable(Int64)
--   toFloat(properties.price) Nullable(Float64)
--   toString(timestamp) String
--   toInt(timestamp) Int64
--   toBool(properties.is_cool) Nullable(Bool)
-- args: 42, "a0000000-0000-4000-8000-000000000001"
SELECT if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL) AS "toInt(properties.$screen_width)", if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL) AS "toFloat(properties.price)", formatDateTime("_t1"."timestamp", '%Y-%m-%d %H:%i:%S', 'UTC') AS "toString(timestamp)", toInt64(toUnixTimestamp("_t1"."timestamp")) AS "toInt(timestamp)", multiIf(lower(trimBoth(multiIf(JSONType("_t1"."properties", 'is_cool') = 'String', JSONExtractString("_t1"."properties", 'is_cool'), JSONType("_t1"."properties", 'is_cool') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'is_cool')))) IN ('true', '1'), true, lower(trimBoth(multiIf(JSONType("_t1"."properties", 'is_cool') = 'String', JSONExtractString("_t1"."properties", 'is_cool'), JSONType("_t1"."properties", 'is_cool') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'is_cool')))) IN ('false', '0'), false, NULL) AS "toBool(properties.is_cool)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== date parts
-- source:
--   SELECT toDate(timestamp), toDateTime(timestamp), toStartOfMinute(timestamp), toStartOfHour(timestamp), toStartOfDay(timestamp), toStartOfWeek(timestamp), toStartOfWeek(timestamp, 1), toStartOfMonth(timestamp), toStartOfQuarter(timestamp), toStartOfYear(timestamp) FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000002'
-- normalized:
--   SELECT toDate(timestamp), toDateTime(timestamp), toStartOfMinute(timestamp), toStartOfHour(timestamp), toStartOfDay(timestamp), toStartOfWeek(timestamp), toStartOfWeek(timestamp, 1), toStartOfMonth(timestamp), toStartOfQuarter(timestamp), toStartOfYear(timestamp)
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000002'
-- columns:
--   toDate(timestamp) Date
--   toDateTime(timestamp) DateTime
--   toStartOfMinute(timestamp) DateTime
--   toStartOfHour(timestamp) DateTime
--   toStartOfDay(timestamp) DateTime
--   toStartOfWeek(timestamp) Date
--   "toStartOfWeek(timestamp, 1)" Date
--   toStartOfMonth(timestamp) Date
--   toStartOfQuarter(timestamp) Date
--   toStartOfYear(timestamp) Date
-- args: 42, "a0000000-0000-4000-8000-000000000002"
SELECT toDate32("_t1"."timestamp") AS "toDate(timestamp)", toStartOfSecond("_t1"."timestamp") AS "toDateTime(timestamp)", fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(60000000)), 'UTC') AS "toStartOfMinute(timestamp)", fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(3600000000)), 'UTC') AS "toStartOfHour(timestamp)", fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t1"."timestamp") - positiveModulo(toUnixTimestamp64Micro("_t1"."timestamp"), toInt64(86400000000)), 'UTC') AS "toStartOfDay(timestamp)", toStartOfWeek("_t1"."timestamp", 0) AS "toStartOfWeek(timestamp)", toStartOfWeek("_t1"."timestamp", 1) AS "toStartOfWeek(timestamp, 1)", toStartOfMonth("_t1"."timestamp") AS "toStartOfMonth(timestamp)", toStartOfQuarter("_t1"."timestamp") AS "toStartOfQuarter(timestamp)", toStartOfYear("_t1"."timestamp") AS "toStartOfYear(timestamp)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== start of a unit before 1970
-- source:
--   SELECT toStartOfMinute(t), toStartOfHour(t), toStartOfDay(t) FROM (SELECT timestamp + INTERVAL 50069 SECOND - INTERVAL 60 YEAR AS t FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000002')
-- normalized:
--   SELECT toStartOfMinute(t), toStartOfHour(t), toStartOfDay(t)
--   FROM (SELECT timestamp + INTERVAL 50069 SECOND - INTERVAL 60 YEAR AS t
--     FROM events
--     WHERE uuid = 'a0000000-0000-4000-8000-000000000002')
-- columns: toStartOfMinute(t) DateTime, toStartOfHour(t) DateTime, toStartOfDay(t) DateTime
-- args: 50069, -60, 42, "a0000000-0000-4000-8000-000000000002"
SELECT fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t2"."t") - positiveModulo(toUnixTimestamp64Micro("_t2"."t"), toInt64(60000000)), 'UTC') AS "toStartOfMinute(t)", fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t2"."t") - positiveModulo(toUnixTimestamp64Micro("_t2"."t"), toInt64(3600000000)), 'UTC') AS "toStartOfHour(t)", fromUnixTimestamp64Micro(toUnixTimestamp64Micro("_t2"."t") - positiveModulo(toUnixTimestamp64Micro("_t2"."t"), toInt64(86400000000)), 'UTC') AS "toStartOfDay(t)"
FROM (SELECT addYears(addSeconds("_t1"."timestamp", {p1:Int64}), {p2:Int64}) AS "t"
  FROM "events" AS "_t1"
  WHERE (("_t1"."team_id" = {p3:Int64}) AND ("_t1"."uuid" = {p4:String}))) AS "_t2"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== date numbers
-- source:
--   SELECT toYear(timestamp), toQuarter(timestamp), toMonth(timestamp), toDayOfMonth(timestamp), toDayOfWeek(timestamp), toHour(timestamp), toMinute(timestamp), toSecond(timestamp), toUnixTimestamp(timestamp) FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000002'
-- normalized:
--   SELECT toYear(timestamp), toQuarter(timestamp), toMonth(timestamp), toDayOfMonth(timestamp), toDayOfWeek(timestamp), toHour(timestamp), toMinute(timestamp), toSecond(timestamp), toUnixTimestamp(timestamp)
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000002'
-- columns:
--   toYear(timestamp) Int64
--   toQuarter(timestamp) Int64
--   toMonth(timestamp) Int64
--   toDayOfMonth(timestamp) Int64
--   toDayOfWeek(timestamp) Int64
--   toHour(timestamp) Int64
--   toMinute(timestamp) Int64
--   toSecond(timestamp) Int64
--   toUnixTimestamp(timestamp) Int64
-- args: 42, "a0000000-0000-4000-8000-000000000002"
SELECT toInt64(toYear("_t1"."timestamp")) AS "toYear(timestamp)", toInt64(toQuarter("_t1"."timestamp")) AS "toQuarter(timestamp)", toInt64(toMonth("_t1"."timestamp")) AS "toMonth(timestamp)", toInt64(toDayOfMonth("_t1"."timestamp")) AS "toDayOfMonth(timestamp)", toInt64(toDayOfWeek("_t1"."timestamp")) AS "toDayOfWeek(timestamp)", toInt64(toHour("_t1"."timestamp")) AS "toHour(timestamp)", toInt64(toMinute("_t1"."timestamp")) AS "toMinute(timestamp)", toInt64(toSecond("_t1"."timestamp")) AS "toSecond(timestamp)", toInt64(toUnixTimestamp("_t1"."timestamp")) AS "toUnixTimestamp(timestamp)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== unix µs
-- source:
--   SELECT toUnixTimestamp64Micro(timestamp), toUnixTimestamp64Micro(toDate(timestamp)), toUnixTimestamp64Micro(timestamp - INTERVAL 60 YEAR) FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000002'
-- normalized:
--   SELECT toUnixTimestamp64Micro(timestamp), toUnixTimestamp64Micro(toDate(timestamp)), toUnixTimestamp64Micro(timestamp - INTERVAL 60 YEAR)
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000002'
-- columns:
--   toUnixTimestamp64Micro(timestamp) Int64
--   toUnixTimestamp64Micro(toDate(timestamp)) Int64
--   "toUnixTimestamp64Micro(timestamp - INTERVAL 60 YEAR)" Int64
-- args: -60, 42, "a0000000-0000-4000-8000-000000000002"
SELECT toUnixTimestamp64Micro("_t1"."timestamp") AS "toUnixTimestamp64Micro(timestamp)", toUnixTimestamp64Micro(toDateTime64(toDate32("_t1"."timestamp"), 6, 'UTC')) AS "toUnixTimestamp64Micro(toDate(timestamp))", toUnixTimestamp64Micro(addYears("_t1"."timestamp", {p1:Int64})) AS "toUnixTimestamp64Micro(timestamp - INTERVAL 60 YEAR)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p2:Int64}) AND ("_t1"."uuid" = {p3:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== week start of a wednesday
-- source:
--   SELECT toStartOfWeek(timestamp), toStartOfWeek(timestamp, 1), toDayOfWeek(timestamp), toStartOfQuarter(toDate('2026-05-17')) FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000005'
-- normalized:
--   SELECT toStartOfWeek(timestamp), toStartOfWeek(timestamp, 1), toDayOfWeek(timestamp), toStartOfQuarter(toDate('2026-05-17'))
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000005'
-- columns:
--   toStartOfWeek(timestamp) Date
--   "toStartOfWeek(timestamp, 1)" Date
--   toDayOfWeek(timestamp) Int64
--   toStartOfQuarter(toDate('2026-05-17')) Date
-- args: "2026-05-17", 42, "a0000000-0000-4000-8000-000000000005"
SELECT toStartOfWeek("_t1"."timestamp", 0) AS "toStartOfWeek(timestamp)", toStartOfWeek("_t1"."timestamp", 1) AS "toStartOfWeek(timestamp, 1)", toInt64(toDayOfWeek("_t1"."timestamp")) AS "toDayOfWeek(timestamp)", toStartOfQuarter(toDate32({p1:String})) AS "toStartOfQuarter(toDate('2026-05-17'))"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p2:Int64}) AND ("_t1"."uuid" = {p3:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== dateDiff
-- source:
--   SELECT dateDiff('day', '2026-01-05 23:00:00', '2026-01-06 01:00:00'), dateDiff('hour', '2026-01-05 10:59:00', '2026-01-05 11:01:00'), dateDiff('second', '2026-01-05 10:00:00', '2026-01-05 10:01:01'), dateDiff('minute', '2026-01-05 10:00:59', '2026-01-05 10:01:00'), dateDiff('week', '2026-01-04', '2026-01-05'), dateDiff('month', '2026-01-31', '2026-02-01'), dateDiff('quarter', '2026-03-31', '2026-04-01'), dateDiff('year', '2025-12-31', '2026-01-01'), dateDiff('day', toDate('2026-01-10'), toDate('2026-01-01'))
-- normalized:
--   SELECT dateDiff('day', '2026-01-05 23:00:00', '2026-01-06 01:00:00'), dateDiff('hour', '2026-01-05 10:59:00', '2026-01-05 11:01:00'), dateDiff('second', '2026-01-05 10:00:00', '2026-01-05 10:01:01'), dateDiff('minute', '2026-01-05 10:00:59', '2026-01-05 10:01:00'), dateDiff('week', '2026-01-04', '2026-01-05'), dateDiff('month', '2026-01-31', '2026-02-01'), dateDiff('quarter', '2026-03-31', '2026-04-01'), dateDiff('year', '2025-12-31', '2026-01-01'), dateDiff('day', toDate('2026-01-10'), toDate('2026-01-01'))
-- columns:
--   "dateDiff('day', '2026-01-05 23:00:00', '2026-01-06 01:00:00')" Int64
--   "dateDiff('hour', '2026-01-05 10:59:00', '2026-01-05 11:01:00')" Int64
--   "dateDiff('second', '2026-01-05 10:00:00', '2026-01-05 10:01:01')" Int64
--   "dateDiff('minute', '2026-01-05 10:00:59', '2026-01-05 10:01:00')" Int64
--   "dateDiff('week', '2026-01-04', '2026-01-05')" Int64
--   "dateDiff('month', '2026-01-31', '2026-02-01')" Int64
--   "dateDiff('quarter', '2026-03-31', '2026-04-01')" Int64
--   "dateDiff('year', '2025-12-31', '2026-01-01')" Int64
--   "dateDiff('day', toDate('2026-01-10'), toDate('2026-01-01'))" Int64
-- args:
--   "2026-01-05 23:00:00+00:00"
--   "2026-01-06 01:00:00+00:00"
--   "2026-01-05 10:59:00+00:00"
--   "2026-01-05 11:01:00+00:00"
--   "2026-01-05 10:00:00+00:00"
--   "2026-01-05 10:01:01+00:00"
--   "2026-01-05 10:00:59+00:00"
--   "2026-01-05 10:01:00+00:00"
--   "2026-01-04 00:00:00+00:00"
--   "2026-01-05 00:00:00+00:00"
--   "2026-01-31 00:00:00+00:00"
--   "2026-02-01 00:00:00+00:00"
--   "2026-03-31 00:00:00+00:00"
--   "2026-04-01 00:00:00+00:00"
--   "2025-12-31 00:00:00+00:00"
--   "2026-01-01 00:00:00+00:00"
--   "2026-01-10"
--   "2026-01-01"
SELECT toInt64(dateDiff('day', parseDateTime64BestEffort({p1:String}, 6, 'UTC'), parseDateTime64BestEffort({p2:String}, 6, 'UTC'))) AS "_c1", toInt64(dateDiff('hour', parseDateTime64BestEffort({p3:String}, 6, 'UTC'), parseDateTime64BestEffort({p4:String}, 6, 'UTC'))) AS "_c2", toInt64(dateDiff('second', parseDateTime64BestEffort({p5:String}, 6, 'UTC'), parseDateTime64BestEffort({p6:String}, 6, 'UTC'))) AS "_c3", toInt64(dateDiff('minute', parseDateTime64BestEffort({p7:String}, 6, 'UTC'), parseDateTime64BestEffort({p8:String}, 6, 'UTC'))) AS "_c4", toInt64(dateDiff('week', parseDateTime64BestEffort({p9:String}, 6, 'UTC'), parseDateTime64BestEffort({p10:String}, 6, 'UTC'))) AS "dateDiff('week', '2026-01-04', '2026-01-05')", toInt64(dateDiff('month', parseDateTime64BestEffort({p11:String}, 6, 'UTC'), parseDateTime64BestEffort({p12:String}, 6, 'UTC'))) AS "dateDiff('month', '2026-01-31', '2026-02-01')", toInt64(dateDiff('quarter', parseDateTime64BestEffort({p13:String}, 6, 'UTC'), parseDateTime64BestEffort({p14:String}, 6, 'UTC'))) AS "dateDiff('quarter', '2026-03-31', '2026-04-01')", toInt64(dateDiff('year', parseDateTime64BestEffort({p15:String}, 6, 'UTC'), parseDateTime64BestEffort({p16:String}, 6, 'UTC'))) AS "dateDiff('year', '2025-12-31', '2026-01-01')", toInt64(dateDiff('day', toDate32({p17:String}), toDate32({p18:String}))) AS "dateDiff('day', toDate('2026-01-10'), toDate('2026-01-01'))"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== date arithmetic
-- source:
--   SELECT toDateTime('2026-01-31 10:00:00') + INTERVAL 1 MONTH, toDate('2026-01-31') + INTERVAL 1 MONTH, toDate('2024-02-29') + INTERVAL 1 YEAR, timestamp - INTERVAL 90 MINUTE, timestamp + INTERVAL 1 DAY, toDate(timestamp) - INTERVAL 1 WEEK, dateAdd('hour', 2, timestamp), dateSub('day', 1, toDate(timestamp)), timestamp + 60, toDate(timestamp) + 1, toDate(timestamp) - toDate('2026-01-01'), timestamp - toDateTime('2026-01-05 10:00:00'), timestamp + INTERVAL '2 quarter', dateAdd(timestamp, INTERVAL 3 second), INTERVAL 1 HOUR + timestamp FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000002'
-- normalized:
--   SELECT toDateTime('2026-01-31 10:00:00') + INTERVAL 1 MONTH, toDate('2026-01-31') + INTERVAL 1 MONTH, toDate('2024-02-29') + INTERVAL 1 YEAR, timestamp - INTERVAL 90 MINUTE, timestamp + INTERVAL 1 DAY, toDate(timestamp) - INTERVAL 1 WEEK, dateAdd('hour', 2, timestamp), dateSub('day', 1, toDate(timestamp)), timestamp + 60, toDate(timestamp) + 1, toDate(timestamp) - toDate('2026-01-01'), timestamp - toDateTime('2026-01-05 10:00:00'), timestamp + INTERVAL 2 QUARTER, dateAdd(timestamp, INTERVAL 3 SECOND), INTERVAL 1 HOUR + timestamp
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000002'
-- columns:
--   "toDateTime('2026-01-31 10:00:00') + INTERVAL 1 MONTH" DateTime
--   "toDate('2026-01-31') + INTERVAL 1 MONTH" Date
--   "toDate('2024-02-29') + INTERVAL 1 YEAR" Date
--   "timestamp - INTERVAL 90 MINUTE" DateTime
--   "timestamp + INTERVAL 1 DAY" DateTime
--   "toDate(timestamp) - INTERVAL 1 WEEK" Date
--   "dateAdd('hour', 2, timestamp)" DateTime
--   "dateSub('day', 1, toDate(timestamp))" Date
--   "timestamp + 60" DateTime
--   "toDate(timestamp) + 1" Date
--   "toDate(timestamp) - toDate('2026-01-01')" Int64
--   "timestamp - toDateTime('2026-01-05 10:00:00')" Int64
--   "timestamp + INTERVAL 2 QUARTER" DateTime
--   "dateAdd(timestamp, INTERVAL 3 SECOND)" DateTime
--   "INTERVAL 1 HOUR + timestamp" DateTime
-- args:
--   "2026-01-31 10:00:00+00:00"
--   1
--   "2026-01-31"
--   "2024-02-29"
--   -90
--   -1
--   2
--   60
--   "2026-01-01"
--   "2026-01-05 10:00:00+00:00"
--   3
--   42
--   "a0000000-0000-4000-8000-000000000002"
SELECT addMonths(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "toDateTime('2026-01-31 10:00:00') + INTERVAL 1 MONTH", addMonths(toDate32({p3:String}), {p2:Int64}) AS "toDate('2026-01-31') + INTERVAL 1 MONTH", addYears(toDate32({p4:String}), {p2:Int64}) AS "toDate('2024-02-29') + INTERVAL 1 YEAR", addMinutes("_t1"."timestamp", {p5:Int64}) AS "timestamp - INTERVAL 90 MINUTE", addDays("_t1"."timestamp", {p2:Int64}) AS "timestamp + INTERVAL 1 DAY", addWeeks(toDate32("_t1"."timestamp"), {p6:Int64}) AS "toDate(timestamp) - INTERVAL 1 WEEK", addHours("_t1"."timestamp", {p7:Int64}) AS "dateAdd('hour', 2, timestamp)", addDays(toDate32("_t1"."timestamp"), {p6:Int64}) AS "dateSub('day', 1, toDate(timestamp))", addSeconds("_t1"."timestamp", {p8:Int64}) AS "timestamp + 60", addDays(toDate32("_t1"."timestamp"), {p2:Int64}) AS "toDate(timestamp) + 1", toInt64(dateDiff('day', toDate32({p9:String}), toDate32("_t1"."timestamp"))) AS "toDate(timestamp) - toDate('2026-01-01')", toInt64(dateDiff('second', parseDateTime64BestEffort({p10:String}, 6, 'UTC'), "_t1"."timestamp")) AS "timestamp - toDateTime('2026-01-05 10:00:00')", addQuarters("_t1"."timestamp", {p7:Int64}) AS "timestamp + INTERVAL 2 QUARTER", addSeconds("_t1"."timestamp", {p11:Int64}) AS "dateAdd(timestamp, INTERVAL 3 SECOND)", addHours("_t1"."timestamp", {p2:Int64}) AS "INTERVAL 1 HOUR + timestamp"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p12:Int64}) AND ("_t1"."uuid" = {p13:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== interval with expression
-- source:
--   SELECT count() FROM events WHERE timestamp + INTERVAL toInt(properties.$screen_width) SECOND > '2026-01-05 10:30:00'
-- normalized:
--   SELECT count()
--   FROM events
--   WHERE timestamp + INTERVAL toInt(properties.$screen_width) SECOND > '2026-01-05 10:30:00'
-- columns: count() UInt64
-- args: 42, "2026-01-05 10:30:00+00:00"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (addSeconds("_t1"."timestamp", if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL)) > parseDateTime64BestEffort({p2:String}, 6, 'UTC')))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== now and today
-- source:
--   SELECT now() > '2026-01-01', today() >= toDate('2026-01-01'), dateDiff('second', now(), now()), toDate(now()) = today()
-- normalized:
--   SELECT now() > '2026-01-01', today() >= toDate('2026-01-01'), dateDiff('second', now(), now()), toDate(now()) = today()
-- columns:
--   "now() > '2026-01-01'" Bool
--   "today() >= toDate('2026-01-01')" Bool
--   "dateDiff('second', now(), now())" Int64
--   "toDate(now()) = today()" Bool
-- args: "2026-01-01 00:00:00+00:00", "2026-01-01"
SELECT (toDateTime64(now(), 6, 'UTC') > parseDateTime64BestEffort({p1:String}, 6, 'UTC')) AS "now() > '2026-01-01'", (today() >= toDate32({p2:String})) AS "today() >= toDate('2026-01-01')", toInt64(dateDiff('second', toDateTime64(now(), 6, 'UTC'), toDateTime64(now(), 6, 'UTC'))) AS "dateDiff('second', now(), now())", (toDate32(toDateTime64(now(), 6, 'UTC')) = today()) AS "toDate(now()) = today()"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== formatDateTime
-- source:
--   SELECT formatDateTime(timestamp, '%Y-%m-%d %H:%i:%S'), formatDateTime(timestamp, '%F %T'), formatDateTime(timestamp, 'day %j of %Y, %I%p, weekday %u, 100%%') FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000002'
-- normalized:
--   SELECT formatDateTime(timestamp, '%Y-%m-%d %H:%i:%S'), formatDateTime(timestamp, '%F %T'), formatDateTime(timestamp, 'day %j of %Y, %I%p, weekday %u, 100%%')
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000002'
-- columns:
--   "formatDateTime(timestamp, '%Y-%m-%d %H:%i:%S')" String
--   "formatDateTime(timestamp, '%F %T')" String
--   "formatDateTime(timestamp, 'day %j of %Y, %I%p, weekday %u, 100%%')" String
-- args: 42, "a0000000-0000-4000-8000-000000000002"
SELECT formatDateTime("_t1"."timestamp", '%Y-%m-%d %H:%i:%S', 'UTC') AS "formatDateTime(timestamp, '%Y-%m-%d %H:%i:%S')", formatDateTime("_t1"."timestamp", '%F %T', 'UTC') AS "formatDateTime(timestamp, '%F %T')", formatDateTime("_t1"."timestamp", 'day %j of %Y, %I%p, weekday %u, 100%%', 'UTC') AS "_c3"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== strings
-- source:
--   SELECT lower('AbC'), upper('AbC'), length('héllo'), concat('a', NULL, 'b', 1), substring('abcdef', 2, 3), substring('abcdef', 3), trim('  x  '), trimLeft('  x  '), trimRight('  x  '), replaceAll('a-b-c', '-', '+'), position('hello', 'll'), position('hello', 'z'), startsWith('hello', 'he'), endsWith('hello', 'lo'), endsWith('lo', 'hello'), empty(''), notEmpty(''), 'x' || 1
-- normalized:
--   SELECT lower('AbC'), upper('AbC'), length('héllo'), concat('a', NULL, 'b', 1), substring('abcdef', 2, 3), substring('abcdef', 3), trim('  x  '), trimLeft('  x  '), trimRight('  x  '), replaceAll('a-b-c', '-', '+'), position('hello', 'll'), position('hello', 'z'), startsWith('hello', 'he'), endsWith('hello', 'lo'), endsWith('lo', 'hello'), empty(''), notEmpty(''), 'x' || 1
-- columns:
--   lower('AbC') String
--   upper('AbC') String
--   length('héllo') UInt64
--   "concat('a', NULL, 'b', 1)" String
--   "substring('abcdef', 2, 3)" String
--   "substring('abcdef', 3)" String
--   "trim('  x  ')" String
--   "trimLeft('  x  ')" String
--   "trimRight('  x  ')" String
--   "replaceAll('a-b-c', '-', '+')" String
--   "position('hello', 'll')" UInt64
--   "position('hello', 'z')" UInt64
--   "startsWith('hello', 'he')" Bool
--   "endsWith('hello', 'lo')" Bool
--   "endsWith('lo', 'hello')" Bool
--   empty('') Bool
--   notEmpty('') Bool
--   "'x' || 1" String
-- args:
--   "AbC"
--   "héllo"
--   "a"
--   "b"
--   1
--   "abcdef"
--   2
--   3
--   "  x  "
--   "a-b-c"
--   "-"
--   "+"
--   "hello"
--   "ll"
--   "z"
--   "he"
--   "lo"
--   ""
--   "x"
SELECT lowerUTF8({p1:String}) AS "lower('AbC')", upperUTF8({p1:String}) AS "upper('AbC')", lengthUTF8({p2:String}) AS "length('héllo')", concat(ifNull({p3:String}, ''), ifNull(NULL, ''), ifNull({p4:String}, ''), ifNull(toString({p5:Int64}), ''), '') AS "concat('a', NULL, 'b', 1)", substringUTF8({p6:String}, {p7:Int64}, {p8:Int64}) AS "substring('abcdef', 2, 3)", substringUTF8({p6:String}, {p8:Int64}) AS "substring('abcdef', 3)", trimBoth({p9:String}) AS "trim('  x  ')", trimLeft({p9:String}) AS "trimLeft('  x  ')", trimRight({p9:String}) AS "trimRight('  x  ')", replaceAll({p10:String}, {p11:String}, {p12:String}) AS "replaceAll('a-b-c', '-', '+')", positionUTF8({p13:String}, {p14:String}) AS "position('hello', 'll')", positionUTF8({p13:String}, {p15:String}) AS "position('hello', 'z')", (substr({p13:String}, 1, length({p16:String})) = {p16:String}) AS "startsWith('hello', 'he')", (length({p17:String}) <= length({p13:String}) AND substr({p13:String}, length({p13:String}) - length({p17:String}) + 1) = {p17:String}) AS "endsWith('hello', 'lo')", (length({p13:String}) <= length({p17:String}) AND substr({p17:String}, length({p17:String}) - length({p13:String}) + 1) = {p13:String}) AS "endsWith('lo', 'hello')", ({p18:String} = '') AS "empty('')", ({p18:String} <> '') AS "notEmpty('')", ({p19:String} || toString({p5:Int64})) AS "'x' || 1"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== string escapes and comments
-- source:
--   -- leading comment
--   SELECT /* inline */ 'it''s', 'a\nb', 'tab\there', 'back\\slash', 'q\'s' -- trailing
-- normalized: SELECT 'it\'s', 'a\nb', 'tab\there', 'back\\slash', 'q\'s'
-- columns: 'it\'s' String, 'a\nb' String, 'tab\there' String, 'back\\slash' String, 'q\'s' String
-- args: "it's", "a\nb", "tab\there", "back\\slash", "q's"
SELECT {p1:String} AS "'it\'s'", {p2:String} AS "'a\nb'", {p3:String} AS "'tab\there'", {p4:String} AS "'back\\slash'", {p5:String} AS "'q\'s'"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== quoted identifiers
-- source:
--   SELECT `event`, "distinct_id" AS "my col" FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- normalized:
--   SELECT event, distinct_id AS `my col`
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- columns: event String, "my col" String
-- args: 42, "a0000000-0000-4000-8000-000000000003"
SELECT "_t1"."event" AS "event", "_t1"."distinct_id" AS "my col"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== null handling
-- source:
--   SELECT coalesce(NULL, properties.$browser, 'none'), ifNull(properties.$browser, 'none'), if(event = 'signup', 'yes', 'no'), multiIf(event = 'signup', 1, event = 'purchase', 2, 3), nullIf(event, 'signup'), isNull(person_id), isNotNull(person_id), coalesce(person_id, '') FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- normalized:
--   SELECT coalesce(NULL, properties.$browser, 'none'), ifNull(properties.$browser, 'none'), if(event = 'signup', 'yes', 'no'), multiIf(event = 'signup', 1, event = 'purchase', 2, 3), nullIf(event, 'signup'), isNull(person_id), isNotNull(person_id), coalesce(person_id, '')
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- columns:
--   "coalesce(NULL, properties.$browser, 'none')" String
--   "ifNull(properties.$browser, 'none')" String
--   "if(event = 'signup', 'yes', 'no')" String
--   "multiIf(event = 'signup', 1, event = 'purchase', 2, 3)" Int64
--   "nullIf(event, 'signup')" Nullable(String)
--   isNull(person_id) Bool
--   isNotNull(person_id) Bool
--   "coalesce(person_id, '')" String
-- args:
--   "none"
--   "signup"
--   "yes"
--   "no"
--   1
--   "purchase"
--   2
--   3
--   ""
--   42
--   "a0000000-0000-4000-8000-000000000003"
SELECT coalesce(NULL, "_t1"."mat_browser", {p1:String}) AS "coalesce(NULL, properties.$browser, 'none')", coalesce("_t1"."mat_browser", {p1:String}) AS "ifNull(properties.$browser, 'none')", CASE WHEN ("_t1"."event" = {p2:String}) THEN {p3:String} ELSE {p4:String} END AS "if(event = 'signup', 'yes', 'no')", CASE WHEN ("_t1"."event" = {p2:String}) THEN {p5:Int64} WHEN ("_t1"."event" = {p6:String}) THEN {p7:Int64} ELSE {p8:Int64} END AS "multiIf(event = 'signup', 1, event = 'purchase', 2, 3)", NULLIF("_t1"."event", {p2:String}) AS "nullIf(event, 'signup')", ("_t2"."uuid" IS NULL) AS "isNull(person_id)", ("_t2"."uuid" IS NOT NULL) AS "isNotNull(person_id)", coalesce("_t2"."uuid", {p9:String}) AS "coalesce(person_id, '')"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p10:Int64}))
WHERE (("_t1"."team_id" = {p10:Int64}) AND ("_t1"."uuid" = {p11:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== math
-- source:
--   SELECT round(2.5), round(-2.5), round(2.675, 2), round(1234.5, -2), round(7), floor(2.7), ceil(2.1), abs(-3), abs(-2.5), floor(-2.5), round(duration / 7, 3) FROM session_replay_events WHERE session_id = 's1'
-- normalized:
--   SELECT round(2.5), round(-2.5), round(2.675, 2), round(1234.5, -2), round(7), floor(2.7), ceil(2.1), abs(-3), abs(-2.5), floor(-2.5), round(duration / 7, 3)
--   FROM session_replay_events
--   WHERE session_id = 's1'
-- columns:
--   round(2.5) Float64
--   round(-2.5) Float64
--   "round(2.675, 2)" Float64
--   "round(1234.5, -2)" Float64
--   round(7) Int64
--   floor(2.7) Float64
--   ceil(2.1) Float64
--   abs(-3) Int64
--   abs(-2.5) Float64
--   floor(-2.5) Float64
--   "round(duration / 7, 3)" Nullable(Float64)
-- args: 2.5, -2.5, 2.675, 100.0, 1234.5, 7, 2.7, 2.1, -3, 1000.0, 42, "s1"
SELECT (sign({p1:Float64}) * floor(abs({p1:Float64}) + 0.5)) AS "round(2.5)", (sign({p2:Float64}) * floor(abs({p2:Float64}) + 0.5)) AS "round(-2.5)", (sign({p3:Float64} * {p4:Float64}) * floor(abs({p3:Float64} * {p4:Float64}) + 0.5) / {p4:Float64}) AS "round(2.675, 2)", (sign({p5:Float64} / {p4:Float64}) * floor(abs({p5:Float64} / {p4:Float64}) + 0.5) * {p4:Float64}) AS "round(1234.5, -2)", {p6:Int64} AS "round(7)", floor({p7:Float64}) AS "floor(2.7)", ceil({p8:Float64}) AS "ceil(2.1)", abs({p9:Int64}) AS "abs(-3)", abs({p2:Float64}) AS "abs(-2.5)", floor({p2:Float64}) AS "floor(-2.5)", (sign(("_t1"."duration" / {p6:Int64}) * {p10:Float64}) * floor(abs(("_t1"."duration" / {p6:Int64}) * {p10:Float64}) + 0.5) / {p10:Float64}) AS "round(duration / 7, 3)"
FROM (SELECT *
  FROM "session_recordings" FINAL) AS "_t1"
WHERE (("_t1"."team_id" = {p11:Int64}) AND ("_t1"."session_id" = {p12:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== url helpers
-- source:
--   SELECT domain(properties.$current_url) AS d, path(properties.$current_url) AS p FROM events WHERE properties.$current_url IS NOT NULL ORDER BY timestamp
-- normalized:
--   SELECT domain(properties.$current_url) AS d, path(properties.$current_url) AS p
--   FROM events
--   WHERE properties.$current_url IS NOT NULL
--   ORDER BY timestamp
-- columns: d Nullable(String), p Nullable(String)
-- args: 42
SELECT domain("_t1"."mat_current_url") AS "d", ifNull(path("_t1"."mat_current_url"), '') AS "p"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."mat_current_url" IS NOT NULL))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== url helpers in group by
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

-- ==== window functions
-- source:
--   SELECT uuid, row_number() OVER (PARTITION BY distinct_id ORDER BY timestamp) AS rn, rank() OVER (ORDER BY event) AS r, dense_rank() OVER (ORDER BY event) AS dr, lag(event) OVER (ORDER BY timestamp) AS prev, lead(event, 1, 'none') OVER (ORDER BY timestamp) AS next, count() OVER (PARTITION BY event) AS per_event, sum(toFloat(properties.price)) OVER (ORDER BY timestamp ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running FROM events ORDER BY timestamp
-- normalized:
--   SELECT uuid, row_number() OVER (PARTITION BY distinct_id
--     ORDER BY timestamp) AS rn, rank() OVER (ORDER BY event) AS r, dense_rank() OVER (ORDER BY event) AS dr, lag(event) OVER (ORDER BY timestamp) AS prev, lead(event, 1, 'none') OVER (ORDER BY timestamp) AS next, count() OVER (PARTITION BY event) AS per_event, sum(toFloat(properties.price)) OVER (ORDER BY timestamp ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running
--   FROM events
--   ORDER BY timestamp
-- columns:
--   uuid String
--   rn UInt64
--   r UInt64
--   dr UInt64
--   prev Nullable(String)
--   next Nullable(String)
--   per_event UInt64
--   running Nullable(Float64)
-- args: "none", 42
SELECT "_t1"."uuid" AS "uuid", row_number() OVER (PARTITION BY "_t1"."distinct_id"
  ORDER BY "_t1"."timestamp" NULLS LAST) AS "rn", rank() OVER (ORDER BY "_t1"."event" NULLS LAST) AS "r", dense_rank() OVER (ORDER BY "_t1"."event" NULLS LAST) AS "dr", lag(toNullable("_t1"."event"), 1) OVER (ORDER BY "_t1"."timestamp" NULLS LAST) AS "prev", lead("_t1"."event", 1, {p1:String}) OVER (ORDER BY "_t1"."timestamp" NULLS LAST) AS "next", count(*) OVER (PARTITION BY "_t1"."event") AS "per_event", sumOrNull(if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL)) OVER (ORDER BY "_t1"."timestamp" NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS "running"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p2:Int64})
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== window over aggregate
-- source:
--   SELECT event, count() AS c, sum(count()) OVER () AS total, first_value(event) OVER (ORDER BY count() DESC, event) AS top FROM events GROUP BY event ORDER BY event
-- normalized:
--   SELECT event, count() AS c, sum(count()) OVER () AS total, first_value(event) OVER (ORDER BY count() DESC, event) AS top
--   FROM events
--   GROUP BY event
--   ORDER BY event
-- columns: event String, c UInt64, total Nullable(UInt64), top Nullable(String)
-- args: 42
SELECT "_t1"."event" AS "event", count(*) AS "c", sumOrNull(count(*)) OVER () AS "total", first_value_respect_nulls("_t1"."event") OVER (ORDER BY count(*) DESC NULLS LAST, "_t1"."event" NULLS LAST) AS "top"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t1"."event"
ORDER BY "_t1"."event" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== sessions
-- source:
--   SELECT session_id, duration, click_count, start_time, end_time, start_url FROM session_replay_events ORDER BY session_id
-- normalized:
--   SELECT session_id, duration, click_count, start_time, end_time, start_url
--   FROM session_replay_events
--   ORDER BY session_id
-- columns:
--   session_id String
--   duration Float64
--   click_count Int64
--   start_time DateTime
--   end_time DateTime
--   start_url String
-- args: 42
SELECT "_t1"."session_id" AS "session_id", "_t1"."duration" AS "duration", "_t1"."click_count" AS "click_count", "_t1"."start_time" AS "start_time", "_t1"."end_time" AS "end_time", "_t1"."start_url" AS "start_url"
FROM (SELECT *
  FROM "session_recordings" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."session_id" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== plugin logs
-- source:
--   SELECT type, source, message FROM plugin_log_entries WHERE plugin_config_id = 10 ORDER BY timestamp
-- normalized:
--   SELECT type, source, message
--   FROM plugin_log_entries
--   WHERE plugin_config_id = 10
--   ORDER BY timestamp
-- columns: type String, source String, message String
-- args: 42, 10
SELECT "_t1"."type" AS "type", "_t1"."source" AS "source", "_t1"."message" AS "message"
FROM (SELECT *
  FROM "plugin_log_entries" FINAL) AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."plugin_config_id" = {p2:Int64}))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== persons
-- source: SELECT uuid, is_identified, created_at, properties.age FROM persons ORDER BY created_at
-- normalized: SELECT uuid, is_identified, created_at, properties.age FROM persons ORDER BY created_at
-- columns: uuid String, is_identified Bool, created_at DateTime, properties.age Nullable(String)
-- args: 42
SELECT "_t1"."uuid" AS "uuid", "_t1"."is_identified" AS "is_identified", "_t1"."created_at" AS "created_at", multiIf(JSONType("_t1"."properties", 'age') = 'String', JSONExtractString("_t1"."properties", 'age'), JSONType("_t1"."properties", 'age') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'age')) AS "properties.age"
FROM (SELECT *
  FROM "persons" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."created_at" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== json column
-- source: SELECT properties FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000006'
-- normalized: SELECT properties FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000006'
-- columns: properties JSON
-- args: 42, "a0000000-0000-4000-8000-000000000006"
SELECT "_t1"."properties" AS "properties"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== aggregates
-- source:
--   SELECT sum(click_count), avg(duration), min(start_time), max(duration), any(session_id), countIf(click_count > 1), sumIf(click_count, duration > 100), avgIf(duration, click_count > 1), minIf(session_id, click_count = 1), maxIf(duration, click_count > 100), uniqIf(distinct_id, duration > 0), min(session_id), max(is_identified = false), anyIf(session_id, click_count = 1) FROM session_replay_events LEFT JOIN persons ON persons.id = 0
-- normalized:
--   SELECT sum(click_count), avg(duration), min(start_time), max(duration), any(session_id), countIf(click_count > 1), sumIf(click_count, duration > 100), avgIf(duration, click_count > 1), minIf(session_id, click_count = 1), maxIf(duration, click_count > 100), uniqIf(distinct_id, duration > 0), min(session_id), max(is_identified = FALSE), anyIf(session_id, click_count = 1)
--   FROM session_replay_events
--   LEFT JOIN persons ON persons.id = 0
-- columns:
--   sum(click_count) Nullable(Int64)
--   avg(duration) Nullable(Float64)
--   min(start_time) Nullable(DateTime)
--   max(duration) Nullable(Float64)
--   any(session_id) Nullable(String)
--   "countIf(click_count > 1)" UInt64
--   "sumIf(click_count, duration > 100)" Nullable(Int64)
--   "avgIf(duration, click_count > 1)" Nullable(Float64)
--   "minIf(session_id, click_count = 1)" Nullable(String)
--   "maxIf(duration, click_count > 100)" Nullable(Float64)
--   "uniqIf(distinct_id, duration > 0)" UInt64
--   min(session_id) Nullable(String)
--   "max(is_identified = FALSE)" Nullable(Bool)
--   "anyIf(session_id, click_count = 1)" Nullable(String)
-- args: 1, 100, 0, 42
SELECT sumOrNull("_t1"."click_count") AS "sum(click_count)", avgOrNull("_t1"."duration") AS "avg(duration)", minOrNull("_t1"."start_time") AS "min(start_time)", maxOrNull("_t1"."duration") AS "max(duration)", minOrNull("_t1"."session_id") AS "any(session_id)", count(*) FILTER (WHERE ("_t1"."click_count" > {p1:Int64})) AS "countIf(click_count > 1)", sumOrNull("_t1"."click_count") FILTER (WHERE ("_t1"."duration" > {p2:Int64})) AS "sumIf(click_count, duration > 100)", avgOrNull("_t1"."duration") FILTER (WHERE ("_t1"."click_count" > {p1:Int64})) AS "avgIf(duration, click_count > 1)", minOrNull("_t1"."session_id") FILTER (WHERE ("_t1"."click_count" = {p1:Int64})) AS "minIf(session_id, click_count = 1)", maxOrNull("_t1"."duration") FILTER (WHERE ("_t1"."click_count" > {p2:Int64})) AS "maxIf(duration, click_count > 100)", count(DISTINCT "_t1"."distinct_id") FILTER (WHERE ("_t1"."duration" > {p3:Int64})) AS "uniqIf(distinct_id, duration > 0)", minOrNull("_t1"."session_id") AS "min(session_id)", maxOrNull(("_t2"."is_identified" = FALSE)) AS "max(is_identified = FALSE)", minOrNull("_t1"."session_id") FILTER (WHERE ("_t1"."click_count" = {p1:Int64})) AS "anyIf(session_id, click_count = 1)"
FROM (SELECT *
  FROM "session_recordings" FINAL) AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON ((if(match("_t2"."uuid", '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth("_t2"."uuid")), NULL) = {p3:Int64}) AND ("_t2"."team_id" = {p4:Int64}))
WHERE ("_t1"."team_id" = {p4:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== last_value over a whole partition
-- source:
--   SELECT uuid, last_value(event) OVER (PARTITION BY distinct_id ORDER BY timestamp ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) FROM events WHERE distinct_id IN ('d1', 'd2') ORDER BY timestamp
-- normalized:
--   SELECT uuid, last_value(event) OVER (PARTITION BY distinct_id
--     ORDER BY timestamp ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
--   FROM events
--   WHERE distinct_id IN ('d1', 'd2')
--   ORDER BY timestamp
-- columns:
--   uuid String
--   "last_value(event) OVER (PARTITION BY distinct_id ORDER BY timestamp ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)" Nullable(String)
-- args: 42, "d1", "d2"
SELECT "_t1"."uuid" AS "uuid", last_value_respect_nulls("_t1"."event") OVER (PARTITION BY "_t1"."distinct_id"
  ORDER BY "_t1"."timestamp" NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS "_c2"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."distinct_id" IN ({p2:String}, {p3:String})))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== sum distinct
-- source: SELECT sum(DISTINCT toInt(properties.$screen_width)) FROM events
-- normalized: SELECT sum(DISTINCT toInt(properties.$screen_width)) FROM events
-- columns: "sum(DISTINCT toInt(properties.$screen_width))" Nullable(Int64)
-- args: 42
SELECT sumOrNull(DISTINCT if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL)) AS "sum(DISTINCT toInt(properties.$screen_width))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== alias in where
-- source: SELECT toDate(timestamp) AS day, count() FROM events WHERE day = '2026-01-05' GROUP BY day
-- normalized: SELECT toDate(timestamp) AS day, count() FROM events WHERE day = '2026-01-05' GROUP BY day
-- columns: day Date, count() UInt64
-- args: 42, "2026-01-05"
SELECT toDate32("_t1"."timestamp") AS "day", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (toDate32("_t1"."timestamp") = toDate32({p2:String})))
GROUP BY 1
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== alias named like column
-- source:
--   SELECT toDate(timestamp) AS timestamp, count() FROM events GROUP BY timestamp ORDER BY timestamp LIMIT 2
-- normalized:
--   SELECT toDate(timestamp) AS timestamp, count()
--   FROM events
--   GROUP BY timestamp
--   ORDER BY timestamp
--   LIMIT 2
-- columns: timestamp Date, count() UInt64
-- args: 42
SELECT toDate32("_t1"."timestamp") AS "timestamp", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 2 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== group by position
-- source: SELECT event, count() FROM events GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1
-- normalized: SELECT event, count() FROM events GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1
-- columns: event String, count() UInt64
-- args: 42
SELECT "_t1"."event" AS "event", count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 2 DESC NULLS LAST, 1 NULLS LAST
LIMIT 1 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== concat operator
-- source:
--   SELECT event || '-' || distinct_id FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- normalized:
--   SELECT event || '-' || distinct_id
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- columns: "event || '-' || distinct_id" String
-- args: "-", 42, "a0000000-0000-4000-8000-000000000003"
SELECT (("_t1"."event" || {p1:String}) || "_t1"."distinct_id") AS "event || '-' || distinct_id"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p2:Int64}) AND ("_t1"."uuid" = {p3:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== with expression
-- source: WITH 'Chrome' AS br SELECT count() FROM events WHERE properties.$browser = br
-- normalized: WITH 'Chrome' AS br SELECT count() FROM events WHERE properties.$browser = br
-- columns: count() UInt64
-- args: 42, "Chrome"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."mat_browser" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== created after timestamp
-- source: SELECT count() FROM events WHERE created_at > timestamp
-- normalized: SELECT count() FROM events WHERE created_at > timestamp
-- columns: count() UInt64
-- args: 42
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."created_at" > "_t1"."timestamp"))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== in list of dates
-- source: SELECT count() FROM events WHERE toDate(timestamp) IN ('2026-01-05', '2026-01-06')
-- normalized: SELECT count() FROM events WHERE toDate(timestamp) IN ('2026-01-05', '2026-01-06')
-- columns: count() UInt64
-- args: 42, "2026-01-05", "2026-01-06"
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (toDate32("_t1"."timestamp") IN (toDate32({p2:String}), toDate32({p3:String}))))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== bool column
-- source: SELECT count() FROM persons WHERE is_identified AND NOT is_identified = false OR 0
-- normalized: SELECT count() FROM persons WHERE is_identified AND NOT is_identified = FALSE OR 0
-- columns: count() UInt64
-- args: 42, 0
SELECT count(*) AS "count()"
FROM (SELECT *
  FROM "persons" FINAL) AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (("_t1"."is_identified" AND (NOT ("_t1"."is_identified" = FALSE))) OR ({p2:Int64} <> {p2:Int64})))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== select without from
-- source: SELECT 'x' AS a, NULL AS n, TRUE
-- normalized: SELECT 'x' AS a, NULL AS n, TRUE
-- columns: a String, n Nullable(Nothing), TRUE Bool
-- args: "x"
SELECT {p1:String} AS "a", NULL AS "n", TRUE AS "TRUE"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== star with join
-- source:
--   SELECT * FROM person_distinct_ids pdi JOIN persons p ON p.id = pdi.person_id WHERE pdi.distinct_id = 'd3'
-- normalized:
--   SELECT *
--   FROM person_distinct_ids AS pdi
--   JOIN persons AS p ON p.id = pdi.person_id
--   WHERE pdi.distinct_id = 'd3'
-- columns:
--   distinct_id String
--   person_id Nullable(String)
--   id String
--   created_at DateTime
--   properties JSON
--   is_identified Bool
-- args: 42, "d3"
SELECT "_t1"."distinct_id" AS "distinct_id", "_t3"."uuid" AS "person_id", "_t2"."uuid" AS "id", "_t2"."created_at" AS "created_at", "_t2"."properties" AS "properties", "_t2"."is_identified" AS "is_identified"
FROM (SELECT *
  FROM "person_distinct_ids" FINAL) AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = {p1:Int64}))
JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."uuid" = "_t3"."uuid") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."distinct_id" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== hex and float literals
-- source: SELECT 0x10, 1e3, .5
-- normalized: SELECT 16, 1000.0, 0.5
-- columns: 16 Int64, 1000.0 Float64, 0.5 Float64
-- args: 16, 1000.0, 0.5
SELECT {p1:Int64} AS "16", {p2:Float64} AS "1000.0", {p3:Float64} AS "0.5"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== person id is the uuid
-- source: SELECT id FROM persons ORDER BY created_at
-- normalized: SELECT id FROM persons ORDER BY created_at
-- columns: id String
-- args: 42
SELECT "_t1"."uuid" AS "id"
FROM (SELECT *
  FROM "persons" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."created_at" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== events person_id
-- source: SELECT person_id, count() FROM events GROUP BY person_id ORDER BY person_id NULLS FIRST
-- normalized: SELECT person_id, count() FROM events GROUP BY person_id ORDER BY person_id NULLS FIRST
-- columns: person_id Nullable(String), count() UInt64
-- args: 42
SELECT "_t2"."uuid" AS "person_id", count(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY "_t2"."uuid"
ORDER BY "_t2"."uuid" NULLS FIRST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== join persons on person_id
-- source:
--   SELECT p.properties.name, count() FROM events e JOIN persons p ON p.id = e.person_id GROUP BY 1 ORDER BY 1
-- normalized:
--   SELECT p.properties.name, count()
--   FROM events AS e
--   JOIN persons AS p ON p.id = e.person_id
--   GROUP BY 1
--   ORDER BY 1
-- columns: p.properties.name Nullable(String), count() UInt64
-- args: 42
SELECT multiIf(JSONType("_t2"."properties", 'name') = 'String', JSONExtractString("_t2"."properties", 'name'), JSONType("_t2"."properties", 'name') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'name')) AS "p.properties.name", count(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = {p1:Int64}))
JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."uuid" = "_t3"."uuid") AND ("_t2"."team_id" = {p1:Int64}))
WHERE ("_t1"."team_id" = {p1:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== person_distinct_ids person_id
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

-- ==== events.pdi
-- source:
--   SELECT pdi.distinct_id, pdi.person_id, pdi.person.properties.name FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000002'
-- normalized:
--   SELECT pdi.distinct_id, pdi.person_id, pdi.person.properties.name
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000002'
-- columns:
--   distinct_id Nullable(String)
--   person_id Nullable(String)
--   pdi.person.properties.name Nullable(String)
-- args: 42, "a0000000-0000-4000-8000-000000000002"
SELECT "_t2"."distinct_id" AS "distinct_id", "_t3"."uuid" AS "person_id", multiIf(JSONType("_t3"."properties", 'name') = 'String', JSONExtractString("_t3"."properties", 'name'), JSONType("_t3"."properties", 'name') = 'Null', NULL, JSONExtractRaw("_t3"."properties", 'name')) AS "pdi.person.properties.name"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "person_distinct_ids" FINAL) AS "_t2" ON (("_t2"."distinct_id" = "_t1"."distinct_id") AND ("_t2"."team_id" = {p1:Int64}))
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== events.poe
-- source:
--   SELECT poe.id, poe.properties.email FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000004'
-- normalized:
--   SELECT poe.id, poe.properties.email
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000004'
-- columns: id Nullable(String), poe.properties.email Nullable(String)
-- args: 42, "a0000000-0000-4000-8000-000000000004"
SELECT "_t2"."uuid" AS "id", multiIf(JSONType("_t2"."properties", 'email') = 'String', JSONExtractString("_t2"."properties", 'email'), JSONType("_t2"."properties", 'email') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'email')) AS "poe.properties.email"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== events.person.id
-- source: SELECT person.id FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- normalized: SELECT person.id FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- columns: id Nullable(String)
-- args: 42, "a0000000-0000-4000-8000-000000000001"
SELECT "_t2"."uuid" AS "id"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== sessions table
-- source:
--   SELECT session_id, distinct_id, $start_timestamp, $end_timestamp, $session_duration, $pageview_count, $autocapture_count, $entry_current_url, $end_current_url, $entry_pathname, $entry_referring_domain, $channel_type, $is_bounce, $urls FROM sessions ORDER BY session_id
-- normalized:
--   SELECT session_id, distinct_id, $start_timestamp, $end_timestamp, $session_duration, $pageview_count, $autocapture_count, $entry_current_url, $end_current_url, $entry_pathname, $entry_referring_domain, $channel_type, $is_bounce, $urls
--   FROM sessions
--   ORDER BY session_id
-- columns:
--   session_id String
--   distinct_id String
--   $start_timestamp DateTime
--   $end_timestamp DateTime
--   $session_duration Int64
--   $pageview_count Int64
--   $autocapture_count Int64
--   $entry_current_url Nullable(String)
--   $end_current_url Nullable(String)
--   $entry_pathname Nullable(String)
--   $entry_referring_domain Nullable(String)
--   $channel_type String
--   $is_bounce Bool
--   $urls Array(String)
-- args: 42
SELECT "_t1"."session_id" AS "session_id", "_t1"."distinct_id" AS "distinct_id", "_t1"."start_timestamp" AS "$start_timestamp", "_t1"."end_timestamp" AS "$end_timestamp", "_t1"."duration" AS "$session_duration", "_t1"."pageview_count" AS "$pageview_count", "_t1"."autocapture_count" AS "$autocapture_count", "_t1"."entry_current_url" AS "$entry_current_url", "_t1"."end_current_url" AS "$end_current_url", "_t1"."entry_pathname" AS "$entry_pathname", "_t1"."entry_referring_domain" AS "$entry_referring_domain", "_t1"."channel_type" AS "$channel_type", "_t1"."is_bounce" AS "$is_bounce", "_t1"."urls" AS "$urls"
FROM (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."session_id" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== sessions derived fields
-- source:
--   SELECT session_id, $entry_hostname, $end_hostname, $exit_current_url, $exit_pathname, duration FROM sessions ORDER BY session_id
-- normalized:
--   SELECT session_id, $entry_hostname, $end_hostname, $exit_current_url, $exit_pathname, duration
--   FROM sessions
--   ORDER BY session_id
-- columns:
--   session_id String
--   $entry_hostname Nullable(String)
--   $end_hostname Nullable(String)
--   $exit_current_url Nullable(String)
--   $exit_pathname Nullable(String)
--   duration Int64
-- args: 42
SELECT "_t1"."session_id" AS "session_id", domain("_t1"."entry_current_url") AS "$entry_hostname", domain("_t1"."end_current_url") AS "$end_hostname", "_t1"."end_current_url" AS "$exit_current_url", "_t1"."end_pathname" AS "$exit_pathname", "_t1"."duration" AS "duration"
FROM (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
ORDER BY "_t1"."session_id" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== session.$entry_hostname
-- source: SELECT DISTINCT session.$entry_hostname FROM events WHERE $session_id = 's1'
-- normalized: SELECT DISTINCT session.$entry_hostname FROM events WHERE $session_id = 's1'
-- columns: session.$entry_hostname Nullable(String)
-- args: 42, "s1"
SELECT DISTINCT domain("_t2"."entry_current_url") AS "session.$entry_hostname"
FROM "events" AS "_t1"
LEFT JOIN (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."session_id" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== events issue_id
-- source: SELECT issue_id FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- normalized: SELECT issue_id FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- columns: issue_id Nullable(String)
-- args: 42, "a0000000-0000-4000-8000-000000000001"
SELECT multiIf(JSONType("_t1"."properties", '$exception_issue_id') = 'String', JSONExtractString("_t1"."properties", '$exception_issue_id'), JSONType("_t1"."properties", '$exception_issue_id') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$exception_issue_id')) AS "issue_id"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== sessions id
-- source: SELECT id FROM sessions WHERE session_id = 's2'
-- normalized: SELECT id FROM sessions WHERE session_id = 's2'
-- columns: id String
-- args: 42, "s2"
SELECT "_t1"."session_id" AS "id"
FROM (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."session_id" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== events.session
-- source:
--   SELECT event, session.$session_duration, session.$is_bounce FROM events WHERE $session_id IS NOT NULL ORDER BY timestamp
-- normalized:
--   SELECT event, session.$session_duration, session.$is_bounce
--   FROM events
--   WHERE $session_id IS NOT NULL
--   ORDER BY timestamp
-- columns: event String, $session_duration Nullable(Int64), $is_bounce Nullable(Bool)
-- args: 42
SELECT "_t1"."event" AS "event", "_t2"."duration" AS "$session_duration", "_t2"."is_bounce" AS "$is_bounce"
FROM "events" AS "_t1"
LEFT JOIN (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."session_id" IS NOT NULL))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== bounce rate
-- source:
--   SELECT countIf(session.$is_bounce) / uniq($session_id) FROM events WHERE $session_id IS NOT NULL
-- normalized:
--   SELECT countIf(session.$is_bounce) / uniq($session_id)
--   FROM events
--   WHERE $session_id IS NOT NULL
-- columns: "countIf(session.$is_bounce) / uniq($session_id)" Nullable(Float64)
-- args: 42
SELECT (toFloat64(count(*) FILTER (WHERE "_t2"."is_bounce")) / NULLIF(count(DISTINCT "_t1"."session_id"), 0)) AS "countIf(session.$is_bounce) / uniq($session_id)"
FROM "events" AS "_t1"
LEFT JOIN (SELECT "team_id", "session_id", "s_distinct_id" AS "distinct_id", fromUnixTimestamp64Micro("s_start", 'UTC') AS "start_timestamp", fromUnixTimestamp64Micro("s_end", 'UTC') AS "end_timestamp", toInt64((intDiv("s_end", 1000000) - ("s_end" % 1000000 < 0)) - (intDiv("s_start", 1000000) - ("s_start" % 1000000 < 0))) AS "duration", "s_pageviews" AS "pageview_count", "s_autocaptures" AS "autocapture_count", "s_screens" AS "screen_count", "s_events" AS "event_count", nullIf("s_entry_url", '') AS "entry_current_url", nullIf("s_end_url", '') AS "end_current_url", nullIf("s_entry_path", '') AS "entry_pathname", nullIf("s_end_path", '') AS "end_pathname", nullIf("s_referring_domain", '') AS "entry_referring_domain", nullIf("s_utm_source", '') AS "entry_utm_source", nullIf("s_utm_medium", '') AS "entry_utm_medium", nullIf("s_utm_campaign", '') AS "entry_utm_campaign", arrayDistinct(arrayMap(x -> x.2, arraySort("s_urls"))) AS "urls", multiIf((lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_utm_source") = 'google.' OR endsWith(lower("s_utm_source"), '.google.')) OR position(lower("s_utm_source"), 'google.') > 0 OR (lower("s_utm_source") = 'bing.com' OR endsWith(lower("s_utm_source"), '.bing.com')) OR (lower("s_utm_source") = 'duckduckgo.com' OR endsWith(lower("s_utm_source"), '.duckduckgo.com')) OR (lower("s_utm_source") = 'yahoo.' OR endsWith(lower("s_utm_source"), '.yahoo.')) OR position(lower("s_utm_source"), 'yahoo.') > 0 OR (lower("s_utm_source") = 'baidu.com' OR endsWith(lower("s_utm_source"), '.baidu.com')) OR (lower("s_utm_source") = 'yandex.' OR endsWith(lower("s_utm_source"), '.yandex.')) OR position(lower("s_utm_source"), 'yandex.') > 0 OR (lower("s_utm_source") = 'ecosia.org' OR endsWith(lower("s_utm_source"), '.ecosia.org')) OR (lower("s_utm_source") = 'search.brave.com' OR endsWith(lower("s_utm_source"), '.search.brave.com'))) OR ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))) OR lower("s_utm_source") IN ('google', 'bing')), 'Paid Search', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')) AND (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_source") IN ('facebook', 'twitter', 'linkedin')), 'Paid Social', (lower("s_utm_medium") IN ('cpc', 'ppc', 'paid') OR startsWith(lower("s_utm_medium"), 'paid')), 'Paid Unknown', (lower("s_utm_medium") = 'email' OR lower("s_utm_source") IN ('email', 'newsletter')), 'Email', ((lower("s_referring_domain") = 'google.' OR endsWith(lower("s_referring_domain"), '.google.')) OR position(lower("s_referring_domain"), 'google.') > 0 OR (lower("s_referring_domain") = 'bing.com' OR endsWith(lower("s_referring_domain"), '.bing.com')) OR (lower("s_referring_domain") = 'duckduckgo.com' OR endsWith(lower("s_referring_domain"), '.duckduckgo.com')) OR (lower("s_referring_domain") = 'yahoo.' OR endsWith(lower("s_referring_domain"), '.yahoo.')) OR position(lower("s_referring_domain"), 'yahoo.') > 0 OR (lower("s_referring_domain") = 'baidu.com' OR endsWith(lower("s_referring_domain"), '.baidu.com')) OR (lower("s_referring_domain") = 'yandex.' OR endsWith(lower("s_referring_domain"), '.yandex.')) OR position(lower("s_referring_domain"), 'yandex.') > 0 OR (lower("s_referring_domain") = 'ecosia.org' OR endsWith(lower("s_referring_domain"), '.ecosia.org')) OR (lower("s_referring_domain") = 'search.brave.com' OR endsWith(lower("s_referring_domain"), '.search.brave.com'))), 'Organic Search', (((lower("s_referring_domain") = 'facebook.com' OR endsWith(lower("s_referring_domain"), '.facebook.com')) OR (lower("s_referring_domain") = 'twitter.com' OR endsWith(lower("s_referring_domain"), '.twitter.com')) OR (lower("s_referring_domain") = 't.co' OR endsWith(lower("s_referring_domain"), '.t.co')) OR (lower("s_referring_domain") = 'x.com' OR endsWith(lower("s_referring_domain"), '.x.com')) OR (lower("s_referring_domain") = 'linkedin.com' OR endsWith(lower("s_referring_domain"), '.linkedin.com')) OR (lower("s_referring_domain") = 'lnkd.in' OR endsWith(lower("s_referring_domain"), '.lnkd.in')) OR (lower("s_referring_domain") = 'reddit.com' OR endsWith(lower("s_referring_domain"), '.reddit.com')) OR (lower("s_referring_domain") = 'instagram.com' OR endsWith(lower("s_referring_domain"), '.instagram.com')) OR (lower("s_referring_domain") = 'youtube.com' OR endsWith(lower("s_referring_domain"), '.youtube.com')) OR (lower("s_referring_domain") = 'pinterest.com' OR endsWith(lower("s_referring_domain"), '.pinterest.com')) OR (lower("s_referring_domain") = 'tiktok.com' OR endsWith(lower("s_referring_domain"), '.tiktok.com')) OR (lower("s_referring_domain") = 'news.ycombinator.com' OR endsWith(lower("s_referring_domain"), '.news.ycombinator.com'))) OR lower("s_utm_medium") = 'social'), 'Organic Social', lower("s_utm_medium") = 'affiliate', 'Affiliate', (lower("s_referring_domain") IN ('', '$direct')), if(lower("s_utm_source") = '' AND lower("s_utm_medium") = '', 'Direct', 'Unknown'), 'Referral') AS "channel_type", ("s_pageviews" + "s_screens" <= 1 AND "s_autocaptures" = 0 AND "duration" < 10) AS "is_bounce"
  FROM (SELECT "team_id", "session_id", argMinMerge("distinct_id") AS "s_distinct_id", min("start_micros") AS "s_start", max("end_micros") AS "s_end", sum("pageview_count") AS "s_pageviews", sum("autocapture_count") AS "s_autocaptures", sum("screen_count") AS "s_screens", sum("event_count") AS "s_events", argMinIfMerge("entry_current_url") AS "s_entry_url", argMaxIfMerge("end_current_url") AS "s_end_url", argMinIfMerge("entry_pathname") AS "s_entry_path", argMaxIfMerge("end_pathname") AS "s_end_path", argMinIfMerge("entry_referring_domain") AS "s_referring_domain", argMinIfMerge("entry_utm_source") AS "s_utm_source", argMinIfMerge("entry_utm_medium") AS "s_utm_medium", argMinIfMerge("entry_utm_campaign") AS "s_utm_campaign", groupArrayIfMerge("urls") AS "s_urls"
    FROM "raw_sessions_v2"
    GROUP BY "team_id", "session_id")) AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = {p1:Int64}))
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."session_id" IS NOT NULL))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== session_replay_events
-- source:
--   SELECT session_id, min_first_timestamp, max_last_timestamp, first_url, click_count, active_milliseconds FROM session_replay_events ORDER BY session_id
-- normalized:
--   SELECT session_id, min_first_timestamp, max_last_timestamp, first_url, click_count, active_milliseconds
--   FROM session_replay_events
--   ORDER BY session_id
-- columns:
--   session_id String
--   min_first_timestamp DateTime
--   max_last_timestamp DateTime
--   first_url String
--   click_count Int64
--   active_milliseconds Float64
-- args: 1000, 42
SELECT "_t1"."session_id" AS "session_id", "_t1"."start_time" AS "min_first_timestamp", "_t1"."end_time" AS "max_last_timestamp", "_t1"."start_url" AS "first_url", "_t1"."click_count" AS "click_count", ("_t1"."active_seconds" * {p1:Int64}) AS "active_milliseconds"
FROM (SELECT *
  FROM "session_recordings" FINAL) AS "_t1"
WHERE ("_t1"."team_id" = {p2:Int64})
ORDER BY "_t1"."session_id" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== elements_chain
-- source: SELECT elements_chain FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000008'
-- normalized: SELECT elements_chain FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000008'
-- columns: elements_chain String
-- args: "", 42, "a0000000-0000-4000-8000-000000000008"
SELECT coalesce(multiIf(JSONType("_t1"."properties", '$elements_chain') = 'String', JSONExtractString("_t1"."properties", '$elements_chain'), JSONType("_t1"."properties", '$elements_chain') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$elements_chain')), {p1:String}) AS "elements_chain"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p2:Int64}) AND ("_t1"."uuid" = {p3:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== numbers(n)
-- source: SELECT number FROM numbers(3)
-- normalized: SELECT number FROM numbers(3)
-- columns: number Int64
-- args:
SELECT "_t1"."number" AS "number"
FROM (SELECT toInt64(number) + 0 AS "number"
  FROM numbers(3)) AS "_t1"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== numbers(a, b)
-- source: SELECT sum(number), count() FROM numbers(5, 10)
-- normalized: SELECT sum(number), count() FROM numbers(5, 10)
-- columns: sum(number) Nullable(Int64), count() UInt64
-- args:
SELECT sumOrNull("_t1"."number") AS "sum(number)", count(*) AS "count()"
FROM (SELECT toInt64(number) + 5 AS "number"
  FROM numbers(5)) AS "_t1"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== numbers of a constant expression
-- source:
--   SELECT count(), min(number), max(number) FROM numbers(dateDiff('day', toDateTime('2026-01-01 00:00:00'), toDateTime('2026-01-31 12:00:00')) + 1)
-- normalized:
--   SELECT count(), min(number), max(number)
--   FROM numbers(dateDiff('day', toDateTime('2026-01-01 00:00:00'), toDateTime('2026-01-31 12:00:00')) + 1)
-- columns: count() UInt64, min(number) Nullable(Int64), max(number) Nullable(Int64)
-- args:
SELECT count(*) AS "count()", minOrNull("_t1"."number") AS "min(number)", maxOrNull("_t1"."number") AS "max(number)"
FROM (SELECT toInt64(number) + 0 AS "number"
  FROM numbers(31)) AS "_t1"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== numbers of folded bounds
-- source:
--   SELECT sum(number) FROM numbers(2 * 3 - 1, intDiv(21, 2) + dateDiff('month', toDate('2025-11-15'), toDate('2026-01-01')))
-- normalized:
--   SELECT sum(number)
--   FROM numbers(2 * 3 - 1, intDiv(21, 2) + dateDiff('month', toDate('2025-11-15'), toDate('2026-01-01')))
-- columns: sum(number) Nullable(Int64)
-- args:
SELECT sumOrNull("_t1"."number") AS "sum(number)"
FROM (SELECT toInt64(number) + 5 AS "number"
  FROM numbers(7)) AS "_t1"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== numbers empty
-- source: SELECT count() FROM numbers(5, 5)
-- normalized: SELECT count() FROM numbers(5, 5)
-- columns: count() UInt64
-- args:
SELECT count(*) AS "count()"
FROM (SELECT toInt64(number) + 5 AS "number"
  FROM numbers(0)) AS "_t1"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== numbers joined
-- source:
--   SELECT n.number, count(e.uuid) FROM numbers(2) n LEFT JOIN events e ON toHour(e.timestamp) = n.number GROUP BY n.number ORDER BY 1
-- normalized:
--   SELECT n.number, count(e.uuid)
--   FROM numbers(2) AS n
--   LEFT JOIN events AS e ON toHour(e.timestamp) = n.number
--   GROUP BY n.number
--   ORDER BY 1
-- columns: number Int64, count(e.uuid) UInt64
-- args: 42
SELECT "_t1"."number" AS "number", count("_t2"."uuid") AS "count(e.uuid)"
FROM (SELECT toInt64(number) + 0 AS "number"
  FROM numbers(2)) AS "_t1"
LEFT JOIN "events" AS "_t2" ON ((toInt64(toHour("_t2"."timestamp")) = "_t1"."number") AND ("_t2"."team_id" = {p1:Int64}))
GROUP BY "_t1"."number"
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== trailing semicolon and comment
-- source:
--   -- first
--   SELECT count() FROM events;  -- done
-- normalized: SELECT count() FROM events
-- columns: count() UInt64
-- args: 42
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== cross join
-- source: SELECT count() FROM events CROSS JOIN numbers(2)
-- normalized: SELECT count() FROM events CROSS JOIN numbers(2)
-- columns: count() UInt64
-- args: 42
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
CROSS JOIN (SELECT toInt64(number) + 0 AS "number"
  FROM numbers(2)) AS "_t2"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== comma join
-- source:
--   SELECT p.properties.name FROM events e, persons p WHERE e.person_id = p.id AND e.event = 'signup'
-- normalized:
--   SELECT p.properties.name
--   FROM events AS e
--   CROSS JOIN persons AS p
--   WHERE e.person_id = p.id AND e.event = 'signup'
-- columns: p.properties.name Nullable(String)
-- args: 42, "signup"
SELECT multiIf(JSONType("_t2"."properties", 'name') = 'String', JSONExtractString("_t2"."properties", 'name'), JSONType("_t2"."properties", 'name') = 'Null', NULL, JSONExtractRaw("_t2"."properties", 'name')) AS "p.properties.name"
FROM "events" AS "_t1"
LEFT JOIN (SELECT *
  FROM "persons" FINAL) AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = {p1:Int64}))
JOIN (SELECT *
  FROM "persons" FINAL) AS "_t2" ON ("_t2"."team_id" = {p1:Int64})
WHERE (("_t1"."team_id" = {p1:Int64}) AND (("_t3"."uuid" = "_t2"."uuid") AND ("_t1"."event" = {p2:String})))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== named window
-- source:
--   SELECT uuid, row_number() OVER w, count() OVER w FROM events WHERE distinct_id = 'd2' WINDOW w AS (ORDER BY timestamp) ORDER BY timestamp
-- normalized:
--   SELECT uuid, row_number() OVER w, count() OVER w
--   FROM events
--   WHERE distinct_id = 'd2'
--   WINDOW w AS (ORDER BY timestamp)
--   ORDER BY timestamp
-- columns: uuid String, "row_number() OVER w" UInt64, "count() OVER w" UInt64
-- args: 42, "d2"
SELECT "_t1"."uuid" AS "uuid", row_number() OVER (ORDER BY "_t1"."timestamp" NULLS LAST) AS "row_number() OVER w", count(*) OVER (ORDER BY "_t1"."timestamp" NULLS LAST) AS "count() OVER w"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."distinct_id" = {p2:String}))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== inline alias
-- source:
--   SELECT (event AS e) = 'signup', upper(e) FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- normalized:
--   SELECT (event AS e) = 'signup', upper(e)
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- columns: "(event AS e) = 'signup'" Bool, upper(e) String
-- args: "signup", 42, "a0000000-0000-4000-8000-000000000003"
SELECT ("_t1"."event" = {p1:String}) AS "(event AS e) = 'signup'", upperUTF8("_t1"."event") AS "upper(e)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p2:Int64}) AND ("_t1"."uuid" = {p3:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== ternary
-- source:
--   SELECT event = 'signup' ? 'yes' : 'no' FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- normalized:
--   SELECT if(event = 'signup', 'yes', 'no')
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- columns: "if(event = 'signup', 'yes', 'no')" String
-- args: "signup", "yes", "no", 42, "a0000000-0000-4000-8000-000000000003"
SELECT CASE WHEN ("_t1"."event" = {p1:String}) THEN {p2:String} ELSE {p3:String} END AS "if(event = 'signup', 'yes', 'no')"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p4:Int64}) AND ("_t1"."uuid" = {p5:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== row value in
-- source:
--   SELECT count() FROM events WHERE (distinct_id, timestamp) IN (SELECT distinct_id, min(timestamp) FROM events GROUP BY distinct_id)
-- normalized:
--   SELECT count()
--   FROM events
--   WHERE (distinct_id, timestamp) IN (SELECT distinct_id, min(timestamp)
--     FROM events
--     GROUP BY distinct_id)
-- columns: count() UInt64
-- args: 42
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND (("_t1"."distinct_id", "_t1"."timestamp") IN (SELECT "_t2"."distinct_id" AS "distinct_id", minOrNull("_t2"."timestamp") AS "min(timestamp)"
      FROM "events" AS "_t2"
      WHERE ("_t2"."team_id" = {p1:Int64})
      GROUP BY "_t2"."distinct_id")))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== lambdas over several arrays
-- source:
--   SELECT arrayMap((x, y) -> x + y, [1, 2, 3], [10, 20, 30]), arrayFilter((x, y) -> y > 0, ['a', 'b', 'c'], [1, 0, 2]), arrayExists((x, y) -> x = y, [1, 2], [2, 2]), arrayAll((x, y) -> x < y, [1, 2], [2, 1]), arrayCount((x, y) -> x > y, [3, 1, 5], [1, 2, 3]), arraySum((x, y) -> x * y, [1, 2], [3, 4]), arrayFirst((x, y) -> y, ['a', 'b'], [false, true]), arrayMap((x, y, z) -> concat(x, y, z), ['a'], ['b'], ['c'])
-- normalized:
--   SELECT arrayMap((x, y) -> x + y, [1, 2, 3], [10, 20, 30]), arrayFilter((x, y) -> y > 0, ['a', 'b', 'c'], [1, 0, 2]), arrayExists((x, y) -> x = y, [1, 2], [2, 2]), arrayAll((x, y) -> x < y, [1, 2], [2, 1]), arrayCount((x, y) -> x > y, [3, 1, 5], [1, 2, 3]), arraySum((x, y) -> x * y, [1, 2], [3, 4]), arrayFirst((x, y) -> y, ['a', 'b'], [FALSE, TRUE]), arrayMap((x, y, z) -> concat(x, y, z), ['a'], ['b'], ['c'])
-- columns:
--   "arrayMap((x, y) -> x + y, [1, 2, 3], [10, 20, 30])" Array(Int64)
--   "arrayFilter((x, y) -> y > 0, ['a', 'b', 'c'], [1, 0, 2])" Array(String)
--   "arrayExists((x, y) -> x = y, [1, 2], [2, 2])" Bool
--   "arrayAll((x, y) -> x < y, [1, 2], [2, 1])" Bool
--   "arrayCount((x, y) -> x > y, [3, 1, 5], [1, 2, 3])" UInt64
--   "arraySum((x, y) -> x * y, [1, 2], [3, 4])" Int64
--   "arrayFirst((x, y) -> y, ['a', 'b'], [FALSE, TRUE])" Nullable(String)
--   "arrayMap((x, y, z) -> concat(x, y, z), ['a'], ['b'], ['c'])" Array(String)
-- args: 1, 2, 3, 10, 20, 30, 0, "a", "b", "c", 5, 4
SELECT arrayMap(("_t1", "_t2") -> accurateCast(toInt128("_t1") + "_t2", 'Int64'), arraySlice([{p1:Int64}, {p2:Int64}, {p3:Int64}], 1, least(length([{p1:Int64}, {p2:Int64}, {p3:Int64}]), length([{p4:Int64}, {p5:Int64}, {p6:Int64}]))), arraySlice([{p4:Int64}, {p5:Int64}, {p6:Int64}], 1, least(length([{p1:Int64}, {p2:Int64}, {p3:Int64}]), length([{p4:Int64}, {p5:Int64}, {p6:Int64}])))) AS "arrayMap((x, y) -> x + y, [1, 2, 3], [10, 20, 30])", arrayFilter(("_t3", "_t4") -> ("_t4" > {p7:Int64}), arraySlice([{p8:String}, {p9:String}, {p10:String}], 1, least(length([{p8:String}, {p9:String}, {p10:String}]), length([{p1:Int64}, {p7:Int64}, {p2:Int64}]))), arraySlice([{p1:Int64}, {p7:Int64}, {p2:Int64}], 1, least(length([{p8:String}, {p9:String}, {p10:String}]), length([{p1:Int64}, {p7:Int64}, {p2:Int64}])))) AS "arrayFilter((x, y) -> y > 0, ['a', 'b', 'c'], [1, 0, 2])", arrayExists(("_t5", "_t6") -> ("_t5" = "_t6"), arraySlice([{p1:Int64}, {p2:Int64}], 1, least(length([{p1:Int64}, {p2:Int64}]), length([{p2:Int64}, {p2:Int64}]))), arraySlice([{p2:Int64}, {p2:Int64}], 1, least(length([{p1:Int64}, {p2:Int64}]), length([{p2:Int64}, {p2:Int64}])))) AS "arrayExists((x, y) -> x = y, [1, 2], [2, 2])", arrayAll(("_t7", "_t8") -> ifNull(("_t7" < "_t8"), false), arraySlice([{p1:Int64}, {p2:Int64}], 1, least(length([{p1:Int64}, {p2:Int64}]), length([{p2:Int64}, {p1:Int64}]))), arraySlice([{p2:Int64}, {p1:Int64}], 1, least(length([{p1:Int64}, {p2:Int64}]), length([{p2:Int64}, {p1:Int64}])))) AS "arrayAll((x, y) -> x < y, [1, 2], [2, 1])", arrayCount(("_t9", "_t10") -> ("_t9" > "_t10"), arraySlice([{p3:Int64}, {p1:Int64}, {p11:Int64}], 1, least(length([{p3:Int64}, {p1:Int64}, {p11:Int64}]), length([{p1:Int64}, {p2:Int64}, {p3:Int64}]))), arraySlice([{p1:Int64}, {p2:Int64}, {p3:Int64}], 1, least(length([{p3:Int64}, {p1:Int64}, {p11:Int64}]), length([{p1:Int64}, {p2:Int64}, {p3:Int64}])))) AS "arrayCount((x, y) -> x > y, [3, 1, 5], [1, 2, 3])", arraySum(("_t11", "_t12") -> accurateCast(toInt128("_t11") * "_t12", 'Int64'), arraySlice([{p1:Int64}, {p2:Int64}], 1, least(length([{p1:Int64}, {p2:Int64}]), length([{p3:Int64}, {p12:Int64}]))), arraySlice([{p3:Int64}, {p12:Int64}], 1, least(length([{p1:Int64}, {p2:Int64}]), length([{p3:Int64}, {p12:Int64}])))) AS "arraySum((x, y) -> x * y, [1, 2], [3, 4])", arrayFirstOrNull(("_t13", "_t14") -> "_t14", arraySlice([{p8:String}, {p9:String}], 1, least(length([{p8:String}, {p9:String}]), length([FALSE, TRUE]))), arraySlice([FALSE, TRUE], 1, least(length([{p8:String}, {p9:String}]), length([FALSE, TRUE])))) AS "arrayFirst((x, y) -> y, ['a', 'b'], [FALSE, TRUE])", arrayMap(("_t15", "_t16", "_t17") -> concat(ifNull("_t15", ''), ifNull("_t16", ''), ifNull("_t17", ''), ''), arraySlice([{p8:String}], 1, least(length([{p8:String}]), length([{p9:String}]), length([{p10:String}]))), arraySlice([{p9:String}], 1, least(length([{p8:String}]), length([{p9:String}]), length([{p10:String}]))), arraySlice([{p10:String}], 1, least(length([{p8:String}]), length([{p9:String}]), length([{p10:String}])))) AS "arrayMap((x, y, z) -> concat(x, y, z), ['a'], ['b'], ['c'])"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== lambda over two columns
-- source:
--   SELECT arrayMap((p, i) -> concat(toString(i), ':', p), splitByChar('/', properties.$current_url), range(1, 5))[4], arrayMap((x, y) -> x + y, [1, 2, 3], [10]) FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- normalized:
--   SELECT arrayMap((p, i) -> concat(toString(i), ':', p), splitByChar('/', properties.$current_url), range(1, 5))[4], arrayMap((x, y) -> x + y, [1, 2, 3], [10])
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- columns:
--   "arrayMap((p, i) -> concat(toString(i), ':', p), splitByChar('/', properties.$current_url), range(1, 5))[4]" Nullable(String)
--   "arrayMap((x, y) -> x + y, [1, 2, 3], [10])" Array(Int64)
-- args: ":", "/", 1, 5, 4, 2, 3, 10, 42, "a0000000-0000-4000-8000-000000000001"
SELECT arrayElementOrNull(arrayMap(("_t2", "_t3") -> concat(ifNull(toString("_t3"), ''), ifNull({p1:String}, ''), ifNull("_t2", ''), ''), arraySlice(splitByChar({p2:String}, "_t1"."mat_current_url"), 1, least(length(splitByChar({p2:String}, "_t1"."mat_current_url")), length(arrayMap(x -> toInt64(x), range(greatest({p3:Int64}, 0), least({p4:Int64}, 100000)))))), arraySlice(arrayMap(x -> toInt64(x), range(greatest({p3:Int64}, 0), least({p4:Int64}, 100000))), 1, least(length(splitByChar({p2:String}, "_t1"."mat_current_url")), length(arrayMap(x -> toInt64(x), range(greatest({p3:Int64}, 0), least({p4:Int64}, 100000))))))), {p5:Int64}) AS "_c1", arrayMap(("_t4", "_t5") -> accurateCast(toInt128("_t4") + "_t5", 'Int64'), arraySlice([{p3:Int64}, {p6:Int64}, {p7:Int64}], 1, least(length([{p3:Int64}, {p6:Int64}, {p7:Int64}]), length([{p8:Int64}]))), arraySlice([{p8:Int64}], 1, least(length([{p3:Int64}, {p6:Int64}, {p7:Int64}]), length([{p8:Int64}])))) AS "arrayMap((x, y) -> x + y, [1, 2, 3], [10])"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p9:Int64}) AND ("_t1"."uuid" = {p10:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== array slices
-- source:
--   SELECT [1, 2, 3, 4][2:3], [1, 2, 3, 4][:2], [1, 2, 3, 4][3:], [1, 2, 3, 4][-2:], [1, 2, 3, 4][2:-2], [1, 2, 3][3:2], [1, 2, 3][0:2], splitByChar('.', 'a.b.c')[2:][1]
-- normalized:
--   SELECT [1, 2, 3, 4][2:3], [1, 2, 3, 4][:2], [1, 2, 3, 4][3:], [1, 2, 3, 4][-2:], [1, 2, 3, 4][2:-2], [1, 2, 3][3:2], [1, 2, 3][0:2], splitByChar('.', 'a.b.c')[2:][1]
-- columns:
--   "[1, 2, 3, 4][2:3]" Array(Int64)
--   "[1, 2, 3, 4][:2]" Array(Int64)
--   "[1, 2, 3, 4][3:]" Array(Int64)
--   "[1, 2, 3, 4][-2:]" Array(Int64)
--   "[1, 2, 3, 4][2:-2]" Array(Int64)
--   "[1, 2, 3][3:2]" Array(Int64)
--   "[1, 2, 3][0:2]" Array(Int64)
--   "splitByChar('.', 'a.b.c')[2:][1]" Nullable(String)
-- args: 2, 1, 3, 4, -1, -2, 0, ".", "a.b.c"
SELECT arrayFilter(("_e1", "_e2") -> "_e2" - 1 >= multiIf({p1:Int64} > 0, {p1:Int64} - 1, {p1:Int64} < 0, length([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}]) + {p1:Int64}, length([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}])) AND "_e2" - 1 <= multiIf({p3:Int64} > 0, {p3:Int64} - 1, {p3:Int64} < 0, length([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}]) + {p3:Int64}, -1), [{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}], arrayEnumerate([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}])) AS "[1, 2, 3, 4][2:3]", arrayFilter(("_e3", "_e4") -> "_e4" - 1 >= multiIf({p2:Int64} > 0, {p2:Int64} - 1, {p2:Int64} < 0, length([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}]) + {p2:Int64}, length([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}])) AND "_e4" - 1 <= multiIf({p1:Int64} > 0, {p1:Int64} - 1, {p1:Int64} < 0, length([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}]) + {p1:Int64}, -1), [{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}], arrayEnumerate([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}])) AS "[1, 2, 3, 4][:2]", arrayFilter(("_e5", "_e6") -> "_e6" - 1 >= multiIf({p3:Int64} > 0, {p3:Int64} - 1, {p3:Int64} < 0, length([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}]) + {p3:Int64}, length([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}])) AND "_e6" - 1 <= multiIf({p5:Int64} > 0, {p5:Int64} - 1, {p5:Int64} < 0, length([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}]) + {p5:Int64}, -1), [{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}], arrayEnumerate([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}])) AS "[1, 2, 3, 4][3:]", arrayFilter(("_e7", "_e8") -> "_e8" - 1 >= multiIf({p6:Int64} > 0, {p6:Int64} - 1, {p6:Int64} < 0, length([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}]) + {p6:Int64}, length([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}])) AND "_e8" - 1 <= multiIf({p5:Int64} > 0, {p5:Int64} - 1, {p5:Int64} < 0, length([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}]) + {p5:Int64}, -1), [{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}], arrayEnumerate([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}])) AS "[1, 2, 3, 4][-2:]", arrayFilter(("_e9", "_e10") -> "_e10" - 1 >= multiIf({p1:Int64} > 0, {p1:Int64} - 1, {p1:Int64} < 0, length([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}]) + {p1:Int64}, length([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}])) AND "_e10" - 1 <= multiIf({p6:Int64} > 0, {p6:Int64} - 1, {p6:Int64} < 0, length([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}]) + {p6:Int64}, -1), [{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}], arrayEnumerate([{p2:Int64}, {p1:Int64}, {p3:Int64}, {p4:Int64}])) AS "[1, 2, 3, 4][2:-2]", arrayFilter(("_e11", "_e12") -> "_e12" - 1 >= multiIf({p3:Int64} > 0, {p3:Int64} - 1, {p3:Int64} < 0, length([{p2:Int64}, {p1:Int64}, {p3:Int64}]) + {p3:Int64}, length([{p2:Int64}, {p1:Int64}, {p3:Int64}])) AND "_e12" - 1 <= multiIf({p1:Int64} > 0, {p1:Int64} - 1, {p1:Int64} < 0, length([{p2:Int64}, {p1:Int64}, {p3:Int64}]) + {p1:Int64}, -1), [{p2:Int64}, {p1:Int64}, {p3:Int64}], arrayEnumerate([{p2:Int64}, {p1:Int64}, {p3:Int64}])) AS "[1, 2, 3][3:2]", arrayFilter(("_e13", "_e14") -> "_e14" - 1 >= multiIf({p7:Int64} > 0, {p7:Int64} - 1, {p7:Int64} < 0, length([{p2:Int64}, {p1:Int64}, {p3:Int64}]) + {p7:Int64}, length([{p2:Int64}, {p1:Int64}, {p3:Int64}])) AND "_e14" - 1 <= multiIf({p1:Int64} > 0, {p1:Int64} - 1, {p1:Int64} < 0, length([{p2:Int64}, {p1:Int64}, {p3:Int64}]) + {p1:Int64}, -1), [{p2:Int64}, {p1:Int64}, {p3:Int64}], arrayEnumerate([{p2:Int64}, {p1:Int64}, {p3:Int64}])) AS "[1, 2, 3][0:2]", arrayElementOrNull(arrayFilter(("_e15", "_e16") -> "_e16" - 1 >= multiIf({p1:Int64} > 0, {p1:Int64} - 1, {p1:Int64} < 0, length(splitByChar({p8:String}, {p9:String})) + {p1:Int64}, length(splitByChar({p8:String}, {p9:String}))) AND "_e16" - 1 <= multiIf({p5:Int64} > 0, {p5:Int64} - 1, {p5:Int64} < 0, length(splitByChar({p8:String}, {p9:String})) + {p5:Int64}, -1), splitByChar({p8:String}, {p9:String}), arrayEnumerate(splitByChar({p8:String}, {p9:String}))), {p2:Int64}) AS "splitByChar('.', 'a.b.c')[2:][1]"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== slice of a column
-- source:
--   SELECT (splitByChar('/', properties.$current_url) AS parts)[4:], parts[:-3] FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- normalized:
--   SELECT (splitByChar('/', properties.$current_url) AS parts)[4:], (parts)[:-3]
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- columns:
--   "(splitByChar('/', properties.$current_url) AS parts)[4:]" Nullable(Array(String))
--   (parts)[:-3] Nullable(Array(String))
-- args: 4, "/", -1, 1, -3, 42, "a0000000-0000-4000-8000-000000000001"
SELECT arrayFilter(("_e1", "_e2") -> "_e2" - 1 >= multiIf({p1:Int64} > 0, {p1:Int64} - 1, {p1:Int64} < 0, length(splitByChar({p2:String}, "_t1"."mat_current_url")) + {p1:Int64}, length(splitByChar({p2:String}, "_t1"."mat_current_url"))) AND "_e2" - 1 <= multiIf({p3:Int64} > 0, {p3:Int64} - 1, {p3:Int64} < 0, length(splitByChar({p2:String}, "_t1"."mat_current_url")) + {p3:Int64}, -1), splitByChar({p2:String}, "_t1"."mat_current_url"), arrayEnumerate(splitByChar({p2:String}, "_t1"."mat_current_url"))) AS "(splitByChar('/', properties.$current_url) AS parts)[4:]", arrayFilter(("_e3", "_e4") -> "_e4" - 1 >= multiIf({p4:Int64} > 0, {p4:Int64} - 1, {p4:Int64} < 0, length(splitByChar({p2:String}, "_t1"."mat_current_url")) + {p4:Int64}, length(splitByChar({p2:String}, "_t1"."mat_current_url"))) AND "_e4" - 1 <= multiIf({p5:Int64} > 0, {p5:Int64} - 1, {p5:Int64} < 0, length(splitByChar({p2:String}, "_t1"."mat_current_url")) + {p5:Int64}, -1), splitByChar({p2:String}, "_t1"."mat_current_url"), arrayEnumerate(splitByChar({p2:String}, "_t1"."mat_current_url"))) AS "(parts)[:-3]"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p6:Int64}) AND ("_t1"."uuid" = {p7:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== tuple element and subscripts
-- source: SELECT (1, 'a').2, splitByChar('.', 'x.y')[2], [[1][1], 2][2]
-- normalized: SELECT (1, 'a').2, splitByChar('.', 'x.y')[2], [[1][1], 2][2]
-- columns:
--   "(1, 'a').2" String
--   "splitByChar('.', 'x.y')[2]" Nullable(String)
--   "[[1][1], 2][2]" Nullable(Int64)
-- args: "a", ".", "x.y", 2, 1
SELECT {p1:String} AS "(1, 'a').2", arrayElementOrNull(splitByChar({p2:String}, {p3:String}), {p4:Int64}) AS "splitByChar('.', 'x.y')[2]", arrayElementOrNull([arrayElementOrNull([{p5:Int64}], {p5:Int64}), {p4:Int64}], {p4:Int64}) AS "[[1][1], 2][2]"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== filters placeholder
-- source: SELECT count() FROM events WHERE {filters}
-- normalized: SELECT count() FROM events WHERE TRUE
-- columns: count() UInt64
-- args: 42
SELECT count(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND TRUE)
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== extract part from
-- source:
--   SELECT extract(year FROM timestamp), extract(MONTH FROM timestamp) FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- normalized:
--   SELECT toYear(timestamp), toMonth(timestamp)
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- columns: toYear(timestamp) Int64, toMonth(timestamp) Int64
-- args: 42, "a0000000-0000-4000-8000-000000000001"
SELECT toInt64(toYear("_t1"."timestamp")) AS "toYear(timestamp)", toInt64(toMonth("_t1"."timestamp")) AS "toMonth(timestamp)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== ARRAY JOIN
-- source:
--   SELECT event, part FROM events ARRAY JOIN splitByChar('$', event) AS part WHERE uuid = 'a0000000-0000-4000-8000-000000000008' ORDER BY part
-- normalized:
--   SELECT event, part
--   FROM events
--   ARRAY JOIN splitByChar('$', event) AS part
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000008'
--   ORDER BY part
-- columns: event String, part String
-- args: "$", 42, "a0000000-0000-4000-8000-000000000008"
SELECT "_t1"."event" AS "event", "_t2" AS "part"
FROM "events" AS "_t1"
ARRAY JOIN splitByChar({p1:String}, "_t1"."event") AS "_t2"
WHERE (("_t1"."team_id" = {p2:Int64}) AND ("_t1"."uuid" = {p3:String}))
ORDER BY "_t2" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== ARRAY JOIN of JSON
-- source:
--   SELECT item.sku FROM events ARRAY JOIN JSONExtractArrayRaw(properties, 'items') AS item WHERE uuid = 'a0000000-0000-4000-8000-000000000006' ORDER BY 1
-- normalized:
--   SELECT item.sku
--   FROM events
--   ARRAY JOIN JSONExtractArrayRaw(properties, 'items') AS item
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000006'
--   ORDER BY 1
-- columns: item.sku Nullable(String)
-- args: 42, "a0000000-0000-4000-8000-000000000006"
SELECT multiIf(JSONType("_t2", 'sku') = 'String', JSONExtractString("_t2", 'sku'), JSONType("_t2", 'sku') = 'Null', NULL, JSONExtractRaw("_t2", 'sku')) AS "item.sku"
FROM "events" AS "_t1"
ARRAY JOIN JSONExtractArrayRaw("_t1"."properties", 'items') AS "_t2"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== JSONExtractArrayRaw
-- source:
--   SELECT JSONExtractString(arrayJoin(JSONExtractArrayRaw(properties, 'items')), 'sku') AS sku FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000006' ORDER BY sku
-- normalized:
--   SELECT JSONExtractString(arrayJoin(JSONExtractArrayRaw(properties, 'items')), 'sku') AS sku
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000006'
--   ORDER BY sku
-- columns: sku Nullable(String)
-- args: 42, "a0000000-0000-4000-8000-000000000006"
SELECT multiIf(JSONType("_t2", 'sku') = 'String', JSONExtractString("_t2", 'sku'), JSONType("_t2", 'sku') = 'Null', NULL, JSONExtractRaw("_t2", 'sku')) AS "sku"
FROM "events" AS "_t1"
ARRAY JOIN JSONExtractArrayRaw("_t1"."properties", 'items') AS "_t2"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== operator forms
-- source:
--   SELECT plus(1, 2), minus(5, 2), multiply(2, 3.5), divide(7, 2), modulo(7, 3), and(1 = 1, 2 = 2), or(1 = 2, 2 = 2), not(1 = 2), equals(1, 1), notEquals(1, 1), less(1, 2), greater(1, 2), lessOrEquals(2, 2), greaterOrEquals(1, 2)
-- normalized:
--   SELECT plus(1, 2), minus(5, 2), multiply(2, 3.5), divide(7, 2), modulo(7, 3), and(1 = 1, 2 = 2), or(1 = 2, 2 = 2), NOT 1 = 2, equals(1, 1), notEquals(1, 1), less(1, 2), greater(1, 2), lessOrEquals(2, 2), greaterOrEquals(1, 2)
-- columns:
--   "plus(1, 2)" Int64
--   "minus(5, 2)" Int64
--   "multiply(2, 3.5)" Float64
--   "divide(7, 2)" Nullable(Float64)
--   "modulo(7, 3)" Nullable(Int64)
--   "and(1 = 1, 2 = 2)" Bool
--   "or(1 = 2, 2 = 2)" Bool
--   "NOT 1 = 2" Bool
--   "equals(1, 1)" Bool
--   "notEquals(1, 1)" Bool
--   "less(1, 2)" Bool
--   "greater(1, 2)" Bool
--   "lessOrEquals(2, 2)" Bool
--   "greaterOrEquals(1, 2)" Bool
-- args: 1, 2, 5, 3.5, 7, 3
SELECT accurateCast(toInt128({p1:Int64}) + {p2:Int64}, 'Int64') AS "plus(1, 2)", accurateCast(toInt128({p3:Int64}) - {p2:Int64}, 'Int64') AS "minus(5, 2)", ({p2:Int64} * {p4:Float64}) AS "multiply(2, 3.5)", (toFloat64({p5:Int64}) / {p2:Int64}) AS "divide(7, 2)", ({p5:Int64} % {p6:Int64}) AS "modulo(7, 3)", (({p1:Int64} = {p1:Int64}) AND ({p2:Int64} = {p2:Int64})) AS "and(1 = 1, 2 = 2)", (({p1:Int64} = {p2:Int64}) OR ({p2:Int64} = {p2:Int64})) AS "or(1 = 2, 2 = 2)", (NOT ({p1:Int64} = {p2:Int64})) AS "NOT 1 = 2", ({p1:Int64} = {p1:Int64}) AS "equals(1, 1)", ({p1:Int64} <> {p1:Int64}) AS "notEquals(1, 1)", ({p1:Int64} < {p2:Int64}) AS "less(1, 2)", ({p1:Int64} > {p2:Int64}) AS "greater(1, 2)", ({p2:Int64} <= {p2:Int64}) AS "lessOrEquals(2, 2)", ({p1:Int64} >= {p2:Int64}) AS "greaterOrEquals(1, 2)"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== minus interval
-- source: SELECT minus(toDateTime('2026-01-05 10:00:00'), INTERVAL 1 DAY)
-- normalized: SELECT minus(toDateTime('2026-01-05 10:00:00'), INTERVAL 1 DAY)
-- columns: "minus(toDateTime('2026-01-05 10:00:00'), INTERVAL 1 DAY)" DateTime
-- args: "2026-01-05 10:00:00+00:00", -1
SELECT addDays(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "minus(toDateTime('2026-01-05 10:00:00'), INTERVAL 1 DAY)"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== JSON functions
-- source:
--   SELECT JSONExtractString(properties, '$browser'), JSONExtractInt(properties, '$screen_width'), JSONExtractFloat(properties, 'price'), JSONExtractBool(properties, 'is_cool'), JSONHas(properties, 'price'), JSONHas(properties, 'nope'), JSONLength(properties) FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- normalized:
--   SELECT JSONExtractString(properties, '$browser'), JSONExtractInt(properties, '$screen_width'), JSONExtractFloat(properties, 'price'), JSONExtractBool(properties, 'is_cool'), JSONHas(properties, 'price'), JSONHas(properties, 'nope'), JSONLength(properties)
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- columns:
--   "JSONExtractString(properties, '$browser')" Nullable(String)
--   "JSONExtractInt(properties, '$screen_width')" Nullable(Int64)
--   "JSONExtractFloat(properties, 'price')" Nullable(Float64)
--   "JSONExtractBool(properties, 'is_cool')" Nullable(Bool)
--   "JSONHas(properties, 'price')" Bool
--   "JSONHas(properties, 'nope')" Bool
--   JSONLength(properties) UInt64
-- args: 42, "a0000000-0000-4000-8000-000000000001"
SELECT "_t1"."mat_browser" AS "JSONExtractString(properties, '$browser')", if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL) AS "JSONExtractInt(properties, '$screen_width')", if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL) AS "JSONExtractFloat(properties, 'price')", multiIf(lower(trimBoth(multiIf(JSONType("_t1"."properties", 'is_cool') = 'String', JSONExtractString("_t1"."properties", 'is_cool'), JSONType("_t1"."properties", 'is_cool') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'is_cool')))) IN ('true', '1'), true, lower(trimBoth(multiIf(JSONType("_t1"."properties", 'is_cool') = 'String', JSONExtractString("_t1"."properties", 'is_cool'), JSONType("_t1"."properties", 'is_cool') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'is_cool')))) IN ('false', '0'), false, NULL) AS "JSONExtractBool(properties, 'is_cool')", JSONHas("_t1"."properties", 'price') AS "JSONHas(properties, 'price')", JSONHas("_t1"."properties", 'nope') AS "JSONHas(properties, 'nope')", JSONLength("_t1"."properties") AS "JSONLength(properties)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== JSON paths
-- source:
--   SELECT JSONExtractString(properties, 'items', 1, 'sku'), JSONExtractRaw(properties, 'price'), JSONLength(properties, 'items'), JSONHas(properties, 'nested', 'a'), properties.items.2.sku, JSONExtractString(properties.nested, 'a', 'b') FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000006'
-- normalized:
--   SELECT JSONExtractString(properties, 'items', 1, 'sku'), JSONExtractRaw(properties, 'price'), JSONLength(properties, 'items'), JSONHas(properties, 'nested', 'a'), properties.items.2.sku, JSONExtractString(properties.nested, 'a', 'b')
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000006'
-- columns:
--   "JSONExtractString(properties, 'items', 1, 'sku')" Nullable(String)
--   "JSONExtractRaw(properties, 'price')" Nullable(String)
--   "JSONLength(properties, 'items')" UInt64
--   "JSONHas(properties, 'nested', 'a')" Bool
--   properties.items.2.sku Nullable(String)
--   "JSONExtractString(properties.nested, 'a', 'b')" Nullable(String)
-- args: 42, "a0000000-0000-4000-8000-000000000006"
SELECT multiIf(JSONType("_t1"."properties", 'items', 1, 'sku') = 'String', JSONExtractString("_t1"."properties", 'items', 1, 'sku'), JSONType("_t1"."properties", 'items', 1, 'sku') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'items', 1, 'sku')) AS "JSONExtractString(properties, 'items', 1, 'sku')", nullIf(JSONExtractRaw("_t1"."properties", 'price'), '') AS "JSONExtractRaw(properties, 'price')", JSONLength("_t1"."properties", 'items') AS "JSONLength(properties, 'items')", JSONHas("_t1"."properties", 'nested', 'a') AS "JSONHas(properties, 'nested', 'a')", multiIf(JSONType("_t1"."properties", 'items', 2, 'sku') = 'String', JSONExtractString("_t1"."properties", 'items', 2, 'sku'), JSONType("_t1"."properties", 'items', 2, 'sku') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'items', 2, 'sku')) AS "properties.items.2.sku", multiIf(JSONType("_t1"."properties", 'nested', 'a', 'b') = 'String', JSONExtractString("_t1"."properties", 'nested', 'a', 'b'), JSONType("_t1"."properties", 'nested', 'a', 'b') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'nested', 'a', 'b')) AS "JSONExtractString(properties.nested, 'a', 'b')"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== array lambdas
-- source:
--   SELECT arrayMap(x -> x * 2, [1, 2, 3]), arrayFilter(x -> x > 1, [1, 2, 3]), arrayExists(x -> x = 2, [1, 2]), arrayAll(x -> x > 0, [1, 2]), arrayCount(x -> x > 1, [1, 2, 3]), arraySum([1, 2, 3]), arraySum(x -> x * 10, [1, 2]), arrayFirst(x -> x > 1, [1, 2, 3]), arrayCount([1, 2])
-- normalized:
--   SELECT arrayMap(x -> x * 2, [1, 2, 3]), arrayFilter(x -> x > 1, [1, 2, 3]), arrayExists(x -> x = 2, [1, 2]), arrayAll(x -> x > 0, [1, 2]), arrayCount(x -> x > 1, [1, 2, 3]), arraySum([1, 2, 3]), arraySum(x -> x * 10, [1, 2]), arrayFirst(x -> x > 1, [1, 2, 3]), arrayCount([1, 2])
-- columns:
--   "arrayMap(x -> x * 2, [1, 2, 3])" Array(Int64)
--   "arrayFilter(x -> x > 1, [1, 2, 3])" Array(Int64)
--   "arrayExists(x -> x = 2, [1, 2])" Bool
--   "arrayAll(x -> x > 0, [1, 2])" Bool
--   "arrayCount(x -> x > 1, [1, 2, 3])" UInt64
--   "arraySum([1, 2, 3])" Int64
--   "arraySum(x -> x * 10, [1, 2])" Int64
--   "arrayFirst(x -> x > 1, [1, 2, 3])" Nullable(Int64)
--   "arrayCount([1, 2])" UInt64
-- args: 2, 1, 3, 0, 10
SELECT arrayMap(("_t1") -> accurateCast(toInt128("_t1") * {p1:Int64}, 'Int64'), [{p2:Int64}, {p1:Int64}, {p3:Int64}]) AS "arrayMap(x -> x * 2, [1, 2, 3])", arrayFilter(("_t2") -> ("_t2" > {p2:Int64}), [{p2:Int64}, {p1:Int64}, {p3:Int64}]) AS "arrayFilter(x -> x > 1, [1, 2, 3])", arrayExists(("_t3") -> ("_t3" = {p1:Int64}), [{p2:Int64}, {p1:Int64}]) AS "arrayExists(x -> x = 2, [1, 2])", arrayAll(("_t4") -> ifNull(("_t4" > {p4:Int64}), false), [{p2:Int64}, {p1:Int64}]) AS "arrayAll(x -> x > 0, [1, 2])", arrayCount(("_t5") -> ("_t5" > {p2:Int64}), [{p2:Int64}, {p1:Int64}, {p3:Int64}]) AS "arrayCount(x -> x > 1, [1, 2, 3])", arraySum([{p2:Int64}, {p1:Int64}, {p3:Int64}]) AS "arraySum([1, 2, 3])", arraySum(("_t6") -> accurateCast(toInt128("_t6") * {p5:Int64}, 'Int64'), [{p2:Int64}, {p1:Int64}]) AS "arraySum(x -> x * 10, [1, 2])", arrayFirstOrNull(("_t7") -> ("_t7" > {p2:Int64}), [{p2:Int64}, {p1:Int64}, {p3:Int64}]) AS "arrayFirst(x -> x > 1, [1, 2, 3])", toUInt64(length([{p2:Int64}, {p1:Int64}])) AS "arrayCount([1, 2])"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== arrayMax and arrayMin
-- source:
--   SELECT arrayMax([1, 3, 2]), arrayMin([2, 1, 3]), arrayMax(x -> -x, [1, 2, 3]), arrayMin([1.5, 0.5]), arrayMax((x, y) -> x * y, [1, 2], [3, 4]), arrayMax([1, NULL, 3]), arrayMax(arrayFilter(x -> x > 5, [1, 2])), arrayMin(arrayMap(x -> if(x > 5, x, NULL), [1, 2])), arrayMin([-2, 7]), arrayMax(arrayFilter(x -> x > 5, [1, NULL]))
-- normalized:
--   SELECT arrayMax([1, 3, 2]), arrayMin([2, 1, 3]), arrayMax(x -> -x, [1, 2, 3]), arrayMin([1.5, 0.5]), arrayMax((x, y) -> x * y, [1, 2], [3, 4]), arrayMax([1, NULL, 3]), arrayMax(arrayFilter(x -> x > 5, [1, 2])), arrayMin(arrayMap(x -> if(x > 5, x, NULL), [1, 2])), arrayMin([-2, 7]), arrayMax(arrayFilter(x -> x > 5, [1, NULL]))
-- columns:
--   "arrayMax([1, 3, 2])" Int64
--   "arrayMin([2, 1, 3])" Int64
--   "arrayMax(x -> -x, [1, 2, 3])" Int64
--   "arrayMin([1.5, 0.5])" Float64
--   "arrayMax((x, y) -> x * y, [1, 2], [3, 4])" Int64
--   "arrayMax([1, NULL, 3])" Int64
--   "arrayMax(arrayFilter(x -> x > 5, [1, 2]))" Int64
--   "arrayMin(arrayMap(x -> if(x > 5, x, NULL), [1, 2]))" Int64
--   "arrayMin([-2, 7])" Int64
--   "arrayMax(arrayFilter(x -> x > 5, [1, NULL]))" Int64
-- args: 1, 3, 2, 1.5, 0.5, 4, 5, -2, 7
SELECT if(empty([{p1:Int64}, {p2:Int64}, {p3:Int64}]), 0, arrayMax([{p1:Int64}, {p2:Int64}, {p3:Int64}])) AS "arrayMax([1, 3, 2])", if(empty([{p3:Int64}, {p1:Int64}, {p2:Int64}]), 0, arrayMin([{p3:Int64}, {p1:Int64}, {p2:Int64}])) AS "arrayMin([2, 1, 3])", if(empty([{p1:Int64}, {p3:Int64}, {p2:Int64}]), 0, arrayMax(("_t1") -> (-"_t1"), [{p1:Int64}, {p3:Int64}, {p2:Int64}])) AS "arrayMax(x -> -x, [1, 2, 3])", if(empty([{p4:Float64}, {p5:Float64}]), 0, arrayMin([{p4:Float64}, {p5:Float64}])) AS "arrayMin([1.5, 0.5])", if(empty([{p1:Int64}, {p3:Int64}]) OR empty([{p2:Int64}, {p6:Int64}]), 0, arrayMax(("_t2", "_t3") -> accurateCast(toInt128("_t2") * "_t3", 'Int64'), arraySlice([{p1:Int64}, {p3:Int64}], 1, least(length([{p1:Int64}, {p3:Int64}]), length([{p2:Int64}, {p6:Int64}]))), arraySlice([{p2:Int64}, {p6:Int64}], 1, least(length([{p1:Int64}, {p3:Int64}]), length([{p2:Int64}, {p6:Int64}]))))) AS "arrayMax((x, y) -> x * y, [1, 2], [3, 4])", if(empty([{p1:Int64}, NULL, {p2:Int64}]), 0, arrayMax([{p1:Int64}, NULL, {p2:Int64}])) AS "arrayMax([1, NULL, 3])", if(empty(arrayFilter(("_t4") -> ("_t4" > {p7:Int64}), [{p1:Int64}, {p3:Int64}])), 0, arrayMax(arrayFilter(("_t4") -> ("_t4" > {p7:Int64}), [{p1:Int64}, {p3:Int64}]))) AS "arrayMax(arrayFilter(x -> x > 5, [1, 2]))", if(empty(arrayMap(("_t5") -> CASE WHEN ("_t5" > {p7:Int64}) THEN "_t5" ELSE NULL END, [{p1:Int64}, {p3:Int64}])), 0, arrayMin(arrayMap(("_t5") -> CASE WHEN ("_t5" > {p7:Int64}) THEN "_t5" ELSE NULL END, [{p1:Int64}, {p3:Int64}]))) AS "arrayMin(arrayMap(x -> if(x > 5, x, NULL), [1, 2]))", if(empty([{p8:Int64}, {p9:Int64}]), 0, arrayMin([{p8:Int64}, {p9:Int64}])) AS "arrayMin([-2, 7])", if(empty(arrayFilter(("_t6") -> ("_t6" > {p7:Int64}), [{p1:Int64}, NULL])), 0, arrayMax(arrayFilter(("_t6") -> ("_t6" > {p7:Int64}), [{p1:Int64}, NULL]))) AS "arrayMax(arrayFilter(x -> x > 5, [1, NULL]))"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== aggregating array lambdas over outer columns
-- source:
--   SELECT arraySum(x -> length(event), [1, 2]), arrayMax(x -> length(event), [1, 2]), arrayMin(x -> length(event) * 2, [1]), arrayMap(x -> length(event), [1]) FROM events WHERE distinct_id = 'd2' ORDER BY timestamp
-- normalized:
--   SELECT arraySum(x -> length(event), [1, 2]), arrayMax(x -> length(event), [1, 2]), arrayMin(x -> length(event) * 2, [1]), arrayMap(x -> length(event), [1])
--   FROM events
--   WHERE distinct_id = 'd2'
--   ORDER BY timestamp
-- columns:
--   "arraySum(x -> length(event), [1, 2])" UInt64
--   "arrayMax(x -> length(event), [1, 2])" UInt64
--   "arrayMin(x -> length(event) * 2, [1])" Int64
--   "arrayMap(x -> length(event), [1])" Array(UInt64)
-- args: 1, 2, 42, "d2"
SELECT arraySum(("_t2") -> lengthUTF8("_t1"."event"), [{p1:Int64}, {p2:Int64}]) AS "arraySum(x -> length(event), [1, 2])", if(empty([{p1:Int64}, {p2:Int64}]), 0, arrayMax(("_t3") -> lengthUTF8("_t1"."event"), [{p1:Int64}, {p2:Int64}])) AS "arrayMax(x -> length(event), [1, 2])", if(empty([{p1:Int64}]), 0, arrayMin(("_t4") -> (lengthUTF8("_t1"."event") * {p2:Int64}), [{p1:Int64}])) AS "arrayMin(x -> length(event) * 2, [1])", arrayMap(("_t5") -> lengthUTF8("_t1"."event"), [{p1:Int64}]) AS "arrayMap(x -> length(event), [1])"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p3:Int64}) AND ("_t1"."distinct_id" = {p4:String}))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== arrayReverseFill
-- source:
--   SELECT arrayReverseFill(x -> x > 0, [0, 1, 0, 0, 2, 0]), arrayReverseFill(x -> x.1 != 'z', [('z', 1), ('a', 2), ('z', 3)]), arrayReverseFill(x -> x != '', emptyArrayString()), arrayReverseFill(x -> x = 'b', ['a', 'b', 'c'])
-- normalized:
--   SELECT arrayReverseFill(x -> x > 0, [0, 1, 0, 0, 2, 0]), arrayReverseFill(x -> x.1 != 'z', [('z', 1), ('a', 2), ('z', 3)]), arrayReverseFill(x -> x != '', emptyArrayString()), arrayReverseFill(x -> x = 'b', ['a', 'b', 'c'])
-- columns:
--   "arrayReverseFill(x -> x > 0, [0, 1, 0, 0, 2, 0])" Array(Int64)
--   "arrayReverseFill(x -> x.1 != 'z', [('z', 1), ('a', 2), ('z', 3)])" Array(Tuple(String, Int64))
--   "arrayReverseFill(x -> x != '', emptyArrayString())" Array(String)
--   "arrayReverseFill(x -> x = 'b', ['a', 'b', 'c'])" Array(String)
-- args: 0, 1, 2, "z", "a", 3, "", "b", "c"
SELECT arrayReverseFill(("_t1") -> ifNull(("_t1" > {p1:Int64}), false), [{p1:Int64}, {p2:Int64}, {p1:Int64}, {p1:Int64}, {p3:Int64}, {p1:Int64}]) AS "arrayReverseFill(x -> x > 0, [0, 1, 0, 0, 2, 0])", arrayReverseFill(("_t2") -> ifNull((tupleElement("_t2", 1) <> {p4:String}), false), [tuple({p4:String}, {p2:Int64}), tuple({p5:String}, {p3:Int64}), tuple({p4:String}, {p6:Int64})]) AS "_c2", arrayReverseFill(("_t3") -> ifNull(("_t3" <> {p7:String}), false), []) AS "arrayReverseFill(x -> x != '', emptyArrayString())", arrayReverseFill(("_t4") -> ifNull(("_t4" = {p8:String}), false), [{p5:String}, {p8:String}, {p9:String}]) AS "arrayReverseFill(x -> x = 'b', ['a', 'b', 'c'])"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== array lookups
-- source:
--   SELECT has([1, 2], 2), indexOf(['a', 'b'], 'b'), indexOf(['a'], 'z'), countEqual([1, 2, 1], 1), hasAny(['a', 'b'], ['b', 'c']), hasAll(['a', 'b'], ['c']), [10, 20, 30][2], [10, 20, 30][-1], arrayElement([1], 5), length([1, 2]), arrayLength(['x'])
-- normalized:
--   SELECT has([1, 2], 2), indexOf(['a', 'b'], 'b'), indexOf(['a'], 'z'), countEqual([1, 2, 1], 1), hasAny(['a', 'b'], ['b', 'c']), hasAll(['a', 'b'], ['c']), [10, 20, 30][2], [10, 20, 30][-1], arrayElement([1], 5), length([1, 2]), arrayLength(['x'])
-- columns:
--   "has([1, 2], 2)" Bool
--   "indexOf(['a', 'b'], 'b')" UInt64
--   "indexOf(['a'], 'z')" UInt64
--   "countEqual([1, 2, 1], 1)" UInt64
--   "hasAny(['a', 'b'], ['b', 'c'])" Bool
--   "hasAll(['a', 'b'], ['c'])" Bool
--   "[10, 20, 30][2]" Nullable(Int64)
--   "[10, 20, 30][-1]" Nullable(Int64)
--   "arrayElement([1], 5)" Nullable(Int64)
--   "length([1, 2])" UInt64
--   arrayLength(['x']) UInt64
-- args: 1, 2, "a", "b", "z", "c", 10, 20, 30, -1, 5, "x"
SELECT has([{p1:Int64}, {p2:Int64}], {p2:Int64}) AS "has([1, 2], 2)", toInt64(indexOf([{p3:String}, {p4:String}], {p4:String})) AS "indexOf(['a', 'b'], 'b')", toInt64(indexOf([{p3:String}], {p5:String})) AS "indexOf(['a'], 'z')", countEqual([{p1:Int64}, {p2:Int64}, {p1:Int64}], {p1:Int64}) AS "countEqual([1, 2, 1], 1)", hasAny([{p3:String}, {p4:String}], [{p4:String}, {p6:String}]) AS "hasAny(['a', 'b'], ['b', 'c'])", hasAll([{p3:String}, {p4:String}], [{p6:String}]) AS "hasAll(['a', 'b'], ['c'])", arrayElementOrNull([{p7:Int64}, {p8:Int64}, {p9:Int64}], {p2:Int64}) AS "[10, 20, 30][2]", arrayElementOrNull([{p7:Int64}, {p8:Int64}, {p9:Int64}], {p10:Int64}) AS "[10, 20, 30][-1]", arrayElementOrNull([{p1:Int64}], {p11:Int64}) AS "arrayElement([1], 5)", length([{p1:Int64}, {p2:Int64}]) AS "length([1, 2])", length([{p12:String}]) AS "arrayLength(['x'])"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== array builders
-- source:
--   SELECT range(3), range(1, 4), arraySlice([1, 2, 3, 4], 2, 2), arraySlice([1, 2, 3, 4], -2), arraySort(['b', 'a', 'c']), arrayReverseSort([2, 3, 1]), arrayReverse([1, 2, 3]), arrayDistinct([1, 2, 1, 3]), arrayCompact([1, 1, 2, 1]), arrayConcat([1], [2, 3])
-- normalized:
--   SELECT range(3), range(1, 4), arraySlice([1, 2, 3, 4], 2, 2), arraySlice([1, 2, 3, 4], -2), arraySort(['b', 'a', 'c']), arrayReverseSort([2, 3, 1]), arrayReverse([1, 2, 3]), arrayDistinct([1, 2, 1, 3]), arrayCompact([1, 1, 2, 1]), arrayConcat([1], [2, 3])
-- columns:
--   range(3) Array(Int64)
--   "range(1, 4)" Array(Int64)
--   "arraySlice([1, 2, 3, 4], 2, 2)" Array(Int64)
--   "arraySlice([1, 2, 3, 4], -2)" Array(Int64)
--   "arraySort(['b', 'a', 'c'])" Array(String)
--   "arrayReverseSort([2, 3, 1])" Array(Int64)
--   "arrayReverse([1, 2, 3])" Array(Int64)
--   "arrayDistinct([1, 2, 1, 3])" Array(Int64)
--   "arrayCompact([1, 1, 2, 1])" Array(Int64)
--   "arrayConcat([1], [2, 3])" Array(Int64)
-- args: 0, 3, 1, 4, 2, -2, "b", "a", "c"
SELECT arrayMap(x -> toInt64(x), range(greatest({p1:Int64}, 0), least({p2:Int64}, 100000))) AS "range(3)", arrayMap(x -> toInt64(x), range(greatest({p3:Int64}, 0), least({p4:Int64}, 100000))) AS "range(1, 4)", arraySlice([{p3:Int64}, {p5:Int64}, {p2:Int64}, {p4:Int64}], {p5:Int64}, {p5:Int64}) AS "arraySlice([1, 2, 3, 4], 2, 2)", arraySlice([{p3:Int64}, {p5:Int64}, {p2:Int64}, {p4:Int64}], {p6:Int64}) AS "arraySlice([1, 2, 3, 4], -2)", arraySort([{p7:String}, {p8:String}, {p9:String}]) AS "arraySort(['b', 'a', 'c'])", arrayReverseSort([{p5:Int64}, {p2:Int64}, {p3:Int64}]) AS "arrayReverseSort([2, 3, 1])", arrayReverse([{p3:Int64}, {p5:Int64}, {p2:Int64}]) AS "arrayReverse([1, 2, 3])", arrayDistinct([{p3:Int64}, {p5:Int64}, {p3:Int64}, {p2:Int64}]) AS "arrayDistinct([1, 2, 1, 3])", arrayCompact([{p3:Int64}, {p3:Int64}, {p5:Int64}, {p3:Int64}]) AS "arrayCompact([1, 1, 2, 1])", arrayConcat([{p3:Int64}], [{p5:Int64}, {p2:Int64}]) AS "arrayConcat([1], [2, 3])"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== array strings
-- source:
--   SELECT arrayStringConcat(['a', 'b'], '-'), arrayStringConcat(['a', 'b']), splitByChar('.', 'a.b.c'), splitByString('::', 'a::b'), splitByChar('.', 'a.b')[1], emptyArrayString()
-- normalized:
--   SELECT arrayStringConcat(['a', 'b'], '-'), arrayStringConcat(['a', 'b']), splitByChar('.', 'a.b.c'), splitByString('::', 'a::b'), splitByChar('.', 'a.b')[1], emptyArrayString()
-- columns:
--   "arrayStringConcat(['a', 'b'], '-')" String
--   "arrayStringConcat(['a', 'b'])" String
--   "splitByChar('.', 'a.b.c')" Array(String)
--   "splitByString('::', 'a::b')" Array(String)
--   "splitByChar('.', 'a.b')[1]" Nullable(String)
--   emptyArrayString() Array(String)
-- args: "a", "b", "-", "", ".", "a.b.c", "::", "a::b", "a.b", 1
SELECT arrayStringConcat([{p1:String}, {p2:String}], {p3:String}) AS "arrayStringConcat(['a', 'b'], '-')", arrayStringConcat([{p1:String}, {p2:String}], {p4:String}) AS "arrayStringConcat(['a', 'b'])", splitByChar({p5:String}, {p6:String}) AS "splitByChar('.', 'a.b.c')", splitByString({p7:String}, {p8:String}) AS "splitByString('::', 'a::b')", arrayElementOrNull(splitByChar({p5:String}, {p9:String}), {p10:Int64}) AS "splitByChar('.', 'a.b')[1]", [] AS "emptyArrayString()"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== groupArray
-- source:
--   SELECT arraySort(groupArray(distinct_id)), groupUniqArray(event), length(groupArray(2)(event)) FROM events WHERE event != '$autocapture'
-- normalized:
--   SELECT arraySort(groupArray(distinct_id)), groupUniqArray(event), length(groupArray(2)(event))
--   FROM events
--   WHERE event != '$autocapture'
-- columns:
--   arraySort(groupArray(distinct_id)) Array(String)
--   groupUniqArray(event) Array(String)
--   length(groupArray(2)(event)) UInt64
-- args: 42, "$autocapture"
SELECT arraySort(groupArray("_t1"."distinct_id")) AS "arraySort(groupArray(distinct_id))", arraySort(groupUniqArray("_t1"."event")) AS "groupUniqArray(event)", length(groupArray(2)("_t1"."event")) AS "length(groupArray(2)(event))"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" <> {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== arrayJoin
-- source: SELECT arrayJoin(['a', 'b']) AS x, count() FROM events GROUP BY x ORDER BY x
-- normalized: SELECT arrayJoin(['a', 'b']) AS x, count() FROM events GROUP BY x ORDER BY x
-- columns: x String, count() UInt64
-- args: "a", "b", 42
SELECT "_t2" AS "x", count(*) AS "count()"
FROM "events" AS "_t1"
ARRAY JOIN [{p1:String}, {p2:String}] AS "_t2"
WHERE ("_t1"."team_id" = {p3:Int64})
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== arrayJoin of a column
-- source:
--   SELECT event, arrayJoin(splitByChar('$', event)) AS part FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000008' ORDER BY part
-- normalized:
--   SELECT event, arrayJoin(splitByChar('$', event)) AS part
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000008'
--   ORDER BY part
-- columns: event String, part String
-- args: "$", 42, "a0000000-0000-4000-8000-000000000008"
SELECT "_t1"."event" AS "event", "_t2" AS "part"
FROM "events" AS "_t1"
ARRAY JOIN splitByChar({p1:String}, "_t1"."event") AS "_t2"
WHERE (("_t1"."team_id" = {p2:Int64}) AND ("_t1"."uuid" = {p3:String}))
ORDER BY 2 NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== argMax and friends
-- source:
--   SELECT argMax(event, timestamp), argMin(event, timestamp), argMaxIf(event, timestamp, event != '$autocapture'), argMinIf(distinct_id, timestamp, event = '$pageview'), anyLast(event) FROM events
-- normalized:
--   SELECT argMax(event, timestamp), argMin(event, timestamp), argMaxIf(event, timestamp, event != '$autocapture'), argMinIf(distinct_id, timestamp, event = '$pageview'), anyLast(event)
--   FROM events
-- columns:
--   "argMax(event, timestamp)" Nullable(String)
--   "argMin(event, timestamp)" Nullable(String)
--   "argMaxIf(event, timestamp, event != '$autocapture')" Nullable(String)
--   "argMinIf(distinct_id, timestamp, event = '$pageview')" Nullable(String)
--   anyLast(event) Nullable(String)
-- args: "$autocapture", "$pageview", 42
SELECT argMaxOrNull("_t1"."event", ("_t1"."timestamp", "_t1"."event")) FILTER (WHERE "_t1"."timestamp" IS NOT NULL) AS "argMax(event, timestamp)", argMinOrNull("_t1"."event", ("_t1"."timestamp", "_t1"."event")) FILTER (WHERE "_t1"."timestamp" IS NOT NULL) AS "argMin(event, timestamp)", argMaxOrNull("_t1"."event", ("_t1"."timestamp", "_t1"."event")) FILTER (WHERE "_t1"."timestamp" IS NOT NULL AND ("_t1"."event" <> {p1:String})) AS "argMaxIf(event, timestamp, event != '$autocapture')", argMinOrNull("_t1"."distinct_id", ("_t1"."timestamp", "_t1"."distinct_id")) FILTER (WHERE "_t1"."timestamp" IS NOT NULL AND ("_t1"."event" = {p2:String})) AS "argMinIf(distinct_id, timestamp, event = '$pageview')", maxOrNull("_t1"."event") AS "anyLast(event)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p3:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== quantiles
-- source:
--   SELECT quantile(0.5)(number), quantile(0.9)(number), median(number), quantiles(0.25, 0.75)(number), quantileIf(0.5)(number, number > 5) FROM numbers(11)
-- normalized:
--   SELECT quantile(0.5)(number), quantile(0.9)(number), median(number), quantiles(0.25, 0.75)(number), quantileIf(0.5)(number, number > 5)
--   FROM numbers(11)
-- columns:
--   quantile(0.5)(number) Nullable(Float64)
--   quantile(0.9)(number) Nullable(Float64)
--   median(number) Nullable(Float64)
--   "quantiles(0.25, 0.75)(number)" Array(Float64)
--   "quantileIf(0.5)(number, number > 5)" Nullable(Float64)
-- args: 5
SELECT quantileExactInclusiveOrNull(0.5)("_t1"."number") AS "quantile(0.5)(number)", quantileExactInclusiveOrNull(0.9)("_t1"."number") AS "quantile(0.9)(number)", quantileExactInclusiveOrNull(0.5)("_t1"."number") AS "median(number)", quantilesExactInclusive(0.25,0.75)("_t1"."number") AS "quantiles(0.25, 0.75)(number)", quantileExactInclusiveOrNull(0.5)("_t1"."number") FILTER (WHERE ("_t1"."number" > {p1:Int64})) AS "quantileIf(0.5)(number, number > 5)"
FROM (SELECT toInt64(number) + 0 AS "number"
  FROM numbers(11)) AS "_t1"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== topK
-- source: SELECT topK(2)(event) FROM events
-- normalized: SELECT topK(2)(event) FROM events
-- columns: topK(2)(event) Array(String)
-- args: 42
SELECT arraySlice(arrayMap(t -> t.1, arraySort(t -> (-t.2, t.1), arrayZip(tupleElement(sumMap(["_t1"."event"], [toInt64(1)]) FILTER (WHERE "_t1"."event" IS NOT NULL), 1), tupleElement(sumMap(["_t1"."event"], [toInt64(1)]) FILTER (WHERE "_t1"."event" IS NOT NULL), 2)))), 1, 2) AS "topK(2)(event)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p1:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== statistics
-- source:
--   SELECT varPop(number), varSamp(number), stddevPop(number), stddevSamp(number), corr(number, number * 2) FROM numbers(5)
-- normalized:
--   SELECT varPop(number), varSamp(number), stddevPop(number), stddevSamp(number), corr(number, number * 2)
--   FROM numbers(5)
-- columns:
--   varPop(number) Nullable(Float64)
--   varSamp(number) Nullable(Float64)
--   stddevPop(number) Nullable(Float64)
--   stddevSamp(number) Nullable(Float64)
--   "corr(number, number * 2)" Nullable(Float64)
-- args: 2
SELECT if(isFinite(varPop(toFloat64("_t1"."number"))), varPop(toFloat64("_t1"."number")), NULL) AS "varPop(number)", if(isFinite(varSamp(toFloat64("_t1"."number"))), varSamp(toFloat64("_t1"."number")), NULL) AS "varSamp(number)", if(isFinite(stddevPop(toFloat64("_t1"."number"))), stddevPop(toFloat64("_t1"."number")), NULL) AS "stddevPop(number)", if(isFinite(stddevSamp(toFloat64("_t1"."number"))), stddevSamp(toFloat64("_t1"."number")), NULL) AS "stddevSamp(number)", if(isFinite(corr(toFloat64("_t1"."number"), toFloat64(accurateCast(toInt128("_t1"."number") * {p1:Int64}, 'Int64')))), corr(toFloat64("_t1"."number"), toFloat64(accurateCast(toInt128("_t1"."number") * {p1:Int64}, 'Int64'))), NULL) AS "corr(number, number * 2)"
FROM (SELECT toInt64(number) + 0 AS "number"
  FROM numbers(5)) AS "_t1"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== regular expressions
-- source:
--   SELECT match('abc', '^a.c$'), 'abc' =~ 'B', 'abc' =~* 'B', 'abc' !~ 'z', 'ABC' !~* 'b', extract('key=val', 'key=(\\w+)'), extract('abc', 'z'), extractAll('a1b22c333', '[0-9]+'), replaceRegexpOne('aaa', 'a', 'b'), replaceRegexpAll('aaa', 'a', 'b'), replaceRegexpOne('john smith', '(\\w+) (\\w+)', '\\2 \\1'), imatch('ABC', 'b')
-- normalized:
--   SELECT match('abc', '^a.c$'), match('abc', 'B'), imatch('abc', 'B'), NOT match('abc', 'z'), NOT imatch('ABC', 'b'), extract('key=val', 'key=(\\w+)'), extract('abc', 'z'), extractAll('a1b22c333', '[0-9]+'), replaceRegexpOne('aaa', 'a', 'b'), replaceRegexpAll('aaa', 'a', 'b'), replaceRegexpOne('john smith', '(\\w+) (\\w+)', '\\2 \\1'), imatch('ABC', 'b')
-- columns:
--   "match('abc', '^a.c$')" Bool
--   "match('abc', 'B')" Bool
--   "imatch('abc', 'B')" Bool
--   "NOT match('abc', 'z')" Bool
--   "NOT imatch('ABC', 'b')" Bool
--   "extract('key=val', 'key=(\\\\w+)')" String
--   "extract('abc', 'z')" String
--   "extractAll('a1b22c333', '[0-9]+')" Array(String)
--   "replaceRegexpOne('aaa', 'a', 'b')" String
--   "replaceRegexpAll('aaa', 'a', 'b')" String
--   "replaceRegexpOne('john smith', '(\\\\w+) (\\\\w+)', '\\\\2 \\\\1')" String
--   "imatch('ABC', 'b')" Bool
-- args:
--   "abc"
--   "^a.c$"
--   "B"
--   "z"
--   "ABC"
--   "b"
--   "key=val"
--   "key=(\\w+)"
--   "a1b22c333"
--   "[0-9]+"
--   "aaa"
--   "a"
--   "john smith"
--   "(\\w+) (\\w+)"
--   "\\2 \\1"
SELECT match({p1:String}, {p2:String}) AS "match('abc', '^a.c$')", match({p1:String}, {p3:String}) AS "match('abc', 'B')", match({p1:String}, concat('(?i)', {p3:String})) AS "imatch('abc', 'B')", (NOT match({p1:String}, {p4:String})) AS "NOT match('abc', 'z')", (NOT match({p5:String}, concat('(?i)', {p6:String}))) AS "NOT imatch('ABC', 'b')", extract({p7:String}, {p8:String}) AS "extract('key=val', 'key=(\\w+)')", extract({p1:String}, {p4:String}) AS "extract('abc', 'z')", extractAll({p9:String}, {p10:String}) AS "extractAll('a1b22c333', '[0-9]+')", replaceRegexpOne({p11:String}, {p12:String}, {p6:String}) AS "replaceRegexpOne('aaa', 'a', 'b')", replaceRegexpAll({p11:String}, {p12:String}, {p6:String}) AS "replaceRegexpAll('aaa', 'a', 'b')", replaceRegexpOne({p13:String}, {p14:String}, {p15:String}) AS "replaceRegexpOne('john smith', '(\\w+) (\\w+)', '\\2 \\1')", match({p5:String}, concat('(?i)', {p6:String})) AS "_c12"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== like functions
-- source: SELECT like('abc', 'a%'), notLike('abc', 'a%'), ilike('ABC', 'a%'), notILike('ABC', 'a%')
-- normalized: SELECT like('abc', 'a%'), notLike('abc', 'a%'), ilike('ABC', 'a%'), notILike('ABC', 'a%')
-- columns:
--   "like('abc', 'a%')" Bool
--   "notLike('abc', 'a%')" Bool
--   "ilike('ABC', 'a%')" Bool
--   "notILike('ABC', 'a%')" Bool
-- args: "abc", "a%", "ABC"
SELECT ({p1:String} LIKE {p2:String}) AS "like('abc', 'a%')", ({p1:String} NOT LIKE {p2:String}) AS "notLike('abc', 'a%')", ({p3:String} ILIKE {p2:String}) AS "ilike('ABC', 'a%')", ({p3:String} NOT ILIKE {p2:String}) AS "notILike('ABC', 'a%')"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== date truncation
-- source:
--   SELECT dateTrunc('month', toDateTime('2026-01-15 10:20:30')), date_trunc('week', toDateTime('2026-01-15 10:20:30')), dateTrunc('hour', toDateTime('2026-01-15 10:20:30')), toStartOfInterval(toDateTime('2026-01-15 10:20:30'), INTERVAL 15 MINUTE), toStartOfInterval(toDateTime('2026-01-15 10:20:30'), INTERVAL 1 DAY), toTimeZone(toDateTime('2026-01-15 10:20:30'), 'UTC')
-- normalized:
--   SELECT dateTrunc('month', toDateTime('2026-01-15 10:20:30')), date_trunc('week', toDateTime('2026-01-15 10:20:30')), dateTrunc('hour', toDateTime('2026-01-15 10:20:30')), toStartOfInterval(toDateTime('2026-01-15 10:20:30'), INTERVAL 15 MINUTE), toStartOfInterval(toDateTime('2026-01-15 10:20:30'), INTERVAL 1 DAY), toTimeZone(toDateTime('2026-01-15 10:20:30'), 'UTC')
-- columns:
--   "dateTrunc('month', toDateTime('2026-01-15 10:20:30'))" DateTime
--   "date_trunc('week', toDateTime('2026-01-15 10:20:30'))" DateTime
--   "dateTrunc('hour', toDateTime('2026-01-15 10:20:30'))" DateTime
--   "toStartOfInterval(toDateTime('2026-01-15 10:20:30'), INTERVAL 15 MINUTE)" DateTime
--   "toStartOfInterval(toDateTime('2026-01-15 10:20:30'), INTERVAL 1 DAY)" DateTime
--   "toTimeZone(toDateTime('2026-01-15 10:20:30'), 'UTC')" DateTime
-- args: "2026-01-15 10:20:30+00:00"
SELECT toDateTime64(toStartOfMonth(parseDateTime64BestEffort({p1:String}, 6, 'UTC')), 6, 'UTC') AS "dateTrunc('month', toDateTime('2026-01-15 10:20:30'))", toDateTime64(toStartOfWeek(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), 1), 6, 'UTC') AS "date_trunc('week', toDateTime('2026-01-15 10:20:30'))", fromUnixTimestamp64Micro(toUnixTimestamp64Micro(parseDateTime64BestEffort({p1:String}, 6, 'UTC')) - positiveModulo(toUnixTimestamp64Micro(parseDateTime64BestEffort({p1:String}, 6, 'UTC')), toInt64(3600000000)), 'UTC') AS "dateTrunc('hour', toDateTime('2026-01-15 10:20:30'))", toDateTime64(intDiv(toUnixTimestamp(parseDateTime64BestEffort({p1:String}, 6, 'UTC')), 900) * 900, 6, 'UTC') AS "_c4", fromUnixTimestamp64Micro(toUnixTimestamp64Micro(parseDateTime64BestEffort({p1:String}, 6, 'UTC')) - positiveModulo(toUnixTimestamp64Micro(parseDateTime64BestEffort({p1:String}, 6, 'UTC')), toInt64(86400000000)), 'UTC') AS "_c5", parseDateTime64BestEffort({p1:String}, 6, 'UTC') AS "toTimeZone(toDateTime('2026-01-15 10:20:30'), 'UTC')"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== formatDateTime codes
-- source:
--   SELECT formatDateTime(toDateTime('2026-01-05 09:07:03'), '%a %b %e %M %W %y %D %h %k %l %Q %w %V %c %Y-%m-%d %H:%i:%S %p %j %u'), formatDateTime(toDateTime('2026-12-27 21:00:00'), '%e|%l|%a|%b|%W|%M')
-- normalized:
--   SELECT formatDateTime(toDateTime('2026-01-05 09:07:03'), '%a %b %e %M %W %y %D %h %k %l %Q %w %V %c %Y-%m-%d %H:%i:%S %p %j %u'), formatDateTime(toDateTime('2026-12-27 21:00:00'), '%e|%l|%a|%b|%W|%M')
-- columns:
--   "formatDateTime(toDateTime('2026-01-05 09:07:03'), '%a %b %e %M %W %y %D %h %k %l %Q %w %V %c %Y-%m-%d %H:%i:%S %p %j %u')" String
--   "formatDateTime(toDateTime('2026-12-27 21:00:00'), '%e|%l|%a|%b|%W|%M')" String
-- args: "2026-01-05 09:07:03+00:00", "2026-12-27 21:00:00+00:00"
SELECT concat(formatDateTime(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), '%a %b ', 'UTC'), leftPad(toString(toDayOfMonth(parseDateTime64BestEffort({p1:String}, 6, 'UTC'))), 2, ' '), formatDateTime(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), ' %M %W %y %D %h ', 'UTC'), leftPad(toString(toHour(parseDateTime64BestEffort({p1:String}, 6, 'UTC'))), 2, ' '), formatDateTime(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), ' ', 'UTC'), leftPad(toString(if(toHour(parseDateTime64BestEffort({p1:String}, 6, 'UTC')) % 12 = 0, 12, toHour(parseDateTime64BestEffort({p1:String}, 6, 'UTC')) % 12)), 2, ' '), formatDateTime(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), ' %Q %w %V %c %Y-%m-%d %H:%i:%S %p %j %u', 'UTC')) AS "_c1", concat(leftPad(toString(toDayOfMonth(parseDateTime64BestEffort({p2:String}, 6, 'UTC'))), 2, ' '), formatDateTime(parseDateTime64BestEffort({p2:String}, 6, 'UTC'), '|', 'UTC'), leftPad(toString(if(toHour(parseDateTime64BestEffort({p2:String}, 6, 'UTC')) % 12 = 0, 12, toHour(parseDateTime64BestEffort({p2:String}, 6, 'UTC')) % 12)), 2, ' '), formatDateTime(parseDateTime64BestEffort({p2:String}, 6, 'UTC'), '|%a|%b|%W|%M', 'UTC')) AS "_c2"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== more dates
-- source:
--   SELECT toStartOfFiveMinutes(toDateTime('2026-01-15 10:23:30')), toStartOfTenMinutes(toDateTime('2026-01-15 10:23:30')), toStartOfFifteenMinutes(toDateTime('2026-01-15 10:23:30')), yesterday() < today(), date_add('day', 1, toDate('2026-01-01')), date_sub('day', 1, toDate('2026-01-01')), toDate('2026-01-02 10:00:00', 'UTC'), uniqCombined(1), now64() > toDateTime('2020-01-01')
-- normalized:
--   SELECT toStartOfFiveMinutes(toDateTime('2026-01-15 10:23:30')), toStartOfTenMinutes(toDateTime('2026-01-15 10:23:30')), toStartOfFifteenMinutes(toDateTime('2026-01-15 10:23:30')), yesterday() < today(), date_add('day', 1, toDate('2026-01-01')), date_sub('day', 1, toDate('2026-01-01')), toDate('2026-01-02 10:00:00', 'UTC'), uniqCombined(1), now64() > toDateTime('2020-01-01')
-- columns:
--   "toStartOfFiveMinutes(toDateTime('2026-01-15 10:23:30'))" DateTime
--   "toStartOfTenMinutes(toDateTime('2026-01-15 10:23:30'))" DateTime
--   "toStartOfFifteenMinutes(toDateTime('2026-01-15 10:23:30'))" DateTime
--   "yesterday() < today()" Bool
--   "date_add('day', 1, toDate('2026-01-01'))" Date
--   "date_sub('day', 1, toDate('2026-01-01'))" Date
--   "toDate('2026-01-02 10:00:00', 'UTC')" Date
--   uniqCombined(1) UInt64
--   "now64() > toDateTime('2020-01-01')" Bool
-- args:
--   "2026-01-15 10:23:30+00:00"
--   "2026-01-01"
--   1
--   -1
--   "2026-01-02 10:00:00+00:00"
--   "2020-01-01 00:00:00+00:00"
SELECT toDateTime64(intDiv(toUnixTimestamp(parseDateTime64BestEffort({p1:String}, 6, 'UTC')), 300) * 300, 6, 'UTC') AS "toStartOfFiveMinutes(toDateTime('2026-01-15 10:23:30'))", toDateTime64(intDiv(toUnixTimestamp(parseDateTime64BestEffort({p1:String}, 6, 'UTC')), 600) * 600, 6, 'UTC') AS "toStartOfTenMinutes(toDateTime('2026-01-15 10:23:30'))", toDateTime64(intDiv(toUnixTimestamp(parseDateTime64BestEffort({p1:String}, 6, 'UTC')), 900) * 900, 6, 'UTC') AS "toStartOfFifteenMinutes(toDateTime('2026-01-15 10:23:30'))", (yesterday() < today()) AS "yesterday() < today()", addDays(toDate32({p2:String}), {p3:Int64}) AS "date_add('day', 1, toDate('2026-01-01'))", addDays(toDate32({p2:String}), {p4:Int64}) AS "date_sub('day', 1, toDate('2026-01-01'))", toDate32(parseDateTime64BestEffort({p5:String}, 6, 'UTC')) AS "toDate('2026-01-02 10:00:00', 'UTC')", count(DISTINCT {p3:Int64}) AS "uniqCombined(1)", (toDateTime64(now(), 6, 'UTC') > parseDateTime64BestEffort({p6:String}, 6, 'UTC')) AS "now64() > toDateTime('2020-01-01')"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== date parts
-- source:
--   SELECT toYYYYMM(toDate('2026-01-15')), toYYYYMMDD(toDate('2026-01-15')), toDayOfYear(toDate('2026-02-01')), toISOWeek(toDate('2026-01-15')), toMonday(toDate('2026-01-15')), parseDateTimeBestEffort('2026-01-02 03:04:05'), fromUnixTimestamp(86400)
-- normalized:
--   SELECT toYYYYMM(toDate('2026-01-15')), toYYYYMMDD(toDate('2026-01-15')), toDayOfYear(toDate('2026-02-01')), toISOWeek(toDate('2026-01-15')), toMonday(toDate('2026-01-15')), parseDateTimeBestEffort('2026-01-02 03:04:05'), fromUnixTimestamp(86400)
-- columns:
--   toYYYYMM(toDate('2026-01-15')) UInt64
--   toYYYYMMDD(toDate('2026-01-15')) UInt64
--   toDayOfYear(toDate('2026-02-01')) Int64
--   toISOWeek(toDate('2026-01-15')) Int64
--   toMonday(toDate('2026-01-15')) Date
--   "parseDateTimeBestEffort('2026-01-02 03:04:05')" DateTime
--   fromUnixTimestamp(86400) DateTime
-- args: "2026-01-15", "2026-02-01", "2026-01-02 03:04:05+00:00", 86400
SELECT toInt64(toYYYYMM(toDate32({p1:String}))) AS "toYYYYMM(toDate('2026-01-15'))", toInt64(toYYYYMMDD(toDate32({p1:String}))) AS "toYYYYMMDD(toDate('2026-01-15'))", toInt64(toDayOfYear(toDate32({p2:String}))) AS "toDayOfYear(toDate('2026-02-01'))", toInt64(toISOWeek(toDate32({p1:String}))) AS "toISOWeek(toDate('2026-01-15'))", toStartOfWeek(toDate32({p1:String}), 1) AS "toMonday(toDate('2026-01-15'))", parseDateTime64BestEffort({p3:String}, 6, 'UTC') AS "parseDateTimeBestEffort('2026-01-02 03:04:05')", toDateTime64(toInt64(floor({p4:Int64})), 6, 'UTC') AS "fromUnixTimestamp(86400)"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== intervals
-- source:
--   SELECT toDateTime('2026-01-01 00:00:00') + toIntervalSecond(1) + toIntervalMinute(1) + toIntervalHour(1) + toIntervalDay(1) + toIntervalWeek(1) + toIntervalMonth(1) + toIntervalQuarter(1) + toIntervalYear(1), toDate('2026-01-01') + toIntervalDay(2)
-- normalized:
--   SELECT toDateTime('2026-01-01 00:00:00') + toIntervalSecond(1) + toIntervalMinute(1) + toIntervalHour(1) + toIntervalDay(1) + toIntervalWeek(1) + toIntervalMonth(1) + toIntervalQuarter(1) + toIntervalYear(1), toDate('2026-01-01') + toIntervalDay(2)
-- columns:
--   "toDateTime('2026-01-01 00:00:00') + toIntervalSecond(1) + toIntervalMinute(1) + toIntervalHour(1) + toIntervalDay(1) + toIntervalWeek(1) + toIntervalMonth(1) + toIntervalQuarter(1) + toIntervalYear(1)" DateTime
--   "toDate('2026-01-01') + toIntervalDay(2)" Date
-- args: "2026-01-01 00:00:00+00:00", 1, "2026-01-01", 2
SELECT addYears(addQuarters(addMonths(addWeeks(addDays(addHours(addMinutes(addSeconds(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}), {p2:Int64}), {p2:Int64}), {p2:Int64}), {p2:Int64}), {p2:Int64}), {p2:Int64}), {p2:Int64}) AS "_c1", addDays(toDate32({p3:String}), {p4:Int64}) AS "toDate('2026-01-01') + toIntervalDay(2)"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== add units
-- source:
--   WITH toDateTime('2026-01-31 00:00:00') AS d SELECT addSeconds(d, 1), addMinutes(d, 1), addHours(d, 1), addDays(d, 1), addWeeks(d, 1), addMonths(d, 1), addQuarters(d, 1), addYears(d, 1)
-- normalized:
--   WITH toDateTime('2026-01-31 00:00:00') AS d
--   SELECT addSeconds(d, 1), addMinutes(d, 1), addHours(d, 1), addDays(d, 1), addWeeks(d, 1), addMonths(d, 1), addQuarters(d, 1), addYears(d, 1)
-- columns:
--   "addSeconds(d, 1)" DateTime
--   "addMinutes(d, 1)" DateTime
--   "addHours(d, 1)" DateTime
--   "addDays(d, 1)" DateTime
--   "addWeeks(d, 1)" DateTime
--   "addMonths(d, 1)" DateTime
--   "addQuarters(d, 1)" DateTime
--   "addYears(d, 1)" DateTime
-- args: "2026-01-31 00:00:00+00:00", 1
SELECT addSeconds(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "addSeconds(d, 1)", addMinutes(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "addMinutes(d, 1)", addHours(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "addHours(d, 1)", addDays(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "addDays(d, 1)", addWeeks(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "addWeeks(d, 1)", addMonths(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "addMonths(d, 1)", addQuarters(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "addQuarters(d, 1)", addYears(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "addYears(d, 1)"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== subtract units
-- source:
--   WITH toDateTime('2026-01-31 00:00:00') AS d SELECT subtractSeconds(d, 1), subtractMinutes(d, 1), subtractHours(d, 1), subtractDays(d, 1), subtractWeeks(d, 1), subtractMonths(d, 1), subtractQuarters(d, 1), subtractYears(d, 1)
-- normalized:
--   WITH toDateTime('2026-01-31 00:00:00') AS d
--   SELECT subtractSeconds(d, 1), subtractMinutes(d, 1), subtractHours(d, 1), subtractDays(d, 1), subtractWeeks(d, 1), subtractMonths(d, 1), subtractQuarters(d, 1), subtractYears(d, 1)
-- columns:
--   "subtractSeconds(d, 1)" DateTime
--   "subtractMinutes(d, 1)" DateTime
--   "subtractHours(d, 1)" DateTime
--   "subtractDays(d, 1)" DateTime
--   "subtractWeeks(d, 1)" DateTime
--   "subtractMonths(d, 1)" DateTime
--   "subtractQuarters(d, 1)" DateTime
--   "subtractYears(d, 1)" DateTime
-- args: "2026-01-31 00:00:00+00:00", -1
SELECT addSeconds(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "subtractSeconds(d, 1)", addMinutes(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "subtractMinutes(d, 1)", addHours(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "subtractHours(d, 1)", addDays(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "subtractDays(d, 1)", addWeeks(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "subtractWeeks(d, 1)", addMonths(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "subtractMonths(d, 1)", addQuarters(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "subtractQuarters(d, 1)", addYears(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), {p2:Int64}) AS "subtractYears(d, 1)"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== scalars
-- source:
--   SELECT assumeNotNull(1), toUUID('0000000a-0000-4000-8000-000000000001'), toIntOrZero('x'), toIntOrZero('12'), toFloatOrZero('x'), toFloatOrZero('1.5'), left('hello', 2), right('hello', 3), leftPad('7', 3, '0'), rightPad('ab', 4), replaceOne('aXbX', 'X', '-'), reverse('abc'), repeat('ab', 3)
-- normalized:
--   SELECT assumeNotNull(1), toUUID('0000000a-0000-4000-8000-000000000001'), toIntOrZero('x'), toIntOrZero('12'), toFloatOrZero('x'), toFloatOrZero('1.5'), left('hello', 2), right('hello', 3), leftPad('7', 3, '0'), rightPad('ab', 4), replaceOne('aXbX', 'X', '-'), reverse('abc'), repeat('ab', 3)
-- columns:
--   assumeNotNull(1) Int64
--   toUUID('0000000a-0000-4000-8000-000000000001') String
--   toIntOrZero('x') Int64
--   toIntOrZero('12') Int64
--   toFloatOrZero('x') Float64
--   toFloatOrZero('1.5') Float64
--   "left('hello', 2)" String
--   "right('hello', 3)" String
--   "leftPad('7', 3, '0')" String
--   "rightPad('ab', 4)" String
--   "replaceOne('aXbX', 'X', '-')" String
--   reverse('abc') String
--   "repeat('ab', 3)" String
-- args:
--   1
--   "0000000a-0000-4000-8000-000000000001"
--   0
--   12
--   0.0
--   1.5
--   "hello"
--   2
--   3
--   "7"
--   "0"
--   "ab"
--   4
--   "aXbX"
--   "X"
--   "-"
--   "abc"
SELECT {p1:Int64} AS "assumeNotNull(1)", {p2:String} AS "toUUID('0000000a-0000-4000-8000-000000000001')", {p3:Int64} AS "toIntOrZero('x')", coalesce({p4:Int64}, {p3:Int64}) AS "toIntOrZero('12')", {p5:Float64} AS "toFloatOrZero('x')", coalesce({p6:Float64}, {p5:Float64}) AS "toFloatOrZero('1.5')", leftUTF8({p7:String}, greatest({p8:Int64}, 0)) AS "left('hello', 2)", rightUTF8({p7:String}, greatest({p9:Int64}, 0)) AS "right('hello', 3)", if(lengthUTF8({p10:String}) >= toUInt64(greatest(least({p9:Int64}, 1048576), 0)), substringUTF8({p10:String}, 1, toUInt64(greatest(least({p9:Int64}, 1048576), 0))), concat(substringUTF8(repeat(repeat({p11:String}, 1024), intDiv(toUInt64(greatest(least({p9:Int64}, 1048576), 0)), 1024) + 1), 1, toUInt64(greatest(least({p9:Int64}, 1048576), 0)) - lengthUTF8({p10:String})), {p10:String})) AS "leftPad('7', 3, '0')", if(lengthUTF8({p12:String}) >= toUInt64(greatest(least({p13:Int64}, 1048576), 0)), substringUTF8({p12:String}, 1, toUInt64(greatest(least({p13:Int64}, 1048576), 0))), concat({p12:String}, substringUTF8(repeat(repeat(' ', 1024), intDiv(toUInt64(greatest(least({p13:Int64}, 1048576), 0)), 1024) + 1), 1, toUInt64(greatest(least({p13:Int64}, 1048576), 0)) - lengthUTF8({p12:String})))) AS "rightPad('ab', 4)", replaceOne({p14:String}, {p15:String}, {p16:String}) AS "replaceOne('aXbX', 'X', '-')", reverseUTF8({p17:String}) AS "reverse('abc')", if(toUInt64(greatest(least({p9:Int64}, intDiv(1048576, greatest(length({p12:String}), 1))), 0)) <= 1000000, repeat({p12:String}, toUInt64(greatest(least({p9:Int64}, intDiv(1048576, greatest(length({p12:String}), 1))), 0))), substring(repeat(repeat({p12:String}, 1024), intDiv(toUInt64(greatest(least({p9:Int64}, intDiv(1048576, greatest(length({p12:String}), 1))), 0)), 1024) + 1), 1, toUInt64(greatest(least({p9:Int64}, intDiv(1048576, greatest(length({p12:String}), 1))), 0)) * length({p12:String}))) AS "repeat('ab', 3)"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== built strings are bounded
-- source:
--   SELECT length(repeat('ab', 10000000)), length(leftPad('x', 5000000, 'y')), length(repeat('a', 3000000)), substring(repeat('ab', 700000), 1048573)
-- normalized:
--   SELECT length(repeat('ab', 10000000)), length(leftPad('x', 5000000, 'y')), length(repeat('a', 3000000)), substring(repeat('ab', 700000), 1048573)
-- columns:
--   "length(repeat('ab', 10000000))" UInt64
--   "length(leftPad('x', 5000000, 'y'))" UInt64
--   "length(repeat('a', 3000000))" UInt64
--   "substring(repeat('ab', 700000), 1048573)" String
-- args: 10000000, "ab", "x", 5000000, "y", 3000000, "a", 700000, 1048573
SELECT lengthUTF8(if(toUInt64(greatest(least({p1:Int64}, intDiv(1048576, greatest(length({p2:String}), 1))), 0)) <= 1000000, repeat({p2:String}, toUInt64(greatest(least({p1:Int64}, intDiv(1048576, greatest(length({p2:String}), 1))), 0))), substring(repeat(repeat({p2:String}, 1024), intDiv(toUInt64(greatest(least({p1:Int64}, intDiv(1048576, greatest(length({p2:String}), 1))), 0)), 1024) + 1), 1, toUInt64(greatest(least({p1:Int64}, intDiv(1048576, greatest(length({p2:String}), 1))), 0)) * length({p2:String})))) AS "length(repeat('ab', 10000000))", lengthUTF8(if(lengthUTF8({p3:String}) >= toUInt64(greatest(least({p4:Int64}, 1048576), 0)), substringUTF8({p3:String}, 1, toUInt64(greatest(least({p4:Int64}, 1048576), 0))), concat(substringUTF8(repeat(repeat({p5:String}, 1024), intDiv(toUInt64(greatest(least({p4:Int64}, 1048576), 0)), 1024) + 1), 1, toUInt64(greatest(least({p4:Int64}, 1048576), 0)) - lengthUTF8({p3:String})), {p3:String}))) AS "length(leftPad('x', 5000000, 'y'))", lengthUTF8(if(toUInt64(greatest(least({p6:Int64}, intDiv(1048576, greatest(length({p7:String}), 1))), 0)) <= 1000000, repeat({p7:String}, toUInt64(greatest(least({p6:Int64}, intDiv(1048576, greatest(length({p7:String}), 1))), 0))), substring(repeat(repeat({p7:String}, 1024), intDiv(toUInt64(greatest(least({p6:Int64}, intDiv(1048576, greatest(length({p7:String}), 1))), 0)), 1024) + 1), 1, toUInt64(greatest(least({p6:Int64}, intDiv(1048576, greatest(length({p7:String}), 1))), 0)) * length({p7:String})))) AS "length(repeat('a', 3000000))", substringUTF8(if(toUInt64(greatest(least({p8:Int64}, intDiv(1048576, greatest(length({p2:String}), 1))), 0)) <= 1000000, repeat({p2:String}, toUInt64(greatest(least({p8:Int64}, intDiv(1048576, greatest(length({p2:String}), 1))), 0))), substring(repeat(repeat({p2:String}, 1024), intDiv(toUInt64(greatest(least({p8:Int64}, intDiv(1048576, greatest(length({p2:String}), 1))), 0)), 1024) + 1), 1, toUInt64(greatest(least({p8:Int64}, intDiv(1048576, greatest(length({p2:String}), 1))), 0)) * length({p2:String}))), {p9:Int64}) AS "substring(repeat('ab', 700000), 1048573)"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== string constants take a date's type in branches
-- source:
--   SELECT coalesce('2026-01-02 03:04:05', timestamp), if(event = 'x', '2026-01-01', toDate(timestamp)), if(event = 'x', NULL, '2030-01-01 00:00:00') > timestamp, toTypeName(coalesce(NULL, '2026-01-01', timestamp)) FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- normalized:
--   SELECT coalesce('2026-01-02 03:04:05', timestamp), if(event = 'x', '2026-01-01', toDate(timestamp)), if(event = 'x', NULL, '2030-01-01 00:00:00') > timestamp, toTypeName(coalesce(NULL, '2026-01-01', timestamp))
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- columns:
--   "coalesce('2026-01-02 03:04:05', timestamp)" DateTime
--   "if(event = 'x', '2026-01-01', toDate(timestamp))" Date
--   "if(event = 'x', NULL, '2030-01-01 00:00:00') > timestamp" Nullable(Bool)
--   "toTypeName(coalesce(NULL, '2026-01-01', timestamp))" String
-- args:
--   "2026-01-02 03:04:05+00:00"
--   "x"
--   "2026-01-01"
--   "2030-01-01 00:00:00"
--   "DateTime"
--   42
--   "a0000000-0000-4000-8000-000000000001"
SELECT coalesce(parseDateTime64BestEffort({p1:String}, 6, 'UTC'), "_t1"."timestamp") AS "coalesce('2026-01-02 03:04:05', timestamp)", CASE WHEN ("_t1"."event" = {p2:String}) THEN toDate32({p3:String}) ELSE toDate32("_t1"."timestamp") END AS "if(event = 'x', '2026-01-01', toDate(timestamp))", (if(match(CASE WHEN ("_t1"."event" = {p2:String}) THEN NULL ELSE {p4:String} END, '^[0-9]{4}-[0-9]{2}-[0-9]{2}'), toStartOfSecond(parseDateTime64BestEffortOrNull(CASE WHEN ("_t1"."event" = {p2:String}) THEN NULL ELSE {p4:String} END, 6, 'UTC')), NULL) > "_t1"."timestamp") AS "if(event = 'x', NULL, '2030-01-01 00:00:00') > timestamp", {p5:String} AS "toTypeName(coalesce(NULL, '2026-01-01', timestamp))"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p6:Int64}) AND ("_t1"."uuid" = {p7:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== typed JSONExtract
-- source:
--   SELECT JSONExtract('{"a":["x","y"]}', 'a', 'Array(String)'), JSONExtract('{"a":[1,"2",3.5,"z"]}', 'a', 'Array(Int64)'), JSONExtract('{"a":[1,"2",3.5]}', 'a', 'Array(Nullable(Float64))'), JSONExtract('{"a":{"b":7}}', 'a', 'b', 'Int64'), JSONExtract('{"a":"s"}', 'a', 'Nullable(String)'), JSONExtract('{"a":true}', 'a', 'Bool'), JSONExtract(properties, 'price', 'Float64'), JSONExtract(properties, 'missing', 'Array(String)'), toTypeName(JSONExtract(properties, 'items', 'Array(UInt64)')) FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- normalized:
--   SELECT JSONExtract('{"a":["x","y"]}', 'a', 'Array(String)'), JSONExtract('{"a":[1,"2",3.5,"z"]}', 'a', 'Array(Int64)'), JSONExtract('{"a":[1,"2",3.5]}', 'a', 'Array(Nullable(Float64))'), JSONExtract('{"a":{"b":7}}', 'a', 'b', 'Int64'), JSONExtract('{"a":"s"}', 'a', 'Nullable(String)'), JSONExtract('{"a":true}', 'a', 'Bool'), JSONExtract(properties, 'price', 'Float64'), JSONExtract(properties, 'missing', 'Array(String)'), toTypeName(JSONExtract(properties, 'items', 'Array(UInt64)'))
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- columns:
--   "JSONExtract('{\"a\":[\"x\",\"y\"]}', 'a', 'Array(String)')" Array(String)
--   "JSONExtract('{\"a\":[1,\"2\",3.5,\"z\"]}', 'a', 'Array(Int64)')" Array(Int64)
--   "JSONExtract('{\"a\":[1,\"2\",3.5]}', 'a', 'Array(Nullable(Float64))')" Array(Float64)
--   "JSONExtract('{\"a\":{\"b\":7}}', 'a', 'b', 'Int64')" Nullable(Int64)
--   "JSONExtract('{\"a\":\"s\"}', 'a', 'Nullable(String)')" Nullable(String)
--   "JSONExtract('{\"a\":true}', 'a', 'Bool')" Nullable(Bool)
--   "JSONExtract(properties, 'price', 'Float64')" Nullable(Float64)
--   "JSONExtract(properties, 'missing', 'Array(String)')" Array(String)
--   "toTypeName(JSONExtract(properties, 'items', 'Array(UInt64)'))" String
-- args:
--   "{\"a\":[\"x\",\"y\"]}"
--   0
--   "{\"a\":[1,\"2\",3.5,\"z\"]}"
--   0.0
--   "{\"a\":[1,\"2\",3.5]}"
--   "{\"a\":{\"b\":7}}"
--   "{\"a\":\"s\"}"
--   "{\"a\":true}"
--   "Array(Int64)"
--   42
--   "a0000000-0000-4000-8000-000000000001"
SELECT arrayMap(("_t2") -> multiIf(JSONType("_t2") = 'String', JSONExtractString("_t2"), JSONType("_t2") = 'Null', NULL, "_t2"), JSONExtractArrayRaw({p1:String}, 'a')) AS "JSONExtract('{""a"":[""x"",""y""]}', 'a', 'Array(String)')", arrayMap(("_t3") -> coalesce(if(match(multiIf(JSONType("_t3") = 'String', JSONExtractString("_t3"), JSONType("_t3") = 'Null', NULL, "_t3"), '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth(multiIf(JSONType("_t3") = 'String', JSONExtractString("_t3"), JSONType("_t3") = 'Null', NULL, "_t3"))), NULL), {p2:Int64}), JSONExtractArrayRaw({p3:String}, 'a')) AS "JSONExtract('{""a"":[1,""2"",3.5,""z""]}', 'a', 'Array(Int64)')", arrayMap(("_t4") -> coalesce(if(match(multiIf(JSONType("_t4") = 'String', JSONExtractString("_t4"), JSONType("_t4") = 'Null', NULL, "_t4"), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t4") = 'String', JSONExtractString("_t4"), JSONType("_t4") = 'Null', NULL, "_t4"))), NULL), {p4:Float64}), JSONExtractArrayRaw({p5:String}, 'a')) AS "_c3", if(match(multiIf(JSONType({p6:String}, 'a', 'b') = 'String', JSONExtractString({p6:String}, 'a', 'b'), JSONType({p6:String}, 'a', 'b') = 'Null', NULL, JSONExtractRaw({p6:String}, 'a', 'b')), '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth(multiIf(JSONType({p6:String}, 'a', 'b') = 'String', JSONExtractString({p6:String}, 'a', 'b'), JSONType({p6:String}, 'a', 'b') = 'Null', NULL, JSONExtractRaw({p6:String}, 'a', 'b')))), NULL) AS "JSONExtract('{""a"":{""b"":7}}', 'a', 'b', 'Int64')", multiIf(JSONType({p7:String}, 'a') = 'String', JSONExtractString({p7:String}, 'a'), JSONType({p7:String}, 'a') = 'Null', NULL, JSONExtractRaw({p7:String}, 'a')) AS "JSONExtract('{""a"":""s""}', 'a', 'Nullable(String)')", multiIf(lower(trimBoth(multiIf(JSONType({p8:String}, 'a') = 'String', JSONExtractString({p8:String}, 'a'), JSONType({p8:String}, 'a') = 'Null', NULL, JSONExtractRaw({p8:String}, 'a')))) IN ('true', '1'), true, lower(trimBoth(multiIf(JSONType({p8:String}, 'a') = 'String', JSONExtractString({p8:String}, 'a'), JSONType({p8:String}, 'a') = 'Null', NULL, JSONExtractRaw({p8:String}, 'a')))) IN ('false', '0'), false, NULL) AS "JSONExtract('{""a"":true}', 'a', 'Bool')", if(match(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')), '^\\s*-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$'), toFloat64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", 'price') = 'String', JSONExtractString("_t1"."properties", 'price'), JSONType("_t1"."properties", 'price') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'price')))), NULL) AS "JSONExtract(properties, 'price', 'Float64')", arrayMap(("_t5") -> multiIf(JSONType("_t5") = 'String', JSONExtractString("_t5"), JSONType("_t5") = 'Null', NULL, "_t5"), JSONExtractArrayRaw("_t1"."properties", 'missing')) AS "JSONExtract(properties, 'missing', 'Array(String)')", {p9:String} AS "_c9"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p10:Int64}) AND ("_t1"."uuid" = {p11:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== JSON functions read JSON text
-- source:
--   SELECT JSONExtractString('{"a":{"b":"c"}}', 'a', 'b'), JSONExtractInt('not json', 'a'), JSONExtractRaw('{"a":"q"}', 'a'), JSONHas('{"a":1}', 'a'), JSONLength('[1,2,3]'), JSONExtractString(properties.$browser, 'a') FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- normalized:
--   SELECT JSONExtractString('{"a":{"b":"c"}}', 'a', 'b'), JSONExtractInt('not json', 'a'), JSONExtractRaw('{"a":"q"}', 'a'), JSONHas('{"a":1}', 'a'), JSONLength('[1,2,3]'), JSONExtractString(properties.$browser, 'a')
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- columns:
--   "JSONExtractString('{\"a\":{\"b\":\"c\"}}', 'a', 'b')" Nullable(String)
--   "JSONExtractInt('not json', 'a')" Nullable(Int64)
--   "JSONExtractRaw('{\"a\":\"q\"}', 'a')" Nullable(String)
--   "JSONHas('{\"a\":1}', 'a')" Bool
--   "JSONLength('[1,2,3]')" UInt64
--   "JSONExtractString(properties.$browser, 'a')" Nullable(String)
-- args:
--   "{\"a\":{\"b\":\"c\"}}"
--   "not json"
--   "{\"a\":\"q\"}"
--   "{\"a\":1}"
--   "[1,2,3]"
--   42
--   "a0000000-0000-4000-8000-000000000001"
SELECT multiIf(JSONType({p1:String}, 'a', 'b') = 'String', JSONExtractString({p1:String}, 'a', 'b'), JSONType({p1:String}, 'a', 'b') = 'Null', NULL, JSONExtractRaw({p1:String}, 'a', 'b')) AS "JSONExtractString('{""a"":{""b"":""c""}}', 'a', 'b')", if(match(multiIf(JSONType({p2:String}, 'a') = 'String', JSONExtractString({p2:String}, 'a'), JSONType({p2:String}, 'a') = 'Null', NULL, JSONExtractRaw({p2:String}, 'a')), '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth(multiIf(JSONType({p2:String}, 'a') = 'String', JSONExtractString({p2:String}, 'a'), JSONType({p2:String}, 'a') = 'Null', NULL, JSONExtractRaw({p2:String}, 'a')))), NULL) AS "JSONExtractInt('not json', 'a')", nullIf(JSONExtractRaw({p3:String}, 'a'), '') AS "JSONExtractRaw('{""a"":""q""}', 'a')", JSONHas({p4:String}, 'a') AS "JSONHas('{""a"":1}', 'a')", JSONLength({p5:String}) AS "JSONLength('[1,2,3]')", multiIf(JSONType("_t1"."properties", '$browser', 'a') = 'String', JSONExtractString("_t1"."properties", '$browser', 'a'), JSONType("_t1"."properties", '$browser', 'a') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$browser', 'a')) AS "JSONExtractString(properties.$browser, 'a')"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p6:Int64}) AND ("_t1"."uuid" = {p7:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== JSON array elements as strings
-- source:
--   SELECT arrayMap(x -> toString(x), JSONExtractArrayRaw('{"a":["x",1,true,null]}', 'a')), arrayMap(x -> toInt(toString(x)), JSONExtractArrayRaw('{"a":[1,"2"]}', 'a'))
-- normalized:
--   SELECT arrayMap(x -> toString(x), JSONExtractArrayRaw('{"a":["x",1,true,null]}', 'a')), arrayMap(x -> toInt(toString(x)), JSONExtractArrayRaw('{"a":[1,"2"]}', 'a'))
-- columns:
--   "arrayMap(x -> toString(x), JSONExtractArrayRaw('{\"a\":[\"x\",1,true,null]}', 'a'))" Array(String)
--   "arrayMap(x -> toInt(toString(x)), JSONExtractArrayRaw('{\"a\":[1,\"2\"]}', 'a'))" Array(Int64)
-- args: "{\"a\":[\"x\",1,true,null]}", "{\"a\":[1,\"2\"]}"
SELECT arrayMap(("_t1") -> multiIf(JSONType("_t1") = 'String', JSONExtractString("_t1"), JSONType("_t1") = 'Null', NULL, "_t1"), JSONExtractArrayRaw({p1:String}, 'a')) AS "_c1", arrayMap(("_t2") -> if(match(multiIf(JSONType("_t2") = 'String', JSONExtractString("_t2"), JSONType("_t2") = 'Null', NULL, "_t2"), '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth(multiIf(JSONType("_t2") = 'String', JSONExtractString("_t2"), JSONType("_t2") = 'Null', NULL, "_t2"))), NULL), JSONExtractArrayRaw({p2:String}, 'a')) AS "_c2"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== chained numeric JSON steps
-- source:
--   SELECT properties.items.2.sku, properties.items.1.1, JSONExtractString('{"a":[[5,6],[7]]}', 'a', 2, 1) FROM events WHERE event = 'purchase'
-- normalized:
--   SELECT properties.items.2.sku, properties.items.1.1, JSONExtractString('{"a":[[5,6],[7]]}', 'a', 2, 1)
--   FROM events
--   WHERE event = 'purchase'
-- columns:
--   properties.items.2.sku Nullable(String)
--   properties.items.1.1 Nullable(String)
--   "JSONExtractString('{\"a\":[[5,6],[7]]}', 'a', 2, 1)" Nullable(String)
-- args: "{\"a\":[[5,6],[7]]}", 42, "purchase"
SELECT multiIf(JSONType("_t1"."properties", 'items', 2, 'sku') = 'String', JSONExtractString("_t1"."properties", 'items', 2, 'sku'), JSONType("_t1"."properties", 'items', 2, 'sku') = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'items', 2, 'sku')) AS "properties.items.2.sku", multiIf(JSONType("_t1"."properties", 'items', 1, 1) = 'String', JSONExtractString("_t1"."properties", 'items', 1, 1), JSONType("_t1"."properties", 'items', 1, 1) = 'Null', NULL, JSONExtractRaw("_t1"."properties", 'items', 1, 1)) AS "properties.items.1.1", multiIf(JSONType({p1:String}, 'a', 2, 1) = 'String', JSONExtractString({p1:String}, 'a', 2, 1), JSONType({p1:String}, 'a', 2, 1) = 'Null', NULL, JSONExtractRaw({p1:String}, 'a', 2, 1)) AS "JSONExtractString('{""a"":[[5,6],[7]]}', 'a', 2, 1)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p2:Int64}) AND ("_t1"."event" = {p3:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== tuples as values
-- source:
--   SELECT tuple(1, 'a'), (2, 'b', 1.5, true, toDateTime('2026-01-01 00:00:00'), toDate('2026-01-02'), NULL, [1, 2]), toTypeName((1, 'a')), (1, 'a').2, tupleElement((3, 'z'), 1), [(1, 'x'), (2, 'y')], toTypeName([(1, 'x')])
-- normalized:
--   SELECT tuple(1, 'a'), (2, 'b', 1.5, TRUE, toDateTime('2026-01-01 00:00:00'), toDate('2026-01-02'), NULL, [1, 2]), toTypeName((1, 'a')), (1, 'a').2, tupleElement((3, 'z'), 1), [(1, 'x'), (2, 'y')], toTypeName([(1, 'x')])
-- columns:
--   "tuple(1, 'a')" Tuple(Int64, String)
--   "(2, 'b', 1.5, TRUE, toDateTime('2026-01-01 00:00:00'), toDate('2026-01-02'), NULL, [1, 2])" Tuple(Int64, String, Float64, Bool, DateTime, Date, Nullable(Nothing), Array(Int64))
--   "toTypeName((1, 'a'))" String
--   "(1, 'a').2" String
--   "tupleElement((3, 'z'), 1)" Int64
--   "[(1, 'x'), (2, 'y')]" Array(Tuple(Int64, String))
--   "toTypeName([(1, 'x')])" String
-- args:
--   1
--   "a"
--   2
--   "b"
--   1.5
--   "2026-01-01 00:00:00+00:00"
--   "2026-01-02"
--   "Tuple(Int64, String)"
--   3
--   "x"
--   "y"
--   "Array(Tuple(Int64, String))"
SELECT tuple({p1:Int64}, {p2:String}) AS "tuple(1, 'a')", tuple({p3:Int64}, {p4:String}, {p5:Float64}, TRUE, parseDateTime64BestEffort({p6:String}, 6, 'UTC'), toDate32({p7:String}), NULL, [{p1:Int64}, {p3:Int64}]) AS "_c2", {p8:String} AS "toTypeName((1, 'a'))", {p2:String} AS "(1, 'a').2", {p9:Int64} AS "tupleElement((3, 'z'), 1)", [tuple({p1:Int64}, {p10:String}), tuple({p3:Int64}, {p11:String})] AS "[(1, 'x'), (2, 'y')]", {p12:String} AS "toTypeName([(1, 'x')])"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== tuple columns
-- source:
--   SELECT t.1, t.2, t FROM (SELECT (event, count()) AS t FROM events GROUP BY event) ORDER BY t.2 DESC, t.1
-- normalized:
--   SELECT t.1, t.2, t
--   FROM (SELECT (event, count()) AS t
--     FROM events
--     GROUP BY event)
--   ORDER BY t.2 DESC, t.1
-- columns: t.1 String, t.2 UInt64, t Tuple(String, UInt64)
-- args: 42
SELECT tupleElement("_t2"."t", 1) AS "t.1", tupleElement("_t2"."t", 2) AS "t.2", "_t2"."t" AS "t"
FROM (SELECT tuple("_t1"."event", count(*)) AS "t"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = {p1:Int64})
  GROUP BY "_t1"."event") AS "_t2"
ORDER BY tupleElement("_t2"."t", 2) DESC NULLS LAST, tupleElement("_t2"."t", 1) NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== arrays of tuples
-- source:
--   SELECT event, arraySort(arrayMap(x -> x.1, g)), g[1].2 > 0, arrayZip(['a', 'b', 'c'], [1, 2]), (arrayZip(['p', 'q'], [1, 2]) AS z)[2].1, length(z) FROM (SELECT event, groupArray((distinct_id, toHour(timestamp) + 1)) AS g FROM events GROUP BY event) ORDER BY event
-- normalized:
--   SELECT event, arraySort(arrayMap(x -> x.1, g)), g[1].2 > 0, arrayZip(['a', 'b', 'c'], [1, 2]), (arrayZip(['p', 'q'], [1, 2]) AS z)[2].1, length(z)
--   FROM (SELECT event, groupArray((distinct_id, toHour(timestamp) + 1)) AS g
--     FROM events
--     GROUP BY event)
--   ORDER BY event
-- columns:
--   event String
--   "arraySort(arrayMap(x -> x.1, g))" Array(String)
--   "g[1].2 > 0" Nullable(Bool)
--   "arrayZip(['a', 'b', 'c'], [1, 2])" Array(Tuple(String, Int64))
--   "(arrayZip(['p', 'q'], [1, 2]) AS z)[2].1" Nullable(String)
--   length(z) UInt64
-- args: 1, 0, "a", "b", "c", 2, "p", "q", 42
SELECT "_t2"."event" AS "event", arraySort(arrayMap(("_t3") -> tupleElement("_t3", 1), "_t2"."g")) AS "arraySort(arrayMap(x -> x.1, g))", (tupleElement(arrayElementOrNull("_t2"."g", {p1:Int64}), 2) > {p2:Int64}) AS "g[1].2 > 0", arrayMap(("_t4", "_t5") -> tuple("_t4", "_t5"), arraySlice([{p3:String}, {p4:String}, {p5:String}], 1, least(length([{p3:String}, {p4:String}, {p5:String}]), length([{p1:Int64}, {p6:Int64}]))), arraySlice([{p1:Int64}, {p6:Int64}], 1, least(length([{p3:String}, {p4:String}, {p5:String}]), length([{p1:Int64}, {p6:Int64}])))) AS "arrayZip(['a', 'b', 'c'], [1, 2])", tupleElement(arrayElementOrNull(arrayMap(("_t6", "_t7") -> tuple("_t6", "_t7"), arraySlice([{p7:String}, {p8:String}], 1, least(length([{p7:String}, {p8:String}]), length([{p1:Int64}, {p6:Int64}]))), arraySlice([{p1:Int64}, {p6:Int64}], 1, least(length([{p7:String}, {p8:String}]), length([{p1:Int64}, {p6:Int64}])))), {p6:Int64}), 1) AS "(arrayZip(['p', 'q'], [1, 2]) AS z)[2].1", length(arrayMap(("_t8", "_t9") -> tuple("_t8", "_t9"), arraySlice([{p7:String}, {p8:String}], 1, least(length([{p7:String}, {p8:String}]), length([{p1:Int64}, {p6:Int64}]))), arraySlice([{p1:Int64}, {p6:Int64}], 1, least(length([{p7:String}, {p8:String}]), length([{p1:Int64}, {p6:Int64}]))))) AS "length(z)"
FROM (SELECT "_t1"."event" AS "event", groupArray(tuple("_t1"."distinct_id", accurateCast(toInt128(toInt64(toHour("_t1"."timestamp"))) + {p1:Int64}, 'Int64'))) AS "g"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = {p9:Int64})
  GROUP BY "_t1"."event") AS "_t2"
ORDER BY "_t2"."event" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== tuple equality
-- source:
--   SELECT event, (event, distinct_id) = ('signup', 'd1'), in(event, tuple('signup', 'purchase')) FROM events WHERE event IN ('signup', 'purchase') ORDER BY event
-- normalized:
--   SELECT event, (event, distinct_id) = ('signup', 'd1'), in(event, tuple('signup', 'purchase'))
--   FROM events
--   WHERE event IN ('signup', 'purchase')
--   ORDER BY event
-- columns:
--   event String
--   "(event, distinct_id) = ('signup', 'd1')" Bool
--   "in(event, tuple('signup', 'purchase'))" Bool
-- args: "signup", "d1", "purchase", 42
SELECT "_t1"."event" AS "event", (tuple("_t1"."event", "_t1"."distinct_id") = tuple({p1:String}, {p2:String})) AS "(event, distinct_id) = ('signup', 'd1')", ("_t1"."event" IN ({p1:String}, {p3:String})) AS "in(event, tuple('signup', 'purchase'))"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p4:Int64}) AND ("_t1"."event" IN ({p1:String}, {p3:String})))
ORDER BY "_t1"."event" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== lambda over JSON objects
-- source:
--   SELECT arrayMap(x -> x.sku, JSONExtractArrayRaw(properties, 'items')) FROM events WHERE event = 'purchase'
-- normalized:
--   SELECT arrayMap(x -> x.sku, JSONExtractArrayRaw(properties, 'items'))
--   FROM events
--   WHERE event = 'purchase'
-- columns: "arrayMap(x -> x.sku, JSONExtractArrayRaw(properties, 'items'))" Array(String)
-- args: 42, "purchase"
SELECT arrayMap(("_t2") -> multiIf(JSONType("_t2", 'sku') = 'String', JSONExtractString("_t2", 'sku'), JSONType("_t2", 'sku') = 'Null', NULL, JSONExtractRaw("_t2", 'sku')), JSONExtractArrayRaw("_t1"."properties", 'items')) AS "_c1"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."event" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== JSON keys and values
-- source:
--   SELECT JSONExtractKeys(properties), JSONExtractKeys('{"b":1,"a":{"y":1,"x":2}}', 'a'), JSONExtractKeys('[1]'), JSONExtractKeysAndValues('{"b":1,"a":"2","c":"z"}', 'Int64'), JSONExtractKeysAndValues('{"b":true,"a":"x","c":2.5}', 'String'), toTypeName(JSONExtractKeysAndValues('{}', 'Float64')) FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- normalized:
--   SELECT JSONExtractKeys(properties), JSONExtractKeys('{"b":1,"a":{"y":1,"x":2}}', 'a'), JSONExtractKeys('[1]'), JSONExtractKeysAndValues('{"b":1,"a":"2","c":"z"}', 'Int64'), JSONExtractKeysAndValues('{"b":true,"a":"x","c":2.5}', 'String'), toTypeName(JSONExtractKeysAndValues('{}', 'Float64'))
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- columns:
--   JSONExtractKeys(properties) Array(String)
--   "JSONExtractKeys('{\"b\":1,\"a\":{\"y\":1,\"x\":2}}', 'a')" Array(String)
--   JSONExtractKeys('[1]') Array(String)
--   "JSONExtractKeysAndValues('{\"b\":1,\"a\":\"2\",\"c\":\"z\"}', 'Int64')" Array(Tuple(String, Nullable(Int64)))
--   "JSONExtractKeysAndValues('{\"b\":true,\"a\":\"x\",\"c\":2.5}', 'String')" Array(Tuple(String, Nullable(String)))
--   "toTypeName(JSONExtractKeysAndValues('{}', 'Float64'))" String
-- args:
--   "{\"b\":1,\"a\":{\"y\":1,\"x\":2}}"
--   "[1]"
--   "{\"b\":1,\"a\":\"2\",\"c\":\"z\"}"
--   "{\"b\":true,\"a\":\"x\",\"c\":2.5}"
--   "Array(Tuple(String, Nullable(Float64)))"
--   42
--   "a0000000-0000-4000-8000-000000000001"
SELECT arraySort(JSONExtractKeys("_t1"."properties")) AS "JSONExtractKeys(properties)", arraySort(JSONExtractKeys({p1:String}, 'a')) AS "JSONExtractKeys('{""b"":1,""a"":{""y"":1,""x"":2}}', 'a')", arraySort(JSONExtractKeys({p2:String})) AS "JSONExtractKeys('[1]')", arrayMap(("_e1", "_e2") -> tuple("_e1", if(match(multiIf(JSONType("_e2") = 'String', JSONExtractString("_e2"), JSONType("_e2") = 'Null', NULL, "_e2"), '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth(multiIf(JSONType("_e2") = 'String', JSONExtractString("_e2"), JSONType("_e2") = 'Null', NULL, "_e2"))), NULL)), arrayMap(t -> t.1, arraySort(t -> t.1, JSONExtractKeysAndValuesRaw({p3:String}))), arrayMap(t -> t.2, arraySort(t -> t.1, JSONExtractKeysAndValuesRaw({p3:String})))) AS "JSONExtractKeysAndValues('{""b"":1,""a"":""2"",""c"":""z""}', 'Int64')", arrayMap(("_e3", "_e4") -> tuple("_e3", multiIf(JSONType("_e4") = 'String', JSONExtractString("_e4"), JSONType("_e4") = 'Null', NULL, "_e4")), arrayMap(t -> t.1, arraySort(t -> t.1, JSONExtractKeysAndValuesRaw({p4:String}))), arrayMap(t -> t.2, arraySort(t -> t.1, JSONExtractKeysAndValuesRaw({p4:String})))) AS "_c5", {p5:String} AS "toTypeName(JSONExtractKeysAndValues('{}', 'Float64'))"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p6:Int64}) AND ("_t1"."uuid" = {p7:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== parseDateTimeBestEffort
-- source:
--   SELECT parseDateTimeBestEffort('4-Dec-2023'), parseDateTimeBestEffort('Sat, 18 Aug 2018 07:22:16 GMT'), parseDateTimeBestEffort('Sat, 18 Aug 2018 07:22:16 +0300'), parseDateTimeBestEffort('2023-12-04T10:11:12.5+02:00'), parseDateTimeBestEffort('2023-12-04 10:11:12Z'), parseDateTimeBestEffort('1700000000'), parseDateTimeBestEffort('12/11/2023'), parseDateTimeBestEffort('31/02/2023'), parseDateTimeBestEffort('Dec 4, 2023 10:00'), parseDateTimeBestEffort('20231204'), parseDateTimeBestEffort('2023-12-04'), parseDateTimeBestEffortOrNull('junk'), parseDateTimeBestEffortOrZero('junk'), parseDateTimeBestEffort('4 December 2023 23:59:59 -05:30'), toTypeName(parseDateTimeBestEffort('x'))
-- normalized:
--   SELECT parseDateTimeBestEffort('4-Dec-2023'), parseDateTimeBestEffort('Sat, 18 Aug 2018 07:22:16 GMT'), parseDateTimeBestEffort('Sat, 18 Aug 2018 07:22:16 +0300'), parseDateTimeBestEffort('2023-12-04T10:11:12.5+02:00'), parseDateTimeBestEffort('2023-12-04 10:11:12Z'), parseDateTimeBestEffort('1700000000'), parseDateTimeBestEffort('12/11/2023'), parseDateTimeBestEffort('31/02/2023'), parseDateTimeBestEffort('Dec 4, 2023 10:00'), parseDateTimeBestEffort('20231204'), parseDateTimeBestEffort('2023-12-04'), parseDateTimeBestEffortOrNull('junk'), parseDateTimeBestEffortOrZero('junk'), parseDateTimeBestEffort('4 December 2023 23:59:59 -05:30'), toTypeName(parseDateTimeBestEffort('x'))
-- columns:
--   parseDateTimeBestEffort('4-Dec-2023') DateTime
--   "parseDateTimeBestEffort('Sat, 18 Aug 2018 07:22:16 GMT')" DateTime
--   "parseDateTimeBestEffort('Sat, 18 Aug 2018 07:22:16 +0300')" DateTime
--   parseDateTimeBestEffort('2023-12-04T10:11:12.5+02:00') DateTime
--   "parseDateTimeBestEffort('2023-12-04 10:11:12Z')" DateTime
--   parseDateTimeBestEffort('1700000000') DateTime
--   parseDateTimeBestEffort('12/11/2023') DateTime
--   parseDateTimeBestEffort('31/02/2023') Nullable(DateTime)
--   "parseDateTimeBestEffort('Dec 4, 2023 10:00')" DateTime
--   parseDateTimeBestEffort('20231204') DateTime
--   parseDateTimeBestEffort('2023-12-04') DateTime
--   parseDateTimeBestEffortOrNull('junk') Nullable(DateTime)
--   parseDateTimeBestEffortOrZero('junk') DateTime
--   "parseDateTimeBestEffort('4 December 2023 23:59:59 -05:30')" DateTime
--   toTypeName(parseDateTimeBestEffort('x')) String
-- args:
--   "2023-12-04 00:00:00+00:00"
--   "2018-08-18 07:22:16+00:00"
--   "2018-08-18 04:22:16+00:00"
--   "2023-12-04 08:11:12+00:00"
--   "2023-12-04 10:11:12+00:00"
--   "2023-11-14 22:13:20+00:00"
--   "2023-11-12 00:00:00+00:00"
--   "2023-12-04 10:00:00+00:00"
--   "1970-01-01 00:00:00+00:00"
--   "2023-12-05 05:29:59+00:00"
--   "Nullable(DateTime)"
SELECT parseDateTime64BestEffort({p1:String}, 6, 'UTC') AS "parseDateTimeBestEffort('4-Dec-2023')", parseDateTime64BestEffort({p2:String}, 6, 'UTC') AS "parseDateTimeBestEffort('Sat, 18 Aug 2018 07:22:16 GMT')", parseDateTime64BestEffort({p3:String}, 6, 'UTC') AS "parseDateTimeBestEffort('Sat, 18 Aug 2018 07:22:16 +0300')", parseDateTime64BestEffort({p4:String}, 6, 'UTC') AS "parseDateTimeBestEffort('2023-12-04T10:11:12.5+02:00')", parseDateTime64BestEffort({p5:String}, 6, 'UTC') AS "parseDateTimeBestEffort('2023-12-04 10:11:12Z')", parseDateTime64BestEffort({p6:String}, 6, 'UTC') AS "parseDateTimeBestEffort('1700000000')", parseDateTime64BestEffort({p7:String}, 6, 'UTC') AS "parseDateTimeBestEffort('12/11/2023')", NULL AS "parseDateTimeBestEffort('31/02/2023')", parseDateTime64BestEffort({p8:String}, 6, 'UTC') AS "parseDateTimeBestEffort('Dec 4, 2023 10:00')", parseDateTime64BestEffort({p1:String}, 6, 'UTC') AS "parseDateTimeBestEffort('20231204')", parseDateTime64BestEffort({p1:String}, 6, 'UTC') AS "parseDateTimeBestEffort('2023-12-04')", NULL AS "parseDateTimeBestEffortOrNull('junk')", parseDateTime64BestEffort({p9:String}, 6, 'UTC') AS "parseDateTimeBestEffortOrZero('junk')", parseDateTime64BestEffort({p10:String}, 6, 'UTC') AS "parseDateTimeBestEffort('4 December 2023 23:59:59 -05:30')", {p11:String} AS "toTypeName(parseDateTimeBestEffort('x'))"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== parseDateTimeBestEffort at run time
-- source:
--   SELECT arrayMap(x -> parseDateTimeBestEffort(x), ['4-Dec-2023', 'Sat, 18 Aug 2018 07:22:16 GMT', 'Sat, 18 Aug 2018 07:22:16 +0300', '2023-12-04T10:11:12.5+02:00', '2023-12-04 10:11:12Z', '1700000000', '12/11/2023', '31/02/2023', 'Dec 4, 2023 10:00', '20231204101112', '2023/12/04', 'junk', '4 December 2023 23:59:59 -05:30', '29/02/2024']), arrayMap(x -> parseDateTimeBestEffortOrZero(x), ['junk', '2023-12-04'])
-- normalized:
--   SELECT arrayMap(x -> parseDateTimeBestEffort(x), ['4-Dec-2023', 'Sat, 18 Aug 2018 07:22:16 GMT', 'Sat, 18 Aug 2018 07:22:16 +0300', '2023-12-04T10:11:12.5+02:00', '2023-12-04 10:11:12Z', '1700000000', '12/11/2023', '31/02/2023', 'Dec 4, 2023 10:00', '20231204101112', '2023/12/04', 'junk', '4 December 2023 23:59:59 -05:30', '29/02/2024']), arrayMap(x -> parseDateTimeBestEffortOrZero(x), ['junk', '2023-12-04'])
-- columns:
--   "arrayMap(x -> parseDateTimeBestEffort(x), ['4-Dec-2023', 'Sat, 18 Aug 2018 07:22:16 GMT', 'Sat, 18 Aug 2018 07:22:16 +0300', '2023-12-04T10:11:12.5+02:00', '2023-12-04 10:11:12Z', '1700000000', '12/11/2023', '31/02/2023', 'Dec 4, 2023 10:00', '20231204101112', '2023/12/04', 'junk', '4 December 2023 23:59:59 -05:30', '29/02/2024'])" Array(DateTime)
--   "arrayMap(x -> parseDateTimeBestEffortOrZero(x), ['junk', '2023-12-04'])" Array(DateTime)
-- args:
--   "4-Dec-2023"
--   "Sat, 18 Aug 2018 07:22:16 GMT"
--   "Sat, 18 Aug 2018 07:22:16 +0300"
--   "2023-12-04T10:11:12.5+02:00"
--   "2023-12-04 10:11:12Z"
--   "1700000000"
--   "12/11/2023"
--   "31/02/2023"
--   "Dec 4, 2023 10:00"
--   "20231204101112"
--   "2023/12/04"
--   "junk"
--   "4 December 2023 23:59:59 -05:30"
--   "29/02/2024"
--   "2023-12-04"
SELECT arrayMap(("_t1") -> toStartOfSecond(parseDateTime64BestEffortOrNull("_t1", 6, 'UTC')), [{p1:String}, {p2:String}, {p3:String}, {p4:String}, {p5:String}, {p6:String}, {p7:String}, {p8:String}, {p9:String}, {p10:String}, {p11:String}, {p12:String}, {p13:String}, {p14:String}]) AS "_c1", arrayMap(("_t2") -> ifNull(toStartOfSecond(parseDateTime64BestEffortOrNull("_t2", 6, 'UTC')), toDateTime64(0, 6, 'UTC')), [{p12:String}, {p15:String}]) AS "_c2"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== parseDateTimeBestEffort of a column
-- source:
--   SELECT parseDateTimeBestEffort(properties.$session_id), parseDateTimeBestEffort(toString(timestamp)) = timestamp, parseDateTimeBestEffort(timestamp) FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- normalized:
--   SELECT parseDateTimeBestEffort(properties.$session_id), parseDateTimeBestEffort(toString(timestamp)) = timestamp, parseDateTimeBestEffort(timestamp)
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- columns:
--   parseDateTimeBestEffort(properties.$session_id) Nullable(DateTime)
--   "parseDateTimeBestEffort(toString(timestamp)) = timestamp" Nullable(Bool)
--   parseDateTimeBestEffort(timestamp) DateTime
-- args: 42, "a0000000-0000-4000-8000-000000000001"
SELECT toStartOfSecond(parseDateTime64BestEffortOrNull(multiIf(JSONType("_t1"."properties", '$session_id') = 'String', JSONExtractString("_t1"."properties", '$session_id'), JSONType("_t1"."properties", '$session_id') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$session_id')), 6, 'UTC')) AS "parseDateTimeBestEffort(properties.$session_id)", (toStartOfSecond(parseDateTime64BestEffortOrNull(formatDateTime("_t1"."timestamp", '%Y-%m-%d %H:%i:%S', 'UTC'), 6, 'UTC')) = "_t1"."timestamp") AS "parseDateTimeBestEffort(toString(timestamp)) = timestamp", "_t1"."timestamp" AS "parseDateTimeBestEffort(timestamp)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = {p1:Int64}) AND ("_t1"."uuid" = {p2:String}))
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== sumMap
-- source:
--   SELECT distinct_id, sumMap([event, 'all'], [1, 1]), sumMap([toHour(timestamp)], [1.5]), sumMapIf([event], [1], event != 'signup') AS sm, sm.1, (sumMap([event], [2]) AS x).2 FROM events GROUP BY distinct_id ORDER BY distinct_id
-- normalized:
--   SELECT distinct_id, sumMap([event, 'all'], [1, 1]), sumMap([toHour(timestamp)], [1.5]), sumMapIf([event], [1], event != 'signup') AS sm, sm.1, (sumMap([event], [2]) AS x).2
--   FROM events
--   GROUP BY distinct_id
--   ORDER BY distinct_id
-- columns:
--   distinct_id String
--   "sumMap([event, 'all'], [1, 1])" Tuple(Array(String), Array(Int64))
--   "sumMap([toHour(timestamp)], [1.5])" Tuple(Array(Int64), Array(Float64))
--   sm Tuple(Array(String), Array(Int64))
--   sm.1 Array(String)
--   "(sumMap([event], [2]) AS x).2" Array(Int64)
-- args: "all", 1, 1.5, "signup", 2, 42
SELECT "_t1"."distinct_id" AS "distinct_id", sumMap(["_t1"."event", {p1:String}], [{p2:Int64}, {p2:Int64}]) AS "sumMap([event, 'all'], [1, 1])", sumMap([toInt64(toHour("_t1"."timestamp"))], [{p3:Float64}]) AS "sumMap([toHour(timestamp)], [1.5])", sumMap(["_t1"."event"], [{p2:Int64}]) FILTER (WHERE ("_t1"."event" <> {p4:String})) AS "sm", tupleElement(sumMap(["_t1"."event"], [{p2:Int64}]) FILTER (WHERE ("_t1"."event" <> {p4:String})), 1) AS "sm.1", tupleElement(sumMap(["_t1"."event"], [{p5:Int64}]), 2) AS "(sumMap([event], [2]) AS x).2"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p6:Int64})
GROUP BY "_t1"."distinct_id"
ORDER BY "_t1"."distinct_id" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== multiMatchAny
-- source:
--   SELECT event, multiMatchAny(event, ['^sign', 'view$']), multiMatchAnyIndex(event, ['^sign', 'view$', 'page']), multiMatchAnyIndex(event, ['zzz']), multiMatchAny(event, []) FROM events GROUP BY event ORDER BY event
-- normalized:
--   SELECT event, multiMatchAny(event, ['^sign', 'view$']), multiMatchAnyIndex(event, ['^sign', 'view$', 'page']), multiMatchAnyIndex(event, ['zzz']), multiMatchAny(event, [])
--   FROM events
--   GROUP BY event
--   ORDER BY event
-- columns:
--   event String
--   "multiMatchAny(event, ['^sign', 'view$'])" Bool
--   "multiMatchAnyIndex(event, ['^sign', 'view$', 'page'])" Int64
--   "multiMatchAnyIndex(event, ['zzz'])" Int64
--   "multiMatchAny(event, [])" Bool
-- args: "^sign", "view$", 1, 2, "page", 3, 0, "zzz", 42
SELECT "_t1"."event" AS "event", (match("_t1"."event", {p1:String}) OR match("_t1"."event", {p2:String})) AS "multiMatchAny(event, ['^sign', 'view$'])", CASE WHEN match("_t1"."event", {p1:String}) THEN {p3:Int64} WHEN match("_t1"."event", {p2:String}) THEN {p4:Int64} WHEN match("_t1"."event", {p5:String}) THEN {p6:Int64} ELSE {p7:Int64} END AS "multiMatchAnyIndex(event, ['^sign', 'view$', 'page'])", CASE WHEN match("_t1"."event", {p8:String}) THEN {p3:Int64} ELSE {p7:Int64} END AS "multiMatchAnyIndex(event, ['zzz'])", FALSE AS "multiMatchAny(event, [])"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p9:Int64})
GROUP BY "_t1"."event"
ORDER BY "_t1"."event" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== bits
-- source:
--   SELECT bitAnd(6, 3), bitOr(6, 3), bitAnd(-1, 5), bitShiftLeft(1, 4), bitShiftLeft(3, 62), bitShiftLeft(1, 64), bitShiftLeft(1, -1), bitShiftLeft(1, toInt(NULL))
-- normalized:
--   SELECT bitAnd(6, 3), bitOr(6, 3), bitAnd(-1, 5), bitShiftLeft(1, 4), bitShiftLeft(3, 62), bitShiftLeft(1, 64), bitShiftLeft(1, -1), bitShiftLeft(1, toInt(NULL))
-- columns:
--   "bitAnd(6, 3)" Int64
--   "bitOr(6, 3)" Int64
--   "bitAnd(-1, 5)" Int64
--   "bitShiftLeft(1, 4)" Nullable(Int64)
--   "bitShiftLeft(3, 62)" Nullable(Int64)
--   "bitShiftLeft(1, 64)" Nullable(Int64)
--   "bitShiftLeft(1, -1)" Nullable(Int64)
--   "bitShiftLeft(1, toInt(NULL))" Nullable(Int64)
-- args: 6, 3, -1, 5, 4, 1, 62, 64
SELECT toInt64(bitAnd({p1:Int64}, {p2:Int64})) AS "bitAnd(6, 3)", toInt64(bitOr({p1:Int64}, {p2:Int64})) AS "bitOr(6, 3)", toInt64(bitAnd({p3:Int64}, {p4:Int64})) AS "bitAnd(-1, 5)", if({p5:Int64} BETWEEN 0 AND 63, bitShiftLeft(toInt64({p6:Int64}), toUInt8(least(greatest({p5:Int64}, 0), 63))), NULL) AS "bitShiftLeft(1, 4)", if({p7:Int64} BETWEEN 0 AND 63, bitShiftLeft(toInt64({p2:Int64}), toUInt8(least(greatest({p7:Int64}, 0), 63))), NULL) AS "bitShiftLeft(3, 62)", if({p8:Int64} BETWEEN 0 AND 63, bitShiftLeft(toInt64({p6:Int64}), toUInt8(least(greatest({p8:Int64}, 0), 63))), NULL) AS "bitShiftLeft(1, 64)", if({p3:Int64} BETWEEN 0 AND 63, bitShiftLeft(toInt64({p6:Int64}), toUInt8(least(greatest({p3:Int64}, 0), 63))), NULL) AS "bitShiftLeft(1, -1)", if(NULL BETWEEN 0 AND 63, bitShiftLeft(toInt64({p6:Int64}), toUInt8(least(greatest(NULL, 0), 63))), NULL) AS "bitShiftLeft(1, toInt(NULL))"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== groupBitOr
-- source:
--   SELECT event, groupBitOr(if(distinct_id = 'u1', NULL, bitShiftLeft(1, toDayOfMonth(timestamp)))), groupBitOr(bitAnd(toInt(properties.$screen_width), 7)) FROM events GROUP BY event ORDER BY event
-- normalized:
--   SELECT event, groupBitOr(if(distinct_id = 'u1', NULL, bitShiftLeft(1, toDayOfMonth(timestamp)))), groupBitOr(bitAnd(toInt(properties.$screen_width), 7))
--   FROM events
--   GROUP BY event
--   ORDER BY event
-- columns:
--   event String
--   "groupBitOr(if(distinct_id = 'u1', NULL, bitShiftLeft(1, toDayOfMonth(timestamp))))" Nullable(Int64)
--   "groupBitOr(bitAnd(toInt(properties.$screen_width), 7))" Nullable(Int64)
-- args: "u1", 1, 7, 42
SELECT "_t1"."event" AS "event", groupBitOrOrNull(CASE WHEN ("_t1"."distinct_id" = {p1:String}) THEN NULL ELSE if(toInt64(toDayOfMonth("_t1"."timestamp")) BETWEEN 0 AND 63, bitShiftLeft(toInt64({p2:Int64}), toUInt8(least(greatest(toInt64(toDayOfMonth("_t1"."timestamp")), 0), 63))), NULL) END) AS "_c2", groupBitOrOrNull(toInt64(bitAnd(if(match(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')), '^\\s*-?(0|[1-9][0-9]*)\\s*$'), toInt64OrNull(trimBoth(multiIf(JSONType("_t1"."properties", '$screen_width') = 'String', JSONExtractString("_t1"."properties", '$screen_width'), JSONType("_t1"."properties", '$screen_width') = 'Null', NULL, JSONExtractRaw("_t1"."properties", '$screen_width')))), NULL), {p3:Int64}))) AS "groupBitOr(bitAnd(toInt(properties.$screen_width), 7))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = {p4:Int64})
GROUP BY "_t1"."event"
ORDER BY "_t1"."event" NULLS LAST
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== groupBitOr over no rows
-- source:
--   SELECT groupBitOr(number), groupBitOr(if(number < 0, number, NULL)) FROM numbers(3) WHERE number > 5
-- normalized:
--   SELECT groupBitOr(number), groupBitOr(if(number < 0, number, NULL))
--   FROM numbers(3)
--   WHERE number > 5
-- columns:
--   groupBitOr(number) Nullable(Int64)
--   "groupBitOr(if(number < 0, number, NULL))" Nullable(Int64)
-- args: 0, 5
SELECT groupBitOrOrNull("_t1"."number") AS "groupBitOr(number)", groupBitOrOrNull(CASE WHEN ("_t1"."number" < {p1:Int64}) THEN "_t1"."number" ELSE NULL END) AS "groupBitOr(if(number < 0, number, NULL))"
FROM (SELECT toInt64(number) + 0 AS "number"
  FROM numbers(3)) AS "_t1"
WHERE ("_t1"."number" > {p2:Int64})
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0

-- ==== url and math scalars
-- source:
--   SELECT cutQueryString('https://a.com/p?x=1#f'), cutFragment('https://a.com/p?x=1#f'), protocol('https://a.com'), greatest(1, 5, 3), least('b', 'a'), sign(-3), sqrt(16), pow(2, 10), exp(0), log(1), log10(1000), log2(8), intDiv(7, 2), toTypeName(1), toNullable(2)
-- normalized:
--   SELECT cutQueryString('https://a.com/p?x=1#f'), cutFragment('https://a.com/p?x=1#f'), protocol('https://a.com'), greatest(1, 5, 3), least('b', 'a'), sign(-3), sqrt(16), pow(2, 10), exp(0), log(1), log10(1000), log2(8), intDiv(7, 2), toTypeName(1), toNullable(2)
-- columns:
--   cutQueryString('https://a.com/p?x=1#f') String
--   cutFragment('https://a.com/p?x=1#f') String
--   protocol('https://a.com') String
--   "greatest(1, 5, 3)" Int64
--   "least('b', 'a')" String
--   sign(-3) Int64
--   sqrt(16) Nullable(Float64)
--   "pow(2, 10)" Float64
--   exp(0) Float64
--   log(1) Nullable(Float64)
--   log10(1000) Nullable(Float64)
--   log2(8) Nullable(Float64)
--   "intDiv(7, 2)" Nullable(Int64)
--   toTypeName(1) String
--   toNullable(2) Int64
-- args:
--   "https://a.com/p?x=1#f"
--   "https://a.com"
--   1
--   5
--   3
--   "b"
--   "a"
--   -3
--   16
--   2
--   10
--   0
--   1000
--   8
--   7
--   "Int64"
SELECT cutQueryString({p1:String}) AS "cutQueryString('https://a.com/p?x=1#f')", cutFragment({p1:String}) AS "cutFragment('https://a.com/p?x=1#f')", ifNull(protocol({p2:String}), '') AS "protocol('https://a.com')", if(isNull({p3:Int64}) OR isNull({p4:Int64}) OR isNull({p5:Int64}), NULL, greatest({p3:Int64}, {p4:Int64}, {p5:Int64})) AS "greatest(1, 5, 3)", if(isNull({p6:String}) OR isNull({p7:String}), NULL, least({p6:String}, {p7:String})) AS "least('b', 'a')", toInt64(sign({p8:Int64})) AS "sign(-3)", if({p9:Int64} >= 0, sqrt({p9:Int64}), NULL) AS "sqrt(16)", pow({p10:Int64}, {p11:Int64}) AS "pow(2, 10)", exp({p12:Int64}) AS "exp(0)", if({p3:Int64} > 0, log({p3:Int64}), NULL) AS "log(1)", if({p13:Int64} > 0, log10({p13:Int64}), NULL) AS "log10(1000)", if({p14:Int64} > 0, log2({p14:Int64}), NULL) AS "log2(8)", if({p10:Int64} = 0, NULL, intDivOrZero({p15:Int64}, {p10:Int64})) AS "intDiv(7, 2)", {p16:String} AS "toTypeName(1)", {p10:Int64} AS "toNullable(2)"
LIMIT 101 SETTINGS join_use_nulls = 1, session_timezone = 'UTC', enable_extended_results_for_datetime_functions = 1, optimize_rewrite_aggregate_function_with_if = 0
