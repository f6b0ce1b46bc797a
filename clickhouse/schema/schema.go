// Package schema holds the DDL of Burrow's ClickHouse tables, the physical
// layout the ClickHouse printer of hogql reads (docs/design.md §13).
//
// FS holds numbered files, NNNN_name.sql, applied once each in name order by
// the migration runner of package clickhouse. A file holds one statement or
// several, separated by a semicolon at the end of a line (";\n"); a
// statement (or comment) never ends a line with a semicolon elsewhere. Statements are
// idempotent (IF NOT EXISTS), so that a file interrupted half-way can be
// applied again. A file is never edited once released: a change is a new
// file.
package schema

import "embed"

// FS holds the migration files (*.sql), applied in name order.
//
//go:embed *.sql
var FS embed.FS
