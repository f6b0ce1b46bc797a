// Package gqlfast is a gqlgen plugin that writes the GraphQL fast path's
// field writers (graph/fastread_gen.go) from gqlgen's own model of the
// schema: the Go binding of every field (struct field, method or resolver,
// as gqlgen.yml, autobind and @goField decide), its Go type and the
// marshaler gqlgen calls for it. Nothing is mirrored by hand: a field gqlgen
// resolves through a resolver, a method that needs a context or may fail, a
// field with arguments or directives, an interface or a union is left out of
// the tables, and a document that selects it is executed by gqlgen. A scalar
// is written by a known appender of package graph when its marshaler is one
// of knownScalars, else by calling the marshaler gqlgen calls.
//
// cmd/burrow-gqlgen gives the plugin to api.Generate; `go generate ./graph`
// runs it (graph/resolver.go).
package gqlfast

import (
	"errors"
	"fmt"
	"go/types"
	"slices"
	"sort"
	"strings"

	"github.com/99designs/gqlgen/codegen"
	"github.com/99designs/gqlgen/codegen/config"
	"github.com/99designs/gqlgen/codegen/templates"
	"github.com/vektah/gqlparser/v2/ast"
)

// Plugin generates the fast path's writers for the given root fields of
// Query. The roots must be side-effect free reads: the fast path may run
// one and then hand the request to gqlgen, which runs it again.
type Plugin struct {
	filename string
	roots    []string
}

// New returns the plugin writing filename for the Query fields roots.
func New(filename string, roots []string) *Plugin {
	return &Plugin{filename: filename, roots: roots}
}

// Name implements plugin.Plugin.
func (p *Plugin) Name() string { return "burrow-fastread" }

// knownScalars maps a marshaler (package path and name) to the appender of
// package graph that writes, for the Go type gqlgen passes it, the bytes the
// marshaler's output becomes in a response (json.Marshal of the response:
// compact, HTML characters escaped). TestFastReadsMatchGqlgen compares them
// with gqlgen's for every field of the fast path's types.
var knownScalars = map[string]string{
	"github.com/99designs/gqlgen/graphql.MarshalString":              "fastAppendString",
	"github.com/99designs/gqlgen/graphql.MarshalID":                  "fastAppendString",
	"github.com/99designs/gqlgen/graphql.MarshalInt":                 "fastAppendInt",
	"github.com/99designs/gqlgen/graphql.MarshalInt64":               "fastAppendInt64",
	"github.com/99designs/gqlgen/graphql.MarshalFloatContext":        "fastAppendFloat",
	"github.com/99designs/gqlgen/graphql.MarshalBoolean":             "fastAppendBool",
	"github.com/burrow-analytics/burrow/graph/model.MarshalInt64ID":  "fastAppendInt64ID",
	"github.com/burrow-analytics/burrow/graph/model.MarshalDateTime": "fastAppendDateTime",
	"github.com/burrow-analytics/burrow/graph/model.MarshalRawJSON":  "fastAppendRawJSON",
}

// errSkip marks a field the fast path leaves to gqlgen.
var errSkip = errors.New("not on the fast path")

// GenerateCode implements plugin.CodeGenerator.
func (p *Plugin) GenerateCode(data *codegen.Data) error {
	if data.QueryRoot == nil {
		return errors.New("gqlfast: the schema has no Query")
	}
	var roots []*codegen.Field
	for _, name := range p.roots {
		i := slices.IndexFunc(data.QueryRoot.Fields, func(f *codegen.Field) bool { return f.Name == name })
		if i < 0 {
			return fmt.Errorf("gqlfast: Query has no field %q", name)
		}
		roots = append(roots, data.QueryRoot.Fields[i])
	}
	objects := map[string]*codegen.Object{}
	for _, o := range data.Objects {
		objects[o.Name] = o
	}
	return templates.Render(templates.Options{
		PackageName:     data.Config.Exec.Package,
		Filename:        p.filename,
		GeneratedHeader: true,
		FileNotice:      "// The GraphQL fast path's writers, from gqlgen's model (internal/gqlfast); go generate ./graph writes this file.",
		Packages:        data.Config.Packages,
		Template:        `{{ fastCode }}`,
		Funcs: map[string]any{
			"fastCode": func() (string, error) {
				g := &gen{objects: objects, writers: map[string]*writer{}}
				return g.file(roots)
			},
		},
	})
}

