package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgtype"

	"github.com/uptrace/bun"
)

// ListPluginConfigs returns one page of the project's plugin configs, ordered
// by id, and the total count.
func ListPluginConfigs(ctx context.Context, db bun.IDB, teamID int64, page Page) ([]PluginConfig, int, error) {
	var configs []PluginConfig
	count, err := db.NewSelect().Model(&configs).
		Where("team_id = ?", teamID).
		Order("id").
		Limit(int64(page.Limit)).Offset(int64(page.Offset)).
		ScanAndCount(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("store: list plugin configs of team %d: %w", teamID, err)
	}
	return configs, int(count), nil
}

// GetPluginConfig returns the project's plugin config id, or ErrNotFound.
func GetPluginConfig(ctx context.Context, db bun.IDB, teamID, id int64) (*PluginConfig, error) {
	c := new(PluginConfig)
	err := db.NewSelect().Model(c).Where("team_id = ?", teamID).Where("id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: get plugin config %d of team %d: %w", id, teamID, err)
	}
	return c, nil
}

// PluginLogFilter narrows a plugin config's log entries; zero fields do not filter.
type PluginLogFilter struct {
	Types  []string   // entry types to keep (DEBUG, LOG, INFO, WARN, ERROR)
	Search string     // case-insensitive substring of the message
	After  *time.Time // strictly after
	Before *time.Time // strictly before
}

// PluginLogPage is one window of a plugin config's log entries, newest first
// (ties broken by id). More tells whether entries follow the window (one
// extra row is read to know it).
type PluginLogPage struct {
	Rows []PluginLogEntry
	More bool
	// Total is the number of entries matching the filter when asked for,
	// and always for an empty page.
	Total *int
}

// ListPluginLogPage reads one page of the project's plugin config configID's
// log entries matching f, whether the config is the project's (ErrNotFound
// when not) and, when total is set, the number of matching entries: ONE
// statement when the page has entries, a second when it has none (then no
// row carried the config's existence; that one always counts). The SQL text depends only on which
// filters are set, on total and on the page size (values are bound).
func ListPluginLogPage(ctx context.Context, db *DB, teamID, configID int64, f PluginLogFilter, page Page, total bool) (PluginLogPage, error) {
	b := newStatement(db.Dialect)
	var sb strings.Builder
	timestamp := `l."timestamp"`
	if db.Dialect == SQLite {
		timestamp = `CAST(l."timestamp" AS TEXT)` // read by textTime, not the driver
	}
	sb.WriteString("SELECT l.id, l.plugin_id, " + timestamp + `, l.source, l."type", l.message, l.instance_id, ` +
		pluginConfigExists(b, teamID, configID))
	if total {
		sb.WriteString(", " + pluginLogCount(b, teamID, configID, f))
	}
	// The subqueries are not correlated with l: both engines run them once
	// per statement. (Joining the config with the window instead cost
	// SQLite a materialized window and a second sort: twice the page.)
	sb.WriteString("\nFROM plugin_log_entries AS l WHERE ")
	writePluginLogConditions(&sb, b, "l", teamID, configID, f)
	sb.WriteString("\n" + pluginLogOrder)
	writeWindow(&sb, b, page)

	out := PluginLogPage{Rows: make([]PluginLogEntry, 0, min(page.Limit+1, 1001))}
	var (
		// pgx decodes into its own types directly; they are sql.Scanners
		// for SQLite, whose timestamps are text for textTime.
		e        PluginLogEntry
		pgAt     pgtype.Timestamptz
		found, n pgtype.Int8
	)
	dest := []any{&e.ID, &e.PluginID, (*textTime)(&e.Timestamp), &e.Source, &e.Type, &e.Message, &e.InstanceID, &found}
	if db.Dialect == Postgres {
		dest[2] = &pgAt
	}
	if total {
		dest = append(dest, &n)
	}
	err := db.eachRead(ctx, sb.String(), b.args, dest, func() error {
		if total && out.Total == nil {
			count := int(n.Int64)
			out.Total = &count
		}
		if pgAt.Valid {
			e.Timestamp = pgAt.Time
		}
		e.TeamID, e.PluginConfigID = teamID, configID
		out.Rows = append(out.Rows, e)
		e = PluginLogEntry{}
		return nil
	})
	if err != nil {
		return PluginLogPage{}, fmt.Errorf("store: list log entries of plugin config %d: %w", configID, err)
	}
	if len(out.Rows) == 0 {
		return emptyPluginLogPage(ctx, db, teamID, configID, f)
	}
	if !found.Valid {
		return PluginLogPage{}, ErrNotFound
	}
	if len(out.Rows) > page.Limit {
		out.Rows, out.More = out.Rows[:page.Limit], true
	}
	return out, nil
}

// emptyPluginLogPage answers a page without entries: whether the config is
// the project's and how many entries match f (the previous link of a page
// past the end needs it, asked for or not).
func emptyPluginLogPage(ctx context.Context, db *DB, teamID, configID int64, f PluginLogFilter) (PluginLogPage, error) {
	b := newStatement(db.Dialect)
	query := "SELECT " + pluginConfigExists(b, teamID, configID) + ", " + pluginLogCount(b, teamID, configID, f)
	var found, n pgtype.Int8
	if err := db.eachRead(ctx, query, b.args, []any{&found, &n}, func() error { return nil }); err != nil {
		return PluginLogPage{}, fmt.Errorf("store: list log entries of plugin config %d: %w", configID, err)
	}
	if !found.Valid {
		return PluginLogPage{}, ErrNotFound
	}
	count := int(n.Int64)
	return PluginLogPage{Rows: []PluginLogEntry{}, Total: &count}, nil
}

// pluginConfigExists is a subquery giving 1 when configID is the project's
// plugin config, else NULL.
func pluginConfigExists(b *statement, teamID, configID int64) string {
	return "(SELECT 1 FROM plugin_configs AS c WHERE c.team_id = " + b.arg(teamID) + " AND c.id = " + b.arg(configID) + ") AS found"
}

// pluginLogCount is a subquery counting config configID's entries matching f.
func pluginLogCount(b *statement, teamID, configID int64, f PluginLogFilter) string {
	var sb strings.Builder
	sb.WriteString("(SELECT count(*) FROM plugin_log_entries AS t WHERE ")
	writePluginLogConditions(&sb, b, "t", teamID, configID, f)
	sb.WriteString(") AS total")
	return sb.String()
}

// pluginLogOrder is the order of a log page: newest first, then by id.
const pluginLogOrder = `ORDER BY l."timestamp" DESC, l.id`

// writePluginLogConditions appends the conditions on log entries alias of
// config configID matching f.
func writePluginLogConditions(sb *strings.Builder, b *statement, alias string, teamID, configID int64, f PluginLogFilter) {
	sb.WriteString(alias + ".team_id = " + b.arg(teamID) + " AND " + alias + ".plugin_config_id = " + b.arg(configID))
	if len(f.Types) > 0 {
		sb.WriteString(" AND " + alias + `."type" ` + b.inList(f.Types))
	}
	if f.Search != "" {
		sb.WriteString(" AND " + insensitiveContains(b.dialect, alias+".message", b.arg(containsPattern(f.Search))))
	}
	if f.After != nil {
		sb.WriteString(" AND " + alias + `."timestamp" > ` + b.arg(b.time(*f.After)))
	}
	if f.Before != nil {
		sb.WriteString(" AND " + alias + `."timestamp" < ` + b.arg(b.time(*f.Before)))
	}
}
