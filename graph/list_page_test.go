package graph_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// TestGraphQLPersonsCountOnlyWhenSelected: a page of persons costs one
// statement on persons, filtered or not, when count is not selected (the
// fast path and gqlgen alike), and its next/previous links stay exact.
func TestGraphQLPersonsCountOnlyWhenSelected(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		for i := range 25 {
			d := fmt.Sprintf("user-%02d", i)
			env.AddPerson(t, pid, fmt.Sprintf(`{"email":%q}`, d+"@example.com"), gqlPersonBase.Add(time.Duration(i)*time.Minute), d)
		}
		counter := env.RecordStatements(t)
		env.GraphQL(t, env.Key, `{ __typename }`, nil) // the key's first use records last_used_at
		for _, c := range []struct {
			name, query    string
			next, previous *int
			count          int
			statements     int
			selectsCount   bool
		}{
			{"later page", `persons(projectId: $p, limit: 5, offset: 10) { next previous results { id } }`, ptr(15), ptr(5), 0, 1, false},
			{"filtered", `persons(projectId: $p, search: "user-1", limit: 5, offset: 5) { next previous results { id } }`, nil, ptr(0), 0, 1, false},
			{"filtered, more", `persons(projectId: $p, search: "user", limit: 5, offset: 5) { next previous results { id } }`, ptr(10), ptr(0), 0, 1, false},
			{"gqlgen path", `persons(projectId: $p, limit: 5, offset: 10) { next ... on PersonPage { previous } results { id } }`, ptr(15), ptr(5), 0, 1, false},
			{"with count", `persons(projectId: $p, limit: 5, offset: 10) { count next previous results { id } }`, ptr(15), ptr(5), 25, 1, true},
			{"filtered with count", `persons(projectId: $p, search: "user", limit: 5, offset: 5) { count next previous results { id } }`, ptr(10), ptr(0), 25, 2, true},
		} {
			var page gqlPersonPage
			stmts := counter.During(func() {
				env.GraphQL(t, env.Key, `query($p: ID!) { `+c.query+` }`, map[string]any{"p": pid}).Decode(t, &struct {
					Persons *gqlPersonPage `json:"persons"`
				}{&page})
			})
			var onPersons []string
			for _, s := range stmts {
				if strings.Contains(s, "persons") {
					onPersons = append(onPersons, s)
				}
			}
			if len(onPersons) != c.statements || !sameInt(page.Next, c.next) || !sameInt(page.Previous, c.previous) ||
				(c.selectsCount && page.Count != c.count) {
				t.Errorf("%s: next %v previous %v count %d, %d statements on persons (want %d):\n%s", c.name,
					deref(page.Next), deref(page.Previous), page.Count, len(onPersons), c.statements, strings.Join(onPersons, "\n"))
			}
		}
	})
}

func ptr(n int) *int { return &n }

func sameInt(a, b *int) bool { return (a == nil) == (b == nil) && (a == nil || *a == *b) }

func deref(p *int) any {
	if p == nil {
		return nil
	}
	return *p
}

// TestGraphQLPluginLogsCountOnlyWhenSelected: a page of log entries is one
// statement, with or without count (counting only when count is selected);
// an empty page past the end takes a second one, which counts for its
// previous link.
func TestGraphQLPluginLogsCountOnlyWhenSelected(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		c := env.AddPluginConfig(t, store.PluginConfig{TeamID: env.Project.ID, PluginID: 3, Enabled: true, Order: 1,
			CreatedAt: servertest.LogBase})
		env.AddLogEntries(t, c, 12, nil)
		counter := env.RecordStatements(t)
		env.GraphQL(t, env.Key, `{ __typename }`, nil) // the key's first use records last_used_at
		for _, tc := range []struct {
			name, fields   string
			limit, offset  int
			next, previous *int
			count          int
			statements     int
		}{
			{"later page", "next previous results { id }", 5, 5, ptr(10), ptr(0), -1, 1},
			{"with count", "count next previous results { id }", 5, 5, ptr(10), ptr(0), 12, 1},
			{"last page", "next previous results { id }", 5, 10, nil, ptr(5), -1, 1},
			{"past the end", "next previous results { id }", 5, 50, nil, ptr(7), -1, 2},
			{"past the end with count", "count next previous results { id }", 5, 50, nil, ptr(7), 12, 2},
		} {
			var data struct {
				Logs struct {
					Count    int   `json:"count"`
					Next     *int  `json:"next"`
					Previous *int  `json:"previous"`
					Results  []any `json:"results"`
				} `json:"pluginConfigLogs"`
			}
			stmts := counter.During(func() {
				env.GraphQL(t, env.Key, `query($p: ID!, $c: ID!, $limit: Int, $offset: Int) {
					pluginConfigLogs(projectId: $p, pluginConfigId: $c, limit: $limit, offset: $offset) { `+tc.fields+` } }`,
					map[string]any{"p": env.Project.ID, "c": c.ID, "limit": tc.limit, "offset": tc.offset}).Decode(t, &data)
			})
			var onLogs []string
			for _, s := range stmts {
				if strings.Contains(s, "plugin_log_entries") {
					onLogs = append(onLogs, s)
				}
			}
			got := data.Logs
			if len(onLogs) != tc.statements || !sameInt(got.Next, tc.next) || !sameInt(got.Previous, tc.previous) ||
				(tc.count >= 0 && got.Count != tc.count) {
				t.Errorf("%s: next %v previous %v count %d, %d statements on log entries (want %d):\n%s", tc.name,
					deref(got.Next), deref(got.Previous), got.Count, len(onLogs), tc.statements, strings.Join(onLogs, "\n"))
			}
		}
	})
}
