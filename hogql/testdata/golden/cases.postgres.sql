-- Golden file of hogql's TestGoldenPrint (hogql/golden_test.go): the statements of hogqltest.Cases(),
-- printed for postgres with TeamID 42. Regenerate with: go test ./hogql/ -run TestGoldenPrint -update

-- ==== count
-- source: SELECT count() FROM events
-- normalized: SELECT count() FROM events
-- columns: count() UInt64
-- args: 42
SELECT COUNT(*) AS "count()" FROM "events" AS "_t1" WHERE ("_t1"."team_id" = $1::bigint) LIMIT 101

-- ==== count forms
-- source: SELECT count(*), count(person_id), count(DISTINCT distinct_id), uniq(event) FROM events
-- normalized: SELECT count(*), count(person_id), count(DISTINCT distinct_id), uniq(event) FROM events
-- columns:
--   count(*) UInt64
--   count(person_id) UInt64
--   "count(DISTINCT distinct_id)" UInt64
--   uniq(event) UInt64
-- args: 42
SELECT COUNT(*) AS "count(*)", COUNT("_t2"."uuid") AS "count(person_id)", COUNT(DISTINCT "_t1"."distinct_id") AS "count(DISTINCT distinct_id)", COUNT(DISTINCT "_t1"."event") AS "uniq(event)"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $1::bigint))
WHERE ("_t1"."team_id" = $1::bigint)
LIMIT 101

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
SELECT COUNT(CASE WHEN ("_t2"."uuid" = $1::text) THEN NULL ELSE $2::bigint END) AS "count(if(person_id = 'x', NULL, 1))", SUM(CASE WHEN ("_t2"."uuid" = $1::text) THEN NULL ELSE $2::bigint END) AS "sum(if(person_id = 'x', NULL, 1))", COUNT(DISTINCT CASE WHEN ("_t2"."uuid" = $1::text) THEN NULL ELSE "_t1"."uuid" END) AS "count(DISTINCT if(person_id = 'x', NULL, uuid))"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $3::bigint))
WHERE ("_t1"."team_id" = $3::bigint)
LIMIT 101

-- ==== group order
-- source: SELECT event, count() AS c FROM events GROUP BY event ORDER BY c DESC, event
-- normalized: SELECT event, count() AS c FROM events GROUP BY event ORDER BY c DESC, event
-- columns: event String, c UInt64
-- args: 42
SELECT "_t1"."event" AS "event", COUNT(*) AS "c"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t1"."event"
ORDER BY 2 DESC NULLS LAST, "_t1"."event" COLLATE "C" NULLS LAST
LIMIT 101

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
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t1"."timestamp" >= $2::timestamptz) AND ("_t1"."timestamp" < $3::timestamptz)))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ==== fractional timestamp equality
-- source: SELECT event, timestamp FROM events WHERE timestamp = '2026-01-05 10:05:30.25'
-- normalized: SELECT event, timestamp FROM events WHERE timestamp = '2026-01-05 10:05:30.25'
-- columns: event String, timestamp DateTime
-- args: 42, "2026-01-05 10:05:30.25+00:00"
SELECT "_t1"."event" AS "event", "_t1"."timestamp" AS "timestamp"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."timestamp" = $2::timestamptz))
LIMIT 101

-- ==== iso timestamp literal
-- source: SELECT count() FROM events WHERE timestamp < '2026-01-05T10:05:30.250Z'
-- normalized: SELECT count() FROM events WHERE timestamp < '2026-01-05T10:05:30.250Z'
-- columns: count() UInt64
-- args: 42, "2026-01-05 10:05:30.25+00:00"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."timestamp" < $2::timestamptz))
LIMIT 101

-- ==== property group
-- source: SELECT properties.$browser AS b, count() FROM events GROUP BY b ORDER BY b
-- normalized: SELECT properties.$browser AS b, count() FROM events GROUP BY b ORDER BY b
-- columns: b Nullable(String), count() UInt64
-- args: "$browser", 42
SELECT ("_t1"."properties" ->> $1::text) AS "b", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
GROUP BY 1
ORDER BY ("_t1"."properties" ->> $1::text) COLLATE "C" NULLS LAST
LIMIT 101

-- ==== property subscript
-- source: SELECT properties['$browser'] FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000004'
-- normalized:
--   SELECT properties['$browser']
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000004'
-- columns: properties['$browser'] Nullable(String)
-- args: "$browser", 42, "a0000000-0000-4000-8000-000000000004"
SELECT ("_t1"."properties" ->> $1::text) AS "properties['$browser']"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."uuid" = $3::text))
LIMIT 101

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
-- args: "nested", "a", "b", "items", "sku", "price", 42, "purchase"
SELECT ("_t1"."properties" -> $1::text -> $2::text ->> $3::text) AS "properties.nested.a.b", ("_t1"."properties" -> $4::text -> 1 ->> $5::text) AS "properties.items[2].sku", ("_t1"."properties" ->> $6::text) AS "properties.price", ("_t1"."properties" -> $4::text ->> 2) AS "properties.items[3]"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $7::bigint) AND ("_t1"."event" = $8::text))
LIMIT 101

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
-- args: "price", "$screen_width", "is_cool", 42, "a0000000-0000-4000-8000-000000000001"
SELECT ("_t1"."properties" ->> $1::text) AS "properties.price", ("_t1"."properties" ->> $2::text) AS "properties.$screen_width", ("_t1"."properties" ->> $3::text) AS "properties.is_cool"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $4::bigint) AND ("_t1"."uuid" = $5::text))
LIMIT 101

-- ==== property vs number
-- source: SELECT count() FROM events WHERE properties.$screen_width > 1500
-- normalized: SELECT count() FROM events WHERE properties.$screen_width > 1500
-- columns: count() UInt64
-- args: 42, "$screen_width", 1500
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ((CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END) > $3::bigint))
LIMIT 101

-- ==== toFloat sum
-- source: SELECT sum(toFloat(properties.price)) FROM events
-- normalized: SELECT sum(toFloat(properties.price)) FROM events
-- columns: sum(toFloat(properties.price)) Nullable(Float64)
-- args: "price", 42
SELECT SUM((CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $1::text))::double precision END)) AS "sum(toFloat(properties.price))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
LIMIT 101

-- ==== person join
-- source: SELECT person.properties.email AS email, count() FROM events GROUP BY email ORDER BY email
-- normalized: SELECT person.properties.email AS email, count() FROM events GROUP BY email ORDER BY email
-- columns: email Nullable(String), count() UInt64
-- args: "email", 42
SELECT ("_t2"."properties" ->> $1::text) AS "email", COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $2::bigint))
WHERE ("_t1"."team_id" = $2::bigint)
GROUP BY 1
ORDER BY ("_t2"."properties" ->> $1::text) COLLATE "C" NULLS LAST
LIMIT 101

-- ==== person of another project
-- source:
--   SELECT person.id, person.is_identified, person.properties.email FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000008'
-- normalized:
--   SELECT person.id, person.is_identified, person.properties.email
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000008'
-- columns: id Nullable(String), is_identified Nullable(Bool), person.properties.email Nullable(String)
-- args: "email", 42, "a0000000-0000-4000-8000-000000000008"
SELECT "_t2"."uuid" AS "id", "_t2"."is_identified" AS "is_identified", ("_t2"."properties" ->> $1::text) AS "person.properties.email"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $2::bigint))
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."uuid" = $3::text))
LIMIT 101

-- ==== person via alias
-- source: SELECT e.person.properties.name FROM events AS e WHERE e.distinct_id = 'd3'
-- normalized: SELECT e.person.properties.name FROM events AS e WHERE e.distinct_id = 'd3'
-- columns: e.person.properties.name Nullable(String)
-- args: "name", 42, "d3"
SELECT ("_t2"."properties" ->> $1::text) AS "e.person.properties.name"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $2::bigint))
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."distinct_id" = $3::text))
LIMIT 101

-- ==== pdi person
-- source: SELECT distinct_id, person.properties.name FROM person_distinct_ids ORDER BY distinct_id
-- normalized: SELECT distinct_id, person.properties.name FROM person_distinct_ids ORDER BY distinct_id
-- columns: distinct_id String, person.properties.name Nullable(String)
-- args: "name", 42
SELECT "_t1"."distinct_id" AS "distinct_id", ("_t2"."properties" ->> $1::text) AS "person.properties.name"
FROM "person_distinct_ids" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $2::bigint))
WHERE ("_t1"."team_id" = $2::bigint)
ORDER BY "_t1"."distinct_id" COLLATE "C" NULLS LAST
LIMIT 101

-- ==== inner join
-- source:
--   SELECT pdi.distinct_id, p.properties.name FROM person_distinct_ids pdi JOIN persons p ON p.id = pdi.person_id ORDER BY pdi.distinct_id
-- normalized:
--   SELECT pdi.distinct_id, p.properties.name
--   FROM person_distinct_ids AS pdi
--   JOIN persons AS p ON p.id = pdi.person_id
--   ORDER BY pdi.distinct_id
-- columns: distinct_id String, p.properties.name Nullable(String)
-- args: "name", 42
SELECT "_t1"."distinct_id" AS "distinct_id", ("_t2"."properties" ->> $1::text) AS "p.properties.name"
FROM "person_distinct_ids" AS "_t1"
LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = $2::bigint))
JOIN "persons" AS "_t2" ON (("_t2"."uuid" = "_t3"."uuid") AND ("_t2"."team_id" = $2::bigint))
WHERE ("_t1"."team_id" = $2::bigint)
ORDER BY "_t1"."distinct_id" COLLATE "C" NULLS LAST
LIMIT 101

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
LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = $1::bigint))
LEFT JOIN "persons" AS "_t2" ON (("_t2"."uuid" = "_t3"."uuid") AND ("_t2"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."event" = $2::text))
LIMIT 101

-- ==== join count
-- source:
--   SELECT count() FROM events e INNER JOIN person_distinct_ids pdi ON pdi.distinct_id = e.distinct_id
-- normalized:
--   SELECT count()
--   FROM events AS e
--   JOIN person_distinct_ids AS pdi ON pdi.distinct_id = e.distinct_id
-- columns: count() UInt64
-- args: 42
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
JOIN "person_distinct_ids" AS "_t2" ON (("_t2"."distinct_id" = "_t1"."distinct_id") AND ("_t2"."team_id" = $1::bigint))
WHERE ("_t1"."team_id" = $1::bigint)
LIMIT 101

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
-- args: 42, "plan", "pro"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t2"."uuid" IN (SELECT "_t3"."uuid" AS "id"
      FROM "persons" AS "_t3"
      WHERE (("_t3"."team_id" = $1::bigint) AND (("_t3"."properties" ->> $2::text) = $3::text)))))
LIMIT 101

-- ==== not in list
-- source: SELECT count() FROM events WHERE event NOT IN ('$pageview', 'signup')
-- normalized: SELECT count() FROM events WHERE event NOT IN ('$pageview', 'signup')
-- columns: count() UInt64
-- args: 42, "$pageview", "signup"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."event" NOT IN ($2::text, $3::text)))
LIMIT 101

-- ==== from subquery
-- source: SELECT max(c) FROM (SELECT distinct_id, count() AS c FROM events GROUP BY distinct_id)
-- normalized: SELECT max(c) FROM (SELECT distinct_id, count() AS c FROM events GROUP BY distinct_id)
-- columns: max(c) Nullable(UInt64)
-- args: 42
SELECT MAX("_t2"."c") AS "max(c)"
FROM (SELECT "_t1"."distinct_id" AS "distinct_id", COUNT(*) AS "c"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = $1::bigint)
  GROUP BY "_t1"."distinct_id") AS "_t2"
LIMIT 101

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
FROM (SELECT "_t1"."distinct_id" AS "d", COUNT(*) AS "c"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = $1::bigint)
  GROUP BY 1) AS "_t2"
WHERE ("_t2"."c" > $2::bigint)
ORDER BY "_t2"."d" COLLATE "C" NULLS LAST
LIMIT 101

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
-- args: "$elements_chain", "", 42, "$pageview"
WITH "_c1" AS (SELECT "_t1"."uuid" AS "uuid", "_t1"."event" AS "event", "_t1"."distinct_id" AS "distinct_id", "_t1"."properties" AS "properties", "_t1"."timestamp" AS "timestamp", "_t1"."created_at" AS "created_at", "_t2"."uuid" AS "person_id", "_t1"."session_id" AS "$session_id", COALESCE(("_t1"."properties" ->> $1::text), $2::text) AS "elements_chain"
  FROM "events" AS "_t1"
  LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $3::bigint))
  WHERE (("_t1"."team_id" = $3::bigint) AND ("_t1"."event" = $4::text)))
SELECT COUNT(*) AS "count()", COUNT(DISTINCT "_t3"."distinct_id") AS "uniq(distinct_id)"
FROM "_c1" AS "_t3"
LIMIT 101

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
  WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."event" = $2::text))), "_c2" AS (SELECT "_t2"."distinct_id" AS "distinct_id"
  FROM "events" AS "_t2"
  WHERE (("_t2"."team_id" = $1::bigint) AND ("_t2"."event" = $3::text)))
SELECT COUNT(*) AS "count()"
FROM "_c1" AS "_t3"
JOIN "_c2" AS "_t4" ON ("_t3"."distinct_id" = "_t4"."distinct_id")
LIMIT 101

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
-- args: "signup", "$pageview", 1, 42
SELECT COALESCE(to_jsonb(array_agg(DISTINCT "_t1"."event" COLLATE "C") FILTER (WHERE "_t1"."event" IS NOT NULL)), '[]'::jsonb) AS "groupArray(DISTINCT event)", (COALESCE(to_jsonb(array_agg(DISTINCT "_t1"."event" COLLATE "C") FILTER (WHERE "_t1"."event" IS NOT NULL)), '[]'::jsonb) = COALESCE(to_jsonb(array_agg(DISTINCT "_t1"."event" COLLATE "C") FILTER (WHERE "_t1"."event" IS NOT NULL)), '[]'::jsonb)) AS "groupUniqArray(DISTINCT event) = groupUniqArray(event)", COALESCE(jsonb_agg("_t1"."event") FILTER (WHERE "_t1"."event" IS NOT NULL AND ("_t1"."event" = $1::text)), '[]'::jsonb) AS "groupArrayIf(event, event = 'signup')", jsonb_array_length(COALESCE(to_jsonb(array_agg(DISTINCT "_t1"."distinct_id" COLLATE "C") FILTER (WHERE "_t1"."distinct_id" IS NOT NULL AND ("_t1"."event" = $2::text))), '[]'::jsonb)) AS "length(groupUniqArrayIf(distinct_id, event = '$pageview'))", (SELECT COALESCE(jsonb_agg("_t"."v"
      ORDER BY "_t"."c" DESC, "_t"."v" COLLATE "C"), '[]'::jsonb)
  FROM (SELECT "_u"."v", count(*) AS "c"
    FROM unnest(array_agg("_t1"."event") FILTER (WHERE "_t1"."event" IS NOT NULL AND ("_t1"."event" <> $2::text))::text[]) AS "_u"("v")
    GROUP BY "_u"."v"
    ORDER BY count(*) DESC, "_u"."v" COLLATE "C"
    LIMIT $3::bigint) AS "_t") AS "topKIf(1)(event, event != '$pageview')", ((SELECT COALESCE(jsonb_agg("_e1"."value"
        ORDER BY "_e1"."value" COLLATE "C"), '[]'::jsonb)
    FROM jsonb_array_elements_text(COALESCE(to_jsonb(array_agg(DISTINCT "_t1"."event" COLLATE "C") FILTER (WHERE "_t1"."event" IS NOT NULL)), '[]'::jsonb)) WITH ORDINALITY AS "_e1"("value", "key")) = COALESCE(to_jsonb(array_agg(DISTINCT "_t1"."event" COLLATE "C") FILTER (WHERE "_t1"."event" IS NOT NULL)), '[]'::jsonb)) AS "_c6"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $4::bigint)
LIMIT 101

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
SELECT burrow_cap(COALESCE("_t1"."event", '') || COALESCE($1::text, '')) AS "concat((event AS e), '!')", "_t1"."event" AS "e", (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t2"."key" - 1) IS NOT NULL THEN (("_t2"."value")::bigint * $2::bigint) END
      ORDER BY ("_t2"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($3::bigint, $2::bigint)) WITH ORDINALITY AS "_t2"("value", "key")) AS "arrayMap(x -> x * 2, ([1, 2] AS xs))", jsonb_build_array($3::bigint, $2::bigint) AS "xs"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $4::bigint) AND ("_t1"."uuid" = $5::text))
LIMIT 101

-- ==== union with a trailing order by an expression
-- source: SELECT 'x' AS e UNION ALL SELECT event FROM events ORDER BY lower(event) DESC LIMIT 2
-- normalized: SELECT 'x' AS e UNION ALL SELECT event FROM events ORDER BY lower(event) DESC LIMIT 2
-- columns: e String
-- args: "x", 42
SELECT $1::text AS "e"
UNION ALL
SELECT *
FROM (SELECT "_t1"."event" AS "event"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = $2::bigint)
  ORDER BY lower("_t1"."event") COLLATE "C" DESC NULLS LAST
  LIMIT 2) AS "_u1"
LIMIT 101

-- ==== arrayEnumerate and sortableSemVer
-- source:
--   SELECT arrayEnumerate(['a', 'b', 'c']), sortableSemVer('v1.10.2-beta'), sortableSemVer('no version')
-- normalized:
--   SELECT arrayEnumerate(['a', 'b', 'c']), sortableSemVer('v1.10.2-beta'), sortableSemVer('no version')
-- columns:
--   "arrayEnumerate(['a', 'b', 'c'])" Array(Int64)
--   sortableSemVer('v1.10.2-beta') Array(Int64)
--   "sortableSemVer('no version')" Array(Int64)
-- args: 0, 99999, 1, "a", "b", "c", "v1.10.2-beta", "(\\d+(\\.\\d+)+)", ".", "no version"
SELECT (SELECT COALESCE(jsonb_agg("_r"."number"
      ORDER BY "_r"."number"), '[]'::jsonb)
  FROM (SELECT generate_series($1::bigint, $2::bigint) AS "number") AS "_r"
  WHERE "_r"."number" >= $3::bigint AND "_r"."number" < (jsonb_array_length(jsonb_build_array($4::text, $5::text, $6::text)) + $3::bigint)) AS "arrayEnumerate(['a', 'b', 'c'])", (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t1"."key" - 1) IS NOT NULL THEN COALESCE((CASE WHEN "_t1"."value" ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs(("_t1"."value")::double precision) < 9223372036854775808 THEN ("_t1"."value")::bigint END END), $1::bigint) END
      ORDER BY ("_t1"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(to_jsonb(CASE WHEN (CASE WHEN $7::text IS NOT NULL AND $8::text IS NOT NULL THEN COALESCE(substring(burrow_cap($7::text)
            FROM burrow_pattern($8::text)), '') END) = '' THEN ARRAY['']::text[] ELSE string_to_array((CASE WHEN $7::text IS NOT NULL AND $8::text IS NOT NULL THEN COALESCE(substring(burrow_cap($7::text)
              FROM burrow_pattern($8::text)), '') END), $9::text) END)) WITH ORDINALITY AS "_t1"("value", "key")) AS "sortableSemVer('v1.10.2-beta')", (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t2"."key" - 1) IS NOT NULL THEN COALESCE((CASE WHEN "_t2"."value" ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs(("_t2"."value")::double precision) < 9223372036854775808 THEN ("_t2"."value")::bigint END END), $1::bigint) END
      ORDER BY ("_t2"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(to_jsonb(CASE WHEN (CASE WHEN $10::text IS NOT NULL AND $8::text IS NOT NULL THEN COALESCE(substring(burrow_cap($10::text)
            FROM burrow_pattern($8::text)), '') END) = '' THEN ARRAY['']::text[] ELSE string_to_array((CASE WHEN $10::text IS NOT NULL AND $8::text IS NOT NULL THEN COALESCE(substring(burrow_cap($10::text)
              FROM burrow_pattern($8::text)), '') END), $9::text) END)) WITH ORDINALITY AS "_t2"("value", "key")) AS "sortableSemVer('no version')"
LIMIT 101

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
SELECT (COUNT(*) FILTER (WHERE ("_t1"."event" IN ($1::text, $2::text))) = COUNT(*) FILTER (WHERE ("_t1"."event" IN ($1::text, $2::text)))) AS "_c1", COUNT(*) FILTER (WHERE ("_t1"."event" NOT IN ($1::text))) AS "countIf(notIn(event, tuple('signup')))", (COUNT(*) - COUNT(*) FILTER (WHERE ("_t1"."event" = $1::text))) AS "count() - countIf(event = 'signup')", COUNT(*) FILTER (WHERE ("_t1"."event" IN ($1::text))) AS "countIf(in(event, 'signup'))", (COUNT(*) FILTER (WHERE ("_t1"."distinct_id" IN (SELECT "_t2"."distinct_id" AS "distinct_id"
        FROM "events" AS "_t2"
        WHERE (("_t2"."team_id" = $3::bigint) AND ("_t2"."event" = $1::text))))) = COUNT(*) FILTER (WHERE ("_t1"."distinct_id" IN (SELECT "_t3"."distinct_id" AS "distinct_id"
        FROM "events" AS "_t3"
        WHERE (("_t3"."team_id" = $3::bigint) AND ("_t3"."event" = $1::text)))))) AS "_c5"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $3::bigint)
LIMIT 101

-- ==== cte shadows table
-- source: WITH events AS (SELECT * FROM events WHERE event = 'signup') SELECT count() FROM events
-- normalized: WITH events AS (SELECT * FROM events WHERE event = 'signup') SELECT count() FROM events
-- columns: count() UInt64
-- args: "$elements_chain", "", 42, "signup"
WITH "_c1" AS (SELECT "_t1"."uuid" AS "uuid", "_t1"."event" AS "event", "_t1"."distinct_id" AS "distinct_id", "_t1"."properties" AS "properties", "_t1"."timestamp" AS "timestamp", "_t1"."created_at" AS "created_at", "_t2"."uuid" AS "person_id", "_t1"."session_id" AS "$session_id", COALESCE(("_t1"."properties" ->> $1::text), $2::text) AS "elements_chain"
  FROM "events" AS "_t1"
  LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $3::bigint))
  WHERE (("_t1"."team_id" = $3::bigint) AND ("_t1"."event" = $4::text)))
SELECT COUNT(*) AS "count()"
FROM "_c1" AS "_t3"
LIMIT 101

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
SELECT "_t1"."event" AS "event", (SELECT COUNT(*) AS "count()"
  FROM "session_recordings" AS "_t2"
  WHERE ("_t2"."team_id" = $1::bigint)) AS "s"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."uuid" = $2::text))
LIMIT 101

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
-- args: "name", 42
SELECT ("_t1"."properties" ->> $1::text) AS "n", (SELECT COUNT(*) AS "count()"
  FROM "events" AS "_t2"
  LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = $2::bigint))
  WHERE (("_t2"."team_id" = $2::bigint) AND ("_t3"."uuid" = "_t1"."uuid"))) AS "c"
FROM "persons" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
ORDER BY ("_t1"."properties" ->> $1::text) COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT COUNT(*) AS "count()"
FROM "persons" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND EXISTS (SELECT $2::bigint AS "1"
    FROM "events" AS "_t2"
    LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = $1::bigint))
    WHERE (("_t2"."team_id" = $1::bigint) AND (("_t3"."uuid" = "_t1"."uuid") AND ("_t2"."event" = $3::text)))))
