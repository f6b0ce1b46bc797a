package rest

import (
	"log/slog"
	"net/http"
	"net/url"
	"strings"

	"github.com/go-chi/chi/v5"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/internal/jsonappend"
	"github.com/burrow-analytics/burrow/service"
	"github.com/burrow-analytics/burrow/store"
)

// Handler serves the REST API from the shared services.
type Handler struct {
	svc     *service.Services
	logger  *slog.Logger
	openapi *Schema
	bufs    jsonappend.Buffers // the bodies of list pages
	// scratch lends pages of recordings their memory until the page is
	// written (service.Scratch).
	scratch service.Scratches
}

// Prefix is where the server mounts Routes.
const Prefix = "/api"

// Routes returns the router mounted at Prefix. Paths are registered without
// their trailing slash; the server strips it, so both spellings answer.
func Routes(svc *service.Services, logger *slog.Logger) http.Handler {
	openapi, err := LoadSchema()
	if err != nil {
		panic(err) // the embedded document is checked by the tests: a broken one is a build mistake
	}
	h := &Handler{svc: svc, logger: logger, openapi: openapi}
	r := chi.NewRouter()
	r.NotFound(func(w http.ResponseWriter, r *http.Request) {
		h.fail(w, r, apierror.NotFound("Not found."))
	})
	r.MethodNotAllowed(h.methodNotAllowed(r))

	r.Get("/schema", h.schema)
	r.Get("/users/@me", h.me)
	r.Get("/personal_api_keys/@current", h.currentKey)
	r.With(h.authorize(service.ScopeProjectRead)).Get("/projects", h.listProjects)
	// Every project-scoped path is served under both prefixes, as PostHog does.
	for _, prefix := range []string{"/environments/{project_id}", "/projects/{project_id}"} {
		r.Route(prefix, func(r chi.Router) {
			r.With(h.authorize(service.ScopeProjectRead)).Get("/", h.getProject)
			h.personRoutes(r)
			h.pluginRoutes(r)
			h.recordingRoutes(r)
			h.queryRoutes(r)
		})
	}
	return r
}

// authorize answers 401, 403 or 404 (in the order of docs/design.md §4) before a
// handler decodes its parameters: a caller without access learns nothing
// about its parameter mistakes, and REST orders errors as GraphQL does,
// where the service checks the key first. The service checks again; this
// only puts the answers in order. Then a query string that cannot be decoded
// is refused, whichever parameter it hides.
func (h *Handler) authorize(scope string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			var err error
			if raw := projectID(r); raw != "" {
				var project *store.Project
				project, _, err = h.svc.Auth.RequireProject(r.Context(), raw, scope)
				// The service reuses it: the project is read once per request.
				r = r.WithContext(service.WithProject(r.Context(), raw, project))
			} else {
				_, err = auth.Require(r.Context(), scope)
			}
			if err == nil {
				err = queryError(r.URL.RawQuery)
			}
			if err != nil {
				h.fail(w, r, err)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

// methodNotAllowed answers a known path called with another method: OPTIONS
// gets 204 and the others 405 in the error envelope, both with the Allow
// header HTTP asks for.
func (h *Handler) methodNotAllowed(root chi.Routes) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Allow", strings.Join(allowedMethods(root, r), ", "))
		if r.Method == http.MethodOptions {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		h.fail(w, r, apierror.MethodNotAllowed(r.Method))
	}
}

// allowedMethods lists the methods root serves for r's path. HEAD goes with
// GET (the server routes HEAD to GET handlers) and OPTIONS always answers.
func allowedMethods(root chi.Routes, r *http.Request) []string {
	path := r.URL.RawPath
	if path == "" {
		path = r.URL.Path
	}
	path = strings.TrimPrefix(path, Prefix)
	if len(path) > 1 {
		path = strings.TrimSuffix(path, "/")
	}
	var allowed []string
	for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
		if root.Match(chi.NewRouteContext(), m, path) {
			allowed = append(allowed, m)
			if m == http.MethodGet {
				allowed = append(allowed, http.MethodHead)
			}
		}
	}
	return append(allowed, http.MethodOptions)
}

// fail renders err in the error envelope.
func (h *Handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	WriteError(w, r, h.logger, err)
}

func projectID(r *http.Request) string { return pathParam(r, "project_id") }

// pathParam returns the path parameter name, decoded. chi routes on the
// escaped path when a request has one (an id holding an encoded "/", say)
// and then hands parameters back still escaped.
func pathParam(r *http.Request, name string) string {
	v := chi.URLParam(r, name)
	if r.URL.RawPath != "" {
		if decoded, err := url.PathUnescape(v); err == nil {
			return decoded
		}
	}
	return v
}
