package graph

import (
	"context"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/auth"
)

// CloseUnauthorized is the websocket close code of a refused or revoked key
// (docs/design.md §9): graphql-ws treats it as final and does not reconnect.
const CloseUnauthorized = 4401

// SocketRecheckEvery is how often an open websocket checks its key again
// (through the key cache) even when no revocation was announced: a safety
// net beside the keys' version, which every server polls each second
// (auth.Authenticator.Start) and which catches a revocation by another
// process, the CLI's on SQLite included.
const SocketRecheckEvery = 2 * time.Second

// socket is the state of one GraphQL websocket: whose key it runs under and
// whether that key was revoked (then the transport's close becomes a 4401).
type socket struct {
	revoked atomic.Bool

	mu        sync.Mutex
	principal *auth.Principal
	cancel    context.CancelFunc // ends the connection (gqlgen closes it when its context ends)
}

type socketKey struct{}

// socketFrom returns the websocket a context belongs to, or nil for a plain
// HTTP request.
func socketFrom(ctx context.Context) *socket {
	s, _ := ctx.Value(socketKey{}).(*socket)
	return s
}

// withSockets gives every websocket upgrade request its socket state before
// gqlgen's transport sees it.
func withSockets(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Upgrade") != "" {
			r = r.WithContext(context.WithValue(r.Context(), socketKey{}, &socket{}))
		}
		next.ServeHTTP(w, r)
	})
}

// revoke marks the socket's key revoked and closes the socket (4401).
func (s *socket) revoke() {
	s.revoked.Store(true)
	s.mu.Lock()
	cancel := s.cancel
	s.mu.Unlock()
	if cancel != nil {
		cancel()
	}
}

// watchSocket registers an authenticated websocket: it closes with 4401 once
// its key is refused, checked at once when any replica announces a change of
// that key and otherwise every SocketRecheckEvery. It returns the context
// the connection runs under.
func (r *Resolver) watchSocket(ctx context.Context, s *socket, p *auth.Principal) context.Context {
	ctx, cancel := context.WithCancel(ctx)
	s.mu.Lock()
	s.principal, s.cancel = p, cancel
	s.mu.Unlock()
	poke := make(chan struct{}, 1)
	stop := r.svc.Auth.OnInvalidate(func(inv auth.Invalidation) {
		if inv.All || inv.KeyID == p.Key.ID {
			select {
			case poke <- struct{}{}:
			default:
			}
		}
	})
	go func() {
		defer stop()
		tick := time.NewTicker(SocketRecheckEvery)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			case <-poke:
			}
			if _, err := r.svc.Auth.Recheck(ctx, p); err != nil && apierror.From(err) != nil {
				r.logger.InfoContext(ctx, "closing websocket of a revoked key", "key_id", p.Key.ID)
				s.revoke()
				return
			}
		}
	}()
	return ctx
}

// recheckOperation runs every operation started on a websocket under the
// key's current state: a revoked key gets an authentication error (and its
// socket closes), a key whose scopes or projects changed is judged by the
// new ones.
func (r *Resolver) recheckOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	s := socketFrom(ctx)
	if s == nil {
		return next(ctx) // plain HTTP: authenticated by this very request
	}
	p, err := auth.FromContext(ctx)
	if err == nil {
		p, err = r.svc.Auth.Recheck(ctx, p)
	}
	if err != nil {
		if apierror.From(err) != nil {
			s.revoke()
		}
		return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{r.presentError(ctx, err)}})
	}
	return next(auth.WithResult(ctx, p, nil))
}

// socketCloser is gqlgen's websocket implementation with one change: the
// close of a socket whose key was revoked carries 4401 instead of the
// transport's normal 1000 (which would make clients reconnect).
type socketCloser struct {
	inner transport.WebsocketImplementation
}

func (i socketCloser) Accept(w http.ResponseWriter, r *http.Request, opts transport.WebsocketAcceptOptions) (transport.WebsocketConn, error) {
	conn, err := i.inner.Accept(w, r, opts)
	if err != nil {
		return nil, err
	}
	s := socketFrom(r.Context())
	if s == nil {
		return conn, nil
	}
	return &revocableConn{WebsocketConn: conn, socket: s}, nil
}

type revocableConn struct {
	transport.WebsocketConn
	socket *socket
}

// WriteJSON drops every message once the key is revoked: the subscriptions
// that end because their context ended would otherwise send "complete"
// before the close, and a client would take that as a normal end instead of
// the 4401 that tells it the key is gone.
func (c *revocableConn) WriteJSON(v any) error {
	if c.socket.revoked.Load() {
		return nil
	}
	return c.WebsocketConn.WriteJSON(v)
}

func (c *revocableConn) WriteClose(code int, message string) error {
	if c.socket.revoked.Load() {
		code, message = CloseUnauthorized, "API key revoked"
	}
	return c.WebsocketConn.WriteClose(code, message)
}

// SetReadLimit and SetReadDeadline pass gqlgen's optional interfaces through.
func (c *revocableConn) SetReadLimit(limit int64) {
	if l, ok := c.WebsocketConn.(transport.WebsocketReadLimiter); ok {
		l.SetReadLimit(limit)
	}
}

func (c *revocableConn) SetReadDeadline(t time.Time) error {
	if d, ok := c.WebsocketConn.(transport.WebsocketReadDeadliner); ok {
		return d.SetReadDeadline(t)
	}
	return nil
}
