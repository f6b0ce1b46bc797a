package rest_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"
	"github.com/go-chi/chi/v5"

	"github.com/burrow-analytics/burrow/rest"
	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// The OpenAPI document is checked against the code three ways: it is a
// valid OpenAPI 3.1 document (kin-openapi's loader and validator, JSON
// Schema 2020-12 for 3.1 documents), its operations are exactly the routes
// the REST router serves, and real responses of every operation (successes
// and errors, on both databases) validate against it with openapi3filter.

// TestOpenAPIRoutes checks that the document and the router name the same
// operations: none undocumented, none documented but not served.
func TestOpenAPIRoutes(t *testing.T) {
	t.Parallel()
	doc := loadOpenAPI(t)
	documented := map[string]bool{}
	for path, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			documented[method+" "+path] = true
		}
	}
	served := map[string]bool{}
	handler := rest.Routes(nil, slog.New(slog.DiscardHandler)).(chi.Routes)
	err := chi.Walk(handler, func(method, route string, _ http.Handler, _ ...func(http.Handler) http.Handler) error {
		path := rest.Prefix + strings.TrimSuffix(route, "/") + "/"
		served[method+" "+path] = true
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for op := range served {
		if !documented[op] {
			t.Errorf("%s is served but not in the OpenAPI document", op)
		}
	}
	for op := range documented {
		if !served[op] {
			t.Errorf("%s is in the OpenAPI document but not served", op)
		}
	}
}

// apiCheck validates exchanges against the document and records which
// operation answered which statuses.
type apiCheck struct {
	doc    *openapi3.T
	router routers.Router

	mu   sync.Mutex
	seen map[string][]int // operationId → statuses
}

var registerDecoders sync.Once

func newAPICheck(t testing.TB) *apiCheck {
	t.Helper()
	c, err := loadAPICheck()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func loadAPICheck() (*apiCheck, error) {
	doc, err := openAPIDoc()
	if err != nil {
		return nil, err
	}
	router, err := gorillamux.NewRouter(doc)
	if err != nil {
		return nil, err
	}
	registerDecoders.Do(func() {
		openapi3filter.RegisterBodyDecoder("text/csv", csvBodyDecoder)
		openapi3filter.RegisterBodyDecoder("application/x-ndjson", ndjsonBodyDecoder)
		openapi3filter.RegisterBodyDecoder("application/vnd.oai.openapi", openapi3filter.FileBodyDecoder)
	})
	return &apiCheck{doc: doc, router: router, seen: map[string][]int{}}, nil
}

// csvBodyDecoder accepts a well-formed CSV body with rows of equal width.
func csvBodyDecoder(body io.Reader, _ http.Header, _ *openapi3.SchemaRef, _ openapi3filter.EncodingFn) (any, error) {
	data, err := io.ReadAll(body)
	if err != nil {
		return nil, err
	}
	if _, err := csv.NewReader(bytes.NewReader(data)).ReadAll(); err != nil {
		return nil, fmt.Errorf("malformed CSV: %w", err)
	}
	return string(data), nil
}

// ndjsonBodyDecoder accepts a body of JSON objects, one a line.
func ndjsonBodyDecoder(body io.Reader, _ http.Header, _ *openapi3.SchemaRef, _ openapi3filter.EncodingFn) (any, error) {
	data, err := io.ReadAll(body)
	if err != nil {
		return nil, err
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		var obj map[string]any
		if err := json.Unmarshal(sc.Bytes(), &obj); err != nil {
			return nil, fmt.Errorf("NDJSON line %d is not a JSON object: %w", n, err)
		}
	}
	return string(data), sc.Err()
}

// exchange sends a request to env, checks its status, and validates the
// response (and, for a success, the request too) against the document.
func (c *apiCheck) exchange(t *testing.T, env *servertest.Env, method, path, key string, body any, want int) servertest.Response {
	t.Helper()
	var raw []byte
	switch b := body.(type) {
	case nil:
	case string:
		raw = []byte(b)
	default:
		var err error
		if raw, err = json.Marshal(b); err != nil {
			t.Fatal(err)
		}
	}
	resp := env.Do(t, method, path, key, body)
	if resp.Status != want {
		t.Errorf("%s %s: status %d, want %d: %.300s", method, path, resp.Status, want, resp.Body)
	}
	req, err := http.NewRequest(method, env.URL+path, bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	route, params, err := c.router.FindRoute(req)
	if err != nil {
		t.Errorf("%s %s: no operation in the OpenAPI document: %v", method, path, err)
		return resp
	}
	opts := &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true, AuthenticationFunc: openapi3filter.NoopAuthenticationFunc}
	in := &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route, Options: opts}
	ctx := context.Background()
	if resp.Status < 300 {
		if err := openapi3filter.ValidateRequest(ctx, in); err != nil {
			t.Errorf("%s %s: the document refuses a request the server accepts: %v", method, path, err)
		}
	}
	out := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: in, Status: resp.Status, Header: resp.Header,
		Body: io.NopCloser(bytes.NewReader(resp.Body)), Options: opts,
	}
	if err := openapi3filter.ValidateResponse(ctx, out); err != nil {
		t.Errorf("%s %s: %d response does not match the OpenAPI document: %v\n%.500s", method, path, resp.Status, err, resp.Body)
	}
	c.mu.Lock()
	c.seen[route.Operation.OperationID] = append(c.seen[route.Operation.OperationID], resp.Status)
	c.mu.Unlock()
	return resp
}

