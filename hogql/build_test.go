package hogql

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/hogql/hogqltest"
)

func TestTemplate(t *testing.T) {
	t.Parallel()
	// Arguments replace their placeholders wherever they are, as often as
	// they appear, nested templates included.
	inner := MustTemplate("lower(__1)", Ref("event"))
	e := MustTemplate("__1 = __2 OR (__1 IN (__3, __2) AND properties[__2] IS NOT NULL)", inner, String("x"), Int(3))
	if got, want := FormatExpr(e), "lower(event) = 'x' OR lower(event) IN (3, 'x') AND properties['x'] IS NOT NULL"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}

	// A client value stays a literal: printed as a bound parameter, never
	// as text of the statement.
	evil := `x'); DROP TABLE events; --\`
	q := MustQueryTemplate("SELECT count() FROM events WHERE event = __1", String(evil))
	for _, engine := range printedEngines {
		c, err := CompileQuery(q, Options{TeamID: 1, Engine: engine})
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(c.SQL, "DROP") || !slices.Contains(c.Args, any(evil)) {
			t.Errorf("%s: the value is not a bound parameter:\n%s\n%#v", engine, c.SQL, c.Args)
		}
	}

	// Subqueries, windows, joins and CTEs of a statement template.
	q = MustQueryTemplate(`WITH __1 AS k, c AS (SELECT event FROM events WHERE distinct_id = __2)
		SELECT count() OVER (PARTITION BY __3 ORDER BY __3), k FROM c JOIN events e ON e.event = c.event AND e.distinct_id <> __2
		WHERE c.event IN (SELECT event FROM events WHERE event = __4) ORDER BY __4`, Int(1), String("d"), Ref("event"), String("e"))
	if got := Format(q); strings.Contains(got, "__") {
		t.Errorf("placeholders left: %s", got)
	}

	// Mistakes of the program are errors (Must* panic).
	for _, tc := range []struct {
		src  string
		args []Expr
		want string
	}{
		{"__1 +", []Expr{Int(1)}, "template"},
		{"__1 + __2", []Expr{Int(1)}, "__2 has no argument"},
		{"__1", []Expr{Int(1), Int(2)}, "does not use argument __2"},
		{"__0", nil, "__0 has no argument"},
	} {
		if _, err := Template(tc.src, tc.args...); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Template(%q): %v, want an error with %q", tc.src, err, tc.want)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("MustTemplate did not panic on a bad template")
		}
	}()
	MustTemplate("(")
}

// Names a user writes are never placeholders: a statement is compiled
// without arguments, and a quoted __1 is a name even in a template.
func TestTemplatePlaceholdersAreNotUserNames(t *testing.T) {
	t.Parallel()
	if _, err := Compile("SELECT __1 FROM events", Options{TeamID: 1, Engine: SQLite}); err == nil || !strings.Contains(err.Error(), "__1") {
		t.Errorf("a user's __1: %v, want an unknown name", err)
	}
	e := MustTemplate(`"__1" = __1`, Int(1))
	if got := FormatExpr(e); got != "__1 = 1" {
		t.Errorf("got %s", got)
	}
}

// markPrinted compiles a statement unmarked and with a builder's mark for
// every engine: the other engines must print both alike, and check gets
// ClickHouse's two statements.
func markPrinted(t *testing.T, mark string, plain, marked *Query, check func(plain, got string)) {
	t.Helper()
	for _, engine := range printedEngines {
		var sql [2]string
		for i, q := range []*Query{plain, marked} {
			c, err := CompileQuery(q, Options{TeamID: 1, Engine: engine})
			if err != nil {
				t.Fatal(err)
			}
			sql[i] = c.SQL
		}
		if engine == ClickHouse {
			check(sql[0], sql[1])
		} else if sql[1] != sql[0] {
			t.Errorf("%s: %s changed the statement:\n%s\n%s", engine, mark, sql[1], sql[0])
		}
	}
}

// NoOverflow's arithmetic prints as it is on ClickHouse, inside lambdas
// too; unmarked arithmetic keeps the overflow check, and the other engines
// print both alike.
func TestNoOverflow(t *testing.T) {
	t.Parallel()
	const src = "SELECT __1, arrayMap(x -> x * 2 + 1, [1, 2]) FROM events"
	key := "toInt(timestamp) * 8 + 1 - __1"
	marked := MustQueryTemplate(src, NoOverflow(MustTemplate(key, Int(2))))
	marked.Selects[0].Items[1].Expr = NoOverflow(marked.Selects[0].Items[1].Expr)
	markPrinted(t, "NoOverflow", MustQueryTemplate(src, MustTemplate(key, Int(2))), marked, func(plain, got string) {
		if n := strings.Count(plain, "accurateCast"); n != 5 {
			t.Errorf("%d checked operations, want 5:\n%s", n, plain)
		}
		if strings.Contains(got, "accurateCast") || !strings.Contains(got, " * ") {
			t.Errorf("marked arithmetic still checked:\n%s", got)
		}
	})
}

// SameLength's arrays print as they are on ClickHouse, instead of each
// cut to the shortest; the parser never marks a call, and the other
// engines print both alike.
func TestSameLength(t *testing.T) {
	t.Parallel()
	const src = "SELECT __1 FROM events"
	const call = "arrayMap((x, y) -> x + y, [1, 2], [3, 4])"
	markPrinted(t, "SameLength", MustQueryTemplate(src, MustTemplate(call)), MustQueryTemplate(src, SameLength(MustTemplate(call))), func(plain, got string) {
		if n := strings.Count(plain, "arraySlice"); n != 2 {
			t.Errorf("%d arrays cut, want 2:\n%s", n, plain)
		}
		if strings.Contains(got, "arraySlice") || !strings.Contains(got, "arrayMap(") {
			t.Errorf("marked arrays still cut:\n%s", got)
		}
	})
	if SameLength(Int(1)) == nil {
		t.Error("SameLength of a non-call must return it")
	}
}

func TestAndOr(t *testing.T) {
	t.Parallel()
	if And() != nil || Or(nil, nil) != nil {
		t.Error("no conditions must be nil")
	}
	a, b := MustTemplate("event = 'a'"), MustTemplate("event = 'b'")
	if got := FormatExpr(And(nil, a, nil, Or(a, b))); got != "event = 'a' AND (event = 'a' OR event = 'b')" {
		t.Errorf("got %s", got)
	}
}

// FormatPretty breaks lines, and parses to the tree Format's text does.
func TestFormatPretty(t *testing.T) {
	t.Parallel()
	var stmts []string
	for _, c := range hogqltest.Cases() {
		stmts = append(stmts, c.SQL)
	}
	stmts = append(stmts, hogqltest.HogQL...)
	stmts = append(stmts, hogqltest.Differential...)
	for _, src := range stmts {
		q, err := parse(src)
		if err != nil {
			continue
		}
		pretty := FormatPretty(q)
		q2, err := parse(pretty)
		if err != nil {
			t.Errorf("%q: pretty form does not parse: %v\n%s", src, err, pretty)
			continue
		}
		if d := treeDiff(reflect.ValueOf(q), reflect.ValueOf(q2), "query"); d != "" {
			t.Errorf("%q: pretty form parses to another tree: %s\n%s", src, d, pretty)
		}
	}
	q := MustQueryTemplate("SELECT event, count() AS c FROM events WHERE a = 1 AND (b = 2 OR c = 3) AND d = 4 GROUP BY event ORDER BY c DESC LIMIT 5")
	want := "SELECT event, count() AS c\nFROM events\nWHERE a = 1\n  AND (b = 2 OR c = 3)\n  AND d = 4\nGROUP BY event\nORDER BY c DESC\nLIMIT 5"
	if got := FormatPretty(q); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
