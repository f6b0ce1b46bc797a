package store

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5/pgtype"
)

// PersonPageOptions says what a page of persons carries besides the persons.
type PersonPageOptions struct {
	// Total reads the project's number of persons (kept by triggers in
	// team_row_counts) with the page: the exact count of an unfiltered list
	// at the cost of one primary-key lookup. Ignored when the list filters.
	Total bool
}

// PersonPage is one window of a project's persons, newest first, each with
// its distinct ids (oldest first). More tells whether rows follow the window
// (one extra row is read to know it).
type PersonPage struct {
	Rows []Person
	More bool
	// Total is the number of persons of the project when
	// PersonPageOptions.Total was honoured and the page has a row.
	Total *int
}

// ListPersonPage reads one page of the project's persons matching f, each
// with its distinct ids, in ONE statement. The SQL text depends only on
// which filters are set and on the page size (values are bound), so the
// drivers' prepared statements are reused. It counts nothing unless asked
// (see PersonPageOptions.Total and CountPersons).
func ListPersonPage(ctx context.Context, db *DB, teamID int64, f PersonFilter, page Page, opts PersonPageOptions) (PersonPage, error) {
	b := newStatement(db.Dialect)
	total := opts.Total && f.unfiltered()
	out, err := readPersonPage(ctx, db, b, teamID, page, total, func(sb *strings.Builder) {
		writePersonFilter(sb, b, teamID, f)
	})
	if err != nil {
		return PersonPage{}, fmt.Errorf("store: list persons of team %d: %w", teamID, err)
	}
	return out, nil
}

// CountPersons counts the project's persons matching f.
func CountPersons(ctx context.Context, db *DB, teamID int64, f PersonFilter) (int, error) {
	b := newStatement(db.Dialect)
	var sb strings.Builder
	sb.WriteString("SELECT count(*) FROM persons AS p WHERE p.team_id = " + b.arg(teamID))
	writePersonFilter(&sb, b, teamID, f)
	n, err := countRead(ctx, db, sb.String(), b.args)
	if err != nil {
		return 0, fmt.Errorf("store: count persons of team %d: %w", teamID, err)
	}
	return n, nil
}

// ListPersonsWithEventsPage reads one page of the project's persons who did
// an event matching f (joined through events.person_id), newest first, each
// with its distinct ids, in ONE statement with bound values (the event names
// too: one array, whatever their number).
func ListPersonsWithEventsPage(ctx context.Context, db *DB, teamID int64, f PersonEventFilter, page Page) (PersonPage, error) {
	b := newStatement(db.Dialect)
	out, err := readPersonPage(ctx, db, b, teamID, page, false, func(sb *strings.Builder) {
		writePersonEventFilter(sb, b, teamID, f)
	})
	if err != nil {
		return PersonPage{}, fmt.Errorf("store: list persons with events of team %d: %w", teamID, err)
	}
	return out, nil
}

// CountPersonsWithEvents counts the project's persons who did an event
// matching f.
func CountPersonsWithEvents(ctx context.Context, db *DB, teamID int64, f PersonEventFilter) (int, error) {
	b := newStatement(db.Dialect)
	var sb strings.Builder
	sb.WriteString("SELECT count(*) FROM persons AS p WHERE p.team_id = " + b.arg(teamID))
	writePersonEventFilter(&sb, b, teamID, f)
	n, err := countRead(ctx, db, sb.String(), b.args)
	if err != nil {
		return 0, fmt.Errorf("store: count persons with events of team %d: %w", teamID, err)
	}
	return n, nil
}

