package rest_test

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
)

// TestExport streams results past the 50,000-row cap of POST query/ as CSV
// and NDJSON, and answers errors before the first row in the envelope.
func TestExport(t *testing.T) {
	t.Parallel()
	cfg := servertest.QueryConfig()
	cfg.StatementTimeout = 5 * time.Minute // 50,002 rows take a while under -race on a busy machine
	servertest.EachQuery(t, cfg, func(t *testing.T, env *servertest.Env) {
		// 50,002 rows: more than any query result may hold. numbers()
		// makes them in the database without a fixture to insert (a join
		// of inserted events cost SQLite half a minute under -race).
		const total = 50_002
		series := fmt.Sprintf("SELECT concat('row-', toString(number)) AS x, toString(number * 7) AS n FROM numbers(%d)", total)
		capped := env.Do(t, "POST", queryPath(env, ""), env.Key, sqlBody(series+" LIMIT 50001", nil))
		var res struct {
			Results [][]any `json:"results"`
		}
		if capped.Status != 200 {
			t.Fatalf("POST query/: %d %.300s", capped.Status, capped.Body)
		}
		capped.JSON(t, &res)
		if len(res.Results) != 50_000 {
			t.Fatalf("POST query/ returned %d rows, want the 50,000 cap", len(res.Results))
		}

		r := env.Do(t, "POST", queryPath(env, "export/"), env.Key, sqlBody(series, nil))
		if r.Status != 200 || r.Header.Get("Content-Type") != "text/csv; charset=utf-8" {
			t.Fatalf("csv export: %d %v %.300s", r.Status, r.Header, r.Body)
		}
		records, err := csv.NewReader(bytes.NewReader(r.Body)).ReadAll()
		if err != nil || len(records) != total+1 || strings.Join(records[0], ",") != "x,n" {
			t.Fatalf("csv export: %d records (%v), header %v", len(records), err, records[0])
		}
		// Every row once, none lost or repeated past the cap.
		seen := make([]bool, total)
		for _, rec := range records[1:] {
			i, err := strconv.Atoi(strings.TrimPrefix(rec[0], "row-"))
			if err != nil || i < 0 || i >= total || seen[i] || rec[0] != fmt.Sprint("row-", i) || rec[1] != strconv.Itoa(7*i) {
				t.Fatalf("csv export: unexpected or repeated record %q", rec)
			}
			seen[i] = true
		}
		// An explicit LIMIT is honoured, not capped.
		r = env.Do(t, "POST", queryPath(env, "export/?format=ndjson"), env.Key, sqlBody(series+" ORDER BY number DESC LIMIT 50001", nil))
		if r.Status != 200 || r.Header.Get("Content-Type") != "application/x-ndjson" {
			t.Fatalf("ndjson export: %d %v %.300s", r.Status, r.Header, r.Body)
		}
		lines := 0
		sc := bufio.NewScanner(bytes.NewReader(r.Body))
		for sc.Scan() {
			var row struct {
				X string  `json:"x"`
				N *string `json:"n"`
			}
			i := total - 1 - lines
			if err := json.Unmarshal(sc.Bytes(), &row); err != nil || row.X != fmt.Sprint("row-", i) || row.N == nil || *row.N != fmt.Sprint(7*i) {
				t.Fatalf("ndjson line %d: %s (%v), want row-%d", lines, sc.Bytes(), err, i)
			}
			lines++
		}
		if lines != 50_001 {
			t.Errorf("ndjson export: %d lines, want 50001", lines)
		}

		// Values: NULL is an empty cell (CSV) or null (NDJSON); repeated
		// names stay in CSV and get a suffix in NDJSON; text is not escaped.
		small := "SELECT 'a < b, \"c\"' AS s, NULL AS z, 1.5 AS f, true AS b, 2, 2"
		r = env.Do(t, "POST", queryPath(env, "export/"), env.Key, sqlBody(small, map[string]any{"format": "csv"}))
		if got := string(r.Body); got != "s,z,f,b,2,2\n\"a < b, \"\"c\"\"\",,1.5,true,2,2\n" {
			t.Errorf("csv values: %q", got)
		}
		r = env.Do(t, "POST", queryPath(env, "export/"), env.Key, sqlBody(small, map[string]any{"format": "ndjson"}))
		if got := string(r.Body); got != `{"s":"a < b, \"c\"","z":null,"f":1.5,"b":true,"2":2,"2_2":2}`+"\n" {
			t.Errorf("ndjson values: %q", got)
		}
		// An empty result is the header alone (CSV) or nothing (NDJSON).
		none := "SELECT event FROM events WHERE event = 'nothing'"
		if r = env.Do(t, "POST", queryPath(env, "export/"), env.Key, sqlBody(none, nil)); r.Status != 200 || string(r.Body) != "event\n" {
			t.Errorf("empty csv: %d %q", r.Status, r.Body)
		}
		if r = env.Do(t, "POST", queryPath(env, "export/?format=ndjson"), env.Key, sqlBody(none, nil)); r.Status != 200 || len(r.Body) != 0 {
			t.Errorf("empty ndjson: %d %q", r.Status, r.Body)
		}

		// Errors before any row are answered in the envelope.
		env.Do(t, "POST", queryPath(env, "export/"), env.Key, sqlBody("SELEC 1", nil)).ExpectError(t, 400, "sql_syntax_error", "query")
		env.Do(t, "POST", queryPath(env, "export/"), env.Key, sqlBody("SELECT nope FROM events", nil)).ExpectError(t, 400, "sql_query_error", "query")
		env.Do(t, "POST", queryPath(env, "export/?format=xml"), env.Key, sqlBody("SELECT 1", nil)).ExpectError(t, 400, "invalid_input", "format")
		env.Do(t, "POST", queryPath(env, "export/?format=csv"), env.Key, sqlBody("SELECT 1", map[string]any{"format": "ndjson"})).ExpectError(t, 400, "invalid_input", "format")
		env.Do(t, "POST", queryPath(env, "export/"), env.Key, map[string]any{}).ExpectError(t, 400, "invalid_input", "query")
		trends := map[string]any{"query": map[string]any{"kind": "TrendsQuery", "series": []any{map[string]any{"kind": "EventsNode", "event": "$pageview"}}}}
		env.Do(t, "POST", queryPath(env, "export/"), env.Key, trends).ExpectError(t, 400, "invalid_input", "query.kind")
		env.Do(t, "POST", queryPath(env, "export/"), env.Key, "{").ExpectError(t, 400, "parse_error", "")
		env.Do(t, "POST", queryPath(env, "export/"), "", sqlBody("SELECT 1", nil)).ExpectError(t, 401, "not_authenticated", "")
		reader := env.NewKey(t, []string{"person:read"}, nil)
		env.Do(t, "POST", queryPath(env, "export/"), reader, sqlBody("SELECT 1", nil)).ExpectError(t, 403, "permission_denied", "")
		// query:read is the scope.
		queryKey := env.NewKey(t, []string{"query:read"}, nil)
		if r := env.Do(t, "POST", queryPath(env, "export/"), queryKey, sqlBody("SELECT 1 AS one", nil)); r.Status != 200 || string(r.Body) != "one\n1\n" {
			t.Errorf("query:read key: %d %q", r.Status, r.Body)
		}
		// The route does not shadow a query status named "export".
		env.Get(t, queryPath(env, "export/"), env.Key).ExpectError(t, 404, "not_found", "")
	})
}

