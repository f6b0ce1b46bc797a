package insight

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// DateRange is PostHog's dateRange object.
type DateRange struct {
	DateFrom     *string `json:"date_from"`
	DateTo       *string `json:"date_to"`
	ExplicitDate *bool   `json:"explicitDate"`
}

// Intervals of a time series.
const (
	intervalHour  = "hour"
	intervalDay   = "day"
	intervalWeek  = "week"
	intervalMonth = "month"
)

// defaultDateFromDays is PostHog's DEFAULT_DATE_FROM_DAYS.
const defaultDateFromDays = 7

// relativeDate is PostHog's relative date syntax: -7d, -24h, mStart, -1mStart, dEnd.
var relativeDate = regexp.MustCompile(`^-?([0-9]+)?([hdwmqysHDWMQY])(Start|End)?$`)

// window is a resolved date range in the project's timezone.
type window struct {
	from, to time.Time // to is inclusive (…:59.999999 when rounded)
	all      bool      // date_from "all": from is unknown until the data says
	interval string
	loc      *time.Location
}

// parseDate reads an absolute or relative date in loc; attr names the field in errors.
func parseDate(s string, now time.Time, loc *time.Location, attr string) (t time.Time, relative bool, hourly bool, err error) {
	now = now.In(loc)
	if m := relativeDate.FindStringSubmatch(s); m != nil {
		n := 0
		if m[1] != "" {
			if n, err = strconv.Atoi(m[1]); err != nil || n > 100000 {
				return t, false, false, apierror.Validation(attr, fmt.Sprintf("%q is out of range.", s))
			}
		}
		t = now
		switch m[2] {
		case "h", "H":
			t, hourly = t.Add(-time.Duration(n)*time.Hour), true
		case "d", "D":
			t = addDate(t, 0, 0, -n)
		case "w", "W":
			t = addDate(t, 0, 0, -7*n)
		case "m":
			t = addDate(t, 0, -n, 0)
		case "q", "Q":
			t = addDate(t, 0, 0, -7*13*n)
		case "y", "Y":
			t = addDate(t, -n, 0, 0)
		case "M":
			t, hourly = t.Add(-time.Duration(n)*time.Minute), true
		case "s":
			t, hourly = t.Add(-time.Duration(n)*time.Second), true
		}
		switch m[3] {
		case "Start":
			t = startOfUnit(t, m[2])
		case "End":
			t = startOfUnit(t, m[2]).Add(unitLength(t, m[2])).Add(-time.Microsecond)
		}
		return t, true, hourly, nil
	}
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05.999999Z07:00", "2006-01-02T15:04:05Z07:00", "2006-01-02 15:04:05Z07:00"} {
		if v, err := time.Parse(layout, s); err == nil {
			return v.In(loc), false, false, nil
		}
	}
	for _, layout := range []string{"2006-01-02T15:04:05.999999", "2006-01-02T15:04:05", "2006-01-02 15:04:05.999999", "2006-01-02 15:04:05", "2006-01-02T15:04", "2006-01-02 15:04", "2006-01-02", "2006-1-2"} {
		if v, err := time.Parse(layout, s); err == nil {
			return wallIn(v, loc), false, false, nil
		}
	}
	return t, false, false, apierror.Validation(attr, fmt.Sprintf("%q is not a date: use YYYY-MM-DD, an ISO 8601 time, or a relative date such as -7d, -24h, mStart, -1mStart or yStart.", s))
}

func startOfUnit(t time.Time, unit string) time.Time {
	y, mo, d := t.Date()
	switch unit {
	case "h", "H":
		return time.Date(y, mo, d, t.Hour(), 0, 0, 0, t.Location())
	case "w", "W":
		return dateStart(y, mo, d-int(t.Weekday()), t.Location())
	case "m":
		return dateStart(y, mo, 1, t.Location())
	case "q", "Q":
		return dateStart(y, mo-(mo-1)%3, 1, t.Location())
	case "y", "Y":
		return dateStart(y, 1, 1, t.Location())
	case "M":
		return t.Truncate(time.Minute)
	case "s":
		return t.Truncate(time.Second)
	}
	return dateStart(y, mo, d, t.Location())
}

