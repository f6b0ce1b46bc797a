package hogql

import (
	"slices"
	"testing"
)

// Every table and column Tables lists compiles on both dialects with the
// type it is listed with, and every virtual table is listed: the console's
// schema browser shows only names users can write.
func TestTablesCompile(t *testing.T) {
	t.Parallel()
	tables := Tables()
	if len(tables) != len(virtualTables) {
		t.Fatalf("Tables lists %d tables, the dialect has %d", len(tables), len(virtualTables))
	}
	for _, tab := range tables {
		if len(tab.Columns) == 0 {
			t.Errorf("%s: no columns", tab.Name)
		}
		for _, col := range tab.Columns {
			for _, d := range []Engine{SQLite, PostgreSQL} {
				src := "SELECT " + quoteIdentForTest(col.Name) + " FROM " + tab.Name
				c, err := Compile(src, Options{TeamID: 1, Engine: d})
				if err != nil {
					t.Errorf("%s: %v", src, err)
					continue
				}
				if !slices.Equal(c.Types, []string{col.Type}) {
					t.Errorf("%s on %s: types %v, listed %s", src, d, c.Types, col.Type)
				}
			}
		}
		for _, j := range tab.Joins {
			target := virtualTables[j.Table]
			if target == nil {
				t.Errorf("join %s → unknown table %s", j.Name, j.Table)
				continue
			}
			src := "SELECT " + j.Name + "." + quoteIdentForTest(target.columns[0].name) + " FROM " + tab.Name
			if _, err := Compile(src, Options{TeamID: 1, Engine: SQLite}); err != nil {
				t.Errorf("join %s → %s: %v", j.Name, j.Table, err)
			}
		}
	}
}

// quoteIdentForTest writes a column name as users would: bare when it is a
// plain identifier, else in backquotes ($session_id).
func quoteIdentForTest(name string) string {
	for i, r := range name {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return "`" + name + "`"
		}
	}
	return name
}
