package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

func TestDifferingAnswers(t *testing.T) {
	qs := []question{{name: "q1"}, {name: "q2"}}
	ts := []target{{name: "sqlite"}, {name: "clickhouse"}, {name: "hand-written", hand: true}, {name: "postgres"}}
	raw := func(s string) json.RawMessage { return json.RawMessage(s) }
	answers := [][]json.RawMessage{
		// Same value, other spacing and key order; the hand-written shape
		// and a target that failed (nil) are left out.
		{raw(`[{"a": 1, "b": [1, 2]}]`), raw(`[{"b":[1,2],"a":1}]`), raw(`[[1, 2]]`), nil},
		{raw(`[1, 2]`), raw(`[1, 2]`), raw(`[]`), raw(`[1, 3]`)},
	}
	diff := differingAnswers(qs, ts, answers)
	if len(diff) != 1 || !strings.Contains(diff[0], "q2") || !strings.Contains(diff[0], "postgres") {
		t.Fatalf("differingAnswers = %q, want one difference: q2 on postgres", diff)
	}
}

func TestAnalyticsTargetRoundsRefused(t *testing.T) {
	for _, arg := range []string{"mysql=1", "sqlite=0", "sqlite=x", "sqlite"} {
		err := runAnalytics(context.Background(), []string{"--targets", "sqlite=http://127.0.0.1:1",
			"--now", "2026-11-27", "--target-rounds", arg})
		if err == nil || !strings.Contains(err.Error(), "--target-rounds") {
			t.Errorf("--target-rounds %s: err = %v, want a --target-rounds error", arg, err)
		}
	}
}
