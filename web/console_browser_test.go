package web_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/seed"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// consoleEvents are the rows the console tests query: three event names
// over four days, with a different count each day, so that the per-day
// query draws a line and the per-event query draws bars.
func addConsoleEvents(t *testing.T, env *servertest.Env) {
	t.Helper()
	day0 := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	var rows []store.Event
	for day := range 4 {
		for i, name := range []string{"$pageview", "signed_up", "purchase"} {
			for k := range (day+1)*(3-i) + 1 {
				n := len(rows)
				rows = append(rows, store.Event{
					UUID: fmt.Sprintf("00000000-0000-4000-8000-%012d", n), TeamID: env.Project.ID, Event: name,
					DistinctID: fmt.Sprint("user-", k%5), Properties: json.RawMessage(fmt.Sprintf(`{"$browser":%q}`, []string{"Chrome", "Firefox"}[k%2])),
					Timestamp: day0.Add(time.Duration(day)*24*time.Hour + time.Duration(k)*time.Minute), CreatedAt: day0,
				})
			}
		}
	}
	// The rows of the slow statement (a self-join of one event name).
	for k := range servertest.SlowQueryRows {
		rows = append(rows, store.Event{
			UUID: fmt.Sprintf("00000000-0000-4000-9000-%012d", k), TeamID: env.Project.ID, Event: "slow",
			DistinctID: "slow", Properties: json.RawMessage(`{}`), Timestamp: day0, CreatedAt: day0,
		})
	}
	for chunk := range slices.Chunk(rows, 500) {
		if _, err := env.DB.Bun.NewInsert().Model(&chunk).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
}

const (
	// byEventSQL has categories, numbers beyond a double's precision and a
	// float whose shortest form is long: the table must show them as the
	// API writes them.
	byEventSQL = "SELECT event, count() AS n, 9007199254740993 AS big, 0.1 + 0.2 AS f, uniq(distinct_id) AS users\n" +
		"FROM events\nWHERE event != 'slow'\nGROUP BY event\nORDER BY n DESC, event"
	perDaySQL = "SELECT toStartOfDay(timestamp) AS day, count() AS n\nFROM events\nWHERE event != 'slow'\nGROUP BY day\nORDER BY day"
	// syntaxErrorSQL fails on its third line.
	syntaxErrorSQL = "SELECT event\nFROM events\nWHERE AND event = 'x'"
)

// restTable runs sql through REST and returns its columns and its rows as
// the page should show them: strings as they are, numbers as written in the
// JSON, anything else as JSON.
func restTable(t *testing.T, env *servertest.Env, sql string) (columns []string, rows [][]string) {
	t.Helper()
	resp := env.Do(t, http.MethodPost, fmt.Sprintf("/api/projects/%d/query/", env.Project.ID), env.Key,
		map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": sql}})
	if resp.Status != http.StatusOK {
		t.Fatalf("REST query: %d %s", resp.Status, resp.Body)
	}
	return decodeResult(t, resp.Body)
}

func decodeResult(t *testing.T, body []byte) (columns []string, rows [][]string) {
	t.Helper()
	var res struct {
		Columns []string            `json:"columns"`
		Results [][]json.RawMessage `json:"results"`
	}
	if err := json.Unmarshal(body, &res); err != nil {
		t.Fatalf("decode result: %v: %s", err, body)
	}
	for _, r := range res.Results {
		row := make([]string, len(r))
		for i, raw := range r {
			var s string
			if json.Unmarshal(raw, &s) == nil {
				row[i] = s
			} else {
				row[i] = string(raw)
			}
		}
		rows = append(rows, row)
	}
	return res.Columns, rows
}

// pageTable reads the console's result table.
func pageTable(t *testing.T, b *pageBrowser) (columns []string, rows [][]string) {
	t.Helper()
	var out struct {
		Head []string   `json:"head"`
		Rows [][]string `json:"rows"`
	}
	b.eval(t, `(() => {
		const t = document.querySelector('[data-testid="console-table"]');
		return {
			head: [...t.tHead.querySelectorAll('th')].map((c) => c.textContent),
			rows: [...t.tBodies[0].rows].map((r) => [...r.cells].map((c) => c.textContent)),
		};
	})()`, &out)
	return out.Head, out.Rows
}

func sameTable(t *testing.T, what string, gotCols, wantCols []string, got, want [][]string) {
	t.Helper()
	if !slices.Equal(gotCols, wantCols) {
		t.Errorf("%s: columns %q, REST %q", what, gotCols, wantCols)
	}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("%s: rows\n%q\nREST\n%q", what, got, want)
	}
	if len(want) == 0 {
		t.Errorf("%s: REST returned no rows: the comparison proves nothing", what)
	}
}

// statusIs is the JavaScript condition "console-status has this state".
func statusIs(state string) string {
	return `document.querySelector('[data-testid="console-status"]').dataset.state === ` + jsString(state)
}

// runSQL types sql, picks the mode and presses Run.
func runSQL(t *testing.T, b *pageBrowser, sql, mode string) {
	t.Helper()
	b.do(t,
		chromedp.SetValue(testID("console-sql"), sql, chromedp.ByQuery),
		chromedp.SetValue(testID("console-mode"), mode, chromedp.ByQuery),
		// Record every state the status goes through, from the click on.
		chromedp.Evaluate(`(() => {
			const el = document.querySelector('[data-testid="console-status"]');
			window.seenStates = [];
			if (window.stateObserver) window.stateObserver.disconnect();
			window.stateObserver = new MutationObserver(() => window.seenStates.push(el.dataset.state));
			window.stateObserver.observe(el, { attributes: true, attributeFilter: ['data-state'] });
		})()`, nil),
		chromedp.Click(testID("console-run"), chromedp.ByQuery),
	)
}

func queryID(t *testing.T, b *pageBrowser) string {
	t.Helper()
	var id string
	b.eval(t, `document.querySelector('[data-testid="console-status"]').dataset.queryId || ''`, &id)
	return id
}

// restStatus reads a query's status through REST.
func restStatus(t *testing.T, env *servertest.Env, id string) (status struct {
	Complete     bool            `json:"complete"`
	Error        bool            `json:"error"`
	ErrorMessage *string         `json:"error_message"`
	PickupTime   *string         `json:"pickup_time"`
	Results      json.RawMessage `json:"results"`
}) {
	t.Helper()
	resp := env.Get(t, fmt.Sprintf("/api/projects/%d/query/%s/", env.Project.ID, id), env.Key)
	if resp.Status != http.StatusOK {
		t.Fatalf("REST status of %s: %d %s", id, resp.Status, resp.Body)
	}
	var body struct {
		QueryStatus json.RawMessage `json:"query_status"`
	}
	resp.JSON(t, &body)
	if err := json.Unmarshal(body.QueryStatus, &status); err != nil {
		t.Fatal(err)
	}
	return status
}

// TestConsoleInBrowser drives /console in headless Chromium on both
// databases: a blocking run whose table matches REST and whose chart is
// drawn, a line chart, a syntax error at its position, an async run
// followed to completion, a run cancelled from the page and one cancelled
// by another client, a CSV download, and no request leaving 127.0.0.1.
func TestConsoleInBrowser(t *testing.T) {
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		addConsoleEvents(t, env)
		b := startBrowser(t)
		project := strconv.FormatInt(env.Project.ID, 10)

		// A new user opens / and follows its link to the console.
		b.do(t,
			chromedp.Navigate(env.URL+"/"),
			chromedp.WaitVisible(`a[href="/console"]`, chromedp.ByQuery),
			// Clicked from the page: the playground may render the link
			// again between the wait and a click by node id, which then
			// fails with "Could not find node with given id".
			chromedp.Evaluate(`document.querySelector('a[href="/console"]').click()`, nil),
			chromedp.WaitVisible(testID("console-key"), chromedp.ByQuery),
			chromedp.SendKeys(testID("console-key"), env.Key+"\t", chromedp.ByQuery),
		)
		b.waitFor(t, "the key's project in the picker",
			`document.querySelector('[data-testid="console-project"]').value === `+jsString(project))

		t.Run("completion", func(t *testing.T) {
			b.do(t,
				chromedp.Evaluate(`document.querySelector('[data-testid="console-sql"]').value = ''`, nil),
				chromedp.SendKeys(testID("console-sql"), "SELECT count() FROM events e WHERE e.dis", chromedp.ByQuery),
			)
			b.waitFor(t, "the completion list", `(() => {
				const list = document.getElementById('completions');
				return !list.hidden && list.querySelector('li.active').firstChild.textContent === 'distinct_id';
			})()`)
			b.do(t, chromedp.SendKeys(testID("console-sql"), "\t", chromedp.ByQuery))
			var sql string
			b.eval(t, `document.querySelector('[data-testid="console-sql"]').value`, &sql)
			if sql != "SELECT count() FROM events e WHERE e.distinct_id" {
				t.Errorf("after Tab: %q", sql)
			}
		})

		t.Run("blocking run: table as REST, bar chart", func(t *testing.T) {
			runSQL(t, b, byEventSQL, "blocking")
			b.waitFor(t, "complete", statusIs("complete"))
			cols, rows := pageTable(t, b)
			wantCols, wantRows := restTable(t, env, byEventSQL)
			sameTable(t, "by event", cols, wantCols, rows, wantRows)
			if len(rows) > 0 && rows[0][2] != "9007199254740993" {
				t.Errorf("big integer shown as %q", rows[0][2])
			}
			var chart struct {
				Kind string `json:"kind"`
				Bars int    `json:"bars"`
			}
			b.eval(t, `(() => {
				const c = document.querySelector('[data-testid="console-chart"]');
				return { kind: c.dataset.kind, bars: c.querySelectorAll('svg rect.bar').length };
			})()`, &chart)
			// One bar per row for each numeric column (n, big, f, users).
			if chart.Kind != "bar" || chart.Bars != 4*len(wantRows) {
				t.Errorf("chart %+v, want bar with %d bars", chart, 4*len(wantRows))
			}
		})

		t.Run("line chart of a time series", func(t *testing.T) {
			runSQL(t, b, perDaySQL, "blocking")
			b.waitFor(t, "line chart", statusIs("complete")+` && document.querySelector('[data-testid="console-chart"]').dataset.kind === "line"`)
			cols, rows := pageTable(t, b)
			wantCols, wantRows := restTable(t, env, perDaySQL)
			sameTable(t, "per day", cols, wantCols, rows, wantRows)
			var points int
			b.eval(t, `document.querySelectorAll('[data-testid="console-chart"] svg path.series').length * 1000 +
				document.querySelectorAll('[data-testid="console-chart"] svg circle').length`, &points)
			if points != 1000+len(wantRows) {
				t.Errorf("line chart: %d paths and %d points, want 1 and %d", points/1000, points%1000, len(wantRows))
			}
		})

		t.Run("syntax error at its position", func(t *testing.T) {
			resp := env.Do(t, http.MethodPost, "/api/projects/"+project+"/query/", env.Key,
				map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": syntaxErrorSQL}})
			body := resp.ExpectError(t, http.StatusBadRequest, "sql_syntax_error", "query")
			detail := body["detail"].(string)
			where := fmt.Sprintf("line %v, column %v", body["line"], body["column"])
			if !strings.Contains(detail, where) || body["line"] != 3.0 {
				t.Fatalf("REST error %s does not say %q on line 3", resp.Body, where)
			}
			b.expectProblem("status of 400 (Bad Request) " + env.URL + "/api/projects/" + project + "/query/")
			runSQL(t, b, syntaxErrorSQL, "blocking")
			b.waitFor(t, "error state", statusIs("error"))
			var shown struct {
				Visible bool   `json:"visible"`
				Text    string `json:"text"`
			}
			b.eval(t, `(() => {
				const e = document.querySelector('[data-testid="console-error"]');
				return { visible: !!(e.offsetWidth || e.offsetHeight), text: e.innerText };
			})()`, &shown)
			if !shown.Visible || !strings.Contains(shown.Text, detail) {
				t.Errorf("console-error visible=%v %q, want the server's message %q", shown.Visible, shown.Text, detail)
			}
		})

		t.Run("async run followed to completion", func(t *testing.T) {
			runSQL(t, b, byEventSQL, "async")
			b.waitFor(t, "complete", statusIs("complete"))
			id := queryID(t, b)
			if id == "" {
				t.Fatal("no data-query-id on console-status for an async run")
			}
			var seen []string
			b.eval(t, `window.seenStates`, &seen)
			if i := slices.Index(seen, "running"); i < 0 || !slices.Contains(seen[i:], "complete") {
				t.Errorf("states %q, want running then complete", seen)
			}
			st := restStatus(t, env, id)
			if !st.Complete || st.Error {
				t.Fatalf("REST status of %s: %+v", id, st)
			}
			cols, rows := pageTable(t, b)
			wantCols, wantRows := decodeResult(t, st.Results)
			sameTable(t, "async result", cols, wantCols, rows, wantRows)
		})

		// startSlow starts the slow statement in the background and waits
		// until the server runs it.
		startSlow := func(t *testing.T) string {
			t.Helper()
			runSQL(t, b, servertest.SlowQuerySQL, "async")
			b.waitFor(t, "running with a query id", statusIs("running")+
				` && !!document.querySelector('[data-testid="console-status"]').dataset.queryId`)
			id := queryID(t, b)
			for deadline := time.Now().Add(time.Minute); restStatus(t, env, id).PickupTime == nil; {
				if time.Now().After(deadline) {
					t.Fatalf("query %s never picked up", id)
				}
				time.Sleep(20 * time.Millisecond)
			}
			var cancelShown bool
			b.eval(t, `(() => { const c = document.querySelector('[data-testid="console-cancel"]'); return !c.disabled && !!(c.offsetWidth || c.offsetHeight); })()`, &cancelShown)
			if !cancelShown {
				t.Error("console-cancel not visible and enabled while a query runs")
			}
			return id
		}
		expectCancelled := func(t *testing.T, id string) {
			t.Helper()
			b.waitFor(t, "cancelled", statusIs("cancelled"))
			st := restStatus(t, env, id)
			if !st.Complete || !st.Error || st.ErrorMessage == nil || *st.ErrorMessage != "Query cancelled" {
				t.Errorf("REST status of %s after cancel: %+v", id, st)
			}
		}

		t.Run("cancel from the page", func(t *testing.T) {
			id := startSlow(t)
			b.do(t, chromedp.Click(testID("console-cancel"), chromedp.ByQuery))
			expectCancelled(t, id)
		})

		t.Run("cancelled by another client, seen live", func(t *testing.T) {
			id := startSlow(t)
			if resp := env.Do(t, http.MethodDelete, "/api/projects/"+project+"/query/"+id+"/", env.Key, nil); resp.Status != http.StatusNoContent {
				t.Fatalf("DELETE: %d %s", resp.Status, resp.Body)
			}
			expectCancelled(t, id)
		})

		t.Run("CSV download", func(t *testing.T) {
			runSQL(t, b, byEventSQL, "blocking")
			b.waitFor(t, "complete", statusIs("complete"))
			dir := t.TempDir()
			b.do(t,
				browser.SetDownloadBehavior(browser.SetDownloadBehaviorBehaviorAllow).WithDownloadPath(dir),
				chromedp.Click(testID("console-csv"), chromedp.ByQuery),
			)
			file := filepath.Join(dir, "burrow-query.csv")
			var data []byte
			for deadline := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
				var err error
				if data, err = os.ReadFile(file); err == nil && len(data) > 0 {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("no download in %s", dir)
				}
			}
			records, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
			if err != nil {
				t.Fatalf("CSV: %v\n%s", err, data)
			}
			wantCols, wantRows := restTable(t, env, byEventSQL)
			if len(records) == 0 || !slices.Equal(records[0], wantCols) || !slices.EqualFunc(records[1:], wantRows, slices.Equal) {
				t.Errorf("CSV\n%s\nwant columns %q rows %q", data, wantCols, wantRows)
			}
		})

		t.Run("key and statement filled in, run at once", func(t *testing.T) {
			// As a script fills fields: one input event each, no change
			// event, and Run pressed before the projects have loaded.
			b.do(t,
				chromedp.Evaluate(`localStorage.clear()`, nil),
				chromedp.Reload(),
				chromedp.WaitVisible(testID("console-run"), chromedp.ByQuery),
				chromedp.Evaluate(`(() => {
					const fill = (id, v) => {
						const el = document.querySelector('[data-testid="' + id + '"]');
						el.focus();
						el.value = v;
						el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: v }));
					};
					fill('console-key', `+jsString(env.Key)+`);
					fill('console-sql', `+jsString(byEventSQL)+`);
					document.querySelector('[data-testid="console-run"]').click();
				})()`, nil),
			)
			b.waitFor(t, "complete", statusIs("complete"))
			cols, rows := pageTable(t, b)
			wantCols, wantRows := restTable(t, env, byEventSQL)
			sameTable(t, "filled in", cols, wantCols, rows, wantRows)
			var listHidden bool
			b.eval(t, `document.getElementById('completions').hidden`, &listHidden)
			if !listHidden {
				t.Error("filling the statement in opened the completion list")
			}
		})

		b.checkOffline(t)
		requests := b.requestURLs()
		if !slices.ContainsFunc(requests, func(u string) bool {
			return strings.HasPrefix(u, "ws://127.0.0.1:") && strings.HasSuffix(u, "/graphql")
		}) {
			t.Errorf("the console never opened the GraphQL websocket: %q", requests)
		}
	})
}

