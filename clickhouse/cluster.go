package clickhouse

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	ch "github.com/ClickHouse/clickhouse-go/v2"
)

// ClusterOptions lay Burrow's tables out over a ClickHouse cluster: each
// table is a local MergeTree table NAME_local on every node plus a
// Distributed table NAME over them, which statements and inserts use
// (docs/design.md §14). The zero value is one server.
type ClusterOptions struct {
	// Name is the cluster of the servers' remote_servers (cluster=NAME).
	Name string
	// Replicated makes the local tables Replicated*MergeTree
	// (cluster_replicated=true): needs Keeper and the {shard} and
	// {replica} macros on every node.
	Replicated bool
	// EachNode applies the DDL without ON CLUSTER (cluster_ddl=each):
	// for clusters without Keeper, `burrow migrate` is then run against
	// every node's URL in turn.
	EachNode bool
}

// query is o as URL options, "" for one server.
func (o ClusterOptions) query() string {
	if o.Name == "" {
		return ""
	}
	q := url.Values{"cluster": {o.Name}}
	if o.Replicated {
		q.Set("cluster_replicated", "true")
	}
	if o.EachNode {
		q.Set("cluster_ddl", "each")
	}
	return q.Encode()
}

// clusterName is what a cluster's name may be: it is printed into DDL.
var clusterName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// parseClusterOptions reads the URL options cluster, cluster_replicated
// and cluster_ddl, and refuses any other option.
func parseClusterOptions(q url.Values) (ClusterOptions, error) {
	var o ClusterOptions
	for key, values := range q {
		if len(values) != 1 {
			return o, fmt.Errorf("clickhouse: analytics URL option %q is given %d times; give it once", key, len(values))
		}
		v := values[0]
		switch key {
		case "cluster":
			if !clusterName.MatchString(v) {
				return o, fmt.Errorf("clickhouse: analytics URL option cluster=%q is not a cluster name (letters, digits and _)", v)
			}
			o.Name = v
		case "cluster_replicated":
			b, err := strconv.ParseBool(v)
			if err != nil {
				return o, fmt.Errorf("clickhouse: analytics URL option cluster_replicated=%q: want true or false", v)
			}
			o.Replicated = b
		case "cluster_ddl":
			switch v {
			case "on_cluster":
			case "each":
				o.EachNode = true
			default:
				return o, fmt.Errorf("clickhouse: analytics URL option cluster_ddl=%q: want on_cluster (the default) or each", v)
			}
		default:
			return o, fmt.Errorf("clickhouse: analytics URL option %q is not supported (options: cluster, cluster_replicated, cluster_ddl)", key)
		}
	}
	if o.Name == "" && (o.Replicated || o.EachNode) {
		return o, errors.New("clickhouse: analytics URL options cluster_replicated and cluster_ddl need cluster=NAME")
	}
	return o, nil
}

// shardKeys are the sharding expressions of tables not sharded by their
// sorting key: events by distinct_id, as PostHog's sharded_events, so that
// a person's events are on one shard.
var shardKeys = map[string]string{"events": "cityHash64(distinct_id)"}

// Parts of the schema's statements the cluster transform reads.
var (
	createTable  = regexp.MustCompile(`^CREATE TABLE IF NOT EXISTS (\w+) \(`)
	createView   = regexp.MustCompile(`^CREATE MATERIALIZED VIEW IF NOT EXISTS (\w+) TO (\w+) AS`)
	engineClause = regexp.MustCompile(`\nENGINE = (\w+)(?:\(([^)]*)\))?`)
	orderBy      = regexp.MustCompile(`\nORDER BY \(?([^)\n]+)\)?`)
	fromTable    = regexp.MustCompile(`\bFROM (\w+)\b`)
	alterTable   = regexp.MustCompile(`^ALTER TABLE (\w+) (MODIFY SETTING .*)$`)
	dropView     = regexp.MustCompile(`^DROP VIEW IF EXISTS (\w+)$`)
	dropTable    = regexp.MustCompile(`^DROP TABLE IF EXISTS (\w+)$`)
	truncate     = regexp.MustCompile(`^TRUNCATE TABLE (\w+)$`)
	insertSelect = regexp.MustCompile(`^INSERT INTO (\w+)\n`)
)

