package ingest

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
)

// fuzzSeedLines are NDJSON lines of every record type, good and bad; the
// kept corpus in testdata/fuzz/FuzzParseLine holds the inputs the fuzzer
// found interesting (and the lines that used to break an import).
var fuzzSeedLines = []string{
	`{"type":"event","event":"$pageview","distinct_id":"u1","timestamp":"2025-05-01T10:00:00Z","properties":{"$current_url":"https://x.test/","$session_id":"s-1"}}`,
	`{"type":"event","event":"$identify","distinct_id":"u1","timestamp":"2025-05-01 10:00:00.123456+02:00","properties":{"$anon_distinct_id":"anon-1","$set":{"email":"a@b.c"},"$set_once":{"first":1},"$unset":["x"]}}`,
	`{"type":"event","event":"$create_alias","distinct_id":7,"timestamp":"2025-05-01","uuid":"0F7026C1-9FBC-47B1-85C6-8E9BE5BF2A95","created_at":"2025-05-02T00:00:00","properties":{"alias":"u2","$unset":{"k":1}}}`,
	`{"type":"person","distinct_ids":["u1","u2","u1"],"uuid":"018f2d3c-0000-7000-8000-000000000001","properties":{"plan":"pro","n":12345678901234567890},"created_at":"2025-01-01T00:00:00Z","is_identified":true}`,
	`{"type":"recording","session_id":"s-1","distinct_id":"u1","start_time":"2025-05-02T10:00:00Z","end_time":"2025-05-02T10:05:00Z","click_count":12,"console_error_count":1}`,
	`{"type":"recording","session_id":"s-2","distinct_id":"u1","start_time":"2025-05-02T10:00:00Z","end_time":"2025-05-02T10:05:00Z","recording_duration":300,"active_seconds":120.5,"snapshot_source":"mobile","start_url":"https://x.test/a","storage":"s3"}`,
	`{"type":"plugin_log","plugin_config_id":3,"plugin_id":1,"timestamp":"2025-05-02T10:00:00Z","source":"PLUGIN","log_type":"INFO","message":"hello","instance_id":"0f7026c1-9fbc-47b1-85c6-8e9be5bf2a95","id":"1f7026c1-9fbc-47b1-85c6-8e9be5bf2a95"}`,
	`{"type":"plugin_log","plugin_config_id":3,"timestamp":"2025-05-02T10:00:00Z","source":"SYSTEM","type":"INFO","message":"m"}`,
	`{"type":"event","event":"e","distinct_id":"d","timestamp":"0000-06-01T00:00:00Z"}`,
	`{"type":"event","event":"e","distinct_id":"d","timestamp":"9999-12-31T23:00:00-05:00"}`,
	`{"type":"event","event":"e","distinct_id":"d","timestamp":"2025-01-01T00:00:00Z","properties":{"a":"\ud800"}}`,
	`{"type":"event","event":"e","distinct_id":"d","timestamp":"2025-01-01T00:00:00Z","properties":{"a":1e131072}}`,
	`{"type":"event","event":"e","distinct_id":"d","timestamp":"2025-01-01T00:00:00Z","properties":{"a":1,"a":2}}`,
	`{"type":"recording","session_id":"s","distinct_id":"d","start_time":"2025-01-01T00:00:00Z","end_time":"2025-01-01T00:00:01Z","duration":1e-300,"active_seconds":1e300}`,
	`{"type":"recording","session_id":"s","distinct_id":"d","start_time":"2025-01-01T00:00:00Z","end_time":"2025-01-01T00:00:01Z","console_log_count":9223372036854775807,"console_warn_count":9223372036854775807}`,
	`not json`,
	`{"type":"event",`,
	"{\"type\":\"event\",\"event\":\"\xff\"}",
	`{"type":"thing"}`,
	`[]`,
	``,
}

// FuzzParseLine feeds one NDJSON line through the import's parse step and
// the pipeline's validation, in memory (every lookup is primed as "not in
// the database", and rows stay buffered). It asserts that nothing panics,
// that a refused line says which field and why, and that an accepted line
// buffers only rows both databases store and the API can render: times in
// years 1–9999, finite numbers, valid text and JSON objects.
func FuzzParseLine(f *testing.F) {
	for _, s := range fuzzSeedLines {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		rec, ferr := parseLine(line)
		if ferr != nil {
			checkRefusal(t, line, ferr, true)
			return
		}
		p := memoryPipeline()
		primeLookups(p, rec)
		err := apply(context.Background(), p, rec)
		if err != nil {
			ferr, ok := errorsAsField(err)
			if !ok {
				t.Fatalf("%s: not a field error: %v", line, err)
			}
			checkRefusal(t, line, ferr, false)
			return
		}
		checkBuffered(t, line, p)
	})
}

