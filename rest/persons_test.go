package rest_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// personBase is the creation time of the first fixture person.
var personBase = time.Date(2026, 1, 5, 9, 0, 0, 0, time.UTC)

// personFixtures are four persons of env.Project, oldest first, and one of
// another project sharing alice's email and distinct id.
type personFixtures struct {
	alice, bob, carol, dave, stranger *store.Person
	other                             *store.Project
}

func addPersonFixtures(t *testing.T, env *servertest.Env) personFixtures {
	t.Helper()
	pid := env.Project.ID
	f := personFixtures{
		alice: env.AddPerson(t, pid, `{"email":"Alice@Example.com","name":"Alice","plan":"pro","beta":true,"n":12345678901234567890}`, personBase, "a1", "a2"),
		bob:   env.AddPerson(t, pid, `{"name":"Bob Builder","plan":"free","beta":false}`, personBase.Add(time.Hour), "b1"),
		carol: env.AddPerson(t, pid, `{"username":"carol99","plan":"pro","email":""}`, personBase.Add(2*time.Hour), "c1"),
		dave:  env.AddPerson(t, pid, `{"plan":null}`, personBase.Add(3*time.Hour), "anon-XYZ_1"),
	}
	f.other = env.NewProject(t, "Other")
	f.stranger = env.AddPerson(t, f.other.ID, `{"email":"alice@example.com","plan":"pro"}`, personBase.Add(4*time.Hour), "a1")
	return f
}

// personUUIDs lists the uuids of a persons page.
func personUUIDs(l envelopeBody) []string {
	out := make([]string, len(l.Results))
	for i, r := range l.Results {
		out[i] = fmt.Sprint(r["uuid"])
	}
	return out
}

func uuids(ps ...*store.Person) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.UUID
	}
	return out
}

func TestPersonsList(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		f := addPersonFixtures(t, env)
		base := fmt.Sprintf("/api/projects/%d/persons/", env.Project.ID)

		all := fetchEnvelope(t, env, base, env.Key)
		if all.Count != 4 || !slices.Equal(personUUIDs(all), uuids(f.dave, f.carol, f.bob, f.alice)) || all.Next != nil || all.Previous != nil {
			t.Fatalf("list = %+v", all)
		}
		// The person shape: exactly these fields, with their types.
		alice := all.Results[3]
		keys := make([]string, 0, len(alice))
		for k := range alice {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		if !slices.Equal(keys, []string{"created_at", "distinct_ids", "id", "name", "properties", "uuid"}) {
			t.Errorf("person keys = %v", keys)
		}
		if alice["id"] != float64(f.alice.ID) || alice["name"] != "Alice@Example.com" ||
			fmt.Sprint(alice["distinct_ids"]) != "[a1 a2]" || alice["created_at"] != "2026-01-05T09:00:00Z" {
			t.Errorf("alice = %v", alice)
		}
		if props, ok := alice["properties"].(map[string]any); !ok || props["plan"] != "pro" || props["beta"] != true {
			t.Errorf("alice properties = %v", alice["properties"])
		}
		// Large numbers come back exactly as stored.
		raw := env.Get(t, fmt.Sprintf("%s%d/", base, f.alice.ID), env.Key).Body
		if !strings.Contains(string(raw), `"n":12345678901234567890`) {
			t.Errorf("big number not kept: %s", raw)
		}
		// name falls back: name property, then username, then first distinct id
		// (an empty email does not count).
		names := []string{}
		for _, r := range all.Results {
			names = append(names, fmt.Sprint(r["name"]))
		}
		if !slices.Equal(names, []string{"anon-XYZ_1", "carol99", "Bob Builder", "Alice@Example.com"}) {
			t.Errorf("names = %v", names)
		}

		for _, c := range []struct {
			query string
			want  []string
		}{
			{"search=alice", uuids(f.alice)},
			{"search=BUILDER", uuids(f.bob)},
			{"search=xyz", uuids(f.dave)},        // a distinct id
			{"search=a", uuids(f.dave, f.alice)}, // not carol: username is not searched
			{"search=%25", nil},                  // a literal %, not a wildcard
			{"search=z_1", uuids(f.dave)},        // _ is literal too
			{"search=zz_1", nil},
			{"email=alice@example.com", uuids(f.alice)},
			{"email=ALICE@EXAMPLE.COM", uuids(f.alice)},
			{"email=alice", nil},
			{"distinct_id=a2", uuids(f.alice)},
			{"distinct_id=A2", nil},
			{"distinct_id=b1&search=bob", uuids(f.bob)},
			{"distinct_id=b1&email=alice@example.com", nil},
		} {
			got := fetchEnvelope(t, env, base+"?"+c.query, env.Key)
			if !slices.Equal(personUUIDs(got), c.want) && !(len(c.want) == 0 && len(got.Results) == 0) {
				t.Errorf("%s: got %v, want %v", c.query, personUUIDs(got), c.want)
			}
			if got.Count != len(c.want) {
				t.Errorf("%s: count %d", c.query, got.Count)
			}
		}
		// The other prefix and the path without its slash answer the same.
		env2 := fetchEnvelope(t, env, fmt.Sprintf("/api/environments/%d/persons?search=alice", env.Project.ID), env.Key)
		if !slices.Equal(personUUIDs(env2), uuids(f.alice)) {
			t.Errorf("environments prefix: %v", personUUIDs(env2))
		}
		// The other project's persons are its own.
		other := fetchEnvelope(t, env, fmt.Sprintf("/api/projects/%d/persons/?distinct_id=a1", f.other.ID), env.Key)
		if !slices.Equal(personUUIDs(other), uuids(f.stranger)) {
			t.Errorf("other project: %v", personUUIDs(other))
		}
		// Text the databases cannot take is a 400, not a 500.
		env.Get(t, base+"?search=a%00b", env.Key).ExpectError(t, 400, "invalid_input", "search")
		env.Get(t, base+"?email=%FF", env.Key).ExpectError(t, 400, "invalid_input", "email")
	})
}

