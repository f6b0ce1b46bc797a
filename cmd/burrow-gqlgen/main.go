// Command burrow-gqlgen is `gqlgen generate` with Burrow's plugin
// (internal/gqlfast), which writes the GraphQL fast path's field writers
// from gqlgen's model of the schema. `go generate ./graph` runs it from the
// module root:
//
//	go run ./cmd/burrow-gqlgen -config gqlgen.yml -fast graph/fastread_gen.go -roots persons,sessionRecordings
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/99designs/gqlgen/api"
	"github.com/99designs/gqlgen/codegen/config"

	"github.com/burrow-analytics/burrow/internal/gqlfast"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "burrow-gqlgen:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	fs := flag.NewFlagSet("burrow-gqlgen", flag.ContinueOnError)
	configFile := fs.String("config", "gqlgen.yml", "gqlgen's configuration file")
	fast := fs.String("fast", "graph/fastread_gen.go", "the fast path's generated file")
	roots := fs.String("roots", "", "the Query fields the fast path executes, comma-separated (side-effect free reads)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	cfg, err := config.LoadConfig(*configFile)
	if err != nil {
		return fmt.Errorf("load %s: %w", *configFile, err)
	}
	var names []string
	for name := range strings.SplitSeq(*roots, ",") {
		if name = strings.TrimSpace(name); name != "" {
			names = append(names, name)
		}
	}
	if err := api.Generate(cfg, api.AddPlugin(gqlfast.New(*fast, names))); err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	return nil
}
