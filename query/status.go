package query

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"time"
	"unsafe"

	"github.com/burrow-analytics/burrow/store"
)

// Status is the status of a query run (docs/design.md §8; its fields are
// rest/openapi.yaml's QueryStatus).
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

// CancelledMessage is the error_message of a cancelled run (docs/design.md §8).
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
		// Read in place: json.Unmarshal does not change its input, and a
		// copy would cost up to Config.MaxResultBytes more.
		stored := unsafe.Slice(unsafe.StringData(*job.Results), len(*job.Results))
		if err := json.Unmarshal(stored, res); err == nil {
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

// WriteJSON writes s as encoding/json would, but its result's encoded rows
// go out as they are instead of being copied into one buffer.
func (s *Status) WriteJSON(w io.Writer) error {
	if s.Results == nil {
		return writeMarshalled(w, s)
	}
	bare := *s
	bare.Results = nil
	head, err := marshalUnescaped(&bare)
	if err != nil {
		return err
	}
	before, after, err := splitField(head, "results")
	if err != nil {
		return err
	}
	if _, err := w.Write(before); err != nil {
		return err
	}
	if err := s.Results.WriteJSON(w); err != nil {
		return err
	}
	_, err = w.Write(after)
	return err
}

// writeMarshalled writes v's JSON to w, as marshalUnescaped.
func writeMarshalled(w io.Writer, v any) error {
	b, err := marshalUnescaped(v)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// marshalUnescaped is json.Marshal without the escaping of <, > and &, as
// the REST surface writes its bodies.
func marshalUnescaped(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// splitField splits a JSON object around the value of its top-level field
// key: before ends with the key and its colon, after starts past the value.
func splitField(object []byte, key string) (before, after []byte, err error) {
	dec := json.NewDecoder(bytes.NewReader(object))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, nil, fmt.Errorf("queries: encode status: not an object: %.40s", object)
	}
	for dec.More() {
		name, err := dec.Token()
		if err != nil {
			return nil, nil, fmt.Errorf("queries: encode status: %w", err)
		}
		keyEnd := dec.InputOffset()
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return nil, nil, fmt.Errorf("queries: encode status: %w", err)
		}
		if name == key {
			return append(object[:keyEnd:keyEnd], ':'), object[dec.InputOffset():], nil
		}
	}
	return nil, nil, fmt.Errorf("queries: encode status: no field %q", key)
}

// StatusEnvelope is the body of GET query/{id}/: {"query_status": status}.
type StatusEnvelope struct {
	QueryStatus *Status `json:"query_status"`
}

// WriteJSON writes the envelope with Status.WriteJSON.
func (e StatusEnvelope) WriteJSON(w io.Writer) error {
	if _, err := io.WriteString(w, `{"query_status":`); err != nil {
		return err
	}
	if e.QueryStatus == nil {
		if _, err := io.WriteString(w, "null"); err != nil {
			return err
		}
	} else if err := e.QueryStatus.WriteJSON(w); err != nil {
		return err
	}
	_, err := io.WriteString(w, "}")
	return err
}
