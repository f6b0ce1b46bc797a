package ingest_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/ingest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

var fixedNow = time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)

func importString(t *testing.T, db *store.DB, projectID int64, name, content string, opts ingest.ImportOptions) (ingest.ImportResult, error) {
	t.Helper()
	if opts.Now == nil {
		opts.Now = func() time.Time { return fixedNow }
	}
	return ingest.ImportFile(context.Background(), db, projectID, name, strings.NewReader(content), opts)
}

func mustProject(t *testing.T, db *store.DB, name string) int64 {
	t.Helper()
	p, err := store.CreateProject(context.Background(), db.Bun, name)
	if err != nil {
		t.Fatal(err)
	}
	return p.ID
}

// personOf returns the person owning distinctID in the project, with its
// distinct ids sorted and its properties decoded.
type testPerson struct {
	ID           int64
	UUID         string
	Properties   map[string]any
	DistinctIDs  []string
	IsIdentified bool
	CreatedAt    time.Time
}

func personOf(t *testing.T, db *store.DB, projectID int64, distinctID string) *testPerson {
	t.Helper()
	ctx := context.Background()
	var pdi store.PersonDistinctID
	err := db.Bun.NewSelect().Model(&pdi).Where("team_id = ? AND distinct_id = ?", projectID, distinctID).Scan(ctx)
	if err != nil {
		t.Fatalf("distinct id %q: %v", distinctID, err)
	}
	var p store.Person
	if err := db.Bun.NewSelect().Model(&p).Relation("DistinctIDs").Where("person.id = ?", pdi.PersonID).Scan(ctx); err != nil {
		t.Fatalf("person %d: %v", pdi.PersonID, err)
	}
	tp := &testPerson{ID: p.ID, UUID: p.UUID, IsIdentified: p.IsIdentified, CreatedAt: p.CreatedAt.UTC()}
	if err := json.Unmarshal(p.Properties, &tp.Properties); err != nil {
		t.Fatalf("person %d properties %s: %v", p.ID, p.Properties, err)
	}
	for _, d := range p.DistinctIDs {
		tp.DistinctIDs = append(tp.DistinctIDs, d.DistinctID)
	}
	slices.Sort(tp.DistinctIDs)
	return tp
}

func count(t *testing.T, db *store.DB, table string, projectID int64) int {
	t.Helper()
	n, err := db.Bun.NewSelect().Table(table).Where("team_id = ?", projectID).Count(context.Background())
	if err != nil {
		t.Fatalf("count %s: %v", table, err)
	}
	return int(n)
}

func jsonEqual(t *testing.T, what string, got map[string]any, want string) {
	t.Helper()
	var w map[string]any
	if err := json.Unmarshal([]byte(want), &w); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, w) {
		g, _ := json.Marshal(got)
		t.Errorf("%s = %s, want %s", what, g, want)
	}
}

const goodFile = `{"type":"person","distinct_ids":["user-1","anon-1"],"properties":{"email":"ada@example.com","plan":"free"},"created_at":"2025-01-01T00:00:00Z"}
{"type":"event","event":"$pageview","distinct_id":"anon-1","timestamp":"2025-01-02T10:00:00Z","properties":{"$current_url":"https://example.com/","$session_id":"s1","$set":{"plan":"pro"},"$set_once":{"email":"other@example.com","first_seen":"2025-01-02"}}}

{"type":"event","event":"purchase","distinct_id":"user-1","timestamp":"2025-01-02T10:05:00.123Z","uuid":"0191A2B3-C4D5-7E6F-8A9B-0C1D2E3F4A5B","properties":{"amount":12.5,"$session_id":"s1","$unset":["first_seen"]}}
{"type":"event","event":"$pageview","distinct_id":"new-visitor","timestamp":"2025-01-03 08:00:00","properties":{"$set":{"country":"FR"},"$set_once":{"referrer":"search"}}}
{"type":"event","event":"$identify","distinct_id":"user-2","timestamp":"2025-01-03T09:00:00Z","properties":{"$anon_distinct_id":"new-visitor","$set":{"email":"bob@example.com"},"$set_once":{"referrer":"ads"}}}
{"type":"event","event":"$pageview","distinct_id":1234,"timestamp":"2025-01-03T07:00:00Z","created_at":"2025-01-03T07:00:01Z"}
{"type":"recording","session_id":"s1","distinct_id":"user-1","start_time":"2025-01-02T10:00:00Z","end_time":"2025-01-02T10:05:00.123Z","click_count":3,"keypress_count":10,"mouse_activity_count":50,"console_error_count":1,"start_url":"https://example.com/"}
{"type":"plugin_log","plugin_config_id":41,"plugin_id":7,"timestamp":"2025-01-02T10:00:00Z","source":"PLUGIN","log_type":"INFO","message":"hello","instance_id":"6b0c2a1e-6d1f-4b8e-9d6e-3c2f1a0b9e8d"}
{"type":"plugin_log","plugin_config_id":41,"timestamp":"2025-01-02T09:00:00Z","source":"SYSTEM","log_type":"ERROR","message":"boom"}
`

