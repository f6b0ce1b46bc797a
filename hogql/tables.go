package hogql

import "sync"

// The virtual tables users query, named as in HogQL. Each maps to one
// physical table and lists the columns users may see; team_id and physical
// names never appear here, so they cannot be referenced. A column is either
// a physical column or an expression of the dialect over the table's other
// columns (events.person_id is person.id, the person's UUID); lazy joins are
// tables reachable through a column-like name (events.person), joined only
// when used.

type column struct {
	name     string // name users write
	physical string // column in the physical table ("" for an expression column)
	t        Type
	// expr, for an expression column, is its definition in the dialect,
	// resolved in the scope of the table it belongs to.
	expr string
	// hidden columns are not part of SELECT *.
	hidden bool
}

type tableDef struct {
	name      string // virtual name
	physical  string // physical table
	columns   []column
	lazyJoins []lazyJoinDef
}

type lazyJoinDef struct {
	name    string // e.g. "person"
	table   *tableDef
	fromCol string // physical column of the parent
	toCol   string // physical column of the joined table
	t       Type   // type of both columns
}

func (t *tableDef) column(name string) *column {
	for i := range t.columns {
		if t.columns[i].name == name {
			return &t.columns[i]
		}
	}
	return nil
}

func (t *tableDef) lazyJoin(name string) *lazyJoinDef {
	for i := range t.lazyJoins {
		if t.lazyJoins[i].name == name {
			return &t.lazyJoins[i]
		}
	}
	return nil
}

// columnExprs caches the parsed definitions of expression columns.
var columnExprs sync.Map // *column → Expr

// definition returns the parsed expression of an expression column.
func (c *column) definition() (Expr, error) {
	if e, ok := columnExprs.Load(c); ok {
		return e.(Expr), nil
	}
	q, err := parse("SELECT " + c.expr)
	if err != nil {
		return nil, err
	}
	e := q.Selects[0].Items[0].Expr
	columnExprs.Store(c, e)
	return e, nil
}

var personsTable = &tableDef{
	name: "persons", physical: "persons",
	columns: []column{
		{name: "id", physical: "uuid", t: typ(tString)},
		{name: "created_at", physical: "created_at", t: typ(tDateTime)},
		{name: "properties", physical: "properties", t: typ(tJSON)},
		{name: "is_identified", physical: "is_identified", t: typ(tBool)},
		{name: "uuid", physical: "uuid", t: typ(tString), hidden: true},
		// rest_id is the integer id the REST API shows (creation order).
		{name: "rest_id", physical: "id", t: typ(tInt), hidden: true},
	},
}

// elementsChainPatterns are the regular expressions PostHog's materialised
// elements_chain columns use.
const (
	elementsChainHref     = `extract(elements_chain, '(?::|")href="(.*?)"')`
	elementsChainTexts    = `arrayDistinct(extractAll(elements_chain, '(?::|")text="(.*?)"'))`
	elementsChainIDs      = `arrayDistinct(extractAll(elements_chain, '(?::|")attr_id="(.*?)"'))`
	elementsChainElements = `arrayDistinct(extractAll(elements_chain, '(?:^|;)(a|button|form|input|select|textarea|label)(?:\\.|$|:)'))`
)

