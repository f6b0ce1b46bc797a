package graph

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"github.com/burrow-analytics/burrow/internal/jsonappend"
)

// The scalar appenders of the generated writers (fastread_gen.go). Each
// writes what gqlgen's marshaler named in its comment writes for its Go
// type, as json.Marshal of the response then re-encodes it (compact, HTML
// characters escaped); internal/gqlfast chooses them by marshaler, and
// TestFastReadsMatchGqlgen compares every field of the fast path's types
// with gqlgen's answer. ok false hands the request to gqlgen, which reports
// the error.

// fastAppendString: graphql.MarshalString and graphql.MarshalID.
func fastAppendString(b []byte, s string) ([]byte, bool) { return appendString(b, s), true }

// fastAppendInt: graphql.MarshalInt.
func fastAppendInt(b []byte, v int) ([]byte, bool) { return strconv.AppendInt(b, int64(v), 10), true }

// fastAppendInt64: graphql.MarshalInt64.
func fastAppendInt64(b []byte, v int64) ([]byte, bool) { return strconv.AppendInt(b, v, 10), true }

// fastAppendInt64ID: model.MarshalInt64ID, a quoted number.
func fastAppendInt64ID(b []byte, v int64) ([]byte, bool) {
	b = append(b, '"')
	b = strconv.AppendInt(b, v, 10)
	return append(b, '"'), true
}

// fastAppendFloat: graphql.MarshalFloatContext (%g), which refuses
// infinities and NaN.
func fastAppendFloat(b []byte, f float64) ([]byte, bool) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return b, false
	}
	return strconv.AppendFloat(b, f, 'g', -1, 64), true
}

// fastAppendBool: graphql.MarshalBoolean.
func fastAppendBool(b []byte, v bool) ([]byte, bool) { return strconv.AppendBool(b, v), true }

// fastAppendDateTime: model.MarshalDateTime, RFC 3339 in UTC; the zero
// time is null (graphql.MarshalTime's).
func fastAppendDateTime(b []byte, t time.Time) ([]byte, bool) {
	if t.IsZero() {
		return append(b, "null"...), true
	}
	b = append(b, '"')
	b = t.UTC().AppendFormat(b, time.RFC3339Nano)
	return append(b, '"'), true
}

// fastAppendRawJSON: model.MarshalRawJSON, stored JSON written as it is.
// The only such field is Person.properties, which the service has validated
// (service.Person.Properties is always a valid object), so it is not
// validated again.
func fastAppendRawJSON(b []byte, raw json.RawMessage) ([]byte, bool) {
	if len(raw) == 0 {
		return append(b, "null"...), true
	}
	return jsonappend.CompactValid(b, raw, true), true
}

// fastAppendMarshaler writes the output of a marshaler that has no appender
// of its own, as the response's encoding re-encodes it; graphql.Null (what
// gqlgen's generated code reports as an error where the schema allows no
// null) and output that is not JSON hand the request to gqlgen.
func fastAppendMarshaler(b []byte, m graphql.Marshaler) ([]byte, bool) {
	if m == graphql.Null {
		return b, false
	}
	var buf bytes.Buffer
	m.MarshalGQL(&buf)
	if !json.Valid(buf.Bytes()) {
		return b, false
	}
	return jsonappend.CompactValid(b, buf.Bytes(), true), true
}

// appendString appends s quoted as gqlgen writes it and json.Marshal then
// re-encodes it: gqlgen escapes quotes, backslashes and control characters
// (\t, \r, \n, else \u00XX); json.Marshal escapes <, >, & and U+2028/U+2029.
func appendString(b []byte, s string) []byte {
	const hex = "0123456789ABCDEF"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		var esc string
		switch {
		case c == '"':
			esc = `\"`
		case c == '\\':
			esc = `\\`
		case c == '\n':
			esc = `\n`
		case c == '\r':
			esc = `\r`
		case c == '\t':
			esc = `\t`
		case c < 0x20:
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			start = i + 1
			continue
		case c == '<':
			esc = `\u003c`
		case c == '>':
			esc = `\u003e`
		case c == '&':
			esc = `\u0026`
		case c == 0xE2 && i+2 < len(s) && s[i+1] == 0x80 && s[i+2]&^1 == 0xA8:
			b = append(b, s[start:i]...)
			b = append(b, `\u202`...)
			b = append(b, hex[s[i+2]&0xf])
			i += 2
			start = i + 1
			continue
		default:
			continue
		}
		b = append(b, s[start:i]...)
		b = append(b, esc...)
		start = i + 1
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
