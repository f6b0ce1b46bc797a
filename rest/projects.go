package rest

import (
	"context"
	"net/http"

	"github.com/burrow-analytics/burrow/service"
)

func (h *Handler) me(w http.ResponseWriter, r *http.Request) {
	serveObject(h, w, r, func(ctx context.Context) (service.CurrentUser, error) {
		return h.svc.Projects.Me(ctx)
	})
}

func (h *Handler) currentKey(w http.ResponseWriter, r *http.Request) {
	serveObject(h, w, r, func(ctx context.Context) (service.CurrentKey, error) {
		return h.svc.Projects.CurrentKey(ctx)
	})
}

func (h *Handler) listProjects(w http.ResponseWriter, r *http.Request) {
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
	list, err := h.svc.Projects.List(r.Context(), params)
	if err == nil {
		err = writePage(&h.bufs, w, r, f, list)
	}
	if err != nil {
		h.fail(w, r, err)
	}
}

func (h *Handler) getProject(w http.ResponseWriter, r *http.Request) {
	serveObject(h, w, r, func(ctx context.Context) (service.Project, error) {
		return h.svc.Projects.Get(ctx, projectID(r))
	})
}
