// Command testprogress reads `go test -json` on stdin and shows progress a
// person can follow: each package's result as it ends, a heartbeat naming the
// packages still running, the output of every failed test, the slowest
// tests, and a closing "N passed, N failed, N skipped" line. It exits 1 when
// a test or a package failed (build failures included).
//
//	go test -json ./... | go run ./internal/testprogress
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"
	"time"
)

// event is one line of `go test -json` (cmd/test2json).
type event struct {
	Time    time.Time
	Action  string
	Package string
	Test    string
	Elapsed float64
	Output  string
	// ImportPath names the package of build events (build-output, build-fail).
	ImportPath string
}

// heartbeat is how often the packages still running are listed.
const heartbeat = 30 * time.Second

type testKey struct{ pkg, test string }

type report struct {
	out                     io.Writer
	started                 map[string]time.Time // running packages
	output                  map[testKey][]string // output of tests (and packages: test "") until they pass
	passed, failed, skipped int
	failedPkgs              []string
	durations               map[testKey]float64
}

func main() {
	r := &report{out: os.Stdout, started: map[string]time.Time{}, output: map[testKey][]string{}, durations: map[testKey]float64{}}
	lines := make(chan []byte)
	go func() {
		sc := bufio.NewScanner(os.Stdin)
		sc.Buffer(make([]byte, 1<<20), 64<<20)
		for sc.Scan() {
			lines <- append([]byte(nil), sc.Bytes()...)
		}
		close(lines)
	}()
	tick := time.NewTicker(heartbeat)
	defer tick.Stop()
	start := time.Now()
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				os.Exit(r.finish(time.Since(start)))
			}
			var e event
			if err := json.Unmarshal(line, &e); err != nil || e.Action == "" {
				fmt.Fprintln(r.out, string(line)) // not JSON: pass it on (e.g. a build error)
				continue
			}
			r.handle(e)
		case <-tick.C:
			r.progress(time.Since(start))
		}
	}
}

func (r *report) handle(e event) {
	k := testKey{e.Package, e.Test}
	switch e.Action {
	case "start":
		r.started[e.Package] = time.Now()
	case "build-output":
		fmt.Fprint(r.out, e.Output) // compiler errors: show at once
	case "build-fail":
		r.failedPkgs = append(r.failedPkgs, e.ImportPath)
	case "output":
		r.output[k] = append(r.output[k], e.Output)
	case "pass", "fail", "skip":
		if e.Test == "" {
			r.packageDone(e)
			return
		}
		if !strings.Contains(e.Test, "/") { // count top-level tests; subtests show in their output
			switch e.Action {
			case "pass":
				r.passed++
			case "fail":
				r.failed++
			case "skip":
				r.skipped++
			}
			r.durations[k] = e.Elapsed
		}
		if e.Action == "fail" {
			fmt.Fprintf(r.out, "--- FAIL: %s (%s)\n", e.Test, shortPkg(e.Package))
			r.printOutput(k)
		}
		delete(r.output, k)
	}
}

func (r *report) packageDone(e event) {
	delete(r.started, e.Package)
	k := testKey{e.Package, ""}
	switch e.Action {
	case "pass":
		fmt.Fprintf(r.out, "ok    %-45s %7.1fs\n", shortPkg(e.Package), e.Elapsed)
	case "skip":
		// no test files
	case "fail":
		r.failedPkgs = append(r.failedPkgs, e.Package)
		fmt.Fprintf(r.out, "FAIL  %-45s %7.1fs\n", shortPkg(e.Package), e.Elapsed)
		r.printOutput(k) // build errors, panics, timeouts outside a test
	}
	for key := range r.output {
		if key.pkg == e.Package {
			delete(r.output, key)
		}
	}
}

func (r *report) printOutput(k testKey) {
	for _, line := range r.output[k] {
		fmt.Fprint(r.out, "    ", line)
	}
}

func (r *report) progress(elapsed time.Duration) {
	if len(r.started) == 0 {
		fmt.Fprintf(r.out, "...   %ds: %d passed, %d failed so far; compiling test binaries (-race builds take a while)\n",
			int(elapsed.Seconds()), r.passed, r.failed)
		return
	}
	var running []string
	for pkg, since := range r.started {
		running = append(running, fmt.Sprintf("%s (%ds)", shortPkg(pkg), int(time.Since(since).Seconds())))
	}
	sort.Strings(running)
	fmt.Fprintf(r.out, "...   %ds: %d passed, %d failed so far; running %s\n",
		int(elapsed.Seconds()), r.passed, r.failed, strings.Join(running, ", "))
}

func (r *report) finish(elapsed time.Duration) int {
	type timed struct {
		k testKey
		d float64
	}
	var slow []timed
	for k, d := range r.durations {
		slow = append(slow, timed{k, d})
	}
	slices.SortFunc(slow, func(a, b timed) int {
		switch {
		case a.d > b.d:
			return -1
		case a.d < b.d:
			return 1
		}
		return strings.Compare(a.k.test, b.k.test)
	})
	if len(slow) > 10 {
		slow = slow[:10]
	}
	fmt.Fprintln(r.out, "\nslowest tests:")
	for _, s := range slow {
		fmt.Fprintf(r.out, "  %7.1fs  %s (%s)\n", s.d, s.k.test, shortPkg(s.k.pkg))
	}
	fmt.Fprintf(r.out, "\nwall time %s\n", elapsed.Round(time.Second))
	if len(r.failedPkgs) > 0 {
		fmt.Fprintf(r.out, "failed packages: %s\n", strings.Join(r.failedPkgs, " "))
	}
	fmt.Fprintf(r.out, "%d passed, %d failed, %d skipped\n", r.passed, r.failed, r.skipped)
	if r.failed > 0 || len(r.failedPkgs) > 0 {
		return 1
	}
	return 0
}

// shortPkg drops the module path.
func shortPkg(pkg string) string {
	if i := strings.Index(pkg, "/burrow/"); i >= 0 {
		return pkg[i+len("/burrow/"):]
	}
	return pkg
}
