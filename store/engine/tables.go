package engine

// The virtual tables users query. Each maps to one physical table and lists
// the columns users may see; team_id and physical names never appear here,
// so they cannot be referenced.

type column struct {
	name     string // name users write
	physical string // column in the physical table
	t        Type
}

type tableDef struct {
	name     string // virtual name
	physical string // physical table
	columns  []column
	// lazyJoins are tables reachable through a column-like name, e.g.
	// events.person → persons (joined only when used).
	lazyJoins []lazyJoinDef
}

type lazyJoinDef struct {
	name    string // e.g. "person"
	table   *tableDef
	fromCol string // physical column of the parent
	toCol   string // physical column of the joined table
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

var personsTable = &tableDef{
	name: "persons", physical: "persons",
	columns: []column{
		{"id", "id", typ(tInt)},
		{"uuid", "uuid", typ(tString)},
		{"created_at", "created_at", typ(tDateTime)},
		{"properties", "properties", typ(tJSON)},
		{"is_identified", "is_identified", typ(tBool)},
	},
}

var eventsTable = &tableDef{
	name: "events", physical: "events",
	columns: []column{
		{"uuid", "uuid", typ(tString)},
		{"event", "event", typ(tString)},
		{"distinct_id", "distinct_id", typ(tString)},
		{"properties", "properties", typ(tJSON)},
		{"timestamp", "timestamp", typ(tDateTime)},
		{"created_at", "created_at", typ(tDateTime)},
		{"person_id", "person_id", nullableType(tInt)},
		{"$session_id", "session_id", nullableType(tString)},
	},
	lazyJoins: []lazyJoinDef{{name: "person", table: personsTable, fromCol: "person_id", toCol: "id"}},
}

var personDistinctIDsTable = &tableDef{
	name: "person_distinct_ids", physical: "person_distinct_ids",
	columns: []column{
		{"distinct_id", "distinct_id", typ(tString)},
		{"person_id", "person_id", typ(tInt)},
	},
	lazyJoins: []lazyJoinDef{{name: "person", table: personsTable, fromCol: "person_id", toCol: "id"}},
}

var sessionsTable = &tableDef{
	name: "sessions", physical: "session_recordings",
	columns: []column{
		{"session_id", "session_id", typ(tString)},
		{"distinct_id", "distinct_id", typ(tString)},
		{"start_time", "start_time", typ(tDateTime)},
		{"end_time", "end_time", typ(tDateTime)},
		{"duration", "duration", typ(tFloat)},
		{"active_seconds", "active_seconds", typ(tFloat)},
		{"inactive_seconds", "inactive_seconds", typ(tFloat)},
		{"click_count", "click_count", typ(tInt)},
		{"keypress_count", "keypress_count", typ(tInt)},
		{"mouse_activity_count", "mouse_activity_count", typ(tInt)},
		{"console_log_count", "console_log_count", typ(tInt)},
		{"console_warn_count", "console_warn_count", typ(tInt)},
		{"console_error_count", "console_error_count", typ(tInt)},
		{"activity_score", "activity_score", typ(tFloat)},
		{"start_url", "start_url", typ(tString)},
	},
}

var pluginLogEntriesTable = &tableDef{
	name: "plugin_log_entries", physical: "plugin_log_entries",
	columns: []column{
		{"id", "id", typ(tString)},
		{"plugin_id", "plugin_id", typ(tInt)},
		{"plugin_config_id", "plugin_config_id", typ(tInt)},
		{"timestamp", "timestamp", typ(tDateTime)},
		{"source", "source", typ(tString)},
		{"type", "type", typ(tString)},
		{"message", "message", typ(tString)},
		{"instance_id", "instance_id", typ(tString)},
	},
}

// virtualTables lists the tables of the dialect by the name users write.
var virtualTables = map[string]*tableDef{
	"events":              eventsTable,
	"persons":             personsTable,
	"person_distinct_ids": personDistinctIDsTable,
	"sessions":            sessionsTable,
	"plugin_log_entries":  pluginLogEntriesTable,
}

// physicalTables lists every physical table a compiled statement may read;
// the fuzz test checks each reference carries exactly one team guard.
var physicalTables = []string{"events", "persons", "person_distinct_ids", "session_recordings", "plugin_log_entries"}