func TestImportGoodFile(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		pid := mustProject(t, db, "Import")
		other := mustProject(t, db, "Other")
		res, err := importString(t, db, pid, "good.ndjson", goodFile, ingest.ImportOptions{})
		if err != nil {
			t.Fatalf("import: %v", err)
		}
		if res.Lines != 9 || res.Imported != 9 || res.RejectedCount != 0 {
			t.Fatalf("result = %+v", res)
		}
		st := res.Stats
		if st.Events != 5 || st.PersonsCreated != 3 || st.Recordings != 1 || st.LogEntries != 2 || st.PluginConfigsCreated != 1 {
			t.Fatalf("stats = %+v", st)
		}

		// A person with two distinct ids; $set_once did not override, $set did, $unset removed.
		ada := personOf(t, db, pid, "user-1")
		jsonEqual(t, "ada", ada.Properties, `{"email":"ada@example.com","plan":"pro"}`)
		if !slices.Equal(ada.DistinctIDs, []string{"anon-1", "user-1"}) {
			t.Errorf("ada distinct ids = %v", ada.DistinctIDs)
		}
		if !ada.CreatedAt.Equal(time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)) {
			t.Errorf("ada created_at = %v", ada.CreatedAt)
		}
		if anon := personOf(t, db, pid, "anon-1"); anon.ID != ada.ID {
			t.Errorf("anon-1 resolves to person %d, want %d", anon.ID, ada.ID)
		}

		// An unknown distinct id created a person; $identify linked the new id to it.
		bob := personOf(t, db, pid, "user-2")
		jsonEqual(t, "bob", bob.Properties, `{"country":"FR","email":"bob@example.com","referrer":"search"}`)
		if !slices.Equal(bob.DistinctIDs, []string{"new-visitor", "user-2"}) || !bob.IsIdentified {
			t.Errorf("bob = %+v", bob)
		}
		if !bob.CreatedAt.Equal(time.Date(2025, 1, 3, 8, 0, 0, 0, time.UTC)) {
			t.Errorf("bob created_at = %v (want his first event's timestamp)", bob.CreatedAt)
		}
		numeric := personOf(t, db, pid, "1234")
		if len(numeric.Properties) != 0 || numeric.IsIdentified {
			t.Errorf("person of 1234 = %+v", numeric)
		}
		if n := count(t, db, "persons", pid); n != 3 {
			t.Errorf("persons = %d, want 3", n)
		}

		// Events: person_id and session_id filled, uuid kept (lower-cased), properties kept.
		var events []store.Event
		if err := db.Bun.NewSelect().Model(&events).Where("team_id = ?", pid).Order("timestamp").Scan(ctx); err != nil {
			t.Fatal(err)
		}
		if len(events) != 5 {
			t.Fatalf("events = %d", len(events))
		}
		byDistinct := map[string]int64{"anon-1": ada.ID, "user-1": ada.ID, "new-visitor": bob.ID, "user-2": bob.ID, "1234": numeric.ID}
		for _, ev := range events {
			if ev.PersonID == nil || *ev.PersonID != byDistinct[ev.DistinctID] {
				t.Errorf("event %s of %s: person_id = %v, want %d", ev.Event, ev.DistinctID, ev.PersonID, byDistinct[ev.DistinctID])
			}
			if ev.TeamID != pid {
				t.Errorf("event team = %d", ev.TeamID)
			}
		}
		purchase := events[1]
		if purchase.Event != "purchase" || purchase.UUID != "0191a2b3-c4d5-7e6f-8a9b-0c1d2e3f4a5b" ||
			purchase.SessionID == nil || *purchase.SessionID != "s1" ||
			!purchase.Timestamp.Equal(time.Date(2025, 1, 2, 10, 5, 0, 123e6, time.UTC)) ||
			!purchase.CreatedAt.Equal(fixedNow) {
			t.Errorf("purchase = %+v", purchase)
		}
		var pprops map[string]any
		json.Unmarshal(purchase.Properties, &pprops)
		jsonEqual(t, "purchase properties", pprops, `{"amount":12.5,"$session_id":"s1","$unset":["first_seen"]}`)
		if events[0].Event != "$pageview" || events[0].DistinctID != "anon-1" || !events[0].CreatedAt.Equal(fixedNow) {
			t.Errorf("first event = %+v", events[0])
		}
		if ev := events[2]; ev.DistinctID != "1234" || ev.SessionID != nil || !ev.CreatedAt.Equal(time.Date(2025, 1, 3, 7, 0, 1, 0, time.UTC)) {
			t.Errorf("numeric event = %+v", ev)
		}

		// The recording with derived duration and activity score.
		var rec store.SessionRecording
		if err := db.Bun.NewSelect().Model(&rec).Where("team_id = ? AND session_id = ?", pid, "s1").Scan(ctx); err != nil {
			t.Fatal(err)
		}
		want := store.SessionRecording{Duration: 300.123, ActiveSeconds: 300.123, ClickCount: 3, KeypressCount: 10,
			MouseActivityCount: 50, ConsoleErrorCount: 1}
		want.ComputeActivityScore()
		if rec.DistinctID != "user-1" || rec.Duration != 300.123 || rec.ActiveSeconds != 300.123 || rec.ActivityScore != want.ActivityScore ||
			rec.Storage != "object_storage" || rec.SnapshotSource != "web" || rec.StartURL != "https://example.com/" {
			t.Errorf("recording = %+v (want score %v)", rec, want.ActivityScore)
		}

		// The plugin config was created; entries kept their fields.
		var cfg store.PluginConfig
		if err := db.Bun.NewSelect().Model(&cfg).Where("id = 41").Scan(ctx); err != nil {
			t.Fatal(err)
		}
		if cfg.TeamID != pid || cfg.PluginID != 7 || !cfg.Enabled || !cfg.CreatedAt.Equal(time.Date(2025, 1, 2, 9, 0, 0, 0, time.UTC)) {
			t.Errorf("plugin config = %+v", cfg)
		}
		var logs []store.PluginLogEntry
		if err := db.Bun.NewSelect().Model(&logs).Where("team_id = ?", pid).Order("timestamp").Scan(ctx); err != nil {
			t.Fatal(err)
		}
		if len(logs) != 2 || logs[0].Type != "ERROR" || logs[0].Source != "SYSTEM" || logs[0].PluginID != 7 ||
			logs[1].InstanceID != "6b0c2a1e-6d1f-4b8e-9d6e-3c2f1a0b9e8d" || logs[1].Message != "hello" || logs[0].InstanceID == "" {
			t.Errorf("logs = %+v", logs)
		}
		// A config created by import does not block configs created later (PostgreSQL sequence).
		next := &store.PluginConfig{TeamID: pid, PluginID: 8, Enabled: true, CreatedAt: fixedNow}
		if _, err := db.Bun.NewInsert().Model(next).Returning("id").Exec(ctx); err != nil {
			t.Fatalf("create a config after import: %v", err)
		}

		// Nothing leaked into the other project.
		for _, table := range []string{"persons", "events", "session_recordings", "plugin_log_entries"} {
			if n := count(t, db, table, other); n != 0 {
				t.Errorf("other project has %d %s", n, table)
			}
		}

		// Importing the same file again: events with a uuid are not doubled,
		// the recording is replaced, persons are found again.
		res2, err := importString(t, db, pid, "good.ndjson", goodFile, ingest.ImportOptions{})
		if err != nil {
			t.Fatalf("re-import: %v", err)
		}
		if res2.Stats.PersonsCreated != 0 || res2.Stats.DuplicateEvents != 1 || res2.Stats.Events != 4 {
			t.Errorf("re-import stats = %+v", res2.Stats)
		}
		if n := count(t, db, "session_recordings", pid); n != 1 {
			t.Errorf("recordings after re-import = %d", n)
		}
		if n := count(t, db, "persons", pid); n != 3 {
			t.Errorf("persons after re-import = %d", n)
		}
	})
}

