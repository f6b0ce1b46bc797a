SELECT r.id, r.team_id, r.session_id, r.distinct_id, r.start_time, r.end_time, r.duration, r.active_seconds, r.inactive_seconds, r.click_count, r.keypress_count, r.mouse_activity_count, r.console_log_count, r.console_warn_count, r.console_error_count, r.activity_score, r.start_url, r.storage, r.snapshot_source, EXISTS (SELECT 1 FROM recording_views AS v WHERE v.team_id = r.team_id
 AND v.session_id = r.session_id AND v.user_id = $1) AS viewed, COALESCE(r.person_id, (SELECT pdi.person_id FROM person_distinct_ids AS pdi
 WHERE pdi.team_id = r.team_id AND pdi.distinct_id = r.distinct_id)), COALESCE((SELECT c.version FROM team_row_counts AS c
 WHERE c.team_id = $2 AND c.table_name = 'persons'), 0), (SELECT c.n FROM team_row_counts AS c WHERE c.team_id = $3
 AND c.table_name = 'session_recordings') AS total
FROM (SELECT *
FROM session_recordings AS r
WHERE r.team_id = $4
ORDER BY r.start_time DESC, r.id DESC LIMIT 51) AS r
ORDER BY r.start_time DESC, r.id DESC
