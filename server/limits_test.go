package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"

	"github.com/burrow-analytics/burrow/graph"
	"github.com/burrow-analytics/burrow/server"
	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/service"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
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
	t.Parallel()
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
	skipUnderRace(t)
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

// fragmentBomb is the document: each fragment spreads the previous
// one twice, so levels fragments select 2^levels fields.
func fragmentBomb(levels int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "query { projects { results { ...F%d } } }\nfragment F0 on Project { id name }\n", levels)
	for i := 1; i <= levels; i++ {
		fmt.Fprintf(&b, "fragment F%d on Project { ...F%d ...F%d }\n", i, i-1, i-1)
	}
	return b.String()
}

// TestGraphQLDocumentLimits sends the GraphQL bombs over POST, GET
// and a websocket: each is refused before validation with the code
// document_too_large (a protocol error: 422, or 400 for a client asking for
// application/graphql-response+json), and the server answers on.
func TestGraphQLDocumentLimits(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		bombs := map[string]string{
			"fragments doubling 24 levels": fragmentBomb(24),
			"30,000 repeated fields":       "{ projects { " + strings.Repeat("count ", 30000) + "} }",
			"depth 40":                     "{ projects { results { " + strings.Repeat("a { ", 40) + strings.Repeat("} ", 40) + "} } }",
			"500 aliases":                  "{ " + strings.Repeat("x: projects { count } ", 500) + "}",
			"200 KiB":                      "{ projects { count } } # " + strings.Repeat("x", 200<<10),
		}
		for name, doc := range bombs {
			start := time.Now()
			r := env.Do(t, http.MethodPost, "/graphql", env.Key, map[string]any{"query": doc})
			t.Logf("%s: %d in %s", name, r.Status, time.Since(start))
			var res servertest.GQLResult
			r.JSON(t, &res)
			if r.Status != http.StatusUnprocessableEntity {
				t.Errorf("%s: status %d, want 422: %.300s", name, r.Status, r.Body)
			}
			res.ExpectError(t, "document_too_large", "", "")
		}
		// GET, asking for the GraphQL-over-HTTP media type: 400.
		req, _ := http.NewRequest(http.MethodGet, env.URL+"/graphql?query="+url.QueryEscape(fragmentBomb(24)), nil)
		req.Header.Set("Authorization", "Bearer "+env.Key)
		req.Header.Set("Accept", "application/graphql-response+json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(body), "document_too_large") {
			t.Errorf("GET fragment bomb: %d %s", resp.StatusCode, body)
		}

		// A websocket subscribe payload is measured the same way.
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(env.URL, "http")+"/graphql", &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
		if err != nil {
			t.Fatal(err)
		}
		defer c.CloseNow()
		wsjson.Write(ctx, c, map[string]any{"type": "connection_init", "payload": map[string]any{"Authorization": "Bearer " + env.Key}})
		wsjson.Write(ctx, c, map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{"query": fragmentBomb(24)}})
		for {
			var msg struct {
				Type    string                `json:"type"`
				Payload []servertest.GQLError `json:"payload"`
			}
			if err := wsjson.Read(ctx, c, &msg); err != nil {
				t.Fatalf("websocket: %v", err)
			}
			if msg.Type == "connection_ack" || msg.Type == "ping" || msg.Type == "pong" {
				continue
			}
			if msg.Type != "error" || len(msg.Payload) == 0 || msg.Payload[0].Code() != "document_too_large" {
				t.Fatalf("websocket fragment bomb: %+v", msg)
			}
			break
		}

		// The playground's own documents pass, and the server still answers.
		var out struct{ Projects struct{ Count int } }
		env.GraphQL(t, env.Key, fragmentBomb(6), nil)
		env.GraphQL(t, env.Key, `{ projects { count } }`, nil).Decode(t, &out)
		if out.Projects.Count != 1 {
			t.Errorf("projects after the bombs: %+v", out)
		}
	})
}

