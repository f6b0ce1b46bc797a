package insight

import (
	"testing"
	"time"
)

func TestResolveWindow(t *testing.T) {
	ny, _ := time.LoadLocation("America/New_York")
	// On 8 March 2026 Havana's clocks go from 00:00 CST to 01:00 CDT.
	havana, _ := time.LoadLocation("America/Havana")
	berlin, _ := time.LoadLocation("Europe/Berlin")
	now := time.Date(2026, 3, 18, 15, 30, 0, 0, time.UTC) // 11:30 in New York
	s := func(v string) *string { return &v }
	yes := true
	cases := []struct {
		name     string
		dr       *DateRange
		interval string
		loc      *time.Location
		from, to time.Time
	}{
		{"default: 7 days back from today", nil, intervalDay, time.UTC,
			time.Date(2026, 3, 11, 0, 0, 0, 0, time.UTC), time.Date(2026, 3, 18, 23, 59, 59, 999999000, time.UTC)},
		{"relative days in the project's zone", &DateRange{DateFrom: s("-7d")}, intervalDay, ny,
			time.Date(2026, 3, 11, 0, 0, 0, 0, ny), time.Date(2026, 3, 18, 23, 59, 59, 999999000, ny)},
		{"hours keep the hour", &DateRange{DateFrom: s("-24h")}, intervalHour, time.UTC,
			time.Date(2026, 3, 17, 15, 0, 0, 0, time.UTC), time.Date(2026, 3, 18, 15, 59, 59, 999999000, time.UTC)},
		{"hours: a date-only date_to covers its first hour, as PostHog's", &DateRange{DateFrom: s("2026-01-05"), DateTo: s("2026-01-05")}, intervalHour, time.UTC,
			time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC), time.Date(2026, 1, 5, 0, 59, 59, 999999000, time.UTC)},
		{"hours: an absolute date_to keeps its whole hour", &DateRange{DateFrom: s("2026-01-05"), DateTo: s("2026-01-05T10:30:00Z")}, intervalHour, time.UTC,
			time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC), time.Date(2026, 1, 5, 10, 59, 59, 999999000, time.UTC)},
		{"month start", &DateRange{DateFrom: s("mStart")}, intervalDay, time.UTC,
			time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 3, 18, 23, 59, 59, 999999000, time.UTC)},
		{"last month", &DateRange{DateFrom: s("-1mStart"), DateTo: s("-1mEnd")}, intervalDay, time.UTC,
			time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 2, 28, 23, 59, 59, 999999000, time.UTC)},
		{"year start", &DateRange{DateFrom: s("yStart")}, intervalMonth, time.UTC,
			time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 3, 18, 23, 59, 59, 999999000, time.UTC)},
		{"absolute dates include the last day", &DateRange{DateFrom: s("2026-01-05"), DateTo: s("2026-01-31")}, intervalDay, time.UTC,
			time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC), time.Date(2026, 1, 31, 23, 59, 59, 999999000, time.UTC)},
		{"month interval starts the month", &DateRange{DateFrom: s("2026-01-15")}, intervalMonth, time.UTC,
			time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 3, 18, 23, 59, 59, 999999000, time.UTC)},
		{"explicit dates are kept", &DateRange{DateFrom: s("2026-01-05T10:00:00Z"), DateTo: s("2026-01-06T10:00:00Z"), ExplicitDate: &yes}, intervalDay, time.UTC,
			time.Date(2026, 1, 5, 10, 0, 0, 0, time.UTC), time.Date(2026, 1, 6, 10, 0, 0, 0, time.UTC)},
		{"offsets are converted to the zone", &DateRange{DateFrom: s("2026-01-05T03:00:00Z")}, intervalDay, ny,
			time.Date(2026, 1, 4, 0, 0, 0, 0, ny), time.Date(2026, 3, 18, 23, 59, 59, 999999000, ny)},
		// 02:00 to 03:00 on 8 March in New York, 29 March in Berlin, does
		// not exist: a time in it reads with the offset before the skip,
		// as PostgreSQL's AT TIME ZONE and Python's zoneinfo read it.
		{"a skipped time west of UTC", &DateRange{DateFrom: s("2026-03-08T02:30:00"), DateTo: s("2026-03-08T02:45:00"), ExplicitDate: &yes}, intervalDay, ny,
			time.Date(2026, 3, 8, 7, 30, 0, 0, time.UTC), time.Date(2026, 3, 8, 7, 45, 0, 0, time.UTC)},
		{"a skipped time east of UTC", &DateRange{DateFrom: s("2026-03-29T02:30:00"), DateTo: s("2026-03-29T02:45:00"), ExplicitDate: &yes}, intervalDay, berlin,
			time.Date(2026, 3, 29, 1, 30, 0, 0, time.UTC), time.Date(2026, 3, 29, 1, 45, 0, 0, time.UTC)},
		{"a day without midnight starts at 01:00 and ends at the next midnight", &DateRange{DateFrom: s("2026-03-08"), DateTo: s("2026-03-08")}, intervalDay, havana,
			time.Date(2026, 3, 8, 5, 0, 0, 0, time.UTC), time.Date(2026, 3, 9, 3, 59, 59, 999999000, time.UTC)},
		{"the day after a day without midnight", &DateRange{DateFrom: s("2026-03-09"), DateTo: s("2026-03-09")}, intervalDay, havana,
			time.Date(2026, 3, 9, 4, 0, 0, 0, time.UTC), time.Date(2026, 3, 10, 3, 59, 59, 999999000, time.UTC)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w, err := resolveWindow(tc.dr, tc.interval, now, tc.loc)
			if err != nil {
				t.Fatal(err)
			}
			if !w.from.Equal(tc.from) || !w.to.Equal(tc.to) {
				t.Errorf("got %v – %v, want %v – %v", w.from, w.to, tc.from, tc.to)
			}
		})
	}
	if _, err := resolveWindow(&DateRange{DateFrom: s("next tuesday")}, intervalDay, now, time.UTC); err == nil {
		t.Error("a date that is not one was accepted")
	}
	if _, err := resolveWindow(&DateRange{DateFrom: s("2026-02-01"), DateTo: s("2026-01-01")}, intervalDay, now, time.UTC); err == nil {
		t.Error("date_from after date_to was accepted")
	}
}

