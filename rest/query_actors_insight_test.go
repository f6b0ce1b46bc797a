package rest_test

import (
	"net/http"
	"reflect"
	"sort"
	"testing"

	"github.com/burrow-analytics/burrow/server/servertest"
)

// actorRows reads each result row's person email and the other columns.
func actorRows(t *testing.T, body map[string]any) ([]string, [][]any) {
	t.Helper()
	var emails []string
	var rows [][]any
	for _, r := range body["results"].([]any) {
		row := r.([]any)
		p := row[0].(map[string]any)
		emails = append(emails, p["properties"].(map[string]any)["email"].(string))
		rows = append(rows, row)
	}
	return emails, rows
}

func TestActorsQuery(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		persons := seedInsights(t, env, insightFixture)

		t.Run("persons", func(t *testing.T) {
			body := runInsight(t, env, map[string]any{"kind": "ActorsQuery"})
			emails, rows := actorRows(t, body)
			// Created at the same time: ties go by the person's REST (integer) id.
			names := []string{"a", "b", "c"}
			sort.Slice(names, func(i, j int) bool { return persons[names[i]].ID < persons[names[j]].ID })
			want := []string{names[0] + "@example.com", names[1] + "@example.com", names[2] + "@example.com"}
			if !reflect.DeepEqual(emails, want) {
				t.Fatalf("emails %v, want %v", emails, want)
			}
			first := persons[names[0]]
			p := rows[0][0].(map[string]any)
			if p["id"] != first.UUID || rows[0][1] != first.UUID || rows[0][2].(float64) != 1 ||
				!reflect.DeepEqual(p["distinct_ids"], []any{names[0]}) {
				t.Errorf("row %v", rows[0])
			}
			if !reflect.DeepEqual(body["columns"], []any{"person", "id", "person.$delete"}) || body["missing_actors_count"].(float64) != 0 ||
				body["hasMore"] != false {
				t.Errorf("envelope %v %v %v", body["columns"], body["missing_actors_count"], body["hasMore"])
			}
			body = runInsight(t, env, map[string]any{"kind": "ActorsQuery", "limit": 2})
			if emails, _ := actorRows(t, body); len(emails) != 2 || body["hasMore"] != true {
				t.Errorf("limit: %v hasMore %v", emails, body["hasMore"])
			}
			body = runInsight(t, env, map[string]any{"kind": "ActorsQuery", "search": "B@EXAMPLE"})
			if emails, _ := actorRows(t, body); !reflect.DeepEqual(emails, []string{"b@example.com"}) {
				t.Errorf("search: %v", emails)
			}
			body = runInsight(t, env, map[string]any{"kind": "ActorsQuery",
				"properties": []any{map[string]any{"type": "person", "key": "email", "operator": "exact", "value": "c@example.com"}}})
			if emails, _ := actorRows(t, body); !reflect.DeepEqual(emails, []string{"c@example.com"}) {
				t.Errorf("filter: %v", emails)
			}
		})

		t.Run("PostHog's persons list", func(t *testing.T) {
			// The select of PostHog's persons page.
			sel := []any{"person_display_name -- Person", "id", "created_at", "person.$delete"}
			body := runInsight(t, env, map[string]any{"kind": "ActorsQuery", "select": sel, "orderBy": []any{"id"}})
			if !reflect.DeepEqual(body["columns"], sel) {
				t.Errorf("columns %v", body["columns"])
			}
			got := map[string][]any{}
			for _, r := range body["results"].([]any) {
				row := r.([]any)
				got[row[1].(string)] = row
			}
			if len(got) != 3 {
				t.Fatalf("rows %v", body["results"])
			}
			for _, name := range []string{"a", "b", "c"} {
				p := persons[name]
				row := got[p.UUID]
				want := map[string]any{"display_name": name + "@example.com", "id": p.UUID, "distinct_id": name}
				if row == nil || !reflect.DeepEqual(row[0], want) || row[3].(float64) != 1 || row[2] == nil {
					t.Errorf("%s: row %v, want %v first", name, row, want)
				}
			}
			// Without a display-name property: the first distinct id.
			nameless := env.AddPerson(t, env.Project.ID, `{"plan":"free"}`, day(1, 0), "nameless-1")
			body = runInsight(t, env, map[string]any{"kind": "ActorsQuery", "select": []any{"person_display_name", "id"},
				"properties": []any{map[string]any{"type": "person", "key": "plan", "operator": "exact", "value": "free"}}})
			want := []any{[]any{map[string]any{"display_name": "nameless-1", "id": nameless.UUID, "distinct_id": "nameless-1"}, nameless.UUID}}
			if !reflect.DeepEqual(body["results"], want) {
				t.Errorf("nameless: %v, want %v", body["results"], want)
			}
		})

		t.Run("actors behind a trends data point", func(t *testing.T) {
			trends := map[string]any{"kind": "TrendsQuery", "dateRange": janRange, "series": []any{eventsNode("$pageview", nil)}}
			body := runInsight(t, env, map[string]any{"kind": "ActorsQuery", "select": []any{"person", "event_count"},
				"source": map[string]any{"kind": "InsightActorsQuery", "source": trends, "day": "2026-01-01"}})
			// 1 Jan: a twice, b once.
			emails, rows := actorRows(t, body)
			if !reflect.DeepEqual(emails, []string{"a@example.com", "b@example.com"}) || rows[0][1].(float64) != 2 || rows[1][1].(float64) != 1 {
				t.Errorf("day: %v %v", emails, rows)
			}
			trends["breakdownFilter"] = map[string]any{"breakdown": "$browser"}
			body = runInsight(t, env, map[string]any{"kind": "ActorsQuery", "select": []any{"person", "event_count"},
				"source": map[string]any{"kind": "InsightActorsQuery", "source": trends, "breakdown": "Firefox"}})
			// Firefox page views in range: b on the 2nd, a on the 3rd.
			emails, _ = actorRows(t, body)
			if len(emails) != 2 {
				t.Errorf("breakdown: %v", emails)
			}
		})

		t.Run("bad requests", func(t *testing.T) {
			env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{"kind": "ActorsQuery",
				"select": []any{"event_count"}}}).ExpectError(t, http.StatusBadRequest, "invalid_input", "query.select.0")
			env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, map[string]any{"query": map[string]any{"kind": "ActorsQuery",
				"properties": []any{map[string]any{"type": "event", "key": "x", "value": "y"}}}}).
				ExpectError(t, http.StatusBadRequest, "invalid_input", "query.properties.0.type")
		})
	})
}
