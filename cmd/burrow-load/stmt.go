package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/burrow-analytics/burrow/store"
)

// runStmt measures the database's own work for hand-written statements: each
// file's statement runs --n times on one connection (after warm-up runs that
// let PostgreSQL settle on a plan), every placeholder bound to --project, and
// the CPU time it cost is printed per execution: the PostgreSQL backend's
// (from /proc, so the database must run on this machine) or, on SQLite, this
// process's. Unlike a request rate, it hardly moves with the machine's load.
//
//	burrow-load stmt --db URL [--project ID] [--n N] FILE.sql...
func runStmt(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("stmt", flag.ExitOnError)
	dbURL := fs.String("db", "", "database URL (PostgreSQL on this machine, or sqlite:PATH)")
	project := fs.Int64("project", 1, "value bound to every placeholder")
	n := fs.Int("n", 2000, "executions measured per statement")
	fs.Parse(args) //nolint:errcheck // ExitOnError
	if *dbURL == "" || fs.NArg() == 0 || *n < 1 {
		return errors.New("usage: burrow-load stmt --db URL [--project ID] [--n N] FILE.sql [FILE.sql ...]")
	}
	db, err := store.Open(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	pool := db.ReadOnly
	conn, err := pool.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	cpu := func() (time.Duration, error) { return processCPU() }
	if db.Dialect == store.Postgres {
		var pid int
		if err := conn.QueryRowContext(ctx, "SELECT pg_backend_pid()").Scan(&pid); err != nil {
			return err
		}
		cpu = func() (time.Duration, error) { return backendCPU(pid) }
	}
	for _, file := range fs.Args() {
		text, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		query := strings.TrimSuffix(strings.TrimSpace(string(text)), ";")
		params := strings.Count(query, "?")
		for i := 1; strings.Contains(query, "$"+strconv.Itoa(i)); i++ {
			params = i
		}
		bound := make([]any, params)
		for i := range bound {
			bound[i] = *project
		}
		run := func() (rows int, err error) {
			r, err := conn.QueryContext(ctx, query, bound...)
			if err != nil {
				return 0, err
			}
			defer r.Close()
			for r.Next() {
				rows++
			}
			return rows, r.Err()
		}
		for range 20 {
			if _, err := run(); err != nil {
				return fmt.Errorf("%s: %w", file, err)
			}
		}
		before, err := cpu()
		if err != nil {
			return err
		}
		rows := 0
		for range *n {
			if rows, err = run(); err != nil {
				return fmt.Errorf("%s: %w", file, err)
			}
		}
		after, err := cpu()
		if err != nil {
			return err
		}
		fmt.Printf("%-40s %d rows  %.3f ms of CPU per execution\n", file, rows,
			float64(after-before)/float64(time.Millisecond)/float64(*n))
	}
	return nil
}

// backendCPU is the user and system time of process pid (Linux).
func backendCPU(pid int) (time.Duration, error) {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, fmt.Errorf("read the backend's CPU time (is PostgreSQL on this machine?): %w", err)
	}
	// Fields after the command name, which is in parentheses and may hold spaces.
	fields := strings.Fields(string(raw[strings.LastIndexByte(string(raw), ')')+1:]))
	if len(fields) < 13 {
		return 0, fmt.Errorf("unexpected /proc/%d/stat", pid)
	}
	utime, err1 := strconv.ParseInt(fields[11], 10, 64)
	stime, err2 := strconv.ParseInt(fields[12], 10, 64)
	if err := errors.Join(err1, err2); err != nil {
		return 0, err
	}
	const tick = 10 * time.Millisecond // USER_HZ is 100 on Linux
	return time.Duration(utime+stime) * tick, nil
}

// processCPU is this process's user and system time.
func processCPU() (time.Duration, error) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, err
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), nil
}
