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
	big := strings.Repeat("a", maxBuiltBytes/2+1)
	for _, tmpl := range []string{"aaa", "${0}${0}${0}"} {
		if _, err := replaceAllBounded(regexp.MustCompile("a"), big, tmpl); !errors.Is(err, errTooLarge) {
			t.Errorf("template %q past the bound: %v, want errTooLarge", tmpl, err)
		}
	}
	if out, err := replaceAllBounded(regexp.MustCompile("a"), big, "b"); err != nil || len(out) != len(big) {
		t.Errorf("same size: %d, %v", len(out), err)
	}
}