// TestGraphQLOneRunQuery: four aliased runQuery in one request are refused
// before any runs (each could take the statement timeout); one is served.
func TestGraphQLOneRunQuery(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		field := `runQuery(projectId: $p, input: {query: {kind: "SqlQuery", query: "SELECT 1"}}) { result { results } }`
		doc := "mutation($p: ID!) { a: " + field + " b: " + field + " c: " + field + " d: " + field + " }"
		r := env.Do(t, http.MethodPost, "/graphql", env.Key, map[string]any{"query": doc, "variables": map[string]any{"p": env.Project.ID}})
		var res servertest.GQLResult
		r.JSON(t, &res)
		res.ExpectError(t, "too_many_run_queries", "", "")
		if string(res.Data) != "" && string(res.Data) != "null" {
			t.Errorf("refused request ran something: %s", res.Data)
		}
		// Through a fragment too.
		doc = "mutation($p: ID!) { ...R a: " + field + " } fragment R on Mutation { " + field + " }"
		env.GraphQL(t, env.Key, doc, map[string]any{"p": env.Project.ID}).ExpectError(t, "too_many_run_queries", "", "")

		var one struct {
			RunQuery struct{ Result struct{ Results [][]any } }
		}
		env.GraphQL(t, env.Key, "mutation($p: ID!) { "+field+" }", map[string]any{"p": env.Project.ID}).Decode(t, &one)
		if len(one.RunQuery.Result.Results) != 1 {
			t.Errorf("one runQuery: %+v", one)
		}
	})
}

// TestBuiltValueCaps sends the LIKE attack and its neighbours: a
// 10,000-character pattern against a 1,000,000-character string built with
// nested replaceAll, values grown past 1 MiB by replaceAll, concat and
// regular expressions. Each answers a 4xx (or its result) instead of running
// on uninterruptibly, while another project's queries keep being answered.
func TestBuiltValueCaps(t *testing.T) {
	cfg := servertest.QueryConfig()
	cfg.StatementTimeout = 5 * time.Second
	servertest.EachQuery(t, cfg, func(t *testing.T, env *servertest.Env) {
		million := "replaceAll(replaceAll(replaceAll(repeat('a', 1000), 'a', 'aaaaaaaaaa'), 'a', 'aaaaaaaaaa'), 'a', 'aaaaaaaaaa')"
		long := "%" + strings.Repeat("a", 9998) + "b"
		like999 := "%" + strings.Repeat("a", 997) + "b"
		refused := map[string]string{
			"LIKE, 10,000-character pattern":   "SELECT " + million + " LIKE '" + long + "'",
			"ILIKE, 10,000-character pattern":  "SELECT " + million + " ILIKE '" + long + "'",
			"like(), 10,000-character pattern": "SELECT like(" + million + ", '" + long + "')",
			"replaceAll past 1 MiB":            "SELECT length(replaceAll(" + million + ", 'a', 'aa'))",
			"concat doubling":                  "SELECT length(concat(" + million + ", " + million + "))",
			"replaceRegexpAll past 1 MiB":      "SELECT length(replaceRegexpAll(" + million + ", 'a', 'aa'))",
			"match, runtime pattern too long":  "SELECT match('a', repeat('a', 5000))",
			"LIKEs chained on one value":       "SELECT s LIKE '" + like999 + "' OR s LIKE '" + like999 + "c' FROM (SELECT " + million + " AS s)",
			"regex of 1000 steps":              "SELECT match(" + million + ", 'a{1,1000}b')",
			"match on a value over 1 MiB":      "SELECT match(concat(" + million + ", " + million + "), 'b')",
		}
		other := env.NewProject(t, "other")
		done := make(chan struct{})
		var wg sync.WaitGroup
		wg.Add(1)
		go func() { // the other project is answered throughout
			defer wg.Done()
			path := fmt.Sprintf("/api/environments/%d/query/", other.ID)
			for {
				select {
				case <-done:
					return
				default:
				}
				r := env.Do(t, http.MethodPost, path, env.Key, sqlBody("SELECT count() FROM events", map[string]any{"refresh": "force_blocking"}))
				if r.Status != http.StatusOK {
					t.Errorf("other project during the attack: %d %s", r.Status, r.Body)
					return
				}
				time.Sleep(50 * time.Millisecond)
			}
		}()
		defer func() { close(done); wg.Wait() }()
		for name, statement := range refused {
			start := time.Now()
			r := env.Do(t, http.MethodPost, queryPath(env), env.Key, sqlBody(statement, nil))
			t.Logf("%s: %d in %s", name, r.Status, time.Since(start))
			body := r.ExpectError(t, http.StatusBadRequest, "sql_query_error", "query")
			if d := body["detail"].(string); !strings.Contains(d, "1 MiB") && !strings.Contains(d, "longer than 1000 bytes") && !strings.Contains(d, "too costly") {
				t.Errorf("%s: detail %q names no bound", name, d)
			}
		}
		// Within the bounds, the worst match (1 MiB against a 999-byte
		// pattern) answers: its result, or the statement timeout.
		start := time.Now()
		r := env.Do(t, http.MethodPost, queryPath(env), env.Key, sqlBody("SELECT "+million+" ILIKE '"+like999+"'", nil))
		t.Logf("999-byte pattern: %d in %s", r.Status, time.Since(start))
		if r.Status != http.StatusOK {
			r.ExpectError(t, http.StatusBadRequest, "query_timeout", "")
		}
	})
}

