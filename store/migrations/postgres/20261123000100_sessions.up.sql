CREATE TABLE sessions (
    team_id                BIGINT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    session_id             TEXT NOT NULL,
    distinct_id            TEXT NOT NULL,
    start_timestamp        TIMESTAMPTZ NOT NULL,
    end_timestamp          TIMESTAMPTZ NOT NULL,
    duration               BIGINT NOT NULL DEFAULT 0,
    pageview_count         BIGINT NOT NULL DEFAULT 0,
    autocapture_count      BIGINT NOT NULL DEFAULT 0,
    screen_count           BIGINT NOT NULL DEFAULT 0,
    event_count            BIGINT NOT NULL DEFAULT 0,
    entry_current_url      TEXT,
    end_current_url        TEXT,
    entry_pathname         TEXT,
    end_pathname           TEXT,
    entry_referring_domain TEXT,
    entry_utm_source       TEXT,
    entry_utm_medium       TEXT,
    entry_utm_campaign     TEXT,
    channel_type           TEXT NOT NULL DEFAULT 'Direct',
    is_bounce              BOOLEAN NOT NULL DEFAULT FALSE,
    urls                   JSONB NOT NULL DEFAULT '[]',
    PRIMARY KEY (team_id, session_id)
);
--bun:split
CREATE INDEX sessions_team_start ON sessions (team_id, start_timestamp);
