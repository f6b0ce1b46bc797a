package web_test

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/server/servertest"
)

// assetRefs finds the src and href attributes of a page.
var assetRefs = regexp.MustCompile(`(?:src|href)="([^"]*)"`)

// TestPagesAndAssets checks, through the real server on both databases, what
// the browser tests cannot see: every page refers only to Burrow's own
// paths, hashed asset names are cached for good and unhashed ones
// revalidated with their ETag, and unknown paths answer the error envelope.
func TestPagesAndAssets(t *testing.T) {
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		for _, page := range []string{"/", "/playground", "/console", "/console/"} {
			resp := env.Get(t, page, "")
			if resp.Status != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
				t.Fatalf("GET %s: %d %s", page, resp.Status, resp.Header.Get("Content-Type"))
			}
			if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") || !strings.Contains(csp, "connect-src 'self'") {
				t.Errorf("GET %s: Content-Security-Policy %q", page, csp)
			}
			if resp.Header.Get("ETag") == "" || resp.Header.Get("Cache-Control") != "no-cache" {
				t.Errorf("GET %s: ETag %q, Cache-Control %q", page, resp.Header.Get("ETag"), resp.Header.Get("Cache-Control"))
			}
			refs := assetRefs.FindAllStringSubmatch(string(resp.Body), -1)
			if len(refs) < 3 {
				t.Errorf("GET %s: only %d references", page, len(refs))
			}
			for _, m := range refs {
				ref := m[1]
				if !strings.HasPrefix(ref, "/") || strings.HasPrefix(ref, "//") {
					t.Errorf("GET %s refers to %q, not a path of Burrow", page, ref)
					continue
				}
				if !strings.HasPrefix(ref, "/assets/") {
					continue
				}
				asset := env.Get(t, ref, "")
				if asset.Status != http.StatusOK || asset.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" || len(asset.Body) == 0 {
					t.Errorf("GET %s: %d, Cache-Control %q", ref, asset.Status, asset.Header.Get("Cache-Control"))
				}
			}
		}
		if !strings.Contains(string(env.Get(t, "/", "").Body), `href="/console"`) {
			t.Error("/ does not link to /console")
		}

		// An unhashed name is served too, revalidated by its ETag.
		resp := env.Get(t, "/assets/app/console.js", "")
		etag := resp.Header.Get("ETag")
		if resp.Status != http.StatusOK || etag == "" || resp.Header.Get("Cache-Control") != "no-cache" ||
			!strings.HasPrefix(resp.Header.Get("Content-Type"), "text/javascript") {
			t.Fatalf("GET console.js: %d ETag %q Cache-Control %q Content-Type %q", resp.Status, etag,
				resp.Header.Get("Cache-Control"), resp.Header.Get("Content-Type"))
		}
		req, _ := http.NewRequest(http.MethodGet, env.URL+"/assets/app/console.js", nil)
		req.Header.Set("If-None-Match", etag)
		cached, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		cached.Body.Close()
		if cached.StatusCode != http.StatusNotModified {
			t.Errorf("If-None-Match with the ETag: %d, want 304", cached.StatusCode)
		}

		env.Get(t, "/assets/app/nothing.js", "").ExpectError(t, http.StatusNotFound, "not_found", "")
		env.Get(t, "/assets/../web.go", "").ExpectError(t, http.StatusNotFound, "not_found", "")
		env.Do(t, http.MethodPost, "/console", "", "x").ExpectError(t, http.StatusMethodNotAllowed, "method_not_allowed", "")
	})
}

// TestThirdPartyChecksums checks the vendored files against the SHA256SUMS
// that web/third_party.sh wrote when it fetched them, so a hand edit of a
// vendored file shows.
func TestThirdPartyChecksums(t *testing.T) {
	dir := filepath.Join("static", "third_party")
	f, err := os.Open(filepath.Join(dir, "SHA256SUMS"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	listed := map[string]bool{"SHA256SUMS": true}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if !ok {
			t.Fatalf("bad SHA256SUMS line %q", sc.Text())
		}
		listed[name] = true
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if got := sha256.Sum256(data); hex.EncodeToString(got[:]) != sum {
			t.Errorf("%s differs from what web/third_party.sh fetched: run it again", name)
		}
	}
	entries, err := fs.ReadDir(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !listed[e.Name()] {
			t.Errorf("%s is not in SHA256SUMS: vendored files come from web/third_party.sh", e.Name())
		}
	}
}
