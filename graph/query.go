package graph

import (
	"encoding/json"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/graph/model"
	"github.com/burrow-analytics/burrow/insight"
	"github.com/burrow-analytics/burrow/service"
)

// setQueryComplexity: the query fields return one object each, so the
// default cost (one per field) applies; only the subscription is worth a
// note: it costs like one status, however long it streams.
func setQueryComplexity(c *ComplexityRoot) {}

// queryRequest maps runQuery's input to the service request; the service
// validates values, so both surfaces answer bad input the same way.
func queryRequest(in model.QueryRequestInput) (service.QueryRequest, error) {
	req := service.QueryRequest{Async: in.Async}
	switch {
	case in.Query != nil && in.QueryObject != nil:
		return req, apierror.Validation("query", "Give query or queryObject, not both.")
	case in.Query != nil:
		req.HasQuery = true
		req.Kind = in.Query.Kind
		req.Query = in.Query.Query
		raw, err := json.Marshal(map[string]any{"kind": in.Query.Kind, "query": in.Query.Query})
		if err != nil {
			return req, err
		}
		req.Source = raw
	case in.QueryObject != nil:
		obj, ok := in.QueryObject.(map[string]any)
		if !ok {
			return req, apierror.Validation("queryObject", `Expected an object {"kind": ..., ...}.`)
		}
		raw, err := json.Marshal(obj)
		if err != nil {
			return req, apierror.Validation("queryObject", "Expected a JSON object.")
		}
		req.HasQuery = true
		req.Source = raw
		req.Kind, _ = obj["kind"].(string)
		if q, ok := obj["query"].(string); ok && !insight.IsKind(req.Kind) {
			req.Query = q
		}
	}
	if in.ClientQueryID != nil {
		req.ClientQueryID = *in.ClientQueryID
	}
	if in.Refresh != nil {
		req.Refresh = *in.Refresh
		if req.Refresh == "" {
			return req, apierror.Validation("refresh", "Use one of blocking, async, lazy_async, force_blocking, force_async, force_cache.")
		}
	}
	if in.Name != nil {
		req.Name = *in.Name
	}
	for _, o := range []struct {
		attr string
		in   any
		out  *json.RawMessage
	}{{"filters_override", in.FiltersOverride, &req.FiltersOverride}, {"variables_override", in.VariablesOverride, &req.VariablesOverride}} {
		if o.in == nil {
			continue
		}
		raw, err := json.Marshal(o.in)
		if err != nil {
			return req, apierror.Validation(o.attr, "Expected a JSON object.")
		}
		*o.out = raw
	}
	return req, nil
}
