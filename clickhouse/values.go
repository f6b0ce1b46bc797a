package clickhouse

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"net"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/shopspring/decimal"

	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store/engine"
)

// column decodes one result column: its ClickHouse type, and the type the
// compiler gave it (booleans are UInt8 in ClickHouse, JSON is a String).
type column struct {
	dbType string
	base   string // dbType without Nullable and LowCardinality
	hint   hogql.Type
}

// newColumn is the column of a result of ClickHouse type dbType that the
// compiler typed hint.
func newColumn(dbType string, hint hogql.Type) column {
	return column{dbType: dbType, base: baseType(dbType), hint: hint}
}

// errOutOfRange reports a number JSON cannot hold (infinity, NaN); the
// other engines refuse them too.
var errOutOfRange = errors.New("value out of range")

// value converts a scanned value into the JSON-ready value the other
// engines give: integers int64 (uint64 past its range), floats float64,
// DateTime as ISO 8601 UTC, Date as YYYY-MM-DD, arrays and tuples as
// lists, maps as objects, JSON decoded.
func (c column) value(v any) (any, error) {
	out, ok := scalar(v, c.base)
	if !ok {
		var err error
		if out, err = plain(reflect.ValueOf(v), c.base); err != nil {
			return nil, err
		}
	}
	return c.hinted(out)
}

// scalar is the common scalars' plain value without reflection (ok false
// for any other value): a large result is mostly these, and plain's
// reflect.Value per value was most of its decoding.
func scalar(v any, base string) (out any, ok bool) {
	switch x := v.(type) {
	case time.Time:
		return plainTime(x, base), true
	case *time.Time:
		if x == nil {
			return nil, true
		}
		return plainTime(*x, base), true
	case int64:
		return x, true
	case *int64:
		if x == nil {
			return nil, true
		}
		return *x, true
	case string:
		return x, true
	case *string:
		if x == nil {
			return nil, true
		}
		return *x, true
	}
	return nil, false
}

// hinted converts a plain value to the kind the compiler typed the column.
func (c column) hinted(out any) (any, error) {
	if out == nil {
		return nil, nil
	}
	switch c.hint.Kind() {
	case hogql.KindBool:
		switch n := out.(type) {
		case int64:
			return n != 0, nil
		case float64:
			return n != 0, nil
		}
	case hogql.KindJSON:
		if s, ok := out.(string); ok {
			return engine.DecodeJSON(s)
		}
	case hogql.KindString:
		switch x := out.(type) {
		case int64:
			return strconv.FormatInt(x, 10), nil
		case float64:
			return strconv.FormatFloat(x, 'g', 15, 64), nil
		case bool:
			return strconv.FormatBool(x), nil
		}
	case hogql.KindFloat:
		if n, ok := out.(int64); ok {
			return float64(n), nil
		}
	}
	return out, nil
}

// baseType strips the wrappers that do not change a value's form.
func baseType(t string) string {
	for {
		switch {
		case strings.HasPrefix(t, "Nullable(") && strings.HasSuffix(t, ")"):
			t = t[len("Nullable(") : len(t)-1]
		case strings.HasPrefix(t, "LowCardinality(") && strings.HasSuffix(t, ")"):
			t = t[len("LowCardinality(") : len(t)-1]
		default:
			return t
		}
	}
}

// elemType is the element type of an Array(T) type name ("" otherwise).
func elemType(t string) string {
	if strings.HasPrefix(t, "Array(") && strings.HasSuffix(t, ")") {
		return baseType(t[len("Array(") : len(t)-1])
	}
	return ""
}

// tupleTypes are the element types of a Tuple(T1, T2, ...) type name (nil
// otherwise), split at the commas outside parentheses.
func tupleTypes(t string) []string {
	if !strings.HasPrefix(t, "Tuple(") || !strings.HasSuffix(t, ")") {
		return nil
	}
	inner := t[len("Tuple(") : len(t)-1]
	var out []string
	depth, start := 0, 0
	for i, r := range inner {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, baseType(strings.TrimSpace(inner[start:i])))
				start = i + 1
			}
		}
	}
	return append(out, baseType(strings.TrimSpace(inner[start:])))
}

