package auth

import (
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/golang-lru/v2/simplelru"

	"github.com/burrow-analytics/burrow/store"
)

// DefaultCacheTTL is how long a resolved key or project is reused without
// asking the database. Revocations and deletions published on
// InvalidateChannel end an entry at once on every replica; the TTL bounds
// staleness for changes nobody published that the keys' version does not
// follow either (a project deleted by hand). Changes of keys are seen at
// once on SQLite, which reads the version before every authentication, and
// within VersionPollEvery elsewhere (version.go).
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
	version  int64 // the keys' version the entries were read at (store.AuthVersion)
	seen     bool  // whether version was read yet
	keys     ttlMap[string, *store.APIKey]
	projects ttlMap[int64, *store.Project]
}

// maxCacheEntries bounds each map: past it, the least recently used entry
// makes room.
const maxCacheEntries = 4096

func newCache(ttl time.Duration, now func() time.Time) *cache {
	return &cache{ttl: ttl, now: now,
		keys: newTTLMap[string, *store.APIKey](maxCacheEntries), projects: newTTLMap[int64, *store.Project](maxCacheEntries)}
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
	return c.keys.get(hash, c.now())
}

func (c *cache) putKey(hash string, k *store.APIKey, gen uint64) {
	if c.ttl <= 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen == c.gen {
		c.keys.put(hash, k, c.now().Add(c.ttl))
	}
}

// replaceKey swaps a cached key for an updated copy (last use recorded)
// without extending its life.
func (c *cache) replaceKey(hash string, k *store.APIKey) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.keys.replace(hash, k, func(old *store.APIKey) bool { return old.ID == k.ID })
}

func (c *cache) project(id int64) (*store.Project, bool) {
	if c.ttl <= 0 {
		return nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.projects.get(id, c.now())
}

func (c *cache) putProject(p *store.Project, gen uint64) {
	if c.ttl <= 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen == c.gen {
		c.projects.put(p.ID, p, c.now().Add(c.ttl))
	}
}

// syncVersion records v, the keys' current version, and drops every entry
// when it differs from the last one recorded (or none was): they may have
// been read before the change. Both happen under one lock, so a lookup that
// follows a caller seeing v cannot find an entry older than v. It reports
// whether the entries were dropped.
func (c *cache) syncVersion(v int64) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.seen && v == c.version {
		return false
	}
	c.version, c.seen = v, true
	c.gen++
	c.keys.clear()
	c.projects.clear()
	return true
}

// invalidate drops what inv names and makes fetches in flight unstorable.
func (c *cache) invalidate(inv Invalidation) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	switch {
	case inv.All:
		c.keys.clear()
		c.projects.clear()
	case inv.KeyID != 0:
		c.keys.removeIf(func(k *store.APIKey) bool { return k.ID == inv.KeyID })
	case inv.ProjectID != 0:
		c.projects.remove(inv.ProjectID)
	}
}

// ttlMap is a bounded map whose entries end at a time of their own, read
// from the cache's clock: golang-lru's simplelru makes room by dropping the
// least recently used entry, and an entry past its time is a miss. The
// module's expirable.LRU is not used: it reads the real clock (tests set
// their own), its Add renews an entry's life (replaceKey must not), and each
// one starts a goroutine that wakes every TTL/100 and can never be stopped
// (v2.0.7), one more for every Authenticator a test builds. Not safe for
// concurrent use: the cache's mutex guards it.
type ttlMap[K comparable, V any] struct {
	lru *simplelru.LRU[K, ttlEntry[V]]
}

type ttlEntry[V any] struct {
	value V
	until time.Time
}

func newTTLMap[K comparable, V any](size int) ttlMap[K, V] {
	lru, err := simplelru.NewLRU[K, ttlEntry[V]](size, nil)
	if err != nil {
		panic("auth: " + err.Error()) // only for a size below 1
	}
	return ttlMap[K, V]{lru: lru}
}

// get returns k's value unless it is missing or ended before now (then it
// is dropped).
func (m ttlMap[K, V]) get(k K, now time.Time) (V, bool) {
	e, ok := m.lru.Get(k)
	if ok && now.After(e.until) {
		m.lru.Remove(k)
		ok = false
	}
	return e.value, ok
}

func (m ttlMap[K, V]) put(k K, v V, until time.Time) {
	m.lru.Add(k, ttlEntry[V]{value: v, until: until})
}

// replace gives k the value v, keeping its end, if k holds a value same
// accepts.
func (m ttlMap[K, V]) replace(k K, v V, same func(old V) bool) {
	if e, ok := m.lru.Peek(k); ok && same(e.value) {
		m.lru.Add(k, ttlEntry[V]{value: v, until: e.until})
	}
}

func (m ttlMap[K, V]) remove(k K) { m.lru.Remove(k) }

func (m ttlMap[K, V]) clear() { m.lru.Purge() }

func (m ttlMap[K, V]) len() int { return m.lru.Len() }

// removeIf drops every entry whose value drop accepts.
func (m ttlMap[K, V]) removeIf(drop func(V) bool) {
	for _, k := range m.lru.Keys() {
		if e, ok := m.lru.Peek(k); ok && drop(e.value) {
			m.lru.Remove(k)
		}
	}
}
