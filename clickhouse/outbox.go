package clickhouse

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	ch "github.com/ClickHouse/clickhouse-go/v2"
	"github.com/uptrace/bun"

	"github.com/burrow-analytics/burrow/store"
)

// outboxVersionBase lifts the versions of the mirrored rows the outbox
// writes (and MirrorProject's) above the microsecond versions that earlier
// mirrors wrote (about 1.8e15 in 2026): a version is outboxVersionBase plus
// an id of the store's analytics_outbox, which grows with every change,
// whichever replica records or drains it.
const outboxVersionBase uint64 = 1 << 62

// outboxVersion is the engine version of the change recorded as outbox row
// id.
func outboxVersion(id int64) uint64 { return outboxVersionBase + uint64(id) }

// DefaultOutboxBatch is how many outbox rows DrainOutbox handles at a time
// unless Client.OutboxBatch says otherwise.
const DefaultOutboxBatch = 5000

// DrainOutbox writes the changes waiting in the store's analytics_outbox
// to the engine, batch by batch until none is left: each changed row as it
// is in the store now, or a deleted version when the store no longer holds
// it, versioned by the change's outbox id (the latest change of a row has
// the largest). The outbox rows are deleted after the engine took the
// batch: a failure in between leaves them, and the next drain sends the
// same versions again, which the engine keeps once. Replicas may drain at
// once (see store.HandleOutbox). It returns how many outbox rows it
// handled.
func (c *Client) DrainOutbox(ctx context.Context, db *store.DB) (int, error) {
	batch := c.OutboxBatch
	if batch <= 0 {
		batch = DefaultOutboxBatch
	}
	total := 0
	for {
		n, err := store.HandleOutbox(ctx, db, batch, c.writeOutbox)
		total += n
		if err != nil {
			return total, fmt.Errorf("clickhouse: drain the outbox: %w", err)
		}
		if n < batch {
			return total, nil
		}
	}
}

// outboxKey is one changed row of a mirrored table: its project and its
// key after team_id, as the outbox holds it.
type outboxKey struct {
	team int64
	key  string
}

// writeOutbox writes one batch of outbox rows to the engine: the latest
// change of each row, table by table.
func (c *Client) writeOutbox(ctx context.Context, db bun.IDB, rows []store.OutboxRow) error {
	changes := map[string]map[outboxKey]int64{}
	var merges []store.OutboxRow
	for _, r := range rows {
		if r.Table == "" { // an id reserved by store.ReserveOutboxID
			continue
		}
		if r.Table == "events" { // a person merge, applied in order below
			merges = append(merges, r)
			continue
		}
		byKey := changes[r.Table]
		if byKey == nil {
			byKey = map[outboxKey]int64{}
			changes[r.Table] = byKey
		}
		k := outboxKey{r.TeamID, r.Key}
		byKey[k] = max(byKey[k], r.ID)
	}
	for table := range changes {
		if !isMirrored(table) {
			c.logger.WarnContext(ctx, "clickhouse: outbox row of a table the engine does not mirror, dropped", "table", table)
		}
	}
	if len(merges) > 0 {
		if err := c.moveMergedEvents(ctx, merges); err != nil {
			return err
		}
	}
	if ch := changes["persons"]; len(ch) > 0 {
		ids, err := intKeys(ch)
		if err != nil {
			return err
		}
		err = writeChanges(ctx, c, db, mirrored[0], ch, "id", ids,
			func(p store.Person) outboxKey { return outboxKey{p.TeamID, strconv.FormatInt(p.ID, 10)} }, personRow,
			func(k outboxKey) []any { id, _ := strconv.ParseInt(k.key, 10, 64); return []any{id} })
		if err != nil {
			return err
		}
	}
	if ch := changes["person_distinct_ids"]; len(ch) > 0 {
		err := writeChanges(ctx, c, db, mirrored[1], ch, "distinct_id", textKeys(ch),
			func(d store.PersonDistinctID) outboxKey { return outboxKey{d.TeamID, d.DistinctID} }, distinctIDRow,
			func(k outboxKey) []any { return []any{k.key} })
		if err != nil {
			return err
		}
	}
	if ch := changes["session_recordings"]; len(ch) > 0 {
		err := writeChanges(ctx, c, db, mirrored[2], ch, "session_id", textKeys(ch),
			func(r store.SessionRecording) outboxKey { return outboxKey{r.TeamID, r.SessionID} }, recordingRow,
			func(k outboxKey) []any { return []any{k.key} })
		if err != nil {
			return err
		}
	}
	if ch := changes["plugin_log_entries"]; len(ch) > 0 {
		ids, configs := make([]string, 0, len(ch)), map[outboxKey]int64{}
		for k := range ch {
			config, id, ok := strings.Cut(k.key, ":")
			n, err := strconv.ParseInt(config, 10, 64)
			if !ok || err != nil {
				return fmt.Errorf("clickhouse: outbox key %q of plugin_log_entries is not plugin_config_id:id", k.key)
			}
			ids = append(ids, id)
			configs[k] = n
		}
		err := writeChanges(ctx, c, db, mirrored[3], ch, "id", ids,
			func(l store.PluginLogEntry) outboxKey {
				return outboxKey{l.TeamID, strconv.FormatInt(l.PluginConfigID, 10) + ":" + l.ID}
			}, pluginLogRow,
			func(k outboxKey) []any { _, id, _ := strings.Cut(k.key, ":"); return []any{configs[k], id} })
		if err != nil {
			return err
		}
	}
	return nil
}