// gen builds the file; it runs inside templates.Render, whose import set
// names the Go types.
type gen struct {
	objects map[string]*codegen.Object
	writers map[string]*writer // by GraphQL object name
	order   []string
	tmp     int
}

// writer is the generated writer of one object type.
type writer struct {
	obj    *codegen.Object
	goType string
	fields []writerField
	code   strings.Builder
}

type writerField struct {
	name   string
	id     int
	object string // the GraphQL object written below the field, if any
}

func (g *gen) file(roots []*codegen.Field) (string, error) {
	var out strings.Builder
	out.WriteString(`// fastRootFields are the Query fields the fast path executes
// (fastread.go), with gqlgen's argument parser and resolver call for each.
var fastRootFields = map[string]fastRoot{
`)
	for _, f := range roots {
		if !f.IsResolver || len(f.ImplDirectives()) > 0 || f.Stream {
			return "", fmt.Errorf("gqlfast: Query.%s is not a plain resolver field", f.Name)
		}
		var body strings.Builder
		if err := g.value(&body, f.TypeReference.GQL, f.TypeReference.GO, f.TypeReference, "v", "o"); err != nil {
			return "", fmt.Errorf("gqlfast: Query.%s: %w", f.Name, err)
		}
		fmt.Fprintf(&out, `	%q: {
		object: %q,
		args:   (*executionContext).%s,
		run: func(ec *executionContext, ctx %s.Context, fc *%s.FieldContext, b []byte, o *fastObject) ([]byte, bool, error) {
			v, err := ec.Resolvers.%s
			if err != nil {
				return b, false, err
			}
			ok := true
%s			return b, ok, nil
		},
	},
`, f.Name, f.TypeReference.GQL.Name(), f.ArgsFunc(), templates.CurrentImports.Lookup("context"),
			templates.CurrentImports.Lookup("github.com/99designs/gqlgen/graphql"), f.ShortInvocation(), indent(body.String(), 3))
	}
	out.WriteString("}\n\n")

	out.WriteString(`// fastObjectFields are, for each object type the fast path writes, the
// fields it writes: a field missing here is executed by gqlgen.
var fastObjectFields = map[string]map[string]fastFieldDef{
`)
	for _, name := range g.order {
		w := g.writers[name]
		fmt.Fprintf(&out, "\t%q: {\n", name)
		for _, f := range w.fields {
			if f.object != "" {
				fmt.Fprintf(&out, "\t\t%q: {id: %d, object: %q},\n", f.name, f.id, f.object)
			} else {
				fmt.Fprintf(&out, "\t\t%q: {id: %d},\n", f.name, f.id)
			}
		}
		out.WriteString("\t},\n")
	}
	out.WriteString("}\n")
	for _, name := range g.order {
		out.WriteString("\n")
		out.WriteString(g.writers[name].code.String())
	}
	return out.String(), nil
}

