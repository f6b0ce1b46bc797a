package service

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/apierror"
)

// Validation of the client-supplied parameters that several services share
// (text, UUIDs, dates and date ranges). Errors are 400s naming the REST
// parameter, so both surfaces report the same attr.

// checkTextParam rejects text no database can compare: invalid UTF-8, or a
// NUL character (PostgreSQL refuses it in text).
func checkTextParam(attr, s string) error {
	if !isStorableText(s) {
		return apierror.Validation(attr, "Text must be valid UTF-8 without NUL characters.")
	}
	return nil
}

func isStorableText(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsRune(s, 0)
}

// canonicalUUID returns raw in the stored (lower-case, hyphenated) form, or
// a 400 naming attr when it is not a UUID. Empty stays empty.
func canonicalUUID(attr, raw string) (string, error) {
	if raw == "" {
		return "", nil
	}
	u, err := uuid.Parse(raw)
	if err != nil {
		return "", apierror.Validation(attr, fmt.Sprintf("%q is not a valid UUID.", raw))
	}
	return u.String(), nil
}

// Bounds of the times sent to the databases: PostgreSQL rejects year 0, and
// SQLite compares timestamps as text, where a five-digit year would sort
// before 2024.
var (
	minStoreTime = time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC)
	maxStoreTime = time.Date(9999, 12, 31, 23, 59, 59, 999999000, time.UTC)
)

// inStoreRange reports whether t (in UTC) has a year both databases can store.
func inStoreRange(t time.Time) bool {
	y := t.UTC().Year()
	return y >= 1 && y <= 9999
}

// clampStoreTime brings a computed range bound into the storable years: a
// bound beyond them excludes (or includes) the same rows as one at the edge.
func clampStoreTime(t time.Time) time.Time {
	switch {
	case t.Before(minStoreTime):
		return minStoreTime
	case t.After(maxStoreTime):
		return maxStoreTime
	}
	return t
}

// ParseTime reads an ISO 8601 date-time ("2026-01-02T15:04:05Z", with or
// without fraction, offset or "T") or date ("2026-01-02", midnight UTC). A
// value without an offset is UTC. dateOnly reports the date form. Anything
// else, or a year outside 1–9999, is a 400 naming attr.
func ParseTime(attr, raw string) (t time.Time, dateOnly bool, err error) {
	if t, err := time.Parse(time.DateOnly, raw); err == nil && inStoreRange(t) {
		return t, true, nil
	}
	s := raw
	if len(s) > 10 && s[10] == ' ' {
		s = s[:10] + "T" + s[11:]
	}
	// A "+" offset sent unencoded in a query string arrives as a space.
	if n := len(s); n > 6 && s[n-6] == ' ' {
		s = s[:n-6] + "+" + s[n-5:]
	}
	for _, layout := range []string{time.RFC3339, "2006-01-02T15:04:05", "2006-01-02T15:04"} {
		if t, err := time.Parse(layout, s); err == nil && inStoreRange(t) {
			return t.UTC(), false, nil
		}
	}
	return time.Time{}, false, apierror.Validation(attr,
		fmt.Sprintf("Datetime has wrong format. Use one of these formats instead: YYYY-MM-DD, YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z] (got %q).", raw))
}

// relativeDate matches PostHog's relative dates: "-7d" (or "7d") is seven
// days ago; the units are hours, days, weeks, months and years.
var relativeDate = regexp.MustCompile(`^-?([0-9]{1,6})([hdwmy])$`)

// boundKind says how parseRangeBound reads a bound.
type boundKind struct {
	// dayAligned makes relative days, weeks, months and years start at
	// midnight (UTC), as PostHog's day-interval trends do; otherwise they
	// are exact instants counted back from now.
	dayAligned bool
	// end makes the bound an exclusive upper bound covering the value: a
	// date (or a day-aligned relative date) covers its whole day, an
	// instant includes itself (timestamps are stored to the microsecond).
	end bool
}

// parseRangeBound reads one end of a date range: an ISO date or date-time
// (see ParseTime) or a relative date counted back from now. The result is
// always a storable time; errors are 400s naming attr.
func parseRangeBound(attr, raw string, now time.Time, kind boundKind) (time.Time, error) {
	m := relativeDate.FindStringSubmatch(raw)
	if m == nil {
		t, dateOnly, err := ParseTime(attr, raw)
		if err != nil {
			return time.Time{}, err
		}
		return clampStoreTime(closeBound(t, dateOnly, kind.end)), nil
	}
	n, _ := strconv.Atoi(m[1]) // at most 6 digits: cannot fail
	if m[2] == "h" {
		return clampStoreTime(closeBound(now.Add(-time.Duration(n)*time.Hour), false, kind.end)), nil
	}
	base := now
	if kind.dayAligned {
		base = startOfDay(now)
	}
	var t time.Time
	switch m[2] {
	case "d":
		t = base.AddDate(0, 0, -n)
	case "w":
		t = base.AddDate(0, 0, -7*n)
	case "m":
		t = base.AddDate(0, -n, 0)
	case "y":
		t = base.AddDate(-n, 0, 0)
	}
	return clampStoreTime(closeBound(t, kind.dayAligned, kind.end)), nil
}

// closeBound turns t into an exclusive upper bound covering it when end is
// set: the next day for a whole day, the next microsecond for an instant.
func closeBound(t time.Time, wholeDay, end bool) time.Time {
	switch {
	case !end:
		return t
	case wholeDay:
		return t.AddDate(0, 0, 1)
	default:
		return t.Truncate(time.Microsecond).Add(time.Microsecond)
	}
}

func startOfDay(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}