// TestOpenAPIResponses calls every operation under both prefixes with
// successes and errors, on both databases, and validates each response.
func TestOpenAPIResponses(t *testing.T) {
	t.Parallel()
	check := newAPICheck(t)
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		at := time.Now().UTC().Add(-time.Hour).Truncate(time.Second)
		person := env.AddPerson(t, pid, `{"email":"ada@example.com","plan":"pro"}`, at, "d1")
		doomed := map[string]*store.Person{"environments": env.AddPerson(t, pid, `{}`, at, "d2"), "projects": env.AddPerson(t, pid, `{}`, at, "d3")}
		env.AddEvent(t, pid, "$pageview", "d1", person, at)
		env.AddRecording(t, pid, "s1", "d1", at, nil)
		env.AddRecording(t, pid, "s2", "nobody", at, nil) // no person
		cfg := env.AddPluginConfig(t, store.PluginConfig{TeamID: pid, PluginID: 7, Enabled: true, CreatedAt: at})
		env.AddLogEntries(t, cfg, 3, nil)
		other := env.NewProject(t, "Other")
		noScope := env.NewKey(t, []string{"project:read"}, nil)
		otherOnly := env.NewKey(t, []string{"*"}, []int64{other.ID})
		big := strings.Repeat("x", 2<<20)

		do := func(method, path, key string, body any, want int) servertest.Response {
			t.Helper()
			return check.exchange(t, env, method, path, key, body, want)
		}
		do("GET", "/api/schema/", "", nil, 200)
		do("GET", "/api/schema/?format=json", "", nil, 200)
		do("GET", "/api/schema/?format=xml", "", nil, 400)
		for _, p := range []string{"/api/users/@me/", "/api/personal_api_keys/@current/"} {
			do("GET", p, env.Key, nil, 200)
			do("GET", p+"?format=csv", env.Key, nil, 200)
			do("GET", p+"?format=xml", env.Key, nil, 400)
			do("GET", p, "", nil, 401)
			do("GET", p, "phx_unknown", nil, 401)
		}
		do("GET", "/api/projects/?limit=1", env.Key, nil, 200)
		do("GET", "/api/projects/?format=csv", env.Key, nil, 200)
		do("GET", "/api/projects/?limit=0", env.Key, nil, 400)
		do("GET", "/api/projects/", "", nil, 401)
		do("GET", "/api/projects/", env.NewKey(t, []string{"person:read"}, nil), nil, 403)

		for _, prefix := range []string{"environments", "projects"} {
			base := fmt.Sprintf("/api/%s/%d/", prefix, pid)
			missing := fmt.Sprintf("/api/%s/999999/", prefix)
			q := func(statement string, extra map[string]any) map[string]any { return sqlBody(statement, extra) }

			do("GET", base, env.Key, nil, 200)
			do("GET", base+"?format=csv", env.Key, nil, 200)
			do("GET", base, otherOnly, nil, 403)
			do("GET", missing, env.Key, nil, 404)

			do("GET", base+"persons/?search=ada&limit=1", env.Key, nil, 200)
			do("GET", base+"persons/?format=csv", env.Key, nil, 200)
			do("GET", base+"persons/?limit=abc", env.Key, nil, 400)
			do("GET", base+"persons/", "", nil, 401)
			do("GET", base+"persons/", noScope, nil, 403)
			do("GET", missing+"persons/", env.Key, nil, 404)
			do("GET", base+"persons/values/?key=plan", env.Key, nil, 200)
			do("GET", base+"persons/values/?key=plan&format=csv", env.Key, nil, 200)
			do("GET", base+"persons/values/", env.Key, nil, 400)
			do("GET", base+"persons/trends/?events=%5B%7B%22id%22%3A%22%24pageview%22%7D%5D&date_from=-1d&limit=1", env.Key, nil, 200)
			do("GET", base+"persons/trends/?format=csv", env.Key, nil, 200)
			do("GET", base+"persons/trends/?date_from=soon", env.Key, nil, 400)
			do("GET", base+"persons/"+person.UUID+"/", env.Key, nil, 200)
			do("GET", base+fmt.Sprintf("persons/%d/?format=csv", person.ID), env.Key, nil, 200)
			do("GET", base+"persons/424242/", env.Key, nil, 404)
			do("GET", base+"persons/"+person.UUID+"/", noScope, nil, 403)
			do("DELETE", base+"persons/424242/", env.Key, nil, 404)
			do("DELETE", base+"persons/"+doomed[prefix].UUID+"/", env.NewKey(t, []string{"person:read"}, nil), nil, 403)

			do("GET", base+"plugin_configs/", env.Key, nil, 200)
			do("GET", base+"plugin_configs/?format=csv", env.Key, nil, 200)
			do("GET", base+"plugin_configs/?offset=-1", env.Key, nil, 400)
			do("GET", base+"plugin_configs/", noScope, nil, 403)
			logs := fmt.Sprintf("%splugin_configs/%d/logs/", base, cfg.ID)
			do("GET", logs+"?type_filter=INFO&type_filter=WARN&search=line&limit=2", env.Key, nil, 200)
			do("GET", logs+"?format=csv&after=2020-01-01", env.Key, nil, 200)
			do("GET", logs+"?type_filter=NOISE", env.Key, nil, 400)
			do("GET", base+"plugin_configs/424242/logs/", env.Key, nil, 404)

			do("GET", base+"session_recordings/?order=activity_score&order_direction=asc&limit=5", env.Key, nil, 200)
			do("GET", base+"session_recordings/?format=csv", env.Key, nil, 200)
			do("GET", base+"session_recordings/?order=nope", env.Key, nil, 400)
			do("GET", base+"session_recordings/", noScope, nil, 403)
			do("GET", base+"session_recordings/s1/", env.Key, nil, 200)
			do("GET", base+"session_recordings/s2/", env.Key, nil, 200)
			do("GET", base+"session_recordings/s1/?format=csv", env.Key, nil, 200)
			do("GET", base+"session_recordings/nope/", env.Key, nil, 404)

			// Queries: a result, a background status, a cache miss, errors.
			do("POST", base+"query/", env.Key, q("SELECT event, count() FROM events GROUP BY event", nil), 200)
			do("POST", base+"query/", env.Key, q("SELECT 1", map[string]any{"refresh": "force_cache", "client_query_id": "miss-" + prefix}), 200)
			id := "bg-" + prefix
			do("POST", base+"query/", env.Key, q("SELECT count() FROM events", map[string]any{"refresh": "force_async", "client_query_id": id}), 200)
			done := waitComplete(t, env, base+"query/"+id+"/")
			do("GET", base+"query/"+id+"/", env.Key, nil, 200)
			if !done {
				t.Errorf("background query %s did not complete", id)
			}
			do("POST", base+"query/", env.Key, q("SELEC 1", nil), 400)
			do("POST", base+"query/", env.Key, q("SELECT nope FROM events", nil), 400)
			do("POST", base+"query/", env.Key, "{", 400)
			do("POST", base+"query/", env.Key, map[string]any{"query": big}, 413)
			do("POST", base+"query/", "", q("SELECT 1", nil), 401)
			do("POST", base+"query/", noScope, q("SELECT 1", nil), 403)
			do("POST", missing+"query/", env.Key, q("SELECT 1", nil), 404)
			do("GET", base+"query/unknown-id/", env.Key, nil, 404)
			do("GET", base+"query/"+id+"/?format=csv", env.Key, nil, 400)
			do("DELETE", base+"query/"+id+"/", env.Key, nil, 204)
			do("DELETE", base+"query/unknown-id/", env.Key, nil, 404)
			do("POST", base+"query/check_auth_for_async/", env.Key, nil, 200)
			do("POST", base+"query/check_auth_for_async/", noScope, nil, 403)
			do("GET", base+"query/draft_sql/?prompt=pageviews+per+day", env.Key, nil, 200)
			do("GET", base+"query/draft_sql/?format=csv", env.Key, nil, 400)
			do("POST", base+"query/export/", env.Key, q("SELECT event, properties FROM events", nil), 200)
			do("POST", base+"query/export/?format=ndjson", env.Key, q("SELECT event, properties FROM events", nil), 200)
			do("POST", base+"query/export/", env.Key, q("SELECT 1", map[string]any{"format": "xml"}), 400)
			do("POST", base+"query/export/", noScope, q("SELECT 1", nil), 403)
			do("DELETE", base+"persons/"+doomed[prefix].UUID+"/", env.Key, nil, 204)
		}
	})

	// Every operation was seen answering a success and an error.
	for path, item := range check.doc.Paths.Map() {
		for method, op := range item.Operations() {
			statuses := check.seen[op.OperationID]
			ok := slices.ContainsFunc(statuses, func(s int) bool { return s < 300 })
			bad := slices.ContainsFunc(statuses, func(s int) bool { return s >= 400 })
			if !ok || !bad {
				sort.Ints(statuses)
				t.Errorf("%s %s (%s): statuses seen %v, want a success and an error", method, path, op.OperationID, slices.Compact(statuses))
			}
		}
	}
}

