package notify_test

import (
	"context"
	"io"
	"log/slog"
	"net/url"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/notify"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

func quietLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// collect returns a listener that forwards messages to a channel.
func collect(buf int) (chan notify.Message, func(notify.Message)) {
	ch := make(chan notify.Message, buf)
	return ch, func(m notify.Message) {
		select {
		case ch <- m:
		default:
		}
	}
}

// next waits for the next non-resync message.
func next(t *testing.T, ch chan notify.Message) notify.Message {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case m := <-ch:
			if !m.Resync {
				return m
			}
		case <-timeout:
			t.Fatal("no message within 10s")
		}
	}
}

func TestLocal(t *testing.T) {
	n := notify.NewLocal()
	a, fa := collect(4)
	b, fb := collect(4)
	stopA := n.Listen("ch1", fa)
	n.Listen("ch2", fb)
	if err := n.Publish(context.Background(), "ch1", "hello"); err != nil {
		t.Fatal(err)
	}
	if m := next(t, a); m.Channel != "ch1" || m.Payload != "hello" {
		t.Fatalf("got %+v", m)
	}
	select {
	case m := <-b:
		t.Fatalf("listener of ch2 got %+v", m)
	default:
	}
	stopA()
	n.Publish(context.Background(), "ch1", "again")
	select {
	case m := <-a:
		t.Fatalf("stopped listener got %+v", m)
	default:
	}
}

// TestPostgres checks delivery between two notifiers (two replicas), a
// channel added while running, and recovery after the listening
// connection is killed: a Resync, then delivery again.
func TestPostgres(t *testing.T) {
	target := postgresTarget(t)
	db := storetest.Open(t, target)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	listenURL := withAppName(t, db.URL, "burrow_notify_test")
	receiver := notify.NewPostgres(listenURL, db.Bun.DB, quietLogger())
	sender := notify.NewPostgres(db.URL, db.Bun.DB, quietLogger())
	msgs, fn := collect(16)
	receiver.Listen("burrow_test_a", fn)
	go receiver.Run(ctx)
	go sender.Run(ctx)
	select {
	case <-receiver.Ready():
	case <-time.After(10 * time.Second):
		t.Fatal("receiver never listened")
	}

	if err := sender.Publish(ctx, "burrow_test_a", "one"); err != nil {
		t.Fatal(err)
	}
	if m := next(t, msgs); m.Channel != "burrow_test_a" || m.Payload != "one" {
		t.Fatalf("got %+v", m)
	}

	// A channel registered while Run waits is LISTENed at once.
	later, fn2 := collect(16)
	receiver.Listen("burrow_test_b", fn2)
	deadline := time.Now().Add(10 * time.Second)
	for {
		sender.Publish(ctx, "burrow_test_b", "two")
		select {
		case m := <-later:
			if m.Resync {
				continue
			}
			if m.Payload != "two" {
				t.Fatalf("got %+v", m)
			}
		case <-time.After(200 * time.Millisecond):
			if time.Now().After(deadline) {
				t.Fatal("new channel never delivered")
			}
			continue
		}
		break
	}

	// Kill the listening connection: the notifier reconnects and says so.
	var killed int
	if err := db.Bun.DB.QueryRowContext(ctx,
		`SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = 'burrow_notify_test'`).Scan(&killed); err != nil || killed == 0 {
		t.Fatalf("terminate listener: %d, %v", killed, err)
	}
	timeout := time.After(15 * time.Second)
	for resynced := false; !resynced; {
		select {
		case m := <-msgs:
			resynced = m.Resync
		case <-timeout:
			t.Fatal("no resync after the connection was killed")
		}
	}
	sender.Publish(ctx, "burrow_test_a", "three")
	if m := next(t, msgs); m.Payload != "three" {
		t.Fatalf("after reconnect got %+v", m)
	}
}

// TestNewPicksDialect checks New returns in-process delivery on SQLite.
func TestNewPicksDialect(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		n := notify.New(db, quietLogger())
		_, isLocal := n.(*notify.Local)
		if isLocal != (db.Dialect == store.SQLite) {
			t.Fatalf("%s: got %T", db.Dialect, n)
		}
	})
}

func postgresTarget(t *testing.T) string {
	for _, target := range storetest.Targets(t) {
		if target.Name == "postgres" {
			return target.URL(t)
		}
	}
	t.Skip("PostgreSQL not configured")
	return ""
}

func withAppName(t *testing.T, raw, name string) string {
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("application_name", name)
	u.RawQuery = q.Encode()
	return u.String()
}
