package graph

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"strings"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/go-chi/chi/v5/middleware"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/service"
)

// ComplexityLimit bounds the cost of one GraphQL operation (each field costs 1,
// list fields multiply by their limit argument): a full page of 1000 rows with
// a few dozen fields fits; deep nesting of large pages does not.
const ComplexityLimit = 50000

// NewHandler returns the /graphql handler: POST and GET for queries and
// mutations, websockets (graphql-transport-ws and graphql-ws) for
// subscriptions. Every document is measured against limits (zero fields:
// DefaultLimits) before it is parsed. List reads of plain fields take the
// fast path (fastread.go).
func NewHandler(r *Resolver, limits Limits) http.Handler {
	return NewHandlerWith(r, HandlerOptions{Limits: limits, FastReads: true})
}

// HandlerOptions adjusts the /graphql handler.
type HandlerOptions struct {
	// Limits bound every document (zero fields: DefaultLimits).
	Limits Limits
	// FastReads serves list pages of plain fields without gqlgen's per-field
	// executor (fastread.go); off, gqlgen executes every document. The
	// answers are the same byte for byte (TestFastReadsMatchGqlgen).
	FastReads bool
	// Extensions are installed after Burrow's own. The fast path knows none
	// of them, so beside any it stays off and gqlgen executes every document.
	Extensions []graphql.HandlerExtension
}

// NewHandlerWith is NewHandler with options. It is the one place the
// handler is built: every extension it installs is also given to the fast
// path, which serves only beside the ones it knows (fastExtensions).
func NewHandlerWith(r *Resolver, opts HandlerOptions) http.Handler {
	limits := opts.Limits.withDefaults()
	cfg := Config{Resolvers: r}
	setComplexity(&cfg.Complexity)
	es := NewExecutableSchema(cfg)
	srv := handler.New(es)
	srv.AddTransport(transport.Websocket{
		Implementation:        socketCloser{inner: transport.CoderWebsocketImplementation{}},
		KeepAlivePingInterval: 10 * time.Second,
		PingPongInterval:      10 * time.Second,
		InitFunc:              r.websocketInit,
	})
	srv.AddTransport(transport.Options{})
	srv.AddTransport(transport.GET{})
	srv.AddTransport(postTransport{})
	srv.SetQueryCache(lru.New[*ast.QueryDocument](1000))
	var installed []graphql.HandlerExtension
	use := func(ext graphql.HandlerExtension) {
		srv.Use(ext)
		installed = append(installed, ext)
	}
	use(extension.Introspection{})
	use(extension.AutomaticPersistedQuery{Cache: lru.New[string](100)})
	use(documentLimits{limits}) // after APQ, which may fill in the document
	use(extension.FixedComplexityLimit(ComplexityLimit))
	use(socketRecheck{r})
	for _, ext := range opts.Extensions {
		use(ext)
	}
	// The fast path answers only what succeeds; every error, and a panic,
	// is gqlgen's to present (fastread.go).
	srv.SetErrorPresenter(r.presentError)
	srv.SetRecoverFunc(func(ctx context.Context, v any) error {
		r.logger.ErrorContext(ctx, "graphql resolver panic", "panic", fmt.Sprint(v))
		return apierror.Internal()
	})
	if !opts.FastReads {
		return withSockets(srv)
	}
	fast, err := newFastReads(srv, es, installed)
	if err != nil {
		r.logger.Warn("graphql fast path off: gqlgen executes every document", "err", err)
		return withSockets(srv)
	}
	return withSockets(fast)
}

// socketRecheck installs recheckOperation (what srv.AroundOperations would
// install, under a name the fast path knows).
type socketRecheck struct{ r *Resolver }

// ExtensionName implements graphql.HandlerExtension.
func (socketRecheck) ExtensionName() string { return "SocketRecheck" }

// Validate implements graphql.HandlerExtension.
func (socketRecheck) Validate(graphql.ExecutableSchema) error { return nil }

// InterceptOperation implements graphql.OperationInterceptor.
func (s socketRecheck) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	return s.r.recheckOperation(ctx, next)
}

