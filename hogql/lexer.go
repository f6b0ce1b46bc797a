package hogql

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxQueryBytes is the largest statement the engine accepts.
const MaxQueryBytes = 64 << 10

type tokKind uint8

const (
	tokEOF    tokKind = iota
	tokIdent          // unquoted identifier or keyword
	tokQuoted         // `quoted` or "quoted" identifier
	tokString         // 'string literal', decoded
	tokInt            // integer literal
	tokFloat          // floating-point literal
	tokOp             // operator or punctuation, in text
)

// token is one lexical token; pos is the byte offset of its first character.
type token struct {
	kind     tokKind
	kw       keyword // for tokIdent: the keyword it spells, if any
	pos      Pos
	text     string // identifier, decoded string, operator or number text
	overflow bool   // tokInt does not fit in uint64
	u        uint64 // tokInt value, or the bits of a tokFloat value
}

func (t *token) float() float64 { return math.Float64frombits(t.u) }

// lex splits src into tokens. It rejects what can never be part of a valid
// read-only statement early: oversize input, NUL bytes, invalid UTF-8 and a
// ';' followed by anything but whitespace and comments (a second statement).
func lex(src string) ([]token, error) {
	if len(src) > MaxQueryBytes {
		return nil, &syntaxError{0, "query is longer than 65536 bytes"}
	}
	if !utf8.ValidString(src) {
		return nil, &syntaxError{Pos(invalidUTF8At(src)), "query is not valid UTF-8"}
	}
	if i := strings.IndexByte(src, 0); i >= 0 {
		return nil, &syntaxError{Pos(i), "NUL characters are not allowed"}
	}
	toks := make([]token, 0, len(src)/4+1)
	i := 0
	semicolon := -1 // position of a trailing ';'
	for {
		// Skip whitespace and comments.
		for i < len(src) {
			c := src[i]
			if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' {
				i++
				continue
			}
			if c == '-' && i+1 < len(src) && src[i+1] == '-' {
				j := strings.IndexByte(src[i:], '\n')
				if j < 0 {
					i = len(src)
				} else {
					i += j + 1
				}
				continue
			}
			if c == '/' && i+1 < len(src) && src[i+1] == '*' {
				j := strings.Index(src[i+2:], "*/")
				if j < 0 {
					return nil, &syntaxError{Pos(i), "unterminated /* comment"}
				}
				i += j + 4
				continue
			}
			break
		}
		if i >= len(src) {
			end := len(src)
			if semicolon >= 0 {
				end = semicolon
			}
			toks = append(toks, token{kind: tokEOF, pos: Pos(end)})
			return toks, nil
		}
		if semicolon >= 0 {
			return nil, &syntaxError{Pos(semicolon), "only one statement is allowed: nothing may follow ';'"}
		}
		start := i
		if src[i] == ';' {
			semicolon = i
			i++
			continue
		}
		c := src[i]
		switch {
		case isIdentStart(c) || c >= utf8.RuneSelf:
			for i < len(src) && (isIdentPart(src[i]) || src[i] >= utf8.RuneSelf) {
				i++
			}
			text := src[start:i]
			toks = append(toks, token{kind: tokIdent, pos: Pos(start), text: text, kw: lookupKeyword(text)})
		case c >= '0' && c <= '9' && afterDot(toks):
			// A numeric step of a name chain (properties.items.1.sku): digits only.
			j := i
			for j < len(src) && isDigit(src[j]) {
				j++
			}
			u, err := strconv.ParseUint(src[i:j], 10, 64)
			toks = append(toks, token{kind: tokInt, pos: Pos(start), text: src[i:j], u: u, overflow: err != nil})
			i = j
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(src) && isDigit(src[i+1]) && !afterName(toks):
			tok, n, err := lexNumber(src, i)
			if err != nil {
				return nil, err
			}
			i += n
			toks = append(toks, tok)
		case c == '\'':
			s, n, err := lexQuoted(src, i, '\'')
			if err != nil {
				return nil, err
			}
			i += n
			toks = append(toks, token{kind: tokString, pos: Pos(start), text: s})
		case c == '"' || c == '`':
			s, n, err := lexQuoted(src, i, c)
			if err != nil {
				return nil, err
			}
			if s == "" {
				return nil, &syntaxError{Pos(start), "empty quoted identifier"}
			}
			i += n
			toks = append(toks, token{kind: tokQuoted, pos: Pos(start), text: s})
		default:
			op, err := lexOperator(src, i)
			if err != nil {
				return nil, err
			}
			i += len(op)
			toks = append(toks, token{kind: tokOp, pos: Pos(start), text: op})
		}
	}
}

func invalidUTF8At(s string) int {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return 0
}

