package store

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5/pgtype"
)

// RecordingPageOptions says what a page of recordings carries besides the
// recordings themselves.
type RecordingPageOptions struct {
	// Persons joins each recording's person (nil when its distinct id has none).
	Persons bool
	// DistinctIDs fills the persons' distinct ids (oldest first); only with Persons.
	DistinctIDs bool
	// Total reads the project's number of recordings (kept by triggers in
	// team_row_counts) with the page: the exact count of an unfiltered list
	// at the cost of one primary-key lookup. Ignored when f filters.
	Total bool
	// Columns, when not nil, names what to read besides id, team_id and
	// session_id (always read): columns of session_recordings and "viewed";
	// the rest stays zero. nil reads everything. A page that shows four
	// fields then costs the database half as much (no viewed subquery, no
	// wide rows) and the driver a fraction of the decoding.
	Columns []string
}

// recordingPageColumn is an optional column of a page and where it is scanned.
type recordingPageColumn struct {
	name string
	sql  string // empty for viewed, which is a subquery
	dest func(r *RecordingPageRow) any
	// pgDest, when set, is the target on PostgreSQL: one pgx decodes into
	// directly (dest is for SQLite's text timestamps).
	pgDest func(r *RecordingPageRow) any
}

// recordingPageColumns are the optional columns of a page, in SELECT order.
var recordingPageColumns = []recordingPageColumn{
	{"distinct_id", "r.distinct_id", func(r *RecordingPageRow) any { return &r.DistinctID }, nil},
	{"start_time", "r.start_time", func(r *RecordingPageRow) any { return (*textTime)(&r.StartTime) },
		func(r *RecordingPageRow) any { return &r.StartTime }},
	{"end_time", "r.end_time", func(r *RecordingPageRow) any { return (*textTime)(&r.EndTime) },
		func(r *RecordingPageRow) any { return &r.EndTime }},
	{"duration", "r.duration", func(r *RecordingPageRow) any { return &r.Duration }, nil},
	{"active_seconds", "r.active_seconds", func(r *RecordingPageRow) any { return &r.ActiveSeconds }, nil},
	{"inactive_seconds", "r.inactive_seconds", func(r *RecordingPageRow) any { return &r.InactiveSeconds }, nil},
	{"click_count", "r.click_count", func(r *RecordingPageRow) any { return &r.ClickCount }, nil},
	{"keypress_count", "r.keypress_count", func(r *RecordingPageRow) any { return &r.KeypressCount }, nil},
	{"mouse_activity_count", "r.mouse_activity_count", func(r *RecordingPageRow) any { return &r.MouseActivityCount }, nil},
	{"console_log_count", "r.console_log_count", func(r *RecordingPageRow) any { return &r.ConsoleLogCount }, nil},
	{"console_warn_count", "r.console_warn_count", func(r *RecordingPageRow) any { return &r.ConsoleWarnCount }, nil},
	{"console_error_count", "r.console_error_count", func(r *RecordingPageRow) any { return &r.ConsoleErrorCount }, nil},
	{"activity_score", "r.activity_score", func(r *RecordingPageRow) any { return &r.ActivityScore }, nil},
	{"start_url", "r.start_url", func(r *RecordingPageRow) any { return &r.StartURL }, nil},
	{"storage", "r.storage", func(r *RecordingPageRow) any { return &r.Storage }, nil},
	{"snapshot_source", "r.snapshot_source", func(r *RecordingPageRow) any { return &r.SnapshotSource }, nil},
	{"viewed", "", func(r *RecordingPageRow) any { return &r.Viewed }, nil},
}

// RecordingPageRow is one recording of a page, with whether the filter's
// viewer has seen it and, when asked, its person.
type RecordingPageRow struct {
	SessionRecording
	Viewed bool
	Person *Person // DistinctIDs filled only when asked (ListRecordingPage)
	// PersonDistinctIDs are the person's distinct ids, oldest first, when
	// asked (EachRecordingPageRow fills these, not Person.DistinctIDs).
	PersonDistinctIDs []string
}

// RecordingPage is one window of a project's recordings. More tells whether
// rows follow the window (one extra row is read to know it).
type RecordingPage struct {
	Rows []RecordingPageRow
	More bool
	// Total is the number of recordings matching the filter when
	// RecordingPageOptions.Total was honoured and the page has a row.
	Total *int
}

