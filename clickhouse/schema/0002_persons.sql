-- Persons, their distinct ids, recordings and plugin log entries are mirrored
-- from the store, which stays their system of record: each write of a row
-- is a new version of it (version grows with every change; a deletion is a
-- version with is_deleted = 1). ReplacingMergeTree(version, is_deleted)
-- keeps the latest version, and the printer reads these tables with FINAL,
-- so that a statement sees every update and deletion as soon as it lands.
-- Columns are named as the store's (store/migrations/postgres).
CREATE TABLE IF NOT EXISTS persons (
    id            Int64,
    uuid          String,
    team_id       Int64,
    properties    String,
    is_identified Bool,
    created_at    DateTime64(6, 'UTC'),
    version       UInt64,
    is_deleted    UInt8
)
ENGINE = ReplacingMergeTree(version, is_deleted)
ORDER BY (team_id, id);

CREATE TABLE IF NOT EXISTS person_distinct_ids (
    team_id     Int64,
    distinct_id String,
    person_id   Int64,
    version     UInt64,
    is_deleted  UInt8
)
ENGINE = ReplacingMergeTree(version, is_deleted)
ORDER BY (team_id, distinct_id)
