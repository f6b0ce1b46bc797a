package server_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
)

// queryPath is the REST query endpoint of env's project.
func queryPath(env *servertest.Env) string {
	return fmt.Sprintf("/api/environments/%d/query/", env.Project.ID)
}

// sqlBody is a REST query request for statement.
func sqlBody(statement string, extra map[string]any) map[string]any {
	body := map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": statement}}
	for k, v := range extra {
		body[k] = v
	}
	return body
}

// TestResultByteCap: a result larger than the setting is refused with a
// query error on REST, GraphQL runQuery and background runs, while one just
// under it is served; an export streams past it.
func TestResultByteCap(t *testing.T) {
	cfg := servertest.QueryConfig()
	cfg.MaxResultBytes = 1 << 20
	servertest.EachQuery(t, cfg, func(t *testing.T, env *servertest.Env) {
		// 20 rows of 100,000 characters: about 2 MB.
		big := "SELECT number, repeat('x', 100000) AS s FROM numbers(20)"
		small := "SELECT number, repeat('x', 100000) AS s FROM numbers(9)"

		r := env.Do(t, http.MethodPost, queryPath(env), env.Key, sqlBody(big, nil))
		body := r.ExpectError(t, http.StatusBadRequest, "sql_query_error", "query")
		if detail := body["detail"].(string); !strings.Contains(detail, "larger than 1 MiB") || !strings.Contains(detail, "LIMIT") {
			t.Errorf("detail %q does not say the bound and how to narrow the result", detail)
		}
		r = env.Do(t, http.MethodPost, queryPath(env), env.Key, sqlBody(small, nil))
		if r.Status != http.StatusOK {
			t.Fatalf("result under the cap: %d %s", r.Status, r.Body)
		}

		gql := env.GraphQL(t, env.Key, `mutation($p: ID!, $q: String!) { runQuery(projectId: $p, input: {query: {kind: "SqlQuery", query: $q}}) { result { results } } }`,
			map[string]any{"p": env.Project.ID, "q": big})
		gql.ExpectError(t, "sql_query_error", "query", "")

		r = env.Do(t, http.MethodPost, queryPath(env), env.Key, sqlBody(big, map[string]any{"refresh": "force_async"}))
		if r.Status != http.StatusOK {
			t.Fatalf("async run: %d %s", r.Status, r.Body)
		}
		id := r.Map(t)["query_status"].(map[string]any)["id"].(string)
		st := waitDone(t, env, id)
		if st["error"] != true || !strings.Contains(fmt.Sprint(st["error_message"]), "larger than 1 MiB") {
			t.Errorf("background run over the cap: %v", st)
		}

		// Exports stream: no result cap, constant memory.
		resp, err := postJSON(env, queryPath(env)+"export/", sqlBody(big, map[string]any{"format": "csv"}))
		if err != nil {
			t.Fatal(err)
		}
		n, _ := io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || n < 2_000_000 {
			t.Errorf("export past the cap: status %d, %d bytes", resp.StatusCode, n)
		}
	})
}

// TestResultByteCapMemory is the case with the default 64 MiB cap:
// rows of 1 MiB values until the result is refused. The server's heap must
// grow by well under 512 MiB while it answers.
func TestResultByteCapMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("reads about 64 MiB per database")
	}
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		for _, c := range []struct {
			rows   int
			status int
		}{{300, http.StatusBadRequest}, {60, http.StatusOK}} {
			statement := fmt.Sprintf("SELECT number, repeat('x', 1048576) AS s FROM numbers(%d) LIMIT 1000", c.rows)
			growth := peakHeapGrowth(func() {
				resp, err := postJSON(env, queryPath(env), sqlBody(statement, nil))
				if err != nil {
					t.Fatal(err)
				}
				defer resp.Body.Close()
				n, _ := io.Copy(io.Discard, resp.Body)
				if resp.StatusCode != c.status {
					t.Errorf("%d rows of 1 MiB: status %d (%d bytes), want %d", c.rows, resp.StatusCode, n, c.status)
				}
			})
			t.Logf("%d rows of 1 MiB: peak heap growth %d MiB", c.rows, growth>>20)
			if growth > 512<<20 {
				t.Errorf("%d rows of 1 MiB: heap grew by %d MiB, want < 512", c.rows, growth>>20)
			}
		}
	})
}

// peakHeapGrowth runs f and returns how far the heap in use rose above its
// level before f, sampled every few milliseconds.
func peakHeapGrowth(f func()) uint64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	base := ms.HeapInuse
	var peak uint64
	var mu sync.Mutex
	done := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		var s runtime.MemStats
		for {
			runtime.ReadMemStats(&s)
			mu.Lock()
			peak = max(peak, s.HeapInuse)
			mu.Unlock()
			select {
			case <-done:
				return
			case <-time.After(5 * time.Millisecond):
			}
		}
	}()
	f()
	close(done)
	<-sampled
	if peak < base {
		return 0
	}
	return peak - base
}

// postJSON posts body as JSON with env's key and leaves the response open.
func postJSON(env *servertest.Env, path string, body any) (*http.Response, error) {
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequest(http.MethodPost, env.URL+path, strings.NewReader(string(buf)))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+env.Key)
	return http.DefaultClient.Do(req)
}

// waitDone polls a query status until it is complete (30 s at most).
func waitDone(t *testing.T, env *servertest.Env, id string) map[string]any {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		r := env.Get(t, queryPath(env)+id+"/", env.Key)
		if r.Status != http.StatusOK {
			t.Fatalf("GET query/%s/: %d %s", id, r.Status, r.Body)
		}
		st := r.Map(t)["query_status"].(map[string]any)
		if st["complete"] == true {
			return st
		}
		if time.Now().After(deadline) {
			t.Fatalf("query %s never completed: %v", id, st)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
