package graph

import (
	"context"
	"net/http"
	"slices"

	"github.com/99designs/gqlgen/graphql"
)

// FastRootNames are the Query fields the fast path executes.
func FastRootNames() []string {
	names := make([]string, 0, len(fastRootFields))
	for name := range fastRootFields {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// PlansFast reports whether the fast path takes the document.
func PlansFast(query string) bool {
	f, err := newFastReads(http.NotFoundHandler(), NewExecutableSchema(Config{Resolvers: &Resolver{}}), []graphql.HandlerExtension{})
	if err != nil {
		panic(err)
	}
	return f.plan(context.Background(), query, "").ok
}

// ProcessCPU is processCPU, for the benchmarks of package graph_test.
var ProcessCPU = processCPU
