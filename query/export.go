package query

import (
	"context"
	"fmt"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store"
)

// ExportSink receives a streamed export: Begin once with the result's
// columns and their types, then Row for every row in order. Row values are
// JSON-ready, as in a query result (timestamps as ISO 8601 UTC strings).
type ExportSink interface {
	Begin(columns, types []string) error
	Row(values []any) error
}

// Export runs req's SqlQuery statement for the project and streams every
// row of its result to sink: no default LIMIT is added and a LIMIT in the
// statement is not capped at 50,000 as in a query result, while the
// statement timeout still bounds the whole run, the transfer included. Exports always read the database now (no cache, no background
// run); refresh, async and client_query_id do not apply. Errors before
// Begin are client errors (400, 401, 403, 404) or failures as from Run;
// Begin is only called once the database has answered, so a statement the
// database rejects still fails before anything is sent.
func (s *Runtime) Export(ctx context.Context, project *store.Project, req Request, sink ExportSink) error {
	req.Refresh, req.Async, req.ClientQueryID = "", nil, "" // not used by an export
	if _, err := req.decode(); err != nil {
		return err
	}
	if req.stmt.insight != nil {
		// The insight kinds answer PostHog's result objects, not a table of rows.
		return apierror.Validation("query.kind", fmt.Sprintf("Exports run %s (or %s) statements, not %s.", KindSQL, KindHogQL, req.Kind))
	}
	c, err := hogql.Compile(req.stmt.sql, hogql.Options{TeamID: project.ID, Engine: s.engine.Engine(), Unlimited: true})
	if err != nil {
		return fmt.Errorf("queries: compile export: %w", err)
	}
	begun := false
	var sinkErr error
	err = s.engine.Stream(ctx, c, hogql.RunOptions{Timeout: s.cfg.StatementTimeout}, func(row []any) error {
		if !begun {
			begun = true
			if sinkErr = sink.Begin(c.Columns, c.Types); sinkErr != nil {
				return sinkErr
			}
		}
		sinkErr = sink.Row(row)
		return sinkErr
	})
	switch {
	case sinkErr != nil:
		return sinkErr // the client's side failed: nothing to translate
	case err != nil:
		return s.clientError(ctx, err, nil)
	case !begun:
		return sink.Begin(c.Columns, c.Types) // an empty result still has its header
	}
	return nil
}

// StreamCompiled runs c, compiled for the project on this runtime's engine
// (Engine), and hands each row to emit as it is read: the PostgreSQL wire's
// path, an export that holds one of the project's blocking slots and
// honours the statement timeout like a blocking run. Client errors are
// *apierror.Error (query_timeout, query_cancelled, the statement's own); an
// error from emit is returned as it is.
func (s *Runtime) StreamCompiled(ctx context.Context, project *store.Project, c *hogql.Compiled, emit func(row []any) error) error {
	release, err := s.slots.acquire(ctx, project.ID)
	if err != nil {
		return s.clientError(ctx, err, nil)
	}
	defer release()
	var emitErr error
	err = s.engine.Stream(ctx, c, hogql.RunOptions{Timeout: s.cfg.StatementTimeout}, func(row []any) error {
		emitErr = emit(row)
		return emitErr
	})
	switch {
	case emitErr != nil:
		return emitErr
	case err != nil:
		return s.clientError(ctx, err, nil)
	}
	return nil
}
