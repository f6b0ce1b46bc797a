package graph_test

import (
	"fmt"
	"net/url"
	"slices"
	"testing"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

var gqlLogBase = servertest.LogBase

// addGQLPluginConfig inserts a plugin config of project teamID with n log
// entries: entry i is at gqlLogBase+i minutes, of type types[i%5], saying "Line i".
func addGQLPluginConfig(t *testing.T, env *servertest.Env, teamID, pluginID int64, n int) *store.PluginConfig {
	t.Helper()
	c := env.AddPluginConfig(t, store.PluginConfig{TeamID: teamID, PluginID: pluginID, Enabled: true, Order: 3, CreatedAt: gqlLogBase})
	types := []string{"DEBUG", "LOG", "INFO", "WARN", "ERROR"}
	env.AddLogEntries(t, c, n, func(i int, e *store.PluginLogEntry) {
		e.Type, e.Source, e.InstanceID = types[i%5], "SYSTEM", "22222222-2222-4222-8222-222222222222"
	})
	return c
}

type gqlLogEntry struct {
	ID             string `json:"id"`
	TeamID         string `json:"teamId"`
	PluginID       string `json:"pluginId"`
	PluginConfigID string `json:"pluginConfigId"`
	Timestamp      string `json:"timestamp"`
	Source         string `json:"source"`
	Type           string `json:"type"`
	Message        string `json:"message"`
	InstanceID     string `json:"instanceId"`
}

type gqlLogPage struct {
	Count    int           `json:"count"`
	Next     *int          `json:"next"`
	Previous *int          `json:"previous"`
	Results  []gqlLogEntry `json:"results"`
}

func (p gqlLogPage) messages() []string {
	out := []string{}
	for _, e := range p.Results {
		out = append(out, e.Message)
	}
	return out
}

func intPtrIs(p *int, want int) bool { return p != nil && *p == want }

func TestGraphQLPluginConfigs(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		var ids []string
		for i := range 3 {
			ids = append(ids, fmt.Sprint(addGQLPluginConfig(t, env, pid, int64(i+7), 0).ID))
		}
		addGQLPluginConfig(t, env, env.NewProject(t, "Other").ID, 1, 0)
		query := `query($p: ID!, $limit: Int, $offset: Int) {
			pluginConfigs(projectId: $p, limit: $limit, offset: $offset) {
				count next previous results { id pluginId enabled order createdAt } } }`
		var out struct {
			PluginConfigs struct {
				Count    int
				Next     *int
				Previous *int
				Results  []struct {
					ID        string
					PluginID  string
					Enabled   bool
					Order     int
					CreatedAt string
				}
			}
		}
		env.GraphQL(t, env.Key, query, map[string]any{"p": pid}).Decode(t, &out)
		page := out.PluginConfigs
		if page.Count != 3 || len(page.Results) != 3 || page.Next != nil || page.Previous != nil {
			t.Fatalf("configs: %+v", page)
		}
		first := page.Results[0]
		if first.ID != ids[0] || first.PluginID != "7" || !first.Enabled || first.Order != 3 || first.CreatedAt != "2026-03-01T12:00:00Z" {
			t.Errorf("first config: %+v", first)
		}
		env.GraphQL(t, env.Key, query, map[string]any{"p": pid, "limit": 1, "offset": 1}).Decode(t, &out)
		if page := out.PluginConfigs; page.Count != 3 || len(page.Results) != 1 || page.Results[0].ID != ids[1] ||
			!intPtrIs(page.Next, 2) || !intPtrIs(page.Previous, 0) {
			t.Errorf("middle page: %+v", page)
		}
		// A count-only selection stays under the complexity limit, so the limit check answers.
		countOnly := `query($p: ID!, $limit: Int, $offset: Int) { pluginConfigs(projectId: $p, limit: $limit, offset: $offset) { count } }`
		env.GraphQL(t, env.Key, countOnly, map[string]any{"p": pid, "limit": 1001}).ExpectError(t, "invalid_input", "limit", "")
		env.GraphQL(t, env.Key, countOnly, map[string]any{"p": pid, "offset": -1}).ExpectError(t, "invalid_input", "offset", "")
		noScope := env.NewKey(t, []string{"session_recording:read"}, nil)
		env.GraphQL(t, noScope, query, map[string]any{"p": pid}).ExpectError(t, "permission_denied", "", "API key missing required scope 'plugin:read'")
		env.GraphQL(t, env.Key, query, map[string]any{"p": 424242}).ExpectError(t, "not_found", "", "Project not found.")
		env.GraphQL(t, "", query, map[string]any{"p": pid}).ExpectError(t, "not_authenticated", "", "")
	})
}

