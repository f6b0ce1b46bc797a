package graph_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"

	"github.com/burrow-analytics/burrow/server/servertest"
)

// wsClientDir holds the Node client script and its pinned npm packages
// (graphql-ws, ws, graphql). CI runs `npm ci` there.
const wsClientDir = "testdata/wsclient"

// nodeClient returns the node binary and the client directory. Outside CI a
// missing node skips the test and missing packages are installed with npm
// ci; in CI (CI=true) either is a failure, never a skip.
func nodeClient(t *testing.T) (node, dir string) {
	t.Helper()
	ci := os.Getenv("CI") == "true"
	dir, err := filepath.Abs(wsClientDir)
	if err != nil {
		t.Fatal(err)
	}
	node, err = exec.LookPath("node")
	if err != nil {
		if ci {
			t.Fatal("node is not installed: CI must run the graphql-ws client test")
		}
		t.Skip("node is not installed: skipping the graphql-ws client test")
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "graphql-ws", "package.json")); err != nil {
		if ci {
			t.Fatalf("%s/node_modules is missing: run `npm ci` in graph/%s", wsClientDir, wsClientDir)
		}
		npm, err := exec.LookPath("npm")
		if err != nil {
			t.Skip("npm is not installed: skipping the graphql-ws client test")
		}
		cmd := exec.Command(npm, "ci", "--no-audit", "--no-fund")
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Skipf("npm ci failed (offline?): %v\n%s", err, out)
		}
	}
	return node, dir
}

// wsEvent is one line printed by client.mjs.
type wsEvent struct {
	Event   string          `json:"event"`
	Data    json.RawMessage `json:"data"`
	Errors  json.RawMessage `json:"errors"`
	Code    *int            `json:"code"`
	Message string          `json:"message"`
}

// nodeRun is a running client.mjs.
type nodeRun struct {
	events chan wsEvent
	done   chan error
	stderr *strings.Builder
}

func startNode(t *testing.T, node, dir string, args ...string) *nodeRun {
	t.Helper()
	cmd := exec.Command(node, append([]string{"client.mjs"}, args...)...)
	cmd.Dir = dir
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	run := &nodeRun{events: make(chan wsEvent, 64), done: make(chan error, 1), stderr: &strings.Builder{}}
	cmd.Stderr = run.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			var ev wsEvent
			if err := json.Unmarshal(sc.Bytes(), &ev); err != nil {
				ev = wsEvent{Event: "garbage", Message: sc.Text()}
			}
			run.events <- ev
		}
		close(run.events)
		run.done <- cmd.Wait()
	}()
	return run
}

// next returns the next event of one of the kinds, skipping connection chatter.
func (r *nodeRun) next(t *testing.T, kinds ...string) wsEvent {
	t.Helper()
	timeout := time.After(30 * time.Second)
	for {
		select {
		case ev, ok := <-r.events:
			if !ok {
				t.Fatalf("client exited while waiting for %v: %s", kinds, r.stderr)
			}
			for _, k := range kinds {
				if ev.Event == k {
					return ev
				}
			}
			if ev.Event == "error" || ev.Event == "timeout" || ev.Event == "garbage" {
				t.Fatalf("client: %+v (waiting for %v) %s", ev, kinds, r.stderr)
			}
		case <-timeout:
			t.Fatalf("no %v from the client within 30s: %s", kinds, r.stderr)
		}
	}
}

// wait waits for the client to exit and returns its remaining events.
func (r *nodeRun) wait(t *testing.T) []wsEvent {
	t.Helper()
	var rest []wsEvent
	timeout := time.After(30 * time.Second)
	for {
		select {
		case ev, ok := <-r.events:
			if ok {
				rest = append(rest, ev)
				continue
			}
			if err := <-r.done; err != nil {
				t.Fatalf("client failed: %v: %s", err, r.stderr)
			}
			return rest
		case <-timeout:
			t.Fatalf("client did not exit: %s", r.stderr)
		}
	}
}

