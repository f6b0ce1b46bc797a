package ingest

import (
	"io"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestParseLineErrors(t *testing.T) {
	t.Parallel()
	cases := []struct {
		line string
		want string
	}{
		{`not json`, "not a JSON object"},
		{`[1,2]`, "not a JSON object"},
		{`{"type":"event",`, "invalid JSON: unexpected end of JSON input"},
		{`{"event":"x"}`, "type: required"},
		{`{"type":7}`, "type: must be a string"},
		{`{"type":"thing"}`, `type: must be one of "event", "person", "recording", "plugin_log"`},
		{`{"type":"event","distinct_id":"d","timestamp":"2025-01-01T00:00:00Z"}`, "event: required"},
		{`{"type":"event","event":"e","timestamp":"2025-01-01T00:00:00Z"}`, "distinct_id: required"},
		{`{"type":"event","event":"e","distinct_id":true,"timestamp":"2025-01-01T00:00:00Z"}`, "distinct_id: must be a string"},
		{`{"type":"event","event":"e","distinct_id":"d"}`, "timestamp: required"},
		{`{"type":"event","event":"e","distinct_id":"d","timestamp":"yesterday"}`, "timestamp: not ISO 8601"},
		{`{"type":"event","event":"e","distinct_id":"d","timestamp":"2025-13-01T00:00:00Z"}`, "timestamp: not ISO 8601"},
		{`{"type":"event","event":"e","distinct_id":"d","timestamp":1700000000}`, "timestamp: must be an ISO 8601 string"},
		{`{"type":"event","event":"e","distinct_id":"d","timestamp":"2025-01-01T00:00:00Z","properties":[]}`, "properties: must be an object"},
		{`{"type":"person","distinct_ids":"d"}`, "distinct_ids: must be a list of strings"},
		{`{"type":"person","distinct_ids":[1]}`, "distinct_ids: must be a list of strings"},
		{`{"type":"person"}`, "distinct_ids: required"},
		{`{"type":"person","distinct_ids":["d"],"is_identified":"yes"}`, "is_identified: must be true or false"},
		{`{"type":"recording","distinct_id":"d","start_time":"2025-01-01T00:00:00Z","end_time":"2025-01-01T00:01:00Z"}`, "session_id: required"},
		{`{"type":"recording","session_id":"s","distinct_id":"d","start_time":"2025-01-01T00:00:00Z","end_time":"2025-01-01T00:01:00Z","click_count":1.5}`, "click_count: must be an integer"},
		{`{"type":"recording","session_id":"s","distinct_id":"d","start_time":"2025-01-01T00:00:00Z","end_time":"2025-01-01T00:01:00Z","click_count":-1}`, "click_count: must not be negative"},
		{`{"type":"recording","session_id":"s","distinct_id":"d","start_time":"2025-01-01T00:00:00Z","end_time":"2025-01-01T00:01:00Z","duration":"long"}`, "duration: must be a number"},
		{`{"type":"plugin_log","plugin_id":1,"timestamp":"2025-01-01T00:00:00Z","source":"SYSTEM","log_type":"INFO","message":"m"}`, "plugin_config_id: required"},
		{`{"type":"plugin_log","plugin_config_id":"1","timestamp":"2025-01-01T00:00:00Z","source":"SYSTEM","log_type":"INFO","message":"m"}`, "plugin_config_id: must be an integer"},
		{`{"type":"plugin_log","plugin_config_id":1,"timestamp":"2025-01-01T00:00:00Z","source":"SYSTEM","message":"m"}`, "log_type: required"},
		{`{"type":"plugin_log","plugin_config_id":1,"timestamp":"2025-01-01T00:00:00Z","source":"SYSTEM","log_type":"INFO"}`, "message: required"},
	}
	for _, c := range cases {
		_, ferr := parseLine([]byte(c.line))
		if ferr == nil {
			t.Errorf("parseLine(%s): no error, want %q", c.line, c.want)
			continue
		}
		if !strings.HasPrefix(ferr.Error(), c.want) {
			t.Errorf("parseLine(%s) = %q, want prefix %q", c.line, ferr.Error(), c.want)
		}
	}
}

func TestParseLineEvent(t *testing.T) {
	t.Parallel()
	rec, ferr := parseLine([]byte(` { "type" : "event", "event": "$pageview", "distinct_id": 42,
		"timestamp": "2025-03-04 05:06:07.1234567", "properties": {"a": 1} } `))
	if ferr != nil {
		t.Fatal(ferr)
	}
	want := time.Date(2025, 3, 4, 5, 6, 7, 123456000, time.UTC)
	if rec.kind != TypeEvent || rec.event.DistinctID != "42" || !rec.event.Timestamp.Equal(want) {
		t.Fatalf("parsed %+v", rec.event)
	}
	if got := string(compactObject(rec.event.Properties)); got != `{"a":1}` {
		t.Fatalf("properties = %s", got)
	}
}

func TestParseTime(t *testing.T) {
	t.Parallel()
	good := map[string]time.Time{
		"2025-01-02T03:04:05Z":             time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC),
		"2025-01-02T03:04:05.5+02:00":      time.Date(2025, 1, 2, 1, 4, 5, 5e8, time.UTC),
		"2025-01-02 03:04:05+00":           time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC),
		"2025-01-02 03:04:05.123456+00:00": time.Date(2025, 1, 2, 3, 4, 5, 123456000, time.UTC),
		"2025-01-02T03:04:05":              time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC),
		"2025-01-02":                       time.Date(2025, 1, 2, 0, 0, 0, 0, time.UTC),
	}
	for s, want := range good {
		got, ok := parseTime(s)
		if !ok || !got.Equal(want) || got.Location() != time.UTC {
			t.Errorf("parseTime(%q) = %v, %v; want %v", s, got, ok, want)
		}
	}
	for _, s := range []string{"", "2025", "02/01/2025", "2025-01-02T25:00:00Z", "1700000000"} {
		if _, ok := parseTime(s); ok {
			t.Errorf("parseTime(%q) accepted", s)
		}
	}
}

func TestHasNULEscape(t *testing.T) {
	t.Parallel()
	cases := map[string]bool{
		`{"a":"x\u0000"}`:   true,
		`{"a":"x\\u0000"}`:  false,
		`{"a":"x\\\u0000"}`: true,
		`{"a":"u0000"}`:     false,
	}
	for s, want := range cases {
		if got := hasNULEscape([]byte(s)); got != want {
			t.Errorf("hasNULEscape(%s) = %v, want %v", s, got, want)
		}
	}
}

func TestLineReader(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", MaxLineBytes+10)
	r := newLineReader(strings.NewReader("a\r\n\nb\n" + long + "\nc"))
	var got []string
	for {
		line, n, err := r.next()
		if err == io.EOF {
			break
		}
		if err == errLineTooLong {
			got = append(got, "TOO LONG@"+strconv.Itoa(n))
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, string(line)+"@"+strconv.Itoa(n))
	}
	want := []string{"a@1", "@2", "b@3", "TOO LONG@4", "c@5"}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("lines = %v, want %v", got, want)
	}
}
