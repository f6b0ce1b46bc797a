package store

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// Session is one row of PostHog's web-analytics sessions table: what the
// events of one $session_id add up to. It is derived data, rebuilt from the
// events by RebuildSessions whenever events come in.
type Session struct {
	bun.BaseModel `bun:"table:sessions"`

	TeamID               int64           `bun:"team_id,pk"`
	SessionID            string          `bun:"session_id,pk"`
	DistinctID           string          `bun:"distinct_id"`
	StartTimestamp       time.Time       `bun:"start_timestamp"`
	EndTimestamp         time.Time       `bun:"end_timestamp"`
	Duration             int64           `bun:"duration"` // whole seconds from the first to the last event
	PageviewCount        int64           `bun:"pageview_count"`
	AutocaptureCount     int64           `bun:"autocapture_count"`
	ScreenCount          int64           `bun:"screen_count"`
	EventCount           int64           `bun:"event_count"`
	EntryCurrentURL      *string         `bun:"entry_current_url"`
	EndCurrentURL        *string         `bun:"end_current_url"`
	EntryPathname        *string         `bun:"entry_pathname"`
	EndPathname          *string         `bun:"end_pathname"`
	EntryReferringDomain *string         `bun:"entry_referring_domain"`
	EntryUTMSource       *string         `bun:"entry_utm_source"`
	EntryUTMMedium       *string         `bun:"entry_utm_medium"`
	EntryUTMCampaign     *string         `bun:"entry_utm_campaign"`
	ChannelType          string          `bun:"channel_type"`
	IsBounce             bool            `bun:"is_bounce"`
	URLs                 json.RawMessage `bun:"urls,type:json"` // JSON array of the distinct $current_url values, in order
}

// sessionChunk bounds the session ids of one IN (...) list.
const sessionChunk = 500

// sessionEvent is what a session row is computed from.
type sessionEvent struct {
	SessionID  string
	DistinctID string
	Event      string
	Timestamp  time.Time
	Properties []byte
}

