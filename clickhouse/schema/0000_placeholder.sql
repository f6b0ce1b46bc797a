-- Placeholder of branch chdb until the DDL of branch chprint lands: the
-- lead deletes this file when merging both.
SELECT 1
