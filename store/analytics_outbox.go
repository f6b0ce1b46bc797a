package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// AnalyticsEngine is the one row of analytics_engine: the analytics engine
// the store feeds, absent without one. While it is there, triggers record
// every change of the mirrored tables in analytics_outbox.
type AnalyticsEngine struct {
	bun.BaseModel `bun:"table:analytics_engine"`

	ID      int       `bun:"id,pk"`
	URL     string    `bun:"url"` // may hold a password (SECURITY.md)
	BoundAt time.Time `bun:"bound_at"`
}

// BoundAnalyticsEngine returns the URL of the engine the store feeds, ""
// when none is bound.
func BoundAnalyticsEngine(ctx context.Context, db bun.IDB) (string, error) {
	var e AnalyticsEngine
	err := db.NewSelect().Model(&e).Where("id = 1").Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("store: read the bound analytics engine: %w", err)
	}
	return e.URL, nil
}

// BindAnalyticsEngine records url as the engine the store feeds, replacing
// the one recorded before; from its commit on, changes of the mirrored
// tables reach analytics_outbox.
func BindAnalyticsEngine(ctx context.Context, db bun.IDB, url string) error {
	e := AnalyticsEngine{ID: 1, URL: url, BoundAt: time.Now().UTC()}
	_, err := db.NewInsert().Model(&e).On("CONFLICT (id) DO UPDATE").
		Set("url = EXCLUDED.url").Set("bound_at = EXCLUDED.bound_at").Exec(ctx)
	if err != nil {
		return fmt.Errorf("store: bind the analytics engine: %w", err)
	}
	return nil
}

// OutboxRow is one change of a mirrored table waiting for the engine: the
// table, the project and the row's key after team_id, as text (persons: the
// id; person_distinct_ids: the distinct id; session_recordings: the session
// id; plugin_log_entries: "plugin_config_id:id").
type OutboxRow struct {
	bun.BaseModel `bun:"table:analytics_outbox"`

	ID     int64  `bun:"id,pk,autoincrement"`
	Table  string `bun:"table_name"`
	TeamID int64  `bun:"team_id"`
	Key    string `bun:"row_key"`
}

// HandleOutbox passes the oldest rows of analytics_outbox, at most limit,
// to handle, and deletes them once it returns nil; it returns how many
// rows it handled (0: the outbox is empty, or other replicas hold every
// row). handle reads the store through the bun.IDB it is given. On
// PostgreSQL the rows stay locked until then (FOR UPDATE SKIP LOCKED):
// replicas draining at once take different rows. On SQLite, which has one
// writer, they are read without a lock, and two processes draining at once
// may both handle a row: handle must be idempotent. A handle that fails
// leaves the rows for the next attempt.
func HandleOutbox(ctx context.Context, db *DB, limit int, handle func(ctx context.Context, db bun.IDB, rows []OutboxRow) error) (int, error) {
	take := func(ctx context.Context, tx bun.IDB, lock bool) (int, error) {
		var rows []OutboxRow
		q := tx.NewSelect().Model(&rows).Order("id").Limit(int64(limit))
		if lock {
			q = q.For("UPDATE SKIP LOCKED")
		}
		if err := q.Scan(ctx); err != nil {
			return 0, fmt.Errorf("store: read analytics_outbox: %w", err)
		}
		if len(rows) == 0 {
			return 0, nil
		}
		if err := handle(ctx, tx, rows); err != nil {
			return 0, err
		}
		ids := make([]int64, len(rows))
		for i, r := range rows {
			ids[i] = r.ID
		}
		if _, err := tx.NewDelete().Model((*OutboxRow)(nil)).Where("id IN (?)", bun.List(ids)).Exec(ctx); err != nil {
			return 0, fmt.Errorf("store: delete %d handled rows of analytics_outbox: %w", len(ids), err)
		}
		return len(rows), nil
	}
	if db.Dialect != Postgres {
		return take(ctx, db.Bun, false)
	}
	var n int
	err := db.Bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		n, err = take(ctx, tx, true)
		return err
	})
	return n, err
}

// RecordPersonMerge records, while an engine is bound, that the events of
// person from now belong to person to (a merge by $identify or
// $create_alias): the engine holds the events, the store does not, so the
// drainer re-points them there (outbox table "events", key "from:to").
// Without an engine it records nothing.
func RecordPersonMerge(ctx context.Context, db bun.IDB, teamID, from, to int64) error {
	_, err := db.NewRaw("INSERT INTO analytics_outbox (table_name, team_id, row_key) "+
		"SELECT 'events', ?, ? WHERE EXISTS (SELECT 1 FROM analytics_engine)",
		teamID, fmt.Sprintf("%d:%d", from, to)).Exec(ctx)
	if err != nil {
		return fmt.Errorf("store: record the merge of person %d into %d: %w", from, to, err)
	}
	return nil
}

// ReserveOutboxID takes an id of analytics_outbox that no change will have:
// every change recorded after it has a larger one. A full mirror of a
// project versions its rows by it, so that the outbox's later changes
// supersede the mirror.
func ReserveOutboxID(ctx context.Context, db bun.IDB) (int64, error) {
	var id int64
	err := db.NewRaw("INSERT INTO analytics_outbox (table_name, team_id, row_key) VALUES ('', 0, '') RETURNING id").Scan(ctx, &id)
	if err != nil {
		return 0, fmt.Errorf("store: reserve an analytics_outbox id: %w", err)
	}
	// A crash before this delete leaves a row of no table, which the
	// drainer skips and deletes.
	if _, err := db.NewDelete().Model((*OutboxRow)(nil)).Where("id = ?", id).Exec(ctx); err != nil {
		return 0, fmt.Errorf("store: reserve an analytics_outbox id: %w", err)
	}
	return id, nil
}

// OutboxLen counts the changes waiting in analytics_outbox.
func OutboxLen(ctx context.Context, db bun.IDB) (int, error) {
	n, err := db.NewSelect().Model((*OutboxRow)(nil)).Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("store: count analytics_outbox: %w", err)
	}
	return int(n), nil
}

// RowsWhereIn reads the rows of dest's table (dest: a pointer to a slice of
// a model) whose column holds one of values (a slice).
func RowsWhereIn(ctx context.Context, db bun.IDB, dest any, column string, values any) error {
	if err := db.NewSelect().Model(dest).Where("? IN (?)", bun.Ident(column), bun.List(values)).Scan(ctx); err != nil {
		return fmt.Errorf("store: rows by %s: %w", column, err)
	}
	return nil
}

// HoldsMirroredData reports whether the store holds any row an engine it
// is bound to would need copied: events, persons, recordings or plugin log
// entries, of any project.
func HoldsMirroredData(ctx context.Context, db bun.IDB) (bool, error) {
	for _, table := range []string{"events", "persons", "session_recordings", "plugin_log_entries"} {
		ok, err := db.NewSelect().Table(table).Limit(1).Exists(ctx)
		if err != nil {
			return false, fmt.Errorf("store: look for rows of %s: %w", table, err)
		}
		if ok {
			return true, nil
		}
	}
	return false, nil
}
