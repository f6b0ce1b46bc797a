// Package ingest is Burrow's capture pipeline: it turns incoming events,
// persons, session recordings and plugin log entries into rows the way the
// system that captured them would have. Unknown distinct ids create persons,
// $set / $set_once / $unset in event properties update the event's person,
// $identify / $create_alias link distinct ids (merging anonymous persons),
// and rows are written in multi-row INSERTs.
//
// A Pipeline works inside one transaction (the caller's): it keeps the
// persons it has seen in memory and writes them back on Flush. ImportFile
// drives a Pipeline from an NDJSON file.
package ingest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"

	"github.com/burrow-analytics/burrow/store"
)

// DefaultBatchSize is how many rows one INSERT statement carries. bun
// inlines values into the SQL text, so SQLite's bound-variable limit does not
// apply; 500 rows keeps statements around a few hundred KiB.
const DefaultBatchSize = 500

// Options configures a Pipeline.
type Options struct {
	// Now is the clock used for defaults: an event's created_at and an
	// imported person's created_at when the input has none. time.Now when nil.
	Now func() time.Time
	// BatchSize is the number of rows per INSERT (DefaultBatchSize when 0).
	BatchSize int
	// Sink, when set, takes the events instead of the store (an analytics
	// engine keeps them): in batches of SinkBatch events, resolved to their
	// person as of the batch. The store's sessions are then not rebuilt
	// (the engine keeps its own) and its events table is not written.
	Sink EventSink
	// SinkBatch is the events per batch handed to Sink (DefaultSinkBatch
	// when 0).
	SinkBatch int
}

// Event is one captured event as the pipeline receives it.
type Event struct {
	UUID       string          // optional: a random UUID when empty
	Event      string          // required: "$pageview", "signed_up", …
	DistinctID string          // required
	Properties json.RawMessage // a JSON object, or empty
	Timestamp  time.Time       // required
	CreatedAt  time.Time       // optional: when it was captured; Options.Now when zero
}

// Person is a person record: created when none of its distinct ids (and not
// its UUID) is known, otherwise merged into the person that owns them.
type Person struct {
	UUID         string          // optional: a random UUID for a new person when empty
	DistinctIDs  []string        // required, at least one
	Properties   json.RawMessage // a JSON object, or empty; applied like $set
	CreatedAt    time.Time       // optional: Options.Now for a new person when zero
	IsIdentified bool
}

// Stats counts what a Pipeline wrote.
type Stats struct {
	Events               int // events inserted (or handed to the Options.Sink)
	DuplicateEvents      int // events skipped because their UUID already existed
	PersonsCreated       int
	PersonsUpdated       int // existing persons whose properties or flags changed
	PersonsMerged        int // persons merged into another by $identify / $create_alias
	DistinctIDs          int // distinct ids newly linked to a person
	Recordings           int // session recordings inserted or replaced
	PluginConfigsCreated int
	LogEntries           int // plugin log entries inserted
	DuplicateLogEntries  int // log entries skipped because their id already existed
}

// personState is the pipeline's working copy of one person.
type personState struct {
	id         int64 // 0 until inserted
	uuid       string
	props      props
	createdAt  time.Time
	identified bool
	created    bool         // created by this pipeline
	mergedInto *personState // set when this person was merged into another
}

// configState is a plugin config the pipeline knows about.
type configState struct {
	id        int64
	teamID    int64
	pluginID  int64
	createdAt time.Time
	pending   bool // to be inserted on the next flush
}

type pendingEvent struct {
	row    store.Event
	person *personState
}

type pendingDistinctID struct {
	distinctID string
	person     *personState
}

