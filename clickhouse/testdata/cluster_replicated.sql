-- 0001_events.sql
CREATE TABLE IF NOT EXISTS events_local ON CLUSTER burrow (
    uuid        String,
    team_id     Int64,
    event       String,
    distinct_id String,
    properties  String,
    timestamp   DateTime64(6, 'UTC'),
    created_at  DateTime64(6, 'UTC'),
    person_id   Nullable(Int64),
    session_id  Nullable(String),
    mat_browser Nullable(String) MATERIALIZED multiIf(JSONType(properties, '$browser') = 'String', JSONExtractString(properties, '$browser'), JSONType(properties, '$browser') = 'Null', NULL, JSONExtractRaw(properties, '$browser')),
    mat_current_url Nullable(String) MATERIALIZED multiIf(JSONType(properties, '$current_url') = 'String', JSONExtractString(properties, '$current_url'), JSONType(properties, '$current_url') = 'Null', NULL, JSONExtractRaw(properties, '$current_url')),
    mat_device_type Nullable(String) MATERIALIZED multiIf(JSONType(properties, '$device_type') = 'String', JSONExtractString(properties, '$device_type'), JSONType(properties, '$device_type') = 'Null', NULL, JSONExtractRaw(properties, '$device_type')),
    mat_host Nullable(String) MATERIALIZED multiIf(JSONType(properties, '$host') = 'String', JSONExtractString(properties, '$host'), JSONType(properties, '$host') = 'Null', NULL, JSONExtractRaw(properties, '$host')),
    mat_os Nullable(String) MATERIALIZED multiIf(JSONType(properties, '$os') = 'String', JSONExtractString(properties, '$os'), JSONType(properties, '$os') = 'Null', NULL, JSONExtractRaw(properties, '$os')),
    mat_pathname Nullable(String) MATERIALIZED multiIf(JSONType(properties, '$pathname') = 'String', JSONExtractString(properties, '$pathname'), JSONType(properties, '$pathname') = 'Null', NULL, JSONExtractRaw(properties, '$pathname')),
    mat_referring_domain Nullable(String) MATERIALIZED multiIf(JSONType(properties, '$referring_domain') = 'String', JSONExtractString(properties, '$referring_domain'), JSONType(properties, '$referring_domain') = 'Null', NULL, JSONExtractRaw(properties, '$referring_domain')),
    _inserted_at DateTime64(6, 'UTC') DEFAULT now64(6)
)
ENGINE = ReplicatedMergeTree('/clickhouse/tables/{shard}/{database}/events_local', '{replica}')
PARTITION BY toYYYYMM(timestamp)
ORDER BY (team_id, toDate(timestamp), event, cityHash64(distinct_id), cityHash64(uuid))
SETTINGS non_replicated_deduplication_window = 10000;

CREATE TABLE IF NOT EXISTS events ON CLUSTER burrow AS events_local
ENGINE = Distributed(burrow, 'analytics', events_local, cityHash64(distinct_id));

-- 0002_persons.sql
CREATE TABLE IF NOT EXISTS persons_local ON CLUSTER burrow (
    id            Int64,
    uuid          String,
    team_id       Int64,
    properties    String,
    is_identified Bool,
    created_at    DateTime64(6, 'UTC'),
    version       UInt64,
    is_deleted    UInt8
)
ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/{database}/persons_local', '{replica}', version, is_deleted)
ORDER BY (team_id, id);

CREATE TABLE IF NOT EXISTS persons ON CLUSTER burrow AS persons_local
ENGINE = Distributed(burrow, 'analytics', persons_local, cityHash64(team_id, id));

CREATE TABLE IF NOT EXISTS person_distinct_ids_local ON CLUSTER burrow (
    team_id     Int64,
    distinct_id String,
    person_id   Int64,
    version     UInt64,
    is_deleted  UInt8
)
ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/{database}/person_distinct_ids_local', '{replica}', version, is_deleted)
ORDER BY (team_id, distinct_id);

CREATE TABLE IF NOT EXISTS person_distinct_ids ON CLUSTER burrow AS person_distinct_ids_local
ENGINE = Distributed(burrow, 'analytics', person_distinct_ids_local, cityHash64(team_id, distinct_id));

