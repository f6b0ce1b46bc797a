package pgwire

import (
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5/pgproto3"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// SQLSTATEs the server answers with (PostgreSQL's appendix A).
const (
	codeSyntax          = "42601" // syntax_error
	codeUndefinedColumn = "42703"
	codeUndefinedTable  = "42P01"
	codeUndefinedObject = "42704" // an unknown SHOW setting
	codeUndefinedFunc   = "42883"
	codeInvalidPassword = "28P01"
	codeAuthSpec        = "28000" // invalid_authorization_specification
	codeNoPrivilege     = "42501" // insufficient_privilege
	codeNoDatabase      = "3D000"
	codeCanceled        = "57014" // query_canceled (also statement timeouts)
	codeAdminShutdown   = "57P01"
	codeOverLimit       = "53400" // configuration_limit_exceeded
	codeTooManyConns    = "53300"
	codeNotSupported    = "0A000"
	codeProtocol        = "08P01"
	codeDataException   = "22000"
	codeInvalidPortal   = "34000"
	codeInvalidStmt     = "26000"
	codeTxAborted       = "25P02"
	codeInternal        = "XX000" // only for our own failures, never for client input
)

// pgError is an error to answer with an ErrorResponse.
type pgError struct {
	code, message, detail string
	position              int32 // 1-based character in the statement, 0: none
	fatal                 bool  // the connection closes after it
}

func (e *pgError) Error() string { return e.code + ": " + e.message }

func errorf(code, format string, args ...any) *pgError {
	return &pgError{code: code, message: fmt.Sprintf(format, args...)}
}

// response is e as a message.
func (e *pgError) response() *pgproto3.ErrorResponse {
	sev := "ERROR"
	if e.fatal {
		sev = "FATAL"
	}
	return &pgproto3.ErrorResponse{Severity: sev, SeverityUnlocalized: sev, Code: e.code, Message: e.message,
		Detail: e.detail, Position: e.position}
}

// toPGError translates what the service returned into a SQLSTATE: client
// mistakes get theirs, anything else is XX000 with no detail (it is logged).
func toPGError(err error, statement string) (*pgError, bool) {
	var pe *pgError
	if errors.As(err, &pe) {
		return pe, true
	}
	var he *hogql.Error
	if errors.As(err, &he) {
		code := codeSyntax
		msg := he.Error()
		if he.Code != hogql.CodeSyntax {
			code = sqlErrorCode(msg)
		}
		e := &pgError{code: code, message: msg}
		if he.Line > 0 {
			e.position = charPosition(statement, he.Line, he.Column)
		}
		return e, true
	}
	if ae := apierror.From(err); ae != nil {
		switch {
		case ae.Code == "query_timeout", ae.Code == "query_cancelled":
			return &pgError{code: codeCanceled, message: ae.Detail}, true
		case ae.Status == 401:
			return &pgError{code: codeInvalidPassword, message: "password authentication failed: the personal API key is invalid or revoked", fatal: true}, true
		case ae.Status == 403 && ae.Code == "permission_denied" && strings.Contains(ae.Detail, "scope"):
			return &pgError{code: codeNoPrivilege, message: ae.Detail, fatal: true}, true
		case ae.Status == 403, ae.Status == 404:
			return &pgError{code: codeNoDatabase, message: "database does not exist", fatal: true}, true
		case ae.Status == 429:
			return &pgError{code: codeOverLimit, message: ae.Detail}, true
		case ae.Status == 503:
			return &pgError{code: codeAdminShutdown, message: ae.Detail, fatal: true}, true
		case ae.Status < 500:
			return &pgError{code: sqlErrorCode(ae.Detail), message: ae.Detail}, true
		}
	}
	return &pgError{code: codeInternal, message: "internal error"}, false
}

// sqlErrorCode picks the SQLSTATE of a statement the compiler or the
// database refused, from its message.
func sqlErrorCode(msg string) string {
	switch {
	case strings.Contains(msg, "unknown column"):
		return codeUndefinedColumn
	case strings.Contains(msg, "unknown table"):
		return codeUndefinedTable
	case strings.Contains(msg, "unknown function"):
		return codeUndefinedFunc
	case strings.Contains(msg, "exceeds"), strings.Contains(msg, "too large"), strings.Contains(msg, "limit of"):
		return codeOverLimit
	}
	return codeDataException
}

// charPosition is the 1-based character offset of line:column.
func charPosition(s string, line, column int) int32 {
	pos := 0
	for l := 1; l < line; l++ {
		i := strings.IndexByte(s[pos:], '\n')
		if i < 0 {
			return 0
		}
		pos += i + 1
	}
	return int32(len([]rune(s[:pos])) + column)
}
