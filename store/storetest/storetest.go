// Package storetest opens real, migrated databases for tests: a fresh SQLite
// file always, and a fresh PostgreSQL database when BURROW_TEST_POSTGRES is set
// (in CI it must be: tests fail instead of skipping when CI=true).
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store"
)

// EnvPostgres names the environment variable holding the PostgreSQL admin URL.
const EnvPostgres = "BURROW_TEST_POSTGRES"

// Target is one database engine a test body runs against.
type Target struct {
	Name string // "sqlite" or "postgres"
	// URL opens a new, empty database of this engine for each call.
	URL func(t testing.TB) string
}

// Targets lists SQLite and, when configured, PostgreSQL.
func Targets(t testing.TB) []Target {
	t.Helper()
	targets := []Target{{Name: "sqlite", URL: SQLiteURL}}
	admin := os.Getenv(EnvPostgres)
	ci := os.Getenv("CI") == "true"
	switch {
	case admin == "" && ci:
		t.Fatalf("%s is not set but CI=true: the PostgreSQL tests must run in CI", EnvPostgres)
	case admin == "":
		t.Logf("PostgreSQL tests skipped: set %s=postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable to run them", EnvPostgres)
	default:
		if err := ping(admin); err != nil {
			if ci {
				t.Fatalf("PostgreSQL at %s is unreachable but CI=true: %v", EnvPostgres, err)
			}
			t.Logf("PostgreSQL tests skipped: %s is unreachable (%v); start PostgreSQL or unset it", EnvPostgres, err)
			return targets
		}
		targets = append(targets, Target{Name: "postgres", URL: PostgresURL})
	}
	return targets
}

// ping checks that the PostgreSQL admin URL answers.
func ping(admin string) error {
	db, err := sql.Open("pgx", admin)
	if err != nil {
		return err
	}
	defer db.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	return db.PingContext(ctx)
}

// Each runs fn once per target with a fresh, migrated database.
func Each(t *testing.T, fn func(t *testing.T, db *store.DB)) {
	t.Helper()
	for _, target := range Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			fn(t, Open(t, target.URL(t)))
		})
	}
}

// EachParallel is Each with the targets' subtests run in parallel with
// each other (and with other parallel tests): for long tests whose halves
// share nothing but the test's own read-only values.
func EachParallel(t *testing.T, fn func(t *testing.T, db *store.DB)) {
	t.Helper()
	for _, target := range Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			t.Parallel()
			fn(t, Open(t, target.URL(t)))
		})
	}
}

// Open opens and migrates the database at rawURL and closes it when t ends.
func Open(t testing.TB, rawURL string) *store.DB {
	t.Helper()
	ctx := context.Background()
	db, err := store.Open(ctx, rawURL)
	if err != nil {
		t.Fatalf("open %s: %v", rawURL, err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.Migrate(ctx); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	return db
}

// SQLiteURL returns the URL of a new SQLite file in a temporary directory,
// already migrated: a copy of a template file migrated once (see
// sqliteTemplate).
func SQLiteURL(t testing.TB) string {
	t.Helper()
	tmpl, err := sqliteTemplate()
	if err != nil {
		t.Fatalf("sqlite template: %v", err)
	}
	path := filepath.Join(t.TempDir(), "burrow.db")
	if err := copyFile(tmpl, path); err != nil {
		t.Fatalf("copy sqlite template: %v", err)
	}
	return "sqlite:" + path
}

// PostgresURL creates a new PostgreSQL database (dropped when t ends),
// already migrated: CREATE DATABASE ... TEMPLATE of a database migrated once
// (see postgresTemplate). Its name starts with DBPrefix().
func PostgresURL(t testing.TB) string {
	t.Helper()
	admin := os.Getenv(EnvPostgres)
	if admin == "" {
		t.Skipf("PostgreSQL tests skipped: set %s to run them", EnvPostgres)
	}
	prefix, err := DBPrefix()
	if err != nil {
		t.Fatal(err)
	}
	tmpl, err := postgresTemplate(admin, prefix)
	if err != nil {
		t.Fatalf("postgres template: %v", err)
	}
	var b [6]byte
	rand.Read(b[:])
	name := prefix + hex.EncodeToString(b[:])
	adminDB, err := sql.Open("pgx", admin)
	if err != nil {
		t.Fatalf("open %s: %v", EnvPostgres, err)
	}
	defer adminDB.Close()
	if _, err := adminDB.Exec("CREATE DATABASE " + name + " TEMPLATE " + tmpl); err != nil {
		t.Fatalf("create database %s: %v", name, err)
	}
	t.Cleanup(func() {
		db, err := sql.Open("pgx", admin)
		if err != nil {
			return
		}
		defer db.Close()
		db.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
	})
	u, err := urlWithPath(admin, name)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// urlWithPath returns the admin URL pointing at database name.
func urlWithPath(admin, name string) (string, error) {
	u, err := url.Parse(admin)
	if err != nil {
		return "", fmt.Errorf("parse %s: %w", EnvPostgres, err)
	}
	u.Path = "/" + name
	return u.String(), nil
}
