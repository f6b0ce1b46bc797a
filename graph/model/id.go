package model

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/99designs/gqlgen/graphql"
)

// MarshalInt64ID writes a numeric id as the GraphQL spec serialises an ID:
// a string ("42"). gqlgen's own Int64 would write a JSON number.
func MarshalInt64ID(id int64) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		io.WriteString(w, strconv.Quote(strconv.FormatInt(id, 10))) //nolint:errcheck // the writer buffers
	})
}

// UnmarshalInt64ID reads a numeric id given as a string or a number.
func UnmarshalInt64ID(v any) (int64, error) {
	switch v := v.(type) {
	case string:
		return strconv.ParseInt(v, 10, 64)
	case json.Number:
		return strconv.ParseInt(string(v), 10, 64)
	case int:
		return int64(v), nil
	case int64:
		return v, nil
	default:
		return 0, fmt.Errorf("%T is not a numeric id", v)
	}
}
