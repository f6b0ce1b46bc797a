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
// cancel in CI, and the initiator of a distributed read reports a node
// lost with code 32 "while receiving packet": the engine's failures, not
// the statement's. Code 32 otherwise stays the statement's.
func TestClassifyAborted(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		ex          proto.Exception
		unavailable bool
	}{
		{proto.Exception{Code: codeAborted, Message: "The server is shutting down due to a fatal error"}, true},
		{proto.Exception{Code: codeReadAfterEOF, Message: "Attempt to read after eof: while receiving packet from 127.0.0.1:9000"}, true},
		{proto.Exception{Code: codeReadAfterEOF, Message: "Attempt to read after eof: Cannot parse Int64 from String"}, false},
	} {
		err := classify(ctx, ctx, &tc.ex, 0)
		if got := errors.Is(err, hogql.ErrUnavailable) && apierror.From(err) == nil; got != tc.unavailable {
			t.Errorf("classify(%d %q) = %v, want unavailable %v", tc.ex.Code, tc.ex.Message, err, tc.unavailable)
		}
		if !tc.unavailable && apierror.From(err) == nil {
			t.Errorf("classify(%d %q) = %v, want a client error", tc.ex.Code, tc.ex.Message, err)
		}
	}
}
