package rest

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/internal/jsonappend"
	"github.com/burrow-analytics/burrow/service"
)

// Response formats chosen with ?format= (docs/design.md §6).
const (
	formatJSON = "json"
	formatCSV  = "csv"
)

// format reads ?format=json|csv (default json) for endpoints that offer CSV.
func format(r *http.Request) (string, error) {
	switch f := r.URL.Query().Get("format"); f {
	case "", formatJSON:
		return formatJSON, nil
	case formatCSV:
		return formatCSV, nil
	default:
		return "", apierror.Validation("format", "Format must be one of: csv, json.")
	}
}

// jsonOnly refuses ?format= values other than json on endpoints whose
// answer has no tabular form (query statuses, check_auth_for_async, draft_sql),
// so a client asking for CSV learns it at once instead of parsing JSON as CSV.
func jsonOnly(r *http.Request) error {
	if f := r.URL.Query().Get("format"); f != "" && f != formatJSON {
		return apierror.Validation("format", "Format must be json.")
	}
	return nil
}

// writeCSV writes a text/csv answer: header then rows, quoted by
// encoding/csv (commas, quotes and newlines in values survive). The charset
// is explicit: text/csv defaults to US-ASCII.
func writeCSV(w http.ResponseWriter, header []string, rows [][]string) {
	var buf bytes.Buffer
	cw := csv.NewWriter(&buf)
	cw.Write(header)  //nolint:errcheck // writes to a buffer cannot fail
	cw.WriteAll(rows) //nolint:errcheck
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.WriteHeader(http.StatusOK)
	w.Write(buf.Bytes()) //nolint:errcheck // the client went away; nothing to do
}

// writePage answers one page of a list: the JSON envelope, or with
// format=csv one CSV row per item (see csvTable) with the neighbouring
// pages in a Link header (rel="next"/"prev", RFC 8288) and the total in
// X-Total-Count, since CSV has no room for the envelope.
func writePage[T any](bufs *jsonappend.Buffers, w http.ResponseWriter, r *http.Request, f string, list service.ListResult[T]) error {
	env := newEnvelope(r, list)
	if f != formatCSV {
		writeEnvelope(bufs, w, env)
		return nil
	}
	header, rows, err := csvTable(list.Items)
	if err != nil {
		return err
	}
	var links []string
	if env.Next != nil {
		links = append(links, fmt.Sprintf(`<%s>; rel="next"`, *env.Next))
	}
	if env.Previous != nil {
		links = append(links, fmt.Sprintf(`<%s>; rel="prev"`, *env.Previous))
	}
	if len(links) > 0 {
		w.Header().Set("Link", strings.Join(links, ", "))
	}
	w.Header().Set("X-Total-Count", fmt.Sprint(list.Count))
	writeCSV(w, header, rows)
	return nil
}

// serveObject answers a single resource read by get, in the requested
// format (checked before get runs).
func serveObject[T any](h *Handler, w http.ResponseWriter, r *http.Request, get func(ctx context.Context) (T, error)) {
	f, err := format(r)
	var v T
	if err == nil {
		v, err = get(r.Context())
	}
	if err == nil {
		err = writeObject(w, f, v)
	}
	if err != nil {
		h.fail(w, r, err)
	}
}

// writeObject answers one resource: JSON, or with format=csv a header and
// one row (see csvTable).
func writeObject[T any](w http.ResponseWriter, f string, v T) error {
	if f != formatCSV {
		writeJSON(w, http.StatusOK, v)
		return nil
	}
	header, rows, err := csvTable([]T{v})
	if err != nil {
		return err
	}
	writeCSV(w, header, rows)
	return nil
}

// csvTable lays items out as CSV: one column per top-level field of T's
// JSON form, in its order (so the header is there even for no items), one
// row per item. Strings are written as they are, null as an empty cell,
// numbers and booleans as in JSON, and objects or arrays (properties,
// distinct_ids, a recording's person) as JSON text.
func csvTable[T any](items []T) (header []string, rows [][]string, err error) {
	var zero T
	if header, _, err = jsonFields(zero); err != nil {
		return nil, nil, err
	}
	rows = make([][]string, len(items))
	for i, item := range items {
		keys, values, err := jsonFields(item)
		if err != nil {
			return nil, nil, err
		}
		row := make([]string, len(values))
		for j, raw := range values {
			if keys[j] == "properties" {
				raw = sortedObject(raw)
			}
			row[j] = csvCell(raw)
		}
		rows[i] = row
	}
	return header, rows, nil
}

// jsonFields returns the keys and raw values of v's JSON object, in order.
func jsonFields(v any) (keys []string, values []json.RawMessage, err error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false) // cells read as written: "a < b", not "a \u003c b"
	if err := enc.Encode(v); err != nil {
		return nil, nil, fmt.Errorf("rest: csv: %w", err)
	}
	dec := json.NewDecoder(&buf)
	dec.UseNumber()
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, nil, fmt.Errorf("rest: csv: %T is not a JSON object", v)
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, nil, fmt.Errorf("rest: csv: %w", err)
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, nil, fmt.Errorf("rest: csv: %w", err)
		}
		keys = append(keys, tok.(string)) // object keys are strings
		values = append(values, raw)
	}
	return keys, values, nil
}

// csvCell renders one JSON value as a CSV cell.
// sortedObject writes a JSON object with its keys sorted, so that a property
// object reads the same whatever order the database stored its keys in
// (PostgreSQL's jsonb orders them by length); anything else is kept.
func sortedObject(raw json.RawMessage) json.RawMessage {
	var m map[string]json.RawMessage
	if len(raw) == 0 || raw[0] != '{' || json.Unmarshal(raw, &m) != nil {
		return raw
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if enc.Encode(m) != nil {
		return raw
	}
	return bytes.TrimRight(buf.Bytes(), "\n")
}

func csvCell(raw json.RawMessage) string {
	switch {
	case string(raw) == "null":
		return ""
	case len(raw) > 0 && raw[0] == '"':
		var s string
		if json.Unmarshal(raw, &s) == nil {
			return s
		}
	}
	return string(raw)
}
