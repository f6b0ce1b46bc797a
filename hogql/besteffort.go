package hogql

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// parseDateTimeBestEffort reads the date and time formats of ClickHouse's
// documentation for it. SQLite runs ParseDateTimeBestEffort (a Go
// function); PostgreSQL runs burrow_parse_datetime, a migration that takes
// the same steps with the same regular expressions: keep them in step.

const (
	bestEffortTime = `(?:[T ]+([0-9]{1,2}):([0-9]{2})(?::([0-9]{2})(?:\.[0-9]+)?)?)?`
	bestEffortZone = `\s*(Z|UTC|GMT|[+-][0-9]{2}(?::?[0-9]{2})?)?$`
)

var (
	bestEffortUnix    = regexp.MustCompile(`^[0-9]{9,10}$`)
	bestEffortWeekday = regexp.MustCompile(`(?i)^(mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+`)
	bestEffortDigits  = regexp.MustCompile(`^([0-9]{4})([0-9]{2})([0-9]{2})(?:([0-9]{2})([0-9]{2})([0-9]{2}))?$`)
	bestEffortISO     = regexp.MustCompile(`(?i)^([0-9]{4})[-/.]([0-9]{1,2})[-/.]([0-9]{1,2})` + bestEffortTime + bestEffortZone)
	bestEffortDMY     = regexp.MustCompile(`(?i)^([0-9]{1,2})[-/.]([0-9]{1,2})[-/.]([0-9]{4})` + bestEffortTime + bestEffortZone)
	bestEffortDayName = regexp.MustCompile(`(?i)^([0-9]{1,2})[ -]+([a-z]+)[ -]+([0-9]{4})` + bestEffortTime + bestEffortZone)
	bestEffortNameDay = regexp.MustCompile(`(?i)^([a-z]+)[ -]+([0-9]{1,2}),?[ -]+([0-9]{4})` + bestEffortTime + bestEffortZone)
)

var monthAbbrevs = []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

// monthNumber is the month a name starts with (Dec, December), 0 if none.
func monthNumber(name string) int {
	name = strings.ToLower(name)
	if len(name) < 3 {
		return 0
	}
	for i, m := range monthAbbrevs {
		if name[:3] == m {
			return i + 1
		}
	}
	return 0
}

// ParseDateTimeBestEffort reads s as ClickHouse's parseDateTimeBestEffort
// does for the formats of its documentation: Unix timestamps (9 or 10
// digits), YYYYMMDD[hhmmss], ISO 8601 (YYYY-MM-DD[ T]hh:mm[:ss[.f]] with Z,
// UTC, GMT or an offset), DD/MM/YYYY (day first), 4-Dec-2023, 4 Dec 2023,
// Dec 4, 2023 and RFC 2822 (Sat, 18 Aug 2018 07:22:16 GMT). ok is false for
// anything else or an impossible date.
func ParseDateTimeBestEffort(s string) (time.Time, bool) {
	s = strings.TrimSpace(s)
	if bestEffortUnix.MatchString(s) {
		n, err := strconv.ParseInt(s, 10, 64)
		return time.Unix(n, 0).UTC(), err == nil
	}
	s = bestEffortWeekday.ReplaceAllString(s, "")
	var y, mo, d int
	var m []string
	atoi := func(x string) int { n, _ := strconv.Atoi(x); return n }
	if m = bestEffortDigits.FindStringSubmatch(s); m != nil {
		y, mo, d = atoi(m[1]), atoi(m[2]), atoi(m[3])
		m = append(m, "") // no zone
	} else if m = bestEffortISO.FindStringSubmatch(s); m != nil {
		y, mo, d = atoi(m[1]), atoi(m[2]), atoi(m[3])
	} else if m = bestEffortDMY.FindStringSubmatch(s); m != nil {
		d, mo, y = atoi(m[1]), atoi(m[2]), atoi(m[3])
	} else if m = bestEffortDayName.FindStringSubmatch(s); m != nil {
		d, mo, y = atoi(m[1]), monthNumber(m[2]), atoi(m[3])
	} else if m = bestEffortNameDay.FindStringSubmatch(s); m != nil {
		mo, d, y = monthNumber(m[1]), atoi(m[2]), atoi(m[3])
	} else {
		return time.Time{}, false
	}
	h, mi, sec, zone := atoi(m[4]), atoi(m[5]), atoi(m[6]), strings.ToUpper(m[7])
	if mo < 1 || mo > 12 || d < 1 || d > time.Date(y, time.Month(mo)+1, 0, 0, 0, 0, 0, time.UTC).Day() ||
		h > 23 || mi > 59 || sec > 59 {
		return time.Time{}, false
	}
	off := 0
	if zone != "" && zone != "Z" && zone != "UTC" && zone != "GMT" {
		digits := strings.ReplaceAll(zone[1:], ":", "")
		off = atoi(digits[:2]) * 60
		if len(digits) > 2 {
			off += atoi(digits[2:])
		}
		if zone[0] == '-' {
			off = -off
		}
	}
	t := time.Date(y, time.Month(mo), d, h, mi, sec, 0, time.UTC)
	return t.Add(-time.Duration(off) * time.Minute), true
}
