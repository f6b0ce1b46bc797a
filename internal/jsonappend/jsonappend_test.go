package jsonappend

import (
	"bytes"
	"encoding/json"
	"math"
	"testing"
	"time"
)

// encode is what encoding/json writes for v without HTML escaping.
func encode(t testing.TB, v any) (string, bool) {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "", false
	}
	return string(bytes.TrimSuffix(buf.Bytes(), []byte("\n"))), true
}

var strings = []string{"", "plain", `q"uote\back`, "tab\tnl\nret\r\b\f\x00\x1f\x7f", "<html>&amp;", "line\u2028para\u2029",
	"Zoë 🦡", "bad\xffutf8\xc3", "\xe2\x80", "https://example.com/?a=1&b=<2>"}

var floats = []float64{0, math.Copysign(0, -1), 1, -1, 2080, -1 << 53, 1<<53 - 1, 1 << 53, 1e15 + 1, 9.007199254740993e15, 0.1, 1.0 / 3, 1e20, 1e21, 123456789.125, 1e-6, 1e-7, 5e-324, math.MaxFloat64, -2.5e-9}

func TestAgreesWithEncodingJSON(t *testing.T) {
	for _, s := range strings {
		want, _ := encode(t, s)
		if got := string(String(nil, s)); got != want {
			t.Errorf("String(%q) = %s, want %s", s, got, want)
		}
	}
	for _, f := range append(floats, math.NaN(), math.Inf(1)) {
		want, wantOK := encode(t, f)
		got, ok := Float(nil, f)
		if ok != wantOK || string(got) != want {
			t.Errorf("Float(%v) = %s %v, want %s %v", f, got, ok, want, wantOK)
		}
	}
	for _, tm := range []time.Time{{}, time.Date(2026, 3, 1, 12, 0, 0, 123456000, time.UTC),
		time.Date(1999, 12, 31, 23, 59, 59, 0, time.FixedZone("x", -3600)), time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC)} {
		want, wantOK := encode(t, tm)
		got, ok := Time(nil, tm)
		if ok != wantOK || (ok && string(got) != want) {
			t.Errorf("Time(%v) = %s %v, want %s %v", tm, got, ok, want, wantOK)
		}
	}
	if got, ok := Raw(nil, nil); !ok || string(got) != "null" {
		t.Errorf("Raw(nil) = %s %v", got, ok)
	}
	for _, raw := range []string{"", `{}`, `{"a": 1, "b": [1, 2, {"c": "<&>"}]}`, " \n[ true ,null ] ", `{"bad"`} {
		want, wantOK := encode(t, json.RawMessage(raw))
		got, ok := Raw(nil, json.RawMessage(raw))
		if ok != wantOK || (ok && string(got) != want) {
			t.Errorf("Raw(%q) = %s %v, want %s %v", raw, got, ok, want, wantOK)
		}
	}
	for _, ss := range [][]string{nil, {}, strings} {
		if want, _ := encode(t, ss); string(Strings(nil, ss)) != want {
			t.Errorf("Strings(%q) = %s, want %s", ss, Strings(nil, ss), want)
		}
	}
}

// FuzzString: every string is written as encoding/json writes it, without
// HTML escaping (String) and with it (StringHTML, json.Marshal's default).
func FuzzString(f *testing.F) {
	for _, s := range strings {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if want, _ := encode(t, s); string(String(nil, s)) != want {
			t.Fatalf("String(%q) = %s, want %s", s, String(nil, s), want)
		}
		if want, _ := json.Marshal(s); string(StringHTML(nil, s)) != string(want) {
			t.Fatalf("StringHTML(%q) = %s, want %s", s, StringHTML(nil, s), want)
		}
	})
}

// FuzzTime: every time, in UTC or not, is written as encoding/json writes
// it (refused likewise outside years 0–9999).
func FuzzTime(f *testing.F) {
	for _, seed := range []struct {
		sec, nsec int64
		utc       bool
	}{{0, 0, true}, {1_700_000_000, 123_456_000, true}, {1_700_000_000, 1, true}, {1_700_000_000, 100_000_000, false},
		{-62_135_596_800, 0, true}, {253_402_300_799, 999_999_999, true}, {253_402_300_800, 0, true}, {-62_135_596_801, 0, true}} {
		f.Add(seed.sec, seed.nsec, seed.utc)
	}
	f.Fuzz(func(t *testing.T, sec, nsec int64, utc bool) {
		tm := time.Unix(sec, nsec%1_000_000_000).UTC()
		if !utc {
			tm = tm.In(time.FixedZone("x", 5*3600+30*60))
		}
		want, wantOK := encode(t, tm)
		if got, ok := Time(nil, tm); ok != wantOK || (ok && string(got) != want) {
			t.Fatalf("Time(%v) = %s %v, want %s %v", tm, got, ok, want, wantOK)
		}
	})
}

// FuzzFloat: every float is written as encoding/json writes it.
func FuzzFloat(f *testing.F) {
	for _, v := range floats {
		f.Add(v)
	}
	f.Fuzz(func(t *testing.T, v float64) {
		want, wantOK := encode(t, v)
		if got, ok := Float(nil, v); ok != wantOK || string(got) != want {
			t.Fatalf("Float(%v) = %s, want %s", v, got, want)
		}
	})
}

var rawSeeds = []string{`{}`, `{"a": 1, "b": [1, 2, {"c": "<&> \u2028"}]}`, " \n[ true ,null ] ", `{"k\"ey": "va\\\"l ue", "x" : "tab	"}`,
	`"a string with spaces"`, `{"nested": {"deep": [ [ ], { } ]}, "n": -1.5e+10}`, "{\"ls\": \"\u2028\u2029\xe2\x80\"}"}

// FuzzCompactValid: for valid JSON, CompactValid writes what json.Compact
// writes (escapeHTML off) and what json.Marshal of a RawMessage writes (on).
func FuzzCompactValid(f *testing.F) {
	for _, s := range rawSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		if !json.Valid(raw) {
			return
		}
		var compact bytes.Buffer
		if err := json.Compact(&compact, raw); err != nil {
			t.Fatal(err)
		}
		if got := CompactValid(nil, raw, false); !bytes.Equal(got, compact.Bytes()) {
			t.Fatalf("CompactValid(%q, false) = %q, want %q", raw, got, compact.Bytes())
		}
		escaped, err := json.Marshal(json.RawMessage(raw))
		if err != nil {
			t.Fatal(err)
		}
		if got := CompactValid(nil, raw, true); !bytes.Equal(got, escaped) {
			t.Fatalf("CompactValid(%q, true) = %q, want %q", raw, got, escaped)
		}
	})
}
