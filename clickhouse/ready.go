package clickhouse

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"syscall"
	"time"

	ch "github.com/ClickHouse/clickhouse-go/v2"

	"github.com/burrow-analytics/burrow/hogql"
)

// OpenServing connects for a serving process, which must start even when
// the engine is unreachable: it checks the engine's version and applies
// its schema when the engine answers within the dial timeout, and else
// returns a client that does both when the engine first answers (Ready;
// statements fail with hogql.ErrUnavailable until then). An engine that
// answers but is too old, or whose schema fails, is an error.
func OpenServing(ctx context.Context, cfg Config, logger *slog.Logger) (c *Client, applied []string, err error) {
	c, err = Connect(ctx, cfg, logger)
	if err != nil {
		return nil, nil, err
	}
	c.prepare = true
	c.preparing = make(chan struct{}, 1)
	applied, err = c.prepareOnce(ctx)
	switch {
	case err == nil:
	case errors.Is(err, hogql.ErrUnavailable):
		c.logger.Warn("clickhouse: analytics engine unreachable; serving without it until it answers", "engine", cfg.String(), "err", err)
	default:
		c.Close()
		return nil, nil, err
	}
	return c, applied, nil
}

// Ready reports whether the engine answers: nil when it does (after its
// version check and schema, the first time, for a client of OpenServing),
// an error matching hogql.ErrUnavailable when it cannot be reached within
// the dial timeout.
func (c *Client) Ready(ctx context.Context) error {
	if _, err := c.prepareOnce(ctx); err != nil {
		return err
	}
	if err := c.Conn.Ping(ctx); err != nil {
		return c.unreachable(err)
	}
	return nil
}

// prepareOnce checks the version and applies the schema of a client of
// OpenServing the first time the engine answers; the applied files are
// returned then. One caller at a time tries; the others wait for it (up to
// the dial timeout) and share its failure rather than each wait a dial
// timeout of its own behind it.
func (c *Client) prepareOnce(ctx context.Context) ([]string, error) {
	if !c.prepare || c.prepared.Load() {
		return nil, nil
	}
	tries := c.tries.Load()
	wait := time.NewTimer(orDefault(c.Config.DialTimeout, DefaultDialTimeout))
	defer wait.Stop()
	select {
	case c.preparing <- struct{}{}:
		defer func() { <-c.preparing }()
	case <-wait.C:
		return nil, fmt.Errorf("%w: %s: still connecting", hogql.ErrUnavailable, c.Config)
	case <-ctx.Done():
		return nil, c.unreachable(context.Cause(ctx))
	}
	switch {
	case c.prepared.Load():
		return nil, nil
	case c.tries.Load() != tries: // another caller tried while this one waited
		return nil, c.lastErr
	}
	applied, err := c.checkAndMigrate(ctx)
	c.lastErr = err
	c.tries.Add(1)
	if err != nil {
		return nil, err
	}
	c.prepared.Store(true)
	c.logger.Info("clickhouse: analytics engine ready", "engine", c.Config.String(), "migrations_applied", len(applied))
	return applied, nil
}

func (c *Client) checkAndMigrate(ctx context.Context) ([]string, error) {
	if err := c.Check(ctx); err != nil {
		return nil, c.unreachable(err)
	}
	applied, err := c.Migrate(ctx)
	if err != nil {
		return nil, c.unreachable(err)
	}
	return applied, nil
}

// unreachable marks err with hogql.ErrUnavailable when it is the engine
// not answering.
func (c *Client) unreachable(err error) error {
	if isUnreachable(err) && !errors.Is(err, hogql.ErrUnavailable) {
		return fmt.Errorf("%w: %s: %w", hogql.ErrUnavailable, c.Config, err)
	}
	return err
}

// isUnreachable reports whether err is a connection to the engine that
// could not be made (dial and handshake) within the dial timeout, a read
// that got no answer within its deadline, or a connection lost: not an
// error of the statement. (Runner tells a statement's own timeout apart
// first.)
func isUnreachable(err error) bool {
	var op *net.OpError
	switch {
	case err == nil:
		return false
	case errors.Is(err, ch.ErrAcquireConnTimeout), errors.Is(err, ch.ErrAcquireConnNoAddress):
		return true
	case errors.As(err, &op):
		return true
	}
	return errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE) ||
		errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, driver.ErrBadConn)
}
