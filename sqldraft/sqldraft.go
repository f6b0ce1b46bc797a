// Package sqldraft drafts SqlQuery statements from plain-English prompts.
// It is pure: a prompt and a project's vocabulary in, a statement out; the
// caller reads the vocabulary from the store and checks that the draft
// compiles.
package sqldraft

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Vocabulary is what a project's data tells the drafting rules.
type Vocabulary struct {
	Events     []string // event names, most frequent first
	EventKeys  []string // property keys of events
	PersonKeys []string // property keys of persons
}

// Draft turns a plain-English prompt into a SqlQuery statement, by rules
// and the project's own vocabulary (v); no external service is called. Words it does not recognise are ignored, and the draft
// always compiles. What it understands:
//
//   - The table: "persons" → persons ("people" too, unless the prompt names
//     an event or groups by an event property: "which browsers do people
//     use" counts users of events); "sessions"/"recordings" → session_replay_events (the recordings);
//     "logs"/"plugin" → plugin_log_entries; otherwise events.
//   - Event names of the project (its 200 most frequent recent ones), with
//     or without their "$", "_" read as a space, in the plural:
//     "pageviews" → event = '$pageview'; common synonyms when the project
//     has the event: "signups"/"registrations" → signed_up (or sign_up…),
//     "clicks" → $autocapture, "orders" → purchase. Several names give
//     event IN (...).
//   - What to compute: "unique"/"distinct"/"users"/"visitors" (and
//     "people" outside persons) → uniq(distinct_id); "average"/"avg"/"mean"
//     with "duration" on sessions → avg(duration); "how many"/"count"/
//     "number of"/"total" → count(). Grouping implies count() when nothing
//     else is asked for; with none of these the draft lists the latest rows.
//   - Grouping by time: "per/by/each/a day", "daily", "hour(ly)",
//     "week(ly)", "month(ly)" → toDate/toStartOfHour/toStartOfWeek/
//     toStartOfMonth of the table's time column, ordered by time.
//   - Grouping by a value: the words after "by/per/each/top N/most
//     common/popular/which/what" ("by browser", "top 5 countries", "which
//     browsers") name a property, singular or plural: an event property of
//     the project ("browser" → properties.$browser; everyday words too:
//     "pages" → $pathname, "country" → $geoip_country_name, "os",
//     "device", "referrer"…), else a person property (on events:
//     person.properties.country; on persons: properties.country), or
//     "event(s)" → the event name. Sessions group by an event property
//     through their events (one value per session). Each grouping word is
//     tried in turn until one names something; the result is ordered by
//     the count, most first.
//   - Plugin logs: "errors"/"warnings"/"info"/"debug" → a type filter.
//   - "top N" → LIMIT N (default 10 with "top"/"most"), on groups or rows.
//   - Time ranges: "last/past N minutes|hours|days|weeks|months",
//     "last/past hour|day|week|month", "this week|month", "today",
//     "yesterday" → a WHERE on the table's time column.
func Draft(prompt string, v Vocabulary) string { return draftSQL(prompt, v) }

// draftTable is what the drafting rules need to know about a table.
type draftTable struct {
	name     string
	timeCol  string
	listCols string // columns listed when the prompt asks for no aggregate
}

var (
	eventsTable   = draftTable{"events", "timestamp", "timestamp, event, distinct_id, properties"}
	personsTable  = draftTable{"persons", "created_at", "id, created_at, properties"}
	sessionsTable = draftTable{"session_replay_events", "start_time", "session_id, distinct_id, start_time, duration"}
	logsTable     = draftTable{"plugin_log_entries", "timestamp", "timestamp, type, message"}
)

var (
	wordRE      = regexp.MustCompile(`[\p{L}\p{N}$_]+`)
	rangeRE     = regexp.MustCompile(`\b(?:last|past|previous)\s+(\d{1,4})\s+(minute|hour|day|week|month)s?\b`)
	unitRangeRE = regexp.MustCompile(`\b(?:last|past|previous)\s+(minute|hour|day|week|month)\b`)
	topRE       = regexp.MustCompile(`\btop\s+(\d{1,5})\b`)
)

// promptWords is a prompt lower-cased and split into words.
type promptWords struct {
	text  string
	words []string
}

