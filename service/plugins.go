package service

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/store"
)

// PluginConfig is the public view of an installed plugin.
type PluginConfig struct {
	ID        int64     `json:"id"`
	PluginID  int64     `json:"plugin_id"`
	Enabled   bool      `json:"enabled"`
	Order     int       `json:"order"`
	CreatedAt time.Time `json:"created_at"`
}

// PluginLogEntry is one log line of a plugin config (rest/openapi.yaml's
// PluginLogEntry).
type PluginLogEntry struct {
	ID             string    `json:"id"`
	TeamID         int64     `json:"team_id"`
	PluginID       int64     `json:"plugin_id"`
	PluginConfigID int64     `json:"plugin_config_id"`
	Timestamp      time.Time `json:"timestamp"`
	Source         string    `json:"source"`
	Type           string    `json:"type"`
	Message        string    `json:"message"`
	InstanceID     string    `json:"instance_id"`
}

// LogTypes are the plugin log entry types a client may filter on.
var LogTypes = []string{"DEBUG", "LOG", "INFO", "WARN", "ERROR"}

// LogParams filters and pages a plugin config's log entries.
type LogParams struct {
	// Types keeps entries of these types (values of LogTypes); empty keeps all.
	Types []string
	// Search keeps entries whose message contains it, ignoring case.
	Search string
	// After and Before keep entries strictly inside the interval.
	After, Before *time.Time
	Page          PageParams
}

// Plugins lists plugin configs and their log entries (scope plugin:read).
type Plugins struct {
	db   *store.DB
	auth *auth.Authenticator
}

// ListConfigs returns one page of the project's plugin configs, by id.
func (s *Plugins) ListConfigs(ctx context.Context, rawProjectID string, params PageParams) (ListResult[PluginConfig], error) {
	project, _, err := requireProject(ctx, s.auth, rawProjectID, ScopePluginRead)
	if err != nil {
		return ListResult[PluginConfig]{}, err
	}
	page, err := params.Resolve(DefaultLimit, MaxLimit)
	if err != nil {
		return ListResult[PluginConfig]{}, err
	}
	rows, count, err := store.ListPluginConfigs(ctx, s.db.Bun, project.ID, page)
	if err != nil {
		return ListResult[PluginConfig]{}, fmt.Errorf("service: list plugin configs: %w", err)
	}
	items := make([]PluginConfig, len(rows))
	for i, c := range rows {
		items[i] = PluginConfig{ID: c.ID, PluginID: c.PluginID, Enabled: c.Enabled, Order: c.Order, CreatedAt: c.CreatedAt.UTC()}
	}
	return ListResult[PluginConfig]{Items: items, Count: count, Page: page}, nil
}

// ListLogs returns one page of a plugin config's log entries, newest first,
// and the exact count. A config that is unknown, of another project or not
// numeric is a 404.
func (s *Plugins) ListLogs(ctx context.Context, rawProjectID, rawConfigID string, params LogParams) (ListResult[PluginLogEntry], error) {
	return s.LogPage(ctx, rawProjectID, rawConfigID, params, LogListOptions{Count: true})
}

// LogListOptions says what a page of log entries must carry.
type LogListOptions struct {
	// Count asks for the exact total even when the page alone does not tell
	// it. Without it the total is left out (ListResult.Uncounted) whenever it
	// would cost a statement; next/previous stay exact either way.
	Count bool
}

// LogPage is ListLogs counting as opts says: one statement for the page,
// the config's existence and, when wanted, the count (a second one when the
// page is empty).
func (s *Plugins) LogPage(ctx context.Context, rawProjectID, rawConfigID string, params LogParams, opts LogListOptions) (ListResult[PluginLogEntry], error) {
	project, _, err := requireProject(ctx, s.auth, rawProjectID, ScopePluginRead)
	if err != nil {
		return ListResult[PluginLogEntry]{}, err
	}
	filter, err := params.filter()
	if err != nil {
		return ListResult[PluginLogEntry]{}, err
	}
	page, err := params.Page.Resolve(DefaultLimit, MaxLimit)
	if err != nil {
		return ListResult[PluginLogEntry]{}, err
	}
	configID, err := ParseID(rawConfigID, "Plugin config not found.")
	if err != nil {
		return ListResult[PluginLogEntry]{}, err
	}
	rows, err := store.ListPluginLogPage(ctx, s.db, project.ID, configID, filter, page, opts.Count)
	if errors.Is(err, store.ErrNotFound) {
		return ListResult[PluginLogEntry]{}, apierror.NotFound("Plugin config not found.")
	}
	if err != nil {
		return ListResult[PluginLogEntry]{}, fmt.Errorf("service: plugin logs: %w", err)
	}
	items := make([]PluginLogEntry, len(rows.Rows))
	for i, e := range rows.Rows {
		items[i] = PluginLogEntry{
			ID: e.ID, TeamID: e.TeamID, PluginID: e.PluginID, PluginConfigID: e.PluginConfigID,
			Timestamp: e.Timestamp.UTC(), Source: e.Source, Type: e.Type, Message: e.Message, InstanceID: e.InstanceID,
		}
	}
	result := ListResult[PluginLogEntry]{Items: items, Page: page, More: rows.More}
	switch n, ok := countFromPage(page, len(items), rows.More); {
	case ok:
		result.Count = n
	case rows.Total != nil:
		result.Count = *rows.Total
	default:
		result.Uncounted = true
	}
	return result, nil
}

// filter validates p into a store filter; errors name the REST parameter.
func (p LogParams) filter() (store.PluginLogFilter, error) {
	f := store.PluginLogFilter{Search: p.Search, After: p.After, Before: p.Before}
	if err := checkTextParam("search", p.Search); err != nil {
		return f, err
	}
	for _, bound := range []struct {
		attr string
		t    *time.Time
	}{{"after", p.After}, {"before", p.Before}} {
		if bound.t != nil && !inStoreRange(*bound.t) {
			return f, apierror.Validation(bound.attr, "Datetime is out of range: use a year from 1 to 9999.")
		}
	}
	for _, t := range p.Types {
		if !slices.Contains(LogTypes, t) {
			return f, apierror.Validation("type_filter",
				fmt.Sprintf("%q is not a valid choice: use one of %s.", t, strings.Join(LogTypes, ", ")))
		}
		if !slices.Contains(f.Types, t) {
			f.Types = append(f.Types, t)
		}
	}
	return f, nil
}
