package hogql

import "testing"

func TestEditDistance(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		a, b string
		d    int
	}{{"", "", 0}, {"event", "events", 1}, {"kitten", "sitting", 3}, {"é", "e", 1}, {"abc", "", 3}} {
		if got := editDistance(tc.a, tc.b); got != tc.d {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.d)
		}
	}
}
