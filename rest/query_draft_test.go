package rest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// draftProject writes a small project shaped like real data: persons with
// a country, pageviews and signups with a browser and a session, the
// recordings of those sessions and plugin log lines.
func draftProject(t *testing.T, env *servertest.Env) {
	t.Helper()
	now := time.Now().UTC().Truncate(time.Second)
	people := map[string]*store.Person{
		"u1": env.AddPerson(t, env.Project.ID, `{"country":"US","email":"a@example.com"}`, now.Add(-48*time.Hour), "u1"),
		"u2": env.AddPerson(t, env.Project.ID, `{"country":"DE"}`, now.Add(-48*time.Hour), "u2"),
		"u3": env.AddPerson(t, env.Project.ID, `{"country":"US"}`, now.Add(-48*time.Hour), "u3"),
	}
	for i, e := range []struct{ event, user, browser, session string }{
		{"$pageview", "u1", "Chrome", "s1"},
		{"$pageview", "u2", "Firefox", "s2"},
		{"signed_up", "u3", "Chrome", "s3"},
		{"signed_up", "u1", "Chrome", "s1"},
	} {
		at := now.Add(-time.Duration(i+1) * time.Hour)
		session := e.session
		ev := &store.Event{UUID: fmt.Sprintf("draft-%d-%d", env.Project.ID, i), TeamID: env.Project.ID, Event: e.event,
			DistinctID: e.user, Properties: json.RawMessage(fmt.Sprintf(`{"$browser":%q,"$session_id":%q}`, e.browser, e.session)),
			Timestamp: at, CreatedAt: at, PersonID: &people[e.user].ID, SessionID: &session}
		if _, err := env.DB.Bun.NewInsert().Model(ev).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	for session, r := range map[string]struct {
		user     string
		duration float64
	}{"s1": {"u1", 60}, "s2": {"u2", 120}, "s3": {"u3", 30}} {
		env.AddRecording(t, env.Project.ID, session, r.user, now.Add(-5*time.Hour), func(rec *store.SessionRecording) {
			rec.Duration = r.duration
		})
	}
	cfg := env.AddPluginConfig(t, store.PluginConfig{TeamID: env.Project.ID, PluginID: 1, Enabled: true, CreatedAt: now})
	env.AddLogEntries(t, cfg, 3, func(i int, e *store.PluginLogEntry) {
		if i == 1 {
			e.Type = "ERROR"
		}
	})
}

// TestDraftSQLRealisticPrompts: prompts people actually type get a draft
// that names what they asked for and runs to the right answer, on both
// databases.
func TestDraftSQLRealisticPrompts(t *testing.T) {
	t.Parallel()
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		draftProject(t, env)
		cases := []struct {
			prompt string
			wants  []string // parts of the draft
			rows   string   // its result rows, as JSON
		}{
			{"how many signups in the last 7 days", []string{"event = 'signed_up'"}, `[[2]]`},
			{"top 5 countries by unique users last 14 days", []string{"person.properties['country'] AS country", "uniq(distinct_id)", "LIMIT 5"}, `[["US",2],["DE",1]]`},
			{"average session duration by browser", []string{"FROM session_replay_events AS s", "avg(s.duration)"}, `[["Firefox",120],["Chrome",45]]`},
			{"count of errors in plugin logs", []string{"type = 'ERROR'"}, `[[1]]`},
			{"which browsers do people use", []string{"properties['$browser'] AS browser", "uniq(distinct_id) AS users"}, `[["Chrome",2],["Firefox",1]]`},
			{"people by country", []string{"FROM persons", "properties['country']"}, `[["US",2],["DE",1]]`},
			{"most popular events today and yesterday by browser", []string{"GROUP BY"}, ""},
			{"sessions by country", []string{"min(person.properties['country'])"}, `[["US",2],["DE",1]]`},
		}
		for _, c := range cases {
			r := env.Get(t, queryPath(env, "draft_sql/?prompt="+url.QueryEscape(c.prompt)), env.Key)
			if r.Status != http.StatusOK {
				t.Errorf("%q: %d %s", c.prompt, r.Status, r.Body)
				continue
			}
			sql, _ := r.Map(t)["sql"].(string)
			for _, want := range c.wants {
				if !strings.Contains(sql, want) {
					t.Errorf("%q drafted\n%s\nwithout %q", c.prompt, sql, want)
				}
			}
			res := env.Do(t, http.MethodPost, queryPath(env, ""), env.Key, sqlBody(sql, map[string]any{"refresh": "force_blocking"}))
			if res.Status != http.StatusOK {
				t.Errorf("%q: draft does not run: %d %s\n%s", c.prompt, res.Status, res.Body, sql)
				continue
			}
			if c.rows == "" {
				continue
			}
			var out struct{ Results json.RawMessage }
			res.JSON(t, &out)
			if got := compactJSON(t, out.Results); got != c.rows {
				t.Errorf("%q: rows %s, want %s\n%s", c.prompt, got, c.rows, sql)
			}
		}
	})
}

func compactJSON(t *testing.T, raw json.RawMessage) string {
	t.Helper()
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	out, _ := json.Marshal(v)
	return string(out)
}
