package service

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

func TestTrendRange(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 3, 15, 10, 30, 0, 0, time.UTC)
	day := func(m time.Month, d int) time.Time { return time.Date(2026, m, d, 0, 0, 0, 0, time.UTC) }
	for _, c := range []struct {
		from, to         string
		wantFrom, wantTo time.Time
	}{
		{"", "", day(3, 8), day(3, 16)},
		{"-1d", "-1d", day(3, 14), day(3, 15)},
		{"-2w", "", day(3, 1), day(3, 16)},
		{"-1m", "", day(2, 15), day(3, 16)},
		{"-1y", "", time.Date(2025, 3, 15, 0, 0, 0, 0, time.UTC), day(3, 16)},
		{"-3h", "-1h", now.Add(-3 * time.Hour), now.Add(-time.Hour + time.Microsecond)},
		{"all", "2026-03-01", time.Time{}, day(3, 2)},
		{"2026-03-01T12:00:00Z", "2026-03-02T08:00:00.5+02:00", time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC),
			time.Date(2026, 3, 2, 6, 0, 0, 500001000, time.UTC)},
		{"2026-03-01 12:00:00", "2026-03-01T13:00", time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC),
			time.Date(2026, 3, 1, 13, 0, 0, 1000, time.UTC)},
		{"-999999y", "9999-12-31", minStoreTime, maxStoreTime},
	} {
		from, to, err := trendRange(c.from, c.to, now)
		if err != nil || !from.Equal(c.wantFrom) || !to.Equal(c.wantTo) {
			t.Errorf("trendRange(%q, %q) = %v, %v, %v; want %v, %v", c.from, c.to, from, to, err, c.wantFrom, c.wantTo)
		}
	}
	for _, c := range []struct{ from, to, attr string }{
		{"yesterday", "", "date_from"},
		{"", "2026-02-30", "date_to"},
		{"-7", "", "date_from"},
		{"+7d", "", "date_from"},
		{"0000-06-01", "", "date_from"},
	} {
		_, _, err := trendRange(c.from, c.to, now)
		if e := apierror.From(err); e == nil || e.Status != 400 || e.Attr == nil || *e.Attr != c.attr {
			t.Errorf("trendRange(%q, %q) error = %v, want 400 on %s", c.from, c.to, err, c.attr)
		}
	}
}

func TestPersonName(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		props string
		ids   []string
		want  string
	}{
		{`{"email":"e@x","name":"N","username":"u"}`, []string{"d"}, "e@x"},
		{`{"email":"  ","name":"N"}`, []string{"d"}, "N"},
		{`{"email":7,"username":"u"}`, []string{"d"}, "u"},
		{`{}`, []string{"d1", "d2"}, "d1"},
		{`[1,2]`, nil, "the-uuid"},
		{`not json`, nil, "the-uuid"},
		// Nested keys do not count; escaped keys and values are decoded; the
		// last of duplicate keys wins; PostgreSQL's jsonb text has spaces.
		{`{"a": {"email": "inner@x"}, "b": ["{\"email\":1}", {"name": "no"}], "username": "top"}`, nil, "top"},
		{`{"em\u0061il": "esc\"aped@x"}`, nil, `esc"aped@x`},
		{`{"email": "first@x", "email": 3}`, []string{"d"}, "d"},
		{`{"email": 3, "email": "last@x"}`, nil, "last@x"},
		{` { "n" : -1.5e3 , "t" : true , "z" : null , "name" : "Zoë \u2028" } `, nil, "Zoë \u2028"},
	} {
		if got := personName(propertiesObject(json.RawMessage(c.props), false), c.ids, "the-uuid"); got != c.want {
			t.Errorf("personName(%s, %v) = %q, want %q", c.props, c.ids, got, c.want)
		}
	}
}

// FuzzTopLevelStrings: the one-pass scan reads the same name properties as
// decoding the whole object does, for every valid JSON object.
func FuzzTopLevelStrings(f *testing.F) {
	for _, seed := range []string{`{"email":"e@x","name":"N"}`, `{"a":{"email":"x"},"username":"u"}`,
		`{"em\u0061il":"x","email":"y"}`, `{"name":[1,{"name":"z"}],"name":"w"}`, `{ "email" : "a\"b" }`, `{}`,
		`{"email":"  ","name":"n"}`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		var top map[string]json.RawMessage
		if !json.Valid(raw) || json.Unmarshal(raw, &top) != nil {
			return
		}
		got := topLevelStrings(raw)
		for i, key := range nameKeys {
			var want string
			if v, ok := top[key]; ok {
				json.Unmarshal(v, &want) //nolint:errcheck // not a string: ""
			}
			if got[i] != want {
				t.Fatalf("%s of %s: got %q, want %q", key, raw, got[i], want)
			}
		}
	})
}

