package seed

import (
	"testing"
	"time"
)

// TestWithDefaults checks what the zero Options seed (TestSeedRealism seeds
// a smaller dataset with explicit sizes, so the defaults are checked here).
func TestWithDefaults(t *testing.T) {
	t.Parallel()
	before := time.Now().UTC().Truncate(24 * time.Hour)
	got, err := withDefaults(Options{})
	after := time.Now().UTC().Truncate(24 * time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if got.Persons != DefaultPersons || got.Events != DefaultEvents || got.BatchSize != 1000 || got.Seed != 0 {
		t.Errorf("withDefaults(Options{}) = %+v", got)
	}
	if !got.Now.Equal(before) && !got.Now.Equal(after) {
		t.Errorf("Now = %v, want the start of today (UTC)", got.Now)
	}
	now := time.Date(2025, 6, 1, 12, 30, 0, 123456789, time.FixedZone("CEST", 2*3600))
	got, err = withDefaults(Options{Persons: 3, Events: 7, BatchSize: 9, Now: now})
	if err != nil {
		t.Fatal(err)
	}
	if got.Persons != 3 || got.Events != 7 || got.BatchSize != 9 || !got.Now.Equal(now.Truncate(time.Millisecond)) || got.Now.Location() != time.UTC {
		t.Errorf("explicit options became %+v", got)
	}
	for _, bad := range []Options{{Persons: -1}, {Events: -1}} {
		if _, err := withDefaults(bad); err == nil {
			t.Errorf("withDefaults(%+v) accepted negative sizes", bad)
		}
	}
}