// ListRecordingPage reads one page of the project's recordings matching f,
// with their persons when asked (EachRecordingPageRow), and keeps its rows.
func ListRecordingPage(ctx context.Context, db *DB, teamID int64, f RecordingFilter, page Page, opts RecordingPageOptions) (RecordingPage, error) {
	var rows []RecordingPageRow
	out, err := EachRecordingPageRow(ctx, db, teamID, f, page, opts, func(r *RecordingPageRow) error {
		row := *r
		if r.Person != nil {
			p := *r.Person
			p.DistinctIDs = distinctIDRows(teamID, p.ID, r.PersonDistinctIDs)
			row.Person, row.PersonDistinctIDs = &p, nil
		}
		rows = append(rows, row)
		return nil
	})
	out.Rows = rows
	return out, err
}

// EachRecordingPageRow reads one page of the project's recordings matching
// f, with their persons when asked, and calls visit with each row in order:
// in one statement, or two when db's cache of persons does not know all of
// the page's (see personCache). The row and its Person are reused for the
// next row: copy what you keep, and never write to what they hold (a
// person's properties and distinct ids may be the cache's). The
// SQL text depends only on which filters are set, the order and the options
// (never on values, all bound), so the drivers' prepared statements are
// reused. It counts nothing (see CountRecordings) but reads the project's
// total with the page when opts.Total allows; the result has More and Total,
// no Rows.
func EachRecordingPageRow(ctx context.Context, db *DB, teamID int64, f RecordingFilter, page Page, opts RecordingPageOptions,
	visit func(*RecordingPageRow) error) (RecordingPage, error) {
	column, ok := recordingOrderColumn(f.Order)
	if !ok {
		return RecordingPage{}, fmt.Errorf("store: list recordings: unknown order %q", f.Order)
	}
	direction := "ASC"
	if f.Descending {
		direction = "DESC"
	}
	columns := recordingPageColumns
	if opts.Columns != nil {
		columns = nil
		for _, c := range recordingPageColumns {
			if slices.Contains(opts.Columns, c.name) {
				columns = append(columns, c)
			}
		}
		for _, name := range opts.Columns {
			if !slices.ContainsFunc(recordingPageColumns, func(c recordingPageColumn) bool { return c.name == name }) {
				return RecordingPage{}, fmt.Errorf("store: list recordings: unknown column %q", name)
			}
		}
	}
	if opts.Persons && db.persons != nil {
		return eachCachedRecordingPageRow(ctx, db, teamID, f, page, opts, columns, column, direction, visit)
	}
	query, args, withTotal := recordingPageQuery(db.Dialect, teamID, f, page, opts, columns, column, direction, false, false)
	return scanRecordingPage(ctx, db, query, args, columns, opts, withTotal, nil, teamID, page, visit)
}

