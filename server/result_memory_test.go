package server_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	"runtime"
	"runtime/debug"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/server/servertest"
)

// TestRepeatedLargeResultsMemory (issue #8): repeated results near the
// result cap, through every surface that holds a result whole (REST
// blocking runs, GraphQL runQuery, background runs read back through their
// status), keep the heap's peak growth to a small multiple of the result,
// and leave nothing behind once collected. Before the results were encoded
// once and written as they are, one 60 MiB result grew the heap by
// 240-300 MiB and background runs kept more.
func TestRepeatedLargeResultsMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("reads about 250 MiB per database")
	}
	skipUnderRace(t)
	// Collect often, so that the peak measured is about what the requests
	// hold rather than garbage waiting for the collector (which serve's
	// soft memory limit bounds in production).
	defer debug.SetGCPercent(debug.SetGCPercent(10))
	const (
		rows        = 16 // of 1 MiB each
		resultBytes = rows << 20
		repeats     = 2
		// Peak heap growth allowed per result in flight: the encoded rows
		// (growing by doubling: up to 1.5 times while they grow), the value
		// the driver hands over, and little garbage (see SetGCPercent)...
		maxPeakPlain = 3 * resultBytes
		// ... and for a background run, the result object stored (pgx
		// encodes it into a write buffer grown by append) and read back
		// (pgx reads into a pooled buffer of up to twice its size, then a
		// string, then decoded); measured 3 to 6 times on PostgreSQL.
		maxPeakStored = 7 * resultBytes
		// Heap left after a collection once a result has been sent: less
		// than one result (on PostgreSQL the last 1 MiB rows a connection
		// read stay reachable until it reads more), and no growth over the
		// repeats.
		maxRetained = resultBytes
	)
	maxPeak := int64(maxPeakPlain)
	// A lease far longer than the default: the test measures memory, not
	// takeover, and a CI run beside CPU-heavy tests (a local ClickHouse)
	// starved the background run's heartbeat past the 3 s default, so the
	// run was recovered three times and failed.
	cfg := servertest.QueryConfig()
	cfg.Lease = 30 * time.Second
	servertest.EachQuery(t, cfg, func(t *testing.T, env *servertest.Env) {
		statement := func(surface string, i int) string {
			return fmt.Sprintf("SELECT number, repeat('x', 1048576) AS s FROM numbers(%d) /* %s %d */", rows, surface, i)
		}
		surfaces := []struct {
			name    string
			maxPeak int64
			run     func(t *testing.T, i int) int64 // returns the bytes of the answer
		}{
			{"rest", maxPeak, func(t *testing.T, i int) int64 {
				return sendCounted(t, env, http.MethodPost, queryPath(env), sqlBody(statement("rest", i), map[string]any{"refresh": "force_blocking"}))
			}},
			{"graphql", maxPeak, func(t *testing.T, i int) int64 {
				return sendCounted(t, env, http.MethodPost, "/graphql", map[string]any{
					"query": `mutation($p: ID!, $in: QueryRequestInput!) { runQuery(projectId: $p, input: $in) { result { results columns } } }`,
					"variables": map[string]any{"p": fmt.Sprint(env.Project.ID), "in": map[string]any{
						"query": map[string]any{"kind": "SqlQuery", "query": statement("graphql", i)}, "refresh": "force_blocking"}},
				})
			}},
			{"background", maxPeakStored, func(t *testing.T, i int) int64 {
				id := fmt.Sprintf("mem-%d", i)
				sendCounted(t, env, http.MethodPost, queryPath(env), sqlBody(statement("background", i), map[string]any{"refresh": "force_async", "client_query_id": id}))
				waitComplete(t, env, id)
				return sendCounted(t, env, http.MethodGet, queryPath(env)+id+"/", nil)
			}},
		}
		start := heapInuse()
		for _, s := range surfaces {
			// The peak is sampled while other goroutines (the collector
			// included, slower under -race) run: the least of the repeats
			// is judged, which a copy too many exceeds every time.
			least := uint64(math.MaxUint64)
			leastRetained := int64(math.MaxInt64)
			for i := range repeats {
				base := heapInuse()
				var n int64
				peak := peakHeapGrowth(func() { n = s.run(t, i) })
				retained := retainedAfter(base, maxRetained)
				t.Logf("%s #%d: %d MiB answered, peak heap growth %d MiB, %d MiB retained after GC", s.name, i+1, n>>20, peak>>20, retained>>20)
				if n < resultBytes {
					t.Fatalf("%s #%d: answer of %d bytes, want the %d MiB result", s.name, i+1, n, rows)
				}
				least = min(least, peak)
				leastRetained = min(leastRetained, retained)
			}
			if int64(least) > s.maxPeak {
				t.Errorf("%s: heap grew by at least %d MiB for a %d MiB result in %d runs, want at most %d MiB", s.name, least>>20, rows, repeats, s.maxPeak>>20)
			}
			// Judged on the least of the repeats too: on a loaded machine one
			// answer was seen still held (the engine's buffer of a GraphQL
			// result on PostgreSQL, 3 runs in 10 under two CPU burners,
			// before and after round 3), while a result kept for good shows
			// in every repeat.
			if leastRetained > maxRetained {
				t.Errorf("%s: at least %d MiB of heap retained after each answer, want at most %d MiB", s.name, leastRetained>>20, maxRetained>>20)
			}
		}
		// One result may still be held as above; results kept for good
		// would add up to six.
		if total := retainedAfter(start, 2*maxRetained); total > 2*maxRetained {
			t.Errorf("%d results later, %d MiB of heap retained, want at most %d MiB", len(surfaces)*repeats, total>>20, 2*maxRetained>>20)
		}
	})
}

