package service

import (
	"strconv"

	"github.com/burrow-analytics/burrow/internal/jsonappend"
)

// AppendJSON appends p as encoding/json encodes it (without HTML escaping);
// ok is false when a value is one encoding/json refuses, for which the
// caller falls back to encoding/json and its error.
func (p *Person) AppendJSON(b []byte) (_ []byte, ok bool) {
	if p == nil {
		return append(b, "null"...), true
	}
	b = append(b, `{"id":`...)
	b = strconv.AppendInt(b, p.ID, 10)
	b = append(b, `,"name":`...)
	b = jsonappend.String(b, p.Name)
	b = append(b, `,"distinct_ids":`...)
	b = jsonappend.Strings(b, p.DistinctIDs)
	b = append(b, `,"properties":`...)
	if p.Properties == nil {
		b = append(b, "null"...)
	} else {
		// Always a valid object (propertiesObject checked it): not validated again.
		b = jsonappend.CompactValid(b, p.Properties, false)
	}
	b = append(b, `,"created_at":`...)
	if b, ok = jsonappend.Time(b, p.CreatedAt); !ok {
		return b, false
	}
	b = append(b, `,"uuid":`...)
	b = jsonappend.String(b, p.UUID)
	return append(b, '}'), true
}

// AppendJSON appends r as encoding/json encodes it (see Person.AppendJSON).
func (r *RecordingWithPerson) AppendJSON(b []byte) (_ []byte, ok bool) {
	b = append(b, `{"id":`...)
	b = jsonappend.String(b, r.ID)
	b = append(b, `,"distinct_id":`...)
	b = jsonappend.String(b, r.DistinctID)
	b = append(b, `,"viewed":`...)
	b = strconv.AppendBool(b, r.Viewed)
	for _, f := range [...]struct {
		key string
		v   float64
	}{{`,"recording_duration":`, r.RecordingDuration}, {`,"active_seconds":`, r.ActiveSeconds}, {`,"inactive_seconds":`, r.InactiveSeconds}} {
		b = append(b, f.key...)
		if b, ok = jsonappend.Float(b, f.v); !ok {
			return b, false
		}
	}
	b = append(b, `,"start_time":`...)
	if b, ok = jsonappend.Time(b, r.StartTime); !ok {
		return b, false
	}
	b = append(b, `,"end_time":`...)
	if b, ok = jsonappend.Time(b, r.EndTime); !ok {
		return b, false
	}
	for _, f := range [...]struct {
		key string
		v   int64
	}{{`,"click_count":`, r.ClickCount}, {`,"keypress_count":`, r.KeypressCount}, {`,"mouse_activity_count":`, r.MouseActivityCount},
		{`,"console_log_count":`, r.ConsoleLogCount}, {`,"console_warn_count":`, r.ConsoleWarnCount}, {`,"console_error_count":`, r.ConsoleErrorCount}} {
		b = append(b, f.key...)
		b = strconv.AppendInt(b, f.v, 10)
	}
	b = append(b, `,"start_url":`...)
	b = jsonappend.String(b, r.StartURL)
	b = append(b, `,"storage":`...)
	b = jsonappend.String(b, r.Storage)
	b = append(b, `,"snapshot_source":`...)
	b = jsonappend.String(b, r.SnapshotSource)
	b = append(b, `,"ongoing":`...)
	b = strconv.AppendBool(b, r.Ongoing)
	b = append(b, `,"activity_score":`...)
	if b, ok = jsonappend.Float(b, r.ActivityScore); !ok {
		return b, false
	}
	b = append(b, `,"person":`...)
	if b, ok = r.Person.AppendJSON(b); !ok {
		return b, false
	}
	return append(b, '}'), true
}
