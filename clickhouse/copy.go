package clickhouse

import (
	"context"
	"fmt"

	"github.com/burrow-analytics/burrow/store"
)

// copyProgress records how far CopyEvents got: one row per batch written.
const copyProgress = `CREATE TABLE IF NOT EXISTS burrow_copy_events (
    last_uuid String,
    copied    UInt64,
    at        DateTime64(6, 'UTC') DEFAULT now64(6)
) ENGINE = MergeTree ORDER BY at`

// DefaultCopyBatch is the events per batch of CopyEvents.
const DefaultCopyBatch = 100_000

// CopyEvents copies the store's events into the engine, batch by batch in
// uuid order, for a deployment that switches to an engine. It resumes
// after the last batch recorded on the engine: a batch written but not
// recorded (a crash between the two) is sent again with the same
// deduplication token and lands once. progress, when set, hears the total
// after each batch. It returns how many events it copied this time.
func (c *Client) CopyEvents(ctx context.Context, db *store.DB, batch int, progress func(total uint64)) (uint64, error) {
	if batch <= 0 {
		batch = DefaultCopyBatch
	}
	if err := c.Conn.Exec(ctx, copyProgress); err != nil {
		return 0, fmt.Errorf("clickhouse: create burrow_copy_events: %w", err)
	}
	var last string
	var total uint64
	err := c.Conn.QueryRow(ctx, "SELECT argMax(last_uuid, at), max(copied) FROM burrow_copy_events").Scan(&last, &total)
	if err != nil {
		return 0, fmt.Errorf("clickhouse: read copy progress: %w", err)
	}
	var copied uint64
	for {
		events, err := store.EventsAfter(ctx, db.Bun, last, batch)
		if err != nil {
			return copied, err
		}
		if len(events) == 0 {
			return copied, nil
		}
		first, end := events[0].UUID, events[len(events)-1].UUID
		if err := c.InsertEvents(ctx, events, fmt.Sprintf("copy:%s:%s:%d", first, end, len(events))); err != nil {
			return copied, err
		}
		copied += uint64(len(events))
		total += uint64(len(events))
		if err := c.Conn.Exec(ctx, "INSERT INTO burrow_copy_events (last_uuid, copied) VALUES (?, ?)", end, total); err != nil {
			return copied, fmt.Errorf("clickhouse: record copy progress: %w", err)
		}
		last = end
		if progress != nil {
			progress(total)
		}
	}
}

// CopyEventsFrom copies every event of the engine from into c, for a store
// switched from one engine to another (its events live on the engine only):
// batch by batch in (team_id, uuid) order, each project's share sent as
// imports are, so that events c holds already are left out and a copy
// that stopped half-way is resumed by running it again. progress, when
// set, hears the total after each batch. It returns how many events it
// sent.
func (c *Client) CopyEventsFrom(ctx context.Context, from *Client, batch int, progress func(total uint64)) (uint64, error) {
	if batch <= 0 {
		batch = DefaultCopyBatch
	}
	var (
		lastTeam int64 = -1 << 63
		lastUUID string
		total    uint64
	)
	for {
		rows, err := from.Conn.Query(ctx, "SELECT uuid, team_id, event, distinct_id, properties, timestamp, created_at, "+
			"person_id, session_id FROM events WHERE (team_id, uuid) > (?, ?) ORDER BY team_id, uuid LIMIT ?",
			lastTeam, lastUUID, batch)
		if err != nil {
			return total, fmt.Errorf("clickhouse: read events to copy: %w", err)
		}
		var events []store.Event
		for rows.Next() {
			var ev store.Event
			var props string
			if err := rows.Scan(&ev.UUID, &ev.TeamID, &ev.Event, &ev.DistinctID, &props, &ev.Timestamp, &ev.CreatedAt,
				&ev.PersonID, &ev.SessionID); err != nil {
				rows.Close()
				return total, fmt.Errorf("clickhouse: read events to copy: %w", err)
			}
			ev.Properties = []byte(props)
			events = append(events, ev)
		}
		err = rows.Err()
		rows.Close()
		if err != nil {
			return total, fmt.Errorf("clickhouse: read events to copy: %w", err)
		}
		if len(events) == 0 {
			return total, nil
		}
		for start := 0; start < len(events); {
			end := start
			for end < len(events) && events[end].TeamID == events[start].TeamID {
				end++
			}
			part := events[start:end]
			skipped, err := c.insertNew(ctx, part, EventsToken(part))
			if err != nil {
				return total, err
			}
			total += uint64(len(part) - skipped)
			start = end
		}
		last := events[len(events)-1]
		lastTeam, lastUUID = last.TeamID, last.UUID
		if progress != nil {
			progress(total)
		}
	}
}