// retainedAfter is how much the heap in use exceeds base after a full
// collection, waiting up to 5 s for it to fall to bound (the server may
// still hold a result for a moment after its client read the last byte).
func retainedAfter(base uint64, bound int64) int64 {
	deadline := time.Now().Add(5 * time.Second)
	for {
		retained := int64(heapInuse()) - int64(base)
		if retained <= bound || time.Now().After(deadline) {
			return retained
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// heapInuse is the heap in use after a full collection.
func heapInuse() uint64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapInuse
}

// sendCounted sends body (JSON, or nothing) with env's key, expects a 200 and
// returns the size of the answer, read without keeping it.
func sendCounted(t *testing.T, env *servertest.Env, method, path string, body any) int64 {
	t.Helper()
	var reader io.Reader
	if body != nil {
		buf, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		reader = bytes.NewReader(buf)
	}
	req, err := http.NewRequest(method, env.URL+path, reader)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+env.Key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var head bytes.Buffer
	n, err := io.Copy(io.Discard, io.TeeReader(io.LimitReader(resp.Body, 512), &head))
	if err == nil {
		var rest int64
		rest, err = io.Copy(io.Discard, resp.Body)
		n += rest
	}
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK || bytes.Contains(head.Bytes(), []byte(`"errors"`)) {
		t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, head.Bytes())
	}
	return n
}

// waitComplete polls a background run's status through GraphQL, whose
// answer leaves the result out, until it succeeded (30 s at most).
func waitComplete(t *testing.T, env *servertest.Env, id string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		var out struct {
			QueryStatus struct {
				Complete     bool
				Error        bool
				ErrorMessage *string
			}
		}
		env.GraphQL(t, env.Key, `query($p: ID!, $id: ID!) { queryStatus(projectId: $p, id: $id) { complete error errorMessage } }`,
			map[string]any{"p": fmt.Sprint(env.Project.ID), "id": id}).Decode(t, &out)
		if st := out.QueryStatus; st.Complete {
			if st.Error {
				t.Fatalf("run %s failed: %v", id, *st.ErrorMessage)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("run %s not complete after 30 s", id)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// skipUnderRace skips a memory test in a -race build: instrumented code
// keeps more on the heap than Burrow does (a GraphQL result's peak growth
// measured 3.3 times the result under -race, 2.5 times without), and
// TestRepeatedLargeResultsMemory ran 7 times slower (70 s against 10 s
// alone, more than the rest of the package). make test runs them in a pass
// of their own without the race detector (MEMORY_TESTS in the Makefile).
func skipUnderRace(t *testing.T) {
	t.Helper()
	if raceBuild {
		t.Skip("a memory test: run without -race (make test runs it in a pass of its own)")
	}
}