// TestConsoleExamplesInBrowser runs every example of the console's sidebar
// on demo data (burrow seed) on both databases: each completes and draws a
// chart. With BURROW_SCREENSHOT=FILE it saves a PNG of the console showing
// the "Daily users by browser" example (the README's screenshot:
// BURROW_SCREENSHOT=$PWD/docs/console.png go test ./web -run Examples).
func TestConsoleExamplesInBrowser(t *testing.T) {
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		if _, err := seed.Run(context.Background(), env.DB, env.Project.ID, seed.Options{Persons: 60, Events: 4000, Seed: seed.DefaultSeed}); err != nil {
			t.Fatal(err)
		}
		b := startBrowser(t)
		b.do(t,
			chromedp.Navigate(env.URL+"/console#key="+env.Key),
			chromedp.WaitVisible(testID("console-run"), chromedp.ByQuery),
		)
		b.waitFor(t, "the project picker", `document.querySelector('[data-testid="console-project"]').value !== ""`)
		var examples []string
		b.eval(t, `[...document.querySelectorAll('#examples button')].map((b) => b.textContent)`, &examples)
		if len(examples) < 3 {
			t.Fatalf("examples: %q", examples)
		}
		for i, name := range examples {
			b.do(t,
				chromedp.Click(fmt.Sprintf(`#examples li:nth-child(%d) button`, i+1), chromedp.ByQuery),
				chromedp.Click(testID("console-run"), chromedp.ByQuery),
			)
			b.waitFor(t, name+" finished", `['complete', 'error'].includes(document.querySelector('[data-testid="console-status"]').dataset.state)`)
			var got struct {
				State string `json:"state"`
				Error string `json:"error"`
				Kind  string `json:"kind"`
				Rows  int    `json:"rows"`
			}
			b.eval(t, `({
				state: document.querySelector('[data-testid="console-status"]').dataset.state,
				error: document.querySelector('[data-testid="console-error"]').innerText,
				kind: document.querySelector('[data-testid="console-chart"]').dataset.kind,
				rows: document.querySelector('[data-testid="console-table"] tbody').rows.length,
			})`, &got)
			if got.State != "complete" || got.Rows == 0 || (got.Kind != "line" && got.Kind != "bar") {
				t.Errorf("example %q: %+v", name, got)
			}
			if shot := os.Getenv("BURROW_SCREENSHOT"); shot != "" && name == "Daily users by browser" && env.DB.Dialect == store.SQLite {
				var png []byte
				b.do(t, chromedp.EmulateViewport(1400, 1050), chromedp.CaptureScreenshot(&png))
				if err := os.WriteFile(shot, png, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
		b.checkOffline(t)
	})
}

// TestConsoleKeyTypedWhileLoading types a key into the console while its
// scripts are still on their way (held by the browser until the first
// characters are in), as a user on a slow page does: the part typed before
// the scripts ran is not sent (no 401 in the browser's log), and the whole
// key, once typed, loads the key's projects.
func TestConsoleKeyTypedWhileLoading(t *testing.T) {
	env := servertest.Start(t, storetest.Open(t, storetest.SQLiteURL(t)))
	b := startBrowser(t)

	// Hold key.js (the first deferred script: the others run after it).
	held := make(chan fetch.RequestID, 1)
	chromedp.ListenTarget(b.ctx, func(ev any) {
		if ev, ok := ev.(*fetch.EventRequestPaused); ok {
			held <- ev.RequestID
		}
	})
	b.do(t, fetch.Enable().WithPatterns([]*fetch.RequestPattern{{URLPattern: "*/app/key.*"}}))
	b.do(t,
		// page.Navigate returns at once: chromedp.Navigate would wait for
		// the load event, which waits for the held script.
		chromedp.ActionFunc(func(ctx context.Context) error {
			_, _, errText, _, err := page.Navigate(env.URL + "/console").Do(ctx)
			if err == nil && errText != "" {
				err = errors.New(errText)
			}
			return err
		}),
		chromedp.WaitVisible(testID("console-key"), chromedp.ByQuery),
		chromedp.SendKeys(testID("console-key"), env.Key[:20], chromedp.ByQuery),
	)
	var id fetch.RequestID
	select {
	case id = <-held:
	case <-time.After(waitTimeout):
		t.Fatal("the console never asked for key.js")
	}
	b.do(t, fetch.ContinueRequest(id), fetch.Disable())
	// console.js, the last deferred script, fills the sidebar's examples.
	b.waitFor(t, "the console's scripts", `document.querySelectorAll('#examples li').length > 0`)
	b.do(t, chromedp.SendKeys(testID("console-key"), env.Key[20:]+"\t", chromedp.ByQuery))
	project := strconv.FormatInt(env.Project.ID, 10)
	b.waitFor(t, "the key's project in the picker",
		`document.querySelector('[data-testid="console-project"]').value === `+jsString(project))
	b.checkOffline(t)
}
