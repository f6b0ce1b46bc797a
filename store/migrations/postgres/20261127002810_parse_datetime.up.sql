-- burrow_parse_datetime is parseDateTimeBestEffort: the same steps and regular
-- expressions as hogql.ParseDateTimeBestEffort (hogql/besteffort.go), which
-- SQLite runs; keep them in step. NULL when the text is no date it reads.
CREATE FUNCTION burrow_parse_datetime(v text) RETURNS timestamptz LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
    s text := btrim(v);
    t text := '(?:[T ]+([0-9]{1,2}):([0-9]{2})(?::([0-9]{2})(?:\.[0-9]+)?)?)?';
    z text := '\s*(Z|UTC|GMT|[+-][0-9]{2}(?::?[0-9]{2})?)?$';
    months text[] := ARRAY['jan','feb','mar','apr','may','jun','jul','aug','sep','oct','nov','dec'];
    m text[];
    y int; mo int; d int; h int; mi int; sec int; zone text; digits text; off int := 0;
BEGIN
    IF s IS NULL THEN
        RETURN NULL;
    END IF;
    IF s ~ '^[0-9]{9,10}$' THEN
        RETURN to_timestamp(s::bigint);
    END IF;
    s := regexp_replace(s, '^(mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+', '', 'i');
    m := regexp_match(s, '^([0-9]{4})([0-9]{2})([0-9]{2})(?:([0-9]{2})([0-9]{2})([0-9]{2}))?$');
    IF m IS NOT NULL THEN
        y := m[1]; mo := m[2]; d := m[3];
        m := m || ARRAY[NULL::text];
    ELSE
        m := regexp_match(s, '^([0-9]{4})[-/.]([0-9]{1,2})[-/.]([0-9]{1,2})' || t || z, 'i');
        IF m IS NOT NULL THEN
            y := m[1]; mo := m[2]; d := m[3];
        ELSE
            m := regexp_match(s, '^([0-9]{1,2})[-/.]([0-9]{1,2})[-/.]([0-9]{4})' || t || z, 'i');
            IF m IS NOT NULL THEN
                d := m[1]; mo := m[2]; y := m[3];
            ELSE
                m := regexp_match(s, '^([0-9]{1,2})[ -]+([a-z]+)[ -]+([0-9]{4})' || t || z, 'i');
                IF m IS NOT NULL THEN
                    d := m[1]; mo := coalesce(array_position(months, lower(left(m[2], 3))), 0); y := m[3];
                    IF length(m[2]) < 3 THEN mo := 0; END IF;
                ELSE
                    m := regexp_match(s, '^([a-z]+)[ -]+([0-9]{1,2}),?[ -]+([0-9]{4})' || t || z, 'i');
                    IF m IS NULL THEN
                        RETURN NULL;
                    END IF;
                    mo := coalesce(array_position(months, lower(left(m[1], 3))), 0); d := m[2]; y := m[3];
                    IF length(m[1]) < 3 THEN mo := 0; END IF;
                END IF;
            END IF;
        END IF;
    END IF;
    h := coalesce(m[4], '0'); mi := coalesce(m[5], '0'); sec := coalesce(m[6], '0'); zone := upper(m[7]);
    IF mo < 1 OR mo > 12 OR d < 1 OR d > extract(day FROM make_date(y, mo, 1) + interval '1 month - 1 day')
        OR h > 23 OR mi > 59 OR sec > 59 THEN
        RETURN NULL;
    END IF;
    IF zone IS NOT NULL AND zone NOT IN ('Z', 'UTC', 'GMT') THEN
        digits := replace(substr(zone, 2), ':', '');
        off := left(digits, 2)::int * 60;
        IF length(digits) > 2 THEN
            off := off + substr(digits, 3)::int;
        END IF;
        IF left(zone, 1) = '-' THEN
            off := -off;
        END IF;
    END IF;
    RETURN make_timestamptz(y, mo, d, h, mi, sec, 'UTC') - make_interval(mins => off);
END $$;
