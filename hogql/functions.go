package hogql

import (
	"sort"
	"strconv"
	"strings"
)

// The function whitelist is data: builtins.go and builtins_hogql.go hold one
// record per function users may call (name, aliases, kind, argument kinds,
// result type, an example call, and how each engine prints it). This file
// looks functions up and resolves calls.

type funcKind uint8

const (
	fnScalar funcKind = iota
	fnAggregate
	fnWindow
)

var funcKindNames = [...]string{fnScalar: "scalar", fnAggregate: "aggregate", fnWindow: "window"}

// argKind says what a function accepts in one argument position; the
// generic check converts each argument accordingly.
type argKind uint8

const (
	aAny         argKind = iota // any value but a JSON object or an INTERVAL
	aString                     // String (NULL accepted)
	aInt                        // an integer (Bool counts as 0/1)
	aNumber                     // a number (strings are read as numbers)
	aTemporal                   // a Date or DateTime (strings are parsed)
	aCond                       // a condition
	aConstInt                   // an integer constant
	aConstString                // a string constant
	aInterval                   // an INTERVAL
	aArray                      // an Array
	aLambda                     // a lambda x -> expr
)

var argKindNames = [...]string{
	aAny: "any", aString: "String", aInt: "Int", aNumber: "Number", aTemporal: "Date|DateTime",
	aCond: "Bool", aConstInt: "constant Int", aConstString: "constant String", aInterval: "Interval",
	aArray: "Array", aLambda: "x -> expr",
}

// checkFunc types the arguments of a call to def and builds the resolved
// expression (usually a callExpr of def, sometimes of another function).
type checkFunc func(def *funcDef, c *Call, args []expr) (expr, error)

// funcDef is one entry of the function table.
type funcDef struct {
	name     string   // canonical name
	aliases  []string // other spellings (ClickHouse and PostgreSQL names)
	kind     funcKind
	args     []argKind // one per parameter
	optional int       // how many trailing args may be omitted
	variadic bool      // the last argument repeats
	distinct bool      // accepts f(DISTINCT x)
	// result is the result's base type; tNothing means "the type of the
	// first argument". The result is nullable when an argument is, or always
	// with nullable.
	result   Kind
	nullable bool
	// printAs names the function whose print rules a call uses (the -If
	// aggregates print as their plain form with a FILTER).
	printAs string
	// takesInterval: an argument may be an INTERVAL (dateAdd(date, INTERVAL 1 DAY)).
	takesInterval bool
	// parametric functions take parameters: quantile(0.9)(x).
	parametric bool
	// takesLambda: an argument may be a lambda (arrayMap(x -> x + 1, arr)).
	takesLambda bool
	sample      string    // an example call, run by the tests on every database
	check       checkFunc // nil: checkGeneric
	// rewrite, when set, turns a call into other syntax before its
	// arguments are resolved (in(x, (a, b)) → x IN (a, b)).
	rewrite func(c *Call) (Expr, error)
	// print says how each engine writes a call (unless printAs names
	// another function that does).
	print   printRules
	minArgs int // derived from args and optional
	maxArgs int // -1: no maximum
}

// printRules says how each engine writes a call of a function: one printer
// for every engine, or one per engine. A function whose check rewrites its
// calls into other expressions (operators, conversions, CASE: what every
// printer writes) has none. TestPrintRules requires one of the three of
// every function; a new engine is a new field here and a printer in each
// record that has per-engine ones.
type printRules struct {
	all              callPrinter // the same SQL on every engine
	sqlite, postgres callPrinter
	rewritten        bool // the check never leaves a call of the function
}

// everywhere prints a function the same way on every engine.
func everywhere(f callPrinter) printRules { return printRules{all: f} }

// rewritten marks a function whose check rewrites every call.
var rewritten = printRules{rewritten: true}

// printer returns the printer of the function on engine e, nil when it has
// none there.
func (r printRules) printer(e Engine) callPrinter {
	if r.all != nil {
		return r.all
	}
	switch e {
	case SQLite:
		return r.sqlite
	case PostgreSQL:
		return r.postgres
	}
	return nil
}

