package pgwire_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgproto3"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/pgwire"
	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/service"
	"github.com/burrow-analytics/burrow/store"
)

// wire is a test server with the PostgreSQL wire listener beside it.
type wire struct {
	env  *servertest.Env
	addr string
	srv  *pgwire.Server
}

func startWire(t *testing.T, env *servertest.Env, cfg pgwire.Config) *wire {
	t.Helper()
	return startWireCfg(t, env, cfg)
}

// startWireAny is startWire for any testing.TB (fuzz targets, benchmarks).
func startWireAny(t testing.TB, env *servertest.Env) *wire {
	t.Helper()
	return startWireCfg(t, env, pgwire.Config{})
}

func startWireCfg(t testing.TB, env *servertest.Env, cfg pgwire.Config) *wire {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := pgwire.New(env.Svc, slog.New(slog.NewTextHandler(io.Discard, nil)), cfg)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	return &wire{env: env, addr: ln.Addr().String(), srv: srv}
}

// url is a connection string for key and database.
func (w *wire) url(key, database string) string {
	return fmt.Sprintf("postgres://anyone:%s@%s/%s?sslmode=disable", key, w.addr, database)
}

func (w *wire) connect(t *testing.T, key string, project int64) *pgx.Conn {
	t.Helper()
	return w.connectTB(t, key, project)
}

func (w *wire) connectTB(t testing.TB, key string, project int64) *pgx.Conn {
	t.Helper()
	c, err := pgx.Connect(context.Background(), w.url(key, strconv.FormatInt(project, 10)))
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	t.Cleanup(func() { c.Close(context.Background()) })
	return c
}

// sqlState is the SQLSTATE of err, or "" when it has none.
func sqlState(err error) string {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		return pe.Code
	}
	return ""
}

