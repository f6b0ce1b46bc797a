package service

import (
	"bytes"
	"encoding/json"
	"math"
	"testing"
	"time"
)

// TestAppendJSONAgrees: the hand-written encoders of the REST list types
// write what encoding/json (without HTML escaping) writes, byte for byte,
// and give way where encoding/json fails.
func TestAppendJSONAgrees(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 3, 1, 12, 0, 0, 500, time.UTC)
	person := &Person{ID: 42, Name: "Zoë <z>", DistinctIDs: []string{"a\"1", "b\u2028"},
		Properties: json.RawMessage(`{"email": "z@x", "n": [1, 2.5e300]}`), CreatedAt: at, UUID: "u-1"}
	rec := SessionRecording{ID: "s\t1", DistinctID: "d&1", Viewed: true, RecordingDuration: 1e21, ActiveSeconds: 1.0 / 3,
		InactiveSeconds: 1e-7, StartTime: at, EndTime: at.Add(time.Hour), ClickCount: -1, KeypressCount: math.MaxInt64,
		StartURL: "https://x/?a=1&b=<2>", Storage: "object_storage", SnapshotSource: "web", Ongoing: true, ActivityScore: 12.5,
		ProjectID: 9, Person: person}
	cases := []any{
		&RecordingWithPerson{SessionRecording: rec, Person: person},
		&RecordingWithPerson{SessionRecording: rec},
		&RecordingWithPerson{SessionRecording: SessionRecording{}, Person: &Person{}},
		person,
		&Person{Properties: json.RawMessage(`{}`)},
		(*Person)(nil),
		&RecordingWithPerson{SessionRecording: SessionRecording{RecordingDuration: math.NaN()}},
		&Person{CreatedAt: time.Date(12000, 1, 1, 0, 0, 0, 0, time.UTC)},
	}
	for i, v := range cases {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		wantErr := enc.Encode(v) != nil
		want := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
		got, ok := v.(interface{ AppendJSON([]byte) ([]byte, bool) }).AppendJSON(nil)
		if ok == wantErr || (ok && !bytes.Equal(got, want)) {
			t.Errorf("case %d: AppendJSON = %s (ok %v)\nencoding/json = %s (error %v)", i, got, ok, want, wantErr)
		}
	}
}
