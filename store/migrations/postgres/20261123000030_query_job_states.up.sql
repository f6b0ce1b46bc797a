-- A query job's state says how it ended: 'done' splits into succeeded,
-- failed and cancelled (read until now from complete, error and the text
-- of error_message). The wire's complete/error are derived from the state.
UPDATE query_jobs SET state = CASE
        WHEN NOT error THEN 'succeeded'
        WHEN error_message = 'Query cancelled' THEN 'cancelled'
        ELSE 'failed' END
    WHERE state = 'done';
--bun:split
UPDATE query_jobs SET error_message = NULL WHERE state = 'cancelled';
--bun:split
DROP INDEX query_jobs_expiration;
--bun:split
CREATE INDEX query_jobs_expiration ON query_jobs (expiration_time) WHERE state IN ('succeeded', 'failed', 'cancelled');
--bun:split
ALTER TABLE query_jobs DROP COLUMN complete;
--bun:split
ALTER TABLE query_jobs DROP COLUMN error;
