package rest

import "net/http"

func (h *Handler) me(w http.ResponseWriter, r *http.Request) {
	u, err := h.svc.Projects.Me(r.Context())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, u)
}

func (h *Handler) currentKey(w http.ResponseWriter, r *http.Request) {
	k, err := h.svc.Projects.CurrentKey(r.Context())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, k)
}

func (h *Handler) listProjects(w http.ResponseWriter, r *http.Request) {
	params, err := pageParams(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	list, err := h.svc.Projects.List(r.Context(), params)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, newEnvelope(r, list))
}

func (h *Handler) getProject(w http.ResponseWriter, r *http.Request) {
	p, err := h.svc.Projects.Get(r.Context(), projectID(r))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, p)
}
