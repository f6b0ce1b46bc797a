package store

import (
	"encoding/json"
	"time"

	"github.com/uptrace/bun"
)

// Person is an identified or anonymous user of the tracked product.
type Person struct {
	bun.BaseModel `bun:"table:persons"`

	ID           int64           `bun:"id,pk,autoincrement"`
	UUID         string          `bun:"uuid"`
	TeamID       int64           `bun:"team_id"`
	Properties   json.RawMessage `bun:"properties,type:json"`
	IsIdentified bool            `bun:"is_identified"`
	CreatedAt    time.Time       `bun:"created_at"`

	DistinctIDs []PersonDistinctID `bun:"rel:has-many,join:id=person_id"`

	// ValidProperties tells that Properties is known to be valid JSON
	// without checking: read from PostgreSQL's jsonb. Not stored.
	ValidProperties bool `bun:"-"`
}

// PersonDistinctID maps one distinct id to its person.
type PersonDistinctID struct {
	bun.BaseModel `bun:"table:person_distinct_ids"`

	ID         int64  `bun:"id,pk,autoincrement"`
	TeamID     int64  `bun:"team_id"`
	PersonID   int64  `bun:"person_id"`
	DistinctID string `bun:"distinct_id"`
}

// Event is one captured event.
type Event struct {
	bun.BaseModel `bun:"table:events"`

	UUID       string          `bun:"uuid,pk"`
	TeamID     int64           `bun:"team_id"`
	Event      string          `bun:"event"`
	DistinctID string          `bun:"distinct_id"`
	Properties json.RawMessage `bun:"properties,type:json"`
	Timestamp  time.Time       `bun:"timestamp"`
	CreatedAt  time.Time       `bun:"created_at"`
	PersonID   *int64          `bun:"person_id"`
	SessionID  *string         `bun:"session_id"` // copy of properties.$session_id, indexed
}
