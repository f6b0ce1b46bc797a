-- Exact row counts per project, kept by statement-level triggers (one update
-- per statement and project, not per row), so that an unfiltered list page
-- reads its total with one primary-key lookup instead of counting every row
-- of the project (the recordings list's count was a scan per request).
CREATE TABLE team_row_counts (
    team_id    BIGINT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    table_name TEXT NOT NULL,
    n          BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (team_id, table_name)
);
--bun:split
LOCK TABLE session_recordings IN SHARE MODE;
--bun:split
INSERT INTO team_row_counts (team_id, table_name, n)
SELECT team_id, 'session_recordings', count(*) FROM session_recordings GROUP BY team_id;
--bun:split
CREATE FUNCTION session_recordings_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO team_row_counts (team_id, table_name, n)
    SELECT team_id, 'session_recordings', count(*) FROM new_rows GROUP BY team_id
    ON CONFLICT (team_id, table_name) DO UPDATE SET n = team_row_counts.n + EXCLUDED.n;
    RETURN NULL;
END $$;
--bun:split
CREATE FUNCTION session_recordings_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE team_row_counts AS c SET n = c.n - d.n
    FROM (SELECT team_id, count(*) AS n FROM old_rows GROUP BY team_id) AS d
    WHERE c.team_id = d.team_id AND c.table_name = 'session_recordings';
    RETURN NULL;
END $$;
--bun:split
CREATE FUNCTION session_recordings_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE team_row_counts AS c SET n = c.n - d.n
    FROM (SELECT o.team_id, count(*) AS n FROM old_rows AS o JOIN new_rows AS w ON w.id = o.id
          WHERE o.team_id <> w.team_id GROUP BY o.team_id) AS d
    WHERE c.team_id = d.team_id AND c.table_name = 'session_recordings';
    INSERT INTO team_row_counts (team_id, table_name, n)
    SELECT w.team_id, 'session_recordings', count(*) FROM old_rows AS o JOIN new_rows AS w ON w.id = o.id
    WHERE o.team_id <> w.team_id GROUP BY w.team_id
    ON CONFLICT (team_id, table_name) DO UPDATE SET n = team_row_counts.n + EXCLUDED.n;
    RETURN NULL;
END $$;
--bun:split
CREATE TRIGGER session_recordings_count_insert AFTER INSERT ON session_recordings
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION session_recordings_count_insert();
--bun:split
CREATE TRIGGER session_recordings_count_delete AFTER DELETE ON session_recordings
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION session_recordings_count_delete();
--bun:split
CREATE TRIGGER session_recordings_count_update AFTER UPDATE ON session_recordings
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION session_recordings_count_update();
