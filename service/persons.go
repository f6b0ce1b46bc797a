package service

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/query"
	"github.com/burrow-analytics/burrow/store"
)

// Person is the public view of a person (REST persons/, GraphQL Person).
type Person struct {
	ID int64 `json:"id"`
	// Name is the first of the email, name and username properties, else
	// the first distinct id (else the uuid).
	Name        string   `json:"name"`
	DistinctIDs []string `json:"distinct_ids"`
	// Properties is the person's property object as stored: always a valid
	// JSON object (propertiesObject checks it), written out verbatim by REST
	// and GraphQL, so numbers come back exactly as stored.
	Properties json.RawMessage `json:"properties"`
	CreatedAt  time.Time       `json:"created_at"`
	UUID       string          `json:"uuid"`
}

// PersonValue is one value of a person property and how many persons hold it.
type PersonValue struct {
	Name  string `json:"name"`
	Count int64  `json:"count"`
}

// PersonFilter narrows a persons list; empty fields do not filter.
type PersonFilter struct {
	Search     string // case-insensitive substring of the email/name properties or a distinct id
	DistinctID string // exact distinct id
	Email      string // exact email property, ignoring case
}

// PersonTrendsParams selects the persons who did matching events in a date range.
type PersonTrendsParams struct {
	// Events are event names; empty means any event.
	Events []string
	// DateFrom and DateTo are ISO dates or date-times, or relative forms
	// such as "-7d", "-24h", "-2w", "-1m", "-1y" ("all" for DateFrom: no
	// lower bound). A date alone covers its whole day. Defaults: the last
	// 7 days up to the end of today (UTC, like dates without an offset).
	DateFrom, DateTo string
	Page             PageParams
}

// Persons reads and deletes a project's persons.
type Persons struct {
	db   *store.DB
	auth *auth.Authenticator
	now  func() time.Time
	// analytics, when set, runs Trends and Values on the analytics engine
	// (persons_engine.go); nil reads the store, the fast path on SQLite and
	// PostgreSQL.
	analytics *query.Runtime
}

func newPersons(db *store.DB, a *auth.Authenticator) *Persons {
	return &Persons{db: db, auth: a, now: time.Now}
}

// PersonValuesLimit is how many values persons/values/ returns at most.
const PersonValuesLimit = 20

// PersonListOptions says what a page of persons must carry.
type PersonListOptions struct {
	// Count asks for the exact total even when the page alone does not tell
	// it. Without it the total is left out (ListResult.Uncounted) whenever it
	// would cost a statement; next/previous stay exact either way.
	Count bool
}

// List returns one page of the project's persons matching f, newest first,
// and the exact count (scope person:read).
func (s *Persons) List(ctx context.Context, rawProjectID string, f PersonFilter, params PageParams) (ListResult[Person], error) {
	return s.Page(ctx, rawProjectID, f, params, PersonListOptions{Count: true})
}

// Page returns one page of the project's persons matching f, newest first
// (scope person:read): one statement for the page with its distinct ids, the
// count read with it from the project's kept total when the list is
// unfiltered, and a count(*) statement only when a filtered count is wanted
// and the page cannot tell it (see countFromPage).
func (s *Persons) Page(ctx context.Context, rawProjectID string, f PersonFilter, params PageParams, opts PersonListOptions) (ListResult[Person], error) {
	project, _, err := requireProject(ctx, s.auth, rawProjectID, ScopePersonRead)
	if err != nil {
		return ListResult[Person]{}, err
	}
	page, err := params.Resolve(DefaultLimit, MaxLimit)
	if err != nil {
		return ListResult[Person]{}, err
	}
	for _, field := range []struct{ attr, value string }{
		{"search", f.Search}, {"distinct_id", f.DistinctID}, {"email", f.Email},
	} {
		if err := checkTextParam(field.attr, field.value); err != nil {
			return ListResult[Person]{}, err
		}
	}
	filter := store.PersonFilter{Search: f.Search, DistinctID: f.DistinctID, Email: f.Email}
	rows, err := store.ListPersonPage(ctx, s.db, project.ID, filter, page, store.PersonPageOptions{Total: opts.Count})
	if err != nil {
		return ListResult[Person]{}, fmt.Errorf("service: list persons: %w", err)
	}
	result := ListResult[Person]{Items: personViews(rows.Rows), Page: page, More: rows.More}
	switch n, ok := countFromPage(page, len(rows.Rows), rows.More); {
	case ok:
		result.Count = n
	case rows.Total != nil:
		result.Count = *rows.Total
	case opts.Count || len(rows.Rows) == 0:
		// An empty page past the end needs the count for its previous link.
		if result.Count, err = store.CountPersons(ctx, s.db, project.ID, filter); err != nil {
			return ListResult[Person]{}, fmt.Errorf("service: list persons: %w", err)
		}
	default:
		result.Uncounted = true
	}
	return result, nil
}

