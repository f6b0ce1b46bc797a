package server_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// TestErrorBodiesVerbatim compares error bodies as text: docs/design.md §4 gives
// them with their keys in this order, and some clients compare strings.
func TestErrorBodiesVerbatim(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		for _, c := range []struct {
			method, path, key string
			status            int
			body              string
		}{
			{"GET", "/api/projects/", "", 401,
				`{"type":"authentication_error","code":"not_authenticated","detail":"Authentication credentials were not provided.","attr":null}`},
			{"GET", "/api/projects/", "phx_unknown", 401,
				`{"type":"authentication_error","code":"authentication_failed","detail":"Personal API key found in request Authorization header is invalid.","attr":null}`},
			{"GET", "/api/projects/424242/persons/", env.Key, 404,
				`{"type":"invalid_request","code":"not_found","detail":"Project not found.","attr":null}`},
			{"POST", "/api/projects/424242/persons/", env.Key, 405,
				`{"type":"invalid_request","code":"method_not_allowed","detail":"Method \"POST\" not allowed.","attr":null}`},
			{"GET", "/api/nowhere/", env.Key, 404,
				`{"type":"invalid_request","code":"not_found","detail":"Not found.","attr":null}`},
			{"GET", fmt.Sprintf("/api/projects/%d/persons/?limit=x", env.Project.ID), env.Key, 400,
				`{"type":"validation_error","code":"invalid_input","detail":"A valid integer is required.","attr":"limit"}`},
		} {
			r := env.Do(t, c.method, c.path, c.key, nil)
			if r.Status != c.status || strings.TrimSpace(string(r.Body)) != c.body {
				t.Errorf("%s %s = %d %s\nwant %d %s", c.method, c.path, r.Status, r.Body, c.status, c.body)
			}
		}
	})
}

// TestAuthBeforeParameters: a REST caller without access gets 401/403/404,
// never a 400 about its parameters, in the order GraphQL answers.
func TestAuthBeforeParameters(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		other := env.NewProject(t, "Other")
		wrongScope := env.NewKey(t, []string{"query:read"}, nil)
		otherOnly := env.NewKey(t, []string{"*"}, []int64{other.ID})
		paths := []string{
			"/api/projects/?limit=x",
			fmt.Sprintf("/api/environments/%d/persons/?limit=x", pid),
			fmt.Sprintf("/api/environments/%d/persons/values/?format=bogus", pid),
			fmt.Sprintf("/api/projects/%d/persons/trends/?events=bogus", pid),
			fmt.Sprintf("/api/environments/%d/plugin_configs/?offset=-1", pid),
			fmt.Sprintf("/api/environments/%d/plugin_configs/1/logs/?after=garbage", pid),
			fmt.Sprintf("/api/projects/%d/session_recordings/?order=bogus", pid),
		}
		for _, path := range paths {
			env.Get(t, path, "").ExpectError(t, 401, "not_authenticated", "")
			env.Get(t, path, "phx_unknown").ExpectError(t, 401, "authentication_failed", "")
			env.Get(t, path, wrongScope).ExpectError(t, 403, "permission_denied", "")
			if strings.Contains(path, "/api/projects/?") {
				continue // not project-scoped
			}
			env.Get(t, path, otherOnly).ExpectError(t, 403, "permission_denied", "")
			env.Get(t, strings.Replace(path, fmt.Sprint(pid), "424242", 1), env.Key).ExpectError(t, 404, "not_found", "")
			env.Get(t, path, env.Key).ExpectError(t, 400, "invalid_input", attrOf(path))
		}
	})
}

// attrOf names the parameter a path of TestAuthBeforeParameters gets wrong.
func attrOf(path string) string {
	q := path[strings.Index(path, "?")+1:]
	name, _, _ := strings.Cut(q, "=")
	return name
}

