package main

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// TestReport feeds a recorded `go test -json` stream through the report.
func TestReport(t *testing.T) {
	stream := []event{
		{Action: "start", Package: "m/burrow/a"},
		{Action: "run", Package: "m/burrow/a", Test: "TestOK"},
		{Action: "output", Package: "m/burrow/a", Test: "TestOK", Output: "=== RUN TestOK\n"},
		{Action: "pass", Package: "m/burrow/a", Test: "TestOK", Elapsed: 0.5},
		{Action: "output", Package: "m/burrow/a", Test: "TestBad/sqlite", Output: "    bad_test.go:9: want 1, got 2\n"},
		{Action: "fail", Package: "m/burrow/a", Test: "TestBad/sqlite", Elapsed: 1},
		{Action: "fail", Package: "m/burrow/a", Test: "TestBad", Elapsed: 1.5},
		{Action: "skip", Package: "m/burrow/a", Test: "TestSkipped"},
		{Action: "fail", Package: "m/burrow/a", Elapsed: 2},
		{Action: "build-output", ImportPath: "m/burrow/b", Output: "b/x.go:1: syntax error\n"},
		{Action: "build-fail", ImportPath: "m/burrow/b"},
	}
	var out bytes.Buffer
	r := &report{out: &out, started: map[string]time.Time{}, output: map[testKey][]string{}, durations: map[testKey]float64{}}
	for _, e := range stream {
		r.handle(e)
	}
	if code := r.finish(time.Minute); code != 1 {
		t.Errorf("exit code %d, want 1", code)
	}
	text := out.String()
	for _, want := range []string{
		"--- FAIL: TestBad/sqlite (a)", "bad_test.go:9: want 1, got 2", "FAIL  a", "b/x.go:1: syntax error",
		"failed packages: m/burrow/a m/burrow/b", "\n1 passed, 1 failed, 1 skipped\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "=== RUN TestOK") {
		t.Errorf("a passing test's output was printed:\n%s", text)
	}
}