// recordingPageQuery is the statement of a page (see EachRecordingPageRow)
// and its arguments, and whether it reads the total. With personIDs, it
// reads each row's person id instead of joining the persons (see
// personCache); with personIDs or version, the version of the project's
// persons is the last column.
func recordingPageQuery(d Dialect, teamID int64, f RecordingFilter, page Page, opts RecordingPageOptions,
	columns []recordingPageColumn, column, direction string, personIDs, version bool) (query string, args []any, withTotal bool) {
	b := newStatement(d)
	var sb strings.Builder
	sb.WriteString(`SELECT r.id, r.team_id, r.session_id`)
	for _, c := range columns {
		if c.sql == "" {
			sb.WriteString(`, EXISTS (SELECT 1 FROM recording_views AS v WHERE v.team_id = r.team_id
 AND v.session_id = r.session_id AND v.user_id = ` + b.arg(f.ViewerID) + `) AS viewed`)
			continue
		}
		if d == SQLite && (c.name == "start_time" || c.name == "end_time") {
			sb.WriteString(", CAST(" + c.sql + " AS TEXT)") // read by textTime, not the driver
			continue
		}
		sb.WriteString(", " + c.sql)
	}
	switch {
	case opts.Persons && personIDs:
		// The person the join below would find, by id (the version of the
		// project's persons is the last column).
		if d == SQLite { // writes are serialized: person_id is always set when there is one
			sb.WriteString(`, r.person_id`)
		} else {
			sb.WriteString(`, COALESCE(r.person_id, (SELECT pdi.person_id FROM person_distinct_ids AS pdi
 WHERE pdi.team_id = r.team_id AND pdi.distinct_id = r.distinct_id))`)
		}
	case opts.Persons:
		if d == SQLite {
			sb.WriteString(`, p.id, p.uuid, p.properties, p.is_identified, CAST(p.created_at AS TEXT)`)
		} else {
			sb.WriteString(`, p.id, p.uuid, p.properties, p.is_identified, p.created_at`)
		}
		if opts.DistinctIDs {
			// Kept by triggers on person_distinct_ids (oldest first).
			sb.WriteString(", p.distinct_ids")
		}
	}
	withTotal = opts.Total && f.unfiltered()
	if withTotal {
		// Not correlated with r: PostgreSQL then reads it once per
		// statement, not once per row.
		sb.WriteString(`, (SELECT c.n FROM team_row_counts AS c WHERE c.team_id = ` + b.arg(teamID) + `
 AND c.table_name = 'session_recordings') AS total`)
	}
	if personIDs || version {
		// Not correlated with r: read once per statement, in its snapshot.
		sb.WriteString(", " + personsVersion(b.arg(teamID)))
	}
	order := fmt.Sprintf("ORDER BY r.%s %s, r.id %s", column, direction, direction)
	// The id tie-break keeps pages stable when many rows share a sort value.
	// The limit is written into the text (an int, never client text): SQLite
	// treats a bound LIMIT as a constant of the plan and prepares the
	// statement again whenever it is bound, which is every time (a sixth of
	// a REST page's CPU).
	window := func(joins string) {
		sb.WriteString("\nFROM session_recordings AS r" + joins + "\nWHERE r.team_id = " + b.arg(teamID))
		writeRecordingFilter(&sb, b, teamID, f)
		sb.WriteString("\n" + order)
		writeWindow(&sb, b, page)
	}
	// Each recording's person_id is kept by triggers (migration
	// 20261123000500): one primary-key lookup per row. On PostgreSQL a
	// concurrent insert of the distinct id can leave it NULL, so a NULL is
	// looked up (COALESCE evaluates the subquery only then).
	persons := `
LEFT JOIN persons AS p ON p.id = r.person_id AND p.team_id = r.team_id`
	if d == Postgres {
		persons = `
LEFT JOIN persons AS p ON p.id = COALESCE(r.person_id, (SELECT pdi.person_id FROM person_distinct_ids AS pdi
 WHERE pdi.team_id = r.team_id AND pdi.distinct_id = r.distinct_id)) AND p.team_id = r.team_id`
	}
	viewed := slices.ContainsFunc(columns, func(c recordingPageColumn) bool { return c.sql == "" })
	join := opts.Persons && !personIDs
	switch {
	case !join && !viewed:
		// One table: the index gives the order and the window, read as is
		// (a subquery around it cost PostgreSQL a quarter more and SQLite
		// a sort of the window).
		window("")
	case d == SQLite && f.unfiltered():
		// Every order has a (team_id, column) index, whose rowid tie-break
		// is r.id, and a LEFT JOIN keeps r the outer loop: SQLite walks the
		// index and stops after the window, joining and computing only the
		// rows it returns, with no sort (a subquery window made it copy
		// every row, properties included, into a sorter).
		if join {
			window(persons)
		} else {
			window("")
		}
	default:
		// The window is chosen first (inner query: index order, LIMIT),
		// and only its rows are joined with views and persons: with a
		// filter SQLite may pick another index and sort, evaluating the
		// joins and subqueries of every matching row first.
		sb.WriteString("\nFROM (SELECT *")
		window("")
		sb.WriteString(") AS r")
		if join {
			sb.WriteString(persons)
		}
		sb.WriteString("\n" + order)
	}
	return sb.String(), b.args, withTotal
}

// scanRecordingPage runs a page's statement and hands its rows to visit
// (see EachRecordingPageRow): the recording's id, team and session, then
// columns, then the person's columns (opts.Persons) and its distinct ids
// (opts.DistinctIDs), then the total (withTotal), then the version of the
// project's persons (into version, when not nil). The row past the page
// (read to know whether more follow) is not visited.
func scanRecordingPage(ctx context.Context, db *DB, query string, args []any, columns []recordingPageColumn,
	opts RecordingPageOptions, withTotal bool, version *int64, teamID int64, page Page, visit func(*RecordingPageRow) error) (RecordingPage, error) {
	var out RecordingPage
	// One set of scan targets for every row (allocated once, not per row).
	var (
		r      RecordingPageRow
		person Person
		n      nullablePerson
		props  []byte
		ids    []byte
		total  pgtype.Int8
		seen   int
	)
	dest := pageRowDests(db.Dialect, columns, &r)
	if opts.Persons {
		dest = append(dest, n.dests(db.Dialect, &props)...)
		if opts.DistinctIDs {
			dest = append(dest, &ids)
		}
	}
	if withTotal {
		dest = append(dest, &total)
	}
	if version != nil {
		dest = append(dest, version)
	}
	err := db.eachRead(ctx, query, args, dest, func() error {
		if withTotal && out.Total == nil {
			t := int(total.Int64)
			out.Total = &t
		}
		if seen++; seen > page.Limit {
			out.More = true
			return nil
		}
		r.Person, r.PersonDistinctIDs = nil, nil
		if n.id.Valid {
			person = n.person(db.Dialect, teamID, props)
			if opts.DistinctIDs {
				var err error
				if r.PersonDistinctIDs, err = distinctIDStrings(ids, person.ID); err != nil {
					return err
				}
			}
			r.Person = &person
		}
		return visit(&r)
	})
	if err != nil {
		return RecordingPage{}, fmt.Errorf("store: list recordings of team %d: %w", teamID, err)
	}
	return out, nil
}

