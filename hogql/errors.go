package hogql

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Error codes of docs/design.md §10: a statement that does not parse, and one that
// does but cannot run (unknown names, wrong types, a value the database
// rejects).
const (
	CodeSyntax = "sql_syntax_error"
	CodeQuery  = "sql_query_error"
)

// position is a line and column (both 1-based, the column counted in
// characters) with the source line for context.
type position struct {
	line, column int
	excerpt      string
}

// locate converts a byte offset of src into a position.
func locate(src string, off Pos) position {
	o := int(off)
	if o > len(src) {
		o = len(src)
	}
	if o < 0 {
		o = 0
	}
	lineStart := strings.LastIndexByte(src[:o], '\n') + 1
	line := strings.Count(src[:lineStart], "\n") + 1
	lineEnd := strings.IndexByte(src[lineStart:], '\n')
	if lineEnd < 0 {
		lineEnd = len(src)
	} else {
		lineEnd += lineStart
	}
	col := utf8.RuneCountInString(src[lineStart:o]) + 1
	return position{line: line, column: col, excerpt: excerpt(src[lineStart:lineEnd], o-lineStart)}
}

// excerpt returns at most about 60 characters of line around byte offset at,
// marking cut ends with "...".
func excerpt(line string, at int) string {
	const before, after = 30, 30
	line = strings.TrimRight(line, "\r")
	start, end := 0, len(line)
	if at-before > 0 {
		start = at - before
		for start < len(line) && !utf8.RuneStart(line[start]) {
			start++
		}
	}
	if at+after < len(line) {
		end = at + after
		for end > start && end < len(line) && !utf8.RuneStart(line[end]) {
			end--
		}
	}
	s := strings.TrimSpace(line[start:end])
	if start > 0 {
		s = "..." + s
	}
	if end < len(line) {
		s += "..."
	}
	return s
}

// Error is a client's mistake in a statement: one that does not parse
// (CodeSyntax) or that cannot run (CodeQuery: unknown names, wrong types,
// limits). It is what Parse, ParseExpr, Compile and CompileQuery return
// for bad input; apierror maps it to the API's 400 (attribute "query",
// with line, column and excerpt when there is a position).
type Error struct {
	Code    string // CodeSyntax or CodeQuery
	Message string // what is wrong, without the position
	// Line and Column (1-based, the column in characters) and the excerpt
	// of the source line point at the problem; Line is 0 for a statement
	// built as a tree, which has no source text.
	Line, Column int
	Excerpt      string
}

// Error returns the detail a client reads.
func (e *Error) Error() string {
	detail := e.Message
	if e.Line > 0 {
		detail = fmt.Sprintf("%s at line %d, column %d", detail, e.Line, e.Column)
	}
	if e.Code == CodeSyntax {
		detail = "Syntax error: " + detail
	}
	if e.Line > 0 && e.Excerpt != "" {
		detail += ": " + e.Excerpt
	}
	return detail
}

func newPosError(code, src string, at Pos, msg string) *Error {
	p := locate(src, at)
	return &Error{Code: code, Message: msg, Line: p.line, Column: p.column, Excerpt: p.excerpt}
}

// syntaxError is a parse failure; it carries the byte offset so the message
// can point at the line and column.
type syntaxError struct {
	at  Pos
	msg string
}

func (e *syntaxError) Error() string { return e.msg }

// queryError is a semantic failure (unknown name, wrong arity, bad types).
type queryError struct {
	at  Pos
	msg string
}

func (e *queryError) Error() string { return e.msg }

func errorf(at Pos, format string, args ...any) error {
	return &queryError{at: at, msg: fmt.Sprintf(format, args...)}
}

// toClientError converts the package's internal errors into an *Error
// pointing into src.
func toClientError(src string, err error) error {
	var se *syntaxError
	if errors.As(err, &se) {
		return newPosError(CodeSyntax, src, se.at, se.msg)
	}
	var qe *queryError
	if errors.As(err, &qe) {
		return newPosError(CodeQuery, src, qe.at, qe.msg)
	}
	return err
}