// Pipeline applies capture semantics to records of one project inside one
// transaction. It is not safe for concurrent use.
type Pipeline struct {
	db         bun.IDB
	projectID  int64
	postgres   bool
	now        func() time.Time
	batchSize  int
	instanceID string // default instance_id of log entries without one
	sink       EventSink
	sinkBatch  int

	persons  map[string]*personState // distinct id → person; nil = known absent
	byUUID   map[string]*personState // person uuid → person; nil = known absent
	byID     map[int64]*personState
	configs  map[int64]*configState // plugin config id → config; nil = known absent
	dirty    map[*personState]struct{}
	preexist map[*personState]struct{} // persons read from the database

	newPersons     []*personState
	newDistinctIDs []pendingDistinctID
	merges         []*personState // persons (already inserted) merged away
	events         []pendingEvent
	recordings     []store.SessionRecording
	recordingIndex map[string]int // session id → index in recordings
	logs           []store.PluginLogEntry
	newConfigs     []*configState
	nextOrder      int // "order" of the next created plugin config; -1 until read
	// sessions holds the $session_id of the events written since the last
	// Flush: their sessions rows are rebuilt then.
	sessions map[string]struct{}

	stats Stats
}

// New returns a Pipeline writing to db for projectID. db should be a
// transaction: the pipeline writes in several statements, and only a
// transaction makes a batch all-or-nothing.
func New(db bun.IDB, projectID int64, opts Options) *Pipeline {
	now := opts.Now
	if now == nil {
		now = time.Now
	}
	size := opts.BatchSize
	if size <= 0 {
		size = DefaultBatchSize
	}
	sinkBatch := opts.SinkBatch
	if sinkBatch <= 0 {
		sinkBatch = DefaultSinkBatch
	}
	return &Pipeline{
		sink:           opts.Sink,
		sinkBatch:      sinkBatch,
		db:             db,
		projectID:      projectID,
		postgres:       db.Dialect().Name() == dialect.PG,
		now:            now,
		batchSize:      size,
		instanceID:     uuid.NewString(),
		persons:        map[string]*personState{},
		byUUID:         map[string]*personState{},
		byID:           map[int64]*personState{},
		configs:        map[int64]*configState{},
		dirty:          map[*personState]struct{}{},
		preexist:       map[*personState]struct{}{},
		recordingIndex: map[string]int{},
		nextOrder:      -1,
		sessions:       map[string]struct{}{},
	}
}

// Stats returns what the pipeline has written so far (rows still buffered
// are counted once flushed).
func (p *Pipeline) Stats() Stats { return p.stats }

// resolve follows merges to the person that now owns ps's distinct ids.
func resolve(ps *personState) *personState {
	for ps != nil && ps.mergedInto != nil {
		ps = ps.mergedInto
	}
	return ps
}

// touch marks ps for an UPDATE on the next Flush (new persons are written
// with their current state when inserted, so they need none).
func (p *Pipeline) touch(ps *personState) {
	if ps.id != 0 {
		p.dirty[ps] = struct{}{}
	}
}

func (p *Pipeline) newPerson(id string, createdAt time.Time) *personState {
	if id == "" {
		id = uuid.NewString()
	}
	ps := &personState{uuid: id, props: props{}, createdAt: createdAt, created: true}
	p.byUUID[id] = ps
	p.newPersons = append(p.newPersons, ps)
	p.stats.PersonsCreated++
	return ps
}

func (p *Pipeline) linkDistinctID(ps *personState, distinctID string) {
	p.persons[distinctID] = ps
	p.newDistinctIDs = append(p.newDistinctIDs, pendingDistinctID{distinctID: distinctID, person: ps})
	p.stats.DistinctIDs++
}

// merge moves everything of src to dst: distinct ids, events, and the
// properties dst lacks. dst's own properties win, as in PostHog.
func (p *Pipeline) merge(src, dst *personState) {
	for k, v := range src.props {
		if _, ok := dst.props[k]; !ok {
			dst.props[k] = v
		}
	}
	if src.createdAt.Before(dst.createdAt) {
		dst.createdAt = src.createdAt
	}
	dst.identified = dst.identified || src.identified
	src.mergedInto = dst
	delete(p.dirty, src)
	if src.id != 0 {
		p.merges = append(p.merges, src)
	}
	p.touch(dst)
	p.stats.PersonsMerged++
}

