package hogql

import (
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/hogql/hogqltest"
)

// sqlToken is a token of printed SQL, for checking guards independently of
// the printer's own code.
type sqlToken struct {
	kind byte // 'i' quoted identifier, 's' string, '?' placeholder, 'w' word or number, 'p' punctuation
	text string
	arg  int // placeholder: index into args
}

func tokenizeSQL(sql string) ([]sqlToken, error) {
	var toks []sqlToken
	nextArg := 0
	for i := 0; i < len(sql); {
		c := sql[i]
		switch {
		case c == ' ':
			i++
		case c == '"' || c == '\'':
			var b strings.Builder
			j := i + 1
			for {
				if j >= len(sql) {
					return nil, fmt.Errorf("unterminated quote at %d", i)
				}
				if sql[j] == c {
					if j+1 < len(sql) && sql[j+1] == c {
						b.WriteByte(c)
						j += 2
						continue
					}
					break
				}
				b.WriteByte(sql[j])
				j++
			}
			kind := byte('i')
			if c == '\'' {
				kind = 's'
			}
			toks = append(toks, sqlToken{kind: kind, text: b.String()})
			i = j + 1
		case c == '?':
			toks = append(toks, sqlToken{kind: '?', arg: nextArg})
			nextArg++
			i++
		case c == '$' && i+1 < len(sql) && sql[i+1] >= '0' && sql[i+1] <= '9':
			j := i + 1
			for j < len(sql) && sql[j] >= '0' && sql[j] <= '9' {
				j++
			}
			n, _ := strconv.Atoi(sql[i+1 : j])
			toks = append(toks, sqlToken{kind: '?', arg: n - 1})
			i = j
			if strings.HasPrefix(sql[i:], "::") { // the type cast belongs to the placeholder
				i += 2
				for i < len(sql) && (sql[i] >= 'a' && sql[i] <= 'z' || sql[i] == ' ' && strings.HasPrefix(sql[i:], " precision")) {
					i++
				}
			}
		case isIdentPart(c):
			j := i
			for j < len(sql) && isIdentPart(sql[j]) {
				j++
			}
			toks = append(toks, sqlToken{kind: 'w', text: sql[i:j]})
			i = j
		default:
			toks = append(toks, sqlToken{kind: 'p', text: sql[i : i+1]})
			i++
		}
	}
	return toks, nil
}

// checkGuards verifies a compiled statement: every reference to a physical
// table has a generated alias and exactly one team guard bound to team, and
// team_id is read nowhere else.
var chParam = regexp.MustCompile(`\{p([0-9]+):[A-Za-z0-9]+\}`)

func checkGuards(sql string, args []any, team int64) error {
	// ClickHouse: the read forms of tables are the tables, and parameters
	// {pN:Type} are PostgreSQL's $N.
	for table, read := range clickhouseTables {
		sql = strings.ReplaceAll(sql, read, `"`+table+`"`)
	}
	sql = chParam.ReplaceAllString(sql, "$$$1")
	toks, err := tokenizeSQL(sql)
	if err != nil {
		return err
	}
	isPhysical := map[string]bool{}
	for _, name := range physicalTables {
		isPhysical[name] = true
	}
	refs := map[string]int{}
	guards := map[string]int{}
	at := func(i int) sqlToken {
		if i < 0 || i >= len(toks) {
			return sqlToken{}
		}
		return toks[i]
	}
	for i, tk := range toks {
		if tk.kind == 'i' && isPhysical[tk.text] {
			prev := at(i - 1)
			if prev.kind == 'p' && prev.text == "." || prev.kind == 'w' && strings.EqualFold(prev.text, "AS") {
				continue // a column or output name that happens to match
			}
			if a, alias := at(i+1), at(i+2); a.text != "AS" || alias.kind != 'i' || !strings.HasPrefix(alias.text, "_t") {
				return fmt.Errorf("table %s is read without an alias at token %d", tk.text, i)
			}
			refs[at(i+2).text]++
		}
	}
	for alias, n := range refs {
		if n != 1 {
			return fmt.Errorf("alias %s names %d tables", alias, n)
		}
	}
	for i, tk := range toks {
		if tk.kind != 'i' || tk.text != "team_id" || at(i-1).text != "." {
			continue
		}
		alias := at(i - 2)
		if !(refs[alias.text] == 1) {
			continue // team_id of a subquery: a name the user chose
		}
		open, eq, ph, cls := at(i-3), at(i+1), at(i+2), at(i+3)
		if open.text != "(" || eq.text != "=" || ph.kind != '?' || cls.text != ")" {
			return fmt.Errorf("team_id of %s is read outside a guard", alias.text)
		}
		if ph.arg < 0 || ph.arg >= len(args) {
			return fmt.Errorf("guard of %s has no argument", alias.text)
		}
		if v, ok := args[ph.arg].(int64); !ok || v != team {
			return fmt.Errorf("guard of %s is bound to %v, want %d", alias.text, args[ph.arg], team)
		}
		guards[alias.text]++
	}
	for alias := range refs {
		if guards[alias] != 1 {
			return fmt.Errorf("table alias %s has %d team guards, want 1\n%s", alias, guards[alias], sql)
		}
	}
	return nil
}

