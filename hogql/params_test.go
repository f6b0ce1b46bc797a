package hogql

import (
	"slices"
	"strings"
	"testing"
)

func TestPlaceholders(t *testing.T) {
	compile := func(src string, params []any) (*Compiled, error) {
		return Compile(src, Options{TeamID: 7, Engine: PostgreSQL, Unlimited: true, Placeholders: true, Params: params})
	}
	c, err := compile("SELECT event, $1 AS label FROM events WHERE event = $2 AND timestamp > $3 LIMIT $4 OFFSET $4", []any{"x", "$pageview", "2024-01-01", "10"})
	if err != nil {
		t.Fatal(err)
	}
	if want := []ParamType{ParamText, ParamText, ParamDateTime, ParamInt}; !slices.Equal(c.ParamTypes, want) {
		t.Errorf("ParamTypes = %v, want %v", c.ParamTypes, want)
	}
	if strings.Contains(c.SQL, "$pageview") || strings.Contains(c.SQL, "2024-01-01") {
		t.Errorf("a value was spliced into the SQL: %s", c.SQL)
	}
	if !slices.Contains(c.Args, any("$pageview")) || c.Limit != 10 || c.Offset != 10 {
		t.Errorf("args %v, limit %d offset %d", c.Args, c.Limit, c.Offset)
	}
	// Described before Bind: no values, the types still known.
	c, err = compile("SELECT count() FROM events WHERE event = $1 LIMIT $2", nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := []ParamType{ParamText, ParamInt}; !slices.Equal(c.ParamTypes, want) || c.Columns[0] != "count()" {
		t.Errorf("described: %v %v", c.ParamTypes, c.Columns)
	}
	// Types from the column a placeholder is compared with, either side.
	c, err = compile("SELECT count() FROM events e WHERE e.timestamp >= $1 AND $2 < toFloat(1) AND $3 = distinct_id AND $4 = e.event AND length(event) > $5", nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := []ParamType{ParamDateTime, ParamText, ParamText, ParamText, ParamText}; !slices.Equal(c.ParamTypes, want) {
		t.Errorf("inferred ParamTypes = %v, want %v", c.ParamTypes, want)
	}
	c, err = compile("SELECT count() FROM sessions WHERE $1 <= $session_duration AND session_id = $2", []any{"10", "s"})
	if err != nil {
		t.Fatal(err)
	}
	if want := []ParamType{ParamInt, ParamText}; !slices.Equal(c.ParamTypes, want) {
		t.Errorf("sessions: %v, want %v", c.ParamTypes, want)
	}
	// Without the option, $1 stays a field name (an unknown one here).
	if _, err := Compile("SELECT $1 FROM events", Options{TeamID: 7, Engine: PostgreSQL}); err == nil {
		t.Error("$1 without Placeholders compiled")
	}
	for _, bad := range []struct {
		src    string
		params []any
	}{
		{"SELECT 1 LIMIT $1", []any{"ten"}},
		{"SELECT 1 LIMIT $1", []any{int64(-1)}},
		{"SELECT $2", []any{"a"}},
		{"SELECT properties.$1 FROM events", []any{"a"}},
		{"SELECT $1", []any{struct{}{}}},
	} {
		if _, err := compile(bad.src, bad.params); err == nil {
			t.Errorf("%s %v compiled", bad.src, bad.params)
		} else if _, ok := err.(*Error); !ok {
			t.Errorf("%s: error %T is not a client error", bad.src, err)
		}
	}
	// Typed values keep their type; a string converts where compared with a number.
	if _, err := compile("SELECT count() FROM events WHERE toInt(1) > $1 AND $2 AND 1.5 < $3", []any{"5", true, 2.5}); err != nil {
		t.Error(err)
	}
}
