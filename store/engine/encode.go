package engine

import (
	"encoding/json"
	"strconv"
	"unicode/utf8"
)

// appendRowJSON appends row as a JSON array, byte for byte what
// json.Marshal(row) writes. Strings, the values that make results large,
// are escaped straight into dst; other values are small and go through
// encoding/json.
func appendRowJSON(dst []byte, row []any) ([]byte, error) {
	dst = append(dst, '[')
	for i, v := range row {
		if i > 0 {
			dst = append(dst, ',')
		}
		switch v := v.(type) {
		case nil:
			dst = append(dst, "null"...)
		case string:
			dst = appendJSONString(growJSON(dst, len(v)+2), v)
		case int64:
			dst = strconv.AppendInt(dst, v, 10)
		case bool:
			dst = strconv.AppendBool(dst, v)
		default:
			b, err := json.Marshal(v)
			if err != nil {
				return dst, err
			}
			dst = append(dst, b...)
		}
	}
	return append(dst, ']'), nil
}

// growJSON makes room for n more bytes in dst, doubling its capacity when
// it must grow. append grows large slices by a quarter at a time, which for
// a result of tens of MiB allocates about five times its size on the way;
// doubling allocates it about twice, at the price of up to half the final
// capacity unused.
func growJSON(dst []byte, n int) []byte {
	if cap(dst)-len(dst) >= n {
		return dst
	}
	grown := make([]byte, len(dst), max(2*cap(dst), len(dst)+n, 4096))
	copy(grown, dst)
	return grown
}

const hexDigits = "0123456789abcdef"

// appendJSONString appends s as a JSON string the way encoding/json does
// by default: HTML-significant characters, control characters, U+2028
// and U+2029 escaped, invalid UTF-8 replaced by U+FFFD.
func appendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' && b != '<' && b != '>' && b != '&' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch b {
			case '\\', '"':
				dst = append(dst, '\\', b)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		if c == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if c == '\u2028' || c == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[c&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}
