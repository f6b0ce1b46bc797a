-- The analytics engine the store feeds (one row, absent without one), and
-- the outbox that carries every change of the tables the engine mirrors
-- (persons, person_distinct_ids, session_recordings, plugin_log_entries) to
-- it: a trigger writes the changed row's project and key in the change's
-- transaction, and a drainer (clickhouse.DrainOutbox) writes the key's
-- current row to the engine, then deletes the outbox row. The triggers fire
-- only while an engine is bound: a store without one pays nothing but the
-- check. row_key is the engine's key after team_id, as text
-- (plugin_log_entries: "plugin_config_id:id").
CREATE TABLE analytics_engine (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    url      TEXT NOT NULL,
    bound_at TIMESTAMP NOT NULL
);
--bun:split
CREATE TABLE analytics_outbox (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    table_name TEXT NOT NULL,
    team_id    INTEGER NOT NULL,
    row_key    TEXT NOT NULL
);
--bun:split
CREATE TRIGGER persons_outbox_insert AFTER INSERT ON persons
WHEN EXISTS (SELECT 1 FROM analytics_engine)
BEGIN
    INSERT INTO analytics_outbox (table_name, team_id, row_key) VALUES ('persons', NEW.team_id, CAST(NEW.id AS TEXT));
END;
--bun:split
CREATE TRIGGER persons_outbox_update AFTER UPDATE OF id, uuid, team_id, properties, is_identified, created_at ON persons
WHEN EXISTS (SELECT 1 FROM analytics_engine)
BEGIN
    INSERT INTO analytics_outbox (table_name, team_id, row_key) VALUES ('persons', NEW.team_id, CAST(NEW.id AS TEXT));
    INSERT INTO analytics_outbox (table_name, team_id, row_key)
    SELECT 'persons', OLD.team_id, CAST(OLD.id AS TEXT) WHERE OLD.team_id <> NEW.team_id OR OLD.id <> NEW.id;
END;
--bun:split
CREATE TRIGGER persons_outbox_delete AFTER DELETE ON persons
WHEN EXISTS (SELECT 1 FROM analytics_engine)
BEGIN
    INSERT INTO analytics_outbox (table_name, team_id, row_key) VALUES ('persons', OLD.team_id, CAST(OLD.id AS TEXT));
END;
--bun:split
CREATE TRIGGER person_distinct_ids_outbox_insert AFTER INSERT ON person_distinct_ids
WHEN EXISTS (SELECT 1 FROM analytics_engine)
BEGIN
    INSERT INTO analytics_outbox (table_name, team_id, row_key) VALUES ('person_distinct_ids', NEW.team_id, NEW.distinct_id);
END;
--bun:split
CREATE TRIGGER person_distinct_ids_outbox_update AFTER UPDATE OF team_id, person_id, distinct_id ON person_distinct_ids
WHEN EXISTS (SELECT 1 FROM analytics_engine)
BEGIN
    INSERT INTO analytics_outbox (table_name, team_id, row_key) VALUES ('person_distinct_ids', NEW.team_id, NEW.distinct_id);
    INSERT INTO analytics_outbox (table_name, team_id, row_key)
    SELECT 'person_distinct_ids', OLD.team_id, OLD.distinct_id WHERE OLD.team_id <> NEW.team_id OR OLD.distinct_id <> NEW.distinct_id;
END;
--bun:split
CREATE TRIGGER person_distinct_ids_outbox_delete AFTER DELETE ON person_distinct_ids
WHEN EXISTS (SELECT 1 FROM analytics_engine)
BEGIN
    INSERT INTO analytics_outbox (table_name, team_id, row_key) VALUES ('person_distinct_ids', OLD.team_id, OLD.distinct_id);
END;
--bun:split
CREATE TRIGGER session_recordings_outbox_insert AFTER INSERT ON session_recordings
WHEN EXISTS (SELECT 1 FROM analytics_engine)
BEGIN
    INSERT INTO analytics_outbox (table_name, team_id, row_key) VALUES ('session_recordings', NEW.team_id, NEW.session_id);
END;
--bun:split
CREATE TRIGGER session_recordings_outbox_update AFTER UPDATE OF id, team_id, session_id, distinct_id, start_time,
    end_time, duration, active_seconds, inactive_seconds, click_count, keypress_count, mouse_activity_count,
    console_log_count, console_warn_count, console_error_count, activity_score, start_url, storage, snapshot_source
ON session_recordings
WHEN EXISTS (SELECT 1 FROM analytics_engine)
BEGIN
    INSERT INTO analytics_outbox (table_name, team_id, row_key) VALUES ('session_recordings', NEW.team_id, NEW.session_id);
    INSERT INTO analytics_outbox (table_name, team_id, row_key)
    SELECT 'session_recordings', OLD.team_id, OLD.session_id WHERE OLD.team_id <> NEW.team_id OR OLD.session_id <> NEW.session_id;
END;
--bun:split
CREATE TRIGGER session_recordings_outbox_delete AFTER DELETE ON session_recordings
WHEN EXISTS (SELECT 1 FROM analytics_engine)
BEGIN
    INSERT INTO analytics_outbox (table_name, team_id, row_key) VALUES ('session_recordings', OLD.team_id, OLD.session_id);
END;
--bun:split
CREATE TRIGGER plugin_log_entries_outbox_insert AFTER INSERT ON plugin_log_entries
WHEN EXISTS (SELECT 1 FROM analytics_engine)
BEGIN
    INSERT INTO analytics_outbox (table_name, team_id, row_key)
    VALUES ('plugin_log_entries', NEW.team_id, NEW.plugin_config_id || ':' || NEW.id);
END;
--bun:split
CREATE TRIGGER plugin_log_entries_outbox_update AFTER UPDATE ON plugin_log_entries
WHEN EXISTS (SELECT 1 FROM analytics_engine)
BEGIN
    INSERT INTO analytics_outbox (table_name, team_id, row_key)
    VALUES ('plugin_log_entries', NEW.team_id, NEW.plugin_config_id || ':' || NEW.id);
    INSERT INTO analytics_outbox (table_name, team_id, row_key)
    SELECT 'plugin_log_entries', OLD.team_id, OLD.plugin_config_id || ':' || OLD.id
    WHERE OLD.team_id <> NEW.team_id OR OLD.plugin_config_id <> NEW.plugin_config_id OR OLD.id <> NEW.id;
END;
--bun:split
CREATE TRIGGER plugin_log_entries_outbox_delete AFTER DELETE ON plugin_log_entries
WHEN EXISTS (SELECT 1 FROM analytics_engine)
BEGIN
    INSERT INTO analytics_outbox (table_name, team_id, row_key)
    VALUES ('plugin_log_entries', OLD.team_id, OLD.plugin_config_id || ':' || OLD.id);
END;
