package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// User owns personal API keys. Burrow has no passwords: a user exists so that
// keys have an owner (users/@me) and recordings a viewer.
type User struct {
	bun.BaseModel `bun:"table:users"`

	ID         int64     `bun:"id,pk,autoincrement"`
	UUID       string    `bun:"uuid"`
	Email      string    `bun:"email"`
	DistinctID string    `bun:"distinct_id"`
	CreatedAt  time.Time `bun:"created_at"`
}

// APIKey is a personal API key. Only the SHA-256 of the secret is stored.
type APIKey struct {
	bun.BaseModel `bun:"table:api_keys"`

	ID          int64      `bun:"id,pk,autoincrement"`
	UserID      int64      `bun:"user_id"`
	Label       string     `bun:"label"`
	SecureValue string     `bun:"secure_value"` // hex SHA-256 of the key
	MaskValue   string     `bun:"mask_value"`
	Scopes      []string   `bun:"scopes,type:json"`
	ScopedTeams []int64    `bun:"scoped_teams,type:json"` // nil: every project
	CreatedAt   time.Time  `bun:"created_at"`
	LastUsedAt  *time.Time `bun:"last_used_at"`
	RevokedAt   *time.Time `bun:"revoked_at"` // nil: valid

	User *User `bun:"rel:belongs-to,join:user_id=id"`
}

// EnsureUser returns the user with email, creating it when missing.
func EnsureUser(ctx context.Context, db bun.IDB, email, userUUID, distinctID string) (*User, error) {
	u := new(User)
	err := db.NewSelect().Model(u).Where("email = ?", email).Scan(ctx)
	if err == nil {
		return u, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("store: find user %s: %w", email, err)
	}
	u = &User{UUID: userUUID, Email: email, DistinctID: distinctID, CreatedAt: time.Now().UTC()}
	if _, err := db.NewInsert().Model(u).Returning("id").Exec(ctx); err != nil {
		return nil, fmt.Errorf("store: create user %s: %w", email, err)
	}
	return u, nil
}

// CreateAPIKey inserts k (with SecureValue already hashed).
func CreateAPIKey(ctx context.Context, db bun.IDB, k *APIKey) error {
	if _, err := db.NewInsert().Model(k).Returning("id").Exec(ctx); err != nil {
		return fmt.Errorf("store: create api key: %w", err)
	}
	return nil
}

// APIKeyByHash returns the unrevoked key whose SHA-256 is hash, with its
// user, or ErrNotFound.
func APIKeyByHash(ctx context.Context, db bun.IDB, hash string) (*APIKey, error) {
	k := new(APIKey)
	err := db.NewSelect().Model(k).Relation("User").
		Where("?TableAlias.secure_value = ?", hash).
		Where("?TableAlias.revoked_at IS NULL").
		Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: find api key: %w", err)
	}
	return k, nil
}

// TouchAPIKey records that key id was used at t.
func TouchAPIKey(ctx context.Context, db bun.IDB, id int64, t time.Time) error {
	_, err := db.NewUpdate().Model((*APIKey)(nil)).Set("last_used_at = ?", t.UTC()).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("store: touch api key %d: %w", id, err)
	}
	return nil
}

// ListAPIKeys returns every key (revoked ones included) with its user, by id.
func ListAPIKeys(ctx context.Context, db bun.IDB) ([]APIKey, error) {
	var keys []APIKey
	if err := db.NewSelect().Model(&keys).Relation("User").OrderExpr("?TableAlias.id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("store: list api keys: %w", err)
	}
	return keys, nil
}

// RevokeAPIKey marks key id revoked at t (kept for audit) and returns it;
// ErrNotFound when no such key exists. Revoking a revoked key keeps its
// first revocation time.
func RevokeAPIKey(ctx context.Context, db bun.IDB, id int64, t time.Time) (*APIKey, error) {
	if _, err := db.NewUpdate().Model((*APIKey)(nil)).Set("revoked_at = ?", t.UTC()).
		Where("id = ?", id).Where("revoked_at IS NULL").Exec(ctx); err != nil {
		return nil, fmt.Errorf("store: revoke api key %d: %w", id, err)
	}
	k := new(APIKey)
	err := db.NewSelect().Model(k).Where("id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: revoke api key %d: %w", id, err)
	}
	return k, nil
}
