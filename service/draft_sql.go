package service

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/store"
)

// DraftSQL turns a plain-English prompt into a SqlQuery draft (scope
// query:read), by rules and the project's own vocabulary; no external
// service is called. Words it does not recognise are ignored, and the draft
// always compiles. What it understands:
//
//   - The table: "persons"/"people" → persons; "sessions"/"recordings" →
//     sessions; "logs"/"plugin" → plugin_log_entries; otherwise events.
//   - Event names of the project (its 200 most frequent recent ones), with
//     or without their "$" and in the plural: "pageviews" → event = '$pageview'.
//     Several names give event IN (...).
//   - What to compute: "unique"/"distinct"/"users"/"visitors" → uniq(distinct_id);
//     "average"/"avg"/"mean" with "duration" on sessions → avg(duration);
//     "how many"/"count"/"number of"/"total" → count(). Grouping implies
//     count() when nothing else is asked for; with none of these the draft
//     lists the latest rows.
//   - Grouping: "per/by/each/daily day", "hour(ly)", "week(ly)", "month(ly)"
//     → toDate/toStartOfHour/toStartOfWeek/toStartOfMonth of the table's
//     time column, ordered by time; "by/per/each/top N/most common" followed
//     by a property key of the project's recent events ("by browser" →
//     properties.$browser; everyday words too: "pages" → $pathname,
//     "country" → $geoip_country_name, "os", "device", "referrer"…) or by
//     "event" → that column, ordered by the count, most first.
//   - "top N" → LIMIT N (default 10 with "top"/"most").
//   - Time ranges: "last/past N minutes|hours|days|weeks|months",
//     "last/past hour|day|week|month", "this week|month", "today",
//     "yesterday" → a WHERE on the table's time column.
func (s *Queries) DraftSQL(ctx context.Context, rawProjectID, prompt string) (string, error) {
	project, _, err := s.auth.RequireProject(ctx, rawProjectID, "query:read")
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(prompt) == "" {
		return "", apierror.Validation("prompt", "This field is required.")
	}
	if len(prompt) > 2000 {
		return "", apierror.Validation("prompt", "Ensure this field has no more than 2000 characters.")
	}
	events, err := store.EventNames(ctx, s.db.Bun, project.ID, 200)
	if err != nil {
		return "", err
	}
	keys, err := store.EventPropertyKeys(ctx, s.db, project.ID, 200)
	if err != nil {
		return "", err
	}
	sql := draftSQL(prompt, events, keys)
	if _, err := s.compile(sql, project.ID); err != nil {
		// A rule produced something the dialect refuses: a bug worth a log
		// line, but the client still gets a draft to start from.
		s.logger.ErrorContext(ctx, "queries: draft does not compile", "prompt", prompt, "sql", sql, "err", err)
		return "SELECT count() AS count\nFROM events", nil
	}
	return sql, nil
}

// draftTable is what the drafting rules need to know about a table.
type draftTable struct {
	name     string
	timeCol  string
	listCols string // columns listed when the prompt asks for no aggregate
}

var draftTables = map[string]draftTable{
	"events":             {"events", "timestamp", "timestamp, event, distinct_id, properties"},
	"persons":            {"persons", "created_at", "id, created_at, properties"},
	"sessions":           {"sessions", "start_time", "session_id, distinct_id, start_time, duration"},
	"plugin_log_entries": {"plugin_log_entries", "timestamp", "timestamp, type, message"},
}

var (
	wordRE      = regexp.MustCompile(`[\p{L}\p{N}$_]+`)
	rangeRE     = regexp.MustCompile(`\b(?:last|past|previous)\s+(\d{1,4})\s+(minute|hour|day|week|month)s?\b`)
	unitRangeRE = regexp.MustCompile(`\b(?:last|past|previous)\s+(minute|hour|day|week|month)\b`)
	topRE       = regexp.MustCompile(`\btop\s+(\d{1,5})\b`)
)

