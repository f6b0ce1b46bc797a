package rest_test

import (
	"context"
	"fmt"
	"net/url"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// recBase is the start time of the fixture recordings.
var recBase = time.Date(2026, 2, 10, 9, 0, 0, 0, time.UTC)

// recordingIDs lists the ids (session ids) of a page.
func recordingIDs(p envelopeBody) []string {
	out := make([]string, len(p.Results))
	for i, r := range p.Results {
		out[i], _ = r["id"].(string)
	}
	return out
}

// recordingFields are exactly the fields of rest/openapi.yaml's
// SessionRecording (docs/design.md §6).
var recordingFields = []string{"id", "distinct_id", "viewed", "recording_duration", "active_seconds", "inactive_seconds",
	"start_time", "end_time", "click_count", "keypress_count", "mouse_activity_count", "console_log_count",
	"console_warn_count", "console_error_count", "start_url", "person", "storage", "snapshot_source", "ongoing",
	"activity_score"}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func TestRecordingsListFields(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		alice := env.AddPerson(t, pid, `{"email":"alice@example.com","name":"Alice","plan":"pro"}`, recBase.Add(-time.Hour), "alice-1", "alice-2")
		env.AddPerson(t, pid, `{"name":"Bob","username":"bobby"}`, recBase.Add(-time.Hour), "bob")
		env.AddPerson(t, pid, `{"username":"carol_c"}`, recBase.Add(-time.Hour), "carol")
		env.AddPerson(t, pid, `{"email":42}`, recBase.Add(-time.Hour), "dave-anon", "dave")
		other := env.NewProject(t, "Other")
		env.AddRecording(t, other.ID, "s-other", "alice-2", recBase, nil)

		full := env.AddRecording(t, pid, "s-full", "alice-2", recBase, func(r *store.SessionRecording) {
			r.EndTime = recBase.Add(100*time.Second + 500*time.Millisecond)
			r.Duration, r.ActiveSeconds, r.InactiveSeconds = 100.5, 40, 60.5
			r.ClickCount, r.KeypressCount, r.MouseActivityCount = 5, 3, 50
			r.ConsoleLogCount, r.ConsoleWarnCount, r.ConsoleErrorCount = 4, 1, 2
			r.StartURL, r.Storage, r.SnapshotSource = "https://example.com/pricing?x=1", "object_storage_lts", "mobile"
		})
		env.AddRecording(t, pid, "s-bob", "bob", recBase.Add(time.Hour), nil)
		env.AddRecording(t, pid, "s-carol", "carol", recBase.Add(2*time.Hour), nil)
		env.AddRecording(t, pid, "s-dave", "dave", recBase.Add(3*time.Hour), nil)
		env.AddRecording(t, pid, "s-nobody", "nobody", recBase.Add(4*time.Hour), nil)
		now := time.Now().UTC()
		env.AddRecording(t, pid, "s-live", "nobody", now.Add(-10*time.Minute), func(r *store.SessionRecording) {
			r.EndTime = now.Add(-time.Minute)
		})
		env.AddRecording(t, pid, "s-done", "nobody", now.Add(-time.Hour), func(r *store.SessionRecording) {
			r.EndTime = now.Add(-10 * time.Minute)
		})

		p := fetchEnvelope(t, env, fmt.Sprintf("/api/environments/%d/session_recordings/", pid), env.Key)
		if p.Count != 7 || !slices.Equal(recordingIDs(p), []string{"s-live", "s-done", "s-nobody", "s-dave", "s-carol", "s-bob", "s-full"}) {
			t.Fatalf("list: %d %v", p.Count, recordingIDs(p))
		}
		byID := map[string]map[string]any{}
		for _, r := range p.Results {
			byID[r["id"].(string)] = r
			if got := sortedKeys(r); !slices.Equal(got, slices.Sorted(slices.Values(recordingFields))) {
				t.Errorf("%s fields: %v", r["id"], got)
			}
		}
		got := byID["s-full"]
		want := map[string]any{
			"id": "s-full", "distinct_id": "alice-2", "viewed": false, "recording_duration": 100.5,
			"active_seconds": float64(40), "inactive_seconds": 60.5, "start_time": "2026-02-10T09:00:00Z",
			"end_time": "2026-02-10T09:01:40.5Z", "click_count": float64(5), "keypress_count": float64(3),
			"mouse_activity_count": float64(50), "console_log_count": float64(4), "console_warn_count": float64(1),
			"console_error_count": float64(2), "start_url": "https://example.com/pricing?x=1",
			"storage": "object_storage_lts", "snapshot_source": "mobile", "ongoing": false,
			// round((40+5+3+2) / (50+100.5+4+1+2) × 100, 2)
			"activity_score": 31.75,
		}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("%s = %v (%T), want %v", k, got[k], got[k], v)
			}
		}
		if full.ActivityScore != 31.75 {
			t.Errorf("stored activity score %v", full.ActivityScore)
		}
		person, ok := got["person"].(map[string]any)
		if !ok {
			t.Fatalf("person: %v", got["person"])
		}
		if keys := sortedKeys(person); !slices.Equal(keys, []string{"created_at", "distinct_ids", "id", "name", "properties", "uuid"}) {
			t.Errorf("person fields: %v", keys)
		}
		if person["id"] != float64(alice.ID) || person["uuid"] != alice.UUID || person["name"] != "alice@example.com" ||
			fmt.Sprint(person["distinct_ids"]) != "[alice-1 alice-2]" || person["created_at"] != "2026-02-10T08:00:00Z" {
			t.Errorf("person: %v", person)
		}
		if props, _ := person["properties"].(map[string]any); props["plan"] != "pro" || props["name"] != "Alice" {
			t.Errorf("person properties: %v", person["properties"])
		}
		// name: email, else name, else username, else the first distinct id.
		for id, name := range map[string]string{"s-bob": "Bob", "s-carol": "carol_c", "s-dave": "dave-anon"} {
			if p, _ := byID[id]["person"].(map[string]any); p["name"] != name {
				t.Errorf("%s person name: %v", id, byID[id]["person"])
			}
		}
		if byID["s-nobody"]["person"] != nil {
			t.Errorf("no person: %v", byID["s-nobody"]["person"])
		}
		if byID["s-live"]["ongoing"] != true || byID["s-done"]["ongoing"] != false || byID["s-nobody"]["ongoing"] != false {
			t.Errorf("ongoing: live %v done %v", byID["s-live"]["ongoing"], byID["s-done"]["ongoing"])
		}
		if byID["s-bob"]["activity_score"] != 47.14 { // (30+2+1)/(10+60)×100
			t.Errorf("s-bob activity score: %v", byID["s-bob"]["activity_score"])
		}
	})
}

