package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/burrow-analytics/burrow/store"
	"github.com/uptrace/bun"
)

func runProjectCreate(ctx context.Context, e env, args []string) error {
	fs := newFlagSet(e, "project create")
	dbURL := dbFlag(fs, e)
	name := fs.String("name", "", "project name (required)")
	tz := fs.String("timezone", "UTC", "the project's timezone, an IANA zone name (Europe/Paris): insights bucket days, weeks and months in it")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := noArgs(fs); err != nil {
		return err
	}
	if strings.TrimSpace(*name) == "" {
		return errors.New("project create: --name is required")
	}
	if err := store.CheckTimezone(*tz); err != nil {
		return fmt.Errorf("project create: --timezone: %w", err)
	}
	db, err := openDB(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	var p *store.Project
	err = db.Bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if p, err = store.CreateProject(ctx, tx, *name); err != nil || *tz == p.Timezone {
			return err
		}
		p, err = store.UpdateProject(ctx, tx, p.ID, "", *tz)
		return err
	})
	if err != nil {
		return fmt.Errorf("project create: %w", err)
	}
	fmt.Fprintln(e.stdout, p.ID)
	return nil
}

func runProjectUpdate(ctx context.Context, e env, args []string) error {
	fs := newFlagSet(e, "project update")
	dbURL := dbFlag(fs, e)
	id := fs.Int64("project", 0, "project id (required)")
	name := fs.String("name", "", "new name")
	tz := fs.String("timezone", "", "new timezone, an IANA zone name (Europe/Paris)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := noArgs(fs); err != nil {
		return err
	}
	if *id <= 0 {
		return errors.New("project update: --project is required (a project id)")
	}
	if strings.TrimSpace(*name) == "" && *name != "" {
		return errors.New("project update: --name is blank")
	}
	if *name == "" && *tz == "" {
		return errors.New("project update: nothing to change: give --name or --timezone")
	}
	if *tz != "" {
		if err := store.CheckTimezone(*tz); err != nil {
			return fmt.Errorf("project update: --timezone: %w", err)
		}
	}
	db, err := openDB(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	p, err := store.UpdateProject(ctx, db.Bun, *id, *name, *tz)
	if errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("project update: no project %d", *id)
	}
	if err != nil {
		return fmt.Errorf("project update: %w", err)
	}
	fmt.Fprintf(e.stdout, "%d\t%s\t%s\n", p.ID, p.Name, p.Timezone)
	return nil
}

// listPageSize is how many projects one store call reads while listing.
const listPageSize = 1000

func runProjectList(ctx context.Context, e env, args []string) error {
	fs := newFlagSet(e, "project list")
	dbURL := dbFlag(fs, e)
	format := fs.String("format", "table", "output format: table or json (one array)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := noArgs(fs); err != nil {
		return err
	}
	if *format != "table" && *format != "json" {
		return fmt.Errorf("project list: unknown --format %q (want table or json)", *format)
	}
	db, err := openDB(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	projects := []store.Project{}
	for offset := 0; ; offset += listPageSize {
		page, total, err := store.ListProjects(ctx, db.Bun, nil, store.Page{Limit: listPageSize, Offset: offset})
		if err != nil {
			return fmt.Errorf("project list: %w", err)
		}
		projects = append(projects, page...)
		if len(page) == 0 || len(projects) >= total {
			break
		}
	}
	if *format == "json" {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(projects)
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tNAME\tCREATED_AT\tTIMEZONE")
	for _, p := range projects {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\n", p.ID, p.Name, p.CreatedAt.UTC().Format(time.RFC3339), p.Timezone)
	}
	return tw.Flush()
}
