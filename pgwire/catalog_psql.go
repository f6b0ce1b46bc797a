package pgwire

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/burrow-analytics/burrow/hogql"
)

// psql's describe commands (\dt, \d NAME) read pg_catalog; the statements
// below are recognised by what they read and answered for the dialect's
// tables, which have OIDs from firstTableOID in name order and no indexes,
// constraints, triggers, policies, rules, publications or inheritance.

const firstTableOID = 16384

var (
	relnamePattern = regexp.MustCompile(`c\.relname operator\(pg_catalog\.~\) '([^']*)'`)
	oidEquals      = regexp.MustCompile(`(?:c\.oid|a\.attrelid) = '?(\d+)'?`)
	// empties are catalogue reads about things the dialect's tables do
	// not have: the answer is no rows.
	empties = []string{"pg_catalog.pg_index", "pg_catalog.pg_constraint", "pg_catalog.pg_trigger",
		"pg_catalog.pg_policy", "pg_catalog.pg_rewrite", "pg_catalog.pg_publication", "pg_catalog.pg_inherits",
		"pg_catalog.pg_statistic_ext", "pg_catalog.pg_foreign_table", "pg_catalog.pg_partitioned_table",
		"where t.typtype = 'e'", "where t.typtype = 'd'"} // enums and domains (SQLAlchemy's get_columns)
)

// tableByOID returns the table of a synthetic OID.
func tableByOID(oid int64) (hogql.TableInfo, bool) {
	tables := hogql.Tables()
	i := oid - firstTableOID
	if i < 0 || i >= int64(len(tables)) {
		return hogql.TableInfo{}, false
	}
	return tables[i], true
}

// tablesMatching lists the tables whose name matches psql's pattern
// (a POSIX regular expression such as ^(events)$), with their OIDs.
func tablesMatching(norm string) []int {
	var re *regexp.Regexp
	if m := relnamePattern.FindStringSubmatch(norm); m != nil {
		re, _ = regexp.Compile(m[1])
	}
	var out []int
	for i, t := range hogql.Tables() {
		if re == nil || re.MatchString(t.Name) {
			out = append(out, i)
		}
	}
	return out
}

// psqlCatalog answers psql's describe statements (norm: lower case, one
// space between words).
func (c *conn) psqlCatalog(norm string) (*prepared, bool) {
	tables := hogql.Tables()
	switch {
	case strings.Contains(norm, `as "schema"`) && strings.Contains(norm, `as "name"`) && strings.Contains(norm, "from pg_catalog.pg_class c"):
		// \dt [pattern]
		if !strings.Contains(norm, "c.relkind in ('r'") {
			return static([]string{"Schema", "Name", "Type", "Owner"}), true // \dv, \di ...: none
		}
		p := static([]string{"Schema", "Name", "Type", "Owner"})
		for _, i := range tablesMatching(norm) {
			p.static = append(p.static, []any{"public", tables[i].Name, "table", c.user})
		}
		return p, true
	case strings.HasPrefix(norm, "select c.oid, n.nspname, c.relname from pg_catalog.pg_class c"):
		// \d NAME: which tables
		p := static([]string{"oid", "nspname", "relname"})
		p.cols[0].typ = int8Type
		for _, i := range tablesMatching(norm) {
			p.static = append(p.static, []any{int64(firstTableOID + i), "public", tables[i].Name})
		}
		return p, true
	case strings.HasPrefix(norm, "select c.relchecks, c.relkind"):
		// \d NAME: the relation's facts
		if _, ok := c.tableOf(norm); !ok {
			return selectList(norm, nil), true
		}
		return selectList(norm, func(item string) any {
			switch {
			case strings.Contains(item, "relkind"):
				return "r"
			case strings.Contains(item, "relpersistence"):
				return "p"
			case strings.Contains(item, "relreplident"):
				return "d"
			case strings.Contains(item, "amname"):
				return "heap"
			case strings.Contains(item, "relchecks"), strings.Contains(item, "reltablespace"):
				return "0"
			case strings.HasPrefix(item, "c.relhas"), strings.HasPrefix(item, "c.relrow"), strings.HasPrefix(item, "c.relforce"),
				strings.Contains(item, "relhasoids"), strings.Contains(item, "relispartition"):
				return "f"
			}
			return ""
		}), true
	case strings.Contains(norm, "from pg_catalog.pg_attribute a") && strings.Contains(norm, "a.attrelid ="):
		// \d NAME: the columns
		t, ok := c.tableOf(norm)
		if !ok {
			return selectList(norm, nil), true
		}
		var rows [][]any
		for _, col := range t.Columns {
			_, udt := pgTypeName(col.Type)
			typ := strings.TrimPrefix(udt, "_")
			if strings.HasPrefix(udt, "_") {
				typ += "[]"
			}
			notNull := "t"
			if strings.HasPrefix(col.Type, "Nullable(") {
				notNull = "f"
			}
			rows = append(rows, selectList(norm, func(item string) any {
				switch {
				case strings.Contains(item, "attname"):
					return col.Name
				case strings.Contains(item, "format_type"):
					return typ
				case strings.Contains(item, "attnotnull"):
					return notNull == "t"
				case strings.Contains(item, "attrelid"):
					return int64(firstTableOID + tableIndex(t.Name))
				case strings.Contains(item, "attidentity"), strings.Contains(item, "attgenerated"):
					return ""
				}
				return nil
			}).static[0])
		}
		p := selectList(norm, nil)
		p.static = rows
		return p, true
	}
	if p, ok := c.jdbcCatalog(norm); ok {
		return p, true
	}
	if p, ok := pgClassQuery(norm); ok {
		return p, true
	}
	if strings.Contains(norm, "from pg_type t join pg_namespace ns on typnamespace = ns.oid where typname = 'hstore'") {
		return selectList(norm, nil), true // psycopg2's hstore probe (SQLAlchemy on connect): no such type
	}
	for _, e := range empties {
		if strings.Contains(norm, e) {
			return selectList(norm, nil), true
		}
	}
	return nil, false
}

