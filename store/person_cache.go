package store

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"

	"github.com/jackc/pgx/v5/pgtype"
)

// personCacheBytes bounds the memory of a DB's personCache (an estimate of
// what its entries hold).
const personCacheBytes = 4 << 20

// personCache keeps the persons that pages of recordings showed, so that a
// page whose persons are all known costs its one statement without the
// persons' lookups (on PostgreSQL half of the statement's work for a page of
// 50) and without decoding them again.
//
// It is exact, on every replica and beside any other process writing the
// database: each statement that inserts, updates, deletes or truncates
// persons bumps the version of its projects' persons (team_row_counts.version
// of the 'persons' row, migration 20261124000100: statement triggers on
// PostgreSQL, row triggers on SQLite) in its own transaction, and a page reads
// that version in its statement's snapshot. A person read at version v is
// shown only on a page that read v, so no change to the project's persons was
// committed between the two reads. While a project's persons change between
// its pages, the pages are read with the join (see joined).
type personCache struct {
	mu    sync.RWMutex
	teams map[int64]*teamPersons
	bytes int // estimated over all teams
	limit int
	// joined holds the projects whose persons changed since a page last read
	// them: their pages are read with the persons joined, one statement as
	// without the cache, until two in a row read the same version (the value
	// is the last version read). Under constant writes the cache would cost
	// every page the page, its persons and often the page again.
	joined map[int64]int64

	// pages lends the buffers of pages being read (*pageBuffers).
	pages sync.Pool
}

// pageBuffers are what a page read through the cache keeps until its
// persons are known, lent between pages (a fifth of a page's allocations).
type pageBuffers struct {
	rows    []cachedPageRow
	ids     []pgtype.Int8
	persons []*cachedPerson
}

// teamPersons are the persons of one project known at one version of them.
type teamPersons struct {
	version int64
	// persons maps an id to its person, or to nil when no person of the
	// project has it (a recording's person was deleted).
	persons map[int64]*cachedPerson
	bytes   int
}

// cachedPerson is a person as a page shows it. Pages share it: nobody
// writes to it, its slices included, once it is in the cache.
type cachedPerson struct {
	person      Person // without DistinctIDs
	distinctIDs []string
}

// size is an estimate of the memory an entry holds.
func (p *cachedPerson) size() int {
	n := 200 // the entry, its map slot and the slices' headers
	if p == nil {
		return n
	}
	n += len(p.person.UUID) + len(p.person.Properties)
	for _, id := range p.distinctIDs {
		n += 16 + len(id)
	}
	return n
}

func newPersonCache(limit int) *personCache {
	return &personCache{teams: make(map[int64]*teamPersons), joined: make(map[int64]int64), limit: limit}
}

// joining reports whether the project's pages are read with the join.
func (c *personCache) joining(teamID int64) bool {
	c.mu.RLock()
	defer c.mu.RUnlock()
	_, ok := c.joined[teamID]
	return ok
}

// readJoined notes the version a page read with the join read: the same as
// the page before it ends the joined pages, and drops the project's entries
// if they are of another version (the next page then reads its persons by
// id instead of taking the join again for a change long past).
func (c *personCache) readJoined(teamID, version int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if last, ok := c.joined[teamID]; !ok || last != version {
		c.joined[teamID] = version
		return
	}
	delete(c.joined, teamID)
	if t := c.teams[teamID]; t != nil && t.version != version {
		delete(c.teams, teamID)
		c.bytes -= t.bytes
	}
}

// lookup puts the project's persons of ids known at version into out (nil
// for a known absence) and returns the ids it does not know, each once.
// When it knew the project's persons at another version, the next pages are
// read with the join (see joined).
func (c *personCache) lookup(teamID, version int64, ids []pgtype.Int8, out []*cachedPerson) (missing []int64) {
	c.mu.RLock()
	t := c.teams[teamID]
	moved := t != nil && t.version != version
	if moved {
		t = nil
	}
	for i, id := range ids {
		if !id.Valid {
			continue
		}
		if t != nil {
			if p, ok := t.persons[id.Int64]; ok {
				out[i] = p
				continue
			}
		}
		if !slices.Contains(missing, id.Int64) {
			missing = append(missing, id.Int64)
		}
	}
	c.mu.RUnlock()
	if moved {
		c.mu.Lock()
		c.joined[teamID] = version
		c.mu.Unlock()
	}
	return missing
}

