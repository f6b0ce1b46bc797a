package service

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/store"
)

// Project is the public view of a project.
type Project struct {
	ID        int64     `json:"id"`
	UUID      string    `json:"uuid"`
	Name      string    `json:"name"`
	CreatedAt time.Time `json:"created_at"`
	Timezone  string    `json:"timezone"`
}

// CurrentUser is the owner of the calling key (users/@me).
type CurrentUser struct {
	ID         int64  `json:"id"`
	UUID       string `json:"uuid"`
	Email      string `json:"email"`
	DistinctID string `json:"distinct_id"`
}

// CurrentKey is the calling key (personal_api_keys/@current).
type CurrentKey struct {
	ID          int64      `json:"id"`
	Label       string     `json:"label"`
	MaskValue   string     `json:"mask_value"`
	Scopes      []string   `json:"scopes"`
	ScopedTeams []int64    `json:"scoped_teams"`
	CreatedAt   time.Time  `json:"created_at"`
	LastUsedAt  *time.Time `json:"last_used_at"`
}

// Projects lists and reads projects and tells a key about itself.
type Projects struct {
	db   *store.DB
	auth *auth.Authenticator
}

func projectView(p *store.Project) Project {
	return Project{ID: p.ID, UUID: p.UUID, Name: p.Name, CreatedAt: p.CreatedAt.UTC(), Timezone: p.Timezone}
}

// List returns the projects the key can see (scope project:read).
func (s *Projects) List(ctx context.Context, params PageParams) (ListResult[Project], error) {
	p, err := auth.Require(ctx, ScopeProjectRead)
	if err != nil {
		return ListResult[Project]{}, err
	}
	page, err := params.Resolve(DefaultLimit, MaxLimit)
	if err != nil {
		return ListResult[Project]{}, err
	}
	rows, count, err := store.ListProjects(ctx, s.db.Bun, p.Key.ScopedTeams, page)
	if err != nil {
		return ListResult[Project]{}, fmt.Errorf("service: list projects: %w", err)
	}
	items := make([]Project, len(rows))
	for i := range rows {
		items[i] = projectView(&rows[i])
	}
	return ListResult[Project]{Items: items, Count: count, Page: page}, nil
}

// Get returns one project the key can see (scope project:read).
func (s *Projects) Get(ctx context.Context, rawID string) (Project, error) {
	project, _, err := requireProject(ctx, s.auth, rawID, ScopeProjectRead)
	if e := apierror.From(err); e != nil && e.Status == http.StatusNotFound {
		// Here the project is the object asked for, not the place of one.
		return Project{}, apierror.Absent(e.Detail)
	}
	if err != nil {
		return Project{}, err
	}
	return projectView(project), nil
}

// Me returns the owner of the calling key; any valid key may ask.
func (s *Projects) Me(ctx context.Context) (CurrentUser, error) {
	p, err := auth.Require(ctx, "")
	if err != nil {
		return CurrentUser{}, err
	}
	return CurrentUser{ID: p.User.ID, UUID: p.User.UUID, Email: p.User.Email, DistinctID: p.User.DistinctID}, nil
}

// CurrentKey describes the calling key; any valid key may ask.
func (s *Projects) CurrentKey(ctx context.Context) (CurrentKey, error) {
	p, err := auth.Require(ctx, "")
	if err != nil {
		return CurrentKey{}, err
	}
	k := p.Key
	var lastUsed *time.Time
	if k.LastUsedAt != nil {
		// PostgreSQL hands timestamps back in the local zone; show UTC like every other time.
		t := k.LastUsedAt.UTC()
		lastUsed = &t
	}
	return CurrentKey{ID: k.ID, Label: k.Label, MaskValue: k.MaskValue, Scopes: k.Scopes, ScopedTeams: k.ScopedTeams,
		CreatedAt: k.CreatedAt.UTC(), LastUsedAt: lastUsed}, nil
}

// ParseID parses a numeric path id; anything else is a 404 with detail.
func ParseID(raw, detail string) (int64, error) {
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || id <= 0 {
		return 0, apierror.NotFound(detail)
	}
	return id, nil
}

func itoa(n int) string { return strconv.Itoa(n) }
