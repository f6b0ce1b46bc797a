package service

import (
	"context"
	"fmt"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/ratelimit"
	"github.com/burrow-analytics/burrow/store"
)

// WireSession is who a PostgreSQL wire connection is (pgwire): the key
// given as its password and the project named as its database.
type WireSession struct {
	principal *auth.Principal
	Project   *store.Project
}

// KeyID is the id of the session's key (to follow its revocation).
func (w *WireSession) KeyID() int64 { return w.principal.Key.ID }

// WireConnect checks a connection's key and project as REST checks a
// request's (scope query:read, the key's projects): a 401, 403 or 404
// *apierror.Error when refused.
func (s *Queries) WireConnect(ctx context.Context, key, rawProjectID string) (*WireSession, error) {
	p, err := s.auth.Authenticate(ctx, auth.Credentials{Key: key, Where: "password"})
	if err != nil {
		return nil, err
	}
	project, p, err := s.auth.RequireProject(auth.WithResult(ctx, p, nil), rawProjectID, ScopeQueryRead)
	if err != nil {
		return nil, err
	}
	return &WireSession{principal: p, Project: project}, nil
}

// WireRecheck checks the session's key again (through the auth cache): a
// 401 or 403 once it was revoked or lost the project.
func (s *Queries) WireRecheck(ctx context.Context, w *WireSession) error {
	p, err := s.auth.Recheck(ctx, w.principal)
	if err != nil {
		return err
	}
	_, _, err = s.auth.RequireProject(auth.WithResult(ctx, p, nil), fmt.Sprint(w.Project.ID), ScopeQueryRead)
	return err
}

// WireCompile compiles a statement of the wire for the session's project:
// guarded as for POST query/, but as an export (no default LIMIT, no cap on
// LIMIT) with $1..$n placeholders bound to params (nil: not bound yet, to
// describe the statement).
func (s *Queries) WireCompile(w *WireSession, statement string, params []any) (*hogql.Compiled, error) {
	c, err := hogql.Compile(statement, hogql.Options{
		TeamID: w.Project.ID, Engine: s.runtime.Engine(), Unlimited: true, Placeholders: true, Params: params,
	})
	if err != nil {
		return nil, fmt.Errorf("queries: compile: %w", err)
	}
	return c, nil
}

// WireStream runs c (from WireCompile for the same session) and hands each
// row to emit as it is read, under the key's rate limit, the project's
// blocking slots and the statement timeout.
func (s *Queries) WireStream(ctx context.Context, w *WireSession, c *hogql.Compiled, emit func(row []any) error) error {
	ctx = auth.WithResult(ctx, w.principal, nil)
	if err := s.limits.Allow(ctx, ratelimit.Queries); err != nil {
		return err
	}
	return s.runtime.StreamCompiled(ctx, w.Project, c, emit)
}