// restRows runs statement through POST query/ and returns its rows.
func restRows(t *testing.T, env *servertest.Env, statement string) [][]any {
	t.Helper()
	r := env.Do(t, http.MethodPost, fmt.Sprintf("/api/environments/%d/query/", env.Project.ID), env.Key,
		map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": statement}})
	if r.Status != http.StatusOK {
		t.Fatalf("REST %s: %d %s", statement, r.Status, r.Body)
	}
	var body struct {
		Results [][]any `json:"results"`
	}
	r.JSON(t, &body)
	return body.Results
}

func TestPgxAgainstREST(t *testing.T) {
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		env.AddEvents(t, env.Project.ID, 300)
		other := env.NewProject(t, "other")
		env.AddEvents(t, other.ID, 5)
		w := startWire(t, env, pgwire.Config{})
		c := w.connect(t, env.Key, env.Project.ID)
		ctx := context.Background()

		const stmt = "SELECT distinct_id, count() AS n, min(timestamp) AS first, max(timestamp) > toDateTime('2026-01-01') AS later FROM events GROUP BY distinct_id ORDER BY distinct_id LIMIT 50"
		want := restRows(t, env, stmt)
		rows, err := c.Query(ctx, stmt) // extended protocol, binary results
		if err != nil {
			t.Fatal(err)
		}
		var got [][]any
		for rows.Next() {
			var id string
			var n int64
			var first time.Time
			var later bool
			if err := rows.Scan(&id, &n, &first, &later); err != nil {
				t.Fatal(err)
			}
			got = append(got, []any{id, float64(n), first.UTC().Format(time.RFC3339), later})
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		if len(got) != 7 || len(got) != len(want) {
			t.Fatalf("got %d rows over the wire, %d from REST", len(got), len(want))
		}
		for i := range want {
			wantFirst, err := time.Parse(time.RFC3339Nano, want[i][2].(string))
			if err != nil {
				t.Fatal(err)
			}
			if got[i][0] != want[i][0] || got[i][1] != want[i][1] || got[i][2] != wantFirst.UTC().Format(time.RFC3339) || got[i][3] != want[i][3] {
				t.Errorf("row %d: wire %v, REST %v", i, got[i], want[i])
			}
		}

		// The same through the simple protocol (text results).
		var n int64
		if err := c.QueryRow(ctx, "SELECT count() FROM events", pgx.QueryExecModeSimpleProtocol).Scan(&n); err != nil || n != 300 {
			t.Errorf("simple protocol count: %d, %v", n, err)
		}
		// Parameters are bound, never spliced; LIMIT takes one too.
		var ids []string
		rows, err = c.Query(ctx, "SELECT distinct_id FROM events WHERE distinct_id = $1 OR distinct_id = $2 LIMIT $3", "user1", "x' OR 1=1 --", 5)
		if err == nil {
			ids, err = pgx.CollectRows(rows, pgx.RowTo[string])
		}
		if err != nil || len(ids) != 5 || ids[0] != "user1" {
			t.Errorf("parameters: %v, %v", ids, err)
		}
		// A placeholder compared with a timestamp column is a timestamptz.
		if err := c.QueryRow(ctx, "SELECT count() FROM events WHERE timestamp >= $1 AND timestamp < $2",
			time.Date(2026, 1, 1, 0, 10, 0, 0, time.UTC), time.Date(2026, 1, 1, 0, 20, 0, 0, time.UTC)).Scan(&n); err != nil || n != 10 {
			t.Errorf("timestamp parameters: %d, %v", n, err)
		}
		// Arrays and JSON decode natively.
		var arr []int64
		var props map[string]any
		if err := c.QueryRow(ctx, "SELECT [1, 2, 3] AS a, properties FROM events LIMIT 1").Scan(&arr, &props); err != nil || len(arr) != 3 || props["$browser"] != "Chrome" {
			t.Errorf("array %v, json %v: %v", arr, props, err)
		}
		// Tuples (and arrays of them) are JSON arrays, as in REST's results.
		var tup, tups []any
		if err := c.QueryRow(ctx, "SELECT tuple('a', 1), [tuple('b', 2), tuple('c', 3)]").Scan(&tup, &tups); err != nil ||
			fmt.Sprint(tup) != "[a 1]" || fmt.Sprint(tups) != "[[b 2] [c 3]]" {
			t.Errorf("tuple %v, array of tuples %v: %v", tup, tups, err)
		}
		// An export: no default LIMIT 100 and no 50,000-row cut.
		rows, err = c.Query(ctx, "SELECT a.uuid FROM events a CROSS JOIN events b")
		if err != nil {
			t.Fatal(err)
		}
		count := 0
		for rows.Next() {
			count++
		}
		if err := rows.Err(); err != nil || count != 300*300 {
			t.Errorf("streamed %d rows, want %d: %v", count, 300*300, err)
		}
		// Only the connection's project is read.
		if err := c.QueryRow(ctx, "SELECT count() FROM events WHERE distinct_id != ''").Scan(&n); err != nil || n != 300 {
			t.Errorf("count %d, %v: another project's rows were read", n, err)
		}
	})
}

