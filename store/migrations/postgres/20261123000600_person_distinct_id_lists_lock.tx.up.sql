-- persons.distinct_ids lost an id when two transactions gave the same person
-- a distinct id at the same time: the second one's UPDATE waited for the
-- first's lock on the person, then computed the list with the snapshot it had
-- started with, which did not hold the first one's id (READ COMMITTED
-- re-checks the row, not the subquery). The refresh now locks the persons
-- first, in id order, and reads their ids in a second statement, which takes
-- a new snapshot (the function is VOLATILE) and so sees what the other
-- transaction committed. TestPersonDistinctIDListsConcurrentWriters.
CREATE OR REPLACE FUNCTION persons_refresh_distinct_ids(ids BIGINT[]) RETURNS void LANGUAGE sql AS $$
    SELECT 1 FROM persons WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
    UPDATE persons AS p SET distinct_ids = COALESCE(
        (SELECT array_to_json(array_agg(d.distinct_id ORDER BY d.id))::text
         FROM person_distinct_ids AS d WHERE d.person_id = p.id), '[]')
    WHERE p.id = ANY (ids);
$$;