func TestImportBadFileImportsNothing(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		pid := mustProject(t, db, "Import")
		other := mustProject(t, db, "Other")
		if _, err := importString(t, db, other, "other.ndjson",
			`{"type":"plugin_log","plugin_config_id":5,"plugin_id":1,"timestamp":"2025-01-01T00:00:00Z","source":"SYSTEM","log_type":"INFO","message":"x"}`,
			ingest.ImportOptions{}); err != nil {
			t.Fatal(err)
		}
		lines := []string{
			`{"type":"event","event":"$pageview","distinct_id":"d1","timestamp":"2025-01-02T10:00:00Z","properties":{"$set":{"a":1}}}`,
			`{"type":"event","event":"$pageview","distinct_id":"d1","timestamp":"last tuesday"}`,
			`{"type":"person","distinct_ids":["p1"]}`,
			`{"type":"event",`,
			`{"type":"plugin_log","plugin_config_id":3,"plugin_id":1,"timestamp":"2025-01-01T00:00:00Z","source":"SYSTEM","log_type":"FATAL","message":"x"}`,
			`{"type":"plugin_log","plugin_config_id":3,"plugin_id":1,"timestamp":"2025-01-01T00:00:00Z","source":"USER","log_type":"INFO","message":"x"}`,
			`{"type":"plugin_log","plugin_config_id":5,"plugin_id":1,"timestamp":"2025-01-01T00:00:00Z","source":"SYSTEM","log_type":"INFO","message":"x"}`,
			`{"type":"person","distinct_ids":["d1","p1"]}`,
			`{"type":"event","event":"e","distinct_id":"d2","timestamp":"2025-01-01T00:00:00Z","properties":{"$set":"plan"}}`,
			`{"type":"recording","session_id":"s","distinct_id":"d","start_time":"2025-01-01T00:01:00Z","end_time":"2025-01-01T00:00:00Z"}`,
			`{"type":"event","event":"e","distinct_id":"d2","timestamp":"2025-01-01T00:00:00Z","uuid":"nope"}`,
			`{"type":"event","event":"e","distinct_id":"d2","timestamp":"2025-01-01T00:00:00Z","properties":{"x":"a\u0000b"}}`,
		}
		res, err := importString(t, db, pid, "events.ndjson", strings.Join(lines, "\n"), ingest.ImportOptions{})
		var invalid *ingest.InvalidFileError
		if !errors.As(err, &invalid) {
			t.Fatalf("err = %v, want *InvalidFileError", err)
		}
		wantLines := []string{
			"events.ndjson:2: timestamp: not ISO 8601",
			"events.ndjson:4: invalid JSON: unexpected end of JSON input (at byte 16)",
			"events.ndjson:5: log_type: must be one of DEBUG, LOG, INFO, WARN, ERROR",
			"events.ndjson:6: source: must be one of SYSTEM, PLUGIN, CONSOLE",
			"events.ndjson:7: plugin_config_id: plugin config 5 belongs to another project",
			`events.ndjson:8: distinct_ids: "d1" and "p1" belong to different persons`,
			"events.ndjson:9: properties.$set: must be an object",
			"events.ndjson:10: end_time: before start_time",
			"events.ndjson:11: uuid: not a UUID",
			`events.ndjson:12: properties: contains \u0000, which PostgreSQL cannot store`,
		}
		var got []string
		for _, l := range invalid.Lines {
			got = append(got, l.Error())
		}
		if strings.Join(got, "\n") != strings.Join(wantLines, "\n") {
			t.Errorf("rejected lines:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantLines, "\n"))
		}
		if invalid.Count != len(wantLines) || res.RejectedCount != len(wantLines) || res.Imported != 0 {
			t.Errorf("count = %d, result = %+v", invalid.Count, res)
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, "events.ndjson: 10 invalid lines, nothing imported") || !strings.Contains(msg, wantLines[0]) {
			t.Errorf("error message = %q", msg)
		}
		for _, table := range []string{"persons", "person_distinct_ids", "events", "session_recordings", "plugin_log_entries", "plugin_configs"} {
			if n := count(t, db, table, pid); n != 0 {
				t.Errorf("%s: %d rows after a refused file, want 0", table, n)
			}
		}
	})
}

