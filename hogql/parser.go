package hogql

import (
	"math"
	"strconv"
	"strings"
)

// maxDepth bounds the nesting of expressions and subqueries, so that no
// statement can exhaust the stack of the parser or of the later stages.
const maxDepth = 100

// Parse parses one statement of the dialect. Errors are *Error with code
// CodeSyntax and the line and column of the problem.
func Parse(src string) (*Query, error) {
	q, err := parse(src)
	if err != nil {
		return nil, toClientError(src, err)
	}
	return q, nil
}

func parse(src string) (*Query, error) {
	toks, err := lex(src)
	if err != nil {
		return nil, err
	}
	return parseTokens(toks)
}

// parseTokens parses a lexed statement.
func parseTokens(toks []token) (*Query, error) {
	p := &parser{toks: toks}
	t := p.peek()
	switch {
	case t.kind == tokEOF:
		return nil, &syntaxError{t.pos, "empty query"}
	case t.kind == tokIdent && (t.kw == kwSelect || t.kw == kwWith), t.kind == tokOp && t.text == "(":
	case t.kind == tokIdent:
		return nil, &syntaxError{t.pos, "unsupported statement " + strings.ToUpper(t.text) + ": only SELECT queries are allowed"}
	default:
		return nil, p.unexpected("SELECT")
	}
	q, err := p.parseQuery()
	if err != nil {
		return nil, err
	}
	if p.peek().kind != tokEOF {
		return nil, p.unexpected("end of query")
	}
	return q, nil
}

type parser struct {
	toks  []token
	i     int
	depth int
}

func (p *parser) peek() *token { return &p.toks[p.i] }

func (p *parser) peekAt(n int) *token {
	if p.i+n >= len(p.toks) {
		return &p.toks[len(p.toks)-1]
	}
	return &p.toks[p.i+n]
}

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tokEOF {
		p.i++
	}
	return t
}

func (p *parser) isKw(k keyword) bool {
	t := p.peek()
	return t.kind == tokIdent && t.kw == k
}

func (p *parser) isOp(op string) bool {
	t := p.peek()
	return t.kind == tokOp && t.text == op
}

func (p *parser) acceptKw(k keyword) bool {
	if p.isKw(k) {
		p.i++
		return true
	}
	return false
}

func (p *parser) acceptOp(op string) bool {
	if p.isOp(op) {
		p.i++
		return true
	}
	return false
}

func (p *parser) expectKw(k keyword, word string) error {
	if !p.acceptKw(k) {
		return p.unexpected(word)
	}
	return nil
}

func (p *parser) expectOp(op string) error {
	if !p.acceptOp(op) {
		return p.unexpected("'" + op + "'")
	}
	return nil
}

func (p *parser) enter() error {
	p.depth++
	if p.depth > maxDepth {
		return &syntaxError{p.peek().pos, "query is nested too deeply"}
	}
	return nil
}

func (p *parser) leave() { p.depth-- }

// unexpected reports the current token, saying what was expected instead.
func (p *parser) unexpected(expected string) error {
	t := p.peek()
	msg := "unexpected " + describe(t)
	if expected != "" {
		msg += ", expected " + expected
	}
	return &syntaxError{t.pos, msg}
}

func describe(t *token) string {
	switch t.kind {
	case tokEOF:
		return "end of query"
	case tokIdent:
		if t.kw.reserved() {
			return "keyword " + strings.ToUpper(t.text)
		}
		return "identifier " + t.text
	case tokQuoted:
		return "identifier " + strconv.Quote(t.text)
	case tokString:
		return "string " + quoteString(t.text)
	case tokInt, tokFloat:
		return "number " + t.text
	default:
		return "'" + t.text + "'"
	}
}

// startsQuery reports whether the current token opens a query (SELECT/WITH).
func (p *parser) startsQuery(n int) bool {
	t := p.peekAt(n)
	return t.kind == tokIdent && (t.kw == kwSelect || t.kw == kwWith)
}

func (p *parser) parseQuery() (*Query, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	q := &Query{At: p.peek().pos}
	if p.acceptKw(kwWith) {
		if p.isKw(kwRecursive) {
			return nil, &syntaxError{p.peek().pos, "WITH RECURSIVE is not supported"}
		}
		for {
			cte, err := p.parseCTE()
			if err != nil {
				return nil, err
			}
			q.With = append(q.With, cte)
			if !p.acceptOp(",") {
				break
			}
		}
	}
	for {
		s, err := p.parseMember()
		if err != nil {
			return nil, err
		}
		q.Selects = append(q.Selects, s)
		if p.isKw(kwUnion) {
			at := p.next().pos
			if !p.acceptKw(kwAll) {
				return nil, &syntaxError{at, "only UNION ALL is supported"}
			}
			continue
		}
		if p.isKw(kwIntersect) || p.isKw(kwExcept) {
			return nil, &syntaxError{p.peek().pos, strings.ToUpper(p.peek().text) + " is not supported"}
		}
		break
	}
	last := q.Selects[len(q.Selects)-1]
	switch {
	case last.Nested != nil:
		if err := p.parseOrderLimit(&q.OrderBy, &q.Limit); err != nil {
			return nil, err
		}
	case len(q.Selects) > 1:
		// Trailing ORDER BY/LIMIT of a union sort and cut the whole union.
		q.OrderBy, last.OrderBy = last.OrderBy, nil
		q.Limit, last.Limit = last.Limit, nil
	}
	return q, nil
}

