package clickhouse_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
	"github.com/burrow-analytics/burrow/clickhouse/clickhousetest"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store/engine"
)

// openClient connects to the test binary's server; each call is a new
// pool, as another process would have.
func openClient(t testing.TB) *clickhouse.Client {
	t.Helper()
	return clickhousetest.OpenURL(t, chdbtest.URL(t))
}

// compiled is a statement as the printer would hand it over.
func compiled(sql string, cols ...string) *hogql.Compiled {
	c := &hogql.Compiled{SQL: sql, Engine: hogql.ClickHouse, HasExplicitLimit: true}
	for _, col := range cols {
		name, typ, _ := strings.Cut(col, " ")
		c.Columns = append(c.Columns, name)
		c.Types = append(c.Types, typ)
	}
	return c
}

func TestRunnerValues(t *testing.T) {
	r := clickhouse.NewRunner(openClient(t), clickhouse.RunnerOptions{})
	c := compiled(`SELECT
		1 = 1 AS b, toUInt64(18446744073709551615) AS u64, toUInt32(7) AS u32, toInt8(-5) AS i8, 1.5 AS f,
		toFloat32(0.1) AS f32, 'x"<' AS s, toFixedString('ab', 2) AS fs, toDateTime('2024-01-02 03:04:05', 'Asia/Tokyo') AS dt,
		toDateTime64('2024-01-02 03:04:05.123', 3, 'UTC') AS dt64, toDate('2024-01-02') AS d, CAST(NULL, 'Nullable(String)') AS n,
		CAST(3, 'Nullable(Int64)') AS ni, [1, 2, 3] AS arr, [[1], []] AS nested, tuple(1, 'a') AS tup, map('k', 1, 'a', 2) AS m,
		'{"a":1,"b":[1.5,"x"]}' AS j, toUUID('01234567-89ab-cdef-0123-456789abcdef') AS id, toDecimal64(1.25, 2) AS dec,
		toLowCardinality('lc') AS lc, CAST([NULL, 'z'], 'Array(Nullable(String))') AS an`,
		"b Bool", "u64 UInt64", "u32 UInt64", "i8 Int64", "f Float64", "f32 Float64", "s String", "fs String", "dt DateTime",
		"dt64 DateTime", "d Date", "n Nullable(String)", "ni Nullable(Int64)", "arr Array(Int64)", "nested Array(Array)", "tup Array",
		"m JSON", "j JSON", "id String", "dec Float64", "lc String", "an Array(Nullable(String))")
	res, err := r.RunJSON(context.Background(), c, hogql.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := `[[true,18446744073709551615,7,-5,1.5,0.1,"x\"\u003c","ab","2024-01-01T18:04:05Z","2024-01-02T03:04:05.123Z","2024-01-02",null,3,` +
		`[1,2,3],[[1],[]],[1,"a"],{"a":2,"k":1},{"a":1,"b":[1.5,"x"]},"01234567-89ab-cdef-0123-456789abcdef",1.25,"lc",[null,"z"]]]`
	if string(res.JSON) != want {
		t.Errorf("RunJSON\n got %s\nwant %s", res.JSON, want)
	}
	rows, err := r.Run(context.Background(), c, hogql.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := rows.Rows[0][3]; got != int64(-5) {
		t.Errorf("Int8 = %T %v, want int64 -5", got, got)
	}
	if rows.Bytes <= 0 {
		t.Errorf("Bytes = %d", rows.Bytes)
	}
}

func TestRunnerLimitAndStream(t *testing.T) {
	r := clickhouse.NewRunner(openClient(t), clickhouse.RunnerOptions{})
	c := compiled("SELECT number FROM numbers(4)", "number UInt64")
	c.HasExplicitLimit, c.Limit = false, 3
	res, err := r.Run(context.Background(), c, hogql.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !res.HasMore || fmt.Sprint(res.Rows) != "[[0] [1] [2]]" {
		t.Errorf("rows %v, HasMore %v; want three rows and more", res.Rows, res.HasMore)
	}
	var streamed []any
	err = r.Stream(context.Background(), compiled("SELECT number * 2 FROM numbers(1000)", "x UInt64"), hogql.RunOptions{}, func(row []any) error {
		streamed = append(streamed, row[0])
		return nil
	})
	if err != nil || len(streamed) != 1000 || streamed[999] != int64(1998) {
		t.Fatalf("Stream: %d rows, last %v, %v", len(streamed), streamed[len(streamed)-1], err)
	}
	stop := errors.New("stop")
	err = r.Stream(context.Background(), compiled("SELECT number FROM numbers(1000)", "x UInt64"), hogql.RunOptions{}, func([]any) error { return stop })
	if err != stop {
		t.Fatalf("Stream with a failing emit: %v", err)
	}
}

func TestRunnerByteCap(t *testing.T) {
	r := clickhouse.NewRunner(openClient(t), clickhouse.RunnerOptions{})
	want := engine.ResultTooLarge(1000).Detail
	for name, sql := range map[string]string{
		"client count": "SELECT repeat('x', 100) FROM numbers(20)",
		// A block past max_result_bytes: the server refuses it (code 396).
		"server setting": "SELECT repeat('x', 100) FROM numbers(100000)",
	} {
		_, err := r.Run(context.Background(), compiled(sql, "s String"), hogql.RunOptions{MaxResultBytes: 1000})
		if e := apierror.From(err); e == nil || e.Detail != want {
			t.Errorf("%s: err = %v, want %q", name, err, want)
		}
	}
	// Without a cap, the same runs.
	if _, err := r.Run(context.Background(), compiled("SELECT repeat('x', 100) FROM numbers(20)", "s String"), hogql.RunOptions{}); err != nil {
		t.Fatal(err)
	}
}

func TestRunnerClientErrors(t *testing.T) {
	r := clickhouse.NewRunner(openClient(t), clickhouse.RunnerOptions{})
	for sql, want := range map[string]string{
		"SELECT nosuchcolumn":                   "nosuchcolumn",
		"SELECT nosuchfunction(1)":              "nosuchfunction",
		"SELEC 1":                               "Syntax error",
		"CREATE TABLE t (a Int8) ENGINE = Log":  "readonly",
		"SELECT throwIf(1, 'boom')":             "boom",
		"SELECT 1 / 0":                          "out of range",
		"SELECT arrayMap(x -> x, [1], [1, 2])":  "",
		"SELECT toInt64('not a number')":        "",
		"SELECT count() FROM no_such_table_xyz": "no_such_table_xyz",
	} {
		_, err := r.Run(context.Background(), compiled(sql, "x Float64"), hogql.RunOptions{})
		e := apierror.From(err)
		if e == nil || e.Code != hogql.CodeQuery || !strings.Contains(e.Detail, want) {
			t.Errorf("%s: err = %v, want a client error naming %q", sql, err, want)
		}
	}
	if _, err := r.Run(context.Background(), &hogql.Compiled{SQL: "SELECT 1", Engine: hogql.SQLite}, hogql.RunOptions{}); err == nil {
		t.Error("a statement compiled for SQLite ran on ClickHouse")
	}
}

// slow runs for minutes unless stopped, checking for a stop every 0.1 s.
const slow = "SELECT sleepEachRow(0.1) FROM numbers(3000) SETTINGS max_block_size = 1"

func TestRunnerTimeout(t *testing.T) {
	r := clickhouse.NewRunner(openClient(t), clickhouse.RunnerOptions{})
	_, err := r.Run(context.Background(), compiled(slow, "x UInt8"), hogql.RunOptions{Timeout: 500 * time.Millisecond})
	if !errors.Is(err, hogql.ErrTimeout) {
		t.Fatalf("err = %v, want ErrTimeout", err)
	}
}

// running reports whether the server runs query id.
func running(t *testing.T, c *clickhouse.Client, id string) bool {
	t.Helper()
	var n uint64
	if err := c.Conn.QueryRow(context.Background(), "SELECT count() FROM system.processes WHERE query_id = ?", id).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n > 0
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Minute) // a bound on a hang, not a measured time
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestRunnerCancelFromAnotherClient(t *testing.T) {
	r := clickhouse.NewRunner(openClient(t), clickhouse.RunnerOptions{})
	other := openClient(t) // another replica
	tag := fmt.Sprintf("query:1:cancel-%d:1", time.Now().UnixNano())
	var backend []int64
	var wg sync.WaitGroup
	var err error
	wg.Add(1)
	go func() {
		defer wg.Done()
		_, err = r.Run(context.Background(), compiled(slow, "x UInt8"), hogql.RunOptions{Tag: tag, OnBackend: func(b int64) { backend = append(backend, b) }})
	}()
	waitFor(t, "the statement to run", func() bool { return running(t, other, tag) })
	if err := clickhouse.NewRunner(other, clickhouse.RunnerOptions{}).Cancel(context.Background(), tag, 0); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	if !errors.Is(err, hogql.ErrCanceled) || errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want ErrCanceled (not the caller's context)", err)
	}
	if len(backend) != 1 {
		t.Errorf("OnBackend called %d times", len(backend))
	}
	waitFor(t, "the statement to end", func() bool { return !running(t, other, tag) })
}

func TestRunnerContextCancel(t *testing.T) {
	c := openClient(t)
	r := clickhouse.NewRunner(c, clickhouse.RunnerOptions{})
	tag := fmt.Sprintf("query:1:ctx-%d:1", time.Now().UnixNano())
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := r.Run(ctx, compiled(slow, "x UInt8"), hogql.RunOptions{Tag: tag})
		done <- err
	}()
	waitFor(t, "the statement to run", func() bool { return running(t, c, tag) })
	cancel()
	err := <-done
	if !errors.Is(err, hogql.ErrCanceled) || !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want ErrCanceled and context.Canceled", err)
	}
	waitFor(t, "the statement to stop on the server", func() bool { return !running(t, c, tag) })
	// The pool still works.
	if _, err := r.Run(context.Background(), compiled("SELECT 1", "x UInt8"), hogql.RunOptions{}); err != nil {
		t.Fatal(err)
	}
}

// TestRunnerParameters sends Args as the printer's {pN:Type} server-side
// parameters: values never enter the SQL text, whatever they hold.
func TestRunnerParameters(t *testing.T) {
	r := clickhouse.NewRunner(openClient(t), clickhouse.RunnerOptions{})
	nasty := "it's a \\ \t\n \"test\" 🎉 {p2:Int64} \\N NULL"
	c := compiled(`SELECT {p1:String} AS s, {p2:Int64} AS i, {p3:Float64} AS f, {p4:Bool} AS b, toDate({p5:String}) AS d,
		{p1:String} = 'x' AS again, length({p6:String}) AS empty`,
		"s String", "i Int64", "f Float64", "b Bool", "d Date", "again Bool", "empty UInt64")
	c.Args = []any{nasty, int64(-7), 1.5, true, "2024-01-02", ""}
	res, err := r.Run(context.Background(), c, hogql.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := []any{nasty, int64(-7), 1.5, true, "2024-01-02", false, int64(0)}
	if fmt.Sprintf("%#v", res.Rows[0]) != fmt.Sprintf("%#v", want) {
		t.Fatalf("row\n got %#v\nwant %#v", res.Rows[0], want)
	}
}
