package graph

import (
	"slices"
	"strings"

	"github.com/burrow-analytics/burrow/graph/model"
)

// setRecordingComplexity makes recording lists cost their page size.
func setRecordingComplexity(c *ComplexityRoot) {
	c.Query.SessionRecordings = func(childComplexity int, _ string, limit, _ *int, _, _, _, _ *string,
		_ *model.RecordingOrder, _ *model.OrderDirection) int {
		return childComplexity * pageCost(limit)
	}
}

// recordingOrderName maps a GraphQL order to the service's (REST) name:
// START_TIME → start_time; nil → "" (the default).
func recordingOrderName(o *model.RecordingOrder) string {
	if o == nil {
		return ""
	}
	return strings.ToLower(string(*o))
}

// recordingFieldColumns are the stored columns each SessionRecording field
// is made of (id is always read; person comes from the join).
var recordingFieldColumns = map[string][]string{
	"__typename": nil, "id": nil, "person": nil,
	"distinctId": {"distinct_id"}, "viewed": {"viewed"}, "recordingDuration": {"duration"},
	"activeSeconds": {"active_seconds"}, "inactiveSeconds": {"inactive_seconds"},
	"startTime": {"start_time"}, "endTime": {"end_time"}, "ongoing": {"end_time"},
	"clickCount": {"click_count"}, "keypressCount": {"keypress_count"},
	"mouseActivityCount": {"mouse_activity_count"}, "consoleLogCount": {"console_log_count"},
	"consoleWarnCount": {"console_warn_count"}, "consoleErrorCount": {"console_error_count"},
	"startUrl": {"start_url"}, "storage": {"storage"}, "snapshotSource": {"snapshot_source"},
	"activityScore": {"activity_score"},
}

// recordingColumns returns the columns the selected recording fields need,
// or nil (every column) when a field is not in recordingFieldColumns.
func recordingColumns(sel selection) []string {
	columns := []string{}
	for _, f := range sel.fields {
		cols, ok := recordingFieldColumns[f.Name]
		if !ok {
			return nil
		}
		for _, c := range cols {
			if !slices.Contains(columns, c) {
				columns = append(columns, c)
			}
		}
	}
	return columns
}
