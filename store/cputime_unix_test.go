//go:build unix

package store

import (
	"syscall"
	"time"
)

// processCPU is the CPU time (user and system) the test process has used:
// a benchmark's server, client and SQLite run in it, so its share per
// operation is Burrow's CPU per request, less sensitive than ns/op to other
// processes on a loaded machine.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