func unitLength(t time.Time, unit string) time.Duration {
	s := startOfUnit(t, unit)
	var e time.Time
	switch unit {
	case "h", "H":
		e = s.Add(time.Hour)
	case "w", "W":
		e = addDate(s, 0, 0, 7)
	case "m":
		e = addDate(s, 0, 1, 0)
	case "q", "Q":
		e = addDate(s, 0, 3, 0)
	case "y", "Y":
		e = addDate(s, 1, 0, 0)
	case "M":
		e = s.Add(time.Minute)
	case "s":
		e = s.Add(time.Second)
	default:
		e = addDate(s, 0, 0, 1)
	}
	return e.Sub(s)
}

// resolveWindow applies PostHog's defaults and rounding (QueryDateRange).
func resolveWindow(dr *DateRange, interval string, now time.Time, loc *time.Location) (window, error) {
	w := window{interval: interval, loc: loc}
	explicit := dr != nil && dr.ExplicitDate != nil && *dr.ExplicitDate
	now = now.In(loc)
	var fromRel, fromHourly bool
	switch {
	case dr == nil || dr.DateFrom == nil || *dr.DateFrom == "":
		y, m, d := now.Date()
		w.from, fromRel = dateStart(y, m, d-defaultDateFromDays, loc), true
	case *dr.DateFrom == "all":
		w.all = true
	default:
		var err error
		if w.from, fromRel, fromHourly, err = parseDate(*dr.DateFrom, now, loc, "dateRange.date_from"); err != nil {
			return w, err
		}
	}
	if dr == nil || dr.DateTo == nil || *dr.DateTo == "" {
		w.to = now
	} else {
		var err error
		if w.to, _, _, err = parseDate(*dr.DateTo, now, loc, "dateRange.date_to"); err != nil {
			return w, err
		}
	}
	if !explicit {
		if fromRel && !w.all {
			if fromHourly {
				w.from = startOfUnit(w.from, "h")
			} else {
				w.from = startOfUnit(w.from, "d")
			}
		}
		switch {
		case interval == intervalHour:
			// As PostHog's QueryDateRange: date_to's hour is whole, so a
			// date-only date_to covers its first hour, not none of it.
			w.to = startOfUnit(w.to, "h").Add(time.Hour - time.Microsecond)
		default:
			w.to = addDate(startOfUnit(w.to, "d"), 0, 0, 1).Add(-time.Microsecond)
		}
		// The first bucket is always whole.
		if !w.all && !(interval == intervalDay && fromHourly) {
			switch interval {
			case intervalDay, intervalWeek:
				w.from = startOfUnit(w.from, "d")
			case intervalMonth:
				w.from = startOfUnit(w.from, "m")
			}
		}
	}
	if !w.all && w.to.Before(w.from) {
		return w, apierror.Validation("dateRange", "date_from is after date_to.")
	}
	return w, nil
}

// bucketStart is the start (in w.loc) of the bucket holding t.
func (w window) bucketStart(t time.Time) time.Time {
	t = t.In(w.loc)
	y, m, d := t.Date()
	switch w.interval {
	case intervalHour:
		return time.Date(y, m, d, t.Hour(), 0, 0, 0, w.loc)
	case intervalWeek:
		return dateStart(y, m, d-int(t.Weekday()), w.loc)
	case intervalMonth:
		return dateStart(y, m, 1, w.loc)
	}
	return dateStart(y, m, d, w.loc)
}

