package query

// The one place that knows the notification channels between replicas and
// their payloads. Messages are hints: a listener re-reads the store.

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

// Notification channels shared by the replicas.
const (
	chanJobs   = "burrow_query_jobs"   // a background run is queued or a slot freed up
	chanStatus = "burrow_query_status" // payload "team:id": a status changed
	chanCancel = "burrow_query_cancel" // payload "team:id": stop this run wherever it runs
)

// publish sends a notification. A failure is logged, not returned: the
// change itself is in the store, the dispatcher polls, heartbeats re-check
// cancellations, and subscribers get the next change.
func (s *Runtime) publish(ctx context.Context, channel, payload string) {
	if err := s.notifier.Publish(context.WithoutCancel(ctx), channel, payload); err != nil {
		s.logger.WarnContext(ctx, "queries: publish", "channel", channel, "err", err)
	}
}

// publishStatus announces that run id's status changed.
func (s *Runtime) publishStatus(ctx context.Context, teamID int64, id string) {
	s.publish(ctx, chanStatus, statusPayload(teamID, id))
}

func statusPayload(teamID int64, id string) string { return fmt.Sprintf("%d:%s", teamID, id) }

// parseStatusPayload reads "team:id".
func parseStatusPayload(p string) (jobKey, bool) {
	team, id, ok := strings.Cut(p, ":")
	if !ok {
		return jobKey{}, false
	}
	teamID, err := strconv.ParseInt(team, 10, 64)
	if err != nil || id == "" {
		return jobKey{}, false
	}
	return jobKey{teamID, id}, true
}

// jobKey names a run.
type jobKey struct {
	teamID int64
	id     string
}

// publishJobs announces that a background run was queued or a slot freed up.
func (s *Runtime) publishJobs(ctx context.Context) { s.publish(ctx, chanJobs, "") }

// publishCancel asks the replica running run id to stop it.
func (s *Runtime) publishCancel(ctx context.Context, teamID int64, id string) {
	s.publish(ctx, chanCancel, statusPayload(teamID, id))
}
