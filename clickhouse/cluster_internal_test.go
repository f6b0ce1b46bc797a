package clickhouse

import (
	"context"
	"flag"
	"io/fs"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
	"github.com/burrow-analytics/burrow/clickhouse/schema"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/")

// TestClusterDDL checks the DDL a cluster's nodes get from the schema's
// files, in each layout, against golden files: ON CLUSTER needs Keeper,
// which the local test servers cannot use (TestCluster runs the "each"
// form on two of them).
func TestClusterDDL(t *testing.T) {
	names, err := fs.Glob(schema.FS, "*.sql")
	if err != nil {
		t.Fatal(err)
	}
	for golden, o := range map[string]ClusterOptions{
		"cluster.sql":            {Name: "burrow"},
		"cluster_replicated.sql": {Name: "burrow", Replicated: true},
		"cluster_each.sql":       {Name: "burrow", EachNode: true},
	} {
		t.Run(golden, func(t *testing.T) {
			var out strings.Builder
			for _, name := range names {
				b, err := fs.ReadFile(schema.FS, name)
				if err != nil {
					t.Fatal(err)
				}
				stmts, err := layoutStatements(statements(string(b)), o, "analytics")
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				out.WriteString("-- " + name + "\n")
				for _, s := range stmts {
					out.WriteString(s + ";\n\n")
				}
			}
			path := filepath.Join("testdata", golden)
			if *update {
				if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./clickhouse/ -run TestClusterDDL -update)", err)
			}
			if out.String() != string(want) {
				t.Errorf("cluster DDL differs from %s (run with -update and review the diff):\n%s", path, out.String())
			}
		})
	}
}

// TestClusterDDLParses has the server parse (EXPLAIN AST) every statement
// of the ON CLUSTER and replicated forms, which it cannot run without
// Keeper.
func TestClusterDDLParses(t *testing.T) {
	ctx := context.Background()
	cfg, err := ParseURL("clickhouse://default@" + chdbtest.Server(t).Addr() + "/default")
	if err != nil {
		t.Fatal(err)
	}
	c, err := Open(ctx, cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	names, err := fs.Glob(schema.FS, "*.sql")
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []ClusterOptions{{Name: "burrow"}, {Name: "burrow", Replicated: true}} {
		for _, name := range names {
			b, err := fs.ReadFile(schema.FS, name)
			if err != nil {
				t.Fatal(err)
			}
			stmts, err := layoutStatements(statements(string(b)), o, "analytics")
			if err != nil {
				t.Fatal(err)
			}
			for _, stmt := range stmts {
				if err := c.Conn.Exec(ctx, "EXPLAIN AST "+stmt); err != nil {
					t.Errorf("%s (%+v): %v\n%s", name, o, err, stmt)
				}
			}
		}
	}
	// The check can fail: a malformed statement does not parse.
	if err := c.Conn.Exec(ctx, "EXPLAIN AST CREATE TABLE x ON CLUSTER (a Int64)"); err == nil {
		t.Error("EXPLAIN AST accepted a malformed statement")
	}
}

func TestClusterDDLRefusesUnknownStatements(t *testing.T) {
	for _, stmt := range []string{
		"ALTER TABLE events ADD COLUMN x String",
		"CREATE TABLE IF NOT EXISTS t (a Int64)\nORDER BY a",
		"CREATE TABLE IF NOT EXISTS t (a Int64)\nENGINE = Memory",
	} {
		if out, err := clusterStatements(stmt, ClusterOptions{Name: "c"}, "db"); err == nil {
			t.Errorf("clusterStatements(%q) = %q, want an error", stmt, out)
		}
	}
}

func TestQuoteString(t *testing.T) {
	if got := quoteString(`a'b\c`); got != `'a\'b\\c'` {
		t.Errorf("quoteString = %s", got)
	}
}

func TestParseClusterOptions(t *testing.T) {
	for raw, want := range map[string]ClusterOptions{
		"":                                      {},
		"cluster=main":                          {Name: "main"},
		"cluster=main&cluster_replicated=true":  {Name: "main", Replicated: true},
		"cluster=main&cluster_ddl=each":         {Name: "main", EachNode: true},
		"cluster=main&cluster_ddl=on_cluster":   {Name: "main"},
		"cluster=main&cluster_replicated=false": {Name: "main"},
	} {
		q, _ := url.ParseQuery(raw)
		got, err := parseClusterOptions(q)
		if err != nil || got != want {
			t.Errorf("parseClusterOptions(%q) = %+v, %v; want %+v", raw, got, err, want)
		}
		// String() shows the options, which parse back to the same.
		back, _ := url.ParseQuery(got.query())
		if again, err := parseClusterOptions(back); err != nil || again != want {
			t.Errorf("options %+v print as %q, which parse to %+v, %v", want, got.query(), again, err)
		}
	}
	for raw, want := range map[string]string{
		"cluster=a-b%20DROP":               "not a cluster name",
		"cluster=":                         "not a cluster name",
		"cluster=a&cluster=b":              "given 2 times",
		"cluster=a&cluster_replicated=yes": "want true or false",
		"cluster=a&cluster_ddl=all":        "want on_cluster",
		"cluster_replicated=true":          "need cluster=NAME",
		"shards=2":                         `option "shards" is not supported`,
	} {
		q, _ := url.ParseQuery(raw)
		if _, err := parseClusterOptions(q); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("parseClusterOptions(%q) = %v, want an error saying %q", raw, err, want)
		}
	}
}
