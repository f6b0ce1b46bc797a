package hogql

import "strconv"

// Resolution of the ClickHouse constructs HogQL users write beyond plain
// SQL: array literals, subscripts, lambdas, inline aliases and row values.
// Arrays are JSON arrays on both databases (SQLite has no array type); the
// printers read their elements with json_each / jsonb_array_elements.

// inlineAliases collects the (expr AS name) written inside the expressions
// of a SELECT, so that the name can be used anywhere in it.
func inlineAliases(s *Select) map[string]*Aliased {
	var out map[string]*Aliased
	var walk func(e Expr)
	walk = func(e Expr) {
		switch e := e.(type) {
		case *Aliased:
			if out == nil {
				out = map[string]*Aliased{}
			}
			if out[e.Name] == nil {
				out[e.Name] = e
			}
			walk(e.X)
		case *Call:
			for _, a := range e.Args {
				walk(a)
			}
		case *Binary:
			walk(e.L)
			walk(e.R)
		case *Unary:
			walk(e.X)
		case *Subscript:
			walk(e.X)
		case *ArrayLit:
			for _, x := range e.Elems {
				walk(x)
			}
		case *Tuple:
			for _, x := range e.Elems {
				walk(x)
			}
		case *Between:
			walk(e.X)
			walk(e.Lo)
			walk(e.Hi)
		case *In:
			walk(e.X)
			for _, x := range e.List {
				walk(x)
			}
		case *Like:
			walk(e.X)
		case *IsNull:
			walk(e.X)
		case *Case:
			if e.Operand != nil {
				walk(e.Operand)
			}
			for _, w := range e.Whens {
				walk(w.Cond)
				walk(w.Then)
			}
			if e.Else != nil {
				walk(e.Else)
			}
		}
	}
	for _, it := range s.Items {
		walk(it.Expr)
	}
	if s.Where != nil {
		walk(s.Where)
	}
	if s.Having != nil {
		walk(s.Having)
	}
	return out
}

func (r *resolver) aliased(e *Aliased) (expr, error) {
	return r.expr(e.X)
}

// arrayLit resolves [a, b, ...]: the elements get one type.
func (r *resolver) arrayLit(e *ArrayLit) (expr, error) {
	elems := make([]expr, len(e.Elems))
	for i, x := range e.Elems {
		v, err := r.expr(x)
		if err != nil {
			return nil, err
		}
		if b := v.typ().base; b == tJSON || b == tInterval || b == tArray {
			return nil, errorf(x.Position(), "array elements must be numbers, strings, booleans or dates, not %s", v.typ())
		}
		elems[i] = v
	}
	if len(elems) == 0 {
		return &arrayExpr{t: arrayType(tNothing)}, nil
	}
	vals, t, err := unify(elems, e.At)
	if err != nil {
		return nil, err
	}
	return &arrayExpr{elems: vals, t: arrayOf(t)}, nil
}

// subscript resolves x[i] (arrays: 1-based, negative from the end; JSON:
// a property or index) and x.N (tuples and arrays).
func (r *resolver) subscript(e *Subscript) (expr, error) {
	if tup, ok := e.X.(*Tuple); ok && e.Tuple {
		n := e.Index.(*Literal).Int
		if n < 1 || n > int64(len(tup.Elems)) {
			return nil, errorf(e.At, "tuple index %d is out of range (1 to %d)", n, len(tup.Elems))
		}
		return r.expr(tup.Elems[n-1])
	}
	x, err := r.expr(e.X)
	if err != nil {
		return nil, err
	}
	if x.typ().base == tTuple {
		lit, ok := e.Index.(*Literal)
		if !ok || lit.Kind != LitInt {
			return nil, errorf(e.At, "a tuple element is read with a constant index: t.1, t[1]")
		}
		return tupleElement(x, lit.Int, e.At)
	}
	if e.Slice {
		return r.slice(e, x)
	}
	switch x.typ().base {
	case tJSON:
		return r.jsonPath(x, []FieldPart{{At: e.At, Index: e.Index, IsIndex: true}})
	case tArray:
		idx, err := r.expr(e.Index)
		if err != nil {
			return nil, err
		}
		if !idx.typ().isInteger() && idx.typ().base != tNothing {
			return nil, errorf(e.Index.Position(), "an array subscript must be an integer, got %s", idx.typ())
		}
		return &callExpr{fn: mustFunc("arrayElement"), args: []expr{x, idx}, t: x.typ().elemType().orNull()}, nil
	}
	return nil, errorf(e.At, "cannot subscript a %s value", x.typ())
}

