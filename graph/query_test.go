package graph_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// addQueryEvents writes n "$pageview" events for project.
func addQueryEvents(t testing.TB, db *store.DB, project int64, n int) {
	t.Helper()
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	events := make([]store.Event, n)
	for i := range events {
		events[i] = store.Event{UUID: fmt.Sprintf("gq-%d-%d", project, i), TeamID: project, Event: "$pageview",
			DistinctID: fmt.Sprint("user", i%4), Properties: json.RawMessage(`{"$browser":"Chrome"}`),
			Timestamp: t0.Add(time.Duration(i) * time.Second), CreatedAt: t0}
	}
	for start := 0; start < n; start += 500 {
		batch := events[start:min(start+500, n)]
		if _, err := db.Bun.NewInsert().Model(&batch).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
}

func queryGQLError(t *testing.T, res servertest.GQLResult, code, attr string) {
	t.Helper()
	if len(res.Errors) == 0 {
		t.Errorf("no error, want %s: %s", code, res.Data)
		return
	}
	e := res.Errors[0]
	if e.Code() != code || (attr != "" && e.Extensions["attr"] != attr) {
		t.Errorf("error %+v, want code %s attr %q", e, code, attr)
	}
}

const runQueryMutation = `mutation($p: ID!, $in: QueryRequestInput!) {
  runQuery(projectId: $p, input: $in) {
    cacheKey
    result { results columns types sql hasMore limit offset isCached lastRefresh nextAllowedClientRefresh cacheKey timezone }
    queryStatus { id teamId complete error queryAsync errorMessage startTime pickupTime endTime expirationTime taskId
      dashboardId insightId labels queryProgress results { results } }
  }
}`

const queryStatusQuery = `query($p: ID!, $id: ID!) {
  queryStatus(projectId: $p, id: $id) { id complete error errorMessage queryAsync pickupTime endTime results { results isCached } }
}`

type gqlQueryResult struct {
	Results                  [][]any    `json:"results"`
	Columns                  []string   `json:"columns"`
	Types                    [][]string `json:"types"`
	SQL                      string     `json:"sql"`
	HasMore                  bool       `json:"hasMore"`
	Limit                    int        `json:"limit"`
	IsCached                 bool       `json:"isCached"`
	LastRefresh              *string    `json:"lastRefresh"`
	NextAllowedClientRefresh *string    `json:"nextAllowedClientRefresh"`
	CacheKey                 string     `json:"cacheKey"`
	Timezone                 string     `json:"timezone"`
}

type gqlQueryStatus struct {
	ID           string          `json:"id"`
	TeamID       string          `json:"teamId"`
	Complete     bool            `json:"complete"`
	Error        bool            `json:"error"`
	QueryAsync   bool            `json:"queryAsync"`
	ErrorMessage *string         `json:"errorMessage"`
	StartTime    *string         `json:"startTime"`
	PickupTime   *string         `json:"pickupTime"`
	EndTime      *string         `json:"endTime"`
	Results      *gqlQueryResult `json:"results"`
}

type gqlRunQuery struct {
	RunQuery struct {
		CacheKey    string          `json:"cacheKey"`
		Result      *gqlQueryResult `json:"result"`
		QueryStatus *gqlQueryStatus `json:"queryStatus"`
	} `json:"runQuery"`
}

func runGQLQuery(t *testing.T, env *servertest.Env, input map[string]any) gqlRunQuery {
	t.Helper()
	var out gqlRunQuery
	env.GraphQL(t, env.Key, runQueryMutation, map[string]any{"p": env.Project.ID, "in": input}).Decode(t, &out)
	return out
}

func sqlInput(statement string, extra map[string]any) map[string]any {
	in := map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": statement}}
	for k, v := range extra {
		in[k] = v
	}
	return in
}

func pollGQLStatus(t *testing.T, env *servertest.Env, id string, cond func(*gqlQueryStatus) bool) *gqlQueryStatus {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		var out struct{ QueryStatus *gqlQueryStatus }
		env.GraphQL(t, env.Key, queryStatusQuery, map[string]any{"p": env.Project.ID, "id": id}).Decode(t, &out)
		if out.QueryStatus != nil && cond(out.QueryStatus) {
			return out.QueryStatus
		}
		if time.Now().After(deadline) {
			t.Fatalf("status %s: condition never met: %+v", id, out.QueryStatus)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestGraphQLRunQuery(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		addQueryEvents(t, env.DB, env.Project.ID, 12)
		first := runGQLQuery(t, env, sqlInput("SELECT count() FROM events", nil)).RunQuery
		r := first.Result
		if r == nil || len(r.Results) != 1 || r.Results[0][0] != float64(12) || r.IsCached || r.Timezone != "UTC" ||
			r.Limit != 100 || len(r.Types) != 1 || len(r.Types[0]) != 2 || r.CacheKey != first.CacheKey || r.LastRefresh == nil ||
			first.QueryStatus != nil {
			t.Fatalf("blocking runQuery: %+v", first)
		}
		// The same query again: from the cache; REST sees the same entry.
		second := runGQLQuery(t, env, sqlInput("SELECT count() FROM events", nil)).RunQuery
		if second.Result == nil || !second.Result.IsCached || second.CacheKey != first.CacheKey {
			t.Fatalf("cached runQuery: %+v", second)
		}
		resp := env.Do(t, http.MethodPost, fmt.Sprintf("/api/environments/%d/query/", env.Project.ID), env.Key,
			map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": "SELECT count() FROM events"}})
		if m := resp.Map(t); m["cache_key"] != first.CacheKey || m["is_cached"] != true {
			t.Fatalf("REST after GraphQL: %v", m)
		}
		// force_cache miss: neither result nor status.
		miss := runGQLQuery(t, env, sqlInput("SELECT count() FROM events WHERE event = 'x'", map[string]any{"refresh": "force_cache"})).RunQuery
		if miss.Result != nil || miss.QueryStatus != nil || miss.CacheKey == "" {
			t.Fatalf("force_cache miss: %+v", miss)
		}

		// Background run: status now, result later through queryStatus.
		async := runGQLQuery(t, env, sqlInput("SELECT count() FROM events", map[string]any{
			"refresh": "force_async", "clientQueryId": "gql-async", "variablesOverride": map[string]any{"x": 1}, "name": "test"})).RunQuery
		st := async.QueryStatus
		if async.Result != nil || st == nil || st.ID != "gql-async" || st.TeamID != fmt.Sprint(env.Project.ID) || !st.QueryAsync || st.StartTime == nil {
			t.Fatalf("async runQuery: %+v", async)
		}
		done := pollGQLStatus(t, env, "gql-async", func(s *gqlQueryStatus) bool { return s.Complete })
		if done.Error || done.Results == nil || done.Results.Results[0][0] != float64(12) || done.PickupTime == nil || done.EndTime == nil {
			t.Fatalf("finished status: %+v", done)
		}

		// Unknown id: null, no error. Unknown project: an error.
		var none struct{ QueryStatus *gqlQueryStatus }
		env.GraphQL(t, env.Key, queryStatusQuery, map[string]any{"p": env.Project.ID, "id": "nope"}).Decode(t, &none)
		if none.QueryStatus != nil {
			t.Fatalf("unknown id: %+v", none.QueryStatus)
		}
		queryGQLError(t, env.GraphQL(t, env.Key, queryStatusQuery, map[string]any{"p": 999999, "id": "nope"}), "not_found", "")

		// Drafts.
		var draft struct{ DraftSQL string }
		env.GraphQL(t, env.Key, `query($p: ID!) { draftSql(projectId: $p, prompt: "pageviews per day") }`,
			map[string]any{"p": env.Project.ID}).Decode(t, &draft)
		if !strings.Contains(draft.DraftSQL, "toDate(timestamp)") {
			t.Fatalf("draftSql: %q", draft.DraftSQL)
		}
	})
}

func TestGraphQLQueryErrors(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		run := func(key string, project any, input map[string]any) servertest.GQLResult {
			return env.GraphQL(t, key, runQueryMutation, map[string]any{"p": project, "in": input})
		}
		for _, c := range []struct {
			name       string
			input      map[string]any
			code, attr string
		}{
			{"unknown kind", map[string]any{"query": map[string]any{"kind": "Nope", "query": "SELECT 1"}}, "invalid_input", "query.kind"},
			{"empty statement", map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": ""}}, "invalid_input", "query.query"},
			{"bad refresh", sqlInput("SELECT 1", map[string]any{"refresh": "later"}), "invalid_input", "refresh"},
			{"bad client id", sqlInput("SELECT 1", map[string]any{"clientQueryId": "a b"}), "invalid_input", "client_query_id"},
			{"filters not an object", sqlInput("SELECT 1", map[string]any{"filtersOverride": "x"}), "invalid_input", "filters_override"},
			{"syntax error", sqlInput("SELEC 1", nil), "sql_syntax_error", ""},
			{"unknown table", sqlInput("SELECT count() FROM nosuchtable", nil), "sql_query_error", ""},
		} {
			t.Run(c.name, func(t *testing.T) { queryGQLError(t, run(env.Key, env.Project.ID, c.input), c.code, c.attr) })
		}
		// A missing required input field is GraphQL's own validation error.
		if res := run(env.Key, env.Project.ID, map[string]any{"query": map[string]any{"kind": "SqlQuery"}}); len(res.Errors) == 0 || res.Errors[0].Code() == "" {
			t.Errorf("missing statement: %+v", res)
		}

		noScope := env.NewKey(t, []string{"person:read"}, nil)
		queryGQLError(t, run(noScope, env.Project.ID, sqlInput("SELECT 1", nil)), "permission_denied", "")
		queryGQLError(t, run("", env.Project.ID, sqlInput("SELECT 1", nil)), "not_authenticated", "")
		queryGQLError(t, run(env.Key, 999999, sqlInput("SELECT 1", nil)), "not_found", "")
		queryGQLError(t, env.GraphQL(t, noScope, queryStatusQuery, map[string]any{"p": env.Project.ID, "id": "x"}), "permission_denied", "")
		cancel := `mutation($p: ID!, $id: ID!) { cancelQuery(projectId: $p, id: $id) }`
		queryGQLError(t, env.GraphQL(t, env.Key, cancel, map[string]any{"p": env.Project.ID, "id": "nope"}), "not_found", "")
		queryGQLError(t, env.GraphQL(t, noScope, cancel, map[string]any{"p": env.Project.ID, "id": "nope"}), "permission_denied", "")
	})
}

func TestGraphQLCancelQuery(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		addQueryEvents(t, env.DB, env.Project.ID, servertest.SlowQueryRows)
		runGQLQuery(t, env, sqlInput(servertest.SlowQuerySQL, map[string]any{"refresh": "async", "clientQueryId": "gql-slow"}))
		pollGQLStatus(t, env, "gql-slow", func(s *gqlQueryStatus) bool { return s.PickupTime != nil })
		var out struct{ CancelQuery bool }
		env.GraphQL(t, env.Key, `mutation($p: ID!, $id: ID!) { cancelQuery(projectId: $p, id: $id) }`,
			map[string]any{"p": env.Project.ID, "id": "gql-slow"}).Decode(t, &out)
		if !out.CancelQuery {
			t.Fatal("cancelQuery = false")
		}
		st := pollGQLStatus(t, env, "gql-slow", func(s *gqlQueryStatus) bool { return s.Complete })
		if !st.Error || st.ErrorMessage == nil || *st.ErrorMessage != "Query cancelled" {
			t.Fatalf("cancelled: %+v", st)
		}
	})
}
