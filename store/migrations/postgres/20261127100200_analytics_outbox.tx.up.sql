-- The analytics engine the store feeds (one row, absent without one), and
-- the outbox that carries every change of the tables the engine mirrors
-- (persons, person_distinct_ids, session_recordings, plugin_log_entries) to
-- it: statement-level triggers write the changed rows' project and key in the
-- change's transaction (one INSERT ... SELECT per statement, so a bulk import
-- pays one statement, not one per row), and a drainer
-- (clickhouse.DrainOutbox) writes each key's current row to the engine, then
-- deletes the outbox rows. The triggers write only while an engine is bound:
-- a store without one pays the check alone. row_key is the engine's key
-- after team_id, as text (plugin_log_entries: "plugin_config_id:id"). An
-- update writes only when a mirrored column changed (persons.distinct_ids and
-- session_recordings.person_id, kept by other triggers, are not mirrored),
-- and also the old key when the key or the project changed.
CREATE TABLE analytics_engine (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    url      TEXT NOT NULL,
    bound_at TIMESTAMPTZ NOT NULL
);
--bun:split
CREATE TABLE analytics_outbox (
    id         BIGSERIAL PRIMARY KEY,
    table_name TEXT NOT NULL,
    team_id    BIGINT NOT NULL,
    row_key    TEXT NOT NULL
);
--bun:split
CREATE FUNCTION persons_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT FROM analytics_engine) THEN
        RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
        INSERT INTO analytics_outbox (table_name, team_id, row_key)
        SELECT 'persons', n.team_id, n.id::text FROM new_rows AS n;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO analytics_outbox (table_name, team_id, row_key)
        SELECT 'persons', o.team_id, o.id::text FROM old_rows AS o;
    ELSE
        INSERT INTO analytics_outbox (table_name, team_id, row_key)
        SELECT 'persons', n.team_id, n.id::text FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        WHERE (o.uuid, o.team_id, o.properties, o.is_identified, o.created_at) IS DISTINCT FROM (n.uuid, n.team_id, n.properties, n.is_identified, n.created_at)
        UNION ALL
        SELECT 'persons', o.team_id, o.id::text FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        WHERE o.team_id <> n.team_id OR o.id::text <> n.id::text;
    END IF;
    RETURN NULL;
END $$;
--bun:split
CREATE TRIGGER persons_outbox_insert AFTER INSERT ON persons
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION persons_outbox();
--bun:split
CREATE TRIGGER persons_outbox_update AFTER UPDATE ON persons
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION persons_outbox();
--bun:split
CREATE TRIGGER persons_outbox_delete AFTER DELETE ON persons
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION persons_outbox();
--bun:split
CREATE FUNCTION person_distinct_ids_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT FROM analytics_engine) THEN
        RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
        INSERT INTO analytics_outbox (table_name, team_id, row_key)
        SELECT 'person_distinct_ids', n.team_id, n.distinct_id FROM new_rows AS n;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO analytics_outbox (table_name, team_id, row_key)
        SELECT 'person_distinct_ids', o.team_id, o.distinct_id FROM old_rows AS o;
    ELSE
        INSERT INTO analytics_outbox (table_name, team_id, row_key)
        SELECT 'person_distinct_ids', n.team_id, n.distinct_id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        WHERE (o.team_id, o.person_id, o.distinct_id) IS DISTINCT FROM (n.team_id, n.person_id, n.distinct_id)
        UNION ALL
        SELECT 'person_distinct_ids', o.team_id, o.distinct_id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        WHERE o.team_id <> n.team_id OR o.distinct_id <> n.distinct_id;
    END IF;
    RETURN NULL;
