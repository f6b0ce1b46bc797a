package graph_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

var gqlPersonBase = time.Date(2026, 1, 5, 9, 0, 0, 0, time.UTC)

type gqlPerson struct {
	ID          string         `json:"id"`
	UUID        string         `json:"uuid"`
	Name        string         `json:"name"`
	DistinctIDs []string       `json:"distinctIds"`
	Properties  map[string]any `json:"properties"`
	CreatedAt   string         `json:"createdAt"`
}

type gqlPersonPage struct {
	Count    int         `json:"count"`
	Next     *int        `json:"next"`
	Previous *int        `json:"previous"`
	Results  []gqlPerson `json:"results"`
}

func (p gqlPersonPage) uuids() []string {
	out := []string{}
	for _, r := range p.Results {
		out = append(out, r.UUID)
	}
	return out
}

func personUUIDs(ps ...*store.Person) []string {
	out := []string{}
	for _, p := range ps {
		out = append(out, p.UUID)
	}
	return out
}

const personFields = `id uuid name distinctIds properties createdAt`

func TestGraphQLPersons(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		alice := env.AddPerson(t, pid, `{"email":"Alice@Example.com","plan":"pro"}`, gqlPersonBase, "a1", "a2")
		bob := env.AddPerson(t, pid, `{"name":"Bob","plan":"free"}`, gqlPersonBase.Add(time.Hour), "b1")
		carol := env.AddPerson(t, pid, `{"plan":"pro"}`, gqlPersonBase.Add(2*time.Hour), "c1")
		project := fmt.Sprint(pid)

		query := `query($p: ID!, $search: String, $distinctId: String, $email: String, $limit: Int, $offset: Int) {
			persons(projectId: $p, search: $search, distinctId: $distinctId, email: $email, limit: $limit, offset: $offset) {
				count next previous results { ` + personFields + ` } } }`
		list := func(vars map[string]any) gqlPersonPage {
			t.Helper()
			vars["p"] = project
			var out struct{ Persons gqlPersonPage }
			env.GraphQL(t, env.Key, query, vars).Decode(t, &out)
			return out.Persons
		}
		all := list(map[string]any{})
		if all.Count != 3 || !slices.Equal(all.uuids(), personUUIDs(carol, bob, alice)) || all.Next != nil || all.Previous != nil {
			t.Fatalf("persons = %+v", all)
		}
		a := all.Results[2]
		if a.ID != fmt.Sprint(alice.ID) || a.Name != "Alice@Example.com" || !slices.Equal(a.DistinctIDs, []string{"a1", "a2"}) ||
			a.Properties["plan"] != "pro" || a.CreatedAt != "2026-01-05T09:00:00Z" {
			t.Errorf("alice = %+v", a)
		}
		if all.Results[0].Name != "c1" || all.Results[1].Name != "Bob" {
			t.Errorf("names = %q %q", all.Results[0].Name, all.Results[1].Name)
		}
		for _, c := range []struct {
			vars map[string]any
			want []string
		}{
			{map[string]any{"search": "ALICE"}, personUUIDs(alice)},
			{map[string]any{"search": "b"}, personUUIDs(bob)},
			{map[string]any{"distinctId": "a2"}, personUUIDs(alice)},
			{map[string]any{"email": "alice@example.COM"}, personUUIDs(alice)},
			{map[string]any{"email": "bob"}, []string{}},
		} {
			if got := list(c.vars); !slices.Equal(got.uuids(), c.want) {
				t.Errorf("%v: %v, want %v", c.vars, got.uuids(), c.want)
			}
		}
		// Pages: offsets, null at the ends; past the end is empty with a previous.
		for _, c := range []struct {
			limit, offset int
			want          []string
			next, prev    *int
		}{
			{2, 0, personUUIDs(carol, bob), offsetPtr(2), nil},
			{1, 1, personUUIDs(bob), offsetPtr(2), offsetPtr(0)},
			{2, 2, personUUIDs(alice), nil, offsetPtr(0)},
			{2, 9, []string{}, nil, offsetPtr(1)}, // the last page with rows
		} {
			got := list(map[string]any{"limit": c.limit, "offset": c.offset})
			if got.Count != 3 || !slices.Equal(got.uuids(), c.want) || !sameOffset(got.Next, c.next) || !sameOffset(got.Previous, c.prev) {
				t.Errorf("limit %d offset %d: %+v", c.limit, c.offset, got)
			}
		}
		// Bad arguments are the service's 400s (a count-only selection keeps a
		// large limit under the complexity limit, so the service sees it).
		countOnly := `query($p: ID!, $search: String, $limit: Int, $offset: Int) {
			persons(projectId: $p, search: $search, limit: $limit, offset: $offset) { count } }`
		for _, c := range []struct {
			vars map[string]any
			attr string
		}{
			{map[string]any{"limit": 0}, "limit"},
			{map[string]any{"limit": 1001}, "limit"},
			{map[string]any{"offset": -1}, "offset"},
			{map[string]any{"search": "a\x00"}, "search"},
		} {
			c.vars["p"] = project
			env.GraphQL(t, env.Key, countOnly, c.vars).ExpectError(t, "invalid_input", c.attr, "")
		}

		// One person by id or uuid; null when unknown or in another project.
		other := env.NewProject(t, "Other")
		stranger := env.AddPerson(t, other.ID, `{}`, gqlPersonBase, "s1")
		one := `query($p: ID!, $id: ID!) { person(projectId: $p, id: $id) { ` + personFields + ` } }`
		for _, id := range []string{fmt.Sprint(alice.ID), alice.UUID} {
			var out struct{ Person *gqlPerson }
			env.GraphQL(t, env.Key, one, map[string]any{"p": project, "id": id}).Decode(t, &out)
			if out.Person == nil || out.Person.UUID != alice.UUID || !slices.Equal(out.Person.DistinctIDs, []string{"a1", "a2"}) {
				t.Errorf("person(%s) = %+v", id, out.Person)
			}
		}
		for _, id := range []string{"999999", "nope", uuid.NewString(), fmt.Sprint(stranger.ID)} {
			res := env.GraphQL(t, env.Key, one, map[string]any{"p": project, "id": id})
			var out struct{ Person *gqlPerson }
			res.Decode(t, &out)
			if out.Person != nil {
				t.Errorf("person(%s) = %+v, want null", id, out.Person)
			}
		}
		// An unknown project stays an error, as in REST.
		env.GraphQL(t, env.Key, one, map[string]any{"p": "999999", "id": "1"}).ExpectError(t, "not_found", "", "Project not found.")

		// Auth answers match REST.
		noPersons := env.NewKey(t, []string{"project:read"}, nil)
		env.GraphQL(t, "", query, map[string]any{"p": project}).ExpectError(t, "not_authenticated", "", "Authentication credentials were not provided.")
		env.GraphQL(t, noPersons, query, map[string]any{"p": project}).ExpectError(t, "permission_denied", "", "API key missing required scope 'person:read'")
		env.GraphQL(t, noPersons, one, map[string]any{"p": project, "id": "1"}).ExpectError(t, "permission_denied", "", "API key missing required scope 'person:read'")
	})
}

