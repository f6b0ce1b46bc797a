SELECT v.version, p.id, p.uuid, p.properties, p.is_identified, p.created_at, p.distinct_ids
FROM (SELECT COALESCE((SELECT c.version FROM team_row_counts AS c
 WHERE c.team_id = $1 AND c.table_name = 'persons'), 0) AS version) AS v
LEFT JOIN persons AS p ON p.team_id = $1 AND p.id = ANY ('{390,1286,1610,273,40,1361,1480,616,1855,38,133,456,1582,1539,1454,722,996,1563,1440,1076,1627,1477,950,289,1467,1882,1034,1177,1508,524,1058,490,1184,300,1702,1902,635,245,1063,817,266,586,4,350,341,1764,910,1172,13,504,1299}'::bigint[])