// Get returns the project's person by numeric id or uuid (scope
// person:read); an unknown person is a 404 "Not found.".
func (s *Persons) Get(ctx context.Context, rawProjectID, rawID string) (Person, error) {
	p, err := s.Find(ctx, rawProjectID, rawID)
	if err != nil {
		return Person{}, err
	}
	if p == nil {
		return Person{}, apierror.NotFound("Not found.")
	}
	return *p, nil
}

// Find is Get answering nil (and no error) for an unknown person, so that
// GraphQL can answer null while a bad project or key stays an error.
func (s *Persons) Find(ctx context.Context, rawProjectID, rawID string) (*Person, error) {
	project, _, err := requireProject(ctx, s.auth, rawProjectID, ScopePersonRead)
	if err != nil {
		return nil, err
	}
	row, err := s.lookup(ctx, project.ID, rawID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("service: get person: %w", err)
	}
	p := personView(row)
	return &p, nil
}

// lookup reads a person by numeric id or uuid; anything else is ErrNotFound.
func (s *Persons) lookup(ctx context.Context, projectID int64, rawID string) (*store.Person, error) {
	if id, err := strconv.ParseInt(rawID, 10, 64); err == nil {
		if id <= 0 {
			return nil, store.ErrNotFound
		}
		return store.GetPerson(ctx, s.db.Bun, projectID, id)
	}
	u, err := uuid.Parse(rawID)
	if err != nil {
		return nil, store.ErrNotFound
	}
	return store.GetPersonByUUID(ctx, s.db.Bun, projectID, u.String())
}

// Delete deletes the project's person (by id or uuid) and its distinct ids
// (scope person:write). Its events stay but no longer resolve to it.
func (s *Persons) Delete(ctx context.Context, rawProjectID, rawID string) error {
	project, _, err := requireProject(ctx, s.auth, rawProjectID, ScopePersonWrite)
	if err != nil {
		return err
	}
	row, err := s.lookup(ctx, project.ID, rawID)
	if err == nil {
		err = store.DeletePerson(ctx, s.db.Bun, project.ID, row.ID)
	}
	if errors.Is(err, store.ErrNotFound) {
		return apierror.NotFound("Not found.")
	}
	if err != nil {
		return fmt.Errorf("service: delete person: %w", err)
	}
	return nil
}

// Values returns the 20 most frequent values of person property key, with
// how many persons hold each; value keeps only values containing it,
// ignoring case (scope person:read).
func (s *Persons) Values(ctx context.Context, rawProjectID, key, value string) ([]PersonValue, error) {
	project, _, err := requireProject(ctx, s.auth, rawProjectID, ScopePersonRead)
	if err != nil {
		return nil, err
	}
	if key == "" {
		return nil, apierror.Validation("key", "This field is required.")
	}
	if err := checkTextParam("key", key); err != nil {
		return nil, err
	}
	if err := checkTextParam("value", value); err != nil {
		return nil, err
	}
	if s.analytics != nil {
		return s.engineValues(ctx, project.ID, key, value)
	}
	rows, err := store.PersonPropertyValues(ctx, s.db, project.ID, key, value, PersonValuesLimit)
	if err != nil {
		return nil, fmt.Errorf("service: person values: %w", err)
	}
	values := make([]PersonValue, len(rows))
	for i, r := range rows {
		values[i] = PersonValue{Name: r.Value, Count: r.Count}
	}
	return values, nil
}

