// Package web serves Burrow's browser pages: the GraphQL playground
// (GraphiQL, vendored from npm) at / and the SQL console at /console, with
// their scripts and styles under /assets/.
//
// Everything is embedded in the binary and nothing is built at run time: the
// pages work offline and make no request to another host (their Content
// Security Policy forbids it). Assets are served under names that carry a
// hash of their content and are cached for a year; pages and unhashed asset
// names answer with an ETag and are revalidated.
//
// It is a package of its own so that the server package stays about routing
// and middleware: the front-end files, the asset table and its caching rules
// change for other reasons than the API, and the browser tests that drive
// these pages live beside them.
package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"sync"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
)

// Paths returns the route patterns (chi syntax) the Handler answers on GET.
func Paths() []string { return []string{"/", "/playground", "/console", AssetPrefix + "*"} }

// AssetPrefix is where the scripts, styles and licences are served.
const AssetPrefix = "/assets/"

//go:embed static
var staticFiles embed.FS

//go:embed templates/*.html
var templateFiles embed.FS

// contentSecurityPolicy keeps the pages to their own origin: scripts only
// from files (no inline script), requests (fetch and websockets) only to
// Burrow. Inline styles are allowed because GraphiQL's React components set
// style attributes; data: URLs because its CSS embeds its fonts and icons.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; " +
	"base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// Handler serves the pages and assets. Register it for each of Paths.
func Handler() http.Handler { return loadSite() }

// loadSite builds the asset table and renders the pages once per process:
// everything it reads is embedded, so the result never changes.
var loadSite = sync.OnceValue(func() *site {
	s, err := buildSite()
	if err != nil {
		panic(err) // embedded files and templates: a failure is a bug caught by any test
	}
	return s
})

// asset is one embedded file ready to serve.
type asset struct {
	name   string // path under static/, e.g. "app/console.js"
	hashed string // name with the content hash before the extension
	etag   string
	body   []byte
}

// site holds every response the package can give.
type site struct {
	assets   map[string]*asset // by name and by hashed name
	pages    map[string]*asset // by route
	notFound []byte
}

func buildSite() (*site, error) {
	s := &site{assets: map[string]*asset{}, pages: map[string]*asset{}}
	static, err := fs.Sub(staticFiles, "static")
	if err != nil {
		return nil, err
	}
	err = fs.WalkDir(static, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := fs.ReadFile(static, name)
		if err != nil {
			return err
		}
		a := newAsset(name, body)
		s.assets[a.name] = a
		s.assets[a.hashed] = a
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("web: read assets: %w", err)
	}

	schema, err := json.Marshal(consoleSchema{Tables: hogql.Tables(), Functions: hogql.FunctionNames()})
	if err != nil {
		return nil, fmt.Errorf("web: console schema: %w", err)
	}
	tmpl, err := template.New("").Funcs(template.FuncMap{
		"asset": func(name string) (string, error) {
			a := s.assets[name]
			if a == nil {
				return "", fmt.Errorf("web: no asset %q", name)
			}
			return AssetPrefix + a.hashed, nil
		},
	}).ParseFS(templateFiles, "templates/*.html")
	if err != nil {
		return nil, fmt.Errorf("web: parse templates: %w", err)
	}
	data := pageData{GraphQLPath: "/graphql", Schema: template.JS(schema)}
	for route, file := range map[string]string{"/": "playground.html", "/playground": "playground.html", "/console": "console.html"} {
		var buf bytes.Buffer
		if err := tmpl.ExecuteTemplate(&buf, file, data); err != nil {
			return nil, fmt.Errorf("web: render %s: %w", file, err)
		}
		s.pages[route] = newAsset(file, buf.Bytes())
	}
	s.notFound, err = json.Marshal(apierror.NotFound("Not found."))
	if err != nil {
		return nil, fmt.Errorf("web: not-found body: %w", err)
	}
	return s, nil
}

// pageData is what the page templates see.
type pageData struct {
	GraphQLPath string
	// Schema is the console's table list and function names as JSON, given
	// to the page in a data block so that it needs no request to start.
	Schema template.JS
}

// consoleSchema is what the console's schema browser and completion use.
type consoleSchema struct {
	Tables    []hogql.TableInfo `json:"tables"`
	Functions []string          `json:"functions"`
}

func newAsset(name string, body []byte) *asset {
	sum := sha256.Sum256(body)
	hash := hex.EncodeToString(sum[:])[:12]
	ext := path.Ext(name)
	return &asset{
		name:   name,
		hashed: strings.TrimSuffix(name, ext) + "." + hash + ext,
		etag:   `"` + hash + `"`,
		body:   body,
	}
}

func (s *site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	if name, ok := strings.CutPrefix(r.URL.Path, AssetPrefix); ok {
		a := s.assets[name]
		if a == nil {
			s.writeNotFound(w)
			return
		}
		if name == a.hashed {
			h.Set("Cache-Control", "public, max-age=31536000, immutable")
		} else {
			h.Set("Cache-Control", "no-cache")
		}
		serve(w, r, a)
		return
	}
	page := s.pages[strings.TrimSuffix(r.URL.Path, "/")]
	if r.URL.Path == "/" {
		page = s.pages["/"]
	}
	if page == nil {
		s.writeNotFound(w)
		return
	}
	h.Set("Cache-Control", "no-cache")
	h.Set("Content-Security-Policy", contentSecurityPolicy)
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	serve(w, r, page)
}

// serve answers with a's body, its ETag and a type from its extension;
// http.ServeContent answers If-None-Match with 304 and handles ranges.
func serve(w http.ResponseWriter, r *http.Request, a *asset) {
	w.Header().Set("ETag", a.etag)
	if ct := contentTypes[path.Ext(a.name)]; ct != "" {
		w.Header().Set("Content-Type", ct)
	}
	http.ServeContent(w, r, a.name, time.Time{}, bytes.NewReader(a.body))
}

// contentTypes fixes the types of the extensions served (the system's MIME
// table may lack some); other files are sniffed by http.ServeContent.
var contentTypes = map[string]string{
	".html":    "text/html; charset=utf-8",
	".js":      "text/javascript; charset=utf-8",
	".css":     "text/css; charset=utf-8",
	".svg":     "image/svg+xml",
	".png":     "image/png",
	".LICENSE": "text/plain; charset=utf-8",
}

func (s *site) writeNotFound(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusNotFound)
	w.Write(s.notFound)
	w.Write([]byte("\n"))
}
