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
	// Total is the number of entries matching the filter when asked for.
	Total *int
}

// ListPluginLogPage reads one page of the project's plugin config configID's
// log entries matching f, and their number when total is set, in ONE
// statement that also tells whether the config exists in the project
// (ErrNotFound when not). The SQL text depends only on which filters are
// set, on total and on the page size (values are bound).
func ListPluginLogPage(ctx context.Context, db *DB, teamID, configID int64, f PluginLogFilter, page Page, total bool) (PluginLogPage, error) {
	b := newStatement(db.Dialect)
	var sb strings.Builder
	timestamp := `l."timestamp"`
	if db.Dialect == SQLite {
		timestamp = `CAST(l."timestamp" AS TEXT)` // read by textTime, not the driver
	}
	sb.WriteString("SELECT l.id, l.plugin_id, " + timestamp + `, l.source, l."type", l.message, l.instance_id`)
	if total {
		// Not correlated: both engines count once per statement. It costs
		// what a second statement would, without the round trip, and the
		// config's row carries it even when the window is empty.
		sb.WriteString("\n, (SELECT count(*) FROM plugin_log_entries AS t WHERE ")
		writePluginLogConditions(&sb, b, "t", teamID, configID, f)
		sb.WriteString(") AS total")
	}
	// The config's row, joined with the window of its entries: one row with
	// NULL entry columns when it has none in the window, no row when the
	// config is not the project's.
	sb.WriteString("\nFROM plugin_configs AS c LEFT JOIN (SELECT * FROM plugin_log_entries AS l WHERE ")
	writePluginLogConditions(&sb, b, "l", teamID, configID, f)
	sb.WriteString("\n" + pluginLogOrder)
	writeWindow(&sb, b, page)
	sb.WriteString(") AS l ON true\nWHERE c.team_id = " + b.arg(teamID) + " AND c.id = " + b.arg(configID) + "\n" + pluginLogOrder)

	out := PluginLogPage{Rows: make([]PluginLogEntry, 0, min(page.Limit+1, 1001))}
	var (
		found bool
		// pgx decodes into its own types directly; they are sql.Scanners
		// for SQLite, whose timestamps are text for nullTextTime.
		id, source, typ, message, instance pgtype.Text
		pluginID, n                        pgtype.Int8
		pgAt                               pgtype.Timestamptz
		sqliteAt                           nullTextTime
	)
	dest := []any{&id, &pluginID, &sqliteAt, &source, &typ, &message, &instance}
	if db.Dialect == Postgres {
		dest[2] = &pgAt
	}
	if total {
		dest = append(dest, &n)
	}
	err := db.eachRead(ctx, sb.String(), b.args, dest, func() error {
		if !found && total {
			count := int(n.Int64)
			out.Total = &count
		}
		found = true
		if id.Valid {
			at := sqliteAt.Time
			if pgAt.Valid {
				at = pgAt.Time
			}
			out.Rows = append(out.Rows, PluginLogEntry{ID: id.String, TeamID: teamID, PluginID: pluginID.Int64, PluginConfigID: configID,
				Timestamp: at, Source: source.String, Type: typ.String, Message: message.String, InstanceID: instance.String})
		}
		return nil
	})
	if err != nil {
		return PluginLogPage{}, fmt.Errorf("store: list log entries of plugin config %d: %w", configID, err)
	}
	if !found {
		return PluginLogPage{}, ErrNotFound
	}
	if len(out.Rows) > page.Limit {
		out.Rows, out.More = out.Rows[:page.Limit], true
	}
	return out, nil
}

// CountPluginLogEntries counts the project's plugin config configID's log
// entries matching f.
func CountPluginLogEntries(ctx context.Context, db *DB, teamID, configID int64, f PluginLogFilter) (int, error) {
	b := newStatement(db.Dialect)
	var sb strings.Builder
	sb.WriteString("SELECT count(*) FROM plugin_log_entries AS l WHERE ")
	writePluginLogConditions(&sb, b, "l", teamID, configID, f)
	n, err := countRead(ctx, db, sb.String(), b.args)
	if err != nil {
		return 0, fmt.Errorf("store: count log entries of plugin config %d: %w", configID, err)
	}
	return n, nil
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
