package server_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/graph"
	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// TestRevocationByAnotherProcess (issue #30): a key revoked through another
// handle on the database (another process, such as `burrow apikey revoke`
// beside `serve` on SQLite), which announces nothing to the server, fails the
// first request after the revocation commits on SQLite, and the server's
// version poll (auth.VersionPollEvery) closes the key's open websocket with
// 4401 on both databases. The test waits for the poll's invalidation, which
// the server does not produce without the keys' version, then for the close.
func TestRevocationByAnotherProcess(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		other, err := store.Open(ctx, env.DB.URL)
		if err != nil {
			t.Fatal(err)
		}
		defer other.Close()
		key := env.NewKey(t, []string{"*"}, nil)
		env.Get(t, "/api/projects/", key) // resolved and cached

		c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(env.URL, "http")+"/graphql",
			&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
		if err != nil {
			t.Fatal(err)
		}
		defer c.CloseNow()
		if err := wsjson.Write(ctx, c, map[string]any{"type": "connection_init",
			"payload": map[string]any{"Authorization": "Bearer " + key}}); err != nil {
			t.Fatal(err)
		}
		var ack map[string]any
		if err := wsjson.Read(ctx, c, &ack); err != nil || ack["type"] != "connection_ack" {
			t.Fatalf("init: %v, %v", ack, err)
		}

		polled := make(chan struct{}, 1)
		defer env.Svc.Auth.OnInvalidate(func(inv auth.Invalidation) {
			if inv.All {
				select {
				case polled <- struct{}{}:
				default:
				}
			}
		})()
		k, err := store.APIKeyByHash(ctx, env.DB.Bun, auth.HashKey(key))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := store.RevokeAPIKey(ctx, other.Bun, k.ID, time.Now()); err != nil {
			t.Fatal(err)
		}
		revoked := time.Now()
		if env.DB.Dialect == store.SQLite {
			env.Get(t, "/api/projects/", key).ExpectError(t, 401, "authentication_failed", "")
		}
		select {
		case <-polled:
		case <-ctx.Done():
			t.Fatal("the server never noticed the revocation")
		}
		for {
			var msg map[string]any
			err := wsjson.Read(ctx, c, &msg)
			if err == nil {
				continue
			}
			var ce websocket.CloseError
			if !errors.As(err, &ce) || ce.Code != graph.CloseUnauthorized {
				t.Fatalf("socket ended with %v, want a close with %d", err, graph.CloseUnauthorized)
			}
			t.Logf("closed %v after the revocation committed", time.Since(revoked).Round(time.Millisecond))
			break
		}
		env.Get(t, "/api/projects/", key).ExpectError(t, 401, "authentication_failed", "")
	})
}
