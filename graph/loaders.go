package graph

import (
	"context"
	"net/http"
	"time"

	"github.com/vikstrous/dataloadgen"

	"github.com/burrow-analytics/burrow/service"
)

// Loaders batch the related rows resolvers need, so that a page of N objects
// costs a fixed number of statements instead of N. A fresh set is made for
// every request by LoaderMiddleware; resolvers ask them, never the database.
type Loaders struct {
	// PersonByDistinctID gives the person owning a distinct id (nil for none).
	PersonByDistinctID *dataloadgen.Loader[PersonKey, *service.Person]
}

// PersonKey names a distinct id within a project.
type PersonKey struct {
	ProjectID  int64
	DistinctID string
}

// NewLoaders returns loaders reading through svc. The caller has already
// authorised every project it asks about (the objects holding the keys were
// read through an authorised service call).
//
// Caching is off: the loaders batch, and the batch itself removes repeated
// keys. That keeps a websocket connection, whose one HTTP request carries
// many operations, from serving stale persons from an earlier operation.
func NewLoaders(svc *service.Services) *Loaders {
	return &Loaders{
		PersonByDistinctID: dataloadgen.NewLoader(personFetcher(svc), dataloadgen.WithoutCache(),
			dataloadgen.WithWait(BatchWait)),
	}
}

// BatchWait is how long a loader collects keys before it fetches. The
// library's default (16 ms) was pure latency: the keys of one response are
// requested within microseconds of each other, and list pages preload their
// related rows anyway (a loader then only serves single objects).
const BatchWait = 200 * time.Microsecond

// personFetcher loads the persons of a batch of keys: one service call per
// project in the batch (in practice one), whatever the number of keys.
func personFetcher(svc *service.Services) func(context.Context, []PersonKey) ([]*service.Person, []error) {
	return func(ctx context.Context, keys []PersonKey) ([]*service.Person, []error) {
		byProject := make(map[int64][]string)
		seen := make(map[PersonKey]bool, len(keys))
		for _, k := range keys {
			if !seen[k] {
				seen[k] = true
				byProject[k.ProjectID] = append(byProject[k.ProjectID], k.DistinctID)
			}
		}
		found := make(map[PersonKey]*service.Person, len(keys))
		for projectID, ids := range byProject {
			persons, err := svc.Persons.ByDistinctIDs(ctx, projectID, ids)
			if err != nil {
				return nil, []error{err} // one error answers every key
			}
			for id, p := range persons {
				found[PersonKey{ProjectID: projectID, DistinctID: id}] = &p
			}
		}
		out := make([]*service.Person, len(keys))
		for i, k := range keys {
			out[i] = found[k]
		}
		return out, nil
	}
}

type loadersKey struct{}

// LoaderMiddleware gives every request its own Loaders.
func LoaderMiddleware(svc *service.Services) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ctx := context.WithValue(r.Context(), loadersKey{}, NewLoaders(svc))
			next.ServeHTTP(w, r.WithContext(ctx))
		})
	}
}

// loadersFrom returns the request's Loaders. Outside LoaderMiddleware (a
// handler built without it) it returns a set for this call alone: still
// correct, just batched less.
func loadersFrom(ctx context.Context, svc *service.Services) *Loaders {
	if l, ok := ctx.Value(loadersKey{}).(*Loaders); ok {
		return l
	}
	return NewLoaders(svc)
}