// draftSQL applies the rules documented on DraftSQL.
func draftSQL(prompt string, eventNames, propertyKeys []string) string {
	text := strings.ToLower(prompt)
	words := wordRE.FindAllString(text, -1)
	has := func(ws ...string) bool {
		for _, w := range ws {
			if slices.Contains(words, w) {
				return true
			}
		}
		return false
	}
	phrase := func(p string) bool { return strings.Contains(" "+strings.Join(words, " ")+" ", " "+p+" ") }

	table := draftTables["events"]
	switch {
	case has("person", "persons", "people"):
		table = draftTables["persons"]
	case has("session", "sessions", "recording", "recordings"):
		table = draftTables["sessions"]
	case has("log", "logs", "plugin", "plugins"):
		table = draftTables["plugin_log_entries"]
	}

	var where []string
	if table.name == "events" {
		if matched := matchEvents(words, eventNames); len(matched) == 1 {
			where = append(where, "event = "+quote(matched[0]))
		} else if len(matched) > 1 {
			quoted := make([]string, len(matched))
			for i, m := range matched {
				quoted[i] = quote(m)
			}
			where = append(where, "event IN ("+strings.Join(quoted, ", ")+")")
		}
	}
	where = append(where, timeRange(text, words, table.timeCol)...)

	// What to compute.
	var agg, aggAlias string
	switch {
	case table.name != "persons" && table.name != "plugin_log_entries" && has("unique", "uniques", "distinct", "users", "visitors"):
		agg, aggAlias = "uniq(distinct_id)", "users"
	case table.name == "sessions" && has("average", "avg", "mean") && has("duration", "long", "length"):
		agg, aggAlias = "avg(duration)", "avg_duration"
	case has("count", "total", "number") || phrase("how many"):
		agg, aggAlias = "count()", "count"
	}

	// Grouping: a time bucket, a property or the event name.
	var groupExpr, groupAlias string
	var timeBucket bool
	for _, b := range []struct {
		words     []string
		fn, alias string
	}{
		{[]string{"hourly", "hour"}, "toStartOfHour", "hour"},
		{[]string{"daily", "day", "days"}, "toDate", "day"},
		{[]string{"weekly", "week", "weeks"}, "toStartOfWeek", "week"},
		{[]string{"monthly", "month", "months"}, "toStartOfMonth", "month"},
	} {
		if bucketAsked(words, b.words) {
			groupExpr, groupAlias, timeBucket = b.fn+"("+table.timeCol+")", b.alias, true
			break
		}
	}
	limit := 0
	if m := topRE.FindStringSubmatch(text); m != nil {
		limit, _ = strconv.Atoi(m[1])
	} else if has("top", "most") {
		limit = 10
	}
	if groupExpr == "" && table.name == "events" {
		if target := groupTarget(words); target != nil {
			if len(target) == 1 && (target[0] == "event" || target[0] == "events") {
				groupExpr, groupAlias = "event", "event"
			} else if key, ok := matchProperty(target, propertyKeys); ok {
				groupExpr, groupAlias = propertyExpr(key), propertyAlias(key)
			}
		}
	}
	if groupExpr != "" && agg == "" {
		agg, aggAlias = "count()", "count"
	}

	var b strings.Builder
	switch {
	case agg == "":
		fmt.Fprintf(&b, "SELECT %s\nFROM %s", table.listCols, table.name)
	case groupExpr != "":
		fmt.Fprintf(&b, "SELECT %s AS %s, %s AS %s\nFROM %s", groupExpr, groupAlias, agg, aggAlias, table.name)
	default:
		fmt.Fprintf(&b, "SELECT %s AS %s\nFROM %s", agg, aggAlias, table.name)
	}
	if len(where) > 0 {
		fmt.Fprintf(&b, "\nWHERE %s", strings.Join(where, "\n  AND "))
	}
	switch {
	case agg == "":
		fmt.Fprintf(&b, "\nORDER BY %s DESC", table.timeCol)
		if limit == 0 {
			limit = 100
		}
	case groupExpr != "" && timeBucket:
		fmt.Fprintf(&b, "\nGROUP BY %s\nORDER BY %s", groupAlias, groupAlias)
	case groupExpr != "":
		fmt.Fprintf(&b, "\nGROUP BY %s\nORDER BY %s DESC", groupAlias, aggAlias)
	}
	if limit > 0 {
		fmt.Fprintf(&b, "\nLIMIT %d", limit)
	}
	return b.String()
}

// bucketAsked reports a time grouping: "daily", or "per/by/each/a day".
func bucketAsked(words, names []string) bool {
	for i, w := range words {
		if !slices.Contains(names, w) {
			continue
		}
		if strings.HasSuffix(w, "ly") {
			return true
		}
		if i > 0 && slices.Contains([]string{"per", "by", "each", "every", "a"}, words[i-1]) {
			return true
		}
	}
	return false
}

// groupTarget returns the (up to three) words after a grouping word.
func groupTarget(words []string) []string {
	for i, w := range words {
		j := i + 1
		switch w {
		case "by", "per", "each":
		case "top", "common", "popular":
			for j < len(words) && isNumber(words[j]) {
				j++
			}
		default:
			continue
		}
		if j < len(words) {
			return words[j:min(j+3, len(words))]
		}
	}
	return nil
}

func isNumber(w string) bool { _, err := strconv.Atoi(w); return err == nil }

// matchEvents returns the event names the prompt mentions, as whole words,
// with or without "$", singular or plural, "_" read as a space.
func matchEvents(words []string, names []string) []string {
	joined := " " + strings.Join(words, " ") + " "
	var matched []string
	for _, name := range names {
		base := strings.ToLower(strings.TrimPrefix(name, "$"))
		spaced := strings.Join(wordRE.FindAllString(strings.ReplaceAll(base, "_", " "), -1), " ")
		if spaced == "" || spaced == "event" || spaced == "events" {
			continue
		}
		for _, form := range []string{spaced, spaced + "s", "$" + spaced, strings.ReplaceAll(spaced, " ", "_")} {
			if strings.Contains(joined, " "+form+" ") {
				matched = append(matched, name)
				break
			}
		}
	}
	return matched
}

