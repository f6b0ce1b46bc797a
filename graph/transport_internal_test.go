package graph

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"
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
