package graph_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// snakeKeys rewrites a GraphQL answer's camelCase keys as REST's snake_case
// ("distinctIds" → "distinct_ids", "startUrl" → "start_url") and GraphQL's
// string ids as REST's numbers, so the two answers can be compared whole.
func snakeKeys(v any) any {
	switch v := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, x := range v {
			var b strings.Builder
			for _, r := range k {
				if unicode.IsUpper(r) {
					b.WriteByte('_')
				}
				b.WriteRune(unicode.ToLower(r))
			}
			key := b.String()
			if k == "properties" {
				out[key] = x // free-form: keys are data, not field names
				continue
			}
			if s, ok := x.(string); ok && (key == "id" || strings.HasSuffix(key, "_id")) && key != "distinct_id" && key != "instance_id" {
				var n float64
				if _, err := fmt.Sscan(s, &n); err == nil && fmt.Sprint(n) == s {
					x = n
				}
			}
			out[key] = snakeKeys(x)
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, x := range v {
			out[i] = snakeKeys(x)
		}
		return out
	}
	return v
}

// sameAnswer fails the test when a REST list's results and a GraphQL page's
// results differ in anything but the spelling of keys and ids.
func sameAnswer(t *testing.T, what string, rest servertest.Response, gql servertest.GQLResult, field string) {
	t.Helper()
	var r struct{ Results []any }
	rest.JSON(t, &r)
	var g map[string]struct{ Results []any }
	gql.Decode(t, &g)
	got := snakeKeys(g[field].Results)
	if len(r.Results) == 0 || !reflect.DeepEqual(any(r.Results), got) {
		a, _ := json.Marshal(r.Results)
		b, _ := json.Marshal(got)
		t.Errorf("%s: REST and GraphQL differ\nREST    %s\nGraphQL %s", what, a, b)
	}
}

// TestRESTAndGraphQLAgree: the same key over the same data gets the same
// persons, recordings (with their persons) and log entries from both
// surfaces, and the same errors.
func TestRESTAndGraphQLAgree(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		created := time.Date(2026, 1, 5, 9, 0, 0, 123456000, time.UTC)
		env.AddPerson(t, pid, `{"email":"ann@example.com","n":12345678901234567890,"nested":{"a":[1,2.5,null]}}`, created, "ann-1", "ann-2")
		env.AddPerson(t, pid, `{}`, created.Add(time.Hour), "anon")
		env.AddRecording(t, pid, "s-ann", "ann-2", created.Add(2*time.Hour), func(r *store.SessionRecording) { r.Duration = 61.5 })
		env.AddRecording(t, pid, "s-none", "nobody", created.Add(3*time.Hour), nil)
		c := env.AddPluginConfig(t, store.PluginConfig{TeamID: pid, PluginID: 9, Enabled: true, CreatedAt: created})
		env.AddLogEntries(t, c, 3, nil)

		personFields := `id name distinctIds properties createdAt uuid`
		sameAnswer(t, "persons",
			env.Get(t, fmt.Sprintf("/api/projects/%d/persons/", pid), env.Key),
			env.GraphQL(t, env.Key, `query($p: ID!) { persons(projectId: $p) { results { `+personFields+` } } }`, map[string]any{"p": pid}),
			"persons")
		sameAnswer(t, "recordings",
			env.Get(t, fmt.Sprintf("/api/environments/%d/session_recordings/", pid), env.Key),
			env.GraphQL(t, env.Key, `query($p: ID!) { sessionRecordings(projectId: $p) { results {
				id distinctId viewed recordingDuration activeSeconds inactiveSeconds startTime endTime clickCount
				keypressCount mouseActivityCount consoleLogCount consoleWarnCount consoleErrorCount startUrl
				person { `+personFields+` } storage snapshotSource ongoing activityScore } } }`, map[string]any{"p": pid}),
			"sessionRecordings")
		sameAnswer(t, "plugin logs",
			env.Get(t, fmt.Sprintf("/api/environments/%d/plugin_configs/%d/logs/", pid, c.ID), env.Key),
			env.GraphQL(t, env.Key, `query($p: ID!, $c: ID!) { pluginConfigLogs(projectId: $p, pluginConfigId: $c) { results {
				id teamId pluginId pluginConfigId timestamp source type message instanceId } } }`, map[string]any{"p": pid, "c": c.ID}),
			"pluginConfigLogs")

		// Errors: the same code, attr and message on both surfaces.
		other := env.NewProject(t, "Other")
		for _, e := range []struct {
			name, key, rest, query string
			vars                   map[string]any
		}{
			{"bad offset", env.Key, fmt.Sprintf("/api/projects/%d/persons/?offset=-1", pid),
				`query($p: ID!) { persons(projectId: $p, offset: -1) { count } }`, map[string]any{"p": pid}},
			{"bad person uuid", env.Key, fmt.Sprintf("/api/projects/%d/session_recordings/?person_uuid=nope", pid),
				`query($p: ID!) { sessionRecordings(projectId: $p, personUuid: "nope") { count } }`, map[string]any{"p": pid}},
			{"scoped elsewhere", env.NewKey(t, []string{"*"}, []int64{other.ID}), fmt.Sprintf("/api/projects/%d/persons/values/?key=email", pid),
				`query($p: ID!) { personValues(projectId: $p, key: "email") { name } }`, map[string]any{"p": pid}},
			{"unknown config", env.Key, fmt.Sprintf("/api/projects/%d/plugin_configs/424242/logs/", pid),
				`query($p: ID!) { pluginConfigLogs(projectId: $p, pluginConfigId: "424242") { count } }`, map[string]any{"p": pid}},
			{"no key", "", fmt.Sprintf("/api/projects/%d/persons/trends/", pid),
				`query($p: ID!) { personTrends(projectId: $p) { count } }`, map[string]any{"p": pid}},
		} {
			body := env.Get(t, e.rest, e.key).Map(t)
			res := env.GraphQL(t, e.key, e.query, e.vars)
			attr, _ := body["attr"].(string)
			res.ExpectError(t, body["code"].(string), attr, body["detail"].(string))
			if attr == "" && res.Errors[0].Extensions["attr"] != nil {
				t.Errorf("%s: GraphQL attr %v, REST none", e.name, res.Errors[0].Extensions["attr"])
			}
		}
	})
}