func TestErrorsAndCatalogue(t *testing.T) {
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		env.AddEvents(t, env.Project.ID, 20)
		w := startWire(t, env, pgwire.Config{MaxResultBytes: 500})
		c := w.connect(t, env.Key, env.Project.ID)
		ctx := context.Background()
		for _, tc := range []struct{ stmt, code string }{
			{"SELEC 1", "42601"},
			{"SELECT nope FROM events", "42703"},
			{"SELECT 1 FROM nope", "42P01"},
			{"DELETE FROM events", "42601"},
			{"SELECT uuid, properties FROM events", "53400"}, // over the 500-byte cap
			{"SELECT * FROM pg_catalog.pg_roles", "0A000"},
			{"SHOW nonsense", "42704"},
		} {
			_, err := c.Exec(ctx, tc.stmt)
			if got := sqlState(err); got != tc.code {
				t.Errorf("%s: SQLSTATE %q (%v), want %s", tc.stmt, got, err, tc.code)
			}
		}
		// The connection still works after errors.
		var version, schema, db, setting string
		if err := c.QueryRow(ctx, "SELECT version()").Scan(&version); err != nil || version == "" {
			t.Errorf("version(): %q %v", version, err)
		}
		if err := c.QueryRow(ctx, "SELECT current_schema()").Scan(&schema); err != nil || schema != "public" {
			t.Errorf("current_schema(): %q %v", schema, err)
		}
		if err := c.QueryRow(ctx, "SELECT current_database()").Scan(&db); err != nil || db != strconv.FormatInt(env.Project.ID, 10) {
			t.Errorf("current_database(): %q %v", db, err)
		}
		if err := c.QueryRow(ctx, "SHOW server_version").Scan(&setting); err != nil || setting != pgwire.ServerVersion {
			t.Errorf("SHOW server_version: %q %v", setting, err)
		}
		if _, err := c.Exec(ctx, "SET application_name = 'x'"); err != nil {
			t.Errorf("SET: %v", err)
		}
		rows, err := c.Query(ctx, "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'events' ORDER BY ordinal_position")
		if err != nil {
			t.Fatal(err)
		}
		cols := map[string]string{}
		for rows.Next() {
			var name, typ string
			if err := rows.Scan(&name, &typ); err != nil {
				t.Fatal(err)
			}
			cols[name] = typ
		}
		if cols["event"] != "text" || cols["timestamp"] != "timestamp with time zone" || cols["properties"] != "json" {
			t.Errorf("information_schema.columns of events: %v", cols)
		}
		var tables []string
		rows, err = c.Query(ctx, "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")
		if err == nil {
			tables, err = pgx.CollectRows(rows, pgx.RowTo[string])
		}
		if err != nil || len(tables) < 5 {
			t.Errorf("information_schema.tables: %v %v", tables, err)
		}
	})
}

func TestRefusedAndRevoked(t *testing.T) {
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		w := startWire(t, env, pgwire.Config{})
		ctx := context.Background()
		other := env.NewProject(t, "other")
		scoped := env.NewKey(t, []string{"query:read"}, []int64{env.Project.ID})
		noScope := env.NewKey(t, []string{"person:read"}, nil)
		for _, tc := range []struct {
			name, key, db, code string
		}{
			{"bad key", "phx_wrong", strconv.FormatInt(env.Project.ID, 10), "28P01"},
			{"foreign project", scoped, strconv.FormatInt(other.ID, 10), "3D000"},
			{"unknown project", env.Key, "999999", "3D000"},
			{"not a project id", env.Key, "postgres", "3D000"},
			{"no query:read", noScope, strconv.FormatInt(env.Project.ID, 10), "42501"},
		} {
			_, err := pgx.Connect(ctx, w.url(tc.key, tc.db))
			if got := sqlState(err); got != tc.code {
				t.Errorf("%s: SQLSTATE %q (%v), want %s", tc.name, got, err, tc.code)
			}
		}
		// A foreign and an unknown project look the same.
		_, errForeign := pgx.Connect(ctx, w.url(scoped, strconv.FormatInt(other.ID, 10)))
		_, errUnknown := pgx.Connect(ctx, w.url(scoped, "999999"))
		var a, b *pgconn.PgError
		if !errors.As(errForeign, &a) || !errors.As(errUnknown, &b) || a.Message != b.Message {
			t.Errorf("foreign %v and unknown %v projects differ", errForeign, errUnknown)
		}

		// Revoking a key closes its open connections.
		key, k, err := auth.IssueKey(ctx, env.DB.Bun, auth.NewKeyRequest{Email: "r@example.com", Scopes: []string{"*"}})
		if err != nil {
			t.Fatal(err)
		}
		c := w.connect(t, key, env.Project.ID)
		if err := c.Ping(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := env.Svc.Auth.Revoke(ctx, strconv.FormatInt(k.ID, 10)); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(10 * time.Second)
		for c.Ping(ctx) == nil {
			if time.Now().After(deadline) {
				t.Fatal("the revoked key's connection still answers")
			}
			time.Sleep(20 * time.Millisecond)
		}
		if _, err := pgx.Connect(ctx, w.url(key, strconv.FormatInt(env.Project.ID, 10))); sqlState(err) != "28P01" {
			t.Errorf("revoked key connects: %v", err)
		}
	})
}

