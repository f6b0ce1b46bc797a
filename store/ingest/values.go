package ingest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/google/uuid"
)

// Limits on identifiers, as PostHog's capture enforces them.
const (
	maxDistinctIDLen = 200
	maxEventNameLen  = 200
)

// timeLayouts are the ISO 8601 shapes accepted for timestamps: RFC 3339 with
// "T" or a space, with or without fractional seconds, and without a zone
// (read as UTC), plus a bare date (midnight UTC).
var timeLayouts = []string{
	time.RFC3339Nano,
	"2006-01-02 15:04:05.999999999Z07:00",
	"2006-01-02T15:04:05.999999999Z07",
	"2006-01-02 15:04:05.999999999Z07",
	"2006-01-02T15:04:05.999999999",
	"2006-01-02 15:04:05.999999999",
	"2006-01-02",
}

// parseTime reads an ISO 8601 timestamp. The result is UTC and truncated to
// microseconds, the precision both databases store, so SQLite and PostgreSQL
// hold the same value.
func parseTime(s string) (time.Time, bool) {
	for _, layout := range timeLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			return normTime(t), true
		}
	}
	return time.Time{}, false
}

func normTime(t time.Time) time.Time {
	return t.UTC().Truncate(time.Microsecond)
}

// storableTime reports whether t (normalised) is a time both databases keep
// and sort: PostgreSQL refuses year 0, SQLite compares timestamps as text
// (a five-digit year would sort before 2024), and the zero time means
// "absent" to the pipeline.
func storableTime(t time.Time) bool {
	return !t.IsZero() && t.Year() >= 1 && t.Year() <= 9999
}

// spanSeconds is end − start in seconds. time.Time.Sub saturates at about
// 292 years, which storable times can exceed.
func spanSeconds(start, end time.Time) float64 {
	return float64(end.Unix()-start.Unix()) + float64(end.Nanosecond()-start.Nanosecond())/1e9
}

// checkText refuses strings that PostgreSQL cannot store in a TEXT column
// (NUL bytes, invalid UTF-8), so both databases accept the same input.
func checkText(field, s string) *FieldError {
	if !utf8.ValidString(s) {
		return fieldErr(field, "not valid UTF-8")
	}
	if strings.IndexByte(s, 0) >= 0 {
		return fieldErr(field, "contains a NUL character")
	}
	return nil
}

// checkDistinctID validates one distinct id.
func checkDistinctID(field, id string) *FieldError {
	if id == "" {
		return fieldErr(field, "must not be empty")
	}
	if len(id) > maxDistinctIDLen {
		return fieldErr(field, "longer than %d characters", maxDistinctIDLen)
	}
	return checkText(field, id)
}

// normUUID validates an optional UUID and returns it in canonical lower-case form.
func normUUID(field, s string) (string, *FieldError) {
	u, err := uuid.Parse(s)
	if err != nil {
		return "", fieldErr(field, "not a UUID")
	}
	return u.String(), nil
}

// props is a decoded JSON object whose values stay raw: nothing is lost when
// it is written back (big integers, key order of nested objects).
type props map[string]json.RawMessage

// decodeObject decodes raw as a JSON object; empty or null gives an empty map.
func decodeObject(field string, raw json.RawMessage) (props, *FieldError) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return props{}, nil
	}
	if raw[0] != '{' {
		return nil, fieldErr(field, "must be an object")
	}
	if !utf8.Valid(raw) {
		return nil, fieldErr(field, "not valid UTF-8")
	}
	if hasNULEscape(raw) {
		return nil, fieldErr(field, `contains \u0000, which PostgreSQL cannot store`)
	}
	var m props
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fieldErr(field, "invalid JSON: %v", err)
	}
	if ferr := checkJSON(field, raw); ferr != nil {
		return nil, ferr
	}
	if m == nil {
		m = props{}
	}
	return m, nil
}