// clusterStatements is the cluster form of one statement of the schema
// (package clickhouse/schema), so that the schema has one source:
//
//   - CREATE TABLE t (...) ENGINE = E(args) becomes t_local ON CLUSTER c
//     with engine E (or ReplicatedE with its Keeper path and replica),
//     then t ON CLUSTER c AS t_local with engine Distributed, sharded by
//     shardKeys[t] or else a hash of t's sorting key. Mirrored tables
//     (ReplacingMergeTree, read with FINAL) are thus sharded by their key:
//     every version of a row lands on one shard, where FINAL keeps the
//     latest.
//   - ALTER TABLE t MODIFY SETTING ... changes t_local on each node (the
//     Distributed t holds no data to set).
//   - CREATE MATERIALIZED VIEW v TO t AS SELECT ... FROM s reads s_local
//     and writes t_local on each node: every node aggregates the events it
//     holds, and a read through the Distributed t merges the states of a
//     session found on several shards.
//   - DROP VIEW v drops v on each node; DROP TABLE t drops t and t_local;
//     TRUNCATE TABLE t empties t_local on each node.
//   - INSERT INTO t SELECT ... FROM s (a rebuild) reads and writes the
//     Distributed tables once, from the node migrating; with EachNode,
//     where each node is migrated in turn, it reads s_local and writes
//     t_local, each node rebuilding from the rows it holds, as its views do.
//
// database is the database of the tables, printed in the Distributed
// engine's arguments as a literal: an ON CLUSTER statement is run on each
// node by its DDL worker, whose current database this does not rely on.
func clusterStatements(stmt string, o ClusterOptions, database string) ([]string, error) {
	stmt = withoutLeadingComments(stmt)
	on := ""
	if !o.EachNode {
		on = " ON CLUSTER " + o.Name
	}
	if m := createView.FindStringSubmatch(stmt); m != nil {
		head := "CREATE MATERIALIZED VIEW IF NOT EXISTS " + m[1] + on + " TO " + m[2] + "_local AS"
		body := fromTable.ReplaceAllString(stmt[len(m[0]):], "FROM ${1}_local")
		return []string{head + body}, nil
	}
	if m := alterTable.FindStringSubmatch(stmt); m != nil {
		return []string{"ALTER TABLE " + m[1] + "_local" + on + " " + m[2]}, nil
	}
	if m := dropView.FindStringSubmatch(stmt); m != nil {
		return []string{"DROP VIEW IF EXISTS " + m[1] + on}, nil
	}
	if m := dropTable.FindStringSubmatch(stmt); m != nil {
		return []string{"DROP TABLE IF EXISTS " + m[1] + on, "DROP TABLE IF EXISTS " + m[1] + "_local" + on}, nil
	}
	if m := truncate.FindStringSubmatch(stmt); m != nil {
		return []string{"TRUNCATE TABLE " + m[1] + "_local" + on}, nil
	}
	if m := insertSelect.FindStringSubmatch(stmt); m != nil {
		if !o.EachNode {
			return []string{stmt}, nil
		}
		body := fromTable.ReplaceAllString(stmt[len(m[0]):], "FROM ${1}_local")
		return []string{"INSERT INTO " + m[1] + "_local\n" + body}, nil
	}
	m := createTable.FindStringSubmatch(stmt)
	if m == nil {
		return nil, fmt.Errorf("clickhouse: no cluster form for statement %.60q", stmt)
	}
	table, local := m[1], m[1]+"_local"
	eng := engineClause.FindStringSubmatchIndex(stmt)
	if eng == nil {
		return nil, fmt.Errorf("clickhouse: table %s names no ENGINE", table)
	}
	engine := stmt[eng[2]:eng[3]]
	args := ""
	if eng[4] >= 0 {
		args = stmt[eng[4]:eng[5]]
	}
	if o.Replicated {
		keeper := "'/clickhouse/tables/{shard}/{database}/" + local + "', '{replica}'"
		engine, args = "Replicated"+engine, strings.TrimSuffix(keeper+", "+args, ", ")
	}
	if args != "" {
		engine += "(" + args + ")"
	}
	key, ok := shardKeys[table]
	if !ok {
		ord := orderBy.FindStringSubmatch(stmt)
		if ord == nil {
			return nil, fmt.Errorf("clickhouse: table %s has no ORDER BY to shard by", table)
		}
		key = "cityHash64(" + ord[1] + ")"
	}
	localStmt := "CREATE TABLE IF NOT EXISTS " + local + on + " (" + stmt[len(m[0]):eng[0]] + "\nENGINE = " + engine + stmt[eng[1]:]
	distributed := "CREATE TABLE IF NOT EXISTS " + table + on + " AS " + local +
		"\nENGINE = Distributed(" + o.Name + ", " + quoteString(database) + ", " + local + ", " + key + ")"
	return []string{localStmt, distributed}, nil
}

// quoteString is s as a ClickHouse string literal.
func quoteString(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}

// withoutLeadingComments is stmt from its first line that is not a
// comment.
func withoutLeadingComments(stmt string) string {
	for strings.HasPrefix(stmt, "--") {
		_, rest, _ := strings.Cut(stmt, "\n")
		stmt = strings.TrimSpace(rest)
	}
	return stmt
}

// clusterSettings are the settings of every statement on a cluster: an
// insert into a Distributed table returns once the shards hold its rows
// (so that a read after it sees them, and a failure reaches the caller,
// who keeps the rows queued), and a join or IN over Distributed tables
// reads its right side once, on the initiator (GLOBAL), instead of
// refusing it.
func clusterSettings() ch.Settings {
	return ch.Settings{
		"distributed_foreground_insert": 1,
		"distributed_product_mode":      "global",
	}
}

// killTimeout bounds a KILL QUERY on one host of a cluster.
const killTimeout = 5 * time.Second