func TestPersonsPagination(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		f := addPersonFixtures(t, env)
		base := fmt.Sprintf("/api/projects/%d/persons/", env.Project.ID)
		for _, c := range []struct {
			query      string
			want       []string
			next, prev string
		}{
			{"limit=2", uuids(f.dave, f.carol), "limit=2&offset=2", ""},
			{"limit=1&offset=1", uuids(f.carol), "limit=1&offset=2", "limit=1&offset=0"},
			{"limit=2&offset=2", uuids(f.bob, f.alice), "", "limit=2&offset=0"},
			{"limit=3&offset=2", uuids(f.bob, f.alice), "", "limit=3&offset=0"},
			// Past the end, previous is the last page with rows, not another empty window.
			{"limit=2&offset=10", nil, "", "limit=2&offset=2"},
			{"limit=3&offset=4", nil, "", "limit=3&offset=1"},
			{"limit=5&offset=4", nil, "", "limit=5&offset=0"},
			{"limit=1000", uuids(f.dave, f.carol, f.bob, f.alice), "", ""},
		} {
			got := fetchEnvelope(t, env, base+"?"+c.query, env.Key)
			if got.Count != 4 || len(got.Results) != len(c.want) || (len(c.want) > 0 && !slices.Equal(personUUIDs(got), c.want)) ||
				servertest.LinkWindow(t, got.Next) != c.next || servertest.LinkWindow(t, got.Previous) != c.prev {
				t.Errorf("%s: %+v", c.query, got)
			}
			if got.Results == nil {
				t.Errorf("%s: results is null, want []", c.query)
			}
		}
		// Links keep the filters.
		got := fetchEnvelope(t, env, base+"?search=a&limit=1", env.Key)
		if got.Next == nil || !strings.Contains(*got.Next, "search=a") {
			t.Errorf("next link %v lost the filter", got.Next)
		}
		for _, c := range []struct{ query, attr string }{
			{"limit=abc", "limit"}, {"limit=0", "limit"}, {"limit=1001", "limit"}, {"limit=-1", "limit"},
			{"offset=-1", "offset"}, {"offset=x", "offset"},
		} {
			env.Get(t, base+"?"+c.query, env.Key).ExpectError(t, 400, "invalid_input", c.attr)
		}
	})
}

