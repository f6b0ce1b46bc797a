package hogql

import (
	"math"
	"strconv"
	"strings"
	"time"
)

// convert returns x as a value of base to; the printers implement each
// conversion with the same semantics on every database.
func convert(x expr, to Kind) expr {
	from := x.typ()
	if from.base == to || from.base == tNothing || to == tUInt && from.base == tInt || to == tInt && from.base == tUInt {
		return x
	}
	if c, ok := x.(*convExpr); ok && c.to == to {
		return x
	}
	// Parsing a string can fail (giving NULL), and so can a float beyond
	// Int64; other conversions cannot.
	nullable := from.nullable || from.base == tString || from.base == tJSON ||
		from.base == tFloat && (to == tInt || to == tUInt)
	return &convExpr{x: x, to: to, t: Type{base: to, nullable: nullable}}
}

// convertTo is an explicit conversion (CAST, toInt ...): constants are
// converted at compile time, and impossible conversions are errors.
func convertTo(x expr, to Kind, at Pos) (expr, error) {
	from := x.typ().base
	if from == to || from == tNothing {
		return x, nil
	}
	if isStringLiteral(x) {
		c, err := constConvert(x.(*litExpr), to, at)
		if err != nil {
			return nil, err
		}
		return convert(c, to), nil
	}
	if !convertible(from, to) {
		return nil, errorf(at, "cannot convert %s to %s", x.typ(), baseNames[to])
	}
	return convert(x, to), nil
}

func convertible(from, to Kind) bool {
	if from == tInterval || to == tInterval || to == tJSON || to == tNothing {
		return false
	}
	switch to {
	case tString:
		return true
	case tInt, tUInt:
		return from != tJSON
	case tFloat:
		return from != tJSON && from != tDate
	case tBool:
		return from == tInt || from == tUInt || from == tFloat || from == tString
	case tDate:
		return from == tDateTime || from == tString
	case tDateTime:
		return from == tDate || from == tString || from == tInt || from == tUInt || from == tFloat
	}
	return false
}

// constConvert reads the string constant l as a value of base to.
func constConvert(l *litExpr, to Kind, at Pos) (expr, error) {
	s, _ := l.stringValue()
	switch to {
	case tString, tNothing:
		return l, nil
	case tDateTime:
		t, _, ok := parseDateTime(s)
		if !ok {
			return nil, errorf(at, "cannot read %s as a DateTime (write e.g. '2026-01-31' or '2026-01-31 12:00:00')", quoteString(s))
		}
		return &litExpr{v: canonicalDateTime(t), t: typ(tDateTime)}, nil
	case tDate:
		t, dateOnly, ok := parseDateTime(s)
		if !ok {
			return nil, errorf(at, "cannot read %s as a Date (write e.g. '2026-01-31')", quoteString(s))
		}
		if !dateOnly {
			return &litExpr{v: canonicalDateTime(t), t: typ(tDateTime)}, nil
		}
		return &litExpr{v: t.Format(time.DateOnly), t: typ(tDate)}, nil
	case tInt, tUInt, tFloat:
		trimmed := strings.TrimSpace(s)
		if to != tFloat {
			if n, err := strconv.ParseInt(trimmed, 10, 64); err == nil {
				return &litExpr{v: n, t: typ(tInt)}, nil
			}
		}
		if f, err := strconv.ParseFloat(trimmed, 64); err == nil && !isInfOrNaN(f) {
			return &litExpr{v: f, t: typ(tFloat)}, nil
		}
		return nil, errorf(at, "cannot read %s as a number", quoteString(s))
	case tBool:
		switch strings.ToLower(strings.TrimSpace(s)) {
		case "true", "1":
			return &litExpr{v: true, t: typ(tBool)}, nil
		case "false", "0":
			return &litExpr{v: false, t: typ(tBool)}, nil
		}
		return nil, errorf(at, "cannot read %s as a Bool", quoteString(s))
	}
	return nil, errorf(at, "cannot compare String with %s", baseNames[to])
}

func isInfOrNaN(f float64) bool { return math.IsInf(f, 0) || math.IsNaN(f) }

var dateTimeLayouts = []string{
	"2006-01-02 15:04:05Z07:00",
	"2006-01-02T15:04:05Z07:00",
	"2006-01-02 15:04:05Z0700",
	"2006-01-02T15:04:05Z0700",
	"2006-01-02 15:04:05Z07",
	"2006-01-02T15:04:05Z07",
	"2006-01-02 15:04:05",
	"2006-01-02T15:04:05",
	"2006-01-02 15:04",
	"2006-01-02T15:04",
}

// parseDateTime reads a date or date-time constant; dateOnly is set for
// 'YYYY-MM-DD'. Times without a zone are UTC.
func parseDateTime(s string) (t time.Time, dateOnly bool, ok bool) {
	s = strings.TrimSpace(s)
	if len(s) < 10 {
		return time.Time{}, false, false
	}
	if len(s) == 10 {
		t, err := time.Parse(time.DateOnly, s)
		return t, true, err == nil && t.Year() >= 1
	}
	for _, layout := range dateTimeLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			t = t.UTC()
			return t, false, t.Year() >= 1 && t.Year() <= 9999
		}
	}
	return time.Time{}, false, false
}

// TimeLayout is the one text form of a DateTime constant, in UTC: the form
// SQLite stores timestamps in (so text comparisons order instants; the
// store writes them so) and PostgreSQL reads.
const TimeLayout = "2006-01-02 15:04:05.999999-07:00"

// canonicalDateTime is t in TimeLayout, to the microsecond.
func canonicalDateTime(t time.Time) string {
	return t.Truncate(time.Microsecond).UTC().Format(TimeLayout)
}

// castTarget maps a CAST type name (ClickHouse or SQL spelling) to a base type.
func castTarget(name string) (Kind, bool) {
	n := strings.ToLower(strings.TrimSpace(name))
	for _, wrapper := range []string{"nullable(", "lowcardinality("} {
		if strings.HasPrefix(n, wrapper) && strings.HasSuffix(n, ")") {
			n = strings.TrimSpace(n[len(wrapper) : len(n)-1])
		}
	}
	if i := strings.IndexByte(n, '('); i >= 0 {
		n = strings.TrimSpace(n[:i])
	}
	switch n {
	case "string", "text", "varchar", "char", "fixedstring", "character varying":
		return tString, true
	case "int", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
		"integer", "bigint", "smallint", "tinyint":
		return tInt, true
	case "float", "float32", "float64", "double", "double precision", "real", "decimal", "numeric":
		return tFloat, true
	case "bool", "boolean":
		return tBool, true
	case "date", "date32":
		return tDate, true
	case "datetime", "datetime64", "timestamp":
		return tDateTime, true
	}
	return 0, false
}
