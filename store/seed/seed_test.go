package seed_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/ingest"
	"github.com/burrow-analytics/burrow/store/seed"
	"github.com/burrow-analytics/burrow/store/storetest"
)

var testNow = time.Date(2025, 6, 1, 0, 0, 0, 0, time.UTC)

func newProject(t testing.TB, db *store.DB) int64 {
	t.Helper()
	p, err := store.CreateProject(context.Background(), db.Bun, "Seeded")
	if err != nil {
		t.Fatal(err)
	}
	return p.ID
}

// tableOrder names each seeded table with a total order of its rows.
var tableOrder = []struct{ table, order string }{
	{"persons", "id"},
	{"person_distinct_ids", "id"},
	{"events", "uuid"},
	{"session_recordings", "id"},
	{"plugin_configs", "id"},
	{"plugin_log_entries", "id"},
}

// TableHashes hashes the ordered rows of every seeded table of a project.
func tableHashes(t *testing.T, db *store.DB, projectID int64) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, to := range tableOrder {
		rows, err := db.Bun.QueryContext(context.Background(),
			fmt.Sprintf("SELECT * FROM %s WHERE team_id = ? ORDER BY %s", to.table, to.order), projectID)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		h := sha256.New()
		n := 0
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			for _, v := range vals {
				if b, ok := v.([]byte); ok {
					v = string(b)
				}
				fmt.Fprintf(h, "%v\x1f", v)
			}
			h.Write([]byte{'\n'})
			n++
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		rows.Close()
		out[to.table] = strconv.Itoa(n) + ":" + hex.EncodeToString(h.Sum(nil))
	}
	return out
}

func TestSeedDeterministic(t *testing.T) {
	t.Parallel()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			// 2,000 events still span the 30 days with sessions, recordings
			// and every event name (the seeds run three times per engine).
			opts := seed.Options{Persons: 40, Events: 2000, Seed: 42, Now: testNow}
			var hashes []map[string]string
			for range 2 {
				db := storetest.Open(t, target.URL(t))
				pid := newProject(t, db)
				if _, err := seed.Run(ctx, db, pid, opts); err != nil {
					t.Fatal(err)
				}
				hashes = append(hashes, tableHashes(t, db, pid))
			}
			for _, to := range tableOrder {
				if hashes[0][to.table] != hashes[1][to.table] {
					t.Errorf("%s differs between two seeds with the same options: %s vs %s", to.table, hashes[0][to.table], hashes[1][to.table])
				}
				if hashes[0][to.table][:2] == "0:" {
					t.Errorf("%s is empty", to.table)
				}
			}
			// Another seed gives other data.
			db := storetest.Open(t, target.URL(t))
			pid := newProject(t, db)
			opts.Seed = 43
			if _, err := seed.Run(ctx, db, pid, opts); err != nil {
				t.Fatal(err)
			}
			if other := tableHashes(t, db, pid); other["events"] == hashes[0]["events"] {
				t.Error("seed 43 wrote the same events as seed 42")
			}
		})
	}
}

// realismOptions is the dataset TestSeedRealism checks: a fifth of the
// default size (the properties checked do not depend on the size, and the
// default size under -race cost a minute of the suite; withDefaults is
// tested on its own).
var realismOptions = seed.Options{Persons: 80, Events: 4000, Now: testNow, Seed: 7}