// afterDot reports whether the previous token is a '.' that follows a name.
func afterDot(toks []token) bool {
	n := len(toks)
	return n >= 2 && toks[n-1].kind == tokOp && toks[n-1].text == "." && afterName(toks[:n-1])
}

// afterName reports whether the previous token ends a name, so that ".5"
// after it is a field access (t.1) rather than the number 0.5.
func afterName(toks []token) bool {
	if len(toks) == 0 {
		return false
	}
	t := toks[len(toks)-1]
	if t.kind == tokInt && afterDot(toks[:len(toks)-1]) {
		return true // a numeric step: properties.a.1.1 chains
	}
	return t.kind == tokIdent || t.kind == tokQuoted || t.kind == tokOp && (t.text == ")" || t.text == "]")
}

func isIdentStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$'
}

func isIdentPart(c byte) bool { return isIdentStart(c) || isDigit(c) }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func lexNumber(src string, i int) (token, int, error) {
	start := i
	if src[i] == '0' && i+1 < len(src) && (src[i+1] == 'x' || src[i+1] == 'X') {
		i += 2
		for i < len(src) && isHex(src[i]) {
			i++
		}
		if i == start+2 || i < len(src) && isIdentPart(src[i]) {
			return token{}, 0, &syntaxError{Pos(start), "invalid hexadecimal number"}
		}
		u, err := strconv.ParseUint(src[start+2:i], 16, 64)
		return token{kind: tokInt, pos: Pos(start), text: src[start:i], u: u, overflow: err != nil}, i - start, nil
	}
	isFloat := false
	for i < len(src) && isDigit(src[i]) {
		i++
	}
	if i < len(src) && src[i] == '.' {
		isFloat = true
		i++
		for i < len(src) && isDigit(src[i]) {
			i++
		}
	}
	if i < len(src) && (src[i] == 'e' || src[i] == 'E') {
		j := i + 1
		if j < len(src) && (src[j] == '+' || src[j] == '-') {
			j++
		}
		if j < len(src) && isDigit(src[j]) {
			isFloat = true
			i = j
			for i < len(src) && isDigit(src[i]) {
				i++
			}
		}
	}
	if i < len(src) && isIdentPart(src[i]) {
		return token{}, 0, &syntaxError{Pos(start), "invalid number " + strconv.Quote(src[start:i+1])}
	}
	text := src[start:i]
	if isFloat {
		f, err := strconv.ParseFloat(text, 64)
		if err != nil {
			return token{}, 0, &syntaxError{Pos(start), "number out of range: " + text}
		}
		return token{kind: tokFloat, pos: Pos(start), text: text, u: math.Float64bits(f)}, i - start, nil
	}
	u, err := strconv.ParseUint(text, 10, 64)
	return token{kind: tokInt, pos: Pos(start), text: text, u: u, overflow: err != nil}, i - start, nil
}

