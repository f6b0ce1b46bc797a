package engine

import (
	"errors"
	"regexp"
	"strings"
	"testing"
)

// TestReplaceAllBounded: the same output as regexp's ReplaceAllString within
// the bound, and a refusal past it, with or without group references.
func TestReplaceAllBounded(t *testing.T) {
	for _, c := range []struct{ s, pattern, tmpl string }{
		{"abcabc", "b", "XX"}, {"abcabc", "(b)(c)", "${2}${1}"}, {"aaa", "a*", "-"}, {"", "x?", "y"},
		{"héllo wörld", `\pL+`, "<$0>"}, {"a.b.c", `\.`, "$$"},
	} {
		re := regexp.MustCompile(c.pattern)
		got, err := replaceAllBounded(re, c.s, c.tmpl)
		if want := re.ReplaceAllString(c.s, c.tmpl); err != nil || got != want {
			t.Errorf("replaceAllBounded(%q, %q, %q) = %q, %v; want %q", c.s, c.pattern, c.tmpl, got, err, want)
		}
	}
	// 20,000 matches, each growing the output by 100 bytes: past the bound.
	big := strings.Repeat("a", 20_000)
	for _, tmpl := range []string{strings.Repeat("b", 101), "${0}" + strings.Repeat("b", 100)} {
		if _, err := replaceAllBounded(regexp.MustCompile("a"), big, tmpl); !errors.Is(err, errTooLarge) {
			t.Errorf("template %q past the bound: %v, want errTooLarge", tmpl, err)
		}
	}
	if out, err := replaceAllBounded(regexp.MustCompile("a"), big, strings.Repeat("b", 50)); err != nil || len(out) != 50*len(big) {
		t.Errorf("within the bound: %d bytes, %v", len(out), err)
	}
}
