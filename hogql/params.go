package hogql

import (
	"fmt"
	"math"
	"strconv"
)

// Placeholders ($1 ... $n) exist for the PostgreSQL wire protocol, whose
// clients send parameters apart from the statement. In the dialect $name is
// a field ($session_id), so placeholders are recognised only with
// Options.Placeholders, and only as $ followed by digits. Each one becomes
// a literal token of its value before parsing, so it is bound as a
// parameter like every other literal and never spliced into the SQL: a
// string compared with a column is converted to the column's type as a
// string literal would be (WHERE event_count > $1 with '5').

// ParamType is the type a placeholder's value is read as.
type ParamType int

// Types of placeholders: ParamInt after LIMIT and OFFSET, which take only
// integers; the type of the column a placeholder is compared with
// (WHERE timestamp > $1: ParamDateTime); ParamText elsewhere (a text value
// is converted where the expression needs another type, as a string
// literal is).
const (
	ParamText ParamType = iota
	ParamInt
	ParamFloat
	ParamBool
	ParamDate
	ParamDateTime
)

// paramTypeOf is the placeholder type of a column kind.
var paramTypeOf = map[Kind]ParamType{
	tInt: ParamInt, tUInt: ParamInt, tFloat: ParamFloat, tBool: ParamBool, tDate: ParamDate, tDateTime: ParamDateTime,
}

// comparisons are the operators whose sides a placeholder takes its type from.
var comparisons = map[string]bool{"=": true, "==": true, "!=": true, "<>": true, "<": true, "<=": true, ">": true, ">=": true}

// columnParamType infers a placeholder's type from a column it is compared
// with (col op $n or $n op col; col may be qualified): the type of the
// columns of that name in the dialect's tables when they all agree.
func columnParamType(toks []token, i int) ParamType {
	name := ""
	switch {
	case i >= 2 && toks[i-1].kind == tokOp && comparisons[toks[i-1].text] && isColumnToken(&toks[i-2]):
		name = toks[i-2].text
	case i+2 < len(toks) && toks[i+1].kind == tokOp && comparisons[toks[i+1].text] && isColumnToken(&toks[i+2]) &&
		!(i+3 < len(toks) && toks[i+3].kind == tokOp && (toks[i+3].text == "." || toks[i+3].text == "(")):
		name = toks[i+2].text
	default:
		return ParamText
	}
	found, kind := false, tNothing
	for _, def := range virtualTables {
		for _, c := range def.columns {
			if c.name != name {
				continue
			}
			if found && c.t.base != kind {
				return ParamText
			}
			found, kind = true, c.t.base
		}
	}
	if t, ok := paramTypeOf[kind]; ok && found {
		return t
	}
	return ParamText
}

// isColumnToken reports whether t can name a column (not a keyword, a
// literal or a placeholder).
func isColumnToken(t *token) bool {
	if t.kind == tokQuoted {
		return true
	}
	if t.kind != tokIdent || t.kw.reserved() {
		return false
	}
	_, placeholder := placeholderIndex(t)
	return !placeholder
}

// MaxParams bounds the placeholders of a statement (PostgreSQL's own limit).
const MaxParams = math.MaxUint16

// parseWith parses src, replacing its placeholders by opts.Params when
// opts.Placeholders is set, and returns the placeholders' types.
func parseWith(src string, opts Options) (*Query, []ParamType, error) {
	if !opts.Placeholders {
		q, err := parse(src)
		return q, nil, err
	}
	toks, err := lex(src)
	if err != nil {
		return nil, nil, err
	}
	types, err := bindPlaceholders(toks, opts.Params)
	if err != nil {
		return nil, nil, err
	}
	q, err := parseTokens(toks)
	return q, types, err
}

