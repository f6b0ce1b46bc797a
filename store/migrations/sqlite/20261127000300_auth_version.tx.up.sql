-- A version of the API keys, in one row, bumped in the transaction of every
-- insert, delete and update of a key (but last_used_at alone, which a server
-- writes once a minute per key in use). On SQLite a server reads it before
-- every authentication and drops its cache of keys and projects when it
-- changed (auth/version.go): a key revoked by another process (`burrow apikey
-- revoke` while `serve` runs) fails the first request after the revocation
-- commits. Every server also polls it once a second and closes the websockets
-- of revoked keys. A version grows by 1 plus a random part, so that a history
-- lost after a server read it (a restored backup) does not count up to the
-- same numbers again.
CREATE TABLE auth_version (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL
);
--bun:split
INSERT INTO auth_version (id, version) VALUES (1, abs(random() % 1000000));
--bun:split
CREATE TRIGGER api_keys_version_insert AFTER INSERT ON api_keys
BEGIN
    UPDATE auth_version SET version = version + 1 + abs(random() % 1000000) WHERE id = 1;
END;
--bun:split
CREATE TRIGGER api_keys_version_update AFTER UPDATE OF id, user_id, secure_value, scopes, scoped_teams, revoked_at ON api_keys
BEGIN
    UPDATE auth_version SET version = version + 1 + abs(random() % 1000000) WHERE id = 1;
END;
--bun:split
CREATE TRIGGER api_keys_version_delete AFTER DELETE ON api_keys
BEGIN
    UPDATE auth_version SET version = version + 1 + abs(random() % 1000000) WHERE id = 1;
END;
