package graph_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"

	"github.com/burrow-analytics/burrow/server/servertest"
)

// insightStatus is a status as the subscription sends it, with the
// insight's results kept raw (objects, not rows).
type insightStatus struct {
	ID           string
	Complete     bool
	Error        bool
	ErrorMessage *string
	PickupTime   *string
	Results      *struct {
		Results json.RawMessage
		Hogql   *string
	}
}

const insightStatusSubscription = `subscription($p: ID!, $id: ID!) {
  queryStatus(projectId: $p, id: $id) { id complete error errorMessage pickupTime results { results hogql } }
}`

// watchStatus subscribes to a run's status over the legacy graphql-ws
// protocol and sends every status it receives on the channel, which is
// closed when the subscription completes.
func watchStatus(t *testing.T, ctx context.Context, env *servertest.Env, id string) <-chan insightStatus {
	t.Helper()
	c, _, err := websocket.Dial(ctx, wsURL(env), &websocket.DialOptions{Subprotocols: []string{"graphql-ws"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.CloseNow() })
	if err := wsjson.Write(ctx, c, map[string]any{"type": "connection_init", "payload": map[string]any{"Authorization": "Bearer " + env.Key}}); err != nil {
		t.Fatal(err)
	}
	if err := wsjson.Write(ctx, c, map[string]any{"id": "1", "type": "start", "payload": map[string]any{
		"query": insightStatusSubscription, "variables": map[string]any{"p": env.Project.ID, "id": id}}}); err != nil {
		t.Fatal(err)
	}
	out := make(chan insightStatus, 16)
	go func() {
		defer close(out)
		for {
			var msg struct {
				Type    string `json:"type"`
				Payload struct {
					Data struct{ QueryStatus insightStatus } `json:"data"`
				} `json:"payload"`
			}
			if err := wsjson.Read(ctx, c, &msg); err != nil {
				return
			}
			switch msg.Type {
			case "data":
				out <- msg.Payload.Data.QueryStatus
			case "complete", "error":
				return
			}
		}
	}()
	return out
}

// lastStatus reads statuses until the subscription completes and returns
// the last one.
func lastStatus(t *testing.T, statuses <-chan insightStatus) insightStatus {
	t.Helper()
	var last insightStatus
	n := 0
	for st := range statuses {
		last = st
		n++
	}
	if n == 0 || !last.Complete {
		t.Fatalf("subscription ended after %d statuses, the last %+v", n, last)
	}
	return last
}

// TestGraphQLInsightBackgroundRuns runs insight kinds in the background as
// SqlQuery runs: a slow EventsQuery is cancelled while a subscription
// watches it, and an ActorsQuery over a funnel (two statements) completes
// in the background with its persons sent to the subscriber.
func TestGraphQLInsightBackgroundRuns(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		addQueryEvents(t, env.DB, env.Project.ID, servertest.SlowQueryRows)
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()

		t.Run("cancel a watched insight run", func(t *testing.T) {
			slow := map[string]any{"kind": "EventsQuery", "select": []any{"count()"}, "after": "all",
				"where": []any{"(" + servertest.SlowQuerySQL + ") > 0"}}
			runGQLQuery(t, env, map[string]any{"queryObject": slow, "refresh": "force_async", "clientQueryId": "insight-slow"})
			pollGQLStatus(t, env, "insight-slow", func(s *gqlQueryStatus) bool { return s.PickupTime != nil })
			statuses := watchStatus(t, ctx, env, "insight-slow")
			if st, ok := <-statuses; !ok || st.Complete || st.PickupTime == nil || st.ID != "insight-slow" {
				t.Fatalf("first status: %+v", st)
			}
			var cancelled struct{ CancelQuery bool }
			env.GraphQL(t, env.Key, `mutation($p: ID!, $id: ID!) { cancelQuery(projectId: $p, id: $id) }`,
				map[string]any{"p": env.Project.ID, "id": "insight-slow"}).Decode(t, &cancelled)
			if !cancelled.CancelQuery {
				t.Fatal("cancelQuery answered false")
			}
			st := lastStatus(t, statuses)
			if !st.Error || st.ErrorMessage == nil || *st.ErrorMessage != "Query cancelled" {
				t.Fatalf("cancelled status: %+v", st)
			}
		})

		t.Run("two-statement insight in the background", func(t *testing.T) {
			// By hand: p1 signs up and buys, p2 only signs up.
			t0 := time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC)
			p1 := env.AddPerson(t, env.Project.ID, `{"email":"p1@example.com"}`, t0, "p1")
			p2 := env.AddPerson(t, env.Project.ID, `{"email":"p2@example.com"}`, t0, "p2")
			env.AddEvent(t, env.Project.ID, "signup", "p1", p1, t0)
			env.AddEvent(t, env.Project.ID, "purchase", "p1", p1, t0.Add(time.Hour))
			env.AddEvent(t, env.Project.ID, "signup", "p2", p2, t0)
			funnel := map[string]any{"kind": "FunnelsQuery", "dateRange": map[string]any{"date_from": "2026-01-01", "date_to": "2026-01-02"},
				"series": []any{map[string]any{"kind": "EventsNode", "event": "signup"}, map[string]any{"kind": "EventsNode", "event": "purchase"}}}
			for _, tc := range []struct {
				step int
				want string
			}{{2, "p1@example.com"}, {-2, "p2@example.com"}} {
				id := "insight-actors-" + time.Now().Format("150405.000000")
				actors := map[string]any{"kind": "ActorsQuery", "select": []any{"person"},
					"source": map[string]any{"kind": "FunnelsActorsQuery", "source": funnel, "funnelStep": tc.step}}
				runGQLQuery(t, env, map[string]any{"queryObject": actors, "refresh": "force_async", "clientQueryId": id})
				st := lastStatus(t, watchStatus(t, ctx, env, id))
				if st.Error || st.Results == nil || st.Results.Hogql == nil {
					t.Fatalf("step %d: %+v", tc.step, st)
				}
				var rows [][]struct {
					Properties struct{ Email string }
				}
				if err := json.Unmarshal(st.Results.Results, &rows); err != nil {
					t.Fatalf("step %d: %s: %v", tc.step, st.Results.Results, err)
				}
				if len(rows) != 1 || rows[0][0].Properties.Email != tc.want {
					t.Errorf("step %d: %s, want %s", tc.step, st.Results.Results, tc.want)
				}
			}
		})
	})
}