func TestImportSkipInvalid(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		pid := mustProject(t, db, "Import")
		content := strings.Join([]string{
			`{"type":"event","event":"$pageview","distinct_id":"d1","timestamp":"2025-01-02T10:00:00Z","properties":{"$set":{"a":1}}}`,
			`{"type":"event","event":"$pageview","distinct_id":"d1","timestamp":"2025-02-30T10:00:00Z","properties":{"$set":{"a":2}}}`,
			`{"type":"event","event":"$pageview","distinct_id":"d2","timestamp":"2025-01-02T10:00:00Z"}`,
			`{"type":"plugin_log","plugin_config_id":9,"timestamp":"2025-01-01T00:00:00Z","source":"SYSTEM","log_type":"INFO","message":"x"}`,
		}, "\n")
		res, err := importString(t, db, pid, "mixed.ndjson", content, ingest.ImportOptions{SkipInvalid: true})
		if err != nil {
			t.Fatalf("import: %v", err)
		}
		if res.Imported != 2 || res.RejectedCount != 2 || res.Stats.Events != 2 {
			t.Fatalf("result = %+v", res)
		}
		want := []string{"mixed.ndjson:2: timestamp: not ISO 8601", "mixed.ndjson:4: plugin_id: required to create plugin config 9"}
		for i, l := range res.Rejected {
			if l.Error() != want[i] {
				t.Errorf("rejected[%d] = %q, want %q", i, l.Error(), want[i])
			}
		}
		if n := count(t, db, "events", pid); n != 2 {
			t.Errorf("events = %d", n)
		}
		jsonEqual(t, "d1", personOf(t, db, pid, "d1").Properties, `{"a":1}`)
		if n := count(t, db, "plugin_configs", pid); n != 0 {
			t.Errorf("plugin configs = %d", n)
		}
	})
}

