package rest

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/burrow-analytics/burrow/apierror"
)

// fuzzBodyLimit stands in for server.MaxBodyBytes, small enough that the
// fuzzer reaches the 413 path.
const fuzzBodyLimit = 512

// FuzzDecodeQueryRequest decodes arbitrary POST query/ bodies (behind the
// body limit the server puts on every request). Nothing may panic; a refused
// body must render as a 400 (a 413 when too large) in the error envelope,
// naming the field for a validation error; an accepted body must have been a
// JSON object (or empty, or null).
func FuzzDecodeQueryRequest(f *testing.F) {
	for _, s := range []string{
		``, `null`, `{}`, ` {"query":{"kind":"SqlQuery","query":"SELECT 1"}} `,
		`{"query":{"kind":"HogQLQuery","query":"SELECT event FROM events"},"client_query_id":"q-1","name":"n","refresh":"force_async","async":true,"filters_override":{"a":1},"variables_override":null}`,
		`{"query":{"kind":"SqlQuery","query":"SELECT 1"},"refresh":true}`,
		`{"query":"SELECT 1"}`, `{"query":{"kind":1}}`, `{"query":{"query":["x"]}}`, `{"refresh":""}`, `{"refresh":7}`,
		`{"async":"yes"}`, `{"client_query_id":5}`, `{"name":{}}`, `[]`, `"x"`, `{"a":1} {"b":2}`, `{"a":1} x`, `{"a":`,
		"{\"query\":{\"query\":\"\xff\\u0000\"}}", `{"query":{"kind":"SqlQuery","query":"` + string(bytes.Repeat([]byte("x"), fuzzBodyLimit)) + `"}}`,
	} {
		f.Add([]byte(s))
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	f.Fuzz(func(t *testing.T, body []byte) {
		rec := httptest.NewRecorder()
		r := httptest.NewRequest(http.MethodPost, "/api/projects/1/query", nil)
		req, err := decodeQueryRequest(http.MaxBytesReader(rec, io.NopCloser(bytes.NewReader(body)), fuzzBodyLimit))
		if err == nil {
			trimmed := bytes.TrimSpace(body)
			if len(trimmed) > 0 && string(trimmed) != "null" && (trimmed[0] != '{' || !json.Valid(trimmed)) {
				t.Fatalf("%q accepted: %+v", body, req)
			}
			if !req.HasQuery && (req.Kind != "" || req.Query != "") {
				t.Fatalf("%q: query fields without a query: %+v", body, req)
			}
			for _, raw := range [][]byte{req.FiltersOverride, req.VariablesOverride} {
				if raw != nil && !json.Valid(raw) {
					t.Fatalf("%q: override %q is not JSON", body, raw)
				}
			}
			return
		}
		var maxErr *http.MaxBytesError
		e := apierror.From(err)
		switch {
		case e != nil:
			if e.Status != http.StatusBadRequest {
				t.Fatalf("%q: status %d: %v", body, e.Status, err)
			}
			if e.Type == apierror.TypeValidation && (e.Attr == nil || *e.Attr == "") {
				t.Fatalf("%q: validation error without attr: %v", body, err)
			}
		case errors.As(err, &maxErr):
			if len(body) <= fuzzBodyLimit {
				t.Fatalf("%q: %d bytes refused as too large", body, len(body))
			}
		default:
			t.Fatalf("%q: not a client error: %T %v", body, err, err)
		}
		w := httptest.NewRecorder()
		WriteError(w, r, logger, err)
		checkErrorEnvelope(t, string(body), w)
	})
}

// checkErrorEnvelope asserts a 400 or 413 in the envelope of docs/design.md §5.
func checkErrorEnvelope(t *testing.T, input string, w *httptest.ResponseRecorder) {
	t.Helper()
	if w.Code != http.StatusBadRequest && w.Code != http.StatusRequestEntityTooLarge {
		t.Fatalf("%q: status %d, body %s", input, w.Code, w.Body)
	}
	var env struct {
		Type, Code, Detail *string
		Attr               *string
	}
	if err := json.Unmarshal(w.Body.Bytes(), &env); err != nil || env.Type == nil || env.Code == nil || env.Detail == nil || *env.Detail == "" {
		t.Fatalf("%q: not an error envelope: %s (%v)", input, w.Body, err)
	}
	if *env.Type == apierror.TypeValidation && (env.Attr == nil || *env.Attr == "") {
		t.Fatalf("%q: validation error without attr: %s", input, w.Body)
	}
}
