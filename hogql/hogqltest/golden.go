package hogqltest

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Golden builds a golden file of printed SQL: comment lines saying what
// wrote the file, then entries, each a header line ("-- ==== " and a
// title), comment fields (the source, the canonical form, the columns,
// the bound arguments, an error) and the printed SQL. TestGoldenPrint
// (hogql) and TestGoldenKinds (insight) write them under testdata/golden,
// so that a change in printing shows up in review as a diff.
//
// A statement longer than wrapWidth is broken before its clauses (FROM,
// WHERE, JOIN, GROUP BY, UNION, ...) and indented by parenthesis depth;
// a line break and the indentation after it stand for one space of the
// statement, so every change of the text still changes the file.
type Golden struct {
	b strings.Builder
}

const (
	entryMark = "-- ===="
	wrapWidth = 100
)

// NewGolden starts a golden file with comment lines (say which test
// writes it and how to regenerate it).
func NewGolden(header ...string) *Golden {
	g := &Golden{}
	for _, h := range header {
		g.comment(h)
	}
	return g
}

// Entry starts an entry. Titles need not be unique: entries are matched
// in order. Leave out numbering, so that adding a statement does not
// change the header of every statement after it.
func (g *Golden) Entry(title string) {
	g.b.WriteString("\n" + strings.TrimRight(entryMark+" "+title, " ") + "\n")
}

// Field writes a comment field: "-- label: value" when value is one short
// line, otherwise "-- label:" and the value's lines indented below.
func (g *Golden) Field(label, value string) {
	if !strings.Contains(value, "\n") && len(label)+len(value) <= wrapWidth {
		g.comment(label + ": " + value)
		return
	}
	g.comment(label + ":")
	for _, l := range strings.Split(value, "\n") {
		g.comment("  " + l)
	}
}

// Statement writes a field holding a statement (a canonical form), broken
// into lines when it is long.
func (g *Golden) Statement(label, stmt string) {
	if strings.Contains(stmt, "\n") || len(label)+len(stmt) <= wrapWidth {
		g.Field(label, stmt)
		return
	}
	g.comment(label + ":")
	for _, l := range strings.Split(wrap(stmt), "\n") {
		g.comment("  " + l)
	}
}

// Columns writes the result columns with their types.
func (g *Golden) Columns(names, types []string) {
	parts := make([]string, len(names))
	for i, n := range names {
		if n == "" || strings.ContainsAny(n, " ,\"\n") {
			n = strconv.Quote(n)
		}
		parts[i] = n
		if i < len(types) {
			parts[i] += " " + types[i]
		}
	}
	g.list("columns", parts)
}

// Args writes the bound arguments, each in a form that tells its Go type:
// an int64 as 42, a float64 as 42.0, a string quoted, a bool as true; any
// other type as %T(%#v).
func (g *Golden) Args(args []any) {
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = FormatArg(a)
	}
	g.list("args", parts)
}

// list writes parts on one line when short, else one per line (not
// numbered, so that one more argument is one more line in a diff).
func (g *Golden) list(label string, parts []string) {
	line := strings.Join(parts, ", ")
	if len(label)+len(line) <= wrapWidth {
		g.comment(strings.TrimRight(label+": "+line, " "))
		return
	}
	g.comment(label + ":")
	for _, p := range parts {
		g.comment("  " + p)
	}
}

// Error writes a compile error in place of the SQL.
func (g *Golden) Error(err error) { g.Field("error", err.Error()) }

// SQL writes the printed statement, uncommented, broken into lines when it
// is long.
func (g *Golden) SQL(sql string) {
	if !strings.Contains(sql, "\n") && len(sql) > wrapWidth {
		sql = wrap(sql)
	}
	g.b.WriteString(sql + "\n")
}

func (g *Golden) comment(s string) {
	g.b.WriteString(strings.TrimRight("-- "+s, " ") + "\n")
}

// FormatArg prints a bound argument so that its type shows: 42 (int64),
// 42.0 (float64), "42" (string), true (bool), else %T(%#v).
func FormatArg(a any) string {
	switch v := a.(type) {
	case nil:
		return "nil"
	case int64:
		return strconv.FormatInt(v, 10)
	case float64:
		s := strconv.FormatFloat(v, 'g', -1, 64)
		if !math.IsInf(v, 0) && !math.IsNaN(v) && !strings.ContainsAny(s, ".e") {
			s += ".0"
		}
		return s
	case string:
		return strconv.Quote(v)
	case bool:
		return strconv.FormatBool(v)
	}
	return fmt.Sprintf("%T(%#v)", a, a)
}

// clauseWords are the words a long statement is broken before (when a
// space precedes them, outside quotes), besides joins.
var clauseWords = []string{
	"SELECT ", "FROM ", "WHERE ", "GROUP BY ", "HAVING ", "ORDER BY ", "LIMIT ", "UNION ", "WINDOW ", "INTERSECT ", "EXCEPT ",
}

