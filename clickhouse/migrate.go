package clickhouse

import (
	"context"
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"github.com/burrow-analytics/burrow/clickhouse/schema"
)

// migrationsTable records the schema files applied to the engine, one row
// per file (rows repeat harmlessly when two processes migrate at once: the
// statements are idempotent).
const migrationsTable = `CREATE TABLE IF NOT EXISTS burrow_migrations (
    name       String,
    applied_at DateTime64(3, 'UTC') DEFAULT now64(3)
) ENGINE = MergeTree ORDER BY name`

// Migrate applies the engine's schema (package clickhouse/schema) and
// returns the files it applied now.
func (c *Client) Migrate(ctx context.Context) ([]string, error) {
	return c.MigrateFS(ctx, schema.FS)
}

// MigrateFS applies the files *.sql of fsys not yet recorded, in name
// order, each statement (separated by ";\n", see package schema) in turn,
// then records the file.
func (c *Client) MigrateFS(ctx context.Context, fsys fs.FS) ([]string, error) {
	if c.Config.Cluster.Name != "" {
		// A cluster the servers do not know is named now, not by a DDL error.
		if _, err := c.clusterHosts(ctx); err != nil {
			return nil, err
		}
	}
	if err := c.Conn.Exec(ctx, migrationsTable); err != nil {
		return nil, fmt.Errorf("clickhouse: create burrow_migrations: %w", err)
	}
	applied, err := c.appliedMigrations(ctx)
	if err != nil {
		return nil, err
	}
	names, err := fs.Glob(fsys, "*.sql")
	if err != nil {
		return nil, fmt.Errorf("clickhouse: list migrations: %w", err)
	}
	sort.Strings(names)
	var done []string
	for _, name := range names {
		if applied[c.migrationName(name)] {
			continue
		}
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return done, fmt.Errorf("clickhouse: read migration %s: %w", name, err)
		}
		stmts, err := c.layout(statements(string(b)))
		if err != nil {
			return done, fmt.Errorf("clickhouse: migration %s: %w", name, err)
		}
		for i, stmt := range stmts {
			if err := c.Conn.Exec(ctx, stmt); err != nil {
				return done, fmt.Errorf("clickhouse: migration %s, statement %d: %w", name, i+1, err)
			}
		}
		if err := c.Conn.Exec(ctx, "INSERT INTO burrow_migrations (name) VALUES (?)", c.migrationName(name)); err != nil {
			return done, fmt.Errorf("clickhouse: record migration %s: %w", name, err)
		}
		c.logger.InfoContext(ctx, "clickhouse: applied migration", "name", name)
		done = append(done, name)
	}
	return done, nil
}

// layout is the schema's statements in the layout of c's Config: as they
// are on one server, or their cluster form (clusterStatements).
func (c *Client) layout(stmts []string) ([]string, error) {
	return layoutStatements(stmts, c.Config.Cluster, c.Config.Database)
}

// layoutStatements is stmts, statements of the schema, in the table layout of o.
func layoutStatements(stmts []string, o ClusterOptions, database string) ([]string, error) {
	if o.Name == "" {
		return stmts, nil
	}
	var out []string
	for _, stmt := range stmts {
		forms, err := clusterStatements(stmt, o, database)
		if err != nil {
			return nil, err
		}
		out = append(out, forms...)
	}
	return out, nil
}

// migrationName is how a schema file applied in c's layout is recorded:
// its name, followed on a cluster by the cluster's, so that moving to a
// cluster applies every file again in its cluster form.
func (c *Client) migrationName(file string) string {
	if c.Config.Cluster.Name == "" {
		return file
	}
	return file + " on cluster " + c.Config.Cluster.Name
}

func (c *Client) appliedMigrations(ctx context.Context) (map[string]bool, error) {
	rows, err := c.Conn.Query(ctx, "SELECT DISTINCT name FROM burrow_migrations")
	if err != nil {
		return nil, fmt.Errorf("clickhouse: read burrow_migrations: %w", err)
	}
	defer rows.Close()
	applied := map[string]bool{}
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, fmt.Errorf("clickhouse: read burrow_migrations: %w", err)
		}
		applied[name] = true
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("clickhouse: read burrow_migrations: %w", err)
	}
	return applied, nil
}

// statements splits a file at a semicolon ending a line, leaving out
// pieces that hold only comments and blank lines.
func statements(file string) []string {
	var out []string
	for _, piece := range strings.Split(file+"\n", ";\n") {
		for _, line := range strings.Split(piece, "\n") {
			if l := strings.TrimSpace(line); l != "" && !strings.HasPrefix(l, "--") {
				out = append(out, strings.TrimSpace(piece))
				break
			}
		}
	}
	return out
}
