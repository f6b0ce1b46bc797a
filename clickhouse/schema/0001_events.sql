-- Events live only here. Ordered for per-project time scans, as PostHog's
-- sharded_events (posthog/models/event/sql.py). Properties are JSON text,
-- and the hot ones are materialized columns (mat_*) holding exactly what a
-- statement reads for the property (hogql.ClickHouseMaterialized, checked by
-- this package's test), which the printer reads instead. Timestamps are
-- microseconds in UTC, as the store keeps them. Inserts carry
-- insert_deduplication_token, so that a retried batch lands once.
CREATE TABLE IF NOT EXISTS events (
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
ENGINE = MergeTree
PARTITION BY toYYYYMM(timestamp)
ORDER BY (team_id, toDate(timestamp), event, cityHash64(distinct_id), cityHash64(uuid))
SETTINGS non_replicated_deduplication_window = 10000
