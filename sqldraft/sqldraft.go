// Package sqldraft drafts SqlQuery statements from plain-English prompts.
// It is pure: a prompt and a project's vocabulary in, a statement out; the
// caller reads the vocabulary from the store and checks that the draft
// compiles. The statement is built as a tree through hogql's builder (event
// names, property keys and log levels as literal nodes) and written with
// hogql.FormatPretty.
package sqldraft

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/burrow-analytics/burrow/hogql"
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
	listCols []string // columns listed when the prompt asks for no aggregate
}

var (
	eventsTable   = draftTable{"events", "timestamp", []string{"timestamp", "event", "distinct_id", "properties"}}
	personsTable  = draftTable{"persons", "created_at", []string{"id", "created_at", "properties"}}
	sessionsTable = draftTable{"session_replay_events", "start_time", []string{"session_id", "distinct_id", "start_time", "duration"}}
	logsTable     = draftTable{"plugin_log_entries", "timestamp", []string{"timestamp", "type", "message"}}
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
	expr       hogql.Expr
	alias      string
	timeBucket bool
	// personProperty: expr reads the person's properties (on events).
	personProperty bool
	// sessionExpr, on sessions, is an expression over events evaluated once
	// per session in a joined subquery; expr then reads its column.
	sessionExpr hogql.Expr
}

// draft is a statement being assembled from a prompt.
type draft struct {
	table    draftTable
	joined   bool // sessions joined to per-session event values: columns are qualified
	where    []hogql.Expr
	agg      hogql.Expr
	aggAlias string
	group    *draftGroup
	limit    int
}

// col names a column of the draft's main table.
func (d *draft) col(name string) hogql.Expr {
	if d.joined {
		return name2("s", name)
	}
	return name1(name)
}

// name1 and name2 are columns: name, or table.name.
func name1(name string) hogql.Expr { return &hogql.Field{Parts: []hogql.FieldPart{{Name: name}}} }
func name2(table, name string) hogql.Expr {
	return &hogql.Field{Parts: []hogql.FieldPart{{Name: table}, {Name: name}}}
}

// draftSQL applies the rules documented on DraftSQL.
func draftSQL(prompt string, vocab Vocabulary) string {
	p := newPromptWords(prompt)
	events := matchEvents(p.words, vocab.Events)
	d := &draft{table: pickTable(p, vocab, events)}
	d.group = pickGroup(p, d.table, vocab)
	d.joined = d.group != nil && d.group.sessionExpr != nil
	if d.table.name == "events" {
		if cond := eventCondition(events); cond != nil {
			d.where = append(d.where, cond)
		}
	}
	if d.table.name == "plugin_log_entries" {
		d.where = append(d.where, logTypeCondition(p)...)
	}
	d.where = append(d.where, timeRange(p.text, p.words, d.col(d.table.timeCol))...)
	d.agg, d.aggAlias = pickAggregate(p, d.table, d.col)
	if d.group != nil && d.agg == nil {
		d.agg, d.aggAlias = hogql.MustTemplate("count()"), "count"
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
		if g := pickGroup(p, eventsTable, vocab); g == nil || g.timeBucket || g.personProperty {
			return personsTable
		}
	}
	return eventsTable
}

// pickAggregate returns what the prompt asks to compute, if anything.
func pickAggregate(p promptWords, table draftTable, col func(string) hogql.Expr) (agg hogql.Expr, alias string) {
	switch {
	case table.name != "persons" && table.name != "plugin_log_entries" &&
		p.has("unique", "uniques", "distinct", "users", "visitors", "people"):
		return hogql.MustTemplate("uniq(__1)", col("distinct_id")), "users"
	case table.name == "session_replay_events" && p.has("average", "avg", "mean") && p.has("duration", "long", "length"):
		return hogql.MustTemplate("avg(__1)", col("duration")), "avg_duration"
	case p.has("count", "total", "number") || p.phrase("how many"):
		return hogql.MustTemplate("count()"), "count"
	}
	return nil, ""
}

// pickGroup returns the grouping the prompt asks for: a time bucket first,
// else the first grouping word whose following words name something.
func pickGroup(p promptWords, table draftTable, vocab Vocabulary) *draftGroup {
	for _, b := range []struct {
		words           []string
		template, alias string
	}{
		{[]string{"hourly", "hour"}, "toStartOfHour(__1)", "hour"},
		{[]string{"daily", "day", "days"}, "toDate(__1)", "day"},
		{[]string{"weekly", "week", "weeks"}, "toStartOfWeek(__1)", "week"},
		{[]string{"monthly", "month", "months"}, "toStartOfMonth(__1)", "month"},
	} {
		if bucketAsked(p.words, b.words) {
			return &draftGroup{expr: hogql.MustTemplate(b.template, name1(table.timeCol)), alias: b.alias, timeBucket: true}
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
				return &draftGroup{expr: property(key), alias: propertyAlias(key)}
			}
			return &draftGroup{expr: name1("event"), alias: "event"}
		}
		if g := eventValue(target, vocab); g != nil {
			return g
		}
	case "persons":
		if key, ok := matchProperty(target, vocab.PersonKeys); ok {
			return &draftGroup{expr: property(key), alias: propertyAlias(key)}
		}
	case "session_replay_events":
		if g := eventValue(target, vocab); g != nil {
			return &draftGroup{expr: name2("e", g.alias), alias: g.alias, sessionExpr: g.expr}
		}
	case "plugin_log_entries":
		if slices.Contains([]string{"type", "types", "level", "levels"}, target[0]) {
			return &draftGroup{expr: name1("type"), alias: "type"}
		}
	}
	return nil
}

