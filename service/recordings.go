package service

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/store"
)

// Recording page limits (docs/design.md §6: recordings default to 50).
const (
	DefaultRecordingLimit = 50
	MaxRecordingLimit     = 1000
)

// RecordingNotFound is the detail of the 404 for an unknown recording.
const RecordingNotFound = "Recording not found."

// OngoingWindow is how recent a recording's last activity must be for it to
// count as ongoing.
const OngoingWindow = 5 * time.Minute

// SessionRecording is a recording summary (rest/openapi.yaml's
// SessionRecording, docs/design.md §6) without its person:
// REST adds it (RecordingWithPerson), GraphQL resolves it through a
// per-request dataloader only when a query asks for it.
type SessionRecording struct {
	ID                 string    `json:"id"` // the session id
	DistinctID         string    `json:"distinct_id"`
	Viewed             bool      `json:"viewed"` // by the calling key's owner
	RecordingDuration  float64   `json:"recording_duration"`
	ActiveSeconds      float64   `json:"active_seconds"`
	InactiveSeconds    float64   `json:"inactive_seconds"`
	StartTime          time.Time `json:"start_time"`
	EndTime            time.Time `json:"end_time"`
	ClickCount         int64     `json:"click_count"`
	KeypressCount      int64     `json:"keypress_count"`
	MouseActivityCount int64     `json:"mouse_activity_count"`
	ConsoleLogCount    int64     `json:"console_log_count"`
	ConsoleWarnCount   int64     `json:"console_warn_count"`
	ConsoleErrorCount  int64     `json:"console_error_count"`
	StartURL           string    `json:"start_url"`
	Storage            string    `json:"storage"`
	SnapshotSource     string    `json:"snapshot_source"`
	Ongoing            bool      `json:"ongoing"`
	ActivityScore      float64   `json:"activity_score"`

	// ProjectID is the recording's project; not shown.
	ProjectID int64 `json:"-"`
	// Person is the recording's person when the list was asked for persons
	// (RecordingListOptions.Persons); GraphQL shows it, REST shows the one of
	// RecordingWithPerson.
	Person *Person `json:"-"`
}

// RecordingWithPerson is a recording as REST shows it: with its person
// (null when its distinct id has none).
type RecordingWithPerson struct {
	SessionRecording
	Person *Person `json:"person"`
}

// RecordingParams filters, orders and pages a project's recordings. String
// fields are raw client values; errors name the REST parameter.
type RecordingParams struct {
	// DateFrom and DateTo bound start_time (both included): an ISO date or
	// date-time, or a relative date such as "-7d" ("-Nh", "-Nd", "-Nw",
	// "-Nm", "-Ny"). A date alone as DateTo includes that whole day.
	DateFrom, DateTo string
	// PersonUUID keeps recordings of any distinct id of that person; it
	// must be a UUID (any case).
	PersonUUID string
	// DistinctID keeps recordings of that distinct id.
	DistinctID string
	// Order is start_time, duration, active_seconds, console_error_count,
	// click_count or activity_score; "" is start_time.
	Order string
	// OrderDirection is ASC or DESC (either case); "" is DESC.
	OrderDirection string
	Page           PageParams
}

// Recordings lists and reads session recordings (scope session_recording:read).
type Recordings struct {
	db      *store.DB
	auth    *auth.Authenticator
	persons *Persons
}

// RecordingListOptions says what a page of recordings must carry.
type RecordingListOptions struct {
	// Persons loads each recording's person (in the same statement).
	Persons bool
	// PersonDistinctIDs fills the persons' distinct ids and names; without
	// it they are empty (GraphQL asks only when the query selects them).
	PersonDistinctIDs bool
	// Count asks for the exact total even when the page alone does not tell
	// it. Without it the total is left out (ListResult.Uncounted) whenever it
	// would cost a statement; next/previous stay exact either way.
	Count bool
	// Columns, when not nil, limits what is read of each recording (see
	// store.RecordingPageOptions.Columns); the other fields stay zero.
	Columns []string
}

// List returns one page of the project's recordings, without persons, and
// the exact count.
func (s *Recordings) List(ctx context.Context, rawProjectID string, params RecordingParams) (ListResult[SessionRecording], error) {
	return s.Page(ctx, rawProjectID, params, RecordingListOptions{Count: true})
}

// Page returns one page of the project's recordings as opts says: one
// statement for the page (with its persons), and a second for the count only
// when it is wanted and the page cannot tell it (a page that is not full, or
// the first one, ends the list: its count is offset + rows).
func (s *Recordings) Page(ctx context.Context, rawProjectID string, params RecordingParams, opts RecordingListOptions) (ListResult[SessionRecording], error) {
	return recordingPage(ctx, s, rawProjectID, params, opts, func(r SessionRecording) SessionRecording { return r })
}

