package engine

import (
	"fmt"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// isolationCases read every table through every construct; each runs as
// project A and as project B, and must return only that project's rows.
var isolationCases = []struct {
	name  string
	sql   string
	wantA [][]any
	wantB [][]any
}{
	{"plain read", `SELECT count(), uniq(distinct_id) FROM events`, [][]any{{int64(8), int64(6)}}, [][]any{{int64(3), int64(2)}}},
	{"all events", `SELECT uuid FROM events ORDER BY uuid`, nil, nil},
	{"persons", `SELECT properties.name FROM persons ORDER BY 1`, [][]any{{"Alice"}, {"Bob"}, {"Carol"}}, [][]any{{"Mallory"}}},
	{"pdis", `SELECT distinct_id FROM person_distinct_ids ORDER BY 1`, [][]any{{"d1"}, {"d1b"}, {"d2"}, {"d3"}}, [][]any{{"d1"}, {"db1"}}},
	{"sessions", `SELECT session_id, start_url FROM session_replay_events ORDER BY 1`, nil, [][]any{{"s1", "https://evil.test/"}}},
	{"logs", `SELECT message FROM plugin_log_entries ORDER BY 1`, nil, [][]any{{"secret log"}}},
	{"inner join", `SELECT e.uuid, p.properties.name FROM events e JOIN persons p ON p.id = e.person_id ORDER BY 1`, nil,
		[][]any{{"b0000000-0000-4000-8000-000000000001", "Mallory"}, {"b0000000-0000-4000-8000-000000000002", "Mallory"}}},
	{"join on distinct id", `SELECT count() FROM events e JOIN person_distinct_ids pdi ON pdi.distinct_id = e.distinct_id`,
		[][]any{{int64(6)}}, [][]any{{int64(3)}}},
	{"left join everything", `SELECT count() FROM events e LEFT JOIN persons p ON 1 = 1`, [][]any{{int64(24)}}, [][]any{{int64(3)}}},
	{"left join sessions", `SELECT e.uuid, s.start_url FROM events e LEFT JOIN session_replay_events s ON s.session_id = e.$session_id WHERE s.start_url IS NOT NULL ORDER BY 1`,
		nil, [][]any{{"b0000000-0000-4000-8000-000000000001", "https://evil.test/"}}},
	{"subquery in", `SELECT count() FROM events WHERE distinct_id IN (SELECT distinct_id FROM person_distinct_ids)`, [][]any{{int64(6)}}, [][]any{{int64(3)}}},
	{"subquery in from", `SELECT sum(n) FROM (SELECT count() AS n FROM persons)`, [][]any{{int64(3)}}, [][]any{{int64(1)}}},
	{"scalar subquery", `SELECT (SELECT count() FROM persons), (SELECT count() FROM plugin_log_entries)`, [][]any{{int64(3), int64(3)}}, [][]any{{int64(1), int64(1)}}},
	{"correlated subquery", `SELECT p.properties.name, (SELECT count() FROM events e WHERE e.person_id = p.id) FROM persons p ORDER BY 1`,
		[][]any{{"Alice", int64(3)}, {"Bob", int64(2)}, {"Carol", int64(1)}}, [][]any{{"Mallory", int64(2)}}},
	{"exists", `SELECT count() FROM persons p WHERE EXISTS (SELECT 1 FROM events e WHERE e.person_id = p.id)`, [][]any{{int64(3)}}, [][]any{{int64(1)}}},
	{"cte", `WITH x AS (SELECT * FROM persons) SELECT properties.email FROM x ORDER BY 1`,
		[][]any{{"alice@example.com"}, {"bob@example.com"}, {nil}}, [][]any{{"mallory@evil.test"}}},
	{"cte join", `WITH e AS (SELECT * FROM events), p AS (SELECT * FROM persons) SELECT count() FROM e JOIN p ON p.id = e.person_id`,
		[][]any{{int64(6)}}, [][]any{{int64(2)}}},
	{"person join", `SELECT person.properties.name, count() FROM events GROUP BY 1 ORDER BY 1`,
		[][]any{{"Alice", int64(3)}, {"Bob", int64(2)}, {"Carol", int64(1)}, {nil, int64(2)}}, [][]any{{"Mallory", int64(2)}, {nil, int64(1)}}},
	{"person join in joined events", `SELECT count(e2.person.id) FROM events e1 JOIN events e2 ON e2.uuid = e1.uuid AND e2.person.properties.plan = 'pro'`,
		[][]any{{int64(3)}}, [][]any{{int64(2)}}},
	{"pdi person", `SELECT person.properties.name FROM person_distinct_ids ORDER BY 1`,
		[][]any{{"Alice"}, {"Alice"}, {"Bob"}, {"Carol"}}, [][]any{{"Mallory"}, {"Mallory"}}},
	{"union", `SELECT distinct_id FROM events UNION ALL SELECT distinct_id FROM sessions UNION ALL SELECT distinct_id FROM person_distinct_ids`, nil, nil},
	{"window", `SELECT count() OVER () FROM events LIMIT 1`, [][]any{{int64(8)}}, [][]any{{int64(3)}}},
}

// foreign lists text that only the other project's rows contain.
var foreign = map[string][]string{
	"A": {"b0000000", "0000000b", "Mallory", "mallory", "secret", "evil", "Opera", "db1", "1000"},
	"B": {"a0000000", "0000000a", "Alice", "alice", "Bob", "bob", "Carol", "example.com", "example.org", "started", "careful", "d2", "d3", "anon"},
}

func TestProjectIsolation(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := loadFixture(t, db)
		for _, tc := range isolationCases {
			t.Run(tc.name, func(t *testing.T) {
				for _, p := range []struct {
					name string
					team int64
					want [][]any
				}{{"A", f.a, tc.wantA}, {"B", f.b, tc.wantB}} {
					res, err := runQuery(t, db, p.team, tc.sql)
					if err != nil {
						t.Fatalf("project %s: %v", p.name, err)
					}
					text := fmt.Sprint(res.Rows)
					for _, marker := range foreign[p.name] {
						if strings.Contains(text, marker) {
							t.Errorf("project %s sees %q: %s", p.name, marker, showRows(res.Rows))
						}
					}
					if p.want != nil && !sameRows(res.Rows, p.want) {
						t.Errorf("project %s\n got: %s\nwant: %s", p.name, showRows(res.Rows), showRows(p.want))
					}
				}
			})
		}
		// A project with no data sees nothing at all.
		for _, tc := range isolationCases {
			res, err := runQuery(t, db, f.b+100, tc.sql)
			if err != nil {
				t.Fatalf("%s: %v", tc.sql, err)
			}
			for _, r := range res.Rows {
				for _, v := range r {
					if s, ok := v.(string); ok {
						t.Errorf("unknown project sees %q in %s", s, tc.sql)
					}
				}
			}
		}
	})
}
