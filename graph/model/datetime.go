package model

import (
	"context"
	"io"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/service"
)

// MarshalDateTime writes t as RFC 3339 in UTC. (gqlgen takes a scalar's
// unmarshaller with a context only beside a context marshaller.)
func MarshalDateTime(t time.Time) graphql.ContextMarshaler {
	m := graphql.MarshalTime(t.UTC())
	return graphql.ContextWriterFunc(func(_ context.Context, w io.Writer) error {
		m.MarshalGQL(w)
		return nil
	})
}

// UnmarshalDateTime reads a DateTime argument in every form the REST
// surface accepts (RFC 3339, a date alone, a space instead of "T", no
// offset meaning UTC), so both surfaces take the same input; a bad value is
// a validation error naming the argument, as on REST.
func UnmarshalDateTime(ctx context.Context, v any) (time.Time, error) {
	attr := ""
	if pc := graphql.GetPathContext(ctx); pc != nil && pc.Field != nil {
		attr = *pc.Field
	}
	s, ok := v.(string)
	if !ok {
		return time.Time{}, apierror.Validation(attr, "A date-time string is required.")
	}
	t, _, err := service.ParseTime(attr, s)
	return t, err
}
