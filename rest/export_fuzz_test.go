package rest

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/burrow-analytics/burrow/apierror"
)

// FuzzExportFormat reads the format of POST query/export/ from arbitrary
// bodies and query strings: nothing may panic, and the answer is csv or
// ndjson, or a 400 naming format.
func FuzzExportFormat(f *testing.F) {
	for _, c := range []struct{ query, body string }{
		{"", `{}`}, {"format=csv", `{}`}, {"format=ndjson", `{"format":"ndjson"}`}, {"format=csv", `{"format":"ndjson"}`},
		{"", `{"format":null}`}, {"", `{"format":7}`}, {"format=xml", `{}`}, {"format=", `{"format":""}`}, {"format=%ff", `{"format":"\u00ff"}`},
	} {
		f.Add(c.query, []byte(c.body))
	}
	f.Fuzz(func(t *testing.T, rawQuery string, body []byte) {
		var fields map[string]json.RawMessage
		if decodeJSONObject(bytes.NewReader(body), &fields) != nil {
			return // refused before the format is read
		}
		r := httptest.NewRequest(http.MethodPost, "/api/projects/1/query/export", nil)
		r.URL.RawQuery = rawQuery
		if _, err := url.ParseQuery(rawQuery); err != nil {
			return // refused by authorize before the handler
		}
		f, err := exportFormat(r, fields)
		if err == nil {
			if f != formatCSV && f != formatNDJSON {
				t.Fatalf("format %q accepted from %q %q", f, rawQuery, body)
			}
			return
		}
		e := apierror.From(err)
		if e == nil || e.Status != http.StatusBadRequest || e.Attr == nil || *e.Attr != "format" {
			t.Fatalf("%q %q: %v", rawQuery, body, err)
		}
	})
}
