package server_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/server/servertest"
)

func TestHealth(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		for _, path := range []string{"/healthz", "/readyz"} {
			if r := env.Get(t, path, ""); r.Status != http.StatusOK {
				t.Errorf("%s = %d %s", path, r.Status, r.Body)
			}
		}
	})
}

// TestAuthMatrix checks every authentication outcome on both surfaces.
func TestAuthMatrix(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		other := env.NewProject(t, "Other")
		noScope := env.NewKey(t, []string{"person:read"}, nil)
		otherOnly := env.NewKey(t, []string{"*"}, []int64{other.ID})
		path := fmt.Sprintf("/api/projects/%d/", env.Project.ID)
		cases := []struct {
			name, key, path string
			status          int
			code, detail    string
		}{
			{"no key", "", path, 401, "not_authenticated", "Authentication credentials were not provided."},
			{"bad key", "phx_nope", path, 401, "authentication_failed", "Personal API key found in request Authorization header is invalid."},
			{"missing scope", noScope, path, 403, "permission_denied", "API key missing required scope 'project:read'"},
			{"other project", otherOnly, path, 403, "permission_denied", fmt.Sprintf("API key does not have access to the requested project: ID %d.", env.Project.ID)},
			{"unknown project", env.Key, "/api/projects/999999/", 404, "not_found", "Project not found."},
			{"ok", env.Key, path, 200, "", ""},
			{"ok without slash", env.Key, strings.TrimSuffix(path, "/"), 200, "", ""},
		}
		for _, c := range cases {
			r := env.Get(t, c.path, c.key)
			if r.Status != c.status {
				t.Errorf("%s: status %d, want %d: %s", c.name, r.Status, c.status, r.Body)
				continue
			}
			if c.code == "" {
				continue
			}
			body := r.Map(t)
			if body["code"] != c.code || body["detail"] != c.detail || body["attr"] != nil {
				t.Errorf("%s: body %s", c.name, r.Body)
			}
			// The same key gets the same answer from GraphQL.
			gq := env.GraphQL(t, c.key, `query($id: ID!) { project(id: $id) { id } }`, map[string]any{"id": strings.Split(c.path, "/")[3]})
			if len(gq.Errors) == 0 {
				if c.code != "not_found" {
					t.Errorf("%s: graphql gave no error: %s", c.name, gq.Data)
				}
				continue
			}
			if gq.Errors[0].Code() != c.code || gq.Errors[0].Message != c.detail {
				t.Errorf("%s: graphql error %+v", c.name, gq.Errors[0])
			}
		}
		// The key can also travel in the query string.
		r := env.Get(t, path+"?personal_api_key=phx_bad", "")
		if r.Status != 401 || r.Map(t)["detail"] != "Personal API key found in request query string is invalid." {
			t.Errorf("query-string key: %d %s", r.Status, r.Body)
		}
	})
}

func TestMeAndProjects(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		me := env.Get(t, "/api/users/@me/", env.Key).Map(t)
		if me["email"] != "test@example.com" {
			t.Errorf("users/@me = %v", me)
		}
		cur := env.Get(t, "/api/personal_api_keys/@current/", env.Key).Map(t)
		if cur["mask_value"] == "" || cur["scoped_teams"] != nil {
			t.Errorf("@current = %v", cur)
		}
		for i := range 3 {
			env.NewProject(t, fmt.Sprint("p", i))
		}
		var page struct {
			Count    int              `json:"count"`
			Next     *string          `json:"next"`
			Previous *string          `json:"previous"`
			Results  []map[string]any `json:"results"`
		}
		env.Get(t, "/api/projects/?limit=2&offset=2", env.Key).JSON(t, &page)
		if page.Count != 4 || len(page.Results) != 2 || page.Next != nil || page.Previous == nil ||
			!strings.HasSuffix(*page.Previous, "/api/projects/?limit=2&offset=0") {
			t.Errorf("last page: %+v", page)
		}
		if r := env.Get(t, "/api/projects/?limit=abc", env.Key); r.Status != 400 || r.Map(t)["attr"] != "limit" {
			t.Errorf("bad limit: %d %s", r.Status, r.Body)
		}
		var gq struct {
			Projects struct {
				Count int
				Next  *int
			}
		}
		env.GraphQL(t, env.Key, `{ projects(limit: 1) { count next results { id name } } }`, nil).Decode(t, &gq)
		if gq.Projects.Count != 4 || gq.Projects.Next == nil || *gq.Projects.Next != 1 {
			t.Errorf("graphql projects: %+v", gq)
		}
	})
}
