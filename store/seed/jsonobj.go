package seed

import (
	"strconv"
	"unicode/utf8"
)

// jsonObject builds a compact JSON object by appending: faster than
// json.Marshal of a map for the millions of property sets a big seed writes,
// and the key order is the order of the calls (deterministic).
type jsonObject struct{ b []byte }

func object() *jsonObject { return &jsonObject{b: append(make([]byte, 0, 256), '{')} }

func (o *jsonObject) key(k string) {
	if len(o.b) > 1 {
		o.b = append(o.b, ',')
	}
	o.b = appendJSONString(o.b, k)
	o.b = append(o.b, ':')
}

func (o *jsonObject) str(k, v string) *jsonObject {
	o.key(k)
	o.b = appendJSONString(o.b, v)
	return o
}

func (o *jsonObject) int(k string, v int) *jsonObject {
	o.key(k)
	o.b = strconv.AppendInt(o.b, int64(v), 10)
	return o
}

// num writes v with two decimals (money).
func (o *jsonObject) num(k string, v float64) *jsonObject {
	o.key(k)
	o.b = strconv.AppendFloat(o.b, v, 'f', 2, 64)
	return o
}

// raw writes v, which must be valid JSON.
func (o *jsonObject) raw(k, v string) *jsonObject {
	o.key(k)
	o.b = append(o.b, v...)
	return o
}

func (o *jsonObject) done() string { return string(append(o.b, '}')) }

// appendJSONString appends s as a JSON string literal.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				b = append(b, '\\', c)
			case c < 0x20:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			default:
				b = append(b, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, `\ufffd`...)
		} else {
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return append(b, '"')
}
