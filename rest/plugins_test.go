package rest_test

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// logBase is the timestamp of the first fixture log entry.
var logBase = servertest.LogBase

// addPluginConfig inserts a plugin config of project teamID.
func addPluginConfig(t *testing.T, env *servertest.Env, teamID, pluginID int64) *store.PluginConfig {
	t.Helper()
	return env.AddPluginConfig(t, store.PluginConfig{TeamID: teamID, PluginID: pluginID, Enabled: pluginID%2 == 1,
		Order: int(pluginID) * 10, CreatedAt: logBase.Add(time.Duration(pluginID) * time.Second)})
}

// envelopeBody is a decoded list envelope.
type envelopeBody struct {
	Count    int              `json:"count"`
	Next     *string          `json:"next"`
	Previous *string          `json:"previous"`
	Results  []map[string]any `json:"results"`
}

// fetchEnvelope GETs path and decodes a 200 list envelope.
func fetchEnvelope(t *testing.T, env *servertest.Env, path, key string) envelopeBody {
	t.Helper()
	r := env.Get(t, path, key)
	if r.Status != 200 {
		t.Fatalf("GET %s = %d %s", path, r.Status, r.Body)
	}
	var p envelopeBody
	r.JSON(t, &p)
	return p
}

func logMessages(p envelopeBody) []string {
	out := make([]string, len(p.Results))
	for i, e := range p.Results {
		out[i], _ = e["message"].(string)
	}
	return out
}

func TestPluginConfigsList(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		other := env.NewProject(t, "Other")
		var configs []*store.PluginConfig
		for i := range 5 {
			configs = append(configs, addPluginConfig(t, env, env.Project.ID, int64(i+1)))
		}
		addPluginConfig(t, env, other.ID, 99)

		base := fmt.Sprintf("/api/environments/%d/plugin_configs/", env.Project.ID)
		p := fetchEnvelope(t, env, base, env.Key)
		if p.Count != 5 || len(p.Results) != 5 || p.Next != nil || p.Previous != nil {
			t.Fatalf("list: %+v", p)
		}
		first := p.Results[0]
		want := map[string]any{"id": float64(configs[0].ID), "plugin_id": float64(1), "enabled": true, "order": float64(10),
			"created_at": "2026-03-01T12:00:01Z"}
		if len(first) != len(want) {
			t.Errorf("fields: %v", first)
		}
		for k, v := range want {
			if first[k] != v {
				t.Errorf("%s = %v, want %v", k, first[k], v)
			}
		}
		if p.Results[1]["enabled"] != false {
			t.Errorf("second config enabled: %v", p.Results[1])
		}

		// Pages, under the other prefix and without the trailing slash.
		alt := fmt.Sprintf("/api/projects/%d/plugin_configs", env.Project.ID)
		p = fetchEnvelope(t, env, alt+"?limit=2&offset=2", env.Key)
		if p.Count != 5 || len(p.Results) != 2 || p.Results[0]["id"] != float64(configs[2].ID) ||
			servertest.LinkWindow(t, p.Next) != "limit=2&offset=4" || servertest.LinkWindow(t, p.Previous) != "limit=2&offset=0" {
			t.Errorf("middle page: %+v", p)
		}
		if !strings.Contains(*p.Next, "/api/projects/") {
			t.Errorf("next link keeps the path: %s", *p.Next)
		}
		p = fetchEnvelope(t, env, alt+"?limit=2&offset=9", env.Key)
		if p.Count != 5 || len(p.Results) != 0 || p.Next != nil || servertest.LinkWindow(t, p.Previous) != "limit=2&offset=3" {
			t.Errorf("past the end: %+v", p)
		}
		env.Get(t, base+"?limit=0", env.Key).ExpectError(t, 400, "invalid_input", "limit")
		env.Get(t, base+"?offset=-1", env.Key).ExpectError(t, 400, "invalid_input", "offset")

		// An empty project lists nothing (results is [], not null).
		r := env.Get(t, fmt.Sprintf("/api/environments/%d/plugin_configs/", env.NewProject(t, "Empty").ID), env.Key)
		if r.Status != 200 || !strings.Contains(string(r.Body), `"results":[]`) {
			t.Errorf("empty project: %d %s", r.Status, r.Body)
		}
	})
}

