package store_test

import (
	"context"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

func TestMigrateAndProjects(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		// Migrating twice is a no-op.
		if err := db.Migrate(ctx); err != nil {
			t.Fatalf("second migrate: %v", err)
		}
		p, err := store.CreateProject(ctx, db.Bun, "Demo")
		if err != nil {
			t.Fatal(err)
		}
		got, err := store.GetProject(ctx, db.Bun, p.ID)
		if err != nil || got.Name != "Demo" || got.UUID != p.UUID {
			t.Fatalf("GetProject = %+v, %v", got, err)
		}
		if _, err := store.GetProject(ctx, db.Bun, p.ID+100); err != store.ErrNotFound {
			t.Fatalf("missing project: err = %v, want ErrNotFound", err)
		}
		list, n, err := store.ListProjects(ctx, db.Bun, nil, store.Page{Limit: 10})
		if err != nil || n != 1 || len(list) != 1 {
			t.Fatalf("ListProjects = %v, %d, %v", list, n, err)
		}
	})
}

// TestOpenSilentHost: a host that accepts TCP and never answers makes Open
// fail after the connect timeout, saying so, instead of hanging.
func TestOpenSilentHost(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			defer c.Close() // held open, never answered
		}
	}()
	done := make(chan error, 1)
	go func() {
		_, err := store.OpenWith(context.Background(), "postgres://u@"+ln.Addr().String()+"/db?sslmode=disable",
			store.OpenOptions{ConnectTimeout: time.Second})
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "no answer within 1s") {
			t.Fatalf("open: %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("Open still hangs after 30s")
	}
}

// A file path holding "#" or "%" (Go names the second subtest "x#01") opens
// that very file, not whatever SQLite's URI parsing cuts it down to.
func TestSQLitePathWithURIBytes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir()
	for _, name := range []string{"run#01.db", "100%.db", "a%23b.db"} {
		path := filepath.Join(dir, name)
		db, err := store.Open(ctx, "sqlite:"+path)
		if err != nil {
			t.Fatalf("open %s: %v", name, err)
		}
		if err := db.Migrate(ctx); err != nil {
			t.Fatalf("migrate %s: %v", name, err)
		}
		db.Close()
		if _, err := os.Stat(path); err != nil {
			t.Errorf("%s: the database is not at its path: %v", name, err)
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if filepath.Ext(e.Name()) == ".db" {
			names = append(names, e.Name())
		}
	}
	if len(names) != 3 {
		t.Errorf("files in the directory: %v, want the three databases", names)
	}
}

// TestIsUnreachable: a refused connection is the database being
// unreachable (503 on the surfaces), a rejected statement is not.
func TestIsUnreachable(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing listens there now
	_, err = store.OpenWith(context.Background(), "postgres://u@"+addr+"/db?sslmode=disable", store.OpenOptions{ConnectTimeout: 2 * time.Second})
	if err == nil || !store.IsUnreachable(err) {
		t.Fatalf("refused connection: %v (unreachable %v)", err, store.IsUnreachable(err))
	}
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		_, err := db.Bun.ExecContext(context.Background(), "SELECT * FROM no_such_table")
		if err == nil || store.IsUnreachable(err) {
			t.Fatalf("bad statement: %v", err)
		}
	})
}