func TestRecordingsFilters(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		other := env.NewProject(t, "Other")
		ann := env.AddPerson(t, pid, `{"email":"ann@example.com"}`, recBase.Add(-time.Hour), "ann-web", "ann-app")
		theirs := env.AddPerson(t, other.ID, `{}`, recBase.Add(-time.Hour), "ann-web")
		env.AddPerson(t, pid, `{}`, recBase.Add(-time.Hour), "ben")
		midnight := time.Date(2026, 2, 10, 0, 0, 0, 0, time.UTC)
		day := func(d, h int) time.Time { return midnight.AddDate(0, 0, d).Add(time.Duration(h) * time.Hour) }
		env.AddRecording(t, pid, "r1", "ann-web", day(0, 0), nil)
		env.AddRecording(t, pid, "r2", "ann-app", day(1, 5), nil)
		env.AddRecording(t, pid, "r3", "ben", day(1, 23), nil)
		env.AddRecording(t, pid, "r4", "ben", day(2, 0), nil)
		env.AddRecording(t, pid, "r5", "stranger", day(3, 12), nil)
		env.AddRecording(t, other.ID, "r-other", "ann-web", day(1, 0), nil)
		now := time.Now().UTC()
		env.AddRecording(t, pid, "recent", "ben", now.Add(-3*24*time.Hour), nil)
		env.AddRecording(t, pid, "older", "ben", now.Add(-10*24*time.Hour), nil)

		base := fmt.Sprintf("/api/projects/%d/session_recordings", pid)
		for q, want := range map[string][]string{
			"date_from=2026-02-11&date_to=2026-02-12":                         {"r4", "r3", "r2"},
			"date_from=2026-02-11T05:00:00Z&date_to=2026-02-11T23:00:00Z":     {"r3", "r2"},
			"date_from=2026-02-11T05:00:00.001Z&date_to=2026-02-11T22:59:59Z": {},
			"date_from=2026-02-11T06:00:00%2B01:00&date_to=2026-02-11":        {"r3", "r2"},
			"date_to=2026-02-10":                                   {"r1"},
			"date_from=2026-02-13&date_to=2026-02-20":              {"r5"},
			"distinct_id=ben&date_to=2026-03-01":                   {"r4", "r3"},
			"distinct_id=ann-web":                                  {"r1"},
			"distinct_id=nobody":                                   {},
			"person_uuid=" + ann.UUID:                              {"r2", "r1"},
			"person_uuid=" + ann.UUID + "&distinct_id=ann-app":     {"r2"},
			"person_uuid=" + ann.UUID + "&date_from=2026-02-11":    {"r2"},
			"person_uuid=" + theirs.UUID:                           {},
			"person_uuid=" + uuid.NewString():                      {},
			"person_uuid=" + strings.ToUpper(ann.UUID):             {"r2", "r1"},
			"date_from=-99999y&distinct_id=ben&date_to=2026-03-01": {"r4", "r3"},
			// A bound past year 9999 used to sort before every row on SQLite.
			"date_to=9999-12-31&distinct_id=ben": {"recent", "older", "r4", "r3"},
			"date_from=-7d":                      {"recent"},
			"date_from=-14d&date_to=-5d":         {"older"},
			"date_from=-1w":                      {"recent"},
			"date_from=-240h&date_to=-2d":        {"recent"},
			"date_from=-1y&distinct_id=ben&date_to=2026-03-01&order=start_time":   {"r4", "r3"},
			"date_from=2026-02-10&date_to=2026-02-12&order_direction=ASC":         {"r1", "r2", "r3", "r4"},
			"date_from=2026-02-10&date_to=2026-02-12&order_direction=asc&limit=2": {"r1", "r2"},
		} {
			p := fetchEnvelope(t, env, base+"?"+q, env.Key)
			if got := recordingIDs(p); !slices.Equal(got, want) || p.Count != len(want) && !strings.Contains(q, "limit") {
				t.Errorf("%s: %d %v, want %v", q, p.Count, got, want)
			}
		}
		for q, attr := range map[string]string{
			"date_from=yesterday":          "date_from",
			"date_from=2026-02-30":         "date_from",
			"date_to=-7x":                  "date_to",
			"date_to=0000-01-01T00:00:00Z": "date_to",
			"person_uuid=not-a-uuid":       "person_uuid",
			"order=-start_time":            "order",
			"order=person":                 "order",
			"order=start_time;DROP":        "order",
			"order_direction=UP":           "order_direction",
			"order_direction=":             "",
			"limit=51&offset=x":            "offset",
			"distinct_id=a%00b":            "distinct_id",
			"distinct_id=%FF":              "distinct_id",
			"person_uuid=%00":              "person_uuid",
		} {
			r := env.Get(t, base+"?"+strings.ReplaceAll(url.PathEscape(q), "%25", "%"), env.Key)
			if attr == "" {
				if r.Status != 200 {
					t.Errorf("%s: %d %s", q, r.Status, r.Body)
				}
				continue
			}
			r.ExpectError(t, 400, "invalid_input", attr)
		}
	})
}

