package auth

import (
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/burrow-analytics/burrow/store"
)

// DefaultCacheTTL is how long a resolved key or project is reused without
// asking the database. Revocations and deletions published on
// InvalidateChannel end an entry at once on every replica; the TTL bounds
// staleness for changes nobody published (a row edited by hand, a CLI
// revocation on SQLite, whose notifications stay in their own process).
const DefaultCacheTTL = 2 * time.Second

// InvalidateChannel is the notification channel (notify package) on which
// key and project changes are announced to every replica. Payloads:
// "key:ID", "project:ID", or "*" for everything.
const InvalidateChannel = "burrow_auth"

// Invalidation is one parsed InvalidateChannel message.
type Invalidation struct {
	KeyID     int64 // 0 unless a key changed
	ProjectID int64 // 0 unless a project changed
	All       bool  // everything may have changed (unknown payload, lost notifications)
}

// KeyPayload is the InvalidateChannel payload announcing that key id changed.
func KeyPayload(id int64) string { return "key:" + strconv.FormatInt(id, 10) }

// ProjectPayload is the InvalidateChannel payload announcing that project id changed.
func ProjectPayload(id int64) string { return "project:" + strconv.FormatInt(id, 10) }

// ParseInvalidation reads an InvalidateChannel payload; anything it does not
// understand invalidates everything.
func ParseInvalidation(payload string) Invalidation {
	kind, rawID, _ := strings.Cut(payload, ":")
	id, err := strconv.ParseInt(rawID, 10, 64)
	switch {
	case err != nil || id <= 0:
		return Invalidation{All: true}
	case kind == "key":
		return Invalidation{KeyID: id}
	case kind == "project":
		return Invalidation{ProjectID: id}
	}
	return Invalidation{All: true}
}

// cache keeps recently resolved keys (by hash) and projects (by id). Entries
// are immutable once stored: callers share them read-only. A fetch that
// started before an invalidation is not stored (generation check), so a
// revocation cannot be undone by a slow read racing it.
type cache struct {
	ttl time.Duration
	now func() time.Time

	mu       sync.Mutex
	gen      uint64
	keys     map[string]cachedKey
	projects map[int64]cachedProject
}

type cachedKey struct {
	key   *store.APIKey
	until time.Time
}

type cachedProject struct {
	project *store.Project
	until   time.Time
}

// maxCacheEntries bounds each map; beyond it expired entries are swept, and
// if none expired the map starts over (a cache, not a store of record).
const maxCacheEntries = 4096

func newCache(ttl time.Duration, now func() time.Time) *cache {
	return &cache{ttl: ttl, now: now, keys: map[string]cachedKey{}, projects: map[int64]cachedProject{}}
}

// generation is read before a fetch and given back to put*.
func (c *cache) generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

func (c *cache) key(hash string) (*store.APIKey, bool) {
	if c.ttl <= 0 {
		return nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.keys[hash]
	if !ok || c.now().After(e.until) {
		return nil, false
	}
	return e.key, true
}

func (c *cache) putKey(hash string, k *store.APIKey, gen uint64) {
	if c.ttl <= 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	now := c.now()
	if len(c.keys) >= maxCacheEntries {
		sweep(c.keys, now, func(e cachedKey) time.Time { return e.until })
	}
	c.keys[hash] = cachedKey{key: k, until: now.Add(c.ttl)}
}

// replaceKey swaps a cached key for an updated copy (last use recorded)
// without extending its life.
func (c *cache) replaceKey(hash string, k *store.APIKey) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.keys[hash]; ok && e.key.ID == k.ID {
		c.keys[hash] = cachedKey{key: k, until: e.until}
	}
}

func (c *cache) project(id int64) (*store.Project, bool) {
	if c.ttl <= 0 {
		return nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.projects[id]
	if !ok || c.now().After(e.until) {
		return nil, false
	}
	return e.project, true
}

func (c *cache) putProject(p *store.Project, gen uint64) {
	if c.ttl <= 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	now := c.now()
	if len(c.projects) >= maxCacheEntries {
		sweep(c.projects, now, func(e cachedProject) time.Time { return e.until })
	}
	c.projects[p.ID] = cachedProject{project: p, until: now.Add(c.ttl)}
}

// invalidate drops what inv names and makes fetches in flight unstorable.
func (c *cache) invalidate(inv Invalidation) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	switch {
	case inv.All:
		clear(c.keys)
		clear(c.projects)
	case inv.KeyID != 0:
		for hash, e := range c.keys {
			if e.key.ID == inv.KeyID {
				delete(c.keys, hash)
			}
		}
	case inv.ProjectID != 0:
		delete(c.projects, inv.ProjectID)
	}
}

// sweep deletes expired entries of m, or all of them when none expired.
func sweep[K comparable, V any](m map[K]V, now time.Time, until func(V) time.Time) {
	for k, v := range m {
		if now.After(until(v)) {
			delete(m, k)
		}
	}
	if len(m) >= maxCacheEntries {
		clear(m)
	}
}
