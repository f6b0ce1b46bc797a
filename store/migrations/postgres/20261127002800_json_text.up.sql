-- burrow_json reads text as JSON, NULL when it is not valid JSON: ClickHouse's
-- JSON functions (JSONExtractString, JSONExtract ...) read a String that way.
-- SQLite prints CASE WHEN json_valid(v) THEN v END for it.
CREATE FUNCTION burrow_json(v text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
    RETURN v::jsonb;
EXCEPTION WHEN invalid_text_representation THEN
    RETURN NULL;
END $$;
