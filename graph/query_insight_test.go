package graph_test

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/server/servertest"
)

const runInsightMutation = `mutation($p: ID!, $in: QueryRequestInput!) {
  runQuery(projectId: $p, input: $in) {
    cacheKey
    result { results columns types sql hogql hasMore isCached timezone resolvedDateRange }
    queryStatus { id complete error errorMessage results { results isCached } }
  }
}`

// TestGraphQLInsightKinds runs a TrendsQuery and an EventsQuery through
// runQuery, blocking and in the background, and checks the results against
// counts worked out by hand (three $pageview on 2 Jan, one on 4 Jan).
func TestGraphQLInsightKinds(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		for _, at := range []time.Time{
			time.Date(2026, 1, 2, 9, 0, 0, 0, time.UTC), time.Date(2026, 1, 2, 10, 0, 0, 0, time.UTC),
			time.Date(2026, 1, 2, 11, 0, 0, 0, time.UTC), time.Date(2026, 1, 4, 9, 0, 0, 0, time.UTC),
		} {
			env.AddEvent(t, env.Project.ID, "$pageview", "u1", nil, at)
		}
		trends := map[string]any{"kind": "TrendsQuery",
			"dateRange": map[string]any{"date_from": "2026-01-01", "date_to": "2026-01-04"},
			"series":    []any{map[string]any{"kind": "EventsNode", "event": "$pageview"}}}
		type result struct {
			Results           json.RawMessage
			Sql, Hogql        string
			IsCached          bool
			ResolvedDateRange map[string]any
		}
		var out struct {
			RunQuery struct {
				CacheKey    string
				Result      *result
				QueryStatus *struct {
					ID       string
					Complete bool
					Error    bool
					Results  *struct{ Results json.RawMessage }
				}
			}
		}
		env.GraphQL(t, env.Key, runInsightMutation, map[string]any{"p": env.Project.ID,
			"in": map[string]any{"queryObject": trends}}).Decode(t, &out)
		r := out.RunQuery.Result
		if r == nil || r.Hogql == "" || r.Sql != r.Hogql || r.ResolvedDateRange == nil {
			t.Fatalf("blocking: %+v", out.RunQuery)
		}
		var series []struct {
			Data  []float64
			Count float64
		}
		if err := json.Unmarshal(r.Results, &series); err != nil {
			t.Fatal(err)
		}
		if len(series) != 1 || !reflect.DeepEqual(series[0].Data, []float64{0, 3, 0, 1}) || series[0].Count != 4 {
			t.Fatalf("trends results %s", r.Results)
		}
		// Background: force_async gives a status, the run completes with the same results.
		id := uuid.NewString()
		env.GraphQL(t, env.Key, runInsightMutation, map[string]any{"p": env.Project.ID,
			"in": map[string]any{"queryObject": trends, "refresh": "force_async", "clientQueryId": id}}).Decode(t, &out)
		if out.RunQuery.QueryStatus == nil || out.RunQuery.QueryStatus.ID != id {
			t.Fatalf("async: %+v", out.RunQuery)
		}
		deadline := time.Now().Add(20 * time.Second)
		for {
			var st struct {
				QueryStatus struct {
					Complete, Error bool
					Results         *struct{ Results json.RawMessage }
				}
			}
			env.GraphQL(t, env.Key, queryStatusQuery, map[string]any{"p": env.Project.ID, "id": id}).Decode(t, &st)
			if s := st.QueryStatus; s.Complete {
				if s.Error || s.Results == nil || string(s.Results.Results) != string(r.Results) {
					t.Fatalf("async status %+v", s)
				}
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("the background run never completed")
			}
			time.Sleep(20 * time.Millisecond)
		}
		// The cache now answers a blocking request.
		env.GraphQL(t, env.Key, runInsightMutation, map[string]any{"p": env.Project.ID,
			"in": map[string]any{"queryObject": trends}}).Decode(t, &out)
		if out.RunQuery.Result == nil || !out.RunQuery.Result.IsCached {
			t.Fatalf("cached: %+v", out.RunQuery)
		}
		events := map[string]any{"kind": "EventsQuery", "select": []any{"event", "count()"}, "after": "all"}
		env.GraphQL(t, env.Key, runInsightMutation, map[string]any{"p": env.Project.ID,
			"in": map[string]any{"queryObject": events}}).Decode(t, &out)
		if r := out.RunQuery.Result; r == nil || string(r.Results) != `[["$pageview",4]]` {
			t.Fatalf("events: %+v", out.RunQuery.Result)
		}
		// Both forms at once are refused.
		res := env.GraphQL(t, env.Key, runInsightMutation, map[string]any{"p": env.Project.ID,
			"in": map[string]any{"queryObject": events, "query": map[string]any{"kind": "SqlQuery", "query": "SELECT 1"}}})
		queryGQLError(t, res, "invalid_input", "query")
	})
}
