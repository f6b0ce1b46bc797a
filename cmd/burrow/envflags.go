package main

import (
	"flag"
	"fmt"
	"strconv"
	"time"
)

// envFlags registers `burrow serve` settings that default to an environment
// variable, then to a built-in value. A malformed variable is kept and
// reported by err once the flags are parsed.
type envFlags struct {
	fs   *flag.FlagSet
	e    env
	errs []error
}

// intVar registers an integer setting.
func (f *envFlags) intVar(dst *int, name, envName string, def int, usage string) {
	if raw := f.e.getenv(envName); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil {
			f.errs = append(f.errs, fmt.Errorf("serve: %s=%q: %w", envName, raw, err))
		}
		def = n
	}
	f.fs.IntVar(dst, name, def, usage+" (env "+envName+")")
}

// durationVar registers a duration setting.
func (f *envFlags) durationVar(dst *time.Duration, name, envName string, def time.Duration, usage string) {
	if raw := f.e.getenv(envName); raw != "" {
		d, err := time.ParseDuration(raw)
		if err != nil {
			f.errs = append(f.errs, fmt.Errorf("serve: %s=%q: %w", envName, raw, err))
		}
		def = d
	}
	f.fs.DurationVar(dst, name, def, usage+" (env "+envName+")")
}

// err is the first malformed environment variable, or nil.
func (f *envFlags) err() error {
	if len(f.errs) > 0 {
		return f.errs[0]
	}
	return nil
}
