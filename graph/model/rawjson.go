package model

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/99designs/gqlgen/graphql"
)

// MarshalRawJSON writes a JSON value that is already valid JSON (a person's
// stored property object, checked when it was read) as it is: no decoding
// into maps and no re-encoding, which the generic JSON scalar would do.
func MarshalRawJSON(v json.RawMessage) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		if len(v) == 0 {
			io.WriteString(w, "null") //nolint:errcheck // the writer buffers
			return
		}
		w.Write(v) //nolint:errcheck // the writer buffers
	})
}

// UnmarshalRawJSON reads a JSON input value back into JSON text.
func UnmarshalRawJSON(v any) (json.RawMessage, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("not a JSON value: %w", err)
	}
	return b, nil
}
