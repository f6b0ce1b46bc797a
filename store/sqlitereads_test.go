package store

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestAssignValue: SQLite's driver values land in the targets hand-written
// reads use as database/sql would put them, and NULL or a mismatched value
// in a plain target is an error, not a zero.
func TestAssignValue(t *testing.T) {
	var (
		i  int64
		n  int
		f  float64
		b  bool
		s  string
		bs = []byte("old")
		tt textTime
	)
	for _, c := range []struct {
		dest, v any
		check   func() bool
	}{
		{&i, int64(-7), func() bool { return i == -7 }},
		{&n, int64(42), func() bool { return n == 42 }},
		{&f, 2.5, func() bool { return f == 2.5 }},
		{&f, int64(3), func() bool { return f == 3 }},
		{&b, int64(1), func() bool { return b }},
		{&s, "é ✓", func() bool { return s == "é ✓" }},
		{&s, []byte("raw"), func() bool { return s == "raw" }},
		{&bs, `{"a":1}`, func() bool { return string(bs) == `{"a":1}` }},
		{&bs, nil, func() bool { return bs == nil }},
		{&bs, []byte{}, func() bool { return bs != nil && len(bs) == 0 }}, // empty, not NULL
		{&bs, "", func() bool { return bs != nil && len(bs) == 0 }},
		{&tt, "2026-01-02 03:04:05.123456+00:00", func() bool {
			return time.Time(tt).UTC().Format("2006-01-02T15:04:05.999999") == "2026-01-02T03:04:05.123456"
		}},
	} {
		if err := assignValue(c.dest, c.v); err != nil || !c.check() {
			t.Errorf("assign %#v into %T: err %v, value wrong: %v", c.v, c.dest, err, !c.check())
		}
	}
	for _, c := range []struct{ dest, v any }{{&s, nil}, {&i, nil}, {&i, "7"}, {&b, "true"}, {&struct{}{}, int64(1)}} {
		if err := assignValue(c.dest, c.v); err == nil {
			t.Errorf("assign %#v into %T: no error", c.v, c.dest)
		}
	}
	// A target's bytes are its row's own: the next row does not overwrite them.
	first := []byte(nil)
	if err := assignValue(&first, "one"); err != nil {
		t.Fatal(err)
	}
	kept := first
	if err := assignValue(&first, "two"); err != nil {
		t.Fatal(err)
	}
	if string(kept) != "one" {
		t.Errorf("bytes of the previous row changed to %q", kept)
	}
}

// TestSQLiteReads: reads on SQLite's own connections scan rows, reuse
// their prepared statement, report a bad statement without losing the
// connection, and give up waiting for a connection when the context ends.
func TestSQLiteReads(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, "sqlite:"+filepath.Join(t.TempDir(), "raw.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	var got []string
	var name string
	var id int64
	query := "SELECT id, name FROM projects WHERE id > ? ORDER BY id"
	if _, err := CreateProject(ctx, db.Bun, "first"); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		got = got[:0]
		if err := db.eachRead(ctx, query, []any{0}, []any{&id, &name}, func() error {
			got = append(got, name)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	if len(got) != 1 || got[0] != "first" {
		t.Errorf("rows %q", got)
	}
	if err := db.eachRead(ctx, "SELECT nope FROM projects", nil, []any{&name}, func() error { return nil }); err == nil ||
		!strings.Contains(err.Error(), "nope") {
		t.Errorf("bad statement: %v", err)
	}
	if err := db.eachRead(ctx, query, []any{0}, []any{&id}, func() error { return nil }); err == nil {
		t.Error("fewer targets than columns: no error")
	}
	if err := db.eachRead(ctx, query, []any{0}, []any{&id, &name}, func() error { return nil }); err != nil {
		t.Errorf("after errors: %v", err)
	}
	// Every connection taken: a read waits, then ends with its context.
	var taken []*sqliteConn
	for range cap(db.reads.sqlite.conns) {
		taken = append(taken, <-db.reads.sqlite.conns)
	}
	short, cancel := context.WithCancel(ctx)
	cancel()
	if err := db.eachRead(short, query, []any{0}, []any{&id, &name}, func() error { return nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("no connection free, context ended: %v", err)
	}
	for _, c := range taken {
		db.reads.sqlite.conns <- c
	}
}

// TestSQLiteReadsClosed: after Close a read fails at once instead of waiting
// for a connection.
func TestSQLiteReadsClosed(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, "sqlite:"+filepath.Join(t.TempDir(), "closed.db"))
	if err != nil {
		t.Fatal(err)
	}
	var n int64
	if err := db.eachRead(ctx, "SELECT 1", nil, []any{&n}, func() error { return nil }); err != nil || n != 1 {
		t.Fatalf("before close: %d %v", n, err)
	}
	db.Close()
	for range 2 * DefaultSQLiteReadConns() {
		if err := db.eachRead(ctx, "SELECT 1", nil, []any{&n}, func() error { return nil }); !errors.Is(err, errReadsClosed) {
			t.Fatalf("after close: %v", err)
		}
	}
}