// matchProperty finds the property key the target words name: the longest
// leading phrase equal to a key (lower-cased, without "$", "_" read as a
// space, singular or plural, with or without a "geoip"/"initial" prefix),
// else a known synonym ("pages" → $pathname, "country" →
// $geoip_country_name…), else the shortest key containing the first word.
func matchProperty(target []string, keys []string) (string, bool) {
	norm := func(k string) string {
		k = strings.ToLower(strings.TrimPrefix(k, "$"))
		return strings.Join(wordRE.FindAllString(strings.ReplaceAll(k, "_", " "), -1), " ")
	}
	// Longest phrase first: "country name" before "country".
	for n := len(target); n >= 1; n-- {
		phrase := singular(strings.Join(target[:n], " "))
		for _, k := range keys {
			nk := norm(k)
			short := strings.TrimPrefix(strings.TrimPrefix(nk, "geoip "), "initial ")
			if singular(nk) == phrase || singular(short) == phrase {
				return k, true
			}
		}
	}
	word := singular(target[0])
	for _, candidate := range propertySynonyms[word] {
		if slices.Contains(keys, candidate) {
			return candidate, true
		}
	}
	if len(word) < 3 || slices.Contains([]string{"the", "and", "for", "with", "all", "day", "week", "month", "hour"}, word) {
		return "", false
	}
	best := ""
	for _, k := range keys {
		if slices.Contains(strings.Fields(norm(k)), word) && (best == "" || len(k) < len(best)) {
			best = k
		}
	}
	return best, best != ""
}

// propertySynonyms maps everyday words to PostHog's property keys, in order
// of preference; a key is used only when the project has it.
var propertySynonyms = map[string][]string{
	"page":     {"$pathname", "$current_url"},
	"url":      {"$current_url", "$pathname"},
	"path":     {"$pathname", "$current_url"},
	"country":  {"$geoip_country_name", "$geoip_country_code"},
	"city":     {"$geoip_city_name"},
	"device":   {"$device_type"},
	"os":       {"$os"},
	"platform": {"$os", "$lib"},
	"referrer": {"$referring_domain", "$referrer"},
	"source":   {"$referring_domain", "utm_source", "$referrer"},
	"domain":   {"$host", "$referring_domain"},
	"host":     {"$host"},
	"screen":   {"$screen_width"},
}

// singular undoes an English plural on the last word: "countries" →
// "country", "browsers" → "browser", "oses" → "os".
func singular(w string) string {
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "ses") || strings.HasSuffix(w, "xes"):
		return w[:len(w)-2]
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && len(w) > 2:
		return w[:len(w)-1]
	}
	return w
}

var plainKeyRE = regexp.MustCompile(`^[$A-Za-z_][$A-Za-z0-9_]*$`)

// propertyExpr writes properties.key, or properties['key'] for odd keys.
func propertyExpr(key string) string {
	if plainKeyRE.MatchString(key) {
		return "properties." + key
	}
	return "properties[" + quote(key) + "]"
}

// propertyAlias makes a column alias from a key: "$geoip_country_name" → geoip_country_name.
func propertyAlias(key string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(key) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' {
			b.WriteRune(r)
		} else if b.Len() > 0 && !strings.HasSuffix(b.String(), "_") {
			b.WriteByte('_')
		}
	}
	alias := strings.Trim(b.String(), "_")
	if alias == "" || alias[0] >= '0' && alias[0] <= '9' || slices.Contains([]string{"count", "users", "day", "event"}, alias) {
		alias = "property_" + alias
	}
	return alias
}

// timeRange turns "last 7 days", "past week", "today", "yesterday" into conditions on col.
func timeRange(text string, words []string, col string) []string {
	if m := rangeRE.FindStringSubmatch(text); m != nil {
		n, _ := strconv.Atoi(m[1])
		if n > 0 {
			return []string{fmt.Sprintf("%s >= now() - interval %d %s", col, n, m[2])}
		}
	}
	if m := unitRangeRE.FindStringSubmatch(text); m != nil {
		return []string{fmt.Sprintf("%s >= now() - interval 1 %s", col, m[1])}
	}
	thisUnit := map[string]string{"week": "toStartOfWeek", "month": "toStartOfMonth"}
	for i, w := range words {
		if fn, ok := thisUnit[w]; ok && i > 0 && words[i-1] == "this" {
			return []string{fmt.Sprintf("%s >= %s(now())", col, fn)}
		}
	}
	switch {
	case slices.Contains(words, "today"):
		return []string{fmt.Sprintf("%s >= today()", col)}
	case slices.Contains(words, "yesterday"):
		return []string{fmt.Sprintf("%s >= today() - interval 1 day", col), fmt.Sprintf("%s < today()", col)}
	}
	return nil
}

// quote writes a string literal of the dialect.
func quote(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}
