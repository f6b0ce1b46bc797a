package ingest_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/ingest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// FuzzImportFile imports each input as an NDJSON file into real databases
// (SQLite, and PostgreSQL when BURROW_TEST_POSTGRES is set), one project per
// database for the whole run. Whatever the file holds, ImportFile either
// imports it or refuses it with an *InvalidFileError that lists each bad
// line: a database error here means validation let through a value one of
// the databases cannot store. It is slow (a few transactions per input):
// FuzzParseLine explores the parser, this target checks the databases agree.
func FuzzImportFile(f *testing.F) {
	for _, s := range []string{
		`{"type":"event","event":"$pageview","distinct_id":"u1","timestamp":"2025-05-01T10:00:00Z","properties":{"$session_id":"s-1","$set":{"a":1}}}`,
		`{"type":"person","distinct_ids":["u1","u2"],"properties":{"plan":"pro"},"created_at":"2025-01-01T00:00:00Z"}`,
		`{"type":"recording","session_id":"s-1","distinct_id":"u1","start_time":"2025-05-02T10:00:00Z","end_time":"2025-05-02T10:05:00Z","click_count":12}`,
		`{"type":"plugin_log","plugin_config_id":3,"plugin_id":1,"timestamp":"2025-05-02T10:00:00Z","source":"PLUGIN","log_type":"INFO","message":"hello"}`,
		`{"type":"event","event":"e","distinct_id":"d","timestamp":"0000-06-01T00:00:00Z"}`,
		`{"type":"event","event":"e","distinct_id":"d","timestamp":"2025-01-01T00:00:00Z","properties":{"a":"\ud800"}}`,
		`{"type":"event","event":"e","distinct_id":"d","timestamp":"2025-01-01T00:00:00Z","properties":{"a":1e131072}}`,
		`{"type":"recording","session_id":"s","distinct_id":"d","start_time":"2025-01-01T00:00:00Z","end_time":"2025-01-01T00:00:01Z","duration":1e-300,"active_seconds":1e300}`,
	} {
		f.Add(s)
	}
	type target struct {
		name      string
		db        *store.DB
		projectID int64
	}
	var targets []target
	for _, tg := range storetest.Targets(f) {
		db := storetest.Open(f, tg.URL(f))
		p, err := store.CreateProject(context.Background(), db.Bun, "fuzz")
		if err != nil {
			f.Fatal(err)
		}
		targets = append(targets, target{tg.Name, db, p.ID})
	}
	f.Fuzz(func(t *testing.T, content string) {
		for _, tg := range targets {
			_, err := ingest.ImportFile(context.Background(), tg.db, tg.projectID, "fuzz.ndjson",
				strings.NewReader(content), ingest.ImportOptions{Now: func() time.Time { return fixedNow }})
			var invalid *ingest.InvalidFileError
			switch {
			case err == nil:
			case errors.As(err, &invalid):
				for _, l := range invalid.Lines {
					if l.Err == nil || l.Err.Reason == "" {
						t.Fatalf("%s: %q: line %d refused without a reason", tg.name, content, l.Line)
					}
				}
			default:
				t.Fatalf("%s: %q: import failed instead of refusing a line: %v", tg.name, content, err)
			}
		}
	})
}

