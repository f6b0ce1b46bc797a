package clickhouse

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
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
// as after a crash or an error before it was acknowledged, it lands once,
// in events and in the sessions kept from them.
func (c *Client) InsertEvents(ctx context.Context, events []store.Event, token string) error {
	if len(events) == 0 {
		return nil
	}
	if token != "" {
		// The view that keeps sessions (raw_sessions_mv) deduplicates the
		// batch too: its states are not added twice.
		ctx = ch.Context(ctx, ch.WithSettings(ch.Settings{"insert_deduplication_token": token,
			"deduplicate_blocks_in_dependent_materialized_views": 1}))
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

// EventsToken is the deduplication token of a batch of events: a hash of
// its project and uuids, so that the same batch sent again (an import run
// twice, a queued batch drained by two processes) lands once.
func EventsToken(events []store.Event) string {
	h := sha256.New()
	var team int64 = -1
	if len(events) > 0 {
		team = events[0].TeamID
	}
	fmt.Fprintf(h, "%d:%d", team, len(events))
	for _, ev := range events {
		h.Write([]byte{0})
		h.Write([]byte(ev.UUID))
	}
	return "events:" + hex.EncodeToString(h.Sum(nil))
}

// SinkStats counts what a Sink did with the events it was given.
type SinkStats struct {
	Written int    // events the engine took
	Queued  int    // events kept in the store's queue for a later drain
	Reason  string // why the last queued batch was queued
}

// Sink writes batches of events to the engine (an ingest.EventSink); a
// batch the engine refuses or cannot take is kept in the store's queue
// (store.QueuePendingEvents) for DrainPendingEvents, and the import goes
// on. It is not safe for concurrent use.
type Sink struct {
	c     *Client
	db    *store.DB
	stats SinkStats
}

// NewSink returns a Sink writing to c, queuing in db.
func NewSink(c *Client, db *store.DB) *Sink { return &Sink{c: c, db: db} }

// WriteEvents sends one batch with its token, or queues it. It fails only
// when the batch could be neither sent nor queued, or ctx ended.
func (s *Sink) WriteEvents(ctx context.Context, events []store.Event) error {
	token := EventsToken(events)
	err := s.c.InsertEvents(ctx, events, token)
	if err == nil {
		s.stats.Written += len(events)
		return nil
	}
	if ctx.Err() != nil {
		return err
	}
	if qerr := store.QueuePendingEvents(ctx, s.db.Bun, token, err.Error(), events); qerr != nil {
		return fmt.Errorf("%w; and queuing them in the store failed: %w", err, qerr)
	}
	s.c.logger.Warn("analytics engine: events queued in the store", "events", len(events), "error", err)
	s.stats.Queued += len(events)
	s.stats.Reason = err.Error()
	return nil
}

// Stats returns what the sink did so far.
func (s *Sink) Stats() SinkStats { return s.stats }

// DrainPendingEvents sends the batches of events queued in the store
// (Sink, store.QueuePendingEvents) to the engine, each with its own token
// so that it lands once however many times it is sent, and deletes each
// from the store once the engine took it. It stops at the first batch the
// engine does not take (which stays queued) and returns how many events
// it sent. Safe to run in several processes at once.
func (c *Client) DrainPendingEvents(ctx context.Context, db *store.DB) (int, error) {
	n, err := store.DrainPendingEvents(ctx, db, func(ctx context.Context, token string, events []store.Event) error {
		return c.InsertEvents(ctx, events, token)
	})
	if err != nil {
		return n, fmt.Errorf("clickhouse: drain queued events: %w", err)
	}
	return n, nil
}
