package main

import (
	"flag"
	"fmt"
)

// Memory limit of `burrow serve`: Go's soft memory limit (the collector
// runs before the heap passes it), so that the garbage of large results
// (each up to the result cap) does not pile up to several times the cap
// between collections, as it does under the default GOGC pacing alone.
const (
	minMemoryLimitMiB   = 256
	memoryLimitSlackMiB = 128
	memoryLimitPerCap   = 4
)

// defaultMemoryLimitMiB derives the limit from the result cap: room for a
// few results in flight plus the server's own working set.
func defaultMemoryLimitMiB(resultMiB int) int {
	return max(memoryLimitPerCap*resultMiB+memoryLimitSlackMiB, minMemoryLimitMiB)
}

// memoryFlags registers --memory-limit on fs. Once fs is parsed, resolve
// returns the limit to set in bytes, or 0 when GOMEMLIMIT is set (the Go
// runtime has applied it, and it wins over the setting).
func memoryFlags(fs *flag.FlagSet, e env) (resolve func(resultBytes int64) (int64, error)) {
	flags := &envFlags{fs: fs, e: e}
	var limit int
	flags.intVar(&limit, "memory-limit", "BURROW_MEMORY_LIMIT", 0, fmt.Sprintf("Go's soft memory limit in MiB; 0: %d × --query-max-result-mib + %d, at least %d; "+
		"GOMEMLIMIT, when set, wins", memoryLimitPerCap, memoryLimitSlackMiB, minMemoryLimitMiB))
	return func(resultBytes int64) (int64, error) {
		if err := flags.err(); err != nil {
			return 0, err
		}
		if limit < 0 {
			return 0, fmt.Errorf("serve: --memory-limit must be 0 (derived) or a number of MiB, got %d", limit)
		}
		if e.getenv("GOMEMLIMIT") != "" {
			return 0, nil
		}
		mib := limit
		if mib == 0 {
			mib = defaultMemoryLimitMiB(int(resultBytes >> 20))
		}
		return int64(mib) << 20, nil
	}
}
