package main

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/store"
)

// openDB opens and migrates the database at url.
func openDB(ctx context.Context, url string) (*store.DB, error) {
	db, err := store.Open(ctx, url)
	if err != nil {
		return nil, err
	}
	if err := db.Migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

func runMigrate(ctx context.Context, e env, args []string) error {
	fs := newFlagSet(e, "migrate")
	dbURL := dbFlag(fs, e)
	if err := fs.Parse(args); err != nil {
		return err
	}
	db, err := openDB(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	fmt.Fprintln(e.stderr, "migrations applied")
	return nil
}

func runAPIKey(ctx context.Context, e env, args []string) error {
	if len(args) == 0 || args[0] != "create" {
		return errors.New("usage: burrow apikey create --scopes LIST [--projects IDS] [--label L] [--email E] [--db URL]")
	}
	fs := newFlagSet(e, "apikey create")
	dbURL := dbFlag(fs, e)
	scopes := fs.String("scopes", "", "comma-separated scopes, * for all (required)")
	projects := fs.String("projects", "", "comma-separated project ids the key is restricted to (default: all)")
	label := fs.String("label", "", "label shown for the key")
	email := fs.String("email", "admin@burrow.local", "email of the key's owner (created when missing)")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	scopeList := splitList(*scopes)
	if len(scopeList) == 0 {
		return errors.New("apikey create: --scopes is required (e.g. --scopes '*' or --scopes query:read,person:read)")
	}
	var projectIDs []int64
	for _, s := range splitList(*projects) {
		id, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return fmt.Errorf("apikey create: --projects: %q is not a project id", s)
		}
		projectIDs = append(projectIDs, id)
	}
	db, err := openDB(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	secret, _, err := auth.IssueKey(ctx, db.Bun, auth.NewKeyRequest{Email: *email, Label: *label, Scopes: scopeList, Projects: projectIDs})
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, secret)
	return nil
}

func splitList(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}
