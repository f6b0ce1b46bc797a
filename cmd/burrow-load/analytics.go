package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// question is one analytics question: the body Burrow gets over REST and
// the same question written by hand in ClickHouse SQL. The hand-written
// statement reads the engine's tables directly ({team}, {from} and {to}
// are server-side parameters).
type question struct {
	name  string
	query map[string]any
	hand  string
}

// analyticsQuestions are issue 26's questions over the 30 days that end at
// to (exclusive), from = to - 30 days.
func analyticsQuestions(from, to time.Time) []question {
	day := func(t time.Time) string { return t.Format("2006-01-02") }
	dateRange := map[string]any{"date_from": day(from), "date_to": day(to.AddDate(0, 0, -1))}
	pageview := map[string]any{"kind": "EventsNode", "event": "$pageview"}
	dau := map[string]any{"kind": "EventsNode", "event": "$pageview", "math": "dau"}
	hogql := func(s string) map[string]any { return map[string]any{"kind": "HogQLQuery", "query": s} }
	const actor = "coalesce(toString(person_id), concat('distinct:', distinct_id))"
	const window = "team_id = {team:Int64} AND timestamp >= {from:DateTime64(6, 'UTC')} AND timestamp < {to:DateTime64(6, 'UTC')}"
	return []question{
		{"count by event",
			hogql("SELECT event, count() AS c FROM events GROUP BY event ORDER BY c DESC"),
			"SELECT event, count() AS c FROM events WHERE team_id = {team:Int64} GROUP BY event ORDER BY c DESC"},
		{"uniq(distinct_id) per day",
			hogql(fmt.Sprintf("SELECT toDate(timestamp) AS day, uniq(distinct_id) AS u FROM events WHERE timestamp >= toDateTime('%s') GROUP BY day ORDER BY day", day(from))),
			"SELECT toDate(timestamp) AS day, uniqExact(distinct_id) AS u FROM events WHERE team_id = {team:Int64} AND timestamp >= {from:DateTime64(6, 'UTC')} GROUP BY day ORDER BY day"},
		{"top $browser of $pageview",
			hogql("SELECT properties.$browser AS browser, count() AS c FROM events WHERE event = '$pageview' GROUP BY browser ORDER BY c DESC LIMIT 10"),
			"SELECT mat_browser AS browser, count() AS c FROM events WHERE team_id = {team:Int64} AND event = '$pageview' GROUP BY browser ORDER BY c DESC LIMIT 10"},
		{"TrendsQuery total",
			map[string]any{"kind": "TrendsQuery", "dateRange": dateRange, "series": []any{pageview}},
			"SELECT toStartOfDay(timestamp) AS d, count() FROM events WHERE " + window + " AND event = '$pageview' GROUP BY d ORDER BY d"},
		{"TrendsQuery dau",
			map[string]any{"kind": "TrendsQuery", "dateRange": dateRange, "series": []any{dau}},
			"SELECT toStartOfDay(timestamp) AS d, uniqExact(" + actor + ") FROM events WHERE " + window + " AND event = '$pageview' GROUP BY d ORDER BY d"},
		{"TrendsQuery dau by $browser",
			map[string]any{"kind": "TrendsQuery", "dateRange": dateRange, "series": []any{dau},
				"breakdownFilter": map[string]any{"breakdown": "$browser"}},
			"SELECT toStartOfDay(timestamp) AS d, mat_browser AS b, uniqExact(" + actor + ") FROM events WHERE " + window +
				" AND event = '$pageview' GROUP BY d, b ORDER BY d, b"},
		{"FunnelsQuery 3 steps, 14 days",
			map[string]any{"kind": "FunnelsQuery", "dateRange": dateRange, "series": []any{pageview,
				map[string]any{"kind": "EventsNode", "event": "signed_up"},
				map[string]any{"kind": "EventsNode", "event": "purchase"}},
				"funnelsFilter": map[string]any{"funnelWindowInterval": 14, "funnelWindowIntervalUnit": "day"}},
			"SELECT level, count() FROM (SELECT " + actor + " AS actor, windowFunnel(1209600)(toDateTime(timestamp), event = '$pageview', " +
				"event = 'signed_up', event = 'purchase') AS level FROM events WHERE " + window +
				" AND event IN ('$pageview', 'signed_up', 'purchase') GROUP BY actor) GROUP BY level ORDER BY level"},
		{"RetentionQuery weekly",
			map[string]any{"kind": "RetentionQuery", "dateRange": dateRange, "retentionFilter": map[string]any{
				"targetEntity":    map[string]any{"id": "$pageview", "type": "events"},
				"returningEntity": map[string]any{"id": "$pageview", "type": "events"},
				"period":          "Week", "totalIntervals": 5}},
			"SELECT cohort, week, count() FROM (SELECT " + actor + " AS actor, groupUniqArray(toStartOfWeek(timestamp)) AS weeks FROM events WHERE " +
				window + " AND event = '$pageview' GROUP BY actor) ARRAY JOIN weeks AS cohort " +
				"ARRAY JOIN arrayFilter(w -> w >= cohort, weeks) AS week GROUP BY cohort, week ORDER BY cohort, week"},
		{"LifecycleQuery daily",
			map[string]any{"kind": "LifecycleQuery", "dateRange": dateRange, "series": []any{pageview}, "interval": "day"},
			"SELECT x.1 AS day, x.2 AS status, count() FROM (" +
				"SELECT arrayJoin(arrayConcat(" +
				"arrayMap(d -> (d, multiIf(d = created, 'new', has(days, d - INTERVAL 1 DAY), 'returning', 'resurrecting')), days), " +
				"arrayMap(d -> (d + INTERVAL 1 DAY, 'dormant'), arrayFilter(d -> NOT has(days, d + INTERVAL 1 DAY), days)))) AS x " +
				"FROM (SELECT coalesce(toString(e.person_id), concat('distinct:', e.distinct_id)) AS actor, " +
				"groupUniqArray(toStartOfDay(e.timestamp)) AS days, min(toStartOfDay(p.created_at)) AS created " +
				"FROM events AS e LEFT JOIN (SELECT id, created_at FROM persons FINAL WHERE team_id = {team:Int64}) AS p ON p.id = e.person_id " +
				"WHERE e.team_id = {team:Int64} AND e.timestamp >= {from:DateTime64(6, 'UTC')} - INTERVAL 1 DAY AND e.timestamp < {to:DateTime64(6, 'UTC')} " +
				"AND e.event = '$pageview' GROUP BY actor)) " +
				"WHERE day >= {from:DateTime64(6, 'UTC')} AND day < {to:DateTime64(6, 'UTC')} GROUP BY day, status ORDER BY day, status"},
		// No hand-written form: ClickHouse's windowFunnel has no unordered mode.
		{"FunnelsQuery unordered, 3 steps, 14 days",
			map[string]any{"kind": "FunnelsQuery", "dateRange": dateRange, "series": []any{pageview,
				map[string]any{"kind": "EventsNode", "event": "signed_up"},
				map[string]any{"kind": "EventsNode", "event": "purchase"}},
				"funnelsFilter": map[string]any{"funnelOrderType": "unordered", "funnelWindowInterval": 14, "funnelWindowIntervalUnit": "day"}},
			""},
	}
}

