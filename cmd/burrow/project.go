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
)

func runProjectCreate(ctx context.Context, e env, args []string) error {
	fs := newFlagSet(e, "project create")
	dbURL := dbFlag(fs, e)
	name := fs.String("name", "", "project name (required)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := noArgs(fs); err != nil {
		return err
	}
	if strings.TrimSpace(*name) == "" {
		return errors.New("project create: --name is required")
	}
	db, err := openDB(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	p, err := store.CreateProject(ctx, db.Bun, *name)
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, p.ID)
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
