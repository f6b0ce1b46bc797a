package clickhouse_test

import (
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/clickhouse"
)

func TestCheckVersion(t *testing.T) {
	for _, v := range []string{"23.6", "23.6.1.1842", "23.8.16.40-lts", "24.3.2.23", "26.7.2.1", "100.0"} {
		if err := clickhouse.CheckVersion(v); err != nil {
			t.Errorf("CheckVersion(%q) = %v, want accepted", v, err)
		}
	}
	for v, want := range map[string]string{
		// Debian's clickhouse-server.
		"18.16.1":   "runs ClickHouse 18.16.1; Burrow needs 23.6 or later",
		"23.5.9.99": "runs ClickHouse 23.5.9.99; Burrow needs 23.6 or later",
		"22.12":     "runs ClickHouse 22.12; Burrow needs 23.6",
		"":          `version() is ""`,
		"banana":    `version() is "banana", not a version Burrow knows; it needs ClickHouse 23.6 or later`,
		"23":        `version() is "23"`,
	} {
		err := clickhouse.CheckVersion(v)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("CheckVersion(%q) = %v, want it to say %q", v, err, want)
		}
	}
}