// writeChanges writes the changed rows of one mirrored table to the
// engine: it reads the store's rows whose column holds one of values, and
// writes each changed key's row at the version of its latest change, or a
// deleted version (deleted gives its key columns) when the store no longer
// holds it under that project and key.
func writeChanges[T any](ctx context.Context, c *Client, db bun.IDB, t mirroredTable, changes map[outboxKey]int64,
	column string, values any, keyOf func(T) outboxKey, row func(T, uint64) []any, deleted func(outboxKey) []any) error {
	var rows []T
	if err := store.RowsWhereIn(ctx, db, &rows, column, values); err != nil {
		return err
	}
	live, err := c.Conn.PrepareBatch(ctx, "INSERT INTO "+t.into)
	if err != nil {
		return fmt.Errorf("clickhouse: write changes of %s: %w", t.table, err)
	}
	defer live.Close() //nolint:errcheck // after Send it does nothing
	found := make(map[outboxKey]bool, len(rows))
	for _, r := range rows {
		k := keyOf(r)
		id, ok := changes[k]
		if !ok { // the same key in another project
			continue
		}
		found[k] = true
		if err := live.Append(row(r, outboxVersion(id))...); err != nil {
			return fmt.Errorf("clickhouse: write changes of %s: %w", t.table, err)
		}
	}
	if live.Rows() > 0 {
		if err := live.Send(); err != nil {
			return fmt.Errorf("clickhouse: write %d changed rows of %s: %w", live.Rows(), t.table, err)
		}
	}
	if len(found) == len(changes) {
		return nil
	}
	gone, err := c.Conn.PrepareBatch(ctx, "INSERT INTO "+t.table+" ("+t.key+", team_id, version, is_deleted)")
	if err != nil {
		return fmt.Errorf("clickhouse: write deletions of %s: %w", t.table, err)
	}
	defer gone.Close() //nolint:errcheck // after Send it does nothing
	for k, id := range changes {
		if found[k] {
			continue
		}
		if err := gone.Append(append(deleted(k), k.team, outboxVersion(id), uint8(1))...); err != nil {
			return fmt.Errorf("clickhouse: write deletions of %s: %w", t.table, err)
		}
	}
	if err := gone.Send(); err != nil {
		return fmt.Errorf("clickhouse: write %d deletions of %s: %w", gone.Rows(), t.table, err)
	}
	return nil
}

