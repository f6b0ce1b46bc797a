-- Exact row counts per project, kept by triggers, so that an unfiltered list
-- page reads its total with one primary-key lookup instead of counting every
-- row of the project (the recordings list's count was a scan per request).
CREATE TABLE team_row_counts (
    team_id    INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    table_name TEXT NOT NULL,
    n          INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (team_id, table_name)
);
--bun:split
INSERT INTO team_row_counts (team_id, table_name, n)
SELECT team_id, 'session_recordings', count(*) FROM session_recordings GROUP BY team_id;
--bun:split
CREATE TRIGGER session_recordings_count_insert AFTER INSERT ON session_recordings
BEGIN
    INSERT OR IGNORE INTO team_row_counts (team_id, table_name, n) VALUES (NEW.team_id, 'session_recordings', 0);
    UPDATE team_row_counts SET n = n + 1 WHERE team_id = NEW.team_id AND table_name = 'session_recordings';
END;
--bun:split
CREATE TRIGGER session_recordings_count_delete AFTER DELETE ON session_recordings
BEGIN
    UPDATE team_row_counts SET n = n - 1 WHERE team_id = OLD.team_id AND table_name = 'session_recordings';
END;
--bun:split
CREATE TRIGGER session_recordings_count_move AFTER UPDATE OF team_id ON session_recordings
WHEN OLD.team_id <> NEW.team_id
BEGIN
    UPDATE team_row_counts SET n = n - 1 WHERE team_id = OLD.team_id AND table_name = 'session_recordings';
    INSERT OR IGNORE INTO team_row_counts (team_id, table_name, n) VALUES (NEW.team_id, 'session_recordings', 0);
    UPDATE team_row_counts SET n = n + 1 WHERE team_id = NEW.team_id AND table_name = 'session_recordings';
END;
