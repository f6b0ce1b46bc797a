package chdb_test

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/burrow-analytics/burrow/clickhouse/chdb"
	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
)

// envOwner makes the test binary a Burrow process owning the server on a
// directory (TestOwnerProcessDies).
const envOwner = "BURROW_CHDB_TEST_OWNER"

func TestMain(m *testing.M) {
	chdb.RunChildIfRequested()
	if dir := os.Getenv(envOwner); dir != "" {
		s, err := chdb.Start(context.Background(), dir, nil)
		if err != nil {
			fmt.Println("error", err)
			os.Exit(1)
		}
		fmt.Println("ready", s.PID())
		select {}
	}
	os.Exit(chdbtest.Main(m))
}