// Trends returns one page of the persons who did matching events in the
// date range, newest first (scope person:read, which "*" holds).
func (s *Persons) Trends(ctx context.Context, rawProjectID string, params PersonTrendsParams) (ListResult[Person], error) {
	project, _, err := requireProject(ctx, s.auth, rawProjectID, ScopePersonRead)
	if err != nil {
		return ListResult[Person]{}, err
	}
	page, err := params.Page.Resolve(DefaultLimit, MaxLimit)
	if err != nil {
		return ListResult[Person]{}, err
	}
	for _, name := range params.Events {
		if err := checkTextParam("events", name); err != nil {
			return ListResult[Person]{}, err
		}
	}
	now := s.now().UTC()
	from, to, err := trendRange(params.DateFrom, params.DateTo, now)
	if err != nil {
		return ListResult[Person]{}, err
	}
	filter := store.PersonEventFilter{Events: params.Events, From: from, To: to}
	if s.analytics != nil {
		return s.engineTrendsPage(ctx, project.ID, filter, page)
	}
	rows, err := store.ListPersonsWithEventsPage(ctx, s.db, project.ID, filter, page)
	if err != nil {
		return ListResult[Person]{}, fmt.Errorf("service: person trends: %w", err)
	}
	// Nobody shows the total (PostHog's count is the page's): it is counted
	// only for an empty page past the end, whose previous link needs it.
	result := ListResult[Person]{Items: personViews(rows.Rows), Page: page, More: rows.More}
	switch n, ok := countFromPage(page, len(rows.Rows), rows.More); {
	case ok:
		result.Count = n
	case len(rows.Rows) == 0:
		if result.Count, err = store.CountPersonsWithEvents(ctx, s.db, project.ID, filter); err != nil {
			return ListResult[Person]{}, fmt.Errorf("service: person trends: %w", err)
		}
	default:
		result.Uncounted = true
	}
	return result, nil
}

// ByDistinctIDs returns the project's persons owning any of distinctIDs,
// keyed by each of those distinct ids, in one statement: the batch function
// of a data loader. It does no auth check: callers have checked the project.
// Distinct ids without a person are absent from the map.
func (s *Persons) ByDistinctIDs(ctx context.Context, projectID int64, distinctIDs []string) (map[string]Person, error) {
	rows, err := store.PersonsOwningDistinctIDs(ctx, s.db.Bun, projectID, distinctIDs)
	if err != nil {
		return nil, fmt.Errorf("service: persons by distinct ids: %w", err)
	}
	out := make(map[string]Person, len(rows))
	views := make(map[int64]Person, len(rows))
	for distinctID, row := range rows {
		v, ok := views[row.ID]
		if !ok {
			v = personView(row)
			views[row.ID] = v
		}
		out[distinctID] = v
	}
	return out, nil
}

func personViews(rows []store.Person) []Person {
	items := make([]Person, len(rows))
	for i := range rows {
		items[i] = personView(&rows[i])
	}
	return items
}

// personView maps a stored person (with its distinct ids loaded) to its public view.
func personView(p *store.Person) Person {
	ids := make([]string, len(p.DistinctIDs))
	for i, d := range p.DistinctIDs {
		ids[i] = d.DistinctID
	}
	return personWithIDs(p, ids)
}

// personWithIDs is the public view of a stored person whose distinct ids,
// oldest first, are ids (p.DistinctIDs is not read).
func personWithIDs(p *store.Person, ids []string) Person {
	props := propertiesObject(p.Properties, p.ValidProperties)
	return Person{
		ID:          p.ID,
		Name:        personName(props, ids, p.UUID),
		DistinctIDs: ids,
		Properties:  props,
		CreatedAt:   p.CreatedAt.UTC(),
		UUID:        p.UUID,
	}
}

// emptyObject is the properties of a person whose stored value is not an object.
var emptyObject = json.RawMessage(`{}`)

// propertiesObject returns a stored property object as it is (REST and
// GraphQL write it out verbatim: no decoding into maps only to encode them
// again); anything that is not an object (data is validated when it comes
// in) reads as empty. valid skips checking that raw is valid JSON, which the
// database guarantees for jsonb (PostgreSQL).
func propertiesObject(raw json.RawMessage, valid bool) json.RawMessage {
	trimmed := bytes.TrimLeft(raw, " \t\r\n")
	if len(trimmed) == 0 || trimmed[0] != '{' || (!valid && !json.Valid(trimmed)) {
		return emptyObject
	}
	return trimmed
}

// nameKeys are the properties that name a person, in order of preference.
var nameKeys = [...]string{"email", "name", "username"}