// TestImportStorableLimits: values at the edge of what both databases store
// import on both, and values just past it are refused lines (before, the
// PostgreSQL import failed with a database error and SQLite stored rows its
// JSON functions or text ordering could not read).
func TestImportStorableLimits(t *testing.T) {
	t.Parallel()
	ev := func(ts, props string) string {
		return `{"type":"event","event":"e","distinct_id":"d","timestamp":"` + ts + `","properties":` + props + `}`
	}
	const ts = "2025-01-01T00:00:00Z"
	deep := func(n int) string { return `{"a":` + strings.Repeat("[", n-1) + strings.Repeat("]", n-1) + `}` }
	good := []string{
		ev("0001-01-01T00:00:00.000001Z", `{}`),
		ev("9999-12-31T23:59:59.999999Z", `{}`),
		ev(ts, `{"a":"\ud83d\ude00","b":1e131071,"c":1e-16383,"d":0e1073741822,"e":{"a":1}}`),
		ev(ts, `{"$set":{"deep":`+strings.Repeat("[", 998)+strings.Repeat("]", 998)+`}}`), // 1000 levels
		`{"type":"recording","session_id":"s","distinct_id":"d","start_time":"1000-01-01T00:00:00Z","end_time":"2000-01-01T00:00:00Z","click_count":2147483647}`,
		`{"type":"plugin_log","plugin_config_id":2147483647,"plugin_id":2147483647,"timestamp":"2025-01-01T00:00:00Z","source":"SYSTEM","log_type":"INFO","message":"m"}`,
	}
	bad := map[string]string{
		ev("0000-06-01T00:00:00Z", `{}`):      "timestamp: out of range",
		ev("9999-12-31T23:00:00-05:00", `{}`): "timestamp: out of range",
		ev(ts, `{"a":"\ud800"}`):              `properties: contains \ud800, an unpaired UTF-16 surrogate`,
		ev(ts, `{"$set":{"a":"\udfff"}}`):     `properties: contains \udfff, an unpaired UTF-16 surrogate`,
		ev(ts, `{"a":1e131072}`):              `properties: number "1e131072" is out of range`,
		ev(ts, `{"a":1e-16384}`):              `properties: number "1e-16384" is out of range`,
		ev(ts, `{"a":0e1073741823}`):          `properties: number "0e1073741823" is out of range`,
		ev(ts, `{"a":1,"a":2}`):               `properties: duplicate key "a"`,
		ev(ts, deep(1001)):                    "properties: nested deeper than 1000 levels",
		`{"type":"person","distinct_ids":["p"],"properties":{"a":1e131072}}`:                                                                                                     `properties: number "1e131072" is out of range`,
		`{"type":"recording","session_id":"s","distinct_id":"d","start_time":"2025-01-01T00:00:00Z","end_time":"2025-01-01T00:00:01Z","duration":1e-300,"active_seconds":1e300}`: "active_seconds: too large",
		`{"type":"recording","session_id":"s","distinct_id":"d","start_time":"2025-01-01T00:00:00Z","end_time":"2025-01-01T00:00:01Z","console_log_count":9223372036854775807}`:  "console_log_count: must be at most",
	}
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		projectID := mustProject(t, db, "limits")
		res, err := importString(t, db, projectID, "good.ndjson", strings.Join(good, "\n"), ingest.ImportOptions{})
		if err != nil {
			t.Fatalf("good lines: %v", err)
		}
		if res.Imported != len(good) {
			t.Fatalf("imported %d of %d good lines", res.Imported, len(good))
		}
		// Every stored JSON document reads back through the database's JSON functions.
		query := "SELECT count(*) FROM events WHERE team_id = ? AND json_extract(properties, '$.a') IS NOT NULL"
		if db.Dialect == store.Postgres {
			query = "SELECT count(*) FROM events WHERE team_id = ? AND properties->'a' IS NOT NULL"
		}
		var n int
		if err := db.Bun.QueryRowContext(ctx, query, projectID).Scan(&n); err != nil || n != 1 {
			t.Fatalf("reading properties back: %d rows, %v", n, err)
		}
		if p := personOf(t, db, projectID, "d"); p.Properties["deep"] == nil {
			t.Fatalf("person properties = %v, want the deep $set", p.Properties)
		}
		for line, want := range bad {
			_, err := importString(t, db, projectID, "bad.ndjson", line, ingest.ImportOptions{})
			var invalid *ingest.InvalidFileError
			if !errors.As(err, &invalid) || len(invalid.Lines) != 1 || !strings.HasPrefix(invalid.Lines[0].Err.Error(), want) {
				t.Errorf("%.100s: got %v, want a refused line %q", line, err, want)
			}
		}
	})
}
