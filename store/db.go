// Package store holds Burrow's storage: bun models, embedded migrations and the
// repositories every service reads through. One code path serves SQLite (the
// embedded default) and PostgreSQL (production, shared by several replicas).
package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"database/sql/driver"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib" // also registers the "pgx" database/sql driver
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	"github.com/uptrace/bun/migrate"
	_ "modernc.org/sqlite" // registers the pure-Go "sqlite" database/sql driver
)

// Dialect names the database engine behind a DB.
type Dialect string

// The supported dialects.
const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// DefaultURL is the database used when none is configured.
const DefaultURL = "sqlite:burrow.db"

//go:embed migrations
var migrationFS embed.FS

// DB is an open Burrow database.
type DB struct {
	// Bun is the read-write handle used by the repositories.
	Bun *bun.DB
	// Dialect tells which engine the DB runs on.
	Dialect Dialect
	// ReadOnly runs user-written SQL: on SQLite a separate pool opened with
	// mode=ro and query_only, on PostgreSQL the main pool (callers must use a
	// read-only transaction there).
	ReadOnly *sql.DB
	// Read is the handle for reads that must never wait for a writer: on
	// SQLite a pool of its own (WAL lets it read while an import writes);
	// on PostgreSQL the same handle as Bun.
	Read *bun.DB
	// URL is the URL the DB was opened with.
	URL string
	// Path is the database file on SQLite, empty on PostgreSQL.
	Path string

	debugSQL io.Writer    // where statements are logged (LogSQL); nil: nowhere
	reads    *reads       // hand-written reads: their connections and hooks
	persons  *personCache // the persons pages of recordings showed
	// authReads, on SQLite, read the version of the API keys (AuthVersion).
	authReads *sqliteReads
	// authSQL, on PostgreSQL, reads the version of the API keys: the pool
	// itself, not Bun or Read, which AddQueryHook may replace while the
	// version is polled.
	authSQL *sql.DB
}

// DefaultConnectTimeout bounds connecting to the database when
// OpenOptions.ConnectTimeout is zero.
const DefaultConnectTimeout = 10 * time.Second

// OpenOptions tune Open; the zero value takes the defaults.
type OpenOptions struct {
	// ConnectTimeout bounds opening a connection and the first round trip:
	// a host that accepts TCP and never answers fails instead of hanging.
	// Default DefaultConnectTimeout.
	ConnectTimeout time.Duration
	// PageReadConns bounds the PostgreSQL connections of list pages (see
	// DB.PageReads). Default DefaultPageReadConns.
	PageReadConns int
}

// DefaultPageReadConns is the default size of the PostgreSQL pool of list
// pages: twice the CPUs plus one, the usual size of a pool that keeps a
// database's cores busy without oversubscribing them. With 32 connections on
// 2 cores, 16 concurrent pages ran on 16 backends that the kernel time-sliced,
// and the slowest 1% of pages took 2-10 times as long as with 5-6
// (BENCHMARKS.md, "Round 3").
func DefaultPageReadConns() int { return 2*runtime.GOMAXPROCS(0) + 1 }

// DefaultSQLiteReadConns is the default size of SQLite's pool of reads
// (DB.Read, list pages among them): the CPUs plus one. SQLite runs in this
// process and its read connections map the file (sqliteReadMmap), so a read
// is CPU work here and more connections only add memory and wait time: on 2
// cores, 3 connections served REST pages of recordings with their persons as
// fast as 4 with a lower p99 and less memory, and 8 were a third slower
// (BENCHMARKS.md, "Round 4").
func DefaultSQLiteReadConns() int { return runtime.GOMAXPROCS(0) + 1 }

// sqliteReadMmap is the mmap_size of SQLite's read connections: pages are
// read from the file mapped into memory, shared by every connection,
// instead of being copied into each connection's own page cache (with 8
// connections, a third of a REST page's CPU went to fetching and locking
// cached pages). The cost, as SQLite documents it: an I/O error on the file
// while it is mapped (a failing disk, the file truncated by something that
// is not SQLite) stops the process instead of failing one read. Only read
// connections map the file; writes go through the usual page cache.
const sqliteReadMmap = 256 << 20

// Open opens the database named by rawURL: "sqlite:PATH" (or a bare path,
// or "sqlite://PATH") or "postgres://…"/"postgresql://…".
func Open(ctx context.Context, rawURL string) (*DB, error) {
	return OpenWith(ctx, rawURL, OpenOptions{})
}