LIMIT 101

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
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t1"."distinct_id"
HAVING (COUNT(*) > $2::bigint)
ORDER BY "_t1"."distinct_id" COLLATE "C" NULLS LAST
LIMIT 101

-- ==== distinct
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

-- ==== nulls first
-- source: SELECT DISTINCT properties.$browser AS b FROM events ORDER BY b DESC NULLS FIRST
-- normalized: SELECT DISTINCT properties.$browser AS b FROM events ORDER BY b DESC NULLS FIRST
-- columns: b Nullable(String)
-- args: "$browser", 42
SELECT *
FROM (SELECT DISTINCT ("_t1"."properties" ->> $1::text) AS "b"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = $2::bigint)) AS "_o1"
ORDER BY "_o1"."b" COLLATE "C" DESC NULLS FIRST
LIMIT 101

-- ==== limit offset
-- source: SELECT uuid FROM events ORDER BY timestamp LIMIT 2 OFFSET 1
-- normalized: SELECT uuid FROM events ORDER BY timestamp LIMIT 2 OFFSET 1
-- columns: uuid String
-- args: 42
SELECT "_t1"."uuid" AS "uuid"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 2 OFFSET 1

-- ==== limit comma
-- source: SELECT uuid FROM events ORDER BY timestamp LIMIT 1, 2
-- normalized: SELECT uuid FROM events ORDER BY timestamp LIMIT 2 OFFSET 1
-- columns: uuid String
-- args: 42
SELECT "_t1"."uuid" AS "uuid"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 2 OFFSET 1

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
  WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."event" = $2::text))
  UNION ALL
  SELECT "_t2"."type" AS "type"
  FROM "plugin_log_entries" AS "_t2"
  WHERE (("_t2"."team_id" = $1::bigint) AND ("_t2"."type" = $3::text))) AS "_o1"
ORDER BY "_o1"."name" COLLATE "C" NULLS LAST
LIMIT 101

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
    WHERE ("_t1"."team_id" = $1::bigint)
    ORDER BY "_t1"."timestamp" NULLS LAST
    LIMIT 1) AS "_u2"
  UNION ALL
  SELECT *
  FROM (SELECT "_t2"."uuid" AS "uuid"
    FROM "events" AS "_t2"
    WHERE ("_t2"."team_id" = $1::bigint)
    ORDER BY "_t2"."timestamp" DESC NULLS LAST
    LIMIT 1) AS "_u3") AS "_o1"
ORDER BY "_o1"."uuid" COLLATE "C" NULLS LAST
LIMIT 101

-- ==== union type merge
-- source: SELECT 1 AS x UNION ALL SELECT 2.5 ORDER BY x
-- normalized: SELECT 1 AS x UNION ALL SELECT 2.5 ORDER BY x
-- columns: x Float64
-- args: 1, 2.5
SELECT $1::bigint AS "x"
UNION ALL
SELECT $2::double precision AS "2.5"
ORDER BY 1 NULLS LAST
LIMIT 101

-- ==== case
-- source:
--   SELECT CASE WHEN properties.$browser = 'Chrome' THEN 'c' WHEN properties.$browser IS NULL THEN 'none' ELSE 'other' END AS k, count() FROM events GROUP BY k ORDER BY k
-- normalized:
--   SELECT CASE WHEN properties.$browser = 'Chrome' THEN 'c' WHEN properties.$browser IS NULL THEN 'none' ELSE 'other' END AS k, count()
--   FROM events
--   GROUP BY k
--   ORDER BY k
-- columns: k String, count() UInt64
-- args: "$browser", "Chrome", "c", "none", "other", 42
SELECT CASE WHEN (("_t1"."properties" ->> $1::text) = $2::text) THEN $3::text WHEN (("_t1"."properties" ->> $1::text) IS NULL) THEN $4::text ELSE $5::text END AS "k", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $6::bigint)
GROUP BY 1
ORDER BY CASE WHEN (("_t1"."properties" ->> $1::text) = $2::text) THEN $3::text WHEN (("_t1"."properties" ->> $1::text) IS NULL) THEN $4::text ELSE $5::text END COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT CASE "_t1"."event" WHEN $1::text THEN $2::bigint WHEN $3::text THEN $4::bigint ELSE $5::bigint END AS "k", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $6::bigint)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 101

-- ==== like
-- source: SELECT count() FROM events WHERE properties.$current_url LIKE 'https://www.%'
-- normalized: SELECT count() FROM events WHERE properties.$current_url LIKE 'https://www.%'
-- columns: count() UInt64
-- args: 42, "$current_url", "https://www.%"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (burrow_cap(("_t1"."properties" ->> $2::text)) LIKE $3::text))
LIMIT 101

-- ==== like is case sensitive
-- source: SELECT count() FROM events WHERE properties.$current_url LIKE 'HTTPS%'
-- normalized: SELECT count() FROM events WHERE properties.$current_url LIKE 'HTTPS%'
-- columns: count() UInt64
-- args: 42, "$current_url", "HTTPS%"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (burrow_cap(("_t1"."properties" ->> $2::text)) LIKE $3::text))
LIMIT 101

-- ==== ilike
-- source: SELECT count() FROM events WHERE properties.$current_url ILIKE 'HTTPS://WWW.%'
-- normalized: SELECT count() FROM events WHERE properties.$current_url ILIKE 'HTTPS://WWW.%'
-- columns: count() UInt64
-- args: 42, "$current_url", "HTTPS://WWW.%"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (burrow_cap(("_t1"."properties" ->> $2::text)) ILIKE $3::text))
LIMIT 101

-- ==== not like
-- source: SELECT count() FROM events WHERE event NOT LIKE '$%'
-- normalized: SELECT count() FROM events WHERE event NOT LIKE '$%'
-- columns: count() UInt64
-- args: 42, "$%"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (burrow_cap("_t1"."event") NOT LIKE $2::text))
LIMIT 101

-- ==== like escapes
-- source:
--   SELECT count() FROM events WHERE properties.note LIKE '%\% off\_%' AND event LIKE 'pur_hase' AND event NOT LIKE 'pur*'
-- normalized:
--   SELECT count()
--   FROM events
--   WHERE properties.note LIKE '%\\% off\\_%' AND event LIKE 'pur_hase' AND event NOT LIKE 'pur*'
-- columns: count() UInt64
-- args: 42, "note", "%\\% off\\_%", "pur_hase", "pur*"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (((burrow_cap(("_t1"."properties" ->> $2::text)) LIKE $3::text) AND (burrow_cap("_t1"."event") LIKE $4::text)) AND (burrow_cap("_t1"."event") NOT LIKE $5::text)))
LIMIT 101

-- ==== between
-- source: SELECT count() FROM events WHERE timestamp BETWEEN '2026-01-05' AND '2026-01-06 08:00:00'
-- normalized: SELECT count() FROM events WHERE timestamp BETWEEN '2026-01-05' AND '2026-01-06 08:00:00'
-- columns: count() UInt64
-- args: 42, "2026-01-05 00:00:00+00:00", "2026-01-06 08:00:00+00:00"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."timestamp" BETWEEN ($2::timestamptz) AND ($3::timestamptz)))
LIMIT 101

-- ==== not between
-- source: SELECT count() FROM events WHERE timestamp NOT BETWEEN '2026-01-05' AND '2026-01-06 08:00:00'
-- normalized:
--   SELECT count()
--   FROM events
--   WHERE timestamp NOT BETWEEN '2026-01-05' AND '2026-01-06 08:00:00'
-- columns: count() UInt64
-- args: 42, "2026-01-05 00:00:00+00:00", "2026-01-06 08:00:00+00:00"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."timestamp" NOT BETWEEN ($2::timestamptz) AND ($3::timestamptz)))
LIMIT 101

-- ==== is null
-- source: SELECT countIf(person_id IS NULL), countIf($session_id IS NOT NULL) FROM events
-- normalized: SELECT countIf(person_id IS NULL), countIf($session_id IS NOT NULL) FROM events
-- columns: "countIf(person_id IS NULL)" UInt64, "countIf($session_id IS NOT NULL)" UInt64
-- args: 42
SELECT COUNT(*) FILTER (WHERE ("_t2"."uuid" IS NULL)) AS "countIf(person_id IS NULL)", COUNT(*) FILTER (WHERE ("_t1"."session_id" IS NOT NULL)) AS "countIf($session_id IS NOT NULL)"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $1::bigint))
WHERE ("_t1"."team_id" = $1::bigint)
LIMIT 101

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
SELECT "_t1"."session_id" AS "$session_id", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."session_id" IS NOT NULL))
GROUP BY "_t1"."session_id"
ORDER BY "_t1"."session_id" COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT ($1::bigint + ($2::bigint * $3::bigint)) AS "1 + 2 * 3", (($4::bigint)::double precision / $2::bigint) AS "7 / 2", ($4::bigint % $3::bigint) AS "7 % 3", ($5::bigint + $2::bigint) AS "-5 + 2", ($6::double precision * $2::bigint) AS "2.5 * 2", (($7::bigint)::double precision / NULLIF($8::bigint, 0)) AS "10 / 0", ($4::bigint % NULLIF($8::bigint, 0)) AS "7 % 0", (($1::bigint + $2::bigint) * $3::bigint) AS "(1 + 2) * 3", (-($2::bigint - $9::bigint)) AS "-(2 - 5)"
LIMIT 101

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
SELECT ($1::bigint < $2::bigint) AS "1 < 2", (($1::bigint = $1::bigint) AND ($2::bigint > $3::bigint)) AS "1 = 1 AND 2 > 3", ((NOT ($1::bigint = $1::bigint)) OR ($1::bigint = $1::bigint)) AS "NOT 1 = 1 OR 1 = 1", ($4::text <> $5::text) AS "'a' != 'b'", ($4::text < $5::text COLLATE "C") AS "'a' < 'b'", ($1::bigint = $1::bigint) AS "1 = 1", ($1::bigint <> $1::bigint) AS "1 != 1"
LIMIT 101

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
-- args:
--   42
--   "$screen_width"
--   3.9
--   -3.9
--   2.5
--   1.5
--   2.0
--   1
--   12
--   7
--   "2026-01-02"
--   "a0000000-0000-4000-8000-000000000005"
SELECT $1::bigint AS "CAST('42' AS Int64)", (CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs((("_t1"."properties" ->> $2::text))::double precision) < 9223372036854775808 THEN (("_t1"."properties" ->> $2::text))::bigint END END) AS "toInt(properties.$screen_width)", (CASE WHEN abs($3::double precision) < 9223372036854775808 THEN trunc($3::double precision)::bigint END) AS "toInt(3.9)", (CASE WHEN abs($4::double precision) < 9223372036854775808 THEN trunc($4::double precision)::bigint END) AS "toInt(-3.9)", $5::double precision AS "toFloat('2.5')", ($1::bigint)::text AS "toString(42)", (($6::double precision)::numeric)::text AS "toString(1.5)", (($7::double precision)::numeric)::text AS "toString(2.0)", (CASE WHEN TRUE THEN 'true' WHEN NOT TRUE THEN 'false' END) AS "toString(TRUE)", ($8::bigint <> 0) AS "CAST(1 AS Bool)", (CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END) AS "toFloat(properties.$screen_width)", ($9::bigint)::text AS "CAST(12 AS String)", $10::bigint AS "toInt('  7 ')", to_char($11::date, 'YYYY-MM-DD') AS "toString(toDate('2026-01-02'))"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."uuid" = $12::text))
LIMIT 101

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
-- args: "$screen_width", "price", "is_cool", 42, "a0000000-0000-4000-8000-000000000001"
SELECT (CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs((("_t1"."properties" ->> $1::text))::double precision) < 9223372036854775808 THEN (("_t1"."properties" ->> $1::text))::bigint END END) AS "toInt(properties.$screen_width)", (CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END) AS "toFloat(properties.price)", to_char("_t1"."timestamp", 'YYYY-MM-DD HH24:MI:SS') AS "toString(timestamp)", floor(extract(epoch
    FROM "_t1"."timestamp"))::bigint AS "toInt(timestamp)", (CASE lower(trim(("_t1"."properties" ->> $3::text))) WHEN 'true' THEN TRUE WHEN '1' THEN TRUE WHEN 'false' THEN FALSE WHEN '0' THEN FALSE END) AS "toBool(properties.is_cool)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $4::bigint) AND ("_t1"."uuid" = $5::text))
LIMIT 101

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
SELECT ("_t1"."timestamp")::date AS "toDate(timestamp)", date_trunc('second', "_t1"."timestamp") AS "toDateTime(timestamp)", date_trunc('minute', "_t1"."timestamp") AS "toStartOfMinute(timestamp)", date_trunc('hour', "_t1"."timestamp") AS "toStartOfHour(timestamp)", date_trunc('day', "_t1"."timestamp") AS "toStartOfDay(timestamp)", (date_trunc('week', "_t1"."timestamp" + INTERVAL '1 day') - INTERVAL '1 day')::date AS "toStartOfWeek(timestamp)", (date_trunc('week', "_t1"."timestamp"))::date AS "toStartOfWeek(timestamp, 1)", (date_trunc('month', "_t1"."timestamp"))::date AS "toStartOfMonth(timestamp)", (date_trunc('quarter', "_t1"."timestamp"))::date AS "toStartOfQuarter(timestamp)", (date_trunc('year', "_t1"."timestamp"))::date AS "toStartOfYear(timestamp)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."uuid" = $2::text))
LIMIT 101

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
SELECT date_trunc('minute', "_t2"."t") AS "toStartOfMinute(t)", date_trunc('hour', "_t2"."t") AS "toStartOfHour(t)", date_trunc('day', "_t2"."t") AS "toStartOfDay(t)"
FROM (SELECT (((("_t1"."timestamp") + ($1::bigint) * INTERVAL '1 second')) + ($2::bigint) * INTERVAL '1 year') AS "t"
  FROM "events" AS "_t1"
  WHERE (("_t1"."team_id" = $3::bigint) AND ("_t1"."uuid" = $4::text))) AS "_t2"
LIMIT 101

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
SELECT EXTRACT(YEAR
  FROM "_t1"."timestamp")::bigint AS "toYear(timestamp)", EXTRACT(QUARTER
  FROM "_t1"."timestamp")::bigint AS "toQuarter(timestamp)", EXTRACT(MONTH
  FROM "_t1"."timestamp")::bigint AS "toMonth(timestamp)", EXTRACT(DAY
  FROM "_t1"."timestamp")::bigint AS "toDayOfMonth(timestamp)", EXTRACT(ISODOW
  FROM "_t1"."timestamp")::bigint AS "toDayOfWeek(timestamp)", EXTRACT(HOUR
  FROM "_t1"."timestamp")::bigint AS "toHour(timestamp)", EXTRACT(MINUTE
  FROM "_t1"."timestamp")::bigint AS "toMinute(timestamp)", floor(EXTRACT(SECOND
    FROM "_t1"."timestamp"))::bigint AS "toSecond(timestamp)", floor(extract(epoch
    FROM "_t1"."timestamp"))::bigint AS "toUnixTimestamp(timestamp)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."uuid" = $2::text))
LIMIT 101

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
SELECT round(extract(epoch
    FROM "_t1"."timestamp") * 1000000)::bigint AS "toUnixTimestamp64Micro(timestamp)", round(extract(epoch
    FROM ("_t1"."timestamp")::date) * 1000000)::bigint AS "toUnixTimestamp64Micro(toDate(timestamp))", round(extract(epoch
    FROM (("_t1"."timestamp") + ($1::bigint) * INTERVAL '1 year')) * 1000000)::bigint AS "toUnixTimestamp64Micro(timestamp - INTERVAL 60 YEAR)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."uuid" = $3::text))
LIMIT 101

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
SELECT (date_trunc('week', "_t1"."timestamp" + INTERVAL '1 day') - INTERVAL '1 day')::date AS "toStartOfWeek(timestamp)", (date_trunc('week', "_t1"."timestamp"))::date AS "toStartOfWeek(timestamp, 1)", EXTRACT(ISODOW
  FROM "_t1"."timestamp")::bigint AS "toDayOfWeek(timestamp)", (date_trunc('quarter', ($1::date)::timestamptz))::date AS "toStartOfQuarter(toDate('2026-05-17'))"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."uuid" = $3::text))
LIMIT 101

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
--   "2026-01-06 01:00:00+00:00"
--   "2026-01-05 23:00:00+00:00"
--   "2026-01-05 11:01:00+00:00"
--   "2026-01-05 10:59:00+00:00"
--   "2026-01-05 10:01:01+00:00"
--   "2026-01-05 10:00:00+00:00"
--   "2026-01-05 10:01:00+00:00"
--   "2026-01-05 10:00:59+00:00"
--   "2026-01-05 00:00:00+00:00"
--   "2026-01-04 00:00:00+00:00"
--   "2026-02-01 00:00:00+00:00"
--   "2026-01-31 00:00:00+00:00"
--   "2026-04-01 00:00:00+00:00"
--   "2026-03-31 00:00:00+00:00"
--   "2026-01-01 00:00:00+00:00"
--   "2025-12-31 00:00:00+00:00"
--   "2026-01-01"
--   "2026-01-10"
SELECT (floor(extract(epoch
      FROM $1::timestamptz) / 86400) - floor(extract(epoch
      FROM $2::timestamptz) / 86400))::bigint AS "_c1", (floor(extract(epoch
      FROM $3::timestamptz) / 3600) - floor(extract(epoch
      FROM $4::timestamptz) / 3600))::bigint AS "_c2", (floor(extract(epoch
      FROM $5::timestamptz)) - floor(extract(epoch
      FROM $6::timestamptz)))::bigint AS "_c3", (floor(extract(epoch
      FROM $7::timestamptz) / 60) - floor(extract(epoch
      FROM $8::timestamptz) / 60))::bigint AS "_c4", (floor((floor(extract(epoch
          FROM $9::timestamptz) / 86400) + 3) / 7) - floor((floor(extract(epoch
          FROM $10::timestamptz) / 86400) + 3) / 7))::bigint AS "dateDiff('week', '2026-01-04', '2026-01-05')", ((EXTRACT(YEAR
      FROM $11::timestamptz) * 12 + EXTRACT(MONTH
      FROM $11::timestamptz)) - (EXTRACT(YEAR
      FROM $12::timestamptz) * 12 + EXTRACT(MONTH
      FROM $12::timestamptz)))::bigint AS "dateDiff('month', '2026-01-31', '2026-02-01')", ((EXTRACT(YEAR
      FROM $13::timestamptz) * 4 + EXTRACT(QUARTER
      FROM $13::timestamptz)) - (EXTRACT(YEAR
      FROM $14::timestamptz) * 4 + EXTRACT(QUARTER
      FROM $14::timestamptz)))::bigint AS "dateDiff('quarter', '2026-03-31', '2026-04-01')", (EXTRACT(YEAR
    FROM $15::timestamptz) - EXTRACT(YEAR
    FROM $16::timestamptz))::bigint AS "dateDiff('year', '2025-12-31', '2026-01-01')", (floor(extract(epoch
      FROM $17::date) / 86400) - floor(extract(epoch
      FROM $18::date) / 86400))::bigint AS "dateDiff('day', toDate('2026-01-10'), toDate('2026-01-01'))"
LIMIT 101

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
SELECT (($1::timestamptz) + ($2::bigint) * INTERVAL '1 month') AS "toDateTime('2026-01-31 10:00:00') + INTERVAL 1 MONTH", (($3::date) + ($2::bigint) * INTERVAL '1 month')::date AS "toDate('2026-01-31') + INTERVAL 1 MONTH", (($4::date) + ($2::bigint) * INTERVAL '1 year')::date AS "toDate('2024-02-29') + INTERVAL 1 YEAR", (("_t1"."timestamp") + ($5::bigint) * INTERVAL '1 minute') AS "timestamp - INTERVAL 90 MINUTE", (("_t1"."timestamp") + ($2::bigint) * INTERVAL '1 day') AS "timestamp + INTERVAL 1 DAY", ((("_t1"."timestamp")::date) + ($6::bigint) * INTERVAL '7 days')::date AS "toDate(timestamp) - INTERVAL 1 WEEK", (("_t1"."timestamp") + ($7::bigint) * INTERVAL '1 hour') AS "dateAdd('hour', 2, timestamp)", ((("_t1"."timestamp")::date) + ($6::bigint) * INTERVAL '1 day')::date AS "dateSub('day', 1, toDate(timestamp))", (("_t1"."timestamp") + ($8::bigint) * INTERVAL '1 second') AS "timestamp + 60", ((("_t1"."timestamp")::date) + ($2::bigint) * INTERVAL '1 day')::date AS "toDate(timestamp) + 1", (floor(extract(epoch
      FROM ("_t1"."timestamp")::date) / 86400) - floor(extract(epoch
      FROM $9::date) / 86400))::bigint AS "toDate(timestamp) - toDate('2026-01-01')", (floor(extract(epoch
      FROM "_t1"."timestamp")) - floor(extract(epoch
      FROM $10::timestamptz)))::bigint AS "timestamp - toDateTime('2026-01-05 10:00:00')", (("_t1"."timestamp") + ($7::bigint) * INTERVAL '3 months') AS "timestamp + INTERVAL 2 QUARTER", (("_t1"."timestamp") + ($11::bigint) * INTERVAL '1 second') AS "dateAdd(timestamp, INTERVAL 3 SECOND)", (("_t1"."timestamp") + ($2::bigint) * INTERVAL '1 hour') AS "INTERVAL 1 HOUR + timestamp"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $12::bigint) AND ("_t1"."uuid" = $13::text))
LIMIT 101

-- ==== interval with expression
-- source:
--   SELECT count() FROM events WHERE timestamp + INTERVAL toInt(properties.$screen_width) SECOND > '2026-01-05 10:30:00'
-- normalized:
--   SELECT count()
--   FROM events
--   WHERE timestamp + INTERVAL toInt(properties.$screen_width) SECOND > '2026-01-05 10:30:00'
-- columns: count() UInt64
-- args: 42, "$screen_width", "2026-01-05 10:30:00+00:00"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ((("_t1"."timestamp") + ((CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs((("_t1"."properties" ->> $2::text))::double precision) < 9223372036854775808 THEN (("_t1"."properties" ->> $2::text))::bigint END END)) * INTERVAL '1 second') > $3::timestamptz))
LIMIT 101

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
SELECT (date_trunc('second', now()) > $1::timestamptz) AS "now() > '2026-01-01'", (CURRENT_DATE >= $2::date) AS "today() >= toDate('2026-01-01')", (floor(extract(epoch
      FROM date_trunc('second', now()))) - floor(extract(epoch
      FROM date_trunc('second', now()))))::bigint AS "dateDiff('second', now(), now())", ((date_trunc('second', now()))::date = CURRENT_DATE) AS "toDate(now()) = today()"
