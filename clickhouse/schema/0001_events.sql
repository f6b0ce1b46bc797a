-- Events live only here. Ordered for per-project time scans, as PostHog's
-- sharded_events (posthog/models/event/sql.py). Properties are JSON text,
-- and the hot ones are materialized columns (mat_*), which the printer reads
-- instead of JSONExtract when a statement asks for them. Timestamps are
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
    mat_browser      Nullable(String) MATERIALIZED JSONExtract(properties, '$browser', 'Nullable(String)'),
    mat_pathname     Nullable(String) MATERIALIZED JSONExtract(properties, '$pathname', 'Nullable(String)'),
    mat_current_url  Nullable(String) MATERIALIZED JSONExtract(properties, '$current_url', 'Nullable(String)'),
    mat_os           Nullable(String) MATERIALIZED JSONExtract(properties, '$os', 'Nullable(String)'),
    mat_device_type  Nullable(String) MATERIALIZED JSONExtract(properties, '$device_type', 'Nullable(String)'),
    mat_host         Nullable(String) MATERIALIZED JSONExtract(properties, '$host', 'Nullable(String)'),
    mat_referring_domain Nullable(String) MATERIALIZED JSONExtract(properties, '$referring_domain', 'Nullable(String)'),
    _inserted_at DateTime64(6, 'UTC') DEFAULT now64(6)
)
ENGINE = MergeTree
PARTITION BY toYYYYMM(timestamp)
ORDER BY (team_id, toDate(timestamp), event, cityHash64(distinct_id), cityHash64(uuid))
SETTINGS non_replicated_deduplication_window = 10000
