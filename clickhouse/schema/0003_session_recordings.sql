-- Recordings and plugin log entries, mirrored from the store as persons are
-- (see 0002_persons.sql).
CREATE TABLE IF NOT EXISTS session_recordings (
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
ENGINE = ReplacingMergeTree(version, is_deleted)
ORDER BY (team_id, session_id);

CREATE TABLE IF NOT EXISTS plugin_log_entries (
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
ENGINE = ReplacingMergeTree(version, is_deleted)
ORDER BY (team_id, plugin_config_id, id)