// TestOpenAPICatchesDrift checks that the validation above can fail: real
// responses changed the way a code change could (a field renamed, a type
// changed, a null where the document has none, an undocumented status, a
// wrong error type, malformed CSV) are refused.
func TestOpenAPICatchesDrift(t *testing.T) {
	t.Parallel()
	check := newAPICheck(t)
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		base := fmt.Sprintf("/api/environments/%d/", env.Project.ID)
		person := env.AddPerson(t, env.Project.ID, `{"email":"ada@example.com"}`, time.Now(), "d1")
		for _, c := range []struct {
			name, path string
			status     int
			header     string
			body       string
		}{
			{"renamed field", base + "persons/" + person.UUID + "/", 200, "application/json",
				`{"id":1,"name":"a","distinct_ids":["d1"],"properties":{},"created_at":"2026-01-01T00:00:00Z","uid":"x"}`},
			{"wrong type", base, 200, "application/json",
				`{"id":"1","uuid":"5a4d6adc-2e6f-4fb2-ac64-7ad0abcffc52","name":"p","created_at":"2026-01-01T00:00:00Z","timezone":"UTC"}`},
			{"null count", base + "persons/", 200, "application/json", `{"count":null,"next":null,"previous":null,"results":[]}`},
			{"undocumented status", base + "persons/", 202, "application/json", `{}`},
			{"wrong error type", base + "persons/", 404, "application/json",
				`{"type":"validation_error","code":"not_found","detail":"Project not found.","attr":null}`},
			{"error without attr", base + "persons/", 400, "application/json", `{"type":"validation_error","code":"invalid_input","detail":"x"}`},
			{"malformed csv", base + "persons/?format=csv", 200, "text/csv; charset=utf-8", "a,b\n\"1,2\n"},
			{"undocumented content type", base + "persons/", 200, "application/xml", `<persons/>`},
		} {
			req, _ := http.NewRequest("GET", env.URL+c.path, nil)
			route, params, err := check.router.FindRoute(req)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			opts := &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true}
			err = openapi3filter.ValidateResponse(context.Background(), &openapi3filter.ResponseValidationInput{
				RequestValidationInput: &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route, Options: opts},
				Status:                 c.status, Header: http.Header{"Content-Type": {c.header}},
				Body: io.NopCloser(strings.NewReader(c.body)), Options: opts,
			})
			if err == nil {
				t.Errorf("%s: the document accepted %s", c.name, c.body)
			}
		}
	})
}

// waitComplete polls a query status until it is complete (at most 30s).
func waitComplete(t *testing.T, env *servertest.Env, path string) bool {
	t.Helper()
	for range 300 {
		var st struct {
			QueryStatus struct {
				Complete bool `json:"complete"`
			} `json:"query_status"`
		}
		r := env.Get(t, path, env.Key)
		if r.Status == 200 {
			r.JSON(t, &st)
			if st.QueryStatus.Complete {
				return true
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	return false
}