LIMIT 101

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
-- args:
--   "-"
--   " "
--   ":"
--   "day "
--   " of "
--   ", "
--   ", weekday "
--   ", 100%"
--   42
--   "a0000000-0000-4000-8000-000000000002"
SELECT ((to_char("_t1"."timestamp", 'YYYY')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $1::text END) || (to_char("_t1"."timestamp", 'MM')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $1::text END) || (to_char("_t1"."timestamp", 'DD')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $2::text END) || (to_char("_t1"."timestamp", 'HH24')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $3::text END) || (to_char("_t1"."timestamp", 'MI')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $3::text END) || (to_char("_t1"."timestamp", 'SS'))) AS "formatDateTime(timestamp, '%Y-%m-%d %H:%i:%S')", ((to_char("_t1"."timestamp", 'YYYY-MM-DD')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $2::text END) || (to_char("_t1"."timestamp", 'HH24:MI:SS'))) AS "formatDateTime(timestamp, '%F %T')", ((CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $4::text END) || (to_char("_t1"."timestamp", 'DDD')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $5::text END) || (to_char("_t1"."timestamp", 'YYYY')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $6::text END) || (to_char("_t1"."timestamp", 'HH12')) || (to_char("_t1"."timestamp", 'AM')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $7::text END) || (to_char("_t1"."timestamp", 'ID')) || (CASE WHEN "_t1"."timestamp" IS NOT NULL THEN $8::text END)) AS "_c3"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $9::bigint) AND ("_t1"."uuid" = $10::text))
LIMIT 101

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
SELECT lower($1::text) AS "lower('AbC')", upper($1::text) AS "upper('AbC')", length($2::text) AS "length('héllo')", burrow_cap(COALESCE($3::text, '') || COALESCE(NULL, '') || COALESCE($4::text, '') || COALESCE(($5::bigint)::text, '')) AS "concat('a', NULL, 'b', 1)", substr($6::text, ($7::bigint)::integer, ($8::bigint)::integer) AS "substring('abcdef', 2, 3)", substr($6::text, ($8::bigint)::integer) AS "substring('abcdef', 3)", trim($9::text) AS "trim('  x  ')", ltrim($9::text) AS "trimLeft('  x  ')", rtrim($9::text) AS "trimRight('  x  ')", burrow_replace($10::text, $11::text, $12::text) AS "replaceAll('a-b-c', '-', '+')", strpos($13::text, $14::text) AS "position('hello', 'll')", strpos($13::text, $15::text) AS "position('hello', 'z')", (substr($13::text, 1, length($16::text)) = $16::text) AS "startsWith('hello', 'he')", (length($17::text) <= length($13::text) AND substr($13::text, length($13::text) - length($17::text) + 1) = $17::text) AS "endsWith('hello', 'lo')", (length($13::text) <= length($17::text) AND substr($17::text, length($17::text) - length($13::text) + 1) = $13::text) AS "endsWith('lo', 'hello')", ($18::text = '') AS "empty('')", ($18::text <> '') AS "notEmpty('')", ($19::text || ($5::bigint)::text) AS "'x' || 1"
LIMIT 101

-- ==== string escapes and comments
-- source:
--   -- leading comment
--   SELECT /* inline */ 'it''s', 'a\nb', 'tab\there', 'back\\slash', 'q\'s' -- trailing
-- normalized: SELECT 'it\'s', 'a\nb', 'tab\there', 'back\\slash', 'q\'s'
-- columns: 'it\'s' String, 'a\nb' String, 'tab\there' String, 'back\\slash' String, 'q\'s' String
-- args: "it's", "a\nb", "tab\there", "back\\slash", "q's"
SELECT $1::text AS "'it\'s'", $2::text AS "'a\nb'", $3::text AS "'tab\there'", $4::text AS "'back\\slash'", $5::text AS "'q\'s'"
LIMIT 101

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
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."uuid" = $2::text))
LIMIT 101

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
--   "$browser"
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
SELECT COALESCE(NULL, ("_t1"."properties" ->> $1::text), $2::text) AS "coalesce(NULL, properties.$browser, 'none')", COALESCE(("_t1"."properties" ->> $1::text), $2::text) AS "ifNull(properties.$browser, 'none')", CASE WHEN ("_t1"."event" = $3::text) THEN $4::text ELSE $5::text END AS "if(event = 'signup', 'yes', 'no')", CASE WHEN ("_t1"."event" = $3::text) THEN $6::bigint WHEN ("_t1"."event" = $7::text) THEN $8::bigint ELSE $9::bigint END AS "multiIf(event = 'signup', 1, event = 'purchase', 2, 3)", NULLIF("_t1"."event", $3::text) AS "nullIf(event, 'signup')", ("_t2"."uuid" IS NULL) AS "isNull(person_id)", ("_t2"."uuid" IS NOT NULL) AS "isNotNull(person_id)", COALESCE("_t2"."uuid", $10::text) AS "coalesce(person_id, '')"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $11::bigint))
WHERE (("_t1"."team_id" = $11::bigint) AND ("_t1"."uuid" = $12::text))
LIMIT 101

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
SELECT (sign($1::double precision) * floor(abs($1::double precision) + 0.5)) AS "round(2.5)", (sign($2::double precision) * floor(abs($2::double precision) + 0.5)) AS "round(-2.5)", (sign($3::double precision * $4::double precision) * floor(abs($3::double precision * $4::double precision) + 0.5) / $4::double precision) AS "round(2.675, 2)", (sign($5::double precision / $4::double precision) * floor(abs($5::double precision / $4::double precision) + 0.5) * $4::double precision) AS "round(1234.5, -2)", $6::bigint AS "round(7)", floor($7::double precision) AS "floor(2.7)", ceil($8::double precision) AS "ceil(2.1)", abs($9::bigint) AS "abs(-3)", abs($2::double precision) AS "abs(-2.5)", floor($2::double precision) AS "floor(-2.5)", (sign(("_t1"."duration" / $6::bigint) * $10::double precision) * floor(abs(("_t1"."duration" / $6::bigint) * $10::double precision) + 0.5) / $10::double precision) AS "round(duration / 7, 3)"
FROM "session_recordings" AS "_t1"
WHERE (("_t1"."team_id" = $11::bigint) AND ("_t1"."session_id" = $12::text))
LIMIT 101

-- ==== url helpers
-- source:
--   SELECT domain(properties.$current_url) AS d, path(properties.$current_url) AS p FROM events WHERE properties.$current_url IS NOT NULL ORDER BY timestamp
-- normalized:
--   SELECT domain(properties.$current_url) AS d, path(properties.$current_url) AS p
--   FROM events
--   WHERE properties.$current_url IS NOT NULL
--   ORDER BY timestamp
-- columns: d Nullable(String), p Nullable(String)
-- args: "$current_url", 42
SELECT (SELECT CASE WHEN strpos(h, ':') > 0 THEN substr(h, 1, strpos(h, ':') - 1) ELSE h END
  FROM (SELECT CASE WHEN strpos(h0, '@') > 0 THEN substr(h0, strpos(h0, '@') + 1) ELSE h0 END AS h
    FROM (SELECT substr(r, 1, strpos(replace(replace(r, '?', '/'), '#', '/') || '/', '/') - 1) AS h0
      FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
        FROM (SELECT ("_t1"."properties" ->> $1::text) AS u) AS "_d1") AS "_d2") AS "_d3") AS "_d4") AS "d", (SELECT CASE WHEN strpos(r2, '/') > 0 THEN substr(r2, strpos(r2, '/')) ELSE '' END
  FROM (SELECT substr(r, 1, strpos(replace(r, '#', '?') || '?', '?') - 1) AS r2
    FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
      FROM (SELECT ("_t1"."properties" ->> $1::text) AS u) AS "_d1") AS "_d2") AS "_d3") AS "p"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND (("_t1"."properties" ->> $1::text) IS NOT NULL))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ==== url helpers in group by
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
-- args: "none", "price", 42
SELECT "_t1"."uuid" AS "uuid", row_number() OVER (PARTITION BY "_t1"."distinct_id"
  ORDER BY "_t1"."timestamp" NULLS LAST) AS "rn", rank() OVER (ORDER BY "_t1"."event" COLLATE "C" NULLS LAST) AS "r", dense_rank() OVER (ORDER BY "_t1"."event" COLLATE "C" NULLS LAST) AS "dr", lag("_t1"."event", 1) OVER (ORDER BY "_t1"."timestamp" NULLS LAST) AS "prev", lead("_t1"."event", 1, $1::text) OVER (ORDER BY "_t1"."timestamp" NULLS LAST) AS "next", COUNT(*) OVER (PARTITION BY "_t1"."event") AS "per_event", SUM((CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $2::text))::double precision END)) OVER (ORDER BY "_t1"."timestamp" NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS "running"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $3::bigint)
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

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
SELECT "_t1"."event" AS "event", COUNT(*) AS "c", SUM(COUNT(*)) OVER () AS "total", first_value("_t1"."event") OVER (ORDER BY COUNT(*) DESC NULLS LAST, "_t1"."event" COLLATE "C" NULLS LAST) AS "top"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t1"."event"
ORDER BY "_t1"."event" COLLATE "C" NULLS LAST
LIMIT 101

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
FROM "session_recordings" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."session_id" COLLATE "C" NULLS LAST
LIMIT 101

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
FROM "plugin_log_entries" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."plugin_config_id" = $2::bigint))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ==== persons
-- source: SELECT uuid, is_identified, created_at, properties.age FROM persons ORDER BY created_at
-- normalized: SELECT uuid, is_identified, created_at, properties.age FROM persons ORDER BY created_at
-- columns: uuid String, is_identified Bool, created_at DateTime, properties.age Nullable(String)
-- args: "age", 42
SELECT "_t1"."uuid" AS "uuid", "_t1"."is_identified" AS "is_identified", "_t1"."created_at" AS "created_at", ("_t1"."properties" ->> $1::text) AS "properties.age"
FROM "persons" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
ORDER BY "_t1"."created_at" NULLS LAST
LIMIT 101

-- ==== json column
-- source: SELECT properties FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000006'
-- normalized: SELECT properties FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000006'
-- columns: properties JSON
-- args: 42, "a0000000-0000-4000-8000-000000000006"
SELECT "_t1"."properties" AS "properties"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."uuid" = $2::text))
LIMIT 101

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
SELECT SUM("_t1"."click_count") AS "sum(click_count)", AVG("_t1"."duration") AS "avg(duration)", MIN("_t1"."start_time") AS "min(start_time)", MAX("_t1"."duration") AS "max(duration)", MIN("_t1"."session_id" COLLATE "C") AS "any(session_id)", COUNT(*) FILTER (WHERE ("_t1"."click_count" > $1::bigint)) AS "countIf(click_count > 1)", SUM("_t1"."click_count") FILTER (WHERE ("_t1"."duration" > $2::bigint)) AS "sumIf(click_count, duration > 100)", AVG("_t1"."duration") FILTER (WHERE ("_t1"."click_count" > $1::bigint)) AS "avgIf(duration, click_count > 1)", MIN("_t1"."session_id" COLLATE "C") FILTER (WHERE ("_t1"."click_count" = $1::bigint)) AS "minIf(session_id, click_count = 1)", MAX("_t1"."duration") FILTER (WHERE ("_t1"."click_count" > $2::bigint)) AS "maxIf(duration, click_count > 100)", COUNT(DISTINCT "_t1"."distinct_id") FILTER (WHERE ("_t1"."duration" > $3::bigint)) AS "uniqIf(distinct_id, duration > 0)", MIN("_t1"."session_id" COLLATE "C") AS "min(session_id)", bool_or(("_t2"."is_identified" = FALSE)) AS "max(is_identified = FALSE)", MIN("_t1"."session_id" COLLATE "C") FILTER (WHERE ("_t1"."click_count" = $1::bigint)) AS "anyIf(session_id, click_count = 1)"
FROM "session_recordings" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (((CASE WHEN "_t2"."uuid" ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN ("_t2"."uuid")::double precision END) = $3::bigint) AND ("_t2"."team_id" = $4::bigint))
WHERE ("_t1"."team_id" = $4::bigint)
LIMIT 101

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
SELECT "_t1"."uuid" AS "uuid", last_value("_t1"."event") OVER (PARTITION BY "_t1"."distinct_id"
  ORDER BY "_t1"."timestamp" NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS "_c2"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."distinct_id" IN ($2::text, $3::text)))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ==== sum distinct
-- source: SELECT sum(DISTINCT toInt(properties.$screen_width)) FROM events
-- normalized: SELECT sum(DISTINCT toInt(properties.$screen_width)) FROM events
-- columns: "sum(DISTINCT toInt(properties.$screen_width))" Nullable(Int64)
-- args: "$screen_width", 42
SELECT SUM(DISTINCT (CASE WHEN ("_t1"."properties" ->> $1::text) ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs((("_t1"."properties" ->> $1::text))::double precision) < 9223372036854775808 THEN (("_t1"."properties" ->> $1::text))::bigint END END)) AS "sum(DISTINCT toInt(properties.$screen_width))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
LIMIT 101

-- ==== alias in where
-- source: SELECT toDate(timestamp) AS day, count() FROM events WHERE day = '2026-01-05' GROUP BY day
-- normalized: SELECT toDate(timestamp) AS day, count() FROM events WHERE day = '2026-01-05' GROUP BY day
-- columns: day Date, count() UInt64
-- args: 42, "2026-01-05"
SELECT ("_t1"."timestamp")::date AS "day", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t1"."timestamp")::date = $2::date))
GROUP BY 1
LIMIT 101

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
SELECT ("_t1"."timestamp")::date AS "timestamp", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY 1
ORDER BY 1 NULLS LAST
LIMIT 2

-- ==== group by position
-- source: SELECT event, count() FROM events GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1
-- normalized: SELECT event, count() FROM events GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1
-- columns: event String, count() UInt64
-- args: 42
SELECT "_t1"."event" AS "event", COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY 1
ORDER BY 2 DESC NULLS LAST, "_t1"."event" COLLATE "C" NULLS LAST
LIMIT 1

-- ==== concat operator
-- source:
--   SELECT event || '-' || distinct_id FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- normalized:
--   SELECT event || '-' || distinct_id
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- columns: "event || '-' || distinct_id" String
-- args: "-", 42, "a0000000-0000-4000-8000-000000000003"
SELECT (("_t1"."event" || $1::text) || "_t1"."distinct_id") AS "event || '-' || distinct_id"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."uuid" = $3::text))
LIMIT 101

-- ==== with expression
-- source: WITH 'Chrome' AS br SELECT count() FROM events WHERE properties.$browser = br
-- normalized: WITH 'Chrome' AS br SELECT count() FROM events WHERE properties.$browser = br
-- columns: count() UInt64
-- args: 42, "$browser", "Chrome"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t1"."properties" ->> $2::text) = $3::text))
LIMIT 101

-- ==== created after timestamp
-- source: SELECT count() FROM events WHERE created_at > timestamp
-- normalized: SELECT count() FROM events WHERE created_at > timestamp
-- columns: count() UInt64
-- args: 42
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."created_at" > "_t1"."timestamp"))
LIMIT 101

-- ==== in list of dates
-- source: SELECT count() FROM events WHERE toDate(timestamp) IN ('2026-01-05', '2026-01-06')
-- normalized: SELECT count() FROM events WHERE toDate(timestamp) IN ('2026-01-05', '2026-01-06')
-- columns: count() UInt64
-- args: 42, "2026-01-05", "2026-01-06"
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t1"."timestamp")::date IN ($2::date, $3::date)))
LIMIT 101

-- ==== bool column
-- source: SELECT count() FROM persons WHERE is_identified AND NOT is_identified = false OR 0
-- normalized: SELECT count() FROM persons WHERE is_identified AND NOT is_identified = FALSE OR 0
-- columns: count() UInt64
-- args: 42, 0
SELECT COUNT(*) AS "count()"
FROM "persons" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t1"."is_identified" AND (NOT ("_t1"."is_identified" = FALSE))) OR ($2::bigint <> $2::bigint)))
LIMIT 101

-- ==== select without from
-- source: SELECT 'x' AS a, NULL AS n, TRUE
-- normalized: SELECT 'x' AS a, NULL AS n, TRUE
-- columns: a String, n Nullable(Nothing), TRUE Bool
-- args: "x"
SELECT $1::text AS "a", NULL AS "n", TRUE AS "TRUE" LIMIT 101

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
FROM "person_distinct_ids" AS "_t1"
LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = $1::bigint))
JOIN "persons" AS "_t2" ON (("_t2"."uuid" = "_t3"."uuid") AND ("_t2"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."distinct_id" = $2::text))
LIMIT 101

-- ==== hex and float literals
-- source: SELECT 0x10, 1e3, .5
-- normalized: SELECT 16, 1000.0, 0.5
-- columns: 16 Int64, 1000.0 Float64, 0.5 Float64
-- args: 16, 1000.0, 0.5
SELECT $1::bigint AS "16", $2::double precision AS "1000.0", $3::double precision AS "0.5" LIMIT 101

-- ==== person id is the uuid
-- source: SELECT id FROM persons ORDER BY created_at
-- normalized: SELECT id FROM persons ORDER BY created_at
-- columns: id String
-- args: 42
SELECT "_t1"."uuid" AS "id"
FROM "persons" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."created_at" NULLS LAST
LIMIT 101

-- ==== events person_id
-- source: SELECT person_id, count() FROM events GROUP BY person_id ORDER BY person_id NULLS FIRST
-- normalized: SELECT person_id, count() FROM events GROUP BY person_id ORDER BY person_id NULLS FIRST
-- columns: person_id Nullable(String), count() UInt64
-- args: 42
SELECT "_t2"."uuid" AS "person_id", COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $1::bigint))
WHERE ("_t1"."team_id" = $1::bigint)
GROUP BY "_t2"."uuid"
ORDER BY "_t2"."uuid" COLLATE "C" NULLS FIRST
LIMIT 101

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
-- args: "name", 42
SELECT ("_t2"."properties" ->> $1::text) AS "p.properties.name", COUNT(*) AS "count()"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = $2::bigint))
JOIN "persons" AS "_t2" ON (("_t2"."uuid" = "_t3"."uuid") AND ("_t2"."team_id" = $2::bigint))
WHERE ("_t1"."team_id" = $2::bigint)
GROUP BY 1
ORDER BY ("_t2"."properties" ->> $1::text) COLLATE "C" NULLS LAST
LIMIT 101

-- ==== person_distinct_ids person_id
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
-- args: "name", 42, "a0000000-0000-4000-8000-000000000002"
SELECT "_t2"."distinct_id" AS "distinct_id", "_t3"."uuid" AS "person_id", ("_t3"."properties" ->> $1::text) AS "pdi.person.properties.name"
FROM "events" AS "_t1"
LEFT JOIN "person_distinct_ids" AS "_t2" ON (("_t2"."distinct_id" = "_t1"."distinct_id") AND ("_t2"."team_id" = $2::bigint))
LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t2"."person_id") AND ("_t3"."team_id" = $2::bigint))
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."uuid" = $3::text))
LIMIT 101

-- ==== events.poe
-- source:
--   SELECT poe.id, poe.properties.email FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000004'
-- normalized:
--   SELECT poe.id, poe.properties.email
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000004'
-- columns: id Nullable(String), poe.properties.email Nullable(String)
-- args: "email", 42, "a0000000-0000-4000-8000-000000000004"
SELECT "_t2"."uuid" AS "id", ("_t2"."properties" ->> $1::text) AS "poe.properties.email"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $2::bigint))
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."uuid" = $3::text))
LIMIT 101

-- ==== events.person.id
-- source: SELECT person.id FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- normalized: SELECT person.id FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- columns: id Nullable(String)
-- args: 42, "a0000000-0000-4000-8000-000000000001"
SELECT "_t2"."uuid" AS "id"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t2" ON (("_t2"."id" = "_t1"."person_id") AND ("_t2"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."uuid" = $2::text))
LIMIT 101

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
FROM "sessions" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."session_id" COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT "_t1"."session_id" AS "session_id", (SELECT CASE WHEN strpos(h, ':') > 0 THEN substr(h, 1, strpos(h, ':') - 1) ELSE h END
  FROM (SELECT CASE WHEN strpos(h0, '@') > 0 THEN substr(h0, strpos(h0, '@') + 1) ELSE h0 END AS h
    FROM (SELECT substr(r, 1, strpos(replace(replace(r, '?', '/'), '#', '/') || '/', '/') - 1) AS h0
      FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
        FROM (SELECT "_t1"."entry_current_url" AS u) AS "_d1") AS "_d2") AS "_d3") AS "_d4") AS "$entry_hostname", (SELECT CASE WHEN strpos(h, ':') > 0 THEN substr(h, 1, strpos(h, ':') - 1) ELSE h END
  FROM (SELECT CASE WHEN strpos(h0, '@') > 0 THEN substr(h0, strpos(h0, '@') + 1) ELSE h0 END AS h
    FROM (SELECT substr(r, 1, strpos(replace(replace(r, '?', '/'), '#', '/') || '/', '/') - 1) AS h0
      FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
        FROM (SELECT "_t1"."end_current_url" AS u) AS "_d1") AS "_d2") AS "_d3") AS "_d4") AS "$end_hostname", "_t1"."end_current_url" AS "$exit_current_url", "_t1"."end_pathname" AS "$exit_pathname", "_t1"."duration" AS "duration"
FROM "sessions" AS "_t1"
WHERE ("_t1"."team_id" = $1::bigint)
ORDER BY "_t1"."session_id" COLLATE "C" NULLS LAST
LIMIT 101

-- ==== session.$entry_hostname
-- source: SELECT DISTINCT session.$entry_hostname FROM events WHERE $session_id = 's1'
-- normalized: SELECT DISTINCT session.$entry_hostname FROM events WHERE $session_id = 's1'
-- columns: session.$entry_hostname Nullable(String)
-- args: 42, "s1"
SELECT DISTINCT (SELECT CASE WHEN strpos(h, ':') > 0 THEN substr(h, 1, strpos(h, ':') - 1) ELSE h END
  FROM (SELECT CASE WHEN strpos(h0, '@') > 0 THEN substr(h0, strpos(h0, '@') + 1) ELSE h0 END AS h
    FROM (SELECT substr(r, 1, strpos(replace(replace(r, '?', '/'), '#', '/') || '/', '/') - 1) AS h0
      FROM (SELECT CASE WHEN strpos(u, '://') > 0 THEN substr(u, strpos(u, '://') + 3) ELSE u END AS r
        FROM (SELECT "_t2"."entry_current_url" AS u) AS "_d1") AS "_d2") AS "_d3") AS "_d4") AS "session.$entry_hostname"
FROM "events" AS "_t1"
LEFT JOIN "sessions" AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."session_id" = $2::text))
LIMIT 101

-- ==== events issue_id
-- source: SELECT issue_id FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- normalized: SELECT issue_id FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- columns: issue_id Nullable(String)
-- args: "$exception_issue_id", 42, "a0000000-0000-4000-8000-000000000001"
SELECT ("_t1"."properties" ->> $1::text) AS "issue_id"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."uuid" = $3::text))
LIMIT 101

