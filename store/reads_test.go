package store

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"
)

// TestSQLiteReadPool: the read connections of SQLite map the file and there
// are as many as DefaultSQLiteReadConns says; the writers do not map it.
func TestSQLiteReadPool(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, "sqlite:"+filepath.Join(t.TempDir(), "reads.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var readMmap, writeMmap int64
	if err := db.Read.QueryRowContext(ctx, "PRAGMA mmap_size").Scan(&readMmap); err != nil {
		t.Fatal(err)
	}
	if err := db.Bun.QueryRowContext(ctx, "PRAGMA mmap_size").Scan(&writeMmap); err != nil {
		t.Fatal(err)
	}
	if readMmap != sqliteReadMmap || writeMmap != 0 {
		t.Errorf("mmap_size: reads %d (want %d), writes %d (want 0)", readMmap, int64(sqliteReadMmap), writeMmap)
	}
	if got, want := db.Read.DB.Stats().MaxOpenConnections, DefaultSQLiteReadConns(); got != want {
		t.Errorf("read connections: %d, want %d", got, want)
	}
	if got, want := cap(db.reads.sqlite.conns), DefaultSQLiteReadConns(); got != want {
		t.Errorf("page read slots: %d, want %d", got, want)
	}
}

// TestReadSlots: a page read waits while every slot is taken, gives up
// when its context ends, and gets the slot another one released.
func TestReadSlots(t *testing.T) {
	r := newReads(nil, 1)
	ctx := context.Background()
	if err := r.acquire(ctx); err != nil {
		t.Fatal(err)
	}
	short, cancel := context.WithTimeout(ctx, 10*time.Millisecond)
	defer cancel()
	if err := r.acquire(short); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("acquire with every slot taken and the context ended = %v, want DeadlineExceeded", err)
	}
	got := make(chan error, 1)
	go func() { got <- r.acquire(ctx) }()
	r.release()
	if err := <-got; err != nil {
		t.Fatalf("acquire after a release = %v", err)
	}
	r.release()
}
