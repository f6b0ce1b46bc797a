package hogql

import (
	"testing"
	"time"
)

// TestParseDateTimeBestEffort checks the formats one by one; the same
// inputs run on both databases in hogqltest's "parseDateTimeBestEffort"
// case (burrow_parse_datetime must agree with this function).
func TestParseDateTimeBestEffort(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"4-Dec-2023":                      "2023-12-04 00:00:00",
		"  4 dec 2023  ":                  "2023-12-04 00:00:00",
		"Sat, 18 Aug 2018 07:22:16 GMT":   "2018-08-18 07:22:16",
		"Sat, 18 Aug 2018 07:22:16 +0300": "2018-08-18 04:22:16",
		"2023-12-04T10:11:12.5+02:00":     "2023-12-04 08:11:12",
		"2023-12-04 10:11:12Z":            "2023-12-04 10:11:12",
		"2023/12/04 10:11":                "2023-12-04 10:11:00",
		"1700000000":                      "2023-11-14 22:13:20",
		"12/11/2023":                      "2023-11-12 00:00:00",
		"Dec 4, 2023 10:00":               "2023-12-04 10:00:00",
		"20231204":                        "2023-12-04 00:00:00",
		"20231204101112":                  "2023-12-04 10:11:12",
		"29/02/2024":                      "2024-02-29 00:00:00",
		"4 December 2023 23:59:59 -05:30": "2023-12-05 05:29:59",
		"31/02/2023":                      "",
		"2023-13-01":                      "",
		"2023-12-04 24:00":                "",
		"4-Foo-2023":                      "",
		"junk":                            "",
		"":                                "",
	} {
		got, ok := ParseDateTimeBestEffort(in)
		switch {
		case want == "" && ok:
			t.Errorf("%q: got %s, want no date", in, got)
		case want != "" && (!ok || got.Format(time.DateTime) != want):
			t.Errorf("%q: got %s (%v), want %s", in, got.Format(time.DateTime), ok, want)
		}
	}
}