// joinWords may come before JOIN in a join (LEFT OUTER JOIN, ARRAY JOIN).
var joinWords = []string{"LEFT", "RIGHT", "FULL", "INNER", "CROSS", "OUTER", "ARRAY", "ANY", "ALL", "ASOF", "SEMI", "ANTI"}

// Wrap breaks a one-line statement before its clauses and joins: each such
// space becomes a line break and two spaces per open parenthesis. Joining
// the lines with one space, after trimming their indentation, gives the
// statement back. Quotes ('...', "...", `...`, with backslash escapes) are
// skipped.
func Wrap(stmt string) string {
	var b strings.Builder
	depth := 0
	var quote byte
	for i := 0; i < len(stmt); i++ {
		c := stmt[i]
		if quote != 0 {
			b.WriteByte(c)
			switch c {
			case '\\':
				if i+1 < len(stmt) {
					i++
					b.WriteByte(stmt[i])
				}
			case quote:
				quote = 0
			}
			continue
		}
		switch c {
		case '\'', '"', '`':
			quote = c
		case '(':
			depth++
		case ')':
			depth--
		case ' ':
			if i > 0 && breaksBefore(stmt[:i], stmt[i+1:]) {
				b.WriteString("\n" + strings.Repeat("  ", max(depth, 0)))
				continue
			}
		}
		b.WriteByte(c)
	}
	return b.String()
}

// Unwrap undoes Wrap.
func Unwrap(s string) string {
	lines := strings.Split(s, "\n")
	for i := 1; i < len(lines); i++ {
		lines[i] = strings.TrimLeft(lines[i], " ")
	}
	return strings.Join(lines, " ")
}

// wrap is Wrap, checked to give the statement back.
func wrap(stmt string) string {
	w := Wrap(stmt)
	if Unwrap(w) != stmt {
		panic("hogqltest: Wrap does not give the statement back: " + stmt)
	}
	return w
}

// breaksBefore reports whether the space between before and rest becomes a
// line break: before a clause, or before the first word of a join.
func breaksBefore(before, rest string) bool {
	for _, w := range clauseWords {
		if strings.HasPrefix(rest, w) {
			return true
		}
	}
	if slices.Contains(joinWords, before[strings.LastIndexAny(before, " (")+1:]) {
		return false // inside LEFT OUTER JOIN
	}
	for _, w := range strings.Fields(rest[:min(len(rest), 40)]) {
		if w == "JOIN" {
			return true
		}
		if !slices.Contains(joinWords, w) {
			return false
		}
	}
	return false
}

// Check compares the file at path with g, or with update writes g there.
// A difference fails t naming the file, the first entry that differs (its
// lines, - as in the file, + as printed now) and how to regenerate:
// regenerate is the command, e.g. "go test ./hogql/ -run TestGoldenPrint -update".
func (g *Golden) Check(t testing.TB, path string, update bool, regenerate string) {
	t.Helper()
	got := g.b.String()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden file %s: %v\nCreate it with\n\t%s", path, err, regenerate)
	}
	want := string(b)
	if want == got {
		return
	}
	t.Errorf("golden file %s does not match the printed SQL.\n%s\nIf the change is intended, regenerate the golden files with\n\t%s\nand review their diff.",
		path, describeDiff(want, got), regenerate)
}

// CheckDir fails t when dir holds a golden file (*.sql) that the test did
// not write (a corpus or engine renamed or removed); with update it removes
// such files.
func CheckDir(t testing.TB, dir string, written []string, update bool, regenerate string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.sql"))
	if err != nil {
		t.Fatal(err)
	}
	keep := map[string]bool{}
	for _, w := range written {
		keep[filepath.Clean(w)] = true
	}
	for _, f := range files {
		if keep[filepath.Clean(f)] {
			continue
		}
		if update {
			if err := os.Remove(f); err != nil {
				t.Fatal(err)
			}
			continue
		}
		t.Errorf("golden file %s is not written by the test any more: remove it, or regenerate with\n\t%s", f, regenerate)
	}
}

