package auth_test

import (
	"context"
	"io"
	"log/slog"
	"strconv"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

func discard() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// TestRevokedByAnotherProcess: a key revoked through another handle on the
// same database (another process: `burrow apikey revoke` beside `serve`),
// which announces nothing to this one, ends the key cached for an hour. On
// SQLite the very next authentication fails (the keys' version is read
// first); on both databases the version poll of a started Authenticator
// tells the OnInvalidate functions (which close websockets).
func TestRevokedByAnotherProcess(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		other, err := store.Open(ctx, db.URL)
		if err != nil {
			t.Fatal(err)
		}
		defer other.Close()
		secret, k, err := auth.IssueKey(ctx, db.Bun, auth.NewKeyRequest{Scopes: []string{"*"}})
		if err != nil {
			t.Fatal(err)
		}
		kept, _, err := auth.IssueKey(ctx, db.Bun, auth.NewKeyRequest{Scopes: []string{"*"}})
		if err != nil {
			t.Fatal(err)
		}
		a := auth.NewWithTTL(db, discard(), time.Hour)
		creds := auth.Credentials{Key: secret, Where: "Authorization header"}
		for range 2 { // resolved, then from the cache
			if _, err := a.Authenticate(ctx, creds); err != nil {
				t.Fatal(err)
			}
		}
		polled := make(chan auth.Invalidation, 16)
		defer a.OnInvalidate(func(inv auth.Invalidation) {
			select {
			case polled <- inv:
			default:
			}
		})()
		defer a.Start(ctx)()

		if _, err := auth.NewWithTTL(other, discard(), time.Hour).Revoke(ctx, strconv.FormatInt(k.ID, 10)); err != nil {
			t.Fatal(err)
		}
		if db.Dialect == store.SQLite {
			if _, err := a.Authenticate(ctx, creds); apierror.From(err) == nil || apierror.From(err).Status != 401 {
				t.Fatalf("first request after the revocation: %v, want a 401", err)
			}
		}
		for inv := range polled {
			if inv.All {
				break
			}
		}
		if _, err := a.Authenticate(ctx, creds); apierror.From(err) == nil || apierror.From(err).Status != 401 {
			t.Fatalf("after the poll: %v, want a 401", err)
		}
		// The other keys still work, and last uses did not bump the version.
		before, err := db.AuthVersion(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := a.Authenticate(ctx, auth.Credentials{Key: kept, Where: "Authorization header"}); err != nil {
			t.Fatal(err)
		}
		if err := a.FlushUses(ctx); err != nil {
			t.Fatal(err)
		}
		if after, err := db.AuthVersion(ctx); err != nil || after != before {
			t.Fatalf("version after recording a use: %d, %v; want %d", after, err, before)
		}
	})
}