func TestGraphQLPluginConfigLogs(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		c := addGQLPluginConfig(t, env, pid, 4, 10)
		addGQLPluginConfig(t, env, pid, 5, 3)
		other := addGQLPluginConfig(t, env, env.NewProject(t, "Other").ID, 4, 3)
		query := `query($p: ID!, $c: ID!, $types: [LogType!], $search: String, $after: DateTime, $before: DateTime, $limit: Int, $offset: Int) {
			pluginConfigLogs(projectId: $p, pluginConfigId: $c, types: $types, search: $search, after: $after,
				before: $before, limit: $limit, offset: $offset) {
				count next previous results { id teamId pluginId pluginConfigId timestamp source type message instanceId } } }`
		logs := func(vars map[string]any) gqlLogPage {
			t.Helper()
			vars["p"], vars["c"] = pid, c.ID
			var out struct{ PluginConfigLogs gqlLogPage }
			env.GraphQL(t, env.Key, query, vars).Decode(t, &out)
			return out.PluginConfigLogs
		}
		all := logs(map[string]any{})
		if all.Count != 10 || len(all.Results) != 10 || all.Next != nil || all.Previous != nil {
			t.Fatalf("all: %+v", all)
		}
		want := gqlLogEntry{ID: fmt.Sprintf("00000000-0000-4000-8000-%06d%06d", c.ID, 9), TeamID: fmt.Sprint(pid),
			PluginID: "4", PluginConfigID: fmt.Sprint(c.ID), Timestamp: "2026-03-01T12:09:00Z", Source: "SYSTEM",
			Type: "ERROR", Message: "Line 9", InstanceID: "22222222-2222-4222-8222-222222222222"}
		if all.Results[0] != want {
			t.Errorf("newest entry: %+v", all.Results[0])
		}
		for vars, want := range map[string]struct {
			vars map[string]any
			msgs []string
		}{
			"one type":      {map[string]any{"types": []string{"WARN"}}, []string{"Line 8", "Line 3"}},
			"two types":     {map[string]any{"types": []string{"DEBUG", "LOG", "DEBUG"}}, []string{"Line 6", "Line 5", "Line 1", "Line 0"}},
			"no types":      {map[string]any{"types": []string{}}, all.messages()},
			"search":        {map[string]any{"search": "line 1"}, []string{"Line 1"}},
			"search+type":   {map[string]any{"search": "LINE", "types": []string{"INFO"}}, []string{"Line 7", "Line 2"}},
			"after":         {map[string]any{"after": "2026-03-01T12:07:00Z"}, []string{"Line 9", "Line 8"}},
			"before":        {map[string]any{"before": "2026-03-01T13:02:00+01:00"}, []string{"Line 1", "Line 0"}},
			"window":        {map[string]any{"after": "2026-03-01T12:02:00Z", "before": "2026-03-01T12:05:00Z"}, []string{"Line 4", "Line 3"}},
			"offset>=limit": {map[string]any{"limit": 2, "offset": 4}, []string{"Line 5", "Line 4"}},
			"past the end":  {map[string]any{"limit": 2, "offset": 40}, []string{}},
		} {
			page := logs(want.vars)
			if got := page.messages(); !slices.Equal(got, want.msgs) {
				t.Errorf("%s: %v, want %v", vars, got, want.msgs)
			}
		}
		if page := logs(map[string]any{"limit": 2, "offset": 4}); page.Count != 10 || !intPtrIs(page.Next, 6) || !intPtrIs(page.Previous, 2) {
			t.Errorf("middle page links: %+v", page)
		}
		if page := logs(map[string]any{"limit": 3, "offset": 9}); page.Next != nil || !intPtrIs(page.Previous, 6) {
			t.Errorf("last page links: %+v", page)
		}

		run := func(key string, vars map[string]any) servertest.GQLResult {
			if _, ok := vars["p"]; !ok {
				vars["p"] = pid
			}
			if _, ok := vars["c"]; !ok {
				vars["c"] = c.ID
			}
			return env.GraphQL(t, key, query, vars)
		}
		for _, id := range []any{other.ID, 999999, "abc", "-1"} {
			run(env.Key, map[string]any{"c": id}).ExpectError(t, "not_found", "", "Plugin config not found.")
		}
		// Bad values never reach the resolver as a server error.
		for name, vars := range map[string]map[string]any{
			"bad type":     {"types": []string{"FATAL"}},
			"bad datetime": {"after": "yesterday"},
			"bad limit":    {"limit": "ten"},
		} {
			res := run(env.Key, vars)
			if len(res.Errors) == 0 || res.Errors[0].Code() == "error" || res.Errors[0].Code() == "" {
				t.Errorf("%s: %+v", name, res.Errors)
			}
		}
		run(env.Key, map[string]any{"after": "0000-01-01T00:00:00Z"}).ExpectError(t, "invalid_input", "after", "")
		run(env.Key, map[string]any{"search": "nul\x00"}).ExpectError(t, "invalid_input", "search", "")
		run(env.Key, map[string]any{"limit": 0}).ExpectError(t, "invalid_input", "limit", "")
		countOnly := `query($p: ID!, $c: ID!, $limit: Int) { pluginConfigLogs(projectId: $p, pluginConfigId: $c, limit: $limit) { count } }`
		env.GraphQL(t, env.Key, countOnly, map[string]any{"p": pid, "c": c.ID, "limit": 1001}).ExpectError(t, "invalid_input", "limit", "")
		run(env.NewKey(t, []string{"session_recording:read"}, nil), map[string]any{}).ExpectError(t, "permission_denied", "", "API key missing required scope 'plugin:read'")
		run(env.NewKey(t, []string{"plugin:read"}, []int64{other.TeamID}), map[string]any{}).ExpectError(t, "permission_denied", "", fmt.Sprintf("API key does not have access to the requested project: ID %d.", pid))
		run("phx_bad", map[string]any{}).ExpectError(t, "authentication_failed", "", "")
		if res := run(env.NewKey(t, []string{"plugin:write"}, nil), map[string]any{}); len(res.Errors) != 0 {
			t.Errorf("plugin:write: %+v", res.Errors)
		}
	})
}