// TestEveryPathEverySpelling: each path answers under both prefixes, with
// and without its trailing slash, and HEAD answers like GET without a body.
func TestEveryPathEverySpelling(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		p := env.AddPerson(t, pid, `{"email":"a@example.com"}`, time.Now().UTC(), "a")
		c := env.AddPluginConfig(t, store.PluginConfig{TeamID: pid, PluginID: 1, CreatedAt: time.Now().UTC()})
		env.AddRecording(t, pid, "s-1", "a", time.Now().UTC(), nil)
		paths := []string{
			"", "persons", "persons/values?key=email", "persons/trends", fmt.Sprint("persons/", p.ID), "persons/" + p.UUID,
			"plugin_configs", fmt.Sprintf("plugin_configs/%d/logs", c.ID), "session_recordings", "session_recordings/s-1",
		}
		for _, prefix := range []string{"environments", "projects"} {
			for _, path := range paths {
				route, query, _ := strings.Cut(path, "?")
				for _, slash := range []string{"/", ""} {
					url := fmt.Sprintf("/api/%s/%d/%s", prefix, pid, route)
					url = strings.TrimSuffix(url, "/") + slash
					if query != "" {
						url += "?" + query
					}
					if r := env.Get(t, url, env.Key); r.Status != 200 {
						t.Errorf("GET %s = %d %s", url, r.Status, r.Body)
					}
					if r := env.Do(t, http.MethodHead, url, env.Key, nil); r.Status != 200 || len(r.Body) != 0 {
						t.Errorf("HEAD %s = %d %q", url, r.Status, r.Body)
					}
				}
			}
		}
		for _, path := range []string{"/api/projects", "/api/users/@me", "/api/personal_api_keys/@current"} {
			for _, url := range []string{path, path + "/"} {
				if r := env.Get(t, url, env.Key); r.Status != 200 {
					t.Errorf("GET %s = %d %s", url, r.Status, r.Body)
				}
			}
		}
	})
}

// TestMethodNotAllowedAndOptions: a known path with another method is a 405
// envelope with an Allow header; OPTIONS is a 204 with the same header.
func TestMethodNotAllowedAndOptions(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		base := fmt.Sprintf("/api/environments/%d", env.Project.ID)
		for _, c := range []struct {
			method, path, allow string
		}{
			{"POST", base + "/persons/", "GET, HEAD, OPTIONS"},
			{"PUT", base + "/persons/1", "GET, HEAD, DELETE, OPTIONS"},
			{"DELETE", base + "/session_recordings/x/", "GET, HEAD, OPTIONS"},
			{"PATCH", "/api/projects/", "GET, HEAD, OPTIONS"},
		} {
			r := env.Do(t, c.method, c.path, env.Key, nil)
			r.ExpectError(t, 405, "method_not_allowed", "")
			if got := r.Header.Get("Allow"); got != c.allow {
				t.Errorf("%s %s: Allow %q, want %q", c.method, c.path, got, c.allow)
			}
			r = env.Do(t, http.MethodOptions, c.path, "", nil)
			if r.Status != 204 || r.Header.Get("Allow") != c.allow {
				t.Errorf("OPTIONS %s = %d, Allow %q", c.path, r.Status, r.Header.Get("Allow"))
			}
		}
		env.Do(t, http.MethodOptions, base+"/nowhere/", "", nil).ExpectError(t, 404, "not_found", "")
		env.Do(t, http.MethodPost, "/healthz", "", nil).ExpectError(t, 405, "method_not_allowed", "")
	})
}

// TestEncodedPathParams: an id holding an encoded "/" or "%" reaches the
// service decoded, with and without the trailing slash.
func TestEncodedPathParams(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		env.AddRecording(t, pid, "a/b", "d", time.Now().UTC(), nil)
		env.AddRecording(t, pid, "50%", "d", time.Now().UTC(), nil)
		env.AddRecording(t, pid, "x ✓", "d", time.Now().UTC(), nil)
		for id, escaped := range map[string]string{"a/b": "a%2Fb", "50%": "50%25", "x ✓": "x%20%E2%9C%93"} {
			for _, slash := range []string{"", "/"} {
				path := fmt.Sprintf("/api/projects/%d/session_recordings/%s%s", pid, escaped, slash)
				r := env.Get(t, path, env.Key)
				if r.Status != 200 || r.Map(t)["id"] != id {
					t.Errorf("GET %s = %d %s", path, r.Status, r.Body)
				}
			}
		}
	})
}

