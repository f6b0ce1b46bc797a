package ingest

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"github.com/burrow-analytics/burrow/store"
)

// lookupChunk bounds the ids of one IN (...) list.
const lookupChunk = 500

// personRow is a person read from the database, with one of its distinct ids.
type personRow struct {
	DistinctID   string    `bun:"distinct_id"`
	ID           int64     `bun:"id"`
	UUID         string    `bun:"uuid"`
	Properties   []byte    `bun:"properties"`
	IsIdentified bool      `bun:"is_identified"`
	CreatedAt    time.Time `bun:"created_at"`
}

// Prefetch loads, in a few statements, the persons owning distinctIDs, the
// persons with personUUIDs and the plugin configs with pluginConfigIDs, so
// the Add calls that follow find them in memory. It is an optimisation only:
// an Add call looks up what is missing by itself.
func (p *Pipeline) Prefetch(ctx context.Context, distinctIDs, personUUIDs []string, pluginConfigIDs []int64) error {
	var ids []string
	for _, d := range distinctIDs {
		if _, ok := p.persons[d]; !ok {
			ids = append(ids, d)
			p.persons[d] = nil // known absent unless the query finds it
		}
	}
	if err := p.fetchByDistinctID(ctx, ids); err != nil {
		return err
	}
	var uuids []string
	for _, u := range personUUIDs {
		if _, ok := p.byUUID[u]; !ok {
			uuids = append(uuids, u)
			p.byUUID[u] = nil
		}
	}
	if err := p.fetchByUUID(ctx, uuids); err != nil {
		return err
	}
	var cfgIDs []int64
	for _, id := range pluginConfigIDs {
		if _, ok := p.configs[id]; !ok {
			cfgIDs = append(cfgIDs, id)
			p.configs[id] = nil
		}
	}
	return p.fetchConfigs(ctx, cfgIDs)
}

// lookup returns the person owning distinctID, or nil when it has none.
func (p *Pipeline) lookup(ctx context.Context, distinctID string) (*personState, error) {
	if ps, ok := p.persons[distinctID]; ok {
		return resolve(ps), nil
	}
	p.persons[distinctID] = nil
	if err := p.fetchByDistinctID(ctx, []string{distinctID}); err != nil {
		return nil, err
	}
	return resolve(p.persons[distinctID]), nil
}

// lookupUUID returns the project's person with personUUID, or nil.
func (p *Pipeline) lookupUUID(ctx context.Context, personUUID string) (*personState, error) {
	if ps, ok := p.byUUID[personUUID]; ok {
		return resolve(ps), nil
	}
	p.byUUID[personUUID] = nil
	if err := p.fetchByUUID(ctx, []string{personUUID}); err != nil {
		return nil, err
	}
	return resolve(p.byUUID[personUUID]), nil
}

// lookupConfig returns the plugin config with id (of any project), or nil.
func (p *Pipeline) lookupConfig(ctx context.Context, id int64) (*configState, error) {
	if cfg, ok := p.configs[id]; ok {
		return cfg, nil
	}
	p.configs[id] = nil
	if err := p.fetchConfigs(ctx, []int64{id}); err != nil {
		return nil, err
	}
	return p.configs[id], nil
}

// remember turns a row read from the database into the pipeline's state,
// reusing the state already held for that person (which may be newer).
func (p *Pipeline) remember(row personRow) (*personState, error) {
	if ps, ok := p.byID[row.ID]; ok {
		return ps, nil
	}
	pr := props{}
	if len(row.Properties) > 0 {
		if err := json.Unmarshal(row.Properties, &pr); err != nil {
			return nil, fmt.Errorf("ingest: person %d: properties: %w", row.ID, err)
		}
		if pr == nil {
			pr = props{}
		}
	}
	ps := &personState{id: row.ID, uuid: row.UUID, props: pr, createdAt: row.CreatedAt.UTC(), identified: row.IsIdentified}
	p.byID[row.ID] = ps
	p.byUUID[row.UUID] = ps
	p.preexist[ps] = struct{}{}
	return ps, nil
}