func TestRecordingsOrdering(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		// Each recording ranks differently on every key; o1 and o2 tie on
		// duration (the id breaks the tie).
		type spec struct {
			start                 int
			duration, active      float64
			errors, clicks, mouse int64
		}
		specs := map[string]spec{
			"o1": {start: 3, duration: 50, active: 10, errors: 5, clicks: 1, mouse: 100},
			"o2": {start: 1, duration: 50, active: 40, errors: 0, clicks: 7, mouse: 5},
			"o3": {start: 4, duration: 10, active: 5, errors: 9, clicks: 3, mouse: 1},
			"o4": {start: 2, duration: 80, active: 20, errors: 2, clicks: 0, mouse: 30},
			"o5": {start: 0, duration: 30, active: 25, errors: 1, clicks: 9, mouse: 60},
		}
		recs := map[string]*store.SessionRecording{}
		for _, id := range []string{"o1", "o2", "o3", "o4", "o5"} { // insertion order = id order
			s := specs[id]
			recs[id] = env.AddRecording(t, pid, id, "d", recBase.Add(time.Duration(s.start)*time.Hour), func(r *store.SessionRecording) {
				r.Duration, r.ActiveSeconds, r.ConsoleErrorCount, r.ClickCount, r.MouseActivityCount = s.duration, s.active, s.errors, s.clicks, s.mouse
				r.InactiveSeconds, r.KeypressCount = s.duration-s.active, 0
			})
		}
		keyOf := map[string]func(r *store.SessionRecording) float64{
			"start_time":          func(r *store.SessionRecording) float64 { return float64(r.StartTime.Unix()) },
			"duration":            func(r *store.SessionRecording) float64 { return r.Duration },
			"active_seconds":      func(r *store.SessionRecording) float64 { return r.ActiveSeconds },
			"console_error_count": func(r *store.SessionRecording) float64 { return float64(r.ConsoleErrorCount) },
			"click_count":         func(r *store.SessionRecording) float64 { return float64(r.ClickCount) },
			"activity_score":      func(r *store.SessionRecording) float64 { return r.ActivityScore },
		}
		base := fmt.Sprintf("/api/environments/%d/session_recordings/", pid)
		for order, key := range keyOf {
			for _, dir := range []string{"ASC", "DESC"} {
				want := []string{"o1", "o2", "o3", "o4", "o5"}
				sort.SliceStable(want, func(i, j int) bool {
					a, b := key(recs[want[i]]), key(recs[want[j]])
					if dir == "DESC" {
						if a == b {
							return want[i] > want[j]
						}
						return a > b
					}
					return a < b
				})
				p := fetchEnvelope(t, env, base+"?order="+order+"&order_direction="+dir, env.Key)
				if got := recordingIDs(p); !slices.Equal(got, want) {
					t.Errorf("order=%s %s: %v, want %v", order, dir, got, want)
				}
			}
		}
		// Defaults: start_time, newest first; order_direction alone applies to start_time.
		if got := recordingIDs(fetchEnvelope(t, env, base, env.Key)); !slices.Equal(got, []string{"o3", "o1", "o4", "o2", "o5"}) {
			t.Errorf("default order: %v", got)
		}
		if got := recordingIDs(fetchEnvelope(t, env, base+"?order=duration", env.Key)); !slices.Equal(got, []string{"o4", "o2", "o1", "o5", "o3"}) {
			t.Errorf("order=duration default direction: %v", got)
		}
	})
}

