package main

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/store/storetest"
)

func TestImportCommand(t *testing.T) {
	t.Parallel()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			ctx := context.Background()
			url := target.URL(t)
			pid := createProjectCLI(t, url)
			dir := t.TempDir()
			good := filepath.Join(dir, "good.ndjson")
			bad := filepath.Join(dir, "bad.ndjson")
			os.WriteFile(good, []byte(`{"type":"person","distinct_ids":["u1","a1"],"properties":{"email":"a@example.com"}}
{"type":"event","event":"$pageview","distinct_id":"a1","timestamp":"2025-01-02T10:00:00Z","properties":{"$set":{"plan":"pro"}}}
`), 0o644)
			os.WriteFile(bad, []byte(`{"type":"event","event":"$pageview","distinct_id":"x","timestamp":"2025-01-02T10:00:00Z"}
{"type":"event","event":"$pageview","distinct_id":"x","timestamp":"soon"}
`), 0o644)

			_, stderr, err := runCapture("import", "--project", pid, "--db", url, good, bad)
			if err == nil || !strings.Contains(err.Error(), "1 of 2 files had invalid lines") {
				t.Fatalf("import good+bad: err = %v", err)
			}
			for _, want := range []string{"good.ndjson: imported 2 of 2 lines: 1 events", "bad.ndjson: 1 invalid line, nothing imported",
				bad + ":2: timestamp: not ISO 8601"} {
				if !strings.Contains(stderr, want) {
					t.Errorf("stderr lacks %q:\n%s", want, stderr)
				}
			}
			db := storetest.Open(t, url)
			id, _ := strconv.ParseInt(pid, 10, 64)
			count := func() int64 {
				n, err := db.Bun.NewSelect().Table("events").Where("team_id = ?", id).Count(ctx)
				if err != nil {
					t.Fatal(err)
				}
				return n
			}
			if n := count(); n != 1 {
				t.Fatalf("events = %d, want only the good file's", n)
			}

			// --skip-invalid, with flags after the file.
			_, stderr, err = runCapture("import", bad, "--project", pid, "--skip-invalid", "--db", url)
			if err != nil {
				t.Fatalf("--skip-invalid: %v\n%s", err, stderr)
			}
			if !strings.Contains(stderr, "skipped 1 invalid line:") || !strings.Contains(stderr, bad+":2: timestamp: not ISO 8601") {
				t.Errorf("stderr:\n%s", stderr)
			}
			if n := count(); n != 2 {
				t.Fatalf("events = %d after --skip-invalid, want 2", n)
			}

			for _, args := range [][]string{
				{"import", "--db", url, good},
				{"import", "--project", pid, "--db", url},
				{"import", "--project", pid, "--db", url, filepath.Join(dir, "missing.ndjson")},
				{"import", "--project", "999", "--db", url, good},
			} {
				if _, _, err := runCapture(args...); err == nil {
					t.Errorf("burrow %v: no error", args)
				}
			}
		})
	}
}