func (p *Pipeline) fetchByDistinctID(ctx context.Context, ids []string) error {
	for chunk := range slices.Chunk(ids, lookupChunk) {
		var rows []personRow
		err := p.db.NewRaw(`SELECT d.distinct_id, p.id, p.uuid, p.properties, p.is_identified, p.created_at
			FROM person_distinct_ids AS d JOIN persons AS p ON p.id = d.person_id
			WHERE d.team_id = ? AND d.distinct_id IN (?)`, p.projectID, bun.List(chunk)).Scan(ctx, &rows)
		if err != nil {
			return fmt.Errorf("ingest: look up distinct ids: %w", err)
		}
		for _, row := range rows {
			ps, err := p.remember(row)
			if err != nil {
				return err
			}
			p.persons[row.DistinctID] = ps
		}
	}
	return nil
}

func (p *Pipeline) fetchByUUID(ctx context.Context, uuids []string) error {
	for chunk := range slices.Chunk(uuids, lookupChunk) {
		var rows []personRow
		err := p.db.NewRaw(`SELECT '' AS distinct_id, p.id, p.uuid, p.properties, p.is_identified, p.created_at
			FROM persons AS p WHERE p.team_id = ? AND p.uuid IN (?)`, p.projectID, bun.List(chunk)).Scan(ctx, &rows)
		if err != nil {
			return fmt.Errorf("ingest: look up persons: %w", err)
		}
		for _, row := range rows {
			if _, err := p.remember(row); err != nil {
				return err
			}
		}
	}
	return nil
}

func (p *Pipeline) fetchConfigs(ctx context.Context, ids []int64) error {
	for chunk := range slices.Chunk(ids, lookupChunk) {
		var rows []store.PluginConfig
		if err := p.db.NewSelect().Model(&rows).Column("id", "team_id", "plugin_id").
			Where("id IN (?)", bun.List(chunk)).Scan(ctx); err != nil {
			return fmt.Errorf("ingest: look up plugin configs: %w", err)
		}
		for _, c := range rows {
			p.configs[c.ID] = &configState{id: c.ID, teamID: c.TeamID, pluginID: c.PluginID}
		}
	}
	return nil
}

// maybeFlush writes the buffered rows once a batch is full.
func (p *Pipeline) maybeFlush(ctx context.Context) error {
	if p.sink != nil && len(p.events) >= p.sinkBatch {
		if err := p.flushRows(ctx); err != nil {
			return err
		}
		return p.sendEvents(ctx)
	}
	if (p.sink == nil && len(p.events) >= p.batchSize) || len(p.logs) >= p.batchSize ||
		len(p.recordings) >= p.batchSize || len(p.newPersons) >= p.batchSize {
		return p.flushRows(ctx)
	}
	return nil
}

// sendEvents hands the buffered events to the sink, with the id of the
// person that owns each one now. Their persons were inserted by flushRows.
func (p *Pipeline) sendEvents(ctx context.Context) error {
	if len(p.events) == 0 {
		return nil
	}
	rows := make([]store.Event, len(p.events))
	for i, ev := range p.events {
		rows[i] = ev.row
		id := resolve(ev.person).id
		rows[i].PersonID = &id
	}
	if err := p.sink.WriteEvents(ctx, rows); err != nil {
		return fmt.Errorf("ingest: write %d events: %w", len(rows), err)
	}
	p.stats.Events += len(rows)
	p.events = p.events[:0]
	return nil
}

// Flush writes everything buffered: new rows, merges, the changed
// properties of persons that already had a row, and the sessions rows of the
// sessions that got events; with a sink, it hands the sink the last batch of
// events. Call it before committing.
func (p *Pipeline) Flush(ctx context.Context) error {
	if err := p.flushRows(ctx); err != nil {
		return err
	}
	if p.sink != nil {
		if err := p.sendEvents(ctx); err != nil {
			return err
		}
	}
	if err := p.flushPersons(ctx); err != nil {
		return err
	}
	if len(p.sessions) == 0 {
		return nil
	}
	ids := make([]string, 0, len(p.sessions))
	for id := range p.sessions {
		ids = append(ids, id)
	}
	if err := store.RebuildSessions(ctx, p.db, p.projectID, ids); err != nil {
		return fmt.Errorf("ingest: %w", err)
	}
	clear(p.sessions)
	return nil
}