// TestSlowBodyDropped: a client sending its body one byte at a time, with
// no key, is cut once the read timeout passes, long before its body would
// be complete, and gets no 5xx.
func TestSlowBodyDropped(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		logger := slog.New(slog.NewTextHandler(io.Discard, nil))
		svc := service.New(db, logger, service.Config{})
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		ctx, stop := context.WithCancel(context.Background())
		served := make(chan error, 1)
		go func() {
			served <- server.Serve(ctx, ln, svc, logger, server.Options{ReadTimeout: 500 * time.Millisecond, ShutdownGrace: time.Second})
		}()
		defer func() { stop(); <-served }()

		conn, err := net.Dial("tcp", ln.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		const bodyBytes = 100 // at 50 ms a byte: 5 s, ten read timeouts
		fmt.Fprintf(conn, "POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", bodyBytes)
		sent := 0
		var first []byte // a byte of the answer read while sending
		for ; sent < bodyBytes; sent++ {
			if _, err := conn.Write([]byte(" ")); err != nil {
				break // the server closed the connection
			}
			time.Sleep(50 * time.Millisecond)
			conn.SetReadDeadline(time.Now().Add(time.Millisecond))
			var b [1]byte
			if n, err := conn.Read(b[:]); n > 0 || (err != nil && !errors.Is(err, os.ErrDeadlineExceeded)) {
				first = b[:n]
				break // an answer, or the close
			}
		}
		if sent == bodyBytes {
			t.Fatalf("the server read a %d-byte body sent over %s with a read timeout of 500ms", bodyBytes, bodyBytes*50*time.Millisecond)
		}
		conn.SetReadDeadline(time.Now().Add(5 * time.Second))
		rest, _ := io.ReadAll(conn)
		rest = append(first, rest...)
		t.Logf("cut after %d bytes; answer %q", sent, rest)
		if bytes.HasPrefix(rest, []byte("HTTP/1.1 5")) {
			t.Errorf("slow body answered a 5xx: %q", rest)
		}
	})
}