// recordingPage reads one page as Page says and makes each recording (with
// its Person when opts.Persons) into an item of the answer as it is scanned.
func recordingPage[T any](ctx context.Context, s *Recordings, rawProjectID string, params RecordingParams, opts RecordingListOptions,
	item func(SessionRecording) T) (ListResult[T], error) {
	project, principal, err := requireProject(ctx, s.auth, rawProjectID, ScopeRecordingRead)
	if err != nil {
		return ListResult[T]{}, err
	}
	now := time.Now().UTC()
	filter, err := params.filter(now)
	if err != nil {
		return ListResult[T]{}, err
	}
	filter.ViewerID = principal.User.ID
	page, err := params.Page.Resolve(DefaultRecordingLimit, MaxRecordingLimit)
	if err != nil {
		return ListResult[T]{}, err
	}
	items := pageItems[T](ctx, page.Limit)
	var people []Person // one allocation for the page's persons
	if opts.Persons {
		people = pagePeople(ctx, page.Limit)
	}
	rows, err := store.EachRecordingPageRow(ctx, s.db, project.ID, filter, page,
		store.RecordingPageOptions{Persons: opts.Persons, DistinctIDs: opts.Persons && opts.PersonDistinctIDs, Total: opts.Count,
			Columns: opts.Columns},
		func(r *store.RecordingPageRow) error {
			rec := recordingView(&r.SessionRecording, r.Viewed, now)
			if p := r.Person; p != nil {
				var person Person
				if opts.PersonDistinctIDs {
					person = personWithIDs(p, r.PersonDistinctIDs)
				} else {
					// Neither name nor distinct ids were asked for: skip
					// reading the properties for a name nobody shows.
					person = Person{ID: p.ID, DistinctIDs: []string{}, Properties: propertiesObject(p.Properties, p.ValidProperties),
						CreatedAt: p.CreatedAt.UTC(), UUID: p.UUID}
				}
				people = append(people, person)
				rec.Person = &people[len(people)-1]
			}
			items = append(items, item(rec))
			return nil
		})
	if err != nil {
		return ListResult[T]{}, fmt.Errorf("service: list recordings: %w", err)
	}
	result := ListResult[T]{Items: items, Page: page, More: rows.More}
	if c, ok := countFromPage(page, len(items), rows.More); ok {
		result.Count = c
	} else if rows.Total != nil {
		result.Count = *rows.Total
	} else if opts.Count || len(items) == 0 {
		// An empty page past the end needs the count for its previous link.
		if result.Count, err = store.CountRecordings(ctx, s.db, project.ID, filter); err != nil {
			return ListResult[T]{}, fmt.Errorf("service: list recordings: %w", err)
		}
	} else {
		result.Uncounted = true
	}
	return result, nil
}

// Get returns the project's recording of session sessionID, without its
// person, and marks it viewed by the key's owner (as PostHog does on
// retrieve), so the answer says viewed: true. Unknown sessions are a 404.
func (s *Recordings) Get(ctx context.Context, rawProjectID, sessionID string) (SessionRecording, error) {
	project, principal, err := requireProject(ctx, s.auth, rawProjectID, ScopeRecordingRead)
	if err != nil {
		return SessionRecording{}, err
	}
	if !isStorableText(sessionID) {
		return SessionRecording{}, apierror.Absent(RecordingNotFound) // no stored session has such an id
	}
	row, err := store.GetRecording(ctx, s.db.Bun, project.ID, sessionID, principal.User.ID)
	if errors.Is(err, store.ErrNotFound) {
		return SessionRecording{}, apierror.Absent(RecordingNotFound)
	}
	if err != nil {
		return SessionRecording{}, fmt.Errorf("service: get recording: %w", err)
	}
	now := time.Now().UTC()
	if err := store.MarkRecordingViewed(ctx, s.db.Bun, project.ID, row.SessionID, principal.User.ID, now); err != nil {
		return SessionRecording{}, fmt.Errorf("service: get recording: %w", err)
	}
	row.Viewed = true
	return recordingView(&row.SessionRecording, row.Viewed, now), nil
}