// flushRows inserts the buffered rows. Persons go first: events and distinct
// ids need their ids.
func (p *Pipeline) flushRows(ctx context.Context) error {
	if err := p.insertPersons(ctx); err != nil {
		return err
	}
	if err := p.applyMerges(ctx); err != nil {
		return err
	}
	if err := p.insertConfigs(ctx); err != nil {
		return err
	}
	if len(p.newDistinctIDs) > 0 {
		rows := make([]store.PersonDistinctID, len(p.newDistinctIDs))
		for i, d := range p.newDistinctIDs {
			rows[i] = store.PersonDistinctID{TeamID: p.projectID, PersonID: resolve(d.person).id, DistinctID: d.distinctID}
		}
		if _, err := insertBatches(ctx, p.db, rows, p.batchSize, nil); err != nil {
			return fmt.Errorf("ingest: insert distinct ids: %w", err)
		}
		p.newDistinctIDs = p.newDistinctIDs[:0]
	}
	if len(p.events) > 0 && p.sink == nil {
		rows := make([]store.Event, len(p.events))
		for i, ev := range p.events {
			rows[i] = ev.row
			id := resolve(ev.person).id
			rows[i].PersonID = &id
			if ev.row.SessionID != nil {
				p.sessions[*ev.row.SessionID] = struct{}{}
			}
		}
		// Re-importing a file with event uuids must not double the events.
		n, err := insertBatches(ctx, p.db, rows, p.batchSize, func(q *bun.InsertQuery) *bun.InsertQuery {
			return q.On("CONFLICT (uuid) DO NOTHING")
		})
		if err != nil {
			return fmt.Errorf("ingest: insert events: %w", err)
		}
		p.stats.Events += int(n)
		p.stats.DuplicateEvents += len(rows) - int(n)
		p.events = p.events[:0]
	}
	if len(p.recordings) > 0 {
		n, err := insertBatches(ctx, p.db, p.recordings, p.batchSize, func(q *bun.InsertQuery) *bun.InsertQuery {
			return q.ExcludeColumn("id").On("CONFLICT (team_id, session_id) DO UPDATE")
		})
		if err != nil {
			return fmt.Errorf("ingest: insert recordings: %w", err)
		}
		p.stats.Recordings += int(n)
		p.recordings = p.recordings[:0]
		clear(p.recordingIndex)
	}
	if len(p.logs) > 0 {
		n, err := insertBatches(ctx, p.db, p.logs, p.batchSize, func(q *bun.InsertQuery) *bun.InsertQuery {
			return q.On("CONFLICT (id) DO NOTHING")
		})
		if err != nil {
			return fmt.Errorf("ingest: insert plugin log entries: %w", err)
		}
		p.stats.LogEntries += int(n)
		p.stats.DuplicateLogEntries += len(p.logs) - int(n)
		p.logs = p.logs[:0]
	}
	return nil
}

// insertPersons inserts the persons created since the last flush (except
// those merged away before they were written) and records their ids.
func (p *Pipeline) insertPersons(ctx context.Context) error {
	var rows []store.Person
	for _, ps := range p.newPersons {
		if ps.mergedInto != nil {
			continue
		}
		raw, err := ps.props.marshal()
		if err != nil {
			return err
		}
		rows = append(rows, store.Person{UUID: ps.uuid, TeamID: p.projectID, Properties: raw,
			IsIdentified: ps.identified, CreatedAt: ps.createdAt})
	}
	if len(rows) > 0 {
		// RETURNING order is not guaranteed on every engine: match ids by uuid.
		if _, err := insertBatches(ctx, p.db, rows, p.batchSize, func(q *bun.InsertQuery) *bun.InsertQuery {
			return q.Returning("id, uuid")
		}); err != nil {
			return fmt.Errorf("ingest: insert persons: %w", err)
		}
		ids := make(map[string]int64, len(rows))
		for _, r := range rows {
			ids[r.UUID] = r.ID
		}
		for _, ps := range p.newPersons {
			if ps.mergedInto == nil {
				ps.id = ids[ps.uuid]
				p.byID[ps.id] = ps
			}
		}
	}
	p.newPersons = p.newPersons[:0]
	return nil
}

// applyMerges moves the distinct ids and events of persons merged away to
// the person that absorbed them, and deletes the merged persons.
func (p *Pipeline) applyMerges(ctx context.Context) error {
	for _, src := range p.merges {
		dst := resolve(src)
		if _, err := p.db.NewUpdate().Table("person_distinct_ids").Set("person_id = ?", dst.id).
			Where("team_id = ? AND person_id = ?", p.projectID, src.id).Exec(ctx); err != nil {
			return fmt.Errorf("ingest: merge person %d into %d: %w", src.id, dst.id, err)
		}
		if _, err := p.db.NewUpdate().Table("events").Set("person_id = ?", dst.id).
			Where("team_id = ? AND person_id = ?", p.projectID, src.id).Exec(ctx); err != nil {
			return fmt.Errorf("ingest: merge person %d into %d: %w", src.id, dst.id, err)
		}
		if err := store.RecordPersonMerge(ctx, p.db, p.projectID, src.id, dst.id); err != nil {
			return fmt.Errorf("ingest: merge person %d into %d: %w", src.id, dst.id, err)
		}
		if _, err := p.db.NewDelete().Table("persons").
			Where("team_id = ? AND id = ?", p.projectID, src.id).Exec(ctx); err != nil {
			return fmt.Errorf("ingest: merge person %d into %d: %w", src.id, dst.id, err)
		}
		delete(p.preexist, src)
	}
	p.merges = p.merges[:0]
	return nil
}

