package hogql

// The abstract syntax tree of the dialect. Nodes hold what the user wrote
// (names are not resolved yet) and the byte offset of their first token, so
// that later stages can point errors at the right line and column.

// Pos is a byte offset into the statement text.
type Pos int32

// Node is any syntax tree node.
type Node interface{ Position() Pos }

// Expr is an expression node.
type Expr interface {
	Node
	exprNode()
}

// LitKind tells what a Literal holds.
type LitKind uint8

// Literal kinds.
const (
	LitNull LitKind = iota
	LitBool
	LitInt
	LitFloat
	LitString
)

// Literal is a constant written in the statement.
type Literal struct {
	At    Pos
	Kind  LitKind
	Bool  bool
	Int   int64
	Float float64
	Str   string
}

// FieldPart is one element of a name chain: a name (a.b, `a`.b) or a
// subscript (a['b'], a[1]).
type FieldPart struct {
	At      Pos
	Name    string
	Index   Expr // set for a[...] subscripts
	Quoted  bool // the name was written quoted
	IsIndex bool
}

// Field is a name chain such as event, e.timestamp, properties.$browser,
// properties['$browser'] or person.properties.email.
type Field struct {
	At    Pos
	Parts []FieldPart
	buf   [2]FieldPart // backing store for short chains: one allocation per field
}

// Star is * or t.* in a select list.
type Star struct {
	At    Pos
	Table string // "" for a bare *
}

// Call is a function call, possibly an aggregate or window function.
type Call struct {
	At       Pos
	Name     string
	Params   []Expr // parameters of a parametric aggregate: quantile(0.9)(x)
	Args     []Expr
	Distinct bool    // count(DISTINCT x)
	Star     bool    // count(*)
	Over     *Window // set for window calls
	// SameLength is set by the builder (SameLength), never by the parser:
	// the arrays of a higher-order call (arrayMap(f, a, b), ...) have one
	// length, which its caller has proved.
	SameLength bool
}

// Window is an OVER (...) clause, or OVER name for a window of the
// SELECT's WINDOW clause (then only Name is set).
type Window struct {
	At          Pos
	Name        string
	PartitionBy []Expr
	OrderBy     []*OrderItem
	Frame       *Frame
}

// ArrayLit is [a, b, ...].
type ArrayLit struct {
	At    Pos
	Elems []Expr
}

// Tuple is (a, b, ...).
type Tuple struct {
	At    Pos
	Elems []Expr
}

// Subscript is x[i] on an expression that is not a name chain, x.N
// (Tuple set: the N-th element of a tuple or array), or the slice x[i:j]
// (Slice set; Index and Hi are nil when omitted).
type Subscript struct {
	At    Pos
	X     Expr
	Index Expr
	Hi    Expr
	Tuple bool
	Slice bool
}

// Lambda is x -> body (or (x, y) -> body), an argument of array functions.
type Lambda struct {
	At     Pos
	Params []string
	Body   Expr
}

// Aliased is (expr AS name) inside an expression: the name can be used
// elsewhere in the same SELECT.
type Aliased struct {
	At   Pos
	X    Expr
	Name string
}

// Frame is a ROWS/RANGE window frame.
type Frame struct {
	At    Pos
	Range bool // RANGE instead of ROWS
	Start FrameBound
	End   *FrameBound
}

// FrameBoundKind is the kind of one end of a window frame.
type FrameBoundKind uint8

// Frame bound kinds.
const (
	UnboundedPreceding FrameBoundKind = iota
	Preceding
	CurrentRow
	Following
	UnboundedFollowing
)

// FrameBound is one end of a window frame; N is set for Preceding/Following.
type FrameBound struct {
	Kind FrameBoundKind
	N    int64
}

// Unary is -x, +x or NOT x.
type Unary struct {
	At Pos
	Op string // "-", "NOT"
	X  Expr
}

// Binary is an infix operation: arithmetic, comparison, AND/OR, ||.
type Binary struct {
	At   Pos // position of the operator
	Op   string
	L, R Expr
	// NoOverflow is set by the builder (NoOverflow), never by the parser:
	// integer +, - and * whose result its caller has proved to fit Int64.
	NoOverflow bool
}

// Between is x [NOT] BETWEEN lo AND hi.
type Between struct {
	At        Pos
	X, Lo, Hi Expr
	Not       bool
}

// In is x [NOT] IN (list) or x [NOT] IN (subquery).
type In struct {
	At    Pos
	X     Expr
	List  []Expr
	Query *Query
	Not   bool
}

// Like is x [NOT] LIKE/ILIKE pattern.
type Like struct {
	At         Pos
	X, Pattern Expr
	Not, ILike bool
}

// IsNull is x IS [NOT] NULL.
type IsNull struct {
	At  Pos
	X   Expr
	Not bool
}

// When is one WHEN ... THEN ... arm of a CASE.
type When struct {
	Cond, Then Expr
}

// Case is CASE [operand] WHEN ... THEN ... [ELSE ...] END.
type Case struct {
	At      Pos
	Operand Expr
	Whens   []When
	Else    Expr
}

// Cast is CAST(x AS type).
type Cast struct {
	At       Pos
	X        Expr
	TypeName string
	TypeAt   Pos
}

// Interval is INTERVAL n unit.
type Interval struct {
	At    Pos
	Value Expr
	Unit  string // canonical singular unit: second, minute, hour, day, week, month, quarter, year
}

