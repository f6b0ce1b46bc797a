package hogql

import (
	"errors"
	"fmt"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/store"
)

// Programs that build statements (the insight query kinds) compile their
// trees here: the same resolve → guard → print path as Compile, so the team
// guard, bound literals, limits and both printers apply unchanged.

// ParseExpr parses one expression, such as a HogQL property filter or an
// EventsQuery column. Errors are *apierror.Error pointing into src.
func ParseExpr(src string) (Expr, error) {
	toks, err := lex(src)
	if err != nil {
		return nil, toAPIError(src, err)
	}
	p := &parser{toks: toks}
	if p.peek().kind == tokEOF {
		return nil, toAPIError(src, &syntaxError{0, "empty expression"})
	}
	e, err := p.parseExpr()
	if err != nil {
		return nil, toAPIError(src, err)
	}
	if p.peek().kind != tokEOF {
		return nil, toAPIError(src, p.unexpected("end of expression"))
	}
	return e, nil
}

// CompileQuery compiles a statement built as a tree. Its Normalized text is
// Format(q): what a user would write to run the same statement as SqlQuery.
// Client mistakes inside the tree (an unknown column in a HogQL filter) are
// *apierror.Error with code "sql_query_error" and the message, without a
// position: the tree has no source text of its own.
func CompileQuery(q *Query, opts Options) (*Compiled, error) {
	var d dialect
	switch opts.Dialect {
	case store.SQLite:
		d = sqliteDialect{}
	case store.Postgres:
		d = postgresDialect{}
	default:
		return nil, fmt.Errorf("engine: unsupported dialect %q", opts.Dialect)
	}
	if opts.DefaultLimit <= 0 {
		opts.DefaultLimit = DefaultLimit
	}
	if opts.MaxLimit <= 0 {
		opts.MaxLimit = MaxLimit
	}
	if opts.DefaultLimit > opts.MaxLimit {
		opts.DefaultLimit = opts.MaxLimit
	}
	normalized := Format(q)
	bq, err := resolveStatement(normalized, q)
	if err != nil {
		return nil, treeError(err)
	}
	lim := guard(bq, opts.DefaultLimit, opts.MaxLimit)
	sql, args, err := printStatement(bq, d, opts.TeamID)
	if err != nil {
		return nil, treeError(err)
	}
	c := &Compiled{
		SQL: sql, Args: args, Normalized: normalized,
		Columns: make([]string, len(bq.cols)), Types: make([]string, len(bq.cols)),
		Limit: lim.limit, Offset: lim.offset, HasExplicitLimit: lim.explicit, Dialect: opts.Dialect,
	}
	for i, col := range bq.cols {
		c.Columns[i] = col.name
		c.Types[i] = col.t.String()
	}
	return c, nil
}

// treeError turns the package's errors about a built tree into client errors.
func treeError(err error) error {
	var se *syntaxError
	if errors.As(err, &se) {
		return apierror.Invalid(CodeSyntax, "query", "Syntax error: "+se.msg)
	}
	var qe *queryError
	if errors.As(err, &qe) {
		return apierror.Invalid(CodeQuery, "query", qe.msg)
	}
	return err
}