// guardCorpus is statements exercising every place a table can be read.
var guardCorpus = []string{
	`SELECT * FROM events`,
	`SELECT e1.person.properties.email, e2.person.id FROM events e1 JOIN events e2 ON e2.person.id = e1.person.id LEFT JOIN person_distinct_ids p ON p.person.id = e1.person_id`,
	`SELECT (SELECT count() FROM persons WHERE persons.id = e.person_id) FROM events e WHERE EXISTS (SELECT 1 FROM sessions s WHERE s.distinct_id = e.distinct_id) AND e.distinct_id IN (SELECT distinct_id FROM person_distinct_ids)`,
	`WITH a AS (SELECT * FROM events), b AS (SELECT * FROM a JOIN persons ON persons.id = a.person_id) SELECT * FROM b LEFT JOIN (SELECT * FROM plugin_log_entries) l ON 1 = 1`,
	`(SELECT distinct_id FROM events LIMIT 1) UNION ALL SELECT distinct_id FROM sessions UNION ALL (WITH x AS (SELECT 1 AS team_id) SELECT toString(x.team_id) FROM x)`,
	`SELECT x.team_id FROM (SELECT 1 AS team_id) x JOIN persons ON 1`,
	`SELECT "events", 'persons' AS "persons" FROM (SELECT 1 AS "events") AS "session_recordings"`,
}

func TestGuards(t *testing.T) {
	t.Parallel()
	var corpus []string
	corpus = append(corpus, guardCorpus...)
	for _, tc := range hogqltest.Cases() {
		corpus = append(corpus, tc.SQL)
	}
	corpus = append(corpus, hogqltest.Differential...)
	for _, src := range corpus {
		for _, d := range dialects {
			c, err := Compile(src, Options{TeamID: 42, Engine: d})
			if err != nil {
				t.Errorf("%s (%s): %v", src, d, err)
				continue
			}
			if err := checkGuards(c.SQL, c.Args, 42); err != nil {
				t.Errorf("%s (%s): %v\n%s", src, d, err, c.SQL)
			}
		}
	}
}

// The checker itself must catch what it is meant to catch.
func TestCheckGuardsRejects(t *testing.T) {
	t.Parallel()
	for _, sql := range []string{
		`SELECT * FROM "events" AS "_t1"`,
		`SELECT * FROM "events"`,
		`SELECT * FROM "events" AS "_t1" WHERE ("_t1"."team_id" = ?) AND ("_t1"."team_id" = ?)`,
		`SELECT "_t1"."team_id" FROM "events" AS "_t1" WHERE ("_t1"."team_id" = ?)`,
		`SELECT * FROM "events" AS "_t1" WHERE ("_t1"."team_id" = ?) OR ("_t1"."team_id" = ?)`,
	} {
		if err := checkGuards(sql, []any{int64(42), int64(42)}, 42); err == nil {
			t.Errorf("checkGuards accepted %s", sql)
		}
	}
	if err := checkGuards(`SELECT 1 FROM "events" AS "_t1" WHERE ("_t1"."team_id" = ?)`, []any{int64(7)}, 42); err == nil {
		t.Error("checkGuards accepted a guard bound to another project")
	}
	// ClickHouse's forms.
	for _, sql := range []string{
		`SELECT 1 FROM (SELECT * FROM "persons" FINAL) AS "_t1"`,
		`SELECT 1 FROM "events" AS "_t1" WHERE ("_t1"."team_id" = {p1:Int64}) AND ("_t1"."team_id" = {p2:Int64})`,
		`SELECT 1 FROM "events" AS "_t1" WHERE ("_t1"."team_id" = {p1:Int64}) LEFT JOIN ` + clickhouseSessions + ` AS "_t2" ON 1`,
	} {
		if err := checkGuards(sql, []any{int64(42), int64(42)}, 42); err == nil {
			t.Errorf("checkGuards accepted %s", sql)
		}
	}
	if err := checkGuards(`SELECT 1 FROM "events" AS "_t1" WHERE ("_t1"."team_id" = {p1:Int64})`, []any{int64(7)}, 42); err == nil {
		t.Error("checkGuards accepted a ClickHouse guard bound to another project")
	}
	if err := checkGuards(`SELECT 1 FROM "events" AS "_t1" WHERE ("_t1"."team_id" = {p1:Int64})`, []any{int64(42)}, 42); err != nil {
		t.Errorf("checkGuards refused a guarded ClickHouse statement: %v", err)
	}
}

