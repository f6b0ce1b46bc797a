package rest

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/service"
)

func (h *Handler) personRoutes(r chi.Router) {
	read := r.With(h.authorize(service.ScopePersonRead))
	read.Get("/persons", h.listPersons)
	read.Get("/persons/values", h.personValues)
	read.Get("/persons/trends", h.personTrends)
	read.Get("/persons/{person_id}", h.getPerson)
	r.With(h.authorize(service.ScopePersonWrite)).Delete("/persons/{person_id}", h.deletePerson)
}

// listPersons serves persons/: search, distinct_id, email, limit, offset.
func (h *Handler) listPersons(w http.ResponseWriter, r *http.Request) {
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
	q := r.URL.Query()
	filter := service.PersonFilter{Search: q.Get("search"), DistinctID: q.Get("distinct_id"), Email: q.Get("email")}
	list, err := h.svc.Persons.List(r.Context(), projectID(r), filter, params)
	if err == nil {
		err = writePage(&h.bufs, w, r, f, list)
	}
	if err != nil {
		h.fail(w, r, err)
	}
}

// getPerson serves persons/{id or uuid}/.
func (h *Handler) getPerson(w http.ResponseWriter, r *http.Request) {
	serveObject(h, w, r, func(ctx context.Context) (service.Person, error) {
		return h.svc.Persons.Get(ctx, projectID(r), pathParam(r, "person_id"))
	})
}

// deletePerson serves DELETE persons/{id or uuid}/: 204 without a body.
func (h *Handler) deletePerson(w http.ResponseWriter, r *http.Request) {
	if err := h.svc.Persons.Delete(r.Context(), projectID(r), pathParam(r, "person_id")); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// personValues serves persons/values/?key=&value=: [{"name","count"}], or
// CSV "name,count" with format=csv.
func (h *Handler) personValues(w http.ResponseWriter, r *http.Request) {
	f, err := format(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	q := r.URL.Query()
	values, err := h.svc.Persons.Values(r.Context(), projectID(r), q.Get("key"), q.Get("value"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if f == "csv" {
		rows := make([][]string, len(values))
		for i, v := range values {
			rows[i] = []string{v.Name, strconv.FormatInt(v.Count, 10)}
		}
		writeCSV(w, []string{"name", "count"}, rows)
		return
	}
	writeJSON(w, http.StatusOK, values)
}

// trendsBody is PostHog's persons/trends/ answer: one result whose count is
// the number of people in it (as PostHog counts), and links to the
// neighbouring pages (null at the ends).
type trendsBody struct {
	Results  []trendsResult `json:"results"`
	Next     *string        `json:"next"`
	Previous *string        `json:"previous"`
}

type trendsResult struct {
	People []service.Person `json:"people"`
	Count  int              `json:"count"`
}

// personTrends serves persons/trends/: events, date_from, date_to, limit,
// offset, format.
func (h *Handler) personTrends(w http.ResponseWriter, r *http.Request) {
	f, err := format(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	params, err := trendsParams(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	list, err := h.svc.Persons.Trends(r.Context(), projectID(r), params)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if f == "csv" {
		rows := make([][]string, len(list.Items))
		for i, p := range list.Items {
			ids, _ := json.Marshal(p.DistinctIDs) // a string slice always marshals
			rows[i] = []string{strconv.FormatInt(p.ID, 10), p.Name, string(ids), p.CreatedAt.Format(time.RFC3339Nano), p.UUID}
		}
		writeCSV(w, []string{"id", "name", "distinct_ids", "created_at", "uuid"}, rows)
		return
	}
	env := newEnvelope(r, list)
	people := list.Items
	if people == nil {
		people = []service.Person{}
	}
	writeJSON(w, http.StatusOK, trendsBody{
		Results:  []trendsResult{{People: people, Count: len(people)}},
		Next:     env.Next,
		Previous: env.Previous,
	})
}

// trendEntity is one element of the events parameter: {"id": "$pageview"}
// (an id of null means any event, as PostHog's "All events").
type trendEntity struct {
	ID   json.RawMessage `json:"id"`
	Type string          `json:"type"`
}

// trendsParams decodes persons/trends/'s query string. events is a JSON
// array of entities; PostHog's older entity_id (with entity_type=events) is
// accepted too.
func trendsParams(r *http.Request) (service.PersonTrendsParams, error) {
	q := r.URL.Query()
	p := service.PersonTrendsParams{DateFrom: q.Get("date_from"), DateTo: q.Get("date_to")}
	var err error
	if p.Page, err = pageParams(r); err != nil {
		return p, err
	}
	if raw := q.Get("events"); raw != "" {
		p.Events, err = trendEvents(raw)
		return p, err
	}
	if id := q.Get("entity_id"); id != "" {
		if t := q.Get("entity_type"); t != "" && t != "events" {
			return p, apierror.Validation("entity_type", "Only events are supported.")
		}
		p.Events = []string{id}
	}
	return p, nil
}

// trendEvents parses the events parameter into event names; nil means any event.
func trendEvents(raw string) ([]string, error) {
	var entities []trendEntity
	if err := json.Unmarshal([]byte(raw), &entities); err != nil {
		return nil, apierror.Validation("events", `Expected a JSON array of events such as [{"id": "$pageview"}].`)
	}
	var names []string
	for _, e := range entities {
		if e.Type != "" && e.Type != "events" {
			return nil, apierror.Validation("events", "Only events are supported, not "+strconv.Quote(e.Type)+".")
		}
		if len(e.ID) == 0 {
			return nil, apierror.Validation("events", "Each event needs an id.")
		}
		if string(e.ID) == "null" {
			return nil, nil // any event
		}
		var name string
		if err := json.Unmarshal(e.ID, &name); err != nil {
			return nil, apierror.Validation("events", "Each event id must be a string.")
		}
		names = append(names, name)
	}
	return names, nil
}
