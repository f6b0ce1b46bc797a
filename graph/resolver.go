// Package graph serves Burrow's GraphQL API (gqlgen, schema first). The
// schema files sit beside the resolvers that implement them; resolvers are
// thin: validate arguments, call the service, map the answer.
package graph

//go:generate sh -c "cd .. && go run ./cmd/burrow-gqlgen -config gqlgen.yml -fast graph/fastread_gen.go -roots persons,sessionRecordings"

import (
	"log/slog"

	"github.com/burrow-analytics/burrow/service"
)

// Resolver holds the resolvers' dependencies; built once by New.
type Resolver struct {
	svc    *service.Services
	logger *slog.Logger
}

// NewResolver returns the root resolver over svc.
func NewResolver(svc *service.Services, logger *slog.Logger) *Resolver {
	return &Resolver{svc: svc, logger: logger}
}
