package pgwire

import (
	"regexp"
	"strings"

	"github.com/burrow-analytics/burrow/hogql"
)

// The PostgreSQL JDBC driver's DatabaseMetaData.getTables and getColumns
// (42.x), recognised by their select lists and answered for the dialect's
// tables, with the LIKE patterns of their schema, table and column filters.

var (
	likeNspname = regexp.MustCompile(`n\.nspname like '([^']*)'`)
	likeRelname = regexp.MustCompile(`c\.relname like '([^']*)'`)
	likeAttname = regexp.MustCompile(`attname like '([^']*)'`)
)

// likeMatcher is a LIKE pattern (with \ escapes) as a match function; an
// absent pattern matches everything.
func likeMatcher(re *regexp.Regexp, norm string) func(string) bool {
	m := re.FindStringSubmatch(norm)
	if m == nil {
		return func(string) bool { return true }
	}
	var b strings.Builder
	b.WriteString("^")
	for i := 0; i < len(m[1]); i++ {
		switch ch := m[1][i]; ch {
		case '%':
			b.WriteString(".*")
		case '_':
			b.WriteString(".")
		case '\\':
			if i+1 < len(m[1]) {
				i++
				b.WriteString(regexp.QuoteMeta(m[1][i : i+1]))
			}
		default:
			b.WriteString(regexp.QuoteMeta(string(ch)))
		}
	}
	b.WriteString("$")
	match, err := regexp.Compile(b.String())
	if err != nil {
		return func(string) bool { return false }
	}
	return match.MatchString
}

// jdbcCatalog answers getTables and getColumns.
func (c *conn) jdbcCatalog(norm string) (*prepared, bool) {
	switch {
	case strings.HasPrefix(norm, "select null as table_cat, n.nspname as table_schem, c.relname as table_name"):
		p := selectList(norm, nil)
		inSchema, named := likeMatcher(likeNspname, norm), likeMatcher(likeRelname, norm)
		// The requested types: tables are relkind 'r' (no relkind filter: every type).
		wantsTables := !strings.Contains(norm, "c.relkind") || strings.Contains(norm, "c.relkind = 'r'") ||
			strings.Contains(norm, "c.relkind in ('r'")
		if !inSchema("public") || !wantsTables {
			return p, true
		}
		for _, t := range hogql.Tables() {
			if !named(t.Name) {
				continue
			}
			row := make([]any, len(p.cols))
			for i, col := range p.cols {
				switch col.name {
				case "table_schem":
					row[i] = "public"
				case "table_name":
					row[i] = t.Name
				case "table_type":
					row[i] = "TABLE"
				case "table_cat", "remarks":
				default:
					row[i] = ""
				}
			}
			p.static = append(p.static, row)
		}
		return p, true
	case strings.HasPrefix(norm, "select * from (select n.nspname,c.relname,a.attname,a.atttypid,"):
		names := []string{"nspname", "relname", "attname", "atttypid", "attnotnull", "atttypmod", "attlen", "typtypmod",
			"attnum", "attidentity", "attgenerated", "adsrc", "description", "typbasetype", "typtype"}
		p := static(names)
		for _, i := range []int{3, 5, 6, 7, 8, 13} {
			p.cols[i].typ = int8Type
		}
		p.cols[4].typ = boolType
		inSchema, named, colNamed := likeMatcher(likeNspname, norm), likeMatcher(likeRelname, norm), likeMatcher(likeAttname, norm)
		if !inSchema("public") {
			return p, true
		}
		for _, t := range hogql.Tables() {
			if !named(t.Name) {
				continue
			}
			for i, col := range t.Columns {
				if !colNamed(col.Name) {
					continue
				}
				ct := typeOf(col.Type)
				p.static = append(p.static, []any{"public", t.Name, col.Name, int64(ct.oid),
					!strings.HasPrefix(col.Type, "Nullable("), int64(-1), int64(ct.size), int64(-1), int64(i + 1),
					nil, nil, nil, nil, int64(0), "b"})
			}
		}
		return p, true
	}
	return nil, false
}