END $$;
--bun:split
CREATE TRIGGER person_distinct_ids_outbox_insert AFTER INSERT ON person_distinct_ids
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_distinct_ids_outbox();
--bun:split
CREATE TRIGGER person_distinct_ids_outbox_update AFTER UPDATE ON person_distinct_ids
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_distinct_ids_outbox();
--bun:split
CREATE TRIGGER person_distinct_ids_outbox_delete AFTER DELETE ON person_distinct_ids
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION person_distinct_ids_outbox();
--bun:split
CREATE FUNCTION session_recordings_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT FROM analytics_engine) THEN
        RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
        INSERT INTO analytics_outbox (table_name, team_id, row_key)
        SELECT 'session_recordings', n.team_id, n.session_id FROM new_rows AS n;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO analytics_outbox (table_name, team_id, row_key)
        SELECT 'session_recordings', o.team_id, o.session_id FROM old_rows AS o;
    ELSE
        INSERT INTO analytics_outbox (table_name, team_id, row_key)
        SELECT 'session_recordings', n.team_id, n.session_id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        WHERE (o.team_id, o.session_id, o.distinct_id, o.start_time, o.end_time, o.duration, o.active_seconds, o.inactive_seconds, o.click_count, o.keypress_count, o.mouse_activity_count, o.console_log_count, o.console_warn_count, o.console_error_count, o.activity_score, o.start_url, o.storage, o.snapshot_source) IS DISTINCT FROM (n.team_id, n.session_id, n.distinct_id, n.start_time, n.end_time, n.duration, n.active_seconds, n.inactive_seconds, n.click_count, n.keypress_count, n.mouse_activity_count, n.console_log_count, n.console_warn_count, n.console_error_count, n.activity_score, n.start_url, n.storage, n.snapshot_source)
        UNION ALL
        SELECT 'session_recordings', o.team_id, o.session_id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        WHERE o.team_id <> n.team_id OR o.session_id <> n.session_id;
    END IF;
    RETURN NULL;
END $$;
--bun:split
CREATE TRIGGER session_recordings_outbox_insert AFTER INSERT ON session_recordings
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION session_recordings_outbox();
--bun:split
CREATE TRIGGER session_recordings_outbox_update AFTER UPDATE ON session_recordings
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION session_recordings_outbox();
--bun:split
CREATE TRIGGER session_recordings_outbox_delete AFTER DELETE ON session_recordings
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION session_recordings_outbox();
--bun:split
CREATE FUNCTION plugin_log_entries_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT FROM analytics_engine) THEN
        RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
        INSERT INTO analytics_outbox (table_name, team_id, row_key)
        SELECT 'plugin_log_entries', n.team_id, n.plugin_config_id || ':' || n.id FROM new_rows AS n;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO analytics_outbox (table_name, team_id, row_key)
        SELECT 'plugin_log_entries', o.team_id, o.plugin_config_id || ':' || o.id FROM old_rows AS o;
    ELSE
        INSERT INTO analytics_outbox (table_name, team_id, row_key)
        SELECT 'plugin_log_entries', n.team_id, n.plugin_config_id || ':' || n.id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        WHERE (o.team_id, o.plugin_id, o.plugin_config_id, o.timestamp, o.source, o.type, o.message, o.instance_id) IS DISTINCT FROM (n.team_id, n.plugin_id, n.plugin_config_id, n.timestamp, n.source, n.type, n.message, n.instance_id)
        UNION ALL
        SELECT 'plugin_log_entries', o.team_id, o.plugin_config_id || ':' || o.id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        WHERE o.team_id <> n.team_id OR o.plugin_config_id || ':' || o.id <> n.plugin_config_id || ':' || n.id;
    END IF;
    RETURN NULL;
END $$;
--bun:split
CREATE TRIGGER plugin_log_entries_outbox_insert AFTER INSERT ON plugin_log_entries
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION plugin_log_entries_outbox();
--bun:split
CREATE TRIGGER plugin_log_entries_outbox_update AFTER UPDATE ON plugin_log_entries
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION plugin_log_entries_outbox();
--bun:split
CREATE TRIGGER plugin_log_entries_outbox_delete AFTER DELETE ON plugin_log_entries
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION plugin_log_entries_outbox();
