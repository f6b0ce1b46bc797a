-- A page of recordings is ordered by (column, id): the id breaks ties so that
-- pages are stable. With the id in the column's index PostgreSQL reads a page
-- in index order and stops after it, instead of sorting each group of equal
-- values (an Incremental Sort, an eighth of its CPU for the 50 newest
-- recordings). SQLite's indexes end in the rowid, which is the id, already.
DROP INDEX session_recordings_team_start;
--bun:split
CREATE INDEX session_recordings_team_start ON session_recordings (team_id, start_time, id);
--bun:split
DROP INDEX session_recordings_team_duration;
--bun:split
CREATE INDEX session_recordings_team_duration ON session_recordings (team_id, duration, id);
--bun:split
DROP INDEX session_recordings_team_active;
--bun:split
CREATE INDEX session_recordings_team_active ON session_recordings (team_id, active_seconds, id);
--bun:split
DROP INDEX session_recordings_team_errors;
--bun:split
CREATE INDEX session_recordings_team_errors ON session_recordings (team_id, console_error_count, id);
--bun:split
DROP INDEX session_recordings_team_clicks;
--bun:split
CREATE INDEX session_recordings_team_clicks ON session_recordings (team_id, click_count, id);
--bun:split
DROP INDEX session_recordings_team_score;
--bun:split
CREATE INDEX session_recordings_team_score ON session_recordings (team_id, activity_score, id);
