package store

import (
	"errors"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// IsBusy reports whether err is SQLite giving up on a lock after the busy
// timeout (SQLITE_BUSY or SQLITE_LOCKED): another writer, such as a
// `burrow import` into the live file, holds the database. It passes; it is
// not the request's fault.
func IsBusy(err error) bool {
	var e *sqlite.Error
	if !errors.As(err, &e) {
		return false
	}
	switch e.Code() & 0xff {
	case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
		return true
	}
	return false
}
