package rest

import (
	"context"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/burrow-analytics/burrow/service"
)

func (h *Handler) recordingRoutes(r chi.Router) {
	read := r.With(h.authorize(service.ScopeRecordingRead))
	read.Get("/session_recordings", h.listRecordings)
	read.Get("/session_recordings/{session_id}", h.getRecording)
}

// listRecordings serves session_recordings/: date_from, date_to,
// person_uuid, distinct_id, order, order_direction, limit, offset.
func (h *Handler) listRecordings(w http.ResponseWriter, r *http.Request) {
	f, err := format(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	page, err := pageParams(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	q := r.URL.Query()
	params := service.RecordingParams{
		DateFrom:       q.Get("date_from"),
		DateTo:         q.Get("date_to"),
		PersonUUID:     q.Get("person_uuid"),
		DistinctID:     q.Get("distinct_id"),
		Order:          q.Get("order"),
		OrderDirection: q.Get("order_direction"),
		Page:           page,
	}
	ctx, scratch := h.scratch.With(r.Context())
	defer scratch.Release() // the page is written below and not kept
	list, err := h.svc.Recordings.ListWithPersons(ctx, projectID(r), params)
	if err == nil {
		err = writePage(&h.bufs, w, r, f, list)
	}
	if err != nil {
		h.fail(w, r, err)
	}
}

// getRecording serves session_recordings/{session_id}/ and marks the
// recording viewed by the key's owner.
func (h *Handler) getRecording(w http.ResponseWriter, r *http.Request) {
	serveObject(h, w, r, func(ctx context.Context) (service.RecordingWithPerson, error) {
		return h.svc.Recordings.GetWithPerson(ctx, projectID(r), pathParam(r, "session_id"))
	})
}