// TestGraphQLDateTimeArguments: DateTime arguments take the forms REST takes
// (a date alone, a space instead of "T", no offset) and a bad value is an
// invalid_input error naming the argument, as on REST.
func TestGraphQLDateTimeArguments(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		c := env.AddPluginConfig(t, store.PluginConfig{TeamID: env.Project.ID, PluginID: 9, Enabled: true, CreatedAt: servertest.LogBase})
		env.AddLogEntries(t, c, 5, nil) // 12:00 … 12:04 on LogBase's day
		query := `query($p: ID!, $c: ID!, $after: DateTime, $before: DateTime) {
			pluginConfigLogs(projectId: $p, pluginConfigId: $c, after: $after, before: $before) { count } }`
		for _, tc := range []struct {
			after, before any
			count         int
		}{
			{"2026-03-01", nil, 5},
			{"2026-03-01 12:02:00", nil, 2},
			{"2026-03-01T12:02", "2026-03-01T12:04:00+00:00", 1},
			{nil, "2026-03-02", 5},
			{"2026-03-02", nil, 0},
		} {
			var out struct{ PluginConfigLogs struct{ Count int } }
			env.GraphQL(t, env.Key, query, map[string]any{"p": env.Project.ID, "c": c.ID, "after": tc.after, "before": tc.before}).Decode(t, &out)
			if out.PluginConfigLogs.Count != tc.count {
				t.Errorf("after %v before %v: count %d, want %d", tc.after, tc.before, out.PluginConfigLogs.Count, tc.count)
			}
			// REST gives the same count for the same bounds.
			path := fmt.Sprintf("/api/environments/%d/plugin_configs/%d/logs/?", env.Project.ID, c.ID)
			for name, v := range map[string]any{"after": tc.after, "before": tc.before} {
				if v != nil {
					path += name + "=" + url.QueryEscape(v.(string)) + "&"
				}
			}
			if got := env.Get(t, path, env.Key).Map(t)["count"]; got != float64(tc.count) {
				t.Errorf("REST %s: count %v, want %d", path, got, tc.count)
			}
		}
		for name, value := range map[string]any{"after": "yesterday-ish", "before": "2026-13-40"} {
			res := env.GraphQL(t, env.Key, query, map[string]any{"p": env.Project.ID, "c": c.ID, name: value})
			if len(res.Errors) == 0 || res.Errors[0].Code() != "invalid_input" || res.Errors[0].Extensions["attr"] != name {
				t.Errorf("%s=%v: errors %+v", name, value, res.Errors)
			}
		}
	})
}