// ListPersonsByIDs reads the project's persons with the given ids, each
// with its distinct ids, newest first, in ONE statement (the ids bound as
// one value): the rows of a page whose persons another engine chose. Ids
// the store does not hold (deleted since) are left out.
func ListPersonsByIDs(ctx context.Context, db *DB, teamID int64, ids []int64) ([]Person, error) {
	if len(ids) == 0 {
		return []Person{}, nil
	}
	b := newStatement(db.Dialect)
	out, err := readPersonPage(ctx, db, b, teamID, Page{Limit: len(ids)}, false, func(sb *strings.Builder) {
		sb.WriteString(" AND p.id " + b.inIDs(ids))
	})
	if err != nil {
		return nil, fmt.Errorf("store: list %d persons by id of team %d: %w", len(ids), teamID, err)
	}
	return out.Rows, nil
}

// unfiltered reports whether f keeps every person of the project.
func (f PersonFilter) unfiltered() bool {
	return f.Search == "" && f.DistinctID == "" && f.Email == ""
}

// personOrder is the order of every persons list: newest first, the id
// breaking ties so that pages stay stable.
const personOrder = "ORDER BY p.created_at DESC, p.id DESC"

// readPersonPage runs the page statement: the window of persons (filtered by
// where, which appends conditions to "WHERE p.team_id = ?") with their
// distinct ids, and, when total is set, the project's count from
// team_row_counts.
func readPersonPage(ctx context.Context, db *DB, b *statement, teamID int64, page Page, total bool, where func(sb *strings.Builder)) (PersonPage, error) {
	var sb strings.Builder
	sb.WriteString("SELECT p.id, p.uuid, p.properties, p.is_identified, ")
	if db.Dialect == SQLite {
		sb.WriteString("CAST(p.created_at AS TEXT)") // read by textTime, not the driver
	} else {
		sb.WriteString("p.created_at")
	}
	sb.WriteString(", p.distinct_ids") // kept by triggers on person_distinct_ids (oldest first)
	if total {
		// Not correlated with p: PostgreSQL reads it once per statement.
		sb.WriteString(`, (SELECT c.n FROM team_row_counts AS c WHERE c.team_id = ` + b.arg(teamID) + `
 AND c.table_name = 'persons') AS total`)
	}
	// One flat statement: the index (team_id, created_at, id) gives the
	// order and the window, and nothing is computed per row.
	sb.WriteString("\nFROM persons AS p WHERE p.team_id = " + b.arg(teamID))
	where(&sb)
	sb.WriteString("\n" + personOrder)
	writeWindow(&sb, b, page)

	out := PersonPage{Rows: make([]Person, 0, min(page.Limit+1, 1001))}
	var (
		p     Person
		props []byte // both drivers give every row a fresh slice
		ids   []byte
		n     pgtype.Int8 // decoded by pgx itself; a sql.Scanner on SQLite
	)
	// PostgreSQL: pgx decodes the timestamp into the time.Time itself (no
	// sql.Scanner detour); SQLite: read as text by textTime.
	var created any = &p.CreatedAt
	if db.Dialect == SQLite {
		created = (*textTime)(&p.CreatedAt)
	}
	dest := []any{&p.ID, &p.UUID, &props, &p.IsIdentified, created, &ids}
	if total {
		dest = append(dest, &n)
	}
	err := db.eachRead(ctx, sb.String(), b.args, dest, func() error {
		p.TeamID, p.Properties, p.ValidProperties = teamID, json.RawMessage(props), db.Dialect == Postgres
		var err error
		if p.DistinctIDs, err = decodeDistinctIDs(ids, teamID, p.ID); err != nil {
			return err
		}
		if total && out.Total == nil {
			count := int(n.Int64) // NULL: no person was ever counted
			out.Total = &count
		}
		out.Rows = append(out.Rows, p)
		p = Person{}
		return nil
	})
	if err != nil {
		return PersonPage{}, err
	}
	if len(out.Rows) > page.Limit {
		out.Rows, out.More = out.Rows[:page.Limit], true
	}
	return out, nil
}