func (p *parser) parseCTE() (*CTE, error) {
	t := p.peek()
	at := t.pos
	if (t.kind == tokIdent && !t.kw.reserved() || t.kind == tokQuoted) &&
		p.peekAt(1).kind == tokIdent && p.peekAt(1).kw == kwAs &&
		p.peekAt(2).kind == tokOp && p.peekAt(2).text == "(" && p.startsQuery(3) {
		name := p.next().text
		p.next() // AS
		p.next() // (
		q, err := p.parseQuery()
		if err != nil {
			return nil, err
		}
		if err := p.expectOp(")"); err != nil {
			return nil, err
		}
		return &CTE{At: at, Name: name, Query: q}, nil
	}
	e, err := p.parseExpr()
	if err != nil {
		return nil, err
	}
	if err := p.expectKw(kwAs, "AS after a WITH expression"); err != nil {
		return nil, err
	}
	name, err := p.parseName("a name for the WITH expression")
	if err != nil {
		return nil, err
	}
	return &CTE{At: at, Name: name, Expr: e}, nil
}

// parseName reads an identifier (bare or quoted) used as a name or alias.
func (p *parser) parseName(what string) (string, error) {
	t := p.peek()
	if t.kind == tokQuoted || t.kind == tokIdent && !t.kw.reserved() {
		p.i++
		return t.text, nil
	}
	return "", p.unexpected(what)
}

func (p *parser) parseMember() (*Select, error) {
	if p.isOp("(") {
		at := p.next().pos
		q, err := p.parseQuery()
		if err != nil {
			return nil, err
		}
		if err := p.expectOp(")"); err != nil {
			return nil, err
		}
		return &Select{At: at, Nested: q}, nil
	}
	return p.parseSelect()
}

func (p *parser) parseSelect() (*Select, error) {
	s := &Select{At: p.peek().pos}
	if err := p.expectKw(kwSelect, "SELECT"); err != nil {
		return nil, err
	}
	if p.acceptKw(kwDistinct) {
		s.Distinct = true
		if p.isKw(kwOn) {
			return nil, &syntaxError{p.peek().pos, "DISTINCT ON is not supported"}
		}
	} else {
		p.acceptKw(kwAll)
	}
	for {
		item, err := p.parseSelectItem()
		if err != nil {
			return nil, err
		}
		s.Items = append(s.Items, item)
		if !p.acceptOp(",") {
			break
		}
	}
	var err error
	if p.acceptKw(kwFrom) {
		if s.From, err = p.parseFrom(); err != nil {
			return nil, err
		}
		if isWord(p.peek(), "ARRAY") && p.peekAt(1).kind == tokIdent && p.peekAt(1).kw == kwJoin {
			p.next()
			p.next()
			for {
				at := p.peek().pos
				e, err := p.parseExpr()
				if err != nil {
					return nil, err
				}
				item := &Aliased{At: at, X: e}
				if p.acceptKw(kwAs) {
					if item.Name, err = p.parseName("a name after AS"); err != nil {
						return nil, err
					}
				} else if f, ok := e.(*Field); ok && len(f.Parts) == 1 {
					item.Name = f.Parts[0].Name
				}
				s.ArrayJoins = append(s.ArrayJoins, item)
				if !p.acceptOp(",") {
					break
				}
			}
		}
	}
	if p.acceptKw(kwWhere) {
		if s.Where, err = p.parseExpr(); err != nil {
			return nil, err
		}
	}
	if p.acceptKw(kwGroup) {
		if err := p.expectKw(kwBy, "BY"); err != nil {
			return nil, err
		}
		if s.GroupBy, err = p.parseExprList(); err != nil {
			return nil, err
		}
	}
	if p.acceptKw(kwHaving) {
		if s.Having, err = p.parseExpr(); err != nil {
			return nil, err
		}
	}
	if isWord(p.peek(), "WINDOW") {
		if s.Windows, err = p.parseWindowClause(); err != nil {
			return nil, err
		}
	}
	if err := p.parseOrderLimit(&s.OrderBy, &s.Limit); err != nil {
		return nil, err
	}
	return s, nil
}

// isWord reports whether t is the bare word w (case-insensitively): words
// such as WINDOW are keywords only where the grammar expects them.
func isWord(t *token, w string) bool {
	return t.kind == tokIdent && strings.EqualFold(t.text, w)
}

// parseWindowClause parses WINDOW name AS (...) [, name AS (...)].
func (p *parser) parseWindowClause() (map[string]*Window, error) {
	p.next() // WINDOW
	windows := map[string]*Window{}
	for {
		at := p.peek().pos
		name, err := p.parseName("a window name")
		if err != nil {
			return nil, err
		}
		if err := p.expectKw(kwAs, "AS"); err != nil {
			return nil, err
		}
		if !p.isOp("(") {
			return nil, p.unexpected("'('")
		}
		w, err := p.parseWindow()
		if err != nil {
			return nil, err
		}
		if windows[name] != nil {
			return nil, &syntaxError{at, "window " + name + " is defined twice"}
		}
		windows[name] = w
		if !p.acceptOp(",") {
			return windows, nil
		}
	}
}

func (p *parser) parseOrderLimit(order *[]*OrderItem, limit **Limit) error {
	if p.acceptKw(kwOrder) {
		if err := p.expectKw(kwBy, "BY"); err != nil {
			return err
		}
		items, err := p.parseOrderItems()
		if err != nil {
			return err
		}
		*order = items
	}
	l, err := p.parseLimit()
	if err != nil {
		return err
	}
	*limit = l
	return nil
}

