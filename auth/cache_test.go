package auth

import (
	"fmt"
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

// TestCacheKeepsEntryLife: recording a key's use replaces its entry without
// giving it a new life, and only for the same key.
func TestCacheKeepsEntryLife(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	c := newCache(2*time.Second, func() time.Time { return now })
	c.putKey("h", &store.APIKey{ID: 5}, c.generation())
	now = now.Add(1500 * time.Millisecond)
	used := &store.APIKey{ID: 5, LastUsedAt: &now}
	c.replaceKey("h", used)
	c.replaceKey("h", &store.APIKey{ID: 6}) // another key's hash collision: ignored
	if got, ok := c.key("h"); !ok || got != used {
		t.Fatalf("after replaceKey: %v, %v", got, ok)
	}
	now = now.Add(time.Second) // 2.5 s after the put
	if _, ok := c.key("h"); ok {
		t.Fatalf("replaceKey extended the entry's life")
	}
	c.replaceKey("h", used)
	if _, ok := c.key("h"); ok {
		t.Fatalf("replaceKey brought back an expired entry")
	}
}

// TestCacheBounded: past maxCacheEntries the least recently used entries
// make room; the newest and the recently read stay.
func TestCacheBounded(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	c := newCache(time.Minute, func() time.Time { return now })
	for i := range maxCacheEntries {
		c.putKey(fmt.Sprint("h", i), &store.APIKey{ID: int64(i)}, c.generation())
		c.putProject(&store.Project{ID: int64(i)}, c.generation())
	}
	c.key("h0") // read: no longer the least recently used
	for i := range 10 {
		c.putKey(fmt.Sprint("new", i), &store.APIKey{ID: int64(maxCacheEntries + i)}, c.generation())
		c.putProject(&store.Project{ID: int64(maxCacheEntries + i)}, c.generation())
	}
	if n, m := c.keys.len(), c.projects.len(); n != maxCacheEntries || m != maxCacheEntries {
		t.Fatalf("%d keys, %d projects cached, want %d", n, m, maxCacheEntries)
	}
	for _, hash := range []string{"h0", "new9", "h11"} {
		if _, ok := c.key(hash); !ok {
			t.Errorf("%s dropped", hash)
		}
	}
	if _, ok := c.key("h1"); ok {
		t.Errorf("the least recently used key stayed")
	}
	if _, ok := c.project(int64(maxCacheEntries + 9)); !ok {
		t.Errorf("the newest project dropped")
	}
	if _, ok := c.project(1); ok {
		t.Errorf("the least recently used project stayed")
	}
}
