-- A batch of events sent again with its insert_deduplication_token (an
-- import run twice, a queued batch drained twice) lands once in events; its
-- sessions' states must not be added twice either. InsertEvents sets
-- deduplicate_blocks_in_dependent_materialized_views, which needs the view's
-- table to keep a deduplication window of its own.
ALTER TABLE raw_sessions MODIFY SETTING non_replicated_deduplication_window = 10000
