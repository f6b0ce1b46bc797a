package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/notify"
	"github.com/burrow-analytics/burrow/store"
)

// openDB opens and migrates the database at url.
func openDB(ctx context.Context, url string) (*store.DB, error) {
	return openDBWith(ctx, url, store.OpenOptions{})
}

// openDBWith is openDB with options.
func openDBWith(ctx context.Context, url string, opts store.OpenOptions) (*store.DB, error) {
	db, err := store.OpenWith(ctx, url, opts)
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
	analyticsURL := analyticsFlag(fs, e)
	if err := fs.Parse(args); err != nil {
		return err
	}
	db, err := openDB(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	fmt.Fprintln(e.stderr, "migrations applied")
	// With --analytics the store is bound to the engine and copied there
	// (openStoreAnalytics); without, the engine it records (if any) gets
	// its migrations and the outbox.
	analytics, err := openStoreAnalytics(ctx, e, db, "migrate", *analyticsURL, bindUnbound)
	if err != nil {
		return err
	}
	if analytics == nil {
		return nil
	}
	defer closeAnalytics(analytics)
	fmt.Fprintln(e.stderr, "analytics engine migrations applied")
	return drainOutbox(ctx, e, analytics, db)
}

// runAPIKeyCreate issues a key and prints its secret, the only time it is
// shown.
func runAPIKeyCreate(ctx context.Context, e env, args []string) error {
	fs := newFlagSet(e, "apikey create")
	dbURL := dbFlag(fs, e)
	scopes := fs.String("scopes", "", "comma-separated scopes, * for all (required)")
	projects := fs.String("projects", "", "comma-separated project ids the key is restricted to (default: all)")
	label := fs.String("label", "", "label shown for the key")
	email := fs.String("email", "admin@burrow.local", "email of the key's owner (created when missing)")
	if err := fs.Parse(args); err != nil {
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

// runAPIKeyList prints every key: id, mask (never the secret), owner, label,
// scopes, projects, creation, last use and revocation.
func runAPIKeyList(ctx context.Context, e env, args []string) error {
	fs := newFlagSet(e, "apikey list")
	dbURL := dbFlag(fs, e)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	db, err := openDB(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	keys, err := store.ListAPIKeys(ctx, db.Bun)
	if err != nil {
		return err
	}
	w := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "ID\tMASK\tOWNER\tLABEL\tSCOPES\tPROJECTS\tCREATED\tLAST USED\tREVOKED")
	for _, k := range keys {
		owner := ""
		if k.User != nil {
			owner = k.User.Email
		}
		projects := "all"
		if k.ScopedTeams != nil {
			ids := make([]string, len(k.ScopedTeams))
			for i, id := range k.ScopedTeams {
				ids[i] = strconv.FormatInt(id, 10)
			}
			projects = strings.Join(ids, ",")
		}
		fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", k.ID, k.MaskValue, owner, orDash(k.Label),
			strings.Join(k.Scopes, ","), projects, k.CreatedAt.UTC().Format(time.RFC3339),
			timeOrDash(k.LastUsedAt), timeOrDash(k.RevokedAt))
	}
	return w.Flush()
}

// runAPIKeyRevoke revokes one key by id or mask. Replicas sharing a
// PostgreSQL database hear of it at once (LISTEN/NOTIFY): the key answers 401
// and its open websockets close with 4401. On SQLite a running server fails
// the key's next request (it reads the keys' version, auth/version.go) and
// closes its websockets within a second or so.
func runAPIKeyRevoke(ctx context.Context, e env, args []string) error {
	fs := newFlagSet(e, "apikey revoke")
	dbURL := dbFlag(fs, e)
	// Accept the key before or after the flags.
	var ref string
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		ref, args = args[0], args[1:]
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if ref == "" && fs.NArg() > 0 {
		ref = fs.Arg(0)
	}
	if ref == "" || fs.NArg() > 1 {
		fs.Usage()
		return errors.New("apikey revoke: give one key id or mask")
	}
	db, err := openDB(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	a := auth.New(db, e.logger)
	defer a.Watch(notify.New(db, e.logger))()
	k, err := a.Revoke(ctx, ref)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "revoked key %d (%s) at %s\n", k.ID, k.MaskValue, k.RevokedAt.UTC().Format(time.RFC3339))
	return nil
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func timeOrDash(t *time.Time) string {
	if t == nil {
		return "-"
	}
	return t.UTC().Format(time.RFC3339)
}
