package clickhouse

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync/atomic"
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

	// A client of OpenServing (prepare) checks the version and applies the
	// schema when the engine first answers.
	prepare   bool
	prepared  atomic.Bool
	preparing chan struct{} // capacity 1: held by the caller trying
	tries     atomic.Int64  // tries so far
	lastErr   error         // the last try's (under preparing)
}

// localServer is the part of chdb.Server a Client uses.
type localServer interface {
	Dial(ctx context.Context) (netConn, error)
	Close() error
}

// Open connects to the engine cfg names and checks that it answers and is
// recent enough (MinVersion); for chdb:DIR it first starts the local
// server on DIR, or finds the one another process runs there, and
// connections then follow it across restarts. The local server is
// supervised until Close, whatever becomes of ctx (a serving process
// keeps its engine while requests drain after a signal).
func Open(ctx context.Context, cfg Config, logger *slog.Logger) (*Client, error) {
	c, err := Connect(ctx, cfg, logger)
	if err != nil {
		return nil, err
	}
	if err := c.Check(ctx); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// Connect is Open without the check: the pool connects when first used,
// so that a server may start while the engine is unreachable (Check then
// says when it answers). A chdb: server is started all the same.
func Connect(ctx context.Context, cfg Config, logger *slog.Logger) (*Client, error) {
	if logger == nil {
		logger = slog.Default()
	}
	c := &Client{Config: cfg, logger: logger}
	opts, err := cfg.options()
	if err != nil {
		return nil, err
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
	c.Conn = conn
	return c, nil
}

// Check pings the engine and reads its version, which must be MinVersion
// or later.
func (c *Client) Check(ctx context.Context) error {
	if err := c.Conn.Ping(ctx); err != nil {
		if c.Config.Protocol != HTTP && strings.Contains(err.Error(), "unexpected packet") {
			// An HTTP server answering the native protocol's hello.
			return fmt.Errorf("clickhouse: connect to %s: %w (is this ClickHouse's HTTP port? the native protocol's "+
				"is 9000 by default; for HTTP add protocol=http to the URL)", c.Config, err)
		}
		return fmt.Errorf("clickhouse: connect to %s: %w", c.Config, err)
	}
	v, err := c.Version(ctx)
	if err != nil {
		return err
	}
	return CheckVersion(v)
}

// options are clickhouse-go's options for cfg.
func (cfg Config) options() (*ch.Options, error) {
	opts := &ch.Options{
		Addr:     cfg.Addrs,
		Protocol: ch.Native,
		Auth:     ch.Auth{Database: cfg.Database, Username: cfg.User, Password: cfg.Password},
		// Engine-wide settings; each statement adds its own (Runner).
		Settings:         ch.Settings{},
		DialTimeout:      orDefault(cfg.DialTimeout, DefaultDialTimeout),
		ReadTimeout:      orDefault(cfg.ReadTimeout, DefaultReadTimeout),
		MaxOpenConns:     cfg.MaxOpenConns,
		MaxIdleConns:     min(8, cfg.MaxOpenConns),
		ConnMaxLifetime:  time.Hour,
		ConnOpenStrategy: ch.ConnOpenInOrder, // failover: the first server that answers
	}
	if opts.MaxOpenConns <= 0 {
		opts.MaxOpenConns, opts.MaxIdleConns = DefaultMaxOpenConns, 8
	}
	if cfg.Protocol == HTTP {
		opts.Protocol = ch.HTTP
	}
	if cfg.Secure {
		t := &tls.Config{MinVersion: tls.VersionTLS12, InsecureSkipVerify: cfg.SkipVerify} //nolint:gosec // skip_verify is the user's explicit choice
		if cfg.CAFile != "" {
			pem, err := os.ReadFile(cfg.CAFile)
			if err != nil {
				return nil, fmt.Errorf("clickhouse: ca_file: %w", err)
			}
			t.RootCAs = x509.NewCertPool()
			if !t.RootCAs.AppendCertsFromPEM(pem) {
				return nil, fmt.Errorf("clickhouse: ca_file %s holds no PEM certificate", cfg.CAFile)
			}
		}
		opts.TLS = t
	}
	return opts, nil
}

func orDefault(d, def time.Duration) time.Duration {
	if d <= 0 {
		return def
	}
	return d
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
