-- raw_sessions again (0004_sessions.sql: the same columns of the store's
-- sessions), its first/last states keyed by one String instead of a
-- (timestamp, uuid) tuple: the timestamp's microseconds as 8 bytes,
-- big-endian with the sign bit flipped, then the uuid. Compared bytewise,
-- the key orders exactly as the tuple did (equal timestamps by uuid), and
-- argMin/argMax compare it much faster than a tuple, which made the view
-- the bound of every insert into events. The first and last times are
-- Int64 microseconds: ClickHouse 26.7's min and max of a DateTime64 by
-- group are wrong when a group mixes times before and after 1970 (over -3,
-- 4 and -10 microseconds they answer 4 and -3).
--
-- State types cannot change in place, so this is a new table: the view on
-- events moves to it, the old view and table go, and the states are
-- rebuilt once from events. The file can run again from any statement and
-- ends with the same table. The rebuild is exact when no events arrive
-- while it runs, as at an upgrade (migrations run before Burrow serves):
-- events inserted between its TRUNCATE and its INSERT would count twice.
CREATE TABLE IF NOT EXISTS raw_sessions_v2 (
    team_id           Int64,
    session_id        String,
    distinct_id       AggregateFunction(argMin, String, String),
    start_micros      SimpleAggregateFunction(min, Int64),
    end_micros        SimpleAggregateFunction(max, Int64),
    pageview_count    SimpleAggregateFunction(sum, Int64),
    autocapture_count SimpleAggregateFunction(sum, Int64),
    screen_count      SimpleAggregateFunction(sum, Int64),
    event_count       SimpleAggregateFunction(sum, Int64),
    entry_current_url AggregateFunction(argMinIf, String, String, UInt8),
    end_current_url   AggregateFunction(argMaxIf, String, String, UInt8),
    entry_pathname    AggregateFunction(argMinIf, String, String, UInt8),
    end_pathname      AggregateFunction(argMaxIf, String, String, UInt8),
    entry_referring_domain AggregateFunction(argMinIf, String, String, UInt8),
    entry_utm_source  AggregateFunction(argMinIf, String, String, UInt8),
    entry_utm_medium  AggregateFunction(argMinIf, String, String, UInt8),
    entry_utm_campaign AggregateFunction(argMinIf, String, String, UInt8),
    urls              AggregateFunction(groupArrayIf, Tuple(String, String), UInt8)
)
ENGINE = AggregatingMergeTree
ORDER BY (team_id, session_id)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE MATERIALIZED VIEW IF NOT EXISTS raw_sessions_v2_mv TO raw_sessions_v2 AS
SELECT
    team_id,
    session_id,
    argMinState(distinct_id, k) AS distinct_id,
    min(micros) AS start_micros,
    max(micros) AS end_micros,
    toInt64(countIf(event = '$pageview')) AS pageview_count,
    toInt64(countIf(event = '$autocapture')) AS autocapture_count,
    toInt64(countIf(event = '$screen')) AS screen_count,
    toInt64(count()) AS event_count,
    argMinIfState(url, k, url != '') AS entry_current_url,
    argMaxIfState(url, k, url != '') AS end_current_url,
    argMinIfState(pathname, k, pathname != '') AS entry_pathname,
    argMaxIfState(pathname, k, pathname != '') AS end_pathname,
    argMinIfState(referring_domain, k, referring_domain != '') AS entry_referring_domain,
    argMinIfState(utm_source, k, utm_source != '') AS entry_utm_source,
    argMinIfState(utm_medium, k, utm_medium != '') AS entry_utm_medium,
    argMinIfState(utm_campaign, k, utm_campaign != '') AS entry_utm_campaign,
    groupArrayIfState((k, url), url != '') AS urls
FROM (
    SELECT
        team_id, assumeNotNull(session_id) AS session_id, distinct_id, event,
        toUnixTimestamp64Micro(timestamp) AS micros,
        concat(reverse(reinterpret(bitXor(reinterpretAsUInt64(micros), 9223372036854775808), 'FixedString(8)')), uuid) AS k,
        JSONExtractString(properties, '$current_url') AS url,
        if(url = '', '', if(JSONExtractString(properties, '$pathname') != '', JSONExtractString(properties, '$pathname'), path(url))) AS pathname,
        if(JSONExtractString(properties, '$referring_domain') != '', JSONExtractString(properties, '$referring_domain'),
            if(JSONExtractString(properties, '$referrer') != '', domain(JSONExtractString(properties, '$referrer')), '')) AS referring_domain,
        JSONExtractString(properties, 'utm_source') AS utm_source,
        JSONExtractString(properties, 'utm_medium') AS utm_medium,
        JSONExtractString(properties, 'utm_campaign') AS utm_campaign
    FROM events
    WHERE session_id IS NOT NULL AND session_id != ''
)
GROUP BY team_id, session_id;

-- The old view stops adding states; the new one has taken over.
DROP VIEW IF EXISTS raw_sessions_mv;

-- The rebuild: from scratch each time, so that a run interrupted half-way
-- does not add its states twice. insert_deduplicate = 0: the same blocks
-- inserted again by a second run must not be taken for a retried insert.
TRUNCATE TABLE raw_sessions_v2;

INSERT INTO raw_sessions_v2
SELECT
    team_id,
    session_id,
    argMinState(distinct_id, k) AS distinct_id,
    min(micros) AS start_micros,
    max(micros) AS end_micros,
    toInt64(countIf(event = '$pageview')) AS pageview_count,
    toInt64(countIf(event = '$autocapture')) AS autocapture_count,
    toInt64(countIf(event = '$screen')) AS screen_count,
    toInt64(count()) AS event_count,
    argMinIfState(url, k, url != '') AS entry_current_url,
    argMaxIfState(url, k, url != '') AS end_current_url,
    argMinIfState(pathname, k, pathname != '') AS entry_pathname,
    argMaxIfState(pathname, k, pathname != '') AS end_pathname,
    argMinIfState(referring_domain, k, referring_domain != '') AS entry_referring_domain,
    argMinIfState(utm_source, k, utm_source != '') AS entry_utm_source,
    argMinIfState(utm_medium, k, utm_medium != '') AS entry_utm_medium,
    argMinIfState(utm_campaign, k, utm_campaign != '') AS entry_utm_campaign,
    groupArrayIfState((k, url), url != '') AS urls
FROM (
    SELECT
        team_id, assumeNotNull(session_id) AS session_id, distinct_id, event,
        toUnixTimestamp64Micro(timestamp) AS micros,
        concat(reverse(reinterpret(bitXor(reinterpretAsUInt64(micros), 9223372036854775808), 'FixedString(8)')), uuid) AS k,
        JSONExtractString(properties, '$current_url') AS url,
        if(url = '', '', if(JSONExtractString(properties, '$pathname') != '', JSONExtractString(properties, '$pathname'), path(url))) AS pathname,
        if(JSONExtractString(properties, '$referring_domain') != '', JSONExtractString(properties, '$referring_domain'),
            if(JSONExtractString(properties, '$referrer') != '', domain(JSONExtractString(properties, '$referrer')), '')) AS referring_domain,
        JSONExtractString(properties, 'utm_source') AS utm_source,
        JSONExtractString(properties, 'utm_medium') AS utm_medium,
        JSONExtractString(properties, 'utm_campaign') AS utm_campaign
    FROM events
    WHERE session_id IS NOT NULL AND session_id != ''
)
GROUP BY team_id, session_id
SETTINGS insert_deduplicate = 0;

DROP TABLE IF EXISTS raw_sessions