// target is one Burrow server (one engine) or, with hand set, the
// ClickHouse HTTP interface that runs the hand-written statements.
type target struct {
	name, url, key string
	hand           bool
	rounds         int // asked in the first rounds rounds only
}

// runAnalytics asks every question of every target, round by round, the
// targets interleaved (their order rotates each round), and prints the
// median of each cell with the ratios that issue 26 sets targets for.
func runAnalytics(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("analytics", flag.ContinueOnError)
	targets := fs.String("targets", "", "comma-separated NAME=URL of Burrow servers, e.g. sqlite=http://127.0.0.1:8001,clickhouse=http://127.0.0.1:8003 (loopback only)")
	chURL := fs.String("clickhouse", "", "HTTP URL of the engine's ClickHouse for the hand-written statements (loopback; empty: none)")
	key := fs.String("key", os.Getenv("BURROW_KEY"), "personal API key (env BURROW_KEY)")
	keys := fs.String("keys", "", "comma-separated NAME=KEY: the key of a target whose store is not --key's")
	project := fs.Int64("project", 1, "project id (the team_id of the hand-written statements)")
	nowFlag := fs.String("now", "", "the seed's --now: the 30 days end there (YYYY-MM-DD)")
	rounds := fs.Int("rounds", 5, "rounds (each asks every question of every target once)")
	targetRounds := fs.String("target-rounds", "", "comma-separated NAME=N: ask target NAME in the first N rounds only (a slow engine at 10M events)")
	only := fs.String("only", "", "comma-separated question numbers (1-based) to ask; empty: all")
	rssPIDs := fs.String("rss", "", "comma-separated NAME=PID of processes whose peak resident memory to report")
	timeout := fs.Duration("timeout", 10*time.Minute, "per-request timeout")
	progress := fs.Bool("progress", false, "print each answer's time on stderr as it comes (a long run's figures survive its interruption)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	to, err := time.Parse("2006-01-02", *nowFlag)
	if err != nil {
		return fmt.Errorf("--now %q: want YYYY-MM-DD: %w", *nowFlag, err)
	}
	if *rounds < 1 || *rounds > 100 {
		return errors.New("--rounds must be 1..100")
	}
	var ts []target
	for _, kv := range strings.Split(*targets, ",") {
		name, u, ok := strings.Cut(kv, "=")
		if !ok {
			return fmt.Errorf("--targets: %q is not NAME=URL", kv)
		}
		if err := loopbackOnly(u); err != nil {
			return err
		}
		ts = append(ts, target{name: name, url: strings.TrimRight(u, "/"), key: *key})
	}
	if *keys != "" {
		for _, kv := range strings.Split(*keys, ",") {
			name, k, _ := strings.Cut(kv, "=")
			i := slices.IndexFunc(ts, func(t target) bool { return t.name == name })
			if i < 0 || k == "" {
				return fmt.Errorf("--keys: %q names no target of --targets", kv)
			}
			ts[i].key = k
		}
	}
	if *chURL != "" {
		if err := loopbackOnly(*chURL); err != nil {
			return err
		}
		ts = append(ts, target{name: "hand-written", url: strings.TrimRight(*chURL, "/"), hand: true})
	}
	for i := range ts {
		ts[i].rounds = *rounds
	}
	if *targetRounds != "" {
		for _, kv := range strings.Split(*targetRounds, ",") {
			name, v, _ := strings.Cut(kv, "=")
			i := slices.IndexFunc(ts, func(t target) bool { return t.name == name })
			n, err := strconv.Atoi(v)
			if i < 0 || err != nil || n < 1 {
				return fmt.Errorf("--target-rounds: %q is not NAME=N with a target of --targets and N >= 1", kv)
			}
			ts[i].rounds = min(n, *rounds)
		}
	}
	qs := analyticsQuestions(to.AddDate(0, 0, -30), to)
	if *only != "" {
		var picked []question
		for _, s := range strings.Split(*only, ",") {
			i, err := strconv.Atoi(s)
			if err != nil || i < 1 || i > len(qs) {
				return fmt.Errorf("--only: %q is not a question number 1..%d", s, len(qs))
			}
			picked = append(picked, qs[i-1])
		}
		qs = picked
	}
	pids, err := parsePIDs(*rssPIDs)
	if err != nil {
		return err
	}
	// Every 250 ms, the peak resident memory of each --rss process and the
	// range of the 1-minute load average, sampled while the rounds run.
	rs := &runSampler{pids: pids, peak: map[string]int64{}, loadMin: -1}
	stopSampling := rs.start()
	defer stopSampling()
	client := &http.Client{Timeout: *timeout}
	times := make([][][]time.Duration, len(qs)) // [question][target][round]
	rows := make([][]int, len(qs))              // result rows of the last run, [question][target]
	errs := make([][]error, len(qs))            // the first failure, [question][target]: not asked again
	answers := make([][]json.RawMessage, len(qs))
	for i := range qs {
		answers[i] = make([]json.RawMessage, len(ts))
		times[i] = make([][]time.Duration, len(ts))
		rows[i] = make([]int, len(ts))
		errs[i] = make([]error, len(ts))
	}
	for r := range *rounds {
		for i, q := range qs {
			for k := range ts {
				j := (k + r + i) % len(ts) // rotate: no target always runs first
				if r >= ts[j].rounds || errs[i][j] != nil || ts[j].hand && q.hand == "" {
					continue
				}
				t0 := time.Now()
				n, res, err := ask(ctx, client, ts[j], *project, to, q)
				if ctx.Err() != nil {
					return ctx.Err()
				}
				if err != nil {
					// A question that fails (say, past a row cap) is reported
					// in its cell; the others go on.
					fmt.Fprintf(os.Stderr, "round %d, %s on %s: fails after %.1f ms: %v\n", r+1, q.name, ts[j].name,
						float64(time.Since(t0).Microseconds())/1000, err)
					errs[i][j] = err
					continue
				}
				took := time.Since(t0)
				if *progress {
					fmt.Fprintf(os.Stderr, "round %d, %s on %s: %.1f ms (%d rows)\n", r+1, q.name, ts[j].name, float64(took.Microseconds())/1000, n)
				}
				times[i][j] = append(times[i][j], took)
				rows[i][j] = n
				answers[i][j] = res
			}
		}
		fmt.Fprintf(os.Stderr, "round %d of %d done (%s, load average %s)\n", r+1, *rounds, time.Now().UTC().Format("15:04:05"), loadAverage())
	}
	stopSampling()
	printAnalytics(qs, ts, times, rows, errs)
	for _, p := range pids {
		fmt.Printf("peak RSS %s (pid %d): %d MB\n", p.name, p.pid, rs.peak[p.name]/1024)
	}
	fmt.Printf("load average (1 min) during the rounds: %.2f–%.2f\n", rs.loadMin, rs.loadMax)
	if diff := differingAnswers(qs, ts, answers); len(diff) > 0 {
		for _, d := range diff {
			fmt.Println(d)
		}
		return errors.New("the engines' answers differ")
	}
	fmt.Println("answers: the same on every engine that answered")
	return nil
}

// ask runs q once on t and returns the number of result rows and the
// results.
func ask(ctx context.Context, client *http.Client, t target, project int64, to time.Time, q question) (int, json.RawMessage, error) {
	var req *http.Request
	if t.hand {
		v := url.Values{}
		v.Set("default_format", "JSONCompact")
		v.Set("param_team", strconv.FormatInt(project, 10))
		v.Set("param_from", to.AddDate(0, 0, -30).Format("2006-01-02 15:04:05"))
		v.Set("param_to", to.Format("2006-01-02 15:04:05"))
		v.Set("readonly", "2")
		var err error
		req, err = http.NewRequestWithContext(ctx, http.MethodPost, t.url+"/?"+v.Encode(), strings.NewReader(q.hand))
		if err != nil {
			return 0, nil, err
		}
	} else {
		body, err := json.Marshal(map[string]any{"query": q.query, "refresh": "force_blocking"})
		if err != nil {
			return 0, nil, err
		}
		req, err = http.NewRequestWithContext(ctx, http.MethodPost, fmt.Sprintf("%s/api/environments/%d/query/", t.url, project), bytes.NewReader(body))
		if err != nil {
			return 0, nil, err
		}
		req.Header.Set("Authorization", "Bearer "+t.key)
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return 0, nil, fmt.Errorf("reading the answer: %w", err)
	}
	if resp.StatusCode != http.StatusOK {
		return 0, nil, fmt.Errorf("status %d: %.300s", resp.StatusCode, raw)
	}
	var out struct {
		Results json.RawMessage `json:"results"` // Burrow
		Data    json.RawMessage `json:"data"`    // ClickHouse's JSONCompact
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return 0, nil, fmt.Errorf("answer is not JSON: %w: %.300s", err, raw)
	}
	res := out.Results
	if t.hand {
		res = out.Data
	}
	var list []json.RawMessage
	if err := json.Unmarshal(res, &list); err != nil {
		return 0, nil, fmt.Errorf("answer has no list of results: %.300s", raw)
	}
	if len(list) == 0 {
		return 0, nil, fmt.Errorf("empty answer (is the project seeded?): %.300s", raw)
	}
	return len(list), res, nil
}

// differingAnswers compares, per question, the results of every Burrow
// target that answered (hand-written statements answer in another shape)
// with the first one's, as parsed JSON, and names each that differs.
func differingAnswers(qs []question, ts []target, answers [][]json.RawMessage) []string {
	var out []string
	for i, q := range qs {
		first := -1
		var want any
		for j, t := range ts {
			if t.hand || answers[i][j] == nil {
				continue
			}
			var got any
			if err := json.Unmarshal(answers[i][j], &got); err != nil {
				out = append(out, fmt.Sprintf("%s on %s: %v", q.name, t.name, err))
				continue
			}
			if first < 0 {
				first, want = j, got
			} else if !reflect.DeepEqual(got, want) {
				out = append(out, fmt.Sprintf("answers differ: %s: %s %.300s, %s %.300s", q.name,
					ts[first].name, answers[i][first], t.name, answers[i][j]))
			}
		}
	}
	return out
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// printAnalytics prints a Markdown table: the median per target, then the
// ratios of PostgreSQL to ClickHouse and of ClickHouse to hand-written when
// targets of those names ran.
func printAnalytics(qs []question, ts []target, times [][][]time.Duration, rows [][]int, errs [][]error) {
	idx := func(name string) int {
		return slices.IndexFunc(ts, func(t target) bool { return t.name == name })
	}
	pg, ch, hand := idx("postgres"), idx("clickhouse"), idx("hand-written")
	head := "| question |"
	line := "|---|"
	for _, t := range ts {
		head += " " + t.name + " |"
		line += "---:|"
	}
	if pg >= 0 && ch >= 0 {
		head += " postgres / clickhouse |"
		line += "---:|"
	}
	if ch >= 0 && hand >= 0 {
		head += " clickhouse / hand-written |"
		line += "---:|"
	}
	fmt.Println(head)
	fmt.Println(line)
	ms := func(d time.Duration) string {
		return strconv.FormatFloat(float64(d.Microseconds())/1000, 'f', 1, 64) + " ms"
	}
	for i, q := range qs {
		row := "| " + q.name + " |"
		med := make([]time.Duration, len(ts))
		for j := range ts {
			if errs[i][j] != nil {
				row += fmt.Sprintf(" fails: %.200s |", strings.ReplaceAll(errs[i][j].Error(), "|", "/"))
				continue
			}
			if len(times[i][j]) == 0 { // not asked: no hand-written form
				row += " – |"
				continue
			}
			med[j] = median(times[i][j])
			row += fmt.Sprintf(" %s (%d rows) |", ms(med[j]), rows[i][j])
		}
		ok := func(j int) bool { return errs[i][j] == nil && len(times[i][j]) > 0 }
		if pg >= 0 && ch >= 0 && ok(pg) && ok(ch) {
			row += fmt.Sprintf(" %.1f× |", float64(med[pg])/float64(med[ch]))
		} else if pg >= 0 && ch >= 0 {
			row += " – |"
		}
		if ch >= 0 && hand >= 0 && !(ok(ch) && ok(hand)) {
			row += " – |"
		} else if ch >= 0 && hand >= 0 {
			row += fmt.Sprintf(" %.2f× (%+.1f ms) |", float64(med[ch])/float64(med[hand]), float64((med[ch]-med[hand]).Microseconds())/1000)
		}
		fmt.Println(row)
	}
}

type namedPID struct {
	name string
	pid  int
}

func parsePIDs(s string) ([]namedPID, error) {
	if s == "" {
		return nil, nil
	}
	var out []namedPID
	for _, kv := range strings.Split(s, ",") {
		name, p, ok := strings.Cut(kv, "=")
		pid, err := strconv.Atoi(p)
		if !ok || err != nil || pid <= 0 {
			return nil, fmt.Errorf("--rss: %q is not NAME=PID", kv)
		}
		out = append(out, namedPID{name, pid})
	}
	return out, nil
}

// runSampler samples, until stopped, the resident memory of its processes
// and the load average.
type runSampler struct {
	pids             []namedPID
	peak             map[string]int64 // KiB
	loadMin, loadMax float64
}

// start samples every 250 ms on a goroutine; the returned func stops it and
// waits for it (calling it again does nothing), after which the fields may
// be read.
func (s *runSampler) start() func() {
	stop, done := make(chan struct{}), make(chan struct{})
	s.sample()
	go func() {
		defer close(done)
		tick := time.NewTicker(250 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				s.sample()
			}
		}
	}()
	var once sync.Once
	return func() {
		once.Do(func() { close(stop); <-done; s.sample() })
	}
}

func (s *runSampler) sample() {
	sampleRSS(s.pids, s.peak)
	if f := strings.Fields(loadAverage()); len(f) > 0 {
		if l, err := strconv.ParseFloat(f[0], 64); err == nil {
			if s.loadMin < 0 || l < s.loadMin {
				s.loadMin = l
			}
			s.loadMax = max(s.loadMax, l)
		}
	}
}

// loadAverage is the machine's 1-, 5- and 15-minute load average
// (/proc/loadavg), or "?" where that cannot be read.
func loadAverage() string {
	raw, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(raw)); err == nil && len(f) >= 3 {
		return strings.Join(f[:3], " ")
	}
	return "?"
}

// sampleRSS records, per process, the largest VmRSS (KiB) seen so far.
func sampleRSS(pids []namedPID, peak map[string]int64) {
	for _, p := range pids {
		raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", p.pid))
		if err != nil {
			continue
		}
		for _, l := range strings.Split(string(raw), "\n") {
			if v, ok := strings.CutPrefix(l, "VmRSS:"); ok {
				kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
				peak[p.name] = max(peak[p.name], kb)
			}
		}
	}
}