// object returns the name of the writer function of GraphQL object name,
// generating it on first use.
func (g *gen) object(name string, goType types.Type) (string, error) {
	fn := "fastWrite" + name
	if w, ok := g.writers[name]; ok {
		if w.goType != templates.CurrentImports.LookupType(goType) {
			return "", fmt.Errorf("%w: %s bound to two Go types", errSkip, name)
		}
		return fn, nil
	}
	obj := g.objects[name]
	if obj == nil || obj.Root || obj.Stream {
		return "", fmt.Errorf("%w: %s is not a plain object", errSkip, name)
	}
	if _, ok := goType.Underlying().(*types.Struct); !ok {
		return "", fmt.Errorf("%w: %s is not bound to a struct", errSkip, name)
	}
	w := &writer{obj: obj, goType: templates.CurrentImports.LookupType(goType)}
	g.writers[name] = w
	g.order = append(g.order, name)
	sort.Strings(g.order)

	var cases strings.Builder
	for i, f := range obj.Fields {
		if f.IsReserved() || strings.HasPrefix(f.Name, "__") {
			continue
		}
		var expr string
		switch {
		case f.IsResolver || len(f.Args) > 0 || len(f.ImplDirectives()) > 0 || f.IsBatch():
			continue
		case f.GoFieldType == codegen.GoFieldVariable:
			expr = "v." + f.GoFieldName
		case f.GoFieldType == codegen.GoFieldMethod && !f.MethodHasContext && f.NoErr && !f.VOkFunc:
			expr = "v." + f.GoFieldName + "()"
		default:
			continue
		}
		var body strings.Builder
		err := g.value(&body, f.TypeReference.GQL, f.TypeReference.GO, f.TypeReference, expr, "f.sub")
		if errors.Is(err, errSkip) {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("%s.%s: %w", name, f.Name, err)
		}
		id := i + 1
		wf := writerField{name: f.Name, id: id}
		if def := f.TypeReference.Definition; def != nil && def.Kind == ast.Object {
			wf.object = def.Name
		}
		w.fields = append(w.fields, wf)
		fmt.Fprintf(&cases, "\t\tcase %d: // %s: %s\n%s", id, f.Name, f.TypeReference.GQL.String(), indent(body.String(), 3))
	}
	fmt.Fprintf(&w.code, `// %s writes a %s (%s) as o selects.
func %s(b []byte, o *fastObject, v *%s) ([]byte, bool) {
	b = append(b, '{')
	for i := range o.fields {
		f := &o.fields[i] // not a copy: a copy would escape to the heap
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, f.key...)
		ok := true
		switch f.id {
		case 0:
			b = append(b, %q...)
%s		}
		if !ok {
			return b, false
		}
	}
	return append(b, '}'), true
}
`, fn, name, w.goType, fn, w.goType, `"`+name+`"`, cases.String())
	return fn, nil
}

// value writes the statements that append expr, of Go type goType, as the
// GraphQL type t whose scalar marshaler is ref's; they set ok to false when
// gqlgen would report an error (a null where the schema allows none, a value
// the marshaler refuses). sub is the plan of an object's selection.
func (g *gen) value(w *strings.Builder, t *ast.Type, goType types.Type, ref *config.TypeReference, expr, sub string) error {
	null := "ok = false\n"
	if !t.NonNull {
		null = "b = append(b, \"null\"...)\n"
	}
	if p, ok := goType.(*types.Pointer); ok {
		elem := p.Elem()
		if _, isStruct := elem.Underlying().(*types.Struct); isStruct && t.Elem == nil && isObject(ref) {
			fn, err := g.object(t.Name(), elem)
			if err != nil {
				return err
			}
			fmt.Fprintf(w, "if x := %s; x == nil {\n\t%s} else {\n\tb, ok = %s(b, %s, x)\n}\n", expr, null, fn, sub)
			return nil
		}
		if _, isSlice := elem.Underlying().(*types.Slice); isSlice || t.Elem != nil {
			return fmt.Errorf("%w: a pointer to a list", errSkip)
		}
		v := g.local()
		var inner strings.Builder
		if err := g.value(&inner, &ast.Type{NamedType: t.NamedType, NonNull: true}, elem, ref, "*"+v, sub); err != nil {
			return err
		}
		fmt.Fprintf(w, "if %s := %s; %s == nil {\n\t%s} else {\n%s}\n", v, expr, v, null, indent(inner.String(), 1))
		return nil
	}
	if t.Elem != nil {
		s, ok := goType.Underlying().(*types.Slice)
		if !ok {
			return fmt.Errorf("%w: a list bound to %s", errSkip, goType)
		}
		v, i := g.local(), g.local()
		elemExpr := v + "[" + i + "]"
		if _, isStruct := s.Elem().Underlying().(*types.Struct); isStruct && isObject(ref) {
			elemExpr = "&" + elemExpr // written through a pointer, as gqlgen does
			fn, err := g.object(t.Elem.Name(), s.Elem())
			if err != nil {
				return err
			}
			if !t.Elem.NonNull {
				return fmt.Errorf("%w: a nullable element bound to a struct", errSkip)
			}
			elemCode := fmt.Sprintf("b, ok = %s(b, %s, %s)\n", fn, sub, elemExpr)
			g.list(w, t, v, i, expr, elemCode)
			return nil
		}
		var inner strings.Builder
		if err := g.value(&inner, t.Elem, s.Elem(), ref, elemExpr, sub); err != nil {
			return err
		}
		g.list(w, t, v, i, expr, inner.String())
		return nil
	}
	if isObject(ref) {
		// A struct held by value: written through its address when it has one.
		return fmt.Errorf("%w: an object held by value", errSkip)
	}
	return g.scalar(w, t, goType, ref, expr)
}

