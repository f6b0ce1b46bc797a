package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// runCLI runs the burrow command line with args and returns stdout.
func runCLI(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	e := env{stdout: &stdout, stderr: &stderr, getenv: func(string) string { return "" },
		logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
	err := run(context.Background(), e, args)
	if err != nil {
		t.Logf("burrow %s: %v\nstderr: %s", strings.Join(args, " "), err, stderr.String())
	}
	return stdout.String(), err
}

func TestProjectAndAPIKeyCreate(t *testing.T) {
	t.Parallel()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			url := target.URL(t)
			out, err := runCLI(t, "project", "create", "--name", "Acme", "--db", url)
			if err != nil {
				t.Fatal(err)
			}
			id, err := strconv.ParseInt(strings.TrimSpace(out), 10, 64)
			if err != nil || !strings.HasSuffix(out, "\n") || strings.Count(out, "\n") != 1 {
				t.Fatalf("project create printed %q, want the id alone", out)
			}
			key, err := runCLI(t, "apikey", "create", "--scopes", "query:read,person:read", "--projects", strconv.FormatInt(id, 10), "--label", "ci", "--db", url)
			if err != nil {
				t.Fatal(err)
			}
			key = strings.TrimSuffix(key, "\n")
			if !regexp.MustCompile(`^phx_[0-9A-Za-z]{43}$`).MatchString(key) {
				t.Fatalf("apikey create printed %q", key)
			}
			db := storetest.Open(t, url)
			k, err := store.APIKeyByHash(context.Background(), db.Bun, auth.HashKey(key))
			if err != nil {
				t.Fatal(err)
			}
			if k.Label != "ci" || len(k.Scopes) != 2 || len(k.ScopedTeams) != 1 || k.ScopedTeams[0] != id || strings.Contains(k.SecureValue, key) {
				t.Fatalf("stored key = %+v", k)
			}
			// Bad input is refused with a message, never a panic.
			for _, args := range [][]string{
				{"apikey", "create", "--db", url},
				{"apikey", "create", "--scopes", "bogus:read", "--db", url},
				{"apikey", "create", "--scopes", "*", "--projects", "x", "--db", url},
				{"apikey", "create", "--scopes", "*", "--projects", "9999", "--db", url},
				{"project", "create", "--db", url},
				{"nonsense"},
			} {
				if _, err := runCLI(t, args...); err == nil {
					t.Errorf("burrow %v: no error", args)
				}
			}
		})
	}
}