// TestBlockingRunsPerProject is the starvation: eight slow blocking
// statements of one project, more than SQLite's read connections allow for
// two projects; another project's query is still answered, and the slow ones
// end with a 4xx (query_timeout).
func TestBlockingRunsPerProject(t *testing.T) {
	cfg := servertest.QueryConfig()
	cfg.StatementTimeout = 3 * time.Second
	servertest.EachQuery(t, cfg, func(t *testing.T, env *servertest.Env) {
		env.AddEvents(t, env.Project.ID, servertest.SlowQueryRows)
		other := env.NewProject(t, "other")
		env.AddEvents(t, other.ID, 3)
		var wg sync.WaitGroup
		statuses := make(chan int, 8)
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := env.Do(t, http.MethodPost, queryPath(env), env.Key, sqlBody(servertest.SlowQuerySQL, map[string]any{"refresh": "force_blocking"}))
				statuses <- r.Status
				if r.Status != http.StatusBadRequest {
					t.Errorf("slow statement: %d %s", r.Status, r.Body)
				}
			}()
		}
		time.Sleep(300 * time.Millisecond) // let the slow ones take their slots
		r := env.Do(t, http.MethodPost, fmt.Sprintf("/api/environments/%d/query/", other.ID), env.Key,
			sqlBody("SELECT count() FROM events", map[string]any{"refresh": "force_blocking"}))
		var got struct{ Results [][]any }
		r.JSON(t, &got)
		if r.Status != http.StatusOK || len(got.Results) != 1 || got.Results[0][0] != float64(3) {
			t.Errorf("other project while one project's slow statements run: %d %s", r.Status, r.Body)
		}
		wg.Wait()
	})
}

// TestNoServerErrorFromClientInput sends the statements the issue saw answer
// 500 over REST and GraphQL: each answers a result or a 4xx.
func TestNoServerErrorFromClientInput(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		env.AddEvents(t, env.Project.ID, 3)
		for _, statement := range []string{
			"SELECT toDateTime(-62167219201)",
			"SELECT today() - 800000",
			"SELECT timestamp - interval 2030 year FROM events",
			"SELECT dateAdd('second', -100000000000, now())",
			"SELECT toDate(concat('2024-01-01', ' -infinity'))",
			"SELECT toDateTime(concat('2024-01-01', ' infinity'))",
			"SELECT count(DISTINCT event) OVER () FROM events",
			"SELECT uniq(event) OVER () FROM events",
			"SELECT count() OVER (ORDER BY timestamp RANGE BETWEEN 5 PRECEDING AND CURRENT ROW) FROM events",
		} {
			r := env.Do(t, http.MethodPost, queryPath(env), env.Key, sqlBody(statement, map[string]any{"refresh": "force_blocking"}))
			if r.Status >= 500 {
				t.Errorf("REST %s: %d %s", statement, r.Status, r.Body)
			} else if r.Status != http.StatusOK {
				r.ExpectError(t, r.Status, r.Map(t)["code"].(string), "query")
			}
			res := env.GraphQL(t, env.Key, `mutation($p: ID!, $q: String!) { runQuery(projectId: $p, input: {query: {kind: "SqlQuery", query: $q}, refresh: "force_blocking"}) { result { results } } }`,
				map[string]any{"p": env.Project.ID, "q": statement})
			for _, e := range res.Errors {
				if e.Code() == "server_error" || e.Code() == "" {
					t.Errorf("GraphQL %s: %+v", statement, e)
				}
			}
		}
	})
}

// TestGraphQLLimitSettings: the limits are settings; raised, the same
// requests pass.
func TestGraphQLLimitSettings(t *testing.T) {
	t.Parallel()
	opts := servertest.Options{GraphQL: graph.Limits{MaxRunQueries: 2, MaxAliases: 600}}
	servertest.EachWith(t, opts, func(t *testing.T, env *servertest.Env) {
		field := `runQuery(projectId: $p, input: {query: {kind: "SqlQuery", query: "SELECT 1"}}) { cacheKey }`
		var two map[string]any
		env.GraphQL(t, env.Key, "mutation($p: ID!) { a: "+field+" b: "+field+" }", map[string]any{"p": env.Project.ID}).Decode(t, &two)
		if len(two) != 2 {
			t.Errorf("two runQuery with a limit of 2: %v", two)
		}
		env.GraphQL(t, env.Key, "mutation($p: ID!) { a: "+field+" b: "+field+" c: "+field+" }", map[string]any{"p": env.Project.ID}).
			ExpectError(t, "too_many_run_queries", "", "")
		var many map[string]any
		env.GraphQL(t, env.Key, "{ "+strings.Repeat("x: projects { count } ", 500)+"}", nil).Decode(t, &many)
	})
}
