package engine

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/store/storetest"
)

// differentialCorpus is run on SQLite and PostgreSQL over the same data and
// the rows compared; it adds statements whose answers are not spelled out
// in engineCases. Statements without ORDER BY are compared as multisets.
// (A property holding an object or array reads as JSON text, which each
// database spells its own way; such reads are left out.)
var differentialCorpus = []string{
	`SELECT * FROM events`,
	`SELECT * FROM persons`,
	`SELECT * FROM person_distinct_ids`,
	`SELECT * FROM sessions`,
	`SELECT * FROM plugin_log_entries`,
	`SELECT event, toStartOfDay(timestamp) AS day, count(), uniq(distinct_id) FROM events GROUP BY event, day`,
	`SELECT toStartOfHour(timestamp), toStartOfMinute(created_at), toStartOfWeek(timestamp), toStartOfMonth(timestamp), toStartOfYear(timestamp) FROM events`,
	`SELECT toYear(timestamp), toMonth(timestamp), toDayOfWeek(timestamp), toHour(timestamp), toMinute(timestamp), toSecond(timestamp), toQuarter(timestamp) FROM events`,
	`SELECT uuid, dateDiff('second', created_at, timestamp), dateDiff('minute', toDateTime('2026-01-01'), timestamp), dateDiff('hour', toDateTime('2026-01-01'), timestamp), dateDiff('day', toDateTime('2026-01-01'), timestamp), dateDiff('week', toDateTime('2025-12-01'), timestamp), dateDiff('month', toDateTime('2025-06-15'), timestamp), dateDiff('quarter', toDateTime('2025-06-15'), timestamp), dateDiff('year', toDateTime('2020-06-15'), timestamp) FROM events`,
	`SELECT uuid, timestamp + INTERVAL 1 SECOND, timestamp - INTERVAL 2 MINUTE, timestamp + INTERVAL 3 HOUR, timestamp + INTERVAL 4 DAY, timestamp - INTERVAL 5 WEEK, timestamp + INTERVAL 6 MONTH, timestamp - INTERVAL 1 QUARTER, timestamp + INTERVAL 1 YEAR FROM events`,
	`SELECT uuid, toDate(timestamp) + INTERVAL 1 MONTH, toDate(timestamp) - INTERVAL 1 YEAR, toDate(timestamp) + INTERVAL 3 HOUR, toDate(timestamp) - 3 FROM events`,
	`SELECT formatDateTime(timestamp, '%Y/%m/%d %H:%i:%S %j %u %I %p %R') FROM events`,
	`SELECT toString(start_time), toString(toDate(end_time)), toString(duration), toString(activity_score), toString(click_count), toString(duration / 3) FROM session_replay_events`,
	`SELECT toUnixTimestamp(timestamp), toFloat(timestamp), toInt(timestamp), toInt(toDate(timestamp)) FROM events`,
	`SELECT properties.$browser, properties.$screen_width, properties.price, properties.items[1].sku, properties.nested.a.b, properties.is_cool, properties.missing FROM events`,
	`SELECT toFloat(properties.$screen_width) * 2, toInt(properties.$screen_width) + 1, properties.$screen_width > 1300, properties.price < 50 FROM events`,
	`SELECT person.properties.email, person.properties.age, toInt(person.properties.age) * 2, person.created_at, person.is_identified FROM events`,
	`SELECT domain(properties.$current_url), path(properties.$current_url), domain(start_url) FROM events LEFT JOIN session_replay_events s ON s.session_id = events.$session_id`,
	`SELECT lower(event), upper(event), length(event), substring(event, 2, 3), replaceAll(event, 'a', 'A'), position(event, 'e'), startsWith(event, '$'), endsWith(event, 'view'), concat(event, ':', distinct_id) FROM events`,
	`SELECT round(duration / 7, 2), round(activity_score), floor(duration / 7), ceil(duration / 7), abs(0 - duration), round(click_count, -1), duration / 0, click_count % 2 FROM session_replay_events`,
	`SELECT distinct_id, count() AS c, min(timestamp), max(timestamp), any(event) FROM events GROUP BY distinct_id HAVING c >= 1 ORDER BY c DESC, distinct_id`,
	`SELECT event, countIf(person_id IS NULL), sumIf(toFloat(properties.price), properties.price IS NOT NULL), avgIf(toFloat(properties.$screen_width), event = '$pageview') FROM events GROUP BY event`,
	`SELECT e.event, p.properties.name, count() FROM events e LEFT JOIN persons p ON p.id = e.person_id GROUP BY e.event, p.properties.name`,
	`SELECT p.properties.name, count(e.uuid) FROM persons p LEFT JOIN events e ON e.person_id = p.id AND e.event = '$pageview' GROUP BY p.properties.name`,
	`SELECT distinct_id, row_number() OVER (ORDER BY timestamp DESC) AS rn, lag(timestamp, 2) OVER (PARTITION BY event ORDER BY timestamp) AS prev2, last_value(event) OVER (ORDER BY timestamp ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) AS lv FROM events ORDER BY rn`,
	`SELECT event, avg(toFloat(properties.$screen_width)) OVER (PARTITION BY event) FROM events`,
	`WITH daily AS (SELECT toDate(timestamp) AS d, count() AS c FROM events GROUP BY d) SELECT d, c, sum(c) OVER (ORDER BY d) FROM daily ORDER BY d`,
	`SELECT * FROM (SELECT distinct_id, count() AS n FROM events GROUP BY distinct_id) WHERE n > 1`,
	`SELECT event FROM events UNION ALL SELECT session_id FROM sessions UNION ALL SELECT type FROM plugin_log_entries`,
	`SELECT timestamp FROM events UNION ALL SELECT toDate(start_time) FROM session_replay_events ORDER BY 1`,
	`SELECT if(is_identified, 'yes', 'no'), multiIf(properties.age > 28, 'old', properties.age > 0, 'young', 'unknown') FROM persons`,
	`SELECT CASE WHEN duration > 100 THEN duration ELSE click_count END FROM session_replay_events`,
	`SELECT coalesce(properties.$browser, properties.plan, 'none') FROM events`,
	`SELECT count() FROM events WHERE timestamp > now() - INTERVAL 10 YEAR AND timestamp < today() + INTERVAL 10 YEAR`,
	`SELECT count() FROM events WHERE toDate(timestamp) = '2026-01-05' OR toDate(timestamp) BETWEEN '2026-01-07' AND '2026-01-08'`,
	`SELECT count() FROM events WHERE distinct_id LIKE 'd_' OR distinct_id ILIKE 'ANON'`,
	`SELECT DISTINCT person_id FROM events ORDER BY person_id NULLS FIRST`,
	`SELECT event, timestamp FROM events ORDER BY event DESC, timestamp LIMIT 3 OFFSET 2`,
	`SELECT toString(1.0 / 3), toString(0.1 + 0.2), toString(100), toString(-2.5), toString(1e14)`,
	`SELECT toInt('12'), toInt(' -3 '), toInt('1.5'), toFloat('1e3'), toFloat('.5'), toFloat('-0.25'), toDate('2026-02-03'), toDateTime('2026-02-03 04:05:06')`,
	`SELECT 'a' < 'B', 'Z' < 'a', min(event), max(event) FROM events`,
	`SELECT properties.note, properties['note'] LIKE '%\%%' FROM events`,
	`SELECT sum(duration), avg(click_count), sum(click_count) / count() FROM session_replay_events`,
	// Analytics queries as a PostHog user writes them (audit).
	`SELECT countIf(event = '$pageview') AS views, countIf(event = 'signup') AS signups, countIf(event = 'purchase') AS purchases FROM events`,
	`SELECT person_id, dateDiff('day', min(timestamp), max(timestamp)) AS span FROM events GROUP BY person_id ORDER BY span DESC, person_id NULLS FIRST`,
	`SELECT domain(properties.$current_url) AS d, path(properties.$current_url) AS p, count() AS c FROM events WHERE event = '$pageview' GROUP BY d, p ORDER BY c DESC, d, p`,
	`SELECT toStartOfDay(timestamp) AS day, uniq(distinct_id) AS u FROM events GROUP BY day ORDER BY day DESC`,
	`SELECT person.properties.plan AS plan, count() FROM events GROUP BY plan ORDER BY plan NULLS FIRST`,
	`SELECT properties['$browser'] AS b, count(DISTINCT person_id) FROM events GROUP BY b ORDER BY 2 DESC, b`,
	`SELECT count() FROM events WHERE timestamp > now() - interval 7 day`,
	`SELECT count() FROM events WHERE toDate(timestamp) = today()`,
	`SELECT count() FROM events WHERE properties.$current_url ilike '%PRICING%'`,
	`SELECT multiIf(properties.price > 50, 'big', properties.price > 20, 'mid', properties.price IS NULL, 'none', 'small') AS k, count() FROM events GROUP BY k ORDER BY k`,
	`SELECT formatDateTime(timestamp, '%Y-%m-%d %H:%i') FROM events ORDER BY timestamp`,
	`SELECT count() FROM events WHERE properties.nonexistent IS NULL AND properties.nested.a.b IS NOT NULL`,
	`SELECT count() FROM events WHERE properties.price > 50`,
	`SELECT count() FROM events WHERE properties.price >= 19.9 AND properties.price < 50`,
	`SELECT count() FROM events WHERE properties.price = 100 OR properties.price IN (49.5)`,
	`SELECT count() FROM events WHERE properties.$screen_width > 1300`,
	`SELECT count() FROM events WHERE properties.is_cool = true`,
	`SELECT uuid, properties.$screen_width + 1, toFloat(properties.price) * 2 FROM events ORDER BY uuid`,
	`SELECT person.properties.plan, sumIf(toFloat(properties.price), event = 'purchase') AS rev FROM events GROUP BY 1 ORDER BY rev DESC NULLS LAST, 1 NULLS FIRST`,
	`SELECT toStartOfWeek(timestamp) AS w, toStartOfMonth(timestamp) AS m, count() FROM events GROUP BY w, m ORDER BY w`,
	`SELECT uniq(person_id) FROM events WHERE event = 'purchase' AND person_id IN (SELECT person_id FROM events WHERE event = '$pageview')`,
	`SELECT count() FROM events e JOIN persons p ON p.id = e.person_id WHERE p.properties.plan = 'pro'`,
	`SELECT properties.$browser AS b, count() FROM events WHERE b LIKE 'Chr%' GROUP BY b`,
	`SELECT distinct_id, count() AS c, row_number() OVER (ORDER BY count() DESC, distinct_id) AS rn FROM events GROUP BY distinct_id ORDER BY rn`,
	`SELECT DISTINCT event FROM events ORDER BY event`,
	`SELECT event FROM events GROUP BY event ORDER BY count() DESC, event LIMIT 1`,
	`SELECT toInt('99999999999999999999'), toInt(1e30), toInt(toFloat(properties.price) * 1e20) FROM events`,
	`SELECT properties['a"b'], properties['a\b'] FROM events`,
}