func TestPersonRetrieveAndDelete(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		f := addPersonFixtures(t, env)
		base := fmt.Sprintf("/api/projects/%d/persons/", env.Project.ID)
		for _, id := range []string{fmt.Sprint(f.alice.ID), f.alice.UUID, strings.ToUpper(f.alice.UUID)} {
			r := env.Get(t, base+id+"/", env.Key)
			if r.Status != 200 || r.Map(t)["uuid"] != f.alice.UUID {
				t.Errorf("GET %s = %d %s", id, r.Status, r.Body)
			}
		}
		notFound := func(r servertest.Response) {
			t.Helper()
			body := r.ExpectError(t, 404, "not_found", "")
			if body["detail"] != "Not found." {
				t.Errorf("detail = %v", body["detail"])
			}
		}
		for _, id := range []string{"999999", "0", "-1", "abc", uuid.NewString(), fmt.Sprint(f.stranger.ID), f.stranger.UUID, "99999999999999999999"} {
			notFound(env.Get(t, base+url.PathEscape(id)+"/", env.Key))
		}

		// Alice did events; one event of nobody; bob's events are untouched.
		at := personBase.Add(24 * time.Hour)
		env.AddEvent(t, env.Project.ID, "$pageview", "a1", f.alice, at)
		env.AddEvent(t, env.Project.ID, "$pageview", "a2", f.alice, at.Add(time.Minute))
		env.AddEvent(t, env.Project.ID, "$pageview", "b1", f.bob, at)

		// person:read may read but not delete.
		reader := env.NewKey(t, []string{"person:read"}, nil)
		if r := env.Get(t, base+f.alice.UUID+"/", reader); r.Status != 200 {
			t.Errorf("person:read GET = %d", r.Status)
		}
		body := env.Do(t, "DELETE", base+fmt.Sprint(f.alice.ID)+"/", reader, nil).ExpectError(t, 403, "permission_denied", "")
		if body["detail"] != "API key missing required scope 'person:write'" {
			t.Errorf("detail = %v", body["detail"])
		}
		writer := env.NewKey(t, []string{"person:write"}, nil)
		r := env.Do(t, "DELETE", base+fmt.Sprint(f.alice.ID)+"/", writer, nil)
		if r.Status != 204 || len(r.Body) != 0 {
			t.Fatalf("DELETE = %d %q", r.Status, r.Body)
		}
		notFound(env.Get(t, base+fmt.Sprint(f.alice.ID)+"/", env.Key))
		notFound(env.Do(t, "DELETE", base+fmt.Sprint(f.alice.ID)+"/", writer, nil))
		notFound(env.Do(t, "DELETE", base+"nope/", writer, nil))
		// Another project's person cannot be deleted through this one.
		notFound(env.Do(t, "DELETE", base+fmt.Sprint(f.stranger.ID)+"/", writer, nil))

		// The distinct ids are gone, the events stay but resolve to nobody.
		if got := fetchEnvelope(t, env, base+"?distinct_id=a1", env.Key); got.Count != 0 {
			t.Errorf("distinct id a1 still resolves: %v", personUUIDs(got))
		}
		ctx := context.Background()
		var events []store.Event
		if err := env.DB.Bun.NewSelect().Model(&events).Where("team_id = ?", env.Project.ID).Order("distinct_id").Scan(ctx); err != nil {
			t.Fatal(err)
		}
		if len(events) != 3 || events[0].PersonID != nil || events[1].PersonID != nil || events[2].PersonID == nil || *events[2].PersonID != f.bob.ID {
			t.Errorf("events after delete: %+v", events)
		}
		n, err := env.DB.Bun.NewSelect().Model((*store.PersonDistinctID)(nil)).Where("person_id = ?", f.alice.ID).Count(ctx)
		if err != nil || n != 0 {
			t.Errorf("distinct ids left: %d %v", n, err)
		}
		// The other project's person with the same distinct id is untouched.
		if r := env.Get(t, fmt.Sprintf("/api/projects/%d/persons/%d/", f.other.ID, f.stranger.ID), env.Key); r.Status != 200 {
			t.Errorf("stranger = %d", r.Status)
		}
		// Deleting by uuid works too.
		if r := env.Do(t, "DELETE", base+f.bob.UUID, env.Key, nil); r.Status != 204 {
			t.Errorf("DELETE by uuid = %d %s", r.Status, r.Body)
		}
		if got := fetchEnvelope(t, env, base, env.Key); !slices.Equal(personUUIDs(got), uuids(f.dave, f.carol)) {
			t.Errorf("after deletes: %v", personUUIDs(got))
		}
	})
}

