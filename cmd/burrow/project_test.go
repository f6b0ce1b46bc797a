package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestProjectList: project list shows every project, as a table and as JSON.
func TestProjectList(t *testing.T) {
	t.Parallel()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			url := target.URL(t)
			for _, name := range []string{"Alpha", "Beta"} {
				if _, err := runCLI(t, "project", "create", "--name", name, "--db", url); err != nil {
					t.Fatal(err)
				}
			}
			table, err := runCLI(t, "project", "list", "--db", url)
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimSpace(table), "\n")
			if len(lines) != 3 || !strings.HasPrefix(lines[0], "ID") || !strings.Contains(lines[1], "Alpha") || !strings.Contains(lines[2], "Beta") {
				t.Errorf("table:\n%s", table)
			}
			out, err := runCLI(t, "project", "list", "--format", "json", "--db", url)
			if err != nil {
				t.Fatal(err)
			}
			var projects []struct {
				ID       int64  `json:"id"`
				Name     string `json:"name"`
				Timezone string `json:"timezone"`
			}
			if err := json.Unmarshal([]byte(out), &projects); err != nil || len(projects) != 2 || projects[1].Name != "Beta" || projects[0].ID == 0 {
				t.Errorf("json %v: %s", err, out)
			}
			if _, err := runCLI(t, "project", "list", "--format", "xml", "--db", url); err == nil {
				t.Error("--format xml accepted")
			}
		})
	}
}
