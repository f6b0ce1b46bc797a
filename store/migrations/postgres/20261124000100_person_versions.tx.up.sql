-- A version of each project's persons, on its 'persons' row of
-- team_row_counts, bumped by every statement that inserts, updates, deletes
-- or truncates persons, in that statement's transaction. Inserts and deletes
-- already lock the row for the count; updates now do too. A page of
-- recordings reads the version in its own snapshot and shows a person kept in
-- a replica's memory only if it was read at that version (store/person_cache.go).
-- A row created here starts at 1, above the 0 a project without a row reads.
ALTER TABLE team_row_counts ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
--bun:split
CREATE OR REPLACE FUNCTION persons_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO team_row_counts (team_id, table_name, n, version)
    SELECT team_id, 'persons', count(*), 1 FROM new_rows GROUP BY team_id
    ON CONFLICT (team_id, table_name) DO UPDATE
    SET n = team_row_counts.n + EXCLUDED.n, version = team_row_counts.version + 1;
    RETURN NULL;
END $$;
--bun:split
CREATE OR REPLACE FUNCTION persons_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE team_row_counts AS c SET n = c.n - d.n, version = c.version + 1
    FROM (SELECT team_id, count(*) AS n FROM old_rows GROUP BY team_id) AS d
    WHERE c.team_id = d.team_id AND c.table_name = 'persons';
    RETURN NULL;
END $$;
--bun:split
-- Updates only change rows that exist: a project's row is made by the first
-- insert of its persons (or by 20261123000310 for older ones), and an insert
-- here could name a project whose deletion is cascading.
CREATE OR REPLACE FUNCTION persons_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE team_row_counts AS c SET n = c.n - d.n
    FROM (SELECT o.team_id, count(*) AS n FROM old_rows AS o JOIN new_rows AS w ON w.id = o.id
          WHERE o.team_id <> w.team_id GROUP BY o.team_id) AS d
    WHERE c.team_id = d.team_id AND c.table_name = 'persons';
    INSERT INTO team_row_counts (team_id, table_name, n, version)
    SELECT w.team_id, 'persons', count(*), 1 FROM old_rows AS o JOIN new_rows AS w ON w.id = o.id
    WHERE o.team_id <> w.team_id GROUP BY w.team_id
    ON CONFLICT (team_id, table_name) DO UPDATE SET n = team_row_counts.n + EXCLUDED.n;
    UPDATE team_row_counts AS c SET version = c.version + 1
    WHERE c.table_name = 'persons' AND c.team_id IN (SELECT team_id FROM old_rows UNION SELECT team_id FROM new_rows);
    RETURN NULL;
END $$;
--bun:split
CREATE FUNCTION persons_version_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE team_row_counts SET n = 0, version = version + 1 WHERE table_name = 'persons';
    RETURN NULL;
END $$;
--bun:split
CREATE TRIGGER persons_version_truncate AFTER TRUNCATE ON persons
FOR EACH STATEMENT EXECUTE FUNCTION persons_version_truncate();
