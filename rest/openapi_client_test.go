package rest_test

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// openapiClientDir holds a TypeScript client of Burrow (client.ts) and its
// pinned npm packages: openapi-typescript (generator), openapi-fetch
// (runtime) and typescript (type checker). CI runs `npm ci` there.
const openapiClientDir = "testdata/openapiclient"

// clientTools returns node and the client directory with its packages
// installed. Outside CI a missing node skips the test and missing packages
// are installed with npm ci; in CI (CI=true) either is a failure.
func clientTools(t *testing.T) (node, dir string) {
	t.Helper()
	ci := os.Getenv("CI") == "true"
	dir, err := filepath.Abs(openapiClientDir)
	if err != nil {
		t.Fatal(err)
	}
	if node, err = exec.LookPath("node"); err != nil {
		if ci {
			t.Fatal("node is not installed: CI must run the generated OpenAPI client test")
		}
		t.Skip("node is not installed: skipping the generated OpenAPI client test")
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "openapi-typescript", "package.json")); err != nil {
		if ci {
			t.Fatalf("%s/node_modules is missing: run `npm ci` in rest/%s", openapiClientDir, openapiClientDir)
		}
		npm, err := exec.LookPath("npm")
		if err != nil {
			t.Skip("npm is not installed: skipping the generated OpenAPI client test")
		}
		cmd := exec.Command(npm, "ci", "--no-audit", "--no-fund")
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Skipf("npm ci failed (offline?): %v\n%s", err, out)
		}
	}
	return node, dir
}

// runNode runs a node script of dir and returns its standard output.
func runNode(t *testing.T, node, dir string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(node, args...)
	cmd.Dir = dir
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node %s: %v\n%s%s", strings.Join(args, " "), err, out, stderr.String())
	}
	return out
}

// TestOpenAPIClient generates a TypeScript client from the served
// /api/schema/ (YAML, as a generator fetches it) with openapi-typescript,
// type-checks client.ts against it with tsc, and runs it with openapi-fetch
// against the server on both databases.
func TestOpenAPIClient(t *testing.T) {
	t.Parallel()
	node, dir := clientTools(t)
	generated := false
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		if !generated {
			if err := os.RemoveAll(filepath.Join(dir, "gen")); err != nil {
				t.Fatal(err)
			}
			runNode(t, node, dir, "node_modules/openapi-typescript/bin/cli.js", env.URL+"/api/schema/", "-o", "gen/schema.d.ts")
			runNode(t, node, dir, "node_modules/typescript/bin/tsc", "-p", ".")
			generated = true
		}
		pid := env.Project.ID
		at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
		p := env.AddPerson(t, pid, `{"email":"ada@example.com"}`, at, "d1")
		env.AddEvent(t, pid, "$pageview", "d1", p, at)
		env.AddEvent(t, pid, "signup", "d1", p, at)
		env.AddPluginConfig(t, store.PluginConfig{TeamID: pid, PluginID: 7, Enabled: true, CreatedAt: at})

		out := runNode(t, node, dir, "gen/client.js", env.URL, env.Key, fmt.Sprint(pid))
		var got struct {
			Email   string `json:"email"`
			Persons struct {
				Count int      `json:"count"`
				Names []string `json:"names"`
			} `json:"persons"`
			PluginConfigs []int   `json:"plugin_configs"`
			Rows          [][]any `json:"rows"`
			Columns       []string
			Missing       struct {
				Status int    `json:"status"`
				Code   string `json:"code"`
			} `json:"missing"`
			Export string `json:"export"`
		}
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatalf("client output: %v: %s", err, out)
		}
		if got.Email != "test@example.com" || got.Persons.Count != 1 || !slices.Equal(got.Persons.Names, []string{"ada@example.com"}) ||
			!slices.Equal(got.PluginConfigs, []int{7}) || fmt.Sprint(got.Rows) != "[[$pageview 1] [signup 1]]" ||
			got.Missing.Status != 404 || got.Missing.Code != "not_found" || got.Export != "event\n$pageview\nsignup\n" {
			t.Errorf("generated client saw %s", out)
		}
	})
}
