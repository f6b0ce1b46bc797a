package hogqltest

// InsightKind is a query object of one insight kind, the shape of its
// statement: Timezone "" is UTC.
type InsightKind struct {
	Name, Timezone, Query string
}

// InsightKinds are the shapes of the insight kinds' statements: every kind
// and its major options (breakdowns, intervals, funnel windows, retention
// periods, the actors of each kind's data points). insight's golden files
// print them; store/engine runs them on every engine.
func InsightKinds() []InsightKind {
	return []InsightKind{
		{"trends: total count per day", "",
			`{"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"$pageview"}],"dateRange":{"date_from":"2026-11-01","date_to":"2026-11-07"},"interval":"day"}`},
		{"trends: dau per hour, -2d in New York", "America/New_York",
			`{"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"$pageview","math":"dau"}],"dateRange":{"date_from":"-2d"},"interval":"hour"}`},
		{"trends: breakdown with limit, compare to previous", "",
			`{"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"$pageview","math":"dau"}],"dateRange":{"date_from":"-7d"},"breakdownFilter":{"breakdown":"$browser","breakdown_limit":3},"compareFilter":{"compare":true}}`},
		{"trends: property math, two series, formula, filters", "",
			`{"kind":"TrendsQuery","interval":"week","series":[{"kind":"EventsNode","event":"purchase","math":"sum","math_property":"price"},{"kind":"EventsNode","event":"purchase","math":"p90","math_property":"price"}],"trendsFilter":{"formula":"A / 2 + B"},"properties":{"type":"OR","values":[{"type":"AND","values":[{"type":"event","key":"$browser","operator":"exact","value":["Chrome","Safari"]},{"type":"person","key":"email","operator":"icontains","value":"@example.com"}]}]},"filterTestAccounts":true}`},
		{"trends: weekly active, month interval, multiple breakdowns", "",
			`{"kind":"TrendsQuery","interval":"month","dateRange":{"date_from":"-90d"},"series":[{"kind":"EventsNode","event":null,"math":"weekly_active"}],"breakdownFilter":{"breakdowns":[{"property":"$browser","type":"event"},{"property":"plan","type":"person"}]}}`},
		{"trends: monthly active per day, breakdown", "",
			`{"kind":"TrendsQuery","interval":"day","dateRange":{"date_from":"-7d"},"series":[{"kind":"EventsNode","event":"$pageview","math":"monthly_active"}],"breakdownFilter":{"breakdown":"$browser"}}`},
		{"trends: cumulative dau", "",
			`{"kind":"TrendsQuery","interval":"day","dateRange":{"date_from":"-7d"},"series":[{"kind":"EventsNode","event":"$pageview","math":"dau"}],"trendsFilter":{"display":"ActionsLineGraphCumulative"}}`},
		{"funnels: three steps, one hour window", "",
			`{"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"$pageview"},{"kind":"EventsNode","event":"signup"},{"kind":"EventsNode","event":"purchase"}],"dateRange":{"date_from":"-30d"},"funnelsFilter":{"funnelWindowInterval":1,"funnelWindowIntervalUnit":"hour"}}`},
		{"funnels: strict order, exclusion, breakdown", "",
			`{"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"}],"funnelsFilter":{"funnelOrderType":"strict","exclusions":[{"kind":"EventsNode","event":"c","funnelFromStep":0,"funnelToStep":1}]},"breakdownFilter":{"breakdown":"$browser"}}`},
		{"funnels: unordered, exclusion, breakdown", "",
			`{"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"},{"kind":"EventsNode","event":"c"}],"funnelsFilter":{"funnelOrderType":"unordered","exclusions":[{"kind":"EventsNode","event":"d","funnelFromStep":1,"funnelToStep":2}]},"breakdownFilter":{"breakdown":"$browser"}}`},
		{"funnels: unordered trends, month window, two steps of one event", "",
			`{"kind":"FunnelsQuery","interval":"week","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"},{"kind":"EventsNode","event":"a"}],"funnelsFilter":{"funnelOrderType":"unordered","funnelVizType":"trends","funnelWindowInterval":1,"funnelWindowIntervalUnit":"month"}}`},
		{"funnels: trends by week", "",
			`{"kind":"FunnelsQuery","interval":"week","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"}],"funnelsFilter":{"funnelVizType":"trends"}}`},
		{"funnels: trends per day in Kolkata", "Asia/Kolkata",
			`{"kind":"FunnelsQuery","interval":"day","dateRange":{"date_from":"2025-12-20","date_to":"2026-01-12"},"series":[{"kind":"EventsNode","event":"$pageview"},{"kind":"EventsNode","event":"signup"},{"kind":"EventsNode","event":"purchase"}],"funnelsFilter":{"funnelVizType":"trends","funnelFromStep":0,"funnelToStep":1}}`},
		{"funnels: trends per hour in New York, breakdown", "America/New_York",
			`{"kind":"FunnelsQuery","interval":"hour","dateRange":{"date_from":"-10d"},"series":[{"kind":"EventsNode","event":"$pageview"},{"kind":"EventsNode","event":"signup"}],"funnelsFilter":{"funnelVizType":"trends"},"breakdownFilter":{"breakdown":"$browser","breakdown_limit":1}}`},
		{"retention: day periods", "",
			`{"kind":"RetentionQuery","dateRange":{"date_from":"-7d"},"retentionFilter":{"targetEntity":{"id":"$pageview","type":"events"},"returningEntity":{"id":"$pageview","type":"events"},"period":"Day","totalIntervals":4}}`},
		{"retention: first time, weeks, breakdown", "",
			`{"kind":"RetentionQuery","retentionFilter":{"period":"Week","totalIntervals":3,"retentionType":"retention_first_time"},"breakdownFilter":{"breakdown":"$browser"}}`},
		{"lifecycle: days", "",
			`{"kind":"LifecycleQuery","series":[{"kind":"EventsNode","event":"$pageview"}],"dateRange":{"date_from":"-14d"},"interval":"day"}`},
		{"stickiness: criteria, cumulative", "",
			`{"kind":"StickinessQuery","series":[{"kind":"EventsNode","event":"$pageview"}],"dateRange":{"date_from":"-7d"},"stickinessFilter":{"computedAs":"cumulative","stickinessCriteria":{"operator":"gte","value":2}}}`},
		{"events: select, where, order, after", "",
			`{"kind":"EventsQuery","select":["*","event","person","count()"],"where":["event = '$pageview'"],"after":"-24h","orderBy":["count() DESC"],"limit":5}`},
		{"actors: all persons, search", "",
			`{"kind":"ActorsQuery","search":"alice","select":["person","id"],"orderBy":["id"]}`},
		{"actors: of a trends data point", "",
			`{"kind":"ActorsQuery","source":{"kind":"InsightActorsQuery","day":"2026-11-20","source":{"kind":"TrendsQuery","series":[{"kind":"EventsNode","event":"$pageview"}]}}}`},
		{"actors: of a funnel step, breakdown value", "",
			`{"kind":"ActorsQuery","source":{"kind":"FunnelsActorsQuery","funnelStep":-2,"funnelStepBreakdown":"Chrome","source":{"kind":"FunnelsQuery","series":[{"kind":"EventsNode","event":"a"},{"kind":"EventsNode","event":"b"}],"breakdownFilter":{"breakdown":"$browser"}}}}`},
		{"actors: of a retention cohort", "",
			`{"kind":"ActorsQuery","source":{"kind":"InsightActorsQuery","interval":1,"source":{"kind":"RetentionQuery","retentionFilter":{"period":"Day","totalIntervals":3}}}}`},
		{"actors: of a lifecycle status", "",
			`{"kind":"ActorsQuery","source":{"kind":"InsightActorsQuery","day":"2026-11-20","status":"dormant","source":{"kind":"LifecycleQuery","series":[{"kind":"EventsNode","event":"a"}]}}}`},
		{"actors: of a stickiness bar", "",
			`{"kind":"ActorsQuery","source":{"kind":"InsightActorsQuery","day":2,"source":{"kind":"StickinessQuery","series":[{"kind":"EventsNode","event":"a"}]}}}`},
	}
}