func (p *parser) parseExprList() ([]Expr, error) {
	var list []Expr
	for {
		e, err := p.parseExpr()
		if err != nil {
			return nil, err
		}
		list = append(list, e)
		if !p.acceptOp(",") {
			return list, nil
		}
	}
}

func (p *parser) parseSelectItem() (*SelectItem, error) {
	at := p.peek().pos
	if p.acceptOp("*") {
		return &SelectItem{At: at, Expr: &Star{At: at}}, nil
	}
	e, err := p.parseExpr()
	if err != nil {
		return nil, err
	}
	item := &SelectItem{At: at, Expr: e}
	if p.acceptKw(kwAs) {
		if item.Alias, err = p.parseName("an alias after AS"); err != nil {
			return nil, err
		}
	} else if t := p.peek(); t.kind == tokQuoted || t.kind == tokIdent && !t.kw.reserved() {
		item.Alias = p.next().text
	}
	return item, nil
}

func (p *parser) parseOrderItems() ([]*OrderItem, error) {
	var items []*OrderItem
	for {
		at := p.peek().pos
		e, err := p.parseExpr()
		if err != nil {
			return nil, err
		}
		it := &OrderItem{At: at, Expr: e}
		if p.acceptKw(kwDesc) {
			it.Desc = true
		} else {
			p.acceptKw(kwAsc)
		}
		if p.acceptKw(kwNulls) {
			switch {
			case p.acceptKw(kwFirst):
				it.Nulls = NullsFirst
			case p.acceptKw(kwLast):
				it.Nulls = NullsLast
			default:
				return nil, p.unexpected("FIRST or LAST")
			}
		}
		items = append(items, it)
		if !p.acceptOp(",") {
			return items, nil
		}
	}
}

func (p *parser) parseLimit() (*Limit, error) {
	var l *Limit
	at := p.peek().pos
	if p.acceptKw(kwLimit) {
		l = &Limit{At: at, HasCount: true}
		n, err := p.parseCount("LIMIT")
		if err != nil {
			return nil, err
		}
		if p.acceptOp(",") {
			m, err := p.parseCount("LIMIT")
			if err != nil {
				return nil, err
			}
			l.Offset, l.HasOffset, l.Count = n, true, m
		} else {
			l.Count = n
			if p.acceptKw(kwOffset) {
				if l.Offset, err = p.parseCount("OFFSET"); err != nil {
					return nil, err
				}
				l.HasOffset = true
			}
		}
		if p.isKw(kwBy) {
			return nil, &syntaxError{p.peek().pos, "LIMIT BY is not supported"}
		}
	} else if p.acceptKw(kwOffset) {
		n, err := p.parseCount("OFFSET")
		if err != nil {
			return nil, err
		}
		l = &Limit{At: at, Offset: n, HasOffset: true}
	}
	return l, nil
}

// parseCount reads the constant of LIMIT/OFFSET: only integer literals are
// allowed, so limits can be checked and capped at compile time.
func (p *parser) parseCount(clause string) (int64, error) {
	t := p.peek()
	if t.kind != tokInt {
		return 0, &syntaxError{t.pos, clause + " expects a non-negative integer, found " + describe(t)}
	}
	if t.overflow || t.u > math.MaxInt64 {
		return 0, &syntaxError{t.pos, "integer out of range: " + t.text}
	}
	p.i++
	return int64(t.u), nil
}

func (p *parser) parseFrom() (TableExpr, error) {
	left, err := p.parseTablePrimary()
	if err != nil {
		return nil, err
	}
	for {
		t := p.peek()
		at := t.pos
		var kind JoinKind
		switch {
		case t.kind == tokOp && t.text == ",", p.isKw(kwCross):
			if p.next().kw == kwCross {
				if err := p.expectKw(kwJoin, "JOIN"); err != nil {
					return nil, err
				}
			}
			right, err := p.parseTablePrimary()
			if err != nil {
				return nil, err
			}
			left = &Join{At: at, Kind: CrossJoin, Left: left, Right: right}
			continue
		case p.isKw(kwRight), p.isKw(kwFull):
			return nil, &syntaxError{at, strings.ToUpper(t.text) + " JOIN is not supported: use LEFT JOIN"}
		case p.isKw(kwJoin):
			p.next()
		case p.isKw(kwInner):
			p.next()
			if err := p.expectKw(kwJoin, "JOIN"); err != nil {
				return nil, err
			}
		case p.isKw(kwLeft):
			p.next()
			p.acceptKw(kwOuter)
			if err := p.expectKw(kwJoin, "JOIN"); err != nil {
				return nil, err
			}
			kind = LeftJoin
		case isWord(t, "ARRAY") && p.peekAt(1).kind == tokIdent && p.peekAt(1).kw == kwJoin:
			return left, nil // ARRAY JOIN: parsed by parseSelect
		case t.kind == tokIdent && unsupportedJoinWord(t.text):
			return nil, &syntaxError{at, strings.ToUpper(t.text) + " joins are not supported: use JOIN or LEFT JOIN ... ON"}
		default:
			return left, nil
		}
		right, err := p.parseTablePrimary()
		if err != nil {
			return nil, err
		}
		if p.isKw(kwUsing) {
			return nil, &syntaxError{p.peek().pos, "JOIN ... USING is not supported: use ON"}
		}
		if err := p.expectKw(kwOn, "ON after the joined table"); err != nil {
			return nil, err
		}
		on, err := p.parseExpr()
		if err != nil {
			return nil, err
		}
		left = &Join{At: at, Kind: kind, Left: left, Right: right, On: on}
	}
}

