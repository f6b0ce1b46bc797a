package service

import (
	"context"
	"fmt"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/store"
)

// resolvedProjectKey holds, in a request's context, the project its path
// names once an adapter has loaded it (see WithProject).
type resolvedProjectKey struct{}

type resolvedProject struct {
	rawID   string
	project *store.Project
}

// WithProject records that the request's path names project as rawID, so
// that the service does not load it again: REST checks access before it
// decodes parameters, and the service would otherwise read the same row a
// second time in the same request.
func WithProject(ctx context.Context, rawID string, project *store.Project) context.Context {
	return context.WithValue(ctx, resolvedProjectKey{}, resolvedProject{rawID: rawID, project: project})
}

// requireProject is auth's RequireProject that reuses the project of
// WithProject: the key's scope and project restriction are still checked
// (in memory), only the project's row is not read again.
func requireProject(ctx context.Context, a *auth.Authenticator, rawID, scope string) (*store.Project, *auth.Principal, error) {
	rp, ok := ctx.Value(resolvedProjectKey{}).(resolvedProject)
	if !ok || rp.rawID != rawID || rp.project == nil {
		return a.RequireProject(ctx, rawID, scope)
	}
	p, err := auth.Require(ctx, scope)
	if err != nil {
		return nil, nil, err
	}
	if !p.CanAccessProject(rp.project.ID) {
		return nil, nil, apierror.PermissionDenied(fmt.Sprintf("API key does not have access to the requested project: ID %d.", rp.project.ID))
	}
	return rp.project, p, nil
}
