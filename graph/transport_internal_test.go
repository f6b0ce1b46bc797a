package graph

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/burrow-analytics/burrow/graph/model"
)

// TestEncodeResponseMatchesMarshal: the POST transport writes responses
// byte for byte as gqlgen's (json.Marshal), data verbatim.
func TestEncodeResponseMatchesMarshal(t *testing.T) {
	hasNext := false
	for _, resp := range []*graphql.Response{
		{Data: json.RawMessage(`{"runQuery":{"result":{"results":[[1,"x"]]}}}`)},
		{Data: json.RawMessage("{ \"s\": \"<script>&\u2028\u2029 \\\" \\\\\",\n\t\"t\" : [ 1 , \"\\u003c\", {\"a\":\"\xe2\x80\xa8\"} ] }")},
		{Errors: gqlerror.List{{Message: "boom <&>", Extensions: map[string]any{"code": "too_many_run_queries", "data": nil}}}},
		{Errors: gqlerror.List{{Message: "partial"}}, Data: json.RawMessage(`{"a":null}`), Label: "l", HasNext: &hasNext,
			Extensions: map[string]any{"cost": 3}},
	} {
		want, err := json.Marshal(resp)
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := encodeResponse(&got, resp); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Errorf("\n got %s\nwant %s", got.Bytes(), want)
		}
	}
}

// TestFastAppendMarshaler: a scalar without an appender of its own is
// written as gqlgen's marshaler writes it and the response's encoding
// re-encodes it; a null is left to gqlgen.
func TestFastAppendMarshaler(t *testing.T) {
	for _, m := range []graphql.Marshaler{
		model.RecordingOrderClickCount,
		graphql.MarshalString("<a>&\u2028 \"q\""),
		graphql.MarshalAny(map[string]any{"k": []any{1.5, "<x>", nil}}),
	} {
		var gq bytes.Buffer
		m.MarshalGQL(&gq)
		want, err := json.Marshal(json.RawMessage(gq.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		got, ok := fastAppendMarshaler([]byte("x"), m)
		if !ok || string(got) != "x"+string(want) {
			t.Errorf("%T: got %s %v, want x%s", m, got, ok, want)
		}
	}
	if _, ok := fastAppendMarshaler(nil, graphql.Null); ok {
		t.Error("graphql.Null written")
	}
}
