package auth

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/notify"
	"github.com/burrow-analytics/burrow/store"
)

// Principal is an authenticated personal API key and its owner.
type Principal struct {
	Key  *store.APIKey
	User *store.User
}

// HasScope reports whether the key holds scope ("*" holds all; X:write implies X:read).
func (p *Principal) HasScope(scope string) bool {
	for _, s := range p.Key.Scopes {
		if s == "*" || s == scope {
			return true
		}
		if res, ok := strings.CutSuffix(scope, ":read"); ok && s == res+":write" {
			return true
		}
	}
	return false
}

// CanAccessProject reports whether the key may read project id.
func (p *Principal) CanAccessProject(id int64) bool {
	return p.Key.ScopedTeams == nil || slices.Contains(p.Key.ScopedTeams, id)
}

// Credentials is a key found in a request and where it was found.
type Credentials struct {
	Key   string
	Where string // "Authorization header", "query string" or "body"
}

// maxAuthBody bounds how much of a JSON body is read to look for personal_api_key.
const maxAuthBody = 1 << 20

// FromRequest extracts credentials from r: the Authorization header (Bearer),
// the personal_api_key query parameter, or a personal_api_key field of a JSON
// body (the body is restored for the handler).
func FromRequest(r *http.Request) (Credentials, bool) {
	if h := r.Header.Get("Authorization"); h != "" {
		scheme, value, _ := strings.Cut(h, " ")
		if strings.EqualFold(scheme, "Bearer") && strings.TrimSpace(value) != "" {
			return Credentials{Key: strings.TrimSpace(value), Where: "Authorization header"}, true
		}
	}
	if k := r.URL.Query().Get("personal_api_key"); k != "" {
		return Credentials{Key: k, Where: "query string"}, true
	}
	if r.Body != nil && r.Method != http.MethodGet && strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
		body, err := io.ReadAll(io.LimitReader(r.Body, maxAuthBody))
		rest := r.Body
		r.Body = struct {
			io.Reader
			io.Closer
		}{io.MultiReader(bytes.NewReader(body), rest), rest}
		if err == nil {
			var probe struct {
				Key string `json:"personal_api_key"`
			}
			if json.Unmarshal(body, &probe) == nil && probe.Key != "" {
				return Credentials{Key: probe.Key, Where: "body"}, true
			}
		}
	}
	return Credentials{}, false
}

// Authenticator resolves keys and projects against the store, through a
// short-lived cache (cache.go) so that the common request costs no database
// round trip for them.
type Authenticator struct {
	db     *store.DB
	logger *slog.Logger
	now    func() time.Time
	cache  *cache
	// perRequestVersion: read the keys' version before every authentication
	// (SQLite, where other processes' changes are not announced).
	perRequestVersion bool
	uses              *uses

	mu       sync.Mutex
	notifier notify.Notifier // set by Watch; nil: changes are not announced
	watchers map[int]func(Invalidation)
	nextID   int
}

// New returns an Authenticator over db, caching keys and projects for
// DefaultCacheTTL.
func New(db *store.DB, logger *slog.Logger) *Authenticator {
	return NewWithTTL(db, logger, DefaultCacheTTL)
}

// NewWithTTL is New with another cache lifetime (0 turns the cache off).
func NewWithTTL(db *store.DB, logger *slog.Logger, ttl time.Duration) *Authenticator {
	return &Authenticator{db: db, logger: logger, now: time.Now, cache: newCache(ttl, time.Now),
		perRequestVersion: db.Dialect == store.SQLite, uses: newUses(),
		watchers: map[int]func(Invalidation){}}
}

// Watch makes the authenticator follow key and project changes announced on
// n by any replica (dropping what it cached about them) and announce its own
// (Revoke) through n. It returns the function that stops listening; n must
// be running (n.Run) for messages from other replicas to arrive.
func (a *Authenticator) Watch(n notify.Notifier) (stop func()) {
	a.mu.Lock()
	a.notifier = n
	a.mu.Unlock()
	return n.Listen(InvalidateChannel, func(msg notify.Message) {
		inv := Invalidation{All: true}
		if !msg.Resync {
			inv = ParseInvalidation(msg.Payload)
		}
		a.invalidate(inv)
	})
}

// OnInvalidate calls fn after every invalidation (from this replica or
// another) has been applied to the cache; fn must not block. It returns the
// function that unregisters fn.
func (a *Authenticator) OnInvalidate(fn func(Invalidation)) (stop func()) {
	a.mu.Lock()
	defer a.mu.Unlock()
	id := a.nextID
	a.nextID++
	a.watchers[id] = fn
	return func() {
		a.mu.Lock()
		defer a.mu.Unlock()
		delete(a.watchers, id)
	}
}

func (a *Authenticator) invalidate(inv Invalidation) {
	a.cache.invalidate(inv)
	a.notifyWatchers(inv)
}

// notifyWatchers calls the OnInvalidate functions with inv.
func (a *Authenticator) notifyWatchers(inv Invalidation) {
	a.mu.Lock()
	fns := make([]func(Invalidation), 0, len(a.watchers))
	for _, fn := range a.watchers {
		fns = append(fns, fn)
	}
	a.mu.Unlock()
	for _, fn := range fns {
		fn(inv)
	}
}