// The merge events: the second distinct id is in a property.
var mergeEvents = map[string]struct {
	property string
	identify bool // marks the person identified
	force    bool // merges even an identified person
}{
	"$identify":          {property: "$anon_distinct_id", identify: true},
	"$create_alias":      {property: "alias"},
	"$merge_dangerously": {property: "alias", force: true},
}

// checkedEvent is a validated event.
type checkedEvent struct {
	row     store.Event
	update  personUpdate
	otherID string // the distinct id to link, for merge events
	now     bool   // created_at is the clock's time, read when applied
}

// checkEvent validates an event. It reads nothing the pipeline changes (nor
// its clock), so an import checks events on several goroutines.
func (p *Pipeline) checkEvent(in Event) (checkedEvent, *FieldError) {
	var ev checkedEvent
	if in.Event == "" {
		return ev, fieldErr("event", "required")
	}
	if len(in.Event) > maxEventNameLen {
		return ev, fieldErr("event", "longer than %d characters", maxEventNameLen)
	}
	if ferr := checkText("event", in.Event); ferr != nil {
		return ev, ferr
	}
	if ferr := checkDistinctID("distinct_id", in.DistinctID); ferr != nil {
		return ev, ferr
	}
	if in.Timestamp.IsZero() {
		return ev, fieldErr("timestamp", "required")
	}
	var id string
	if in.UUID == "" {
		id = eventUUID(in.Timestamp)
	} else {
		var ferr *FieldError
		if id, ferr = normUUID("uuid", in.UUID); ferr != nil {
			return ev, ferr
		}
	}
	pr, ferr := decodeObject("properties", in.Properties)
	if ferr != nil {
		return ev, ferr
	}
	if ev.update, ferr = decodePersonUpdate(pr); ferr != nil {
		return ev, ferr
	}
	sessionID, ok := stringProp(pr, "$session_id")
	if !ok {
		return ev, fieldErr("properties.$session_id", "must be a string")
	}
	if ferr := checkText("properties.$session_id", sessionID); ferr != nil {
		return ev, ferr
	}
	if m, isMerge := mergeEvents[in.Event]; isMerge {
		other, ok := stringProp(pr, m.property)
		if !ok {
			return ev, fieldErr("properties."+m.property, "must be a string")
		}
		if other != "" {
			if ferr := checkDistinctID("properties."+m.property, other); ferr != nil {
				return ev, ferr
			}
		}
		ev.otherID = other
	}
	ev.now = in.CreatedAt.IsZero()
	ev.row = store.Event{
		UUID:       id,
		TeamID:     p.projectID,
		Event:      in.Event,
		DistinctID: in.DistinctID,
		Properties: compactObject(in.Properties),
		Timestamp:  normTime(in.Timestamp),
		CreatedAt:  normTime(in.CreatedAt),
	}
	if sessionID != "" {
		ev.row.SessionID = &sessionID
	}
	return ev, nil
}

// AddEvent validates and applies one event: it resolves (or creates) the
// person of the distinct id, applies $set_once, $set and $unset to it, links
// distinct ids for merge events, and buffers the row. A *FieldError means the
// event was refused and nothing changed; any other error is a database error.
func (p *Pipeline) AddEvent(ctx context.Context, in Event) error {
	ev, ferr := p.checkEvent(in)
	if ferr != nil {
		return ferr
	}
	return p.addChecked(ctx, ev)
}

