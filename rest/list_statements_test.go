package rest_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
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

// TestPluginLogsAndValuesStatements: a page of log entries is one statement,
// the config's existence and the exact count included (two for an empty
// page), persons/values is one statement, and their texts are the same for
// every project, config and value (all bound).
func TestPluginLogsAndValuesStatements(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		other := env.NewProject(t, "Other")
		key := env.NewKey(t, []string{"*"}, []int64{env.Project.ID, other.ID})
		configs := map[int64]int64{}
		for i, pid := range []int64{env.Project.ID, other.ID} {
			c := env.AddPluginConfig(t, store.PluginConfig{TeamID: pid, PluginID: int64(10 + i), Enabled: true, Order: 1,
				CreatedAt: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)})
			configs[pid] = c.ID
			env.AddLogEntries(t, c, 12, func(i int, e *store.PluginLogEntry) {
				if i%3 == 0 {
					e.Type = "ERROR"
				}
			})
			for i := range 4 {
				env.AddPerson(t, pid, fmt.Sprintf(`{"plan":"plan-%d-%d"}`, pid, i%2), time.Date(2026, 1, 1, 0, i, 0, 0, time.UTC),
					fmt.Sprintf("v%d-%d", pid, i))
			}
		}
		counter := env.RecordStatements(t)
		get := func(path string) (stmts []string, body map[string]any) {
			t.Helper()
			all := counter.During(func() {
				r := env.Get(t, path, key)
				if r.Status != 200 {
					t.Fatalf("%s: %d %s", path, r.Status, r.Body)
				}
				if strings.Contains(path, "/values/") {
					var values []any
					r.JSON(t, &values)
					body = map[string]any{"values": values}
				} else {
					body = r.Map(t)
				}
			})
			for _, s := range all {
				if strings.Contains(s, "plugin_log_entries") || strings.Contains(s, "FROM persons") {
					stmts = append(stmts, s)
				}
			}
			return stmts, body
		}
		get(fmt.Sprintf("/api/environments/%d/persons/values/?key=plan", env.Project.ID)) // the key's first use
		get(fmt.Sprintf("/api/environments/%d/persons/values/?key=plan", other.ID))
		cases := []struct {
			path       string // %[1]d the project, {config} its config
			count      float64
			statements int
		}{
			{"plugin_configs/{config}/logs/?limit=20", 12, 1},
			{"plugin_configs/{config}/logs/?limit=5", 12, 1},
			{"plugin_configs/{config}/logs/?limit=5&offset=5", 12, 1},
			{"plugin_configs/{config}/logs/?limit=5&offset=10", 12, 1},
			{"plugin_configs/{config}/logs/?type_filter=ERROR&search=line&limit=3", 4, 1},
			{"plugin_configs/{config}/logs/?limit=5&offset=50", 12, 2}, // past the end: no entry carried the config
			{"persons/values/?key=plan", -1, 1},
			{"persons/values/?key=plan&value=PLAN-{project}-1", -1, 1},
		}
		texts := map[string]string{}
		for _, c := range cases {
			for _, pid := range []int64{env.Project.ID, other.ID} {
				path := fmt.Sprintf("/api/environments/%d/", pid) +
					strings.NewReplacer("{project}", fmt.Sprint(pid), "{config}", fmt.Sprint(configs[pid])).Replace(c.path)
				stmts, body := get(path)
				if len(stmts) != c.statements || (c.count >= 0 && body["count"] != c.count) {
					t.Errorf("%s: count %v (want %v), %d statements (want %d):\n%s", path, body["count"], c.count,
						len(stmts), c.statements, strings.Join(stmts, "\n"))
					continue
				}
				if c.count < 0 {
					values, _ := body["values"].([]any)
					if want := map[bool]int{true: 2, false: 1}[!strings.Contains(c.path, "value=")]; len(values) != want {
						t.Errorf("%s: values %v", path, values)
					}
				}
				for i, s := range stmts {
					k := fmt.Sprint(c.path, i)
					if prev, ok := texts[k]; ok && prev != s {
						t.Errorf("%s: the text differs between projects:\n%s\n---\n%s", path, prev, s)
					}
					texts[k] = s
					if strings.Contains(s, "plan") || strings.Contains(s, "ERROR") || strings.Contains(s, "line") {
						t.Errorf("%s: a value is written into the text:\n%s", path, s)
					}
				}
			}
		}
		// Later pages of one size share one text; the first page has no OFFSET.
		first, later, last := texts["plugin_configs/{config}/logs/?limit=5"+"0"],
			texts["plugin_configs/{config}/logs/?limit=5&offset=5"+"0"], texts["plugin_configs/{config}/logs/?limit=5&offset=10"+"0"]
		if later == "" || later != last || strings.Contains(first, "OFFSET") || !strings.Contains(later, "OFFSET") {
			t.Errorf("log pages:\n%s\n---\n%s\n---\n%s", first, later, last)
		}
	})
}