// TestImportMerges covers $identify merging two persons that both exist in
// the database, and the refusal to merge an identified person.
func TestImportMerges(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		pid := mustProject(t, db, "Import")
		first := strings.Join([]string{
			`{"type":"event","event":"$pageview","distinct_id":"anon","timestamp":"2025-01-01T10:00:00Z","properties":{"$set":{"browser":"Firefox","plan":"free"}}}`,
			`{"type":"event","event":"$pageview","distinct_id":"anon","timestamp":"2025-01-01T10:01:00Z"}`,
			`{"type":"person","distinct_ids":["user"],"properties":{"plan":"pro"},"created_at":"2025-01-05T00:00:00Z","is_identified":true}`,
			`{"type":"event","event":"$pageview","distinct_id":"user","timestamp":"2025-01-06T10:00:00Z"}`,
			`{"type":"person","distinct_ids":["other"],"is_identified":true}`,
		}, "\n")
		if _, err := importString(t, db, pid, "first.ndjson", first, ingest.ImportOptions{}); err != nil {
			t.Fatal(err)
		}
		anonID := personOf(t, db, pid, "anon").ID
		userID := personOf(t, db, pid, "user").ID
		otherID := personOf(t, db, pid, "other").ID
		second := strings.Join([]string{
			`{"type":"event","event":"$identify","distinct_id":"user","timestamp":"2025-01-07T10:00:00Z","properties":{"$anon_distinct_id":"anon","$set":{"email":"u@example.com"}}}`,
			`{"type":"event","event":"$identify","distinct_id":"user","timestamp":"2025-01-07T11:00:00Z","properties":{"$anon_distinct_id":"other"}}`,
			`{"type":"event","event":"$pageview","distinct_id":"anon","timestamp":"2025-01-08T10:00:00Z"}`,
		}, "\n")
		res, err := importString(t, db, pid, "second.ndjson", second, ingest.ImportOptions{BatchSize: 1})
		if err != nil {
			t.Fatal(err)
		}
		if res.Stats.PersonsMerged != 1 || res.Stats.PersonsCreated != 0 {
			t.Errorf("stats = %+v", res.Stats)
		}
		user := personOf(t, db, pid, "anon")
		if user.ID != userID || !slices.Equal(user.DistinctIDs, []string{"anon", "user"}) {
			t.Fatalf("after merge anon resolves to %+v, want person %d", user, userID)
		}
		jsonEqual(t, "merged", user.Properties, `{"browser":"Firefox","plan":"pro","email":"u@example.com"}`)
		if !user.CreatedAt.Equal(time.Date(2025, 1, 1, 10, 0, 0, 0, time.UTC)) || !user.IsIdentified {
			t.Errorf("merged person = %+v", user)
		}
		if o := personOf(t, db, pid, "other"); o.ID != otherID {
			t.Errorf("identified person %d was merged into %d", otherID, o.ID)
		}
		n, err := db.Bun.NewSelect().Table("persons").Where("id = ?", anonID).Count(context.Background())
		if err != nil || n != 0 {
			t.Errorf("merged-away person still there: %d, %v", n, err)
		}
		var stale int64
		stale, err = db.Bun.NewSelect().Table("events").Where("team_id = ? AND person_id <> ?", pid, userID).Count(context.Background())
		if err != nil || stale != 0 {
			t.Errorf("%d events not moved to the merged person (%v)", stale, err)
		}
	})
}

