package rest

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/insight"
	"github.com/burrow-analytics/burrow/service"
)

func (h *Handler) queryRoutes(r chi.Router) {
	// Authentication is answered before the body or parameters are read.
	r = r.With(h.authorize(service.ScopeQueryRead))
	r.Post("/query", h.runQuery)
	r.Post("/query/check_auth_for_async", h.checkAuthForAsync)
	r.Post("/query/export", h.exportQuery)
	r.Get("/query/draft_sql", h.draftSQL)
	r.Get("/query/{query_id}", h.queryStatus)
	r.Delete("/query/{query_id}", h.cancelQuery)
}

// runQuery is POST query/: 200 with a result, a background status, or a
// cache miss (read query_status.complete while it runs).
func (h *Handler) runQuery(w http.ResponseWriter, r *http.Request) {
	if err := jsonOnly(r); err != nil {
		h.fail(w, r, err)
		return
	}
	req, err := decodeQueryRequest(r.Body)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	resp, err := h.svc.Queries.Run(r.Context(), projectID(r), req)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, resp)
}

// queryStatus is GET query/{id}/.
func (h *Handler) queryStatus(w http.ResponseWriter, r *http.Request) {
	if err := jsonOnly(r); err != nil {
		h.fail(w, r, err)
		return
	}
	st, err := h.svc.Queries.Status(r.Context(), projectID(r), pathParam(r, "query_id"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, service.QueryStatusEnvelope{QueryStatus: st})
}

// cancelQuery is DELETE query/{id}/: 204 once the run is cancelled.
func (h *Handler) cancelQuery(w http.ResponseWriter, r *http.Request) {
	if err := h.svc.Queries.Cancel(r.Context(), projectID(r), pathParam(r, "query_id")); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handler) checkAuthForAsync(w http.ResponseWriter, r *http.Request) {
	if err := jsonOnly(r); err != nil {
		h.fail(w, r, err)
		return
	}
	if err := h.svc.Queries.CheckAuthForAsync(r.Context(), projectID(r)); err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"user": "ok"})
}

func (h *Handler) draftSQL(w http.ResponseWriter, r *http.Request) {
	if err := jsonOnly(r); err != nil {
		h.fail(w, r, err)
		return
	}
	sql, err := h.svc.Queries.DraftSQL(r.Context(), projectID(r), r.URL.Query().Get("prompt"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"sql": sql})
}

// decodeQueryRequest reads the body of POST query/ (docs/design.md §7), checking
// each field's JSON type so a wrong one is a 400 naming it. Unknown fields
// are ignored, as PostHog's clients send more than Burrow reads. The
// Content-Type is not checked: the body is read as JSON whatever its
// declared type (curl's default form type included), since a body that is
// not JSON is refused as a parse error anyway.
func decodeQueryRequest(body io.Reader) (service.QueryRequest, error) {
	var fields map[string]json.RawMessage
	if err := decodeJSONObject(body, &fields); err != nil {
		return service.QueryRequest{}, err
	}
	return queryRequestFields(fields)
}

// queryRequestFields reads a query request from the fields of its JSON body.
func queryRequestFields(fields map[string]json.RawMessage) (service.QueryRequest, error) {
	var req service.QueryRequest
	if raw, ok := present(fields, "query"); ok {
		var q map[string]json.RawMessage
		if json.Unmarshal(raw, &q) != nil {
			return req, apierror.Validation("query", `Expected an object {"kind": "SqlQuery", "query": "SELECT ..."}.`)
		}
		req.HasQuery = true
		req.Source = raw
		if err := optionalString(q, "kind", "query.kind", &req.Kind); err != nil {
			return req, err
		}
		if !insight.IsKind(req.Kind) {
			if err := optionalString(q, "query", "query.query", &req.Query); err != nil {
				return req, err
			}
		}
	}
	if err := optionalString(fields, "client_query_id", "client_query_id", &req.ClientQueryID); err != nil {
		return req, err
	}
	if err := optionalString(fields, "name", "name", &req.Name); err != nil {
		return req, err
	}
	if raw, ok := present(fields, "refresh"); ok {
		// PostHog's older clients send a boolean: true forces a blocking run.
		var b bool
		if json.Unmarshal(raw, &b) == nil {
			req.Refresh = service.RefreshBlocking
			if b {
				req.Refresh = service.RefreshForceBlocking
			}
		} else if json.Unmarshal(raw, &req.Refresh) != nil || req.Refresh == "" {
			return req, apierror.Validation("refresh", "Use one of blocking, async, lazy_async, force_blocking, force_async, force_cache.")
		}
	}
	if raw, ok := present(fields, "async"); ok {
		var b bool
		if json.Unmarshal(raw, &b) != nil {
			return req, apierror.Validation("async", "Must be a valid boolean.")
		}
		req.Async = &b
	}
	req.FiltersOverride = fields["filters_override"]
	req.VariablesOverride = fields["variables_override"]
	return req, nil
}

// decodeJSONObject decodes one JSON object from body: an empty body is an
// empty object, malformed JSON a parse error, an oversize body a 413.
func decodeJSONObject(body io.Reader, dst *map[string]json.RawMessage) error {
	dec := json.NewDecoder(body)
	err := dec.Decode(dst)
	if err == nil {
		// Anything after the object is malformed too.
		if err = dec.Decode(&json.RawMessage{}); err == io.EOF {
			return nil
		} else if err == nil {
			return apierror.ParseError("JSON parse error - extra data after the object.")
		}
	}
	var maxErr *http.MaxBytesError
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &maxErr):
		return err // the error envelope renders it as a 413
	case errors.Is(err, io.EOF) && *dst == nil:
		*dst = map[string]json.RawMessage{}
		return nil
	case errors.As(err, &typeErr):
		return apierror.ParseError("JSON parse error - the body must be a JSON object.")
	default:
		return apierror.ParseError(fmt.Sprintf("JSON parse error - %v", err))
	}
}

// present returns a field unless it is absent or null.
func present(fields map[string]json.RawMessage, name string) (json.RawMessage, bool) {
	raw, ok := fields[name]
	if !ok || string(raw) == "null" {
		return nil, false
	}
	return raw, true
}

// optionalString reads an optional string field; another JSON type is a 400 on attr.
func optionalString(fields map[string]json.RawMessage, name, attr string, dst *string) error {
	raw, ok := present(fields, name)
	if !ok {
		return nil
	}
	if json.Unmarshal(raw, dst) != nil {
		return apierror.Validation(attr, "Not a valid string.")
	}
	return nil
}
