package clickhouse_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/clickhouse/clickhousetest"
	"github.com/burrow-analytics/burrow/clickhouse/schema"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/engine"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// sessionsQuery reads every column of sessions, as a statement sees them.
const sessionsQuery = `SELECT session_id, distinct_id, $start_timestamp, $end_timestamp, $session_duration,
	$pageview_count, $autocapture_count, $screen_count, $event_count,
	$entry_current_url, $end_current_url, $entry_pathname, $end_pathname, $entry_referring_domain,
	$entry_utm_source, $entry_utm_medium, $entry_utm_campaign, $channel_type, $is_bounce, $urls
	FROM sessions ORDER BY session_id`

// sessionEvents are random events of two projects whose sessions put the
// first/last rules to the test: timestamps drawn from a few values (many
// ties, broken by uuid, which is not the order of arrival), some before
// 1970, distinct ids changing within a session, properties present,
// empty or missing, events with no session.
func sessionEvents(seed uint64, n int) []store.Event {
	rng := rand.New(rand.NewPCG(seed, 26))
	bases := []time.Time{
		time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC),
		time.Date(1969, 12, 31, 23, 59, 59, 999_990_000, time.UTC), // a session across the epoch
		time.Date(2026, 11, 30, 23, 59, 58, 0, time.UTC),           // and across a month (partitions)
	}
	pick := func(vals ...string) string { return vals[rng.IntN(len(vals))] }
	events := make([]store.Event, n)
	for i := range events {
		team := int64(1 + rng.IntN(2))
		s := rng.IntN(30)
		base := bases[s%len(bases)]
		ts := base.Add(time.Duration(rng.IntN(4))*time.Second + time.Duration(rng.IntN(3))*7*time.Microsecond)
		if s%7 == 0 { // long sessions: not bounces
			ts = ts.Add(time.Duration(rng.IntN(60)) * time.Second)
		}
		props := map[string]any{}
		if u := pick("", "https://a.test/x?q=1", "https://a.test/y", "https://b.test/", "-"); u != "-" {
			props["$current_url"] = u
		}
		if p := pick("", "/p1", "-", "-"); p != "-" {
			props["$pathname"] = p
		}
		if d := pick("", "google.com", "news.ycombinator.com", "-", "-"); d != "-" {
			props["$referring_domain"] = d
		}
		if r := pick("https://www.bing.com/search", "", "-", "-"); r != "-" {
			props["$referrer"] = r
		}
		for _, k := range []string{"utm_source", "utm_medium", "utm_campaign"} {
			if v := pick("", "google", "cpc", "email", "-", "-", "-"); v != "-" {
				props[k] = v
			}
		}
		var session *string
		switch rng.IntN(12) {
		case 0: // no session
		case 1: // an empty one, which import leaves out
			props["$session_id"] = ""
		default:
			id := fmt.Sprintf("s%02d", s)
			session = &id
			props["$session_id"] = id
		}
		raw, _ := json.Marshal(props)
		events[i] = store.Event{
			// Uuids in an order unrelated to arrival or time.
			UUID:   fmt.Sprintf("%08x-%d", rng.Uint32(), i),
			TeamID: team, Event: pick("$pageview", "$pageview", "$autocapture", "$screen", "clicked"),
			DistinctID: pick("d1", "d2", "d3"), Properties: raw,
			Timestamp: ts.UTC(), CreatedAt: base, SessionID: session,
		}
	}
	return events
}

// storeSessions computes the sessions of events in a SQLite store
// (store.RebuildAllSessions) and reads them with sessionsQuery, by
// project. The events' projects 1 and 2 become two projects of the store
// (events is changed in place).
func storeSessions(t *testing.T, events []store.Event) map[int64][][]any {
	t.Helper()
	ctx := context.Background()
	db := storetest.Open(t, storetest.SQLiteURL(t))
	teams := map[int64]int64{}
	for _, n := range []int64{1, 2} {
		p, err := store.CreateProject(ctx, db.Bun, fmt.Sprint("p", n))
		if err != nil {
			t.Fatal(err)
		}
		teams[n] = p.ID
	}
	for i := range events {
		events[i].TeamID = teams[events[i].TeamID]
	}
	if _, err := db.Bun.NewInsert().Model(&events).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	out := map[int64][][]any{}
	for _, team := range teams {
		if err := store.RebuildAllSessions(ctx, db.Bun, team); err != nil {
			t.Fatal(err)
		}
		out[team] = runSessions(t, engine.New(db), team)
	}
	return out
}

// engineSessions reads sessionsQuery on c for the projects of want.
func engineSessions(t *testing.T, c *clickhouse.Client, want map[int64][][]any) map[int64][][]any {
	t.Helper()
	out := map[int64][][]any{}
	for team := range want {
		out[team] = runSessions(t, clickhouse.NewRunner(c, clickhouse.RunnerOptions{}), team)
	}
	return out
}