// list writes a list: a nil slice is null when the list may be null, else
// [] (as gqlgen's marshalers write it).
func (g *gen) list(w *strings.Builder, t *ast.Type, v, i, expr, elemCode string) {
	if t.NonNull {
		// A nil slice is [], as gqlgen writes it.
		fmt.Fprintf(w, "{\n\t%s := %s\n", v, expr)
	} else {
		fmt.Fprintf(w, "if %s := %s; %s == nil {\n\tb = append(b, \"null\"...)\n} else {\n", v, expr, v)
	}
	fmt.Fprintf(w, `	b = append(b, '[')
	for %s := range %s {
		if %s > 0 {
			b = append(b, ',')
		}
%s		if !ok {
			break
		}
	}
	b = append(b, ']')
}
`, i, v, i, indent(elemCode, 2))
}

// scalar writes a scalar or enum value through its known appender, else
// through the marshaler gqlgen calls.
func (g *gen) scalar(w *strings.Builder, t *ast.Type, goType types.Type, ref *config.TypeReference, expr string) error {
	if ref.Definition == nil || (ref.Definition.Kind != ast.Scalar && ref.Definition.Kind != ast.Enum) {
		return fmt.Errorf("%w: %s is not a scalar", errSkip, t.Name())
	}
	arg := expr
	if ref.CastType != nil {
		arg = templates.CurrentImports.LookupType(ref.CastType) + "(" + expr + ")"
	}
	if ref.Marshaler != nil {
		name := ref.Marshaler.Pkg().Path() + "." + ref.Marshaler.Name()
		if fn, ok := knownScalars[name]; ok && types.Identical(ref.Marshaler.Signature().Params().At(0).Type(), goTypeForCast(ref, goType)) {
			fmt.Fprintf(w, "b, ok = %s(b, %s)\n", fn, arg)
			return nil
		}
		if ref.IsContext {
			// It may read the request's context, which the writers do not
			// carry: gqlgen writes the field.
			return fmt.Errorf("%w: %s has a context marshaler", errSkip, t.Name())
		}
		call := templates.CurrentImports.Lookup(ref.Marshaler.Pkg().Path()) + "." + ref.Marshaler.Name() + "(" + arg + ")"
		fmt.Fprintf(w, "b, ok = fastAppendMarshaler(b, %s)\n", call)
		return nil
	}
	if ref.IsMarshaler && !ref.IsContext {
		fmt.Fprintf(w, "b, ok = fastAppendMarshaler(b, %s)\n", expr)
		return nil
	}
	return fmt.Errorf("%w: no marshaler for %s", errSkip, t.Name())
}

// goTypeForCast is the type the marshaler receives.
func goTypeForCast(ref *config.TypeReference, goType types.Type) types.Type {
	if ref.CastType != nil {
		return ref.CastType
	}
	return goType
}

func isObject(ref *config.TypeReference) bool {
	return ref != nil && ref.Definition != nil && ref.Definition.Kind == ast.Object
}

func (g *gen) local() string {
	g.tmp++
	return fmt.Sprintf("x%d", g.tmp)
}

// indent indents each line of s by n tabs.
func indent(s string, n int) string {
	if s == "" {
		return ""
	}
	pad := strings.Repeat("\t", n)
	lines := strings.SplitAfter(s, "\n")
	var b strings.Builder
	for _, l := range lines {
		if l == "" {
			continue
		}
		b.WriteString(pad + l)
	}
	return b.String()
}
