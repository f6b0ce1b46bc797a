-- Exact person counts per project in team_row_counts (see 20261123000001_row_counts),
-- so that an unfiltered persons page reads its total with one primary-key
-- lookup instead of counting every person of the project.
LOCK TABLE persons IN SHARE MODE;
--bun:split
INSERT INTO team_row_counts (team_id, table_name, n)
SELECT team_id, 'persons', count(*) FROM persons GROUP BY team_id;
--bun:split
CREATE FUNCTION persons_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO team_row_counts (team_id, table_name, n)
    SELECT team_id, 'persons', count(*) FROM new_rows GROUP BY team_id
    ON CONFLICT (team_id, table_name) DO UPDATE SET n = team_row_counts.n + EXCLUDED.n;
    RETURN NULL;
END $$;
--bun:split
CREATE FUNCTION persons_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE team_row_counts AS c SET n = c.n - d.n
    FROM (SELECT team_id, count(*) AS n FROM old_rows GROUP BY team_id) AS d
    WHERE c.team_id = d.team_id AND c.table_name = 'persons';
    RETURN NULL;
END $$;
--bun:split
CREATE FUNCTION persons_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE team_row_counts AS c SET n = c.n - d.n
    FROM (SELECT o.team_id, count(*) AS n FROM old_rows AS o JOIN new_rows AS w ON w.id = o.id
          WHERE o.team_id <> w.team_id GROUP BY o.team_id) AS d
    WHERE c.team_id = d.team_id AND c.table_name = 'persons';
    INSERT INTO team_row_counts (team_id, table_name, n)
    SELECT w.team_id, 'persons', count(*) FROM old_rows AS o JOIN new_rows AS w ON w.id = o.id
    WHERE o.team_id <> w.team_id GROUP BY w.team_id
    ON CONFLICT (team_id, table_name) DO UPDATE SET n = team_row_counts.n + EXCLUDED.n;
    RETURN NULL;
END $$;
--bun:split
CREATE TRIGGER persons_count_insert AFTER INSERT ON persons
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION persons_count_insert();
--bun:split
CREATE TRIGGER persons_count_delete AFTER DELETE ON persons
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION persons_count_delete();
--bun:split
CREATE TRIGGER persons_count_update AFTER UPDATE ON persons
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION persons_count_update();
