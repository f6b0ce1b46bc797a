package main

import (
	"flag"
	"fmt"
	"time"

	"github.com/burrow-analytics/burrow/query"
	"github.com/burrow-analytics/burrow/service"
)

// queryFlags registers the query settings of `burrow serve` on fs. Each
// flag defaults to its environment variable, then to the service's default
// (service.QueryConfig documents them). The returned check validates the
// values once fs is parsed, including malformed environment values.
func queryFlags(fs *flag.FlagSet, e env, c *service.QueryConfig) (check func() error) {
	flags := &envFlags{fs: fs, e: e}
	duration, integer := flags.durationVar, flags.intVar
	var resultMiB int
	duration(&c.StatementTimeout, "query-timeout", "BURROW_QUERY_TIMEOUT", 60*time.Second, "statement timeout of a query")
	duration(&c.FreshFor, "query-fresh", "BURROW_QUERY_FRESH", 5*time.Minute, "a cached result younger than this is served (blocking, async, force_cache)")
	duration(&c.LazyFreshFor, "query-lazy-fresh", "BURROW_QUERY_LAZY_FRESH", 15*time.Minute, "the freshness window of lazy_async")
	duration(&c.StatusRetention, "query-retention", "BURROW_QUERY_RETENTION", 20*time.Minute, "how long a finished query status stays readable")
	duration(&c.Lease, "query-lease", "BURROW_QUERY_LEASE", 3*time.Second, "a run whose replica stops renewing it for this long is taken over by another replica (retried or failed)")
	duration(&c.Heartbeat, "query-heartbeat", "BURROW_QUERY_HEARTBEAT", 0, "how often a replica renews the leases of its runs; 0: a third of --query-lease")
	duration(&c.JanitorInterval, "query-recover-every", "BURROW_QUERY_RECOVER_EVERY", time.Second, "how often a replica looks for runs whose lease passed")
	integer(&c.Workers, "query-workers", "BURROW_QUERY_WORKERS", 4, "background queries run at once by this replica")
	integer(&c.PerProject, "query-per-project", "BURROW_QUERY_PER_PROJECT", 2, "background queries run at once per project, across replicas")
	integer(&c.BlockingPerProject, "query-blocking-per-project", "BURROW_QUERY_BLOCKING_PER_PROJECT", 4, "blocking queries run at once per project on this replica; more wait for a slot")
	integer(&resultMiB, "query-max-result-mib", "BURROW_QUERY_MAX_RESULT_MIB", query.DefaultMaxResultBytes>>20, "a query result larger than this many MiB is refused with sql_query_error (blocking and background runs; exports stream and are not bound)")
	integer(&c.MaxAttempts, "query-attempts", "BURROW_QUERY_ATTEMPTS", 3, "claims of a background run before a lost run fails")
	fs.StringVar(&c.ReplicaID, "replica-id", e.getenv("BURROW_REPLICA_ID"), "name of this replica in the query table (env BURROW_REPLICA_ID; default host-pid-random)")
	return func() error {
		if err := flags.err(); err != nil {
			return err
		}
		for name, d := range map[string]time.Duration{"query-timeout": c.StatementTimeout, "query-fresh": c.FreshFor,
			"query-lazy-fresh": c.LazyFreshFor, "query-retention": c.StatusRetention, "query-lease": c.Lease,
			"query-recover-every": c.JanitorInterval} {
			if d <= 0 {
				return fmt.Errorf("serve: --%s must be positive, got %s", name, d)
			}
		}
		if c.Heartbeat < 0 || c.Heartbeat >= c.Lease {
			return fmt.Errorf("serve: --query-heartbeat (%s) must be shorter than --query-lease (%s)", c.Heartbeat, c.Lease)
		}
		c.MaxResultBytes = int64(resultMiB) << 20
		for name, n := range map[string]int{"query-max-result-mib": resultMiB, "query-workers": c.Workers, "query-per-project": c.PerProject, "query-blocking-per-project": c.BlockingPerProject, "query-attempts": c.MaxAttempts} {
			if n < 1 {
				return fmt.Errorf("serve: --%s must be at least 1, got %d", name, n)
			}
		}
		return nil
	}
}
