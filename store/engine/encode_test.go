package engine

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// TestAppendRowJSONMatchesEncodingJSON: the rows' encoding is the one
// json.Marshal gives, for strings with every kind of character to escape.
func TestAppendRowJSONMatchesEncodingJSON(t *testing.T) {
	alphabet := []string{"a", "é", "\"", "\\", "<", ">", "&", "\n", "\r", "\t", "\b", "\f", "\x00", "\x1f", "\x7f",
		"\u2028", "\u2029", "\xff", "\xe2\x82", "😀", "\u00a0", "/"}
	rng := rand.New(rand.NewPCG(1, 2))
	rows := [][]any{
		{nil, int64(-42), true, false, 3.5, 1e21, map[string]any{"k": []any{"<v>", 1.0}}, "plain"},
		{[]any{}, "", int64(1 << 62)},
	}
	for range 500 {
		var s []byte
		for range rng.IntN(20) {
			s = append(s, alphabet[rng.IntN(len(alphabet))]...)
		}
		rows = append(rows, []any{string(s), int64(rng.IntN(100))})
	}
	for _, row := range rows {
		want, err := json.Marshal(row)
		if err != nil {
			t.Fatal(err)
		}
		got, err := appendRowJSON(nil, row)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("row %q:\n got %s\nwant %s", row, got, want)
		}
	}
}
