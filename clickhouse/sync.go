package clickhouse

import (
	"context"
	"fmt"
	"reflect"

	"github.com/burrow-analytics/burrow/store"
)

// SyncStats reports what SyncProject wrote to the engine.
type SyncStats struct {
	Events             uint64 // events the engine did not have yet
	Persons            int    // persons mirrored (a new version of each)
	DistinctIDs        int    // person_distinct_ids mirrored
	Recordings         int    // session_recordings mirrored
	PluginLogEntries   int    // plugin_log_entries mirrored
	EventsAlreadyThere uint64 // events the engine had already
}

// SyncProject brings the engine up to date with one project of the store,
// after `burrow seed` or `burrow import` wrote to the store: the project's
// events the engine lacks are inserted in batches (events are immutable and
// keyed by uuid, so a sync that stopped half-way is resumed by running it
// again), and its persons, distinct ids, recordings and plugin log entries
// are written again as a new version (ReplacingMergeTree keeps the
// latest), those the store no longer holds as deleted (MirrorProject).
func (c *Client) SyncProject(ctx context.Context, db *store.DB, teamID int64, batch int) (SyncStats, error) {
	st, err := c.SyncEvents(ctx, db, teamID, batch)
	if err != nil {
		return st, err
	}
	m, err := c.MirrorProject(ctx, db, teamID)
	m.Events, m.EventsAlreadyThere = st.Events, st.EventsAlreadyThere
	return m, err
}

// SyncEvents inserts the project's events that the engine lacks, in
// batches (events are immutable and keyed by uuid: a sync that stopped
// half-way is resumed by running it again; insertNew leaves out those the
// engine holds). It fills Events and EventsAlreadyThere.
func (c *Client) SyncEvents(ctx context.Context, db *store.DB, teamID int64, batch int) (SyncStats, error) {
	if batch <= 0 {
		batch = DefaultCopyBatch
	}
	var st SyncStats
	last := ""
	for {
		events, err := store.TeamEventsAfter(ctx, db.Bun, teamID, last, batch)
		if err != nil {
			return st, err
		}
		if len(events) == 0 {
			return st, nil
		}
		skipped, err := c.insertNew(ctx, events, EventsToken(events))
		if err != nil {
			return st, err
		}
		st.EventsAlreadyThere += uint64(skipped)
		st.Events += uint64(len(events) - skipped)
		last = events[len(events)-1].UUID
	}
}

// MirrorProject writes the project's persons, distinct ids, recordings and
// plugin log entries in the store to the engine again, as a new version of
// each row (ReplacingMergeTree keeps the latest); the rows the store no
// longer holds get a deleted version. Its version is an outbox id reserved
// now (outboxVersion): every change the outbox records later supersedes it.
func (c *Client) MirrorProject(ctx context.Context, db *store.DB, teamID int64) (SyncStats, error) {
	var st SyncStats
	id, err := store.ReserveOutboxID(ctx, db.Bun)
	if err != nil {
		return st, err
	}
	version := outboxVersion(id)
	n, err := mirror(ctx, c, db, teamID, mirrored[0].into, func(p store.Person) []any { return personRow(p, version) })
	if err != nil {
		return st, err
	}
	st.Persons = n
	if st.DistinctIDs, err = mirror(ctx, c, db, teamID, mirrored[1].into,
		func(d store.PersonDistinctID) []any { return distinctIDRow(d, version) }); err != nil {
		return st, err
	}
	if st.Recordings, err = mirror(ctx, c, db, teamID, mirrored[2].into,
		func(r store.SessionRecording) []any { return recordingRow(r, version) }); err != nil {
		return st, err
	}
	if st.PluginLogEntries, err = mirror(ctx, c, db, teamID, mirrored[3].into,
		func(l store.PluginLogEntry) []any { return pluginLogRow(l, version) }); err != nil {
		return st, err
	}
	// What this mirror did not write again is gone from the store: a
	// deleted version of it hides it.
	for _, t := range mirrored {
		if err := c.markDeleted(ctx, t.table, t.key, teamID, version); err != nil {
			return st, err
		}
	}
	return st, nil
}

// mirroredTable is one of the tables the engine mirrors from the store.
type mirroredTable struct {
	table string // its name, the same in the store and on the engine
	key   string // the engine's sorting key after team_id
	into  string // the table and the columns its rows are written with
}

// mirrored lists the mirrored tables: persons, person_distinct_ids,
// session_recordings, plugin_log_entries, in that order.
var mirrored = [...]mirroredTable{
	{"persons", "id", "persons (id, uuid, team_id, properties, is_identified, created_at, version, is_deleted)"},
	{"person_distinct_ids", "distinct_id", "person_distinct_ids (team_id, distinct_id, person_id, version, is_deleted)"},
	{"session_recordings", "session_id", "session_recordings (id, team_id, session_id, distinct_id, " +
		"start_time, end_time, duration, active_seconds, inactive_seconds, click_count, keypress_count, " +
		"mouse_activity_count, console_log_count, console_warn_count, console_error_count, activity_score, start_url, " +
		"storage, snapshot_source, version, is_deleted)"},
	{"plugin_log_entries", "plugin_config_id, id", "plugin_log_entries (id, team_id, plugin_id, " +
		"plugin_config_id, timestamp, source, type, message, instance_id, version, is_deleted)"},
}

