package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
)

// ErrNotFound is returned by repositories when a row does not exist.
var ErrNotFound = errors.New("store: not found")

// Project is a tenant: every data row belongs to exactly one project (team_id).
type Project struct {
	bun.BaseModel `bun:"table:projects"`

	ID        int64     `bun:"id,pk,autoincrement" json:"id"`
	UUID      string    `bun:"uuid" json:"uuid"`
	Name      string    `bun:"name" json:"name"`
	Timezone  string    `bun:"timezone" json:"timezone"`
	CreatedAt time.Time `bun:"created_at" json:"created_at"`
}

// CreateProject inserts a project named name and returns it.
func CreateProject(ctx context.Context, db bun.IDB, name string) (*Project, error) {
	p := &Project{UUID: uuid.NewString(), Name: name, Timezone: "UTC", CreatedAt: time.Now().UTC()}
	if _, err := db.NewInsert().Model(p).Returning("id").Exec(ctx); err != nil {
		return nil, fmt.Errorf("store: create project: %w", err)
	}
	return p, nil
}

// GetProject returns the project with id, or ErrNotFound.
func GetProject(ctx context.Context, db bun.IDB, id int64) (*Project, error) {
	p := new(Project)
	err := db.NewSelect().Model(p).Where("id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: get project %d: %w", id, err)
	}
	return p, nil
}

// ListProjects returns one page of projects, restricted to ids when ids is
// non-nil, ordered by id, and the total count.
func ListProjects(ctx context.Context, db bun.IDB, ids []int64, page Page) ([]Project, int, error) {
	var projects []Project
	q := db.NewSelect().Model(&projects).Order("id").Limit(int64(page.Limit)).Offset(int64(page.Offset))
	if ids != nil {
		if len(ids) == 0 {
			return []Project{}, 0, nil
		}
		q = q.Where("id IN (?)", bun.List(ids))
	}
	count, err := q.ScanAndCount(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("store: list projects: %w", err)
	}
	return projects, int(count), nil
}

// Page is a limit/offset window over a list.
type Page struct {
	Limit  int
	Offset int
}