func TestPluginLogs(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		c := addPluginConfig(t, env, env.Project.ID, 1)
		types := []string{"DEBUG", "LOG", "INFO", "WARN", "ERROR"}
		// Ten entries: types cycle, logMessages "line 0".."line 9"; entry 7 says "Disk FULL 100%_x".
		entries := env.AddLogEntries(t, c, 10, func(i int, e *store.PluginLogEntry) {
			e.Type, e.Message = types[i%5], fmt.Sprintf("line %d", i)
			if i == 7 {
				e.Message = "Disk FULL 100%_x"
			}
		})
		// Another config's entries and another project's never show.
		c2 := addPluginConfig(t, env, env.Project.ID, 2)
		env.AddLogEntries(t, c2, 3, func(_ int, e *store.PluginLogEntry) { e.Message = "other config" })

		base := fmt.Sprintf("/api/environments/%d/plugin_configs/%d/logs/", env.Project.ID, c.ID)
		p := fetchEnvelope(t, env, base, env.Key)
		if p.Count != 10 || len(p.Results) != 10 || p.Next != nil || p.Previous != nil {
			t.Fatalf("all: %+v", p)
		}
		// Newest first, every SEED §2.1 field.
		e := entries[9]
		want := map[string]any{"id": e.ID, "team_id": float64(env.Project.ID), "plugin_id": float64(1),
			"plugin_config_id": float64(c.ID), "timestamp": "2026-03-01T12:09:00Z", "source": "PLUGIN",
			"type": "ERROR", "message": "line 9", "instance_id": e.InstanceID}
		if len(p.Results[0]) != len(want) {
			t.Errorf("fields: %v", p.Results[0])
		}
		for k, v := range want {
			if p.Results[0][k] != v {
				t.Errorf("%s = %v, want %v", k, p.Results[0][k], v)
			}
		}
		if got := logMessages(p); got[9] != "line 0" || got[2] != "Disk FULL 100%_x" {
			t.Errorf("order: %v", got)
		}

		// Each type, then two at once.
		for i, typ := range types {
			p := fetchEnvelope(t, env, base+"?type_filter="+typ, env.Key)
			if p.Count != 2 || len(p.Results) != 2 {
				t.Errorf("%s: %+v", typ, p)
				continue
			}
			for _, r := range p.Results {
				if r["type"] != typ {
					t.Errorf("%s filter gave %v", typ, r)
				}
			}
			if p.Results[0]["timestamp"] != logBase.Add(time.Duration(i+5)*time.Minute).Format(time.RFC3339) {
				t.Errorf("%s newest first: %v", typ, p.Results)
			}
		}
		p = fetchEnvelope(t, env, base+"?type_filter=WARN&type_filter=ERROR&type_filter=WARN", env.Key)
		if got := logMessages(p); p.Count != 4 || !slices.Equal(got, []string{"line 9", "line 8", "line 4", "line 3"}) {
			t.Errorf("WARN+ERROR: %d %v", p.Count, got)
		}
		for _, bad := range []string{"info", "FATAL", "", "INFO,WARN"} {
			env.Get(t, base+"?type_filter="+url.QueryEscape(bad), env.Key).ExpectError(t, 400, "invalid_input", "type_filter")
		}

		// Search ignores case and takes % and _ literally.
		for q, want := range map[string][]string{
			"disk full": {"Disk FULL 100%_x"},
			"100%_":     {"Disk FULL 100%_x"},
			"%":         {"Disk FULL 100%_x"},
			"_":         {"Disk FULL 100%_x"},
			"LINE 1":    {"line 1"},
			"nothing":   {},
		} {
			p := fetchEnvelope(t, env, base+"?search="+url.QueryEscape(q), env.Key)
			if got := logMessages(p); p.Count != len(want) || !slices.Equal(got, want) {
				t.Errorf("search %q: %d %v", q, p.Count, got)
			}
		}
		for _, bad := range []string{"a%00b", "%FF"} {
			env.Get(t, base+"?search="+bad, env.Key).ExpectError(t, 400, "invalid_input", "search")
		}
		p = fetchEnvelope(t, env, base+"?search=line&type_filter=INFO", env.Key)
		if got := logMessages(p); !slices.Equal(got, []string{"line 2"}) {
			t.Errorf("search+type: %v", got)
		}

		// after/before are strict bounds, in any ISO 8601 spelling.
		for q, want := range map[string][]string{
			"after=2026-03-01T12:07:00Z":                                           {"line 9", "line 8"},
			"before=2026-03-01T12:02:00Z":                                          {"line 1", "line 0"},
			"after=2026-03-01T12:02:00Z&before=2026-03-01T12:05:00Z":               {"line 4", "line 3"},
			"after=2026-03-01T13:07:00%2B01:00":                                    {"line 9", "line 8"},
			"after=2026-03-01 12:07:00.000":                                        {"line 9", "line 8"},
			"after=2026-03-01T12:08:30":                                            {"line 9"},
			"before=2026-03-01":                                                    {},
			"after=2026-03-02":                                                     {},
			"after=2026-03-01T12:01:59.999999Z&before=2026-03-01T12:02:00.000001Z": {"line 2"},
		} {
			p := fetchEnvelope(t, env, base+"?"+strings.ReplaceAll(q, " ", "%20"), env.Key)
			if got := logMessages(p); !slices.Equal(got, want) {
				t.Errorf("%s: %v, want %v", q, got, want)
			}
		}
		for _, attr := range []string{"after", "before"} {
			for _, bad := range []string{"yesterday", "2026-02-30", "0000-01-01", "2026-03-01T25:00:00Z", "1"} {
				env.Get(t, base+"?"+attr+"="+url.QueryEscape(bad), env.Key).ExpectError(t, 400, "invalid_input", attr)
			}
		}
	})
}

