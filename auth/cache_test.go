package auth

import (
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store"
)

func TestParseInvalidation(t *testing.T) {
	for payload, want := range map[string]Invalidation{
		KeyPayload(7):     {KeyID: 7},
		ProjectPayload(3): {ProjectID: 3},
		"*":               {All: true},
		"key:x":           {All: true},
		"key:-1":          {All: true},
		"team:2":          {All: true},
	} {
		if got := ParseInvalidation(payload); got != want {
			t.Errorf("ParseInvalidation(%q) = %+v, want %+v", payload, got, want)
		}
	}
}

func TestCacheExpiryAndInvalidation(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	c := newCache(time.Second, func() time.Time { return now })
	k := &store.APIKey{ID: 5}
	c.putKey("h", k, c.generation())
	c.putProject(&store.Project{ID: 9}, c.generation())
	if got, ok := c.key("h"); !ok || got != k {
		t.Fatalf("fresh key not cached")
	}
	now = now.Add(2 * time.Second)
	if _, ok := c.key("h"); ok {
		t.Fatalf("expired key still served")
	}
	if _, ok := c.project(9); ok {
		t.Fatalf("expired project still served")
	}

	c.putKey("h", k, c.generation())
	c.putProject(&store.Project{ID: 9}, c.generation())
	c.invalidate(Invalidation{KeyID: 6})
	if _, ok := c.key("h"); !ok {
		t.Fatalf("another key's invalidation dropped key 5")
	}
	c.invalidate(Invalidation{KeyID: 5})
	if _, ok := c.key("h"); ok {
		t.Fatalf("invalidated key still served")
	}
	if _, ok := c.project(9); !ok {
		t.Fatalf("key invalidation dropped a project")
	}
	c.invalidate(Invalidation{ProjectID: 9})
	if _, ok := c.project(9); ok {
		t.Fatalf("invalidated project still served")
	}

	// A read that began before an invalidation is not stored.
	gen := c.generation()
	c.invalidate(Invalidation{KeyID: 5})
	c.putKey("h", k, gen)
	if _, ok := c.key("h"); ok {
		t.Fatalf("stale read stored after invalidation")
	}
}

func TestCacheOff(t *testing.T) {
	c := newCache(0, time.Now)
	c.putKey("h", &store.APIKey{ID: 1}, c.generation())
	if _, ok := c.key("h"); ok {
		t.Fatalf("TTL 0 cached a key")
	}
}
