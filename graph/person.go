package graph

import (
	"github.com/burrow-analytics/burrow/graph/model"
	"github.com/burrow-analytics/burrow/service"
)

// setPersonComplexity makes person lists cost their page size.
func setPersonComplexity(c *ComplexityRoot) {
	c.Query.Persons = func(childComplexity int, _ string, _, _, _ *string, limit, _ *int) int {
		return childComplexity * pageCost(limit)
	}
	c.Query.PersonTrends = func(childComplexity int, _ string, _ []string, _, _ *string, limit, _ *int) int {
		return childComplexity * pageCost(limit)
	}
	c.Query.PersonValues = func(childComplexity int, _ string, _ string, _ *string) int {
		return childComplexity * service.PersonValuesLimit
	}
}

// personPage maps a service page of persons to the GraphQL page.
func personPage(list service.ListResult[service.Person]) *model.PersonPage {
	next, prev := pageOffsets(list)
	results := list.Items
	if results == nil {
		results = []service.Person{}
	}
	return &model.PersonPage{Count: list.Count, Next: next, Previous: prev, Results: results}
}

// deref reads an optional argument (the zero value when omitted).
func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
