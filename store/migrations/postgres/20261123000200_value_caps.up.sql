-- Functions the SQL engine (store/engine) prints to bound what a statement
-- builds: burrow_cap refuses a built value over 1 MiB (maxBuiltBytes),
-- burrow_replace what replace would build before building it, and
-- burrow_pattern a regular expression over 1000 bytes (maxPatternBytes).
-- SQLite registers Go functions with the same meaning (sqlite_funcs.go).
--
-- burrow_refuse raises; its second argument only ties the call to the value
-- checked, so that the planner never folds it as a constant.
CREATE FUNCTION burrow_refuse(msg text, n bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
    RAISE EXCEPTION USING ERRCODE = '54000', MESSAGE = msg;
END $$;
--bun:split
CREATE FUNCTION burrow_cap(v text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN octet_length(v) > 1048576 THEN burrow_refuse('the value built is larger than 1 MiB', octet_length(v)) ELSE v END
$$;
--bun:split
CREATE FUNCTION burrow_replace(s text, f text, t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE
        WHEN octet_length(t) > octet_length(f) AND f <> '' AND octet_length(s) + (octet_length(s) - octet_length(replace(s, f, ''))) / octet_length(f) * (octet_length(t) - octet_length(f)) > 1048576
        THEN burrow_refuse('the value built is larger than 1 MiB', octet_length(s))
        ELSE replace(s, f, t)
    END
$$;
--bun:split
CREATE FUNCTION burrow_pattern(p text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN octet_length(p) > 1000 THEN burrow_refuse('the pattern is longer than 1000 bytes', octet_length(p)) ELSE p END
$$;
