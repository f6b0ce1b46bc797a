package notify

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// Postgres is a Notifier over PostgreSQL LISTEN/NOTIFY. Messages are
// published through the shared pool; they are received on one dedicated pgx
// connection (outside database/sql, whose pool would hand the LISTENing
// session to other work) that Run keeps open, re-LISTENing after every
// reconnect.
type Postgres struct {
	connString string
	pool       *sql.DB
	logger     *slog.Logger
	listeners  listeners

	// HealthEvery is how long the connection may stay silent before Run
	// checks it with a round trip (a dead TCP peer sends nothing).
	HealthEvery time.Duration

	mu        sync.Mutex
	listening map[string]bool    // channels LISTENed on the current connection
	interrupt context.CancelFunc // ends the current wait so new channels get LISTENed
	ready     chan struct{}      // closed after the first successful LISTEN
}

// NewPostgres returns a notifier that publishes through pool and listens on
// its own connection to connString.
func NewPostgres(connString string, pool *sql.DB, logger *slog.Logger) *Postgres {
	return &Postgres{
		connString:  connString,
		pool:        pool,
		logger:      logger,
		HealthEvery: 15 * time.Second,
		ready:       make(chan struct{}),
	}
}

// Publish sends payload on channel with pg_notify (delivered on commit to
// every session LISTENing, this replica's included).
func (n *Postgres) Publish(ctx context.Context, channel, payload string) error {
	if err := publishSQL(ctx, n.pool, channel, payload); err != nil {
		return fmt.Errorf("notify: publish on %s: %w", channel, err)
	}
	return nil
}

// Listen registers fn for channel; a channel new to this notifier is
// LISTENed on the connection at once.
func (n *Postgres) Listen(channel string, fn func(Message)) (stop func()) {
	stop = n.listeners.add(channel, fn)
	n.mu.Lock()
	if !n.listening[channel] && n.interrupt != nil {
		n.interrupt()
	}
	n.mu.Unlock()
	return stop
}

// Ready is closed once the notifier listens for the first time.
func (n *Postgres) Ready() <-chan struct{} { return n.ready }

// Run receives notifications until ctx ends, reconnecting with backoff
// (100 ms doubling to 5 s) whenever the connection fails. Every successful
// (re)connection delivers a Resync, since messages sent while no
// connection listened are lost.
func (n *Postgres) Run(ctx context.Context) error {
	backoff := 100 * time.Millisecond
	readyOnce := sync.OnceFunc(func() { close(n.ready) })
	for ctx.Err() == nil {
		start := time.Now()
		err := n.session(ctx, readyOnce)
		if ctx.Err() != nil {
			break
		}
		n.logger.WarnContext(ctx, "notify: listen connection lost; reconnecting", "err", err, "in", backoff)
		if time.Since(start) > time.Minute {
			backoff = 100 * time.Millisecond
		}
		select {
		case <-ctx.Done():
		case <-time.After(backoff):
		}
		backoff = min(backoff*2, 5*time.Second)
	}
	return nil
}

// session runs one connection: connect, LISTEN, deliver until it fails.
func (n *Postgres) session(ctx context.Context, ready func()) error {
	connectCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	conn, err := pgx.Connect(connectCtx, n.connString)
	cancel()
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	n.mu.Lock()
	n.listening = map[string]bool{}
	n.mu.Unlock()
	if err := n.listenAll(ctx, conn); err != nil {
		return err
	}
	ready()
	n.listeners.deliver(Message{Resync: true})

	lastTraffic := time.Now()
	for {
		waitCtx, interrupt := context.WithTimeout(ctx, n.HealthEvery)
		n.mu.Lock()
		n.interrupt = interrupt
		n.mu.Unlock()
		// After interrupt is published: a channel added from here on cuts the wait short.
		if err := n.listenAll(ctx, conn); err != nil {
			interrupt()
			return err
		}
		msg, err := conn.WaitForNotification(waitCtx)
		interrupt()
		n.mu.Lock()
		n.interrupt = nil
		n.mu.Unlock()
		switch {
		case err == nil:
			lastTraffic = time.Now()
			n.listeners.deliver(Message{Channel: msg.Channel, Payload: msg.Payload})
			continue
		case ctx.Err() != nil:
			return ctx.Err()
		case waitCtx.Err() == nil || conn.IsClosed():
			return fmt.Errorf("wait: %w", err)
		}
		// The wait was cut short: a new channel to LISTEN (next turn), or time for a health check.
		if time.Since(lastTraffic) >= n.HealthEvery {
			pingCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
			err := conn.Ping(pingCtx)
			cancel()
			if err != nil {
				return fmt.Errorf("health check: %w", err)
			}
			lastTraffic = time.Now()
		}
	}
}

// listenAll LISTENs on every registered channel the connection does not yet listen on.
func (n *Postgres) listenAll(ctx context.Context, conn *pgx.Conn) error {
	for _, channel := range n.listeners.channels() {
		n.mu.Lock()
		done := n.listening[channel]
		n.mu.Unlock()
		if done {
			continue
		}
		if _, err := conn.Exec(ctx, "LISTEN "+pgx.Identifier{channel}.Sanitize()); err != nil {
			if errors.Is(err, context.Canceled) {
				return err
			}
			return fmt.Errorf("listen %s: %w", channel, err)
		}
		n.mu.Lock()
		n.listening[channel] = true
		n.mu.Unlock()
	}
	return nil
}
