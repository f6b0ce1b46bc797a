package servertest

import (
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/service"
)

// SlowQuerySQL is a statement the dialect accepts that runs for minutes over
// SlowQueryRows events (a three-way self-join on one event name): tests of
// cancellation and timeouts cancel it or time it out.
const (
	SlowQuerySQL  = "SELECT count() FROM events a JOIN events b ON a.event = b.event JOIN events c ON b.event = c.event"
	SlowQueryRows = 1000
)

// QueryConfig is the query settings of test servers: a statement timeout
// short enough that a stuck test fails instead of hanging, and quick sweeps.
func QueryConfig() service.QueryConfig {
	return service.QueryConfig{StatementTimeout: 30 * time.Second, JanitorInterval: 50 * time.Millisecond, PollInterval: 200 * time.Millisecond}
}

// EachQuery runs fn against a fresh server with query settings cfg on every
// test database.
func EachQuery(t *testing.T, cfg service.QueryConfig, fn func(t *testing.T, env *Env)) {
	t.Helper()
	EachWith(t, Options{Config: service.Config{Query: cfg}}, fn)
}