func offsetPtr(n int) *int { return &n }

func sameOffset(a, b *int) bool { return (a == nil && b == nil) || (a != nil && b != nil && *a == *b) }

func TestGraphQLPersonValuesAndTrends(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		project := fmt.Sprint(pid)
		alice := env.AddPerson(t, pid, `{"plan":"pro"}`, gqlPersonBase, "a1")
		bob := env.AddPerson(t, pid, `{"plan":"free"}`, gqlPersonBase.Add(time.Hour), "b1")
		env.AddPerson(t, pid, `{"plan":"Pro"}`, gqlPersonBase.Add(2*time.Hour), "c1")

		values := `query($p: ID!, $key: String!, $value: String) { personValues(projectId: $p, key: $key, value: $value) { name count } }`
		var vals struct {
			PersonValues []struct {
				Name  string
				Count int
			}
		}
		env.GraphQL(t, env.Key, values, map[string]any{"p": project, "key": "plan", "value": "pr"}).Decode(t, &vals)
		if fmt.Sprint(vals.PersonValues) != "[{Pro 1} {pro 1}]" {
			t.Errorf("personValues = %v", vals.PersonValues)
		}
		env.GraphQL(t, env.Key, values, map[string]any{"p": project, "key": ""}).ExpectError(t, "invalid_input", "key", "")
		reader := env.NewKey(t, []string{"query:read"}, nil)
		env.GraphQL(t, reader, values, map[string]any{"p": project, "key": "plan"}).ExpectError(t, "permission_denied", "", "API key missing required scope 'person:read'")

		day := time.Date(2021, 3, 1, 10, 0, 0, 0, time.UTC)
		env.AddEvent(t, pid, "$pageview", "d-"+alice.UUID, alice, day)
		env.AddEvent(t, pid, "purchase", "d-"+bob.UUID, bob, day.Add(48*time.Hour))
		trends := `query($p: ID!, $events: [String!], $from: String, $to: String, $limit: Int, $offset: Int) {
			personTrends(projectId: $p, events: $events, dateFrom: $from, dateTo: $to, limit: $limit, offset: $offset) {
				count next previous results { uuid name distinctIds } } }`
		for _, c := range []struct {
			vars map[string]any
			want []string
		}{
			{map[string]any{"from": "2021-03-01", "to": "2021-03-31"}, personUUIDs(bob, alice)},
			{map[string]any{"from": "2021-03-01", "to": "2021-03-31", "events": []string{"$pageview"}}, personUUIDs(alice)},
			{map[string]any{"from": "2021-03-02", "to": "2021-03-03"}, personUUIDs(bob)},
			{map[string]any{"from": "2021-03-01", "to": "2021-03-01"}, personUUIDs(alice)},
			{map[string]any{"from": "2021-04-01"}, []string{}},
		} {
			c.vars["p"] = project
			var out struct{ PersonTrends gqlPersonPage }
			env.GraphQL(t, env.Key, trends, c.vars).Decode(t, &out)
			if !slices.Equal(out.PersonTrends.uuids(), c.want) || out.PersonTrends.Count != len(c.want) {
				t.Errorf("%v: %+v", c.vars, out.PersonTrends)
			}
		}
		var page struct{ PersonTrends gqlPersonPage }
		env.GraphQL(t, env.Key, trends, map[string]any{"p": project, "from": "all", "limit": 1}).Decode(t, &page)
		// count is the page's (PostHog's persons/trends/ count), as on REST.
		if page.PersonTrends.Count != 1 || !sameOffset(page.PersonTrends.Next, offsetPtr(1)) || page.PersonTrends.Previous != nil {
			t.Errorf("trends page = %+v", page.PersonTrends)
		}
		var rest struct {
			Results []struct {
				Count int `json:"count"`
			} `json:"results"`
		}
		env.Get(t, fmt.Sprintf("/api/projects/%d/persons/trends/?date_from=all&limit=1", pid), env.Key).JSON(t, &rest)
		if len(rest.Results) != 1 || rest.Results[0].Count != page.PersonTrends.Count {
			t.Errorf("REST persons/trends count %+v, GraphQL %d", rest, page.PersonTrends.Count)
		}
		env.GraphQL(t, env.Key, trends, map[string]any{"p": project, "from": "soon"}).ExpectError(t, "invalid_input", "date_from", "")
		env.GraphQL(t, env.Key, `query($p: ID!) { personTrends(projectId: $p, limit: 1001) { count } }`,
			map[string]any{"p": project}).ExpectError(t, "invalid_input", "limit", "")
	})
}