// TestKeyLocations: the key is read from the header, the query string and a
// JSON body, and a valid one works from each.
func TestKeyLocations(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		if r := env.Get(t, "/api/users/@me/?personal_api_key="+env.Key, ""); r.Status != 200 {
			t.Errorf("query-string key: %d %s", r.Status, r.Body)
		}
		res := env.GraphQL(t, "", `{ me { email } }`, nil)
		res.ExpectError(t, "not_authenticated", "", "Authentication credentials were not provided.")
		body := map[string]any{"query": `{ me { email } }`, "personal_api_key": env.Key}
		if r := env.Do(t, http.MethodPost, "/graphql", "", body); r.Status != 200 || !strings.Contains(string(r.Body), "test@example.com") {
			t.Errorf("body key: %d %s", r.Status, r.Body)
		}
		path := fmt.Sprintf("/api/projects/%d/persons/424242/", env.Project.ID)
		env.Do(t, http.MethodDelete, path, "", map[string]any{"personal_api_key": "phx_unknown"}).
			ExpectError(t, 401, "authentication_failed", "")
		r := env.Do(t, http.MethodDelete, path, "", map[string]any{"personal_api_key": "phx_unknown"})
		if d := r.Map(t)["detail"]; d != "Personal API key found in request body is invalid." {
			t.Errorf("body key detail: %v", d)
		}
		env.Do(t, http.MethodDelete, path, "", map[string]any{"personal_api_key": env.Key}).ExpectError(t, 404, "not_found", "")
	})
}

// TestScopedKeys: a key restricted to projects lists only those, and
// X:write holds X:read.
func TestScopedKeys(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		a := env.NewProject(t, "A")
		env.NewProject(t, "B")
		key := env.NewKey(t, []string{"project:write"}, []int64{a.ID})
		var page struct {
			Count   int              `json:"count"`
			Results []map[string]any `json:"results"`
		}
		env.Get(t, "/api/projects/", key).JSON(t, &page)
		if page.Count != 1 || len(page.Results) != 1 || page.Results[0]["id"] != float64(a.ID) {
			t.Errorf("scoped list: %+v", page)
		}
		var gq struct{ Projects struct{ Count int } }
		env.GraphQL(t, key, `{ projects { count } }`, nil).Decode(t, &gq)
		if gq.Projects.Count != 1 {
			t.Errorf("graphql scoped list: %+v", gq)
		}
		env.Get(t, fmt.Sprintf("/api/projects/%d/", env.Project.ID), key).ExpectError(t, 403, "permission_denied", "")
		if r := env.Get(t, fmt.Sprintf("/api/environments/%d/", a.ID), key); r.Status != 200 || r.Map(t)["name"] != "A" {
			t.Errorf("own project: %d %s", r.Status, r.Body)
		}
	})
}

// TestLastUsedAt: a key's first use records last_used_at, shown in UTC.
func TestLastUsedAt(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		key := env.NewKey(t, []string{"person:read"}, nil)
		var k store.APIKey
		if err := env.DB.Bun.NewSelect().Model(&k).Order("id DESC").Limit(1).Scan(context.Background()); err != nil {
			t.Fatal(err)
		}
		if k.LastUsedAt != nil {
			t.Fatalf("fresh key used at %v", k.LastUsedAt)
		}
		before := time.Now().UTC().Add(-time.Second)
		cur := env.Get(t, "/api/personal_api_keys/@current/", key).Map(t)
		used, ok := cur["last_used_at"].(string)
		if !ok || !strings.HasSuffix(used, "Z") {
			t.Fatalf("last_used_at = %v", cur["last_used_at"])
		}
		// Written in the background (auth/uses.go), at the latest on stop.
		if err := env.Svc.Auth.FlushUses(context.Background()); err != nil {
			t.Fatal(err)
		}
		if err := env.DB.Bun.NewSelect().Model(&k).WherePK().Scan(context.Background()); err != nil {
			t.Fatal(err)
		}
		if k.LastUsedAt == nil || k.LastUsedAt.Before(before) {
			t.Errorf("stored last_used_at = %v", k.LastUsedAt)
		}
		// A second call shows the stored time, still in UTC.
		again := env.Get(t, "/api/personal_api_keys/@current/", key).Map(t)
		if s, _ := again["last_used_at"].(string); !strings.HasSuffix(s, "Z") {
			t.Errorf("second last_used_at = %v", again["last_used_at"])
		}
	})
}