func newPromptWords(prompt string) promptWords {
	text := strings.ToLower(prompt)
	return promptWords{text: text, words: wordRE.FindAllString(text, -1)}
}

func (p promptWords) has(ws ...string) bool {
	for _, w := range ws {
		if slices.Contains(p.words, w) {
			return true
		}
	}
	return false
}

func (p promptWords) phrase(s string) bool {
	return strings.Contains(" "+strings.Join(p.words, " ")+" ", " "+s+" ")
}

// draftGroup is a GROUP BY of a draft.
type draftGroup struct {
	expr, alias string
	timeBucket  bool
	// sessionExpr, on sessions, is an expression over events evaluated once
	// per session in a joined subquery; expr then reads its column.
	sessionExpr string
}

// draft is a statement being assembled from a prompt.
type draft struct {
	table         draftTable
	joined        bool // sessions joined to per-session event values: columns are qualified
	where         []string
	agg, aggAlias string
	group         *draftGroup
	limit         int
}

// col names a column of the draft's main table.
func (d *draft) col(name string) string {
	if d.joined {
		return "s." + name
	}
	return name
}

// draftSQL applies the rules documented on DraftSQL.
func draftSQL(prompt string, vocab Vocabulary) string {
	p := newPromptWords(prompt)
	events := matchEvents(p.words, vocab.Events)
	d := &draft{table: pickTable(p, vocab, events)}
	d.group = pickGroup(p, d.table, vocab)
	d.joined = d.group != nil && d.group.sessionExpr != ""
	if d.table.name == "events" {
		if cond := eventCondition(events); cond != "" {
			d.where = append(d.where, cond)
		}
	}
	if d.table.name == "plugin_log_entries" {
		d.where = append(d.where, logTypeCondition(p)...)
	}
	d.where = append(d.where, timeRange(p.text, p.words, d.col(d.table.timeCol))...)
	d.agg, d.aggAlias = pickAggregate(p, d.table, d.col)
	if d.group != nil && d.agg == "" {
		d.agg, d.aggAlias = "count()", "count"
	}
	if m := topRE.FindStringSubmatch(p.text); m != nil {
		d.limit, _ = strconv.Atoi(m[1])
	} else if p.has("top", "most") {
		d.limit = 10
	}
	return d.String()
}

// pickTable chooses the table the prompt is about.
func pickTable(p promptWords, vocab Vocabulary, events []string) draftTable {
	switch {
	case p.has("person", "persons"):
		return personsTable
	case p.has("session", "sessions", "recording", "recordings"):
		return sessionsTable
	case p.has("log", "logs", "plugin", "plugins"):
		return logsTable
	case p.has("people") && len(events) == 0:
		// "people by country" reads persons; "which browsers do people
		// use" reads events, whose properties know browsers.
		if g := pickGroup(p, eventsTable, vocab); g == nil || g.timeBucket || strings.HasPrefix(g.expr, "person.") {
			return personsTable
		}
	}
	return eventsTable
}

// pickAggregate returns what the prompt asks to compute, if anything.
func pickAggregate(p promptWords, table draftTable, col func(string) string) (agg, alias string) {
	switch {
	case table.name != "persons" && table.name != "plugin_log_entries" &&
		p.has("unique", "uniques", "distinct", "users", "visitors", "people"):
		return "uniq(" + col("distinct_id") + ")", "users"
	case table.name == "session_replay_events" && p.has("average", "avg", "mean") && p.has("duration", "long", "length"):
		return "avg(" + col("duration") + ")", "avg_duration"
	case p.has("count", "total", "number") || p.phrase("how many"):
		return "count()", "count"
	}
	return "", ""
}

// pickGroup returns the grouping the prompt asks for: a time bucket first,
// else the first grouping word whose following words name something.
func pickGroup(p promptWords, table draftTable, vocab Vocabulary) *draftGroup {
	for _, b := range []struct {
		words     []string
		fn, alias string
	}{
		{[]string{"hourly", "hour"}, "toStartOfHour", "hour"},
		{[]string{"daily", "day", "days"}, "toDate", "day"},
		{[]string{"weekly", "week", "weeks"}, "toStartOfWeek", "week"},
		{[]string{"monthly", "month", "months"}, "toStartOfMonth", "month"},
	} {
		if bucketAsked(p.words, b.words) {
			return &draftGroup{expr: b.fn + "(" + table.timeCol + ")", alias: b.alias, timeBucket: true}
		}
	}
	for _, target := range groupTargets(p.words) {
		if g := groupBy(target, table, vocab); g != nil {
			return g
		}
	}
	return nil
}