-- ==== sessions id
-- source: SELECT id FROM sessions WHERE session_id = 's2'
-- normalized: SELECT id FROM sessions WHERE session_id = 's2'
-- columns: id String
-- args: 42, "s2"
SELECT "_t1"."session_id" AS "id"
FROM "sessions" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."session_id" = $2::text))
LIMIT 101

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
LEFT JOIN "sessions" AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."session_id" IS NOT NULL))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ==== bounce rate
-- source:
--   SELECT countIf(session.$is_bounce) / uniq($session_id) FROM events WHERE $session_id IS NOT NULL
-- normalized:
--   SELECT countIf(session.$is_bounce) / uniq($session_id)
--   FROM events
--   WHERE $session_id IS NOT NULL
-- columns: "countIf(session.$is_bounce) / uniq($session_id)" Nullable(Float64)
-- args: 42
SELECT ((COUNT(*) FILTER (WHERE "_t2"."is_bounce"))::double precision / NULLIF(COUNT(DISTINCT "_t1"."session_id"), 0)) AS "countIf(session.$is_bounce) / uniq($session_id)"
FROM "events" AS "_t1"
LEFT JOIN "sessions" AS "_t2" ON (("_t2"."session_id" = "_t1"."session_id") AND ("_t2"."team_id" = $1::bigint))
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."session_id" IS NOT NULL))
LIMIT 101

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
SELECT "_t1"."session_id" AS "session_id", "_t1"."start_time" AS "min_first_timestamp", "_t1"."end_time" AS "max_last_timestamp", "_t1"."start_url" AS "first_url", "_t1"."click_count" AS "click_count", ("_t1"."active_seconds" * $1::bigint) AS "active_milliseconds"
FROM "session_recordings" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
ORDER BY "_t1"."session_id" COLLATE "C" NULLS LAST
LIMIT 101

-- ==== elements_chain
-- source: SELECT elements_chain FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000008'
-- normalized: SELECT elements_chain FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000008'
-- columns: elements_chain String
-- args: "$elements_chain", "", 42, "a0000000-0000-4000-8000-000000000008"
SELECT COALESCE(("_t1"."properties" ->> $1::text), $2::text) AS "elements_chain"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $3::bigint) AND ("_t1"."uuid" = $4::text))
LIMIT 101

-- ==== numbers(n)
-- source: SELECT number FROM numbers(3)
-- normalized: SELECT number FROM numbers(3)
-- columns: number Int64
-- args: 0, 2
SELECT "_t1"."number" AS "number"
FROM (SELECT generate_series($1::bigint, $2::bigint) AS "number") AS "_t1"
LIMIT 101

-- ==== numbers(a, b)
-- source: SELECT sum(number), count() FROM numbers(5, 10)
-- normalized: SELECT sum(number), count() FROM numbers(5, 10)
-- columns: sum(number) Nullable(Int64), count() UInt64
-- args: 5, 9
SELECT SUM("_t1"."number") AS "sum(number)", COUNT(*) AS "count()"
FROM (SELECT generate_series($1::bigint, $2::bigint) AS "number") AS "_t1"
LIMIT 101

-- ==== numbers of a constant expression
-- source:
--   SELECT count(), min(number), max(number) FROM numbers(dateDiff('day', toDateTime('2026-01-01 00:00:00'), toDateTime('2026-01-31 12:00:00')) + 1)
-- normalized:
--   SELECT count(), min(number), max(number)
--   FROM numbers(dateDiff('day', toDateTime('2026-01-01 00:00:00'), toDateTime('2026-01-31 12:00:00')) + 1)
-- columns: count() UInt64, min(number) Nullable(Int64), max(number) Nullable(Int64)
-- args: 0, 30
SELECT COUNT(*) AS "count()", MIN("_t1"."number") AS "min(number)", MAX("_t1"."number") AS "max(number)"
FROM (SELECT generate_series($1::bigint, $2::bigint) AS "number") AS "_t1"
LIMIT 101

-- ==== numbers of folded bounds
-- source:
--   SELECT sum(number) FROM numbers(2 * 3 - 1, intDiv(21, 2) + dateDiff('month', toDate('2025-11-15'), toDate('2026-01-01')))
-- normalized:
--   SELECT sum(number)
--   FROM numbers(2 * 3 - 1, intDiv(21, 2) + dateDiff('month', toDate('2025-11-15'), toDate('2026-01-01')))
-- columns: sum(number) Nullable(Int64)
-- args: 5, 11
SELECT SUM("_t1"."number") AS "sum(number)"
FROM (SELECT generate_series($1::bigint, $2::bigint) AS "number") AS "_t1"
LIMIT 101

-- ==== numbers empty
-- source: SELECT count() FROM numbers(5, 5)
-- normalized: SELECT count() FROM numbers(5, 5)
-- columns: count() UInt64
-- args: 5, 4
SELECT COUNT(*) AS "count()"
FROM (SELECT generate_series($1::bigint, $2::bigint) AS "number") AS "_t1"
LIMIT 101

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
-- args: 0, 1, 42
SELECT "_t1"."number" AS "number", COUNT("_t2"."uuid") AS "count(e.uuid)"
FROM (SELECT generate_series($1::bigint, $2::bigint) AS "number") AS "_t1"
LEFT JOIN "events" AS "_t2" ON ((EXTRACT(HOUR
      FROM "_t2"."timestamp")::bigint = "_t1"."number") AND ("_t2"."team_id" = $3::bigint))
GROUP BY "_t1"."number"
ORDER BY 1 NULLS LAST
LIMIT 101

-- ==== trailing semicolon and comment
-- source:
--   -- first
--   SELECT count() FROM events;  -- done
-- normalized: SELECT count() FROM events
-- columns: count() UInt64
-- args: 42
SELECT COUNT(*) AS "count()" FROM "events" AS "_t1" WHERE ("_t1"."team_id" = $1::bigint) LIMIT 101

-- ==== cross join
-- source: SELECT count() FROM events CROSS JOIN numbers(2)
-- normalized: SELECT count() FROM events CROSS JOIN numbers(2)
-- columns: count() UInt64
-- args: 0, 1, 42
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
CROSS JOIN (SELECT generate_series($1::bigint, $2::bigint) AS "number") AS "_t2"
WHERE ("_t1"."team_id" = $3::bigint)
LIMIT 101

-- ==== comma join
-- source:
--   SELECT p.properties.name FROM events e, persons p WHERE e.person_id = p.id AND e.event = 'signup'
-- normalized:
--   SELECT p.properties.name
--   FROM events AS e
--   CROSS JOIN persons AS p
--   WHERE e.person_id = p.id AND e.event = 'signup'
-- columns: p.properties.name Nullable(String)
-- args: "name", 42, "signup"
SELECT ("_t2"."properties" ->> $1::text) AS "p.properties.name"
FROM "events" AS "_t1"
LEFT JOIN "persons" AS "_t3" ON (("_t3"."id" = "_t1"."person_id") AND ("_t3"."team_id" = $2::bigint))
JOIN "persons" AS "_t2" ON ("_t2"."team_id" = $2::bigint)
WHERE (("_t1"."team_id" = $2::bigint) AND (("_t3"."uuid" = "_t2"."uuid") AND ("_t1"."event" = $3::text)))
LIMIT 101

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
SELECT "_t1"."uuid" AS "uuid", row_number() OVER (ORDER BY "_t1"."timestamp" NULLS LAST) AS "row_number() OVER w", COUNT(*) OVER (ORDER BY "_t1"."timestamp" NULLS LAST) AS "count() OVER w"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."distinct_id" = $2::text))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

-- ==== inline alias
-- source:
--   SELECT (event AS e) = 'signup', upper(e) FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- normalized:
--   SELECT (event AS e) = 'signup', upper(e)
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- columns: "(event AS e) = 'signup'" Bool, upper(e) String
-- args: "signup", 42, "a0000000-0000-4000-8000-000000000003"
SELECT ("_t1"."event" = $1::text) AS "(event AS e) = 'signup'", upper("_t1"."event") AS "upper(e)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."uuid" = $3::text))
LIMIT 101

-- ==== ternary
-- source:
--   SELECT event = 'signup' ? 'yes' : 'no' FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- normalized:
--   SELECT if(event = 'signup', 'yes', 'no')
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000003'
-- columns: "if(event = 'signup', 'yes', 'no')" String
-- args: "signup", "yes", "no", 42, "a0000000-0000-4000-8000-000000000003"
SELECT CASE WHEN ("_t1"."event" = $1::text) THEN $2::text ELSE $3::text END AS "if(event = 'signup', 'yes', 'no')"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $4::bigint) AND ("_t1"."uuid" = $5::text))
LIMIT 101

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
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND (("_t1"."distinct_id", "_t1"."timestamp") IN (SELECT "_t2"."distinct_id" AS "distinct_id", MIN("_t2"."timestamp") AS "min(timestamp)"
      FROM "events" AS "_t2"
      WHERE ("_t2"."team_id" = $1::bigint)
      GROUP BY "_t2"."distinct_id")))
LIMIT 101

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
-- args: 1, 2, 3, 10, 20, 30, "a", "b", "c", 0, 5, 4
SELECT (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t1"."key" - 1) IS NOT NULL THEN (("_t1"."value")::bigint + ("_t2"."value")::bigint) END
      ORDER BY ("_t1"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint)) WITH ORDINALITY AS "_t1"("value", "key")
  JOIN jsonb_array_elements_text(jsonb_build_array($4::bigint, $5::bigint, $6::bigint)) WITH ORDINALITY AS "_t2"("value", "key") ON ("_t2"."key" - 1) = ("_t1"."key" - 1)) AS "arrayMap((x, y) -> x + y, [1, 2, 3], [10, 20, 30])", (SELECT COALESCE(jsonb_agg("_t3"."value"
      ORDER BY ("_t3"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($7::text, $8::text, $9::text)) WITH ORDINALITY AS "_t3"("value", "key")
  JOIN jsonb_array_elements_text(jsonb_build_array($1::bigint, $10::bigint, $2::bigint)) WITH ORDINALITY AS "_t4"("value", "key") ON ("_t4"."key" - 1) = ("_t3"."key" - 1)
  WHERE (("_t4"."value")::bigint > $10::bigint)) AS "arrayFilter((x, y) -> y > 0, ['a', 'b', 'c'], [1, 0, 2])", EXISTS (SELECT 1
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint)) WITH ORDINALITY AS "_t5"("value", "key")
  JOIN jsonb_array_elements_text(jsonb_build_array($2::bigint, $2::bigint)) WITH ORDINALITY AS "_t6"("value", "key") ON ("_t6"."key" - 1) = ("_t5"."key" - 1)
  WHERE (("_t5"."value")::bigint = ("_t6"."value")::bigint)) AS "arrayExists((x, y) -> x = y, [1, 2], [2, 2])", NOT EXISTS (SELECT 1
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint)) WITH ORDINALITY AS "_t7"("value", "key")
  JOIN jsonb_array_elements_text(jsonb_build_array($2::bigint, $1::bigint)) WITH ORDINALITY AS "_t8"("value", "key") ON ("_t8"."key" - 1) = ("_t7"."key" - 1)
  WHERE NOT COALESCE((("_t7"."value")::bigint < ("_t8"."value")::bigint), FALSE)) AS "arrayAll((x, y) -> x < y, [1, 2], [2, 1])", (SELECT count(*)
  FROM jsonb_array_elements_text(jsonb_build_array($3::bigint, $1::bigint, $11::bigint)) WITH ORDINALITY AS "_t9"("value", "key")
  JOIN jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint)) WITH ORDINALITY AS "_t10"("value", "key") ON ("_t10"."key" - 1) = ("_t9"."key" - 1)
  WHERE (("_t9"."value")::bigint > ("_t10"."value")::bigint)) AS "arrayCount((x, y) -> x > y, [3, 1, 5], [1, 2, 3])", (SELECT COALESCE(sum(CASE WHEN ("_t11"."key" - 1) IS NOT NULL THEN (("_t11"."value")::bigint * ("_t12"."value")::bigint) END), 0)
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint)) WITH ORDINALITY AS "_t11"("value", "key")
  JOIN jsonb_array_elements_text(jsonb_build_array($3::bigint, $12::bigint)) WITH ORDINALITY AS "_t12"("value", "key") ON ("_t12"."key" - 1) = ("_t11"."key" - 1)) AS "arraySum((x, y) -> x * y, [1, 2], [3, 4])", (SELECT "_t13"."value"
  FROM jsonb_array_elements_text(jsonb_build_array($7::text, $8::text)) WITH ORDINALITY AS "_t13"("value", "key")
  JOIN jsonb_array_elements_text(jsonb_build_array(FALSE, TRUE)) WITH ORDINALITY AS "_t14"("value", "key") ON ("_t14"."key" - 1) = ("_t13"."key" - 1)
  WHERE ("_t14"."value")::boolean
  ORDER BY ("_t13"."key" - 1)
  LIMIT 1) AS "arrayFirst((x, y) -> y, ['a', 'b'], [FALSE, TRUE])", (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t15"."key" - 1) IS NOT NULL THEN burrow_cap(COALESCE("_t15"."value", '') || COALESCE("_t16"."value", '') || COALESCE("_t17"."value", '')) END
      ORDER BY ("_t15"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($7::text)) WITH ORDINALITY AS "_t15"("value", "key")
  JOIN jsonb_array_elements_text(jsonb_build_array($8::text)) WITH ORDINALITY AS "_t16"("value", "key") ON ("_t16"."key" - 1) = ("_t15"."key" - 1)
  JOIN jsonb_array_elements_text(jsonb_build_array($9::text)) WITH ORDINALITY AS "_t17"("value", "key") ON ("_t17"."key" - 1) = ("_t15"."key" - 1)) AS "arrayMap((x, y, z) -> concat(x, y, z), ['a'], ['b'], ['c'])"
LIMIT 101

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
-- args:
--   4
--   ":"
--   "$current_url"
--   "/"
--   0
--   99999
--   1
--   5
--   2
--   3
--   10
--   42
--   "a0000000-0000-4000-8000-000000000001"
SELECT (CASE WHEN $1::bigint > 0 THEN ((SELECT COALESCE(jsonb_agg(CASE WHEN ("_t2"."key" - 1) IS NOT NULL THEN burrow_cap(COALESCE((("_t3"."value")::bigint)::text, '') || COALESCE($2::text, '') || COALESCE("_t2"."value", '')) END
          ORDER BY ("_t2"."key" - 1)), '[]'::jsonb)
      FROM jsonb_array_elements_text(to_jsonb(CASE WHEN ("_t1"."properties" ->> $3::text) = '' THEN ARRAY['']::text[] ELSE string_to_array(("_t1"."properties" ->> $3::text), $4::text) END)) WITH ORDINALITY AS "_t2"("value", "key")
      JOIN jsonb_array_elements_text((SELECT COALESCE(jsonb_agg("_r"."number"
              ORDER BY "_r"."number"), '[]'::jsonb)
          FROM (SELECT generate_series($5::bigint, $6::bigint) AS "number") AS "_r"
          WHERE "_r"."number" >= $7::bigint AND "_r"."number" < $8::bigint)) WITH ORDINALITY AS "_t3"("value", "key") ON ("_t3"."key" - 1) = ("_t2"."key" - 1)) ->> ($1::bigint - 1)::integer) WHEN $1::bigint < 0 THEN ((SELECT COALESCE(jsonb_agg(CASE WHEN ("_t2"."key" - 1) IS NOT NULL THEN burrow_cap(COALESCE((("_t3"."value")::bigint)::text, '') || COALESCE($2::text, '') || COALESCE("_t2"."value", '')) END
          ORDER BY ("_t2"."key" - 1)), '[]'::jsonb)
      FROM jsonb_array_elements_text(to_jsonb(CASE WHEN ("_t1"."properties" ->> $3::text) = '' THEN ARRAY['']::text[] ELSE string_to_array(("_t1"."properties" ->> $3::text), $4::text) END)) WITH ORDINALITY AS "_t2"("value", "key")
      JOIN jsonb_array_elements_text((SELECT COALESCE(jsonb_agg("_r"."number"
              ORDER BY "_r"."number"), '[]'::jsonb)
          FROM (SELECT generate_series($5::bigint, $6::bigint) AS "number") AS "_r"
          WHERE "_r"."number" >= $7::bigint AND "_r"."number" < $8::bigint)) WITH ORDINALITY AS "_t3"("value", "key") ON ("_t3"."key" - 1) = ("_t2"."key" - 1)) ->> ($1::bigint)::integer) END) AS "_c1", (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t4"."key" - 1) IS NOT NULL THEN (("_t4"."value")::bigint + ("_t5"."value")::bigint) END
      ORDER BY ("_t4"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($7::bigint, $9::bigint, $10::bigint)) WITH ORDINALITY AS "_t4"("value", "key")
  JOIN jsonb_array_elements_text(jsonb_build_array($11::bigint)) WITH ORDINALITY AS "_t5"("value", "key") ON ("_t5"."key" - 1) = ("_t4"."key" - 1)) AS "arrayMap((x, y) -> x + y, [1, 2, 3], [10])"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $12::bigint) AND ("_t1"."uuid" = $13::text))
LIMIT 101

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
-- args: 1, 2, 3, 4, -1, -2, 0, "a.b.c", "."
SELECT (SELECT COALESCE(jsonb_agg(("_e1"."value")::bigint
      ORDER BY ("_e1"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e1"("value", "key")
  WHERE ("_e1"."key" - 1) >= (CASE WHEN $2::bigint > 0 THEN $2::bigint - 1 WHEN $2::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e2"("value", "key")) + $2::bigint ELSE (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e3"("value", "key")) END) AND ("_e1"."key" - 1) <= (CASE WHEN $3::bigint > 0 THEN $3::bigint - 1 WHEN $3::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e4"("value", "key")) + $3::bigint ELSE -1 END)) AS "[1, 2, 3, 4][2:3]", (SELECT COALESCE(jsonb_agg(("_e5"."value")::bigint
      ORDER BY ("_e5"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e5"("value", "key")
  WHERE ("_e5"."key" - 1) >= (CASE WHEN $1::bigint > 0 THEN $1::bigint - 1 WHEN $1::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e6"("value", "key")) + $1::bigint ELSE (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e7"("value", "key")) END) AND ("_e5"."key" - 1) <= (CASE WHEN $2::bigint > 0 THEN $2::bigint - 1 WHEN $2::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e8"("value", "key")) + $2::bigint ELSE -1 END)) AS "[1, 2, 3, 4][:2]", (SELECT COALESCE(jsonb_agg(("_e9"."value")::bigint
      ORDER BY ("_e9"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e9"("value", "key")
  WHERE ("_e9"."key" - 1) >= (CASE WHEN $3::bigint > 0 THEN $3::bigint - 1 WHEN $3::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e10"("value", "key")) + $3::bigint ELSE (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e11"("value", "key")) END) AND ("_e9"."key" - 1) <= (CASE WHEN $5::bigint > 0 THEN $5::bigint - 1 WHEN $5::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e12"("value", "key")) + $5::bigint ELSE -1 END)) AS "[1, 2, 3, 4][3:]", (SELECT COALESCE(jsonb_agg(("_e13"."value")::bigint
      ORDER BY ("_e13"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e13"("value", "key")
  WHERE ("_e13"."key" - 1) >= (CASE WHEN $6::bigint > 0 THEN $6::bigint - 1 WHEN $6::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e14"("value", "key")) + $6::bigint ELSE (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e15"("value", "key")) END) AND ("_e13"."key" - 1) <= (CASE WHEN $5::bigint > 0 THEN $5::bigint - 1 WHEN $5::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e16"("value", "key")) + $5::bigint ELSE -1 END)) AS "[1, 2, 3, 4][-2:]", (SELECT COALESCE(jsonb_agg(("_e17"."value")::bigint
      ORDER BY ("_e17"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e17"("value", "key")
  WHERE ("_e17"."key" - 1) >= (CASE WHEN $2::bigint > 0 THEN $2::bigint - 1 WHEN $2::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e18"("value", "key")) + $2::bigint ELSE (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e19"("value", "key")) END) AND ("_e17"."key" - 1) <= (CASE WHEN $6::bigint > 0 THEN $6::bigint - 1 WHEN $6::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e20"("value", "key")) + $6::bigint ELSE -1 END)) AS "[1, 2, 3, 4][2:-2]", (SELECT COALESCE(jsonb_agg(("_e21"."value")::bigint
      ORDER BY ("_e21"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint)) WITH ORDINALITY AS "_e21"("value", "key")
  WHERE ("_e21"."key" - 1) >= (CASE WHEN $3::bigint > 0 THEN $3::bigint - 1 WHEN $3::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint)) WITH ORDINALITY AS "_e22"("value", "key")) + $3::bigint ELSE (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint)) WITH ORDINALITY AS "_e23"("value", "key")) END) AND ("_e21"."key" - 1) <= (CASE WHEN $2::bigint > 0 THEN $2::bigint - 1 WHEN $2::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint)) WITH ORDINALITY AS "_e24"("value", "key")) + $2::bigint ELSE -1 END)) AS "[1, 2, 3][3:2]", (SELECT COALESCE(jsonb_agg(("_e25"."value")::bigint
      ORDER BY ("_e25"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint)) WITH ORDINALITY AS "_e25"("value", "key")
  WHERE ("_e25"."key" - 1) >= (CASE WHEN $7::bigint > 0 THEN $7::bigint - 1 WHEN $7::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint)) WITH ORDINALITY AS "_e26"("value", "key")) + $7::bigint ELSE (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint)) WITH ORDINALITY AS "_e27"("value", "key")) END) AND ("_e25"."key" - 1) <= (CASE WHEN $2::bigint > 0 THEN $2::bigint - 1 WHEN $2::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint)) WITH ORDINALITY AS "_e28"("value", "key")) + $2::bigint ELSE -1 END)) AS "[1, 2, 3][0:2]", (CASE WHEN $1::bigint > 0 THEN ((SELECT COALESCE(jsonb_agg("_e29"."value"
          ORDER BY ("_e29"."key" - 1)), '[]'::jsonb)
      FROM jsonb_array_elements_text(to_jsonb(CASE WHEN $8::text = '' THEN ARRAY['']::text[] ELSE string_to_array($8::text, $9::text) END)) WITH ORDINALITY AS "_e29"("value", "key")
      WHERE ("_e29"."key" - 1) >= (CASE WHEN $2::bigint > 0 THEN $2::bigint - 1 WHEN $2::bigint < 0 THEN (SELECT count(*)
          FROM jsonb_array_elements_text(to_jsonb(CASE WHEN $8::text = '' THEN ARRAY['']::text[] ELSE string_to_array($8::text, $9::text) END)) WITH ORDINALITY AS "_e30"("value", "key")) + $2::bigint ELSE (SELECT count(*)
          FROM jsonb_array_elements_text(to_jsonb(CASE WHEN $8::text = '' THEN ARRAY['']::text[] ELSE string_to_array($8::text, $9::text) END)) WITH ORDINALITY AS "_e31"("value", "key")) END) AND ("_e29"."key" - 1) <= (CASE WHEN $5::bigint > 0 THEN $5::bigint - 1 WHEN $5::bigint < 0 THEN (SELECT count(*)
          FROM jsonb_array_elements_text(to_jsonb(CASE WHEN $8::text = '' THEN ARRAY['']::text[] ELSE string_to_array($8::text, $9::text) END)) WITH ORDINALITY AS "_e32"("value", "key")) + $5::bigint ELSE -1 END)) ->> ($1::bigint - 1)::integer) WHEN $1::bigint < 0 THEN ((SELECT COALESCE(jsonb_agg("_e33"."value"
          ORDER BY ("_e33"."key" - 1)), '[]'::jsonb)
      FROM jsonb_array_elements_text(to_jsonb(CASE WHEN $8::text = '' THEN ARRAY['']::text[] ELSE string_to_array($8::text, $9::text) END)) WITH ORDINALITY AS "_e33"("value", "key")
      WHERE ("_e33"."key" - 1) >= (CASE WHEN $2::bigint > 0 THEN $2::bigint - 1 WHEN $2::bigint < 0 THEN (SELECT count(*)
          FROM jsonb_array_elements_text(to_jsonb(CASE WHEN $8::text = '' THEN ARRAY['']::text[] ELSE string_to_array($8::text, $9::text) END)) WITH ORDINALITY AS "_e34"("value", "key")) + $2::bigint ELSE (SELECT count(*)
          FROM jsonb_array_elements_text(to_jsonb(CASE WHEN $8::text = '' THEN ARRAY['']::text[] ELSE string_to_array($8::text, $9::text) END)) WITH ORDINALITY AS "_e35"("value", "key")) END) AND ("_e33"."key" - 1) <= (CASE WHEN $5::bigint > 0 THEN $5::bigint - 1 WHEN $5::bigint < 0 THEN (SELECT count(*)
          FROM jsonb_array_elements_text(to_jsonb(CASE WHEN $8::text = '' THEN ARRAY['']::text[] ELSE string_to_array($8::text, $9::text) END)) WITH ORDINALITY AS "_e36"("value", "key")) + $5::bigint ELSE -1 END)) ->> ($1::bigint)::integer) END) AS "splitByChar('.', 'a.b.c')[2:][1]"
