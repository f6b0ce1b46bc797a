// Package notify carries short messages between the Burrow replicas that
// share one database, so that an event on one replica (a query status
// changed, a cancellation, a new background job) reaches listeners on all of
// them. On PostgreSQL it is LISTEN/NOTIFY on a dedicated connection that
// reconnects by itself; on SQLite (one process owns the file) it is an
// in-process fan-out. Both sit behind Notifier.
//
// Messages are hints, not a log: a listener that must not miss a change
// re-reads the store when it gets a message, and re-reads everything it
// watches when it gets a Resync (the PostgreSQL connection was lost and
// messages may have been dropped meanwhile).
package notify

import (
	"context"
	"database/sql"
	"log/slog"
	"sync"

	"github.com/burrow-analytics/burrow/store"
)

// Message is one delivered notification.
type Message struct {
	Channel string
	Payload string
	// Resync marks a synthetic message (empty Payload) sent to every listener
	// after the notifier (re)connected: messages may have been missed.
	Resync bool
}

// Notifier publishes messages to, and delivers them from, every replica
// sharing the database (including this one).
type Notifier interface {
	// Publish sends payload on channel. Channel names are lower-case SQL
	// identifiers; payloads are short (PostgreSQL caps them near 8000 bytes).
	Publish(ctx context.Context, channel, payload string) error
	// Listen calls fn for every message on channel until stop is called. fn
	// runs on the notifier's delivery goroutine: it must return quickly and
	// never block (hand work to another goroutine).
	Listen(channel string, fn func(Message)) (stop func())
	// Run delivers messages until ctx ends. On PostgreSQL it holds the LISTEN
	// connection and reconnects after failures; Publish works without it.
	Run(ctx context.Context) error
}

// New returns the notifier for db's dialect: LISTEN/NOTIFY on PostgreSQL,
// in-process delivery on SQLite.
func New(db *store.DB, logger *slog.Logger) Notifier {
	if db.Dialect == store.Postgres {
		return NewPostgres(db.URL, db.Bun.DB, logger)
	}
	return NewLocal()
}

// listeners is the registry of callbacks both notifiers share.
type listeners struct {
	mu     sync.RWMutex
	next   int
	byChan map[string]map[int]func(Message)
}

func (l *listeners) add(channel string, fn func(Message)) (stop func()) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.byChan == nil {
		l.byChan = make(map[string]map[int]func(Message))
	}
	if l.byChan[channel] == nil {
		l.byChan[channel] = make(map[int]func(Message))
	}
	id := l.next
	l.next++
	l.byChan[channel][id] = fn
	return func() {
		l.mu.Lock()
		defer l.mu.Unlock()
		delete(l.byChan[channel], id)
	}
}

func (l *listeners) channels() []string {
	l.mu.RLock()
	defer l.mu.RUnlock()
	names := make([]string, 0, len(l.byChan))
	for name := range l.byChan {
		names = append(names, name)
	}
	return names
}

// deliver calls every listener of msg.Channel (every channel for a Resync).
func (l *listeners) deliver(msg Message) {
	l.mu.RLock()
	var fns []func(Message)
	for name, byID := range l.byChan {
		if name != msg.Channel && !msg.Resync {
			continue
		}
		for _, fn := range byID {
			fns = append(fns, fn)
		}
	}
	l.mu.RUnlock()
	for _, fn := range fns {
		if msg.Resync {
			fn(Message{Resync: true})
		} else {
			fn(msg)
		}
	}
}

// Local delivers messages within the process: the notifier for SQLite,
// where one process owns the database file.
type Local struct {
	listeners listeners
}

// NewLocal returns an in-process notifier.
func NewLocal() *Local { return &Local{} }

// Publish delivers payload to this process's listeners of channel before returning.
func (n *Local) Publish(_ context.Context, channel, payload string) error {
	n.listeners.deliver(Message{Channel: channel, Payload: payload})
	return nil
}

// Listen registers fn for channel.
func (n *Local) Listen(channel string, fn func(Message)) (stop func()) {
	return n.listeners.add(channel, fn)
}

// Run blocks until ctx ends; in-process delivery needs no background work.
func (n *Local) Run(ctx context.Context) error {
	<-ctx.Done()
	return nil
}

// publishSQL sends a notification through a pooled connection.
func publishSQL(ctx context.Context, db *sql.DB, channel, payload string) error {
	_, err := db.ExecContext(ctx, "SELECT pg_notify($1, $2)", channel, payload)
	return err
}
