package rest_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
)

// TestPersonsPageStatements: a page of persons, with its exact count, costs
// one statement on persons whatever its size when the list is unfiltered
// (the count comes from the project's kept total), two at most when it
// filters; the statement's text is the same for every project and every
// later page (values are bound), so the drivers' prepared statements are
// reused.
func TestPersonsPageStatements(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		other := env.NewProject(t, "Other")
		key := env.NewKey(t, []string{"*"}, []int64{env.Project.ID, other.ID})
		base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		for _, pid := range []int64{env.Project.ID, other.ID} {
			for i := range 25 {
				d := fmt.Sprintf("p%d-user-%d", pid, i)
				env.AddPerson(t, pid, fmt.Sprintf(`{"email":%q}`, d+"@example.com"), base.Add(time.Duration(i)*time.Minute), d, d+"-alias")
			}
		}
		counter := env.RecordStatements(t)
		persons := func(pid int64, query string) (stmts []string, count float64) {
			t.Helper()
			var body map[string]any
			all := counter.During(func() {
				r := env.Get(t, fmt.Sprintf("/api/environments/%d/persons/?%s", pid, query), key)
				if r.Status != 200 {
					t.Fatalf("%s: %d %s", query, r.Status, r.Body)
				}
				body = r.Map(t)
			})
			for _, s := range all {
				if strings.Contains(s, "persons") {
					stmts = append(stmts, s)
				}
			}
			return stmts, body["count"].(float64)
		}
		persons(env.Project.ID, "limit=1") // the key's first use records last_used_at
		persons(other.ID, "limit=1")

		cases := []struct {
			query      string
			count      float64
			statements int
		}{
			{"limit=1", 25, 1},
			{"limit=20", 25, 1},
			{"limit=10&offset=10", 25, 1},
			{"limit=10&offset=20", 25, 1},  // the last page tells the count
			{"limit=10&offset=100", 25, 2}, // past the end: no row to carry the kept count
			{"limit=2&search=user-1", 11, 2},
			{"limit=20&search=user-1", 11, 1}, // the page holds them all
			{"limit=1&email=P%d-USER-3@example.com", 1, 1},
			{"limit=1&distinct_id=p%d-user-3-alias", 1, 1},
		}
		texts := map[string]string{}
		for _, c := range cases {
			for _, pid := range []int64{env.Project.ID, other.ID} {
				query := c.query
				if strings.Contains(query, "%d") {
					query = fmt.Sprintf(query, pid)
				}
				stmts, count := persons(pid, query)
				if count != c.count || len(stmts) != c.statements {
					t.Errorf("project %d, %s: count %v (want %v), %d statements on persons (want %d):\n%s",
						pid, query, count, c.count, len(stmts), c.statements, strings.Join(stmts, "\n"))
					continue
				}
				page := stmts[0]
				if prev, ok := texts[c.query]; ok && prev != page {
					t.Errorf("%s: the text differs between projects:\n%s\n---\n%s", c.query, prev, page)
				}
				texts[c.query] = page
				if strings.Contains(page, "user-") || strings.Contains(page, "example.com") {
					t.Errorf("%s: a value is written into the text:\n%s", query, page)
				}
			}
		}
		// Later pages of one size share one text; the first page has no OFFSET.
		if texts["limit=10&offset=10"] != texts["limit=10&offset=20"] || texts["limit=10&offset=20"] != texts["limit=10&offset=100"] {
			t.Errorf("later pages differ:\n%s\n---\n%s", texts["limit=10&offset=10"], texts["limit=10&offset=100"])
		}
		if strings.Contains(texts["limit=20"], "OFFSET") || !strings.Contains(texts["limit=10&offset=10"], "OFFSET") {
			t.Errorf("OFFSET: first page\n%s\nlater page\n%s", texts["limit=20"], texts["limit=10&offset=10"])
		}
	})
}
