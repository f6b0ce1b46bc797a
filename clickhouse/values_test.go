package clickhouse

import (
	"reflect"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/hogql"
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

// TestScalarsWithoutReflection: the scalars that value and scannedValue
// take without reflection give what plain gives them, under every hint.
func TestScalarsWithoutReflection(t *testing.T) {
	n, s := int64(1<<40), "1"
	var nilInt *int64
	var nilString *string
	ts := time.Date(2026, 11, 1, 12, 0, 0, 123456000, time.UTC)
	var nilTime *time.Time
	cases := []struct {
		dbType string
		dest   any // what Scan writes to
	}{
		{"Int64", &n}, {"Nullable(Int64)", func() any { p := &n; return &p }()}, {"Nullable(Int64)", &nilInt},
		{"String", &s}, {"LowCardinality(Nullable(String))", func() any { p := &s; return &p }()}, {"Nullable(String)", &nilString},
		{"DateTime64(6, 'UTC')", &ts}, {"Date", &ts}, {"Nullable(Date32)", func() any { p := &ts; return &p }()}, {"Nullable(DateTime)", &nilTime},
	}
	for _, c := range cases {
		for _, hint := range []string{"Int64", "Float64", "String", "Bool", "JSON", ""} {
			col := newColumn(c.dbType, hogql.ParseType(hint))
			scanned := scannedValue(c.dest)
			if want := reflect.ValueOf(c.dest).Elem().Interface(); !reflect.DeepEqual(scanned, want) {
				t.Errorf("%s: scannedValue = %#v, want %#v", c.dbType, scanned, want)
			}
			got, err := col.value(scanned)
			want, werr := plain(reflect.ValueOf(scanned), col.base)
			if werr == nil {
				want, werr = col.hinted(want)
			}
			if !reflect.DeepEqual(got, want) || (err == nil) != (werr == nil) {
				t.Errorf("%s as %q: value = %#v, %v; through reflection %#v, %v", c.dbType, hint, got, err, want, werr)
			}
		}
	}
}
