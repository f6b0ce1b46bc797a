package rest

import (
	"log/slog"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/service"
)

// Handler serves the REST API from the shared services.
type Handler struct {
	svc    *service.Services
	logger *slog.Logger
}

// Routes returns the /api router. Paths are registered without their
// trailing slash; the server strips it, so both spellings answer.
func Routes(svc *service.Services, logger *slog.Logger) http.Handler {
	h := &Handler{svc: svc, logger: logger}
	r := chi.NewRouter()
	r.NotFound(func(w http.ResponseWriter, r *http.Request) {
		h.fail(w, r, apierror.NotFound("Not found."))
	})
	r.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
		h.fail(w, r, apierror.MethodNotAllowed(r.Method))
	})

	r.Get("/users/@me", h.me)
	r.Get("/personal_api_keys/@current", h.currentKey)
	r.Get("/projects", h.listProjects)
	// Every project-scoped path is served under both prefixes, as PostHog does.
	for _, prefix := range []string{"/environments/{project_id}", "/projects/{project_id}"} {
		r.Route(prefix, func(r chi.Router) {
			if prefix == "/projects/{project_id}" {
				r.Get("/", h.getProject)
			}
			h.personRoutes(r)
			h.pluginRoutes(r)
			h.recordingRoutes(r)
			h.queryRoutes(r)
		})
	}
	return r
}

// fail renders err in the error envelope.
func (h *Handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	WriteError(w, r, h.logger, err)
}

func projectID(r *http.Request) string { return chi.URLParam(r, "project_id") }
