package graph_test

import (
	"context"
	"encoding/json"
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"

	"github.com/burrow-analytics/burrow/server/servertest"
)

// transportWS is a minimal graphql-transport-ws client for tests that need
// many connections or a raw view of the protocol.
type transportWS struct {
	t    *testing.T
	ctx  context.Context
	conn *websocket.Conn
}

// transportMessage is one server message of graphql-transport-ws.
type transportMessage struct {
	Type    string          `json:"type"`
	ID      string          `json:"id"`
	Payload json.RawMessage `json:"payload"`
}

// dialTransportWS connects, authenticates with key and waits for the ack.
func dialTransportWS(ctx context.Context, t *testing.T, env *servertest.Env, key string) *transportWS {
	t.Helper()
	conn, _, err := websocket.Dial(ctx, wsURL(env), &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	c := &transportWS{t: t, ctx: ctx, conn: conn}
	c.send(map[string]any{"type": "connection_init", "payload": map[string]any{"Authorization": "Bearer " + key}})
	if msg := c.read(); msg.Type != "connection_ack" {
		t.Fatalf("init answered %+v", msg)
	}
	return c
}

func (c *transportWS) send(msg any) {
	c.t.Helper()
	if err := wsjson.Write(c.ctx, c.conn, msg); err != nil {
		c.t.Fatalf("write: %v", err)
	}
}

// read returns the next message that is not a keepalive.
func (c *transportWS) read() transportMessage {
	c.t.Helper()
	for {
		var msg transportMessage
		if err := wsjson.Read(c.ctx, c.conn, &msg); err != nil {
			c.t.Fatalf("read: %v", err)
		}
		if msg.Type != "ping" && msg.Type != "pong" {
			return msg
		}
	}
}

// subscribeStatus starts Subscription.queryStatus as operation "1".
func (c *transportWS) subscribeStatus(project int64, id string) {
	c.send(map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{
		"query":     `subscription($p: ID!, $id: ID!) { queryStatus(projectId: $p, id: $id) { id complete pickupTime } }`,
		"variables": map[string]any{"p": project, "id": id}}})
}

// waitGoroutines waits until the process runs at most limit goroutines.
func waitGoroutines(t *testing.T, limit int, what string) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		n := runtime.NumGoroutine()
		if n <= limit {
			return
		}
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			t.Fatalf("%s: %d goroutines, want at most %d\n%s", what, n, limit, buf[:runtime.Stack(buf, true)])
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestQueryStatusSubscribersDisconnect: many subscribers of a running query
// who hang up mid-run leave no goroutine behind, and the query keeps running
// for whoever still watches it; a key without query:read gets
// permission_denied on the subscription.
func TestQueryStatusSubscribersDisconnect(t *testing.T) {
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		addQueryEvents(t, env.DB, env.Project.ID, servertest.SlowQueryRows)
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		runGQLQuery(t, env, sqlInput(servertest.SlowQuerySQL, map[string]any{"refresh": "force_async", "clientQueryId": "many"}))
		pollGQLStatus(t, env, "many", func(s *gqlQueryStatus) bool { return s.PickupTime != nil })

		// Warm up the server's connection handling, then take the baseline.
		warm := dialTransportWS(ctx, t, env, env.Key)
		warm.conn.Close(websocket.StatusNormalClosure, "")
		time.Sleep(200 * time.Millisecond)
		baseline := runtime.NumGoroutine()

		const subscribers = 40
		conns := make([]*transportWS, subscribers)
		for i := range conns {
			conns[i] = dialTransportWS(ctx, t, env, env.Key)
			conns[i].subscribeStatus(env.Project.ID, "many")
		}
		for i, c := range conns {
			msg := c.read()
			if msg.Type != "next" || string(msg.Payload) == "" {
				t.Fatalf("subscriber %d: first message %+v", i, msg)
			}
		}
		if n := runtime.NumGoroutine(); n < baseline+subscribers {
			t.Fatalf("%d subscribers run in %d goroutines (baseline %d): are they counted?", subscribers, n, baseline)
		}
		// Half hang up abruptly, half close politely; the query still runs.
		for i, c := range conns {
			if i%2 == 0 {
				c.conn.CloseNow()
			} else {
				c.conn.Close(websocket.StatusNormalClosure, "bye")
			}
		}
		waitGoroutines(t, baseline+5, "after the subscribers left")
		if st := pollGQLStatus(t, env, "many", func(*gqlQueryStatus) bool { return true }); st.Complete {
			t.Fatalf("the query stopped with its subscribers: %+v", st)
		}

		// A key without query:read: an error naming the scope, then complete.
		personKey := env.NewKey(t, []string{"person:read"}, nil)
		c := dialTransportWS(ctx, t, env, personKey)
		defer c.conn.CloseNow()
		c.subscribeStatus(env.Project.ID, "many")
		msg := c.read()
		var payload struct {
			Errors []struct {
				Extensions map[string]any `json:"extensions"`
			} `json:"errors"`
		}
		json.Unmarshal(msg.Payload, &payload)
		if len(payload.Errors) == 0 || payload.Errors[0].Extensions["code"] != "permission_denied" {
			t.Fatalf("key without query:read: %s %s", msg.Type, msg.Payload)
		}
		if msg := c.read(); msg.Type != "complete" {
			t.Fatalf("after the error: %+v", msg)
		}

		var out struct{ CancelQuery bool }
		env.GraphQL(t, env.Key, `mutation($p: ID!, $id: ID!) { cancelQuery(projectId: $p, id: $id) }`,
			map[string]any{"p": fmt.Sprint(env.Project.ID), "id": "many"}).Decode(t, &out)
	})
}