func statusOf(t *testing.T, ev wsEvent) gqlQueryStatus {
	t.Helper()
	if string(ev.Errors) != "null" && len(ev.Errors) > 0 {
		t.Fatalf("subscription errors: %s", ev.Errors)
	}
	var data struct{ QueryStatus gqlQueryStatus }
	if err := json.Unmarshal(ev.Data, &data); err != nil {
		t.Fatalf("next data %s: %v", ev.Data, err)
	}
	return data.QueryStatus
}

func wsURL(env *servertest.Env) string {
	return "ws" + strings.TrimPrefix(env.URL, "http") + "/graphql"
}

// TestQueryStatusSubscriptionNode drives Subscription.queryStatus with the
// graphql-ws npm client against the real server: statuses arrive at once
// and on every change, the subscription completes with the query, and a
// rejected key closes with 4401, which the client treats as final.
func TestQueryStatusSubscriptionNode(t *testing.T) {
	t.Parallel()
	node, dir := nodeClient(t)
	cfg := servertest.QueryConfig()
	cfg.PerProject = 1 // so a second run waits in the queue behind the first
	servertest.EachQuery(t, cfg, func(t *testing.T, env *servertest.Env) {
		addQueryEvents(t, env.DB, env.Project.ID, servertest.SlowQueryRows)
		project := fmt.Sprint(env.Project.ID)
		subscribe := func(id string) *nodeRun {
			return startNode(t, node, dir, "subscribe", wsURL(env), env.Key, project, id)
		}

		// A running query, cancelled while watched.
		runGQLQuery(t, env, sqlInput(servertest.SlowQuerySQL, map[string]any{"refresh": "async", "clientQueryId": "ws-blocker"}))
		pollGQLStatus(t, env, "ws-blocker", func(s *gqlQueryStatus) bool { return s.PickupTime != nil })
		// A second one waits behind it (one run per project).
		runGQLQuery(t, env, sqlInput("SELECT count() FROM events", map[string]any{"refresh": "force_async", "clientQueryId": "ws-queued"}))

		blocker := subscribe("ws-blocker")
		queued := subscribe("ws-queued")
		if st := statusOf(t, blocker.next(t, "next")); st.Complete || st.PickupTime == nil || st.ID != "ws-blocker" {
			t.Fatalf("blocker's first status: %+v", st)
		}
		if st := statusOf(t, queued.next(t, "next")); st.Complete || st.PickupTime != nil {
			t.Fatalf("queued run's first status: %+v", st)
		}

		var cancelled struct{ CancelQuery bool }
		env.GraphQL(t, env.Key, `mutation($p: ID!, $id: ID!) { cancelQuery(projectId: $p, id: $id) }`,
			map[string]any{"p": project, "id": "ws-blocker"}).Decode(t, &cancelled)
		st := statusOf(t, blocker.next(t, "next"))
		if !st.Complete || !st.Error || st.ErrorMessage == nil || *st.ErrorMessage != "Query cancelled" {
			t.Fatalf("blocker's cancelled status: %+v", st)
		}
		blocker.next(t, "complete")
		blocker.wait(t)

		// The queued run is picked up and finishes; the watcher sees it end
		// (and the pickup, unless it skipped to the latest status).
		var last gqlQueryStatus
		for !last.Complete {
			last = statusOf(t, queued.next(t, "next"))
			if !last.Complete && last.PickupTime == nil {
				t.Fatalf("status went back to queued: %+v", last)
			}
		}
		if last.Error || last.Results == nil || last.Results.Results[0][0] != float64(servertest.SlowQueryRows) || last.EndTime == nil {
			t.Fatalf("queued run's final status: %+v", last)
		}
		queued.next(t, "complete")
		queued.wait(t)

		// Watching a finished run: its status at once, then complete.
		again := subscribe("ws-queued")
		if st := statusOf(t, again.next(t, "next")); !st.Complete {
			t.Fatalf("finished run: %+v", st)
		}
		again.next(t, "complete")
		again.wait(t)

		// An unknown id is an error (not_found), not a hang.
		unknown := subscribe("nope")
		if ev := unknown.next(t, "error", "next"); !strings.Contains(string(ev.Errors)+ev.Message, "not found") {
			t.Fatalf("unknown id: %s %s", ev.Errors, ev.Message)
		}
		unknown.wait(t)

		// A refused key: the connection closes with 4401 and the client
		// gives up at once (docs/design.md §9; after 4403 it retried 5 times).
		for _, key := range []string{"phx_not_a_real_key", ""} {
			refused := startNode(t, node, dir, "reject", wsURL(env), key, project, "ws-blocker")
			events := refused.wait(t)
			var connecting, closes int
			var final *wsEvent
			for i, ev := range events {
				switch ev.Event {
				case "connecting":
					connecting++
				case "closed":
					closes++
					if ev.Code == nil || *ev.Code != 4401 {
						t.Errorf("key %q: close %+v, want 4401", key, ev)
					}
				case "connected", "next":
					t.Errorf("key %q: refused key got %+v", key, ev)
				case "error":
					final = &events[i]
				}
			}
			if final == nil || final.Code == nil || *final.Code != 4401 {
				t.Errorf("key %q: final error %+v", key, final)
			}
			if connecting != 1 || closes != 1 {
				t.Errorf("key %q: %d connection attempts and %d closes, want 1 (4401 is final)", key, connecting, closes)
			}
		}
	})
}

