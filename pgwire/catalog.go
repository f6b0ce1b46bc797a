package pgwire

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/burrow-analytics/burrow/hogql"
)

// The catalogue: what clients ask on connect and when they list tables and
// columns, answered from the dialect's schema (hogql.Tables), which lives
// in the schema "public" of the database named by the project id. Only the
// statements listed here are answered; any other question about
// pg_catalog or information_schema is refused with 0A000 rather than
// answered wrongly.

// commands answered with their tag and nothing else: session settings and
// transactions change nothing for a read-only dialect.
var commands = []struct{ prefix, tag string }{
	{"set ", "SET"}, {"reset ", "RESET"}, {"begin", "BEGIN"}, {"start transaction", "BEGIN"},
	{"commit", "COMMIT"}, {"end", "COMMIT"}, {"rollback", "ROLLBACK"}, {"abort", "ROLLBACK"},
	{"discard all", "DISCARD ALL"}, {"deallocate", "DEALLOCATE"}, {"unlisten", "UNLISTEN"},
	{"close all", "CLOSE CURSOR ALL"},
}

// settings are the values SHOW answers.
var settings = map[string]string{
	"server_version": ServerVersion, "server_version_num": "160000", "server_encoding": "UTF8",
	"client_encoding": "UTF8", "datestyle": "ISO, MDY", "timezone": "UTC", "integer_datetimes": "on",
	"standard_conforming_strings": "on", "intervalstyle": "postgres", "search_path": "public",
	"transaction isolation level": "read committed", "transaction_isolation": "read committed",
	"default_transaction_read_only": "on", "transaction_read_only": "on", "max_identifier_length": "63",
	"lc_collate": "C", "lc_ctype": "C", "max_index_keys": "32", "statement_timeout": "0",
}

var (
	spaces     = regexp.MustCompile(`\s+`)
	selectFunc = regexp.MustCompile(`^select (pg_catalog\.)?(version|current_schema|current_database|current_user|session_user|current_role|user|pg_backend_pid)(\(\))?( as "?(\w+)"?)?$`)
	infoSchema = regexp.MustCompile(`^select (.+?) from information_schema\.(tables|columns)( where (.+?))?( order by (.+?))?$`)
	eqFilter   = regexp.MustCompile(`^(?:\w+\.)?(\w+) = '([^']*)'$`)
	mentions   = regexp.MustCompile(`\b(pg_catalog|information_schema)\b|\bpg_[a-z_]+ ?\(|\b(from|join) pg_[a-z_]+`)
)

// catalog answers text when it is a command or a catalogue question (ok);
// err refuses a catalogue question it does not know.
func (c *conn) catalog(text string) (*prepared, bool, error) {
	norm := strings.ToLower(spaces.ReplaceAllString(strings.TrimSpace(text), " "))
	for _, cmd := range commands {
		if norm == strings.TrimSpace(cmd.prefix) || strings.HasPrefix(norm, cmd.prefix) {
			return &prepared{sql: text, command: cmd.tag}, true, nil
		}
	}
	if name, ok := strings.CutPrefix(norm, "show "); ok {
		v, known := settings[name]
		switch {
		case name == "all":
			return nil, true, errorf(codeNotSupported, "SHOW ALL is not supported")
		case !known:
			return nil, true, errorf(codeUndefinedObject, "unrecognized configuration parameter %q", name)
		}
		return static([]string{strings.ReplaceAll(name, " ", "_")}, []any{v}), true, nil
	}
	if m := selectFunc.FindStringSubmatch(norm); m != nil {
		name := m[2]
		if m[5] != "" {
			name = m[5]
		}
		values := map[string]any{
			"version":          "PostgreSQL " + ServerVersion + " (Burrow: the SQL dialect of docs/sql.md over the PostgreSQL wire protocol)",
			"current_schema":   "public",
			"current_database": strconv.FormatInt(c.session().Project.ID, 10),
			"current_user":     c.user, "session_user": c.user, "current_role": c.user, "user": c.user,
			"pg_backend_pid": int64(c.pid),
		}
		p := static([]string{name}, []any{values[m[2]]})
		if m[2] == "pg_backend_pid" {
			p.cols[0].typ = int8Type
		}
		return p, true, nil
	}
	if m := infoSchema.FindStringSubmatch(norm); m != nil {
		p, err := c.infoSchema(m[2], m[1], m[4], m[6])
		return p, true, err
	}
	if p, ok := c.psqlCatalog(norm); ok {
		return p, true, nil
	}
	if m := mentions.FindString(norm); m != "" {
		c.s.logger.Info("pgwire: catalogue statement refused", "statement", text)
		return nil, true, errorf(codeNotSupported, "this catalogue query is not supported (it reads %s); Burrow answers information_schema.tables and columns, SHOW and the queries of psql, JDBC and SQLAlchemy", m)
	}
	return nil, false, nil
}

