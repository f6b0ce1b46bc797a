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

// CheckTimezone reports whether tz can be a project's timezone: an IANA
// zone name (Europe/Paris, America/New_York, UTC) that Go knows, the
// binary's own copy of the zone database included (time/tzdata). Names
// that are files of the machine's zoneinfo folder but no zone are refused
// ("Local", localtime and posixrules, which mean the server's own zone,
// Factory, the posix/ and right/ trees): every zone name starts with a
// capital letter.
func CheckTimezone(tz string) error {
	if tz == "" || tz == "Local" || tz == "Factory" || tz[0] < 'A' || tz[0] > 'Z' {
		return fmt.Errorf("timezone %q: want an IANA zone name such as Europe/Paris or UTC", tz)
	}
	if _, err := time.LoadLocation(tz); err != nil {
		return fmt.Errorf("timezone %q is not an IANA zone name (such as Europe/Paris or UTC): %w", tz, err)
	}
	return nil
}

// UpdateProject sets the name (when name is not "") and the timezone (when
// tz is not "", checked by CheckTimezone) of project id, and returns it;
// ErrNotFound when there is no such project. Insights bucket their
// intervals in the project's timezone.
func UpdateProject(ctx context.Context, db bun.IDB, id int64, name, tz string) (*Project, error) {
	if name == "" && tz == "" {
		return nil, errors.New("store: update project: nothing to change")
	}
	if tz != "" {
		if err := CheckTimezone(tz); err != nil {
			return nil, fmt.Errorf("store: update project %d: %w", id, err)
		}
	}
	q := db.NewUpdate().Model((*Project)(nil)).Where("id = ?", id)
	if name != "" {
		q = q.Set("name = ?", name)
	}
	if tz != "" {
		q = q.Set("timezone = ?", tz)
	}
	res, err := q.Exec(ctx)
	if err != nil {
		return nil, fmt.Errorf("store: update project %d: %w", id, err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return nil, ErrNotFound
	}
	return GetProject(ctx, db, id)
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