// wallIn is the instant in loc whose wall clock reads as t's reads in
// UTC. A wall time that daylight saving skips reads with the offset
// before the skip, as PostgreSQL's AT TIME ZONE and Python's zoneinfo
// read it: a skipped midnight (America/Havana, Chile) is the first
// instant after the skip, as the engines' toStartOfDay of a local time
// has it. time.Date reads it so east of UTC, but west of it with the
// offset after the skip (23:00 of the day before for a midnight).
func wallIn(t time.Time, loc *time.Location) time.Time {
	t = t.UTC()
	l := time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), t.Nanosecond(), loc)
	if w := wallTime(l); w.Before(t) {
		return l.Add(t.Sub(w)) // the skip's length later
	}
	return l
}

// addDate is t.AddDate on the wall clock of t's zone: the first instant
// of a date moves to that of the date it lands on, and a wall time that
// daylight saving skips reads as wallIn reads it.
func addDate(t time.Time, years, months, days int) time.Time {
	return wallIn(dayWallTime(t).AddDate(years, months, days), t.Location())
}

// dateStart is the first instant of the local date y-m-d (normalized as
// time.Date does) in loc: its midnight, or where daylight saving skips
// midnight, the end of the skip.
func dateStart(y int, m time.Month, d int, loc *time.Location) time.Time {
	return wallIn(time.Date(y, m, d, 0, 0, 0, 0, time.UTC), loc)
}

// next is the bucket after b.
func (w window) next(b time.Time) time.Time {
	y, m, d := b.Date() // a day, week or month bucket starts at dateStart, on its own date
	switch w.interval {
	case intervalHour:
		// In absolute time: a wall-clock hour that daylight saving skips
		// does not exist, and one it repeats is a single bucket.
		return b.Add(time.Hour)
	case intervalWeek:
		return dateStart(y, m, d+7, w.loc)
	case intervalMonth:
		return dateStart(y, m+1, 1, w.loc)
	}
	return dateStart(y, m, d+1, w.loc)
}

// maxBuckets bounds a time series.
const maxBuckets = 5000

// buckets lists the bucket starts from the bucket of from to that of to.
func (w window) buckets(from time.Time) ([]time.Time, error) {
	var out []time.Time
	last := w.bucketStart(w.to)
	for b := w.bucketStart(from); !b.After(last); b = w.next(b) {
		if n := len(out); n > 0 && bucketKey(out[n-1]) == bucketKey(b) {
			continue // the repeated hour when clocks go back
		}
		out = append(out, b)
		if len(out) > maxBuckets {
			return nil, apierror.Validation("interval", fmt.Sprintf("The date range has more than %d %ss: use a longer interval or a shorter range.", maxBuckets, w.interval))
		}
	}
	return out, nil
}

// bucketKey is how a bucket reads in rows and maps: its local wall time.
func bucketKey(t time.Time) string { return t.Format("2006-01-02 15:04:05") }

// dayWall is dayWallTime(t) as bucketKey spells a time.
func dayWall(t time.Time) string { return bucketKey(dayWallTime(t)) }

// dayWallTime is t's local wall clock read as UTC (wallTime), as the
// engines' toStartOfDay of a local time has it: a date's first instant
// reads as its midnight, even where daylight saving skips it.
func dayWallTime(t time.Time) time.Time {
	if y, m, d := t.Date(); t.Equal(dateStart(y, m, d, t.Location())) {
		return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	}
	return wallTime(t)
}

// timeBounds restricts timestamp to the window (from is ignored for "all").
func (w window) timeBounds(ts hogql.Expr) hogql.Expr {
	var lo hogql.Expr
	if !w.all {
		lo = hogql.MustTemplate("__1 >= toDateTime(__2)", ts, hogql.String(utcText(w.from)))
	}
	end := w.to.Add(time.Microsecond)
	hi := hogql.MustTemplate("__1 < toDateTime(__2)", ts, hogql.String(utcText(end)))
	return hogql.And(lo, hi)
}

// utcText is t in UTC in the dialect's DateTime literal form.
func utcText(t time.Time) string {
	t = t.UTC()
	if t.Nanosecond() == 0 {
		return t.Format("2006-01-02 15:04:05")
	}
	return t.Format("2006-01-02 15:04:05.999999")
}