func TestRecordingsPagination(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		recs := make([]store.SessionRecording, 55)
		want := make([]string, 55) // newest first
		for i := range recs {
			recs[i] = store.SessionRecording{TeamID: pid, SessionID: fmt.Sprintf("p%02d", i), DistinctID: "d",
				StartTime: recBase.Add(time.Duration(i) * time.Minute), EndTime: recBase.Add(time.Duration(i+1) * time.Minute),
				Storage: "object_storage", SnapshotSource: "web"}
			want[54-i] = recs[i].SessionID
		}
		if _, err := env.DB.Bun.NewInsert().Model(&recs).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		base := fmt.Sprintf("/api/environments/%d/session_recordings/", pid)
		p := fetchEnvelope(t, env, base, env.Key) // default limit 50
		if p.Count != 55 || !slices.Equal(recordingIDs(p), want[:50]) || servertest.LinkWindow(t, p.Next) != "limit=50&offset=50" || p.Previous != nil {
			t.Errorf("first page: %d %d %v", p.Count, len(p.Results), p.Next)
		}
		p = fetchEnvelope(t, env, base+"?offset=50", env.Key)
		if !slices.Equal(recordingIDs(p), want[50:]) || p.Next != nil || servertest.LinkWindow(t, p.Previous) != "limit=50&offset=0" {
			t.Errorf("last page: %v %v", recordingIDs(p), p.Previous)
		}
		p = fetchEnvelope(t, env, base+"?limit=5&offset=20", env.Key)
		if !slices.Equal(recordingIDs(p), want[20:25]) || servertest.LinkWindow(t, p.Next) != "limit=5&offset=25" || servertest.LinkWindow(t, p.Previous) != "limit=5&offset=15" {
			t.Errorf("middle page: %v", recordingIDs(p))
		}
		p = fetchEnvelope(t, env, base+"?limit=1000&offset=55", env.Key)
		if p.Count != 55 || len(p.Results) != 0 || p.Next != nil || servertest.LinkWindow(t, p.Previous) != "limit=1000&offset=0" {
			t.Errorf("past the end: %+v", p)
		}
		p = fetchEnvelope(t, env, base+"?offset=9223372036854775807", env.Key)
		if p.Count != 55 || len(p.Results) != 0 || p.Next != nil {
			t.Errorf("largest offset: %+v", p)
		}
		for q, attr := range map[string]string{"limit=1001": "limit", "limit=0": "limit", "limit=-1": "limit", "limit=ten": "limit",
			"offset=-1": "offset", "offset=9223372036854775808": "offset"} {
			env.Get(t, base+"?"+q, env.Key).ExpectError(t, 400, "invalid_input", attr)
		}
	})
}

