package graph

import (
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
