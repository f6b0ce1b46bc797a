package insight

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// The actors behind a data point of a funnel, retention, lifecycle or
// stickiness insight are decided by the same Go code that shapes the
// insight (ordered/strict/unordered paths, cohorts, statuses): the source's
// statement runs first, the chosen actors are read from its rows, and a
// second statement lists those persons (twoStage). The actors of a trends
// breakdown's Other bucket need the kept values first, so they take two
// statements as well.

// isOther reports whether the breakdown names the Other bucket.
func (iq *InsightActorsQuery) isOther() bool {
	values, err := breakdownValues(iq.Breakdown)
	if err != nil {
		return false
	}
	for _, v := range values {
		if v == breakdownOther {
			return true
		}
	}
	return false
}

// breakdownValues reads a breakdown value: a string, a number or a list.
func breakdownValues(raw json.RawMessage) ([]string, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, err
	}
	scalar := func(v any) (string, error) {
		switch v := v.(type) {
		case string:
			return v, nil
		case float64:
			return strconv.FormatFloat(v, 'f', -1, 64), nil
		case bool:
			return strconv.FormatBool(v), nil
		}
		return "", fmt.Errorf("unexpected breakdown value %v", v)
	}
	if list, ok := v.([]any); ok {
		out := make([]string, len(list))
		for i, e := range list {
			s, err := scalar(e)
			if err != nil {
				return nil, err
			}
			out[i] = s
		}
		return out, nil
	}
	s, err := scalar(v)
	if err != nil {
		return nil, err
	}
	return []string{s}, nil
}

// trendsOtherActors lists the actors of a trends breakdown's Other bucket:
// the events whose breakdown value is none of those the series keeps.
func (c compiler) trendsOtherActors(q *ActorsQuery, iq *InsightActorsQuery) (*Plan, error) {
	var tq TrendsQuery
	if err := strictDecode(iq.Source, &tq, "query.source.source"); err != nil {
		return nil, err
	}
	first, sh, err := c.trendsPlan(&tq)
	if err != nil {
		return nil, err
	}
	series := 0
	if iq.Series != nil {
		series = *iq.Series
	}
	member := -1
	previous := iq.Compare != nil && *iq.Compare == "previous"
	for i, m := range sh.members {
		if m.order == series && (m.compare == "previous") == previous {
			member = i
			break
		}
	}
	if member < 0 {
		return nil, apierror.Validation("query.source.series", fmt.Sprintf("There is no series %d.", series))
	}
	// The events condition is checked now (with a placeholder kept list).
	if _, err := c.insightActorsEvents(iq, [][]string{}); err != nil {
		return nil, err
	}
	if _, err := c.actorsPlan(q, hogql.MustTemplate("1 = 1"), nil, nil); err != nil {
		return nil, err
	}
	return &Plan{Query: first.Query, MaxRows: first.MaxRows, Next: func(t *Table) (*Plan, error) {
		kept, err := sh.keptBreakdowns(t, member)
		if err != nil {
			return nil, err
		}
		if kept == nil {
			kept = [][]string{}
		}
		cond, err := c.insightActorsEvents(iq, kept)
		if err != nil {
			return nil, err
		}
		return c.actorsPlan(q, cond, nil, nil)
	}}, nil
}