func TestGraphQLDeletePerson(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		project := fmt.Sprint(pid)
		alice := env.AddPerson(t, pid, `{"email":"a@example.com"}`, gqlPersonBase, "a1")
		env.AddEvent(t, pid, "$pageview", "d-"+alice.UUID, alice, gqlPersonBase)
		del := `mutation($p: ID!, $id: ID!) { deletePerson(projectId: $p, id: $id) }`

		reader := env.NewKey(t, []string{"person:read"}, nil)
		env.GraphQL(t, reader, del, map[string]any{"p": project, "id": alice.UUID}).ExpectError(t, "permission_denied", "", "API key missing required scope 'person:write'")
		var out struct{ DeletePerson bool }
		env.GraphQL(t, env.Key, del, map[string]any{"p": project, "id": alice.UUID}).Decode(t, &out)
		if !out.DeletePerson {
			t.Fatal("deletePerson = false")
		}
		env.GraphQL(t, env.Key, del, map[string]any{"p": project, "id": alice.UUID}).ExpectError(t, "not_found", "", "Not found.")
		var got struct{ Person *gqlPerson }
		env.GraphQL(t, env.Key, `query($p: ID!, $id: ID!) { person(projectId: $p, id: $id) { id } }`,
			map[string]any{"p": project, "id": fmt.Sprint(alice.ID)}).Decode(t, &got)
		if got.Person != nil {
			t.Errorf("deleted person still found: %+v", got.Person)
		}
		var events []store.Event
		if err := env.DB.Bun.NewSelect().Model(&events).Where("team_id = ?", pid).Scan(context.Background()); err != nil {
			t.Fatal(err)
		}
		if len(events) != 1 || events[0].PersonID != nil {
			t.Errorf("events after delete: %+v", events)
		}
	})
}
