package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

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

// ListPluginLogEntries returns one page of a plugin config's log entries,
// newest first (ties broken by id), and the total count matching f.
func ListPluginLogEntries(ctx context.Context, db bun.IDB, teamID, configID int64, f PluginLogFilter, page Page) ([]PluginLogEntry, int, error) {
	var entries []PluginLogEntry
	q := db.NewSelect().Model(&entries).
		Where("team_id = ?", teamID).
		Where("plugin_config_id = ?", configID)
	if len(f.Types) > 0 {
		q = q.Where(`"type" IN (?)`, bun.In(f.Types))
	}
	if f.Search != "" {
		q = q.Where(insensitiveContains(db, "message"), containsPattern(f.Search))
	}
	if f.After != nil {
		q = q.Where(`"timestamp" > ?`, f.After.UTC())
	}
	if f.Before != nil {
		q = q.Where(`"timestamp" < ?`, f.Before.UTC())
	}
	count, err := q.OrderExpr(`"timestamp" DESC, id`).
		Limit(int64(page.Limit)).Offset(int64(page.Offset)).
		ScanAndCount(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("store: list log entries of plugin config %d: %w", configID, err)
	}
	return entries, int(count), nil
}
