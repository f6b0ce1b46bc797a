package rest_test

import (
	"net/http"
	"reflect"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
)

func TestEventsQuery(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		seedInsights(t, env, insightFixture)

		t.Run("columns, filters, order and pages", func(t *testing.T) {
			body := runInsight(t, env, map[string]any{"kind": "EventsQuery", "select": []any{"event", "timestamp", "properties.$browser"},
				"after": "2026-01-01", "before": "2026-01-05", "where": []any{"event = '$pageview'"},
				"orderBy": []any{"timestamp ASC"}, "limit": 3})
			want := [][]any{
				{"$pageview", "2026-01-01T10:00:00Z", "Chrome"},
				{"$pageview", "2026-01-01T11:00:00Z", "Chrome"},
				{"$pageview", "2026-01-01T12:00:00Z", "Safari"},
			}
			got := body["results"].([]any)
			if len(got) != 3 || body["hasMore"] != true || body["limit"].(float64) != 3 {
				t.Fatalf("page 1: %v hasMore %v", got, body["hasMore"])
			}
			for i, row := range got {
				r := row.([]any)
				if r[0] != want[i][0] || r[2] != want[i][2] || !sameInstant(t, r[1].(string), want[i][1].(string)) {
					t.Errorf("row %d: %v, want %v", i, r, want[i])
				}
			}
			if cols := body["columns"].([]any); !reflect.DeepEqual(cols, []any{"event", "timestamp", "properties.$browser"}) {
				t.Errorf("columns %v", cols)
			}
			if types := body["types"].([]any); len(types) != 3 || types[0] != "String" {
				t.Errorf("types %v", types)
			}
			// Seven page views in range: the third page of three holds one, with no more.
			body = runInsight(t, env, map[string]any{"kind": "EventsQuery", "select": []any{"event"},
				"after": "2026-01-01", "before": "2026-01-05", "event": "$pageview", "limit": 3, "offset": 6})
			if n := len(body["results"].([]any)); n != 1 || body["hasMore"] != false {
				t.Errorf("page 2: %d rows, hasMore %v", n, body["hasMore"])
			}
		})

		t.Run("aggregates group by the other columns", func(t *testing.T) {
			body := runInsight(t, env, map[string]any{"kind": "EventsQuery", "select": []any{"event", "count()"}, "after": "all",
				"properties": []any{map[string]any{"type": "event", "key": "$browser", "operator": "is_set"}}})
			// By hand: 7 page views with a browser (the anonymous one has none), 1 signup; count() DESC.
			want := []any{[]any{"$pageview", float64(7)}, []any{"signup", float64(1)}}
			if got := body["results"]; !reflect.DeepEqual(got, want) {
				t.Errorf("got %v, want %v", got, want)
			}
		})

		t.Run("star and person", func(t *testing.T) {
			body := runInsight(t, env, map[string]any{"kind": "EventsQuery", "select": []any{"*", "person"}, "after": "all",
				"event": "signup"})
			rows := body["results"].([]any)
			if len(rows) != 1 {
				t.Fatalf("rows %v", rows)
			}
			star := rows[0].([]any)[0].(map[string]any)
			person := rows[0].([]any)[1].(map[string]any)
			if star["event"] != "signup" || star["distinct_id"] != "a" || star["properties"].(map[string]any)["$browser"] != "Chrome" {
				t.Errorf("star %v", star)
			}
			if person["distinct_id"] != "a" || person["properties"].(map[string]any)["email"] != "a@example.com" {
				t.Errorf("person %v", person)
			}
		})

		t.Run("default window is the last 24 hours", func(t *testing.T) {
			body := runInsight(t, env, map[string]any{"kind": "EventsQuery", "select": []any{"event"}})
			if n := len(body["results"].([]any)); n != 0 {
				t.Errorf("%d rows from January", n)
			}
		})

		t.Run("bad requests", func(t *testing.T) {
			env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{
				"kind": "EventsQuery", "select": []any{"event"}, "dateRange": map[string]any{}}}).
				ExpectError(t, http.StatusBadRequest, "invalid_input", "query.dateRange")
			env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{
				"kind": "EventsQuery"}}).ExpectError(t, http.StatusBadRequest, "invalid_input", "query.select")
			env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{
				"kind": "EventsQuery", "select": []any{"count("}}}).ExpectError(t, http.StatusBadRequest, "sql_syntax_error", "query.select.0")
		})
	})
}

func sameInstant(t *testing.T, a, b string) bool {
	t.Helper()
	ta, err1 := time.Parse(time.RFC3339Nano, a)
	tb, err2 := time.Parse(time.RFC3339Nano, b)
	return err1 == nil && err2 == nil && ta.Equal(tb)
}