// personRow is p as the engine's persons row at version.
func personRow(p store.Person, version uint64) []any {
	return []any{p.ID, p.UUID, p.TeamID, jsonText(p.Properties), p.IsIdentified, p.CreatedAt, version, uint8(0)}
}

// distinctIDRow is d as the engine's person_distinct_ids row at version.
func distinctIDRow(d store.PersonDistinctID, version uint64) []any {
	return []any{d.TeamID, d.DistinctID, d.PersonID, version, uint8(0)}
}

// recordingRow is r as the engine's session_recordings row at version.
func recordingRow(r store.SessionRecording, version uint64) []any {
	return []any{r.ID, r.TeamID, r.SessionID, r.DistinctID, r.StartTime, r.EndTime, r.Duration, r.ActiveSeconds,
		r.InactiveSeconds, r.ClickCount, r.KeypressCount, r.MouseActivityCount, r.ConsoleLogCount,
		r.ConsoleWarnCount, r.ConsoleErrorCount, r.ActivityScore, r.StartURL, r.Storage, r.SnapshotSource,
		version, uint8(0)}
}

// pluginLogRow is l as the engine's plugin_log_entries row at version.
func pluginLogRow(l store.PluginLogEntry, version uint64) []any {
	return []any{l.ID, l.TeamID, l.PluginID, l.PluginConfigID, l.Timestamp, l.Source, l.Type, l.Message,
		l.InstanceID, version, uint8(0)}
}

// markDeleted writes a deleted version (the sorting key, team_id, version
// and is_deleted = 1) of each of the project's rows of table older than
// version: those the mirror at version did not write again.
func (c *Client) markDeleted(ctx context.Context, table, key string, teamID int64, version uint64) error {
	rows, err := c.Conn.Query(ctx, "SELECT "+key+" FROM "+table+" FINAL WHERE team_id = ? AND version < ?", teamID, version)
	if err != nil {
		return fmt.Errorf("clickhouse: read the rows of %s gone from the store: %w", table, err)
	}
	defer rows.Close()
	var gone [][]any
	for rows.Next() {
		vals := make([]any, len(rows.ColumnTypes()))
		for i, ct := range rows.ColumnTypes() {
			vals[i] = reflect.New(ct.ScanType()).Interface()
		}
		if err := rows.Scan(vals...); err != nil {
			return fmt.Errorf("clickhouse: read the rows of %s gone from the store: %w", table, err)
		}
		gone = append(gone, append(vals, teamID, version, uint8(1)))
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("clickhouse: read the rows of %s gone from the store: %w", table, err)
	}
	if len(gone) == 0 {
		return nil
	}
	b, err := c.Conn.PrepareBatch(ctx, "INSERT INTO "+table+" ("+key+", team_id, version, is_deleted)")
	if err != nil {
		return fmt.Errorf("clickhouse: mark rows of %s deleted: %w", table, err)
	}
	defer b.Close() //nolint:errcheck // after Send it does nothing
	for _, row := range gone {
		for i := range len(row) - 3 {
			row[i] = reflect.ValueOf(row[i]).Elem().Interface()
		}
		if err := b.Append(row...); err != nil {
			return fmt.Errorf("clickhouse: mark rows of %s deleted: %w", table, err)
		}
	}
	if err := b.Send(); err != nil {
		return fmt.Errorf("clickhouse: mark %d rows of %s deleted: %w", len(gone), table, err)
	}
	return nil
}

// mirror writes every row of one project's table in the store (T's
// table) to the engine's table of the same name, in one batch,
// and returns how many it wrote. into is the table and its columns; row
// gives one row's values in their order.
func mirror[T any](ctx context.Context, c *Client, db *store.DB, teamID int64, into string, row func(T) []any) (int, error) {
	var rows []T
	if err := store.TeamRows(ctx, db.Bun, teamID, &rows); err != nil {
		return 0, err
	}
	if len(rows) == 0 {
		return 0, nil
	}
	b, err := c.Conn.PrepareBatch(ctx, "INSERT INTO "+into)
	if err != nil {
		return 0, fmt.Errorf("clickhouse: mirror %s: %w", into, err)
	}
	defer b.Close() //nolint:errcheck // after Send it does nothing
	for _, r := range rows {
		if err := b.Append(row(r)...); err != nil {
			return 0, fmt.Errorf("clickhouse: mirror %s: %w", into, err)
		}
	}
	if err := b.Send(); err != nil {
		return 0, fmt.Errorf("clickhouse: mirror %d rows into %s: %w", len(rows), into, err)
	}
	return len(rows), nil
}

// jsonText is raw JSON as the engine stores it: text, "{}" when empty.
func jsonText(b []byte) string {
	if len(b) == 0 {
		return "{}"
	}
	return string(b)
}
