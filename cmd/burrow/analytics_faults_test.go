package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// cutProxy forwards TCP connections on its own port to target. cut closes
// the port and every connection through it, which is what Burrow sees of a
// ClickHouse server killed (connections reset, then refused); restore
// listens on the same port again (the server back).
type cutProxy struct {
	t      *testing.T
	addr   string
	target func() string
	mu     sync.Mutex
	ln     net.Listener
	conns  map[net.Conn]bool
}

func newCutProxy(t *testing.T, target func() string) *cutProxy {
	p := &cutProxy{t: t, target: target, conns: map[net.Conn]bool{}}
	p.listen("127.0.0.1:0")
	p.addr = p.ln.Addr().String()
	t.Cleanup(p.cut)
	return p
}

func (p *cutProxy) listen(addr string) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		p.t.Fatalf("proxy: %v", err)
	}
	p.mu.Lock()
	p.ln = ln
	p.mu.Unlock()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go p.forward(c)
		}
	}()
}

func (p *cutProxy) forward(c net.Conn) {
	up, err := net.Dial("tcp", p.target())
	if err != nil {
		c.Close()
		return
	}
	p.mu.Lock()
	if p.ln == nil { // cut meanwhile
		p.mu.Unlock()
		c.Close()
		up.Close()
		return
	}
	p.conns[c], p.conns[up] = true, true
	p.mu.Unlock()
	go func() { io.Copy(up, c); up.Close() }() //nolint:errcheck // ends when either side closes
	io.Copy(c, up)                             //nolint:errcheck // ends when either side closes
	c.Close()
}

func (p *cutProxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln != nil {
		p.ln.Close()
		p.ln = nil
	}
	for c := range p.conns {
		c.Close()
	}
	clear(p.conns)
}

func (p *cutProxy) restore() { p.listen(p.addr) }

// answer is one HTTP answer.
type answer struct {
	status     int
	retryAfter string
	body       string
	elapsed    time.Duration
}

func call(t *testing.T, method, url, key string, body any) answer {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, url, rd)
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	req.Header.Set("Content-Type", "application/json")
	start := time.Now()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return answer{resp.StatusCode, resp.Header.Get("Retry-After"), string(data), time.Since(start)}
}