// unsupportedJoinWord lists ClickHouse join modifiers the dialect refuses; they
// must not be mistaken for table aliases.
func unsupportedJoinWord(w string) bool {
	switch strings.ToUpper(w) {
	case "ANY", "ASOF", "SEMI", "ANTI", "GLOBAL", "ARRAY", "NATURAL", "PASTE", "FINAL", "SAMPLE", "PREWHERE":
		return true
	}
	return false
}

func (p *parser) parseTablePrimary() (TableExpr, error) {
	t := p.peek()
	at := t.pos
	var te TableExpr
	switch {
	case t.kind == tokOp && t.text == "(":
		if !p.startsQuery(1) {
			return nil, &syntaxError{at, "expected a subquery after '(' in FROM"}
		}
		p.next()
		q, err := p.parseQuery()
		if err != nil {
			return nil, err
		}
		if err := p.expectOp(")"); err != nil {
			return nil, err
		}
		te = &SubqueryTable{At: at, Query: q}
	case t.kind == tokQuoted || t.kind == tokIdent && !t.kw.reserved():
		p.next()
		name := t.text
		if p.isOp("(") {
			p.next()
			args, err := p.parseExprList()
			if err != nil {
				return nil, err
			}
			if err := p.expectOp(")"); err != nil {
				return nil, err
			}
			te = &TableFunc{At: at, Name: name, Args: args}
			break
		}
		for p.isOp(".") {
			p.next()
			part, err := p.parseName("a name after '.'")
			if err != nil {
				return nil, err
			}
			name += "." + part
		}
		te = &TableRef{At: at, Name: name}
	default:
		return nil, p.unexpected("a table name or a subquery")
	}
	alias := ""
	if p.acceptKw(kwAs) {
		a, err := p.parseName("an alias after AS")
		if err != nil {
			return nil, err
		}
		alias = a
	} else if t := p.peek(); t.kind == tokQuoted || t.kind == tokIdent && !t.kw.reserved() && !unsupportedJoinWord(t.text) && !isWord(t, "WINDOW") {
		alias = p.next().text
	}
	switch te := te.(type) {
	case *TableRef:
		te.Alias = alias
	case *SubqueryTable:
		te.Alias = alias
	case *TableFunc:
		te.Alias = alias
	}
	return te, nil
}

// Binding powers of infix operators (higher binds tighter).
const (
	bpTernary = 1
	bpOr      = 2
	bpAnd     = 3
	bpNot     = 4
	bpCompare = 5
	bpConcat  = 6
	bpAdd     = 7
	bpMul     = 8
	bpUnary   = 9
)

func (p *parser) parseExpr() (Expr, error) { return p.parseBinary(0) }

func infixPower(t *token) int {
	switch t.kind {
	case tokOp:
		switch t.text {
		case "=", "==", "!=", "<>", "<", "<=", ">", ">=", "=~", "!~", "=~*", "!~*":
			return bpCompare
		case "?":
			return bpTernary
		case "||":
			return bpConcat
		case "+", "-":
			return bpAdd
		case "*", "/", "%":
			return bpMul
		}
	case tokIdent:
		switch t.kw {
		case kwOr:
			return bpOr
		case kwAnd:
			return bpAnd
		case kwIs, kwIn, kwLike, kwILike, kwBetween, kwNot:
			return bpCompare
		}
	}
	return 0
}

func (p *parser) parseBinary(minBP int) (Expr, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	left, err := p.parsePrefix()
	if err != nil {
		return nil, err
	}
	for {
		t := p.peek()
		bp := infixPower(t)
		if bp == 0 || bp <= minBP {
			return left, nil
		}
		at := t.pos
		if t.kind == tokOp {
			p.next()
			op := t.text
			if op == "?" {
				// cond ? a : b is if(cond, a, b).
				a, err := p.parseBinary(bpTernary)
				if err != nil {
					return nil, err
				}
				if err := p.expectOp(":"); err != nil {
					return nil, err
				}
				b, err := p.parseBinary(bpTernary - 1)
				if err != nil {
					return nil, err
				}
				left = &Call{At: at, Name: "if", Args: []Expr{left, a, b}}
				continue
			}
			switch op {
			case "==":
				op = "="
			case "<>":
				op = "!="
			}
			right, err := p.parseBinary(bp)
			if err != nil {
				return nil, err
			}
			switch op {
			case "=~", "!~", "=~*", "!~*":
				// Regular expression operators are match(x, pattern).
				name := "match"
				if strings.HasSuffix(op, "*") {
					name = "imatch"
				}
				var m Expr = &Call{At: at, Name: name, Args: []Expr{left, right}}
				if op[0] == '!' {
					m = &Unary{At: at, Op: "NOT", X: m}
				}
				left = m
				continue
			}
			left = &Binary{At: at, Op: op, L: left, R: right}
			continue
		}
		switch t.kw {
		case kwOr, kwAnd:
			p.next()
			right, err := p.parseBinary(bp)
			if err != nil {
				return nil, err
			}
			op := "AND"
			if t.kw == kwOr {
				op = "OR"
			}
			left = &Binary{At: at, Op: op, L: left, R: right}
		case kwIs:
			p.next()
			not := p.acceptKw(kwNot)
			if err := p.expectKw(kwNull, "NULL after IS"); err != nil {
				return nil, err
			}
			left = &IsNull{At: at, X: left, Not: not}
		default:
			not := false
			if t.kw == kwNot {
				n := p.peekAt(1)
				if n.kind != tokIdent || n.kw != kwIn && n.kw != kwLike && n.kw != kwILike && n.kw != kwBetween {
					return left, nil
				}
				p.next()
				not = true
			}
			if left, err = p.parseComparisonTail(left, at, not); err != nil {
				return nil, err
			}
		}
	}
}

