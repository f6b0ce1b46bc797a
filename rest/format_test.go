package rest_test

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// TestFormats checks ?format= on every GET endpoint: lists and single
// resources answer CSV with format=csv (one row per item, objects as JSON
// text), the query endpoints refuse it, and an unknown format is a 400
// naming the parameter everywhere.
func TestFormats(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
		person := env.AddPerson(t, pid, `{"email":"ada@example.com","note":"a, \"b\"\nc"}`, at, "d1", "d2")
		env.AddEvent(t, pid, "$pageview", "d1", person, at)
		env.AddRecording(t, pid, "s1", "d1", at, nil)
		cfg := env.AddPluginConfig(t, store.PluginConfig{TeamID: pid, PluginID: 7, Enabled: true, CreatedAt: at})
		env.AddLogEntries(t, cfg, 3, nil)
		base := fmt.Sprintf("/api/projects/%d/", pid)

		csvCases := []struct {
			path   string
			header []string
			rows   int
		}{
			{"/api/projects/", []string{"id", "uuid", "name", "created_at", "timezone"}, 2 /* test project and this one */},
			{base, []string{"id", "uuid", "name", "created_at", "timezone"}, 1},
			{"/api/users/@me/", []string{"id", "uuid", "email", "distinct_id"}, 1},
			{"/api/personal_api_keys/@current/", []string{"id", "label", "mask_value", "scopes", "scoped_teams", "created_at", "last_used_at"}, 1},
			{base + "persons/", []string{"id", "name", "distinct_ids", "properties", "created_at", "uuid"}, 1},
			{base + "persons/" + person.UUID + "/", []string{"id", "name", "distinct_ids", "properties", "created_at", "uuid"}, 1},
			{base + "persons/values/?key=email", []string{"name", "count"}, 1},
			{base + "persons/trends/?date_from=2026-03-01&date_to=2026-03-02", []string{"id", "name", "distinct_ids", "created_at", "uuid"}, 1},
			{base + "plugin_configs/", []string{"id", "plugin_id", "enabled", "order", "created_at"}, 1},
			{fmt.Sprintf("%splugin_configs/%d/logs/?limit=2", base, cfg.ID), []string{"id", "team_id", "plugin_id", "plugin_config_id", "timestamp", "source", "type", "message", "instance_id"}, 2},
			{base + "session_recordings/?date_from=2026-01-01", nil, 1},
			{base + "session_recordings/s1/", nil, 1},
		}
		env.NewProject(t, "Second")
		for _, c := range csvCases {
			sep := "?"
			if strings.Contains(c.path, "?") {
				sep = "&"
			}
			r := env.Get(t, c.path+sep+"format=csv", env.Key)
			if r.Status != http.StatusOK || r.Header.Get("Content-Type") != "text/csv; charset=utf-8" {
				t.Errorf("%s format=csv: %d %s %s", c.path, r.Status, r.Header.Get("Content-Type"), r.Body)
				continue
			}
			records, err := csv.NewReader(strings.NewReader(string(r.Body))).ReadAll()
			if err != nil || len(records) != c.rows+1 {
				t.Errorf("%s: %d records (%v): %s", c.path, len(records), err, r.Body)
				continue
			}
			if c.header != nil && !slices.Equal(records[0], c.header) {
				t.Errorf("%s: header %q, want %q", c.path, records[0], c.header)
			}
			if xml := env.Get(t, c.path+sep+"format=xml", env.Key); xml.Status != http.StatusBadRequest {
				t.Errorf("%s format=xml: %d %s", c.path, xml.Status, xml.Body)
			} else {
				xml.ExpectError(t, 400, "invalid_input", "format")
			}
		}

		// A person's CSV row keeps nested values as JSON and quotes what needs it.
		r := env.Get(t, base+"persons/?format=csv", env.Key)
		records, _ := csv.NewReader(strings.NewReader(string(r.Body))).ReadAll()
		got := records[1]
		var props map[string]string
		if err := json.Unmarshal([]byte(got[3]), &props); err != nil || props["note"] != "a, \"b\"\nc" || props["email"] != "ada@example.com" {
			t.Errorf("person properties cell %q (%v)", got[3], err)
		}
		if got[1] != "ada@example.com" || got[2] != `["d1","d2"]` || got[5] != person.UUID {
			t.Errorf("person row %q", got)
		}
		// Lists carry their total and neighbouring pages outside the CSV body.
		logs := env.Get(t, fmt.Sprintf("%splugin_configs/%d/logs/?limit=2&format=csv", base, cfg.ID), env.Key)
		if logs.Header.Get("X-Total-Count") != "3" || !strings.Contains(logs.Header.Get("Link"), `offset=2>; rel="next"`) {
			t.Errorf("logs csv headers: %v", logs.Header)
		}
		// A recording's person is one JSON cell.
		rec := env.Get(t, base+"session_recordings/s1/?format=csv", env.Key)
		records, _ = csv.NewReader(strings.NewReader(string(rec.Body))).ReadAll()
		if i := slices.Index(records[0], "person"); i < 0 || !strings.Contains(records[1][i], person.UUID) {
			t.Errorf("recording csv: %q", records)
		}

		// The query endpoints have no tabular answer: only json.
		for _, c := range []struct{ method, path string }{
			{"POST", base + "query/"},
			{"GET", base + "query/some-id/"},
			{"POST", base + "query/check_auth_for_async/"},
			{"GET", base + "query/draft_sql/?prompt=pageviews"},
		} {
			sep := "?"
			if strings.Contains(c.path, "?") {
				sep = "&"
			}
			for _, f := range []string{"csv", "xml"} {
				r := env.Do(t, c.method, c.path+sep+"format="+f, env.Key, map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": "SELECT 1"}})
				r.ExpectError(t, 400, "invalid_input", "format")
			}
			if r := env.Do(t, c.method, c.path+sep+"format=json", env.Key, map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": "SELECT 1"}}); r.Status == 400 {
				t.Errorf("%s %s format=json: %s", c.method, c.path, r.Body)
			}
		}
	})
}
