package ratelimit

import (
	"context"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/store"
)

func TestParseRate(t *testing.T) {
	good := map[string]Rate{
		"": {}, "0": {}, "off": {}, "0/s": {},
		"20/s": {20, time.Second}, "600/m": {600, time.Minute}, "5000/h": {5000, time.Hour},
		"100/10s": {100, 10 * time.Second}, " 7/minute ": {7, time.Minute},
	}
	for in, want := range good {
		got, err := ParseRate(in)
		if err != nil || got != want {
			t.Errorf("ParseRate(%q) = %v, %v; want %v", in, got, err, want)
		}
		if back, err := ParseRate(got.String()); err != nil || back != got {
			t.Errorf("ParseRate(%q.String() = %q) = %v, %v", in, got.String(), back, err)
		}
	}
	for _, in := range []string{"20", "x/s", "-1/s", "5/0s", "5/-1m", "5/day", "5/s/s"} {
		if _, err := ParseRate(in); err == nil {
			t.Errorf("ParseRate(%q) accepted", in)
		}
	}
}

// FuzzParseRate: any text either parses to a rate that round-trips through
// String, or is refused; never a panic.
func FuzzParseRate(f *testing.F) {
	for _, s := range []string{"20/s", "600/m", "1/h", "100/10s", "off", "", "9999999999999999999/s", "1/1ns"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseRate(s)
		if err != nil {
			return
		}
		if back, err := ParseRate(r.String()); err != nil || back != r {
			t.Errorf("ParseRate(%q) = %v, whose String %q reads back as %v, %v", s, r, r.String(), back, err)
		}
	})
}

func withKey(id int64) context.Context {
	return auth.WithResult(context.Background(), &auth.Principal{Key: &store.APIKey{ID: id}}, nil)
}

// TestLimiterBuckets: each key and class has its own bucket; a refused
// request spends nothing and says when to come back; buckets refill.
func TestLimiterBuckets(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	l := New(Config{Reads: Rate{2, time.Minute}})
	l.now = func() time.Time { return now }
	throttled := 0
	l.OnThrottle = func(Class) { throttled++ }
	a, b := withKey(1), withKey(2)
	for range 2 {
		if err := l.Allow(a, Reads); err != nil {
			t.Fatal(err)
		}
	}
	err := l.Allow(a, Reads)
	e := apierror.From(err)
	if e == nil || e.Status != 429 || e.Type != apierror.TypeThrottled || e.RetryAfter != 30*time.Second {
		t.Fatalf("third request: %v (retry after %v)", err, e.RetryAfter)
	}
	if err := l.Allow(b, Reads); err != nil {
		t.Errorf("another key: %v", err)
	}
	if err := l.Allow(a, Queries); err != nil {
		t.Errorf("an unlimited class: %v", err)
	}
	if err := l.Allow(context.Background(), Reads); err != nil {
		t.Errorf("no key: %v", err)
	}
	now = now.Add(30 * time.Second)
	if err := l.Allow(a, Reads); err != nil {
		t.Errorf("after the refill: %v", err)
	}
	if throttled != 1 {
		t.Errorf("OnThrottle called %d times, want 1", throttled)
	}
	var nilLimiter *Limiter
	if err := nilLimiter.Allow(a, Reads); err != nil || New(Config{}) != nil {
		t.Error("a limiter without budgets limits")
	}
}