// groupBy resolves the words after a grouping word on table, or returns nil.
func groupBy(target []string, table draftTable, vocab Vocabulary) *draftGroup {
	switch table.name {
	case "events":
		if target[0] == "event" || target[0] == "events" {
			// "by event type" names a property; "by event" the name.
			if key, ok := exactProperty(target, vocab.EventKeys, 2); ok {
				return &draftGroup{expr: propertyExpr("properties", key), alias: propertyAlias(key)}
			}
			return &draftGroup{expr: "event", alias: "event"}
		}
		if expr, alias, ok := eventValue(target, vocab); ok {
			return &draftGroup{expr: expr, alias: alias}
		}
	case "persons":
		if key, ok := matchProperty(target, vocab.PersonKeys); ok {
			return &draftGroup{expr: propertyExpr("properties", key), alias: propertyAlias(key)}
		}
	case "session_replay_events":
		if expr, alias, ok := eventValue(target, vocab); ok {
			return &draftGroup{expr: "e." + alias, alias: alias, sessionExpr: expr}
		}
	case "plugin_log_entries":
		if slices.Contains([]string{"type", "types", "level", "levels"}, target[0]) {
			return &draftGroup{expr: "type", alias: "type"}
		}
	}
	return nil
}

// eventValue resolves target to a property of events: their own
// properties first, then their person's.
func eventValue(target []string, vocab Vocabulary) (expr, alias string, ok bool) {
	if key, ok := matchProperty(target, vocab.EventKeys); ok {
		return propertyExpr("properties", key), propertyAlias(key), true
	}
	if key, ok := matchProperty(target, vocab.PersonKeys); ok {
		return propertyExpr("person.properties", key), propertyAlias(key), true
	}
	return "", "", false
}

// eventCondition restricts events to the names the prompt mentions.
func eventCondition(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return "event = " + quote(names[0])
	}
	quoted := make([]string, len(names))
	for i, m := range names {
		quoted[i] = quote(m)
	}
	return "event IN (" + strings.Join(quoted, ", ") + ")"
}

// logTypeCondition reads log levels: "errors" → type = 'ERROR'.
func logTypeCondition(p promptWords) []string {
	levels := []struct {
		words []string
		typ   string
	}{
		{[]string{"error", "errors"}, "ERROR"},
		{[]string{"warn", "warning", "warnings"}, "WARN"},
		{[]string{"info"}, "INFO"},
		{[]string{"debug"}, "DEBUG"},
	}
	var types []string
	for _, l := range levels {
		if p.has(l.words...) {
			types = append(types, quote(l.typ))
		}
	}
	switch len(types) {
	case 0:
		return nil
	case 1:
		return []string{"type = " + types[0]}
	}
	return []string{"type IN (" + strings.Join(types, ", ") + ")"}
}

