// Package apierror defines the one error shape Burrow answers with on every
// surface: REST renders it as {"type","code","detail","attr"}, GraphQL as an
// error whose extensions carry the same code.
package apierror

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"time"

	"github.com/burrow-analytics/burrow/hogql"
)

// Error is a client-visible error.
type Error struct {
	Status int     `json:"-"`
	Type   string  `json:"type"`
	Code   string  `json:"code"`
	Detail string  `json:"detail"`
	Attr   *string `json:"attr"`
	// Extra carries additional fields for clients (e.g. a SQL error position).
	Extra map[string]any `json:"-"`
	// RetryAfter, when positive, is sent as the Retry-After header (REST) and
	// the retry_after extension in seconds (GraphQL): 429 and 503 carry it.
	RetryAfter time.Duration `json:"-"`
	// absent marks a 404 for the very object asked for (see ErrAbsent).
	absent bool
}

// ErrAbsent matches (errors.Is) a 404 about the object a call asked for
// itself, such as a query status or a recording by id, as opposed to the
// project it lives in. GraphQL answers such a field with null, REST with
// the 404.
var ErrAbsent = errors.New("apierror: object not found")

// Is reports whether e is an absent object's 404 (target ErrAbsent).
func (e *Error) Is(target error) bool { return target == ErrAbsent && e.absent }

// Absent is the 404 for an object that does not exist (errors.Is ErrAbsent).
func Absent(detail string) *Error {
	e := NotFound(detail)
	e.absent = true
	return e
}

func (e *Error) Error() string { return e.Code + ": " + e.Detail }

// MarshalJSON writes the REST envelope with its keys in the documented order
// ("type", "code", "detail", "attr"), then any Extra keys sorted, so that a
// client comparing bodies as text sees exactly the bodies of docs/design.md
// §4 and §5.
func (e *Error) MarshalJSON() ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteByte('{')
	fields := []struct {
		key   string
		value any
	}{{"type", e.Type}, {"code", e.Code}, {"detail", e.Detail}, {"attr", e.Attr}}
	for _, k := range slices.Sorted(maps.Keys(e.Extra)) {
		if k != "type" && k != "code" && k != "detail" && k != "attr" {
			fields = append(fields, struct {
				key   string
				value any
			}{k, e.Extra[k]})
		}
	}
	for i, f := range fields {
		if i > 0 {
			buf.WriteByte(',')
		}
		v, err := marshalNoEscape(f.value)
		if err != nil {
			return nil, fmt.Errorf("apierror: marshal %s: %w", f.key, err)
		}
		k, _ := marshalNoEscape(f.key) // a string always marshals
		buf.Write(k)
		buf.WriteByte(':')
		buf.Write(v)
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// marshalNoEscape is json.Marshal without HTML escaping (details quote SQL
// such as "a < b" and must read as written).
func marshalNoEscape(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// With returns a copy of e carrying the extra key/value.
func (e *Error) With(key string, value any) *Error {
	c := *e
	c.Extra = make(map[string]any, len(e.Extra)+1)
	for k, v := range e.Extra {
		c.Extra[k] = v
	}
	c.Extra[key] = value
	return &c
}

// The error types of docs/design.md §5.
const (
	TypeValidation     = "validation_error"
	TypeInvalidRequest = "invalid_request"
	TypeAuthentication = "authentication_error"
	TypeThrottled      = "throttled_error"
	TypeServer         = "server_error"
)

// NotAuthenticated is the 401 for a request without credentials.
func NotAuthenticated() *Error {
	return &Error{Status: http.StatusUnauthorized, Type: TypeAuthentication, Code: "not_authenticated",
		Detail: "Authentication credentials were not provided."}
}

// AuthenticationFailed is the 401 for an unknown key; where names where it was found
// ("Authorization header", "query string", "body").
func AuthenticationFailed(where string) *Error {
	return &Error{Status: http.StatusUnauthorized, Type: TypeAuthentication, Code: "authentication_failed",
		Detail: fmt.Sprintf("Personal API key found in request %s is invalid.", where)}
}

// PermissionDenied is a 403.
func PermissionDenied(detail string) *Error {
	return &Error{Status: http.StatusForbidden, Type: TypeAuthentication, Code: "permission_denied", Detail: detail}
}

// MissingScope is the 403 for a key without the scope an endpoint needs.
func MissingScope(scope string) *Error {
	return PermissionDenied(fmt.Sprintf("API key missing required scope '%s'", scope))
}

// NotFound is a 404.
func NotFound(detail string) *Error {
	return &Error{Status: http.StatusNotFound, Type: TypeInvalidRequest, Code: "not_found", Detail: detail}
}

// Validation is a 400 about the input field attr.
func Validation(attr, detail string) *Error {
	e := &Error{Status: http.StatusBadRequest, Type: TypeValidation, Code: "invalid_input", Detail: detail}
	if attr != "" {
		e.Attr = &attr
	}
	return e
}

// Invalid is a 400 validation error with a specific code (e.g. "sql_syntax_error").
func Invalid(code, attr, detail string) *Error {
	e := Validation(attr, detail)
	e.Code = code
	return e
}

// ParseError is a 400 for a body that cannot be parsed.
func ParseError(detail string) *Error {
	return &Error{Status: http.StatusBadRequest, Type: TypeInvalidRequest, Code: "parse_error", Detail: detail}
}

// MethodNotAllowed is a 405.
func MethodNotAllowed(method string) *Error {
	return &Error{Status: http.StatusMethodNotAllowed, Type: TypeInvalidRequest, Code: "method_not_allowed",
		Detail: fmt.Sprintf("Method \"%s\" not allowed.", method)}
}

// TooLarge is a 413 for an oversize request body.
func TooLarge(limit int64) *Error {
	return &Error{Status: http.StatusRequestEntityTooLarge, Type: TypeInvalidRequest, Code: "request_too_large",
		Detail: fmt.Sprintf("Request body is larger than %d bytes.", limit)}
}

// Throttled is a 429.
func Throttled(detail string) *Error {
	return &Error{Status: http.StatusTooManyRequests, Type: TypeThrottled, Code: "throttled", Detail: detail}
}

// Internal is the 500 shown for an unexpected failure; the cause is logged, not shown.
func Internal() *Error {
	return &Error{Status: http.StatusInternalServerError, Type: TypeServer, Code: "server_error",
		Detail: "A server error occurred."}
}

// ErrShutdown is the cause with which the server cuts the requests still
// running when its shutdown grace period ends: they answer Unavailable.
var ErrShutdown = errors.New("server shutting down")

// RetryAfterSeconds is the Retry-After of an Unavailable answer.
const RetryAfterSeconds = 2

// Unavailable is the 503 for a request the server cannot serve now (it is
// shutting down, or the database is busy or unreachable); the client may
// retry after RetryAfterSeconds, on this replica or another.
func Unavailable(detail string) *Error {
	return &Error{Status: http.StatusServiceUnavailable, Type: TypeServer, Code: "server_error", Detail: detail}
}

// From returns err as an *Error when it is (or wraps) one, otherwise nil.
// A mistake in a SQL statement (a *hogql.Error, from the compiler, which
// knows nothing of the API) is the 400 of its code on the attribute
// "query", with the line, column and excerpt it points at.
func From(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	var he *hogql.Error
	if errors.As(err, &he) {
		e := Invalid(he.Code, "query", he.Error())
		if he.Line > 0 {
			e.Extra = map[string]any{"line": he.Line, "column": he.Column, "excerpt": he.Excerpt}
		}
		return e
	}
	return nil
}