var eventsTable = &tableDef{
	name: "events", physical: "events",
	columns: []column{
		{name: "uuid", physical: "uuid", t: typ(tString)},
		{name: "event", physical: "event", t: typ(tString)},
		{name: "distinct_id", physical: "distinct_id", t: typ(tString)},
		{name: "properties", physical: "properties", t: typ(tJSON)},
		{name: "timestamp", physical: "timestamp", t: typ(tDateTime)},
		{name: "created_at", physical: "created_at", t: typ(tDateTime)},
		{name: "person_id", expr: "person.id", t: nullableType(tString)},
		// person_rest_id is the integer id of the person the event was
		// resolved to (persons.rest_id), kept after that person is deleted,
		// unlike person.rest_id: a cheap key for insights that check the
		// person still exists themselves.
		{name: "person_rest_id", physical: "person_id", t: nullableType(tInt), hidden: true},
		{name: "$session_id", physical: "session_id", t: nullableType(tString)},
		{name: "elements_chain", expr: "ifNull(properties.$elements_chain, '')", t: typ(tString)},
		{name: "$window_id", expr: "properties.$window_id", t: nullableType(tString), hidden: true},
		// issue_id is PostHog's error-tracking issue of an $exception event;
		// Burrow keeps no fingerprint overrides, so it is the property.
		{name: "issue_id", expr: "properties.$exception_issue_id", t: nullableType(tString), hidden: true},
		{name: "elements_chain_href", expr: elementsChainHref, t: typ(tString), hidden: true},
		{name: "elements_chain_texts", expr: elementsChainTexts, t: arrayType(tString), hidden: true},
		{name: "elements_chain_ids", expr: elementsChainIDs, t: arrayType(tString), hidden: true},
		{name: "elements_chain_elements", expr: elementsChainElements, t: arrayType(tString), hidden: true},
	},
}

var personDistinctIDsTable = &tableDef{
	name: "person_distinct_ids", physical: "person_distinct_ids",
	columns: []column{
		{name: "distinct_id", physical: "distinct_id", t: typ(tString)},
		{name: "person_id", expr: "person.id", t: nullableType(tString)},
	},
}

// sessionsTable is PostHog's web-analytics sessions table: one row per
// $session_id, kept up to date by import and seed.
var sessionsTable = &tableDef{
	name: "sessions", physical: "sessions",
	columns: []column{
		{name: "session_id", physical: "session_id", t: typ(tString)},
		{name: "id", physical: "session_id", t: typ(tString), hidden: true},
		{name: "distinct_id", physical: "distinct_id", t: typ(tString)},
		{name: "$start_timestamp", physical: "start_timestamp", t: typ(tDateTime)},
		{name: "$end_timestamp", physical: "end_timestamp", t: typ(tDateTime)},
		{name: "$session_duration", physical: "duration", t: typ(tInt)},
		{name: "$pageview_count", physical: "pageview_count", t: typ(tInt)},
		{name: "$autocapture_count", physical: "autocapture_count", t: typ(tInt)},
		{name: "$screen_count", physical: "screen_count", t: typ(tInt)},
		{name: "$event_count", physical: "event_count", t: typ(tInt), hidden: true},
		{name: "$entry_current_url", physical: "entry_current_url", t: nullableType(tString)},
		{name: "$end_current_url", physical: "end_current_url", t: nullableType(tString)},
		{name: "$entry_pathname", physical: "entry_pathname", t: nullableType(tString)},
		{name: "$end_pathname", physical: "end_pathname", t: nullableType(tString)},
		{name: "$entry_referring_domain", physical: "entry_referring_domain", t: nullableType(tString)},
		{name: "$entry_utm_source", physical: "entry_utm_source", t: nullableType(tString)},
		{name: "$entry_utm_medium", physical: "entry_utm_medium", t: nullableType(tString)},
		{name: "$entry_utm_campaign", physical: "entry_utm_campaign", t: nullableType(tString)},
		{name: "$channel_type", physical: "channel_type", t: typ(tString)},
		{name: "$is_bounce", physical: "is_bounce", t: typ(tBool)},
		{name: "$urls", physical: "urls", t: arrayType(tString)},
		{name: "$num_uniq_urls", expr: "length($urls)", t: typ(tUInt), hidden: true},
		// PostHog's derived and alias fields (sessions_v2.py).
		{name: "$entry_hostname", expr: "domain($entry_current_url)", t: nullableType(tString), hidden: true},
		{name: "$end_hostname", expr: "domain($end_current_url)", t: nullableType(tString), hidden: true},
		{name: "$exit_current_url", expr: "$end_current_url", t: nullableType(tString), hidden: true},
		{name: "$exit_pathname", expr: "$end_pathname", t: nullableType(tString), hidden: true},
		{name: "duration", expr: "$session_duration", t: typ(tInt), hidden: true},
	},
}