// websocketInit authenticates a websocket from its connection_init payload
// ({"Authorization": "Bearer phx_..."}), or from the upgrade request's
// header; a refused key closes with 4401, which clients treat as final.
// Accepted sockets are watched: a later revocation closes them (sockets.go).
func (r *Resolver) websocketInit(ctx context.Context, payload transport.InitPayload) (context.Context, *transport.InitPayload, error) {
	raw := payload.Authorization()
	if raw == "" {
		if v, ok := payload["authorization"].(string); ok {
			raw = v
		}
	}
	var p *auth.Principal
	if raw == "" {
		// A key already given in the upgrade request's header stays valid.
		var err error
		if p, err = auth.FromContext(ctx); err != nil {
			return transport.WithWebsocketCloseCode(ctx, CloseUnauthorized), nil, errors.New("authentication credentials were not provided")
		}
	} else {
		key := raw
		if scheme, value, ok := strings.Cut(raw, " "); ok && strings.EqualFold(scheme, "Bearer") {
			key = strings.TrimSpace(value)
		}
		var err error
		p, err = r.svc.Auth.Authenticate(ctx, auth.Credentials{Key: key, Where: "Authorization header"})
		if err != nil {
			return transport.WithWebsocketCloseCode(ctx, CloseUnauthorized), nil, err
		}
	}
	if s := socketFrom(ctx); s != nil {
		ctx = r.watchSocket(ctx, s, p)
	}
	return auth.WithResult(ctx, p, nil), nil, nil
}

// presentError gives every error an extensions.code: the apierror code for
// client errors, gqlgen's own code (or invalid_request) for a document that
// does not parse or validate, and server_error for anything else, with
// status 503 while the failure will pass (details logged, not shown;
// docs/design.md §5).
func (r *Resolver) presentError(ctx context.Context, err error) *gqlerror.Error {
	gqlErr := graphql.DefaultErrorPresenter(ctx, err)
	if e := apierror.From(err); e != nil {
		gqlErr.Message = e.Detail
		if gqlErr.Extensions == nil {
			gqlErr.Extensions = map[string]any{}
		}
		gqlErr.Extensions["code"] = e.Code
		gqlErr.Extensions["type"] = e.Type
		gqlErr.Extensions["status"] = e.Status
		if e.Attr != nil {
			gqlErr.Extensions["attr"] = *e.Attr
		}
		if e.RetryAfter > 0 {
			gqlErr.Extensions["retry_after"] = int(math.Ceil(e.RetryAfter.Seconds()))
		}
		for k, v := range e.Extra {
			gqlErr.Extensions[k] = v
		}
		return gqlErr
	}
	var perr *gqlerror.Error
	if errors.As(err, &perr) && perr.Err == nil {
		// Parse and validation errors from gqlparser (they wrap no cause):
		// the client's query is wrong. A resolver's failure is wrapped in a
		// gqlerror.Error too, with its cause: that is the server's.
		if gqlErr.Extensions == nil {
			gqlErr.Extensions = map[string]any{}
		}
		if _, ok := gqlErr.Extensions["code"]; !ok {
			gqlErr.Extensions["code"] = "invalid_request"
		}
		return gqlErr
	}
	internal := service.Transient(ctx, err)
	switch {
	case internal != nil:
		r.logger.WarnContext(ctx, "graphql request unavailable", "request_id", middleware.GetReqID(ctx), "err", err)
	case service.ClientGone(ctx):
		r.logger.DebugContext(ctx, "graphql client went away", "request_id", middleware.GetReqID(ctx), "err", err)
		internal = apierror.Internal()
	default:
		r.logger.ErrorContext(ctx, "graphql request failed", "request_id", middleware.GetReqID(ctx), "err", err)
		internal = apierror.Internal()
	}
	gqlErr.Message = internal.Detail
	gqlErr.Extensions = map[string]any{"code": internal.Code, "type": internal.Type, "status": internal.Status}
	return gqlErr
}

// setComplexity makes list fields cost their requested page size.
func setComplexity(c *ComplexityRoot) {
	c.Query.Projects = func(childComplexity int, limit *int, offset *int) int {
		return childComplexity * pageCost(limit)
	}
	setPersonComplexity(c)
	setPluginComplexity(c)
	setRecordingComplexity(c)
	setQueryComplexity(c)
}

// pageCost is the multiplier for a list field with a limit argument.
func pageCost(limit *int) int {
	if limit == nil || *limit <= 0 {
		return 100 // the largest default page size
	}
	return min(*limit, 1000)
}
