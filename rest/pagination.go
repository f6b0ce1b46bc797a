package rest

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/internal/jsonappend"
	"github.com/burrow-analytics/burrow/service"
)

// envelope is the paginated list body {"count","next","previous","results"}.
type envelope struct {
	Count    int     `json:"count"`
	Next     *string `json:"next"`
	Previous *string `json:"previous"`
	Results  any     `json:"results"`

	// appendResults writes Results without reflection when their type
	// writes itself (jsonAppender); nil otherwise.
	appendResults func(b []byte) ([]byte, bool)
}

// jsonAppender is a value that appends its own JSON, exactly as
// encoding/json without HTML escaping would (service's hot list types);
// ok false sends it back to encoding/json.
type jsonAppender interface {
	AppendJSON(b []byte) (_ []byte, ok bool)
}

// writeEnvelope answers 200 with env: appended into a recycled buffer and
// sent with its length when its results write themselves, else through
// encoding/json.
func writeEnvelope(bufs *jsonappend.Buffers, w http.ResponseWriter, env envelope) {
	buf := bufs.Get()
	defer bufs.Put(buf)
	b, ok := env.AppendJSON(*buf)
	*buf = b
	if !ok {
		writeJSON(w, http.StatusOK, env)
		return
	}
	*buf = append(b, '\n')
	jsonappend.WriteBody(w, http.StatusOK, "application/json", *buf)
}

// AppendJSON writes the envelope when its results write themselves.
func (e envelope) AppendJSON(b []byte) (_ []byte, ok bool) {
	if e.appendResults == nil {
		return b, false
	}
	b = append(b, `{"count":`...)
	b = strconv.AppendInt(b, int64(e.Count), 10)
	for _, link := range [...]struct {
		key string
		v   *string
	}{{`,"next":`, e.Next}, {`,"previous":`, e.Previous}} {
		b = append(b, link.key...)
		if link.v == nil {
			b = append(b, "null"...)
		} else {
			b = jsonappend.String(b, *link.v)
		}
	}
	b = append(b, `,"results":`...)
	if b, ok = e.appendResults(b); !ok {
		return b, false
	}
	return append(b, '}'), true
}

// pageParams reads limit and offset; non-integers are a 400 naming the field.
func pageParams(r *http.Request) (service.PageParams, error) {
	var p service.PageParams
	q := r.URL.Query()
	for _, f := range []struct {
		name string
		dst  **int
	}{{"limit", &p.Limit}, {"offset", &p.Offset}} {
		raw := q.Get(f.name)
		if raw == "" {
			continue
		}
		n, err := strconv.Atoi(raw)
		if err != nil {
			return p, apierror.Validation(f.name, "A valid integer is required.")
		}
		*f.dst = &n
	}
	return p, nil
}

// queryError returns a 400 naming the first parameter of rawQuery that
// cannot be decoded ("limit=%zz", "a=1;b=2"). url.Values silently drops such
// pairs, which would answer a client's filter with unfiltered data.
func queryError(rawQuery string) error {
	for pair := range strings.SplitSeq(rawQuery, "&") {
		key, value, _ := strings.Cut(pair, "=")
		name, keyErr := url.QueryUnescape(key)
		if keyErr != nil {
			name = key
		}
		if _, valueErr := url.QueryUnescape(value); keyErr != nil || valueErr != nil || strings.Contains(pair, ";") {
			return apierror.Validation(name, "This query parameter is not correctly URL-encoded.")
		}
	}
	return nil
}

// newEnvelope builds the page body with absolute next/previous links: the
// request URL with limit and offset replaced, null at either end.
func newEnvelope[T any](r *http.Request, list service.ListResult[T]) envelope {
	results := list.Items
	if results == nil {
		results = []T{}
	}
	env := envelope{Count: list.Count, Results: results}
	var zero T
	if _, ok := any(&zero).(jsonAppender); ok {
		env.appendResults = func(b []byte) (_ []byte, ok bool) {
			b = append(b, '[')
			for i := range results {
				if i > 0 {
					b = append(b, ',')
				}
				if b, ok = any(&results[i]).(jsonAppender).AppendJSON(b); !ok {
					return b, false
				}
			}
			return append(b, ']'), true
		}
	}
	if offset, ok := list.NextOffset(); ok {
		env.Next = pageLink(r, list.Page.Limit, offset)
	}
	if offset, ok := list.PreviousOffset(); ok {
		env.Previous = pageLink(r, list.Page.Limit, offset)
	}
	return env
}

// pageLink returns the absolute request URL with limit and offset set.
func pageLink(r *http.Request, limit, offset int) *string {
	u := absoluteURL(r)
	q := u.Query()
	q.Set("limit", strconv.Itoa(limit))
	q.Set("offset", strconv.Itoa(offset))
	u.RawQuery = q.Encode()
	s := u.String()
	return &s
}

// absoluteURL reconstructs the URL the client called.
func absoluteURL(r *http.Request) *url.URL {
	u := *r.URL
	u.Scheme = "http"
	if r.TLS != nil {
		u.Scheme = "https"
	}
	if p := r.Header.Get("X-Forwarded-Proto"); p == "http" || p == "https" {
		u.Scheme = p
	}
	u.Host = r.Host
	return &u
}
