package main

import (
	"flag"
	"fmt"

	"github.com/burrow-analytics/burrow/graph"
)

// graphqlFlags registers the GraphQL document limits of `burrow serve` on
// fs, each defaulting to its environment variable, then to
// graph.DefaultLimits. The returned check validates them once fs is parsed.
func graphqlFlags(fs *flag.FlagSet, e env, l *graph.Limits) (check func() error) {
	flags := &envFlags{fs: fs, e: e}
	var names []string
	values := map[string]*int{}
	integer := func(dst *int, name, envName string, def int, usage string) {
		flags.intVar(dst, name, envName, def, usage)
		names = append(names, name)
		values[name] = dst
	}
	d := graph.DefaultLimits
	integer(&l.MaxBytes, "graphql-max-bytes", "BURROW_GRAPHQL_MAX_BYTES", d.MaxBytes, "a GraphQL document longer than this many bytes is refused before parsing")
	integer(&l.MaxTokens, "graphql-max-tokens", "BURROW_GRAPHQL_MAX_TOKENS", d.MaxTokens, "a GraphQL document of more lexical tokens is refused before parsing")
	integer(&l.MaxDepth, "graphql-max-depth", "BURROW_GRAPHQL_MAX_DEPTH", d.MaxDepth, "a GraphQL document nesting selections deeper (through fragments) is refused before parsing")
	integer(&l.MaxFields, "graphql-max-fields", "BURROW_GRAPHQL_MAX_FIELDS", d.MaxFields, "a GraphQL document selecting more fields once fragments are expanded is refused before parsing")
	integer(&l.MaxAliases, "graphql-max-aliases", "BURROW_GRAPHQL_MAX_ALIASES", d.MaxAliases, "a GraphQL document with more aliases is refused before parsing")
	integer(&l.MaxRunQueries, "graphql-max-run-queries", "BURROW_GRAPHQL_MAX_RUN_QUERIES", d.MaxRunQueries, "runQuery fields one GraphQL request may hold")
	return func() error {
		if err := flags.err(); err != nil {
			return err
		}
		for _, name := range names {
			if n := *values[name]; n < 1 {
				return fmt.Errorf("serve: --%s must be at least 1, got %d", name, n)
			}
		}
		return nil
	}
}
