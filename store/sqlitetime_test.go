package store

import (
	"strings"
	"testing"
	"time"
)

// driverTime is how modernc.org/sqlite reads a TIMESTAMP column's text.
func driverTime(s string) (time.Time, bool) {
	v := s
	if i := strings.Index(v, "m="); i > 0 {
		v = v[:i]
	}
	if t, err := time.Parse("2006-01-02 15:04:05.999999999 -0700 MST", strings.TrimSpace(v)); err == nil {
		return t, true
	}
	ts := strings.TrimSuffix(s, "Z")
	for _, layout := range []string{"2006-01-02 15:04:05.999999999-07:00", "2006-01-02T15:04:05.999999999-07:00",
		"2006-01-02 15:04:05.999999999", "2006-01-02T15:04:05.999999999", "2006-01-02 15:04", "2006-01-02T15:04", "2006-01-02"} {
		if t, err := time.Parse(layout, ts); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

var storedTimeSeeds = []string{"2024-06-01 00:03:33+00:00", "2024-06-01 00:03:33.123456+00:00", "2026-02-28 23:59:59.999999999-07:30",
	"2024-02-30 00:00:00+00:00", "2024-06-01T12:00:00Z", "2024-06-01 12:00:00.5Z", "2024-06-01 12:00", "2024-06-01",
	"2024-06-01 25:00:00+00:00", "2024-06-01 00:00:00.+00:00", "2024-06-01 00:00:00.1234567891+00:00",
	"2026-03-01 12:00:00.0000005 +0000 UTC m=+0.001", "0000-01-01 00:00:00+14:00", "garbage", ""}

// FuzzParseStoredTime: the fast parser reads the same instant as the
// driver's layouts, and refuses what they refuse.
func FuzzParseStoredTime(f *testing.F) {
	for _, s := range storedTimeSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, wantOK := driverTime(s)
		got, err := parseStoredTime(s)
		if (err == nil) != wantOK || (wantOK && !got.Equal(want)) {
			t.Fatalf("parseStoredTime(%q) = %v, %v; the driver reads %v, %v", s, got, err, want, wantOK)
		}
	})
}