// memoryPipeline is a Pipeline without a database: it never flushes, and
// primeLookups keeps it from looking anything up.
func memoryPipeline() *Pipeline {
	return &Pipeline{
		now:            func() time.Time { return time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC) },
		batchSize:      math.MaxInt,
		instanceID:     "018f2d3c-0000-7000-8000-0000000000aa",
		persons:        map[string]*personState{},
		byUUID:         map[string]*personState{},
		byID:           map[int64]*personState{},
		configs:        map[int64]*configState{},
		dirty:          map[*personState]struct{}{},
		preexist:       map[*personState]struct{}{},
		recordingIndex: map[string]int{},
		nextOrder:      0,
	}
}

// primeLookups marks everything rec refers to as absent from the database.
func primeLookups(p *Pipeline, rec record) {
	absent := func(d string) {
		if _, ok := p.persons[d]; !ok {
			p.persons[d] = nil
		}
	}
	switch rec.kind {
	case TypeEvent:
		absent(rec.event.DistinctID)
		if ev, ferr := p.checkEvent(rec.event); ferr == nil && ev.otherID != "" {
			absent(ev.otherID)
		}
	case TypePerson:
		for _, d := range rec.person.DistinctIDs {
			absent(d)
		}
		if u, err := uuid.Parse(rec.person.UUID); err == nil {
			p.byUUID[u.String()] = nil
		}
	case TypeRecording:
		absent(rec.recording.DistinctID)
	case TypePluginLog:
		p.configs[rec.log.PluginConfigID] = nil
	}
}

// wholeLineReasons are the refusals about a line as a whole (no field).
var wholeLineReasons = []string{"not valid UTF-8", "not a JSON object", "invalid JSON: "}

func checkRefusal(t *testing.T, line []byte, ferr *FieldError, parsing bool) {
	t.Helper()
	if ferr.Reason == "" || !utf8.ValidString(ferr.Reason) || !utf8.ValidString(ferr.Field) {
		t.Fatalf("%q: refusal without a readable reason: %#v", line, ferr)
	}
	if ferr.Field == "" {
		whole := false
		for _, prefix := range wholeLineReasons {
			whole = whole || strings.HasPrefix(ferr.Reason, prefix)
		}
		if !parsing || !whole {
			t.Fatalf("%q: refusal names no field: %q", line, ferr.Reason)
		}
	}
	msg := LineError{File: "f.ndjson", Line: 3, Err: ferr}.Error()
	if !strings.HasPrefix(msg, "f.ndjson:3: ") || strings.ContainsAny(msg, "\n\r") {
		t.Fatalf("%q: line error %q is not one FILE:LINE: line", line, msg)
	}
}

