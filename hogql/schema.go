package hogql

import "sort"

// TableInfo describes one virtual table of the dialect for clients such as
// the SQL console's schema browser and completion.
type TableInfo struct {
	Name    string       `json:"name"`
	Columns []ColumnInfo `json:"columns"`
	// Joins are the lazy joins reachable from the table (events.person), each
	// naming the table it reaches.
	Joins []JoinInfo `json:"joins,omitempty"`
}

// ColumnInfo is a column and its ClickHouse-style type name.
type ColumnInfo struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

// JoinInfo is a lazy join: Name is written like a column (events.person.x).
type JoinInfo struct {
	Name  string `json:"name"`
	Table string `json:"table"`
}

// Tables lists the virtual tables users can query, by name, with their
// columns in declaration order.
func Tables() []TableInfo {
	out := make([]TableInfo, 0, len(virtualTables))
	for name, def := range virtualTables {
		t := TableInfo{Name: name, Columns: make([]ColumnInfo, 0, len(def.columns))}
		for _, c := range def.columns {
			t.Columns = append(t.Columns, ColumnInfo{Name: c.name, Type: c.t.String()})
		}
		for _, j := range def.lazyJoins {
			t.Joins = append(t.Joins, JoinInfo{Name: j.name, Table: j.table.name})
		}
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
