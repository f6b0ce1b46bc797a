SELECT r.id, r.team_id, r.session_id, r.distinct_id, r.start_time, r.click_count
FROM session_recordings AS r
WHERE r.team_id = $1
ORDER BY r.start_time DESC, r.id DESC LIMIT 51