// parseComparisonTail parses IN, LIKE, ILIKE and BETWEEN after their left operand.
func (p *parser) parseComparisonTail(left Expr, at Pos, not bool) (Expr, error) {
	t := p.next()
	switch t.kw {
	case kwIn:
		if err := p.expectOp("("); err != nil {
			return nil, err
		}
		in := &In{At: at, X: left, Not: not}
		if p.startsQuery(0) {
			q, err := p.parseQuery()
			if err != nil {
				return nil, err
			}
			in.Query = q
		} else {
			list, err := p.parseExprList()
			if err != nil {
				return nil, err
			}
			in.List = list
		}
		if err := p.expectOp(")"); err != nil {
			return nil, err
		}
		return in, nil
	case kwLike, kwILike:
		pat, err := p.parseBinary(bpCompare)
		if err != nil {
			return nil, err
		}
		return &Like{At: at, X: left, Pattern: pat, Not: not, ILike: t.kw == kwILike}, nil
	case kwBetween:
		lo, err := p.parseBinary(bpCompare)
		if err != nil {
			return nil, err
		}
		if err := p.expectKw(kwAnd, "AND in BETWEEN"); err != nil {
			return nil, err
		}
		hi, err := p.parseBinary(bpCompare)
		if err != nil {
			return nil, err
		}
		return &Between{At: at, X: left, Lo: lo, Hi: hi, Not: not}, nil
	}
	return nil, &syntaxError{t.pos, "unexpected " + describe(&t)}
}

func (p *parser) parsePrefix() (Expr, error) {
	t := p.peek()
	switch {
	case t.kind == tokIdent && t.kw == kwNot:
		p.next()
		x, err := p.parseBinary(bpNot)
		if err != nil {
			return nil, err
		}
		return &Unary{At: t.pos, Op: "NOT", X: x}, nil
	case t.kind == tokOp && t.text == "-":
		p.next()
		if n := p.peek(); n.kind == tokInt {
			// Fold the sign into the literal so that -9223372036854775808 fits.
			p.next()
			if n.overflow || n.u > 1<<63 {
				return nil, &syntaxError{n.pos, "integer out of range: -" + n.text}
			}
			return &Literal{At: t.pos, Kind: LitInt, Int: int64(-n.u)}, nil //nolint:gosec // n.u <= 1<<63
		} else if n.kind == tokFloat {
			p.next()
			return &Literal{At: t.pos, Kind: LitFloat, Float: -n.float()}, nil
		}
		x, err := p.parseBinary(bpUnary)
		if err != nil {
			return nil, err
		}
		return &Unary{At: t.pos, Op: "-", X: x}, nil
	case t.kind == tokOp && t.text == "+":
		p.next()
		return p.parseBinary(bpUnary)
	}
	return p.parsePrimary()
}

func (p *parser) parsePrimary() (Expr, error) {
	t := p.peek()
	at := t.pos
	switch t.kind {
	case tokInt:
		p.next()
		if t.overflow || t.u > math.MaxInt64 {
			return nil, &syntaxError{at, "integer out of range: " + t.text}
		}
		return &Literal{At: at, Kind: LitInt, Int: int64(t.u)}, nil
	case tokFloat:
		p.next()
		return &Literal{At: at, Kind: LitFloat, Float: t.float()}, nil
	case tokString:
		p.next()
		return &Literal{At: at, Kind: LitString, Str: t.text}, nil
	case tokQuoted:
		return p.parseField()
	case tokOp:
		switch t.text {
		case "(":
			p.next()
			if p.startsQuery(0) {
				q, err := p.parseQuery()
				if err != nil {
					return nil, err
				}
				if err := p.expectOp(")"); err != nil {
					return nil, err
				}
				return &Subquery{At: at, Query: q}, nil
			}
			e, err := p.parseExpr()
			if err != nil {
				return nil, err
			}
			if p.acceptKw(kwAs) {
				name, err := p.parseName("an alias after AS")
				if err != nil {
					return nil, err
				}
				e = &Aliased{At: at, X: e, Name: name}
			}
			if p.isOp(",") {
				tup := &Tuple{At: at, Elems: []Expr{e}}
				for p.acceptOp(",") {
					x, err := p.parseExpr()
					if err != nil {
						return nil, err
					}
					tup.Elems = append(tup.Elems, x)
				}
				if err := p.expectOp(")"); err != nil {
					return nil, err
				}
				return p.parsePostfix(tup)
			}
			if err := p.expectOp(")"); err != nil {
				return nil, err
			}
			return p.parsePostfix(e)
		case "[":
			p.next()
			arr := &ArrayLit{At: at}
			if !p.acceptOp("]") {
				list, err := p.parseExprList()
				if err != nil {
					return nil, err
				}
				arr.Elems = list
				if err := p.expectOp("]"); err != nil {
					return nil, err
				}
			}
			return p.parsePostfix(arr)
		case "?":
			return nil, &syntaxError{at, "'?' placeholders are not supported: write the value in the query"}
		case "{":
			// {filters} is where PostHog's UI inserts its filters: without
			// filters_override it is TRUE.
			p.next()
			name := p.peek()
			if !isWord(name, "filters") {
				return nil, &syntaxError{name.pos, "unknown placeholder: only {filters} is supported"}
			}
			p.next()
			if err := p.expectOp("}"); err != nil {
				return nil, err
			}
			return &Literal{At: at, Kind: LitBool, Bool: true}, nil
		}
	case tokIdent:
		switch t.kw {
		case kwNull:
			p.next()
			return &Literal{At: at, Kind: LitNull}, nil
		case kwTrue, kwFalse:
			p.next()
			return &Literal{At: at, Kind: LitBool, Bool: t.kw == kwTrue}, nil
		case kwCase:
			return p.parseCase()
		case kwCast:
			return p.parseCast()
		case kwInterval:
			return p.parseInterval()
		case kwExists:
			p.next()
			if err := p.expectOp("("); err != nil {
				return nil, err
			}
			if !p.startsQuery(0) {
				return nil, p.unexpected("a subquery")
			}
			q, err := p.parseQuery()
			if err != nil {
				return nil, err
			}
			if err := p.expectOp(")"); err != nil {
				return nil, err
			}
			return &Exists{At: at, Query: q}, nil
		}
		if t.kw.reserved() && !(keywordFunction(t.kw) && p.peekAt(1).kind == tokOp && p.peekAt(1).text == "(") {
			break
		}
		if n := p.peekAt(1); n.kind == tokOp && n.text == "(" {
			c, err := p.parseCall()
			if err != nil {
				return nil, err
			}
			return p.parsePostfix(c)
		}
		return p.parseField()
	}
	return nil, p.unexpected("an expression")
}