// personName is PostHog's display name: the email, name or username
// property (first non-blank string), else the first distinct id. obj is a
// property object as propertiesObject returns it (valid JSON).
func personName(obj json.RawMessage, distinctIDs []string, fallback string) string {
	values := topLevelValues(obj)
	for _, v := range values {
		if s, ok := jsonString(v); ok && strings.TrimSpace(s) != "" {
			return s
		}
	}
	if len(distinctIDs) > 0 {
		return distinctIDs[0]
	}
	return fallback
}

// jsonString decodes a JSON string token (quotes included); ok is false
// for anything else. A string without escapes, the common case, is not
// passed to json.Unmarshal.
func jsonString(v []byte) (_ string, ok bool) {
	if len(v) < 2 || v[0] != '"' {
		return "", false
	}
	if inner := v[1 : len(v)-1]; bytes.IndexByte(inner, '\\') < 0 && utf8.Valid(inner) {
		return string(inner), true // nothing to unescape
	}
	var s string
	if json.Unmarshal(v, &s) != nil {
		return "", false
	}
	return s, true
}

// topLevelValues returns the raw values of nameKeys in a valid JSON object
// (nil for a key that is absent; the last of duplicate keys wins, as
// json.Unmarshal does). It reads the object once, skipping every other
// value without decoding it, and copies nothing: a person's name is read
// for every person of every page, and decoding whole property objects was a
// fifth of a recordings page's CPU.
func topLevelValues(obj []byte) (values [len(nameKeys)][]byte) {
	i := skipSpace(obj, 0)
	if i >= len(obj) || obj[i] != '{' {
		return values
	}
	i++
	for {
		i = skipSpace(obj, i)
		if i >= len(obj) || obj[i] != '"' {
			return values // '}' or malformed
		}
		keyEnd := skipString(obj, i)
		key := obj[i:keyEnd]
		i = skipSpace(obj, keyEnd)
		if i >= len(obj) || obj[i] != ':' {
			return values
		}
		i = skipSpace(obj, i+1)
		valueEnd := skipValue(obj, i)
		if slot := nameSlot(key); slot >= 0 {
			values[slot] = obj[i:valueEnd]
		}
		i = skipSpace(obj, valueEnd)
		if i >= len(obj) || obj[i] != ',' {
			return values
		}
		i++
	}
}

// nameSlot is the index in nameKeys of a quoted key, or -1.
func nameSlot(quoted []byte) int {
	key := string(quoted) // not allocated: compared only
	if strings.IndexByte(key, '\\') >= 0 {
		var s string
		if json.Unmarshal(quoted, &s) != nil {
			return -1
		}
		key = s
	} else {
		key = key[1 : len(key)-1]
	}
	for i, k := range nameKeys {
		if key == k {
			return i
		}
	}
	return -1
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// skipString returns the index after the string starting at b[i] ('"').
func skipString(b []byte, i int) int {
	for i++; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		}
	}
	return len(b)
}

// skipValue returns the index after the value starting at b[i].
func skipValue(b []byte, i int) int {
	if i >= len(b) {
		return i
	}
	switch b[i] {
	case '"':
		return skipString(b, i)
	case '{', '[':
		depth := 0
		for ; i < len(b); i++ {
			switch b[i] {
			case '"':
				i = skipString(b, i) - 1
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return i + 1
				}
			}
		}
		return len(b)
	default: // number, true, false, null
		for i < len(b) && b[i] != ',' && b[i] != '}' && b[i] != ']' && b[i] != ' ' && b[i] != '\t' && b[i] != '\n' && b[i] != '\r' {
			i++
		}
		return i
	}
}

// trendRange resolves date_from and date_to (see PersonTrendsParams) to a
// half-open range [from, to); a zero from means no lower bound.
func trendRange(rawFrom, rawTo string, now time.Time) (from, to time.Time, err error) {
	if rawFrom == "" {
		rawFrom = "-7d"
	}
	if rawFrom != "all" {
		if from, err = parseRangeBound("date_from", rawFrom, now, boundKind{dayAligned: true}); err != nil {
			return from, to, err
		}
	}
	if rawTo == "" {
		rawTo = "-0d" // the end of today
	}
	to, err = parseRangeBound("date_to", rawTo, now, boundKind{dayAligned: true, end: true})
	return from, to, err
}
