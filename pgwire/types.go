package pgwire

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgtype"

	"github.com/burrow-analytics/burrow/hogql"
)

// columnType is how a result column of the dialect goes on the wire: the
// PostgreSQL type drivers decode it as.
type columnType struct {
	oid  uint32
	size int16 // pg_type.typlen: -1 for variable length
	kind hogql.Kind
	elem hogql.Kind // element of an array
}

// scalarOIDs maps the dialect's kinds to PostgreSQL types. UInt64 (counts)
// is int8: counts fit, and every driver decodes int8 as an integer.
var scalarOIDs = map[hogql.Kind]struct {
	oid, array uint32
	size       int16
}{
	hogql.KindString:   {pgtype.TextOID, pgtype.TextArrayOID, -1},
	hogql.KindNothing:  {pgtype.TextOID, pgtype.TextArrayOID, -1},
	hogql.KindInt:      {pgtype.Int8OID, pgtype.Int8ArrayOID, 8},
	hogql.KindUInt:     {pgtype.Int8OID, pgtype.Int8ArrayOID, 8},
	hogql.KindFloat:    {pgtype.Float8OID, pgtype.Float8ArrayOID, 8},
	hogql.KindBool:     {pgtype.BoolOID, pgtype.BoolArrayOID, 1},
	hogql.KindDate:     {pgtype.DateOID, pgtype.DateArrayOID, 4},
	hogql.KindDateTime: {pgtype.TimestamptzOID, pgtype.TimestamptzArrayOID, 8},
	hogql.KindJSON:     {pgtype.JSONOID, pgtype.JSONArrayOID, -1}, // json, not jsonb: JDBC knows json without asking pg_type
	hogql.KindTuple:    {pgtype.JSONOID, pgtype.JSONArrayOID, -1}, // a tuple is a JSON array, as in REST's results
}

// typeOf returns the wire type of a column of the dialect's type name
// (hogql.Compiled.Types).
func typeOf(name string) columnType {
	t := hogql.ParseType(name)
	if t.Kind() == hogql.KindArray {
		e, ok := scalarOIDs[t.Elem().Kind()]
		if !ok {
			e = scalarOIDs[hogql.KindString]
		}
		return columnType{oid: e.array, size: -1, kind: hogql.KindArray, elem: t.Elem().Kind()}
	}
	s, ok := scalarOIDs[t.Kind()]
	if !ok {
		return columnType{oid: pgtype.TextOID, size: -1, kind: hogql.KindString}
	}
	return columnType{oid: s.oid, size: s.size, kind: t.Kind()}
}

// textType is the wire type of the catalogue's text columns.
var textType = columnType{oid: pgtype.TextOID, size: -1, kind: hogql.KindString}

// int8Type is the wire type of the catalogue's integer columns.
var int8Type = columnType{oid: pgtype.Int8OID, size: 8, kind: hogql.KindInt}

// boolType is the wire type of the catalogue's boolean columns.
var boolType = columnType{oid: pgtype.BoolOID, size: 1, kind: hogql.KindBool}

// encoder writes values in PostgreSQL's text or binary formats through
// pgx's pgtype, the codecs pgx itself decodes with.
type encoder struct {
	types *pgtype.Map
}

func newEncoder() *encoder { return &encoder{types: pgtype.NewMap()} }

// encode appends v, a JSON-ready value of a result row (hogql.Runner), to
// buf as a value of type t in format (0 text, 1 binary); nil is NULL.
func (e *encoder) encode(buf []byte, t columnType, format int16, v any) ([]byte, error) {
	if v == nil {
		return nil, nil
	}
	v, err := goValue(t.kind, t.elem, v)
	if err != nil {
		return nil, err
	}
	if format == 0 {
		switch x := v.(type) {
		case string: // text, the common case, without a codec
			if t.oid == pgtype.TextOID {
				return append(buf, x...), nil
			}
		case time.Time:
			// PostgreSQL's own spelling in UTC, which every driver parses
			// (pgtype writes Z, which psycopg2 does not read).
			if t.oid == pgtype.TimestamptzOID {
				return x.AppendFormat(buf, "2006-01-02 15:04:05.999999-07"), nil
			}
		}
	}
	out, err := e.types.Encode(t.oid, format, v, buf)
	if err != nil {
		return nil, fmt.Errorf("pgwire: encode %T as type %d: %w", v, t.oid, err)
	}
	if out == nil { // an empty value, not NULL
		out = buf[:0:0]
	}
	return out, nil
}

// goValue converts a result value to the Go type pgtype encodes for kind.
func goValue(kind, elem hogql.Kind, v any) (any, error) {
	switch kind {
	case hogql.KindDateTime, hogql.KindDate:
		s, ok := v.(string)
		if !ok {
			return v, nil
		}
		return parseTime(s)
	case hogql.KindString, hogql.KindNothing:
		switch x := v.(type) {
		case string:
			return x, nil
		case map[string]any, []any:
			b, err := json.Marshal(x)
			return string(b), err
		default:
			return fmt.Sprint(x), nil
		}
	case hogql.KindArray:
		items, ok := v.([]any)
		if !ok {
			return v, nil
		}
		out := make([]any, len(items))
		for i, item := range items {
			if item == nil {
				continue
			}
			x, err := goValue(elem, 0, item)
			if err != nil {
				return nil, err
			}
			out[i] = x
		}
		return out, nil
	}
	return v, nil
}

// parseTime reads the timestamps and dates of a result (ISO 8601 in UTC).
func parseTime(s string) (time.Time, error) {
	for _, layout := range []string{time.RFC3339Nano, time.DateOnly, "2006-01-02 15:04:05.999999999", "2006-01-02T15:04:05.999999999"} {
		if t, err := time.Parse(layout, strings.TrimSpace(s)); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("pgwire: not a timestamp: %q", s)
}