func TestDifferential(t *testing.T) {
	t.Parallel()
	if os.Getenv(storetest.EnvPostgres) == "" {
		t.Skipf("set %s to compare SQLite with PostgreSQL", storetest.EnvPostgres)
	}
	lite := storetest.Open(t, storetest.SQLiteURL(t))
	pg := storetest.Open(t, storetest.PostgresURL(t))
	fl, fp := loadFixture(t, lite), loadFixture(t, pg)
	corpus := append([]string{}, differentialCorpus...)
	for _, tc := range engineCases() {
		corpus = append(corpus, tc.sql)
	}
	compared := 0
	for _, src := range corpus {
		if strings.Contains(src, "now()") && strings.Contains(src, "dateDiff('second', now(), now())") {
			continue // the clock differs between the two runs, not the answer
		}
		rl, err := runQuery(t, lite, fl.a, src)
		if err != nil {
			t.Errorf("sqlite: %s: %v", src, err)
			continue
		}
		rp, err := runQuery(t, pg, fp.a, src)
		if err != nil {
			t.Errorf("postgres: %s: %v", src, err)
			continue
		}
		if !strings.Contains(strings.ToUpper(src), "ORDER BY") {
			sortRows(rl.Rows)
			sortRows(rp.Rows)
		}
		if !sameRows(rl.Rows, rp.Rows) {
			t.Errorf("%s\nsqlite:   %s\npostgres: %s", src, showRows(rl.Rows), showRows(rp.Rows))
		}
		if fmt.Sprint(rl.Types) != fmt.Sprint(rp.Types) || fmt.Sprint(rl.Columns) != fmt.Sprint(rp.Columns) {
			t.Errorf("%s: columns/types differ: %v %v / %v %v", src, rl.Columns, rl.Types, rp.Columns, rp.Types)
		}
		compared++
	}
	t.Logf("compared %d statements", compared)
}

func sortRows(rows [][]any) {
	sort.SliceStable(rows, func(i, j int) bool { return fmt.Sprint(rows[i]) < fmt.Sprint(rows[j]) })
}