// TestImportBatches runs many events through tiny batches so that every
// flush path (persons created in an earlier batch, updates at the end) runs.
func TestImportBatches(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		pid := mustProject(t, db, "Import")
		var b strings.Builder
		for i := range 200 {
			fmt.Fprintf(&b, `{"type":"event","event":"e","distinct_id":"d%d","timestamp":"2025-01-01T00:%02d:%02dZ","properties":{"$set":{"n":%d},"$set_once":{"first":%d}}}`+"\n",
				i%7, i/60, i%60, i, i)
		}
		res, err := importString(t, db, pid, "many.ndjson", b.String(), ingest.ImportOptions{BatchSize: 3})
		if err != nil {
			t.Fatal(err)
		}
		if res.Stats.Events != 200 || res.Stats.PersonsCreated != 7 {
			t.Fatalf("stats = %+v", res.Stats)
		}
		for d := range 7 {
			last := 196 + d
			if last >= 200 {
				last -= 7
			}
			jsonEqual(t, fmt.Sprint("d", d), personOf(t, db, pid, fmt.Sprint("d", d)).Properties,
				fmt.Sprintf(`{"n":%d,"first":%d}`, last, d))
		}
		var missing int64
		missing, err = db.Bun.NewSelect().Table("events").Where("team_id = ? AND person_id IS NULL", pid).Count(context.Background())
		if err != nil || missing != 0 {
			t.Errorf("%d events without person_id (%v)", missing, err)
		}
	})
}

// TestImportConcurrentIntoOneProject: imports into one project at the same
// time, each changing the same persons in its own order, all succeed (on
// PostgreSQL each takes the lock of the project's persons first, which every
// statement on persons takes at its end: taken later, after some persons'
// rows, two imports could each wait for the other), and each person ends with
// the properties of one whole import.
func TestImportConcurrentIntoOneProject(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		pid := mustProject(t, db, "Import")
		var first strings.Builder
		for i := range 40 {
			fmt.Fprintf(&first, `{"type":"person","distinct_ids":["d%d"],"properties":{"n":0}}`+"\n", i)
		}
		if _, err := importString(t, db, pid, "first.ndjson", first.String(), ingest.ImportOptions{}); err != nil {
			t.Fatal(err)
		}
		const imports = 4
		errs := make(chan error, imports)
		for k := range imports {
			var b strings.Builder
			if k%2 == 0 { // a new person first: the lock of the project's persons early
				fmt.Fprintf(&b, `{"type":"person","distinct_ids":["new-%d"],"properties":{"n":%d}}`+"\n", k, k+1)
			}
			for j := range 40 {
				i := j
				if k%2 == 1 {
					i = 39 - j // the other order
				}
				fmt.Fprintf(&b, `{"type":"event","event":"e","distinct_id":"d%d","timestamp":"2025-01-01T00:00:%02dZ","properties":{"$set":{"n":%d}}}`+"\n",
					i, j, k+1)
			}
			go func() {
				_, err := importString(t, db, pid, fmt.Sprintf("import-%d.ndjson", k), b.String(), ingest.ImportOptions{BatchSize: 7})
				errs <- err
			}()
		}
		for range imports {
			if err := <-errs; err != nil {
				t.Error(err)
			}
		}
		var values []string
		if err := db.Bun.NewSelect().Table("persons").ColumnExpr("DISTINCT CAST(properties AS TEXT)").
			Where("team_id = ? AND uuid IN (SELECT uuid FROM persons WHERE team_id = ? AND distinct_ids NOT LIKE '%new-%')", pid, pid).
			Scan(context.Background(), &values); err != nil {
			t.Fatal(err)
		}
		if len(values) != 1 {
			t.Errorf("persons changed by several imports at once: %v", values)
		}
	})
}