// ListWithPersons is List with each recording's person, read with the page
// in one statement.
func (s *Recordings) ListWithPersons(ctx context.Context, rawProjectID string, params RecordingParams) (ListResult[RecordingWithPerson], error) {
	return recordingPage(ctx, s, rawProjectID, params, RecordingListOptions{Persons: true, PersonDistinctIDs: true, Count: true},
		func(r SessionRecording) RecordingWithPerson {
			return RecordingWithPerson{SessionRecording: r, Person: r.Person}
		})
}

// GetWithPerson is Get with the recording's person.
func (s *Recordings) GetWithPerson(ctx context.Context, rawProjectID, sessionID string) (RecordingWithPerson, error) {
	rec, err := s.Get(ctx, rawProjectID, sessionID)
	if err != nil {
		return RecordingWithPerson{}, err
	}
	items, err := s.withPersons(ctx, []SessionRecording{rec})
	if err != nil {
		return RecordingWithPerson{}, err
	}
	return items[0], nil
}

// withPersons pairs recordings (of one project) with their persons.
func (s *Recordings) withPersons(ctx context.Context, recs []SessionRecording) ([]RecordingWithPerson, error) {
	out := make([]RecordingWithPerson, len(recs))
	if len(recs) == 0 {
		return out, nil
	}
	ids := make([]string, 0, len(recs))
	seen := make(map[string]bool, len(recs))
	for _, r := range recs {
		if !seen[r.DistinctID] {
			seen[r.DistinctID] = true
			ids = append(ids, r.DistinctID)
		}
	}
	persons, err := s.persons.ByDistinctIDs(ctx, recs[0].ProjectID, ids)
	if err != nil {
		return nil, fmt.Errorf("service: persons of recordings: %w", err)
	}
	for i, r := range recs {
		out[i].SessionRecording = r
		if p, ok := persons[r.DistinctID]; ok {
			out[i].Person = &p
		}
	}
	return out, nil
}

// recordingView maps a stored recording to its public view; ongoing is judged at now.
func recordingView(r *store.SessionRecording, viewed bool, now time.Time) SessionRecording {
	return SessionRecording{
		ID:                 r.SessionID,
		DistinctID:         r.DistinctID,
		Viewed:             viewed,
		RecordingDuration:  r.Duration,
		ActiveSeconds:      r.ActiveSeconds,
		InactiveSeconds:    r.InactiveSeconds,
		StartTime:          r.StartTime.UTC(),
		EndTime:            r.EndTime.UTC(),
		ClickCount:         r.ClickCount,
		KeypressCount:      r.KeypressCount,
		MouseActivityCount: r.MouseActivityCount,
		ConsoleLogCount:    r.ConsoleLogCount,
		ConsoleWarnCount:   r.ConsoleWarnCount,
		ConsoleErrorCount:  r.ConsoleErrorCount,
		StartURL:           r.StartURL,
		Storage:            r.Storage,
		SnapshotSource:     r.SnapshotSource,
		Ongoing:            !r.EndTime.Before(now.Add(-OngoingWindow)),
		ActivityScore:      r.ActivityScore,
		ProjectID:          r.TeamID,
	}
}

// filter validates p into a store filter, resolving relative dates against now.
func (p RecordingParams) filter(now time.Time) (store.RecordingFilter, error) {
	f := store.RecordingFilter{DistinctID: p.DistinctID}
	if err := checkTextParam("distinct_id", p.DistinctID); err != nil {
		return f, err
	}
	personUUID, err := canonicalUUID("person_uuid", p.PersonUUID)
	if err != nil {
		return f, err
	}
	f.PersonUUID = personUUID
	if p.DateFrom != "" {
		t, err := parseRangeBound("date_from", p.DateFrom, now, boundKind{})
		if err != nil {
			return f, err
		}
		f.StartFrom = &t
	}
	if p.DateTo != "" {
		t, err := parseRangeBound("date_to", p.DateTo, now, boundKind{end: true})
		if err != nil {
			return f, err
		}
		f.StartBefore = &t
	}
	f.Order = p.Order
	if f.Order == "" {
		f.Order = "start_time"
	}
	if !store.IsRecordingOrder(f.Order) {
		return f, apierror.Validation("order", fmt.Sprintf("%q is not a valid choice: use one of %s.", p.Order, recordingOrderList))
	}
	switch strings.ToUpper(p.OrderDirection) {
	case "", "DESC":
		f.Descending = true
	case "ASC":
	default:
		return f, apierror.Validation("order_direction", fmt.Sprintf("%q is not a valid choice: use ASC or DESC.", p.OrderDirection))
	}
	return f, nil
}

// recordingOrderList names the valid orders in error messages.
const recordingOrderList = "start_time, duration, active_seconds, console_error_count, click_count, activity_score"
