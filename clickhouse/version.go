package clickhouse

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

// MinVersion is the oldest ClickHouse Burrow runs on: every statement sets
// session_timezone (23.6), and the schema uses ReplacingMergeTree's
// is_deleted column (23.2), Date32 (21.9) and server-side {name:Type}
// parameters over the native protocol (22.8).
const MinVersion = "23.6"

// Version reads the engine's version() (such as 26.7.2.1).
func (c *Client) Version(ctx context.Context) (string, error) {
	var v string
	if err := c.Conn.QueryRow(ctx, "SELECT version()").Scan(&v); err != nil {
		return "", fmt.Errorf("clickhouse: read the version of %s: %w", c.Config, err)
	}
	return v, nil
}

// CheckVersion fails, naming both versions, when version (as version()
// gives it) is older than MinVersion or does not read as a version.
func CheckVersion(version string) error {
	got, ok := parseVersion(version)
	if !ok {
		return fmt.Errorf("clickhouse: the server's version() is %q, not a version Burrow knows; it needs ClickHouse %s or later", version, MinVersion)
	}
	want, _ := parseVersion(MinVersion)
	if compareVersions(got, want) < 0 {
		return fmt.Errorf("clickhouse: the server runs ClickHouse %s; Burrow needs %s or later (session_timezone, ReplacingMergeTree with is_deleted)", version, MinVersion)
	}
	return nil
}

// parseVersion reads the leading numbers of a version: "23.8.1.94" gives
// [23 8 1 94]; a suffix such as "-stable" ends it.
func parseVersion(s string) ([]int, bool) {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "-")
	var parts []int
	for p := range strings.SplitSeq(s, ".") {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return nil, false
		}
		parts = append(parts, n)
	}
	return parts, len(parts) >= 2
}

// compareVersions is -1, 0 or 1 as a is older than, the same as or newer
// than b; missing parts count as 0.
func compareVersions(a, b []int) int {
	for i := range max(len(a), len(b)) {
		var x, y int
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			if x < y {
				return -1
			}
			return 1
		}
	}
	return 0
}