// nullablePerson holds the scan targets of a row's LEFT JOINed person. On
// PostgreSQL they are pgx's own types, which it decodes into without going
// through sql.Scanner (a twentieth of a REST page's CPU did); on SQLite the
// driver's values go through database/sql as usual.
type nullablePerson struct {
	id          pgtype.Int8
	uuid        pgtype.Text
	pgFlag      pgtype.Bool
	pgCreated   pgtype.Timestamptz
	sqliteFlag  sql.NullBool
	sqliteStamp nullTextTime
}

// dests are the targets of p.id, p.uuid, p.properties, p.is_identified and
// p.created_at, in that order.
func (n *nullablePerson) dests(d Dialect, props *[]byte) []any {
	if d == Postgres {
		return []any{&n.id, &n.uuid, props, &n.pgFlag, &n.pgCreated}
	}
	return []any{&n.id, &n.uuid, props, &n.sqliteFlag, &n.sqliteStamp}
}

func (n *nullablePerson) identified() bool { return n.pgFlag.Bool || n.sqliteFlag.Bool }

// person is the scanned person of project teamID, with props (which it
// keeps) as its properties.
func (n *nullablePerson) person(d Dialect, teamID int64, props []byte) Person {
	return Person{ID: n.id.Int64, UUID: n.uuid.String, TeamID: teamID,
		Properties: json.RawMessage(props), IsIdentified: n.identified(), CreatedAt: n.createdAt(),
		ValidProperties: d == Postgres} // jsonb is valid JSON
}

// pageRowDests are the scan targets of a page row's id, team, session and
// columns in r.
func pageRowDests(d Dialect, columns []recordingPageColumn, r *RecordingPageRow) []any {
	dest := []any{&r.ID, &r.TeamID, &r.SessionID}
	for _, c := range columns {
		if d == Postgres && c.pgDest != nil {
			dest = append(dest, c.pgDest(r))
		} else {
			dest = append(dest, c.dest(r))
		}
	}
	return dest
}

// personsVersion is the SQL of the version of project arg's persons (0 for
// a project without a row), a scalar subquery.
func personsVersion(arg string) string {
	return `COALESCE((SELECT c.version FROM team_row_counts AS c
 WHERE c.team_id = ` + arg + ` AND c.table_name = 'persons'), 0)`
}

func (n *nullablePerson) createdAt() time.Time {
	if n.pgCreated.Valid {
		return n.pgCreated.Time
	}
	return n.sqliteStamp.Time
}

// CountRecordings counts the project's recordings matching f.
func CountRecordings(ctx context.Context, db *DB, teamID int64, f RecordingFilter) (int, error) {
	b := newStatement(db.Dialect)
	var sb strings.Builder
	sb.WriteString("SELECT count(*) FROM session_recordings AS r WHERE r.team_id = " + b.arg(teamID))
	writeRecordingFilter(&sb, b, teamID, f)
	n, err := countRead(ctx, db, sb.String(), b.args)
	if err != nil {
		return 0, fmt.Errorf("store: count recordings of team %d: %w", teamID, err)
	}
	return n, nil
}

// unfiltered reports whether f keeps every recording of the project.
func (f RecordingFilter) unfiltered() bool {
	return f.StartFrom == nil && f.StartBefore == nil && f.DistinctID == "" && f.PersonUUID == ""
}