// placeholderIndex returns n for a token spelling $n (n >= 1).
func placeholderIndex(t *token) (int, bool) {
	if t.kind != tokIdent || len(t.text) < 2 || t.text[0] != '$' {
		return 0, false
	}
	for i := 1; i < len(t.text); i++ {
		if c := t.text[i]; c < '0' || c > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(t.text[1:])
	if err != nil || n < 1 || n > MaxParams {
		return 0, false
	}
	return n, true
}

// bindPlaceholders replaces each $n token of toks by a literal token of
// params[n-1] (nil: NULL, or 0 where an integer is needed, which is how a
// statement is described before its values are known) and returns the
// types of $1..$max. A placeholder after a field's dot (properties.$1) is
// not one: the dialect has no computed keys.
func bindPlaceholders(toks []token, params []any) ([]ParamType, error) {
	var types []ParamType
	for i := range toks {
		t := &toks[i]
		n, ok := placeholderIndex(t)
		if !ok {
			continue
		}
		if i > 0 && toks[i-1].kind == tokOp && toks[i-1].text == "." {
			return nil, &syntaxError{t.pos, "a placeholder cannot name a property"}
		}
		for len(types) < n {
			types = append(types, ParamText)
		}
		typ := ParamText
		if i > 0 && toks[i-1].kind == tokIdent && (toks[i-1].kw == kwLimit || toks[i-1].kw == kwOffset) {
			typ = ParamInt
		} else {
			typ = columnParamType(toks, i)
		}
		types[n-1] = typ
		var v any
		if n <= len(params) {
			v = params[n-1]
		} else if params != nil {
			return nil, &syntaxError{t.pos, fmt.Sprintf("no value for placeholder $%d (%d given)", n, len(params))}
		}
		strict := typ == ParamInt && i > 0 && (toks[i-1].kw == kwLimit || toks[i-1].kw == kwOffset)
		lit, err := literalToken(t.pos, v, strict)
		if err != nil {
			return nil, err
		}
		*t = lit
	}
	return types, nil
}

// literalToken is the token of value v (nil, string, int64, float64, bool);
// count is set after LIMIT and OFFSET, which take a non-negative integer.
func literalToken(at Pos, v any, count bool) (token, error) {
	if count {
		var n int64
		switch x := v.(type) {
		case nil:
		case int64:
			n = x
		case string:
			var err error
			if n, err = strconv.ParseInt(x, 10, 64); err != nil {
				return token{}, &syntaxError{at, fmt.Sprintf("placeholder value %q is not an integer", x)}
			}
		default:
			return token{}, &syntaxError{at, fmt.Sprintf("placeholder value of type %T is not an integer", v)}
		}
		if n < 0 {
			return token{}, &syntaxError{at, "LIMIT and OFFSET expect a non-negative integer"}
		}
		return token{kind: tokInt, pos: at, text: strconv.FormatInt(n, 10), u: uint64(n)}, nil
	}
	switch x := v.(type) {
	case nil:
		return token{kind: tokIdent, kw: kwNull, pos: at, text: "NULL"}, nil
	case string:
		return token{kind: tokString, pos: at, text: x}, nil
	case int64:
		if x < 0 {
			// A negative number is the unary minus of a literal; as a
			// string literal it converts where an integer is needed.
			return token{kind: tokString, pos: at, text: strconv.FormatInt(x, 10)}, nil
		}
		return token{kind: tokInt, pos: at, text: strconv.FormatInt(x, 10), u: uint64(x)}, nil
	case float64:
		if x < 0 || math.IsNaN(x) || math.IsInf(x, 0) {
			return token{kind: tokString, pos: at, text: strconv.FormatFloat(x, 'g', -1, 64)}, nil
		}
		return token{kind: tokFloat, pos: at, text: strconv.FormatFloat(x, 'g', -1, 64), u: math.Float64bits(x)}, nil
	case bool:
		if x {
			return token{kind: tokIdent, kw: kwTrue, pos: at, text: "TRUE"}, nil
		}
		return token{kind: tokIdent, kw: kwFalse, pos: at, text: "FALSE"}, nil
	}
	return token{}, &syntaxError{at, fmt.Sprintf("unsupported placeholder value of type %T", v)}
}
