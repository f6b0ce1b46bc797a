CREATE TABLE projects (
    id         BIGSERIAL PRIMARY KEY,
    uuid       TEXT NOT NULL UNIQUE,
    name       TEXT NOT NULL,
    timezone   TEXT NOT NULL DEFAULT 'UTC',
    created_at TIMESTAMPTZ NOT NULL
);
--bun:split
CREATE TABLE users (
    id          BIGSERIAL PRIMARY KEY,
    uuid        TEXT NOT NULL UNIQUE,
    email       TEXT NOT NULL UNIQUE,
    distinct_id TEXT NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL
);
--bun:split
CREATE TABLE api_keys (
    id           BIGSERIAL PRIMARY KEY,
    user_id      BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    label        TEXT NOT NULL DEFAULT '',
    secure_value TEXT NOT NULL UNIQUE,
    mask_value   TEXT NOT NULL,
    scopes       JSONB NOT NULL,
    scoped_teams JSONB,
    created_at   TIMESTAMPTZ NOT NULL,
    last_used_at TIMESTAMPTZ
);
--bun:split
CREATE TABLE persons (
    id            BIGSERIAL PRIMARY KEY,
    uuid          TEXT NOT NULL,
    team_id       BIGINT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    properties    JSONB NOT NULL DEFAULT '{}',
    is_identified BOOLEAN NOT NULL DEFAULT FALSE,
    created_at    TIMESTAMPTZ NOT NULL
);
--bun:split
CREATE UNIQUE INDEX persons_team_uuid ON persons (team_id, uuid);
--bun:split
CREATE INDEX persons_team_created ON persons (team_id, created_at, id);
--bun:split
CREATE TABLE person_distinct_ids (
    id          BIGSERIAL PRIMARY KEY,
    team_id     BIGINT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    person_id   BIGINT NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
    distinct_id TEXT NOT NULL
);
--bun:split
CREATE UNIQUE INDEX person_distinct_ids_team_distinct ON person_distinct_ids (team_id, distinct_id);
--bun:split
CREATE INDEX person_distinct_ids_person ON person_distinct_ids (person_id);
--bun:split
CREATE TABLE events (
    uuid        TEXT PRIMARY KEY,
    team_id     BIGINT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    event       TEXT NOT NULL,
    distinct_id TEXT NOT NULL,
    properties  JSONB NOT NULL DEFAULT '{}',
    timestamp   TIMESTAMPTZ NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL,
    person_id   BIGINT,
    session_id  TEXT
);
--bun:split
CREATE INDEX events_team_timestamp ON events (team_id, timestamp);
--bun:split
CREATE INDEX events_team_event_timestamp ON events (team_id, event, timestamp);
--bun:split
CREATE INDEX events_team_distinct ON events (team_id, distinct_id);
--bun:split
CREATE INDEX events_team_person ON events (team_id, person_id);
--bun:split
CREATE INDEX events_team_session ON events (team_id, session_id);
--bun:split
CREATE TABLE plugin_configs (
    id         BIGSERIAL PRIMARY KEY,
    team_id    BIGINT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    plugin_id  INTEGER NOT NULL,
    enabled    BOOLEAN NOT NULL DEFAULT TRUE,
    "order"    INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMPTZ NOT NULL
);
--bun:split
CREATE INDEX plugin_configs_team ON plugin_configs (team_id, id);
--bun:split
CREATE TABLE plugin_log_entries (
    id               TEXT PRIMARY KEY,
    team_id          BIGINT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    plugin_id        INTEGER NOT NULL,
    plugin_config_id INTEGER NOT NULL,
    timestamp        TIMESTAMPTZ NOT NULL,
    source           TEXT NOT NULL,
    type             TEXT NOT NULL,
    message          TEXT NOT NULL,
    instance_id      TEXT NOT NULL
);
--bun:split
CREATE INDEX plugin_log_entries_config_time ON plugin_log_entries (team_id, plugin_config_id, timestamp DESC, id);
--bun:split
CREATE INDEX plugin_log_entries_config_type_time ON plugin_log_entries (team_id, plugin_config_id, type, timestamp DESC);
--bun:split
CREATE TABLE session_recordings (
    id                   BIGSERIAL PRIMARY KEY,
    team_id              BIGINT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    session_id           TEXT NOT NULL,
    distinct_id          TEXT NOT NULL,
    start_time           TIMESTAMPTZ NOT NULL,
    end_time             TIMESTAMPTZ NOT NULL,
    duration             DOUBLE PRECISION NOT NULL DEFAULT 0,
    active_seconds       DOUBLE PRECISION NOT NULL DEFAULT 0,
    inactive_seconds     DOUBLE PRECISION NOT NULL DEFAULT 0,
    click_count          INTEGER NOT NULL DEFAULT 0,
    keypress_count       INTEGER NOT NULL DEFAULT 0,
    mouse_activity_count INTEGER NOT NULL DEFAULT 0,
    console_log_count    INTEGER NOT NULL DEFAULT 0,
    console_warn_count   INTEGER NOT NULL DEFAULT 0,
    console_error_count  INTEGER NOT NULL DEFAULT 0,
    activity_score       DOUBLE PRECISION NOT NULL DEFAULT 0,
    start_url            TEXT NOT NULL DEFAULT '',
    storage              TEXT NOT NULL DEFAULT 'object_storage',
    snapshot_source      TEXT NOT NULL DEFAULT 'web'
);
--bun:split
CREATE UNIQUE INDEX session_recordings_team_session ON session_recordings (team_id, session_id);
--bun:split
CREATE INDEX session_recordings_team_start ON session_recordings (team_id, start_time);
--bun:split
CREATE INDEX session_recordings_team_distinct ON session_recordings (team_id, distinct_id, start_time);
--bun:split
CREATE INDEX session_recordings_team_duration ON session_recordings (team_id, duration);
--bun:split
CREATE INDEX session_recordings_team_active ON session_recordings (team_id, active_seconds);
--bun:split
CREATE INDEX session_recordings_team_errors ON session_recordings (team_id, console_error_count);
--bun:split
CREATE INDEX session_recordings_team_clicks ON session_recordings (team_id, click_count);
--bun:split
CREATE INDEX session_recordings_team_score ON session_recordings (team_id, activity_score);
--bun:split
CREATE TABLE recording_views (
    team_id    BIGINT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    session_id TEXT NOT NULL,
    user_id    BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    viewed_at  TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (team_id, session_id, user_id)
);
