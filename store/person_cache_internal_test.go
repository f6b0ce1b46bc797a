package store

import (
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgtype"
)

// TestPersonCacheVersionsAndLimit: a project's persons are served only at
// the version they were read at; a read at another version, older or newer,
// replaces every entry of the project; past the memory limit the
// other projects' entries go first, then the project's own, and the
// estimate never stays over the limit.
func TestPersonCacheVersionsAndLimit(t *testing.T) {
	person := func(id int64, props int) *cachedPerson {
		return &cachedPerson{person: Person{ID: id, UUID: "u", Properties: []byte(strings.Repeat("x", props))}, distinctIDs: []string{"d"}}
	}
	ids := func(v ...int64) []pgtype.Int8 {
		out := make([]pgtype.Int8, len(v))
		for i, id := range v {
			out[i] = pgtype.Int8{Int64: id, Valid: id != 0}
		}
		return out
	}
	lookup := func(c *personCache, team, version int64, want ...int64) []*cachedPerson {
		t.Helper()
		out := make([]*cachedPerson, len(want))
		missing := c.lookup(team, version, ids(want...), out)
		if len(missing) != 0 {
			t.Fatalf("team %d at %d: missing %v", team, version, missing)
		}
		return out
	}
	c := newPersonCache(9_000)
	c.store(1, 5, []int64{10, 11, 12}, map[int64]*cachedPerson{10: person(10, 10), 11: person(11, 10)})
	if got := lookup(c, 1, 5, 10, 11, 12, 0, 10); got[0].person.ID != 10 || got[1].person.ID != 11 || got[2] != nil || got[3] != nil || got[4] != got[0] {
		t.Fatalf("lookup at the version read: %v", got)
	}
	if missing := c.lookup(1, 6, ids(10, 10, 13), make([]*cachedPerson, 3)); len(missing) != 2 {
		t.Fatalf("at a newer version every id is missing, once: %v", missing)
	}
	c.store(1, 4, []int64{13}, map[int64]*cachedPerson{13: person(13, 10)})
	if missing := c.lookup(1, 5, ids(10), make([]*cachedPerson, 1)); len(missing) != 1 {
		t.Fatal("an older version (a lost history) kept the entries of a newer one")
	}
	c.store(1, 6, []int64{13}, map[int64]*cachedPerson{13: person(13, 10)})
	if missing := c.lookup(1, 6, ids(10, 13), make([]*cachedPerson, 2)); len(missing) != 1 || missing[0] != 10 {
		t.Fatalf("a newer read kept the older entries: missing %v", missing)
	}

	c.store(2, 1, []int64{20}, map[int64]*cachedPerson{20: person(20, 3_000)})
	c.store(3, 1, []int64{30}, map[int64]*cachedPerson{30: person(30, 3_000)})
	c.store(1, 6, []int64{14}, map[int64]*cachedPerson{14: person(14, 3_000)})
	if c.bytes > c.limit {
		t.Fatalf("%d bytes over the limit %d", c.bytes, c.limit)
	}
	lookup(c, 1, 6, 13, 14)
	if c.teams[2] != nil && c.teams[3] != nil {
		t.Fatal("no other project's entries went when over the limit")
	}
	c.store(1, 6, []int64{15}, map[int64]*cachedPerson{15: person(15, 20_000)})
	if c.bytes > c.limit || c.teams[1] != nil {
		t.Fatalf("a project over the limit alone is kept: %d bytes", c.bytes)
	}
	sum := 0
	for _, tp := range c.teams {
		sum += tp.bytes
	}
	if sum != c.bytes {
		t.Fatalf("estimate %d, entries %d", c.bytes, sum)
	}
}
