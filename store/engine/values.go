package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/burrow-analytics/burrow/hogql"
)

// jsonValue converts a value scanned from either database into the JSON-ready
// value of type t, so that both databases give identical rows: SQLite
// returns timestamps as text (or time.Time for TIMESTAMP columns), 0/1 for
// booleans and JSON as text; PostgreSQL returns numeric as text and JSONB
// as bytes.
func jsonValue(v any, t hogql.Type) (any, error) {
	if v == nil {
		return nil, nil
	}
	if b, ok := v.([]byte); ok {
		v = string(b)
	}
	// SQLite overflows floating-point arithmetic to ±Inf where PostgreSQL
	// fails; neither is a JSON number.
	if f, ok := v.(float64); ok && (math.IsInf(f, 0) || math.IsNaN(f)) {
		return nil, errOutOfRange
	}
	switch t.Kind() {
	case hogql.KindNothing:
		return nil, nil
	case hogql.KindString:
		switch v := v.(type) {
		case string:
			return v, nil
		case int64:
			return strconv.FormatInt(v, 10), nil
		case float64:
			return strconv.FormatFloat(v, 'g', 15, 64), nil
		case bool:
			return strconv.FormatBool(v), nil
		case time.Time:
			return v.UTC().Format(time.DateTime), nil
		}
	case hogql.KindInt, hogql.KindUInt:
		switch v := v.(type) {
		case int64:
			return v, nil
		case float64:
			// SQLite turns integer arithmetic that overflows into floating
			// point where PostgreSQL fails with "bigint out of range".
			if math.Abs(v) >= 1<<63 {
				return nil, errOutOfRange
			}
			if v == math.Trunc(v) {
				return int64(v), nil
			}
			return v, nil
		case bool:
			if v {
				return int64(1), nil
			}
			return int64(0), nil
		case string:
			if n, err := strconv.ParseInt(v, 10, 64); err == nil {
				return n, nil
			}
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				return nil, fmt.Errorf("not an integer: %q", v)
			}
			return jsonValue(f, t)
		}
	case hogql.KindFloat:
		switch v := v.(type) {
		case float64:
			return v, nil
		case int64:
			return float64(v), nil
		case string:
			f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil {
				return nil, fmt.Errorf("not a number: %q", v)
			}
			return f, nil
		}
	case hogql.KindBool:
		switch v := v.(type) {
		case bool:
			return v, nil
		case int64:
			return v != 0, nil
		case float64:
			return v != 0, nil
		case string:
			switch strings.ToLower(v) {
			case "1", "t", "true":
				return true, nil
			case "0", "f", "false":
				return false, nil
			}
		}
	case hogql.KindDateTime, hogql.KindDate:
		// Dates outside the years 1-9999 (date arithmetic past the ends,
		// infinity) are NULL on both databases: PostgreSQL would return
		// them, SQLite spells them as text no date parser reads.
		var tm time.Time
		switch v := v.(type) {
		case time.Time:
			tm = v.UTC()
		case string:
			var ok bool
			if t.Kind() == hogql.KindDate && len(v) >= 10 {
				var err error
				tm, err = time.Parse(time.DateOnly, v[:10])
				ok = err == nil
			} else {
				tm, ok = parseStoredTime(v)
			}
			if !ok {
				return nil, nil
			}
		default:
			return nil, fmt.Errorf("cannot convert %T %v to %s", v, v, t)
		}
		if tm.Year() < 1 || tm.Year() > 9999 {
			return nil, nil
		}
		if t.Kind() == hogql.KindDate {
			return tm.Format(time.DateOnly), nil
		}
		return formatDateTime(tm), nil
	case hogql.KindJSON:
		if s, ok := v.(string); ok {
			return DecodeJSON(s)
		}
		b, err := json.Marshal(v)
		if err != nil {
			return nil, err
		}
		return DecodeJSON(string(b))
	case hogql.KindArray:
		if s, ok := v.(string); ok {
			return arrayValue(s, t)
		}
	case hogql.KindTuple:
		if s, ok := v.(string); ok {
			x, err := DecodeJSON(s)
			if err != nil {
				return nil, err
			}
			return tupleValue(x, t)
		}
	}
	return nil, fmt.Errorf("cannot convert %T %v to %s", v, v, t)
}