// tableOf reads the table of a statement's "c.oid = 'N'" or "a.attrelid = 'N'".
func (c *conn) tableOf(norm string) (hogql.TableInfo, bool) {
	m := oidEquals.FindStringSubmatch(norm)
	if m == nil {
		return hogql.TableInfo{}, false
	}
	oid, err := strconv.ParseInt(m[1], 10, 64)
	if err != nil {
		return hogql.TableInfo{}, false
	}
	return tableByOID(oid)
}

// selectList answers a statement with text columns named after its select
// list; value (nil: no rows) gives each item's value in the one row.
func selectList(norm string, value func(item string) any) *prepared {
	items := selectItems(norm)
	names := make([]string, len(items))
	for i, item := range items {
		names[i] = itemName(item)
	}
	p := static(names)
	if value != nil {
		row := make([]any, len(items))
		for i, item := range items {
			row[i] = value(item)
			switch row[i].(type) {
			case bool:
				p.cols[i].typ = boolType
			case int64:
				p.cols[i].typ = int8Type
			}
		}
		p.static = [][]any{row}
	}
	return p
}

// tableIndex is the position of table name in hogql.Tables (its OID is
// firstTableOID plus it).
func tableIndex(name string) int {
	for i, t := range hogql.Tables() {
		if t.Name == name {
			return i
		}
	}
	return -1
}

var (
	pgClassFrom  = regexp.MustCompile(`^select (.+?) from (?:pg_catalog\.)?pg_class c (?:left )?join (?:pg_catalog\.)?pg_namespace n on \(?n\.oid ?= ?c\.relnamespace\)? where (.+)$`)
	relnameEq    = regexp.MustCompile(`\b(?:c\.)?relname ?= ?'([^']*)'`)
	nspnameEq    = regexp.MustCompile(`\bn\.nspname ?= ?'([^']*)'`)
	relkindIn    = regexp.MustCompile(`c\.relkind (?:in ?\(([^)]*)\)|= ?'(\w)')`)
	classColumns = map[string]bool{"relname": true, "c.relname": true, "c.oid": true, "oid": true}
)

// pgClassQuery answers the lookups of tables in pg_class by name, schema
// and kind that SQLAlchemy's inspector sends (get_table_names, has_table,
// get_table_oid), with psycopg2's values already in the text.
func pgClassQuery(norm string) (*prepared, bool) {
	m := pgClassFrom.FindStringSubmatch(norm)
	if m == nil {
		return nil, false
	}
	items := selectItems(norm)
	for _, item := range items {
		if !classColumns[item] {
			return nil, false
		}
	}
	where := m[2]
	p := selectList(norm, nil)
	for i, item := range items {
		if strings.HasSuffix(item, "oid") {
			p.cols[i].typ = int8Type
		}
	}
	if ns := nspnameEq.FindStringSubmatch(where); ns != nil && ns[1] != "public" {
		return p, true
	}
	if k := relkindIn.FindStringSubmatch(where); k != nil && !strings.Contains(k[1]+k[2], "r") {
		return p, true // views, foreign tables ...: none
	}
	name := ""
	if r := relnameEq.FindStringSubmatch(where); r != nil {
		name = r[1]
	}
	for i, t := range hogql.Tables() {
		if name != "" && t.Name != name {
			continue
		}
		row := make([]any, len(items))
		for j, item := range items {
			if strings.HasSuffix(item, "oid") {
				row[j] = int64(firstTableOID + i)
			} else {
				row[j] = t.Name
			}
		}
		p.static = append(p.static, row)
	}
	return p, true
}

// selectItems splits the select list of norm at its top-level commas.
func selectItems(norm string) []string {
	s, ok := strings.CutPrefix(norm, "select ")
	if !ok {
		return nil
	}
	var items []string
	depth, start := 0, 0
	inString := false
	for i := 0; i < len(s); i++ {
		switch ch := s[i]; {
		case ch == '\'':
			inString = !inString
		case inString:
		case ch == '(':
			depth++
		case ch == ')':
			depth--
		case ch == ',' && depth == 0:
			items = append(items, strings.TrimSpace(s[start:i]))
			start = i + 1
		case depth == 0 && strings.HasPrefix(s[i:], " from "):
			return append(items, strings.TrimSpace(s[start:i]))
		}
	}
	return append(items, strings.TrimSpace(s[start:]))
}

// itemName is the column name of a select item: its alias, else its last
// identifier.
func itemName(item string) string {
	if i := strings.LastIndex(item, " as "); i >= 0 {
		return strings.Trim(strings.TrimSpace(item[i+4:]), `"`)
	}
	name := item
	if i := strings.LastIndexAny(name, ". "); i >= 0 {
		name = name[i+1:]
	}
	name = strings.Trim(name, `"()`)
	if name == "" {
		return "?column?"
	}
	return name
}