// sessionReplayEventsTable holds the recordings, under PostHog's name for
// them and PostHog's column names (plus Burrow's own, hidden).
var sessionReplayEventsTable = &tableDef{
	name: "session_replay_events", physical: "session_recordings",
	columns: []column{
		{name: "session_id", physical: "session_id", t: typ(tString)},
		{name: "distinct_id", physical: "distinct_id", t: typ(tString)},
		{name: "min_first_timestamp", physical: "start_time", t: typ(tDateTime)},
		{name: "max_last_timestamp", physical: "end_time", t: typ(tDateTime)},
		{name: "first_url", physical: "start_url", t: typ(tString)},
		{name: "click_count", physical: "click_count", t: typ(tInt)},
		{name: "keypress_count", physical: "keypress_count", t: typ(tInt)},
		{name: "mouse_activity_count", physical: "mouse_activity_count", t: typ(tInt)},
		{name: "active_milliseconds", expr: "active_seconds * 1000", t: typ(tFloat)},
		{name: "console_log_count", physical: "console_log_count", t: typ(tInt)},
		{name: "console_warn_count", physical: "console_warn_count", t: typ(tInt)},
		{name: "console_error_count", physical: "console_error_count", t: typ(tInt)},
		{name: "snapshot_source", physical: "snapshot_source", t: typ(tString)},
		{name: "start_time", physical: "start_time", t: typ(tDateTime), hidden: true},
		{name: "end_time", physical: "end_time", t: typ(tDateTime), hidden: true},
		{name: "duration", physical: "duration", t: typ(tFloat), hidden: true},
		{name: "active_seconds", physical: "active_seconds", t: typ(tFloat), hidden: true},
		{name: "inactive_seconds", physical: "inactive_seconds", t: typ(tFloat), hidden: true},
		{name: "activity_score", physical: "activity_score", t: typ(tFloat), hidden: true},
		{name: "start_url", physical: "start_url", t: typ(tString), hidden: true},
	},
}

var pluginLogEntriesTable = &tableDef{
	name: "plugin_log_entries", physical: "plugin_log_entries",
	columns: []column{
		{name: "id", physical: "id", t: typ(tString)},
		{name: "plugin_id", physical: "plugin_id", t: typ(tInt)},
		{name: "plugin_config_id", physical: "plugin_config_id", t: typ(tInt)},
		{name: "timestamp", physical: "timestamp", t: typ(tDateTime)},
		{name: "source", physical: "source", t: typ(tString)},
		{name: "type", physical: "type", t: typ(tString)},
		{name: "message", physical: "message", t: typ(tString)},
		{name: "instance_id", physical: "instance_id", t: typ(tString)},
	},
}

func init() {
	// Lazy joins refer to tables defined above; wiring them here avoids an
	// initialisation cycle.
	personJoin := lazyJoinDef{name: "person", table: personsTable, fromCol: "person_id", toCol: "id", t: nullableType(tInt)}
	poeJoin := personJoin
	poeJoin.name = "poe"
	eventsTable.lazyJoins = []lazyJoinDef{
		personJoin, poeJoin,
		{name: "pdi", table: personDistinctIDsTable, fromCol: "distinct_id", toCol: "distinct_id", t: nullableType(tString)},
		{name: "session", table: sessionsTable, fromCol: "session_id", toCol: "session_id", t: nullableType(tString)},
	}
	personDistinctIDsTable.lazyJoins = []lazyJoinDef{personJoin}
}

// virtualTables lists the tables of the dialect by the name users write.
var virtualTables = map[string]*tableDef{
	"events":                eventsTable,
	"persons":               personsTable,
	"person_distinct_ids":   personDistinctIDsTable,
	"sessions":              sessionsTable,
	"session_replay_events": sessionReplayEventsTable,
	"plugin_log_entries":    pluginLogEntriesTable,
}

// physicalTables lists every physical table a compiled statement may read;
// the fuzz test checks each reference carries exactly one team guard.
var physicalTables = []string{"events", "persons", "person_distinct_ids", "sessions", "session_recordings", "plugin_log_entries"}
