package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store"
)

// fixture is a small dataset with known answers: project A holds the data
// the tests query, project B holds rows that must never show up in A's
// results (including an event of A pointing at B's person).
type fixture struct {
	a, b       int64 // project ids
	alice, bob int64 // persons of A
	carol      int64
	mallory    int64 // person of B
}

func ts(s string) time.Time {
	t, err := time.Parse("2006-01-02 15:04:05.999999", s)
	if err != nil {
		panic(err)
	}
	return t.UTC()
}

func loadFixture(t testing.TB, db *store.DB) fixture {
	t.Helper()
	ctx := context.Background()
	var f fixture
	pa, err := store.CreateProject(ctx, db.Bun, "A")
	if err != nil {
		t.Fatal(err)
	}
	pb, err := store.CreateProject(ctx, db.Bun, "B")
	if err != nil {
		t.Fatal(err)
	}
	f.a, f.b = pa.ID, pb.ID
	insert := func(model any) {
		t.Helper()
		if _, err := db.Bun.NewInsert().Model(model).Exec(ctx); err != nil {
			t.Fatalf("insert %T: %v", model, err)
		}
	}
	person := func(team int64, uuid, props string, identified bool, created string) int64 {
		p := &store.Person{UUID: uuid, TeamID: team, Properties: json.RawMessage(props), IsIdentified: identified, CreatedAt: ts(created)}
		if _, err := db.Bun.NewInsert().Model(p).Returning("id").Exec(ctx); err != nil {
			t.Fatalf("insert person: %v", err)
		}
		return p.ID
	}
	f.alice = person(f.a, "0000000a-0000-4000-8000-000000000001", `{"email":"alice@example.com","name":"Alice","plan":"pro","age":30}`, true, "2026-01-01 09:00:00")
	f.bob = person(f.a, "0000000a-0000-4000-8000-000000000002", `{"email":"bob@example.com","name":"Bob","plan":"free","age":25}`, true, "2026-01-02 10:30:00")
	f.carol = person(f.a, "0000000a-0000-4000-8000-000000000003", `{"name":"Carol"}`, false, "2026-01-03 12:00:00.5")
	f.mallory = person(f.b, "0000000b-0000-4000-8000-000000000001", `{"email":"mallory@evil.test","name":"Mallory","plan":"pro"}`, true, "2026-01-01 08:00:00")
	for _, pdi := range []store.PersonDistinctID{
		{TeamID: f.a, PersonID: f.alice, DistinctID: "d1"},
		{TeamID: f.a, PersonID: f.alice, DistinctID: "d1b"},
		{TeamID: f.a, PersonID: f.bob, DistinctID: "d2"},
		{TeamID: f.a, PersonID: f.carol, DistinctID: "d3"},
		{TeamID: f.b, PersonID: f.mallory, DistinctID: "d1"},
		{TeamID: f.b, PersonID: f.mallory, DistinctID: "db1"},
	} {
		insert(&pdi)
	}
	ptr := func(v int64) *int64 { return &v }
	sp := func(s string) *string { return &s }
	events := []store.Event{
		{UUID: "a0000000-0000-4000-8000-000000000001", TeamID: f.a, Event: "$pageview", DistinctID: "d1", PersonID: ptr(f.alice), SessionID: sp("s1"),
			Timestamp: ts("2026-01-05 10:00:00"), Properties: json.RawMessage(`{"$browser":"Chrome","$current_url":"https://www.example.com/pricing?x=1","$session_id":"s1","$screen_width":1920,"price":19.90,"is_cool":true}`)},
		{UUID: "a0000000-0000-4000-8000-000000000002", TeamID: f.a, Event: "$pageview", DistinctID: "d1b", PersonID: ptr(f.alice), SessionID: sp("s1"),
			Timestamp: ts("2026-01-05 10:05:30.25"), Properties: json.RawMessage(`{"$browser":"Chrome","$current_url":"https://www.example.com/docs#intro","$session_id":"s1","$screen_width":1920}`)},
		{UUID: "a0000000-0000-4000-8000-000000000003", TeamID: f.a, Event: "signup", DistinctID: "d1", PersonID: ptr(f.alice),
			Timestamp: ts("2026-01-05 11:00:00"), Properties: json.RawMessage(`{"plan":"pro","price":49.5}`)},
		{UUID: "a0000000-0000-4000-8000-000000000004", TeamID: f.a, Event: "$pageview", DistinctID: "d2", PersonID: ptr(f.bob), SessionID: sp("s2"),
			Timestamp: ts("2026-01-06 08:00:00"), Properties: json.RawMessage(`{"$browser":"Firefox","$current_url":"http://user@example.org:8080","$session_id":"s2","$screen_width":1280}`)},
		{UUID: "a0000000-0000-4000-8000-000000000005", TeamID: f.a, Event: "$pageview", DistinctID: "d3", PersonID: ptr(f.carol),
			Timestamp: ts("2026-01-07 23:59:59"), Properties: json.RawMessage(`{"$browser":"Safari","$current_url":"https://blog.example.com/a/b","$screen_width":"wide"}`)},
		{UUID: "a0000000-0000-4000-8000-000000000006", TeamID: f.a, Event: "purchase", DistinctID: "d2", PersonID: ptr(f.bob),
			Timestamp: ts("2026-01-08 12:00:00"), Properties: json.RawMessage(`{"price":100,"items":[{"sku":"a"},{"sku":"b"}],"nested":{"a":{"b":"deep"}},"note":"50% off_now"}`)},
		{UUID: "a0000000-0000-4000-8000-000000000007", TeamID: f.a, Event: "$pageview", DistinctID: "anon",
			Timestamp: ts("2026-01-10 00:00:00"), Properties: json.RawMessage(`{"$browser":"Chrome","$current_url":"https://www.example.com/"}`)},
		// An event of A that points at B's person: the person join must not see it.
		{UUID: "a0000000-0000-4000-8000-000000000008", TeamID: f.a, Event: "$autocapture", DistinctID: "d9", PersonID: ptr(f.mallory),
			Timestamp: ts("2026-01-11 06:30:00"), Properties: json.RawMessage(`{}`)},
		{UUID: "b0000000-0000-4000-8000-000000000001", TeamID: f.b, Event: "secret", DistinctID: "d1", PersonID: ptr(f.mallory), SessionID: sp("s1"),
			Timestamp: ts("2026-01-05 10:00:00"), Properties: json.RawMessage(`{"$browser":"Chrome","$session_id":"s1","price":1000}`)},
		{UUID: "b0000000-0000-4000-8000-000000000002", TeamID: f.b, Event: "$pageview", DistinctID: "db1", PersonID: ptr(f.mallory),
			Timestamp: ts("2026-01-06 10:00:00"), Properties: json.RawMessage(`{"$browser":"Opera"}`)},
		{UUID: "b0000000-0000-4000-8000-000000000003", TeamID: f.b, Event: "secret", DistinctID: "db1", PersonID: ptr(f.alice),
			Timestamp: ts("2026-01-07 10:00:00"), Properties: json.RawMessage(`{}`)},
	}
	for i := range events {
		events[i].CreatedAt = events[i].Timestamp.Add(time.Second)
		insert(&events[i])
	}
	for _, team := range []int64{f.a, f.b} {
		if err := store.RebuildAllSessions(ctx, db.Bun, team); err != nil {
			t.Fatal(err)
		}
	}
	recs := []store.SessionRecording{
		{TeamID: f.a, SessionID: "s1", DistinctID: "d1", StartTime: ts("2026-01-05 10:00:00"), EndTime: ts("2026-01-05 10:10:00"),
			Duration: 600, ActiveSeconds: 300, InactiveSeconds: 300, ClickCount: 5, KeypressCount: 10, MouseActivityCount: 40,
			ConsoleLogCount: 2, ConsoleWarnCount: 1, ConsoleErrorCount: 0, StartURL: "https://www.example.com/pricing"},
		{TeamID: f.a, SessionID: "s2", DistinctID: "d2", StartTime: ts("2026-01-06 08:00:00"), EndTime: ts("2026-01-06 08:01:30"),
			Duration: 90.5, ActiveSeconds: 60, InactiveSeconds: 30.5, ClickCount: 1, KeypressCount: 0, MouseActivityCount: 3,
			ConsoleLogCount: 0, ConsoleWarnCount: 0, ConsoleErrorCount: 2, StartURL: "http://example.org/"},
		{TeamID: f.b, SessionID: "s1", DistinctID: "db1", StartTime: ts("2026-01-05 10:00:00"), EndTime: ts("2026-01-05 11:00:00"),
			Duration: 3600, ActiveSeconds: 3600, ClickCount: 99, StartURL: "https://evil.test/"},
	}
	for i := range recs {
		recs[i].ComputeActivityScore()
		insert(&recs[i])
	}
	for i, l := range []store.PluginLogEntry{
		{TeamID: f.a, PluginID: 1, PluginConfigID: 10, Timestamp: ts("2026-01-05 10:00:00"), Source: "SYSTEM", Type: "INFO", Message: "started"},
		{TeamID: f.a, PluginID: 1, PluginConfigID: 10, Timestamp: ts("2026-01-05 10:01:00"), Source: "PLUGIN", Type: "ERROR", Message: "boom: it's broken"},
		{TeamID: f.a, PluginID: 2, PluginConfigID: 11, Timestamp: ts("2026-01-06 10:00:00"), Source: "CONSOLE", Type: "WARN", Message: "careful"},
		{TeamID: f.b, PluginID: 1, PluginConfigID: 20, Timestamp: ts("2026-01-05 10:00:00"), Source: "SYSTEM", Type: "INFO", Message: "secret log"},
	} {
		l.ID = fmt.Sprintf("c0000000-0000-4000-8000-%012d", i+1)
		l.InstanceID = "11111111-1111-4111-8111-111111111111"
		insert(&l)
	}
	return f
}