// OpenWith is Open with options.
func OpenWith(ctx context.Context, rawURL string, opts OpenOptions) (*DB, error) {
	if rawURL == "" {
		rawURL = DefaultURL
	}
	if opts.ConnectTimeout <= 0 {
		opts.ConnectTimeout = DefaultConnectTimeout
	}
	var (
		db  *DB
		err error
	)
	switch {
	case strings.HasPrefix(rawURL, "postgres://"), strings.HasPrefix(rawURL, "postgresql://"):
		if opts.PageReadConns <= 0 {
			opts.PageReadConns = DefaultPageReadConns()
		}
		db, err = openPostgres(rawURL, opts.ConnectTimeout, opts.PageReadConns)
	default:
		// PageReadConns is PostgreSQL's: SQLite's reads have one pool.
		db, err = openSQLite(rawURL, DefaultSQLiteReadConns())
	}
	if err != nil {
		return nil, err
	}
	pingCtx, cancel := context.WithTimeout(ctx, opts.ConnectTimeout)
	defer cancel()
	if err := db.Bun.PingContext(pingCtx); err != nil {
		db.Close()
		if ctx.Err() == nil && pingCtx.Err() != nil {
			return nil, fmt.Errorf("store: connect to %s: no answer within %s (is the host a database server, and reachable?): %w",
				redact(rawURL), opts.ConnectTimeout, err)
		}
		return nil, fmt.Errorf("store: connect to %s: %w", redact(rawURL), err)
	}
	if debugSQLFromEnv() {
		db.LogSQL(os.Stderr)
	}
	return db, nil
}

// sqlitePath extracts the file path from a sqlite URL.
func sqlitePath(rawURL string) (string, error) {
	path := rawURL
	switch {
	case strings.HasPrefix(path, "sqlite://"):
		path = strings.TrimPrefix(path, "sqlite://")
	case strings.HasPrefix(path, "sqlite:"):
		path = strings.TrimPrefix(path, "sqlite:")
	case strings.Contains(path, "://"):
		return "", fmt.Errorf("store: unsupported database URL %q (want sqlite:PATH or postgres://…)", redact(rawURL))
	}
	if i := strings.IndexByte(path, '?'); i >= 0 {
		path = path[:i]
	}
	if path == "" {
		return "", errors.New("store: sqlite URL has no file path")
	}
	return path, nil
}

// sqliteFileURI returns path as an SQLite URI filename. SQLite reads "#" as
// the start of a fragment and "%XX" as an escape in a URI, so a path holding
// them (a Go subtest's temporary directory such as "TestX/sqlite#01") would
// otherwise open a different, shared file.
func sqliteFileURI(path string) string {
	return "file:" + strings.NewReplacer("%", "%25", "#", "%23", "?", "%3f").Replace(path)
}

func openSQLite(rawURL string, readConns int) (*DB, error) {
	path, err := sqlitePath(rawURL)
	if err != nil {
		return nil, err
	}
	if dir := filepath.Dir(path); dir != "." {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("store: create directory for %s: %w", path, err)
		}
	}
	// Timestamps are written by bun as UTC text ("2006-01-02 15:04:05.999999+00:00"),
	// which sorts lexically; _time_format makes the driver write the same shape.
	common := "_time_format=sqlite&_pragma=foreign_keys(1)"
	file := sqliteFileURI(path)
	// A writer waits at most SQLiteBusyTimeout for another one (a `burrow
	// import` into the live file holds the lock for long stretches), then
	// fails with SQLITE_BUSY, which the surfaces answer 503 (IsBusy).
	busy := fmt.Sprintf("&_pragma=busy_timeout(%d)", SQLiteBusyTimeout.Milliseconds())
	rw, err := sql.Open("sqlite", file+"?"+common+busy+"&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_txlock=immediate")
	if err != nil {
		return nil, fmt.Errorf("store: open sqlite %s: %w", path, err)
	}
	// Several connections: a write waiting for the lock holds one, not the
	// whole server. Writers still take turns (BEGIN IMMEDIATE, busy timeout).
	rw.SetMaxOpenConns(8)
	rw.SetMaxIdleConns(8)
	// Reads go through pools of their own: in WAL mode they never wait for
	// a writer, in this process or another.
	readDSN := file + "?" + common + "&_pragma=busy_timeout(5000)&_pragma=query_only(1)" +
		fmt.Sprintf("&_pragma=mmap_size(%d)", sqliteReadMmap)
	read, err := sql.Open("sqlite", readDSN)
	if err != nil {
		rw.Close()
		return nil, fmt.Errorf("store: open sqlite read pool %s: %w", path, err)
	}
	read.SetMaxOpenConns(readConns)
	read.SetMaxIdleConns(readConns)
	ro, err := sql.Open("sqlite", file+"?mode=ro&"+common+"&_pragma=busy_timeout(5000)&_pragma=query_only(1)")
	if err != nil {
		rw.Close()
		read.Close()
		return nil, fmt.Errorf("store: open read-only sqlite %s: %w", path, err)
	}
	ro.SetMaxOpenConns(8)
	// As many kept idle as may be open: database/sql keeps 2 by default, so
	// under more than 2 concurrent reads every other connection was closed
	// on release and opened again (with its prepared statements) for the
	// next read: at 16 client connections, fewer pages per second than at 2.
	ro.SetMaxIdleConns(8)
	return &DB{
		Bun:       bun.NewDB(rw, sqlitedialect.New()),
		Read:      bun.NewDB(read, sqlitedialect.New()),
		Dialect:   SQLite,
		ReadOnly:  ro,
		URL:       rawURL,
		Path:      path,
		reads:     newSQLiteDBReads(read, readDSN, readConns),
		persons:   newPersonCache(personCacheBytes),
		authReads: newSQLiteReads(func() (driver.Conn, error) { return read.Driver().Open(readDSN) }, readConns),
	}, nil
}