// arrayValue decodes an array (a JSON array on both databases) and
// converts its elements to the element type.
func arrayValue(s string, t hogql.Type) (any, error) {
	v, err := DecodeJSON(s)
	if err != nil {
		return nil, err
	}
	list, ok := v.([]any)
	if !ok {
		return nil, fmt.Errorf("not an array: %.40q", s)
	}
	et := t.Elem()
	for i, x := range list {
		if et.Kind() == hogql.KindTuple {
			if list[i], err = tupleValue(x, et); err != nil {
				return nil, err
			}
			continue
		}
		switch x := x.(type) {
		case []any, map[string]any:
			b, _ := json.Marshal(x)
			if et.Kind() == hogql.KindArray || et.Kind() == hogql.KindJSON {
				continue
			}
			list[i] = string(b)
		case nil:
		default:
			if et.Kind() == hogql.KindString {
				if _, isStr := x.(string); !isStr {
					b, _ := json.Marshal(x)
					list[i] = string(b)
					continue
				}
			}
			if list[i], err = jsonValue(x, et); err != nil {
				return nil, err
			}
		}
	}
	return list, nil
}

// errOutOfRange reports a number that does not fit its column's type
// (integer overflow, infinite float); Run turns it into a client error.
var errOutOfRange = errors.New("value out of range")

// formatDateTime renders an instant as ISO 8601 in UTC, with fractional
// seconds only when there are some.
func formatDateTime(t time.Time) string {
	return t.UTC().Format("2006-01-02T15:04:05.999999Z07:00")
}

var storedTimeLayouts = []string{
	"2006-01-02 15:04:05.999999999-07:00",
	"2006-01-02 15:04:05.999999999Z07:00",
	"2006-01-02T15:04:05.999999999Z07:00",
	"2006-01-02 15:04:05.999999999",
	"2006-01-02T15:04:05.999999999",
	"2006-01-02",
}

func parseStoredTime(s string) (time.Time, bool) {
	for _, layout := range storedTimeLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

// DecodeJSON decodes a JSON document with integers as int64 and other
// numbers as float64, whatever the engine's spelling of them, so that every
// engine's JSON values compare alike.
func DecodeJSON(s string) (any, error) {
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("invalid JSON: %w", err)
	}
	return normalizeNumbers(v), nil
}

func normalizeNumbers(v any) any {
	switch v := v.(type) {
	case json.Number:
		if n, err := v.Int64(); err == nil && !bytes.ContainsAny([]byte(v), ".eE") {
			return n
		}
		f, _ := v.Float64()
		return f
	case map[string]any:
		for k, x := range v {
			v[k] = normalizeNumbers(x)
		}
	case []any:
		for i, x := range v {
			v[i] = normalizeNumbers(x)
		}
	}
	return v
}

// tupleValue converts a decoded tuple (a JSON array on both databases) to
// its element types; a tuple is an array in results, as PostHog returns it.
func tupleValue(v any, t hogql.Type) (any, error) {
	list, ok := v.([]any)
	elems := t.TupleElems()
	if !ok || len(list) != len(elems) {
		return nil, fmt.Errorf("not a tuple of %d: %.40v", len(elems), v)
	}
	for i, x := range list {
		if x == nil {
			continue
		}
		if elems[i].Kind() == hogql.KindArray {
			b, err := json.Marshal(x)
			if err != nil {
				return nil, err
			}
			if list[i], err = arrayValue(string(b), elems[i]); err != nil {
				return nil, err
			}
			continue
		}
		if elems[i].Kind() == hogql.KindString {
			if _, isStr := x.(string); !isStr {
				b, _ := json.Marshal(x)
				list[i] = string(b)
				continue
			}
		}
		var err error
		if list[i], err = jsonValue(x, elems[i]); err != nil {
			return nil, err
		}
	}
	return list, nil
}
