package graph

import "github.com/burrow-analytics/burrow/service"

// pageOffsets returns the offsets of the next and previous pages, nil at the ends.
func pageOffsets[T any](list service.ListResult[T]) (next, previous *int) {
	if list.HasNext() {
		n := list.Page.Offset + list.Page.Limit
		next = &n
	}
	if list.HasPrevious() {
		p := max(0, list.Page.Offset-list.Page.Limit)
		previous = &p
	}
	return next, previous
}
