package store

import (
	"time"

	"github.com/uptrace/bun"
)

// SessionRecording is the summary of one recorded session.
type SessionRecording struct {
	bun.BaseModel `bun:"table:session_recordings"`

	ID                 int64     `bun:"id,pk,autoincrement"`
	TeamID             int64     `bun:"team_id"`
	SessionID          string    `bun:"session_id"`
	DistinctID         string    `bun:"distinct_id"`
	StartTime          time.Time `bun:"start_time"`
	EndTime            time.Time `bun:"end_time"`
	Duration           float64   `bun:"duration"`
	ActiveSeconds      float64   `bun:"active_seconds"`
	InactiveSeconds    float64   `bun:"inactive_seconds"`
	ClickCount         int64     `bun:"click_count"`
	KeypressCount      int64     `bun:"keypress_count"`
	MouseActivityCount int64     `bun:"mouse_activity_count"`
	ConsoleLogCount    int64     `bun:"console_log_count"`
	ConsoleWarnCount   int64     `bun:"console_warn_count"`
	ConsoleErrorCount  int64     `bun:"console_error_count"`
	ActivityScore      float64   `bun:"activity_score"`
	StartURL           string    `bun:"start_url"`
	Storage            string    `bun:"storage"`
	SnapshotSource     string    `bun:"snapshot_source"`
}

// ComputeActivityScore fills ActivityScore from the counts, per docs/design.md §6:
// round((active + clicks + keypresses + console errors) /
// (mouse activity + duration + console counts) × 100, 2).
func (r *SessionRecording) ComputeActivityScore() {
	den := float64(r.MouseActivityCount) + r.Duration + float64(r.ConsoleLogCount+r.ConsoleWarnCount+r.ConsoleErrorCount)
	if den == 0 {
		r.ActivityScore = 0
		return
	}
	num := r.ActiveSeconds + float64(r.ClickCount+r.KeypressCount+r.ConsoleErrorCount)
	r.ActivityScore = roundTo(num/den*100, 2)
}

// RecordingView records that a user has viewed a recording.
type RecordingView struct {
	bun.BaseModel `bun:"table:recording_views"`

	TeamID    int64     `bun:"team_id,pk"`
	SessionID string    `bun:"session_id,pk"`
	UserID    int64     `bun:"user_id,pk"`
	ViewedAt  time.Time `bun:"viewed_at"`
}
