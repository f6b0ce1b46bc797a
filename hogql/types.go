package hogql

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
)

var baseNames = [...]string{
	tNothing: "Nothing", tString: "String", tInt: "Int64", tUInt: "UInt64", tFloat: "Float64", tBool: "Bool",
	tDate: "Date", tDateTime: "DateTime", tJSON: "JSON", tInterval: "Interval", tArray: "Array",
}

// Type is a base type plus nullability; arrays also name their element
// type (elements are never NULL: ClickHouse's arrays of non-nullable values).
type Type struct {
	base     Kind
	nullable bool
	elem     Kind // element type of an Array
}

func (t Type) String() string {
	name := baseNames[t.base]
	if t.base == tArray {
		name = "Array(" + baseNames[t.elem] + ")"
	}
	if t.nullable || t.base == tNothing {
		return "Nullable(" + name + ")"
	}
	return name
}

// Kind is t without nullability (Array for arrays).
func (t Type) Kind() Kind { return t.base }

// Elem is the element type of an Array type.
func (t Type) Elem() Type { return t.elemType() }

func typ(b Kind) Type { return Type{base: b} }

func nullableType(b Kind) Type { return Type{base: b, nullable: true} }

// arrayType is Array(elem).
func arrayType(elem Kind) Type { return Type{base: tArray, elem: elem} }

// elemType is the type of an element of the array type t.
func (t Type) elemType() Type { return Type{base: t.elem} }

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
		return Type{base: tArray, nullable: t.nullable, elem: e.base}
	}
	for b, n := range baseNames {
		if n == name {
			t.base = Kind(b)
			return t
		}
	}
	return nullableType(tString)
}