// keywordFunction reports whether a reserved word is also the name of a
// function when "(" follows it: and(a, b), like(s, p), left(s, n),
// in(x, (a, b)).
func keywordFunction(k keyword) bool {
	switch k {
	case kwAnd, kwOr, kwLike, kwILike, kwLeft, kwRight, kwIn:
		return true
	}
	return false
}

// parsePostfix parses subscripts after an expression that is not a name
// chain: f(x)[1], (a, b).2, [1, 2][1].
func (p *parser) parsePostfix(x Expr) (Expr, error) {
	for {
		switch {
		case p.isOp("["):
			s, err := p.parseBracket(x)
			if err != nil {
				return nil, err
			}
			x = s
		case p.isOp(".") && p.peekAt(1).kind == tokInt:
			at := p.next().pos
			n := p.next()
			x = &Subscript{At: at, X: x, Index: &Literal{At: n.pos, Kind: LitInt, Int: int64(n.u)}, Tuple: true}
		default:
			return x, nil
		}
	}
}

// parseBracket parses [i], [i:j], [:j], [i:] or [:] after x.
func (p *parser) parseBracket(x Expr) (*Subscript, error) {
	s := &Subscript{At: p.next().pos, X: x}
	var err error
	if !p.isOp(":") {
		if s.Index, err = p.parseExpr(); err != nil {
			return nil, err
		}
	}
	if p.acceptOp(":") {
		s.Slice = true
		if !p.isOp("]") {
			if s.Hi, err = p.parseExpr(); err != nil {
				return nil, err
			}
		}
	}
	if err := p.expectOp("]"); err != nil {
		return nil, err
	}
	return s, nil
}

func (p *parser) parseField() (Expr, error) {
	t := p.next()
	f := &Field{At: t.pos}
	f.buf[0] = FieldPart{At: t.pos, Name: t.text, Quoted: t.kind == tokQuoted}
	f.Parts = f.buf[:1]
	for {
		switch {
		case p.isOp("."):
			p.next()
			n := p.peek()
			switch n.kind {
			case tokIdent, tokQuoted:
				p.next()
				f.Parts = append(f.Parts, FieldPart{At: n.pos, Name: n.text, Quoted: n.kind == tokQuoted})
			case tokInt:
				p.next()
				f.Parts = append(f.Parts, FieldPart{At: n.pos, Name: n.text})
			case tokOp:
				if n.text == "*" && len(f.Parts) == 1 {
					p.next()
					return &Star{At: f.At, Table: f.Parts[0].Name}, nil
				}
				return nil, p.unexpected("a name after '.'")
			default:
				return nil, p.unexpected("a name after '.'")
			}
		case p.isOp("["):
			s, err := p.parseBracket(f)
			if err != nil {
				return nil, err
			}
			if s.Slice {
				// A slice ends the name chain: later subscripts apply to it.
				return p.parsePostfix(s)
			}
			f.Parts = append(f.Parts, FieldPart{At: s.At, Index: s.Index, IsIndex: true})
		default:
			return f, nil
		}
	}
}

// extractParts maps the parts of extract(part FROM x) to functions.
var extractParts = map[string]string{
	"YEAR": "toYear", "QUARTER": "toQuarter", "MONTH": "toMonth", "WEEK": "toISOWeek", "DAY": "toDayOfMonth",
	"HOUR": "toHour", "MINUTE": "toMinute", "SECOND": "toSecond", "DOW": "toDayOfWeek", "DOY": "toDayOfYear",
	"EPOCH": "toUnixTimestamp",
}

