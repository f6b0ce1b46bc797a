package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"sync/atomic"
)

// sqliteReads runs SQLite's hand-written reads (eachRead) on connections of
// its own, through the driver's interface: each connection keeps its
// prepared statements, and values go from the driver's row straight into the
// typed targets. database/sql's pool, statement bookkeeping and value
// conversion were a sixth of the CPU of a page of recordings on SQLite.
type sqliteReads struct {
	open func() (driver.Conn, error)
	// conns holds the connections that are not in use; a read waits for one
	// in arrival order (see reads.slots). Unopened ones are nil.
	conns  chan *sqliteConn
	closed atomic.Bool
}

// errReadsClosed answers a read after DB.Close.
var errReadsClosed = errors.New("sqlite reads: database is closed")

// maxCachedStmts bounds a connection's prepared statements. Hand-written
// reads have a small, fixed set of texts (values are always bound); past it
// statements are prepared for one run.
const maxCachedStmts = 256

// sqliteConn is one read connection and its prepared statements by text.
type sqliteConn struct {
	conn  driver.Conn
	stmts map[string]driver.Stmt
}

func newSQLiteReads(open func() (driver.Conn, error), n int) *sqliteReads {
	s := &sqliteReads{open: open, conns: make(chan *sqliteConn, max(1, n))}
	for range cap(s.conns) {
		s.conns <- &sqliteConn{}
	}
	return s
}

// each runs query with args and scans every row into dest (see eachRead).
func (s *sqliteReads) each(ctx context.Context, query string, args, dest []any, row func() error) error {
	var c *sqliteConn
	select {
	case c = <-s.conns:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { s.conns <- c }()
	if s.closed.Load() {
		return errReadsClosed
	}
	err := c.each(ctx, s.open, query, args, dest, row)
	if errors.Is(err, driver.ErrBadConn) {
		c.close()
	}
	return err
}

func (c *sqliteConn) each(ctx context.Context, open func() (driver.Conn, error), query string, args, dest []any, row func() error) error {
	if c.conn == nil {
		conn, err := open()
		if err != nil {
			return fmt.Errorf("open: %w", err)
		}
		c.conn, c.stmts = conn, map[string]driver.Stmt{}
	}
	stmt, ok := c.stmts[query]
	if !ok {
		var err error
		if stmt, err = c.conn.(driver.ConnPrepareContext).PrepareContext(ctx, query); err != nil {
			return fmt.Errorf("prepare: %w", err)
		}
		if len(c.stmts) < maxCachedStmts {
			c.stmts[query] = stmt
		} else {
			defer stmt.Close()
		}
	}
	named := make([]driver.NamedValue, len(args))
	for i, a := range args {
		v, err := driver.DefaultParameterConverter.ConvertValue(a)
		if err != nil {
			return fmt.Errorf("argument %d: %w", i+1, err)
		}
		named[i] = driver.NamedValue{Ordinal: i + 1, Value: v}
	}
	rows, err := stmt.(driver.StmtQueryContext).QueryContext(ctx, named)
	if err != nil {
		return err
	}
	defer rows.Close()
	if n := len(rows.Columns()); n != len(dest) {
		return fmt.Errorf("scan: %d columns into %d targets", n, len(dest))
	}
	values := make([]driver.Value, len(dest))
	for {
		if err := rows.Next(values); err != nil {
			if err == io.EOF {
				return nil
			}
			return err
		}
		for i, v := range values {
			if err := assignValue(dest[i], v); err != nil {
				return fmt.Errorf("scan: column %d: %w", i, err)
			}
		}
		if err := row(); err != nil {
			return err
		}
	}
}

func (c *sqliteConn) close() {
	for _, s := range c.stmts {
		s.Close()
	}
	if c.conn != nil {
		c.conn.Close()
	}
	c.conn, c.stmts = nil, nil
}

// close closes every connection (waiting for those in use); reads then
// fail with errReadsClosed.
func (s *sqliteReads) close() {
	s.closed.Store(true)
	for range cap(s.conns) {
		c := <-s.conns
		c.close()
		defer func() { s.conns <- c }()
	}
}

// assignValue stores a value of SQLite's driver (int64, float64, string,
// []byte or nil) in dest as database/sql's Scan would, for the targets
// hand-written reads use; a sql.Scanner gets the value itself.
func assignValue(dest, v any) error {
	switch d := dest.(type) {
	case sql.Scanner:
		return d.Scan(v)
	case *int64:
		if n, ok := v.(int64); ok {
			*d = n
			return nil
		}
	case *int:
		if n, ok := v.(int64); ok {
			*d = int(n)
			return nil
		}
	case *float64:
		switch n := v.(type) {
		case float64:
			*d = n
			return nil
		case int64:
			*d = float64(n)
			return nil
		}
	case *bool:
		if n, ok := v.(int64); ok {
			*d = n != 0
			return nil
		}
	case *string:
		switch s := v.(type) {
		case string:
			*d = s
			return nil
		case []byte:
			*d = string(s)
			return nil
		}
	case *[]byte:
		switch s := v.(type) {
		case string:
			*d = []byte(s) // the row's own: targets are reused
			return nil
		case []byte:
			*d = make([]byte, len(s)) // as for a string: never nil
			copy(*d, s)
			return nil
		case nil:
			*d = nil
			return nil
		}
	}
	return fmt.Errorf("cannot store %T in %T", v, dest)
}
