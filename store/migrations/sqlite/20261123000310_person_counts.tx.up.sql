-- Exact person counts per project in team_row_counts (see 20261123000001_row_counts),
-- so that an unfiltered persons page reads its total with one primary-key
-- lookup instead of counting every person of the project.
INSERT INTO team_row_counts (team_id, table_name, n)
SELECT team_id, 'persons', count(*) FROM persons GROUP BY team_id;
--bun:split
CREATE TRIGGER persons_count_insert AFTER INSERT ON persons
BEGIN
    INSERT OR IGNORE INTO team_row_counts (team_id, table_name, n) VALUES (NEW.team_id, 'persons', 0);
    UPDATE team_row_counts SET n = n + 1 WHERE team_id = NEW.team_id AND table_name = 'persons';
END;
--bun:split
CREATE TRIGGER persons_count_delete AFTER DELETE ON persons
BEGIN
    UPDATE team_row_counts SET n = n - 1 WHERE team_id = OLD.team_id AND table_name = 'persons';
END;
--bun:split
CREATE TRIGGER persons_count_move AFTER UPDATE OF team_id ON persons
WHEN OLD.team_id <> NEW.team_id
BEGIN
    UPDATE team_row_counts SET n = n - 1 WHERE team_id = OLD.team_id AND table_name = 'persons';
    INSERT OR IGNORE INTO team_row_counts (team_id, table_name, n) VALUES (NEW.team_id, 'persons', 0);
    UPDATE team_row_counts SET n = n + 1 WHERE team_id = NEW.team_id AND table_name = 'persons';
END;
