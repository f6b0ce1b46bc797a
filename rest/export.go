package rest

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	"github.com/burrow-analytics/burrow/apierror"
)

// Export formats of POST query/export/.
const formatNDJSON = "ndjson"

// exportQuery is POST query/export/: the body of POST query/ plus "format"
// ("csv", the default, or "ndjson"; ?format= works too). The whole result
// streams back without the 50,000-row cap of a query result, bounded by the
// statement timeout. Errors found before the first row (bad input, a
// statement the database rejects, a timeout before any row) are answered in
// the error envelope; a failure after rows were sent cuts the connection, so
// that a client never takes a truncated export for a whole one.
func (h *Handler) exportQuery(w http.ResponseWriter, r *http.Request) {
	var fields map[string]json.RawMessage
	if err := decodeJSONObject(r.Body, &fields); err != nil {
		h.fail(w, r, err)
		return
	}
	f, err := exportFormat(r, fields)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	req, err := queryRequestFields(fields)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	sink := &exportWriter{w: w, format: f}
	err = h.svc.Queries.Export(r.Context(), projectID(r), req, sink)
	if err == nil {
		err = sink.finish()
	}
	if err == nil {
		return
	}
	if !sink.begun {
		h.fail(w, r, err)
		return
	}
	h.logger.WarnContext(r.Context(), "export cut short", "path", r.URL.Path, "rows", sink.rows, "err", err)
	panic(http.ErrAbortHandler) // the status is sent: only an aborted transfer tells the client
}

// exportFormat reads the format from the body or the query string (which
// must agree when both are given).
func exportFormat(r *http.Request, fields map[string]json.RawMessage) (string, error) {
	f := r.URL.Query().Get("format")
	if raw, ok := present(fields, "format"); ok {
		var body string
		if json.Unmarshal(raw, &body) != nil || (f != "" && f != body) {
			return "", apierror.Validation("format", "Format must be one of: csv, ndjson (and the same in the body and the query string).")
		}
		f = body
	}
	switch f {
	case "", formatCSV:
		return formatCSV, nil
	case formatNDJSON:
		return formatNDJSON, nil
	}
	return "", apierror.Validation("format", "Format must be one of: csv, ndjson.")
}

// exportWriter writes the rows of an export as CSV (a header of column
// names, then one line per row) or NDJSON (one JSON object per row, keyed by
// column name) as they arrive. It implements service.ExportSink.
type exportWriter struct {
	w      http.ResponseWriter
	format string
	begun  bool
	rows   int

	csv  *csv.Writer
	buf  *bufio.Writer
	keys [][]byte // NDJSON: each column's `"name":` prefix
	cell []string // CSV: the current row's cells
}

// exportFlushRows is how often rows are pushed to the client even while its
// buffer is not full, so a slow query shows progress.
const exportFlushRows = 1000

// Begin sends the status and headers, and the CSV header line.
func (e *exportWriter) Begin(columns, _ []string) error {
	e.begun = true
	h := e.w.Header()
	switch e.format {
	case formatCSV:
		h.Set("Content-Type", "text/csv; charset=utf-8")
		h.Set("Content-Disposition", `attachment; filename="query.csv"`)
	default:
		h.Set("Content-Type", "application/x-ndjson")
		h.Set("Content-Disposition", `attachment; filename="query.ndjson"`)
	}
	e.w.WriteHeader(http.StatusOK)
	e.buf = bufio.NewWriterSize(e.w, 32<<10)
	if e.format == formatCSV {
		e.csv = csv.NewWriter(e.buf)
		e.cell = make([]string, len(columns))
		if err := e.csv.Write(columns); err != nil {
			return err
		}
	} else {
		for _, name := range uniqueNames(columns) {
			k, err := marshalCell(name)
			if err != nil {
				return err
			}
			e.keys = append(e.keys, append(k, ':'))
		}
	}
	// The status and headers go out now, whatever the first rows weigh
	// compressed: a transfer cut later is then an aborted 200, not a
	// connection closed before any answer.
	return e.flush()
}

// Row writes one row.
func (e *exportWriter) Row(values []any) error {
	if e.format == formatCSV {
		for i, v := range values {
			c, err := csvValue(v)
			if err != nil {
				return err
			}
			e.cell[i] = c
		}
		if err := e.csv.Write(e.cell); err != nil {
			return err
		}
	} else {
		e.buf.WriteByte('{')
		for i, v := range values {
			if i > 0 {
				e.buf.WriteByte(',')
			}
			b, err := marshalCell(v)
			if err != nil {
				return err
			}
			e.buf.Write(e.keys[i])
			e.buf.Write(b)
		}
		if _, err := e.buf.WriteString("}\n"); err != nil {
			return err
		}
	}
	e.rows++
	if e.rows%exportFlushRows == 0 {
		return e.flush()
	}
	return nil
}

// finish flushes what is buffered.
func (e *exportWriter) finish() error {
	if !e.begun {
		return nil
	}
	return e.flush()
}

func (e *exportWriter) flush() error {
	if e.csv != nil {
		e.csv.Flush()
		if err := e.csv.Error(); err != nil {
			return err
		}
	}
	if err := e.buf.Flush(); err != nil {
		return err
	}
	if err := http.NewResponseController(e.w).Flush(); err != nil && err != http.ErrNotSupported {
		return err
	}
	return nil
}

// uniqueNames makes repeated column names unique for NDJSON objects: the
// second "x" becomes "x_2", and so on (CSV keeps the names as they are).
func uniqueNames(columns []string) []string {
	seen := make(map[string]bool, len(columns))
	out := make([]string, len(columns))
	for i, name := range columns {
		unique := name
		for n := 2; seen[unique]; n++ {
			unique = name + "_" + strconv.Itoa(n)
		}
		seen[unique] = true
		out[i] = unique
	}
	return out
}

// csvValue renders a result value as a CSV cell: text as it is, NULL as an
// empty cell, numbers and booleans as in JSON, arrays and objects as JSON.
func csvValue(v any) (string, error) {
	switch v := v.(type) {
	case nil:
		return "", nil
	case string:
		return v, nil
	}
	b, err := marshalCell(v)
	return string(b), err
}

// marshalCell is json.Marshal without HTML escaping.
func marshalCell(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, fmt.Errorf("rest: export value: %w", err)
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}
