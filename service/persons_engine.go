package service

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store"
)

// With an analytics engine (docs/design.md §13), events live there, so
// persons/trends and persons/values run there too: their statements are
// built as hogql trees (client values as literal nodes) over the dialect's
// persons and events tables, compiled under the project's team guard and
// run by the query runtime (query.Runtime.RunBuilt). The engine reads the
// mirrored persons with FINAL, so a person deleted from the store (and
// mirrored as deleted) is gone there too.

// engineTrendsPage answers Trends on the analytics engine: the engine picks
// the page of persons who did matching events (their ids, in the list's
// order), and the store, their system of record, gives their rows with the
// distinct ids oldest first (an order the engine's mirror does not keep) in
// one statement by primary key.
func (s *Persons) engineTrendsPage(ctx context.Context, teamID int64, f store.PersonEventFilter, page store.Page) (ListResult[Person], error) {
	res, err := s.analytics.RunBuilt(ctx, teamID, personTrendsQuery(f, page))
	if err != nil {
		return ListResult[Person]{}, fmt.Errorf("service: person trends: %w", err)
	}
	ids := make([]int64, 0, len(res.Rows))
	for _, row := range res.Rows {
		id, ok := rowInt(row, 0)
		if !ok {
			return ListResult[Person]{}, fmt.Errorf("service: person trends: the engine gave person id %v", row)
		}
		ids = append(ids, id)
	}
	more := len(ids) > page.Limit
	if more {
		ids = ids[:page.Limit]
	}
	rows, err := store.ListPersonsByIDs(ctx, s.db, teamID, ids)
	if err != nil {
		return ListResult[Person]{}, fmt.Errorf("service: person trends: %w", err)
	}
	// The engine's order is the list's; the store's rows follow it (a person
	// deleted from the store since the engine read it is left out).
	byID := make(map[int64]*store.Person, len(rows))
	for i := range rows {
		byID[rows[i].ID] = &rows[i]
	}
	items := make([]Person, 0, len(ids))
	for _, id := range ids {
		if p := byID[id]; p != nil {
			items = append(items, personView(p))
		}
	}
	result := ListResult[Person]{Items: items, Page: page, More: more}
	switch n, ok := countFromPage(page, len(ids), more); {
	case ok:
		result.Count = n
	case len(ids) == 0:
		// An empty page past the end: its previous link needs the count.
		res, err := s.analytics.RunBuilt(ctx, teamID, personTrendsCountQuery(f))
		if err != nil {
			return ListResult[Person]{}, fmt.Errorf("service: person trends: %w", err)
		}
		n, ok := rowInt(firstRow(res), 0)
		if !ok {
			return ListResult[Person]{}, fmt.Errorf("service: person trends: the engine gave count %v", res.Rows)
		}
		result.Count = int(n)
	default:
		result.Uncounted = true
	}
	return result, nil
}

// engineValues answers Values on the analytics engine.
func (s *Persons) engineValues(ctx context.Context, teamID int64, key, contains string) ([]PersonValue, error) {
	res, err := s.analytics.RunBuilt(ctx, teamID, personValuesQuery(key, contains, PersonValuesLimit))
	if err != nil {
		return nil, fmt.Errorf("service: person values: %w", err)
	}
	values := make([]PersonValue, 0, len(res.Rows))
	for _, row := range res.Rows {
		name, okName := row[0].(string)
		n, okCount := rowInt(row, 1)
		if !okName || !okCount {
			return nil, fmt.Errorf("service: person values: the engine gave row %v", row)
		}
		values = append(values, PersonValue{Name: name, Count: n})
	}
	return values, nil
}

// personTrendsQuery is the page of persons who did an event matching f,
// newest first (the store's personOrder), one row more than the page to
// know whether rows follow it. Events reach their person through the
// events.person lazy join (events.person_id, as the store's statement).
func personTrendsQuery(f store.PersonEventFilter, page store.Page) *hogql.Query {
	q := hogql.MustQueryTemplate(`SELECT rest_id FROM persons
WHERE rest_id IN (SELECT person.rest_id FROM events WHERE __1)
ORDER BY created_at DESC, rest_id DESC`, personEventCondition(f))
	q.Selects[0].Limit = &hogql.Limit{
		Count: int64(page.Limit) + 1, HasCount: true,
		Offset: int64(page.Offset), HasOffset: page.Offset > 0,
	}
	return q
}

// personTrendsCountQuery counts the persons who did an event matching f.
func personTrendsCountQuery(f store.PersonEventFilter) *hogql.Query {
	return hogql.MustQueryTemplate(`SELECT count() FROM persons
WHERE rest_id IN (SELECT person.rest_id FROM events WHERE __1)`, personEventCondition(f))
}

// personEventCondition is f as a condition on events: the names, and the
// half-open range [From, To) where its bounds are set.
func personEventCondition(f store.PersonEventFilter) hogql.Expr {
	conds := []hogql.Expr{hogql.MustTemplate("person.rest_id IS NOT NULL")}
	if len(f.Events) > 0 {
		names := make([]hogql.Expr, len(f.Events))
		for i, name := range f.Events {
			names[i] = hogql.String(name)
		}
		conds = append(conds, &hogql.In{X: hogql.Ref("event"), List: names})
	}
	if !f.From.IsZero() {
		conds = append(conds, hogql.MustTemplate("timestamp >= toDateTime(__1)", hogql.String(timeLiteral(f.From))))
	}
	if !f.To.IsZero() {
		conds = append(conds, hogql.MustTemplate("timestamp < toDateTime(__1)", hogql.String(timeLiteral(f.To))))
	}
	return hogql.And(conds...)
}

// personValuesQuery is the most frequent values (at most limit, by count
// descending then value) of person property key as text, as the store's
// PersonPropertyValues: absent and null values left out, and with contains
// only the values containing it, ignoring case.
func personValuesQuery(key, contains string, limit int) *hogql.Query {
	where := hogql.MustTemplate("value IS NOT NULL")
	if contains != "" {
		where = hogql.And(where, &hogql.Like{X: hogql.Ref("value"), Pattern: hogql.String(containsPattern(contains)), ILike: true})
	}
	q := hogql.MustQueryTemplate(`SELECT value, count() AS n
FROM (SELECT toString(properties[__1]) AS value FROM persons)
WHERE __2 GROUP BY value ORDER BY n DESC, value ASC`, hogql.String(key), where)
	q.Selects[0].Limit = &hogql.Limit{Count: int64(limit), HasCount: true}
	return q
}

// containsPattern is a LIKE pattern of the dialect (backslash escapes)
// matching any text that contains s literally.
func containsPattern(s string) string {
	return "%" + strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(s) + "%"
}

// timeLiteral is t as the dialect's toDateTime reads it: UTC, with its
// microseconds when it has any.
func timeLiteral(t time.Time) string {
	return t.UTC().Format("2006-01-02 15:04:05.999999")
}

// rowInt reads column i of an engine row as an integer (int64, or uint64
// within its range).
func rowInt(row []any, i int) (int64, bool) {
	if i >= len(row) {
		return 0, false
	}
	switch v := row[i].(type) {
	case int64:
		return v, true
	case uint64:
		if v <= 1<<63-1 {
			return int64(v), true
		}
	}
	return 0, false
}

// firstRow is the first row of res, or nil.
func firstRow(res *hogql.Result) []any {
	if len(res.Rows) == 0 {
		return nil
	}
	return res.Rows[0]
}
