package auth

import (
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/store"
)

func TestNewKeyHashAndMask(t *testing.T) {
	seen := map[string]bool{}
	for range 200 {
		k := NewKey()
		if !regexp.MustCompile(`^phx_[0-9A-Za-z]{43}$`).MatchString(k) || seen[k] {
			t.Fatalf("NewKey() = %q (repeat: %v)", k, seen[k])
		}
		seen[k] = true
		if h := HashKey(k); len(h) != 64 || strings.Contains(h, k[4:]) || h != HashKey(k) {
			t.Fatalf("HashKey(%q) = %q", k, h)
		}
		if m := MaskKey(k); m != k[:4]+"..."+k[len(k)-4:] {
			t.Fatalf("MaskKey(%q) = %q", k, m)
		}
	}
	if MaskKey("short") != "****" {
		t.Error("a short key is masked whole")
	}
}

func TestScopesAndProjects(t *testing.T) {
	p := func(scopes []string, teams []int64) *Principal {
		return &Principal{Key: &store.APIKey{Scopes: scopes, ScopedTeams: teams}}
	}
	cases := []struct {
		scopes []string
		scope  string
		want   bool
	}{
		{[]string{"*"}, "query:read", true},
		{[]string{"query:read"}, "query:read", true},
		{[]string{"query:write"}, "query:read", true}, // write implies read
		{[]string{"query:read"}, "query:write", false},
		{[]string{"person:read"}, "query:read", false},
		{[]string{"person:write"}, "person_x:read", false},
		{nil, "query:read", false},
	}
	for _, c := range cases {
		if got := p(c.scopes, nil).HasScope(c.scope); got != c.want {
			t.Errorf("%v HasScope(%s) = %v, want %v", c.scopes, c.scope, got, c.want)
		}
	}
	if !p(nil, nil).CanAccessProject(7) || !p(nil, []int64{7}).CanAccessProject(7) || p(nil, []int64{8}).CanAccessProject(7) || p(nil, []int64{}).CanAccessProject(7) {
		t.Error("CanAccessProject: nil means every project, a list only those")
	}
}

func TestFromRequest(t *testing.T) {
	cases := []struct {
		name, method, url, header, contentType, body string
		key, where                                   string
	}{
		{"bearer", "GET", "/x", "Bearer phx_a", "", "", "phx_a", "Authorization header"},
		{"bearer any case", "GET", "/x", "bearer  phx_a ", "", "", "phx_a", "Authorization header"},
		{"query string", "GET", "/x?personal_api_key=phx_b", "", "", "", "phx_b", "query string"},
		{"json body", "POST", "/x", "", "application/json", `{"personal_api_key":"phx_c","query":{}}`, "phx_c", "body"},
		{"header wins", "POST", "/x?personal_api_key=phx_b", "Bearer phx_a", "application/json", `{"personal_api_key":"phx_c"}`, "phx_a", "Authorization header"},
		{"basic is not a key", "GET", "/x", "Basic abc", "", "", "", ""},
		{"none", "GET", "/x", "", "", "", "", ""},
		{"body not json", "POST", "/x", "", "text/plain", `{"personal_api_key":"phx_c"}`, "", ""},
	}
	for _, c := range cases {
		r := httptest.NewRequest(c.method, c.url, strings.NewReader(c.body))
		if c.header != "" {
			r.Header.Set("Authorization", c.header)
		}
		if c.contentType != "" {
			r.Header.Set("Content-Type", c.contentType)
		}
		creds, ok := FromRequest(r)
		if ok != (c.key != "") || creds.Key != c.key || creds.Where != c.where {
			t.Errorf("%s: got %+v, %v", c.name, creds, ok)
		}
		// The body is still there for the handler.
		if c.method == http.MethodPost {
			b, err := io.ReadAll(r.Body)
			if err != nil || string(b) != c.body {
				t.Errorf("%s: body after FromRequest = %q, %v", c.name, b, err)
			}
		}
	}
}
