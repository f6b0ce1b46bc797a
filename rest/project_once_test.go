package rest_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/server/servertest"
)

// TestProjectReadOncePerRequest: REST checks access before decoding a
// request and the service reuses that project, so a request reads the
// projects table once.
func TestProjectReadOncePerRequest(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		counter := env.RecordStatements(t)
		pid := env.Project.ID
		env.Get(t, fmt.Sprintf("/api/environments/%d/persons/", pid), env.Key) // first use records last_used_at
		for _, path := range []string{"persons/?limit=1", "query/draft_sql/?prompt=pageviews", "plugin_configs/", "session_recordings/"} {
			var status int
			stmts := counter.During(func() {
				status = env.Get(t, fmt.Sprintf("/api/environments/%d/%s", pid, path), env.Key).Status
			})
			reads := 0
			for _, s := range stmts {
				if strings.Contains(s, `FROM "projects"`) || strings.Contains(s, "FROM projects") {
					reads++
				}
			}
			if status != 200 || reads > 1 { // 0 when the auth cache already holds the project
				t.Errorf("%s: status %d, %d reads of projects:\n%s", path, status, reads, strings.Join(stmts, "\n"))
			}
		}
	})
}