// Limits of the JSON that both databases store and read back alike.
const (
	// maxJSONDepth is SQLite's nesting limit: its JSON functions call a
	// deeper document malformed, so one such row would fail every query
	// that reads the column.
	maxJSONDepth = 1000
	// PostgreSQL's jsonb keeps numbers as numeric, which holds at most
	// 131072 digits before the decimal point and 16383 after it, and
	// refuses an exponent from 2^30 − 1 on even for zero.
	maxNumericIntDigits = 131072
	maxNumericScale     = 16383
	maxNumericExponent  = 1<<30 - 2
)

// checkJSON refuses JSON text that one of the databases cannot store or
// would read differently: unpaired UTF-16 surrogate escapes and numbers
// beyond numeric (PostgreSQL's jsonb refuses both), nesting deeper than
// SQLite reads, and duplicate keys (SQLite's JSON functions read the first,
// PostgreSQL's jsonb and the pipeline keep the last). b must be valid JSON.
func checkJSON(field string, b []byte) *FieldError {
	c := jsonChecker{b: b, keys: make([][]byte, 0, 16)}
	if !c.value(0) {
		return &FieldError{Field: field, Reason: c.reason}
	}
	return nil
}

// jsonChecker walks valid JSON text once.
type jsonChecker struct {
	b      []byte
	i      int
	keys   [][]byte // the keys of the objects being read, innermost last
	reason string   // why the text was refused
}

func (c *jsonChecker) skipSpace() {
	for c.i < len(c.b) && (c.b[c.i] == ' ' || c.b[c.i] == '\t' || c.b[c.i] == '\n' || c.b[c.i] == '\r') {
		c.i++
	}
}

// value reads the value at c.i, depth levels deep; false means refused.
func (c *jsonChecker) value(depth int) bool {
	c.skipSpace()
	switch c.b[c.i] {
	case '{', '[':
		if depth >= maxJSONDepth {
			c.reason = fmt.Sprintf("nested deeper than %d levels", maxJSONDepth)
			return false
		}
		if c.b[c.i] == '{' {
			return c.object(depth + 1)
		}
		return c.array(depth + 1)
	case '"':
		_, ok := c.str()
		return ok
	case 't', 'f', 'n':
		for c.i < len(c.b) && c.b[c.i] >= 'a' && c.b[c.i] <= 'z' {
			c.i++
		}
		return true
	default:
		return c.number()
	}
}

func (c *jsonChecker) object(depth int) bool {
	c.i++ // '{'
	start := len(c.keys)
	defer func() { c.keys = c.keys[:start] }()
	var seen map[string]struct{} // replaces the linear scan of c.keys in big objects
	c.skipSpace()
	if c.b[c.i] == '}' {
		c.i++
		return true
	}
	for {
		c.skipSpace()
		key, ok := c.str()
		if !ok {
			return false
		}
		if seen != nil {
			_, dup := seen[string(key)]
			ok = !dup
			seen[string(key)] = struct{}{}
		} else {
			for _, k := range c.keys[start:] {
				ok = ok && !bytes.Equal(k, key)
			}
			c.keys = append(c.keys, key)
			if len(c.keys)-start > 32 {
				seen = make(map[string]struct{}, 64)
				for _, k := range c.keys[start:] {
					seen[string(k)] = struct{}{}
				}
			}
		}
		if !ok {
			c.reason = fmt.Sprintf("duplicate key %s", quoteShort(string(key)))
			return false
		}
		c.skipSpace()
		c.i++ // ':'
		if !c.value(depth) {
			return false
		}
		c.skipSpace()
		c.i++ // ',' or '}'
		if c.b[c.i-1] == '}' {
			return true
		}
	}
}

func (c *jsonChecker) array(depth int) bool {
	c.i++ // '['
	c.skipSpace()
	if c.b[c.i] == ']' {
		c.i++
		return true
	}
	for {
		if !c.value(depth) {
			return false
		}
		c.skipSpace()
		c.i++ // ',' or ']'
		if c.b[c.i-1] == ']' {
			return true
		}
	}
}