// printName is the name of the function whose print rules def uses.
func (def *funcDef) printName() string {
	if def.printAs != "" {
		return def.printAs
	}
	return def.name
}

// argKind returns the kind of argument i.
func (def *funcDef) argKind(i int) argKind {
	if len(def.args) == 0 {
		return aAny
	}
	if i >= len(def.args) {
		return def.args[len(def.args)-1]
	}
	return def.args[i]
}

// signature renders def's parameters and result for messages and docs.
func (def *funcDef) signature() string {
	var b strings.Builder
	b.WriteString(def.name + "(")
	for i, a := range def.args {
		if i > 0 {
			b.WriteString(", ")
		}
		if i >= len(def.args)-def.optional {
			b.WriteString("[")
		}
		b.WriteString(argKindNames[a])
		if i >= len(def.args)-def.optional {
			b.WriteString("]")
		}
		if def.variadic && i == len(def.args)-1 {
			b.WriteString(", ...")
		}
	}
	b.WriteString(") → ")
	if def.result == tNothing {
		b.WriteString("type of the first argument")
	} else {
		b.WriteString(baseNames[def.result])
	}
	return b.String()
}

// funcTable is the function table indexed by name.
type funcTable struct {
	byName   map[string]*funcDef // lower-case names and aliases
	spelling map[string]string   // lower-case name → canonical spelling
	exact    map[string]*funcDef // canonical spellings
	all      []*funcDef
}

// functions is built once from builtins and read-only afterwards. (It is
// built in init because checks look functions up: a variable initialiser
// would be an initialisation cycle.)
var functions *funcTable

func init() { functions = newFuncTable(builtins()) }

func newFuncTable(defs []*funcDef) *funcTable {
	t := &funcTable{byName: map[string]*funcDef{}, spelling: map[string]string{}, exact: map[string]*funcDef{}, all: defs}
	for _, def := range defs {
		def.minArgs = len(def.args) - def.optional
		def.maxArgs = len(def.args)
		if def.variadic {
			def.maxArgs = -1
		}
		if def.check == nil {
			def.check = checkGeneric
		}
		for _, n := range append([]string{def.name}, def.aliases...) {
			t.byName[strings.ToLower(n)] = def
			t.spelling[strings.ToLower(n)] = n
			t.exact[n] = def
		}
	}
	return t
}

func lookupFunc(name string) *funcDef {
	if def := functions.exact[name]; def != nil {
		return def
	}
	return functions.byName[strings.ToLower(name)]
}

// mustFunc returns the function named name; the names are constants of
// this package, so a miss is a programming error caught by every test.
func mustFunc(name string) *funcDef {
	def := functions.exact[name]
	if def == nil {
		panic("engine: no function " + name)
	}
	return def
}

// canonicalFuncName returns the canonical spelling of a function name.
func canonicalFuncName(name string) string {
	if functions.exact[name] != nil {
		return name
	}
	if s, ok := functions.spelling[strings.ToLower(name)]; ok {
		return s
	}
	return name
}

// Function describes a function of the dialect, for references and tests.
type Function struct {
	Name      string   // canonical name
	Aliases   []string // other spellings
	Kind      string   // "scalar", "aggregate" or "window"
	Signature string   // its arguments and result, as docs/sql.md lists them
	Example   string   // a call that runs on every engine (TestFunctionTable)
}

// Functions lists the functions of the dialect in the table's order.
func Functions() []Function {
	out := make([]Function, len(functions.all))
	for i, def := range functions.all {
		out[i] = Function{Name: def.name, Aliases: def.aliases, Kind: funcKindNames[def.kind],
			Signature: def.signature(), Example: def.sample}
	}
	return out
}

// FunctionNames lists the functions of the dialect (canonical spellings).
func FunctionNames() []string {
	names := make([]string, 0, len(functions.spelling))
	for _, s := range functions.spelling {
		names = append(names, s)
	}
	sort.Strings(names)
	return names
}

