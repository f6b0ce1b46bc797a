-- Each person's distinct ids, oldest first, as a compact JSON array of
-- strings, kept exact by triggers on person_distinct_ids, so that a page of
-- recordings with their persons reads the list with the person's row instead
-- of aggregating it once per row (a third of SQLite's work for a REST page).
-- The order comes from an ordered subquery, not json_group_array(... ORDER
-- BY), which SQLite shells before 3.44 (Debian 12's) cannot parse: a trigger
-- they cannot parse makes them refuse the whole file.
ALTER TABLE persons ADD COLUMN distinct_ids TEXT NOT NULL DEFAULT '[]';
--bun:split
UPDATE persons SET distinct_ids = (SELECT json_group_array(x.distinct_id) FROM (SELECT d.distinct_id
        FROM person_distinct_ids AS d WHERE d.person_id = persons.id ORDER BY d.id) AS x);
--bun:split
CREATE TRIGGER person_distinct_ids_list_insert AFTER INSERT ON person_distinct_ids
BEGIN
    UPDATE persons SET distinct_ids = (SELECT json_group_array(x.distinct_id) FROM (SELECT d.distinct_id
        FROM person_distinct_ids AS d WHERE d.person_id = NEW.person_id ORDER BY d.id) AS x)
    WHERE id = NEW.person_id;
END;
--bun:split
CREATE TRIGGER person_distinct_ids_list_delete AFTER DELETE ON person_distinct_ids
BEGIN
    UPDATE persons SET distinct_ids = (SELECT json_group_array(x.distinct_id) FROM (SELECT d.distinct_id
        FROM person_distinct_ids AS d WHERE d.person_id = OLD.person_id ORDER BY d.id) AS x)
    WHERE id = OLD.person_id;
END;
--bun:split
CREATE TRIGGER person_distinct_ids_list_update AFTER UPDATE OF person_id, distinct_id ON person_distinct_ids
BEGIN
    UPDATE persons SET distinct_ids = (SELECT json_group_array(x.distinct_id) FROM (SELECT d.distinct_id
        FROM person_distinct_ids AS d WHERE d.person_id = persons.id ORDER BY d.id) AS x)
    WHERE id IN (OLD.person_id, NEW.person_id);
END;