func openPostgres(rawURL string, connectTimeout time.Duration, pageReadConns int) (*DB, error) {
	// Every new connection of the pool is bounded too (pgx's
	// connect_timeout), unless the URL sets its own.
	if u, err := url.Parse(rawURL); err == nil && u.Query().Get("connect_timeout") == "" {
		q := u.Query()
		q.Set("connect_timeout", strconv.Itoa(max(1, int(connectTimeout.Round(time.Second)/time.Second))))
		u.RawQuery = q.Encode()
		rawURL = u.String()
	}
	sqldb, err := sql.Open("pgx", rawURL)
	if err != nil {
		return nil, fmt.Errorf("store: open postgres %s: %w", redact(rawURL), err)
	}
	sqldb.SetMaxOpenConns(32)
	sqldb.SetMaxIdleConns(16)
	sqldb.SetConnMaxIdleTime(5 * time.Minute)
	// List pages have a pool of their own: a few connections kept busy
	// (see DefaultPageReadConns), never waiting behind long analytics
	// queries, which keep the main pool.
	pagesCfg, err := pgx.ParseConfig(rawURL)
	if err != nil {
		sqldb.Close()
		return nil, fmt.Errorf("store: open postgres %s: %w", redact(rawURL), err)
	}
	pages := stdlib.OpenDB(*pagesCfg, stdlib.OptionAfterConnect(setUpPageConn))
	pages.SetMaxOpenConns(pageReadConns)
	pages.SetMaxIdleConns(pageReadConns)
	pages.SetConnMaxIdleTime(5 * time.Minute)
	b := bun.NewDB(sqldb, pgdialect.New())
	return &DB{
		Bun:      b,
		Read:     b,
		Dialect:  Postgres,
		ReadOnly: sqldb,
		URL:      rawURL,
		reads:    newReads(pages, pageReadConns),
		persons:  newPersonCache(personCacheBytes),
		authSQL:  sqldb,
	}, nil
}

// pageConnSettings are the session settings of a connection of the pool of
// list pages (set once, when it opens). Memoize is off: the planner puts it
// above the persons joined to a page of recordings, where nearly every row
// has a person of its own, so it only built and probed a hash table per page
// (0 hits in 51 probes) and the statement cost a seventh more backend CPU
// (BENCHMARKS.md, round 7). Pages join at most a hundred rows by primary key,
// where a cache cannot save much. The setting exists from PostgreSQL 14 on.
const pageConnSettings = `SELECT set_config('enable_memoize', 'off', false)
WHERE current_setting('server_version_num')::int >= 140000`

func setUpPageConn(ctx context.Context, c *pgx.Conn) error {
	if _, err := c.Exec(ctx, pageConnSettings); err != nil {
		return fmt.Errorf("store: set up a connection of list pages: %w", err)
	}
	return nil
}

