package ingest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"time"
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
	if m == nil {
		m = props{}
	}
	return m, nil
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

func (u personUpdate) empty() bool {
	return len(u.set) == 0 && len(u.setOnce) == 0 && len(u.unset) == 0
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
