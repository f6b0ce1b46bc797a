package apierror_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// A mistake in a statement reaches clients as the 400 of its code on the
// attribute "query", with the position when the statement had source text.
func TestFromHogQLError(t *testing.T) {
	t.Parallel()
	_, err := hogql.Compile("SELECT 1,\n  nosuch FROM events", hogql.Options{TeamID: 1, Engine: hogql.SQLite})
	e := apierror.From(fmt.Errorf("wrapped: %w", err))
	if e == nil {
		t.Fatalf("From(%v) = nil", err)
	}
	body, _ := json.Marshal(e)
	want := `{"type":"validation_error","code":"sql_query_error","detail":"unknown column nosuch at line 2, column 3: nosuch FROM events","attr":"query","column":3,"excerpt":"nosuch FROM events","line":2}`
	if e.Status != 400 || string(body) != want {
		t.Errorf("status %d, body\n%s\nwant\n%s", e.Status, body, want)
	}

	_, err = hogql.Compile("SELEC 1", hogql.Options{TeamID: 1, Engine: hogql.SQLite})
	if e := apierror.From(err); e == nil || e.Code != "sql_syntax_error" || e.Status != 400 || e.Extra["line"] != 1 {
		t.Errorf("syntax error: %#v", e)
	}

	tree := &hogql.Query{Selects: []*hogql.Select{{Items: []*hogql.SelectItem{{Expr: &hogql.Field{Parts: []hogql.FieldPart{{Name: "nosuch"}}}}}}}}
	_, err = hogql.CompileQuery(tree, hogql.Options{TeamID: 1, Engine: hogql.SQLite})
	e = apierror.From(err)
	if e == nil || e.Code != "sql_query_error" || e.Extra != nil {
		t.Errorf("a built tree's error: %#v, want sql_query_error without a position", e)
	}
}