// plainTime is a Date as YYYY-MM-DD, a DateTime as ISO 8601 in UTC.
func plainTime(x time.Time, t string) string {
	if t == "Date" || t == "Date32" {
		return x.Format(time.DateOnly)
	}
	return x.UTC().Format("2006-01-02T15:04:05.999999Z07:00")
}

// plain converts v, of ClickHouse type t (when known), to a JSON-ready value.
func plain(v reflect.Value, t string) (any, error) {
	if !v.IsValid() {
		return nil, nil
	}
	switch x := v.Interface().(type) {
	case time.Time:
		return plainTime(x, t), nil
	case uuid.UUID:
		return x.String(), nil
	case net.IP:
		return x.String(), nil
	case decimal.Decimal:
		f, _ := x.Float64()
		return f, nil
	case big.Int:
		return json.Number(x.String()), nil
	case *big.Int:
		if x == nil {
			return nil, nil
		}
		return json.Number(x.String()), nil
	case json.RawMessage:
		return engine.DecodeJSON(string(x))
	case fmt.Stringer:
		if v.Kind() != reflect.Pointer && v.Kind() != reflect.Map && v.Kind() != reflect.Slice && v.Kind() != reflect.Struct {
			return x.String(), nil
		}
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return nil, nil
		}
		return plain(v.Elem(), t)
	case reflect.String:
		return v.String(), nil
	case reflect.Bool:
		return v.Bool(), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int(), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if n := v.Uint(); n > math.MaxInt64 {
			return n, nil
		} else {
			return int64(n), nil
		}
	case reflect.Float32, reflect.Float64:
		f := v.Float()
		if math.IsInf(f, 0) || math.IsNaN(f) {
			return nil, errOutOfRange
		}
		if v.Kind() == reflect.Float32 {
			// Float32's shortest spelling, not float64's of the same bits.
			f, _ = strconv.ParseFloat(strconv.FormatFloat(f, 'g', -1, 32), 64)
		}
		return f, nil
	case reflect.Slice, reflect.Array:
		if v.Type().Elem().Kind() == reflect.Uint8 && (strings.HasPrefix(t, "FixedString") || t == "String") {
			return string(bytes.TrimRight(v.Bytes(), "\x00")), nil
		}
		et, tt := elemType(t), tupleTypes(t)
		list := make([]any, v.Len())
		for i := range list {
			if i < len(tt) {
				et = tt[i]
			}
			x, err := plain(v.Index(i), et)
			if err != nil {
				return nil, err
			}
			list[i] = x
		}
		return list, nil
	case reflect.Map:
		obj := make(map[string]any, v.Len())
		keys := v.MapKeys()
		sort.Slice(keys, func(i, j int) bool { return fmt.Sprint(keys[i]) < fmt.Sprint(keys[j]) })
		for _, k := range keys {
			key, err := plain(k, "")
			if err != nil {
				return nil, err
			}
			x, err := plain(v.MapIndex(k), "")
			if err != nil {
				return nil, err
			}
			obj[fmt.Sprint(key)] = x
		}
		return obj, nil
	}
	// Anything else (the JSON and Variant types, ...) through its JSON.
	b, err := json.Marshal(v.Interface())
	if err != nil {
		return nil, fmt.Errorf("cannot convert %s value %T", t, v.Interface())
	}
	return engine.DecodeJSON(string(b))
}

// scannedSize is what a scanned value counts towards the result's byte cap:
// a date or time counts as the other engines count a scanned timestamp (21),
// not as the text it becomes, so that a result near the cap passes or fails
// alike on every engine; anything else counts as valueSize of its JSON-ready
// form v.
func scannedSize(scanned, v any) int64 {
	switch t := scanned.(type) {
	case time.Time:
		return 21
	case *time.Time:
		if t != nil {
			return 21
		}
	}
	return valueSize(v)
}

// valueSize is about how many bytes v adds to a JSON result, counted as
// the other engines count theirs.
func valueSize(v any) int64 {
	switch v := v.(type) {
	case string:
		return int64(len(v)) + 3
	case nil:
		return 5
	case []any:
		n := int64(2)
		for _, x := range v {
			n += valueSize(x)
		}
		return n
	case map[string]any:
		n := int64(2)
		for k, x := range v {
			n += int64(len(k)) + 3 + valueSize(x)
		}
		return n
	}
	return 21
}
