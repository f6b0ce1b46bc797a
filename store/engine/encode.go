package engine

import (
	"encoding/json"
	"strconv"

	"github.com/burrow-analytics/burrow/internal/jsonappend"
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
			dst = jsonappend.StringHTML(growJSON(dst, len(v)+2), v)
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