func TestImportUnknownProject(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		_, err := importString(t, db, 999, "x.ndjson", "", ingest.ImportOptions{})
		if err == nil || !strings.Contains(err.Error(), "project 999 not found") {
			t.Fatalf("err = %v", err)
		}
	})
}

// TestImportRestoresPageCache checks that the larger SQLite page cache of a
// bulk load does not outlive it (the connection is shared with the app). The
// cache is a SQLite setting: PostgreSQL has nothing to check.
func TestImportRestoresPageCache(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Open(t, storetest.SQLiteURL(t))
	pid := mustProject(t, db, "Import")
	size := func() int64 {
		var n int64
		if err := db.Bun.QueryRowContext(ctx, "PRAGMA cache_size").Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	before := size()
	if _, err := importString(t, db, pid, "good.ndjson", goodFile, ingest.ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := importString(t, db, pid, "bad.ndjson", "{", ingest.ImportOptions{}); err == nil {
		t.Fatal("bad file imported")
	}
	if after := size(); after != before {
		t.Fatalf("cache_size = %d after import, was %d", after, before)
	}
}

// TestImportPersonUUIDs covers person lines that name their uuid, across
// files (the person is found by uuid in the database), and $create_alias.
func TestImportPersonUUIDs(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		pid := mustProject(t, db, "Import")
		const id = "5f0c6a52-3b8e-4d0a-9c43-2a4f8e1b7d10"
		first := `{"type":"person","uuid":"` + strings.ToUpper(id) + `","distinct_ids":["p1"],"properties":{"plan":"free"},"created_at":"2025-01-01T00:00:00Z"}
{"type":"person","distinct_ids":["p2"]}`
		if _, err := importString(t, db, pid, "first.ndjson", first, ingest.ImportOptions{}); err != nil {
			t.Fatal(err)
		}
		second := strings.Join([]string{
			`{"type":"person","uuid":"` + id + `","distinct_ids":["p1-laptop"],"properties":{"plan":"pro"},"is_identified":true}`,
			`{"type":"event","event":"$create_alias","distinct_id":"p1","timestamp":"2025-01-02T00:00:00Z","properties":{"alias":"p1@example.com"}}`,
			`{"type":"person","uuid":"` + id + `","distinct_ids":["p2"]}`,
		}, "\n")
		res, err := importString(t, db, pid, "second.ndjson", second, ingest.ImportOptions{SkipInvalid: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.RejectedCount != 1 || res.Rejected[0].Error() != `second.ndjson:3: uuid: distinct id "p2" belongs to another person (`+personOf(t, db, pid, "p2").UUID+`)` {
			t.Fatalf("rejected = %v", res.Rejected)
		}
		p := personOf(t, db, pid, "p1-laptop")
		if p.UUID != id || !p.IsIdentified || !slices.Equal(p.DistinctIDs, []string{"p1", "p1-laptop", "p1@example.com"}) {
			t.Fatalf("person = %+v", p)
		}
		jsonEqual(t, "properties", p.Properties, `{"plan":"pro"}`)
		if res.Stats.PersonsUpdated != 1 || res.Stats.PersonsCreated != 0 || res.Stats.DistinctIDs != 2 {
			t.Errorf("stats = %+v", res.Stats)
		}
	})
}
