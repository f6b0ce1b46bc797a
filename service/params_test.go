package service

import (
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
)

func TestParseRangeBound(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 3, 15, 10, 30, 0, 0, time.UTC)
	exact, aligned := boundKind{}, boundKind{dayAligned: true}
	endExact, endAligned := boundKind{end: true}, boundKind{dayAligned: true, end: true}
	for _, c := range []struct {
		raw  string
		kind boundKind
		want time.Time
	}{
		{"-7d", exact, now.AddDate(0, 0, -7)},
		{"7d", exact, now.AddDate(0, 0, -7)}, // PostHog's minus is optional
		{"-7d", aligned, time.Date(2026, 3, 8, 0, 0, 0, 0, time.UTC)},
		{"-0d", endAligned, time.Date(2026, 3, 16, 0, 0, 0, 0, time.UTC)},
		{"-2h", endAligned, now.Add(-2*time.Hour + time.Microsecond)},
		{"-1d", endExact, now.AddDate(0, 0, -1).Add(time.Microsecond)},
		{"2026-02-10", endExact, time.Date(2026, 2, 11, 0, 0, 0, 0, time.UTC)},
		{"2026-02-10T10:00:00+01:00", endExact, time.Date(2026, 2, 10, 9, 0, 0, 1000, time.UTC)},
		// Beyond the storable years a bound clamps (SQLite compares text:
		// year 10000 would sort before every row).
		{"9999-12-31", endExact, maxStoreTime},
		{"-999999y", exact, minStoreTime},
	} {
		got, err := parseRangeBound("date_from", c.raw, now, c.kind)
		if err != nil || !got.Equal(c.want) {
			t.Errorf("parseRangeBound(%q, %+v) = %v, %v; want %v", c.raw, c.kind, got, err, c.want)
		}
	}
	for _, raw := range []string{"", "yesterday", "+7d", "-1234567d", "0000-01-01", "2026-02-30", "-7"} {
		_, err := parseRangeBound("date_to", raw, now, exact)
		if e := apierror.From(err); e == nil || e.Status != 400 || e.Attr == nil || *e.Attr != "date_to" {
			t.Errorf("parseRangeBound(%q) error = %v, want a 400 on date_to", raw, err)
		}
	}
}

func TestCanonicalUUID(t *testing.T) {
	t.Parallel()
	if got, err := canonicalUUID("person_uuid", "0F7026C1-9FBC-47B1-85C6-8E9BE5BF2A95"); err != nil || got != "0f7026c1-9fbc-47b1-85c6-8e9be5bf2a95" {
		t.Errorf("upper case = %q, %v", got, err)
	}
	if got, err := canonicalUUID("person_uuid", ""); err != nil || got != "" {
		t.Errorf("empty = %q, %v", got, err)
	}
	if _, err := canonicalUUID("person_uuid", "not-a-uuid"); apierror.From(err) == nil {
		t.Errorf("not-a-uuid accepted")
	}
}
