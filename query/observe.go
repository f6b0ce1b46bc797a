package query

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store"
)

// Observer hears about query runs and cache lookups; metrics.Metrics
// implements it. It is the one hook the runtime reports through
// (Config.Observer; nil observes nothing).
type Observer interface {
	// QueryRun is called once per statement run against the database: kind
	// is the query kind (SqlQuery, TrendsQuery, ...), mode ModeBlocking or
	// ModeBackground, outcome one of the Outcome* values.
	QueryRun(kind, mode, outcome string, took time.Duration)
	// CacheLookup is called once per result cache lookup.
	CacheLookup(hit bool)
}

// Outcomes of a query run, as observers see them.
const (
	OutcomeSucceeded = "succeeded"
	OutcomeFailed    = "failed"
	OutcomeCancelled = "cancelled"
	OutcomeTimeout   = "timeout"
)

// Modes of a query run.
const (
	ModeBlocking   = "blocking"
	ModeBackground = "background"
)

// noObserver observes nothing.
type noObserver struct{}

func (noObserver) QueryRun(string, string, string, time.Duration) {}
func (noObserver) CacheLookup(bool)                               {}

// runOutcome classifies how a run ended from its error and its context's cause.
func runOutcome(err, cause error) string {
	switch {
	case err == nil:
		return OutcomeSucceeded
	case errors.Is(cause, errCancelled), errors.Is(err, hogql.ErrCanceled):
		return OutcomeCancelled
	case errors.Is(err, hogql.ErrTimeout):
		return OutcomeTimeout
	}
	return OutcomeFailed
}

// storedKind returns the query kind of a statement kept by storedStatement.
func storedKind(statement string) string {
	if !strings.HasPrefix(statement, "{") {
		return KindSQL
	}
	var probe struct {
		Kind string `json:"kind"`
	}
	if json.Unmarshal([]byte(statement), &probe) != nil || probe.Kind == "" {
		return "unknown"
	}
	return probe.Kind
}

// QueueDepth counts background runs waiting for a replica, across replicas.
func (s *Runtime) QueueDepth(ctx context.Context) (int, error) {
	return store.CountQueuedQueryJobs(ctx, s.jobs.Bun)
}

// Subscribers counts the live status subscriptions on this replica.
func (s *Runtime) Subscribers() int {
	s.hub.mu.Lock()
	defer s.hub.mu.Unlock()
	n := 0
	for _, subs := range s.hub.subs {
		n += len(subs)
	}
	return n
}
