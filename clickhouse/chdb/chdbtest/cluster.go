package chdbtest

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/burrow-analytics/burrow/clickhouse/chdb"
)

// Cluster starts n local servers, one shard each, that know one another as
// the cluster name (remote_servers in a configuration file each reads at
// start), so that Distributed tables spread rows over all of them. The
// servers stop when t ends. Without libchdb.so t is skipped as in Server.
//
// clickhouse-local reads no ZooKeeper: the servers run no ON CLUSTER DDL
// and no Replicated tables (docs/design.md §14).
func Cluster(t testing.TB, name string, n int) []*chdb.Server {
	t.Helper()
	if _, err := chdb.LibraryPath(); err != nil {
		Unavailable(t, err)
	}
	ports, err := freePorts(2 * n)
	if err != nil {
		t.Fatal(err)
	}
	var shards strings.Builder
	for i := range n {
		fmt.Fprintf(&shards, "<shard><replica><host>127.0.0.1</host><port>%d</port></replica></shard>", ports[2*i])
	}
	servers := make([]*chdb.Server, n)
	for i := range n {
		dir := t.TempDir()
		config := filepath.Join(dir, "cluster.xml")
		xml := fmt.Sprintf("<clickhouse><remote_servers><%s>%s</%s></remote_servers><macros><shard>%d</shard><replica>r1</replica></macros></clickhouse>\n",
			name, shards.String(), name, i+1)
		if err := os.WriteFile(config, []byte(xml), 0o600); err != nil {
			t.Fatal(err)
		}
		srv, err := chdb.StartWith(context.Background(), filepath.Join(dir, "data"), slog.New(slog.DiscardHandler),
			chdb.Options{ConfigFile: config, TCPPort: ports[2*i], HTTPPort: ports[2*i+1]})
		if err != nil {
			Unavailable(t, err)
		}
		t.Cleanup(func() { srv.Close() })
		t.Cleanup(func() { logOnFailure(t, fmt.Sprintf("cluster node %d", i), srv) })
		servers[i] = srv
	}
	return servers
}

// logOnFailure logs the end of what srv wrote, when t has
// failed: a server that died says why only there, and its directory is
// gone after the test.
func logOnFailure(t testing.TB, name string, srv *chdb.Server) {
	if !t.Failed() {
		return
	}
	b, err := os.ReadFile(srv.LogPath())
	if err != nil {
		t.Logf("%s: no server log: %v", name, err)
		return
	}
	if len(b) > 8000 {
		b = b[len(b)-8000:]
	}
	t.Logf("%s: the end of its server log:\n%s", name, b)
}

// freePorts asks the system for n distinct free ports on 127.0.0.1.
func freePorts(n int) ([]int, error) {
	ports := make([]int, 0, n)
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, fmt.Errorf("chdbtest: free port: %w", err)
		}
		defer l.Close()
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}