// String prints the draft.
func (d *draft) String() string {
	var b strings.Builder
	from := d.table.name
	if d.joined {
		from = fmt.Sprintf("session_replay_events AS s\nJOIN (SELECT $session_id AS session_id, min(%s) AS %s FROM events GROUP BY session_id) AS e"+
			"\n  ON e.session_id = s.session_id", d.group.sessionExpr, d.group.alias)
	}
	switch {
	case d.agg == "":
		fmt.Fprintf(&b, "SELECT %s\nFROM %s", d.table.listCols, from)
	case d.group != nil:
		fmt.Fprintf(&b, "SELECT %s AS %s, %s AS %s\nFROM %s", d.group.expr, d.group.alias, d.agg, d.aggAlias, from)
	default:
		fmt.Fprintf(&b, "SELECT %s AS %s\nFROM %s", d.agg, d.aggAlias, from)
	}
	if len(d.where) > 0 {
		fmt.Fprintf(&b, "\nWHERE %s", strings.Join(d.where, "\n  AND "))
	}
	limit := d.limit
	switch {
	case d.agg == "":
		fmt.Fprintf(&b, "\nORDER BY %s DESC", d.table.timeCol)
		if limit == 0 {
			limit = 100
		}
	case d.group != nil && d.group.timeBucket:
		fmt.Fprintf(&b, "\nGROUP BY %s\nORDER BY %s", d.group.alias, d.group.alias)
	case d.group != nil:
		fmt.Fprintf(&b, "\nGROUP BY %s\nORDER BY %s DESC", d.group.alias, d.aggAlias)
	default:
		limit = 0 // one row: a LIMIT would only confuse
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

// groupTargets returns the (up to three) words after each grouping word,
// in prompt order.
func groupTargets(words []string) [][]string {
	var targets [][]string
	for i, w := range words {
		j := i + 1
		switch w {
		case "by", "per", "each", "which", "what":
		case "top", "common", "popular":
			for j < len(words) && isNumber(words[j]) {
				j++
			}
		default:
			continue
		}
		if j < len(words) {
			targets = append(targets, words[j:min(j+3, len(words))])
		}
	}
	return targets
}

func isNumber(w string) bool { _, err := strconv.Atoi(w); return err == nil }

// matchEvents returns the event names the prompt mentions, as whole words,
// with or without "$", singular or plural, "_" read as a space, or through
// eventSynonyms.
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
	if len(matched) > 0 {
		return matched
	}
	for _, w := range words {
		for _, candidate := range eventSynonyms[singular(w)] {
			if slices.Contains(names, candidate) && !slices.Contains(matched, candidate) {
				matched = append(matched, candidate)
				break
			}
		}
	}
	return matched
}

// eventSynonyms maps everyday words to the event names projects commonly
// use, in order of preference; a name is used only when the project has it.
var eventSynonyms = map[string][]string{
	"signup":       {"signed_up", "sign_up", "signup", "user_signed_up", "user signed up"},
	"registration": {"signed_up", "sign_up", "signup", "user_signed_up", "registered"},
	"click":        {"$autocapture"},
	"order":        {"purchase", "order_completed", "order completed", "checkout"},
	"invite":       {"invite_sent", "invited"},
}

// matchProperty finds the property key the target words name: the longest
// leading phrase equal to a key (lower-cased, without "$", "_" read as a
// space, singular or plural, with or without a "geoip"/"initial" prefix),
// else a known synonym ("pages" → $pathname, "country" →
// $geoip_country_name…), else the shortest key containing the first word.
func matchProperty(target []string, keys []string) (string, bool) {
	if k, ok := exactProperty(target, keys, 1); ok {
		return k, true
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
		if slices.Contains(strings.Fields(normalKey(k)), word) && (best == "" || len(k) < len(best)) {
			best = k
		}
	}
	return best, best != ""
}

// exactProperty finds the key named by the longest leading phrase of
// target, of at least minWords words: "country name" before "country".
func exactProperty(target []string, keys []string, minWords int) (string, bool) {
	for n := len(target); n >= minWords; n-- {
		phrase := singular(strings.Join(target[:n], " "))
		for _, k := range keys {
			nk := normalKey(k)
			short := strings.TrimPrefix(strings.TrimPrefix(nk, "geoip "), "initial ")
			if singular(nk) == phrase || singular(short) == phrase {
				return k, true
			}
		}
	}
	return "", false
}

// normalKey reads a property key as words: "$geoip_country_name" → "geoip country name".
func normalKey(k string) string {
	k = strings.ToLower(strings.TrimPrefix(k, "$"))
	return strings.Join(wordRE.FindAllString(strings.ReplaceAll(k, "_", " "), -1), " ")
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

// propertyExpr writes prefix.key, or prefix['key'] for odd keys.
func propertyExpr(prefix, key string) string {
	if plainKeyRE.MatchString(key) {
		return prefix + "." + key
	}
	return prefix + "[" + quote(key) + "]"
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
	if alias == "" || alias[0] >= '0' && alias[0] <= '9' || slices.Contains([]string{"count", "users", "avg_duration", "hour", "day", "week", "month", "event", "type", "session_id"}, alias) {
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