func TestRecordingRetrieveAndViewed(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		other := env.NewProject(t, "Other")
		env.AddPerson(t, pid, `{"email":"v@example.com"}`, recBase.Add(-time.Hour), "viewer-person")
		env.AddRecording(t, pid, "sess-a", "viewer-person", recBase, nil)
		env.AddRecording(t, pid, "sess-b", "nobody", recBase.Add(time.Hour), nil)
		env.AddRecording(t, other.ID, "sess-other", "nobody", recBase, nil)
		env.AddRecording(t, pid, "odd id é?x=1%", "nobody", recBase.Add(-time.Hour), nil)
		sameOwner := env.NewKey(t, []string{"session_recording:read"}, nil) // same email as env.Key
		otherOwner, _, err := auth.IssueKey(context.Background(), env.DB.Bun, auth.NewKeyRequest{Email: "someone-else@example.com", Scopes: []string{"session_recording:write"}})
		if err != nil {
			t.Fatal(err)
		}
		list := fmt.Sprintf("/api/environments/%d/session_recordings/", pid)
		viewed := func(key string) map[string]any {
			out := map[string]any{}
			for _, r := range fetchEnvelope(t, env, list, key).Results {
				out[r["id"].(string)] = r["viewed"]
			}
			return out
		}
		if v := viewed(env.Key); v["sess-a"] != false || v["sess-b"] != false {
			t.Fatalf("before: %v", v)
		}

		one := fmt.Sprintf("/api/projects/%d/session_recordings/sess-a/", pid)
		for range 2 { // retrieving twice is fine (the view is upserted)
			r := env.Get(t, one, env.Key)
			if r.Status != 200 {
				t.Fatalf("retrieve: %d %s", r.Status, r.Body)
			}
			got := r.Map(t)
			if keys := sortedKeys(got); !slices.Equal(keys, slices.Sorted(slices.Values(recordingFields))) {
				t.Errorf("retrieve fields: %v", keys)
			}
			if got["id"] != "sess-a" || got["viewed"] != true || got["person"].(map[string]any)["name"] != "v@example.com" {
				t.Errorf("retrieve: %v", got)
			}
		}
		if v := viewed(env.Key); v["sess-a"] != true || v["sess-b"] != false {
			t.Errorf("after, same key: %v", v)
		}
		if v := viewed(sameOwner); v["sess-a"] != true {
			t.Errorf("after, another key of the same owner: %v", v)
		}
		if v := viewed(otherOwner); v["sess-a"] != false || v["sess-b"] != false {
			t.Errorf("after, another owner: %v", v)
		}
		// Any session id without a slash works in the path once escaped.
		for _, slash := range []string{"/", ""} {
			path := fmt.Sprintf("/api/environments/%d/session_recordings/%s%s", pid, url.PathEscape("odd id é?x=1%"), slash)
			if r := env.Get(t, path, env.Key); r.Status != 200 || r.Map(t)["id"] != "odd id é?x=1%" {
				t.Errorf("escaped session id %s: %d %s", path, r.Status, r.Body)
			}
		}
		// The other owner's retrieve does not show as the first owner's view.
		if r := env.Get(t, fmt.Sprintf("/api/environments/%d/session_recordings/sess-b", pid), otherOwner); r.Status != 200 ||
			r.Map(t)["person"] != nil {
			t.Errorf("retrieve without person: %d %s", r.Status, r.Body)
		}
		if v := viewed(env.Key); v["sess-b"] != false {
			t.Errorf("other owner's view leaked: %v", v)
		}
		if v := viewed(otherOwner); v["sess-b"] != true || v["sess-a"] != false {
			t.Errorf("other owner after own view: %v", v)
		}

		for _, path := range []string{
			fmt.Sprintf("/api/environments/%d/session_recordings/sess-other/", pid),
			fmt.Sprintf("/api/environments/%d/session_recordings/nope/", pid),
			fmt.Sprintf("/api/environments/%d/session_recordings/%s/", pid, url.PathEscape("a'b\"; --")),
			fmt.Sprintf("/api/environments/%d/session_recordings/a%%00b/", pid),
			fmt.Sprintf("/api/environments/%d/session_recordings/%%FF%%FE/", pid),
		} {
			r := env.Get(t, path, env.Key)
			r.ExpectError(t, 404, "not_found", "")
			if r.Status == 404 && r.Map(t)["detail"] != "Recording not found." {
				t.Errorf("%s: %s", path, r.Body)
			}
		}
		// A 404 records no view.
		var n int
		if err := env.DB.Bun.NewSelect().Table("recording_views").ColumnExpr("count(*)").Scan(context.Background(), &n); err != nil || n != 3 {
			t.Errorf("recording_views rows: %d %v", n, err)
		}
	})
}

