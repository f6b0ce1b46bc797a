package main

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// debianClickHouse is Debian's clickhouse-server package (18.16 in
// bookworm), which .ci/run installs.
const debianClickHouse = "/usr/sbin/clickhouse-server"

// TestDebianClickHouseRefused starts Debian's ClickHouse 18.16 and points
// migrate and serve at it: both stop at once naming the version found and
// the one needed, and the store is not bound to it.
func TestDebianClickHouseRefused(t *testing.T) {
	if _, err := os.Stat(debianClickHouse); err != nil {
		msg := "needs Debian's clickhouse-server (18.16): apt-get install --no-install-recommends clickhouse-server"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	t.Parallel()
	addr := startDebianClickHouse(t)
	engine := "clickhouse://default@" + addr + "/default"
	const want = "the server runs ClickHouse 18.16.1; Burrow needs 23.6 or later"
	url := storetest.SQLiteURL(t)
	for _, args := range [][]string{
		{"migrate", "--db", url, "--analytics", engine},
		{"serve", "--db", url, "--addr", "127.0.0.1:0", "--analytics", engine},
		{"sql", "--project", "1", "--db", url, "--analytics", engine, "SELECT 1"},
	} {
		began := time.Now()
		_, stderr, err := runCapture(args...)
		if err == nil || !strings.Contains(err.Error()+stderr, want) {
			t.Errorf("%s against 18.16: %v\n%s", args[0], err, stderr)
		}
		t.Logf("%s refused in %s", args[0], time.Since(began).Round(time.Millisecond))
	}
	db := storetest.Open(t, url)
	if bound, err := store.BoundAnalyticsEngine(context.Background(), db.Bun); err != nil || bound != "" {
		t.Errorf("the store records %q (%v) after the old server was refused", bound, err)
	}
}

// startDebianClickHouse runs Debian's server on free ports in a directory
// of the test until it ends, and returns its native address.
func startDebianClickHouse(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	// Free ports: held open while all three are chosen, then closed for
	// the server to bind.
	ports := make([]int, 3)
	listeners := make([]net.Listener, len(ports))
	for i := range ports {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		ports[i], listeners[i] = l.Addr().(*net.TCPAddr).Port, l
	}
	for _, l := range listeners {
		l.Close()
	}
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, debianClickHouse, "--config-file=/etc/clickhouse-server/config.xml", "--",
		fmt.Sprintf("--tcp_port=%d", ports[0]), fmt.Sprintf("--http_port=%d", ports[1]),
		fmt.Sprintf("--interserver_http_port=%d", ports[2]), "--listen_host=127.0.0.1",
		"--path="+dir+"/", "--tmp_path="+filepath.Join(dir, "tmp")+"/", "--user_files_path="+filepath.Join(dir, "files")+"/",
		"--format_schema_path="+filepath.Join(dir, "schemas")+"/",
		"--logger.log="+filepath.Join(dir, "server.log"), "--logger.errorlog="+filepath.Join(dir, "server.err.log"))
	cmd.Dir = dir
	out, err := os.Create(filepath.Join(dir, "stdout"))
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout, cmd.Stderr = out, out
	t.Cleanup(func() {
		cancel()
		cmd.Wait() //nolint:errcheck // killed
		out.Close()
	})
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", debianClickHouse, err)
	}
	ping := fmt.Sprintf("http://127.0.0.1:%d/ping", ports[1])
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(50 * time.Millisecond) {
		if resp, err := http.Get(ping); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return fmt.Sprintf("127.0.0.1:%d", ports[0])
			}
		}
		if time.Now().After(deadline) {
			log, _ := os.ReadFile(filepath.Join(dir, "server.err.log"))
			t.Fatalf("Debian's ClickHouse did not answer %s:\n%s", ping, log)
		}
	}
}
