package servertest

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/store"
)

// Fixture rows for the HTTP tests of both surfaces, inserted with bun as the
// capture pipeline would have stored them.

// LogBase is the default timestamp of the first log entry of AddLogEntries.
var LogBase = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

// insert adds one row (or a slice of rows), failing the test on error.
func (e *Env) insert(t testing.TB, rows any) {
	t.Helper()
	if _, err := e.DB.Bun.NewInsert().Model(rows).Exec(context.Background()); err != nil {
		t.Fatalf("insert %T: %v", rows, err)
	}
}

// AddPerson inserts a person of project teamID: props is its property
// object as JSON text, created its creation time, distinctIDs its distinct
// ids (oldest first).
func (e *Env) AddPerson(t testing.TB, teamID int64, props string, created time.Time, distinctIDs ...string) *store.Person {
	t.Helper()
	p := &store.Person{UUID: uuid.NewString(), TeamID: teamID, Properties: json.RawMessage(props), CreatedAt: created}
	e.insert(t, p)
	for _, d := range distinctIDs {
		e.insert(t, &store.PersonDistinctID{TeamID: teamID, PersonID: p.ID, DistinctID: d})
	}
	return p
}

// AddEvent inserts an event of project teamID done by distinctID at at and
// resolved to person (nil: to no one).
func (e *Env) AddEvent(t testing.TB, teamID int64, event, distinctID string, person *store.Person, at time.Time) {
	t.Helper()
	ev := &store.Event{UUID: uuid.NewString(), TeamID: teamID, Event: event, DistinctID: distinctID,
		Properties: json.RawMessage(`{}`), Timestamp: at, CreatedAt: at}
	if person != nil {
		ev.PersonID = &person.ID
	}
	e.insert(t, ev)
}

// AddRecording inserts the recording of session sessionID in project
// teamID: by default one minute from start, half of it active, with a few
// clicks and mouse events. edit adjusts the defaults before the activity
// score is computed.
func (e *Env) AddRecording(t testing.TB, teamID int64, sessionID, distinctID string, start time.Time, edit func(r *store.SessionRecording)) *store.SessionRecording {
	t.Helper()
	r := &store.SessionRecording{
		TeamID: teamID, SessionID: sessionID, DistinctID: distinctID, StartTime: start, EndTime: start.Add(time.Minute),
		Duration: 60, ActiveSeconds: 30, InactiveSeconds: 30, ClickCount: 2, KeypressCount: 1, MouseActivityCount: 10,
		StartURL: "https://example.com/" + sessionID, Storage: "object_storage", SnapshotSource: "web",
	}
	if edit != nil {
		edit(r)
	}
	r.ComputeActivityScore()
	e.insert(t, r)
	return r
}

// AddPluginConfig inserts c with a fresh id and returns it.
func (e *Env) AddPluginConfig(t testing.TB, c store.PluginConfig) *store.PluginConfig {
	t.Helper()
	e.insert(t, &c)
	return &c
}

// AddLogEntries inserts n log entries of config c: entry i is an INFO line
// "Line i" from PLUGIN at LogBase + i minutes, which fill (when not nil)
// adjusts.
func (e *Env) AddLogEntries(t testing.TB, c *store.PluginConfig, n int, fill func(i int, entry *store.PluginLogEntry)) []store.PluginLogEntry {
	t.Helper()
	entries := make([]store.PluginLogEntry, n)
	for i := range entries {
		entries[i] = store.PluginLogEntry{
			ID: fmt.Sprintf("00000000-0000-4000-8000-%06d%06d", c.ID, i), TeamID: c.TeamID, PluginID: c.PluginID,
			PluginConfigID: c.ID, Timestamp: LogBase.Add(time.Duration(i) * time.Minute), Source: "PLUGIN",
			Type: "INFO", Message: fmt.Sprintf("Line %d", i), InstanceID: "11111111-1111-4111-8111-111111111111",
		}
		if fill != nil {
			fill(i, &entries[i])
		}
	}
	if n > 0 {
		e.insert(t, &entries)
	}
	return entries
}

// AddEvents inserts n $pageview events of project teamID, one a minute from
// 2026-01-01, by seven distinct ids, in batches.
func (e *Env) AddEvents(t testing.TB, teamID int64, n int) {
	t.Helper()
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for start := 0; start < n; start += 500 {
		batch := make([]store.Event, 0, 500)
		for i := start; i < min(start+500, n); i++ {
			at := t0.Add(time.Duration(i) * time.Minute)
			batch = append(batch, store.Event{UUID: uuid.NewString(), TeamID: teamID, Event: "$pageview",
				DistinctID: fmt.Sprint("user", i%7), Properties: json.RawMessage(`{"$browser":"Chrome"}`), Timestamp: at, CreatedAt: at})
		}
		e.insert(t, &batch)
	}
}

// AddManyRecordings inserts, in batches, persons persons (each with one
// distinct id "bench-N" and a few properties) and recordings recordings of
// project teamID, recording N belonging to distinct id N mod persons and
// starting N seconds after start: the data of the list benchmarks.
func (e *Env) AddManyRecordings(tb testing.TB, teamID int64, persons, recordings int, start time.Time) {
	tb.Helper()
	ctx := context.Background()
	for first := 0; first < persons; first += 500 {
		batch := make([]store.Person, min(500, persons-first))
		for i := range batch {
			batch[i] = store.Person{UUID: uuid.NewString(), TeamID: teamID, CreatedAt: start,
				Properties: json.RawMessage(fmt.Sprintf(`{"email":"user%d@example.com","plan":"paid","visits":%d,"country":"BR"}`, first+i, i%17))}
		}
		if _, err := e.DB.Bun.NewInsert().Model(&batch).Returning("id").Exec(ctx); err != nil {
			tb.Fatal(err)
		}
		ids := make([]store.PersonDistinctID, len(batch))
		for i, p := range batch {
			ids[i] = store.PersonDistinctID{TeamID: teamID, PersonID: p.ID, DistinctID: fmt.Sprint("bench-", first+i)}
		}
		if _, err := e.DB.Bun.NewInsert().Model(&ids).Exec(ctx); err != nil {
			tb.Fatal(err)
		}
	}
	for first := 0; first < recordings; first += 1000 {
		batch := make([]store.SessionRecording, min(1000, recordings-first))
		for i := range batch {
			n := first + i
			batch[i] = store.SessionRecording{TeamID: teamID, SessionID: fmt.Sprint("bench-s-", n),
				DistinctID: fmt.Sprint("bench-", n%persons), StartTime: start.Add(time.Duration(n) * time.Second),
				EndTime: start.Add(time.Duration(n+60) * time.Second), Duration: float64(n % 600), ClickCount: int64(n % 37),
				StartURL: "https://example.com/", Storage: "object_storage", SnapshotSource: "web"}
			batch[i].ComputeActivityScore()
		}
		if _, err := e.DB.Bun.NewInsert().Model(&batch).Exec(ctx); err != nil {
			tb.Fatal(err)
		}
	}
}
