// Command burrow-load measures Burrow's query endpoints on loopback: request
// rate and latency of POST query/ (cached or calculated), the same compiled
// statement run raw through database/sql (the floor), how long a status
// change takes to reach many GraphQL subscribers, and the list reads and
// status polling (lists). Every run is bounded by a
// request count; it refuses non-loopback targets.
//
//	burrow-load query       --url URL --key KEY --project ID --sql SQL [--refresh MODE] [--requests N] [--concurrency C]
//	burrow-load raw         --db DBURL --project ID --sql SQL [--requests N] [--concurrency C]
//	burrow-load subscribers --url URL --key KEY --project ID [--subscribers N] [--rounds R] [--sql SLOW_SQL]
//	burrow-load lists       --url URL --key KEY --project ID [--plugin-config ID] [--only NAMES] [--requests N] [--concurrency C]
//	burrow-load reads       --url URL --key KEY --project ID [--duration D] [--concurrency C]
//	burrow-load events      --n N > events.ndjson
//	burrow-load stmt        --db DBURL [--project ID] [--n N] FILE.sql...
//	burrow-load analytics   --targets NAME=URL,... --key KEY --now DATE [--clickhouse HTTPURL] [--rounds R] [--rss NAME=PID,...]
//
// reads cycles through the read endpoints (persons, recordings, plugin
// configs, a cached query) for a while and prints the latency percentiles:
// scripts/import-stall.sh runs it during a `burrow import` into the live
// SQLite file. events writes N importable events (NDJSON) to stdout. stmt
// measures the database's CPU time per execution of hand-written statements.
// analytics asks issue 26's analytics questions (SQL and insight kinds) of
// several servers, one per engine, round by round, plus the same questions
// written by hand in ClickHouse SQL, and prints the medians and ratios.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"

	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/engine"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "query":
		err = runQuery(ctx, os.Args[2:])
	case "raw":
		err = runRaw(ctx, os.Args[2:])
	case "subscribers":
		err = runSubscribers(ctx, os.Args[2:])
	case "lists":
		err = runLists(ctx, os.Args[2:])
	case "reads":
		err = runReads(ctx, os.Args[2:])
	case "events":
		err = runEvents(os.Args[2:])
	case "stmt":
		err = runStmt(ctx, os.Args[2:])
	case "analytics":
		err = runAnalytics(ctx, os.Args[2:])
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "burrow-load:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: burrow-load query|raw|subscribers|lists|reads|events|stmt|analytics [flags] (-h for the flags of each)")
	os.Exit(2)
}

// common are the flags shared by the modes.
type common struct {
	url, key, sql string
	project       int64
	requests      int
	concurrency   int
}

func (c *common) register(fs *flag.FlagSet, withServer bool) {
	if withServer {
		fs.StringVar(&c.url, "url", "http://127.0.0.1:8000", "Burrow base URL (loopback only)")
		fs.StringVar(&c.key, "key", os.Getenv("BURROW_KEY"), "personal API key (env BURROW_KEY)")
	}
	fs.Int64Var(&c.project, "project", 1, "project id")
	fs.StringVar(&c.sql, "sql", "SELECT event, count() FROM events GROUP BY event ORDER BY count() DESC", "statement")
	fs.IntVar(&c.requests, "requests", 200, "total requests (bounded run)")
	fs.IntVar(&c.concurrency, "concurrency", 4, "requests in flight")
}

func (c *common) check(withServer bool) error {
	if c.requests < 1 || c.requests > 1_000_000 || c.concurrency < 1 || c.concurrency > 1000 {
		return errors.New("--requests must be 1..1000000 and --concurrency 1..1000")
	}
	if withServer {
		return loopbackOnly(c.url)
	}
	return nil
}

// loopbackOnly refuses to load anything but this machine.
func loopbackOnly(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("--url: %w", err)
	}
	host := u.Hostname()
	if host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return fmt.Errorf("--url %s: only loopback targets are allowed", raw)
}