// Announce drops what this replica cached about payload's subject
// (KeyPayload, ProjectPayload) and publishes it to every other replica.
func (a *Authenticator) Announce(ctx context.Context, payload string) error {
	a.invalidate(ParseInvalidation(payload))
	a.mu.Lock()
	n := a.notifier
	a.mu.Unlock()
	if n == nil {
		return nil
	}
	if err := n.Publish(ctx, InvalidateChannel, payload); err != nil {
		return fmt.Errorf("auth: announce %s: %w", payload, err)
	}
	return nil
}

// touchEvery bounds how often last_used_at is written for one key.
const touchEvery = time.Minute

// Authenticate returns the principal for creds, or a 401 *apierror.Error.
func (a *Authenticator) Authenticate(ctx context.Context, creds Credentials) (*Principal, error) {
	return a.authenticateHash(ctx, HashKey(creds.Key), creds.Where)
}

// Recheck resolves p's key again (through the cache): the current principal,
// or a 401 once the key was revoked or deleted. Long-lived connections call
// it before every operation.
func (a *Authenticator) Recheck(ctx context.Context, p *Principal) (*Principal, error) {
	return a.authenticateHash(ctx, p.Key.SecureValue, "Authorization header")
}

func (a *Authenticator) authenticateHash(ctx context.Context, hash, where string) (*Principal, error) {
	if a.perRequestVersion {
		if err := a.syncVersion(ctx); err != nil {
			return nil, fmt.Errorf("auth: authenticate: %w", err)
		}
	}
	k, ok := a.cache.key(hash)
	if !ok {
		gen := a.cache.generation()
		var err error
		k, err = store.APIKeyByHash(ctx, a.db.Bun, hash)
		if errors.Is(err, store.ErrNotFound) {
			return nil, apierror.AuthenticationFailed(where)
		}
		if err != nil {
			return nil, fmt.Errorf("auth: authenticate: %w", err)
		}
		a.cache.putKey(hash, k, gen)
	}
	now := a.now().UTC()
	if k.LastUsedAt == nil || now.Sub(*k.LastUsedAt) > touchEvery {
		// Written by the background writer (uses.go): never on the
		// request's path, where it could wait behind an import's lock.
		a.uses.record(k.ID, now)
		// Cached keys are shared read-only: record the use on a copy.
		used := *k
		used.LastUsedAt = &now
		k = &used
		a.cache.replaceKey(hash, k)
	}
	return &Principal{Key: k, User: k.User}, nil
}

type ctxKey struct{}

// result is what the middleware learnt about the request's credentials.
type result struct {
	principal *Principal
	err       error
}

// WithResult stores the outcome of authentication in ctx.
func WithResult(ctx context.Context, p *Principal, err error) context.Context {
	return context.WithValue(ctx, ctxKey{}, result{principal: p, err: err})
}

// FromContext returns the request's principal or the 401 to answer with.
func FromContext(ctx context.Context) (*Principal, error) {
	r, ok := ctx.Value(ctxKey{}).(result)
	if !ok {
		return nil, apierror.NotAuthenticated()
	}
	if r.err != nil {
		return nil, r.err
	}
	if r.principal == nil {
		return nil, apierror.NotAuthenticated()
	}
	return r.principal, nil
}

// Middleware authenticates every request's credentials (if any) and stores the
// outcome in the context; handlers and resolvers decide through Require*.
func (a *Authenticator) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		if creds, ok := FromRequest(r); ok {
			p, err := a.Authenticate(ctx, creds)
			ctx = WithResult(ctx, p, err)
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// Require returns the principal when it holds scope ("" for any valid key).
func Require(ctx context.Context, scope string) (*Principal, error) {
	p, err := FromContext(ctx)
	if err != nil {
		return nil, err
	}
	if scope != "" && !p.HasScope(scope) {
		return nil, apierror.MissingScope(scope)
	}
	return p, nil
}

// RequireProject checks, in order, authentication (401), scope (403),
// the key's project restriction (403) and the project's existence (404), and
// returns the project.
func (a *Authenticator) RequireProject(ctx context.Context, rawProjectID, scope string) (*store.Project, *Principal, error) {
	p, err := Require(ctx, scope)
	if err != nil {
		return nil, nil, err
	}
	id, err := strconv.ParseInt(rawProjectID, 10, 64)
	if err != nil || id <= 0 {
		return nil, nil, apierror.NotFound("Project not found.")
	}
	if !p.CanAccessProject(id) {
		return nil, nil, apierror.PermissionDenied(fmt.Sprintf("API key does not have access to the requested project: ID %d.", id))
	}
	project, err := a.project(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil, apierror.NotFound("Project not found.")
	}
	if err != nil {
		return nil, nil, fmt.Errorf("auth: load project %d: %w", id, err)
	}
	return project, p, nil
}

// project returns project id, from the cache when fresh. Unknown ids are not
// cached: a project created meanwhile is found at once.
func (a *Authenticator) project(ctx context.Context, id int64) (*store.Project, error) {
	if p, ok := a.cache.project(id); ok {
		return p, nil
	}
	gen := a.cache.generation()
	p, err := store.GetProject(ctx, a.db.Bun, id)
	if err != nil {
		return nil, err
	}
	a.cache.putProject(p, gen)
	return p, nil
}
