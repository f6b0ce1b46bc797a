package auth

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/burrow-analytics/burrow/store"
)

// KnownScopes lists the scopes a key may be given (besides "*").
var KnownScopes = []string{
	"person:read", "person:write", "plugin:read", "plugin:write", "query:read", "query:write",
	"session_recording:read", "session_recording:write", "project:read", "project:write",
}

// NewKeyRequest describes a key to issue.
type NewKeyRequest struct {
	Email    string // owner; created when missing
	Label    string
	Scopes   []string
	Projects []int64 // nil: every project
}

// IssueKey creates a personal API key and returns the secret, shown only once.
func IssueKey(ctx context.Context, db bun.IDB, req NewKeyRequest) (string, *store.APIKey, error) {
	if len(req.Scopes) == 0 {
		return "", nil, fmt.Errorf("auth: a key needs at least one scope")
	}
	for _, s := range req.Scopes {
		if s != "*" && !slices.Contains(KnownScopes, s) {
			return "", nil, fmt.Errorf("auth: unknown scope %q (known: *, %s)", s, strings.Join(KnownScopes, ", "))
		}
	}
	for _, id := range req.Projects {
		if _, err := store.GetProject(ctx, db, id); err != nil {
			return "", nil, fmt.Errorf("auth: project %d: %w", id, err)
		}
	}
	if req.Email == "" {
		req.Email = "admin@burrow.local"
	}
	user, err := store.EnsureUser(ctx, db, req.Email, uuid.NewString(), uuid.NewString())
	if err != nil {
		return "", nil, err
	}
	secret := NewKey()
	k := &store.APIKey{
		UserID: user.ID, Label: req.Label, SecureValue: HashKey(secret), MaskValue: MaskKey(secret),
		Scopes: req.Scopes, ScopedTeams: req.Projects, CreatedAt: time.Now().UTC(),
	}
	if err := store.CreateAPIKey(ctx, db, k); err != nil {
		return "", nil, err
	}
	k.User = user
	return secret, k, nil
}
