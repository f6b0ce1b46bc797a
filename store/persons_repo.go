package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// PersonFilter narrows a project's persons; zero fields do not filter.
type PersonFilter struct {
	// Search keeps persons whose email or name property, or one of whose
	// distinct ids, contains Search (ignoring case).
	Search string
	// DistinctID keeps the person owning exactly this distinct id.
	DistinctID string
	// Email keeps persons whose email property equals Email, ignoring case.
	Email string
}

// PersonEventFilter selects the persons who did matching events.
type PersonEventFilter struct {
	Events []string  // event names; empty: any event
	From   time.Time // events at or after From; zero: no lower bound
	To     time.Time // events strictly before To; zero: no upper bound
}

// PropertyValueCount is one value of a property and how many rows hold it.
type PropertyValueCount struct {
	Value string `bun:"value"`
	Count int64  `bun:"count"`
}

// loadDistinctIDs fills the DistinctIDs of persons (oldest first) with one
// statement for the whole slice.
func loadDistinctIDs(ctx context.Context, db bun.IDB, teamID int64, persons []Person) error {
	if len(persons) == 0 {
		return nil
	}
	ids := make([]int64, len(persons))
	byID := make(map[int64]*Person, len(persons))
	for i := range persons {
		ids[i] = persons[i].ID
		byID[persons[i].ID] = &persons[i]
		persons[i].DistinctIDs = []PersonDistinctID{}
	}
	var rows []PersonDistinctID
	err := db.NewSelect().Model(&rows).
		Where("team_id = ?", teamID).
		Where("person_id IN (?)", bun.List(ids)).
		Order("person_id", "id").
		Scan(ctx)
	if err != nil {
		return fmt.Errorf("store: distinct ids of %d persons in team %d: %w", len(ids), teamID, err)
	}
	for _, r := range rows {
		if p := byID[r.PersonID]; p != nil {
			p.DistinctIDs = append(p.DistinctIDs, r)
		}
	}
	return nil
}

// GetPerson returns the project's person with id and its distinct ids, or ErrNotFound.
func GetPerson(ctx context.Context, db bun.IDB, teamID, id int64) (*Person, error) {
	return getPerson(ctx, db, teamID, "id", id)
}

// GetPersonByUUID returns the project's person with uuid and its distinct ids, or ErrNotFound.
func GetPersonByUUID(ctx context.Context, db bun.IDB, teamID int64, uuid string) (*Person, error) {
	return getPerson(ctx, db, teamID, "uuid", uuid)
}

func getPerson(ctx context.Context, db bun.IDB, teamID int64, column string, value any) (*Person, error) {
	persons := make([]Person, 0, 1)
	err := db.NewSelect().Model(&persons).
		Where("?TableAlias.team_id = ?", teamID).
		Where("?TableAlias.? = ?", bun.Ident(column), value).
		Limit(1).
		Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("store: get person %s=%v of team %d: %w", column, value, teamID, err)
	}
	if len(persons) == 0 {
		return nil, ErrNotFound
	}
	if err := loadDistinctIDs(ctx, db, teamID, persons); err != nil {
		return nil, err
	}
	return &persons[0], nil
}

// DeletePerson deletes the project's person id and its distinct ids in one
// transaction. Its events stay, but their person_id is cleared so that they
// no longer resolve to it. A missing person is ErrNotFound.
func DeletePerson(ctx context.Context, db bun.IDB, teamID, id int64) error {
	err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := LockProjectPersons(ctx, tx, teamID); err != nil {
			return err
		}
		if _, err := tx.NewUpdate().Table("events").
			Set("person_id = NULL").
			Where("team_id = ?", teamID).
			Where("person_id = ?", id).
			Exec(ctx); err != nil {
			return fmt.Errorf("detach events: %w", err)
		}
		if _, err := tx.NewDelete().Model((*PersonDistinctID)(nil)).
			Where("team_id = ?", teamID).
			Where("person_id = ?", id).
			Exec(ctx); err != nil {
			return fmt.Errorf("delete distinct ids: %w", err)
		}
		res, err := tx.NewDelete().Model((*Person)(nil)).
			Where("team_id = ?", teamID).
			Where("id = ?", id).
			Exec(ctx)
		if err != nil {
			return fmt.Errorf("delete person: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("delete person: %w", err)
		} else if n == 0 {
			return ErrNotFound // rolls the (empty) changes back
		}
		return nil
	})
	if errors.Is(err, ErrNotFound) {
		return ErrNotFound
	}
	if err != nil {
		return fmt.Errorf("store: delete person %d of team %d: %w", id, teamID, err)
	}
	return nil
}

