package hogql

import (
	"errors"
)

// Programs that build statements (the insight query kinds) compile their
// trees here: the same resolve → guard → print path as Compile, so the team
// guard, bound literals, limits and both printers apply unchanged.

// ParseExpr parses one expression, such as a HogQL property filter or an
// EventsQuery column. Errors are *Error pointing into src.
func ParseExpr(src string) (Expr, error) {
	toks, err := lex(src)
	if err != nil {
		return nil, toClientError(src, err)
	}
	p := &parser{toks: toks}
	if p.peek().kind == tokEOF {
		return nil, toClientError(src, &syntaxError{0, "empty expression"})
	}
	e, err := p.parseExpr()
	if err != nil {
		return nil, toClientError(src, err)
	}
	if p.peek().kind != tokEOF {
		return nil, toClientError(src, p.unexpected("end of expression"))
	}
	return e, nil
}

// CompileQuery compiles a statement built as a tree. Its Normalized text is
// Format(q): what a user would write to run the same statement as SqlQuery.
// Client mistakes inside the tree (an unknown column in a HogQL filter) are
// *Error with code CodeQuery and the message, without a position: the
// tree has no source text of its own.
func CompileQuery(q *Query, opts Options) (*Compiled, error) {
	d, err := printerFor(opts.Engine)
	if err != nil {
		return nil, err
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
		Limit: lim.limit, Offset: lim.offset, HasExplicitLimit: lim.explicit, Engine: opts.Engine,
	}
	for i, col := range bq.cols {
		c.Columns[i] = col.name
		c.Types[i] = col.t.String()
	}
	return c, nil
}

// treeError turns the package's errors about a built tree into an *Error
// without a position.
func treeError(err error) error {
	var se *syntaxError
	if errors.As(err, &se) {
		return &Error{Code: CodeSyntax, Message: se.msg}
	}
	var qe *queryError
	if errors.As(err, &qe) {
		return &Error{Code: CodeQuery, Message: qe.msg}
	}
	return err
}
