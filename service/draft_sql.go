package service

import (
	"context"
	"fmt"
	"strings"

	"github.com/burrow-analytics/burrow/apierror"
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
	vocab, err := s.draftVocabulary(ctx, project.ID)
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

func (s *Queries) draftVocabulary(ctx context.Context, teamID int64) (sqldraft.Vocabulary, error) {
	var v sqldraft.Vocabulary
	var err error
	if v.Events, err = store.EventNames(ctx, s.db.Bun, teamID, 200); err != nil {
		return v, fmt.Errorf("queries: draft vocabulary: %w", err)
	}
	if v.EventKeys, err = store.EventPropertyKeys(ctx, s.db, teamID, 200); err != nil {
		return v, fmt.Errorf("queries: draft vocabulary: %w", err)
	}
	if v.PersonKeys, err = store.PersonPropertyKeys(ctx, s.db, teamID, 200); err != nil {
		return v, fmt.Errorf("queries: draft vocabulary: %w", err)
	}
	return v, nil
}