// TestExportTimeout checks that the statement timeout bounds an export: a
// statement that runs past it is answered 400 query_timeout before any row.
func TestExportTimeout(t *testing.T) {
	t.Parallel()
	cfg := servertest.QueryConfig()
	cfg.StatementTimeout = 300 * time.Millisecond
	servertest.EachQuery(t, cfg, func(t *testing.T, env *servertest.Env) {
		insertEvents(t, env.DB, env.Project.ID, servertest.SlowQueryRows)
		r := env.Do(t, "POST", queryPath(env, "export/"), env.Key, sqlBody(servertest.SlowQuerySQL, nil))
		r.ExpectError(t, 400, "query_timeout", "")
	})
}

// TestExportCutShort checks that a failure after rows were sent aborts the
// transfer rather than ending it as if complete: the timeout strikes while
// rows stream to a client that reads slowly.
func TestExportCutShort(t *testing.T) {
	cfg := servertest.QueryConfig()
	cfg.StatementTimeout = 500 * time.Millisecond
	servertest.EachQuery(t, cfg, func(t *testing.T, env *servertest.Env) {
		insertEvents(t, env.DB, env.Project.ID, 600)
		body, _ := json.Marshal(sqlBody("SELECT a.uuid, b.uuid, a.properties FROM events a JOIN events b ON 1 = 1", nil))
		req, _ := http.NewRequest("POST", env.URL+queryPath(env, "export/"), bytes.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+env.Key)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return // cut before the response arrived: a failed transfer too
		}
		defer resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("status %d", resp.StatusCode)
		}
		// Read slowly until the statement timeout has passed, then drain.
		buf := make([]byte, 4096)
		deadline := time.Now().Add(2 * time.Second)
		for time.Now().Before(deadline) {
			if _, err := resp.Body.Read(buf); err != nil {
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		_, err = io.Copy(io.Discard, resp.Body)
		if err == nil || errors.Is(err, io.EOF) {
			t.Errorf("a transfer cut by the timeout ended cleanly (err %v)", err)
		}
	})
}
