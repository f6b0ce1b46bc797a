package store

import (
	"fmt"
	"strings"
	"time"
)

// SQLite keeps timestamps as text. Its driver turns a TIMESTAMP column into a
// time.Time by trying layouts in turn (the first always fails on what bun
// writes), a tenth of a recordings page's CPU on SQLite. A page therefore
// reads its times as text (CAST(... AS TEXT)) into textTime, which parses
// bun's layout directly and falls back to the driver's layouts for
// anything else.

// textTime scans a timestamp read as text (or as a time) into a time.Time.
type textTime time.Time

// Scan implements sql.Scanner.
func (t *textTime) Scan(src any) error {
	switch v := src.(type) {
	case time.Time:
		*t = textTime(v)
	case string:
		p, err := parseStoredTime(v)
		if err != nil {
			return err
		}
		*t = textTime(p)
	case []byte:
		p, err := parseStoredTime(string(v))
		if err != nil {
			return err
		}
		*t = textTime(p)
	case nil:
		*t = textTime{}
	default:
		return fmt.Errorf("store: cannot read %T as a time", src)
	}
	return nil
}

// nullTextTime is textTime for a column that may be NULL (a left join).
type nullTextTime struct {
	Time  time.Time
	Valid bool
}

// Scan implements sql.Scanner.
func (t *nullTextTime) Scan(src any) error {
	if src == nil {
		*t = nullTextTime{}
		return nil
	}
	t.Valid = true
	return (*textTime)(&t.Time).Scan(src)
}

// storedTimeLayouts are the layouts the SQLite driver accepts, in its order
// (modernc.org/sqlite parseTimeFormats), after time.Time.String's.
var storedTimeLayouts = []string{
	"2006-01-02 15:04:05.999999999-07:00",
	"2006-01-02T15:04:05.999999999-07:00",
	"2006-01-02 15:04:05.999999999",
	"2006-01-02T15:04:05.999999999",
	"2006-01-02 15:04",
	"2006-01-02T15:04",
	"2006-01-02",
}

// parseStoredTime parses a timestamp as the SQLite driver would: the layout
// bun writes ("2006-01-02 15:04:05.999999-07:00") without time.Parse, anything
// else with the driver's layouts.
func parseStoredTime(s string) (time.Time, error) {
	if t, ok := parseBunTime(s); ok {
		return t, nil
	}
	v := s // time.Time.String's layout, with its monotonic clock reading cut
	if i := strings.Index(v, "m="); i > 0 {
		v = v[:i]
	}
	if t, err := time.Parse("2006-01-02 15:04:05.999999999 -0700 MST", strings.TrimSpace(v)); err == nil {
		return t, nil
	}
	ts := strings.TrimSuffix(s, "Z")
	for _, layout := range storedTimeLayouts {
		if t, err := time.Parse(layout, ts); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("store: unreadable timestamp %q", s)
}

// parseBunTime parses "YYYY-MM-DD HH:MM:SS[.fraction]±HH:MM" (or with a T,
// or with Z for +00:00).
func parseBunTime(s string) (time.Time, bool) {
	if len(s) < 20 || s[4] != '-' || s[7] != '-' || (s[10] != ' ' && s[10] != 'T') || s[13] != ':' || s[16] != ':' {
		return time.Time{}, false
	}
	num := func(from, to int) (int, bool) {
		n := 0
		for i := from; i < to; i++ {
			c := s[i]
			if c < '0' || c > '9' {
				return 0, false
			}
			n = n*10 + int(c-'0')
		}
		return n, true
	}
	year, ok1 := num(0, 4)
	month, ok2 := num(5, 7)
	day, ok3 := num(8, 10)
	hour, ok4 := num(11, 13)
	minute, ok5 := num(14, 16)
	sec, ok6 := num(17, 19)
	if !(ok1 && ok2 && ok3 && ok4 && ok5 && ok6) || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || sec > 59 {
		return time.Time{}, false
	}
	i, nsec := 19, 0
	if i < len(s) && s[i] == '.' {
		digits := 0
		for i++; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
			if digits < 9 {
				nsec = nsec*10 + int(s[i]-'0')
			}
			digits++
		}
		if digits == 0 || digits > 9 {
			return time.Time{}, false
		}
		for ; digits < 9; digits++ {
			nsec *= 10
		}
	}
	rest := s[i:]
	offset := 0
	switch {
	case rest == "Z":
	case len(rest) == 6 && (rest[0] == '+' || rest[0] == '-') && rest[3] == ':':
		oh, ok1 := num(i+1, i+3)
		om, ok2 := num(i+4, i+6)
		if !ok1 || !ok2 || oh > 23 || om > 59 {
			return time.Time{}, false
		}
		offset = oh*3600 + om*60
		if rest[0] == '-' {
			offset = -offset
		}
	default:
		return time.Time{}, false
	}
	t := time.Date(year, time.Month(month), day, hour, minute, sec, nsec, time.UTC)
	if t.Day() != day { // 31 February and the like: let time.Parse refuse it
		return time.Time{}, false
	}
	return t.Add(-time.Duration(offset) * time.Second), true
}