func TestPluginLogsPagination(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		c := addPluginConfig(t, env, env.Project.ID, 1)
		// 105 entries, two per minute so that the id breaks timestamp ties.
		entries := make([]store.PluginLogEntry, 105)
		for i := range entries {
			entries[i] = store.PluginLogEntry{
				ID: fmt.Sprintf("00000000-0000-4000-8000-%012d", i), TeamID: c.TeamID, PluginID: 1, PluginConfigID: c.ID,
				Timestamp: logBase.Add(time.Duration(i/2) * time.Minute), Source: "SYSTEM", Type: "LOG",
				Message: fmt.Sprint(i), InstanceID: "i",
			}
		}
		if _, err := env.DB.Bun.NewInsert().Model(&entries).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		// The full order: timestamp descending, then id ascending.
		order := []string{"104"}
		for m := 51; m >= 0; m-- {
			order = append(order, fmt.Sprint(2*m), fmt.Sprint(2*m+1))
		}

		base := fmt.Sprintf("/api/projects/%d/plugin_configs/%d/logs", env.Project.ID, c.ID)
		p := fetchEnvelope(t, env, base, env.Key) // default limit 100
		if p.Count != 105 || !slices.Equal(logMessages(p), order[:100]) || servertest.LinkWindow(t, p.Next) != "limit=100&offset=100" || p.Previous != nil {
			t.Errorf("first default page: %d %d %v", p.Count, len(p.Results), p.Next)
		}
		p = fetchEnvelope(t, env, base+"?offset=100", env.Key)
		if !slices.Equal(logMessages(p), order[100:]) || p.Next != nil || servertest.LinkWindow(t, p.Previous) != "limit=100&offset=0" {
			t.Errorf("last default page: %v", logMessages(p))
		}
		// offset >= limit still returns rows (PostHog's bug returns none).
		p = fetchEnvelope(t, env, base+"?limit=3&offset=6", env.Key)
		if !slices.Equal(logMessages(p), order[6:9]) || servertest.LinkWindow(t, p.Next) != "limit=3&offset=9" || servertest.LinkWindow(t, p.Previous) != "limit=3&offset=3" {
			t.Errorf("middle page: %v %v %v", logMessages(p), p.Next, p.Previous)
		}
		p = fetchEnvelope(t, env, base+"?limit=10&offset=100", env.Key)
		if !slices.Equal(logMessages(p), order[100:]) || p.Next != nil {
			t.Errorf("short last page: %v %v", logMessages(p), p.Next)
		}
		p = fetchEnvelope(t, env, base+"?limit=1000&offset=200", env.Key)
		if p.Count != 105 || len(p.Results) != 0 || p.Next != nil || servertest.LinkWindow(t, p.Previous) != "limit=1000&offset=0" {
			t.Errorf("past the end: %+v", p)
		}
		p = fetchEnvelope(t, env, base+"?offset=9223372036854775807", env.Key)
		if p.Count != 105 || len(p.Results) != 0 || p.Next != nil {
			t.Errorf("largest offset: %+v", p)
		}
		for q, attr := range map[string]string{"limit=1001": "limit", "limit=0": "limit", "limit=x": "limit",
			"offset=-5": "offset", "offset=1.5": "offset"} {
			env.Get(t, base+"?"+q, env.Key).ExpectError(t, 400, "invalid_input", attr)
		}
	})
}