func TestPersonsAuth(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		f := addPersonFixtures(t, env)
		p := env.Project.ID
		projectsOnly := env.NewKey(t, []string{"project:read"}, nil)
		otherOnly := env.NewKey(t, []string{"*"}, []int64{f.other.ID})
		paths := []string{
			fmt.Sprintf("/api/projects/%d/persons/", p),
			fmt.Sprintf("/api/projects/%d/persons/%d/", p, f.alice.ID),
			fmt.Sprintf("/api/projects/%d/persons/values/?key=plan", p),
			fmt.Sprintf("/api/environments/%d/persons/values/?key=plan", p),
			fmt.Sprintf("/api/environments/%d/persons/trends/", p),
		}
		for _, path := range paths {
			if b := env.Get(t, path, "").ExpectError(t, 401, "not_authenticated", ""); b["detail"] != "Authentication credentials were not provided." {
				t.Errorf("%s: %v", path, b)
			}
			if b := env.Get(t, path, projectsOnly).ExpectError(t, 403, "permission_denied", ""); b["detail"] != "API key missing required scope 'person:read'" {
				t.Errorf("%s: %v", path, b)
			}
			if b := env.Get(t, path, otherOnly).ExpectError(t, 403, "permission_denied", ""); b["detail"] != fmt.Sprintf("API key does not have access to the requested project: ID %d.", p) {
				t.Errorf("%s: %v", path, b)
			}
			unknown := strings.Replace(path, fmt.Sprintf("/%d/", p), "/999999/", 1)
			if b := env.Get(t, unknown, env.Key).ExpectError(t, 404, "not_found", ""); b["detail"] != "Project not found." {
				t.Errorf("%s: %v", unknown, b)
			}
		}
		// person:write implies person:read.
		writer := env.NewKey(t, []string{"person:write"}, nil)
		for _, path := range paths {
			if r := env.Get(t, path, writer); r.Status != 200 {
				t.Errorf("person:write GET %s = %d %s", path, r.Status, r.Body)
			}
		}
	})
}

func TestPersonValues(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		addPersonFixtures(t, env)
		for _, prefix := range []string{"projects", "environments"} {
			base := fmt.Sprintf("/api/%s/%d/persons/values/", prefix, env.Project.ID)
			for _, c := range []struct{ query, want string }{
				{"key=plan", `[{"name":"pro","count":2},{"name":"free","count":1}]`},
				{"key=plan&value=PR", `[{"name":"pro","count":2}]`},
				{"key=plan&value=%25", `[]`},
				{"key=beta", `[{"name":"false","count":1},{"name":"true","count":1}]`},
				{"key=email", `[{"name":"","count":1},{"name":"Alice@Example.com","count":1}]`},
				{"key=missing", `[]`},
				{"key=plan&format=json", `[{"name":"pro","count":2},{"name":"free","count":1}]`},
			} {
				r := env.Get(t, base+"?"+c.query, env.Key)
				if r.Status != 200 || strings.TrimSpace(string(r.Body)) != c.want {
					t.Errorf("%s %s = %d %s, want %s", prefix, c.query, r.Status, r.Body, c.want)
				}
			}
			r := env.Get(t, base+"?key=plan&format=csv", env.Key)
			if r.Status != 200 || r.Header.Get("Content-Type") != "text/csv; charset=utf-8" || string(r.Body) != "name,count\npro,2\nfree,1\n" {
				t.Errorf("csv = %d %q %q", r.Status, r.Header.Get("Content-Type"), r.Body)
			}
			env.Get(t, base+"?key=plan&format=xml", env.Key).ExpectError(t, 400, "invalid_input", "format")
			env.Get(t, base, env.Key).ExpectError(t, 400, "invalid_input", "key")
			env.Get(t, base+"?key=", env.Key).ExpectError(t, 400, "invalid_input", "key")
			env.Get(t, base+"?key=a%00", env.Key).ExpectError(t, 400, "invalid_input", "key")
			env.Get(t, base+"?key=plan&value=%FF", env.Key).ExpectError(t, 400, "invalid_input", "value")
		}

		// Top 20 by count, ties by value; odd keys address one property.
		p := env.NewProject(t, "Many")
		for i := range 25 {
			copies := 1
			switch i {
			case 7:
				copies = 3
			case 12:
				copies = 2
			}
			for range copies {
				env.AddPerson(t, p.ID, fmt.Sprintf(`{"v":"v%02d","$odd.key \"q\"":%d}`, i, i%2), personBase)
			}
		}
		var values []struct {
			Name  string
			Count int
		}
		env.Get(t, fmt.Sprintf("/api/projects/%d/persons/values/?key=v", p.ID), env.Key).JSON(t, &values)
		if len(values) != 20 || values[0].Name != "v07" || values[0].Count != 3 || values[1].Name != "v12" || values[1].Count != 2 ||
			values[2].Name != "v00" || values[19].Name != "v19" {
			t.Errorf("top 20 = %+v", values)
		}
		r := env.Get(t, fmt.Sprintf("/api/projects/%d/persons/values/?key=%s&format=csv", p.ID, url.QueryEscape(`$odd.key "q"`)), env.Key)
		if string(r.Body) != "name,count\n0,14\n1,14\n" {
			t.Errorf("odd key csv = %d %q", r.Status, r.Body)
		}
	})
}