func (r *resolver) call(c *Call) (expr, error) {
	def := lookupFunc(c.Name)
	if def == nil {
		if base := ifCombinatorBase(c.Name); base != nil {
			return r.ifCombinator(c, base)
		}
		return nil, errorf(c.At, "unknown function %s%s", c.Name, didYouMean(c.Name, FunctionNames()))
	}
	n := len(c.Args)
	if c.Star {
		if def.name != "count" {
			return nil, errorf(c.At, "only count accepts *")
		}
	}
	if n < def.minArgs || def.maxArgs >= 0 && n > def.maxArgs {
		return nil, errorf(c.At, "%s expects %s, got %d", canonicalFuncName(c.Name), arityText(def), n)
	}
	if c.Distinct && !def.distinct {
		return nil, errorf(c.At, "DISTINCT is not allowed in %s", canonicalFuncName(c.Name))
	}
	if def.rewrite != nil {
		if c.Over != nil || c.Params != nil {
			return nil, errorf(c.At, "%s takes no parameters and no OVER", canonicalFuncName(c.Name))
		}
		e, err := def.rewrite(c)
		if err != nil {
			return nil, err
		}
		return r.expr(e)
	}
	switch {
	case c.Over != nil && def.kind == fnScalar:
		return nil, errorf(c.At, "%s is not an aggregate or window function: it cannot have OVER", canonicalFuncName(c.Name))
	case c.Over == nil && def.kind == fnWindow:
		return nil, errorf(c.At, "%s needs an OVER (...) clause", canonicalFuncName(c.Name))
	case c.Over != nil:
		if c.Distinct {
			// PostgreSQL implements no DISTINCT in window functions.
			return nil, errorf(c.At, "DISTINCT is not supported in window functions: aggregate in a subquery first")
		}
		if f := c.Over.Frame; f != nil && f.Range && (f.Start.Kind == Preceding || f.Start.Kind == Following ||
			f.End != nil && (f.End.Kind == Preceding || f.End.Kind == Following)) {
			return nil, errorf(f.At, "RANGE frames with an offset are not supported: use ROWS, or RANGE with UNBOUNDED/CURRENT ROW")
		}
		if r.clause != clauseSelect && r.clause != clauseOrderBy {
			return nil, errorf(c.At, "window functions are not allowed in %s", clauseNames[r.clause])
		}
		if r.inAgg {
			return nil, errorf(c.At, "window functions cannot be used inside aggregate functions")
		}
	case def.kind == fnAggregate:
		if r.clause != clauseSelect && r.clause != clauseHaving && r.clause != clauseOrderBy {
			return nil, errorf(c.At, "aggregate functions are not allowed in %s", clauseNames[r.clause])
		}
		if r.inAgg {
			return nil, errorf(c.At, "aggregate functions cannot be nested")
		}
		r.cur.sawAgg = true
	}
	savedAgg := r.inAgg
	if def.kind == fnAggregate && c.Over == nil {
		r.inAgg = true
	}
	args := make([]expr, n)
	for i, a := range c.Args {
		if _, ok := a.(*Lambda); ok {
			continue // resolved below, once the array it iterates is known
		}
		x, err := r.expr(a)
		if err != nil {
			r.inAgg = savedAgg
			return nil, err
		}
		if x.typ().base == tInterval && !def.takesInterval {
			r.inAgg = savedAgg
			return nil, errorf(a.Position(), "an INTERVAL can only be added to or subtracted from a date")
		}
		args[i] = x
	}
	for i, a := range c.Args {
		if lam, ok := a.(*Lambda); ok {
			x, err := r.lambda(lam, def, args)
			if err != nil {
				r.inAgg = savedAgg
				return nil, err
			}
			args[i] = x
		}
	}
	r.inAgg = savedAgg
	if def.name == "arrayJoin" {
		return r.arrayJoin(c, args)
	}
	if len(c.Params) > 0 && !def.parametric {
		return nil, errorf(c.At, "%s takes no parameters: write %s(...), not %s(...)(...)", canonicalFuncName(c.Name), canonicalFuncName(c.Name), canonicalFuncName(c.Name))
	}
	out, err := def.check(def, c, args)
	if ce, ok := out.(*callExpr); ok && c.SameLength {
		ce.sameLength = true
	}
	if err != nil || c.Over == nil {
		return out, err
	}
	ce, ok := out.(*callExpr)
	if !ok {
		return nil, errorf(c.At, "%s cannot have OVER", canonicalFuncName(c.Name))
	}
	if ce.distinct {
		// uniq(x) is COUNT(DISTINCT x): refused like count(DISTINCT x) above.
		return nil, errorf(c.At, "%s counts distinct values, which is not supported in window functions: aggregate in a subquery first", canonicalFuncName(c.Name))
	}
	over := c.Over
	if over.Name != "" {
		for sc := r.cur; sc != nil && over.Name != ""; sc = sc.parent {
			if w := sc.windows[over.Name]; w != nil {
				over = w
			}
		}
		if over.Name != "" {
			return nil, errorf(c.Over.At, "unknown window %s: define it with WINDOW %s AS (...)", over.Name, over.Name)
		}
	}
	spec := &windowSpec{frame: over.Frame}
	for _, p := range over.PartitionBy {
		x, err := r.expr(p)
		if err != nil {
			return nil, err
		}
		spec.partition = append(spec.partition, x)
	}
	for _, o := range over.OrderBy {
		x, err := r.expr(o.Expr)
		if err != nil {
			return nil, err
		}
		spec.order = append(spec.order, orderKey{e: x, desc: o.Desc, nullsFirst: o.Nulls == NullsFirst})
	}
	ce.over = spec
	return ce, nil
}

