package query

import (
	"encoding/json"
	"time"

	"github.com/burrow-analytics/burrow/store"
)

// Status is the status of a query run (DESIGN.md §6, SEED.md §2.4).
type Status struct {
	ID            string   `json:"id"`
	TeamID        int64    `json:"team_id"`
	Complete      bool     `json:"complete"`
	Error         bool     `json:"error"`
	QueryAsync    bool     `json:"query_async"`
	ErrorMessage  *string  `json:"error_message"`
	DashboardID   *int64   `json:"dashboard_id"`
	InsightID     *int64   `json:"insight_id"`
	Labels        []string `json:"labels"`
	QueryProgress any      `json:"query_progress"`
	// Results is the full blocking-result object once the run succeeded.
	Results        *Result    `json:"results"`
	TaskID         *string    `json:"task_id"`
	StartTime      *time.Time `json:"start_time"`
	PickupTime     *time.Time `json:"pickup_time"`
	EndTime        *time.Time `json:"end_time"`
	ExpirationTime *time.Time `json:"expiration_time"`

	version int64 // orders statuses of one id; never sent
}

// CancelledMessage is the error_message of a cancelled run (DESIGN.md §6).
const CancelledMessage = "Query cancelled"

// statusView builds the client view of a run: complete, error and
// error_message are derived from its state.
func (s *Runtime) statusView(job *store.QueryJob) *Status {
	st := &Status{
		ID: job.ID, TeamID: job.TeamID, Complete: job.State.Finished(), QueryAsync: job.QueryAsync, TaskID: job.TaskID,
		StartTime: utc(&job.StartTime), PickupTime: utc(job.PickupTime), EndTime: utc(job.EndTime),
		ExpirationTime: utc(job.ExpirationTime), version: job.Version,
	}
	switch job.State {
	case store.QueryFailed:
		st.Error = true
		st.ErrorMessage = job.ErrorMessage
		if st.ErrorMessage == nil {
			msg := "Query failed"
			st.ErrorMessage = &msg
		}
	case store.QueryCancelled:
		st.Error = true
		msg := CancelledMessage
		st.ErrorMessage = &msg
	}
	if job.State == store.QuerySucceeded && job.Results != nil {
		res := new(Result)
		if err := json.Unmarshal([]byte(*job.Results), res); err == nil {
			st.Results = res
		}
	}
	return st
}

func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}
