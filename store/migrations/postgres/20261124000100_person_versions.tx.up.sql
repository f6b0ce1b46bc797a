-- A version of each project's persons, on its 'persons' row of
-- team_row_counts, bumped by every statement that inserts, updates, deletes
-- or truncates persons, in that statement's transaction. Inserts and deletes
-- already lock the row for the count; updates now do too (concurrent writers
-- of one project's persons wait for each other's commit there). A page of
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
-- One statement, not three: each statement of a trigger function that reads
-- the transition tables is planned again at every call, and importing
-- persons updates them one statement per person. Moves between projects
-- change both counts; a project a person moves to gets its row if it has
-- none (the UPDATE does not see that row: one snapshot), every project a row
-- left or joined gets a new version.
CREATE OR REPLACE FUNCTION persons_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    WITH moved AS (
        SELECT o.team_id AS from_team, w.team_id AS to_team
        FROM old_rows AS o JOIN new_rows AS w ON w.id = o.id
        WHERE o.team_id <> w.team_id
    ), created AS (
        INSERT INTO team_row_counts (team_id, table_name, n, version)
        SELECT to_team, 'persons', count(*), 1 FROM moved GROUP BY to_team
        ON CONFLICT (team_id, table_name) DO NOTHING
    )
    UPDATE team_row_counts AS c
    SET n = c.n + (SELECT count(*) FROM moved WHERE to_team = c.team_id)
              - (SELECT count(*) FROM moved WHERE from_team = c.team_id),
        version = c.version + 1
    WHERE c.table_name = 'persons'
      AND c.team_id IN (SELECT team_id FROM old_rows UNION SELECT team_id FROM new_rows);
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