// addChecked applies an event checkEvent accepted (see AddEvent).
func (p *Pipeline) addChecked(ctx context.Context, ev checkedEvent) error {
	if ev.now {
		ev.row.CreatedAt = normTime(p.now())
	}
	person, err := p.lookup(ctx, ev.row.DistinctID)
	if err != nil {
		return err
	}
	ts := ev.row.Timestamp
	if ev.otherID != "" && ev.otherID != ev.row.DistinctID {
		other, err := p.lookup(ctx, ev.otherID)
		if err != nil {
			return err
		}
		rule := mergeEvents[ev.row.Event]
		switch {
		case person == nil && other == nil:
			person = p.newPerson("", ts)
			p.linkDistinctID(person, ev.row.DistinctID)
			p.linkDistinctID(person, ev.otherID)
		case person == nil:
			person = other
			p.linkDistinctID(person, ev.row.DistinctID)
		case other == nil:
			p.linkDistinctID(person, ev.otherID)
		case person != other && (rule.force || !other.identified):
			// An identified person is never merged implicitly: that is how two
			// users sharing a device would be fused into one.
			p.merge(other, person)
		}
	}
	if person == nil {
		person = p.newPerson("", ts)
		p.linkDistinctID(person, ev.row.DistinctID)
	}
	changed := ev.update.apply(person.props)
	if mergeEvents[ev.row.Event].identify && !person.identified {
		person.identified = true
		changed = true
	}
	if person.created && ts.Before(person.createdAt) {
		// A person the pipeline created exists since its earliest event.
		person.createdAt = ts
		changed = true
	}
	if changed {
		p.touch(person)
	}
	p.events = append(p.events, pendingEvent{row: ev.row, person: person})
	return p.maybeFlush(ctx)
}

// AddPerson validates and applies one person record. When none of its
// distinct ids (nor its UUID) is known a person is created; otherwise the
// known person gets the properties (like $set) and the new distinct ids. Ids
// that belong to different persons refuse the record.
func (p *Pipeline) AddPerson(ctx context.Context, in Person) error {
	if len(in.DistinctIDs) == 0 {
		return fieldErr("distinct_ids", "required: a list of at least one distinct id")
	}
	seen := make(map[string]bool, len(in.DistinctIDs))
	var ids []string
	for i, d := range in.DistinctIDs {
		if ferr := checkDistinctID(fmt.Sprintf("distinct_ids[%d]", i), d); ferr != nil {
			return ferr
		}
		if !seen[d] {
			seen[d] = true
			ids = append(ids, d)
		}
	}
	personUUID := ""
	if in.UUID != "" {
		var ferr *FieldError
		if personUUID, ferr = normUUID("uuid", in.UUID); ferr != nil {
			return ferr
		}
	}
	set, ferr := decodeObject("properties", in.Properties)
	if ferr != nil {
		return ferr
	}

	var found *personState
	foundBy := ""
	var unknown []string
	for _, d := range ids {
		ps, err := p.lookup(ctx, d)
		if err != nil {
			return err
		}
		switch {
		case ps == nil:
			unknown = append(unknown, d)
		case found == nil:
			found, foundBy = ps, d
		case found != ps:
			return fieldErr("distinct_ids", "%q and %q belong to different persons", foundBy, d)
		}
	}
	if personUUID != "" {
		ps, err := p.lookupUUID(ctx, personUUID)
		if err != nil {
			return err
		}
		switch {
		case ps == nil && found != nil:
			return fieldErr("uuid", "distinct id %q belongs to person %s", foundBy, found.uuid)
		case ps != nil && found != nil && ps != found:
			return fieldErr("uuid", "distinct id %q belongs to another person (%s)", foundBy, found.uuid)
		case ps != nil:
			found = ps
		}
	}

	if found == nil {
		createdAt := in.CreatedAt
		if createdAt.IsZero() {
			createdAt = p.now()
		}
		ps := p.newPerson(personUUID, normTime(createdAt))
		ps.props = set
		ps.identified = in.IsIdentified
		for _, d := range ids {
			p.linkDistinctID(ps, d)
		}
		return p.maybeFlush(ctx)
	}
	changed := personUpdate{set: set}.apply(found.props)
	if !in.CreatedAt.IsZero() && !normTime(in.CreatedAt).Equal(found.createdAt) {
		found.createdAt = normTime(in.CreatedAt)
		changed = true
	}
	if in.IsIdentified && !found.identified {
		found.identified = true
		changed = true
	}
	for _, d := range unknown {
		p.linkDistinctID(found, d)
	}
	if changed {
		p.touch(found)
	}
	return p.maybeFlush(ctx)
}

