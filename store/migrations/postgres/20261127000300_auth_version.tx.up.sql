-- A version of the API keys, in one row, bumped by every statement that
-- inserts, deletes, truncates or updates keys (but last_used_at alone, which a
-- server writes once a minute per key in use), in that statement's
-- transaction. Every server polls it once a second: a change nobody announced
-- on burrow_auth (a row edited by hand) drops its caches of keys and projects
-- and closes the websockets of revoked keys. On SQLite a server also reads it
-- before every authentication (auth/version.go). A version grows by 1 plus a
-- random part (see persons_version_step).
CREATE TABLE auth_version (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    version BIGINT NOT NULL
);
--bun:split
INSERT INTO auth_version (id, version) VALUES (1, floor(random() * 1000000)::bigint);
--bun:split
CREATE FUNCTION auth_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE auth_version SET version = version + 1 + floor(random() * 1000000)::bigint WHERE id = 1;
    RETURN NULL;
END $$;
--bun:split
CREATE TRIGGER api_keys_version_change AFTER INSERT OR DELETE OR TRUNCATE ON api_keys
FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
--bun:split
CREATE TRIGGER api_keys_version_update AFTER UPDATE OF id, user_id, secure_value, scopes, scoped_teams, revoked_at ON api_keys
FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
