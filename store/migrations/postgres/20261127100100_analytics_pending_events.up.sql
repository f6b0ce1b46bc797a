-- Events that an import or a seed could not write to the analytics engine
-- (an error, the engine unreachable): kept here, batch by batch, until a
-- drain (clickhouse.DrainPendingEvents) sends them with their batch's
-- token, which makes the engine's insert idempotent
-- (insert_deduplication_token), and deletes them. Nothing else reads them.
CREATE TABLE analytics_pending_events (
    id          BIGSERIAL PRIMARY KEY,
    token       TEXT NOT NULL,
    reason      TEXT NOT NULL,
    queued_at   TIMESTAMPTZ NOT NULL,
    uuid        TEXT NOT NULL,
    team_id     BIGINT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    event       TEXT NOT NULL,
    distinct_id TEXT NOT NULL,
    properties  TEXT NOT NULL,
    timestamp   TIMESTAMPTZ NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL,
    person_id   BIGINT,
    session_id  TEXT
);
--bun:split
CREATE INDEX analytics_pending_events_token ON analytics_pending_events (token);
