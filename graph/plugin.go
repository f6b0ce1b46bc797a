package graph

import (
	"time"

	"github.com/burrow-analytics/burrow/graph/model"
)

// setPluginComplexity makes plugin lists cost their page size.
func setPluginComplexity(c *ComplexityRoot) {
	c.Query.PluginConfigs = func(childComplexity int, _ string, limit, _ *int) int {
		return childComplexity * pageCost(limit)
	}
	c.Query.PluginConfigLogs = func(childComplexity int, _, _ string, _ []model.LogType, _ *string, _, _ *time.Time, limit, _ *int) int {
		return childComplexity * pageCost(limit)
	}
}

// logTypeNames maps GraphQL log types to the service's names (the same words).
func logTypeNames(types []model.LogType) []string {
	out := make([]string, len(types))
	for i, t := range types {
		out[i] = string(t)
	}
	return out
}