// str reads a string and returns its decoded value.
func (c *jsonChecker) str() ([]byte, bool) {
	start := c.i
	c.i++ // '"'
	escaped := false
	for {
		switch c.b[c.i] {
		case '"':
			c.i++
			raw := c.b[start:c.i]
			if !escaped {
				return raw[1 : len(raw)-1], true
			}
			var s string
			json.Unmarshal(raw, &s) //nolint:errcheck // valid JSON, checked surrogates: cannot fail
			return []byte(s), true
		case '\\':
			escaped = true
			if c.b[c.i+1] != 'u' {
				c.i += 2
				continue
			}
			r := hex4(c.b[c.i+2 : c.i+6])
			c.i += 6
			if !utf16.IsSurrogate(r) {
				continue
			}
			// A high surrogate must be followed by an escaped low one.
			if r < 0xdc00 && c.i+6 <= len(c.b) && c.b[c.i] == '\\' && c.b[c.i+1] == 'u' {
				if low := hex4(c.b[c.i+2 : c.i+6]); low >= 0xdc00 && low <= 0xdfff {
					c.i += 6
					continue
				}
			}
			c.reason = fmt.Sprintf(`contains \u%04x, an unpaired UTF-16 surrogate, which PostgreSQL cannot store`, r)
			return nil, false
		default:
			c.i++
		}
	}
}

// number reads a number and checks that PostgreSQL's numeric holds it.
func (c *jsonChecker) number() bool {
	start := c.i
	if c.b[c.i] == '-' {
		c.i++
	}
	intPart := c.digits()
	var frac []byte
	if c.i < len(c.b) && c.b[c.i] == '.' {
		c.i++
		frac = c.digits()
	}
	var exp int64
	if c.i < len(c.b) && (c.b[c.i] == 'e' || c.b[c.i] == 'E') {
		c.i++
		neg := c.b[c.i] == '-'
		if c.b[c.i] == '-' || c.b[c.i] == '+' {
			c.i++
		}
		for _, d := range c.digits() {
			exp = min(exp*10+int64(d-'0'), maxNumericExponent+1) // saturates: no overflow
		}
		if neg {
			exp = -exp
		}
	}
	// numeric keeps the digits written after the point (the scale) and
	// those from the first non-zero digit to the point, both shifted by
	// the exponent.
	scale := int64(len(frac)) - exp
	var intDigits int64
	if k := bytes.IndexFunc(intPart, notZero); k >= 0 {
		intDigits = int64(len(intPart)-k) + exp
	} else if k := bytes.IndexFunc(frac, notZero); k >= 0 {
		intDigits = int64(-k) + exp
	}
	if exp > maxNumericExponent || -exp > maxNumericExponent || scale > maxNumericScale || intDigits > maxNumericIntDigits {
		c.reason = fmt.Sprintf("number %s is out of range: PostgreSQL keeps at most %d digits before the decimal point and %d after it",
			quoteShort(string(c.b[start:c.i])), maxNumericIntDigits, maxNumericScale)
		return false
	}
	return true
}

func notZero(r rune) bool { return r != '0' }

func (c *jsonChecker) digits() []byte {
	start := c.i
	for c.i < len(c.b) && c.b[c.i] >= '0' && c.b[c.i] <= '9' {
		c.i++
	}
	return c.b[start:c.i]
}

func hex4(b []byte) rune {
	var r rune
	for _, h := range b {
		switch {
		case h >= '0' && h <= '9':
			h -= '0'
		case h >= 'a' && h <= 'f':
			h -= 'a' - 10
		default:
			h -= 'A' - 10
		}
		r = r<<4 | rune(h)
	}
	return r
}

