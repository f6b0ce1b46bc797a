package rest

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/service"
)

// FuzzPageParams reads limit, offset and format from arbitrary raw query
// strings, then builds the page envelope over a list of count rows. Nothing
// may panic; a refused parameter is a 400 naming it; an accepted page is in
// range and its next/previous links carry the same query with a valid
// window.
func FuzzPageParams(f *testing.F) {
	for _, s := range []struct {
		query string
		count uint32
	}{
		{"", 0}, {"limit=10&offset=20", 100}, {"limit=0", 5}, {"limit=-1&offset=-1", 5}, {"limit=1001", 5},
		{"limit=abc", 1}, {"offset=9223372036854775807", 10}, {"offset=9223372036854775808", 10},
		{"limit=%zz&offset=1;2", 3}, {"format=csv&limit=+5", 12}, {"format=xml", 1}, {"format=&limit=", 0},
		{"limit=1&limit=x&search=a%00b&format=json", 2}, {"offset=50&limit=10", 20},
	} {
		f.Add(s.query, s.count)
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	f.Fuzz(func(t *testing.T, rawQuery string, count uint32) {
		r := httptest.NewRequest(http.MethodGet, "http://burrow.test/api/projects/1/persons", nil)
		r.URL.RawQuery = rawQuery
		refused := func(err error, attrs ...string) {
			t.Helper()
			e := apierror.From(err)
			if e == nil || e.Status != http.StatusBadRequest || e.Attr == nil {
				t.Fatalf("%q: not a 400 naming a parameter: %v", rawQuery, err)
			}
			ok := len(attrs) == 0
			for _, a := range attrs {
				ok = ok || *e.Attr == a
			}
			if !ok {
				t.Fatalf("%q: error on %q, want one of %q", rawQuery, *e.Attr, attrs)
			}
			w := httptest.NewRecorder()
			WriteError(w, r, logger, err)
			checkErrorEnvelope(t, rawQuery, w)
		}
		if err := queryError(rawQuery); err != nil {
			refused(err)
			return
		}
		if fm, err := format(r); err != nil {
			refused(err, "format")
		} else if fm != "json" && fm != "csv" {
			t.Fatalf("%q: format %q", rawQuery, fm)
		} else {
			ignored(t, rawQuery, "format")
		}
		params, err := pageParams(r)
		if err != nil {
			refused(err, "limit", "offset")
			return
		}
		ignored(t, rawQuery, "limit")
		ignored(t, rawQuery, "offset")
		page, err := params.Resolve(100, 1000)
		if err != nil {
			refused(err, "limit", "offset")
			return
		}
		if page.Limit < 1 || page.Limit > 1000 || page.Offset < 0 {
			t.Fatalf("%q: page %+v out of range", rawQuery, page)
		}
		n := max(0, min(page.Limit, int(count)-page.Offset))
		list := service.ListResult[int]{Items: make([]int, n), Count: int(count), Page: page}
		env := newEnvelope(r, list)
		if _, err := json.Marshal(env); err != nil {
			t.Fatalf("%q: envelope: %v", rawQuery, err)
		}
		for name, link := range map[string]*string{"next": env.Next, "previous": env.Previous} {
			if link == nil {
				continue
			}
			u, err := url.Parse(*link)
			if err != nil || u.Host != "burrow.test" || u.Path != r.URL.Path {
				t.Fatalf("%q: %s link %q: %v", rawQuery, name, *link, err)
			}
			q := u.Query()
			limit, err1 := strconv.Atoi(q.Get("limit"))
			offset, err2 := strconv.Atoi(q.Get("offset"))
			if err1 != nil || err2 != nil || limit != page.Limit || offset < 0 || (offset >= int(count) && offset != 0) {
				t.Fatalf("%q: %s link %q for page %+v of %d", rawQuery, name, *link, page, count)
			}
		}
	})
}

// ignored fails when an accepted query string had a value for name that
// url.Values dropped, so that the default was used instead.
func ignored(t *testing.T, rawQuery, name string) {
	t.Helper()
	q, _ := url.ParseQuery(rawQuery)
	for _, pair := range strings.Split(rawQuery, "&") {
		if strings.HasPrefix(pair, name+"=") && len(pair) > len(name)+1 && q.Get(name) == "" {
			t.Fatalf("%q: %s ignored", rawQuery, pair)
		}
	}
}

// TestUndecodableParams: url.Values drops a pair it cannot decode; the
// fuzzer found "limit=%" answered with the default page instead of a 400.
// Every parameter is covered, not only limit, offset and format.
func TestUndecodableParams(t *testing.T) {
	t.Parallel()
	for rawQuery, attr := range map[string]string{
		"limit=%":            "limit",
		"limit=%zz":          "limit",
		"offset=1;2":         "offset",
		"l%69mit=%zz":        "limit",
		"limit=5&offset=%":   "offset",
		"format=%zz":         "format",
		"format=json;":       "format",
		"search=%zz&limit=7": "search",
		"date_from=%":        "date_from",
		"%zz=1":              "%zz",
	} {
		err := queryError(rawQuery)
		if e := apierror.From(err); e == nil || e.Status != http.StatusBadRequest || e.Attr == nil || *e.Attr != attr {
			t.Errorf("queryError(%q) = %v, want a 400 on %s", rawQuery, err, attr)
		}
	}
	for _, rawQuery := range []string{"", "limit=5&offset=10", "search=a%20b&format=csv", "x=", "a&b", "q=%E2%9C%93"} {
		if err := queryError(rawQuery); err != nil {
			t.Errorf("queryError(%q) = %v, want nil", rawQuery, err)
		}
	}
}
