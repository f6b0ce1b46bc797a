package graph_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server"
	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/service"
)

// replica is a second server over the test database, started with
// server.Serve as `burrow serve` does, that a test shuts down.
type replica struct {
	URL      string
	shutdown context.CancelFunc
	done     chan error
}

func startReplica(t *testing.T, env *servertest.Env, opts server.Options) *replica {
	t.Helper()
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	svc := service.New(env.DB, logger, service.Config{Query: servertest.QueryConfig()})
	bgCtx, endBackground := context.WithCancel(context.Background())
	stopBackground := svc.Start(bgCtx)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	r := &replica{URL: "http://" + ln.Addr().String(), shutdown: cancel, done: make(chan error, 1)}
	go func() { r.done <- server.Serve(ctx, ln, svc, logger, opts) }()
	t.Cleanup(func() {
		cancel()
		<-r.done
		endBackground()
		stopBackground()
	})
	return r
}

// waitRefused waits until the replica's address refuses connections.
func (r *replica) waitRefused(t *testing.T) {
	t.Helper()
	addr := strings.TrimPrefix(r.URL, "http://")
	for range 200 {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err != nil {
			return
		}
		c.Close()
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatal("the replica still accepts connections after shutdown began")
}

// postQuery sends a blocking SqlQuery to base and returns the response.
func postQuery(t *testing.T, base, key string, project int64, body string) (int, http.Header, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, fmt.Sprintf("%s/api/environments/%d/query/", base, project), strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Errorf("query request: %v", err)
		return 0, nil, ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, string(b)
}

// TestShutdownDrainsRequests: SIGTERM no longer cuts a blocking query at
// once: it runs on through the grace period (here it ends because a client
// cancels it, from the other replica), and new connections are refused.
func TestShutdownDrainsRequests(t *testing.T) {
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		addQueryEvents(t, env.DB, env.Project.ID, servertest.SlowQueryRows)
		r := startReplica(t, env, server.Options{ShutdownGrace: time.Minute})
		type answer struct {
			status int
			body   string
		}
		got := make(chan answer, 1)
		go func() {
			status, _, body := postQuery(t, r.URL, env.Key, env.Project.ID,
				fmt.Sprintf(`{"query":{"kind":"SqlQuery","query":%q},"client_query_id":"drain-1"}`, servertest.SlowQuerySQL))
			got <- answer{status, body}
		}()
		pollGQLStatus(t, env, "drain-1", func(s *gqlQueryStatus) bool { return !s.Complete })
		r.shutdown()
		r.waitRefused(t)
		select {
		case a := <-got:
			t.Fatalf("the request ended when shutdown began: %d %s", a.status, a.body)
		case <-time.After(200 * time.Millisecond):
		}
		if resp := env.Do(t, http.MethodDelete, fmt.Sprintf("/api/environments/%d/query/drain-1/", env.Project.ID), env.Key, nil); resp.Status != http.StatusNoContent {
			t.Fatalf("cancel: %d %s", resp.Status, resp.Body)
		}
		a := <-got
		if a.status != http.StatusBadRequest || !strings.Contains(a.body, `"detail":"Query cancelled"`) {
			t.Fatalf("drained request: %d %s", a.status, a.body)
		}
	})
}

// TestShutdownCutsWith503: what still runs when the grace period ends is
// answered 503 server_error with Retry-After, never a 4xx.
func TestShutdownCutsWith503(t *testing.T) {
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		addQueryEvents(t, env.DB, env.Project.ID, servertest.SlowQueryRows)
		r := startReplica(t, env, server.Options{ShutdownGrace: 100 * time.Millisecond})
		type answer struct {
			status int
			header http.Header
			body   string
		}
		got := make(chan answer, 1)
		go func() {
			status, header, body := postQuery(t, r.URL, env.Key, env.Project.ID,
				fmt.Sprintf(`{"query":{"kind":"SqlQuery","query":%q},"client_query_id":"cut-1"}`, servertest.SlowQuerySQL))
			got <- answer{status, header, body}
		}()
		pollGQLStatus(t, env, "cut-1", func(s *gqlQueryStatus) bool { return !s.Complete })
		r.shutdown()
		a := <-got
		if a.status != http.StatusServiceUnavailable || !strings.Contains(a.body, `"code":"server_error"`) || a.header.Get("Retry-After") == "" {
			t.Fatalf("cut request: %d %v %s", a.status, a.header, a.body)
		}
		if err := <-r.done; err != nil {
			t.Fatalf("serve: %v", err)
		}
		r.done <- nil // for the cleanup
	})
}

// TestShutdownSubscribersReconnect: on shutdown a replica closes its
// websockets with 1012, which the graphql-ws client retries: it reconnects
// to the other replica and gets the final status. The protocol's complete
// comes only after a complete status.
func TestShutdownSubscribersReconnect(t *testing.T) {
	node, dir := nodeClient(t)
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		addQueryEvents(t, env.DB, env.Project.ID, servertest.SlowQueryRows)
		r := startReplica(t, env, server.Options{ShutdownGrace: time.Minute})
		runGQLQuery(t, env, sqlInput(servertest.SlowQuerySQL, map[string]any{"refresh": "force_async", "clientQueryId": "ws-failover"}))
		ws := func(u string) string { return "ws" + strings.TrimPrefix(u, "http") + "/graphql" }
		client := startNode(t, node, dir, "failover", ws(r.URL)+","+ws(env.URL), env.Key, fmt.Sprint(env.Project.ID), "ws-failover")
		if st := statusOf(t, client.next(t, "next")); st.Complete {
			t.Fatalf("first status already complete: %+v", st)
		}
		r.shutdown()
		closed := client.next(t, "closed", "complete")
		if closed.Event != "closed" || closed.Code == nil || *closed.Code != server.CloseServiceRestart {
			t.Fatalf("on shutdown the client got %+v, want a close with %d", closed, server.CloseServiceRestart)
		}
		if st := statusOf(t, client.next(t, "next", "complete")); st.Complete {
			t.Fatalf("status after reconnecting: %+v", st)
		}
		if resp := env.Do(t, http.MethodDelete, fmt.Sprintf("/api/environments/%d/query/ws-failover/", env.Project.ID), env.Key, nil); resp.Status != http.StatusNoContent {
			t.Fatalf("cancel: %d %s", resp.Status, resp.Body)
		}
		for {
			ev := client.next(t, "next", "complete")
			if ev.Event == "complete" {
				t.Fatal("complete before a complete status")
			}
			if st := statusOf(t, ev); st.Complete {
				if !st.Error || st.ErrorMessage == nil || *st.ErrorMessage != "Query cancelled" {
					t.Fatalf("final status: %+v", st)
				}
				break
			}
		}
		if ev := client.next(t, "complete"); ev.Event != "complete" {
			t.Fatalf("after the final status: %+v", ev)
		}
	})
}
