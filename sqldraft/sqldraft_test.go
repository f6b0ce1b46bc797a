package sqldraft

import (
	"testing"

	"github.com/burrow-analytics/burrow/hogql"
)

func TestDraftSQLRules(t *testing.T) {
	vocab := Vocabulary{
		Events:     []string{"$pageview", "$autocapture", "signed_up", "purchase"},
		EventKeys:  []string{"$browser", "$os", "$pathname", "$current_url", "$geoip_country_name", "$geoip_country_code", "plan", "$device_type", "$event_type"},
		PersonKeys: []string{"email", "country", "plan"},
	}
	cases := []struct{ prompt, want string }{
		{"pageviews per day in the last 30 days",
			"SELECT toDate(timestamp) AS day, count() AS count\nFROM events\nWHERE event = '$pageview'\n  AND timestamp >= now() - INTERVAL 30 DAY\nGROUP BY day\nORDER BY day"},
		{"How many unique users signed up this week?",
			"SELECT uniq(distinct_id) AS users\nFROM events\nWHERE event = 'signed_up'\n  AND timestamp >= toStartOfWeek(now())"},
		{"top 5 browsers", "SELECT properties['$browser'] AS browser, count() AS count\nFROM events\nGROUP BY browser\nORDER BY count DESC\nLIMIT 5"},
		{"top countries by purchases yesterday",
			"SELECT properties['$geoip_country_name'] AS geoip_country_name, count() AS count\nFROM events\nWHERE event = 'purchase'\n  AND timestamp >= today() - INTERVAL 1 DAY\n  AND timestamp < today()\nGROUP BY geoip_country_name\nORDER BY count DESC\nLIMIT 10"},
		{"most common pages", "SELECT properties['$pathname'] AS pathname, count() AS count\nFROM events\nGROUP BY pathname\nORDER BY count DESC\nLIMIT 10"},
		{"events per os", "SELECT properties['$os'] AS os, count() AS count\nFROM events\nGROUP BY os\nORDER BY count DESC"},
		{"count of events by event", "SELECT event AS event, count() AS count\nFROM events\nGROUP BY event\nORDER BY count DESC"},
		{"pageviews and purchases hourly in the past day",
			"SELECT toStartOfHour(timestamp) AS hour, count() AS count\nFROM events\nWHERE event IN ('$pageview', 'purchase')\n  AND timestamp >= now() - INTERVAL 1 DAY\nGROUP BY hour\nORDER BY hour"},
		{"latest autocapture events", "SELECT timestamp, event, distinct_id, properties\nFROM events\nWHERE event = '$autocapture'\nORDER BY timestamp DESC\nLIMIT 100"},
		{"number of people per month", "SELECT toStartOfMonth(created_at) AS month, count() AS count\nFROM persons\nGROUP BY month\nORDER BY month"},
		{"average session duration daily", "SELECT toDate(start_time) AS day, avg(duration) AS avg_duration\nFROM session_replay_events\nGROUP BY day\nORDER BY day"},
		{"unique users in recordings today", "SELECT uniq(distinct_id) AS users\nFROM session_replay_events\nWHERE start_time >= today()"},
		{"plugin logs last 2 hours", "SELECT timestamp, type, message\nFROM plugin_log_entries\nWHERE timestamp >= now() - INTERVAL 2 HOUR\nORDER BY timestamp DESC\nLIMIT 100"},
		{"what is the meaning of life", "SELECT timestamp, event, distinct_id, properties\nFROM events\nORDER BY timestamp DESC\nLIMIT 100"},
		{"users by plan", "SELECT properties['plan'] AS plan, uniq(distinct_id) AS users\nFROM events\nGROUP BY plan\nORDER BY users DESC"},
		// Regressions found by trying realistic prompts.
		{"how many signups this week", "SELECT count() AS count\nFROM events\nWHERE event = 'signed_up'\n  AND timestamp >= toStartOfWeek(now())"},
		{"most popular events last 24 hours",
			"SELECT event AS event, count() AS count\nFROM events\nWHERE timestamp >= now() - INTERVAL 24 HOUR\nGROUP BY event\nORDER BY count DESC\nLIMIT 10"},
		{"which browsers do people use",
			"SELECT properties['$browser'] AS browser, uniq(distinct_id) AS users\nFROM events\nGROUP BY browser\nORDER BY users DESC"},
		{"average session duration by browser",
			"SELECT e.browser AS browser, avg(s.duration) AS avg_duration\nFROM session_replay_events AS s\nJOIN (SELECT $session_id AS session_id, min(properties['$browser']) AS browser FROM events GROUP BY session_id) AS e\n  ON e.session_id = s.session_id\nGROUP BY browser\nORDER BY avg_duration DESC"},
		{"number of sessions by os last 7 days",
			"SELECT e.os AS os, count() AS count\nFROM session_replay_events AS s\nJOIN (SELECT $session_id AS session_id, min(properties['$os']) AS os FROM events GROUP BY session_id) AS e\n  ON e.session_id = s.session_id\nWHERE s.start_time >= now() - INTERVAL 7 DAY\nGROUP BY os\nORDER BY count DESC"},
		{"count of errors in plugin logs this week",
			"SELECT count() AS count\nFROM plugin_log_entries\nWHERE type = 'ERROR'\n  AND timestamp >= toStartOfWeek(now())"},
		{"people by country", "SELECT properties['$geoip_country_name'] AS geoip_country_name, uniq(distinct_id) AS users\nFROM events\nGROUP BY geoip_country_name\nORDER BY users DESC"},
		{"persons per country", "SELECT properties['country'] AS country, count() AS count\nFROM persons\nGROUP BY country\nORDER BY count DESC"},
		{"top 3 emails", "SELECT person.properties['email'] AS email, count() AS count\nFROM events\nGROUP BY email\nORDER BY count DESC\nLIMIT 3"},
		{"top 5 cities by unique users", "SELECT uniq(distinct_id) AS users\nFROM events"},
		{"clicks by event type", "SELECT properties['$event_type'] AS event_type, count() AS count\nFROM events\nWHERE event = '$autocapture'\nGROUP BY event_type\nORDER BY count DESC"},
	}
	for _, c := range cases {
		got := draftSQL(c.prompt, vocab)
		if got != c.want {
			t.Errorf("%q:\ngot\n%s\nwant\n%s", c.prompt, got, c.want)
		}
		for _, d := range []hogql.Engine{hogql.SQLite, hogql.PostgreSQL} {
			if _, err := hogql.Compile(got, hogql.Options{TeamID: 1, Engine: d}); err != nil {
				t.Errorf("%q (%s): draft does not compile: %v\n%s", c.prompt, d, err, got)
			}
		}
	}
}