func TestSeedRealism(t *testing.T) {
	t.Parallel()
	storetest.EachParallel(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		pid := newProject(t, db)
		other := newProject(t, db)
		opts := realismOptions
		stats, err := seed.Run(ctx, db, pid, opts)
		if err != nil {
			t.Fatal(err)
		}
		if stats.Events != opts.Events || stats.Persons != opts.Persons {
			t.Fatalf("stats = %+v", stats)
		}
		if stats.Recordings == 0 || stats.Sessions == 0 || stats.DistinctIDs <= stats.Persons || stats.PluginConfigs < 2 {
			t.Fatalf("stats = %+v", stats)
		}
		from := testNow.Add(-seed.Days * 24 * time.Hour)

		// Persons: email/name/plan/country, several distinct ids for some.
		var persons []store.Person
		if err := db.Bun.NewSelect().Model(&persons).Relation("DistinctIDs").Where("person.team_id = ?", pid).Scan(ctx); err != nil {
			t.Fatal(err)
		}
		identified, multi := 0, 0
		emails := map[string]bool{}
		for _, p := range persons {
			var props map[string]any
			if err := json.Unmarshal(p.Properties, &props); err != nil {
				t.Fatal(err)
			}
			if p.IsIdentified {
				identified++
				for _, k := range []string{"email", "name", "plan", "country"} {
					if s, _ := props[k].(string); s == "" {
						t.Fatalf("person %s lacks %s: %v", p.UUID, k, props)
					}
				}
				if emails[props["email"].(string)] {
					t.Errorf("duplicate email %v", props["email"])
				}
				emails[props["email"].(string)] = true
			}
			if len(p.DistinctIDs) > 1 {
				multi++
			}
			if len(p.DistinctIDs) == 0 {
				t.Errorf("person %s has no distinct id", p.UUID)
			}
		}
		if identified < len(persons)/2 || multi < len(persons)/4 {
			t.Errorf("%d persons: %d identified, %d with several distinct ids", len(persons), identified, multi)
		}

		// Events: every name, in the window, person_id and session_id consistent.
		var events []store.Event
		if err := db.Bun.NewSelect().Model(&events).Where("team_id = ?", pid).Scan(ctx); err != nil {
			t.Fatal(err)
		}
		if len(events) != opts.Events {
			t.Fatalf("events = %d", len(events))
		}
		var pdis []store.PersonDistinctID
		if err := db.Bun.NewSelect().Model(&pdis).Where("team_id = ?", pid).Scan(ctx); err != nil {
			t.Fatal(err)
		}
		personOf := map[string]int64{}
		for _, d := range pdis {
			personOf[d.DistinctID] = d.PersonID
		}
		names := map[string]int{}
		type span struct {
			first, last time.Time
			distinct    map[string]bool
			urls        []string
		}
		sessions := map[string]*span{}
		recent := 0
		for _, ev := range events {
			names[ev.Event]++
			if ev.Timestamp.Before(from) || !ev.Timestamp.Before(testNow) {
				t.Fatalf("event %s at %v outside [%v, %v)", ev.UUID, ev.Timestamp, from, testNow)
			}
			if ev.Timestamp.After(testNow.Add(-7 * 24 * time.Hour)) {
				recent++
			}
			if ev.PersonID == nil || *ev.PersonID != personOf[ev.DistinctID] {
				t.Fatalf("event %s of %s: person_id %v, want %d", ev.UUID, ev.DistinctID, ev.PersonID, personOf[ev.DistinctID])
			}
			var props map[string]any
			if err := json.Unmarshal(ev.Properties, &props); err != nil {
				t.Fatal(err)
			}
			sid, _ := props["$session_id"].(string)
			if sid == "" || ev.SessionID == nil || *ev.SessionID != sid {
				t.Fatalf("event %s: session_id %v, properties.$session_id %q", ev.UUID, ev.SessionID, sid)
			}
			if ev.Event == "$pageview" {
				for _, k := range []string{"$current_url", "$browser", "$os"} {
					if s, _ := props[k].(string); s == "" {
						t.Fatalf("$pageview %s lacks %s: %v", ev.UUID, k, props)
					}
				}
			}
			if ev.Event == "purchase" {
				if a, ok := props["amount"].(float64); !ok || a <= 0 {
					t.Fatalf("purchase %s amount = %v", ev.UUID, props["amount"])
				}
			}
			sp := sessions[sid]
			if sp == nil {
				sp = &span{first: ev.Timestamp, last: ev.Timestamp, distinct: map[string]bool{}}
				sessions[sid] = sp
			}
			if ev.Timestamp.Before(sp.first) {
				sp.first = ev.Timestamp
			}
			if ev.Timestamp.After(sp.last) {
				sp.last = ev.Timestamp
			}
			sp.distinct[ev.DistinctID] = true
			if u, _ := props["$current_url"].(string); ev.Event == "$pageview" && u != "" {
				sp.urls = append(sp.urls, u)
			}
			if ev.CreatedAt.Before(ev.Timestamp) {
				t.Fatalf("event %s created before it happened", ev.UUID)
			}
		}
		for _, name := range seed.EventNames {
			if names[name] == 0 {
				t.Errorf("no %s event (have %v)", name, names)
			}
		}
		if recent == 0 {
			t.Error("no event in the last 7 days")
		}
		if len(sessions) != stats.Sessions {
			t.Errorf("%d distinct session ids, stats say %d sessions", len(sessions), stats.Sessions)
		}

		// Recordings match their sessions.
		var recs []store.SessionRecording
		if err := db.Bun.NewSelect().Model(&recs).Where("team_id = ?", pid).Scan(ctx); err != nil {
			t.Fatal(err)
		}
		if len(recs) != stats.Recordings || len(recs) < len(sessions)/3 {
			t.Fatalf("%d recordings for %d sessions", len(recs), len(sessions))
		}
		for _, r := range recs {
			sp := sessions[r.SessionID]
			if sp == nil {
				t.Fatalf("recording %s has no events", r.SessionID)
			}
			if !r.StartTime.Equal(sp.first) || !r.EndTime.Equal(sp.last) || !sp.distinct[r.DistinctID] {
				t.Fatalf("recording %s [%v, %v] by %s; events [%v, %v] by %v", r.SessionID, r.StartTime, r.EndTime, r.DistinctID, sp.first, sp.last, sp.distinct)
			}
			if r.Duration != r.EndTime.Sub(r.StartTime).Seconds() || r.ActiveSeconds > r.Duration || r.ActiveSeconds < 0 ||
				r.InactiveSeconds < 0 || r.ClickCount < 0 || r.StartURL == "" || !slices.Contains(sp.urls, r.StartURL) {
				t.Fatalf("recording %+v", r)
			}
			want := r
			want.ComputeActivityScore()
			if want.ActivityScore != r.ActivityScore {
				t.Fatalf("recording %s activity_score %v, want %v", r.SessionID, r.ActivityScore, want.ActivityScore)
			}
		}

		// Plugin configs with log entries of every source and type.
		var configs []store.PluginConfig
		if err := db.Bun.NewSelect().Model(&configs).Where("team_id = ?", pid).Scan(ctx); err != nil {
			t.Fatal(err)
		}
		for _, cfg := range configs {
			var logs []store.PluginLogEntry
			if err := db.Bun.NewSelect().Model(&logs).Where("team_id = ? AND plugin_config_id = ?", pid, cfg.ID).Scan(ctx); err != nil {
				t.Fatal(err)
			}
			seen := map[string]bool{}
			for _, l := range logs {
				seen[l.Source+"/"+l.Type] = true
				if l.PluginID != cfg.PluginID || l.Message == "" || l.Timestamp.Before(from) || !l.Timestamp.Before(testNow) {
					t.Fatalf("log entry %+v of config %+v", l, cfg)
				}
			}
			for _, src := range ingest.LogSources {
				for _, typ := range ingest.LogTypes {
					if !seen[src+"/"+typ] {
						t.Errorf("config %d: no %s entry of type %s", cfg.ID, src, typ)
					}
				}
			}
		}

		// The other project is untouched, and seeding twice is refused.
		if n, _ := db.Bun.NewSelect().Table("events").Where("team_id = ?", other).Count(ctx); n != 0 {
			t.Errorf("other project has %d events", n)
		}
		if _, err := seed.Run(ctx, db, pid, seed.Options{Now: testNow}); !errors.Is(err, seed.ErrNotEmpty) {
			t.Errorf("second seed: err = %v, want ErrNotEmpty", err)
		}
		if _, err := seed.Run(ctx, db, 999, seed.Options{Now: testNow}); err == nil {
			t.Error("seeding an unknown project succeeded")
		}
	})
}

