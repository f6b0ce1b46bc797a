package rest

// Placeholders: each resource's file replaces its line here.

import "github.com/go-chi/chi/v5"

func (h *Handler) queryRoutes(r chi.Router) {}
