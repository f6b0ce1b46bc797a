package hogql

import "strings"

// Kind is a value type of the dialect without nullability, named like
// ClickHouse's types.
type Kind uint8

const (
	tNothing  Kind = iota // the type of NULL
	tString               // String
	tInt                  // Int64
	tUInt                 // UInt64 (counts)
	tFloat                // Float64
	tBool                 // Bool
	tDate                 // Date
	tDateTime             // DateTime (UTC)
	tJSON                 // JSON (a properties object)
	tInterval             // an INTERVAL, only valid as an operand of + and -
	tArray                // Array(elem): a JSON array on both databases
	tTuple                // Tuple(T1, T2, ...): a JSON array on both databases
)

// The kinds, for engines that decode a result's values by type.
const (
	KindNothing  = tNothing
	KindString   = tString
	KindInt      = tInt
	KindUInt     = tUInt
	KindFloat    = tFloat
	KindBool     = tBool
	KindDate     = tDate
	KindDateTime = tDateTime
	KindJSON     = tJSON
	KindArray    = tArray
	KindTuple    = tTuple
)

var baseNames = [...]string{
	tNothing: "Nothing", tString: "String", tInt: "Int64", tUInt: "UInt64", tFloat: "Float64", tBool: "Bool",
	tDate: "Date", tDateTime: "DateTime", tJSON: "JSON", tInterval: "Interval", tArray: "Array", tTuple: "Tuple",
}

// Type is a base type plus nullability; arrays also name their element
// type (elements are never NULL: ClickHouse's arrays of non-nullable values).
type Type struct {
	base     Kind
	nullable bool
	elem     Kind // element type of an Array
	// shape holds the element types of a Tuple (or of the tuples of an
	// Array(Tuple(...))), one byte each: the Kind, plus shapeArray for an
	// Array of it (Array(String)) and shapeNull for a Nullable one. A
	// string keeps Type comparable.
	shape string
}

const (
	shapeArray = 0x80
	shapeNull  = 0x40
	shapeKind  = 0x3f
)

func (t Type) String() string {
	name := baseNames[t.base]
	switch {
	case t.base == tTuple:
		name = tupleName(t.shape)
	case t.base == tArray && t.elem == tTuple:
		name = "Array(" + tupleName(t.shape) + ")"
	case t.base == tArray:
		name = "Array(" + baseNames[t.elem] + ")"
	}
	if t.nullable || t.base == tNothing {
		return "Nullable(" + name + ")"
	}
	return name
}

func tupleName(shape string) string {
	name := "Tuple("
	for i := 0; i < len(shape); i++ {
		if i > 0 {
			name += ", "
		}
		name += shapeType(shape[i]).String()
	}
	return name + ")"
}

// shapeType is the type one byte of a shape stands for.
func shapeType(b byte) Type {
	k := Kind(b & shapeKind)
	if b&shapeArray != 0 {
		return Type{base: tArray, elem: k, nullable: b&shapeNull != 0}
	}
	return Type{base: k, nullable: b&shapeNull != 0}
}

// shapeByte is the byte of a shape standing for t, ok when t fits one
// (scalars and arrays of scalars).
func shapeByte(t Type) (byte, bool) {
	var b byte
	switch {
	case t.base == tTuple || t.base == tArray && (t.elem == tTuple || t.elem == tArray):
		return 0, false
	case t.base == tArray:
		b = byte(t.elem) | shapeArray
	default:
		b = byte(t.base)
	}
	if t.nullable || t.base == tNothing {
		b |= shapeNull
	}
	return b, true
}

// tupleType is Tuple(elems...), ok when every element fits a shape.
func tupleType(elems []Type) (Type, bool) {
	shape := make([]byte, len(elems))
	for i, e := range elems {
		b, ok := shapeByte(e)
		if !ok {
			return Type{}, false
		}
		shape[i] = b
	}
	return Type{base: tTuple, shape: string(shape)}, true
}

// TupleElems is the element types of a Tuple type.
func (t Type) TupleElems() []Type {
	out := make([]Type, len(t.shape))
	for i := 0; i < len(t.shape); i++ {
		out[i] = shapeType(t.shape[i])
	}
	return out
}

// arrayOf is Array(t).
func arrayOf(t Type) Type { return Type{base: tArray, elem: t.base, shape: t.shape} }

// Kind is t without nullability (Array for arrays).
func (t Type) Kind() Kind { return t.base }

// Elem is the element type of an Array type.
func (t Type) Elem() Type { return t.elemType() }

func typ(b Kind) Type { return Type{base: b} }

func nullableType(b Kind) Type { return Type{base: b, nullable: true} }

// arrayType is Array(elem).
func arrayType(elem Kind) Type { return Type{base: tArray, elem: elem} }

// elemType is the type of an element of the array type t.
func (t Type) elemType() Type { return Type{base: t.elem, shape: t.shape} }

func (t Type) orNull() Type { t.nullable = true; return t }

func (t Type) withNull(n bool) Type { t.nullable = t.nullable || n; return t }

func (t Type) isNumeric() bool { return t.base == tInt || t.base == tUInt || t.base == tFloat }

func (t Type) isInteger() bool { return t.base == tInt || t.base == tUInt }

func (t Type) isTemporal() bool { return t.base == tDate || t.base == tDateTime }

// ParseType parses a name produced by Type.String (a Compiled statement's
// Types); unknown names give
// Nullable(String), whose values pass through as text.
func ParseType(name string) Type {
	t := Type{}
	if len(name) > 10 && name[:9] == "Nullable(" && name[len(name)-1] == ')' {
		t.nullable = true
		name = name[9 : len(name)-1]
	}
	if len(name) > 7 && name[:6] == "Array(" && name[len(name)-1] == ')' {
		e := ParseType(name[6 : len(name)-1])
		return Type{base: tArray, nullable: t.nullable, elem: e.base, shape: e.shape}
	}
	if len(name) > 7 && name[:6] == "Tuple(" && name[len(name)-1] == ')' {
		var elems []Type
		depth, start := 0, 6
		for i := 6; i < len(name)-1; i++ {
			switch name[i] {
			case '(':
				depth++
			case ')':
				depth--
			case ',':
				if depth == 0 {
					elems = append(elems, ParseType(strings.TrimSpace(name[start:i])))
					start = i + 1
				}
			}
		}
		elems = append(elems, ParseType(strings.TrimSpace(name[start:len(name)-1])))
		if tt, ok := tupleType(elems); ok {
			tt.nullable = t.nullable
			return tt
		}
		return nullableType(tString)
	}
	for b, n := range baseNames {
		if n == name {
			t.base = Kind(b)
			return t
		}
	}
	return nullableType(tString)
}
