package graph

import "github.com/burrow-analytics/burrow/service"

// pageOffsets returns the offsets of the next and previous pages, nil at the ends.
func pageOffsets[T any](list service.ListResult[T]) (next, previous *int) {
	if n, ok := list.NextOffset(); ok {
		next = &n
	}
	if p, ok := list.PreviousOffset(); ok {
		previous = &p
	}
	return next, previous
}