// TestQueryStatusSubscriptionLegacy uses the legacy "graphql-ws"
// (subscriptions-transport-ws) protocol directly.
func TestQueryStatusSubscriptionLegacy(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		addQueryEvents(t, env.DB, env.Project.ID, 3)
		runGQLQuery(t, env, sqlInput("SELECT count() FROM events", map[string]any{"refresh": "force_async", "clientQueryId": "legacy"}))
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		dial := func(key string) *websocket.Conn {
			c, _, err := websocket.Dial(ctx, wsURL(env), &websocket.DialOptions{Subprotocols: []string{"graphql-ws"}})
			if err != nil {
				t.Fatal(err)
			}
			wsjson.Write(ctx, c, map[string]any{"type": "connection_init", "payload": map[string]any{"Authorization": "Bearer " + key}})
			return c
		}
		c := dial(env.Key)
		defer c.CloseNow()
		wsjson.Write(ctx, c, map[string]any{"id": "1", "type": "start", "payload": map[string]any{
			"query":     `subscription($p: ID!, $id: ID!) { queryStatus(projectId: $p, id: $id) { id complete } }`,
			"variables": map[string]any{"p": env.Project.ID, "id": "legacy"}}})
		var sawAck, sawComplete bool
		var statuses []map[string]any
		for !sawComplete {
			var msg struct {
				Type    string `json:"type"`
				Payload struct {
					Data struct{ QueryStatus map[string]any } `json:"data"`
				} `json:"payload"`
			}
			if err := wsjson.Read(ctx, c, &msg); err != nil {
				t.Fatalf("read: %v (ack %v, statuses %v)", err, sawAck, statuses)
			}
			switch msg.Type {
			case "connection_ack":
				sawAck = true
			case "data":
				statuses = append(statuses, msg.Payload.Data.QueryStatus)
			case "complete":
				sawComplete = true
			}
		}
		if !sawAck || len(statuses) == 0 || statuses[len(statuses)-1]["complete"] != true {
			t.Fatalf("ack %v, statuses %v", sawAck, statuses)
		}

		// A refused key closes the socket with 4401.
		bad := dial("phx_nope")
		defer bad.CloseNow()
		var msg map[string]any
		err := wsjson.Read(ctx, bad, &msg)
		for err == nil && msg["type"] != nil {
			err = wsjson.Read(ctx, bad, &msg)
		}
		var closeErr websocket.CloseError
		if !errors.As(err, &closeErr) || closeErr.Code != 4401 {
			t.Fatalf("refused key: %v", err)
		}
	})
}