// TestPersonValuesCSVQuoting: values holding commas, quotes, newlines and
// non-ASCII text come back intact through a CSV reader, as UTF-8.
func TestPersonValuesCSVQuoting(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		tricky := []string{`Smith, Jane`, `say "hi"`, "two\nlines", "Zoë ✓", `=1+1`}
		for _, v := range tricky {
			props, _ := json.Marshal(map[string]string{"label": v})
			env.AddPerson(t, env.Project.ID, string(props), personBase)
		}
		r := env.Get(t, fmt.Sprintf("/api/environments/%d/persons/values/?key=label&format=csv", env.Project.ID), env.Key)
		if r.Status != 200 || r.Header.Get("Content-Type") != "text/csv; charset=utf-8" {
			t.Fatalf("csv = %d %q %s", r.Status, r.Header.Get("Content-Type"), r.Body)
		}
		rows, err := csv.NewReader(bytes.NewReader(r.Body)).ReadAll()
		if err != nil {
			t.Fatalf("not CSV (%v): %q", err, r.Body)
		}
		got := map[string]string{}
		for _, row := range rows[1:] {
			got[row[0]] = row[1]
		}
		if len(rows) != len(tricky)+1 || !slices.Equal(rows[0], []string{"name", "count"}) {
			t.Errorf("rows = %q", rows)
		}
		for _, v := range tricky {
			if got[v] != "1" {
				t.Errorf("value %q: count %q in %q", v, got[v], r.Body)
			}
		}
	})
}

// trendsBody is a decoded persons/trends/ answer.
type trendsBody struct {
	Results []struct {
		People []map[string]any `json:"people"`
		Count  int              `json:"count"`
	} `json:"results"`
	Next     *string `json:"next"`
	Previous *string `json:"previous"`
}

func (b trendsBody) ids() []string {
	var out []string
	for _, p := range b.Results[0].People {
		out = append(out, fmt.Sprint(p["uuid"]))
	}
	return out
}

