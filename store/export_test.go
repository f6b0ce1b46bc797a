package store

import (
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"
)

// PlainStringArray exposes plainStringArray to the external tests.
var PlainStringArray = plainStringArray

// PGRows plans pgRows for the external tests; Scan decodes one row.
func PGRows(m *pgtype.Map, fields []pgconn.FieldDescription, dest []any) (interface {
	Scan(fields []pgconn.FieldDescription, values [][]byte, dest []any) error
}, error) {
	r, err := newPGRows(m, fields, dest)
	if err != nil {
		return nil, err
	}
	return pgRowsScanner{r}, nil
}

type pgRowsScanner struct{ r *pgRows }

func (s pgRowsScanner) Scan(fields []pgconn.FieldDescription, values [][]byte, dest []any) error {
	return s.r.scan(fields, values, dest)
}

// WithoutPersonCache is db reading pages' persons with the join, as SQLite
// does (the reference of the cache's tests); it shares db's connections.
func WithoutPersonCache(db *DB) *DB {
	c := *db
	c.persons = nil
	return &c
}