func TestCancel(t *testing.T) {
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		env.AddEvents(t, env.Project.ID, servertest.SlowQueryRows)
		w := startWire(t, env, pgwire.Config{})
		c := w.connect(t, env.Key, env.Project.ID)
		ctx := context.Background()
		errc := make(chan error, 1)
		go func() {
			_, err := c.Exec(ctx, servertest.SlowQuerySQL)
			errc <- err
		}()
		// Cancel once the statement runs: a cancel request that arrives
		// before it would find nothing to stop, as on PostgreSQL.
		for i := 0; ; i++ {
			if err := c.PgConn().CancelRequest(ctx); err != nil {
				t.Fatal(err)
			}
			select {
			case err := <-errc:
				if sqlState(err) != "57014" {
					t.Fatalf("cancelled statement: %v, want 57014", err)
				}
				var n int64
				if err := c.QueryRow(ctx, "SELECT count() FROM events").Scan(&n); err != nil || n != servertest.SlowQueryRows {
					t.Errorf("after cancel: %d %v", n, err)
				}
				return
			case <-time.After(100 * time.Millisecond):
			}
			if i == 200 {
				t.Fatal("the statement was not cancelled")
			}
		}
	})
}

// TestCancelAtAnotherReplica sends the cancel request to a second server
// sharing the PostgreSQL store: it reaches the first through the store's
// notifications.
func TestCancelAtAnotherReplica(t *testing.T) {
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		if env.DB.Dialect != store.Postgres {
			t.Skip("replicas share a PostgreSQL store")
		}
		env.AddEvents(t, env.Project.ID, servertest.SlowQueryRows)
		w := startWire(t, env, pgwire.Config{})
		replica := service.New(env.DB, slog.New(slog.NewTextHandler(io.Discard, nil)), service.Config{Query: servertest.QueryConfig()})
		t.Cleanup(replica.Start(context.Background()))
		w2 := startWire(t, &servertest.Env{Svc: replica}, pgwire.Config{})
		c := w.connect(t, env.Key, env.Project.ID)
		ctx := context.Background()
		errc := make(chan error, 1)
		go func() {
			_, err := c.Exec(ctx, servertest.SlowQuerySQL)
			errc <- err
		}()
		// The cancel request, as a client sends it, but to the other replica.
		pid, secret := c.PgConn().PID(), c.PgConn().SecretKey()
		for i := 0; ; i++ {
			sendCancel(t, w2.addr, pid, secret)
			select {
			case err := <-errc:
				if sqlState(err) != "57014" {
					t.Fatalf("cancelled statement: %v, want 57014", err)
				}
				return
			case <-time.After(100 * time.Millisecond):
			}
			if i == 200 {
				t.Fatal("the statement was not cancelled")
			}
		}
	})
}

// sendCancel sends a CancelRequest to addr.
func sendCancel(t *testing.T, addr string, pid uint32, secret []byte) {
	t.Helper()
	nc, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	buf, err := (&pgproto3.CancelRequest{ProcessID: pid, SecretKey: secret}).Encode(nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := nc.Write(buf); err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, nc) // the server closes the connection
}

// TestStatementTimeout: the statement timeout of POST query/ applies (57014).
func TestStatementTimeout(t *testing.T) {
	cfg := servertest.QueryConfig()
	cfg.StatementTimeout = 300 * time.Millisecond
	servertest.EachQuery(t, cfg, func(t *testing.T, env *servertest.Env) {
		env.AddEvents(t, env.Project.ID, servertest.SlowQueryRows)
		w := startWire(t, env, pgwire.Config{})
		c := w.connect(t, env.Key, env.Project.ID)
		_, err := c.Exec(context.Background(), servertest.SlowQuerySQL)
		if sqlState(err) != "57014" {
			t.Errorf("a statement past the timeout: %v, want 57014", err)
		}
		var n int64
		if err := c.QueryRow(context.Background(), "SELECT count() FROM events").Scan(&n); err != nil || n != servertest.SlowQueryRows {
			t.Errorf("after the timeout: %d %v", n, err)
		}
	})
}