func TestPluginLogsNotFoundAndScopes(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		other := env.NewProject(t, "Other")
		mine := addPluginConfig(t, env, env.Project.ID, 1)
		theirs := addPluginConfig(t, env, other.ID, 1)
		logs := func(project, config any) string {
			return fmt.Sprintf("/api/environments/%v/plugin_configs/%v/logs/", project, config)
		}
		for _, path := range []string{
			logs(env.Project.ID, theirs.ID), logs(env.Project.ID, 999999), logs(env.Project.ID, "abc"),
			logs(env.Project.ID, -1), logs(env.Project.ID, "1e3"), logs(env.Project.ID, "99999999999999999999999"),
		} {
			r := env.Get(t, path, env.Key)
			r.ExpectError(t, 404, "not_found", "")
			if r.Status == 404 && r.Map(t)["detail"] != "Plugin config not found." {
				t.Errorf("%s: %s", path, r.Body)
			}
		}
		if p := fetchEnvelope(t, env, logs(other.ID, theirs.ID), env.Key); p.Count != 0 {
			t.Errorf("their config in their project: %+v", p)
		}

		recordingsOnly := env.NewKey(t, []string{"session_recording:read"}, nil)
		pluginWrite := env.NewKey(t, []string{"plugin:write"}, nil)
		otherOnly := env.NewKey(t, []string{"plugin:read"}, []int64{other.ID})
		for _, path := range []string{logs(env.Project.ID, mine.ID), fmt.Sprintf("/api/environments/%d/plugin_configs/", env.Project.ID)} {
			r := env.Get(t, path, recordingsOnly)
			r.ExpectError(t, 403, "permission_denied", "")
			if r.Map(t)["detail"] != "API key missing required scope 'plugin:read'" {
				t.Errorf("missing scope detail: %s", r.Body)
			}
			r = env.Get(t, path, otherOnly)
			r.ExpectError(t, 403, "permission_denied", "")
			if r.Map(t)["detail"] != fmt.Sprintf("API key does not have access to the requested project: ID %d.", env.Project.ID) {
				t.Errorf("other project detail: %s", r.Body)
			}
			env.Get(t, path, "").ExpectError(t, 401, "not_authenticated", "")
			env.Get(t, path, "phx_unknown").ExpectError(t, 401, "authentication_failed", "")
			if r := env.Get(t, path, pluginWrite); r.Status != 200 {
				t.Errorf("plugin:write implies plugin:read: %d %s", r.Status, r.Body)
			}
		}
		env.Get(t, logs(999999, mine.ID), env.Key).ExpectError(t, 404, "not_found", "")
	})
}

// BenchmarkPluginLogs measures a REST page of plugin log entries filtered by
// type and message search over 20,000 entries of one config.
func BenchmarkPluginLogs(b *testing.B) {
	for _, target := range storetest.Targets(b) {
		b.Run(target.Name, func(b *testing.B) {
			env := servertest.Start(b, storetest.Open(b, target.URL(b)))
			c := &store.PluginConfig{TeamID: env.Project.ID, PluginID: 1, CreatedAt: logBase}
			if _, err := env.DB.Bun.NewInsert().Model(c).Returning("id").Exec(context.Background()); err != nil {
				b.Fatal(err)
			}
			types := []string{"DEBUG", "LOG", "INFO", "WARN", "ERROR"}
			for start := 0; start < 20000; start += 1000 {
				batch := make([]store.PluginLogEntry, 1000)
				for i := range batch {
					n := start + i
					batch[i] = store.PluginLogEntry{ID: fmt.Sprintf("00000000-0000-4000-8000-%012d", n), TeamID: c.TeamID,
						PluginID: 1, PluginConfigID: c.ID, Timestamp: logBase.Add(time.Duration(n) * time.Second),
						Source: "PLUGIN", Type: types[n%5], Message: fmt.Sprintf("processed batch %d of events", n), InstanceID: "i"}
				}
				if _, err := env.DB.Bun.NewInsert().Model(&batch).Exec(context.Background()); err != nil {
					b.Fatal(err)
				}
			}
			path := fmt.Sprintf("/api/environments/%d/plugin_configs/%d/logs/?type_filter=ERROR&type_filter=WARN&search=BATCH%%201&limit=100", env.Project.ID, c.ID)
			b.ResetTimer()
			for b.Loop() {
				if r := env.Get(b, path, env.Key); r.Status != 200 {
					b.Fatalf("%d %s", r.Status, r.Body)
				}
			}
		})
	}
}