// TestSeedSmall covers sizes where persons outnumber events.
func TestSeedSmall(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		pid := newProject(t, db)
		stats, err := seed.Run(context.Background(), db, pid, seed.Options{Persons: 50, Events: 10, Now: testNow})
		if err != nil {
			t.Fatal(err)
		}
		if stats.Events != 10 || stats.Persons != 50 {
			t.Fatalf("stats = %+v", stats)
		}
	})
}

// BenchmarkSeed seeds BURROW_SEED_BENCH_EVENTS events (default 100,000)
// into a fresh database per engine and reports events/s. Run it with
// -benchtime=1x; the numbers are in BENCHMARKS.md.
func BenchmarkSeed(b *testing.B) {
	events := 100_000
	if s := os.Getenv("BURROW_SEED_BENCH_EVENTS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil {
			b.Fatal(err)
		}
		events = n
	}
	for _, target := range storetest.Targets(b) {
		b.Run(target.Name, func(b *testing.B) {
			for range b.N {
				b.StopTimer()
				db := storetest.Open(b, target.URL(b))
				pid := newProject(b, db)
				b.StartTimer()
				stats, err := seed.Run(context.Background(), db, pid, seed.Options{Persons: max(200, events/200), Events: events, Now: testNow})
				if err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(stats.Events)/stats.Elapsed.Seconds(), "events/s")
			}
		})
	}
}