func isHex(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// lexQuoted decodes a quoted string or identifier starting at src[i] == q.
// The quote is escaped by doubling it or with a backslash; backslash escapes
// follow ClickHouse (\n, \t, \r, \0 is refused, \xHH, \\), and an unknown
// escape keeps its backslash so LIKE patterns such as '\_' work.
func lexQuoted(src string, i int, q byte) (string, int, error) {
	start := i
	i++
	var b strings.Builder
	plain := i // start of the run not yet copied into b
	for i < len(src) {
		c := src[i]
		switch c {
		case q:
			if i+1 < len(src) && src[i+1] == q {
				b.WriteString(src[plain : i+1])
				i += 2
				plain = i
				continue
			}
			if b.Len() == 0 {
				return src[plain:i], i + 1 - start, nil
			}
			b.WriteString(src[plain:i])
			return b.String(), i + 1 - start, nil
		case '\\':
			b.WriteString(src[plain:i])
			if i+1 >= len(src) {
				return "", 0, &syntaxError{Pos(start), "unterminated quoted text"}
			}
			e := src[i+1]
			i += 2
			switch e {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 'r':
				b.WriteByte('\r')
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'v':
				b.WriteByte('\v')
			case 'a':
				b.WriteByte('\a')
			case '\\', '\'', '"', '`':
				b.WriteByte(e)
			case '0':
				return "", 0, &syntaxError{Pos(i - 2), "NUL characters are not allowed in strings"}
			case 'x':
				if i+2 > len(src) || !isHex(src[i]) || !isHex(src[i+1]) {
					return "", 0, &syntaxError{Pos(i - 2), `invalid \x escape`}
				}
				v, _ := strconv.ParseUint(src[i:i+2], 16, 8)
				if v == 0 {
					return "", 0, &syntaxError{Pos(i - 2), "NUL characters are not allowed in strings"}
				}
				b.WriteByte(byte(v))
				i += 2
			default:
				b.WriteByte('\\')
				b.WriteByte(e)
			}
			plain = i
		default:
			i++
		}
	}
	what := "string"
	if q != '\'' {
		what = "quoted identifier"
	}
	return "", 0, &syntaxError{Pos(start), "unterminated " + what}
}

func lexOperator(src string, i int) (string, error) {
	c := src[i]
	if i+2 < len(src) {
		switch three := src[i : i+3]; three {
		case "=~*", "!~*":
			return three, nil
		}
	}
	two := ""
	if i+1 < len(src) {
		two = src[i : i+2]
	}
	switch two {
	case "<=", ">=", "<>", "!=", "==", "||", "=~", "!~", "->":
		return two, nil
	}
	switch c {
	case '(', ')', ',', '.', '[', ']', '*', '+', '-', '/', '%', '=', '<', '>', ':', '?', '{', '}':
		return src[i : i+1], nil
	}
	r, _ := utf8.DecodeRuneInString(src[i:])
	return "", &syntaxError{Pos(i), "unexpected character " + strconv.QuoteRune(r)}
}

// keyword identifies reserved and contextual words.
type keyword uint8

const (
	kwNone keyword = iota
	// Reserved: never a bare identifier or alias.
	kwAll
	kwAnd
	kwAs
	kwAsc
	kwBetween
	kwBy
	kwCase
	kwCast
	kwCross
	kwDesc
	kwDistinct
	kwElse
	kwEnd
	kwExcept
	kwExists
	kwFalse
	kwFrom
	kwFull
	kwGroup
	kwHaving
	kwILike
	kwIn
	kwInner
	kwIntersect
	kwInterval
	kwIs
	kwJoin
	kwLeft
	kwLike
	kwLimit
	kwNot
	kwNull
	kwOffset
	kwOn
	kwOr
	kwOrder
	kwOuter
	kwOver
	kwRight
	kwSelect
	kwThen
	kwTrue
	kwUnion
	kwUsing
	kwWhen
	kwWhere
	kwWith
	lastReserved
	// Contextual: keywords only where the grammar expects them.
	kwCurrent
	kwFirst
	kwFollowing
	kwLast
	kwNulls
	kwPartition
	kwPreceding
	kwRange
	kwRecursive
	kwRow
	kwRows
	kwUnbounded
)

var keywords = map[string]keyword{
	"ALL": kwAll, "AND": kwAnd, "AS": kwAs, "ASC": kwAsc, "BETWEEN": kwBetween, "BY": kwBy, "CASE": kwCase,
	"CAST": kwCast, "CROSS": kwCross, "DESC": kwDesc, "DISTINCT": kwDistinct, "ELSE": kwElse, "END": kwEnd,
	"EXCEPT": kwExcept, "EXISTS": kwExists, "FALSE": kwFalse, "FROM": kwFrom, "FULL": kwFull, "GROUP": kwGroup,
	"HAVING": kwHaving, "ILIKE": kwILike, "IN": kwIn, "INNER": kwInner, "INTERSECT": kwIntersect,
	"INTERVAL": kwInterval, "IS": kwIs, "JOIN": kwJoin, "LEFT": kwLeft, "LIKE": kwLike, "LIMIT": kwLimit,
	"NOT": kwNot, "NULL": kwNull, "OFFSET": kwOffset, "ON": kwOn, "OR": kwOr, "ORDER": kwOrder, "OUTER": kwOuter,
	"OVER": kwOver, "RIGHT": kwRight, "SELECT": kwSelect, "THEN": kwThen, "TRUE": kwTrue, "UNION": kwUnion,
	"USING": kwUsing, "WHEN": kwWhen, "WHERE": kwWhere, "WITH": kwWith,
	"CURRENT": kwCurrent, "FIRST": kwFirst, "FOLLOWING": kwFollowing, "LAST": kwLast, "NULLS": kwNulls,
	"PARTITION": kwPartition, "PRECEDING": kwPreceding, "RANGE": kwRange, "RECURSIVE": kwRecursive,
	"ROW": kwRow, "ROWS": kwRows, "UNBOUNDED": kwUnbounded,
}

// lookupKeyword returns the keyword text spells (case-insensitively).
func lookupKeyword(text string) keyword {
	if len(text) < 2 || len(text) > 9 {
		return kwNone
	}
	var buf [9]byte
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 0x80 {
			return kwNone // no keyword has these
		}
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		buf[i] = c
	}
	return keywords[string(buf[:len(text)])]
}

func (k keyword) reserved() bool { return k != kwNone && k < lastReserved }