func TestLabels(t *testing.T) {
	d := time.Date(2020, 1, 9, 13, 0, 0, 0, time.UTC)
	for _, c := range []struct{ interval, day, label, trends string }{
		{intervalDay, "2020-01-09", "9-Jan-2020", "9-Jan-2020"},
		{intervalHour, "2020-01-09 13:00:00", "9-Jan-2020 13:00", "9-Jan 13:00"},
		{intervalMonth, "2020-01-09", "9-Jan-2020", "Jan 2020"},
	} {
		if got := dayString(d, c.interval); got != c.day {
			t.Errorf("%s day %q, want %q", c.interval, got, c.day)
		}
		if got := labelString(d, c.interval); got != c.label {
			t.Errorf("%s label %q, want %q", c.interval, got, c.label)
		}
		if got := trendsLabel(d, c.interval, d, d); got != c.trends {
			t.Errorf("%s trends label %q, want %q", c.interval, got, c.trends)
		}
	}
	// Weeks (from Sunday) clamped to the range, PostHog's examples.
	day := func(m time.Month, d int) time.Time { return time.Date(2026, m, d, 0, 0, 0, 0, time.UTC) }
	for _, c := range []struct {
		week, from, to time.Time
		want           string
	}{
		{day(1, 4), day(1, 1), day(1, 31), "4–10 Jan"},
		{day(12, 27), day(12, 1), day(12, 31), "27–31 Dec"},
		{time.Date(2025, 12, 28, 0, 0, 0, 0, time.UTC), day(1, 1), day(1, 31), "1–3 Jan"},
		{time.Date(2025, 12, 28, 0, 0, 0, 0, time.UTC), time.Date(2025, 12, 1, 0, 0, 0, 0, time.UTC), day(1, 31), "28-Dec-2025 – 3-Jan-2026"},
		{day(3, 29), day(3, 1), day(4, 30), "29-Mar – 4-Apr"},
		{day(1, 25), day(1, 1), day(1, 25), "25-Jan-2026"},
	} {
		if got := trendsLabel(c.week, intervalWeek, c.from, c.to); got != c.want {
			t.Errorf("week of %s: %q, want %q", c.week.Format("2006-01-02"), got, c.want)
		}
	}
}

