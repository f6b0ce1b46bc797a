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
	"time"

	"github.com/burrow-analytics/burrow/apierror"
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

// Authenticator resolves keys against the store.
type Authenticator struct {
	db     *store.DB
	logger *slog.Logger
	now    func() time.Time
}

// New returns an Authenticator over db.
func New(db *store.DB, logger *slog.Logger) *Authenticator {
	return &Authenticator{db: db, logger: logger, now: time.Now}
}

// touchEvery bounds how often last_used_at is written for one key.
const touchEvery = time.Minute

// Authenticate returns the principal for creds, or a 401 *apierror.Error.
func (a *Authenticator) Authenticate(ctx context.Context, creds Credentials) (*Principal, error) {
	k, err := store.APIKeyByHash(ctx, a.db.Bun, HashKey(creds.Key))
	if errors.Is(err, store.ErrNotFound) {
		return nil, apierror.AuthenticationFailed(creds.Where)
	}
	if err != nil {
		return nil, fmt.Errorf("auth: authenticate: %w", err)
	}
	now := a.now().UTC()
	if k.LastUsedAt == nil || now.Sub(*k.LastUsedAt) > touchEvery {
		if err := store.TouchAPIKey(ctx, a.db.Bun, k.ID, now); err != nil {
			a.logger.WarnContext(ctx, "record key use", "key_id", k.ID, "err", err)
		}
		k.LastUsedAt = &now
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
	project, err := store.GetProject(ctx, a.db.Bun, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil, apierror.NotFound("Project not found.")
	}
	if err != nil {
		return nil, nil, fmt.Errorf("auth: load project %d: %w", id, err)
	}
	return project, p, nil
}