// isMirrored tells whether the engine mirrors table from the store.
func isMirrored(table string) bool {
	for _, t := range mirrored {
		if t.table == table {
			return true
		}
	}
	return false
}

// intKeys are the keys of changes as integers (persons' ids).
func intKeys(changes map[outboxKey]int64) ([]int64, error) {
	out := make([]int64, 0, len(changes))
	for k := range changes {
		n, err := strconv.ParseInt(k.key, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("clickhouse: outbox key %q of persons is not an id", k.key)
		}
		out = append(out, n)
	}
	return out, nil
}

// textKeys are the keys of changes.
func textKeys(changes map[outboxKey]int64) []string {
	out := make([]string, 0, len(changes))
	for k := range changes {
		out = append(out, k.key)
	}
	return out
}

// moveMergedEvents re-points the engine's events of merged-away persons to
// the persons that absorbed them (store.RecordPersonMerge), as the store
// re-points its own events: one mutation per project for the batch, with
// the merges composed in outbox order (a into b, then b into c moves a's
// events to c). Applying it again changes nothing, since no event is left
// under a merged-away person.
func (c *Client) moveMergedEvents(ctx context.Context, merges []store.OutboxRow) error {
	into := map[int64]map[int64]int64{} // team → merged-away person → person now
	var teams []int64
	for _, r := range merges {
		a, b, ok := strings.Cut(r.Key, ":")
		from, err1 := strconv.ParseInt(a, 10, 64)
		to, err2 := strconv.ParseInt(b, 10, 64)
		if !ok || err1 != nil || err2 != nil {
			return fmt.Errorf("clickhouse: outbox key %q of events is not from:to", r.Key)
		}
		m := into[r.TeamID]
		if m == nil {
			m = map[int64]int64{}
			into[r.TeamID] = m
			teams = append(teams, r.TeamID)
		}
		for k, v := range m {
			if v == from {
				m[k] = to
			}
		}
		m[from] = to
	}
	for _, team := range teams {
		var from, to []int64
		for a, b := range into[team] {
			from, to = append(from, a), append(to, b)
		}
		if err := c.mutateEvents(ctx, team, from, to); err != nil {
			return err
		}
	}
	return nil
}

// mutateEvents runs the mutation that moves a project's events of persons
// from[i] to persons to[i], and waits for it. On a cluster it runs on the
// local table of every node, as KILL QUERY does.
func (c *Client) mutateEvents(ctx context.Context, team int64, from, to []int64) error {
	const update = " UPDATE person_id = transform(assumeNotNull(person_id), {from:Array(Int64)}, {to:Array(Int64)}, assumeNotNull(person_id))" +
		" WHERE team_id = {team:Int64} AND has({from:Array(Int64)}, person_id)" +
		" SETTINGS mutations_sync = 2"
	params := ch.Parameters{"team": strconv.FormatInt(team, 10), "from": int64List(from), "to": int64List(to)}
	if c.Config.Cluster.Name == "" {
		if err := c.Conn.Exec(ch.Context(ctx, ch.WithParameters(params)), "ALTER TABLE events"+update); err != nil {
			return fmt.Errorf("clickhouse: move the events of %d merged persons of project %d: %w", len(from), team, err)
		}
		return nil
	}
	hosts, err := c.clusterHosts(ctx)
	if err != nil {
		return err
	}
	for _, host := range hosts {
		if err := c.execOn(ctx, host, "ALTER TABLE events_local"+update, params); err != nil {
			return fmt.Errorf("clickhouse: move the events of %d merged persons of project %d: %w", len(from), team, err)
		}
	}
	return nil
}

// int64List is ids as a ClickHouse array literal, for a parameter.
func int64List(ids []int64) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, id := range ids {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.FormatInt(id, 10))
	}
	b.WriteByte(']')
	return b.String()
}
