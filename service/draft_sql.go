package service

import (
	"context"
	"fmt"
	"strings"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/sqldraft"
	"github.com/burrow-analytics/burrow/store"
)

// DraftSQL drafts a SqlQuery statement from a plain-English prompt (scope
// query:read) with the project's own vocabulary; sqldraft.Draft documents
// what it understands. The draft always compiles.
func (s *Queries) DraftSQL(ctx context.Context, rawProjectID, prompt string) (string, error) {
	project, _, err := requireProject(ctx, s.auth, rawProjectID, ScopeQueryRead)
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(prompt) == "" {
		return "", apierror.Validation("prompt", "This field is required.")
	}
	if len(prompt) > 2000 {
		return "", apierror.Validation("prompt", "Ensure this field has no more than 2000 characters.")
	}
	vocab, err := s.draftVocabulary(ctx, project)
	if err != nil {
		return "", err
	}
	sql := sqldraft.Draft(prompt, vocab)
	if _, err := s.compile(sql, project.ID); err != nil {
		// A rule produced something the dialect refuses: a bug worth a log
		// line, but the client still gets a draft to start from.
		s.logger.ErrorContext(ctx, "queries: draft does not compile", "prompt", prompt, "sql", sql, "err", err)
		return "SELECT count() AS count\nFROM events", nil
	}
	return sql, nil
}

// Statements that read a draft's vocabulary of events from an analytics
// engine (where events live only), as store.EventNames and
// store.EventPropertyKeys read it from the store's.
const (
	engineEventNames = `SELECT event FROM (SELECT event FROM events ORDER BY timestamp DESC LIMIT 10000)
		GROUP BY event ORDER BY count() DESC, event LIMIT 200`
	engineEventKeys = `SELECT k FROM (SELECT arrayJoin(JSONExtractKeys(properties)) AS k
		FROM (SELECT properties FROM events ORDER BY timestamp DESC LIMIT 1000)) GROUP BY k ORDER BY count() DESC, k LIMIT 200`
)

func (s *Queries) draftVocabulary(ctx context.Context, project *store.Project) (sqldraft.Vocabulary, error) {
	var v sqldraft.Vocabulary
	var err error
	teamID := project.ID
	if s.runtime.Engine() == hogql.ClickHouse {
		if v.Events, err = s.engineStrings(ctx, project, engineEventNames); err != nil {
			return v, fmt.Errorf("queries: draft vocabulary: %w", err)
		}
		if v.EventKeys, err = s.engineStrings(ctx, project, engineEventKeys); err != nil {
			return v, fmt.Errorf("queries: draft vocabulary: %w", err)
		}
	} else {
		if v.Events, err = store.EventNames(ctx, s.db.Bun, teamID, 200); err != nil {
			return v, fmt.Errorf("queries: draft vocabulary: %w", err)
		}
		if v.EventKeys, err = store.EventPropertyKeys(ctx, s.db, teamID, 200); err != nil {
			return v, fmt.Errorf("queries: draft vocabulary: %w", err)
		}
	}
	if v.PersonKeys, err = store.PersonPropertyKeys(ctx, s.db, teamID, 200); err != nil {
		return v, fmt.Errorf("queries: draft vocabulary: %w", err)
	}
	return v, nil
}

// engineStrings runs statement, one text column, for the project on the
// analytics engine and returns its values.
func (s *Queries) engineStrings(ctx context.Context, project *store.Project, statement string) ([]string, error) {
	c, err := hogql.Compile(statement, hogql.Options{TeamID: project.ID, Engine: s.runtime.Engine(), Unlimited: true})
	if err != nil {
		return nil, err
	}
	var out []string
	err = s.runtime.StreamCompiled(ctx, project, c, func(row []any) error {
		if len(row) > 0 {
			if v, ok := row[0].(string); ok {
				out = append(out, v)
			}
		}
		return nil
	})
	return out, err
}