// localTime is ts moved to the wall-clock time of loc, for bucketing: the
// engine's dates are UTC, so the offset is added, switching at each of the
// zone's transitions between lo and hi.
func localTime(ts hogql.Expr, loc *time.Location, lo, hi time.Time) hogql.Expr {
	type span struct {
		until  time.Time
		offset int
	}
	_, off := lo.In(loc).Zone()
	var spans []span
	// Each zone period ends at an exact transition instant (ZoneBounds);
	// periods that only rename the zone keep the offset and add no span.
	for t := lo.In(loc); t.Before(hi); {
		_, end := t.ZoneBounds()
		if end.IsZero() || !end.After(t) || !end.Before(hi) {
			break
		}
		if _, o := end.In(loc).Zone(); o != off {
			spans = append(spans, span{until: end, offset: off})
			off = o
		}
		t = end.In(loc)
	}
	shift := func(o int) hogql.Expr {
		if o == 0 {
			return ts
		}
		return hogql.MustTemplate("__1 + INTERVAL __2 SECOND", ts, hogql.Int(int64(o)))
	}
	if len(spans) == 0 {
		return shift(off)
	}
	call := &hogql.Call{Name: "multiIf"}
	for _, s := range spans {
		call.Args = append(call.Args, hogql.MustTemplate("__1 < toDateTime(__2)", ts, hogql.String(utcText(s.until))), shift(s.offset))
	}
	call.Args = append(call.Args, shift(off))
	return call
}

// bucketExpr is the start of ts's bucket as local wall time.
func (w window) bucketExpr(ts hogql.Expr, lo, hi time.Time) hogql.Expr {
	local := localTime(ts, w.loc, lo, hi)
	switch w.interval {
	case intervalHour:
		return hogql.MustTemplate("toStartOfHour(__1)", local)
	case intervalWeek:
		return hogql.MustTemplate("toStartOfWeek(__1)", local)
	case intervalMonth:
		return hogql.MustTemplate("toStartOfMonth(__1)", local)
	}
	return hogql.MustTemplate("toStartOfDay(__1)", local)
}

// scanRange is the UTC span over which localTime must know the offsets.
func (w window) scanRange(now time.Time) (time.Time, time.Time) {
	lo := w.from
	if w.all {
		lo = now.AddDate(-30, 0, 0)
	}
	return lo.AddDate(0, 0, -40), w.to.AddDate(0, 0, 40)
}

// parseBucket reads a bucket value from a row (a Date or DateTime printed
// by the engine) as local wall time in loc.
func parseBucket(v any, loc *time.Location) (time.Time, bool) {
	s, ok := v.(string)
	if !ok {
		return time.Time{}, false
	}
	s = strings.TrimSuffix(strings.TrimSuffix(s, "Z"), "+00:00")
	for _, layout := range []string{"2006-01-02T15:04:05.999999", "2006-01-02 15:04:05.999999", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return wallIn(t, loc), true
		}
	}
	return time.Time{}, false
}

// Labels of buckets, as PostHog prints them.
func dayString(t time.Time, interval string) string {
	if interval == intervalHour {
		return t.Format("2006-01-02 15:04:05")
	}
	return t.Format("2006-01-02")
}

// labelString is the label of a lifecycle bucket (PostHog's lifecycle
// runner): "9-Jan-2020", with " 13:00" for hours; months and weeks are
// named by their first day.
func labelString(t time.Time, interval string) string {
	if interval == intervalHour {
		return t.Format("2-Jan-2006 15:04")
	}
	return t.Format("2-Jan-2006")
}

