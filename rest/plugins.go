package rest

import (
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/burrow-analytics/burrow/service"
)

func (h *Handler) pluginRoutes(r chi.Router) {
	read := r.With(h.authorize(service.ScopePluginRead))
	read.Get("/plugin_configs", h.listPluginConfigs)
	read.Get("/plugin_configs/{plugin_config_id}/logs", h.listPluginLogs)
}

func (h *Handler) listPluginConfigs(w http.ResponseWriter, r *http.Request) {
	f, err := format(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	params, err := pageParams(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	list, err := h.svc.Plugins.ListConfigs(r.Context(), projectID(r), params)
	if err == nil {
		err = writePage(&h.bufs, w, r, f, list)
	}
	if err != nil {
		h.fail(w, r, err)
	}
}

// listPluginLogs serves plugin_configs/{id}/logs/: type_filter (repeatable),
// search, after, before, limit, offset.
func (h *Handler) listPluginLogs(w http.ResponseWriter, r *http.Request) {
	f, err := format(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	params, err := logParams(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	list, err := h.svc.Plugins.ListLogs(r.Context(), projectID(r), pathParam(r, "plugin_config_id"), params)
	if err == nil {
		err = writePage(&h.bufs, w, r, f, list)
	}
	if err != nil {
		h.fail(w, r, err)
	}
}

// logParams decodes the log list's query string; the service validates values.
func logParams(r *http.Request) (service.LogParams, error) {
	q := r.URL.Query()
	p := service.LogParams{Types: q["type_filter"], Search: q.Get("search")}
	var err error
	if p.Page, err = pageParams(r); err != nil {
		return p, err
	}
	for _, f := range []struct {
		name string
		dst  **time.Time
	}{{"after", &p.After}, {"before", &p.Before}} {
		raw := q.Get(f.name)
		if raw == "" {
			continue
		}
		t, _, err := service.ParseTime(f.name, raw)
		if err != nil {
			return p, err
		}
		*f.dst = &t
	}
	return p, nil
}
