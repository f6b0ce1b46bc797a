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