// killOnCluster stops the statement queryID on every host of the cluster,
// as system.clusters lists them: the process cancelling may be connected
// to another host than the one running the statement. Each host is asked
// directly rather than with KILL QUERY ON CLUSTER, which needs Keeper.
//
// The hosts are asked to kill the statement itself (query_id), not the
// parts of it the shards run: the host running it cancels those over its
// own connections, and a host killing a part while its initiator cancels
// it brought the local ClickHouse 26.7 down now and then (fatal error, seen
// under load in CI, with concurrent KILL QUERY SYNC and later ASYNC). So
// the hosts are asked ASYNC; SYNC then waits by watching the hosts'
// system.processes, and kills the parts by their initial_query_id only if
// they outlive the statement (its host gone), where no initiator races.
func (c *Client) killOnCluster(ctx context.Context, queryID, mode string) error {
	hosts, err := c.clusterHosts(ctx)
	if err != nil {
		return err
	}
	if err := c.killOnHosts(ctx, hosts, "query_id", queryID); err != nil || mode != "SYNC" {
		return err
	}
	if err := c.waitGone(ctx, queryID, killTimeout); err == nil || ctx.Err() != nil {
		return err
	}
	if err := c.killOnHosts(ctx, hosts, "initial_query_id", queryID); err != nil {
		return err
	}
	return c.waitGone(ctx, queryID, killTimeout)
}

// killOnHosts runs KILL QUERY ... ASYNC on every host at once, for the
// statements whose column (query_id or initial_query_id) is queryID.
func (c *Client) killOnHosts(ctx context.Context, hosts []string, column, queryID string) error {
	errs := make([]error, len(hosts))
	var wg sync.WaitGroup
	for i, host := range hosts {
		wg.Go(func() { errs[i] = c.killOn(ctx, host, column, queryID) })
	}
	wg.Wait()
	return errors.Join(errs...)
}

// waitGone waits, up to timeout, until no host of the cluster runs the
// statement queryID or a part of it.
func (c *Client) waitGone(ctx context.Context, queryID string, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	params := ch.Parameters{"cluster": c.Config.Cluster.Name, "id": queryID}
	for {
		var n uint64
		err := c.Conn.QueryRow(ch.Context(ctx, ch.WithParameters(params)),
			"SELECT count() FROM clusterAllReplicas({cluster:String}, system.processes) "+
				"WHERE query_id = {id:String} OR initial_query_id = {id:String}").Scan(&n)
		if err != nil {
			return fmt.Errorf("clickhouse: wait for query %q to stop: %w", queryID, err)
		}
		if n == 0 {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("clickhouse: query %q still runs %s after KILL QUERY: %w", queryID, timeout, ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// clusterHosts lists host:port of the native protocol of every node of
// the cluster.
func (c *Client) clusterHosts(ctx context.Context) ([]string, error) {
	ctx = ch.Context(ctx, ch.WithParameters(ch.Parameters{"cluster": c.Config.Cluster.Name}))
	rows, err := c.Conn.Query(ctx, "SELECT DISTINCT host_address, port FROM system.clusters WHERE cluster = {cluster:String}")
	if err != nil {
		return nil, fmt.Errorf("clickhouse: hosts of cluster %s: %w", c.Config.Cluster.Name, err)
	}
	defer rows.Close()
	var hosts []string
	for rows.Next() {
		var host string
		var port uint16
		if err := rows.Scan(&host, &port); err != nil {
			return nil, fmt.Errorf("clickhouse: hosts of cluster %s: %w", c.Config.Cluster.Name, err)
		}
		hosts = append(hosts, net.JoinHostPort(host, strconv.Itoa(int(port))))
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("clickhouse: hosts of cluster %s: %w", c.Config.Cluster.Name, err)
	}
	if len(hosts) == 0 {
		return nil, fmt.Errorf("clickhouse: cluster %s is not in system.clusters of %s (see remote_servers)", c.Config.Cluster.Name, c.Config)
	}
	return hosts, nil
}

// killOn runs KILL QUERY on one host, over a connection of its own.
func (c *Client) killOn(ctx context.Context, addr, column, queryID string) error {
	ctx, cancel := context.WithTimeout(ctx, killTimeout)
	defer cancel()
	// column is one of two constants; the id is a server-side parameter.
	err := c.execOn(ctx, addr, "KILL QUERY WHERE "+column+" = {id:String} ASYNC", ch.Parameters{"id": queryID})
	if err != nil {
		return fmt.Errorf("clickhouse: kill query: %w", err)
	}
	return nil
}

// execOn runs one statement on one host of the cluster, over a connection
// of its own.
func (c *Client) execOn(ctx context.Context, addr, stmt string, params ch.Parameters) error {
	conn, err := ch.Open(&ch.Options{
		Addr:         []string{addr},
		Auth:         ch.Auth{Database: c.Config.Database, Username: c.Config.User, Password: c.Config.Password},
		DialTimeout:  killTimeout,
		MaxOpenConns: 1,
	})
	if err != nil {
		return fmt.Errorf("on %s: %w", addr, err)
	}
	defer conn.Close()
	if err := conn.Exec(ch.Context(ctx, ch.WithParameters(params)), stmt); err != nil {
		return fmt.Errorf("on %s: %w", addr, err)
	}
	return nil
}