// store keeps the project's persons of ids read at version (found holds
// those that exist). Another version replaces the project's entries, an
// older one too: versions only grow, unless the database lost the history
// the entries were read in (a failover, a restore), and then they are wrong.
// Past the limit, other projects' entries go, then this project's.
func (c *personCache) store(teamID, version int64, ids []int64, found map[int64]*cachedPerson) {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := c.teams[teamID]
	if t == nil || t.version != version {
		if t != nil {
			c.bytes -= t.bytes
		}
		t = &teamPersons{version: version, persons: make(map[int64]*cachedPerson, len(ids))}
		c.teams[teamID] = t
	}
	for _, id := range ids {
		if _, ok := t.persons[id]; ok {
			continue
		}
		p := found[id]
		t.persons[id] = p
		t.bytes += p.size()
		c.bytes += p.size()
	}
	for other, o := range c.teams {
		if c.bytes <= c.limit {
			break
		}
		if other != teamID {
			delete(c.teams, other)
			c.bytes -= o.bytes
		}
	}
	if c.bytes > c.limit { // this project alone is over the limit
		delete(c.teams, teamID)
		c.bytes -= t.bytes
	}
}

// cachedPageRow is a row of a page read with its person's id.
type cachedPageRow struct {
	row      RecordingPageRow
	personID pgtype.Int8
}

// eachCachedRecordingPageRow is EachRecordingPageRow with the persons from
// db.persons: the page is read with each row's person id and the version of
// the project's persons; the persons the cache does not know at that version
// are read in a second statement, which must read the same version. When it
// does not (a change committed in between), the page is read again with its
// persons joined, as without the cache (one snapshot for both). The rows are
// kept until the persons are known (a page is at most a few hundred rows).
func eachCachedRecordingPageRow(ctx context.Context, db *DB, teamID int64, f RecordingFilter, page Page, opts RecordingPageOptions,
	columns []recordingPageColumn, column, direction string, visit func(*RecordingPageRow) error) (RecordingPage, error) {
	if db.persons.joining(teamID) {
		var version int64
		query, args, withTotal := recordingPageQuery(db.Dialect, teamID, f, page, opts, columns, column, direction, false, true)
		out, err := scanRecordingPage(ctx, db, query, args, columns, opts, withTotal, &version, teamID, page, visit)
		if err == nil {
			db.persons.readJoined(teamID, version)
		}
		return out, err
	}
	query, args, withTotal := recordingPageQuery(db.Dialect, teamID, f, page, opts, columns, column, direction, true, false)
	var (
		out     RecordingPage
		r       cachedPageRow
		version int64
		total   pgtype.Int8
	)
	buf, _ := db.persons.pages.Get().(*pageBuffers)
	if buf == nil {
		buf = &pageBuffers{}
	}
	defer func() {
		clear(buf.rows) // no strings kept alive by the pool
		clear(buf.persons)
		buf.rows, buf.ids, buf.persons = buf.rows[:0], buf.ids[:0], buf.persons[:0]
		db.persons.pages.Put(buf)
	}()
	rows := slices.Grow(buf.rows[:0], page.Limit)
	dest := append(pageRowDests(db.Dialect, columns, &r.row), &r.personID)
	if withTotal {
		dest = append(dest, &total)
	}
	dest = append(dest, &version)
	err := db.eachRead(ctx, query, args, dest, func() error {
		if withTotal && out.Total == nil {
			t := int(total.Int64)
			out.Total = &t
		}
		if len(rows) == page.Limit {
			out.More = true
			return nil
		}
		rows = append(rows, r)
		return nil
	})
	if err != nil {
		return RecordingPage{}, fmt.Errorf("store: list recordings of team %d: %w", teamID, err)
	}
	buf.rows = rows
	ids := buf.ids[:0]
	for i := range rows {
		ids = append(ids, rows[i].personID)
	}
	buf.ids = ids
	persons := append(buf.persons[:0], make([]*cachedPerson, len(rows))...)
	buf.persons = persons
	if missing := db.persons.lookup(teamID, version, ids, persons); len(missing) > 0 {
		read, err := readPagePersons(ctx, db, teamID, missing)
		if err != nil {
			return RecordingPage{}, err
		}
		if read.version != version {
			// Right for its own version, which later pages may read.
			db.persons.store(teamID, read.version, missing, read.persons)
			query, args, withTotal := recordingPageQuery(db.Dialect, teamID, f, page, opts, columns, column, direction, false, false)
			return scanRecordingPage(ctx, db, query, args, columns, opts, withTotal, nil, teamID, page, visit)
		}
		db.persons.store(teamID, version, missing, read.persons)
		for i, id := range ids {
			if id.Valid && persons[i] == nil {
				persons[i] = read.persons[id.Int64]
			}
		}
	}
	var person Person
	for i := range rows {
		row := &rows[i].row
		if p := persons[i]; p != nil {
			person = p.person
			row.Person = &person
			if opts.DistinctIDs {
				row.PersonDistinctIDs = p.distinctIDs
			}
		}
		if err := visit(row); err != nil {
			return RecordingPage{}, fmt.Errorf("store: list recordings of team %d: %w", teamID, err)
		}
	}
	return out, nil
}