// TestDraftSQLOddNames: event names and keys that need quoting stay valid SQL.
func TestDraftSQLOddNames(t *testing.T) {
	got := draftSQL("count clicked 'buy' by page title", Vocabulary{Events: []string{"clicked 'buy'"}, EventKeys: []string{"page title"}})
	want := "SELECT properties['page title'] AS page_title, count() AS count\nFROM events\nWHERE event = 'clicked \\'buy\\''\nGROUP BY page_title\nORDER BY count DESC"
	if got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
	if _, err := hogql.Compile(got, hogql.Options{TeamID: 1, Engine: hogql.SQLite}); err != nil {
		t.Fatal(err)
	}
}

func FuzzDraftSQL(f *testing.F) {
	for _, s := range []string{"top 5 browsers last 7 days", "pageviews per day", "unique users this month", "'; DROP TABLE x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, prompt string) {
		sql := draftSQL(prompt, Vocabulary{Events: []string{"$pageview", "a'b", `c\d`, "signed_up"},
			EventKeys: []string{"$browser", "odd key", "x'y"}, PersonKeys: []string{"country", "we'ird", "odd key"}})
		if _, err := hogql.Compile(sql, hogql.Options{TeamID: 1, Engine: hogql.PostgreSQL}); err != nil {
			t.Fatalf("%q drafted SQL that does not compile: %v\n%s", prompt, err, sql)
		}
	})
}
