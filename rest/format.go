package rest

import (
	"bytes"
	"encoding/csv"
	"net/http"

	"github.com/burrow-analytics/burrow/apierror"
)

// format reads ?format=json|csv (default json).
func format(r *http.Request) (string, error) {
	switch f := r.URL.Query().Get("format"); f {
	case "", "json":
		return "json", nil
	case "csv":
		return "csv", nil
	default:
		return "", apierror.Validation("format", "Format must be one of: csv, json.")
	}
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