// retentionActors lists the actors of one cohort (interval, 0-based; or the
// source's retentionFilter.selectedInterval), optionally of one breakdown
// value (a list, as PostHog asks, joined with "::"; a string is taken too).
func (c compiler) retentionActors(q *ActorsQuery, iq *InsightActorsQuery) (*Plan, error) {
	var rq RetentionQuery
	if err := strictDecode(iq.Source, &rq, "query.source.source"); err != nil {
		return nil, err
	}
	first, sh, err := c.retentionPlan(&rq)
	if err != nil {
		return nil, err
	}
	cohort := -1
	switch {
	case iq.Interval != nil:
		cohort = *iq.Interval
	case rq.RetentionFilter != nil && rq.RetentionFilter.SelectedInterval != nil:
		cohort = *rq.RetentionFilter.SelectedInterval
	default:
		return nil, apierror.Validation("query.source.interval", "This field is required: the cohort's index (0 is the first).")
	}
	if cohort < 0 || cohort >= len(sh.cohorts) {
		return nil, apierror.Validation("query.source.interval", fmt.Sprintf("There is no cohort %d: the retention has %d.", cohort, len(sh.cohorts)))
	}
	values, err := breakdownValues(iq.Breakdown)
	if err != nil {
		return nil, apierror.Validation("query.source.breakdown", "Expected a list of breakdown values.")
	}
	if values != nil && !sh.breakdown {
		return nil, apierror.Validation("query.source.breakdown", "The source has no breakdownFilter.")
	}
	want := strings.Join(values, "::")
	// PostHog's retention actors also answer appearances (the periods k the
	// actor counts in) and <period>_<k> for each period.
	columns := map[string]string{"appearances": "Array(UInt64)"}
	for k := 0; k < sh.total; k++ {
		columns[fmt.Sprintf("%s_%d", strings.ToLower(sh.period), k)] = "UInt8"
	}
	return c.twoStage(q, first, columns, func(t *Table) ([]string, *actorExtras, error) {
		actors, err := sh.actors(t)
		if err != nil {
			return nil, nil, err
		}
		under := map[string]string{}
		if sh.breakdown {
			_, under = sh.rank(actors)
		}
		// Each actor's periods in the cohort (k = 0 always), merged over its
		// breakdown values when no value is asked.
		periods := map[string]map[int]bool{}
		var ids []string
		for _, a := range actors {
			if values != nil && under[a.breakdown] != want {
				continue
			}
			sh.cells(a, func(i, k int) {
				if i != cohort {
					return
				}
				if periods[a.id] == nil {
					periods[a.id] = map[int]bool{}
					ids = append(ids, a.id)
				}
				periods[a.id][k] = true
			})
		}
		extra := &actorExtras{}
		for _, id := range ids {
			list := []int{}
			for k := 0; k < sh.total; k++ {
				in := periods[id][k]
				if in {
					list = append(list, k)
				}
				extra.set(fmt.Sprintf("%s_%d", strings.ToLower(sh.period), k), id, in)
			}
			extra.set("appearances", id, list)
		}
		return ids, extra, nil
	})
}

// lifecycleActors lists the actors with status (new, returning,
// resurrecting, dormant) in the bucket of day.
func (c compiler) lifecycleActors(q *ActorsQuery, iq *InsightActorsQuery) (*Plan, error) {
	var lq LifecycleQuery
	if err := strictDecode(iq.Source, &lq, "query.source.source"); err != nil {
		return nil, err
	}
	first, sh, err := c.lifecyclePlan(&lq)
	if err != nil {
		return nil, err
	}
	if iq.Status == nil {
		return nil, apierror.Validation("query.source.status", "This field is required: new, returning, resurrecting or dormant.")
	}
	status := *iq.Status
	switch status {
	case "new", "returning", "resurrecting", "dormant":
	default:
		return nil, apierror.Validation("query.source.status", fmt.Sprintf("%q is not a status: use new, returning, resurrecting or dormant.", status))
	}
	bucket, err := c.dayBucket(iq.Day, sh.w, sh.buckets)
	if err != nil {
		return nil, err
	}
	return c.twoStage(q, first, nil, func(t *Table) ([]string, *actorExtras, error) {
		var ids []string
		err := sh.classify(t, func(id string, i int, st string) {
			if i == bucket && st == status {
				ids = append(ids, id)
			}
		})
		return ids, nil, err
	})
}

// dayBucket is the index among buckets of the bucket of day.
func (c compiler) dayBucket(raw json.RawMessage, w window, buckets []time.Time) (int, error) {
	var day string
	if len(raw) == 0 || json.Unmarshal(raw, &day) != nil || day == "" {
		return 0, apierror.Validation("query.source.day", "This field is required: the bucket's date, e.g. \"2024-01-15\".")
	}
	t, _, _, err := parseDate(day, c.now, c.loc, "query.source.day")
	if err != nil {
		return 0, err
	}
	key := bucketKey(w.bucketStart(t))
	for i, b := range buckets {
		if bucketKey(b) == key {
			return i, nil
		}
	}
	return 0, apierror.Validation("query.source.day", fmt.Sprintf("%q is outside the source's date range.", day))
}

