package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// replicaSlowSQL runs for minutes over replicaSlowRows events.
const (
	replicaSlowSQL  = "SELECT count() FROM events a JOIN events b ON a.event = b.event JOIN events c ON b.event = c.event"
	replicaSlowRows = 1000
)

// TestQueryReplicas runs two `burrow serve` processes on one PostgreSQL
// database: a query submitted on A and run by A is watched and cancelled
// through B (the statement stops in the database); a query submitted on B
// is watched on A; when A dies mid-run, B takes the run over once A's lease
// passes.
func TestQueryReplicas(t *testing.T) {
	t.Parallel()
	pgURL := postgresURL(t)
	db := storetest.Open(t, pgURL)
	ctx := context.Background()
	project, err := store.CreateProject(ctx, db.Bun, "Replicated")
	if err != nil {
		t.Fatal(err)
	}
	key, _, err := auth.IssueKey(ctx, db.Bun, auth.NewKeyRequest{Email: "r@example.com", Scopes: []string{"*"}})
	if err != nil {
		t.Fatal(err)
	}
	insertReplicaEvents(t, db, project.ID, replicaSlowRows)

	bin := buildBurrow(t)
	a := startReplica(t, bin, pgURL, "replica-a")
	c := &replicaClient{t: t, key: key, project: project.ID}

	// Submitted on A while B is down: A claims it.
	c.post(a, replicaSlowSQL, "rep-1")
	c.waitStatus(a, "rep-1", func(st map[string]any) bool { return st["pickup_time"] != nil })
	b := startReplica(t, bin, pgURL, "replica-b")
	if job, _ := store.GetQueryJob(ctx, db.Bun, project.ID, "rep-1"); job == nil || *job.Owner != "replica-a" {
		t.Fatalf("rep-1 owner: %+v", job)
	}
	waitActive(t, db, project.ID, "rep-1", true)

	// Watched on B, cancelled through B: B's subscriber sees it end, A
	// stops the statement, A's poll agrees.
	sub := subscribe(t, b, key, project.ID, "rep-1")
	if st := sub.next(); st["complete"] != false || st["pickupTime"] == nil {
		t.Fatalf("first status on B: %v", st)
	}
	cancelledAt := time.Now()
	if code := c.do(b, http.MethodDelete, "rep-1/", nil); code != http.StatusNoContent {
		t.Fatalf("DELETE on B: %d", code)
	}
	if st := sub.next(); st["complete"] != true || st["errorMessage"] != "Query cancelled" {
		t.Fatalf("cancelled status on B: %v", st)
	}
	sub.done()
	waitActive(t, db, project.ID, "rep-1", false)
	t.Logf("A's statement gone from pg_stat_activity %s after B was asked to cancel it", time.Since(cancelledAt).Round(time.Millisecond))
	if st := c.status(a, "rep-1"); st["error_message"] != "Query cancelled" || st["complete"] != true {
		t.Fatalf("status on A: %v", st)
	}

	// Submitted on B, watched on A, cancelled on B: A's subscriber hears of
	// it through PostgreSQL.
	c.post(b, replicaSlowSQL, "rep-2")
	subA := subscribe(t, a, key, project.ID, "rep-2")
	if st := subA.next(); st["complete"] != false {
		t.Fatalf("rep-2 on A: %v", st)
	}
	if code := c.do(b, http.MethodDelete, "rep-2/", nil); code != http.StatusNoContent {
		t.Fatalf("DELETE rep-2 on B: %d", code)
	}
	st := subA.next()
	for st["complete"] != true { // perhaps its pickup first
		st = subA.next()
	}
	if st["errorMessage"] != "Query cancelled" {
		t.Fatalf("rep-2 cancelled, seen on A: %v", st)
	}
	subA.done()

	// A result computed by either replica reaches a subscriber on the other.
	c.post(b, "SELECT count() FROM events", "rep-2b")
	subA = subscribe(t, a, key, project.ID, "rep-2b")
	var last map[string]any
	for last == nil || last["complete"] != true {
		last = subA.next()
	}
	if last["error"] != false || fmt.Sprint(last["results"].(map[string]any)["results"]) != fmt.Sprintf("[[%d]]", replicaSlowRows) {
		t.Fatalf("rep-2b on A: %v", last)
	}
	subA.done()

	// The replica running rep-3 dies: the other takes the run over once the
	// lease passes, and runs it again (attempt 2).
	c.post(a, replicaSlowSQL, "rep-3")
	c.waitStatus(a, "rep-3", func(st map[string]any) bool { return st["pickup_time"] != nil })
	job, err := store.GetQueryJob(ctx, db.Bun, project.ID, "rep-3")
	if err != nil {
		t.Fatal(err)
	}
	victim, survivor, survivorID := a, b, "replica-b"
	if *job.Owner == "replica-b" {
		victim, survivor, survivorID = b, a, "replica-a"
	}
	victim.kill()
	deadline := time.Now().Add(30 * time.Second)
	for {
		job, err := store.GetQueryJob(ctx, db.Bun, project.ID, "rep-3")
		if err == nil && job.Owner != nil && *job.Owner == survivorID && job.Attempts == 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("rep-3 never taken over by %s: %+v %v", survivorID, job, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if code := c.do(survivor, http.MethodDelete, "rep-3/", nil); code != http.StatusNoContent {
		t.Fatalf("DELETE rep-3: %d", code)
	}
	if st := c.status(survivor, "rep-3"); st["error_message"] != "Query cancelled" {
		t.Fatalf("rep-3: %v", st)
	}
}

// TestQueryReplicaLimits: with two replicas on one database, background
// runs never exceed the per-project limit across replicas nor the worker
// count of a replica, and a saturated project does not starve another.
func TestQueryReplicaLimits(t *testing.T) {
	t.Parallel()
	pgURL := postgresURL(t)
	db := storetest.Open(t, pgURL)
	ctx := context.Background()
	key, _, err := auth.IssueKey(ctx, db.Bun, auth.NewKeyRequest{Email: "l@example.com", Scopes: []string{"*"}})
	if err != nil {
		t.Fatal(err)
	}
	busy, err := store.CreateProject(ctx, db.Bun, "Busy")
	if err != nil {
		t.Fatal(err)
	}
	quiet, err := store.CreateProject(ctx, db.Bun, "Quiet")
	if err != nil {
		t.Fatal(err)
	}
	insertReplicaEvents(t, db, busy.ID, replicaSlowRows)
	insertReplicaEvents(t, db, quiet.ID, replicaSlowRows)

	bin := buildBurrow(t)
	limits := []string{"--query-workers", "2", "--query-per-project", "2"}
	replicas := []*replica{startReplica(t, bin, pgURL, "limit-a", limits...), startReplica(t, bin, pgURL, "limit-b", limits...)}
	clients := map[int64]*replicaClient{
		busy.ID:  {t: t, key: key, project: busy.ID},
		quiet.ID: {t: t, key: key, project: quiet.ID},
	}
	var ids []store.JobRef
	submit := func(project int64, n int) {
		for i := range n {
			id := fmt.Sprintf("limit-%d-%d", project, i)
			clients[project].post(replicas[i%2], replicaSlowSQL, id)
			ids = append(ids, store.JobRef{TeamID: project, ID: id})
		}
	}
	submit(busy.ID, 6)
	submit(quiet.ID, 2)

	// Sample the running runs until both projects have run at their limit
	// for a while; no sample may exceed a limit.
	var peakBusy, peakQuiet int
	deadline := time.Now().Add(20 * time.Second)
	for samples := 0; samples < 100 || peakBusy < 2 || peakQuiet < 1; samples++ {
		var running []store.QueryJob
		if err := db.Bun.NewSelect().Model(&running).Where("state = ? AND query_async", store.QueryRunning).Scan(ctx); err != nil {
			t.Fatal(err)
		}
		perProject, perOwner := map[int64]int{}, map[string]int{}
		for _, job := range running {
			perProject[job.TeamID]++
			perOwner[*job.Owner]++
		}
		for project, n := range perProject {
			if n > 2 {
				t.Fatalf("project %d runs %d queries at once, limit 2: %v", project, n, perProject)
			}
		}
		for owner, n := range perOwner {
			if n > 2 {
				t.Fatalf("replica %s runs %d queries at once, limit 2: %v", owner, n, perOwner)
			}
		}
		peakBusy, peakQuiet = max(peakBusy, perProject[busy.ID]), max(peakQuiet, perProject[quiet.ID])
		if time.Now().After(deadline) {
			t.Fatalf("limits never reached: busy %d, quiet %d", peakBusy, peakQuiet)
		}
		time.Sleep(20 * time.Millisecond)
	}
	for i, ref := range ids {
		if code := clients[ref.TeamID].do(replicas[i%2], http.MethodDelete, ref.ID+"/", nil); code != http.StatusNoContent {
			t.Fatalf("DELETE %s: %d", ref.ID, code)
		}
	}
}

// postgresURL returns a fresh PostgreSQL database, or skips without one.
func postgresURL(t *testing.T) string {
	t.Helper()
	for _, target := range storetest.Targets(t) {
		if target.Name == "postgres" {
			return target.URL(t)
		}
	}
	t.Skip("the replicas test needs PostgreSQL")
	return ""
}

func insertReplicaEvents(t *testing.T, db *store.DB, project int64, n int) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	events := make([]store.Event, n)
	for i := range events {
		events[i] = store.Event{UUID: fmt.Sprintf("rep-%d-%d", project, i), TeamID: project, Event: "$pageview", DistinctID: "u",
			Properties: json.RawMessage(`{}`), Timestamp: t0.Add(time.Duration(i) * time.Second), CreatedAt: t0}
	}
	if _, err := db.Bun.NewInsert().Model(&events).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// burrowBinary is the burrow command, built once per test process by
// buildBurrow (each go build links a new binary: seconds of CPU per test)
// and removed by TestMain.
var burrowBinary struct {
	once      sync.Once
	dir, path string
	out       []byte
	err       error
}

// buildBurrow builds ./cmd/burrow into a temporary directory, once.
func buildBurrow(t *testing.T) string {
	t.Helper()
	b := &burrowBinary
	b.once.Do(func() {
		if b.dir, b.err = os.MkdirTemp("", "burrow-bin-"); b.err != nil {
			return
		}
		b.path = filepath.Join(b.dir, "burrow")
		// -trimpath: the build cache serves any checkout's path.
		b.out, b.err = exec.Command("go", "build", "-trimpath", "-o", b.path, ".").CombinedOutput()
	})
	if b.err != nil {
		t.Fatalf("go build: %v\n%s", b.err, b.out)
	}
	return b.path
}

// replica is one running `burrow serve`.
type replica struct {
	url  string
	cmd  *exec.Cmd
	logs *syncBuffer
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

var listenRE = regexp.MustCompile(`msg="burrow listening" addr=(\S+)`)

func startReplica(t *testing.T, bin, dbURL, id string, flags ...string) *replica {
	t.Helper()
	args := append([]string{"serve", "--db", dbURL, "--addr", "127.0.0.1:0", "--replica-id", id,
		"--query-lease", "1500ms", "--query-timeout", "60s"}, flags...)
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "BURROW_LOG_LEVEL=info")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	logs := &syncBuffer{}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := &replica{cmd: cmd, logs: logs}
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			line := sc.Text()
			logs.Write([]byte(line + "\n"))
			if m := listenRE.FindStringSubmatch(line); m != nil {
				addr <- m[1]
			}
		}
	}()
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Signal(syscall.SIGTERM)
			done := make(chan struct{})
			go func() { cmd.Wait(); close(done) }()
			select {
			case <-done:
			case <-time.After(20 * time.Second):
				cmd.Process.Kill()
				t.Errorf("%s did not stop on SIGTERM", id)
			}
		}
		if t.Failed() {
			t.Logf("%s logs:\n%s", id, logs)
		}
	})
	select {
	case a := <-addr:
		r.url = "http://" + a
	case <-time.After(30 * time.Second):
		t.Fatalf("%s did not start:\n%s", id, logs)
	}
	return r
}