// PersonPropertyValues returns the most frequent values of person property
// key in the project (at most limit, by count descending then value), as
// text; when contains is not empty only values containing it (ignoring case)
// count. Persons without the property, or with it null, are left out. One
// statement, its values (the key too) bound: its text depends only on
// whether contains is set and on limit.
func PersonPropertyValues(ctx context.Context, db *DB, teamID int64, key, contains string, limit int) ([]PropertyValueCount, error) {
	b := newStatement(db.Dialect)
	var sb strings.Builder
	sb.WriteString("SELECT v.value, count(*) AS n FROM (SELECT " + personPropertyText(b, "p.properties", key) +
		" AS value FROM persons AS p WHERE p.team_id = " + b.arg(teamID) + ") AS v WHERE v.value IS NOT NULL")
	if contains != "" {
		sb.WriteString(" AND " + insensitiveContains(db.Dialect, "v.value", b.arg(containsPattern(contains))))
	}
	// The limit is an int written into the text: SQLite re-prepares a bound LIMIT.
	fmt.Fprintf(&sb, " GROUP BY v.value ORDER BY n DESC, v.value ASC LIMIT %d", limit)
	args := b.args
	if db.Dialect == Postgres {
		// Planned with its values every time (an unnamed statement): the
		// generic plan cannot estimate how many distinct values a bound key
		// has, so it groups by sorting every person's value instead of
		// hashing, twice the time of planning and running the custom plan.
		args = append([]any{pgx.QueryExecModeExec}, args...)
	}
	values := []PropertyValueCount{}
	var v PropertyValueCount
	err := db.eachRead(ctx, sb.String(), args, []any{&v.Value, &v.Count}, func() error {
		values = append(values, v)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: values of person property %q in team %d: %w", key, teamID, err)
	}
	return values, nil
}

// PersonsOwningDistinctIDs returns the project's persons owning any of
// distinctIDs, keyed by each of those distinct ids, each with all its
// distinct ids (oldest first), in ONE statement whatever the number of ids
// (a data loader's batch). Distinct ids without a person are absent.
func PersonsOwningDistinctIDs(ctx context.Context, db bun.IDB, teamID int64, distinctIDs []string) (map[string]*Person, error) {
	out := make(map[string]*Person, len(distinctIDs))
	if len(distinctIDs) == 0 {
		return out, nil
	}
	// One row per (asked id, any distinct id of its person): a person is
	// repeated once per distinct id it owns, which stays small.
	var rows []struct {
		Asked        string          `bun:"asked"`
		ID           int64           `bun:"id"`
		UUID         string          `bun:"uuid"`
		Properties   json.RawMessage `bun:"properties"`
		IsIdentified bool            `bun:"is_identified"`
		CreatedAt    time.Time       `bun:"created_at"`
		OwnedID      int64           `bun:"owned_id"`
		Owned        string          `bun:"owned"`
	}
	err := db.NewSelect().
		TableExpr("person_distinct_ids AS asked").
		Join("JOIN persons AS p ON p.id = asked.person_id AND p.team_id = asked.team_id").
		Join("JOIN person_distinct_ids AS owned ON owned.person_id = p.id AND owned.team_id = p.team_id").
		ColumnExpr("asked.distinct_id AS asked").
		ColumnExpr("p.id, p.uuid, p.properties, p.is_identified, p.created_at").
		ColumnExpr("owned.id AS owned_id, owned.distinct_id AS owned").
		Where("asked.team_id = ?", teamID).
		Where("asked.distinct_id IN (?)", bun.List(distinctIDs)).
		OrderExpr("p.id, owned.id").
		Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("store: persons of %d distinct ids in team %d: %w", len(distinctIDs), teamID, err)
	}
	var p *Person
	for _, r := range rows {
		if p == nil || p.ID != r.ID {
			p = &Person{ID: r.ID, UUID: r.UUID, TeamID: teamID, Properties: r.Properties,
				IsIdentified: r.IsIdentified, CreatedAt: r.CreatedAt, DistinctIDs: []PersonDistinctID{}}
		}
		out[r.Asked] = p
		// Rows of one owned id are adjacent (one per asked id of the person).
		if n := len(p.DistinctIDs); n == 0 || p.DistinctIDs[n-1].ID != r.OwnedID {
			p.DistinctIDs = append(p.DistinctIDs, PersonDistinctID{ID: r.OwnedID, TeamID: teamID, PersonID: r.ID, DistinctID: r.Owned})
		}
	}
	return out, nil
}

// personPropertyText returns an expression reading JSON property key of
// column as text (NULL when absent or null), the key bound. Booleans read
// "true"/"false" on both dialects (SQLite's json_extract would give 1/0).
// SQLite's path quotes the key as a JSON string, so keys with dots, quotes
// or a leading $ address one top-level property.
func personPropertyText(b *statement, column, key string) string {
	if b.dialect == Postgres {
		return "(" + column + " ->> CAST(" + b.arg(key) + " AS text))"
	}
	quoted, _ := json.Marshal(key) // a string always marshals
	path := "$." + string(quoted)
	return "CASE json_type(" + column + ", " + b.arg(path) + ") WHEN 'true' THEN 'true' WHEN 'false' THEN 'false'" +
		" ELSE CAST(json_extract(" + column + ", " + b.arg(path) + ") AS TEXT) END"
}

// LockProjectPersons takes, on PostgreSQL, the lock that every statement
// writing the project's persons takes when it ends (the project's 'persons'
// row of team_row_counts, where their count and version are kept), creating
// the row if the project exists and has none. A transaction that writes persons in
// several statements takes it first: taken after the rows of some persons, it
// waits for another transaction that may in turn wait for those persons
// (a deadlock). Writers of one project's persons then follow each other.
// SQLite has one writer at a time and nothing to lock.
func LockProjectPersons(ctx context.Context, tx bun.IDB, teamID int64) error {
	if tx.Dialect().Name() != dialect.PG {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO team_row_counts (team_id, table_name, n)
SELECT id, 'persons', 0 FROM projects WHERE id = ?
ON CONFLICT (team_id, table_name) DO NOTHING`, teamID); err != nil {
		return fmt.Errorf("store: lock the persons of project %d: %w", teamID, err)
	}
	if _, err := tx.ExecContext(ctx, `SELECT 1 FROM team_row_counts WHERE team_id = ? AND table_name = 'persons' FOR UPDATE`, teamID); err != nil {
		return fmt.Errorf("store: lock the persons of project %d: %w", teamID, err)
	}
	return nil
}
