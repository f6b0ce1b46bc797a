package clickhouse_test

import (
	"os"
	"testing"

	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
)

func TestMain(m *testing.M) { os.Exit(chdbtest.Main(m)) }
