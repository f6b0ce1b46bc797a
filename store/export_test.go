package store

// PlainStringArray exposes plainStringArray to the external tests.
var PlainStringArray = plainStringArray

// WithoutPersonCache is db reading pages' persons with the join, as SQLite
// does (the reference of the cache's tests); it shares db's connections.
func WithoutPersonCache(db *DB) *DB {
	c := *db
	c.persons = nil
	return &c
}