func (p *parser) parseCall() (Expr, error) {
	t := p.next()
	p.next() // (
	c := &Call{At: t.pos, Name: t.text}
	if part := p.peek(); strings.EqualFold(t.text, "extract") && part.kind == tokIdent && p.peekAt(1).kind == tokIdent && p.peekAt(1).kw == kwFrom {
		// extract(part FROM x), the SQL form.
		fn, ok := extractParts[strings.ToUpper(part.text)]
		if !ok {
			return nil, &syntaxError{part.pos, "unknown part " + part.text + " in extract(... FROM ...)"}
		}
		p.next()
		p.next()
		x, err := p.parseExpr()
		if err != nil {
			return nil, err
		}
		if err := p.expectOp(")"); err != nil {
			return nil, err
		}
		return &Call{At: t.pos, Name: fn, Args: []Expr{x}}, nil
	}
	switch {
	case p.acceptOp(")"):
	case p.isOp("*"):
		p.next()
		c.Star = true
		if err := p.expectOp(")"); err != nil {
			return nil, err
		}
	default:
		c.Distinct = p.acceptKw(kwDistinct)
		args, err := p.parseArgs()
		if err != nil {
			return nil, err
		}
		c.Args = args
		if err := p.expectOp(")"); err != nil {
			return nil, err
		}
	}
	if p.isOp("(") {
		// A parametric aggregate: quantile(0.9)(x); the first list holds
		// the parameters.
		p.next()
		if c.Star || c.Distinct {
			return nil, &syntaxError{c.At, "unexpected second argument list"}
		}
		c.Params = c.Args
		c.Args = nil
		if !p.acceptOp(")") {
			c.Distinct = p.acceptKw(kwDistinct)
			args, err := p.parseArgs()
			if err != nil {
				return nil, err
			}
			c.Args = args
			if err := p.expectOp(")"); err != nil {
				return nil, err
			}
		}
	}
	if p.acceptKw(kwOver) {
		if !p.isOp("(") {
			at := p.peek().pos
			name, err := p.parseName("a window name or '('")
			if err != nil {
				return nil, err
			}
			c.Over = &Window{At: at, Name: name}
			return c, nil
		}
		w, err := p.parseWindow()
		if err != nil {
			return nil, err
		}
		c.Over = w
	}
	return c, nil
}

// parseArgs parses function arguments, which may be lambdas (x -> expr).
func (p *parser) parseArgs() ([]Expr, error) {
	var list []Expr
	for {
		var e Expr
		var err error
		if t := p.peek(); (t.kind == tokIdent && !t.kw.reserved() || t.kind == tokQuoted) && p.peekAt(1).kind == tokOp && p.peekAt(1).text == "->" {
			p.next()
			p.next()
			body, err := p.parseExpr()
			if err != nil {
				return nil, err
			}
			e = &Lambda{At: t.pos, Params: []string{t.text}, Body: body}
		} else if e, err = p.parseExpr(); err != nil {
			return nil, err
		}
		if tup, ok := e.(*Tuple); ok && p.isOp("->") {
			// (x, y) -> body
			lam := &Lambda{At: tup.At}
			for _, el := range tup.Elems {
				f, ok := el.(*Field)
				if !ok || len(f.Parts) != 1 || f.Parts[0].IsIndex {
					return nil, &syntaxError{el.Position(), "a lambda parameter must be a name"}
				}
				lam.Params = append(lam.Params, f.Parts[0].Name)
			}
			p.next()
			if lam.Body, err = p.parseExpr(); err != nil {
				return nil, err
			}
			e = lam
		}
		if _, isLambda := e.(*Lambda); !isLambda && p.isKw(kwAs) {
			// An alias in place, as ClickHouse allows anywhere:
			// indexOf(groupArray(day) AS days, d); later expressions of the
			// SELECT use the name.
			at := p.next().pos
			name, err := p.parseName("an alias after AS")
			if err != nil {
				return nil, err
			}
			e = &Aliased{At: at, X: e, Name: name}
		}
		list = append(list, e)
		if !p.acceptOp(",") {
			return list, nil
		}
	}
}

func (p *parser) parseWindow() (*Window, error) {
	w := &Window{At: p.next().pos}
	var err error
	if p.acceptKw(kwPartition) {
		if err := p.expectKw(kwBy, "BY"); err != nil {
			return nil, err
		}
		if w.PartitionBy, err = p.parseExprList(); err != nil {
			return nil, err
		}
	}
	if p.acceptKw(kwOrder) {
		if err := p.expectKw(kwBy, "BY"); err != nil {
			return nil, err
		}
		if w.OrderBy, err = p.parseOrderItems(); err != nil {
			return nil, err
		}
	}
	if p.isKw(kwRows) || p.isKw(kwRange) {
		f := &Frame{At: p.peek().pos, Range: p.next().kw == kwRange}
		if p.acceptKw(kwBetween) {
			if f.Start, err = p.parseFrameBound(); err != nil {
				return nil, err
			}
			if err := p.expectKw(kwAnd, "AND"); err != nil {
				return nil, err
			}
			end, err := p.parseFrameBound()
			if err != nil {
				return nil, err
			}
			f.End = &end
		} else if f.Start, err = p.parseFrameBound(); err != nil {
			return nil, err
		}
		w.Frame = f
	}
	if err := p.expectOp(")"); err != nil {
		return nil, err
	}
	return w, nil
}