// stickinessActors lists the actors of one series active in exactly day
// intervals (day or more when the source is cumulative).
func (c compiler) stickinessActors(q *ActorsQuery, iq *InsightActorsQuery) (*Plan, error) {
	var sq StickinessQuery
	if err := strictDecode(iq.Source, &sq, "query.source.source"); err != nil {
		return nil, err
	}
	first, sh, err := c.stickinessPlan(&sq)
	if err != nil {
		return nil, err
	}
	var n int
	var text string
	switch {
	case len(iq.Day) > 0 && json.Unmarshal(iq.Day, &n) == nil:
	case len(iq.Day) > 0 && json.Unmarshal(iq.Day, &text) == nil:
		if n, err = strconv.Atoi(text); err != nil {
			return nil, apierror.Validation("query.source.day", "Expected the number of intervals, e.g. 3.")
		}
	default:
		return nil, apierror.Validation("query.source.day", "This field is required: the number of intervals, e.g. 3.")
	}
	if n < 1 {
		return nil, apierror.Validation("query.source.day", "Must be a positive integer.")
	}
	series := 0
	if iq.Series != nil {
		series = *iq.Series
	}
	previous := iq.Compare != nil && *iq.Compare == "previous"
	member := -1
	for i, m := range sh.members {
		if m.order == series && (m.compare == "previous") == previous {
			member = i
			break
		}
	}
	if member < 0 {
		return nil, apierror.Validation("query.source.series", fmt.Sprintf("There is no series %d.", series))
	}
	return c.twoStage(q, first, nil, func(t *Table) ([]string, *actorExtras, error) {
		perActor, err := sh.intervals(t)
		if err != nil {
			return nil, nil, err
		}
		var ids []string
		for id, k := range perActor[member] {
			if k == n || sh.cumulative && k > n {
				ids = append(ids, id)
			}
		}
		sort.Strings(ids)
		return ids, nil, nil
	})
}

// funnelActors lists the actors of a funnel step (funnelStep, optionally of
// one funnelStepBreakdown value) or of a funnel trends entrance period
// (funnelTrendsEntrancePeriodStart: converted, or with funnelTrendsDropOff
// dropped off).
func (c compiler) funnelActors(q *ActorsQuery, fq *FunnelsActorsQuery) (*Plan, error) {
	if k := sourceKind(fq.Source); k != KindFunnels {
		return nil, apierror.Validation("query.source.source.kind", fmt.Sprintf("A FunnelsActorsQuery needs a FunnelsQuery source, not %q.", k))
	}
	var src FunnelsQuery
	if err := strictDecode(fq.Source, &src, "query.source.source"); err != nil {
		return nil, err
	}
	if src.FunnelsFilter != nil && src.FunnelsFilter.FunnelAggregateByHogQL != nil &&
		*src.FunnelsFilter.FunnelAggregateByHogQL != "" && *src.FunnelsFilter.FunnelAggregateByHogQL != "person_id" {
		return nil, apierror.Validation("query.source.source.funnelsFilter.funnelAggregateByHogQL",
			"The actors of a funnel aggregated by a HogQL expression are not persons: list them with an EventsQuery instead.")
	}
	if fq.Compare != nil && *fq.Compare == "previous" {
		return nil, apierror.Validation("query.source.compare", "Funnel comparisons are not supported yet.")
	}
	if fq.FunnelTrendsEntrancePeriodStart != nil {
		return c.funnelTrendsActors(q, fq, &src)
	}
	first, sh, err := c.funnelsPlan(&src)
	if err != nil {
		return nil, err
	}
	var match func(reached int) bool
	switch {
	case len(fq.FunnelCustomSteps) > 0:
		// PostHog's funnelCustomSteps (overrides funnelStep): the actors whose
		// furthest step (1-based) is one of these.
		custom := map[int]bool{}
		for i, s := range fq.FunnelCustomSteps {
			if s < 1 || s > sh.steps {
				return nil, apierror.Validation(fmt.Sprintf("query.source.funnelCustomSteps.%d", i), fmt.Sprintf("%d is not a step: use 1 to %d.", s, sh.steps))
			}
			custom[s] = true
		}
		match = func(reached int) bool { return custom[reached+1] }
	case fq.FunnelStep == nil:
		return nil, apierror.Validation("query.source.funnelStep", "This field is required: the step (1 is the first; -2 is those who did step 1 but not step 2).")
	default:
		step := *fq.FunnelStep
		if step == 0 || step == -1 || step > sh.steps || -step > sh.steps {
			return nil, apierror.Validation("query.source.funnelStep", fmt.Sprintf("%d is not a step: use 1 to %d, or -2 to -%d for drop-offs.", step, sh.steps, sh.steps))
		}
		match = func(reached int) bool { return reached >= step-1 }
		if step < 0 {
			match = func(reached int) bool { return reached == -step-2 }
		}
	}
	var want *string
	if len(fq.FunnelStepBreakdown) > 0 && string(fq.FunnelStepBreakdown) != "null" {
		if sh.breakdowns == 0 {
			return nil, apierror.Validation("query.source.funnelStepBreakdown", "The source has no breakdownFilter.")
		}
		values, err := breakdownValues(fq.FunnelStepBreakdown)
		if err != nil {
			return nil, apierror.Validation("query.source.funnelStepBreakdown", "Expected a breakdown value or a list of them.")
		}
		key := sh.breakdownKey(values)
		want = &key
	}
	return c.twoStage(q, first, nil, func(t *Table) ([]string, *actorExtras, error) {
		actors, err := sh.actors(t)
		if err != nil {
			return nil, nil, err
		}
		var under map[string]string
		if want != nil {
			_, under, _ = sh.rank(actors)
		}
		var ids []string
		for _, a := range actors {
			if want != nil && under[a.breakdown] != *want {
				continue
			}
			if match(a.best.reached) {
				ids = append(ids, a.id)
			}
		}
		return ids, nil, nil
	})
}

