package rest_test

import (
	"net/http"
	"reflect"
	"slices"
	"sort"
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

// EventsQuery pages: limit+offset with hasMore, and nextCursor (the last
// row's timestamp when ordered by timestamp) fed back as before or after,
// checked against the fixture's timestamps sorted in the test.
func TestEventsQueryPaging(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		seedInsights(t, env, insightFixture)
		var all []time.Time
		for _, ev := range insightFixture {
			all = append(all, ev.at)
		}
		sort.Slice(all, func(i, j int) bool { return all[i].After(all[j]) }) // newest first
		page := func(extra map[string]any) (times []time.Time, body map[string]any) {
			q := map[string]any{"kind": "EventsQuery", "select": []any{"event", "timestamp"}, "limit": 4}
			for k, v := range extra {
				q[k] = v
			}
			body = runInsight(t, env, q)
			for _, r := range body["results"].([]any) {
				ts, err := time.Parse(time.RFC3339Nano, r.([]any)[1].(string))
				if err != nil {
					t.Fatal(err)
				}
				times = append(times, ts.UTC())
			}
			return times, body
		}
		t.Run("cursor, newest first", func(t *testing.T) {
			var walked []time.Time
			extra := map[string]any{"after": "all", "orderBy": []any{"timestamp DESC"}}
			for n := 0; n < 5; n++ {
				times, body := page(extra)
				walked = append(walked, times...)
				cursor, ok := body["nextCursor"].(string)
				if body["hasMore"] != ok {
					t.Fatalf("hasMore %v with nextCursor %v", body["hasMore"], body["nextCursor"])
				}
				if !ok {
					break
				}
				if c, err := time.Parse(time.RFC3339Nano, cursor); err != nil || !c.Equal(times[len(times)-1]) {
					t.Fatalf("cursor %q is not the last row's timestamp %v", cursor, times[len(times)-1])
				}
				extra["before"] = cursor
			}
			if !reflect.DeepEqual(walked, all) {
				t.Errorf("walked %v, want %v", walked, all)
			}
		})
		t.Run("cursor, oldest first", func(t *testing.T) {
			var walked []time.Time
			extra := map[string]any{"after": "all", "orderBy": []any{"timestamp ASC"}, "limit": 5}
			for n := 0; n < 5; n++ {
				times, body := page(extra)
				walked = append(walked, times...)
				cursor, ok := body["nextCursor"].(string)
				if !ok {
					break
				}
				extra["after"] = cursor
			}
			want := append([]time.Time(nil), all...)
			slices.Reverse(want)
			if !reflect.DeepEqual(walked, want) {
				t.Errorf("walked %v, want %v", walked, want)
			}
		})
		t.Run("offset", func(t *testing.T) {
			times, body := page(map[string]any{"after": "all", "offset": 4})
			if !reflect.DeepEqual(times, all[4:8]) || body["hasMore"] != true || body["offset"].(float64) != 4 || body["limit"].(float64) != 4 {
				t.Errorf("page 2: %v %v", times, body)
			}
			times, body = page(map[string]any{"after": "all", "offset": 8})
			if !reflect.DeepEqual(times, all[8:]) || body["hasMore"] != false || body["nextCursor"] != nil {
				t.Errorf("last page: %v %v", times, body)
			}
		})
		t.Run("no cursor when grouped", func(t *testing.T) {
			body := runInsight(t, env, map[string]any{"kind": "EventsQuery", "select": []any{"event", "count()"}, "after": "all", "limit": 1})
			if body["hasMore"] != true || body["nextCursor"] != nil {
				t.Errorf("grouped: %v %v", body["hasMore"], body["nextCursor"])
			}
		})
	})
}

// EventsQuery.source: the events behind one data point of a TrendsQuery,
// worked out by hand from insightFixture.
func TestEventsQuerySource(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		seedInsights(t, env, insightFixture)
		trends := map[string]any{"kind": "TrendsQuery", "dateRange": janRange, "series": []any{eventsNode("$pageview", nil)},
			"breakdownFilter": map[string]any{"breakdown": "$browser"}}
		events := func(point map[string]any) []any {
			src := map[string]any{"kind": "InsightActorsQuery", "source": trends}
			for k, v := range point {
				src[k] = v
			}
			body := runInsight(t, env, map[string]any{"kind": "EventsQuery", "select": []any{"distinct_id", "properties.$browser"},
				"orderBy": []any{"timestamp ASC"}, "source": src})
			return body["results"].([]any)
		}
		// 1 Jan: a (Chrome) at 10 and 11, b (Safari) at 12.
		want := []any{[]any{"a", "Chrome"}, []any{"a", "Chrome"}, []any{"b", "Safari"}}
		if got := events(map[string]any{"day": "2026-01-01"}); !reflect.DeepEqual(got, want) {
			t.Errorf("day: %v", got)
		}
		// Firefox: b on the 2nd, a on the 3rd.
		want = []any{[]any{"b", "Firefox"}, []any{"a", "Firefox"}}
		if got := events(map[string]any{"breakdown": "Firefox"}); !reflect.DeepEqual(got, want) {
			t.Errorf("breakdown: %v", got)
		}
		env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{"kind": "EventsQuery",
			"select": []any{"event"}, "source": map[string]any{"kind": "InsightActorsQuery", "source": map[string]any{"kind": "LifecycleQuery",
				"series": []any{eventsNode("$pageview", nil)}}}}}).ExpectError(t, http.StatusBadRequest, "invalid_input", "query.source.source.kind")
	})
}
