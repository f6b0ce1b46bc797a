package insight

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// FuzzCompile feeds query objects of every kind through Compile and the
// engine: client input must never panic, and every refusal must be a client
// error (never a 500). The kept corpus is in testdata/fuzz/FuzzCompile.
//
//	go test ./insight/ -run XXX -fuzz FuzzCompile -fuzztime 60s
func FuzzCompile(f *testing.F) {
	seeds := []string{
		`{"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"$pageview","math":"dau"}],"dateRange":{"date_from":"-7d"},"breakdownFilter":{"breakdown":"$browser","breakdown_limit":3},"compareFilter":{"compare":true}}`,
		`{"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":null,"math":"weekly_active"}],"interval":"hour","trendsFilter":{"formula":"A*2","display":"BoldNumber"}}`,
		`{"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"x","math":"sum","math_property":"price"}],"properties":{"type":"OR","values":[{"type":"AND","values":[{"type":"event","key":"a","operator":"between","value":[1,2]}]}]}}`,
		`{"kind":"EventsQuery","select":["*","person","count()"],"where":["event = 'x'"],"after":"all","orderBy":["timestamp DESC"],"limit":5}`,
		`{"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"}],"funnelsFilter":{"funnelOrderType":"strict","exclusions":[{"kind":"EventsNode","event":"c","funnelFromStep":0,"funnelToStep":1}]}}`,
		`{"kind":"RetentionQuery","retentionFilter":{"period":"Week","totalIntervals":3,"retentionType":"retention_first_time"}}`,
		`{"kind":"LifecycleQuery","series":[{"kind":"EventsNode","event":"a"}],"interval":"month","dateRange":{"date_from":"-1mStart","date_to":"yStart"}}`,
		`{"kind":"StickinessQuery","series":[{"kind":"EventsNode","event":"a"}],"intervalCount":2,"stickinessFilter":{"stickinessCriteria":{"operator":"gte","value":2}}}`,
		`{"kind":"ActorsQuery","search":"x","source":{"kind":"InsightActorsQuery","day":"2026-01-01","source":{"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"a"}]}}}`,
		`{"kind":"ActorsQuery","source":{"kind":"FunnelsActorsQuery","funnelStep":-2,"funnelStepBreakdown":"Other","source":{"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"}],"breakdownFilter":{"breakdown":"$browser"}}}}`,
		`{"kind":"ActorsQuery","source":{"kind":"FunnelsActorsQuery","funnelTrendsEntrancePeriodStart":"2026-11-20","funnelTrendsDropOff":true,"source":{"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"}]}}}`,
		`{"kind":"ActorsQuery","source":{"kind":"InsightActorsQuery","interval":1,"breakdown":["x"],"source":{"kind":"RetentionQuery","breakdownFilter":{"breakdown":"$browser"},"retentionFilter":{"minimumOccurrences":2}}}}`,
		`{"kind":"ActorsQuery","source":{"kind":"InsightActorsQuery","day":"2026-11-20","status":"dormant","source":{"kind":"LifecycleQuery","series":[{"kind":"EventsNode","event":"a"}]}}}`,
		`{"kind":"ActorsQuery","source":{"kind":"InsightActorsQuery","day":2,"compare":"previous","source":{"kind":"StickinessQuery","series":[{"kind":"EventsNode","event":"a"}],"compareFilter":{"compare":true}}}}`,
		`{"kind":"ActorsQuery","source":{"kind":"InsightActorsQuery","breakdown":"$$_posthog_breakdown_other_$$","source":{"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"a"}],"breakdownFilter":{"breakdown":"$browser","breakdown_limit":1}}}}`,
		`{"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"},{"kind":"EventsNode","event":"c"}],"funnelsFilter":{"funnelVizType":"time_to_convert","funnelFromStep":1,"binCount":5}}`,
		`{"kind":"FunnelsQuery","interval":"week","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"}],"funnelsFilter":{"funnelVizType":"trends"},"breakdownFilter":{"breakdown":"$browser"}}`,
		`{"kind":"TrendsQuery","series":[{"kind":"GroupNode","operator":"AND","nodes":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":null,"properties":[{"type":"event","key":"k","value":"v"}]}]}]}`,
		`{"kind":"EventsQuery","select":["event"],"source":{"kind":"InsightActorsQuery","day":"2026-11-20","source":{"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"a"}]}}}`,
	}
	for _, s := range seeds {
		f.Add(s)
	}
	now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, src string) {
		var probe struct {
			Kind string `json:"kind"`
		}
		if json.Unmarshal([]byte(src), &probe) != nil || !IsKind(probe.Kind) {
			return
		}
		for _, tz := range []string{"UTC", "America/New_York"} {
			plan, err := Compile(probe.Kind, json.RawMessage(src), Env{Timezone: tz, Now: now})
			if err != nil {
				if apierror.From(err) == nil {
					t.Fatalf("not a client error: %v", err)
				}
				continue
			}
			for _, d := range []hogql.Engine{hogql.SQLite, hogql.PostgreSQL, hogql.ClickHouse} {
				if _, err := hogql.CompileQuery(plan.Query, hogql.Options{TeamID: 1, Engine: d, MaxLimit: plan.MaxRows}); err != nil && apierror.From(err) == nil {
					t.Fatalf("engine: not a client error: %v", err)
				}
			}
			// No rows: the second statement of a two-statement kind and the
			// shaping of an empty answer must not panic either.
			if plan.Next != nil {
				next, err := plan.Next(&Table{})
				if err != nil {
					if apierror.From(err) == nil {
						t.Fatalf("next: not a client error: %v", err)
					}
					continue
				}
				for _, d := range []hogql.Engine{hogql.SQLite, hogql.PostgreSQL, hogql.ClickHouse} {
					if _, err := hogql.CompileQuery(next.Query, hogql.Options{TeamID: 1, Engine: d, MaxLimit: next.MaxRows}); err != nil && apierror.From(err) == nil {
						t.Fatalf("engine (next): not a client error: %v", err)
					}
				}
				plan = next
			}
			if _, err := plan.Shape(&Table{}); err != nil && apierror.From(err) == nil {
				t.Fatalf("shape: not a client error: %v", err)
			}
		}
	})
}
