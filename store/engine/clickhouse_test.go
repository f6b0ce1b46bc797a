package engine_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/clickhouse"
	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/engine"
)

// client is the connection to the shared server, closed after the tests.
var client *clickhouse.Client

func TestMain(m *testing.M) {
	engine.OpenClickHouse = openClickHouse
	engine.NewClickHouseRunner = func(maxMemoryUsage int64) hogql.Runner {
		return clickhouse.NewRunner(client, clickhouse.RunnerOptions{MaxMemoryUsage: maxMemoryUsage})
	}
	code := chdbtest.Main(m)
	if client != nil {
		client.Close()
	}
	os.Exit(code)
}

// mirrored are the store's tables copied as they are (events go through
// CopyEvents; sessions come from ClickHouse's materialized view).
var mirrored = []string{"persons", "person_distinct_ids", "session_recordings", "plugin_log_entries"}

// openClickHouse applies the schema on the shared server and copies db's
// rows into it: events with CopyEvents, the other tables as JSON rows at
// version 1.
func openClickHouse(t testing.TB, db *store.DB) hogql.Runner {
	t.Helper()
	ctx := context.Background()
	cfg, err := clickhouse.ParseURL(chdbtest.URL(t))
	if err != nil {
		t.Fatal(err)
	}
	client, err = clickhouse.Open(ctx, cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := client.CopyEvents(ctx, db, 0, nil); err != nil {
		t.Fatal(err)
	}
	for _, table := range mirrored {
		rows, err := jsonRows(ctx, db, table)
		if err != nil {
			t.Fatal(err)
		}
		q := "INSERT INTO " + table + " SETTINGS date_time_input_format = 'best_effort', input_format_skip_unknown_fields = 1 FORMAT JSONEachRow\n" + strings.Join(rows, "\n")
		if err := client.Conn.Exec(ctx, q); err != nil {
			t.Fatalf("load %s: %v", table, err)
		}
	}
	return clickhouse.NewRunner(client, clickhouse.RunnerOptions{})
}

// jsonRows reads every row of table as a JSON object of its columns, with
// version 1.
func jsonRows(ctx context.Context, db *store.DB, table string) ([]string, error) {
	rows, err := db.Bun.QueryContext(ctx, "SELECT * FROM "+table)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", table, err)
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	var out []string
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, fmt.Errorf("read %s: %w", table, err)
		}
		m := map[string]any{"version": 1, "is_deleted": 0}
		for i, c := range cols {
			v := vals[i]
			if b, ok := v.([]byte); ok {
				v = string(b)
			}
			m[c] = v
		}
		b, err := json.Marshal(m)
		if err != nil {
			return nil, err
		}
		out = append(out, string(b))
	}
	return out, rows.Err()
}