LIMIT 101

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
-- args: "$current_url", "/", 4, -1, 1, -3, 42, "a0000000-0000-4000-8000-000000000001"
SELECT (SELECT COALESCE(jsonb_agg("_e1"."value"
      ORDER BY ("_e1"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(to_jsonb(CASE WHEN ("_t1"."properties" ->> $1::text) = '' THEN ARRAY['']::text[] ELSE string_to_array(("_t1"."properties" ->> $1::text), $2::text) END)) WITH ORDINALITY AS "_e1"("value", "key")
  WHERE ("_e1"."key" - 1) >= (CASE WHEN $3::bigint > 0 THEN $3::bigint - 1 WHEN $3::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(to_jsonb(CASE WHEN ("_t1"."properties" ->> $1::text) = '' THEN ARRAY['']::text[] ELSE string_to_array(("_t1"."properties" ->> $1::text), $2::text) END)) WITH ORDINALITY AS "_e2"("value", "key")) + $3::bigint ELSE (SELECT count(*)
      FROM jsonb_array_elements_text(to_jsonb(CASE WHEN ("_t1"."properties" ->> $1::text) = '' THEN ARRAY['']::text[] ELSE string_to_array(("_t1"."properties" ->> $1::text), $2::text) END)) WITH ORDINALITY AS "_e3"("value", "key")) END) AND ("_e1"."key" - 1) <= (CASE WHEN $4::bigint > 0 THEN $4::bigint - 1 WHEN $4::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(to_jsonb(CASE WHEN ("_t1"."properties" ->> $1::text) = '' THEN ARRAY['']::text[] ELSE string_to_array(("_t1"."properties" ->> $1::text), $2::text) END)) WITH ORDINALITY AS "_e4"("value", "key")) + $4::bigint ELSE -1 END)) AS "(splitByChar('/', properties.$current_url) AS parts)[4:]", (SELECT COALESCE(jsonb_agg("_e5"."value"
      ORDER BY ("_e5"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(to_jsonb(CASE WHEN ("_t1"."properties" ->> $1::text) = '' THEN ARRAY['']::text[] ELSE string_to_array(("_t1"."properties" ->> $1::text), $2::text) END)) WITH ORDINALITY AS "_e5"("value", "key")
  WHERE ("_e5"."key" - 1) >= (CASE WHEN $5::bigint > 0 THEN $5::bigint - 1 WHEN $5::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(to_jsonb(CASE WHEN ("_t1"."properties" ->> $1::text) = '' THEN ARRAY['']::text[] ELSE string_to_array(("_t1"."properties" ->> $1::text), $2::text) END)) WITH ORDINALITY AS "_e6"("value", "key")) + $5::bigint ELSE (SELECT count(*)
      FROM jsonb_array_elements_text(to_jsonb(CASE WHEN ("_t1"."properties" ->> $1::text) = '' THEN ARRAY['']::text[] ELSE string_to_array(("_t1"."properties" ->> $1::text), $2::text) END)) WITH ORDINALITY AS "_e7"("value", "key")) END) AND ("_e5"."key" - 1) <= (CASE WHEN $6::bigint > 0 THEN $6::bigint - 1 WHEN $6::bigint < 0 THEN (SELECT count(*)
      FROM jsonb_array_elements_text(to_jsonb(CASE WHEN ("_t1"."properties" ->> $1::text) = '' THEN ARRAY['']::text[] ELSE string_to_array(("_t1"."properties" ->> $1::text), $2::text) END)) WITH ORDINALITY AS "_e8"("value", "key")) + $6::bigint ELSE -1 END)) AS "(parts)[:-3]"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $7::bigint) AND ("_t1"."uuid" = $8::text))
LIMIT 101

-- ==== tuple element and subscripts
-- source: SELECT (1, 'a').2, splitByChar('.', 'x.y')[2], [[1][1], 2][2]
-- normalized: SELECT (1, 'a').2, splitByChar('.', 'x.y')[2], [[1][1], 2][2]
-- columns:
--   "(1, 'a').2" String
--   "splitByChar('.', 'x.y')[2]" Nullable(String)
--   "[[1][1], 2][2]" Nullable(Int64)
-- args: "a", 2, "x.y", ".", 1
SELECT $1::text AS "(1, 'a').2", (CASE WHEN $2::bigint > 0 THEN (to_jsonb(CASE WHEN $3::text = '' THEN ARRAY['']::text[] ELSE string_to_array($3::text, $4::text) END) ->> ($2::bigint - 1)::integer) WHEN $2::bigint < 0 THEN (to_jsonb(CASE WHEN $3::text = '' THEN ARRAY['']::text[] ELSE string_to_array($3::text, $4::text) END) ->> ($2::bigint)::integer) END) AS "splitByChar('.', 'x.y')[2]", (CASE WHEN $2::bigint > 0 THEN (jsonb_build_array((CASE WHEN $5::bigint > 0 THEN (jsonb_build_array($5::bigint) ->> ($5::bigint - 1)::integer) WHEN $5::bigint < 0 THEN (jsonb_build_array($5::bigint) ->> ($5::bigint)::integer) END)::bigint, $2::bigint) ->> ($2::bigint - 1)::integer) WHEN $2::bigint < 0 THEN (jsonb_build_array((CASE WHEN $5::bigint > 0 THEN (jsonb_build_array($5::bigint) ->> ($5::bigint - 1)::integer) WHEN $5::bigint < 0 THEN (jsonb_build_array($5::bigint) ->> ($5::bigint)::integer) END)::bigint, $2::bigint) ->> ($2::bigint)::integer) END)::bigint AS "[[1][1], 2][2]"
LIMIT 101

-- ==== filters placeholder
-- source: SELECT count() FROM events WHERE {filters}
-- normalized: SELECT count() FROM events WHERE TRUE
-- columns: count() UInt64
-- args: 42
SELECT COUNT(*) AS "count()"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND TRUE)
LIMIT 101

-- ==== extract part from
-- source:
--   SELECT extract(year FROM timestamp), extract(MONTH FROM timestamp) FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- normalized:
--   SELECT toYear(timestamp), toMonth(timestamp)
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000001'
-- columns: toYear(timestamp) Int64, toMonth(timestamp) Int64
-- args: 42, "a0000000-0000-4000-8000-000000000001"
SELECT EXTRACT(YEAR
  FROM "_t1"."timestamp")::bigint AS "toYear(timestamp)", EXTRACT(MONTH
  FROM "_t1"."timestamp")::bigint AS "toMonth(timestamp)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $1::bigint) AND ("_t1"."uuid" = $2::text))
LIMIT 101

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
SELECT "_t1"."event" AS "event", "_t2"."value" AS "part"
FROM "events" AS "_t1"
CROSS JOIN LATERAL jsonb_array_elements_text(to_jsonb(CASE WHEN "_t1"."event" = '' THEN ARRAY['']::text[] ELSE string_to_array("_t1"."event", $1::text) END)) WITH ORDINALITY AS "_t2"("value", "key")
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."uuid" = $3::text))
ORDER BY "_t2"."value" COLLATE "C" NULLS LAST
LIMIT 101

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
-- args: "sku", "items", 42, "a0000000-0000-4000-8000-000000000006"
SELECT ("_t2"."value" ->> $1::text) AS "item.sku"
FROM "events" AS "_t1"
CROSS JOIN LATERAL jsonb_array_elements((CASE WHEN jsonb_typeof(("_t1"."properties" -> $2::text)) = 'array' THEN ("_t1"."properties" -> $2::text) ELSE '[]'::jsonb END)) WITH ORDINALITY AS "_t2"("value", "key")
WHERE (("_t1"."team_id" = $3::bigint) AND ("_t1"."uuid" = $4::text))
ORDER BY ("_t2"."value" ->> $1::text) COLLATE "C" NULLS LAST
LIMIT 101

-- ==== JSONExtractArrayRaw
-- source:
--   SELECT JSONExtractString(arrayJoin(JSONExtractArrayRaw(properties, 'items')), 'sku') AS sku FROM events WHERE uuid = 'a0000000-0000-4000-8000-000000000006' ORDER BY sku
-- normalized:
--   SELECT JSONExtractString(arrayJoin(JSONExtractArrayRaw(properties, 'items')), 'sku') AS sku
--   FROM events
--   WHERE uuid = 'a0000000-0000-4000-8000-000000000006'
--   ORDER BY sku
-- columns: sku Nullable(String)
-- args: "sku", "items", 42, "a0000000-0000-4000-8000-000000000006"
SELECT ("_t2"."value" ->> $1::text) AS "sku"
FROM "events" AS "_t1"
CROSS JOIN LATERAL jsonb_array_elements((CASE WHEN jsonb_typeof(("_t1"."properties" -> $2::text)) = 'array' THEN ("_t1"."properties" -> $2::text) ELSE '[]'::jsonb END)) WITH ORDINALITY AS "_t2"("value", "key")
WHERE (("_t1"."team_id" = $3::bigint) AND ("_t1"."uuid" = $4::text))
ORDER BY ("_t2"."value" ->> $1::text) COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT ($1::bigint + $2::bigint) AS "plus(1, 2)", ($3::bigint - $2::bigint) AS "minus(5, 2)", ($2::bigint * $4::double precision) AS "multiply(2, 3.5)", (($5::bigint)::double precision / $2::bigint) AS "divide(7, 2)", ($5::bigint % $6::bigint) AS "modulo(7, 3)", (($1::bigint = $1::bigint) AND ($2::bigint = $2::bigint)) AS "and(1 = 1, 2 = 2)", (($1::bigint = $2::bigint) OR ($2::bigint = $2::bigint)) AS "or(1 = 2, 2 = 2)", (NOT ($1::bigint = $2::bigint)) AS "NOT 1 = 2", ($1::bigint = $1::bigint) AS "equals(1, 1)", ($1::bigint <> $1::bigint) AS "notEquals(1, 1)", ($1::bigint < $2::bigint) AS "less(1, 2)", ($1::bigint > $2::bigint) AS "greater(1, 2)", ($2::bigint <= $2::bigint) AS "lessOrEquals(2, 2)", ($1::bigint >= $2::bigint) AS "greaterOrEquals(1, 2)"
LIMIT 101

-- ==== minus interval
-- source: SELECT minus(toDateTime('2026-01-05 10:00:00'), INTERVAL 1 DAY)
-- normalized: SELECT minus(toDateTime('2026-01-05 10:00:00'), INTERVAL 1 DAY)
-- columns: "minus(toDateTime('2026-01-05 10:00:00'), INTERVAL 1 DAY)" DateTime
-- args: "2026-01-05 10:00:00+00:00", -1
SELECT (($1::timestamptz) + ($2::bigint) * INTERVAL '1 day') AS "minus(toDateTime('2026-01-05 10:00:00'), INTERVAL 1 DAY)"
LIMIT 101

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
-- args:
--   "$browser"
--   "$screen_width"
--   "price"
--   "is_cool"
--   "nope"
--   42
--   "a0000000-0000-4000-8000-000000000001"
SELECT ("_t1"."properties" ->> $1::text) AS "JSONExtractString(properties, '$browser')", (CASE WHEN ("_t1"."properties" ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs((("_t1"."properties" ->> $2::text))::double precision) < 9223372036854775808 THEN (("_t1"."properties" ->> $2::text))::bigint END END) AS "JSONExtractInt(properties, '$screen_width')", (CASE WHEN ("_t1"."properties" ->> $3::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $3::text))::double precision END) AS "JSONExtractFloat(properties, 'price')", (CASE lower(trim(("_t1"."properties" ->> $4::text))) WHEN 'true' THEN TRUE WHEN '1' THEN TRUE WHEN 'false' THEN FALSE WHEN '0' THEN FALSE END) AS "JSONExtractBool(properties, 'is_cool')", (("_t1"."properties" -> $3::text) IS NOT NULL) AS "JSONHas(properties, 'price')", (("_t1"."properties" -> $5::text) IS NOT NULL) AS "JSONHas(properties, 'nope')", (SELECT CASE jsonb_typeof("_j"."v") WHEN 'array' THEN jsonb_array_length("_j"."v") WHEN 'object' THEN (SELECT count(*)
    FROM jsonb_object_keys("_j"."v")) ELSE 0 END
  FROM (SELECT ("_t1"."properties") AS "v") AS "_j") AS "JSONLength(properties)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $6::bigint) AND ("_t1"."uuid" = $7::text))
LIMIT 101

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
-- args: "items", "sku", "price", "nested", "a", "b", 42, "a0000000-0000-4000-8000-000000000006"
SELECT ("_t1"."properties" -> $1::text -> 0 ->> $2::text) AS "JSONExtractString(properties, 'items', 1, 'sku')", (("_t1"."properties" -> $3::text))::text AS "JSONExtractRaw(properties, 'price')", (SELECT CASE jsonb_typeof("_j"."v") WHEN 'array' THEN jsonb_array_length("_j"."v") WHEN 'object' THEN (SELECT count(*)
    FROM jsonb_object_keys("_j"."v")) ELSE 0 END
  FROM (SELECT ("_t1"."properties" -> $1::text) AS "v") AS "_j") AS "JSONLength(properties, 'items')", (("_t1"."properties" -> $4::text -> $5::text) IS NOT NULL) AS "JSONHas(properties, 'nested', 'a')", ("_t1"."properties" -> $1::text -> 1 ->> $2::text) AS "properties.items.2.sku", ("_t1"."properties" -> $4::text -> $5::text ->> $6::text) AS "JSONExtractString(properties.nested, 'a', 'b')"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $7::bigint) AND ("_t1"."uuid" = $8::text))
LIMIT 101

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
SELECT (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t1"."key" - 1) IS NOT NULL THEN (("_t1"."value")::bigint * $1::bigint) END
      ORDER BY ("_t1"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($2::bigint, $1::bigint, $3::bigint)) WITH ORDINALITY AS "_t1"("value", "key")) AS "arrayMap(x -> x * 2, [1, 2, 3])", (SELECT COALESCE(jsonb_agg(("_t2"."value")::bigint
      ORDER BY ("_t2"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($2::bigint, $1::bigint, $3::bigint)) WITH ORDINALITY AS "_t2"("value", "key")
  WHERE (("_t2"."value")::bigint > $2::bigint)) AS "arrayFilter(x -> x > 1, [1, 2, 3])", EXISTS (SELECT 1
  FROM jsonb_array_elements_text(jsonb_build_array($2::bigint, $1::bigint)) WITH ORDINALITY AS "_t3"("value", "key")
  WHERE (("_t3"."value")::bigint = $1::bigint)) AS "arrayExists(x -> x = 2, [1, 2])", NOT EXISTS (SELECT 1
  FROM jsonb_array_elements_text(jsonb_build_array($2::bigint, $1::bigint)) WITH ORDINALITY AS "_t4"("value", "key")
  WHERE NOT COALESCE((("_t4"."value")::bigint > $4::bigint), FALSE)) AS "arrayAll(x -> x > 0, [1, 2])", (SELECT count(*)
  FROM jsonb_array_elements_text(jsonb_build_array($2::bigint, $1::bigint, $3::bigint)) WITH ORDINALITY AS "_t5"("value", "key")
  WHERE (("_t5"."value")::bigint > $2::bigint)) AS "arrayCount(x -> x > 1, [1, 2, 3])", (SELECT COALESCE(sum(("_e6"."value")::bigint), 0)
  FROM jsonb_array_elements_text(jsonb_build_array($2::bigint, $1::bigint, $3::bigint)) WITH ORDINALITY AS "_e6"("value", "key")) AS "arraySum([1, 2, 3])", (SELECT COALESCE(sum(CASE WHEN ("_t6"."key" - 1) IS NOT NULL THEN (("_t6"."value")::bigint * $5::bigint) END), 0)
  FROM jsonb_array_elements_text(jsonb_build_array($2::bigint, $1::bigint)) WITH ORDINALITY AS "_t6"("value", "key")) AS "arraySum(x -> x * 10, [1, 2])", (SELECT ("_t7"."value")::bigint
  FROM jsonb_array_elements_text(jsonb_build_array($2::bigint, $1::bigint, $3::bigint)) WITH ORDINALITY AS "_t7"("value", "key")
  WHERE (("_t7"."value")::bigint > $2::bigint)
  ORDER BY ("_t7"."key" - 1)
  LIMIT 1) AS "arrayFirst(x -> x > 1, [1, 2, 3])", (SELECT count(*)
  FROM jsonb_array_elements_text(jsonb_build_array($2::bigint, $1::bigint)) WITH ORDINALITY AS "_e9"("value", "key")) AS "arrayCount([1, 2])"
LIMIT 101

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
SELECT (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE max(("_e1"."value")::bigint) END
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $3::bigint)) WITH ORDINALITY AS "_e1"("value", "key")) AS "arrayMax([1, 3, 2])", (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE min(("_e2"."value")::bigint) END
  FROM jsonb_array_elements_text(jsonb_build_array($3::bigint, $1::bigint, $2::bigint)) WITH ORDINALITY AS "_e2"("value", "key")) AS "arrayMin([2, 1, 3])", (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE max(CASE WHEN ("_t1"."key" - 1) IS NOT NULL THEN (-("_t1"."value")::bigint) END) END
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $3::bigint, $2::bigint)) WITH ORDINALITY AS "_t1"("value", "key")) AS "arrayMax(x -> -x, [1, 2, 3])", (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE min(("_e4"."value")::double precision) END
  FROM jsonb_array_elements_text(jsonb_build_array($4::double precision, $5::double precision)) WITH ORDINALITY AS "_e4"("value", "key")) AS "arrayMin([1.5, 0.5])", (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE max(CASE WHEN ("_t2"."key" - 1) IS NOT NULL THEN (("_t2"."value")::bigint * ("_t3"."value")::bigint) END) END
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $3::bigint)) WITH ORDINALITY AS "_t2"("value", "key")
  JOIN jsonb_array_elements_text(jsonb_build_array($2::bigint, $6::bigint)) WITH ORDINALITY AS "_t3"("value", "key") ON ("_t3"."key" - 1) = ("_t2"."key" - 1)) AS "arrayMax((x, y) -> x * y, [1, 2], [3, 4])", (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE max(("_e6"."value")::bigint) END
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, NULL, $2::bigint)) WITH ORDINALITY AS "_e6"("value", "key")) AS "arrayMax([1, NULL, 3])", (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE max(("_e7"."value")::bigint) END
  FROM jsonb_array_elements_text((SELECT COALESCE(jsonb_agg(("_t4"."value")::bigint
          ORDER BY ("_t4"."key" - 1)), '[]'::jsonb)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $3::bigint)) WITH ORDINALITY AS "_t4"("value", "key")
      WHERE (("_t4"."value")::bigint > $7::bigint))) WITH ORDINALITY AS "_e7"("value", "key")) AS "arrayMax(arrayFilter(x -> x > 5, [1, 2]))", (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE min(("_e9"."value")::bigint) END
  FROM jsonb_array_elements_text((SELECT COALESCE(jsonb_agg(CASE WHEN ("_t5"."key" - 1) IS NOT NULL THEN CASE WHEN (("_t5"."value")::bigint > $7::bigint) THEN ("_t5"."value")::bigint ELSE NULL END END
          ORDER BY ("_t5"."key" - 1)), '[]'::jsonb)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $3::bigint)) WITH ORDINALITY AS "_t5"("value", "key"))) WITH ORDINALITY AS "_e9"("value", "key")) AS "arrayMin(arrayMap(x -> if(x > 5, x, NULL), [1, 2]))", (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE min(("_e11"."value")::bigint) END
  FROM jsonb_array_elements_text(jsonb_build_array($8::bigint, $9::bigint)) WITH ORDINALITY AS "_e11"("value", "key")) AS "arrayMin([-2, 7])", (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE max(("_e12"."value")::bigint) END
  FROM jsonb_array_elements_text((SELECT COALESCE(jsonb_agg(("_t6"."value")::bigint
          ORDER BY ("_t6"."key" - 1)), '[]'::jsonb)
      FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, NULL)) WITH ORDINALITY AS "_t6"("value", "key")
      WHERE (("_t6"."value")::bigint > $7::bigint))) WITH ORDINALITY AS "_e12"("value", "key")) AS "arrayMax(arrayFilter(x -> x > 5, [1, NULL]))"
LIMIT 101

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
SELECT (SELECT COALESCE(sum(CASE WHEN ("_t2"."key" - 1) IS NOT NULL THEN length("_t1"."event") END), 0)
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint)) WITH ORDINALITY AS "_t2"("value", "key")) AS "arraySum(x -> length(event), [1, 2])", (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE max(CASE WHEN ("_t3"."key" - 1) IS NOT NULL THEN length("_t1"."event") END) END
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint)) WITH ORDINALITY AS "_t3"("value", "key")) AS "arrayMax(x -> length(event), [1, 2])", (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE min(CASE WHEN ("_t4"."key" - 1) IS NOT NULL THEN (length("_t1"."event") * $2::bigint) END) END
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint)) WITH ORDINALITY AS "_t4"("value", "key")) AS "arrayMin(x -> length(event) * 2, [1])", (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t5"."key" - 1) IS NOT NULL THEN length("_t1"."event") END
      ORDER BY ("_t5"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint)) WITH ORDINALITY AS "_t5"("value", "key")) AS "arrayMap(x -> length(event), [1])"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $3::bigint) AND ("_t1"."distinct_id" = $4::text))
