package clickhouse_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestRunnerOverHTTP runs statements through the server's HTTP interface
// (protocol=http): parameters, the read-only setting, and a cancel by
// query_id from a native-protocol client (another replica).
func TestRunnerOverHTTP(t *testing.T) {
	ctx := context.Background()
	cfg, err := clickhouse.ParseURL("clickhouse://default@" + chdbtest.Server(t).HTTPAddr() + "/default?protocol=http&max_open_conns=4&dial_timeout=2s")
	if err != nil {
		t.Fatal(err)
	}
	c, err := clickhouse.Open(ctx, cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	r := clickhouse.NewRunner(c, clickhouse.RunnerOptions{})

	st := compiled(`SELECT {p1:String} AS s, {p2:Int64} + 1 AS i, getSetting('readonly') AS ro`, "s String", "i Int64", "ro Int64")
	st.Args = []any{"it's \"x\"", int64(41)}
	res, err := r.Run(ctx, st, hogql.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(res.Rows); got != `[[it's "x" 42 2]]` {
		t.Errorf("rows over HTTP = %s", got)
	}
	_, err = r.Run(ctx, compiled("CREATE TABLE over_http (a Int8) ENGINE = Log", "x Int8"), hogql.RunOptions{})
	if e := apierror.From(err); e == nil || !strings.Contains(e.Detail, "readonly") {
		t.Errorf("a write over HTTP: err = %v, want the read-only refusal", err)
	}

	tag := fmt.Sprintf("query:1:http-%d:1", time.Now().UnixNano())
	done := make(chan error, 1)
	go func() {
		_, err := r.Run(ctx, compiled(slow, "x UInt8"), hogql.RunOptions{Tag: tag})
		done <- err
	}()
	native := openClient(t)
	waitFor(t, "the HTTP statement to run", func() bool { return running(t, native, tag) })
	if err := clickhouse.NewRunner(native, clickhouse.RunnerOptions{}).Cancel(ctx, tag, 0); err != nil {
		t.Fatal(err)
	}
	if err := <-done; !errors.Is(err, hogql.ErrCanceled) {
		t.Fatalf("cancelled HTTP statement: err = %v, want ErrCanceled", err)
	}
	waitFor(t, "the statement to end", func() bool { return !running(t, native, tag) })

	// The caller's context ends: the HTTP request is dropped and the
	// statement killed on the server.
	tag2 := tag + "-ctx"
	cctx, cancel := context.WithCancel(ctx)
	go func() {
		_, err := r.Run(cctx, compiled(slow, "x UInt8"), hogql.RunOptions{Tag: tag2})
		done <- err
	}()
	waitFor(t, "the second HTTP statement to run", func() bool { return running(t, native, tag2) })
	cancel()
	if err := <-done; !errors.Is(err, hogql.ErrCanceled) {
		t.Fatalf("HTTP statement whose context ended: err = %v, want ErrCanceled", err)
	}
	waitFor(t, "the second statement to stop on the server", func() bool { return !running(t, native, tag2) })
}

// TestSinkOverHTTP: a sink on an HTTP client (protocol=http) sends its
// lookup's uuids as an external table too, and leaves out the events the
// engine holds.
func TestSinkOverHTTP(t *testing.T) {
	ctx := context.Background()
	_, native := chdbtest.Database(t, "sinkhttp")
	cfg, err := clickhouse.ParseURL(strings.Replace(native, chdbtest.Server(t).Addr(), chdbtest.Server(t).HTTPAddr(), 1) + "?protocol=http")
	if err != nil {
		t.Fatal(err)
	}
	c, err := clickhouse.Open(ctx, cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	ts := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	batch := func(n int) []store.Event {
		var events []store.Event
		for i := range n {
			events = append(events, store.Event{UUID: fmt.Sprintf("h-%03d", i), TeamID: 3, Event: "e", DistinctID: "d",
				Timestamp: ts.Add(time.Duration(i) * time.Second), CreatedAt: ts})
		}
		return events
	}
	sink := clickhouse.NewSink(c, storetest.Open(t, storetest.SQLiteURL(t)))
	for _, n := range []int{10, 15} {
		if err := sink.WriteEvents(ctx, batch(n)); err != nil {
			t.Fatal(err)
		}
	}
	if st := sink.Stats(); st.Written != 15 || st.Skipped != 10 || st.Queued != 0 {
		t.Errorf("sink over HTTP: %+v, want 15 written and 10 skipped", st)
	}
}

// TestOpenFailover: the first server of the URL is down; connections go to
// the next.
func TestOpenFailover(t *testing.T) {
	ctx := context.Background()
	cfg, err := clickhouse.ParseURL("clickhouse://default@127.0.0.1:1," + chdbtest.Server(t).Addr() + "/default?dial_timeout=2s")
	if err != nil {
		t.Fatal(err)
	}
	c, err := clickhouse.Open(ctx, cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if v, err := c.Version(ctx); err != nil || !strings.HasPrefix(v, "26.") {
		t.Fatalf("Version through the second host = %q, %v", v, err)
	}
}

// TestUnreachableEngine: OpenServing starts without the engine; its
// statements and Ready fail with hogql.ErrUnavailable, not a client error
// or a timeout, within the dial timeout.
func TestUnreachableEngine(t *testing.T) {
	ctx := context.Background()
	for _, url := range []string{
		"clickhouse://default@127.0.0.1:1/default?dial_timeout=1s",
		"clickhouse://default@127.0.0.1:1/default?dial_timeout=1s&protocol=http",
	} {
		cfg, err := clickhouse.ParseURL(url)
		if err != nil {
			t.Fatal(err)
		}
		c, _, err := clickhouse.OpenServing(ctx, cfg, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatalf("%s: OpenServing: %v", url, err)
		}
		defer c.Close()
		if err := c.Ready(ctx); !errors.Is(err, hogql.ErrUnavailable) {
			t.Errorf("%s: Ready = %v, want ErrUnavailable", url, err)
		}
		start := time.Now()
		_, err = clickhouse.NewRunner(c, clickhouse.RunnerOptions{}).Run(ctx, compiled("SELECT 1", "x UInt8"), hogql.RunOptions{})
		if !errors.Is(err, hogql.ErrUnavailable) || apierror.From(err) != nil || errors.Is(err, hogql.ErrTimeout) {
			t.Errorf("%s: Run = %v, want ErrUnavailable only", url, err)
		}
		if d := time.Since(start); d > 10*time.Second { // a bound on a hang, not a measurement
			t.Errorf("%s: Run took %s", url, d)
		}
	}
	// Open (migrate, sql) still refuses at once.
	cfg, _ := clickhouse.ParseURL("clickhouse://default@127.0.0.1:1/default?dial_timeout=1s")
	if _, err := clickhouse.Open(ctx, cfg, slog.New(slog.DiscardHandler)); err == nil {
		t.Error("Open of a closed port succeeded")
	}
}

// TestConnectCAFile: a CA file that cannot be read or holds no certificate
// is refused at once, naming the option.
func TestConnectCAFile(t *testing.T) {
	notPEM := filepath.Join(t.TempDir(), "ca.pem")
	if err := os.WriteFile(notPEM, []byte("not a certificate"), 0o600); err != nil {
		t.Fatal(err)
	}
	for file, want := range map[string]string{
		filepath.Join(t.TempDir(), "missing.pem"): "ca_file",
		notPEM: "holds no PEM certificate",
	} {
		cfg, err := clickhouse.ParseURL("clickhouse://h:9440/db?secure=true&ca_file=" + file)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := clickhouse.Connect(context.Background(), cfg, slog.New(slog.DiscardHandler)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Connect with ca_file %s: %v, want it to say %q", file, err, want)
		}
	}
}