// TestServeAnalyticsOutage: `serve` starts while ClickHouse is
// unreachable; SQL and insight requests answer 503 with Retry-After at
// once while REST lists answer from the store and /readyz names the
// engine unreachable; a background run waits. The engine comes back: its
// schema is applied, requests answer, the run completes. The engine dies
// under load: requests in flight and after answer 200 or 503, never 500,
// and again 200 once it is back.
func TestServeAnalyticsOutage(t *testing.T) {
	srv := chdbtest.Server(t)
	proxy := newCutProxy(t, srv.Addr) // the server's address now (it moves if it restarts)
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			db, _ := chdbtest.Database(t, "burrow_faults") // each store's projects in a database of their own
			url := target.URL(t)
			pid := createProjectCLI(t, url)
			out, err := runCLI(t, "apikey", "create", "--scopes", "*", "--db", url)
			if err != nil {
				t.Fatal(err)
			}
			key := strings.TrimSpace(out)
			proxy.cut()
			engineURL := "clickhouse://default@" + proxy.addr + "/" + db + "?dial_timeout=2s"
			base := startServe(t, "--db", url, "--analytics", engineURL)
			api := base + "/api/environments/" + pid
			sql := map[string]any{"query": map[string]any{"kind": "HogQLQuery", "query": "SELECT count() FROM events"}, "refresh": "force_blocking"}
			trends := map[string]any{"query": map[string]any{"kind": "TrendsQuery", "series": []any{map[string]any{"kind": "EventsNode", "event": "$pageview"}},
				"dateRange": map[string]any{"date_from": "2025-01-01", "date_to": "2025-01-03"}}, "refresh": "force_blocking"}

			// Unreachable from the start.
			var slowest503 time.Duration
			var slowestMu sync.Mutex
			defer func() { t.Logf("slowest 503 while the engine was down: %s", slowest503) }()
			unavailable := func(what string, a answer) {
				t.Helper()
				slowestMu.Lock()
				slowest503 = max(slowest503, a.elapsed)
				slowestMu.Unlock()
				if a.status != http.StatusServiceUnavailable || a.retryAfter == "" || !strings.Contains(a.body, `"code":"server_error"`) ||
					!strings.Contains(a.body, "analytics engine is unreachable") {
					t.Errorf("%s with the engine down: %d Retry-After %q %s", what, a.status, a.retryAfter, a.body)
				}
				if a.elapsed > 2*time.Second+3*time.Second { // the dial timeout, and slack for a loaded machine
					t.Errorf("%s with the engine down took %s", what, a.elapsed)
				}
			}
			unavailable("SQL", call(t, "POST", api+"/query/", key, sql))
			unavailable("trends", call(t, "POST", api+"/query/", key, trends))
			if a := call(t, "GET", api+"/persons/", key, nil); a.status != http.StatusOK {
				t.Errorf("persons list with the engine down: %d %s", a.status, a.body)
			}
			if a := call(t, "GET", base+"/readyz", "", nil); a.status != http.StatusOK ||
				!strings.Contains(a.body, `"status":"ok"`) || !strings.Contains(a.body, `"analytics":"unreachable"`) {
				t.Errorf("readyz with the engine down: %d %s", a.status, a.body)
			}
			runID := fmt.Sprintf("outage-%d", time.Now().UnixNano())
			async := map[string]any{"query": sql["query"], "refresh": "force_async", "client_query_id": runID}
			if a := call(t, "POST", api+"/query/", key, async); a.status != http.StatusOK {
				t.Fatalf("async run with the engine down: %d %s", a.status, a.body)
			}
			time.Sleep(1500 * time.Millisecond) // the run is tried and put back, not failed
			if a := call(t, "GET", api+"/query/"+runID+"/", key, nil); strings.Contains(a.body, `"error_message":"`) {
				t.Errorf("background run failed with the engine down: %s", a.body)
			}

			// Back: the schema is applied at first use, requests answer, the
			// background run completes.
			proxy.restore()
			if a := untilOK(t, "SQL with the engine back", api+"/query/", key, sql); !strings.Contains(a.body, `"results":[[0]]`) {
				t.Fatalf("SQL with the engine back: %d %s", a.status, a.body)
			}
			if a := call(t, "GET", base+"/readyz", "", nil); !strings.Contains(a.body, `"analytics":"clickhouse"`) {
				t.Errorf("readyz with the engine back: %s", a.body)
			}
			if got := asyncResults(t, api, key, runID); got != "[[0]]" {
				t.Errorf("background run after the outage: %s", got)
			}

			// Killed under load.
			var wg sync.WaitGroup
			stop := make(chan struct{})
			var mu sync.Mutex
			statuses := map[int]int{}
			for range 4 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for {
						select {
						case <-stop:
							return
						default:
						}
						a := call(t, "POST", api+"/query/", key, sql)
						mu.Lock()
						statuses[a.status]++
						mu.Unlock()
						if a.status != http.StatusOK {
							unavailable("SQL under load", a)
						}
					}
				}()
			}
			time.Sleep(300 * time.Millisecond)
			proxy.cut()
			time.Sleep(500 * time.Millisecond)
			if a := call(t, "GET", api+"/persons/", key, nil); a.status != http.StatusOK {
				t.Errorf("persons list after the kill: %d %s", a.status, a.body)
			}
			close(stop)
			wg.Wait()
			if statuses[http.StatusOK] == 0 || statuses[http.StatusServiceUnavailable] == 0 || len(statuses) != 2 {
				t.Errorf("answers under load: %v, want 200s then 503s only", statuses)
			}
			// A seed during the outage completes: its events wait in the
			// store's queue and its persons in the outbox, and serve's drain
			// loop sends them once the engine is back.
			_, stderr, err := runCapture("seed", "--project", pid, "--persons", "20", "--events", "700",
				"--seed", "4", "--now", "2025-01-02", "--db", url)
			if err != nil || !strings.Contains(stderr, "0 events sent to the analytics engine, 700 queued in the store") {
				t.Fatalf("seed during the outage: %v\n%s", err, stderr)
			}
			proxy.restore()
			untilOK(t, "SQL after the restart", api+"/query/", key, sql)
			counts := map[string]any{"query": map[string]any{"kind": "HogQLQuery",
				"query": "SELECT (SELECT count() FROM events), (SELECT count() FROM persons)"}, "refresh": "force_blocking"}
			for deadline := time.Now().Add(time.Minute); ; time.Sleep(100 * time.Millisecond) {
				a := untilOK(t, "counts after the restart", api+"/query/", key, counts)
				if strings.Contains(a.body, `"results":[[700,20]]`) {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("the seed of the outage did not reach the engine: %s", a.body)
				}
			}
		})
	}
}

// untilOK posts body to url until it answers 200, as a client honouring
// Retry-After would (a request racing the engine's return may still get a
// 503); anything but 200 or 503 fails the test.
func untilOK(t *testing.T, what, url, key string, body any) answer {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		a := call(t, "POST", url, key, body)
		switch a.status {
		case http.StatusOK:
			return a
		case http.StatusServiceUnavailable:
		default:
			t.Fatalf("%s: %d %s", what, a.status, a.body)
		}
	}
	t.Fatalf("%s: still unavailable after 30s", what)
	return answer{}
}

// asyncResults waits for the background run id to finish and returns its
// results.
func asyncResults(t *testing.T, api, key, id string) string {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		a := call(t, "GET", api+"/query/"+id+"/", key, nil)
		var st struct {
			QueryStatus struct {
				Complete     bool    `json:"complete"`
				ErrorMessage *string `json:"error_message"`
				Results      struct {
					Results json.RawMessage `json:"results"`
				} `json:"results"`
			} `json:"query_status"`
		}
		if a.status != http.StatusOK || json.Unmarshal([]byte(a.body), &st) != nil {
			t.Fatalf("GET query/%s/: %d %s", id, a.status, a.body)
		}
		if st.QueryStatus.Complete {
			if st.QueryStatus.ErrorMessage != nil {
				t.Fatalf("run %s failed: %s", id, *st.QueryStatus.ErrorMessage)
			}
			return string(st.QueryStatus.Results.Results)
		}
	}
	t.Fatalf("run %s did not complete", id)
	return ""
}
