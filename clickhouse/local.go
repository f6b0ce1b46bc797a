package clickhouse

import (
	"context"
	"fmt"
	"log/slog"
	"net"

	"github.com/burrow-analytics/burrow/clickhouse/chdb"
)

type netConn = net.Conn

// startLocal starts or finds the local server on dir (package chdb).
func startLocal(ctx context.Context, dir string, logger *slog.Logger) (localServer, error) {
	srv, err := chdb.Start(ctx, dir, logger)
	if err != nil {
		return nil, fmt.Errorf("clickhouse: local server on %s: %w", dir, err)
	}
	return srv, nil
}
