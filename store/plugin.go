package store

import (
	"time"

	"github.com/uptrace/bun"
)

// PluginConfig is one installed plugin of a project.
type PluginConfig struct {
	bun.BaseModel `bun:"table:plugin_configs"`

	ID        int64     `bun:"id,pk,autoincrement"`
	TeamID    int64     `bun:"team_id"`
	PluginID  int64     `bun:"plugin_id"`
	Enabled   bool      `bun:"enabled"`
	Order     int       `bun:"order"`
	CreatedAt time.Time `bun:"created_at"`
}

// PluginLogEntry is one log line written by a plugin config.
type PluginLogEntry struct {
	bun.BaseModel `bun:"table:plugin_log_entries"`

	ID             string    `bun:"id,pk"`
	TeamID         int64     `bun:"team_id"`
	PluginID       int64     `bun:"plugin_id"`
	PluginConfigID int64     `bun:"plugin_config_id"`
	Timestamp      time.Time `bun:"timestamp"`
	Source         string    `bun:"source"` // SYSTEM, PLUGIN, CONSOLE
	Type           string    `bun:"type"`   // DEBUG, LOG, INFO, WARN, ERROR
	Message        string    `bun:"message"`
	InstanceID     string    `bun:"instance_id"`
}
