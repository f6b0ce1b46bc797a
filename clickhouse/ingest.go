package clickhouse

import (
	"context"
	"fmt"
	"time"

	ch "github.com/ClickHouse/clickhouse-go/v2"

	"github.com/burrow-analytics/burrow/store"
)

// insertEvents names the columns InsertEvents writes, in order; the
// engine's events table (clickhouse/schema) fills the others.
const insertEvents = "INSERT INTO events (uuid, team_id, event, distinct_id, properties, timestamp, created_at, person_id, session_id)"

// InsertEvents writes events to the engine in one batch over the native
// protocol (columns, not SQL text). A non-empty token makes the batch
// idempotent (insert_deduplication_token): sent again with the same token,
// as after a crash or an error before it was acknowledged, it lands once.
func (c *Client) InsertEvents(ctx context.Context, events []store.Event, token string) error {
	if len(events) == 0 {
		return nil
	}
	if token != "" {
		ctx = ch.Context(ctx, ch.WithSettings(ch.Settings{"insert_deduplication_token": token}))
	}
	batch, err := c.Conn.PrepareBatch(ctx, insertEvents)
	if err != nil {
		return fmt.Errorf("clickhouse: insert events: %w", err)
	}
	defer batch.Close() //nolint:errcheck // after Send it does nothing
	var (
		uuids, names, distinctIDs, props = make([]string, len(events)), make([]string, len(events)), make([]string, len(events)), make([]string, len(events))
		teams                            = make([]int64, len(events))
		timestamps, created              = make([]time.Time, len(events)), make([]time.Time, len(events))
		persons                          = make([]*int64, len(events))
		sessions                         = make([]*string, len(events))
	)
	for i, ev := range events {
		uuids[i], teams[i], names[i], distinctIDs[i] = ev.UUID, ev.TeamID, ev.Event, ev.DistinctID
		props[i] = string(ev.Properties)
		if props[i] == "" {
			props[i] = "{}"
		}
		timestamps[i], created[i] = ev.Timestamp, ev.CreatedAt
		persons[i], sessions[i] = ev.PersonID, ev.SessionID
	}
	for i, col := range []any{uuids, teams, names, distinctIDs, props, timestamps, created, persons, sessions} {
		if err := batch.Column(i).Append(col); err != nil {
			return fmt.Errorf("clickhouse: insert events, column %d: %w", i+1, err)
		}
	}
	if err := batch.Send(); err != nil {
		return fmt.Errorf("clickhouse: insert %d events: %w", len(events), err)
	}
	return nil
}