// static is a catalogue answer of text columns.
func static(names []string, rows ...[]any) *prepared {
	cols := make([]column, len(names))
	for i, n := range names {
		cols[i] = column{name: n, typ: textType}
	}
	return &prepared{cols: cols, static: rows}
}

// infoTable is one of information_schema's views over the dialect's
// tables: its columns and their rows.
func (c *conn) infoTable(view string) ([]column, [][]any) {
	db := strconv.FormatInt(c.session().Project.ID, 10)
	text := func(names ...string) []column {
		out := make([]column, len(names))
		for i, n := range names {
			out[i] = column{name: n, typ: textType}
		}
		return out
	}
	var rows [][]any
	if view == "tables" {
		for _, t := range hogql.Tables() {
			rows = append(rows, []any{db, "public", t.Name, "BASE TABLE", "NO", "NO"})
		}
		return text("table_catalog", "table_schema", "table_name", "table_type", "is_insertable_into", "is_typed"), rows
	}
	cols := text("table_catalog", "table_schema", "table_name", "column_name", "ordinal_position", "column_default",
		"is_nullable", "data_type", "udt_name")
	cols[4].typ = int8Type
	for _, t := range hogql.Tables() {
		for i, col := range t.Columns {
			dataType, udt := pgTypeName(col.Type)
			nullable := "NO"
			if hogql.ParseType(col.Type).String() != col.Type || strings.HasPrefix(col.Type, "Nullable(") {
				nullable = "YES"
			}
			rows = append(rows, []any{db, "public", t.Name, col.Name, int64(i + 1), nil, nullable, dataType, udt})
		}
	}
	return cols, rows
}

// pgTypeName is information_schema's data_type and udt_name of a type of
// the dialect.
func pgTypeName(name string) (dataType, udt string) {
	switch typeOf(name).oid {
	case int8Type.oid:
		return "bigint", "int8"
	case boolType.oid:
		return "boolean", "bool"
	case 701:
		return "double precision", "float8"
	case 1082:
		return "date", "date"
	case 1184:
		return "timestamp with time zone", "timestamptz"
	case 114:
		return "json", "json"
	case 1016:
		return "ARRAY", "_int8"
	case 1022:
		return "ARRAY", "_float8"
	case 1000:
		return "ARRAY", "_bool"
	case 1182:
		return "ARRAY", "_date"
	case 1185:
		return "ARRAY", "_timestamptz"
	case 1009:
		return "ARRAY", "_text"
	}
	return "text", "text"
}

// infoSchema answers SELECT list FROM information_schema.view [WHERE a =
// 'x' AND ...] [ORDER BY ...] (the order is always the table and ordinal
// position).
func (c *conn) infoSchema(view, list, where, _ string) (*prepared, error) {
	cols, rows := c.infoTable(view)
	index := map[string]int{}
	for i, col := range cols {
		index[col.name] = i
	}
	var pick []int
	var out []column
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "*" {
			for i, col := range cols {
				pick, out = append(pick, i), append(out, col)
			}
			continue
		}
		name, alias := item, ""
		if before, after, ok := strings.Cut(item, " as "); ok {
			name, alias = strings.TrimSpace(before), strings.Trim(strings.TrimSpace(after), `"`)
		}
		if _, after, ok := strings.Cut(name, "."); ok {
			name = after
		}
		i, ok := index[name]
		if !ok {
			return nil, errorf(codeUndefinedColumn, "column %q of information_schema.%s is not supported", name, view)
		}
		col := cols[i]
		if alias != "" {
			col.name = alias
		}
		pick, out = append(pick, i), append(out, col)
	}
	var conds [][2]string
	if where != "" {
		for _, cond := range strings.Split(where, " and ") {
			m := eqFilter.FindStringSubmatch(strings.Trim(strings.TrimSpace(cond), "()"))
			if m == nil {
				return nil, errorf(codeNotSupported, "information_schema.%s accepts only conditions column = 'value' joined by AND", view)
			}
			if _, ok := index[m[1]]; !ok {
				return nil, errorf(codeUndefinedColumn, "column %q of information_schema.%s is not supported", m[1], view)
			}
			conds = append(conds, [2]string{m[1], m[2]})
		}
	}
	p := &prepared{cols: out}
rows:
	for _, r := range rows {
		for _, cond := range conds {
			if v, _ := r[index[cond[0]]].(string); v != cond[1] {
				continue rows
			}
		}
		row := make([]any, len(pick))
		for j, i := range pick {
			row[j] = r[i]
		}
		p.static = append(p.static, row)
	}
	return p, nil
}