// describeDiff counts the entries added, removed and changed between want
// and got (entries matched in order, so that one new statement is one added
// entry), names the first difference and shows it as a diff of lines.
func describeDiff(want, got string) string {
	we, ge := splitEntries(want), splitEntries(got)
	if we[0].text != ge[0].text {
		return "The file's header differs:\n" + lineDiff(we[0].text, ge[0].text)
	}
	x, y := we[1:], ge[1:]
	lcs := make([][]int, len(x)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(y)+1)
	}
	for i := len(x) - 1; i >= 0; i-- {
		for j := len(y) - 1; j >= 0; j-- {
			if x[i].text == y[j].text {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	// Walk the matching; each run of unmatched entries is a hunk: removed
	// entries of the file and added ones of the test, paired as changed.
	added, removed, changed := 0, 0, 0
	var first []entry // the first hunk's first removed and added entries (either may be empty)
	num := 0          // the first hunk's entry number, from 1
	i, j := 0, 0
	for i < len(x) || j < len(y) {
		if i < len(x) && j < len(y) && x[i].text == y[j].text {
			i++
			j++
			continue
		}
		i0, j0 := i, j
		for i < len(x) || j < len(y) {
			if i < len(x) && j < len(y) && x[i].text == y[j].text {
				break
			}
			if i < len(x) && (j == len(y) || lcs[i+1][j] >= lcs[i][j+1]) {
				i++
			} else {
				j++
			}
		}
		k, m := i-i0, j-j0
		changed += min(k, m)
		removed += max(k-m, 0)
		added += max(m-k, 0)
		if first == nil {
			first = []entry{{}, {}}
			if k > 0 {
				first[0] = x[i0]
			} else {
				first[0].line = lineOfEntry(x, i0, want)
			}
			if m > 0 {
				first[1] = y[j0]
			}
			num = i0 + 1
		}
	}
	if first == nil {
		return ""
	}
	w, g := first[0], first[1]
	what := "changed"
	switch {
	case w.text == "":
		what = "added"
	case g.text == "":
		what = "removed"
	}
	title := titleOf(w.text)
	if title == "" {
		title = titleOf(g.text)
	}
	return fmt.Sprintf("%d entries changed, %d added, %d removed (of %d in the file). The first is entry %d%s at line %d, %s (- in the file, + printed now):\n%s",
		changed, added, removed, len(x), num, title, w.line, what, lineDiff(w.text, g.text))
}

// lineOfEntry is the line entry i of entries starts at (the end of the
// file past the last one).
func lineOfEntry(entries []entry, i int, file string) int {
	if i < len(entries) {
		return entries[i].line
	}
	return strings.Count(file, "\n") + 1
}

// titleOf names an entry for a message: ` "title"`, or for an unnamed
// entry its source's first line.
func titleOf(text string) string {
	if text == "" {
		return ""
	}
	header, _, _ := strings.Cut(text, "\n")
	title := strings.TrimSpace(strings.TrimPrefix(header, entryMark))
	if title == "" {
		title = entrySource(text)
	}
	if title == "" {
		return ""
	}
	return fmt.Sprintf(" %q", title)
}

// entrySource is the first line of an entry's source field.
func entrySource(text string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		switch {
		case strings.HasPrefix(l, "-- source: "):
			return strings.TrimPrefix(l, "-- source: ")
		case l == "-- source:" && i+1 < len(lines):
			src := strings.TrimSpace(strings.TrimPrefix(lines[i+1], "--"))
			if len(src) > 120 {
				src = src[:120] + "…"
			}
			return src
		}
	}
	return ""
}

type entry struct {
	line int // where the entry starts in the file, from 1
	text string
}

// splitEntries splits a golden file at its entry headers; the first element
// is the file's header.
func splitEntries(s string) []entry {
	lines := strings.SplitAfter(s, "\n")
	out := []entry{{line: 1}}
	var cur strings.Builder
	// The blank line before a header is left out of the entry before it,
	// so that appending an entry leaves the last one as it was.
	text := func() string { return strings.TrimRight(cur.String(), "\n") + "\n" }
	for i, l := range lines {
		if strings.HasPrefix(l, entryMark) {
			out[len(out)-1].text = text()
			cur.Reset()
			out = append(out, entry{line: i + 1})
		}
		cur.WriteString(l)
	}
	out[len(out)-1].text = text()
	return out
}

// lineDiff shows a and b line by line: " " both, "-" only a, "+" only b
// (a longest common subsequence of lines; entries are short), with three
// lines of context around changes and long lines cut.
func lineDiff(a, b string) string {
	x, y := strings.Split(strings.TrimRight(a, "\n"), "\n"), strings.Split(strings.TrimRight(b, "\n"), "\n")
	if a == "" {
		x = nil
	}
	if b == "" {
		y = nil
	}
	lcs := make([][]int, len(x)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(y)+1)
	}
	for i := len(x) - 1; i >= 0; i-- {
		for j := len(y) - 1; j >= 0; j-- {
			if x[i] == y[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	type line struct {
		mark byte
		text string
	}
	var lines []line
	i, j := 0, 0
	for i < len(x) || j < len(y) {
		switch {
		case i < len(x) && j < len(y) && x[i] == y[j]:
			lines = append(lines, line{' ', x[i]})
			i++
			j++
		case i < len(x) && (j == len(y) || lcs[i+1][j] >= lcs[i][j+1]):
			lines = append(lines, line{'-', x[i]})
			i++
		default:
			lines = append(lines, line{'+', y[j]})
			j++
		}
	}
	const context, width = 3, 400
	near := func(k int) bool {
		for d := max(0, k-context); d <= min(len(lines)-1, k+context); d++ {
			if lines[d].mark != ' ' {
				return true
			}
		}
		return false
	}
	var out strings.Builder
	skipped := false
	for k, l := range lines {
		if k > 0 && !near(k) { // the entry's header line always shows
			if !skipped {
				out.WriteString("  ...\n")
			}
			skipped = true
			continue
		}
		skipped = false
		text := l.text
		if len(text) > width {
			text = fmt.Sprintf("%s… (%d more bytes)", text[:width], len(text)-width)
		}
		out.WriteString(string(l.mark) + " " + text + "\n")
	}
	return out.String()
}
