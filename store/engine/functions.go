package engine

import (
	"sort"
	"strconv"
	"strings"
)

// The function whitelist: every function users may call, its arity, and a
// check that types its arguments and builds the resolved call. How each one
// is printed lives in print_sqlite.go and print_postgres.go.

type funcKind uint8

const (
	fnScalar funcKind = iota
	fnAggregate
	fnWindow
)

type funcDef struct {
	name     string // canonical name, used by the printers
	minArgs  int
	maxArgs  int // -1: no maximum
	kind     funcKind
	distinct bool // accepts f(DISTINCT x)
	check    func(c *Call, args []expr) (expr, error)
}

var (
	// funcByName maps lower-case names (and aliases) to functions. Built once
	// in init and read-only afterwards.
	funcByName = map[string]*funcDef{}
	// funcSpelling maps lower-case names to their canonical spelling.
	funcSpelling = map[string]string{}
	// funcExact maps canonical spellings to functions, so the usual
	// spelling is found without lower-casing.
	funcExact = map[string]*funcDef{}
)

func lookupFunc(name string) *funcDef {
	if def := funcExact[name]; def != nil {
		return def
	}
	return funcByName[strings.ToLower(name)]
}

// canonicalFuncName returns the canonical spelling of a function name.
func canonicalFuncName(name string) string {
	if funcExact[name] != nil {
		return name
	}
	if s, ok := funcSpelling[strings.ToLower(name)]; ok {
		return s
	}
	return name
}

// FunctionNames lists the functions of the dialect (canonical spellings).
func FunctionNames() []string {
	names := make([]string, 0, len(funcSpelling))
	for _, s := range funcSpelling {
		names = append(names, s)
	}
	sort.Strings(names)
	return names
}

func register(def *funcDef, aliases ...string) {
	for _, n := range append([]string{def.name}, aliases...) {
		funcByName[strings.ToLower(n)] = def
		funcSpelling[strings.ToLower(n)] = n
		funcExact[n] = def
	}
}