// writeWindow appends the LIMIT and OFFSET of page, reading one row more
// than the page to know whether rows follow it. The limit is written into
// the text (an int, never client text): SQLite treats a bound LIMIT as a
// constant of the plan and prepares the statement again whenever it is
// bound. The offset is offsetClause's: none on the first page.
func writeWindow(sb *strings.Builder, b *statement, page Page) {
	fmt.Fprintf(sb, " LIMIT %d", page.Limit+1)
	sb.WriteString(offsetClause(b, page.Offset))
}

// countRead runs a hand-written count(*) statement.
func countRead(ctx context.Context, db *DB, query string, args []any) (int, error) {
	var n int64
	err := db.eachRead(ctx, query, args, []any{&n}, func() error { return nil })
	return int(n), err
}

// writePersonFilter appends f's conditions on persons p.
func writePersonFilter(sb *strings.Builder, b *statement, teamID int64, f PersonFilter) {
	if f.DistinctID != "" {
		sb.WriteString(` AND p.id IN (SELECT d.person_id FROM person_distinct_ids AS d WHERE d.team_id = ` + b.arg(teamID) +
			" AND d.distinct_id = " + b.arg(f.DistinctID) + ")")
	}
	if f.Email != "" {
		// The same expression as the persons_team_email index, so it is used.
		sb.WriteString(" AND lower(" + personPropertySQL(b.dialect, "p", "email") + ") = lower(" + b.arg(f.Email) + ")")
	}
	if f.Search != "" {
		pattern := containsPattern(f.Search)
		sb.WriteString(" AND (" + insensitiveContains(b.dialect, personPropertySQL(b.dialect, "p", "email"), b.arg(pattern)) +
			" OR " + insensitiveContains(b.dialect, personPropertySQL(b.dialect, "p", "name"), b.arg(pattern)) +
			" OR p.id IN (SELECT d.person_id FROM person_distinct_ids AS d WHERE d.team_id = " + b.arg(teamID) +
			" AND " + insensitiveContains(b.dialect, "d.distinct_id", b.arg(pattern)) + "))")
	}
}

// writePersonEventFilter appends the condition "p did an event matching f".
func writePersonEventFilter(sb *strings.Builder, b *statement, teamID int64, f PersonEventFilter) {
	sb.WriteString(" AND p.id IN (SELECT e.person_id FROM events AS e WHERE e.team_id = " + b.arg(teamID) +
		" AND e.person_id IS NOT NULL")
	if len(f.Events) > 0 {
		sb.WriteString(" AND e.event " + b.inList(f.Events))
	}
	if !f.From.IsZero() {
		sb.WriteString(` AND e."timestamp" >= ` + b.arg(b.time(f.From)))
	}
	if !f.To.IsZero() {
		sb.WriteString(` AND e."timestamp" < ` + b.arg(b.time(f.To)))
	}
	sb.WriteString(")")
}

// inList returns "IN (...)" for values bound as ONE parameter, so that the
// text does not depend on how many there are: an array on PostgreSQL, a JSON
// array read by json_each on SQLite.
func (s *statement) inList(values []string) string {
	if s.dialect == Postgres {
		return "= ANY(" + s.arg(values) + ")"
	}
	raw, _ := json.Marshal(values) // a string slice always marshals
	return "IN (SELECT value FROM json_each(" + s.arg(string(raw)) + "))"
}

// inIDs is inList for integer ids.
func (s *statement) inIDs(ids []int64) string {
	if s.dialect == Postgres {
		return "= ANY(" + s.arg(ids) + ")"
	}
	raw, _ := json.Marshal(ids) // an int64 slice always marshals
	return "IN (SELECT value FROM json_each(" + s.arg(string(raw)) + "))"
}

// personPropertySQL reads person property key of alias's properties as
// text. The key is written literally so that the expression matches the
// expression indexes of the persons migration: only pass constant keys.
func personPropertySQL(d Dialect, alias, key string) string {
	if d == Postgres {
		return "(" + alias + ".properties ->> '" + key + "')"
	}
	return "json_extract(" + alias + `.properties, '$."` + key + `"')`
}
