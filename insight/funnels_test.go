package insight

import (
	"encoding/json"
	"math/big"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/hogql"
)

// TestMeanOrderFree checks that the mean conversion time is the exact mean
// rounded once, whatever the order of the durations (a float sum of the
// same durations differs with the order in the last digits).
func TestMeanOrderFree(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	v := make([]time.Duration, 5000)
	exact := new(big.Rat)
	for i := range v {
		v[i] = time.Duration(rng.Int64N(int64(40*24*time.Hour/time.Microsecond))) * time.Microsecond
		exact.Add(exact, big.NewRat(v[i].Microseconds(), 1_000_000))
	}
	want, _ := exact.Quo(exact, big.NewRat(int64(len(v)), 1)).Float64()
	floatSums := map[float64]bool{}
	for range 20 {
		rng.Shuffle(len(v), func(i, j int) { v[i], v[j] = v[j], v[i] })
		if got := mean(v); got != want {
			t.Fatalf("mean = %v, want %v", got, want)
		}
		sum := 0.0
		for _, d := range v {
			sum += d.Seconds()
		}
		floatSums[sum/float64(len(v))] = true
	}
	if len(floatSums) < 2 {
		t.Errorf("the float sums agree in every order: the test shows nothing")
	}
	// Sums past int64 µs (a million actors a century apart) stay exact.
	long := []time.Duration{100 * 365 * 24 * time.Hour, 100*365*24*time.Hour + time.Microsecond}
	for range 17 {
		long = append(long, long...)
	}
	if got, want := mean(long), (100*365*24*time.Hour).Seconds()+0.5e-6; got != want {
		t.Errorf("mean of long durations = %v, want %v", got, want)
	}
}

// TestUnorderedFunnelFolds checks which unordered funnels ClickHouse folds,
// one row per actor summed per breakdown value: those whose steps are EventsNodes, steps of one event
// having one condition; the others keep the step rows.
func TestUnorderedFunnelFolds(t *testing.T) {
	cases := []struct {
		series string
		folds  bool
	}{
		{`[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"},{"kind":"EventsNode","event":"c"}]`, true},
		{`[{"kind":"EventsNode","event":"a"},{"event":"b","properties":[{"type":"event","key":"k","operator":"exact","value":["v"]}]}]`, true},
		{`[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"},{"kind":"EventsNode","event":"a"}]`, true},
		{`[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"a","properties":[{"type":"event","key":"k","operator":"exact","value":["v"]}]}]`, false},
		{`[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":null}]`, false},
		{`[{"kind":"EventsNode","event":"a"},{"kind":"GroupNode","nodes":[{"kind":"EventsNode","event":"b"}]}]`, false},
	}
	for _, tc := range cases {
		raw := `{"kind":"FunnelsQuery","series":` + tc.series + `,"funnelsFilter":{"funnelOrderType":"unordered"}}`
		plan, err := Compile("FunnelsQuery", json.RawMessage(raw), Env{Now: time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC), Engine: hogql.ClickHouse})
		if err != nil {
			t.Fatalf("%s: %v", tc.series, err)
		}
		folds := false
		for _, item := range plan.Query.Selects[0].Items {
			folds = folds || item.Alias == "count_0" // the sums of the folded actors (clickhouseSteps)
		}
		if folds != tc.folds {
			t.Errorf("%s: folded %v, want %v", tc.series, folds, tc.folds)
		}
	}
}

// TestFunnelTrendsFolds checks which funnel trends ClickHouse folds: those
// whose project zone keeps one offset over the range (the fold buckets
// starts by wall time, the shaper by instants) and whose buckets the
// shaper accepts; the others keep the step rows, and none panics.
func TestFunnelTrendsFolds(t *testing.T) {
	cases := []struct {
		tz, query string
		folds     bool
	}{
		{"", `"interval":"day","dateRange":{"date_from":"2026-10-01","date_to":"2026-10-31"}`, true},
		{"America/New_York", `"interval":"day","dateRange":{"date_from":"2026-06-01","date_to":"2026-06-30"}`, true},
		{"America/New_York", `"interval":"hour","dateRange":{"date_from":"2026-10-31","date_to":"2026-11-02"}`, false},
		{"America/New_York", `"interval":"day","dateRange":{"date_from":"2026-10-20","date_to":"2026-11-10"}`, false},
		{"", `"interval":"hour","dateRange":{"date_from":"-1y"}`, false}, // past the most buckets
	}
	for _, tc := range cases {
		raw := `{"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"}],` +
			tc.query + `,"funnelsFilter":{"funnelVizType":"trends"}}`
		plan, err := Compile("FunnelsQuery", json.RawMessage(raw), Env{Timezone: tc.tz, Now: time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC), Engine: hogql.ClickHouse})
		if err != nil {
			t.Fatalf("%s %s: %v", tc.tz, tc.query, err)
		}
		folds := false
		for _, item := range plan.Query.Selects[0].Items {
			folds = folds || item.Alias == "n_from"
		}
		if folds != tc.folds {
			t.Errorf("%s %s: folded %v, want %v", tc.tz, tc.query, folds, tc.folds)
		}
	}
}

// TestMaskPlansFallBack checks the mask plans of retention and lifecycle on
// ClickHouse: up to maskRowsMax mask rows Burrow expands them (no second
// plan); past it, a second statement expands them, and it compiles.
func TestMaskPlansFallBack(t *testing.T) {
	queries := map[string]string{
		"RetentionQuery": `{"kind":"RetentionQuery","retentionFilter":{"period":"Day","totalIntervals":7,"cumulative":true},"breakdownFilter":{"breakdown":"$browser"}}`,
		"LifecycleQuery": `{"kind":"LifecycleQuery","series":[{"kind":"EventsNode","event":"a"}],"interval":"day"}`,
	}
	for kind, raw := range queries {
		plan, err := Compile(kind, json.RawMessage(raw), Env{Now: time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC), Engine: hogql.ClickHouse})
		if err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		if plan.Next == nil {
			t.Fatalf("%s: no fallback", kind)
		}
		if next, err := plan.Next(&Table{Rows: make([][]any, maskRowsMax)}); next != nil || err != nil {
			t.Errorf("%s: %d mask rows: second plan %v, %v; want none", kind, maskRowsMax, next, err)
		}
		next, err := plan.Next(&Table{Rows: make([][]any, maskRowsMax+1)})
		if err != nil || next == nil {
			t.Fatalf("%s: %d mask rows: second plan %v, %v; want one", kind, maskRowsMax+1, next, err)
		}
		if _, err := hogql.CompileQuery(next.Query, hogql.Options{TeamID: 1, Engine: hogql.ClickHouse, MaxLimit: next.MaxRows}); err != nil {
			t.Errorf("%s: second plan: %v", kind, err)
		}
	}
}
