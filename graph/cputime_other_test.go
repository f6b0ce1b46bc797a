//go:build !unix

package graph

import "time"

// processCPU is not measured here.
func processCPU() time.Duration { return 0 }
