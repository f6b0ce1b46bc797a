package store_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestRecordingRowCounts: the counts kept by triggers equal count(*) after
// inserts (plain and upserts that update), deletes, moves between projects
// and a project's deletion, and a page reads them with its rows.
func TestRecordingRowCounts(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		a, err := store.CreateProject(ctx, db.Bun, "A")
		if err != nil {
			t.Fatal(err)
		}
		b, err := store.CreateProject(ctx, db.Bun, "B")
		if err != nil {
			t.Fatal(err)
		}
		base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		upsert := func(team int64, ids ...string) {
			t.Helper()
			rows := make([]store.SessionRecording, len(ids))
			for i, id := range ids {
				rows[i] = store.SessionRecording{TeamID: team, SessionID: id, DistinctID: "d-" + id,
					StartTime: base.Add(time.Duration(i) * time.Minute), EndTime: base.Add(time.Hour)}
			}
			if _, err := db.Bun.NewInsert().Model(&rows).ExcludeColumn("id").
				On("CONFLICT (team_id, session_id) DO UPDATE").Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		check := func(when string) {
			t.Helper()
			for _, p := range []*store.Project{a, b} {
				var want int
				if err := db.Bun.NewSelect().Table("session_recordings").ColumnExpr("count(*)").
					Where("team_id = ?", p.ID).Scan(ctx, &want); err != nil {
					t.Fatal(err)
				}
				page, err := store.ListRecordingPage(ctx, db, p.ID, store.RecordingFilter{}, store.Page{Limit: 1},
					store.RecordingPageOptions{Total: true})
				if err != nil {
					t.Fatal(err)
				}
				if want == 0 {
					if len(page.Rows) != 0 {
						t.Errorf("%s: project %s: rows %v", when, p.Name, page.Rows)
					}
					continue
				}
				if page.Total == nil || *page.Total != want {
					t.Errorf("%s: project %s: total %v, want %d", when, p.Name, page.Total, want)
				}
				if n, err := store.CountRecordings(ctx, db, p.ID, store.RecordingFilter{}); err != nil || n != want {
					t.Errorf("%s: project %s: CountRecordings %d %v, want %d", when, p.Name, n, err, want)
				}
			}
		}
		var ids []string
		for i := range 30 {
			ids = append(ids, fmt.Sprintf("s%02d", i))
		}
		upsert(a.ID, ids...)
		upsert(b.ID, ids[:5]...)
		check("inserted")
		upsert(a.ID, ids[:10]...) // updates only
		upsert(a.ID, "new-1", ids[0], "new-2")
		check("upserted")
		if _, err := db.Bun.NewDelete().Model((*store.SessionRecording)(nil)).
			Where("team_id = ? AND session_id IN (?)", a.ID, bun.In(ids[:7])).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("deleted")
		if _, err := db.Bun.NewUpdate().Model((*store.SessionRecording)(nil)).Set("team_id = ?", b.ID).
			Where("team_id = ? AND session_id IN (?)", a.ID, bun.In([]string{"new-1", "new-2"})).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("moved")
		if _, err := db.Bun.NewDelete().Model((*store.Project)(nil)).Where("id = ?", b.ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		check("project deleted")
		if err := db.Bun.NewSelect().Table("team_row_counts").ColumnExpr("count(*)").
			Where("team_id = ?", b.ID).Scan(ctx, new(int)); err != nil {
			t.Fatal(err)
		}
	})
}