// quoteShort quotes s for a message, cut to 64 bytes: a key or number can
// be megabytes long.
func quoteShort(s string) string {
	if len(s) <= 64 {
		return strconv.Quote(s)
	}
	cut := 64
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strconv.Quote(s[:cut]) + "…"
}

// hasNULEscape reports whether JSON text holds the escape \u0000 (preceded by
// an odd number of backslashes, so `\\u0000` — an escaped backslash — is fine).
func hasNULEscape(b []byte) bool {
	for {
		i := bytes.Index(b, []byte(`u0000`))
		if i < 0 {
			return false
		}
		n := 0
		for j := i - 1; j >= 0 && b[j] == '\\'; j-- {
			n++
		}
		if n%2 == 1 {
			return true
		}
		b = b[i+5:]
	}
}

// marshal renders p as compact JSON with sorted keys ("{}" when empty).
func (p props) marshal() (json.RawMessage, error) {
	if len(p) == 0 {
		return json.RawMessage("{}"), nil
	}
	b, err := json.Marshal(map[string]json.RawMessage(p))
	if err != nil {
		return nil, fmt.Errorf("ingest: marshal properties: %w", err)
	}
	return b, nil
}

// compactObject returns raw compacted, or "{}" when it is empty or null.
func compactObject(raw json.RawMessage) json.RawMessage {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return json.RawMessage("{}")
	}
	var buf bytes.Buffer
	buf.Grow(len(raw))
	if err := json.Compact(&buf, raw); err != nil {
		return raw
	}
	return buf.Bytes()
}

// personUpdate is what an event asks of its person: $set, $set_once, $unset.
type personUpdate struct {
	set     props
	setOnce props
	unset   []string
}

// decodePersonUpdate reads $set, $set_once and $unset from event properties.
// $unset is a list of keys; an object is accepted too (its keys are unset),
// as PostHog's pipeline does.
func decodePersonUpdate(p props) (personUpdate, *FieldError) {
	var u personUpdate
	var ferr *FieldError
	if u.set, ferr = decodeObject("properties.$set", p["$set"]); ferr != nil {
		return u, ferr
	}
	if u.setOnce, ferr = decodeObject("properties.$set_once", p["$set_once"]); ferr != nil {
		return u, ferr
	}
	raw := bytes.TrimSpace(p["$unset"])
	switch {
	case len(raw) == 0 || string(raw) == "null":
	case raw[0] == '[':
		if err := json.Unmarshal(raw, &u.unset); err != nil {
			return u, fieldErr("properties.$unset", "must be a list of property names")
		}
	case raw[0] == '{':
		obj, ferr := decodeObject("properties.$unset", raw)
		if ferr != nil {
			return u, ferr
		}
		for k := range obj {
			u.unset = append(u.unset, k)
		}
	default:
		return u, fieldErr("properties.$unset", "must be a list of property names")
	}
	return u, nil
}

// apply changes person properties the way PostHog's capture does: $set_once
// only fills missing keys, then $set overwrites, then $unset removes. It
// reports whether anything changed.
func (u personUpdate) apply(p props) bool {
	changed := false
	for k, v := range u.setOnce {
		if _, ok := p[k]; !ok {
			p[k] = v
			changed = true
		}
	}
	for k, v := range u.set {
		if old, ok := p[k]; !ok || !bytes.Equal(old, v) {
			p[k] = v
			changed = true
		}
	}
	for _, k := range u.unset {
		if _, ok := p[k]; ok {
			delete(p, k)
			changed = true
		}
	}
	return changed
}

// stringProp returns a string property, "" when absent or null, and false
// when it has another type.
func stringProp(p props, key string) (string, bool) {
	raw := bytes.TrimSpace(p[key])
	if len(raw) == 0 || string(raw) == "null" {
		return "", true
	}
	var s string
	if raw[0] != '"' || json.Unmarshal(raw, &s) != nil {
		return "", false
	}
	return s, true
}
