package store

import "strings"

// Case-insensitive substring search with LIKE, shared by the persons and
// plugin-log filters. Client text only ever travels as a bound pattern.

// likeEscape is the ESCAPE character of the LIKE patterns built by containsPattern.
const likeEscape = "!"

// insensitiveContains returns a condition "column contains pattern" ignoring
// case, with pattern the placeholder of a value from containsPattern.
// SQLite's LIKE already ignores (ASCII) case; PostgreSQL needs ILIKE.
func insensitiveContains(d Dialect, column, pattern string) string {
	op := " LIKE "
	if d == Postgres {
		op = " ILIKE "
	}
	return column + op + pattern + " ESCAPE '" + likeEscape + "'"
}

// containsPattern turns s into a LIKE pattern matching any text containing s
// literally: its own wildcards are escaped.
func containsPattern(s string) string {
	r := strings.NewReplacer(likeEscape, likeEscape+likeEscape, "%", likeEscape+"%", "_", likeEscape+"_")
	return "%" + r.Replace(s) + "%"
}
