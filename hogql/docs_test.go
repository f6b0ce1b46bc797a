package hogql

import (
	"os"
	"strings"
	"testing"
)

// TestFunctionReference keeps docs/sql.md's function list in step with the
// function table: every function (and alias) is named there.
func TestFunctionReference(t *testing.T) {
	t.Parallel()
	doc, err := os.ReadFile("../docs/sql.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, def := range functions.all {
		if !strings.Contains(string(doc), "`"+def.name+"`") {
			t.Errorf("docs/sql.md does not list %s", def.name)
		}
	}
}

// functionReference renders the function table as Markdown rows; run
// "go test ./hogql -run TestPrintFunctionReference -v" with
// BURROW_PRINT_FUNCTIONS=1 to regenerate the list in docs/sql.md.
func TestPrintFunctionReference(t *testing.T) {
	t.Parallel()
	if os.Getenv("BURROW_PRINT_FUNCTIONS") == "" {
		t.Skip("set BURROW_PRINT_FUNCTIONS=1 to print the function list")
	}
	var b strings.Builder
	for _, def := range functions.all {
		aliases := ""
		if len(def.aliases) > 0 {
			aliases = " (also `" + strings.Join(def.aliases, "`, `") + "`)"
		}
		b.WriteString("| `" + def.name + "`" + aliases + " | " + funcKindNames[def.kind] + " | `" +
			strings.ReplaceAll(def.signature(), "|", "\\|") + "` | `" + strings.ReplaceAll(def.sample, "|", "\\|") + "` |\n")
	}
	t.Log("\n" + b.String())
}
