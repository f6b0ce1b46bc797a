-- Query runs: one row per status id (client_query_id or a generated uuid) per
-- project. Background jobs are claimed from here by any replica (state
-- queued → running → done); blocking runs with a client_query_id get a row
-- too, so that any replica can cancel them.
CREATE TABLE query_jobs (
    team_id          INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    id               TEXT NOT NULL,
    version          INTEGER NOT NULL DEFAULT 1,
    state            TEXT NOT NULL,
    query_async      BOOLEAN NOT NULL,
    statement        TEXT NOT NULL,
    cache_key        TEXT NOT NULL,
    timezone         TEXT NOT NULL DEFAULT 'UTC',
    complete         BOOLEAN NOT NULL DEFAULT FALSE,
    error            BOOLEAN NOT NULL DEFAULT FALSE,
    error_message    TEXT,
    results          TEXT,
    task_id          TEXT,
    owner            TEXT,
    attempts         INTEGER NOT NULL DEFAULT 0,
    lease_until      TIMESTAMP,
    backend_pid      INTEGER,
    start_time       TIMESTAMP NOT NULL,
    pickup_time      TIMESTAMP,
    end_time         TIMESTAMP,
    expiration_time  TIMESTAMP,
    PRIMARY KEY (team_id, id)
);
--bun:split
CREATE INDEX query_jobs_queued ON query_jobs (start_time) WHERE state = 'queued';
--bun:split
CREATE INDEX query_jobs_running ON query_jobs (team_id, lease_until) WHERE state = 'running';
--bun:split
CREATE INDEX query_jobs_expiration ON query_jobs (expiration_time) WHERE state = 'done';
--bun:split
-- Query results by cache key (project, normalised statement, dialect, limits,
-- overrides); a row is served while it is younger than the freshness window.
CREATE TABLE query_cache (
    team_id      INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    cache_key    TEXT NOT NULL,
    result       TEXT NOT NULL,
    last_refresh TIMESTAMP NOT NULL,
    PRIMARY KEY (team_id, cache_key)
);
--bun:split
CREATE INDEX query_cache_last_refresh ON query_cache (last_refresh);