func (r *replica) kill() {
	r.cmd.Process.Kill()
	r.cmd.Wait()
}

// replicaClient calls the REST query endpoints of any replica.
type replicaClient struct {
	t       *testing.T
	key     string
	project int64
}

func (c *replicaClient) request(r *replica, method, suffix string, body any) (int, []byte) {
	c.t.Helper()
	var rd io.Reader
	if body != nil {
		buf, _ := json.Marshal(body)
		rd = bytes.NewReader(buf)
	}
	req, _ := http.NewRequest(method, fmt.Sprintf("%s/api/environments/%d/query/%s", r.url, c.project, suffix), rd)
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, data
}

func (c *replicaClient) do(r *replica, method, suffix string, body any) int {
	code, _ := c.request(r, method, suffix, body)
	return code
}

func (c *replicaClient) post(r *replica, statement, id string) {
	c.t.Helper()
	code, body := c.request(r, http.MethodPost, "", map[string]any{
		"query": map[string]any{"kind": "SqlQuery", "query": statement}, "refresh": "force_async", "client_query_id": id})
	if code != http.StatusOK {
		c.t.Fatalf("POST %s: %d %s", id, code, body)
	}
}

func (c *replicaClient) status(r *replica, id string) map[string]any {
	c.t.Helper()
	code, body := c.request(r, http.MethodGet, id+"/", nil)
	if code != http.StatusOK {
		c.t.Fatalf("GET %s: %d %s", id, code, body)
	}
	var out struct {
		QueryStatus map[string]any `json:"query_status"`
	}
	json.Unmarshal(body, &out)
	return out.QueryStatus
}