ORDER BY "_t1"."timestamp" NULLS LAST
LIMIT 101

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
SELECT (SELECT COALESCE(jsonb_agg(("_e4"."value")::bigint
      ORDER BY "_e2"."i"), '[]'::jsonb)
  FROM (SELECT ("_t1"."key" - 1) AS "i", CASE WHEN (("_t1"."value")::bigint > $1::bigint) THEN 1 ELSE 0 END AS "m"
    FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $1::bigint, $1::bigint, $3::bigint, $1::bigint)) WITH ORDINALITY AS "_t1"("value", "key")) AS "_e2"
  JOIN jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $1::bigint, $1::bigint, $3::bigint, $1::bigint)) WITH ORDINALITY AS "_e4"("value", "key") ON ("_e4"."key" - 1) = COALESCE(CASE WHEN "_e2"."m" = 1 THEN "_e2"."i" END, (SELECT min("_e3"."i")
      FROM (SELECT ("_t1"."key" - 1) AS "i", CASE WHEN (("_t1"."value")::bigint > $1::bigint) THEN 1 ELSE 0 END AS "m"
        FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $1::bigint, $1::bigint, $3::bigint, $1::bigint)) WITH ORDINALITY AS "_t1"("value", "key")) AS "_e3"
      WHERE "_e3"."m" = 1 AND "_e3"."i" > "_e2"."i"), "_e2"."i")) AS "arrayReverseFill(x -> x > 0, [0, 1, 0, 0, 2, 0])", (SELECT COALESCE(jsonb_agg(("_e8"."value")::jsonb
      ORDER BY "_e6"."i"), '[]'::jsonb)
  FROM (SELECT ("_t2"."key" - 1) AS "i", CASE WHEN (((("_t2"."value")::jsonb ->> 0)) <> $4::text) THEN 1 ELSE 0 END AS "m"
    FROM jsonb_array_elements_text(jsonb_build_array(jsonb_build_array($4::text, $2::bigint), jsonb_build_array($5::text, $3::bigint), jsonb_build_array($4::text, $6::bigint))) WITH ORDINALITY AS "_t2"("value", "key")) AS "_e6"
  JOIN jsonb_array_elements_text(jsonb_build_array(jsonb_build_array($4::text, $2::bigint), jsonb_build_array($5::text, $3::bigint), jsonb_build_array($4::text, $6::bigint))) WITH ORDINALITY AS "_e8"("value", "key") ON ("_e8"."key" - 1) = COALESCE(CASE WHEN "_e6"."m" = 1 THEN "_e6"."i" END, (SELECT min("_e7"."i")
      FROM (SELECT ("_t2"."key" - 1) AS "i", CASE WHEN (((("_t2"."value")::jsonb ->> 0)) <> $4::text) THEN 1 ELSE 0 END AS "m"
        FROM jsonb_array_elements_text(jsonb_build_array(jsonb_build_array($4::text, $2::bigint), jsonb_build_array($5::text, $3::bigint), jsonb_build_array($4::text, $6::bigint))) WITH ORDINALITY AS "_t2"("value", "key")) AS "_e7"
      WHERE "_e7"."m" = 1 AND "_e7"."i" > "_e6"."i"), "_e6"."i")) AS "_c2", (SELECT COALESCE(jsonb_agg("_e12"."value"
      ORDER BY "_e10"."i"), '[]'::jsonb)
  FROM (SELECT ("_t3"."key" - 1) AS "i", CASE WHEN ("_t3"."value" <> $7::text) THEN 1 ELSE 0 END AS "m"
    FROM jsonb_array_elements_text(jsonb_build_array()) WITH ORDINALITY AS "_t3"("value", "key")) AS "_e10"
  JOIN jsonb_array_elements_text(jsonb_build_array()) WITH ORDINALITY AS "_e12"("value", "key") ON ("_e12"."key" - 1) = COALESCE(CASE WHEN "_e10"."m" = 1 THEN "_e10"."i" END, (SELECT min("_e11"."i")
      FROM (SELECT ("_t3"."key" - 1) AS "i", CASE WHEN ("_t3"."value" <> $7::text) THEN 1 ELSE 0 END AS "m"
        FROM jsonb_array_elements_text(jsonb_build_array()) WITH ORDINALITY AS "_t3"("value", "key")) AS "_e11"
      WHERE "_e11"."m" = 1 AND "_e11"."i" > "_e10"."i"), "_e10"."i")) AS "arrayReverseFill(x -> x != '', emptyArrayString())", (SELECT COALESCE(jsonb_agg("_e16"."value"
      ORDER BY "_e14"."i"), '[]'::jsonb)
  FROM (SELECT ("_t4"."key" - 1) AS "i", CASE WHEN ("_t4"."value" = $8::text) THEN 1 ELSE 0 END AS "m"
    FROM jsonb_array_elements_text(jsonb_build_array($5::text, $8::text, $9::text)) WITH ORDINALITY AS "_t4"("value", "key")) AS "_e14"
  JOIN jsonb_array_elements_text(jsonb_build_array($5::text, $8::text, $9::text)) WITH ORDINALITY AS "_e16"("value", "key") ON ("_e16"."key" - 1) = COALESCE(CASE WHEN "_e14"."m" = 1 THEN "_e14"."i" END, (SELECT min("_e15"."i")
      FROM (SELECT ("_t4"."key" - 1) AS "i", CASE WHEN ("_t4"."value" = $8::text) THEN 1 ELSE 0 END AS "m"
        FROM jsonb_array_elements_text(jsonb_build_array($5::text, $8::text, $9::text)) WITH ORDINALITY AS "_t4"("value", "key")) AS "_e15"
      WHERE "_e15"."m" = 1 AND "_e15"."i" > "_e14"."i"), "_e14"."i")) AS "arrayReverseFill(x -> x = 'b', ['a', 'b', 'c'])"
LIMIT 101

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
SELECT EXISTS (SELECT 1
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint)) WITH ORDINALITY AS "_e1"("value", "key")
  WHERE ("_e1"."value")::bigint = $2::bigint) AS "has([1, 2], 2)", COALESCE((SELECT min(("_e2"."key" - 1)) + 1
    FROM jsonb_array_elements_text(jsonb_build_array($3::text, $4::text)) WITH ORDINALITY AS "_e2"("value", "key")
    WHERE "_e2"."value" = $4::text), 0) AS "indexOf(['a', 'b'], 'b')", COALESCE((SELECT min(("_e3"."key" - 1)) + 1
    FROM jsonb_array_elements_text(jsonb_build_array($3::text)) WITH ORDINALITY AS "_e3"("value", "key")
    WHERE "_e3"."value" = $5::text), 0) AS "indexOf(['a'], 'z')", (SELECT count(*)
  FROM jsonb_array_elements_text(jsonb_build_array($1::bigint, $2::bigint, $1::bigint)) WITH ORDINALITY AS "_e4"("value", "key")
  WHERE ("_e4"."value")::bigint = $1::bigint) AS "countEqual([1, 2, 1], 1)", EXISTS (SELECT 1
  FROM jsonb_array_elements_text(jsonb_build_array($4::text, $6::text)) WITH ORDINALITY AS "_e5"("value", "key")
  WHERE EXISTS (SELECT 1
    FROM jsonb_array_elements_text(jsonb_build_array($3::text, $4::text)) WITH ORDINALITY AS "_e6"("value", "key")
    WHERE "_e6"."value" = "_e5"."value")) AS "hasAny(['a', 'b'], ['b', 'c'])", NOT EXISTS (SELECT 1
  FROM jsonb_array_elements_text(jsonb_build_array($6::text)) WITH ORDINALITY AS "_e7"("value", "key")
  WHERE NOT EXISTS (SELECT 1
    FROM jsonb_array_elements_text(jsonb_build_array($3::text, $4::text)) WITH ORDINALITY AS "_e8"("value", "key")
    WHERE "_e8"."value" = "_e7"."value")) AS "hasAll(['a', 'b'], ['c'])", (CASE WHEN $2::bigint > 0 THEN (jsonb_build_array($7::bigint, $8::bigint, $9::bigint) ->> ($2::bigint - 1)::integer) WHEN $2::bigint < 0 THEN (jsonb_build_array($7::bigint, $8::bigint, $9::bigint) ->> ($2::bigint)::integer) END)::bigint AS "[10, 20, 30][2]", (CASE WHEN $10::bigint > 0 THEN (jsonb_build_array($7::bigint, $8::bigint, $9::bigint) ->> ($10::bigint - 1)::integer) WHEN $10::bigint < 0 THEN (jsonb_build_array($7::bigint, $8::bigint, $9::bigint) ->> ($10::bigint)::integer) END)::bigint AS "[10, 20, 30][-1]", (CASE WHEN $11::bigint > 0 THEN (jsonb_build_array($1::bigint) ->> ($11::bigint - 1)::integer) WHEN $11::bigint < 0 THEN (jsonb_build_array($1::bigint) ->> ($11::bigint)::integer) END)::bigint AS "arrayElement([1], 5)", jsonb_array_length(jsonb_build_array($1::bigint, $2::bigint)) AS "length([1, 2])", jsonb_array_length(jsonb_build_array($12::text)) AS "arrayLength(['x'])"
LIMIT 101

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
-- args: 0, 99999, 3, 1, 4, 2, -2, "b", "a", "c"
SELECT (SELECT COALESCE(jsonb_agg("_r"."number"
      ORDER BY "_r"."number"), '[]'::jsonb)
  FROM (SELECT generate_series($1::bigint, $2::bigint) AS "number") AS "_r"
  WHERE "_r"."number" >= $1::bigint AND "_r"."number" < $3::bigint) AS "range(3)", (SELECT COALESCE(jsonb_agg("_r"."number"
      ORDER BY "_r"."number"), '[]'::jsonb)
  FROM (SELECT generate_series($1::bigint, $2::bigint) AS "number") AS "_r"
  WHERE "_r"."number" >= $4::bigint AND "_r"."number" < $5::bigint) AS "range(1, 4)", (SELECT COALESCE(jsonb_agg(("_e1"."value")::bigint
      ORDER BY ("_e1"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($4::bigint, $6::bigint, $3::bigint, $5::bigint)) WITH ORDINALITY AS "_e1"("value", "key")
  WHERE ("_e1"."key" - 1) >= (CASE WHEN $6::bigint > 0 THEN $6::bigint - 1 ELSE (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($4::bigint, $6::bigint, $3::bigint, $5::bigint)) WITH ORDINALITY AS "_e2"("value", "key")) + $6::bigint END) AND ("_e1"."key" - 1) < (CASE WHEN $6::bigint > 0 THEN $6::bigint - 1 ELSE (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($4::bigint, $6::bigint, $3::bigint, $5::bigint)) WITH ORDINALITY AS "_e3"("value", "key")) + $6::bigint END) + $6::bigint) AS "arraySlice([1, 2, 3, 4], 2, 2)", (SELECT COALESCE(jsonb_agg(("_e4"."value")::bigint
      ORDER BY ("_e4"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($4::bigint, $6::bigint, $3::bigint, $5::bigint)) WITH ORDINALITY AS "_e4"("value", "key")
  WHERE ("_e4"."key" - 1) >= (CASE WHEN $7::bigint > 0 THEN $7::bigint - 1 ELSE (SELECT count(*)
      FROM jsonb_array_elements_text(jsonb_build_array($4::bigint, $6::bigint, $3::bigint, $5::bigint)) WITH ORDINALITY AS "_e5"("value", "key")) + $7::bigint END)) AS "arraySlice([1, 2, 3, 4], -2)", (SELECT COALESCE(jsonb_agg("_e6"."value"
      ORDER BY "_e6"."value" COLLATE "C"), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($8::text, $9::text, $10::text)) WITH ORDINALITY AS "_e6"("value", "key")) AS "arraySort(['b', 'a', 'c'])", (SELECT COALESCE(jsonb_agg(("_e7"."value")::bigint
      ORDER BY ("_e7"."value")::bigint DESC), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($6::bigint, $3::bigint, $4::bigint)) WITH ORDINALITY AS "_e7"("value", "key")) AS "arrayReverseSort([2, 3, 1])", (SELECT COALESCE(jsonb_agg(("_e8"."value")::bigint
      ORDER BY ("_e8"."key" - 1) DESC), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($4::bigint, $6::bigint, $3::bigint)) WITH ORDINALITY AS "_e8"("value", "key")) AS "arrayReverse([1, 2, 3])", (SELECT COALESCE(jsonb_agg("_v"
      ORDER BY "_k"), '[]'::jsonb)
  FROM (SELECT ("_e10"."value")::bigint AS "_v", min(("_e10"."key" - 1)) AS "_k"
    FROM jsonb_array_elements_text(jsonb_build_array($4::bigint, $6::bigint, $4::bigint, $3::bigint)) WITH ORDINALITY AS "_e10"("value", "key")
    GROUP BY 1) AS "_e9") AS "arrayDistinct([1, 2, 1, 3])", (SELECT COALESCE(jsonb_agg("_v"
      ORDER BY "_k"), '[]'::jsonb)
  FROM (SELECT ("_e11"."value")::bigint AS "_v", ("_e11"."key" - 1) AS "_k", lag(("_e11"."value")::bigint) OVER (ORDER BY ("_e11"."key" - 1)) AS "_p"
    FROM jsonb_array_elements_text(jsonb_build_array($4::bigint, $4::bigint, $6::bigint, $4::bigint)) WITH ORDINALITY AS "_e11"("value", "key")) AS "_c"
  WHERE "_p" IS NULL OR "_p" <> "_v") AS "arrayCompact([1, 1, 2, 1])", (SELECT COALESCE(jsonb_agg("_v"
      ORDER BY "_a", "_k"), '[]'::jsonb)
  FROM (SELECT 0 AS "_a", ("_e13"."key" - 1) AS "_k", ("_e13"."value")::bigint AS "_v"
    FROM jsonb_array_elements_text(jsonb_build_array($4::bigint)) WITH ORDINALITY AS "_e13"("value", "key")
    UNION ALL
    SELECT 1 AS "_a", ("_e14"."key" - 1) AS "_k", ("_e14"."value")::bigint AS "_v"
    FROM jsonb_array_elements_text(jsonb_build_array($6::bigint, $3::bigint)) WITH ORDINALITY AS "_e14"("value", "key")) AS "_e12") AS "arrayConcat([1], [2, 3])"
LIMIT 101

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
-- args: "-", "a", "b", "", "a.b.c", ".", "a::b", "::", 1, "a.b"
SELECT (SELECT COALESCE(string_agg("_e1"."value", $1::text
      ORDER BY ("_e1"."key" - 1)), '')
  FROM jsonb_array_elements_text(jsonb_build_array($2::text, $3::text)) WITH ORDINALITY AS "_e1"("value", "key")) AS "arrayStringConcat(['a', 'b'], '-')", (SELECT COALESCE(string_agg("_e2"."value", $4::text
      ORDER BY ("_e2"."key" - 1)), '')
  FROM jsonb_array_elements_text(jsonb_build_array($2::text, $3::text)) WITH ORDINALITY AS "_e2"("value", "key")) AS "arrayStringConcat(['a', 'b'])", to_jsonb(CASE WHEN $5::text = '' THEN ARRAY['']::text[] ELSE string_to_array($5::text, $6::text) END) AS "splitByChar('.', 'a.b.c')", to_jsonb(CASE WHEN $7::text = '' THEN ARRAY['']::text[] ELSE string_to_array($7::text, $8::text) END) AS "splitByString('::', 'a::b')", (CASE WHEN $9::bigint > 0 THEN (to_jsonb(CASE WHEN $10::text = '' THEN ARRAY['']::text[] ELSE string_to_array($10::text, $6::text) END) ->> ($9::bigint - 1)::integer) WHEN $9::bigint < 0 THEN (to_jsonb(CASE WHEN $10::text = '' THEN ARRAY['']::text[] ELSE string_to_array($10::text, $6::text) END) ->> ($9::bigint)::integer) END) AS "splitByChar('.', 'a.b')[1]", jsonb_build_array() AS "emptyArrayString()"
LIMIT 101

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
-- args: 2, 42, "$autocapture"
SELECT (SELECT COALESCE(jsonb_agg("_e1"."value"
      ORDER BY "_e1"."value" COLLATE "C"), '[]'::jsonb)
  FROM jsonb_array_elements_text(COALESCE(jsonb_agg("_t1"."distinct_id") FILTER (WHERE "_t1"."distinct_id" IS NOT NULL), '[]'::jsonb)) WITH ORDINALITY AS "_e1"("value", "key")) AS "arraySort(groupArray(distinct_id))", COALESCE(to_jsonb(array_agg(DISTINCT "_t1"."event" COLLATE "C") FILTER (WHERE "_t1"."event" IS NOT NULL)), '[]'::jsonb) AS "groupUniqArray(event)", jsonb_array_length((SELECT COALESCE(jsonb_agg("_h"."v"
        ORDER BY "_h"."i"), '[]'::jsonb)
    FROM jsonb_array_elements(jsonb_agg("_t1"."event") FILTER (WHERE "_t1"."event" IS NOT NULL)) WITH ORDINALITY AS "_h"("v", "i")
    WHERE "_h"."i" <= $1::bigint)) AS "length(groupArray(2)(event))"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."event" <> $3::text))
LIMIT 101

-- ==== arrayJoin
-- source: SELECT arrayJoin(['a', 'b']) AS x, count() FROM events GROUP BY x ORDER BY x
-- normalized: SELECT arrayJoin(['a', 'b']) AS x, count() FROM events GROUP BY x ORDER BY x
-- columns: x String, count() UInt64
-- args: "a", "b", 42
SELECT "_t2"."value" AS "x", COUNT(*) AS "count()"
FROM "events" AS "_t1"
CROSS JOIN LATERAL jsonb_array_elements_text(jsonb_build_array($1::text, $2::text)) WITH ORDINALITY AS "_t2"("value", "key")
WHERE ("_t1"."team_id" = $3::bigint)
GROUP BY 1
ORDER BY "_t2"."value" COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT "_t1"."event" AS "event", "_t2"."value" AS "part"
FROM "events" AS "_t1"
CROSS JOIN LATERAL jsonb_array_elements_text(to_jsonb(CASE WHEN "_t1"."event" = '' THEN ARRAY['']::text[] ELSE string_to_array("_t1"."event", $1::text) END)) WITH ORDINALITY AS "_t2"("value", "key")
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."uuid" = $3::text))
ORDER BY "_t2"."value" COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT (array_agg("_t1"."event"
    ORDER BY "_t1"."timestamp" DESC, "_t1"."event" COLLATE "C" DESC NULLS LAST) FILTER (WHERE "_t1"."timestamp" IS NOT NULL))[1] AS "argMax(event, timestamp)", (array_agg("_t1"."event"
    ORDER BY "_t1"."timestamp" ASC, "_t1"."event" COLLATE "C" ASC NULLS LAST) FILTER (WHERE "_t1"."timestamp" IS NOT NULL))[1] AS "argMin(event, timestamp)", (array_agg("_t1"."event"
    ORDER BY "_t1"."timestamp" DESC, "_t1"."event" COLLATE "C" DESC NULLS LAST) FILTER (WHERE "_t1"."timestamp" IS NOT NULL AND ("_t1"."event" <> $1::text)))[1] AS "argMaxIf(event, timestamp, event != '$autocapture')", (array_agg("_t1"."distinct_id"
    ORDER BY "_t1"."timestamp" ASC, "_t1"."distinct_id" COLLATE "C" ASC NULLS LAST) FILTER (WHERE "_t1"."timestamp" IS NOT NULL AND ("_t1"."event" = $2::text)))[1] AS "argMinIf(distinct_id, timestamp, event = '$pageview')", MAX("_t1"."event" COLLATE "C") AS "anyLast(event)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $3::bigint)
LIMIT 101

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
-- args: 0.5, 0.9, "0.25,0.75", 5, 0, 10
SELECT percentile_cont($1::double precision) WITHIN GROUP (ORDER BY "_t1"."number") AS "quantile(0.5)(number)", percentile_cont($2::double precision) WITHIN GROUP (ORDER BY "_t1"."number") AS "quantile(0.9)(number)", percentile_cont($1::double precision) WITHIN GROUP (ORDER BY "_t1"."number") AS "median(number)", to_jsonb(percentile_cont(string_to_array($3::text, ',')::double precision[]) WITHIN GROUP (ORDER BY "_t1"."number")) AS "quantiles(0.25, 0.75)(number)", percentile_cont($1::double precision) WITHIN GROUP (ORDER BY "_t1"."number") FILTER (WHERE ("_t1"."number" > $4::bigint)) AS "quantileIf(0.5)(number, number > 5)"
FROM (SELECT generate_series($5::bigint, $6::bigint) AS "number") AS "_t1"
LIMIT 101

-- ==== topK
-- source: SELECT topK(2)(event) FROM events
-- normalized: SELECT topK(2)(event) FROM events
-- columns: topK(2)(event) Array(String)
-- args: 2, 42
SELECT (SELECT COALESCE(jsonb_agg("_t"."v"
      ORDER BY "_t"."c" DESC, "_t"."v" COLLATE "C"), '[]'::jsonb)
  FROM (SELECT "_u"."v", count(*) AS "c"
    FROM unnest(array_agg("_t1"."event") FILTER (WHERE "_t1"."event" IS NOT NULL)::text[]) AS "_u"("v")
    GROUP BY "_u"."v"
    ORDER BY count(*) DESC, "_u"."v" COLLATE "C"
    LIMIT $1::bigint) AS "_t") AS "topK(2)(event)"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $2::bigint)
LIMIT 101

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
-- args: 2, 0, 4
SELECT var_pop(("_t1"."number")::double precision) AS "varPop(number)", var_samp(("_t1"."number")::double precision) AS "varSamp(number)", stddev_pop(("_t1"."number")::double precision) AS "stddevPop(number)", stddev_samp(("_t1"."number")::double precision) AS "stddevSamp(number)", corr(("_t1"."number")::double precision, (("_t1"."number" * $1::bigint))::double precision) AS "corr(number, number * 2)"
FROM (SELECT generate_series($2::bigint, $3::bigint) AS "number") AS "_t1"
LIMIT 101

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
SELECT (burrow_cap($1::text) ~ burrow_pattern($2::text)) AS "match('abc', '^a.c$')", (burrow_cap($1::text) ~ burrow_pattern($3::text)) AS "match('abc', 'B')", (burrow_cap($1::text) ~* burrow_pattern($3::text)) AS "imatch('abc', 'B')", (NOT (burrow_cap($1::text) ~ burrow_pattern($4::text))) AS "NOT match('abc', 'z')", (NOT (burrow_cap($5::text) ~* burrow_pattern($6::text))) AS "NOT imatch('ABC', 'b')", (CASE WHEN $7::text IS NOT NULL AND $8::text IS NOT NULL THEN COALESCE(substring(burrow_cap($7::text)
      FROM burrow_pattern($8::text)), '') END) AS "extract('key=val', 'key=(\\w+)')", (CASE WHEN $1::text IS NOT NULL AND $4::text IS NOT NULL THEN COALESCE(substring(burrow_cap($1::text)
      FROM burrow_pattern($4::text)), '') END) AS "extract('abc', 'z')", (CASE WHEN $9::text IS NOT NULL AND $10::text IS NOT NULL THEN (SELECT COALESCE(jsonb_agg("_m"."m"[1]
        ORDER BY "_m"."n"), '[]'::jsonb)
    FROM regexp_matches(burrow_cap($9::text), burrow_pattern($10::text), 'g') WITH ORDINALITY AS "_m"("m", "n")) END) AS "extractAll('a1b22c333', '[0-9]+')", burrow_cap(regexp_replace(burrow_cap($11::text), burrow_pattern($12::text), replace($6::text, '\0', '\&'))) AS "replaceRegexpOne('aaa', 'a', 'b')", burrow_cap(regexp_replace(burrow_cap($11::text), burrow_pattern($12::text), replace($6::text, '\0', '\&'), 'g')) AS "replaceRegexpAll('aaa', 'a', 'b')", burrow_cap(regexp_replace(burrow_cap($13::text), burrow_pattern($14::text), replace($15::text, '\0', '\&'))) AS "replaceRegexpOne('john smith', '(\\w+) (\\w+)', '\\2 \\1')", (burrow_cap($5::text) ~* burrow_pattern($6::text)) AS "_c12"