// FuzzCompile feeds arbitrary statements to the compiler: it must never
// panic, must answer bad input with a client error, must guard every table
// read exactly once, and its canonical form must parse to the same tree
// (cache keys come from it: two statements must not share one).
func FuzzCompile(f *testing.F) {
	for _, s := range guardCorpus {
		f.Add(s)
	}
	for _, tc := range hogqltest.Cases() {
		f.Add(tc.SQL)
	}
	for _, s := range hogqltest.Differential {
		f.Add(s)
	}
	for _, s := range complexInputs() {
		f.Add(s)
	}
	for _, s := range hogqltest.HogQL {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		for _, d := range printedEngines {
			c, err := Compile(src, Options{TeamID: 42, Engine: d})
			if err != nil {
				if clientError(err) == nil {
					t.Fatalf("%q: error is not a client error: %v", src, err)
				}
				continue
			}
			if err := checkGuards(c.SQL, c.Args, 42); err != nil {
				t.Fatalf("%q (%s): %v\n%s", src, d, err, c.SQL)
			}
		}
		q, err := parse(src)
		if err != nil {
			return
		}
		norm := Format(q)
		q2, err := parse(norm)
		if err != nil {
			t.Fatalf("canonical form of %q does not parse: %q: %v", src, norm, err)
		}
		if d := treeDiff(reflect.ValueOf(q), reflect.ValueOf(q2), "query"); d != "" {
			t.Fatalf("canonical form of %q parses to another tree: %q: %s", src, norm, d)
		}
		if again := Format(q2); again != norm {
			t.Fatalf("canonical form is not stable:\n%q\n%q", norm, again)
		}
	})
}

// treeDiff describes the first difference between two parsed trees,
// ignoring positions; "" when they are the same.
func treeDiff(a, b reflect.Value, path string) string {
	if a.Kind() != b.Kind() {
		return path + ": " + a.Kind().String() + " vs " + b.Kind().String()
	}
	if a.Type() == reflect.TypeFor[Pos]() {
		return ""
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return path + ": nil vs not nil"
			}
			return ""
		}
		if a.Kind() == reflect.Interface && a.Elem().Type() != b.Elem().Type() {
			return fmt.Sprintf("%s: %s vs %s", path, a.Elem().Type(), b.Elem().Type())
		}
		return treeDiff(a.Elem(), b.Elem(), path)
	case reflect.Struct:
		for i := range a.NumField() {
			f := a.Type().Field(i)
			switch {
			case !f.IsExported(): // the parser's scratch space
				continue
			case a.Type() == reflect.TypeFor[FieldPart]() && f.Name == "Quoted" && !isDigits(a.FieldByName("Name").String()):
				continue // quoting a name changes its meaning only for a numeric step
			case a.Type() == reflect.TypeFor[Call]() && f.Name == "Name":
				if x, y := canonicalFuncName(a.Field(i).String()), canonicalFuncName(b.Field(i).String()); x != y {
					return fmt.Sprintf("%s.Name: %s vs %s", path, x, y)
				}
				continue
			}
			if d := treeDiff(a.Field(i), b.Field(i), path+"."+f.Name); d != "" {
				return d
			}
		}
		return ""
	case reflect.Slice:
		if a.Len() != b.Len() {
			return fmt.Sprintf("%s: %d vs %d elements", path, a.Len(), b.Len())
		}
		for i := range a.Len() {
			if d := treeDiff(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i)); d != "" {
				return d
			}
		}
		return ""
	case reflect.Map:
		if a.Len() != b.Len() {
			return path + ": maps differ"
		}
		for _, k := range a.MapKeys() {
			if d := treeDiff(a.MapIndex(k), b.MapIndex(k), fmt.Sprintf("%s[%v]", path, k)); d != "" {
				return d
			}
		}
		return ""
	case reflect.Float32, reflect.Float64:
		if fa, fb := a.Float(), b.Float(); fa != fb && !(fa != fa && fb != fb) {
			return fmt.Sprintf("%s: %v vs %v", path, fa, fb)
		}
		return ""
	}
	if !a.Equal(b) {
		return fmt.Sprintf("%s: %v vs %v", path, a, b)
	}
	return ""
}