// sliceDef prints x[i:j]: the elements from position i to position j, both
// included (1-based, negative from the end, 0 selects nothing). It is not in
// the function table: only the slice syntax makes it.
var sliceDef = &funcDef{name: "arraySliceRange", result: tArray, print: everywhere(printSlice)}

// slice resolves x[i:j], x[:j] and x[i:] on an array.
func (r *resolver) slice(e *Subscript, x expr) (expr, error) {
	if x.typ().base != tArray {
		return nil, errorf(e.At, "cannot slice a %s value", x.typ())
	}
	args := []expr{x, &litExpr{v: int64(1), t: typ(tInt)}, &litExpr{v: int64(-1), t: typ(tInt)}}
	for i, b := range []Expr{e.Index, e.Hi} {
		if b == nil {
			continue
		}
		v, err := r.expr(b)
		if err != nil {
			return nil, err
		}
		if !v.typ().isInteger() && v.typ().base != tNothing {
			return nil, errorf(b.Position(), "a slice bound must be an integer, got %s", v.typ())
		}
		args[i+1] = v
	}
	return &callExpr{fn: sliceDef, args: args, t: x.typ()}, nil
}

// elementAccess resolves v.N or v['k'] on a lambda parameter.
func (r *resolver) elementAccess(v *lambdaVar, parts []FieldPart) (expr, error) {
	if b := v.typ().base; b != tTuple && b != tArray && b != tJSON {
		return nil, errorf(parts[0].At, "cannot read a part of the lambda parameter %s, a %s", v.name, v.typ())
	}
	return r.jsonPath(v, parts)
}

// lambda resolves x -> body for def, whose array argument tells the type of
// x. The body may use x and everything the enclosing expression can.
func (r *resolver) lambda(lam *Lambda, def *funcDef, args []expr) (expr, error) {
	if !def.takesLambda {
		return nil, errorf(lam.At, "%s does not take a lambda", def.name)
	}
	// Parameter i iterates the i-th array argument.
	var arrs []expr
	for _, a := range args {
		if a != nil && a.typ().base == tArray {
			arrs = append(arrs, a)
		}
	}
	if len(arrs) < len(lam.Params) {
		return nil, errorf(lam.At, "%s needs an array after the lambda for each of its %d parameters", def.name, len(lam.Params))
	}
	vars := make([]*lambdaVar, len(lam.Params))
	for i, name := range lam.Params {
		for _, prev := range lam.Params[:i] {
			if prev == name {
				return nil, errorf(lam.At, "the lambda parameter %s is named twice", name)
			}
		}
		vars[i] = &lambdaVar{alias: r.newSource(), name: name, t: arrs[i].typ().elemType()}
	}
	depth := len(r.lambdas)
	r.lambdas = append(r.lambdas, vars...)
	body, err := r.expr(lam.Body)
	r.lambdas = r.lambdas[:depth]
	if err != nil {
		return nil, err
	}
	if b := body.typ().base; b == tJSON || b == tInterval {
		return nil, errorf(lam.Body.Position(), "a lambda cannot return %s", body.typ())
	}
	return &lambdaExpr{params: vars, body: body}, nil
}

// rowValue resolves the (a, b) of (a, b) IN (SELECT x, y ...).
func (r *resolver) rowValue(t *Tuple) (*tupleExpr, error) {
	out := &tupleExpr{}
	for _, x := range t.Elems {
		v, err := r.expr(x)
		if err != nil {
			return nil, err
		}
		if b := v.typ().base; b == tJSON || b == tInterval || b == tArray {
			return nil, errorf(x.Position(), "cannot compare %s values in a row", v.typ())
		}
		out.elems = append(out.elems, v)
	}
	return out, nil
}