func runSessions(t *testing.T, r hogql.Runner, team int64) [][]any {
	t.Helper()
	q, err := hogql.Compile(sessionsQuery, hogql.Options{TeamID: team, Engine: r.Engine()})
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Run(context.Background(), q, hogql.RunOptions{})
	if err != nil {
		t.Fatalf("%v\n%s", err, q.SQL)
	}
	if len(res.Rows) == 0 {
		t.Fatalf("project %d has no sessions: the test would compare nothing", team)
	}
	return res.Rows
}

// insertShuffled sends events to c in a random order, in batches of random
// sizes, each with its own deduplication token (and one sent twice, as a
// retry).
func insertShuffled(t *testing.T, c *clickhouse.Client, events []store.Event, seed uint64) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	shuffled := append([]store.Event(nil), events...)
	rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	for len(shuffled) > 0 {
		n := min(len(shuffled), 1+rng.IntN(150))
		batch := shuffled[:n]
		shuffled = shuffled[n:]
		for range 1 + rng.IntN(2) {
			if err := c.InsertEvents(context.Background(), batch, clickhouse.EventsToken(batch)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func sameSessions(t *testing.T, what string, got, want map[int64][][]any) {
	t.Helper()
	for team, rows := range want {
		if !reflect.DeepEqual(got[team], rows) {
			t.Errorf("%s: project %d's sessions differ from the store's", what, team)
			for i := range max(len(rows), len(got[team])) {
				var g, w []any
				if i < len(got[team]) {
					g = got[team][i]
				}
				if i < len(rows) {
					w = rows[i]
				}
				if !reflect.DeepEqual(g, w) {
					t.Errorf("row %d:\n engine %v\n store  %v", i, g, w)
				}
			}
		}
	}
}

// TestSessionsMatchStore: the sessions ClickHouse keeps from events that
// arrive out of order, in several batches (one retried), are the store's,
// column for column, ties in timestamps broken by uuid.
func TestSessionsMatchStore(t *testing.T) {
	t.Parallel()
	events := sessionEvents(1, 900)
	want := storeSessions(t, events)
	c := clickhousetest.Migrated(t, "sessions")
	insertShuffled(t, c, events, 2)
	sameSessions(t, "after inserts", engineSessions(t, c, want), want)
	// Merged parts hold the same states.
	if err := c.Conn.Exec(context.Background(), "OPTIMIZE TABLE raw_sessions_v2 FINAL"); err != nil {
		t.Fatal(err)
	}
	sameSessions(t, "after OPTIMIZE", engineSessions(t, c, want), want)
}

// TestSessionsMigrationRebuilds: an engine upgraded to
// 0006_raw_sessions_v2.sql keeps the sessions of the events it held (the
// migration rebuilds them), adds those of later events, and a second run of
// the file (as after an interruption) leaves them as they are.
func TestSessionsMigrationRebuilds(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	const upgrade = "0006_raw_sessions_v2.sql"
	events := sessionEvents(3, 900)
	want := storeSessions(t, events)
	_, c := clickhousetest.Open(t, "sessionsup")
	before := fstest.MapFS{}
	names, err := fs.Glob(schema.FS, "*.sql")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		if name >= upgrade {
			continue
		}
		b, err := fs.ReadFile(schema.FS, name)
		if err != nil {
			t.Fatal(err)
		}
		before[name] = &fstest.MapFile{Data: b}
	}
	if _, err := c.MigrateFS(ctx, before); err != nil {
		t.Fatal(err)
	}
	insertShuffled(t, c, events[:600], 4) // kept by the old view
	applied, err := c.Migrate(ctx)
	if err != nil || !strings.Contains(fmt.Sprint(applied), upgrade) {
		t.Fatalf("upgrade applied %v, %v", applied, err)
	}
	insertShuffled(t, c, events[600:], 5) // kept by the new view
	sameSessions(t, "after the upgrade", engineSessions(t, c, want), want)

	again, err := fs.ReadFile(schema.FS, upgrade)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.MigrateFS(ctx, fstest.MapFS{"9999_again.sql": {Data: again}}); err != nil {
		t.Fatal(err)
	}
	sameSessions(t, "after the upgrade ran again", engineSessions(t, c, want), want)
	var n uint64
	if err := c.Conn.QueryRow(ctx, "SELECT count() FROM system.tables WHERE database = currentDatabase() AND name IN ('raw_sessions', 'raw_sessions_mv')").Scan(&n); err != nil || n != 0 {
		t.Errorf("the old sessions table and view: %d left, %v", n, err)
	}
}