// checkBuffered checks the rows an accepted line left in the pipeline.
func checkBuffered(t *testing.T, line []byte, p *Pipeline) {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%q accepted, but "+format, append([]any{line}, args...)...)
	}
	storable := func(name string, tm time.Time) {
		t.Helper()
		if tm.IsZero() || tm.Location() != time.UTC || tm.Year() < 1 || tm.Year() > 9999 || tm.Nanosecond()%1000 != 0 {
			fail("%s = %v is not a storable UTC time", name, tm)
		}
	}
	text := func(name, s string) {
		t.Helper()
		if !utf8.ValidString(s) || strings.IndexByte(s, 0) >= 0 {
			fail("%s = %q is not storable text", name, s)
		}
	}
	object := func(name string, raw []byte) {
		t.Helper()
		var m map[string]json.RawMessage
		if !json.Valid(raw) || json.Unmarshal(raw, &m) != nil || m == nil {
			fail("%s = %s is not a JSON object", name, raw)
		}
		if ferr := checkJSON(name, raw); ferr != nil {
			fail("%s = %s: %v", name, raw, ferr)
		}
	}
	rendered := func(name string, v any) {
		t.Helper()
		if _, err := json.Marshal(v); err != nil {
			fail("%s cannot be rendered: %v", name, err)
		}
	}
	for _, e := range p.events {
		storable("timestamp", e.row.Timestamp)
		storable("created_at", e.row.CreatedAt)
		text("event", e.row.Event)
		text("distinct_id", e.row.DistinctID)
		if e.row.SessionID != nil {
			text("session_id", *e.row.SessionID)
		}
		if _, err := uuid.Parse(e.row.UUID); err != nil {
			fail("uuid %q: %v", e.row.UUID, err)
		}
		object("properties", e.row.Properties)
		rendered("event", e.row)
	}
	for _, ps := range p.newPersons {
		storable("person created_at", ps.createdAt)
		b, err := ps.props.marshal()
		if err != nil {
			fail("person properties: %v", err)
		}
		object("person properties", b)
	}
	for d := range p.persons {
		text("distinct id", d)
	}
	for _, r := range p.recordings {
		storable("start_time", r.StartTime)
		storable("end_time", r.EndTime)
		for name, v := range map[string]float64{"duration": r.Duration, "active_seconds": r.ActiveSeconds,
			"inactive_seconds": r.InactiveSeconds, "activity_score": r.ActivityScore} {
			if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 {
				fail("%s = %v", name, v)
			}
		}
		for name, v := range map[string]int64{"click_count": r.ClickCount, "keypress_count": r.KeypressCount,
			"mouse_activity_count": r.MouseActivityCount, "console_log_count": r.ConsoleLogCount,
			"console_warn_count": r.ConsoleWarnCount, "console_error_count": r.ConsoleErrorCount} {
			if v < 0 || v > maxInteger {
				fail("%s = %d", name, v)
			}
		}
		for name, s := range map[string]string{"session_id": r.SessionID, "distinct_id": r.DistinctID,
			"start_url": r.StartURL, "storage": r.Storage, "snapshot_source": r.SnapshotSource} {
			text(name, s)
		}
		rendered("recording", r)
	}
	for _, e := range p.logs {
		storable("timestamp", e.Timestamp)
		for name, s := range map[string]string{"message": e.Message, "source": e.Source, "type": e.Type} {
			text(name, s)
		}
		for name, s := range map[string]string{"id": e.ID, "instance_id": e.InstanceID} {
			if _, err := uuid.Parse(s); err != nil {
				fail("%s %q: %v", name, s, err)
			}
		}
		if e.PluginConfigID <= 0 || e.PluginID <= 0 || e.PluginConfigID > maxInteger || e.PluginID > maxInteger {
			fail("plugin ids %d/%d", e.PluginConfigID, e.PluginID)
		}
		rendered("log entry", e)
	}
}

// Regression tests for what FuzzParseLine found (and the limits its
// assertions brought up); TestImportStorableLimits runs the same lines
// through both databases.

func TestParseLineTimeRange(t *testing.T) {
	t.Parallel()
	for _, ts := range []string{
		"0000-06-01T00:00:00Z",      // year 0: PostgreSQL refuses it
		"0000-01-01",                // the fuzzer's first find
		"0001-01-01T00:30:00+01:00", // year 0 once in UTC
		"9999-12-31T23:00:00-05:00", // year 10000 once in UTC: sorts wrong as SQLite text
		"0001-01-01T00:00:00Z",      // the zero time, which the pipeline reads as "absent"
	} {
		line := `{"type":"event","event":"e","distinct_id":"d","timestamp":"` + ts + `"}`
		_, ferr := parseLine([]byte(line))
		if ferr == nil || ferr.Field != "timestamp" || !strings.HasPrefix(ferr.Reason, "out of range") {
			t.Errorf("timestamp %s: got %v, want timestamp: out of range", ts, ferr)
		}
	}
	for _, ts := range []string{"0001-01-01T00:00:00.000001Z", "9999-12-31T23:59:59.999999Z", "0001-01-01T01:00:01+01:00"} {
		line := `{"type":"plugin_log","plugin_config_id":1,"plugin_id":1,"timestamp":"` + ts + `","source":"SYSTEM","log_type":"INFO","message":"m"}`
		if _, ferr := parseLine([]byte(line)); ferr != nil {
			t.Errorf("timestamp %s refused: %v", ts, ferr)
		}
	}
}

