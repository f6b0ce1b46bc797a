package engine

// hogqlCases are statements with known answers for the tables, syntax and
// functions that HogQL users write (issue #10); engineCases runs them on
// both databases and TestDifferential compares the databases on them.
func hogqlCases() []struct {
	name string
	sql  string
	want [][]any
} {
	const (
		alice = "0000000a-0000-4000-8000-000000000001"
		bob   = "0000000a-0000-4000-8000-000000000002"
		carol = "0000000a-0000-4000-8000-000000000003"
	)
	return []struct {
		name string
		sql  string
		want [][]any
	}{
		// Tables and fields named as in HogQL.
		{"person id is the uuid", `SELECT id FROM persons ORDER BY created_at`, [][]any{{alice}, {bob}, {carol}}},
		{"events person_id", `SELECT person_id, count() FROM events GROUP BY person_id ORDER BY person_id NULLS FIRST`,
			[][]any{{nil, int64(2)}, {alice, int64(3)}, {bob, int64(2)}, {carol, int64(1)}}},
		{"join persons on person_id", `SELECT p.properties.name, count() FROM events e JOIN persons p ON p.id = e.person_id GROUP BY 1 ORDER BY 1`,
			[][]any{{"Alice", int64(3)}, {"Bob", int64(2)}, {"Carol", int64(1)}}},
		{"person_distinct_ids person_id", `SELECT distinct_id, person_id FROM person_distinct_ids ORDER BY distinct_id`,
			[][]any{{"d1", alice}, {"d1b", alice}, {"d2", bob}, {"d3", carol}}},
		{"events.pdi", `SELECT pdi.distinct_id, pdi.person_id, pdi.person.properties.name FROM events WHERE uuid = '` + ev2 + `'`,
			[][]any{{"d1b", alice, "Alice"}}},
		{"events.poe", `SELECT poe.id, poe.properties.email FROM events WHERE uuid = '` + ev4 + `'`,
			[][]any{{bob, "bob@example.com"}}},
		{"events.person.id", `SELECT person.id FROM events WHERE uuid = '` + ev1 + `'`, [][]any{{alice}}},
		{"sessions table", `SELECT session_id, distinct_id, $start_timestamp, $end_timestamp, $session_duration, $pageview_count, $autocapture_count, $entry_current_url, $end_current_url, $entry_pathname, $entry_referring_domain, $channel_type, $is_bounce, $urls FROM sessions ORDER BY session_id`,
			[][]any{
				{"s1", "d1", "2026-01-05T10:00:00Z", "2026-01-05T10:05:30.25Z", int64(330), int64(2), int64(0),
					"https://www.example.com/pricing?x=1", "https://www.example.com/docs#intro", "/pricing", nil, "Direct", false,
					[]any{"https://www.example.com/pricing?x=1", "https://www.example.com/docs#intro"}},
				{"s2", "d2", "2026-01-06T08:00:00Z", "2026-01-06T08:00:00Z", int64(0), int64(1), int64(0),
					"http://user@example.org:8080", "http://user@example.org:8080", nil, nil, "Direct", true,
					[]any{"http://user@example.org:8080"}},
			}},
		{"sessions id", `SELECT id FROM sessions WHERE session_id = 's2'`, [][]any{{"s2"}}},
		{"events.session", `SELECT event, session.$session_duration, session.$is_bounce FROM events WHERE $session_id IS NOT NULL ORDER BY timestamp`,
			[][]any{{"$pageview", int64(330), false}, {"$pageview", int64(330), false}, {"$pageview", int64(0), true}}},
		{"bounce rate", `SELECT countIf(session.$is_bounce) / uniq($session_id) FROM events WHERE $session_id IS NOT NULL`,
			[][]any{{0.5}}},
		{"session_replay_events", `SELECT session_id, min_first_timestamp, max_last_timestamp, first_url, click_count, active_milliseconds FROM session_replay_events ORDER BY session_id`,
			[][]any{{"s1", "2026-01-05T10:00:00Z", "2026-01-05T10:10:00Z", "https://www.example.com/pricing", int64(5), 300000.0},
				{"s2", "2026-01-06T08:00:00Z", "2026-01-06T08:01:30Z", "http://example.org/", int64(1), 60000.0}}},
		{"elements_chain", `SELECT elements_chain FROM events WHERE uuid = '` + ev8 + `'`, [][]any{{""}}},
		{"numbers(n)", `SELECT number FROM numbers(3)`, [][]any{{int64(0)}, {int64(1)}, {int64(2)}}},
		{"numbers(a, b)", `SELECT sum(number), count() FROM numbers(5, 10)`, [][]any{{int64(35), int64(5)}}},
		{"numbers empty", `SELECT count() FROM numbers(5, 5)`, [][]any{{int64(0)}}},
		{"numbers joined", `SELECT n.number, count(e.uuid) FROM numbers(2) n LEFT JOIN events e ON toHour(e.timestamp) = n.number GROUP BY n.number ORDER BY 1`,
			[][]any{{int64(0), int64(1)}, {int64(1), int64(0)}}},
	}
}
