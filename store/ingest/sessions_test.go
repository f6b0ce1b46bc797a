package ingest_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/ingest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// Importing events keeps the sessions table up to date, also when a later
// file adds events to a session an earlier file started.
func TestImportBuildsSessions(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		project := mustProject(t, db, "sessions")
		first := `{"type":"event","event":"$pageview","distinct_id":"u1","timestamp":"2025-05-02T10:00:00Z","properties":{"$session_id":"s-1","$current_url":"https://example.com/a?x=1","$referring_domain":"www.google.com","utm_source":"news"}}
{"type":"event","event":"$autocapture","distinct_id":"u1","timestamp":"2025-05-02T10:00:05Z","properties":{"$session_id":"s-1","$current_url":"https://example.com/a?x=1"}}
{"type":"event","event":"$pageview","distinct_id":"u2","timestamp":"2025-05-02T11:00:00Z","properties":{"$session_id":"s-2","$current_url":"https://example.com/"}}
`
		if _, err := importString(t, db, project, "a.ndjson", first, ingest.ImportOptions{}); err != nil {
			t.Fatal(err)
		}
		second := `{"type":"event","event":"$pageview","distinct_id":"u1","timestamp":"2025-05-02T10:02:00Z","properties":{"$session_id":"s-1","$current_url":"https://example.com/b","$pathname":"/b"}}
`
		if _, err := importString(t, db, project, "b.ndjson", second, ingest.ImportOptions{}); err != nil {
			t.Fatal(err)
		}
		var rows []store.Session
		if err := db.Bun.NewSelect().Model(&rows).Where("team_id = ?", project).Order("session_id").Scan(ctx); err != nil {
			t.Fatal(err)
		}
		if len(rows) != 2 {
			t.Fatalf("got %d sessions, want 2", len(rows))
		}
		s1, s2 := rows[0], rows[1]
		var urls []string
		if err := json.Unmarshal(s1.URLs, &urls); err != nil {
			t.Fatal(err)
		}
		if s1.Duration != 120 || s1.PageviewCount != 2 || s1.AutocaptureCount != 1 || s1.EventCount != 3 || s1.IsBounce ||
			*s1.EntryCurrentURL != "https://example.com/a?x=1" || *s1.EndCurrentURL != "https://example.com/b" ||
			*s1.EntryPathname != "/a" || *s1.EndPathname != "/b" || *s1.EntryReferringDomain != "www.google.com" ||
			*s1.EntryUTMSource != "news" || s1.ChannelType != "Organic Search" || len(urls) != 2 {
			t.Errorf("s-1: %+v (urls %v)", s1, urls)
		}
		if s2.Duration != 0 || !s2.IsBounce || s2.ChannelType != "Direct" || s2.EntryReferringDomain != nil {
			t.Errorf("s-2: %+v", s2)
		}
	})
}