func TestCheckJSON(t *testing.T) {
	t.Parallel()
	deep := func(n int) string { return `{"a":` + strings.Repeat("[", n-1) + strings.Repeat("]", n-1) + `}` }
	zeros := func(n int) string { return strings.Repeat("0", n) }
	good := []string{
		`{}`, `{"a":[1,2.5,-3e-2,true,false,null,"s",{"b":{}}]}`, ` { "a" : [ ] , "b" : { } } `,
		`{"a":"\ud83d\ude00","\ud83d\ude00":1}`, // a surrogate pair is one character
		`{"a":"\\ud800"}`,                       // an escaped backslash, then text
		`{"a":1,"b":{"a":2},"c":[{"a":1},{"a":1}]}`,
		`{"a":1e131071}`, `{"a":9.99e131071}`, `{"a":0.01e131073}`, `{"a":1e-16383}`, `{"a":0e1073741822}`,
		`{"a":1.` + zeros(16383) + `}`, `{"a":1` + zeros(131071) + `}`,
		deep(maxJSONDepth),
	}
	for _, s := range good {
		if ferr := checkJSON("properties", []byte(s)); ferr != nil {
			t.Errorf("checkJSON(%.80s) = %v, want accepted", s, ferr)
		}
	}
	var many strings.Builder
	many.WriteString(`{`)
	for i := range 100 {
		fmt.Fprintf(&many, `"k%d":%d,`, i, i)
	}
	many.WriteString(`"k7":0}`)
	bad := map[string]string{
		`{"a":"\ud800"}`:               `contains \ud800, an unpaired UTF-16 surrogate`,
		`{"a":"x\udc00"}`:              `contains \udc00, an unpaired UTF-16 surrogate`,
		`{"a":"\ud800\u0041"}`:         `contains \ud800, an unpaired UTF-16 surrogate`,
		`{"\uDBFF":1}`:                 `contains \udbff, an unpaired UTF-16 surrogate`,
		`{"a":1e131072}`:               `number "1e131072" is out of range`,
		`{"a":0.1e131073}`:             `number "0.1e131073" is out of range`,
		`{"a":1e-16384}`:               `number "1e-16384" is out of range`,
		`{"a":1.5e-16383}`:             `number "1.5e-16383" is out of range`,
		`{"a":0e-16384}`:               `number "0e-16384" is out of range`,
		`{"a":0e1073741823}`:           `number "0e1073741823" is out of range`,
		`{"a":-1e99999999999999}`:      `number "-1e99999999999999" is out of range`,
		`{"a":1.` + zeros(16384) + `}`: `number "1.` + zeros(62) + `"… is out of range`,
		`{"a":1,"a":2}`:                `duplicate key "a"`,
		`{"a":{"b":1,"c":2,"b":3}}`:    `duplicate key "b"`,
		`{"a":1,"\u0061":2}`:           `duplicate key "a"`,
		many.String():                  `duplicate key "k7"`,
		deep(maxJSONDepth + 1):         `nested deeper than 1000 levels`,
	}
	for s, want := range bad {
		ferr := checkJSON("properties", []byte(s))
		if ferr == nil || ferr.Field != "properties" || !strings.HasPrefix(ferr.Reason, want) {
			t.Errorf("checkJSON(%.80s) = %v, want %q", s, ferr, want)
		}
	}
}

func TestAddRecordingLimits(t *testing.T) {
	t.Parallel()
	base := `{"type":"recording","session_id":"s","distinct_id":"d","start_time":"2025-01-01T00:00:00Z","end_time":"2025-01-01T00:00:01Z"`
	for extra, want := range map[string]string{
		// Two counts near 2^63 overflowed the activity score's sum to -100;
		// PostgreSQL's INTEGER columns refuse anything above 2^31 − 1.
		`,"console_log_count":9223372036854775807`: "console_log_count: must be at most 2147483647",
		`,"click_count":2147483648`:                "click_count: must be at most 2147483647",
		// An infinite activity score cannot be rendered as JSON.
		`,"duration":1e-300,"active_seconds":1e300`: "active_seconds: too large for the duration and counts",
	} {
		rec, ferr := parseLine([]byte(base + extra + "}"))
		if ferr != nil {
			t.Fatalf("%s: %v", extra, ferr)
		}
		p := memoryPipeline()
		primeLookups(p, rec)
		err := apply(context.Background(), p, rec)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", extra, err, want)
		}
	}
	// time.Time.Sub saturates at 292 years: the default duration must not.
	rec, ferr := parseLine([]byte(`{"type":"recording","session_id":"s","distinct_id":"d","start_time":"1000-01-01T00:00:00Z","end_time":"2000-01-01T00:00:00.5Z"}`))
	if ferr != nil {
		t.Fatal(ferr)
	}
	want := float64(time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC).Unix()-time.Date(1000, 1, 1, 0, 0, 0, 0, time.UTC).Unix()) + 0.5
	if rec.recording.Duration != want {
		t.Errorf("duration over 1000 years = %v, want %v", rec.recording.Duration, want)
	}
}