// writeRecordingFilter appends f's conditions (the same as ListRecordings').
func writeRecordingFilter(sb *strings.Builder, b *statement, teamID int64, f RecordingFilter) {
	if f.StartFrom != nil {
		sb.WriteString(" AND r.start_time >= " + b.arg(b.time(*f.StartFrom)))
	}
	if f.StartBefore != nil {
		sb.WriteString(" AND r.start_time < " + b.arg(b.time(*f.StartBefore)))
	}
	if f.DistinctID != "" {
		sb.WriteString(" AND r.distinct_id = " + b.arg(f.DistinctID))
	}
	if f.PersonUUID != "" {
		sb.WriteString(` AND r.distinct_id IN (SELECT d.distinct_id FROM person_distinct_ids AS d
 JOIN persons AS pp ON pp.id = d.person_id WHERE d.team_id = ` + b.arg(teamID) +
			" AND pp.team_id = " + b.arg(teamID) + " AND pp.uuid = " + b.arg(f.PersonUUID) + ")")
	}
}

// decodeDistinctIDs decodes a person's kept distinct ids (persons.distinct_ids).
func decodeDistinctIDs(raw []byte, teamID, personID int64) ([]PersonDistinctID, error) {
	ids, err := distinctIDStrings(raw, personID)
	if err != nil {
		return nil, err
	}
	return distinctIDRows(teamID, personID, ids), nil
}

// distinctIDRows are a person's distinct ids as rows of person_distinct_ids.
func distinctIDRows(teamID, personID int64, ids []string) []PersonDistinctID {
	out := make([]PersonDistinctID, len(ids))
	for i, id := range ids {
		out[i] = PersonDistinctID{TeamID: teamID, PersonID: personID, DistinctID: id}
	}
	return out
}

// distinctIDStrings decodes a person's kept distinct ids as plain strings
// (never nil).
func distinctIDStrings(raw []byte, personID int64) ([]string, error) {
	ids, ok := plainStringArray(raw)
	if !ok && len(raw) > 0 {
		if err := json.Unmarshal(raw, &ids); err != nil {
			return nil, fmt.Errorf("store: distinct ids of person %d: %w", personID, err)
		}
	}
	if ids == nil {
		ids = []string{}
	}
	return ids, nil
}

// plainStringArray decodes the JSON array of strings the database built
// (["a","b"], compact as both dialects write it) when no string has an
// escape, the common case, without json.Unmarshal; ok false leaves the rest
// to it.
func plainStringArray(raw []byte) (_ []string, ok bool) {
	if len(raw) < 2 || raw[0] != '[' || raw[len(raw)-1] != ']' || bytes.IndexByte(raw, '\\') >= 0 {
		return nil, false
	}
	inner := raw[1 : len(raw)-1]
	if len(inner) == 0 {
		return []string{}, true
	}
	if len(inner) < 2 || inner[0] != '"' || inner[len(inner)-1] != '"' {
		return nil, false
	}
	// One string for the whole list, of which each id is a part: one
	// allocation, not one per id.
	body := inner[1 : len(inner)-1]
	n := bytes.Count(body, []byte(`","`)) + 1
	out := make([]string, 0, n)
	all := string(body)
	for {
		end := strings.Index(all, `","`)
		if end < 0 {
			end = len(all)
		}
		p := all[:end]
		if strings.IndexByte(p, '"') >= 0 || !utf8.ValidString(p) || strings.ContainsFunc(p, func(r rune) bool { return r < 0x20 }) {
			return nil, false // not the compact form, or not plain text
		}
		out = append(out, p)
		if end == len(all) {
			return out, true
		}
		all = all[end+3:]
	}
}

// offsetClause is the OFFSET of a page: none for the first page, else a
// bound one (so paging reuses one text). PostgreSQL prices a bound OFFSET at
// a tenth of the table in a generic plan, so a statement holding one is
// planned again at every execution (its planning cost more than running it:
// pgbench, first page of 50 recordings, 6,100 → 10,700 statements/s without
// it); without one the first page settles on its generic plan after five
// executions.
func offsetClause(b *statement, offset int) string {
	if offset == 0 {
		return ""
	}
	return " OFFSET " + b.arg(offset)
}

// statement collects the bound arguments of a hand-written statement and
// names their placeholders in the dialect's style.
type statement struct {
	dialect Dialect
	args    []any
}

func newStatement(d Dialect) *statement { return &statement{dialect: d, args: make([]any, 0, 8)} }

// arg binds v and returns its placeholder.
func (s *statement) arg(v any) string {
	s.args = append(s.args, v)
	if s.dialect == Postgres {
		return "$" + strconv.Itoa(len(s.args))
	}
	return "?"
}

// time renders t as the column stores it: SQLite compares timestamps as text.
func (s *statement) time(t time.Time) any {
	if s.dialect == Postgres {
		return t.UTC()
	}
	return FormatTime(t)
}