// maxInteger bounds a recording's counts and plugin ids: PostgreSQL keeps
// them in INTEGER columns (which also keeps the activity score's sums of
// counts from overflowing).
const maxInteger = math.MaxInt32

// Values accepted for plugin log entries and recordings.
var (
	LogSources      = []string{"SYSTEM", "PLUGIN", "CONSOLE"}
	LogTypes        = []string{"DEBUG", "LOG", "INFO", "WARN", "ERROR"}
	SnapshotSources = []string{"web", "mobile"}
)

// AddRecording validates and buffers one session recording summary. A
// recording whose session id exists in the project replaces it. Its distinct
// id gets a person when unknown, so the recording's person resolves.
// ActivityScore is computed from the counts.
func (p *Pipeline) AddRecording(ctx context.Context, r store.SessionRecording) error {
	if r.SessionID == "" {
		return fieldErr("session_id", "required")
	}
	if ferr := checkText("session_id", r.SessionID); ferr != nil {
		return ferr
	}
	if ferr := checkDistinctID("distinct_id", r.DistinctID); ferr != nil {
		return ferr
	}
	if r.StartTime.IsZero() {
		return fieldErr("start_time", "required")
	}
	if r.EndTime.IsZero() {
		return fieldErr("end_time", "required")
	}
	r.StartTime, r.EndTime = normTime(r.StartTime), normTime(r.EndTime)
	if r.EndTime.Before(r.StartTime) {
		return fieldErr("end_time", "before start_time")
	}
	for _, f := range []struct {
		name  string
		value float64
	}{{"duration", r.Duration}, {"active_seconds", r.ActiveSeconds}, {"inactive_seconds", r.InactiveSeconds}} {
		if math.IsNaN(f.value) || math.IsInf(f.value, 0) {
			return fieldErr(f.name, "must be a finite number")
		}
		if f.value < 0 {
			return fieldErr(f.name, "must not be negative")
		}
	}
	for _, f := range []struct {
		name  string
		value int64
	}{
		{"click_count", r.ClickCount}, {"keypress_count", r.KeypressCount},
		{"mouse_activity_count", r.MouseActivityCount}, {"console_log_count", r.ConsoleLogCount},
		{"console_warn_count", r.ConsoleWarnCount}, {"console_error_count", r.ConsoleErrorCount},
	} {
		if f.value < 0 {
			return fieldErr(f.name, "must not be negative")
		}
		if f.value > maxInteger {
			return fieldErr(f.name, "must be at most %d", maxInteger)
		}
	}
	if r.Storage == "" {
		r.Storage = "object_storage"
	}
	if r.SnapshotSource == "" {
		r.SnapshotSource = "web"
	}
	for _, f := range []struct{ name, value string }{{"start_url", r.StartURL}, {"storage", r.Storage}} {
		if ferr := checkText(f.name, f.value); ferr != nil {
			return ferr
		}
	}
	if !slices.Contains(SnapshotSources, r.SnapshotSource) {
		return fieldErr("snapshot_source", "must be one of %s", strings.Join(SnapshotSources, ", "))
	}
	r.ComputeActivityScore()
	if math.IsInf(r.ActivityScore, 0) || math.IsNaN(r.ActivityScore) {
		// Active seconds far beyond a tiny duration: no JSON can carry the score.
		return fieldErr("active_seconds", "too large for the duration and counts (the activity score would be infinite)")
	}

	person, err := p.lookup(ctx, r.DistinctID)
	if err != nil {
		return err
	}
	if person == nil {
		person = p.newPerson("", r.StartTime)
		p.linkDistinctID(person, r.DistinctID)
	}
	r.ID = 0
	r.TeamID = p.projectID
	if i, ok := p.recordingIndex[r.SessionID]; ok {
		p.recordings[i] = r // one INSERT cannot upsert the same row twice
	} else {
		p.recordingIndex[r.SessionID] = len(p.recordings)
		p.recordings = append(p.recordings, r)
	}
	return p.maybeFlush(ctx)
}