-- 0003_session_recordings.sql
CREATE TABLE IF NOT EXISTS session_recordings_local ON CLUSTER burrow (
    id                   Int64,
    team_id              Int64,
    session_id           String,
    distinct_id          String,
    start_time           DateTime64(6, 'UTC'),
    end_time             DateTime64(6, 'UTC'),
    duration             Float64,
    active_seconds       Float64,
    inactive_seconds     Float64,
    click_count          Int64,
    keypress_count       Int64,
    mouse_activity_count Int64,
    console_log_count    Int64,
    console_warn_count   Int64,
    console_error_count  Int64,
    activity_score       Float64,
    start_url            String,
    storage              String,
    snapshot_source      String,
    version              UInt64,
    is_deleted           UInt8
)
ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/{database}/session_recordings_local', '{replica}', version, is_deleted)
ORDER BY (team_id, session_id);

CREATE TABLE IF NOT EXISTS session_recordings ON CLUSTER burrow AS session_recordings_local
ENGINE = Distributed(burrow, 'analytics', session_recordings_local, cityHash64(team_id, session_id));

CREATE TABLE IF NOT EXISTS plugin_log_entries_local ON CLUSTER burrow (
    id               String,
    team_id          Int64,
    plugin_id        Int64,
    plugin_config_id Int64,
    timestamp        DateTime64(6, 'UTC'),
    source           String,
    type             String,
    message          String,
    instance_id      String,
    version          UInt64,
    is_deleted       UInt8
)
ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/{database}/plugin_log_entries_local', '{replica}', version, is_deleted)
ORDER BY (team_id, plugin_config_id, id);

CREATE TABLE IF NOT EXISTS plugin_log_entries ON CLUSTER burrow AS plugin_log_entries_local
ENGINE = Distributed(burrow, 'analytics', plugin_log_entries_local, cityHash64(team_id, plugin_config_id, id));

-- 0004_sessions.sql
CREATE TABLE IF NOT EXISTS raw_sessions_local ON CLUSTER burrow (
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
ENGINE = ReplicatedAggregatingMergeTree('/clickhouse/tables/{shard}/{database}/raw_sessions_local', '{replica}')
ORDER BY (team_id, session_id);

CREATE TABLE IF NOT EXISTS raw_sessions ON CLUSTER burrow AS raw_sessions_local
ENGINE = Distributed(burrow, 'analytics', raw_sessions_local, cityHash64(team_id, session_id));

CREATE MATERIALIZED VIEW IF NOT EXISTS raw_sessions_mv ON CLUSTER burrow TO raw_sessions_local AS
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
    FROM events_local
    WHERE session_id IS NOT NULL AND session_id != ''
)
GROUP BY team_id, session_id;

-- 0005_raw_sessions_dedup.sql
ALTER TABLE raw_sessions_local ON CLUSTER burrow MODIFY SETTING non_replicated_deduplication_window = 10000;

-- 0006_raw_sessions_v2.sql
CREATE TABLE IF NOT EXISTS raw_sessions_v2_local ON CLUSTER burrow (
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
ENGINE = ReplicatedAggregatingMergeTree('/clickhouse/tables/{shard}/{database}/raw_sessions_v2_local', '{replica}')
ORDER BY (team_id, session_id)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE TABLE IF NOT EXISTS raw_sessions_v2 ON CLUSTER burrow AS raw_sessions_v2_local
ENGINE = Distributed(burrow, 'analytics', raw_sessions_v2_local, cityHash64(team_id, session_id));

CREATE MATERIALIZED VIEW IF NOT EXISTS raw_sessions_v2_mv ON CLUSTER burrow TO raw_sessions_v2_local AS
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
    FROM events_local
    WHERE session_id IS NOT NULL AND session_id != ''
)
GROUP BY team_id, session_id;

DROP VIEW IF EXISTS raw_sessions_mv ON CLUSTER burrow;

TRUNCATE TABLE raw_sessions_v2_local ON CLUSTER burrow;

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

DROP TABLE IF EXISTS raw_sessions ON CLUSTER burrow;

DROP TABLE IF EXISTS raw_sessions_local ON CLUSTER burrow;

