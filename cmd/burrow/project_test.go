package main

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/store/storetest"
)

// listedProjects reads `project list --format json` of the store at url.
func listedProjects(t *testing.T, url string) []listedProject {
	t.Helper()
	out, err := runCLI(t, "project", "list", "--format", "json", "--db", url)
	if err != nil {
		t.Fatal(err)
	}
	var projects []listedProject
	if err := json.Unmarshal([]byte(out), &projects); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	return projects
}

// listedProject is a project as `project list --format json` prints it.
type listedProject struct {
	ID       int64  `json:"id"`
	Name     string `json:"name"`
	Timezone string `json:"timezone"`
}

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
			if projects := listedProjects(t, url); len(projects) != 2 || projects[1].Name != "Beta" || projects[0].ID == 0 {
				t.Errorf("json: %+v", projects)
			}
			if _, err := runCLI(t, "project", "list", "--format", "xml", "--db", url); err == nil {
				t.Error("--format xml accepted")
			}
		})
	}
}

// TestProjectTimezone: project create --timezone and project update set the
// zone insights bucket in; a name that is no IANA zone, "Local", an
// unknown project and an update with nothing to change are refused and
// change nothing.
func TestProjectTimezone(t *testing.T) {
	t.Parallel()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			url := target.URL(t)
			zones := func() map[string]string {
				t.Helper()
				m := map[string]string{}
				for _, p := range listedProjects(t, url) {
					m[fmt.Sprint(p.ID, " ", p.Name)] = p.Timezone
				}
				return m
			}
			paris, err := runCLI(t, "project", "create", "--name", "Paris", "--timezone", "Europe/Paris", "--db", url)
			if err != nil {
				t.Fatal(err)
			}
			utc, err := runCLI(t, "project", "create", "--name", "Default", "--db", url)
			if err != nil {
				t.Fatal(err)
			}
			paris, utc = strings.TrimSpace(paris), strings.TrimSpace(utc)
			want := map[string]string{paris + " Paris": "Europe/Paris", utc + " Default": "UTC"}
			if got := zones(); !reflect.DeepEqual(got, want) {
				t.Fatalf("after create: %v, want %v", got, want)
			}

			out, err := runCLI(t, "project", "update", "--project", utc, "--timezone", "America/New_York", "--name", "NYC", "--db", url)
			if err != nil {
				t.Fatal(err)
			}
			if out != utc+"\tNYC\tAmerica/New_York\n" {
				t.Errorf("update printed %q", out)
			}
			want = map[string]string{paris + " Paris": "Europe/Paris", utc + " NYC": "America/New_York"}
			if got := zones(); !reflect.DeepEqual(got, want) {
				t.Fatalf("after update: %v, want %v", got, want)
			}

			for _, bad := range [][]string{
				{"project", "create", "--name", "Mars", "--timezone", "Mars/Olympus"},
				{"project", "create", "--name", "Here", "--timezone", "Local"},
				{"project", "update", "--project", paris, "--timezone", "Europe/Atlantis"},
				{"project", "update", "--project", paris, "--timezone", "../../etc/passwd"},
				{"project", "update", "--project", paris, "--timezone", "localtime"},
				{"project", "update", "--project", paris, "--timezone", "posixrules"},
				{"project", "update", "--project", paris, "--timezone", "Factory"},
				{"project", "update", "--project", paris, "--timezone", "right/Europe/Paris"},
				{"project", "update", "--project", paris},
				{"project", "update", "--project", "999999", "--timezone", "UTC"},
				{"project", "update", "--timezone", "UTC"},
			} {
				if _, err := runCLI(t, append(bad, "--db", url)...); err == nil {
					t.Errorf("burrow %s: accepted", strings.Join(bad, " "))
				}
			}
			if got := zones(); !reflect.DeepEqual(got, want) {
				t.Errorf("refused commands changed the projects: %v, want %v", got, want)
			}
		})
	}
}
