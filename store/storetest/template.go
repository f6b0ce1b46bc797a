package storetest

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sync"

	"github.com/burrow-analytics/burrow/store"
)

// EnvDBPrefix names the environment variable holding the prefix of the
// PostgreSQL databases (and SQLite template files) the tests create.
const EnvDBPrefix = "BURROW_TEST_DB_PREFIX"

// DefaultDBPrefix is the prefix used when EnvDBPrefix is unset.
const DefaultDBPrefix = "burrow_test_"

var validPrefix = regexp.MustCompile(`^[a-z_][a-z0-9_]{0,29}$`)

// DBPrefix returns the test database name prefix: lower-case letters,
// digits and underscores, at most 30 characters (the names must fit
// PostgreSQL's 63 bytes with a template digest or a random suffix).
func DBPrefix() (string, error) {
	p := os.Getenv(EnvDBPrefix)
	if p == "" {
		return DefaultDBPrefix, nil
	}
	if !validPrefix.MatchString(p) {
		return "", fmt.Errorf("%s=%q: want lower-case letters, digits and _ (at most 30, not starting with a digit)", EnvDBPrefix, p)
	}
	return p, nil
}

// templates caches, per process, the templates built or found (a test
// binary runs many tests; each package's binary finds the template of the
// previous one and reuses it).
type templates struct {
	mu       sync.Mutex
	postgres map[string]string // admin URL + prefix → template database name
	sqlite   map[string]string // prefix → template file
}

var cache = templates{postgres: map[string]string{}, sqlite: map[string]string{}}

// postgresTemplate returns the name of a migrated template database,
// creating it when missing. It is named by the migrations' digest, so it is
// shared by every test process (and kept between runs) until the migrations
// change. Creation is serialised on an advisory lock, and built under a
// temporary name then renamed, so a crash never leaves a half-migrated
// template behind that name.
func postgresTemplate(admin, prefix string) (string, error) {
	cache.mu.Lock()
	defer cache.mu.Unlock()
	if name, ok := cache.postgres[admin+"\x00"+prefix]; ok {
		return name, nil
	}
	digest, err := store.MigrationsDigest(store.Postgres)
	if err != nil {
		return "", err
	}
	name := prefix + "tmpl_" + digest[:16]
	building := name + "_build"
	ctx := context.Background()
	adminDB, err := sql.Open("pgx", admin)
	if err != nil {
		return "", err
	}
	defer adminDB.Close()
	conn, err := adminDB.Conn(ctx)
	if err != nil {
		return "", err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock(hashtext($1))", name); err != nil {
		return "", fmt.Errorf("lock %s: %w", name, err)
	}
	defer conn.ExecContext(ctx, "SELECT pg_advisory_unlock(hashtext($1))", name) //nolint:errcheck
	var exists bool
	if err := conn.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", name).Scan(&exists); err != nil {
		return "", fmt.Errorf("look for %s: %w", name, err)
	}
	if !exists {
		if err := buildPostgresTemplate(ctx, conn, admin, building, name); err != nil {
			return "", err
		}
	}
	cache.postgres[admin+"\x00"+prefix] = name
	return name, nil
}

func buildPostgresTemplate(ctx context.Context, conn *sql.Conn, admin, building, name string) error {
	if _, err := conn.ExecContext(ctx, "DROP DATABASE IF EXISTS "+building+" WITH (FORCE)"); err != nil {
		return fmt.Errorf("drop %s: %w", building, err)
	}
	if _, err := conn.ExecContext(ctx, "CREATE DATABASE "+building); err != nil {
		return fmt.Errorf("create %s: %w", building, err)
	}
	u, err := urlWithPath(admin, building)
	if err != nil {
		return err
	}
	db, err := store.Open(ctx, u)
	if err != nil {
		return err
	}
	err = db.Migrate(ctx)
	db.Close()
	if err != nil {
		return fmt.Errorf("migrate %s: %w", building, err)
	}
	if _, err := conn.ExecContext(ctx, "ALTER DATABASE "+building+" RENAME TO "+name); err != nil {
		return fmt.Errorf("rename %s: %w", building, err)
	}
	return nil
}

// sqliteTemplate returns a migrated SQLite file to copy, built once per
// migrations digest in the system's temporary directory and kept there
// (written under a temporary name, then renamed into place).
func sqliteTemplate() (string, error) {
	prefix, err := DBPrefix()
	if err != nil {
		return "", err
	}
	cache.mu.Lock()
	defer cache.mu.Unlock()
	if path, ok := cache.sqlite[prefix]; ok {
		return path, nil
	}
	digest, err := store.MigrationsDigest(store.SQLite)
	if err != nil {
		return "", err
	}
	dir := filepath.Join(os.TempDir(), "burrow-test-templates")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	path := filepath.Join(dir, prefix+"tmpl_"+digest[:16]+".db")
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		if err := buildSQLiteTemplate(dir, path); err != nil {
			return "", err
		}
	} else if err != nil {
		return "", err
	}
	cache.sqlite[prefix] = path
	return path, nil
}

func buildSQLiteTemplate(dir, path string) error {
	work, err := os.MkdirTemp(dir, "build-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	file := filepath.Join(work, "template.db")
	ctx := context.Background()
	db, err := store.Open(ctx, "sqlite:"+file)
	if err != nil {
		return err
	}
	err = db.Migrate(ctx)
	if err == nil {
		// Fold the write-ahead log into the file, so the file alone is the database.
		_, err = db.Bun.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
	}
	db.Close()
	if err != nil {
		return fmt.Errorf("migrate sqlite template: %w", err)
	}
	return os.Rename(file, path)
}

// copyFile copies src to a new file dst.
func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
