package clickhouse

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"time"

	ch "github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/ext"

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
		// The view that keeps sessions (raw_sessions_v2_mv) deduplicates the
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

// insertNew sends the events of the batch the engine does not hold yet
// (by uuid, as the store's import skips events already present), with the
// batch's token, and returns how many it left out. The token names the
// whole batch: sent again after it landed, every event is present and
// nothing is sent; after it failed, the same events go with the same token.
func (c *Client) insertNew(ctx context.Context, events []store.Event, token string) (skipped int, err error) {
	if len(events) == 0 {
		return 0, nil
	}
	present, err := c.presentUUIDs(ctx, events)
	if err != nil {
		return 0, err
	}
	if len(present) == 0 {
		return 0, c.InsertEvents(ctx, events, token)
	}
	fresh := make([]store.Event, 0, len(events)-len(present))
	for _, ev := range events {
		if !present[ev.UUID] {
			fresh = append(fresh, ev)
		}
	}
	return len(events) - len(fresh), c.InsertEvents(ctx, fresh, token)
}

// presentUUIDs returns the uuids of events (one project's) the engine holds
// already. The batch's time range narrows the read to its days (the table's
// sorting key); the uuids travel as an external table (a block of one
// column, sent with the query and sent on to the shards of a cluster), not
// as a parameter: the server parses an array parameter of 100,000 uuids
// slowly, and searched it for seconds (to a minute) where the batch's days
// held events already.
func (c *Client) presentUUIDs(ctx context.Context, events []store.Event) (map[string]bool, error) {
	first, last := events[0].Timestamp, events[0].Timestamp
	uuids := make([]string, len(events))
	for i, ev := range events {
		first, last = minTime(first, ev.Timestamp), maxTime(last, ev.Timestamp)
		uuids[i] = ev.UUID
	}
	batch, err := ext.NewTable("batch_uuids", ext.Column("uuid", "String"))
	if err != nil {
		return nil, fmt.Errorf("clickhouse: look up events already there: %w", err)
	}
	if _, err := batch.Block().Columns[0].Append(uuids); err != nil {
		return nil, fmt.Errorf("clickhouse: look up events already there: %w", err)
	}
	const layout = "2006-01-02 15:04:05.000000"
	ctx = ch.Context(ctx, ch.WithExternalTable(batch), ch.WithParameters(ch.Parameters{
		"team":  strconv.FormatInt(events[0].TeamID, 10),
		"first": first.UTC().Format(layout), "last": last.UTC().Format(layout),
	}))
	rows, err := c.Conn.Query(ctx, "SELECT uuid FROM events WHERE team_id = {team:Int64} "+
		"AND timestamp >= toDateTime64({first:String}, 6, 'UTC') AND timestamp <= toDateTime64({last:String}, 6, 'UTC') "+
		"AND uuid GLOBAL IN (SELECT uuid FROM batch_uuids)")
	if err != nil {
		return nil, fmt.Errorf("clickhouse: look up events already there: %w", err)
	}
	defer rows.Close()
	present := map[string]bool{}
	for rows.Next() {
		var u string
		if err := rows.Scan(&u); err != nil {
			return nil, fmt.Errorf("clickhouse: look up events already there: %w", err)
		}
		present[u] = true
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("clickhouse: look up events already there: %w", err)
	}
	return present, nil
}

func minTime(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}

func maxTime(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

// SinkStats counts what a Sink did with the events it was given.
type SinkStats struct {
	Skipped int    // events the engine held already (by uuid), not sent again
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
	skipped, err := s.c.insertNew(ctx, events, token)
	if err == nil {
		s.stats.Written += len(events) - skipped
		s.stats.Skipped += skipped
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
		if err := currentPersons(ctx, db, events); err != nil {
			return err
		}
		_, err := c.insertNew(ctx, events, token)
		return err
	})
	if err != nil {
		return n, fmt.Errorf("clickhouse: drain queued events: %w", err)
	}
	return n, nil
}

// currentPersons sets the person of each queued event to the one that owns
// its distinct id in the store now: a merge while the events waited moved
// the engine's events of the merged person (moveMergedEvents), perhaps
// before these arrived. An event whose distinct id no longer has a person
// keeps the one it was queued with, as the store's events do.
func currentPersons(ctx context.Context, db *store.DB, events []store.Event) error {
	if len(events) == 0 {
		return nil
	}
	ids := make([]string, 0, len(events))
	seen := map[string]bool{}
	for _, e := range events {
		if !seen[e.DistinctID] {
			seen[e.DistinctID] = true
			ids = append(ids, e.DistinctID)
		}
	}
	var owners []store.PersonDistinctID
	if err := store.RowsWhereIn(ctx, db.Bun, &owners, "distinct_id", ids); err != nil {
		return fmt.Errorf("clickhouse: persons of queued events: %w", err)
	}
	type key struct {
		team int64
		id   string
	}
	owner := make(map[key]int64, len(owners))
	for _, o := range owners {
		owner[key{o.TeamID, o.DistinctID}] = o.PersonID
	}
	for i := range events {
		if p, ok := owner[key{events[i].TeamID, events[i].DistinctID}]; ok {
			events[i].PersonID = &p
		}
	}
	return nil
}