// Subquery is a scalar subquery used as an expression.
type Subquery struct {
	At    Pos
	Query *Query
}

// Exists is EXISTS (subquery).
type Exists struct {
	At    Pos
	Query *Query
}

func (n *Literal) Position() Pos   { return n.At }
func (n *Field) Position() Pos     { return n.At }
func (n *Star) Position() Pos      { return n.At }
func (n *Call) Position() Pos      { return n.At }
func (n *Unary) Position() Pos     { return n.At }
func (n *Binary) Position() Pos    { return n.At }
func (n *Between) Position() Pos   { return n.At }
func (n *In) Position() Pos        { return n.At }
func (n *Like) Position() Pos      { return n.At }
func (n *IsNull) Position() Pos    { return n.At }
func (n *Case) Position() Pos      { return n.At }
func (n *Cast) Position() Pos      { return n.At }
func (n *Interval) Position() Pos  { return n.At }
func (n *Subquery) Position() Pos  { return n.At }
func (n *Exists) Position() Pos    { return n.At }
func (n *ArrayLit) Position() Pos  { return n.At }
func (n *Tuple) Position() Pos     { return n.At }
func (n *Subscript) Position() Pos { return n.At }
func (n *Lambda) Position() Pos    { return n.At }
func (n *Aliased) Position() Pos   { return n.At }
func (*ArrayLit) exprNode()        {}
func (*Tuple) exprNode()           {}
func (*Subscript) exprNode()       {}
func (*Lambda) exprNode()          {}
func (*Aliased) exprNode()         {}

func (*Literal) exprNode()  {}
func (*Field) exprNode()    {}
func (*Star) exprNode()     {}
func (*Call) exprNode()     {}
func (*Unary) exprNode()    {}
func (*Binary) exprNode()   {}
func (*Between) exprNode()  {}
func (*In) exprNode()       {}
func (*Like) exprNode()     {}
func (*IsNull) exprNode()   {}
func (*Case) exprNode()     {}
func (*Cast) exprNode()     {}
func (*Interval) exprNode() {}
func (*Subquery) exprNode() {}
func (*Exists) exprNode()   {}

// Query is a whole query: optional WITH clause and one SELECT or several
// joined by UNION ALL. For a union, OrderBy and Limit written after the last
// member apply to the whole union (as in standard SQL); a member keeps its own
// ORDER BY/LIMIT when it is parenthesised or not the last one.
type Query struct {
	At      Pos
	With    []*CTE
	Selects []*Select
	OrderBy []*OrderItem
	Limit   *Limit
}

// CTE is one WITH item: name AS (query), or expr AS name (a named constant
// expression, ClickHouse style).
type CTE struct {
	At    Pos
	Name  string
	Query *Query
	Expr  Expr
}

// Select is one SELECT, or a parenthesised query used as a union member
// (then only Nested is set).
type Select struct {
	At       Pos
	Nested   *Query
	Distinct bool
	Items    []*SelectItem
	From     TableExpr
	Where    Expr
	GroupBy  []Expr
	Having   Expr
	Windows  map[string]*Window // the WINDOW clause
	// ArrayJoins are the items of ARRAY JOIN arr [AS name], ...
	ArrayJoins []*Aliased
	OrderBy    []*OrderItem
	Limit      *Limit
}

// SelectItem is one output expression with its optional alias.
type SelectItem struct {
	At    Pos
	Expr  Expr
	Alias string
}

// OrderItem is one ORDER BY key.
type OrderItem struct {
	At    Pos
	Expr  Expr
	Desc  bool
	Nulls NullsOrder
}

// NullsOrder is the NULLS FIRST/LAST choice of an ORDER BY key.
type NullsOrder uint8

// Nulls orders; the default puts NULLs last in both directions, as ClickHouse does.
const (
	NullsDefault NullsOrder = iota
	NullsFirst
	NullsLast
)

// Limit is LIMIT n [OFFSET m] (or LIMIT m, n, or OFFSET m alone).
type Limit struct {
	At        Pos
	Count     int64
	HasCount  bool
	Offset    int64
	HasOffset bool
}

// TableExpr is a FROM clause element.
type TableExpr interface {
	Node
	tableNode()
}

// TableRef names a table (or a CTE).
type TableRef struct {
	At    Pos
	Name  string
	Alias string
}

// TableFunc is a table function call in FROM, such as numbers(10).
type TableFunc struct {
	At    Pos
	Name  string
	Args  []Expr
	Alias string
}

// SubqueryTable is (query) [AS alias] in FROM.
type SubqueryTable struct {
	At    Pos
	Query *Query
	Alias string
}

// JoinKind is the kind of a join.
type JoinKind uint8

// Join kinds accepted by the dialect.
const (
	InnerJoin JoinKind = iota
	LeftJoin
	CrossJoin // CROSS JOIN or a comma: On is nil
)

// Join is left JOIN right ON cond. Joins are left-deep: Right is a TableRef
// or SubqueryTable.
type Join struct {
	At    Pos
	Kind  JoinKind
	Left  TableExpr
	Right TableExpr
	On    Expr
}

func (n *TableRef) Position() Pos      { return n.At }
func (n *SubqueryTable) Position() Pos { return n.At }
func (n *TableFunc) Position() Pos     { return n.At }
func (*TableFunc) tableNode()          {}
func (n *Join) Position() Pos          { return n.At }
func (*TableRef) tableNode()           {}
func (*SubqueryTable) tableNode()      {}
func (*Join) tableNode()               {}
