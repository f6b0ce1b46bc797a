// Package layers holds the test that keeps the packages to the import rules
// of docs/design.md §2: the table there is the rule, and the code must not
// import more of the project than its row allows.
package layers

import (
	"bufio"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/burrow-analytics/burrow"

// exempt are the packages outside the table: the program that wires
// everything, test helpers, generated models and the internal helpers.
var exempt = []string{"cmd/", "internal/", "graph/model", "server/servertest", "store/storetest", "hogql/hogqltest"}

func isExempt(pkg string) bool {
	for _, e := range exempt {
		if pkg == strings.TrimSuffix(e, "/") || (strings.HasSuffix(e, "/") && strings.HasPrefix(pkg, e)) {
			return true
		}
	}
	return false
}

var (
	row      = regexp.MustCompile("^\\| `([a-z/]+)/?`(?:, `([a-z/]+)/?`)? \\|[^|]*\\|([^|]*)\\|")
	backtick = regexp.MustCompile("`([a-z/]+)`")
)

// allowed reads the table of docs/design.md §2: package → the project
// packages it may import.
func allowed(t *testing.T, root string) map[string][]string {
	t.Helper()
	f, err := os.Open(filepath.Join(root, "docs", "design.md"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rules := map[string][]string{}
	inSection := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "## ") {
			inSection = strings.HasPrefix(line, "## 2.")
			continue
		}
		if !inSection {
			continue
		}
		m := row.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		var may []string
		for _, b := range backtick.FindAllStringSubmatch(m[3], -1) {
			may = append(may, strings.TrimSuffix(b[1], "/"))
		}
		for _, pkg := range m[1:3] {
			if pkg != "" {
				rules[strings.TrimSuffix(pkg, "/")] = may
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(rules) < 10 {
		t.Fatalf("read only %d rows from the table of docs/design.md §2: has its shape changed?", len(rules))
	}
	return rules
}

// imports returns, per package directory of the module, the project
// packages its non-test files import.
func imports(t *testing.T, root string) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			name := d.Name()
			if path != root && (strings.HasPrefix(name, ".") || name == "node_modules" || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		pkg := filepath.ToSlash(rel)
		file, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		if _, ok := out[pkg]; !ok {
			out[pkg] = nil
		}
		for _, spec := range file.Imports {
			p, _ := strconv.Unquote(spec.Path.Value)
			if p == module || !strings.HasPrefix(p, module+"/") {
				continue
			}
			p = strings.TrimPrefix(p, module+"/")
			if !slices.Contains(out[pkg], p) {
				out[pkg] = append(out[pkg], p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestImportsFollowTheTable(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	rules := allowed(t, root)
	for pkg, imps := range imports(t, root) {
		if isExempt(pkg) || pkg == "." {
			continue
		}
		may, ok := rules[pkg]
		if !ok {
			t.Errorf("package %s has no row in the table of docs/design.md §2: add one (its role and what it may import)", pkg)
			continue
		}
		sort.Strings(imps)
		for _, imp := range imps {
			if strings.HasPrefix(imp, "internal/") || strings.HasPrefix(imp, pkg+"/") || slices.Contains(may, imp) {
				continue
			}
			t.Errorf("%s imports %s, which its row in docs/design.md §2 does not allow (allowed: %v)", pkg, imp, may)
		}
	}
}

// TestAdaptersAreLeaves checks the last rule of §2: nothing imports server,
// rest or graph but server itself and the wiring (cmd/, test helpers).
func TestAdaptersAreLeaves(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	for pkg, imps := range imports(t, root) {
		if strings.HasPrefix(pkg, "cmd/") || pkg == "server" || pkg == "server/servertest" {
			continue
		}
		for _, imp := range imps {
			if imp == "server" || imp == "rest" || imp == "graph" {
				t.Errorf("%s imports %s: only server and cmd/ may", pkg, imp)
			}
		}
	}
}
