package service

import (
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/apierror"
)

// storeSpan is the number of seconds from minStoreTime to maxStoreTime.
var storeSpan = maxStoreTime.Unix() - minStoreTime.Unix()

// fuzzNow maps any int64 to a "now" inside the storable years (in
// seconds: the span overflows a time.Duration).
func fuzzNow(sec int64) time.Time {
	return time.Unix(minStoreTime.Unix()+(sec%storeSpan+storeSpan)%storeSpan, 0).UTC()
}

// isClientError reports whether err is a 400 naming one of attrs.
func isClientError(err error, attrs ...string) bool {
	e := apierror.From(err)
	return e != nil && e.Status == http.StatusBadRequest && e.Attr != nil && slices.Contains(attrs, *e.Attr) &&
		e.Detail != "" && utf8.ValidString(e.Detail)
}

// FuzzParseRangeBound reads arbitrary date bounds (ISO dates and date-times,
// relative dates) at an arbitrary now. Nothing may panic; a refusal is a 400
// naming the parameter; an accepted time is UTC, in the storable years, and
// the end bound of a value never precedes its start bound.
func FuzzParseRangeBound(f *testing.F) {
	for _, s := range []string{
		"", "-7d", "7d", "-0d", "-2h", "-999999y", "-999999h", "-12m", "-3w", "+7d", "-1234567d", "-7",
		"2026-02-10", "2026-02-30", "0000-01-01", "0001-01-01", "9999-12-31", "10000-01-01",
		"2026-02-10T10:00:00+01:00", "2026-02-10 10:00:00 01:00", "2026-02-10T10:00", "2026-02-10T10:00:00.123456789Z",
		"0001-01-01T00:30:00+01:00", "9999-12-31T23:59:59.999999999Z", "9999-12-31T23:00:00-05:00", "2026-02-10T24:00:00Z",
	} {
		f.Add(s, int64(1_773_000_000), false, false)
	}
	f.Add("-1d", int64(0), true, true)
	f.Add("9999-12-31", int64(-1), true, true)
	f.Fuzz(func(t *testing.T, raw string, nowSec int64, dayAligned, end bool) {
		now := fuzzNow(nowSec)
		if tm, dateOnly, err := ParseTime("after", raw); err != nil {
			if !isClientError(err, "after") {
				t.Fatalf("ParseTime(%q): %v", raw, err)
			}
		} else {
			if tm.Location() != time.UTC || !inStoreRange(tm) {
				t.Fatalf("ParseTime(%q) = %v, outside the storable years", raw, tm)
			}
			if dateOnly && !tm.Equal(startOfDay(tm)) {
				t.Fatalf("ParseTime(%q) = %v: a date that is not midnight", raw, tm)
			}
			again, _, err := ParseTime("after", tm.Format(time.RFC3339Nano))
			if err != nil || !again.Equal(tm) {
				t.Fatalf("ParseTime(%q) = %v does not read back: %v, %v", raw, tm, again, err)
			}
		}
		kind := boundKind{dayAligned: dayAligned, end: end}
		got, err := parseRangeBound("date_from", raw, now, kind)
		if err != nil {
			if !isClientError(err, "date_from") {
				t.Fatalf("parseRangeBound(%q): %v", raw, err)
			}
			return
		}
		if got.Location() != time.UTC || got.Before(minStoreTime) || got.After(maxStoreTime) {
			t.Fatalf("parseRangeBound(%q, now %v, %+v) = %v, outside the storable years", raw, now, kind, got)
		}
		start, err1 := parseRangeBound("date_from", raw, now, boundKind{dayAligned: dayAligned})
		stop, err2 := parseRangeBound("date_to", raw, now, boundKind{dayAligned: dayAligned, end: true})
		if err1 != nil || err2 != nil || stop.Before(start) {
			t.Fatalf("%q at %v: start bound %v (%v) after end bound %v (%v)", raw, now, start, err1, stop, err2)
		}
	})
}

