package ingest

import (
	"fmt"
	"strings"
)

// FieldError says why one input record was refused: which field, and why.
// The pipeline changes nothing for a record it refuses.
type FieldError struct {
	// Field names the offending field ("timestamp", "properties.$set"), or is
	// empty when the record as a whole is at fault.
	Field  string
	Reason string
}

func (e *FieldError) Error() string {
	if e.Field == "" {
		return e.Reason
	}
	return e.Field + ": " + e.Reason
}

func fieldErr(field, format string, args ...any) *FieldError {
	return &FieldError{Field: field, Reason: fmt.Sprintf(format, args...)}
}

// LineError is one refused NDJSON line.
type LineError struct {
	File string
	Line int // 1-based
	Err  *FieldError
}

// Error renders "FILE:LINE: field: reason", the format editors and CI logs link.
func (e LineError) Error() string {
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Err)
}

// MaxListedLineErrors bounds how many refused lines a result keeps, so a
// huge file in the wrong format cannot exhaust memory; the count is exact.
const MaxListedLineErrors = 1000

// InvalidFileError is returned by ImportFile when a file has bad lines and
// SkipInvalid is off: nothing of the file was imported.
type InvalidFileError struct {
	File  string
	Lines []LineError // the first MaxListedLineErrors refused lines
	Count int         // how many lines were refused in all
}

func (e *InvalidFileError) Error() string {
	var b strings.Builder
	noun := "lines"
	if e.Count == 1 {
		noun = "line"
	}
	fmt.Fprintf(&b, "%s: %d invalid %s, nothing imported", e.File, e.Count, noun)
	for _, l := range e.Lines {
		b.WriteString("\n  ")
		b.WriteString(l.Error())
	}
	if more := e.Count - len(e.Lines); more > 0 {
		fmt.Fprintf(&b, "\n  ... and %d more", more)
	}
	return b.String()
}
