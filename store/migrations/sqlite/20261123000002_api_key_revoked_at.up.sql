-- A revoked key stays, for audit, with the time it was revoked; it no longer
-- authenticates (burrow apikey revoke).
ALTER TABLE api_keys ADD COLUMN revoked_at TIMESTAMP;
