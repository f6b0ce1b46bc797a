package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
)

// selection is the set of fields a query selects below the field being
// resolved (fragments and @skip/@include applied), so that a resolver reads
// only what will be shown: a person joined only when asked for, a count only
// when asked for.
type selection struct {
	op     *graphql.OperationContext
	fields []graphql.CollectedField
}

// selected returns what the query selects on the current field's result.
func selected(ctx context.Context) selection {
	if !graphql.HasOperationContext(ctx) || graphql.GetFieldContext(ctx) == nil {
		return selection{}
	}
	return selection{op: graphql.GetOperationContext(ctx), fields: graphql.CollectFieldsCtx(ctx, nil)}
}

// has reports whether the field name is selected.
func (s selection) has(name string) bool {
	for _, f := range s.fields {
		if f.Name == name {
			return true
		}
	}
	return false
}

// sub returns what is selected below the field name (empty when it is not).
func (s selection) sub(name string) selection {
	var sets []ast.SelectionSet
	for _, f := range s.fields {
		if f.Name == name {
			sets = append(sets, f.Selections)
		}
	}
	out := selection{op: s.op}
	for _, set := range sets {
		out.fields = append(out.fields, graphql.CollectFields(s.op, set, nil)...)
	}
	return out
}