LIMIT 101

-- ==== like functions
-- source: SELECT like('abc', 'a%'), notLike('abc', 'a%'), ilike('ABC', 'a%'), notILike('ABC', 'a%')
-- normalized: SELECT like('abc', 'a%'), notLike('abc', 'a%'), ilike('ABC', 'a%'), notILike('ABC', 'a%')
-- columns:
--   "like('abc', 'a%')" Bool
--   "notLike('abc', 'a%')" Bool
--   "ilike('ABC', 'a%')" Bool
--   "notILike('ABC', 'a%')" Bool
-- args: "abc", "a%", "ABC"
SELECT (burrow_cap($1::text) LIKE $2::text) AS "like('abc', 'a%')", (burrow_cap($1::text) NOT LIKE $2::text) AS "notLike('abc', 'a%')", (burrow_cap($3::text) ILIKE $2::text) AS "ilike('ABC', 'a%')", (burrow_cap($3::text) NOT ILIKE $2::text) AS "notILike('ABC', 'a%')"
LIMIT 101

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
-- args: "2026-01-15 10:20:30+00:00", 900
SELECT ((date_trunc('month', $1::timestamptz))::date)::timestamptz AS "dateTrunc('month', toDateTime('2026-01-15 10:20:30'))", ((date_trunc('week', $1::timestamptz))::date)::timestamptz AS "date_trunc('week', toDateTime('2026-01-15 10:20:30'))", date_trunc('hour', $1::timestamptz) AS "dateTrunc('hour', toDateTime('2026-01-15 10:20:30'))", to_timestamp(floor(extract(epoch
      FROM $1::timestamptz) / $2::bigint) * $2::bigint) AS "_c4", date_trunc('day', $1::timestamptz) AS "_c5", $1::timestamptz AS "toTimeZone(toDateTime('2026-01-15 10:20:30'), 'UTC')"
LIMIT 101

