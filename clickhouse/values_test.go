package clickhouse

import (
	"testing"
	"time"
)

// TestScannedSize: a timestamp counts towards the byte cap as the other
// engines count a scanned timestamp (21 bytes), not as its longer text, so
// that a result near the cap (a funnel's step events at 1M events) passes
// or fails alike on every engine.
func TestScannedSize(t *testing.T) {
	ts := time.Date(2026, 11, 1, 12, 0, 0, 123456000, time.UTC)
	var nilTime *time.Time
	for _, c := range []struct {
		name    string
		scanned any
		v       any
		want    int64
	}{
		{"time", ts, "2026-11-01T12:00:00.123456Z", 21},
		{"nullable time", &ts, "2026-11-01T12:00:00.123456Z", 21},
		{"null time", nilTime, nil, 5},
		{"string", "abc", "abc", 6},
		{"int", int64(7), int64(7), 21},
		{"array", []string{"a"}, []any{"a"}, 6},
	} {
		if got := scannedSize(c.scanned, c.v); got != c.want {
			t.Errorf("%s: scannedSize = %d, want %d", c.name, got, c.want)
		}
	}
}
