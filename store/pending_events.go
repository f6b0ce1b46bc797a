package store

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/uptrace/bun"
)

// PendingEvent is an event queued for the analytics engine, which could not
// take it when it was imported: one row of a batch, named by the batch's
// deduplication token.
type PendingEvent struct {
	bun.BaseModel `bun:"table:analytics_pending_events"`

	ID         int64     `bun:"id,pk,autoincrement"`
	Token      string    `bun:"token"`
	Reason     string    `bun:"reason"`
	QueuedAt   time.Time `bun:"queued_at"`
	UUID       string    `bun:"uuid"`
	TeamID     int64     `bun:"team_id"`
	Event      string    `bun:"event"`
	DistinctID string    `bun:"distinct_id"`
	Properties string    `bun:"properties"`
	Timestamp  time.Time `bun:"timestamp"`
	CreatedAt  time.Time `bun:"created_at"`
	PersonID   *int64    `bun:"person_id"`
	SessionID  *string   `bun:"session_id"`
}

// pendingBatch bounds the rows of one INSERT into the queue.
const pendingBatch = 1000

// QueuePendingEvents keeps events, one batch for the analytics engine named
// by token, in the store until DrainPendingEvents sends them; reason says
// why the engine did not take them. A batch already queued under token is
// not queued again.
func QueuePendingEvents(ctx context.Context, db bun.IDB, token, reason string, events []Event) error {
	if len(events) == 0 {
		return nil
	}
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		exists, err := tx.NewSelect().Model((*PendingEvent)(nil)).Where("token = ?", token).Exists(ctx)
		if err != nil {
			return fmt.Errorf("store: queue events for the analytics engine: %w", err)
		}
		if exists {
			return nil
		}
		now := time.Now().UTC()
		rows := make([]PendingEvent, 0, min(len(events), pendingBatch))
		for start := 0; start < len(events); start += pendingBatch {
			rows = rows[:0]
			for _, ev := range events[start:min(start+pendingBatch, len(events))] {
				props := string(ev.Properties)
				if props == "" {
					props = "{}"
				}
				rows = append(rows, PendingEvent{Token: token, Reason: reason, QueuedAt: now, UUID: ev.UUID,
					TeamID: ev.TeamID, Event: ev.Event, DistinctID: ev.DistinctID, Properties: props,
					Timestamp: ev.Timestamp, CreatedAt: ev.CreatedAt, PersonID: ev.PersonID, SessionID: ev.SessionID})
			}
			if _, err := tx.NewInsert().Model(&rows).ExcludeColumn("id").Exec(ctx); err != nil {
				return fmt.Errorf("store: queue %d events for the analytics engine: %w", len(events), err)
			}
		}
		return nil
	})
}

// PendingEventsCount returns how many events wait for the analytics engine.
func PendingEventsCount(ctx context.Context, db bun.IDB) (int, error) {
	n, err := db.NewSelect().Model((*PendingEvent)(nil)).Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("store: count events queued for the analytics engine: %w", err)
	}
	return int(n), nil
}

// DrainPendingEvents hands the queued batches, one at a time and oldest
// first, to send with their token, and deletes each batch that send took.
// Each batch is deleted (DELETE … RETURNING) in a transaction that commits
// only after send returned: a batch whose send fails stays queued, and the
// drain stops with that error. Two drains at once do not send a batch
// twice on PostgreSQL (the second waits for the first's delete and finds
// the batch gone); on SQLite writers take turns. It returns the events sent.
func DrainPendingEvents(ctx context.Context, db *DB, send func(ctx context.Context, token string, events []Event) error) (int, error) {
	total := 0
	for {
		var rows []PendingEvent
		sent := 0
		err := db.Bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			first := tx.NewSelect().Model((*PendingEvent)(nil)).Column("token").Order("id").Limit(1)
			if err := tx.NewDelete().Model(&rows).Where("token = (?)", first).Returning("*").Scan(ctx); err != nil {
				return fmt.Errorf("store: take a batch of events queued for the analytics engine: %w", err)
			}
			if len(rows) == 0 {
				return nil
			}
			events := pendingEvents(rows)
			sent = len(events)
			return send(ctx, rows[0].Token, events)
		})
		if err != nil {
			return total, err
		}
		if len(rows) == 0 {
			// Another drain may have taken the batch this one waited for:
			// stop only when nothing is left.
			n, err := PendingEventsCount(ctx, db.Bun)
			if err != nil || n == 0 {
				return total, err
			}
			continue
		}
		total += sent
	}
}

// pendingEvents turns queued rows back into events, in the order they were
// queued, each uuid once (a batch queued twice under one token is sent once).
func pendingEvents(rows []PendingEvent) []Event {
	seen := make(map[string]bool, len(rows))
	events := make([]Event, 0, len(rows))
	slices.SortFunc(rows, func(a, b PendingEvent) int { return cmp.Compare(a.ID, b.ID) })
	for _, r := range rows {
		if seen[r.UUID] {
			continue
		}
		seen[r.UUID] = true
		events = append(events, Event{UUID: r.UUID, TeamID: r.TeamID, Event: r.Event, DistinctID: r.DistinctID,
			Properties: json.RawMessage(r.Properties), Timestamp: r.Timestamp.UTC(), CreatedAt: r.CreatedAt.UTC(),
			PersonID: r.PersonID, SessionID: r.SessionID})
	}
	return events
}