// breakdownKey is the key (JSON of the values) the shaper gives a
// breakdown value, "Other" included.
func (s *funnelShaper) breakdownKey(values []string) string {
	if len(values) == 1 && values[0] == "Other" && !s.multiBreakdown() {
		return s.otherKey()
	}
	list := make([]any, len(values))
	for i, v := range values {
		list[i] = v
	}
	raw, _ := json.Marshal(list)
	if s.multiBreakdown() && len(values) == s.breakdowns {
		allOther := true
		for _, v := range values {
			allOther = allOther && v == "Other"
		}
		if allOther {
			return s.otherKey()
		}
	}
	return string(raw)
}

// funnelTrendsActors lists the actors who entered the funnel in one period
// of a funnel trends insight and reached its toStep (or, with
// funnelTrendsDropOff, reached its fromStep but not its toStep).
func (c compiler) funnelTrendsActors(q *ActorsQuery, fq *FunnelsActorsQuery, src *FunnelsQuery) (*Plan, error) {
	// The source is read as a trends funnel whatever its viz type.
	ff := FunnelsFilter{}
	if src.FunnelsFilter != nil {
		ff = *src.FunnelsFilter
	}
	trends := "trends"
	ff.FunnelVizType = &trends
	copied := *src
	copied.FunnelsFilter = &ff
	first, sh, err := c.funnelsPlan(&copied)
	if err != nil {
		return nil, err
	}
	buckets, err := sh.w.buckets(sh.w.from)
	if err != nil {
		return nil, err
	}
	raw, _ := json.Marshal(*fq.FunnelTrendsEntrancePeriodStart)
	i, err := c.dayBucket(raw, sh.w, buckets)
	if err != nil {
		return nil, withAttr(err, "query.source.funnelTrendsEntrancePeriodStart")
	}
	start, end := buckets[i], sh.w.next(buckets[i])
	dropOff := fq.FunnelTrendsDropOff != nil && *fq.FunnelTrendsDropOff
	return c.twoStage(q, first, nil, func(t *Table) ([]string, *actorExtras, error) {
		actors, err := sh.actors(t)
		if err != nil {
			return nil, nil, err
		}
		var ids []string
		for _, a := range actors {
			p, ok := sh.bestPathFrom(a.events, func(at time.Time) bool { return !at.Before(start) && at.Before(end) })
			if !ok || sh.excluded(a.events, p) || p.reached < sh.fromStep {
				continue
			}
			if converted := p.reached >= sh.toStep; converted != dropOff {
				ids = append(ids, a.id)
			}
		}
		return ids, nil, nil
	})
}
