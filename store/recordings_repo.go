package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// recordingOrderColumn returns the column behind a sort key a client may ask
// for ("" is start_time). Only these constants ever reach the SQL text.
func recordingOrderColumn(key string) (string, bool) {
	switch key {
	case "", "start_time":
		return "start_time", true
	case "duration", "active_seconds", "console_error_count", "click_count", "activity_score":
		return key, true
	}
	return "", false
}

// IsRecordingOrder reports whether ListRecordings can sort by key.
func IsRecordingOrder(key string) bool {
	_, ok := recordingOrderColumn(key)
	return ok
}

// RecordingFilter narrows and orders a project's recordings; zero fields do
// not filter.
type RecordingFilter struct {
	StartFrom   *time.Time // start_time >= StartFrom
	StartBefore *time.Time // start_time < StartBefore
	DistinctID  string     // recordings of this distinct id
	PersonUUID  string     // recordings of any distinct id of this person
	Order       string     // see IsRecordingOrder; "" = start_time
	Descending  bool
	// ViewerID is the user whose views fill RecordingWithViewed.Viewed.
	ViewerID int64
}

// RecordingWithViewed is a recording and whether the filter's viewer has seen it.
type RecordingWithViewed struct {
	SessionRecording `bun:",extend"`

	Viewed bool `bun:"viewed,scanonly"`
}

// ListRecordings returns one page of the project's recordings matching f and
// the total count: two statements whatever the page size.
func ListRecordings(ctx context.Context, db bun.IDB, teamID int64, f RecordingFilter, page Page) ([]RecordingWithViewed, int, error) {
	column, ok := recordingOrderColumn(f.Order)
	if !ok {
		return nil, 0, fmt.Errorf("store: list recordings: unknown order %q", f.Order)
	}
	direction := "ASC"
	if f.Descending {
		direction = "DESC"
	}
	var rows []RecordingWithViewed
	q := selectRecordings(db, &rows, f.ViewerID).Where("?TableAlias.team_id = ?", teamID)
	if f.StartFrom != nil {
		q = q.Where("?TableAlias.start_time >= ?", f.StartFrom.UTC())
	}
	if f.StartBefore != nil {
		q = q.Where("?TableAlias.start_time < ?", f.StartBefore.UTC())
	}
	if f.DistinctID != "" {
		q = q.Where("?TableAlias.distinct_id = ?", f.DistinctID)
	}
	if f.PersonUUID != "" {
		q = q.Where(`?TableAlias.distinct_id IN (
			SELECT pdi.distinct_id FROM person_distinct_ids AS pdi
			JOIN persons AS p ON p.id = pdi.person_id
			WHERE pdi.team_id = ? AND p.team_id = ? AND p.uuid = ?)`, teamID, teamID, f.PersonUUID)
	}
	// The id tie-break keeps pages stable when many rows share a sort value.
	count, err := q.OrderExpr("?TableAlias.? "+direction+", ?TableAlias.id "+direction, bun.Ident(column)).
		Limit(int64(page.Limit)).Offset(int64(page.Offset)).
		ScanAndCount(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("store: list recordings of team %d: %w", teamID, err)
	}
	return rows, int(count), nil
}

// GetRecording returns the project's recording of session sessionID, with
// whether viewerID has viewed it, or ErrNotFound.
func GetRecording(ctx context.Context, db bun.IDB, teamID int64, sessionID string, viewerID int64) (*RecordingWithViewed, error) {
	row := new(RecordingWithViewed)
	err := selectRecordings(db, row, viewerID).
		Where("?TableAlias.team_id = ?", teamID).
		Where("?TableAlias.session_id = ?", sessionID).
		Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: get recording %q of team %d: %w", sessionID, teamID, err)
	}
	return row, nil
}

// selectRecordings selects recordings into dest with a "viewed" column
// telling whether viewerID has viewed each one.
func selectRecordings(db bun.IDB, dest any, viewerID int64) *bun.SelectQuery {
	return db.NewSelect().Model(dest).
		ColumnExpr("?TableColumns").
		ColumnExpr(`EXISTS (SELECT 1 FROM recording_views AS v
			WHERE v.team_id = ?TableAlias.team_id AND v.session_id = ?TableAlias.session_id AND v.user_id = ?) AS viewed`, viewerID)
}

// MarkRecordingViewed records that userID viewed the project's recording of
// session sessionID at at (the latest view wins).
func MarkRecordingViewed(ctx context.Context, db bun.IDB, teamID int64, sessionID string, userID int64, at time.Time) error {
	v := &RecordingView{TeamID: teamID, SessionID: sessionID, UserID: userID, ViewedAt: at.UTC()}
	_, err := db.NewInsert().Model(v).
		On("CONFLICT (team_id, session_id, user_id) DO UPDATE").
		Set("viewed_at = EXCLUDED.viewed_at").
		Exec(ctx)
	if err != nil {
		return fmt.Errorf("store: mark recording %q viewed by user %d: %w", sessionID, userID, err)
	}
	return nil
}
