-- Sessions are kept by ClickHouse at ingest, never rebuilt by a scan: every
-- insert into events adds, through the materialized view raw_sessions_mv,
-- aggregate states per (team_id, session_id) to raw_sessions (an
-- AggregatingMergeTree, as PostHog's raw_sessions in
-- posthog/models/raw_sessions/sessions_v2.py). The printer reads the virtual
-- table sessions as raw_sessions merged by session, with the columns of the
-- store's sessions table computed from the states the way store/session.go
-- computes them from the events (first and last by timestamp then uuid,
-- entry values are the first non-empty ones).
CREATE TABLE IF NOT EXISTS raw_sessions (
    team_id           Int64,
    session_id        String,
    distinct_id       AggregateFunction(argMin, String, Tuple(DateTime64(6, 'UTC'), String)),
    start_timestamp   SimpleAggregateFunction(min, DateTime64(6, 'UTC')),
    end_timestamp     SimpleAggregateFunction(max, DateTime64(6, 'UTC')),
    pageview_count    SimpleAggregateFunction(sum, Int64),
    autocapture_count SimpleAggregateFunction(sum, Int64),
    screen_count      SimpleAggregateFunction(sum, Int64),
    event_count       SimpleAggregateFunction(sum, Int64),
    entry_current_url AggregateFunction(argMinIf, String, Tuple(DateTime64(6, 'UTC'), String), UInt8),
    end_current_url   AggregateFunction(argMaxIf, String, Tuple(DateTime64(6, 'UTC'), String), UInt8),
    entry_pathname    AggregateFunction(argMinIf, String, Tuple(DateTime64(6, 'UTC'), String), UInt8),
    end_pathname      AggregateFunction(argMaxIf, String, Tuple(DateTime64(6, 'UTC'), String), UInt8),
    entry_referring_domain AggregateFunction(argMinIf, String, Tuple(DateTime64(6, 'UTC'), String), UInt8),
    entry_utm_source  AggregateFunction(argMinIf, String, Tuple(DateTime64(6, 'UTC'), String), UInt8),
    entry_utm_medium  AggregateFunction(argMinIf, String, Tuple(DateTime64(6, 'UTC'), String), UInt8),
    entry_utm_campaign AggregateFunction(argMinIf, String, Tuple(DateTime64(6, 'UTC'), String), UInt8),
    urls              AggregateFunction(groupArrayIf, Tuple(DateTime64(6, 'UTC'), String, String), UInt8)
)
ENGINE = AggregatingMergeTree
ORDER BY (team_id, session_id);

CREATE MATERIALIZED VIEW IF NOT EXISTS raw_sessions_mv TO raw_sessions AS
SELECT
    team_id,
    session_id,
    argMinState(distinct_id, (timestamp, uuid)) AS distinct_id,
    min(timestamp) AS start_timestamp,
    max(timestamp) AS end_timestamp,
    toInt64(countIf(event = '$pageview')) AS pageview_count,
    toInt64(countIf(event = '$autocapture')) AS autocapture_count,
    toInt64(countIf(event = '$screen')) AS screen_count,
    toInt64(count()) AS event_count,
    argMinIfState(url, (timestamp, uuid), url != '') AS entry_current_url,
    argMaxIfState(url, (timestamp, uuid), url != '') AS end_current_url,
    argMinIfState(pathname, (timestamp, uuid), pathname != '') AS entry_pathname,
    argMaxIfState(pathname, (timestamp, uuid), pathname != '') AS end_pathname,
    argMinIfState(referring_domain, (timestamp, uuid), referring_domain != '') AS entry_referring_domain,
    argMinIfState(utm_source, (timestamp, uuid), utm_source != '') AS entry_utm_source,
    argMinIfState(utm_medium, (timestamp, uuid), utm_medium != '') AS entry_utm_medium,
    argMinIfState(utm_campaign, (timestamp, uuid), utm_campaign != '') AS entry_utm_campaign,
    groupArrayIfState((timestamp, uuid, url), url != '') AS urls
FROM (
    SELECT
        team_id, assumeNotNull(session_id) AS session_id, distinct_id, event, timestamp, uuid,
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
