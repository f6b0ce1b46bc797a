package graph_test

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/graph"
	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// TestFastReadsMatchGqlgen sends the same requests to the server (fast reads
// on) and to a /graphql handler with fast reads off over the same services,
// and requires the same status, content type and body, byte for byte: the
// fast path must be invisible. The data has the values that are easy to get
// wrong: HTML and control characters, Unicode line separators, floats,
// persons without properties, recordings without persons.
func TestFastReadsMatchGqlgen(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		base := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
		env.AddPerson(t, pid, `{"email":"<ann>&co@example.com","note":"line\u2028sep \"quoted\" \\ tab\t","n":1.5e300,"nested":{"a":[1,2,{"b":null}]}}`,
			base.Add(-time.Hour), "ann-1", "ann-2")
		env.AddPerson(t, pid, `{}`, base.Add(-2*time.Hour), "bob")
		env.AddPerson(t, pid, `{"name":"Zoë 🦡"}`, base.Add(-3*time.Hour))
		for i, d := range []string{"ann-2", "bob", "no\x1fbody\t&<>\u2029\"\\", "ann-1"} {
			env.AddRecording(t, pid, "s<"+d+">", d, base.Add(time.Duration(i)*time.Minute+time.Duration(i)*time.Millisecond), func(r *store.SessionRecording) {
				r.Duration, r.ActiveSeconds, r.ClickCount = 0.1*float64(i+1), 1.0/3, int64(i)*100000
				if i == 3 {
					r.Duration, r.InactiveSeconds = 1e21, 123456789.125
				}
				r.StartURL = "https://example.com/?q=<script>&x=\u2029"
			})
		}
		other := env.NewProject(t, "Other")
		env.AddRecording(t, other.ID, "o-1", "ann-1", base, nil)
		narrow := env.NewKey(t, []string{"person:read"}, []int64{pid})

		slow := httptest.NewServer(env.Svc.Auth.Middleware(graph.NewHandlerWith(
			graph.NewResolver(env.Svc, slog.New(slog.NewTextHandler(io.Discard, nil))), graph.HandlerOptions{})))
		t.Cleanup(slow.Close)

		opB := map[string]any{"query": `{ sessionRecordings(projectId: "` + jsonNum(pid) + `", limit: 2) { results { id distinctId startTime clickCount person { id uuid properties } } } }`}
		all := `id distinctId viewed recordingDuration activeSeconds inactiveSeconds startTime endTime clickCount
			keypressCount mouseActivityCount consoleLogCount consoleWarnCount consoleErrorCount startUrl storage
			snapshotSource ongoing activityScore person { id uuid name distinctIds properties createdAt __typename } __typename`
		requests := []struct {
			name, key string
			body      map[string]any
		}{
			{"every recording field", env.Key, map[string]any{"query": `query($p: ID!) { sessionRecordings(projectId: $p) { count next previous results { ` + all + ` } } }`,
				"variables": map[string]any{"p": pid}}},
			{"peer bench op b", env.Key, opB},
			// The same body again, remembered and prepared by the requests
			// above, with a key that may not read recordings.
			{"peer bench op b, key without the scope", narrow, opB},
			{"aliases and paging", env.Key, map[string]any{"query": `query Page($p: ID!, $l: Int, $o: Int) { __typename first: sessionRecordings(projectId: $p, limit: $l, offset: $o, order: CLICK_COUNT, orderDirection: ASC) { total: count n: next p: previous r: results { sid: id at: startTime who: person { pid: id } } } again: sessionRecordings(projectId: $p, limit: 1) { count } }`,
				"operationName": "Page", "variables": map[string]any{"p": jsonNum(pid), "l": 1, "o": 1}}},
			{"two pages with persons in one request", env.Key, map[string]any{"query": `query($p: ID!) { a: sessionRecordings(projectId: $p, order: CLICK_COUNT, orderDirection: ASC) { results { id clickCount person { id distinctIds properties } } } b: sessionRecordings(projectId: $p, limit: 3) { results { id startUrl person { uuid name } } } }`,
				"variables": map[string]any{"p": pid}}},
			{"default variable", env.Key, map[string]any{"query": `query($l: Int = 2) { sessionRecordings(projectId: "` + jsonNum(pid) + `", limit: $l) { count results { id } } }`}},
			{"filters", env.Key, map[string]any{"query": `query($p: ID!) { sessionRecordings(projectId: $p, dateFrom: "2026-03-01T12:01:00Z", distinctId: "bob") { count results { id } } }`,
				"variables": map[string]any{"p": pid}}},
			{"persons", env.Key, map[string]any{"query": `query($p: ID!) { persons(projectId: $p) { count next previous results { id uuid name distinctIds properties createdAt } } }`,
				"variables": map[string]any{"p": pid}}},
			{"persons search", env.Key, map[string]any{"query": `query($p: ID!) { persons(projectId: $p, search: "ann", limit: 1) { count next results { name } } }`,
				"variables": map[string]any{"p": pid}}},
			// Errors: the fast path hands these to gqlgen.
			{"other project's key", narrow, map[string]any{"query": `{ sessionRecordings(projectId: "` + jsonNum(other.ID) + `") { count } }`}},
			{"missing scope", narrow, map[string]any{"query": `query($p: ID!) { sessionRecordings(projectId: $p) { count } }`, "variables": map[string]any{"p": pid}}},
			{"no key", "", map[string]any{"query": `query($p: ID!) { sessionRecordings(projectId: $p) { count } }`, "variables": map[string]any{"p": pid}}},
			{"unknown project", env.Key, map[string]any{"query": `{ persons(projectId: "999999") { count } }`}},
			{"bad variable", env.Key, map[string]any{"query": `query($l: Int) { sessionRecordings(projectId: "1", limit: $l) { count } }`, "variables": map[string]any{"l": "many"}}},
			{"limit out of range", env.Key, map[string]any{"query": `query($p: ID!) { sessionRecordings(projectId: $p, limit: -1) { count } }`, "variables": map[string]any{"p": pid}}},
			{"too complex", env.Key, map[string]any{"query": `query($p: ID!) { a: sessionRecordings(projectId: $p, limit: 1000) { results { ` + all + ` } } b: sessionRecordings(projectId: $p, limit: 1000) { results { ` + all + ` } } }`, "variables": map[string]any{"p": pid}}},
			{"too complex without variables", env.Key, map[string]any{"query": `{ a: sessionRecordings(projectId: "` + jsonNum(pid) + `", limit: 1000) { results { ` + all + ` } } b: sessionRecordings(projectId: "` + jsonNum(pid) + `", limit: 1000) { results { ` + all + ` } } }`}},
			{"bad date", env.Key, map[string]any{"query": `query($p: ID!) { sessionRecordings(projectId: $p, dateFrom: "yesterday-ish") { count } }`, "variables": map[string]any{"p": pid}}},
			{"fragment", env.Key, map[string]any{"query": `query($p: ID!) { sessionRecordings(projectId: $p) { results { ...R } } } fragment R on SessionRecording { id person { id } }`, "variables": map[string]any{"p": pid}}},
			{"unknown field", env.Key, map[string]any{"query": `{ sessionRecordings(projectId: "1") { nope } }`}},
		}
		for _, r := range requests {
			// Twice: the second time a body without variables is one the
			// fast path remembers.
			fast, again, slowRes := post(t, env.URL, r.key, r.body), post(t, env.URL, r.key, r.body), post(t, slow.URL, r.key, r.body)
			for i, fast := range []answer{fast, again} {
				if fast.status != slowRes.status || fast.contentType != slowRes.contentType || !bytes.Equal(fast.body, slowRes.body) {
					t.Errorf("%s, request %d: fast path answered %d %s\n%s\ngqlgen answered %d %s\n%s", r.name, i+1,
						fast.status, fast.contentType, fast.body, slowRes.status, slowRes.contentType, slowRes.body)
				}
			}
			if strings.HasPrefix(r.name, "too complex") && !bytes.Contains(fast.body, []byte("COMPLEXITY_LIMIT_EXCEEDED")) {
				t.Errorf("%s: not refused: %s", r.name, fast.body)
			}
			if r.name == "every recording field" && !bytes.Contains(fast.body, []byte(`\u003cscript\u003e`)) {
				t.Errorf("%s: the data was not as planned: %s", r.name, fast.body)
			}
			if strings.HasSuffix(r.name, "without the scope") && fast.status == http.StatusOK && !bytes.Contains(fast.body, []byte(`"errors"`)) {
				t.Errorf("%s: answered: %s", r.name, fast.body)
			}
		}

		// Requests of one remembered body share its operation context and
		// arguments (fastPrepared): concurrent ones (under -race in CI)
		// must each get gqlgen's answer.
		want := post(t, slow.URL, env.Key, opB)
		var wg sync.WaitGroup
		for range 8 {
			wg.Go(func() {
				for range 10 {
					got, err := tryPost(env.URL, env.Key, opB)
					if err != nil || got.status != want.status || !bytes.Equal(got.body, want.body) {
						t.Errorf("concurrent op b: %v %d %s, want %d %s", err, got.status, got.body, want.status, want.body)
						return
					}
				}
			})
		}
		wg.Wait()
	})
}

type answer struct {
	status      int
	contentType string
	body        []byte
}

func post(t *testing.T, url, key string, body map[string]any) answer {
	t.Helper()
	a, err := tryPost(url, key, body)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// tryPost is post for goroutines other than the test's.
func tryPost(url, key string, body map[string]any) (answer, error) {
	buf, err := json.Marshal(body)
	if err != nil {
		return answer{}, err
	}
	req, err := http.NewRequest(http.MethodPost, url+"/graphql", bytes.NewReader(buf))
	if err != nil {
		return answer{}, err
	}
	req.Header.Set("Content-Type", "application/json")
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return answer{}, err
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	if err != nil {
		return answer{}, err
	}
	return answer{resp.StatusCode, resp.Header.Get("Content-Type"), out}, nil
}

func jsonNum(n int64) string {
	b, _ := json.Marshal(n)
	return string(b)
}
