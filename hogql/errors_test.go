package hogql

import (
	"errors"
	"strings"
	"testing"
)

var dialects = printedEngines

func TestSyntaxErrors(t *testing.T) {
	t.Parallel()
	cases := []struct {
		sql          string
		line, column int
		contains     string
	}{
		{"SELEC 1", 1, 1, "only SELECT"},
		{"SELECT count( FROM events", 1, 15, "unexpected keyword FROM"},
		{"SELECT 1;\nDROP TABLE events", 1, 9, "';'"},
		{"SELECT 1; SELECT 2", 1, 9, "only one statement"},
		{"SELECT {foo}", 1, 9, "placeholder"},
		{"SELECT quantile(0.5)(", 1, 22, "expected an expression"},
		{"SELECT event\nFROM events\nWHERE event = = 'x'", 3, 15, "unexpected '='"},
		{"DELETE FROM events", 1, 1, "only SELECT"},
		{"INSERT INTO events VALUES (1)", 1, 1, "only SELECT"},
		{"UPDATE events SET event = 'x'", 1, 1, "only SELECT"},
		{"DROP TABLE events", 1, 1, "only SELECT"},
		{"PRAGMA table_info(events)", 1, 1, "only SELECT"},
		{"ATTACH DATABASE 'x.db' AS x", 1, 1, "only SELECT"},
		{"CREATE TABLE x (a int)", 1, 1, "only SELECT"},
		{"WITH RECURSIVE t AS (SELECT 1) SELECT * FROM t", 1, 6, "WITH RECURSIVE"},
		{"SELECT * FROM events e RIGHT JOIN persons p ON 1", 1, 24, "RIGHT JOIN"},
		{"SELECT * FROM events ANY LEFT JOIN persons ON 1", 1, 22, "ANY joins"},
		{"SELECT * FROM events JOIN persons USING (id)", 1, 35, "USING"},
		{"SELECT 99999999999999999999", 1, 8, "out of range"},
		{"SELECT -9223372036854775809", 1, 9, "out of range"},
		{"SELECT 'abc", 1, 8, "unterminated string"},
		{"SELECT 1 /* x", 1, 10, "unterminated /* comment"},
		{"SELECT ?", 1, 8, "placeholders"},
		{"SELECT 1 UNION SELECT 2", 1, 10, "UNION ALL"},
		{"SELECT 1 INTERSECT SELECT 2", 1, 10, "INTERSECT"},
		{"SELECT 1 LIMIT -1", 1, 16, "LIMIT expects"},
		{"SELECT 1 LIMIT 1 + 1", 1, 18, "end of query"},
		{"SELECT 'a\\0b'", 1, 10, "NUL"},
		{"SELECT '\\\x00'", 1, 10, "NUL"},
		{"SELECT \"\" FROM events", 1, 8, "empty quoted identifier"},
		{"", 1, 1, "empty query"},
		{"SELECT 1 FROM events WHERE", 1, 27, "expected an expression"},
		{"SELECT \u00e9t\u00e9 FROM events WHERE x = \u00e9\u00e9 +", 1, 38, "expected an expression"},
		{"SELECT interval 1 fortnight", 1, 19, "interval unit"},
		{strings.Repeat("(", 300) + "1" + strings.Repeat(")", 300), 1, 0, "nested too deeply"},
		{"SELECT '" + strings.Repeat("x", MaxQueryBytes) + "'", 1, 1, "longer than"},
		{"SELECT \xff", 1, 8, "UTF-8"},
	}
	for _, tc := range cases {
		for _, d := range dialects {
			_, err := Compile(tc.sql, Options{TeamID: 1, Engine: d})
			e := clientError(err)
			if e == nil {
				t.Errorf("%.60q (%s): err = %v, want an *Error", tc.sql, d, err)
				continue
			}
			if e.Code != "sql_syntax_error" {
				t.Errorf("%.60q: code %s, want sql_syntax_error", tc.sql, e.Code)
			}
			if !strings.Contains(e.Error(), tc.contains) {
				t.Errorf("%.60q: detail %q does not mention %q", tc.sql, e.Error(), tc.contains)
			}
			if e.Line != tc.line || tc.column > 0 && e.Column != tc.column {
				t.Errorf("%.60q: at line %v column %v, want %d:%d (%s)", tc.sql, e.Line, e.Column, tc.line, tc.column, e.Error())
			}
			if e.Line == 0 {
				t.Errorf("%.60q: no position, so no excerpt", tc.sql)
			}
		}
	}
}

