// Package jsonappend appends JSON values exactly as encoding/json encodes
// them (with SetEscapeHTML(false), or with HTML escaping where a name says
// so), without reflection: for the values written thousands of times per
// second (a REST page of recordings with their persons, the rows of a query
// result), where encoding/json's reflection and its re-validation of raw
// JSON were a fifth of a request's CPU. Its tests compare every function
// with encoding/json.
package jsonappend

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"time"
	"unicode/utf8"
)

// String appends s as encoding/json writes a string without HTML escaping:
// quotes, backslashes and control characters escaped, U+2028 and U+2029
// escaped, invalid UTF-8 replaced by U+FFFD.
func String(b []byte, s string) []byte { return appendString(b, s, false) }

// StringHTML appends s as json.Marshal writes a string: as String, and <, >
// and & escaped too.
func StringHTML(b []byte, s string) []byte { return appendString(b, s, true) }

func appendString(b []byte, s string, escapeHTML bool) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && (!escapeHTML || (c != '<' && c != '>' && c != '&')) {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// Float appends f as encoding/json writes a float64; ok is false for NaN
// and infinities, which encoding/json refuses.
func Float(b []byte, f float64) (_ []byte, ok bool) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return b, false
	}
	// A whole number (durations, counts) is its integer: the shortest
	// formatting below costs several times as much. -0 is left to it.
	if i := int64(f); float64(i) == f && i > -1<<53 && i < 1<<53 && (i != 0 || !math.Signbit(f)) {
		return strconv.AppendInt(b, i, 10), true
	}
	format := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	start := len(b)
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if format == 'e' {
		// clean up e-09 to e-9, as encoding/json does
		n := len(b) - start
		if n >= 4 && b[len(b)-4] == 'e' && b[len(b)-3] == '-' && b[len(b)-2] == '0' {
			b[len(b)-2] = b[len(b)-1]
			b = b[:len(b)-1]
		}
	}
	return b, true
}

// Time appends t as time.Time's MarshalJSON writes it; ok is false for years
// outside [0, 9999], which it refuses.
func Time(b []byte, t time.Time) (_ []byte, ok bool) {
	if y := t.Year(); y < 0 || y >= 10000 {
		return b, false
	}
	b = append(b, '"')
	b = t.AppendFormat(b, time.RFC3339Nano)
	return append(b, '"'), true
}

// Raw appends a json.RawMessage as encoding/json writes it: compacted, null
// when nil; ok is false when raw is not valid JSON (or empty).
func Raw(b []byte, raw json.RawMessage) (_ []byte, ok bool) {
	if raw == nil {
		return append(b, "null"...), true
	}
	buf := bytes.NewBuffer(b)
	if err := json.Compact(buf, raw); err != nil {
		return b, false
	}
	return buf.Bytes(), true
}

// Strings appends a []string (null when nil).
func Strings(b []byte, ss []string) []byte {
	if ss == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		b = String(b, s)
	}
	return append(b, ']')
}

// CompactValid appends raw, which must be valid JSON (checked by the
// caller), with insignificant whitespace removed, as json.Compact would,
// and with <, >, & and U+2028/U+2029 escaped when escapeHTML is set, as
// json.Marshal of a json.RawMessage would. One pass and no validation: for
// stored property objects, validated once when they are read.
func CompactValid(b, raw []byte, escapeHTML bool) []byte {
	const hex = "0123456789abcdef"
	inString := false
	start := 0
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch {
		case inString && c == '\\':
			i++ // the escaped byte cannot end the string
		case c == '"':
			inString = !inString
		case !inString && (c == ' ' || c == '\t' || c == '\n' || c == '\r'):
			b = append(b, raw[start:i]...)
			start = i + 1
		case escapeHTML && (c == '<' || c == '>' || c == '&'):
			b = append(b, raw[start:i]...)
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			start = i + 1
		case escapeHTML && c == 0xE2 && i+2 < len(raw) && raw[i+1] == 0x80 && raw[i+2]&^1 == 0xA8:
			b = append(b, raw[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[raw[i+2]&0xF])
			i += 2
			start = i + 1
		}
	}
	return append(b, raw[start:]...)
}
