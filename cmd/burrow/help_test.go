package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/clickhouse/chdb"
	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
)

// runHelp runs `burrow args...` and returns its stderr and error.
func runHelp(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	e := env{stdout: &stdout, stderr: &stderr, getenv: func(string) string { return "" },
		logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
	err := run(context.Background(), e, args)
	return stderr.String(), err
}

// TestEveryCommandHelp: `burrow <cmd> -h` (and --help) succeeds, so main
// exits 0, and shows the usage, the flags, the positional arguments where a
// command takes some, and an example, for every command and subcommand.
func TestEveryCommandHelp(t *testing.T) {
	t.Parallel()
	var lines [][]string
	for _, c := range commands() {
		if len(c.subs) == 0 {
			lines = append(lines, []string{c.name})
			continue
		}
		lines = append(lines, []string{c.name})
		for _, sub := range c.subs {
			lines = append(lines, []string{c.name, sub.name})
		}
	}
	takesArgs := map[string]bool{"import": true, "sql": true, "apikey revoke": true}
	for _, line := range lines {
		name := strings.Join(line, " ")
		for _, flag := range []string{"-h", "--help"} {
			out, err := runHelp(t, append(line, flag)...)
			if err != nil {
				t.Errorf("burrow %s %s: %v (exit status 1)", name, flag, err)
				continue
			}
			want := []string{"usage: burrow " + line[0], "example:\n  burrow " + line[0]}
			if len(line) == 2 || !isGroup(line[0]) {
				want = append(want, "flags:")
			} else {
				want = append(want, "subcommands:")
			}
			if takesArgs[name] {
				want = append(want, "arguments:")
			}
			for _, w := range want {
				if !strings.Contains(out, w) {
					t.Errorf("burrow %s %s: help lacks %q:\n%s", name, flag, w, out)
				}
			}
		}
	}
	if out, err := runHelp(t, "-h"); err != nil || !strings.Contains(out, "version") {
		t.Errorf("burrow -h: %v\n%s", err, out)
	}
	// Mistakes still fail.
	for _, args := range [][]string{{}, {"nope"}, {"project"}, {"serve", "--nope"}, {"version", "extra"}} {
		if _, err := runHelp(t, args...); err == nil {
			t.Errorf("burrow %q succeeded, want an error", args)
		}
	}
}

func isGroup(name string) bool {
	for _, c := range commands() {
		if c.name == name {
			return len(c.subs) > 0
		}
	}
	return false
}

func TestVersionText(t *testing.T) {
	t.Parallel()
	info := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.3"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "abc123"}, {Key: "vcs.modified", Value: "true"}, {Key: "vcs.time", Value: "2026-11-23T00:00:00Z"},
		{Key: "GOOS", Value: "linux"}, {Key: "GOARCH", Value: "amd64"},
	}}
	want := "burrow v1.2.3\ncommit abc123 (modified)\ncommitted 2026-11-23T00:00:00Z\ngo1.26.8 linux/amd64"
	if got := versionText(info); got != want {
		t.Errorf("versionText = %q, want %q", got, want)
	}
	var stdout bytes.Buffer
	e := env{stdout: &stdout, stderr: io.Discard, getenv: func(string) string { return "" }}
	if err := run(context.Background(), e, []string{"version"}); err != nil || !strings.HasPrefix(stdout.String(), "burrow ") {
		t.Errorf("burrow version: %v %q", err, stdout.String())
	}
}

// TestMain lets a test run this binary as the real burrow command (main,
// with its exit status) when BURROW_TEST_RUN_MAIN is set, and removes the
// burrow binary the tests built and the local ClickHouse they shared.
func TestMain(m *testing.M) {
	chdb.RunChildIfRequested()
	if os.Getenv("BURROW_TEST_RUN_MAIN") == "1" {
		os.Args = append([]string{"burrow"}, os.Args[1:]...)
		main()
		os.Exit(0)
	}
	code := chdbtest.Main(m) // stops the shared local ClickHouse after the tests
	if burrowBinary.dir != "" {
		os.RemoveAll(burrowBinary.dir)
	}
	os.Exit(code)
}

// TestHelpExitStatus runs the real main: -h exits 0, a mistake exits 1.
func TestHelpExitStatus(t *testing.T) {
	t.Parallel()
	cases := []struct {
		args   []string
		status int
	}{
		{[]string{"serve", "-h"}, 0}, {[]string{"project", "list", "-h"}, 0}, {[]string{"apikey", "-h"}, 0},
		{[]string{"import", "--help"}, 0}, {[]string{"version"}, 0}, {[]string{"serve", "--nope"}, 1}, {nil, 1},
	}
	for _, c := range cases {
		cmd := exec.Command(os.Args[0], c.args...)
		cmd.Env = append(os.Environ(), "BURROW_TEST_RUN_MAIN=1")
		out, err := cmd.CombinedOutput()
		status := 0
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			status = exit.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if status != c.status {
			t.Errorf("burrow %q exited %d, want %d:\n%s", c.args, status, c.status, out)
		}
	}
}
