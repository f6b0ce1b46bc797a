package auth

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/burrow-analytics/burrow/store"
)

// ErrAmbiguousMask is returned by Revoke when several keys share a mask.
var ErrAmbiguousMask = errors.New("auth: several keys have this mask; revoke by id")

// Revoke revokes the key named by ref, its id or its mask ("phx_...abcd"),
// keeping the row for audit, and announces it (KeyPayload) so that every
// replica drops the key from its cache and closes the key's websockets at
// once. Revoking a revoked key is not an error.
func (a *Authenticator) Revoke(ctx context.Context, ref string) (*store.APIKey, error) {
	id, err := a.resolveKeyRef(ctx, strings.TrimSpace(ref))
	if err != nil {
		return nil, err
	}
	k, err := store.RevokeAPIKey(ctx, a.db.Bun, id, a.now())
	if errors.Is(err, store.ErrNotFound) {
		return nil, fmt.Errorf("auth: no key with id or mask %q: %w", ref, err)
	}
	if err != nil {
		return nil, err
	}
	if err := a.Announce(ctx, KeyPayload(k.ID)); err != nil {
		// The key is revoked; replicas that missed the message stop
		// honouring it when their cache entry expires (DefaultCacheTTL).
		a.logger.WarnContext(ctx, "announce key revocation", "key_id", k.ID, "err", err)
	}
	return k, nil
}

// resolveKeyRef finds the id of the key named by its id or its mask.
func (a *Authenticator) resolveKeyRef(ctx context.Context, ref string) (int64, error) {
	if id, err := strconv.ParseInt(ref, 10, 64); err == nil && id > 0 {
		return id, nil
	}
	keys, err := store.ListAPIKeys(ctx, a.db.Bun)
	if err != nil {
		return 0, err
	}
	var found []int64
	for _, k := range keys {
		if k.MaskValue == ref {
			found = append(found, k.ID)
		}
	}
	switch len(found) {
	case 0:
		return 0, fmt.Errorf("auth: no key with id or mask %q: %w", ref, store.ErrNotFound)
	case 1:
		return found[0], nil
	}
	return 0, fmt.Errorf("%w (ids %v)", ErrAmbiguousMask, found)
}