-- ==== formatDateTime codes
-- source:
--   SELECT formatDateTime(toDateTime('2026-01-05 09:07:03'), '%a %b %e %M %W %y %D %h %k %l %Q %w %V %c %Y-%m-%d %H:%i:%S %p %j %u'), formatDateTime(toDateTime('2026-12-27 21:00:00'), '%e|%l|%a|%b|%W|%M')
-- normalized:
--   SELECT formatDateTime(toDateTime('2026-01-05 09:07:03'), '%a %b %e %M %W %y %D %h %k %l %Q %w %V %c %Y-%m-%d %H:%i:%S %p %j %u'), formatDateTime(toDateTime('2026-12-27 21:00:00'), '%e|%l|%a|%b|%W|%M')
-- columns:
--   "formatDateTime(toDateTime('2026-01-05 09:07:03'), '%a %b %e %M %W %y %D %h %k %l %Q %w %V %c %Y-%m-%d %H:%i:%S %p %j %u')" String
--   "formatDateTime(toDateTime('2026-12-27 21:00:00'), '%e|%l|%a|%b|%W|%M')" String
-- args: "2026-01-05 09:07:03+00:00", " ", "-", ":", "2026-12-27 21:00:00+00:00", "|"
SELECT ((to_char($1::timestamptz, 'Dy')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (to_char($1::timestamptz, 'Mon')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (lpad(to_char($1::timestamptz, 'FMDD'), 2, ' ')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (to_char($1::timestamptz, 'FMMonth')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (to_char($1::timestamptz, 'FMDay')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (to_char($1::timestamptz, 'YY')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (to_char($1::timestamptz, 'MM/DD/YY')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (to_char($1::timestamptz, 'HH12')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (lpad(to_char($1::timestamptz, 'FMHH24'), 2, ' ')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (lpad(to_char($1::timestamptz, 'FMHH12'), 2, ' ')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (to_char($1::timestamptz, 'Q')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || ((EXTRACT(DOW
        FROM $1::timestamptz))::integer::text) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (to_char($1::timestamptz, 'IW')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (to_char($1::timestamptz, 'MM')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (to_char($1::timestamptz, 'YYYY')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $3::text END) || (to_char($1::timestamptz, 'MM')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $3::text END) || (to_char($1::timestamptz, 'DD')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (to_char($1::timestamptz, 'HH24')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $4::text END) || (to_char($1::timestamptz, 'MI')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $4::text END) || (to_char($1::timestamptz, 'SS')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (to_char($1::timestamptz, 'AM')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (to_char($1::timestamptz, 'DDD')) || (CASE WHEN $1::timestamptz IS NOT NULL THEN $2::text END) || (to_char($1::timestamptz, 'ID'))) AS "_c1", ((lpad(to_char($5::timestamptz, 'FMDD'), 2, ' ')) || (CASE WHEN $5::timestamptz IS NOT NULL THEN $6::text END) || (lpad(to_char($5::timestamptz, 'FMHH12'), 2, ' ')) || (CASE WHEN $5::timestamptz IS NOT NULL THEN $6::text END) || (to_char($5::timestamptz, 'Dy')) || (CASE WHEN $5::timestamptz IS NOT NULL THEN $6::text END) || (to_char($5::timestamptz, 'Mon')) || (CASE WHEN $5::timestamptz IS NOT NULL THEN $6::text END) || (to_char($5::timestamptz, 'FMDay')) || (CASE WHEN $5::timestamptz IS NOT NULL THEN $6::text END) || (to_char($5::timestamptz, 'FMMonth'))) AS "_c2"
LIMIT 101

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
--   300
--   600
--   900
--   "2026-01-01"
--   1
--   -1
--   "2026-01-02 10:00:00+00:00"
--   "2020-01-01 00:00:00+00:00"
SELECT to_timestamp(floor(extract(epoch
      FROM $1::timestamptz) / $2::bigint) * $2::bigint) AS "toStartOfFiveMinutes(toDateTime('2026-01-15 10:23:30'))", to_timestamp(floor(extract(epoch
      FROM $1::timestamptz) / $3::bigint) * $3::bigint) AS "toStartOfTenMinutes(toDateTime('2026-01-15 10:23:30'))", to_timestamp(floor(extract(epoch
      FROM $1::timestamptz) / $4::bigint) * $4::bigint) AS "toStartOfFifteenMinutes(toDateTime('2026-01-15 10:23:30'))", ((CURRENT_DATE - 1) < CURRENT_DATE) AS "yesterday() < today()", (($5::date) + ($6::bigint) * INTERVAL '1 day')::date AS "date_add('day', 1, toDate('2026-01-01'))", (($5::date) + ($7::bigint) * INTERVAL '1 day')::date AS "date_sub('day', 1, toDate('2026-01-01'))", ($8::timestamptz)::date AS "toDate('2026-01-02 10:00:00', 'UTC')", COUNT(DISTINCT $6::bigint) AS "uniqCombined(1)", (date_trunc('second', now()) > $9::timestamptz) AS "now64() > toDateTime('2020-01-01')"
LIMIT 101

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
SELECT (EXTRACT(YEAR
    FROM $1::date) * 100 + EXTRACT(MONTH
    FROM $1::date))::bigint AS "toYYYYMM(toDate('2026-01-15'))", (EXTRACT(YEAR
    FROM $1::date) * 10000 + EXTRACT(MONTH
    FROM $1::date) * 100 + EXTRACT(DAY
    FROM $1::date))::bigint AS "toYYYYMMDD(toDate('2026-01-15'))", EXTRACT(DOY
  FROM $2::date)::bigint AS "toDayOfYear(toDate('2026-02-01'))", EXTRACT(WEEK
  FROM $1::date)::bigint AS "toISOWeek(toDate('2026-01-15'))", (date_trunc('week', ($1::date)::timestamptz))::date AS "toMonday(toDate('2026-01-15'))", $3::timestamptz AS "parseDateTimeBestEffort('2026-01-02 03:04:05')", date_trunc('second', to_timestamp($4::bigint)) AS "fromUnixTimestamp(86400)"
LIMIT 101

-- ==== intervals
-- source:
--   SELECT toDateTime('2026-01-01 00:00:00') + toIntervalSecond(1) + toIntervalMinute(1) + toIntervalHour(1) + toIntervalDay(1) + toIntervalWeek(1) + toIntervalMonth(1) + toIntervalQuarter(1) + toIntervalYear(1), toDate('2026-01-01') + toIntervalDay(2)
-- normalized:
--   SELECT toDateTime('2026-01-01 00:00:00') + toIntervalSecond(1) + toIntervalMinute(1) + toIntervalHour(1) + toIntervalDay(1) + toIntervalWeek(1) + toIntervalMonth(1) + toIntervalQuarter(1) + toIntervalYear(1), toDate('2026-01-01') + toIntervalDay(2)
-- columns:
--   "toDateTime('2026-01-01 00:00:00') + toIntervalSecond(1) + toIntervalMinute(1) + toIntervalHour(1) + toIntervalDay(1) + toIntervalWeek(1) + toIntervalMonth(1) + toIntervalQuarter(1) + toIntervalYear(1)" DateTime
--   "toDate('2026-01-01') + toIntervalDay(2)" Date
-- args: "2026-01-01 00:00:00+00:00", 1, "2026-01-01", 2
SELECT (((((((((((((((($1::timestamptz) + ($2::bigint) * INTERVAL '1 second')) + ($2::bigint) * INTERVAL '1 minute')) + ($2::bigint) * INTERVAL '1 hour')) + ($2::bigint) * INTERVAL '1 day')) + ($2::bigint) * INTERVAL '7 days')) + ($2::bigint) * INTERVAL '1 month')) + ($2::bigint) * INTERVAL '3 months')) + ($2::bigint) * INTERVAL '1 year') AS "_c1", (($3::date) + ($4::bigint) * INTERVAL '1 day')::date AS "toDate('2026-01-01') + toIntervalDay(2)"
LIMIT 101

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
SELECT (($1::timestamptz) + ($2::bigint) * INTERVAL '1 second') AS "addSeconds(d, 1)", (($1::timestamptz) + ($2::bigint) * INTERVAL '1 minute') AS "addMinutes(d, 1)", (($1::timestamptz) + ($2::bigint) * INTERVAL '1 hour') AS "addHours(d, 1)", (($1::timestamptz) + ($2::bigint) * INTERVAL '1 day') AS "addDays(d, 1)", (($1::timestamptz) + ($2::bigint) * INTERVAL '7 days') AS "addWeeks(d, 1)", (($1::timestamptz) + ($2::bigint) * INTERVAL '1 month') AS "addMonths(d, 1)", (($1::timestamptz) + ($2::bigint) * INTERVAL '3 months') AS "addQuarters(d, 1)", (($1::timestamptz) + ($2::bigint) * INTERVAL '1 year') AS "addYears(d, 1)"
LIMIT 101

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
SELECT (($1::timestamptz) + ($2::bigint) * INTERVAL '1 second') AS "subtractSeconds(d, 1)", (($1::timestamptz) + ($2::bigint) * INTERVAL '1 minute') AS "subtractMinutes(d, 1)", (($1::timestamptz) + ($2::bigint) * INTERVAL '1 hour') AS "subtractHours(d, 1)", (($1::timestamptz) + ($2::bigint) * INTERVAL '1 day') AS "subtractDays(d, 1)", (($1::timestamptz) + ($2::bigint) * INTERVAL '7 days') AS "subtractWeeks(d, 1)", (($1::timestamptz) + ($2::bigint) * INTERVAL '1 month') AS "subtractMonths(d, 1)", (($1::timestamptz) + ($2::bigint) * INTERVAL '3 months') AS "subtractQuarters(d, 1)", (($1::timestamptz) + ($2::bigint) * INTERVAL '1 year') AS "subtractYears(d, 1)"
LIMIT 101

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
SELECT $1::bigint AS "assumeNotNull(1)", $2::text AS "toUUID('0000000a-0000-4000-8000-000000000001')", $3::bigint AS "toIntOrZero('x')", COALESCE($4::bigint, $3::bigint) AS "toIntOrZero('12')", $5::double precision AS "toFloatOrZero('x')", COALESCE($6::double precision, $5::double precision) AS "toFloatOrZero('1.5')", left($7::text, GREATEST($8::bigint, 0)::integer) AS "left('hello', 2)", right($7::text, GREATEST($9::bigint, 0)::integer) AS "right('hello', 3)", lpad($10::text, LEAST($9::bigint, 1048576)::integer, $11::text) AS "leftPad('7', 3, '0')", rpad($12::text, LEAST($13::bigint, 1048576)::integer, ' ') AS "rightPad('ab', 4)", (CASE WHEN strpos($14::text, $15::text) > 0 AND $15::text <> '' THEN substr($14::text, 1, strpos($14::text, $15::text) - 1) || $16::text || substr($14::text, strpos($14::text, $15::text) + length($15::text)) ELSE $14::text END) AS "replaceOne('aXbX', 'X', '-')", reverse($17::text) AS "reverse('abc')", repeat($12::text, LEAST($9::bigint, 1048576 / GREATEST(length($12::text), 1))::integer) AS "repeat('ab', 3)"
LIMIT 101

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
-- args: "ab", 10000000, "x", 5000000, "y", "a", 3000000, 700000, 1048573
SELECT length(repeat($1::text, LEAST($2::bigint, 1048576 / GREATEST(length($1::text), 1))::integer)) AS "length(repeat('ab', 10000000))", length(lpad($3::text, LEAST($4::bigint, 1048576)::integer, $5::text)) AS "length(leftPad('x', 5000000, 'y'))", length(repeat($6::text, LEAST($7::bigint, 1048576 / GREATEST(length($6::text), 1))::integer)) AS "length(repeat('a', 3000000))", substr(repeat($1::text, LEAST($8::bigint, 1048576 / GREATEST(length($1::text), 1))::integer), ($9::bigint)::integer) AS "substring(repeat('ab', 700000), 1048573)"
LIMIT 101

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
SELECT COALESCE($1::timestamptz, "_t1"."timestamp") AS "coalesce('2026-01-02 03:04:05', timestamp)", CASE WHEN ("_t1"."event" = $2::text) THEN $3::date ELSE ("_t1"."timestamp")::date END AS "if(event = 'x', '2026-01-01', toDate(timestamp))", ((CASE WHEN CASE WHEN ("_t1"."event" = $2::text) THEN NULL ELSE $4::text END ~ '^(000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-[0-9]{2}-[0-9]{2}' THEN date_trunc('second', (CASE WHEN ("_t1"."event" = $2::text) THEN NULL ELSE $4::text END)::timestamptz) END) > "_t1"."timestamp") AS "if(event = 'x', NULL, '2030-01-01 00:00:00') > timestamp", $5::text AS "toTypeName(coalesce(NULL, '2026-01-01', timestamp))"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $6::bigint) AND ("_t1"."uuid" = $7::text))
LIMIT 101

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
--   "a"
--   0
--   "{\"a\":[1,\"2\",3.5,\"z\"]}"
--   0.0
--   "{\"a\":[1,\"2\",3.5]}"
--   "{\"a\":{\"b\":7}}"
--   "b"
--   "{\"a\":\"s\"}"
--   "{\"a\":true}"
--   "price"
--   "missing"
--   "Array(Int64)"
--   42
--   "a0000000-0000-4000-8000-000000000001"
SELECT (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t2"."key" - 1) IS NOT NULL THEN (("_t2"."value") #>> '{}') END
      ORDER BY ("_t2"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements((CASE WHEN jsonb_typeof((burrow_json($1::text) -> $2::text)) = 'array' THEN (burrow_json($1::text) -> $2::text) ELSE '[]'::jsonb END)) WITH ORDINALITY AS "_t2"("value", "key")) AS "JSONExtract('{""a"":[""x"",""y""]}', 'a', 'Array(String)')", (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t3"."key" - 1) IS NOT NULL THEN COALESCE((CASE WHEN (("_t3"."value") #>> '{}') ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs(((("_t3"."value") #>> '{}'))::double precision) < 9223372036854775808 THEN ((("_t3"."value") #>> '{}'))::bigint END END), $3::bigint) END
      ORDER BY ("_t3"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements((CASE WHEN jsonb_typeof((burrow_json($4::text) -> $2::text)) = 'array' THEN (burrow_json($4::text) -> $2::text) ELSE '[]'::jsonb END)) WITH ORDINALITY AS "_t3"("value", "key")) AS "JSONExtract('{""a"":[1,""2"",3.5,""z""]}', 'a', 'Array(Int64)')", (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t4"."key" - 1) IS NOT NULL THEN COALESCE((CASE WHEN (("_t4"."value") #>> '{}') ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN ((("_t4"."value") #>> '{}'))::double precision END), $5::double precision) END
      ORDER BY ("_t4"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements((CASE WHEN jsonb_typeof((burrow_json($6::text) -> $2::text)) = 'array' THEN (burrow_json($6::text) -> $2::text) ELSE '[]'::jsonb END)) WITH ORDINALITY AS "_t4"("value", "key")) AS "_c3", (CASE WHEN (burrow_json($7::text) -> $2::text ->> $8::text) ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs(((burrow_json($7::text) -> $2::text ->> $8::text))::double precision) < 9223372036854775808 THEN ((burrow_json($7::text) -> $2::text ->> $8::text))::bigint END END) AS "JSONExtract('{""a"":{""b"":7}}', 'a', 'b', 'Int64')", (burrow_json($9::text) ->> $2::text) AS "JSONExtract('{""a"":""s""}', 'a', 'Nullable(String)')", (CASE lower(trim((burrow_json($10::text) ->> $2::text))) WHEN 'true' THEN TRUE WHEN '1' THEN TRUE WHEN 'false' THEN FALSE WHEN '0' THEN FALSE END) AS "JSONExtract('{""a"":true}', 'a', 'Bool')", (CASE WHEN ("_t1"."properties" ->> $11::text) ~ '^\s*-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$' THEN (("_t1"."properties" ->> $11::text))::double precision END) AS "JSONExtract(properties, 'price', 'Float64')", (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t5"."key" - 1) IS NOT NULL THEN (("_t5"."value") #>> '{}') END
      ORDER BY ("_t5"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements((CASE WHEN jsonb_typeof(("_t1"."properties" -> $12::text)) = 'array' THEN ("_t1"."properties" -> $12::text) ELSE '[]'::jsonb END)) WITH ORDINALITY AS "_t5"("value", "key")) AS "JSONExtract(properties, 'missing', 'Array(String)')", $13::text AS "_c9"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $14::bigint) AND ("_t1"."uuid" = $15::text))
LIMIT 101

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
--   "a"
--   "b"
--   "not json"
--   "{\"a\":\"q\"}"
--   "{\"a\":1}"
--   "[1,2,3]"
--   "$browser"
--   42
--   "a0000000-0000-4000-8000-000000000001"
SELECT (burrow_json($1::text) -> $2::text ->> $3::text) AS "JSONExtractString('{""a"":{""b"":""c""}}', 'a', 'b')", (CASE WHEN (burrow_json($4::text) ->> $2::text) ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs(((burrow_json($4::text) ->> $2::text))::double precision) < 9223372036854775808 THEN ((burrow_json($4::text) ->> $2::text))::bigint END END) AS "JSONExtractInt('not json', 'a')", ((burrow_json($5::text) -> $2::text))::text AS "JSONExtractRaw('{""a"":""q""}', 'a')", ((burrow_json($6::text) -> $2::text) IS NOT NULL) AS "JSONHas('{""a"":1}', 'a')", (SELECT CASE jsonb_typeof("_j"."v") WHEN 'array' THEN jsonb_array_length("_j"."v") WHEN 'object' THEN (SELECT count(*)
    FROM jsonb_object_keys("_j"."v")) ELSE 0 END
  FROM (SELECT (burrow_json($7::text)) AS "v") AS "_j") AS "JSONLength('[1,2,3]')", ("_t1"."properties" -> $8::text ->> $2::text) AS "JSONExtractString(properties.$browser, 'a')"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $9::bigint) AND ("_t1"."uuid" = $10::text))
LIMIT 101

-- ==== JSON array elements as strings
-- source:
--   SELECT arrayMap(x -> toString(x), JSONExtractArrayRaw('{"a":["x",1,true,null]}', 'a')), arrayMap(x -> toInt(toString(x)), JSONExtractArrayRaw('{"a":[1,"2"]}', 'a'))
-- normalized:
--   SELECT arrayMap(x -> toString(x), JSONExtractArrayRaw('{"a":["x",1,true,null]}', 'a')), arrayMap(x -> toInt(toString(x)), JSONExtractArrayRaw('{"a":[1,"2"]}', 'a'))
-- columns:
--   "arrayMap(x -> toString(x), JSONExtractArrayRaw('{\"a\":[\"x\",1,true,null]}', 'a'))" Array(String)
--   "arrayMap(x -> toInt(toString(x)), JSONExtractArrayRaw('{\"a\":[1,\"2\"]}', 'a'))" Array(Int64)
-- args: "{\"a\":[\"x\",1,true,null]}", "a", "{\"a\":[1,\"2\"]}"
SELECT (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t1"."key" - 1) IS NOT NULL THEN (("_t1"."value") #>> '{}') END
      ORDER BY ("_t1"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements((CASE WHEN jsonb_typeof((burrow_json($1::text) -> $2::text)) = 'array' THEN (burrow_json($1::text) -> $2::text) ELSE '[]'::jsonb END)) WITH ORDINALITY AS "_t1"("value", "key")) AS "_c1", (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t2"."key" - 1) IS NOT NULL THEN (CASE WHEN (("_t2"."value") #>> '{}') ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs(((("_t2"."value") #>> '{}'))::double precision) < 9223372036854775808 THEN ((("_t2"."value") #>> '{}'))::bigint END END) END
      ORDER BY ("_t2"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements((CASE WHEN jsonb_typeof((burrow_json($3::text) -> $2::text)) = 'array' THEN (burrow_json($3::text) -> $2::text) ELSE '[]'::jsonb END)) WITH ORDINALITY AS "_t2"("value", "key")) AS "_c2"
LIMIT 101

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
-- args: "items", "sku", "{\"a\":[[5,6],[7]]}", "a", 42, "purchase"
SELECT ("_t1"."properties" -> $1::text -> 1 ->> $2::text) AS "properties.items.2.sku", ("_t1"."properties" -> $1::text -> 0 ->> 0) AS "properties.items.1.1", (burrow_json($3::text) -> $4::text -> 1 ->> 0) AS "JSONExtractString('{""a"":[[5,6],[7]]}', 'a', 2, 1)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $5::bigint) AND ("_t1"."event" = $6::text))
LIMIT 101

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
SELECT jsonb_build_array($1::bigint, $2::text) AS "tuple(1, 'a')", jsonb_build_array($3::bigint, $4::text, $5::double precision, TRUE, $6::timestamptz, $7::date, NULL, jsonb_build_array($1::bigint, $3::bigint)) AS "_c2", $8::text AS "toTypeName((1, 'a'))", $2::text AS "(1, 'a').2", $9::bigint AS "tupleElement((3, 'z'), 1)", jsonb_build_array(jsonb_build_array($1::bigint, $10::text), jsonb_build_array($3::bigint, $11::text)) AS "[(1, 'x'), (2, 'y')]", $12::text AS "toTypeName([(1, 'x')])"
LIMIT 101

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
SELECT (("_t2"."t" ->> 0)) AS "t.1", (("_t2"."t" ->> 1)::bigint) AS "t.2", "_t2"."t" AS "t"
FROM (SELECT jsonb_build_array("_t1"."event", COUNT(*)) AS "t"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = $1::bigint)
  GROUP BY "_t1"."event") AS "_t2"
ORDER BY (("_t2"."t" ->> 1)::bigint) DESC NULLS LAST, (("_t2"."t" ->> 0)) COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT "_t2"."event" AS "event", (SELECT COALESCE(jsonb_agg("_e1"."value"
      ORDER BY "_e1"."value" COLLATE "C"), '[]'::jsonb)
  FROM jsonb_array_elements_text((SELECT COALESCE(jsonb_agg(CASE WHEN ("_t3"."key" - 1) IS NOT NULL THEN ((("_t3"."value")::jsonb ->> 0)) END
          ORDER BY ("_t3"."key" - 1)), '[]'::jsonb)
      FROM jsonb_array_elements_text("_t2"."g") WITH ORDINALITY AS "_t3"("value", "key"))) WITH ORDINALITY AS "_e1"("value", "key")) AS "arraySort(arrayMap(x -> x.1, g))", ((((CASE WHEN $1::bigint > 0 THEN ("_t2"."g" ->> ($1::bigint - 1)::integer) WHEN $1::bigint < 0 THEN ("_t2"."g" ->> ($1::bigint)::integer) END)::jsonb ->> 1)::bigint) > $2::bigint) AS "g[1].2 > 0", (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t4"."key" - 1) IS NOT NULL THEN jsonb_build_array("_t4"."value", ("_t5"."value")::bigint) END
      ORDER BY ("_t4"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($3::text, $4::text, $5::text)) WITH ORDINALITY AS "_t4"("value", "key")
  JOIN jsonb_array_elements_text(jsonb_build_array($1::bigint, $6::bigint)) WITH ORDINALITY AS "_t5"("value", "key") ON ("_t5"."key" - 1) = ("_t4"."key" - 1)) AS "arrayZip(['a', 'b', 'c'], [1, 2])", (((CASE WHEN $6::bigint > 0 THEN ((SELECT COALESCE(jsonb_agg(CASE WHEN ("_t6"."key" - 1) IS NOT NULL THEN jsonb_build_array("_t6"."value", ("_t7"."value")::bigint) END
              ORDER BY ("_t6"."key" - 1)), '[]'::jsonb)
          FROM jsonb_array_elements_text(jsonb_build_array($7::text, $8::text)) WITH ORDINALITY AS "_t6"("value", "key")
          JOIN jsonb_array_elements_text(jsonb_build_array($1::bigint, $6::bigint)) WITH ORDINALITY AS "_t7"("value", "key") ON ("_t7"."key" - 1) = ("_t6"."key" - 1)) ->> ($6::bigint - 1)::integer) WHEN $6::bigint < 0 THEN ((SELECT COALESCE(jsonb_agg(CASE WHEN ("_t6"."key" - 1) IS NOT NULL THEN jsonb_build_array("_t6"."value", ("_t7"."value")::bigint) END
              ORDER BY ("_t6"."key" - 1)), '[]'::jsonb)
          FROM jsonb_array_elements_text(jsonb_build_array($7::text, $8::text)) WITH ORDINALITY AS "_t6"("value", "key")
          JOIN jsonb_array_elements_text(jsonb_build_array($1::bigint, $6::bigint)) WITH ORDINALITY AS "_t7"("value", "key") ON ("_t7"."key" - 1) = ("_t6"."key" - 1)) ->> ($6::bigint)::integer) END)::jsonb ->> 0)) AS "(arrayZip(['p', 'q'], [1, 2]) AS z)[2].1", jsonb_array_length((SELECT COALESCE(jsonb_agg(CASE WHEN ("_t8"."key" - 1) IS NOT NULL THEN jsonb_build_array("_t8"."value", ("_t9"."value")::bigint) END
        ORDER BY ("_t8"."key" - 1)), '[]'::jsonb)
    FROM jsonb_array_elements_text(jsonb_build_array($7::text, $8::text)) WITH ORDINALITY AS "_t8"("value", "key")
    JOIN jsonb_array_elements_text(jsonb_build_array($1::bigint, $6::bigint)) WITH ORDINALITY AS "_t9"("value", "key") ON ("_t9"."key" - 1) = ("_t8"."key" - 1))) AS "length(z)"
FROM (SELECT "_t1"."event" AS "event", COALESCE(jsonb_agg(jsonb_build_array("_t1"."distinct_id", (EXTRACT(HOUR
            FROM "_t1"."timestamp")::bigint + $1::bigint))) FILTER (WHERE jsonb_build_array("_t1"."distinct_id", (EXTRACT(HOUR
            FROM "_t1"."timestamp")::bigint + $1::bigint)) IS NOT NULL), '[]'::jsonb) AS "g"
  FROM "events" AS "_t1"
  WHERE ("_t1"."team_id" = $9::bigint)
  GROUP BY "_t1"."event") AS "_t2"
ORDER BY "_t2"."event" COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT "_t1"."event" AS "event", (jsonb_build_array("_t1"."event", "_t1"."distinct_id") = jsonb_build_array($1::text, $2::text)) AS "(event, distinct_id) = ('signup', 'd1')", ("_t1"."event" IN ($1::text, $3::text)) AS "in(event, tuple('signup', 'purchase'))"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $4::bigint) AND ("_t1"."event" IN ($1::text, $3::text)))
ORDER BY "_t1"."event" COLLATE "C" NULLS LAST
LIMIT 101

-- ==== lambda over JSON objects
-- source:
--   SELECT arrayMap(x -> x.sku, JSONExtractArrayRaw(properties, 'items')) FROM events WHERE event = 'purchase'
-- normalized:
--   SELECT arrayMap(x -> x.sku, JSONExtractArrayRaw(properties, 'items'))
--   FROM events
--   WHERE event = 'purchase'
-- columns: "arrayMap(x -> x.sku, JSONExtractArrayRaw(properties, 'items'))" Array(String)
-- args: "sku", "items", 42, "purchase"
SELECT (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t2"."key" - 1) IS NOT NULL THEN ("_t2"."value" ->> $1::text) END
      ORDER BY ("_t2"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements((CASE WHEN jsonb_typeof(("_t1"."properties" -> $2::text)) = 'array' THEN ("_t1"."properties" -> $2::text) ELSE '[]'::jsonb END)) WITH ORDINALITY AS "_t2"("value", "key")) AS "_c1"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $3::bigint) AND ("_t1"."event" = $4::text))
LIMIT 101

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
--   "a"
--   "[1]"
--   "{\"b\":1,\"a\":\"2\",\"c\":\"z\"}"
--   "{\"b\":true,\"a\":\"x\",\"c\":2.5}"
--   "Array(Tuple(String, Nullable(Float64)))"
--   42
--   "a0000000-0000-4000-8000-000000000001"
SELECT (SELECT COALESCE(jsonb_agg("_e1"."k"
      ORDER BY "_e1"."k" COLLATE "C"), '[]'::jsonb)
  FROM jsonb_object_keys(CASE WHEN jsonb_typeof(("_t1"."properties")) = 'object' THEN ("_t1"."properties") END) AS "_e1"("k")) AS "JSONExtractKeys(properties)", (SELECT COALESCE(jsonb_agg("_e2"."k"
      ORDER BY "_e2"."k" COLLATE "C"), '[]'::jsonb)
  FROM jsonb_object_keys(CASE WHEN jsonb_typeof((burrow_json($1::text) -> $2::text)) = 'object' THEN (burrow_json($1::text) -> $2::text) END) AS "_e2"("k")) AS "JSONExtractKeys('{""b"":1,""a"":{""y"":1,""x"":2}}', 'a')", (SELECT COALESCE(jsonb_agg("_e3"."k"
      ORDER BY "_e3"."k" COLLATE "C"), '[]'::jsonb)
  FROM jsonb_object_keys(CASE WHEN jsonb_typeof((burrow_json($3::text))) = 'object' THEN (burrow_json($3::text)) END) AS "_e3"("k")) AS "JSONExtractKeys('[1]')", (SELECT COALESCE(jsonb_agg(jsonb_build_array("_e4"."key", (CASE WHEN (("_e4"."value") #>> '{}') ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs(((("_e4"."value") #>> '{}'))::double precision) < 9223372036854775808 THEN ((("_e4"."value") #>> '{}'))::bigint END END))
      ORDER BY "_e4"."key" COLLATE "C"), '[]'::jsonb)
  FROM jsonb_each(CASE WHEN jsonb_typeof((burrow_json($4::text))) = 'object' THEN (burrow_json($4::text)) END) AS "_e4"("key", "value")) AS "JSONExtractKeysAndValues('{""b"":1,""a"":""2"",""c"":""z""}', 'Int64')", (SELECT COALESCE(jsonb_agg(jsonb_build_array("_e5"."key", (("_e5"."value") #>> '{}'))
      ORDER BY "_e5"."key" COLLATE "C"), '[]'::jsonb)
  FROM jsonb_each(CASE WHEN jsonb_typeof((burrow_json($5::text))) = 'object' THEN (burrow_json($5::text)) END) AS "_e5"("key", "value")) AS "_c5", $6::text AS "toTypeName(JSONExtractKeysAndValues('{}', 'Float64'))"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $7::bigint) AND ("_t1"."uuid" = $8::text))
LIMIT 101

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
SELECT $1::timestamptz AS "parseDateTimeBestEffort('4-Dec-2023')", $2::timestamptz AS "parseDateTimeBestEffort('Sat, 18 Aug 2018 07:22:16 GMT')", $3::timestamptz AS "parseDateTimeBestEffort('Sat, 18 Aug 2018 07:22:16 +0300')", $4::timestamptz AS "parseDateTimeBestEffort('2023-12-04T10:11:12.5+02:00')", $5::timestamptz AS "parseDateTimeBestEffort('2023-12-04 10:11:12Z')", $6::timestamptz AS "parseDateTimeBestEffort('1700000000')", $7::timestamptz AS "parseDateTimeBestEffort('12/11/2023')", NULL AS "parseDateTimeBestEffort('31/02/2023')", $8::timestamptz AS "parseDateTimeBestEffort('Dec 4, 2023 10:00')", $1::timestamptz AS "parseDateTimeBestEffort('20231204')", $1::timestamptz AS "parseDateTimeBestEffort('2023-12-04')", NULL AS "parseDateTimeBestEffortOrNull('junk')", $9::timestamptz AS "parseDateTimeBestEffortOrZero('junk')", $10::timestamptz AS "parseDateTimeBestEffort('4 December 2023 23:59:59 -05:30')", $11::text AS "toTypeName(parseDateTimeBestEffort('x'))"
LIMIT 101

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
SELECT (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t1"."key" - 1) IS NOT NULL THEN burrow_parse_datetime("_t1"."value") END
      ORDER BY ("_t1"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($1::text, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::text, $9::text, $10::text, $11::text, $12::text, $13::text, $14::text)) WITH ORDINALITY AS "_t1"("value", "key")) AS "_c1", (SELECT COALESCE(jsonb_agg(CASE WHEN ("_t2"."key" - 1) IS NOT NULL THEN COALESCE(burrow_parse_datetime("_t2"."value"), to_timestamp(0)) END
      ORDER BY ("_t2"."key" - 1)), '[]'::jsonb)
  FROM jsonb_array_elements_text(jsonb_build_array($12::text, $15::text)) WITH ORDINALITY AS "_t2"("value", "key")) AS "_c2"
LIMIT 101

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
-- args: "$session_id", 42, "a0000000-0000-4000-8000-000000000001"
SELECT burrow_parse_datetime(("_t1"."properties" ->> $1::text)) AS "parseDateTimeBestEffort(properties.$session_id)", (burrow_parse_datetime(to_char("_t1"."timestamp", 'YYYY-MM-DD HH24:MI:SS')) = "_t1"."timestamp") AS "parseDateTimeBestEffort(toString(timestamp)) = timestamp", "_t1"."timestamp" AS "parseDateTimeBestEffort(timestamp)"
FROM "events" AS "_t1"
WHERE (("_t1"."team_id" = $2::bigint) AND ("_t1"."uuid" = $3::text))
LIMIT 101

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
SELECT "_t1"."distinct_id" AS "distinct_id", (SELECT jsonb_build_array(COALESCE(jsonb_agg("k"
        ORDER BY "k"), '[]'::jsonb), COALESCE(jsonb_agg("s"
        ORDER BY "k"), '[]'::jsonb))
  FROM (SELECT ("_e2"."value") AS "k", sum(("_e3"."value")::bigint) AS "s"
    FROM jsonb_array_elements(jsonb_agg(jsonb_build_array(jsonb_build_array("_t1"."event", $1::text), jsonb_build_array($2::bigint, $2::bigint)))) AS "_e1"("value"), jsonb_array_elements_text("_e1"."value" -> 0) WITH ORDINALITY AS "_e2"("value", "key"), jsonb_array_elements_text("_e1"."value" -> 1) WITH ORDINALITY AS "_e3"("value", "key")
    WHERE "_e2"."key" = "_e3"."key"
    GROUP BY 1) AS "_e1s") AS "sumMap([event, 'all'], [1, 1])", (SELECT jsonb_build_array(COALESCE(jsonb_agg("k"
        ORDER BY "k"), '[]'::jsonb), COALESCE(jsonb_agg("s"
        ORDER BY "k"), '[]'::jsonb))
  FROM (SELECT ("_e5"."value")::bigint AS "k", sum(("_e6"."value")::double precision) AS "s"
    FROM jsonb_array_elements(jsonb_agg(jsonb_build_array(jsonb_build_array(EXTRACT(HOUR
              FROM "_t1"."timestamp")::bigint), jsonb_build_array($3::double precision)))) AS "_e4"("value"), jsonb_array_elements_text("_e4"."value" -> 0) WITH ORDINALITY AS "_e5"("value", "key"), jsonb_array_elements_text("_e4"."value" -> 1) WITH ORDINALITY AS "_e6"("value", "key")
    WHERE "_e5"."key" = "_e6"."key"
    GROUP BY 1) AS "_e4s") AS "sumMap([toHour(timestamp)], [1.5])", (SELECT jsonb_build_array(COALESCE(jsonb_agg("k"
        ORDER BY "k"), '[]'::jsonb), COALESCE(jsonb_agg("s"
        ORDER BY "k"), '[]'::jsonb))
  FROM (SELECT ("_e8"."value") AS "k", sum(("_e9"."value")::bigint) AS "s"
    FROM jsonb_array_elements(jsonb_agg(jsonb_build_array(jsonb_build_array("_t1"."event"), jsonb_build_array($2::bigint))) FILTER (WHERE ("_t1"."event" <> $4::text))) AS "_e7"("value"), jsonb_array_elements_text("_e7"."value" -> 0) WITH ORDINALITY AS "_e8"("value", "key"), jsonb_array_elements_text("_e7"."value" -> 1) WITH ORDINALITY AS "_e9"("value", "key")
    WHERE "_e8"."key" = "_e9"."key"
    GROUP BY 1) AS "_e7s") AS "sm", ((SELECT jsonb_build_array(COALESCE(jsonb_agg("k"
          ORDER BY "k"), '[]'::jsonb), COALESCE(jsonb_agg("s"
          ORDER BY "k"), '[]'::jsonb))
    FROM (SELECT ("_e11"."value") AS "k", sum(("_e12"."value")::bigint) AS "s"
      FROM jsonb_array_elements(jsonb_agg(jsonb_build_array(jsonb_build_array("_t1"."event"), jsonb_build_array($2::bigint))) FILTER (WHERE ("_t1"."event" <> $4::text))) AS "_e10"("value"), jsonb_array_elements_text("_e10"."value" -> 0) WITH ORDINALITY AS "_e11"("value", "key"), jsonb_array_elements_text("_e10"."value" -> 1) WITH ORDINALITY AS "_e12"("value", "key")
      WHERE "_e11"."key" = "_e12"."key"
      GROUP BY 1) AS "_e10s") -> 0) AS "sm.1", ((SELECT jsonb_build_array(COALESCE(jsonb_agg("k"
          ORDER BY "k"), '[]'::jsonb), COALESCE(jsonb_agg("s"
          ORDER BY "k"), '[]'::jsonb))
    FROM (SELECT ("_e14"."value") AS "k", sum(("_e15"."value")::bigint) AS "s"
      FROM jsonb_array_elements(jsonb_agg(jsonb_build_array(jsonb_build_array("_t1"."event"), jsonb_build_array($5::bigint)))) AS "_e13"("value"), jsonb_array_elements_text("_e13"."value" -> 0) WITH ORDINALITY AS "_e14"("value", "key"), jsonb_array_elements_text("_e13"."value" -> 1) WITH ORDINALITY AS "_e15"("value", "key")
      WHERE "_e14"."key" = "_e15"."key"
      GROUP BY 1) AS "_e13s") -> 1) AS "(sumMap([event], [2]) AS x).2"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $6::bigint)
GROUP BY "_t1"."distinct_id"
ORDER BY "_t1"."distinct_id" COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT "_t1"."event" AS "event", ((burrow_cap("_t1"."event") ~ burrow_pattern($1::text)) OR (burrow_cap("_t1"."event") ~ burrow_pattern($2::text))) AS "multiMatchAny(event, ['^sign', 'view$'])", CASE WHEN (burrow_cap("_t1"."event") ~ burrow_pattern($1::text)) THEN $3::bigint WHEN (burrow_cap("_t1"."event") ~ burrow_pattern($2::text)) THEN $4::bigint WHEN (burrow_cap("_t1"."event") ~ burrow_pattern($5::text)) THEN $6::bigint ELSE $7::bigint END AS "multiMatchAnyIndex(event, ['^sign', 'view$', 'page'])", CASE WHEN (burrow_cap("_t1"."event") ~ burrow_pattern($8::text)) THEN $3::bigint ELSE $7::bigint END AS "multiMatchAnyIndex(event, ['zzz'])", FALSE AS "multiMatchAny(event, [])"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $9::bigint)
GROUP BY "_t1"."event"
ORDER BY "_t1"."event" COLLATE "C" NULLS LAST
LIMIT 101

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
SELECT (($1::bigint)::bigint & ($2::bigint)::bigint) AS "bitAnd(6, 3)", (($1::bigint)::bigint | ($2::bigint)::bigint) AS "bitOr(6, 3)", (($3::bigint)::bigint & ($4::bigint)::bigint) AS "bitAnd(-1, 5)", (CASE WHEN $5::bigint BETWEEN 0 AND 63 THEN ($6::bigint)::bigint << ($5::bigint)::int END) AS "bitShiftLeft(1, 4)", (CASE WHEN $7::bigint BETWEEN 0 AND 63 THEN ($2::bigint)::bigint << ($7::bigint)::int END) AS "bitShiftLeft(3, 62)", (CASE WHEN $8::bigint BETWEEN 0 AND 63 THEN ($6::bigint)::bigint << ($8::bigint)::int END) AS "bitShiftLeft(1, 64)", (CASE WHEN $3::bigint BETWEEN 0 AND 63 THEN ($6::bigint)::bigint << ($3::bigint)::int END) AS "bitShiftLeft(1, -1)", (CASE WHEN NULL BETWEEN 0 AND 63 THEN ($6::bigint)::bigint << (NULL)::int END) AS "bitShiftLeft(1, toInt(NULL))"
LIMIT 101

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
-- args: "u1", 1, "$screen_width", 7, 42
SELECT "_t1"."event" AS "event", bit_or((CASE WHEN ("_t1"."distinct_id" = $1::text) THEN NULL ELSE (CASE WHEN EXTRACT(DAY
        FROM "_t1"."timestamp")::bigint BETWEEN 0 AND 63 THEN ($2::bigint)::bigint << (EXTRACT(DAY
          FROM "_t1"."timestamp")::bigint)::int END) END)::bigint) AS "_c2", bit_or(((((CASE WHEN ("_t1"."properties" ->> $3::text) ~ '^\s*-?(0|[1-9][0-9]*)\s*$' THEN CASE WHEN abs((("_t1"."properties" ->> $3::text))::double precision) < 9223372036854775808 THEN (("_t1"."properties" ->> $3::text))::bigint END END))::bigint & ($4::bigint)::bigint))::bigint) AS "groupBitOr(bitAnd(toInt(properties.$screen_width), 7))"
FROM "events" AS "_t1"
WHERE ("_t1"."team_id" = $5::bigint)
GROUP BY "_t1"."event"
ORDER BY "_t1"."event" COLLATE "C" NULLS LAST
LIMIT 101

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
-- args: 0, 2, 5
SELECT bit_or(("_t1"."number")::bigint) AS "groupBitOr(number)", bit_or((CASE WHEN ("_t1"."number" < $1::bigint) THEN "_t1"."number" ELSE NULL END)::bigint) AS "groupBitOr(if(number < 0, number, NULL))"
FROM (SELECT generate_series($1::bigint, $2::bigint) AS "number") AS "_t1"
WHERE ("_t1"."number" > $3::bigint)
LIMIT 101

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
SELECT (CASE WHEN strpos($1::text, '?') > 0 THEN substr($1::text, 1, strpos($1::text, '?') - 1) || CASE WHEN strpos($1::text, '#') > strpos($1::text, '?') THEN substr($1::text, strpos($1::text, '#')) ELSE '' END ELSE $1::text END) AS "cutQueryString('https://a.com/p?x=1#f')", (CASE WHEN strpos($1::text, '#') > 0 THEN substr($1::text, 1, strpos($1::text, '#') - 1) ELSE $1::text END) AS "cutFragment('https://a.com/p?x=1#f')", (CASE WHEN strpos($2::text, '://') > 0 THEN substr($2::text, 1, strpos($2::text, '://') - 1) ELSE '' END) AS "protocol('https://a.com')", (CASE WHEN $3::bigint IS NULL OR $4::bigint IS NULL OR $5::bigint IS NULL THEN NULL ELSE GREATEST($3::bigint, $4::bigint, $5::bigint) END) AS "greatest(1, 5, 3)", (CASE WHEN $6::text IS NULL OR $7::text IS NULL THEN NULL ELSE LEAST($6::text COLLATE "C", $7::text COLLATE "C") END) AS "least('b', 'a')", sign($8::bigint)::bigint AS "sign(-3)", (CASE WHEN $9::bigint >= 0 THEN sqrt(($9::bigint)::double precision) END) AS "sqrt(16)", power(($10::bigint)::double precision, ($11::bigint)::double precision) AS "pow(2, 10)", exp(($12::bigint)::double precision) AS "exp(0)", (CASE WHEN $3::bigint > 0 THEN ln(($3::bigint)::double precision) END) AS "log(1)", (CASE WHEN $13::bigint > 0 THEN log(($13::bigint)::double precision) END) AS "log10(1000)", (CASE WHEN $14::bigint > 0 THEN ln(($14::bigint)::double precision) / ln(2::double precision) END) AS "log2(8)", div($15::bigint, NULLIF($10::bigint, 0))::bigint AS "intDiv(7, 2)", $16::text AS "toTypeName(1)", $10::bigint AS "toNullable(2)"
LIMIT 101
