package schema

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/hogql"
)

// TestFiles checks the convention of the package doc: files NNNN_name.sql,
// numbers unique, each piece between ";\n" a statement, not a comment alone
// (a comment ending a line with ';' would cut a statement in two).
func TestFiles(t *testing.T) {
	names, err := fs.Glob(FS, "*.sql")
	if err != nil || len(names) == 0 {
		t.Fatalf("no migration files: %v", err)
	}
	seen := map[string]bool{}
	for _, name := range names {
		if !regexp.MustCompile(`^[0-9]{4}_[a-z0-9_]+\.sql$`).MatchString(name) {
			t.Errorf("%s: not named NNNN_name.sql", name)
		}
		if seen[name[:4]] {
			t.Errorf("%s: number %s used twice", name, name[:4])
		}
		seen[name[:4]] = true
		b, err := FS.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for i, stmt := range strings.Split(string(b), ";\n") {
			code := ""
			for _, line := range strings.Split(stmt, "\n") {
				if l := strings.TrimSpace(line); l != "" && !strings.HasPrefix(l, "--") {
					code += l + "\n"
				}
			}
			if code == "" && strings.TrimSpace(stmt) != "" {
				t.Errorf("%s: piece %d holds only comments: a comment ends a line with ';'", name, i+1)
			}
		}
	}
}

// TestMaterializedColumns checks that events defines every materialized
// column the printer reads, with the printer's own expression for the
// property, so that reading the column gives the property's answer.
func TestMaterializedColumns(t *testing.T) {
	b, err := FS.ReadFile("0001_events.sql")
	if err != nil {
		t.Fatal(err)
	}
	ddl := string(b)
	cols := hogql.ClickHouseMaterialized()
	if len(cols) == 0 {
		t.Fatal("the printer reads no materialized column")
	}
	for _, c := range cols {
		want := c.Column + " Nullable(String) MATERIALIZED " + c.Expr + ","
		if !strings.Contains(ddl, want) {
			t.Errorf("0001_events.sql lacks the column of %s:\n%s", c.Property, want)
		}
	}
}
