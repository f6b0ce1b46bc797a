package query

import (
	"context"
	"fmt"

	"github.com/burrow-analytics/burrow/hogql"
)

// RunBuilt compiles a statement that a program built as a tree (through
// hogql's builder: client values are literal nodes) for the runtime's
// engine, restricted to project teamID by the team guard, and runs it now
// with the statement timeout and the result byte cap. It bypasses the
// cache, the run statuses and the per-project slots: it serves the REST
// lists that read the engine (persons/trends, persons/values), whose
// statements are small and bounded. Errors of the run map as a blocking
// query's do (timeout and cancel: 400; a client error: itself); a tree that
// does not compile is the caller's bug.
func (s *Runtime) RunBuilt(ctx context.Context, teamID int64, q *hogql.Query) (*hogql.Result, error) {
	c, err := hogql.CompileQuery(q, hogql.Options{TeamID: teamID, Engine: s.engine.Engine()})
	if err != nil {
		// %v, not %w: a *hogql.Error here is no client mistake, so it
		// must not become a 400.
		return nil, fmt.Errorf("queries: compile a built statement: %v", err)
	}
	res, err := s.engine.Run(ctx, c, hogql.RunOptions{Timeout: s.cfg.StatementTimeout, MaxResultBytes: s.cfg.MaxResultBytes})
	if err != nil {
		return nil, s.clientError(ctx, fmt.Errorf("queries: run a built statement: %w", err), nil)
	}
	return res, nil
}