// TestUnitRunsAreIndexOf checks unitIndex's runs against the list search
// they replace: for every wall time, the bucket whose list value equals the
// start of its unit (as w.bucketExpr reads it), across daylight saving
// changes at 2:00 and of half an hour (Lord Howe, whose later hourly buckets
// start at half past and so read as none).
func TestUnitRunsAreIndexOf(t *testing.T) {
	zones := []string{"UTC", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "America/Havana"}
	for _, name := range zones {
		loc, err := time.LoadLocation(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, interval := range []string{intervalHour, intervalDay, intervalWeek, intervalMonth} {
			for _, from := range []time.Time{time.Date(2026, 3, 5, 0, 0, 0, 0, loc), time.Date(2026, 10, 1, 0, 0, 0, 0, loc)} {
				to := from.AddDate(0, 3, 0)
				if interval == intervalHour {
					to = from.AddDate(0, 0, 40)
				}
				w := window{interval: interval, loc: loc, from: from, to: to}
				bs, err := w.buckets(from)
				if err != nil {
					t.Fatal(err)
				}
				// The value of each bucket in bucketList, and of a wall time in bucketExpr.
				listValue := func(b time.Time) time.Time {
					b = wallTime(b)
					if interval != intervalHour {
						return time.Date(b.Year(), b.Month(), b.Day(), 0, 0, 0, 0, time.UTC)
					}
					return b
				}
				origin := w.unitOrigin(bs[0])
				runs := w.unitRuns(bs)
				// The list's first index of each value, as indexOf finds it.
				first := make(map[int64]int, len(bs))
				for i, b := range bs {
					if _, ok := first[listValue(b).UnixNano()]; !ok {
						first[listValue(b).UnixNano()] = i
					}
				}
				for ts := from.Add(-48 * time.Hour); ts.Before(to.Add(48 * time.Hour)); ts = ts.Add(17 * time.Minute) {
					v := w.unitOrigin(ts.In(loc))
					want, ok := first[v.UnixNano()]
					if !ok {
						want = -1
					}
					var unit int64
					switch interval {
					case intervalHour:
						unit = int64(v.Sub(origin) / time.Hour)
					case intervalWeek:
						unit = int64(v.Sub(origin) / (7 * 24 * time.Hour))
					case intervalMonth:
						unit = int64(v.Year()*12+int(v.Month())) - int64(origin.Year()*12+int(origin.Month()))
					default:
						unit = int64(v.Sub(origin) / (24 * time.Hour))
					}
					got := -1
					for _, r := range runs {
						if unit >= r.from && unit <= r.to {
							got = int(unit - r.from + r.index)
						}
					}
					if got != want {
						t.Fatalf("%s %s from %s: %s (wall %s, unit %d): index %d, want %d", name, interval, from, ts.UTC(), v, unit, got, want)
					}
				}
			}
		}
	}
}

// TestBucketsWhereMidnightIsSkipped lists day, week and month buckets across
// America/Havana's spring change, which skips midnight (00:00 → 01:00): one
// bucket per day (the listing once looped forever there), weeks on Sundays,
// months on the 1st, and prev undoes next.
func TestBucketsWhereMidnightIsSkipped(t *testing.T) {
	loc, err := time.LoadLocation("America/Havana")
	if err != nil {
		t.Fatal(err)
	}
	from := time.Date(2026, 2, 1, 0, 0, 0, 0, loc)
	to := time.Date(2026, 4, 30, 12, 0, 0, 0, loc)
	for _, tc := range []struct {
		interval string
		n        int
		start    func(y int, m time.Month, d int) bool
	}{
		{intervalDay, 89, func(int, time.Month, int) bool { return true }},
		{intervalWeek, 13, func(y int, m time.Month, d int) bool {
			return time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Weekday() == time.Sunday
		}},
		{intervalMonth, 3, func(_ int, _ time.Month, d int) bool { return d == 1 }},
	} {
		w := window{interval: tc.interval, loc: loc, from: from, to: to}
		bs, err := w.buckets(from)
		if err != nil {
			t.Fatal(err)
		}
		if len(bs) != tc.n {
			t.Errorf("%s: %d buckets, want %d", tc.interval, len(bs), tc.n)
		}
		for i, b := range bs {
			y, m, d := b.Date()
			if !tc.start(y, m, d) {
				t.Errorf("%s: bucket %d starts on %d-%02d-%02d", tc.interval, i, y, m, d)
			}
			if i > 0 {
				if py, pm, pd := bs[i-1].Date(); py == y && pm == m && pd == d {
					t.Errorf("%s: buckets %d and %d are both %d-%02d-%02d", tc.interval, i-1, i, y, m, d)
				}
				if p := w.prev(b); !p.Equal(bs[i-1]) {
					t.Errorf("%s: prev(%s) = %s, want %s", tc.interval, b, p, bs[i-1])
				}
			}
			if got := w.bucketStart(b.Add(6 * time.Hour)); !got.Equal(b) {
				t.Errorf("%s: bucketStart(%s + 6h) = %s", tc.interval, b, got)
			}
		}
	}
}

// TestPreviousWindowWhereMidnightIsSkipped: the period before one that
// starts on a day whose midnight daylight saving skips (Havana, 8 March
// 2026: 00:00 CST is 01:00 CDT) ends just before it and has as many
// buckets, as for any other day.
func TestPreviousWindowWhereMidnightIsSkipped(t *testing.T) {
	havana, err := time.LoadLocation("America/Havana")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 3, 18, 15, 30, 0, 0, time.UTC)
	s := func(v string) *string { return &v }
	for _, tc := range []struct {
		from, to, interval string
		pFrom, pTo         time.Time
	}{
		{"2026-03-08", "2026-03-08", intervalDay, time.Date(2026, 3, 7, 0, 0, 0, 0, havana), time.Date(2026, 3, 7, 23, 59, 59, 999999000, havana)},
		{"2026-03-08", "2026-03-09", intervalDay, time.Date(2026, 3, 6, 0, 0, 0, 0, havana), time.Date(2026, 3, 7, 23, 59, 59, 999999000, havana)},
		{"2026-03-09", "2026-03-09", intervalDay, time.Date(2026, 3, 8, 1, 0, 0, 0, havana), time.Date(2026, 3, 8, 23, 59, 59, 999999000, havana)},
		// Its first hour, 00:00 to 01:59 on the wall clock.
		{"2026-03-08", "2026-03-08", intervalHour, time.Date(2026, 3, 7, 22, 0, 0, 0, havana), time.Date(2026, 3, 7, 23, 59, 59, 999999000, havana)},
	} {
		w, err := resolveWindow(&DateRange{DateFrom: s(tc.from), DateTo: s(tc.to)}, tc.interval, now, havana)
		if err != nil {
			t.Fatal(err)
		}
		p, err := previousWindow(w, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !p.from.Equal(tc.pFrom) || !p.to.Equal(tc.pTo) {
			t.Errorf("%s to %s by %s: previous %v – %v, want %v – %v", tc.from, tc.to, tc.interval, p.from, p.to, tc.pFrom, tc.pTo)
		}
	}
}
