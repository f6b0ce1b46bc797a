package store

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// EventsAfter returns up to limit events of every project whose uuid
// sorts after afterUUID, in uuid order (the primary key's index): pages of
// a whole-store scan that can resume where it stopped, as the copy of the
// store's events into the analytics engine does.
func EventsAfter(ctx context.Context, db bun.IDB, afterUUID string, limit int) ([]Event, error) {
	var events []Event
	err := db.NewSelect().Model(&events).Where("uuid > ?", afterUUID).Order("uuid").Limit(int64(limit)).Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("store: events after %q: %w", afterUUID, err)
	}
	return events, nil
}

// TeamEventsAfter returns up to limit events of one project whose uuid
// sorts after afterUUID, in uuid order: pages of a project's scan, as the
// sync of a project into the analytics engine reads them.
func TeamEventsAfter(ctx context.Context, db bun.IDB, teamID int64, afterUUID string, limit int) ([]Event, error) {
	var events []Event
	err := db.NewSelect().Model(&events).Where("team_id = ?", teamID).Where("uuid > ?", afterUUID).
		Order("uuid").Limit(int64(limit)).Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("store: events of project %d after %q: %w", teamID, afterUUID, err)
	}
	return events, nil
}

// TeamRows reads every row of model's table that belongs to one project
// (persons, person_distinct_ids, session_recordings, plugin_log_entries),
// into dest, a pointer to a slice of the table's model.
func TeamRows(ctx context.Context, db bun.IDB, teamID int64, dest any) error {
	if err := db.NewSelect().Model(dest).Where("team_id = ?", teamID).Scan(ctx); err != nil {
		return fmt.Errorf("store: rows of project %d: %w", teamID, err)
	}
	return nil
}