// checkGeneric converts each argument to its declared kind and types the
// result from def.result and the arguments' nullability.
func checkGeneric(def *funcDef, c *Call, args []expr) (expr, error) {
	out := make([]expr, len(args))
	for i := range args {
		x, err := kindArg(def.argKind(i), c, args, i)
		if err != nil {
			return nil, err
		}
		out[i] = x
	}
	return &callExpr{fn: def, args: out, t: resultType(def, out)}, nil
}

// resultType is the result type of a call of def with the (converted) args.
func resultType(def *funcDef, args []expr) Type {
	t := typ(def.result)
	if def.result == tNothing && len(args) > 0 {
		t = args[0].typ()
	}
	return t.withNull(def.nullable || nullIfAny(args))
}

// kindArg checks and converts argument i to kind k.
func kindArg(k argKind, c *Call, args []expr, i int) (expr, error) {
	switch k {
	case aString:
		return stringArg(c, args, i)
	case aInt:
		return intArg(c, args, i)
	case aNumber:
		return numericArg(c, args, i)
	case aTemporal:
		return temporalArg(c, args, i)
	case aCond:
		return toBool(args[i], argAt(c, i))
	case aConstInt:
		if _, err := constInt(c, args, i); err != nil {
			return nil, err
		}
		return args[i], nil
	case aConstString:
		if _, err := constString(c, args, i); err != nil {
			return nil, err
		}
		return args[i], nil
	case aArray:
		return arrayArg(c, args, i)
	case aInterval:
		if args[i].typ().base != tInterval {
			return nil, errorf(argAt(c, i), "%s expects an INTERVAL", canonicalFuncName(c.Name))
		}
		return args[i], nil
	}
	return comparableArg(c, args, i)
}

func arityText(def *funcDef) string {
	plural := func(n int) string {
		if n == 1 {
			return "1 argument"
		}
		return strconv.Itoa(n) + " arguments"
	}
	switch {
	case def.maxArgs < 0:
		return "at least " + plural(def.minArgs)
	case def.minArgs == def.maxArgs:
		return plural(def.minArgs)
	default:
		return strconv.Itoa(def.minArgs) + " to " + plural(def.maxArgs)
	}
}

// Argument helpers.

func argAt(c *Call, i int) Pos {
	if i < len(c.Args) {
		return c.Args[i].Position()
	}
	return c.At
}

func stringArg(c *Call, args []expr, i int) (expr, error) {
	switch args[i].typ().base {
	case tString, tNothing:
		return args[i], nil
	}
	return nil, errorf(argAt(c, i), "%s expects a String, got %s", canonicalFuncName(c.Name), args[i].typ())
}

