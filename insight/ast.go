package insight

import (
	"github.com/burrow-analytics/burrow/hogql"
)

// Statements are built as trees through hogql's builder (hogql/build.go):
// constant templates of the dialect with placeholders __1, __2, … parsed
// by its own parser, and every value that came from the client (event
// names, property keys and values, dates) as a tree node, a literal, so it
// is bound as a parameter by the printers and never spliced into text.
// The helpers below put template-built expressions together into SELECTs.

// selectFrom builds SELECT items FROM table WHERE where GROUP BY groupBy.
func selectFrom(table hogql.TableExpr, where hogql.Expr, groupBy []hogql.Expr, items ...*hogql.SelectItem) *hogql.Select {
	return &hogql.Select{Items: items, From: table, Where: where, GroupBy: groupBy}
}

func table(name string) hogql.TableExpr { return &hogql.TableRef{Name: name} }

func subquery(q *hogql.Query, alias string) hogql.TableExpr {
	return &hogql.SubqueryTable{Query: q, Alias: alias}
}

// query wraps selects into a UNION ALL with a LIMIT.
func query(limit int64, selects ...*hogql.Select) *hogql.Query {
	q := &hogql.Query{Selects: selects}
	if limit > 0 {
		q.Limit = &hogql.Limit{Count: limit, HasCount: true}
	}
	return q
}
