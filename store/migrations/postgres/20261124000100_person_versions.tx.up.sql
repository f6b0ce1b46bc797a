-- A version of each project's persons, on its 'persons' row of
-- team_row_counts, bumped by every statement that inserts, updates, deletes
-- or truncates persons, in that statement's transaction. Inserts and deletes
-- already lock the row for the count; updates now do too (concurrent writers
-- of one project's persons wait for each other's commit there). A page of
-- recordings reads the version in its own snapshot and shows a person kept in
-- a replica's memory only if it was read at that version (store/person_cache.go).
-- A row created here starts above the 0 a project without a row reads.
ALTER TABLE team_row_counts ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
--bun:split
-- How much a version grows: at least 1, plus a random part, so that a history
-- lost after replicas read it (a failover to a standby that missed the last
-- commits, a restored backup) does not count up to the same numbers again for
-- other contents of persons (a replica also forgets a project's persons when
-- their version changes in any direction).
CREATE FUNCTION persons_version_step() RETURNS bigint LANGUAGE sql VOLATILE AS $$
    SELECT 1 + floor(random() * 1000000)::bigint
$$;
--bun:split
CREATE OR REPLACE FUNCTION persons_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO team_row_counts (team_id, table_name, n, version)
    SELECT team_id, 'persons', count(*), persons_version_step() FROM new_rows GROUP BY team_id
    ON CONFLICT (team_id, table_name) DO UPDATE
    SET n = team_row_counts.n + EXCLUDED.n, version = team_row_counts.version + persons_version_step();
    RETURN NULL;
END $$;
--bun:split
CREATE OR REPLACE FUNCTION persons_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE team_row_counts AS c SET n = c.n - d.n, version = c.version + persons_version_step()
    FROM (SELECT team_id, count(*) AS n FROM old_rows GROUP BY team_id) AS d
    WHERE c.team_id = d.team_id AND c.table_name = 'persons';
    RETURN NULL;
END $$;
--bun:split
-- Every project a person left or joined gets a new version; moves between
-- projects change both counts. One statement: an upsert, so that a project a
-- person moves to gets its row if it has none, and a row another transaction
-- is creating at the same time is waited for and then updated.
CREATE OR REPLACE FUNCTION persons_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO team_row_counts AS c (team_id, table_name, n, version)
    SELECT t.team_id, 'persons',
        (SELECT count(*) FROM old_rows AS o JOIN new_rows AS w ON w.id = o.id
         WHERE o.team_id <> w.team_id AND w.team_id = t.team_id)
      - (SELECT count(*) FROM old_rows AS o JOIN new_rows AS w ON w.id = o.id
         WHERE o.team_id <> w.team_id AND o.team_id = t.team_id),
        persons_version_step()
    FROM (SELECT team_id FROM old_rows UNION SELECT team_id FROM new_rows) AS t
    ON CONFLICT (team_id, table_name) DO UPDATE
    SET n = c.n + EXCLUDED.n, version = c.version + persons_version_step();
    RETURN NULL;
END $$;
--bun:split
CREATE FUNCTION persons_version_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE team_row_counts SET n = 0, version = version + persons_version_step() WHERE table_name = 'persons';
    RETURN NULL;
END $$;
--bun:split
CREATE TRIGGER persons_version_truncate AFTER TRUNCATE ON persons
FOR EACH STATEMENT EXECUTE FUNCTION persons_version_truncate();
