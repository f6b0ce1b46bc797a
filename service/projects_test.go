package service

import (
	"context"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/store"
)

// TestCurrentKeyTimesInUTC: PostgreSQL hands timestamps back in the local
// zone; @current shows them in UTC like every other time.
func TestCurrentKeyTimesInUTC(t *testing.T) {
	t.Parallel()
	zone := time.FixedZone("UTC+2", 2*60*60)
	used := time.Date(2026, 3, 1, 14, 0, 0, 0, zone)
	key := &store.APIKey{ID: 1, Scopes: []string{"*"}, CreatedAt: used.Add(-time.Hour), LastUsedAt: &used}
	ctx := auth.WithResult(context.Background(), &auth.Principal{Key: key, User: &store.User{}}, nil)
	got, err := (&Projects{}).CurrentKey(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got.LastUsedAt == nil || got.LastUsedAt.Location() != time.UTC || !got.LastUsedAt.Equal(used) ||
		got.CreatedAt.Location() != time.UTC {
		t.Errorf("CurrentKey = created %v, last used %v; want both in UTC", got.CreatedAt, got.LastUsedAt)
	}
}
