package main

import (
	"io"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/graph"
	"github.com/burrow-analytics/burrow/query"
)

// TestServeLimitSettings: the result cap and the GraphQL document limits
// default as documented, read their environment variables, take flags over
// them and refuse nonsense.
func TestServeLimitSettings(t *testing.T) {
	t.Parallel()
	parse := func(vars map[string]string, args ...string) (serveConfig, error) {
		e := env{stdout: io.Discard, stderr: io.Discard, getenv: func(k string) string { return vars[k] }}
		return parseServeConfig(e, args)
	}
	c, err := parse(nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.query.MaxResultBytes != query.DefaultMaxResultBytes || c.graphql != graph.DefaultLimits {
		t.Errorf("defaults: result bytes %d, graphql %+v", c.query.MaxResultBytes, c.graphql)
	}
	c, err = parse(map[string]string{"BURROW_QUERY_MAX_RESULT_MIB": "8", "BURROW_GRAPHQL_MAX_TOKENS": "900", "BURROW_GRAPHQL_MAX_RUN_QUERIES": "3"},
		"--graphql-max-depth", "9", "--graphql-max-run-queries", "2")
	if err != nil {
		t.Fatal(err)
	}
	if c.query.MaxResultBytes != 8<<20 || c.graphql.MaxTokens != 900 || c.graphql.MaxDepth != 9 || c.graphql.MaxRunQueries != 2 {
		t.Errorf("settings: result bytes %d, graphql %+v", c.query.MaxResultBytes, c.graphql)
	}
	for _, bad := range []struct {
		vars map[string]string
		args []string
		want string
	}{
		{nil, []string{"--query-max-result-mib", "0"}, "query-max-result-mib"},
		{nil, []string{"--graphql-max-aliases", "-1"}, "graphql-max-aliases"},
		{map[string]string{"BURROW_GRAPHQL_MAX_BYTES": "lots"}, nil, "BURROW_GRAPHQL_MAX_BYTES"},
	} {
		if _, err := parse(bad.vars, bad.args...); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%v %v: %v, want an error naming %s", bad.vars, bad.args, err, bad.want)
		}
	}
}

// TestServeMemoryLimit: the soft memory limit derives from the result cap
// (never below 256 MiB), reads --memory-limit and BURROW_MEMORY_LIMIT, and
// is left to the runtime when GOMEMLIMIT is set.
func TestServeMemoryLimit(t *testing.T) {
	parse := func(vars map[string]string, args ...string) (serveConfig, error) {
		e := env{stdout: io.Discard, stderr: io.Discard, getenv: func(k string) string { return vars[k] }}
		return parseServeConfig(e, args)
	}
	for _, c := range []struct {
		vars map[string]string
		args []string
		want int64
	}{
		{nil, nil, (4*64 + 128) << 20},
		{nil, []string{"--query-max-result-mib", "8"}, 256 << 20},
		{nil, []string{"--query-max-result-mib", "256"}, (4*256 + 128) << 20},
		{map[string]string{"BURROW_MEMORY_LIMIT": "1000"}, nil, 1000 << 20},
		{map[string]string{"BURROW_MEMORY_LIMIT": "1000"}, []string{"--memory-limit", "700"}, 700 << 20},
		{map[string]string{"GOMEMLIMIT": "2GiB"}, []string{"--memory-limit", "700"}, 0},
	} {
		cfg, err := parse(c.vars, c.args...)
		if err != nil {
			t.Fatalf("%v %v: %v", c.vars, c.args, err)
		}
		if cfg.memoryLimit != c.want {
			t.Errorf("%v %v: memory limit %d MiB, want %d MiB", c.vars, c.args, cfg.memoryLimit>>20, c.want>>20)
		}
	}
	for _, bad := range []struct {
		vars map[string]string
		args []string
	}{{nil, []string{"--memory-limit", "-1"}}, {map[string]string{"BURROW_MEMORY_LIMIT": "1GiB"}, nil}} {
		if _, err := parse(bad.vars, bad.args...); err == nil || !strings.Contains(err.Error(), "MEMORY_LIMIT") && !strings.Contains(err.Error(), "memory-limit") {
			t.Errorf("%v %v: %v, want an error naming the memory limit", bad.vars, bad.args, err)
		}
	}
}
