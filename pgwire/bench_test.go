package pgwire_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"testing"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// The wire beside REST on SQLite, in-process: a 50-row statement (pgx's
// extended protocol, binary results, against POST query/) and a stream of
// 1,000,000 rows (against POST query/export/ as NDJSON). Figures in
// BENCHMARKS.md; run with
//
//	go test ./pgwire/ -run XXX -bench . -benchtime 20x

const (
	bench50     = "SELECT uuid, event, distinct_id, timestamp FROM events ORDER BY timestamp LIMIT 50"
	benchStream = "SELECT e.uuid, e.timestamp, n.number FROM events e CROSS JOIN numbers(1000) n"
)

func benchEnv(b *testing.B) (*servertest.Env, *wire) {
	b.Helper()
	env := servertest.Start(b, storetest.Open(b, storetest.SQLiteURL(b)))
	env.AddEvents(b, env.Project.ID, 1000)
	return env, startWireAny(b, env)
}

func BenchmarkWire50Rows(b *testing.B) {
	env, w := benchEnv(b)
	c := w.connectTB(b, env.Key, env.Project.ID)
	ctx := context.Background()
	b.ResetTimer()
	for b.Loop() {
		rows, err := c.Query(ctx, bench50)
		if err != nil {
			b.Fatal(err)
		}
		n := 0
		for rows.Next() {
			if _, err := rows.Values(); err != nil {
				b.Fatal(err)
			}
			n++
		}
		if rows.Err() != nil || n != 50 {
			b.Fatalf("%d rows: %v", n, rows.Err())
		}
	}
}

func BenchmarkREST50Rows(b *testing.B) {
	env, _ := benchEnv(b)
	body, _ := json.Marshal(map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": bench50}, "refresh": "force_blocking"})
	url := fmt.Sprintf("%s/api/environments/%d/query/", env.URL, env.Project.ID)
	b.ResetTimer()
	for b.Loop() {
		var out struct {
			Results [][]any `json:"results"`
		}
		post(b, url, env.Key, body, &out)
		if len(out.Results) != 50 {
			b.Fatalf("%d rows", len(out.Results))
		}
	}
}

func BenchmarkWireStream1M(b *testing.B) {
	env, w := benchEnv(b)
	c := w.connectTB(b, env.Key, env.Project.ID)
	ctx := context.Background()
	b.ResetTimer()
	for b.Loop() {
		rows, err := c.Query(ctx, benchStream)
		if err != nil {
			b.Fatal(err)
		}
		n := 0
		for rows.Next() {
			n++
		}
		if rows.Err() != nil || n != 1_000_000 {
			b.Fatalf("%d rows: %v", n, rows.Err())
		}
	}
}

func BenchmarkRESTExport1M(b *testing.B) {
	env, _ := benchEnv(b)
	body, _ := json.Marshal(map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": benchStream}, "format": "ndjson"})
	url := fmt.Sprintf("%s/api/environments/%d/query/export/", env.URL, env.Project.ID)
	b.ResetTimer()
	for b.Loop() {
		req, _ := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+env.Key)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		data, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil || resp.StatusCode != 200 || bytes.Count(data, []byte("\n")) != 1_000_000 {
			b.Fatalf("%d, %d lines: %v", resp.StatusCode, bytes.Count(data, []byte("\n")), err)
		}
	}
}

func post(b *testing.B, url, key string, body []byte, out any) {
	b.Helper()
	req, _ := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		b.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		data, _ := io.ReadAll(resp.Body)
		b.Fatalf("%d %s", resp.StatusCode, data)
	}
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		b.Fatal(err)
	}
}