// pagePersons are persons of a project read at one version of them.
type pagePersons struct {
	version int64
	persons map[int64]*cachedPerson
}

// pagePersonsQuery reads persons of a project by id with the version of the
// project's persons (one row even when none is found): on PostgreSQL the ids
// are an array, on SQLite a JSON array (one text for any number of them).
func pagePersonsQuery(d Dialect) string {
	if d == SQLite {
		return `SELECT v.version, p.id, p.uuid, p.properties, p.is_identified, CAST(p.created_at AS TEXT), p.distinct_ids
FROM (SELECT ` + personsVersion("?1") + ` AS version) AS v
LEFT JOIN persons AS p ON p.team_id = ?1 AND p.id IN (SELECT value FROM json_each(?2))`
	}
	return `SELECT v.version, p.id, p.uuid, p.properties, p.is_identified, p.created_at, p.distinct_ids
FROM (SELECT ` + personsVersion("$1") + ` AS version) AS v
LEFT JOIN persons AS p ON p.team_id = $1 AND p.id = ANY ($2)`
}

// readPagePersons reads the project's persons of ids (those that exist)
// and the version of its persons, in one statement.
func readPagePersons(ctx context.Context, db *DB, teamID int64, ids []int64) (pagePersons, error) {
	var (
		version int64
		n       nullablePerson
		props   []byte
		list    []byte
	)
	out := pagePersons{persons: make(map[int64]*cachedPerson, len(ids))}
	dest := append([]any{&version}, n.dests(db.Dialect, &props)...)
	dest = append(dest, &list)
	var idArg any = ids
	if db.Dialect == SQLite {
		list, err := json.Marshal(ids)
		if err != nil {
			return pagePersons{}, fmt.Errorf("store: read the persons of a page of team %d: %w", teamID, err)
		}
		idArg = string(list)
	}
	err := db.eachRead(ctx, pagePersonsQuery(db.Dialect), []any{teamID, idArg}, dest, func() error {
		out.version = version
		if !n.id.Valid {
			return nil
		}
		distinctIDs, err := distinctIDStrings(list, n.id.Int64)
		if err != nil {
			return err
		}
		out.persons[n.id.Int64] = &cachedPerson{
			// A copy: props shares the row's buffer with its distinct ids.
			person:      n.person(db.Dialect, teamID, bytes.Clone(props)),
			distinctIDs: slices.Clip(distinctIDs),
		}
		return nil
	})
	if err != nil {
		return pagePersons{}, fmt.Errorf("store: read the persons of a page of team %d: %w", teamID, err)
	}
	return out, nil
}