// eventValue resolves target to a property of events: their own
// properties first, then their person's.
func eventValue(target []string, vocab Vocabulary) *draftGroup {
	if key, ok := matchProperty(target, vocab.EventKeys); ok {
		return &draftGroup{expr: property(key), alias: propertyAlias(key)}
	}
	if key, ok := matchProperty(target, vocab.PersonKeys); ok {
		return &draftGroup{expr: hogql.MustTemplate("person.properties[__1]", hogql.String(key)), alias: propertyAlias(key), personProperty: true}
	}
	return nil
}

// eventCondition restricts events to the names the prompt mentions.
func eventCondition(names []string) hogql.Expr {
	return oneOf("event", names)
}

// oneOf is col = value, or col IN (values...), or nil for no values.
func oneOf(col string, values []string) hogql.Expr {
	switch len(values) {
	case 0:
		return nil
	case 1:
		return hogql.MustTemplate("__1 = __2", name1(col), hogql.String(values[0]))
	}
	in := &hogql.In{X: name1(col)}
	for _, v := range values {
		in.List = append(in.List, hogql.String(v))
	}
	return in
}

// logTypeCondition reads log levels: "errors" → type = 'ERROR'.
func logTypeCondition(p promptWords) []hogql.Expr {
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
			types = append(types, l.typ)
		}
	}
	if cond := oneOf("type", types); cond != nil {
		return []hogql.Expr{cond}
	}
	return nil
}

// String prints the draft.
func (d *draft) String() string {
	sel := &hogql.Select{From: &hogql.TableRef{Name: d.table.name}, Where: hogql.And(d.where...)}
	if d.joined {
		per := hogql.MustQueryTemplate("SELECT $session_id AS session_id, min(__1) AS v FROM events GROUP BY session_id", d.group.sessionExpr)
		per.Selects[0].Items[1].Alias = d.group.alias
		sel.From = &hogql.Join{
			Kind:  hogql.InnerJoin,
			Left:  &hogql.TableRef{Name: d.table.name, Alias: "s"},
			Right: &hogql.SubqueryTable{Query: per, Alias: "e"},
			On:    hogql.MustTemplate("e.session_id = s.session_id"),
		}
	}
	switch {
	case d.agg == nil:
		for _, c := range d.table.listCols {
			sel.Items = append(sel.Items, hogql.Item(name1(c), ""))
		}
	case d.group != nil:
		sel.Items = []*hogql.SelectItem{hogql.Item(d.group.expr, d.group.alias), hogql.Item(d.agg, d.aggAlias)}
	default:
		sel.Items = []*hogql.SelectItem{hogql.Item(d.agg, d.aggAlias)}
	}
	limit := d.limit
	switch {
	case d.agg == nil:
		sel.OrderBy = []*hogql.OrderItem{{Expr: name1(d.table.timeCol), Desc: true}}
		if limit == 0 {
			limit = 100
		}
	case d.group != nil && d.group.timeBucket:
		sel.GroupBy = []hogql.Expr{name1(d.group.alias)}
		sel.OrderBy = []*hogql.OrderItem{{Expr: name1(d.group.alias)}}
	case d.group != nil:
		sel.GroupBy = []hogql.Expr{name1(d.group.alias)}
		sel.OrderBy = []*hogql.OrderItem{{Expr: name1(d.aggAlias), Desc: true}}
	default:
		limit = 0 // one row: a LIMIT would only confuse
	}
	if limit > 0 {
		sel.Limit = &hogql.Limit{Count: int64(limit), HasCount: true}
	}
	return hogql.FormatPretty(&hogql.Query{Selects: []*hogql.Select{sel}})
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

// property reads the property key of the table's properties.
func property(key string) hogql.Expr {
	return hogql.MustTemplate("properties[__1]", hogql.String(key))
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

// intervalSince are the conditions "col within the last N units".
var intervalSince = map[string]string{
	"minute": "__1 >= now() - INTERVAL __2 MINUTE",
	"hour":   "__1 >= now() - INTERVAL __2 HOUR",
	"day":    "__1 >= now() - INTERVAL __2 DAY",
	"week":   "__1 >= now() - INTERVAL __2 WEEK",
	"month":  "__1 >= now() - INTERVAL __2 MONTH",
}

// timeRange turns "last 7 days", "past week", "today", "yesterday" into conditions on col.
func timeRange(text string, words []string, col hogql.Expr) []hogql.Expr {
	if m := rangeRE.FindStringSubmatch(text); m != nil {
		n, _ := strconv.Atoi(m[1])
		if n > 0 {
			return []hogql.Expr{hogql.MustTemplate(intervalSince[m[2]], col, hogql.Int(int64(n)))}
		}
	}
	if m := unitRangeRE.FindStringSubmatch(text); m != nil {
		return []hogql.Expr{hogql.MustTemplate(intervalSince[m[1]], col, hogql.Int(1))}
	}
	thisUnit := map[string]string{"week": "__1 >= toStartOfWeek(now())", "month": "__1 >= toStartOfMonth(now())"}
	for i, w := range words {
		if t, ok := thisUnit[w]; ok && i > 0 && words[i-1] == "this" {
			return []hogql.Expr{hogql.MustTemplate(t, col)}
		}
	}
	switch {
	case slices.Contains(words, "today"):
		return []hogql.Expr{hogql.MustTemplate("__1 >= today()", col)}
	case slices.Contains(words, "yesterday"):
		return []hogql.Expr{hogql.MustTemplate("__1 >= today() - INTERVAL 1 DAY", col), hogql.MustTemplate("__1 < today()", col)}
	}
	return nil
}