func (p *parser) parseFrameBound() (FrameBound, error) {
	switch {
	case p.acceptKw(kwUnbounded):
		if p.acceptKw(kwPreceding) {
			return FrameBound{Kind: UnboundedPreceding}, nil
		}
		if p.acceptKw(kwFollowing) {
			return FrameBound{Kind: UnboundedFollowing}, nil
		}
		return FrameBound{}, p.unexpected("PRECEDING or FOLLOWING")
	case p.acceptKw(kwCurrent):
		if err := p.expectKw(kwRow, "ROW"); err != nil {
			return FrameBound{}, err
		}
		return FrameBound{Kind: CurrentRow}, nil
	case p.peek().kind == tokInt:
		n, err := p.parseCount("a window frame")
		if err != nil {
			return FrameBound{}, err
		}
		if p.acceptKw(kwPreceding) {
			return FrameBound{Kind: Preceding, N: n}, nil
		}
		if p.acceptKw(kwFollowing) {
			return FrameBound{Kind: Following, N: n}, nil
		}
		return FrameBound{}, p.unexpected("PRECEDING or FOLLOWING")
	}
	return FrameBound{}, p.unexpected("a window frame bound")
}

func (p *parser) parseCase() (Expr, error) {
	c := &Case{At: p.next().pos}
	var err error
	if !p.isKw(kwWhen) {
		if c.Operand, err = p.parseExpr(); err != nil {
			return nil, err
		}
	}
	for p.acceptKw(kwWhen) {
		cond, err := p.parseExpr()
		if err != nil {
			return nil, err
		}
		if err := p.expectKw(kwThen, "THEN"); err != nil {
			return nil, err
		}
		then, err := p.parseExpr()
		if err != nil {
			return nil, err
		}
		c.Whens = append(c.Whens, When{Cond: cond, Then: then})
	}
	if len(c.Whens) == 0 {
		return nil, p.unexpected("WHEN")
	}
	if p.acceptKw(kwElse) {
		if c.Else, err = p.parseExpr(); err != nil {
			return nil, err
		}
	}
	if err := p.expectKw(kwEnd, "END"); err != nil {
		return nil, err
	}
	return c, nil
}

func (p *parser) parseCast() (Expr, error) {
	at := p.next().pos
	if err := p.expectOp("("); err != nil {
		return nil, err
	}
	x, err := p.parseExpr()
	if err != nil {
		return nil, err
	}
	if err := p.expectKw(kwAs, "AS"); err != nil {
		return nil, err
	}
	typeAt := p.peek().pos
	name, err := p.parseTypeName()
	if err != nil {
		return nil, err
	}
	if err := p.expectOp(")"); err != nil {
		return nil, err
	}
	return &Cast{At: at, X: x, TypeName: name, TypeAt: typeAt}, nil
}

// parseTypeName reads a type such as String, Nullable(Int64), DOUBLE PRECISION
// or VARCHAR(20); the resolver decides whether it is supported.
func (p *parser) parseTypeName() (string, error) {
	var b strings.Builder
	for {
		t := p.peek()
		if t.kind != tokIdent && t.kind != tokQuoted {
			if b.Len() == 0 {
				return "", p.unexpected("a type name")
			}
			return b.String(), nil
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(p.next().text)
		if p.isOp("(") {
			depth := 0
			for {
				t := p.next()
				switch {
				case t.kind == tokEOF:
					return "", p.unexpected("')'")
				case t.kind == tokOp && t.text == "(":
					depth++
				case t.kind == tokOp && t.text == ")":
					depth--
				}
				if t.kind == tokString {
					b.WriteString(quoteString(t.text))
				} else {
					b.WriteString(t.text)
				}
				if depth == 0 {
					break
				}
			}
		}
	}
}

func (p *parser) parseInterval() (Expr, error) {
	at := p.next().pos
	// INTERVAL '7 day' carries value and unit in one string.
	if t := p.peek(); t.kind == tokString && !isIntervalUnitToken(p.peekAt(1)) {
		p.next()
		fields := strings.Fields(t.text)
		if len(fields) == 2 {
			if n, err := strconv.ParseInt(fields[0], 10, 64); err == nil {
				if unit, ok := intervalUnit(fields[1]); ok {
					return &Interval{At: at, Value: &Literal{At: t.pos, Kind: LitInt, Int: n}, Unit: unit}, nil
				}
			}
		}
		return nil, &syntaxError{t.pos, "invalid interval " + quoteString(t.text) + ": expected '<integer> <unit>'"}
	}
	v, err := p.parseBinary(bpMul)
	if err != nil {
		return nil, err
	}
	t := p.peek()
	if !isIntervalUnitToken(t) {
		return nil, p.unexpected("an interval unit (second, minute, hour, day, week, month, quarter, year)")
	}
	p.next()
	unit, _ := intervalUnit(t.text)
	return &Interval{At: at, Value: v, Unit: unit}, nil
}

func isIntervalUnitToken(t *token) bool {
	if t.kind != tokIdent {
		return false
	}
	_, ok := intervalUnit(t.text)
	return ok
}

// intervalUnit maps a unit name (singular or plural, any case) to its
// canonical singular form.
func intervalUnit(s string) (string, bool) {
	switch strings.ToLower(s) {
	case "second", "seconds":
		return "second", true
	case "minute", "minutes":
		return "minute", true
	case "hour", "hours":
		return "hour", true
	case "day", "days":
		return "day", true
	case "week", "weeks":
		return "week", true
	case "month", "months":
		return "month", true
	case "quarter", "quarters":
		return "quarter", true
	case "year", "years":
		return "year", true
	}
	return "", false
}