// arrayJoin resolves arrayJoin(arr): the SELECT gets one row per element of
// arr (a lateral join of its elements), and the call reads the element.
// The same array joined twice is one join, as in ClickHouse.
func (r *resolver) arrayJoin(c *Call, args []expr) (expr, error) {
	arr, err := arrayArg(c, args, 0)
	if err != nil {
		return nil, err
	}
	sc := r.cur
	if sc == nil || !sc.isSelect || r.inAgg || c.Over != nil {
		return nil, errorf(c.At, "arrayJoin can only be used in the select list, WHERE or GROUP BY of a SELECT")
	}
	key := exprKey(arr)
	for _, aj := range sc.arrayJoins {
		if exprKey(aj.arrayJoin) == key {
			return &lambdaVar{alias: aj.alias, name: "arrayJoin", t: arr.typ().elemType()}, nil
		}
	}
	src := &source{alias: r.newSource(), arrayJoin: arr}
	sc.arrayJoins = append(sc.arrayJoins, src)
	sc.owned = append(sc.owned, src)
	return &lambdaVar{alias: src.alias, name: "arrayJoin", t: arr.typ().elemType()}, nil
}

// tupleValue resolves tuple(a, b, ...) and (a, b, ...) as values: a JSON
// array on both databases, typed Tuple(A, B, ...).
func (r *resolver) tupleValue(elems []Expr, at Pos) (expr, error) {
	out := make([]expr, len(elems))
	for i, e := range elems {
		x, err := r.expr(e)
		if err != nil {
			return nil, err
		}
		out[i] = x
	}
	return tupleOf(out, elems, at)
}

// tupleOf makes the tuple of the values xs, written as srcs.
func tupleOf(xs []expr, srcs []Expr, at Pos) (expr, error) {
	out := make([]expr, len(xs))
	types := make([]Type, len(xs))
	for i, x := range xs {
		switch x.typ().base {
		case tInterval:
			return nil, errorf(srcs[i].Position(), "a tuple cannot hold a %s value", x.typ())
		case tJSON:
			x = convert(x, tString) // a property, as its text
		}
		out[i], types[i] = x, x.typ()
	}
	t, ok := tupleType(types)
	if !ok {
		return nil, errorf(at, "tuples of tuples and arrays of arrays are not supported")
	}
	return &arrayExpr{elems: out, t: t}, nil
}

// tupleElementDef reads the n-th element (1-based) of a tuple: t.n.
var tupleElementDef = &funcDef{name: "tupleElement", result: tNothing, print: printRules{
	sqlite: func(p *printer, e *callExpr) {
		p.tmpl("json_extract({}, {})", p.x(e.args[0]), p.param("$["+strconv.FormatInt(e.mode-1, 10)+"]", tString))
	},
	postgres: func(p *printer, e *callExpr) {
		if e.t.base == tArray || e.t.base == tTuple {
			p.tmpl("({} -> "+strconv.FormatInt(e.mode-1, 10)+")", p.x(e.args[0]))
			return
		}
		p.tmpl("(({} ->> "+strconv.FormatInt(e.mode-1, 10)+")"+pgElemCast[e.t.base]+")", p.x(e.args[0]))
	},
}}

// tupleElement is the n-th element (1-based) of the tuple x.
func tupleElement(x expr, n int64, at Pos) (expr, error) {
	elems := x.typ().TupleElems()
	if n < 1 || n > int64(len(elems)) {
		return nil, errorf(at, "tuple index %d is out of range (1 to %d)", n, len(elems))
	}
	if a, ok := x.(*arrayExpr); ok {
		return a.elems[n-1], nil
	}
	return &callExpr{fn: tupleElementDef, args: []expr{x}, mode: n, t: elems[n-1].withNull(x.typ().nullable)}, nil
}
