package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store"
)

// addTrendEvents seeds page views and sign-ups over the last five days
// (relative dates are read from the server's clock), a different count each
// day and browser, so that every line and every point of a trend differs.
func addTrendEvents(t *testing.T, env *servertest.Env) {
	t.Helper()
	today := time.Now().UTC().Truncate(24 * time.Hour)
	var rows []store.Event
	for ago := 1; ago <= 5; ago++ {
		for i, name := range []string{"$pageview", "signed_up"} {
			for k := range ago*(2-i) + 1 {
				rows = append(rows, store.Event{
					UUID: fmt.Sprintf("00000000-0000-4000-a000-%012d", len(rows)), TeamID: env.Project.ID, Event: name,
					DistinctID: fmt.Sprint("user-", k%3),
					Properties: json.RawMessage(fmt.Sprintf(`{"$browser":%q}`, []string{"Chrome", "Firefox", "Safari"}[k%3])),
					Timestamp:  today.Add(-time.Duration(ago)*24*time.Hour + 12*time.Hour + time.Duration(k)*time.Minute),
					CreatedAt:  today,
				})
			}
		}
	}
	if _, err := env.DB.Bun.NewInsert().Model(&rows).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// trendForm is what the test picks in the console's Trend form.
type trendForm struct {
	event, math, interval, dateFrom, breakdown string
	mode                                       string // console-mode: blocking or async
}

// query is the TrendsQuery the form stands for, as a REST client sends it.
func (f trendForm) query() map[string]any {
	q := map[string]any{
		"kind":      "TrendsQuery",
		"series":    []any{map[string]any{"kind": "EventsNode", "event": f.event, "math": f.math}},
		"interval":  f.interval,
		"dateRange": map[string]any{"date_from": f.dateFrom},
	}
	if f.breakdown != "" {
		q["breakdownFilter"] = map[string]any{"breakdown": f.breakdown, "breakdown_type": "event"}
	}
	return q
}

// restTrend is the REST answer to f's TrendsQuery, as the page should lay it
// out: its table (a day column, then one column per series, values as the
// JSON writes them) and the titles of the chart's points.
type restTrend struct {
	columns []string
	rows    [][]string
	series  int
	points  []string
}

func runRESTTrend(t *testing.T, env *servertest.Env, f trendForm) restTrend {
	t.Helper()
	resp := env.Do(t, http.MethodPost, fmt.Sprintf("/api/projects/%d/query/", env.Project.ID), env.Key,
		map[string]any{"query": f.query()})
	if resp.Status != http.StatusOK {
		t.Fatalf("REST TrendsQuery: %d %s", resp.Status, resp.Body)
	}
	var body struct {
		Results []struct {
			Label string            `json:"label"`
			Days  []string          `json:"days"`
			Data  []json.RawMessage `json:"data"`
		} `json:"results"`
	}
	resp.JSON(t, &body)
	out := restTrend{columns: []string{"day"}, series: len(body.Results)}
	if len(body.Results) == 0 {
		return out
	}
	for _, s := range body.Results {
		out.columns = append(out.columns, s.Label)
		for i, d := range s.Days {
			out.points = append(out.points, fmt.Sprintf("%s: %s at %sT00:00:00.000Z", s.Label, s.Data[i], d))
		}
	}
	for i, d := range body.Results[0].Days {
		row := []string{d}
		for _, s := range body.Results {
			row = append(row, string(s.Data[i]))
		}
		out.rows = append(out.rows, row)
	}
	slices.Sort(out.points)
	return out
}

// pageChart is what the console's chart drew: its kind, the number of
// points of each line, and the title (series, value, time) of every point.
type pageChart struct {
	Kind   string   `json:"kind"`
	Lines  []int    `json:"lines"`
	Points []string `json:"points"`
}

func readChart(t *testing.T, b *pageBrowser) pageChart {
	t.Helper()
	var c pageChart
	b.eval(t, `(() => {
		const chart = document.querySelector('[data-testid="console-chart"]');
		return {
			kind: chart.dataset.kind || '',
			lines: [...chart.querySelectorAll('svg path.series')].map((p) => (p.getAttribute('d').match(/[ML]/g) || []).length),
			points: [...chart.querySelectorAll('svg circle title')].map((e) => e.textContent).sort(),
		};
	})()`, &c)
	return c
}

// drawTrend fills the Trend form with f and runs it.
func drawTrend(t *testing.T, b *pageBrowser, f trendForm) {
	t.Helper()
	for id, v := range map[string]string{
		"console-mode": f.mode, "trend-event": f.event, "trend-math": f.math, "trend-interval": f.interval, "trend-range": f.dateFrom, "trend-breakdown": "",
	} {
		var ok bool
		b.eval(t, `(() => {
			const el = document.querySelector('[data-testid="`+id+`"]');
			el.value = `+jsString(v)+`;
			el.dispatchEvent(new Event('change', { bubbles: true }));
			return el.value === `+jsString(v)+`;
		})()`, &ok)
		if !ok {
			t.Fatalf("%s has no option %q", id, v)
		}
	}
	if f.breakdown != "" {
		b.do(t, chromedp.SendKeys(testID("trend-breakdown"), f.breakdown, chromedp.ByQuery))
	}
	// Mark the status so that the wait below sees this run's end.
	b.eval(t, `document.querySelector('[data-testid="console-status"]').dataset.state = 'idle'`, nil)
	b.do(t, chromedp.Click(testID("trend-run"), chromedp.ByQuery))
	b.waitFor(t, "the trend drawn", statusIs("complete"))
}

// TestConsoleTrendInBrowser fills the console's Trend form on seeded events,
// on both databases, and checks that the page's table and every point of its
// lines are those of the REST TrendsQuery answer for the same request.
func TestConsoleTrendInBrowser(t *testing.T) {
	servertest.EachQuery(t, servertest.QueryConfig(), func(t *testing.T, env *servertest.Env) {
		addTrendEvents(t, env)
		b := startBrowser(t)
		project := strconv.FormatInt(env.Project.ID, 10)
		b.do(t,
			chromedp.Navigate(env.URL+"/console"),
			chromedp.WaitVisible(testID("console-key"), chromedp.ByQuery),
			chromedp.SendKeys(testID("console-key"), env.Key+"\t", chromedp.ByQuery),
		)
		b.waitFor(t, "the event picker filled from the project's events",
			`document.querySelector('[data-testid="trend-event"]').dataset.loaded === `+jsString(project))
		var events []string
		b.eval(t, `[...document.querySelector('[data-testid="trend-event"]').options].map((o) => o.value)`, &events)
		if want := []string{"$pageview", "signed_up"}; !slices.Equal(events, want) {
			t.Errorf("event picker: %q, want %q (most frequent first)", events, want)
		}

		for _, f := range []trendForm{
			{event: "$pageview", math: "total", interval: "day", dateFrom: "-7d", breakdown: "$browser", mode: "blocking"},
			// In the background: followed over the subscription, then read through REST.
			{event: "signed_up", math: "dau", interval: "day", dateFrom: "-30d", mode: "async"},
		} {
			t.Run(fmt.Sprintf("%s %s %s by %q %s", f.event, f.math, f.dateFrom, f.breakdown, f.mode), func(t *testing.T) {
				var want restTrend
				var cols []string
				var rows [][]string
				// A run that straddles midnight sees two different windows:
				// draw it again then.
				for range 2 {
					drawTrend(t, b, f)
					cols, rows = pageTable(t, b)
					want = runRESTTrend(t, env, f)
					if len(rows) > 0 && len(want.rows) > 0 && rows[0][0] == want.rows[0][0] {
						break
					}
				}
				sameTable(t, "trend table", cols, want.columns, rows, want.rows)
				if id := queryID(t, b); f.mode == "async" && !restStatus(t, env, id).Complete {
					t.Errorf("the async trend run %q is not a complete query on the server", id)
				}
				if f.breakdown != "" && want.series < 2 {
					t.Errorf("breakdown by %s gave %d series: the lines prove little", f.breakdown, want.series)
				}
				chart := readChart(t, b)
				if chart.Kind != "line" {
					t.Errorf("chart kind %q, want line", chart.Kind)
				}
				if len(chart.Lines) != want.series {
					t.Errorf("%d lines drawn, REST has %d series", len(chart.Lines), want.series)
				}
				for i, n := range chart.Lines {
					if n != len(want.rows) {
						t.Errorf("line %d has %d points, REST has %d days", i, n, len(want.rows))
					}
				}
				if !slices.Equal(chart.Points, want.points) {
					t.Errorf("points drawn:\n%q\nREST:\n%q", chart.Points, want.points)
				}
			})
		}

		// The SQL editor still runs SQL after a trend.
		runSQL(t, b, "SELECT count() AS n FROM events", "blocking")
		b.waitFor(t, "the SQL run", statusIs("complete"))
		cols, rows := pageTable(t, b)
		wantCols, wantRows := restTable(t, env, "SELECT count() AS n FROM events")
		sameTable(t, "SQL after a trend", cols, wantCols, rows, wantRows)
		b.checkOffline(t)
	})
}
