package clickhouse

import (
	"context"
	"errors"
	"testing"

	"github.com/ClickHouse/clickhouse-go/v2/lib/proto"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// TestClassifyAborted: chDB's fatal-signal handler fails the statements of
// a server that is dying with code 236, as a cluster node did once under a
// cancel in CI. That is the engine's failure, not the statement's.
func TestClassifyAborted(t *testing.T) {
	ctx := context.Background()
	err := classify(ctx, ctx, &proto.Exception{Code: codeAborted, Name: "DB::Exception", Message: "The server is shutting down due to a fatal error"}, 0)
	if !errors.Is(err, hogql.ErrUnavailable) || apierror.From(err) != nil {
		t.Errorf("classify(ABORTED) = %v, want ErrUnavailable", err)
	}
}
