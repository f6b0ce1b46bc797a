package graph_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/graph"
	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/service"
	"github.com/burrow-analytics/burrow/store"
)

// gqlSocket is a graphql-transport-ws connection driven by hand.
type gqlSocket struct {
	c   *websocket.Conn
	ctx context.Context
}

func dialGQL(t *testing.T, ctx context.Context, env *servertest.Env, key string) *gqlSocket {
	t.Helper()
	c, _, err := websocket.Dial(ctx, wsURL(env), &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.CloseNow() })
	s := &gqlSocket{c: c, ctx: ctx}
	s.send(t, map[string]any{"type": "connection_init", "payload": map[string]any{"Authorization": "Bearer " + key}})
	if msg := s.read(t); msg["type"] != "connection_ack" {
		t.Fatalf("init: %v", msg)
	}
	return s
}

func (s *gqlSocket) send(t *testing.T, msg map[string]any) {
	t.Helper()
	if err := wsjson.Write(s.ctx, s.c, msg); err != nil {
		t.Fatal(err)
	}
}

func (s *gqlSocket) read(t *testing.T) map[string]any {
	t.Helper()
	var msg map[string]any
	if err := wsjson.Read(s.ctx, s.c, &msg); err != nil {
		t.Fatalf("read: %v", err)
	}
	return msg
}

// query runs one operation on the socket and returns its first payload.
func (s *gqlSocket) query(t *testing.T, id, query string, vars map[string]any) map[string]any {
	t.Helper()
	s.send(t, map[string]any{"id": id, "type": "subscribe", "payload": map[string]any{"query": query, "variables": vars}})
	for {
		msg := s.read(t)
		if msg["id"] != id {
			continue
		}
		switch msg["type"] {
		case "next":
			payload, _ := msg["payload"].(map[string]any)
			return payload
		case "error":
			return map[string]any{"errors": msg["payload"]}
		}
	}
}

// closeCode reads until the server closes the socket and returns the code.
func (s *gqlSocket) closeCode(t *testing.T) websocket.StatusCode {
	t.Helper()
	for {
		var msg map[string]any
		err := wsjson.Read(s.ctx, s.c, &msg)
		if err == nil {
			continue
		}
		var ce websocket.CloseError
		if !errors.As(err, &ce) {
			t.Fatalf("socket ended without a close frame: %v", err)
		}
		return ce.Code
	}
}

func keyID(t *testing.T, env *servertest.Env, secret string) int64 {
	t.Helper()
	k, err := store.APIKeyByHash(context.Background(), env.DB.Bun, auth.HashKey(secret))
	if err != nil {
		t.Fatal(err)
	}
	return k.ID
}

func firstErrorCode(payload map[string]any) any {
	errs, _ := payload["errors"].([]any)
	if len(errs) == 0 {
		return nil
	}
	e, _ := errs[0].(map[string]any)
	ext, _ := e["extensions"].(map[string]any)
	return ext["code"]
}

const projectsQuery = `{ projects { count } }`

// TestWebsocketRevocation (issue #8): a key revoked while its websocket is
// open loses access on it. Running subscriptions end and the socket closes
// with 4401, which the graphql-ws client treats as final; every operation
// re-checks the key, scopes and projects included; a revocation nobody
// announced still closes the socket within seconds; on PostgreSQL a
// revocation on one replica closes the sockets held by another.
func TestWebsocketRevocation(t *testing.T) {
	t.Parallel()
	node, dir := nodeClient(t)
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		project := fmt.Sprint(env.Project.ID)

		// A running subscription: it ends, the socket closes with 4401 and
		// the client does not reconnect.
		addQueryEvents(t, env.DB, env.Project.ID, servertest.SlowQueryRows)
		runGQLQuery(t, env, sqlInput(servertest.SlowQuerySQL, map[string]any{"refresh": "async", "clientQueryId": "rev-run"}))
		key := env.NewKey(t, []string{"*"}, nil)
		sub := startNode(t, node, dir, "subscribe", wsURL(env), key, project, "rev-run")
		sub.next(t, "next")
		if _, err := env.Svc.Auth.Revoke(ctx, fmt.Sprint(keyID(t, env, key))); err != nil {
			t.Fatal(err)
		}
		if ev := sub.next(t, "closed", "complete"); ev.Event != "closed" || ev.Code == nil || *ev.Code != graph.CloseUnauthorized {
			t.Fatalf("after revocation: %+v, want closed 4401", ev)
		}
		var final *wsEvent
		rest := sub.wait(t)
		for i, ev := range rest {
			switch ev.Event {
			case "connecting", "connected", "next":
				t.Errorf("after the 4401 close the client got %+v", ev)
			case "error":
				final = &rest[i]
			}
		}
		if final == nil || final.Code == nil || *final.Code != graph.CloseUnauthorized {
			t.Errorf("client's final error: %+v", final)
		}
		env.Get(t, "/api/projects/", key).ExpectError(t, 401, "authentication_failed", "")
		env.GraphQL(t, env.Key, `mutation($p: ID!, $id: ID!) { cancelQuery(projectId: $p, id: $id) }`,
			map[string]any{"p": project, "id": "rev-run"})

		// Every operation re-checks the key: narrowed scopes apply to the
		// next operation on an open socket.
		narrowed := env.NewKey(t, []string{"*"}, nil)
		s := dialGQL(t, ctx, env, narrowed)
		if p := s.query(t, "1", projectsQuery, nil); firstErrorCode(p) != nil {
			t.Fatalf("before: %v", p)
		}
		id := keyID(t, env, narrowed)
		if _, err := env.DB.Bun.NewUpdate().Model((*store.APIKey)(nil)).Set("scopes = ?", `["person:read"]`).
			Where("id = ?", id).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if err := env.Svc.Auth.Announce(ctx, auth.KeyPayload(id)); err != nil {
			t.Fatal(err)
		}
		if p := s.query(t, "2", projectsQuery, nil); firstErrorCode(p) != "permission_denied" {
			t.Fatalf("after the scopes changed: %v", p)
		}
		// Revoked without telling anyone (the row edited directly): the
		// socket still closes with 4401 within a few seconds.
		if _, err := env.DB.Bun.NewUpdate().Model((*store.APIKey)(nil)).Set("revoked_at = ?", time.Now().UTC()).
			Where("id = ?", id).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if code := s.closeCode(t); code != graph.CloseUnauthorized {
			t.Fatalf("unannounced revocation closed with %d", code)
		}

		// Another replica on the same database: its socket closes when
		// this one revokes the key.
		if env.DB.Dialect == store.Postgres {
			other := servertest.StartWith(t, env.DB, servertest.Options{Config: service.Config{Query: servertest.QueryConfig()}})
			shared := env.NewKey(t, []string{"*"}, nil)
			remote := dialGQL(t, ctx, other, shared)
			if p := remote.query(t, "1", projectsQuery, nil); firstErrorCode(p) != nil {
				t.Fatalf("other replica: %v", p)
			}
			if _, err := env.Svc.Auth.Revoke(ctx, fmt.Sprint(keyID(t, env, shared))); err != nil {
				t.Fatal(err)
			}
			if code := remote.closeCode(t); code != graph.CloseUnauthorized {
				t.Fatalf("other replica closed with %d", code)
			}
			other.Get(t, "/api/projects/", shared).ExpectError(t, 401, "authentication_failed", "")
		}
	})
}
