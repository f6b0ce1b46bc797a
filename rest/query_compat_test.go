package rest_test

import (
	"bytes"
	"io"
	"net/http"
	"testing"

	"github.com/burrow-analytics/burrow/server/servertest"
)

// TestQueryPostHogClientBodies: bodies as PostHog's clients write them are
// accepted: kind HogQLQuery with the extra fields of its schema, fields
// Burrow does not read, the older boolean refresh, and a Content-Type that
// is not application/json.
func TestQueryPostHogClientBodies(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		insertEvents(t, env.DB, env.Project.ID, 4)
		full := map[string]any{
			"query": map[string]any{
				"kind": "HogQLQuery", "query": "SELECT count() FROM events",
				"modifiers": map[string]any{"personsOnEventsMode": "person_id_override_properties_joined"},
				"values":    map[string]any{}, "explain": nil, "filters": map[string]any{"dateRange": map[string]any{"date_from": "-7d"}},
				"response": nil,
			},
			"client_query_id": "posthog-js-1", "refresh": "blocking", "filters_override": nil, "variables_override": nil,
			"name": "insight: Pageviews", "query_id": nil, "insight_id": 12, "dashboard_id": nil, "limit_context": "posthog_ai",
		}
		r := post(t, env, full)
		if count(t, r) != 4 || r["is_cached"] != false {
			t.Fatalf("PostHog client body: %v", r)
		}
		// refresh: true forces a calculation; false reads the cache like blocking.
		stmt := "SELECT count() FROM events"
		post(t, env, sqlBody(stmt, nil))
		insertEvents(t, env.DB, env.Project.ID, 1)
		if r := post(t, env, sqlBody(stmt, map[string]any{"refresh": true})); r["is_cached"] != false || count(t, r) != 5 {
			t.Errorf("refresh=true: %v", r)
		}
		if r := post(t, env, sqlBody(stmt, map[string]any{"refresh": false})); r["is_cached"] != true || count(t, r) != 5 {
			t.Errorf("refresh=false: %v", r)
		}
		// The body is JSON whatever the declared type.
		for _, contentType := range []string{"text/plain;charset=UTF-8", "application/x-www-form-urlencoded", ""} {
			req, _ := http.NewRequest(http.MethodPost, env.URL+queryPath(env, ""),
				bytes.NewReader([]byte(`{"query":{"kind":"SqlQuery","query":"SELECT 1"}}`)))
			req.Header.Set("Authorization", "Bearer "+env.Key)
			if contentType != "" {
				req.Header.Set("Content-Type", contentType)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK || !bytes.Contains(body, []byte(`"results":[[1]]`)) {
				t.Errorf("Content-Type %q: %d %s", contentType, resp.StatusCode, body)
			}
		}
	})
}