// trendsLabel is the label of a trends bucket b, PostHog's newer
// format_label_date: "9-Jan-2020" for days, "9-Jan 13:00" for hours,
// "Jan 2020" for months, and for weeks the week's days clamped to the
// date range from … to: "5–11 Jan", "29-Dec – 4-Jan",
// "28-Dec-2025 – 3-Jan-2026", or one day ("9-Jan-2020").
func trendsLabel(b time.Time, interval string, from, to time.Time) string {
	switch interval {
	case intervalHour:
		return b.Format("2-Jan 15:04")
	case intervalMonth:
		return b.Format("Jan 2006")
	case intervalWeek:
		date := func(t time.Time) time.Time { return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC) }
		start := date(b)
		end := start.AddDate(0, 0, 6)
		if f := date(from.In(b.Location())); start.Before(f) {
			start = f
		}
		if t := date(to.In(b.Location())); end.After(t) {
			end = t
		}
		if end.Before(start) {
			end = start
		}
		switch {
		case start.Equal(end):
			return start.Format("2-Jan-2006")
		case start.Year() != end.Year():
			return start.Format("2-Jan-2006") + " – " + end.Format("2-Jan-2006")
		case start.Month() != end.Month():
			return start.Format("2-Jan") + " – " + end.Format("2-Jan")
		}
		return start.Format("2") + "–" + end.Format("2 Jan")
	}
	return b.Format("2-Jan-2006")
}

// bucketList is the constant array of the bucket starts bs, as values of
// w.bucketExpr (dates for weeks and months, the date's midnight for days
// even where the zone skips it, date-times of hours), for
// indexOf(list, bucket).
func (w window) bucketList(bs []time.Time) hogql.Expr {
	list := &hogql.ArrayLit{}
	for _, b := range bs {
		switch w.interval {
		case intervalWeek, intervalMonth:
			list.Elems = append(list.Elems, hogql.MustTemplate("toDate(__1)", hogql.String(b.Format("2006-01-02"))))
		case intervalHour:
			list.Elems = append(list.Elems, hogql.MustTemplate("toDateTime(__1)", hogql.String(bucketKey(b))))
		default:
			list.Elems = append(list.Elems, hogql.MustTemplate("toDateTime(__1)", hogql.String(b.Format("2006-01-02")+" 00:00:00")))
		}
	}
	return list
}

// maskBuckets is the most buckets a fold keeps as the bits of an Int64
// (groupBitOr), the sign bit left alone.
const maskBuckets = 62

// bucketIndex is the 0-based index in bs (buckets of w, in order) of the
// bucket holding ts, and NULL or an index out of bs's range when it is in
// none: what indexOf(w.bucketList(bs), w.bucketExpr(ts, lo, hi)) - 1 reads
// (-1 for none), without searching the list for each row (which costs far
// more than the arithmetic on a million events).
func (w window) bucketIndex(ts hogql.Expr, lo, hi time.Time, bs []time.Time) hogql.Expr {
	return w.unitIndex(w.bucketUnit(ts, lo, hi, bs[0]), bs)
}

// bucketUnit is the number of units (hours, days, weeks or months) from
// the unit of base's wall time to that of ts's wall time: monotone in
// w.bucketExpr(ts, lo, hi), so that min over rows commutes with unitIndex.
func (w window) bucketUnit(ts hogql.Expr, lo, hi time.Time, base time.Time) hogql.Expr {
	local := localTime(ts, w.loc, lo, hi)
	origin := w.unitOrigin(base)
	day := hogql.MustTemplate("toDate(__1)", hogql.String(origin.Format("2006-01-02")))
	switch w.interval {
	case intervalHour:
		return hogql.MustTemplate("dateDiff('hour', toDateTime(__1), __2)", hogql.String(bucketKey(origin)), local)
	case intervalWeek:
		// From a Sunday to a Sunday: as many weeks as Mondays crossed,
		// which ClickHouse's dateDiff counts.
		return hogql.MustTemplate("dateDiff('week', __1, toStartOfWeek(__2))", day, local)
	case intervalMonth:
		return hogql.MustTemplate("dateDiff('month', __1, __2)", day, local)
	}
	return hogql.MustTemplate("dateDiff('day', __1, __2)", day, local)
}