func TestRecordingsScopes(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		other := env.NewProject(t, "Other")
		env.AddRecording(t, pid, "s1", "d", recBase, nil)
		pluginOnly := env.NewKey(t, []string{"plugin:read", "person:read"}, nil)
		otherOnly := env.NewKey(t, []string{"session_recording:read"}, []int64{other.ID})
		for _, path := range []string{
			fmt.Sprintf("/api/environments/%d/session_recordings/", pid),
			fmt.Sprintf("/api/environments/%d/session_recordings/s1/", pid),
		} {
			r := env.Get(t, path, pluginOnly)
			r.ExpectError(t, 403, "permission_denied", "")
			if r.Map(t)["detail"] != "API key missing required scope 'session_recording:read'" {
				t.Errorf("missing scope: %s", r.Body)
			}
			r = env.Get(t, path, otherOnly)
			r.ExpectError(t, 403, "permission_denied", "")
			if r.Map(t)["detail"] != fmt.Sprintf("API key does not have access to the requested project: ID %d.", pid) {
				t.Errorf("other project: %s", r.Body)
			}
			env.Get(t, path, "").ExpectError(t, 401, "not_authenticated", "")
			env.Get(t, path, "phx_nope").ExpectError(t, 401, "authentication_failed", "")
			env.Get(t, strings.Replace(path, fmt.Sprint(pid), "424242", 1), env.Key).ExpectError(t, 404, "not_found", "")
		}
		// A rejected retrieve marks nothing viewed.
		var n int
		if err := env.DB.Bun.NewSelect().Table("recording_views").ColumnExpr("count(*)").Scan(context.Background(), &n); err != nil || n != 0 {
			t.Errorf("recording_views rows: %d %v", n, err)
		}
	})
}

