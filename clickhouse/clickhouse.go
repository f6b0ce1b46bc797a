package clickhouse

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	ch "github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"
)

// Client is a connection pool to the analytics engine, and the local
// server behind a chdb: URL.
type Client struct {
	Conn   driver.Conn
	Config Config
	// OutboxBatch is how many outbox rows DrainOutbox handles at a time;
	// 0: DefaultOutboxBatch.
	OutboxBatch int
	logger      *slog.Logger
	local       localServer // nil for a clickhouse:// server
}

// localServer is the part of chdb.Server a Client uses.
type localServer interface {
	Dial(ctx context.Context) (netConn, error)
	Close() error
}

// Open connects to the engine cfg names; for chdb:DIR it first starts the
// local server on DIR, or finds the one another process runs there, and
// connections then follow it across restarts. The local server is
// supervised until Close, whatever becomes of ctx (a serving process
// keeps its engine while requests drain after a signal).
func Open(ctx context.Context, cfg Config, logger *slog.Logger) (*Client, error) {
	if logger == nil {
		logger = slog.Default()
	}
	c := &Client{Config: cfg, logger: logger}
	opts := &ch.Options{
		Addr: []string{cfg.Addr},
		Auth: ch.Auth{Database: cfg.Database, Username: cfg.User, Password: cfg.Password},
		// Engine-wide settings; each statement adds its own (Runner).
		Settings:         ch.Settings{},
		DialTimeout:      10 * time.Second,
		MaxOpenConns:     32,
		MaxIdleConns:     8,
		ConnMaxLifetime:  time.Hour,
		ConnOpenStrategy: ch.ConnOpenInOrder,
	}
	if cfg.Cluster.Name != "" {
		opts.Settings = clusterSettings()
	}
	if cfg.Local {
		srv, err := startLocal(context.WithoutCancel(ctx), cfg.Dir, logger)
		if err != nil {
			return nil, err
		}
		c.local = srv
		opts.Addr = []string{"chdb:" + cfg.Dir}
		opts.DialContext = func(ctx context.Context, _ string) (netConn, error) { return srv.Dial(ctx) }
	}
	conn, err := ch.Open(opts)
	if err != nil {
		c.closeLocal()
		return nil, fmt.Errorf("clickhouse: open %s: %w", cfg, err)
	}
	if err := conn.Ping(ctx); err != nil {
		conn.Close()
		c.closeLocal()
		return nil, fmt.Errorf("clickhouse: connect to %s: %w", cfg, err)
	}
	c.Conn = conn
	return c, nil
}

// Close closes the pool and, for chdb:, ends the supervision of the local
// server (stopping it when this process runs it).
func (c *Client) Close() error {
	err := c.Conn.Close()
	c.closeLocal()
	if err != nil {
		return fmt.Errorf("clickhouse: close: %w", err)
	}
	return nil
}

func (c *Client) closeLocal() {
	if c.local != nil {
		c.local.Close()
	}
}
