//go:build linux && !nochdb

package chdb

import (
	"encoding/json"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"
	"unsafe"

	"github.com/ebitengine/purego"
)

// RunChildIfRequested turns this process into a local ClickHouse server
// when it was started as one (BURROW_CHDB_SERVER set) and exits when the
// server does; otherwise it returns at once. Call it first in main and in
// the TestMain of packages that start servers.
func RunChildIfRequested() {
	spec := os.Getenv(envServer)
	if spec == "" {
		return
	}
	os.Exit(runChild(spec))
}

func runChild(raw string) int {
	var spec childSpec
	if err := json.Unmarshal([]byte(raw), &spec); err != nil {
		fmt.Fprintf(os.Stderr, "chdb: %s: %v\n", envServer, err)
		return 2
	}
	// Exit with the owner (Pdeathsig covers most cases; the parent's pid
	// covers the rest), and on SIGTERM.
	go func() {
		for range time.Tick(250 * time.Millisecond) {
			if os.Getppid() != spec.Parent {
				os.Exit(0)
			}
		}
	}()
	term := make(chan os.Signal, 1)
	signal.Notify(term, syscall.SIGTERM, syscall.SIGINT)
	go func() {
		<-term
		os.Exit(0)
	}()
	lib, err := purego.Dlopen(spec.Lib, purego.RTLD_NOW|purego.RTLD_GLOBAL)
	if err != nil {
		fmt.Fprintf(os.Stderr, "chdb: load %s: %v\n", spec.Lib, err)
		return 2
	}
	var queryCmdline func(argc int32, argv unsafe.Pointer) uintptr
	purego.RegisterLibFunc(&queryCmdline, lib, "chdb_query_cmdline")
	args := []string{
		"clickhouse",
		"--path=" + spec.Dir + "/",
		"--listen_host=127.0.0.1",
		"--tcp_port=" + strconv.Itoa(spec.TCPPort),
		"--http_port=" + strconv.Itoa(spec.HTTPPort),
		"--multiquery",
		// ClickHouse's fatal messages (a crash's signal and stack) to
		// stderr, hence the log; nothing below them.
		"--logger.console=1", "--log-level=fatal",
		"--query=SYSTEM START LISTEN TCP; SYSTEM START LISTEN HTTP; SELECT sleepEachRow(1) FROM numbers(" +
			strconv.Itoa(keepAlive) + ") SETTINGS max_block_size = 1 FORMAT Null",
	}
	// argv as C strings; the call never returns while the server runs, and
	// Go's collector does not move memory, so these stay valid.
	if spec.Config != "" {
		args = append(args[:1], append([]string{"--config-file=" + spec.Config}, args[1:]...)...)
	}
	argv := make([]*byte, len(args)+1)
	for i, a := range args {
		b := append([]byte(a), 0)
		argv[i] = &b[0]
	}
	queryCmdline(int32(len(args)), unsafe.Pointer(&argv[0]))
	fmt.Fprintln(os.Stderr, "chdb: local ClickHouse ended")
	return 0
}