func TestQueryErrors(t *testing.T) {
	t.Parallel()
	cases := []struct {
		sql      string
		column   int
		contains string
	}{
		{"SELECT team_id FROM events", 8, "unknown column team_id"},
		{"SELECT count(DISTINCT event) OVER () FROM events", 8, "DISTINCT is not supported in window functions"},
		{"SELECT uniq(event) OVER () FROM events", 8, "not supported in window functions"},
		{"SELECT uniqIf(event, event = 'x') OVER () FROM events", 8, "not supported in window functions"},
		{"SELECT sum(1) OVER (ORDER BY timestamp RANGE BETWEEN 1 PRECEDING AND CURRENT ROW) FROM events", 40, "RANGE frames with an offset"},
		{"SELECT * FROM numbers(2000000)", 15, "at most 1000000 rows"},
		{"SELECT * FROM numbers(1000 * 1000 + 1)", 15, "at most 1000000 rows"},
		{"SELECT * FROM numbers(dateDiff('second', toDateTime('2000-01-01 00:00:00'), toDateTime('2026-01-01 00:00:00')))", 15, "at most 1000000 rows"},
		{"SELECT * FROM numbers(length(event))", 23, "must be integer constants"},
		{"SELECT * FROM numbers(1 / 0)", 25, "must be integer constants"},
		{"SELECT multiMatchAny(event, [event])", 30, "needs a constant array of patterns"},
		{"SELECT JSONExtract(properties, 'a', 'Map(String, String)')", 37, "does not support the type"},
		{"SELECT JSONExtract(properties, 'a', event)", 37, "must be a constant type name"},
		{"SELECT JSONExtractString(1, 'a')", 26, "reads JSON"},
		{"SELECT (1, 'a').3", 16, "tuple index 3 is out of range"},
		{"SELECT tupleElement((1, 'a'), 0)", 8, "tuple index 0 is out of range"},
		{"SELECT ((1, 2), 3)", 8, "tuples of tuples"},
		{"SELECT tupleElement(1, 1)", 21, "expects a Tuple"},
		{"SELECT sumMap([1], ['a'])", 20, "needs an array of numbers"},
		{"SELECT multiMatchAnyIndex(event, 'x')", 34, "needs a constant array of patterns"},
		{"SELECT quantile(2)(1)", 17, "between 0 and 1"},
		{"SELECT count() OVER w FROM events", 21, "unknown window w"},
		{"SELECT arrayMap(x -> x, 1)", 17, "needs an array"},
		{"SELECT arrayMax([])", 8, "arrayMax needs numbers"},
		{"SELECT arrayMin(x -> 'a', [1])", 8, "arrayMin needs numbers"},
		{"SELECT arrayMap((x, y) -> x, [1])", 17, "for each of its 2 parameters"},
		{"SELECT arrayMap(x -> x, [1], [2])", 8, "one array after the lambda for each"},
		{"SELECT arrayMap((x, x) -> x, [1], [2])", 17, "named twice"},
		{"SELECT [1, 2]['a':2]", 15, "slice bound must be an integer"},
		{"SELECT lower('abc')[1:2]", 20, "cannot slice"},
		{"SELECT match(event, '(?<=a)b') FROM events", 21, "invalid regular expression"},
		{"SELECT formatDateTime(timestamp, '%Z') FROM events", 34, "unsupported formatDateTime specifier"},
		{"SELECT events.pdi FROM events", 15, "joined table"},
		{"SELECT e.team_id FROM events e", 10, "unknown column team_id"},
		{"SELECT person.team_id FROM events", 15, "unknown column team_id"},
		{"SELECT count() FROM events WHERE team_id = 2", 34, "unknown column team_id"},
		{"SELECT session_id FROM events", 8, "unknown column session_id"},
		{"SELECT * FROM session_recordings", 15, "unknown table session_recordings"},
		{"SELECT * FROM api_keys", 15, "unknown table api_keys"},
		{"SELECT * FROM users", 15, "unknown table users"},
		{"SELECT * FROM projects", 15, "unknown table projects"},
		{"SELECT * FROM plugin_configs", 15, "unknown table"},
		{"SELECT * FROM recording_views", 15, "unknown table"},
		{"SELECT * FROM sqlite_master", 15, "unknown table"},
		{"SELECT * FROM pg_catalog.pg_tables", 15, "unknown table pg_catalog.pg_tables"},
		{"SELECT * FROM information_schema.tables", 15, "unknown table"},
		{"SELECT foo(1)", 8, "unknown function foo"},
		{"SELECT pg_sleep(10)", 8, "unknown function pg_sleep"},
		{"SELECT count(1, 2) FROM events", 8, "count expects 0 to 1 argument"},
		{"SELECT now(1)", 8, "now expects 0 arguments"},
		{"SELECT dateDiff('day', timestamp) FROM events", 8, "dateDiff expects 3 arguments"},
		{"SELECT lower(1)", 14, "expects a String"},
		{"SELECT 1 + 'abc'", 10, "cannot read 'abc' as a number"},
		{"SELECT properties = 1 FROM events", 19, "JSON objects cannot be compared"},
		{"SELECT count() FROM events WHERE count() > 1", 34, "not allowed in WHERE"},
		{"SELECT sum(count()) FROM events", 12, "cannot be nested"},
		{"SELECT event, count() FROM events", 8, "must appear in GROUP BY"},
		{"SELECT event FROM events GROUP BY distinct_id", 8, "must appear in GROUP BY"},
		{"SELECT row_number() FROM events", 8, "needs an OVER"},
		{"SELECT lower(event) OVER () FROM events", 8, "cannot have OVER"},
		{"SELECT count() FROM events WHERE row_number() OVER () > 1", 34, "not allowed in WHERE"},
		{"SELECT * FROM events WHERE event LIKE event", 39, "constant string"},
		{"SELECT distinct_id FROM events e JOIN person_distinct_ids p ON p.distinct_id = e.distinct_id", 8, "ambiguous"},
		{"SELECT formatDateTime(now(), '%Z')", 30, "unsupported formatDateTime specifier"},
		{"SELECT 1 UNION ALL SELECT 1, 2", 20, "same number of columns"},
		{"SELECT 1 UNION ALL SELECT 'a'", 20, "incompatible types"},
		{"SELECT DISTINCT event FROM events ORDER BY timestamp", 44, "SELECT DISTINCT"},
		{"SELECT timestamp > 'yesterday' FROM events", 18, "as a DateTime"},
		{"SELECT * FROM events e JOIN events e ON 1", 29, "used twice"},
		{"SELECT person FROM events", 8, "joined table"},
		{"SELECT event.x FROM events", 14, "cannot read a property"},
		{"SELECT properties[event] FROM events", 18, "constant string or integer"},
		{"SELECT interval 1 day", 8, "INTERVAL cannot be selected"},
		{"SELECT 1 + interval 1 day", 10, "expected a Date or DateTime"},
		{"SELECT CAST(1 AS Array(String))", 18, "unsupported type"},
		{"SELECT toInt('abc')", 14, "as a number"},
		{"SELECT x FROM (SELECT 1 AS y)", 8, "unknown column x"},
		{"SELECT * ", 8, "needs a FROM"},
		{"SELECT 1 AS a, 2 AS a", 16, "duplicate alias"},
		{"SELECT count() FROM events ORDER BY 3", 37, "out of range"},
		{"SELECT 1.5 % 2", 12, "needs integers"},
		{"SELECT substring('abc', 0)", 25, "offsets start at 1"},
		{"SELECT toDateTime(now(), 'Europe/Paris')", 26, "UTC"},
		{"SELECT multiIf(1 = 1, 'a', 2 = 2, 'b')", 8, "odd number"},
		{"SELECT if(1 = 1, 'a', 1)", 8, "incompatible types"},
		{"SELECT count(DISTINCT *) FROM events", 8, ""},
		{"SELECT lower(DISTINCT event) FROM events", 8, "DISTINCT is not allowed"},
		{"WITH a AS (SELECT 1), a AS (SELECT 2) SELECT 1", 23, "duplicate WITH name"},
		{"SELECT uuid FROM events ORDER BY properties", 34, "cannot sort by a JSON object"},
		{"WITH a AS (SELECT * FROM a) SELECT * FROM a", 26, "unknown table a"},
	}
	for _, tc := range cases {
		for _, d := range dialects {
			_, err := Compile(tc.sql, Options{TeamID: 1, Engine: d})
			e := clientError(err)
			if e == nil {
				t.Errorf("%q (%s): err = %v, want an *Error", tc.sql, d, err)
				continue
			}
			if tc.contains == "" {
				continue
			}
			if e.Code != "sql_query_error" {
				t.Errorf("%q: code %s (%s), want sql_query_error", tc.sql, e.Code, e.Error())
			}
			if !strings.Contains(e.Error(), tc.contains) {
				t.Errorf("%q: detail %q does not mention %q", tc.sql, e.Error(), tc.contains)
			}
			if e.Line != 1 || e.Column != tc.column {
				t.Errorf("%q: at %v:%v, want 1:%d (%s)", tc.sql, e.Line, e.Column, tc.column, e.Error())
			}
		}
	}
}

func TestUnknownDialect(t *testing.T) {
	t.Parallel()
	if _, err := Compile("SELECT 1", Options{Engine: "oracle"}); err == nil || clientError(err) != nil {
		t.Fatalf("err = %v, want a non-client error", err)
	}
}

// clientError returns err as an *Error when it is (or wraps) one.
func clientError(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return nil
}