// FuzzFilterParams runs the text, UUID, date and choice validation of the
// recordings, plugin log and person trend lists. Nothing may panic; every
// refusal is a 400 naming the REST parameter; an accepted filter holds only
// text both databases compare, a canonical UUID and storable times.
func FuzzFilterParams(f *testing.F) {
	f.Add("user-1", "0F7026C1-9FBC-47B1-85C6-8E9BE5BF2A95", "-7d", "2026-01-02", "duration", "asc", "INFO,WARN", int64(0))
	f.Add("", "", "", "", "", "", "", int64(1_773_000_000))
	f.Add("a\x00b", "urn:uuid:0f7026c1-9fbc-47b1-85c6-8e9be5bf2a95", "all", "-0d", "start_time; DROP", "sideways", "info", int64(-5))
	f.Add("\xff", "{0f7026c1-9fbc-47b1-85c6-8e9be5bf2a95}", "yesterday", "0000-01-01", "activity_score", "DESC", "ERROR,ERROR,", int64(7))
	f.Add("é", "0f7026c19fbc47b185c68e9be5bf2a95", "2026-01-02T03:04:05Z", "-999999y", "click_count", "Asc", ",", int64(1))
	f.Fuzz(func(t *testing.T, text, rawUUID, from, to, order, direction, types string, nowSec int64) {
		now := fuzzNow(nowSec)
		storableText := func(what, s string) {
			t.Helper()
			if !isStorableText(s) {
				t.Fatalf("%s %q accepted", what, s)
			}
		}
		storable := func(what string, tm *time.Time) {
			t.Helper()
			if tm != nil && (tm.Before(minStoreTime) || tm.After(maxStoreTime)) {
				t.Fatalf("%s %v accepted", what, tm)
			}
		}

		if err := checkTextParam("search", text); err != nil {
			if !isClientError(err, "search") {
				t.Fatalf("checkTextParam(%q): %v", text, err)
			}
		}
		if u, err := canonicalUUID("person_uuid", rawUUID); err != nil {
			if !isClientError(err, "person_uuid") {
				t.Fatalf("canonicalUUID(%q): %v", rawUUID, err)
			}
		} else if parsed, perr := uuid.Parse(u); u != "" && (perr != nil || parsed.String() != u) {
			t.Fatalf("canonicalUUID(%q) = %q, not canonical", rawUUID, u)
		}

		rf, err := RecordingParams{DistinctID: text, PersonUUID: rawUUID, DateFrom: from, DateTo: to,
			Order: order, OrderDirection: direction}.filter(now)
		if err != nil {
			if !isClientError(err, "distinct_id", "person_uuid", "date_from", "date_to", "order", "order_direction") {
				t.Fatalf("recording filter: %v", err)
			}
		} else {
			storableText("distinct_id", rf.DistinctID)
			if rf.PersonUUID != "" {
				if u, err := uuid.Parse(rf.PersonUUID); err != nil || u.String() != rf.PersonUUID {
					t.Fatalf("person_uuid %q accepted", rf.PersonUUID)
				}
			}
			storable("date_from", rf.StartFrom)
			storable("date_to", rf.StartBefore)
		}

		lp := LogParams{Search: text}
		if types != "" {
			lp.Types = strings.Split(types, ",")
		}
		for _, b := range []struct {
			raw string
			dst **time.Time
		}{{from, &lp.After}, {to, &lp.Before}} {
			if tm, _, err := ParseTime("after", b.raw); err == nil {
				*b.dst = &tm
			}
		}
		lf, err := lp.filter()
		if err != nil {
			if !isClientError(err, "search", "after", "before", "type_filter") {
				t.Fatalf("log filter: %v", err)
			}
		} else {
			storableText("search", lf.Search)
			storable("after", lf.After)
			storable("before", lf.Before)
			for _, typ := range lf.Types {
				if !slices.Contains(LogTypes, typ) {
					t.Fatalf("log type %q accepted", typ)
				}
			}
		}

		tFrom, tTo, err := trendRange(from, to, now)
		if err != nil {
			if !isClientError(err, "date_from", "date_to") {
				t.Fatalf("trend range: %v", err)
			}
		} else {
			if !tFrom.IsZero() {
				storable("date_from", &tFrom)
			}
			storable("date_to", &tTo)
		}
	})
}