func (c *replicaClient) waitStatus(r *replica, id string, cond func(map[string]any) bool) {
	c.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		if st := c.status(r, id); cond(st) {
			return
		}
		if time.Now().After(deadline) {
			c.t.Fatalf("%s: condition never met", id)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// waitActive waits until the run's statement is (or is no longer) active in PostgreSQL.
func waitActive(t *testing.T, db *store.DB, project int64, id string, active bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		var n int
		job, err := store.GetQueryJob(context.Background(), db.Bun, project, id)
		if err != nil {
			t.Fatal(err)
		}
		if job.BackendPID != nil || !active {
			query := `SELECT count(*) FROM pg_stat_activity WHERE state = 'active' AND query LIKE '/* burrow-query %' AND query LIKE '%JOIN%'`
			if err := db.Bun.DB.QueryRow(query).Scan(&n); err != nil {
				t.Fatal(err)
			}
			if (n > 0) == active {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: active=%v never reached (%d running)", id, active, n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// statusSubscription is a graphql-transport-ws subscription to queryStatus.
type statusSubscription struct {
	t      *testing.T
	conn   *websocket.Conn
	ctx    context.Context
	cancel context.CancelFunc
}

func subscribe(t *testing.T, r *replica, key string, project int64, id string) *statusSubscription {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(r.url, "http")+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatal(err)
	}
	s := &statusSubscription{t: t, conn: conn, ctx: ctx, cancel: cancel}
	t.Cleanup(s.done)
	wsjson.Write(ctx, conn, map[string]any{"type": "connection_init", "payload": map[string]any{"Authorization": "Bearer " + key}})
	if msg := s.read(); msg["type"] != "connection_ack" {
		t.Fatalf("init: %v", msg)
	}
	wsjson.Write(ctx, conn, map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{
		"query": `subscription($p: ID!, $id: ID!) { queryStatus(projectId: $p, id: $id) {
			id complete error errorMessage pickupTime endTime results { results } } }`,
		"variables": map[string]any{"p": project, "id": id}}})
	return s
}

func (s *statusSubscription) read() map[string]any {
	s.t.Helper()
	for {
		var msg map[string]any
		if err := wsjson.Read(s.ctx, s.conn, &msg); err != nil {
			s.t.Fatalf("websocket read: %v", err)
		}
		if msg["type"] == "ping" {
			wsjson.Write(s.ctx, s.conn, map[string]any{"type": "pong"})
			continue
		}
		return msg
	}
}

// next returns the next status; it fails on an error or an early complete.
func (s *statusSubscription) next() map[string]any {
	s.t.Helper()
	msg := s.read()
	if msg["type"] != "next" {
		s.t.Fatalf("want a status, got %v", msg)
	}
	payload := msg["payload"].(map[string]any)
	if payload["errors"] != nil {
		s.t.Fatalf("subscription error: %v", payload["errors"])
	}
	return payload["data"].(map[string]any)["queryStatus"].(map[string]any)
}

func (s *statusSubscription) done() {
	s.conn.CloseNow()
	s.cancel()
}