// statementCounter counts the statements a bun.DB runs.
type statementCounter struct{ n atomic.Int64 }

func (c *statementCounter) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	return ctx
}
func (c *statementCounter) AfterQuery(context.Context, *bun.QueryEvent) { c.n.Add(1) }

func TestPersonsByDistinctIDs(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := New(db, slog.New(slog.NewTextHandler(io.Discard, nil)), Config{}).Persons
		project, err := store.CreateProject(ctx, db.Bun, "P")
		if err != nil {
			t.Fatal(err)
		}
		other, err := store.CreateProject(ctx, db.Bun, "Other")
		if err != nil {
			t.Fatal(err)
		}
		add := func(teamID int64, props string, ids ...string) *store.Person {
			p := &store.Person{UUID: uuid.NewString(), TeamID: teamID, Properties: json.RawMessage(props), CreatedAt: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
			if _, err := db.Bun.NewInsert().Model(p).Returning("id").Exec(ctx); err != nil {
				t.Fatal(err)
			}
			for _, d := range ids {
				if _, err := db.Bun.NewInsert().Model(&store.PersonDistinctID{TeamID: teamID, PersonID: p.ID, DistinctID: d}).Exec(ctx); err != nil {
					t.Fatal(err)
				}
			}
			return p
		}
		a := add(project.ID, `{"email":"a@x"}`, "a1", "a2", "a3")
		b := add(project.ID, `{}`, "b1")
		add(other.ID, `{"email":"other"}`, "x1", "a1")

		counter := &statementCounter{}
		db.AddQueryHook(counter)
		got, err := s.ByDistinctIDs(ctx, project.ID, []string{"a1", "a3", "b1", "x1", "nobody", "a1"})
		if err != nil {
			t.Fatal(err)
		}
		if n := counter.n.Load(); n != 1 {
			t.Errorf("ByDistinctIDs ran %d statements, want 1", n)
		}
		if len(got) != 3 || got["a1"].ID != a.ID || got["a3"].ID != a.ID || got["b1"].ID != b.ID {
			t.Fatalf("ByDistinctIDs = %+v", got)
		}
		if p := got["a3"]; p.Name != "a@x" || !slices.Equal(p.DistinctIDs, []string{"a1", "a2", "a3"}) || p.UUID != a.UUID {
			t.Errorf("a3 = %+v", p)
		}
		if p := got["b1"]; p.Name != "b1" || !slices.Equal(p.DistinctIDs, []string{"b1"}) {
			t.Errorf("b1 = %+v", p)
		}
		none, err := s.ByDistinctIDs(ctx, project.ID, nil)
		if err != nil || len(none) != 0 {
			t.Errorf("no ids = %v, %v", none, err)
		}

		// A page of persons with its count costs one statement whatever its size.
		db.AddReadHook(func(context.Context, string) { counter.n.Add(1) })
		for i := range 30 {
			add(project.ID, fmt.Sprintf(`{"i":%d}`, i), fmt.Sprintf("p%d-1", i), fmt.Sprintf("p%d-2", i))
		}
		counter.n.Store(0)
		page, err := store.ListPersonPage(ctx, db, project.ID, store.PersonFilter{}, store.Page{Limit: 10},
			store.PersonPageOptions{Total: true})
		if err != nil || page.Total == nil || *page.Total != 32 || len(page.Rows) != 10 || !page.More {
			t.Fatalf("ListPersonPage = %d rows, total %v, more %v, %v", len(page.Rows), page.Total, page.More, err)
		}
		if n := counter.n.Load(); n != 1 {
			t.Errorf("ListPersonPage ran %d statements, want 1", n)
		}
	})
}

// BenchmarkPersons measures the person reads on a project of 20,000 persons
// (two distinct ids each) and 100,000 events, on every test database.
func BenchmarkPersons(b *testing.B) {
	for _, target := range storetest.Targets(b) {
		b.Run(target.Name, func(b *testing.B) { benchmarkPersons(b, storetest.Open(b, target.URL(b))) })
	}
}