// AddPluginLog validates and buffers one plugin log entry. An unknown plugin
// config id creates the config in the project (with the entry's plugin_id);
// a config of another project, or of another plugin, refuses the entry.
// ID and InstanceID get UUIDs when empty; an entry whose id exists is skipped.
func (p *Pipeline) AddPluginLog(ctx context.Context, e store.PluginLogEntry) error {
	if e.PluginConfigID <= 0 {
		return fieldErr("plugin_config_id", "required: a positive integer")
	}
	if e.PluginConfigID > maxInteger {
		return fieldErr("plugin_config_id", "must be at most %d", maxInteger)
	}
	if e.PluginID < 0 {
		return fieldErr("plugin_id", "must be a positive integer")
	}
	if e.PluginID > maxInteger {
		return fieldErr("plugin_id", "must be at most %d", maxInteger)
	}
	if e.Timestamp.IsZero() {
		return fieldErr("timestamp", "required")
	}
	e.Timestamp = normTime(e.Timestamp)
	if !slices.Contains(LogSources, e.Source) {
		return fieldErr("source", "must be one of %s", strings.Join(LogSources, ", "))
	}
	if !slices.Contains(LogTypes, e.Type) {
		return fieldErr("type", "must be one of %s", strings.Join(LogTypes, ", "))
	}
	if ferr := checkText("message", e.Message); ferr != nil {
		return ferr
	}
	var ferr *FieldError
	if e.ID == "" {
		e.ID = uuid.NewString()
	} else if e.ID, ferr = normUUID("id", e.ID); ferr != nil {
		return ferr
	}
	if e.InstanceID == "" {
		e.InstanceID = p.instanceID
	} else if e.InstanceID, ferr = normUUID("instance_id", e.InstanceID); ferr != nil {
		return ferr
	}

	cfg, err := p.lookupConfig(ctx, e.PluginConfigID)
	if err != nil {
		return err
	}
	switch {
	case cfg == nil:
		if e.PluginID == 0 {
			return fieldErr("plugin_id", "required to create plugin config %d", e.PluginConfigID)
		}
		if p.nextOrder < 0 {
			n, err := p.db.NewSelect().Model((*store.PluginConfig)(nil)).Where("team_id = ?", p.projectID).Count(ctx)
			if err != nil {
				return fmt.Errorf("ingest: count plugin configs: %w", err)
			}
			p.nextOrder = int(n)
		}
		cfg = &configState{id: e.PluginConfigID, teamID: p.projectID, pluginID: e.PluginID, createdAt: e.Timestamp, pending: true}
		p.configs[cfg.id] = cfg
		p.newConfigs = append(p.newConfigs, cfg)
	case cfg.teamID != p.projectID:
		return fieldErr("plugin_config_id", "plugin config %d belongs to another project", e.PluginConfigID)
	case e.PluginID != 0 && e.PluginID != cfg.pluginID:
		return fieldErr("plugin_id", "plugin config %d belongs to plugin %d", e.PluginConfigID, cfg.pluginID)
	}
	e.PluginID = cfg.pluginID
	if cfg.pending && e.Timestamp.Before(cfg.createdAt) {
		cfg.createdAt = e.Timestamp
	}
	e.TeamID = p.projectID
	p.logs = append(p.logs, e)
	return p.maybeFlush(ctx)
}

// errorsAsField reports whether err is a refusal of the record (as opposed
// to a database error).
func errorsAsField(err error) (*FieldError, bool) {
	var ferr *FieldError
	ok := errors.As(err, &ferr)
	return ferr, ok
}
