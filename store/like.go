package store

import (
	"strings"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// Case-insensitive substring search with LIKE, shared by the persons and
// plugin-log filters. Client text only ever travels as a bound pattern.

// likeEscape is the ESCAPE character of the LIKE patterns built by containsPattern.
const likeEscape = "!"

// insensitiveContains returns a condition "column contains ?" ignoring case,
// with ? a pattern from containsPattern. SQLite's LIKE already ignores (ASCII)
// case; PostgreSQL needs ILIKE.
func insensitiveContains(db bun.IDB, column string) string {
	op := "LIKE"
	if db.Dialect().Name() == dialect.PG {
		op = "ILIKE"
	}
	return column + " " + op + " ? ESCAPE '" + likeEscape + "'"
}

// containsPattern turns s into a LIKE pattern matching any text containing s
// literally: its own wildcards are escaped.
func containsPattern(s string) string {
	r := strings.NewReplacer(likeEscape, likeEscape+likeEscape, "%", likeEscape+"%", "_", likeEscape+"_")
	return "%" + r.Replace(s) + "%"
}