func TestPersonTrends(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		f := addPersonFixtures(t, env)
		pid := env.Project.ID
		day := time.Date(2021, 1, 10, 12, 0, 0, 0, time.UTC)
		env.AddEvent(t, pid, "$pageview", "a1", f.alice, day)
		env.AddEvent(t, pid, "$pageview", "a2", f.alice, day.Add(time.Hour))
		env.AddEvent(t, pid, "signed_up", "b1", f.bob, day.Add(24*time.Hour))
		env.AddEvent(t, pid, "$pageview", "c1", f.carol, day.AddDate(0, -1, 0))
		env.AddEvent(t, pid, "$pageview", "ghost", nil, day)
		env.AddEvent(t, f.other.ID, "$pageview", "a1", f.stranger, day)
		// Relative dates count back from now: dave was active an hour ago.
		env.AddEvent(t, pid, "purchase", "anon-XYZ_1", f.dave, time.Now().Add(-time.Hour))

		base := fmt.Sprintf("/api/environments/%d/persons/trends/", pid)
		get := func(query string) trendsBody {
			t.Helper()
			r := env.Get(t, base+"?"+query, env.Key)
			if r.Status != 200 {
				t.Fatalf("%s = %d %s", query, r.Status, r.Body)
			}
			var b trendsBody
			r.JSON(t, &b)
			if len(b.Results) != 1 || b.Results[0].Count != len(b.Results[0].People) || b.Results[0].People == nil {
				t.Fatalf("%s: shape %s", query, r.Body)
			}
			return b
		}
		pageview := url.QueryEscape(`[{"id":"$pageview","type":"events","order":0}]`)
		for _, c := range []struct {
			query string
			want  []string
		}{
			{"date_from=2021-01-01&date_to=2021-01-31", uuids(f.bob, f.alice)},
			{"date_from=2021-01-01&date_to=2021-01-31&events=" + pageview, uuids(f.alice)},
			{"date_from=2021-01-01&date_to=2021-01-31&events=" + url.QueryEscape(`[{"id":"$pageview"},{"id":"signed_up"}]`), uuids(f.bob, f.alice)},
			{"date_from=2021-01-01&date_to=2021-01-31&events=" + url.QueryEscape(`[{"id":null}]`), uuids(f.bob, f.alice)},
			{"date_from=2021-01-01&date_to=2021-01-31&events=%5B%5D", uuids(f.bob, f.alice)},
			{"date_from=2021-01-01&date_to=2021-01-31&entity_id=signed_up&entity_type=events", uuids(f.bob)},
			{"date_from=2021-01-01&date_to=2021-01-10", uuids(f.alice)}, // a date includes its whole day
			{"date_from=2021-01-10T13:00:00Z&date_to=2021-01-11T12:00:00Z", uuids(f.bob, f.alice)},
			{"date_from=2021-01-10T13:00:01Z&date_to=2021-01-11T11:59:59Z", nil},
			{"date_from=2021-01-11T12:00:00Z&date_to=2021-01-11T12:00:00Z", uuids(f.bob)}, // both ends included
			{"date_from=2020-12-01&date_to=2021-01-31&events=" + pageview, uuids(f.carol, f.alice)},
			{"date_from=all&date_to=2021-12-31", uuids(f.carol, f.bob, f.alice)},
			{"", uuids(f.dave)}, // the last 7 days
			{"date_from=-1d", uuids(f.dave)},
			{"date_from=all&date_to=-2d", uuids(f.carol, f.bob, f.alice)},
			{"date_from=2021-02-01&date_to=2021-01-01", nil},
		} {
			got := get(c.query)
			if !slices.Equal(got.ids(), c.want) {
				t.Errorf("%q: got %v, want %v", c.query, got.ids(), c.want)
			}
		}
		// Pages: next while more persons remain, previous back.
		q := "date_from=all&date_to=2021-12-31&limit=2"
		first := get(q)
		if !slices.Equal(first.ids(), uuids(f.carol, f.bob)) || servertest.LinkWindow(t, first.Next) != "limit=2&offset=2" || first.Previous != nil {
			t.Errorf("first page: %+v", first)
		}
		last := get(q + "&offset=2")
		if !slices.Equal(last.ids(), uuids(f.alice)) || last.Next != nil || servertest.LinkWindow(t, last.Previous) != "limit=2&offset=0" {
			t.Errorf("last page: %+v", last)
		}
		past := get(q + "&offset=10")
		if len(past.Results[0].People) != 0 || past.Next != nil || past.Previous == nil {
			t.Errorf("past the end: %+v", past)
		}

		r := env.Get(t, base+"?date_from=2021-01-01&date_to=2021-01-31&format=csv", env.Key)
		want := "id,name,distinct_ids,created_at,uuid\n" +
			fmt.Sprintf("%d,Bob Builder,\"[\"\"b1\"\"]\",2026-01-05T10:00:00Z,%s\n", f.bob.ID, f.bob.UUID) +
			fmt.Sprintf("%d,Alice@Example.com,\"[\"\"a1\"\",\"\"a2\"\"]\",2026-01-05T09:00:00Z,%s\n", f.alice.ID, f.alice.UUID)
		if r.Status != 200 || r.Header.Get("Content-Type") != "text/csv; charset=utf-8" || string(r.Body) != want {
			t.Errorf("csv = %d %q\nwant %q", r.Status, r.Body, want)
		}

		for _, c := range []struct{ query, attr string }{
			{"events=not-json", "events"},
			{"events=" + url.QueryEscape(`{"id":"$pageview"}`), "events"},
			{"events=" + url.QueryEscape(`[{"id":7}]`), "events"},
			{"events=" + url.QueryEscape(`[{"name":"x"}]`), "events"},
			{"events=" + url.QueryEscape(`[{"id":"x","type":"actions"}]`), "events"},
			{"events=" + url.QueryEscape(`[{"id":"a\u0000"}]`), "events"},
			{"date_from=yesterday", "date_from"},
			{"date_to=2021-13-01", "date_to"},
			{"date_from=0000-01-01", "date_from"},
			{"limit=0", "limit"},
			{"limit=1001", "limit"},
			{"format=xml", "format"},
		} {
			env.Get(t, base+"?"+c.query, env.Key).ExpectError(t, 400, "invalid_input", c.attr)
		}
		// Far-away relative dates are clamped, not a database error.
		if b := get("date_from=-999999y&date_to=2021-12-31"); !slices.Equal(b.ids(), uuids(f.carol, f.bob, f.alice)) {
			t.Errorf("-999999y: %v", b.ids())
		}
		if b := get("date_from=2021-01-01&date_to=9999-12-31"); len(b.ids()) != 3 {
			t.Errorf("9999-12-31: %v", b.ids())
		}
	})
}