func (r *resolver) call(c *Call) (expr, error) {
	def := lookupFunc(c.Name)
	if def == nil {
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
	switch {
	case c.Over != nil && def.kind == fnScalar:
		return nil, errorf(c.At, "%s is not an aggregate or window function: it cannot have OVER", canonicalFuncName(c.Name))
	case c.Over == nil && def.kind == fnWindow:
		return nil, errorf(c.At, "%s needs an OVER (...) clause", canonicalFuncName(c.Name))
	case c.Over != nil:
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
		x, err := r.expr(a)
		if err != nil {
			r.inAgg = savedAgg
			return nil, err
		}
		if x.typ().base == tInterval && def.name != "dateAdd" && def.name != "dateSub" {
			r.inAgg = savedAgg
			return nil, errorf(a.Position(), "an INTERVAL can only be added to or subtracted from a date")
		}
		args[i] = x
	}
	r.inAgg = savedAgg
	out, err := def.check(c, args)
	if err != nil || c.Over == nil {
		return out, err
	}
	ce := out.(*callExpr)
	spec := &windowSpec{frame: c.Over.Frame}
	for _, p := range c.Over.PartitionBy {
		x, err := r.expr(p)
		if err != nil {
			return nil, err
		}
		spec.partition = append(spec.partition, x)
	}
	for _, o := range c.Over.OrderBy {
		x, err := r.expr(o.Expr)
		if err != nil {
			return nil, err
		}
		spec.order = append(spec.order, orderKey{e: x, desc: o.Desc, nullsFirst: o.Nulls == NullsFirst})
	}
	ce.over = spec
	return ce, nil
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

func init() {
	call := func(def *funcDef, args []expr, t Type) *callExpr { return &callExpr{fn: def, args: args, t: t} }

	// Aggregates.
	count := &funcDef{name: "count", maxArgs: 1, kind: fnAggregate, distinct: true}
	count.check = func(c *Call, args []expr) (expr, error) {
		if len(args) == 0 {
			return &callExpr{fn: count, star: true, t: typ(tUInt)}, nil
		}
		return &callExpr{fn: count, args: args, distinct: c.Distinct, t: typ(tUInt)}, nil
	}
	register(count)
	register(&funcDef{name: "countIf", minArgs: 1, maxArgs: 1, kind: fnAggregate, check: func(c *Call, args []expr) (expr, error) {
		cond, err := toBool(args[0], argAt(c, 0))
		if err != nil {
			return nil, err
		}
		return &callExpr{fn: count, star: true, filter: cond, t: typ(tUInt)}, nil
	}})
	register(&funcDef{name: "uniq", minArgs: 1, maxArgs: 1, kind: fnAggregate, distinct: true, check: func(c *Call, args []expr) (expr, error) {
		if _, err := comparableArg(c, args, 0); err != nil {
			return nil, err
		}
		return &callExpr{fn: count, args: args, distinct: true, t: typ(tUInt)}, nil
	}}, "uniqExact")
	register(&funcDef{name: "uniqIf", minArgs: 2, maxArgs: 2, kind: fnAggregate, check: func(c *Call, args []expr) (expr, error) {
		if _, err := comparableArg(c, args, 0); err != nil {
			return nil, err
		}
		cond, err := toBool(args[1], argAt(c, 1))
		if err != nil {
			return nil, err
		}
		return &callExpr{fn: count, args: args[:1], distinct: true, filter: cond, t: typ(tUInt)}, nil
	}})

	// numericAgg builds sum/avg and their -If forms.
	numericAgg := func(name string, withIf bool) *funcDef {
		def := &funcDef{name: name, minArgs: 1, maxArgs: 1, kind: fnAggregate, distinct: !withIf}
		if withIf {
			def.minArgs, def.maxArgs = 2, 2
		}
		return def
	}
	sum := numericAgg("sum", false)
	avg := numericAgg("avg", false)
	for _, pair := range []struct {
		def    *funcDef
		target *funcDef
		avg    bool
		withIf bool
	}{
		{sum, sum, false, false}, {avg, avg, true, false},
		{numericAgg("sumIf", true), sum, false, true}, {numericAgg("avgIf", true), avg, true, true},
	} {
		pair := pair
		pair.def.check = func(c *Call, args []expr) (expr, error) {
			x, err := numericArg(c, args, 0)
			if err != nil {
				return nil, err
			}
			t := nullableType(x.typ().base)
			if pair.avg || t.base == tNothing {
				t = nullableType(tFloat)
			}
			ce := &callExpr{fn: pair.target, args: []expr{x}, distinct: c.Distinct, t: t}
			if pair.withIf {
				if ce.filter, err = toBool(args[1], argAt(c, 1)); err != nil {
					return nil, err
				}
			}
			return ce, nil
		}
		register(pair.def)
	}
	minDef := &funcDef{name: "min", minArgs: 1, maxArgs: 1, kind: fnAggregate, distinct: true}
	maxDef := &funcDef{name: "max", minArgs: 1, maxArgs: 1, kind: fnAggregate, distinct: true}
	anyDef := &funcDef{name: "any", minArgs: 1, maxArgs: 1, kind: fnAggregate}
	for _, pair := range []struct {
		def, target *funcDef
		withIf      bool
	}{
		{minDef, minDef, false}, {maxDef, maxDef, false}, {anyDef, anyDef, false},
		{&funcDef{name: "minIf", minArgs: 2, maxArgs: 2, kind: fnAggregate}, minDef, true},
		{&funcDef{name: "maxIf", minArgs: 2, maxArgs: 2, kind: fnAggregate}, maxDef, true},
		{&funcDef{name: "anyIf", minArgs: 2, maxArgs: 2, kind: fnAggregate}, anyDef, true},
	} {
		pair := pair
		pair.def.check = func(c *Call, args []expr) (expr, error) {
			x, err := comparableArg(c, args, 0)
			if err != nil {
				return nil, err
			}
			ce := &callExpr{fn: pair.target, args: []expr{x}, distinct: c.Distinct, t: x.typ().orNull()}
			if pair.withIf {
				if ce.filter, err = toBool(args[1], argAt(c, 1)); err != nil {
					return nil, err
				}
			}
			return ce, nil
		}
		register(pair.def)
	}

	// Window functions.
	for _, name := range []string{"row_number", "rank", "dense_rank"} {
		def := &funcDef{name: name, kind: fnWindow}
		def.check = func(c *Call, args []expr) (expr, error) { return call(def, nil, typ(tUInt)), nil }
		register(def)
	}
	for _, names := range [][]string{{"lag", "lagInFrame"}, {"lead", "leadInFrame"}} {
		def := &funcDef{name: names[0], minArgs: 1, maxArgs: 3, kind: fnWindow}
		def.check = func(c *Call, args []expr) (expr, error) {
			x, err := comparableArg(c, args, 0)
			if err != nil {
				return nil, err
			}
			ce := call(def, []expr{x}, x.typ().orNull())
			ce.mode = 1
			if len(args) > 1 {
				if ce.mode, err = constInt(c, args, 1); err != nil {
					return nil, err
				}
				if ce.mode < 0 {
					return nil, errorf(argAt(c, 1), "the offset of %s cannot be negative", def.name)
				}
			}
			if len(args) > 2 {
				vals, t, err := unify([]expr{x, args[2]}, argAt(c, 2))
				if err != nil {
					return nil, err
				}
				ce.args = vals
				ce.t = t.orNull()
			}
			return ce, nil
		}
		register(def, names[1])
	}
	for _, name := range []string{"first_value", "last_value"} {
		def := &funcDef{name: name, minArgs: 1, maxArgs: 1, kind: fnWindow}
		def.check = func(c *Call, args []expr) (expr, error) {
			x, err := comparableArg(c, args, 0)
			if err != nil {
				return nil, err
			}
			return call(def, []expr{x}, x.typ().orNull()), nil
		}
		register(def)
	}

	// Dates and times.
	now := &funcDef{name: "now"}
	now.check = func(c *Call, args []expr) (expr, error) { return call(now, nil, typ(tDateTime)), nil }
	register(now)
	today := &funcDef{name: "today"}
	today.check = func(c *Call, args []expr) (expr, error) { return call(today, nil, typ(tDate)), nil }
	register(today)
	conversion := func(name string, to baseType, maxArgs int, aliases ...string) {
		def := &funcDef{name: name, minArgs: 1, maxArgs: maxArgs}
		def.check = func(c *Call, args []expr) (expr, error) {
			if len(args) > 1 {
				tz, err := constString(c, args, 1)
				if err != nil {
					return nil, err
				}
				if tz != "UTC" {
					return nil, errorf(argAt(c, 1), "only the UTC time zone is supported")
				}
			}
			x, err := convertTo(args[0], to, argAt(c, 0))
			if err != nil {
				return nil, err
			}
			// toDateTime truncates to whole seconds, like ClickHouse's DateTime.
			if to == tDateTime && args[0].typ().base == tDateTime {
				return call(def, []expr{x}, x.typ()), nil
			}
			return x, nil
		}
		register(def, aliases...)
	}
	conversion("toDate", tDate, 1, "toDateOrNull")
	conversion("toDateTime", tDateTime, 2, "toDateTimeOrNull")
	conversion("toString", tString, 1)
	conversion("toInt", tInt, 1, "toInt8", "toInt16", "toInt32", "toInt64", "toUInt8", "toUInt16", "toUInt32",
		"toUInt64", "toIntOrNull", "toInt64OrNull", "toInt32OrNull")
	conversion("toFloat", tFloat, 1, "toFloat32", "toFloat64", "toFloatOrNull", "toFloat64OrNull")
	conversion("toBool", tBool, 1)

	temporalFunc := func(name string, result baseType, aliases ...string) {
		def := &funcDef{name: name, minArgs: 1, maxArgs: 1}
		def.check = func(c *Call, args []expr) (expr, error) {
			x, err := temporalArg(c, args, 0)
			if err != nil {
				return nil, err
			}
			return call(def, []expr{x}, typ(result).withNull(x.typ().nullable)), nil
		}
		register(def, aliases...)
	}
	temporalFunc("toStartOfMinute", tDateTime)
	temporalFunc("toStartOfHour", tDateTime)
	temporalFunc("toStartOfDay", tDateTime)
	temporalFunc("toStartOfMonth", tDate)
	temporalFunc("toStartOfQuarter", tDate)
	temporalFunc("toStartOfYear", tDate)
	temporalFunc("toYear", tInt)
	temporalFunc("toQuarter", tInt)
	temporalFunc("toMonth", tInt)
	temporalFunc("toDayOfMonth", tInt)
	temporalFunc("toDayOfWeek", tInt)
	temporalFunc("toHour", tInt)
	temporalFunc("toMinute", tInt)
	temporalFunc("toSecond", tInt)
	temporalFunc("toUnixTimestamp", tInt)

	week := &funcDef{name: "toStartOfWeek", minArgs: 1, maxArgs: 2}
	week.check = func(c *Call, args []expr) (expr, error) {
		x, err := temporalArg(c, args, 0)
		if err != nil {
			return nil, err
		}
		ce := call(week, []expr{x}, typ(tDate).withNull(x.typ().nullable))
		if len(args) > 1 {
			mode, err := constInt(c, args, 1)
			if err != nil {
				return nil, err
			}
			if mode < 0 || mode > 9 {
				return nil, errorf(argAt(c, 1), "toStartOfWeek mode must be between 0 and 9")
			}
			ce.mode = mode % 2 // odd modes start weeks on Monday, even ones on Sunday
		}
		return ce, nil
	}
	register(week)

	dateDiff := &funcDef{name: "dateDiff", minArgs: 3, maxArgs: 3}
	dateDiff.check = func(c *Call, args []expr) (expr, error) {
		u, err := constString(c, args, 0)
		if err != nil {
			return nil, err
		}
		unit, ok := dateDiffUnit(u)
		if !ok {
			return nil, errorf(argAt(c, 0), "unknown dateDiff unit %s", quoteString(u))
		}
		a, err := temporalArg(c, args, 1)
		if err != nil {
			return nil, err
		}
		b, err := temporalArg(c, args, 2)
		if err != nil {
			return nil, err
		}
		if a, b, err = coerceCompare(a, b, c.At); err != nil {
			return nil, err
		}
		ce := call(dateDiff, []expr{a, b}, typ(tInt).withNull(nullIfAny([]expr{a, b})))
		ce.unit = unit
		return ce, nil
	}
	register(dateDiff, "date_diff")
	for _, name := range []string{"dateAdd", "dateSub"} {
		sub := name == "dateSub"
		def := &funcDef{name: name, minArgs: 2, maxArgs: 3}
		def.check = func(c *Call, args []expr) (expr, error) {
			var x, n expr
			var unit string
			if len(args) == 2 {
				// dateAdd(date, INTERVAL n unit)
				iv, ok := args[1].(*intervalExpr)
				if !ok {
					return nil, errorf(argAt(c, 1), "%s(date, interval) expects an INTERVAL", name)
				}
				n, unit = iv.n, iv.unit
				x = args[0]
			} else {
				u, err := constString(c, args, 0)
				if err != nil {
					return nil, err
				}
				var ok bool
				if unit, ok = dateDiffUnit(u); !ok {
					return nil, errorf(argAt(c, 0), "unknown %s unit %s", name, quoteString(u))
				}
				var nErr error
				if n, nErr = intArg(c, args, 1); nErr != nil {
					return nil, nErr
				}
				x = args[2]
			}
			if x.typ().base == tInterval {
				return nil, errorf(c.At, "%s expects a date", name)
			}
			x, err := temporalOperand(x, c.At)
			if err != nil {
				return nil, err
			}
			if sub {
				n = negate(n)
			}
			return dateAdd(x, n, unit), nil
		}
		register(def)
	}
	formatDT := &funcDef{name: "formatDateTime", minArgs: 2, maxArgs: 2}
	formatDT.check = func(c *Call, args []expr) (expr, error) {
		x, err := temporalArg(c, args, 0)
		if err != nil {
			return nil, err
		}
		f, err := constString(c, args, 1)
		if err != nil {
			return nil, err
		}
		if _, err := translateDateFormat(f, false); err != nil {
			return nil, errorf(argAt(c, 1), "%s", err.Error())
		}
		ce := call(formatDT, []expr{x}, typ(tString).withNull(x.typ().nullable))
		ce.unit = f
		return ce, nil
	}
	register(formatDT)

	// Strings.
	stringFunc := func(name string, nArgs int, result baseType, aliases ...string) {
		def := &funcDef{name: name, minArgs: nArgs, maxArgs: nArgs}
		def.check = func(c *Call, args []expr) (expr, error) {
			for i := range args {
				x, err := stringArg(c, args, i)
				if err != nil {
					return nil, err
				}
				args[i] = x
			}
			return call(def, args, typ(result).withNull(nullIfAny(args))), nil
		}
		register(def, aliases...)
	}
	stringFunc("lower", 1, tString, "lowerUTF8")
	stringFunc("upper", 1, tString, "upperUTF8")
	stringFunc("length", 1, tUInt, "lengthUTF8", "char_length")
	stringFunc("trim", 1, tString, "trimBoth")
	stringFunc("trimLeft", 1, tString, "ltrim")
	stringFunc("trimRight", 1, tString, "rtrim")
	stringFunc("replaceAll", 3, tString, "replace")
	stringFunc("position", 2, tUInt, "positionUTF8", "locate")
	stringFunc("startsWith", 2, tBool)
	stringFunc("endsWith", 2, tBool)
	stringFunc("empty", 1, tBool)
	stringFunc("notEmpty", 1, tBool)
	stringFunc("domain", 1, tString)
	stringFunc("path", 1, tString)
	concat := &funcDef{name: "concat", minArgs: 1, maxArgs: -1}
	concat.check = func(c *Call, args []expr) (expr, error) {
		for i := range args {
			args[i] = convert(args[i], tString)
		}
		return call(concat, args, typ(tString)), nil
	}
	register(concat)
	substring := &funcDef{name: "substring", minArgs: 2, maxArgs: 3}
	substring.check = func(c *Call, args []expr) (expr, error) {
		s, err := stringArg(c, args, 0)
		if err != nil {
			return nil, err
		}
		out := []expr{s}
		for i := 1; i < len(args); i++ {
			x, err := intArg(c, args, i)
			if err != nil {
				return nil, err
			}
			if l, ok := x.(*litExpr); ok {
				if v, ok := l.v.(int64); ok && (i == 1 && v < 1 || i == 2 && v < 0) {
					return nil, errorf(argAt(c, i), "substring offsets start at 1 and lengths cannot be negative")
				}
			}
			out = append(out, x)
		}
		return call(substring, out, typ(tString).withNull(nullIfAny(out))), nil
	}
	register(substring, "substr", "substringUTF8")

	// Conditionals and NULL handling.
	coalesce := &funcDef{name: "coalesce", minArgs: 1, maxArgs: -1}
	coalesce.check = func(c *Call, args []expr) (expr, error) {
		for i := range args {
			if _, err := comparableArg(c, args, i); err != nil && args[i].typ().base == tInterval {
				return nil, err
			}
		}
		vals, t, err := unify(args, c.At)
		if err != nil {
			return nil, err
		}
		t.nullable = true
		for _, v := range vals {
			if !v.typ().nullable && v.typ().base != tNothing {
				t.nullable = false
			}
		}
		return call(coalesce, vals, t), nil
	}
	register(coalesce)
	register(&funcDef{name: "ifNull", minArgs: 2, maxArgs: 2, check: func(c *Call, args []expr) (expr, error) {
		return coalesce.check(c, args)
	}})
	register(&funcDef{name: "nullIf", minArgs: 2, maxArgs: 2, check: func(c *Call, args []expr) (expr, error) {
		a, b, err := coerceCompare(args[0], args[1], c.At)
		if err != nil {
			return nil, err
		}
		return call(funcByName["nullif"], []expr{a, b}, a.typ().orNull()), nil
	}})
	register(&funcDef{name: "if", minArgs: 3, maxArgs: 3, check: func(c *Call, args []expr) (expr, error) {
		cond, err := toBool(args[0], argAt(c, 0))
		if err != nil {
			return nil, err
		}
		vals, t, err := unify(args[1:], c.At)
		if err != nil {
			return nil, err
		}
		return &caseExpr{whens: []caseArm{{cond: cond, then: vals[0]}}, els: vals[1], t: t}, nil
	}})
	register(&funcDef{name: "multiIf", minArgs: 3, maxArgs: -1, check: func(c *Call, args []expr) (expr, error) {
		if len(args)%2 == 0 {
			return nil, errorf(c.At, "multiIf expects cond1, then1, ..., else: an odd number of arguments")
		}
		values := make([]expr, 0, len(args)/2+1)
		ce := &caseExpr{}
		for i := 0; i+1 < len(args); i += 2 {
			cond, err := toBool(args[i], argAt(c, i))
			if err != nil {
				return nil, err
			}
			ce.whens = append(ce.whens, caseArm{cond: cond})
			values = append(values, args[i+1])
		}
		values = append(values, args[len(args)-1])
		vals, t, err := unify(values, c.At)
		if err != nil {
			return nil, err
		}
		for i := range ce.whens {
			ce.whens[i].then = vals[i]
		}
		ce.els, ce.t = vals[len(vals)-1], t
		return ce, nil
	}})
	register(&funcDef{name: "isNull", minArgs: 1, maxArgs: 1, check: func(c *Call, args []expr) (expr, error) {
		return &isNullExpr{x: args[0]}, nil
	}})
	register(&funcDef{name: "isNotNull", minArgs: 1, maxArgs: 1, check: func(c *Call, args []expr) (expr, error) {
		return &isNullExpr{x: args[0], not: true}, nil
	}})

	// Numbers.
	round := &funcDef{name: "round", minArgs: 1, maxArgs: 2}
	round.check = func(c *Call, args []expr) (expr, error) {
		x, err := numericArg(c, args, 0)
		if err != nil {
			return nil, err
		}
		var digits int64
		if len(args) > 1 {
			if digits, err = constInt(c, args, 1); err != nil {
				return nil, err
			}
			if digits < -15 || digits > 15 {
				return nil, errorf(argAt(c, 1), "round digits must be between -15 and 15")
			}
		}
		if x.typ().base != tFloat && digits >= 0 {
			return x, nil // rounding an integer to >= 0 digits changes nothing
		}
		ce := call(round, []expr{x}, typ(tFloat).withNull(x.typ().nullable))
		ce.mode = digits
		return ce, nil
	}
	register(round)
	for _, names := range [][]string{{"floor"}, {"ceil", "ceiling"}} {
		def := &funcDef{name: names[0], minArgs: 1, maxArgs: 1}
		def.check = func(c *Call, args []expr) (expr, error) {
			x, err := numericArg(c, args, 0)
			if err != nil {
				return nil, err
			}
			if x.typ().base != tFloat {
				return x, nil
			}
			return call(def, []expr{x}, x.typ()), nil
		}
		register(def, names[1:]...)
	}
	abs := &funcDef{name: "abs", minArgs: 1, maxArgs: 1}
	abs.check = func(c *Call, args []expr) (expr, error) {
		x, err := numericArg(c, args, 0)
		if err != nil {
			return nil, err
		}
		return call(abs, []expr{x}, x.typ()), nil
	}
	register(abs)
}