func benchmarkPersons(b *testing.B, db *store.DB) {
	ctx := context.Background()
	s := New(db, slog.New(slog.NewTextHandler(io.Discard, nil)), Config{}).Persons
	project, err := store.CreateProject(ctx, db.Bun, "Bench")
	if err != nil {
		b.Fatal(err)
	}
	const persons, events = 20000, 100000
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	err = db.Bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		rows := make([]store.Person, persons)
		for i := range rows {
			rows[i] = store.Person{UUID: uuid.NewString(), TeamID: project.ID, CreatedAt: base.Add(time.Duration(i) * time.Minute),
				Properties: json.RawMessage(fmt.Sprintf(`{"email":"user%d@example.com","name":"User %d","plan":"plan%d"}`, i, i, i%7))}
		}
		for start := 0; start < persons; start += 1000 {
			chunk := rows[start : start+1000]
			if _, err := tx.NewInsert().Model(&chunk).Returning("id").Exec(ctx); err != nil {
				return err
			}
		}
		ids := make([]store.PersonDistinctID, 0, 2*persons)
		for _, p := range rows {
			ids = append(ids, store.PersonDistinctID{TeamID: project.ID, PersonID: p.ID, DistinctID: fmt.Sprintf("d%d-a", p.ID)},
				store.PersonDistinctID{TeamID: project.ID, PersonID: p.ID, DistinctID: fmt.Sprintf("d%d-b", p.ID)})
		}
		for start := 0; start < len(ids); start += 1000 {
			chunk := ids[start : start+1000]
			if _, err := tx.NewInsert().Model(&chunk).Exec(ctx); err != nil {
				return err
			}
		}
		evs := make([]store.Event, 0, 1000)
		for i := range events {
			p := rows[(i*7919)%persons]
			at := base.Add(time.Duration(i) * time.Minute)
			evs = append(evs, store.Event{UUID: uuid.NewString(), TeamID: project.ID, Event: []string{"$pageview", "purchase", "signed_up"}[i%3],
				DistinctID: "x", Properties: json.RawMessage(`{}`), Timestamp: at, CreatedAt: at, PersonID: &p.ID})
			if len(evs) == cap(evs) {
				if _, err := tx.NewInsert().Model(&evs).Exec(ctx); err != nil {
					return err
				}
				evs = evs[:0]
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := db.Bun.ExecContext(ctx, "ANALYZE"); err != nil {
		b.Fatal(err)
	}
	ctx = auth.WithResult(ctx, &auth.Principal{Key: &store.APIKey{Scopes: []string{"*"}}, User: &store.User{}}, nil)
	raw := fmt.Sprint(project.ID)
	limit := 100
	b.Run("list", func(b *testing.B) {
		for b.Loop() {
			if _, err := s.List(ctx, raw, PersonFilter{}, PageParams{Limit: &limit}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("email", func(b *testing.B) {
		for b.Loop() {
			if l, err := s.List(ctx, raw, PersonFilter{Email: "USER123@example.com"}, PageParams{}); err != nil || l.Count != 1 {
				b.Fatal(l.Count, err)
			}
		}
	})
	b.Run("search", func(b *testing.B) {
		for b.Loop() {
			if _, err := s.List(ctx, raw, PersonFilter{Search: "user1234"}, PageParams{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("values", func(b *testing.B) {
		for b.Loop() {
			if v, err := s.Values(ctx, raw, "plan", ""); err != nil || len(v) != 7 {
				b.Fatal(v, err)
			}
		}
	})
	b.Run("trends", func(b *testing.B) {
		for b.Loop() {
			if _, err := s.Trends(ctx, raw, PersonTrendsParams{Events: []string{"purchase"}, DateFrom: "2026-01-10", DateTo: "2026-01-20",
				Page: PageParams{Limit: &limit}}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("by_distinct_ids_50", func(b *testing.B) {
		ids := make([]string, 50)
		for i := range ids {
			ids[i] = fmt.Sprintf("d%d-b", i*300+1)
		}
		for b.Loop() {
			if m, err := s.ByDistinctIDs(ctx, project.ID, ids); err != nil || len(m) != 50 {
				b.Fatal(len(m), err)
			}
		}
	})
}

// topLevelStrings returns the string values of nameKeys in a valid JSON
// object ("" for a key that is absent or not a string; the last of
// duplicate keys wins, as json.Unmarshal does).
func topLevelStrings(obj []byte) (values [len(nameKeys)]string) {
	for i, v := range topLevelValues(obj) {
		values[i], _ = jsonString(v)
	}
	return values
}
