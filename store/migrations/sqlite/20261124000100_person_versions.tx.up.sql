-- A version of each project's persons, on its 'persons' row of
-- team_row_counts, bumped by every insert, update and delete of a person in
-- its transaction (row triggers: SQLite has no statement triggers; inserts and
-- deletes bump it in the update that keeps the count). A page of recordings
-- reads the version with its rows and shows a person kept in memory only if
-- it was read at that version (store/person_cache.go). A version grows by 1
-- plus a random part (see the PostgreSQL migration), so a row made by an
-- insert is above the 0 a project without a row reads.
ALTER TABLE team_row_counts ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
--bun:split
DROP TRIGGER persons_count_insert;
--bun:split
CREATE TRIGGER persons_count_insert AFTER INSERT ON persons
BEGIN
    INSERT OR IGNORE INTO team_row_counts (team_id, table_name, n) VALUES (NEW.team_id, 'persons', 0);
    UPDATE team_row_counts SET n = n + 1, version = version + 1 + abs(random() % 1000000) WHERE team_id = NEW.team_id AND table_name = 'persons';
END;
--bun:split
DROP TRIGGER persons_count_delete;
--bun:split
CREATE TRIGGER persons_count_delete AFTER DELETE ON persons
BEGIN
    UPDATE team_row_counts SET n = n - 1, version = version + 1 + abs(random() % 1000000) WHERE team_id = OLD.team_id AND table_name = 'persons';
END;
--bun:split
-- Any column: properties, distinct_ids (kept by triggers on
-- person_distinct_ids), a move between projects (both bumped).
CREATE TRIGGER persons_version_update AFTER UPDATE ON persons
BEGIN
    -- A project a person moves to may have no row yet (this trigger runs
    -- before persons_count_move, which SQLite created first).
    INSERT OR IGNORE INTO team_row_counts (team_id, table_name, n) VALUES (NEW.team_id, 'persons', 0);
    UPDATE team_row_counts SET version = version + 1 + abs(random() % 1000000)
    WHERE table_name = 'persons' AND team_id IN (OLD.team_id, NEW.team_id);
END;