// runQuery posts the statement --requests times and reports rate and latency.
func runQuery(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("query", flag.ExitOnError)
	var c common
	c.register(fs, true)
	refresh := fs.String("refresh", "blocking", "refresh mode sent with every request (blocking: cached after the first; force_blocking: always calculated)")
	fs.Parse(args)
	if err := c.check(true); err != nil {
		return err
	}
	body, _ := json.Marshal(map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": c.sql}, "refresh": *refresh})
	endpoint := fmt.Sprintf("%s/api/environments/%d/query/", strings.TrimRight(c.url, "/"), c.project)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: c.concurrency}}
	var cached atomic.Int64
	stats := bounded(ctx, c.requests, c.concurrency, func() error {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+c.key)
		req.Header.Set("Content-Type", "application/json")
		resp, err := client.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		data, err := io.ReadAll(resp.Body)
		if err != nil {
			return err
		}
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("%d %s", resp.StatusCode, data)
		}
		if bytes.Contains(data, []byte(`"is_cached":true`)) {
			cached.Add(1)
		}
		return nil
	})
	stats.print(fmt.Sprintf("POST query/ refresh=%s (%d of %d answers cached)", *refresh, cached.Load(), stats.ok))
	return stats.err
}

// runRaw compiles the statement like the server does and runs the SQL
// through database/sql directly: what a request costs without HTTP, auth,
// cache and JSON.
func runRaw(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("raw", flag.ExitOnError)
	var c common
	c.register(fs, false)
	dbURL := fs.String("db", os.Getenv("BURROW_DATABASE_URL"), "database URL (env BURROW_DATABASE_URL)")
	fs.Parse(args)
	if err := c.check(false); err != nil {
		return err
	}
	db, err := store.Open(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	compiled, err := hogql.Compile(c.sql, hogql.Options{TeamID: c.project, Engine: engine.Of(db)})
	if err != nil {
		return err
	}
	stats := bounded(ctx, c.requests, c.concurrency, func() error {
		rows, err := db.ReadOnly.QueryContext(ctx, compiled.SQL, compiled.Args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		cols, _ := rows.Columns()
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		for rows.Next() {
			if err := rows.Scan(ptrs...); err != nil {
				return err
			}
		}
		return rows.Err()
	})
	stats.print("raw database/sql (" + string(db.Dialect) + ")")
	return stats.err
}

// result is the outcome of a bounded run.
type result struct {
	latencies []time.Duration
	elapsed   time.Duration
	ok, fail  int
	err       error
}

// bounded runs fn n times with c in flight.
func bounded(ctx context.Context, n, c int, fn func() error) result {
	var (
		mu   sync.Mutex
		res  result
		next atomic.Int64
		wg   sync.WaitGroup
	)
	start := time.Now()
	for range c {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for next.Add(1) <= int64(n) && ctx.Err() == nil {
				t0 := time.Now()
				err := fn()
				d := time.Since(t0)
				mu.Lock()
				if err != nil {
					res.fail++
					if res.err == nil {
						res.err = err
					}
				} else {
					res.ok++
					res.latencies = append(res.latencies, d)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	res.elapsed = time.Since(start)
	return res
}

func (r result) print(what string) {
	slices.Sort(r.latencies)
	fmt.Printf("%s\n  %d ok, %d failed in %s: %.1f req/s\n  latency p50 %s  p90 %s  p99 %s  max %s\n",
		what, r.ok, r.fail, r.elapsed.Round(time.Millisecond), float64(r.ok)/r.elapsed.Seconds(),
		pct(r.latencies, 50), pct(r.latencies, 90), pct(r.latencies, 99), pct(r.latencies, 100))
}

func pct(sorted []time.Duration, p int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := (len(sorted)*p + 99) / 100
	return sorted[min(max(i-1, 0), len(sorted)-1)].Round(10 * time.Microsecond)
}

// runSubscribers measures status delivery: it starts a long background
// query, opens N websocket subscriptions to its status, waits until each has
// its first status, cancels the query and times the arrival of the
// cancelled status at every subscriber.
func runSubscribers(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("subscribers", flag.ExitOnError)
	base := fs.String("url", "http://127.0.0.1:8000", "Burrow base URL (loopback only)")
	key := fs.String("key", os.Getenv("BURROW_KEY"), "personal API key (env BURROW_KEY)")
	project := fs.Int64("project", 1, "project id")
	n := fs.Int("subscribers", 1000, "concurrent subscribers, one websocket each")
	rounds := fs.Int("rounds", 3, "measurements")
	slow := fs.String("sql", "SELECT count() FROM events a JOIN events b ON a.event = b.event", "a statement that runs until cancelled")
	fs.Parse(args)
	if err := loopbackOnly(*base); err != nil {
		return err
	}
	if *n < 1 || *n > 10000 || *rounds < 1 || *rounds > 100 {
		return errors.New("--subscribers must be 1..10000 and --rounds 1..100")
	}
	api := fmt.Sprintf("%s/api/environments/%d/query/", strings.TrimRight(*base, "/"), *project)
	wsURL := "ws" + strings.TrimPrefix(strings.TrimRight(*base, "/"), "http") + "/graphql"
	var all []time.Duration
	for round := range *rounds {
		id := fmt.Sprintf("load-%d-%d", time.Now().UnixNano(), round)
		if err := call(ctx, http.MethodPost, api, *key, map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": *slow},
			"refresh": "force_async", "client_query_id": id}); err != nil {
			return err
		}
		lat, err := measureDelivery(ctx, wsURL, api, *key, *project, id, *n)
		if err != nil {
			return err
		}
		slices.Sort(lat)
		fmt.Printf("round %d: %d subscribers got the cancelled status: p50 %s  p99 %s  max %s\n",
			round+1, len(lat), pct(lat, 50), pct(lat, 99), pct(lat, 100))
		all = append(all, lat...)
	}
	slices.Sort(all)
	fmt.Printf("status delivery to %d subscribers x %d rounds: p50 %s  p90 %s  p99 %s  max %s\n",
		*n, *rounds, pct(all, 50), pct(all, 90), pct(all, 99), pct(all, 100))
	return nil
}

func measureDelivery(ctx context.Context, wsURL, api, key string, project int64, id string, n int) ([]time.Duration, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	var (
		ready   sync.WaitGroup
		done    sync.WaitGroup
		mu      sync.Mutex
		arrived []time.Time
		errs    []error
	)
	start := make(chan struct{})
	ready.Add(n)
	done.Add(n)
	for range n {
		go func() {
			defer done.Done()
			readyOnce := sync.OnceFunc(ready.Done)
			defer readyOnce()
			at, err := subscribeOnce(ctx, wsURL, key, project, id, readyOnce, start)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				errs = append(errs, err)
				return
			}
			arrived = append(arrived, at)
		}()
	}
	ready.Wait()
	if len(errs) > 0 {
		return nil, fmt.Errorf("%d subscribers failed, first: %w", len(errs), errs[0])
	}
	sent := time.Now()
	close(start)
	if err := call(ctx, http.MethodDelete, api+id+"/", key, nil); err != nil {
		return nil, err
	}
	done.Wait()
	if len(errs) > 0 {
		return nil, fmt.Errorf("%d subscribers failed, first: %w", len(errs), errs[0])
	}
	lat := make([]time.Duration, len(arrived))
	for i, at := range arrived {
		lat[i] = at.Sub(sent)
	}
	return lat, nil
}

// subscribeOnce subscribes over graphql-transport-ws, calls ready after the
// first (running) status and returns when the complete status arrived.
func subscribeOnce(ctx context.Context, wsURL, key string, project int64, id string, ready func(), start <-chan struct{}) (time.Time, error) {
	conn, _, err := websocket.Dial(ctx, wsURL, &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		return time.Time{}, err
	}
	defer conn.CloseNow()
	conn.SetReadLimit(1 << 20)
	if err := wsjson.Write(ctx, conn, map[string]any{"type": "connection_init", "payload": map[string]any{"Authorization": "Bearer " + key}}); err != nil {
		return time.Time{}, err
	}
	if err := wsjson.Write(ctx, conn, map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{
		"query":     `subscription($p: ID!, $id: ID!) { queryStatus(projectId: $p, id: $id) { complete errorMessage } }`,
		"variables": map[string]any{"p": project, "id": id}}}); err != nil {
		return time.Time{}, err
	}
	for {
		var msg struct {
			Type    string `json:"type"`
			Payload struct {
				Data struct {
					QueryStatus struct{ Complete bool } `json:"queryStatus"`
				} `json:"data"`
				Errors json.RawMessage `json:"errors"`
			} `json:"payload"`
		}
		if err := wsjson.Read(ctx, conn, &msg); err != nil {
			return time.Time{}, err
		}
		at := time.Now()
		switch msg.Type {
		case "ping":
			wsjson.Write(ctx, conn, map[string]any{"type": "pong"}) //nolint:errcheck
		case "next":
			if len(msg.Payload.Errors) > 0 {
				return time.Time{}, fmt.Errorf("subscription: %s", msg.Payload.Errors)
			}
			if !msg.Payload.Data.QueryStatus.Complete {
				ready()
				continue
			}
			select {
			case <-start:
				return at, nil
			default:
				return time.Time{}, errors.New("the query completed before it was cancelled: use a slower --sql")
			}
		case "error":
			return time.Time{}, fmt.Errorf("subscription error: %s", msg.Payload.Errors)
		}
	}
}

func call(ctx context.Context, method, endpoint, key string, body any) error {
	var rd io.Reader
	if body != nil {
		buf, _ := json.Marshal(body)
		rd = bytes.NewReader(buf)
	}
	req, err := http.NewRequestWithContext(ctx, method, endpoint, rd)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode >= 300 {
		return fmt.Errorf("%s %s: %d %s", method, endpoint, resp.StatusCode, data)
	}
	return nil
}

// runReads sends read requests for --duration and prints their latency.
func runReads(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("reads", flag.ExitOnError)
	var c common
	c.register(fs, true)
	duration := fs.Duration("duration", 30*time.Second, "how long to send requests (SIGINT ends the run sooner)")
	fs.Parse(args)
	c.requests = 1_000_000
	if err := c.check(true); err != nil {
		return err
	}
	base := fmt.Sprintf("%s/api/environments/%d/", strings.TrimRight(c.url, "/"), c.project)
	queryBody, _ := json.Marshal(map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": "SELECT count() FROM persons"}})
	type call struct {
		method, path string
		body         []byte
	}
	calls := []call{{"GET", "persons/?limit=20", nil}, {"GET", "session_recordings/?limit=20", nil},
		{"GET", "plugin_configs/", nil}, {"POST", "query/", queryBody}}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: c.concurrency}}
	runCtx, cancel := context.WithTimeout(ctx, *duration)
	defer cancel()
	var n atomic.Int64
	stats := bounded(runCtx, c.requests, c.concurrency, func() error {
		cl := calls[int(n.Add(1))%len(calls)]
		var body io.Reader
		if cl.body != nil {
			body = bytes.NewReader(cl.body)
		}
		// A request in flight when the run ends (--duration, or SIGINT)
		// finishes and counts: the run only stops starting new ones.
		req, _ := http.NewRequestWithContext(context.WithoutCancel(ctx), cl.method, base+cl.path, body)
		req.Header.Set("Authorization", "Bearer "+c.key)
		resp, err := client.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		data, err := io.ReadAll(resp.Body)
		if err != nil {
			return err
		}
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("%s %s: %d %s", cl.method, cl.path, resp.StatusCode, data)
		}
		return nil
	})
	stats.print("reads (persons, recordings, plugin configs, cached query)")
	return stats.err
}

// runEvents writes --n importable events to stdout.
func runEvents(args []string) error {
	fs := flag.NewFlagSet("events", flag.ExitOnError)
	n := fs.Int("n", 200_000, "number of events")
	fs.Parse(args)
	w := bufio.NewWriterSize(os.Stdout, 1<<20)
	base := time.Date(2025, 5, 1, 0, 0, 0, 0, time.UTC)
	for i := range *n {
		user := i % max(1, *n/50)
		ts := base.Add(time.Duration(i) * 2 * time.Second).Format(time.RFC3339Nano)
		fmt.Fprintf(w, `{"type":"event","event":"$pageview","distinct_id":"load-%d","timestamp":"%s","properties":{"$current_url":"https://app.acme.example/dashboard?tab=%d","$browser":"Chrome","$session_id":"s-%d-%d"}}`+"\n",
			user, ts, i%7, user, i/200)
	}
	return w.Flush()
}