// RebuildSessions recomputes the sessions rows of the given session ids of a
// project from its events (and deletes the rows of ids without events).
func RebuildSessions(ctx context.Context, db bun.IDB, teamID int64, sessionIDs []string) error {
	ids := slices.Clone(sessionIDs)
	slices.Sort(ids)
	ids = slices.Compact(ids)
	for chunk := range slices.Chunk(ids, sessionChunk) {
		if _, err := db.NewDelete().Model((*Session)(nil)).
			Where("team_id = ? AND session_id IN (?)", teamID, bun.List(chunk)).Exec(ctx); err != nil {
			return fmt.Errorf("store: rebuild sessions: delete: %w", err)
		}
		err := rebuild(ctx, db, teamID, func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where("session_id IN (?)", bun.List(chunk))
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// RebuildAllSessions recomputes every sessions row of a project.
func RebuildAllSessions(ctx context.Context, db bun.IDB, teamID int64) error {
	if _, err := db.NewDelete().Model((*Session)(nil)).Where("team_id = ?", teamID).Exec(ctx); err != nil {
		return fmt.Errorf("store: rebuild sessions: delete: %w", err)
	}
	return rebuild(ctx, db, teamID, func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("session_id IS NOT NULL")
	})
}

// rebuild reads the project's events selected by filter, in session and
// time order, and inserts one row per session.
func rebuild(ctx context.Context, db bun.IDB, teamID int64, filter func(*bun.SelectQuery) *bun.SelectQuery) error {
	q := db.NewSelect().Table("events").Column("session_id", "distinct_id", "event", "timestamp", "properties").
		Where("team_id = ?", teamID)
	rows, err := filter(q).OrderExpr("session_id, timestamp, uuid").Rows(ctx)
	if err != nil {
		return fmt.Errorf("store: rebuild sessions: read events: %w", err)
	}
	defer rows.Close()
	// All rows are computed before the first INSERT: a driver cannot run a
	// statement on the connection while another one's rows are open.
	var (
		out []Session
		cur []sessionEvent
	)
	for rows.Next() {
		var ev sessionEvent
		if err := rows.Scan(&ev.SessionID, &ev.DistinctID, &ev.Event, &ev.Timestamp, &ev.Properties); err != nil {
			return fmt.Errorf("store: rebuild sessions: scan: %w", err)
		}
		if len(cur) > 0 && cur[0].SessionID != ev.SessionID {
			out = append(out, sessionOf(teamID, cur))
			cur = cur[:0]
		}
		cur = append(cur, ev)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("store: rebuild sessions: read events: %w", err)
	}
	if err := rows.Close(); err != nil {
		return fmt.Errorf("store: rebuild sessions: read events: %w", err)
	}
	if len(cur) > 0 {
		out = append(out, sessionOf(teamID, cur))
	}
	for batch := range slices.Chunk(out, 200) {
		// RETURNING NULL: bun would otherwise read back the NULL columns.
		if _, err := db.NewInsert().Model(&batch).Returning("NULL").Exec(ctx); err != nil {
			return fmt.Errorf("store: rebuild sessions: insert: %w", err)
		}
	}
	return nil
}

// sessionOf computes the row of one session from its events, in time order.
func sessionOf(teamID int64, events []sessionEvent) Session {
	first, last := events[0], events[len(events)-1]
	s := Session{
		TeamID: teamID, SessionID: first.SessionID, DistinctID: first.DistinctID,
		StartTimestamp: first.Timestamp.UTC(), EndTimestamp: last.Timestamp.UTC(),
		EventCount: int64(len(events)),
	}
	s.Duration = s.EndTimestamp.Unix() - s.StartTimestamp.Unix()
	urls := []string{}
	seen := map[string]bool{}
	firstString := func(dst **string, v string) {
		if *dst == nil && v != "" {
			*dst = &v
		}
	}
	for _, ev := range events {
		switch ev.Event {
		case "$pageview":
			s.PageviewCount++
		case "$autocapture":
			s.AutocaptureCount++
		case "$screen":
			s.ScreenCount++
		}
		var props map[string]any
		_ = json.Unmarshal(ev.Properties, &props) // properties are validated on the way in
		str := func(k string) string {
			v, _ := props[k].(string)
			return v
		}
		if u := str("$current_url"); u != "" {
			firstString(&s.EntryCurrentURL, u)
			s.EndCurrentURL = &u
			if !seen[u] {
				seen[u] = true
				urls = append(urls, u)
			}
			path := str("$pathname")
			if path == "" {
				path = urlPath(u)
			}
			firstString(&s.EntryPathname, path)
			if path != "" {
				s.EndPathname = &path
			}
		}
		domain := str("$referring_domain")
		if domain == "" && str("$referrer") != "" {
			domain = urlHost(str("$referrer"))
		}
		firstString(&s.EntryReferringDomain, domain)
		firstString(&s.EntryUTMSource, str("utm_source"))
		firstString(&s.EntryUTMMedium, str("utm_medium"))
		firstString(&s.EntryUTMCampaign, str("utm_campaign"))
	}
	s.URLs, _ = json.Marshal(urls)
	s.ChannelType = channelType(s.EntryReferringDomain, s.EntryUTMSource, s.EntryUTMMedium)
	s.IsBounce = s.PageviewCount+s.ScreenCount <= 1 && s.AutocaptureCount == 0 && s.Duration < 10
	return s
}

func urlHost(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return u.Hostname()
}

func urlPath(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return u.Path
}

var (
	searchEngines = []string{"google.", "bing.com", "duckduckgo.com", "yahoo.", "baidu.com", "yandex.", "ecosia.org", "search.brave.com"}
	socialSites   = []string{"facebook.com", "twitter.com", "t.co", "x.com", "linkedin.com", "lnkd.in", "reddit.com", "instagram.com",
		"youtube.com", "pinterest.com", "tiktok.com", "news.ycombinator.com"}
)

// channelType classifies a session's acquisition channel from its entry
// referrer and UTM tags, after PostHog's rules (simplified).
func channelType(domain, source, medium *string) string {
	val := func(p *string) string {
		if p == nil {
			return ""
		}
		return strings.ToLower(*p)
	}
	d, src, med := val(domain), val(source), val(medium)
	matches := func(host string, list []string) bool {
		for _, s := range list {
			if host == s || strings.HasSuffix(host, "."+s) || strings.HasSuffix(s, ".") && strings.Contains(host, s) {
				return true
			}
		}
		return false
	}
	paid := med == "cpc" || med == "ppc" || med == "paid" || strings.HasPrefix(med, "paid")
	switch {
	case paid && (matches(src, searchEngines) || matches(d, searchEngines) || src == "google" || src == "bing"):
		return "Paid Search"
	case paid && (matches(d, socialSites) || src == "facebook" || src == "twitter" || src == "linkedin"):
		return "Paid Social"
	case paid:
		return "Paid Unknown"
	case med == "email" || src == "email" || src == "newsletter":
		return "Email"
	case matches(d, searchEngines):
		return "Organic Search"
	case matches(d, socialSites) || med == "social":
		return "Organic Social"
	case med == "affiliate":
		return "Affiliate"
	case d == "" || d == "$direct":
		if src == "" && med == "" {
			return "Direct"
		}
		return "Unknown"
	}
	return "Referral"
}