// insertConfigs creates the plugin configs that log entries referred to.
func (p *Pipeline) insertConfigs(ctx context.Context) error {
	if len(p.newConfigs) == 0 {
		return nil
	}
	rows := make([]store.PluginConfig, len(p.newConfigs))
	for i, c := range p.newConfigs {
		rows[i] = store.PluginConfig{ID: c.id, TeamID: p.projectID, PluginID: c.pluginID, Enabled: true,
			Order: p.nextOrder, CreatedAt: c.createdAt}
		p.nextOrder++
		c.pending = false
	}
	if _, err := insertBatches(ctx, p.db, rows, p.batchSize, nil); err != nil {
		return fmt.Errorf("ingest: create plugin configs: %w", err)
	}
	if p.postgres {
		// Explicit ids do not advance the sequence: move it past them so the
		// next config created without an id does not collide.
		if _, err := p.db.ExecContext(ctx, `SELECT setval(pg_get_serial_sequence('plugin_configs', 'id'),
			GREATEST((SELECT MAX(id) FROM plugin_configs), 1))`); err != nil {
			return fmt.Errorf("ingest: advance plugin_configs sequence: %w", err)
		}
	}
	p.stats.PluginConfigsCreated += len(rows)
	p.newConfigs = p.newConfigs[:0]
	return nil
}

// flushPersons writes the changed properties and flags of persons that
// already had a row, once per person however many events touched it.
func (p *Pipeline) flushPersons(ctx context.Context) error {
	dirty := make([]*personState, 0, len(p.dirty))
	for ps := range p.dirty {
		if ps.mergedInto == nil {
			dirty = append(dirty, ps)
		}
	}
	// A stable order keeps the statements the same from one run to the next
	// (importers into one project do not run at once: LockProjectPersons).
	slices.SortFunc(dirty, func(a, b *personState) int { return cmp.Compare(a.id, b.id) })
	// One UPDATE per batch, not per person: each statement that writes
	// persons also runs their statement triggers (counts, the version that
	// pages' cached persons are checked against), and on SQLite prepares
	// them anew (10,000 updates one by one took twice as long).
	rows := make([]store.Person, 0, min(len(dirty), p.batchSize))
	for start := 0; start < len(dirty); start += p.batchSize {
		rows = rows[:0]
		for _, ps := range dirty[start:min(start+p.batchSize, len(dirty))] {
			raw, err := ps.props.marshal()
			if err != nil {
				return err
			}
			rows = append(rows, store.Person{ID: ps.id, Properties: raw, IsIdentified: ps.identified, CreatedAt: ps.createdAt})
			if _, ok := p.preexist[ps]; ok {
				p.stats.PersonsUpdated++
			}
		}
		if _, err := p.db.NewUpdate().Model(&rows).Column("properties", "is_identified", "created_at").Bulk().
			Where("person.team_id = ?", p.projectID).Exec(ctx); err != nil {
			return fmt.Errorf("ingest: update %d persons: %w", len(rows), err)
		}
	}
	clear(p.dirty)
	return nil
}

// insertBatches inserts rows in multi-row INSERTs of size rows each and
// returns the number of rows the database reports as inserted.
func insertBatches[T any](ctx context.Context, db bun.IDB, rows []T, size int, configure func(*bun.InsertQuery) *bun.InsertQuery) (int64, error) {
	var total int64
	for start := 0; start < len(rows); start += size {
		chunk := rows[start:min(start+size, len(rows))]
		q := db.NewInsert().Model(&chunk)
		if configure != nil {
			q = configure(q)
		}
		res, err := q.Exec(ctx)
		if err != nil {
			return total, err
		}
		n, err := res.RowsAffected()
		if err != nil {
			n = int64(len(chunk))
		}
		total += n
	}
	return total, nil
}