func intArg(c *Call, args []expr, i int) (expr, error) {
	x := args[i]
	switch t := x.typ(); {
	case t.isInteger() || t.base == tNothing:
		return x, nil
	case t.base == tBool:
		return convert(x, tInt), nil
	case isStringLiteral(x):
		return constConvert(x.(*litExpr), tInt, argAt(c, i))
	}
	return nil, errorf(argAt(c, i), "%s expects an integer, got %s", canonicalFuncName(c.Name), x.typ())
}

func constInt(c *Call, args []expr, i int) (int64, error) {
	if l, ok := args[i].(*litExpr); ok {
		if v, ok := l.v.(int64); ok {
			return v, nil
		}
	}
	return 0, errorf(argAt(c, i), "argument %d of %s must be a constant integer", i+1, canonicalFuncName(c.Name))
}

func constString(c *Call, args []expr, i int) (string, error) {
	if l, ok := args[i].(*litExpr); ok {
		if s, ok := l.stringValue(); ok {
			return s, nil
		}
	}
	return "", errorf(argAt(c, i), "argument %d of %s must be a constant string", i+1, canonicalFuncName(c.Name))
}

func temporalArg(c *Call, args []expr, i int) (expr, error) {
	return temporalOperand(args[i], argAt(c, i))
}

func numericArg(c *Call, args []expr, i int) (expr, error) {
	return numericOperand(args[i], argAt(c, i))
}

func comparableArg(c *Call, args []expr, i int) (expr, error) {
	if b := args[i].typ().base; b == tJSON {
		return nil, errorf(argAt(c, i), "%s cannot take a JSON object: use one property", canonicalFuncName(c.Name))
	}
	return args[i], nil
}

func nullIfAny(args []expr) bool {
	for _, a := range args {
		if a.typ().nullable {
			return true
		}
	}
	return false
}

// dateDiffUnit normalises a dateDiff unit name.
func dateDiffUnit(s string) (string, bool) {
	switch strings.ToLower(s) {
	case "ss", "s":
		return "second", true
	case "mi", "n":
		return "minute", true
	case "hh", "h":
		return "hour", true
	case "dd", "d":
		return "day", true
	case "wk", "ww":
		return "week", true
	case "mm", "m":
		return "month", true
	case "qq", "q":
		return "quarter", true
	case "yyyy", "yy":
		return "year", true
	}
	return intervalUnit(s)
}

// ifCombinatorBase returns the aggregate f of a name fIf, ClickHouse's -If
// combinator: f over the rows where the last argument holds. Aggregates
// with a record of their own for it (countIf, sumIf, ...) never get here.
func ifCombinatorBase(name string) *funcDef {
	base, ok := strings.CutSuffix(name, "If")
	if !ok || base == "" {
		return nil
	}
	if def := lookupFunc(base); def != nil && def.kind == fnAggregate {
		return def
	}
	return nil
}

// ifCombinator resolves fIf(args..., cond) as f(args...) FILTER (WHERE
// cond), the parameters and DISTINCT of the call kept.
func (r *resolver) ifCombinator(c *Call, base *funcDef) (expr, error) {
	if len(c.Args) < 2 {
		return nil, errorf(c.At, "%s expects the arguments of %s and a condition", c.Name, base.name)
	}
	inner := *c
	inner.Name = base.name
	inner.Args = c.Args[:len(c.Args)-1]
	x, err := r.call(&inner)
	if err != nil {
		return nil, err
	}
	ce, ok := x.(*callExpr)
	if !ok || ce.fn.kind != fnAggregate || ce.filter != nil {
		return nil, errorf(c.At, "%s: the -If combinator is not supported for %s", c.Name, base.name)
	}
	savedAgg := r.inAgg
	r.inAgg = true
	cond, err := r.expr(c.Args[len(c.Args)-1])
	r.inAgg = savedAgg
	if err != nil {
		return nil, err
	}
	if ce.filter, err = toBool(cond, argAt(c, len(c.Args)-1)); err != nil {
		return nil, err
	}
	return ce, nil
}
