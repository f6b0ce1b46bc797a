package rest_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/clickhouse/clickhousetest"
	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/service"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// storeAndEngine serves db twice, for tests that compare the answers of
// the two: from the store's own engine, and with a fresh database on the
// shared local ClickHouse (projects of different test stores share ids),
// holding the engine's schema and dropped after the test, as the
// analytics engine. The test is skipped without a local ClickHouse.
func storeAndEngine(t *testing.T, db *store.DB) (onStore, onEngine *servertest.Env, c *clickhouse.Client) {
	t.Helper()
	c = clickhousetest.Migrated(t, "rest")
	onStore = servertest.StartWith(t, db, servertest.Options{Config: service.Config{Query: servertest.QueryConfig()}})
	engineCfg := servertest.QueryConfig()
	engineCfg.Engine = clickhouse.NewRunner(c, clickhouse.RunnerOptions{})
	onEngine = servertest.StartWith(t, db, servertest.Options{Config: service.Config{Query: engineCfg}})
	return onStore, onEngine, c
}

// TestPersonsOnEngine serves persons/trends and persons/values from the
// store and, on the same data synced to a local ClickHouse, from the
// analytics engine: every answer (rows, order, counts, pagination links,
// CSV, 400s) is the same, and persons deleted from the store are gone from
// both.
func TestPersonsOnEngine(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		onStore, onEngine, c := storeAndEngine(t, db)

		f := addPersonFixtures(t, onStore)
		pid := onStore.Project.ID
		day := time.Date(2021, 1, 10, 12, 0, 0, 0, time.UTC)
		onStore.AddEvent(t, pid, "$pageview", "a1", f.alice, day)
		onStore.AddEvent(t, pid, "$pageview", "a2", f.alice, day.Add(time.Hour))
		onStore.AddEvent(t, pid, "signed_up", "b1", f.bob, day.Add(24*time.Hour))
		onStore.AddEvent(t, pid, "$pageview", "c1", f.carol, day.AddDate(0, -1, 0))
		onStore.AddEvent(t, pid, "$pageview", "ghost", nil, day)
		onStore.AddEvent(t, f.other.ID, "$pageview", "a1", f.stranger, day)
		onStore.AddEvent(t, pid, "purchase", "anon-XYZ_1", f.dave, time.Now().Add(-time.Hour))
		// Persons with the same creation time (the id breaks the tie) and
		// property values to rank; two are deleted below.
		var doomed []*store.Person
		for i := range 12 {
			props := fmt.Sprintf(`{"plan":"%s","tier":%d,"label":"50%%_off %d"}`, []string{"pro", "free", "Team"}[i%3], i%4, i%2)
			p := onStore.AddPerson(t, pid, props, personBase.Add(5*time.Hour), fmt.Sprintf("x%d", i), fmt.Sprintf("y%d", i))
			onStore.AddEvent(t, pid, []string{"$pageview", "signed_up"}[i%2], fmt.Sprintf("y%d", i), p, day.Add(time.Duration(i)*time.Minute))
			if i == 3 || i == 8 {
				doomed = append(doomed, p)
			}
		}
		for _, team := range []int64{pid, f.other.ID} {
			if _, err := c.SyncProject(ctx, db, team, 0); err != nil {
				t.Fatal(err)
			}
		}
		for _, p := range doomed {
			if r := onStore.Do(t, http.MethodDelete, fmt.Sprintf("/api/projects/%d/persons/%d/", pid, p.ID), onStore.Key, nil); r.Status != 204 {
				t.Fatalf("delete = %d %s", r.Status, r.Body)
			}
		}
		// The engine learns of the deletions at the next sync.
		if _, err := c.MirrorProject(ctx, db, pid); err != nil {
			t.Fatal(err)
		}

		trends := fmt.Sprintf("/api/environments/%d/persons/trends/?", pid)
		values := fmt.Sprintf("/api/projects/%d/persons/values/?", pid)
		pageview := url.QueryEscape(`[{"id":"$pageview","type":"events","order":0}]`)
		both := url.QueryEscape(`[{"id":"$pageview"},{"id":"signed_up"}]`)
		paths := []string{
			trends + "date_from=2021-01-01&date_to=2021-01-31",
			trends + "date_from=2021-01-01&date_to=2021-01-31&events=" + pageview,
			trends + "date_from=2021-01-01&date_to=2021-01-31&events=" + both,
			trends + "date_from=2021-01-01&date_to=2021-01-31&entity_id=signed_up&entity_type=events",
			trends + "date_from=2021-01-01&date_to=2021-01-31&events=" + url.QueryEscape(`[{"id":"nothing"}]`),
			trends + "date_from=2021-01-10T13:00:00Z&date_to=2021-01-11T12:00:00Z",
			trends + "date_from=2021-01-10T12:05:00.5Z&date_to=2021-01-10T12:07:59Z",
			trends + "date_from=2020-12-01&date_to=2021-01-31&events=" + pageview,
			trends + "date_from=all&date_to=2021-12-31",
			trends, // the last 7 days: dave
			trends + "date_from=-1d",
			trends + "date_from=2021-02-01&date_to=2021-01-01",
			trends + "date_from=-999999y&date_to=2021-12-31",
			trends + "date_from=2021-01-01&date_to=9999-12-31",
			trends + "date_from=all&date_to=2021-12-31&format=csv",
			// Pages: first, middle, last, exactly at the end, past it.
			trends + "date_from=all&date_to=2021-12-31&limit=4",
			trends + "date_from=all&date_to=2021-12-31&limit=4&offset=4",
			trends + "date_from=all&date_to=2021-12-31&limit=4&offset=8",
			trends + "date_from=all&date_to=2021-12-31&limit=5&offset=10",
			trends + "date_from=all&date_to=2021-12-31&limit=4&offset=13",
			trends + "date_from=all&date_to=2021-12-31&limit=4&offset=100",
			trends + "date_from=2021-01-01&date_to=2021-01-31&events=" + pageview + "&limit=3&offset=3",
			// Bad input: the same 400s.
			trends + "date_from=yesterday",
			trends + "date_to=2021-13-01",
			trends + "events=not-json",
			trends + "limit=0",
			trends + "offset=-1",
			values + "key=plan",
			values + "key=plan&value=PR",
			values + "key=plan&value=team",
			values + "key=plan&value=%25",
			values + "key=label&value=" + url.QueryEscape("%_OFF"),
			values + "key=label&value=_",
			values + "key=label&value=" + url.QueryEscape(`\`),
			values + "key=tier",
			values + "key=beta",
			values + "key=email",
			values + "key=email&value=example",
			values + "key=missing",
			values + "key=" + url.QueryEscape(`$odd.key "q"`),
			values + "key=plan&format=csv",
			values,
			values + "key=a%00",
			values + "key=plan&value=%FF",
		}
		norm := func(env *servertest.Env, r servertest.Response) string {
			return fmt.Sprintf("%d %s", r.Status, strings.ReplaceAll(string(r.Body), env.URL, "BASE"))
		}
		var nonEmpty int
		for _, path := range paths {
			want := norm(onStore, onStore.Get(t, path, onStore.Key))
			got := norm(onEngine, onEngine.Get(t, path, onEngine.Key))
			if got != want {
				t.Errorf("%s\nstore:  %s\nengine: %s", path, want, got)
			}
			if strings.HasPrefix(want, "200 ") && (strings.Contains(want, `"uuid"`) || strings.Contains(want, `"count":`)) {
				nonEmpty++
			}
			for _, p := range doomed {
				if strings.Contains(got, p.UUID) {
					t.Errorf("%s: deleted person %s on the engine: %s", path, p.UUID, got)
				}
			}
		}
		if nonEmpty < len(paths)/2 {
			t.Errorf("only %d of %d answers hold rows: a vacuous comparison", nonEmpty, len(paths))
		}

		// GraphQL answers from the same services: the same on both.
		gql := `query($p: ID!, $e: [String!], $o: Int) {
  personTrends(projectId: $p, events: $e, dateFrom: "all", dateTo: "2021-12-31", limit: 4, offset: $o) {
    count next previous results { id uuid name distinctIds properties createdAt } }
  personValues(projectId: $p, key: "plan", value: "R") { name count } }`
		for _, vars := range []map[string]any{
			{"p": pid}, {"p": pid, "o": 8}, {"p": pid, "o": 40}, {"p": pid, "e": []string{"signed_up"}, "o": 2},
		} {
			want, got := onStore.GraphQL(t, onStore.Key, gql, vars), onEngine.GraphQL(t, onEngine.Key, gql, vars)
			if len(want.Errors) > 0 || string(got.Data) != string(want.Data) || !strings.Contains(string(want.Data), `"count":`) {
				t.Errorf("GraphQL %v\nstore:  %s %v\nengine: %s %v", vars, want.Data, want.Errors, got.Data, got.Errors)
			}
		}

		// Numbers read as written (SQLite's store rounds past 2^53: its
		// json_extract reads a float).
		if r := onEngine.Get(t, values+"key=n", onEngine.Key); strings.TrimSpace(string(r.Body)) != `[{"name":"12345678901234567890","count":1}]` {
			t.Errorf("key=n on the engine = %d %s", r.Status, r.Body)
		}

		// The engine's errors map as a query's: a result past the byte cap
		// (here 1 byte) is a 400, not a 500.
		capped := servertest.QueryConfig()
		capped.Engine = clickhouse.NewRunner(c, clickhouse.RunnerOptions{})
		capped.MaxResultBytes = 1
		small := servertest.StartWith(t, db, servertest.Options{Config: service.Config{Query: capped}})
		for _, path := range []string{trends + "date_from=all&date_to=2021-12-31", values + "key=plan"} {
			small.Get(t, path, small.Key).ExpectError(t, 400, "sql_query_error", "query")
		}

		// A person deleted from the store but not yet from the engine does
		// not appear either (its row is read from the store).
		late := f.bob
		if r := onStore.Do(t, http.MethodDelete, fmt.Sprintf("/api/projects/%d/persons/%d/", pid, late.ID), onStore.Key, nil); r.Status != 204 {
			t.Fatalf("delete = %d %s", r.Status, r.Body)
		}
		if r := onEngine.Get(t, trends+"date_from=all&date_to=2021-12-31", onEngine.Key); r.Status != 200 || strings.Contains(string(r.Body), late.UUID) {
			t.Errorf("person deleted from the store, not yet from the engine: %d %s", r.Status, r.Body)
		}
	})
}