// TestRecordingsStatementCount proves a page of recordings with their
// persons costs the same statements for 1 recording as for 20.
func TestRecordingsStatementCount(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		pid := env.Project.ID
		for i := range 20 {
			d := fmt.Sprintf("user-%d", i)
			env.AddPerson(t, pid, fmt.Sprintf(`{"email":%q}`, d+"@example.com"), recBase.Add(-time.Hour), d, d+"-alias")
			env.AddRecording(t, pid, fmt.Sprintf("sc-%02d", i), d, recBase.Add(time.Duration(i)*time.Minute), nil)
		}
		counter := env.RecordStatements(t)
		base := fmt.Sprintf("/api/environments/%d/session_recordings/", pid)
		env.Get(t, base+"?limit=1", env.Key) // the key's first use records last_used_at
		var one, twenty, again envelopeBody
		env.Get(t, base+"?limit=1", env.Key) // its person is known now (PostgreSQL)
		// The server's background work (the query runtime's sweeps) may
		// send a statement while a page is read: the fewest of three reads
		// counts (the first read of twenty is measured once, as it is the
		// one that meets persons not shown yet).
		// Auth's lookups are left out too: its 2 s cache repeats them when
		// the test runs longer (servertest.WithoutAuth).
		fewest := func(fn func()) []string {
			best := servertest.WithoutAuth(counter.During(fn))
			for range 2 {
				if again := servertest.WithoutAuth(counter.During(fn)); len(again) < len(best) {
					best = again
				}
			}
			return best
		}
		small := fewest(func() { one = fetchEnvelope(t, env, base+"?limit=1", env.Key) })
		large := servertest.WithoutAuth(counter.During(func() { twenty = fetchEnvelope(t, env, base+"?limit=20", env.Key) }))
		repeat := fewest(func() { again = fetchEnvelope(t, env, base+"?limit=20", env.Key) })
		if len(one.Results) != 1 || len(twenty.Results) != 20 || !reflect.DeepEqual(twenty, again) {
			t.Fatalf("pages: %d, %d, repeated equal: %t", len(one.Results), len(twenty.Results), reflect.DeepEqual(twenty, again))
		}
		for _, r := range twenty.Results {
			if r["person"] == nil {
				t.Fatalf("missing person: %v", r)
			}
		}
		// The persons a replica has not shown yet cost one
		// more statement (TestRecordingPagePersonsCache); once known, a page
		// costs what a page of one recording does.
		t.Logf("statements per page (auth left out): %d for 1 recording, %d for 20 (%d again)", len(small), len(large), len(repeat))
		if len(small) != len(repeat) || len(large) > len(small)+1 || len(repeat) > 6 {
			t.Errorf("statements: %d for 1 recording, %d for 20, %d for 20 again:\n%s", len(small), len(large), len(repeat),
				strings.Join(large, "\n"))
		}
	})
}

// BenchmarkRecordingsList measures a REST page of 50 recordings with their
// persons over 5,000 recordings of 1,000 persons (SQLite, or PostgreSQL when
// BURROW_TEST_POSTGRES is set): the first page of the newest, and a later
// page in another order. The client's side (env.Get) is in the figures.
func BenchmarkRecordingsList(b *testing.B) {
	for _, target := range storetest.Targets(b) {
		b.Run(target.Name, func(b *testing.B) {
			env := servertest.Start(b, storetest.Open(b, target.URL(b)))
			env.AddManyRecordings(b, env.Project.ID, 1000, 5000, recBase)
			for _, page := range []struct{ name, query string }{
				{"newest", "limit=50"},
				{"by-clicks-offset", "order=click_count&offset=1000"},
			} {
				path := fmt.Sprintf("/api/environments/%d/session_recordings/?%s", env.Project.ID, page.query)
				b.Run(page.name, func(b *testing.B) {
					b.ReportAllocs()
					for b.Loop() {
						if r := env.Get(b, path, env.Key); r.Status != 200 {
							b.Fatalf("%d %s", r.Status, r.Body)
						}
					}
				})
			}
		})
	}
}

// TestUndecodableFilterRefused: a filter the client sent but that cannot be
// decoded is a 400 naming it, never silently dropped (which would answer
// with unfiltered data); authentication is still answered first.
func TestUndecodableFilterRefused(t *testing.T) {
	t.Parallel()
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		path := fmt.Sprintf("/api/environments/%d/session_recordings/?date_from=%%&limit=5", env.Project.ID)
		r := env.Get(t, path, env.Key)
		if r.Status != 400 || r.Map(t)["attr"] != "date_from" {
			t.Fatalf("undecodable date_from: %d %s", r.Status, r.Body)
		}
		if r := env.Get(t, path, ""); r.Status != 401 {
			t.Fatalf("without a key: %d %s", r.Status, r.Body)
		}
	})
}
