-- Each recording's person: the person that person_distinct_ids gives its
-- project and distinct id, NULL when there is none. Kept by triggers on both
-- tables, so that a page of recordings joins its persons by primary key, one
-- index lookup per row instead of two: three tenths of PostgreSQL's work for a
-- REST page of 50. The SQL engine never shows it (it lists its own columns).
--
-- Concurrent writers: a recording's trigger reads its distinct id's row FOR
-- SHARE, so a merge or delete of that row waits for the recording to commit
-- and its trigger (a later statement, a later snapshot) then sees and updates
-- it. A distinct id inserted while a recording of it is being inserted can
-- leave person_id NULL; readers therefore look a NULL up in
-- person_distinct_ids (store.EachRecordingPageRow), which costs what every
-- row cost before.
ALTER TABLE session_recordings ADD COLUMN person_id BIGINT;
--bun:split
LOCK TABLE person_distinct_ids IN SHARE MODE;
--bun:split
UPDATE session_recordings AS r SET person_id = d.person_id
FROM person_distinct_ids AS d
WHERE d.team_id = r.team_id AND d.distinct_id = r.distinct_id;
--bun:split
CREATE FUNCTION session_recordings_set_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.person_id := (SELECT d.person_id FROM person_distinct_ids AS d
        WHERE d.team_id = NEW.team_id AND d.distinct_id = NEW.distinct_id FOR SHARE);
    RETURN NEW;
END $$;
--bun:split
CREATE TRIGGER session_recordings_set_person BEFORE INSERT OR UPDATE OF team_id, distinct_id, person_id
ON session_recordings FOR EACH ROW EXECUTE FUNCTION session_recordings_set_person();
--bun:split
-- The recordings of the given distinct ids get their person again (only the
-- rows whose person changes are written).
CREATE FUNCTION session_recordings_refresh_persons(teams BIGINT[], ids TEXT[]) RETURNS void LANGUAGE sql AS $$
    UPDATE session_recordings AS r SET person_id = d.person_id
    FROM (SELECT DISTINCT k.team_id, k.distinct_id FROM unnest(teams, ids) AS k(team_id, distinct_id)) AS k
    LEFT JOIN person_distinct_ids AS d ON d.team_id = k.team_id AND d.distinct_id = k.distinct_id
    WHERE r.team_id = k.team_id AND r.distinct_id = k.distinct_id AND r.person_id IS DISTINCT FROM d.person_id;
$$;
--bun:split
CREATE FUNCTION person_distinct_ids_recordings_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM session_recordings_refresh_persons(ARRAY(SELECT team_id FROM new_rows), ARRAY(SELECT distinct_id FROM new_rows));
    RETURN NULL;
END $$;
--bun:split
CREATE FUNCTION person_distinct_ids_recordings_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM session_recordings_refresh_persons(ARRAY(SELECT team_id FROM old_rows), ARRAY(SELECT distinct_id FROM old_rows));
    RETURN NULL;
END $$;
--bun:split
CREATE FUNCTION person_distinct_ids_recordings_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM session_recordings_refresh_persons(
        ARRAY(SELECT team_id FROM old_rows UNION ALL SELECT team_id FROM new_rows),
        ARRAY(SELECT distinct_id FROM old_rows UNION ALL SELECT distinct_id FROM new_rows));
    RETURN NULL;
END $$;
--bun:split
CREATE TRIGGER person_distinct_ids_recordings_insert AFTER INSERT ON person_distinct_ids
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_distinct_ids_recordings_insert();
--bun:split
CREATE TRIGGER person_distinct_ids_recordings_delete AFTER DELETE ON person_distinct_ids
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION person_distinct_ids_recordings_delete();
--bun:split
CREATE TRIGGER person_distinct_ids_recordings_update AFTER UPDATE ON person_distinct_ids
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_distinct_ids_recordings_update();