// SQLiteBusyTimeout is how long a SQLite write waits for the lock held by
// another writer before it fails with SQLITE_BUSY.
const SQLiteBusyTimeout = 5 * time.Second

// Close closes every pool of the DB.
func (db *DB) Close() error {
	var err error
	if db.authReads != nil {
		db.authReads.close()
	}
	if db.reads != nil {
		if db.reads.sqlite != nil {
			db.reads.sqlite.close()
		}
		if db.reads.pool != nil && db.Dialect == Postgres { // on SQLite it is db.Read
			err = db.reads.pool.Close()
		}
	}
	err = errors.Join(err, db.Bun.Close())
	if db.Read != nil && db.Read != db.Bun {
		err = errors.Join(err, db.Read.Close())
	}
	if db.ReadOnly != nil && db.ReadOnly != db.Bun.DB {
		err = errors.Join(err, db.ReadOnly.Close())
	}
	return err
}

// Ping checks that the database answers.
func (db *DB) Ping(ctx context.Context) error {
	if err := db.Bun.PingContext(ctx); err != nil {
		return fmt.Errorf("store: ping: %w", err)
	}
	return nil
}

// Migrate applies every pending migration of the DB's dialect.
func (db *DB) Migrate(ctx context.Context) error {
	sub, err := fs.Sub(migrationFS, "migrations/"+string(db.Dialect))
	if err != nil {
		return fmt.Errorf("store: migrations for %s: %w", db.Dialect, err)
	}
	migrations := migrate.NewMigrations()
	if err := migrations.Discover(sub); err != nil {
		return fmt.Errorf("store: discover migrations: %w", err)
	}
	m := migrate.NewMigrator(db.Bun, migrations, migrate.WithMarkAppliedOnSuccess(true))
	if db.Dialect == Postgres {
		// Several replicas may start at once: serialise migrations on an advisory lock.
		conn, err := db.Bun.Conn(ctx)
		if err != nil {
			return fmt.Errorf("store: migrate: %w", err)
		}
		defer conn.Close()
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock(724201)"); err != nil {
			return fmt.Errorf("store: migrate lock: %w", err)
		}
		defer conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock(724201)") //nolint:errcheck
	}
	if err := m.Init(ctx); err != nil {
		return fmt.Errorf("store: init migrations: %w", err)
	}
	group, err := m.Migrate(ctx)
	if err != nil {
		return fmt.Errorf("store: migrate: %w", err)
	}
	for _, mig := range group.Migrations {
		if mig.Name == sessionsMigration {
			return db.backfillSessions(ctx)
		}
	}
	return nil
}

// sessionsMigration creates the sessions table, which existing events fill.
const sessionsMigration = "20261123000100"

// backfillSessions builds the sessions rows of every project from the
// events that were there before the sessions table.
func (db *DB) backfillSessions(ctx context.Context) error {
	var teams []int64
	if err := db.Bun.NewSelect().Table("projects").Column("id").Scan(ctx, &teams); err != nil {
		return fmt.Errorf("store: backfill sessions: %w", err)
	}
	return db.Bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, team := range teams {
			if err := RebuildAllSessions(ctx, tx, team); err != nil {
				return err
			}
		}
		return nil
	})
}

// FormatTime renders t the way timestamps are stored on SQLite (and accepted
// by PostgreSQL): UTC, "2006-01-02 15:04:05.999999+00:00".
func FormatTime(t time.Time) string {
	return t.UTC().Format("2006-01-02 15:04:05.999999-07:00")
}

// redact hides a password in a database URL for error messages.
func redact(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil || u.User == nil {
		return rawURL
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}

// MigrationsDigest identifies the migrations of dialect d: a SHA-256 over
// their names and contents. Test harnesses key migrated template databases
// by it, so a template is rebuilt exactly when the migrations change.
func MigrationsDigest(d Dialect) (string, error) {
	dir := "migrations/" + string(d)
	entries, err := fs.ReadDir(migrationFS, dir)
	if err != nil {
		return "", fmt.Errorf("store: migrations for %s: %w", d, err)
	}
	h := sha256.New()
	for _, e := range entries { // ReadDir sorts by name
		data, err := fs.ReadFile(migrationFS, dir+"/"+e.Name())
		if err != nil {
			return "", fmt.Errorf("store: read migration %s: %w", e.Name(), err)
		}
		fmt.Fprintf(h, "%s\x00%d\x00", e.Name(), len(data))
		h.Write(data)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
