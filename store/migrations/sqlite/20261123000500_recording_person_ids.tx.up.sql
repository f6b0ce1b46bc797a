-- Each recording's person: the person that person_distinct_ids gives its
-- project and distinct id, NULL when there is none. Kept by triggers on both
-- tables (SQLite has one writer at a time, so they always see each other's
-- rows), so that a page of recordings joins its persons by primary key, one
-- index lookup per row instead of two. The SQL engine never shows it (it lists
-- its own columns).
ALTER TABLE session_recordings ADD COLUMN person_id INTEGER;
--bun:split
UPDATE session_recordings SET person_id = (SELECT d.person_id FROM person_distinct_ids AS d
    WHERE d.team_id = session_recordings.team_id AND d.distinct_id = session_recordings.distinct_id);
--bun:split
CREATE TRIGGER session_recordings_person_insert AFTER INSERT ON session_recordings
BEGIN
    UPDATE session_recordings SET person_id = (SELECT d.person_id FROM person_distinct_ids AS d
        WHERE d.team_id = NEW.team_id AND d.distinct_id = NEW.distinct_id)
    WHERE id = NEW.id;
END;
--bun:split
CREATE TRIGGER session_recordings_person_update AFTER UPDATE OF team_id, distinct_id, person_id ON session_recordings
BEGIN
    UPDATE session_recordings SET person_id = (SELECT d.person_id FROM person_distinct_ids AS d
        WHERE d.team_id = NEW.team_id AND d.distinct_id = NEW.distinct_id)
    WHERE id = NEW.id AND person_id IS NOT (SELECT d.person_id FROM person_distinct_ids AS d
        WHERE d.team_id = NEW.team_id AND d.distinct_id = NEW.distinct_id);
END;
--bun:split
CREATE TRIGGER person_distinct_ids_recordings_insert AFTER INSERT ON person_distinct_ids
BEGIN
    UPDATE session_recordings SET person_id = NEW.person_id
    WHERE team_id = NEW.team_id AND distinct_id = NEW.distinct_id AND person_id IS NOT NEW.person_id;
END;
--bun:split
CREATE TRIGGER person_distinct_ids_recordings_delete AFTER DELETE ON person_distinct_ids
BEGIN
    UPDATE session_recordings SET person_id = NULL
    WHERE team_id = OLD.team_id AND distinct_id = OLD.distinct_id AND person_id IS NOT NULL;
END;
--bun:split
CREATE TRIGGER person_distinct_ids_recordings_update AFTER UPDATE OF team_id, person_id, distinct_id ON person_distinct_ids
BEGIN
    UPDATE session_recordings SET person_id = NULL
    WHERE team_id = OLD.team_id AND distinct_id = OLD.distinct_id AND person_id IS NOT NULL;
    UPDATE session_recordings SET person_id = NEW.person_id
    WHERE team_id = NEW.team_id AND distinct_id = NEW.distinct_id AND person_id IS NOT NEW.person_id;
END;
