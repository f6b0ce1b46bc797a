package query

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"
	"time"
)

// TestWriteJSONMatchesMarshal: the writers that splice a result's encoded
// rows write the same JSON as encoding/json, and a decoded result's rows
// are the stored bytes themselves.
func TestWriteJSONMatchesMarshal(t *testing.T) {
	now := time.Date(2026, 11, 23, 6, 0, 0, 0, time.UTC)
	msg := `failed: "results":null <&>`
	res := &Result{Results: json.RawMessage(`[[1,"a\u003cb"],[2,null]]`), Columns: []string{"n", "s"},
		Types: [][]string{{"n", "Int64"}, {"s", "String"}}, SQL: "SELECT n, s", LastRefresh: now, CacheKey: "k"}
	statuses := []*Status{
		{ID: "q1", TeamID: 7, Complete: true, Results: res, EndTime: &now, QueryProgress: map[string]any{"results": nil}},
		{ID: "q2", ErrorMessage: &msg},
	}
	for _, st := range statuses {
		var buf bytes.Buffer
		if err := (StatusEnvelope{QueryStatus: st}).WriteJSON(&buf); err != nil {
			t.Fatal(err)
		}
		want, err := json.Marshal(map[string]any{"query_status": st})
		if err != nil {
			t.Fatal(err)
		}
		var got, exp any
		if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
			t.Fatalf("%s: not JSON: %v\n%s", st.ID, err, buf.Bytes())
		}
		json.Unmarshal(want, &exp) //nolint:errcheck // encoding/json's own output
		if !reflect.DeepEqual(got, exp) {
			t.Errorf("%s:\n got %s\nwant %s", st.ID, buf.Bytes(), want)
		}
	}

	blob, err := res.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var back Result
	if err := json.Unmarshal(blob, &back); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back.Results, res.Results) {
		t.Fatalf("rows read back %s, want %s", back.Results, res.Results)
	}
	if i := bytes.Index(blob, back.Results); &blob[i] != &back.Results[0] {
		t.Errorf("decoded rows are a copy, want the stored bytes")
	}
}