// wallTime is t's wall clock read as UTC, as localTime moves times.
func wallTime(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), t.Nanosecond(), time.UTC)
}

// unitOrigin is the start of the unit of b's wall time (for weeks its
// Sunday), as UTC: the origin bucketUnit counts from.
func (w window) unitOrigin(b time.Time) time.Time {
	b = wallTime(b)
	y, m, d := b.Date()
	switch w.interval {
	case intervalHour:
		return b.Truncate(time.Hour)
	case intervalWeek:
		return time.Date(y, m, d-int(b.Weekday()), 0, 0, 0, 0, time.UTC)
	case intervalMonth:
		return time.Date(y, m, 1, 0, 0, 0, 0, time.UTC)
	}
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// bucketUnits is, for each bucket of bs, its unit number as bucketUnit
// counts it from bs[0], or -1 when no row reads as that bucket: a bucket
// whose start the zone skips (Go moves it, as time.Date does) is not a
// unit's start, so its list value equals no w.bucketExpr.
func (w window) bucketUnits(bs []time.Time) []int64 {
	origin := w.unitOrigin(bs[0])
	out := make([]int64, len(bs))
	for i, b := range bs {
		u := w.unitOrigin(b)
		bw := wallTime(b)
		if w.interval != intervalHour {
			bw = time.Date(bw.Year(), bw.Month(), bw.Day(), 0, 0, 0, 0, time.UTC) // the list holds dates' midnights
		}
		if !u.Equal(bw) {
			out[i] = -1
			continue
		}
		switch w.interval {
		case intervalHour:
			out[i] = int64(u.Sub(origin) / time.Hour)
		case intervalWeek:
			out[i] = int64(u.Sub(origin) / (7 * 24 * time.Hour))
		case intervalMonth:
			out[i] = int64(u.Year()*12+int(u.Month())) - int64(origin.Year()*12+int(origin.Month()))
		default:
			out[i] = int64(u.Sub(origin) / (24 * time.Hour))
		}
	}
	return out
}

// unitRun is a run of consecutive units from..to whose buckets are
// consecutive from index.
type unitRun struct{ from, to, index int64 }

// unitRuns are the runs of the units of bs (one unless daylight saving
// moves a bucket), for unitIndex.
func (w window) unitRuns(bs []time.Time) []unitRun {
	var runs []unitRun
	last := int64(-1)
	for i, u := range w.bucketUnits(bs) {
		if u <= last { // not a unit's start, or a unit already listed: indexOf finds the first
			continue
		}
		if n := len(runs); n > 0 && runs[n-1].to+1 == u && runs[n-1].index+(u-runs[n-1].from) == int64(i) {
			runs[n-1].to = u
		} else {
			runs = append(runs, unitRun{from: u, to: u, index: int64(i)})
		}
		last = u
	}
	return runs
}

// unitIndex maps a unit number (bucketUnit from bs[0]) to the 0-based index
// of its bucket in bs, NULL or out of range for none (as bucketIndex): the
// unit itself when every bucket starts its unit, one after the other.
func (w window) unitIndex(unit hogql.Expr, bs []time.Time) hogql.Expr {
	runs := w.unitRuns(bs)
	switch {
	case len(runs) == 0:
		return hogql.MustTemplate("toInt(NULL)")
	case len(runs) == 1 && runs[0].from == 0 && runs[0].index == 0 && runs[0].to == int64(len(bs)-1):
		return unit
	}
	call := &hogql.Call{Name: "multiIf"}
	for _, r := range runs {
		call.Args = append(call.Args, hogql.MustTemplate("__1 < __2", unit, hogql.Int(r.from)), hogql.MustTemplate("NULL"),
			hogql.MustTemplate("__1 <= __2", unit, hogql.Int(r.to)), hogql.MustTemplate("__1 + __2", unit, hogql.Int(r.index-r.from)))
	}
	call.Args = append(call.Args, hogql.MustTemplate("NULL"))
	return call
}
